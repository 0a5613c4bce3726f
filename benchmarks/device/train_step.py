"""Measure training step time and accelerator power of small decoder models on one GPU.

Run on a lent GPU machine (not in CI, not by the test suite): it writes one CSV
row per configuration with the exact setup, the median step time, the mean
board power over the timed window (from the driver's energy counter) and the
GPU's idle power, and prints a table. The rows are then transcribed, unchanged,
into ``data/measurements/lifecycle_device_<gpu>.csv`` (step time) and
``data/power_measurements.csv`` (power); see ``benchmarks/device/README.md``.

The model is a Llama-style decoder written in plain PyTorch: RMSNorm, rotary
position embeddings, fused QKV projection, grouped-query attention through
``scaled_dot_product_attention`` (FlashAttention kernels on Hopper), a gated
SiLU MLP or a top-k mixture of experts computed with ``torch._grouped_mm``,
untied embedding and output head, cross-entropy over the full vocabulary.
Training step = forward + backward under bf16 autocast over fp32 parameters
(FP8 configurations: the blocks' linear layers in FP8, see ``fp8.py``),
gradient-norm clipping and fused AdamW. Inputs are uniformly random token ids
(step time does not depend on the text; a MoE router on random data spreads
tokens near-uniformly, and the measured load imbalance is recorded).

Usage: ``python3 train_step.py --out DIR [--only NAME ...] [--smoke]``
(``--smoke`` runs tiny shapes on the CPU to check the code).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from dataclasses import asdict

import torch
import torch.nn as nn
import torch.nn.functional as F


from device_configs import (CONFIGS, CONFIGS_2, CONFIGS_3, CONFIGS_4, CONFIGS_5,
                            CONFIGS_6, CONFIGS_7, CONFIGS_8, CONFIGS_9, CONFIGS_10, CONFIGS_11, SMOKE,
                            Config)
from fp8 import fp8_gemm_ceiling, to_fp8
from power import PowerMeter
from timing import time_steps, write_rows


def rope_tables(seq, head_dim, device):
    inv = 1.0 / (10000 ** (torch.arange(0, head_dim, 2, device=device).float() / head_dim))
    ang = torch.outer(torch.arange(seq, device=device).float(), inv)
    return ang.cos(), ang.sin()


def apply_rope(x, cos, sin):
    x1, x2 = x.float().chunk(2, dim=-1)
    return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1).type_as(x)


class Attention(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.h, self.kvh, self.hd = c.heads, c.kv_heads, c.hidden // c.heads
        self.split = c.split_proj
        if self.split:  # torchtitan's layout: wq, wk, wv
            self.wq = nn.Linear(c.hidden, self.h * self.hd, bias=False)
            self.wk = nn.Linear(c.hidden, self.kvh * self.hd, bias=False)
            self.wv = nn.Linear(c.hidden, self.kvh * self.hd, bias=False)
        else:
            self.qkv = nn.Linear(c.hidden, (self.h + 2 * self.kvh) * self.hd, bias=False)
        self.out = nn.Linear(self.h * self.hd, c.hidden, bias=False)

    def forward(self, x, cos, sin):
        b, t, _ = x.shape
        if self.split:
            q, k, v = self.wq(x), self.wk(x), self.wv(x)
        else:
            q, k, v = self.qkv(x).split([self.h * self.hd, self.kvh * self.hd, self.kvh * self.hd], -1)
        q = apply_rope(q.view(b, t, self.h, self.hd).transpose(1, 2), cos, sin)
        k = apply_rope(k.view(b, t, self.kvh, self.hd).transpose(1, 2), cos, sin)
        v = v.view(b, t, self.kvh, self.hd).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=self.kvh != self.h)
        return self.out(y.transpose(1, 2).reshape(b, t, self.h * self.hd))


class MLP(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.split = c.split_proj
        if self.split:  # torchtitan's layout: w2(silu(w1 x) * w3 x)
            self.w1 = nn.Linear(c.hidden, c.ffn_hidden, bias=False)
            self.w3 = nn.Linear(c.hidden, c.ffn_hidden, bias=False)
        else:
            self.up = nn.Linear(c.hidden, 2 * c.ffn_hidden, bias=False)
        self.down = nn.Linear(c.ffn_hidden, c.hidden, bias=False)

    def forward(self, x):
        if self.split:
            return self.down(F.silu(self.w1(x)) * self.w3(x))
        a, g = self.up(x).chunk(2, dim=-1)
        return self.down(F.silu(a) * g)


# per-op selective checkpointing as torchtitan does it (torchtitan/distributed/
# activation_checkpoint.py at cfb93265, with the llama3 save list): save every matmul and
# attention-kernel output of a block except every second aten.mm, re-run everything else
_OP_SAC_SAVE = {torch.ops.aten.mm.default,
                torch.ops.aten._scaled_dot_product_flash_attention.default,
                torch.ops.aten._scaled_dot_product_efficient_attention.default,
                torch.ops.aten._scaled_dot_product_cudnn_attention.default}


def op_sac_context():
    from torch.utils.checkpoint import CheckpointPolicy, create_selective_checkpoint_contexts
    meta = {"forward": 0, "recompute": 0}

    def policy(ctx, func, *args, **kwargs):
        mode = "recompute" if ctx.is_recompute else "forward"
        if func == torch.ops.aten.mm.default:
            meta[mode] += 1
        save = func in _OP_SAC_SAVE and not (func == torch.ops.aten.mm.default and meta[mode] % 2 == 0)
        return CheckpointPolicy.MUST_SAVE if save else CheckpointPolicy.PREFER_RECOMPUTE

    return create_selective_checkpoint_contexts(policy)


class MoE(nn.Module):
    """Top-k softmax router, tokens sorted by expert, two grouped GEMMs, weighted combine."""

    def __init__(self, c: Config):
        super().__init__()
        self.e, self.k, f = c.num_experts, c.experts_per_token, c.moe_ffn_hidden
        self.router = nn.Linear(c.hidden, self.e, bias=False)
        self.w_up = nn.Parameter(torch.randn(self.e, c.hidden, 2 * f) * c.hidden ** -0.5)
        self.w_down = nn.Parameter(torch.randn(self.e, f, c.hidden) * f ** -0.5)
        self.grouped = not c.moe_loop
        self.sync_counts = c.moe_sync_counts
        self.load_imbalance = []  # max / mean tokens per expert, per forward

    @torch.compiler.disable
    def _record(self, counts):
        # outside the compiled graph: a list append traced by Dynamo guards on the list's length,
        # recompiles every step and, past the recompile limit, runs the rest of the layer eagerly
        self.load_imbalance.append((counts.max() / counts.float().mean()).detach())

    def _experts(self, xs, counts, offs):
        dt = xs.dtype
        if self.grouped:
            try:
                if xs.is_cuda:  # the kernel takes bf16 only; autocast does not cast it under compile
                    xs = xs.to(torch.bfloat16)
                    dt = xs.dtype
                h = torch._grouped_mm(xs, self.w_up.to(dt), offs=offs)
                a, g = h.chunk(2, dim=-1)
                return torch._grouped_mm((F.silu(a) * g).contiguous(), self.w_down.to(dt), offs=offs)
            except (RuntimeError, AttributeError, NotImplementedError):
                self.grouped = False
        outs, start = [], 0
        for e, n in enumerate(counts.tolist()):
            a, g = (xs[start:start + n] @ self.w_up[e].to(dt)).chunk(2, dim=-1)
            outs.append((F.silu(a) * g) @ self.w_down[e].to(dt))
            start += n
        return torch.cat(outs)

    def forward(self, x):
        b, t, d = x.shape
        xf = x.reshape(-1, d)
        probs = self.router(xf).float().softmax(dim=-1)
        w, idx = probs.topk(self.k, dim=-1)
        w = w / w.sum(dim=-1, keepdim=True)
        flat = idx.reshape(-1)
        order = flat.argsort(stable=True)
        tok = order // self.k
        counts = torch.bincount(flat, minlength=self.e)
        offs = counts.cumsum(0).to(torch.int32)
        self._record(counts)
        if self.sync_counts:
            counts.tolist()  # device-to-host copy: the host waits for the router and everything before it
        y = self._experts(xf[tok], counts, offs)
        y = y * w.reshape(-1)[order].unsqueeze(-1).to(y.dtype)
        out = torch.zeros_like(xf, dtype=y.dtype).index_add_(0, tok, y)
        return out.view(b, t, d)


class Block(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.n1, self.n2 = nn.RMSNorm(c.hidden), nn.RMSNorm(c.hidden)
        self.attn = Attention(c)
        self.mlp = MoE(c) if c.num_experts else MLP(c)

    def forward(self, x, cos, sin):
        x = x + self.attn(self.n1(x), cos, sin)
        return x + self.mlp(self.n2(x))


class Decoder(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.recompute = c.recompute
        self.emb = nn.Embedding(c.vocab, c.hidden)
        self.blocks = nn.ModuleList(Block(c) for _ in range(c.layers))
        self.norm = nn.RMSNorm(c.hidden)
        self.head = nn.Linear(c.hidden, c.vocab, bias=False)

    def forward(self, ids, targets, cos, sin):
        x = self.emb(ids)
        for blk in self.blocks:
            if self.recompute == "full":
                x = torch.utils.checkpoint.checkpoint(blk, x, cos, sin, use_reentrant=False)
            elif self.recompute == "op":
                x = torch.utils.checkpoint.checkpoint(blk, x, cos, sin, use_reentrant=False,
                                                      context_fn=op_sac_context)
            else:
                x = blk(x, cos, sin)
        logits = self.head(self.norm(x))
        return F.cross_entropy(logits.float().view(-1, logits.size(-1)), targets.reshape(-1))


def sync(dev):
    if dev.type == "cuda":
        torch.cuda.synchronize()


def microbench(dev, meter) -> list[dict]:
    """The two ceilings: a large bf16 matrix product and a device-to-device copy."""
    rows = []
    n = 8192 if dev.type == "cuda" else 256
    a, b = torch.randn(n, n, device=dev, dtype=torch.bfloat16), torch.randn(n, n, device=dev, dtype=torch.bfloat16)
    for _ in range(3):
        a @ b
    sync(dev)
    reps = 50 if dev.type == "cuda" else 2
    meter.start()
    t0 = time.perf_counter()
    for _ in range(reps):
        a @ b
    sync(dev)
    dt = (time.perf_counter() - t0) / reps
    rows.append({"name": f"bf16-gemm-{n}", "value": 2 * n ** 3 / dt / 1e12, "unit": "TFLOP/s", **meter.stop()})
    x = torch.empty(2 ** 30 if dev.type == "cuda" else 2 ** 20, device=dev, dtype=torch.float32)
    y = torch.empty_like(x)
    y.copy_(x)
    sync(dev)
    meter.start()
    t0 = time.perf_counter()
    for _ in range(reps):
        y.copy_(x)
    sync(dev)
    dt = (time.perf_counter() - t0) / reps
    rows.append({"name": "d2d-copy-4GiB", "value": 2 * x.numel() * 4 / dt / 1e9, "unit": "GB/s (read+write)",
                 **meter.stop()})
    if dev.type == "cuda":
        try:
            meter.start()
            rows.append({"name": f"fp8-gemm-{n}", "value": fp8_gemm_ceiling(dev, n), "unit": "TFLOP/s",
                         **meter.stop()})
        except (RuntimeError, AttributeError) as e:  # no FP8 on this GPU: the row says why
            rows.append({"name": f"fp8-gemm-{n}", "value": "", "unit": f"{type(e).__name__}: {str(e)[:120]}"})
    return rows


def measure(c: Config, dev, meter, min_window_s: float) -> dict:
    torch.manual_seed(0)
    if c.compile:
        torch._dynamo.reset()  # fresh static-shape graphs, not the dynamic ones a recompile makes
    with torch.device(dev):
        model = Decoder(c)
    n_params = sum(p.numel() for p in model.parameters())
    if c.precision == "fp8":
        to_fp8(model.blocks)
    if c.compile:
        for blk in model.blocks:
            blk.compile()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=dev.type == "cuda")
    cos, sin = rope_tables(c.seq_len, c.hidden // c.heads // 2 * 2, dev)
    gen = torch.Generator(device=dev).manual_seed(0)
    batches = [torch.randint(0, c.vocab, (c.micro_batch, c.seq_len + 1), device=dev, generator=gen)
               for _ in range(4)]
    amp = torch.autocast(device_type=dev.type, dtype=torch.bfloat16)

    def step(i):
        ids = batches[i % len(batches)]
        with amp:
            loss = model(ids[:, :-1], ids[:, 1:], cos, sin)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
        return loss

    stats, loss = time_steps(step, dev, meter, min_window_s)
    n_steps = stats["steps_timed"]
    imb = [float(v) for blk in model.blocks if isinstance(blk.mlp, MoE) for v in blk.mlp.load_imbalance[-n_steps:]]
    grouped = all(blk.mlp.grouped for blk in model.blocks if isinstance(blk.mlp, MoE))
    row = {**asdict(c), "params": n_params, "tokens_per_step": c.micro_batch * c.seq_len, **stats,
           "alloc_retries": torch.cuda.memory_stats().get("num_alloc_retries", "") if dev.type == "cuda" else "",
           "moe_load_imbalance_mean": statistics.mean(imb) if imb else "",
           "moe_grouped_mm": (grouped if c.num_experts else "")}
    row["tokens_per_s"] = row["tokens_per_step"] / row["step_time_s_median"]
    del model, opt, batches
    if dev.type == "cuda":
        torch.cuda.empty_cache()
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--only", nargs="*", default=None)
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--set", type=int, default=1, help="which list: 1 CONFIGS, 2 CONFIGS_2, ... 11 CONFIGS_11")
    ap.add_argument("--window", type=float, default=6.0, help="seconds timed per configuration")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    dev = torch.device("cpu" if args.smoke or not torch.cuda.is_available() else "cuda")
    torch.backends.cuda.matmul.allow_tf32 = True
    meter = PowerMeter()
    env = {"torch": torch.__version__, "cuda": torch.version.cuda, "python": platform.python_version(),
           "host": platform.node(), "cpus": os.cpu_count(), **meter.info()}
    if dev.type == "cuda":
        env["device_name"] = torch.cuda.get_device_name(0)
        env["sms"] = torch.cuda.get_device_properties(0).multi_processor_count
    print(env, flush=True)
    write_rows(os.path.join(args.out, "env.csv"), [env])
    time.sleep(0 if args.smoke else 3)
    meter.start()
    time.sleep(0.5 if args.smoke else 5)
    idle = {"name": "idle", "value": "", "unit": "", **meter.stop()}
    bench = [idle] + microbench(dev, meter)
    write_rows(os.path.join(args.out, "ceilings.csv"), bench)
    for b in bench:
        print(b, flush=True)
    pool = {1: CONFIGS, 2: CONFIGS_2, 3: CONFIGS_3, 4: CONFIGS_4, 5: CONFIGS_5, 6: CONFIGS_6,
            7: CONFIGS_7, 8: CONFIGS_8, 9: CONFIGS_9, 10: CONFIGS_10, 11: CONFIGS_11}[args.set]
    configs = SMOKE if args.smoke else [c for c in pool if not args.only or c.name in args.only]
    rows = []
    for c in configs:
        try:
            rows.append(measure(c, dev, meter, 0.2 if args.smoke else (c.window_s or args.window)))
        except Exception as e:  # noqa: BLE001 - one failed shape (OOM, kernel) must not lose the others
            rows.append({**asdict(c), "error": f"{type(e).__name__}: {str(e)[:300]}"})
            if dev.type == "cuda":
                torch.cuda.empty_cache()
        write_rows(os.path.join(args.out, "steps.csv"), rows)
        r = rows[-1]
        print(f"{c.name:28s} " + (f"{r['step_time_s_median'] * 1e3:9.1f} ms {r['tokens_per_s']:10.0f} tok/s "
                                  f"{r['energy_power_w']:6.0f} W clk {r['sm_clock_mhz']} warm {r['warmup_s']:.0f}s "
                                  f"mem {r['peak_mem_gib']}" if "error" not in r else r["error"]), flush=True)


if __name__ == "__main__":
    main()
