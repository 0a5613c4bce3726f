#!/usr/bin/env python3
"""Build rows.csv (s54e-*) from Google's tpu-recipes Llama3.1-8B long-context MaxText recipe on TPU v5p.

Pure Python. Every derived number is asserted against the published one.
Run: python3 make_rows.py   (writes rows.csv next to this file)
"""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC) as f:
    HEADER = next(csv.reader(f))

# ---- published facts -------------------------------------------------------
CHIPS = 64                # 'a 64-chip TPU v5p slice (`v5p-128`, topology `4x4x4`)', '64 Megacore devices'
PEAK = 459.0              # '459 TFLOP/s/device` BF16 peak'
# model: stock MaxText llama3.1-8b with attention override (README 'Model configuration' table)
EMB, MLP, L, V = 4096, 14336, 32, 128256   # stock llama3.1-8b (confirmed by the FLOP reproduction below)
QH, KVH, HD = 16, 4, 256                    # 'head_dim 256', 'base_num_query_heads 16', 'base_num_kv_heads 4'

def maxtext_flops_per_device(S, pdbs):
    """MaxText calculate_tflops_training_per_device (causal attention halved, remat not counted)."""
    B = pdbs
    ffn = 2 * B * S * MLP * EMB * 2 + 2 * B * S * MLP * EMB   # gated: wi_0, wi_1, wo
    qkv = 2 * B * S * EMB * (QH + 2 * KVH) * HD
    proj = 2 * B * S * EMB * QH * HD
    embd = 2 * B * S * EMB * V
    weights = ((ffn + qkv + proj) * L + embd) * 3
    attn = 4 * B * S * S * QH * HD / 2 * L * 3
    return weights + attn, attn

# (row_id, seq, cp, fsdp, pdbs, remat/offload settings, step_s, mfu_pct, published_tflops or None, table)
RUNS = [
    ("s54e-001", 65536, 4, 16, 0.5, dict(context="device", decoder_layer_input="device"), 10.25, 67.3, None,
     "cluster_toolkit/README.md step 5 table '(Optional) Other sequence lengths', row '65536 (64K) | 4 | 16 | 0.5 | `custom` | `device` | `device` | 67.3% | 10.25 s'"),
    ("s54e-002", 262144, 16, 4, 0.125, dict(context="offload", decoder_layer_input="offload"), 26.31, 68.1, None,
     "cluster_toolkit/README.md step 5 table '(Optional) Other sequence lengths', row '262144 (256K) | 16 | 4 | 0.125 | `custom` | `offload` | `offload` | 68.1% | 26.31 s'"),
    ("s54e-003", 1048576, 64, 1, 0.03125, dict(context="offload", decoder_layer_input="device"), 95.73, 64.86, 297.7,
     "cluster_toolkit/README.md 'Verified benchmark performance' table, row '1M (1,048,576) | CP=64, FSDP=1, pdbs=0.03125, sa_block_*=1024, context=offload | chengnuojin-ubench-wm87mo94 | 95.73 s | 297.7 TFLOP/s | 64.86%' (same run as step-5 table row '1048576 (1M) | 64 | 1 | 0.03125 | custom | offload | device | 64.9% - 68.7% | 95.73 s (UBench) / 90.30 s')"),
]

SOURCE = ("Google Cloud (AI-Hypercomputer/tpu-recipes), 'Instructions for training Llama3.1-8B with long context (up to 14M) on TPU v5p', "
          "training/v5p/Llama3.1-8B-LongContext-Maxtext/cluster_toolkit/README.md at commit 1898d3ecd1a9d2e6103179041d0ba8d5c3897d99 "
          "(stored version; its benchmark run IDs are dated 2026-10-05); common launch flags from the same folder's cluster_toolkit/run_recipe.sh "
          "at commit 261d1d4184785bca4342f160ea0c877972e66cd2 (the only stored version) and scripts/run_llama3.1-8b-long-context.sh at "
          "commit c0441321f739f85513f39e067a216358a9260e21; https://github.com/AI-Hypercomputer/tpu-recipes/blob/1898d3ecd1a9d2e6103179041d0ba8d5c3897d99/"
          "training/v5p/Llama3.1-8B-LongContext-Maxtext/cluster_toolkit/README.md")

