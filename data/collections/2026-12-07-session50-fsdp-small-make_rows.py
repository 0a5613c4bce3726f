#!/usr/bin/env python3
"""Builds /work/s77/b/rows.csv (s50b-001..004). All arithmetic is here."""
import csv

HDR_SRC = "/work/main/data/collections/2026-12-07-session49-predicted-candidate-rows.csv"
header = next(csv.reader(open(HDR_SRC)))
assert header[-3:] == ["cuda_graphs", "intra_fabric", "target_file"], header[-3:]

BIO = "NVIDIA-BioNeMo/bionemo-framework"
C_8B = "0d26cdfef5afa48112eca133cdf908409afc6f34"   # README + figure added (PR #1572, 2026-05-18)
HEAD = "e40716591436e71eab2f3fc967bfa57dd2fc096b"   # snapshot head 2026-06-09, README numbers unchanged
C_1B = "527a106bdd0822b2beb35cc6c958c052ad20d373"   # README + step-time figure added (PR #1374, 2025-12-16)
R = "bionemo-recipes/recipes/llama3_native_te"

rows = []

# ---------- s50b-001 / 002: Llama-3.1-8B, 64 B200, FSDP2 dp 64 ----------
gbs, seq, ngpu = 256, 8192, 64
for rid, prec, tps, step, wb in [
    ("s50b-001", "bf16", 17644, 1.858, "BF16 baseline"),
    ("s50b-002", "fp8", 22517, 1.455, "MXFP8 (qinit)"),
]:
    chk = gbs * seq / (step * ngpu)          # DERIVED cross-check of the two published numbers
    assert abs(chk / tps - 1) < 0.002, (rid, chk, tps)
    ga = gbs // (2 * ngpu)
    assert ga == 2
    prec_note = ("BF16 baseline (no FP8; hydra config L2_lingua_8b.yaml: 'fp8_config' default 'enabled: false')"
                 if prec == "bf16" else
                 "MXFP8 recorded as fp8: hydra config L2_lingua_8b_mxfp8_qinit.yaml: 'fp8_recipe: transformer_engine.common.recipe.MXFP8BlockScaling' 'fp8_format: E4M3' 'quantized_model_init_kwargs: enabled: true preserve_high_precision_init_val: true' (all 32 layers FP8: 'All layers in FP8 (no FL1 exclusion)'); quantized model init keeps only FP8 weight copies (README: 'the FP8 weight is already in compute format, so no on-the-fly cast every forward and backward')")
    rows.append(dict(
        row_id=rid,
        source=f"NVIDIA BioNeMo recipes (bionemo-recipes llama3_native_te, PyTorch FSDP2 + Transformer Engine), {BIO}@{C_8B} {R}/README.md section 'Low precision performance benchmarks' / 'Multi-node throughput (B200, production-scale runs)' and figure docs/docs/assets/images/llama3/lingua-7b-mxfp8-multinode.png (same commit; both unchanged at snapshot head {HEAD}); configs {R}/hydra_config/L2_lingua_8b.yaml, L2_lingua_8b_mxfp8_qinit.yaml, defaults.yaml, model_configs/meta-llama/Llama-3.1-8B/config.json, train_fsdp2.py, dataset.py, collator.py, perf_logger.py at the same commit",
        table=f"README multi-node B200 paragraph '**Llama-3.1-8B** (8 nodes / 64× B200, mbs=2, grad_acc=2, global batch = 256 seqs, seq_len = 8192)'; figure bars '{wb}'",
        model="Llama-3.1-8B (BioNeMo recipe model_configs/meta-llama/Llama-3.1-8B, Lingua/DCLM run 'lingua-7b')",
        arch="dense", layers=32, hidden=4096, ffn_hidden=14336, ffn_gated="True", heads=32, kv_heads=8,
        seq_len=seq, vocab=128256, num_experts="", experts_per_token="",
        global_batch_seqs=gbs, micro_batch=2, tp=1, pp=1, dp=ngpu, cp=1, ep=1, vp=1,
        sequence_parallel="False", zero_stage=3, num_gpus=ngpu, accelerator="b200", precision=prec,
        recompute="none",
        framework="NVIDIA BioNeMo recipes llama3_native_te train_fsdp2.py: PyTorch FSDP2 (fully_shard per decoder layer + root, 1-D 'dp' mesh over all 64 ranks), Transformer Engine layers (NVLlamaForCausalLM, THD input format, 'padding_causal' attention mask = per-document causal over packed sequences), TE FusedAdam with FP32 master weights, no torch.compile",
        step_time_s=step, tokens_per_s_per_gpu=tps, tflops_per_gpu="", tflops_basis="", mfu_pct="",
        measured_or_derived=("unpadded tokens/s/GPU PUBLISHED (README text and figure); step time PUBLISHED (figure bar label, mean of steps 500-1000); "
                             f"cross-check DERIVED: 256*8192/({step}*64) = {chk:.0f} tokens/s/GPU vs {tps} published ({(chk/tps-1)*100:+.2f}%); dp=64/(1*1*1)=64 and GA=256/(2*64)=2 DERIVED, match the stated 'dp=64' and 'grad_acc=2'"),
        confidence="medium-high (NVIDIA's own multi-node run with stated layout, batch and precision; averages over 500 steps; the model config, optimizer and packing read from the recipe at the publication commit; caveats in notes: intra-document attention masking of packed DCLM text, cluster network unstated)",
        notes=(
            "README verbatim (@" + C_8B[:8] + "): 'We benchmarked MXFP8 (`MXFP8BlockScaling`, E4M3) against the BF16 baseline using the Lingua / DCLM training setup on NVIDIA Blackwell GPUs. All runs use TransformerEngine, fused AdamW with FP32 master weights, and THD sequence packing.' ... '**Llama-3.1-8B** (8 nodes / 64× B200, mbs=2, grad_acc=2, global batch = 256 seqs, seq_len = 8192):' ... 'MXFP8 + qinit reaches **22,517 unpadded tokens / s / GPU vs 17,644 for BF16 — a +27.6% throughput gain (×1.28 speedup, −21.7% step time)**. Averaged over global step ∈ [500, 1000].' "
            "Figure lingua-7b-mxfp8-multinode.png (read as image at the same commit) header: 'lingua-7b throughput:  BF16 baseline  vs  MXFP8 (qinit)' / '8 nodes  (64x B200)   |   mbs=2   |   grad_acc=2   |   dp=64   |   global batch = 256 seqs   |   seq_len = 8192   |   sequence packing on' / 'Llama-3.1-8B  |  TransformerEngine + fused AdamW  |  MXFP8 = MXFP8BlockScaling (E4M3) + quantized init  |  bar averages over global_step ∈ [500, 1000]  (metrics logged every 100 steps)'; bar labels 'Average step time (steps 500-1000)': '1.858 s' (BF16 baseline), '1.455 s' (MXFP8 (qinit)); 'Average throughput (steps 500-1000)': '17,644' / '22,517'. "
            + prec_note + ". "
            "Model shape from model_configs/meta-llama/Llama-3.1-8B/config.json: '\"hidden_size\": 4096' '\"intermediate_size\": 14336' '\"num_attention_heads\": 32' '\"num_hidden_layers\": 32' '\"num_key_value_heads\": 8' '\"head_dim\": 128' '\"hidden_act\": \"silu\"' '\"tie_word_embeddings\": false' '\"vocab_size\": 128256'. "
            "Layout: train_fsdp2.py 'device_mesh = init_device_mesh(\"cuda\", mesh_shape=(dist_config.world_size,), mesh_dim_names=(\"dp\",))' ... 'for layer in model.model.layers: fully_shard(layer, mesh=device_mesh[\"dp\"])' 'fully_shard(model, mesh=device_mesh[\"dp\"])' (FULL_SHARD over 64 ranks, default reshard_after_forward, no HSDP: fsdp_shard empty); no TP/PP/CP in this entry point. "
            "No activation checkpointing: neither train_fsdp2.py nor modeling_llama_te.py applies any (only 'self.gradient_checkpointing = False'), so recompute none. "
            "Optimizer: L2_lingua_8b.yaml 'use_fp32_master_weights: true'; train_fsdp2.py 'optimizer = FusedAdam(model.parameters(), master_weights=True, **adamw_kwargs)' -> optimizer_state fp32 (FP32 master + moments; the moments' dtype is TE FusedAdam's default, ASSUMED fp32). "
            "Batch: the hydra file itself says 'micro_batch_size: 2' and 'grad_acc_steps: 4            # GBS = 2 * 4 * 32 GPUs = 256 (4 nodes)'; the published run overrode it to 64 GPUs with grad_acc=2 (README/figure), same GBS 256. "
            "Packing: 'use_sequence_packing: true', 'attn_input_format: thd'; dataset.py create_thd_dataloader: 'token_micro_batch_size = micro_batch_size * max_seq_length' with 'split_samples_in_token_packing: bool = True' ('Whether to split samples to form batches with exactly token_micro_batch_size tokens'), so every micro-batch holds exactly 2*8192 = 16,384 tokens and 'unpadded' tokens = all tokens (perf_logger.py: 'Fallback for pure sequence packing with no padding: all tokens are unpadded'); step_time_s = tokens per step / rate holds exactly. "
            "CAVEAT for the model: attention is per-document causal over packed DCLM documents (TE 'self_attn_mask_type: str = \"padding_causal\"' with cu_seqlens), so attention FLOPs are below a full 8192-token causal window; the share is small for 8B at 8k (matmul-dominated). Data: real DCLM-baseline text streamed from parquet ('/workspace/data/dclm-baseline/global-shard_01_of_10/**/*.parquet'). "
            "perf_logger.py: step_time = '(now - self.previous_step_time) / self.logging_frequency' (wall-clock mean over the 100-step logging window, logger frequency 100 in defaults.yaml), tokens counted on the logged step. "
            "Cluster: wandb run names in the README ('lingua-7b-bf16-baseline', 'lingua_7b_mxfp8_qinit_v6_te_main_8n_prenyx') only; node fabric and scale-out network not stated -> intra_fabric and inter_network blank (B200 defaults). cuda_graphs blank: the README and configs say nothing about CUDA graphs. Not a duplicate: no BioNeMo/Lingua row in data/measurements or candidate files; other Llama 3.1 8B on 64 B200 rows are MLPerf (Megatron, dp with ZeRO-1)."
        ),
        head_dim=128, moe_ffn_hidden="", shared_experts="", first_dense_layers="", activation_offload="",
        q_lora_rank="", kv_lora_rank="", qk_rope_head_dim="", v_head_dim="", etp="", moe_force_balance="",
        moe_dispatcher="", inter_network="", fsdp_shard="", optimizer_state="fp32", peak_memory_gib="",
        memory_measure="", cuda_graphs="", intra_fabric="", target_file="nvidia_automodel.csv",
    ))

