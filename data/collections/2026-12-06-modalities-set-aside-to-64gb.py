"""Session 42 (lead): the 35 set-aside Modalities rows of session 41 with their real accelerators.

Reads 2026-12-06-modalities-fsdp-set-aside-rows.csv, maps a100-sxm4-80gb -> a100-sxm4-64gb
(Leonardo Booster) and h100-sxm5-80gb -> h100-sxm5-64gb (MareNostrum 5 ACC), both added to
data/accelerators.csv from the sites' datasheet facts (2026-12-06-accelerators-64gb-helper-report.md)
before any prediction, and rewrites the notes' cluster sentences to say so. Nothing else changes.
Then data/measurements/modalities_fsdp.csv = these 35 rows + the rows of
2026-12-06-modalities-sweep-make_rows.py (s42b-*), in that order.
"""
import pandas as pd, csv

d = pd.read_csv('2026-12-06-modalities-fsdp-set-aside-rows.csv', dtype=str, keep_default_na=False)
A_old = "The 64 GB A100 is not in accelerators.csv: mapped to a100-sxm4-80gb (same 312 TFLOP/s dense bf16 peak that the publisher's MFU uses; HBM capacity/bandwidth differ, 64 GB vs 80 GB)."
A_new = ("Accelerator a100-sxm4-64gb, the Leonardo part (added to data/accelerators.csv on 2026-12-06, session 42, from the sites' datasheet facts before this row was predicted; "
         "session 41's helper had mapped it to a100-sxm4-80gb, which the lead did not take; same 312 TFLOP/s dense bf16 peak that the publisher's MFU uses).")
H_old = "The 64 GB H100 is not in accelerators.csv: mapped to h100-sxm5-80gb (same 989 TFLOP/s dense bf16 peak that the publisher's MFU uses; HBM capacity/bandwidth differ)."
H_new = ("Accelerator h100-sxm5-64gb, the MareNostrum 5 ACC part (added to data/accelerators.csv on 2026-12-06, session 42, from the sites' datasheet facts before this row was predicted; "
         "session 41's helper had mapped it to h100-sxm5-80gb, which the lead did not take; same 989 TFLOP/s dense bf16 peak that the publisher's MFU uses).")
G_old = "4 GPUs per node INFERRED (the smallest run is 4 GPUs and FULL_SHARD = HYBRID_SHARD there; not stated in the source)."
G_new = ("4 GPUs per node: not stated in the Modalities source (the smallest run is 4 GPUs); BSC's documentation gives '4x NVIDIA Hopper H100 64GB HBM2' per ACC node "
         "(via jorditorresBCN/supercomputing-for-ai-book@b07d50b5 ch02.md, data/accelerators.csv h100-sxm5-64gb).")
N_old = "Inter-node network not stated in the source (inter_network empty)."
N_new = "Inter-node network not stated in the Modalities source (inter_network empty): the accelerator's default, the site's network (data/accelerators.csv), applies."
for i in range(len(d)):
    n = d.at[i, 'notes']
    if d.at[i, 'accelerator'] == 'a100-sxm4-80gb':
        n = n.replace(A_old, A_new); d.at[i, 'accelerator'] = 'a100-sxm4-64gb'
    else:
        n = n.replace(H_old, H_new).replace(G_old, G_new); d.at[i, 'accelerator'] = 'h100-sxm5-64gb'
    d.at[i, 'notes'] = n.replace(N_old, N_new)
d.to_csv('s41d-64gb.csv', index=False, quoting=csv.QUOTE_MINIMAL)
