"""GEMM rate against shape on one GPU: the microbenchmark behind the shape-aware GEMM efficiency.

Times ``T x K`` by ``K x N`` products (BF16 through ``torch.matmul``; FP8 E4M3 through
``torch._scaled_mm`` with BF16 output) for token counts ``T`` and square and rectangular
weight shapes from 256 to 16384, the shapes of the linear layers of 0.1B to 400B models.
Each shape: 3 warm-ups, then enough repetitions for ~50 ms, CUDA-synchronised; writes
``gemm_sweep.csv`` (TFLOP/s = 2 T K N / time). Run on a lent GPU, never in CI.

Usage: ``python3 gemm_sweep.py --out DIR``
"""

from __future__ import annotations

import argparse
import os

import torch
from timing import mean_time, write_rows

DIMS = (256, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192, 16384)
TOKENS = (2048, 8192, 32768)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    dev = torch.device("cuda")
    rows = []
    one = torch.ones((), device=dev)
    shapes = [(t, k, k) for t in TOKENS for k in DIMS]  # square weights
    shapes += [(t, k, 4 * k) for t in TOKENS for k in DIMS if k <= 4096]  # MLP up
    shapes += [(t, 4 * k, k) for t in TOKENS for k in DIMS if k <= 4096]  # MLP down
    for t, k, n in shapes:
        a = torch.randn(t, k, device=dev, dtype=torch.bfloat16)
        b = torch.randn(k, n, device=dev, dtype=torch.bfloat16)
        dt, reps = mean_time(lambda: a @ b)
        rows.append({"dtype": "bf16", "tokens": t, "k": k, "n": n, "time_s": dt, "reps": reps,
                     "tflops": 2 * t * k * n / dt / 1e12})
        try:
            a8 = a.to(torch.float8_e4m3fn)
            b8 = b.t().contiguous().to(torch.float8_e4m3fn).t()
            dt, reps = mean_time(lambda: torch._scaled_mm(a8, b8, scale_a=one, scale_b=one, out_dtype=torch.bfloat16))
            rows.append({"dtype": "fp8", "tokens": t, "k": k, "n": n, "time_s": dt, "reps": reps,
                         "tflops": 2 * t * k * n / dt / 1e12})
        except (RuntimeError, AttributeError) as e:
            rows.append({"dtype": "fp8", "tokens": t, "k": k, "n": n, "error": str(e)[:200]})
        del a, b
        print(rows[-2]["dtype"], t, k, n, f"{rows[-2]['tflops']:.0f}", f"fp8 {rows[-1].get('tflops', 0):.0f}", flush=True)
    write_rows(os.path.join(args.out, "gemm_sweep.csv"), rows)

if __name__ == "__main__":
    main()
