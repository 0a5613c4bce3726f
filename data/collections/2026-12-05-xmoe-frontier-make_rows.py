#!/usr/bin/env python3
"""Build /work/s62/h3/rows.csv (X-MoE rows on OLCF Frontier MI250X GCDs).

Every number below is either read from the cited source (figure bar label, script
variable, log line) or DERIVED here; the derivation is the code.

Sources (all fetched via the library mirror):
  X-MoE main repo  Supercomputing-System-AI-Lab/X-MoE @ b0283d5cbabec23045553e42e6267ccdcef2dd98
      README.md, images/main-result.jpg (the SC'25 main-result figure, arXiv:2508.13337)
  Scripts/fork     yueming-yuan/Megatron-DeepSpeed-X-MoE @ 6cc4be61d1e37d603333ca66d8aecb5e462d58c9
      examples_xmoe/scripts-frontier/n256-*.slurm (added 91376fc, 2025-07-13)
      megatron/utils.py throughput_calculator (the TFLOPs formula printed in the log)
      earlier eval scripts + a run log at 608415f6e58f3797c810c2321ae80f4617688db0 (2025-04-20;
      removed in f8e1c29): examples_xmoe/eval-scripts/...
  Blog             Supercomputing-System-AI-Lab/Supercomputing-System-AI-Lab.github.io
      blog_src/content/blog/X-MoE/index.md @ 02aeda05b5b6eafe332983ad77cc861d88e084d8
"""
import csv

HEADER_FILE = "/work/main/data/measurements/nvidia_moe_extra.csv"
OUT = "/work/s62/h3/rows.csv"

XMOE_MAIN = "Supercomputing-System-AI-Lab/X-MoE@b0283d5cbabec23045553e42e6267ccdcef2dd98"
XMOE_FORK = "yueming-yuan/Megatron-DeepSpeed-X-MoE@6cc4be61d1e37d603333ca66d8aecb5e462d58c9"
XMOE_OLD = "yueming-yuan/Megatron-DeepSpeed-X-MoE@608415f6e58f3797c810c2321ae80f4617688db0"
BLOG = ("Supercomputing-System-AI-Lab/Supercomputing-System-AI-Lab.github.io@02aeda05b5b6eafe332983ad77cc861d88e084d8 "
        "blog_src/content/blog/X-MoE/index.md (2025-08-24)")
FIG_SRC = ("X-MoE (Yuan, Gupta, Li, Dash, Wang, Zhang; UIUC/ORNL; SC'25, arXiv:2508.13337), main end-to-end result figure "
           f"images/main-result.jpg in {XMOE_MAIN} (README 'Evaluation'; same image in the authors' blog {BLOG})")

GCD_PEAK = 191.5  # TFLOP/s BF16/FP16 per MI250X GCD (accelerators.csv mi250x-gcd; blog: '~191.5 TFLOPS per GCD')


