"""Rows h64b-006 .. h64b-011 of 2026-12-05-dgxc-later-releases-make_rows.py (Nemotron-4 340B and 15B, Grok-1,
Llama 4 Maverick): each block appends one row to the common module's `rows`."""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STEM = "2026-12-05-dgxc-later-releases-make_rows"


def _sibling(part):
    """The sibling module STEM_<part>.py of this directory, loaded once per process (the
    file names carry hyphens, so they cannot be imported by name; the row modules append
    to the one `rows` list of the common module)."""
    name = "dgxc_later_releases_make_rows_" + part
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, "%s_%s.py" % (STEM, part)))
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


_c = _sibling("common")
PEAK, ZERO1, add, fmt, src, tok_per_gpu = _c.PEAK, _c.ZERO1, _c.add, _c.fmt, _c.src, _c.tok_per_gpu
N340, N340_SHAPE, N15, N15_SHAPE = _c.N340, _c.N340_SHAPE, _c.N15, _c.N15_SHAPE
GROK, GROK_SHAPE, L4, L4_SHAPE = _c.GROK, _c.GROK_SHAPE, _c.L4, _c.L4_SHAPE


# ------------------------------------------------------------------ h64b-006
n, gbs, seq, step = 256, 64, 4096, 4.31
tps = tok_per_gpu(gbs, seq, step, n)
tfl = gbs * 8.62124e15 / step / n / 1e12
add(dict(N340,
    row_id="h64b-006",
    source=src("nemotron4-340b/README.md", "v25.12", "same worked example through v26.05 ef2f6c2; the recipe "
               "was dropped in v26.06") +
           "; launcher nemotron4-340b/launch.sh + metadata.yaml at the same commit. MFU worked example, not an "
           "Expected-Performance table",
    table="'Performance Measurement and Analysis' MFU worked example 'E.g. Nemotron4 340b BF16 on 256x H100 "
          "GPUs (GBS=64)'; config from the 'H100' table",
    global_batch_seqs=gbs, micro_batch=1, tp=8, pp=8, dp=n // 64, cp=1, ep=1, vp=12,
    sequence_parallel="true", zero_stage=1, num_gpus=n, accelerator="h100-sxm5-80gb", precision="bf16",
    recompute="none",
    framework="NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.09.00, NeMo scripts.performance.llm.pretrain_"
              "nemotron4_340b via dgxc-benchmarking v25.12)",
    step_time_s=step, tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=fmt(tfl), tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("h100-sxm5-80gb", "bf16")], 1),
    measured_or_derived="step time PUBLISHED (worked-example text, no log line); tokens/s DERIVED; TFLOP/s "
                        "DERIVED from the README's model-flops formula",
    confidence="medium-low (worked MFU example only: no experiment name, job id or std; layout from the config table and launcher)",
    notes=("Verbatim: 'E.g. Nemotron4 340b BF16 on 256x H100 GPUs (GBS=64)', 'peak FLOPS for H100 BF16 = 989 "
           "TFLOPS', 'training step time = 4.31 s', 'model flops = 8.62124e15', 'MFU = 64 * 8.62124e15 / 4.31 / "
           "256 / 989e+12 = 50.5%'. (The same README's 'Example output' line is the older "
           "'pretrain_nemotron4_340b_fp8_gpus128_tp8_pp4_cp1_vp12_mbs1_gbs512_389757 ... 21.542 ... 1600.74', "
           "present since v25.05, and its throughput example '4096 * 256 / 2.693' is the 15B one: only the MFU "
           "block was updated.) Config row (H100): '340b | BF16/FP8 | 256 | 4096 | 96 | 8 | 8 | 1 | NA | 4 | 12 | 1 "
           "| 64 | 16' (Size Precision GPUs SeqLen Layers TP PP CP EP DP VP MBS GBS GA). launch.sh (h100): TP 8, "
           "PP 8, MBS 1, VP 12, GBS = JOB_TOTAL_GPUS/4; metadata.yaml: default image nemo:25.09.00 (gb200/b200 use "
           "25.07.01). DERIVED: tokens_per_s_per_gpu = 64*4096/(4.31*256) = "
           f"{tps:.1f}; tflops_per_gpu = 64*8.62124e15/4.31/256 = {tfl:.1f} (README MFU 50.5%). " + ZERO1 +
           " Recompute not stated: none assumed (ASSUMPTION, as dgxc-061). sequence_parallel true where TP > 1 "
           "(NeMo recipes' default; ASSUMPTION). Earlier releases' tables give 4.36 s (v25.04.01, dgxc-061) and "
           "4.606 s (v25.05.04) for the same layout. " + N340_SHAPE)))

