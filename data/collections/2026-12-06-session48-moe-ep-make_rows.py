"""Builds rows.csv and held_rows.csv for helper task s48p (light: pure csv writing)."""
import csv

HDR_SRC = "/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv"
hdr = open(HDR_SRC).readline().strip().split(",")
assert hdr[-1] == "target_file"
cols = hdr[:-1] + ["cuda_graphs", "target_file"]

nous_src = ("Nous Research, NousResearch/torchtitan torchtitan/distributed/deepep/README.md "
            "(commit 19e8901a50c60d710ff6b645fbeb762771db4b42), opening sentence (the same comparison is in PR "
            "NousResearch/torchtitan#19 by xrsrke, 2025-11-24); model flavor '30B-A3B' from NousResearch/torchtitan "
            "torchtitan/models/qwen3/__init__.py (commit 8b4b03d3b2e3f0c9b71f9c97e65a85cc477ce7c0)")
nous_notes = (
    "Verbatim (README opening sentence): 'Achieve **near-linear scaling** from single node to 16 nodes (128 GPUs), "
    "**33% faster** than TorchTitan's default expert parallelism (14,796 vs 9,930 tok/s/GPU at EP=8). And Almost no "
    "throughput degradation when scaling expert parallel degree from 1 → 8, and all numbers below are reported for "
    "Qwen3-30B-A3B.' (PR #19 says '**50% faster** than TorchTitan's default expert parallelism (14,796 vs 9,930 "
    "tok/s/GPU at EP=8)'.) This row is the 9,930 baseline: torchtitan's default (non-DeepEP) expert parallelism. "
    "PUBLISHED: 9,930 tok/s/GPU, EP 8, Qwen3-30B-A3B. Hardware PUBLISHED in the same README: 'GPU: NVIDIA B200 "
    "(Blackwell)', 'PyTorch: 2.9.0+cu128'. GPU count 8 DERIVED: the comparison partner 14,796 is the README table "
    "row '| 1 node | 1 | 8 | 14,796 | 341 | 167.93 GiB (94.15%) |' (held as nous-001). Shape: flavor '30B-A3B' in "
    "qwen3/__init__.py@8b4b03d3: 'vocab_size=151936', 'head_dim=128', 'dim=2048', 'n_layers=48', 'n_heads=32', "
    "'n_kv_heads=4', 'qk_norm=True', 'moe_inter_dim=768', 'num_experts=128', 'num_shared_experts=0', 'top_k=8', "
    "'score_func=\"softmax\"' and no use_deepep flag (the '30B-A3B-deepep' flavor adds 'use_deepep=True' and "
    "'_debug_force_load_balance=True'). ASSUMED (not restated for the baseline): the rest of the run equals nous-001's "
    "config pytorch/torchtitan torchtitan/models/qwen3/train_configs/qwen3_30b_a3b_with_deepep.toml as transcribed "
    "in nous-001 (local_batch_size 8, seq_len 4096, FSDP2 data_parallel_shard_degree -1 over 8 GPUs, TP/CP/PP 1, "
    "expert_parallel_degree 8, activation_checkpoint full, torch.compile model+loss, bf16, AdamW). The README's "
    "'Complete Configuration Diff' adds '+moe_force_load_balance = true  # For sanity testing' together with the "
    "DeepEP flavor, so whether the 9,930 baseline forced uniform routing is NOT known: moe_force_balance left empty. "
    "DERIVED: global_batch_seqs = 8 x 8 = 64; step_time_s = 8 x 4096 / 9930 = 3.2999 s; tflops_per_gpu = 9930 x "
    "341/14796 = 228.9 (torchtitan model FLOP/token of the same model and seq_len, taken from nous-001's published "
    "341 TFLOPS at 14,796 tok/s; 23.05 GFLOP/token). moe_dispatcher 'alltoall': torchtitan's default EP sends every "
    "routed copy with all_to_all (no per-node dedup). cuda_graphs empty: the source says nothing. EP folds into DP "
    "(dp 8, zero_stage 3 = FSDP2 full shard). Not a duplicate: grep for 9,930/9930 in data/ finds only nous-001's "
    "notes quoting the sentence; no row holds the default-EP run."
)
rows = [dict(
    row_id="s48p-001", source=nous_src,
    table="README opening sentence, default-EP figure '9,930 tok/s/GPU at EP=8' (baseline of the 14,796 1-node DeepEP row)",
    model="Qwen3-30B-A3B (torchtitan qwen3 flavor '30B-A3B')", arch="moe", layers=48, hidden=2048, ffn_hidden=768,
    ffn_gated="true", heads=32, kv_heads=4, seq_len=4096, vocab=151936, num_experts=128, experts_per_token=8,
    global_batch_seqs=64, micro_batch=8, tp=1, pp=1, dp=8, cp=1, ep=8, vp=1, sequence_parallel="false",
    zero_stage=3, num_gpus=8, accelerator="b200", precision="bf16", recompute="full",
    framework="torchtitan (NousResearch fork) FSDP2 + torchtitan default expert parallel (all-to-all), torch.compile, PyTorch 2.9.0+cu128",
    step_time_s="3.29990", tokens_per_s_per_gpu=9930, tflops_per_gpu="228.9", tflops_basis="model", mfu_pct="",
    measured_or_derived="tokens_per_s_per_gpu PUBLISHED; GPU count, global batch, step time and TFLOP/s DERIVED; batch/AC/compile ASSUMED equal to nous-001",
    confidence="low-medium (one comparison figure in prose; the baseline's config is not restated, taken from the DeepEP row's config; force balance unknown)",
    notes=nous_notes, head_dim=128, moe_ffn_hidden=768, shared_experts=0, first_dense_layers=0,
    moe_dispatcher="alltoall", cuda_graphs="", target_file="nous_torchtitan.csv")]

