"""Build rows.csv for helper s73/hD (session 46 d). Templates: shape columns copied from
existing rows s44a-001 (Qwen3-30B-A3B) and bw67-006 (DeepSeek-V3) in
/work/main/data/measurements/nvidia_megatron.csv; every other column set below."""
import csv

HDR = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
# the new cuda_graphs column goes between memory_measure and target_file (task_common.txt)
if 'cuda_graphs' not in HDR:
    HDR.insert(HDR.index('target_file'), 'cuda_graphs')
src = {r['row_id']: r for r in csv.DictReader(open('/work/main/data/measurements/nvidia_megatron.csv'))}
SHAPE = ['model', 'arch', 'layers', 'hidden', 'ffn_hidden', 'ffn_gated', 'heads', 'kv_heads', 'vocab',
         'num_experts', 'experts_per_token', 'head_dim', 'moe_ffn_hidden', 'shared_experts',
         'first_dense_layers', 'q_lora_rank', 'kv_lora_rank', 'qk_rope_head_dim', 'v_head_dim']
Q_FLOP_PER_TOKEN = 1024.02e12 / 44511.004  # Megatron-Bridge model FLOPs/token, Qwen3-30B-A3B seq 4096 (bw67-001 card: TFLOP/s / tokens/s)

rows = []

def base(tmpl_id):
    r = {k: '' for k in HDR}
    for k in SHAPE:
        r[k] = src[tmpl_id][k]
    return r

# ---------------- PR #3868 pair: Qwen3-30B-A3B, 16 x H100, alltoall, eager vs TE-scoped graphs ----------
PR3868 = ("NVIDIA Megatron-Bridge PR #3868, https://github.com/NVIDIA-NeMo/Megatron-Bridge/pull/3868 "
          "('[docs] docs: update MoE CUDA graph guidance', yaoyu-33, merged; head f7322209d9eaccec073249fe9e1f1f8e1b025745, "
          "parent 17a381f9569ef68dde89bfef0be1e0d33192b9e8) description + handoff comment 2026-05-18; numbers in "
          "docs/training/cuda-graphs.md and skills/perf-cuda-graphs/SKILL.md at f7322209 (still in docs/training/cuda-graphs.md at 067f987df03b)")
COMMON_Q = ("Verbatim PR comment: 'Workload: Qwen3 30B A3B pretrain, H100 BF16, config variant v1' / 'Scale: 2 nodes, 8 GPUs/node, 16 GPUs total, EP=16' / "
            "'Dispatcher/layout fixed: all-to-all dispatcher, TP=1, PP=1, CP=1, MBS=1, GBS=1024' / 'Max steps: 8' / 'Common overrides: `--moe_flex_dispatcher_backend None`, "
            "`--moe_a2a_overlap false`, `--tokenizer_type NullTokenizer`, `comm_overlap.overlap_moe_expert_parallel_comm=false`, `comm_overlap.delay_wgrad_compute=false`, ...'. "
            "Verbatim docs (cuda-graphs.md at f7322209 and 067f987df03b): 'In a short Qwen3 30B A3B H100 BF16 pretrain run with the all-to-all dispatcher, TE-scoped "
            "`attn + moe_router + moe_preprocess` graphs captured successfully after three warmup steps (`48` graphable layers, about `6.9 s` capture time on rank 0) but "
            "replay iterations 5-8 averaged `42.00 s` versus `41.36 s` for eager.' "
            "ASSUMED from the perf harness at the PR parent 17a381f9 (scripts/performance/configs/qwen/qwen3_llm_pretrain.py set_qwen3_common_configs): seq_length 4096, "
            "recompute_granularity None, moe_router_force_load_balancing True ('required for token dropless'), moe_router_fusion True; qwen3_workload_base_configs.py "
            "QWEN3_30B_A3B_PRETRAIN_CONFIG_H100_BF16_V1 = num_gpus 16, GBS 1024, EP 16, ETP 1 (base), moe_a2a_overlap False (the v1 preset itself has HybridEP and TE scopes "
            "[moe_router, moe_preprocess]; the PR overrode the backend to None = all-to-all and compared eager with attn+moe_router+moe_preprocess). Megatron distributed optimizer "
            "(recipe use_distributed_optimizer True) -> zero_stage 1; optimizer fp32 states (recipe qwen3_30b_a3b_pretrain_config: precision-aware optimizer False, fp32 moments). "
            "Mock data (NullTokenizer). DERIVED: dp = 16/(1*1*1) = 16 (EP folds into DP); GA = 1024/(1*16) = 64; tokens_per_s_per_gpu = 1024*4096/(step*16); "
            "tflops_per_gpu = tokens/s * 23.006 GFLOP/token (Megatron-Bridge model-FLOP count for this model at seq 4096, ratio of the qwen3-30b-a3b card's 1024.02 TFLOP/s to 44511.004 tokens/s, bw67-001). "
            "Short run (8 steps, 4-step window): medium confidence. Shape copied from s44a-001 (Qwen/Qwen3-30B-A3B config.json). "
            "Not a duplicate: s44a-001/002 are the same model/GPUs/batch but HybridEP (flex) dispatcher with TE scopes moe_router+moe_preprocess (24.71 / 20.99 s); this pair is the plain all-to-all dispatcher.")

