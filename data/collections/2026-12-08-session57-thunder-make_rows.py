#!/usr/bin/env python3
"""Build rows.csv (s57b-*) from Lightning-AI/lightning-thunder PR benchmark tables.

Pure Python. Every derived number is asserted against the published one.
Sources (read through the `issues` search corpus; code read with `git show` in the fetched
mirror Lightning-AI/lightning-thunder):
  PR #940  (crcrpar = Masaki Kozuki <mkozuki@nvidia.com>), merged as d425fe46911753f1a96cf080a2becedb86885d2d (2024-08-19)
  PR #1528 (crcrpar), merged as 77c6a74a46b322722efa6b6c59ba5cc3fd8278aa (2025-01-20; table posted 2024-12-09)
"""
import csv

HEADER_FILE = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_FILE, newline="") as f:
    HEADER = next(csv.reader(f))

GIB = 2 ** 30
NGPU = 8
MBS = 1
GA = 1  # benchmark_litgpt: global_batch_size defaults to micro_batch_size * world_size -> GA 1

# ---------------- published numbers (verbatim from the PR descriptions) ----------------
PR940 = {  # "## Llama-2-7b-hf on 8 H100, using pjnl-20240814" / "### batch size 1"
    "eager_fsdp2": ("eager    | N/A (FSDP2)", 9325.13, 47.45),
    "inductor_fsdp2": ("torch    | N/A (FSDP2)", 11855.92, 40.21),
    "thunder_cudnn_dynamo_fsdp2": ("torch    | thunder_inductor_cat_cudnn_dynamo (FSDP2)", 12493.36, 40.21),
}
PR1528 = {  # "With 8 H100s and pjnl-20241209." ; branch "this PR"
    "llama2_7b": ("Llama-2-7b-hf", "| this PR | 13995.80 | 27.69 |", 13995.80, 27.69, 4096),
    "llama3_8b": ("Llama-3-8B", "| this PR | 12414.15 | 51.67 |", 12414.15, 51.67, 8192),
}
PR1528_MAIN = {"llama2_7b": (13947.29, 34.26), "llama3_8b": (12404.18, 58.65)}  # not rows (see report)

LLAMA2_7B = dict(model="Llama-2-7b-hf (litgpt config 'Llama-2-7b{}-hf')", layers=32, hidden=4096,
                 ffn_hidden=11008, heads=32, kv_heads=32, vocab=32000, seq=4096)
LLAMA3_8B = dict(model="Llama-3-8B (litgpt config 'Llama-3-8B{}')", layers=32, hidden=4096,
                 ffn_hidden=14336, heads=32, kv_heads=8, vocab=128256, seq=8192)


def step_time(seq, tok_per_gpu):
    # Tokens/s/GPU = lightning Throughput 'items_per_sec' / world_size = per-rank tokens / iter time
    return MBS * GA * seq / tok_per_gpu


def gib(gb):
    return gb * 1e9 / GIB


# checks of the derived arithmetic
assert NGPU == 1 * 1 * 8 * 1  # tp*pp*dp*cp
assert abs(step_time(4096, 9325.13) - 0.43924) < 5e-5
assert abs(step_time(4096, 11855.92) - 0.34548) < 5e-5
assert abs(step_time(4096, 12493.36) - 0.32785) < 5e-5
assert abs(step_time(4096, 13995.80) - 0.29266) < 5e-5
assert abs(step_time(8192, 12414.15) - 0.65990) < 5e-5
assert abs(gib(40.21) - 37.45) < 0.01 and abs(gib(47.45) - 44.19) < 0.01
assert abs(gib(27.69) - 25.79) < 0.01 and abs(gib(51.67) - 48.12) < 0.01

SRC940 = ("Lightning AI lightning-thunder pull request #940 '[benchmark_litgpt] Add an option to use FSDP2 for when "
          "`torch.compile` is used' (crcrpar = Masaki Kozuki, NVIDIA; opened 2024-08-08, merged as "
          "Lightning-AI/lightning-thunder@d425fe46911753f1a96cf080a2becedb86885d2d, 2024-08-19), "
          "https://github.com/Lightning-AI/lightning-thunder/pull/940; benchmark code "
          "thunder/benchmarks/benchmark_litgpt.py at that commit")
SRC1528 = ("Lightning AI lightning-thunder pull request #1528 '[litgpt benchmark] enable "
           "`force_recompute_fp8_weight_in_bwd` when `torchao.float8` is used with FSDP2' (crcrpar = Masaki Kozuki, "
           "NVIDIA; opened 2024-12-09, merged as Lightning-AI/lightning-thunder@77c6a74a46b322722efa6b6c59ba5cc3fd8278aa, "
           "2025-01-20), https://github.com/Lightning-AI/lightning-thunder/pull/1528; benchmark code "
           "thunder/benchmarks/benchmark_litgpt.py at that commit")

