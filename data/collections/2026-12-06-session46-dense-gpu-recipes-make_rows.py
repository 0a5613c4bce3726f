#!/usr/bin/env python3
"""Build /work/s73/hE/rows.csv: Google Cloud gpu-recipes example log entries (A3 Mega H100, A4 B200)
that are not in data/. All published values were read from git objects of the mirror
/work/.mirror/AI-Hypercomputer+gpu-recipes/repo (snapshot HEAD 2e1fd5efbf1af9c08f8ac50b9d7fef2cfa675b68)."""
import csv, math

HEADER = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
# insert cuda_graphs between memory_measure and target_file
i = HEADER.index('target_file'); HEADER = HEADER[:i] + ['cuda_graphs'] + HEADER[i:]

REPO = 'Google Cloud AI Hypercomputer gpu-recipes (github.com/AI-Hypercomputer/gpu-recipes, snapshot HEAD 2e1fd5efbf1af9c08f8ac50b9d7fef2cfa675b68, 2026-08-12)'

def pad_vocab(v, div, tp):
    m = div * tp
    return int(math.ceil(v / m) * m)

def tok(gbs, seq, t, n):
    return round(gbs * seq / (t * n), 1)

rows = []

# ---- 1: A3 Mega (H100) Llama 3 70B NeMo 24.07, fp8, 128 GPUs
gbs, seq, n, t = 1024, 8192, 128, 45.81364059448242
tp, pp, cp, vp = 4, 4, 2, 5
dp = n // (tp * pp * cp)
rows.append(dict(
 row_id='s46e-001',
 source=REPO + ', training/a3mega/llama-3-70b/nemo-pretraining-gke/README.md as first published in commit 24ba6df9c0ba83d31db09446eb5560da0829ec89 (2024-10-21, Copybara import \'Adding Llama-3-70B\' / \'Adding Llama-3-70B on 128 gpus recipe\'); the same DLLogger entry stays (path renamed to training/a3mega/llama3-70b/nemo-pretraining-gke/README.md in 748a454) until a98e777f11acd2ad069b5b2a7162513a7b424c94 (2026-02-02, \'Update documentation in README files\') removed it; config src/frameworks/nemo-configs/llama3-70b-fp8.yaml and values.yaml at 24ba6df',
 table="README section 'Analyze results', 'Here is an example of an entry in the DLLogger log' (step 36) for the default 16-node (128 GPU) fp8 recipe",
 model='Llama 3 70B (NeMo 1.0 megatron_gpt, GPT2BPE tokenizer, Wikipedia bpe2gpt data)', arch='dense',
 layers=80, hidden=8192, ffn_hidden=28672, ffn_gated='true', heads=64, kv_heads=8, seq_len=seq,
 vocab=pad_vocab(50257, 128, tp), num_experts='', experts_per_token='', global_batch_seqs=gbs, micro_batch=1,
 tp=tp, pp=pp, dp=dp, cp=cp, ep=1, vp=vp, sequence_parallel='true', zero_stage=1, num_gpus=n,
 accelerator='h100-sxm5-80gb', precision='fp8', recompute='none',
 framework='NeMo 24.07 (NeMo 1.0 megatron_gpt_pretraining.py, Megatron-Core, Transformer Engine FP8 hybrid), image nemo_workload:24.07 built from src/docker/nemo-24.07; GKE, 16 x a3-megagpu-8g (8 x H100 80GB each, GPUDirect-TCPXO, NCCL plugin v1.0.3)',
 step_time_s=round(t, 3), tokens_per_s_per_gpu=tok(gbs, seq, t, n), tflops_per_gpu='', tflops_basis='', mfu_pct='',
 measured_or_derived=f'step_time_s PUBLISHED (one DLLogger entry, step 36: \'train_step_timing in s\': 45.81364059448242; NeMo step timer with buffer_size 5 is a running mean of the last 5 steps); tokens_per_s_per_gpu DERIVED = {gbs} x {seq} / 45.8136 / {n} = {tok(gbs, seq, t, n)}; dp DERIVED = {n}/({tp}x{pp}x{cp}) = {dp}; global batch {gbs} from config (and consumed_samples 37888 at step 36 = 37 x 1024)',
 confidence='medium: every layout/batch field is in the published config and the README names 128 GPUs and fp8 for the processing command, but the time is a single logged step shown as an example, not an average; recipe later removed from the repo',
 notes=("Verbatim (README DLLogger example, 24ba6df): '\"datetime\": \"2024-10-10 21:24:01.952723\"', '\"step\": 36', '\"global_step\": 36', '\"consumed_samples\": 37888', '\"train_step_timing in s\": 45.81364059448242'. README: 'A cluster with 16 and 64 nodes [a3-megagpu-8g]', 'An A3 Mega node pool (minimum of 16 nodes, 128 GPUs)', 'The default job setting is 50 training steps and fp8 precision', 'To run on 512 GPUs, use the `--set workload.gpus=512`'; the README then runs process_training_results.py with '--batch_size 1024 --num_accelerators 128 --model_type llama3-70b --accelerator_type h100 --precision fp8 --start_step=15 --end_step=40' and notes 'Modify the `--num_accelerators=512` in case you run on 512 GPUs and `--precision=bf16` in case you run your training session using bf16 precision' (so the example is the default 128-GPU fp8 run: GPU COUNT INFERRED from that default). values.yaml: 'gpus: 128 # This should be one of: [128, 256]', network stack 'tcpxo'. "
        "CONFIG (llama3-70b-fp8.yaml, published): trainer devices 8, precision bf16 + model fp8 true, fp8_e4m3 false, fp8_hybrid true, fp8_amax_history_len 1024 -> precision fp8 (delayed scaling); micro_batch_size 1, global_batch_size 1024, tensor_model_parallel_size 4, pipeline_model_parallel_size 4, virtual_pipeline_model_parallel_size 5, context_parallel_size 2, sequence_parallel true, encoder_seq_length 8192, num_layers 80, hidden_size 8192, ffn_hidden_size 28672, num_attention_heads 64, num_query_groups 8, position_embedding_type rope; activations_checkpoint_granularity/method null -> recompute none; optim mcore_distributed_optim with overlap_grad_sync/overlap_param_sync true -> zero_stage 1 (project convention for the Megatron distributed optimizer); ub_tp_comm_overlap false; overlap_p2p_comm true; data_impl mmap on the Wikipedia bpe2gpt set (values.yaml gcsDownload 'gs://nemo-megatron-demo/training-data/tokenized/bpe2gpt/wikipedia/'). DERIVED: grad accumulation = 1024/(1 x 4) = 256 micro-batches. "
        "VOCAB: tokenizer GPT2BPETokenizer (gpt2-vocab.json, 50257) with make_vocab_size_divisible_by 128 x TP 4 -> padded 50688 (DERIVED, Megatron padding rule), not the Llama 128256 vocab; ffn gated: activation fast-swiglu in the config (llama architecture). head_dim 128 = 8192/64. inter_network empty: A3 Mega has 8 x 200 Gb/s GPUDirect-TCPXO NICs per node (Google Cloud machine docs, not stated in the repo beyond 'stack: tcpxo'); fabrics.csv has no TCPXO entry. cuda_graphs blank: neither README nor config mentions CUDA graphs. Not in data/: grep of measurements/*.csv and collections/*.csv for 45.81 / a3mega found nothing; collections/2026-12-05-provider-posts-helper-report.md declined gpu-recipes a3mega only as 'Not a target accelerator'."),
 head_dim=128, activation_offload='false', target_file='google_gpu_recipes.csv'))

