#!/usr/bin/env python3
"""Build /work/s74/hG/rows.csv (helper hG, session 47: non-NVIDIA MoE step-time rows).
Columns = header of data/collections/2026-12-06-session44-predicted-candidate-rows.csv with
`cuda_graphs` inserted between memory_measure and target_file."""
import csv

HDR_SRC = "/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv"
hdr = next(csv.reader(open(HDR_SRC)))
i = hdr.index("target_file")
cols = hdr[:i] + ["cuda_graphs"] + hdr[i:]

rows = []

# ---------------------------------------------------------------- Qwen3-30B-A3B, xiao-hu/torchtitan
XH_C = "728bb3c3994a493ee96793d3468f27edc8505188"
XH_ORIG = "bf72b9fd4cb854d94ab46599d9a541116ff85e1a"
XH_TOML_C = "43c336f1a6e19561b672b62ff62c27c42555ce01"
xh_source = ("Xiaohu Xie (personal torchtitan fork), xiao-hu/torchtitan@" + XH_C +
             " torchtitan/models/qwen3/train_configs/qwen3_30b_moe_experiments.md (first written as custom_task/experiment.md in "
             + XH_ORIG + ", 2025-12-15, with the raw rank0 log lines); config custom_task/qwen3_30b.toml at " + XH_TOML_C +
             " (2025-12-14, = torchtitan/models/qwen3/train_configs/qwen3_30b_moe.toml at " + XH_C + "); flavor '30B-A3B' in torchtitan/models/qwen3/__init__.py at " + XH_C)
xh_shape_note = ("Shape from torchtitan/models/qwen3/__init__.py '30B-A3B' at " + XH_C + ": 'vocab_size=151936', 'head_dim=128', 'dim=2048', 'n_layers=48', 'n_heads=32', "
                 "'n_kv_heads=4', 'qk_norm=True', 'moe_inter_dim=768', 'num_experts=128', 'num_shared_experts=0', 'top_k=8' (all 48 layers MoE; q width 4096 != dim); "
                 "same numbers as s47b-003. ffn_hidden 768 as s47b-003. ")
xh_common_note = ("Hardware: '**Hardware**: 8×H200 GPUs (140GB VRAM each)'; toml header '# NOTE: this toml config is a preset for 8 H200 GPUs (with 141GiB memory).' "
                  "Environment: '# Base image: nvcr.io/nvidia/pytorch:25.11-py3' plus PyTorch nightly cu130. Toml at " + XH_TOML_C + ": dataset = \"c4\", "
                  "data_parallel_shard_degree = -1 (FSDP over all 8 ranks -> zero_stage 3, fsdp_shard empty), fsdp_reshard_after_forward = \"default\", "
                  "[compile] enable=true components = [\"model\", \"loss\"], float8 converters commented out (bf16: job_config default mixed_precision_param \"bfloat16\", reduce float32), "
                  "checkpoint disabled (random init), AdamW. recompute selective_op ASSUMED: the experiment doc states only mode \"selective\"; the toml committed the same day (" + XH_TOML_C +
                  ", after the runs) has 'selective_ac_option = \"op\"' while the job_config default is \"2\" (every 2nd layer), so per-layer SAC is possible if the run predates that line. "
                  "Routing: job_config default moe_force_load_balance False -> natural routing (torchtitan aux-loss-free bias). Dispatcher: torchtitan standard all-to-all (no DeepEP named). "
                  "tps is torchtitan's per-GPU tokens/s; one 10-step window (step 10, the first logged window after compile) -> medium-low confidence. tflops are torchtitan's model FLOPs "
                  "(6N active + attention; tflops/tps = implied GFLOP/token stated per row); mfu uses 989 TFLOP/s (= H200 dense BF16 peak in accelerators.csv). "
                  "peak_memory_gib = the log's 'memory:' figure (torchtitan max reserved) -> memory_measure reserved. CUDA graphs not mentioned -> blank. "
                  "EP folds into DP (dp = 8/(tp*pp*cp) = 8). Publisher: an individual's fork (git author Xiaohu Xie), not Meta, not Alibaba/Qwen (Qwen is only the model). ")

