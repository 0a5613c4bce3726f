"""Model configurations measured by ``train_step.py``, one list per call of the device tool.

Each ``CONFIGS*`` list is what one ``--set N`` call ran (see ``README.md`` for which
accelerator and date); the lists are kept as they were run, so a row in ``results/`` can
always be traced to its configuration.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Config:
    name: str
    layers: int
    hidden: int
    ffn_hidden: int
    heads: int
    kv_heads: int
    seq_len: int
    vocab: int
    micro_batch: int
    compile: bool = False
    num_experts: int = 0
    experts_per_token: int = 0
    moe_ffn_hidden: int = 0
    recompute: str = "none"  # "full": every block's activations recomputed in backward;
    # "op": PyTorch per-op selective checkpointing (train_step.op_sac_context)
    split_proj: bool = False  # separate Q, K, V and w1, w3 projections (torchtitan's layout)
    precision: str = "bf16"  # "fp8": the blocks' linear layers in FP8 (fp8.py)
    window_s: float = 0.0  # seconds timed; 0: the --window default
    moe_sync_counts: bool = False  # the host waits for the per-expert token counts once per MoE layer
    # forward (a device-to-host copy), as Megatron-Core's dropless all-to-all dispatcher and torchtitan's
    # expert parallelism do: NCCL's all-to-all takes its split sizes from the host
    moe_loop: bool = False  # one GEMM pair per expert in a Python loop (the host waits for the counts),
    # as Megatron's SequentialMLP and the library loop implementations do, instead of one grouped GEMM


CONFIGS = [
    # dense, eager PyTorch: GPT-2-small-like to ~3B, large and small batches
    Config("d12-h768-b32", 12, 768, 2048, 12, 12, 1024, 50304, 32),
    Config("d12-h768-b4", 12, 768, 2048, 12, 12, 1024, 50304, 4),
    Config("d24-h1024-b16", 24, 1024, 2816, 16, 16, 2048, 50304, 16),
    Config("d24-h1536-b8", 24, 1536, 4096, 16, 16, 2048, 50304, 8),
    Config("d24-h2048-b8", 24, 2048, 5504, 16, 16, 2048, 50304, 8),
    Config("d24-h2048-gqa4-b4-v128k", 24, 2048, 5504, 16, 4, 2048, 128256, 4),
    Config("d28-h3072-b2-s4096", 28, 3072, 8192, 24, 8, 4096, 128256, 2),
    # mixture of experts, eager, no expert parallelism (one GPU holds every expert)
    Config("moe-d12-h1024-e64k8-b8", 12, 1024, 0, 16, 16, 2048, 50304, 8,
           num_experts=64, experts_per_token=8, moe_ffn_hidden=512),
    Config("moe-d12-h1024-e8k2-b8", 12, 1024, 0, 16, 16, 2048, 50304, 8,
           num_experts=8, experts_per_token=2, moe_ffn_hidden=2816),
    # torch.compile (each block compiled; Inductor fuses norms, rotary, activations)
    Config("d12-h768-b32-compiled", 12, 768, 2048, 12, 12, 1024, 50304, 32, compile=True),
    Config("d12-h768-b4-compiled", 12, 768, 2048, 12, 12, 1024, 50304, 4, compile=True),
    Config("d24-h2048-b8-compiled", 24, 2048, 5504, 16, 16, 2048, 50304, 8, compile=True),
]

# second call: repeats (run-to-run spread), recompute, long sequences, host-bound batches, more compiled
CONFIGS_2 = [
    Config("d24-h2048-b8-repeat", 24, 2048, 5504, 16, 16, 2048, 50304, 8),
    Config("d24-h2048-b8-fullrecompute", 24, 2048, 5504, 16, 16, 2048, 50304, 8, recompute="full"),
    Config("d24-h2048-b1-s8192", 24, 2048, 5504, 16, 16, 8192, 50304, 1),
    Config("d12-h768-b1", 12, 768, 2048, 12, 12, 1024, 50304, 1),
    Config("d6-h512-b8", 6, 512, 1408, 8, 8, 1024, 50304, 8),
    Config("d32-h4096-b1-s4096-fullrecompute", 32, 4096, 11008, 32, 32, 4096, 32000, 1, recompute="full"),
    Config("d24-h1024-b16-compiled", 24, 1024, 2816, 16, 16, 2048, 50304, 16, compile=True),
    Config("d28-h3072-b2-s4096-compiled", 28, 3072, 8192, 24, 8, 4096, 128256, 2, compile=True),
    Config("moe-d12-h1024-e8k2-b8-compiled", 12, 1024, 0, 16, 16, 2048, 50304, 8,
           num_experts=8, experts_per_token=2, moe_ffn_hidden=2816, compile=True),
    Config("d12-h768-b32-repeat", 12, 768, 2048, 12, 12, 1024, 50304, 32),
]

# third call: compiled MoE, a wider MoE, and a 30 s window for steady-state power
CONFIGS_3 = [
    Config("moe-d12-h1024-e8k2-b8-compiled", 12, 1024, 0, 16, 16, 2048, 50304, 8,
           num_experts=8, experts_per_token=2, moe_ffn_hidden=2816, compile=True),
    Config("moe-d12-h1024-e64k8-b8-compiled", 12, 1024, 0, 16, 16, 2048, 50304, 8,
           num_experts=64, experts_per_token=8, moe_ffn_hidden=512, compile=True),
    Config("moe-d16-h2048-e16k2-b4", 16, 2048, 0, 16, 16, 2048, 50304, 4,
           num_experts=16, experts_per_token=2, moe_ffn_hidden=1408),
    Config("d24-h2048-b8-window30s", 24, 2048, 5504, 16, 16, 2048, 50304, 8, window_s=30.0),
]

# fourth call: host overhead against depth (micro-batch 1), MoE against tokens per expert
CONFIGS_4 = [
    Config("d2-h768-b1", 2, 768, 2048, 12, 12, 1024, 50304, 1),
    Config("d6-h768-b1", 6, 768, 2048, 12, 12, 1024, 50304, 1),
    Config("d24-h768-b1", 24, 768, 2048, 12, 12, 1024, 50304, 1),
    Config("d12-h768-b16", 12, 768, 2048, 12, 12, 1024, 50304, 16),
    Config("moe-d12-h1024-e64k8-b2", 12, 1024, 0, 16, 16, 2048, 50304, 2,
           num_experts=64, experts_per_token=8, moe_ffn_hidden=512),
    Config("moe-d12-h1024-e64k8-b16", 12, 1024, 0, 16, 16, 2048, 50304, 16,
           num_experts=64, experts_per_token=8, moe_ffn_hidden=512),
    Config("d2-h768-b1-compiled", 2, 768, 2048, 12, 12, 1024, 50304, 1, compile=True),
    Config("d12-h768-b1-compiled", 12, 768, 2048, 12, 12, 1024, 50304, 1, compile=True),
    Config("d24-h768-b1-compiled", 24, 768, 2048, 12, 12, 1024, 50304, 1, compile=True),
    Config("moe-d12-h1024-e64k8-b16-compiled", 12, 1024, 0, 16, 16, 2048, 50304, 16,
           num_experts=64, experts_per_token=8, moe_ffn_hidden=512, compile=True),
]

# fifth call: the eager 64-expert rows again, each in a fresh process (--only), to check
# the step-time ratio between 8 and 16 sequences seen across calls 1 and 4
CONFIGS_5 = [c for c in CONFIGS + CONFIGS_4 if c.name in (
    "moe-d12-h1024-e64k8-b8", "moe-d12-h1024-e64k8-b16", "moe-d12-h1024-e8k2-b8")]

# sixth set (H100 80 GB, 2026-11-26): the first set without the 28-layer 4096-token row (87 GiB
# peak on the H200, more than the H100 holds), plus host-bound and tokens-per-expert rows of
# the fourth: the same code on a second accelerator of the same generation (HBM 3.35 vs 4.8 TB/s)
CONFIGS_6 = [c for c in CONFIGS if c.name != "d28-h3072-b2-s4096"] + [
    c for c in CONFIGS_4 if c.name in ("d2-h768-b1", "d24-h768-b1", "moe-d12-h1024-e64k8-b2",
                                       "moe-d12-h1024-e64k8-b16", "d12-h768-b1-compiled")]

# seventh set (H100, 2026-11-26, third GPU session): FP8 training (tensor-wise dynamic scaling,
# fp8.py) eager and compiled, against BF16 on the same shapes in the same call; a 4096-wide
# model where FP8 GEMMs should pay, the 2048-wide one, and a 768-wide one where casts dominate
_D24 = (24, 2048, 5504, 16, 16, 2048, 50304, 8)
_D8W = (8, 4096, 11008, 32, 32, 2048, 50304, 4)
_D12 = (12, 768, 2048, 12, 12, 1024, 50304, 32)
CONFIGS_7 = [
    Config("d24-h2048-b8-fp8", *_D24, precision="fp8"),
    Config("d24-h2048-b8-fp8-compiled", *_D24, compile=True, precision="fp8"),
    Config("d24-h2048-b8-compiled-repeat", *_D24, compile=True),
    Config("d8-h4096-b4", *_D8W),
    Config("d8-h4096-b4-compiled", *_D8W, compile=True),
    Config("d8-h4096-b4-fp8", *_D8W, precision="fp8"),
    Config("d8-h4096-b4-fp8-compiled", *_D8W, compile=True, precision="fp8"),
    Config("d12-h768-b32-fp8-compiled", *_D12, compile=True, precision="fp8"),
]

# eighth set (same machine, next call): same-call BF16 baselines for the 768- and 2048-wide
# FP8 rows, a repeat of the 2048-wide FP8 compiled row, and a 6144-wide model (larger GEMMs)
_D6X = (6, 6144, 16384, 48, 8, 2048, 50304, 2)
CONFIGS_8 = [
    Config("d12-h768-b32-compiled-repeat", *_D12, compile=True),
    Config("d24-h2048-b8-repeat2", *_D24),
    Config("d24-h2048-b8-fp8-compiled-repeat", *_D24, compile=True, precision="fp8"),
    Config("d6-h6144-b2-compiled", *_D6X, compile=True),
    Config("d6-h6144-b2-fp8-compiled", *_D6X, compile=True, precision="fp8"),
]

# ninth set (same session, later): sequence length from 512 to 32k tokens at a fixed 16k-32k
# tokens per step, 128-wide heads, eager and compiled: a blind check of the attention
# sequence term (attention at s / (s + attn_half_seq) of its long-sequence rate)
_W = (12, 1024, 2816, 8, 8)
CONFIGS_9 = [
    Config("d12-h1024-hd128-b32-s512", *_W, 512, 50304, 32),
    Config("d12-h1024-hd128-b16-s1024", *_W, 1024, 50304, 16),
    Config("d12-h1024-hd128-b1-s16384", *_W, 16384, 50304, 1),
    Config("d12-h1024-hd128-b1-s32768", *_W, 32768, 50304, 1),
    Config("d12-h1024-hd128-b1-s16384-compiled", *_W, 16384, 50304, 1, compile=True),
    Config("d24-h2048-b1-s16384-compiled", 24, 2048, 5504, 16, 16, 16384, 50304, 1, compile=True),
]

SMOKE = [Config("smoke-dense", 2, 64, 128, 4, 2, 32, 256, 2),
         Config("smoke-opsac", 2, 64, 128, 4, 2, 32, 256, 2, recompute="op", split_proj=True),
         Config("smoke-recompute", 2, 64, 128, 4, 2, 32, 256, 2, recompute="full"),
         Config("smoke-moe", 2, 64, 0, 4, 4, 32, 256, 2, num_experts=4, experts_per_token=2,
                moe_ffn_hidden=32)]

# tenth set (H100, 2026-11-26, fourth GPU session): the expert layers of published fine-grained
# MoE models at reduced depth (Qwen3-30B-A3B: 128 experts of 768, top 8; DeepSeek-V2-Lite: 64
# of 1408, top 6; Mixtral 8x7B: 8 of 14336, top 2; gpt-oss-20b: 32 of 2880, top 4) at 128-1,024
# tokens per expert, and two small published dense shapes at full depth (Llama 3.2 1B, Qwen2.5
# 0.5B) with their own vocabularies: the grouped-GEMM and small-model regimes of issue 14
_Q3 = (4, 2048, 0, 16, 4)
_Q3M = dict(num_experts=128, experts_per_token=8, moe_ffn_hidden=768)
CONFIGS_10 = [
    Config("moe-q3a3b-d4-b4-compiled", *_Q3, 2048, 50304, 4, compile=True, **_Q3M),
    Config("moe-q3a3b-d4-b1-compiled", *_Q3, 2048, 50304, 1, compile=True, **_Q3M),
    Config("moe-q3a3b-d4-b8-compiled", *_Q3, 2048, 50304, 8, compile=True, **_Q3M),
    Config("moe-q3a3b-d4-b4", *_Q3, 2048, 50304, 4, **_Q3M),
    Config("moe-dsv2lite-d4-b4-compiled", 4, 2048, 0, 16, 16, 2048, 50304, 4, compile=True,
           num_experts=64, experts_per_token=6, moe_ffn_hidden=1408),
    Config("moe-mixtral-d2-b2-s4096-compiled", 2, 4096, 0, 32, 8, 4096, 32000, 2, compile=True,
           num_experts=8, experts_per_token=2, moe_ffn_hidden=14336),
    Config("moe-gptoss-d3-b4-compiled", 3, 2880, 0, 24, 8, 2048, 50304, 4, compile=True,
           num_experts=32, experts_per_token=4, moe_ffn_hidden=2880),
    Config("llama32-1b-b2-s4096-compiled", 16, 2048, 8192, 32, 8, 4096, 128256, 2, compile=True),
    Config("qwen25-05b-b4-s4096-compiled", 24, 896, 4864, 14, 2, 4096, 151936, 4, compile=True),
]

# eleventh set (H100, the fourth session's fifth call): PyTorch per-op selective checkpointing
# against none and full on torchtitan's projection layout, eager: a check of the model's
# selective_op convention (re-run K, output projection, w3 and the elementwise ops; keep
# block input, Q, V, attention output, w1 and w2 outputs)
_S1 = (24, 2048, 5504, 16, 16, 2048, 50304, 8)
_S2 = (8, 4096, 14336, 32, 8, 4096, 32000, 2)
CONFIGS_11 = [Config(f"{n}-split{'' if rc == 'none' else '-' + rc}", *shape, recompute=rc, split_proj=True)
              for n, shape in (("d24-h2048-b8", _S1), ("d8-h4096-gqa-b2-s4096", _S2))
              for rc in ("none", "op", "full")]
