#!/usr/bin/env python3
"""Build rows.csv for helper s56b (MoE training throughput with EP > 1).

Pure Python. One row: NVIDIA/Megatron-LM issue #756 (community user ShinoharaHare),
Mixtral 8x7B on 16 H100, TP2 / PP1 / DP8 / EP8, GBS 128.
Every derived number is asserted against the published ones.
"""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    HEADER = next(csv.reader(f))

# ---------------------------------------------------------------- published log lines
# (iteration, elapsed ms, TFLOP/s/GPU), all 'global batch size: 128', read through the
# issues search corpus (turn 1 by ShinoharaHare, log dated 2024-04-06).
LOG = [
    (29, 5912.1, 220.9),
    (30, 5571.1, 234.4),
    (31, 5718.9, 228.3),
    (99, 5523.5, 236.4),
    (100, 5540.0, 235.7),
]
# quoted second-hand by collections/2026-12-05-github-issues-helper-report.md (not re-read)
LOG_SECOND_HAND = [(71, 5361.6, 243.6)]
NUM_GPUS, TP, PP, CP, EP, GBS = 16, 2, 1, 1, 8, 128

# ---------------------------------------------------------------- Mixtral 8x7B shape
L, H, FFN, HEADS, KV, VOCAB, E, TOPK = 32, 4096, 14336, 32, 8, 32000, 8, 2
KV_CHANNELS = H // HEADS  # 128

def megatron_flops(batch, seq):
    """Megatron-LM num_floating_point_operations at commit 2bfe9beaae42 (2024-04-03,
    megatron/training/training.py), the last commit touching that file before the log."""
    qproj_ratio = KV_CHANNELS * HEADS / H
    attn = (1 + KV / HEADS + seq / H) * qproj_ratio
    mlp = (FFN / H) * TOPK * 1.5          # gated_linear_multiplier = 3/2 (swiglu)
    padded_vocab = VOCAB                   # 32000 is a multiple of 128*TP=256
    assert padded_vocab % (128 * TP) == 0
    logit = padded_vocab / (2 * L * H)
    return 12 * batch * seq * L * H * H * (attn + mlp + logit)

# FLOPs per iteration implied by each published line: TFLOP/s/GPU x GPUs x seconds
implied = [tf * 1e12 * NUM_GPUS * ms / 1e3 for _, ms, tf in LOG + LOG_SECOND_HAND]
f2048 = megatron_flops(GBS, 2048)
f4096 = megatron_flops(GBS, 4096)
f1024 = megatron_flops(GBS, 1024)
for v in implied:
    assert abs(v / f2048 - 1) < 0.002, (v, f2048)      # all within 0.2 %
assert abs(f4096 / f2048 - 2.08) < 0.02                 # 4096 would be ~2.1x too many FLOPs
assert f1024 / f2048 < 0.5                              # 1024 ~0.48x: excluded
SEQ = 2048  # DERIVED

# ---------------------------------------------------------------- row numbers
step = (LOG[3][1] + LOG[4][1]) / 2 / 1e3            # mean of iterations 99 and 100
tflops = (LOG[3][2] + LOG[4][2]) / 2
tok = GBS * SEQ / step / NUM_GPUS
dp = NUM_GPUS // (TP * PP * CP)
assert TP * PP * dp * CP == NUM_GPUS and dp == 8
assert abs(step - 5.53175) < 1e-9
assert abs(tok - 2961.8) < 0.1, tok
assert abs(tflops * 1e12 * NUM_GPUS * step / f2048 - 1) < 0.001

