#!/usr/bin/env python3
"""s56c helper (session 83/h3): dense LLM training on B200/GB200/B300/GB300/H200/MI300-class
from non-excluded publishers.  RESULT: no row qualified, so rows.csv holds only the header.

Pure Python.  Writes rows.csv with the exact header of
data/collections/2026-12-07-session50-predicted-candidate-rows.csv and asserts the arithmetic
behind the two numeric drop decisions in report.md.
"""
import csv, os

HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    header = next(csv.reader(f))
assert header[0] == "row_id" and header[-1] == "target_file" and len(header) == 58, len(header)

ROWS = []  # no row qualified (see report.md)

# --- Drop check 1: "B200 MFU Scaling Issue - Diagnostic Report" (code-index file id 10109022261,
# repository not named by the index).  Verbatim: 2 GPU 'Time: 1838ms', 'Tokens/s: 106979',
# 'Tokens per iteration:  6,291,456'; 8 GPU 'Time: 29452ms', 'Tokens/s: 106809',
# 'Tokens per iteration:  25,165,824'; 'Micro-batch size: 24', 'Gradient accumulation: 64 steps',
# '24 × 2048 = 49,152 tokens'.
mb_tokens = 24 * 2048
assert mb_tokens == 49152
assert 24 * 64 * 2048 * 2 == 6291456 and 24 * 64 * 2048 * 8 == 25165824
# The printed Tokens/s does not match tokens-per-iteration / time in either run:
assert abs(6291456 / 1.838 - 106979) / 106979 > 30      # 3.42M tok/s vs 107k printed
assert abs(25165824 / 29.452 - 106809) / 106809 > 6     # 854k tok/s vs 107k printed
# 2-GPU: printed rate x time = 4 micro-batches (2 GPUs x 2 micro-steps?), not one iteration
assert abs(106979 * 1.838 - 4 * mb_tokens) / (4 * mb_tokens) < 0.001
# 8-GPU: printed rate x time = one GPU's tokens per iteration (24 x 64 x 2048)
assert abs(106809 * 29.452 - 24 * 64 * 2048) / (24 * 64 * 2048) < 0.001
# -> inconsistent definitions; also "Hardware peak: 9000.0 TFLOPS (B200 bf16)" for 2 GPUs
#    = 4500 TF/GPU, i.e. the dense-sparse confusion; dropped (no trustworthy step time).
assert 9000.0 / 2 == 4500.0 and 36000.0 / 8 == 4500.0

# --- Drop check 2: Lenovo MLPerf v5.1 llama31_8b (SR680aV3 / SR780aV3 B200, SR680aV4 B300):
# config_SR780aV3_SR680aV3_SR680aV4.sh sources 'config_common_fp4.sh' (NVFP4) -> dropped by the
# project's NVFP4 rule; MINIBS=2, MICRO_BATCH_SIZE=2, DGXNNODES=1, DGXNGPU=8; log GBS 16, GA 1.0.
assert 2 * 8 * 1 == 16

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rows.csv")
with open(out, "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(header)
    for r in ROWS:
        w.writerow([r.get(c, "") for c in header])
print(f"wrote {out}: {len(ROWS)} rows, {len(header)} columns")