COMMON_CODE_940 = (
    "Code read at d425fe469 (thunder/benchmarks/benchmark_litgpt.py): defaults 'micro_batch_size: int = 1', "
    "'global_batch_size: int | None = None' -> 'self.micro_batch_size * world_size' (GA 1), 'shard_mode: str = \"zero2\"', "
    "'checkpoint_activations: bool = False', 'max_iters: int = 45', 'warmup_iters: int = 25'; 'model.to(dtype=torch.bfloat16)' "
    "(bf16 params; fused torch.optim.AdamW on them -> bf16 Adam state, no fp32 master); fsdp2 branch: "
    "'reshard_after_forward: bool = self.shard_mode == \"zero3\"' (False here -> zero_stage 2 by the README convention "
    "'FSDP without reshard-after-forward = zero_stage 2'), fully_shard per litgpt Block and on the root with "
    "'MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.bfloat16)'; dummy data of length "
    "config.block_size (no padding); 'self.perf_metrics[\"memory_used_GB\"] = torch.cuda.max_memory_allocated() / 1e9'; "
    "'print(f\"Tokens/s/GPU: {(benchmark.perf_metrics[\\'tokens_per_sec\\']/world_size):.02f}\")' where tokens_per_sec is "
    "lightning Throughput 'items_per_sec' (= world_size x per-device tokens/s, lightning/fabric/utilities/throughput.py "
    "'metrics[\"items_per_sec\"] = samples_per_sec * avg_length'), so Tokens/s/GPU = per-rank tokens / iteration time, "
    "averaged over the window of iterations 25-44. Attention: litgpt CausalSelfAttention -> "
    "torch.nn.functional.scaled_dot_product_attention(is_causal) (PyTorch flash backend, FA2) unless a Thunder executor "
    "claims it. ")
COMMON_ASSUMED = (
    "ASSUMED: 'H100' = H100 SXM5 80 GB (NVIDIA-internal 8-GPU node, container 'pjnl-*' = NVIDIA PyTorch nightly image; "
    "memory figures fit 80 GB; same assumption as lt64-001); no CUDA graphs (none stated, none in the script); "
    "torch/TE/torchao versions are those of the nightly container and are not stated.")


def base(row_id, shape, gbs_seqs, precision, framework, tok, mem_gb, source, table, notes, conf, measured):
    seq = shape["seq"]
    st = step_time(seq, tok)
    r = {k: "" for k in HEADER}
    r.update(dict(
        row_id=row_id, source=source, table=table, model=shape["model"], arch="dense",
        layers=shape["layers"], hidden=shape["hidden"], ffn_hidden=shape["ffn_hidden"], ffn_gated="true",
        heads=shape["heads"], kv_heads=shape["kv_heads"], seq_len=seq, vocab=shape["vocab"],
        global_batch_seqs=gbs_seqs, micro_batch=MBS, tp=1, pp=1, dp=NGPU, cp=1, ep=1, vp=1,
        sequence_parallel="false", zero_stage=2, num_gpus=NGPU, accelerator="h100-sxm5-80gb",
        precision=precision, recompute="none", framework=framework,
        step_time_s=f"{st:.5f}", tokens_per_s_per_gpu=f"{tok:.2f}", measured_or_derived=measured,
        confidence=conf, notes=notes, optimizer_state="bf16", peak_memory_gib=f"{gib(mem_gb):.2f}",
        memory_measure="allocated", target_file="lightning_ai.csv"))
    return r


rows = []
gbs = MBS * GA * NGPU
assert gbs == 8

