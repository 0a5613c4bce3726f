#!/usr/bin/env python3
"""Build rows.csv (helper s57a) from NVIDIA Megatron-Bridge pull-request / issue threads.

Pure Python. Every published number is quoted in the row notes; every derived number is
recomputed here and asserted against a published figure where one exists.

Sources (all NVIDIA maintainers, NVIDIA-NeMo/Megatron-Bridge GitHub threads, read through the
`issues` search corpus; recipes read from the repository snapshot at the merge commits):
  PR #1760   https://github.com/NVIDIA-NeMo/Megatron-Bridge/pull/1760  merge a6e92de5ffef30b533ed93476648b64cb940e3af
  PR #1869   https://github.com/NVIDIA-NeMo/Megatron-Bridge/pull/1869  merge 1fd34b18c7919f563a14ae348d8dac73255a6131
  Issue #3385 https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/3385 (comment on PR #3549, merge 7e29b8be2df7ac482015afd5e6e9ae0935c21066)
  PR #4458   https://github.com/NVIDIA-NeMo/Megatron-Bridge/pull/4458  merge ac4ad89ff05454c51adf4ddeba1f17f390d61bae
"""
import csv
import glob
import os

HEADER = ("row_id,source,table,model,arch,layers,hidden,ffn_hidden,ffn_gated,heads,kv_heads,seq_len,vocab,"
          "num_experts,experts_per_token,global_batch_seqs,micro_batch,tp,pp,dp,cp,ep,vp,sequence_parallel,"
          "zero_stage,num_gpus,accelerator,precision,recompute,framework,step_time_s,tokens_per_s_per_gpu,"
          "tflops_per_gpu,tflops_basis,mfu_pct,measured_or_derived,confidence,notes,head_dim,moe_ffn_hidden,"
          "shared_experts,first_dense_layers,activation_offload,q_lora_rank,kv_lora_rank,qk_rope_head_dim,"
          "v_head_dim,etp,moe_force_balance,moe_dispatcher,inter_network,fsdp_shard,optimizer_state,"
          "peak_memory_gib,memory_measure,cuda_graphs,intra_fabric,target_file").split(",")

REF_HEADER_FILE = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"


# ---------------------------------------------------------------------------------------------
# Megatron-Bridge model-FLOP formula (src/megatron/bridge/training/utils/flop_utils.py,
# transformer_flops(), identical at a6e92de5f and 1fd34b18c); per token (batch_size=1, / seq).
# ---------------------------------------------------------------------------------------------
def mbridge_flops_per_token(L, h, heads, kv_ch, groups, ffn, moe_ffn, topk, shared_ffn, moe_pattern,
                            padded_vocab, seq, mtp=0, mla=None, gated=True):
    n_moe = sum(moe_pattern)
    n_dense = L - n_moe
    last_is_moe = moe_pattern[-1]
    if mtp:
        n_moe += last_is_moe * mtp
        n_dense += (1 - last_is_moe) * mtp
    nl = L + mtp
    g = 1.5 if gated else 1.0
    ef = 3 * 2 * 2
    if mla:
        q_lora, kv_lora, qk, qk_rope, v = mla
        q_term = q_lora * (h + heads * (qk + qk_rope) + 1)
        attn = 3 * 2 * nl * (q_term + kv_lora * (h + heads * (qk + v) + 1) + h * qk_rope
                             + heads * v * h + seq * (heads * (qk + qk_rope)) / 2 + seq * heads * v / 2)
    else:
        qps = kv_ch * heads
        attn = ef * nl * h * h * ((1 + groups / heads + seq / h / 2) * qps / h)
    total = (ef * nl * h * (ffn * g * n_dense / nl + moe_ffn * topk * g * n_moe / nl + shared_ffn * g * n_moe / nl)
             + attn + 3 * 2 * mtp * (3 * h + 2 * h * h) + 3 * 2 * h * padded_vocab * (mtp + 1))
    return total


SEQ = 4096
# DeepSeek-V3 (deepseek-ai/DeepSeek-V3 config.json; DeepSeekV3ModelProvider; bridge pads vocab by 1280 -> 129280)
FPT_DSV3_MTP = mbridge_flops_per_token(61, 7168, 128, None, 128, 18432, 2048, 8, 2048, [0] * 3 + [1] * 58,
                                       129280, SEQ, mtp=1, mla=(1536, 512, 128, 64, 128))
# Qwen3-235B-A22B (Qwen/Qwen3-235B-A22B config.json; Qwen3MoEModelProvider235B_A22B; pad to 128 -> 151936)
FPT_Q235 = mbridge_flops_per_token(94, 4096, 64, 128, 4, 12288, 1536, 8, 0, [1] * 94, 151936, SEQ)

