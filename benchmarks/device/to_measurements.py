"""Raw device results (benchmarks/device/results/<run>/call*/steps.csv) -> data rows.

Writes one step-time table per lent accelerator (``data/measurements/lifecycle_device_h200.csv``,
``..._h100.csv``; the schema of every measurement table) and ``data/power_measurements.csv``
(board power over each timed window, the GPU's idle power and the two ceilings). Every
number is copied from the raw CSVs; the derived columns say how they were computed.
Run from the repository root: ``python3 benchmarks/device/to_measurements.py``.
"""

from __future__ import annotations

import csv
import glob
import os

import to_measurements_hf as hf


def _source(gpu: str, when: str, run: str) -> str:
    return (f"lifecycle developers, own measurement on a lent {gpu} (one GPU, 700 W power limit, driver "
            f"580.159.04, PyTorch 2.11.0+cu130, {when}), benchmarks/device/train_step.py as committed with "
            f"these results (raw CSVs and logs under {run})")


H200B = "benchmarks/device/results/h200-2026-11-27"  # sets 10, 7 and 11 and hf_step.py on an H200
RUNS = {
    "h200": {"run": "benchmarks/device/results/h200-2026-11-26", "acc": "h200-sxm-141gb",
             "gpu": "NVIDIA H200 SXM", "when": "2026-11-26",
             # rows of a call that reran a configuration alone: (call, row name) -> the first run
             "reruns": {("call5", "moe-d12-h1024-e64k8-b8"): "253.7 ms",
                        ("call5", "moe-d12-h1024-e8k2-b8"): "192.1 ms"}},
    "h100": {"run": "benchmarks/device/results/h100-2026-11-26", "acc": "h100-sxm5-80gb",
             "gpu": "NVIDIA H100 SXM5 80 GB HBM3", "when": "2026-11-26 (a later session)"},
    "h100fp8": {"run": "benchmarks/device/results/h100-fp8-2026-11-26", "acc": "h100-sxm5-80gb",
                "gpu": "NVIDIA H100 SXM5 80 GB HBM3", "when": "2026-11-26 (a third session)"},
    "h100moe": {"run": "benchmarks/device/results/h100-moe-2026-11-26", "acc": "h100-sxm5-80gb",
                "gpu": "NVIDIA H100 SXM5 80 GB HBM3", "when": "2026-11-26 (a fourth session)"},
    "h200b": {"run": H200B, "acc": "h200-sxm-141gb", "gpu": "NVIDIA H200 SXM", "when": "2026-11-27"},
}
for _r in RUNS.values():
    _r["source"] = _source(_r["gpu"], _r["when"], _r["run"])
# the fifth H100 session ran train_step.py's decoder from hf_step.py, beside the library's models
RUNS["h100hf"] = {"run": hf.RUN, "acc": hf.ACC, "source": hf.SOURCE}
RUNS["h200hf"] = {"run": H200B, "acc": "h200-sxm-141gb", "source": hf.source("NVIDIA H200 SXM", "2026-11-27", H200B)}
STEP_COLS = ("row_id,source,table,model,arch,layers,hidden,ffn_hidden,ffn_gated,heads,kv_heads,seq_len,vocab,"
             "num_experts,experts_per_token,global_batch_seqs,micro_batch,tp,pp,dp,cp,ep,vp,sequence_parallel,"
             "zero_stage,num_gpus,accelerator,precision,recompute,framework,step_time_s,tokens_per_s_per_gpu,"
             "tflops_per_gpu,tflops_basis,mfu_pct,measured_or_derived,confidence,notes,head_dim,moe_ffn_hidden,"
             "shared_experts,first_dense_layers,activation_offload,q_lora_rank,kv_lora_rank,qk_rope_head_dim,"
             "v_head_dim,etp,moe_force_balance,moe_dispatcher,inter_network,fsdp_shard").split(",")
