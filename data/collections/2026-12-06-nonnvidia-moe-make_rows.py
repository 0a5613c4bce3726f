#!/usr/bin/env python3
"""Build rows.csv (helper hC, s42c-*): DeepSeek-V3-16B (DeepSeek-MoE-16B shape) training runs
published by the PyTorch team in pytorch/torchtitan pull-request texts (squash-commit messages).

Every published number is copied verbatim into the notes; every derived number is computed here.
Header is copied from /work/main/data/measurements/nous_torchtitan.csv.
"""
import csv
from datetime import datetime

HEADER_FILE = "/work/main/data/measurements/nous_torchtitan.csv"
with open(HEADER_FILE) as f:
    HEADER = next(csv.reader(f))


def secs(a, b):
    fmt = "%H:%M:%S,%f"
    return (datetime.strptime(b, fmt) - datetime.strptime(a, fmt)).total_seconds()


# ---- DeepSeek-V3 "16B" flavor in torchtitan (same at every commit used here; read per row) ----
SHAPE16 = dict(
    arch="moe", layers=27, hidden=2048, ffn_hidden=10944, ffn_gated="true", heads=16, kv_heads=16,
    vocab=102400, num_experts=64, experts_per_token=6, head_dim=192, moe_ffn_hidden=1408,
    shared_experts=2, first_dense_layers=1, q_lora_rank="", kv_lora_rank=512, qk_rope_head_dim=64,
    v_head_dim=128,
)
SHAPE_NOTE = ("Shape (torchtitan deepseek_v3 flavor '16B' = DeepSeek-MoE-16B layout): vocab_size 102400, dim 2048, "
              "inter_dim 10944 (the 1 leading dense layer, n_dense_layers=1), moe_inter_dim 1408, n_layers 27, n_heads 16, "
              "64 routed experts top_k 6 + 2 shared experts, score_func softmax, route_norm True, MLA with q_lora_rank 0 "
              "(no query bottleneck: q_lora_rank column left empty), kv_lora_rank 512, qk_nope_head_dim 128, qk_rope_head_dim 64, "
              "v_head_dim 128 (head_dim recorded 192 = qk_nope 128 + qk_rope 64, the workload convention; kv_heads = heads for MLA). "
              "No MTP. torchtitan's logged model FLOP/token for this flavor: tflops/tps = 17.43 GFLOP/token (2025-08 rows) or "
              "18.11 (2026 rows), a consistency check only.")

rows = []


def add(**kw):
    r = {h: "" for h in HEADER}
    r.update({k: ("" if v is None else v) for k, v in SHAPE16.items()})
    r.update({k: ("" if v is None else v) for k, v in kw.items()})
    missing = set(r) - set(HEADER)
    assert not missing, missing
    rows.append(r)


# ----------------------------------------------------------------------------------------------
# Rows 1-2: PR #1610 'Switch DeepSeekV3 to Use FlexAttention by Default' (Chien-Chin Huang, Meta)
# squash commit f738a03bf45e1c063aaffa6f7e4df2cfcb47de42 (2025-08-22); config = deepseek_v3_16b.toml at the
# commit's parent (identical toml at the commit) + '--training.steps=100 --parallelism.expert_parallel_degree=8'
# ----------------------------------------------------------------------------------------------
SRC1610 = ("pytorch/torchtitan pull request #1610 'Switch DeepSeekV3 to Use FlexAttention by Default' (Chien-Chin Huang, "
           "PyTorch team at Meta; squash commit f738a03bf45e1c063aaffa6f7e4df2cfcb47de42, 2025-08-22, whose message carries "
           "the PR text and logs); config torchtitan/models/deepseek_v3/train_configs/deepseek_v3_16b.toml and the 16B flavor "
           "(torchtitan/models/deepseek_v3/__init__.py) read at f738a03b^ (SDPA arm) and f738a03b (Flex arm)")
