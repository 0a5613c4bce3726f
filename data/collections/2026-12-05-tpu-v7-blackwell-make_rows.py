#!/usr/bin/env python3
"""Build /work/s62/h2/rows.csv (helper s62/h2): Google TPU7x (Ironwood) MaxText rows from
AI-Hypercomputer/tpu-recipes and NVIDIA Megatron-Bridge 26.08 MoE rows not yet in the project.
Every derivation is here; run with plain python3 (no project imports)."""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = ("row_id,source,table,model,arch,layers,hidden,ffn_hidden,ffn_gated,heads,kv_heads,seq_len,vocab,"
          "num_experts,experts_per_token,global_batch_seqs,micro_batch,tp,pp,dp,cp,ep,vp,sequence_parallel,"
          "zero_stage,num_gpus,accelerator,precision,recompute,framework,step_time_s,tokens_per_s_per_gpu,"
          "tflops_per_gpu,tflops_basis,mfu_pct,measured_or_derived,confidence,notes,head_dim,moe_ffn_hidden,"
          "shared_experts,first_dense_layers,activation_offload,q_lora_rank,kv_lora_rank,qk_rope_head_dim,"
          "v_head_dim,etp,moe_force_balance,moe_dispatcher,inter_network,fsdp_shard,optimizer_state,"
          "peak_memory_gib,memory_measure").split(",")

# ---------------------------------------------------------------- model shapes
SHAPES = {
    "llama70": dict(model="Llama 3.1 70B", arch="dense", layers=80, hidden=8192, ffn_hidden=28672,
                    ffn_gated="true", heads=64, kv_heads=8, vocab=128256,
                    _note="shape: MaxText configs/models/llama3.1-70b.yml = meta-llama/Llama-3.1-70B config.json "
                          "(80 layers, hidden 8192, ffn 28672 SwiGLU, 64 heads, 8 kv heads, vocab 128256)."),
    "llama405": dict(model="Llama 3.1 405B", arch="dense", layers=126, hidden=16384, ffn_hidden=53248,
                     ffn_gated="true", heads=128, kv_heads=8, vocab=128256,
                     _note="shape: MaxText configs/models/llama3.1-405b.yml = meta-llama/Llama-3.1-405B config.json "
                           "(126 layers, hidden 16384, ffn 53248 SwiGLU, 128 heads, 8 kv heads, vocab 128256)."),
    "dsv3": dict(model="DeepSeek-V3 671B", arch="moe", layers=61, hidden=7168, ffn_hidden=18432,
                 ffn_gated="true", heads=128, kv_heads=128, vocab=129280, num_experts=256, experts_per_token=8,
                 head_dim=192, moe_ffn_hidden=2048, shared_experts=1, first_dense_layers=3,
                 q_lora_rank=1536, kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128,
                 _note="shape: deepseek-ai/DeepSeek-V3 config.json as in MaxText configs/models/deepseek3-671b.yml "
                       "(61 layers, hidden 7168, MLA 128 heads with q_lora_rank 1536, kv_lora_rank 512, qk_nope 128 + "
                       "rope 64 = head_dim 192, v_head_dim 128; kv_heads = heads since MLA has no GQA; 256 routed "
                       "experts of 2048 top-8 + 1 shared expert; first 3 layers dense with ffn 18432; vocab 129280); "
                       "column conventions as the project's nvmoe-001 / mt-016. MTP not enabled in the recipe."),
    "qwen235": dict(model="Qwen3-235B-A22B", arch="moe", layers=94, hidden=4096, ffn_hidden=1536,
                    ffn_gated="true", heads=64, kv_heads=4, vocab=151936, num_experts=128, experts_per_token=8,
                    head_dim=128, shared_experts=0, first_dense_layers=0,
                    _note="shape: Qwen/Qwen3-235B-A22B config.json (= MaxText configs/models/qwen3-235b-a22b.yml): "
                          "94 layers, hidden 4096, 64 query heads x head_dim 128, 4 kv heads, 128 experts of 1536 "
                          "top-8, no shared expert, every layer MoE, vocab 151936; conventions as nvmb-020."),
    "qwen30": dict(model="Qwen3-30B-A3B", arch="moe", layers=48, hidden=2048, ffn_hidden=768,
                   ffn_gated="true", heads=32, kv_heads=4, vocab=151936, num_experts=128, experts_per_token=8,
                   head_dim=128, shared_experts=0, first_dense_layers=0,
                   _note="shape: Qwen/Qwen3-30B-A3B config.json: 48 layers, hidden 2048, 32 query heads x head_dim "
                         "128, 4 kv heads, 128 experts of 768 top-8, no shared expert, every layer MoE, vocab 151936; "
                         "conventions as nvmb-016."),
    "gptoss": dict(model="gpt-oss-120b", arch="moe", layers=36, hidden=2880, ffn_hidden=2880,
                   ffn_gated="true", heads=64, kv_heads=8, vocab=201088, num_experts=128, experts_per_token=4,
                   head_dim=64, shared_experts=0, first_dense_layers=0,
                   _note="shape: openai/gpt-oss-120b config.json (= MaxText configs/models/gpt-oss-120b.yml): 36 "
                         "layers, hidden 2880, 64 query heads x head_dim 64, 8 kv heads, alternate layers "
                         "sliding-window 128 (not expressible in the columns), 128 experts of 2880 top-4, no shared "
                         "expert, vocab 201088; conventions as nvmoe-004."),
}

