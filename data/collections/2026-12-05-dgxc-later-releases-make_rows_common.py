"""Shared part of 2026-12-05-dgxc-later-releases-make_rows.py: the header (copied from
/work/main/data/measurements/nvidia_dgxc.csv), the cited repositories and release commits, the
README's peak TFLOPS, the model shapes, and the row helpers (`rows` collects what the row
modules _rows_001_005.py and _rows_006_011.py add)."""
import csv

HEADER_SRC = "/work/main/data/measurements/nvidia_dgxc.csv"
with open(HEADER_SRC, newline="") as f:
    HEADER = next(csv.reader(f))

REPO = "NVIDIA/dgxc-benchmarking"
TAG = {
    "v25.08": "d4b7ec02876ae30e456c75bf509900f216480cb4",  # 2025-09-08 (release commit 59689f5)
    "v25.10": "8e77d607c06f8c8603568ba7e49e65f8ff88c1b8",  # 2025-12-04
    "v25.12": "db1b14c466609306d1ff740a5139eb778aaf940f",  # 2026-01-07
    "v26.02": "1b172ed8861a1d663a21ef844fb231e05f80f72c",  # 2026-03-24 (files added in 80634ad, 2026-03-23)
}
MB = "NVIDIA-NeMo/Megatron-Bridge"
NEMO = "NVIDIA/NeMo (NVIDIA-NeMo/NeMo)"

PEAK = {  # dense TFLOPS, the README's own 'Peak theoretical throughput' table
    ("h100-sxm5-80gb", "bf16"): 989, ("h100-sxm5-80gb", "fp8"): 1979,
    ("gb200", "bf16"): 2450, ("gb200", "fp8"): 4900,
    ("b200", "bf16"): 2250, ("b200", "fp8"): 4500,
}

# ---------------------------------------------------------------- model shapes
DSV3 = dict(
    model="DeepSeek-V3 671B", arch="moe", layers=61, hidden=7168, ffn_hidden=18432, ffn_gated="true",
    heads=128, kv_heads=128, seq_len=4096, vocab=129280, num_experts=256, experts_per_token=8,
    head_dim=192, moe_ffn_hidden=2048, shared_experts=1, first_dense_layers=3, q_lora_rank=1536,
    kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128)
DSV3_SHAPE = ("SHAPE from deepseek-ai/DeepSeek-V3 config.json (as carried by nvmb-030/dgxc63-005): 61 layers, "
              "hidden 7168, MLA 128 heads (q_lora_rank 1536, kv_lora_rank 512, qk 128+64 rope -> head_dim 192, "
              "v_head_dim 128), 256 routed experts of moe_intermediate 2048 top-8 + 1 shared expert, first 3 "
              "layers dense (intermediate 18432), vocab 129280; full 61-layer model (not a proxy).")
L405 = dict(model="Llama 3.1 405B", arch="dense", layers=126, hidden=16384, ffn_hidden=53248, ffn_gated="true",
            heads=128, kv_heads=8, seq_len=8192, vocab=128256, head_dim=128)
L405_SHAPE = ("SHAPE from meta-llama/Llama-3.1-405B config.json (126 layers, hidden 16384, SwiGLU 53248, "
              "128 heads, 8 KV heads, head_dim 128, vocab 128256), as dgxc-069.")
Q235 = dict(model="Qwen3-235B-A22B", arch="moe", layers=94, hidden=4096, ffn_hidden=1536, ffn_gated="true",
            heads=64, kv_heads=4, seq_len=4096, vocab=151936, num_experts=128, experts_per_token=8,
            head_dim=128, shared_experts=0, first_dense_layers=0)
Q235_SHAPE = ("SHAPE from Qwen/Qwen3-235B-A22B config.json (as nvmb-032): 94 layers, hidden 4096, 64 query "
              "heads x head_dim 128 (q width 8192 != hidden), 4 KV heads, 128 experts of moe_intermediate 1536 "
              "top-8, no shared expert, every layer MoE (ffn_hidden = expert width, moe_ffn_hidden empty), "
              "vocab 151936.")