notes = (
    "Source: NVIDIA/Megatron-LM issue #756 '[QUESTION] Training Mixtral 8x7B on 16 x H100 only achieves low "
    "throughput of 130 TFLOPS' (ShinoharaHare, opened 2024-03-30, open), https://github.com/NVIDIA/Megatron-LM/issues/756, "
    "read as excerpts through the issues search corpus. This is the user's retest after maintainer XLzed's advice "
    "('1. Update the code to the latest main branch and upgrade grouped_gemm to v1.0. 2. Use alltoall dispathcer: "
    "--moe-token-dispatcher-type alltoall. 3. Use EP8TP2.'). PUBLISHED log lines (turn 1, 2024-04-06), all 'global batch "
    "size:   128': 'iteration 29/100 ... elapsed time per iteration (ms): 5912.1 | throughput per GPU (TFLOP/s/GPU): 220.9'; "
    "'iteration 30/100 ... 5571.1 | ... 234.4'; 'iteration 31/100 ... 5718.9 | ... 228.3'; 'iteration 99/100 | consumed "
    "samples: 12672 | elapsed time per iteration (ms): 5523.5 | throughput per GPU (TFLOP/s/GPU): 236.4 ... lm loss: "
    "1.872008E+00 | load_balancing_loss: 1.008882E+00 | loss scale: 1.0'; 'iteration 100/100 | consumed samples: 12800 | "
    "elapsed time per iteration (ms): 5540.0 | throughput per GPU (TFLOP/s/GPU): 235.7'. PUBLISHED args (turn 1 dump): "
    "'expert_model_parallel_size ...... 8', 'ffn_hidden_size ...... 14336', 'fp16 ...... False', 'fp8 ...... None', "
    "'global_batch_size ...... 128', 'group_query_attention ...... True', 'hidden_size ...... 4096'; turn-0 dump: "
    "'recompute_granularity ...... None'. SECOND-HAND (quoted in collections/2026-12-05-github-issues-helper-report.md, "
    "not re-read here): log 'using world size: 16, data-parallel size: 8, context-parallel size: 1 tensor-model-parallel "
    "size: 2, pipeline-model-parallel size: 1', args 'params_dtype torch.bfloat16', '--moe-token-dispatcher-type alltoall', "
    "'iteration 71/100 ... 5361.6 | ... 243.6'. "
    "DERIVED seq_len 2048: Megatron's num_floating_point_operations at commit 2bfe9beaae42 (2024-04-03, the last change "
    "to megatron/training/training.py before the log; read in the NVIDIA/Megatron-LM mirror) = 12*B*s*L*h^2*((1+g/a+s/h)"
    "*1 + (ffn/h)*topk*3/2 + V/(2*L*h)); with B 128, L 32, h 4096, a 32, g 8, ffn 14336, topk 2, V 32000 it gives "
    f"{f2048/1e12:.1f} TFLOP per iteration at s=2048 ({f4096/1e12:.1f} at 4096, {f1024/1e12:.1f} at 1024); the published "
    "lines imply TFLOP/s x 16 x seconds = "
    + ", ".join(f"{v/1e12:.0f}" for v in implied)
    + " TFLOP (all within 0.05% of the s=2048 value), so seq_length 2048 (unique; the published TFLOP/s is Megatron's "
    "model-FLOP count, no recompute term). DERIVED step_time_s = mean(5.5235, 5.5400) = 5.53175 (iterations 99-100; "
    "iterations 29-31 and 71 range 5.36-5.91 s); tokens_per_s_per_gpu = 128 x 2048 / 5.53175 / 16 = 2961.8; "
    "tflops_per_gpu = mean(236.4, 235.7) = 236.05 (PUBLISHED values, Megatron model FLOPs); dp = 16/(2x1x1) = 8; "
    "EP 8 folds into DP. sequence_parallel true: Megatron at that commit asserts 'When using MoE and tensor "
    "parallelism, sequence parallelism must be used.' (megatron/training/arguments.py). Shape columns not in the "
    "excerpts (32 layers, 32 heads, 8 KV heads, vocab 32000, 8 experts top-2) are Mixtral-8x7B's, as the existing "
    "Mixtral rows (e.g. nemo25-002); the 0.05% FLOP match supports them. ASSUMED: accelerator h100-sxm5-80gb (the title "
    "says only 'H100'); precision bf16 (params_dtype bfloat16, fp16 False, fp8 None, loss scale 1.0); recompute none "
    "(turn-0 dump; the retest's value not read); learned routing with aux loss (load_balancing_loss logged) -> "
    "moe_force_balance false; the run continues from a Mixtral checkpoint (lm loss ~1.87 at step 30-100). UNKNOWN, left "
    "empty: micro_batch (not in any readable chunk; an empty value is read as 1), zero_stage (use_distributed_optimizer "
    "not read), vp, grouped_gemm use, CUDA graphs (none in Megatron of that date). 100-step run; iteration 99-100 "
    "sit in the 5.36-5.91 s band of the late lines."
)

row = {k: "" for k in HEADER}
row.update({
    "row_id": "s56b-001",
    "source": "ShinoharaHare (community user), NVIDIA/Megatron-LM GitHub issue #756, https://github.com/NVIDIA/Megatron-LM/issues/756 "
              "(opened 2024-03-30; retest log of 2024-04-06 in the user's second comment); FLOP formula read at "
              "NVIDIA/Megatron-LM@2bfe9beaae42f8116c6b95825f7843830e396057 megatron/training/training.py",
    "table": "issue #756 turn 1 training log, iterations 99-100 of 100 (EP8 TP2 retest)",
    "model": "Mixtral 8x7B",
    "arch": "moe",
    "layers": L, "hidden": H, "ffn_hidden": FFN, "ffn_gated": "true", "heads": HEADS, "kv_heads": KV,
    "seq_len": SEQ, "vocab": VOCAB, "num_experts": E, "experts_per_token": TOPK,
    "global_batch_seqs": GBS, "micro_batch": "",
    "tp": TP, "pp": PP, "dp": dp, "cp": CP, "ep": EP, "vp": "",
    "sequence_parallel": "true", "zero_stage": "",
    "num_gpus": NUM_GPUS, "accelerator": "h100-sxm5-80gb", "precision": "bf16", "recompute": "none",
    "framework": "Megatron-LM / Megatron-Core (main branch of early April 2024), alltoall token dispatcher",
    "step_time_s": f"{step:.5f}", "tokens_per_s_per_gpu": f"{tok:.1f}", "tflops_per_gpu": f"{tflops:.2f}",
    "tflops_basis": "model", "mfu_pct": "",
    "measured_or_derived": "measured step time and TFLOP/s (training log); seq_len and tokens/s derived",
    "confidence": "low (community log; seq_len back-solved from Megatron's FLOP formula, micro batch and distributed optimizer unknown, H100 variant assumed)",
    "notes": notes,
    "moe_ffn_hidden": FFN, "shared_experts": 0, "first_dense_layers": 0, "etp": "",
    "moe_force_balance": "false", "moe_dispatcher": "alltoall", "cuda_graphs": "",
    "target_file": "nvidia_megatron.csv",
})

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    w.writerow(row)
print("wrote 1 row; step %.5f s, %.1f tok/s/GPU, %.2f TF; FLOP/iter s=2048 %.1f TF" % (step, tok, tflops, f2048 / 1e12))
for (it, ms, tf), v in zip(LOG + LOG_SECOND_HAND, implied):
    print(it, ms, tf, "implied %.1f TF/iter, ratio %.5f" % (v / 1e12, v / f2048))
