#!/usr/bin/env python3
"""Build /work/s75/k/rows.csv (s48k-*) from NVIDIA/dgxc-benchmarking release v24.11.1.

Reads the README tables verbatim from the fetched mirror (git show), checks them
against the transcribed values below, and writes one row per (table, GPU count >= 256).
"""
import csv, subprocess, re

MIRROR = '/work/.mirror/NVIDIA+dgxc-benchmarking/repo'
REL = '35a9aecc8d5b17d99d80f52f38c75ade0dbab7ae'   # commit 'v24.11.1'
REL_LATER = '143b90dd91f9 (v25.01) and e6afea3aea32 (v25.01.1)'
HDR_FILE = '/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv'

def show(path, commit=REL):
    return subprocess.run(['git', f'--git-dir={MIRROR}/.git' if False else f'--git-dir={MIRROR}', 'show', f'{commit}:{path}'],
                          capture_output=True, text=True, check=True).stdout

def table(text, title_prefix):
    lines = text.splitlines()
    i = next(k for k, l in enumerate(lines) if l.startswith('| ' + title_prefix))
    hdr = lines[i]
    rows = {}
    for l in lines[i + 2:]:
        if not l.startswith('|'):
            break
        cells = [c.strip() for c in l.strip().strip('|').split('|')]
        rows[cells[0]] = (l.rstrip(), cells[1:])
    cols = [c.strip() for c in hdr.strip().strip('|').split('|')][1:]
    return hdr.rstrip(), cols, rows

header = next(csv.reader(open(HDR_FILE)))
assert header[-1] == 'target_file'
header = header[:-1] + ['cuda_graphs', 'target_file']

out = []
n = [0]
def rid():
    n[0] += 1
    return f's48k-{n[0]:03d}'

# ------------------------------------------------------------------ MaxText Llama 2 70B
mt = show('maxtext/README_70b.md')
mt_cfg = show('maxtext/configure.sh')
assert 'ici_FSDP=${SLURM_NTASKS_PER_NODE}' in mt_cfg and 'dcn_FSDP=16' in mt_cfg
assert '--xla_gpu_graph_level=0' in mt_cfg
assert 'max_target_length=4096' in mt_cfg and 'MBS=2' in mt_cfg
for later in ('143b90dd91f9be958fed4773ae95d941a3356a82', 'e6afea3aea32cdbe8c7fdc4f5c385d11272152a3'):
    lt = show('maxtext/README_70b.md', later)
    for pre in ('Maxtext LLama2 70b BF16', 'Maxtext LLama2 70b FP8'):
        assert table(lt, pre)[2] == table(mt, pre)[2], (later, pre)

