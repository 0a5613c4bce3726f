"""Grouped-GEMM rate against tokens per expert on one GPU: the microbenchmark behind
``grouped_gemm_half_tokens`` (the MoE expert GEMMs' saturation, :mod:`lifecycle.model.gemm`).

For the routed-expert shapes of published MoE models (up projection ``K = hidden``,
``N = 2 x moe_ffn`` with gate and up fused; down projection ``K = moe_ffn``, ``N = hidden``)
and ``G`` local experts, times ``torch._grouped_mm`` (BF16, the kernel of PyTorch's MoE
training and of ``train_step.py``) at 16 to 16,384 tokens per expert with balanced
routing: the forward product alone and forward + backward (input and weight gradients,
3 products). Beside each, one dense ``torch.matmul`` over all ``G x T_e`` tokens with the
same ``K x N`` (the rate a large GEMM of that shape reaches). Then skewed routing at a fixed
mean (max/mean 1.5 and 2.5), FP8 rowwise ``torch._scaled_grouped_mm`` forward where the
build has it, and the token permutation (gather) and combine (``index_add_``) passes.
Each timing: 3 warm-ups, ~50 ms of repetitions, CUDA-synchronised. Writes
``grouped_sweep.csv``; ``to_grouped.py`` transcribes it. Run on a lent GPU, never in CI.

Usage: ``python3 grouped_sweep.py --out DIR``
"""

from __future__ import annotations

import argparse
import os

import torch
from timing import mean_time, write_rows

# name: (hidden, moe_ffn, local experts G) -- hidden/moe_ffn from each model's config.json
SHAPES = {
    "qwen3-30b-a3b": (2048, 768, 128),
    "olmoe-1b-7b": (2048, 1024, 64),
    "dsv2-lite": (2048, 1408, 64),
    "gpt-oss-20b": (2880, 2880, 32),
    "dsv3-ep16": (7168, 2048, 16),
    "mixtral-8x7b": (4096, 14336, 8),
}
TOKENS_PER_EXPERT = (16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384)
MAX_TOKENS = 262144  # G x T_e, and memory: <= 262144 x 7168 BF16 activations (3.8 GB)
MAX_ELEMS = 2 ** 31  # largest product output / input kept below this


def offsets(counts, dev):
    return torch.tensor(counts, device=dev, dtype=torch.int64).cumsum(0).to(torch.int32)


