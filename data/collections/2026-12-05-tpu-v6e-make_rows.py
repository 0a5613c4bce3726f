import csv, io
HDR = open('/work/main/data/measurements/nvidia_moe_extra.csv').readline().strip().split(',')
TR = "AI-Hypercomputer/tpu-recipes"
MT = "AI-Hypercomputer/maxtext"
rows = []
def add(**kw):
    r = {k: '' for k in HDR}
    for k, v in kw.items():
        assert k in HDR, k
        r[k] = v
    rows.append(r)

def chk(tps, chips, sec, tw):
    return round(tps * chips * sec)

# ---------- Gemma3-12B on v6e-256 x 1/2/4 slices ----------
G = dict(model='Gemma 3 12B (text)', arch='dense', layers=48, hidden=3840, ffn_hidden=15360, ffn_gated='true', heads=16, kv_heads=8,
         head_dim=256, seq_len=32768, vocab=262144, tp=1, pp=1, cp=1, ep=1, vp=1, sequence_parallel='false', zero_stage=3,
         accelerator='tpu-v6e', precision='bf16', recompute='full', framework='MaxText (JAX/XLA), tag tpu-recipes-v0.1.5 (maxtext 50bafeb98299), JAX 0.7.0',
         tflops_basis='model', activation_offload='false', optimizer_state='fp32')
GSHAPE = ("SHAPE from MaxText src/MaxText/configs/models/gemma3-12b.yml at 50bafeb98299 (= tag tpu-recipes-v0.1.5, the tag the recipe pins): "
          "base_num_decoder_layers 48, base_emb_dim 3840, base_num_query_heads 16, base_num_kv_heads 8, base_mlp_dim 15360, head_dim 256, "
          "mlp_activations [gelu, linear] (gated GeGLU), vocab_size 262144, logits_via_embedding True (tied), sliding_window_size 1024; this mirrors "
          "google/gemma-3-12b config.json text_config (48 layers, hidden 3840, intermediate 15360, 16 heads, 8 KV heads, head_dim 256; HF vocab 262208 vs "
          "MaxText 262144, the run used MaxText's). NOT EXPRESSIBLE: Gemma 3 interleaves 5 local sliding-window (1024) layers per global layer, so "
          "attention work at seq 32768 is far below the all-global count the columns imply; heads x head_dim = 4096 != hidden 3840. ")
GPLAN = ("PLAN from the README Workload Details block (= benchmarks/maxtext_trillium_model_configs.py at 50bafeb98299): per_device_batch_size 1, "
         "max_target_length 32768, attention flash, num_vocab_tiling 16 (chunked logits/loss), remat_policy custom with decoder_layer_input 'device' and "
         "query/key/value_proj 'remat' (all other tensors default 'remat' in base.yml) = full rematerialisation of each layer from its saved input "
         "(recorded full, no host offload); synthetic data, reuse_example_batch 1; base.yml defaults weight_dtype float32, adamw, dtype bfloat16 "
         "(optimizer_state fp32 from these defaults). ")