POWER_COLS = ["row_id", "source", "accelerator", "power_limit_w", "workload", "step_row_id", "window_s",
              "board_power_w", "sampled_power_w", "idle_power_w", "sm_clock_median_mhz", "temp_max_degc",
              "activity_share", "value", "value_unit", "notes"]

SETUP = ("Setup (train_step.py): Llama-style decoder in plain PyTorch: RMSNorm, rotary embeddings, fused QKV "
         "projection, scaled_dot_product_attention (causal; FlashAttention kernels), SwiGLU MLP (ffn_hidden = "
         "width of each of the two up projections) or top-k softmax MoE through torch._grouped_mm (tokens sorted "
         "by expert, no capacity limit, no forced balance, no shared expert), untied embedding and head, "
         "cross-entropy over the full vocabulary; one step = forward + backward under bf16 autocast over fp32 "
         "parameters (fp32 master weights, no ZeRO), clip_grad_norm_ and fused AdamW; uniformly random token "
         "ids; no data loader, no communication (one GPU). ")
FP8 = ("FP8 (benchmarks/device/fp8.py): every linear layer inside the blocks (QKV, attention output, MLP up "
       "and down) casts its input and weight to E4M3 and, in the backward, the output gradient to E5M2, with "
       "one dynamic scale per tensor (448 or 57344 / amax); the three GEMMs run through torch._scaled_mm with "
       "BF16 output (the tensor-wise recipe of torchao float8 and Transformer Engine current scaling, written "
       "out because neither is on the image); embedding, head, attention core, norms and optimizer unchanged. ")
SPLIT = ("Projections as torchtitan lays them out: separate Q, K, V (not one fused QKV) and the MLP as "
         "w2(silu(w1 x) * w3 x) (not one fused up-projection). ")
OP_SAC = ("Per-op selective checkpointing (train_step.op_sac_context, torchtitan's policy at cfb93265): "
          "torch.utils.checkpoint of each block with a policy that saves every aten.mm and SDPA output "
          "except every second mm of the block (here wk, the output projection and w3 are re-run) and "
          "re-runs every other op. ")
# the harness's recompute names -> the measurement tables' (dataschema)
RECOMPUTE = {"none": "none", "full": "full", "op": "selective_op"}


def _framework(r) -> str:
    base = "PyTorch 2.11 {} (lifecycle benchmarks/device/train_step.py: plain nn.Module decoder, SDPA flash attention, fused AdamW)"
    fp8 = ", FP8 linear layers via torch._scaled_mm" if r.get("precision") == "fp8" else ""
    return base.format(("torch.compile of each block (Inductor)" if r["compile"] == "True" else "eager") + fp8)