GBS = 64; LBS = 8; SEQ = 4096; NG = 8
common1610 = dict(
    source=SRC1610, model="DeepSeek-V3 16B (torchtitan flavor '16B', DeepSeek-MoE-16B shape)", seq_len=SEQ,
    global_batch_seqs=GBS, micro_batch=LBS, tp=1, pp=1, dp=8, cp=1, ep=8, vp=1, sequence_parallel="false",
    zero_stage=3, num_gpus=NG, accelerator="h100-sxm5-96gb-500w", precision="bf16", recompute="selective_op",
    tflops_basis="model", etp=1, moe_force_balance="false", moe_dispatcher="alltoall",
    peak_memory_gib=78.14, memory_measure="reserved",
)
cfg1610 = ("Verbatim command: 'CONFIG_FILE=\"./torchtitan/models/deepseek_v3/train_configs/deepseek_v3_16b.toml\" ./run_train.sh "
           "--training.steps=100 --parallelism.expert_parallel_degree=8'. Toml (same at f738a03b^ and f738a03b): local_batch_size = 8, "
           "seq_len = 4096, dataset = \"c4\", data_parallel_replicate_degree = 1, data_parallel_shard_degree = -1, "
           "fsdp_reshard_after_forward = \"default\", tensor_parallel_degree = 1, pipeline_parallel_degree = 1, expert_parallel_degree = 8, "
           "expert_tensor_parallel_degree = 1, [activation_checkpoint] mode = \"selective\", selective_ac_option = 'op', "
           "[compile] enable=true, components = [\"loss\"] (model not compiled), '# converters = [\"float8\"]' commented out (bf16). "
           "Log: 'Trainer is initialized with local batch size 8, global batch size 64, gradient accumulation steps 1, sequence "
           "length 4096, total steps 100 (warmup 200)'. GPU: 8 ranks (GBS 64 / LBS 8); the memory reading '78.14GiB(82.25%)' gives "
           "78.14/0.8225 = 95.0 GiB capacity and tflops/mfu give a 989 TFLOP/s peak, i.e. torchtitan's 'NVIDIA H100 with 95.00GiB "
           "memory' (Meta's HBM2e H100, accelerator h100-sxm5-96gb-500w, as the other Meta torchtitan rows; the same device string "
           "is printed in the logs of PR #1616 and #1437 by the same team). EP 8 folds into the FSDP group (dp2ep): dp 8, zero_stage 3 "
           "(FSDP2 full shard, no PP). Routing: learned softmax top-6 (no force-balance option in torchtitan/models/moe.py at this "
           "commit); standard all-to-all EP (torchtitan's only EP path then). torchtitan 'tps' = tokens/s per device "
           "(metrics.py: ntokens_since_last_log / (time_delta * non_data_parallel_size), non-DP size 1 here).")

# SDPA arm (state before the PR: 16B flavor without use_flex_attn; SDPA memory-efficient kernel, plain causal mask)
sdpa_windows = [7008, 6900, 6705, 5728, 3894, 6133, 6467, 6719, 6705, 6721]  # steps 10..100 (published)
t = secs("18:29:46,138", "18:37:54,361") / 90.0
tps = LBS * SEQ / t
flop_tok = 117.12e12 / 6721
add(row_id="s42c-001",
    table="PR #1610 text, block 'SDPA:' (baseline before the PR), log lines steps 10-100",
    **common1610,
    framework="torchtitan (FSDP2 + dp2ep expert parallel, standard all-to-all; torch.compile on the loss only; PyTorch SDPA "
              "memory-efficient attention, causal mask), PyTorch nightly 2025-08",
    step_time_s=round(t, 4), tokens_per_s_per_gpu=round(tps, 1), tflops_per_gpu=round(tps * flop_tok / 1e12, 2),
    mfu_pct="",
    measured_or_derived="tps/tflops/mfu MEASURED per 10-step window (torchtitan log lines); step_time DERIVED from the log "
                        "timestamps of steps 10 and 100; tokens/s and TFLOP/s DERIVED as the 90-step average",
    confidence="medium (PR test log: full command and log published; one run; a slow window at step 50)",
    notes=("Verbatim (SDPA arm): '[rank0]:[titan] 2025-08-20 18:29:46,138 - root - INFO - step: 10  loss: 10.3087  grad_norm:  "
           "3.1896  memory: 78.14GiB(82.25%)  tps: 7,008  tflops: 122.12  mfu: 12.35%' ... 'step: 50 ... tps: 3,894  tflops: 67.86  "
           "mfu: 6.86%' ... '[rank0]:[titan] 2025-08-20 18:37:54,361 - root - INFO - step: 100  loss:  6.2596  grad_norm: 1.5143  "
           "memory: 78.14GiB(82.25%)  tps: 6,721  tflops: 117.12  mfu: 11.84%'. PR text: 'Currently, the only available backend for "
           "SDPA for DeepSeekV3 is efficient attention kernel' (FlashAttention-2 needs V dim = Q/K dim; cuDNN rejects the head dim). "
           f"Published window tps, steps 10..100: {sdpa_windows} (median 6,586). DERIVED: step_time = (18:37:54.361 - 18:29:46.138)/90 "
           f"= {t:.4f} s; tokens/s/GPU = 8 x 4096 / step = {tps:.1f} (per GPU: each rank holds 8 sequences); TFLOP/s/GPU = "
           f"tokens/s x 17.43 GFLOP/token (117.12e12/6721, torchtitan's model FLOPs) = {tps*flop_tok/1e12:.2f}; the steady windows "
           "without the step-50 dip run 6,133-7,008 tps. mfu_pct left empty: torchtitan divides by 989 TFLOP/s, while the 500 W "
           "HBM2e part's row has its own peak. " + cfg1610 + " " + SHAPE_NOTE +
           " peak_memory_gib = torchtitan 'memory:' = max reserved (GiB)."),
)

