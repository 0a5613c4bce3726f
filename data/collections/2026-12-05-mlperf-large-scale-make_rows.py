#!/usr/bin/env python3
"""Build rows.csv from MLPerf Training v4.0/v4.1/v5.0/v5.1 result logs (mlcommons/training_results_v*).

Reads the bare git mirrors fetched under /work/.mirror (git show HEAD:<path>), parses the MLLOG lines
of every result_*.txt of each chosen system, evaluates the submission's config_*.sh (following its
`source` lines), checks the config against the log (GBS = DP x MINIBS, GA = MINIBS / MBS), and writes
one row per (submitter system, scale, benchmark).

Step time, per benchmark family:
  * gpt3 (NVIDIA NeMo implementation, v4.x logs carry no per-step events): each run's blocks
    (INTERVAL block_start -> block_stop; evaluation is logged separately as eval_start -> eval_stop
    between blocks, so it is OUTSIDE the block time). Tokens per block = block_start metadata
    epoch_count (tokens; checked to be a whole number of GBS x 2048 steps). Per run: median block
    duration over blocks 2..n (the first block, with warm-up, dropped) / steps per block. Row value:
    median over the runs. Cross-check: (run_stop - run_start - sum of eval intervals) / steps done.
  * llama31_405b / llama31_8b (mlperf_common callbacks): MLLOG tracked_stats 'train_step_time'
    (one per optimizer step). Per run: median excluding the first 5 logged steps; row value: median
    over the runs. Cross-check: median block duration / steps per block (block = samples_count
    samples between evaluations; evaluation outside the block).
Also writes rows_tpu_int8_not_used.csv: Google TPU rows computed the same way (block method), kept
out of rows.csv because the runs train with int8 (AQT) matmuls, which the precision column cannot
express (bf16/fp16/fp8 only; tpu-v5p/v6e have no fp8 peak in accelerators.csv).
"""
import csv, re, statistics as st, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mllog import MIRRORS, head, show, ls, parse, summarize

OUT = os.path.dirname(os.path.abspath(__file__))
HEADER = open("/work/main/data/measurements/nvidia_moe_extra.csv").readline().strip().split(",")

# ---------------------------------------------------------------- config evaluation (tiny bash subset)
FALLBACK = {  # sourced file missing from the submitter's directory -> same-named file of the code it copies (ASSUMED identical)
    "Lambda/benchmarks/llama31_8b/implementations/gb300_0922": "NVIDIA/benchmarks/llama31_8b/implementations/nemo",
}

def eval_config(v, path, env=None, trace=None):
    env = {} if env is None else env
    trace = [] if trace is None else trace
    try:
        text = show(v, path)
    except Exception:
        fb = FALLBACK.get(os.path.dirname(path))
        if fb:
            trace.append(path + f" (MISSING in the submitter directory; read {fb}/{os.path.basename(path)} instead, ASSUMED identical)")
            return eval_config(v, f"{fb}/{os.path.basename(path)}", env, trace)
        trace.append(path + " (MISSING in repo, sourcing skipped)")
        return env, trace
    trace.append(path)
    d = os.path.dirname(path)
    skip_v31 = False
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip() if not raw.strip().startswith("export") else raw.strip()
        m = re.match(r'(?:source|\.)\s+\$\(dirname \$\{BASH_SOURCE\[0\]\}\)/(\S+\.sh)', line)
        if m:
            name = m.group(1)
            if name == "config_common_v31.sh":   # only under MLPERF_VERSION == v31 (not set)
                continue
            eval_config(v, f"{d}/{name}", env, trace)
            continue
        m = re.match(r'export\s+([A-Za-z_0-9]+)=(.*)$', line)
        if m:
            k, val = m.group(1), m.group(2).split(" #")[0].strip()
            val = val.strip('"').strip("'")
            mm = re.match(r'\$\{([A-Za-z_0-9]+):?=([^}]*)\}$', val)
            if mm:
                val = env.get(k, mm.group(2))
            env[k] = val
        m = re.match(r'unset\s+(\S+)', line)
        if m:
            env.pop(m.group(1), None)
    return env, trace

# ---------------------------------------------------------------- log evaluation
def runs(v, rdir):
    files = sorted(f for f in ls(v, rdir + "/") if re.search(r"/result_\d+\.txt$", f))
    return files, [summarize(parse(show(v, f))) for f in files]

