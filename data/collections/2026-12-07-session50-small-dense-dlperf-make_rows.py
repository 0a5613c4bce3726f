#!/usr/bin/env python3
"""Build /work/s77/j/rows.csv (s50j-*) from Oneflow-Inc/DLPerf at c89430ba.

Reads the README tables straight from the git mirror so that every quoted
table line in the notes is verbatim.  All arithmetic is here.
"""
import csv, subprocess

GIT = ['git', '--git-dir=/work/.mirror/Oneflow-Inc+DLPerf/repo']
HEAD = 'c89430bac64f64caabb0445ff7eb80175641454c'
MLM = subprocess.run(GIT + ['show', f'{HEAD}:Megatron-LM/README.md'], capture_output=True, text=True, check=True).stdout
DS = subprocess.run(GIT + ['show', f'{HEAD}:DeepSpeed/Megatron-LM/README.md'], capture_output=True, text=True, check=True).stdout

HEADER = open('/work/main/data/collections/2026-12-07-session49-predicted-candidate-rows.csv').readline().strip().split(',')
assert HEADER[-3:] == ['cuda_graphs', 'intra_fabric', 'target_file'], HEADER[-3:]

def line_with(text, key, must=None):
    hits = [l.strip() for l in text.splitlines() if key in l and (must is None or must in l)]
    assert len(hits) >= 1, key
    return hits

def pad_vocab(v, mult):
    while v % mult:
        v += 1
    return v

def hw_flops_iter(B, s, L, h, V):
    # Megatron (Narayanan et al. 2021, eq. 3) with full recompute: 96 B s L h^2 (1 + s/6h + V/16Lh)
    return 96 * B * s * L * h * h * (1 + s / (6 * h) + V / (16 * L * h))

rows = []
MLM_SRC = ("OneFlow (Oneflow-Inc), DLPerf 'NVIDIA/Megatron-LM GPT测评' (NVIDIA Megatron-LM GPT benchmark run by OneFlow on its 4 x 8 V100 cluster), "
           f"Oneflow-Inc/DLPerf@{HEAD} Megatron-LM/README.md (tables '测试用例' and '测试结果'; the file was added in 10f797983758738c95f10a4a3b1ecc00af1bd7ef, 2021-05-18, 'Megatron-LM perf (#137)', and is unchanged since); "
           "launch flags from Megatron-LM/scripts/mutil_perf_pretrain_gpt_dp_mp_pp.sh (same commits); code NVIDIA/Megatron-LM@8aa4619f2b2a57b5725026a50ebd2b15e8121482 (2021-03-22) megatron/arguments.py, megatron/tokenizer/tokenizer.py")
MLM_FW = "NVIDIA Megatron-LM 8aa4619f (2021-03-22) pretrain_gpt.py, NGC PyTorch 20.12 container, NCCL 2.8.3, torch.distributed.launch (local DDP, Apex FusedAdam, fused softmax)"
COMMON_MLM = ("Launch script verbatim flags: '--checkpoint-activations' '--fp16' 'SEQ_LENGTH=2048' '--seq-length $SEQ_LENGTH' '--vocab-file ${PROJECT_ROOT}/gpt2-vocab.json' "
              "'--micro-batch-size $MICRO_BATCH_SIZE' '--global-batch-size $GLOABAL_BATCH_SIZE' '--tensor-model-parallel-size $M_P' '--pipeline-model-parallel-size $P_P' 'DROPOUT_RATE=0.1' (defined, not passed; Megatron defaults '--attention-dropout', type=float, default=0.1 and '--hidden-dropout', type=float, default=0.1); "
              "README: 'DP*MP*PP=NODES*GPUS_PER_NODE'. Megatron-LM@8aa4619f defaults read: '--make-vocab-size-divisible-by', type=int, default=128; _vocab_size_with_padding 'multiple = args.make_vocab_size_divisible_by * args.tensor_model_parallel_size'; "
              "ffn '4 * args.hidden_size' (megatron/model/transformer.py); '--DDP-impl', default='local'; no --optimizer flag at this commit, megatron/optimizer/__init__.py 'from apex.optimizers import FusedAdam as Adam' (fp16 params with fp32 master weights, FP16OptimizerWithFP16Params; no distributed optimizer -> zero_stage 0); no virtual pipeline (vp 1); full recompute of every layer ('--checkpoint-num-layers', default=1). "
              "Hardware verbatim (README '测试环境'): 'Tesla V100-SXM2-16GB x 8', 'InfiniBand 100 Gb/sec (4X EDR)， Mellanox Technologies MT27700 Family', one NIC 'mlx5_0' in the nvidia-smi topo matrix (NV1/NV2/SYS hybrid cube mesh) -> inter_network ib-edr-100-node (the fabrics.csv row added for this very cluster with the of66 OneFlow rows; intra fabric = V100 default nvlink2, so intra_fabric blank). "
              "Software verbatim: 'NCCL version 2.8.3+cuda11.1', 'version 20.12，`docker pull nvcr.io/nvidia/pytorch:20.12-py3`', 'Megatron-LM的commit为：[`8aa4619f2b2a57b5725026a50ebd2b15e8121482`]'. "
              "Data: 'DATA_PATH=/data/gpt/gpt_sample_dataset_text_document' (Megatron mmap dataset), dropout on. The published TFLOP/s matches Megatron's hardware count with the recompute term (check in measured_or_derived), so tflops_basis hardware; the table's 'Percentage of theoretical peak FLOP/s' = hardware TFLOP/s / 125 (not MFU, so mfu_pct left blank). "
              "Same cluster, models and layouts as the OneFlow-framework rows of66-001..016 (oneflow_dlperf.csv), but this table times NVIDIA Megatron-LM itself: a framework-level companion, not a duplicate. cuda_graphs blank (2021 stack, source silent).")

