#!/usr/bin/env python3
"""Build /work/s74/hE/rows.csv (s47e-*) from git objects of the AI-Hypercomputer/gpu-recipes mirror.

Every published number is extracted here from the git objects (training logs, recipe yamls, READMEs) and
asserted against the value typed into the row, so a transcription error fails loudly.
Nothing under /work/main is modified; the package is not run.
"""
import csv
import re
import subprocess

GIT = "/work/.mirror/AI-Hypercomputer+gpu-recipes/repo"
HEADER_SRC = "/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv"
OUT = "/work/s74/hE/rows.csv"

C_NEW = "6cff69e4352b45ec467ed26bf3633e6632e68932"   # 2025-06-23, last commit touching training/a4/custom (all files below present)
C_OLD32 = "779bb30bcde24b384b3d15ea52753a4ed09a8ced"  # 2025-06-06 (authored), first qwen2.5-32b commit, TP2 logs (replaced in 31d2854b)
C_405 = "2850f84bb13bd15105d433cf8727607a7955422e"    # 2025-03-20, a4high -> a4 rename; README + config


def show(commit, path):
    return subprocess.run(["git", "--git-dir", GIT, "show", f"{commit}:{path}"],
                          capture_output=True, text=True, check=True).stdout


def one(pattern, text, flags=0):
    m = re.findall(pattern, text, flags)
    assert m, pattern
    return m[0] if isinstance(m[0], str) else m[0]


def resolved_cfg(log):
    """Key: value lines of the resolved config that NeMo prints (6-space indent under model:)."""
    out = {}
    for line in log.splitlines():
        m = re.match(r"^ {6}([a-z_0-9]+): (.*)$", line)
        if m and m.group(1) not in out:
            out[m.group(1)] = m.group(2).strip()
    return out


def log_facts(commit, path):
    log = show(commit, path)
    cfg = resolved_cfg(log)
    dll = one(r"DLL [0-9-]+ [0-9:.]+ - 19 reduced_train_loss.*?epoch : 0", log)
    step = float(one(r"train_step_timing in s : ([0-9.]+)", dll))
    consumed = float(one(r"consumed_samples : ([0-9.]+)", dll))
    lst = one(r"train_step_timing in s: \[[^\]]*\]", log)
    tfl = one(r"TFLOPs per sec per GPU=(-?[0-9.]+)", log)
    tfl_line = one(r"\[NeMo I [0-9-]+ [0-9:]+ nemo_logging:393\] TFLOPs per sec per GPU=-?[0-9.]+", log)
    padded = re.findall(r"Padded vocab_size: [0-9]+, original vocab_size: [0-9]+, dummy tokens: [0-9]+\.", log)
    jobid = one(r"Job ID is \S+", log)
    host = re.findall(r"a4-highgpu-8g", log)
    b200 = log.count("NVIDIA B200")
    return dict(log=log, cfg=cfg, dll=dll, step=step, consumed=consumed, lst=lst, tfl=float(tfl), tfl_line=tfl_line,
                padded=padded[0] if padded else "", jobid=jobid, host=bool(host), b200=b200)


def q(cfg, *keys):
    return ", ".join(f"'{k}: {cfg[k]}'" for k in keys if k in cfg)


def megatron_model_flops_per_token(L, h, ffn, heads, kv, vocab, s):
    """Megatron-style model FLOPs per token (fwd+bwd = 3 x fwd, causal attention not halved): used only as a
    DERIVED cross-check of the NeMo-printed TFLOPs, not as a row value."""
    d = h // heads
    attn_w = h * (heads * d) + 2 * h * (kv * d) + (heads * d) * h
    mlp_w = 3 * h * ffn
    dense = 2 * L * (attn_w + mlp_w) + 2 * h * vocab          # fwd matmul FLOPs per token incl. LM head
    attn = 2 * 2 * L * s * (heads * d)                          # QK^T and AV, fwd
    return 3 * (dense + attn)


header = next(csv.reader(open(HEADER_SRC)))
assert header[-1] == "target_file"
header = header[:-1] + ["cuda_graphs", "target_file"]

rows = []

COMMON_FW = ("NeMo 25.04 container ('FROM nvcr.io/nvidia/nemo:25.04' in the folder's docker/Dockerfile): NeMo 1.0 "
             "MegatronGPTModel with mcore_gpt (Megatron-Core, Transformer Engine) launched by a custom run.py; "
             "GKE A4 (a4-highgpu-8g nodes, 8 x B200 each; values.yaml network stack 'gib')")

