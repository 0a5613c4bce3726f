"""Accuracy metrics shared by the validation commands.

All errors are relative to the observation: ``pred / obs - 1``.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

__all__ = ["mape_pct", "median_abs_error_pct", "coverage", "summary_table"]


def _clean(pred, obs):
    pred, obs = np.asarray(pred, float), np.asarray(obs, float)
    ok = np.isfinite(pred) & np.isfinite(obs) & (obs != 0)
    return pred[ok], obs[ok]


def mape_pct(pred, obs) -> float:
    """Mean absolute percentage error. [%]"""
    p, o = _clean(pred, obs)
    return float(np.mean(np.abs(p / o - 1.0)) * 100.0) if len(o) else float("nan")


def median_abs_error_pct(pred, obs) -> float:
    """Median absolute percentage error. [%]"""
    p, o = _clean(pred, obs)
    return float(np.median(np.abs(p / o - 1.0)) * 100.0) if len(o) else float("nan")


def coverage(lo, hi, obs) -> float:
    """Share of observations inside ``[lo, hi]``. [ratio]"""
    lo, hi, obs = (np.asarray(x, float) for x in (lo, hi, obs))
    ok = np.isfinite(lo) & np.isfinite(hi) & np.isfinite(obs)
    return float(np.mean((obs[ok] >= lo[ok]) & (obs[ok] <= hi[ok]))) if ok.any() else float("nan")


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