# ---- PR #940 ----
for rid, key, fw, extra in [
    ("s57b-001", "eager_fsdp2",
     "litgpt GPT/Llama model (thunder/tests/litgpt_model.py -> installed litgpt) in eager PyTorch, FSDP2 fully_shard "
     "per block + root, reshard_after_forward=False (zero2), pure bf16 params, fused torch AdamW, torch SDPA (flash), "
     "no torch.compile (benchmark_litgpt.py --compile eager --distributed_mode fsdp2 --shard_mode zero2)",
     "Table row verbatim: '| eager    | N/A (FSDP2)                               | 9325.13      | 47.45       |'. "),
    ("s57b-002", "inductor_fsdp2",
     "litgpt GPT/Llama model, FSDP2 fully_shard per block + root, reshard_after_forward=False (zero2), pure bf16 "
     "params, fused torch AdamW, torch SDPA (flash), whole-model torch.compile (inductor; "
     "'dynamo_config.cache_size_limit = 64; model = torch.compile(model)' applied after FSDP2 wrapping) "
     "(benchmark_litgpt.py --compile inductor --distributed_mode fsdp2 --shard_mode zero2)",
     "Table row verbatim: '| torch    | N/A (FSDP2)                               | 11855.92     | 40.21       |'. "),
    ("s57b-003", "thunder_cudnn_dynamo_fsdp2",
     "litgpt GPT/Llama model, FSDP2 fully_shard per block + root, reshard_after_forward=False (zero2), pure bf16 "
     "params, fused torch AdamW; Lightning Thunder as torch.compile backend (ThunderCompiler via "
     "torch._dynamo.optimize) with executors cuDNN (cudnn_ex, SDPA -> cuDNN fused attention), inductor for cat ops, "
     "nvFuser, PyTorch (benchmark_litgpt.py --compile dynamo_thunder_inductor_cat_cudnn --distributed_mode fsdp2 "
     "--shard_mode zero2)",
     "Table row verbatim: '| torch    | thunder_inductor_cat_cudnn_dynamo (FSDP2) | 12493.36     | 40.21       |'; "
     "the PR's example command: 'torchrun --nproc-per-node 8 --local-ranks-filter 0 --role rank --tee 3 "
     "thunder/benchmarks/benchmark_litgpt.py --model_name Llama-2-7b-hf --compile dynamo_thunder_inductor_cat_cudnn "
     "--distributed_mode fsdp2 --shard_mode zero2'. Code at d425fe469: '\"cudnn\" in self.compile' -> "
     "'executors.insert(0, cudnn_ex)' (else sdpa_ex); '\"inductor_cat\" in self.compile' -> torch_compile_cat_ex; "
     "'backend = ThunderCompiler(executors=executors)' / 'model = torch._dynamo.optimize(backend=backend)(model)'. "
     "ASSUMED the cuDNN executor claimed every causal SDPA call (its checker can decline a call; not verified). "),
]:
    label, tok, mem = PR940[key]
    st = step_time(4096, tok)
    notes = (extra + "PR text verbatim: '## Llama-2-7b-hf on 8 H100, using pjnl-20240814' / '### batch size 1' / "
             "'| compiler | executors                                 | Tokens/s/GPU | Memory Used |'. "
             f"tokens_per_s_per_gpu PUBLISHED {tok}; step_time_s DERIVED = micro batch 1 x GA 1 x seq 4096 / {tok} = "
             f"{st:.5f} s; global batch DERIVED = 1 x 8 GPUs = 8 sequences (benchmark default); dp 8 = FSDP2 over all 8 "
             f"GPUs; peak_memory_gib DERIVED = {mem} GB (torch.cuda.max_memory_allocated/1e9) x 1e9 / 2^30 = "
             f"{gib(mem):.2f} GiB. Shape: litgpt config Llama-2-7b{{}}-hf ('vocab_size=32000', 'padding_multiple=64', "
             "'n_layer=32', 'intermediate_size=11008', 'norm_class_name=\"RMSNorm\"', 'mlp_class_name=\"LLaMAMLP\"'; "
             "Config defaults n_embd 4096, n_head 32, block_size 4096; MHA, SwiGLU). " + COMMON_CODE_940 +
             "Same PR table, not rows: 'thunder | inductor_cat_cudnn_transformerengine | 14264.60 | 52.95' (Thunder's own "
             "FSDP + TE FP8), 'torch | thunder_inductor_cat_dynamo (FSDP2) | 11946.70 | 39.13', 'torch | thunder_dynamo | "
             "11562.31 | 42.46', 'thunder | inductor_cat_cudnn | 10611.78 | 42.06', 'torch | N/A (FSDP1) | 10184.90 | "
             "40.21' (see report). " + COMMON_ASSUMED)
    rows.append(base(rid, LLAMA2_7B, gbs, "bf16", fw, tok, mem, SRC940,
                     f"PR description table 'Llama-2-7b-hf on 8 H100, using pjnl-20240814', batch size 1, row '{label}'",
                     notes, "medium (PR benchmark table; H100 variant and container versions not stated)",
                     "measured (Tokens/s/GPU printed by benchmark_litgpt, steady window iterations 25-44); step time derived"))

