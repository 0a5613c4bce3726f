#!/usr/bin/env python3
"""Build rows.csv for helper s79/h4 (row prefix s52d-). Pure Python; asserts every derived number.

Only one row qualified (an NVIDIA GB200 row found incidentally; no TPU / Gaudi source qualified,
see report.md). The header is copied byte-for-byte from the session50 candidate file.
"""
import csv, io

HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    header = next(csv.reader(f))
assert len(header) == 58 and header[0] == "row_id" and header[-1] == "target_file"

# ---- s52d-001: Megatron-Bridge Llama 3.1 405B MXFP8 on 64 GB200 (docs.nvidia.com nightly API docs) ----
GBS, SEQ, GPUS = 1536, 8192, 64            # PUBLISHED: 'global batch 1536', 'at 8K', '64 GB200 GPUs'
TP, PP, VP, CP = 8, 8, 8, 1                # PUBLISHED: 'TP8/PP8/VPP8/CP1'
STEP = 289.0                               # PUBLISHED: '289 seconds/update' ('approximately')
TFLOPS = 1718.0                            # PUBLISHED: 'approximately 1718 model TFLOP/s/GPU'
PEAK_GIB = 154.6                           # PUBLISHED: '154.6 GiB peak allocated memory'
dp = GPUS // (TP * PP * CP)
assert dp * TP * PP * CP == GPUS and dp == 1          # PUBLISHED 'At 64 GPUs, DP is one'
assert GBS // dp == 1536                               # PUBLISHED '1536 microbatches per optimizer update' (MBS 1)
tok_s_gpu = GBS * SEQ / (STEP * GPUS)
assert abs(tok_s_gpu - 680.30) < 0.01, tok_s_gpu

# consistency check of the published TFLOP/s with the published step time (shape of Llama 3.1 405B)
L, H, FFN, HEADS, KV, V = 126, 16384, 53248, 128, 8, 128256
hd = H // HEADS
per_layer = H * H * 2 + 2 * H * KV * hd + 3 * H * FFN
N = L * per_layer + 2 * V * H                          # untied input + output embeddings
flops_tok = 6 * N + 6 * L * SEQ * H                    # 6N + causal attention (fwd+bwd)
implied = TFLOPS * 1e12 / tok_s_gpu
assert abs(implied / flops_tok - 1) < 0.02, (implied, flops_tok)   # 0.4% apart

