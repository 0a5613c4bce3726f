"""Benchmark of the calibration: time from scratch, time of an estimate on the cached
posterior, diagnostics, and accuracy against the bundled measurements and disclosures.

    PYTENSOR_FLAGS=base_compiledir=.cache/pytensor python benchmarks/calibrate.py [--loo]

    ... benchmarks/calibrate.py --gradient   # only the cost of one logp + gradient
    ... benchmarks/calibrate.py --adaptation diag low_rank   # nutpie's mass-matrix adaptations

Prints numbers; never fails (benchmarks are not tests). "From scratch" means a fresh
calibration cache (PyTensor's compiled numba and C code in .cache/pytensor is reused when
it exists, as on any second run; delete that folder for a cold compile).

2026-11-27, 2 cores: the model with the step-time block (2,577 rows) costs 1.04 ms a
logp + gradient under numba (PyTensor 3's default), 1.61 ms under the C backend; the
disclosure-only model 18 us and 83 us. One fused elementwise loop over the step-time rows
is 55% of it. The calibration (nutpie, 4 x (700 + 2500) draws, 31 leapfrog steps a draw):
242-272 s with a warm compile cache.

2026-11-27 (a fifteenth session), 2 cores, 2 chains x (700 + 500): the diagonal mass
matrix took 69 leapfrog steps a draw, nutpie's low-rank one 32; 4 x (500 + 1000) low-rank:
219 s of sampling, R-hat 1.0058, bulk ESS 672, no divergence; 4 x (500 + 1250) low-rank,
seeds 0-2: 281-290 s, R-hat 1.0056-1.0099, bulk ESS 445-1,004 (sigma_disclosure_publisher),
so the diagonal one stays the default (R-hat 1.0048-1.0052, ESS 969-1,151 at 4 x (700 + 1250)).

2026-11-29 (a twentieth session), 2 cores, 2,618 rows: 1.64 ms a logp + gradient under numba
(3.17 ms under the C backend; disclosures only 30 us); at 4 x (800 + 2000) the diagonal mass
matrix took 67 leapfrog steps a draw, the low-rank one 31, with R-hat 1.0029-1.0042, bulk ESS
911-1,380 and no divergence for seeds 0-2: low-rank is the default since. A low-rank step costs
more (about 2.4 ms a gradient per core against 1.9), so in fresh clones (cold compile
cache; the diagonal run beside other work) calibrate() took 838 s against 926 s (nutpie's sampling 656 s against 721 s);
in the main tree with a warm cache the low-rank one took 452-502 s (the diagonal one not timed).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def compare_adaptations(names) -> None:
    """Sampling time, leapfrog steps a draw and diagnostics of each adaptation (no cache)."""
    from dataclasses import replace

    from lifecycle.bayes.calibrate import DEFAULT_SETTINGS, calibrate

    for name in names:
        cal = calibrate(replace(DEFAULT_SETTINGS, adaptation=name), save=False)
        steps = float(np.asarray(cal.tree["sample_stats"]["n_steps"]).mean())
        d = cal.diagnostics
        print(f"{name}: {cal.seconds:.1f} s (compile + sampling), {steps:.1f} leapfrog steps a "
              f"draw, R-hat max {d['rhat_max']:.4f}, bulk ESS min {d['ess_bulk_min']:.0f}, "
              f"divergences {d['divergences']}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--loo", action="store_true", help="also leave-one-source-out disclosures")
    ap.add_argument("--steptime-loo", action="store_true",
                    help="also leave-one-source-out step time (one full refit per source)")
    ap.add_argument("--scenario", default=str(ROOT / "data/scenarios/llama3-405b.yaml"))
    ap.add_argument("--gradient", action="store_true",
                    help="only time one logp + gradient of the calibration model per backend")
    ap.add_argument("--adaptation", nargs="+", choices=("diag", "low_rank"),
                    help="only compare nutpie's mass-matrix adaptations at the default settings")
    args = ap.parse_args(argv)
    if args.adaptation:
        compare_adaptations(args.adaptation)
        return 0
    if args.gradient:
        gradient_cost()
        return 0

    from lifecycle.bayes.calibrate import DEFAULT_SETTINGS, calibrate, get_posterior
    from lifecycle.bayes.predict import posterior_param_draws

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["LIFECYCLE_CACHE_DIR"] = tmp
        t0 = time.perf_counter()
        cal = calibrate(DEFAULT_SETTINGS, save=True)
        t_cal = time.perf_counter() - t0
        del os.environ["LIFECYCLE_CACHE_DIR"]
    d = cal.diagnostics
    print(f"calibration from scratch: {t_cal:.1f} s (2026-11-27: 242-272 s warm, 2 cores); "
          f"R-hat max {d['rhat_max']:.4f}, bulk ESS min {d['ess_bulk_min']:.0f}, "
          f"divergences {d['divergences']}")

    # estimate on the cached calibration (the repository cache; fitted if missing)
    cal = get_posterior()
    t0 = time.perf_counter()
    from lifecycle.mc import estimate
    from lifecycle.scenario import load_scenario

    sc = load_scenario(args.scenario)
    from lifecycle.bayes.calibrate import get_posterior as gp

    ps = posterior_param_draws(4000, np.random.default_rng(0), gp().draws)
    est = estimate(sc, draws=4000, seed=0, param_source=ps)
    print(f"estimate on cached calibration ({Path(args.scenario).name}, 4000 draws): "
          f"{time.perf_counter() - t0:.1f} s (target <= 30 s)")
    s = est.summary().set_index("quantity")
    for q in ("time_to_train_days", "gpu_hours", "total_tco2e"):
        if q in s.index:
            print(f"  {q}: p50 {s.loc[q, 'p50']:.4g} [{s.loc[q, 'p05']:.4g}, {s.loc[q, 'p95']:.4g}]")

    # step time, posterior predictive on every bundled measurement (in-sample)
    from lifecycle.validate import steptime as V

    frames = [V.load_measurements(p) for p in sorted((ROOT / "data/measurements").glob("*.csv"))]
    df = pd.concat(frames, ignore_index=True)
    out = V.predict(df, posterior_param_draws(200, np.random.default_rng(1), cal.draws))
    ok = ~out.pred_status.str.startswith("unsupported")
    o = out[ok]
    print_steptime_scores(o, f"step time (posterior, in-sample, {len(o)} rows)")

    if args.steptime_loo:
        steptime_loo(df)

    from lifecycle.validate.disclosures import validate_disclosures

    dis = pd.read_csv(ROOT / "data/disclosures.csv")
    modes = ["prior", "posterior"] + (["loo"] if args.loo else [])
    for mode in modes:
        t0 = time.perf_counter()
        _, sc_ = validate_disclosures(dis, mode=mode)
        g, n = sc_["gpu_hours"], sc_["naive_gpu_hours"]
        print(f"disclosures ({mode}, {time.perf_counter() - t0:.0f} s): GPU-hours MAPE "
              f"{g['mape']:.1%}, median {g['median_ape']:.1%}, 90% coverage "
              f"{g['coverage90']:.0%} (n={g['n']}); naive 6ND/(0.375 peak) median "
              f"{n['median_ape']:.1%}")
    return 0


def gradient_cost(seconds: float = 5.0) -> None:
    """Time of one logp + gradient at the initial point, per model and PyTensor backend."""
    from pymc.blocking import DictToArrayBijection
    from pytensor.compile.mode import get_mode

    from lifecycle.bayes.model import build_model

    for steptime in (True, False):
        model, _ = build_model(steptime=steptime)
        x = DictToArrayBijection.map(model.initial_point()).data
        for mode in ("NUMBA", "CVM"):
            t0 = time.perf_counter()
            fn = model.logp_dlogp_function(ravel_inputs=True, mode=get_mode(mode))
            fn.set_extra_values({})
            fn(x)
            t_compile = time.perf_counter() - t0
            n, t0 = 0, time.perf_counter()
            while time.perf_counter() - t0 < seconds:
                fn(x)
                n += 1
            per = (time.perf_counter() - t0) / n
            what = "with the step-time block" if steptime else "disclosures only"
            print(f"logp + gradient, {what}, {mode}: {per * 1e6:.0f} us a call "
                  f"(compile and first call {t_compile:.1f} s)")


def steptime_loo(df: pd.DataFrame) -> None:
    """Each measurement source predicted by a posterior fitted without it."""
    from lifecycle.bayes.calibrate import LOO_SETTINGS, calibrate
    from lifecycle.bayes.predict import posterior_param_draws
    from lifecycle.validate import steptime as V

    groups = df["source"].astype(str).str.split(",").str[0].str.strip()
    parts = []
    for g in sorted(groups.unique()):
        t0 = time.perf_counter()
        cal = calibrate(LOO_SETTINGS, save=False, exclude_steptime_groups=(g,))
        sub = df[groups == g]
        out = V.predict(sub, posterior_param_draws(200, np.random.default_rng(2), cal.draws))
        parts.append(out)
        print(f"  left out {g[:45]:<45} ({len(sub)} rows, fit {time.perf_counter() - t0:.0f} s)")
    o = pd.concat(parts)
    o = o[~o.pred_status.str.startswith("unsupported")]
    print_steptime_scores(o, f"step time leave-one-source-out ({len(o)} rows)")


def print_steptime_scores(o: pd.DataFrame, title: str) -> None:
    """MAPE, median APE and 90% coverage (lifecycle.metrics), overall and per source."""
    from lifecycle.metrics import scores

    def sc(g):
        return scores(g.tokens_per_s_per_gpu, g.pred_tokens_per_s_per_gpu_p05,
                      g.pred_tokens_per_s_per_gpu_p50, g.pred_tokens_per_s_per_gpu_p95)

    s = sc(o)
    print(f"{title}: MAPE {s['mape']:.1%}, median {s['median_ape']:.1%}, "
          f"90% coverage {s['coverage90']:.0%}")
    for src, g in o.groupby(o.source.str.split(",").str[0]):
        s = sc(g)
        print(f"  {src[:50]:<50} n={len(g):>4} MAPE {s['mape']:.1%} cov {s['coverage90']:.0%}")


if __name__ == "__main__":
    raise SystemExit(main())