for rid, slices, sec, tfl, tps, tw, mname, path, commit_note in [
    ('h65-001', 1, 7.318, 349.442, 4477.768, 8388608, 'gemma3_12b_32768_v6e256', 'training/trillium/Gemma3-12B-MaxText/v6e-256/README.md', ''),
    ('h65-002', 2, 7.793, 328.139, 4204.799, 16777216, 'gemma3_12b_32768_2x_v6e256', 'training/trillium/Gemma3-12B-MaxText/2x-v6e-256/README.md', ''),
    ('h65-003', 4, 8.390, 304.788, 3905.572, 33554432, 'gemma3_12b_32768_4x_v6e256', 'training/trillium/Gemma3-12B-MaxText/4x-v6e-256/README.md', ''),
]:
    chips = 256 * slices
    gbs = tw // 32768
    assert gbs == chips
    if slices == 1:
        lay = ("ici_fsdp_parallelism -1 = FSDP over all 256 chips of the one slice: zero_stage 3, dp 256. ")
        fs = ''
    else:
        lay = (f"ici_fsdp_parallelism 1, ici_fsdp_transpose_parallelism -1 (FSDP over the 256 chips of each slice, MaxText's transposed FSDP axis) and "
               f"--num_slices={slices}; dcn_data_parallelism is not set, base.yml default -1 = auto = pure data parallel over the {slices} slices across DCN "
               f"(ASSUMED from the default): hybrid sharding, recorded zero_stage 3, dp = 256 x {slices} = {chips}, fsdp_shard 256. ")
        fs = '256'
    notes = (f"Published example log line (README, {TR} c8cfe2f68908, file added 6472c99 2025-10-18): 'completed step: 29, seconds: {sec}, "
             f"TFLOP/s/device: {tfl}, Tokens/s/device: {tps}, total_weights: {tw}' for --device_type=v6e-256 --num_slices={slices} --model_name=\"{mname}\". "
             + GSHAPE + GPLAN + lay +
             f"DERIVED: global_batch_seqs = total_weights/seq = {tw}/32768 = {gbs} (= per_device_batch 1 x {chips} chips); micro_batch 1 (no gradient accumulation). "
             f"Check: tokens/s x chips x seconds = {tps} x {chips} x {sec} = {chk(tps, chips, sec, tw)} vs total_weights {tw}. One log line at step 29 (single step, not an average). "
             "sequence_parallel false (no TP; ASSUMED n/a). TFLOP/s/device is MaxText's model-FLOP count (includes all-global attention, so it overstates Gemma 3's attention work).")
    add(row_id=rid, source=f"Google tpu-recipes (MaxText), {TR} (Google Cloud TPU recipes) commit c8cfe2f68908 {path}",
        table="'completed step' example log line and Workload Details block", global_batch_seqs=gbs, micro_batch=1, dp=chips,
        num_gpus=chips, step_time_s=sec, tokens_per_s_per_gpu=tps, tflops_per_gpu=tfl,
        measured_or_derived='measured (published example log line)',
        confidence='medium (log text; one step; sliding-window attention not expressible' + ('; DCN data parallel across slices assumed from base.yml default)' if slices > 1 else ')'),
        notes=notes, fsdp_shard=fs, **G)

# ---------- Llama 2 70B on v6e-256 ----------
L = dict(model='Llama 2 70B', arch='dense', layers=80, hidden=8192, ffn_hidden=28672, ffn_gated='true', heads=64, kv_heads=8, seq_len=4096,
         vocab=32000, tp=1, pp=1, cp=1, ep=1, vp=1, sequence_parallel='false', zero_stage=3, num_gpus=256, dp=256, accelerator='tpu-v6e',
         precision='bf16', recompute='full', tflops_basis='model', optimizer_state='fp32')
LSHAPE = ("SHAPE from MaxText MaxText/configs/models/llama2-70b.yml (tags tpu-recipes-v0.1.0/v0.1.2): 80 layers, emb 8192, 64 query heads, 8 KV heads, "
          "head_dim 128, mlp 28672 silu x linear (SwiGLU), vocab 32000, untied (logits_via_embedding False) = meta-llama/Llama-2-70b-hf config.json "
          "(num_hidden_layers 80, hidden_size 8192, intermediate_size 28672, num_attention_heads 64, num_key_value_heads 8, vocab_size 32000). ")
