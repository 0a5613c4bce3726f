"""Speed of the vectorised step-time model: plan evaluations per second, one core.

Run: ``OMP_NUM_THREADS=1 python benchmarks/steptime.py [N]`` (default 1,000,000
plans). Prints figures; not a timed test. For scale: Calculon evaluates about
165 configurations per second per core.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from lifecycle.model.steptime import step_time  # noqa: E402
from lifecycle.validate.steptime import median_params  # noqa: E402


def plans(n: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    tp = rng.choice([1., 2., 4., 8.], n)
    pp = rng.choice([1., 2., 4., 8., 16.], n)
    dp = rng.choice([8., 64., 512.], n)
    mb = rng.choice([1., 2., 4.], n)
    w = dict(layers=np.full(n, 80.), hidden=np.full(n, 8192.), ffn_hidden=np.full(n, 28672.), ffn_gated=1.,
             heads=64., kv_heads=8., vocab=128256., seq_len=8192., num_experts=1., experts_per_token=1.,
             shared_experts=0., moe_ffn_hidden=28672., first_dense_layers=0., capacity_factor=1.,
             global_batch_seqs=np.full(n, 4096.), bytes_per_param=2., is_fp8=0., flash_attention=1.,
             fused_kernels=1.)
    plan = dict(tp=tp, pp=pp, dp=dp, cp=1., ep=1., vp=1., micro_batch=mb,
                sequence_parallel=rng.integers(0, 2, n).astype(float),
                zero_stage=rng.integers(0, 4, n).astype(float), recompute=rng.integers(0, 3, n).astype(float))
    hw = dict(peak_tflops=989., peak_bf16_tflops=989., hbm_gb=80., hbm_bw_gb_per_s=3350.,
              intra_bw_gb_per_s=450., intra_latency_us=3., inter_bw_gb_per_s=50., inter_latency_us=6.6,
              domain_size=8., gpus_per_node=8., num_gpus=tp * pp * dp, family_index=2.)
    return w, plan, hw


def main(n: int = 1_000_000) -> None:
    w, plan, hw = plans(n)
    eff = median_params()
    step_time(*plans(1000), eff)  # warm-up
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        r = step_time(w, plan, hw, eff)
        best = min(best, time.perf_counter() - t)
    assert np.all(np.isfinite(r["step_time_s"]))
    print(f"{n:,} plans in {best:.3f} s -> {n / best:,.0f} plan evaluations/s (one core, numpy, best of 3)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000)
