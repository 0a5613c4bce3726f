#!/usr/bin/env python3
"""Build rows.csv (s55a-*) for /work/s82/h55a.

Pure Python. Every published number typed below was read from the pinned source files named in SRC_*;
derived numbers are recomputed here and asserted against the published ones.
Scope of this helper: seq_len >= 16384 rows (with or without context parallelism) that the two already-held
long-context tables (NeMo performance_long_sequence.md -> s51b-001..012, XTuner benchmark.rst -> s51b-013..021)
left out because the earlier brief required cp >= 2 and seq >= 32k.
"""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_FILE = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_FILE) as f:
    HEADER = next(csv.reader(f))

def base_row():
    return {k: "" for k in HEADER}

rows = []

# =====================================================================================
# 1) NVIDIA NeMo docs/source/performance/performance_long_sequence.md  (16K rows, CP 1)
# =====================================================================================
NEMO_HEAD = "8cfedd7203462cb251a914e700e5605444277561"
SRC_H100 = ("NVIDIA NeMo docs, docs/source/performance/performance_long_sequence.md, github NVIDIA/NeMo commit "
            "19fadb67b09ba94c55094d34df119d6f9c565068 (2025-05-08, 'Updating the long context performance number for "
            "B200 (#13468)'; unchanged at HEAD " + NEMO_HEAD + ", 2025-09-20); table 'LLAMA2-7B (FP8) - H100' first "
            "published at 5b47a94c110e0ce35a652242e752d8977754c8f0 (2024-10-18) without the Batch Size column")
SRC_B200 = ("NVIDIA NeMo docs, docs/source/performance/performance_long_sequence.md, github NVIDIA/NeMo commit "
            "14d427f575ee0c3be2719ef7f7c4ecad1b6b45e5 (2025-04-28, 'update the perf number for B200 (#13112)') for "
            "# of GPUs; batch/TP/PP/DP/CP/TFLOPS re-read at 19fadb67b09ba94c55094d34df119d6f9c565068 (2025-05-08, = HEAD "
            + NEMO_HEAD + ")")

def nemo_llama_flops(gbs, s, L, h, groups, heads, ffn, vocab):
    """nemo/utils/flops_formulas.py llama2()/llama3() at 14d427f5 (identical bodies; vocab from LLM_VOCAB_SIZE_MAP)."""
    return gbs * s * L * h * h * (12 + 12 * groups / heads + 18 * ffn / h + 12 * s / h + 6 * vocab / (L * h))

LLAMA2_7B = dict(L=32, h=4096, groups=32, heads=32, ffn=11008, vocab=32000)
LLAMA3_8B = dict(L=32, h=4096, groups=8, heads=32, ffn=14336, vocab=128256)

def fpt(shape, s):
    return nemo_llama_flops(1, s, **shape) / s

# basis cross-check on held NVIDIA rows that publish both TFLOPS and tokens/s (same check as s51b):
assert abs(776e12 / 16847 / fpt(LLAMA2_7B, 4096) - 1) < 0.005          # steptime_measurements.csv row 60
assert abs(1753.06e12 / 30280.4 / fpt(LLAMA3_8B, 8192) - 1) < 0.005    # google_gpu_recipes s47e-002
assert abs(776e12 / 16847 / (fpt(LLAMA2_7B, 4096) - 6 * 32 * 4096 * 4096) - 1) > 0.05   # causal count does not fit

