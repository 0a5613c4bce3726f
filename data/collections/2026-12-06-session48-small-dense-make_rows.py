"""Builds rows.csv (s48n-*) for helper task s75/n. Arithmetic only; every value is quoted in the notes."""
import csv

HEADER_SRC = "/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv"
with open(HEADER_SRC) as f:
    header = next(csv.reader(f))
assert header[-1] == "target_file" and header[-2] == "memory_measure"
header = header[:-1] + ["cuda_graphs", "target_file"]

# ---- s48n-001: Llama-3.2-1B, 32 x H100 64GB (MareNostrum 5), HF Trainer DDP ----
gpus = 32            # SLURM '#SBATCH --nodes 8' x 'GPUS_PER_NODE=4'; book Table 15.10 row '32'
mbs = 37             # 'MICRO_BATCH_SIZE=37'
seq = 1024           # 'SEQUENCE_LEN=1024'
ga = 1               # gradient_accumulation_steps not passed -> HF TrainingArguments default 1
tps_gpu = 41424      # Table 15.10, 32-GPU row, 'Training Throughput' (Tokens/s/GPU)
gbs = gpus * mbs * ga                     # 1184 sequences
step = mbs * ga * seq / tps_gpu           # = gbs*seq/(tps_gpu*gpus)
assert abs(step - gbs * seq / (tps_gpu * gpus)) < 1e-12
# model FLOPs cross-check (not a column): Llama-3.2-1B shape from torchtune builder / config.json
L, h, ffn, H, kv, V = 16, 2048, 8192, 32, 8, 128256
hd = h // H
attn_params = h * h + 2 * h * kv * hd + h * h
mlp_params = 3 * h * ffn
n_matmul = L * (attn_params + mlp_params) + V * h   # tied head counted once as a matmul
flops_tok = 6 * n_matmul + 6 * L * h * seq          # causal attention halved (12*L*h*s/2)
tflops = flops_tok * tps_gpu / 1e12
mfu = 100 * tflops / 989.4

