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
Run: ``python3 data/derivations/host_overhead.py``.
"""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]


def load() -> list[dict]:
    with open(ROOT / "data" / "host_microbenchmarks.csv", newline="") as f:
        return list(csv.DictReader(f))


def fit(rows: list[dict], stack: str, recompute: str) -> tuple[float, float, float]:
    """(slope [s/layer], intercept [s], largest relative residual) on the width-128 rows."""
    sel = [r for r in rows if r["stack"] == stack and r["recompute"] == recompute and r["hidden"] == "128"]
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
        if r["hidden"] != "128":
            print(f"width check {r['row_id']}: {float(r['step_time_s']) * 1e3:.1f} ms")
    return out


if __name__ == "__main__":
    main()
