#!/usr/bin/env python3
"""Build rows.csv (and held_h200_rows.csv) for helper s53c from NVIDIA's cuDNN-frontend
Llama-3.2-1B single-GPU training benchmark. Pure Python; every derived number is asserted
against the published one. Values are copied verbatim from the pinned files:

  NVIDIA/cudnn-frontend@7606332572705e2e89e025ac7546a8bbffbf5cab (2025-05-22, the commit that
  added the benchmark and its results), benchmark/Llama-3.2-1B-Training/{README.md,
  training_perf.py, artifacts/b200_training_timing.csv, artifacts/h200_training_timing.csv,
  artifacts/b200_run_plot.b200.txt}; README and CSVs unchanged at 9793df5 (2025-07-16, v1.13.0;
  training_perf.py only reformatted there); the folder was deleted in b8c0656 (2026-01-27, v1.18.0).
"""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_FILE = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_FILE) as f:
    HEADER = next(csv.reader(f))
assert HEADER[-1] == "target_file" and len(HEADER) == 58, len(HEADER)

# --- published per-iteration times --------------------------------------------------------
# artifacts/*_training_timing.csv lines "backend,batch_size,seq_len,time,..." (full precision)
CSV_TIMES = {
    "b200": {
        ("CUDNN_ATTENTION", 24, 768): 0.1999587368965149,
        ("EFFICIENT_ATTENTION", 24, 768): 0.2222413659095764,
        ("FLASH_ATTENTION", 24, 768): 0.2080540633201599,
        ("CUDNN_ATTENTION", 12, 1024): 0.13925427675247193,
        ("EFFICIENT_ATTENTION", 12, 1024): 0.15955399751663207,
        ("FLASH_ATTENTION", 12, 1024): 0.14496242761611938,
        ("CUDNN_ATTENTION", 6, 2048): 0.1443575620651245,
        ("EFFICIENT_ATTENTION", 6, 2048): 0.18433480978012085,
        ("FLASH_ATTENTION", 6, 2048): 0.1538383936882019,
        ("CUDNN_ATTENTION", 3, 4096): 0.15531346797943116,
        ("EFFICIENT_ATTENTION", 3, 4096): 0.23642487287521363,
        ("FLASH_ATTENTION", 3, 4096): 0.17227792978286743,
        ("CUDNN_ATTENTION", 2, 8192): 0.2312054991722107,
        ("EFFICIENT_ATTENTION", 2, 8192): 0.4442636728286743,
        ("FLASH_ATTENTION", 2, 8192): 0.2755130219459534,
        ("CUDNN_ATTENTION", 1, 16384): 0.2849757242202759,
        ("EFFICIENT_ATTENTION", 1, 16384): 0.7164016962051392,
        ("FLASH_ATTENTION", 1, 16384): 0.374487898349762,
    },
    "h200": {
        ("CUDNN_ATTENTION", 24, 768): 0.32912482261657716,
        ("EFFICIENT_ATTENTION", 24, 768): 0.35213589191436767,
        ("FLASH_ATTENTION", 24, 768): 0.33675609350204466,
        ("CUDNN_ATTENTION", 12, 1024): 0.222159903049469,
        ("EFFICIENT_ATTENTION", 12, 1024): 0.242840039730072,
        ("FLASH_ATTENTION", 12, 1024): 0.22822560071945192,
        ("CUDNN_ATTENTION", 6, 2048): 0.22936189889907838,
        ("EFFICIENT_ATTENTION", 6, 2048): 0.27000739574432375,
        ("FLASH_ATTENTION", 6, 2048): 0.23996224880218506,
        ("CUDNN_ATTENTION", 3, 4096): 0.24294065952301025,
        ("EFFICIENT_ATTENTION", 3, 4096): 0.3219713830947876,
        ("FLASH_ATTENTION", 3, 4096): 0.2598997974395752,
        ("CUDNN_ATTENTION", 2, 8192): 0.35719603300094604,
        ("EFFICIENT_ATTENTION", 2, 8192): 0.5656680560112,
        ("FLASH_ATTENTION", 2, 8192): 0.39713253974914553,
        ("CUDNN_ATTENTION", 1, 16384): 0.4235471987724304,
        ("EFFICIENT_ATTENTION", 1, 16384): 0.8501014828681945,
        ("FLASH_ATTENTION", 1, 16384): 0.5001843190193176,
    },
}
# README tables "| (sec per iter) | CUDNN_ATTENTION | EFFICIENT_ATTENTION | FLASH_ATTENTION |"
README_TABLE = {
    "b200": {(1, 16384): (0.285, 0.716, 0.374), (2, 8192): (0.231, 0.444, 0.276),
             (3, 4096): (0.155, 0.236, 0.172), (6, 2048): (0.144, 0.184, 0.154),
             (12, 1024): (0.139, 0.160, 0.145), (24, 768): (0.200, 0.222, 0.208)},
    "h200": {(1, 16384): (0.424, 0.850, 0.500), (2, 8192): (0.357, 0.566, 0.397),
             (3, 4096): (0.243, 0.322, 0.260), (6, 2048): (0.229, 0.270, 0.240),
             (12, 1024): (0.222, 0.243, 0.228), (24, 768): (0.329, 0.352, 0.336)},
}
MISMATCH = []
COLS = ("CUDNN_ATTENTION", "EFFICIENT_ATTENTION", "FLASH_ATTENTION")
for gpu, tab in README_TABLE.items():
    for (bs, sl), vals in tab.items():
        for b, v in zip(COLS, vals):
            t = CSV_TIMES[gpu][(b, bs, sl)]
            assert abs(t - v) < 0.001, (gpu, b, bs, sl, t, v)  # README rounds (one cell, H200 FLASH BS=24, truncates 0.33676 to 0.336)
            if abs(round(t, 3) - v) > 1e-9: MISMATCH.append((gpu, b, bs, sl, t, v))
