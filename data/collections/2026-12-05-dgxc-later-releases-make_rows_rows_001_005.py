"""Rows h64b-001 .. h64b-005 of 2026-12-05-dgxc-later-releases-make_rows.py (DeepSeek-V3, Llama 3.1 405B,
Qwen3-235B-A22B, gpt-oss-120b): each block appends one row to the common module's `rows`."""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STEM = "2026-12-05-dgxc-later-releases-make_rows"


def _sibling(part):
    """The sibling module STEM_<part>.py of this directory, loaded once per process (the
    file names carry hyphens, so they cannot be imported by name; the row modules append
    to the one `rows` list of the common module)."""
    name = "dgxc_later_releases_make_rows_" + part
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, "%s_%s.py" % (STEM, part)))
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


_c = _sibling("common")
PEAK, ZERO1, add, fmt, src, tok_per_gpu = _c.PEAK, _c.ZERO1, _c.add, _c.fmt, _c.src, _c.tok_per_gpu
DSV3, DSV3_SHAPE, L405, L405_SHAPE = _c.DSV3, _c.DSV3_SHAPE, _c.L405, _c.L405_SHAPE
Q235, Q235_SHAPE, GPTOSS, GPTOSS_SHAPE = _c.Q235, _c.Q235_SHAPE, _c.GPTOSS, _c.GPTOSS_SHAPE


# ------------------------------------------------------------------ h64b-001
n, gbs, seq, step, tfl = 1024, 8192, 4096, 36.189, 235.43
tps = tok_per_gpu(gbs, seq, step, n)
add(dict(DSV3,
    row_id="h64b-001",
    source=src("deepseek_v3/pretrain/README.md", "v25.08",
               "same example unchanged through v25.08.02 4eca8010; replaced in v25.10") +
           "; launcher deepseek_v3/pretrain/launch.sh + metadata.yaml at the same commit; NeMo "
           "scripts/performance/llm/pretrain_deepseek_v3.py at NeMo 9244b1ec (pinned by metadata.yaml). "
           "Worked example, not an Expected-Performance table",
    table="'Performance Measurement and Analysis' Example output line "
          "'pretrain_deepseek_v3_bf16_gpus1024_tp1_pp8_cp1_vp2_ep64_mbs1_gbs8192_3418260'; config from the "
          "'H100' table",
    global_batch_seqs=gbs, micro_batch=1, tp=1, pp=8, dp=n // (1 * 8 * 1), cp=1, ep=64, vp=2,
    sequence_parallel="false", zero_stage=1, num_gpus=n, accelerator="h100-sxm5-80gb", precision="bf16",
    recompute="selective",
    framework="NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.07.01, NeMo scripts.performance.llm."
              "pretrain_deepseek_v3 via dgxc-benchmarking v25.08)",
    step_time_s=step, tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=tfl, tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("h100-sxm5-80gb", "bf16")], 2),
    measured_or_derived="step time (mean of iterations 35-44) and TFLOPS_per_GPU PUBLISHED (one log line); "
                        "tokens/s DERIVED = GBS*seq/(step*GPUs)",
    confidence="medium (single worked-example log line; config table, launcher and experiment name agree)",
    notes=("Verbatim: 'pretrain_deepseek_v3_bf16_gpus1024_tp1_pp8_cp1_vp2_ep64_mbs1_gbs8192_3418260      "
           "Success        36.189        0.300              235.43               1.95' (Time Mean (s), Time Std "
           "(s), TFLOPS_per_GPU Mean, Std); 'E.g. 4096 * 8192 / 36.189 = 927200'; 'MFU = 235.43e+12 / 989e+12 = "
           "23.80%' ('E.g. DeepSeek-V3 BF16 on 1024x H100 GPUs (GBS=8192)'). Config row: '671B | BF16/FP8-DS | "
           f"1024 | 4096 | 61 | 1 | 8 | 1 | 64 | 1 | 128 | 2 | 1 | 8192 | 64 | mla_up_proj,mlp,moe' (Size "
           "Precision GPUs SeqLen Layers TP PP CP EP ETP DP VP MBS GBS GA RecomputeModule). DERIVED: "
           f"tokens_per_s_per_gpu = 8192*4096/(36.189*1024) = {tps:.1f} (README total 927200/1024). "
           "launch.sh (h100): TP 1, EP 64, PP 8, VP 2, RM 'mla_up_proj mlp moe', CP 1, ETP 1, activation "
           "offload 0, MBS 1, GBS = JOB_TOTAL_GPUS*8, CUDA graphs false, --num_layers 61 --hidden_size 7168. "
           "recompute selective = module recompute of mla_up_proj, mlp and moe (more than the attention core: "
           "the routed/shared expert MLPs are recomputed too). NeMo pretrain_deepseek_v3.py (9244b1ec): on H100 "
           "moe_token_dispatcher_type 'flex' with DeepEP (moe_dispatcher hierarchical), "
           "moe_router_force_load_balancing True, moe_shared_expert_overlap False; pretrain_recipe("
           "performance_mode=True) with use_mtp default True (1 MTP layer, not expressible in the columns). "
           "sequence_parallel false (TP 1). EP folds into DP (DP 128 in the README = attention DP). " + ZERO1 +
           " MFU vs README's H100 BF16 peak 989 TFLOPS (published 23.80%). " + DSV3_SHAPE +
           " Same cluster class as dgxc63-005 (v25.05.04 table, TP 2 PP 16: 52.04 s); this is the later "
           "TP 1 PP 8 VP 2 layout."),
    etp=1, moe_force_balance="true", moe_dispatcher="hierarchical"))