# Check the formula against PUBLISHED (tokens/s/GPU, model TFLOP/s/GPU) pairs of the Megatron-Bridge
# performance tables (docs/performance-summary-archive.md @ 067f987df03b) for the same models.
for tf, tok in [(557, 2139), (699, 2689), (725, 2790), (864, 3328), (732, 2815), (898, 3456), (920, 3541), (806, 3099)]:
    assert abs(tok * FPT_DSV3_MTP / 1e12 - tf) / tf < 0.003, (tf, tok)   # DeepSeek-V3 rows (MTP on)
for tf, tok in [(484, 3269), (560, 3776), (563, 3805), (878, 5936), (607, 4104), (633, 4275)]:
    assert abs(tok * FPT_Q235 / 1e12 - tf) / tf < 0.003, (tf, tok)       # Qwen3-235B-A22B rows
assert abs(FPT_DSV3_MTP / 1e9 - 259.993) < 0.01 and abs(FPT_Q235 / 1e9 - 148.035) < 0.01

# ---------------------------------------------------------------------------------------------
# Shapes (same columns as held rows nvidia_megatron.csv nvmb64-022 (Qwen3-235B) / nvmb64-020 (DSV3))
# ---------------------------------------------------------------------------------------------
Q235 = dict(model="Qwen3-235B-A22B", arch="moe", layers=94, hidden=4096, ffn_hidden=1536, ffn_gated="true",
            heads=64, kv_heads=4, seq_len=SEQ, vocab=151936, num_experts=128, experts_per_token=8,
            head_dim=128, moe_ffn_hidden="", shared_experts=0, first_dense_layers=0,
            q_lora_rank="", kv_lora_rank="", qk_rope_head_dim="", v_head_dim="")
DSV3 = dict(model="DeepSeek-V3 671B", arch="moe", layers=61, hidden=7168, ffn_hidden=18432, ffn_gated="true",
            heads=128, kv_heads=128, seq_len=SEQ, vocab=129280, num_experts=256, experts_per_token=8,
            head_dim=192, moe_ffn_hidden=2048, shared_experts=1, first_dense_layers=3,
            q_lora_rank=1536, kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128)

Q235_SHAPE_NOTE = ("Shape: Qwen/Qwen3-235B-A22B config.json (94 layers, hidden 4096, 64 q heads x 128, 4 kv heads, "
                   "128 experts of moe_intermediate 1536 top-8, no shared expert, vocab 151936); Megatron-Bridge "
                   "Qwen3MoEModelProvider235B_A22B (src/megatron/bridge/models/qwen/qwen_provider.py @a6e92de5f: "
                   "num_layers 94, hidden_size 4096, num_attention_heads 64, num_query_groups 4, moe_ffn_hidden_size 1536; "
                   "base provider num_moe_experts 128, moe_router_topk 8, kv_channels 128, vocab_size 151936, "
                   "moe_token_dispatcher_type 'alltoall', moe_grouped_gemm True, moe_permute_fusion True). Columns as "
                   "held row nvidia_megatron.csv nvmb64-022 (ffn_hidden carries the expert width; no dense layer).")
DSV3_SHAPE_NOTE = ("Shape: deepseek-ai/DeepSeek-V3 config.json (61 layers, hidden 7168, dense intermediate 18432 in the "
                   "first 3 layers, 256 routed experts of 2048 top-8 + 1 shared expert of 2048, MLA 128 heads, "
                   "q_lora_rank 1536, kv_lora_rank 512, qk_nope 128 + qk_rope 64 = head_dim 192, v_head_dim 128, "
                   "vocab 129280; the bridge pads the vocabulary to a multiple of 1280 = 129280); columns as held row "
                   "nvidia_megatron.csv nvmb64-020. The Megatron-Bridge DeepSeek-V3 recipe runs one multi-token-"
                   "prediction layer (mtp_num_layers 1), which the columns cannot carry; the model-FLOP count below "
                   "includes it.")

COMMON = dict(cp=1, sequence_parallel="false", zero_stage=1, mfu_pct="", activation_offload="",
              etp=1, moe_force_balance="true", inter_network="", fsdp_shard="", peak_memory_gib="",
              memory_measure="", intra_fabric="", tflops_basis="model", tp=1)

rows = []


def add(row):
    r = {**COMMON, **row}
    assert r["tp"] * r["pp"] * r["dp"] * r["cp"] == r["num_gpus"], r["row_id"]
    assert r["dp"] % r["ep"] == 0 or r["ep"] % r["dp"] == 0
    assert r["global_batch_seqs"] % (r["micro_batch"] * r["dp"]) == 0, r["row_id"]
    rows.append(r)


# =============================================================================================
# s57a-001 / -002 : Qwen3-235B-A22B on 64 DGX-B200, PR #1760
# =============================================================================================
PR1760_SRC = ("NVIDIA Megatron-Bridge PR #1760 'Improving Qwen3-235B-A22B B200 performance.' (NVIDIA maintainer "
              "dingqingy-nv, description 2025-12-17, merged 2026-01-09), "
              "https://github.com/NVIDIA-NeMo/Megatron-Bridge/pull/1760; configuration read at the merge commit "
              "NVIDIA-NeMo/Megatron-Bridge@a6e92de5ffef30b533ed93476648b64cb940e3af "
              "(scripts/performance/configs/qwen/qwen3_workload_base_configs.py, scripts/performance/configs/qwen/"
              "qwen3_llm_pretrain.py, scripts/performance/utils/overrides.py, src/megatron/bridge/recipes/qwen/qwen3_moe.py)")
