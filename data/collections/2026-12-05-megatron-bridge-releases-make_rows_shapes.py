"""Release metadata, system names and model shapes for 2026-12-05-megatron-bridge-releases-make_rows.py:
RELEASE_SW, RELEASE_ADDED, SYS2ACC, LLAMA_SRC and SHAPES."""

# ---------------------------------------------------------------------------------------------
# release -> container software (docs/releases/software-versions.md at COMMIT) and the tag whose
# scripts/performance presets were read.  26.02.01 -> r0.3.1 (docs/releases/known-issues.md:
# 'Fixed in 26.02.01 (r0.3.1)'); 26.04.01 / 26.06.01 / 26.08 tags are ASSUMED (patch tags of the
# same minor release, not listed in software-versions.md).
RELEASE_SW = {
    "25.09": "Megatron-Bridge 0.1.0rc3, Megatron-Core 0.14.0, TE 2.7.0 (software-versions.md)",
    "25.11": "Megatron-Bridge 0.2.0, Megatron-Core dev:0.15.0, TE 2.9 (software-versions.md)",
    "26.02": "Megatron-Bridge 0.3.0, Megatron-Core main:0.16.0, TE 2.12 (software-versions.md)",
    "26.02.01": "Megatron-Bridge r0.3.1 (known-issues.md)",
    "26.04": "Megatron-Bridge 0.4.0, Megatron-Core 0.17.0, TE 2.14 (software-versions.md)",
    "26.04.01": "Megatron-Bridge 0.4.x patch (v0.4.1 ASSUMED)",
    "26.06": "Megatron-Bridge 0.5.0, Megatron-Core 0.18.0, TE 2.16 (software-versions.md)",
    "26.06.01": "Megatron-Bridge 0.5.x patch (v0.5.1 ASSUMED)",
    "26.08": "Megatron-Bridge 0.6.x (v0.6.0 ASSUMED; not yet in software-versions.md)",
}
# first commit of the two docs that carries each release's table (git log on the two files)
RELEASE_ADDED = {
    "25.09": "af6bc366d/fa0315ae2 (2025-10-02/10), dropped 97ad8cc6f, restored 2b8806b94 (2025-12-09)",
    "25.11": "97ad8cc6f (2025-12-04), rows replaced 1804c076f (2025-12-09)",
    "26.02": "c0b9a0003 (2026-02-25)",
    "26.02.01": "cfeddcd94 (2026-03-21)",
    "26.04": "74695a06d (2026-04-17)",
    "26.04.01": "17a381f95 (2026-05-16), numbers revised 21d102f5e (2026-05-27)",
    "26.06": "63b08b397 (2026-06-15), revised c270efc50 / 8f341b04f (2026-06-16/22)",
    "26.06.01": "381d0b825 (2026-07-21)",
    "26.08": "4ab94dfad (2026-08-11)",
}

SYS2ACC = {"DGX-GB300": "gb300", "DGX-GB200": "gb200", "DGX-B300": "b300", "DGX-B200": "b200",
           "DGX-H100": "h100-sxm5-80gb"}

LLAMA_SRC = ("Megatron-Bridge Llama providers (src/megatron/bridge/models/llama/llama_provider.py at v0.2.0: "
             "{cls} num_layers {L}, hidden_size {H}, ffn_hidden_size {F}, num_attention_heads {A}); "
             "GQA 8 kv heads, SwiGLU, vocab 128256 from {hf} config.json")