def gpt3_blocks(d, gbs, seq):
    durs, steps_per_block = [], None
    for dur, smd, emd in d["blocks"][1:]:
        toks = smd.get("epoch_count")
        spb = toks / (gbs * seq)
        assert abs(spb - round(spb)) < 1e-9, (toks, gbs)
        steps_per_block = int(round(spb))
        durs.append(dur)
    return st.median(durs), steps_per_block, len(durs)

def llama_blocks(d, gbs):
    durs, spb = [], None
    for dur, smd, emd in d["blocks"]:
        n = smd.get("samples_count")
        if n is None or n == 0 and False:
            continue
        durs.append(dur)
    return durs

def measure(v, rdir, fam, seq):
    files, ds = runs(v, rdir)
    gbs = ds[0]["meta"]["global_batch_size"]
    per_run, xcheck, detail = [], [], []
    for f, d in zip(files, ds):
        assert d["meta"]["global_batch_size"] == gbs
        assert d["meta"]["max_sequence_length"] == seq, (d["meta"]["max_sequence_length"], seq)
        assert d.get("status") == "success", (f, d.get("status"))
        if fam == "gpt3":
            mb, spb, nb = gpt3_blocks(d, gbs, seq)
            per_run.append(mb / spb)
            # cross-check: whole timed interval minus evaluation, over the steps trained in it
            toks = sum(smd["epoch_count"] for _, smd, _ in d["blocks"])
            steps = toks / (gbs * seq)
            xc = (d["run_stop"] - d["run_start"] - sum(d["evals"])) / steps
            xcheck.append(xc)
            detail.append(f"{f.split('/')[-1]}: {nb} blocks of {spb} steps, median block {mb:.3f} s -> {mb/spb:.4f} s/step; "
                          f"(run {d['run_stop']-d['run_start']:.1f} s - eval {sum(d['evals']):.1f} s)/{steps:.0f} steps = {xc:.4f}")
        else:
            s = d["step_times"][5:]
            per_run.append(st.median(s))
            bl = [(dur, smd.get("samples_count")) for dur, smd, _ in d["blocks"]]
            # blocks: samples between evaluations; first block's samples_count is the running count at start
            bd = [dur for dur, _ in bl[1:]] or [dur for dur, _ in bl]
            detail.append(f"{f.split('/')[-1]}: {len(d['step_times'])} train_step_time, median(after 5) {st.median(s):.4f} s "
                          f"(min {min(s):.4f}, max {max(s):.4f}); run {d['run_stop']-d['run_start']:.1f} s, eval total {sum(d['evals']):.1f} s")
            # cross-check from blocks: block_start -> next eval_start, steps = samples trained in between / GBS
            # (cumulative samples = metadata step x GBS where 'step' is logged (v5.1), else samples_count (v5.0))
            bx = []
            for t0, st0, sc0, t1, st1, sc1 in d.get("bcum", [])[1:]:
                if t1 is None:
                    continue
                c0 = st0 * gbs if st0 is not None else sc0
                c1 = st1 * gbs if st1 is not None else sc1
                bx.append((t1 - t0) / ((c1 - c0) / gbs))
            xc = st.median(bx) if bx else float("nan")
            xcheck.append(xc)
            detail[-1] += f"; blocks 2..n: median {xc:.4f} s/step over {len(bx)} blocks" 
    return dict(gbs=gbs, ga=ds[0]["meta"].get("gradient_accumulation_steps"), org=ds[0]["meta"].get("submission_org"),
                platform=ds[0]["meta"].get("submission_platform"), step=st.median(per_run), per_run=per_run,
                xcheck=st.median(xcheck), files=files, detail=detail, nruns=len(files))

