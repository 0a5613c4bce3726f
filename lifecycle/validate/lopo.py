"""Leave-one-publisher-out step-time predictions (MAP refits).

For every publisher of the calibration step-time rows the step-time
parameters are refitted without that publisher's rows, at the maximum a
posteriori point of the calibration's own priors and log-normal likelihood
(numpy + L-BFGS: seconds per publisher, where a PyMC refit takes minutes),
and the held-out rows are predicted (with no publisher offset: the held-out
publisher is new to the refit). Used by ``lifecycle validate steptime
--lopo`` and by ``data/derivations/steptime_discrepancy.py``, which fits the
out-of-distribution discrepancy scales to these residuals.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import optimize

from lifecycle import discrepancy as D
from lifecycle.bayes.model import FIXED_IN_FIT, HELD_AT_MEDIAN, MEMORY_ONLY
from lifecycle.bayes.steptime_block import fit_rows
from lifecycle.discrepancy_fit import feature_variance, group_nll
from lifecycle.model.steptime import EFF_NAMES, FAMILIES, step_time
from lifecycle.ops import select_rows
from lifecycle.priors import load_priors
from lifecycle.validate.common import map_two_processes

__all__ = ["fit_map", "steptime_lopo", "lopo_predictions", "lopo_regime_table"]


def fit_map(rows, pri, names, start=None):
    """MAP of the step-time parameters ``names`` on ``rows``.

    Returns ``(eff, sigma_row, sigma_publisher)``. ``start`` (optional): such a result to
    start L-BFGS from (default the prior medians and 0.1), e.g. the all-publisher fit for a
    refit without one publisher.

    The likelihood is the calibration's: log-normal row noise ``sigma_row`` and
    a throughput offset shared by each publisher's rows (``sigma_publisher``,
    :mod:`lifecycle.bayes.steptime_block`), here integrated out analytically
    (:func:`lifecycle.discrepancy_fit.group_nll`), so that a publisher with
    many rows does not outweigh the others.
    """
    df, w, plan, hw = rows
    obs = np.log(df["tokens_per_s_per_gpu"].astype(float).to_numpy())
    pubs = df["publisher"].to_numpy().astype(str) if "publisher" in df else np.zeros(len(df), str)
    groups = [np.flatnonzero(pubs == p) for p in sorted(set(pubs))]
    base = {k: pri[k].median() for k in EFF_NAMES}
    base.update(FIXED_IN_FIT)
    pk = [pri[k] for k in names]
    e0, sig0, tau0 = start or (base, 0.1, 0.1)
    u0 = np.array([float(t.to_unconstrained(e0[k])) for k, t in zip(names, pk)] + [np.log(sig0), np.log(tau0)])
    dists = [pri[k].scipy() for k in names]
    tau_prior = pri["sigma_publisher"].scipy()

    def unpack(u):
        e = dict(base)
        e.update({k: float(t.from_unconstrained(x)) for k, t, x in zip(names, pk, u)})
        return e

    def losses(U):
        """Loss at each row of ``U`` (``(D, len(names) + 2)``), one vectorised step-time call."""
        e = dict(base)
        e.update({k: t.from_unconstrained(U[:, j]).reshape(-1, 1) for j, (k, t) in enumerate(zip(names, pk))})
        with np.errstate(all="ignore"):
            tps = np.broadcast_to(step_time(w, plan, hw, e)["tokens_per_s_per_gpu"], (len(U), len(obs)))
            r = obs - np.log(tps)
            lp = sum(d.logpdf(e[k].ravel()) for d, k in zip(dists, names))
            lp = lp + tau_prior.logpdf(np.exp(U[:, -1]))
        out = np.full(len(U), 1e12)
        for i in range(len(U)):
            if np.all(np.isfinite(r[i])):
                sig2, tau2 = np.exp(2.0 * U[i, -2]), np.exp(2.0 * U[i, -1])
                out[i] = (group_nll(r[i], np.full(r.shape[1], sig2), tau2, groups)
                          - (lp[i] if np.isfinite(lp[i]) else -1e6))
        return out

    def loss_and_grad(u):
        # forward differences with scipy's default step (approx_derivative '2-point'),
        # all perturbed points in one call: the parameters broadcast as (D, 1) draws
        h = np.sqrt(np.finfo(float).eps) * np.where(u >= 0, 1.0, -1.0) * np.maximum(1.0, np.abs(u))
        h[-2:] = np.where(u[-2:] + h[-2:] > 0.0, -np.abs(h[-2:]), h[-2:])  # stay below the bound
        du = (u + h) - u
        f = losses(np.vstack([u, u + np.diag(du)]))
        return f[0], (f[1:] - f[0]) / du

    res = optimize.minimize(loss_and_grad, u0, jac=True, method="L-BFGS-B", options={"maxiter": 400},
                            bounds=[(None, None)] * len(names) + [(np.log(1e-3), 0.0)] * 2)
    return unpack(res.x[:-2]), float(np.exp(res.x[-2])), float(np.exp(res.x[-1]))


def _names(pri, fams):
    return [k for k in EFF_NAMES if k not in HELD_AT_MEDIAN and k not in MEMORY_ONLY
            and k not in FIXED_IN_FIT and k in pri
            and not (k.startswith("gemm_eff_offset_")
                     and FAMILIES.index(k.removeprefix("gemm_eff_offset_").replace("_", "-")) not in fams)]


_STATE = None  # (priors, rows, workload, plan, hardware, start) of the refits running now


def _refit_without(p):
    """Held-out rows of publisher ``p`` predicted by a MAP refit without them, and the
    refit's in-sample residual scale (reads :data:`_STATE`)."""
    pri, df, w, plan, hw, start = _STATE
    hold = (df["publisher"] == p).to_numpy()
    fit_idx, held_idx = np.flatnonzero(~hold), np.flatnonzero(hold)
    frows = (df.iloc[fit_idx].reset_index(drop=True), select_rows(w, fit_idx), select_rows(plan, fit_idx),
             select_rows(hw, fit_idx))
    fams = set(np.asarray(frows[3]["family_index"], int).tolist())
    e, s_in, _ = fit_map(frows, pri, _names(pri, fams), start)
    cov = D.span(*frows)
    hdf = df.iloc[held_idx].reset_index(drop=True).copy()
    hw_h, w_h, pl_h = select_rows(hw, held_idx), select_rows(w, held_idx), select_rows(plan, held_idx)
    with np.errstate(all="ignore"):
        st = step_time(w_h, pl_h, hw_h, e)
    pred = np.asarray(st["tokens_per_s_per_gpu"], float)
    # the held-out prediction's own MFU (no discrepancy in these columns), as a new plan's
    mfu = np.broadcast_to(np.asarray(st["mfu"], float), pred.shape)
    hdf["pred_lopo"] = pred
    hdf["pred_mfu_lopo"] = mfu
    hdf["resid"] = np.log(hdf["tokens_per_s_per_gpu"].astype(float).to_numpy()) - np.log(pred)
    f = D.features(cov, w_h, pl_h, hw_h, list(hdf.get("framework", [""] * len(hdf))),
                   list(hdf["publisher"]), list(hdf["accelerator"]), mfu)
    for k in D.FEATURES:
        hdf[k] = np.asarray(f[k], float)
    # publishers of the fit on each row's generation (the count behind family_few_publishers)
    hdf["n_family_publishers"] = D.family_publisher_counts(cov, hw_h["family_index"])
    # and of the fit on each row's stack class there (the count behind stack_few_publishers)
    hdf["n_stack_publishers"] = D.stack_publisher_counts(cov, hw_h["family_index"],
                                                         D.stack_class(w_h, len(hdf)))
    return hdf, s_in


