#!/usr/bin/env python3
"""Build /work/s75/m/rows.csv (s48m-001..009): torchprime (PyTorch/XLA) TPU v6e recipes and the
PyTorch/XLA FSDP blog's GPT-2 2B on TPU v4-8. Checks tp*pp*dp*cp == chips, micro_batch*dp == gbs,
and tokens/s/chip = gbs*seq/(step*chips)."""
import csv

HDR_SRC = "/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv"
hdr = next(csv.reader(open(HDR_SRC)))
assert hdr[-2:] == ["memory_measure", "target_file"]
hdr = hdr[:-1] + ["cuda_graphs", "target_file"]

TP_REPO = "AI-Hypercomputer/torchprime (upstream history read from the fork mirror vealocia/torchprime; fetch of the upstream repository was refused here)"
L8 = dict(arch="dense", layers=32, hidden=4096, ffn_hidden=14336, ffn_gated="true", heads=32, kv_heads=8, vocab=128256)
L70 = dict(arch="dense", layers=80, hidden=8192, ffn_hidden=28672, ffn_gated="true", heads=64, kv_heads=8, vocab=128256)
L405 = dict(arch="dense", layers=126, hidden=16384, ffn_hidden=53248, ffn_gated="true", heads=128, kv_heads=8, vocab=128256)

COMMON_TP = ("Optimizer/precision (train.py at the cited commit): model built under 'with set_default_dtype(torch.bfloat16), torch_xla.device():' "
             "(comment: 'Set the model dtype to bfloat16') and 'self.optimizer = Adafactor(params=model.parameters(), lr=..., relative_step=False, "
             "scale_parameter=False)' (transformers Adafactor: factored second moment, no first moment by default, updates the bf16 weights in place). "
             "optimizer_state recorded as bf16 (ASSUMED mapping: no fp32 master copy; Adafactor's state is smaller than the 4 B/param the bf16 code assumes). "
             "precision bf16 (PUBLISHED via code). Sharding: torch_xla SPMD; 'model/sharding' (or 'model/scaling') llama-fsdp shards every weight on the fsdp mesh axis and "
             "activations [fsdp, null, null] = ZeRO-3-like FSDP over all chips: zero_stage 3, dp = fsdp degree. Data: wikitext (real data, HF tokenizer). "
             "Step duration: the README's 'Expected step duration' is the step time measured from the xprof profile (torchprime PR #70 'Script to compute step duration'); "
             "MFU as published by torchprime's MFU calculator (PR #49; basis not re-derived here). tokens_per_s_per_gpu DERIVED = gbs*seq/(step*chips). "
             "micro_batch DERIVED = gbs/dp (torch_xla trainer has no gradient accumulation at these commits: no 'accumul' in train.py). cuda_graphs blank (TPU; nothing stated). "
             "Publisher note: torchprime is Google's PyTorch/XLA team (pyproject authors 'PyTorch/XLA team', pytorchxla-dev@google.com), a stack other than MaxText/AXLearn.")

rows = []

def add(**r):
    rows.append(r)

base_tp = dict(seq_len=8192, cp=1, ep=1, vp=1, pp=1, sequence_parallel="false", zero_stage=3, accelerator="tpu-v6e",
               precision="bf16", num_experts="", experts_per_token="", measured_or_derived=
               "step_time_s and mfu_pct PUBLISHED (README 'Expected step duration' / results.csv); tokens_per_s_per_gpu, dp, micro_batch DERIVED",
               optimizer_state="bf16", target_file="google_maxtext_tpu.csv")

