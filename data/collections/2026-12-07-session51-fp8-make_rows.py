#!/usr/bin/env python3
"""Build rows.csv (prefix s51e-) from the source snapshots kept in ./src/.

Pure Python. Every derived number is asserted against the published one.

Sources (copied verbatim with `git show` into ./src/):
  src/llmq_H100x8.md, src/llmq_H100x1.md, src/llmq_README_dcad498.md
      IST-DASLab/llmq @ dcad4980e597a831a566663785bf5a71877e8140 (2025-12-17, last
      commit touching benchmarks/H100x8.md and H100x1.md; identical at repo snapshot
      HEAD b77d969164ace12364abdd7ccf5c3b4608a84b62, 2026-05-25)
  src/accelerate_fsdp2_README_d2e6b03.md, src/accelerate_fsdp2_fp8_d2e6b03.py
      huggingface/accelerate @ d2e6b0313d696be62fe69d19f15bf3098effbad2 (2025-06-10,
      PR #3585 '[FSDP2] Refactor + FP8'); same README sentence at snapshot HEAD
      16cb6eb80dd9aa8b4df1a63ef57863e455d53b83 in examples/torch_native_parallelism/README.md
"""
import csv
import os
import re
import statistics

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "src")
HEADER_FILE = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"

with open(HEADER_FILE, newline="") as f:
    HEADER = next(csv.reader(f))


def read(name):
    with open(os.path.join(SRC, name)) as f:
        return f.read()


# ---------------------------------------------------------------- llm.q ----
LLMQ_SRC = ("IST-DASLab llm.q (IST Austria Distributed Algorithms and Systems Lab), github IST-DASLab/llmq "
            "commit dcad4980e597a831a566663785bf5a71877e8140 (2025-12-17, 'small text fixes and added profiling "
            "commands; 8xH100 results'; files unchanged at snapshot b77d969164ace12364abdd7ccf5c3b4608a84b62), {file}")

# Qwen2.5 shapes as llm.q builds them: src/training/transformer_config.cpp
# create_config_from_name(): create_qwen25_config(hidden, intermediate, q_heads, kv_heads, depth, eps, tied)
# with '.VocabSize = 151936' for every Qwen2.5 size (quotes in notes).
SHAPES = {
    "Qwen2.5-0.5B": dict(hidden=896, ffn=4864, heads=14, kv=2, layers=24, tied=True,
                         quote='create_qwen25_config(896, 4864, 14, 2, 24, 1e-06f, true, dtype)'),
    "Qwen2.5-1.5B": dict(hidden=1536, ffn=8960, heads=12, kv=2, layers=28, tied=True,
                         quote='create_qwen25_config(1536, 8960, 12, 2, 28, 1e-06f, true, dtype)'),
    "Qwen2.5-3B": dict(hidden=2048, ffn=11008, heads=16, kv=2, layers=36, tied=True,
                       quote='create_qwen25_config(2048, 11008, 16, 2, 36, 1e-06f, true, dtype)'),
    "Qwen2.5-7B": dict(hidden=3584, ffn=18944, heads=28, kv=4, layers=28, tied=False,
                       quote='create_qwen25_config(3584, 18944, 28, 4, 28, 1e-06f, false, dtype)'),
}
SEQ = 1024

STEP_RE = re.compile(r"# \[T\] step\s+(\d+) \[[^\]]*\] \| time:\s+(\d+) ms \| norm\s+\S+ \| loss\s+\S+ \| tps\s+(\S+) \| sol\s+(\S+)%")
CMD_RE = re.compile(r"\./build/train \$\{ARGS\} (.*?)\n\s*\n?# \[T\]", re.S)


def parse_blocks(text):
    """Return list of (command, [(step, ms, tps_str, sol)]) in file order."""
    out = []
    for block in text.split("```shell")[2:]:  # [0] preamble, [1] ARGS export
        body = block.split("```")[0]
        cmd_lines = [l for l in body.splitlines() if l.strip() and not l.startswith("#")]
        cmd = " ".join(l.strip().rstrip("\\").strip() for l in cmd_lines)
        steps = [(int(m.group(1)), int(m.group(2)), m.group(3), m.group(4), m.group(0))
                 for m in STEP_RE.finditer(body)]
        if steps:
            out.append((cmd, steps))
    return out


def tps_value(s):
    return float(s[:-1]) * 1000 if s.endswith("k") else float(s)


def arg(cmd, name, default=None):
    m = re.search(r"--%s=(\S+)" % re.escape(name), cmd)
    return m.group(1) if m else default


rows = []
n = 0


