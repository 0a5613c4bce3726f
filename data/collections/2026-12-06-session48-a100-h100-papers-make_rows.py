import csv
HDR = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
cols = HDR[:HDR.index('memory_measure')+1] + ['cuda_graphs', 'target_file']
NEMO = '4c73f77670624bc1fd97ce444dea4e22ef5eb9c5'
LAUNCH = '1ab2c781b50bffc95ef280bab7868ef1c3fbb411'
SRC = ("NVIDIA NeMo Framework performance summary, NVIDIA/NeMo@" + NEMO +
       " docs/source/performance/performance_summary.md ('24.07 perf (#10094)', malay-nagda, 2024-08-14; the first published 24.07 table, whose other eight rows are steptime_measurements.csv rows 58-62 and 65-67 with identical values)")
HEAD = ("| Model         | #-GPUs | GBS  | MBS | Sequence Length| TP | PP | CP | VP | Tokens / sec / GPU | Model TFLOP / sec / GPU | "
        "***Est. time to train in days (10T tokens, 1K GPUs)*** |")
INTRO = ("'The results in the table below show pre-training performance for various tasks at FP8 precision.' / "
         "'Container: [NeMo24.07](https://catalog.ngc.nvidia.com/orgs/nvidia/containers/nemo/tags)' / 'System: DGX-H100'")
rows = []
def add(rid, model, tline, layers, hidden, ffn, heads, seq, vocab, gbs, mbs, tp, pp, vp, sp, tps, tfl,
        cfgpath, cfgquote, shape_note, later):
    gpus = 64
    dp = gpus // (tp * pp)
    step = gbs * seq / (tps * gpus)
    ga = gbs // (mbs * dp)
    notes = (f"Verbatim (table intro): {INTRO}. Verbatim table row: '{tline}'. "
             f"DERIVED: dp = {gpus}/(tp {tp} * pp {pp} * cp 1) = {dp}; grad accumulation = {gbs}/({mbs}*{dp}) = {ga}; "
             f"step_time_s = GBS*seq/(tokens_per_s_per_gpu*GPUs) = {gbs}*{seq}/({tps}*{gpus}) = {step:.5f} s. "
             f"Model shape: {shape_note} "
             f"Plan columns not in the table, ASSUMED from the NeMo launcher preset of the same model at the table date "
             f"(NVIDIA/NeMo-Framework-Launcher@{LAUNCH}, 2024-08-13, {cfgpath}, file last changed 1a7171d7 2024-07-17; the preset's own "
             f"GBS/nodes and 'fp8: False' differ from the benchmark, so only the plan flags are taken): {cfgquote}. "
             f"Hence recompute none (ASSUMED), sequence_parallel {str(sp).lower()} (ASSUMED), zero_stage 1 for Megatron/NeMo distributed Adam "
             f"(ASSUMED; note: the held rows 58-67 of the same table record zero_stage 0). VP {vp} {'= no interleaving' if vp == 1 else 'as published'}. "
             f"cuda_graphs blank: neither the table nor the preset mentions CUDA graphs. Mock/real data not stated. "
             f"Later revisions of the same 24.07 table re-measured this layout (not separate rows, same layout): {later}. "
             f"Not in data/: grep of measurements/*.csv and collections/*.csv for the model name and the throughput found nothing; "
             f"the NeMo 24.07 reference rows (steptime_measurements.csv 58-67) lack exactly this line of the table.")
    r = dict.fromkeys(cols, '')
    r.update(row_id=rid, source=SRC, table=f"Pretraining table (DGX-H100, FP8, NeMo 24.07), row '{model}'", model=model,
             arch='dense', layers=layers, hidden=hidden, ffn_hidden=ffn, ffn_gated='false', heads=heads, kv_heads=heads,
             seq_len=seq, vocab=vocab, global_batch_seqs=gbs, micro_batch=mbs, tp=tp, pp=pp, dp=dp, cp=1, ep=1, vp=vp,
             sequence_parallel=str(sp).lower(), zero_stage=1, num_gpus=gpus, accelerator='h100-sxm5-80gb', precision='fp8',
             recompute='none', framework='NeMo 24.07 container (NeMo / Megatron-Core, Transformer Engine FP8)',
             step_time_s=f"{step:.5f}", tokens_per_s_per_gpu=tps, tflops_per_gpu=tfl, tflops_basis='model',
             measured_or_derived='tokens_per_s_per_gpu and Model TFLOP/s/GPU PUBLISHED; step_time_s, dp DERIVED; recompute/SP/zero ASSUMED',
             confidence='medium-high (table states GPUs, GBS, MBS, seq, TP/PP/CP/VP, FP8 and throughput; plan flags from the launcher preset)',
             notes=notes, cuda_graphs='', target_file='nvidia_megatron.csv')
    rows.append(r)