assert MISMATCH == [("h200", "FLASH_ATTENTION", 24, 768, 0.33675609350204466, 0.336)], MISMATCH
# README's own B200/H200 speed-up range ("around 1.2x to 1.6x") checked on the CSVs
ratios = [CSV_TIMES["h200"][k] / CSV_TIMES["b200"][k] for k in CSV_TIMES["b200"]]
assert 1.18 <= min(ratios) and max(ratios) <= 1.65, (min(ratios), max(ratios))

# --- model shape (Llama-3.2-1B) -----------------------------------------------------------
SHAPE = dict(layers=16, hidden=2048, ffn_hidden=8192, heads=32, kv_heads=8, head_dim=64, vocab=128256)
assert SHAPE["hidden"] // SHAPE["heads"] == SHAPE["head_dim"]

def flops_per_token(sl):
    """Cross-check only (not written to a column): 6 x matmul params (lm_head tied, counted once
    as the output projection) + causal attention core 6 x L x s x h."""
    L, h, f, kv, hd, V = (SHAPE[k] for k in ("layers", "hidden", "ffn_hidden", "kv_heads", "head_dim", "vocab"))
    per_layer = h * h * 2 + 2 * h * kv * hd + 3 * h * f
    n_mm = L * per_layer + h * V
    assert abs(n_mm - 1_235_746_816) < 1
    return 6 * n_mm + 6 * L * sl * h

SRC_B = ("NVIDIA cuDNN team (NVIDIA/cudnn-frontend), benchmark/Llama-3.2-1B-Training README.md 'Results' "
         "section, table 'B200' and artifacts/b200_training_timing.csv, run log artifacts/b200_run_plot.b200.txt "
         "and script training_perf.py, all at commit 7606332572705e2e89e025ac7546a8bbffbf5cab (2025-05-22, "
         "'Introduce new benchmark results for cuDNN on H200 and B200'); README/CSV unchanged at 9793df5 "
         "(2025-07-16, v1.13.0); folder removed in b8c0656 (2026-01-27). Shape: meta-llama/Llama-3.2-1B config "
         "as transcribed in kevinstephano/thunder_model_blocks@06ea303d8181c8f9ae8f4358b863651ec28432f "
         "hf_llama/llama_config.py (HF hub commit 4e20de36 of Llama-3.2-1B-Instruct, same architecture)")