rows = []

def add(rid, shape, **kw):
    s = {k: v for k, v in SHAPES[shape].items() if not k.startswith("_")}
    r = {k: "" for k in HEADER}
    r.update(s)
    r.update(kw)
    r["row_id"] = rid
    r["notes"] = SHAPES[shape]["_note"] + " " + kw["notes"]
    assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == int(r["num_gpus"]), rid
    rows.append(r)

# ====================================================================== (1) Google TPU7x (Ironwood)
TPUREPO = "AI-Hypercomputer/tpu-recipes"
HEADC = "c8cfe2f689081d36701a101cd73a70965d80926b"
TPU_SRC = ("Google tpu-recipes (MaxText on TPU7x Ironwood), {repo} training/ironwood/README.md at commit "
           "{head} (2026-08-07), https://github.com/{repo}/blob/{head}/training/ironwood/README.md; table row last "
           "changed in commit {blame} ({bdate}); configuration from {recipe} at commit {blame}")
TPU_TABLE = "'Training Recipes for Ironwood TPU' summary table, row '{rowtxt}'"
VERS = {
    "v14": "MaxText tag maxtext-tutorial-v1.4.0, JAX 0.8.2.dev20251215, libtpu 0.0.32.dev20251215+nightly (recipe README at the blame commit)",
    "98a": "MaxText 98a3d4c, JAX 0.8.3.dev20260104, libtpu 0.0.33.dev20260104+nightly (recipe README at the blame commit)",
    "a0f": "MaxText a0fceb5, JAX 0.9.2.dev20260306, libtpu 0.0.37 (recipe README at the blame commit)",
    "v15q": "MaxText tag maxtext-tutorial-v1.5.0, JAX 0.8.3.dev20251219, libtpu 0.0.33.dev20251219+nightly (recipe README at HEAD; the recipe directory's last change 7c64dc5 2026-01-29 only standardised the README)",
}
TOPO = {64: "tpu7x-4x4x4", 128: "tpu7x-4x4x8", 256: "tpu7x-4x8x8"}
COMMON_TPU = ("TPU7x exposes each chip's two TensorCores as two JAX devices: per_device_batch_size x 2 x chips = "
              "the published GBS (checked per row), so per-device figures are halves of a chip; the table's "
              "TFLOP/s and tokens/s are per chip (num_gpus = chips). Single slice (num-slices=1), synthetic data, "
              "flash attention (tokamax splash kernel), no gradient accumulation, "
              "MaxText train.py; the TFLOP/s is MaxText's own model-FLOP count (tflops_basis model). "
              "zero_stage 3: MaxText ici_fsdp_parallelism shards params, grads and optimizer state over the fsdp "
              "axis; dp = chips / cp. ")