PR1760_QUOTE = ("PR #1760 description (verbatim): 'Update Qwen3 235B A22B B200 performance recipe to address performance "
                "regression from 25.09. MXFP8 step time improved from 20.1s to 16.9s. BF16 step time improved from 17.2s "
                "to 16s.' and 'Disable `moe_a2a_overlap` due to CPU overhead for BF16 and MXFP8. Disable VP for mxfp8.'")
PR1760_RECIPE = ("Recipe at a6e92de5f (verbatim presets): QWEN3_235B_A22B_PRETRAIN_CONFIG_B200_BF16 = replace("
                 "BASE_QWEN3_235B_A22B_CONFIG, num_gpus=64, pipeline_model_parallel_size=8, "
                 "virtual_pipeline_model_parallel_size=4, expert_model_parallel_size=8, global_batch_size=1024, "
                 "moe_a2a_overlap=False); QWEN3_235B_A22B_PRETRAIN_CONFIG_B200_FP8_CS = replace(BASE_QWEN3_235B_A22B_CONFIG, "
                 "num_gpus=64, pipeline_model_parallel_size=8, expert_model_parallel_size=8, global_batch_size=1024, "
                 "moe_a2a_overlap=False); QWEN3_235B_A22B_PRETRAIN_CONFIG_B200_FP8_MX = ..._B200_FP8_CS; "
                 "BASE_QWEN3_235B_A22B_CONFIG = WorkloadBaseConfig(expert_tensor_parallel_size=1); WorkloadBaseConfig "
                 "defaults tensor_model_parallel_size 1, context_parallel_size 1, micro_batch_size 1, cuda_graph_impl None, "
                 "recompute_modules None, moe_flex_dispatcher_backend None, sequence_parallel = (TP > 1) = False. "
                 "set_qwen3_common_configs: recompute_granularity None, moe_router_fusion True, seq_length 4096, "
                 "grad_reduce_in_fp32 False, 'cfg.model.moe_router_force_load_balancing = True  # required for token "
                 "dropless'. Library recipe qwen3_235b_a22b_pretrain_config: account_for_embedding_in_pipeline_split and "
                 "account_for_loss_in_pipeline_split True, DistributedDataParallelConfig(use_distributed_optimizer=True, "
                 "overlap_grad_reduce=True, overlap_param_gather=True). No flex backend -> provider dispatcher 'alltoall'; "
                 "no cuda_graph_impl set -> Megatron-Core default 'none'.")
Q_COMMON_NOTE = ("Publisher: NVIDIA (Megatron-Bridge performance team); measurement on DGX-B200 (the B200 preset), "
                 "mock data, 50 iterations (_set_common_perf_overrides: train_iters 50); container and averaging window "
                 "not stated in the PR. Megatron distributed optimizer recorded as zero_stage 1. MoE: forced uniform "
                 "router (moe_router_force_load_balancing True) -> moe_force_balance true; EP folds into DP; etp 1 "
                 "(preset). PP 8 over 94 layers with embedding and loss counted as a layer each: 12 per stage. "
                 "Not a duplicate: the held 64-GPU B200 Qwen3-235B rows are nvmb64-022 (25.11 table, FP8-MX, VP 2, "
                 "3269 tok/s = the PR's '20.1s' baseline, a held number, not a row here) and nvmb64-040/041 (25.09, "
                 "token-drop, VP 2); no held row has BF16 on B200 for this model, nor the VP-less FP8 layout.")

# Row 1: BF16, 16 s
st = 16.0
tok = 1024 * SEQ / (st * 64)
assert abs(tok - 4096.0) < 1e-9
tf = tok * FPT_Q235 / 1e12
add(dict(row_id="s57a-001", source=PR1760_SRC,
         table="PR #1760 description, BF16 step time after the change ('16s'), preset QWEN3_235B_A22B_PRETRAIN_CONFIG_B200_BF16",
         **Q235, global_batch_seqs=1024, micro_batch=1, pp=8, dp=8, ep=8, vp=4, num_gpus=64, accelerator="b200",
         precision="bf16", recompute="none",
         framework="Megatron-Bridge / Megatron-Core (scripts/performance recipe @a6e92de5f; container not stated)",
         step_time_s=f"{st:.1f}", tokens_per_s_per_gpu=f"{tok:.1f}", tflops_per_gpu=f"{tf:.1f}",
         measured_or_derived="step time PUBLISHED (PR description, '16s'); tokens/s/GPU and model TFLOP/s/GPU DERIVED",
         confidence="medium (NVIDIA maintainer's PR text, step time given only as '16s'; layout from the recipe at the merge commit)",
         notes=" ".join([PR1760_QUOTE, PR1760_RECIPE, Q235_SHAPE_NOTE, Q_COMMON_NOTE,
                         "PUBLISHED: step_time_s 16 ('BF16 step time improved from 17.2s to 16s'; read as 16.0, the "
                         "text gives no decimal). DERIVED: dp = 64/(1*8*1) = 8; GA = 1024/(1*8) = 128; tokens/s/GPU = "
                         f"1024*4096/(16*64) = {tok:.1f}; model TFLOP/s/GPU = tokens/s x {FPT_Q235/1e9:.3f} GFLOP/token "
                         f"(Megatron-Bridge flop_utils.transformer_flops at a6e92de5f, seq 4096, vocab 151936) = {tf:.1f}; "
                         "the same formula reproduces the table pairs 3269 tok/s <-> 484 TFLOP/s and 3776 <-> 560 within "
                         "0.3%. ASSUMED: bf16 = BF16 mixed precision (get_precision_config('bf16') -> bf16_mixed()). "
                         "The '17.2s' before-value (moe_a2a_overlap True, otherwise the same layout) is not a row: the "
                         "columns cannot tell the two apart."]),
         optimizer_state="", cuda_graphs="none", moe_dispatcher="alltoall", target_file="nvidia_megatron.csv"))