# Mar 2025 line
sec, tfl, tps, tw = 9.052, 402.274, 905.021, 2097152
add(row_id='h65-004', source=f"Google tpu-recipes (MaxText), {TR} (Google Cloud TPU recipes) commit c8cfe2f68908 training/trillium/Llama2-70B-MaxText/README.md",
    table="'completed step' example log line (set in commit 44189f9, 2025-03-21) and workload llama2_70b_4096_sc",
    global_batch_seqs=tw // 4096, micro_batch=2, step_time_s=sec, tokens_per_s_per_gpu=tps, tflops_per_gpu=tfl,
    framework='MaxText (JAX/XLA), tag tpu-recipes-v0.1.0 (maxtext 0b1fde451), jax-stable-stack JAX 0.5.2',
    measured_or_derived='measured (published example log line)',
    confidence='medium (log text; the README Workload Details now print per_device_batch_size 3, the log line matches the per_device 2 config of the tag it was posted with)',
    activation_offload='true',
    notes=("Published example log line: 'completed step: 16, seconds: 9.052, TFLOP/s/device: 402.274, Tokens/s/device: 905.021, total_weights: 2097152' "
           "for --device_type=v6e-256 --num_slices=1 --model_name=\"llama2_70b_4096_sc\". The line was set in tpu-recipes commit 44189f96 (2025-03-21) while the README "
           "pinned MaxText tag tpu-recipes-v0.1.0 (0b1fde451, 2025-04-01 tag of the same config), whose llama2_70b_4096_sc has per_device_batch_size 2; tpu-recipes "
           "8239ba3 (2025-05-05) later changed the printed Workload Details to per_device_batch_size 3 (tags v0.1.1/v0.1.2) WITHOUT changing the log line. "
           "DERIVED: global_batch_seqs = total_weights/seq = 2097152/4096 = 512 = 2 x 256, so micro_batch 2 (the log's batch, not the later config's 3). "
           f"Check: {tps} x 256 x {sec} = {chk(tps,256,sec,tw)} vs {tw}. " + LSHAPE +
           "PLAN (llama2_70b_4096_sc at tpu-recipes-v0.1.0): ici_fsdp_parallelism 1, ici_fsdp_transpose_parallelism -1 (FSDP over all 256 chips), "
           "ici_tensor_parallelism 1 -> zero_stage 3, dp 256; remat_policy qkv_proj_offloaded (query/key/value projections offloaded to pinned host memory, "
           "everything else rematerialised: jax save_and_offload_only_these_names in MaxText layers/models.py) recorded recompute full + activation_offload true; "
           "flash attention; synthetic data; XLA flags DENSE_VMEM_LIMIT, CF_FOR_ALL_GATHER, ENABLE_SPARSECORE_OFFLOADING_FOR_ALL_REDUCE. base.yml defaults "
           "weight_dtype float32, adamw (optimizer_state fp32), dtype bfloat16. sequence_parallel false (no TP). One log line, not an average."), **L)
# Oct 2024 line
sec, tfl, tps, tw = 17.373, 419.193, 943.086, 4194304
add(row_id='h65-005', source=f"Google tpu-recipes (MaxText), {TR} (Google Cloud TPU recipes) commit 5f5386667867 training/trillium/Llama2-70B-MaxText/README.md (2024-10-29; superseded at c8cfe2f68908)",
    table="'completed step' example log line, workload llama2_70b_4096 (libtpu 20241009)",
    global_batch_seqs=tw // 4096, micro_batch=4, step_time_s=sec, tokens_per_s_per_gpu=tps, tflops_per_gpu=tfl,
    framework='MaxText (JAX/XLA) at e7292a3a5727 (pinned by tpu-recipes 372537f, 2024-10-31), jaxlib 0.4.35, libtpu 20241009/20241028',
    measured_or_derived='measured (published example log line)',
    confidence='medium (log text of an older recipe version; MaxText commit pinned two days after the line was posted)',
    activation_offload='false',
    notes=("Published example log line (first version of the recipe, tpu-recipes 5f53866, Qinwen Xu, 2024-10-29): 'completed step: 17, seconds: 17.373, "
           "TFLOP/s/device: 419.193, Tokens/s/device: 943.086, total_weights: 4194304, loss: -0.004' for benchmark_runner.py --device_type=v6e-256 --num_slices=1 "
           "--model_name=\"llama2_70b_4096\" --libtpu_version=20241009. The README was replaced in f190d41 (2025-03-11) by the llama2_70b_4096_sc recipe (row h65-004). "
           "Test env added in 0aae82e/372537f: jaxlib 0.4.35, libtpu-nightly 20241028, maxtext@e7292a3a572792a0d797fc8977b21d0f255729f1. " + LSHAPE +
           "PLAN (llama2_70b_4096 in benchmarks/maxtext_trillium_model_configs.py at e7292a3a): per_device_batch_size 4, ici_fsdp_parallelism 1, "
           "ici_fsdp_transpose_parallelism -1 (FSDP over all 256 chips), ici_tensor_parallelism 1, remat_policy full, max_target_length 4096, flash attention, "
           "synthetic data -> zero_stage 3, dp 256, recompute full, no offload; base.yml weight_dtype float32, adamw, dtype bfloat16. "
           f"DERIVED: global_batch_seqs = 4194304/4096 = 1024 = 4 x 256; micro_batch 4. Check: {tps} x 256 x {sec} = {chk(tps,256,sec,tw)} vs {tw}. "
           "sequence_parallel false (no TP). One log line. Same model and slice as h65-004: the pair contrasts full remat at batch 4 with q/k/v host offload at batch 2."), **L)

