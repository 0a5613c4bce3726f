# Builds rows.csv for s48q (arithmetic only; every published value was read from git objects this session).
import csv
hdr = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
assert hdr[-1] == 'target_file'
hdr = hdr[:-1] + ['cuda_graphs', 'target_file']
step = 92.28738164901733          # PUBLISHED (README DLLogger example, step 16)
gbs, seq, n = 2016, 8192, 576
tps = gbs * seq / (step * n)
row = dict.fromkeys(hdr, '')
row.update({
 'row_id': 's48q-001',
 'source': ("Google Cloud AI Hypercomputer gpu-recipes, AI-Hypercomputer/gpu-recipes@1a3020bb30db472ce7b0169c34f42150402e58af "
            "(2025-02-19, Copybara import 'Adding Llama3.1-405B NeMo pretraining recipe for a3ultra') "
            "training/a3ultra/llama-3.1-405b/nemo-pretraining-gke/README.md; the DLLogger example is unchanged (README renamed to "
            "training/a3ultra/llama3-1-405b/nemo-pretraining-gke/README.md in 748a454) through aaa8a4a841e58283763096da807f3ad8bfaea714 "
            "(2026-01-02) and removed in a98e777f11acd2ad069b5b2a7162513a7b424c94 (2026-02-02); config "
            "src/frameworks/a3ultra/nemo-configs/llama-3.1-405b-576gpus-a3ultra-fp8.yaml at 1a3020bb"),
 'table': "README section 'Analyze results', 'Here is an example of an entry in the DLLogger log' (step 16) for the default 72-node (576 GPU) fp8 recipe",
 'model': 'Llama 3.1 405B (NeMo 1.0 megatron_llama, mock data, GPT2BPE tokenizer)',
 'arch': 'dense', 'layers': 126, 'hidden': 16384, 'ffn_hidden': 53248, 'ffn_gated': 'True',
 'heads': 128, 'kv_heads': 16, 'seq_len': seq, 'vocab': 51200,
 'global_batch_seqs': gbs, 'micro_batch': 1, 'tp': 8, 'pp': 9, 'dp': n // (8 * 9), 'cp': 1, 'ep': 1, 'vp': 14,
 'sequence_parallel': 'True', 'zero_stage': 1, 'num_gpus': n, 'accelerator': 'h200-sxm-141gb',
 'precision': 'fp8', 'recompute': 'none',
 'framework': ("NeMo 24.12 (NeMo 1.0 megatron_gpt_pretraining, Megatron-Core, Transformer Engine FP8 delayed scaling), container "
               "us-central1-docker.pkg.dev/deeplearning-images/reproducibility/pytorch-gpu-nemo-nccl:nemo24.12-gib1.0.3-A3U (NCCL gIB plugin 1.0.3); "
               "GKE, 72 x a3-ultragpu-8g (8 x H200 each)"),
 'step_time_s': round(step, 4), 'tokens_per_s_per_gpu': round(tps, 1),
 'measured_or_derived': ("step_time_s PUBLISHED (one DLLogger entry, step 16); tokens_per_s_per_gpu, dp, GA and vocab DERIVED; "
                         "576 GPUs from the README; fp8 from the README default, the processing command and the step number (see notes)"),
 'confidence': ("medium: layout/batch fully in the published config; a single example log entry (step 16), not an average "
                "(NeMo's train_step_timing is its running mean over recent steps); README later removed"),
 'head_dim': 128, 'activation_offload': 'False', 'cuda_graphs': '',
 'target_file': 'google_gpu_recipes.csv',
})
row['notes'] = (
 "Verbatim (README at 1a3020bb): '\"datetime\": \"2025-02-10 17:58:51.717398\"', '\"step\": 16', '\"consumed_samples\": 34272.0', "
 "'\"train_step_timing in s\": 92.28738164901733'. README: 'A cluster with 72 [a3-ultragpu-8g](...) machines', "
 "'An A3 Ultra node pool (72 nodes, 576 GPUs)', 'This image is based on NVIDIA NeMo 24.12 and contains the NCCL gIB plugin v1.0.3' "
 "(the same README's Test environment list says 'NVIDIA NeMo NGC container image ...: 24.07'; the launch commands use the nemo24.12 image), "
 "'Uses a mock pretraining dataset provided by the NeMo framework', 'The default job setting is 30 training steps and fp8 precision'; "
 "processing command '--batch_size 2016 \\ --num_accelerators 576 \\ --precision fp8 \\ --model_type llama3.1-405b \\ --accelerator_type h200'. "
 "CONFIG (llama-3.1-405b-576gpus-a3ultra-fp8.yaml at 1a3020bb, published): 'devices: 8', 'precision: bf16', 'max_steps: 20', "
 "'micro_batch_size: 1', 'global_batch_size: 2016', 'tensor_model_parallel_size: 8', 'pipeline_model_parallel_size: 9', "
 "'virtual_pipeline_model_parallel_size: 14', 'context_parallel_size: 1', 'encoder_seq_length: 8192', 'num_layers: 126', "
 "'hidden_size: 16384', 'ffn_hidden_size: 53248', 'num_attention_heads: 128', 'num_query_groups: 16', 'activation: fast-swiglu', "
 "'share_embeddings_and_output_weights: false', 'type: GPT2BPETokenizer', 'make_vocab_size_divisible_by: 128', "
 "'activations_checkpoint_granularity: null', 'sequence_parallel: true', 'defer_embedding_wgrad_compute: true', 'fp8: true', "
 "'fp8_e4m3: false', 'fp8_hybrid: true', 'fp8_amax_history_len: 1024', 'fp8_amax_compute_algo: max', 'ub_tp_comm_overlap: false', "
 "'overlap_p2p_comm: true', optimizer 'name: mcore_distributed_optim' with 'overlap_grad_sync: true', 'overlap_param_sync: true' "
 "-> zero_stage 1 (project convention for the Megatron distributed optimizer), 'data_impl: mock'. "
 "PRECISION fp8 DERIVED as well as stated: the bf16 sibling config (llama-3.1-405b-576gpus-a3ultra-bf16.yaml, same commit; differs only in "
 "fp8 false, tp_only_amax_red false, optimizer distributed_fused_adam and 'max_steps: 15') stops before step 16, so the logged step 16 "
 "comes from the fp8 config ('max_steps: 20'). "
 "DERIVED: dp = 576/(8x9x1) = 8; grad accumulation = 2016/(1x8) = 252 micro-batches; batch check consumed_samples 34272 = (16+1) x 2016; "
 f"tokens_per_s_per_gpu = 2016 x 8192 / (92.2874 x 576) = {tps:.1f}; 126 layers / (PP 9 x VP 14) = 1 layer per virtual stage. "
 "VOCAB DERIVED: GPT2BPE 50257 padded to a multiple of 128 x TP 8 = 1024 -> 51200 (no override in the config; same rule as pv66-002/s47e-011). "
 "Shape = Llama 3.1 405B (as s47e-011) except the vocabulary; head_dim 16384/128 = 128. recompute none (all activations_checkpoint_* null). "
 "cuda_graphs blank: neither README nor config mentions CUDA graphs (grep 'graph' finds nothing in either). inter_network empty "
 "(A3 Ultra RoCE/gIB not named in fabrics.csv). Later revisions of the config (e.g. aaa8a4a, renamed llama3-1-405b-576gpus-a3ultra-fp8.yaml) "
 "set 'ub_tp_comm_overlap: true', but the logged run (2025-02-10) predates the publication commit (2025-02-19), whose config has it false; "
 "so TP comm overlap off is taken from the publication commit (ASSUMED that the run used the config as published). "
 "Cross-check (ESTIMATE, not a column): with s47e-011's ~2643 GFLOP/token (vocab 50688) the rate is ~821 TFLOP/s/GPU, 41% of the H200 "
 "fp8 dense peak 1978.9 in accelerators.csv. Not in data/: no row holds 92.28 s, 576 GPUs or this TP8 PP9 VP14 layout; the nearest held "
 "H200 405B rows are the MLPerf Nebius runs (mlp62-405b-nebius-512h200/-1024h200) and the B200 NeMo 1.0 row s47e-011 (224 B200, TP4 PP14 VP9 CP2). "
 "Earlier reports saw the a3ultra 405B NeMo entry but left it out only as outside a 7-70B brief (collections/2026-12-06-session46-dense-gpu-recipes-helper-report.md)."
)
with open('rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=hdr)
    w.writeheader(); w.writerow(row)
print(len(hdr), tps)

# ---------------- KempnerForge config-validation rows (s48q-002..006) ----------------
KF_REPORT = ("Kempner Institute (Harvard), KempnerInstitute/KempnerForge@dbf29da3300c936d6e00370c89f614822b5570e4 "
             "benchmarks/config_validation/config_validation_2026-04-06.md (Summary table identical at HEAD "
             "5666d0d161539998210f99f16f986b1ab76cbffe as benchmarks/config_validation/config_validation.md, renamed in c900c15); "
             "configs configs/train/{cfg}.toml at 601aba9d5fb7e7cc6d11d34827b55d57297a8435 (the report's 'Git: 601aba9 (main)'; "
             "configs/train identical at 5d3e72322a86)")
SHAPES = {  # layers, dim, ffn, heads, kv  (ffn DERIVED with schema.py rule unless given explicitly)
 '7b': (32, 4096, 14336, 32, 8), '13b': (40, 5120, 17920, 40, 8), '29b': (56, 6144, 21504, 48, 8), '70b': (80, 8192, 28672, 64, 8)}
# cfg, model key, published params, GPUs, tp, pp, dp_shard, batch_size, grad_accum, compile, tok/s, MFU, mem GB, step s, summary line, topology line
KF = [
 ('7b_12gpu_tp4', '7b', '8.0B', 12, 4, 1, 3, 4, 8, True, 67045, 30.9, 30.4, 5.86,
  "| `7b_12gpu_tp4.toml` | **PASS** | 10 | 30.9 | 67,045 | 30.4 GB | 5.86s | 11.75 |",
  "| `7b_12gpu_tp4.toml` | [dp_shard, tp] | [3, 4] | yes |"),
 ('7b_32gpu_fsdp', '7b', '8.0B', 32, 1, 1, 32, 4, 4, True, 297384, 51.3, 51.3, 7.05,
  "| `7b_32gpu_fsdp.toml` | **PASS** | 10 | 51.3 | 297,384 | 51.3 GB | 7.05s | 13.56 |",
  "| `7b_32gpu_fsdp.toml` | [dp_shard] | [32] | yes |"),
 ('13b_32gpu_tp4_pp2', '13b', '14.8B', 32, 4, 2, 4, 4, 4, False, 52554, 16.5, 24.0, 4.99,
  "| `13b_32gpu_tp4_pp2.toml` | **PASS** | 20 | 16.5 | 52,554 | 24.0 GB | 4.99s | 11.75 |",
  "| `13b_32gpu_tp4_pp2.toml` | [pp, dp_shard, tp] | [2, 4, 4] | no |"),
 ('29b_32gpu_tp4_pp2', '29b', '28.7B', 32, 4, 2, 4, 1, 8, False, 22688, 13.6, 32.8, 5.78,
  "| `29b_32gpu_tp4_pp2.toml` | **PASS** | 20 | 13.6 | 22,688 | 32.8 GB | 5.78s | 11.75 |",
  "| `29b_32gpu_tp4_pp2.toml` | [pp, dp_shard, tp] | [2, 4, 4] | no |"),
 ('70b_32gpu_tp4_pp4', '70b', '70.6B', 32, 4, 4, 2, 1, 4, False, 7641, 11.0, 51.0, 4.29,
  "| `70b_32gpu_tp4_pp4.toml` | **PASS** | 20 | 11.0 | 7,641 | 51.0 GB | 4.29s | 11.75 |",
  "| `70b_32gpu_tp4_pp4.toml` | [pp, dp_shard, tp] | [4, 2, 4] | no |"),
]
rows = [row]
for i, (cfg, mk, params, n, tp, pp, dps, bs, ga, comp, tok, mfu, mem, st, sline, tline) in enumerate(KF, start=2):
    L, D, F, H, KV = SHAPES[mk]
    gbs = bs * ga * dps
    tpg = tok / n
    chk = gbs * 4096 / (st * n)
    r = dict.fromkeys(hdr, '')
    ffn_note = ("ffn_hidden 28672 from the config ('ffn_hidden_dim = 28672')" if mk == '70b' else
                f"ffn_hidden {F} DERIVED with kempnerforge/config/schema.py at 601aba9 ('raw = int(4 * self.dim * (2 / 3) * self.ffn_dim_multiplier)', "
                f"'return 256 * math.ceil(raw / 256)') from 'dim = {D}', 'ffn_dim_multiplier = 1.3'")
    pp_note = (f"PP: 'pp_schedule = \"1f1b\"', {L}/{pp} = {L//pp} layers per stage, no interleaving (vp 1); the {ga} grad-accumulation steps are the "
               f"pipeline micro-batches of {bs} sequence(s) (report: 'With small `grad_accum_steps` (4), the pipeline bubble fraction is significant "
               "(~25% for PP=2, ~50% for PP=4)' and 'PP configs use `batch_size=1` (29b, 70b_pp4) to fit in memory'); torch.compile off "
               "('PP configs use `compile_model=false` because torch.compile has limited PP support'). " if pp > 1 else "")
    r.update({
     'row_id': f's48q-{i:03d}',
     'source': KF_REPORT.format(cfg=cfg),
     'table': f"Results / Summary table, row `{cfg}.toml` (with Parallelism Topology and Memory Utilization tables)",
     'model': f"KempnerForge Llama-3-architecture {mk.upper()} ({params} params, config {cfg}.toml)",
     'arch': 'dense', 'layers': L, 'hidden': D, 'ffn_hidden': F, 'ffn_gated': 'True', 'heads': H, 'kv_heads': KV,
     'seq_len': 4096, 'vocab': 128256, 'global_batch_seqs': gbs, 'micro_batch': bs,
     'tp': tp, 'pp': pp, 'dp': dps, 'cp': 1, 'ep': 1, 'vp': 1, 'sequence_parallel': 'True' if tp > 1 else 'False',
     'zero_stage': 3, 'num_gpus': n, 'accelerator': 'h200-sxm-141gb', 'precision': 'bf16', 'recompute': 'full',
     'framework': ("KempnerForge (PyTorch FSDP2 + DTensor TP/SP" + (" + torch.distributed.pipelining 1F1B" if pp > 1 else "") +
                   (", torch.compile)" if comp else ", eager: compile off)")),
     'step_time_s': st, 'tokens_per_s_per_gpu': round(tpg, 1),
     'tflops_per_gpu': round(mfu * 989.5 / 100, 1), 'tflops_basis': 'model', 'mfu_pct': mfu,
     'measured_or_derived': ("step_time_s, whole-job tok/s, MFU and Mem/GPU PUBLISHED (steady state, last 5 steps); tokens_per_s_per_gpu DERIVED = "
                             "tok/s / GPUs; global batch DERIVED from the config; tflops_per_gpu DERIVED = MFU x 989.5 (as kf rows)"),
     'confidence': "medium: layout and batch from the published config at the report's stated commit; short validation runs (10-20 steps)",
     'head_dim': 128, 'activation_offload': 'False', 'optimizer_state': 'bf16',
     'peak_memory_gib': mem, 'memory_measure': 'allocated', 'cuda_graphs': '', 'target_file': 'kempner_forge.csv',
    })
    r['notes'] = (
     f"Verbatim report header: '**Date**: 2026-04-06', '**Git**: `601aba9` (main)', '**Hardware**: 8 nodes, 4x NVIDIA H200 (141 GB) per node, "
     "NVLink intra-node, InfiniBand (NDR 400Gbps) inter-node', '**Dataset**: FineWeb-Edu (Llama-3 tokenized, 499B tokens) for fineweb configs', "
     "'**Config**: bf16 mixed precision, activation checkpointing (full), fused AdamW, cosine LR schedule'. "
     f"Verbatim Summary row: '{sline}' ('Steady-state values (last 5 steps).'). Verbatim topology row: '{tline}'. "
     f"Configs Tested row gives {params} params. CONFIG {cfg}.toml at 601aba9 (published): 'dim = {D}', 'n_layers = {L}', 'n_heads = {H}', "
     f"'n_kv_heads = {KV}', 'vocab_size = 128256', 'tie_embeddings = false', 'batch_size = {bs}', 'seq_len = 4096', 'grad_accum_steps = {ga}', "
     f"'activation_checkpointing = \"full\"', 'dp_shard = {dps if cfg != '7b_32gpu_fsdp' else -1}', 'tp = {tp}', 'pp = {pp}'"
     + (" (dp_shard -1 = all 32 ranks, topology [32])" if cfg == '7b_32gpu_fsdp' else "") + ". "
     + ffn_note + ". " + pp_note +
     f"DERIVED: global batch = batch_size {bs} x grad_accum {ga} x dp_shard {dps} = {gbs} sequences; check tok/s x step = {tok*st:,.0f} vs "
     f"{gbs*4096:,} tokens per step; tokens/s/GPU = {tok:,}/{n} = {tpg:.1f} (from step time: {chk:.1f}). "
     "Stack (as kf rows, read at 601aba9): FSDP2 fully_shard with reshard_after_forward default True (kempnerforge/distributed/parallel.py) -> "
     "zero_stage 3; MixedPrecisionPolicy 'reduce_dtype=torch.float32'; parameters cast to bf16 ('model.to(dtype=tc.param_dtype)', scripts/train.py) "
     "and plain fused AdamW -> optimizer_state bf16 (as kf-011; collections/2026-12-04-memory-kempner-lightning.md); TP via DTensor with "
     "SequenceParallel norms where tp > 1. Mem/GPU is KempnerForge's peak_gb = 'torch.cuda.max_memory_allocated(device) / gb' with gb = 1024**3 "
     "(kempnerforge/metrics/memory.py) -> GiB, allocated. MFU basis: KempnerForge model FLOPs (recompute not counted), peak 989.5 as kf rows; "
     "tflops_per_gpu on that basis. inter_network empty (NDR 400 named, NICs per GPU not stated; H200 boards of 4 GPUs). cuda_graphs blank "
     "(not mentioned). Not in data/: kempner_forge.csv holds the mfu_scaling, weak_scaling and 175B campaigns; no row has this config, "
     "tok/s or step; collections/2026-11-27-kempner-modal-helper-report.md saw this report at 5d3e7232 and left it out because the configs "
     "were then '6a9a08a + uncommitted config renames'; the report now names 601aba9, where the configs are committed (identical at 5d3e723), "
     "and its PP rows were re-run after the PP loss-logging fix (dbf29da changed them from 52,739/22,631/8,212 tok/s).")
    rows.append(r)
with open('rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=hdr)
    w.writeheader()
    for r in rows: w.writerow(r)
for r in rows: print(r['row_id'], r['model'][:60], r['num_gpus'], r['tp'], r['pp'], r['dp'], r['global_batch_seqs'], r['step_time_s'], r['tokens_per_s_per_gpu'])
