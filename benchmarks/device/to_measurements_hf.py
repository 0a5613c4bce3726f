"""Raw results of ``hf_step.py`` (Hugging Face ``transformers`` models on one GPU) -> data rows.

Called by ``to_measurements.main`` (one writer per table): step-time rows for
``data/measurements/lifecycle_device_h100hf.csv`` and ``..._h200hf.csv`` (the Hugging Face rows and the hand-written
decoder of the same call) and their power rows. Every number is copied from the raw CSVs.
"""

from __future__ import annotations

import glob
import os

RUN = "benchmarks/device/results/h100-hf-2026-11-27"
ACC = "h100-sxm5-80gb"


def source(gpu: str, when: str, run: str) -> str:
    return (f"lifecycle developers, own measurement on a lent {gpu} (one GPU, 700 W power limit, driver "
            f"580.159.04, PyTorch 2.11.0+cu130, transformers 5.17.0, {when}), benchmarks/device/hf_step.py as "
            f"committed with these results (raw CSVs and logs under {run})")


SOURCE = source("NVIDIA H100 SXM5 80 GB HBM3", "2026-11-27", RUN)
HF_SETUP = ("Setup (hf_step.py): the library's own {cls} built from a config with random weights (no "
            "download), fp32 parameters, forward + backward under bf16 autocast (the Trainer's bf16 mixed "
            "precision), the library's loss (labels shifted inside the model), clip_grad_norm_(1.0) and "
            "torch AdamW fused (the Trainer's default optimizer for torch >= 2.8, adamw_torch_fused, as "
            "TrainingArguments reported on the machine); uniformly random token ids; the Trainer loop, data "
            "loader and logging not timed; one GPU, no communication. ")
ATTN = {"eager": ("attn_implementation eager: attention as a matmul, a softmax in fp32, dropout (p 0) and a "
                  "matmul, every intermediate written to memory (no fused attention kernel)"),
        "sdpa": ("attn_implementation sdpa: torch scaled_dot_product_attention (FlashAttention-2 kernels "
                 "on Hopper), the library's default")}
# the expert loop (experts_implementation eager) runs 3.9x slower than the grouped GEMM at the
# same shape (863 against 220 ms): a Python loop over the 64 experts with per-expert gathers, a
# cost the step-time model does not describe (it has grouped or per-expert GEMMs, not the host
# loop), so the row keeps its power row only and is not a step-time row
POWER_ONLY = {"hf-olmoe-d4-b4-s2048-sdpa-loop"}
POWER_ONLY_TEXT = ("training steps of OLMoE layers with the library's expert loop (experts_implementation "
                   "eager; no step-time row: see benchmarks/device/to_measurements_hf.py)")


def load(read, run: str = RUN, calls: str = "call[12]"):
    """(hf rows, hand-written reference rows, ceilings) of ``run``'s ``calls``; call 2's repeats
    renamed. ``read(path, call)``: the raw-CSV reader of ``to_measurements``."""
    hf, ref, ceilings = [], [], []
    for call in sorted(glob.glob(os.path.join(run, calls))):
        name = os.path.basename(call)
        tag = "-repeat" if name == "call2" else ""
        hf += [{**r, "name": r["name"].removeprefix("hf-") + tag, "_orig": r["name"],
                "_power_only": POWER_ONLY_TEXT if r["name"] in POWER_ONLY else ""}
               for r in read(os.path.join(call, "hf_steps.csv"), name)]
        ref += [{**r, "name": r["name"] + (tag if r["name"] == "ref-d24-h2048-b4-s2048" else "")}
                for r in read(os.path.join(call, "steps.csv"), name)]
        ceilings += read(os.path.join(call, "ceilings.csv"), name)
    return hf, ref, ceilings


def _framework(r) -> str:
    cls = "OlmoeForCausalLM" if r["family"] == "olmoe" else "LlamaForCausalLM"
    out = f"Hugging Face transformers 5.17.0 {cls}, {ATTN[r['attn_implementation']]}, eager PyTorch 2.11"
    if r["family"] == "olmoe":
        out += f", experts_implementation {r['experts_used']}"
    return out + (", gradient checkpointing of every decoder layer" if r["gradient_checkpointing"] == "True" else "")


