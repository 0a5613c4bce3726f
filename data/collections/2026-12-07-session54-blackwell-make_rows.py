#!/usr/bin/env python3
"""Builds rows.csv for helper s54c (session-54 helper c). Pure Python; asserts every derived number."""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    header = next(csv.reader(f))

# ---------------- s54c-001: Qwen3-235B-A22B, 128 GB200, 128k context, MXFP8 ----------------
# Published (yanring/Megatron-MoE-ModelZoo@798dfb503c6884a130fca8638e13da3bd0dd7ce0,
# best_practice/qwen3/readme.md, section '### GB200'):
# '| GB200 | 131072 | 32 | MXFP8 | 4 | 4 | 12 | 4 | 32 | 1 | 1024 | 1150 | long context |'
SEQ, NNODES, TP, PP, VPP, CP, EP, MBS, GBS, TFLOPS = 131072, 32, 4, 4, 12, 4, 32, 1, 1024, 1150
GPUS_PER_NODE = 4          # sbatch_benchmarking.sh: GB200_CLUSTER=1 -> N_TASKS_PER_NODE=4
N = NNODES * GPUS_PER_NODE
assert N == 128
DP = N // (TP * PP * CP)
assert DP * TP * PP * CP == N and DP == 2
GA = GBS // (DP * MBS)
assert GA == 512
# expert layout: EP x ETP(1) x EDP must equal TP*CP*DP (Megatron MoE parallel folding)
assert (TP * CP * DP) % EP == 0 and (TP * CP * DP) // EP == 1
# virtual pipeline: runtime.conf LAYERS 96 (= 94 + embedding + loss) / PP / VPP
assert 96 // PP // VPP == 2 and 96 % (PP * VPP) == 0

# Megatron num_floating_point_operations (NVIDIA/Megatron-LM@e20b89aaf8f4, 2026-03-11,
# megatron/training/training.py): GQA attention with causal 1/2, SwiGLU experts, logits.
L, h, heads, kvg, kvch, moe_ffn, topk, V = 94, 4096, 64, 4, 128, 1536, 8, 151936
q = kvch * heads; k = v = kvch * kvg
attn = 6 * (h * (q + k + v) + q * SEQ / 2 * 2 + q * h)           # per layer per token
mlp = 6 * h * (moe_ffn * topk * 3)                                 # per layer per token
logits = 6 * h * V
F = L * (attn + mlp) + logits
# same value as the older closed form used for s50f-007 (12*L*h*(1536*8*1.5) + 12*L*h^2*((1+g/n+s/h/2)*2) + 6*h*V)
F_old = 12 * L * h * (moe_ffn * topk * 1.5) + 12 * L * h**2 * ((1 + kvg / heads + SEQ / h / 2) * 2) + 6 * h * V
assert abs(F - F_old) / F < 1e-12
assert abs(F - 7.3470e11) / 7.3470e11 < 5e-4, F
step = GBS * SEQ * F / (TFLOPS * 1e12 * N)
tok = GBS * SEQ / step / N
assert abs(step - 669.90) < 0.01, step
assert abs(tok - 1565.3) < 0.1, tok
# cross-check: TFLOP/s/GPU back from the derived step
assert abs(GBS * SEQ * F / step / N / 1e12 - TFLOPS) < 1e-6