def tpu(rid, shape, chips, prec, gbs, seq, step, tflops, tps, blame, bdate, recipe, vers, rowtxt,
        recompute, offload, cp=1, fsdp_shard="", force_bal="", opt="", conf="high (table text)", extra=""):
    dp = chips // cp
    mb = gbs // dp
    # DERIVED checks
    tps_chk = gbs * seq / (step * chips)
    dev = chips * 2
    pdbs = gbs / dev
    flop_tok = tflops * 1e12 / tps
    notes = (f"Published (Google, TPU7x summary table): {rowtxt}. {COMMON_TPU}"
             f"Topology {TOPO[chips]} = {chips} chips = {dev} JAX devices; recipe per_device_batch_size "
             f"{pdbs:g} x {dev} devices = GBS {gbs} (DERIVED). micro_batch = GBS/dp = {gbs}/{dp} = {mb} sequences "
             f"per chip per step (DERIVED). CHECK: GBS*seq/(step*chips) = {gbs}*{seq}/({step}*{chips}) = "
             f"{tps_chk:.1f} tokens/s/chip vs published {tps}. Implied MaxText FLOP/token = {tflops}e12/{tps} = "
             f"{flop_tok/1e9:.1f} GFLOP. Software: {VERS[vers]}. {extra}")
    prec_col = "fp8" if prec == "fp8_full" else "bf16"
    if prec == "fp8_full":
        notes += (" precision fp8_full recorded as fp8: MaxText use_qwix_quantization=True, quantization=fp8_full "
                  "(Qwix FP8 for the matmuls in forward and backward, static calibration 'fixed,-224,224' where "
                  "set); activations otherwise bf16.")
    add(rid, shape, source=TPU_SRC.format(repo=TPUREPO, head=HEADC[:12], blame=blame, bdate=bdate, recipe=recipe),
        table=TPU_TABLE.format(rowtxt=rowtxt), seq_len=seq, global_batch_seqs=gbs, micro_batch=mb,
        tp=1, pp=1, dp=dp, cp=cp, ep=1, vp=1, sequence_parallel="false", zero_stage=3, num_gpus=chips,
        accelerator="tpu-v7", precision=prec_col, recompute=recompute, framework="MaxText (JAX/XLA)",
        step_time_s=step, tokens_per_s_per_gpu=tps, tflops_per_gpu=tflops, tflops_basis="model",
        measured_or_derived="measured (published table: step time, TFLOP/s/chip and tokens/s/chip)",
        confidence=conf, notes=notes, activation_offload=offload, fsdp_shard=fsdp_shard,
        moe_force_balance=force_bal, optimizer_state=opt)

REMAT_70B_8K = ("recompute full (APPROXIMATION): remat_policy custom keeps decoder_layer_input, context (attention "
                "output), query_proj, key_proj, value_proj, qkv_proj on device and rematerialises the rest (out_proj, "
                "the MLP wi_0/wi_1/wo, norms): for 70B that re-runs ~90% of the layer's matmul FLOPs "
                "(o 67M + MLP 705M of 856M weights per layer, DERIVED), which 'full' over-counts by the q/k/v "
                "projections and the attention core. No host offload.")
MU_BF16 = ("optimizer: adamw with mu_dtype bfloat16 (first moment bf16, second moment and master weights fp32 "
           "by MaxText default weight_dtype float32: ~10 bytes/param), which none of fp32/bf16_moments/bf16 "
           "states exactly; optimizer_state left empty.")

# --- Llama 3.1 70B, 8k
tpu("bwtpu62-001", "llama70", 64, "bf16", 256, 8192, 12.20, 1207.05, 2686.98, "edf6fa7d", "2025-12-17",
    "training/ironwood/llama3.1-70b/8k-bf16-tpu7x-4x4x4/xpk/run_recipe.sh", "v14",
    "llama3.1-70b | 64 | 256 | 8192 | bf16 | 12.20 | 1,207.05 | 2,686.98",
    "full", "false", extra="Recipe: per_device_batch_size 2, max_target_length 8192, ici_fsdp_parallelism -1, "
    "dtype bfloat16, opt_type adamw, mu_dtype bfloat16. " + REMAT_70B_8K + " " + MU_BF16)