# 001 / 002: Llama 3.0 8B, gbs 256 / 512, 69a1fc1
for rid, gbs, step, mfu in [("s48m-001", 256, 1.625, 33.53), ("s48m-002", 512, 2.991, 36.43)]:
    q = ("Verbatim (torchprime/torch_xla_models/README.md at 69a1fc10, 'Llama 3.0 8B on v6e-256'): 'Recipe for global batch size %d, sequence length 8192. "
         "Expected step duration: %ss. MFU: %s%%.' with command 'tp run torchprime/torch_xla_models/train.py model=llama-3-8b global_batch_size=%d block_size=8192 "
         "profile_step=5 ici_mesh.fsdp=256'. Same numbers first reported in issue AI-Hypercomputer/torchprime#16 (zpcore, 2025-02-06): "
         "'|Llama 3.0 8B 8kseq_len| %d| v6e-256 x 1pod | %ss|%s|' (torchprime vs Hugging Face fork) after tengyifei: 'torch_xla pinned to 2.6.0 docker'. "
         % (gbs, f"{step:.3f}", f"{mfu:.2f}", gbs, gbs, f"{step:.3f}", "1.71s" if gbs == 256 else "3.37s"))
    cfg = ("Config at 69a1fc10: configs/model/llama-3-8b.yaml ('flash_attention: true' = PyTorch/XLA Pallas flash attention, no scan) with scaling/llama-fsdp.yaml "
           "('activation_checkpoint_layers: - LlamaDecoderLayer', 'optimization_barrier_layers: - LlamaDecoderLayer') => recompute full (every decoder layer checkpointed). "
           "Default LIBTPU flags (none given in this recipe). Shape from configs/model/llama-3-8b.yaml (vocab_size 128256, hidden_size 4096, intermediate_size 14336, "
           "num_hidden_layers 32, num_attention_heads 32, num_key_value_heads 8, hidden_act silu; separate lm_head = untied). Dataset default wikitext-2-raw-v1. ")
    add(row_id=rid, source=f"Google torchprime (PyTorch/XLA) README recipes, {TP_REPO}@69a1fc10f44b13a9282f73edbe778b7819dbbfdf torchprime/torch_xla_models/README.md ('Document model status (#138)', 2025-03-04; numbers from issue #16, 2025-02-06)",
        table=f"'Llama 3.0 8B on v6e-256' recipe, global batch size {gbs}", model="Llama 3 8B (Meta-Llama-3-8B shape)", **L8, global_batch_seqs=gbs,
        micro_batch=gbs // 256, tp=1, dp=256, num_gpus=256, recompute="full",
        framework="torchprime torch_xla trainer (PyTorch/XLA SPMD, torch_xla 2.6.0 docker per issue #16; Dockerfile at 69a1fc10 pins xla nightly 20250227)",
        step_time_s=step, mfu_pct=mfu, confidence="medium-high (recipe and number published together by the framework team; measured before the recipe commit)",
        notes=q + cfg + COMMON_TP, activation_offload="false", **base_tp)

# 003: Llama 3.0 8B gbs 1024, scan + splash, 7796cc5
add(row_id="s48m-003", source=f"Google torchprime (PyTorch/XLA) README recipes, {TP_REPO}@7796cc59fef6c0c6b692a58f40437bd19ef06e80 torchprime/torch_xla_models/README.md ('update llama performance (#214)', 2025-04-25); same figure in torchprime/torch_xla_models/results.csv added at 12dc8a42f827bd9609cd36628b9bf8a39aaa04e4 (#237, 2025-05-16)",
    table="'Llama 3.0 8B on v6e-256' recipe, global batch size 1024; results.csv row 'Llama 3.0 8B, v6e-256, 1024, 8192, 4.741, AdaFactor, 45.98'",
    model="Llama 3 8B (Meta-Llama-3-8B shape)", **L8, global_batch_seqs=1024, micro_batch=4, tp=1, dp=256, num_gpus=256, recompute="full",
    framework="torchprime torch_xla trainer (PyTorch/XLA SPMD; Dockerfile at 7796cc59 pins xla nightly_3.10_tpuvm_20250410)",
    step_time_s=4.741, mfu_pct=45.98, confidence="high (recipe command, LIBTPU flags and number in one README section; repeated in results.csv)",
    notes=("Verbatim (README at 7796cc59): 'Recipe for global batch size 1024, sequence length 8192. We need splash attention kernel. Expected step duration: 4.741s. MFU: 45.98%.' "
           "Command: 'tp run torchprime/torch_xla_models/train.py model=llama-3-8b dataset_config_name=wikitext-103-raw-v1 global_batch_size=1024 profile_step=6 "
           "profile_duration=20000 ici_mesh.fsdp=256 model/remat=llama-scan model.attention_kernel=splash_attention' with LIBTPU_INIT_ARGS incl. "
           "'--xla_tpu_enable_async_collective_fusion_fuse_all_gather=true ... --xla_tpu_overlap_compute_collective_tc=true ... --xla_tpu_enable_sparse_core_collective_offload_all_reduce=true'. "
           "remat/llama-scan.yaml: 'defaults: - llama' + \"scan_layers: 'model.layers'\"; remat/llama.yaml: 'activation_checkpoint_layers: - LlamaDecoderLayer' => recompute full, "
           "layers compiled with torch_xla scan, no host offload. Attention: splash attention (Pallas). block_size default 8192 (configs/default.yaml 'block_size: 8192'). "
           "Shape: configs/model/llama-3-8b.yaml at 7796cc59 (as s48m-001). Near-repeat declined: Llama 3.1 8B same recipe, 'Expected step duration: 4.764s, MFU: 45.75%' "
           "(same shape and layout). Related but different framework: MaxText mt-006 (Llama 3.1 8B, v6e-256, gbs 1024, 4.546 s). " + COMMON_TP),
    activation_offload="false", **base_tp)

