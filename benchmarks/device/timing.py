"""Shared by the device scripts: a CUDA-synchronised mean time and a CSV writer."""

from __future__ import annotations

import csv
import statistics
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


def time_steps(step, dev, meter, window_s: float) -> tuple[dict, object]:
    """Time a training ``step(i)`` as both device scripts do: 3 warm-up steps (and
    compilation), 1 to size a window of ~``window_s`` (10-400 steps), then each step
    CUDA-synchronised, with board power over the window and the peak memory of the window.

    Returns (statistics row, the last step's loss)."""
    cuda = dev.type == "cuda"
    sync = torch.cuda.synchronize if cuda else (lambda: None)
    t_build = time.perf_counter()
    for i in range(3):
        step(i)
    sync()
    warm_s = time.perf_counter() - t_build
    t0 = time.perf_counter()
    step(3)
    sync()
    n_steps = max(10, min(400, int(window_s / max(time.perf_counter() - t0, 1e-4)) + 1))
    if cuda:
        torch.cuda.reset_peak_memory_stats()
    times = []
    meter.start()
    for i in range(n_steps):
        t0 = time.perf_counter()
        loss = step(i)
        sync()
        times.append(time.perf_counter() - t0)
    pw = meter.stop()
    srt = sorted(times)
    return ({"steps_timed": n_steps, "step_time_s_median": statistics.median(times),
             "step_time_s_mean": statistics.mean(times), "step_time_s_p10": srt[len(srt) // 10],
             "step_time_s_p90": srt[9 * len(srt) // 10], "warmup_s": warm_s,
             "loss_last": float(loss.detach()),
             "peak_mem_gib": torch.cuda.max_memory_allocated() / 2 ** 30 if cuda else "", **pw}, loss)


def write_rows(path, rows: list[dict]) -> None:
    """One CSV with the union of the rows' keys as columns, in first-seen order."""
    keys = list(dict.fromkeys(k for r in rows for k in r))
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=keys)
        w.writeheader()
        w.writerows(rows)