tpu("bwtpu62-002", "llama70", 64, "fp8_full", 256, 8192, 7.93, 1854.19, 4127.56, "bdc18284", "2026-04-21",
    "training/ironwood/llama3.1-70b/8k-fp8-tpu7x-4x4x4/xpk/run_recipe.sh", "a0f",
    "llama3.1-70b | 64 | 256 | 8192 | fp8_full | 7.93 | 1,854.19 | 4127.56",
    "full", "false", extra="Recipe: as bwtpu62-001 plus quantization fp8_full, use_qwix_quantization True. "
    + REMAT_70B_8K + " " + MU_BF16)
tpu("bwtpu62-003", "llama70", 256, "bf16", 1024, 8192, 12.27, 1199.67, 2670.55, "a29f0e44", "2025-12-19",
    "training/ironwood/llama3.1-70b/8k-bf16-tpu7x-4x8x8/run_recipe.sh", "v14",
    "llama3.1-70b | 256 | 1024 | 8192 | bf16 | 12.27 | 1,199.67 | 2,670.55",
    "full", "false", extra="Recipe: per_device_batch_size 2 (same as the 64-chip recipe), ici_fsdp_parallelism -1 "
    "(FSDP over all 256 chips). " + REMAT_70B_8K + " " + MU_BF16)
tpu("bwtpu62-004", "llama70", 256, "fp8_full", 1024, 8192, 7.95, 1851.25, 4121.02, "ec09a47e", "2026-04-22",
    "training/ironwood/llama3.1-70b/8k-fp8-tpu7x-4x8x8/run_recipe.sh", "a0f",
    "llama3.1-70b | 256 | 1024 | 8192 | fp8_full | 7.95 | 1,851.25 | 4,121.02",
    "full", "false", extra="Recipe: as bwtpu62-002 on 256 chips. " + REMAT_70B_8K + " " + MU_BF16)
# --- Llama 3.1 70B, 128k with context parallelism
CP_NOTE = ("Context parallelism: recipe ici_context_parallelism 8 (devices) with ici_fsdp_parallelism -1 = 64 "
           "devices, per_device_batch_size 0.125 (= 64 sequences over 512 devices). Recorded at chip level as "
           "cp 4 (8 device shards = 4 chips x 2 TensorCores; ASSUMED that the context axis pairs a chip's two "
           "cores) and dp 64 chips, micro_batch 1. remat_policy custom keeps decoder_layer_input, context, "
           "query/key/value_proj and mlpwo on device and rematerialises the rest (out_proj, MLP wi_0/wi_1, norms, "
           "~63% of the layer's matmul FLOPs, DERIVED 537M of 856M weights); recorded as full (APPROXIMATION). "
           "opt_type adam_pax (MaxText's Pax-style Adam), no mu_dtype override; num_vocab_tiling 4 (chunked "
           "logits/loss). use_max_logit_estimate 30 (splash attention).")
tpu("bwtpu62-005", "llama70", 256, "bf16", 64, 131072, 34.02, 897.94, 963.03, "82a737a1", "2026-04-21",
    "training/ironwood/llama3.1-70b/128k-bf16-tpu7x-4x8x8/xpk/run_recipe.sh", "a0f",
    "llama3.1-70b | 256 | 64 | 131072 | bf16 | 34.02 | 897.94 | 963.03",
    "full", "false", cp=4, conf="medium (table text; chip-level CP mapping and partial remat approximated)",
    extra=CP_NOTE)
tpu("bwtpu62-006", "llama70", 256, "fp8_full", 64, 131072, 30.11, 1014.45, 1087.99, "ad4736a5", "2026-04-22",
    "training/ironwood/llama3.1-70b/128k-fp8-tpu7x-4x8x8/run_recipe.sh", "a0f",
    "llama3.1-70b | 256 | 64 | 131072 | fp8_full | 30.11 | 1,014.45 | 1,087.99",
    "full", "false", cp=4, conf="medium (table text; chip-level CP mapping and partial remat approximated)",
    extra=CP_NOTE + " fp8_full here without a calibration-method override.")
