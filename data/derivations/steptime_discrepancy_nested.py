"""Nested held-out check of the step-time discrepancy scales.

    .venv/bin/python data/derivations/steptime_discrepancy_nested.py

``steptime_discrepancy.py`` fits the discrepancy scales to the
leave-one-publisher-out residuals of ``data/measurements`` and reports how many
of those residuals fall inside the widened 90% intervals. That share is
in-sample for the scales. Here each publisher's rows are scored with scales
refitted **without** that publisher's residuals (the same fit, the same
fallbacks), so the share says whether the scales over-fit the residuals they
learn from. Nothing from ``data/validation/`` is read. It prints the share of
rows (and the mean over publishers) inside +-1.645 sd, nested and not, overall
and for the MoE, small-model and few-publisher rows.

Run 2026-11-27 (a tenth session) on the rows of that day before the Apple,
Hugging Face and Microsoft rows joined: nested 92.8% (mean over publishers
92.6%) against 93.0% not nested; MoE 95.0% / 96.2%, small models 92.5% /
92.5%, few-publisher generations 90.3% / 91.6%.
After they joined (1,242 held-out rows, 41 publishers): nested 92.8% (mean
over publishers 90.4%) against 92.8%; MoE 94.3% / 95.6%, small models 93.4% /
92.6%, few-publisher generations 87.5% / 89.2%.
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
from lifecycle.discrepancy_fit import feature_variance, fit_scales  # noqa: E402
from lifecycle.validate.lopo import steptime_lopo  # noqa: E402
from steptime_discrepancy import FALLBACK, MIN_ROWS, PRIOR_SD  # noqa: E402

Z90 = 1.645


def main() -> int:
    warnings.filterwarnings("ignore")
    lo, info = steptime_lopo()
    s_in = info["sigma_in"]
    r = lo["resid"].to_numpy()
    pubs = lo["publisher"].to_numpy().astype(str)
    X = {k: lo[k].to_numpy(float) for k in D.FEATURES}
    full, _ = fit_scales(r, X, pubs, s_in, FALLBACK, PRIOR_SD, MIN_ROWS)
    z_full = np.abs(r) / np.sqrt(s_in ** 2 + feature_variance(full, X))
    z_nest = np.empty_like(r)
    for p in sorted(set(pubs)):
        m = pubs == p
        sc, _ = fit_scales(r[~m], {k: v[~m] for k, v in X.items()}, pubs[~m], s_in, FALLBACK,
                           PRIOR_SD, MIN_ROWS)
        z_nest[m] = np.abs(r[m]) / np.sqrt(s_in ** 2 + feature_variance(sc, {k: v[m] for k, v in X.items()}))
        print(f"{p:14s} rows {m.sum():4d}  inside nested {np.mean(z_nest[m] <= Z90):5.2f}  "
              f"not nested {np.mean(z_full[m] <= Z90):5.2f}")
    per_pub = np.mean([np.mean(z_nest[pubs == p] <= Z90) for p in set(pubs)])
    print(f"nested {np.mean(z_nest <= Z90) * 100:.1f}% of {len(r)} rows (mean over publishers "
          f"{per_pub * 100:.1f}%); not nested {np.mean(z_full <= Z90) * 100:.1f}%")
    for name, mask in (("moe", X["moe"] > 0), ("small_model", X["small_model"] > 0),
                       ("family_few_publishers", X["family_few_publishers"] > 0)):
        print(f"  {name:22s} {mask.sum():4d} rows: nested {np.mean(z_nest[mask] <= Z90) * 100:.1f}%, "
              f"not nested {np.mean(z_full[mask] <= Z90) * 100:.1f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