def padded_vocab(tp, vocab=50257, div=128):
    """Megatron _vocab_size_with_padding: multiple of make_vocab_size_divisible_by * TP."""
    m = div * tp
    return ((vocab + m - 1) // m) * m


def xmoe_flops_per_token(L, h, ffn, k, s, V, heads, gqa=1, swiglu=False):
    """megatron/utils.py throughput_calculator at the fork commit, per token:
    fwd MACs/seq = L*(1 + 2//gqa + 1)*h^2*s + L*2*head_dim*heads*s^2 + L*mult*ffn*h*s*k + V*h*s
    flops = 3 (fwd+bwd) * 2 (MAC) * fwd MACs; recompute NOT added (those lines are commented out)."""
    mult = 3 if swiglu else 2
    head_dim = h // heads
    fwd_macs_per_seq = (L * (1 + (2 // gqa) + 1) * h * h * s
                        + L * 2 * head_dim * heads * s * s
                        + L * mult * ffn * h * s * k
                        + V * h * s)
    return 6 * fwd_macs_per_seq / s


# model shapes from the scripts (NUM_LAYERS etc.); log at 608415f confirms Small (num_layers=28,
# num_experts=[64], num_shared_experts=[0], topk=6, expert_interval=1, swiglu=False,
# num_key_value_heads=16, padded_vocab_size=50304, normalization layernorm, rotary, add_bias_linear True)
SHAPES = {
    "Small": dict(L=28, h=2048, ffn=1408, heads=16, E=64, k=6, s=2048, label="10.1B (Small)"),
    "Medium": dict(L=28, h=5120, ffn=1536, heads=128, E=128, k=6, s=4096, label="55.2B (Medium)"),
    "Large": dict(L=28, h=7168, ffn=2048, heads=128, E=256, k=8, s=4096, label="201.4B (Large)"),
}


def total_params(sh, V):
    """Approximate total parameter count (weights only) of the script shape: MHA 4h^2, non-gated expert MLP 2*h*ffn."""
    L, h, ffn, E = sh["L"], sh["h"], sh["ffn"], sh["E"]
    return L * (4 * h * h + E * 2 * h * ffn + h * E) + V * h


COMMON_SHAPE_NOTE = (
    "Shape from the script: GPT-style decoder (Megatron-DeepSpeed legacy model, LayerNorm, rotary, linear biases, "
    "MHA: num_key_value_heads = heads), every layer MoE (--expert-interval 1: layer_num % 1 == 0), no shared expert "
    "(run log: num_shared_experts=[0], mlp_type='standard'), experts are DeepSpeed-MoE ParallelMLP copies with a NON-gated "
    "GELU MLP (no --swiglu), so ffn_hidden = moe_ffn_hidden = the expert size and ffn_gated false; GPT-2 BPE vocab 50257 "
    "padded by Megatron to a multiple of 128 x TP. "
    "PARAMETER-COUNT CHECK: the figure labels (10.1B/55.2B/201.4B) are ~7% below the script shapes' decimal counts "
    "(~10.9B/59.6B/216.6B at 28 layers) but match them divided by 2^30 within 0.6% (10.17/55.5/201.7), so the labels look like "
    "binary billions of these shapes; the published run log of the Small shape (608415f) prints num_layers=28 and a per-rank "
    "parameter count (1,869,537,280 with 8 of 64 experts per rank) that recomputes with 28 layers. Layers = 28 kept. "
)
COMMON_RUN_NOTE = (
    "Frontier node = 4 MI250X = 8 GCDs; one GCD = one rank ('GPU' in the paper; blog: 'MI250X peak is ~191.5 TFLOPS per GCD "
    "(effective GPU)'); accelerator mi250x-gcd, num_gpus counts GCDs (srun -n256 --ntasks-per-node=8 = 32 nodes). "
    "Software (blog, 'Experiment environment details'): PyTorch 2.2.0, ROCm 5.7.1, DeepSpeed 0.15.5, RCCL + AWS-OFI-RCCL "
    "(libfabric 1.20.1). Precision fp16 (--fp16, DeepSpeed fp16 with loss scaling), DeepSpeed ZeRO stage 1 unless said "
    "(--zero-stage 1, ds_config ZERO_STAGE 1), no pipeline (--no-pipeline-parallel), no activation checkpointing "
    "(ACTIVATION_CHECKPOINT=false) unless said, FlashAttention v2 (--use-flash-attn-v2). MoE router: learned top-k "
    "gating with TOKEN DROPPING (MOE_DROP_TOKEN=true) at capacity factor 1.25 (the later --moe-train-capacity-factor 1.25 "
    "overrides the earlier 1.0), --moe-min-capacity 4, aux loss coeff 0.01; not force-balanced. "
    "EP semantics: DeepSpeed-MoE expert-parallel groups are drawn from the data-parallel ranks "
    "(deepspeed/utils/groups.py asserts dp_world_size % ep == 0), so EP folds into DP. "
    "TFLOPs basis: the log's 'TFLOPs:' field = megatron/utils.py throughput_calculator at the fork commit: "
    "flops/token = 6*[L*(4h^2 + 2*h*s + 2*ffn*h*k) + V*h] (MHA QKV+out 4h^2; attention 2*h*s MACs per token, no causal halving; "
    "non-gated expert MLP counted for the k routed experts only; LM head; no recompute term), divided by step time x world size. "
    "The figure's per-GPU TFLOPs are read as this logged value (examples_xmoe/tflops_parser.py averages it over iterations 4-29). "
    "DERIVED: tokens_per_s_per_gpu = tflops*1e12/flops_per_token; step_time_s = GBS*seq/(tokens_per_s_per_gpu*num_gpus). "
)

rows = []


def base_row(**kw):
    r = {k: "" for k in HEADER}
    r.update(kw)
    return r


def fig_row(rid, variant, size, bar, script, tp, ep, mbs, gbs, framework, dispatcher, extra_note,
            zero=1, recompute="none", conf="medium", table_extra=""):
    sh = SHAPES[size]
    V = padded_vocab(tp)
    fpt = xmoe_flops_per_token(sh["L"], sh["h"], sh["ffn"], sh["k"], sh["s"], V, sh["heads"])
    n = 256
    tps = bar * 1e12 / fpt
    step = gbs * sh["s"] / (tps * n)
    dp = n // tp
    note = (f"Verbatim (figure bar label): '{bar}' over the {variant} bar of '{sh['label']}' on the left axis "
            f"'Throughput per GPU (TFLOPs)'; the right axis 'Aggregated Throughput (PFLOPs)' marker agrees with {bar} x 256 GCDs. "
            f"Configuration from {script} ({XMOE_FORK}): NUM_GPUS=256, SEQ_LEN={sh['s']}, GLOBAL_BATCH_SIZE={gbs}, "
            f"BATCH_SIZE(micro)={mbs}, NUM_LAYERS={sh['L']}, HIDDEN_SIZE={sh['h']}, FFN_HIDDEN_SIZE={sh['ffn']}, "
            f"NUM_ATTN_HEADS={sh['heads']}, EP_SIZE(num experts)={sh['E']}, EP_PARALLEL_SIZE={ep}, MP_SIZE(TP)={tp}, --topk {sh['k']}. "
            f"ASSUMED: the figure's bar was produced by this released script (the script set was published by the authors "
            f"for the Frontier artifact; the paper text itself was not readable here). "
            + COMMON_SHAPE_NOTE + COMMON_RUN_NOTE +
            f"DERIVED: padded vocab {V}; flops/token = {fpt:.6e}; tokens/s/GCD = {bar}e12/{fpt:.6e} = {tps:.1f}; "
            f"step = {gbs}*{sh['s']}/({tps:.1f}*256) = {step:.3f} s; dp = 256/TP = {dp}; grad-accumulation steps = "
            f"{gbs}/({mbs}*{dp}) = {gbs/(mbs*dp):g}; MFU vs 191.5 TFLOP/s fp16 GCD peak = {100*bar/GCD_PEAK:.1f}% (not published). "
            + extra_note)
    r = base_row(
        row_id=rid, source=FIG_SRC,
        table=f"main-result.jpg, group '{sh['label']}', bar '{variant}'" + table_extra,
        model=f"X-MoE {size} ({sh['label'].split()[0]} label; DeepSeek-style fine-grained MoE, {sh['E']} experts top-{sh['k']})",
        arch="moe", layers=sh["L"], hidden=sh["h"], ffn_hidden=sh["ffn"], ffn_gated="false", heads=sh["heads"],
        kv_heads=sh["heads"], seq_len=sh["s"], vocab=V, num_experts=sh["E"], experts_per_token=sh["k"],
        global_batch_seqs=gbs, micro_batch=mbs, tp=tp, pp=1, dp=dp, cp=1, ep=ep, vp=1, sequence_parallel="false",
        zero_stage=zero, num_gpus=n, accelerator="mi250x-gcd", precision="fp16", recompute=recompute,
        framework=framework, step_time_s=f"{step:.3f}", tokens_per_s_per_gpu=f"{tps:.1f}", tflops_per_gpu=bar,
        tflops_basis="model",
        measured_or_derived="measured TFLOP/s per GPU (figure bar label, framework's logged TFLOPs); tokens/s and step time DERIVED",
        confidence=conf, notes=note, moe_ffn_hidden=sh["ffn"], shared_experts=0, first_dense_layers=0,
        etp=1, moe_force_balance="false", moe_dispatcher=dispatcher,
    )
    return r


with open(HEADER_FILE) as f:
    HEADER = next(csv.reader(f))

FW_X = ("X-MoE (Megatron-DeepSpeed-X-MoE fork + X-MoE DeepSpeed 0.15.5 fork; PFT padding-free token buffers, "
        "uneven all-to-all, Triton kernels), PyTorch 2.2.0, ROCm 5.7.1, RCCL")
FW_DS = "DeepSpeed-MoE (baseline in the same Megatron-DeepSpeed-X-MoE fork, padded capacity buffers), PyTorch 2.2.0, ROCm 5.7.1"
FW_TUTEL = "Tutel MoE (baseline, --use-tutel in the same Megatron-DeepSpeed-X-MoE fork), PyTorch 2.2.0, ROCm 5.7.1"

rows.append(fig_row(
    "xmoe62-001", "X-MoE", "Small", 44.0, "examples_xmoe/scripts-frontier/n256-Small-XMoE.slurm",
    tp=1, ep=8, mbs=4, gbs=8192, framework=FW_X, dispatcher="alltoall",
    extra_note=("X-MoE flags: --use-uneven-all-to-all --use-pft; RBD not used (no --use-rbd); EP 8 = one node, so the "
                "all-to-all stays on Infinity Fabric (moe_dispatcher alltoall). 8 experts per GCD.")))
rows.append(fig_row(
    "xmoe62-002", "X-MoE", "Medium", 24.2, "examples_xmoe/scripts-frontier/n256-Medium-XMoE.slurm",
    tp=1, ep=64, mbs=1, gbs=1024, framework=FW_X, dispatcher="",
    extra_note=("X-MoE flags: --use-uneven-all-to-all --use-pft; the released script has '#--use-rbd' commented out, but the "
                "paper's full-system bar may include RBD (hierarchical dedup dispatch): moe_dispatcher left empty. EP 64 spans "
                "8 nodes; 2 experts per GCD. head_dim = 5120/128 = 40 (kv_channels default hidden/heads). "
                "Blog: 'on the 55.2B Medium, X-MoE is 5.15x faster than DeepSpeed-TED and 1.42x faster than Tutel' "
                "(24.2/4.7 = 5.15, 24.2/17.0 = 1.42).")))
rows.append(fig_row(
    "xmoe62-003", "X-MoE", "Large", 24.1, "examples_xmoe/scripts-frontier/n256-Large-XMoE.slurm",
    tp=2, ep=64, mbs=1, gbs=1024, framework=FW_X, dispatcher="",
    extra_note=("X-MoE flags: --use-uneven-all-to-all --use-pft with MP_SIZE=2 and no --enable-expert-tensor-parallelism: "
                "README: 'When --enable-expert-tensor-parallelism is not specified, the above flag will automatically enable "
                "sequence sharding for MoE blocks' (SSMB: attention/dense part is Megatron TP 2 without sequence parallelism; "
                "inside each MoE block the 2 TP ranks take half the sequence each, whole experts, so etp 1; all-gather "
                "after the block). '#--use-rbd' commented out in the script: moe_dispatcher empty. EP 64 over DP 128; "
                "4 experts per GCD. head_dim = 7168/128 = 56. The script's python path points to a private copy "
                "(/lustre/.../pretrain_gpt_deepspeed.py) and its tee log name is 'large-xmoe-base-sp2-ep64.log', i.e. the "
                "same run as eval-scripts/main_results/sml/large-xmoe-base-sp2-ep64.slurm at 608415f (same values). "
                "Blog: 'at similar memory, SSMB achieves 24.1 TFLOPS vs. 16.4 TFLOPS with checkpointing' (same number as "
                "this bar). DeepSpeed-MoE/TED and Tutel OOM on this model (figure).")))
rows.append(fig_row(
    "xmoe62-004", "Tutel", "Small", 33.0, "examples_xmoe/scripts-frontier/n256-Small-tutel.slurm",
    tp=1, ep=8, mbs=4, gbs=8192, framework=FW_TUTEL, dispatcher="alltoall",
    extra_note=("Baseline: --use-tutel instead of --use-pft/--use-uneven-all-to-all; Tutel computes on capacity buffers "
                "(capacity factor 1.25 with token dropping), so expert GEMMs include padding up to the capacity; the TFLOPs "
                "formula counts only k routed tokens, as for X-MoE.")))
rows.append(fig_row(
    "xmoe62-005", "DeepSpeed-MoE", "Small", 20.4, "examples_xmoe/scripts-frontier/n256-Small-DSMoE.slurm",
    tp=1, ep=8, mbs=1, gbs=8192, framework=FW_DS, dispatcher="alltoall",
    extra_note=("Baseline: plain DeepSpeed-MoE (no --use-pft/--use-uneven-all-to-all/--use-tutel), micro batch 1 (the "
                "script's BATCH_SIZE=1, presumably the largest that fits: dense dispatch masks and padded [E,C,H] buffers), "
                "grad accumulation 32. The DeepSpeed-TED bar of the Small group is the same 20.4 (TED with TP 1 is this "
                "configuration; not duplicated).")))
rows.append(fig_row(
    "xmoe62-006", "Tutel", "Medium", 17.0, "examples_xmoe/scripts-frontier/n256-Medium-tutel.slurm",
    tp=1, ep=128, mbs=1, gbs=1024, framework=FW_TUTEL, dispatcher="alltoall",
    extra_note=("Baseline: --use-tutel, EP_PARALLEL_SIZE=128 (1 expert per GCD; the eval-scripts at 608415f also hold an "
                "EP 64 Tutel variant, n256-baseline-tutel-M-ep64.slurm; the released scripts-frontier version is EP 128, "
                "taken here: ASSUMED to be the figure's run). Capacity-factor 1.25 padded buffers as in the Tutel Small row. "
                "head_dim 40.")))

# --- Large with full activation checkpointing (blog text 16.4 TFLOPS) ---
sh = SHAPES["Large"]
V = padded_vocab(1)
fpt = xmoe_flops_per_token(sh["L"], sh["h"], sh["ffn"], sh["k"], sh["s"], V, sh["heads"])
bar = 16.4
tps = bar * 1e12 / fpt
step = 1024 * sh["s"] / (tps * 256)
rows.append(base_row(
    row_id="xmoe62-007",
    source=(f"X-MoE authors' blog ({BLOG}), section 'Hybrid parallelism with Sequence-Sharded MoE Blocks (SSMB)' "
            f"(= arXiv:2508.13337 SSMB-vs-checkpointing figure); configuration from "
            f"examples_xmoe/eval-scripts/breakdown/checkpointing/large-xmoe-base-checkpointing.slurm at {XMOE_OLD}"),
    table="blog text 'SSMB achieves 24.1 TFLOPS vs. 16.4 TFLOPS with checkpointing' (the checkpointing arm)",
    model="X-MoE Large (201.4B label; 256 experts top-8), full activation checkpointing instead of SSMB",
    arch="moe", layers=sh["L"], hidden=sh["h"], ffn_hidden=sh["ffn"], ffn_gated="false", heads=sh["heads"],
    kv_heads=sh["heads"], seq_len=sh["s"], vocab=V, num_experts=sh["E"], experts_per_token=sh["k"],
    global_batch_seqs=1024, micro_batch=1, tp=1, pp=1, dp=256, cp=1, ep=64, vp=1, sequence_parallel="false",
    zero_stage=1, num_gpus=256, accelerator="mi250x-gcd", precision="fp16", recompute="full",
    framework=FW_X + "; DeepSpeed activation checkpointing", step_time_s=f"{step:.3f}",
    tokens_per_s_per_gpu=f"{tps:.1f}", tflops_per_gpu=bar, tflops_basis="model",
    measured_or_derived="measured TFLOP/s per GPU (blog text, framework's logged TFLOPs, recompute not counted); tokens/s and step time DERIVED",
    confidence="low",
    notes=("Verbatim (blog): 'SSMB lowers peak memory increasingly as TP grows, and—unlike activation checkpointing—avoids "
           "recompute and extra backward all-to-alls; at similar memory, SSMB achieves 24.1 TFLOPS vs. 16.4 TFLOPS with "
           "checkpointing.' ASSUMED configuration (the blog does not restate it): the authors' eval script "
           "breakdown/checkpointing/large-xmoe-base-checkpointing.slurm (608415f): NUM_GPUS=256, SEQ_LEN=4096, GBS 1024, "
           "MBS 1, NUM_LAYERS=28, HIDDEN 7168, FFN 2048, 128 heads, 256 experts, EP_PARALLEL_SIZE=64, MP_SIZE=1, "
           "--topk 8, --use-pft (no --use-uneven-all-to-all in that script), ACTIVATION_CHECKPOINT=true -> "
           "--checkpoint-activations + --deepspeed-activation-checkpointing (full per-layer recompute, checkpoint_num_layers 1), "
           "ZeRO 1, fp16, cap factor 1.25. Recompute is NOT counted in the TFLOPs formula (lines commented out), so 16.4 is "
           "model TFLOP/s. " + COMMON_SHAPE_NOTE + COMMON_RUN_NOTE +
           f"DERIVED: padded vocab {V}; flops/token = {fpt:.6e}; tokens/s/GCD = 16.4e12/{fpt:.6e} = {tps:.1f}; "
           f"step = 1024*4096/({tps:.1f}*256) = {step:.3f} s. Low confidence: the number is a text figure; which script "
           "produced it is inferred from its name."),
    moe_ffn_hidden=sh["ffn"], shared_experts=0, first_dense_layers=0, etp=1, moe_force_balance="false",
))

# --- 8-GCD published run log (Small shape, GBS 256) ---
# (iteration, elapsed ms, logged TFLOPs) transcribed from
# examples_xmoe/eval-scripts/weak_scaling/xmoe-base-v1-n8-EP8.log at 608415f (lines 1669-1904)
N8 = [
    (1, 40360.7, 17.31), (2, 14632.1, 47.74), (3, 14673.8, 47.61), (4, 14780.8, 47.26), (5, 14833.2, 47.09),
    (6, 14711.2, 47.49), (7, 14726.4, 47.44), (8, 14720.5, 47.46), (9, 14822.2, 47.13), (10, 14690.9, 47.55),
    (11, 14514.0, 48.13), (12, 14491.0, 48.21), (13, 14336.7, 48.73), (14, 14272.3, 48.95), (15, 14262.9, 48.98),
    (16, 14263.5, 48.98), (17, 14198.6, 49.20), (18, 14160.0, 49.33), (19, 14118.5, 49.48), (20, 14098.8, 49.55),
    (21, 14199.3, 49.20), (22, 14238.0, 49.06), (23, 14196.7, 49.21), (24, 14311.2, 48.81),
]
# iterations 25-29 read from the same log (see n8_iters.txt written alongside)
try:
    extra = [tuple(float(x) for x in line.split()) for line in open("/work/s62/h3/n8_iters.txt")]
    N8 = [(int(a), b, c) for a, b, c in extra]
except OSError:
    pass
win = [x for x in N8 if 4 <= x[0] <= 29]
step8 = sum(x[1] for x in win) / len(win) / 1000.0
tfl8 = sum(x[2] for x in win) / len(win)
sh = SHAPES["Small"]
V = padded_vocab(1)
fpt = xmoe_flops_per_token(sh["L"], sh["h"], sh["ffn"], sh["k"], sh["s"], V, sh["heads"])
tps8 = 256 * 2048 / (step8 * 8)
tfl_check = tps8 * fpt / 1e12
rows.append(base_row(
    row_id="xmoe62-008",
    source=(f"X-MoE authors' run log examples_xmoe/eval-scripts/weak_scaling/xmoe-base-v1-n8-EP8.log with its script "
            f"examples_xmoe/eval-scripts/weak_scaling/n8-S-xmoe-base.slurm, {XMOE_OLD} (committed 2025-04-20, removed "
            f"2025-04-22 in f8e1c29); one Frontier node"),
    table=f"log lines 'iteration N/100 ... elapsed time per iteration (ms) ... TFLOPs', mean of iterations 4-29 ({len(win)} iterations)",
    model="X-MoE Small shape (10.1B label; 64 experts top-6), EP 8 on one node",
    arch="moe", layers=28, hidden=2048, ffn_hidden=1408, ffn_gated="false", heads=16, kv_heads=16, seq_len=2048,
    vocab=V, num_experts=64, experts_per_token=6, global_batch_seqs=256, micro_batch=4, tp=1, pp=1, dp=8, cp=1,
    ep=8, vp=1, sequence_parallel="false", zero_stage=1, num_gpus=8, accelerator="mi250x-gcd", precision="fp16",
    recompute="none", framework=FW_X, step_time_s=f"{step8:.3f}", tokens_per_s_per_gpu=f"{tps8:.1f}",
    tflops_per_gpu=f"{tfl8:.2f}", tflops_basis="model",
    measured_or_derived="measured iteration time (published run log, mean of iterations 4-29); tokens/s DERIVED",
    confidence="high (published log with full argument dump)",
    notes=("Verbatim log line (iteration 10): 'iteration       10/     100 | consumed samples:         2560 | consumed "
           "tokens:      5242880 | elapsed time per iteration (ms): 14690.9 | ... | global batch size:   256 | ... | actual "
           "seqlen:  2048 | ... | samples per second: 17.426 | TFLOPs: 47.55 |'. The log's argument dump: num_layers=28, "
           "num_experts=[64], num_shared_experts=[0], mlp_type='standard', topk=6, expert_interval=1, hidden_size=2048, "
           "ffn_hidden_size=1408, num_attention_heads=16, num_key_value_heads=16, use_rotary_position_embeddings=True, "
           "normalization='layernorm', swiglu=False, use_uneven_all_to_all=True, use_pft=True, use_rbd=False, "
           "micro_batch_size=4, global_batch_size=256, checkpoint_activations=False, fp16=True, "
           "moe_expert_parallel_size=8, tensor_model_parallel_size=1, moe_token_dropping=True, "
           "moe_train_capacity_factor=1.25, zero_stage=1, use_flash_attn_v2=True, world_size=8, data_parallel_size=8, "
           "padded_vocab_size=50304; per-rank parameters 1,869,537,280. srun -N 1 -n8 (8 GCDs = 1 node). "
           f"DERIVED: mean step over iterations 4-29 = {step8:.4f} s (the window of examples_xmoe/tflops_parser.py); "
           f"tokens/s/GCD = 256*2048/({step8:.4f}*8) = {tps8:.1f}; mean logged TFLOPs = {tfl8:.2f} "
           f"(recomputed from flops/token {fpt:.6e}: {tfl_check:.2f}). Throughput drifts: ~47.1-49.6 TFLOPs in "
           "iterations 2-24, falling to ~44 by iteration 45-48 (learned routing becoming imbalanced; token dropping at "
           "capacity 1.25 bounds it); the whole-log mean of iterations 4-48 is 46.7 TFLOPs. README of the main repo: "
           "'When using one computing node on Frontier (4*MI250X GPUs), the expected throughput is ~50-55 TFLOPs with "
           "X-MoE optimizations' (n8-Small-XMoE.slurm, same shape). peak_memory_gib: 'Max Memory Allocated across all ranks: "
           "51621.20 MB' printed after iterations 2-29 (rises to 55140.05 MB by iteration 48); MB ASSUMED MiB (torch "
           "max_memory_allocated / 2^20; the printing code is not in the repositories read) -> 51621.20/1024 = 50.41 GiB. "
           + COMMON_RUN_NOTE.replace("(srun -n256 --ntasks-per-node=8 = 32 nodes)", "(srun -n8 = 1 node)")),
    moe_ffn_hidden=1408, shared_experts=0, first_dense_layers=0, etp=1, moe_force_balance="false",
    moe_dispatcher="alltoall", peak_memory_gib="50.41", memory_measure="allocated",
))

with open(OUT, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER, lineterminator="\n")
    w.writeheader()
    for r in rows:
        w.writerow(r)

for r in rows:
    print(r["row_id"], r["model"][:40], r["num_gpus"], r["ep"], r["tflops_per_gpu"], r["tokens_per_s_per_gpu"], r["step_time_s"])
for k, sh in SHAPES.items():
    for tp in (1, 2):
        print(k, tp, f"{total_params(sh, padded_vocab(tp))/1e9:.2f}B decimal, {total_params(sh, padded_vocab(tp))/2**30:.2f} binary")