# ------------------------------------------------------------------ h64b-007
n, gbs, seq, tfl = 128, 32, 4096, 1058.2
step = gbs * 8.62124e15 / (tfl * 1e12 * n)
tps = tok_per_gpu(gbs, seq, step, n)
add(dict(N340,
    row_id="h64b-007",
    source=src("nemotron4-340b/README.md", "v25.10", "same worked example through v25.10.02 e9153ec; replaced "
               "in v25.12") +
           "; launcher nemotron4-340b/launch.sh + metadata.yaml at the same commit. MFU worked example, not an "
           "Expected-Performance table",
    table="'Performance Measurement and Analysis' MFU worked example 'E.g. Nemotron4 340b BF16 on 128x G200 "
          "GPUs (GBS=32)'; config from the 'GB200' weak-scaling table",
    global_batch_seqs=gbs, micro_batch=1, tp=8, pp=4, dp=n // 32, cp=1, ep=1, vp=12,
    sequence_parallel="true", zero_stage=1, num_gpus=n, accelerator="gb200", precision="bf16", recompute="none",
    framework="NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.07.01 for gb200, NeMo scripts.performance.llm."
              "pretrain_nemotron4_340b via dgxc-benchmarking v25.10)",
    step_time_s=fmt(step, 4), tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=tfl, tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("gb200", "bf16")], 2),
    measured_or_derived="TFLOPS_per_GPU PUBLISHED (worked-example text); step time DERIVED = GBS*8.62124e15/"
                        "(TFLOPS*GPUs) from the README's model-flops formula; tokens/s DERIVED",
    confidence="low (worked MFU example only; step time back-computed from TFLOP/s through the README formula)",
    notes=("Verbatim: 'E.g. Nemotron4 340b BF16 on 128x G200 GPUs (GBS=32)' ('G200' sic), 'peak FLOPS for "
           "GB200 BF16 = 2.45 PFLOPS', 'achieved TFLOPS_per_GPU = 1,058.2 TFLOPS', 'MFU = 1,058.2e+12 / 2.45e+15 = "
           "43.19%'. No step time printed. Config row (GB200 weak scaling): '340b | BF16/FP8 | 128 | 4096 | 96 | 8 "
           "| 4 | 1 | 12 | 1 | 32 | 4 | 8' (Size Precision GPUs SeqLen Layers TP PP CP VP MBS GBS DP GA). "
           "launch.sh (gb200): TP 8, PP 4, MBS 1, VP 12, GBS = JOB_TOTAL_GPUS/4 (512 with STRONG_SCALING). "
           "metadata.yaml by_gpu gb200: nvcr.io/nvidia/nemo:25.07.01 (NeMo 66e17ac9). DERIVED: step_time_s = "
           f"32*8.62124e15/(1058.2e12*128) = {step:.4f}; tokens_per_s_per_gpu = 32*4096/(step*128) = {tps:.1f}. "
           "The back-computation assumes the log's TFLOPS_per_GPU uses the README formula; for this model the "
           "v25.07+ example log line (21.542 s, 1600.74 TFLOPS at 128 GPUs, GBS 512) matches it to 0.01%. " +
           ZERO1 + " Recompute not stated: none assumed (ASSUMPTION). sequence_parallel true (TP 8; NeMo "
           "default, ASSUMPTION). Not in data/: the v25.05.04 table for this configuration gives 2.189 s (40.2% "
           "MFU); neither is transcribed yet. " + N340_SHAPE)))

