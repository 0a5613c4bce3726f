import csv
hdr = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
# insert cuda_graphs between memory_measure and target_file
i = hdr.index('target_file'); cols = hdr[:i] + ['cuda_graphs'] + hdr[i:]
assert cols[-3:] == ['memory_measure','cuda_graphs','target_file'], cols[-4:]
TM = 'himanshu-nakrani/TinyMathReason-1B@318dfe6da018743cbd275ed27ef0fd9c629c5b5c'
VW = 'vlasenkoalexey/tpu_performance_autoresearch_wiki@6dbda52d60e0848690443edff23a404ae2a0c99e'
rows = []
def add(**kw):
    r = {c: '' for c in cols}; r.update({k: str(v) for k, v in kw.items()})
    assert set(kw) <= set(cols), set(kw) - set(cols)
    rows.append(r)

base_llama = dict(arch='dense', layers=32, hidden=4096, ffn_hidden=14336, ffn_gated='true', heads=32, kv_heads=8, seq_len=8192, vocab=128256,
                  tp=1, pp=1, dp=8, cp=1, ep=1, vp=1, sequence_parallel='false', zero_stage=3, num_gpus=8, accelerator='tpu-v6e', precision='bf16',
                  recompute='full', head_dim=128, optimizer_state='fp32', target_file='vlasenko_tpu_autoresearch.csv (new; no existing file holds this publisher)')
AFF = ("Publisher: Aleksey Vlasenko, personal GitHub repository and personal blog (commits by vlasenkoalexey@gmail.com); no employer is named in the repository text I read. "
       "I have an unverified recollection that the author may work at Google; I could not confirm or refute it in the sources, so the project should check before use (Google is out of this brief's scope). ")