def step_rows(rows, tag):
    RUN, ACC, SOURCE = RUNS[tag]["run"], RUNS[tag]["acc"], RUNS[tag]["source"]
    out = []
    for r in rows:
        if r.get("error") or r.get("_power_only"):
            continue
        moe = int(r["num_experts"]) > 0
        tok = int(r["tokens_per_step"])
        step = float(r["step_time_s_median"])
        if r.get("_printed"):
            spread = ("Timed about 6 s of consecutive steps after 4 untimed ones; step_time_s = median as "
                      "printed by the harness (the per-step spread file did not come back: the device tool "
                      "returns at most 8 files). ")
        else:
            spread = (f"Timed {r['steps_timed']} consecutive steps after 4 untimed ones (3 warm-up, 1 to size "
                      f"the window); step_time_s = median, mean {float(r['step_time_s_mean']):.4f} s, p10 "
                      f"{float(r['step_time_s_p10']):.4f} s, p90 {float(r['step_time_s_p90']):.4f} s. ")
        first = RUNS[tag].get("reruns", {}).get((r["_call"].split("/")[0], r["name"]))
        if first:
            spread += ("Run alone in a fresh process (call 5); the same configuration run after the dense "
                       f"ones in one process (call 1) took {first} (cause not established; that row is "
                       "left out). ")
        if moe and r["compile"] == "True" and tag in ("h200", "h100"):
            spread += DYNAMO_FALLBACK
        if r.get("split_proj") == "True":
            spread += SPLIT + (OP_SAC if r.get("recompute") == "op" else "")
        note = (SETUP + (FP8 if r.get("precision") == "fp8" else "") + spread + f"Parameters "
                f"{int(r['params']):,} (embedding and head included); peak allocated memory "
                f"{float(r['peak_mem_gib']):.1f} GiB. DERIVED: tokens_per_s_per_gpu = micro_batch x seq_len / "
                f"step_time_s = {tok} / {step:.4f}.")
        if moe:
            note += (f" MoE: {r['num_experts']} experts top-{r['experts_per_token']}, every layer MoE; grouped GEMM "
                     f"used: {r['moe_grouped_mm']}; measured busiest-expert load / mean load over the timed steps "
                     f"and layers: {r['moe_load_imbalance_mean'][:5] or 'not returned'}.")
        out.append({
            "row_id": f"lcdev-{tag}-" + r["name"], "source": SOURCE,
            "table": (f"{RUN}/{r['_call']}" + ("" if r.get("_printed") else f"/steps.csv, row {r['name']}")),
            "model": f"Llama-style {'MoE' if moe else 'dense'} decoder, {int(r['params']) / 1e9:.2f}B parameters",
            "arch": "moe" if moe else "dense", "layers": r["layers"], "hidden": r["hidden"],
            "ffn_hidden": r["moe_ffn_hidden"] if moe else r["ffn_hidden"], "ffn_gated": "true",
            "heads": r["heads"], "kv_heads": r["kv_heads"], "seq_len": r["seq_len"], "vocab": r["vocab"],
            "num_experts": r["num_experts"] if moe else "", "experts_per_token": r["experts_per_token"] if moe else "",
            "global_batch_seqs": r["micro_batch"], "micro_batch": r["micro_batch"], "tp": 1, "pp": 1, "dp": 1,
            "cp": 1, "ep": 1, "vp": 1, "sequence_parallel": "false", "zero_stage": 0, "num_gpus": 1,
            "accelerator": ACC, "precision": r.get("precision") or "bf16", "recompute": RECOMPUTE.get(r.get("recompute") or "none", r.get("recompute")),
            "framework": _framework(r), "step_time_s": f"{step:.5f}", "tokens_per_s_per_gpu": f"{tok / step:.1f}",
            "measured_or_derived": "measured median step time (CUDA-synchronised wall clock per step); tokens/s DERIVED",
            "confidence": "high (own measurement, full configuration known, p10-p90 within a few percent except host-bound rows)",
            "notes": note, "moe_ffn_hidden": r["moe_ffn_hidden"] if moe else "",
            "shared_experts": 0 if moe else "", "first_dense_layers": 0 if moe else "",
            "etp": 1 if moe else "", "moe_force_balance": "false" if moe else "",
        })
    return out


