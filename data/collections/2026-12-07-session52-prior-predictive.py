"""Prior-predictive MAPE and coverage of the two files of tests/validation/test_measurements.py over seeds 0-7
(64 prior draws each; 2026-12-07, a fifty-second session: the figures in that module's docstring). Run from the
repository root."""
import numpy as np
from lifecycle.paths import measurements_dir
from lifecycle.validate.common import coverage, mape_pct
from lifecycle.validate.steptime import load_measurements, predict, sample_prior_draws
FILES = ["steptime_measurements.csv", "steptime_measurements_vtrain_single_node.csv"]
res = {f: [] for f in FILES}
for seed in range(8):
    draws = sample_prior_draws(64, seed=seed)
    for f in FILES:
        df = predict(load_measurements(measurements_dir() / f), draws)
        m = mape_pct(df.pred_tokens_per_s_per_gpu_p50, df.tokens_per_s_per_gpu)
        c = coverage(df.pred_tokens_per_s_per_gpu_p05, df.pred_tokens_per_s_per_gpu_p95, df.tokens_per_s_per_gpu)
        res[f].append((c, m))
        if seed == 0 and f == FILES[0]:
            print("baseline", mape_pct(df.baseline_tokens_per_s_per_gpu, df.tokens_per_s_per_gpu))
for f, v in res.items():
    v = np.array(v)
    print(f, "seed0 cov %.3f mape %.2f; mean cov %.3f sd %.3f; mean mape %.2f sd %.2f" % (v[0,0], v[0,1], v[:,0].mean(), v[:,0].std(ddof=1), v[:,1].mean(), v[:,1].std(ddof=1)))
