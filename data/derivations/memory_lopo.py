"""Held-out memory: each publisher's printed peaks predicted by a memory fit without them.

The calibration's memory likelihood (:func:`lifecycle.bayes.steptime_block._memory_evidence`:
every measured run fitted in its HBM, printed allocator peaks observed, reserved / device /
unspecified peaks as upper bounds, each robust) refitted once
per publisher that printed peaks, without that publisher's rows, on the analytical count of
:func:`lifecycle.model.memory.memory_gib` at the prior medians of every other parameter
(``logit_bytes`` 9.2, ``mem_reserve_gib``), with ``mem_frag_factor`` (its prior) and the
scatter scales free; the held-out peaks are then predicted as a new publisher's, 90%
interval. Two variants:

* ``flat``: one per-run scale ``sigma_memory``, the calibration's structure;
* ``publisher``: plus an offset shared by each publisher's rows (half-normal scale 0.4),
  which a held-out publisher draws afresh: tried in the calibration on 2026-12-02 and not
  shipped (ARCHITECTURE.md, "Memory held out by publisher").

Prints coverage and median absolute error by what the peak measures (an allocator peak is
an observation; the others bound the allocator's peak from above, so what tests them is the
share not under the interval's bottom, ``lifecycle validate steptime``'s ``above_p05``; the
``below_p95`` printed here, kept so the stored tables compare, is the share at or under the
interval's top, which a loose bound fails without contradicting the prediction). NUTS (nutpie) per refit, 2 x 300
draws: ~3 minutes (flat) and ~10 minutes (publisher) on 2 cores.

``--write`` (flat variant) then fits the scale of the **memory discrepancy of a publisher
the calibration has not seen** to these held-out peaks
(:func:`lifecycle.discrepancy_fit.fit_shared_offset`): one offset shared by a publisher's
rows (its stack's conventions), integrated out, on top of the refit's spread
(``mem_frag_factor`` and the per-run scale), under the calibration's own robust evidence
(Student-t, 4 degrees of freedom, for allocator peaks; the bound probability for the others;
both mixed with :data:`MEMORY_MODEL_MISS`); maximum likelihood, times the Student-t predictive
factor of a new publisher from that many. It writes the scale, and the held-out coverage without and with it, to
``data/derivations/memory_discrepancy.yaml``; :mod:`lifecycle.discrepancy` widens every
prediction for an unseen publisher (every scenario) by it. Nothing from ``data/validation/``
is read.
``--residuals FILE`` writes the held-out rows (prediction, log moments, residual) to a CSV.
Run: ``python3 data/derivations/memory_lopo.py [flat|publisher] [--write] [--residuals FILE]``.
"""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

import numpy as np
import pandas as pd
import yaml

from lifecycle.bayes.steptime_block import MEMORY_MODEL_MISS, fit_rows
from lifecycle.model.memory import memory_gib
from lifecycle.priors import load_priors
from lifecycle.validate.steptime import median_params


def counts():
    """(rows, allocator count at mem_frag_factor 1 [GiB], HBM [GiB], reserve [GiB])."""
    df, w, plan, hw = fit_rows()
    eff = {**median_params(), "mem_frag_factor": 1.0, "memory_discrepancy": 1.0}
    with np.errstate(all="ignore"):
        m = memory_gib(w, plan, hw, eff)
    reserve = float(eff["mem_reserve_gib"])
    need = np.broadcast_to(np.asarray(m["memory_gib"], float), (len(df),))
    return df, need - reserve, np.asarray(hw["hbm_gb"], float) * np.ones(len(df)), reserve


def fit(cnt, hbm, df, reserve, by_publisher: bool, seed: int = 0):
    """Posterior draws (frag, total log scale for a new publisher) of the calibration's memory
    likelihood (:func:`lifecycle.bayes.steptime_block._memory_evidence`) on the rows ``df``."""
    import pymc as pm

    from lifecycle.bayes.steptime_block import _memory_evidence

    pri = load_priors()
    pub = df["publisher"].to_numpy().astype(str)
    pubs = sorted(set(pub))
    pix = np.array([pubs.index(p) for p in pub])
    frag = pri["mem_frag_factor"]
    with pm.Model():
        # the lognormal prior of mem_frag_factor on the log scale
        lf = pm.Normal("log_frag", np.log(frag.median()),
                       float(np.log(frag.scipy().ppf(0.95) / frag.median()) / 1.645))
        s = pm.TruncatedNormal("s", 0.0, 0.3, lower=0.0, upper=2.0)
        off = 0.0
        if by_publisher:
            sp = pm.TruncatedNormal("sp", 0.0, 0.4, lower=0.0, upper=2.0)
            off = sp * pm.Normal("z", 0.0, 1.0, shape=len(pubs))[pix]
        need = cnt * pm.math.exp(lf + off) + reserve
        _memory_evidence(pm, s, df, {"hbm_gb": hbm}, {"memory_gib": need},
                         {"mem_reserve_gib": reserve})
        t = pm.sample(300, tune=300, chains=2, nuts_sampler="nutpie", random_seed=seed,
                      progressbar=False)
    p = t.posterior
    s_ = np.asarray(p["s"]).ravel()
    sp_ = np.asarray(p["sp"]).ravel() if by_publisher else np.zeros_like(s_)
    return np.exp(np.asarray(p["log_frag"]).ravel()), np.hypot(s_, sp_)


