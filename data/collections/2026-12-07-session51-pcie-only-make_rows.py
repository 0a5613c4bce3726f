#!/usr/bin/env python3
"""Build rows.csv (prefix s51c-) from IST-DASLab/llmq benchmark logs on PCIe-only 4-GPU machines.

Pure Python (stdlib only). Inputs: llmq_logs_b77d969.json, the verbatim '# [T] step' lines and
the commands of benchmarks/4090x4.md and benchmarks/Pro6000x4.md at IST-DASLab/llmq
b77d969164ace12364abdd7ccf5c3b4608a84b62 (extracted with `git show b77d969:benchmarks/<f>.md`;
4090x4.md is byte-identical at 7f895bdb88a80b5a56c64a7c795efc756619ebac, 2025-12-13).
Every derived number is asserted against the published one.
"""
import csv, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    HEADER = next(csv.reader(f))
LOGS = json.load(open(os.path.join(HERE, "llmq_logs_b77d969.json")))

COMMIT = "b77d969164ace12364abdd7ccf5c3b4608a84b62"
ARGS_LINE = ('export ARGS="--train-file=data/tiny-stories-qwen/train-*.bin --eval-file=data/tiny-stories-qwen/eval.bin '
             '--ckpt-interval=10000 --from-scratch --seq-length=1024 --model-dtype=bf16 --opt-m-dtype=bf16 '
             '--opt-v-dtype=bf16 --gpus=4 --use-cuda-graphs"')

# Shapes: src/training/transformer_config.cpp at b77d969 (create_config_from_name), verbatim:
SHAPES = {
    "0.5B": dict(layers=24, hidden=896, ffn=4864, heads=14, kv=2, tied=True,
                 quote='if(iequals(name, "Qwen2.5-0.5B")) { return create_qwen25_config(896, 4864, 14, 2, 24, 1e-06f, true, dtype);'),
    "1.5B": dict(layers=28, hidden=1536, ffn=8960, heads=12, kv=2, tied=True,
                 quote='else if(iequals(name, "Qwen2.5-1.5B")) { return create_qwen25_config(1536, 8960, 12, 2, 28, 1e-06f, true, dtype);'),
    "3B": dict(layers=36, hidden=2048, ffn=11008, heads=16, kv=2, tied=True,
               quote='else if(iequals(name, "Qwen2.5-3B")) { return create_qwen25_config(2048, 11008, 16, 2, 36, 1e-06f, true, dtype);'),
    "7B": dict(layers=28, hidden=3584, ffn=18944, heads=28, kv=4, tied=False,
               quote='else if(iequals(name, "Qwen2.5-7B")) { return create_qwen25_config(3584, 18944, 28, 4, 28, 1e-06f, false, dtype);'),
}
VOCAB = 151936  # create_qwen25_config: '.VocabSize = 151936,'

MACHINES = {
    "4090x4": dict(
        acc="rtx-4090-24gb", fabric="pcie4-x16", file="benchmarks/4090x4.md",
        desc=("4 x NVIDIA GeForce RTX 4090 (README's example log: 'Device 0: NVIDIA GeForce RTX 4090' / 'Memory: 906 MiB / 24080 MiB'). "
              "No NVLink between the cards: README 'In a PCIe setting where any GPU-to-GPU communication has to pass through "
              "host memory anway, this can actually lead to significant speed-ups, especially if combined with the "
              "`--memcpy-all-gather` option.' Machine: a single workstation; slot widths, CPU and PCIe switch topology NOT "
              "stated. README (b77d969) 'we aim for a 1.5B model ... using 4 x RTX 4090 GPUs' and the paper abstract "
              "(arXiv 2512.15306v1) 'or a 32B model on a workstation equipped with 4 RTX 4090s'. intra_fabric pcie4-x16 "
              "ASSUMED from the card's PCIe Gen4 x16 interface (NVIDIA product spec, not read in this session; the "
              "fabrics.csv row describes 8 cards, here 4)."),
    ),
    "Pro6000x4": dict(
        acc="rtx-pro-6000-blackwell-96gb", fabric="pcie5-x16", file="benchmarks/Pro6000x4.md",
        desc=("4 x NVIDIA RTX PRO 6000 (README (b77d969): '### RTX PRO 6000 (courtesy of [Datacrunch](https://datacrunch.io/))'; "
              "file title '# Benchmarks on 4 x RTX PRO 6000'). Blackwell generation, 96 GB GDDR7, PCIe Gen5 x16 card without "
              "NVLink: ASSUMED from NVIDIA's product line (not read in this session). Edition (Workstation / Server / Max-Q), "
              "host CPU and PCIe topology NOT stated. intra_fabric pcie5-x16 ASSUMED from the card's PCIe Gen5 x16 "
              "interface (the fabrics.csv row describes 8 cards, here 4)."),
    ),
}