def power_rows(rows, ceilings, tag):
    ACC, SOURCE = RUNS[tag]["acc"], RUNS[tag]["source"]
    idle = {c["_call"]: float(c["energy_power_w"]) for c in ceilings if c["name"] == "idle"}
    out = []
    for c in ceilings:
        if c["name"] != "idle":
            continue
        out.append({"row_id": f"lcdev-{tag}-idle-{c['_call']}".replace("/", "-"), "source": SOURCE, "accelerator": ACC,
                    "power_limit_w": 700, "workload": "idle (no process on the GPU, after 3 s settle)",
                    "window_s": f"{float(c['window_s']):.2f}", "board_power_w": f"{float(c['energy_power_w']):.1f}",
                    "sampled_power_w": f"{float(c['sampled_power_w']):.1f}", "idle_power_w": "",
                    "sm_clock_median_mhz": c["sm_clock_mhz"], "temp_max_degc": c["temp_c_max"],
                    "notes": "board power = difference of NVML total-energy counter over the window / window; "
                             "sampled = mean of nvmlDeviceGetPowerUsage every 50 ms"})
    for r in rows:
        if r.get("error"):
            continue
        p, i0 = float(r["energy_power_w"]), idle[r.get("idle_call") or r["_call"]]
        out.append({"row_id": f"lcdev-{tag}-power-" + r["name"], "source": SOURCE, "accelerator": ACC,
                    "power_limit_w": 700,
                    "workload": ("training steps of an eager FP8 configuration (no step-time row: see "
                                 "h100fp8() in benchmarks/device/to_measurements.py)" if r.get("_power_only") == "1"
                                 else r.get("_power_only") or "training steps of the step-time row"),
                    "step_row_id": "" if r.get("_power_only") else f"lcdev-{tag}-" + r["name"], "window_s": f"{float(r['window_s'] or 6):.2f}",
                    "board_power_w": f"{p:.1f}", "sampled_power_w": r["sampled_power_w"] and f"{float(r['sampled_power_w']):.1f}",
                    "idle_power_w": f"{i0:.1f}", "sm_clock_median_mhz": r["sm_clock_mhz"],
                    "temp_max_degc": r["temp_c_max"], "activity_share": f"{(p - i0) / (700 - i0):.3f}",
                    "notes": "board power = NVML energy-counter difference over the timed window / window; "
                             "DERIVED activity_share = (board - idle) / (power limit - idle), idle measured in "
                             "the same call"})
    for c in ceilings:
        if c["name"] == "idle":
            continue
        out.append({"row_id": f"lcdev-{tag}-{c['name']}-{c['_call']}".replace("/", "-").lower(), "source": SOURCE, "accelerator": ACC,
                    "power_limit_w": 700, "workload": ("bf16 8192x8192x8192 matrix product through torch.matmul, "
                                                       "mean of 50 after 3 warm-ups" if c["name"].startswith("bf16-gemm")
                                                       else "E4M3 x E4M3 -> BF16 8192x8192x8192 torch._scaled_mm, "
                                                       "unit scales, mean of 50 after 3 warm-ups" if "gemm" in c["name"] else
                                                       "device-to-device copy of 4 GiB (torch copy_), bytes read + written, mean of 50"),
                    "window_s": f"{float(c['window_s']):.3f}", "value": f"{float(c['value']):.1f}",
                    "value_unit": c["unit"], "sm_clock_median_mhz": c["sm_clock_mhz"], "temp_max_degc": c["temp_c_max"],
                    "notes": "a ceiling (METHOD.md of the device tool): random bf16 inputs; the window is too short "
                             "(< 0.2 s) for the NVML power readings, which are not recorded"})
    return out


# Rows of calls 1-4 left out. Call 5 reran the eager MoE rows of call 1 each in a fresh process:
# 163.9/164.4 ms (64 experts) and 138.2 ms (8 experts) against 253.7 and 192.1 ms when they ran
# after the dense configurations in one process (peak memory 47.0 against 59.8 GiB; cause not
# established); the 64-expert row at 16 sequences agreed (295.1 against 297.7 ms, call 4).
SUPERSEDED = {("call1", "moe-d12-h1024-e64k8-b8"): "rerun alone in call 5 (again/)",
              ("call1", "moe-d12-h1024-e8k2-b8"): "rerun alone in call 5 (printed line)",
              ("call3", "moe-d16-h2048-e16k2-b4"): "eager MoE after other MoE configurations in one "
                                                   "process, not rerun alone (see call 5)"}
# call 5's 8-expert rerun came back as a printed line only (the tool returns at most 8 files)
E8K2_PRINTED = {"step_time_s_median": "0.13824", "energy_power_w": "682", "sm_clock_mhz": "1965.0",
                "peak_mem_gib": "37.50855731964111", "idle_call": "call5/moe-d12-h1024-e64k8-b8"}


def _read(path, call):
    return [{**r, "_call": call} for r in csv.DictReader(open(path))] if os.path.exists(path) else []