# 004: Llama 3.1 70B gbs 512, scan-offload + splash
add(row_id="s48m-004", source=f"Google torchprime (PyTorch/XLA) README recipes, {TP_REPO}@7796cc59fef6c0c6b692a58f40437bd19ef06e80 torchprime/torch_xla_models/README.md (#214, 2025-04-25); results.csv at 12dc8a42f827bd9609cd36628b9bf8a39aaa04e4",
    table="'Llama 3.1 70B on v6e-256' recipe; results.csv row 'Llama 3.1 70B, v6e-256, 512, 8192, 19.277, AdaFactor, 45.16'",
    model="Llama 3.1 70B", **L70, global_batch_seqs=512, micro_batch=2, tp=1, dp=256, num_gpus=256, recompute="full",
    framework="torchprime torch_xla trainer (PyTorch/XLA SPMD; xla nightly 20250410)", step_time_s=19.277, mfu_pct=45.16,
    confidence="high (recipe command and number in one README section; repeated in results.csv)",
    notes=("Verbatim (README at 7796cc59): 'Recipe for global batch size 512, sequence length 8192. We need splash attention kernel. Expected step duration: 19.277s, MFU: 45.16%.' "
           "Command: 'tp run torchprime/torch_xla_models/train.py model=llama-3.1-70b dataset_config_name=wikitext-103-raw-v1 global_batch_size=512 profile_step=5 "
           "profile_duration=250000 ici_mesh.fsdp=256 model/remat=llama-scan-offload model.attention_kernel=splash_attention' (same LIBTPU_INIT_ARGS as the 8B recipe). "
           "remat/llama-scan-offload.yaml: 'defaults: - llama-scan' + 'offload_tensors: - decoder_input' => every decoder layer checkpointed (recompute full), layers scanned, "
           "the saved layer inputs offloaded to host memory (activation_offload true). Shape from configs/model/llama-3.1-70b.yaml at 7796cc59 (vocab_size 128256, hidden_size 8192, "
           "intermediate_size 28672, num_hidden_layers 80, num_attention_heads 64, num_key_value_heads 8). Related, different framework: MaxText mt-010 (gbs 1280) and s41c-013 (gbs 1024) on v6e-256. " + COMMON_TP),
    activation_offload="true", **base_tp)

# 005: Llama 3.1 405B gbs 64, 6c3b297
add(row_id="s48m-005", source=f"Google torchprime (PyTorch/XLA) README recipes, {TP_REPO}@6c3b297909e4c1f648d8ffa8ce7d52fec8cde0df torchprime/torch_xla_models/README.md ('Replace nn.Linear with einsum in the model (#147)', 2025-03-10)",
    table="'Llama 3.1 405B on v6e-256' recipe, global batch size 64",
    model="Llama 3.1 405B", **L405, global_batch_seqs=64, micro_batch=1, tp=4, dp=64, num_gpus=256, recompute="full",
    framework="torchprime torch_xla trainer (PyTorch/XLA SPMD; Dockerfile at 6c3b297 pins xla nightly 20250307)", step_time_s=19.642, mfu_pct=29.91,
    confidence="medium-high (recipe and number in one README section; superseded a week later by the gbs-256 offload recipe)",
    notes=("Verbatim (README at 6c3b297): 'Recipe for global batch size 64, sequence length 8192. Expected step duration: 19.642s. MFU: 29.91%.' Command: "
           "'tp run torchprime/torch_xla_models/train.py model=llama-3.1-405b global_batch_size=64 block_size=8192 profile_step=5 ici_mesh.fsdp=64 ici_mesh.tensor=4' "
           "(with LIBTPU_INIT_ARGS '--xla_tpu_enable_flash_attention=false --xla_tpu_enable_async_collective_fusion=true ...'). The commit replaced the figure "
           "'Expected step duration: 27.349s. MFU: 21.48%.' (69a1fc10) after switching nn.Linear to einsum. Config at 6c3b297: configs/model/llama-3.1-405b.yaml "
           "'defaults: - scaling: llama-fsdp-tp', 'flash_attention: true' (Pallas flash attention); scaling/llama-fsdp-tp.yaml 'activation_checkpoint_layers: - LlamaDecoderLayer' "
           "=> recompute full, no scan, no offload; 2D sharding: weights e.g. 'q_proj.weight: [tensor, fsdp]', activations [fsdp, null, tensor] (hidden dim on the tensor axis, "
           "recorded tp 4, sequence_parallel false). DERIVED: dp = 256/4 = 64 (fsdp axis), micro_batch = 64/64 = 1. Shape from configs/model/llama-3.1-405b.yaml "
           "(vocab_size 128256, hidden_size 16384, intermediate_size 53248, num_hidden_layers 126, num_attention_heads 128, num_key_value_heads 8). " + COMMON_TP),
    activation_offload="false", **base_tp)