# Row 2: MXFP8, 16.9 s
st = 16.9
tok = 1024 * SEQ / (st * 64)
tf = tok * FPT_Q235 / 1e12
add(dict(row_id="s57a-002", source=PR1760_SRC,
         table="PR #1760 description, MXFP8 step time after the change ('16.9s'), preset QWEN3_235B_A22B_PRETRAIN_CONFIG_B200_FP8_MX",
         **Q235, global_batch_seqs=1024, micro_batch=1, pp=8, dp=8, ep=8, vp=1, num_gpus=64, accelerator="b200",
         precision="fp8", recompute="none",
         framework="Megatron-Bridge / Megatron-Core (scripts/performance recipe @a6e92de5f; container not stated)",
         step_time_s=f"{st:.1f}", tokens_per_s_per_gpu=f"{tok:.1f}", tflops_per_gpu=f"{tf:.1f}",
         measured_or_derived="step time PUBLISHED (PR description, '16.9s'); tokens/s/GPU and model TFLOP/s/GPU DERIVED",
         confidence="medium (NVIDIA maintainer's PR text; layout from the recipe at the merge commit)",
         notes=" ".join([PR1760_QUOTE, PR1760_RECIPE, Q235_SHAPE_NOTE, Q_COMMON_NOTE,
                         "MXFP8 (Blackwell microscaling FP8; get_precision_config('fp8_mx') -> bf16_with_mxfp8_mixed()) "
                         "recorded as fp8. qwen3_235b_a22b_pretrain_config_b200 at a6e92de5f: 'if precision == \"fp8_mx\":  "
                         "# keeping this eanbled causes NaN grad norm' -> comm_overlap/ddp/optimizer overlap_param_gather = "
                         "False (parameter all-gather not overlapped in this run). VP: preset sets none (vp 1, 'Disable VP "
                         "for mxfp8'). PUBLISHED: step_time_s 16.9 ('MXFP8 step time improved from 20.1s to 16.9s'). "
                         f"DERIVED: dp 8; GA 128; tokens/s/GPU = 1024*4096/(16.9*64) = {tok:.1f}; model TFLOP/s/GPU = "
                         f"tokens/s x {FPT_Q235/1e9:.3f} GFLOP/token = {tf:.1f}. The '20.1s' before-value is the held "
                         "25.11 table row nvmb64-022 (20.05 s derived from 3269 tok/s, VP 2), not repeated."]),
         optimizer_state="", cuda_graphs="none", moe_dispatcher="alltoall", target_file="nvidia_megatron.csv"))

# =============================================================================================
# s57a-003 / -004 : DeepSeek-V3 on 256 DGX-B200, PR #1869
# =============================================================================================
PR1869_SRC = ("NVIDIA Megatron-Bridge PR #1869 'Update Deepseek V3 B200 recipe' (NVIDIA maintainer dingqingy-nv, "
              "description 2026-01-06, merged 2026-01-09), https://github.com/NVIDIA-NeMo/Megatron-Bridge/pull/1869; "
              "configuration read at the merge commit NVIDIA-NeMo/Megatron-Bridge@1fd34b18c7919f563a14ae348d8dac73255a6131 "
              "(scripts/performance/configs/deepseek/{deepseek_workload_base_configs.py,deepseek_llm_pretrain.py}, "
              "scripts/performance/utils/overrides.py, src/megatron/bridge/recipes/deepseek/deepseek_v3.py)")
PR1869_QUOTE = ("PR #1869 description (verbatim): 'This PR update Deepseek V3 B200 performance recipe for better "
                "performance.' and '25.11 tracker has 532 and 557 TFLOPs for BF16 and MXFP8 respectively. The updated "
                "config has 575 and 635 TFLOPs for BF16 and MXFP8 respectively.'")