# --- Llama 3.1 405B
tpu("bwtpu62-007", "llama405", 256, "bf16", 1536, 8192, 98.34, 1261.40, 499.77, "ddfa8bc3", "2026-04-20",
    "training/ironwood/llama3.1-405b/8k-bf16-tpu7x-4x8x8/run_recipe.sh", "a0f",
    "llama3.1-405b | 256 | 1536 | 8192 | bf16 | 98.34 | 1,261.40 | 499.77",
    "full", "true", extra="Recipe: per_device_batch_size 3, ici_fsdp_parallelism -1, remat_policy custom with "
    "decoder_layer_input=offload and mlpwo=offload (to host memory), key_proj/value_proj kept on device, the rest "
    "rematerialised: recorded as full with activation_offload true (as the project's mt-011). num_vocab_tiling 4, "
    "use_splash_scheduler True. The number was corrected by commit ddfa8bc3 'Fix values for llama3.1-405b in "
    "README' (2026-04-20). " + MU_BF16)
tpu("bwtpu62-008", "llama405", 256, "fp8_full", 1536, 8192, 64.37, 1927.15, 763.54, "24b35b27", "2026-04-20",
    "training/ironwood/llama3.1-405b/8k-fp8-tpu7x-4x8x8/run_recipe.sh", "a0f",
    "llama3.1-405b | 256 | 1536 | 8192 | fp8_full | 64.37 | 1,927.15 | 763.54",
    "full", "true", extra="Recipe: per_device_batch_size 3, ici_fsdp_parallelism -1, remat_policy custom with "
    "decoder_layer_input=offload only (everything else rematerialised): full + activation_offload true. "
    + MU_BF16)
# --- DeepSeek-V3
DS_COMMON = ("MoE on TPU: megablox + sparse_matmul (dropless grouped matmul, tokamax GMM), no expert-parallel "
             "mesh axis: expert weights are FSDP-sharded and all-gathered, each chip runs all experts for its own "
             "tokens, so ep 1 and no all-to-all (moe_dispatcher empty). remat_policy custom with "
             "decoder_layer_input=offload (host memory), everything else rematerialised: recompute full, "
             "activation_offload true (as mt-016). ")
tpu("bwtpu62-009", "dsv3", 128, "bf16", 2048, 4096, 27.02, 607.53, 2425.75, "216f3e1b", "2025-12-17",
    "training/ironwood/deepseek3-671b/4k-bf16-tpu7x-4x4x8/xpk/run_recipe.sh", "v14",
    "deepseek-v3 | 128 | 2048 | 4096 | bf16 | 27.02 | 607.53 | 2,425.75",
    "full", "true", force_bal="true", extra=DS_COMMON + "Recipe: per_device_batch_size 8, ici_fsdp_parallelism -1, "
    "ici_fsdp_transpose_parallelism 1, fsdp_shard_on_exp True, use_random_routing True (ASSUMED to balance expert "
    "load statistically: moe_force_balance true), mu_dtype bfloat16, grad_dtype bfloat16, weight_dtype default "
    "float32. " + MU_BF16)
tpu("bwtpu62-010", "dsv3", 128, "fp8_full", 2048, 4096, 22.47, 730.60, 2917.15, "52ab24d9", "2026-01-06",
    "training/ironwood/deepseek3-671b/4k-fp8-tpu7x-4x4x8/xpk/run_recipe.sh", "98a",
    "deepseek-v3 | 128 | 2048 | 4096 | fp8_full | 22.47 | 730.60 | 2,917.15",
    "full", "true", extra=DS_COMMON + "Recipe: as bwtpu62-009 but without use_random_routing (learned routing on "
    "synthetic data, so moe_force_balance empty), plus quantization fp8_full with tuned GMM tiles "
    "(commit message 'Update deepseek v3 fp8 with 128 chips with underlying framework changes'). " + MU_BF16)
tpu("bwtpu62-011", "dsv3", 256, "bf16", 4096, 4096, 26.79, 612.66, 2446.25, "216f3e1b", "2025-12-17",
    "training/ironwood/deepseek3-671b/4k-bf16-tpu7x-4x8x8/run_recipe.sh", "v14",
    "deepseek-v3 | 256 | 4096 | 4096 | bf16 | 26.79 | 612.66 | 2,446.25",
    "full", "true", force_bal="true", extra=DS_COMMON + "Recipe at the blame commit: per_device_batch_size 8, "
    "ici_fsdp_transpose_parallelism 2 with ici_fsdp_parallelism -1 and use_2d_fsdp_sharding True (2-D FSDP: "
    "still every parameter sharded over all 256 chips, so zero_stage 3, fsdp_shard empty), fsdp_shard_on_exp "
    "False, use_random_routing True (moe_force_balance true, ASSUMED statistically balanced), mu_dtype bfloat16. "
    "The HEAD recipe (model deepseek3-671b-2dfsdp, MaxText a0fceb5) is newer than this number and was not used. "
    + MU_BF16)