for rid, step, cg, label, cgtxt in [
    ('s46d-001', 41.36, 'none', "eager (no CUDA graphs), replay-window iterations 5-8 mean 41.36 s",
     "cuda_graphs none: the eager arm of 'Ran eager vs TE-scoped `attn,moe_router,moe_preprocess` CUDA graphs on Qwen3 30B A3B pretrain.' ('versus `41.36 s` for eager')."),
    ('s46d-002', 42.00, 'partial', "TE-scoped CUDA graphs attn+moe_router+moe_preprocess, replay iterations 5-8 mean 42.00 s",
     "cuda_graphs partial: PR 'Ran eager vs TE-scoped `attn,moe_router,moe_preprocess` CUDA graphs on Qwen3 30B A3B pretrain.'; skill CLI example '--cuda_graph_impl transformer_engine ... --cuda_graph_scope attn,moe_router,moe_preprocess'; 'replay iterations 5-8 averaged `42.00 s`'. Pair with s46d-001: the only difference is the graph setting.")]:
    r = base('s44a-001')
    tok = 1024 * 4096 / (step * 16)
    r.update(row_id=rid, source=PR3868, table=label, seq_len='4096', global_batch_seqs='1024', micro_batch='1',
             tp='1', pp='1', dp='16', cp='1', ep='16', vp='', sequence_parallel='false', zero_stage='1', num_gpus='16',
             accelerator='h100-sxm5-80gb', precision='bf16', recompute='none',
             framework='Megatron-Bridge performance harness (scripts/performance/run_script.py, Bridge main ~2026-05-18) / Megatron-Core + Transformer Engine',
             step_time_s=f'{step:.2f}', tokens_per_s_per_gpu=f'{tok:.1f}', tflops_per_gpu=f'{tok*Q_FLOP_PER_TOKEN/1e12:.1f}',
             tflops_basis='model', mfu_pct='',
             measured_or_derived='step_time_s PUBLISHED (replay-window mean); tokens_per_s_per_gpu, tflops_per_gpu and dp DERIVED',
             confidence='medium (8-step run; seq length, recompute, routing from the harness at the PR parent)',
             notes=cgtxt + ' ' + COMMON_Q, etp='1', moe_force_balance='true', moe_dispatcher='alltoall',
             optimizer_state='fp32', activation_offload='false', cuda_graphs=cg, target_file='nvidia_megatron.csv')
    rows.append(r)