# ---------- s50b-003: Lingua 1B, 64 H100, FSDP2, step time read from figure ----------
# Pixel reading of docs/docs/assets/images/recipes/lingua-1b-step-time.png (2528x1328, png_read.py):
# gridlines y=930.5 (0.5) and y=705.5 (1.0) -> 450 px per second; 0 axis ~1155.5.
# Pink series 'lingua1b-llama3-te-8node' at x = 62%..95% of width (steps ~35k-57k, only pink drawn):
# rows 975-979 carry ~820 pink pixels each -> centre y = 977.
px_per_s = (930.5 - 705.5) / 0.5
step_1b = round(0.5 - (977 - 930.5) / px_per_s, 3)      # = 0.397 s (ESTIMATE, +-0.003)
assert abs(step_1b - 0.397) < 1e-9
gbs1, seq1, n1 = 64 * 4 * 1, 4096, 64                    # no gradient accumulation in train_fsdp2.py at 527a106b
tps1 = round(gbs1 * seq1 / (step_1b * n1), 0)
rows.append(dict(
    row_id="s50b-003",
    source=f"NVIDIA BioNeMo recipes (bionemo-recipes llama3_native_te, PyTorch FSDP2 + Transformer Engine), {BIO}@{C_1B} {R}/README.md section 'Performance Benchmarks' (later 'Convergence Benchmarks') and figure docs/docs/assets/images/recipes/lingua-1b-step-time.png (same commit; text and figure unchanged at snapshot head {HEAD}); configs {R}/hydra_config/L2_lingua_1b.yaml, defaults.yaml, model_configs/lingua-1B/config.json, train_fsdp2.py, dataset.py at the same commit",
    table="figure 'train/step_time', series 'lingua1b-llama3-te-8node' (steady level, steps ~35k-60k)",
    model="Lingua 1B Llama-3-architecture (BioNeMo recipe model_configs/lingua-1B; ASSUMED, see notes)",
    arch="dense", layers=25, hidden=2048, ffn_hidden=6144, ffn_gated="True", heads=16, kv_heads=8,
    seq_len=seq1, vocab=128256, num_experts="", experts_per_token="",
    global_batch_seqs=gbs1, micro_batch=4, tp=1, pp=1, dp=64, cp=1, ep=1, vp=1,
    sequence_parallel="False", zero_stage=3, num_gpus=64, accelerator="h100-sxm5-80gb", precision="bf16",
    recompute="none",
    framework="NVIDIA BioNeMo recipes llama3_native_te train_fsdp2.py (Dec 2025): PyTorch FSDP2 (fully_shard per decoder layer + root over a 1-D 'dp' mesh of 64 ranks), Transformer Engine layers, THD sequence packing with per-document causal masking, torch.optim.AdamW on bf16 parameters, no torch.compile",
    step_time_s=step_1b, tokens_per_s_per_gpu=tps1, tflops_per_gpu="", tflops_basis="", mfu_pct="",
    measured_or_derived=f"step time ESTIMATE read from the published wandb figure (steady level 0.397 s, +-0.003 s pixel resolution; logging-window means); tokens_per_s_per_gpu = 256*4096/(0.397*64) = {tps1:.0f} DERIVED; GBS = 4 x 64 = 256 DERIVED (no gradient accumulation in the code at that commit)",
    confidence="low (step time read off a plot; model config at the run time ASSUMED to be the lingua-1B config that the README commit ships - the commit one day earlier had switched from the Llama-3.2-1B shape; GPU type only 'H100')",
    notes=(
        "README verbatim (@" + C_1B[:8] + "): 'We compared the performance and convergence of this Llama3 recipe (with FSDP2) against NeMo 2.0 ... implementation on the DCLM Baseline 1.0 dataset.' ... 'The figure above shows similar loss convergence and step time to the NeMo 2.0 training example' ... 'The variation in training step time every 10,000 steps are due checkpointing' ... 'Models were trained on 64 NVIDIA H100 GPUs with a micro batch size of 4 and a context length of 4096 for 60,000 steps. Training was performed with BF16 precision.' "
        "Figure (read as image): title 'train/step_time', legend 'lingua1b-llama3-te-8node' (8 nodes = 64 GPUs, consistent with the text), 'lingua1b-nemo-reference', 'lingua1b-reference'; y axis 0-2 s; the TE recipe run sits flat at just under 0.4 s from ~2k steps to 60k with checkpoint spikes every 10k; the NeMo 2.0 reference is at the same level, the Lingua reference ~1.35 s. Pixel reading with make_rows.py/png_read.py: gridlines 0.5 s at y=930.5 and 1.0 s at y=705.5 (450 px/s), pink line centre y=977 over steps ~35k-57k -> 0.5-(977-930.5)/450 = 0.397 s. "
        "Config L2_lingua_1b.yaml @" + C_1B[:8] + ": 'config_name_or_path: ./model_configs/lingua-1B' 'attn_input_format: thd' 'use_sequence_packing: true' 'num_train_steps: 60_000' 'micro_batch_size: 4' 'max_seq_length: 4096' 'path: \"mlfoundations/dclm-baseline-1.0\"' 'save_every_n_steps: 10_000' 'async_save: true'; gradient accumulation did not exist yet at this commit (no 'grad_acc' string in defaults.yaml, L2_lingua_1b.yaml or train_fsdp2.py @527a106b; it was added later) -> one optimizer step per micro-batch, GBS = 4 x 64 = 256 seqs (1,048,576 tokens) DERIVED. "
        "model_configs/lingua-1B/config.json: '\"hidden_size\": 2048' '\"intermediate_size\": 6144' '\"num_attention_heads\": 16' '\"num_hidden_layers\": 25' '\"num_key_value_heads\": 8' '\"hidden_act\": \"silu\"' '\"tie_word_embeddings\": false' '\"vocab_size\": 128256' (head_dim 2048/16 = 128 DERIVED). ASSUMPTION: commit e0b86243 (2025-12-15, 'Update lingua-1b repro to use llama 3.0 model ... Updates the lingua-1b baseline repro to use the same model config used by NeMo 2.0') changed the config from './model_configs/meta-llama/Llama-3.2-1B' to './model_configs/lingua-1B' one day before the README/figure commit; the plotted run matches the NeMo 2.0 reference step time, which supports the NeMo-matched lingua-1B shape, but a run with the earlier Llama-3.2-1B shape cannot be excluded (it has ~20% fewer FLOPs per token). "
        "Layout: train_fsdp2.py @" + C_1B[:8] + " 'device_mesh = init_device_mesh(\"cuda\", mesh_shape=(dist_config.world_size,), mesh_dim_names=(\"dp\",))', 'fully_shard(layer, mesh=device_mesh[\"dp\"])', 'fully_shard(model, mesh=device_mesh[\"dp\"])' (full shard over 64); 'config_class.from_pretrained(args.config_name_or_path, dtype=torch.bfloat16, ...)' and 'optimizer = AdamW(model.parameters(), ...)' with no MixedPrecisionPolicy -> bf16 parameters and bf16 Adam moments, optimizer_state bf16 (read from code, not stated in the README). No activation checkpointing in train_fsdp2.py/modeling_llama_te.py -> recompute none. "
        "Packing: create_thd_dataloader with 'split_samples_in_token_packing: bool = True' -> each micro-batch exactly 4*4096 tokens; attention per-document causal ('self_attn_mask_type=\"padding_causal\"'), so attention FLOPs are below full 4k causal windows (DCLM documents). GPU: README says only 'NVIDIA H100 GPUs'; SXM 80 GB ASSUMED (8-GPU nodes implied by '8node' for 64 GPUs); network not stated. cuda_graphs blank (not mentioned). Not a duplicate: no BioNeMo/Lingua row in data/."
    ),
    head_dim=128, moe_ffn_hidden="", shared_experts="", first_dense_layers="", activation_offload="",
    q_lora_rank="", kv_lora_rank="", qk_rope_head_dim="", v_head_dim="", etp="", moe_force_balance="",
    moe_dispatcher="", inter_network="", fsdp_shard="", optimizer_state="bf16", peak_memory_gib="",
    memory_measure="", cuda_graphs="", intra_fabric="", target_file="nvidia_automodel.csv",
))

