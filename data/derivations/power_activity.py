"""Board-power activity of training phases, from the project's own H200 and H100 measurements.

Reads ``data/power_measurements.csv`` (NVML energy-counter power over each timed
window, idle power measured in the same call; benchmarks/device) and the step
rows they belong to (``data/measurements/lifecycle_device_*.csv``), and
prints, per accelerator, the activity share ``(P - P_idle) / (P_limit - P_idle)`` of two phases
the energy model (lifecycle/model/energy.py) distinguishes:

* **busy** (compute kernels): rows whose step is GPU-bound, i.e. at least
  16,384 tokens per micro-batch step and the SM clock held below its 1,980 MHz
  maximum or the row a MoE (the board is at its power limit when the clock
  throttles: DVFS under a power cap);
* **waiting** (GPU idle with clocks up, as during exposed communication): rows
  whose step is host-bound, micro-batch 1 at 1,024 tokens (the GPU computes
  for a few percent of the step).

These are the evidence for the priors ``power_activity_busy`` and
``power_activity_comm`` in priors/lifecycle.yaml (a microbenchmark, not a
calibration row: the calibration fits the two on the disclosures).
Run: ``python3 data/derivations/power_activity.py``.
"""

from __future__ import annotations

import csv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load() -> list[dict]:
    steps = {r["row_id"]: r for p in sorted((ROOT / "data/measurements").glob("lifecycle_device_*.csv"))
             for r in csv.DictReader(open(p))}
    out = []
    for r in csv.DictReader(open(ROOT / "data/power_measurements.csv")):
        if not r["activity_share"] or r["step_row_id"] not in steps:
            continue
        s = steps[r["step_row_id"]]
        out.append({"row_id": r["row_id"], "share": float(r["activity_share"]),
                    "tokens": int(s["micro_batch"]) * int(s["seq_len"]), "moe": s["arch"] == "moe",
                    "clock": float(r["sm_clock_median_mhz"]), "mb": int(s["micro_batch"]),
                    "acc": r["accelerator"]})
    return out


def phases(rows) -> dict[str, list[float]]:
    busy = [r["share"] for r in rows if r["tokens"] >= 16384 and (r["clock"] < 1980 or r["moe"])]
    dense_busy = [r["share"] for r in rows if r["tokens"] >= 16384 and r["clock"] < 1980 and not r["moe"]]
    wait = [r["share"] for r in rows if r["mb"] == 1 and r["tokens"] == 1024]
    return {"busy (GPU-bound steps)": busy, "busy, dense only": dense_busy, "waiting (host-bound steps)": wait}


def main():
    rows = load()
    for acc in sorted({r["acc"] for r in rows}):
        print(acc)
        for name, v in phases([r for r in rows if r["acc"] == acc]).items():
            v = sorted(v)
            print(f"  {name:30s} n={len(v):2d} min {v[0]:.3f} median {v[len(v) // 2]:.3f} max {v[-1]:.3f}")


if __name__ == "__main__":
    main()