# ------------------------------------------------------------------ h64b-008
n, gbs, seq, tfl = 16, 64, 4096, 1304.2
step = gbs * 3.85e14 / (tfl * 1e12 * n)
tps = tok_per_gpu(gbs, seq, step, n)
add(dict(N15,
    row_id="h64b-008",
    source=src("nemotron4-15b/README.md", "v25.10", "same worked example through v25.10.02 e9153ec; replaced "
               "in v25.12") +
           "; launcher nemotron4-15b/launch.sh + metadata.yaml at the same commit. MFU worked example, not an "
           "Expected-Performance table",
    table="'Performance Measurement and Analysis' MFU worked example 'E.g. NeMotron4 15b BF16 on 16x GB200 GPUs "
          "(GBS=64)'; config from the 'GB200' table",
    global_batch_seqs=gbs, micro_batch=2, tp=1, pp=1, dp=n, cp=1, ep=1, vp=1,
    sequence_parallel="false", zero_stage=1, num_gpus=n, accelerator="gb200", precision="bf16", recompute="none",
    framework="NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.09.00, NeMo scripts.performance.llm.pretrain_"
              "nemotron4_15b via dgxc-benchmarking v25.10)",
    step_time_s=fmt(step, 4), tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=tfl, tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("gb200", "bf16")], 2),
    measured_or_derived="TFLOPS_per_GPU PUBLISHED (worked-example text); step time DERIVED = GBS*3.85e14/"
                        "(TFLOPS*GPUs) from the README's model-flops formula; tokens/s DERIVED",
    confidence="low (worked MFU example only; step time back-computed from TFLOP/s through the README formula, which is not checked against a log line for this model)",
    notes=("Verbatim: 'E.g. NeMotron4 15b BF16 on 16x GB200 GPUs (GBS=64)', 'peak FLOPS for GB200 BF16 = 2.45 "
           "PFLOPS', 'achieved TFLOPS_per_GPU = 1,304.2 TFLOPS', 'MFU =  1,304.2e+12 / 2.45e+15 = 53.23%'; "
           "'model flops = 4096 * (26,575,110,144 + 57,982,058,496 + 9,437,184,000) = 4096 * 93,994,352,640 = "
           "3.85e14' (mfu-formula block). Config row (GB200): '15b | BF16/FP8 | 16 | 4096 | 32 | 1 | 1 | 1 | NA | "
           "16 | NA | 2 | 64 | 2' (Size Precision GPUs SeqLen Layers TP PP CP EP DP VP MBS GBS GA). launch.sh "
           "(gb200/b200/gb300): TP 1, PP 1, MBS 2, VP 1, GBS = JOB_TOTAL_GPUS*4, CUDA graphs true, -fsdp 0. "
           f"DERIVED: step_time_s = 64*3.85e14/(1304.2e12*16) = {step:.4f}; tokens_per_s_per_gpu = {tps:.1f}. "
           + ZERO1 + " Recompute not stated: none assumed (ASSUMPTION). sequence_parallel false (TP 1). " +
           N15_SHAPE)))

# ------------------------------------------------------------------ h64b-009
n, gbs, seq, tfl = 128, 256, 8192, 1112.5
step = gbs * 4.27e15 / (tfl * 1e12 * n)
tps = tok_per_gpu(gbs, seq, step, n)
add(dict(GROK,
    row_id="h64b-009",
    source=src("grok1/README.md", "v25.10", "same worked example through v25.10.02 e9153ec") +
           "; launcher grok1/launch.sh + metadata.yaml at the same commit; NeMo scripts/performance/llm/"
           "pretrain_grok1_314b.py read at NeMo 9244b1ec (v25.10's pinned NeMo 9957a50b is not in the stored "
           "snapshot). MFU worked example, not an Expected-Performance table",
    table="'Performance Measurement and Analysis' MFU worked example 'E.g. Grok 1 BF16 on 128x GB200 GPUs "
          "(GBS=256)'; config from the 'GB200' table",
    global_batch_seqs=gbs, micro_batch=1, tp=4, pp=1, dp=n // 4, cp=1, ep=8, vp=1,
    sequence_parallel="true", zero_stage=1, num_gpus=n, accelerator="gb200", precision="bf16", recompute="none",
    framework="NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.09.00, NeMo scripts.performance.llm.pretrain_"
              "grok1_314b via dgxc-benchmarking v25.10)",
    step_time_s=fmt(step, 3), tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=tfl, tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("gb200", "bf16")], 2),
    measured_or_derived="TFLOPS_per_GPU PUBLISHED (worked-example text); step time DERIVED = GBS*4.27e15/"
                        "(TFLOPS*GPUs) from the README's model-flops formula; tokens/s DERIVED",
    confidence="low (worked MFU example only; the back-computed step time is uncertain by ~3%, see notes)",
    notes=("Verbatim: 'E.g. Grok 1 BF16 on 128x GB200 GPUs (GBS=256)', 'peak FLOPS for GB200 BF16 = 2.45 "
           "PFLOPS', 'achieved TFLOPS_per_GPU = 1,112.5 TFLOPS', 'MFU = 1,112.5e+12 / 2.45e+15 = 45.41%'; 'The "
           "model flops for Grok 1 for GBS=1 per GPU is 4.27E+15'. Config row (GB200): '128 | 8192 | 64 | 4 | 1 | "
           "1 | 8 | 4 | 32 | 1 | 1 | 256 | 8' (GPUs SeqLen Layers TP PP CP EP ETP DP VP MBS GBS GA). launch.sh "
           "(gb200/gb300): TP 4, PP 1, CP 1, EP 8, VP 1, ET 4, MBS 1, GBS = JOB_TOTAL_GPUS*2, CUDA graphs true; "
           "FW_VERSION 25.09.00. DERIVED: step_time_s = 256*4.27e15/(1112.5e12*128) = "
           f"{step:.3f}; tokens_per_s_per_gpu = {tps:.1f}. UNCERTAINTY: the README's own log line "
           "('pretrain_grok1_314b_bf16_256_388660 ... 7.382 ... 1192.94', 256 GPUs, GBS 512) implies 4.40e15 "
           "FLOP/sequence in the log's TFLOPS, 3% above the README's 4.27e15; with that factor the step would be "
           "~7.92 s. moe_force_balance true: pretrain_grok1_314b.py (NeMo 9244b1ec) appends "
           "MegatronTokenDropCallback (capacity factor 1.0, padded) - read at the v25.08-era NeMo, ASSUMED "
           "unchanged at v25.10's pin. Dispatcher not stated (blank). " + ZERO1 + " Recompute not stated: none "
           "(ASSUMPTION). sequence_parallel true (TP 4; NeMo default, ASSUMPTION). Same layout as dgxc63-006 "
           "(v25.05.04 table: 7.325 s, NeMo 25.04.00). " + GROK_SHAPE),
    etp=4, moe_force_balance="true"))