tpu("bwtpu62-012", "dsv3", 256, "fp8_full", 4096, 4096, 22.08, 743.46, 2968.49, "216f3e1b", "2025-12-17",
    "training/ironwood/deepseek3-671b/4k-fp8-tpu7x-4x8x8/run_recipe.sh", "v14",
    "deepseek-v3 | 256 | 4096 | 4096 | fp8_full | 22.08 | 743.46 | 2,968.49",
    "full", "true", extra=DS_COMMON + "Recipe at the blame commit: per_device_batch_size 8, "
    "ici_fsdp_transpose_parallelism 2, fsdp_shard_on_exp True, moe_fsdp_use_two_stage_all_gather True, "
    "attn_logits_soft_cap 15, no use_random_routing (moe_force_balance empty), no mu_dtype override (fp32 Adam "
    "state by default), quantization fp8_full with tuned GMM tiles.")
# --- Qwen3-235B-A22B
QW_COMMON = ("MoE on TPU: sparse_matmul with tokamax GMM (megablox False), dropless, no expert-parallel axis "
             "(ep 1, no all-to-all). Recipe: per_device_batch_size 16, max_target_length 4096, "
             "ici_fsdp_parallelism -1 (FSDP over all 256 chips), dtype bfloat16, weight_dtype float32, adamw "
             "(fp32 state: optimizer_state fp32), use_random_routing True (ASSUMED statistically balanced: "
             "moe_force_balance true), remat_policy custom with decoder_layer_input=offload, the rest "
             "rematerialised: recompute full, activation_offload true. ")
tpu("bwtpu62-013", "qwen235", 256, "bf16", 8192, 4096, 30.87, 629.79, 4245.89, "1302a862", "2026-04-22",
    "training/ironwood/qwen3-235b-a22b/4k-bf16-tpu7x-4x8x8/xpk/run_recipe.sh", "a0f",
    "qwen3-235b-a22b | 256 | 8192 | 4096 | bf16 | 30.87 | 629.79 | 4,245.89",
    "full", "true", force_bal="true", opt="fp32", extra=QW_COMMON + "shard_exp_on_fsdp False.")
tpu("bwtpu62-014", "qwen235", 256, "fp8_full", 8192, 4096, 27.67, 702.60, 4736.72, "5ccfce2", "2025-12-20",
    "training/ironwood/qwen3-235b-a22b/4k-fp8-tpu7x-4x8x8/run_recipe.sh (published in 5ccfce2 'Publish "
    "qwen3-235b-4k-256-fp8 recipe'; configuration read at HEAD c8cfe2f68908, unchanged in substance since)", "v15q",
    "qwen3-235b-a22b | 256 | 8192 | 4096 | fp8_full | 27.67 | 702.60 | 4,736.72",
    "full", "true", force_bal="true", opt="fp32", extra=QW_COMMON + "fsdp_shard_on_exp False, quantization "
    "fp8_full with tuned GMM tiles. git blame gives 7e81faa9 (2026-01-20, a whitespace re-write of the index when "
    "the WAN row was added); the number itself is unchanged since the recipe was published (2025-12).",
    conf="medium (table text; exact publication commit of the number inferred)")
# --- gpt-oss-120b
GO_COMMON = ("MoE on TPU: megablox + sparse_matmul (tokamax GMM), dropless, no expert-parallel axis (ep 1). "
             "Recipe: per_device_batch_size 10, max_target_length 8192, dtype bfloat16, weight_dtype float32, "
             "adamw (fp32 state: optimizer_state fp32), fsdp_shard_on_exp True, use_random_routing True (ASSUMED "
             "statistically balanced: moe_force_balance true), remat_policy custom with decoder_layer_input and "
             "mlpwo offloaded to host, the rest rematerialised: recompute full, activation_offload true. "
             "Hybrid sharding: ici_fsdp_parallelism 64 devices (= 32 chips: fsdp_shard 32) x ici_data_parallelism "
             "{d} replicas. seq 8192 (the NVIDIA gpt-oss rows use 4096).")