CUSTOM = [
    # id, commit, folder, log file, values file, model label, precision, published-TFLOPs-usable
    ("s47e-001", C_NEW, "llama3-70b", "llama3-70b-64gpu-sq1-tp2-pp4-cp2-vp5-gbs128-mbs1-fp8-full-logs",
     "values-llama3-70b-64gpu-tp2-pp4-cp1-vp5-gbs128-mbs1-fp8.yaml",
     "Llama 3 70B shape (NeMo 1.0 megatron_llama, mock data, GPT2BPE tokenizer)", "fp8", True),
    ("s47e-002", C_NEW, "llama3-8b", "llama3-8b-8gpu-tp1-pp1-cp1-vp1-gbs128-mbs2-fp8-full-logs",
     "values-llama3_8b_8gpu_tp1_pp1_cp1_vp1_gbs128_mbs2.yaml",
     "Llama 3 8B shape (NeMo 1.0 megatron_llama, mock data, GPT2BPE tokenizer)", "fp8", True),
    ("s47e-003", C_NEW, "qwen2-5-32b", "qwen2-5-32b-16gpu-sptrue-tp1-pp2-cp1-vp32-gbs512-mbs1.log",
     "values-qwen2-5-32b-16gpu-sptrue-tp1-pp2-cp1-vp32-gbs512-mbs1.yaml",
     "Qwen2.5-32B shape (NeMo 1.0 megatron_llama config, no QKV bias, mock data)", "bf16", True),
    ("s47e-004", C_NEW, "qwen2-5-32b", "qwen2-5-32b-32gpu-sptrue-tp1-pp2-cp1-vp32-gbs512-mbs1.log",
     "values-qwen2-5-32b-32gpu-sptrue-tp1-pp2-cp1-vp32-gbs512-mbs1.yaml",
     "Qwen2.5-32B shape (NeMo 1.0 megatron_llama config, no QKV bias, mock data)", "bf16", False),
    ("s47e-005", C_NEW, "qwen2-5-32b", "qwen2-5-32b-64gpu-sptrue-tp1-pp2-cp1-vp32-gbs512-mbs1.log",
     None,
     "Qwen2.5-32B shape (NeMo 1.0 megatron_llama config, no QKV bias, mock data)", "bf16", False),
    ("s47e-006", C_NEW, "qwen2-5-7b", "qwen2-5-7b-8gpu-spfalse-tp1-pp1-cp1-vpnull-gbs512-mbs4",
     "values-qwen2-5-7b-8gpu-spfalse-tp1-pp1-cp1-vpnull-gbs512-mbs4.yaml",
     "Qwen2.5-7B shape (NeMo 1.0 megatron_llama config, no QKV bias, mock data)", "bf16", False),
    ("s47e-007", C_NEW, "qwen2-5-7b", "qwen2-5-7b-16gpu-spfalse-tp1-pp1-cp1-vpnull-gbs512-mbs4",
     "values-qwen2-5-7b-16gpu-spfalse-tp1-pp1-cp1-vpnull-gbs512-mbs4.yaml",
     "Qwen2.5-7B shape (NeMo 1.0 megatron_llama config, no QKV bias, mock data)", "bf16", True),
    ("s47e-008", C_OLD32, "qwen2-5-32b", "qwen2-5-32b-16gpu-sptrue-tp2-pp2-cp1-vp32-gbs512-mbs1.log",
     "values-qwen2-5-32b-16gpu-sptrue-tp2-pp2-cp1-vp32-gbs512-mbs1.yaml",
     "Qwen2.5-32B shape (NeMo 1.0 megatron_llama config, no QKV bias, mock data)", "bf16", False),
    ("s47e-009", C_OLD32, "qwen2-5-32b", "qwen2-5-32b-32gpu-sptrue-tp2-pp2-cp1-vp4-gbs512-mbs2.log",
     "values-qwen2-5-32b-32gpu-sptrue-tp2-pp2-cp1-vp4-gbs512-mbs2.yaml",
     "Qwen2.5-32B shape (NeMo 1.0 megatron_llama config, no QKV bias, mock data)", "bf16", False),
    ("s47e-010", C_OLD32, "qwen2-5-32b", "qwen2-5-32b-64gpu-sptrue-tp2-pp2-cp1-vp8-gbs512-mbs2.log",
     "values-qwen2-5-32b-64gpu-sptrue-tp2-pp2-cp1-vp8-gbs512-mbs2.yaml",
     "Qwen2.5-32B shape (NeMo 1.0 megatron_llama config, no QKV bias, mock data)", "bf16", False),
]

