"""Training step time and board power of Hugging Face ``transformers`` models on one GPU.

Run on a lent GPU machine (not in CI, not by the test suite), beside ``train_step.py``:
the same step (forward + backward under bf16 autocast over fp32 parameters, gradient-norm
clipping, AdamW), the same timing and power meter, but the model is the library's own
``LlamaForCausalLM`` / ``OlmoeForCausalLM`` built from a config with random weights, as
academic and Hugging Face training runs use it (the Trainer's default mixed precision):

- ``attn_implementation='eager'``: attention as matmul, fp32 softmax and matmul (no fused
  attention kernel; the stack of runs that did not enable FlashAttention),
- ``attn_implementation='sdpa'``: PyTorch's ``scaled_dot_product_attention`` (FlashAttention-2
  kernels on Hopper), the library's default,
- ``gradient_checkpointing_enable()``: every decoder layer recomputed in backward.

Every row also names the library's version. One hand-written ``train_step.py`` decoder of
the same shape runs in the same call, so the two stacks compare on one machine.
The loss is the library's own (labels shifted inside the model), the optimizer the
Trainer's default. Data-loading, logging and the Trainer loop itself are not timed.

Usage: ``python3 hf_step.py --out DIR [--only NAME ...] [--smoke]``.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

import torch

from device_configs import Config
from power import PowerMeter
from timing import time_steps, write_rows
from train_step import measure, microbench

# name, model class, layers, hidden, ffn, heads, kv_heads, seq, vocab, micro batch, attention,
# gradient checkpointing, tied embeddings, (experts, top-k) for OLMoE rows
HF_CONFIGS = [
    ("hf-d12-h768-b16-s1024-eager", "llama", 12, 768, 2048, 12, 12, 1024, 50304, 16, "eager", False, False, None),
    ("hf-d12-h768-b16-s1024-sdpa", "llama", 12, 768, 2048, 12, 12, 1024, 50304, 16, "sdpa", False, False, None),
    ("hf-d24-h1024-b16-s1024-eager", "llama", 24, 1024, 2816, 16, 16, 1024, 50304, 16, "eager", False, False, None),
    ("hf-d24-h1024-b16-s1024-sdpa", "llama", 24, 1024, 2816, 16, 16, 1024, 50304, 16, "sdpa", False, False, None),
    ("hf-d24-h2048-b2-s2048-eager", "llama", 24, 2048, 5504, 16, 16, 2048, 50304, 2, "eager", False, False, None),
    ("hf-d24-h2048-b2-s2048-sdpa", "llama", 24, 2048, 5504, 16, 16, 2048, 50304, 2, "sdpa", False, False, None),
    ("hf-d24-h2048-b4-s2048-sdpa", "llama", 24, 2048, 5504, 16, 16, 2048, 50304, 4, "sdpa", False, False, None),
    ("hf-d24-h2048-b4-s2048-sdpa-gc", "llama", 24, 2048, 5504, 16, 16, 2048, 50304, 4, "sdpa", True, False, None),
    ("hf-llama32-1b-b4-s2048-sdpa", "llama", 16, 2048, 8192, 32, 8, 2048, 128256, 4, "sdpa", False, True, None),
    ("hf-llama32-1b-b2-s2048-eager", "llama", 16, 2048, 8192, 32, 8, 2048, 128256, 2, "eager", False, True, None),
    ("hf-olmoe-d4-b4-s2048-sdpa", "olmoe", 4, 2048, 1024, 16, 16, 2048, 50304, 4, "sdpa", False, False, (64, 8)),
    ("hf-olmoe-d4-b4-s2048-sdpa-loop", "olmoe", 4, 2048, 1024, 16, 16, 2048, 50304, 4, "sdpa", False, False,
     (64, 8, "eager")),
]
# the hand-written decoder (train_step.py) at the shape of the 2048-wide rows, same call
REFERENCE = [Config("ref-d24-h2048-b4-s2048", 24, 2048, 5504, 16, 16, 2048, 50304, 4),
             Config("ref-d24-h2048-b2-s2048", 24, 2048, 5504, 16, 16, 2048, 50304, 2),
             Config("ref-d12-h768-b16-s1024", 12, 768, 2048, 12, 12, 1024, 50304, 16),
             Config("ref-d24-h1024-b16-s1024", 24, 1024, 2816, 16, 16, 1024, 50304, 16)]
SMOKE = [("smoke-eager", "llama", 2, 64, 128, 4, 2, 32, 256, 2, "eager", False, False, None),
         ("smoke-sdpa-gc", "llama", 2, 64, 128, 4, 2, 32, 256, 2, "sdpa", True, True, None),
         ("smoke-olmoe", "olmoe", 2, 64, 32, 4, 4, 32, 256, 2, "sdpa", False, False, (4, 2)),
         ("smoke-olmoe-loop", "olmoe", 2, 64, 32, 4, 4, 32, 256, 2, "sdpa", False, False, (4, 2, "eager"))]
KEYS = ("name", "family", "layers", "hidden", "ffn_hidden", "heads", "kv_heads", "seq_len", "vocab",
        "micro_batch", "attn_implementation", "gradient_checkpointing", "tie_embeddings", "experts")


def build(cfg: dict, dev):
    import transformers as tf
    common = dict(vocab_size=cfg["vocab"], hidden_size=cfg["hidden"], intermediate_size=cfg["ffn_hidden"],
                  num_hidden_layers=cfg["layers"], num_attention_heads=cfg["heads"],
                  num_key_value_heads=cfg["kv_heads"], max_position_embeddings=cfg["seq_len"],
                  tie_word_embeddings=cfg["tie_embeddings"])
    if cfg["family"] == "olmoe":
        e, k, *impl = cfg["experts"]  # impl: the library's default (grouped_mm) or "eager" (a loop)
        conf, cls = tf.OlmoeConfig(**common, num_experts=e, num_experts_per_tok=k), tf.OlmoeForCausalLM
        if impl:
            conf._experts_implementation = impl[0]
    else:
        conf, cls = tf.LlamaConfig(**common), tf.LlamaForCausalLM
    conf._attn_implementation = cfg["attn_implementation"]
    with torch.device(dev):
        model = cls(conf)
    model.float().train()
    if cfg["gradient_checkpointing"]:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    return model, model.config


def trainer_default_optim() -> str:
    try:
        from transformers import TrainingArguments
        return str(TrainingArguments(output_dir="/tmp/hf-args").optim)
    except Exception as e:  # noqa: BLE001 - recorded, not fatal
        return f"unknown ({type(e).__name__})"


def measure_hf(cfg: dict, dev, meter, window_s: float, optim_name: str) -> dict:
    torch.manual_seed(0)
    model, conf = build(cfg, dev)
    n_params = sum(p.numel() for p in model.parameters())
    # the Trainer's default is adamw_torch_fused for torch >= 2.8 (transformers 5.17.0,
    # training_args.py: default_optim); where its arguments cannot be built, that default
    fused = ("fused" in optim_name or optim_name.startswith("unknown")) and dev.type == "cuda"
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=fused, foreach=None if fused else True)
    gen = torch.Generator(device=dev).manual_seed(0)
    batches = [torch.randint(0, cfg["vocab"], (cfg["micro_batch"], cfg["seq_len"]), device=dev, generator=gen)
               for _ in range(4)]
    amp = torch.autocast(device_type=dev.type, dtype=torch.bfloat16)

    def step(i):
        ids = batches[i % len(batches)]
        with amp:
            loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
        return loss

    stats, loss = time_steps(step, dev, meter, window_s)
    row = {**cfg, "params": n_params, "tokens_per_step": cfg["micro_batch"] * cfg["seq_len"],
           "attn_used": getattr(conf, "_attn_implementation", ""),
           "experts_used": getattr(conf, "_experts_implementation", "") if cfg["experts"] else "",
           "optimizer": f"AdamW fused={fused}", **stats}
    row["tokens_per_s"] = row["tokens_per_step"] / row["step_time_s_median"]
    del model, opt, batches
    if dev.type == "cuda":
        torch.cuda.empty_cache()
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--only", nargs="*", default=None)
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--window", type=float, default=5.0, help="seconds timed per configuration")
    ap.add_argument("--ref-first", action="store_true", help="only the first hand-written reference row")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    dev = torch.device("cpu" if args.smoke or not torch.cuda.is_available() else "cuda")
    torch.backends.cuda.matmul.allow_tf32 = True
    import transformers
    meter = PowerMeter()
    optim_name = trainer_default_optim()
    env = {"torch": torch.__version__, "cuda": torch.version.cuda, "python": platform.python_version(),
           "transformers": transformers.__version__, "trainer_default_optim": optim_name,
           "host": platform.node(), "cpus": os.cpu_count(), **meter.info()}
    if dev.type == "cuda":
        env["device_name"] = torch.cuda.get_device_name(0)
    print(env, flush=True)
    write_rows(os.path.join(args.out, "env.csv"), [env])
    time.sleep(0 if args.smoke else 3)
    meter.start()
    time.sleep(0.5 if args.smoke else 5)
    bench = [{"name": "idle", "value": "", "unit": "", **meter.stop()}] + microbench(dev, meter)
    write_rows(os.path.join(args.out, "ceilings.csv"), bench)
    for b in bench:
        print(b, flush=True)
    pool = SMOKE if args.smoke else [c for c in HF_CONFIGS if not args.only or c[0] in args.only]
    window = 0.2 if args.smoke else args.window
    rows = []
    for c in pool:
        cfg = dict(zip(KEYS, c))
        try:
            rows.append(measure_hf(cfg, dev, meter, window, optim_name))
        except Exception as e:  # noqa: BLE001 - one failed shape (OOM) must not lose the others
            rows.append({**cfg, "error": f"{type(e).__name__}: {str(e)[:300]}"})
            if dev.type == "cuda":
                torch.cuda.empty_cache()
        write_rows(os.path.join(args.out, "hf_steps.csv"), rows)
        r = rows[-1]
        print(f"{cfg['name']:32s} " + (f"{r['step_time_s_median'] * 1e3:9.1f} ms {r['tokens_per_s']:9.0f} tok/s "
                                       f"{r['energy_power_w']:6.0f} W mem {r['peak_mem_gib']}"
                                       if "error" not in r else r["error"]), flush=True)
    ref = ([Config("smoke-ref", 2, 64, 128, 4, 2, 32, 256, 2)] if args.smoke
           else REFERENCE[:1] if args.ref_first else REFERENCE)
    refrows = [measure(c, dev, meter, window) for c in ref]
    write_rows(os.path.join(args.out, "steps.csv"), refrows)
    for r in refrows:
        print(f"{r['name']:32s} {r['step_time_s_median'] * 1e3:9.1f} ms {r['tokens_per_s']:9.0f} tok/s", flush=True)


if __name__ == "__main__":
    main()
