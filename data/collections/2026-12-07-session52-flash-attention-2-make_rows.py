#!/usr/bin/env python3
"""Build rows.csv (s52c-*) from Tri Dao's FlashAttention-2 paper, Table 1 (end-to-end GPT training,
8 x A100 80GB SXM), with configurations from Dao-AILab/flash-attention at the FA2 release commit.
Pure Python; every derived number is asserted. Run: python3 make_rows.py"""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    HEADER = next(csv.reader(f))

FA_COMMIT = "4f285b354796fb17df8636485b9a04df3ebbb7dc"  # 2023-07-17, 'FlashAttention-2' release (README '225 TFLOPs/sec')
HEAD_COMMIT = "0251105a2fb19d2957484b7f023cd8c115286ced"
VOCAB = 50264  # 50257 padded to a multiple of 8 (gpt3s-flash.yaml 'pad_vocab_size_multiple: 8'), as held rows
NGPU = 8

# Paper Table 1, verbatim cells (TFLOPs/s per GPU). 'Without FlashAttention' cells read but not used.
TABLE1 = {
    ("1.3B", 2048): {"without": 142, "fa1": 189, "fa2": 196},
    ("1.3B", 8192): {"without": 72, "fa1": 170, "fa2": 220},
    ("2.7B", 2048): {"without": 149, "fa1": 189, "fa2": 205},
    ("2.7B", 8192): {"without": 80, "fa1": 175, "fa2": 225},
}
# Held README measurements (hazyresearch_flash_attention.csv, training/README.md): node tokens/s at 2k
README_NODE_TOKS = {"1.3B": 169_000, "2.7B": 85_000}

def n_params(L, h, V, s):
    # flash_attn GPTLMHeadModel: per layer Wqkv(3h^2+3h)+out(h^2+h)+fc1(4h^2+4h)+fc2(4h^2+h)+2 LN(4h)
    # = 12h^2+13h; wte V*h (tied lm_head); learned wpe s*h (n_positions = max_length); final LN 2h
    return L * (12 * h * h + 13 * h) + V * h + s * h + 2 * h

def flops_per_token(L, h, s):
    # paper: '6 * seqlen * number of params + 12 * number of layers * hidden dim * seqlen^2' per sequence
    return 6 * n_params(L, h, VOCAB, s) + 12 * L * h * s

SHAPES = {"1.3B": dict(L=24, h=2048), "2.7B": dict(L=32, h=2560)}

# Cross-check: the paper's FlashAttention(v1) 2k cells equal the held README measurements within 2%
for m in ("1.3B", "2.7B"):
    L, h = SHAPES[m]["L"], SHAPES[m]["h"]
    tok = TABLE1[(m, 2048)]["fa1"] * 1e12 / flops_per_token(L, h, 2048)
    readme = README_NODE_TOKS[m] / NGPU
    assert abs(tok / readme - 1) < 0.02, (m, tok, readme)

Q_TABLE = ("Paper (arXiv:2307.08691v1, Sec. 4.2): 'We measure the training throughput of GPT-style models with either 1.3B or 2.7B "
           "parameters, on 8 x A100 80GB SXM. As shown in Table 1, FlashAttention-2 yields 2.8x speedup compared to a baseline "
           "without FlashAttention and 1.3x speedup compared to FlashAttention-2, reaching up to 225 TFLOPs/s per A100 GPU.' / "
           "'Note that we calculate the FLOPs by the formula, following Megatron-LM ... 6 * seqlen * number of params + 12 * number of "
           "layers * hidden dim * seqlen^2 ... We choose to follow the formula from the literature (without dividing the attention "
           "FLOPs by 2) for consistency.' / 'Table 1: Training speed (TFLOPs/s/GPU) of GPT-style models on 8 x A100 GPUs. "
           "FlashAttention-2 reaches up to 225 TFLOPs/s (72% model FLOPs utilization).' Table 1 rows: 'GPT3-1.3B 2k context | 142 "
           "TFLOPs/s | 189 TFLOPs/s | 196 TFLOPs/s', 'GPT3-1.3B 8k context | 72 TFLOPS/s | 170 TFLOPs/s | 220 TFLOPs/s', 'GPT3-2.7B "
           "2k context | 149 TFLOPs/s | 189 TFLOPs/s | 205 TFLOPs/s', 'GPT3-2.7B 8k context | 80 TFLOPs/s | 175 TFLOPs/s | 225 "
           "TFLOPs/s' (columns Without FlashAttention | FlashAttention | FlashAttention-2).")