EXTRA = {
    "s47e-001": ("NOTE: the log file name and Job ID say 'cp2' ('Job ID is llama3-70b-64gpu-fp8-sq1-tp2-pp4-cp2-vp5-"
                 "gbs128-mbs1-...'), but the resolved config the log prints says 'context_parallel_size: 1' and run "
                 "name 'llama3_70b_64gpus_tp2_pp4_cp1_vp5_gbs128_mbs1', as do the recipe files (recipes/llama3-70b-64gpu-"
                 "tp2-pp4-cp1-vp5-gbs128-mbs1-fp8.yaml); cp 1 is used (cp 2 would give dp 4 and GA 32). Near layouts in "
                 "data/: nemo25-010 (NVIDIA NeMo 25.02 table, 64 B200, TP2 PP4 VP5 CP2, GBS 128, FP8, Llama 3 vocab "
                 "128256: 5.35 s) and nvmb64-028 (64 GB200, TP2 PP4 VP5 CP1, GBS 128: 4.62 s); this row differs in "
                 "publisher, CP, vocab (50432) and FP8 recipe (delayed). Loss at step 19 is 0.478 (mock data)."),
    "s47e-002": ("NEAR-DUPLICATE WARNING: the same layout (8 B200, TP1 PP1 CP1, MBS 2, GBS 128, seq 8192, FP8) is "
                 "held as tog_b200_l8_fp8 (Together, NeMo 26.02, 4.121 s), nvmb-026 (4.28 s) and nvmb64-018 (4.44 s), "
                 "all with the Llama 3 vocabulary 128256; this row differs in publisher (Google), software (NeMo 25.04, "
                 "NeMo 1.0 path), FP8 recipe (delayed scaling with fp8_params) and vocab (GPT2BPE padded to 50304). "
                 "Drop it if the lead wants no layout repeats. NOTE: the Job ID reads '...-gbs128-mbs1-...' (stale "
                 "name); the printed config says 'micro_batch_size: 2', as do the recipe file name and yaml."),
    "s47e-003": ("NOTE: the 16-GPU log carries stale names ('Job ID is qwen25-32b-32gpu-justin-tp6-1749766102-tghh', "
                 "run name 'llama3_1_405b'); the printed config ('num_nodes: 2', 'devices: 8', TP1 PP2 VP32) and the "
                 "values file ('gpus: 16') agree on 16 GPUs. File name says 'sptrue' but the printed config has "
                 "'sequence_parallel: false' (TP 1, so SP is moot)."),
    "s47e-004": ("File name says 'sptrue' but the printed config has 'sequence_parallel: false' (TP 1). TFLOP/s not "
                 "logged ('Failed to calculate TFLOPs per sec per GPU.' / 'TFLOPs per sec per GPU=-1.00')."),
    "s47e-005": ("File name says 'sptrue' but the printed config has 'sequence_parallel: false' (TP 1). TFLOP/s not "
                 "logged ('TFLOPs per sec per GPU=-1.00'). GPU count: the values file of this run at 6cff69e4 "
                 "(recipes/values-qwen2-5-32b-64gpu-...yaml) is a copy of the log, not a values file, so 64 comes "
                 "from the printed 'num_nodes: 8' x 'devices: 8' and the file name."),
    "s47e-006": ("CAUTION: the log's TFLOPs line carries a timestamp before the run ('[NeMo I 2025-06-12 23:01:14 "
                 "nemo_logging:393] TFLOPs per sec per GPU=1117.27' while the steps end at 2025-06-13 01:00:40), so "
                 "that value was left out of tflops_per_gpu (it agrees with the DERIVED model FLOPs within 1%). The "
                 "earlier version of this log (a7ca5559, 2025-06-12, same printed config) gave step 19 = "
                 "11.442062139511108 s; the row uses the replacement log (ca6f9196 'Update qwen2.5-7b nemo1.0 "
                 "recipes/logs', content identical at 6cff69e4)."),
    "s47e-007": ("The earlier version of this log (a7ca5559, 2025-06-12, same printed config) gave step 19 = "
                 "7.0484589576721195 s (25% slower); the row uses the replacement log (ca6f9196 'Update qwen2.5-7b "
                 "nemo1.0 recipes/logs', identical at 6cff69e4). Which run is representative is not stated; the "
                 "replacement is taken as the publisher's final word."),
    "s47e-008": ("SUPERSEDED IN THE REPO: this TP2 log was deleted in 31d2854b ('Update qwen-32b', 2025-06-12), which "
                 "replaced the TP2 recipes with TP1 ones (s47e-003..005); it remains a published measurement of a "
                 "different layout (TP2 PP2 VP32 with SP vs TP1 PP2 VP32: 27.48 s vs 24.35 s at 16 GPUs). TFLOP/s not "
                 "logged."),
    "s47e-009": ("SUPERSEDED IN THE REPO: deleted in 31d2854b ('Update qwen-32b'); replaced by the TP1 recipe "
                 "(s47e-004: 12.36 s). TFLOP/s not logged."),
    "s47e-010": ("SUPERSEDED IN THE REPO: deleted in 31d2854b ('Update qwen-32b'); replaced by the TP1 recipe "
                 "(s47e-005: 6.43 s). TFLOP/s not logged."),
}

