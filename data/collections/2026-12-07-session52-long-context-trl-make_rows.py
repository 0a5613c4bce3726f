#!/usr/bin/env python3
"""Build rows.csv (s52a-*) for the long-sequence training topic and assert every derived number.

Pure Python, no third-party imports. Source numbers are typed in from the pinned files/threads named
in each row's `source` and quoted verbatim in its `notes`.
"""
import csv
import os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_FILE = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_FILE, newline="") as f:
    HEADER = next(csv.reader(f))

H100_BF16_PEAK = 989.4e12  # data/accelerators.csv h100-sxm5-80gb peak_bf16_tflops


def qwen3_params(layers, hidden, ffn, heads, kv_heads, head_dim, vocab, tied):
    per_layer = (hidden * heads * head_dim          # q
                 + 2 * hidden * kv_heads * head_dim  # k, v
                 + heads * head_dim * hidden         # o
                 + 3 * hidden * ffn)                 # SwiGLU gate/up/down
    emb = vocab * hidden * (1 if tied else 2)
    return layers * per_layer + emb


def step_flops(n_params, layers, heads, head_dim, seq, seqs=1):
    """6*N*T for the weights + causal attention (QK^T and AV, fwd+bwd = 3x fwd, half the square)."""
    tokens = seq * seqs
    dense = 6.0 * n_params * tokens
    attn = seqs * layers * 3 * (4.0 * seq * seq * heads * head_dim) / 2
    return dense + attn


SEQ = 1_048_576
GPUS = 8

# ---- shapes (torchtitan torchtitan/models/qwen3/flavors.py @ 0276e6ed, equal to the HF configs) ----
Q8 = dict(layers=36, hidden=4096, ffn=12288, heads=32, kv_heads=8, head_dim=128, vocab=151936, tied=False)
Q06 = dict(layers=28, hidden=1024, ffn=3072, heads=16, kv_heads=8, head_dim=128, vocab=151936, tied=True)
n8 = qwen3_params(**Q8)
n06 = qwen3_params(**Q06)
assert abs(n8 / 1e9 - 8.19) < 0.01, n8        # Qwen3-8B ~8.19 B parameters with untied lm_head
assert abs(n06 / 1e9 - 0.596) < 0.005, n06     # Qwen3-0.6B ~0.60 B with tied embeddings

# ---- cross-check of the published MFU (transformers PR #48324): 373 s -> 34.7 %, 606 s -> 21.4 % ----
f8 = step_flops(n8, Q8["layers"], Q8["heads"], Q8["head_dim"], SEQ)
for t, mfu in ((373.0, 34.7), (606.0, 21.4)):
    got = 100 * f8 / (t * GPUS * H100_BF16_PEAK)
    assert abs(got - mfu) < 0.15, (t, got, mfu)
# the causal count reproduces the published MFU; a non-causal attention count would not
f8_noncausal = 6.0 * n8 * SEQ + Q8["layers"] * 3 * 4.0 * SEQ * SEQ * Q8["heads"] * Q8["head_dim"]
assert abs(100 * f8_noncausal / (373 * GPUS * H100_BF16_PEAK) - 34.7) > 10

# ---- row 1: Qwen3-8B, 380 s/step (merged PR #6846 / docs log '380.10s/it') ----
STEP8 = 380.0
tps8 = SEQ / (STEP8 * GPUS)
assert abs(tps8 - 344.93) < 0.01
mfu8_at_380 = 100 * f8 / (STEP8 * GPUS * H100_BF16_PEAK)
assert abs(mfu8_at_380 - 34.06) < 0.05
assert abs(100 * f8 / (380.10 * GPUS * H100_BF16_PEAK) - mfu8_at_380) < 0.01

