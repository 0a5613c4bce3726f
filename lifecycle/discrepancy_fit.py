"""Fit the scales of the out-of-distribution discrepancy to held-out residuals.

The residuals ``r`` are log(measured / predicted) of rows predicted by fits
that did not see their publisher (leave-one-publisher-out), with the distance
features ``X[k]`` of :mod:`lifecycle.discrepancy`. A publisher's rows share
one offset (its stack, fleet and measuring habit), so the publisher term is a
random effect, not a per-row variance::

    r_p ~ MvNormal(0, s_pub^2 * 1 1' + diag(sigma_in^2 + sum_k scale_k^2 x_ik))

and its scale is estimated from as many values as there are publishers.
The other features of :data:`SHARED` widen that shared offset row by row
(``v_i^2 = s_pub^2 + sum_k scale_k^2 x_ik``, covariance ``v v'``): how much a
stack differs from the others can depend on the row (small models, whose pace
is set by launch and host costs, differ more) while staying one offset.
The scales are the maximum a posteriori point under a half-normal prior of
scale ``prior_sd`` on each. A new publisher's offset is predicted from ``G``
observed ones with an estimated scale: Student-t with ``G - 1`` degrees of
freedom and scale ``s_pub * sqrt(1 + 1/G)``; the step-time model draws the
discrepancy from a normal, so the returned ``publisher_unseen`` is the normal
scale with the same 90% interval (:func:`predictive_factor`).
"""

from __future__ import annotations

import numpy as np
from scipy import optimize, stats

__all__ = ["fit_scales", "predictive_factor", "group_nll", "feature_variance",
           "shared_offset_loglik", "fit_shared_offset"]

PUB = "publisher_unseen"
# features of the publisher's shared offset (the others add per-row noise): the offset
# itself, its widening for small models, whose launch, host and small-GEMM costs
# move all of a stack's small-model rows together, and for a generation few other
# stacks have measured (a stack's maturity on new hardware moves all its rows there)
SHARED = (PUB, "small_model", "family_few_publishers")


def feature_variance(scales: dict, X, shared: bool | None = None, shared_terms=SHARED):
    """Per-row log variance ``sum_k scale_k^2 x_k`` of the features in ``scales``.

    ``X`` maps feature name -> per-row value (a dict of arrays or a DataFrame);
    ``shared`` True keeps only the publisher's own terms (``shared_terms``, default
    :data:`SHARED`: a random effect shared by a publisher's rows), False only the
    others, None all. [log units^2]
    """
    return sum(float(v) ** 2 * np.asarray(X[k], float) for k, v in scales.items()
               if shared is None or (k in shared_terms) == shared)


def predictive_factor(n_groups: int, level: float = 0.90) -> float:
    """Ratio of a new group's predictive ``level`` half-width to the normal one (>= 1).

    ``t_q(G - 1) * sqrt(1 + 1/G) / z_q`` with ``q = (1 + level) / 2``; 1 for
    fewer than two groups (no spread can be estimated; the caller's fallback
    then stands).
    """
    g = int(n_groups)
    if g < 2:
        return 1.0
    q = 0.5 + level / 2.0
    return float(stats.t.ppf(q, g - 1) / stats.norm.ppf(q) * np.sqrt(1.0 + 1.0 / g))


def group_nll(r, d, s2, groups) -> float:
    """Negative log-likelihood (without 2 pi) of ``r`` under ``diag(d) + v v'`` per group.

    ``s2`` is the shared offset's variance: a scalar (``v = sqrt(s2) 1``, one
    offset of the same size on every row of a group) or one value per row (an
    offset whose amplitude ``v_i = sqrt(s2_i)`` varies along the rows, e.g.
    grows as the model shrinks). Sherman-Morrison and the matrix determinant
    lemma: per group, ``log det = sum log d + log(1 + a)`` and
    ``r' C^-1 r = sum r^2/d - b^2 / (1 + a)`` with ``a = sum v^2/d``,
    ``b = sum v r/d``.
    """
    v = np.sqrt(np.broadcast_to(np.asarray(s2, float), np.shape(r)))
    out = 0.0
    for ix in groups:
        dg, rg, vg = d[ix], r[ix], v[ix]
        a, b = np.sum(vg ** 2 / dg), np.sum(vg * rg / dg)
        out += 0.5 * (np.sum(np.log(dg)) + np.log1p(a) + np.sum(rg ** 2 / dg) - b ** 2 / (1.0 + a))
    return float(out)