for rid, commit, folder, logname, valname, label, prec, use_tfl in CUSTOM:
    path = f"training/a4/custom/{folder}/logs/{logname}"
    f = log_facts(commit, path)
    cfg = f["cfg"]
    tp = int(cfg["tensor_model_parallel_size"]); pp = int(cfg["pipeline_model_parallel_size"])
    cp = int(cfg["context_parallel_size"])
    vp_raw = cfg["virtual_pipeline_model_parallel_size"]; vp = 1 if vp_raw == "null" else int(vp_raw)
    nodes = int(cfg["num_nodes"]); dev = int(cfg["devices"]); gpus = nodes * dev
    gbs = int(cfg["global_batch_size"]); mbs = int(cfg["micro_batch_size"]); seq = int(cfg["encoder_seq_length"])
    L = int(cfg["num_layers"]); h = int(cfg["hidden_size"]); ffn = int(cfg["ffn_hidden_size"])
    heads = int(cfg["num_attention_heads"]); kv = int(cfg["num_query_groups"])
    sp = cfg["sequence_parallel"] == "true"
    assert cfg["activations_checkpoint_granularity"] == "null" and cfg["activations_checkpoint_method"] == "null"
    assert (cfg["fp8"] == "true") == (prec == "fp8")
    assert re.search(r"\n {8}data_impl: mock", f["log"])
    for needle in ("overlap_grad_sync: true", "overlap_param_sync: true", "grad_sync_dtype: bf16", "sync_cuda: true",
                   "buffer_size: 5", "name: distributed_fused_adam", "enable_cuda_graph in its cfg"):
        assert needle in f["log"], (rid, needle)
    assert f["b200"] > 0 and f["host"], rid
    assert cfg.get("name") in ("distributed_fused_adam",) or "distributed_fused_adam" in f["log"]
    if valname:
        vals = show(commit, f"training/a4/custom/{folder}/recipes/{valname}")
        gv = int(one(r"\n\s+gpus: ([0-9]+)", vals))
        assert gv == gpus, (rid, gv, gpus)
    if "override_vocab_size" in cfg:
        vocab = int(cfg["override_vocab_size"]); vocab_note = (
            f"vocab {vocab} from the printed 'override_vocab_size: {vocab}' (NeMo 1.0 megatron_gpt_model.py "
            "model_provider_func builds MCoreGPTModel with vocab_size=self.cfg.get('override_vocab_size', "
            "self.padded_vocab_size), so the embedding/LM head are 152064 wide although the mock run uses the GPT2BPE "
            f"tokenizer: log '{f['padded']}'; same reading as s46g-001)")
    else:
        vocab = int(one(r"Padded vocab_size: ([0-9]+)", f["padded"])); vocab_note = (
            f"vocab {vocab} PUBLISHED in the log: '{f['padded']}' (GPT2BPETokenizer, make_vocab_size_divisible_by 128 x TP)")
    dp = gpus // (tp * pp * cp); assert dp * tp * pp * cp == gpus
    ga = gbs // (mbs * dp); assert ga * mbs * dp == gbs
    assert abs(f["consumed"] - 20 * gbs) < 0.5, (rid, f["consumed"], gbs)
    step = f["step"]
    tps = gbs * seq / (step * gpus)
    fpt = megatron_model_flops_per_token(L, h, ffn, heads, kv, vocab, seq)
    tfl_derived = fpt * tps / 1e12
    tfl_pub = f["tfl"] if (use_tfl and f["tfl"] > 0) else None
    cross = (f"Cross-check DERIVED: Megatron model FLOPs/token (fwd+bwd, causal not halved) = {fpt/1e9:.1f} GFLOP x "
             f"{tps:.1f} tok/s/GPU = {tfl_derived:.1f} TFLOP/s/GPU")
    if f["tfl"] > 0:
        cross += f" vs the log's '{f['tfl_line'].split('] ')[1]}' (ratio {f['tfl']/tfl_derived:.3f})."
    else:
        cross += "; the log printed no TFLOP/s."
    fp8_q = ""
    if prec == "fp8":
        fp8_q = (" FP8: " + q(cfg, "fp8", "fp8_e4m3", "fp8_hybrid", "fp8_amax_history_len", "fp8_amax_compute_algo",
                              "fp8_params") + " with trainer 'precision: bf16' -> FP8 delayed scaling (hybrid), recorded fp8.")
    else:
        fp8_q = " Precision: " + q(cfg, "fp8") + " with trainer 'precision: bf16' -> bf16 (fp8_params is inert without fp8)."
    notes = (
        f"Verbatim (log {path} at {commit[:8]}): '{f['dll']}'; final line '{f['lst']}'; '{f['jobid']}'. "
        f"Printed resolved config: " + q(cfg, "num_nodes", "devices", "tensor_model_parallel_size",
                                          "pipeline_model_parallel_size", "virtual_pipeline_model_parallel_size",
                                          "context_parallel_size", "micro_batch_size", "global_batch_size",
                                          "encoder_seq_length", "num_layers", "hidden_size", "ffn_hidden_size",
                                          "num_attention_heads", "num_query_groups", "kv_channels", "activation",
                                          "bias", "share_embeddings_and_output_weights", "sequence_parallel",
                                          "activations_checkpoint_granularity", "activations_checkpoint_method",
                                          "ub_tp_comm_overlap", "defer_embedding_wgrad_compute") + ", 'data_impl: mock'"
        + ", optimizer 'name: distributed_fused_adam' with 'overlap_grad_sync: true', 'overlap_param_sync: true', "
          "'grad_sync_dtype: bf16' -> zero_stage 1 (project convention for NeMo distributed optimizers, as s46e-004)."
        + fp8_q
        + f" The log shows B200 nodes (nvidia-smi 'NVIDIA B200' lines; pod hostnames '...a4-highgpu-8g...')."
        + (f" values file recipes/{valname}: 'gpus: {gpus}'." if valname else "")
        + f" DERIVED: num_gpus = {nodes} x {dev} = {gpus}; dp = {gpus}/({tp}x{pp}x{cp}) = {dp}; grad accumulation = "
          f"{gbs}/({mbs}x{dp}) = {ga}; consumed_samples {f['consumed']:.0f} at step 19 = 20 x {gbs} (batch check); "
          f"tokens_per_s_per_gpu = {gbs} x {seq} / ({step:.4f} x {gpus}) = {tps:.1f}. "
        + f"step_time_s = DLLogger 'train_step_timing in s' at step 19, NeMo's running mean over the last 5 steps "
          "(recipe exp_manager step_timing_kwargs 'sync_cuda: true', 'buffer_size: 5'); the first 5 steps are warm-up. "
        + vocab_note + ". head_dim 128 = hidden/heads (kv_channels null). Shape: read from the printed config "
          "(NeMo 1.0 does not load the HF config.json here)"
        + (", which matches Qwen2.5's published shape except the QKV bias ('bias: false') and the synthetic batch"
           if "Qwen" in label else ", the Llama 3 shape except the vocabulary")
        + ". recompute none (activations_checkpoint_* null). cuda_graphs blank: the log only warns 'The model: "
          "MegatronGPTModel() does not have field.name: enable_cuda_graph in its cfg' (key absent; not stated on or off), as "
          "s46g-001. inter_network empty (A4 RoCE/gIB, B200 default). " + cross + " " + EXTRA[rid]
        + " Publisher Google Cloud (AI Hypercomputer gpu-recipes), stack NVIDIA NeMo/Megatron-Core."
    )
    src = (f"Google Cloud AI Hypercomputer gpu-recipes, AI-Hypercomputer/gpu-recipes@{commit} "
           f"training/a4/custom/{folder}/logs/{logname} (full training log) with the config it prints"
           + (f" and training/a4/custom/{folder}/recipes/{valname} (gpus)" if valname else "")
           + f"; docker/Dockerfile 'FROM nvcr.io/nvidia/nemo:25.04'")
    if commit == C_OLD32:
        src += " (folder added 779bb30b, 2025-06-06; these TP2 logs deleted in 31d2854b, 2025-06-12)"
    else:
        src += (" (folder commits: llama3-70b 8d928f16 2025-06-11, llama3-8b 1b8db9dc 2025-06-12, qwen2-5-32b "
                "31d2854b 2025-06-12, qwen2-5-7b ca6f9196 2025-06-12; all unchanged at 6cff69e4 and absent at HEAD 2e1fd5ef)")
    conf = "medium-high (Google-published raw training log + the exact config the log prints; 20 steps, 15 steady)"
    if rid in ("s47e-008", "s47e-009", "s47e-010"):
        conf = "medium (raw log + printed config, but the publisher deleted these TP2 recipes/logs a week later in favour of TP1)"
    if rid == "s47e-002":
        conf = "medium-high for the value; near-duplicate layout (see notes)"
    if rid == "s47e-006":
        conf = "medium-high (raw log + printed config; the log's TFLOPs line has an out-of-order timestamp)"
    row = dict.fromkeys(header, "")
    row.update({
        "row_id": rid, "source": src,
        "table": "training log, DLLogger step-19 entry 'train_step_timing in s' and final 'train_step_timing in s: [...]' line",
        "model": label, "arch": "dense", "layers": L, "hidden": h, "ffn_hidden": ffn, "ffn_gated": "true",
        "heads": heads, "kv_heads": kv, "seq_len": seq, "vocab": vocab, "global_batch_seqs": gbs, "micro_batch": mbs,
        "tp": tp, "pp": pp, "dp": dp, "cp": cp, "ep": 1, "vp": vp, "sequence_parallel": str(sp).lower(),
        "zero_stage": 1, "num_gpus": gpus, "accelerator": "b200", "precision": prec, "recompute": "none",
        "framework": COMMON_FW + f"; {nodes} node(s)",
        "step_time_s": f"{step:.4f}", "tokens_per_s_per_gpu": f"{tps:.1f}",
        "tflops_per_gpu": f"{tfl_pub:.2f}" if tfl_pub else "", "tflops_basis": "model" if tfl_pub else "",
        "measured_or_derived": ("step_time_s PUBLISHED (DLLogger step 19, 5-step running mean, sync_cuda); "
                                + ("tflops_per_gpu PUBLISHED (NeMo FLOPs callback, model basis per the DERIVED cross-check); " if tfl_pub else "")
                                + "tokens_per_s_per_gpu, dp, num_gpus DERIVED (arithmetic in notes)"),
        "confidence": conf, "notes": notes, "head_dim": 128, "activation_offload": "false",
        "cuda_graphs": "", "target_file": "google_gpu_recipes.csv",
    })
    rows.append(row)