nemo_common = (
    "NOT STATED by the page and left empty: micro_batch, recompute (the page gives no activation-recomputation setting "
    "for these runs; its only recompute mention is the B200 footnote about the 1024K row: 'even with full activation "
    "recomputation it is impossible to run the LLAMA3-8B model on a 1024K token sequence without CP'), "
    "sequence_parallel, zero_stage (NeMo recipes use the distributed optimizer, i.e. zero_stage 1, but the page does "
    "not say so), cuda_graphs. Attention kernel NOT STATED by the page (NeMo/Megatron-Core on Transformer Engine; "
    "whether TE's cuDNN fused attention or its FlashAttention backend ran is not said). Causal pre-training; packing "
    "not stated (full-length synthetic sequences ASSUMED, unpacked). Shape columns from the public model config (the "
    "page names only the model), identical to the held NVIDIA rows of the same model (s51b-*). TFLOPS basis: NeMo's "
    "model-FLOP formula (nemo/utils/flops_formulas.py llama2()/llama3() at 14d427f5: "
    "gbs*s*L*h^2*(12+12*g/a+18*f/h+12*s/h+6*V/(L*h)), attention counted NON-causal, no recompute); basis confirmed on "
    "held rows publishing both TFLOPS and tokens/s (steptime_measurements.csv row 60: 776 TFLOPS / 16847 tok/s; "
    "google_gpu_recipes s47e-002: 1753.06 / 30280.4; both within 0.5%, the causal count >5% off). Step time and "
    "tokens/s DERIVED from the published TFLOPS with that formula (make_rows.py asserts the round trip). Every row of "
    "the page carries 4,194,304 tokens per step (Batch Size x SeqLen). Companion rows of the same tables at 32K-1024K "
    "with CP >= 2 are held as s51b-001..012.")

def add_nemo(rid, model, shape, acc, seqk, ngpu, gbs, tp, pp, dp, cp, tfl, src, table, quote, extra, conf, fw):
    s = seqk * 1024
    assert tp * pp * dp * cp == ngpu, (rid, tp, pp, dp, cp, ngpu)
    assert gbs * s == 4 * 1024 * 1024
    assert gbs % dp == 0
    F = nemo_llama_flops(gbs, s, **shape)
    step = F / (tfl * 1e12 * ngpu)
    tok = gbs * s / step / ngpu
    assert abs(F / step / ngpu / 1e12 - tfl) < 1e-6
    denom = (12 + 12 * shape['groups'] / shape['heads'] + 18 * shape['ffn'] / shape['h'] + 12 * s / shape['h']
             + 6 * shape['vocab'] / (shape['L'] * shape['h']))
    attn_share = (12 * s / shape['h']) / denom
    r = base_row()
    r.update(row_id=rid, source=src, table=table, model=model, arch="dense",
             layers=shape['L'], hidden=shape['h'], ffn_hidden=shape['ffn'], ffn_gated="true",
             heads=shape['heads'], kv_heads=shape['groups'], seq_len=s, vocab=shape['vocab'],
             global_batch_seqs=gbs, tp=tp, pp=pp, dp=dp, cp=cp, ep=1, num_gpus=ngpu, accelerator=acc,
             precision="fp8", framework=fw, step_time_s=f"{step:.4f}", tokens_per_s_per_gpu=f"{tok:.1f}",
             tflops_per_gpu=tfl, tflops_basis="model",
             measured_or_derived="measured TFLOPS/GPU (published); step time and tokens/s derived",
             confidence=conf,
             notes=(quote + f" DERIVED: FLOPs/step = {F:.6e} (NeMo formula, s={s}, gbs={gbs}); step_time = {F:.6e} / "
                    f"({tfl}e12 x {ngpu}) = {step:.4f} s; tokens/s/GPU = {gbs} x {s} / {step:.4f} / {ngpu} = {tok:.1f}; "
                    f"attention term = {100*attn_share:.1f}% of the counted FLOPs. dp = {dp} (PUBLISHED); "
                    f"GA = {gbs}/{dp} = {gbs//dp} sequences per DP rank per step (micro-batch not stated). seq_len "
                    f"ASSUMED {seqk}K = {seqk} x 1024 (the page's 'SeqLen (K)'), consistent with the constant 4,194,304 "
                    f"tokens per step. " + extra + " " + nemo_common),
             target_file="nvidia_megatron.csv")
    rows.append(r)
    return step, tok