# Flex arm (the PR: use_flex_attn=True, attn_mask_type='block_causal')
flex_windows = [9066, 8922, 8618, 8256, 8329, 8240, 8340, 8621, 8586, 8667]
t = secs("22:17:32,228", "22:23:19,063") / 90.0
tps = LBS * SEQ / t
flop_tok = 151.04e12 / 8667
add(row_id="s42c-002",
    table="PR #1610 text, block 'FlexAttention (now)', log lines steps 10-100",
    **common1610,
    framework="torchtitan (FSDP2 + dp2ep expert parallel, standard all-to-all; torch.compile on the loss only; FlexAttention "
              "with block_causal document mask), PyTorch nightly 2025-08",
    step_time_s=round(t, 4), tokens_per_s_per_gpu=round(tps, 1), tflops_per_gpu=round(tps * flop_tok / 1e12, 2),
    mfu_pct="",
    measured_or_derived="tps/tflops/mfu MEASURED per 10-step window (torchtitan log lines); step_time DERIVED from the log "
                        "timestamps of steps 10 and 100; tokens/s and TFLOP/s DERIVED as the 90-step average",
    confidence="medium (PR test log: full command and log published; one run)",
    notes=("Verbatim (Flex arm): '[rank0]:[titan] 2025-08-20 22:17:32,228 - root - INFO - step: 10  loss: 10.3101  grad_norm:  "
           "2.9111  memory: 78.14GiB(82.25%)  tps: 9,066  tflops: 157.99  mfu: 15.97%' ... '[rank0]:[titan] 2025-08-20 22:23:19,063 - "
           "root - INFO - step: 100  loss:  6.1348  grad_norm: 1.2875  memory: 78.14GiB(82.25%)  tps: 8,667  tflops: 151.04  mfu: "
           "15.27%'. PR text: 'This PR updates all DeepSeekV3 configurations to use FlexAttention, which significantly improves the "
           "overall performance. Document masking also contributes to MFU improvement, but the majority is from FlexAttention "
           "itself'. The commit adds 'use_flex_attn=True, attn_mask_type=\"block_causal\"' to the 16B flavor: attention runs per "
           "document inside each 4096-token sequence (c4 documents are shorter than 4096), so attention work is below the causal "
           "count the model assumes. "
           f"Published window tps, steps 10..100: {flex_windows} (median 8,473). DERIVED: step_time = (22:23:19.063 - "
           f"22:17:32.228)/90 = {t:.4f} s; tokens/s/GPU = 8 x 4096 / step = {tps:.1f}; TFLOP/s/GPU = tokens/s x 17.43 GFLOP/token "
           f"(151.04e12/8667) = {tps*flop_tok/1e12:.2f}. mfu_pct left empty (torchtitan's 989 peak). " + cfg1610 + " " + SHAPE_NOTE +
           " peak_memory_gib = torchtitan 'memory:' = max reserved (GiB)."),
)

