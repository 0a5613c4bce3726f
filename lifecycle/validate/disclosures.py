"""`lifecycle validate disclosures`: predict published runs from pre-training facts.

Without ``--disclosures`` it runs the validation protocol (ARCHITECTURE.md,
"Validation protocol"): three numbers, printed apart --

1. in-sample: ``data/disclosures.csv`` from the posterior fitted on it;
2. leave-one-publisher-out (``--loo``): each publisher's rows
   (:func:`lifecycle.publishers.publisher`) from a fit without them;
3. the frozen table ``data/validation/disclosures.csv`` (never tuned on).

With ``--disclosures FILE`` it predicts any CSV in the layout of
``data/disclosures.csv`` (``--loo``: leave-one-publisher-out within it) and
writes every input column plus ``PRED_COLUMNS``
(:mod:`lifecycle.bayes.predict`). Rows of a file are predicted and never used
to calibrate; ``--prior`` uses the priors instead of the posterior.

Per quantity it prints n, MAPE, median abs error and 90% coverage: GPU-hours,
wall-clock days, energy (as the row's ``energy_scope`` counts it), tCO2e (as
its ``emissions_basis`` computes it), water (``water_m3``: on-site +
off-site), the same footprint from the disclosed GPU-hours (``*|hours``),
model-card emissions where the row states power, PUE and factor
(``card_tco2e``; ``card_tco2e|hours`` from the disclosed hours: the
convention alone), and the naive constant-MFU baseline
``6 N D / (0.375 x peak)`` for GPU-hours.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import numpy as np
import pandas as pd

from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.validate.common import map_two_processes

__all__ = ["add_arguments", "run", "validate_disclosures", "scores_of"]


def add_arguments(parser):
    parser.add_argument("--disclosures", help="CSV in the layout of data/disclosures.csv "
                        "(energy_scope / emissions_basis optional); default: the validation "
                        "protocol (in-sample, --loo, frozen data/validation/disclosures.csv)")
    parser.add_argument("--output", help="CSV to write (inputs + predictions); with the "
                        "protocol, the frozen validation table's predictions")
    g = parser.add_mutually_exclusive_group()
    g.add_argument("--prior", action="store_true", help="predict from the priors only")
    g.add_argument("--loo", action="store_true",
                   help="leave-one-publisher-out: each row from a posterior fitted without its "
                        "publisher")
    parser.add_argument("--loo-disclosures-only", action="store_true",
                        help="with --loo: refit without the step-time block (minutes instead of "
                             "~3 minutes per publisher on 2 cores)")
    parser.add_argument("--draws", type=int, default=4000, help="predictive draws per row")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--accept-diagnostics", action="store_true",
                        help="use a calibration posterior that failed its convergence checks")
    return parser


def _read(path: str) -> pd.DataFrame:
    p = Path(path)
    if not p.is_file():
        raise LifecycleInputError([Problem(path, "", "file not found")])
    try:
        df = pd.read_csv(p)
    except (pd.errors.ParserError, UnicodeDecodeError, pd.errors.EmptyDataError) as e:
        raise LifecycleInputError([Problem(path, "", f"not a readable CSV: {e}")]) from None
    need = {"id", "accelerator", "params_b", "tokens_t", "source"}
    missing = sorted(need - set(df.columns))
    if missing:
        raise LifecycleInputError([Problem(path, "columns", f"missing {missing}; expected the "
                                           "layout of data/disclosures.csv")])
    return df


def validate_disclosures(df: pd.DataFrame, *, mode: str = "posterior", draws: int = 4000,
                         seed: int = 0, file: str = "disclosures.csv", settings=None):
    """Predictions (DataFrame) and scores (dict) for a disclosure table.

    ``mode`` is ``posterior``, ``prior`` or ``loo``.
    """
    from lifecycle.bayes.predict import predict_disclosures
    from lifecycle.bayes.rows import source_group

    if mode == "prior":
        out = predict_disclosures(df, None, n=draws, seed=seed, file=file)
    elif mode == "posterior":
        from lifecycle.bayes.calibrate import DEFAULT_SETTINGS, get_posterior

        cal = get_posterior(settings=settings or DEFAULT_SETTINGS)
        out = predict_disclosures(df, cal.draws, n=draws, seed=seed, file=file)
    else:
        from lifecycle.bayes.calibrate import LOO_SETTINGS

        groups = pd.Series([source_group(s, i) for s, i in zip(df["source"], df.get("id", df["source"]))],
                           index=df.index)
        # a source none of whose rows has tokens is predicted from the priors: no refit
        tok = pd.to_numeric(df["tokens_t"], errors="coerce").notna().groupby(groups).any()
        refits = _refit_draws(sorted(tok.index[tok]), settings or LOO_SETTINGS)
        parts = [predict_disclosures(df[groups == g], refits.get(g), n=draws, seed=seed,
                                     file=file) for g in sorted(groups.unique())]
        out = pd.concat(parts).loc[df.index]
    return out, scores_of(df, out, file)


def scores_of(df: pd.DataFrame, out: pd.DataFrame, file: str = "disclosures.csv") -> dict:
    """n, MAPE, median APE and 90% coverage per quantity of predictions ``out`` of ``df``
    (:func:`score_table`), and of the naive constant-MFU GPU-hours baseline."""
    from lifecycle.bayes.predict import naive_gpu_hours
    from lifecycle.metrics import scores

    sc = score_table(df, out, scores)
    naive = naive_gpu_hours(df, file=file)
    obs = pd.to_numeric(df["gpu_hours"], errors="coerce") if "gpu_hours" in df else np.nan
    sc["naive_gpu_hours"] = scores(obs, naive, naive, naive)
    return sc


def _obs(df: pd.DataFrame, q: str) -> np.ndarray:
    return (pd.to_numeric(df[q], errors="coerce").to_numpy(dtype=float) if q in df
            else np.full(len(df), np.nan))


def card_rows(df: pd.DataFrame) -> np.ndarray:
    """Rows whose emissions follow a model-card convention with every factor stated:
    ``emissions_basis`` tdp_x_hours / assumed_power_x_hours and ``device_power_w``,
    ``pue`` and ``grid_gco2e_per_kwh`` given (issue 15's model-card target)."""
    basis = (df["emissions_basis"].astype(str) if "emissions_basis" in df
             else pd.Series([""] * len(df), index=df.index))
    ok = np.array(basis.isin(("tdp_x_hours", "assumed_power_x_hours")), dtype=bool)
    for col in ("device_power_w", "pue", "grid_gco2e_per_kwh"):
        ok &= np.isfinite(_obs(df, col))
    return ok


def regimes(df: pd.DataFrame) -> dict[str, np.ndarray]:
    """Row masks as step time's regimes: ``<=3B`` (total parameters at most
    :data:`lifecycle.discrepancy.SMALL_MODEL_PARAMS`) and ``moe`` (``arch`` moe)."""
    from lifecycle.discrepancy import SMALL_MODEL_PARAMS

    arch = df["arch"].astype(str).str.lower().to_numpy() if "arch" in df else np.full(len(df), "")
    return {"<=3B": _obs(df, "params_b") * 1e9 <= SMALL_MODEL_PARAMS, "moe": arch == "moe"}


def score_table(df: pd.DataFrame, out: pd.DataFrame, scores) -> dict:
    """Scores per quantity: predicted from pre-training facts, the same for the GPU-hours and
    days of small and MoE runs (``<q> [<=3B]``, ``<q> [moe]``, :func:`regimes`), the footprint
    from the disclosed GPU-hours (``<q>|hours``) and model-card emissions (``card_tco2e``)."""
    sc = {}
    for q in ("gpu_hours", "wall_clock_days", "energy_mwh", "tco2e_location", "water_m3"):
        sc[q] = scores(_obs(df, q), *(out[f"pred_{q}_{p}"] for p in ("p05", "p50", "p95")))
    for q in ("energy_mwh", "tco2e_location", "water_m3"):
        sc[f"{q}|hours"] = scores(_obs(df, q), *(out[f"pred_{q}_given_hours_{p}"]
                                                 for p in ("p05", "p50", "p95")))
    # the regimes issue 14 names for step time, for the hours and days: small models and MoE
    for tag, mask in regimes(df).items():
        for q in ("gpu_hours", "wall_clock_days"):
            sc[f"{q} [{tag}]"] = scores(np.where(mask, _obs(df, q), np.nan),
                                        *(out[f"pred_{q}_{p}"] for p in ("p05", "p50", "p95")))
    card = card_rows(df)
    obs = np.where(card, _obs(df, "tco2e_location"), np.nan)
    sc["card_tco2e"] = scores(obs, *(out[f"pred_tco2e_location_{p}"] for p in ("p05", "p50", "p95")))
    sc["card_tco2e|hours"] = scores(obs, *(out[f"pred_tco2e_location_given_hours_{p}"]
                                           for p in ("p05", "p50", "p95")))
    return sc


def _draws_without(group: str, settings) -> dict:
    from lifecycle.bayes.calibrate import get_posterior

    return get_posterior(settings=settings, exclude_groups=(group,)).draws


def _refit_draws(groups: list[str], settings) -> dict[str, dict]:
    """Posterior draws of one refit per source in ``groups``, each without it.

    A disclosure-only refit runs its chains in one process (seconds of sampling,
    most of its time compiling), so two of them run side by side; a refit with
    the step-time block already samples its chains on both cores.
    """
    if settings.steptime:
        return {g: _draws_without(g, settings) for g in groups}
    # spawn: a forked PyMC/PyTensor process is not safe to sample in
    draws = map_two_processes(partial(_draws_without, settings=settings), groups, "spawn")
    return dict(zip(groups, draws, strict=True))


def print_scores(sc: dict) -> None:
    print(f"{'quantity':<22} {'n':>3} {'MAPE':>8} {'median':>8} {'cov90':>7}")
    for q, s in sc.items():
        if s["n"]:
            print(f"{q:<22} {s['n']:>3} {s['mape']:>8.1%} {s['median_ape']:>8.1%} "
                  f"{s['coverage90']:>7.0%}")


def run(args) -> int:
    from lifecycle.fileio import atomic_write

    if args.disclosures is None:
        return run_protocol(args)
    if not args.output:
        raise LifecycleInputError([Problem("--output", "", "required with --disclosures")])
    from lifecycle.api import validate_disclosures as api_validate

    mode = "prior" if args.prior else "loo" if args.loo else "posterior"
    out = api_validate(args.disclosures, draws=args.draws, seed=args.seed,
                       source="prior" if args.prior else "posterior", loo=args.loo,
                       accept_diagnostics=getattr(args, "accept_diagnostics", False),
                       loo_disclosures_only=getattr(args, "loo_disclosures_only", False))
    sc = out.attrs.pop("scores")
    atomic_write(Path(args.output), lambda p: out.to_csv(p, index=False))
    print(f"disclosures: {len(out)} rows, predictions from the {mode}; wrote {args.output}")
    print_scores(sc)
    return 0


def run_protocol(args) -> int:
    """The three numbers of the validation protocol, printed apart."""
    from lifecycle.fileio import atomic_write
    from lifecycle.paths import data_dir

    cal_path = data_dir() / "disclosures.csv"
    val_path = data_dir() / "validation" / "disclosures.csv"
    cal = _read(str(cal_path))
    src = "prior" if args.prior else "posterior"
    if not args.prior:  # a posterior that failed its checks stops here (issue 16)
        from lifecycle.params import calibration

        calibration("auto", None, getattr(args, "accept_diagnostics", False))
    _, sc = validate_disclosures(cal, mode=src, draws=args.draws, seed=args.seed,
                                 file=str(cal_path))
    print(f"1. in-sample: data/disclosures.csv ({len(cal)} rows) from the {src} "
          f"fitted on it, {args.draws} draws, seed {args.seed}")
    print_scores(sc)
    if args.loo:
        from dataclasses import replace

        from lifecycle.bayes.calibrate import LOO_SETTINGS

        fast = getattr(args, "loo_disclosures_only", False)
        settings = replace(LOO_SETTINGS, steptime=False) if fast else LOO_SETTINGS
        _, sc = validate_disclosures(cal, mode="loo", draws=args.draws, seed=args.seed,
                                     file=str(cal_path), settings=settings)
        what = "disclosure-only refits" if fast else "refits with the step-time block"
        print(f"2. leave-one-publisher-out: each publisher's rows from a fit without them ({what})")
        print_scores(sc)
    else:
        print("2. leave-one-publisher-out: run with --loo")
    val = _read(str(val_path))
    out, sc = validate_disclosures(val, mode=src, draws=args.draws, seed=args.seed,
                                   file=str(val_path))
    print(f"3. frozen validation table data/validation/disclosures.csv ({len(val)} rows, "
          f"never tuned on), {src}")
    print_scores(sc)
    from lifecycle.validate.blind import blind_section

    for q in ("gpu_hours", "wall_clock_days"):
        if (sec := blind_section(q, f"new disclosure rows' {q}")) is not None:
            print(sec[0])
            print(sec[1].to_string(index=False, float_format="{:.3f}".format))
    if args.output:
        atomic_write(Path(args.output), lambda p: out.to_csv(p, index=False))
        print(f"wrote {args.output}")
    return 0
