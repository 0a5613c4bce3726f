#!/usr/bin/env python3
"""Build rows.csv for helper hB (session 47b): small-MoE step-time rows.
All arithmetic for DERIVED values is done here and echoed in the notes."""
import csv
from datetime import datetime

HDR_SRC = "/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv"
hdr = next(csv.reader(open(HDR_SRC)))
assert hdr[-1] == "target_file" and "cuda_graphs" not in hdr
hdr = hdr[:-1] + ["cuda_graphs", "target_file"]

def ts(s):
    return datetime.strptime(s, "%H:%M:%S,%f")

rows = []

# ---------------- s47b-001: torchtitan issue #1789 (DSv3 16B, 8 x H100 80GB HBM3) ----------------
t10, t40 = ts("20:24:06,144"), ts("20:24:48,847")
step1 = (t40 - t10).total_seconds() / 30
t20, t30 = ts("20:24:20,080"), ts("20:24:34,287")
lbs_check = 11758 * (t20 - t10).total_seconds() / 10   # tokens per GPU per step
tok1 = 4 * 4096 / step1
fpt1 = 202.78e12 / 11636
tfl1 = tok1 * fpt1 / 1e12
rows.append(dict(
    row_id="s47b-001",
    source="pytorch/torchtitan issue #1789 'DeepSeek-V3-16B OOMs on 8 x H100 80GB HBM3' (syed-ahmed, opened 2025-10-02, closed; read through the issues search corpus, https://github.com/pytorch/torchtitan/issues/1789); config torchtitan/models/deepseek_v3/train_configs/deepseek_v3_16b.toml and 16B flavor (torchtitan/models/deepseek_v3/__init__.py) read at 8a2686c4a (= 82a9530f6f7cba26393480e73d201595110dc59f^, the parent of the fix commit #1792 'Set proper deepseek-v3 16b parameters', whose message says 'As #1789 mentioned, make the 16B default toml config safe for 80GB H100 as well.')",
    table="issue #1789 description, first log block (workaround: lowered local_batch_size, EP 8 kept), log lines steps 10-40",
    model="DeepSeek-V3 16B (torchtitan flavor '16B', DeepSeek-MoE-16B shape)",
    arch="moe", layers=27, hidden=2048, ffn_hidden=10944, ffn_gated="true", heads=16, kv_heads=16,
    seq_len=4096, vocab=102400, num_experts=64, experts_per_token=6,
    global_batch_seqs=32, micro_batch=4, tp=1, pp=1, dp=8, cp=1, ep=8, vp=1,
    sequence_parallel="false", zero_stage=3, num_gpus=8, accelerator="h100-sxm5-80gb",
    precision="bf16", recompute="selective_op",
    framework="torchtitan (FSDP2 + dp2ep expert parallel, standard all-to-all; torch.compile on the loss only; FlexAttention block_causal), main of 2025-10-02",
    step_time_s=round(step1, 4), tokens_per_s_per_gpu=round(tok1, 1), tflops_per_gpu=round(tfl1, 2),
    tflops_basis="model", mfu_pct="",
    measured_or_derived="tps/tflops/mfu MEASURED per 10-step window (torchtitan log lines in the issue); step_time DERIVED from the log timestamps of steps 10 and 40; tokens/s and TFLOP/s DERIVED as the 30-step average; local batch 4 DERIVED (see notes)",
    confidence="medium (issue log: 4 log lines; the lowered local batch size is not printed and is derived from tps x step time, consistent with the value the fix commit chose)",
    notes=("Verbatim: 'With the current configuration of [DeepSeek-V3-16B ](https://github.com/pytorch/torchtitan/blob/main/torchtitan/models/deepseek_v3/train_configs/deepseek_v3_16b.toml), we run into OOM with the default command: `CONFIG_FILE=\"./torchtitan/models/deepseek_v3/train_configs/deepseek_v3_16b.toml\" ./run_train.sh`, on 8 x H100 80GB HBM3.' ... "
           "'[rank0]:[titan] 2025-10-02 20:24:06,144 - root - INFO - step: 10  loss: 11.1253  grad_norm:  2.5495  memory: 73.32GiB(92.70%)  tps: 11,636  tflops: 202.78  mfu: 20.50%' "
           "'[rank0]:[titan] 2025-10-02 20:24:20,080 - root - INFO - step: 20  loss:  9.4378  grad_norm:  4.0077  memory: 73.32GiB(92.70%)  tps: 11,758  tflops: 204.90  mfu: 20.72%' "
           "'[rank0]:[titan] 2025-10-02 20:24:34,287 - root - INFO - step: 30  loss:  8.4970  grad_norm:  3.7507  memory: 73.32GiB(92.70%)  tps: 11,533  tflops: 200.98  mfu: 20.32%' "
           "'[rank0]:[titan] 2025-10-02 20:24:48,847 - root - INFO - step: 40  loss:  7.7635  grad_norm:  1.1987  memory: 73.32GiB(92.70%)  tps: 11,254  tflops: 196.11  mfu: 19.83%' ... "
           "'If we set the expert_parallel_degree to 1, instead of lowering local_batch_size, the workload runs as well, but at almost 96% memory usage' (that second EP 1 log is cut off in the stored text: not used). "
           f"DERIVED: step_time = (20:24:48.847 - 20:24:06.144)/30 = {step1:.4f} s; local batch: tps x window step time = 11,758 x (20:24:20.080 - 20:24:06.144)/10 = {lbs_check:.0f} tokens per GPU per step = 4 x 4096 (the toml's seq_len 4096), i.e. the toml default 8 lowered to 4 (fix commit #1792 changed 'local_batch_size = 8' to 'local_batch_size = 4'); global batch = 4 x 8 ranks = 32; tokens/s/GPU = 4 x 4096 / step = {tok1:.1f}; TFLOP/s/GPU = tokens/s x {fpt1/1e9:.2f} GFLOP/token (202.78e12/11,636, torchtitan's model FLOPs) = {tfl1:.2f}. "
           "Toml at 8a2686c4a (unchanged otherwise by the fix): 'seq_len = 4096', 'data_parallel_shard_degree = -1', 'tensor_parallel_degree = 1', 'pipeline_parallel_degree = 1', 'expert_parallel_degree = 8', 'expert_tensor_parallel_degree = 1', [activation_checkpoint] 'mode = \"selective\"', \"selective_ac_option = 'op'\", [compile] 'enable=true', 'components = [\"loss\"]', '# converters = [\"float8\"]' (bf16). "
           "Accelerator: issue title '8 x H100 80GB HBM3'; 73.32/0.9270 = 79.1 GiB capacity (80 GB HBM3 part). EP 8 folds into the FSDP group (dp2ep): dp 8, zero_stage 3 (FSDP2 full shard, no PP). Routing learned (softmax top-6, no force-balance). "
           "Shape (16B flavor at 8a2686c4a): vocab_size=102400, dim=2048, inter_dim=10944 (1 leading dense layer, n_dense_layers=1), moe_inter_dim=1408, n_layers=27, n_heads=16, num_experts=64, num_shared_experts=2, top_k=6, score_func='softmax', route_norm=False, q_lora_rank=0 (no query bottleneck: q_lora_rank empty), kv_lora_rank=512, qk_nope_head_dim=128, qk_rope_head_dim=64, v_head_dim=128 (head_dim 192 = 128 + 64), use_flex_attn=True, attn_mask_type='block_causal'. "
           "The exact code commit of the run is not stated (main on 2025-10-02 assumed). peak_memory_gib = torchtitan 'memory:' (max reserved). cuda_graphs blank: the source says nothing. Not a duplicate: s42c-001 (#1610) is Meta's 95 GiB H100 at local batch 8 with SDPA."),
    head_dim=192, moe_ffn_hidden=1408, shared_experts=2, first_dense_layers=1, activation_offload="",
    q_lora_rank="", kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128, etp=1, moe_force_balance="false",
    moe_dispatcher="alltoall", inter_network="", fsdp_shard="", optimizer_state="",
    peak_memory_gib=73.32, memory_measure="reserved", cuda_graphs="", target_file="pytorch_torchtitan.csv"))

