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
HEADER = open("/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv").readline().strip().split(",")

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

R51 = "5.1"
SPECS = [
 ("s45c-001", R51, "Cisco", "Cisco", "hpf_n16", "llama31_8b",
  "Cisco/benchmarks/llama31_8b/implementations/nemo/config_DGXH100_16x8x1xtp2pp1cp1.sh", "h100-sxm5-80gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.01 (Dockerfile nvcr.io/nvidia/pytorch:25.01-py3; NVIDIA's MLPerf NeMo llama31 implementation as submitted by Cisco), FP8 (delayed scaling, FP8 params), no CUDA graphs",
  "System Cisco hpf_n16: 16 nodes x 8 H100-SXM5-80GB (systems/hpf_n16.json: NVLINK Gen4 900 GB/s + NVSWITCH Gen3; compute network 8x BF3 ConnectX-7 400Gb/s; the json's framework field says 'PyTorch NVIDIA Release 23.09', the Dockerfile says 25.01). FP8_RECIPE not set -> conf/custom.yaml default 'delayed'; FP8_HYBRID not set (custom.yaml default False). TP_COMM_OVERLAP True, MCORE_CUDA_GRAPH False. This code logs train_step_time for EVERY step, and also once per block a block average (entries that carry 'throughput'); only the per-step entries are used. The block cross-check is ~9% above the per-step median because each block ends with a ~7 s gap between the last logged step and eval_start (result_1.txt: blocks of 192 steps sum to ~94.5 s of step time in ~101.5 s block time), and per-step times drift up slowly within a run (block medians 0.471 -> 0.496 s in result_1.txt). MLLOG org/platform are placeholders; submitter = Cisco directory.", "high|the block rate (block_start->eval_start / steps) is ~9% above the per-step median because of a ~7 s gap at each block end that no step time contains"),
 ("s45c-002", R51, "Cisco", "Cisco", "hpf_n8", "llama31_8b",
  "Cisco/benchmarks/llama31_8b/implementations/nemo/config_DGXH100_8x8x1xtp1pp1cp1.sh", "h100-sxm5-80gb", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.01 (Dockerfile nvcr.io/nvidia/pytorch:25.01-py3; NVIDIA's MLPerf NeMo llama31 implementation as submitted by Cisco), FP8 (delayed scaling, FP8 params), no CUDA graphs",
  "System Cisco hpf_n8: 8 nodes x 8 H100-SXM5-80GB (systems/hpf_n8.json, same node type and network as hpf_n16). FP8_RECIPE not set -> conf/custom.yaml default 'delayed'. TP 1 so no TP overlap in effect; MCORE_CUDA_GRAPH False. Per-step train_step_time logged for every step (block-average entries carrying 'throughput' excluded); block cross-check higher for the same end-of-block gap as s45c-001. MLLOG org/platform placeholders.", "high|the block rate is ~3% above the per-step median (end-of-block gap outside the step times, as s45c-001)"),
 ("s45c-003", R51, "Dell", "Dell", "1xXE9780x8B300-SXM-270GB", "llama31_8b",
  "Dell/benchmarks/llama31_8b/implementations/nemo/config_XE9780x8B300-SXM-270GB_1x8x2xtp1pp1cp1_8b.sh", "b300", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.09 (Dockerfile nvcr.io/nvidia/pytorch:25.09-py3; NVIDIA MLPerf llama31_8b implementation as submitted by Dell), FP8 tensorwise, full CUDA graphs, TE ops fusion",
  "System Dell PowerEdge XE9780, 1 node x 8 B300-SXM-270GB (systems/1xXE9780x8B300-SXM-270GB.json, host Intel Xeon 6767P). The log's DLPAL line names the run's config 'XE9780x8B300-SXM-280GB_1x8x2xtp1pp1cp1_8b' (the committed file says 270GB; same layout); the log's own config dump says fp4 false / fp8 true (quoted below), so this is not an NVFP4 run. USE_TE_OPS True, CE_FUSION_IMPL te.", "high"),
 ("s45c-004", R51, "Dell", "Dell", "2xXE9680Lx8B200-SXM-180GB", "llama31_8b",
  "Dell/benchmarks/llama31_8b/implementations/nemo/config_2xXE9680Lx8B200-SXM-180GB_2x8x2xtp1pp1cp1_8b.sh", "b200", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.09 (Dockerfile nvcr.io/nvidia/pytorch:25.09-py3; NVIDIA MLPerf llama31_8b implementation as submitted by Dell), FP8 tensorwise, full CUDA graphs, TE ops fusion",
  "System Dell PowerEdge XE9680L, 2 nodes x 8 B200-SXM-180GB (systems/2xXE9680Lx8B200-SXM-180GB.json, host Intel Xeon Platinum 8562Y+, inter-node network not stated in the json). The log's DLPAL line names the config '2xXE9680Lx8B200-SXM-280GB_2x8x2xtp1pp1cp1_8b' (committed file says 180GB; same layout); the log's config dump says fp4 false / fp8 true. USE_TE_OPS True.", "high"),
 ("s45c-005", R51, "NVIDIA", "NVIDIA", "theia_ngpu72_ngc25.09_nemo", "llama31_8b",
  "NVIDIA/benchmarks/llama31_8b/implementations/nemo/config_GB300_18x4x1xtp1pp1cp2_8b.sh", "gb300", 4,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.09 (NVIDIA MLPerf llama31_8b implementation), FP8 tensorwise, full CUDA graphs",
  "System Theia, 18 x GB300 trays = one GB300 NVL72 rack (systems/theia_ngpu72_ngc25.09_nemo.json, 4x ConnectX-8 IB XDR 800). The only 18-node GB300 8B config in NVIDIA's implementation (no _fp4 variant at 18 nodes in the NVIDIA directory); it reproduces the logged GBS 36 and GA 1 (an NVFP4 18x4 cp1 config, present only in other submitters' copies, would give GBS 72). The log has no config dump, so the FP8 reading rests on the config match. NVTE_DPA_FP8_RECIPE F16 (attention in BF16). Same software and layout as mlp62-8b-nvidia-tyche-72gb200 (GB200) and mlp62-8b-lambda-72gb300 (Lambda's GB300 rack).", "high"),
 ("s45c-006", R51, "Oracle", "Oracle", "8xBM.GPU.B200.8", "llama31_8b",
  "Oracle/benchmarks/llama31_8b/config_DGXB200_8x8x1xtp1pp1cp2_8b.sh", "b200", 8,
  "NeMo / Megatron-Core + TransformerEngine, container image llama3_8b_20251008.sqsh (NVIDIA MLPerf v5.1 llama31_8b implementation as submitted by Oracle; no Dockerfile in Oracle's directory), FP8 tensorwise, full CUDA graphs",
  "System OCI BM.GPU.B200.8, 8 nodes x 8 B200-SXM-180GB (systems/8xBM.GPU.B200.8.json: RoCE v2 between nodes). The log's DLPAL line names the config 'DGXB200_8x8x1xtp1pp1cp2_8b' and its config dump says fp4 false / fp8 true. Oracle's directory holds only run scripts and config_*.sh (no pretrain.py): the model shape is taken from the log's own Llama31Config8B dump (quoted below). NVTE_DPA_FP8_RECIPE F16.", "high"),
 ("s45c-007", R51, "Supermicro", "Supermicro", "AS-8126GS-NB3RT", "llama31_8b",
  "Supermicro/benchmarks/llama31_8b/implementations/AS-8126GS-NB3RT/config_DGXB200_1x8x2xtp1pp1cp1_8b.sh", "b300", 8,
  "NeMo / Megatron-Core + TransformerEngine, container nvcr.io/nvdlfwea/mlperftv51/llama31_8b-amd:20251006 (NVIDIA MLPerf v5.1 llama31_8b implementation, x86 image, as submitted by Supermicro), FP8 tensorwise, CUDA graphs OFF (FULL_CUDA_GRAPH=0, MCORE_CUDA_GRAPH=0 in the config)",
  "System Supermicro AS-8126GS-NB3RT, 1 node x 8 B300-SXM-270GB (systems/AS-8126GS-NB3RT.json, host AMD EPYC 9965 CPUs; the accelerators are NVIDIA B300, this is not an AMD-accelerator submission). The log's DLPAL line names the config 'DGXB200_1x8x2xtp1pp1cp1_8b'; the config dump says fp4 false / fp8 true. The config turns CUDA graphs off and sets NCCL_IB_DISABLE=1, NCCL_NET=Socket, NCCL_P2P_LEVEL=NVL (single node, NVLink only). Supermicro's AS-8126GS-NB3RT directory holds only run.sub and config_*.sh: model shape from the log's Llama31Config8B dump.", "high"),
 ("s45c-008", R51, "Verda", "Verda", "b200_8x8_ngc25.09", "llama31_8b",
  "Verda/benchmarks/llama31_8b/implementations/b200_8x8_ngc25.09/config_DGXB200_8x8x1xtp1pp1cp2_8b.sh", "b200", 8,
  "NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.09 (Dockerfile nvcr.io/nvidia/pytorch:25.09-py3; run image nvcr.io/nvdlfwea/mlperftv51/llama31_8b-amd:20251006; NVIDIA MLPerf llama31_8b implementation as submitted by Verda), FP8 tensorwise, full CUDA graphs",
  "System Verda (formerly DataCrunch) b200_8x8: 8 nodes x 8 B200-SXM-180GB (systems/b200_8x8_ngc25.09.json: host networking '100GbE InfiniBand' as written, interconnect 'NVLink'). The log's DLPAL line names the config 'DGXB200_8x8x1xtp1pp1cp2_8b'; config dump says fp4 false / fp8 true. MLLOG org/platform as logged.", "high"),
]

XC = {"gpt3": "(run_stop - run_start - sum of eval_start->eval_stop) / steps trained, median over runs (includes the warm-up block)",
      "llama": "median over blocks 2..n of block_start->eval_start duration / steps in the block (samples between evaluations / GBS), median over runs"}

DUMP_PAT = re.compile(r"^\s*\d+:\s+(fp4: \S+|fp8: \S+|fp8_recipe: \S+|num_layers=\d+,|hidden_size=\d+,|ffn_hidden_size=\d+,|num_attention_heads=\d+,|num_query_groups=\d+,|seq_length=\d+,|context_parallel_size: \d+|tensor_model_parallel_size: \d+|activations_checkpoint_granularity: \S+|recompute_granularity=\S+|micro_batch_size: \d+)\s*$")
def dump_quotes(v, f):
    seen, out = set(), []
    for line in show(v, f).splitlines():
        m = DUMP_PAT.match(line)
        if m and m.group(1).split(":")[0].split("=")[0] not in seen:
            seen.add(m.group(1).split(":")[0].split("=")[0]); out.append(m.group(1))
    voc = re.search(r"Padded vocab_size: \d+, original vocab_size: \d+", show(v, f))
    if voc: out.append(voc.group(0))
    return out

def build():
    heads = {v: head(v) for v in ("5.1",)}
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
        dq = dump_quotes(v, m["files"][1] if len(m["files"]) > 1 else m["files"][0])
        if dq:
            assert "fp4: false" in dq or "fp4: true" not in dq, rid
            extra_q = f" Log config dump ({m['files'][1].split('/')[-1] if len(m['files'])>1 else m['files'][0].split('/')[-1]}), verbatim: '" + "'; '".join(dq) + "'."
        else:
            extra_q = " The result logs carry no config dump (only MLLOG lines)."
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
                 f"Activation checkpointing: no ACT_CKPT_* set (null in conf/custom.yaml) -> recompute none. {(SHAPE_NOTE[bench] if rid not in ('s45c-006','s45c-007') else SHAPE_NOTE[bench].replace('pretrain.py Llama31Config8B', 'Llama31Config8B as dumped in the run log (the submitter directory has no pretrain.py or conf/custom.yaml; activation checkpointing null and recompute_granularity None per the same dump)'))} {extra}{extra_q} "
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
                      notes=notes, head_dim=shp["hidden"] // shp["heads"], target_file="mlcommons_mlperf.csv"))
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