# --- H100, 16K row (19fadb6 HTML table; same numbers at 5b47a94/b39e679 without the batch column)
# cells: SeqLen(K) | # of GPUs | Batch Size | Without CP TFLOPS/GPU | TP | PP | DP | CP | TFLOPS/GPU | Speedup
H100_16K = (16, 16, 256, 660, 2, 1, 8, 1, 660, 1.00)
seqk, ngpu, gbs, nocp, tp, pp, dp, cp, tfl, sp = H100_16K
assert round(tfl / nocp, 2) == sp
step_h, tok_h = add_nemo(
    "s55a-001", "LLAMA2-7B (NeMo long-sequence benchmark, 16K row)", LLAMA2_7B, "h100-sxm5-80gb",
    seqk, ngpu, gbs, tp, pp, dp, cp, tfl, SRC_H100,
    "Long Sequence Performance, LLAMA2-7B (FP8) - H100, row SeqLen 16K (CP 1)",
    ("PUBLISHED (table 'LLAMA2-7B (FP8) - H100', 'Container: NeMo24.03.01.framework', 'System: DGX-H100'; HTML row "
     "cells at 19fadb6: '<td>16</td> <td>16</td> <td>256</td> <td>660</td> <td>2</td> <td>1</td> <td>8</td> <td>1</td> "
     "<td>660</td> <td class=\"speedup\">1.00</td>' = SeqLen (K) 16 | # of GPUs 16 | Batch Size 256 | Without CP "
     "TFLOPS / GPU 660 | TP 2 | PP 1 | DP 8 | CP 1 | TFLOPS / GPU 660 | Speedup 1.00). Page text: 'The table below shows "
     "the pre-training performance of the LLAMA2-7B and LLAMA3-8B models on H100 and B200 GPUs, respectively, with CP "
     "(context parallelism), and compares it against the results without CP at various input sequence lengths. ... In "
     "non-CP training runs, we use the most performant model- and data-parallel configurations without CP given the "
     "memory capacity constraint of the each GPU system.' At 16K the best layout has CP 1, so the with-CP and "
     "without-CP cells are the same run (660 both)."),
    ("The Batch Size column was added on 2025-05-08 (19fadb6); the 2024 versions (5b47a94, b39e679) show the same GPU "
     "count, TP/PP/DP/CP and TFLOPS. accelerator h100-sxm5-80gb ASSUMED from 'System: DGX-H100'. Llama 2 7B: 32 layers, "
     "hidden 4096, FFN 11008 SwiGLU, 32 heads (MHA), vocab 32000 (NeMo LLM_VOCAB_SIZE_MAP['llama2'])."),
    ("medium: NVIDIA's own table, layout and batch published; step time derived through NeMo's FLOP formula (basis "
     "cross-checked on held rows); micro-batch/recompute/optimizer sharding/TP-SP not stated"),
    "NeMo (NeMo24.03.01.framework container, Megatron-Core + Transformer Engine), TP 2, no context parallelism")

# --- B200, 16K row: two versions of the page disagree on the GPU count
B200_16K_APR = (16, 4, 256, 1, 1, 4, 1717)                      # 14d427f markdown: SeqLen|GPUs|Batch|TP|CP|DP|TFLOPS
B200_16K_MAY = (16, 16, 256, 1717, 1, 1, 4, 1, 1717, 1.00)      # 19fadb6 HTML: SeqLen|GPUs|Batch|w/o CP|TP|PP|DP|CP|TFLOPS|speedup
seqk, ngpu_apr, gbs, tp, cp, dp, tfl = B200_16K_APR
s2, ngpu_may, gbs2, nocp, tp2, pp2, dp2, cp2, tfl2, sp = B200_16K_MAY
assert (seqk, gbs, tp, cp, dp, tfl) == (s2, gbs2, tp2, cp2, dp2, tfl2) and pp2 == 1
assert tp * dp * cp == ngpu_apr and tp * pp2 * dp * cp != ngpu_may
assert round(tfl / nocp, 2) == sp
step_b, tok_b = add_nemo(
    "s55a-002", "LLAMA3-8B (NeMo long-sequence benchmark, 16K row)", LLAMA3_8B, "b200",
    seqk, ngpu_apr, gbs, tp, 1, dp, cp, tfl, SRC_B200,
    "Long Sequence Performance, LLAMA3-8B (FP8) - B200, row SeqLen 16K (CP 1)",
    ("PUBLISHED at 14d427f (markdown table under '## LLAMA3-8B (FP8) - B200', 'Container: NeMo25.04.rc2', 'System: "
     "DGX-B200', header '| SeqLen (K) | # of GPUs | Batch Size  | TP | CP | DP | TFLOPS / GPU |'): "
     "'| 16         | 4         | 256         | 1  | 1  | 4  | 1,717        |'. At 19fadb6/HEAD the same row reads "
     "SeqLen (K) 16 | # of GPUs 16 | Batch Size 256 | Without CP TFLOPS / GPU 1,717 | TP 1 | PP 1 | DP 4 | CP 1 | "
     "TFLOPS / GPU 1,717 | Speedup 1.00."),
    ("CONFLICT: the later version's '# of GPUs' (16) does not equal TP x PP x DP x CP = 4; the April version's 4 does and "
     "is used (num_gpus from 14d427f), the same choice as the held s51b-007..012 of this table. accelerator b200 from "
     "'System: DGX-B200'. Llama 3 8B: 32 layers, hidden 4096, FFN 14336 SwiGLU, 32 heads, 8 KV heads, vocab 128256 "
     "(NeMo LLM_VOCAB_SIZE_MAP['llama3'])."),
    ("low: NVIDIA's own table, but two versions disagree on the GPU count (the one used multiplies with the layout); "
     "step time derived through NeMo's FLOP formula; micro-batch/recompute/optimizer sharding not stated"),
    "NeMo 2 (NeMo25.04.rc2 container, Megatron-Core + Transformer Engine), no context parallelism")

