"""MoE kernels on one H200, from the project's own sweep: the grouped-GEMM half-rate tokens
per expert and the HBM passes of token permutation.

Reads ``data/grouped_gemm_microbenchmarks.csv`` (``benchmarks/device/grouped_sweep.py``:
``torch._grouped_mm`` BF16 over the routed experts of six published MoE models, 16 to 16,384
tokens per expert, balanced loads) and fits ``T_half`` of the step-time model's grouped-GEMM
time (:func:`lifecycle.model.gemm.layer_linear_s`): per expert, the roofline

    smooth_max(2 T K N (1 + T_half / T) / R,  2 (T K + K N + T N) / B)

times the number of experts and the passes (1 forward, 3 forward + backward), where ``R``
is the rate of one dense product of the same ``K x N`` over all the tokens, measured in the
same call (median over the rows with at least 16,384 tokens), and ``B`` the device-to-device
copy bandwidth of an H200 measured by this project (``data/power_measurements.csv``, rows
``lcdev-h200-d2d-copy-*``): the bandwidth the model's roofline charges the weights at. Least
squares on the log time; a 90% interval from a bootstrap over the rows.

It also fits a second form, a lower bandwidth ``eta B`` for the weights with ``T_half``
beside it, to show what ``T_half`` stands for: below ~256 tokens per expert the kernel
streams the weights at about two thirds of the copy rate.

Permutation: the same call timed the dispatch gather ``x[idx]`` and the combine
``out.index_add_(0, idx, y)`` of the routed copies (``data/moe_microbenchmarks.csv``, rows
``lcdev-h200-gather-*`` / ``lcdev-h200-combine-index-add-*``). :func:`permute_passes` puts
each in the step-time model's unit, one read and one write of the ``k`` routed copies of
every token at the copy bandwidth: the gather takes ~1 pass, the atomic combine ~9.

The evidence for the ``grouped_gemm_half_tokens`` and ``moe_permute_passes`` priors
(priors/steptime.yaml), beside the published rows in ``data/moe_microbenchmarks.csv``; the
calibration does not read these rows. Run: ``.venv/bin/python data/derivations/moe_kernels.py``.
"""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np

from lifecycle.model import gemm as G

ROOT = Path(__file__).resolve().parents[2]
LARGE_TOKENS = 16384


def copy_bandwidth() -> float:
    """Mean H200 device-to-device copy rate (read + write) measured by the project. [B/s]"""
    rows = [r for r in csv.DictReader(open(ROOT / "data/power_measurements.csv"))
            if r["row_id"].startswith("lcdev-h200-d2d-copy")]
    vals = [float(r["value"]) for r in rows]
    unit = rows[0]["value_unit"]
    assert unit.startswith("GB/s (read+write)"), unit
    return float(np.mean(vals)) * 1e9


def load(passes: str = "fwd_bwd") -> dict[str, np.ndarray]:
    """Balanced grouped rows of ``passes`` with the dense rate ``R`` of their shape."""
    rows = list(csv.DictReader(open(ROOT / "data/grouped_gemm_microbenchmarks.csv")))
    dense: dict[str, list[float]] = {}
    for r in rows:
        if (r["kernel"] == "matmul" and r["passes"] == passes
                and int(r["experts"]) * int(r["tokens_per_expert"]) >= LARGE_TOKENS):
            dense.setdefault(r["shape"], []).append(float(r["achieved_tflops"]) * 1e12)
    g = [r for r in rows if r["kernel"] == "grouped_mm" and r["passes"] == passes and not r["max_over_mean"]]
    col = {k: np.array([float(r[c]) for r in g]) for k, c in (
        ("te", "tokens_per_expert"), ("k", "gemm_k"), ("n", "gemm_n"), ("g", "experts"), ("t", "time_s"))}
    col["rate"] = np.array([np.median(dense[r["shape"]]) for r in g])
    col["passes"] = 3.0 if passes == "fwd_bwd" else 1.0
    return col


