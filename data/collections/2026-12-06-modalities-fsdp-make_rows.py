"""Build rows.csv from the Modalities README scaling tables (transcribed in readme_tables.py)."""
import csv
from readme_tables import parse, PEAK

HDR = next(csv.reader(open('/work/main/data/measurements/kempner_forge.csv')))
SRC_C = "2029c64939fbecf714a6d9aeadbde7dca90a52b5"
SRC = ("Fraunhofer IAIS / Modalities team (Luebbering, Ali et al.), Modalities/modalities@" + SRC_C +
       ":README.md section 'Scaling Experiments' (added in that commit, 2024-09-04 'chore: add scaling results'; "
       "same values, reformatted, at HEAD bf0e6d32450d07fd2a5786c48603694e041f9c16 2026-04-04)")
SHAPE = {
    "2.7": dict(layers=32, hidden=2560, ffn=10240, heads=32, name="Modalities GPT2-style 2.7B (GPT-3 2.7B shape, inferred)",
                fpt4096="1.9127e10", note_n="N_counted = 2.5167e9 = 12*32*2560^2"),
    "6.7": dict(layers=32, hidden=4096, ffn=16384, heads=32, name="Modalities GPT2-style 6.7B (GPT-3 6.7B shape, inferred)",
                fpt4096="4.5095e10", note_n="N_counted = 6.442e9 = 12*32*4096^2"),
}
CLUSTER = {
    "A100": ("a100-sxm4-80gb", "Leonardo Booster (CINECA), README heading 'Leonardo Booster  - NVIDIA A100 64GB'. The 64 GB A100 is not in accelerators.csv: mapped to a100-sxm4-80gb (same 312 TFLOP/s dense bf16 peak that the publisher's MFU uses; HBM capacity/bandwidth differ, 64 GB vs 80 GB). 4 GPUs per node: the repo's later Leonardo tutorial job (tutorials/scaling_up/scripts/hpc/leonardo/job.sbatch @4ff17a2a, '#SBATCH --gres=gpu:4', 'GPUS_PER_NODE=${SLURM_GPUS_ON_NODE:-4}'); the scaling runs' own sbatch files are not published."),
    "H100": ("h100-sxm5-80gb", "MareNostrum 5 (BSC), README heading 'MareNostrum 5 - NVIDIA H100 64GB'. The 64 GB H100 is not in accelerators.csv: mapped to h100-sxm5-80gb (same 989 TFLOP/s dense bf16 peak that the publisher's MFU uses; HBM capacity/bandwidth differ). 4 GPUs per node INFERRED (the smallest run is 4 GPUs and FULL_SHARD = HYBRID_SHARD there; not stated in the source)."),
}

def in_scope(r):
    if r["params"] == "2.7":
        return True                      # regime 1 (dense <= 3B)
    return r["gpus"] >= 256 and r["params"] in SHAPE   # regime 2 (FSDP >= 256 DP ranks) with a pinnable shape