PR1869_RECIPE = ("Recipe at 1fd34b18c (verbatim preset): DEEPSEEK_V3_PRETRAIN_CONFIG_B200 = replace(BASE_DEEPSEEK_V3_CONFIG, "
                 "num_gpus=256, pipeline_model_parallel_size=16, expert_model_parallel_size=16, global_batch_size=2048, "
                 "recompute_modules=[\"mla_up_proj\"], moe_flex_dispatcher_backend=\"deepep\", moe_a2a_overlap=False); "
                 "DEEPSEEK_V3_PRETRAIN_CONFIG_B200_BF16 = ..._B200; ..._B200_FP8_MX = ..._B200_FP8_CS = ..._B200 (the PR "
                 "diff: '-    expert_model_parallel_size=8,' '+    expert_model_parallel_size=16,' '+    "
                 "moe_flex_dispatcher_backend=\"deepep\",'). BASE_DEEPSEEK_V3_CONFIG = WorkloadBaseConfig("
                 "expert_tensor_parallel_size=1); defaults TP 1, CP 1, VP None, MBS 1, cuda_graph_impl None. "
                 "set_deepseek_v3_common_configs: seq_length 4096, moe_router_fusion True, recompute_granularity "
                 "'selective', moe_router_force_load_balancing True; _set_recompute_overrides: recompute_modules "
                 "['mla_up_proj'], granularity 'selective'. Library recipe _deepseek_v3_common: mtp_num_layers 1, "
                 "PP16 layout [embedding+4 decoder] + 14 x [4 decoder] + [1 decoder + mtp + loss], "
                 "use_distributed_optimizer True, opt_config.use_precision_aware_optimizer True with main_params_dtype "
                 "float32, main_grads_dtype bfloat16, exp_avg_dtype / exp_avg_sq_dtype bfloat16 (optimizer_state "
                 "bf16_moments).")
D_B200_NOTE = ("Publisher: NVIDIA (Megatron-Bridge performance team); measurement on DGX-B200 (8 GPUs per node), mock "
               "data, 50 iterations (perf overrides); container and averaging window not stated. zero_stage 1 "
               "(distributed optimizer). MoE: forced uniform router -> moe_force_balance true; EP 16 folds into DP 16 "
               "(EP group spans two 8-GPU nodes); etp 1. Dispatcher: flex dispatcher with the DeepEP backend "
               "(apply_flex_dispatcher_backend), deduplicated per node -> 'hierarchical'. CUDA graphs: preset sets none "
               "-> 'none'. recompute: Megatron-Core module recompute of mla_up_proj only -> 'selective_light' (README: "
               "module lists without core_attn). Not a duplicate: held DeepSeek-V3 B200 rows use EP 8 (nvmb64-020 = the "
               "PR's 557 TFLOP/s baseline, GBS 2048 PP16 EP8 alltoall; nvmb64-037/038 25.09 token-drop; nvmb64-003/"
               "h64a-100/-072 and nvmb-011 at GBS 4096) or EP 32 (moe67-001); Together AI's BF16 B200 rows use GBS "
               "4096 PP16 EP8. No held row has this EP16 + DeepEP layout.")
D_FLOP_NOTE = (f"DERIVED via Megatron-Bridge's model-FLOP formula (flop_utils.transformer_flops at 1fd34b18c, MLA branch, "
               f"MTP 1, seq 4096, padded vocab 129280): {FPT_DSV3_MTP/1e9:.3f} GFLOP per token; it reproduces the "
               "Megatron-Bridge table pairs for this model with MTP (2139 tok/s <-> 557, 2689 <-> 699, 3328 <-> 864, "
               "3456 <-> 898 TFLOP/s) within 0.3%. tokens/s/GPU = TFLOP/s / GFLOP-per-token; step_time_s = "
               "GBS*4096/(tokens/s/GPU * num_gpus).")

