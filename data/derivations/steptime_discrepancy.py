"""Scales of the out-of-distribution step-time discrepancy from held-out residuals.

    .venv/bin/python data/derivations/steptime_discrepancy.py [--write]

For every publisher of the calibration step-time rows (``data/measurements``,
grouped by :func:`lifecycle.publishers.publisher`):

1. fit the step-time parameters without that publisher's rows: the maximum a
   posteriori point of the same priors and the same log-normal likelihood the
   calibration uses (numpy, L-BFGS; the PyMC fit would take minutes per
   publisher and the point is what the residuals need);
2. predict the held-out rows and keep their log residuals
   ``r = log(measured / predicted)`` together with the distance features of
   :mod:`lifecycle.discrepancy`, measured against the rows that fit saw.

Then the scales are fitted by maximum likelihood to the held-out residuals::

    r_i ~ Normal(0, sigma_in^2 + sum_k scale_k^2 x_ik)

with ``sigma_in`` the in-sample residual scale of the fits. A feature that no
held-out publisher exercises cannot be estimated from the data; it keeps the
fallback in ``FALLBACK`` (a stated, physical guess) and the output says so.
``--write`` stores the result in ``data/derivations/steptime_discrepancy.yaml``. Nothing from
``data/validation/`` is read.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

import numpy as np
import yaml
from scipy import optimize

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from lifecycle import discrepancy as D  # noqa: E402
from lifecycle.bayes.model import FIXED_IN_FIT, HELD_AT_MEDIAN, MEMORY_ONLY  # noqa: E402
from lifecycle.bayes.steptime_block import fit_rows  # noqa: E402
from lifecycle.model.steptime import EFF_NAMES, FAMILIES, step_time  # noqa: E402
from lifecycle.priors import load_priors  # noqa: E402

# scales no held-out publisher can inform: a stated guess, log units. A new
# generation: the between-generation spread of GEMM efficiency (0.3 logit ~ 0.2
# in log time); MoE: permutation, routing and all-to-all paths the dense rows
# never exercise (0.25); doubling beyond the data (0.08 per doubling); FP8 on
# a new part (0.1); an unknown stack (0.15)
FALLBACK = {"publisher_unseen": 0.1, "family_unmeasured": 0.2, "moe_unmeasured": 0.25,
            "gpus_doublings": 0.08, "fsdp_doublings": 0.08, "fp8_unmeasured": 0.1,
            "framework_unknown": 0.15}


def _sel(d, idx):
    return {k: (np.asarray(v)[idx] if np.ndim(v) else v) for k, v in d.items()}


def _transform(prior):
    """(to_unconstrained, from_unconstrained) for a prior's support."""
    if prior.dist == "beta":
        return (lambda v: np.log(v / (1 - v)), lambda u: 1 / (1 + np.exp(-u)))
    if prior.dist in ("lognormal", "gamma"):
        return np.log, np.exp
    return (lambda v: v, lambda u: u)