ds_src = ("DeepSpeed (deepspeedai, Microsoft-founded), deepspeedai/DeepSpeedExamples@bacfcdb7ef9da11e26dde27b9befcaef0284275f "
          "training/expert_parallel/README.md section 'Observed Results' (AutoEP example for DeepSpeed PR #7938); run settings "
          "from training/expert_parallel/run_observed_results.py and train.py @37a617f874ea95e8d2cbb4a2177a357d366700a2; shape "
          "from huggingface/transformers src/transformers/models/{mixtral/configuration_mixtral.py@ad467bd7, "
          "llama4/configuration_llama4.py@008e5743} defaults (train.py builds MixtralConfig()/Llama4TextConfig() overriding only num_hidden_layers)")
common_notes = (
    "Verbatim README: 'Observed-results benchmarks were run on May 2, 2026 with 8 GPUs, 8 layers, sequence length 1024, "
    "micro batch size 1, gradient accumulation 4, `--output_router_logits true`, 100 optimizer steps, and steps 50-99 measured.' "
    "train.py@37a617f: built-in DeepSpeed config '\"bf16\": {\"enabled\": True}', AdamW, autoep mode 'zero_optimization {\"stage\": 1}' "
    "with 'expert_parallel' 'autoep_size': default_autoep_parallel_size -> 'if architecture in {\"llama4\", \"mixtral\"}: return 4' "
    "(run_observed_results.py passes no --autoep_size, so EP 4); '--gradient_checkpointing off' in run_observed_results.py (recompute none). "
    "Throughput is run_observed_results.py 'mean_global_tokens_per_sec' = mean over steps 50-99 of 'args.seq_len * args.micro_batch_size * "
    "args.grad_accum * dp_world_size / max_iter_time' (max over ranks). DERIVED: dp_world_size 8 ASSUMED (DeepSpeed engine.dp_world_size "
    "with no TP/PP = world size; EP folds into DP), so global batch = 1 x 4 x 8 = 32 sequences = 32,768 tokens/step; step_time_s = "
    "32768 / mean tok/s (mean of rates, so a slight under-estimate of the mean step time); tokens_per_s_per_gpu = mean tok/s / 8. "
    "Data: WikiText-103 padded to max_length 1024 (padding counted as tokens; compute runs on the full 1024). Model randomly initialized "
    "with the original HF family config and only num_hidden_layers=8 overridden ('Public model presets are original Hugging Face model "
    "families ... only `--num_layers` overrides depth'). Dispatcher: README 'uses AllToAll communication to route tokens' -> alltoall; "
    "natural learned routing (aux loss on, 'load_balance_coeff' null) -> moe_force_balance false. peak_memory_gib = README 'GB' figure, which "
    "run_observed_results.py computes as max cuda_peak_memory_allocated_bytes / 1024**3 after warmup (GiB, allocated, rank 0). "
    "ACCELERATOR NOT STATED for this table: h100-sxm5-80gb is INFERRED from the same README ('the Qwen3.5 fast-path verification target is "
    "H100 with Triton `>= 3.4`'; the artifacts dir 'qwen35_kernel_speed_aux_20260502' is that kernel campaign) and from the Llama4 ZeRO-3 "
    "failure text 'CUDA OOM during backward on rank 4 while 78.12 GiB was in use' (an ~80 GB device); SXM vs PCIe not known. Not a duplicate: "
    "no AutoEP / DeepSpeedExamples expert_parallel row in data/.")