# ---------------------------------------------------------------- row specs
SHAPES = {
    "gpt3": dict(model="GPT-3 175B (MLPerf gpt3 benchmark)", arch="dense", layers=96, hidden=12288, ffn_hidden=49152,
                 ffn_gated="false", heads=96, kv_heads=96, seq_len=2048, vocab=50304),
    "llama31_405b": dict(model="Llama 3.1 405B (MLPerf llama31_405b benchmark)", arch="dense", layers=126, hidden=16384,
                         ffn_hidden=53248, ffn_gated="true", heads=128, kv_heads=8, seq_len=8192, vocab=128256),
    "llama31_8b": dict(model="Llama 3.1 8B (MLPerf llama31_8b benchmark)", arch="dense", layers=32, hidden=4096,
                       ffn_hidden=14336, ffn_gated="true", heads=32, kv_heads=8, seq_len=8192, vocab=128256),
}
SHAPE_NOTE = {
    "gpt3": "Model: NeMo megatron GPT config conf/custom.yaml of the implementation (num_layers 96, hidden_size 12288, ffn_hidden_size 4 x hidden = 49152, 96 heads, encoder_seq_length 2048, layernorm1p, learned positions, GeLU non-gated MLP). vocab 50304 ASSUMED: the benchmark's C4 SentencePiece vocabulary (50,257) padded to 50,304 as in the same benchmark's MaxText gpt3-175b.yml (NeMo pads to a multiple of 128 x TP; <1% of FLOPs either way). MLPerf gpt3 resumes from a provided checkpoint (step time unaffected).",
    "llama31_405b": "Model: pretrain.py Llama31Config405B (NeMo: 126 layers, hidden 16384, SwiGLU 53248, 128 heads, 8 KV groups, vocab 128256), encoder_seq_length 8192 in conf/custom.yaml; MLPerf 405B resumes from a provided checkpoint (step time unaffected).",
    "llama31_8b": "Model: pretrain.py Llama31Config8B (32 layers, hidden 4096, SwiGLU 14336, 32 heads, 8 KV groups, vocab 128256), seq 8192, random init.",
}