notes1 = (
    "PUBLISHED (yanring/Megatron-MoE-ModelZoo@798dfb503c6884a130fca8638e13da3bd0dd7ce0 best_practice/qwen3/readme.md, "
    "'### GB200' / 'Experiment Setup:' / '- Model: Qwen3-235B-A22B' / '- Dispatcher: HybridEP' / '- NVLink Domain Size: 72'; "
    "header '| GPU | SEQ_LEN | NNODES | Precision | TP | PP | VPP | CP | EP | MBS | GBS | TFLOPS | Notes |'; row "
    "'| GB200 | 131072 | 32 | MXFP8 | 4 | 4 | 12 | 4 | 32 | 1 | 1024 | 1150 | long context |'). Command under the table "
    "('Command (MXFP8, 128k long context):'): 'PR=mxfp8 SEQ_LEN=131072 CP=4 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True "
    "NCCL_GRAPH_REGISTER=0 DISPATCHER=hybridep SEGMENT=8 A2A_OVERLAP=0 TP=4 PP=4 VPP=12 EP=32 NNODES=32 MBS=1 GBS=1024 bash "
    "./sbatch_benchmarking.sh --recompute-granularity selective --recompute-modules moe_act layernorm --moe-router-force-load-balancing'; "
    "best_practice/qwen3/run_gb200_235b.sh at the same commit: '# GB200 config, MXFP8, 128k long context, 1150 TFLOPS' above the same command. "
    "DERIVED: GPUs = NNODES 32 x 4 = 128 (sbatch_benchmarking.sh: 'if [[ \"${GB200_CLUSTER}\" == \"1\" ]]; then' 'N_TASKS_PER_NODE=4'; "
    "run_gb200_235b.sh 'export GB200_CLUSTER=1'); dp = 128/(TP4 x PP4 x CP4) = 2; GA = 1024/(2 x 1) = 512; EP 32 x ETP 1 = TP4 x CP4 x DP2 "
    "(expert-data-parallel 1); vp 12 with runtime.conf LAYERS 96 ('[Qwen3-235B-A22B]=\"     2  8  32 1  4   1   256   96    flex ...\"  # Account loss "
    "and embedding for number of layers') -> LAYERS_PER_VP = 96/4/12 = 2 (sbatch 'export LAYERS_PER_VP=${LAYERS_PER_VP:-$((NUM_LAYERS / PP / VPP))}'). "
    "step_time_s DERIVED = GBS x seq x F / (1150e12 x 128) = 1024 x 131072 x 7.3470e11 / 1.472e17 = 669.90 s; tokens_per_s_per_gpu DERIVED = "
    "1024 x 131072 / 669.90 / 128 = 1565.3; F = Megatron model FLOPs per token at seq 131072 = 7.3470e11 from num_floating_point_operations "
    "(NVIDIA/Megatron-LM@e20b89aaf8f43f77c697f6fbc00a54e054120169, 2026-03-11, the day after the table's first commit; GQA core attention "
    "'query_projection_size * args.seq_length / 2  # causal mask (only half of the mask is non-zero) * 2  # QK^T and (QK^T)V'; routed experts "
    "moe_ffn x topk x 3 (SwiGLU); logits 6 x h x V), identical to the formula the held H100 row s50f-007 used (7.3470e11 at 131072). ASSUMED: "
    "the runs' Megatron build counted FLOPs with that formula (commit of the runs not stated; MCORE_RELEASE_VERSION default 0.16 in the "
    "DeepSeek scripts). Shape (model_configs/benchmarking/Qwen3-235B-A22B.yaml at HEAD): '--num-layers: 94', '--hidden-size: 4096', "
    "'--num-attention-heads: 64', '--kv-channels: 128', '--num-query-groups: 4', '--num-experts: 128', '--moe-ffn-hidden-size: 1536', "
    "'--moe-router-topk: 8', '--swiglu: true', '--make-vocab-size-divisible-by: 1187' (vocab 151936 as nvmz-014/s50f-007), "
    "'--max-position-embeddings: ${SEQ_LEN}'; '--sequence-parallel: true', '--use-distributed-optimizer: true' (zero_stage 1), "
    "'--expert-tensor-parallel-size: 1'; every layer MoE, no shared expert -> ffn_hidden = expert width 1536, moe_ffn_hidden empty "
    "(nvidia_moe_modelzoo.csv convention). Precision: sbatch 'if [[ ${PR} == \"mxfp8\" ]]' -> '--fp8-recipe mxfp8 --fp8-format e4m3', "
    "'--fp8-param-gather --reuse-grad-buf-for-mxfp8-param-ag', '--use-precision-aware-optimizer ... --exp-avg-dtype bf16 --exp-avg-sq-dtype bf16' "
    "-> MXFP8 recorded fp8. Recompute selective of moe_act and layernorm (attention core not recomputed). No --cuda-graph-* flag and no "
    "activation-offload flag in this command -> cuda_graphs none, activation_offload false. Forced router balancing (benchmark mode). "
    "A2A_OVERLAP=0. CAVEAT (accelerator attribution): at the table's first commit 020b8136b3bc6f47e4143849f54e400cf0f71e8a (2026-03-10) the "
    "identical row stood under '### GB300' ('| GB300 | 131072 | 32 | MXFP8 | 4 | 4 | 12 | 4 | 32 | 1 | 1024 | 1150 | long context |') and "
    "run_gb300_235b.sh read '# GB300 config, MXFP8, 1150 TFLOPS, long context training'; commit 798dfb5 (2026-05-13, 'Align Qwen3-235B-A22B "
    "scripts with reference commands') moved it to the GB200 section and GB200 script and removed it from GB300. The row follows the later, "
    "deliberate correction (GB200). Earlier listed but never built as nvmz-016 (collections/2026-12-07-session50-moe-modelzoo-helper-report.md). "
    "Same table as held nvmz-014/-015 (GB200, seq 4096) and s50f-007 (H100, seq 131072, 256 GPUs); not a duplicate."
)

