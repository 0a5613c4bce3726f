"""Half-rate GEMM dimension, from the project's own GEMM shape sweep on an H100.

Reads ``data/gemm_microbenchmarks.csv`` (``benchmarks/device/gemm_sweep.py``: T x K by
K x N products, BF16 and FP8, K and N from 256 to 16,384) and fits, per precision, the
saturating curve of the step-time model (lifecycle/model/gemm.py)::

    rate(K, N) / rate_large = m / (m + d_half),   m = min(K, N)

by least squares on the log ratio, where ``rate_large`` is the median rate of the products
with ``m >= 4096``. Products that run under 50 us are left out: launched back to back from
Python they measure the launch rate, not the kernel. Prints ``d_half``, the residual spread
and a 90% interval of ``d_half`` from a bootstrap over the products: the evidence for the
priors ``gemm_half_dim`` and ``gemm_half_dim_fp8`` in priors/steptime.yaml (a microbenchmark,
not a calibration row; the priors are widened beyond it for other generations and stacks).
Run: ``python3 data/derivations/gemm_shape.py``.
"""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
MIN_KERNEL_S = 50e-6
LARGE = 4096


def load(dtype: str) -> tuple[np.ndarray, np.ndarray]:
    """(m = min(K, N), rate / rate_large) of the timed products of one precision."""
    rows = [r for r in csv.DictReader(open(ROOT / "data/gemm_microbenchmarks.csv"))
            if r["dtype"] == dtype and float(r["time_s"]) >= MIN_KERNEL_S]
    m = np.array([min(int(r["gemm_k"]), int(r["gemm_n"])) for r in rows], float)
    rate = np.array([float(r["achieved_tflops"]) for r in rows])
    return m, rate / np.median(rate[m >= LARGE])


def fit(m: np.ndarray, ratio: np.ndarray) -> float:
    """Least-squares ``d_half`` of log(ratio) = log(m / (m + d)) on a log grid. [elements]"""
    grid = np.exp(np.linspace(np.log(1.0), np.log(5000.0), 4000))
    sse = ((np.log(ratio)[None, :] - np.log(m[None, :] / (m[None, :] + grid[:, None]))) ** 2).sum(axis=1)
    return float(grid[np.argmin(sse)])


def main() -> None:
    rng = np.random.default_rng(0)
    for dtype in ("bf16", "fp8"):
        m, ratio = load(dtype)
        d = fit(m, ratio)
        resid = np.log(ratio) - np.log(m / (m + d))
        boot = [fit(m[i], ratio[i]) for i in (rng.integers(0, len(m), len(m)) for _ in range(300))]
        lo, hi = np.percentile(boot, [5, 95])
        at = {k: round(k / (k + d), 3) for k in (512, 768, 1024, 2048, 8192)}
        print(f"{dtype}: {len(m)} products, d_half {d:.0f} (90% bootstrap {lo:.0f}-{hi:.0f}), residual sd "
              f"{resid.std():.3f}; rate / large at m = {at}")


if __name__ == "__main__":
    main()
