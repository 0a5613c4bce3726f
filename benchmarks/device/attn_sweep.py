"""Attention-core rate on one GPU: the microbenchmark behind the attention-efficiency priors.

Times causal ``scaled_dot_product_attention`` forward and forward + backward in BF16 with
each backend PyTorch offers on the GPU -- FlashAttention-2 (``FLASH_ATTENTION``, what eager
PyTorch stacks run) and cuDNN fused attention (``CUDNN_ATTENTION``, the kernel Transformer
Engine calls) -- for head dims 64 and 128 and sequences of 1k-16k tokens at ~64k tokens per
call. Writes ``attn_sweep.csv`` with the time and the rate in the step-time model's FLOP
convention (causal forward ``2 b heads s^2 d`` FLOPs, forward + backward three times that)
and the same call's large BF16 GEMM rate. Run on a lent GPU, never in CI.

Usage: ``python3 attn_sweep.py --out DIR``
"""

from __future__ import annotations

import argparse
import os

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

from timing import mean_time, write_rows

TOKENS = 65536


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    dev = torch.device("cuda")
    a = torch.randn(8192, 8192, device=dev, dtype=torch.bfloat16)
    gemm = 2 * 8192 ** 3 / mean_time(lambda: a @ a, 0.1, 500)[0] / 1e12
    del a
    rows = []
    for backend in ("FLASH_ATTENTION", "CUDNN_ATTENTION"):
        for hd in (64, 128):
            heads = 2048 // hd
            for s in (1024, 2048, 4096, 8192, 16384):
                b = max(1, TOKENS // s)
                q, k, v = (torch.randn(b, heads, s, hd, device=dev, dtype=torch.bfloat16, requires_grad=True)
                           for _ in range(3))
                fwd_flops = 2.0 * b * heads * s * s * hd  # causal: half of 4 b h s^2 d
                row = {"backend": backend, "head_dim": hd, "heads": heads, "seq_len": s, "batch": b,
                       "gemm_bf16_tflops": gemm}
                try:
                    with sdpa_kernel(getattr(SDPBackend, backend)):
                        t_f = mean_time(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True), 0.1, 500)[0]
                        g = torch.randn(b, heads, s, hd, device=dev, dtype=torch.bfloat16)

                        def fb():
                            o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
                            o.backward(g)
                        t_fb = mean_time(fb, 0.1, 500)[0]
                    row.update({"fwd_s": t_f, "fwd_bwd_s": t_fb, "fwd_tflops": fwd_flops / t_f / 1e12,
                                "fwd_bwd_tflops_model_convention": 3 * fwd_flops / t_fb / 1e12})
                except (RuntimeError, AttributeError) as e:
                    row["error"] = f"{type(e).__name__}: {str(e)[:200]}"
                rows.append(row)
                print({k: (round(v, 1) if isinstance(v, float) else v) for k, v in row.items()}, flush=True)
                del q, k, v
    write_rows(os.path.join(args.out, "attn_sweep.csv"), rows)

if __name__ == "__main__":
    main()