MT_EXPECT = {
    'bf16': {256: (7.153, 293184.96, '51.45%'), 512: (7.091, 591496.83, '51.90%'),
             1024: (7.084, 1184162.62, '51.95%'), 2048: (7.066, 2374358.34, '52.09%')},
    'fp8': {256: (4.959, 422898.16, '37.09%'), 512: (5.043, 831708.11, '36.47%'),
            1024: (5.062, 1657172.66, '36.34%'), 2048: (4.93, 3403086.41, '37.31%')},
}
MT_FLOPS_PER_SEQ = 1.82e15  # README Notes: 'The model flops for Llama 2 70b for GBS=1 is 1.82E+15'
for dtype, pre in (('bf16', 'Maxtext LLama2 70b BF16'), ('fp8', 'Maxtext LLama2 70b FP8')):
    hdr, cols, rows = table(mt, pre)
    st_line, st = rows['Training step time (seconds per step)']
    tp_key = [k for k in rows if k.startswith('Throughput in tokens per second')][0]
    tp_line, tp = rows[tp_key]
    mfu_line, mfu = rows['Model flops utilization']
    for j, col in enumerate(cols):
        m = re.match(r'Throughput on (\d+)x H100 GPUs \(FSDP=(\d+) GBS=(\d+)\)', col)
        gpus, fsdp, gbs = map(int, m.groups())
        if gpus < 256:
            continue
        step, tps_all, mfu_s = float(st[j]), float(tp[j]), mfu[j]
        assert (step, tps_all, mfu_s) == MT_EXPECT[dtype][gpus], (dtype, gpus)
        nodes = gpus // 8
        dcn_fsdp = nodes if nodes < 64 else 16
        dcn_dp = nodes // dcn_fsdp
        assert 8 * dcn_fsdp == fsdp and gbs == 2 * gpus
        seq = 4096
        tok_gpu = gbs * seq / (step * gpus)
        tflops = gbs * MT_FLOPS_PER_SEQ / step / gpus / 1e12
        # check against the published total tokens/s and MFU
        assert abs(tok_gpu * gpus - tps_all) / tps_all < 1e-3
        peak = 989 if dtype == 'bf16' else 1979
        assert abs(tflops / peak * 100 - float(mfu_s.rstrip('%'))) < 0.05
        if dtype == 'bf16':
            recompute = 'selective_op'
            remat_note = ("RECOMPUTE (mapping judgement, ASSUMED): configure.sh BF16 branch 'POLICY=\"save_dot_except_mlpwi\"', BASE_CONFIG "
                "'remat_policy=${POLICY}', then 'CONFIG_OVERRIDES+=\"remat_policy=custom' ... 'query_proj=device' ... "
                "'value_proj=device' ... 'key_proj=device' ... 'qkv_proj=device' ... 'out_proj=device' ... 'mlpwo=device' appended after it; MaxText pyconfig._load_kwargs "
                "(AI-Hypercomputer/maxtext@9551c2ade, 2024-12-09, the container date) builds 'dict(a.split(\"=\", 1) for a in argv[2:])', "
                "so the later remat_policy=custom wins; MaxText layers/models.py: 'elif cfg.remat_policy == \"custom\":' ... "
                "'policy = jax.checkpoint_policies.save_and_offload_only_these_names(' ... 'names_which_can_be_saved=cfg.tensors_on_device,'; "
                "base.yml defaults \"context: 'remat'\", \"mlpwi_0: 'remat'\", \"mlpwi_1: 'remat'\". So the q/k/v and attention-output projections and the MLP down projection are kept, "
                "and the attention core plus the two MLP input GEMMs (about 55% of the layer's forward GEMM FLOPs) are re-run. "
                "Recorded selective_op (roughly half the matmuls re-run, as torchtitan's per-op policy); the schema has no exact value. "
                "'full' would be the conservative reading (dgxc-036 records MaxText save_qkv_proj as full).")
        else:
            recompute = 'full'
            remat_note = ("RECOMPUTE: configure.sh FP8 branch 'POLICY=\"save_dot_except_mlp\"', then 'CONFIG_OVERRIDES+=\"remat_policy=custom' ... "
                "'query_proj=device' ... 'value_proj=device' ... 'key_proj=device' ... 'qkv_proj=device' ... 'out_proj=device' (the later "
                "key wins: MaxText pyconfig._load_kwargs 'dict(a.split(\"=\", 1) for a in argv[2:])' at maxtext@9551c2ade): only the q/k/v "
                "and attention-output projections are kept, the attention core and the whole MLP are re-run (base.yml \"context: 'remat'\", "
                "\"mlpwi_0: 'remat'\", \"mlpwi_1: 'remat'\", \"mlpwo: 'remat'\"). Recorded "
                "full, as dgxc-036..044 record MaxText save_qkv_proj (full recomputation less the attention projection GEMMs).")
        mfu_val = mfu_s.rstrip('%') if dtype == 'bf16' else ''
        notes = (
            f"Verbatim table header: '{hdr}'. Verbatim rows: '{st_line}' ... '{tp_line}' ... '{mfu_line}'. "
            f"Column used: '{col}'. Table text identical in release v25.01 (143b90dd91f9) and v25.01.1 (e6afea3aea32); "
            "replaced in v25.02 (8f5cbb3) by the Llama 3 70B MaxText recipe that is already dgxc-035..044. "
            "README prose: 'Since the performance fluctuates significantly at the beginning, we are using the last training step "
            "timing to obtain throughput value.'; '(sequence length) * (global batch size) / (training_step_timing) = (throughput in "
            "tokens per second)'; 'Since Maxtext Llama training only uses synthetic datasets, this step is omitted.'; 'The training "
            "will run for the first 50 steps'; 'Global batch size ( training.model.global_batch_size) value should be set to `<number of nodes> * <gpus per node> * <mbs> . "
            "E.g., 8 * 8 * 2 = 128 (in the example above)` since we are using FSDP+DP.' "
            f"DERIVED: tokens_per_s_per_gpu = GBS*seq/(step*GPUs) = {gbs}*{seq}/({step}*{gpus}) = {tok_gpu:.1f} "
            f"(= published {tps_all}/{gpus}); tflops_per_gpu = GBS*1.82e15/step/GPUs = {tflops:.1f} (README: 'The model flops for "
            "Llama 2 70b for GBS=1 is 1.82E+15', MFU formula 'MFU = (global batch size) * (model flops) / (training step time) / "
            "(number of GPUs) / (peak GPU FLOPS)'; model basis: 6N-style + attention, no recompute counted). "
            + (f"mfu_pct {mfu_s} PUBLISHED against 'H100 BF16 is 989 TFLOPS'. " if dtype == 'bf16' else
               f"Published MFU {mfu_s} is against 'H100 FP8 is 1979 TFLOPS' and is left out of mfu_pct (basis differs). ")
            + f"LAYOUT (maxtext/configure.sh at {REL[:12]}): 'MBS=2', 'ici_FSDP=${{SLURM_NTASKS_PER_NODE}}', "
            "'dcn_FSDP=${SLURM_JOB_NUM_NODES}', 'if [[ ${SLURM_JOB_NUM_NODES} -ge 64 ]]; then' ... 'dcn_FSDP=16' ... "
            "'dcn_DP=$(( SLURM_JOB_NUM_NODES / dcn_FSDP ))', 'ici_TP=1', 'dcn_TP=1' -> "
            f"FSDP {fsdp} = ici 8 x dcn {dcn_fsdp}, dcn data parallel {dcn_dp}; recorded zero_stage 3, dp = {gpus} (MaxText FSDP/HSDP "
            "convention of nvidia_dgxc / google_maxtext rows)"
            + ("" if dcn_dp == 1 else f"; HSDP: fsdp_shard {fsdp} (parameters sharded over {fsdp} GPUs, replicated {dcn_dp} times)")
            + f". micro_batch 2 = per_device_batch_size, no accumulation (GBS {gbs} = 2 x {gpus}). "
            + remat_note + " "
            "OTHER SETTINGS: 'attention=cudnn_flash_te', 'scan_layers=true', 'max_target_length=4096', 'dataset_type=synthetic', "
            + ("'QUANTIZATION=\"fp8\"' with 'quantization=${QUANTIZATION}' (MaxText fp8 GEMMs)" if dtype == 'fp8' else "'QUANTIZATION=\"\"' (bf16)")
            + ", PGLE latency-hiding scheduler run ('--xla_gpu_enable_latency_hiding_scheduler=true', pgle profile), "
            "container ghcr.io/nvidia/jax:maxtext-2024-12-09 (setup.sh: 'docker://ghcr.io#nvidia/jax:maxtext-2024-12-09'). "
            "CUDA GRAPHS none: configure.sh BASE_XLA_FLAGS '--xla_gpu_graph_level=0'. "
            "SHAPE (README Notes formula inputs: 'attention flops = 12 * 80 * 8192^2 * (1 + 8/64 + 4096/8192)', "
            "'mlp flops = 18 * 80 * 28672 * 8192' (3 MLP matrices: gated), 'embedding flops = 6 * 32000 * 8192'; and MaxText "
            "MaxText/configs/models/llama2-70b.yml at maxtext@9551c2ade: 'base_emb_dim: 8192', 'base_num_query_heads: 64', "
            "'base_num_kv_heads: 8', 'base_mlp_dim: 28672', 'base_num_decoder_layers: 80', 'head_dim: 128', "
            "'mlp_activations: [\"silu\",\"linear\"]', 'vocab_size: 32000', 'logits_via_embedding: False'). "
            "optimizer_state left empty (MaxText base.yml 'weight_dtype: float32', 'opt_type: \"adamw\"' at 9551c2ade -> fp32 "
            "master/moments, the default). H100 = DGX H100 80GB SXM, 8 GPUs per node ('`N_GPUS_PER_NODE` is 8 for DGX H100'); "
            "fabric not stated. Not a duplicate: no Llama 2 70B GPU MaxText row in data/ (grep of the step times and tokens/s, "
            "'README_70b' only hits the Llama 3 recipe rows dgxc-035..044 at seq 8192).")
        out.append(dict(
            row_id=rid(),
            source=("NVIDIA DGX Cloud Benchmarking recipes, NVIDIA/dgxc-benchmarking maxtext/README_70b.md and maxtext/configure.sh "
                    f"(commit {REL}, release v24.11.1, GSW_VERSION 24.11; unchanged in {REL_LATER}); model config "
                    "AI-Hypercomputer/maxtext@9551c2ade874b36c33eac784566e33ace12f3100 MaxText/configs/models/llama2-70b.yml"),
            table=f"Expected Slurm Performance, table '{pre} (FSDP+DP MBS=2)', column '{col}'",
            model='Llama 2 70B (MaxText model_name llama2-70b, synthetic data)', arch='dense',
            layers=80, hidden=8192, ffn_hidden=28672, ffn_gated='true', heads=64, kv_heads=8, seq_len=seq, vocab=32000,
            num_experts='', experts_per_token='', global_batch_seqs=gbs, micro_batch=2, tp=1, pp=1, dp=gpus, cp=1, ep=1, vp=1,
            sequence_parallel='false', zero_stage=3, num_gpus=gpus, accelerator='h100-sxm5-80gb', precision=dtype,
            recompute=recompute,
            framework='MaxText (JAX/XLA, NVIDIA container ghcr.io/nvidia/jax:maxtext-2024-12-09)',
            step_time_s=step, tokens_per_s_per_gpu=round(tok_gpu, 1), tflops_per_gpu=round(tflops, 1), tflops_basis='model',
            mfu_pct=mfu_val,
            measured_or_derived=('step_time_s PUBLISHED (README table, last step of a 50-step run); total tokens/s '
                                 + ('and MFU ' if dtype == 'bf16' else '') + 'PUBLISHED; tokens_per_s_per_gpu, tflops_per_gpu and dp DERIVED'),
            confidence=('high for step time, batch and layout (table text plus the recipe script of the same commit); '
                        'medium for the recompute mapping'),
            notes=notes, head_dim=128, activation_offload='false',
            fsdp_shard=(fsdp if dcn_dp > 1 else ''), cuda_graphs='none', target_file='nvidia_dgxc.csv'))