# 006 / 007: Llama 3.1 405B gbs 256 one pod, gbs 512 two pods, f7ab573
for rid, chips, gbs, dp, step, mfu, name, cmd in [
    ("s48m-006", 256, 256, 64, 67.212, 34.96, "Llama 3.1 405B on v6e-256",
     "'tp run torchprime/torch_xla_models/train.py model=llama-3.1-405b global_batch_size=256 block_size=8192 ici_mesh.fsdp=64 ici_mesh.tensor=4 profile_step=5 profile_duration=240000 dataset_config_name=wikitext-103-raw-v1 max_steps=50 logging_steps=10'"),
    ("s48m-007", 512, 512, 128, 69.081, 34.01, "Llama 3.1 405B on 2 pods of v6e-256",
     "'tp run torchprime/torch_xla_models/train.py model=llama-3.1-405b global_batch_size=512 block_size=8192 dcn_mesh.fsdp=2 ici_mesh.fsdp=64 ici_mesh.tensor=4 dataset_config_name=wikitext-103-raw-v1 max_steps=50 logging_steps=10'")]:
    extra = ("Two v6e-256 slices over the data-centre network: dcn_mesh.fsdp=2 extends the FSDP axis across slices (fsdp 64 x 2 = 128 = dp, one FSDP group over both slices, "
             "fsdp_shard empty); inter_network left empty as for MaxText s41c-015 (same layout and batch in MaxText: 2 x v6e-256, fsdp 64 x tp 4 x dcn fsdp 2, gbs 512; "
             "a different framework, so not a duplicate). results.csv row 'Llama 3.1 405B, v6e-256 x 2, 512, 8192, 69.081, AdaFactor, 34.01'. ") if chips == 512 else \
            "results.csv row 'Llama 3.1 405B, v6e-256, 256, 8192, 67.212, AdaFactor, 34.96'. "
    add(row_id=rid, source=f"Google torchprime (PyTorch/XLA) README recipes, {TP_REPO}@f7ab5739b13a311603d0d33b77d816b7ee38e7c1 torchprime/torch_xla_models/README.md ('Publish optimized Llama 3.1 405B recipe (#201)', 2025-04-09); results.csv at 12dc8a42f827bd9609cd36628b9bf8a39aaa04e4",
        table=f"'{name}' recipe", model="Llama 3.1 405B", **L405, global_batch_seqs=gbs, micro_batch=gbs // dp, tp=4, dp=dp, num_gpus=chips, recompute="full",
        framework="torchprime torch_xla trainer (PyTorch/XLA SPMD; Dockerfile at f7ab573 pins xla nightly_3.10_tpuvm_20250410)", step_time_s=step, mfu_pct=mfu,
        confidence="high (recipe command, LIBTPU flags and number in one README section; repeated in results.csv)",
        notes=(f"Verbatim (README at f7ab573): 'Recipe for global batch size {gbs}, sequence length 8192. We need to use a larger dataset"
               + (" and profile later for longer for the DCN performance to stabilize." if chips == 512 else ".")
               + f" ... Expected step duration: {step:.3f}s. MFU: {mfu:.2f}%.' Command: {cmd} (LIBTPU_INIT_ARGS incl. '--xla_tpu_enable_flash_attention=false ... "
               "--xla_tpu_host_transfer_overlap_limit=24 ... --xla_tpu_enable_ag_backward_pipelining=true ... --xla_latency_hiding_scheduler_rerun=2'). Commit message: "
               "'Do the last bits of updates for Llama 3.1 405B to enable host offloading. Update the recipes and the MFU numbers.' Config at f7ab573: "
               "configs/model/llama-3.1-405b.yaml 'defaults: - _self_ - sharding: llama-fsdp-tp - remat: llama-scan-offload'; remat llama-scan-offload = llama "
               "('activation_checkpoint_layers: - LlamaDecoderLayer') + \"scan_layers: 'model.layers'\" + 'offload_tensors: - decoder_input' => recompute full with host "
               "activation offload; attention_kernel flash_attention (model default). 2D sharding as s48m-005 (tp 4, sequence_parallel false). "
               f"DERIVED: dp = {chips}/4 = {dp}, micro_batch = {gbs}/{dp} = {gbs // dp}. " + extra + "Shape as s48m-005 (configs/model/llama-3.1-405b.yaml). " + COMMON_TP),
        activation_offload="true", **base_tp)

