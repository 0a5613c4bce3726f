#!/usr/bin/env python3
"""Build rows.csv for helper s69/hD (Blackwell training throughput, non-NVIDIA publishers).

Every published number is copied verbatim in the notes; everything else is DERIVED here.
Header is copied from /work/main/data/measurements/nous_torchtitan.csv.
"""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = open('/work/main/data/measurements/nous_torchtitan.csv').readline().strip().split(',')

rows = []

def row(**kw):
    r = {k: '' for k in HEADER}
    for k, v in kw.items():
        assert k in HEADER, k
        r[k] = v
    rows.append(r)

# ---------------------------------------------------------------------------
# Megatron-Bridge model-FLOP count (no recompute term; flop_utils.transformer_flops,
# NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/utils/flop_utils.py):
#   per token = 6*h*ffn*3*L (GLU MLP) + 6*L*(h*(q+k+v) + q*h + q*s/2*2) + 6*h*V_padded
def mb_dense_flops_per_token(h, L, ffn, heads, kv, hd, s, V):
    q = heads * hd; k = kv * hd
    mlp = 6 * h * ffn * 3 * L
    attn = 6 * L * (h * (q + 2 * k) + q * h + q * s / 2 * 2)
    logit = 6 * h * V
    return mlp + attn + logit

# Qwen2.5-72B (same shape as the project's tog_gb200_qwen72b_r08 row)
Q72 = dict(h=8192, L=80, ffn=29568, heads=64, kv=8, hd=128, s=4096, V=152064)
fpt_q72_formula = mb_dense_flops_per_token(**Q72)
# Same quantity implied by the published R08 numbers already in together_ai.csv
# (19.91 s median step, 732.2 TFLOP/s/GPU, GBS 512 x 4096 on 64 GPUs):
tps_r08 = 512 * 4096 / (19.91 * 64)
fpt_q72_pub = 732.2e12 / tps_r08
assert abs(fpt_q72_formula / fpt_q72_pub - 1) < 0.002, (fpt_q72_formula, fpt_q72_pub)
# TP=2: padded vocab = multiple of 128*2 = 256; 152064 = 594*256, so no padding change.
assert 152064 % 256 == 0

q72_tflops = 782.0                       # PUBLISHED, median over last 30 steps
q72_tps = q72_tflops * 1e12 / fpt_q72_pub  # DERIVED
q72_gbs, q72_gpus, q72_seq = 544, 68, 4096
q72_step = q72_gbs * q72_seq / (q72_tps * q72_gpus)  # DERIVED
q72_mfu = 100 * q72_tflops / 2500.0