# ---------- s50b-004: min-LLM 1.5B GPT, DeepSpeed ZeRO-3, 8 A100 ----------
B, s, l, h, v, ngpu4, step4 = 36 * 8, 2048, 24, 2304, 65, 8, 8.01
flops_iter = 24 * 4 * B * s * l * h**2 * (1.0 + s / (6.0 * h) + v / (16.0 * l * h))
tflops_chk = flops_iter / (step4 * ngpu4 * 1e12)          # repo formula; published 129.32
assert abs(tflops_chk - 129.32) / 129.32 < 0.003, tflops_chk
tps4 = round(B * s / (step4 * ngpu4), 1)
nparams = (l * (12 * h**2 + 13 * h) + v * h + s * h + 2 * h) / 1e9   # repo's own formula
rows.append(dict(
    row_id="s50b-004",
    source="Sean Naren (min-LLM, personal project), SeanNaren/min-LLM issue #16 'Improve DeepSpeed Stage 3 Throughput' (opened 2022-07-11, https://github.com/SeanNaren/min-LLM/issues/16); code SeanNaren/min-LLM@b696cf7ca3145b2669a9c46ef72142fb7c638ee9 ('DeepSpeed Support, Fused Kernels + Code Refactors (#12)', 2022-07-11) train.py, model.py, README.md; vocabulary from karpathy/nanoGPT@04aa2f7654634279988f643cdb90ce0366977cf7 data/shakespeare_char/prepare.py",
    table="issue #16 description: 'deepspeed --num_gpus 8 train.py --batch_size_per_gpu 36' -> 'Estimates: 129.32TFLOPs Avg Iteration Time: 8.01s'",
    model="min-LLM GPT 1.5B ('Megatron architecture sizes': 24 layers, d 2304, 24 heads; character-level Tiny Shakespeare vocabulary)",
    arch="dense", layers=l, hidden=h, ffn_hidden=4 * h, ffn_gated="False", heads=24, kv_heads=24,
    seq_len=s, vocab=v, num_experts="", experts_per_token="",
    global_batch_seqs=B, micro_batch=36, tp=1, pp=1, dp=8, cp=1, ep=1, vp=1,
    sequence_parallel="False", zero_stage=3, num_gpus=ngpu4, accelerator="a100-sxm4-40gb", precision="bf16",
    recompute="full",
    framework="DeepSpeed ZeRO stage 3 (deepspeed launcher, DeepSpeed FusedAdam, deepspeed.checkpointing per block) + xFormers components (BlockSparseAttention Triton kernel with a full causal block layout, FusedLinear, rotary embeddings) + Apex FusedLayerNorm, PyTorch 2022 nightly, bf16",
    step_time_s=step4, tokens_per_s_per_gpu=tps4, tflops_per_gpu=129.32, tflops_basis="hardware", mfu_pct="",
    measured_or_derived=f"iteration time 8.01 s PUBLISHED (mean of 20 profiled steps after 20 warm-up steps); TFLOP/s 129.32 PUBLISHED (repo formula counting recompute); tokens_per_s_per_gpu = 288*2048/(8.01*8) = {tps4} DERIVED; cross-check: the repo formula with the config gives {tflops_chk:.2f} TFLOP/s at 8.01 s (published 129.32)",
    confidence="low-medium (owner's own measurement with the exact command and code; A100 variant and node type not stated; unusual kernels: Triton block-sparse attention with a dense causal layout, dropout 0.1, character vocabulary of 65)",
    notes=(
        "Issue #16 verbatim: 'On 8 A100 with [this](https://github.com/SeanNaren/min-LLM/blob/main/train.py#L174-L190) deepspeed config, below is the measured TFLOPs:' ... 'deepspeed --num_gpus 8 train.py --batch_size_per_gpu 36' ... 'Estimates: 129.32TFLOPs Avg Iteration Time: 8.01s' ... 'There is also the question as to why sparse attention isn't allowing us to push compute further'. Issue date = the merge date of the DeepSpeed PR commit b696cf7c (2022-07-11), whose train.py is used. "
        "README @b696cf7c: 'To train a 1.5B parameter model based on the Megatron architecture sizes using 8 GPUs (model will not fit on 1 GPU with optimal throughput, we scale to multiple).' / 'deepspeed --num_gpus 8 train.py --batch_size_per_gpu 36'. "
        "train.py @b696cf7c defaults: 'batch_size_per_gpu: int = 36' 'block_size: int = 2048' 'warmup: int = 20' 'profile_start_step: int = 20' 'profile_num_steps: int = 20' 'n_layer: int = 24' 'n_head: int = 24' 'n_embd: int = 2304' 'sparse_block_size: int = 128' 'stage: int = 3' 'precision: Union[str, int] = \"bf16\"'; DeepSpeed config: '\"zero_optimization\": {' ... '\"stage\": stage,' '\"contiguous_gradients\": True,' '\"overlap_comm\": True,' ... '\"reduce_bucket_size\": n_embd * n_embd,' '\"stage3_prefetch_bucket_size\": 0.9 * n_embd * n_embd,' '\"stage3_param_persistence_threshold\": 10 * n_embd,' ... '\"train_micro_batch_size_per_gpu\": batch_size_per_gpu,' '\"bf16\": {\"enabled\": precision == \"bf16\"},' (no gradient accumulation: GBS = 36*8 = 288 DERIVED). Timing: Profiler 'per_iteration_time = total_time / num_steps' between steps 20 and 40 with torch.cuda.synchronize; FLOPs (line breaks removed) 'flops_per_iteration = (24 * factor * self.global_batch_size * self.s * self.l * (self.h ** 2)) * (1.0 + (self.s / (6.0 * self.h)) + (self.v / (16.0 * self.l * self.h)))' with 'factor = 4 if self.activation_checkpointing else 3' and 'activation_checkpointing=True' -> hardware basis. "
        "model.py @b696cf7c: per block 'x = deepspeed.checkpointing.checkpoint(encoder, x, self.dummy_tensor)' (full recompute of every block); 'MLP(dim_model=dim_model, dropout=mlp_pdrop, activation=Activation.GeLU, hidden_layer_multiplier=hidden_layer_multiplier)' with 'hidden_layer_multiplier: int = 4' (ffn 9216, non-gated GeLU); 'BlockSparseAttention(layout=layout, block_size=sparse_block_size, dropout=attn_pdrop, causal=causal, num_heads=num_heads)' with 'self.layout = torch.tril(torch.ones([self.n_head, blocks, blocks], dtype=torch.bool))' (every causal block kept: dense causal attention computed by the Triton block-sparse kernel, not FlashAttention); 'use_rotary_embeddings=True'; pre-LN with Apex 'FusedLayerNorm'; dropouts 'resid_pdrop: float = 0.1' 'attn_pdrop: float = 0.1' 'mlp_pdrop: float = 0.1'; untied head 'self.head = FusedLinear(self.n_embd, self.vocab_size, bias=False)'; optimizer 'FusedAdam(optim_groups, lr=self.learning_rate, betas=self.betas)'. MHA (kv_heads = heads), head_dim 96 DERIVED. "
        f"Vocabulary: train.py CharDataset on 'https://raw.githubusercontent.com/karpathy/char-rnn/master/data/tinyshakespeare/input.txt' ('chars = list(set(data))'); the same file's character set is printed in nanoGPT data/shakespeare_char/prepare.py (same URL): '# vocab size: 65' -> vocab 65 DERIVED. The repo's parameter formula gives {nparams:.2f} B parameters. "
        "Hardware: only '8 A100' (issue) - memory variant and node fabric not stated; a100-sxm4-40gb ASSUMED (the run holds ~1.5B params ZeRO-3-sharded plus 36 x 2048 checkpointed activations per GPU; fits either variant; peak is the same); intra_fabric blank. optimizer_state blank (DeepSpeed bf16 ZeRO-3 keeps fp32 master and moments by default; not stated). cuda_graphs blank (not mentioned). Data is real text (Tiny Shakespeare) read through a DataLoader with 4 workers. "
        "Target: no existing file for this publisher (personal project); proposed new file seannaren_min_llm.csv. Not a duplicate: no min-LLM row in data/."
    ),
    head_dim=96, moe_ffn_hidden="", shared_experts="", first_dense_layers="", activation_offload="",
    q_lora_rank="", kv_lora_rank="", qk_rope_head_dim="", v_head_dim="", etp="", moe_force_balance="",
    moe_dispatcher="", inter_network="", fsdp_shard="", optimizer_state="", peak_memory_gib="",
    memory_measure="", cuda_graphs="", intra_fabric="", target_file="seannaren_min_llm.csv",
))

for r in rows:
    assert set(r) == set(header), set(header) ^ set(r)
    assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == int(r["num_gpus"])
with open("/work/s77/b/rows.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=header)
    w.writeheader()
    for r in rows:
        w.writerow(r)
for r in rows:
    print(r["row_id"], r["model"][:40], r["num_gpus"], r["accelerator"], r["precision"], r["step_time_s"], r["tokens_per_s_per_gpu"])