rows = []
n = 0
for r in parse():
    if not in_scope(r):
        continue
    n += 1
    s = SHAPE[r["params"]]
    acc, cl = CLUSTER[r["gpu"]]
    peak = PEAK[r["gpu"]]
    tok_s_gpu = r["sps"] * r["seq"] / r["gpus"]
    step = r["gbs"] / r["sps"]
    tfl = r["mfu"] * peak / 1e12
    fpt = r["mfu"] * peak * r["gpus"] / (r["sps"] * r["seq"])
    hyb = r["shard"] == "HYBRID_SHARD"
    notes = (
        f"Quoted row ({r['gpu']} table): '| {r['raw']} |'. Columns: # Params (B) | #GPUs | Samples/s | GradAccm | MBS | GBS | Sequence Length | Precision | Sharding | AC | GPU Type | MFU. "
        f"Layout PUBLISHED: pure data parallel with PyTorch FSDP1 sharding_strategy {r['shard']} over {r['gpus']} GPUs, micro batch {r['mbs']} x grad accumulation {r['ga']} => GBS {r['gbs']} (= {r['mbs']}*{r['gpus']}), seq {r['seq']}, BF_16 mixed precision, activation checkpointing {r['ac']} => recompute none. "
        + (f"HYBRID_SHARD = FSDP1 default process groups: shard within a node, replicate across nodes (publisher's util.py @{SRC_C[:8]}: 'Per default FSDP constructs process groups for the user to shard intra-node and replicate inter-node'); fsdp_shard = 4 GPUs per node (see cluster note). " if hyb else "FULL_SHARD = ZeRO-3-style sharding over all ranks (fsdp_shard empty). ")
        + f"DERIVED: tokens_per_s_per_gpu = {r['sps']}*{r['seq']}/{r['gpus']} = {tok_s_gpu:.1f}; step_time_s = GBS/Samples/s = {r['gbs']}/{r['sps']} = {step:.4f}; tflops_per_gpu = MFU x publisher peak = {r['mfu']} x {peak/1e12:.0f} = {tfl:.1f}. "
        f"MFU basis (src/modalities/utils/mfu.py @{SRC_C[:8]}): flops/token = 6*N + 12*L*T*H (N = all trainable params from the FSDP model, T = seq, H = n_embd; causal attention not halved; recompute not counted), peak A100 312e12 / H100 989e12 per GPU. Back-solved publisher flops/token for this row = {fpt:.4e} (all rows of this size agree to 0.05%: {s['fpt4096']} at seq 4096"
        + (", 2.3149e10 at seq 8192" if r['params']=='2.7' else "") + "). "
        f"SHAPE INFERRED (low confidence): the README gives only '{r['params']}' B params. "
        + ("The two sequence lengths pin 12*L*H*4096 = 2.3149e10-1.9127e10 => L*H = 4.022e9/49152 = 81,830 ~ 32*2560 = 81,920 (0.1%); then 6N = 1.9127e10-12*32*4096*2560 => " if r['params']=='2.7' else "With L=32, H=4096: 6N = 4.5095e10-12*32*4096*4096 => ")
        + f"{s['note_n']} exactly, i.e. the GPT-3 (Brown et al. 2020) {r['params']}B shape with a non-gated 4*H MLP (the repo's SwiGLU would give hidden 256*ceil(8H/3/256) and ~0.8% more params, outside the 0.05% agreement). The counted N has no room for the tied 50,304 x H embedding of the repo's GPT2 model (gpt2_model.py weight tying) - unexplained; heads 32 and vocab 50304 (repo default GPT-2 vocab padded) are ASSUMED. Modalities' later 2.7B config (dclm_2_7B_50B_continue.yaml, Jan 2025, branch eval_modalities2) is L32/H2560/32 heads/SwiGLU ffn 6784/vocab 50304 - a different, later model; not used. "
        f"Cluster: {cl} Inter-node network not stated in the source (inter_network empty). Samples/s is read as the whole-job rate: the publisher's MFU divides samples/s x T x flops/token by peak x world_size (trainer.py/mfu.py @2029c649), and the back-solved flops/token is constant across 4-2048 GPUs. "
        "Publisher: 'In a first step, we explored a **limited** set of different configurations ... to get our baseline results.' Framework state Sep 2024 (FSDP1; FSDP2/compile 'prototype' in the README feature table)."
    )
    row = {k: "" for k in HDR}
    row.update(dict(
        row_id=f"s41d-{n:03d}", source=SRC,
        table=f"README 'Scaling Experiments', {'Leonardo Booster - NVIDIA A100 64GB' if r['gpu']=='A100' else 'MareNostrum 5 - NVIDIA H100 64GB'} table, row {r['params']}B / {r['gpus']} GPUs / MBS {r['mbs']} / seq {r['seq']} / {r['shard']}",
        model=s["name"], arch="dense", layers=s["layers"], hidden=s["hidden"], ffn_hidden=s["ffn"], ffn_gated="False",
        heads=s["heads"], kv_heads=s["heads"], seq_len=r["seq"], vocab=50304,
        global_batch_seqs=r["gbs"], micro_batch=r["mbs"], tp=1, pp=1, dp=r["gpus"], cp=1, ep=1, vp=1,
        sequence_parallel="False", zero_stage=3, num_gpus=r["gpus"], accelerator=acc, precision="bf16",
        recompute="full" if r["ac"] else "none", framework=f"Modalities (PyTorch FSDP1 {r['shard']}, Flash Attention)",
        step_time_s=f"{step:.4f}", tokens_per_s_per_gpu=f"{tok_s_gpu:.1f}", tflops_per_gpu=f"{tfl:.1f}", tflops_basis="model",
        mfu_pct=f"{r['mfu']*100:.2f}",
        measured_or_derived="Samples/s (whole job) and MFU PUBLISHED; tokens_per_s_per_gpu, step_time_s and tflops_per_gpu DERIVED (arithmetic in notes)",
        confidence="low", notes=notes, activation_offload="False",
        fsdp_shard="4" if hyb else "",
    ))
    rows.append(row)

with open("rows.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HDR)
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
