"""Validation summary tables, in percent, over :mod:`lifecycle.metrics` (the one
implementation of the accuracy metrics; errors relative to the observation)."""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

import pandas as pd

from lifecycle import metrics
from lifecycle.metrics import coverage

__all__ = ["mape_pct", "median_abs_error_pct", "coverage", "summary_table", "map_two_processes"]


def mape_pct(pred, obs) -> float:
    """Mean absolute percentage error (:func:`lifecycle.metrics.mape` in %). [%]"""
    return metrics.mape(pred, obs) * 100.0


def median_abs_error_pct(pred, obs) -> float:
    """Median absolute percentage error (:func:`lifecycle.metrics.median_ape` in %). [%]"""
    return metrics.median_ape(pred, obs) * 100.0


def summary_table(df: pd.DataFrame, obs: str, p50: str, lo: str, hi: str,
                  by: list[str], baseline: str | None = None) -> pd.DataFrame:
    """Rows, MAPE, median abs error, 90% coverage (and baseline MAPE): overall and per group."""
    parts = [("overall", "all", df)]
    for col in by:
        for key, g in df.groupby(col, sort=True):
            parts.append((col, str(key), g))
    rows = []
    for group, key, g in parts:
        r = {"group": group, "value": key, "rows": len(g),
             "mape_pct": mape_pct(g[p50], g[obs]),
             "median_abs_error_pct": median_abs_error_pct(g[p50], g[obs]),
             "coverage_90": coverage(g[lo], g[hi], g[obs])}
        if baseline:
            r["baseline_mape_pct"] = mape_pct(g[baseline], g[obs])
        rows.append(r)
    return pd.DataFrame(rows)


def map_two_processes(fn, items, start_method: str, initializer=None) -> list:
    """``[fn(x) for x in items]``, in order, in two worker processes of ``start_method`` where
    the machine has two cores and that method (the held-out refits of the validation protocol
    are independent and single-threaded), else one after another in this process."""
    items = list(items)
    workers = min(2, len(items), os.cpu_count() or 1)
    if workers < 2 or start_method not in multiprocessing.get_all_start_methods():
        return [fn(x) for x in items]
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(start_method),
                             initializer=initializer) as pool:
        return list(pool.map(fn, items))
