"""Which form of the few-publisher and rare-stack discrepancy terms predicts held-out rows best.

    .venv/bin/python data/derivations/discrepancy_forms.py

The term ``family_few_publishers`` of :mod:`lifecycle.discrepancy` widens an
unseen publisher's offset on a generation few calibration publishers have
measured. How it should fall with the number ``n`` of such publishers is a
model choice, made here on calibration rows only (``data/measurements``; nothing
from ``data/validation/`` is read):

1. leave-one-publisher-out residuals of every calibration row, with ``n`` counted
   in the fit that did not see the row's publisher
   (:func:`lifecycle.validate.lopo.steptime_lopo`);
2. for each candidate form, a **nested** check: every publisher's residuals are
   scored (group negative log-likelihood, 90% coverage) by scales fitted
   (:func:`lifecycle.discrepancy_fit.fit_scales`, as
   ``steptime_discrepancy.py`` does) on the other publishers' residuals.

The form with the lowest nested NLL is the one ``lifecycle/discrepancy.py``
uses. Run on 2026-11-26 (a sixth session), 33 publishers, 1,051 held-out rows
(Blackwell then had 5 publishers): 1/n -900.1, 1/sqrt(n) -922.8, 1/log2(1+n) -910.0,
n <= 2 -896.2, n <= 4 -999.8 (an indicator beside the constant publisher term). Again
after that session's new rows, 36 publishers, 1,109 rows (Blackwell 8): 1/n -1037.2,
1/sqrt(n) -1029.3, 1/log2(1+n) -1027.0, n <= 2 and n <= 4 -1020.7, n <= 10 (in use)
-1083.0, 93.9% of the rows inside. Again with fp32 gradient traffic and the seventh
session's rows, 36 publishers, 1,150 rows: 1/n -993.8, 1/sqrt(n) -975.7, 1/log2(1+n) -970.3,
n <= 2 and n <= 4 -961.2, n <= 10 (in use) -1111.3, 92.6% inside. The in-use line is
also the nested coverage of the discrepancy as used: 92.8% of 1,202 rows on 2026-11-27 (a
tenth session) before the Apple, Hugging Face and Microsoft rows joined, so the scales do
not over-fit the residuals they learn from. After they and Aleph Alpha's rows joined, 42
publishers, 1,257 rows: 1/n -1002.8, 1/sqrt(n) -983.6, 1/log2(1+n) -977.6, n <= 2 and
n <= 4 -963.5, n <= 10 (in use) -1073.0, 92.4% inside (90.3% per publisher).
~130 s on 2 cores. On 2026-12-05 (a thirty-eighth session), with the low-MFU term among the
features (look 93's 1,699 held-out rows, 50 publishers): 1/n -1236.6 (91.5% inside), 1/sqrt(n)
-1232.3, 1/log2(1+n) -1230.7, n <= 2 -1226.0, n <= 4 -1229.2, n <= 14 (then in use) -1209.1
(92.1%); the term has been 1/n since. The same run chose the low-MFU term's reference (the
held-out prediction's own MFU; forms and scores in `lifecycle/discrepancy.py` above `MFU_REF`).

The same nested check chooses the form of ``stack_few_publishers`` (the publishers ``n`` of a
row's stack class on its generation): on 2026-12-05 (a thirty-third session), 58 publishers,
1,328 rows, per-row term: none -1516.6 (93.4% inside), n <= 0 -1511.4, n <= 1 -1506.4,
n <= 2 -1512.3, n <= 4 -1549.9, n <= 6 and n <= 8 -1532.4 (94.0%), 1/n -1529.9; as a shared
offset term every form stayed at -1516.6 (its scale went to zero). The cut in use (9) is the
valid one the module's comment explains (a cut must classify a pair alike with n - 1 and n
publishers). Again after look 85's three AMD rows (49 publishers, 1,331 rows): none -1506.5,
n <= 4 -1539.8, n <= 6-9 -1521.3 (94.1% inside), 1/n -1522.1; as a shared offset term -1506.5
for every form (the shared terms now passed to the fit as an argument).
"""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from lifecycle import discrepancy as D  # noqa: E402
from lifecycle.discrepancy_fit import SHARED, feature_variance, fit_scales, group_nll  # noqa: E402
from lifecycle.validate.lopo import steptime_lopo  # noqa: E402
from steptime_discrepancy import FALLBACK, MIN_ROWS, PRIOR_SD  # noqa: E402

FEW = "family_few_publishers"
STACK = "stack_few_publishers"


