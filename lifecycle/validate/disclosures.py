"""`lifecycle validate disclosures`: predict published runs from pre-training facts.

Reads any CSV in the layout of ``data/disclosures.csv`` and writes every input
column plus ``pred_gpu_hours_p05/_p50/_p95``, ``pred_wall_clock_days_*``,
``pred_energy_mwh_*``, ``pred_tco2e_location_*`` and ``pred_status``. Rows in
the file are predicted and never used to calibrate. ``--loo`` predicts each
row with a posterior fitted without that row's source (the source text up to
its first comma); ``--prior`` uses the priors instead of the posterior.
Prints MAPE, median error and 90% coverage per quantity, and the naive
constant-MFU baseline ``6 N D / (0.375 x peak)`` for GPU-hours.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
import pandas as pd

from lifecycle.errors import LifecycleInputError, Problem

__all__ = ["add_arguments", "run", "validate_disclosures", "scores_of"]


def add_arguments(parser):
    parser.add_argument("--disclosures", required=True, help="CSV in the layout of "
                        "data/disclosures.csv (energy_scope / emissions_basis optional)")
    parser.add_argument("--output", required=True, help="CSV to write (inputs + predictions)")
    g = parser.add_mutually_exclusive_group()
    g.add_argument("--prior", action="store_true", help="predict from the priors only")
    g.add_argument("--loo", action="store_true",
                   help="leave-one-source-out: each row from a posterior fitted without its source")
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
    """n, MAPE, median APE and 90% coverage per quantity of predictions ``out`` of ``df``,
    and of the naive constant-MFU GPU-hours baseline (``naive_gpu_hours``)."""
    from lifecycle.bayes.predict import naive_gpu_hours
    from lifecycle.metrics import scores

    sc = {}
    for q in ("gpu_hours", "wall_clock_days", "energy_mwh", "tco2e_location"):
        obs = pd.to_numeric(df.get(q), errors="coerce") if q in df else np.full(len(df), np.nan)
        sc[q] = scores(obs, out[f"pred_{q}_p05"], out[f"pred_{q}_p50"], out[f"pred_{q}_p95"])
    naive = naive_gpu_hours(df, file=file)
    obs = pd.to_numeric(df["gpu_hours"], errors="coerce") if "gpu_hours" in df else np.nan
    sc["naive_gpu_hours"] = scores(obs, naive, naive, naive)
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
    workers = 1 if settings.steptime else min(2, len(groups), os.cpu_count() or 1)
    if workers < 2:
        return {g: _draws_without(g, settings) for g in groups}
    # spawn: a forked PyMC/PyTensor process is not safe to sample in
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=ctx) as pool:
        return dict(zip(groups, pool.map(_draws_without, groups, [settings] * len(groups)),
                        strict=True))


def run(args) -> int:
    from lifecycle.bayes.cache import atomic_write

    from lifecycle.api import validate_disclosures as api_validate

    mode = "prior" if args.prior else "loo" if args.loo else "posterior"
    out = api_validate(args.disclosures, draws=args.draws, seed=args.seed,
                       source="prior" if args.prior else "posterior", loo=args.loo,
                       accept_diagnostics=getattr(args, "accept_diagnostics", False))
    sc = out.attrs.pop("scores")
    atomic_write(Path(args.output), lambda p: out.to_csv(p, index=False))
    print(f"disclosures: {len(out)} rows, predictions from the {mode}; wrote {args.output}")
    print(f"{'quantity':<22} {'n':>3} {'MAPE':>8} {'median':>8} {'cov90':>7}")
    for q, s in sc.items():
        if s["n"]:
            print(f"{q:<22} {s['n']:>3} {s['mape']:>8.1%} {s['median_ape']:>8.1%} "
                  f"{s['coverage90']:>7.0%}")
    return 0