def fit_scales(resid, X: dict, publishers, sigma_in: float, fallback: dict,
               prior_sd: float = 0.25, min_rows: int = 20,
               shared_terms=SHARED) -> tuple[dict, dict]:
    """Scales [log units] of the discrepancy features from held-out residuals.

    Parameters
    ----------
    resid : array
        Held-out log residuals, one per row.
    X : dict
        Feature name -> per-row value (0/1 indicators or doublings); must
        include ``publisher_unseen``.
    publishers : array of str
        Publisher of each row (the groups of the shared offset).
    sigma_in : float
        In-sample residual scale of the fits [log units].
    fallback : dict
        Scale of each feature that fewer than ``min_rows`` rows exercise.
    shared_terms : tuple of str
        Features of the publisher's shared offset (default :data:`SHARED`; another
        set lets a derivation compare where a term belongs).

    Returns
    -------
    scales, info
        ``scales``: feature -> scale to use (the publisher scale already
        multiplied by :func:`predictive_factor`); ``info``: ``fitted`` (the
        estimates before the factor), ``factor``, ``n_groups``, ``used``
        (features fitted), ``groups`` (row indices per publisher).
    """
    r = np.asarray(resid, float)
    pubs = np.asarray(publishers).astype(str)
    names = sorted(set(pubs))
    groups = [np.flatnonzero(pubs == p) for p in names]
    used = [k for k in X if np.sum(np.asarray(X[k]) > 0) >= min_rows]
    fixed = {k: float(fallback[k]) for k in X if k not in used}

    def nll(logs):
        sc = {**fixed, **dict(zip(used, np.exp(logs), strict=True))}
        d = np.broadcast_to(np.asarray(sigma_in ** 2 + feature_variance(sc, X, False, shared_terms),
                                       float), r.shape)
        return (group_nll(r, d, feature_variance(sc, X, True, shared_terms), groups)
                + 0.5 * np.sum(np.exp(2 * logs)) / prior_sd ** 2)

    fit = optimize.minimize(nll, np.log([0.1] * len(used)), method="L-BFGS-B",
                            bounds=[(np.log(1e-3), np.log(2.0))] * len(used))
    fitted = {k: float(np.exp(v)) for k, v in zip(used, fit.x, strict=True)}
    factor = predictive_factor(len(names))
    scales = {**fixed, **fitted}
    if PUB in fitted:
        scales[PUB] = fitted[PUB] * factor
    return scales, {"fitted": fitted, "factor": factor, "n_groups": len(names), "used": used,
                    "groups": groups}


# offsets integrated on a fixed grid (a group of many precise rows pins its offset far more
# tightly than Gauss-Hermite nodes at the population scale can resolve) [log units]
OFFSET_GRID = np.linspace(-4.0, 4.0, 4001)


def _rows_loglik(r, sd, observed, groups, miss: float) -> np.ndarray:
    """``(groups, OFFSET_GRID)`` log-likelihood of each group's rows at each shared offset."""
    r, sd = np.asarray(r, float), np.asarray(sd, float)
    obs = np.asarray(observed, bool)
    out = np.zeros((len(groups), OFFSET_GRID.size))
    for g, ix in enumerate(groups):
        u = (r[ix, None] - OFFSET_GRID[None, :]) / sd[ix, None]
        lp = np.where(obs[ix, None], stats.t.logpdf(u, 4.0) - np.log(sd[ix, None]),
                      stats.norm.logcdf(u))
        if miss > 0:
            lp = np.logaddexp(np.log1p(-miss) + lp, np.log(miss))
        out[g] = lp.sum(axis=0)
    return out


def _offset_loglik(rows_ll: np.ndarray, scale: float) -> float:
    """Sum over groups of log of the integral over the offset ``b ~ Normal(0, scale^2)``."""
    from scipy.special import logsumexp

    step = OFFSET_GRID[1] - OFFSET_GRID[0]
    if scale < 2.0 * step:  # no spread: every group at b = 0
        return float(rows_ll[:, OFFSET_GRID.size // 2].sum())
    prior = stats.norm.logpdf(OFFSET_GRID, 0.0, scale) + np.log(step)
    return float(logsumexp(rows_ll + prior[None, :], axis=1).sum())


def shared_offset_loglik(r, sd, observed, groups, scale: float, miss: float = 0.0) -> float:
    """Log-likelihood of held-out log residuals that share one offset per group, when some
    rows observe a value and others only bound it from above.

    Row ``i`` of a group with offset ``b ~ Normal(0, scale^2)``: an observed residual
    ``r_i`` is Student-t (4 degrees of freedom) around ``b`` with scale ``sd_i``; a bound
    (``observed`` False, ``r_i`` the bound's log distance from the prediction) has
    probability ``Phi((r_i - b) / sd_i)``; each is robust (with probability ``miss`` the row
    is not described, density 1: :func:`lifecycle.bayes.steptime_block._memory_evidence`).
    ``b`` is integrated out per group on :data:`OFFSET_GRID`.
    """
    return _offset_loglik(_rows_loglik(r, sd, observed, groups, miss), scale)


def fit_shared_offset(r, sd, observed, publishers, miss: float = 0.0,
                      grid=np.arange(0.0, 1.5001, 0.005)) -> tuple[float, dict]:
    """Scale of a new publisher's offset from held-out residuals (:func:`shared_offset_loglik`):
    the maximum-likelihood scale on ``grid`` times :func:`predictive_factor` of the number of
    publishers. Returns ``(scale, info)``; ``info``: ``fitted``, ``factor``, ``n_groups``,
    ``loglik`` (at the fit) and ``loglik_zero`` (without an offset)."""
    pubs = np.asarray(publishers).astype(str)
    groups = [np.flatnonzero(pubs == p) for p in sorted(set(pubs))]
    rows_ll = _rows_loglik(r, sd, observed, groups, miss)
    ll = np.array([_offset_loglik(rows_ll, s) for s in grid])
    fitted = float(grid[int(np.argmax(ll))])
    factor = predictive_factor(len(groups))
    return fitted * factor, {"fitted": fitted, "factor": factor, "n_groups": len(groups),
                             "loglik": float(ll.max()), "loglik_zero": float(ll[0])}
