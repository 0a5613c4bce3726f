"""Raw grouped-GEMM sweep (grouped_sweep.py) -> ``data/grouped_gemm_microbenchmarks.csv``,
and its permutation rows -> ``data/moe_microbenchmarks.csv``.

Every number is copied from ``results/h200-2026-11-28/grouped_sweep.csv``; the derived
columns say how they were computed. The moe table is curated by hand: this script replaces
only its own rows (ids starting ``lcdev-h200-``), so it can be rerun. Run from the
repository root: ``python3 benchmarks/device/to_grouped.py``.
"""

from __future__ import annotations

import csv

RUN = "benchmarks/device/results/h200-2026-11-28"
ACC = "h200-sxm-141gb"
SOURCE = ("lifecycle developers, own measurement on a lent NVIDIA H200 SXM (one GPU, 132 SMs, 700 W power limit, "
          "driver 580.159.04, PyTorch 2.11.0+cu130, CUDA 13.0, Python 3.12.3, 2026-11-28), "
          f"benchmarks/device/grouped_sweep.py as committed with these results (raw CSV and log under {RUN})")
COLS = ["row_id", "source", "accelerator", "dtype", "kernel", "passes", "shape", "experts", "tokens_per_expert",
        "gemm_k", "gemm_n", "max_over_mean", "time_s", "repetitions", "achieved_tflops", "notes"]
MOE_COLS = ["item_id", "quantity", "value", "unit", "accelerator", "condition", "source", "notes"]
KINDS = {  # raw kind -> (dtype, kernel, passes)
    "grouped_fwd": ("bf16", "grouped_mm", "fwd"), "grouped_fwdbwd": ("bf16", "grouped_mm", "fwd_bwd"),
    "grouped_fwdbwd_skew": ("bf16", "grouped_mm", "fwd_bwd"), "dense_fwd": ("bf16", "matmul", "fwd"),
    "dense_fwdbwd": ("bf16", "matmul", "fwd_bwd"), "grouped_fwd_fp8": ("fp8", "scaled_grouped_mm", "fwd"),
}
WHAT = {
    "grouped_mm": "torch._grouped_mm over `experts` weights of gemm_k x gemm_n, each fed tokens_per_expert tokens "
                  "(2D x 3D, int32 offsets)",
    "matmul": "one dense torch.matmul of all experts x tokens_per_expert tokens by one gemm_k x gemm_n weight (the "
              "rate a large product of the expert's shape reaches; gemm_m = experts x tokens_per_expert)",
    "scaled_grouped_mm": "torch._scaled_grouped_mm, E4M3 x E4M3 -> BF16, row-wise scales set to one",
}


def _read():
    with open(f"{RUN}/grouped_sweep.csv", newline="") as f:
        return list(csv.DictReader(f))


def rows() -> list[dict]:
    out = []
    for r in _read():
        if r["kind"] not in KINDS:
            continue
        dtype, kernel, passes = KINDS[r["kind"]]
        skew = r.get("max_over_mean") or ""
        rid = (f"lcdev-h200-{kernel.replace('_', '')}-{passes.replace('_', '')}-{r['model']}-{r['proj']}"
               f"-t{r['tokens_per_expert']}" + (f"-skew{skew}" if skew else ""))
        out.append({
            "row_id": rid, "source": SOURCE, "accelerator": ACC,
            "dtype": dtype, "kernel": kernel, "passes": passes, "shape": f"{r['model']}-{r['proj']}",
            "experts": r["experts"], "tokens_per_expert": r["tokens_per_expert"], "gemm_k": r["k"],
            "gemm_n": str(int(float(r["n"]))), "max_over_mean": skew,
            "time_s": f"{float(r['time_s']):.4e}", "repetitions": r["reps"],
            "achieved_tflops": f"{float(r['tflops']):.1f}",
            "notes": (WHAT[kernel] + ("; forward + backward (input gradient and weight gradient, 3 products)"
                                      if passes == "fwd_bwd" else "; forward product only")
                      + (f"; skewed loads: one expert at {skew} x the mean, the rest share the remainder"
                         if skew else "; balanced loads")
                      + f"; shape {r['model']} {r['proj']} projection (up: K = hidden, N = 2 x moe_ffn, gate and "
                      "up fused; down: K = moe_ffn, N = hidden; hidden and moe_ffn from each model's config.json)"
                      "; mean over the repetitions after 3 warm-ups, CUDA-synchronised wall clock; DERIVED "
                      "achieved_tflops = 2 x passes x experts x tokens_per_expert x K x N / time_s "
                      "(passes 1 or 3)")})
    return out


def moe_rows() -> list[dict]:
    """The permutation passes (gather, ``index_add_`` combine, routing sort) as moe rows."""
    out = []
    for r in _read():
        if r["kind"] not in ("permute_gather", "combine_index_add"):
            continue
        h, t, k = r["k"], r["tokens_per_expert"], r["experts"]
        gather = r["kind"] == "permute_gather"
        out.append({
            "item_id": f"lcdev-h200-{'gather' if gather else 'combine-index-add'}-h{h}-t{t}-k{k}",
            "quantity": "permute_gather_gb_per_s" if gather else "combine_index_add_gb_per_s",
            "value": f"{float(r['gb_per_s']):.0f}", "unit": "GB/s", "accelerator": ACC,
            "condition": (f"BF16 tokens x hidden {h}, {t} tokens, top-{k} routing to 64 experts (random), "
                          + ("dispatch permutation x[idx] of the routed copies (index from a stable argsort)"
                             if gather else "combine out.index_add_(0, idx, y) of the routed copies back to "
                             "their tokens (atomic adds)")
                          + "; mean time after 3 warm-ups"),
            "source": SOURCE,
            "notes": (f"MEASURED time {float(r['time_s']) * 1e6:.1f} us; DERIVED bandwidth = bytes / time, bytes = "
                      + ("read + write of the routed copies, 2 x tokens x k x hidden x 2 B" if gather else
                         "the gather's bytes + one write of tokens x hidden x 2 B")
                      + ". Device copy on the same GPU: 4.29 TB/s (read + write), so the gather runs near "
                      "the copy rate and the atomic combine at about one eighth of it")})
    return out


def main():
    data = rows()
    with open("data/grouped_gemm_microbenchmarks.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLS, lineterminator="\n")
        w.writeheader()
        w.writerows(data)
    with open("data/moe_microbenchmarks.csv", newline="") as f:
        kept = [r for r in csv.DictReader(f) if not r["item_id"].startswith("lcdev-h200-")]
    new = moe_rows()
    with open("data/moe_microbenchmarks.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=MOE_COLS, lineterminator="\n")
        w.writeheader()
        w.writerows(kept + new)
    print(f"data/grouped_gemm_microbenchmarks.csv: {len(data)} rows; data/moe_microbenchmarks.csv: {len(new)} "
          f"rows of this run beside {len(kept)}")


if __name__ == "__main__":
    main()