COMMON_QUOTES = (
    "PUBLISHED (README): 'This recipe trains a **variant** of Llama3.1-8B, not the stock architecture. The attention shape is overridden on the command line "
    "(`override_model_config=true`) to use fewer, wider heads' with table '`head_dim` | 128 | 256', '`base_num_query_heads` | 32 | 16', '`base_num_kv_heads` | 8 | 4'; "
    "'Every other model dimension (`base_emb_dim`, `base_mlp_dim`, `base_num_decoder_layers`, `vocab_size`) is stock.' "
    "Stock llama3.1-8b dims ASSUMED = meta-llama/Llama-3.1-8B (32 layers, emb 4096, SwiGLU mlp 14336, vocab 128256, untied) and CONFIRMED: MaxText's FLOP count with "
    "these dims reproduces every published MFU/TFLOP/s to <0.1 pct-pt (asserted in make_rows.py). "
    "PUBLISHED (README): 'The configurations below were verified on a 64-chip TPU v5p slice (`v5p-128`, topology `4x4x4`, 64 Megacore devices, `459 TFLOP/s/device` BF16 peak)'; "
    "'Attention uses ring context parallelism with causal load balancing, Tokamax Splash attention kernels (`sa_block_*=1024`), custom remat policy'. "
    "PUBLISHED launch flags (run_recipe.sh @261d1d41, older than the README; ASSUMED unchanged except those the README's tables override): "
    "'model_name=llama3.1-8b steps=8 enable_checkpointing=false', 'override_model_config=true head_dim=256 base_num_query_heads=16 base_num_kv_heads=4 num_vocab_tiling=16', "
    "'dataset_type=synthetic packing=false', 'attention=flash use_tokamax_splash=true use_jax_splash=false', 'context_parallel_strategy=ring context_parallel_load_balance=true', "
    "'ici_tensor_parallelism=1 remat_policy=custom', '--compute-type tpu-v5p', '--topology 4x4x4', 'NUM_SLICES=${NUM_SLICES:-1}' (that script still has 'sa_block_q=2048' and default "
    "'ICI_CONTEXT_PARALLELISM=128' for 10M; the README row used here states sa_block 1024 and CP 64). "
    "MAPPING: one JAX device per v5p chip (Megacore), so num_gpus = 64 chips and per-device = per-chip. Batch: MaxText global batch = per_device_batch_size x 64 "
    "(README: '`per_device_batch_size=0.03125` (global batch size `2`)'); no gradient accumulation set, so micro_batch = global batch / dp. "
    "Layout: ici_context_parallelism -> cp, ici_fsdp_parallelism -> dp (batch sharded over fsdp), tp = pp = 1, single slice. "
    "zero_stage 3: MaxText FSDP shards parameters, gradients and optimizer state; its logical axis rules also shard the 'embed' weight axis over the context axis "
    "(rule seen in a MaxText config dump: \"('embed', ('fsdp', 'fsdp_transpose', 'sequence', 'context', 'expert'))\"; ASSUMED to hold at the recipe's MaxText version), "
    "so weights are sharded over all 64 chips also when fsdp = 1 (fsdp_shard left blank = whole slice). "
    "recompute: remat_policy custom with only the named tensors below kept (device) or host-offloaded, every other named tensor rematerialised (MaxText default 'remat') "
    "-> recorded 'full' (APPROXIMATION, the project's convention for MaxText custom remat, e.g. tpu63-001, bwtpu62-005); saved attention output ('context') means the "
    "attention forward may not be re-run, which the column cannot say. activation_offload true where a tensor is 'offload' (host memory). "
    "Precision bf16 (MaxText default dtype bfloat16; weight_dtype/optimizer state not stated, left blank). Attention: causal, ring CP with load balancing, Tokamax Splash (TPU flash) kernel. "
    "tflops_basis model: MaxText calculate_tflops_training_per_device (6N-style weights incl. embedding/logits x3, causal attention 4*B*S^2*H*hd/2 per layer x3, remat not counted). "
    "Synthetic data, packing false (every sequence is full length). Google-published numbers from its own runs (run IDs 'chengnuojin-ubench-...'); not an excluded publisher."
)