# ------------------------------------------------------------------ h64b-002
n, gbs, seq, step, tfl = 256, 2048, 4096, 11.07148, 769.50
tps = tok_per_gpu(gbs, seq, step, n)
add(dict(DSV3,
    row_id="h64b-002",
    source=src("deepseek_v3/pretrain/README.md", "v25.10",
               "same example line kept in deepseek_v3/pretrain/megatron_bridge/README.md v25.12 db1b14c through "
               "v26.02.01 b8f2b1a") +
           "; launcher deepseek_v3/pretrain/launch.sh + metadata.yaml at the same commit; Megatron-Bridge "
           "7c0ae3fd (pinned) scripts/performance/run_script.py and configs/deepseek/deepseek_v3_llm_pretrain.yaml. "
           "Worked example, not an Expected-Performance table",
    table="'Performance Measurement and Analysis' Example output line "
          "'pretrain_deepseek_v3_bf16_gpus256_tp1_pp4_cp1_vp4_ep64_mbs1_gbs2048_992591'; config from the 'GB200' table",
    global_batch_seqs=gbs, micro_batch=1, tp=1, pp=4, dp=n // 4, cp=1, ep=64, vp=4,
    sequence_parallel="false", zero_stage=1, num_gpus=n, accelerator="gb200", precision="bf16",
    recompute="selective",
    framework="Megatron-Bridge / Megatron-Core (nvcr.io/nvidia/nemo:25.09.00, Megatron-Bridge 7c0ae3fd "
              "scripts/performance/setup_experiment.py via dgxc-benchmarking v25.10)",
    step_time_s=step, tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=tfl, tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("gb200", "bf16")], 2),
    measured_or_derived="step time (mean of iterations 35-44, ms) and TFLOPS_per_GPU PUBLISHED (one log line); "
                        "tokens/s DERIVED = GBS*seq/(step*GPUs)",
    confidence="medium (single worked-example log line; config table, Megatron-Bridge perf config and experiment name agree)",
    notes=("Verbatim: 'pretrain_deepseek_v3_bf16_gpus256_tp1_pp4_cp1_vp4_ep64_mbs1_gbs2048_992591                  "
           "Success     11071.480        8.236              769.50               0.58' (Time Mean (ms), Time Std "
           "(ms), TFLOPS_per_GPU Mean, Std); 'E.g. 4096 * 2048 / 11.072 = 757641'; 'E.g. DeepSeek-V3 BF16 on 256x "
           "GB200 GPUs (GBS=2048)' with 'peak FLOPS for GB200 BF16 = 2.45 PFLOPS' (the example names GB200; the "
           "GB300 256 row has the same layout). Config row (GB200): 'BF16/FP8 | 256 | 4096 | 61 | 1 | 4 | 1 | 64 | "
           "64 | 4 | 1 | 2048 | 32' (Precision GPUs SeqLen Layers TP PP CP EP DP VP MBS GBS GA). DERIVED: "
           f"tokens_per_s_per_gpu = 2048*4096/(11.07148*256) = {tps:.1f} (README total 757641/256). "
           "Megatron-Bridge 7c0ae3fd configs/deepseek/deepseek_v3_llm_pretrain.yaml perf_matrix gb200 "
           "num_gpus_256: seq 4096, mbs 1, gbs 2048, tp 1, pp 4, cp 1, vp 4, ep 64, etp 1, use_megatron_fsdp false, "
           "cuda_graphs false; recompute_granularity selective. run_script.py: gb200 -> recompute_modules "
           "['mla_up_proj'] (recompute selective), use_tokendrop True -> apply_moe_token_drop (capacity factor 1.0, "
           "pad_expert_input_to_capacity True: moe_force_balance true), DeepEP off -> alltoall dispatcher "
           "(DeepSeek provider default), moe_shared_expert_overlap True, overlap_grad_reduce True; recipe "
           "deepseek_v3.py mtp_num_layers default 1 (MTP on, not expressible). sequence_parallel false (TP 1). "
           + ZERO1 + " MFU vs README GB200 BF16 peak 2450 TFLOPS. Cross-check: Megatron-Bridge performance summary "
           "25.09 DGX-GB200 'DeepSeekV3 (tokendrop) | 256 | 2048 | ... | 3454 (2835) | 899 (738)' implies the "
           "same ~2.60e11 model FLOP/token as this line (769.5e12/2959.7). " + DSV3_SHAPE),
    etp=1, moe_force_balance="true", moe_dispatcher="alltoall"))