notes = (
    "SOURCE TEXT (J. Torres, 'Supercomputing for Artificial Intelligence', ch. 15 'Exploring Optimization and Scaling of LLMs', "
    "jorditorresBCN/supercomputing-for-ai-book@b07d50b5448ef66a76d0cd0151430ee48fb5eaf3 ch15.md, last changed d0bd0eca50ae85ec99f32822bcbff7d08433ae2e 2026-01-26). "
    "Table 15.10 row, verbatim cells in order (Num GPUs | Batch Size | Model Precision | Mixed Precision | Attention Type | Liger | Training Throughput | Memory (GB)): "
    "'32 | 37 | bf16 | bf16 | sdpa | true | 41,424 | 61.99'; caption '_Table 15.10 – Per-GPU training throughput and memory usage when scaling training of the model across multiple GPUs on MareNostrum 5._' "
    "Prose: 'While throughput decreases from 48,229 tokens/s on a single GPU to 41,424 tokens/s at 32 GPUs' ... Table 15.11 32-GPU row '32 | 41,424 | 1,325,568 | 27.48× | 86%'. "
    "Layout: 'we scale the training of the same LLM optimized throughout this chapter on the MareNostrum 5 supercomputer using *pure data parallelism* via PyTorch’s Distributed Data Parallel (DDP) backend, accessed transparently through the Hugging Face Trainer API.' "
    "'In all DDP runs reported in this section, we keep the per-GPU micro-batch size constant and scale only the number of GPUs.' Setup list: 'Model precision: bf16 / Mixed precision: bf16 / Attention: Flash Attention (sdpa) / Kernel: Liger / Batch size: 37 per GPU'. "
    "Data: 'all experiments rely on synthetic data'. "
    "EXACT JOB SCRIPT (companion repo jorditorresBCN/HPC4AIbook@5a2d5981f567cfdefd3d1bb0e4376ed359a7e93a Chapter.15/submit.LLM.task10_32GPU.slurm): "
    "'#SBATCH --nodes 8' ... '#SBATCH --gres gpu:4' ... 'GPUS_PER_NODE=4' 'MICRO_BATCH_SIZE=37' 'MODEL_PRECISION=\"bf16\"' 'MIXED_PRECISION=\"bf16\"' 'ATTN=sdpa' 'LIGER_KERNEL=true' "
    "'PATH_TO_MODEL=Llama-3.2-1B' 'MAX_STEPS=450' 'SEQUENCE_LEN=1024' 'OPTIMIZER=adamw_torch' 'TORCH_COMPILE=false' "
    "'SINGULARITY_CONTAINER=/gpfs/apps/MN5/ACC/SINGULARITY/SRC/images/nvidiaPytorch24.07_bis.sif'; launcher torchrun; no --gradient_accumulation_steps, no --gradient_checkpointing, no --fsdp/--deepspeed args. "
    "benchmark.py (same commit): 'TORCH_DTYPE = torch.bfloat16 if benchmark_arguments.model_precision == \"bf16\" else torch.float' ... "
    "'log_rank(f\"> Training throughput:     {training_arguments.max_steps * training_arguments.per_device_train_batch_size * benchmark_arguments.sequence_length/metrics['train_runtime']:.2f} Tokens/s/GPU\")'. "
    "utils.py: DummyDataset random token ids 'np.random.randint(low= 0, high= 1000, ...)', num_samples default 10000; memory 'torch.cuda.max_memory_reserved() / giga_bytes' with giga_bytes = 1024^3 (GiB), logged by rank 0. "
    "DERIVED: dp = 32/(tp1*pp1*cp1) = 32; GA = 1 (HF TrainingArguments default, flag not passed: ASSUMED from the default); GBS = 32 x 37 x 1 = 1184 sequences; "
    f"step_time_s = 37*1024/41424 = {step:.5f} s (= 1184*1024/(41424*32)). "
    "METRIC CAVEAT: the published figure is a whole-run average over the 450 steps of trainer.train() (train_runtime includes the first steps and Trainer bookkeeping; no torch.compile, so no compile warm-up), one run, not a steady-state window. "
    "zero_stage 0: plain DDP via the Trainer (torchrun, no FSDP/DeepSpeed). optimizer_state bf16: model loaded with torch_dtype=bfloat16 and torch AdamW (adamw_torch) keeps its moments in the parameter dtype, no fp32 master copy (DERIVED from the code; the book: 'full bf16 model precision'); "
    "ACCELERATE_MIXED_PRECISION=bf16 adds autocast. DDP gradient all-reduce therefore in bf16 (gradients have the bf16 parameter dtype). recompute none (gradient_checkpointing default False, not set). "
    "Liger kernels (use_liger_kernel true) on Llama: fused RMSNorm/RoPE/SwiGLU and fused linear cross-entropy (no full logits materialised) - not modelled explicitly by the tool. Attention sdpa (PyTorch SDPA; the book labels it 'Flash Attention (sdpa)'). "
    "cuda_graphs blank: the source says nothing (torch_compile false). "
    "ACCELERATOR: MareNostrum 5 ACC nodes, 4 x H100 64 GB per node (ch02.md: '4x NVIDIA Hopper H100 64GB HBM2', '4x ConnectX-7 NDR200 InfiniBand (800Gb/s bandwidth per node)'), i.e. the existing h100-sxm5-64gb row with its default fabrics (nvlink4-4gpu-direct, ib-ndr200-per-gpu); inter_network left empty. "
    "SHAPE (Llama-3.2-1B, the script's PATH_TO_MODEL): torchtune builder meta-pytorch/torchtune@bd2a0fc7c31430972728494fa01aaeeb0ebf1ba1 torchtune/models/llama3_2/_model_builders.py llama3_2_1b: "
    "'vocab_size=128_256, num_layers=16, num_heads=32, num_kv_heads=8, embed_dim=2048, max_seq_len=131072, intermediate_dim=8192' with 'tie_word_embeddings: bool = True'; "
    "a copy of the HF config.json seen only as a `search` (code corpus) excerpt, kevinstephano/thunder_model_blocks hf_llama/llama_config.py (read_file could not open it; no commit), containing '\"_name_or_path\": \"meta-llama/Llama-3.2-1B-Instruct\"' and '\"_commit_hash\": \"4e20de362430cd3b72f300e6b0f18e50e7166e08\"', gives '\"head_dim\": 64', '\"hidden_act\": \"silu\"', '\"tie_word_embeddings\": True'. "
    f"CROSS-CHECK (DERIVED, not a column): 6 x matmul params ({n_matmul/1e9:.4f}B incl. the tied 128256x2048 head) + 6*L*h*s causal attention = {flops_tok/1e9:.3f} GFLOP/token -> {tflops:.0f} TFLOP/s/GPU = {mfu:.1f}% of 989.4 (plausible for a 1B model with short 1k sequences). "
    "peak_memory_gib 61.99 = Table 15.10 'Memory (GB)' = max_memory_reserved/1024^3 on rank 0 (memory_measure reserved). "
    "DUPLICATES: grep of data/measurements and data/collections for '41424', '41,424', 'supercomputing-for-ai' ch15, 'HPC4AIbook' finds nothing; the only held Llama-3.2-1B step-time row is fastllm-003 (Fast-LLM, 8 x H100 80GB, different stack). "
    "NOT ROWS (out of scope, fewer than 32 GPUs): same table 16 GPUs '16 | 37 | ... | 41,869 | 61.99', 8 GPUs '42,297', 4 '43,432', 2 '46,188', 1 '48,229' (DDP, MBS 37). "
    "PUBLISHER NOTE: Jordi Torres (UPC / BSC) textbook; BSC appears in collections/2026-12-02-disclosure-validation-publishers.txt as a disclosure-validation candidate (Salamandra; no row came of it) but is not on the helper brief's held-out list - lead to decide."
)