# ---- s47e-011: Llama 3.1 405B NeMo README example on 224 B200 (A4) ----
readme_path = "training/a4/llama3-1-405b/nemo-pretraining-gke/README.md"
cfg_path = "src/frameworks/a4/nemo-configs/llama3-1-405b-224gpus-a4-fp8.yaml"
rd = show(C_405, readme_path)
cf = show(C_405, cfg_path)
def ycfg(key):
    return one(rf"\n\s+{key}: ([^\n#]*)", cf).strip()
step405 = float(one(r'"train_step_timing in s": ([0-9.]+)', rd))
cons405 = float(one(r'"consumed_samples": ([0-9.]+)', rd))
st405 = int(one(r'"step": ([0-9]+)', rd))
dt405 = one(r'"datetime": "([^"]+)"', rd)
gbs = int(ycfg("global_batch_size")); mbs = int(ycfg("micro_batch_size"))
tp, pp, vp, cp = (int(ycfg(k)) for k in ("tensor_model_parallel_size", "pipeline_model_parallel_size",
                                         "virtual_pipeline_model_parallel_size", "context_parallel_size"))
L, h, ffn, heads, kv, seq = (int(ycfg(k)) for k in ("num_layers", "hidden_size", "ffn_hidden_size",
                                                    "num_attention_heads", "num_query_groups", "encoder_seq_length"))