# ------------------------------------------------------------------ h64b-003
n, gbs, seq, step, tfl = 128, 64, 8192, 5.74147, 1636.80
tps = tok_per_gpu(gbs, seq, step, n)
add(dict(L405,
    row_id="h64b-003",
    source=src("llama3.1/README.md", "v25.10", "same example line unchanged through v26.02.01 b8f2b1a") +
           "; launcher llama3.1/launch.sh + metadata.yaml at the same commit; Megatron-Bridge f23d790c (pinned) "
           "scripts/performance/configs/llama31/llama31_405b_llm_pretrain.yaml, run_script.py, utils/helpers.py. "
           "Worked example, not an Expected-Performance table",
    table="'Performance Measurement and Analysis' Example output line "
          "'pretrain_llama31_405b_fp8_cs_gpus128_tp2_pp1_cp1_vpNone_ep1_mbs1_gbs64_658572'; config from the 'GB200' table",
    global_batch_seqs=gbs, micro_batch=1, tp=2, pp=1, dp=n // 2, cp=1, ep=1, vp=1,
    sequence_parallel="true", zero_stage=3, num_gpus=n, accelerator="gb200", precision="fp8", recompute="none",
    framework="Megatron-Bridge / Megatron-Core, Megatron-FSDP (nvcr.io/nvidia/nemo:25.09.00, Megatron-Bridge "
              "f23d790c scripts/performance/setup_experiment.py via dgxc-benchmarking v25.10)",
    step_time_s=step, tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=tfl, tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("gb200", "fp8")], 2),
    measured_or_derived="step time (mean of iterations 35-44, ms) and TFLOPS_per_GPU PUBLISHED (one log line); "
                        "tokens/s DERIVED = GBS*seq/(step*GPUs)",
    confidence="medium (single worked-example log line; TFLOPS inconsistent with Megatron-Bridge's formula by ~9%, see notes)",
    notes=("Verbatim: 'pretrain_llama31_405b_fp8_cs_gpus128_tp2_pp1_cp1_vpNone_ep1_mbs1_gbs64_658572               "
           "Success      5741.470       68.670             1636.80              20.89'; 'E.g. 8192 * 64 / 5.74  = "
           "91339'; 'E.g. Llama3.1 405b FP8 on 128x GB200 GPUs that has an average of 1636.8 TFLOPs per GPU for "
           "steps 34-44', 'MFU =  1636.8 / 4900 = 33.40%'. Config row (GB200): '405b | 128-512 | FP8 | 8192 | 126 | "
           "True | 2 | 1 | 1 | NA | NA | GPUs/2 | NA | 1 | GPUs/2 | 1 | False | 0 | 80' (Size GPUs Datatype SeqLen "
           "Layers FSDP TP PP CP EP ETP DP VP MBS GBS GA CG RL OL). DERIVED: tokens_per_s_per_gpu = "
           f"64*8192/(5.74147*128) = {tps:.1f}. FP8 = FP8-CS (current scaling; launch.sh FP8_RECIPE default cs, "
           "experiment name 'fp8_cs'). Megatron-Bridge f23d790c llama31_405b_llm_pretrain.yaml perf_matrix gb200 "
           "num_gpus_128 fp8_cs: tp 2, pp 1, cp 1, vp null, use_megatron_fsdp true, cpu_offloading_num_layers 80, "
           "mbs 1, gbs 64, cuda_graphs false; helpers.py set_recompute_overrides: cpu_offloading True, "
           "cpu_offloading_weights False (activations of 80 of 126 layers offloaded to host: activation_offload "
           "true); no recompute_num_layers (recompute none); run_script.py: fsdp_double_buffer True for 405b. "
           "Megatron-FSDP over all 64 DP ranks recorded as zero_stage 3 (fsdp_shard empty = whole dp group). "
           "sequence_parallel true (TP 2; llama31_405b recipe sequence_parallelism default True). MFU vs README "
           "GB200 FP8 peak 4900 (published 33.40%). CAUTION: 1636.8 TFLOPS at 713.4 tokens/s/GPU implies 2.29e12 "
           "model FLOP/token, below Megatron-Bridge's own 25.09 table for the same layout ('LLAMA3.1_405B | 128 | "
           "64 | 1 | 8192 | 64 | 2 | 1 | 1 | 1 | 1 | 1 | 729 | 1840', 2.52e12 FLOP/token) and below 6N; the step "
           "time (std 68.7 ms) is the quantity to use. " + L405_SHAPE)))