add('s48r-001', 'GPT3-5B',
    '| GPT3-5B       | 64     | 2048 | 4   | 2048           | 1  | 1  | 1  | 1  | 22521              | 736                     | ***5***                                                |',
    24, 4096, 16384, 32, 2048, 50304, 2048, 4, 1, 1, 1, False, 22521, 736,
    'launcher_scripts/conf/training/gpt3/5b.yaml',
    "'micro_batch_size: 4', 'tensor_model_parallel_size: 1', 'pipeline_model_parallel_size: 1', 'activations_checkpoint_granularity: null', 'sequence_parallel: False', 'ub_tp_comm_overlap: False', 'name: distributed_fused_adam' (under 'optim:')",
    "gpt3/5b.yaml at the launcher commit: 'encoder_seq_length: 2048', 'num_layers: 24', 'hidden_size: 4096', 'ffn_hidden_size: ${multiply:4, ${.hidden_size}}' (= 16384, DERIVED), 'num_attention_heads: 32', 'num_query_groups: null' (multi-head: kv_heads = heads), tokenizer 'GPT2BPETokenizer' with 'make_vocab_size_divisible_by: 128'; vocab 50304 as s47f-001 (same gpt3/5b preset, padded GPT-2 BPE vocabulary); non-gated MLP (ffn = 4h, no gated activation in the preset).",
    "3a8081fef6 (2024-08-22, '24.07 vboost numbers'): 23574 tokens/s/GPU, 770 TFLOP/s; 8e3d65dcfe (2024-09-09, '24.07 perf numbers'): 23406, 765")
add('s48r-002', 'GPT3-20B',
    '| GPT3-20B      | 64     | 256  | 2   | 2048           | 2  | 1  | 1  | 1  | 5851               | 750                     | ***19***                                               |',
    44, 6144, 24576, 48, 2048, 50432, 256, 2, 2, 1, 1, True, 5851, 750,
    'launcher_scripts/conf/training/gpt3/20b.yaml',
    "'micro_batch_size: 2', 'tensor_model_parallel_size: 2', 'pipeline_model_parallel_size: 1', 'activations_checkpoint_granularity: null', 'sequence_parallel: True', 'ub_tp_comm_overlap: True', 'name: distributed_fused_adam' (under 'optim:')",
    "gpt3/20b.yaml at the launcher commit: 'encoder_seq_length: 2048', 'num_layers: 44', 'hidden_size: 6144', 'ffn_hidden_size: ${multiply:4, ${.hidden_size}}' (= 24576, DERIVED), 'num_attention_heads: 48', 'num_query_groups: null' (kv_heads = heads), GPT2BPETokenizer, 'make_vocab_size_divisible_by: 128'; vocab 50432 DERIVED: Megatron pads to a multiple of 128*TP = 256; the raw GPT-2 vocabulary lies in 50177..50304 (it pads to 50304 at TP 1, s47f-001), so it pads to 50432 at TP 2.",
    "3a8081fef6 (2024-08-22): 5894 tokens/s/GPU, 755 TFLOP/s; 8e3d65dcfe (2024-09-09): 5851, 750 (unchanged)")
