"""The validation half of the public API: predictions for measurement and disclosure tables.

:func:`validate_steptime` and :func:`validate_disclosures` return the tables
``lifecycle validate steptime`` / ``disclosures`` write; re-exported by
:mod:`lifecycle.api` (``lc.validate_steptime``, ``lc.validate_disclosures``).
"""

from __future__ import annotations

import pandas as pd

from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.validate import VALIDATION_DRAWS

__all__ = ["validate_steptime", "validate_disclosures"]


def _draws_for(source, draws: int, seed: int, accept_diagnostics: bool, progress):
    """Step-time parameter draws (name -> ``(draws,)``) and the source's label."""
    from lifecycle.validate.steptime import calibration_draws

    cal = None
    if not (isinstance(source, str) and source == "prior"):  # "cached" may find none: priors
        cal = _resolve(source, accept_diagnostics=accept_diagnostics, progress=progress)
    return calibration_draws(cal, draws, seed)


def validate_steptime(df=None, *, draws: int = VALIDATION_DRAWS, seed: int = 0, source="posterior",
                      ood: bool = True, accept_diagnostics: bool = False,
                      progress=None, new_publisher: bool = False) -> pd.DataFrame:
    """Predicted step time and throughput of every row of a measurement table.

    Parameters
    ----------
    df : pandas.DataFrame, str or pathlib.Path, optional
        Rows in the canonical layout of ``data/measurements/*.csv`` (or a CSV
        path); default: every calibration measurement (in-sample).
    draws, seed : int
        Parameter draws [count] and seed.
    source : {"posterior", "cached", "prior"} or DataTree
        Parameter source, as for :func:`estimate`.
    ood : bool
        Widen each row's interval by the out-of-distribution discrepancy.
    new_publisher : bool
        Predict every row as an unseen publisher's run (the frozen table's
        protocol, :func:`lifecycle.validate.steptime.predict`).

    Returns
    -------
    pandas.DataFrame
        The input columns plus ``pred_step_time_s_p05/p50/p95`` [s],
        ``pred_tokens_per_s_per_gpu_p05/p50/p95`` [tokens/s/GPU],
        ``pred_mfu_p50`` [ratio], ``pred_memory_gib_*`` [GiB], ``pred_p_fits``
        [probability], ``pred_status``, ``regime_*`` flags,
        ``baseline_tokens_per_s_per_gpu`` [tokens/s/GPU] and
        ``accelerator_family``: the table ``lifecycle validate steptime
        --output`` writes. ``attrs["param_source"]`` names the source.
    """
    from lifecycle.validate import steptime as V

    if int(draws) < 1:
        raise LifecycleInputError([Problem("--draws", "", "must be >= 1")])
    if df is None:
        from lifecycle.bayes.steptime_block import load_measurements

        df = load_measurements()
    elif not isinstance(df, pd.DataFrame):
        df = V.load_measurements(df)
    eff, label = _draws_for(source, int(draws), int(seed), accept_diagnostics, progress)
    out = V.predict(df, eff, seed=int(seed), ood=ood, new_publisher=new_publisher)
    out["accelerator_family"] = _families(df["accelerator"])
    out.attrs["param_source"] = label
    return out


def _families(accelerators: pd.Series) -> list[str]:
    """Accelerator generation (``family`` of ``data/accelerators.csv``; "" if unknown)."""
    from lifecycle import tables

    acc = tables.load("accelerators").set_index("accelerator_id")
    ids = [tables.resolve_accelerator(str(a), acc) for a in accelerators]
    return [str(acc.loc[i, "family"]) if i is not None else "" for i in ids]


def validate_disclosures(df=None, *, draws: int = 4000, seed: int = 0, source="posterior",
                         loo: bool = False, accept_diagnostics: bool = False,
                         loo_disclosures_only: bool = False) -> pd.DataFrame:
    """Predicted GPU-hours, days, energy and CO2e of every row of a disclosure table.

    Parameters
    ----------
    df : pandas.DataFrame, str or pathlib.Path, optional
        Rows in the layout of ``data/disclosures.csv`` (or a CSV path);
        default: the calibration disclosures (in-sample).
    draws, seed : int
        Predictive draws per row [count] and seed.
    source : {"posterior", "prior"} or DataTree
        Parameter source; ``loo=True`` instead predicts each row from a fit
        without its source (one refit per source: slow).
    loo_disclosures_only : bool
        With ``loo``: refits without the step-time block (seconds instead of
        minutes per source).

    Returns
    -------
    pandas.DataFrame
        The input columns plus ``pred_gpu_hours_*`` [GPU-h],
        ``pred_wall_clock_days_*`` [days], ``pred_energy_mwh_*`` [MWh],
        ``pred_tco2e_location_*`` [tCO2e] (p05, p50, p95) and ``pred_status``:
        the table ``lifecycle validate disclosures --output`` writes.
        ``attrs["scores"]``: n, MAPE, median APE and 90% coverage per quantity.
    """
    from lifecycle.bayes.predict import predict_disclosures
    from lifecycle.validate.disclosures import scores_of
    from lifecycle.validate.disclosures import validate_disclosures as _vd

    file = "disclosures.csv"
    if df is None:
        from lifecycle import tables

        df = tables.load("disclosures")
    elif not isinstance(df, pd.DataFrame):
        from lifecycle.validate.disclosures import _read

        file, df = str(df), _read(str(df))
    if loo:
        from dataclasses import replace

        from lifecycle.bayes.calibrate import LOO_SETTINGS

        settings = replace(LOO_SETTINGS, steptime=False) if loo_disclosures_only else LOO_SETTINGS
        out, sc = _vd(df, mode="loo", draws=int(draws), seed=int(seed), file=file,
                      settings=settings)
        mode = "loo"
    else:
        cal = _resolve(source, accept_diagnostics=accept_diagnostics)
        out = predict_disclosures(df, cal.draws if cal is not None else None, n=int(draws),
                                  seed=int(seed), file=file)
        sc = scores_of(df, out, file)
        mode = "posterior" if cal is not None else "prior"
    out.attrs["scores"] = sc
    out.attrs["param_source"] = mode
    return out


def _resolve(source, **kw):
    from lifecycle.api import resolve_source

    return resolve_source(source, **kw)
