"""Raw host-overhead sweep (host_sweep.py) -> ``data/host_microbenchmarks.csv``.

Every number is copied from ``results/h100-host-2026-11-27/call1/host_sweep.csv`` and
``launch.csv``; the derived column says how it was computed. Run from the repository root:
``python3 benchmarks/device/to_host.py``.
"""

from __future__ import annotations

import csv

RUN = "benchmarks/device/results/h100-host-2026-11-27/call1"
SOURCE = ("lifecycle developers, own measurement on a lent NVIDIA H100 SXM5 80 GB HBM3 (one GPU, 700 W power "
          "limit, driver 580.159.04, PyTorch 2.11.0+cu130, Python 3.12.3, 16-core Intel Xeon virtual machine, "
          "2026-11-27), benchmarks/device/host_sweep.py (train_step.py's decoder) as committed with these "
          f"results (raw CSVs and log under {RUN})")
COLS = ["row_id", "source", "accelerator", "stack", "recompute", "layers", "hidden", "seq_len", "micro_batch",
        "step_time_s", "steps_timed", "launch_us", "notes"]


def _read(name):
    with open(f"{RUN}/{name}", newline="") as f:
        return list(csv.DictReader(f))


def rows() -> list[dict]:
    launch = float(_read("launch.csv")[0]["time_us"])
    out = []
    for r in _read("host_sweep.csv"):
        stack = "compiled" if r["compile"] == "True" else "eager"
        out.append({
            "row_id": f"lcdev-h100-{r['name']}", "source": SOURCE, "accelerator": "h100-sxm5-80gb",
            "stack": stack, "recompute": r["recompute"], "layers": r["layers"], "hidden": r["hidden"],
            "seq_len": r["seq_len"], "micro_batch": r["micro_batch"],
            "step_time_s": f"{float(r['step_time_s_median']):.5e}", "steps_timed": r["steps_timed"],
            "launch_us": f"{launch:.2f}",
            "notes": (f"train_step.py decoder, {r['layers']} layers of width {r['hidden']} (ffn {r['ffn_hidden']}, "
                      f"{r['heads']} heads), vocab {r['vocab']}, one sequence of {r['seq_len']} tokens: kernels "
                      "shorter than their launch, so the step is host-bound; step = forward + backward under bf16 "
                      "autocast, clip_grad_norm_, fused AdamW; median of the CUDA-synchronised steps timed; "
                      + ("each block torch.compile'd (Inductor, default mode, no CUDA graphs); " if stack == "compiled"
                         else "eager; ")
                      + ("full recomputation (torch.utils.checkpoint of each block); " if r["recompute"] == "full"
                         else "")
                      + "launch_us: one torch.add of two 128-element tensors without autograd, mean over "
                      "back-to-back launches in the same call (this host's per-kernel floor)")})
    return out


def main():
    data = rows()
    with open("data/host_microbenchmarks.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLS)
        w.writeheader()
        w.writerows(data)
    print(f"data/host_microbenchmarks.csv: {len(data)} rows")


if __name__ == "__main__":
    main()