assert "A4 node pool (28 nodes, 224 GPUs)" in rd and "The default job setting is 15 training steps and fp8 precision" in rd
assert "--batch_size 2016" in rd and "--num_accelerators 224" in rd and "--precision fp8" in rd and "--accelerator_type b200" in rd
assert ycfg("fp8") == "true" and ycfg("activations_checkpoint_granularity") == "null" and ycfg("sequence_parallel") == "true"
assert ycfg("data_impl") == "mock" and "override_vocab_size" not in cf
gpus = 224
dp = gpus // (tp * pp * cp); assert dp * tp * pp * cp == gpus
ga = gbs // (mbs * dp); assert ga * mbs * dp == gbs
assert abs(cons405 - (st405 + 1) * gbs) < 0.5
vocab = 50688  # 50257 padded to a multiple of 128 x TP4 = 512
assert vocab % (128 * tp) == 0 and vocab - 50257 < 128 * tp
tps = gbs * seq / (step405 * gpus)
fpt = megatron_model_flops_per_token(L, h, ffn, heads, kv, vocab, seq)
row = dict.fromkeys(header, "")
row.update({
    "row_id": "s47e-011",
    "source": (f"Google Cloud AI Hypercomputer gpu-recipes, AI-Hypercomputer/gpu-recipes@{C_405} (2025-03-20, a4high->a4 "
               f"rename) {readme_path}, first published as training/a4high/llama-3.1-405b/nemo-pretraining-gke/README.md in "
               "6d85af425502a8f9496124955f03ec859b4d662d (2025-03-18); the DLLogger example is unchanged through 534ed019 "
               "(2025-05-22) and aaa8a4a8 (2026-01-02) and removed in e68a087c (2026-02-24, NeMo 2 recipes); config "
               f"{cfg_path} at {C_405[:8]} (identical to the a4high config at 6d85af42 except the run name)"),
    "table": "README section 'Analyze results', 'Here is an example of an entry in the DLLogger log' (step 12) for the default 28-node (224 GPU) fp8 recipe",
    "model": "Llama 3.1 405B (NeMo 1.0 megatron_llama, mock data, GPT2BPE tokenizer)", "arch": "dense",
    "layers": L, "hidden": h, "ffn_hidden": ffn, "ffn_gated": "true", "heads": heads, "kv_heads": kv, "seq_len": seq,
    "vocab": vocab, "global_batch_seqs": gbs, "micro_batch": mbs, "tp": tp, "pp": pp, "dp": dp, "cp": cp, "ep": 1,
    "vp": vp, "sequence_parallel": "true", "zero_stage": 1, "num_gpus": gpus, "accelerator": "b200",
    "precision": "fp8", "recompute": "none",
    "framework": ("NeMo 25.02 (NeMo 1.0 megatron_gpt_pretraining, Megatron-Core, Transformer Engine FP8 delayed scaling, "
                  "TP comm overlap), container us-central1-docker.pkg.dev/deeplearning-images/reproducibility/"
                  "pytorch-gpu-nemo-nccl:nemo25.02-gib1.0.5-A4; GKE, 28 x a4-highgpu-8g (8 x B200 each)"),
    "step_time_s": f"{step405:.4f}", "tokens_per_s_per_gpu": f"{tps:.1f}",
    "measured_or_derived": (f"step_time_s PUBLISHED (one DLLogger entry, step {st405}); tokens_per_s_per_gpu, dp, GA and "
                            "vocab DERIVED; GPU count and precision from the README's stated default and processing command"),
    "confidence": ("medium: layout/batch fully in the published config; 224 GPUs and fp8 are the README default; a single "
                   "example entry (step 12 of 15, NeMo's 5-step running mean); the README was later removed"),
    "notes": (
        f"Verbatim (README at {C_405[:8]}): '\"datetime\": \"{dt405}\"', '\"step\": {st405}', '\"consumed_samples\": "
        f"{cons405}', '\"train_step_timing in s\": {step405}'. README: 'A cluster with 28 ... a4-highgpu-8g ... machines', "
        "'NVIDIA NeMo NGC container image ... 25.02', 'Uses a mock pretraining dataset provided by the NeMo framework. "
        "By default, the job is configured to execute 15 training steps', 'An A4 node pool (28 nodes, 224 GPUs)', 'The "
        "default job setting is 15 training steps and fp8 precision'; processing command '--batch_size 2016 ... "
        "--num_accelerators 224 ... --precision fp8 ... --model_type llama3.1-405b ... --accelerator_type b200'. "
        f"CONFIG ({cfg_path}, published): 'micro_batch_size: {mbs}', 'global_batch_size: {gbs}', "
        f"'tensor_model_parallel_size: {tp}', 'pipeline_model_parallel_size: {pp}', "
        f"'virtual_pipeline_model_parallel_size: {vp}', 'context_parallel_size: {cp}', 'encoder_seq_length: {seq}', "
        f"'num_layers: {L}', 'hidden_size: {h}', 'ffn_hidden_size: {ffn}', 'num_attention_heads: {heads}', "
        f"'num_query_groups: {kv}', 'activation: fast-swiglu', 'share_embeddings_and_output_weights: false', "
        "'type: GPT2BPETokenizer', 'make_vocab_size_divisible_by: 128', 'activations_checkpoint_granularity: null', "
        "'sequence_parallel: true', 'defer_embedding_wgrad_compute: true', 'fp8: true', 'fp8_e4m3: false', "
        "'fp8_hybrid: true', 'fp8_amax_history_len: 1024', 'fp8_amax_compute_algo: max', 'ub_tp_comm_overlap: true', "
        "optimizer 'name: distributed_fused_adam' with 'overlap_grad_sync: true', 'overlap_param_sync: true' -> "
        "zero_stage 1 (as s46e-004), 'data_impl: mock'; trainer 'precision: bf16' + fp8 -> FP8 delayed scaling, recorded fp8. "
        f"DERIVED: dp = 224/({tp}x{pp}x{cp}) = {dp}; grad accumulation = {gbs}/({mbs}x{dp}) = {ga}; batch check "
        f"consumed_samples {cons405:.0f} = ({st405}+1) x {gbs}; tokens_per_s_per_gpu = {gbs} x {seq} / ({step405:.4f} x 224) "
        f"= {tps:.1f}; {L} layers / (PP {pp} x VP {vp}) = 1 layer per virtual stage. VOCAB DERIVED: GPT2BPE 50257 padded to "
        f"a multiple of 128 x TP {tp} = 512 -> 50688 (no override_vocab_size in the config; same rule as s46e-004/pv66-002). "
        f"head_dim 128. Shape = Llama 3.1 405B except the vocabulary. Cross-check DERIVED: Megatron model FLOPs/token = "
        f"{fpt/1e9:.0f} GFLOP x {tps:.1f} = {fpt*tps/1e12:.0f} TFLOP/s/GPU (= {100*fpt*tps/1e12/4500:.1f}% of the b200 peak_fp8_tflops 4500 in data/accelerators.csv; "
        "no TFLOP/s published). recompute none. cuda_graphs blank: neither README nor config mentions CUDA graphs. "
        "inter_network empty (A4 RoCE). Not in data/: s46e (collections/2026-12-06-session46-dense-gpu-recipes-helper-report.md) "
        "saw the a4 405B NeMo entry and left it out only as outside its 7-70B brief; no row holds 118.19 s or GBS 2016. "
        "Near layouts held: val-mlperf-009/010 and tog_b200_l405_* (TP4 PP8 VP8 CP2, Llama 3 vocab), nvmb-028 (128 B200)."
    ),
    "head_dim": 128, "activation_offload": "false", "cuda_graphs": "", "target_file": "google_gpu_recipes.csv",
})
rows.append(row)

with open(OUT, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=header)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print(f"wrote {len(rows)} rows to {OUT}")
for r in rows:
    print(r["row_id"], r["model"][:30], r["num_gpus"], r["tp"], r["pp"], r["vp"], r["cp"], r["dp"], r["global_batch_seqs"],
          r["micro_batch"], r["seq_len"], r["vocab"], r["precision"], r["step_time_s"], r["tokens_per_s_per_gpu"], r["tflops_per_gpu"])