def predict(d: dict, t_half, bw: float, eta=1.0) -> np.ndarray:
    """Model time of each row: the step-time model's own GEMM roofline
    (:func:`lifecycle.model.gemm.gemm_s`) at the grouped rate ``R T / (T + T_half)``. [s]"""
    te = d["te"]
    rate = d["rate"] / G.saturation_slowdown(te, t_half)
    return d["passes"] * d["g"] * np.asarray(G.gemm_s(te, d["k"], d["n"], rate, bw * eta), float)


GRID = np.exp(np.linspace(np.log(1.0), np.log(3000.0), 600))


def fit(d: dict, bw: float) -> float:
    """Least-squares ``T_half`` on the log time over :data:`GRID`. [tokens]"""
    sse = [((np.log(predict(d, h, bw) / d["t"])) ** 2).sum() for h in GRID]
    return float(GRID[int(np.argmin(sse))])


def fit_eta(d: dict, bw: float) -> tuple[float, float]:
    """(T_half, eta) of the two-parameter form."""
    best = min(((((np.log(predict(d, h, bw, e) / d["t"])) ** 2).sum(), h, e)
                for h in np.linspace(0.0, 400.0, 81) for e in np.linspace(0.4, 1.0, 61)))
    return best[1], best[2]


def _sub(d: dict, i: np.ndarray) -> dict:
    return {k: (v[i] if isinstance(v, np.ndarray) else v) for k, v in d.items()}


def permute_passes() -> dict[str, list[float]]:
    """Time of each measured permutation kernel over one pass (read + write of the routed
    copies, ``2 x tokens x k x hidden x 2 B``) at the copy bandwidth: ``{quantity: [passes]}``."""
    bw = copy_bandwidth()
    out: dict[str, list[float]] = {}
    for r in csv.DictReader(open(ROOT / "data/moe_microbenchmarks.csv")):
        if not r["item_id"].startswith("lcdev-h200-"):
            continue
        k = int(r["item_id"].split("-")[-1][1:])
        # the row's bandwidth counts one pass, plus one write of the tokens for the combine
        counted = 1.0 + (1.0 / (2.0 * k) if r["quantity"].startswith("combine") else 0.0)
        out.setdefault(r["quantity"], []).append(bw * counted / (float(r["value"]) * 1e9))
    return out


def main() -> dict[str, tuple[float, float, float]]:
    """Print and return ``{passes: (T_half, p05, p95)}``, ``{"permute_passes": ...}``."""
    rng = np.random.default_rng(0)
    bw = copy_bandwidth()
    out = {}
    for passes in ("fwd_bwd", "fwd"):
        d = load(passes)
        h = fit(d, bw)
        boot = [fit(_sub(d, rng.integers(0, len(d["t"]), len(d["t"]))), bw) for _ in range(200)]
        lo, hi = np.percentile(boot, [5, 95])
        r = np.log(predict(d, h, bw) / d["t"])
        h2, eta = fit_eta(d, bw)
        r2 = np.log(predict(d, h2, bw, eta) / d["t"])
        by = " ".join(f"{int(t)}:{r[d['te'] == t].mean():+.2f}" for t in (16, 64, 256, 1024, 4096))
        print(f"{passes}: {len(d['t'])} rows, copy bandwidth {bw / 1e12:.2f} TB/s; T_half {h:.0f} tokens "
              f"(90% bootstrap {lo:.0f}-{hi:.0f}), log-residual rms {np.sqrt((r ** 2).mean()):.3f}, mean by "
              f"tokens per expert {by}; with the weights at eta x the copy rate: T_half {h2:.0f}, eta {eta:.2f}, "
              f"rms {np.sqrt((r2 ** 2).mean()):.3f}")
        out[passes] = (h, float(lo), float(hi))
    pp = permute_passes()
    g, c = pp["permute_gather_gb_per_s"], pp["combine_index_add_gb_per_s"]
    print(f"permutation: gather {min(g):.2f}-{max(g):.2f} passes, index_add_ combine {min(c):.1f}-{max(c):.1f} "
          f"passes; a stack that gathers both ways {2 * np.mean(g):.1f}, one that combines with atomics "
          f"{np.mean(g) + np.mean(c):.1f} per direction pair (forward; the backward swaps the two kernels)")
    out["permute_passes"] = (float(np.mean(g)), float(np.mean(c)), float(np.mean(g) + np.mean(c)))
    return out


if __name__ == "__main__":
    main()
