"""Row s51h-020 of 2026-12-07-session51-european-make_rows.py (split out to keep each file under 400 lines):
the 16-GPU TP 4 x DP 4 validated run of the dense_32B speed test. Run inside that script's namespace
(it is exec'd there after rows s51h-001..019 are built); not a standalone script."""
C_JS = "46a627d80e002505da8d92482226dc4303795aa7"
V_NEOX_TP4 = 50688   # len(gpt-neox-20b tokenizer) 50277 padded to a multiple of 128 x TP 4 = 512
assert V_NEOX_TP4 % 512 == 0 and V_NEOX_TP4 - 512 < 50277 <= V_NEOX_TP4
fpt16 = megatron_flops_per_token(V=V_NEOX_TP4)
tf16, tok16, step16_pub, ng16, gbs16 = 316.9, 1571, 20.9, 16, 128
assert abs(tf16 * 1e12 / tok16 / fpt16 - 1) < 0.003, (tf16 * 1e12 / tok16, fpt16)
assert abs(tf16 / 989.4 * 100 - 32.0) < 0.05
step16 = gbs16 * SEQ / (tok16 * ng16)
assert abs(step16 / step16_pub - 1) < 0.005
r = base_row()
r.update(dict(
    source=(f"OpenEuroLLM, oellm-autoexp JUPITER speed-test collection, github {REPO}@{C_JS} "
            "config/experiments/megatron_jupiter_speed/dense_32B.yaml (header 'VALIDATED optimum') and README.md of that folder, job 1034538"),
    table="megatron_jupiter_speed README 'dense_32B' row / dense_32B.yaml header",
    model="Qwen3-32B architecture (Megatron-LM, GPT-NeoX-20B tokenizer)", vocab=V_NEOX_TP4,
    global_batch_seqs=gbs16, micro_batch=1, pp=1, dp=4, vp=1, num_gpus=ng16, precision="bf16",
    recompute="selective", cuda_graphs="none",
    step_time_s=round(step16, 3), tokens_per_s_per_gpu=tok16, tflops_per_gpu=tf16, mfu_pct=32.0,
    framework=("Megatron-LM (Megatron-Core) + Transformer Engine on JUPITER (oellm-autoexp megatron_torchrun_localaddr backend, "
               "'jupiter' container), flash attention"),
    measured_or_derived=(f"measured: '316.9 TFLOPS / 32.0% MFU, 1,571 tok/s/GPU, 20.9 s/iter, 93% mem' PUBLISHED; step_time_s "
                         f"DERIVED from tok/s = 128 x 4096 / (1571 x 16) = {step16:.3f} s (published '20.9 s/iter', 0.2% apart by "
                         f"rounding); seq 4096 DERIVED from the same identity (1571 x 20.9 x 16 / 128 = 4104 ~ 4096); dp = 16/4 = 4"),
    confidence="medium-high: publisher's own validated run with the full config in the same file; seq_len and vocab padding derived",
    notes=("Verbatim dense_32B.yaml header: '# Dense ~32B (Qwen3-32B arch: 64L, hidden 5120, ffn 25600, 64 heads / 8 KV' / "
           "'# groups, head_dim 128, untied) — 4 nodes, 16× GH200.' / '# VALIDATED optimum (tune sweeps 2026-07-24, jobs "
           "1034454-58 + 1034537-38):' / '#   GBS=128 (32 µbatches) + overlap grad-reduce/param-gather' / '#   → 316.9 TFLOPS / "
           "32.0% MFU, 1,571 tok/s/GPU, 20.9 s/iter, 93% mem' / '# Tuning progression (all 4 nodes, TP4, mbs1, selective "
           "recompute):' / '#   GBS8: 150 TF → GBS32: 249 → GBS64: 291 → GBS128+overlap: 317' / '# No CUDA graphs here'. Body: "
           "'tensor_model_parallel_size: 4' 'pipeline_model_parallel_size: 1' 'sequence_parallel: true' 'micro_batch_size: 1' "
           "'global_batch_size: 128          # mbs × DP(4) × 32 accumulation steps' 'overlap_grad_reduce: true' "
           "'overlap_param_gather: true' 'recompute_activations: true     # selective' 'accumulate_allreduce_grads_in_fp32: "
           "false'. README.md row: '| `dense_32B` | Qwen3-32B (64L, h5120, ffn25600) | 4 | TP4 + DP4, mbs1, GBS128, overlap, "
           "selective recompute | **validated: 317 TFLOPS / 32% MFU, 1,571 tok/s/GPU** (job 1034538) |'. common.yaml: "
           "'use_distributed_optimizer: true' 'attention_backend: flash' 'tokenizer_model: "
           "/e/project1/projectnucleus/shared/models/EleutherAI/gpt-neox-20b'; README: 'Vocab ~50k, so LM-head cost is "
           "understated vs a 152k/256k-vocab production run.' vocab 50688 DERIVED: GPT-NeoX-20B tokenizer length 50,277 "
           "(ASSUMED, general knowledge) padded by Megatron to a multiple of 128 x TP 4 (ASSUMED default "
           "make_vocab_size_divisible_by 128); the Megatron FLOP formula at this vocab matches 316.9 TFLOP/s at 1,571 tok/s "
           "within 0.3%. precision bf16 ASSUMED (no fp8 key in the file; the 32B bf16 memory budget in the header 'bf16 "
           "weights 16.4 + bf16 grads 16.4'). Megatron's TFLOP/s does not add the selective recompute of the attention core. "
           "The earlier GBS points (8/32/64 at 150/249/291 TFLOP/s) carry no tok/s or step and no overlap setting -> not "
           "taken. Shape columns from the yaml; qk-norm and SwiGLU from the qwen3_base include (not read: ASSUMED as in "
           "Qwen3). " + COMMON_NOTES.split(" FLOP/token check")[0].split("Shape PUBLISHED")[0] +
           "accelerator gh200 (yaml: '96 GiB GH200'); intra_fabric/inter_network ASSUMED as in the other rows (JUPITER node)."),
))
rows.append(r)