def main(variant: str = "publisher") -> pd.DataFrame:
    df, cnt, hbm, reserve = counts()
    peak = pd.to_numeric(df["peak_memory_gib"], errors="coerce").to_numpy(float)
    kind = df["memory_measure"].fillna("unspecified").astype(str).to_numpy()
    pub = df["publisher"].to_numpy().astype(str)
    rng = np.random.default_rng(0)
    out = []
    for p in sorted(set(pub[np.isfinite(peak)])):
        hold = pub == p
        frag, tot = fit(cnt[~hold], hbm[~hold], df[~hold].reset_index(drop=True), reserve,
                        variant == "publisher")
        idx = np.flatnonzero(hold & np.isfinite(peak))
        z = rng.standard_normal((len(tot), len(idx)))
        logd = np.log(cnt[idx]) + np.log(frag)[:, None] + tot[:, None] * z
        lo, med, hi = np.exp(np.percentile(logd, [5, 50, 95], axis=0))
        out += [{"publisher": p, "row_id": df["row_id"].iat[i], "measure": kind[i], "peak_gib": peak[i],
                 "pred_p05": lo[j], "pred_p50": med[j], "pred_p95": hi[j],
                 "log_mu": logd[:, j].mean(), "log_var": logd[:, j].var()}
                for j, i in enumerate(idx)]
    o = pd.DataFrame(out)
    o["peak_log"] = np.log(o.peak_gib - np.where(o.measure == "device", reserve, 0.0))
    o["inside"] = (o.peak_gib >= o.pred_p05) & (o.peak_gib <= o.pred_p95)
    o["below_p95"] = o.peak_gib <= o.pred_p95
    o["abs_err"] = (o.pred_p50 / o.peak_gib - 1.0).abs()
    print(f"memory held out by publisher, variant {variant}:")
    print(summarise(o).round(3).to_string())
    return o


def summarise(o: pd.DataFrame) -> pd.DataFrame:
    """Coverage, share under the interval's top and median abs error by what the peak measures."""
    return o.groupby("measure").agg(rows=("inside", "size"), coverage_90=("inside", "mean"),
                                    below_p95=("below_p95", "mean"),
                                    median_abs_error=("abs_err", "median"),
                                    publishers=("publisher", "nunique"))


def widened(o: pd.DataFrame, scale: float) -> pd.DataFrame:
    """``o`` with its 90% intervals widened by the unseen-publisher scale (log-normal)."""
    w = o.copy()
    sd = np.sqrt(w.log_var + scale ** 2)
    w["pred_p05"] = np.exp(w.log_mu - 1.645 * sd)
    w["pred_p95"] = np.exp(w.log_mu + 1.645 * sd)
    w["inside"] = (w.peak_gib >= w.pred_p05) & (w.peak_gib <= w.pred_p95)
    w["below_p95"] = w.peak_gib <= w.pred_p95
    return w


def write(o: pd.DataFrame) -> float:
    """Fit the unseen-publisher memory scale on the held-out peaks and store it."""
    from lifecycle.discrepancy_fit import fit_shared_offset

    scale, info = fit_shared_offset(o.peak_log - o.log_mu, np.sqrt(o.log_var),
                                    o.measure == "allocated", o.publisher, MEMORY_MODEL_MISS)
    w = widened(o, scale)
    by_pub = (o.assign(resid=o.peak_log - o.log_mu)
              .groupby("publisher").agg(rows=("resid", "size"), measures=("measure", lambda m: ",".join(sorted(set(m)))),
                                        median_log_resid=("resid", "median")))
    print("held-out log(printed / predicted) by publisher (bounds: the printed value's distance):")
    print(by_pub.round(3).to_string())
    print(f"unseen-publisher memory scale {scale:.3f} = {info['fitted']:.3f} (maximum likelihood, "
          f"offset shared by a publisher's rows; log likelihood {info['loglik']:.1f}, "
          f"{info['loglik_zero']:.1f} without it) x {info['factor']:.3f} (a new publisher's "
          f"predictive from {info['n_groups']} publishers); held out with it:")
    print(summarise(w).round(3).to_string())

    def table(x):
        return {m: {"rows": int(r.rows), "coverage_90": round(float(r.coverage_90), 3),
                    "below_p95": round(float(r.below_p95), 3)}
                for m, r in summarise(x).iterrows()}

    doc = {
        "schema_version": 1,
        "description": "Scale [log units] of the memory discrepancy of a publisher (stack, "
                       "allocator settings, loss and recomputation conventions) the calibration "
                       "has not seen (lifecycle/discrepancy.py), written by "
                       "data/derivations/memory_lopo.py --write from the printed peaks of "
                       "data/measurements, each publisher's predicted by a memory fit without "
                       "them (maximum likelihood under the calibration's robust memory evidence).",
        "fitted_on": date.today().isoformat(),
        "held_out_rows": int(len(o)),
        "publishers": sorted(set(o.publisher)),
        "scales": {"publisher_unseen": {"value": round(scale, 4), "unit": "log(GiB)",
                                        "fitted": info["fitted"], "factor": round(info["factor"], 4),
                                        "publishers": info["n_groups"]}},
        "held_out_without": table(o),
        "held_out_with": table(w),
    }
    path = Path(__file__).resolve().parent / "memory_discrepancy.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    print(f"wrote {path}")
    return scale


if __name__ == "__main__":
    argv = sys.argv[1:]
    csv_out = argv[argv.index("--residuals") + 1] if "--residuals" in argv else None
    args = [a for a in argv if a not in ("--write", "--residuals", csv_out)]
    variant = args[0] if args else ("flat" if "--write" in sys.argv else "publisher")
    if "--write" in sys.argv and variant != "flat":
        sys.exit("--write fits the unseen-publisher scale on the flat variant's refits only")
    res = main(variant)
    if csv_out:
        res.assign(resid=res.peak_log - res.log_mu).to_csv(csv_out, index=False)
    if "--write" in sys.argv:
        write(res)