row(row_id='s42d-001',
    source=('Together AI, togethercomputer/together-dgxc-benchmarking@f70e3af19008bc518d87fccc8121d6395a4f254e '
            'worklog/2026-05-22_rack07_readiness_report.md (section "17-Node Re-Run (incl. r07-08, excl. r07-06)"); '
            'config tests/gb200/GB200/r07-investigations/qwen-72b-17n-r07.yaml @f70e3af1'),
    table='Rack 07 Readiness Report (2026-05-22), GB200 NVL72 cluster 3209e979 rack 07, 17-node re-run table, row "Qwen 72B BF16"',
    model='Qwen2.5-72B', arch='dense', layers=80, hidden=8192, ffn_hidden=29568, ffn_gated='True',
    heads=64, kv_heads=8, seq_len=4096, vocab=152064,
    global_batch_seqs=q72_gbs, micro_batch=1, tp=2, pp=2, dp=17, cp=1, ep=1, vp=1,
    sequence_parallel='True', zero_stage=1, num_gpus=q72_gpus, accelerator='gb200', precision='bf16',
    recompute='full',
    framework='Megatron-Bridge (nvcr.io/nvidia/nemo:26.02 container, qwen25_72b_pretrain_config, Transformer Engine, torchrun on k8s JobSet)',
    step_time_s=round(q72_step, 3), tokens_per_s_per_gpu=round(q72_tps, 1), tflops_per_gpu=q72_tflops,
    tflops_basis='model', mfu_pct=round(q72_mfu, 1),
    measured_or_derived=('median TFLOP/s/GPU PUBLISHED (782); tokens/s and step time DERIVED through the Megatron-Bridge '
                         'model-FLOP count per token (%.4e) that the same report series publishes for this model; mfu DERIVED vs 2500 '
                         'TFLOP/s GB200 dense BF16 (ASSUMED peak, as the project\'s other GB200 rows)' % fpt_q72_pub),
    confidence='medium-low (throughput published only as TFLOP/s/GPU; step time not published; one investigation run of 50 steps)',
    notes=(
        'Verbatim (report table): "| Qwen 72B BF16 | TP=2 PP=2 DP=17, MBS=1, GBS=544, full activation recompute, `expandable_segments` | '
        '50/50 steps, ~16 min | **782 TFLOPS/GPU** median | 746 (TP=8 PP=4 MBS=2 selective) | First attempt at MBS=2 selective-recompute '
        'OOM\'d (184 GB used); reduced MBS and switched to full recompute. **Throughput not directly comparable** ..." '
        'Verbatim (yaml docstring): "Qwen2.5 72B BF16 pretraining on GB200 (17 nodes, 68 GPUs, single rack). Parallelism: TP=2  PP=2  CP=1  DP=17  SP=True '
        'MBS=1  GBS=544  GA=32  SeqLen=4096 BF16 mixed precision, FULL activation recompute (memory-constrained)". '
        'yaml settings: recompute_granularity "full", recompute_method "uniform", recompute_num_layers 1; virtual_pipeline_model_parallel_size None; '
        'use_distributed_optimizer True, use_megatron_fsdp False, data_parallel_sharding_strategy "no_shard" (zero_stage 1 = Megatron distributed optimizer); '
        'overlap_grad_reduce/overlap_param_gather True; cuda_graph_impl "none"; fp32 main params/grads/Adam moments; image nvcr.io/nvidia/nemo:26.02; '
        'NNODES=17, GPUS_PER_NODE=4, WORLD_SIZE 68, all nodes in one NVL72 clique (ComputeDomain), r07-06 excluded. '
        'DERIVED: FLOP/token = 732.2e12 / (512*4096/(19.91*64)) = %.4e from the published R08 readiness run (row tog_gb200_qwen72b_r08, same container and model); '
        'the Megatron-Bridge flop_utils formula (no recompute term: seqlen_sum*(6*h*3*ffn*L + 6*L*(h*(q+2kv)+q*h+q*s) + 6*h*V)) gives %.4e (agrees within 0.2%%), '
        'and with TP 2 the padded vocabulary stays 152064 (=594*256), so the same FLOP/token applies. tokens/s/GPU = 782e12/%.4e = %.1f; '
        'step = 544*4096/(%.1f*68) = %.3f s. Consistency: the report gives ~16 min for 50 steps (~19.2 s/step incl. warm-up). '
        'Shape from Qwen/Qwen2.5-72B config.json as in tog_gb200_qwen72b_r08 (80 layers, d 8192, ffn 29568, 64 q / 8 kv x 128, qkv bias, vocab 152064). '
        'Mock data ASSUMED (recipe default; no dataset set in the yaml). Network: 4 x ConnectX-7 (NCCL_IB_HCA mlx5_0,1,4,5) per 4-GPU node, all ranks inside one NVLink domain '
        '(inter_network left empty). Not a duplicate: the project holds this model only at TP8 PP4 DP2 MBS2 selective on 64 GPUs.'
        % (fpt_q72_pub, fpt_q72_formula, fpt_q72_pub, q72_tps, q72_tps, q72_step)),
    head_dim=128)

# ---------------------------------------------------------------------------
# gpt-oss-120b: FLOP/token implied by the published R10 row already in together_ai.csv
# (5.76 s median, 386.4 TFLOP/s/GPU, GBS 1280 x 4096 on 64 GPUs, same nemo:26.02 container, TP 1).
tps_r10 = 1280 * 4096 / (5.76 * 64)
fpt_oss_pub = 386.4e12 / tps_r10
oss_tflops = 69.6                         # PUBLISHED median
oss_tps = oss_tflops * 1e12 / fpt_oss_pub   # DERIVED
oss_gbs, oss_gpus = 1360, 68
oss_step = oss_gbs * 4096 / (oss_tps * oss_gpus)
oss_mfu = 100 * oss_tflops / 2500.0