def build():
    rows = []
    for rid, S, cp, fsdp, pdbs, offl, step, mfu, tfl_pub, table in RUNS:
        assert cp * fsdp == CHIPS
        gbs = pdbs * CHIPS
        assert abs(gbs - round(gbs)) < 1e-9
        gbs = int(round(gbs))
        dp = fsdp
        mb = gbs // dp
        assert mb * dp == gbs
        tp = pp = 1
        assert tp * pp * dp * cp == CHIPS
        flops, attn = maxtext_flops_per_device(S, pdbs)
        tfl_formula = flops / step / 1e12
        mfu_formula = 100 * tfl_formula / PEAK
        assert abs(mfu_formula - mfu) < 0.1, (rid, mfu_formula, mfu)  # 256K: 68.16 vs published 68.1 (rounding/truncation)
        if tfl_pub is not None:
            assert abs(tfl_formula - tfl_pub) < 0.1, (rid, tfl_formula, tfl_pub)
            tfl = tfl_pub
            tfl_note = f"tflops_per_gpu PUBLISHED {tfl_pub} ('Measured TFLOP/s/device'); MaxText-formula check {tfl_formula:.2f}."
        else:
            tfl = round(mfu / 100 * PEAK, 1)
            tfl_note = (f"tflops_per_gpu DERIVED = MFU {mfu}% x 459 = {mfu/100*PEAK:.2f} -> {tfl}; MaxText-formula check: "
                        f"{flops:.4e} FLOP/chip/step / {step} s = {tfl_formula:.2f} TFLOP/s = {mfu_formula:.2f}% MFU vs published {mfu}%.")
        tok = gbs * S / step / CHIPS
        offload = any(v == "offload" for v in offl.values())
        remat_txt = ", ".join(f"{k}={v}" for k, v in offl.items())
        notes = (
            f"PUBLISHED ({table}). seq_len {S}; ICI_CONTEXT_PARALLELISM {cp}; ICI_FSDP_PARALLELISM {fsdp}; PER_DEVICE_BATCH_SIZE {pdbs}; REMAT_POLICY custom; {remat_txt}. "
            f"step_time_s PUBLISHED {step}. mfu_pct PUBLISHED {mfu}. {tfl_note} "
            f"DERIVED: global_batch_seqs = {pdbs} x {CHIPS} = {gbs}; dp = fsdp = {dp}; cp = {cp}; micro_batch = {gbs}/{dp} = {mb}; "
            f"tokens_per_s_per_gpu = {gbs} x {S} / {step} / {CHIPS} = {tok:.1f}. Attention share of MaxText model FLOPs = {attn/flops:.3f} (DERIVED). "
            + COMMON_QUOTES)
        if rid == "s54e-003":
            notes += (" The step-5 table gives '64.9% - 68.7%' and '95.73 s (UBench) / 90.30 s'; the 90.30 s / 68.75% run ('O_h2_1024k_ring_cp64_b2_r2') has no stated "
                      "config difference, so the verified-table run (95.73 s, with run ID) is used. An earlier README version (commit not identified by the store) "
                      "published for the same 1M / GBS 2 / CP 64 setting '111.05 s | 256.6 | 55.9% | 295' with 'MaxText `9af4c5e`, JAX `0.11.1.dev20260811`, libtpu `0.0.45`' "
                      "(not used: superseded by the later run; kernel block sizes of that run unknown).")
        r = {k: "" for k in HEADER}
        r.update({
            "row_id": rid, "source": SOURCE, "table": table,
            "model": "Llama 3.1 8B variant (MaxText llama3.1-8b with head_dim 256, 16 query heads, 4 KV heads; parameter count unchanged)",
            "arch": "dense", "layers": L, "hidden": EMB, "ffn_hidden": MLP, "ffn_gated": "true", "heads": QH, "kv_heads": KVH,
            "seq_len": S, "vocab": V, "global_batch_seqs": gbs, "micro_batch": mb,
            "tp": tp, "pp": pp, "dp": dp, "cp": cp, "ep": 1, "vp": 1, "sequence_parallel": "false", "zero_stage": 3,
            "num_gpus": CHIPS, "accelerator": "tpu-v5p", "precision": "bf16", "recompute": "full",
            "framework": "MaxText (JAX/XLA), ring context parallelism with causal load balancing, Tokamax Splash attention",
            "step_time_s": step, "tokens_per_s_per_gpu": round(tok, 1), "tflops_per_gpu": tfl, "tflops_basis": "model", "mfu_pct": mfu,
            "measured_or_derived": ("measured (published step time and MFU" + (" and TFLOP/s/chip" if tfl_pub else "; TFLOP/s/chip DERIVED = MFU x 459")
                                    + "; tokens/s DERIVED from step time and global batch)"),
            "confidence": ("medium: step time and MFU published by Google with the layout; model is a head-shape variant of Llama 3.1 8B; "
                           "the launch script stored is older than the README (flags other than the table's ASSUMED unchanged)"
                           + ("; 64K/256K rows come from the options table without a run ID" if tfl_pub is None else "")),
            "notes": notes, "head_dim": HD, "activation_offload": "true" if offload else "false",
            "intra_fabric": "tpu-ici-v5p", "target_file": "google_maxtext_tpu.csv",
        })
        rows.append(r)
    return rows

if __name__ == "__main__":
    rows = build()
    with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=HEADER)
        w.writeheader()
        w.writerows(rows)
    for r in rows:
        print(r["row_id"], r["seq_len"], r["cp"], r["dp"], r["global_batch_seqs"], r["micro_batch"], r["step_time_s"], r["tokens_per_s_per_gpu"], r["tflops_per_gpu"], r["mfu_pct"], r["activation_offload"])