def fit_map(rows, pri, names):
    df, w, plan, hw = rows
    obs = np.log(df["tokens_per_s_per_gpu"].astype(float).to_numpy())
    base = {k: pri[k].median() for k in EFF_NAMES}
    base.update(FIXED_IN_FIT)
    tr = [_transform(pri[k]) for k in names]
    u0 = np.array([t[0](base[k]) for k, t in zip(names, tr)])
    dists = [pri[k].scipy() for k in names]

    def unpack(u):
        e = dict(base)
        e.update({k: float(t[1](x)) for k, t, x in zip(names, tr, u)})
        return e

    def loss(u):
        e = unpack(u)
        with np.errstate(all="ignore"):
            pred = np.log(step_time(w, plan, hw, e)["tokens_per_s_per_gpu"])
        r = obs - pred
        if not np.all(np.isfinite(r)):
            return 1e12
        n = len(r)
        lp = sum(float(d.logpdf(e[k])) for d, k in zip(dists, names))
        return 0.5 * n * np.log(np.mean(r ** 2)) - (lp if np.isfinite(lp) else -1e6)

    res = optimize.minimize(loss, u0, method="L-BFGS-B", options={"maxiter": 300})
    e = unpack(res.x)
    with np.errstate(all="ignore"):
        r = obs - np.log(step_time(w, plan, hw, e)["tokens_per_s_per_gpu"])
    return e, float(np.sqrt(np.mean(r ** 2)))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write data/derivations/steptime_discrepancy.yaml")
    args = ap.parse_args(argv)
    warnings.filterwarnings("ignore")
    pri = load_priors()
    df, w, plan, hw = fit_rows()
    pubs = sorted(df["publisher"].unique())
    resid, feats, rows_pub = [], {k: [] for k in D.FEATURES}, []
    sig_in = []
    for p in pubs:
        hold = (df["publisher"] == p).to_numpy()
        fit_idx, held_idx = np.flatnonzero(~hold), np.flatnonzero(hold)
        frows = (df.iloc[fit_idx].reset_index(drop=True), _sel(w, fit_idx), _sel(plan, fit_idx),
                 _sel(hw, fit_idx))
        fams = set(np.asarray(frows[3]["family_index"], int).tolist())
        names = [k for k in EFF_NAMES if k not in HELD_AT_MEDIAN and k not in MEMORY_ONLY
                 and k not in FIXED_IN_FIT and k in pri
                 and not (k.startswith("gemm_eff_offset_")
                          and FAMILIES.index(k.removeprefix("gemm_eff_offset_").replace("_", "-"))
                          not in fams)]
        e, s_in = fit_map(frows, pri, names)
        sig_in.append(s_in)
        cov = D.coverage(*frows)
        hdf = df.iloc[held_idx].reset_index(drop=True)
        hw_h, w_h, pl_h = _sel(hw, held_idx), _sel(w, held_idx), _sel(plan, held_idx)
        with np.errstate(all="ignore"):
            pred = step_time(w_h, pl_h, hw_h, e)["tokens_per_s_per_gpu"]
        r = np.log(hdf["tokens_per_s_per_gpu"].astype(float).to_numpy()) - np.log(pred)
        f = D.features(cov, w_h, pl_h, hw_h, list(hdf.get("framework", [""] * len(hdf))),
                       list(hdf["publisher"]))
        resid.append(r)
        for k in D.FEATURES:
            feats[k].append(np.asarray(f[k], float))
        rows_pub += [p] * len(r)
        print(f"held out {p:14s} rows {len(r):4d}  fit sigma {s_in:.3f}  held-out median |err| "
              f"{np.median(np.abs(np.expm1(-r))) * 100:5.1f}%  bias {np.median(np.expm1(-r)) * 100:+5.1f}%  "
              + " ".join(f"{k}={np.mean(f[k]):.2f}" for k in D.FEATURES if np.any(f[k])))
    r = np.concatenate(resid)
    X = {k: np.concatenate(v) for k, v in feats.items()}
    s_in = float(np.median(sig_in))
    used = [k for k in D.FEATURES if np.any(X[k] > 0)]

    def nll(logs):
        var = s_in ** 2 + sum(np.exp(2 * ls) * X[k] for ls, k in zip(logs, used))
        return 0.5 * np.sum(np.log(var) + r ** 2 / var)

    fit = optimize.minimize(nll, np.log([0.1] * len(used)), method="L-BFGS-B",
                            bounds=[(np.log(1e-3), np.log(2.0))] * len(used))
    scales = {k: float(np.exp(v)) for k, v in zip(used, fit.x)}
    out = {}
    for k in D.FEATURES:
        if k in scales:
            out[k] = {"value": round(scales[k], 4), "basis": "fitted to leave-one-publisher-out residuals",
                      "rows_exercising": int(np.sum(X[k] > 0))}
        else:
            out[k] = {"value": FALLBACK[k], "basis": "fallback (no held-out publisher exercises it)",
                      "rows_exercising": 0}
    var = s_in ** 2 + sum(out[k]["value"] ** 2 * X[k] for k in D.FEATURES)
    z = np.abs(r) / np.sqrt(var)
    print(f"in-sample sigma (median of fits) {s_in:.3f}; held-out rows {len(r)}; "
          f"share inside +-1.645 sd: {np.mean(z <= 1.645) * 100:.1f}%")
    for k, v in out.items():
        print(f"  {k:18s} {v['value']:.4f}  ({v['basis']}, {v['rows_exercising']} rows)")
    if args.write:
        doc = {"schema_version": 1,
               "description": "Scales [log units] of the out-of-distribution step-time discrepancy "
                              "(lifecycle/discrepancy.py), written by data/derivations/steptime_discrepancy.py "
                              "from leave-one-publisher-out residuals of data/measurements.",
               "sigma_in_sample": round(s_in, 4), "held_out_rows": int(len(r)),
               "publishers": pubs, "scales": out}
        (REPO / "data" / "derivations" / "steptime_discrepancy.yaml").write_text(yaml.safe_dump(doc, sort_keys=False))
        print("wrote data/derivations/steptime_discrepancy.yaml")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
