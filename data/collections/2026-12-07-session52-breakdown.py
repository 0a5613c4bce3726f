"""Step-time breakdown of measurement rows at the shipped posterior's medians (2026-12-07, a fifty-second session;
evidence of session 52's decision item 1a).

    .venv/bin/python data/collections/2026-12-07-session52-breakdown.py 'ROW_ID_REGEX' data/measurements/FILE.csv
"""
import sys, numpy as np, pandas as pd
import lifecycle.params as P
from lifecycle.validate import steptime as V
from lifecycle.inputs import from_measurements
from lifecycle.model import steptime as S
pat = sys.argv[1]; f = sys.argv[2]
df = V.load_measurements(f)
df = df[df.row_id.str.match(pat)].reset_index(drop=True)
cal = P.calibration("cached")  # never a fresh fit: "auto" samples one when the key has no posterior
assert cal is not None, "no posterior for this data"
draws, src = V.calibration_draws(cal, 200, 0)
eff = {**V.median_params(), **{k: float(np.median(v)) for k, v in draws.items() if k in S.EFF_NAMES}}
w, plan, hw, notes = from_measurements(df)
out = S.step_time(w, plan, hw, eff)
import lifecycle.model.steptime as SS
keys=["step_time_s","compute_s","comm_exposed_s","bubble_s","recompute_s","optimizer_s","overhead_s","mfu"]
o = pd.DataFrame({k: np.asarray(out[k]) for k in keys if k in out})
o.insert(0,"row",df.row_id); o.insert(1,"meas_step",df.step_time_s)
o["ratio_meas_over_pred"]=o.meas_step/o.step_time_s
pd.set_option("display.width",250); print(src); print(o.round(3).to_string())
