"""In-sample bounds check of the shipped posterior over seeds 0-2 (2026-12-07, a fifty-first session): the loop of
tests/validation/test_measurements.py::test_posterior_in_sample run at three seeds, which gave the figures
cited in tests/validation/in_sample_bounds.py for looks 116-117. Run from the repository root."""
import sys
sys.path.insert(0, "tests/validation")
import lifecycle as lc
from in_sample_bounds import IN_SAMPLE_COVERAGE, IN_SAMPLE_MAPE, WORST_GROUP_MAPE
from lifecycle.paths import measurements_dir
from lifecycle.validate.common import coverage, mape_pct
from lifecycle.validate.steptime import load_measurements, predict, calibration_draws

from lifecycle.params import calibration as _get
cal = _get("cached")  # never a fresh fit (session 52)
assert cal is not None, "no posterior for this data"
res = {}
for seed in (0, 1, 2):
    draws, _ = calibration_draws(cal, 200, seed=seed)
    for f in sorted(p.name for p in measurements_dir().glob("*.csv")):
        out = predict(load_measurements(measurements_dir() / f), draws)
        inf = list(out.row_id[out.pred_status.str.startswith("infeasible")].astype(str))
        ok = out[~out.pred_status.str.startswith("unsupported")]
        m = mape_pct(ok.pred_tokens_per_s_per_gpu_p50, ok.tokens_per_s_per_gpu)
        c = coverage(ok.pred_tokens_per_s_per_gpu_p05, ok.pred_tokens_per_s_per_gpu_p95, ok.tokens_per_s_per_gpu)
        worst = (None, 0.0)
        for key, g in ok.groupby("accelerator"):
            if len(g) >= 3:
                w = mape_pct(g.pred_tokens_per_s_per_gpu_p50, g.tokens_per_s_per_gpu)
                if w > worst[1]:
                    worst = (key, w)
        res.setdefault(f, []).append((m, c, worst, inf))
bad = False
for f, v in res.items():
    mb, cb, wb = IN_SAMPLE_MAPE.get(f, 12.0), IN_SAMPLE_COVERAGE.get(f, 0.85), WORST_GROUP_MAPE.get(f, 20.0)
    fl = []
    if max(x[0] for x in v) > mb: fl.append(f"MAPE>{mb}")
    if min(x[1] for x in v) < cb: fl.append(f"cov<{cb}")
    if max(x[2][1] for x in v) > wb: fl.append(f"worst>{wb}")
    infs = sorted(set(sum((x[3] for x in v), [])))
    if fl: bad = True
    print(f"{f:45s} MAPE {min(x[0] for x in v):5.1f}-{max(x[0] for x in v):5.1f} (<= {mb})  cov {min(x[1] for x in v):.3f}-{max(x[1] for x in v):.3f} (>= {cb})  worst {v[0][2][0]} {max(x[2][1] for x in v):5.1f} (<= {wb}) inf {infs} {' '.join(fl)}")
print("BOUNDS FAIL" if bad else "BOUNDS OK")
