"""`lifecycle validate`: predictions against published measurements and disclosures.

Sub-commands: ``steptime`` (measured throughput, lifecycle/validate/steptime.py)
and, where it is installed, ``disclosures`` (lifecycle/validate/disclosures.py).
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

from lifecycle.validate import VALIDATION_DRAWS


def add_parser(subparsers):
    p = subparsers.add_parser("validate", help="compare predictions with published measurements",
                              description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="validate_command", metavar="WHAT")
    sub.required = True
    st = sub.add_parser("steptime", help="predict every row of a step-time measurement CSV",
                        description="Predict tokens/s/GPU and step time of every row of a CSV in "
                                    "the canonical layout by Monte Carlo over the calibration "
                                    "posterior (fitted first if none is cached; --prior for the "
                                    "priors); print MAPE, median abs error and 90% coverage.")
    st.add_argument("--measurements", help="CSV in the canonical layout (default: the validation "
                    "protocol: calibration rows in-sample and the frozen data/validation/steptime.csv)")
    st.add_argument("--output", help="CSV to write (inputs + pred_* columns); with the protocol, "
                    "the frozen validation table's predictions")
    st.add_argument("--draws", type=int, default=VALIDATION_DRAWS,
                    help=f"Monte Carlo draws (default {VALIDATION_DRAWS})")
    st.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    st.add_argument("--prior", action="store_true",
                    help="use the priors even where a calibrated posterior exists")
    st.add_argument("--lopo", action="store_true",
                    help="also leave-one-publisher-out: each calibration publisher predicted by a "
                         "(MAP) refit without it")
    st.add_argument("--accept-diagnostics", action="store_true",
                    help="use a calibration posterior that failed its convergence checks")
    st.set_defaults(_validate_run=run_steptime)
    if importlib.util.find_spec("lifecycle.validate.disclosures") is not None:
        mod = importlib.import_module("lifecycle.validate.disclosures")
        d = sub.add_parser("disclosures", help="predict published training-run disclosures")
        mod.add_arguments(d)
        d.set_defaults(_validate_run=mod.run)
    return p


def run(args) -> int:
    return int(args._validate_run(args) or 0)


def _write_atomic(df, path: Path) -> None:
    from lifecycle.fileio import atomic_write

    atomic_write(path, lambda p: df.to_csv(p, index=False))


def _print_table(title: str, tab) -> None:
    import pandas as pd

    print(title)
    with pd.option_context("display.width", 200, "display.max_colwidth", 60,
                           "display.float_format", "{:.3f}".format):
        print(tab.to_string(index=False))


def _print_memory_held_out() -> None:
    """The held-out memory figures ``data/derivations/memory_lopo.py --write`` stored (refits
    per publisher, each held-out publisher's peaks predicted with a fresh publisher offset; not
    recomputed here)."""
    import pandas as pd
    import yaml

    from lifecycle.paths import data_dir

    p = data_dir() / "derivations" / "memory_held_out.yaml"
    if not p.is_file():
        return
    d = yaml.safe_load(p.read_text(encoding="utf-8")) or {}
    tab = pd.DataFrame([{"measure": m, **v} for m, v in (d.get("held_out") or {}).items()])
    if len(tab):
        _print_table(f"   memory held out by publisher ({p.name}, {d.get('fitted_on')}; "
                     "allocator peaks are observations, the others upper bounds: above_p05)", tab)


def _source(args):
    """The parameter source of ``validate steptime`` (resolved once: a calibration or "prior")."""
    if args.prior:
        return "prior"
    import sys

    from lifecycle.api import resolve_source

    return resolve_source("posterior", accept_diagnostics=args.accept_diagnostics,
                          progress=lambda m: print(m, file=sys.stderr, flush=True))


def run_steptime(args) -> int:
    from lifecycle.api import validate_steptime
    from lifecycle.errors import LifecycleInputError, Problem
    from lifecycle.validate import steptime as V
    from lifecycle.validate.common import summary_table

    if args.draws < 1:
        raise LifecycleInputError([Problem("--draws", "", "must be >= 1")])
    if args.measurements is None:  # the validation protocol: three numbers, reported apart
        from lifecycle.bayes.steptime_block import load_measurements

        src = _source(args)
        cal = validate_steptime(load_measurements(), draws=args.draws, seed=args.seed, source=src)
        source = cal.attrs["param_source"]
        _print_table(f"1. in-sample: calibration rows (data/measurements), {args.draws} {source} draws, "
                     f"seed {args.seed}", V.regime_table(cal))
        _print_table("   memory: predicted against the peaks the rows' sources printed "
                     "(allocator peaks are observations, the others upper bounds; held out by "
                     "publisher: data/derivations/memory_lopo.py)",
                     V.memory_table(cal))
        _print_memory_held_out()
        if args.lopo:
            from lifecycle.analysis.trust import lopo_cached  # the report's cache, same refits

            _print_table("2. leave-one-publisher-out (MAP refit without each publisher, "
                         "with the out-of-distribution discrepancy)",
                         V.regime_table(lopo_cached()))
        else:
            print("2. leave-one-publisher-out: run with --lopo")
        val = validate_steptime(V.frozen_table(), draws=args.draws, seed=args.seed, source=src,
                                new_publisher=True)
        n_uns = int(val.pred_status.str.startswith("unsupported").sum())
        _print_table(f"3. frozen validation table data/validation/steptime.csv ({len(val)} rows, "
                     f"{n_uns} unsupported, not counted)", V.regime_table(val))
        mem = V.memory_table(val)
        if len(mem):
            _print_table("   memory: the frozen rows' printed peaks, as above", mem)
        from lifecycle.validate.blind import blind_section

        if (sec := blind_section("tokens_per_s", "new calibration rows' tokens/s")) is not None:
            _print_table(*sec)
        if args.output:
            _write_atomic(val, Path(args.output))
            print(f"wrote {args.output}")
        return 0
    if not args.output:
        raise LifecycleInputError([Problem("--output", "", "required with --measurements")])
    df = V.load_measurements(args.measurements)  # a bad file fails before any calibration
    out = validate_steptime(df, draws=args.draws, seed=args.seed, source=_source(args))
    source = out.attrs["param_source"]
    _write_atomic(out, Path(args.output))
    ok = out[~out.pred_status.str.startswith("unsupported")]
    tab = summary_table(ok, "tokens_per_s_per_gpu", "pred_tokens_per_s_per_gpu_p50",
                        "pred_tokens_per_s_per_gpu_p05", "pred_tokens_per_s_per_gpu_p95",
                        by=["accelerator", "source"], baseline="baseline_tokens_per_s_per_gpu")
    tab["value"] = tab["value"].str.slice(0, 60)
    n_inf = int(out.pred_status.str.startswith("infeasible").sum())
    n_uns = len(out) - len(ok)
    print(f"{len(out)} rows: {len(ok) - n_inf} ok, {n_inf} infeasible (predicted anyway, counted), "
          f"{n_uns} unsupported (not counted); {args.draws} {source} draws, seed {args.seed}")
    _print_table("tokens/s/GPU, p50 vs measured; baseline = constant 37.5% of peak", tab)
    _print_table("by regime", V.regime_table(out))
    print(f"wrote {args.output}")
    return 0
