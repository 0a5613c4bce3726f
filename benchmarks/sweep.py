"""Benchmark: vectorised plan x draw evaluation, a 10,000 x 500 sweep, and the 405B search.

Targets (issue 7; measured figures, not timed tests):

1. >= 1,000,000 plan x draw evaluations per second per core in the vectorised
   evaluation (step time + lifecycle chain + per-plan quantiles + per-draw
   winners); measured as CPU seconds of one thread, so other load on the
   machine does not distort it. The step-time model alone is timed too.
2. A 10,000-plan x 500-draw sweep in <= 10 s (wall, all cores, local threads).
3. A sweep over every valid plan of data/scenarios/llama3-405b.yaml finds a plan
   at least as fast (p50) as the hand-written plan, evaluated on the same draws.

Run: ``.venv/bin/python benchmarks/sweep.py [--draws N] [--skip-405b]``. Prints, never fails.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
SMALL = {"schema_version": 1, "name": "bench-7b",
         "model": {"arch": "dense", "layers": 32, "hidden": 4096, "ffn_hidden": 11008,
                   "ffn_gated": True, "heads": 32, "kv_heads": 32, "vocab": 32000, "seq_len": 4096},
         "training": {"tokens": 1e11, "global_batch_seqs": 512},
         "plan": "auto", "cluster": {"accelerator": "h100-sxm5-80gb", "count": 64},
         "site": {"region": "us-average"}}


def throughput(sc, draws: int) -> None:
    from lifecycle.model.steptime import step_time
    from lifecycle.sweep.evaluate import evaluate_chunk, plan_arrays
    from lifecycle.sweep.plans import enumerate_plans
    from lifecycle.sweep.runner import _configs

    cfg = _configs(sc, None, None, None, draws, 0, np.float64)[0]
    cols = enumerate_plans(cfg.w, 64, 8)
    for p in (100, 400, 1600):
        sub = {k: v[:p] for k, v in cols.items()}
        evaluate_chunk(cfg, sub)
        c0, w0 = time.process_time(), time.perf_counter()
        for _ in range(3):
            evaluate_chunk(cfg, sub)
        cpu, wall = (time.process_time() - c0) / 3, (time.perf_counter() - w0) / 3
        pa = plan_arrays(sub)
        c1 = time.process_time()
        for _ in range(3):
            step_time(cfg.w, pa, cfg.hw, cfg.draws)
        st_cpu = (time.process_time() - c1) / 3
        print(f"  chunk {p:5d} plans x {draws} draws: full chain {p * draws / cpu / 1e6:.2f} M evals/s "
              f"per core (cpu {cpu * 1e3:.0f} ms, wall {wall * 1e3:.0f} ms); step time alone "
              f"{p * draws / st_cpu / 1e6:.2f} M/s")


def big_sweep(sc, plans: int, draws: int) -> None:
    from lifecycle.sweep.runner import run_sweep

    run_sweep(sc, max_plans=50, draws=draws)  # warm imports and tables
    c0, w0 = time.process_time(), time.perf_counter()
    r = run_sweep(sc, max_plans=plans, draws=draws)
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    n = r.counts["evaluated"] * draws
    print(f"  {r.counts['evaluated']} plans x {draws} draws ({n / 1e6:.1f} M evals): wall {wall:.2f} s "
          f"(enumerate+screen {r.timings['enumerate_s']:.2f} s, evaluate {r.timings['evaluate_s']:.2f} s), "
          f"cpu {cpu:.2f} s; {r.counts['feasible']} fit, {r.counts['pareto']} on the front")


def llama405(draws: int) -> None:
    from lifecycle.scenario import load_scenario
    from lifecycle.sweep.evaluate import evaluate_chunk
    from lifecycle.model.recompute import RECOMPUTE_MODES
    from lifecycle.sweep.plans import PLAN_COLUMNS
    from lifecycle.sweep.runner import _configs, run_sweep

    sc = load_scenario(REPO / "data" / "scenarios" / "llama3-405b.yaml")
    p = sc.plan
    hand = {k: np.array([int(getattr(p, k)) if k not in ("recompute",) else
                         RECOMPUTE_MODES.index(p.recompute)]) for k in PLAN_COLUMNS}
    w0 = time.perf_counter()
    r = run_sweep(sc, draws=draws, seed=0)
    wall = time.perf_counter() - w0
    cfg = _configs(sc, None, None, None, draws, 0, np.float64)[0]
    h = evaluate_chunk(cfg, hand).summary
    t = r.table
    best = t.loc[t["time_to_train_days_p50"].idxmin()]
    plan = ", ".join(f"{k}={best[k]}" for k in PLAN_COLUMNS)
    print(f"  all {r.counts['enumerated']} valid plans x {draws} draws in {wall:.1f} s; "
          f"{r.counts['feasible']} fit in memory (>= 90% of draws), {r.counts['pareto']} on the front")
    print(f"  hand-written plan: p50 {h['time_to_train_days_p50'][0]:.2f} days "
          f"(step {h['step_time_s_p50'][0]:.2f} s, MFU {h['mfu_p50'][0]:.3f}, fits in "
          f"{h['fit_prob'][0]:.0%} of draws)")
    print(f"  fastest plan found: p50 {best['time_to_train_days_p50']:.2f} days (step "
          f"{best['step_time_s_p50']:.2f} s, MFU {best['mfu_p50']:.3f}, fits in "
          f"{best['fit_prob']:.0%}): {plan}")
    ratio = best["time_to_train_days_p50"] / h["time_to_train_days_p50"][0]
    print(f"  fastest / hand-written = {ratio:.3f} ({'at least as fast' if ratio <= 1 else 'slower'})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--draws", type=int, default=500)
    ap.add_argument("--plans", type=int, default=10_000)
    ap.add_argument("--draws-405b", type=int, default=200)
    ap.add_argument("--skip-405b", action="store_true")
    args = ap.parse_args()
    from lifecycle.scenario.load import scenario_from_dict

    sc = scenario_from_dict(SMALL)
    print("1. vectorised evaluation (7B dense on 64 H100):")
    throughput(sc, args.draws)
    print(f"2. sweep of {args.plans} plans x {args.draws} draws (local threads):")
    big_sweep(sc, args.plans, args.draws)
    if not args.skip_405b:
        print("3. llama3-405b: every valid plan vs the hand-written one:")
        llama405(args.draws_405b)


if __name__ == "__main__":
    main()