# =====================================================================================
# 2) InternLM XTuner speed benchmark, Llama2-7B 32k with sequence_parallel_size 1
# =====================================================================================
XT_C = "7575f2c9137cf6ea24f7cb63ae22c1bad38bbe79"
SRC_XT = ("InternLM XTuner speed benchmark, github InternLM/xtuner commit " + XT_C + " (2024-07-09, '[Docs] fix benchmark "
          "table (#801)'): docs/zh_cn/acceleration/benchmark.rst (速度基准) and the linked config "
          "xtuner/configs/llama_speed_benchmark/llama2_7b/llama2_7b_full_alpaca_enzh_32k_sp1.py, ThroughputHook "
          "xtuner/engine/hooks/throughput_hook.py, xtuner/model/sft.py and xtuner/tools/train.py at the same commit")

def xtuner_flops_per_local_token(L, h, ffn, V, maxlen, sp, ckpt=True, causal=True):
    """ThroughputHook.after_train_iter at 7575f2c (B = 1): FLOPs per iteration / local tokens (s = max_len / sp)."""
    s = maxlen / sp
    qkvo = 8 * s * h ** 2
    attn = 4 * s ** 2 * h * sp / (int(causal) + 1)
    mlp = 4 * (ffn / h * 1.5) * s * h ** 2
    return ((3 + int(ckpt)) * (qkvo + attn + mlp) * L + 3 * 2 * s * h * V) / s

# Every list-table row of benchmark.rst (模型 | GPUs | 序列长度 | TGS | TFLOPs), with the SP size in its config name:
XT_ALL = [
    ("Llama2-7B", 8, "8k", 3028.3, 185.3, 8192, 1), ("Llama2-7B", 8, "32k", 2234.2, 193.0, 32768, 1),
    ("Llama2-7B", 8, "128k", 948.6, 180.3, 131072, 8), ("Llama2-7B", 8, "256k", 540.1, 176.9, 262144, 8),
    ("Llama2-7B", 32, "1M", 133.6, 153.9, 1048576, 16),
    ("Yi-34B-200K", 32, "8k", 485.1, 165.6, 8192, 1), ("Yi-34B-200K", 32, "32k", 491.5, 209.1, 32768, 2),
    ("Yi-34B-200K", 32, "128k", 251.1, 191.8, 131072, 8), ("Yi-34B-200K", 32, "256k", 119.7, 145.3, 262144, 8),
    ("Llama2-70B", 32, "8k", 216.8, 144.7, 8192, 1), ("Llama2-70B", 32, "32k", 300.9, 239.6, 32768, 4),
    ("Llama2-70B", 32, "128k", 144.7, 189.7, 131072, 8), ("Llama2-70B", 32, "256k", 63.8, 127.6, 262144, 16),
    ("Llama2-70B", 64, "1M", 21.8, 133.5, 1048576, 64),
]
XT_SHAPES = {
    "Llama2-7B": dict(L=32, h=4096, ffn=11008, V=32000),
    "Yi-34B-200K": dict(L=60, h=7168, ffn=20480, V=64000),
    "Llama2-70B": dict(L=80, h=8192, ffn=28672, V=32000),
}
for (m, ngpu, lab, tgs, tfl, maxlen, sp) in XT_ALL:
    sh = XT_SHAPES[m]
    est = xtuner_flops_per_local_token(sh['L'], sh['h'], sh['ffn'], sh['V'], maxlen, sp) * tgs / 1e12
    assert abs(est / tfl - 1) < 0.01, (m, lab, est, tfl)