# ----------------------------------------------------------------------------------------------
# Row 3: PR #1616 'Move the call to init_attention_mask to trainer' (Chien-Chin Huang, Meta), squash commit
# 8a749c61877471e2ca6f9d3aa4966d45462c2c15 (2025-08-22): DSv3-16B with PP 4 x FSDP 2, full AC, SDPA (parent lacks #1610)
# ----------------------------------------------------------------------------------------------
t = secs("10:15:43,154", "10:18:14,566") / 90.0
LBS3 = 8; GBS3 = 16; NG3 = 8
tps = GBS3 * SEQ / (t * NG3)
flop_tok = 87.97e12 / 5048
pp_windows = [5092, 5165, 5109, 4837, 4975, 5074, 4647, 4283, 4825, 5048]
add(row_id="s42c-003",
    source=("pytorch/torchtitan pull request #1616 'Move the call to init_attention_mask to trainer' (Chien-Chin Huang, PyTorch "
            "team at Meta; squash commit 8a749c61877471e2ca6f9d3aa4966d45462c2c15, 2025-08-22, whose message carries the test log); "
            "16B flavor and deepseek_v3_16b.toml read at 8a749c61^ (7d744b231)"),
    table="PR #1616 text, test run with --parallelism.pipeline_parallel_degree=4 (log of rank 6), steps 10-100",
    model="DeepSeek-V3 16B (torchtitan flavor '16B', DeepSeek-MoE-16B shape)", seq_len=SEQ,
    global_batch_seqs=GBS3, micro_batch=1, tp=1, pp=4, dp=2, cp=1, ep=1, vp=2, sequence_parallel="false",
    zero_stage=2, num_gpus=NG3, accelerator="h100-sxm5-96gb-500w", precision="bf16", recompute="full",
    framework="torchtitan (FSDP2 + pipeline parallel Interleaved1F1B, no expert parallelism; torch.compile on the loss only; "
              "PyTorch SDPA memory-efficient attention, causal), PyTorch nightly 2025-08, NCCL 2.27.5+cuda12.6",
    step_time_s=round(t, 4), tokens_per_s_per_gpu=round(tps, 1), tflops_per_gpu=round(tps * flop_tok / 1e12, 2),
    tflops_basis="model", mfu_pct="",
    measured_or_derived="tps/tflops/mfu MEASURED per 10-step window (torchtitan log of rank 6, a last-stage rank); step_time "
                        "DERIVED from the log timestamps of steps 10 and 100",
    confidence="medium-low (the run's parallel layout and AC mode are read from its log, which differs from the committed toml: "
               "the developer's local config; EP inferred 1 from the device mesh)",
    etp="", moe_force_balance="false", moe_dispatcher="", peak_memory_gib=67.11, memory_measure="reserved",
    notes=("Verbatim command: 'LOG_RANK=6 CONFIG_FILE=\"./torchtitan/models/deepseek_v3/train_configs/deepseek_v3_16b.toml\" "
           "./run_train.sh --training.steps=100 --parallelism.pipeline_parallel_degree=4' with '+ NGPU=8'. Log: 'Building 2-D device "
           "mesh with ['pp', 'dp_shard'], [4, 2]'; 'CUDA capacity: NVIDIA H100 with 95.00GiB memory'; 'Total parameter count: dense "
           "858,385,920, sparse 14,848,098,304, active 2,661,150,208'; 'Applied full activation checkpointing to the model'; 'Applied "
           "FSDP to the model'; 'Using pipeline schedule Interleaved1F1B with 8 microbatches and 8 stages.'; 'Peak FLOPS used for "
           "computing MFU: 9.890e+14'; 'Trainer is initialized with local batch size 8, global batch size 16, gradient accumulation "
           "steps 1, sequence length 4096, total steps 100 (warmup 200)'; '[rank6]:[titan] 2025-08-21 10:15:43,154 - root - INFO - "
           "step: 10  loss: 10.3629  grad_norm:  3.0762  memory: 67.11GiB(70.64%)  tps: 5,092  tflops: 88.73  mfu: 8.97%' ... "
           "'[rank6]:[titan] 2025-08-21 10:18:14,566 - root - INFO - step: 100  loss:  6.7519  grad_norm:  1.3966  memory: "
           f"67.11GiB(70.64%)  tps: 5,048  tflops: 87.97  mfu: 8.89%'. Published window tps, steps 10..100: {pp_windows}. "
           "DERIVED/INFERRED layout: pp 4, dp 2 (FSDP over dp_shard 2), ep 1 (no 'ep' dimension in the mesh; the toml's "
           "expert_parallel_degree = 8 cannot fit inside dp_shard 2, so the developer's local config must have set EP 1), vp 2 (8 "
           "stages on 4 PP ranks), micro_batch 1 (local batch 8 in 8 microbatches = torchtitan default pipeline_parallel_microbatch_"
           "size 1), zero_stage 2 (fsdp_reshard_after_forward 'default' keeps parameters gathered under PP, the convention of tt64 "
           "rows), recompute full (the log, although the committed toml says selective 'op'). The parent commit (7d744b231) does not "
           "contain #1610, so the 16B flavor has no use_flex_attn: SDPA causal. torchtitan tps = rank tokens / (time x non-DP size "
           f"4). DERIVED: step_time = (10:18:14.566 - 10:15:43.154)/90 = {t:.4f} s (check: 8 x 4096 / (5048 x 4) = 1.623 s); "
           f"tokens/s/GPU = 16 x 4096 / (step x 8) = {tps:.1f}; TFLOP/s/GPU = tokens/s x 17.43 GFLOP/token (87.97e12/5048) = "
           f"{tps*flop_tok/1e12:.2f}. Accelerator h100-sxm5-96gb-500w (Meta HBM2e H100, 95.00 GiB printed). " + SHAPE_NOTE +
           " peak_memory_gib = max reserved of rank 6 (a last PP stage: layers 25-26 + output)."),
)