SRC_H = SRC_B.replace("table 'B200' and artifacts/b200_training_timing.csv, run log artifacts/b200_run_plot.b200.txt",
                      "table 'H200' and artifacts/h200_training_timing.csv (no run log published for H200)")

FW = {
    "CUDNN_ATTENTION": ("PyTorch 2.7.0 (NGC nvcr.io/nvidia/pytorch:25.04-py3, cuDNN 9.9.0) eager, no torch.compile; "
                        "Hugging Face transformers LlamaForCausalLM built from config (random init, pure bf16 weights); "
                        "SDPA forced to the CUDNN_ATTENTION backend (cuDNN fused attention) via sdpa_kernel; "
                        "plain CrossEntropyLoss on the full-vocabulary logits; torch.optim.SGD (no momentum); single GPU"),
    "FLASH_ATTENTION": ("PyTorch 2.7.0 (NGC nvcr.io/nvidia/pytorch:25.04-py3) eager, no torch.compile; "
                        "Hugging Face transformers LlamaForCausalLM built from config (random init, pure bf16 weights); "
                        "SDPA forced to the FLASH_ATTENTION backend (PyTorch's built-in FlashAttention-2 kernels) via "
                        "sdpa_kernel; plain CrossEntropyLoss on the full-vocabulary logits; torch.optim.SGD (no momentum); single GPU"),
}
assert "cudnn" not in FW["FLASH_ATTENTION"].lower() and "eager attention" not in " ".join(FW.values()).lower()