# ---------------- PR #4226 baseline row: DeepSeek-V3, 256 x GB200, MXFP8, partial CG ----------
r = base('bw67-006')
step = 13.89
tok = 4096 * 4096 / (step * 256)
r.update(row_id='s46d-003',
         source=("NVIDIA Megatron-Bridge PR #4226, https://github.com/NVIDIA-NeMo/Megatron-Bridge/pull/4226 ('feat(recipe): DSV3 GB200 MXFP8 full-iter CG recipe', dingqingy-nv, merged; "
                 "head dece6594b727a1548fa760c6dcd89e277720c84b, parent a9eabd3f476f1e752c98acd86f84b6d7c79b5f59), description 2026-06-09, table 'Measured impact'"),
         table="Measured impact, row 'partial CG + `[core_attn]` offload + `[mlp]` recompute | 13.89 | 1226' (the pre-PR recipe)",
         seq_len='4096', global_batch_seqs='4096', micro_batch='1', tp='1', pp='4', dp='64', cp='1', ep='64', vp='4',
         sequence_parallel='false', zero_stage='1', num_gpus='256', accelerator='gb200', precision='fp8', recompute='selective',
         framework='Megatron-Bridge performance harness (Bridge main ~2026-06-08) / Megatron-Core + Transformer Engine',
         step_time_s='13.89', tokens_per_s_per_gpu=f'{tok:.1f}', tflops_per_gpu='1226', tflops_basis='model', mfu_pct='',
         measured_or_derived='step_time_s and TF/s/GPU PUBLISHED (steady-state iters 14-19 averaged); tokens_per_s_per_gpu and dp DERIVED',
         confidence='medium (PR description; only this row of the table was readable, the full-iter CG row was cut off in the stored text)',
         notes=("Verbatim PR: '64 GB200 nodes / 256 GPUs, DSv3-671B mxfp8, GBS=4096 (V2). Steady-state iters 14-19, averaged.' / "
                "'| partial CG + \\`[core_attn]\\` offload + \\`[mlp]\\` recompute       |   13.89  |    1226  |'. The PR replaces this with "
                "'cuda_graph_impl=\"full_iteration\"', 'moe_a2a_overlap=True', 'cutedsl_fused_grouped_mlp=True', 'recompute_modules=[\"mla_up_proj\"]'. "
                "Layout ASSUMED from the workload presets at the PR parent a9eabd3f (scripts/performance/configs/deepseek/deepseek_workload_base_configs.py): "
                "DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2 = GB200_V2 = GB200_V1 with global_batch_size 4096; GB200_V1: num_gpus 256, PP 4, VP 4, EP 64, "
                "moe_flex_dispatcher_backend 'hybridep', moe_a2a_overlap False, recompute_modules ['mlp'], cuda_graph_impl 'transformer_engine', "
                "cuda_graph_scope ['attn', 'moe_router', 'moe_preprocess']; TP 1, MBS 1, CP 1 are WorkloadBaseConfig defaults (scripts/performance/utils/utils.py); "
                "ETP 1 (BASE_DEEPSEEK_V3_CONFIG). deepseek_llm_pretrain.py set_deepseek_v3_common_configs: seq_length 4096, recompute_granularity 'selective', "
                "moe_router_force_load_balancing True. The '[core_attn] offload' is stated by the PR label only (not in the presets at a9eabd3f; presumably a run override) -> activation_offload true. "
                "Optimizer: recipe deepseek_v3_pretrain_config at a9eabd3f sets use_precision_aware_optimizer True, main_params fp32, exp_avg/exp_avg_sq bf16 -> optimizer_state bf16_moments; "
                "distributed optimizer -> zero_stage 1. MXFP8 recorded as fp8. HybridEP -> moe_dispatcher hierarchical (project mapping). "
                "DERIVED: dp = 256/(1*4*1) = 64; tokens_per_s_per_gpu = 4096*4096/(13.89*256) = 4717.9. Shape copied from bw67-006 (deepseek-ai/DeepSeek-V3 config.json). "
                "cuda_graphs partial: 'partial CG' with the preset scope list attn, moe_router, moe_preprocess. "
                "NEAR-DUPLICATE WARNING: same layout as nvmb-010 (26.04.01 table, 4256 tok/s, cuda_graphs blank) and bw67-006 (verification card, full-iteration recipe, 13.84 s); "
                "this is an independent mid-2026 re-measurement with the graph scope stated."),
         etp='1', moe_force_balance='true', moe_dispatcher='hierarchical', optimizer_state='bf16_moments',
         activation_offload='true', cuda_graphs='partial', target_file='nvidia_megatron.csv')
rows.append(r)

# ---------------- Issue #4439: community reproduction of the 26.04.01 B200 Qwen3-30B-A3B recipe ----------
ISS = ("Megatron-Bridge GitHub issue #4439 (community user overdrive-4), https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/4439 "
       "('[support] Qwen3-30B-A3B DGX-B200 MXFP8: 562 TFLOP/s achieved vs documented 619 TFLOP/s - seeking reproduction conditions', opened 2026-06-22, labels area:perf, waiting-on-customer)")
