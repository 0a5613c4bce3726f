"""Helper s53d: FSDP / ZeRO-3 / HSDP at >=128 GPUs. Builds rows.csv.

No lead met every requirement (see report.md), so rows.csv is the header only.
The header is copied byte-for-byte from the session-50 candidate-rows file.
The checks below redo the arithmetic on the published numbers I read, so that a later
session can see why each lead was declined. None of them produces a row.
"""
import csv, os

HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    header = next(csv.reader(f))
assert header[-1] == "target_file" and header[0] == "row_id"

# Lead A: PyTorch/XLA FSDP blog (pytorch/pytorch.github.io@92a44c94, 2023-08-24), Table 1.
# Published: v4-512 (= 256 chips), 1,048,576 tokens/batch, 128B params, 30,460 ms, 809 PFLOPS/step, 37.7% MFU.
# Check: 6 * tokens * params = FLOPs/step; MFU = FLOPs / step / chips / 275e12 (TPU v4 bf16 peak).
tok, params, step, chips = 1_048_576, 128e9, 30.460, 256
flops = 6 * tok * params
assert abs(flops / 1e15 - 805) < 10          # published 809 (params rounded to 128B)
mfu = 809e15 / step / chips / 275e12
assert abs(mfu - 0.377) < 0.002, mfu         # published 37.7%
# Declined: the 16B-128B GPT-2 shapes (layers/hidden/heads) are not published anywhere I could read.

# Lead B: LLaMA-1 (Touvron et al. 2023): "65B-parameter model processes around 380 tokens/sec/GPU on
# 2048 A100 GPU with 80GB"; 1.4T tokens in "approximately 21 days".
days = 1.4e12 / (380 * 2048) / 86400
assert abs(days - 20.8) < 0.2, days          # consistent with "approximately 21 days"
# Declined: layout (model/sequence-parallel degree, sharding) not stated; read only via a third-party summary.

rows = []  # nothing qualifies
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=header)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print("rows written:", len(rows))