def skewed(g, te, ratio):
    """Loads with max/mean = ``ratio``: one expert at ratio x mean, the rest share what is left."""
    total = g * te
    big = int(round(ratio * te))
    rest = total - big
    base = [rest // (g - 1)] * (g - 1)
    for i in range(rest - sum(base)):
        base[i] += 1
    return [big] + base


def time_op(fwd, x, w, backward):
    """Mean time of ``fwd(x, w)``, or of its forward + backward (input and weight gradients)."""
    if not backward:
        return mean_time(lambda: fwd(x, w))
    xg, wg = x.detach().requires_grad_(True), w.detach().requires_grad_(True)
    gy = torch.randn(x.shape[0], w.shape[-1], device=x.device, dtype=x.dtype)

    def step():
        fwd(xg, wg).backward(gy)
        xg.grad = wg.grad = None
    return mean_time(step)


def grouped(counts, dev):
    """``torch._grouped_mm`` over experts loaded with ``counts`` tokens each."""
    offs = offsets(counts, dev)
    return lambda a, b: torch._grouped_mm(a, b, offs=offs)


def dense(a, b):
    return a @ b


def row(kind, name, proj, g, te, k, n, dt, reps, passes, **extra):
    flops = 2 * passes * g * te * k * n
    return {"kind": kind, "model": name, "proj": proj, "experts": g, "tokens_per_expert": te,
            "k": k, "n": n, "time_s": dt, "reps": reps, "tflops": flops / dt / 1e12, **extra}


def sweep_shape(name, hidden, ffn, g, dev, rows):
    for proj, k, n in (("up", hidden, 2 * ffn), ("down", ffn, hidden)):
        w = torch.randn(g, k, n, device=dev, dtype=torch.bfloat16) / k ** 0.5
        for te in TOKENS_PER_EXPERT:
            t = g * te
            if t > MAX_TOKENS or t * max(k, n) > MAX_ELEMS:
                continue
            x = torch.randn(t, k, device=dev, dtype=torch.bfloat16)
            for bwd, passes in ((False, 1), (True, 3)):
                try:
                    dt, reps = time_op(grouped([te] * g, dev), x, w, bwd)
                    rows.append(row("grouped_fwdbwd" if bwd else "grouped_fwd", name, proj, g, te, k, n,
                                    dt, reps, passes))
                    dt, reps = time_op(dense, x, w[0], bwd)
                    rows.append(row("dense_fwdbwd" if bwd else "dense_fwd", name, proj, g, te, k, n,
                                    dt, reps, passes))
                except (RuntimeError, torch.OutOfMemoryError) as e:
                    rows.append({"kind": "error", "model": name, "proj": proj, "tokens_per_expert": te,
                                 "error": str(e)[:200]})
                    torch.cuda.empty_cache()
            if te in (256, 2048) and g > 1:
                for ratio in (1.5, 2.5):
                    dt, reps = time_op(grouped(skewed(g, te, ratio), dev), x, w, True)
                    rows.append(row("grouped_fwdbwd_skew", name, proj, g, te, k, n, dt, reps, 3,
                                    max_over_mean=ratio))
            if te in (128, 512, 2048, 8192):
                fp8_row(x, w, te, g, name, proj, k, n, dev, rows)
            del x
            done = [r for r in rows if r.get("kind") in ("grouped_fwdbwd", "dense_fwdbwd") and r.get("model") == name
                    and r.get("proj") == proj and r.get("tokens_per_expert") == te]
            print(name, proj, te, " ".join(f"{r['kind']} {r['tflops']:.0f}" for r in done), flush=True)
        del w
        torch.cuda.empty_cache()


def fp8_row(x, w, te, g, name, proj, k, n, dev, rows):
    try:
        a8 = x.to(torch.float8_e4m3fn)
        b8 = w.transpose(-2, -1).contiguous().to(torch.float8_e4m3fn).transpose(-2, -1)
        sa = torch.ones(x.shape[0], device=dev, dtype=torch.float32)
        sb = torch.ones(g, n, device=dev, dtype=torch.float32)
        offs = offsets([te] * g, dev)
        dt, reps = mean_time(lambda: torch._scaled_grouped_mm(a8, b8, sa, sb, offs=offs,
                                                              out_dtype=torch.bfloat16))
        rows.append(row("grouped_fwd_fp8", name, proj, g, te, k, n, dt, reps, 1))
    except (RuntimeError, AttributeError, TypeError, NotImplementedError) as e:
        rows.append({"kind": "error", "model": name, "proj": proj, "tokens_per_expert": te,
                     "error": ("fp8: " + str(e))[:200]})


def permute_rows(dev, rows, small=False):
    """Dispatch gather ``x[tok]`` and combine ``index_add_`` at MoE sizes: bytes moved / time."""
    sizes = ((64, 256, 2),) if small else ((2048, 32768, 8), (4096, 16384, 2), (7168, 16384, 8))
    for hidden, tokens, topk in sizes:
        x = torch.randn(tokens, hidden, device=dev, dtype=torch.bfloat16)
        flat = torch.randint(0, 64, (tokens * topk,), device=dev)
        order = flat.argsort(stable=True)
        tok = order // topk
        y = torch.randn(tokens * topk, hidden, device=dev, dtype=torch.bfloat16)
        out = torch.zeros_like(x)
        nbytes = 2 * tokens * topk * hidden * 2  # read + write of the routed copies
        dt, reps = mean_time(lambda: x[tok])
        rows.append({"kind": "permute_gather", "k": hidden, "tokens_per_expert": tokens, "experts": topk,
                     "time_s": dt, "reps": reps, "gb_per_s": nbytes / dt / 1e9})
        dt, reps = mean_time(lambda: out.index_add_(0, tok, y))
        rows.append({"kind": "combine_index_add", "k": hidden, "tokens_per_expert": tokens, "experts": topk,
                     "time_s": dt, "reps": reps, "gb_per_s": (nbytes + tokens * hidden * 2) / dt / 1e9})
        dt, reps = mean_time(lambda: flat.argsort(stable=True))
        rows.append({"kind": "route_argsort", "k": hidden, "tokens_per_expert": tokens, "experts": topk,
                     "time_s": dt, "reps": reps})
        print("permute", hidden, tokens, topk, f"{rows[-3]['gb_per_s']:.0f} GB/s", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--only", nargs="*", default=None)
    ap.add_argument("--smoke", action="store_true", help="tiny shapes on the CPU, to check the code")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    dev = torch.device("cpu" if args.smoke else "cuda")
    if args.smoke:
        torch.cuda.synchronize = lambda: None
        SHAPES.clear()
        SHAPES["smoke"] = (64, 32, 4)
    torch.manual_seed(0)
    rows = []
    m = 256 if args.smoke else 8192
    a = torch.randn(m, m, device=dev, dtype=torch.bfloat16)
    dt, reps = mean_time(lambda: a @ a)
    rows.append(row("ceiling_bf16", f"{m}^3", "", 1, m, m, m, dt, reps, 1))
    del a
    for name, (hidden, ffn, g) in SHAPES.items():
        if args.only and name not in args.only:
            continue
        sweep_shape(name, hidden, ffn, g, dev, rows)
        write_rows(os.path.join(args.out, "grouped_sweep.csv"), rows)
    permute_rows(dev, rows, small=args.smoke)
    write_rows(os.path.join(args.out, "grouped_sweep.csv"), rows)


if __name__ == "__main__":
    main()