SHAPES = {
    "LLAMA3_8B": dict(model="Llama 3 8B", arch="dense", layers=32, hidden=4096, ffn_hidden=14336, ffn_gated=True,
                      heads=32, kv_heads=8, vocab=128256,
                      cite=LLAMA_SRC.format(cls="Llama3ModelProvider8B", L=32, H=4096, F=14336, A=32,
                                            hf="meta-llama/Meta-Llama-3-8B")),
    "LLAMA3_70B": dict(model="Llama 3 70B", arch="dense", layers=80, hidden=8192, ffn_hidden=28672, ffn_gated=True,
                       heads=64, kv_heads=8, vocab=128256,
                       cite=LLAMA_SRC.format(cls="Llama3ModelProvider70B", L=80, H=8192, F=28672, A=64,
                                             hf="meta-llama/Meta-Llama-3-70B")),
    "LLAMA3.1_405B": dict(model="Llama 3.1 405B", arch="dense", layers=126, hidden=16384, ffn_hidden=53248,
                          ffn_gated=True, heads=128, kv_heads=8, vocab=128256,
                          cite=LLAMA_SRC.format(cls="Llama31ModelProvider405B", L=126, H=16384, F=53248, A=128,
                                                hf="meta-llama/Llama-3.1-405B")),
    "DeepSeekV3": dict(model="DeepSeek-V3 671B", arch="moe", layers=61, hidden=7168, ffn_hidden=18432,
                       ffn_gated=True, heads=128, kv_heads=128, vocab=129280, num_experts=256,
                       experts_per_token=8, head_dim=192, moe_ffn_hidden=2048, shared_experts=1,
                       first_dense_layers=3, q_lora_rank=1536, kv_lora_rank=512, qk_rope_head_dim=64,
                       v_head_dim=128,
                       cite=("deepseek-ai/DeepSeek-V3 config.json (61 layers, hidden 7168, dense intermediate 18432 "
                             "in the first 3 layers, 256 routed experts of moe_intermediate 2048 top-8 + 1 shared, "
                             "MLA 128 heads, q_lora_rank 1536, kv_lora_rank 512, qk_nope 128 + qk_rope 64 = head_dim "
                             "192, v_head_dim 128, vocab 129280); Megatron-Bridge DeepSeekV3ModelProvider "
                             "(src/megatron/bridge/models/deepseek/deepseek_provider.py at v0.2.0) agrees "
                             "(moe_layer_freq [0]*3+[1]*58). Same shape columns as nvidia_megatron.csv nvmb-009")),
    "GPT OSS 120B": dict(model="gpt-oss-120b", arch="moe", layers=36, hidden=2880, ffn_hidden=2880, ffn_gated=True,
                         heads=64, kv_heads=8, vocab=201088, num_experts=128, experts_per_token=4, head_dim=64,
                         shared_experts=0, first_dense_layers=0,
                         cite=("openai/gpt-oss-120b config.json (36 layers, hidden 2880, 64 q heads x head_dim 64, "
                               "8 kv heads, 128 experts of intermediate 2880 top-4, alternate layers sliding window "
                               "128 (not representable), vocab 201088); Megatron-Bridge GPTOSSProvider120B "
                               "(src/megatron/bridge/models/gpt_oss/gpt_oss_provider.py at v0.2.0) agrees. Same "
                               "shape columns as nvmb-012")),
    "Qwen3_30B_a3B": dict(model="Qwen3-30B-A3B", arch="moe", layers=48, hidden=2048, ffn_hidden=768, ffn_gated=True,
                          heads=32, kv_heads=4, vocab=151936, num_experts=128, experts_per_token=8, head_dim=128,
                          shared_experts=0, first_dense_layers=0,
                          cite=("Qwen/Qwen3-30B-A3B config.json (48 layers, hidden 2048, 32 q heads x 128, 4 kv "
                                "heads, 128 experts of moe_intermediate 768 top-8, no shared expert, vocab 151936); "
                                "Megatron-Bridge Qwen3MoEModelProvider30B_A3B (src/megatron/bridge/models/qwen/"
                                "qwen_provider.py at v0.2.0) agrees. Same shape columns as nvmb-016")),
    "Qwen3_235B_a22B": dict(model="Qwen3-235B-A22B", arch="moe", layers=94, hidden=4096, ffn_hidden=1536,
                            ffn_gated=True, heads=64, kv_heads=4, vocab=151936, num_experts=128, experts_per_token=8,
                            head_dim=128, shared_experts=0, first_dense_layers=0,
                            cite=("Qwen/Qwen3-235B-A22B config.json (94 layers, hidden 4096, 64 q heads x 128, 4 kv "
                                  "heads, 128 experts of moe_intermediate 1536 top-8, no shared expert, vocab "
                                  "151936); Megatron-Bridge Qwen3MoEModelProvider235B_A22B (qwen_provider.py at "
                                  "v0.2.0) agrees. Same shape columns as nvmb-020")),
    "Kimi_K2": dict(model="Kimi K2 (1T, 32B active)", arch="moe", layers=61, hidden=7168, ffn_hidden=18432,
                    ffn_gated=True, heads=64, kv_heads=64, vocab=163840, num_experts=384, experts_per_token=8,
                    head_dim=192, moe_ffn_hidden=2048, shared_experts=1, first_dense_layers=1, q_lora_rank=1536,
                    kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128,
                    cite=("moonshotai/Kimi-K2 (the recipe builds it from moonshotai/Kimi-K2-Instruct via AutoBridge): "
                          "DeepSeek-V3 layout with 64 MLA heads, 384 routed experts of 2048 top-8 + 1 shared, "
                          "first_k_dense_replace 1, vocab 163840. Same shape columns as nvidia_moe_extra.csv "
                          "nvmoe-003 (which took them from the Kimi K2.5 text-backbone fixture in Megatron-Bridge "
                          "tests; moonshotai config.json not re-read here)")),
}
