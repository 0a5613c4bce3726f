"""Accuracy metrics of predictions and summary statistics of draws (one place for each).

Accuracy: errors are relative to the observation, ``|pred / obs - 1|``. A row
counts when the observation and the prediction are finite and the observation
is not zero; coverage counts the rows whose interval bounds are finite too.
Every validation command, the disclosure predictions, the report and the
benchmarks use these functions.

Summary statistics: mean, population standard deviation (ddof 0) and linear
5/50/95% quantiles over the finite draws; a quantity without a finite draw
gets NaN statistics.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

__all__ = ["ape", "mape", "median_ape", "coverage", "scores", "SUMMARY_COLUMNS", "prob_lower",
           "summary_table"]

SUMMARY_COLUMNS = ["quantity", "unit", "mean", "sd", "p05", "p50", "p95"]


def ape(pred, obs) -> np.ndarray:
    """Absolute relative errors ``|pred / obs - 1|`` of the rows that count. [ratio]"""
    pred, obs = np.asarray(pred, float), np.asarray(obs, float)
    ok = np.isfinite(pred) & np.isfinite(obs) & (obs != 0)
    return np.abs(pred[ok] / obs[ok] - 1.0)


def mape(pred, obs) -> float:
    """Mean absolute relative error (NaN without a row). [ratio]"""
    e = ape(pred, obs)
    return float(np.mean(e)) if e.size else float("nan")


def median_ape(pred, obs) -> float:
    """Median absolute relative error (NaN without a row). [ratio]"""
    e = ape(pred, obs)
    return float(np.median(e)) if e.size else float("nan")


def coverage(lo, hi, obs) -> float:
    """Share of observations inside ``[lo, hi]`` over rows with all three finite. [ratio]"""
    lo, hi, obs = (np.asarray(x, float) for x in (lo, hi, obs))
    ok = np.isfinite(lo) & np.isfinite(hi) & np.isfinite(obs)
    return float(np.mean((obs[ok] >= lo[ok]) & (obs[ok] <= hi[ok]))) if ok.any() else float("nan")


def scores(obs, p05, p50, p95) -> dict:
    """``n`` (rows with an error), ``mape``, ``median_ape`` and ``coverage90`` [ratios]."""
    obs, p05, p50, p95 = (np.asarray(x, float) for x in (obs, p05, p50, p95))
    return {"n": int(ape(p50, obs).size), "mape": mape(p50, obs),
            "median_ape": median_ape(p50, obs), "coverage90": coverage(p05, p95, obs)}


def summary_table(samples: dict, units: dict | None = None) -> pd.DataFrame:
    """One row per quantity: quantity, unit, mean, sd, p05, p50, p95 (finite draws only)."""
    units = units or {}
    rows = []
    for name, x in samples.items():
        x = np.asarray(x, dtype=float).reshape(-1)
        x = x[np.isfinite(x)]
        if x.size:
            p05, p50, p95 = np.quantile(x, [0.05, 0.5, 0.95])
            stats = (float(np.mean(x)), float(np.std(x)), float(p05), float(p50), float(p95))
        else:
            stats = (np.nan,) * 5
        rows.append((name, units.get(name, ""), *stats))
    return pd.DataFrame(rows, columns=SUMMARY_COLUMNS)


def prob_lower(samples_by_name: dict, quantity: str) -> pd.DataFrame:
    """P(i lower than j) for one quantity from paired draws [probability].

    Draw ``k`` of every entry comes from the same seed stream, so shared
    uncertain inputs take the same value in draw ``k``; the probability is the
    share of draws with ``x_i < x_j``, ties counted one half (two identical
    entries give 0.5, and P(i<j) + P(j<i) = 1). Draw counts must match.

    Returns a square table indexed by name (row i, column j); the diagonal is NaN.
    """
    names = list(samples_by_name)
    arrs = {n: np.asarray(samples_by_name[n][quantity], dtype=float).reshape(-1) for n in names}
    sizes = {a.size for a in arrs.values()}
    if len(sizes) != 1:
        raise ValueError(f"paired comparison needs equal draw counts, got {sorted(sizes)}")
    m = np.full((len(names), len(names)), np.nan)
    for i, a in enumerate(names):
        for j, b in enumerate(names):
            if i != j:
                m[i, j] = float(np.mean(arrs[a] < arrs[b]) + 0.5 * np.mean(arrs[a] == arrs[b]))
    return pd.DataFrame(m, index=names, columns=names)
