#!/usr/bin/env python3
"""Helper k (session 51 follow-up): MLPerf Training partner pre-training results.

Result: NO qualifying rows. Every new (submitter, system, benchmark, GPU count)
combination found is NVFP4/MXFP4 (project rule: FP4 training is not modelled),
has no stated precision/layout, uses an accelerator id absent from
data/accelerators.csv, or is already held.  This script therefore writes
rows.csv with the exact 58-column header only, and asserts every number that
report.md DERIVES from the published log values (so the declined-lead
numbers stay checkable).  Pure Python; no network; nothing under /work/main
is modified (the header file is only read).
"""
import csv
import os
import statistics

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"

with open(HEADER_SRC, newline="") as f:
    header = next(csv.reader(f))
assert len(header) == 58 and header[0] == "row_id" and header[-1] == "target_file"

ROWS = []  # nothing qualifies; see report.md "Declined"

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(header)
    for r in ROWS:
        w.writerow([r.get(k, "") for k in header])

# ---------------------------------------------------------------------------
# Published numbers (verbatim from the logs, fork Richardyu114/training_results_v6.0
# @ eabf23a07b2a0c60a289ff871dc3a46fff0d0421) and the arithmetic report.md shows.
# ---------------------------------------------------------------------------
def close(a, b, rel=2e-4):
    return abs(a - b) <= rel * abs(b)

# 1) MI355X partner logs (AMD Primus code, MXFP4): block wall-clock per 384-step block.
GBS, BLOCK_SAMPLES = 32, 12288
steps_per_block = BLOCK_SAMPLES // GBS
assert steps_per_block == 384
mi355x_blocks = {
    "HPE XD685 MI355X result_0 block 1": (1778660016604, 1778660366656),
    "Oracle 8xMI355X result_0 block 1": (1778778935873, 1778779283206),
    "MiTAC 8xMI355X_2xEPYC_9755 result_0 block 1": (1778043901129, 1778044246568),
    "MiTAC 8xMI355X_2xEPYC_9755 result_0 block 2": (1778044257857, 1778044604225),
    "MiTAC 8xMI355X_2xEPYC_9755 result_0 block 3": (1778044613613, 1778044959221),
}
derived_mi355x = {
    "HPE XD685 MI355X result_0 block 1": 0.9116,
    "Oracle 8xMI355X result_0 block 1": 0.9045,
    "MiTAC 8xMI355X_2xEPYC_9755 result_0 block 1": 0.8996,
    "MiTAC 8xMI355X_2xEPYC_9755 result_0 block 2": 0.9020,
    "MiTAC 8xMI355X_2xEPYC_9755 result_0 block 3": 0.9000,
}
for k, (a, b) in mi355x_blocks.items():
    s = (b - a) / 1000.0 / steps_per_block
    assert abs(s - derived_mi355x[k]) < 5e-5, (k, s)
# GA 2 with MBS 2 on 8 GPUs (TP=PP=CP=1): GBS = 8 * 2 * 2
assert 8 * 2 * 2 == GBS

# 2) Azure 2048xAzure_GB200 llama31_405b result_0 (NVFP4 baseline config): GBS 1024,
#    steps 1..104 at ~1.29 s.  Informational only (row declined).
azure_steps = [1.2965290546417236, 1.2931170463562012, 1.2949812412261963,
               1.2956132888793945, 1.2928707599639893, 1.2936351299285889,
               1.2968177795410156, 1.2940876483917236, 1.2945899963378906]
azure_med = statistics.median(azure_steps)
assert close(azure_med, 1.29459, 1e-4)
tok_per_gpu = 1024 * 8192 / azure_med / 2048
assert abs(tok_per_gpu - 3164.0) < 2.0, tok_per_gpu
# README_azure.md: DP = nodes / 16 -> 512 nodes -> DP 32; config name tp4pp8cp2 -> 64 GPUs/replica
assert 512 * 4 == 2048 and 2048 // (4 * 8 * 2) == 32 == 512 // 16

# 3) NVIDIA-code Blackwell partner logs with block averages (all NVFP4 or precision unstated).
#    CoreWeave B200 8x8: GBS 64, 192 steps per 12,288-sample block.
assert 12288 // 64 == 192
#    GigaComputing 18xDLB2-CB3 (72 GB300): GBS 72, block of 12,312 samples = 171 steps.
assert 12312 // 72 == 171 and 171 * 72 == 12312
#    Dell 16xXE9712x4GB300 (64 GB300): GBS 64; block averages quoted in report.md.
dell_gb300 = [0.19321891317222412, 0.19484397991693292, 0.1951260536565019,
              0.19516111379191717, 0.19532354224502718, 0.1954579350939739]
assert 0.193 < min(dell_gb300) and max(dell_gb300) < 0.196
#    Dell last block: 1778520778255 -> 1778520815783 ms over 192 steps (eval outside block)
assert abs((1778520815783 - 1778520778255) / 1000 / 192 - 0.19546) < 5e-5

# 4) HPE GB200 ngpu8 (fp4 config dump): GBS 16 = DP 8 x MBS 2 x GA 1
assert 8 * 2 * 1 == 16

print("rows.csv written with header only (0 rows); all report arithmetic asserted.")