# ------------------------------------------------------------------ h64b-010
n, gbs, seq, step = 128, 1024, 8192, 7.359
tps = tok_per_gpu(gbs, seq, step, n)
tfl = gbs * 8.92e14 / step / n / 1e12
add(dict(L4,
    row_id="h64b-010", seq_len=seq,
    source=src("llama4/pretrain/README.md", "v25.08", "same text through v25.08.02 4eca8010; recipe dropped "
               "in v25.10") +
           "; launcher llama4/pretrain/launch.sh + metadata.yaml at the same commit. Worked example, not an "
           "Expected-Performance table",
    table="'Performance Measurement and Analysis' throughput and MFU worked examples 'E.g. LLAMA4 Maverick BF16 "
          "on 128x GB200 GPUs (GBS=1024)'; config from the 'GB200' table",
    global_batch_seqs=gbs, micro_batch=1, tp=1, pp=2, dp=n // 2, cp=1, ep=64, vp=12,
    sequence_parallel="false", zero_stage=1, num_gpus=n, accelerator="gb200", precision="bf16", recompute="none",
    framework="NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.07.01, NeMo scripts.performance.llm."
              "pretrain_llama4_e128 via dgxc-benchmarking v25.08)",
    step_time_s=step, tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=fmt(tfl), tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("gb200", "bf16")], 2),
    measured_or_derived="step time PUBLISHED (worked-example arithmetic); tokens/s DERIVED; TFLOP/s DERIVED "
                        "from the README's model-flops formula (NVIDIA convention)",
    confidence="low (the README's example block is internally inconsistent, see notes)",
    notes=("Verbatim: 'E.g. 8192 * 1024 / 7.359 = 1139911'; MFU block 'E.g. LLAMA4 Maverick BF16 on 128x GB200 "
           "GPUs (GBS=1024)', 'training step time = 7.781 s' (stale: the v25.05 table value, dgxc63-014), 'MFU = "
           "1024 * 8.92e14 / 7.359 / 128 / 2.45e15 = 39.58%' (uses 7.359); example log line "
           "'pretrain_llama4_e128_bf16_64nodes_tp1_pp12_cp1_vp12_ep64_etp1_1mbs_1024gbs_2784318  Success         "
           "7.359        0.008              527.78               1.11' - its TFLOPS/std/job id are copied from "
           "v25.07's H100 FP8 line ('..._fp8_64nodes_tp4_pp1_cp1_vp1_ep128_etp4_1mbs_1024gbs_2784318 ... 3.685 "
           "... 527.78 1.11'), and 'pp12'/'64nodes' (=256 GB200) contradict the table. Step 7.359 s is used as the "
           "README's own arithmetic does, with the table's 128-GPU layout: '400b | BF16/FP8-MX | 128 | 8192 | 48 "
           "| 1 | 2 | 1 | 64 | 64 | 12 | 1 | 1 | 1024 | 16' (Model Precision GPUs SeqLen Layers TP PP CP EP DP VP "
           "ETP MBS GBS GA). launch.sh (gb200): TP 1, PP 2, CP 1, EP 64, VP 12, ETP 1, MBS 1, CUDA graphs false, "
           "GBS = JOB_TOTAL_GPUS*8; FW_VERSION 25.07.01. DERIVED: tokens_per_s_per_gpu = 1024*8192/(7.359*128) "
           f"= {tps:.1f}; tflops_per_gpu = 1024*8.92e14/7.359/128 = {tfl:.1f}. NeMo pretrain_llama4_e128.py "
           "(NeMo 830b06a7, pinned) sets no token drop, dispatcher or router balancing (left blank). " + ZERO1 +
           " Recompute not stated: none (ASSUMPTION). sequence_parallel false (TP 1). " + L4_SHAPE),
    etp=1))

