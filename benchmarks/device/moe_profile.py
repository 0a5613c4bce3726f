"""Where an MoE training step's time goes: CUDA kernel time by kind, from ``torch.profiler``.

``train_step.py``'s decoder at configurations of its measured MoE rows (Qwen3-30B-A3B's expert
layers: 128 experts, top-8, 4 layers) and a dense one beside them: after warm-up steps, three
steps under ``torch.profiler`` (CUDA activity), every kernel's device time summed by name and
sorted into kinds (GEMM, grouped GEMM, attention, elementwise/cast, copy/gather, atomic scatter,
sort, reduction, optimizer, other), beside the steps' wall time: the gap is the host's share.
The evidence for where the calibration's MoE rows lose the time the grouped-GEMM kernel
microbenchmark (``grouped_sweep.py``) does not show; two configurations repeat the eager MoE
rows with one host wait for the token counts per MoE layer (``moe_sync_counts``), the cost the held-out
experiment of 2026-11-29 (ARCHITECTURE.md, "What changed since look 57" (3)) could only infer
from published rows. Writes ``moe_profile.csv`` (one row per
configuration and kind) and ``moe_kernels.csv`` (per kernel name). Run on a lent GPU, never in CI.

Usage: ``python3 moe_profile.py --out DIR``
"""

from __future__ import annotations

import argparse
import os
import time

import torch
from device_configs import Config
from timing import write_rows
from torch.profiler import ProfilerActivity, profile
from train_step import Decoder, rope_tables

from device_configs import _Q3, _Q3M  # noqa: E402  (the measured rows' shapes: set 10)

CONFIGS = [
    Config("moe-q3a3b-d4-b1", *_Q3, 2048, 50304, 1, **_Q3M),
    Config("moe-q3a3b-d4-b4", *_Q3, 2048, 50304, 4, **_Q3M),
    Config("moe-q3a3b-d4-b1-compiled", *_Q3, 2048, 50304, 1, compile=True, **_Q3M),
    Config("dense-d4-h2048-f6144-b1", 4, 2048, 6144, 16, 4, 2048, 50304, 1),
]
# the same eager layers with the host waiting for the token counts before the experts, once
# per MoE layer forward (Config.moe_sync_counts), as Megatron-Core's dropless all-to-all dispatcher
# does (cuda_sync_point "before_ep_alltoall": NCCL needs host split sizes) and torchtitan's expert
# parallelism does; the wall-time difference to the rows above is that wait's cost
CONFIGS += [
    Config("moe-q3a3b-d4-b1-sync", *_Q3, 2048, 50304, 1, moe_sync_counts=True, **_Q3M),
    Config("moe-q3a3b-d4-b4-sync", *_Q3, 2048, 50304, 4, moe_sync_counts=True, **_Q3M),
]
KINDS = (  # first match wins; lower-case substrings of kernel names
    ("optimizer", ("multi_tensor", "fused_adam", "adam")),
    ("grouped_gemm", ("grouped", "group_gemm", "gmm")),
    ("attention", ("flash", "fmha", "attention", "cudnn")),
    ("gemm", ("gemm", "sm90_xmma", "nvjet", "cutlass", "cublas", "sgemm", "hgemm", "ampere_", "sm80_")),
    ("atomic_scatter", ("index_add", "scatter_add", "indexing_backward", "index_put", "scatter")),
    ("sort", ("sort", "radix", "bincount", "histogram", "cumsum", "scan")),
    ("gather_copy", ("index", "gather", "copy", "cat", "memcpy")),
    ("reduction", ("reduce", "norm", "softmax", "topk", "max", "sum", "mean")),
    ("elementwise", ("elementwise", "vectorized", "unrolled", "triton", "silu", "mul", "add", "fill")),
)


def kind(name: str) -> str:
    n = name.lower()
    return next((k for k, words in KINDS if any(w in n for w in words)), "other")


def build(c: Config, dev):
    torch.manual_seed(0)
    torch._dynamo.reset()
    with torch.device(dev):
        model = Decoder(c)
    if c.compile:
        for blk in model.blocks:
            blk.compile()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=True)
    cos, sin = rope_tables(c.seq_len, c.hidden // c.heads // 2 * 2, dev)
    ids = torch.randint(0, c.vocab, (c.micro_batch, c.seq_len + 1), device=dev)
    amp = torch.autocast(device_type="cuda", dtype=torch.bfloat16)

    def step():
        with amp:
            loss = model(ids[:, :-1], ids[:, 1:], cos, sin)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
    return step


def profile_config(c: Config, dev, steps: int = 3):
    step = build(c, dev)
    for _ in range(5):
        step()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(steps):
        step()
    torch.cuda.synchronize()
    wall = (time.perf_counter() - t0) / steps
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(steps):
            step()
        torch.cuda.synchronize()
    per_kernel = {}
    for e in prof.key_averages():
        t = getattr(e, "device_time_total", None) or getattr(e, "cuda_time_total", 0.0)
        if t and e.count:
            per_kernel[e.key] = (per_kernel.get(e.key, (0.0, 0))[0] + t, e.count)
    return wall, per_kernel, steps


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    dev = torch.device("cuda")
    summary, kernels = [], []
    for c in CONFIGS:
        try:
            wall, per_kernel, steps = profile_config(c, dev)
        except Exception as e:  # noqa: BLE001 - one failed configuration must not lose the others
            summary.append({"name": c.name, "error": f"{type(e).__name__}: {str(e)[:300]}"})
            continue
        by_kind = {}
        for name, (t_us, n) in per_kernel.items():
            by_kind[kind(name)] = by_kind.get(kind(name), 0.0) + t_us / steps
            kernels.append({"name": c.name, "kernel": name[:200], "kind": kind(name), "calls_per_step": n / steps,
                            "device_us_per_step": t_us / steps})
        busy = sum(by_kind.values())
        for k, v in sorted(by_kind.items(), key=lambda kv: -kv[1]):
            summary.append({"name": c.name, "kind": k, "device_us_per_step": v, "share_of_kernels": v / busy,
                            "step_wall_us": wall * 1e6, "kernel_us_per_step": busy})
        print(c.name, f"wall {wall * 1e3:.2f} ms, kernels {busy / 1e3:.2f} ms:",
              ", ".join(f"{k} {v / 1e3:.2f}" for k, v in sorted(by_kind.items(), key=lambda kv: -kv[1])), flush=True)
        write_rows(os.path.join(args.out, "moe_profile.csv"), summary)
        write_rows(os.path.join(args.out, "moe_kernels.csv"), kernels)
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
