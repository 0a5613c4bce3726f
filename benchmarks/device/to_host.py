"""Raw host-overhead sweeps (host_sweep.py, moe_profile.py) -> ``data/host_microbenchmarks.csv``.

Every number is copied from a run's ``host_sweep.csv`` / ``launch.csv`` (and, for the H200 run of
2026-12-04, ``moe_profile.csv``'s step wall times); the notes say how each was computed. Run from
the repository root: ``python3 benchmarks/device/to_host.py``.
"""

from __future__ import annotations

import csv

H100 = "benchmarks/device/results/h100-host-2026-11-27"
H200 = "benchmarks/device/results/h200-2026-12-04"
HOSTS = {
    H100: ("h100", "h100-sxm5-80gb",
           "lifecycle developers, own measurement on a lent NVIDIA H100 SXM5 80 GB HBM3 (one GPU, 700 W power limit, "
           "driver 580.159.04, PyTorch 2.11.0+cu130, Python 3.12.3, 16-core Intel Xeon virtual machine, 2026-11-27), "
           "benchmarks/device/host_sweep.py (train_step.py's decoder) as committed with these results (raw CSVs and "
           f"log under {H100}/call1)"),
    H200: ("h200", "h200-sxm-141gb",
           "lifecycle developers, own measurement on a lent NVIDIA H200 SXM (one GPU, 700 W power limit, driver "
           "580.159.04, PyTorch 2.11.0+cu130, CUDA 13.0, Python 3.12.3, 16-core Intel Xeon KVM virtual machine, "
           "2026-12-04), benchmarks/device/host_sweep.py --moe and moe_profile.py (train_step.py's decoder) as "
           f"committed with these results (raw CSVs, logs, nvidia-smi -q under {H200})"),
}
COLS = ["row_id", "source", "accelerator", "stack", "recompute", "mlp", "num_experts", "experts_per_token",
        "layers", "hidden", "seq_len", "micro_batch", "step_time_s", "steps_timed", "launch_us", "notes"]
STEP = ("step = forward + backward under bf16 autocast, clip_grad_norm_, fused AdamW; median of the "
        "CUDA-synchronised steps timed; ")
LAUNCH = ("launch_us: one torch.add of two 128-element tensors without autograd, mean over back-to-back launches "
          "in the same call (this host's per-kernel floor)")