# ---- PR #1528 ----
for rid, key, shape in [("s57b-004", "llama2_7b", LLAMA2_7B), ("s57b-005", "llama3_8b", LLAMA3_8B)]:
    name, rowtxt, tok, mem, seq = PR1528[key]
    assert seq == shape["seq"]
    st = step_time(seq, tok)
    main_tok, main_mem = PR1528_MAIN[key]
    shape_txt = ("litgpt config Llama-2-7b{}-hf ('vocab_size=32000', 'n_layer=32', 'intermediate_size=11008'; Config "
                 "defaults n_embd 4096, n_head 32, block_size 4096)" if key == "llama2_7b" else
                 "litgpt config Llama-3-8B{} ('block_size=8192', 'vocab_size=128000', 'padded_vocab_size=128256', "
                 "'n_layer=32', 'n_head=32', 'n_query_groups=8', 'intermediate_size=14336', 'rope_base=500000'; "
                 "n_embd default 4096); the command passes no --block_size, so seq = block_size 8192")
    notes = (
        f"Table row verbatim ('### {name}' / '| branch | perf (tokens/s/gpu) | mem usage (GB) |'): '{rowtxt}'. PR text "
        "verbatim: 'With 8 H100s and pjnl-20241209.' / 'Used command is: `torchrun --nproc-per-node 8 "
        "--local-ranks-filter 0 --role rank --tee 3 thunder/benchmarks/benchmark_litgpt.py --model_name <MODEL_NAME> "
        "--compile inductor --distributed_mode fsdp2 --shard_mode zero2 --use_torchao_fp8_linear true "
        "--use_torchao_fp8_allgather true --use_torchao_fp8_precompute_scale_for_fsdp true`'. "
        f"tokens_per_s_per_gpu PUBLISHED {tok}; step_time_s DERIVED = 1 x 1 x {seq} / {tok} = {st:.5f} s; global "
        f"batch DERIVED = 8 sequences; peak_memory_gib DERIVED = {mem} GB x 1e9 / 2^30 = {gib(mem):.2f} GiB. "
        f"Shape: {shape_txt}. Code at 77c6a74a4 (benchmark_litgpt.py): TorchAOFP8Handler 'Float8LinearConfig("
        "cast_config_input=CastConfig(ScalingType.DYNAMIC), cast_config_weight=CastConfig(ScalingType.DYNAMIC), "
        "cast_config_grad_output=CastConfig(ScalingType.DYNAMIC), enable_fsdp_float8_all_gather=self.use_fp8_allgather "
        "and self.is_fsdp2, enable_pre_and_post_forward=False, force_recompute_fp8_weight_in_bwd=self.is_fsdp2,)' and "
        "'convert_to_float8_training(model, module_filter_fn=lambda _, fqn: \"lm_head\" != fqn, ...)' -> torchao "
        "tensorwise dynamic-scaling FP8 GEMMs for every Linear except lm_head (recorded precision fp8), FP8 all-gather of "
        "weights in FSDP2, precomputed FP8 scales; then 'model.to(dtype=torch.bfloat16)' (bf16 master params, bf16 "
        "AdamW state); fsdp2: fully_shard per Block, lm_head, wte, ln_f and root, 'reshard_after_forward: bool = "
        "self.shard_mode == \"zero3\"' (False -> zero_stage 2), MixedPrecisionPolicy bf16/bf16; '--compile inductor' "
        "-> whole-model torch.compile after FSDP2 wrapping; checkpoint_activations default False; max_iters 45 / "
        "warmup_iters 25. force_recompute_fp8_weight_in_bwd (this PR) re-casts the FP8 weight in backward instead of "
        "saving it; the schema has no column for it (recompute stays none: no activation checkpointing). The 'main' "
        f"row of the same table ({main_tok} tokens/s/gpu, {main_mem} GB, without that flag) is not a separate row "
        "(same columns, 0.1-0.4% apart). Tokens/s/GPU definition and attention path as in s57b-001/002 (torch SDPA, "
        "flash backend). " + COMMON_ASSUMED + " The table was posted 2024-12-09 (PR head then); the merge commit "
        "2025-01-20 is cited for the code (the PR diff is the single force_recompute line).")
    fw = ("litgpt GPT/Llama model, FSDP2 fully_shard (zero2, reshard_after_forward=False), torchao float8 training "
          "(tensorwise dynamic scaling, Float8Linear except lm_head, FP8 FSDP2 all-gather, precomputed scales, "
          "force_recompute_fp8_weight_in_bwd), bf16 params + fused torch AdamW, torch SDPA (flash), whole-model "
          "torch.compile inductor (benchmark_litgpt.py)")
    rows.append(base(rid, shape, gbs, "fp8", fw, tok, mem, SRC1528,
                     f"PR description table '### {name}', row 'this PR' (8 H100s, pjnl-20241209)", notes,
                     "medium (PR benchmark table; H100 variant and container versions not stated)",
                     "measured (tokens/s/gpu printed by benchmark_litgpt, steady window iterations 25-44); step time derived"))

for r in rows:
    assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == int(r["num_gpus"])
    assert int(r["heads"]) % int(r["kv_heads"]) == 0
    assert int(r["global_batch_seqs"]) == int(r["micro_batch"]) * int(r["dp"]) * GA
    # round trip: step time x tok/s/GPU = tokens per GPU per step
    assert abs(float(r["step_time_s"]) * float(r["tokens_per_s_per_gpu"]) - int(r["seq_len"])) < 0.5

with open("rows.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print(f"wrote {len(rows)} rows")
for r in rows:
    print(r["row_id"], r["model"][:28], r["precision"], r["step_time_s"], r["tokens_per_s_per_gpu"], r["peak_memory_gib"])