add('s48r-003', 'Nemotron-8B',
    '| Nemotron-8B   | 64     | 256  | 4   | 4096           | 2  | 1  | 1  | 1  | 12701              | 653                     | ***9***                                                |',
    32, 4096, 16384, 32, 4096, '', 256, 4, 2, 1, 1, True, 12701, 653,
    'launcher_scripts/conf/training/nemotron/nemotron_8b.yaml',
    "'tensor_model_parallel_size: 2', 'pipeline_model_parallel_size: 1', 'activations_checkpoint_granularity: null', 'sequence_parallel: true', 'ub_tp_comm_overlap: true', 'name: distributed_fused_adam' (under 'optim:')",
    "Nemotron-3 8B: launcher nemotron_8b.yaml ('name: nemotron3-8B', 'num_layers: 32', 'hidden_size: 4096', 'ffn_hidden_size: 16384', 'num_attention_heads: 32', 'num_query_groups: null', 'activation: squared-relu', 'normalization: layernorm1p', 'bias: false', 'position_embedding_type: rope', 'share_embeddings_and_output_weights: false', tokenizer 'library: sentencepiece'); identical in NVIDIA/NeMo@8cfedd72 nemo/collections/llm/gpt/model/nemotron.py class Nemotron3Config8B ('num_layers: int = 32', 'hidden_size: int = 4096', 'ffn_hidden_size: int = 16384', 'num_attention_heads: int = 32', 'num_query_groups: Optional[int] = None'; NemotronConfig 'activation_func: Callable = squared_relu'). Squared-ReLU, non-gated: ffn_gated false; kv_heads = heads. vocab left blank: the SentencePiece model's size was not found in a source read this session (as the held Nemotron-340B row 65, also blank).",
    "3a8081fef6 (2024-08-22): 12507 tokens/s/GPU, 643 TFLOP/s; 8e3d65dcfe (2024-09-09): 12507, 643")
add('s48r-004', 'Nemotron-22B',
    '| Nemotron-22B  | 64     | 256  | 2   | 4096           | 2  | 4  | 1  | 10 | 4256               | 554                     | ***27***                                               |',
    40, 6144, 24576, 48, 4096, '', 256, 2, 2, 4, 10, True, 4256, 554,
    'launcher_scripts/conf/training/nemotron/nemotron_22b.yaml',
    "'tensor_model_parallel_size: 2', 'pipeline_model_parallel_size: 4', 'virtual_pipeline_model_parallel_size: 10', 'activations_checkpoint_granularity: null', 'sequence_parallel: true', 'overlap_p2p_comm: True', 'ub_tp_comm_overlap: True', 'name: distributed_fused_adam' (under 'optim:')",
    "Nemotron-3 22B: launcher nemotron_22b.yaml ('name: nemotron3-22B', 'num_layers: 40', 'hidden_size: 6144', 'ffn_hidden_size: 24576', 'num_attention_heads: 48', 'num_query_groups: null', 'activation: squared-relu', 'normalization: layernorm1p', 'rotary_percentage: 0.5', 'bias: false', 'share_embeddings_and_output_weights: false'); identical in NVIDIA/NeMo@8cfedd72 nemo/collections/llm/gpt/model/nemotron.py class Nemotron3Config22B ('num_layers: int = 40', 'hidden_size: int = 6144', 'ffn_hidden_size: int = 24576', 'num_attention_heads: int = 48', 'num_query_groups: Optional[int] = None'). 40 layers / PP 4 = 10 per stage, VP 10 = one layer per virtual chunk (DERIVED). Squared-ReLU, non-gated; kv_heads = heads. vocab blank (not found; as row 65).",
    "3a8081fef6 (2024-08-22): 4289 tokens/s/GPU, 559 TFLOP/s; 8e3d65dcfe (2024-09-09): 4312, 562")