Q_README = ("Repository README at %s (lines blamed to that commit, Tri Dao 2023-07-17): 'Overall this speeds up training by 3-5x "
            "compared to the baseline implementation from Huggingface, reaching up to 225 TFLOPs/sec per A100, equivalent to 72%% "
            "model FLOPs utilization (we don't need any activation checkpointing).' / 'We also include a training script to train "
            "GPT2 on Openwebtext and GPT3 on The Pile.'" % FA_COMMIT[:9])
Q_BASE = ("Configs (training/configs/experiment/pile/, identical at %s and HEAD %s): base.yaml 'devices: 8', 'num_nodes: 1', "
          "'precision: bf16', 'accumulate_grad_batches: ${div_up:${train.global_batch_size}, ${eval:${trainer.devices} * "
          "${datamodule.batch_size} * ${trainer.num_nodes}}}', loss 'flash_attn.losses.cross_entropy.CrossEntropyLoss'; "
          "gpt3s-flash.yaml 'use_flash_attn: True', 'fused_dropout_add_ln: True', 'fused_mlp: True', 'fused_bias_fc: True', "
          "'pad_vocab_size_multiple: 8'; gpt3xl-flash.yaml 'override /optimizer: adamw-zero', 'n_embd: 2048', 'n_head: 16', "
          "'n_layer: 24', 'global_batch_size: 512', '_target_: src.utils.ddp_zero1.DDPStrategyZero1'; optimizer/adamw-zero.yaml "
          "'_target_: torch.distributed.optim.ZeroRedundancyOptimizer' (-> zero_stage 1). gpu_mem = round(nvidia-smi MiB/1000) "
          "= 82 on A100 80GB (ASSUMED as in the held rows)." % (FA_COMMIT[:9], HEAD_COMMIT[:9]))

CONFIGS = {
    ("1.3B", 2048): dict(cfg="gpt3xl-flash", heads=16, gbs=512, mb=8,
        q="gpt3xl-flash.yaml datamodule 'batch_size: ${eval:\"1 if ${train.gpu_mem} < 24 else (2 if ${train.gpu_mem} < 40 else (4 if ${train.gpu_mem} < 80 else 8))\"}' -> 8; 'global_batch_size: 512' -> GA 512/(8x8) = 8 (same config as held row flashattn_gpt3_1p3b_8xa100)."),
    ("1.3B", 8192): dict(cfg="gpt3xl-flash-8k", heads=16, gbs=128, mb=4,
        q="gpt3xl-flash-8k.yaml: 'defaults: - /experiment/pile/gpt3xl-flash.yaml', 'max_length: 8192', 'batch_size: ${eval:\"1 if ${train.gpu_mem} < 40 else (2 if ${train.gpu_mem} < 80 else 4)\"}' -> 4, 'global_batch_size: 128' -> GA 128/(8x4) = 4."),
    ("2.7B", 2048): dict(cfg="gpt3-2.7B-flash-hdim128", heads=20, gbs=512, mb=4,
        q="gpt3-2.7B-flash-hdim128.yaml: 'n_embd: 2560', 'n_head: 20  # Headdim 128 is faster than headdim 80', 'n_layer: 32', 'mlp_checkpoint_lvl: 0', 'batch_size: ${eval:\"1 if ${train.gpu_mem} < 40 else (2 if ${train.gpu_mem} < 80 else 4)\"}' -> 4; inherits 'global_batch_size: 512' -> GA 16. training/README.md: 'For the GPT3-2.7B model, we set head dimension to 128 (instead of 80) for better efficiency.' (same config as held row flashattn_gpt3_2p7b_8xa100)."),
    ("2.7B", 8192): dict(cfg="gpt3-2.7B-flash-8k", heads=32, gbs=128, mb=4,
        q="gpt3-2.7B-flash-8k.yaml: 'defaults: - /experiment/pile/gpt3xl-flash-8k.yaml', 'n_embd: 2560', 'n_head: 32', 'n_layer: 32', 'mlp_checkpoint_lvl: 0', 'batch_size: ${eval:\"1 if ${train.gpu_mem} < 40 else (2 if ${train.gpu_mem} < 80 else 4)\"}' -> 4; inherits 'global_batch_size: 128' -> GA 4. ASSUMED over the only head-dim-128 8k config, gpt3-2.7B-flash-hdim128-rotary-8k.yaml ('n_head: 20', rotary, 'batch_size: ...(4 if ${train.gpu_mem} < 80 else 8)' -> 8, GA 2), because it is the non-rotary sibling of gpt3xl-flash-8k; the paper names no config, so heads 32 vs 20, micro 4 vs 8 and learned vs rotary positions are uncertain for this row."),
}