tpu("bwtpu62-015", "gptoss", 64, "bf16", 1280, 8192, 17.10, 330.25, 9581.66, "adaaeb46", "2025-12-17",
    "training/ironwood/gpt-oss-120b/8k-bf16-tpu7x-4x4x4/xpk/run_recipe.sh", "v14",
    "gpt-oss-120b | 64 | 1280 | 8192 | bf16 | 17.10 | 330.25 | 9,581.66",
    "full", "true", fsdp_shard=32, force_bal="true", opt="fp32", extra=GO_COMMON.format(d=2))
tpu("bwtpu62-016", "gptoss", 256, "bf16", 5120, 8192, 17.12, 329.90, 9571.36, "adaaeb46", "2025-12-17",
    "training/ironwood/gpt-oss-120b/8k-bf16-tpu7x-4x8x8/run_recipe.sh", "v14",
    "gpt-oss-120b | 256 | 5120 | 8192 | bf16 | 17.12 | 329.90 | 9,571.36",
    "full", "true", fsdp_shard=32, force_bal="true", opt="fp32", extra=GO_COMMON.format(d=8))

# ====================================================================== (2) NVIDIA Megatron-Bridge 26.08
MB = "NVIDIA-NeMo/Megatron-Bridge"
MBC = "067f987df03b8355b03192d88d70f1709fedf51a"
MB_SRC = ("NVIDIA Megatron-Bridge performance summary, {repo} docs/performance-summary.md (commit {c}, 2026-08-22; "
          "26.08 table added in 4ab94dfad 2026-08-11), https://github.com/{repo}/blob/{c}/docs/performance-summary.md")
FULLIT = ("The recipe calls _enable_hybridep_full_iteration_mxfp8 (perf_recipes/qwen/common.py): full-iteration "
          "CUDA graph, moe_paged_stash (CPU buffer factor 1.0: MoE activations may be stashed in host memory, "
          "not in the columns), moe_expert_rank_capacity_factor 1.5, FP8 dot-product attention, EP communication "
          "overlap, delay_wgrad_compute, TE op fuser. ")
MB_COMMON = ("MXFP8 recorded as fp8. Megatron distributed optimizer recorded as zero_stage 1. MoE: NVIDIA "
             "states MoE benchmarks force-balance tokens across experts and are token-dropless "
             "(moe_router_force_load_balancing True in the recipe); EP folds into DP. etp 1 "
             "(_set_moe_expert_tensor_parallel_default when EP > 1). moe_dispatcher hierarchical: "
             "moe_token_dispatcher_type flex with moe_flex_dispatcher_backend hybridep. ")

def mb(rid, shape, sysname, acc, gpus, gbs, mbs, seq, tp, pp, cp, vp, ep, tps, tfl, recipe, recompute,
       recnote, prior, extra="", conf="high (table text)"):
    dp = gpus // (tp * pp * cp)
    step = gbs * seq / (tps * gpus)
    rowtxt = (f"| {sysname} | {gpus} | MXFP8 | {gbs} | {mbs} | {seq} | {tp} | {pp} | {cp} | "
              f"{vp if vp else 'n/a'} | {ep} | {tps} | {tfl} |")
    notes = (f"Published (NVIDIA, 26.08 NeMo Container, Pre-Training Performance): '{rowtxt}'. DERIVED: dp = "
             f"{gpus}/(tp*pp*cp) = {dp}; step_time_s = GBS*seq/(tokens_per_s_per_gpu*num_gpus) = "
             f"{gbs}*{seq}/({tps}*{gpus}) = {step:.4f}. {MB_COMMON}recompute {recompute}: {recnote} "
             f"Recipe: src/megatron/bridge/perf_recipes/{recipe} at {MBC[:12]} (the 26.08 era; same TP/PP/VP/EP/"
             f"MBS/GBS as the table). Same layout as the project's {prior} (26.04.01), now faster with the newer "
             f"software; this row is the 26.08 release. {extra}")
    add(rid, shape, source=MB_SRC.format(repo=MB, c=MBC[:12]),
        table=f"26.08 NeMo Container, Pre-Training Performance, Model: {SHAPES[shape]['model']}, row {sysname} MXFP8",
        seq_len=seq, global_batch_seqs=gbs, micro_batch=mbs, tp=tp, pp=pp, dp=dp, cp=cp, ep=ep,
        vp=vp if vp else 1, sequence_parallel="false", zero_stage=1, num_gpus=gpus, accelerator=acc,
        precision="fp8", recompute=recompute, framework="Megatron-Bridge / Megatron-Core (NeMo 26.08 container)",
        step_time_s=round(step, 5), tokens_per_s_per_gpu=tps, tflops_per_gpu=tfl, tflops_basis="model",
        measured_or_derived="measured throughput; step time derived", confidence=conf, notes=notes,
        etp=1, moe_force_balance="true", moe_dispatcher="hierarchical")