row(row_id='s42d-002',
    source=('Together AI, togethercomputer/together-dgxc-benchmarking@f70e3af19008bc518d87fccc8121d6395a4f254e '
            'worklog/2026-05-22_rack07_readiness_report.md (section "17-Node Re-Run (incl. r07-08, excl. r07-06)"); '
            'config tests/gb200/GB200/r07-investigations/gpt-oss-120b-17n-r07.yaml @f70e3af1'),
    table='Rack 07 Readiness Report (2026-05-22), GB200 NVL72 cluster 3209e979 rack 07, 17-node re-run table, row "GPT-OSS 120B BF16"',
    model='gpt-oss-120b', arch='moe', layers=36, hidden=2880, ffn_hidden=2880, ffn_gated='True',
    heads=64, kv_heads=8, seq_len=4096, vocab=201088, num_experts=128, experts_per_token=4,
    global_batch_seqs=oss_gbs, micro_batch=1, tp=1, pp=1, dp=68, cp=1, ep=4, vp=1,
    sequence_parallel='False', zero_stage=3, num_gpus=oss_gpus, accelerator='gb200', precision='bf16',
    recompute='selective',
    framework='Megatron-Bridge (nvcr.io/nvidia/nemo:26.02 container, gpt_oss_120b_pretrain_config, Megatron-FSDP optim_grads_params, Transformer Engine)',
    step_time_s=round(oss_step, 2), tokens_per_s_per_gpu=round(oss_tps, 1), tflops_per_gpu=oss_tflops,
    tflops_basis='model', mfu_pct=round(oss_mfu, 2),
    measured_or_derived=('median TFLOP/s/GPU PUBLISHED (69.6); tokens/s and step time DERIVED through the model-FLOP count per token '
                         '(%.4e) implied by the published R10 run of the same model and container; mfu DERIVED vs 2500 (ASSUMED peak)' % fpt_oss_pub),
    confidence='low-medium (TFLOP/s only; FLOP/token taken from another run of the same container; EP=4 FSDP investigation run, 50 steps)',
    notes=(
        'Verbatim (report table): "| GPT-OSS 120B BF16 | TP=1 PP=1 EP=4 DP=17, MBS=1, GBS=1360, Megatron-FSDP (`use_megatron_fsdp=True`, '
        '`sharding_strategy=optim_grads_params`) | 50/50 steps, ~26 min training | **69.6 TFLOPS/GPU** median | 397 (EP=64 MBS=4 no-FSDP) | '
        'First attempt OOM\'d allocating a 106 GiB grad buffer in DDP setup (EP=4 puts ~54B params/rank). FSDP shards optim+grads+params across DP=17 to fit, '
        'but the FSDP all-gather + EP=4 alltoall comm overhead drops throughput ~82%% vs the 16n EP=64 baseline." '
        'Verbatim (yaml docstring): "Parallelism: TP=1  PP=1  CP=1  EP=4  DP=17  ETP=1 MBS=1  GBS=1360  GA=80  SeqLen=4096 BF16 mixed precision, '
        'Megatron-FSDP (shard optim+grads+params across DP)". The docstring\'s DP=17/GA=80 count expert-data-parallel groups (68/EP); the script itself '
        'computes dp = world_size // (tp*pp) = 68 and GA = 1360 // (1*68) = 20; recorded dp = 68 (project convention: EP folds into DP). '
        'yaml settings: expert_tensor_parallel_size 1; recompute_granularity "selective", recompute_modules ["layernorm", "moe_act"] (recorded as selective, '
        'as the project did for the R08 Qwen row\'s layernorm-only recompute; the attention core is NOT recomputed); moe_router_force_load_balancing True; '
        'moe_grouped_gemm True, moe_permute_fusion True; moe_token_dispatcher_type "alltoall" with apply_flex_dispatcher_backend(cfg.model, "deepep"): '
        'Megatron-Bridge src/megatron/bridge/training/flex_dispatcher_backend.py (stored version) skips DeepEP unless the device is Ampere/Hopper or its name '
        'starts with "NVIDIA B200"/"NVIDIA B300" ("Skipping DeepEP configuration"), so on GB200 the plain alltoall dispatcher is ASSUMED to have run; '
        'use_megatron_fsdp True, data_parallel_sharding_strategy "optim_grads_params" (zero_stage 3), use_distributed_optimizer True; tp_comm_overlap False, '
        'overlap_moe_expert_parallel_comm False; cuda_graph_impl "none"; fp32 main params/grads/moments; image nvcr.io/nvidia/nemo:26.02; 17 nodes x 4 GPUs, one NVL72 clique. '
        'DERIVED: FLOP/token = 386.4e12 / (1280*4096/(5.76*64)) = %.4e (published R10 readiness run, row tog_gb200_gptoss120b_r10, same container, TP 1); '
        'tokens/s/GPU = 69.6e12/%.4e = %.1f; step = 1360*4096/(%.1f*68) = %.2f s. Consistency: ~26 min of training for 50 steps (~31 s/step). '
        'Shape ASSUMED from openai/gpt-oss-120b config.json as in tog_gb200_gptoss120b_r10 (36 layers, d 2880, 64 q / 8 kv x 64, 128 experts of width 2880 top-4, '
        'no shared expert, alternating 128-token sliding window, attention sinks, vocab 201088). Not a duplicate: the project holds this model on GB200 only at EP64 DDP MBS4.'
        % (fpt_oss_pub, fpt_oss_pub, oss_tps, oss_tps, oss_step)),
    head_dim=64, moe_ffn_hidden=2880, shared_experts=0, first_dense_layers=0,
    etp=1, moe_force_balance='True', moe_dispatcher='alltoall')