# ---- row 2: Qwen3-0.6B, 137 s/step ----
STEP06 = 137.0
tps06 = SEQ / (STEP06 * GPUS)
assert abs(tps06 - 956.73) < 0.01
f06 = step_flops(n06, Q06["layers"], Q06["heads"], Q06["head_dim"], SEQ)
mfu06 = 100 * f06 / (STEP06 * GPUS * H100_BF16_PEAK)
assert abs(mfu06 - 35.2) < 0.1, mfu06

# layout checks
for tp, pp, dp, cp in ((1, 1, 1, 8),):
    assert tp * pp * dp * cp == GPUS
assert SEQ // 8 == 131072  # 'every GPU holds 131,072 tokens'

SRC = ("Hugging Face TRL team (Quentin Gallouedec), 1M-token context-parallel SFT example: huggingface/trl "
       "examples/sft_qwen3_8b_1m_context/sft_qwen3_8b_1m_context.py (stored versions 365a87151aac03fb7c944fb3a7b3947c069187db "
       "and 2c42f6659f78287d94e54eea18628ab33d836b07) + examples/sft_qwen3_8b_1m_context/context_parallel_8gpu.yaml "
       "(@4f5fd51538e1a7813172a2c09c94562de6df14bd) + docs/source/long_context_training.md (@009fb209bce9ab28b8ba98b1a5d916bbd1fe8c51); "
       "measurements stated in pull requests huggingface/trl#6846 (merged, 2026-08-21), huggingface/transformers#48324 and "
       "huggingface/accelerate#4184 (2026-08-26); shapes from pytorch/torchtitan torchtitan/models/qwen3/flavors.py "
       "@0276e6ed0bed9be143631e007342964c03a09b96")

FRAMEWORK = ("Hugging Face TRL SFTTrainer + Accelerate (FSDP2, parallelism_config_cp_size 8) + PyTorch context parallel "
             "(torch.distributed.tensor.experimental.context_parallel: SDPA replaced by ring attention; accelerate default "
             "cp_comm_strategy 'allgather') + Transformers 5.x gradient checkpointing with offload=True; SDPA cuDNN backend on Hopper")

COMMON = dict(
    source=SRC, arch="dense", ffn_gated="True", seq_len=str(SEQ), num_experts="", experts_per_token="",
    global_batch_seqs="1", micro_batch="1", tp="1", pp="1", dp="1", cp="8", ep="1", vp="1",
    sequence_parallel="False", zero_stage="3", num_gpus=str(GPUS), accelerator="h100-sxm5-80gb",
    precision="bf16", recompute="full", framework=FRAMEWORK, tflops_per_gpu="", tflops_basis="", mfu_pct="",
    moe_ffn_hidden="", shared_experts="", first_dense_layers="", activation_offload="True",
    q_lora_rank="", kv_lora_rank="", qk_rope_head_dim="", v_head_dim="", etp="", moe_force_balance="",
    moe_dispatcher="", inter_network="", fsdp_shard="", optimizer_state="bf16", peak_memory_gib="",
    memory_measure="", cuda_graphs="", intra_fabric="", target_file="huggingface_trl.csv",
)

