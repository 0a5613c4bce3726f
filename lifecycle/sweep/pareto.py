"""Non-dominated plans and the probability that each is the best.

All objectives are minimised (time, cost, carbon). A point ``a`` dominates
``b`` when ``a <= b`` in every objective and ``a < b`` in at least one.
"""

from __future__ import annotations

import numpy as np

__all__ = ["pareto_mask", "best_per_draw", "merge_best", "win_probability"]


def pareto_mask(values) -> np.ndarray:
    """Which rows of ``values`` (shape ``(n, k)``, lower is better) are non-dominated.

    Rows with a non-finite value are never on the front. Exact duplicates of a
    front point are all kept (none dominates the other). Cost ``O(n f)`` for a
    front of ``f`` points: rows are visited in lexicographic order, so a row can
    only be dominated by rows already on the front.
    """
    v = np.asarray(values, dtype=float)
    if v.ndim != 2:
        raise ValueError("values must be 2-D (rows x objectives)")
    n = v.shape[0]
    finite = np.all(np.isfinite(v), axis=1)
    order = np.lexsort(v[:, ::-1].T)  # by first objective, then second, ...
    order = order[finite[order]]
    front_idx: list[int] = []
    front = np.empty((0, v.shape[1]))
    for i in order:
        x = v[i]
        if front.shape[0]:
            dom = np.all(front <= x, axis=1) & np.any(front < x, axis=1)
            if dom.any():
                continue
        front_idx.append(int(i))
        front = np.vstack([front, x])
    mask = np.zeros(n, dtype=bool)
    mask[front_idx] = True
    return mask


def best_per_draw(values, offset: int = 0):
    """Per draw, the smallest value and the (global) row that has it.

    Parameters
    ----------
    values : array ``(n_rows, n_draws)`` or ``(n_keys, n_rows, n_draws)``
        One objective for a block of rows, or several: the first is minimised
        and exact ties are broken by the next ones in turn (e.g. plans on two
        sites with the same time: the one with lower cost wins), then by the
        lower row. ``nan``/``inf`` rows never win.
    offset : int
        Global index of the block's first row.

    Returns
    -------
    (best, arg) : ``best`` ``(n_draws,)`` (or ``(n_keys, n_draws)``, the
        winner's values), ``arg`` ``(n_draws,)``, ``-1`` where no row is finite.
    """
    v = np.asarray(values, dtype=float)
    single = v.ndim == 2
    v = v[None] if single else v
    v = np.where(np.isfinite(v), v, np.inf)
    k, n, d = v.shape
    if n == 0:
        best = np.full((k, d), np.inf)
        return (best[0] if single else best), np.full(d, -1, dtype=np.int64)
    cand = np.ones((n, d), dtype=bool)
    for j in range(k):
        x = np.where(cand, v[j], np.inf)
        m = x.min(axis=0)
        cand &= x == m
    a = np.argmax(cand, axis=0)
    best = v[:, a, np.arange(d)]
    arg = np.where(np.isfinite(best[0]), a + offset, -1).astype(np.int64)
    return (best[0] if single else best), arg


def merge_best(b1, a1, b2, a2):
    """Combine two :func:`best_per_draw` results (same key order; ties keep the lower row)."""
    b1, b2 = np.asarray(b1, dtype=float), np.asarray(b2, dtype=float)
    single = b1.ndim == 1
    k1, k2 = (b1[None], b2[None]) if single else (b1, b2)
    take2 = (a2 >= 0) & ((a1 < 0) | (a2 < a1))  # full tie: lower row
    for j in range(k1.shape[0] - 1, -1, -1):   # earlier keys decide first
        take2 = (k2[j] < k1[j]) | ((k2[j] == k1[j]) & take2)
    best = np.where(take2, k2, k1)
    return (best[0] if single else best), np.where(take2, a2, a1)


def win_probability(arg, rows) -> np.ndarray:
    """Share of draws in which each of ``rows`` is the best (``arg`` from :func:`best_per_draw`)."""
    arg = np.asarray(arg)
    rows = np.asarray(rows)
    if arg.size == 0:
        return np.zeros(rows.shape, dtype=float)
    counts = np.bincount(arg[arg >= 0], minlength=int(max(rows.max(initial=-1), arg.max()) + 1))
    return counts[rows] / arg.size