COMMON_QUOTES = (
    "VERBATIM README: 'Below are the result of the benchmark running on a single B200 GPU or H200 GPU.'; "
    "'CUDA: 12.9 (from NGC container)', 'cuDNN: 9.9.0 (from NGC container)', 'PyTorch: 2.7.0 (from NGC container)', "
    "'transformers: 4.35.0'; 'This will measure the mean time spent per training loop for 50 iterations under different "
    "batch sizes, sequence lengths, and SDPA backends.'; 'the timing measured here involves the entire 16 layers of the "
    "Llama model and each iteration includes a forward pass and a backward pass.' "
    "VERBATIM training_perf.py: 'dtype = torch.bfloat16', 'torch.set_default_dtype(dtype)', 'model_name = "
    "\"meta-llama/Llama-3.2-1B\"', 'model = LlamaForCausalLM(config).to(device).train()', 'optimizer = "
    "torch.optim.SGD(model.parameters(), lr=1e-6)', 'batch_seqlen = [(24, 768), (12, 1024), (6, 2048), (3, 4096), "
    "(2, 8192), (1, 16384)]', 'warmup_iterations = 5', 'measure_iterations = 100', 'inputs_embeds = "
    "torch.randn(*shape, dtype=dtype, device=device)', 'attention_mask = torch.ones(*shape[:2], ...)', loop body "
    "'output = model.forward(inputs_embeds=inputs_embeds, attention_mask=attention_mask)' / 'loss = "
    "loss_fct(output.logits.view(-1, config.vocab_size), target.view(-1))' / 'optimizer.zero_grad()' / "
    "'loss.backward()' / 'optimizer.step()', then 'torch.cuda.synchronize()' and 'duration / measure_iterations'. "
    "VERBATIM shape (llama_config.py): '\"hidden_size\": 2048', '\"intermediate_size\": 8192', '\"num_attention_heads\": 32', "
    "'\"num_hidden_layers\": 16', '\"num_key_value_heads\": 8', '\"head_dim\": 64', '\"hidden_act\": \"silu\"', "
    "'\"tie_word_embeddings\": True', '\"vocab_size\": 128256'. "
)
CAVEATS = (
    "ASSUMED/NOTES: step_time_s PUBLISHED = mean wall time of 100 timed iterations (after 5 warm-up) of forward + "
    "backward + SGD step on one fixed random batch (README says '50 iterations', the script runs 100; the script wins). "
    "The 'transformers: 4.35.0' label cannot be the version that ran: that release's LlamaConfig._rope_scaling_validation "
    "rejects Llama 3.2's five-field llama3 rope_scaling ('`rope_scaling` must be a dictionary with with two fields'); "
    "the Dockerfile ('pip install seaborn transformers' on top of pytorch:25.04-py3) installs the then-current release, "
    "version not recorded. Causal attention ASSUMED: with an all-ones 2-D mask transformers' SDPA path drops the mask and "
    "calls SDPA with is_causal, and PyTorch's FLASH_ATTENTION backend accepts no explicit attn_mask, so the FLASH runs "
    "(which completed) imply the mask-free causal call (inference, not a quote). Input embeddings are fed directly "
    "(inputs_embeds), so the token-embedding lookup/backward is skipped; the tied lm_head projection (2048 x 128256) and "
    "the full-vocabulary logits + cross-entropy are inside the step. Pure bf16 weights and gradients (no autocast, no fp32 "
    "master copy); SGD has no optimizer state: optimizer_state 'bf16' is the nearest schema value (ASSUMED mapping). "
    "No gradient checkpointing, no CUDA graphs, no torch.compile in the script (DERIVED from the code). "
    "Single GPU: tp=pp=dp=cp=1, zero_stage 0 (DERIVED: CUDA_VISIBLE_DEVICES=0, plain module). "
    "tokens_per_s_per_gpu DERIVED = batch x seq_len / step_time_s. "
)
B200_CLOCK = (
    "CLOCKS: README says 'The benchmark is conducted after the clock is locked at 1665 MHz, namely, the base clock of B200.' "
    "but the published run log shows the lock failed: '+ sudo nvidia-smi -i 0 -lgc 1665,1665' / 'The current user does "
    "not have permission to change clocks for GPU 00000000:1B:00.0.' / 'Terminating early due to previous errors.', followed "
    "by '+ python -u training_perf.py'; same log (nvidia-smi -q padding condensed): 'Product Name : NVIDIA B200', 'Attached GPUs : 8', 'Current Power Limit : "
    "1000.00 W', 'Max Clocks Graphics : 1965 MHz', 'Applications Clocks Setting : Not Active', \"torch.__version__ = "
    "'2.7.0a0+79aa17489c.nv25.04'\", 'torch.backends.cudnn.version() = 90900', 'Timestamp : Fri May  9 20:19:46 2025'. "
    "Default (unlocked) clocks are therefore ASSUMED for this row; the README's statement is the alternative (up to "
    "1665/1965 = 0.85 of the boost clock). README hardware: 'GPU: NVIDIA B200', 'CPU: INTEL(R) XEON(R) PLATINUM 8570', "
    "'RAM: 2TB' (an 8-GPU HGX/DGX B200 node, one GPU used) -> accelerator b200. "
)
H200_CLOCK = (
    "CLOCKS/VARIANT: README: 'GPU: NVIDIA H200', 'CPU: Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz', 'RAM: 256GB'; "
    "'Below is another run performed on an H200 GPU, with the clock frequency locked at 1500 MHz to match the H200’s base "
    "clock.' No run log is published for H200, so whether the lock held is unknown (it failed in the B200 log). "
    "SXM vs NVL (PCIe) not stated; the Ice Lake Silver 4314 host is more typical of PCIe servers. h200-sxm-141gb ASSUMED. "
)