STEP_RE = re.compile(r"# \[T\] step\s+(\d+) \[.*?\] \| time:\s+(\d+) ms \| .*?\| tps\s+(\d+)(k?) \| sol\s+([\d.]+)%")

def parse(lines):
    out = []
    for ln in lines:
        m = STEP_RE.match(ln)
        assert m, ln
        step, ms, tps, k, sol = int(m[1]), int(m[2]), int(m[3]), m[4], float(m[5])
        out.append(dict(step=step, ms=ms, tps=tps * (1000 if k else 1), k=bool(k), sol=sol, line=ln))
    return out

# (machine, size, dtype, block index, activation_offload, extra note, confidence)
SELECT = [
    ("4090x4", "0.5B", "FP8", 0, False, "", "medium"),
    ("4090x4", "0.5B", "BF16", 0, False, "", "medium"),
    ("4090x4", "1.5B", "FP8", 0, False, "", "medium"),
    ("4090x4", "1.5B", "BF16", 0, True,
     "Also '--offload-residual --recompute-norm': residual stream offloaded to pinned host memory (activation_offload "
     "true) and RMSNorm recomputed in backward (memory-bound, no matmul; recorded recompute none, ASSUMED negligible).",
     "medium-low"),
    ("Pro6000x4", "0.5B", "FP8", 0, False,
     "Command as published has a single dash '-grad-accumulation=4'; that 4 accumulation steps took effect is "
     "DERIVED from the log (tps x step time = 524288 tokens = 32 x 4 x 4 x 1024).", "medium"),
    ("Pro6000x4", "0.5B", "BF16", 0, False,
     "Command as published has a single dash '-grad-accumulation=4'; that 4 accumulation steps took effect is "
     "DERIVED from the log (tps x step time = 524288 tokens = 32 x 4 x 4 x 1024).", "medium"),
    ("Pro6000x4", "1.5B", "FP8", 0, False, "", "medium"),
    ("Pro6000x4", "1.5B", "BF16", 0, False, "", "medium"),
    ("Pro6000x4", "3B", "FP8", 0, False, "", "medium"),
    ("Pro6000x4", "3B", "BF16", 0, False, "", "medium"),
    ("Pro6000x4", "7B", "FP8", 0, False, "", "medium"),
    ("Pro6000x4", "7B", "BF16", 0, False, "", "medium"),
]

MEMCPY_NOTE = ('--memcpy-all-gather: all-gathers by cudaMemcpy on copy engines (README: "Memcpy generally gets better '
               'bandwidth utilization on PCIe, and does not consume SM resources"). ')
FORBIDDEN = ("--offload-opt", "--offload-master", "--shard-weights", "--shard-gradients", "--offload-gradients",
             "--recompute-ffn", "--recompute-att", "--recompute-block", "--recompute-swiglu", "--zero-level")