# the one row used here
m, ngpu, lab, tgs, tfl, maxlen, sp = XT_ALL[1]
assert (m, lab, sp) == ("Llama2-7B", "32k", 1)
bs, acc = 1, 1                      # config: 'batch_size = 1  # per_device', 'accumulative_counts = 1'
bscomment = "# bs = 8 gpus * 1 batch_size_per_device * 1 acc / 1 sequence parallel"
dp = ngpu // sp
gbs = ngpu * bs * acc // sp
assert gbs == 8 and dp == 8
sh = XT_SHAPES[m]
est = xtuner_flops_per_local_token(sh['L'], sh['h'], sh['ffn'], sh['V'], maxlen, sp) * tgs / 1e12
assert abs(est / tfl - 1) < 0.01, est            # 191.65 vs 193.0 (0.7%)
assert abs(xtuner_flops_per_local_token(sh['L'], sh['h'], sh['ffn'], sh['V'], maxlen, sp, ckpt=False) * tgs / 1e12 / tfl - 1) > 0.1
assert abs(xtuner_flops_per_local_token(sh['L'], sh['h'], sh['ffn'], sh['V'], maxlen, sp, causal=False) * tgs / 1e12 / tfl - 1) > 0.1
step_x = gbs * maxlen / (tgs * ngpu)
assert abs(step_x - maxlen / tgs) < 1e-9        # one 32768-token sequence per GPU per step
r = base_row()
r.update(row_id="s55a-003", source=SRC_XT,
         table=f"docs/zh_cn/acceleration/benchmark.rst list-table row 'Llama2-7B | 8 | 32k'; config llama2_7b/llama2_7b_full_alpaca_enzh_32k_sp1.py",
         model="Llama2-7B (meta-llama/Llama-2-7b; XTuner full-parameter SFT speed benchmark)", arch="dense",
         layers=32, hidden=4096, ffn_hidden=11008, ffn_gated="true", heads=32, kv_heads=32, seq_len=maxlen, vocab=32000,
         global_batch_seqs=gbs, micro_batch=bs, tp=1, pp=1, dp=dp, cp=1, ep=1, sequence_parallel="false",
         num_gpus=ngpu, accelerator="a100-sxm4-80gb", precision="bf16", recompute="full",
         framework="XTuner (mmengine, HF transformers Llama, no sequence parallelism; DeepSpeed ZeRO stage not stated)",
         step_time_s=f"{step_x:.3f}", tokens_per_s_per_gpu=tgs, tflops_per_gpu=tfl, tflops_basis="hardware",
         measured_or_derived="measured TGS and TFLOPs (published); step time derived",
         confidence=("medium: publisher's own table with the exact config linked (batch, packing, SP 1 read from it; "
                     "TFLOPs reproduced from TGS to 0.7%); ZeRO stage, launcher and interconnect not stated"),
         notes=("PUBLISHED (benchmark.rst list-table, header '模型 | GPUs | 序列长度 | TGS | TFLOPs | Config'): "
                "'Llama2-7B | 8 | 32k | 2234.2 | 193.0 | llama2_7b_full_alpaca_enzh_32k_sp1.py'; tip: 'TGS 全称是 Tokens "
                "per GPU per Second，每张 GPU 每秒训练的 Token 数'; hardware: 'NVIDIA A100-SXM4-80GB GPUs', 'Intel(R) Xeon(R) "
                "Gold 6348 CPU @ 2.60GHz' (software list 'Python 3.10, PyTorch 1.13, CUDA 11.7, CUDNN 8.5, NCCL 2.14.3'; "
                "interconnect not stated). Config at " + XT_C[:7] + ": \"pretrained_model_name_or_path = "
                "'meta-llama/Llama-2-7b'\" / 'use_varlen_attn = False' / 'sequence_parallel_size = 1' / 'max_length = "
                "32768' / 'pack_to_max_length = True' / 'batch_size = 1  # per_device' / '" + bscomment + "' / "
                "'accumulative_counts = 1' / optim 'AdamW', 'lr = 2e-5', 'weight_decay = 0' / AmpOptimWrapper "
                "dtype='float16' / 'custom_hooks = [dict(type=ThroughputHook)]'. DERIVED: dp = 8/1 = 8; global batch = "
                f"8 x 1 x 1 / 1 = {gbs} sequences of 32768 tokens; step_time = {gbs} x 32768 / ({tgs} x {ngpu}) = "
                f"{step_x:.3f} s (one 32,768-token packed sequence per GPU per optimizer step). TFLOPs check: hook formula "
                f"x TGS = {est:.2f} vs published {tfl} (0.7%; every other row of the table reproduces within 0.2%). "
                "RECOMPUTE: full activation checkpointing. The config's model dict ('type=SupervisedFinetune, "
                "use_varlen_attn=use_varlen_attn, llm=dict(...)') does not override it, so xtuner/model/sft.py's default "
                "'use_activation_checkpointing=True' applies, and the hook's '(3 + int(self.use_activation_checkpointing))' "
                "factor is needed to reproduce the TFLOPs (without it: >10% off, asserted). ATTENTION KERNEL: not named by "
                "the benchmark page; xtuner/model/sft.py _prepare_for_flash_attn at the commit sets "
                "'cfg.attn_implementation = 'flash_attention_2'' for 'LlamaConfig' when 'SUPPORT_FLASH2 = "
                "is_flash_attn_2_available()', else 'sdpa' (torch >= 2.1.1) -> FlashAttention-2 ASSUMED (flash-attn "
                "installed), causal (non-causal TFLOPs count is >10% off, asserted). PRECISION bf16: the same code sets "
                "'torch_dtype = torch.bfloat16 if (torch.cuda.is_available() and torch.cuda.is_bf16_supported())' on "
                "the flash-attention path (A100 supports bf16), so weights/activations are bf16 ASSUMED; if the run used "
                "plain AMP (dtype='float16') instead, A100 tensor cores give fp16 the same rate. ZERO STAGE: left empty; "
                "SP 1 does not require DeepSpeed ('if args.deepspeed is None: assert ... sequence_parallel_size ... == 1'), "
                "and the page does not say whether/which '--deepspeed deepspeed_zero1/2/3' was passed. Sequences PACKED "
                "(Alpaca concatenated to max_length, 'use_varlen_attn = False': one causal attention over the whole 32,768 "
                "tokens); note: '所有实验都会将 Alpaca 数据集拼接为最大长度' and the dataset repeated 6x for long lengths "
                "('6 times larger dataset (for speed testing purposes only)'). Workload: full-parameter SFT (LoRA off): "
                "pre-training compute per token. tokens_per_s_per_gpu = TGS PUBLISHED (hook: batch_size * sequence_len / "
                "iter_time). Shape: Llama-2-7b config (32 layers, hidden 4096, SwiGLU FFN 11008, 32 heads, MHA, vocab "
                "32000); layers/hidden/FFN/vocab confirmed by the TFLOPs reproduction. Companion SP >= 2 rows of this "
                "table are held as s51b-013..021; this SP 1 row was outside that brief (cp >= 2)."),
         target_file="internlm.csv")
rows.append(r)

# ---- write
for r in rows:
    assert int(r['tp']) * int(r['pp']) * int(r['dp']) * int(r['cp']) == int(r['num_gpus'])
    assert int(r['seq_len']) >= 16384
with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print(f"wrote {len(rows)} rows")
for r in rows:
    print(r['row_id'], r['accelerator'], r['num_gpus'], r['seq_len'], r['tp'], r['pp'], r['dp'], r['cp'],
          r['global_batch_seqs'], r['step_time_s'], r['tokens_per_s_per_gpu'], r['tflops_per_gpu'])