def h200():
    RUN = RUNS["h200"]["run"]
    rows, ceilings = [], []
    for call in sorted(glob.glob(os.path.join(RUN, "call[1-4]"))):
        name = os.path.basename(call)
        rows += [r for r in _read(os.path.join(call, "steps.csv"), name) if (name, r["name"]) not in SUPERSEDED]
        ceilings += _read(os.path.join(call, "ceilings.csv"), name)
    rows += _read(os.path.join(RUN, "call5/again/steps.csv"), "call5/again")
    ceilings += _read(os.path.join(RUN, "call5/again/ceilings.csv"), "call5/again")
    ceilings += _read(os.path.join(RUN, "call5/moe-d12-h1024-e64k8-b8/ceilings.csv"), "call5/moe-d12-h1024-e64k8-b8")
    base = next(r for r in _read(os.path.join(RUN, "call1/steps.csv"), "call1") if r["name"] == "moe-d12-h1024-e8k2-b8")
    for k in ("steps_timed", "step_time_s_mean", "step_time_s_p10", "step_time_s_p90", "sampled_power_w",
              "temp_c_max", "window_s", "moe_load_imbalance_mean"):
        base[k] = ""
    rows.append({**base, **E8K2_PRINTED, "_call": "call5/log.txt", "_printed": "1",
                 "tokens_per_s": str(16384 / 0.13824)})
    return rows, ceilings


def h100():
    """Three calls on one H100 (the sixth configuration set and repeats): every row kept; call 3 ran
    the eager 64-expert row alone in a fresh process (188.7 ms) to check it against call 1, where it
    ran after the dense rows (189.0 ms) -- on this GPU order did not matter. The 16-sequence
    64-expert row ran out of the 80 GB (an error row, no data)."""
    RUN = RUNS["h100"]["run"]
    rows, ceilings = [], []
    for call in sorted(glob.glob(os.path.join(RUN, "call[1-3]"))):
        name = os.path.basename(call)
        for r in _read(os.path.join(call, "steps.csv"), name):
            rows.append({**r, "name": r["name"] + ("-alone" if name == "call3" else "")})
        ceilings += _read(os.path.join(call, "ceilings.csv"), name)
    return rows, ceilings


# Compiled MoE rows measured before train_step.py recorded the router's load outside the compiled
# graph: Dynamo guarded on the length of that Python list, recompiled every step and, past its
# recompile limit (8), ran the rest of each MoE layer eagerly. The fourth H100 session reran them
# with the fix (h100moe calls 2-4: 5-14% faster); the H200's could not be rerun and keep a note.
DYNAMO_FALLBACK = ("Measured before the harness fix of the fourth H100 session: Dynamo recompiled the MoE "
                   "layer every step and, past its recompile limit, ran the expert dispatch and grouped GEMMs "
                   "eagerly (attention, norms and MLP-free parts compiled); the fixed rerun of the same shape "
                   "on an H100 was 5-14% faster (14% for the 8-expert row). ")


def h100moe():
    """Four calls on one H100 in a fourth session: set 10 (the expert layers of Qwen3-30B-A3B,
    DeepSeek-V2-Lite, Mixtral 8x7B and gpt-oss-20b at reduced depth; Llama 3.2 1B and Qwen2.5 0.5B
    at full depth), then, after the harness fix above, the compiled MoE rows of set 10 again (call
    2, with an eager repeat) and the compiled MoE rows of sets 3 and 4 (calls 3 and 4). Call 1's
    compiled MoE rows are left out (the recompile fallback); its eager row is kept beside call 2's
    repeat (117.0 against 117.1 ms). Call 5 ran set 11: no, per-op selective and full
    checkpointing on torchtitan's projection layout (separate Q, K, V, w1, w3), eager."""
    RUN = RUNS["h100moe"]["run"]
    rows, ceilings = [], []
    for call in sorted(glob.glob(os.path.join(RUN, "call[1-5]"))):
        name = os.path.basename(call)
        for r in _read(os.path.join(call, "steps.csv"), name):
            if name == "call1" and int(r["num_experts"]) > 0 and r["compile"] == "True":
                continue
            rows.append({**r, "name": r["name"] + ("-repeat" if name == "call2" and r["compile"] != "True" else "")})
        ceilings += _read(os.path.join(call, "ceilings.csv"), name)
    return rows, ceilings