# ---- 2: A3 Mega (H100) Llama 3.1 70B NeMo 24.07, bf16, 256 GPUs
gbs, seq, n, t = 2048, 8192, 256, 67.82038879394531
tp, pp, cp, vp = 4, 4, 2, 4
dp = n // (tp * pp * cp)
rows.append(dict(
 row_id='s46e-002',
 source=REPO + ', training/a3mega/llama-3.1-70b/nemo-pretraining-gke/README.md as first published in commit 3a1db077027877186196519d3d3f8ff1b4c56d31 (2024-10-30, Copybara import \'Adding Llama-3.1-70B ...\'); the same DLLogger entry stays (path renamed to training/a3mega/llama3-1-70b/nemo-pretraining-gke/README.md in 748a454, config moved to src/frameworks/a3mega/nemo-configs/llama3-1-70b-256gpus-bf16.yaml) until a98e777f11acd2ad069b5b2a7162513a7b424c94 (2026-02-02) removed it; config src/frameworks/nemo-configs/llama3.1-70b-256gpus-bf16.yaml and values.yaml at 3a1db07',
 table="README section 'Analyze results', 'Here is an example of an entry in the DLLogger log' (step 37) for the 32-node (256 GPU) bf16 recipe",
 model='Llama 3.1 70B (NeMo 1.0 megatron_gpt, mock data, GPT2BPE tokenizer)', arch='dense',
 layers=80, hidden=8192, ffn_hidden=28672, ffn_gated='true', heads=64, kv_heads=8, seq_len=seq,
 vocab=pad_vocab(50257, 128, tp), num_experts='', experts_per_token='', global_batch_seqs=gbs, micro_batch=1,
 tp=tp, pp=pp, dp=dp, cp=cp, ep=1, vp=vp, sequence_parallel='true', zero_stage=1, num_gpus=n,
 accelerator='h100-sxm5-80gb', precision='bf16', recompute='none',
 framework='NeMo 24.07 (NeMo 1.0 megatron_gpt_pretraining.py, Megatron-Core, Transformer Engine), image nemo_workload:24.07; GKE, 32 x a3-megagpu-8g (8 x H100 80GB each, GPUDirect-TCPXO)',
 step_time_s=round(t, 3), tokens_per_s_per_gpu=tok(gbs, seq, t, n), tflops_per_gpu='', tflops_basis='', mfu_pct='',
 measured_or_derived=f'step_time_s PUBLISHED (one DLLogger entry, step 37: \'train_step_timing in s\': 67.82038879394531; NeMo step timer buffer_size 5 = running mean of 5 steps); tokens_per_s_per_gpu DERIVED = {gbs} x {seq} / 67.8204 / {n} = {tok(gbs, seq, t, n)}; dp DERIVED = {n}/({tp}x{pp}x{cp}) = {dp}; global batch {gbs} from config (and consumed_samples 77824 at step 37 = 38 x 2048)',
 confidence='medium: layout/batch fully in the published config, 256 GPUs and bf16 stated in the README; single logged step shown as an example; recipe later removed',
 notes=("Verbatim (README DLLogger example, 3a1db07): '\"datetime\": \"2024-10-23 23:07:06.006584\"', '\"step\": 37', '\"consumed_samples\": 77824', '\"train_step_timing in s\": 67.82038879394531'. README: 'A cluster with 32 nodes [a3-megagpu-8g]', 'BF16 precision training', 'Uses a mock pretraining dataset provided by the NeMo framework', 'An A3 Mega node pool (minimum of 32 nodes, 256 GPUs)', 'The default job setting is 50 training steps and bf16 precision'; processing command '--batch_size 2048 --num_accelerators 256 ... --precision bf16'. values.yaml 'gpus: 256 # This should be one of: [128, 256]', network stack 'tcpxo'. "
        "CONFIG (llama3.1-70b-256gpus-bf16.yaml, published): trainer precision bf16, model fp8 false; micro_batch_size 1, global_batch_size 2048, tensor_model_parallel_size 4, pipeline_model_parallel_size 4, virtual_pipeline_model_parallel_size 4, context_parallel_size 2, sequence_parallel true, encoder_seq_length 8192, num_layers 80, hidden_size 8192, ffn_hidden_size 28672, num_attention_heads 64, num_query_groups 8, activation fast-swiglu, rmsnorm, rope, share_embeddings_and_output_weights false; activations_checkpoint_granularity/method null -> recompute none; optim distributed_fused_adam with overlap_grad_sync/overlap_param_sync true -> zero_stage 1 (as pv66-002); ub_tp_comm_overlap false; data_impl mock. DERIVED: grad accumulation = 2048/(1 x 8) = 256 micro-batches. "
        "VOCAB: GPT2BPETokenizer (50257) padded to a multiple of 128 x TP 4 = 512 -> 50688 (DERIVED). head_dim 128. inter_network empty (A3 Mega 8 x 200 Gb/s GPUDirect-TCPXO, no fabrics.csv entry). cuda_graphs blank: not mentioned. Not in data/ (see s46e-001)."),
 head_dim=128, activation_offload='false', target_file='google_gpu_recipes.csv'))

