"""Share of Blackwell's (and Ampere's) tensor-core peak that FlashAttention-2-class kernels reach,
relative to Hopper's.

FlashAttention-2 issues Ampere's warp-level ``mma.sync`` instruction. Hopper's full rate needs
``wgmma`` and Blackwell's ``tcgen05``; ``mma.sync`` runs there at a fraction of the newer peak, so
an eager PyTorch stack's attention (SDPA's flash backend is FlashAttention-2) gains little from a
Blackwell chip while its GEMMs (cuBLAS) gain the whole step. Reads ``data/attention_published.csv``:

* A100: 73% of the peak at best (Dao 2023);
* H100: 35% (Shah et al. 2024, the FlashAttention-3 paper), the reference: ``attn_eff_ratio`` is
  measured on an H100 (``data/attention_microbenchmarks.csv``) and fitted on A100 and H100 rows;
* B200: the long-sequence forward + backward of flash_attn 2.7.4 (Dao-AILab/flash-attention
  issue #1589) over the B200's 2,250 TFLOP/s dense BF16 peak (``data/accelerators.csv``).

Blackwell's share is its utilisation over the H100's, the constant
``lifecycle.hardware.FA2_PEAK_SHARE["blackwell"]`` that multiplies ``attn_eff_ratio`` for
FlashAttention-2-class stacks (:mod:`lifecycle.model.steptime`). Ampere's over the H100's, from
the bottom and the top of Dao's range (50-73%), is the published range of the fitted parameter
``attn_mma_share_ampere`` (``priors/steptime.yaml``; since 2026-12-07, collections/2026-12-07-
session52-decision.txt item 1; before that the one fitted ratio spanned the A100 and H100 rows).
Both are shares of the PEAK, so the model multiplies them by Hopper's attention share of the peak
(Hopper's GEMM efficiency x ``attn_eff_ratio``), not by the row's own family's GEMM efficiency
(collections/2026-12-07-session53-decision.txt addendum 6; until then Ampere's prior was widened
at its low end to absorb that factor). All figures in the FlashAttention
convention (backward 2.5x the forward); the ratios do not depend on it.
Run: ``.venv/bin/python data/derivations/legacy_mma.py``.
"""

from __future__ import annotations

import csv
from pathlib import Path

from lifecycle import tables

ROOT = Path(__file__).resolve().parents[2]


def _rows():
    return {r["item_id"]: r for r in csv.DictReader(open(ROOT / "data/attention_published.csv"))}


def _peak(acc: str) -> float:
    """Dense BF16 peak of ``acc`` from data/accelerators.csv. [TFLOP/s]"""
    return float(tables.accelerator(acc)["peak_bf16_tflops"])


def main() -> dict[str, float]:
    """Print and return ``{family: share}``."""
    r = _rows()
    a100 = float(r["fa2-a100-kernel-utilisation-high"]["value"])
    h100 = float(r["fa2-h100-kernel-utilisation"]["value"])
    b200 = max(float(v["value"]) for k, v in r.items() if k.startswith("fa2-b200-")) / _peak("b200")
    lo, hi = ampere_range()
    out = {"blackwell": b200 / h100}
    print(f"FlashAttention-2 utilisation: A100 {lo * h100:.3f}-{a100:.3f}, H100 {h100:.3f}, B200 {b200:.3f} of "
          f"the peak; blackwell over hopper {out['blackwell']:.3f}; ampere over hopper {lo:.3f}-{hi:.3f} "
          f"(the published range of the prior of attn_mma_share_ampere)")
    return out


def ampere_range() -> tuple[float, float]:
    """Ampere's FlashAttention-2 share of its peak over the H100's: (bottom, top) of Dao's range."""
    r = _rows()
    h100 = float(r["fa2-h100-kernel-utilisation"]["value"])
    return (float(r["fa2-a100-kernel-utilisation-low"]["value"]) / h100,
            float(r["fa2-a100-kernel-utilisation-high"]["value"]) / h100)


if __name__ == "__main__":
    main()
