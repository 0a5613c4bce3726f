"""Builder of the val-swiss-001..008 rows (Swiss AI Initiative: Apertus tech report and swiss-ai/Megatron-LM
pull requests, NVIDIA GH200 on the CSCS Alps/Clariden cluster). Collected blind (no prediction run or read).
Writes rows.csv beside this file with exactly the header of /work/main/data/validation/steptime.csv.
Run: python3 make_rows.py [out.csv]
No row was found publishable for Zyphra, Prime Intellect, Trillion Labs, Motif Technologies or Pleias
(see report.md for every number read and why it gave no row)."""
import csv
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
HDR_FILE = Path("/work/main/data/validation/steptime.csv")
cols = next(csv.reader([HDR_FILE.open().readline().strip()]))
out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "rows.csv"


def megatron_flops_per_token(L, h, ffn, heads, kv, s, vocab, swiglu, kv_channels=128):
    """Megatron-LM num_floating_point_operations(args, 1)/seq_length, as in swiss-ai/Megatron-LM
    megatron/training/training.py at 59ac8f1436019c3f63e121604898bdcd4e6c391b and 109b7d1e (identical):
    12*L*h^2*[(1 + kv/heads + s/h)*(kv_channels*heads/h) + (ffn/h)*(1.5 if swiglu else 1) + vocab/(2*L*h)]
    (non-causal attention counted in full, dense model, no recompute)."""
    q_ratio = kv_channels * heads / h
    return 12 * L * h * h * ((1 + kv / heads + s / h) * q_ratio
                             + (ffn / h) * (1.5 if swiglu else 1.0)
                             + vocab / (2 * L * h))


# ---------------------------------------------------------------------------------------------
# Sources
APERTUS_SRC = ("Swiss AI Initiative, Apertus technical report (Hernandez-Cano et al., 'Apertus: Democratizing Open and "
               "Compliant LLMs for Global Language Environments', arXiv:2509.14233, Sept 2025), Sec. 6.3.6 'Scaling and "
               "Parallel Efficiency' and Figure 13 (p. 56), read through the section transcription in "
               "viktor-shcherb/msc_thesis@d8817a6820bcae602b820efdcab2cdf4bb5ee9ca "
               "references/2025-09-apertus-open-compliant-llms/sections/06_infrastructure-scaling-efficiency.md "
               "(the report PDF in swiss-ai/apertus-tech-report was not readable here); layout and shape from "
               "swiss-ai/pretrain-code@531cc8be2f76064127cad99a61019f985a7c7ee2 pretraining/submit_apertus_70b.sh "
               "(the report's footnote 5 'pretrain and long context training scripts'); Table 1, Table 2, Sec. 2.2 and "
               "Table C.4 of the same report")
APERTUS_TABLE = "Sec. 6.3.6 text: 'ultimately 80% strong scaling parallel efficiency at 4096 GPUs. The performance at this scale is 723 tokens per second per GPU.'"
APERTUS_SHAPE = dict(model="Apertus 70B (Apertus-70B-2509)", arch="dense", layers=80, hidden=8192, ffn_hidden=43008,
                     ffn_gated="false", heads=64, kv_heads=8, seq_len=4096, vocab=131072, head_dim=128)
APERTUS_FW = ("Megatron-LM (swiss-ai/Megatron-LM fork of Megatron-Core with Transformer Engine; NGC PyTorch 25.05 "
              "container per pretrain-code pretraining/README.md), interleaved 1F1B pipeline, distributed optimizer "
              "(AdEMAMix), overlap-grad-reduce/param-gather, DDP bucket 1e10; Slurm on CSCS Alps (Clariden vCluster), "
              "nodes of 4 GH200 with vBoost enabled and THP off")