# ---------------------------------------------------------------------------
# torchtitan nvfp4.md, Qwen3 8B 200M-token evidence (random initialization), 4 x GB200, FSDP 4.
q8_common = dict(model='Qwen3-8B', arch='dense', layers=36, hidden=4096, ffn_hidden=12288, ffn_gated='True',
                 heads=32, kv_heads=8, seq_len=2048, vocab=151936, global_batch_seqs=64, micro_batch=16,
                 tp=1, pp=1, dp=4, cp=1, ep=1, vp=1, sequence_parallel='False', zero_stage=3, num_gpus=4,
                 accelerator='gb200', recompute='selective_op', head_dim=128, memory_measure='reserved')
assert 1526 * 64 * 2048 == 200015872  # "200,015,872 tokens" and "1,526 optimizer steps" -> GBS 64 x seq 2048
SRC_TT = ('PyTorch torchtitan, pytorch/torchtitan torchtitan/components/quantization/nvfp4.md section "Qwen3 8B 200M-Token Evidence" / '
          '"Random Initialization" (added in bcc09297a1d892e0ccf6a41fc367e76aab02475b, PR #3914 "Add an NVFP4 quantization converter" by Ryan Spring, '
          '2026-08-05; unchanged at b5bcd76c66d0acb1a08b176d9639425bc55e0b2a, 2026-08-21)')