# 008: Llama 3.1 405B 2 pods gbs 128, 69a1fc1 (pre-offload)
add(row_id="s48m-008", source=f"Google torchprime (PyTorch/XLA) README recipes, {TP_REPO}@69a1fc10f44b13a9282f73edbe778b7819dbbfdf torchprime/torch_xla_models/README.md ('Document model status (#138)', 2025-03-04; figure unchanged through 6c3b297, replaced at f7ab573)",
    table="'Llama 3.1 405B on 2 pods of v6e-256' recipe, global batch size 128",
    model="Llama 3.1 405B", **L405, global_batch_seqs=128, micro_batch=1, tp=4, dp=128, num_gpus=512, recompute="full",
    framework="torchprime torch_xla trainer (PyTorch/XLA SPMD; Dockerfile at 69a1fc10 pins xla nightly 20250227)", step_time_s=30.933, mfu_pct=18.99,
    confidence="medium (early 2-pod recipe, low MFU; nn.Linear (pre-einsum) model at the time)",
    notes=("Verbatim (README at 69a1fc10): 'Recipe for global batch size 128, sequence length 8192. We need to use a larger dataset and profile later for longer for the DCN "
           "performance to stabilize. Expected step duration: 30.933s. MFU: 18.99%.' Command: 'tp run torchprime/torch_xla_models/train.py model=llama-3.1-405b "
           "global_batch_size=128 dcn_mesh.fsdp=2 ici_mesh.fsdp=64 ici_mesh.tensor=4 dataset_config_name=wikitext-103-raw-v1 profile_step=15 profile_duration=240000 "
           "max_steps=50 logging_steps=10'. Config at 69a1fc10: llama-3.1-405b.yaml 'defaults: ... - scaling: llama-fsdp-tp', 'flash_attention: true'; "
           "scaling/llama-fsdp-tp.yaml 'activation_checkpoint_layers: - LlamaDecoderLayer' => recompute full, no scan, no offload. Two v6e-256 slices over DCN, "
           "FSDP axis spans both (dp = 512/4 = 128, fsdp_shard empty; inter_network empty as s41c-015). DERIVED micro_batch = 128/128 = 1. Shape as s48m-005. " + COMMON_TP),
    activation_offload="false", **base_tp)