def next_id():
    global n
    n += 1
    return "s51e-%03d" % n


def llmq_rows(fname, ngpu, args_quote):
    text = read(fname)
    assert args_quote in text, fname
    readme = read("llmq_README_dcad498.md")
    q_zero = "    - 1: Sharded optimizer states (default)"
    q_gbs = ("All numbers are generated with bf16 optimizer states `--model-dtype=bf16 --opt-m-dtype=bf16 "
             "--opt-v-dtype=bf16` and a total batch size of 524,288 tokens at sequence length 1024.")
    q_graphs = "- `--use-cuda-graphs` / `--no-use-cuda-graphs` - Enable or disable CUDA graphs for performance."
    q_mdtype = ("- `--model-dtype <dtype>` - Data type for model parameters. Supported types are `fp32`, `bf16`. "
                "This is the data type used for model master weights, and also for all activations and gradients.")
    q_gdtype = "- `--matmul-dtype <dtype>` - Data type for matrix multiplications. If not specified, uses model-dtype."
    q_eff = "Effective batch size = batch-size × grad-accumulation × num-gpus."
    q_sol = "the fastest possible speed if the GPU was only running strictly necessary matmuls at peak flop/s"
    q_rec = "Recomputing matrix multiplications, as required by the other options"
    for q in (q_zero, q_gbs, q_graphs, q_mdtype, q_gdtype, q_eff, q_sol, q_rec):
        assert q in readme, q
    for cmd, steps in parse_blocks(text):
        model = arg(cmd, "model")
        mdt = arg(cmd, "matmul-dtype")
        bs = int(arg(cmd, "batch-size"))
        ga = int(arg(cmd, "grad-accumulation"))
        recompute_flags = [f for f in ("--recompute-swiglu", "--recompute-norm", "--recompute-ffn",
                                       "--recompute-qkv", "--recompute-att", "--recompute-block",
                                       "--offload-residual", "--shard-weights", "--offload-opt-m",
                                       "--offload-master") if f in cmd]
        label = "%s %s %dxH100 (bs %d, ga %d)" % (model, mdt, ngpu, bs, ga)
        if recompute_flags:
            DROPPED.append("%s: %s uses %s (partial recompute / offload / weight sharding the schema's "
                           "recompute and activation_offload columns cannot state exactly)" % (fname, label, " ".join(recompute_flags)))
            continue
        if model not in SHAPES:
            DROPPED.append("%s: %s shape not tabulated" % (fname, label))
            continue
        sh = SHAPES[model]
        gbs = bs * ga * ngpu
        tokens_per_step = gbs * SEQ
        assert tokens_per_step == 524288, (label, tokens_per_step)  # README: 'total batch size of 524,288 tokens'
        steady = [s for s in steps if s[0] >= 1]
        assert [s[0] for s in steady] == [1, 2, 3, 4, 5], label
        ms = [s[1] for s in steady]
        med_ms = statistics.median(ms)
        step_time = med_ms / 1000.0
        tps_total = tokens_per_step / step_time
        tps_gpu = tps_total / ngpu
        # check against the logged tps of the median step(s) (tps printed rounded, e.g. '1307k')
        pub = [tps_value(s[2]) for s in steady if s[1] == med_ms]
        for p in pub:
            rel = abs(p - tps_total) / p
            assert rel < 0.005, (label, p, tps_total)
        # every steady step consistent too (within 1% : rounding + per-step time)
        for s in steady:
            assert abs(tps_value(s[2]) - tokens_per_step / (s[1] / 1000)) / tps_value(s[2]) < 0.01, (label, s)
        prec = {"e4m3": "fp8", "bf16": "bf16"}[mdt]
        step_lines = " / ".join("'%s'" % s[4].lstrip("# ") for s in steady)
        chunk_note = ""
        if "--lmhead-chunks" in cmd or "--attn-bwd-chunks" in cmd:
            chunk_note = (" The command's '--lmhead-chunks' / '--attn-bwd-chunks' split the LM head and the attention "
                          "backward into chunks to save memory; they are not recomputation (README: 'Recomputing matrix "
                          "multiplications, as required by the other options' lists only the --recompute-* flags) and "
                          "leave the FLOPs unchanged.")
        readme_h100 = ""
        if ngpu == 1:
            readme_h100 = {
                "Qwen2.5-0.5B": {"e4m3": "| Qwen2.5-0.5B | 1    | fp8   |    32 | 164k | 34% |  1:41h |",
                                 "bf16": "| Qwen2.5-0.5B | 1    | bf16  |    32 | 149k | 47% |  1:51h |"},
                "Qwen2.5-1.5B": {"e4m3": "| Qwen2.5-1.5B | 1    | fp8   |    16 |  73k | 41% |  3:49h |",
                                 "bf16": "| Qwen2.5-1.5B | 1    | bf16  |    16 |  59k | 57% |  4.42h |"},
                "Qwen2.5-3B": {"e4m3": "| Qwen2.5-3B   | 1    | fp8   |    16 |  40k | 43% |  6:51h |",
                               "bf16": "| Qwen2.5-3B   | 1    | bf16  |    16 |  31k | 59% |  8:58h |"},
                "Qwen2.5-7B": {"e4m3": "| Qwen2.5-7B   | 1    | fp8   |    16 |  19k | 45% | 14:28h |",
                               "bf16": "| Qwen2.5-7B   | 1    | bf16  |     4 |  14k | 60% | 20:02h |"},
            }[model][mdt]
            assert readme_h100 in readme, readme_h100
            readme_h100 = (" README 'Speed / H100' table row (same numbers): '%s'%s" % (
                readme_h100, " -- the table's Batch 16 differs from the benchmark file's --batch-size=32 "
                "(--grad-accumulation=16, total 512 sequences either way); the command in the benchmark file is used."
                if model == "Qwen2.5-1.5B" else ""))
        notes = (
            "PUBLISHED command (%s): '%s' with ARGS %s. PUBLISHED log steps 1-5: %s. "
            "step_time_s DERIVED = median of the five steady step times (step 0 = warm-up excluded) = %d ms. "
            "global_batch_seqs DERIVED = batch-size %d x grad-accumulation %d x %d GPU = %d (README: '%s' and '%s' "
            "-> 524288/1024 = 512). tokens_per_s_per_gpu DERIVED = %d x %d / %.3f / %d = %.1f (logged tps of the median "
            "step agrees within rounding). Shape PUBLISHED in llm.q src/training/transformer_config.cpp (same commit "
            "family; read at b77d969): '%s', '.VocabSize = 151936', '.UseQKVBias = true', tied embeddings %s; "
            "ffn_gated true (Qwen2 SwiGLU). Layout: data parallel only (tp=pp=cp=1); zero_stage %s (README '--zero-level "
            "<int>' list: '%s'). precision %s: %s. optimizer_state bf16: README '%s' / '%s' (bf16 master weights and "
            "bf16 Adam moments, no fp32 copy). cuda_graphs full: ARGS '--use-cuda-graphs' (README '%s'; no scope given, "
            "dense model). recompute none: no --recompute-* or offload flag in the command.%s 'sol' (speed of light: "
            "README 'the fastest possible speed if the GPU was only running strictly necessary matmuls at peak flop/s', "
            "at the matmul dtype's peak) is not an MFU and is not transcribed to mfu_pct. accelerator: H100 variant not "
            "stated; h100-sxm5-80gb ASSUMED (as the held torchao/torchtitan 8xH100 rows). Data: tiny-stories "
            "tokenized with the Qwen tokenizer, '--from-scratch'.%s"
        ) % (
            fname.replace("llmq_", "benchmarks/"), cmd, args_quote, step_lines,
            med_ms, bs, ga, ngpu, gbs, q_gbs, q_eff, gbs, SEQ, step_time, ngpu, tps_gpu,
            sh["quote"], "yes" if sh["tied"] else "no",
            "1" if ngpu > 1 else "0 (one GPU)", q_zero.strip(),
            prec, ("'--matmul-dtype=e4m3' (FP8 E4M3 matmuls; README '%s'; activations, master weights and "
                   "gradients otherwise bf16 per '--model-dtype=bf16')" % q_gdtype) if prec == "fp8"
            else "'--matmul-dtype=bf16'",
            q_mdtype, "--opt-m-dtype=bf16 --opt-v-dtype=bf16", q_graphs, chunk_note, readme_h100,
        )
        row = {k: "" for k in HEADER}
        row.update({
            "row_id": next_id(),
            "source": LLMQ_SRC.format(file=fname.replace("llmq_", "benchmarks/")),
            "table": "benchmarks/%s '## Model size: %s' / '### %s'" % (
                fname.replace("llmq_", ""), model.split("-")[1], "FP8" if prec == "fp8" else "BF16"),
            "model": model + " (llm.q Qwen2 config, from scratch)",
            "arch": "dense", "layers": sh["layers"], "hidden": sh["hidden"], "ffn_hidden": sh["ffn"],
            "ffn_gated": "true", "heads": sh["heads"], "kv_heads": sh["kv"], "seq_len": SEQ, "vocab": 151936,
            "global_batch_seqs": gbs, "micro_batch": bs, "tp": 1, "pp": 1, "dp": ngpu, "cp": 1, "ep": 1, "vp": 1,
            "sequence_parallel": "false", "zero_stage": 1 if ngpu > 1 else 0, "num_gpus": ngpu,
            "accelerator": "h100-sxm5-80gb", "precision": prec, "recompute": "none",
            "framework": "llm.q (IST-DASLab llmq, C++/CUDA, cuDNN attention, NCCL data parallel%s, CUDA graphs%s)" % (
                ", ZeRO-1 sharded optimizer" if ngpu > 1 else "",
                ", FP8 E4M3 matmuls" if prec == "fp8" else ""),
            "step_time_s": "%.3f" % step_time, "tokens_per_s_per_gpu": "%.1f" % tps_gpu,
            "measured_or_derived": "measured per-step wall time (llm.q log, median of steps 1-5); tokens/s/GPU DERIVED",
            "confidence": "medium: the publisher's own per-step log lines with the exact command; only 5 steady steps "
                          "(short run), H100 variant and host not stated",
            "notes": notes, "optimizer_state": "bf16", "cuda_graphs": "full",
            "target_file": "istdaslab_llmq.csv",
        })
        rows.append(row)


