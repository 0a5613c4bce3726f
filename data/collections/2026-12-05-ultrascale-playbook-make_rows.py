"""Build rows.csv (h64f-*) from points.csv, the transcription of the Ultra-Scale Playbook's
interactive benchmark figure (vinjn/nanotron-ultrascale-playbook @ 924e4d0b88e065a9a5198d75b113da1cf3bd4473,
fragments/benchmarks_interactive.html; points.csv written by extract_points.py, nothing computed there).

Only arithmetic here: parameter counts, FLOPs per token, unit conversions. Every derivation is commented.
Also writes existing_match.csv (the 26 val-nt rows beside the figure's published tok/s/GPU for the same
configuration) and declined.csv (numeric points not turned into rows, with the reason).
"""
import csv, collections, statistics

HEADER_SRC = "/work/main/data/measurements/huggingface_nanotron.csv"   # header + the 26 rows not to duplicate
PB = "vinjn/nanotron-ultrascale-playbook@924e4d0b88e065a9a5198d75b113da1cf3bd4473"
NT = "huggingface/nanotron@e24d2483a4e508e1298ed91b5f5abffa473dc647"   # branch nouamanetazi/ultrascale-playbook
SEQ = 4096          # scaling_benchmarks.py SEQUENCE_LENGTHS = [4096]; playbook index.md:1248 "sequence length of 4,096"
VOCAB = 131072      # scaling_benchmarks.py VOCAB_SIZES = [131072]
PEAK = 989.5        # TFLOP/s dense BF16 H100 SXM (ASSUMED, only used to check the published MFU's basis)

# Model shapes: NT scripts/scaling_benchmarks.py model_configs (layers, hidden, heads, intermediate);
# kv heads = heads (NUM_KEY_VALUE_HEADS = None); tied embeddings iff intermediate < 10_000 (create_config).
# The figure's column titles "1B/3B/8B/80B" are tied to these shapes because the 26 heatmap cells of
# nanotron docs/benchmark_summary.svg (labelled 1.34/3.57/8.86/80.0B) reappear here with the same MFU
# (checked below, existing_match.csv).
SHAPES = {"1B": (16, 2048, 32, 8192), "3B": (28, 3072, 32, 8192),
          "8B": (32, 4096, 32, 14336), "80B": (80, 8192, 64, 28672)}


def n_params(L, h, nh, ffn):
    # estimate_num_params (scaling_benchmarks.py): V*h (tied) or 2*V*h, + L*(3*h*ffn + 4*h*h) (MHA)
    tied = ffn < 10_000
    return (1 if tied else 2) * VOCAB * h + L * (3 * h * ffn + 4 * h * h)


def flops_per_token(L, h, nh, ffn):
    # nanotron get_flops (models/llama.py at NT, per token, batch_size=1 / seq): 3 x forward of
    # qkv 2*L*h*(3h) + qk 2*L*nh*hd*s + v 2*L*nh*hd*s + attn-out 2*L*h*h + ffn 4*L*h*ffn + 2*L*ffn*h + lm head 2*h*V
    hd = h // nh
    fwd = (2 * L * h * 3 * nh * hd + 4 * L * nh * hd * SEQ + 2 * L * nh * hd * h
           + 6 * L * h * ffn + 2 * h * VOCAB)
    return 3 * fwd


ref = list(csv.DictReader(open(HEADER_SRC)))
HEADER = list(ref[0].keys())
LABEL_OF = {"1.34B": "1B", "3.57B": "3B", "8.86B": "8B", "80.0B": "80B"}


def key(model, nodes, dp, tp, pp, mbs, gas, z):
    return (model, int(nodes), int(dp), int(tp), int(pp), int(mbs), int(gas), int(z))