# 001 TinyMathReason-1B
add(row_id='s47i-001',
    source=f"Himanshu Nakrani (individual, TPU Research Cloud grant), {TM} README.md section '3. Pretraining' (throughput line added bca55d8 2026-05-29), STATUS.md and handoff.md Phase 2 (added 8796a06 2026-05-20), src/train/maxtext_config.yml and src/train/tinymath-1b.yml (config last changed 8796a06)",
    table="README 'Run stats' / STATUS.md Phase 2: '~8,900 tokens/sec/chip (~66 TFLOP/s/device)', final pretraining run tinymath-1b-prod-run11",
    model='TinyMathReason-1B (Llama-2-style 1.12B, MaxText)', arch='dense', layers=22, hidden=2048, ffn_hidden=5632, ffn_gated='true', heads=16, kv_heads=4,
    seq_len=4096, vocab=32768, global_batch_seqs=64, micro_batch=2, tp=1, pp=1, dp=32, cp=1, ep=1, vp=1, sequence_parallel='false', zero_stage=3, num_gpus=32,
    accelerator='tpu-v4', precision='bf16', recompute='full',
    framework="MaxText (JAX/XLA; main ~2026-05, pure_nnx_decoder True, scan_layers False, attention dot_product, JAX 0.6.2 with shims)",
    step_time_s='0.9205', tokens_per_s_per_gpu='8900', tflops_per_gpu='66', tflops_basis='model', mfu_pct='',
    measured_or_derived='tokens_per_s_per_gpu and TFLOP/s/device PUBLISHED (approximate, run average, MaxText per-device log); step_time_s, dp and num_gpus DERIVED',
    confidence='medium-low (approximate "~" figures; the author miscounts chips in prose, but the config fixes 32 devices)',
    notes=("Verbatim README: 'Pretraining is run with MaxText on Google Cloud TPU v4-64 hardware (64 chips across 8 host VMs) via the **TPU Research Cloud** grant program.' ... "
           "'- **Throughput:** ~8,900 tokens/sec/chip (~66 TFLOP/s/device)' ... '- `per_device_batch_size: 2` — `8` triggered XLA host-RAM allocations large enough to OOM the host during compilation.' "
           "Verbatim STATUS.md: 'Config: `pure_nnx_decoder: True` + `scan_layers: False` + `per_device_batch_size: 2`.' ... 'Batch size: 64 sequences × 4096 tokens = ~262k tokens/step' ... 'Throughput: ~8,900 tokens/sec/chip (~66 TFLOP/s/device)'. "
           "Verbatim src/train/maxtext_config.yml: 'per_device_batch_size: 2   # Yields 2 * 32 * 4096 = 262,144 tokens per step', 'max_target_length: 4096', 'dtype: \"bfloat16\"', 'opt_type: \"adamw\"', 'dataset_type: \"hf\"' (real pre-tokenized data from GCS). "
           "CHIP COUNT: the prose says '64 chips' / '8 host VMs, each driving 8 chips', but a TPU v4-64 slice is 32 chips (v4 names count TensorCores; one JAX device per chip under megacore) and the config's '2 * 32 * 4096' and the stated 64-sequence batch both require 32 devices; num_gpus 32 DERIVED from the config. "
           "Consistency check (not a column): 66/8900 = 7.42 GFLOP/token, which matches MaxText's count for this shape (6 x (992M layer + 65.5M unembedding params) = 6.35 GFLOP plus causal attention 12*22*2048*4096/2 = 1.11 GFLOP), so 'per device' = per chip. "
           "DERIVED: step_time_s = 64*4096/(8900*32) = 0.9205 s; dp = 32/(1*1*1) = 32 (MaxText default ici_fsdp_parallelism -1: pure FSDP over 32 chips, zero_stage 3); no gradient accumulation (MaxText default). "
           "Shape from src/train/tinymath-1b.yml (verbatim: 'base_emb_dim: 2048', 'base_num_query_heads: 16', 'base_num_kv_heads: 4', 'base_mlp_dim: 5632', 'base_num_decoder_layers: 22', 'head_dim: 128', 'vocab_size: 32768', 'attention: \"dot_product\"', 'scan_layers: False'); SwiGLU and untied embeddings from the same commit: docs/architecture.md ('- `intermediate_dim`: 5632 (SwiGLU)', '- `tie_word_embeddings`: False') and hf_1b_model/config.json ('\"tie_word_embeddings\": false'). "
           "ASSUMED from MaxText src/MaxText/configs/base.yml (AI-Hypercomputer/maxtext@003b41698f6eca8280cd600919dc6e5a65686ece, a 2025-26 version, not necessarily the exact one run): remat_policy 'full' -> recompute full; weight_dtype 'float32' -> optimizer_state fp32; ici_fsdp_parallelism -1; logits_via_embedding false. "
           "The config's base.yml pointer is MaxText's; the run is the author's own (publisher is the individual, not Google). Mostly spot capacity; the figure is a run-average rate that may include checkpoint stalls (async_checkpointing True, period 1000). "
           "An earlier run with scan_layers True is described elsewhere (an agent-session log in the code index, id 66281589567, repository not named) as '~11,000 tokens/sec/chip (~82 TFLOP/s/device)', but that run had the author's 'zero-layer' checkpoint bug; not used. "
           "Seen and skipped by an earlier helper (collections/2026-11-27-validation-open-helper-report.md: repo not identifiable, chip count contradictory); both points are now resolved by the repository and its config. "
           "cuda_graphs blank: TPU, the source says nothing."),
    head_dim=128, optimizer_state='fp32', target_file='nakrani_tinymath_tpu.csv (new; no existing file holds this publisher)')