row1 = {
    "row_id": "s54c-001",
    "source": "NVIDIA Megatron-Core MoE team (Zijie Yan et al.), yanring/Megatron-MoE-ModelZoo@798dfb503c6884a130fca8638e13da3bd0dd7ce0 "
              "(2026-05-13; unchanged at HEAD e8650517d60d71ab73fc6b3b0388cac4ba435181) best_practice/qwen3/readme.md section 'GB200' and "
              "best_practice/qwen3/run_gb200_235b.sh; sbatch_benchmarking.sh, runtime_configs/benchmarking/runtime.conf and "
              "model_configs/benchmarking/Qwen3-235B-A22B.yaml at HEAD; FLOP formula NVIDIA/Megatron-LM@e20b89aaf8f43f77c697f6fbc00a54e054120169 "
              "megatron/training/training.py; https://github.com/yanring/Megatron-MoE-ModelZoo",
    "table": "GB200 table (Qwen3-235B-A22B, HybridEP, NVLink domain 72), row SEQ_LEN 131072 NNODES 32 MXFP8 'long context'",
    "model": "Qwen3-235B-A22B", "arch": "moe", "layers": 94, "hidden": 4096, "ffn_hidden": 1536, "ffn_gated": "True",
    "heads": 64, "kv_heads": 4, "seq_len": SEQ, "vocab": V, "num_experts": 128, "experts_per_token": 8,
    "global_batch_seqs": GBS, "micro_batch": MBS, "tp": TP, "pp": PP, "dp": DP, "cp": CP, "ep": EP, "vp": VPP,
    "sequence_parallel": "True", "zero_stage": 1, "num_gpus": N, "accelerator": "gb200", "precision": "fp8",
    "recompute": "selective",
    "framework": "Megatron-Core (MCore 0.16-era dev build, commit not stated) + Transformer Engine, NVIDIA MoE ModelZoo sbatch_benchmarking.sh; "
                 "HybridEP flex dispatcher; MXFP8 with fp8 param gather and BF16 Adam moments",
    "step_time_s": round(step, 2), "tokens_per_s_per_gpu": round(tok, 1), "tflops_per_gpu": TFLOPS, "tflops_basis": "model",
    "mfu_pct": "",
    "measured_or_derived": "model TFLOP/s/GPU 1150 PUBLISHED; step_time_s DERIVED = 1024*131072*7.3470e11/(1150e12*128) = 669.90 s; "
                           "tokens/s/GPU DERIVED = 1024*131072/669.90/128 = 1565.3; dp = 128/(4*4*4) = 2, GA = 512 DERIVED",
    "confidence": "low: TFLOP/s only (step time through Megatron's FLOP formula, build not stated), and the same row was first published "
                  "under GB300 before being moved to GB200",
    "notes": notes1,
    "head_dim": 128, "moe_ffn_hidden": "", "shared_experts": 0, "first_dense_layers": 0, "activation_offload": "False",
    "etp": 1, "moe_force_balance": "true", "moe_dispatcher": "hierarchical", "cuda_graphs": "none",
    "target_file": "nvidia_moe_modelzoo.csv",
}

rows = [row1]
for r in rows:
    assert set(r) <= set(header), set(r) - set(header)
    assert r["tp"] * r["pp"] * r["dp"] * r["cp"] == r["num_gpus"]

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=header)
    w.writeheader()
    for r in rows:
        w.writerow({k: r.get(k, "") for k in header})
print("wrote", len(rows), "rows; step", round(step, 3), "tok/s/GPU", round(tok, 2), "F", F)
