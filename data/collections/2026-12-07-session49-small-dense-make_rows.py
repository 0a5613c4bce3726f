# Builds /work/s76/b/rows.csv (s49b-*) from DeepSpeedExamples autotuning HF READMEs (values typed from the quoted tables).
import csv
hdr = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
assert hdr[-1] == 'target_file'
cols = hdr[:-1] + ['cuda_graphs', 'intra_fabric', 'target_file']

REPO = 'deepspeedai/DeepSpeedExamples@45b4b7156c8794a3452a5a7d03dbd8d797068569'
SRC = ("Microsoft DeepSpeed team, DeepSpeedExamples autotuning Hugging Face examples, " + REPO +
       " training/autotuning/hf/README.md and training/autotuning/hf/{m}/README.md + {m}/test_tune.sh "
       "(tables added in 2467552b2b7966888aacf849ab4cfafa4965b2de, 2021-11-13, 'add autotuning hf examples (#146)', "
       "moved to training/ in 127c7a10 2023-03-30; table values identical at 2467552b and HEAD)")
ENV_Q = ("'The training runs on 1 node with 16 Nvidia V100 GPUs.' ... 'transformers (4.12.0)' ... "
         "'The table below shows the throughput (samples per second) comparison. The corresponding train micro-batch size per GPU (mbs or tmbspg) and ZeRO stage used to achieve the throughput value is also shown in the parentheses.' ... "
         "'`baseline` is the vanila HF without DeepSpeed (DS) and mbs is hand-tuned.' ... '`HF + DS hand-tuned` is HF with DS, and mbs is hand-tuned while other DS configuration uses default values.'")