# 002 Llama 3 8B JAX exp 28b
add(row_id='s47i-002',
    source=f"Aleksey Vlasenko, TPU performance auto-research wiki, {VW} wiki/experiments/llama3_8B_autoresearch_optimization/jax/experiments/2026-04-26-jax-exp27-28-sparsecore-rs-ag-offload-frontier.md (last changed b329d5fb 2026-06-16); blog post 'TPU Model Performance Auto-optimization' (vlasenkoalexey.github.io, 2026-05-01) table row 'JAX (Flax NNX)'",
    table="'Why bs=4 beats bs=5 with full SC offload' table, row 'exp 28b | 4 | 4,217 | 7,768 | 43.6%'",
    model='Llama 3 8B (Meta-Llama-3-8B)', **{k:v for k,v in base_llama.items()},
    global_batch_seqs=32, micro_batch=4,
    framework="custom JAX (Flax NNX) trainer, scan over layers, tokamax splash attention + tokamax chunked_xla CE, MaxText XLA flag stack with SparseCore offload of AR/RS/AG (image jax-v4, 2026-04-26)",
    step_time_s='4.217', tokens_per_s_per_gpu='7768', tflops_per_gpu='', tflops_basis='', mfu_pct='43.6',
    measured_or_derived='step_time_s, tokens/s/chip and MFU PUBLISHED (experiment table); dp and global batch DERIVED',
    confidence='medium-high (full stack and flags stated; short benchmark of 15 steps)',
    notes=(AFF + "Verbatim: 'JAX Llama 3 8B trainer at 7,768 tok/s/chip, 43.6 % reported MFU (bs=4, seq=8192).' ... table '| exp 28b | 4 | 4,217 | 7,768 | 43.6% | better step efficiency |' (columns Run | bs | step time (ms) | tok/s/chip | MFU). "
           "Command: '--model_id=meta-llama/Meta-Llama-3-8B --batch_size=4 --seqlen=8192 --weights_dtype=fp32 --compute_dtype=bf16 --master_dtype=fp32 --use_real_data=True --use_splash=True --use_scan=True --use_tokamax_ce=True --tokamax_ce_impl=chunked_xla --tokamax_ce_autotune=True --scan_remat_policy=nothing_saveable --train_steps=15'. "
           "Layout from the sibling page 2026-04-26-jax-exp1e-baseline-port-direct-accepted.md: 'Hardware: v6e-8 (1× slice, 8 chips, FSDP=8, TP=1)', 'Compute: bf16 + AMP (fp32 master weights, fp32 adamw mu/nu)'; jax/train.py: 'batch_size: per-chip batch.' and 'global_batch = batch_size * fsdp' -> global batch 4*8 = 32 DERIVED (check: 32*8192/(4.217*8) = 7,770 tok/s/chip). "
           "recompute full = scan remat policy nothing_saveable (jax.checkpoint saves nothing inside a layer). The 'full MaxText XLA flag stack' includes a HOST_OFFLOAD flag bundle, but with nothing_saveable no activations are saved, so activation_offload is left blank. "
           "MFU is the author's causal-attention basis ('The 1.0 pp gap to MaxText's reported MFU is FLOP-counting normalization'). Real data: wikitext-2-raw-v1 (use_real_data=True; jax/train.py). "
           "Not a duplicate of mt-001 (Google tpu-recipes MaxText Llama 3.1 8B on v6e-8, per-device batch 3, 7138.89 tok/s): different framework (hand-written JAX trainer), batch 4 and kernels. cuda_graphs blank: TPU, the source says nothing."))

# 003 exp 27 bs5
add(row_id='s47i-003',
    source=f"Aleksey Vlasenko, TPU performance auto-research wiki, {VW} wiki/experiments/llama3_8B_autoresearch_optimization/jax/experiments/2026-04-26-jax-exp27-28-sparsecore-rs-ag-offload-frontier.md (last changed b329d5fb 2026-06-16)",
    table="'Why bs=4 beats bs=5 with full SC offload' table, row 'exp 27 | 5 | 5,303 | 7,724 | 43.3%'",
    model='Llama 3 8B (Meta-Llama-3-8B)', **{k:v for k,v in base_llama.items()},
    global_batch_seqs=40, micro_batch=5,
    framework="custom JAX (Flax NNX) trainer, scan over layers, tokamax splash attention + tokamax chunked_xla CE, MaxText XLA flag stack with SparseCore offload of AR/RS/AG (2026-04-26)",
    step_time_s='5.303', tokens_per_s_per_gpu='7724', mfu_pct='43.3',
    measured_or_derived='step_time_s, tokens/s/chip and MFU PUBLISHED; global batch DERIVED',
    confidence='medium-high (same stack as s47i-002 at batch 5 per chip)',
    notes=(AFF + "Verbatim: '| exp 27 | 5 | 5,303 | 7,724 | 43.3% | |' (columns Run | bs | step time (ms) | tok/s/chip | MFU) and in the path table '| exp 27 | 5 | **+ SC-RS + SC-AG offload** | **7,724** | **43.3%** | **+3.4 % over exp 18** |'. "
           "Same stack as s47i-002 (exp 28b 'bs density tweak' of exp 27); per-chip batch 5 -> global 5*8 = 40 DERIVED (check: 40*8192/(5.303*8) = 7,724). Layout, precision, remat and data as s47i-002 (FSDP=8, fp32 master + fp32 AdamW moments, nothing_saveable scan remat, wikitext). "
           "A batch pair with s47i-002 on identical software. cuda_graphs blank."))