LAYOUT_NOTES = (
    "Sequence-parallel kind: RING (PyTorch context parallel; cp column = ring degree 8, one CP group = the whole node). "
    "PUBLISHED layout: context_parallel_8gpu.yaml 'num_processes: 8  # one 8-GPU node', 'fsdp_version: 2', "
    "'parallelism_config_cp_size: 8  # the whole node forms one context-parallel group'; script 'Context parallelism splits each "
    "sequence across the 8 GPUs, so every GPU holds 131,072 tokens and attention is computed as a ring. One book-length sequence "
    "per step'; SFTConfig 'max_length=SEQ_LEN' with 'SEQ_LEN = 1_048_576', 'per_device_train_batch_size=1', 'bf16=True', "
    "model_init_kwargs 'dtype': torch.bfloat16; gradient checkpointing 'gradient_checkpointing_kwargs={\"offload\": True}' "
    "('`offload` holds each checkpointed layer's input in pinned host memory'); earlier revision (365a871): "
    "'The accelerate config sets `fsdp_activation_checkpointing_offload`'. Docs log: \"'num_tokens': 1049000.0\" per step "
    "('That is one sequence, not a batch of short ones'). DERIVED: dp = 8/(1*1*1*8) = 1, global_batch_seqs = 1 (dp 1 x "
    "per-device batch 1 x no gradient accumulation set, TRL default 1), tp=pp=1 (not used by the example). zero_stage 3 DERIVED: "
    "FSDP2 full shard over the 8 GPUs (accelerate FSDP2 default reshard_after_forward=True; fsdp_shard empty = whole dp*cp group). "
    "recompute full DERIVED: HF gradient checkpointing = every decoder layer re-run in backward. activation_offload True PUBLISHED "
    "(checkpointed layer inputs in pinned host memory). optimizer_state bf16 ASSUMED: model loaded in torch.bfloat16, TRL/HF AdamW "
    "keeps moments in parameter dtype, no fp32 master copy stated. accelerator h100-sxm5-80gb ASSUMED: the source says 'one 8xH100 "
    "node' and 'That is what keeps an 8B model inside 80 GB at this length' (80 GB part; SXM5 assumed for an 8-GPU node, not "
    "stated). Data: PG-19 books concatenated and truncated to max_length, not packed ('it is *not* `packing=True`'), so every "
    "token attends to all earlier tokens (full causal attention over 1,048,576 tokens). pad_to_multiple_of=16 (no padding at "
    "1,048,576). Loss: TRL default chunked NLL ('loss_type=\"chunked_nll\"` (the default)'). RoPE YaRN factor 32 (no FLOP effect). "
    "Peak memory '56.2 GB per GPU' PUBLISHED but left out of peak_memory_gib: GB vs GiB and allocated/reserved/device not stated. "
)

rows = []

notes8 = (
    LAYOUT_NOTES
    + "MEASUREMENT: step_time_s 380 PUBLISHED: huggingface/trl#6846 (merged) 'Qwen3-8B at 1,048,576 tokens: **380 s/step, 56.2 GB "
    "per GPU**. Runs end to end, 12 steps, and saves.'; docs/source/long_context_training.md log '1/12 [06:20<1:09:41, 380.10s/it]' "
    "and '**380 s per step.** One step is one sequence'. Same PR: 'Measured back to back on one node, the two are the same "
    "(379.75 s vs 379.76 s)' (transformers offload vs accelerate#4175 offload). Other PUBLISHED values for the same plan, not used "
    "as the row value: script docstring '373 s/step, 56.2 GB per GPU'; transformers#48324 'Qwen3-8B at 1,048,576 tokens on one "
    "8xH100 node goes from 606 s to 373 s per step, MFU 21.4% to 34.7%' (606 s = SDPA falling back to FlashAttention because the "
    "system CUDA shadowed torch's cuDNN, per trl#6846 'Corrections since the first version'); accelerate#4184 'step time is 373 s at "
    "56.2 GB per GPU'; first (closed) PR trl#6845 '364 s' (retracted: 'The step times I first posted came from machines where the "
    "system CUDA shadowed the cuDNN bundled with torch ... every number was inflated'). DERIVED: tokens_per_s_per_gpu = "
    "1,048,576/(380*8) = 344.93. CHECK (make_rows.py): FLOPs/step = 6*N*T + causal attention 6*L*s^2*heads*head_dim with N = 8.19e9 "
    "(all parameters, untied lm_head), L=36, s=1,048,576, 32x128 = 1.024e18; at 373 s on 8 GPUs this is 34.7% of 989.4 TFLOP/s and "
    "at 606 s 21.4%, reproducing both published MFU values (a non-causal count would give ~67%); at 380 s the same count gives "
    "34.1% (not written to mfu_pct because the published MFU belongs to the 373 s run). Attention dominates: 95% of the counted "
    "FLOPs. Shape: torchtitan flavors.py _8b: 'dim = 4096', 'n_layers = 36', 'vocab_size = 151936', 'n_heads=32', 'n_kv_heads=8', "
    "'head_dim = 128', 'hidden_dim=12288', untied (no enable_weight_tying), SwiGLU FFN, QK-norm."
)
r8 = dict(COMMON, row_id="s52a-001", table="trl#6846 'Measured' + long_context_training.md 'Run it' log",
          model="Qwen3-8B (Qwen/Qwen3-8B, full-parameter SFT / continued pretraining on PG-19, YaRN x32)",
          layers="36", hidden="4096", ffn_hidden="12288", heads="32", kv_heads="8", head_dim="128", vocab="151936",
          step_time_s="380", tokens_per_s_per_gpu=f"{tps8:.2f}",
          measured_or_derived="step_time_s PUBLISHED (380 s/step); tokens_per_s_per_gpu DERIVED = 1048576/(380*8)",
          confidence="medium (one published end-to-end run, 12 steps, first-step log shown; H100 variant SXM5 assumed; published MFU 34.7% at 373 s reproduced with a causal 6N+attention count)",
          notes=notes8)
