"""How the calibrated model does on the published rows: disclosures and step-time
measurements predicted versus reported, the sampler diagnostics and the
posterior summary of the calibration."""

from __future__ import annotations

import importlib.util

import numpy as np
import pandas as pd

__all__ = ["calibration_for", "measurements_for", "posterior_summary", "diagnostics_table",
           "prior_posterior_table"]


def _has(modname: str) -> bool:
    try:
        return importlib.util.find_spec(modname) is not None
    except ModuleNotFoundError:
        return False


_PRED = (("gpu_hours", "GPU-h"), ("wall_clock_days", "days"), ("energy_mwh", "MWh"),
         ("tco2e_location", "tCO2e"))


def calibration_for(cal, *, n: int = 1000, seed: int = 0) -> pd.DataFrame | None:
    """Predicted versus reported for every disclosure (tidy: label, quantity, unit,
    reported, p05, p50, p95, basis), from the posterior predictive when a
    calibration is available, else the prior predictive."""
    if not _has("lifecycle.bayes.predict"):
        return None
    from lifecycle import tables
    from lifecycle.bayes.predict import predict_disclosures

    df = tables.load("disclosures")
    pred = predict_disclosures(df, cal.draws if cal is not None else None, n=n, seed=seed)
    basis = ("Posterior predictive of the calibrated model (leave-in: these rows informed the "
             "fit)." if cal is not None else
             "Prior predictive (no calibration cached yet; run `lifecycle calibrate`).")
    rows = []
    for q, unit in _PRED:
        if q not in df.columns:
            continue
        rep = pd.to_numeric(df[q], errors="coerce")
        for i in range(len(df)):
            rows.append((str(df["id"].iloc[i]), q, unit, float(rep.iloc[i]),
                         float(pred[f"pred_{q}_p05"].iloc[i]), float(pred[f"pred_{q}_p50"].iloc[i]),
                         float(pred[f"pred_{q}_p95"].iloc[i]), basis))
    return pd.DataFrame(rows, columns=["label", "quantity", "unit", "reported", "p05", "p50",
                                       "p95", "basis"])


def measurements_for(cal, *, n: int = 500, seed: int = 0) -> pd.DataFrame | None:
    """Predicted versus measured throughput [tokens/s/GPU] for every step-time measurement
    (tidy, as :func:`calibration_for`), from the calibrated step-time parameters when the
    posterior has them all, else from the priors. None if the validation module is missing."""
    if not _has("lifecycle.validate.steptime"):
        return None
    from lifecycle.paths import measurements_dir
    from lifecycle.publishers import PUBLISHER_OFFSETS
    from lifecycle.validate import steptime as vs

    draws = getattr(cal, "draws", None) or {}
    eff = vs.sample_prior_draws(n, seed=seed)
    post = [k for k in vs.EFF_NAMES if k in draws and np.ndim(draws[k]) == 1]
    if post:
        m = len(np.asarray(draws[post[0]]))
        idx = np.random.default_rng(seed + 1).integers(0, m, size=n)  # joint resampling
        eff.update({k: np.asarray(draws[k], dtype=float)[idx] for k in post})
        for k in PUBLISHER_OFFSETS:  # in-sample: each publisher's fitted offsets on its rows
            if k in draws:
                eff[k] = np.asarray(draws[k], dtype=float)[idx]
                eff["publisher_names"] = vs.publisher_names(cal)
        basis = (f"Step-time model with calibrated parameters ({len(post)} of "
                 f"{len(vs.EFF_NAMES)} from the posterior, the rest from the priors).")
    else:
        basis = "Step-time model over the priors (no calibrated step-time parameters)."
    rows = []
    for path in sorted(measurements_dir().glob("*.csv")):
        df = vs.load_measurements(path)
        pred = vs.predict(df, eff, seed=seed)
        ok = pred["pred_status"].astype(str).str.startswith(("ok", "infeasible"))
        for _, r in pred[ok].iterrows():
            rows.append((f"{r.get('row_id', '')} {r.get('model', '')} ({int(r['num_gpus'])} x "
                         f"{r['accelerator']})", "tokens_per_s_per_gpu", "tokens/s/GPU",
                         float(r["tokens_per_s_per_gpu"]),
                         float(r["pred_tokens_per_s_per_gpu_p05"]),
                         float(r["pred_tokens_per_s_per_gpu_p50"]),
                         float(r["pred_tokens_per_s_per_gpu_p95"]), basis))
    return pd.DataFrame(rows, columns=["label", "quantity", "unit", "reported", "p05", "p50",
                                       "p95", "basis"])