for rid, prec, tfp, extra in [
    ("s57a-003", "bf16", 575.0, "BF16 mixed (get_precision_config('bf16') -> bf16_mixed()). PUBLISHED: 575 model "
     "TFLOP/s/GPU ('The updated config has 575 and 635 TFLOPs for BF16 and MXFP8 respectively'). The 532 BF16 "
     "baseline ('25.11 tracker') ran the pre-PR layout (EP 8, alltoall) and is not a row (no held BF16 B200 row "
     "either; reported in the helper report as a lead)."),
    ("s57a-004", "fp8", 635.0, "MXFP8 (get_precision_config('fp8_mx') -> bf16_with_mxfp8_mixed()) recorded as fp8. "
     "PUBLISHED: 635 model TFLOP/s/GPU ('... 575 and 635 TFLOPs for BF16 and MXFP8 respectively'). The 557 MXFP8 "
     "baseline is the held 25.11 table row nvmb64-020."),
]:
    tok = tfp * 1e12 / FPT_DSV3_MTP
    st = 2048 * SEQ / (tok * 256)
    assert abs(tok * FPT_DSV3_MTP / 1e12 - tfp) < 1e-6
    add(dict(row_id=rid, source=PR1869_SRC,
             table=f"PR #1869 description, updated-config model TFLOP/s/GPU ({prec.upper() if prec=='bf16' else 'MXFP8'}), preset DEEPSEEK_V3_PRETRAIN_CONFIG_B200",
             **DSV3, global_batch_seqs=2048, micro_batch=1, pp=16, dp=16, ep=16, vp=1, num_gpus=256,
             accelerator="b200", precision=prec, recompute="selective_light",
             framework="Megatron-Bridge / Megatron-Core (scripts/performance recipe @1fd34b18c; container not stated)",
             step_time_s=f"{st:.3f}", tokens_per_s_per_gpu=f"{tok:.1f}", tflops_per_gpu=f"{tfp:.0f}",
             measured_or_derived="model TFLOP/s/GPU PUBLISHED (PR description); tokens/s/GPU and step time DERIVED with Megatron-Bridge's FLOP formula",
             confidence="medium (NVIDIA maintainer's PR text; layout from the recipe at the merge commit; step time derived from TFLOP/s)",
             notes=" ".join([PR1869_QUOTE, PR1869_RECIPE, DSV3_SHAPE_NOTE, D_B200_NOTE, extra, D_FLOP_NOTE,
                             f"Values: dp = 256/(1*16*1) = 16; GA = 2048/(1*16) = 128; tokens/s/GPU = {tfp:.0f}e12/"
                             f"{FPT_DSV3_MTP:.4e} = {tok:.1f}; step_time_s = 2048*4096/({tok:.1f}*256) = {st:.3f}."]),
             optimizer_state="bf16_moments", cuda_graphs="none", moe_dispatcher="hierarchical",
             target_file="nvidia_megatron.csv"))

# =============================================================================================
# s57a-005 / -006 : DeepSeek-V3 BF16 on 256 DGX-B300 (issue #3385 / PR #3549 and PR #4458)
# =============================================================================================
B300_COMMON = ("Publisher: NVIDIA (Megatron-Bridge performance team); DGX-B300 (8 GPUs per node, NVLink domain 8). "
               "Config variant V2 (GBS 4096): the perf-summary tables use V2, and the '(BF16 already uses this config.)' "
               "remark and the FP8 figures (894.58 / 894.1 TFLOP/s, against 898 and 920 in the 26.04.01 / 26.06 "
               "tables for the same V2 FP8 layout) fit V2 only; before PR #4458 the V1 preset was PP16 EP8 GBS 2048 without CUDA graphs, the layout of the 26.02.01 table's B300 MXFP8 row (806 TFLOP/s, held nvmoe-007), so a V1 FP8 baseline could not read 894.1. Library recipe deepseek_v3_pretrain_config "
               "(src/megatron/bridge/recipes/deepseek/deepseek_v3.py at the cited commit): mtp_num_layers 1, "
               "moe_flex_dispatcher_backend 'hybridep', use_precision_aware_optimizer True with exp_avg_dtype and "
               "exp_avg_sq_dtype bfloat16 (optimizer_state bf16_moments); deepseek_v3_pretrain_config_b300 sets PP/VP "
               "and the dispatcher from the preset and recomputes the PP layout; set_deepseek_v3_common_configs: "
               "seq 4096, recompute_granularity 'selective', moe_router_force_load_balancing True. "
               "zero_stage 1 (distributed optimizer); EP 8 inside one node folds into DP 32; etp 1 (preset). "
               "Dispatcher HybridEP -> 'hierarchical' (as held row nvmoe-006). recompute: module list ['mla_up_proj'] "
               "-> 'selective_light'. CUDA graphs: Transformer Engine graphs of attn, moe_router, moe_preprocess -> "
               "'partial'. Mock data, 50 iterations; container and averaging window not stated. Not a duplicate: "
               "no held DeepSeek-V3 B300 row is BF16 (held B300 rows nvmoe-006/-007, h64a-030/-044/-099 are MXFP8).")

PR3549_SRC = ("NVIDIA Megatron-Bridge issue #3385 '[feature] [patch] Tune DSV3 B200/B300' (comment by NVIDIA maintainer "
              "scsudhakaran, 2026-04-29, reporting PR #3549 'Update DeepSeek-V3 configs for B300'), "
              "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/3385; configuration read at the PR #3549 merge "
              "commit NVIDIA-NeMo/Megatron-Bridge@7e29b8be2df7ac482015afd5e6e9ae0935c21066 (scripts/performance/configs/"
              "deepseek/{deepseek_workload_base_configs.py,deepseek_llm_pretrain.py}, scripts/performance/utils/"
              "overrides.py, src/megatron/bridge/recipes/deepseek/deepseek_v3.py)")