rows.append(r8)

notes06 = (
    LAYOUT_NOTES
    + "MEASUREMENT: step_time_s 137 PUBLISHED: script docstring (both stored versions 365a871 and 2c42f66): 'Swapping the model: "
    "... Qwen3 and Qwen3-MoE are full attention. Qwen3-0.6B takes 137 s/step on the same node.' Same value in the closed first PR "
    "trl#6845 table '| Qwen3-0.6B | 1M | 137 s | 27.9 GB |'. ASSUMED: run with the example's plan (cp 8 over the node, batch 1, "
    "gradient checkpointing with offload, bf16) with only MODEL swapped, as the docstring implies; the merged PR did not re-state "
    "it and the first PR's step times were called inflated by the author (cuDNN shadowed), so this value may predate the "
    "correction -> low confidence. DERIVED: tokens_per_s_per_gpu = 1,048,576/(137*8) = 956.73; causal 6N+attention count "
    "(N = 0.596e9 tied, L=28, 16x128) = 3.82e17 FLOPs -> 35.2% of 989.4 TFLOP/s (not written to mfu_pct; 99% attention). "
    "Peak memory '27.9 GB' (first PR) not used (unit/measure not stated). Shape: torchtitan flavors.py _0_6b: 'dim = 1024', "
    "'n_layers = 28', 'vocab_size = 151936', 'enable_weight_tying=True', 'n_heads=16', 'n_kv_heads=8', 'head_dim = 128' "
    "(not hidden/heads), 'hidden_dim=3072'."
)
r06 = dict(COMMON, row_id="s52a-002", table="sft_qwen3_8b_1m_context.py docstring ('Qwen3-0.6B takes 137 s/step on the same node')",
           model="Qwen3-0.6B (Qwen/Qwen3-0.6B, swapped into the Qwen3-8B 1M-token example)",
           layers="28", hidden="1024", ffn_hidden="3072", heads="16", kv_heads="8", head_dim="128", vocab="151936",
           step_time_s="137", tokens_per_s_per_gpu=f"{tps06:.2f}",
           measured_or_derived="step_time_s PUBLISHED (137 s/step); tokens_per_s_per_gpu DERIVED = 1048576/(137*8); plan ASSUMED = the example's",
           confidence="low (one sentence in a docstring; plan assumed equal to the 8B example; may be from the author's pre-correction machines)",
           notes=notes06)
rows.append(r06)

for r in rows:
    missing = [k for k in HEADER if k not in r]
    extra = [k for k in r if k not in HEADER]
    assert not missing and not extra, (missing, extra)
    assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == int(r["num_gpus"])

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print(f"wrote {len(rows)} rows; 8B step FLOPs {f8:.4e}, MFU@380 {mfu8_at_380:.2f}%, 0.6B MFU@137 {mfu06:.2f}%")
