"""Host (launch) time per decoder layer: the microbenchmark behind ``host_overhead_per_layer_us``.

A training step of ``train_step.py``'s decoder at a width so small (hidden 128, 128 tokens)
that its kernels finish faster than the CPU can launch them: the step time is then the
host's, and its slope against the layer count is the host time of one layer forward +
backward (PyTorch dispatcher, autograd, CUDA launch). Layer counts 1-32, eager, eager with
full recomputation (the forward launched twice) and ``torch.compile`` of each block
(Inductor: fewer, fused kernels). Two width checks (hidden 512 and 1024 at 32 layers)
show where the GPU's own time starts to show. Also times the launch of one tiny
elementwise op (``torch.add`` of two 128-element tensors, no autograd) as the per-kernel
floor of this host. Writes ``host_sweep.csv`` (one row per configuration, the columns of
``train_step.py``'s rows) and ``launch.csv``. Run on a lent GPU, never in CI.

``--moe`` sweeps MoE layers instead (the microbenchmark behind ``host_moe_ratio``): the same
width-128 decoder with every MLP a top-k mixture of experts (8 experts top-2, 64 top-8, 128
top-8; router, sort, bincount, gather, two grouped GEMMs, weighted ``index_add_`` combine), eager
and compiled, one with the host waiting for the token counts once per MoE layer
(``moe_sync_counts``), beside dense layers of the same width in the same call: the ratio of the
slopes is the host time of a MoE layer over a dense one for this lean implementation.

Usage: ``python3 host_sweep.py --out DIR [--moe]``
"""

from __future__ import annotations

import argparse
import os
import platform
import time

import torch
from device_configs import Config
from power import PowerMeter
from timing import mean_time, write_rows
from train_step import measure

LAYERS = (1, 2, 4, 8, 16, 32)


def configs() -> list[Config]:
    tiny = dict(hidden=128, ffn_hidden=384, heads=2, kv_heads=2, seq_len=128, vocab=512, micro_batch=1)
    out = []
    for mode in ("eager", "full", "compiled"):
        for n in LAYERS if mode != "compiled" else (1, 4, 16, 32):
            out.append(Config(f"host-h128-d{n}-{mode}", n, **tiny, compile=mode == "compiled",
                              recompute="full" if mode == "full" else "none"))
    for h in (512, 1024):
        out.append(Config(f"host-h{h}-d32-eager", 32, h, 3 * h, h // 64, h // 64, 128, 512, 1))
    return out


def moe_configs() -> list[Config]:
    tiny = dict(hidden=128, heads=2, kv_heads=2, seq_len=128, vocab=512, micro_batch=1)
    dense = dict(tiny, ffn_hidden=384)
    experts = {"e8k2": dict(num_experts=8, experts_per_token=2, moe_ffn_hidden=192),
               "e64k8": dict(num_experts=64, experts_per_token=8, moe_ffn_hidden=64),
               "e128k8": dict(num_experts=128, experts_per_token=8, moe_ffn_hidden=64)}
    out = [Config(f"host-h128-d{n}-dense-eager", n, **dense) for n in (1, 4, 16, 32)]
    for key, e in experts.items():
        for n in LAYERS if key == "e64k8" else (1, 4, 16, 32):
            out.append(Config(f"host-h128-d{n}-{key}-eager", n, ffn_hidden=0, **tiny, **e))
    out += [Config(f"host-h128-d{n}-e64k8-sync-eager", n, ffn_hidden=0, **tiny, moe_sync_counts=True,
                   **experts["e64k8"]) for n in (1, 4, 16, 32)]
    out += [Config(f"host-h128-d{n}-e64k8-full", n, ffn_hidden=0, **tiny, recompute="full", **experts["e64k8"])
            for n in (1, 4, 16, 32)]
    out += [Config(f"host-h128-d{n}-dense-compiled", n, **dense, compile=True) for n in (1, 4, 16, 32)]
    out += [Config(f"host-h128-d{n}-e64k8-compiled", n, ffn_hidden=0, **tiny, compile=True, **experts["e64k8"])
            for n in (1, 4, 16, 32)]
    out += [Config(f"host-h128-d{n}-{key}-loop-eager", n, ffn_hidden=0, **tiny, moe_loop=True, **e)
            for key, e in experts.items() for n in (1, 4, 16)]
    out.append(Config("host-h1024-d32-e64k8-eager", 32, 1024, 0, 16, 16, 128, 512, 1, num_experts=64,
                      experts_per_token=8, moe_ffn_hidden=256))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--window", type=float, default=2.0)
    ap.add_argument("--moe", action="store_true", help="MoE layers beside dense ones (moe_configs)")
    ap.add_argument("--only", nargs="*", help="run only these configuration names")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    dev = torch.device("cuda")
    env = {"torch": torch.__version__, "cuda": torch.version.cuda, "python": platform.python_version(),
           "cpus": os.cpu_count(), "cpu": platform.processor() or platform.machine(),
           "device_name": torch.cuda.get_device_name(0)}
    print(env, flush=True)
    a = torch.ones(128, device=dev)
    b = torch.ones(128, device=dev)
    with torch.no_grad():
        dt, reps = mean_time(lambda: torch.add(a, b), target_s=0.5, max_reps=200000)
    launch = [{**env, "op": "torch.add 128 elements, no autograd", "time_us": dt * 1e6, "reps": reps}]
    write_rows(os.path.join(args.out, "launch.csv"), launch)
    print(launch[0], flush=True)
    meter = PowerMeter()
    rows = []
    for c in (moe_configs() if args.moe else configs()):
        if args.only and c.name not in args.only:
            continue
        t0 = time.perf_counter()
        try:
            rows.append({**measure(c, dev, meter, args.window), "wall_s": time.perf_counter() - t0})
        except Exception as e:  # noqa: BLE001 - one failed configuration must not lose the others
            rows.append({"name": c.name, "error": f"{type(e).__name__}: {str(e)[:300]}"})
        write_rows(os.path.join(args.out, "host_sweep.csv"), rows)
        r = rows[-1]
        print(f"{c.name:26s} " + (f"{r['step_time_s_median'] * 1e3:8.3f} ms" if "error" not in r else r["error"]),
              flush=True)


if __name__ == "__main__":
    main()
