"""Each calibration row's host share (the model's host launch time per layer over its layer time,
at the shipped posterior's medians) beside its held-out residual (`derivations/steptime_lopo.csv`),
grouped by host share: the reading behind `2026-12-06-session47-decision.txt` (at look 110) and
`2026-12-06-session47-host-moe-conflict.md` (at look 111). Written 2026-12-06, a forty-seventh
session; run from the repository root:

    python data/collections/2026-12-06-session47-host-share.py [--all] [--out FILE.csv]

MoE rows only unless --all. Reads the posterior in posterior/ by path (never a refit).
"""
import argparse
import glob

import numpy as np
import pandas as pd

from lifecycle.bayes.calibrate import load
from lifecycle.inputs import from_measurements
from lifecycle.model import host as H
from lifecycle.model import steptime as S
from lifecycle.validate.steptime import EFF_NAMES, calibration_draws

ap = argparse.ArgumentParser()
ap.add_argument("--all", action="store_true")
ap.add_argument("--out")
a = ap.parse_args()
eff, _ = calibration_draws(load(glob.glob("posterior/*.nc")[0]), 400)
med = {k: float(np.median(eff[k])) for k in EFF_NAMES}
lo = pd.read_csv("data/derivations/steptime_lopo.csv")
lo["r"] = lo.tokens_per_s_per_gpu / lo.pred_lopo - 1  # + = measured faster than predicted
df = pd.concat(pd.read_csv(f, low_memory=False) for f in glob.glob("data/measurements/*.csv"))
keep = lo.row_id if a.all else lo[lo.moe == 1].row_id
df = df[df.row_id.isin(keep)].drop_duplicates("row_id").reset_index(drop=True)
w, plan, hw, _ = from_measurements(df)
cap = {}
host_fn, layer_fn = H.host_time_per_layer, S._layer


def host(*x, **k):  # record what the step-time model computes, unchanged
    cap["host"] = host_fn(*x, **k)
    return cap["host"]


def layer(*x, **k):
    r = layer_fn(*x, **k)
    cap.update(r)
    return r


S.H.host_time_per_layer, S._layer = host, layer
S.step_time(w, plan, hw, med)
n = len(df)
out = pd.DataFrame({"row_id": df.row_id, "cuda_graphs": df.cuda_graphs.fillna("none"),
                    "host_ms": np.broadcast_to(cap["host"], n) * 1e3,
                    "layer_ms": np.broadcast_to(cap["t_layer"], n) * 1e3})
out["host_share"] = out.host_ms / out.layer_ms
out = out.merge(lo[["row_id", "publisher", "accelerator", "r"]], on="row_id")
if a.out:
    out.to_csv(a.out, index=False)
bins = pd.cut(out.host_share, [0, 0.5, 0.8, 1.01])
print(out[~out.accelerator.str.startswith("tpu")].groupby(["cuda_graphs", bins], observed=True).r
      .agg(["size", "median"]).to_string())