# case name -> (nodes, gpus/node, dp, tp, pp, mbs, mbs*dp, accum, gbs, h, heads, L)
cases = {}
for l in MLM.splitlines():
    c = [x.strip() for x in l.split('|')]
    if len(c) == 14 and c[0] == '--' and c[1] and c[1][0] in 'DM2' and c[2].isdigit():
        cases[c[1]] = (l.strip(), list(map(int, c[2:])))
results = {}
for l in MLM.splitlines():
    c = [x.strip() for x in l.split('|')]
    if len(c) == 6 and c[0] == '--' and '(ms)' in c[2]:
        results[c[1]] = (l.strip(), float(c[2].replace('(ms)', '').strip()), float(c[3]))

keep = ['DP_8x1x1_16_1536x16', 'DP_16x1x1_32_1536x16', 'DP_32x1x1_64_1536x16', 'MP_1x8x1_16_1536x16',
        '2D_2x4x1_16_1536x16', '2D_4x2x1_16_1536x16', 'MP_1x16x1_16_3072x16', '2D_2x8x1_16_2304x24',
        '2D_4x8x1_32_2304x24', 'DP_PP_8x1x4_512_1536x16', 'MP_PP_1x8x4_512_2304x24',
        '2D_PP_2x4x4_512_2304x24', '2D_PP_2x8x2_512_2304x24']
repeats = {'DP_8x1x1_16_1536x16': '2D_8x1x1_16_1536x16', 'MP_1x8x1_16_1536x16': '2D_1x8x1_16_1536x16'}
n = 0
for case in keep:
    cl, (nodes, gpn, dp, tp, pp, mbs, mbsdp, acc, gbs, h, heads, L) = cases[case]
    rl, ms, tfl = results[case]
    gpus = nodes * gpn
    assert dp * tp * pp == gpus and mbs * dp * acc == gbs, case
    s, V = 2048, 50257
    Vp = pad_vocab(V, 128 * tp)
    step = ms / 1000.0
    tok = gbs * s / (step * gpus)
    chk = hw_flops_iter(gbs, s, L, h, Vp) / step / gpus / 1e12
    params = 12 * L * h * h + Vp * h + s * h
    n += 1
    rep = ''
    if case in repeats:
        r2 = results[repeats[case]]
        rep = f" Repeat measurement of the same configuration in the 2D group (case {repeats[case]}): '{r2[0]}' ({r2[1]/1000:.5f} s; {100*(r2[1]-ms)/ms:+.1f}% vs this row) - not a separate row."
    notes = (f"Published case row verbatim: '{cl}'. Published results row verbatim: '{rl}'. seq_len 2048 from the script ('SEQ_LENGTH=2048'; several log names in the README also carry '_s2048_'). "
             f"Layout PUBLISHED (dp {dp} x tp {tp} x pp {pp} = {gpus} GPUs on {nodes} node(s) x {gpn}); micro-batch {mbs}, {acc} accumulation step(s), global batch {gbs} sequences PUBLISHED. "
             f"Vocab 50257 (GPT-2 BPE files) padded by Megatron to {Vp} (DERIVED: multiple of 128 x TP {tp}). Parameters ~{params/1e9:.2f}B incl. embeddings (DERIVED 12*L*h^2 + V_pad*h + s*h). "
             + (f"TP {tp} spans {nodes} nodes over the single EDR NIC per node, hence the slow step. " if tp > gpn else '')
             + rep + ' ' + COMMON_MLM)
    row = dict.fromkeys(HEADER, '')
    row.update({
        'row_id': f's50j-{n:03d}', 'source': MLM_SRC,
        'table': f"测试结果 (results) table, case {case}",
        'model': f"GPT (Megatron-LM pretrain_gpt) h{h} L{L} heads{heads}", 'arch': 'dense',
        'layers': L, 'hidden': h, 'ffn_hidden': 4 * h, 'ffn_gated': 'False', 'heads': heads, 'kv_heads': heads,
        'seq_len': s, 'vocab': V, 'global_batch_seqs': gbs, 'micro_batch': mbs, 'tp': tp, 'pp': pp, 'dp': dp,
        'cp': 1, 'ep': 1, 'vp': 1, 'sequence_parallel': 'False', 'zero_stage': 0, 'num_gpus': gpus,
        'accelerator': 'v100-sxm2-16gb', 'precision': 'fp16', 'recompute': 'full', 'framework': MLM_FW,
        'step_time_s': f"{step:.6f}", 'tokens_per_s_per_gpu': f"{tok:.1f}", 'tflops_per_gpu': f"{tfl:.2f}",
        'tflops_basis': 'hardware', 'mfu_pct': '',
        'measured_or_derived': (f"step_time_s PUBLISHED ('lantency' {ms} ms per iteration of the global batch) and TFLOP/s per GPU PUBLISHED; "
                                f"tokens_per_s_per_gpu DERIVED = {gbs}*2048/({step:.5f}*{gpus}) = {tok:.1f}; check: Megatron hardware FLOPs 96*B*s*L*h^2*(1+s/6h+V/16Lh) with V {Vp} gives {chk:.2f} TFLOP/s/GPU vs published {tfl}"),
        'confidence': 'medium' if case != 'MP_1x16x1_16_3072x16' else 'low-medium (TP 16 across two nodes over one 100 Gb/s NIC per node: an unusual, communication-bound layout; single published number)',
        'notes': notes, 'activation_offload': 'False', 'inter_network': 'ib-edr-100-node',
        'target_file': 'oneflow_dlperf.csv',
    })
    rows.append(row)