def h100fp8():
    """Calls 1, 2 and 5 on one H100 in a third session (sets 7, 8 and 9): FP8 and BF16 rows of the
    same shapes, and sequences of 512-32k tokens (calls 3 and 4 are the microbenchmark sweeps),
    each call also measured the FP8 GEMM ceiling. The two eager FP8 rows (616 and 296 ms, 1.5x and
    1.3x the eager BF16 step) keep their power rows but are not step-time rows: their casts are a
    chain of separate PyTorch kernels (abs, amax, float, scale, clamp, convert: ~33 HBM bytes per
    cast element by count, ~60 by the measured excess) that no training stack in data/ or in a
    user's plan runs (Transformer Engine fuses the cast, torchao is run under torch.compile), and
    the model's one FP8 cast cost (1.5-8 B/element) describes those fused casts."""
    return _calls_eager_fp8_power_only(RUNS["h100fp8"]["run"], "call[125]")


def _calls_eager_fp8_power_only(run: str, calls: str):
    """(rows, ceilings) of ``run``'s ``calls`` (a glob), each eager FP8 row a power row only
    (why: :func:`h100fp8`)."""
    rows, ceilings = [], []
    for call in sorted(glob.glob(os.path.join(run, calls))):
        name = os.path.basename(call)
        rows += [{**r, "_power_only": "1" if r.get("precision") == "fp8" and r["compile"] != "True" else ""}
                 for r in _read(os.path.join(call, "steps.csv"), name)]
        ceilings += _read(os.path.join(call, "ceilings.csv"), name)
    return rows, ceilings


def h200b():
    """Three calls on one H200 in a session of 2026-11-27, each a fresh process: set 10 (the
    published MoE layer shapes and two small dense models), set 7 (FP8 and BF16 of the same shapes)
    and set 11 (no, per-op and full checkpointing on torchtitan's layout) -- the shapes measured on
    an H100 in earlier sessions, on the same chip with 1.4x its memory bandwidth. The eager FP8 rows
    keep their power rows only, as in ``h100fp8``."""
    return _calls_eager_fp8_power_only(H200B, "call[1-3]")


GEMM_COLS = ["row_id", "source", "accelerator", "dtype", "gemm_m", "gemm_k", "gemm_n", "time_s", "repetitions",
             "achieved_tflops", "notes"]


def _sweep(call: str, name: str, script: str, make) -> list[dict]:
    """Rows of a microbenchmark sweep of the third session's ``call``: ``make(raw row)`` plus
    the run's source and accelerator; error rows (a shape the GPU refused) are left out."""
    run = RUNS["h100fp8"]
    return [{"source": run["source"] + f"; benchmarks/device/{script}", "accelerator": run["acc"], **make(r)}
            for r in _read(os.path.join(run["run"], call, name), call) if not r.get("error")]


def gemm_rows():
    """The GEMM shape sweep (gemm_sweep.py, call 3) -> data/gemm_microbenchmarks.csv."""
    return _sweep("call3", "gemm_sweep.csv", "gemm_sweep.py", lambda r: {
        "row_id": f"lcdev-h100-gemm-{r['dtype']}-t{r['tokens']}-k{r['k']}-n{r['n']}",
        "dtype": r["dtype"], "gemm_m": r["tokens"], "gemm_k": r["k"], "gemm_n": r["n"],
        "time_s": f"{float(r['time_s']):.4e}", "repetitions": r["reps"],
        "achieved_tflops": f"{float(r['tflops']):.1f}",
        "notes": ("gemm_m x gemm_k by gemm_k x gemm_n product (gemm_m: tokens), "
                  + ("bf16 torch.matmul" if r["dtype"] == "bf16" else
                     "E4M3 x E4M3 -> BF16 torch._scaled_mm, unit scales")
                  + "; mean over the repetitions after 3 warm-ups, CUDA-synchronised wall clock, kernels "
                  "launched back to back from Python (products under ~50 us are launch-bound); DERIVED "
                  "achieved_tflops = 2 M K N / time_s")})