def make_row(gpu, idx, backend, bs, sl, rid):
    t = CSV_TIMES[gpu][(backend, bs, sl)]
    readme = README_TABLE[gpu][(bs, sl)][COLS.index(backend)]
    tok = bs * sl
    tps = tok / t
    assert abs(tps * t - tok) < 1e-6
    f = flops_per_token(sl)
    mfu_chk = f * tps / (2250e12 if gpu == "b200" else 989.4e12) * 100
    assert 20 < mfu_chk < 60, (gpu, backend, bs, sl, mfu_chk)
    g = gpu.upper()
    table = (f"README 'Results' / '{g}' table, row 'BS={bs} SL={sl}', column {backend}: {readme:.3f} s per iter; "
             f"artifacts/{gpu}_training_timing.csv line '{backend},{bs},{sl},{t!r},BS={bs} SL={sl},...'")
    notes = (f"Run: Llama-3.2-1B, batch {bs} x seq {sl} = {tok} tokens per step, SDPA backend {backend}, one {g}. "
             f"PUBLISHED: {t!r} s per iteration (CSV; README rounds to {readme:.3f}). DERIVED: tokens/s/GPU = {tok} / {t:.6f} "
             f"= {tps:.1f}. Cross-check only (no column): ~{f/1e9:.3f} GFLOP/token (6 x 1.2357e9 matmul params incl. tied "
             f"lm_head + causal attention 6*L*s*h) -> {f*tps/1e12:.0f} TFLOP/s = {mfu_chk:.1f}% of the "
             f"{'2,250' if gpu=='b200' else '989'} TFLOP/s dense bf16 peak. "
             + (B200_CLOCK if gpu == "b200" else H200_CLOCK) + CAVEATS + COMMON_QUOTES
             + "Same script/results also give EFFICIENT_ATTENTION (not taken: the schema cannot name that kernel).")
    row = {k: "" for k in HEADER}
    row.update({
        "row_id": rid, "source": SRC_B if gpu == "b200" else SRC_H, "table": table,
        "model": "Llama-3.2-1B (meta-llama/Llama-3.2-1B config via Hugging Face transformers, random init)",
        "arch": "dense", "layers": SHAPE["layers"], "hidden": SHAPE["hidden"], "ffn_hidden": SHAPE["ffn_hidden"],
        "ffn_gated": "true", "heads": SHAPE["heads"], "kv_heads": SHAPE["kv_heads"], "seq_len": sl,
        "vocab": SHAPE["vocab"], "global_batch_seqs": bs, "micro_batch": bs, "tp": 1, "pp": 1, "dp": 1, "cp": 1,
        "ep": 1, "vp": 1, "sequence_parallel": "false", "zero_stage": 0, "num_gpus": 1,
        "accelerator": "b200" if gpu == "b200" else "h200-sxm-141gb", "precision": "bf16", "recompute": "none",
        "framework": FW[backend], "step_time_s": f"{t:.6f}", "tokens_per_s_per_gpu": f"{tps:.1f}",
        "measured_or_derived": ("step_time_s measured (PUBLISHED mean per-iteration wall time, CSV full precision); "
                                "tokens_per_s_per_gpu DERIVED = batch x seq_len / step_time_s"),
        "confidence": ("medium: NVIDIA's own script, CSV and run log published with the exact loop; single GPU, synthetic "
                       "batch; clock state contradicted between README (locked 1665 MHz) and log (lock failed)")
                      if gpu == "b200" else
                      ("low: H200 variant (SXM vs NVL) not stated and clocks stated as locked at 1500 MHz (below the "
                       "accelerator's default), no run log"),
        "notes": notes, "head_dim": SHAPE["head_dim"], "activation_offload": "false",
        "optimizer_state": "bf16", "cuda_graphs": "none",
        "target_file": "nvidia_cudnn_frontend.csv",
    })
    assert int(row["tp"]) * int(row["pp"]) * int(row["dp"]) * int(row["cp"]) == int(row["num_gpus"])
    return row

ORDER = [(24, 768), (12, 1024), (6, 2048), (3, 4096), (2, 8192), (1, 16384)]
rows, held = [], []
n = 0
for backend in ("CUDNN_ATTENTION", "FLASH_ATTENTION"):
    for bs, sl in ORDER:
        n += 1
        rows.append(make_row("b200", n, backend, bs, sl, f"s53c-{n:03d}"))
n = 100
for backend in ("CUDNN_ATTENTION", "FLASH_ATTENTION"):
    for bs, sl in ORDER:
        n += 1
        held.append(make_row("h200", n, backend, bs, sl, f"s53c-{n:03d}"))

for name, rs in (("rows.csv", rows), ("held_h200_rows.csv", held)):
    with open(os.path.join(HERE, name), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=HEADER)
        w.writeheader()
        for r in rs:
            w.writerow(r)
print(len(rows), "rows ->", "rows.csv;", len(held), "held rows -> held_h200_rows.csv")
for r in rows + held:
    print(r["row_id"], r["accelerator"], r["framework"][:0] + ("cuDNN" if "CUDNN" in r["framework"] else "FA2"),
          r["global_batch_seqs"], r["seq_len"], r["step_time_s"], r["tokens_per_s_per_gpu"])