# ---- DeepSpeed (DeepSpeedExamples Megatron-LM GPT-2 small) ----
DS_SRC = ("OneFlow (Oneflow-Inc), DLPerf 'DeepSpeed-Megatron-LM测评' (DeepSpeed ZeRO GPT-2 benchmark run by OneFlow on the same 4 x 8 V100 cluster), "
          f"Oneflow-Inc/DLPerf@{HEAD} DeepSpeed/Megatron-LM/README.md (section '测试结果 Performance'; last changed in b89b8fc50422f5bb52c860e0e2d184c7d69191a0, 2021-04-12, 'remove OSDI (#134)'); "
          "scripts DeepSpeed/Megatron-LM/scripts/ds_zero2_pretrain_gpt2_model_parallel.sh and ds_zero2_config.json (same commit); code microsoft/DeepSpeedExamples@a79272cc8b8f0c5b66c803e581a1355341eacb77 Megatron-LM/arguments.py")
DS_FW = "DeepSpeedExamples Megatron-LM (GPT-2, a79272cc, 2020-10-30) pretrain_gpt2.py + DeepSpeed 0.3.0+7d4d742, PyTorch 1.6.0, CUDA 10.2, cuDNN 7.6.5, NCCL 2.7.3, deepspeed launcher"
COMMON_DS = ("README verbatim: '默认测试的网络为gpt2-small' ('num_layers=12' 'num_attention_heads=12' 'hidden_size=768'), 'BATCH_SIZE为单卡batch_size，默认为4', "
             "'注：xn_xg_xdp_xmp_xbs表示x node, x gpu, x data parallel, x model parallel, x batch size per gpu'; run commands 'bash scripts/ds_zero2_pretrain_gpt2_model_parallel.sh 4 8 0 off  1' / '... 4 8 0 off  2' / '... 4 8 0 off  4' (CHECKPOINT_ACTIVATIONS off, MP_SIZE default 1; the listed commands show ZERO_STAGE 0, the stage-1 runs differ only in the third argument, as the table's test_desc 'zero-stage-1' says). "
             "Script verbatim: '--seq-length 1024' '--tokenizer-type GPT2BPETokenizer' '--fp16' '--train-data wikipedia' 'total_bz=`expr ${BATCH_SIZE} \\* ${gpu_num}`' (sed into train_batch_size); "
             "ds_zero2_config.json verbatim: '\"gradient_accumulation_steps\": 1', '\"type\": \"Adam\"', '\"fp16\": {' ... '\"enabled\": true,' ... '\"loss_scale\": 0,', '\"stage\"' set by the script to ZERO_STAGE. "
             "DeepSpeedExamples@a79272cc Megatron-LM/arguments.py: '--make-vocab-size-divisible-by', type=int, default=128 (vocab 50257 -> 50304 DERIVED); the GPT-2 MLP in Megatron-LM/mpu/transformer.py is 'self.dense_h_to_4h = ColumnParallelLinear(hidden_size, 4*hidden_size,' (ffn 3072 = 4h, GeLU, non-gated). "
             "Hardware verbatim: 'Tesla V100-SXM2-16GB x 8', 'InfiniBand 100 Gb/sec (4X EDR)， Mellanox Technologies MT27700 Family', one NIC 'mlx5_0' per node in the topo matrix -> inter_network ib-edr-100-node; hybrid cube mesh NVLink = V100 default (intra_fabric blank). "
             "Throughput semantics ASSUMED: 'throuthput(sample/sec)' read from the training logs (1000 iterations by default, 'ITER_NUM=${7:-1000}'), averaging unknown; step_time DERIVED = global batch / samples/s. "
             "gpu_mem(mB) published per run (MiB read as 2^20 bytes; how it was sampled is not said, the gpu_util column suggests nvidia-smi) -> peak_memory_gib with memory_measure unspecified. "
             "Real data (Wikipedia), dropout default on. cuda_graphs blank (source silent). Model 124M (GPT-2 small) is in scope (<= 3B) on >= 8 GPUs.")
