"""Held-out memory: each publisher's printed peaks predicted by a memory fit without them.

The calibration's memory likelihood (:func:`lifecycle.bayes.steptime_block._memory_evidence`:
every measured run fitted in its HBM, printed allocator peaks observed, reserved / device /
unspecified peaks as upper bounds, each robust) refitted once
per publisher that printed peaks, without that publisher's rows, on the analytical count of
:func:`lifecycle.model.memory.memory_gib` at the prior medians of every other parameter
(``logit_bytes`` for stacks no loss rule names, ``mem_reserve_gib``), with ``mem_frag_factor``
(its prior) and the scatter scales free; the held-out peaks are then predicted as a new
publisher's, 90% interval. Two variants:

* ``publisher`` (the calibration's structure since 2026-12-04): a per-run scale
  ``sigma_memory`` and an offset shared by each publisher's rows (scale
  ``sigma_memory_publisher``, its prior), which a held-out publisher draws afresh;
* ``flat``: the per-run scale alone (the calibration until 2026-12-02), for comparison.

Prints coverage, the share not under the interval's bottom (``above_p05``: what tests a
reserved, device or unspecified peak, which bounds the allocator's peak from above) and the
median absolute error by what the peak measures. NUTS (nutpie) per refit, 2 x 300 draws: ~3
minutes (flat) and ~10 minutes (publisher) on 2 cores.

``--write`` (publisher variant) stores these held-out figures in
``data/derivations/memory_held_out.yaml`` (``lifecycle validate steptime`` prints them beside
the in-sample memory table), with a check of the structure: the spread of the held-out
publishers' own offsets (one shared by each one's rows on top of the refit's prediction without
a publisher term, :func:`lifecycle.discrepancy_fit.fit_shared_offset`, under the calibration's
robust evidence, times the Student-t predictive factor) against the refits'
``sigma_memory_publisher``: close where the fresh offset describes how far a new stack lands.
Nothing from ``data/validation/`` is read.
``--residuals FILE`` writes the held-out rows (prediction, log moments, residual) to a CSV.
Run: ``python3 data/derivations/memory_lopo.py [publisher|flat] [--write] [--residuals FILE]``.
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
    """Posterior draws (frag, per-run log scale, publisher log scale) of the calibration's memory
    likelihood (:func:`lifecycle.bayes.steptime_block._memory_evidence`) on the rows ``df``."""
    import pymc as pm

    from lifecycle.bayes.priors_pm import to_pymc
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
        # the calibration's priors of the two scales (priors/calibration.yaml, steptime.yaml)
        s = pm.Deterministic("s", to_pymc(pri["sigma_memory"], name="s_"))
        off = 0.0
        if by_publisher:
            sp = pm.Deterministic("sp", to_pymc(pri["sigma_memory_publisher"], name="sp_"))
            off = sp * pm.Normal("z", 0.0, 1.0, shape=len(pubs))[pix]
        need = cnt * pm.math.exp(lf + off) + reserve
        _memory_evidence(pm, s, df, {"hbm_gb": hbm}, {"memory_gib": need},
                         {"mem_reserve_gib": reserve})
        t = pm.sample(300, tune=300, chains=2, nuts_sampler="nutpie", random_seed=seed,
                      progressbar=False)
    p = t.posterior
    s_ = np.asarray(p["s"]).ravel()
    sp_ = np.asarray(p["sp"]).ravel() if by_publisher else np.zeros_like(s_)
    return np.exp(np.asarray(p["log_frag"]).ravel()), s_, sp_


def main(variant: str = "publisher") -> pd.DataFrame:
    df, cnt, hbm, reserve = counts()
    peak = pd.to_numeric(df["peak_memory_gib"], errors="coerce").to_numpy(float)
    kind = df["memory_measure"].fillna("unspecified").astype(str).to_numpy()
    pub = df["publisher"].to_numpy().astype(str)
    rng = np.random.default_rng(0)
    out = []
    for p in sorted(set(pub[np.isfinite(peak)])):
        hold = pub == p
        frag, s_run, s_pub = fit(cnt[~hold], hbm[~hold], df[~hold].reset_index(drop=True), reserve,
                                 variant == "publisher")
        tot = np.hypot(s_run, s_pub)  # a new publisher: a fresh offset and the per-run scatter
        idx = np.flatnonzero(hold & np.isfinite(peak))
        z = rng.standard_normal((len(tot), len(idx)))
        logd = np.log(cnt[idx]) + np.log(frag)[:, None] + tot[:, None] * z
        var_run = (np.log(frag)[:, None] + s_run[:, None] * z).var(axis=0)  # without the offset
        lo, med, hi = np.exp(np.percentile(logd, [5, 50, 95], axis=0))
        out += [{"publisher": p, "row_id": df["row_id"].iat[i], "measure": kind[i], "peak_gib": peak[i],
                 "pred_p05": lo[j], "pred_p50": med[j], "pred_p95": hi[j],
                 "log_mu": logd[:, j].mean(), "log_var": logd[:, j].var(),
                 "log_var_run": var_run[j], "sigma_pub": np.median(s_pub)}
                for j, i in enumerate(idx)]
    o = pd.DataFrame(out)
    o["peak_log"] = np.log(o.peak_gib - np.where(o.measure == "device", reserve, 0.0))
    o["inside"] = (o.peak_gib >= o.pred_p05) & (o.peak_gib <= o.pred_p95)
    o["above_p05"] = o.peak_gib >= o.pred_p05
    o["abs_err"] = (o.pred_p50 / o.peak_gib - 1.0).abs()
    print(f"memory held out by publisher, variant {variant}:")
    print(summarise(o).round(3).to_string())
    return o


def summarise(o: pd.DataFrame) -> pd.DataFrame:
    """Coverage, share not under the interval's bottom and median abs error by what the peak
    measures."""
    return o.groupby("measure").agg(rows=("inside", "size"), coverage_90=("inside", "mean"),
                                    above_p05=("above_p05", "mean"),
                                    median_abs_error=("abs_err", "median"),
                                    publishers=("publisher", "nunique"))


def write(o: pd.DataFrame) -> None:
    """Store the held-out figures (publisher variant) and the check of the publisher spread."""
    from lifecycle.discrepancy_fit import fit_shared_offset

    # the held-out publishers' own spread: an offset shared by each one's rows on top of the
    # refit's prediction without the publisher term, against the refits' publisher scale
    spread, info = fit_shared_offset(o.peak_log - o.log_mu, np.sqrt(o.log_var_run),
                                     o.measure == "allocated", o.publisher, MEMORY_MODEL_MISS)
    refit = float(o.groupby("publisher").sigma_pub.first().median())
    by_pub = (o.assign(resid=o.peak_log - o.log_mu)
              .groupby("publisher").agg(rows=("resid", "size"), measures=("measure", lambda m: ",".join(sorted(set(m)))),
                                        median_log_resid=("resid", "median")))
    print("held-out log(printed / predicted) by publisher (bounds: the printed value's distance):")
    print(by_pub.round(3).to_string())
    print(f"held-out publishers' offsets: spread {info['fitted']:.3f} log (maximum likelihood; log "
          f"likelihood {info['loglik']:.1f}, {info['loglik_zero']:.1f} without) x {info['factor']:.3f} "
          f"(a new publisher's predictive from {info['n_groups']}) = {spread:.3f}; the refits' "
          f"sigma_memory_publisher {refit:.3f} (median)")
    doc = {
        "schema_version": 1,
        "description": "Memory held out by publisher: each publisher's printed peaks in "
                       "data/measurements predicted by the calibration's memory likelihood "
                       "refitted without them, as a new publisher's (a fresh publisher offset), "
                       "written by data/derivations/memory_lopo.py --write.",
        "fitted_on": date.today().isoformat(),
        "held_out_rows": int(len(o)),
        "publishers": sorted(set(o.publisher)),
        "held_out": {m: {"rows": int(r.rows), "coverage_90": round(float(r.coverage_90), 3),
                         "above_p05": round(float(r.above_p05), 3),
                         "median_abs_error": round(float(r.median_abs_error), 3)}
                     for m, r in summarise(o).iterrows()},
        "publisher_spread_check": {
            "unit": "log(GiB)",
            "held_out_fitted": round(float(info["fitted"]), 4),
            "held_out_predictive": round(float(spread), 4),
            "refits_sigma_memory_publisher": round(refit, 4),
            "note": "the held-out publishers' offsets (one shared by each one's rows, maximum "
                    "likelihood under the robust evidence, times the Student-t predictive factor "
                    "of that many publishers) against the scale the refits give a new publisher"},
    }
    path = Path(__file__).resolve().parent / "memory_held_out.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    argv = sys.argv[1:]
    csv_out = argv[argv.index("--residuals") + 1] if "--residuals" in argv else None
    args = [a for a in argv if a not in ("--write", "--residuals", csv_out)]
    variant = args[0] if args else "publisher"
    if "--write" in sys.argv and variant != "publisher":
        sys.exit("--write stores the held-out figures of the calibration's structure (publisher) only")
    res = main(variant)
    if csv_out:
        res.assign(resid=res.peak_log - res.log_mu).to_csv(csv_out, index=False)
    if "--write" in sys.argv:
        write(res)
