"""Blind prediction of candidate rows by the shipped posterior (2026-12-07, a fifty-first session; the tool that
produced the figures of entries 73-75 in data/validation/README.md), run from the repository root with the
posterior of the commit the entry names: as an unseen publisher and with each row's own publisher offset.

    .venv/bin/python data/collections/2026-12-07-session51-blind.py ROWS.csv OUT_PREDICTIONS.csv
"""
import sys, os, tempfile
import numpy as np, pandas as pd
import lifecycle as lc
from lifecycle.validate import steptime as V
from lifecycle.validate.steptime import regime_table

rows, out = sys.argv[1], sys.argv[2]
df = pd.read_csv(rows).drop(columns=["target_file"], errors="ignore")
tmp = os.path.join(tempfile.mkdtemp(), "rows.csv"); df.to_csv(tmp, index=False)
d = V.load_measurements(tmp)
res = {}
for v, newp in (("unseen", True), ("own", False)):
    # the shipped (or cached) posterior of the current data, never a fresh fit: a blind entry is
    # predicted by a posterior that exists (session 52 made this "cached" after a diagnostic fitted one)
    r = lc.validate_steptime(d, new_publisher=newp, source="cached", seed=0)
    assert r.attrs.get("param_source") == "posterior", "no posterior for this data: restore the look's files"
    res[v] = r
    t = regime_table(r)
    obs = r["tokens_per_s_per_gpu"]; p = r["pred_tokens_per_s_per_gpu_p50"]
    inside = ((r["pred_tokens_per_s_per_gpu_p05"] <= obs) & (obs <= r["pred_tokens_per_s_per_gpu_p95"])).sum()
    print(f"== {v}: rows {len(r)} inside {inside} of {len(r)}  source={r.attrs.get('param_source')}")
    print(t.to_string(index=False))
keep = ["row_id", "tokens_per_s_per_gpu"]
o = res["unseen"][keep].copy()
for v in ("unseen", "own"):
    for c in ("p05", "p50", "p95"):
        o[f"pred_tokens_per_s_per_gpu_{c}_{v}"] = res[v][f"pred_tokens_per_s_per_gpu_{c}"].values
    o[f"pred_status_{v}"] = res[v]["pred_status"].values
o["ratio_unseen"] = o["pred_tokens_per_s_per_gpu_p50_unseen"] / o["tokens_per_s_per_gpu"]
o["ratio_own"] = o["pred_tokens_per_s_per_gpu_p50_own"] / o["tokens_per_s_per_gpu"]
o.to_csv(out, index=False)
pd.set_option("display.width", 200)
print(o[["row_id", "tokens_per_s_per_gpu", "pred_tokens_per_s_per_gpu_p05_unseen", "pred_tokens_per_s_per_gpu_p50_unseen",
         "pred_tokens_per_s_per_gpu_p95_unseen", "ratio_unseen", "ratio_own", "pred_status_unseen"]].round(3).to_string(index=False))