def xh_row(rid, table, ep, lbs, seq, tps, tflops, mfu, mem, quote, extra):
    step = lbs * seq / tps
    return dict(
        row_id=rid, source=xh_source, table=table,
        model="Qwen3-30B-A3B (torchtitan native qwen3 '30B-A3B' flavor)", arch="moe",
        layers=48, hidden=2048, ffn_hidden=768, ffn_gated="True", heads=32, kv_heads=4,
        seq_len=seq, vocab=151936, num_experts=128, experts_per_token=8,
        global_batch_seqs=lbs * 8, micro_batch=lbs, tp=1, pp=1, dp=8, cp=1, ep=ep, vp=1,
        sequence_parallel="False", zero_stage=3, num_gpus=8, accelerator="h200-sxm-141gb",
        precision="bf16", recompute="selective_op",
        framework="torchtitan fork xiao-hu/torchtitan (Dec 2025 main + Qwen3-VL work): FSDP2 + expert parallel (standard all-to-all), torch.compile on model and loss, PyTorch nightly cu130 on NGC pytorch 25.11",
        step_time_s=f"{step:.4f}", tokens_per_s_per_gpu=tps, tflops_per_gpu=tflops, tflops_basis="model", mfu_pct=mfu,
        measured_or_derived="tps, tflops, mfu PUBLISHED (one torchtitan log line, step 10); step_time DERIVED = local_batch x seq_len / tps; global batch DERIVED = local_batch x 8 (no accumulation)",
        confidence="medium-low (personal experiment log; single 10-step window right after compile; selective AC option ASSUMED)",
        notes=(quote + " " + extra + f" DERIVED: step_time = {lbs} x {seq} / {tps} = {step:.4f} s; global batch = {lbs} x 8 = {lbs*8}; implied model FLOP/token = {tflops}e12/{tps} = {tflops*1e3/tps:.2f} GFLOP. "
               + xh_shape_note + xh_common_note),
        head_dim=128, moe_ffn_hidden=768, shared_experts=0, first_dense_layers=0, activation_offload="",
        q_lora_rank="", kv_lora_rank="", qk_rope_head_dim="", v_head_dim="", etp=1,
        moe_force_balance="False", moe_dispatcher="alltoall", inter_network="", fsdp_shard="",
        optimizer_state="", peak_memory_gib=mem, memory_measure="reserved", cuda_graphs="",
        target_file="pytorch_torchtitan.csv")

rows.append(xh_row("s47g-001", "qwen3_30b_moe_experiments.md, 'Experiment 5: Balance Memory Usage' (EP 8, local batch 6, seq 8192)",
    8, 6, 8192, 5748, 215.99, 21.84, 115.41,
    "Verbatim (doc): '### Experiment 5: Balance Memory Usage' ... '**Configuration**: Reduced `local_batch_size = 6` (from Exp 4)' ... "
    "'[2025-12-14 05:11:59] step: 10  loss: 9.9277  memory: 115.41GiB (82.60%)' / 'tps: 5,748  tflops: 215.99  mfu: 21.84%'. Exp 4's config that Exp 5 inherits: "
    "'local_batch_size = 8', 'seq_len = 8192', 'mode = \"selective\"', '[compile]' 'enable = true', 'tensor_parallel_degree = 1     # Reduced from 4', 'context_parallel_degree = 1', "
    "'expert_parallel_degree = 8      # Increased from 2', 'expert_tensor_parallel_degree = 1  # Reduced from 4'. Raw log (" + XH_ORIG + " custom_task/experiment.md): "
    "'[rank0]:[titan] 2025-12-14 05:11:59,164 - root - INFO - step: 10  loss:  9.9277  grad_norm:  4.8983  memory: 115.41GiB(82.60%)  tps: 5,748  tflops: 215.99  mfu: 21.84%'.",
    "EP 8 over 8 GPUs (16 experts per rank). Exp 4 (local batch 8, 96.21% memory, '25 CUDA memory allocation retries', tps 4,959) not taken: allocator thrashing."))

