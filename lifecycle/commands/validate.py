"""`lifecycle validate`: predictions against published measurements and disclosures.

Sub-commands: ``steptime`` (measured throughput, lifecycle/validate/steptime.py)
and, where it is installed, ``disclosures`` (lifecycle/validate/disclosures.py).
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path


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
    st.add_argument("--measurements", required=True, help="CSV in the canonical layout")
    st.add_argument("--output", required=True, help="CSV to write (inputs + pred_* columns)")
    st.add_argument("--draws", type=int, default=200, help="Monte Carlo draws (default 200)")
    st.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    st.add_argument("--prior", action="store_true",
                    help="use the priors even where a calibrated posterior exists")
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


def run_steptime(args) -> int:
    import pandas as pd

    from lifecycle.errors import LifecycleInputError, Problem
    from lifecycle.validate import steptime as V
    from lifecycle.validate.common import summary_table

    if args.draws < 1:
        raise LifecycleInputError([Problem("--draws", "", "must be >= 1")])
    df = V.load_measurements(args.measurements)
    draws, source = None, "prior"
    if not args.prior:  # the calibration posterior (fitted first if none is cached)
        import sys

        import numpy as np

        from lifecycle.bayes.predict import posterior_param_draws
        from lifecycle.params import calibration

        cal = calibration("auto", lambda m: print(m, file=sys.stderr, flush=True),
                          args.accept_diagnostics)
        draws = posterior_param_draws(args.draws, np.random.default_rng(args.seed), cal.draws)
        source = "posterior"
    if draws is None:
        draws = V.sample_prior_draws(args.draws, args.seed)
    out = V.predict(df, draws, seed=args.seed)
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
    print("tokens/s/GPU, p50 vs measured; baseline = constant 37.5% of peak")
    with pd.option_context("display.width", 200, "display.max_colwidth", 60,
                           "display.float_format", "{:.3f}".format):
        print(tab.to_string(index=False))
    print(f"wrote {args.output}")
    return 0