R41 = "4.1"; R40 = "4.0"; R50 = "5.0"; R51 = "5.1"
SPECS = [
 # id, version, submitter label, submitter dir, system dir, benchmark, config path, accelerator, gpus/node, framework, extra notes, confidence
 ("mlp62-gpt3-nvidia-eos-11616h100", R40, "NVIDIA", "NVIDIA", "eos-dfw_n1452_ngc24.04_nemo", "gpt3",
  "NVIDIA/benchmarks/gpt3/implementations/nemo/config_DGXH100_1452x8x6x4x6_mbs1_cg.sh", "h100-sxm5-80gb", 8,
  "NeMo 2.0.0rc0-beta / Megatron-Core + TransformerEngine 1.6rc1, container PyTorch 24.04 (NVIDIA MLPerf gpt3 implementation), FP8, layer CUDA graphs",
  "System Eos-dfw, 1452 x DGX H100 (8 x H100-SXM5-80GB, NVLink4 + 8 x IB NDR 400). The identical logs (same numbers) are also filed in training_results_v4.1 NVIDIA/results/eos-dfw_n1452_ngc24.04_nemo/gpt3 (not a second row). TP comm overlap with userbuffers (FP8 reduce-scatter), LAYER_CUDA_GRAPH=1.", "high"),
 ("mlp62-gpt3-oracle-3072h100", R41, "Oracle", "Oracle", "3072xBM.GPU.H100.8", "gpt3",
  "Oracle/benchmarks/gpt3/DGXH100_128x8x64x4x8_mbs2/config_DGXH100_384x8x32x4x8_mbs2.sh", "h100-sxm5-80gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container nvcr.io/nvdlfwea/pytorch:24.09-py3 (NVIDIA's MLPerf v4.1 gpt3 implementation as submitted by Oracle), FP8",
  "System OCI BM.GPU.H100.8 x 384 nodes (systems/3072xBM.GPU.H100.8.json); the MLLOG submission_org/platform fields are unfilled placeholders ('SUBMISSION_ORG_PLACEHOLDER'), the submitter is the Oracle directory. Config chosen as the one whose nodes (384) and MINIBS (32) reproduce the logged GBS 3072 and GA 16. DRIFT: in all 3 runs the 8-step block time rises steadily from ~22.5 s (first blocks, 2.81 s/step) to ~27.5-28.3 s (last blocks, ~3.5 s/step) with no configuration change; the row's value is the median block (26.6 s -> 3.33 s/step); the 1,536-GPU Oracle runs of the same code show no drift (41.7-41.96 s every block).", "medium|steady within-run slowdown of ~22% from the first to the last block (cause not published); value is the median block"),
 ("mlp62-gpt3-oracle-1536h100", R41, "Oracle", "Oracle", "1536xBM.GPU.H100.8", "gpt3",
  "Oracle/benchmarks/gpt3/DGXH100_128x8x64x4x8_mbs2/config_DGXH100_192x8x64x4x8_mbs2.sh", "h100-sxm5-80gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container nvcr.io/nvdlfwea/pytorch:24.09-py3 (NVIDIA's MLPerf v4.1 gpt3 implementation as submitted by Oracle), FP8",
  "System OCI BM.GPU.H100.8 x 192 nodes; MLLOG org/platform are placeholders, the submitter is the Oracle directory. Config chosen as the one whose nodes (192) and MINIBS (64) reproduce the logged GBS 3072 and GA 32.", "high"),
 ("mlp62-gpt3-nvidia-eos-512h100", R41, "NVIDIA", "NVIDIA", "eos_n64_ngc24.09_nemo", "gpt3",
  "NVIDIA/benchmarks/gpt3/implementations/eos_n64_ngc24.09_nemo/config_DGXH100_64x8x128x4x8_mbs2.sh", "h100-sxm5-80gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 24.09 (NVIDIA MLPerf gpt3 implementation), FP8",
  "System Eos, 64 x DGX H100. DEFER_EMBEDDING_WGRAD_COMPUTE=True, TP comm overlap.", "high"),
 ("mlp62-gpt3-nvidia-b200-64", R41, "NVIDIA", "NVIDIA", "b200_n8_preview_nemo", "gpt3",
  "NVIDIA/benchmarks/gpt3/implementations/b200_n8_preview_nemo/config_DGXB200_8x8x1024x4x8_mbs2_cg.sh", "b200", 8,
  "NeMo preview (nemo_preview) / Megatron-Core + TransformerEngine (NVIDIA MLPerf v4.1 gpt3 implementation, preview category), FP8",
  "System: 8 x HGX B200 (B200-SXM-180GB), MLPerf status 'Preview' (pre-release hardware/software at submission). config_common_blackwell.sh is sourced but not in the repository (its settings unknown). GA 512 micro-batches per step.", "medium|MLPerf 'Preview' system (pre-release B200 and software at submission); config_common_blackwell.sh not published"),
 ("mlp62-405b-nvidia-eos-8192h100", R50, "NVIDIA", "NVIDIA", "eos-dfw_n1024_ngc25.01_nemo", "llama31_405b",
  "NVIDIA/benchmarks/llama31_405b/implementations/eos-dfw_n1024_ngc25.01_nemo/config_DGXH100_1024x8x24xtp8pp8cp2.sh", "h100-sxm5-80gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.01 (NVIDIA MLPerf llama31_405b implementation), FP8",
  "System Eos-dfw, 1024 x DGX H100 (systems/eos-dfw_n1024_ngc25.01_nemo.json: H100-SXM5-80GB, 8 x IB NDR 400). ASYM_PP_EMBED/ASYM_PP_LOSS True (embedding and loss as their own pipeline chunks: not carried by the layout). TP comm overlap, overlap grad reduce / param gather.", "high"),
 ("mlp62-405b-nvidia-eos-2048h100", R50, "NVIDIA", "NVIDIA", "eos-dfw_n256_ngc25.01_nemo", "llama31_405b",
  "NVIDIA/benchmarks/llama31_405b/implementations/eos-dfw_n256_ngc25.01_nemo/config_DGXH100_256x8x72xtp8pp8cp2.sh", "h100-sxm5-80gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.01 (NVIDIA MLPerf llama31_405b implementation), FP8",
  "System Eos-dfw, 256 x DGX H100. ASYM_PP_EMBED/ASYM_PP_LOSS True (not carried by the layout).", "high"),
 ("mlp62-405b-coreweave-2496gb200", R50, "IBM+CoreWeave+NVIDIA", "IBM+CoreWeave+NVIDIA", "carina_ngpu2496_ngc25.04_nemo", "llama31_405b",
  "IBM+CoreWeave+NVIDIA/benchmarks/llama31_405b/implementations/carina_ngpu2496_ngc25.04_nemo/config_GB200_624x4x32xtp4pp8cp2.sh", "gb200", 4,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.04 (NVIDIA MLPerf llama31_405b implementation), FP8, full CUDA graphs",
  "System Carina (CoreWeave + IBM + NVIDIA joint submission): 624 x GB200 compute trays of 4 GPUs (GB200 NVL72 racks), 4 x ConnectX-7 IB NDR 400 per tray. FULL_CUDA_GRAPH True, TP_PP_DP_MAPPING True, ASYM_PP_EMBED/ASYM_PP_LOSS True (not carried by the layout). config_common_blackwell.sh is sourced but not in the repository.", "high"),
 ("mlp62-405b-coreweave-2048gb200", R50, "IBM+CoreWeave+NVIDIA", "IBM+CoreWeave+NVIDIA", "carina_ngpu2048_ngc25.04_nemo", "llama31_405b",
  "IBM+CoreWeave+NVIDIA/benchmarks/llama31_405b/implementations/carina_ngpu2048_ngc25.04_nemo/config_GB200_512x4x40xtp4pp8cp2.sh", "gb200", 4,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.04 (NVIDIA MLPerf llama31_405b implementation), FP8, full CUDA graphs",
  "System Carina, 512 x GB200 trays of 4 GPUs. FULL_CUDA_GRAPH, TP_PP_DP_MAPPING, ASYM_PP_EMBED/LOSS as the 2496-GPU row.", "high"),
 ("mlp62-405b-coreweave-1024gb200", R50, "IBM+CoreWeave+NVIDIA", "IBM+CoreWeave+NVIDIA", "carina_ngpu1024_ngc25.04_nemo", "llama31_405b",
  "IBM+CoreWeave+NVIDIA/benchmarks/llama31_405b/implementations/carina_ngpu1024_ngc25.04_nemo/config_GB200_256x4x48xtp4pp8cp2.sh", "gb200", 4,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.04 (NVIDIA MLPerf llama31_405b implementation), FP8, full CUDA graphs",
  "System Carina, 256 x GB200 trays of 4 GPUs. FULL_CUDA_GRAPH, TP_PP_DP_MAPPING, ASYM_PP_EMBED/LOSS as the 2496-GPU row.", "high"),
 ("mlp62-405b-coreweave-512gb200", R50, "IBM+CoreWeave+NVIDIA", "IBM+CoreWeave+NVIDIA", "carina_ngpu512_ngc25.04_nemo", "llama31_405b",
  "IBM+CoreWeave+NVIDIA/benchmarks/llama31_405b/implementations/carina_ngpu512_ngc25.04_nemo/config_GB200_128x4x112xtp4pp8cp2.sh", "gb200", 4,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.04 (NVIDIA MLPerf llama31_405b implementation), FP8, full CUDA graphs",
  "System Carina, 128 x GB200 trays of 4 GPUs. FULL_CUDA_GRAPH, TP_PP_DP_MAPPING, ASYM_PP_EMBED/LOSS as the 2496-GPU row.", "high"),
 ("mlp62-405b-nebius-1024h200", R50, "Nebius", "Nebius", "nebius_soperator_8xH200_n128_ngc25.01_nemo", "llama31_405b",
  "Nebius/benchmarks/llama31_405b/implementations/nebius_soperator_8xH200_n128_ngc25.01_nemo/config_DGXH200_128x8x72xtp4pp8cp2.sh", "h200-sxm-141gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.01 (NVIDIA MLPerf llama31_405b implementation as submitted by Nebius), FP8",
  "System Nebius Soperator (Slurm on Kubernetes), 128 x 8 H200-SXM5-141GB, 8 x IB NDR 400. MLLOG org/platform are placeholders; submitter = Nebius directory. The same log files (identical numbers) are re-filed in training_results_v5.1 Nebius/results/nebius_h200_n128/llama31_405b (not a second row). ASYM_PP_EMBED/LOSS True (not carried by the layout).", "high"),
 ("mlp62-405b-nebius-512h200", R50, "Nebius", "Nebius", "nebius_soperator_8xH200_n64_ngc25.01_nemo", "llama31_405b",
  "Nebius/benchmarks/llama31_405b/implementations/nebius_soperator_8xH200_n64_ngc25.01_nemo/config_DGXH200_64x8x144xtp4pp8cp2.sh", "h200-sxm-141gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.01 (NVIDIA MLPerf llama31_405b implementation as submitted by Nebius), FP8",
  "System Nebius Soperator, 64 x 8 H200-SXM5-141GB. MLLOG org/platform placeholders. Identical logs re-filed in v5.1 nebius_h200_n64 (not a second row). ASYM_PP_EMBED/LOSS True.", "high"),
 ("mlp62-8b-nvidia-tyche-512gb200", R51, "NVIDIA", "NVIDIA", "tyche_ngpu512_ngc25.09_nemo", "llama31_8b",
  "NVIDIA/benchmarks/llama31_8b/implementations/nemo/config_GB200_128x4x1xtp2pp1cp4_8b.sh", "gb200", 4,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.09 (NVIDIA MLPerf llama31_8b implementation), FP8 tensorwise, full CUDA graphs",
  "System Tyche, 128 x GB200 trays (4 GPUs each, NVL72 racks), 4 x IB NDR 400. The config is the only one in the implementation with 128 nodes and the 8B model (no FP4 variant at this scale); it reproduces the logged GBS 64 and GA 1. FP8 attention recipe F16 (attention in BF16).", "high"),
 ("mlp62-8b-nvidia-theia-512gb300", R51, "NVIDIA", "NVIDIA", "theia_ngpu512_ngc25.09_nemo", "llama31_8b",
  "NVIDIA/benchmarks/llama31_8b/implementations/nemo/config_GB300_128x4x1xtp2pp1cp4_8b.sh", "gb300", 4,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.09 (NVIDIA MLPerf llama31_8b implementation), FP8 tensorwise, full CUDA graphs",
  "System Theia, 128 x GB300 trays (Blackwell Ultra, NVL72), 4 x ConnectX-8 IB XDR 800. Only 128-node GB300 8B config in the implementation (no FP4 variant); reproduces GBS 64, GA 1.", "high"),
 ("mlp62-8b-nvidia-tyche-72gb200", R51, "NVIDIA", "NVIDIA", "tyche_ngpu72_ngc25.09_nemo", "llama31_8b",
  "NVIDIA/benchmarks/llama31_8b/implementations/nemo/config_GB200_18x4x1xtp1pp1cp2_8b.sh", "gb200", 4,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.09 (NVIDIA MLPerf llama31_8b implementation), FP8 tensorwise, full CUDA graphs",
  "System Tyche, 18 x GB200 trays = one NVL72 rack. Only 18-node GB200 8B config; reproduces GBS 36, GA 1.", "high"),
 ("mlp62-8b-lambda-72gb300", R51, "Lambda", "Lambda", "gb300_n18_ngc25.04_nemo", "llama31_8b",
  "Lambda/benchmarks/llama31_8b/implementations/gb300_0922/config_GB300_18x4x1xtp1pp1cp2_8b.sh", "gb300", 4,
  "NeMo / Megatron-Core + TransformerEngine, container nvstaging pytorch:25.09 (NVIDIA MLPerf llama31_8b implementation as submitted by Lambda), FP8 tensorwise, full CUDA graphs",
  "System Lambda, 18 x GB300 trays = one NVL72 rack (systems/gb300_n18_ngc25.04_nemo.json, 4 x ConnectX-8 XDR 800). The Lambda config sources NVIDIA's config_GB200_18x4x1xtp1pp1cp2_8b.sh (same file in its directory) and only renames DGXSYSTEM. MLLOG org/platform placeholders.", "high"),
 ("mlp62-8b-hpe-64h200", R51, "HPE", "HPE", "HPE-Cray-XD670-H200-SXM5-141GB_n8_25.09", "llama31_8b",
  "HPE/benchmarks/llama3_8b/implementations/nemo-x86_64/config_XD670_8x8x1xtp1pp1cp2_8b.sh", "h200-sxm-141gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.08 (NVIDIA MLPerf llama31_8b implementation as submitted by HPE), FP8 tensorwise with FP8 attention, full CUDA graphs",
  "System HPE Cray XD670, 8 nodes x 8 H200-SXM5-141GB (systems/HPE-Cray-XD670-H200-SXM5-141GB_n8_25.09.json), InfiniBand. config_common_fp8attn.sh sourced: attention also in FP8 (the columns record fp8 for the GEMMs only).", "high"),
]