rows.append(xh_row("s47g-002", "qwen3_30b_moe_experiments.md, 'Experiment 6: Reduce Communication Overhead' (EP 4, local batch 6, seq 8192)",
    4, 6, 8192, 6512, 244.72, 24.74, 116.48,
    "Verbatim (doc): '### Experiment 6: Reduce Communication Overhead' / '**Configuration**: Reduced `expert_parallel_degree = 4` (from 8)' / '[training]' 'local_batch_size = 6' "
    "'[parallelism]' 'tensor_parallel_degree = 1' 'context_parallel_degree = 1' 'expert_parallel_degree = 4      # Reduced from 8' 'expert_tensor_parallel_degree = 1' ... "
    "'[2025-12-14 05:43:30] step: 10  loss: 10.0371  memory: 116.48GiB (83.37%)' / 'tps: 6,512  tflops: 244.72  mfu: 24.74%'. seq_len 8192 inherited from Exp 4/5. Raw log ("
    + XH_ORIG + "): '[rank0]:[titan] 2025-12-14 05:43:30,311 - root - INFO - step: 10  loss: 10.0371  grad_norm:  6.2420  memory: 116.48GiB(83.37%)  tps: 6,512  tflops: 244.72  mfu: 24.74%'.",
    "EP 4 (32 experts per rank; EP groups of 4 inside the 8-GPU FSDP group). Same batch as s47g-001: the pair isolates EP 8 -> EP 4."))

rows.append(xh_row("s47g-003", "qwen3_30b_moe_experiments.md, 'Experiment 7: Optimize Compute-to-Communication Ratio' (EP 4, local batch 4, seq 12288; = the file's 'Recommended Configuration')",
    4, 4, 12288, 6260, 295.72, 29.90, 116.01,
    "Verbatim (doc): '### Experiment 7: Optimize Compute-to-Communication Ratio ⭐' ... 'local_batch_size = 4    # Reduced to maintain memory' 'seq_len = 12288          # Increased from 8192' "
    "'tensor_parallel_degree = 1' 'context_parallel_degree = 1' 'expert_parallel_degree = 4' 'expert_tensor_parallel_degree = 1' ... '[2025-12-14 05:53:48] Trainer initialized: local_batch_size=4, global_batch_size=32, ' "
    "'gradient_accumulation_steps=1, seq_len=12288' ... 'tps: 6,260  tflops: 295.72  mfu: 29.90%'. Raw log (" + XH_ORIG + "): '[rank0]:[titan] 2025-12-14 05:53:48,651 - root - INFO - Trainer is initialized with local batch size 4, global batch size 32, gradient accumulation steps 1, sequence length 12288, total steps 3000 (warmup 600)' / "
    "'[rank0]:[titan] 2025-12-14 05:55:38,070 - root - INFO - step: 10  loss:  9.9834  grad_norm:  4.4551  memory: 116.01GiB(83.03%)  tps: 6,260  tflops: 295.72  mfu: 29.90%'.",
    "Global batch 32 PUBLISHED (log). This is the committed toml's configuration (local_batch_size = 4, seq_len = 12288, EP 4, ETP 1, selective op, compile)."))

# ---------------------------------------------------------------- DeepSeek-V3 FP8-MX 512 B200, Together
TG_C = "661e8e14461c672315ea1a129380fb2e84b8dcc2"
MB_C = "6b3b5ba7ef64182caba23faa8d7abc0125aa3807"
tg_source = ("Together AI, togethercomputer/together-dgxc-benchmarking@" + TG_C + " worklog/2026-04-21_dsv3_fp8_mx_512gpu_optimization.md; preset read at NVIDIA-NeMo/Megatron-Bridge@"
             + MB_C + " scripts/performance/configs/deepseek/deepseek_workload_base_configs.py and deepseek_llm_pretrain.py (the Bridge commit tog_b200_dsv3_fp8_512 takes as pinned by dgxc-benchmarking v26.02)")