# ---------- MaxText custom 700B MoE on v6e ----------
# MaxText FLOP count at 3662540ee852 (MaxText/maxtext_utils.py calculate_tflops_training_per_device), per token (B*S = 1):
emb, mlp, L_, H, KV, hd, S, V, E, k = 8192, 32768, 56, 128, 8, 256, 8192, 32000, 16, 2
gate = 2*emb*E
ffn = (2*mlp*emb*2 + 2*mlp*emb) * k
qkv = 2*emb*(H+2*KV)*hd
proj = 2*emb*H*hd
att = 4*S*H*hd
embf = 2*emb*V
learn = ((gate+ffn+qkv+proj)*L_ + embf) * 3
attn = att*L_*3
fpt = learn + attn
assert fpt == 914834325504, fpt
def moe_row(rid, mfu, pods, conf):
    tfl = round(mfu/100*918, 3)
    tps = round(tfl*1e12/fpt, 1)
    chips = 256*pods
    step = round(8192/tps, 3)
    return dict(row_id=rid, tfl=tfl, tps=tps, chips=chips, step=step)
M = dict(model='MaxText custom 700B Mixtral-like MoE (custom_moe_700b)', arch='moe', layers=56, hidden=8192, ffn_hidden=32768, ffn_gated='true',
         heads=128, kv_heads=8, head_dim=256, seq_len=8192, vocab=32000, num_experts=16, experts_per_token=2, micro_batch=1, tp=1, pp=1, cp=1, ep=16,
         vp=1, sequence_parallel='false', zero_stage=3, accelerator='tpu-v6e', precision='bf16', recompute='full',
         framework='MaxText (JAX/XLA), benchmarks/maxtext_trillium_model_configs.py at 3662540ee852 (2025-06-14)', tflops_basis='model',
         activation_offload='true')
MSRC = f"Google MaxText docs, {MT} docs/guides/optimization/custom_model.md at e591f30cbbf2 (2026-08-22; section first added a3b6eba0e, 2025-07-29), 'Example of MoE model / 700B Mixtral-like MoE on Trillium'"
MCOMMON = ("SHAPE and PLAN from the config the doc links (custom_moe_700b, maxtext_trillium_model_configs.py#L1743 at 3662540ee852, comment 'config only runs on v6e-256'): "
           "decoder_block mixtral, base_emb_dim 8192, base_mlp_dim 32768 (per expert, SwiGLU: base.yml mlp_activations [silu, linear]), 56 layers, head_dim 256, "
           "128 query heads, 8 KV heads (heads x head_dim = 32768 != hidden 8192), vocab 32000 untied, 16 experts top-2, capacity_factor 1.5 with sparse_matmul False "
           "(dense einsum dispatch with token DROPPING at capacity 1.5: expert compute is done on capacity buffers 1.5x the routed load, not expressible in the columns), "
           "per_device_batch_size 1 at max_target_length 8192 (the doc: 'per device batch size of 8k' tokens), ici_fsdp_parallelism 16 x ici_expert_parallelism 16 "
           "(recorded ep 16; zero_stage 3 over the FSDP axis; dp counts all chips since MaxText's expert axis also shards the batch for attention), remat_policy custom with "
           "decoder_layer_input, out_proj, query_proj, key_proj, value_proj = 'offload' (pinned host), the rest remat -> recompute full + activation_offload true; "
           "dtype and weight_dtype bfloat16 and opt_type sgd (NO Adam state: optimizer_state left empty because the schema has no SGD value; memory and update cost are "
           "far below an AdamW run); synthetic data; XLA flags MOE_VMEM_LIMIT, CF_FOR_ALL_GATHER, DATA_PARALLEL_OVERLAP, LAYOUT_FOR_ALL_REDUCE_SCATTER, HOST_OFFLOAD_FLAGS. "
           "Doc table: Total Params 7.54E+11, Active Params 1.23E+11. "
           "DERIVED with MaxText's own FLOP count at 3662540ee852 (maxtext_utils.calculate_tflops_training_per_device: 3 x [(gate 2*emb*E + top-k x ffn 6*emb*mlp + qkv "
           "2*emb*(H+2KV)*hd + proj 2*emb*H*hd) x layers + 2*emb*vocab] + 3 x 4*S*H*hd x layers, attention not halved for causality) = "
           f"{fpt} FLOP/token (6 x active 1.23e11 = 7.38e11 for the weight part, consistent); MFU basis ASSUMED = v6e bf16 peak 918 TFLOP/s "
           "(MaxText's MFU = TFLOP/s/device / peak). ")