notes = (
    "Verbatim (docs.nvidia.com/nemo/megatron-bridge/nightly/apidocs/bridge/bridge.recipes.llama.gb200.llama3.html, "
    "read 2026-12-07 through the docs index): 'llama31_405b_pretrain_64gpu_gb200_fp8mx_config ... Configure 405B MXFP8 "
    "pretraining at 8K on 64 GB200 GPUs.' / 'Uses TP8/PP8/VPP8/CP1 with sequence parallelism, no activation recomputation, "
    "and no CUDA graphs. Tensor-parallel communication overlap is enabled. Place the sixteen four-GPU nodes within one "
    "NVLink domain. At 64 GPUs, DP is one: global batch 1536 and microbatch one accumulate 1536 microbatches per optimizer "
    "update.' / 'MXFP8 parameter gather reuses the gradient buffer. Gradient accumulation is BF16; optimizer master "
    "parameters and Adam moments remain FP32. No optimizer or activation offload is enabled.' / 'Configure a tokenizer and "
    "indexed dataset for real-text training; the default dataset is synthetic.' / 'Validated for 10 real-text updates in "
    "NeMo 26.10.rc10: approximately 1718 model TFLOP/s/GPU, 289 seconds/update, and 154.6 GiB peak allocated memory. This "
    "is a capacity/stability check, not a long-term convergence result.' "
    "PUBLISHED: seq 8192 ('8K'), GBS 1536, MBS 1, TP 8, PP 8, VP 8, CP 1, DP 1, 64 GB200, sequence parallel, recompute "
    "none, CUDA graphs none, MXFP8 (recorded fp8), step 289 s, 1718 model TFLOP/s/GPU, peak allocated 154.6 GiB, "
    "optimizer state fp32 (master + Adam moments). DERIVED: tokens/s/GPU = 1536 x 8192 / (289 x 64) = 680.3; the "
    "published TFLOP/s implies 1718e12/680.3 = 2.525e12 FLOP/token against 6N + causal attention 2.536e12 for the "
    "405B shape (0.4% apart, asserted in make_rows.py). ASSUMED: zero_stage 1 (Megatron-Bridge distributed optimizer "
    "default as in the held nvmb rows; irrelevant at DP 1); shape columns (126 layers, 16384, 53248 SwiGLU, 128/8 heads, "
    "vocab 128256) copied from the held Llama 3.1 405B rows (e.g. nvmb-006). intra_fabric blank: 16 GB200 nodes of 4 "
    "in one NVL72 domain = the accelerator default. Caveats: 'approximately' figures over 10 real-text updates (warm-up "
    "share unknown); nightly docs page, no repository commit could be pinned (the recipe file is not in the index). "
    "OUT OF THE BRIEF'S TOPIC (NVIDIA GPU, not TPU/Gaudi): found while searching Gaudi docs; drop it if the session "
    "wants topic rows only. No held row has Llama 3.1 405B on 64 GB200 (grep of data/measurements)."
)
row = {k: "" for k in header}
row.update({
    "row_id": "s52d-001",
    "source": "NVIDIA Megatron-Bridge API docs (nightly), bridge.recipes.llama.gb200.llama3.llama31_405b_pretrain_64gpu_gb200_fp8mx_config docstring, https://docs.nvidia.com/nemo/megatron-bridge/nightly/apidocs/bridge/bridge.recipes.llama.gb200.llama3.html (NeMo 26.10.rc10; page read 2026-12-07, no commit pin available)",
    "table": "docstring 'Validated for 10 real-text updates in NeMo 26.10.rc10'",
    "model": "Llama 3.1 405B", "arch": "dense",
    "layers": L, "hidden": H, "ffn_hidden": FFN, "ffn_gated": "true", "heads": HEADS, "kv_heads": KV,
    "seq_len": SEQ, "vocab": V, "global_batch_seqs": GBS, "micro_batch": 1,
    "tp": TP, "pp": PP, "dp": dp, "cp": CP, "vp": VP, "sequence_parallel": "true", "zero_stage": 1,
    "num_gpus": GPUS, "accelerator": "gb200", "precision": "fp8", "recompute": "none",
    "framework": "Megatron-Bridge / Megatron-Core + TransformerEngine (NeMo 26.10.rc10), MXFP8, TP comm overlap",
    "step_time_s": f"{STEP:g}", "tokens_per_s_per_gpu": f"{tok_s_gpu:.1f}", "tflops_per_gpu": f"{TFLOPS:g}",
    "tflops_basis": "model", "measured_or_derived": "measured step time and TFLOP/s (published, approximate); tokens/s derived",
    "confidence": "medium: vendor doc, 'approximately', 10 updates; full layout stated",
    "notes": notes, "activation_offload": "false", "optimizer_state": "fp32",
    "peak_memory_gib": PEAK_GIB, "memory_measure": "allocated", "cuda_graphs": "none",
    "target_file": "nvidia_megatron.csv",
})
rows = [row]

out = io.StringIO()
w = csv.DictWriter(out, fieldnames=header, lineterminator="\n")
w.writeheader()
for r in rows:
    assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == int(r["num_gpus"])
    assert int(r["heads"]) % int(r["kv_heads"]) == 0
    w.writerow(r)
with open("/work/s79/h4/rows.csv", "w", newline="") as f:
    f.write(out.getvalue())
print("wrote", len(rows), "row(s); tokens/s/GPU", round(tok_s_gpu, 1), "implied FLOP/token", f"{implied:.4g}", "vs", f"{flops_tok:.4g}")