# ---------------- s47b-002: torchtitan commit b109f7d7 (#1513), DSv3 16B CP 2 full AC ----------------
a, b = ts("11:32:13,707"), ts("11:32:40,848")
step2 = (b - a).total_seconds() / 10
tok2 = 32 * 4096 / (step2 * 8)
fpt2 = 107.20e12 / 6037
tfl2 = tok2 * fpt2 / 1e12
rows.append(dict(
    row_id="s47b-002",
    source="pytorch/torchtitan commit b109f7d713febb12231390b2c051986007e6b48a '[DSV3] Add output.contiguous() in model to match llama3 (#1504) (#1513)' (Xilun Wu, PyTorch team at Meta, 2025-08-01; squash message carries the test command and log); deepseek_v3_16b.toml read at b109f7d7",
    table="commit message of #1513, log after the fix ('After adding `.contiguous()` it runs correctly.'), steps 10-20",
    model="DeepSeek-V3 16B (torchtitan flavor '16B', DeepSeek-MoE-16B shape, vocab 129280 at this commit)",
    arch="moe", layers=27, hidden=2048, ffn_hidden=10944, ffn_gated="true", heads=16, kv_heads=16,
    seq_len=4096, vocab=129280, num_experts=64, experts_per_token=6,
    global_batch_seqs=32, micro_batch=8, tp=1, pp=1, dp=4, cp=2, ep=1, vp=1,
    sequence_parallel="false", zero_stage=3, num_gpus=8, accelerator="h100-sxm5-96gb-500w",
    precision="bf16", recompute="full",
    framework="torchtitan (FSDP2 over dp_shard x cp, context parallel 2, no expert parallelism, no torch.compile; PyTorch SDPA causal), PyTorch nightly 2025-07, NCCL 2.27.5+cuda12.6",
    step_time_s=round(step2, 4), tokens_per_s_per_gpu=round(tok2, 1), tflops_per_gpu=round(tfl2, 2),
    tflops_basis="model", mfu_pct="",
    measured_or_derived="tps/tflops/mfu MEASURED per 10-step window (torchtitan log in the commit message); step_time DERIVED from the log timestamps of steps 10 and 20; tokens/s and TFLOP/s DERIVED",
    confidence="medium (full command and log published, one 10-step window after warm-up; a functional test run)",
    notes=("Verbatim command: 'NGPU=8 CONFIG_FILE=\"./torchtitan/models/deepseek_v3/train_configs/deepseek_v3_16b.toml\" ./run_train.sh --parallelism.context-parallel-degree 2'. Log: "
           "'Building 2-D device mesh with ['dp_shard', 'cp'], [4, 2]'; 'CUDA capacity: NVIDIA H100 with 95.00GiB memory'; 'Total parameter count: dense 968,486,400, sparse 14,848,098,304, active 2,771,250,688'; 'Applied full activation checkpointing to the model'; 'Applied FSDP to the model'; 'Applied Context Parallel to the model'; 'Peak FLOPS used for computing MFU: 9.890e+14'; "
           "'Trainer is initialized with local batch size 8, global batch size 32, gradient accumulation steps 1, sequence length 4096, total steps 1000 (warmup 200)'; "
           "'[rank0]:[titan] 2025-07-31 11:32:13,707 - root - INFO - step: 10  loss: 11.5358  grad_norm:  1.4495  memory: 71.08GiB(74.82%)  tps: 6,027  tflops: 107.02  mfu: 10.82%'; "
           "'[rank0]:[titan] 2025-07-31 11:32:40,848 - root - INFO - step: 20  loss: 10.0093  grad_norm:  7.7745  memory: 71.08GiB(74.82%)  tps: 6,037  tflops: 107.20  mfu: 10.84%'. "
           f"DERIVED: step_time = (11:32:40.848 - 11:32:13.707)/10 = {step2:.4f} s; tokens/s/GPU = 32 x 4096 / (step x 8) = {tok2:.1f} (matches the logged window tps 6,037); TFLOP/s/GPU = tokens/s x {fpt2/1e9:.2f} GFLOP/token (107.20e12/6,037, torchtitan's model FLOPs at this commit) = {tfl2:.2f}. "
           "Layout: dp = 8/(tp 1 x pp 1 x cp 2) = 4 (dp_shard 4); EP 1 (toml 'expert_parallel_degree = 1'; no ep dimension in the mesh), so no dispatcher; zero_stage 3 (FSDP over the dp_shard x cp group, fsdp_shard empty = whole dp*cp group); micro_batch = local batch 8 (no accumulation). "
           "Toml at b109f7d7: 'local_batch_size = 8', 'seq_len = 4096', 'compile = false', 'data_parallel_shard_degree = -1', 'tensor_parallel_degree = 1', 'expert_parallel_degree = 1', 'pipeline_parallel_degree = 1', [activation_checkpoint] 'mode = \"full\"', '# converters = [\"float8\"]' (bf16; 'Mixed precision training is handled by fully_shard'). "
           "Shape from the logged args: 'vocab_size=129280, dim=2048, inter_dim=10944, moe_inter_dim=1408, n_layers=27, n_dense_layers=1, n_heads=16, ... n_routed_experts=64, n_shared_experts=2, n_activated_experts=6, ... score_func='softmax', route_scale=1.0, use_grouped_mm=True, load_balance_coeff=0.001, q_lora_rank=0, kv_lora_rank=512, qk_nope_head_dim=128, qk_rope_head_dim=64, v_head_dim=128, use_flex_attn=False, attn_mask_type='causal''. head_dim 192 = 128 + 64; kv_heads = heads for MLA; q_lora_rank 0 -> empty. "
           "Accelerator: 95.00 GiB printed = Meta's HBM2e H100 (h100-sxm5-96gb-500w, as the other Meta torchtitan rows s42c-*). Routing learned (no force-balance). peak_memory_gib = 'memory:' (max reserved). cuda_graphs blank: the source says nothing. Not a duplicate: no held row has DSv3 16B with CP or without EP on 8 GPUs."),
    head_dim=192, moe_ffn_hidden=1408, shared_experts=2, first_dense_layers=1, activation_offload="",
    q_lora_rank="", kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128, etp="", moe_force_balance="false",
    moe_dispatcher="", inter_network="", fsdp_shard="", optimizer_state="",
    peak_memory_gib=71.08, memory_measure="reserved", cuda_graphs="", target_file="pytorch_torchtitan.csv"))

