#!/usr/bin/env python3
"""s54b helper (TPU training step time). Builds rows.csv and checks the arithmetic
quoted in report.md. No row qualified under the drop rules, so rows.csv holds the
header only; the checks below back the reasons given for dropping the leads."""
import csv

HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    header = next(csv.reader(f))
assert header[0] == "row_id" and header[-1] == "target_file"

ROWS = []  # none qualified (see report.md, "Dropped")

with open("rows.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(header)
    for r in ROWS:
        w.writerow([r.get(c, "") for c in header])

# ---- Lead 1: AXLearn paper Table 3 (via secondary sources), TPU v5p ----
# PUBLISHED (secondary): iteration time s, MFU %, throughput tokens/s (rounded)
axl = {
    "Llama2-7B tpu-v5p-512 AXLearn": (2.5, 66.2, 1.7e6, 256),
    "Llama2-7B tpu-v5p-512 MaxText": (2.7, 61.6, 1.6e6, 256),
    "Llama2-70B tpu-v5p-1024 AXLearn": (11.6, 68.0, 360e3, 512),
    "Llama2-70B tpu-v5p-1024 MaxText": (12.3, 64.4, 341e3, 512),
    "Qwen3-30B-A3B tpu-v5p-1024 AXLearn": (12.86, 31.6, 1.3e6, 512),
    "Qwen3-30B-A3B tpu-v5p-1024 MaxText": (13.0, 31.3, 1.3e6, 512),
}
for k, (t, mfu, tps, chips) in axl.items():
    tokens = t * tps  # DERIVED tokens per step
    print(f"{k}: tokens/step ~ {tokens/1e6:.2f}M  tokens/s/chip ~ {tps/chips:.0f}")
# Llama rows imply ~4M-token batches (2^22 = 4,194,304) within rounding of the throughput column
for k in ("Llama2-7B tpu-v5p-512 AXLearn", "Llama2-70B tpu-v5p-1024 AXLearn",
          "Llama2-70B tpu-v5p-1024 MaxText"):
    t, _, tps, _ = axl[k]
    assert abs(t * tps / 2**22 - 1) < 0.05, k
# Qwen rows imply ~16M tokens (2^24) per step
t, _, tps, _ = axl["Qwen3-30B-A3B tpu-v5p-1024 AXLearn"]
assert abs(t * tps / 2**24 - 1) < 0.05
# MFU consistency for Llama2-7B (6.74B params, 32 layers, d 4096) at 4,194,304 tokens / 2.5 s, 256 chips x 459 TF
peak = 459e12
tps_exact = 2**22 / 2.5
for s, label in ((4096, "seq 4096"), (2048, "seq 2048")):
    fpt = 6 * 6.74e9 + 12 * 32 * s * 4096  # dense 6N + non-causal attention 12*L*s*d
    mfu = tps_exact * fpt / (256 * peak) * 100
    print(f"  7B MFU check at {label}: {mfu:.1f}% (published 66.2%)")
fpt4096 = 6 * 6.74e9 + 12 * 32 * 4096 * 4096
assert abs(tps_exact * fpt4096 / (256 * peak) * 100 - 66.2) < 2.0  # seq 4096 fits, but is not stated

# ---- Lead 2: Kisoku 3.2B (0arch-io HF model card), TPU v4-32 ----
L, d, hq, hkv, hd, f, V, s = 32, 3072, 32, 8, 96, 8192, 50304, 2048
attn = d * hq * hd * 2 + d * hkv * hd * 2
for gated in (False, True):
    mlp = (3 if gated else 2) * d * f
    n = L * (attn + mlp)
    fpt = 6 * n + 6 * V * d + 6 * L * s * d  # causal attention (half of 12*L*s*d)
    print(f"Kisoku gated={gated}: non-emb params {n/1e9:.2f}B, flops/token {fpt/1e9:.1f}G, "
          f"implied TFLOP/s at 5,400 tok/s = {5400*fpt/1e12:.0f} (published ~115)")
# published ratio 115e12/5400 = 21.3 GFLOP/token
# step time under the two batch readings (16 chips; the card says 32)
for gbs in (64, 256):
    print(f"  Kisoku GBS {gbs} on 16 chips: {gbs*s/(5400*16):.2f} s/step, "
          f"100k steps = {gbs*s/(5400*16)*1e5/86400:.1f} days (card: ~5 days)")
print("rows written:", len(ROWS))