existing = {}
for r in ref:
    lab = LABEL_OF[r["model"].split()[2]]
    gas = int(r["global_batch_seqs"]) // (int(r["dp"]) * int(r["micro_batch"]))
    existing[key(lab, int(r["num_gpus"]) // 8, r["dp"], r["tp"], r["pp"], r["micro_batch"], gas, r["zero_stage"])] = r

P = list(csv.DictReader(open("points.csv")))
num = [p for p in P if p["MFU"] != "nan"]
kf = lambda p: key(p["model_label"], p["Nodes"], p["DP"], p["TP"], p["PP"], p["MBS"], p["GradAcc"], p["ZeRO"])
count = collections.Counter(kf(p) for p in num)

# Basis of the published MFU: implied peak = tok/s/GPU * get_flops per token / MFU. Median per (model, PP>1)
# group, used only to flag outliers (DERIVED check; see report: 1B/3B with PP>1 give ~848/~903, i.e. the
# published MFU counts the tied embedding twice; 8B ~935, 80B ~977: an MFU formula 6N + 12*L*h*s).
def implied_peak(p):
    return float(p["tok_per_s_per_gpu"]) * flops_per_token(*SHAPES[p["model_label"]]) / (float(p["MFU"]) / 100) / 1e12

groups = collections.defaultdict(list)
for p in num:
    if float(p["MFU"]) >= 2:
        groups[(p["model_label"], p["PP"] != "1")].append(implied_peak(p))
gmed = {g: statistics.median(v) for g, v in groups.items()}

rows, declined, matches = [], [], []
for p in num:
    k = kf(p)
    dp, tp, pp, mbs, gas, gbs = (int(p[x]) for x in ("DP", "TP", "PP", "MBS", "GradAcc", "GBS"))
    nodes = int(p["Nodes"]); gpus = nodes * 8
    tps_gpu = float(p["tok_per_s_per_gpu"]); tps = float(p["tok_per_s"])
    if k in existing:                      # one of the 26 heatmap cells: report, not a row
        e = existing[k]
        matches.append({"row_id": e["row_id"], "model": p["model_label"], "nodes": nodes, "dp": dp, "tp": tp,
                        "pp": pp, "mbs": mbs, "gas": gas, "zero": p["ZeRO"], "mfu_heatmap": e["mfu_pct"],
                        "mfu_interactive": p["MFU"], "tok_s_gpu_row_derived": e["tokens_per_s_per_gpu"],
                        "tok_s_gpu_published": p["tok_per_s_per_gpu"],
                        # published step time: GBS*seq / published total tok/s (DERIVED)
                        "step_s_from_published": round(gbs * SEQ / tps, 4), "step_s_row": e["step_time_s"],
                        "ratio_row_over_published": round(float(e["tokens_per_s_per_gpu"]) / tps_gpu, 3),
                        "mem_heatmap": e["peak_memory_gib"], "mem_interactive": p["GPU_memory"],
                        "repeats_in_figure": count[k]})
        continue
    why = None
    if gbs != dp * mbs * gas:
        why = f"GBS label {gbs} contradicts DP*MBS*GAS = {dp*mbs*gas}: batch of the run unknown"
    elif count[k] > 1:
        why = f"configuration appears {count[k]} times with different results (repeat runs, code version not stated)"
    elif p["plotted_as"] != "circle":
        why = "numeric hover text that the figure does not plot as a successful run (beyond the circle trace's points)"
    elif dp * tp * pp != gpus:
        why = "dp*tp*pp != nodes*8"
    if why:
        declined.append({**p, "reason": why}); continue
    L, h, nh, ffn = SHAPES[p["model_label"]]
    N = n_params(L, h, nh, ffn)
    # step time DERIVED: global batch (seqs) x 4096 tokens / published tok/s of the whole job
    step = gbs * SEQ / tps
    mfu = float(p["MFU"])
    dev = implied_peak(p) / gmed[(p["model_label"], pp > 1)] - 1 if mfu >= 2 else None
    conf = "medium"
    why_conf = ("tok/s/GPU and config are the figure's own hover text (exact numbers); one timed iteration per "
                "run (nanotron NANOTRON_BENCHMARK mode times iteration 3), nanotron commit of each run not recorded")
    if mfu < 5:
        conf = "low"; why_conf += "; MFU < 5%: a communication-bound outlier, one iteration, likely noisy"
    elif dev is not None and abs(dev) > 0.05:
        conf = "low"; why_conf += f"; its MFU/tok-s ratio is {dev:+.0%} off its group's (the two published numbers disagree)"
    fw = "nanotron v0.5 (1F1B, TP mode REDUCE_SCATTER)" if pp > 1 else "nanotron v0.5 (no PP, TP mode REDUCE_SCATTER)"
    r = {c: "" for c in HEADER}
    r.update({
        "source": (f"Ultra-Scale Playbook (Hugging Face, nanotron) interactive benchmark figure: {PB} "
                   "fragments/benchmarks_interactive.html (Plotly hover text; subplot titles 1B/3B/8B/80B x rows "
                   "1-64 nodes; section 'Benchmarking thousands of configurations', index.md:1236-1258); shapes "
                   f"from {NT} scripts/scaling_benchmarks.py"),
        "table": (f"interactive point: {p['model_label']} subplot ({p['subplot']}), text #{p['text_index']}: Nodes {nodes}, "
                  f"MBS {mbs}, GradAcc {gas}, GBS {gbs}, DP {dp}, PP {pp}, TP {tp}, ZeRO {p['ZeRO']}; MFU {p['MFU']}%, "
                  f"tok/s/gpu {p['tok_per_s_per_gpu']}, tok/s {p['tok_per_s']}, GPU memory {p['GPU_memory']} GB"),
        "model": f"nanotron Llama-style {N/1e9:.2f}B benchmark model (figure label {p['model_label']})",
        "arch": "dense", "layers": L, "hidden": h, "ffn_hidden": ffn, "ffn_gated": "true", "heads": nh,
        "kv_heads": nh, "seq_len": SEQ, "vocab": VOCAB, "global_batch_seqs": gbs, "micro_batch": mbs,
        "tp": tp, "pp": pp, "dp": dp, "cp": 1, "ep": 1, "vp": 1,
        "sequence_parallel": "true" if tp > 1 else "false",    # tp_mode REDUCE_SCATTER = sequence parallel
        "zero_stage": int(p["ZeRO"]), "num_gpus": gpus, "accelerator": "h100-sxm5-80gb", "precision": "bf16",
        "recompute": "none", "framework": fw,
        "step_time_s": f"{step:.5g}", "tokens_per_s_per_gpu": f"{tps_gpu:g}", "tflops_basis": "model",
        "mfu_pct": f"{mfu:g}",
        "measured_or_derived": ("measured tok/s/GPU, tok/s and MFU (figure hover text, published); step time DERIVED = "
                                "GBS x 4096 / published tok/s; MFU as published (its FLOP basis: see notes)"),
        "confidence": f"{conf}: {why_conf}",
        "notes": (f"shape: {NT} scripts/scaling_benchmarks.py model_configs['{p['model_label']}'] = ({L}, {h}, {nh}, {ffn}), "
                  f"vocab {VOCAB}, seq {SEQ}, MHA (NUM_KEY_VALUE_HEADS None), "
                  f"{'tied' if ffn < 10_000 else 'untied'} embeddings (intermediate < 10000 rule), SwiGLU, "
                  f"{N/1e9:.3f}B params (estimate_num_params, DERIVED); GBS = DP x MBS x GAS = {gbs} seqs (~1M tokens, "
                  "index.md:1248); 8 H100 per node (hopper-prod, index.md:1242 '1-64 nodes of 8xH100s'); "
                  "accumulate_grad_in_fp32 True, AdamW fused (examples/config_tiny_llama_bench.yaml at 67c5ebb6, "
                  "ASSUMED unchanged); recompute not set in the bench config (nanotron default off); "
                  "pp_engine 1f1b; tp_linear_async_communication True. Published MFU is not get_flops/989.5 for "
                  "PP>1 with tied embeddings (1B/3B: ~16.7%/~9.6% higher; 8B ~5.8%, 80B ~1.3% higher than "
                  "get_flops x tok/s / 989.5): tok/s/GPU is the primary number. Memory 'GPU memory ... GB' from "
                  "nanotron's torch.cuda.max_memory_* / 1024**3 (GiB), which of allocated/reserved not said."),
        "peak_memory_gib": p["GPU_memory"], "memory_measure": "unspecified",
    })
    rows.append(r)

order = {"1B": 0, "3B": 1, "8B": 2, "80B": 3}
rows.sort(key=lambda r: (order[r["model"].split("label ")[1].rstrip(")")], r["num_gpus"], -float(r["tokens_per_s_per_gpu"])))
for i, r in enumerate(rows, 1):
    r["row_id"] = f"h64f-{i:04d}"
with open("rows.csv", "w", newline="") as fo:
    w = csv.DictWriter(fo, fieldnames=HEADER); w.writeheader(); w.writerows(rows)
with open("existing_match.csv", "w", newline="") as fo:
    w = csv.DictWriter(fo, fieldnames=list(matches[0])); w.writeheader()
    w.writerows(sorted(matches, key=lambda m: m["row_id"]))
with open("declined.csv", "w", newline="") as fo:
    w = csv.DictWriter(fo, fieldnames=list(declined[0])); w.writeheader(); w.writerows(declined)
print(len(rows), "rows;", len(matches), "matches of the 26;", len(declined), "declined;",
      collections.Counter(r["confidence"].split(":")[0] for r in rows))
print({g: round(v, 1) for g, v in gmed.items()})