APERTUS_COMMON_NOTE = (
    "SHAPE (report Table 1, Sec. 2.1, Sec. 2.2; pretrain-code submit_apertus_70b.sh NETWORK_SIZE_ARGS): 80 layers, hidden 8192, "
    "MLP 43008 with the xIELU activation (a single up-projection, NOT gated: ffn_gated false; --xielu, '--ffn-hidden-size 43008 # xielu'), "
    "64 query / 8 KV heads (GQA, head_dim 128), QK-norm (--qk-layernorm, apex), RMSNorm, RoPE, no biases, untied input/output "
    "embeddings, vocabulary 2^17 = 131,072 (Mistral-Nemo tekken tokenizer; --make-vocab-size-divisible-by 128 leaves it unpadded). "
    "Goldfish loss (k 50, h 50: 2% of tokens masked from the loss; no FLOP change), cross-document attention masking "
    "(--reset-attention-mask --reset-position-ids --eod-mask-loss: how the fork realises the mask in the attention kernel was not "
    "checked; not carried by the columns), AdEMAMix optimizer (three moment buffers instead of Adam's two: more optimizer memory "
    "and a slightly longer optimizer step, not carried), fp32 main grads, bf16 (--bf16; the report's FP8 appendix describes "
    "experiments, the main run is bf16), no activation recomputation flag in the script (recompute none). "
    "LAYOUT (submit_apertus_70b.sh DISTRIBUTED_ARGS, the production script): --tensor-model-parallel-size 4 "
    "--pipeline-model-parallel-size 8 --sequence-parallel --num-layers-per-virtual-pipeline-stage 2 (80/8 = 10 layers per stage, "
    "5 virtual chunks: vp 5) --context-parallel-size 1 --use-distributed-optimizer (zero_stage 1) --micro-batch-size 1; "
    "report Sec. 6.3.4 says scaling to 1024 nodes needed 'increasing virtual pipelining within model-parallel groups', "
    "i.e. this final setting. The scaling experiment's own launch file is not published: its layout is ASSUMED to be the "
    "production one (TP4 x PP8 = 32 GPUs per replica, consistent with the report's '8 nodes (32 GPUs) being the smallest resource "
    "with sufficient memory'). Network: Slingshot-11, 200 Gb/s injection per GPU (report Sec. 6.1.1) = 25 GB/s per GPU, the "
    "same rate as gh200's default roce-200, so inter_network is left empty. ")


def apertus_row(rid, num_gpus, dp, tok, measured, conf, extra):
    gbs = 4096
    step = gbs * 4096 / (tok * num_gpus)
    r = dict(row_id=rid, source=APERTUS_SRC, table=APERTUS_TABLE, **APERTUS_SHAPE,
             global_batch_seqs=gbs, micro_batch=1, tp=4, pp=8, dp=dp, cp=1, ep=1, vp=5, sequence_parallel="true",
             zero_stage=1, num_gpus=num_gpus, accelerator="gh200", precision="bf16", recompute="none",
             framework=APERTUS_FW, step_time_s=round(step, 4), tokens_per_s_per_gpu=round(tok, 2),
             measured_or_derived=measured, confidence=conf, activation_offload="false",
             notes=extra + APERTUS_COMMON_NOTE + "Collected blind 2026-11-29: no prediction was run on this row.")
    return r


rows = []

# val-swiss-001: 4096 GPUs, published 723 tokens/s/GPU
rows.append(apertus_row(
    "val-swiss-001", 4096, 128, 723.0,
    "tokens_per_s_per_gpu PUBLISHED (723, report Sec. 6.3.6); step_time_s DERIVED = 4096 seqs x 4096 / (723 x 4096 GPUs) = 5.6653 s",
    "medium: number stated in the report text; the scaling runs' launch file is not published (production layout ASSUMED)",
    "RUN: the report's strong/weak-scaling experiment at its target scale, 1024 nodes x 4 GH200 = 4096 GPUs, global batch 16.8 M tokens "
    "= 4096 sequences of 4096 (Sec. 6.3.6: 'Both experiments used a global batch size (GBS) of 16.8 M tokens (sequence length 4096) "
    "at target scale of 4096 GPUs'), which is also the production run's final setting (submit_apertus_70b.sh: #SBATCH --nodes=1024, "
    "GBS=4096, SEQ_LEN=4096; batch doubled from 2048 at ~4.4T tokens, report Sec. 2.3). dp = 4096/(4x8) = 128; micro batch 1, so "
    "32 micro-batches per pipeline per step (grad accumulation 32). The production run's timeline (report Fig. 11, left) shows "
    "~600-750 tokens/s/GPU over 15T tokens, consistent with 723. "))