# ---------------- s47b-003: torchtitan #2679 transformers backend, Qwen3-30B-A3B on 8 x H100 ----------------
step3 = 2 * 2048 / 2817
rows.append(dict(
    row_id="s47b-003",
    source="pytorch/torchtitan commit af35cfb1567f5c6573eb75d6ad95257ef4f8a40f 'Add MoE support to the transformers modeling backend (#2679)' (Matthias Reso, Meta, merged 2026-07-20; the squash message carries the test run of 2026-03-25); config torchtitan/experiments/transformers_modeling_backend/config_registry.py (transformers_modeling_backend_full_moe) and __init__.py flavor 'full_moe' read at af35cfb1; shape cross-read from torchtitan/models/qwen3/__init__.py _30b_a3b at af35cfb1",
    table="commit message of #2679, 'Qwen3 30B training on 8xH100 for 500 steps', log line step 500",
    model="Qwen3-30B-A3B (Hugging Face transformers modeling through torchtitan's transformers_modeling_backend)",
    arch="moe", layers=48, hidden=2048, ffn_hidden=768, ffn_gated="true", heads=32, kv_heads=4,
    seq_len=2048, vocab=151936, num_experts=128, experts_per_token=8,
    global_batch_seqs=16, micro_batch=2, tp=1, pp=1, dp=8, cp=1, ep=8, vp=1,
    sequence_parallel="false", zero_stage=3, num_gpus=8, accelerator="h100-sxm5-96gb-500w",
    precision="bf16", recompute="selective_op",
    framework="torchtitan transformers_modeling_backend (HF transformers Qwen3-MoE modeling, grouped_mm experts) + FSDP2 + expert parallel 8 (standard all-to-all), torch.compile",
    step_time_s=round(step3, 4), tokens_per_s_per_gpu=2817, tflops_per_gpu="",
    tflops_basis="", mfu_pct="",
    measured_or_derived="tps MEASURED (one 10-step window, step 500, torchtitan log line); step_time DERIVED = local batch x seq / tps; local batch and seq_len ASSUMED from the config at the merge commit",
    confidence="low (one log line; the run of 2026-03-25 predates the merged config by four months, so local batch 2 and seq_len 2048 are ASSUMED from the merged transformers_modeling_backend_full_moe config; the run's own config is not printed)",
    notes=("Verbatim: 'Qwen3 30B training on 8xH100 for 500 steps:' ... '$ NGPU=8 MODULE=transformers_modeling_backend CONFIG=transformers_modeling_backend_full_moe     ./run_train.sh       --parallelism.data_parallel_shard_degree -1       --parallelism.expert_parallel_degree 8       --compile.enable' ... "
           "'[rank0]:[titan] 2026-03-25 15:49:17,623 - root - INFO - step: 500  loss:  4.39128  grad_norm: 15089.0879  memory: 78.57GiB(82.64%)  tps: 2,817  tflops: 506.59  mfu: 51.22%'. "
           "Config at af35cfb1 (ASSUMED to be the run's): transformers_modeling_backend_full_moe: hf_model=\"Qwen/Qwen3-30B-A3B\", 'local_batch_size=2', 'seq_len=2048', 'steps=1000', dataset \"c4\", 'log_freq=10', 'activation_checkpoint=SelectiveAC.Config()' (per-op SAC: 'Saves the outputs of compute/communication ops that are expensive to recompute ... and recomputes every second matmul' = selective_op). "
           f"DERIVED: step_time = 2 x 2048 / 2,817 = {step3:.4f} s; global batch = 2 x 8 = 16. tflops left empty: the logged tflops/tps = 506.59e12/2,817 = 179.8 GFLOP/token, about 6 x 30B total parameters (a dense count over all experts, not the active-parameter model FLOPs), so the logged TFLOP/s and 'mfu 51.22%' are not comparable. "
           "Flavor 'full_moe': 'dim=2048, n_layers=48, n_heads=32, n_kv_heads=4, norm_eps=1e-6, num_experts=128, num_experts_per_tok=8, moe_intermediate_size=768, norm_topk_prob=True'; vocab 151936 and head_dim 128 from torchtitan's native Qwen3 '30B-A3B' flavor at the same commit ('vocab_size = 151936', 'head_dim = 128', 'n_layers = 48', 'moe_hidden_dim=768', 'num_experts=128', 'top_k=8'). No shared experts, no dense layers. "
           "Accelerator: 78.57/0.8264 = 95.07 GiB capacity = Meta's 95 GiB HBM2e H100 (h100-sxm5-96gb-500w; the author is at Meta). EP 8 folds into FSDP 8 (dp 8, zero_stage 3). Routing learned (softmax, norm_topk_prob). Attention kernel of the HF backend not stated. peak_memory_gib = 'memory:' (max reserved). cuda_graphs blank: the source says nothing."),
    head_dim=128, moe_ffn_hidden=768, shared_experts=0, first_dense_layers=0, activation_offload="",
    q_lora_rank="", kv_lora_rank="", qk_rope_head_dim="", v_head_dim="", etp=1, moe_force_balance="false",
    moe_dispatcher="alltoall", inter_network="", fsdp_shard="", optimizer_state="",
    peak_memory_gib=78.57, memory_measure="reserved", cuda_graphs="", target_file="pytorch_torchtitan.csv"))

with open("/work/s74/hB/rows.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=hdr)
    w.writeheader()
    for r in rows:
        missing = set(hdr) - set(r)
        extra = set(r) - set(hdr)
        assert not missing and not extra, (missing, extra)
        assert r["tp"] * r["pp"] * r["dp"] * r["cp"] == r["num_gpus"]
        w.writerow(r)
for r in rows:
    print(r["row_id"], r["step_time_s"], r["tokens_per_s_per_gpu"], r["tflops_per_gpu"])