# ------------------------------------------------------------------ h64b-011
n, gbs, seq, step = 256, 32, 4096, 0.205
tps = tok_per_gpu(gbs, seq, step, n)
tfl = gbs * 4.21e14 / step / n / 1e12
add(dict(L4,
    row_id="h64b-011", seq_len=seq,
    source=src("llama4/finetune/README.md", "v25.08", "same text through v25.08.02 4eca8010; recipe dropped "
               "in v25.10") +
           "; launcher llama4/finetune/launch.sh + metadata.yaml at the same commit; NeMo "
           "scripts/performance/llm/finetune_llama4_e128.py at NeMo 9244b1ec (pinned). Worked example, not an "
           "Expected-Performance table",
    table="'Performance Measurement and Analysis' throughput and MFU worked examples 'E.g. LLAMA4 Maverick BF16 "
          "on 256 B200 GPUs (GBS=32)' (full-parameter SFT); config from the 'B200' table",
    model="Llama 4 Maverick 400B (17B active, 128 experts), full-parameter SFT",
    global_batch_seqs=gbs, micro_batch=1, tp=8, pp=1, dp=n // 8, cp=1, ep=32, vp=1,
    sequence_parallel="true", zero_stage=1, num_gpus=n, accelerator="b200", precision="bf16", recompute="none",
    framework="NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.07.01, NeMo scripts.performance.llm."
              "finetune_llama4_e128 --finetuning sft via dgxc-benchmarking v25.08)",
    step_time_s=step, tokens_per_s_per_gpu=fmt(tps), tflops_per_gpu=fmt(tfl), tflops_basis="model",
    mfu_pct=fmt(100 * tfl / PEAK[("b200", "bf16")], 2),
    measured_or_derived="step time PUBLISHED (worked-example arithmetic); tokens/s DERIVED (packed 4096-token "
                        "sequences); TFLOP/s DERIVED from the README's model-flops formula",
    confidence="low (fine-tuning on packed SQuAD; the README's example block is internally inconsistent, see notes)",
    notes=("Verbatim: 'E.g. 4096 * 32 / 0.205 = 639376'; MFU block 'E.g. LLAMA4 Maverick BF16 on 256 B200 GPUs "
           "(GBS=32)', 'training step time = 0.205 s', 'model flops = 4.21e14', 'MFU = 32 * 4.21e14 / 0.205 / 256 "
           "/ 2.25E+15 = 10.44%' - but 10.44% is the value for v25.07's 0.224 s (with 0.205 s it is 11.41%), and "
           "the example log line is still v25.07's 'sft_llama4_e128_bf16_32nodes_tp8_pp1_cp1_vp1_ep32_etp8_mbs1_"
           "gbs32_3048691 Success 0.297 0.003 183.71 1.64'. Three step times (0.224, 0.297, 0.205) for one "
           "configuration: 0.205 s is the one written into v25.08. Config row (B200): '400b | BF16/FP8 | 256 | "
           "4096 | 48 | 8 | 1 | 1 | 32 | 32 | 1 | 8 | 1 | 32 | 1' (Model Precision GPUs SeqLen Layers TP PP CP EP "
           "DP VP ETP MBS GBS GA). launch.sh (b200): TP 8, PP 1, CP 1, EP 32, VP 1, ETP 8, MBS 1, GBS 32, CUDA "
           "graphs true, --finetuning sft, NUM_LAYERS 48, HIDDEN_SIZE 5120, FW_VERSION 25.07.01. NeMo "
           "finetune_llama4_e128.py (9244b1ec): finetune_recipe(peft_scheme=sft -> full-parameter, "
           "performance_mode=True, packed_sequence=True), seq_length 4096 (SQuAD packed to 4096 tokens; "
           "attention is within packed documents, so the attention FLOPs are below a full 4096 causal "
           "sequence). DERIVED: tokens_per_s_per_gpu = 32*4096/(0.205*256) = "
           f"{tps:.1f}; tflops_per_gpu = 32*4.21e14/0.205/256 = {tfl:.1f}. " + ZERO1 + " Recompute not "
           "stated: none (ASSUMPTION). sequence_parallel true (TP 8; NeMo default, ASSUMPTION). Dispatcher and "
           "router balancing not set by the script (blank). " + L4_SHAPE),
    etp=8))