held = [
 dict(row_id="s48p-002", source=ds_src,
      table="Observed Results table, row 'Mixtral 8x7B', column 'AutoEP (+ZeRO-1)': 'Complete: 69,052.31 tok/s, 35.03 GB'",
      model="Mixtral 8x7B shape truncated to 8 layers (HF MixtralConfig defaults, random init)", arch="moe", layers=8, hidden=4096,
      ffn_hidden=14336, ffn_gated="true", heads=32, kv_heads=8, seq_len=1024, vocab=32000, num_experts=8, experts_per_token=2,
      global_batch_seqs=32, micro_batch=1, tp=1, pp=1, dp=8, cp=1, ep=4, vp=1, sequence_parallel="false", zero_stage=1, num_gpus=8,
      accelerator="h100-sxm5-80gb", precision="bf16", recompute="none",
      framework="DeepSpeed AutoEP (PR #7938 tip) + Hugging Face transformers >=5.6.2 Mixtral, torch._grouped_mm experts, ZeRO-1",
      step_time_s="0.47454", tokens_per_s_per_gpu="8631.5", tflops_per_gpu="", tflops_basis="", mfu_pct="",
      measured_or_derived="global tok/s PUBLISHED (mean of steps 50-99); step time, per-GPU rate, global batch DERIVED; accelerator INFERRED",
      confidence="low (accelerator type not stated for the table; dp_world_size assumed 8)",
      notes=("Verbatim table row: '| Mixtral 8x7B | Complete: 32,622.11 tok/s, 50.47 GB | Complete: 69,052.31 tok/s, 35.03 GB (`2.12x` "
             "throughput, `0.69x` memory vs ZeRO-3) |'. Shape (configuration_mixtral.py defaults): 'vocab_size: int | None = 32000', "
             "'hidden_size: int | None = 4096', 'intermediate_size: int | None = 14336', 'num_attention_heads: int | None = 32', "
             "'num_key_value_heads: int | None = 8', 'num_experts_per_tok: int | None = 2', 'num_local_experts: int | None = 8', "
             "'tie_word_embeddings: bool | None = False'; layers 8 from the README ('8 layers'). The ZeRO-3-leaf column (EP 1, "
             "32,622.11 tok/s) is out of this task's EP>1 scope and not made a row. " + common_notes),
      head_dim=128, moe_ffn_hidden=14336, shared_experts=0, first_dense_layers=0, moe_force_balance="false",
      moe_dispatcher="alltoall", optimizer_state="fp32", peak_memory_gib="35.03", memory_measure="allocated", cuda_graphs="",
      target_file="microsoft_deepspeed.csv"),
 dict(row_id="s48p-003", source=ds_src,
      table="Observed Results table, row 'Llama4', column 'AutoEP (+ZeRO-1)': 'Complete: 53,927.17 tok/s, 66.68 GB'",
      model="Llama 4 Scout text shape truncated to 8 layers (HF Llama4TextConfig defaults, random init)", arch="moe", layers=8,
      hidden=5120, ffn_hidden=8192, ffn_gated="true", heads=40, kv_heads=8, seq_len=1024, vocab=202048, num_experts=16,
      experts_per_token=1, global_batch_seqs=32, micro_batch=1, tp=1, pp=1, dp=8, cp=1, ep=4, vp=1, sequence_parallel="false",
      zero_stage=1, num_gpus=8, accelerator="h100-sxm5-80gb", precision="bf16", recompute="none",
      framework="DeepSpeed AutoEP (PR #7938 tip) + Hugging Face transformers >=5.6.2 Llama4ForCausalLM, torch._grouped_mm experts, ZeRO-1",
      step_time_s="0.60763", tokens_per_s_per_gpu="6740.9", tflops_per_gpu="", tflops_basis="", mfu_pct="",
      measured_or_derived="global tok/s PUBLISHED (mean of steps 50-99); step time, per-GPU rate, global batch DERIVED; accelerator INFERRED",
      confidence="low (accelerator type not stated for the table; dp_world_size assumed 8)",
      notes=("Verbatim table row: '| Llama4 | Failed before metrics: CUDA OOM during backward on rank 4 while 78.12 GiB was in use and a "
             "2.50 GiB allocation was requested. ... | Complete: 53,927.17 tok/s, 66.68 GB. ZeRO-3 failed, so no ratio is reported. |'. "
             "train.py preset: '\"llama4\": {\"architecture\": \"llama4\", \"display_name\": \"Llama4 Scout\", \"default_tokenizer_name\": "
             "\"meta-llama/Llama-4-Scout-17B-16E\"}'. Shape (configuration_llama4.py Llama4TextConfig defaults): 'vocab_size: int = 202048', "
             "'hidden_size: int = 5120', 'intermediate_size: int = 8192', 'num_attention_heads: int = 40', 'num_key_value_heads: int = 8', "
             "'head_dim: int = 128', 'num_experts_per_tok: int = 1', 'num_local_experts: int = 16', 'interleave_moe_layer_step: int = 1' "
             "(every layer MoE), 'no_rope_layer_interval: int = 4', 'attention_chunk_size: int | None = 8192' (larger than seq 1024, so "
             "chunked layers attend over the full sequence); the MoE block has one shared expert (base_model_tp_plan "
             "'layers.*.feed_forward.shared_expert.gate_proj'); its width = intermediate_size 8192 is ASSUMED (modeling_llama4.py not read this session; "
             "mt-037 / val-tt-039 record the same) -> shared_experts 1, moe_ffn_hidden 8192. "
             "Not expressible: QK L2-norm and attention temperature tuning (small cost). " + common_notes),
      head_dim=128, moe_ffn_hidden=8192, shared_experts=1, first_dense_layers=0, moe_force_balance="false",
      moe_dispatcher="alltoall", optimizer_state="fp32", peak_memory_gib="66.68", memory_measure="allocated", cuda_graphs="",
      target_file="microsoft_deepspeed.csv"),
]
for path, rs in (("/work/s75/p/rows.csv", rows), ("/work/s75/p/held_rows.csv", held)):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=cols)
        w.writeheader()
        for r in rs:
            extra = set(r) - set(cols)
            assert not extra, extra
            w.writerow({c: r.get(c, "") for c in cols})
    # checks
    for r in csv.DictReader(open(path)):
        g = int(r["num_gpus"]); assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == g
        assert int(r["heads"]) % int(r["kv_heads"]) == 0
        tps = float(r["global_batch_seqs"]) * float(r["seq_len"]) / (float(r["step_time_s"]) * g)
        print(path.split("/")[-1], r["row_id"], round(tps, 1), r["tokens_per_s_per_gpu"], len(r))
print(len(cols))
