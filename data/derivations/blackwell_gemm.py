"""Where the published cuBLAS rates on a B200 put the Blackwell GEMM-efficiency offset.

``gemm_eff[family] = sigmoid(gemm_eff_logit_mean + gemm_eff_offset_<family>)`` (priors/steptime.yaml).
The Blackwell offset's prior (normal, mu -0.15, sigma 0.45) was written as "like Hopper, with a
wider spread". This script checks it against kernel figures, not against training rows:

* B200: the cuBLAS large square BF16/FP16 GEMM rates in ``data/attention_published.csv``
  (``cublas-b200-*``: 1,338-1,610 TFLOP/s at 8,192-16,384 cubes; the 1,017 at 4,096 is below the
  large-GEMM limit and left out) over the 2,250 TFLOP/s dense peak of ``data/accelerators.csv``;
* H100 (the reference the pooled mean is anchored on): the median large BF16 product, min(K, N)
  >= 4,096, of the project's own sweep (``data/gemm_microbenchmarks.csv``) over 989.4 TFLOP/s.

The offset Blackwell needs relative to Hopper is logit(B200 share) - logit(H100 share). Hopper's own
offset is near zero in the prior, so this range is what the Blackwell offset's prior should hold.
Run: ``.venv/bin/python data/derivations/blackwell_gemm.py``.
"""

from __future__ import annotations

import csv
import math
from pathlib import Path
from statistics import median

from lifecycle import tables
from lifecycle.priors import load_priors

ROOT = Path(__file__).resolve().parents[2]
LARGE = 8192  # square products from this size on are in the large-GEMM limit


def _peak(acc: str) -> float:
    """Dense BF16 peak of ``acc`` from data/accelerators.csv. [TFLOP/s]"""
    return float(tables.accelerator(acc)["peak_bf16_tflops"])


def _logit(p: float) -> float:
    return math.log(p / (1.0 - p))


def h100_share() -> float:
    """Median large BF16 GEMM rate of the own H100 sweep over the H100 dense peak."""
    rates = [float(r["achieved_tflops"]) for r in csv.DictReader(open(ROOT / "data/gemm_microbenchmarks.csv"))
             if r["accelerator"] == "h100-sxm5-80gb" and r["dtype"] == "bf16"
             and min(int(r["gemm_k"]), int(r["gemm_n"])) >= 4096]
    return median(rates) / _peak("h100-sxm5-80gb")


def b200_shares() -> dict[str, float]:
    """Published cuBLAS rates on a B200 over its dense peak, by item id (large products only)."""
    out = {}
    for r in csv.DictReader(open(ROOT / "data/attention_published.csv")):
        if r["item_id"].startswith("cublas-b200-") and r["quantity"] == "gemm_tflops":
            size = int(next(p for p in r["item_id"].split("-") if p.isdigit()))
            if size >= LARGE:
                out[r["item_id"]] = float(r["value"]) / _peak("b200")
    return out


def main() -> dict[str, float]:
    """Print and return ``{"low": ..., "high": ..., "mid": ...}``: the offsets the kernel rates imply."""
    h, b = h100_share(), b200_shares()
    offs = {k: _logit(v) - _logit(h) for k, v in b.items()}
    lo, hi = min(offs.values()), max(offs.values())
    print(f"H100 own sweep: {h:.3f} of the peak (logit {_logit(h):.2f})")
    for k, v in sorted(offs.items()):
        print(f"  {k}: B200 share {b[k]:.3f}, offset against Hopper {v:+.2f}")
    prior = load_priors()["gemm_eff_offset_blackwell"]
    p_lo, p_hi = prior.interval(0.9)
    print(f"Blackwell offset implied by cuBLAS: {lo:+.2f} .. {hi:+.2f} (mid {(lo + hi) / 2:+.2f}); "
          f"prior median {prior.median():+.2f}, 90% {p_lo:+.2f} .. {p_hi:+.2f}")
    return {"low": lo, "high": hi, "mid": (lo + hi) / 2}


if __name__ == "__main__":
    main()