# 009: GPT-2 2B on TPU v4-8, PyTorch/XLA FSDP blog
add(row_id="s48m-009", source="PyTorch/XLA blog (Google PyTorch/XLA team with Meta and Hugging Face authors), 'Large Scale Training of Hugging Face Transformers on TPUs With PyTorch/XLA FSDP', pytorch/pytorch.github.io@92a44c948853983be1972f82b8ec53bfd56ce624 _posts/2023-08-24-large-scale-training-hugging-face.md (also indexed at c5e8218717738f56a6071be01c589fa73dcb001c)",
    table="Table 1: GPT-2 model FLOPS utilization calculation details, column v4-8 (2B)",
    model="GPT-2 2B (custom HF GPT2 config: 18 layers, n_embd 3072)", arch="dense", layers=18, hidden=3072, ffn_hidden=12288, ffn_gated="false", heads=24, kv_heads=24,
    seq_len=1024, vocab=50257, num_experts="", experts_per_token="", global_batch_seqs=128, micro_batch=32, tp=1, pp=1, dp=4, cp=1, ep=1, vp=1,
    sequence_parallel="false", zero_stage=3, num_gpus=4, accelerator="tpu-v4", precision="bf16", recompute="full",
    framework="PyTorch/XLA 2.0 FSDP (XlaFullyShardedDataParallel) via Hugging Face Transformers Trainer v4.31 run_clm.py",
    step_time_s=4.191, mfu_pct=35.7, measured_or_derived="step_time_s and mfu_pct PUBLISHED; global batch, micro_batch, tokens_per_s_per_gpu DERIVED; ffn_hidden ASSUMED (HF GPT2 default)",
    confidence="medium-high (full config and command in the post; 2023 stack)",
    notes=("Verbatim: 'When training a GPT-2 model with 2B parameters with the XLA FSDP configuration file above on a Cloud TPU v4-8, we measure a step time of 4.191s. "
           "Using the above formula, we calculate 35.7% MFU on a v4-8.' Table 1: '|**TPU NumCores**|**v4-8**|...' '|**# of Tokens / Batch**|131,072|...' "
           "'|**# of Parameters**|2B|...' '|**Step Time (ms)**|4,191|...' '|**PFLOPS / Step**|1\\.65|...' '|**MFU**|35\\.7%|...'. Config JSON: '\"activation_function\": \"gelu_new\"', "
           "'\"n_embd\": 3072, \"n_head\": 24, \"n_layer\": 18, \"n_positions\": 1024', '\"vocab_size\": 50257' (attn/embd/resid pdrop 0.1). fsdp_config: "
           "'\"fsdp_transformer_layer_cls_to_wrap\": [\"GPT2Block\"], \"xla\": true, \"xla_fsdp_settings\": {\"compute_dtype\": \"bfloat16\", \"shard_param_on_dim_0\": true, "
           "\"pin_layout_in_collective_ops\": true}, \"xla_fsdp_grad_ckpt\": true'. Command: 'python3 -u examples/pytorch/xla_spawn.py --num_cores 4 "
           "examples/pytorch/language-modeling/run_clm.py ... --per_device_train_batch_size 32 ... --block_size 1024 --optim adafactor --adafactor true ... "
           "--fsdp \"full_shard\" --fsdp_config fsdp_config.json'. DERIVED: a v4-8 has 4 chips (= --num_cores 4), global batch = 32 x 4 = 128 sequences = 131,072 tokens "
           "(matches the table); tokens_per_s_per_gpu = 131072/(4.191*4); dp 4, zero_stage 3 (full_shard, nested per GPT2Block), recompute full (xla_fsdp_grad_ckpt per "
           "GPT2Block). ffn_hidden 12288 ASSUMED = 4 x n_embd (HF GPT2Config n_inner null default; the JSON omits n_inner); GELU MLP not gated; tied input/output "
           "embeddings (GPT-2; the post: 'the input and output embedding layers in transformer-based models share weights'); learned positions. Attention: HF GPT2 eager "
           "attention (no flash kernel). Precision: compute_dtype bfloat16 with fp32 parameters in XLA FSDP (master weights fp32 ASSUMED from the XLA FSDP default); "
           "optimizer HF Adafactor (factored, no first moment) - not expressible in optimizer_state, left empty. MFU basis stated in the post: "
           "'FLOPS_per_step = 6 * tokens_per_batch * num_params' (1.65 PFLOPs/step => about 2.1B params). The larger columns (16B-128B on v4-64..v4-512) publish no shapes: "
           "declined. cuda_graphs blank (TPU). Publisher: Google PyTorch/XLA team (authors Wertheim, Mohammadi, Cao, Spiridonov of Google; Spisak of Meta; Debut, Gugger, "
           "Mangrulkar of Hugging Face); an earlier helper (2026-12-05 tpu-small report) declined it only for being Google-led."),
    activation_offload="false", optimizer_state="", target_file="google_maxtext_tpu.csv")

out = []
for r in rows:
    chips = r["num_gpus"]
    assert r["tp"] * r["pp"] * r["dp"] * r["cp"] == chips, r["row_id"]
    assert r["micro_batch"] * r["dp"] == r["global_batch_seqs"], r["row_id"]
    assert r["heads"] % r["kv_heads"] == 0
    tps = r["global_batch_seqs"] * r["seq_len"] / (r["step_time_s"] * chips)
    r["tokens_per_s_per_gpu"] = f"{tps:.1f}"
    r.setdefault("cuda_graphs", "")
    for k in hdr:
        r.setdefault(k, "")
    extra = set(r) - set(hdr)
    assert not extra, extra
    out.append(r)

with open("/work/s75/m/rows.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=hdr)
    w.writeheader()
    for r in out:
        w.writerow(r)
for r in out:
    print(r["row_id"], r["model"], r["accelerator"], r["num_gpus"], f"tp{r['tp']} dp{r['dp']} mb{r['micro_batch']} gbs{r['global_batch_seqs']} seq{r['seq_len']}", r["step_time_s"], r["tokens_per_s_per_gpu"], r["mfu_pct"])