ATTN_COLS = ["row_id", "source", "accelerator", "backend", "head_dim", "heads", "seq_len", "micro_batch",
             "fwd_s", "fwd_bwd_s", "fwd_tflops", "fwd_bwd_tflops", "gemm_bf16_tflops", "notes"]


def attn_rows():
    """The attention sweep (attn_sweep.py, call 4) -> data/attention_microbenchmarks.csv."""
    return _sweep("call4", "attn_sweep.csv", "attn_sweep.py", lambda r: {
        "row_id": f"lcdev-h100-attn-{r['backend'].split('_')[0].lower()}-d{r['head_dim']}-s{r['seq_len']}",
        "backend": r["backend"], "head_dim": r["head_dim"], "heads": r["heads"], "seq_len": r["seq_len"],
        "micro_batch": r["batch"], "fwd_s": f"{float(r['fwd_s']):.4e}",
        "fwd_bwd_s": f"{float(r['fwd_bwd_s']):.4e}", "fwd_tflops": f"{float(r['fwd_tflops']):.1f}",
        "fwd_bwd_tflops": f"{float(r['fwd_bwd_tflops_model_convention']):.1f}",
        "gemm_bf16_tflops": f"{float(r['gemm_bf16_tflops']):.1f}",
        "notes": ("causal torch scaled_dot_product_attention in BF16 under sdpa_kernel(" + r["backend"]
                  + ") (FLASH_ATTENTION: FlashAttention-2, as eager PyTorch stacks run it; CUDNN_ATTENTION: "
                  "cuDNN fused attention, the kernel Transformer Engine calls); micro_batch x heads x seq_len "
                  "x head_dim, ~65k tokens per call; mean time after 3 warm-ups; DERIVED fwd_tflops = 2 b "
                  "heads s^2 d / fwd_s (causal half), fwd_bwd_tflops = 3 x that / fwd_bwd_s (the step-time "
                  "model's convention: backward counted as twice the forward); gemm_bf16_tflops: an 8192^3 "
                  "BF16 product in the same call")})


def main():
    write("data/gemm_microbenchmarks.csv", GEMM_COLS, gemm_rows())
    write("data/attention_microbenchmarks.csv", ATTN_COLS, attn_rows())
    steps, power = [], []
    for tag, load in (("h200", h200), ("h100", h100), ("h100fp8", h100fp8), ("h100moe", h100moe), ("h200b", h200b)):
        rows, ceilings = load()
        data = step_rows(rows, tag)
        write(f"data/measurements/lifecycle_device_{tag}.csv", STEP_COLS, data)
        power += power_rows(rows, ceilings, tag)
    hf_rows, ref, ceilings = hf.load(_read)  # the Hugging Face rows and the same call's own decoder
    write("data/measurements/lifecycle_device_h100hf.csv", STEP_COLS,
          hf.hf_step_rows(hf_rows) + step_rows(ref, "h100hf"))
    power += power_rows(hf_rows + ref, ceilings, "h100hf")
    hf_rows, ref, ceilings = hf.load(_read, H200B, "call4")  # the same library rows on an H200
    write("data/measurements/lifecycle_device_h200hf.csv", STEP_COLS,
          hf.hf_step_rows(hf_rows, "h200hf", RUNS["h200hf"])
          + step_rows(ref, "h200hf"))
    power += power_rows(hf_rows + ref, ceilings, "h200hf")
    write("data/power_measurements.csv", POWER_COLS, power)


def write(path, cols, data):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=cols)
        w.writeheader()
        for d in data:
            w.writerow({k: d.get(k, "") for k in cols})
    print(f"{path}: {len(data)} rows")


if __name__ == "__main__":
    main()
