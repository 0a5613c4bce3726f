"""Attention-core rate against sequence length, from the project's own SDPA sweep on an H100.

Reads ``data/attention_microbenchmarks.csv`` (``benchmarks/device/attn_sweep.py``: causal
BF16 attention forward + backward at 1k-16k tokens, head dims 64 and 128, with
FlashAttention-2 and cuDNN fused attention) and fits, per kernel and head dim, the
saturating curve of the step-time model (lifecycle/model/steptime.py)::

    rate(s) / gemm_rate = ratio_long x s / (s + s_half)

by least squares on the log rate, where ``gemm_rate`` is the same call's 8192^3 BF16 GEMM.
``ratio_long`` is the long-sequence attention efficiency relative to a large GEMM (the priors
``attn_eff_ratio``, FlashAttention-2 / eager stacks, and ``attn_eff_ratio_fused``, cuDNN /
Transformer Engine stacks) and ``s_half`` the sequence length at which attention reaches half
of it (the prior ``attn_half_seq``): short sequences leave the kernel's causal diagonal tiles,
softmax rescaling and launch tail a larger share. A microbenchmark, not a calibration row.
Run: ``python3 data/derivations/attention_seq.py``.
"""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]


def load() -> dict:
    """(backend, head_dim) -> (seq_len, attention rate / GEMM rate) arrays."""
    out: dict = {}
    for r in csv.DictReader(open(ROOT / "data/attention_microbenchmarks.csv")):
        key = (r["backend"], int(r["head_dim"]))
        s, ratio = out.setdefault(key, ([], []))
        s.append(float(r["seq_len"]))
        ratio.append(float(r["fwd_bwd_tflops"]) / float(r["gemm_bf16_tflops"]))
    return {k: (np.array(v[0]), np.array(v[1])) for k, v in out.items()}


def fit(s: np.ndarray, ratio: np.ndarray) -> tuple[float, float, float]:
    """(ratio_long, s_half, residual sd of the log ratio) by a grid over s_half, ratio_long in
    closed form (the mean log residual) at each."""
    grid = np.exp(np.linspace(np.log(50.0), np.log(20000.0), 3000))
    shape = np.log(s[None, :] / (s[None, :] + grid[:, None]))
    log_r = (np.log(ratio)[None, :] - shape).mean(axis=1)
    sse = ((np.log(ratio)[None, :] - shape - log_r[:, None]) ** 2).sum(axis=1)
    i = int(np.argmin(sse))
    return float(np.exp(log_r[i])), float(grid[i]), float(np.sqrt(sse[i] / len(s)))


def main() -> None:
    for (backend, hd), (s, ratio) in sorted(load().items()):
        r_long, s_half, sd = fit(s, ratio)
        print(f"{backend:16s} head_dim {hd:3d}: ratio_long {r_long:.3f}, s_half {s_half:5.0f} tokens, "
              f"residual sd {sd:.3f}; measured {dict(zip(s.astype(int).tolist(), ratio.round(3).tolist()))}")


if __name__ == "__main__":
    main()