COMMON_I = ("Verbatim issue: 'Container: `nvcr.io/nvidia/nemo:26.04.01` (Megatron-Bridge v0.4.2)' / 'Hardware: DGX B200 (8x B200 GPU, NVLink)' / "
            "'`QWEN3_30B_A3B_PRETRAIN_CONFIG_B200_FP8_MX_V1` via `qwen3_30b_a3b_pretrain_config_b200(precision='fp8_mx', config_variant='v1')`' / 'Key settings confirmed in log: "
            "micro_batch_size=4, global_batch_size=512 / expert_model_parallel_size=8 / moe_flex_dispatcher_backend=hybridep / moe_hybridep_num_sms=32 / "
            "cuda_graph_impl=transformer_engine / cuda_graph_scope=[attn, moe_router, moe_preprocess] / moe_a2a_overlap=False' / '## Results (100 iterations, stable)' "
            "'| MXFP8 | **~562** |' '| BF16 | **~552** |' '| Documented reference | **619** |'. Launch 'NCCL_GRAPH_REGISTER=0 torchrun --nproc_per_node=8 step_mxfp8_ref.py' (user script around the recipe). "
            "ASSUMED from Megatron-Bridge tag v0.4.2 (c810129341a84e58f4cbed3093f70668a088c028) scripts/performance/configs/qwen/qwen3_llm_pretrain.py set_qwen3_common_configs: seq_length 4096, "
            "recompute_granularity None, moe_router_force_load_balancing True; qwen3_workload_base_configs.py: QWEN3_30B_A3B_PRETRAIN_CONFIG_B200_FP8_MX_V1 = B200_BF16_V1 = num_gpus 8, MBS 4, "
            "GBS 512 (base), EP 8, ETP 1, hybridep, TE scopes attn/moe_router/moe_preprocess (matches the log settings quoted). TP/PP/CP 1 (WorkloadBaseConfig defaults). "
            "DERIVED: dp = 8; GA = 512/(4*8) = 16; tokens_per_s_per_gpu = TFLOP/s / 23.006 GFLOP/token (Megatron-Bridge model FLOPs/token for this model at seq 4096: "
            "bw67-001 card 1024.02 TFLOP/s / 44511.004 tok/s; nvmb-018's 619/27136 gives 22.81, the table's rounding); step_time_s = 512*4096/(tok*8). "
            "Distributed optimizer -> zero_stage 1. Shape copied from s44a-001. Same layout as NVIDIA's nvmb-018 (26.04.01 table, MXFP8, 619 TFLOP/s): an independent third-party reproduction, "
            "~9% lower. Medium-low confidence: user values are approximate ('~'), the user's own launcher script, and no NVIDIA reply with numbers was visible.")
for rid, prec, tf, lab in [('s46d-004', 'fp8', 562, 'MXFP8 ~562 TFLOP/s/GPU'), ('s46d-005', 'bf16', 552, 'BF16 ~552 TFLOP/s/GPU')]:
    r = base('s44a-001')
    tok = tf * 1e12 / Q_FLOP_PER_TOKEN
    step = 512 * 4096 / (tok * 8)
    r.update(row_id=rid, source=ISS, table=f"Results (100 iterations, stable): {lab}", seq_len='4096', global_batch_seqs='512', micro_batch='4',
             tp='1', pp='1', dp='8', cp='1', ep='8', vp='', sequence_parallel='false', zero_stage='1', num_gpus='8', accelerator='b200',
             precision=prec, recompute='none', framework='Megatron-Bridge v0.4.2 performance recipe in nvcr.io/nvidia/nemo:26.04.01 (user torchrun script)',
             step_time_s=f'{step:.3f}', tokens_per_s_per_gpu=f'{tok:.0f}', tflops_per_gpu=str(tf), tflops_basis='model', mfu_pct='',
             measured_or_derived='tflops_per_gpu PUBLISHED (approximate, by the user); tokens_per_s_per_gpu, step_time_s and dp DERIVED',
             confidence='medium-low (third-party, approximate values)',
             notes=(("MXFP8 recorded as fp8. " if prec == 'fp8' else "BF16 run: the issue gives only the value; the v0.4.2 B200 BF16 preset is the same object as the FP8_MX one (FP8_MX_V1 = BF16_V1), so the layout is the same. ")
                    + "cuda_graphs partial: 'cuda_graph_scope=[attn, moe_router, moe_preprocess]'. " + COMMON_I),
             etp='1', moe_force_balance='true', moe_dispatcher='hierarchical', optimizer_state='', activation_offload='false',
             cuda_graphs='partial', target_file='nvidia_megatron.csv')
    rows.append(r)

with open('/work/s73/hD/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=HDR)
    w.writeheader()
    for r in rows:
        assert int(r['tp']) * int(r['pp']) * int(r['dp']) * int(r['cp']) == int(r['num_gpus'])
        chk = int(r['global_batch_seqs']) * int(r['seq_len']) / (float(r['step_time_s']) * int(r['num_gpus']))
        assert abs(chk / float(r['tokens_per_s_per_gpu']) - 1) < 2e-3, (r['row_id'], chk)
        w.writerow(r)
for r in rows:
    print(r['row_id'], r['model'], r['num_gpus'], r['accelerator'], r['precision'], r['step_time_s'], r['tokens_per_s_per_gpu'], r['tflops_per_gpu'], r['cuda_graphs'])