r = moe_row('h65-006', 38.1, 1, '')
add(source=MSRC, table="700B MoE table, column 'Final Configs', row 'MFU (1 pod Trillium)' 38.1%", global_batch_seqs=r['chips'], dp=r['chips'],
    num_gpus=r['chips'], step_time_s=r['step'], tokens_per_s_per_gpu=r['tps'], tflops_per_gpu=r['tfl'], mfu_pct=38.1,
    measured_or_derived='derived (tokens/s, TFLOP/s and step time from the published MFU)',
    confidence='low-medium (MFU given to 0.1%; FLOP basis and 918 peak assumed; SGD optimizer; token dropping at capacity 1.5)',
    notes=("Published: 'Upon increasing the capacity factor to 1.5 ... MFU slightly decreased to 38.1% and scaling to 4 pods to get 35.3% MFU'; table 'MFU (1 pod Trillium) | 43.1% | 49.8% | 38.1%' "
           "(Initial / Experimental / Final configs; only Final has a pinned config, the other two columns differ in mlp_dim/heads/layers/capacity and are not rows). "
           "1 pod = one v6e-256 slice = 256 chips. " + MCOMMON +
           f"tflops_per_gpu = 0.381 x 918 = {r['tfl']}; tokens_per_s_per_gpu = {r['tfl']}e12 / {fpt} = {r['tps']}; global_batch_seqs = 1 x 256 = 256; "
           f"step_time_s = per_device tokens 8192 / {r['tps']} = {r['step']}."), **{**M, 'row_id': 'h65-006'})
r = moe_row('h65-007', 35.3, 4, '')
add(source=MSRC, table="700B MoE table, column 'Final Configs', row 'MFU (4 pod Trillium)' 35.3%", global_batch_seqs=r['chips'], dp=r['chips'],
    num_gpus=r['chips'], step_time_s=r['step'], tokens_per_s_per_gpu=r['tps'], tflops_per_gpu=r['tfl'], mfu_pct=35.3, fsdp_shard=16,
    measured_or_derived='derived (tokens/s, TFLOP/s and step time from the published MFU)',
    confidence='low (as h65-006, and the 4-pod layout is not in the pinned config: DCN data parallelism across the 4 slices assumed)',
    notes=("Published: 'scaling to 4 pods to get 35.3% MFU'; table row 'MFU (4 pod Trillium) | n/a | n/a | 35.3%'. 4 pods = 4 x v6e-256 = 1024 chips. " + MCOMMON +
           "4-POD LAYOUT ASSUMED: the pinned config only sets ICI axes (FSDP 16 x EP 16 inside a slice); with 4 slices base.yml dcn_data_parallelism -1 makes the "
           "slices pure data-parallel replicas over DCN (hybrid sharding; fsdp_shard 16 = the FSDP axis inside each slice; whether parameters are also sharded "
           "over the EP axis is not expressible). per_device_batch 1 ASSUMED kept (the doc keeps 'a per device batch size of 8k' when scaling). "
           f"tflops_per_gpu = 0.353 x 918 = {r['tfl']}; tokens_per_s_per_gpu = {r['tfl']}e12 / {fpt} = {r['tps']}; global_batch_seqs = 1 x 1024; "
           f"step_time_s = 8192 / {r['tps']} = {r['step']}."), **{**M, 'row_id': 'h65-007'})

buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=HDR, lineterminator='\n')
w.writeheader()
for r in rows:
    w.writerow(r)
open('/work/s63/h5/rows.csv', 'w', newline='').write(buf.getvalue())
print(len(rows))
for r in rows:
    print(r['row_id'], r['num_gpus'], r['global_batch_seqs'], r['micro_batch'], r['step_time_s'], r['tokens_per_s_per_gpu'], r['tflops_per_gpu'])