# val-swiss-002: 32 GPUs, strong-scaling baseline, DERIVED from the 80% efficiency
rows.append(apertus_row(
    "val-swiss-002", 32, 1, 723.0 / 0.80,
    "DERIVED: tokens_per_s_per_gpu = 723 / 0.80 = 903.75 (strong-scaling parallel efficiency at 4096 GPUs = (tokens/s/GPU at 4096) / "
    "(tokens/s/GPU at 32), stated as 80% in Sec. 6.3.6); step_time_s DERIVED = 4096 x 4096 / (903.75 x 32) = 580.12 s",
    "low: the 32-GPU rate is not stated, only implied by a rounded efficiency ('80%') and the 723 figure; layout ASSUMED",
    "RUN: the smallest point of the report's strong-scaling series (Fig. 13 blue circles; Sec. 6.3.6: 'GBS was constant at 16.8 M "
    "tokens across all GPU counts, with 8 nodes (32 GPUs) being the smallest resource with sufficient memory'): 8 nodes x 4 GH200, "
    "global batch 4096 sequences of 4096, so with TP4 x PP8 (ASSUMED, see LAYOUT) there is a single replica (dp 1) running 4096 "
    "micro-batches of 1 per step. Parallel efficiency is normalised to this point (the figure transcription: 'Starts near 1.0 at 32 "
    "GPUs ... declining to approximately 0.8 at 4096 GPUs'). With dp 1 the distributed optimizer shards nothing (zero_stage 1 kept as "
    "the flag set). The weak-scaling series (GBS 32 seqs at 32 GPUs, ~0.85 at 4096 read from the figure only) gave no row. "))

# ---------------------------------------------------------------------------------------------
# swiss-ai/Megatron-LM pull requests (Feb 2025 baselines on Clariden)
MEG_FW = ("Megatron-LM (swiss-ai/Megatron-LM fork, Feb 2025, Megatron-Core + Transformer Engine, "
          "vanilla NGC PyTorch 25.01 container 'ngc_pt_jan.toml'), distributed optimizer with "
          "--use-precision-aware-optimizer --main-grads-dtype bf16, overlap-grad-reduce/param-gather, Adam")
L8 = dict(model="Llama-3.1-8B shape (swiss-ai Megatron baseline 'llama3-8b')", arch="dense", layers=32, hidden=4096,
          ffn_hidden=14336, ffn_gated="true", heads=32, kv_heads=8, vocab=128256, head_dim=128)
L8_NOTE = ("SHAPE (submit-llama3-8b.sh NETWORK_SIZE_ARGS): 32 layers, hidden 4096, SwiGLU 14336, 32 heads / 8 query groups "
           "(head_dim 128), RMSNorm, RoPE (llama3 scaling), no biases, untied embeddings, tokenizer nvidia/OpenMath2-Llama3.1-8B "
           "(Llama 3.1 vocabulary 128,256, already a multiple of 128), bf16, no recomputation flag (recompute none), "
           "--use-distributed-optimizer (zero_stage 1) with bf16 main grads and precision-aware optimizer, "
           "FineWeb-Edu tokenized data (real data, not mock). "
           "The tokens/s/GPU figure is Megatron's own log value 'tokens-per-sec-per-gpu' = global tokens per iteration / "
           "iteration time / world size, added to the fork in eaa3f852 (2025-02-13) and plotted in the linked wandb panel; "
           "'~' approximate values from the PR text (a plateau read by the author). Publisher: Swiss AI Initiative "
           "(swiss-ai organisation; authors TJ Solergibert, Imanol Schlag). ")
PR33_SRC = ("Swiss AI Initiative, swiss-ai/Megatron-LM pull request #33 'Improved performance of the 8B model' "
            "(TJ-Solergibert, 2025-02-13, merged 2025-02-14 as edde3c126573a07eb04f5b8fc2a784e130eafb58; "
            "github.com/swiss-ai/Megatron-LM/pull/33); configurations from submit-llama3-8b.sh at "
            "abccdf52ae868874ad784acaa469ad1685e86ec3 (baseline, before the PR) and "
            "e50c6ba0040c6ad55563c5d1611f55c346252585 (the PR's commit 'improved performance 8b model')")