def _one_thread():
    """A worker's BLAS pools to one thread: two workers with the parent's two threads each
    oversubscribe two cores (115 s, no faster than one process; 64 s with one each)."""
    from threadpoolctl import threadpool_limits

    threadpool_limits(1)


def steptime_lopo(progress=None, publishers=None) -> tuple[pd.DataFrame, dict]:
    """Held-out prediction of every calibration step-time row (``publishers``: only the
    rows of these publishers, each from its own refit; default all).

    Returns
    -------
    (DataFrame, dict)
        The rows with ``publisher``, ``pred_lopo`` (tokens/s/GPU), ``resid``
        (log measured / predicted) and one column per discrepancy feature
        (measured against the rows each refit saw); and ``{"sigma_in": median
        in-sample residual scale of the refits}``.
    """
    pri = load_priors()
    df, w, plan, hw = fit_rows()
    # every refit starts at the all-publisher optimum, a few L-BFGS steps from its own
    # (from the prior medians the 30 refits took 101 s here, from it 50 s; predictions
    # differ by at most 0.07%: the same optimum)
    fams_all = set(np.asarray(hw["family_index"], int).tolist())
    start = fit_map((df, w, plan, hw), pri, _names(pri, fams_all))
    global _STATE
    _STATE = (pri, df, w, plan, hw, start)
    pubs = sorted(df["publisher"].unique() if publishers is None else set(publishers))
    try:  # forked workers inherit _STATE (nothing large is pickled per refit)
        refits = map_two_processes(_refit_without, pubs, "fork", initializer=_one_thread)
    finally:
        _STATE = None
    parts, sig_in = [], []
    for p, (hdf, s_in) in zip(pubs, refits, strict=True):
        parts.append(hdf)
        sig_in.append(s_in)
        if progress:
            progress(f"held out {p}: {len(hdf)} rows, fit sigma {s_in:.3f}")
    return pd.concat(parts, ignore_index=True), {"sigma_in": float(np.median(sig_in))}


def lopo_predictions(progress=None, held_out=None) -> pd.DataFrame:
    """Held-out rows of :func:`steptime_lopo` with 90% intervals (in-sample residual scale
    plus the fitted out-of-distribution discrepancy) and their regime columns, in the
    layout :func:`lifecycle.validate.steptime.regime_table` reads. ``held_out``: the
    ``(rows, info)`` :func:`steptime_lopo` returned, when the refits have just run."""
    from lifecycle.inputs import from_measurements
    from lifecycle.validate import steptime as V

    lo, info = held_out if held_out is not None else steptime_lopo(progress)
    lo = lo.copy()
    sc = D.scales()
    sd = np.sqrt(info["sigma_in"] ** 2
                 + feature_variance({k: sc.get(k, 0.0) for k in D.FEATURES}, lo))
    lo["pred_tokens_per_s_per_gpu_p50"] = lo["pred_lopo"]
    lo["pred_tokens_per_s_per_gpu_p05"] = lo["pred_lopo"] * np.exp(-1.645 * sd)
    lo["pred_tokens_per_s_per_gpu_p95"] = lo["pred_lopo"] * np.exp(1.645 * sd)
    lo["pred_status"] = "ok"
    w, plan, hw, _ = from_measurements(lo)
    return lo.join(V.regimes(lo, w, plan, hw))


def lopo_regime_table(progress=None) -> pd.DataFrame:
    """Leave-one-publisher-out accuracy by regime (``lifecycle validate steptime --lopo``)."""
    from lifecycle.validate import steptime as V

    return V.regime_table(lopo_predictions(progress))
