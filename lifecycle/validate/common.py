"""Validation summary tables, in percent, over :mod:`lifecycle.metrics` (the one
implementation of the accuracy metrics; errors relative to the observation)."""

from __future__ import annotations

import pandas as pd

from lifecycle import metrics
from lifecycle.metrics import coverage

__all__ = ["mape_pct", "median_abs_error_pct", "coverage", "summary_table"]


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