def forms(n, pub):
    """Candidate values of the few-publisher feature from the publisher count ``n`` (1/n in use)."""
    seen = (n > 0) * pub
    safe = np.maximum(n, 1.0)
    return {"1/n": seen / safe, "1/sqrt(n)": seen / np.sqrt(safe),
            "1/log2(1+n)": seen / np.log2(1.0 + safe),
            "n <= 2": seen * (n <= 2), "n <= 4": seen * (n <= 4),
            "n <= 14 (in use until 2026-12-05)": seen * (n <= 14)}


def nested(r, X, pubs, s_in, shared_terms=SHARED):
    """Nested leave-one-publisher-out NLL and coverage of one feature set (``shared_terms``:
    the features of the publisher's shared offset)."""
    nll, inside, per_pub = 0.0, 0, []
    for p in sorted(set(pubs)):
        m = pubs != p
        sc, _ = fit_scales(r[m], {k: v[m] for k, v in X.items()}, pubs[m], s_in, FALLBACK,
                           PRIOR_SD, MIN_ROWS, shared_terms)
        ix = np.flatnonzero(~m)
        Xi = {k: v[ix] for k, v in X.items()}
        d = s_in ** 2 + feature_variance(sc, Xi, False, shared_terms)
        nll += group_nll(r[ix], np.broadcast_to(d, ix.shape).astype(float),
                         feature_variance(sc, Xi, True, shared_terms), [np.arange(ix.size)])
        var = s_in ** 2 + feature_variance(sc, Xi)
        ok = np.abs(r[ix]) / np.sqrt(var) <= 1.645
        inside += int(ok.sum())
        per_pub.append(ok.mean())
    return nll, inside / r.size, float(np.mean(per_pub))


def main() -> int:
    warnings.filterwarnings("ignore")
    lo, info = steptime_lopo()
    r, pubs = lo["resid"].to_numpy(float), lo["publisher"].astype(str).to_numpy()
    base = {k: lo[k].to_numpy(float) for k in D.FEATURES}
    n = lo["n_family_publishers"].to_numpy(float)
    print(f"{len(r)} held-out rows, {len(set(pubs))} publishers; nested leave-one-publisher-out")
    print(f"{'form':22s} {'NLL':>9s} {'rows inside':>12s} {'mean/publisher':>15s}")
    for name, x in forms(n, base["publisher_unseen"]).items():
        nll, cov, per = nested(r, {**base, FEW: x}, pubs, info["sigma_in"])
        print(f"{name:22s} {nll:9.1f} {cov * 100:11.1f}% {per * 100:14.1f}%")
    # the rare-stack term: publishers of the row's stack class on its generation, as a per-row
    # term (the in-use kind) and as a term of the publisher's shared offset
    ns = lo["n_stack_publishers"].to_numpy(float)
    pub = base["publisher_unseen"]
    cands = {"none": np.zeros_like(ns), "1/n": pub / np.maximum(ns, 1.0),
             **{f"n <= {k}": pub * (ns <= k) for k in (0, 1, 2, 4, 6, 8)},
             f"n <= {D.few_stack_cut()} (in use)": pub * (ns <= D.few_stack_cut())}
    print(f"\n{STACK}: per-row term")
    for name, x in cands.items():
        nll, cov, per = nested(r, {**base, STACK: x}, pubs, info["sigma_in"])
        print(f"{name:22s} {nll:9.1f} {cov * 100:11.1f}% {per * 100:14.1f}%")
    print(f"\n{STACK}: a term of the publisher's shared offset")
    for name, x in cands.items():
        nll, cov, per = nested(r, {**base, STACK: x}, pubs, info["sigma_in"], (*SHARED, STACK))
        print(f"{name:22s} {nll:9.1f} {cov * 100:11.1f}% {per * 100:14.1f}%")
    # the low-MFU term: the held-out prediction's own MFU (before the discrepancy)
    mfu = lo["pred_mfu_lopo"].to_numpy(float)
    halv = {f"log2({a} / mfu)+": np.maximum(0.0, np.log2(a / np.maximum(mfu, 1e-6)))
            for a in (0.2, 0.3, 0.4, 0.5)}
    cands = {"none": np.zeros_like(mfu), **halv, "mfu < 0.15": 1.0 * (mfu < 0.15),
             "mfu < 0.25": 1.0 * (mfu < 0.25)}
    print(f"\nlow_mfu (in use: log2({D.MFU_REF} / mfu)+): per-row term")
    for name, x in cands.items():
        nll, cov, per = nested(r, {**base, "low_mfu": x}, pubs, info["sigma_in"])
        print(f"{name:22s} {nll:9.1f} {cov * 100:11.1f}% {per * 100:14.1f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