def posterior_summary(cal, max_rows: int = 60) -> pd.DataFrame | None:
    """ArviZ summary (mean, sd, 90% equal-tailed interval, ESS, R-hat) of the calibration
    posterior's parameters, one row per scalar element (at most ``max_rows``)."""
    if cal is None or getattr(cal, "tree", None) is None:
        return None
    import warnings

    import arviz as az

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # constant elements: R-hat 0/0
        s = az.summary(cal.tree, ci_prob=0.9, round_to="none")
    df = pd.DataFrame(s).reset_index(names="parameter").head(max_rows)
    return df


def diagnostics_table(cal) -> pd.DataFrame:
    d = cal.diagnostics or {}
    th = d.get("thresholds", {})
    rows = [("max R-hat", d.get("rhat_max"), f"<= {th.get('rhat_max', 1.01)}",
             d.get("rhat_max", np.inf) <= th.get("rhat_max", 1.01)),
            ("min bulk ESS", d.get("ess_bulk_min"), f">= {th.get('ess_bulk_min', 400)}",
             d.get("ess_bulk_min", 0) >= th.get("ess_bulk_min", 400)),
            ("divergences", d.get("divergences"), "0", d.get("divergences", 1) == 0)]
    return pd.DataFrame(rows, columns=["check", "value", "threshold", "ok"])


def prior_posterior_table(cal, priors=None, *, n_prior: int = 20000, seed: int = 0) -> pd.DataFrame:
    """Each calibrated parameter's posterior against its prior in ``priors/*.yaml``.

    Columns: ``parameter``, ``unit``, prior and posterior 5/50/95% quantiles, ``prior_quantile``
    (the prior's CDF at the posterior median), ``contraction`` (``1 - var_post / var_prior`` on
    the unconstrained scale: 0 means the data taught nothing, 1 that they set the value;
    Schad, Betancourt & Vasishth 2021, Psychological Methods 26(1), sec. "posterior
    contraction") and ``verdict``:

    * ``against the prior``: the posterior median lies outside the prior's central 90%
      (``prior_quantile`` < 0.05 or > 0.95). The data pull the parameter where its source
      (datasheet, microbenchmark, physics) says it should rarely be: either the source is
      wrong or the parameter is absorbing something the model leaves out. Such a parameter
      is not evidence for its own physics, and runs unlike the calibration rows inherit
      whatever it absorbed.
    * ``prior-dominated``: contraction below 0.1; the answer is the prior's.
    * ``learned``: otherwise.

    Only 1-D draws whose names are priors (not fixed ones) are compared; a parameter the
    calibration model builds hierarchically (the GEMM efficiency offsets share a fitted
    spread) is compared with its stated prior all the same, which is what its ``source``
    claims. Empty when ``cal`` has no such draws.
    """
    from lifecycle.priors import load_priors

    pri = priors if priors is not None else load_priors()
    draws = getattr(cal, "draws", None) or {}
    rng = np.random.default_rng(seed)
    rows = []
    for k in sorted(draws):
        v = np.asarray(draws[k], dtype=float)
        if v.ndim != 1 or k not in pri or pri[k].dist == "fixed" or not np.isfinite(v).all():
            continue
        p = pri[k]
        prior_draws = p.sample(rng, n_prior)
        lo, mid, hi = (float(x) for x in p.ppf([0.05, 0.5, 0.95]))
        q05, q50, q95 = (float(x) for x in np.percentile(v, [5, 50, 95]))
        u = float(np.mean(prior_draws <= q50))
        var_prior = float(np.var(p.to_unconstrained(prior_draws)))
        contraction = 1.0 - float(np.var(p.to_unconstrained(v))) / var_prior if var_prior > 0 else np.nan
        verdict = ("against the prior" if u < 0.05 or u > 0.95
                   else "prior-dominated" if contraction < 0.1 else "learned")
        rows.append((k, p.unit, lo, mid, hi, q05, q50, q95, u, contraction, verdict))
    return pd.DataFrame(rows, columns=["parameter", "unit", "prior_p05", "prior_p50", "prior_p95",
                                       "post_p05", "post_p50", "post_p95", "prior_quantile",
                                       "contraction", "verdict"])