DROPPED = []
ARGS8 = ('"--train-file=data/tiny-stories-qwen/train-*.bin --eval-file=data/tiny-stories-qwen/eval.bin \\\n'
         ' --ckpt-interval=10000 --from-scratch --seq-length=1024 --model-dtype=bf16 --opt-m-dtype=bf16 \\\n'
         ' --opt-v-dtype=bf16 --gpus=8 --use-cuda-graphs"')
ARGS1 = ARGS8.replace("--gpus=8", "--gpus=1")
llmq_rows("llmq_H100x8.md", 8, ARGS8)
llmq_rows("llmq_H100x1.md", 1, ARGS1)

# ------------------------------------------------------- HF accelerate ----
acc_readme = read("accelerate_fsdp2_README_d2e6b03.md")
acc_py = read("accelerate_fsdp2_fp8_d2e6b03.py")
Q_TPS = ("In our example, we use a 8B Llama3.1 model, which has a hidden dimension of 4096 and we train on sequence "
         "length of 8192. In the below images, we can see that this improves performance by ~25% compared to `bf16`, "
         "reaching ~10000 tokens per second, per device on 8x H100 GPUs, compared to ~8000 tokens per second using "
         "`bf16`, while loss function stays roughly the same.")
Q_HW = ("The figures above were generated on 8x H100 SXM GPUs, with 8192 sequence length and 1000 steps.")
assert Q_TPS in acc_readme and Q_HW in acc_readme
PY_QUOTES = [
    'MODEL_ID = "NousResearch/Hermes-3-Llama-3.1-8B"',
    "dataloader = DataLoader(dataset, batch_size=1, collate_fn=collate_fn)",
    "# We keep batch size at 1, as it is basically the same as sequence length, which we use instead",
    "fsdp_version=2,",
    'transformer_cls_names_to_wrap=["LlamaDecoderLayer"],',
    "use_regional_compilation=True,",
    "enable_fsdp_float8_all_gather=True,",
    "force_recompute_fp8_weight_in_bwd=True,",
    "accelerator.backward(loss)\n        optimizer.step()\n        optimizer.zero_grad()",
    'num_tokens += batch["input_ids"].shape[1]',
    "tps = num_tokens / total_time",
    "WARMUP_STEPS = 10",
]
for q in PY_QUOTES:
    assert q in acc_py, q