def meg_row(rid, src, table, shape, seq, gbs, mbs, tp, num_gpus, tok, step, measured, conf, notes, tflops=None):
    dp = num_gpus // tp
    r = dict(row_id=rid, source=src, table=table, **shape, seq_len=seq, global_batch_seqs=gbs, micro_batch=mbs,
             tp=tp, pp=1, dp=dp, cp=1, ep=1, vp=1, sequence_parallel="false", zero_stage=1, num_gpus=num_gpus,
             accelerator="gh200", precision="bf16", recompute="none", framework=MEG_FW,
             step_time_s=round(step, 4), tokens_per_s_per_gpu=round(tok, 1), measured_or_derived=measured,
             confidence=conf, activation_offload="false",
             notes=notes + "Collected blind 2026-11-29: no prediction was run on this row.")
    if tflops is not None:
        r["tflops_per_gpu"] = tflops
        r["tflops_basis"] = "model"
    return r


# val-swiss-003: baseline MBS 4, seq 4096, TP 2 (~8000)
s = 1024 * 4096 / (8000 * 256)
rows.append(meg_row(
    "val-swiss-003", PR33_SRC, "PR #33 description, 'Baseline (MBS 4, SEQLEN 4096, TP 2): ~8000 Tokens/Sec/GPU'", L8,
    4096, 1024, 4, 2, 256, 8000.0, s,
    f"tokens_per_s_per_gpu PUBLISHED (~8000, Megatron log); step_time_s DERIVED = 1024 x 4096 / (8000 x 256) = {s:.4f} s",
    "medium: approximate figure from PR text; configuration = the launch script at the commit before the PR",
    "RUN: 'With 64 nodes' (PR text) = 256 GH200; baseline configuration = submit-llama3-8b.sh at abccdf52 "
    "(#SBATCH --nodes=64, MBS=4, GBS=1024, SEQ_LEN=4096, --tensor-model-parallel-size 2, PP 1, CP 1, no --sequence-parallel "
    "flag, --num-workers 1): dp 128, grad accumulation 1024/(128x4) = 2. " + L8_NOTE))

# val-swiss-004: PR config MBS 1, seq 8192, TP 1 (~8290)
s = 512 * 8192 / (8290 * 256)
rows.append(meg_row(
    "val-swiss-004", PR33_SRC, "PR #33 description, 'Improved (This PR, MBS 1, SEQLEN 8192, TP 1): ~8290 Tokens/Sec/GPU (85 GB)'", L8,
    8192, 512, 1, 1, 256, 8290.0, s,
    f"tokens_per_s_per_gpu PUBLISHED (~8290, Megatron log); step_time_s DERIVED = 512 x 8192 / (8290 x 256) = {s:.4f} s",
    "medium-high: figure from PR text; configuration = the PR's own commit e50c6ba0",
    "RUN: 64 nodes = 256 GH200, submit-llama3-8b.sh at e50c6ba0 (the PR's change: MBS 4->1, GBS 1024->512, SEQ_LEN 4096->8192, "
    "TP 2->1, CP flag removed; --num-workers 1): dp 256, grad accumulation 512/256 = 2; 4.19 M tokens per step as before. "
    "85 GB peak memory per GPU (PR text). " + L8_NOTE))

# val-swiss-005: seq 4096, MBS 2, TP1, num_workers 2 (~8840); GBS ASSUMED 1024
s = 1024 * 4096 / (8840 * 256)
rows.append(meg_row(
    "val-swiss-005", PR33_SRC, "PR #33 description, 'With SEQLEN 4096, MBS 2, TP 1 & DataLoader num workers 2: ~8840 Tokens/Sec/GPU (87 GB)'", L8,
    4096, 1024, 2, 1, 256, 8840.0, s,
    f"tokens_per_s_per_gpu PUBLISHED (~8840, Megatron log); step_time_s DERIVED = 1024 x 4096 / (8840 x 256) = {s:.4f} s with global batch ASSUMED",
    "low: the global batch of this variant is not stated (ASSUMED 1024 x 4096 = the same 4.19 M tokens per step as the other two); no commit holds this exact configuration",
    "RUN: 64 nodes = 256 GH200, TP 1, PP 1, micro batch 2, sequence 4096, 2 dataloader workers (PR text); the rest as the PR commit "
    "e50c6ba0. Global batch ASSUMED 1024 sequences (4.19 M tokens, the batch the script's comment targets and the other two runs "
    "use): dp 256, grad accumulation 1024/(256x2) = 2. Since tokens/s/GPU is the published quantity, an error in the assumed "
    "batch changes only the step time, not the rate (as long as accumulation stays >= 1). 87 GB peak memory (PR text). " + L8_NOTE))