def _read(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def _mlp(r) -> str:
    if int(r.get("num_experts") or 0) == 0:
        return "dense"
    if r.get("moe_loop") == "True":
        return "moe-loop"
    return "moe-grouped-sync" if r.get("moe_sync_counts") == "True" else "moe-grouped"


def _layer_text(r, mlp) -> str:
    if mlp == "dense":
        return f"MLP {r['ffn_hidden']} wide"
    how = {"moe-grouped": "one torch._grouped_mm per projection",
           "moe-grouped-sync": "one torch._grouped_mm per projection, the host waiting for the token counts "
                               "(counts.tolist()) once per MoE layer forward",
           "moe-loop": "one GEMM pair per expert in a Python loop over the host's copy of the token counts"}[mlp]
    return (f"MoE {r['num_experts']} experts top-{r['experts_per_token']} of width {r['moe_ffn_hidden']} (softmax "
            f"router, argsort, bincount, gather, {how}, weighted index_add_ combine)")


def sweep_rows(run: str, call: str, taken: set) -> list[dict]:
    tag, acc, source = HOSTS[run]
    launch = float(_read(f"{run}/{call}/launch.csv")[0]["time_us"])
    out = []
    for r in _read(f"{run}/{call}/host_sweep.csv"):
        if r.get("error"):
            continue
        stack = "compiled" if r["compile"] == "True" else "eager"
        mlp = _mlp(r)
        row_id = f"lcdev-{tag}-{r['name']}"
        if row_id in taken:
            row_id += "-repeat"
        taken.add(row_id)
        out.append({
            "row_id": row_id, "source": source, "accelerator": acc, "stack": stack, "recompute": r["recompute"],
            "mlp": mlp, "num_experts": r.get("num_experts") or "0", "experts_per_token": r.get("experts_per_token") or "0",
            "layers": r["layers"], "hidden": r["hidden"], "seq_len": r["seq_len"], "micro_batch": r["micro_batch"],
            "step_time_s": f"{float(r['step_time_s_median']):.5e}", "steps_timed": r["steps_timed"],
            "launch_us": f"{launch:.2f}",
            "notes": (f"{call}; train_step.py decoder, {r['layers']} layers of width {r['hidden']} "
                      f"({_layer_text(r, mlp)}, {r['heads']} heads), vocab {r['vocab']}, one sequence of "
                      f"{r['seq_len']} tokens: kernels shorter than their launch, so the step is host-bound; " + STEP
                      + ("each block torch.compile'd (Inductor, default mode, no CUDA graphs); " if stack == "compiled"
                         else "eager; ")
                      + ("full recomputation (torch.utils.checkpoint of each block); " if r["recompute"] == "full"
                         else "") + LAUNCH)})
    return out


def profile_rows() -> list[dict]:
    """moe_profile.py's configurations (Qwen3-30B-A3B's expert layers, 4 layers, 2,048 tokens a sequence):
    GPU-bound steps, with and without the host's wait for the token counts (the wait's cost)."""
    tag, acc, source = HOSTS[H200]
    launch = float(_read(f"{H200}/call1/launch.csv")[0]["time_us"])
    walls = {}
    for r in _read(f"{H200}/call2/moe_profile.csv"):
        walls.setdefault(r["name"], (float(r["step_wall_us"]), float(r["kernel_us_per_step"])))
    out = []
    for name, (wall_us, kern_us) in walls.items():
        dense = name.startswith("dense")
        mlp = "dense" if dense else ("moe-grouped-sync" if name.endswith("-sync") else "moe-grouped")
        shape = ("MLP 6144 wide" if dense else "MoE 128 experts top-8 of width 768 (softmax router, argsort, "
                 "bincount, gather, one torch._grouped_mm per projection, weighted index_add_ combine"
                 + ("; the host waiting for the token counts once per MoE layer forward)" if mlp.endswith("sync")
                    else ")"))
        out.append({
            "row_id": f"lcdev-{tag}-profile-{name}", "source": source, "accelerator": acc,
            "stack": "compiled" if "compiled" in name else "eager", "recompute": "none", "mlp": mlp,
            "num_experts": "0" if dense else "128", "experts_per_token": "0" if dense else "8", "layers": "4",
            "hidden": "2048", "seq_len": "2048", "micro_batch": "4" if "-b4" in name else "1",
            "step_time_s": f"{wall_us * 1e-6:.5e}", "steps_timed": "3", "launch_us": f"{launch:.2f}",
            "notes": (f"call2 (moe_profile.py); train_step.py decoder, 4 layers of width 2048 ({shape}, 16 heads, "
                      "4 KV heads), vocab 50304: GPU-bound, not host-bound; step_time_s is the mean wall time of 3 "
                      f"CUDA-synchronised steps after 5 warm-up steps; the profiled kernels' device time summed to "
                      f"{kern_us / 1e3:.2f} ms a step (per kind in moe_profile.csv; fp32 master weights cast to bf16 "
                      "every step and the optimizer over every expert on one GPU dominate); " + LAUNCH)})
    return out


def rows() -> list[dict]:
    taken: set = set()
    out = sweep_rows(H100, "call1", taken)
    for call in ("call1", "call3"):
        out += sweep_rows(H200, call, taken)
    return out + profile_rows()


def main():
    data = rows()
    with open("data/host_microbenchmarks.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLS)
        w.writeheader()
        w.writerows(data)
    print(f"data/host_microbenchmarks.csv: {len(data)} rows")


if __name__ == "__main__":
    main()