# model: (label, hf name, layers, hidden, heads, readme shape quote, max_steps)
M = {
 'gpt2':        ('GPT-2 124M (HF gpt2)', 12, 768, 12, "'- 12-layer / - 768 hidden dimension / - 12 attention heads / - 117M parameters.'", 200),
 'gpt2-medium': ('GPT-2 Medium 355M (HF gpt2-medium)', 24, 1024, 16, "'- 24-layer / - 1024 hidden dimension / - 16 attention heads / - 345M parameters.'", 200),
 'gpt2-large':  ('GPT-2 Large 774M (HF gpt2-large)', 36, 1280, 20, "'- 36-layer / - 1280 hidden dimension / - 20 attention heads / - 774M parameters.'", 200),
 'gpt2-xl':     ('GPT-2 XL 1.5B (HF gpt2-xl)', 48, 1600, 25, "'- 48-layer / - 1600 hidden dimension / - 25 attention heads / - 1.5B parameters.'", 50),
}
# (id, model key, variant, zero, mbs, samples/s, table quote, confidence)
R = [
 ('s49b-001','gpt2','baseline',0,8,284.142,"main README row '|     GPT2     |   0.12B    |   284.142 (gas = 1,mbs = 8)   |  397.827 (z = 1, gas = 1, mbs = 8)   |   431.586 (z1_gas1_tmbspg14)   |'"),
 ('s49b-002','gpt2','ds_z1',1,8,397.827,"main README row '|     GPT2     |   0.12B    |   284.142 (gas = 1,mbs = 8)   |  397.827 (z = 1, gas = 1, mbs = 8)   |'; gpt2/README.md '| GPT2       | 284.142 (mbs = 8)    | 397.827 (z = 1, mbs = 8) |'"),
 ('s49b-003','gpt2-medium','baseline',0,2,71.61,"main README row '| GPT2-medium  |   0.35B    |   71.61 (gas = 1, mbs = 2)    |  142.211 (z = 1, gas = 1, mbs = 4)   |'"),
 ('s49b-004','gpt2-medium','ds_z1',1,4,142.211,"main README row '| GPT2-medium  |   0.35B    |   71.61 (gas = 1, mbs = 2)    |  142.211 (z = 1, gas = 1, mbs = 4)   |'; gpt2-medium/README.md '| GPT2-medium | 71.61 (gas = 1, mbs = 2) | 142.211 (z = 1, gas = 1, mbs = 4) |'"),
 ('s49b-005','gpt2-large','baseline',0,1,27.874,"main README row '|  GPT2-large  |   0.77B    |   27.874 (gas = 1, mbs = 1)   |   56.797 (z = 1, gas = 1, mbs = 2)   |    69.061 (z = 1, mbs = 3)     |'"),
 ('s49b-006','gpt2-large','ds_z1',1,2,56.797,"main README row '|  GPT2-large  |   0.77B    |   27.874 (gas = 1, mbs = 1)   |   56.797 (z = 1, gas = 1, mbs = 2)   |'; gpt2-large/README.md '| GPT2-large | 27.874 (mbs = 1)     | 56.797 (z = 1, mbs = 2), | 69.061 (z = 1, mbs = 3)        |'"),
 ('s49b-007','gpt2-large','ds_autotuned_z1',1,3,69.061,"main README row '|  GPT2-large  |   0.77B    |   27.874 (gas = 1, mbs = 1)   |   56.797 (z = 1, gas = 1, mbs = 2)   |    69.061 (z = 1, mbs = 3)     |'; same value and mbs in gpt2-large/README.md"),
 ('s49b-008','gpt2-xl','ds_z1',1,1,27.462,"main README row '|   GPT2-xl    |    1.5B    |         Not runnable          |      27.462 (gas = 1, mbs = 1)       |    27.497 (z1_gas1_tmbspg1)    |'; gpt2-xl/README.md '| GPT2-xl    | Not runnable         | Zero1 (27.462, gas = 1, mbs = 1), | Zero1 (27.497, gas = 1, mbs = 1) |'"),
]
rows = []
for rid, mk, var, z, mbs, sps, tq in R:
    label, L, H, NH, shapeq, steps = M[mk]
    gbs = mbs * 16
    seq = 1024
    st = gbs / sps
    tps = sps * seq / 16
    if var == 'baseline':
        fw = "Hugging Face Transformers 4.12.0 Trainer (examples/pytorch/language-modeling/run_clm.py), PyTorch DDP via torch.distributed.launch, native AMP fp16 (--fp16), no DeepSpeed"
        col = "baseline (vanila HF)"
        cmd = "test_tune.sh TEST=0: 'python -m torch.distributed.launch --nproc_per_node=$NGPUS $HF_PATH/transformers/examples/pytorch/language-modeling/run_clm.py ... --dataset_name wikitext --dataset_config_name wikitext-2-raw-v1 --do_train ... --fp16 --per_device_train_batch_size $PER_DEVICE_TRAIN_BATCH_SIZE ... --max_steps $MAX_STEPS'"
        zs = "zero_stage 0 (plain DDP, no DeepSpeed)."
    else:
        fw = "Hugging Face Transformers 4.12.0 Trainer (run_clm.py) + DeepSpeed ZeRO stage 1, DeepSpeed fp16 (DeepSpeed version not stated)"
        col = "HF + DS hand-tuned" if var == 'ds_z1' else "HF + DS autotuning (fast-mode)"
        cmd = "test_tune.sh TEST=z1: 'deepspeed --num_nodes=$NNODES --num_gpus=$NGPUS $HF_PATH/transformers/examples/pytorch/language-modeling/run_clm.py --deepspeed ../dsconfigs/ds_config_fp16_z1.json ... --fp16 --per_device_train_batch_size $PER_DEVICE_TRAIN_BATCH_SIZE ... --max_steps $MAX_STEPS'; dsconfigs/ds_config_fp16_z1.json: '\"zero_optimization\": { \"stage\": 1 }, \"fp16\": { \"enabled\": true }'"
        if var == 'ds_autotuned_z1':
            cmd = ("test_tune.sh TEST=tune (gpt2-large script, no --block_size argument): 'deepspeed --autotuning run --num_nodes=$NNODES --num_gpus=$NGPUS ... run_clm.py --deepspeed ../dsconfigs/ds_config_fp16_tune.json ... --fp16 ...'; "
                   "README: '`./test_tune.sh tune` tunes the model training and then runs it using the selected tuned DeepSpeed configuration.'; gpt2-large/README.md tuning summary: '| z1           |               5 |         87.3017 | z1_gas1_tmbspg3 |' (87.3017 is the autotuner's internal metric, not used; README: 'the throughput metric values used by autotuning would be higher than the end-to-end throughput in training'). "
                   "Fast-mode autotuning picks the ZeRO stage and micro-batch; other DeepSpeed settings ASSUMED default as in the hand-tuned run.")
        zs = "zero_stage 1 (DeepSpeed ZeRO-1: optimizer state sharded over the 16 data-parallel ranks)."
    notes = (
        f"Column '{col}' of the throughput table. Verbatim: {tq}. Setup verbatim: {ENV_Q}. Shape verbatim ({mk}/README.md): {shapeq}. Launch ({mk}/test_tune.sh at {REPO[-40:][:12]}): 'NGPUS=16', 'NNODES=1', 'MAX_STEPS={steps}', {cmd}. "
        f"PUBLISHED: {sps} samples/s on 16 V100, micro batch {mbs}, gas 1, {'DeepSpeed ZeRO stage 1' if z else 'no DeepSpeed'}. "
        f"DERIVED: dp = 16/(tp 1 * pp 1 * cp 1) = 16 (HF Trainer data parallelism only); global_batch_seqs = mbs {mbs} x 16 GPUs x gas 1 = {gbs}; step_time_s = {gbs}/{sps} = {st:.5f}; tokens_per_s_per_gpu = {sps}*1024/16 = {tps:.1f}. "
        "seq_len 1024 DERIVED/ASSUMED: the commands pass no --block_size, so run_clm.py falls back to the tokenizer's model_max_length capped by the position embeddings (read in huggingface/transformers run_clm.py at 00d481d18f91, a later version than 4.12.0: 'if data_args.block_size is None: block_size = tokenizer.model_max_length'); GPT-2 has n_positions 1024 (GPT2Config default 'n_positions=1024', huggingface/transformers@01ae98ae src/transformers/models/gpt2/configuration_gpt2.py), so 1024 tokens per sample; the 4.12.0 code itself was not read. "
        "Throughput semantics ASSUMED: the README does not say how samples/s was measured; it is presumably HF Trainer's end-to-end train_samples_per_second over the whole max_steps run (first steps, DeepSpeed fp16 loss-scale warm-up and dataloader restarts included; wikitext-2 is re-iterated over several epochs). "
        f"{'The 50-step run (MAX_STEPS=50) weighs the warm-up more than the 200-step runs of the smaller models. ' if steps == 50 else ''}"
        "Shape: HF GPT-2 (learned positions, LayerNorm, gelu_new MLP 4*hidden not gated, tied embeddings); vocab 50257 and ffn 4*hidden from GPT2Config ('vocab_size=50257', 'n_inner (`int`, *optional*): Dimensionality of the inner feed-forward layers. `None` will set it to 4 times n_embd'); heads = kv_heads (MHA). "
        "Eager attention (transformers 4.12 has no SDPA/flash path), dropout 0.1 active in training (GPT2Config defaults). recompute none: no --gradient_checkpointing in the commands. Real data (wikitext-2-raw-v1 fine-tuning from the pretrained checkpoint; a training step like pretraining). "
        f"{zs} accelerator ASSUMED v100-sxm2-32gb: the source says only 'Nvidia V100'; a 16-GPU V100 node is an NVSwitch DGX-2-class server whose V100s are 32 GB (memory not stated in the source). "
        "intra_fabric left blank: the source's node (16 V100 in one node, 'runs on 1 node with 16 Nvidia V100 GPUs') differs from the accelerator default (nvlink2 hybrid cube mesh, 8 GPUs) but fabrics.csv has no 16-GPU V100 NVSwitch row (NVSwitch full bisection, 6 NVLink2 links per GPU, ~150 GB/s per direction per GPU); no inter-node traffic. cuda_graphs blank: source silent (PyTorch eager). "
        "Duplicate check: grep of data/measurements and data/collections for 'autotuning', 'DeepSpeedExamples' GPT-2 rows, and the values 284.142/397.827/71.61/142.211/27.874/56.797/69.061/27.462: no hits; nearest held GPT-2 rows are llm.c/nanoGPT/modded-nanogpt (different stacks, A100/H100).")
    r = dict.fromkeys(cols, '')
    r.update({
        'row_id': rid, 'source': SRC.format(m=mk),
        'table': f"training/autotuning/hf/README.md 'Throughput Comparison' table, {label.split(' (')[0]} row, column '{col}'",
        'model': label, 'arch': 'dense', 'layers': L, 'hidden': H, 'ffn_hidden': 4*H, 'ffn_gated': 'false',
        'heads': NH, 'kv_heads': NH, 'seq_len': seq, 'vocab': 50257, 'global_batch_seqs': gbs, 'micro_batch': mbs,
        'tp': 1, 'pp': 1, 'dp': 16, 'cp': 1, 'ep': 1, 'vp': 1, 'sequence_parallel': 'false', 'zero_stage': z,
        'num_gpus': 16, 'accelerator': 'v100-sxm2-32gb', 'precision': 'fp16', 'recompute': 'none', 'framework': fw,
        'step_time_s': f"{st:.5f}", 'tokens_per_s_per_gpu': f"{tps:.1f}",
        'measured_or_derived': 'samples/s PUBLISHED (measured); step_time_s, tokens_per_s_per_gpu, dp, global batch DERIVED; seq_len DERIVED from the script defaults (see notes)',
        'confidence': 'medium-low (layout, batch and precision from the published scripts; seq_len from run_clm defaults; throughput is a short end-to-end run whose measurement is not described; V100 memory variant assumed)' if var != 'ds_autotuned_z1' else 'low (as the hand-tuned rows, plus the autotuned DeepSpeed config is not printed beyond ZeRO stage and micro batch)',
        'notes': notes, 'head_dim': 64, 'activation_offload': 'false' if False else '',
        'cuda_graphs': '', 'intra_fabric': '', 'target_file': 'microsoft_deepspeed.csv',
    })
    rows.append(r)
with open('/work/s76/b/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=cols)
    w.writeheader()
    for r in rows: w.writerow(r)
for r in rows: print(r['row_id'], r['model'], r['zero_stage'], r['micro_batch'], r['global_batch_seqs'], r['step_time_s'], r['tokens_per_s_per_gpu'])