row = {k: "" for k in header}
row.update({
    "row_id": "s48n-001",
    "source": ("Jordi Torres (UPC/BSC), 'Supercomputing for Artificial Intelligence' (open textbook), "
               "jorditorresBCN/supercomputing-for-ai-book@b07d50b5448ef66a76d0cd0151430ee48fb5eaf3 ch15.md "
               "(section 'Scaling Up: Distributed Training Across Multiple GPUs'; file last changed d0bd0eca50ae85ec99f32822bcbff7d08433ae2e); "
               "job script and code jorditorresBCN/HPC4AIbook@5a2d5981f567cfdefd3d1bb0e4376ed359a7e93a Chapter.15/submit.LLM.task10_32GPU.slurm, benchmark.py, utils.py"),
    "table": "Table 15.10 (Per-GPU training throughput ... across multiple GPUs on MareNostrum 5), row 'Num GPUs 32'; Table 15.11 row 32",
    "model": "Llama-3.2-1B (meta-llama/Llama-3.2-1B via HF AutoModelForCausalLM)",
    "arch": "dense",
    "layers": L, "hidden": h, "ffn_hidden": ffn, "ffn_gated": "true", "heads": H, "kv_heads": kv,
    "seq_len": seq, "vocab": V,
    "global_batch_seqs": gbs, "micro_batch": mbs,
    "tp": 1, "pp": 1, "dp": gpus, "cp": 1, "ep": 1, "vp": 1,
    "sequence_parallel": "false", "zero_stage": 0,
    "num_gpus": gpus, "accelerator": "h100-sxm5-64gb",
    "precision": "bf16", "recompute": "none",
    "framework": ("Hugging Face Transformers Trainer + PyTorch DDP (torchrun), Liger kernels, SDPA attention, AdamW (adamw_torch), "
                  "no torch.compile; NGC PyTorch 24.07 container (nvidiaPytorch24.07_bis.sif) on MareNostrum 5"),
    "step_time_s": f"{step:.5f}",
    "tokens_per_s_per_gpu": tps_gpu,
    "measured_or_derived": ("tokens_per_s_per_gpu PUBLISHED (Table 15.10, whole-run average of 450 steps); "
                            "step_time_s, global_batch_seqs and dp DERIVED; GA=1 ASSUMED (HF default, flag not set)"),
    "confidence": "medium (full job script and code published; single run; metric is train_runtime-based whole-run average, synthetic data)",
    "notes": notes,
    "head_dim": hd,
    "optimizer_state": "bf16",
    "peak_memory_gib": "61.99",
    "memory_measure": "reserved",
    "cuda_graphs": "",
    "target_file": "jorditorres_mn5.csv",
})

with open("/work/s75/n/rows.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=header)
    w.writeheader()
    w.writerow(row)
print("step", step, "gbs", gbs, "flops/tok", flops_tok, "tflops", tflops, "mfu", mfu, "n_matmul", n_matmul)