# val-swiss-006: 300M model, 8 nodes, MBS 2, GBS 256, ~0.9 s/iter, ~140 TFLOPS
fpt300 = megatron_flops_per_token(6, 2048, 6144, 16, 4, 4096, 128256, True)
tok = 256 * 4096 / (0.9 * 32)
rows.append(meg_row(
    "val-swiss-006",
    ("Swiss AI Initiative, swiss-ai/Megatron-LM pull request #23 'Add training script for 300m model' (C-TC, 2025-02-12, merged "
     "2025-02-13 as 415da45c305c96ff0d7c6a0f154dc1a6e8464f24; github.com/swiss-ai/Megatron-LM/pull/23); configuration "
     "submit-llama3-300m.sh at 3d0c9275d72bfeee7002a40864fd6ee0c223d1f2 (last commit of the PR)"),
    "PR #23 description: '8 nodes, MBS 2, GBS 256, seq_len 4K / Throughput ~140 TFLOPS/GPU/s / Iteration time ~0.9 s'",
    dict(model="Llama-3-style 300M baseline (swiss-ai 'llama3-300m': 0.29B transformer + 0.26B embedding)", arch="dense",
         layers=6, hidden=2048, ffn_hidden=6144, ffn_gated="true", heads=16, kv_heads=4, vocab=128256, head_dim=128),
    4096, 256, 2, 1, 32, tok, 0.9,
    (f"step_time_s PUBLISHED (~0.9 s) and tflops_per_gpu PUBLISHED (~140, Megatron's model-FLOP count); tokens_per_s_per_gpu "
     f"DERIVED = 256 x 4096 / (0.9 x 32) = {tok:.1f}; cross-check: 140e12 / {fpt300/1e9:.4f} GFLOP per token (Megatron formula) = "
     f"{140e12/fpt300:.0f} tokens/s/GPU, within 2% of the step-time value"),
    "medium: both figures approximate ('~') from the PR text; configuration = the PR's script",
    "RUN: 8 nodes x 4 GH200 = 32 GPUs, MBS 2, GBS 256, sequence 4096 (PR text and script: #SBATCH --nodes=8, MBS=2, GBS=256, "
    "SEQ_LEN=4096, TP 1, PP 1, CP 1, --use-distributed-optimizer, --num-workers 2): dp 32, grad accumulation 256/(32x2) = 4. "
    "SHAPE (script): 6 layers, hidden 2048, SwiGLU 6144, 16 heads / 4 query groups (head_dim 128), RMSNorm, RoPE, no biases, "
    "TIED embeddings (no --untie flag; the PR's '#parameters in Embedding layer: 0.26B' = 128,256 x 2048 once), tokenizer "
    "nvidia/OpenMath2-Llama3.1-8B (vocab 128,256), bf16, no recompute, precision-aware optimizer with bf16 main grads. "
    "A very small model (~0.3B non-embedding): the output layer and optimizer step are a large share of the step. "
    "Publisher: Swiss AI Initiative (swiss-ai organisation). ",
    tflops=140.0))

# val-swiss-007 / 008: Llama-3.2-3B shape, PR #10 (TFLOPS only; tokens/s derived with Megatron's formula)
fpt3 = megatron_flops_per_token(28, 3072, 8192, 24, 8, 8192, 128256, True)
L3 = dict(model="Llama-3.2-3B shape (swiss-ai Megatron 'Llama3.2-3B' config)", arch="dense", layers=28, hidden=3072,
          ffn_hidden=8192, ffn_gated="true", heads=24, kv_heads=8, vocab=128256, head_dim=128)
PR10_SRC = ("Swiss AI Initiative, swiss-ai/Megatron-LM pull request #10 'Adding Llama3.2-3B config' (TJ-Solergibert, "
            "2025-02-07, merged; github.com/swiss-ai/Megatron-LM/pull/10); configuration submit-Llama3.2-3B.sh at "
            "109b7d1e0453e76048a51e9a5d14d69f30262353 (head of branch llama3.2-3b; first version 5da06b7d); FLOP formula "
            "megatron/training/training.py num_floating_point_operations at the same commit")