# ---- 3: A3 Mega (H100) Llama 2 7B MaxText bf16, 256 GPUs
gbs, seq, n, t = 1024, 4096, 256, 1.500
rows.append(dict(
 row_id='s46e-003',
 source=REPO + ', training/a3mega/llama-2-7b/maxtext-pretraining-gke/README.md as published in commit d57d2223fa1130d187f3a9fde3a3d15add90b4e1 (2025-01-15, Copybara import \'Adding A3 Mega Llama-2-7B MaxText/JAX\'); removed in 9b1c797180b17cf203ecafdf26d323a61d0f230c (2025-03-11, \'Remove maxtext-llama-2-7b\'); config src/frameworks/a3mega/maxtext-configs/llama-2-7b-256gpus-a3mega-bf16.yaml at d57d222; model shape AI-Hypercomputer/maxtext MaxText/configs/models (llama2-7b.yml, read at HEAD e591f30cb as src/maxtext/configs/models/llama2-7b.yml)',
 table="README section 'Analyze results', 'Here is an example of an entry in the logs' ('completed step: 12, ...') and section 'Calculate training performance metrics (MFU)', 32-node (256 GPU) default recipe",
 model='Llama 2 7B (MaxText model_name llama2-7b, synthetic data)', arch='dense',
 layers=32, hidden=4096, ffn_hidden=11008, ffn_gated='true', heads=32, kv_heads=32, seq_len=seq,
 vocab=32000, num_experts='', experts_per_token='', global_batch_seqs=gbs, micro_batch=4,
 tp=1, pp=1, dp=256, cp=1, ep=1, vp=1, sequence_parallel='false', zero_stage=3, num_gpus=n,
 accelerator='h100-sxm5-80gb', precision='bf16', recompute='selective',
 framework='JAX MaxText on GPU (image maxtext-nightly built by src/docker/maxtext/cloudbuild.yml from base ghcr.io/nvidia/jax:jax-2024-12-04, JAX 0.4.36.dev20241202); GKE, 32 x a3-megagpu-8g (8 x H100 80GB each, GPUDirect-TCPXO); attention cudnn_flash_te, remat_policy minimal_flash, scan_layers false, synthetic data, 30 steps',
 step_time_s=1.500, tokens_per_s_per_gpu=10922.973, tflops_per_gpu=503.384, tflops_basis='model', mfu_pct=51.4,
 measured_or_derived='measured (published log line): seconds 1.500, TFLOP/s/device 503.384, Tokens/s/device 10922.973, total_weights 4194304 (tokens per step); MFU 51.4% PUBLISHED (503.384/989). DERIVED: global batch 1024 = 4194304/4096 = per_device_batch_size 4 x 256 GPUs; check 4194304/1.500/256 = 10922.7 tok/s/GPU (matches the published 10922.973 up to the rounding of the step time)',
 confidence='medium: single example log line (step 12 of a 30-step run) in a how-to README that was removed two months later (reason not stated); GPU count confirmed by arithmetic; layout from the published config',
 notes=("Verbatim (README, d57d222): 'completed step: 12, seconds: 1.500, TFLOP/s/device: 503.384, Tokens/s/device: 10922.973, total_weights: 4194304, loss: 0.000'; 'MFU = TFLOP/s/device / MAX TFLOP H100 = 503.384 / 989 = 0.514 = 51.4%' with 'MAX TFLOP H100: - BF16: 989'; 'BF16 precision training'; 'Uses a synthetic pretraining dataset provided by the MaxText framework'; 'An A3 Mega node pool (32 nodes, 256 GPUs / 16 nodes, 128 GPUs)'; 'The default job setting is 30 training steps and bf16 precision over 32 nodes'. values.yaml 'gpus: 256', network stack 'tcpxo'. "
        "CONFIG (llama-2-7b-256gpus-a3mega-bf16.yaml, published): 'dcn_data_parallelism: 32', 'ici_fsdp_parallelism: 8', 'per_device_batch_size: 4', 'max_target_length: 4096', 'model_name: llama2-7b', 'attention: cudnn_flash_te', 'remat_policy: minimal_flash', 'scan_layers: false', 'dataset_type: synthetic'. GPU COUNT 256: 4 x 4096 x 256 = 4194304 = total_weights (the 128-GPU config would give 2097152). LAYOUT: FSDP over the 8 GPUs of a node, pure data parallel over 32 nodes -> zero_stage 3, dp 256, fsdp_shard 8 (HSDP, as pv66-001 / gcp-a4 rows record MaxText ici_fsdp). micro_batch 4 = per_device_batch_size, no gradient accumulation (MaxText default gradient_accumulation_steps 1 in base.yml at d1d767a8a). RECOMPUTE: minimal_flash (MaxText/layers/models.py at d1d767a8a: save_from_both_policies(checkpoint_dots_with_no_batch_dims, save_only_these_names('context'))) saves every weight matmul output and the attention context; recorded 'selective' following the data/README convention for MaxText 'minimal' (close to no recompute). weight_dtype float32 (base.yml default) -> optimizer_state empty. "
        "SHAPE (MaxText llama2-7b.yml): base_emb_dim 4096, base_num_query_heads 32, base_num_kv_heads 32, base_mlp_dim 11008, base_num_decoder_layers 32, head_dim 128, mlp_activations silu/linear (gated), vocab_size 32000. FLOP BASIS CHECK: 503.384e12/10922.973 = 4.61e10 FLOP/token, about MaxText's 6N + full (non-causal) attention count for a 6.7B model at 4096 tokens -> tflops_basis model. inter_network empty (A3 Mega TCPXO, no fabrics.csv entry). cuda_graphs blank: not mentioned (XLA on GPU; the README says nothing). Not in data/: no llama2-7b MaxText H100 row, and no a3mega row (grep 10922 / 503.384 / a3mega)."),
 head_dim=128, activation_offload='false', fsdp_shard=8, target_file='google_gpu_recipes.csv'))