# ----------------------------------------------------------------------------------------------
# Row 4: PR #3659 'Add FusedGroupedExperts override and offset-aware kernels ...' (Simon Fan, Meta), squash commit
# aa1d37414426ef61c23bd08bd1c6329e3c53981b (2026-06-16): DSv3-16B, 4 GPUs, HybridEP, full AC
# ----------------------------------------------------------------------------------------------
t = secs("11:39:16,113", "11:39:41,176") / 30.0
LBS4 = 4; NG4 = 4
tps = LBS4 * SEQ / t
flop_tok = 354.11e12 / 19558
add(row_id="s42c-004",
    source=("pytorch/torchtitan pull request #3659 'Add FusedGroupedExperts override and offset-aware kernels to skip async EP "
            "worst case padding' (Simon Fan, PyTorch team at Meta; squash commit aa1d37414426ef61c23bd08bd1c6329e3c53981b, 2026-06-16, "
            "whose message carries the log); config deepseek_v3_16b_hybridep and the 16B flavor read at aa1d3741 "
            "(torchtitan/models/deepseek_v3/config_registry.py, __init__.py)"),
    table="PR #3659 text, the single run shown (log lines steps 10-40)",
    model="DeepSeek-V3 16B (torchtitan flavor '16B', DeepSeek-MoE-16B shape)", seq_len=SEQ,
    global_batch_seqs=LBS4 * NG4, micro_batch=LBS4, tp=1, pp=1, dp=4, cp=1, ep=4, vp=1, sequence_parallel="false",
    zero_stage=3, num_gpus=NG4, accelerator="gb300", precision="bf16", recompute="full",
    framework="torchtitan (FSDP2 + expert parallel with DeepEP HybridEP dispatcher, non-blocking capacity factor 1.0; torch.compile "
              "on the loss only; FlexAttention), PyTorch nightly 2026-06",
    step_time_s=round(t, 4), tokens_per_s_per_gpu=round(tps, 1), tflops_per_gpu=round(tps * flop_tok / 1e12, 2),
    tflops_basis="model", mfu_pct="",
    measured_or_derived="tps/tflops/mfu MEASURED per 10-step window (torchtitan log lines); step_time DERIVED from the log "
                        "timestamps of steps 10 and 40",
    confidence="medium-low (short 40-step test log; accelerator inferred from the memory capacity and peak FLOPs; whether this "
               "run used the PR's fused kernels is not stated)",
    etp=1, moe_force_balance="false", moe_dispatcher="hierarchical", peak_memory_gib=74.71, memory_measure="reserved",
    notes=("Verbatim command: 'NCCL_DEBUG=WARN  NGPU=4 MODULE=deepseek_v3 CONFIG=deepseek_v3_16b_hybridep wp ./run_train.sh      "
           "--parallelism.pipeline_parallel_degree 1       --parallelism.data_parallel_shard_degree 4   --parallelism."
           "expert_parallel_degree 4  --activation_checkpoint.mode full'. Log: 'Initializing HybridEP buffer: hidden_dim=2048, "
           "max_tokens_per_rank=16384, num_local_experts=16, ep_size=4'; '[rank0]:[titan] 2026-06-13 11:39:16,113 - root - INFO - "
           "step: 10  loss: 11.20896  grad_norm:  2.5372  memory: 74.71GiB(27.01%)  tps: 15,660  tflops: 283.54  mfu: 11.34%'; "
           "'11:39:24,369 ... step: 20 ... tps: 19,847  tflops: 359.36  mfu: 14.37%'; '11:39:32,798 ... step: 30 ... tps: 19,438  "
           "tflops: 351.94  mfu: 14.08%'; '[rank0]:[titan] 2026-06-13 11:39:41,176 - root - INFO - step: 40  loss:  7.89478  "
           "grad_norm:  1.2303  memory: 74.71GiB(27.01%)  tps: 19,558  tflops: 354.11  mfu: 14.16%'. Config deepseek_v3_16b at "
           "aa1d3741: local_batch_size=4, seq_len=4096, dataset c4, model_registry('16B', attn_backend='flex'), "
           "CompileConfig(enable=True, components=['loss']), Interleaved1F1B (unused, PP 1); deepseek_v3_16b_hybridep sets "
           "moe_comm_backend='hybridep', non_blocking_capacity_factor=1.0 (hybridep.py: 'capacity_factor=1.0 sizes for the worst "
           "case (every token routed to every local expert) — no tokens are dropped'); max_tokens_per_rank 16384 = 4 x 4096 "
           "confirms LBS 4. The fused-experts override the PR adds is enabled by the registry only for minimal_async_ep, not for "
           "hybridep, so this run is read as the plain HybridEP path. ACCELERATOR INFERRED: 4 GPUs per node; 74.71/0.2701 = 276.6 "
           "GiB capacity, equal to the 276.5 GiB of Lambda's GB300 logs (lambda_torchtitan.csv notes) and well above GB200/B200; "
           "tflops/mfu = 359.36/0.1437 = 2,500 TFLOP/s = torchtitan's peak for 'GB200'/'GB300' device names (tools/utils.py: "
           "'return 2.5e15'); so gb300 (one 4-GPU tray, NVLink domain). DERIVED: GBS = 4 x 4 = 16; step_time = (11:39:41.176 - "
           f"11:39:16.113)/30 = {t:.4f} s (steps 11-40); tokens/s/GPU = 4 x 4096 / step = {tps:.1f}; TFLOP/s/GPU = tokens/s x "
           f"18.11 GFLOP/token (354.11e12/19558) = {tps*flop_tok/1e12:.2f}. dp2ep: EP 4 inside the FSDP group of 4, zero_stage 3. "
           "moe_dispatcher 'hierarchical' = DeepEP/HybridEP per the data README convention (single NVLink domain here). Routing "
           "learned (softmax top-6, no force-balance in the config). " + SHAPE_NOTE +
           " peak_memory_gib = max reserved (GiB)."),
)