def hf_step_rows(rows, tag: str = "h100hf", run: dict | None = None) -> list[dict]:
    """Step-time rows of ``rows``; ``run``: the run's ``{"run", "acc", "source"}`` (default the
    H100 run of this module)."""
    run = run or {"run": RUN, "acc": ACC, "source": SOURCE}
    out = []
    for r in rows:
        if r.get("error") or r["_power_only"]:
            continue
        moe = r["family"] == "olmoe"
        e, k = (r["experts"].strip("()").split(",")[:2] if moe else ("", ""))
        tok, step = int(r["tokens_per_step"]), float(r["step_time_s_median"])
        cls = "OlmoeForCausalLM" if moe else "LlamaForCausalLM"
        note = (HF_SETUP.format(cls=cls) + ATTN[r["attn_implementation"]] + ". "
                + ("Gradient checkpointing: model.gradient_checkpointing_enable(use_reentrant=False), every "
                   "decoder layer re-run in the backward. " if r["gradient_checkpointing"] == "True" else "")
                + ("Input embedding and output head tied (Llama 3.2 1B's config): one matrix, the head GEMM "
                   "still runs; the table has no column for tying, so the model counts the head's "
                   "parameters twice in the optimizer and memory. " if r["tie_embeddings"] == "True" else "")
                + (f"MoE (OLMoE-1B-7B's layer shape at 4 of its 16 layers): {e.strip()} experts top-{k.strip()}, "
                   "softmax router, every layer MoE, no shared expert, experts through the library's "
                   f"{r['experts_used']} implementation; random data, no forced balance. " if moe else "")
                + f"Timed {r['steps_timed']} consecutive steps after 4 untimed ones (3 warm-up, 1 to size the "
                f"window); step_time_s = median, mean {float(r['step_time_s_mean']):.4f} s, p10 "
                f"{float(r['step_time_s_p10']):.4f} s, p90 {float(r['step_time_s_p90']):.4f} s. Parameters "
                f"{int(r['params']):,}; peak allocated memory {float(r['peak_mem_gib']):.1f} GiB. DERIVED: "
                f"tokens_per_s_per_gpu = micro_batch x seq_len / step_time_s = {tok} / {step:.4f}.")
        out.append({
            "row_id": f"lcdev-{tag}-" + r["name"], "source": run["source"],
            "table": f"{run['run']}/{r['_call']}/hf_steps.csv, row {r['_orig']}",
            "model": (f"OLMoE-1B-7B layers (4 of 16), {int(r['params']) / 1e9:.2f}B parameters" if moe else
                      f"Llama ({cls}), {int(r['params']) / 1e9:.2f}B parameters"),
            "arch": "moe" if moe else "dense", "layers": r["layers"], "hidden": r["hidden"],
            "ffn_hidden": r["ffn_hidden"], "ffn_gated": "true", "heads": r["heads"], "kv_heads": r["kv_heads"],
            "seq_len": r["seq_len"], "vocab": r["vocab"], "num_experts": e.strip(), "experts_per_token": k.strip(),
            "global_batch_seqs": r["micro_batch"], "micro_batch": r["micro_batch"], "tp": 1, "pp": 1, "dp": 1,
            "cp": 1, "ep": 1, "vp": 1, "sequence_parallel": "false", "zero_stage": 0, "num_gpus": 1,
            "accelerator": run["acc"], "precision": "bf16",
            "recompute": "full" if r["gradient_checkpointing"] == "True" else "none",
            "framework": _framework(r), "step_time_s": f"{step:.5f}", "tokens_per_s_per_gpu": f"{tok / step:.1f}",
            "measured_or_derived": "measured median step time (CUDA-synchronised wall clock per step); tokens/s DERIVED",
            "confidence": "high (own measurement, full configuration known)",
            "notes": note, "moe_ffn_hidden": r["ffn_hidden"] if moe else "", "shared_experts": 0 if moe else "",
            "first_dense_layers": 0 if moe else "", "etp": 1 if moe else "", "moe_force_balance": "false" if moe else "",
        })
    return out
