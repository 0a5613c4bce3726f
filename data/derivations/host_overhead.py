"""Host (launch) time per transformer layer, from the project's own host-bound sweep on an H100.

Reads ``data/host_microbenchmarks.csv`` (``benchmarks/device/host_sweep.py``: train_step.py's
decoder at width 128 and 128 tokens, 1-32 layers, so small that every kernel finishes before
the CPU launches the next) and fits, per stack (eager, eager with full recomputation,
``torch.compile`` of each block), step time = intercept + slope x layers by least squares.
The slope is the host time of one layer forward + backward, the quantity of the step-time
prior ``host_overhead_per_layer_us`` (lifecycle/model/steptime.py: a step never runs faster
than the host launches its layers); the intercept is the per-step host work (embedding, loss,
gradient clipping, optimizer). Also prints the slope in launches of one tiny op on the same
host (``launch_us``), and the width checks (hidden 512 and 1024 at 32 layers: the same step
time when host-bound). A microbenchmark, not a calibration row; the prior is widened beyond it
for other hosts (launch cost differs between machines) and stacks (kernel counts per layer).
The H200 sweep of 2026-12-04 adds MoE layers (``host_sweep.py --moe``): :func:`moe` gives
their host time over a dense layer's (the evidence for ``host_moe_ratio``), what each expert
adds where a Python loop launches one GEMM pair per expert, and what the host's wait for the
per-expert token counts costs where the GPU is the bottleneck (``moe_profile.py``'s rows).
Run: ``python3 data/derivations/host_overhead.py``.
"""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
H100, H200 = "h100-sxm5-80gb", "h200-sxm-141gb"


def load() -> list[dict]:
    with open(ROOT / "data" / "host_microbenchmarks.csv", newline="") as f:
        return list(csv.DictReader(f))


def fit(rows: list[dict], stack: str, recompute: str, mlp: str = "dense", accelerator: str = H100,
        experts: str | None = None) -> tuple[float, float, float]:
    """(slope [s/layer], intercept [s], largest relative residual) on the width-128 rows of one
    accelerator's host, one layer kind (``mlp``) and, for MoE, one expert count."""
    sel = [r for r in rows if r["stack"] == stack and r["recompute"] == recompute and r["hidden"] == "128"
           and r["mlp"] == mlp and r["accelerator"] == accelerator
           and (experts is None or r["num_experts"] == experts)]
    x = np.array([float(r["layers"]) for r in sel])
    y = np.array([float(r["step_time_s"]) for r in sel])
    slope, icpt = np.polyfit(x, y, 1)
    return float(slope), float(icpt), float(np.max(np.abs(y / (icpt + slope * x) - 1.0)))


def main() -> dict:
    rows = load()
    launch = float(rows[0]["launch_us"])
    out = {}
    for stack, rc in (("eager", "none"), ("eager", "full"), ("compiled", "none")):
        s, c, res = fit(rows, stack, rc)
        out[(stack, rc)] = s
        print(f"{stack:8s} recompute {rc:4s}: {s * 1e6:7.0f} us per layer ({s * 1e6 / launch:5.0f} launches "
              f"of {launch:.1f} us), {c * 1e3:5.2f} ms per step, largest residual {res:.1%}")
    eager = out[("eager", "none")]
    print(f"compiled / eager per layer: {out[('compiled', 'none')] / eager:.2f}; "
          f"full recompute / eager: {out[('eager', 'full')] / eager:.2f}")
    for r in rows:
        if r["hidden"] != "128" and r["accelerator"] == H100:
            print(f"width check {r['row_id']}: {float(r['step_time_s']) * 1e3:.1f} ms")
    out.update(moe(rows))
    return out


def moe(rows: list[dict]) -> dict:
    """MoE layers' host time over dense layers' on the same host in the same calls (the H200 sweep
    of 2026-12-04): the evidence for ``host_moe_ratio``. Keys ``("moe", stack, mlp, experts)``
    hold the ratio of slopes; ``("moe_per_expert_loop",)`` the host time each further expert
    adds when a loop launches one GEMM pair per expert [s]; ``("moe_sync_wait",)`` the wall time
    the host's wait for the token counts adds per MoE layer where the GPU is the bottleneck [s]."""
    out = {}
    base = {st: fit(rows, st, "none", "dense", H200)[0] for st in ("eager", "compiled")}
    print(f"H200 host, dense layer: {base['eager'] * 1e6:.0f} us eager, {base['compiled'] * 1e6:.0f} us compiled "
          f"(the H100 host: {fit(rows, 'eager', 'none')[0] * 1e6:.0f} us eager)")
    cases = [("eager", "none", "moe-grouped", e) for e in ("8", "64", "128")]
    cases += [("eager", "none", "moe-grouped-sync", "64"), ("eager", "full", "moe-grouped", "64"),
              ("compiled", "none", "moe-grouped", "64")] + [("eager", "none", "moe-loop", e) for e in ("8", "64", "128")]
    loop = {}
    for st, rc, mlp, e in cases:
        s, _, res = fit(rows, st, rc, mlp, H200, e)
        ratio = s / base[st]
        out[("moe", st if rc == "none" else f"{st}-{rc}", mlp, int(e))] = ratio
        if mlp == "moe-loop":
            loop[int(e)] = s
        print(f"{mlp:16s} {e:>3s} experts, {st:8s} recompute {rc:4s}: {s * 1e6:7.0f} us per layer, "
              f"{ratio:5.2f}x the dense layer, largest residual {res:.1%}")
    ne = np.array(sorted(loop), float)
    per_expert = float(np.polyfit(ne, [loop[int(n)] for n in ne], 1)[0])
    out[("moe_per_expert_loop",)] = per_expert
    launch = float(next(r["launch_us"] for r in rows if r["mlp"] == "moe-loop"))
    prof = {r["row_id"].split("profile-")[1]: float(r["step_time_s"]) for r in rows if "-profile-" in r["row_id"]}
    waits = [(prof[f"moe-q3a3b-d4-{b}-sync"] - prof[f"moe-q3a3b-d4-{b}"]) / 4 for b in ("b1", "b4")]
    out[("moe_sync_wait",)] = float(np.mean(waits))
    print(f"a loop over experts adds {per_expert * 1e6:.0f} us per expert per layer "
          f"({per_expert * 1e6 / launch:.0f} launches of this host's {launch:.1f} us); the host's wait for the token counts "
          f"adds {', '.join(f'{w * 1e6:+.0f}' for w in waits)} us per MoE layer when GPU-bound (Qwen3-30B-A3B "
          "layers at 1 and 4 sequences of 2,048 tokens)")
    return out


if __name__ == "__main__":
    main()
