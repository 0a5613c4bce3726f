"""A100 and Hopper rows' held-out residuals (data/derivations/steptime_lopo.csv) by attention's share of the model FLOPs
(2026-12-07, a fifty-second session; evidence of session 52's decision item 1b). Writes /work/s79/attn_resid.csv.

    .venv/bin/python data/collections/2026-12-07-session52-attention-residuals.py
"""
import glob, numpy as np, pandas as pd
from lifecycle.validate import steptime as V
from lifecycle.inputs import from_measurements
from lifecycle.model import workload as W
from lifecycle.hardware import hardware
lo = pd.read_csv('data/derivations/steptime_lopo.csv')
parts=[]
for f in sorted(set(lo._file)):
    p = f'data/measurements/{f}.csv' if glob.glob(f'data/measurements/{f}.csv') else f'data/{f}.csv'
    d = V.load_measurements(p)
    w, plan, hw, notes = from_measurements(d)
    fpt = W.flops_per_token(w, 0, causal=True)
    tot = np.asarray(fpt["model"]); att = np.asarray(fpt["attn_fwd"])*3
    parts.append(pd.DataFrame({"row_id": d.row_id, "attn_share": att/tot, "flash": np.asarray(w["flash_attention"])*np.ones(len(d)),
        "fused": np.asarray(w.get("fused_kernels",np.zeros(len(d))))*np.ones(len(d)), "native": np.asarray(w.get("native_attention",np.zeros(len(d))))*np.ones(len(d)), "seq": d.seq_len}))
a = pd.concat(parts)
m = lo.merge(a, on="row_id")
m["lr"] = np.log(m.pred_tokens_per_s_per_gpu_p50/m.tokens_per_s_per_gpu)
m["fam"] = m.accelerator.str.extract(r'^(a100|h100|h200|h800|gh200|b200|gb200|tpu|mi3)')[0]
m.to_csv('/work/s79/attn_resid.csv', index=False)
for fam in ["a100","h100","h800","h200","b200"]:
    x = m[(m.fam==fam)]
    x = x.assign(bin=pd.cut(x.attn_share,[0,0.05,0.1,0.2,0.35,0.5,1]))
    g = x.groupby(["bin","fused"],observed=True).lr.agg(["count","median"])
    print(fam); print(g.round(3).to_string())