GPTOSS = dict(model="gpt-oss-120b", arch="moe", layers=36, hidden=2880, ffn_hidden=2880, ffn_gated="true",
              heads=64, kv_heads=8, seq_len=4096, vocab=201088, num_experts=128, experts_per_token=4,
              head_dim=64, shared_experts=0, first_dense_layers=0)
GPTOSS_SHAPE = ("SHAPE from openai/gpt-oss-120b config.json (as nvmb-013): 36 layers, hidden 2880, 64 query "
                "heads of head_dim 64, 8 KV heads, alternate layers sliding-window 128, 128 experts of "
                "intermediate 2880 top-4 (gated), no shared expert, vocab 201088.")
N340 = dict(model="Nemotron-4 340B", arch="dense", layers=96, hidden=18432, ffn_hidden=73728, ffn_gated="false",
            heads=96, kv_heads=8, seq_len=4096, vocab=256000)
N340_SHAPE = ("Nemotron-4 340B shape (NVIDIA 2024, arXiv:2406.11704, Table 1: 96 layers, hidden 18432, 96 heads, "
              "8 KV heads, squared-ReLU MLP 4h, 256k vocab), as dgxc-061; the README's 'mfu-formula' block "
              "(model flops 8.62124e15 per 4096-token sequence) agrees.")
N15 = dict(model="Nemotron-4 15B", arch="dense", layers=32, hidden=6144, ffn_hidden=24576, ffn_gated="false",
           heads=48, kv_heads=8, seq_len=4096, vocab=256000)
N15_SHAPE = ("Nemotron-4 15B shape (Parmar et al. 2024, arXiv:2402.16819, Table 1: 32 layers, hidden 6144, "
             "48 heads, 8 KV heads, squared-ReLU MLP 4h, 256k vocab), as dgxc-045; README model flops 3.85e14 "
             "per 4096-token sequence.")
GROK = dict(model="Grok-1 314B (NeMo proxy, Llama-3 tokenizer)", arch="moe", layers=64, hidden=6144,
            ffn_hidden=32768, ffn_gated="true", heads=48, kv_heads=8, seq_len=8192, vocab=128256, num_experts=8,
            experts_per_token=2, head_dim=128, moe_ffn_hidden=32768, shared_experts=0, first_dense_layers=0)
GROK_SHAPE = ("SHAPE as dgxc63-006, from the README 'mfu-formula' block at the same commit (64 layers, hidden "
              "6144, 48 heads / 8 query groups, expert FFN 32768 gated top-2, vocab 128256 = Llama-3 "
              "tokenizer) and xai-org/grok-1 (8 experts, top-2).")
L4 = dict(model="Llama 4 Maverick 400B (17B active, 128 experts)", arch="moe", layers=48, hidden=5120,
          ffn_hidden=16384, ffn_gated="true", heads=40, kv_heads=8, vocab=202048, num_experts=128,
          experts_per_token=1, head_dim=128, moe_ffn_hidden=8192, shared_experts=1, first_dense_layers=24)
L4_SHAPE = ("SHAPE as dgxc63-014: README 'Notes' (48 layers, hidden 5120, vocab 202048, FFN 16384, 40 heads, "
            "128 experts, TopK 1, 8 query groups); expert width 8192, 1 shared expert and interleave_moe_layer_step "
            "2 from meta-llama/Llama-4-Maverick-17B-128E config (mirrored in AI-Hypercomputer/maxtext "
            "MaxText/configs/models/llama4-17b-128e.yml); first_dense_layers 24 = the 24 dense layers (mt-038 "
            "convention; the columns cannot express interleaving).")

ZERO1 = "Megatron distributed optimizer recorded as zero_stage 1 (NeMo/Megatron-Bridge performance recipes use it)."


def src(path, tag, extra=""):
    s = (f"NVIDIA DGX Cloud Benchmarking recipes, {REPO} {path} at commit {TAG[tag]} "
         f"(release {tag}")
    return s + (f"; {extra})" if extra else ")")


rows = []


def add(d):
    r = {k: "" for k in HEADER}
    for k, v in d.items():
        assert k in r, k
        r[k] = v
    rows.append(r)


def fmt(x, nd=1):
    return f"{x:.{nd}f}"


def tok_per_gpu(gbs, seq, step, n):
    return gbs * seq / (step * n)