L3_NOTE = ("SHAPE (script): 28 layers, hidden 3072, SwiGLU 8192, 24 heads / 8 query groups (head_dim 128), RMSNorm, RoPE "
           "(llama3 scaling x32), no biases, tied embeddings at this commit (no --untie flag in the script, though the PR text lists "
           "one; the FLOP formula counts the output layer once either way), tokenizer nvidia/OpenMath2-Llama3.1-8B (vocab 128,256), "
           "bf16, no recompute, --use-distributed-optimizer (zero_stage 1) with bf16 main grads, --num-workers 2, FineWeb-Edu data. "
           f"DERIVATION: Megatron's reported TFLOP/s/GPU = num_floating_point_operations(args, GBS) / (iteration time x 1e12 x world "
           f"size), and that formula per token is 12 L h^2 [(1 + kv/heads + s/h) + (ffn/h) x 1.5 + V/(2 L h)] = "
           f"{fpt3/1e9:.4f} GFLOP per token at s 8192 (full, non-causal attention counted), so tokens/s/GPU = TFLOP/s x 1e12 / "
           f"{fpt3:.4e}. Publisher: Swiss AI Initiative (swiss-ai organisation). ")

tok = 505e12 / fpt3
s = 256 * 8192 / (tok * 4)
rows.append(meg_row(
    "val-swiss-007", PR10_SRC, "PR #10 description: 'With 1 node, we can fit micro_batch_size 1 (~505 TFLOPS/Sec/GPU)'", L3,
    8192, 256, 1, 1, 4, tok, s,
    (f"tflops_per_gpu PUBLISHED (~505, Megatron model-FLOP count); tokens_per_s_per_gpu DERIVED = 505e12 / {fpt3:.4e} = {tok:.1f}; "
     f"step_time_s DERIVED = 256 x 8192 / ({tok:.1f} x 4) = {s:.3f} s"),
    "low-medium: approximate TFLOP/s from PR text converted with the fork's own FLOP formula; single node, so no inter-node traffic",
    "RUN: 1 node = 4 GH200 (script #SBATCH --nodes=1), MBS 1, GBS 256, sequence 8192, TP 1, PP 1, CP 1: dp 4, grad accumulation "
    "256/4 = 64 (a long accumulation: the data-parallel reduce is amortised). " + L3_NOTE, tflops=505.0))

tok = 493e12 / fpt3
s = 256 * 8192 / (tok * 32)
rows.append(meg_row(
    "val-swiss-008", PR10_SRC, "PR #10 description: 'With 8 nodes, we can fit micro_batch_size 2 (~493 TFLOPS/Sec/GPU)'", L3,
    8192, 256, 2, 1, 32, tok, s,
    (f"tflops_per_gpu PUBLISHED (~493, Megatron model-FLOP count); tokens_per_s_per_gpu DERIVED = 493e12 / {fpt3:.4e} = {tok:.1f}; "
     f"step_time_s DERIVED = 256 x 8192 / ({tok:.1f} x 32) = {s:.3f} s with global batch ASSUMED"),
    "low: approximate TFLOP/s from PR text; the 8-node run's global batch not stated (ASSUMED the script's 256)",
    "RUN: 8 nodes = 32 GH200, MBS 2, sequence 8192, TP 1, PP 1, CP 1 (PR text; the script's node count is 1, changed at launch). "
    "Global batch ASSUMED to be the script's GBS=256: dp 32, grad accumulation 256/(32x2) = 4. The rate (TFLOP/s, hence "
    "tokens/s/GPU) is the published quantity; the assumed batch moves only the step time. " + L3_NOTE, tflops=493.0))

# ---------------------------------------------------------------------------------------------
with out.open("w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=cols, extrasaction="raise")
    w.writeheader()
    for r in rows:
        for c in cols:
            r.setdefault(c, "")
        # consistency checks
        assert r["tp"] * r["pp"] * r["dp"] * r["cp"] == r["num_gpus"], r["row_id"]
        assert r["heads"] % r["kv_heads"] == 0
        w.writerow(r)
print(f"wrote {len(rows)} rows to {out}")