COMMON_NOTE = (
    'Verbatim (doc): "The following eager + `torch.compile` runs trained Qwen3 8B on C4 for 200,015,872 tokens with global batch size 64 '
    '(local batch size 16, FSDP degree 4), sequence length 2048, and 1,526 optimizer steps. Results are reported at the final logged step, 1,520." '
    'Hardware: the section itself names no GPU; GB200 ASSUMED from the same PR\'s stated setup for its Llama runs ("GPUs: 4x NVIDIA GB200, 184.3 GiB HBM each") '
    'and DERIVED-consistent: the reserved-memory percentages imply a 112.88/0.6125 = 184.3 GiB device. No accumulation (64 = 16 x 4). '
    'zero_stage 3 = FSDP2 full shard over 4 ranks. Throughput is one logged step (1,520), not a mean. '
    'Shape from torchtitan torchtitan/models/qwen3/__init__.py _8b at bcc09297a: dim 4096, 36 layers, 32 heads / 8 kv, head_dim 128, hidden 12288, vocab 151936, '
    'qk-norm, RoPE theta 1e6. recompute selective_op ASSUMED: the only Qwen3-8B configs at bcc09297a (sft_qwen3_8b_math and qwen3_8b_first_85_pct_layers_nvfp4 '
    'built on it) set activation_checkpoint=SelectiveAC.Config() (per-op SAC); the C4 pretraining config used for these runs is not in the repository '
    '(the registered Qwen3-8B configs are GSM8K SFT with varlen attention), so attention backend, loss chunking and AC are not certain. '
    'step_time DERIVED = 64*2048/(tokens_per_s_per_gpu*4). TFLOP/s not published for the Qwen3 runs (left empty). '
    'Publisher note: torchtitan is PyTorch\'s repository; the PR author is listed as Ryan Spring (the existing rows val-tt-059/060 from the same PR are filed under PyTorch torchtitan). '
    'Not a duplicate: the project holds the Llama 3 8B rows of this PR (val-tt-059/060), not the Qwen3 8B ones.')

q8_bf16_tps = 20913
row(row_id='s42d-003', source=SRC_TT,
    table='nvfp4.md Qwen3 8B 200M-Token Evidence, Random Initialization table, row BF16',
    precision='bf16', framework='torchtitan @bcc09297a (FSDP2, eager trainer with torch.compile of the model; versions for the Qwen3 runs not stated)',
    step_time_s=round(64 * 2048 / (q8_bf16_tps * 4), 4), tokens_per_s_per_gpu=q8_bf16_tps,
    tflops_basis='', measured_or_derived='tokens/s/GPU PUBLISHED (step 1,520); step time DERIVED',
    confidence='medium-low (hardware inferred for this table; config of the C4 runs not committed; single logged step)',
    notes='Verbatim row: "| BF16 | 3.81439 | 20,913 | 112.88 GiB (61.25%) |" (columns Run | Loss | Tokens/sec (per GPU) | Peak Reserved Memory). ' + COMMON_NOTE,
    peak_memory_gib=112.88, **q8_common)

q8_mx_tps = 27587
row(row_id='s42d-004', source=SRC_TT,
    table='nvfp4.md Qwen3 8B 200M-Token Evidence, Random Initialization table, row MXFP8',
    precision='fp8', framework='torchtitan @bcc09297a (FSDP2, torchao MXFP8 linear converter, eager trainer with torch.compile of the model)',
    step_time_s=round(64 * 2048 / (q8_mx_tps * 4), 4), tokens_per_s_per_gpu=q8_mx_tps,
    tflops_basis='', measured_or_derived='tokens/s/GPU PUBLISHED (step 1,520); step time DERIVED',
    confidence='medium-low (hardware inferred for this table; MXFP8 config of the C4 runs not committed; single logged step)',
    notes=('Verbatim row: "| MXFP8 | 3.81545 | 27,587 | 112.63 GiB (61.12%) |". FP8 recipe: MXFP8 (OCP microscaling, 1x32 blocks, '
           'torchao MXFP8 linear, as the PR\'s Llama MXFP8 run; which linears were converted is not stated for Qwen3) recorded as fp8. '
           'The doc adds: "NVFP4 delivered 28% more throughput than bf16 ... It was 3% slower than MXFP8" (NVFP4 row 26,732 tok/s not taken: FP4 out of scope). '
           + COMMON_NOTE),
    peak_memory_gib=112.63, **q8_common)

with open(os.path.join(HERE, 'rows.csv'), 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)

for r in rows:
    print(r['row_id'], r['model'], r['accelerator'], r['num_gpus'], r['step_time_s'], r['tokens_per_s_per_gpu'], r['tflops_per_gpu'])
print('FLOP/token Qwen2.5-72B: published-implied %.5e, formula %.5e' % (fpt_q72_pub, fpt_q72_formula))
print('FLOP/token gpt-oss-120b: published-implied %.5e' % fpt_oss_pub)