PR3549_QUOTE = ("Issue #3385 comment (verbatim): 'PR merged with config updates: https://github.com/NVIDIA-NeMo/"
                "Megatron-Bridge/pull/3549'; 'Parallelism config updated from`PP16_VPNone_EP8` to `PP8_VPNone_EP8` for "
                "FP8 and NVFP4. (BF16 already uses this config.)'; 'MBS increased from 1 to 2'; 'Added partial CUDA "
                "Graphs for `attn, moe_router, moe_preprocess` blocks'; 'Disabled PCT binding to get stable runs.'; "
                "table 'Model TFLOPS/GPU' 'Precision | baseline | with changes | % improvement': 'BF16 | 749.1 | 770.03 "
                "| 2.79%', 'FP8 | 806 | 894.58 | 10.99%', 'NVFP4 | 754.593 | 982.35 | 30.18%'.")
PR3549_RECIPE = ("Preset at 7e29b8be2 (verbatim): DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V1 = replace(BASE_DEEPSEEK_V3_CONFIG, "
                 "num_gpus=256, pipeline_model_parallel_size=16, expert_model_parallel_size=8, global_batch_size=2048, "
                 "recompute_modules=[\"mla_up_proj\"], moe_flex_dispatcher_backend=\"hybridep\", moe_a2a_overlap=False); "
                 "DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V2 = replace(DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V1, global_batch_size=4096, "
                 "micro_batch_size=2, pipeline_model_parallel_size=8, virtual_pipeline_model_parallel_size=None, "
                 "recompute_modules=[\"mla_up_proj\"], cuda_graph_impl=\"transformer_engine\", cuda_graph_scope=[\"attn\", "
                 "\"moe_router\", \"moe_preprocess\"]); DEEPSEEK_V3_PRETRAIN_CONFIG_B300_BF16_V2 = ..._B300_V2. PP8 layout "
                 "[embedding+8 decoder] + 6 x [8 decoder] + [5 decoder + mtp + loss].")

PR4458_SRC = ("NVIDIA Megatron-Bridge PR #4458 'Update DSV3 B300 perf recipe' (NVIDIA maintainer scsudhakaran, "
              "description 2026-06-23, results comment 2026-06-25), https://github.com/NVIDIA-NeMo/Megatron-Bridge/pull/4458; "
              "configuration read at the merge commit NVIDIA-NeMo/Megatron-Bridge@ac4ad89ff05454c51adf4ddeba1f17f390d61bae "
              "(scripts/performance/configs/deepseek/{deepseek_workload_base_configs.py,deepseek_llm_pretrain.py}, "
              "src/megatron/bridge/recipes/deepseek/deepseek_v3.py)")
PR4458_QUOTE = ("PR #4458 description (verbatim): 'This PR updates DeepSeek-V3 B300 recipe' ... '- BF16' '  - VPNone -> "
                "VP2' '  - MB2 -> MB1' (FP8: 'Enabled full CUDA Graphs support', 'Attention and output paths configured "
                "to run in FP8', '1F1B A2A overlap enabled', 'Changed VP None -> VP2', 'MB2 -> MB1'); results comment "
                "(verbatim): 'Precision | baseline | with changes| Improvement' 'bf16 | 785.3 | 842.48 | 7.28%' "
                "'fp8_mx_large | 307.3 | 702 | 128.44%' 'fp8_mx | 894.1 | 1161.4 | 29.90%' 'nvfp4 | 982.6 | 1097.11 | 11.65%'.")
PR4458_RECIPE = ("Preset at ac4ad89ff (verbatim): DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V1 = replace(BASE_DEEPSEEK_V3_CONFIG, "
                 "num_gpus=256, global_batch_size=2048, micro_batch_size=1, pipeline_model_parallel_size=8, "
                 "virtual_pipeline_model_parallel_size=2, expert_model_parallel_size=8, moe_flex_dispatcher_backend="
                 "\"hybridep\", moe_a2a_overlap=False, cuda_graph_impl=\"transformer_engine\", cuda_graph_scope=[\"attn\", "
                 "\"moe_router\", \"moe_preprocess\"], recompute_modules=[\"mla_up_proj\"]); DEEPSEEK_V3_PRETRAIN_CONFIG_"
                 "B300_V2 = replace(DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V1, global_batch_size=4096); "
                 "DEEPSEEK_V3_PRETRAIN_CONFIG_B300_BF16_V2 = DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V2. PP8 x VP2 layout "
                 "(8,2): [embedding+4 decoder] + 14 x [4 decoder] + [1 decoder + mtp + loss].")