# ----------------------------------------------------------------------------------------------
# Row 5: PR #2564 '[graph_trainer] Fix graph SAC for DSv3' (Yiming Zhou, Meta), squash commit
# 72f89d2061b4da8fd4650e4b13992e260b2fc260 (2026-03-13): DSv3-16B, FSDP 4 x TP 2, EP 2, LBS 2, graph trainer, no AC
# ----------------------------------------------------------------------------------------------
tps_pub = 2457
LBS5 = 2; TP5 = 2; DP5 = 4; NG5 = 8
t = LBS5 * SEQ / (tps_pub * TP5)
flop_tok = 44.49e12 / 2457
add(row_id="s42c-005",
    source=("pytorch/torchtitan pull request #2564 '[graph_trainer] Fix graph SAC for DSv3' (Yiming Zhou, PyTorch team at Meta; "
            "squash commit 72f89d2061b4da8fd4650e4b13992e260b2fc260, 2026-03-13, whose message carries the log); configs "
            "graph_trainer_deepseek_v3_16b (torchtitan/experiments/graph_trainer/deepseek_v3/config_registry.py) and "
            "deepseek_v3_16b (torchtitan/models/deepseek_v3/config_registry.py) read at 72f89d20"),
    table="PR #2564 text, block 'w/o graph SAC' (log lines steps 10-30)",
    model="DeepSeek-V3 16B (torchtitan flavor '16B', DeepSeek-MoE-16B shape)", seq_len=SEQ,
    global_batch_seqs=LBS5 * DP5, micro_batch=LBS5, tp=TP5, pp=1, dp=DP5, cp=1, ep=2, vp=1, sequence_parallel="true",
    zero_stage=3, num_gpus=NG5, accelerator="h100-sxm5-96gb-500w", precision="bf16", recompute="none",
    framework="torchtitan experimental graph_trainer (whole-graph compile, SimpleFSDP + TP + dp2ep EP, standard all-to-all), "
              "PyTorch nightly 2026-03",
    step_time_s=round(t, 4), tokens_per_s_per_gpu=tps_pub, tflops_per_gpu=44.49, tflops_basis="model", mfu_pct="",
    measured_or_derived="tps/tflops MEASURED (torchtitan log lines, steps 20 and 30 windows, both 2,457); step_time DERIVED "
                        "= LBS x seq / (tps x TP)",
    confidence="low-medium (experimental compiler trainer, tiny batch, 30-step log without timestamps; accelerator inferred "
               "from memory capacity)",
    etp=1, moe_force_balance="false", moe_dispatcher="alltoall", peak_memory_gib=88.22, memory_measure="reserved",
    notes=("Verbatim: 'Verified on DSv3-16B with FSDP=4, TP=2, EP=2, and local_batch_size=2'; command 'MODULE=graph_trainer."
           "deepseek_v3 CONFIG=graph_trainer_deepseek_v3_16b ./run_train.sh --parallelism.data_parallel_shard_degree=4 "
           "--parallelism.tensor_parallel_degree=2 --parallelism.expert_parallel_degree=2 --training.local_batch_size=2 "
           "--training.steps 50 --compile.joint_passes apply_sac' (the baseline drops '--compile.joint_passes apply_sac'); "
           "'w/o graph SAC:' 'step: 10  loss: 10.48328  grad_norm: 20.6773  memory: 87.71GiB(92.33%)  tps: 2,530  tflops: 45.80  "
           "mfu: 4.63%' / 'step: 20  loss:  8.26837  grad_norm:  4.9812  memory: 88.22GiB(92.87%)  tps: 2,457  tflops: 44.49  mfu: "
           "4.50%' / 'step: 30  loss:  7.29936  grad_norm:  1.1563  memory: 88.22GiB(92.87%)  tps: 2,457  tflops: 44.49  mfu: 4.50%'. "
           "Config at 72f89d20: graph_trainer_deepseek_v3_16b = deepseek_v3_16b with activation_checkpoint mode='none' and "
           "GraphTrainerCompileConfig(enable=True); deepseek_v3_16b: seq_len=4096, dataset c4, expert_tensor_parallel_degree=1, "
           "16B flavor with attn_backend 'flex'. DERIVED: 8 GPUs = FSDP 4 x TP 2 (EP 2 borrowed from the FSDP ranks, ETP 1: whole "
           "experts); GBS = 2 x 4 = 8 sequences; torchtitan tps = rank tokens / (time x non-DP size 2), so step_time = 2 x 4096 / "
           f"(2457 x 2) = {t:.4f} s; tokens/s/GPU = 8 x 4096 / (step x 8) = 2,457. TP in torchtitan always runs with sequence "
           "parallel (SequenceParallel norms, Shard(1) layouts in deepseek_v3/parallelize.py). ACCELERATOR INFERRED: 88.22/0.9287 "
           "= 95.0 GiB and tflops/mfu = 989 TFLOP/s peak: Meta's HBM2e H100 (h100-sxm5-96gb-500w). The 'w/ graph SAC' arm "
           "(tps 1,908 / 1,895 / 1,856, memory 52.03 GiB) is not recorded: its graph-based SAC policy (saves aten.linear and "
           "all_to_all outputs) is not one of the recompute modes of the schema. " + SHAPE_NOTE +
           " peak_memory_gib = max reserved (GiB)."),
)

with open("/work/s69/hC/rows.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print(len(rows), "rows")
for r in rows:
    print(r["row_id"], r["num_gpus"], r["accelerator"], r["tp"], r["pp"], r["dp"], r["ep"], r["global_batch_seqs"],
          r["step_time_s"], r["tokens_per_s_per_gpu"], r["tflops_per_gpu"])
