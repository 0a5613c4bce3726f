"""Fused attention's share of the peak on Blackwell over Hopper's, from one source (2026-12-07, a fifty-fourth
session; collections/2026-12-07-session54-decision.txt addendum 7).

NVIDIA's cudnn-frontend benchmark results for cuDNN 9.19.1 (data/attention_published.csv rows
``s54d-cudnn919-*-fwdbwd-hd128-s{8k,32k}``: causal, head dim 128, GQA, batch 1, forward + backward in the model's
3x convention) measured an H200, a GB200 and a GB300 at the same shapes with the same library. Each Blackwell
rate over its dense BF16 peak (data/accelerators.csv), divided by the H200's over its peak at the same sequence
length, is the share of the peak fused attention reaches on Blackwell over Hopper's; their mean is the constant
``lifecycle.hardware.FUSED_ATTN_PEAK_SHARE['blackwell']`` (Hopper 1 by definition: attn_eff_ratio_fused is
measured on an H100).

    python data/derivations/fused_attention_share.py
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legacy_mma import _peak, _rows  # noqa: E402 (the same table reader and peak lookup)


def main() -> float:
    """Print the four same-source ratios and return their mean."""
    rows = {k: float(r["value"]) for k, r in _rows().items()}
    ratios = []
    for seq in ("8k", "32k"):
        hop = rows[f"s54d-cudnn919-h200-sxm-141gb-fwdbwd-hd128-s{seq}"] / _peak("h200-sxm-141gb")
        for acc in ("gb200", "gb300"):
            bw = rows[f"s54d-cudnn919-{acc}-fwdbwd-hd128-s{seq}"] / _peak(acc)
            ratios.append(bw / hop)
            print(f"{acc} {seq}: {bw:.3f} of the peak against the H200's {hop:.3f}: {bw / hop:.3f}")
    mean = sum(ratios) / len(ratios)
    print(f"mean {mean:.3f} (range {min(ratios):.3f}-{max(ratios):.3f})")
    return mean


if __name__ == "__main__":
    main()