ds_lines = [l.strip() for l in DS.splitlines() if l.strip().startswith('|') and ('zero-stage' in l)]
for l in ds_lines:
    c = [x.strip() for x in l.strip('|').split('|')]
    date, test, desc, lay, mem, util, thr = c
    nodes = int(lay.split('n_')[0]); gpn = int(lay.split('n_')[1].split('g')[0]); mbs = int(lay.split('_')[-1].replace('bs', ''))
    gpus = nodes * gpn; gbs = mbs * gpus
    zs = int(desc.split('-')[-1])
    sps = float(thr.split('(')[0].strip())
    memmib = float(mem.split('(')[0].strip())
    step = gbs / sps
    tok = gbs * 1024 / (step * gpus)
    n += 1
    row = dict.fromkeys(HEADER, '')
    row.update({
        'row_id': f's50j-{n:03d}', 'source': DS_SRC,
        'table': f"测试结果 table, {test} ({desc}, {lay})",
        'model': 'GPT-2 small 124M (DeepSpeedExamples Megatron-LM gpt2-small)', 'arch': 'dense',
        'layers': 12, 'hidden': 768, 'ffn_hidden': 3072, 'ffn_gated': 'False', 'heads': 12, 'kv_heads': 12,
        'seq_len': 1024, 'vocab': 50257, 'global_batch_seqs': gbs, 'micro_batch': mbs, 'tp': 1, 'pp': 1, 'dp': gpus,
        'cp': 1, 'ep': 1, 'vp': 1, 'sequence_parallel': 'False', 'zero_stage': zs, 'num_gpus': gpus,
        'accelerator': 'v100-sxm2-16gb', 'precision': 'fp16', 'recompute': 'none', 'framework': DS_FW,
        'step_time_s': f"{step:.6f}", 'tokens_per_s_per_gpu': f"{tok:.1f}", 'tflops_per_gpu': '', 'tflops_basis': '', 'mfu_pct': '',
        'measured_or_derived': (f"throughput {sps} samples/s PUBLISHED; global batch {gbs} = {mbs} per GPU x {gpus} GPUs DERIVED (script: train_batch_size = BATCH_SIZE x gpus, accumulation 1); "
                                f"step_time_s DERIVED = {gbs}/{sps} = {step:.5f}; tokens_per_s_per_gpu DERIVED = {sps}*1024/{gpus} = {tok:.1f}"),
        'confidence': 'medium-low (published samples/s without stated averaging; dated test runs 2020-12; memory sampling method not stated)',
        'notes': f"Published results row verbatim: '{l}'. Layout: {nodes} node(s) x {gpn} GPUs, pure data parallelism (dp {gpus}), {mbs} sequences per GPU, ZeRO stage {zs} " + ("(plain DeepSpeed data parallel with fp16 optimizer)" if zs == 0 else f"(DeepSpeed ZeRO-1: optimizer states partitioned over the {gpus} data-parallel ranks)") + ". " + COMMON_DS,
        'activation_offload': 'False', 'inter_network': 'ib-edr-100-node',
        'peak_memory_gib': f"{memmib/1024:.2f}", 'memory_measure': 'unspecified',
        'target_file': 'oneflow_dlperf.csv',
    })
    rows.append(row)

with open('/work/s77/j/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)
for r in rows:
    print(r['row_id'], r['table'][:60], r['num_gpus'], r['tp'], r['pp'], r['dp'], r['micro_batch'], r['global_batch_seqs'], r['step_time_s'], r['tokens_per_s_per_gpu'], r['tflops_per_gpu'], r['measured_or_derived'][-60:])