rows = []
for i, (mach, size, dt, idx, act_off, extra, conf) in enumerate(SELECT, 1):
    M = MACHINES[mach]; S = SHAPES[size]
    blk = LOGS[f"{mach}|{size}|{dt}|{idx}"]
    cmd = " ".join(blk["cmd"].split())
    for flag in FORBIDDEN:
        assert flag not in cmd, (mach, size, dt, flag)
    assert ("--offload-residual" in cmd) == act_off
    assert f"--model=Qwen2.5-{size}" in cmd
    mb = int(re.search(r"--batch-size=(\d+)", cmd)[1])
    ga = int(re.search(r"-grad-accumulation=(\d+)", cmd)[1])
    mm = re.search(r"--matmul-dtype=(\w+)", cmd)[1]
    prec = {"e4m3": "fp8", "bf16": "bf16"}[mm]
    assert prec == dt.lower()
    ngpu, seq = 4, 1024
    gbs = mb * ga * ngpu
    steps = parse(blk["log"])
    assert [s["step"] for s in steps] == list(range(6))
    steady = steps[1:]  # step 0 includes warm-up / graph capture
    step_s = statistics.median(s["ms"] for s in steady) / 1000.0
    tokens = gbs * seq
    # assert derived throughput against every published steady tps value (k values rounded to 1k)
    for s in steady:
        tps_derived = tokens / (s["ms"] / 1000.0)
        tol = 1000.0 if s["k"] else 0.002 * s["tps"] + 2
        assert abs(tps_derived - s["tps"]) <= tol, (mach, size, dt, s["line"], tps_derived)
    tps_gpu = tokens / step_s / ngpu
    sol = statistics.median(s["sol"] for s in steady)
    dp = ngpu
    assert 1 * 1 * dp * 1 == ngpu
    assert S["hidden"] % S["heads"] == 0 and S["heads"] % S["kv"] == 0
    quoted = " / ".join(f"'{s['line'][2:]}'" for s in steady)
    notes = (
        f"System: {M['desc']} Accelerator id {M['acc']} is PROPOSED: it does NOT exist in data/accelerators.csv "
        f"(needs a new row before this row can join). "
        f"Source file {M['file']} at IST-DASLab/llmq@{COMMIT} (PUBLISHED, verbatim): common args '{ARGS_LINE}'; "
        f"command '{cmd}'; steady log lines {quoted}. "
        f"step_time_s = median of steps 1-5 = {step_s:.3f} s (DERIVED; step 0 '{steps[0]['line'][2:]}' excluded as warm-up). "
        f"global_batch_seqs = batch-size {mb} x grad-accumulation {ga} x gpus {ngpu} = {gbs} (DERIVED; README: "
        f"'--batch-size ... Micro-batch size (default: 4). This is the batch size per GPU.' and 'Effective batch size = "
        f"batch-size × grad-accumulation × num-gpus.'); check: {gbs} x {seq} = {tokens} tokens, published tps x step time "
        f"agrees for every steady step (asserted in make_rows.py). tokens_per_s_per_gpu = {tokens} / {step_s:.3f} / {ngpu} "
        f"= {tps_gpu:.1f} (DERIVED; the log's tps is the all-GPU total). "
        f"Shape PUBLISHED in src/training/transformer_config.cpp@{COMMIT[:8]}: '{S['quote']}' with signature "
        f"'create_qwen25_config(int hidden_size, int intermediate_size, int q_heads, int kv_heads, int depth, float rms, bool tied, ETensorDType dtype)' "
        f"and '.VocabSize = {VOCAB},'; word embeddings {'tied' if S['tied'] else 'untied'} (no column); ASSUMED the bare "
        f"name '--model=Qwen2.5-{size}' resolves through create_config_from_name (train from scratch). Qwen2.5 blocks use "
        f"SwiGLU (llmq kernels/swiglu.cu) and QKV bias. "
        f"Layout: 4-way data parallel, no TP/PP; zero_stage 1 = llmq default (train.cpp: 'int ZeroLevel = 1;' and "
        f"'--zero-level ... 1 - sharded optimizer'; no --shard-weights/--shard-gradients in the command). "
        f"optimizer_state bf16 from '--model-dtype=bf16 --opt-m-dtype=bf16 --opt-v-dtype=bf16' (README: model-dtype 'is the "
        f"data type used for model master weights'). precision {prec} from '--matmul-dtype={mm}' (README: '--matmul-dtype <dtype> - "
        f"Data type for matrix multiplications. If not specified, uses model-dtype.'). cuda_graphs full from "
        f"'--use-cuda-graphs' (stated without scope; doc.md: 'Again, we have a topology change for the last layer, so we don't cuda-graph it.'). recompute none: no "
        f"--recompute-* flag{' except --recompute-norm' if act_off else ''}. "
        f"{MEMCPY_NOTE if '--memcpy-all-gather' in cmd else 'Collectives through NCCL (threads backend). '}"
        f"{'--lmhead-chunks / --attn-bwd-chunks split the LM head and attention backward into chunks (memory only). ' if '--lmhead-chunks' in cmd else ''}"
        f"Publisher's utilization 'sol' (speed of light: 'the fastest possible speed if the GPU was only running strictly "
        f"necessary matmuls at peak flop/s', peak of the matmul dtype) median {sol}% - not an MFU, mfu_pct left empty. "
        f"Dataset TinyStories tokenized for Qwen (from the command). {extra}"
    ).strip()
    r = {k: "" for k in HEADER}
    r.update({
        "row_id": f"s51c-{i:03d}",
        "source": (f"IST Austria DASLab, LLM.Q (llmq) repository benchmark logs: github IST-DASLab/llmq commit {COMMIT} "
                   f"(2025-12-17), file {M['file']}"
                   + (" (byte-identical at 7f895bdb88a80b5a56c64a7c795efc756619ebac, 2025-12-13)" if mach == "4090x4" else "")
                   + "; code companion of arXiv:2512.15306 'LLMQ: Efficient Lower-Precision Pretraining for Consumer GPUs'"),
        "table": f"{M['file']} '## Model size: {size}' / '### {dt}' ./train log, steps 1-5",
        "model": f"Qwen2.5-{size} architecture, trained from scratch (llmq --from-scratch)",
        "arch": "dense",
        "layers": S["layers"], "hidden": S["hidden"], "ffn_hidden": S["ffn"], "ffn_gated": "true",
        "heads": S["heads"], "kv_heads": S["kv"], "seq_len": seq, "vocab": VOCAB,
        "global_batch_seqs": gbs, "micro_batch": mb,
        "tp": 1, "pp": 1, "dp": dp, "cp": 1, "ep": 1, "vp": 1, "sequence_parallel": "false", "zero_stage": 1,
        "num_gpus": ngpu, "accelerator": M["acc"], "precision": prec, "recompute": "none",
        "framework": ("LLM.Q / llmq (pure CUDA/C++, llm.c-derived; cuDNN attention; NCCL + threads backend; "
                      "CUDA graphs; ZeRO-1 optimizer sharding)"),
        "step_time_s": f"{step_s:.3f}",
        "tokens_per_s_per_gpu": f"{tps_gpu:.1f}",
        "measured_or_derived": (f"measured: per-step times printed by llmq (PUBLISHED log lines); step_time_s = median of "
                                f"steps 1-5 DERIVED; tokens_per_s_per_gpu = {gbs}*{seq}/({step_s:.3f}*{ngpu}) DERIVED; "
                                f"global batch DERIVED = {mb}*{ga}*{ngpu}"),
        "confidence": (f"{conf}: complete command and per-step log from the authors' repository; a 6-step snapshot "
                       f"(README: 'snapshots on a single machine ... significant variability depending on cooling, power "
                       f"supply'); accelerator id not yet in accelerators.csv; host PCIe topology not stated"),
        "notes": notes,
        "activation_offload": "true" if act_off else "false",
        "optimizer_state": "bf16",
        "cuda_graphs": "full",
        "intra_fabric": M["fabric"],
        "target_file": "ist_daslab_llmq.csv",
    })
    rows.append(r)

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)
for r in rows:
    print(r["row_id"], r["accelerator"], r["model"][:12], r["precision"], r["global_batch_seqs"], r["micro_batch"],
          r["step_time_s"], r["tokens_per_s_per_gpu"], r["activation_offload"])