assert "activation_checkpointing" not in acc_py  # plugin default (False) used
pub = {"fp8": 10000.0, "bf16": 8000.0}
assert abs(pub["fp8"] / pub["bf16"] - 1.25) < 1e-9  # '~25%'
for prec in ("fp8", "bf16"):
    tps = pub[prec]
    step = 8192 * 1 / tps  # per-device tokens per step / per-device tokens/s
    notes = (
        "PUBLISHED (examples/fsdp2/README.md @d2e6b03): '%s' and '%s'. Values are ROUNDED prose ('~'); the "
        "charts (huggingface.co documentation-images fp8_tps.png) were not reachable. "
        "Script examples/fsdp2/fsdp2_fp8.py @d2e6b03 (read): %s. micro_batch 1 PUBLISHED; global_batch_seqs DERIVED = "
        "1 x 8 devices = 8 (optimizer.step() every micro-batch, no accumulation). step_time_s DERIVED = 8192 tokens per "
        "device per step / %d tokens/s/device = %.4f s (the script's 'TPS per device' counts batch['input_ids'].shape[1] "
        "= 8192 tokens per step on each process, cumulative average after 10 warm-up steps). zero_stage 3: FSDP2 with "
        "accelerate's default reshard_after_forward (src/accelerate/utils/dataclasses.py @d2e6b03: "
        "'RESHARD_AFTER_FORWARD\", \"true\" if self.fsdp_version == 2 else \"FULL_SHARD\"'). recompute none: the plugin is "
        "built without activation_checkpointing, whose help text says 'Defaults to `False`'. %s"
        "Shape: Llama 3.1 8B (32 layers, hidden 4096, FFN 14336 SwiGLU, 32 heads, 8 KV heads) ASSUMED from the model id "
        "(Hermes-3 is a Llama-3.1-8B fine-tune; from_config = random init of that architecture; config.json not read); "
        "vocab 128256 ASSUMED (Llama 3.1 tokenizer). accelerator: 'H100 SXM' PUBLISHED, 80 GB ASSUMED. Data: TinyStories "
        "packed to 8192-token sequences."
    ) % (Q_TPS, Q_HW, " / ".join("'%s'" % q.replace("\n        ", " ") for q in PY_QUOTES[:9]),
         int(tps), step,
         ("precision fp8: torchao Float8Linear tensorwise dynamic scaling (Float8LinearConfig() default recipe) via "
          "AORecipeKwargs, FP8 all-gather of FSDP weights; lm_head/embeddings handled by accelerate's filter (not "
          "read). " if prec == "fp8" else "precision bf16: fsdp2_plugin.set_mixed_precision('bf16'). "))
    row = {k: "" for k in HEADER}
    row.update({
        "row_id": next_id(),
        "source": ("Hugging Face accelerate, github huggingface/accelerate commit d2e6b0313d696be62fe69d19f15bf3098effbad2 "
                   "(2025-06-10, PR #3585 '[FSDP2] Refactor + FP8'), examples/fsdp2/README.md + examples/fsdp2/fsdp2_fp8.py "
                   "(same sentence at snapshot 16cb6eb80dd9aa8b4df1a63ef57863e455d53b83 in "
                   "examples/torch_native_parallelism/README.md)"),
        "table": "examples/fsdp2/README.md section 'FSDP2 + ao Float8Linear' (prose, %s)" % prec,
        "model": "Llama 3.1 8B architecture (NousResearch/Hermes-3-Llama-3.1-8B config, random init)",
        "arch": "dense", "layers": 32, "hidden": 4096, "ffn_hidden": 14336, "ffn_gated": "true", "heads": 32,
        "kv_heads": 8, "seq_len": 8192, "vocab": 128256, "global_batch_seqs": 8, "micro_batch": 1,
        "tp": 1, "pp": 1, "dp": 8, "cp": 1, "ep": 1, "vp": 1, "sequence_parallel": "false", "zero_stage": 3,
        "num_gpus": 8, "accelerator": "h100-sxm5-80gb", "precision": prec, "recompute": "none",
        "framework": "Hugging Face accelerate + transformers (FSDP2, regional torch.compile%s)" % (
            ", torchao Float8Linear tensorwise + FP8 all-gather" if prec == "fp8" else ""),
        "step_time_s": "%.4f" % step, "tokens_per_s_per_gpu": "%d" % tps,
        "measured_or_derived": "measured tokens/s per device (rounded, '~' in the README prose); step time DERIVED",
        "confidence": "low: rounded prose values ('~10000', '~8000'), chart not readable; shape and vocab from the model id",
        "notes": notes, "target_file": "huggingface_nanotron.csv",
    })
    rows.append(row)

# ------------------------------------------------------------ checks ----
for r in rows:
    g = int(r["num_gpus"])
    assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == g, r["row_id"]
    assert int(r["heads"]) % int(r["kv_heads"]) == 0
    assert int(r["global_batch_seqs"]) % (int(r["dp"]) * int(r["micro_batch"])) == 0
    st = float(r["step_time_s"])
    tpg = float(r["tokens_per_s_per_gpu"])
    recon = int(r["global_batch_seqs"]) * int(r["seq_len"]) / st / g
    assert abs(recon - tpg) / tpg < 0.002, (r["row_id"], recon, tpg)

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)

print("rows:", len(rows))
for r in rows:
    print(r["row_id"], r["model"][:28], r["num_gpus"], r["precision"], r["micro_batch"], r["global_batch_seqs"],
          r["step_time_s"], r["tokens_per_s_per_gpu"])
print("dropped configurations:")
for d in DROPPED:
    print(" -", d)