# ------------------------------------------------------------------ Paxml GPT-3 175B FP8
px = show('paxml/README_175b.md')
px_cfg = show('paxml/configure.sh')
px_mod = show('paxml/paxml_mod_configs.py')
assert 'FSDP=16' in px_cfg and 'DP=$(( SLURM_JOB_NUM_NODES / FSDP ))' in px_cfg
assert '--fdl.DCN_MESH_SHAPE=[${DP},${FSDP},1]' in px_cfg and '--xla_gpu_graph_level=0' in px_cfg
assert 'CHECKPOINT_POLICY = layers.AutodiffCheckpointType.SAVE_QKV_OUT_PROJ' in px_mod
lt = show('paxml/README_175b.md', 'e6afea3aea32cdbe8c7fdc4f5c385d11272152a3')
pre = 'Paxml GPT175B 24.11 FP8'
assert table(lt, pre)[2] == table(px, pre)[2]
PX_EXPECT = {256: (7.58, 138334.56, '29.33%'), 512: (7.60, 275941.05, '29.25%'),
             1024: (7.89, 531597.46, '28.17%'), 2048: (8.02, 1045961.09, '27.72%')}
hdr, cols, rows = table(px, pre)
st_line, st = rows['Training step time (seconds per step)']
tp_key = [k for k in rows if k.startswith('Throughput in tokens per second')][0]
tp_line, tp = rows[tp_key]
mfu_line, mfu = rows['Model flops utilization']
for j, col in enumerate(cols):
    m = re.match(r'(\d+)x H100 GPUs \(GBS=(\d+)\)', col)
    gpus, gbs = map(int, m.groups())
    if gpus < 256:
        continue
    step, tps_all, mfu_s = float(st[j]), float(tp[j]), mfu[j]
    assert (step, tps_all, mfu_s) == PX_EXPECT[gpus]
    nodes = gpus // 8
    fsdp = 8 * 16
    outer = nodes // 16
    seq = 2048
    assert gbs == 2 * gpus
    tok_gpu = gbs * seq / (step * gpus)
    tflops = gbs * 2.20e15 / step / gpus / 1e12
    assert abs(tok_gpu * gpus - tps_all) / tps_all < 1e-3
    assert abs(tflops / 1979 * 100 - float(mfu_s.rstrip('%'))) < 0.05
    notes = (
        f"Verbatim table header: '{hdr}'. Verbatim rows: '{st_line}' ... '{tp_line}' ... '{mfu_line}'. Column used: '{col}'. "
        "Table identical in release v25.01.1 (e6afea3aea32); the paxml recipe was dropped in v25.02. README prose: "
        "'The performance of paxml GPT training is measured in training_step_time(seconds), which is the time taken for a training "
        "step to complete.'; 'Since the performance fluctuates significantly at the beginning, we are using the last training step "
        "timing to obtain throughput value.'; 'Training is run for 100 steps'; 'Since Paxml GPT training can be run using synthetic "
        "datasets, this step is omitted.'; '`DTYPE` must be `fp8`.' "
        f"DERIVED: tokens_per_s_per_gpu = GBS*seq/(step*GPUs) = {gbs}*{seq}/({step}*{gpus}) = {tok_gpu:.1f} (= published "
        f"{tps_all}/{gpus}); tflops_per_gpu = GBS*2.20e15/step/GPUs = {tflops:.1f} (README: 'The model flops for GPT 3 175B for "
        "GBS=1 is 2.20E+15', formula 'attention flops = (24 * (number of layers) * (hidden size)^2) + (12 * (number of layers) * "
        "(hidden size) * (sequence length))', 'mlp flops = 48 * (number of layers) * (hidden size)^2', 'embedding flops = 6 * "
        "(vocab size) * (hidden size)' with 'sequence length = 2048' and vocab 51200 in the README's own arithmetic; model basis). "
        f"Published MFU {mfu_s} is against 'The peak theoretical throughput for H100 FP8 is 1979 TFLOPS' and is left out of mfu_pct. "
        "LAYOUT: paxml/configure.sh (v24.11.1) for 175b: 'MBS=2', 'FSDP=16', 'DP=$(( SLURM_JOB_NUM_NODES / FSDP ))', "
        "'--fdl.PERCORE_BATCH_SIZE=${MBS}', '--fdl.DCN_MESH_SHAPE=[${DP},${FSDP},1]'; ICI mesh from google/paxml "
        "paxml/contrib/gpu/scripts_gpu/configs.py GPT175BBase ('ICI_MESH_SHAPE = [1, 8, 1]') -> fsdp axis = 8 x 16 = 128 GPUs, "
        f"data axis = {outer} (DCN), no tensor axis: HSDP, recorded zero_stage 3, dp {gpus}, fsdp_shard 128 (parameters, gradients "
        f"and Adam state sharded over 128 GPUs by XLA SPMD, replicated {outer} times). micro_batch 2 = PERCORE_BATCH_SIZE, no "
        f"accumulation (GBS {gbs} = 2 x {gpus}, as the table header states). "
        "RECOMPUTE full: paxml/paxml_mod_configs.py 'class Synthetic175BCkpt(Synthetic175B):' ... 'CHECKPOINT_POLICY = "
        "layers.AutodiffCheckpointType.SAVE_QKV_OUT_PROJ'; praxis checkpoint_policy.py (stored file id 3628428065, repository not "
        "named by the index): 'if checkpoint_policy == AutodiffCheckpointType.SAVE_QKV_OUT_PROJ:' ... 'return "
        "jax.checkpoint_policies.save_only_these_names(' ... \"'combined_qkv_proj', 'out_proj')\" -> attention core and the whole MLP "
        "(2/3 of the layer's GEMM FLOPs) re-run; recorded full as MaxText save_qkv_proj is in dgxc-036..044 (ASSUMED mapping). "
        "PRECISION fp8: configure.sh 'export ENABLE_FP8=1' for DTYPE fp8, 'export ENABLE_TE=1', 'export NVTE_FUSED_ATTN=1' "
        "(Transformer Engine FP8 GEMMs, TE fused attention; XLA '--xla_gpu_enable_cudnn_fmha=false'). CUDA GRAPHS none: XLA_FLAGS "
        "'--xla_gpu_graph_level=0'. Container ghcr.io/nvidia/jax:pax-2024-03-04 (setup.sh 'docker://ghcr.io#nvidia/jax:pax-2024-03-04'). "
        "SHAPE from google/paxml@4a6bf2002bf61a6173e7ae80950b145a50fe57cf (2024-02-28, last commit before the container date; "
        "configs.py last changed d505f45 2024-02-28) GPT175BBase: 'NUM_LAYERS = 96', 'NUM_HEADS = 96', 'MODEL_DIMS = 12288', "
        "'HIDDEN_DIMS = MODEL_DIMS * 4', 'DIMS_PER_HEAD = None' (defaults to MODEL_DIMS // NUM_HEADS = 128), 'VOCAB_SIZE = 50257', "
        "'ACTIVATION_CLS = layers.GELU', 'USE_GATED_ACTIVATION = False', 'SEPARATE_EMBEDDING = False', 'TRAINABLE_POSITION_EMB = "
        "True', 'MAX_SEQ_LEN = 2048' (GPT126MBase), Adam (TransformerLmSpmdAdam; fp32 state ASSUMED default, optimizer_state left "
        "empty). H100 = DGX H100 80GB SXM ('`N_GPUS_PER_NODE` is 8 for DGX H100'); fabric not stated. "
        "NEAR-DUPLICATE checked and kept: nvjax-005/008/010/011 (JAX-Toolbox README, Pax GPT 175B on 256 GPUs) are another "
        "source and layout: FSDP 256 (ICI [1,8,1] x DCN [1,32,1]), 6 sequences per GPU (GBS 1536), SAVE_NOTHING remat; this row is "
        "FSDP 128 x DP 2, 2 per GPU, SAVE_QKV_OUT_PROJ. No row in data/ holds 7.58 / 138334.56 / 'Paxml GPT175B'.")
    out.append(dict(
        row_id=rid(),
        source=("NVIDIA DGX Cloud Benchmarking recipes, NVIDIA/dgxc-benchmarking paxml/README_175b.md, paxml/configure.sh and "
                f"paxml/paxml_mod_configs.py (commit {REL}, release v24.11.1; table unchanged at e6afea3aea32, v25.01.1); model config "
                "google/paxml@4a6bf2002bf61a6173e7ae80950b145a50fe57cf paxml/contrib/gpu/scripts_gpu/configs.py"),
        table=f"Expected Performance, table '{pre} (FSDP+DP, MBS=2)', column '{col}'",
        model='Pax GPT-3 175B (paxml contrib/gpu Synthetic175B, synthetic data)', arch='dense',
        layers=96, hidden=12288, ffn_hidden=49152, ffn_gated='false', heads=96, kv_heads=96, seq_len=seq, vocab=50257,
        num_experts='', experts_per_token='', global_batch_seqs=gbs, micro_batch=2, tp=1, pp=1, dp=gpus, cp=1, ep=1, vp=1,
        sequence_parallel='false', zero_stage=3, num_gpus=gpus, accelerator='h100-sxm5-80gb', precision='fp8', recompute='full',
        framework='Pax/Praxis (JAX/XLA SPMD) with Transformer Engine FP8, NVIDIA container ghcr.io/nvidia/jax:pax-2024-03-04',
        step_time_s=step, tokens_per_s_per_gpu=round(tok_gpu, 1), tflops_per_gpu=round(tflops, 1), tflops_basis='model',
        mfu_pct='',
        measured_or_derived='step_time_s PUBLISHED (README table, last step of a 100-step run); total tokens/s PUBLISHED; tokens_per_s_per_gpu, tflops_per_gpu and dp DERIVED',
        confidence='high for step time, batch and layout (table header, configure.sh and configs of the same release); medium for the recompute mapping and vocab (README FLOP arithmetic uses 51200, the config 50257)',
        notes=notes, head_dim=128, activation_offload='false', fsdp_shard=128, cuda_graphs='none',
        target_file='nvidia_dgxc.csv'))

with open('/work/s75/k/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=header)
    w.writeheader()
    for r in out:
        w.writerow({k: r.get(k, '') for k in header})
print(len(out), 'rows')
for r in out:
    print(r['row_id'], r['model'][:30], r['num_gpus'], r['precision'], r['recompute'], r['dp'], r['fsdp_shard'], r['global_batch_seqs'], r['step_time_s'], r['tokens_per_s_per_gpu'], r['tflops_per_gpu'])
