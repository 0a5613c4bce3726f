"""Shared by the device scripts: a CUDA-synchronised mean time and a CSV writer."""

from __future__ import annotations

import csv
import time

import torch


def mean_time(fn, target_s: float = 0.05, max_reps: int = 2000) -> tuple[float, int]:
    """(mean seconds per call, calls timed) of ``fn`` after 3 warm-ups, timed for ~``target_s``."""
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    fn()
    torch.cuda.synchronize()
    reps = max(5, min(max_reps, int(target_s / max(time.perf_counter() - t0, 1e-6))))
    t0 = time.perf_counter()
    for _ in range(reps):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / reps, reps


def write_rows(path, rows: list[dict]) -> None:
    """One CSV with the union of the rows' keys as columns, in first-seen order."""
    keys = list(dict.fromkeys(k for r in rows for k in r))
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=keys)
        w.writeheader()
        w.writerows(rows)