# ------------------------------------------------------------------ h64b-004
n, gbs, seq, step, tfl = 256, 2048, 4096, 25.53227, 190.00
tps = tok_per_gpu(gbs, seq, step, n)
add(dict(Q235,
    row_id="h64b-004",
    source=src("qwen3/pretrain/README.md", "v25.12", "same example line unchanged through v26.02.01 b8f2b1a; "
               "dropped in v26.05") +
           "; launcher qwen3/pretrain/launch.sh + metadata.yaml at the same commit; Megatron-Bridge 15927667 "
           "(pinned) scripts/performance/configs/qwen3/{qwen3_llm_pretrain.py,workload_base_configs.py}, "
           "src/megatron/bridge/recipes/qwen/qwen3_moe.py. Worked example, not an Expected-Performance table",
    table="'Performance Measurement and Analysis' Example output line "
          "'pretrain_qwen3_235b_a22b_bf16_gpus256_tp2_pp8_cp1_vp4_ep32_mbs1_gbs2048_4006524'; config from the "
          "'H100' 'Qwen3 235B' table",
    global_batch_seqs=gbs, micro_batch=1, tp=2, pp=8, dp=n // 16, cp=1, ep=32, vp=4,
    sequence_parallel="true", zero_stage=1, num_gpus=n, accelerator="h100-sxm5-80gb", precision="bf16",
    recompute="none",
    framework="Megatron-Bridge / Megatron-Core (nvcr.io/nvidia/nemo:25.11.01, Megatron-Bridge 15927667 "
              "scripts/performance/setup_experiment.py via dgxc-benchmarking v25.12)",
    step_time_s=step, tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=tfl, tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("h100-sxm5-80gb", "bf16")], 2),
    measured_or_derived="step time (mean of iterations 35-44, ms) and TFLOPS_per_GPU PUBLISHED (one log line); "
                        "tokens/s DERIVED = GBS*seq/(step*GPUs)",
    confidence="medium (single worked-example log line; the README does not name the GPU: H100 inferred, the only system with this layout)",
    notes=("Verbatim: 'pretrain_qwen3_235b_a22b_bf16_gpus256_tp2_pp8_cp1_vp4_ep32_mbs1_gbs2048_4006524             "
           "Success     25532.270       13.911              190.00               0.11'; the README's 'E.g.' "
           "throughput and time-to-train lines are left empty. GPU type not printed: TP 2 / PP 8 / VP 4 / EP 32 / "
           "GBS 2048 at 256 GPUs is only the H100 row ('BF16/FP8 | 256 | 4096 | 94 | 2 | 8 | 1 | 32 | 16 | 4 | 1 | "
           "2048 | 128'); GB300 (TP1 PP1 EP64), GB200 (PP8 EP8, GBS 4096) and B200 (PP8 VP4 EP8, GBS 4096) "
           "differ; 190 TFLOPS = 19.2% of H100 BF16 peak (8% of a Blackwell's). DERIVED: tokens_per_s_per_gpu = "
           f"2048*4096/(25.53227*256) = {tps:.1f}. launch.sh (h100, 235b): TP 2, PP 8, CP 1, VP 4, EP 32, ETP 1, "
           "MBS 1, GBS = JOB_TOTAL_GPUS*8, no CUDA-graph flags. Megatron-Bridge 15927667: "
           "QWEN3_235B_A22B_H100_BF16_BASE_CONFIG (tp 2, pp 8, vp 4, ep 32, etp 1, gbs 2048, moe_a2a_overlap True, "
           "moe_flex_dispatcher_backend None -> alltoall, the Qwen provider default); set_qwen3_common_configs: "
           "recompute_granularity None (recompute none), moe_router_force_load_balancing True ('required for "
           "token dropless'); CommOverlapConfig(tp_comm_overlap=False) on H100; qwen3_moe recipe: "
           "sequence_parallel True, distributed optimizer. " + ZERO1 + " Cross-check: Megatron-Bridge summary "
           "25.11 DGX-H100 'Qwen3_235B_a22B | 256 | FP8-CS | 2048 | 1 | 4096 | 0 | 2 | 8 | 1 | 4 | 32 | 128 | 1575 "
           "| 233' gives the same 1.48e11 model FLOP/token as this BF16 line (190e12/1283.4). " + Q235_SHAPE),
    etp=1, moe_force_balance="true", moe_dispatcher="alltoall"))