# ---- 4: A4 (B200) Llama 3.1 70B NeMo 25.02, fp8, 256 GPUs
gbs, seq, n, t = 2048, 8192, 256, 19.954481744766234
tp, pp, cp, vp = 2, 4, 1, 20
dp = n // (tp * pp * cp)
rows.append(dict(
 row_id='s46e-004',
 source=REPO + ', training/a4/llama3-1-70b/nemo-pretraining-gke/README.md as first published in commit 0211dc1735cd274b72d2e73ac49f12338ef5312a (2025-03-26, Copybara import \'Merge \"Llama-3.1-70B A4 Nemo fp8/bf16 256 gpus\"\'); DLLogger entry unchanged through 534ed0195209394fd814cbfef508ecfb608695d0 (2025-05-22, 64/128-node configs added); README removed in 43807341e37cca2d749f80028fa87410135791dd (2025-10-30, \'Removed unused README.md file from nemo-pretraining-gke directory (#35)\'); config src/frameworks/a4/nemo-configs/llama3-1-70b-256gpus-a4-fp8.yaml at 0211dc1',
 table="README section 'Analyze results', 'Here is an example of an entry in the DLLogger log' (step 11) for the default 32-node (256 GPU) fp8 recipe",
 model='Llama 3.1 70B (NeMo 1.0 megatron_llama, mock data, GPT2BPE tokenizer)', arch='dense',
 layers=80, hidden=8192, ffn_hidden=28672, ffn_gated='true', heads=64, kv_heads=8, seq_len=seq,
 vocab=pad_vocab(50257, 128, tp), num_experts='', experts_per_token='', global_batch_seqs=gbs, micro_batch=1,
 tp=tp, pp=pp, dp=dp, cp=cp, ep=1, vp=vp, sequence_parallel='true', zero_stage=1, num_gpus=n,
 accelerator='b200', precision='fp8', recompute='none',
 framework='NeMo 25.02 (NeMo 1.0 megatron_gpt_pretraining.py, Megatron-Core, Transformer Engine FP8 delayed scaling, TP comm overlap), container us-central1-docker.pkg.dev/deeplearning-images/reproducibility/pytorch-gpu-nemo-nccl:nemo25.02-gib1.0.5-A4; GKE, 32 x a4-highgpu-8g (8 x B200 each)',
 step_time_s=round(t, 3), tokens_per_s_per_gpu=tok(gbs, seq, t, n), tflops_per_gpu='', tflops_basis='', mfu_pct='',
 measured_or_derived=f'step_time_s PUBLISHED (one DLLogger entry, step 11: \'train_step_timing in s\': 19.954481744766234); tokens_per_s_per_gpu DERIVED = {gbs} x {seq} / 19.9545 / {n} = {tok(gbs, seq, t, n)}; dp DERIVED = {n}/({tp}x{pp}) = {dp}; global batch {gbs} from config (and consumed_samples 24576 at step 11 = 12 x 2048)',
 confidence='medium: layout/batch fully in the published config; 256 GPUs and fp8 are the README default and its processing command; single logged step (step 11 of 15) shown as an example; the README was later deleted as unused',
 notes=("Verbatim (README DLLogger example, 0211dc1): '\"datetime\": \"2025-03-21 04:25:20.867155\"', '\"step\": 11', '\"consumed_samples\": 24576.0', '\"train_step_timing in s\": 19.954481744766234'. README: 'A cluster with 32 [a4-highgpu-8g] machines', 'NVIDIA NeMo NGC container image: 25.02', 'FP8/BF16 precision training', 'Uses a mock pretraining dataset provided by the NeMo framework. By default, the job is configured to execute 15 training steps', 'An A4 node pool (32 nodes, 256 GPUs)'; at 534ed01 'The default job setting is 15 training steps and fp8 precision'; processing command '--batch_size 2048 --num_accelerators 256 --precision fp8 --model_type llama3.1-70b --accelerator_type b200' (PRECISION fp8 INFERRED from that default; a bf16 config with the same batch also exists). "
        "CONFIG (llama3-1-70b-256gpus-a4-fp8.yaml, published): trainer precision bf16 + model fp8 true, fp8_e4m3 true, fp8_hybrid true, fp8_amax_history_len 1024, fp8_amax_compute_algo max -> precision fp8 (delayed scaling); micro_batch_size 1, global_batch_size 2048, tensor_model_parallel_size 2, pipeline_model_parallel_size 4, virtual_pipeline_model_parallel_size 20, context_parallel_size 1, sequence_parallel true, encoder_seq_length 8192, num_layers 80, hidden_size 8192, ffn_hidden_size 28672, num_attention_heads 64, num_query_groups 8; activations_checkpoint_granularity/method null -> recompute none; optim mcore_distributed_optim, overlap_grad_sync/overlap_param_sync true -> zero_stage 1; ub_tp_comm_overlap true; data_impl mock. DERIVED: grad accumulation = 2048/(1 x 32) = 64 micro-batches. "
        "VOCAB: GPT2BPETokenizer (50257) padded to a multiple of 128 x TP 2 = 256 -> 50432 (DERIVED, as pv66-002). head_dim 128. Cross-check: gcp-a4-maxtext-001 (MaxText, same model, same 256 B200, fp8, GBS 2048) logs 3130.5 tokens/s/GPU; this NeMo row gives 3284.4. inter_network empty (A4: RoCE, B200 default). cuda_graphs blank: not mentioned. Not in data/: google_gpu_recipes.csv holds only the MaxText A4 rows; collections/2026-12-05-provider-posts-helper-report.md and 2026-12-06-nonnvidia-blackwell-helper-report.md grepped HEAD only, where this README no longer exists."),
 head_dim=128, activation_offload='false', target_file='google_gpu_recipes.csv'))

with open('/work/s73/hE/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=HEADER, extrasaction='raise')
    w.writeheader()
    for r in rows:
        full = {k: '' for k in HEADER}; full.update(r)
        w.writerow(full)
print(len(rows), 'rows')
for r in rows:
    print(r['row_id'], r['model'][:40], r['num_gpus'], r['accelerator'], r['precision'], r['step_time_s'], r['tokens_per_s_per_gpu'], 'vocab', r['vocab'], 'dp', r['dp'])
