"""Array-ops shim: the few functions formulas need, for numpy and pytensor alike.

Formulas in :mod:`lifecycle.model` use arithmetic operators plus the functions
here, never ``if``/``max``/``math.*`` on uncertain quantities. Each function
dispatches on its arguments: if any is a pytensor variable the pytensor
implementation is used, otherwise numpy. pytensor is imported lazily so the
numpy path never pays for it.
"""

from __future__ import annotations

import numpy as np

__all__ = [
    "where", "maximum", "minimum", "log", "exp", "ceil", "floor", "sqrt",
    "clip", "softplus", "smooth_max", "asarray", "is_symbolic", "select_rows", "chunked",
]

# Elementwise numpy formulas over many plans run from the CPU cache when the arrays are
# short: the step-time model over 1,000,000 plans ran at 0.76M plans/s as one array and
# 1.51M/s in slices of 16,384 (1.16M at 100,000, 1.30M at 4,096; one core, this project's
# benchmarks/steptime.py, 2026-11-27)
CHUNK = 16384


def is_symbolic(*xs) -> bool:
    """True if any argument is a pytensor variable."""
    for x in xs:
        mod = type(x).__module__
        if mod.startswith("pytensor"):
            return True
    return False


def _pt():
    import pytensor.tensor as pt

    return pt


def where(cond, a, b):
    """Elementwise ``a if cond else b``."""
    if is_symbolic(cond, a, b):
        # a known condition (Python/numpy bool) needs no switch node
        if not is_symbolic(cond) and np.ndim(cond) == 0:
            return a if bool(cond) else b
        return _pt().switch(np.asarray(cond) if not is_symbolic(cond) else cond, a, b)
    return np.where(cond, a, b)


def maximum(a, b):
    if is_symbolic(a, b):
        return _pt().maximum(a, b)
    return np.maximum(a, b)


def minimum(a, b):
    if is_symbolic(a, b):
        return _pt().minimum(a, b)
    return np.minimum(a, b)


def log(x):
    return _pt().log(x) if is_symbolic(x) else np.log(x)


def exp(x):
    return _pt().exp(x) if is_symbolic(x) else np.exp(x)


def ceil(x):
    return _pt().ceil(x) if is_symbolic(x) else np.ceil(x)


def floor(x):
    return _pt().floor(x) if is_symbolic(x) else np.floor(x)


def sqrt(x):
    return _pt().sqrt(x) if is_symbolic(x) else np.sqrt(x)


def clip(x, lo, hi):
    return minimum(maximum(x, lo), hi)


def softplus(x):
    """log(1 + exp(x)), numerically stable on both backends."""
    if is_symbolic(x):
        return _pt().softplus(x)
    return np.logaddexp(0.0, x)


def smooth_max(a, b, sharpness=20.0):
    """Differentiable maximum of two positive quantities.

    Uses a log-sum-exp in log space, so the error is relative: at most
    ``log(2)/sharpness`` (3.5% for the default) where a == b and vanishing as
    they separate. Used where NUTS needs gradients through a max.
    """
    if is_symbolic(a, b, sharpness):
        la, lb = log(a), log(b)
        m = maximum(la, lb)
        return exp(m + log(exp(sharpness * (la - m)) + exp(sharpness * (lb - m))) / sharpness)
    # numpy: the same function as hi * (1 + (lo / hi)^s)^(1/s), two transcendental calls
    # instead of six (the plan sweep's hot path; benchmarks/steptime.py)
    hi = np.maximum(a, b)
    r = np.minimum(a, b) / hi
    if np.ndim(sharpness) == 0 and float(sharpness) == 20.0:
        r2 = r * r
        r5 = r2 * r2 * r
        r10 = r5 * r5
        rs = r10 * r10
    else:
        rs = np.power(r, sharpness)
    return hi * np.exp(np.log1p(rs) / sharpness)


def asarray(x):
    """numpy array for numbers/lists, unchanged for pytensor variables."""
    if is_symbolic(x):
        return x
    return np.asarray(x, dtype=float)


def select_rows(columns: dict, rows) -> dict:
    """The rows ``rows`` (indices or a boolean mask) of a column dict (``w``, ``plan``,
    ``hw``): every per-row array is indexed, scalars are kept (numpy only)."""
    return {k: (np.asarray(v)[rows] if np.ndim(v) else v) for k, v in columns.items()}


def chunked(fn, *columns: dict, chunk: int = CHUNK) -> dict:
    """``fn(*columns)`` evaluated over slices of the last axis and joined (numpy only).

    ``fn`` must be elementwise along that axis (each plan's result depends on its own
    inputs only) and return a dict of arrays. Every numpy array whose last axis has the
    full length is sliced; scalars, arrays that broadcast along it (length 1) and
    non-array values (names, lists) are passed whole. Symbolic inputs, or inputs
    with fewer than ``2 chunk`` elements, are evaluated in one call.
    """
    vals = [v for c in columns for v in c.values()]
    if any(is_symbolic(v) for v in vals):
        return fn(*columns)
    arrays = [v for v in vals if isinstance(v, np.ndarray | float | int | np.floating)]
    try:
        shape = np.broadcast_shapes(*(np.shape(v) for v in arrays))
    except ValueError:
        return fn(*columns)
    if not shape or int(np.prod(shape)) < 2 * chunk:
        return fn(*columns)
    n, lead = shape[-1], int(np.prod(shape[:-1]))
    width = max(1, chunk // lead)
    parts = []
    for a in range(0, n, width):
        sl = slice(a, min(a + width, n))
        cut = [{k: (v[..., sl] if isinstance(v, np.ndarray) and v.ndim and v.shape[-1] == n else v)
                for k, v in c.items()} for c in columns]
        out = fn(*cut)
        sub = shape[:-1] + (sl.stop - sl.start,)
        parts.append({k: np.broadcast_to(v, sub) for k, v in out.items()})
    return {k: np.concatenate([p[k] for p in parts], axis=-1) for k in parts[0]}