mb("bwtpu62-017", "dsv3", "DGX-GB200", "gb200", 256, 4096, 1, 4096, 1, 4, 1, 4, 64, 4912, 1276,
   "deepseek/gb200/deepseek_v3.py deepseek_v3_pretrain_256gpu_gb200_fp8mx_config", "selective",
   "recompute_modules ['mla_up_proj'] (selective module recompute of the MLA up-projections) in the recipe.",
   "nvmb-010", extra="The recipe applies _enable_deepseek_full_iteration_mxfp8(fp8_output_proj=True): HybridEP flex "
   "dispatcher, full-iteration CUDA graph, moe_expert_rank_capacity_factor 1.5, moe_paged_stash (CPU buffer "
   "factor 1.0), EP overlap, delay_wgrad_compute; set_deepseek_v3_pipeline_model_parallel_layout. "
   "26.06.01 and 26.06 archive rows of the same layout read 4928 and 4969 tokens/s/GPU (not made rows).")
mb("bwtpu62-018", "qwen235", "DGX-GB300", "gb300", 256, 8192, 2, 4096, 1, 4, 1, 12, 32, 8816, 1306,
   "qwen/gb300/qwen3_moe.py qwen3_235b_a22b_pretrain_256gpu_gb300_fp8mx_config", "none",
   "recompute_granularity None in the recipe.", "nvmb-020", extra=FULLIT +
   "26.06.01 / 26.06 archive rows of the same layout: 9008 / 9015 tokens/s/GPU (not made rows).")
mb("bwtpu62-019", "qwen235", "DGX-GB200", "gb200", 256, 8192, 1, 4096, 1, 8, 1, 3, 32, 7280, 1077,
   "qwen/gb200/qwen3_moe.py qwen3_235b_a22b_pretrain_256gpu_gb200_fp8mx_config", "none",
   "recompute_granularity None in the recipe.", "nvmb-021", extra=FULLIT +
   "26.06.01 / 26.06 archive rows of the same layout: 7360 / 7376 tokens/s/GPU (not made rows).")
mb("bwtpu62-020", "qwen30", "DGX-GB300", "gb300", 8, 512, 8, 4096, 1, 1, 1, None, 8, 44544, 1029,
   "qwen/gb300/qwen3_moe.py qwen3_30b_a3b_pretrain_8gpu_gb300_fp8mx_config", "none",
   "recompute_granularity None in the recipe.", "nvmb-016", extra=FULLIT +
   "26.06.01 / 26.06 archive rows: 44544 / 45275 tokens/s/GPU (not made rows).")
mb("bwtpu62-021", "qwen30", "DGX-GB200", "gb200", 8, 512, 4, 4096, 1, 1, 1, None, 8, 39936, 923,
   "qwen/gb200/qwen3_moe.py qwen3_30b_a3b_pretrain_8gpu_gb200_fp8mx_config", "none",
   "recompute_granularity None in the recipe.", "nvmb-017", extra=FULLIT +
   "26.06.01 / 26.06 archive rows: 40960 / 40706 tokens/s/GPU (not made rows).")

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER, lineterminator="\n")
    w.writeheader()
    for r in rows:
        w.writerow({k: ("" if r.get(k) is None else r.get(k, "")) for k in HEADER})
print(len(rows), "rows written")