tg_common = ("Header (verbatim): '**Workload:** DeepSeek V3 671B, FP8 MX, 512 GPUs / 64 nodes, B200, NeMo 26.02 container' / '**Base config:** TP=1, PP=16, CP=1, EP=8, VPP=None, MBS=1, GBS=8192, 12 steps (iter 5-12 steady-state)' / "
             "'**Baseline:** 593 TFLOP/s/GPU (job 84552, preset `B200_FP8_MX_V1` unmodified)'. Optimizer: 'DistributedOptimizer with PP=16/DP=32' (zero_stage 1, dp 32 = 512/(1x16x1), EP folds into DP). "
             "Preset at Megatron-Bridge@" + MB_C + ": DEEPSEEK_V3_PRETRAIN_CONFIG_B200_V1 = 'pipeline_model_parallel_size=16', 'expert_model_parallel_size=8', 'recompute_modules=[\"mla_up_proj\"]', "
             "'moe_flex_dispatcher_backend=\"hybridep\"', 'moe_a2a_overlap=False', no cuda_graph_scope (BASE 'expert_tensor_parallel_size=1'); B200_FP8_MX_V1 = B200_FP8_CS_V1 = B200_V1; V2 differs only in GBS; "
             "deepseek_llm_pretrain.py: 'cfg.model.seq_length = 4096', 'cfg.model.recompute_granularity = \"selective\"', 'cfg.model.moe_router_force_load_balancing = True', mock=True. "
             "Hence seq 4096, force balance, HybridEP (recorded hierarchical), mock data ASSUMED from the preset (the worklog does not restate them; same reading as the held tog_b200_dsv3_fp8_512). "
             "FP8 MX = MXFP8 recorded as fp8. Shape copied from tog_b200_dsv3_fp8_512 (deepseek-ai/DeepSeek-V3 config.json: 61 layers, 3 dense first layers FFN 18432, 256 routed experts width 2048 top-8 + 1 shared, "
             "MLA q_lora 1536 kv_lora 512 nope 128 rope 64 v 128, vocab 129280; head_dim 192 = qk_nope 128 + qk_rope 64 per lifecycle/model/workload.py and the nvidia DeepSeek-V3 rows, while tog_b200_dsv3_fp8_512 records 128; the Bridge recipe adds 1 MTP layer by default, not in the layer count). "
             "Run-level notes: 'All runs: 64 nodes, excluded persistent bad-node list + node 256, same NCCL env, same NeMo 26.02 container. No OOM, no retries, no NaN.' "
             "The recommended config also lists 'train.manual_gc=true train.manual_gc_interval=100' (whether the Exp runs carried it is not stated). "
             "mfu_pct left empty (the source gives none; tog_b200_dsv3_fp8_512 used an ASSUMED 4500 TFLOP/s FP8 peak). "
             "Not a duplicate: the held tog_b200_dsv3_fp8_512 (job 84467, 28.618 s, ~597) and tog_b200_dsv3_fp8_256 are the unmodified preset without CUDA graphs; these rows add TE CUDA graphs (and, s47g-005, drop mla_up_proj recompute). ")

def tg_row(rid, table, step, tflops, recompute, quote, extra):
    tps = 8192 * 4096 / (step * 512)
    return dict(
        row_id=rid, source=tg_source, table=table, model="DeepSeek-V3", arch="moe",
        layers=61, hidden=7168, ffn_hidden=18432, ffn_gated="True", heads=128, kv_heads=128,
        seq_len=4096, vocab=129280, num_experts=256, experts_per_token=8,
        global_batch_seqs=8192, micro_batch=1, tp=1, pp=16, dp=32, cp=1, ep=8, vp=1,
        sequence_parallel="False", zero_stage=1, num_gpus=512, accelerator="b200",
        precision="fp8", recompute=recompute,
        framework="Megatron-Bridge (NeMo 26.02.00 container, llmb-run), preset B200_FP8_MX_V1 with overrides",
        step_time_s=step, tokens_per_s_per_gpu=f"{tps:.1f}", tflops_per_gpu=tflops, tflops_basis="model", mfu_pct="",
        measured_or_derived="mean step time and mean TFLOP/s over iterations 5-12 PUBLISHED; tokens/s/GPU DERIVED = 8192 x 4096 / (step x 512)",
        confidence="medium (publisher's own worklog with per-iteration values; seq_len, dispatcher and routing from the preset, not restated)",
        notes=(quote + " " + extra + f" DERIVED: tokens/s/GPU = 8192 x 4096 / ({step} x 512) = {tps:.1f}; implied FLOP/token = {tflops}e12/{tps:.1f} = {tflops*1e12/tps:.4g} "
               "(tog_b200_dsv3_fp8_512: 2.607e+11, consistent). " + tg_common),
        head_dim=192, moe_ffn_hidden=2048, shared_experts=1, first_dense_layers=3, activation_offload="",
        q_lora_rank=1536, kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128, etp=1,
        moe_force_balance="True", moe_dispatcher="hierarchical", inter_network="", fsdp_shard="",
        optimizer_state="", peak_memory_gib="", memory_measure="", cuda_graphs="partial",
        target_file="together_ai.csv")

