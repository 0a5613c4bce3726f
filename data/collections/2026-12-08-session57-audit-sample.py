"""Draw the rows of a fifty-seventh session's middle-of-the-distribution audit (decision item 3).

The three audits of session 56 read rows from both tails of look 125's held-out residuals and found an
encoding error in 14 of 67. Whether that rate belongs to the tails or to the data as a whole needs rows the
residuals do not single out: 24 rows drawn at random (seed 57) from the middle half of the signed held-out
residuals (between their 25th and 75th percentiles) in data/derivations/steptime_lopo.csv, at most one per
publisher, excluding rows session 56 audited, the project's own device rows, vTrain's reference tables and
apple_axlearn.csv (audited per row for its remat policies, decision item 4). Writes
collections/2026-12-08-session57-audit-rows.csv (row ids, file, publisher; no residual).
"""
import glob

import numpy as np
import pandas as pd

C = "data/collections/"
lopo = pd.read_csv("data/derivations/steptime_lopo.csv")
lo, hi = lopo["resid"].quantile([0.25, 0.75])
done = set()
for f in glob.glob(C + "2026-12-07-session56-audit*-rows.csv"):
    done |= set(pd.read_csv(f)["row_id"])
skip = lopo["_file"].str.startswith(("lifecycle_device", "steptime_measurements_vtrain")) | (lopo["_file"] == "apple_axlearn")
mid = lopo[(lopo["resid"] >= lo) & (lopo["resid"] <= hi) & ~lopo["row_id"].isin(done) & ~skip]
rng = np.random.default_rng(57)
pubs = sorted(mid["publisher"].unique())
chosen = rng.choice(pubs, size=min(24, len(pubs)), replace=False)
rows = [mid[mid["publisher"] == p].sample(1, random_state=int(rng.integers(1 << 31))) for p in sorted(chosen)]
out = pd.concat(rows)[["row_id", "_file", "publisher"]].sort_values("row_id")
out.to_csv(C + "2026-12-08-session57-audit-rows.csv", index=False)
print(f"{len(mid)} rows in the middle half ({lo:+.3f}..{hi:+.3f}), {len(pubs)} publishers; drew {len(out)}")