with open('rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=cols)
    w.writeheader()
    for r in rows:
        w.writerow(r)
for r in rows:
    print(r['row_id'], r['model'], r['num_gpus'], r['tp'], r['pp'], r['dp'], r['vp'], r['step_time_s'], r['tokens_per_s_per_gpu'])

# ---- torchtitan Llama 2 table (64 A100 80GB, FSDP2) ----
TT = '395a526276eed4000c038a37d9b4859d0813af7c'
TTSRC = ("pytorch/torchtitan docs/performance.md at commit " + TT +
         " (Less Wright, 2024-04-18, 'add performance file to show convergence with 64 a100s (#255)'; the Llama 2 table is unchanged through 1ea476e9f, 157a12c56 and 3faaa1a0d and was removed in 4d88a8a44 '[BE]: Deprecate Llama2 (#712)', 2024-12-03, whose Llama 3 table is rows val-tt-034..036)")
TTINTRO = ("'we report both the infra metrics and loss curves of the LLaMa 13B and the LLaMa 70B training on 64 A100 (80GB memory) GPUs. "
           "We report infra metrics achieved by FSDP2 (1D parallelism) under various configurations' ... 'Below is the WPS (word per second, or more accurately, "
           "token per second) and MFU (model FLOPS utilization) results which torchtitan achieves with FSDP2 on 64 A100 (80GB) GPUs. The way we compute WPS and MFU can be found in `train.py`.'")
TTHDR = "'| Model size | Batch size | Activation checkpoiting | WPS | MFU |' (sic)"
LATER = ("At 1ea476e9f (2024-04-24) the same table is headed 'Llama 2 performance numbers' and adds: 'We primarily use local batch size 2 (global batch size 128) in the experiments, "
         "to keep the same number of tokens per training iteration between Llama 2 and Llama 3 (since the default sequence length in Llama 2 is 4096 which is halved compared with Llama 3).'")
CFG = ("Run settings at the same commit: train_configs/llama_13b.toml 'seq_len = 4096', 'compile = false', 'fp8_linear = \"\"', "
       "'norm_type = \"fused_rmsnorm\"'; train_configs/llama_70b.toml 'seq_len = 4096', 'compile = false', 'norm_type = \"rmsnorm\"' (its 'tensor_parallel_degree = 8' / 'batch_size = 16' "
       "are the 2D loss-curve run, not this 1D table, which the text states is FSDP2); torchtitan/parallelisms/parallelize_llama.py 'MixedPrecisionPolicy(' "
       "'param_dtype=torch.bfloat16, reduce_dtype=torch.float32' (bf16 compute, fp32 gradient reduction); train.py 'wps = ntokens_since_last_log / (' "
       "'time_delta * parallel_dims.model_parallel_size' with ntokens counted from the rank's own labels, so WPS is tokens/s per GPU at TP 1. "
       "compile false ASSUMED to hold for the table runs (the tomls of the commit).")
def tt(rid, size, tline, bs, ac, rec, wps, mfu, extra):
    if size == '13B':
        layers, hidden, ffn, heads, kv = 40, 5120, 13824, 40, 40
        shape = ("torchtitan/models/llama/__init__.py at the commit: '\"13B\": ModelArgs(dim=5120, n_layers=40, n_heads=40)' (n_kv_heads default = n_heads); "
                 "FFN 13824 DERIVED from model.py ('hidden_dim=4 * model_args.dim', 'hidden_dim = int(2 * hidden_dim / 3)', "
                 "'hidden_dim = multiple_of * ((hidden_dim + multiple_of - 1) // multiple_of)', default 'multiple_of: int = 256'): int(2*20480/3)=13653 -> 13824; "
                 "gated SwiGLU (w1, w2, w3). Vocab 32000: the tokenizer is meta-llama's Llama 2 tokenizer (torchtitan/datasets/download_tokenizer.py default 'meta-llama/llama-2-70b'); "
                 "copy of the meta-llama/Llama-2-13b-hf config.json in the public code index (file id 7768956847): '\"intermediate_size\": 13824', '\"num_key_value_heads\": 40', '\"vocab_size\": 32000'.")
    else:
        layers, hidden, ffn, heads, kv = 80, 8192, 28672, 64, 8
        shape = ("torchtitan/models/llama/__init__.py at the commit: '\"70B\": ModelArgs(' 'dim=8192,' 'n_layers=80,' 'n_heads=64,' 'n_kv_heads=8,' 'ffn_dim_multiplier=1.3,' 'multiple_of=4096,'; "
                 "FFN 28672 DERIVED from model.py: int(1.3*int(2*32768/3)) = int(1.3*21845) = 28398 -> rounded up to a multiple of 4096 = 28672; gated SwiGLU. "
                 "Vocab 32000 (Llama 2 tokenizer, download_tokenizer.py default 'meta-llama/llama-2-70b'; same tokenizer as the 13B copy of config.json, file id 7768956847, '\"vocab_size\": 32000').")
    gpus = 64; gbs = bs * gpus; seq = 4096
    step = gbs * seq / (wps * gpus)
    notes = (f"Verbatim: {TTINTRO} Table header {TTHDR}; row '{tline}'. {extra} {LATER} "
             f"DERIVED: global batch = local batch {bs} x 64 FSDP ranks = {gbs} (the later text states 'global batch size 128' for local batch 2); dp = 64 (tp 1, pp 1); "
             f"step_time_s = {gbs}*{seq}/({wps}*64) = {step:.5f} s; tokens_per_s_per_gpu = WPS (per GPU, see train.py). MFU PUBLISHED (torchtitan computes it against the A100 bf16 peak). "
             f"Shape: {shape} {CFG} zero_stage 3 = FSDP2 fully_shard over all 64 ranks (fsdp_shard blank). A100 form factor not stated; SXM4 80GB recorded as in val-tt-034..036. "
             f"Data: C4 ('trained 3000 steps' text; the tomls 'dataset = \"c4\"'). cuda_graphs blank (not stated; compile off). "
             f"Not in data/: no torchtitan Llama 2 row and no row citing these commits; grep for 2162/1914/1904/355/353 with torchtitan found nothing.")
    r = dict.fromkeys(cols, '')
    r.update(row_id=rid, source=TTSRC, table=f"LLaMa (Llama 2) FSDP2 table on 64 A100 80GB, row '{tline}'", model=f"Llama 2 {size}",
             arch='dense', layers=layers, hidden=hidden, ffn_hidden=ffn, ffn_gated='true', heads=heads, kv_heads=kv, seq_len=seq, vocab=32000,
             global_batch_seqs=gbs, micro_batch=bs, tp=1, pp=1, dp=64, cp=1, ep=1, vp=1, sequence_parallel='false', zero_stage=3, num_gpus=gpus,
             accelerator='a100-sxm4-80gb', precision='bf16', recompute=rec, framework='torchtitan (FSDP2, eager, PyTorch nightly of April 2024)',
             step_time_s=f"{step:.5f}", tokens_per_s_per_gpu=wps, mfu_pct=mfu,
             measured_or_derived='WPS (tokens/s/GPU) and MFU PUBLISHED; global batch and step_time_s DERIVED',
             confidence='medium-high (table text; seq_len and precision from the configs of the commit; A100 form factor assumed SXM)',
             notes=notes, cuda_graphs='', target_file='pytorch_torchtitan.csv')
    rows.append(r)

tt('s48r-005', '13B', '| 13B | 2 | no | 2162 | 61.1%\t|', 2, 'no', 'none', 2162, 61.1, "Activation checkpointing 'no' -> recompute none.")
tt('s48r-006', '13B', '| 13B | 2 | selective layer | 1914 | 54.1% |', 2, 'selective layer', 'selective', 1914, 54.1,
   "'selective layer' = torchtitan per-layer AC; config_manager.py at the commit: '--activation_checkpoint.selective_ac_option' 'default=\"2\",  # 2 = checkpoint every other layer' (the value used is ASSUMED to be this default; every second block fully recomputed). Recorded as 'selective' following the project's val-tt-034 (torchtitan 'selective layer').")
tt('s48r-007', '13B', '| 13B | 2 | selective op | 1904 | 53.8% |', 2, 'selective op', 'selective_op', 1904, 53.8,
   "'selective op' = torchtitan selective_ac_option 'op' (train_configs/llama_13b.toml at the commit: \"mode = 'selective'\", \"selective_ac_option = 'op'\") -> recompute selective_op.")
tt('s48r-008', '70B', '| 70B | 1[^1] | selective op | 355 | 50.8% |', 1, 'selective op', 'selective_op', 355, 50.8,
   "Footnote [^1] (same commit): 'Since the 70B training with local batch size 2 will cause OOM error when selective activation checkpointing is used, we report the local batch size 1 case instead.' -> local batch 1, recompute selective_op.")
tt('s48r-009', '70B', '| 70B | 2 | full | 353 | 50.5% |', 2, 'full', 'full', 353, 50.5,
   "Activation checkpointing 'full' -> recompute full (train_configs/llama_70b.toml at the commit: \"mode = 'full'\").")

with open('rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=cols)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print('---')
for r in rows[4:]:
    print(r['row_id'], r['model'], r['num_gpus'], r['global_batch_seqs'], r['recompute'], r['step_time_s'], r['tokens_per_s_per_gpu'], r['mfu_pct'])