rows.append(tg_row("s47g-004", "Results table row 'Exp 1 | 84559 | + CUDA graphs (`attn,moe_router,moe_preprocess`) | 619.3 | +4.4% | +4.4%' and section 'Exp 1 — CUDA graphs (job 84559, 19:20-19:40)'",
    27.51, 619.3, "selective",
    "Verbatim: '**Delta:** `--cuda_graph_impl transformer_engine --cuda_graph_scope attn,moe_router,moe_preprocess` (matches `GB200_FP8_MX_V1` preset exactly).' / "
    "'**Per-iter TFLOP/s (iter 5-12):** 617.0 / 619.3 / 618.5 / 618.7 / 619.6 / 620.4 / 619.8 / 621.0' / '**Mean: 619.3 TFLOP/s, step 27.51s**' / "
    "'Iter 4: **55.3s / 308 TFLOP/s spike** (late CUDA graph capture finalizing moe_preprocess)' / '4 graphable layers/rank (2 on PP last stage).'",
    "cuda_graphs partial: TE scoped graphs (attn, moe_router, moe_preprocess). recompute selective = the preset's recompute_modules [\"mla_up_proj\"] (unchanged in Exp 1)."))

rows.append(tg_row("s47g-005", "Results table row '**Exp 2** | **84560** | **+ `model.recompute_modules=[]`** | **632.4** | **+2.1%** | **+6.6%**' and section 'Exp 2 — Drop `mla_up_proj` recompute (job 84560, 20:04-20:23) — BEST'",
    26.95, 632.4, "none",
    "Verbatim: '**Delta (stacked on Exp 1):** add Hydra override `\"model.recompute_modules=[]\"` (preset default is `[\"mla_up_proj\"]`).' / "
    "'**Per-iter TFLOP/s (iter 5-12):** 627.1 / 631.6 / 632.4 / 633.0 / 632.1 / 634.5 / 634.1 / 634.1' / '**Mean: 632.4 TFLOP/s, step 26.95s** — tight cluster, slight monotonic upward drift.' / "
    "'Most ranks: max-reserved **106-130 GB** (180 GB B200 HBM)' / 'Rank 480 (PP last stage, LM head): max-reserved 45 GB' / '`mem-alloc-retires: 0` on all ranks'.",
    "CUDA graphs as Exp 1 (stacked) -> partial. recompute none: recompute_modules emptied (granularity 'selective' with no modules recomputes nothing). "
    "peak_memory_gib left empty: the source gives a range of ranks' max-reserved '106-130 GB' (units GB as printed, not a single per-run peak); the lead may take 130 GB (= 121.1 GiB if decimal, reserved). "
    "Exp 3 (job 84561, + --nccl_ub true, 629.1 TFLOP/s, step 27.09 s) not taken: same layout plus an NCCL user-buffer flag the schema cannot express, within noise of Exp 2."))

with open("/work/s74/hG/rows.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=cols, quoting=csv.QUOTE_MINIMAL)
    w.writeheader()
    for r in rows:
        missing = set(cols) - set(r)
        extra = set(r) - set(cols)
        assert not extra, extra
        for m in missing:
            r[m] = ""
        w.writerow(r)
print(len(rows), "rows;", len(cols), "columns")