for rid, src, quote, recipe, table, tfp, mbs, vp, extra, conf in [
    ("s57a-005", PR3549_SRC, PR3549_QUOTE, PR3549_RECIPE,
     "Issue #3385 comment table 'Model TFLOPS/GPU', row BF16, column 'with changes' (PR #3549), preset DEEPSEEK_V3_PRETRAIN_CONFIG_B300_BF16_V2",
     770.03, 2, 1,
     "PUBLISHED: 770.03 model TFLOP/s/GPU ('BF16 | 749.1 | 770.03 | 2.79%'). The same layout was re-measured as the "
     "'baseline' of PR #4458 two months later: 785.3 TFLOP/s ('bf16 | 785.3 | 842.48 | 7.28%'), i.e. +2.0%; not a "
     "second row (same layout). The 749.1 baseline (pre-PR V2 BF16: MBS 1, no CUDA graphs) is not a row: the comment "
     "does not say which commit it ran.",
     "medium (NVIDIA maintainer's issue comment; layout from the recipe at the PR merge commit; step time derived from TFLOP/s)"),
    ("s57a-006", PR4458_SRC, PR4458_QUOTE, PR4458_RECIPE,
     "PR #4458 results comment, row bf16, column 'with changes', preset DEEPSEEK_V3_PRETRAIN_CONFIG_B300_BF16_V2",
     842.48, 1, 2,
     "PUBLISHED: 842.48 model TFLOP/s/GPU ('bf16 | 785.3 | 842.48 | 7.28%'). BF16 change per the description: 'VPNone "
     "-> VP2', 'MB2 -> MB1' (the CUDA-graph scope, hybridep and mla_up_proj recompute are unchanged for BF16; the "
     "full-iteration graphs, FP8 attention and A2A overlap apply to the FP8_MX preset only).",
     "medium (NVIDIA maintainer's PR comment; layout from the recipe at the merge commit; step time derived from TFLOP/s)"),
]:
    tok = tfp * 1e12 / FPT_DSV3_MTP
    st = 4096 * SEQ / (tok * 256)
    add(dict(row_id=rid, source=src, table=table, **DSV3, global_batch_seqs=4096, micro_batch=mbs, pp=8, dp=32,
             ep=8, vp=vp, num_gpus=256, accelerator="b300", precision="bf16", recompute="selective_light",
             framework=f"Megatron-Bridge / Megatron-Core (scripts/performance recipe @{src.split('@')[1][:9]}; container not stated)",
             step_time_s=f"{st:.3f}", tokens_per_s_per_gpu=f"{tok:.1f}", tflops_per_gpu=f"{tfp:.2f}",
             measured_or_derived="model TFLOP/s/GPU PUBLISHED (maintainer's table); tokens/s/GPU and step time DERIVED with Megatron-Bridge's FLOP formula",
             confidence=conf,
             notes=" ".join([quote, recipe, DSV3_SHAPE_NOTE, B300_COMMON, extra, D_FLOP_NOTE,
                             f"Values: dp = 256/(1*8*1) = 32; GA = 4096/({mbs}*32) = {4096//(mbs*32)}; tokens/s/GPU = "
                             f"{tfp}e12/{FPT_DSV3_MTP:.4e} = {tok:.1f}; step_time_s = 4096*4096/({tok:.1f}*256) = {st:.3f}. "
                             "BF16 mixed precision (get_precision_config('bf16') -> bf16_mixed())."]),
             optimizer_state="bf16_moments", cuda_graphs="partial", moe_dispatcher="hierarchical",
             target_file="nvidia_moe_extra.csv"))

# Cross-check of the two B300 rows against the held MXFP8 row of the same V2 layout (nvmoe-006: 920 TF, 3541 tok/s):
assert abs(3541 * FPT_DSV3_MTP / 1e12 - 920) < 2


# ---------------------------------------------------------------------------------------------
# Duplicate check against held data (read-only): same model, accelerator, GPUs, precision, GBS, MBS, TP, PP, EP, VP.
# ---------------------------------------------------------------------------------------------
def dup_check():
    files = glob.glob("/work/main/data/measurements/*.csv") + glob.glob("/work/main/data/collections/*candidate-rows*.csv")
    if not files:
        return
    keys = ["accelerator", "num_gpus", "precision", "global_batch_seqs", "micro_batch", "tp", "pp", "ep", "vp"]
    for f in files:
        with open(f, newline="") as fh:
            for h in csv.DictReader(fh):
                for r in rows:
                    hm = (h.get("model") or "").split()
                    if not hm or hm[0].lower() != r["model"].split()[0].lower():
                        continue
                    if all(str(h.get(k, "")).strip().lower() == str(r[k]).lower() for k in keys):
                        raise SystemExit(f"duplicate layout: {r['row_id']} ~ {os.path.basename(f)} {h.get('row_id')}")


dup_check()

# Header must equal the reference candidate-rows header.
if os.path.exists(REF_HEADER_FILE):
    with open(REF_HEADER_FILE, newline="") as fh:
        assert next(csv.reader(fh)) == HEADER

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rows.csv")
with open(out, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        assert set(r) == set(HEADER), set(HEADER) ^ set(r)
        w.writerow(r)
print(f"wrote {len(rows)} rows to {out}")
for r in rows:
    print(r["row_id"], r["model"], r["num_gpus"], r["accelerator"], r["precision"], "gbs", r["global_batch_seqs"],
          "mbs", r["micro_batch"], "pp", r["pp"], "ep", r["ep"], "vp", r["vp"], "step", r["step_time_s"],
          "tok", r["tokens_per_s_per_gpu"], "tf", r["tflops_per_gpu"])
