#!/usr/bin/env python3
"""s56a helper: builds rows.csv (header only: no lead met the bar) and audits the
arithmetic of the strongest declined lead so a later helper can pick it up.
Pure Python; reads only the header of the session-50 candidate-rows file."""
import csv

HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    header = next(csv.reader(f))
assert header[0] == "row_id" and header[-1] == "target_file", header

rows = []  # no row qualified; see report.md

with open("rows.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(header)
    for r in rows:
        assert len(r) == len(header)
        w.writerow(r)

# ---- Audit of declined lead: karpathy/llm.c PR #426 (chinthysl, Ahrefs DGX H100 SuperPod) ----
# PUBLISHED table ("Without CUDNN we can reach up to batch_size=12"):
#   NumNodes NumProcess Latency(ms) tokens/sec(k)
pr426 = [(1, 8, 395, 249), (2, 16, 674, 296), (4, 32, 817, 484), (8, 64, 1056, 748),
         (16, 128, 1087, 1455), (24, 192, 1320, 1794), (48, 384, 2054, 2303)]
# Hypothesis checked: one optimizer step = NumProcess x 12 seqs x 1024 tokens (no accumulation).
for nodes, nproc, lat_ms, ktok in pr426:
    assert nproc == 8 * nodes
    tokens_step = nproc * 12 * 1024
    implied_ktok = tokens_step / (lat_ms / 1000) / 1000
    # agreement within 2% (table values are rounded; 16-GPU row is the worst at -1.5%)
    assert abs(implied_ktok / ktok - 1) < 0.02, (nproc, implied_ktok, ktok)
# Second table (batch_size=24), only its first two lines are reachable:
for nproc, lat_ms, ktok in [(8, 539, 366), (16, 798, 498)]:
    implied = nproc * 24 * 1024 / (lat_ms / 1000) / 1000
    assert abs(implied / ktok - 1) < 0.02, (nproc, implied, ktok)
# The per-GPU rates (8 GPUs: 249k/8 = 31.1k tok/s/GPU at b12; 366k/8 = 45.8k at b24)
# are near karpathy_llmc's GPT-2 1558M 8xH100 row (46,811 tok/s/GPU), which SUGGESTS d48,
# but the model is not stated in any reachable text -> the lead stays declined.
assert abs(249 / 8 - 31.125) < 1e-9 and abs(366 / 8 - 45.75) < 1e-9

# ---- Audit of declined lead: pytorch/torchtitan PR #533 (awgu), GPT-2 on 4xH100 ----
# PUBLISHED: "local batch size 5, global batch size 20, sequence length 8192",
# "step: 10 ... wps: 111,770  mfu: 22.68%". Step time if wps is per GPU:
st = 5 * 8192 / 111770
assert abs(st - 0.36646) < 1e-4
print("rows.csv written with", len(rows), "rows; lead audits passed")
