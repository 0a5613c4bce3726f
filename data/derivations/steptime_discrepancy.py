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

Then the scales are fitted by :func:`lifecycle.discrepancy_fit.fit_scales`
(maximum a posteriori, half-normal prior of scale ``PRIOR_SD`` on each), with
the publisher term as an offset **shared by all rows of a publisher** (a
random effect estimated from as many values as there are publishers) and a
Student-t predictive factor for a new publisher (see that module).

A feature that no held-out publisher exercises (fewer than ``MIN_ROWS`` rows)
cannot be estimated from the data; it keeps the fallback in ``FALLBACK`` (a
stated, physical guess) and the output says so.
``--write`` stores the result in ``data/derivations/steptime_discrepancy.yaml`` and the
held-out predictions with their intervals in ``data/derivations/steptime_lopo.csv`` (with
the key of the data, priors, code and scales they were computed under; reports read them
while the key holds). Nothing from ``data/validation/`` is read.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

import numpy as np
import yaml

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from lifecycle import discrepancy as D  # noqa: E402
from lifecycle.discrepancy_fit import feature_variance, fit_scales  # noqa: E402
from lifecycle.analysis.trust import SHIPPED_LOPO, lopo_key  # noqa: E402
from lifecycle.validate.lopo import lopo_predictions, steptime_lopo  # noqa: E402

# scales no held-out publisher can inform: a stated guess, log units. A new
# generation: the between-generation spread of GEMM efficiency (0.3 logit ~ 0.2
# in log time); MoE: permutation, routing and all-to-all paths the dense rows
# never exercise (0.25); doubling beyond the data (0.08 per doubling); FP8 on
# a new part (0.1); an unknown stack (0.15); a variant of a measured generation
# (other clocks, memory or power limit: 0.1); per halving below 3B parameters (0.05);
# a generation at most four stacks have measured (0.1); a stack class few publishers ran on the
# generation (0.1, the same guess)
FALLBACK = {"publisher_unseen": 0.1, "family_unmeasured": 0.2, "moe": 0.25,
            "gpus_doublings": 0.08, "fsdp_doublings": 0.08, "fp8_unmeasured": 0.1,
            "framework_unknown": 0.15, "accelerator_unmeasured": 0.1, "small_model": 0.05,
            "family_few_publishers": 0.1, "stack_few_publishers": 0.1, "low_mfu": 0.1}


# half-normal prior scale of every discrepancy scale [log units]: 0.25 is a
# 28% one-sigma error, the order of published analytical step-time models'
# out-of-sample errors (vTrain, Calculon report 5-15% in sample)
PRIOR_SD = 0.25
# a scale is fitted only where at least this many held-out rows exercise it
MIN_ROWS = 20


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write data/derivations/steptime_discrepancy.yaml")
    args = ap.parse_args(argv)
    warnings.filterwarnings("ignore")
    lo, info = steptime_lopo(progress=print)
    for p, g in lo.groupby("publisher"):
        err = np.expm1(-g["resid"])
        print(f"held out {p:14s} rows {len(g):4d}  median |err| {np.median(np.abs(err)) * 100:5.1f}%  "
              f"bias {np.median(err) * 100:+5.1f}%  "
              + " ".join(f"{k}={g[k].mean():.2f}" for k in D.FEATURES if g[k].any()))
    r = lo["resid"].to_numpy()
    X = {k: lo[k].to_numpy() for k in D.FEATURES}
    s_in = info["sigma_in"]
    pubs = sorted(lo["publisher"].unique())
    scales, fit = fit_scales(r, X, lo["publisher"].to_numpy(), s_in, FALLBACK, PRIOR_SD, MIN_ROWS)
    used, groups, g, factor = fit["used"], fit["groups"], fit["n_groups"], fit["factor"]
    fitted_pub = fit["fitted"].get("publisher_unseen", FALLBACK["publisher_unseen"])
    print(f"publisher offset scale {fitted_pub:.4f} from {g} publishers; predictive factor "
          f"{factor:.3f} (Student-t, {g - 1} dof) -> {scales['publisher_unseen']:.4f}")
    out = {}
    for k in D.FEATURES:
        if k in used:
            out[k] = {"value": round(scales[k], 4), "basis": "fitted to leave-one-publisher-out residuals",
                      "rows_exercising": int(np.sum(X[k] > 0))}
            if k == "publisher_unseen":
                out[k].update(basis="fitted to leave-one-publisher-out residuals as a shared offset per "
                              f"publisher ({g} publishers); value = fitted x predictive factor",
                              fitted=round(fitted_pub, 4), predictive_factor=round(factor, 4))
        else:
            out[k] = {"value": FALLBACK[k], "basis": f"fallback (fewer than {MIN_ROWS} held-out rows "
                      "exercise it)", "rows_exercising": int(np.sum(X[k] > 0))}
    var = s_in ** 2 + feature_variance({k: out[k]["value"] for k in D.FEATURES}, X)
    z = np.abs(r) / np.sqrt(var)
    print(f"in-sample sigma (median of fits) {s_in:.3f}; held-out rows {len(r)}; "
          f"share inside +-1.645 sd: {np.mean(z <= 1.645) * 100:.1f}%; mean over publishers "
          f"{np.mean([np.mean(z[ix] <= 1.645) for ix in groups]) * 100:.1f}%")
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
        # the held-out predictions with the intervals the new scales give, keyed like the
        # report's cache, so a report (and the test suite) need not redo the refits
        pred = lopo_predictions(held_out=(lo, info))
        key = lopo_key()
        pred["lopo_key"] = key
        # the prediction columns only (the rows themselves are in data/measurements, by row_id)
        keep = (["row_id", "_file", "publisher", "model", "accelerator", "num_gpus",
                 "tokens_per_s_per_gpu", "pred_lopo", "pred_mfu_lopo", "resid", *D.FEATURES,
                 "n_family_publishers",
                  "n_stack_publishers"]
                + [c for c in pred if c.startswith(("pred_tokens", "pred_status", "regime_"))]
                + ["lopo_key"])
        pred[keep].to_csv(REPO / "data" / "derivations" / SHIPPED_LOPO, index=False,
                          float_format="%.7g")
        print(f"wrote data/derivations/{SHIPPED_LOPO} ({len(pred)} rows, key {key})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