# ------------------------------------------------------------------ h64b-005
n, gbs, seq, step, tfl = 64, 1280, 4096, 5.19794, 428.11
tps = tok_per_gpu(gbs, seq, step, n)
add(dict(GPTOSS,
    row_id="h64b-005",
    source=src("gpt-oss/pretrain/README.md", "v26.02", "file added in 80634adf 2026-03-23; same example line "
               "unchanged through v26.02.01 b8f2b1a; replaced by 'illustrative values' in v26.05") +
           "; launcher gpt-oss/pretrain/launch.sh + metadata.yaml at the same commit; Megatron-Bridge 6b3b5ba7 "
           "(pinned) scripts/performance/configs/gpt_oss/{gpt_oss_workload_base_configs.py,gpt_oss_llm_pretrain.py}. "
           "Worked example, not an Expected-Performance table",
    table="'Performance Measurement and Analysis' Example output line "
          "'pretrain_gpt_oss_120b_bf16_gpus64_tp1_pp1_cp1_vpNone_ep64_etp1_mbs4_gbs1280_1697683'; config from the "
          "'GB200' table",
    global_batch_seqs=gbs, micro_batch=4, tp=1, pp=1, dp=n, cp=1, ep=64, vp=1,
    sequence_parallel="false", zero_stage=1, num_gpus=n, accelerator="gb200", precision="bf16",
    recompute="selective",
    framework="Megatron-Bridge / Megatron-Core (nvcr.io/nvidia/nemo:26.02.00, Megatron-Bridge 6b3b5ba7 "
              "scripts/performance/setup_experiment.py via dgxc-benchmarking v26.02)",
    step_time_s=step, tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=tfl, tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("gb200", "bf16")], 2),
    measured_or_derived="step time (mean of iterations 35-44, ms) and MODEL_TFLOPS_per_GPU PUBLISHED (one log "
                        "line); tokens/s DERIVED = GBS*seq/(step*GPUs)",
    confidence="medium (single worked-example log line; GPU not named in the README, GB200 inferred from an exact match with Megatron-Bridge's 26.02 GB200 row)",
    notes=("Verbatim: 'pretrain_gpt_oss_120b_bf16_gpus64_tp1_pp1_cp1_vpNone_ep64_etp1_mbs4_gbs1280_1697683         "
           "Success      5197.940        7.013              428.11               0.59' (Time Mean (ms), Time Std "
           "(ms), MODEL_TFLOPS_per_GPU Mean, Std). GPU type not printed; the layout TP1 PP1 EP64 ETP1 MBS4 "
           "GBS=GPUs*20 is the README's GB300, GB200 and B200 row ('120b | 64-512 | BF16 | 4096 | 36 | False | 1 | "
           "1 | 1 | 64 | 1 | GPUs/64 | NA | 4 | GPUs*20 | 5 | False'); B300 (EP 8) and H100 (PP 4, MBS 1) differ. "
           "GB200 INFERRED: Megatron-Bridge docs/performance-summary-archive.md (mirror 067f987d), '26.02 NeMo "
           "Container' GPT OSS 120B: 'DGX-GB200 | 64 | BF16 | 1280 | 4 | 4096 | 0 | 1 | 1 | 1 | n/a | 64 | 15784 "
           "| 428' vs this line's 428.11 TFLOPS and 15760.1 tokens/s/GPU (GB300 527, B200 with EP 64 219 TFLOPS "
           f"in the same table). DERIVED: tokens_per_s_per_gpu = 1280*4096/(5.19794*64) = {tps:.1f}. launch.sh: "
           "CONFIG_VARIANT default v2, no TP/PP/EP overrides except EP 8 on b300. Megatron-Bridge 6b3b5ba7 "
           "GPT_OSS_120B_PRETRAIN_CONFIG_GB200_BF16_V2 = V1 (ep 64, etp 1, mbs 4, recompute_modules "
           "['layernorm','moe_act'] -> recompute selective, no CUDA graphs) with gbs 1280; "
           "set_gpt_oss_common_configs: moe_router_force_load_balancing True, moe_router_fusion True; no flex "
           "dispatcher backend -> alltoall (gpt_oss_provider default). sequence_parallel false (TP 1). " + ZERO1 +
           " Not a duplicate of nvmb-013 (26.04.01 table, 4.923 s) nor tog_gb200_gptoss120b_r10 (Together's "
           "cluster, 5.76 s). " + GPTOSS_SHAPE),
    etp=1, moe_force_balance="true", moe_dispatcher="alltoall"))