XC = {"gpt3": "(run_stop - run_start - sum of eval_start->eval_stop) / steps trained, median over runs (includes the warm-up block)",
      "llama": "median over blocks 2..n of block_start->eval_start duration / steps in the block (samples between evaluations / GBS), median over runs"}

def build():
    heads = {v: head(v) for v in ("4.0", "4.1", "5.0", "5.1")}
    rows, log = [], []
    for (rid, v, label, sdir, system, bench, cfg, acc, gpn, fw, extra, conf) in SPECS:
        fam = "gpt3" if bench == "gpt3" else "llama"
        shp = SHAPES[bench]
        rdir = f"{sdir}/results/{system}/{bench}"
        m = measure(v, rdir, fam, shp["seq_len"])
        env, trace = eval_config(v, cfg)
        tp = int(env["TENSOR_MODEL_PARALLEL"]); pp = int(env["PIPELINE_MODEL_PARALLEL"])
        cp = int(env.get("CONTEXT_PARALLEL", 1) or 1)
        nodes = int(env["DGXNNODES"]); ngpu = int(env.get("DGXNGPU", gpn))
        assert ngpu == gpn, (rid, ngpu, gpn)
        gpus = nodes * ngpu
        minibs = int(env["MINIBS"]); mbs = int(env["MICRO_BATCH_SIZE"])
        dp = gpus // (tp * pp * cp)
        assert dp * tp * pp * cp == gpus
        assert dp * minibs == m["gbs"], (rid, dp, minibs, m["gbs"])
        ga = minibs // mbs
        assert m["ga"] is None or int(m["ga"]) == ga, (rid, m["ga"], ga)
        vpv = env.get("INTERLEAVED_PIPELINE", "null")
        vp = 1 if vpv in ("null", "", "0") or pp == 1 else int(vpv)
        sp = env.get("SEQ_PARALLEL", "True") == "True" and tp > 1
        fp8 = env.get("FP8") == "True" and env.get("FP4", "False") != "True"
        assert fp8, rid
        ckpt = [k for k in env if k.startswith("ACT_CKPT") and env[k] not in ("", "null")]
        assert not ckpt, (rid, ckpt)
        assert env.get("USE_DIST_OPTIMIZER") == "True", rid
        step = m["step"]
        tok = m["gbs"] * shp["seq_len"] / step / gpus
        fp8_desc = ("FP8 hybrid (E4M3 fwd / E5M2 bwd) delayed scaling, amax history %s, FP8 params" % env.get("FP8_AMAX_HISTORY", "?")
                    if fam == "gpt3" else "FP8 recipe %s, FP8 param gather %s" % (env.get("FP8_RECIPE", "not set (TransformerEngine default delayed scaling ASSUMED)"), env.get("FP8_PARAM_GATHER", env.get("FP8_PARAMS", "?"))))
        method = ("per run: median of block_start->block_stop durations (blocks 2..n; evaluation logged separately and EXCLUDED) / %s; value = median over runs" %
                  "steps per block (block epoch_count tokens / (GBS x 2048))") if fam == "gpt3" else \
                 "per run: median of MLLOG tracked_stats train_step_time excluding the first 5 logged steps; value = median over runs (evaluation not in these step times)"
        md = (f"measured step time {step:.4f} s ({method}; per-run {', '.join(f'{x:.4f}' for x in m['per_run'])}); "
              f"tokens/s/GPU DERIVED = GBS {m['gbs']} x {shp['seq_len']} / {step:.4f} / {gpus} = {tok:.1f}")
        notes = (f"Published in the MLLOG ({m['nruns']} runs, all status success): global_batch_size {m['gbs']}, max_sequence_length {shp['seq_len']}, "
                 f"gradient_accumulation_steps {m['ga']}, submission_org '{m['org']}', submission_platform '{m['platform']}'. "
                 f"Config ({' -> '.join(trace)}): DGXNNODES {nodes} x DGXNGPU {ngpu} = {gpus} GPUs, MINIBS {minibs} per DP rank, MICRO_BATCH_SIZE {mbs} (GA {ga}), "
                 f"TP {tp} (sequence parallel {sp}), PP {pp}, INTERLEAVED_PIPELINE {vpv} -> VP {vp}, CP {cp}; DP {dp} DERIVED = {gpus} / ({tp} x {pp} x {cp}); "
                 f"check DP x MINIBS = {dp*minibs} = logged GBS. Precision: FP8=True ({fp8_desc}) -> fp8. USE_DIST_OPTIMIZER True -> zero_stage 1. "
                 f"Activation checkpointing: no ACT_CKPT_* set (null in conf/custom.yaml) -> recompute none. {SHAPE_NOTE[bench]} {extra} "
                 f"Step-time method: {method}. Cross-check: {XC[fam]} = {m['xcheck']:.4f} s/step. Per-run details: " + " | ".join(m["detail"]))
        src = (f"MLCommons (submitter {label}), MLPerf Training v{v} results, closed division, github mlcommons/training_results_v{v} commit {heads[v]}; "
               f"result logs {rdir}/result_*.txt ({m['nruns']} runs); config {cfg}")
        r = {k: "" for k in HEADER}
        r.update(shp)
        r.update(dict(row_id=rid, source=src, table=f"{rdir}/result_*.txt MLLOG; {cfg}",
                      global_batch_seqs=m["gbs"], micro_batch=mbs, tp=tp, pp=pp, dp=dp, cp=cp, ep=1, vp=vp,
                      sequence_parallel=str(sp).lower(), zero_stage=1, num_gpus=gpus, accelerator=acc, precision="fp8",
                      recompute="none", framework=fw, step_time_s=round(step, 4), tokens_per_s_per_gpu=round(tok, 1),
                      measured_or_derived=md,
                      confidence=f"{conf.split('|')[0]}: per-step/per-block times from the submission's own logs, configuration from the submission code at the same commit"
                                 + (("; " + conf.split('|')[1]) if '|' in conf else ""),
                      notes=notes, head_dim=shp["hidden"] // shp["heads"]))
        rows.append(r)
        log.append((rid, label, bench, acc, gpus, m["gbs"], tp, pp, dp, cp, vp, mbs, round(step, 4), round(tok, 1), round(m["xcheck"], 4), conf.split('|')[0]))
    with open(os.path.join(OUT, "rows.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=HEADER); w.writeheader(); w.writerows(rows)
    for l in log:
        print(*l, sep=" | ")

# ---------------------------------------------------------------- TPU int8 side table (not in rows.csv)
TPU = [  # version, system dir, chips, per-device batch, ici data/fsdp/tensor, remat, accelerator
    ("4.0", "cloud-tpu-v5p-12288-maxtext", "v5p-12288.sh", "tpu-v5p"),
    ("4.0", "cloud-tpu-v5p-3072-maxtext", "v5p-3072.sh", "tpu-v5p"),
    ("4.0", "cloud-tpu-v5p-1024-maxtext", "v5p-1024.sh", "tpu-v5p"),
    ("4.1", "cloud-tpu-v5p-12288-maxtext", "cloud-tpu-v5p/v5p-12288.sh", "tpu-v5p"),
    ("4.1", "cloud-tpu-v5p-8192-maxtext", "cloud-tpu-v5p/v5p-8192.sh", "tpu-v5p"),
    ("4.1", "cloud-tpu-v5p-4096-maxtext", "cloud-tpu-v5p/v5p-4096.sh", "tpu-v5p"),
    ("4.1", "cloud-tpu-trillium-3072-maxtext", "cloud-tpu-trillium/trillium-3072.sh", "tpu-v6e"),
    ("4.1", "cloud-tpu-trillium-2048-maxtext", "cloud-tpu-trillium/trillium-2048.sh", "tpu-v6e"),
    ("4.1", "cloud-tpu-trillium-1024-maxtext", "cloud-tpu-trillium/trillium-1024.sh", "tpu-v6e"),
    ("4.1", "cloud-tpu-trillium-512-maxtext", "cloud-tpu-trillium/trillium-512.sh", "tpu-v6e"),
]
def tpu_side():
    out = []
    for v, system, script, acc in TPU:
        import json
        sysj = json.loads(show(v, f"Google/systems/{system}.json"))
        chips = int(sysj["number_of_nodes"]) * int(sysj["accelerators_per_node"])
        sc = show(v, f"Google/benchmarks/gpt3/implementations/maxtext/{script}")
        args = dict(re.findall(r"\b(per_device_batch_size|ici_data_parallelism|ici_fsdp_parallelism|ici_tensor_parallelism|dcn_data_parallelism|remat_policy|quantization|attention)=([^\s\\]+)", sc))
        files, ds = runs(v, f"Google/results/{system}/gpt3")
        gbs = ds[0]["meta"]["global_batch_size"]
        per = []
        for d in ds:
            b = d["blocks"][1:]
            spb = b[0][1]["epoch_count"] / (gbs * 2048)
            per.append(st.median(x[0] for x in b) / spb)
        step = st.median(per)
        out.append(dict(version=v, system=system, accelerator=acc, chips=chips, topology=sysj.get("accelerator_interconnect_topology"),
                        gbs=gbs, script=script, **{k: args.get(k, "") for k in ("per_device_batch_size", "ici_data_parallelism", "ici_fsdp_parallelism", "ici_tensor_parallelism", "dcn_data_parallelism", "remat_policy", "quantization")},
                        step_time_s_block_method=round(step, 4), tokens_per_s_per_chip=round(gbs * 2048 / step / chips, 1),
                        per_run=";".join(f"{x:.4f}" for x in per), commit=head(v),
                        caveat="block_start->block_stop; MaxText logs no eval_start/eval_stop, so evaluation (eval_samples forward passes) may be INSIDE each block: upper bound on step time"))
    with open(os.path.join(OUT, "rows_tpu_int8_not_used.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(out[0])); w.writeheader(); w.writerows(out)
    for o in out:
        print(o["version"], o["system"], o["chips"], o["gbs"], o["quantization"], o["remat_policy"], o["step_time_s_block_method"], o["tokens_per_s_per_chip"])

if __name__ == "__main__":
    build()
    tpu_side()
