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
an observation; the others bound the allocator's peak from above, so ``below_p95``, the
share at or under the interval's top, is their test). NUTS (nutpie) per refit, 2 x 300
draws: ~3 minutes (flat) and ~10 minutes (publisher) on 2 cores.
Run: ``python3 data/derivations/memory_lopo.py [flat|publisher]``.
"""

from __future__ import annotations

import sys

import numpy as np
import pandas as pd

from lifecycle.bayes.steptime_block import fit_rows
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
        draws = cnt[idx] * frag[:, None] * np.exp(tot[:, None] * rng.standard_normal((len(tot), len(idx))))
        lo, med, hi = np.percentile(draws, [5, 50, 95], axis=0)
        out += [{"publisher": p, "row_id": df["row_id"].iat[i], "measure": kind[i], "peak_gib": peak[i],
                 "pred_p05": lo[j], "pred_p50": med[j], "pred_p95": hi[j]} for j, i in enumerate(idx)]
    o = pd.DataFrame(out)
    o["inside"] = (o.peak_gib >= o.pred_p05) & (o.peak_gib <= o.pred_p95)
    o["below_p95"] = o.peak_gib <= o.pred_p95
    o["abs_err"] = (o.pred_p50 / o.peak_gib - 1.0).abs()
    summary = o.groupby("measure").agg(rows=("inside", "size"), coverage_90=("inside", "mean"),
                                       below_p95=("below_p95", "mean"),
                                       median_abs_error=("abs_err", "median"),
                                       publishers=("publisher", "nunique"))
    print(f"memory held out by publisher, variant {variant}:")
    print(summary.round(3).to_string())
    return o


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "publisher")