# 004 torchax exp72a bs3
add(row_id='s47i-004',
    source=f"Aleksey Vlasenko, TPU performance auto-research wiki, {VW} wiki/experiments/llama3_8B_autoresearch_optimization/torchax/experiments/2026-04-26-exp72a-tokamax-splash-bs3-seq8k-accepted.md (last changed 23609b2c 2026-04-26)",
    table="'Results — full bs sweep at the new frontier' table, row 'exp 72a | 3 | 8192 | 35.8 % | 51,139 | 6,392 | 3.84 s'",
    model='Llama 3 8B (Meta-Llama-3-8B)', **{k:v for k,v in base_llama.items()},
    global_batch_seqs=24, micro_batch=3,
    framework="torchax (PyTorch model on JAX/XLA; HF transformers Llama) + tokamax splash attention + chunked_xla CE, scan, image hf-v34 (2026-04-26)",
    step_time_s='3.84', tokens_per_s_per_gpu='6392', mfu_pct='35.8',
    measured_or_derived='step_time_s, tokens/s/chip and MFU PUBLISHED; global batch DERIVED',
    confidence='medium (mesh read from the lineage baseline page, not restated on this page)',
    notes=(AFF + "Verbatim: '| 🏆 **exp 72a** | **3** | **8192** | **35.8 %** | **51,139** | **6,392** | **3.84 s** |' (columns Run | bs | seq | MFU | tok/s | tok/s/chip | step_time); stack: 'chunked_xla CE + autotune, fp32 cast at boundary, fp32 master + bf16 compute, scan, VMEM=98 KiB, nothing_saveable remat'. "
           "Mesh ASSUMED unchanged from the lineage baseline page torchax/experiments/2026-04-25-baseline.md: 'Hardware: TPU v6e-8 (1 slice = 2 hosts × 4 chips, topology 2x4)', 'Mesh: 1D FSDP, `Mesh(fsdp=8, tp=1, axis_types=(Auto, Auto))`'; torchax/train.py: 'global_batch = batch_size * fsdp' -> 3*8 = 24 DERIVED (check: 51,139/8 = 6,392; 24*8192/3.84 = 51,200 tok/s). "
           "Data ASSUMED wikitext-2-raw-v1 (torchax/config.yaml 'dataset: wikitext-2-raw-v1'). The same table gives exp 72d bs 2 (2.59 s, 6,324/chip) and exp 72c bs 4 (5.24 s, 6,246/chip), not made rows. The blog quotes a later 'exp 72a/74b' figure of 6,559 tok/s/chip without a page I read in full; not used. "
           "Adam moments fp32 ASSUMED (AMP fp32 master; the page says 'fp32 master + bf16 compute'). cuda_graphs blank."))