# expected derived values (rounded), asserted below
EXPECT = {
    ("1.3B", 2048, "fa2"): (21533, 6.087),
    ("1.3B", 8192, "fa1"): (13280, 9.870),
    ("1.3B", 8192, "fa2"): (17185, 7.627),
    ("2.7B", 2048, "fa2"): (11438, 11.459),
    ("2.7B", 8192, "fa1"): (7274, 18.019),
    ("2.7B", 8192, "fa2"): (9353, 14.014),
}

rows = []
for i, (m, s, k) in enumerate(EXPECT, start=1):
    L, h = SHAPES[m]["L"], SHAPES[m]["h"]
    c = CONFIGS[(m, s)]
    tfl = TABLE1[(m, s)][k]
    F = flops_per_token(L, h, s)
    N = n_params(L, h, VOCAB, s)
    tok = tfl * 1e12 / F
    step = c["gbs"] * s / (tok * NGPU)
    et, es = EXPECT[(m, s, k)]
    assert abs(tok - et) < 1, (m, s, k, tok)
    assert abs(step - es) < 0.001, (m, s, k, step)
    ga = c["gbs"] // (NGPU * c["mb"])
    assert ga * NGPU * c["mb"] == c["gbs"]
    kern = "FlashAttention-2" if k == "fa2" else "FlashAttention (v1)"
    col = "FlashAttention-2" if k == "fa2" else "FlashAttention"
    conf = "low" if (m, s) == ("2.7B", 8192) else "medium-low"
    conf_txt = (conf + ": TFLOP/s published (rounded to 1 TFLOP/s) for an end-to-end run of unstated length; the paper names no config, "
                "batch or layout: the repository's configs for this model and context (%s.yaml) are ASSUMED to be what ran; tokens/s and step "
                "time DERIVED through the paper's FLOP formula with an exact parameter count (the paper's 'number of params' may be a "
                "rounded 1.3B/2.7B: about 1-3%% either way)" % c["cfg"])
    if (m, s) == ("2.7B", 8192):
        conf_txt += "; head dim / micro batch / position embedding uncertain (see notes)"
    notes = (
        "PUBLISHED tflops_per_gpu = %d (paper Table 1, row 'GPT3-%s %dk context', column '%s'). DERIVED: N = L(12h^2+13h) + V h + s h + 2h "
        "= %d (L %d, h %d, V %d, learned positions s %d; flash_attn GPTLMHeadModel with tied lm_head); FLOPs/token = 6N + 12 L h s = %d; "
        "tokens_per_s_per_gpu = %d e12 / %d = %.1f; step_time_s = %d seqs x %d / (%.1f x 8) = %.4f; dp = 8/(tp1 pp1 cp1) = 8; GA = %d/(8 x %d) = %d. "
        "%s %s %s Config for this row: %s "
        "Cross-check (asserted in make_rows.py): the same formula turns the paper's FlashAttention(v1) 2k cells (189 for both models) into "
        "20,764 and 10,545 tokens/s/GPU, within 1.7%% and 0.8%% of the held README measurements (169k and 85k tokens/s per 8-GPU node = "
        "21,125 and 10,625), so the paper's runs match the repository's training code and configs at 2k. "
        "tflops_basis 'model' = the paper's formula: no recompute counted, attention term NOT halved for the causal mask. "
        "Not used: the 'Without FlashAttention' column (142/72/149/80 TFLOP/s): its attention implementation, micro batch and any checkpointing "
        "are not stated (no -hf 8k config exists; the 2k -hf configs use 'batch_size: 2'), so its layout is unknown. "
        "Kernel: %s (this row); the held hazyresearch rows are the README's FlashAttention(v1) runs at 2k (not duplicated: this row is %s). "
        "inter_network empty (one 8-GPU node); intra_fabric empty (default nvlink3 for a100-sxm4-80gb); cuda_graphs empty (not stated)."
        % (tfl, m, s // 1024, col, N, L, h, VOCAB, s, F, tfl, F, tok, c["gbs"], s, tok, step, c["gbs"], c["mb"], ga,
           Q_TABLE, Q_README, Q_BASE, c["q"], kern,
           ("the FA2 kernel at 2k" if s == 2048 else "the 8k context, which the README table does not cover")))
    r = {k2: "" for k2 in HEADER}
    r.update({
        "row_id": "s52c-%03d" % i,
        "source": ("Tri Dao (Princeton / Stanford; Dao-AILab, the publisher of the held hazyresearch_flash_attention rows), 'FlashAttention-2: "
                   "Faster Attention with Better Parallelism and Work Partitioning', arXiv:2307.08691v1 (2023-07-17), Section 4.2 Table 1, read "
                   "in an ar5iv clipping found by find_string (stored file id 59666331821; repository not shown by the tool) and matching "
                   "verbatim in five other stored copies; configs Dao-AILab/flash-attention@%s (FA2 release commit; configs identical at HEAD "
                   "%s) training/configs/experiment/pile/{base,gpt3s-flash,gpt3xl-flash,%s}.yaml, training/configs/optimizer/adamw-zero.yaml"
                   % (FA_COMMIT, HEAD_COMMIT, c["cfg"])),
        "table": "arXiv:2307.08691 Table 1 'Training speed (TFLOPs/s/GPU) of GPT-style models on 8xA100 GPUs', row GPT3-%s %dk context, column %s" % (m, s // 1024, col),
        "model": "GPT3-%s (flash-attention training/ %s)" % (m, c["cfg"]),
        "arch": "dense", "layers": L, "hidden": h, "ffn_hidden": 4 * h, "ffn_gated": "False",
        "heads": c["heads"], "kv_heads": c["heads"], "seq_len": s, "vocab": VOCAB,
        "global_batch_seqs": c["gbs"], "micro_batch": c["mb"], "tp": 1, "pp": 1, "dp": 8, "cp": 1, "ep": 1, "vp": 1,
        "sequence_parallel": "False", "zero_stage": 1, "num_gpus": NGPU, "accelerator": "a100-sxm4-80gb",
        "precision": "bf16", "recompute": "none",
        "framework": ("flash-attention training/ (PyTorch Lightning, DDPStrategyZero1 + torch ZeroRedundancyOptimizer AdamW; flash_attn "
                      "GPTLMHeadModel with %s, fused MLP / fused dense / fused dropout-add-LayerNorm, fused cross-entropy)" % kern),
        "step_time_s": "%.4f" % step, "tokens_per_s_per_gpu": "%.1f" % tok, "tflops_per_gpu": tfl, "tflops_basis": "model",
        "measured_or_derived": ("tflops_per_gpu published (paper Table 1); tokens_per_s_per_gpu DERIVED = TFLOP/s / (6N + 12 L h s); "
                                "step_time_s DERIVED = global_batch_seqs x seq / (tokens/s/GPU x 8)"),
        "confidence": conf_txt,
        "notes": notes,
        "head_dim": h // c["heads"],
        "target_file": "hazyresearch_flash_attention.csv",
    })
    rows.append(r)

assert all(int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == int(r["num_gpus"]) for r in rows)
with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    w.writerows(rows)
print("wrote", len(rows), "rows")
for r in rows:
    print(r["row_id"], r["model"], r["seq_len"], r["tflops_per_gpu"], r["tokens_per_s_per_gpu"], r["step_time_s"], r["heads"], r["micro_batch"], r["global_batch_seqs"])