# 005 Qwen3-8B v268
add(row_id='s47i-005',
    source=f"Aleksey Vlasenko, TPU performance auto-research wiki (Codex GPT-5.5 agent lane 'qwen3_cx'), {VW} wiki/experiments/qwen3_cx_autoresearch_optimization/jax/experiments/2026-06-05-v268-no-scan-sparsecore-rs-ar-rs4-ar2-mlp-up-proj-first-selective-resources.md (last changed b329d5fb 2026-06-16); frontier confirmed in wiki/analyses/2026-06-15-qwen3-cx-jax-mfu-progression.md",
    table="'Results' (worker1 full-window 7,542 tok/s/chip, 43.3% MFU, steps 2-19) and 'Profile' (step time 4359.7 ms, peak HBM 31.16 GiB)",
    model='Qwen3-8B', arch='dense', layers=36, hidden=4096, ffn_hidden=12288, ffn_gated='true', heads=32, kv_heads=8, seq_len=8192, vocab=151936,
    global_batch_seqs=32, micro_batch=4, tp=1, pp=1, dp=8, cp=1, ep=1, vp=1, sequence_parallel='false', zero_stage=3, num_gpus=8,
    accelerator='tpu-v6e', precision='bf16', recompute='full',
    framework="custom JAX (Flax NNX) trainer, no scan, remat, activation sharding, tokamax splash + MaxText CE, SparseCore RS/AR offload, XLA latency-hiding scheduler flags (image v258-mlp-up-first, 2026-06-05)",
    step_time_s='4.3447', tokens_per_s_per_gpu='7542', mfu_pct='43.3',
    measured_or_derived='tokens/s/chip and MFU PUBLISHED (mean of steps 2-19, worker1); step_time_s DERIVED from them; profile step time 4359.7 ms PUBLISHED',
    confidence='medium (remat policy not stated; agent-driven experiment, fake data)',
    notes=(AFF + "Verbatim setup: '- **Mesh**: `fsdp=8,tp=1`' ... '- **Command shape**: `--use_scan=False --use_remat=True --offload_remat=False --use_splash=True --use_maxtext_ce=True --shard_acts=True --batch_size=4 --seqlen=8192 --tp_parallelism=1`' ... '- **Global batch**: 32'. "
           "Verbatim results: '- Worker0: **60,315 tok/s / 7,539 tok/s/chip / 43.2% MFU** over steps 2-19.' '- Worker1: **60,336 tok/s / 7,542 tok/s/chip / 43.3% MFU** over steps 2-19.' Profile: '- Step time: **4359.7 ms**.' '- MXU utilization: **68.2%**.' '- Peak HBM: **31.16 GiB / 31.25 GiB**.' "
           "DERIVED: step_time_s = 32*8192/(7542*8) = 4.3447 s (the profiled window, steps 12-14, gives 4.3597 s, 0.3% longer). 'random fake-data setup' per the page's Equivalence section (synthetic data). "
           "recompute full ASSUMED: '--use_remat=True' with no policy named on the page, and the experiment image's code is not in the repository (the checked-in qwen3_cx/jax/train.py is the baseline without remat). Precision bf16 compute; optimizer state not stated (empty). "
           "Shape from the lane's program.md 'Model constraints' table (verbatim: '| n_layers | 36 |', '| n_kv_heads | 8 (GQA 4:1) |', '| hidden_dim | 4096 |', '| intermediate (FFN) | 12288 |', '| vocab_size | 151936 |', '| tie_word_embeddings | false |'; 32 query heads, head_dim 128), equal to the Qwen3-8B shape of s41a-018. "
           "MFU on the author's causal basis. peak_memory_gib 31.16 from XProf's memory profile ('Peak HBM'; what XProf measures is not said: memory_measure unspecified). cuda_graphs blank. Not a duplicate: no Qwen3-8B TPU row in data/ (Qwen3-8B rows are H100/GB200/B300)."),
    head_dim=128, peak_memory_gib='31.16', memory_measure='unspecified', target_file='vlasenko_tpu_autoresearch.csv (new; no existing file holds this publisher)')

with open('rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=cols); w.writeheader(); w.writerows(rows)
# sanity
for r in rows:
    n=int(r['num_gpus']); assert int(r['tp'])*int(r['pp'])*int(r['dp'])*int(r['cp'])==n
    t=int(r['global_batch_seqs'])*int(r['seq_len'])/(float(r['step_time_s'])*n)
    print(r['row_id'], round(t,1), r['tokens_per_s_per_gpu'])
