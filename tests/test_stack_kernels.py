"""How a measurement row's framework text sets the kernel flags and the host cost per layer."""

import numpy as np
import pandas as pd
import pytest

from lifecycle.inputs import from_measurements
from lifecycle.model.steptime import step_time
from lifecycle.validate.steptime import median_params
from steptime_fixtures import measurement_row as _row


def _flags(*frameworks, accelerator="h200-sxm-141gb"):
    w, _, _, _ = from_measurements(pd.DataFrame([_row(f, accelerator) for f in frameworks]))
    return {k: w[k].tolist() for k in ("flash_attention", "fused_kernels", "compiled_stack",
                                       "legacy_stack", "library_stack")}


def test_stack_words_set_the_kernel_flags():
    f = _flags("PyTorch 2.11 eager (SDPA flash attention)",
               "PyTorch 2.11 torch.compile of each block (Inductor)",
               "torchtitan (FSDP2, eager)", "torchtitan (FSDP2, torch.compile)",
               "Megatron-DeepSpeed (ZeRO-1)", "Megatron-Core (NeMo 25.09)", "",
               "X-MoE (Megatron-DeepSpeed fork), FlashAttention-2 (--use-flash-attn-v2)",  # + a kernel
               "MaxText (JAX/XLA, attention dot_product)")  # MaxText's einsum attention: no flash
    assert f["fused_kernels"] == [0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 1.0]  # 7th: Hopper default
    assert f["compiled_stack"] == [0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    assert f["flash_attention"] == [1.0, 1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 1.0, 0.0]
    assert f["legacy_stack"] == [0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 1.0, 0.0]
    g = _flags("litgpt + lightning-thunder (executors sdpa, nvfuser, torch)")  # nvFuser: compiled
    assert g["compiled_stack"] == [1.0] and g["fused_kernels"] == [0.0]



def test_modalities_is_an_eager_stack_with_flash_attention_on_every_generation():
    # Fraunhofer IAIS's Modalities: torch.nn modules and flash_attn, no Transformer Engine; as an
    # unknown name its MareNostrum 5 (H100) rows took Hopper's fused default (look 102)
    for acc in ("h100-sxm5-64gb", "a100-sxm4-64gb"):
        f = _flags("Modalities (PyTorch FSDP1 FULL_SHARD, Flash Attention)",
                   "Modalities (PyTorch FSDP1 HYBRID_SHARD, Flash Attention)", accelerator=acc)
        assert f["fused_kernels"] == [0.0, 0.0] and f["flash_attention"] == [1.0, 1.0]
        assert f["compiled_stack"] == [0.0, 0.0] and f["library_stack"] == [0.0, 0.0]


def test_jax_stacks_and_named_flash_kernels_set_flash_attention():
    # Levanter's default attention is Splash on TPU and TE fused attention on GPU; a stack that
    # names FA4 or Splash runs a flash kernel whatever it is called; PaLM's T5X did not
    f = _flags("Levanter (JAX/XLA) via Marin speedrun harness", "Marin Grug (JAX/XLA on GPU), FA4 CuTe attention",
               "custom JAX trainer with splash attention", "JAX/XLA + T5X on Pathways",
               accelerator="tpu-v5p")
    assert f["flash_attention"] == [1.0, 1.0, 1.0, 0.0]
    assert f["fused_kernels"] == [1.0, 1.0, 1.0, 1.0]


def test_transformer_engine_stacks_run_flash_attention():
    # TE's DotProductAttention is a FlashAttention / cuDNN fused kernel, however the stack
    # around it is spelled (Kuaishou's Megatron-Kwai rows read as unfused attention before,
    # which also put their activation memory at 127-178 GiB on 80 GB GPUs)
    f = _flags("Megatron-Kwai (Kuaishou fork of Megatron-LM + TransformerEngine 1.1)",
               "Megatron-LM core_v0.13.0 with Ling-V2 patch, Transformer Engine 2.6",
               "PyTorch + ROCm TransformerEngine (fp8_autocast)")
    assert f["flash_attention"] == [1.0, 1.0, 1.0]
    assert f["fused_kernels"] == [1.0, 1.0, 1.0]


def test_compiled_stack_has_its_own_elementwise_passes():
    # same model, eager vs compiled: only the elementwise pass count differs, so the
    # memory-bound time moves with elementwise_passes_compiled and nothing else
    df = pd.DataFrame([_row("PyTorch eager (SDPA)", micro_batch=32),
                       _row("PyTorch torch.compile (SDPA)", micro_batch=32)])
    w, plan, hw, _ = from_measurements(df)
    eff = median_params()
    eff.update(step_overhead_s=0.0, straggler_cv=0.0, step_time_discrepancy=1.0, ood_z=0.0,
               host_overhead_per_layer_us=1e-3)
    same = step_time(w, plan, hw, {**eff, "elementwise_passes_compiled": eff["elementwise_passes_eager"]})
    t = np.asarray(same["step_time_s"], float)
    assert t[0] == pytest.approx(t[1], rel=1e-9)
    fewer = step_time(w, plan, hw, {**eff, "elementwise_passes_compiled": 0.5})
    assert np.asarray(fewer["step_time_s"], float)[1] < t[1]


def test_legacy_stack_multiplies_the_host_overhead_of_a_host_bound_step():
    # 2 layers of a tiny model at micro-batch 1: the GPU work is microseconds, so the
    # step is the host's; doubling the legacy ratio doubles the per-layer host time
    df = pd.DataFrame([_row("Megatron-DeepSpeed", layers=2, hidden=64, ffn_hidden=128, heads=4,
                            kv_heads=4, vocab=256, seq_len=32)])
    w, plan, hw, _ = from_measurements(df)
    eff = median_params()
    eff.update(host_overlap_exponent=60.0, step_overhead_s=0.0, straggler_cv=0.0,
               step_time_discrepancy=1.0, ood_z=0.0)
    t = {r: float(np.asarray(step_time(w, plan, hw, {**eff, "host_legacy_ratio": r})["step_time_s"])[0])
         for r in (1.0, 2.0)}
    host_1 = 2 * eff["host_overhead_per_layer_us"] * 1e-6
    rest = t[1.0] - host_1  # embedding, head, optimizer: the same in both
    assert t[2.0] - rest == pytest.approx(2.0 * host_1, rel=0.02)


def test_compiled_stacks_and_moe_layers_scale_the_host_time():
    # the same host-bound step: a torch.compile stack's host time per layer is
    # host_compiled_ratio x an eager stack's, and a MoE layer's is host_moe_ratio x a dense
    # layer's, so doubling either ratio doubles the host part of the step; the legacy ratio
    # does not touch either stack
    kw = dict(layers=2, hidden=64, ffn_hidden=128, heads=4, kv_heads=4, vocab=256, seq_len=32,
              accelerator="h100-sxm5-80gb")
    moe = dict(kw, arch="moe", num_experts=4, experts_per_token=2, ep=1)
    eff = median_params()
    eff.update(host_overlap_exponent=60.0, step_overhead_s=0.0, straggler_cv=0.0,
               step_time_discrepancy=1.0, ood_z=0.0, host_legacy_ratio=3.0)
    for framework, row, ratio in (("PyTorch 2.11 torch.compile", kw, "host_compiled_ratio"),
                                  ("PyTorch 2.11 eager", moe, "host_moe_ratio")):
        w, plan, hw, _ = from_measurements(pd.DataFrame([_row(framework, **row)]))
        t = {r: float(np.asarray(step_time(w, plan, hw, {**eff, ratio: r})["step_time_s"])[0])
             for r in (0.5, 1.0)}
        host = 2 * eff["host_overhead_per_layer_us"] * 1e-6 * 0.5
        assert t[1.0] - (t[0.5] - host) == pytest.approx(2.0 * host, rel=0.02), framework


HF = "Hugging Face transformers 5.17.0 LlamaForCausalLM, attn_implementation {}, eager PyTorch 2.11"


def test_hugging_face_words_set_the_library_stack_and_its_attention():
    # the project's own H100 rows (lifecycle_device_h100hf.csv) and three published texts
    f = _flags(HF.format("eager: attention as a matmul, a softmax in fp32 and a matmul"),
               HF.format("sdpa: torch scaled_dot_product_attention"),
               "YaFSDP (Yandex), Hugging Face transformers + accelerate",
               "Halo (White Circle SFT trainer on HF Transformers; FSDP2, Liger kernels)",
               "Hugging Face transformers Llama under torch.compile")
    assert f["library_stack"] == [1.0, 1.0, 1.0, 0.0, 0.0]  # Liger fuses, Inductor compiles
    assert f["flash_attention"] == [0.0, 1.0, 1.0, 1.0, 1.0]  # 'eager' attention: no flash kernel
    # the library's modelling code is unfused even on Hopper, where an unknown stack is fused
    assert f["fused_kernels"] == [0.0, 0.0, 0.0, 1.0, 0.0]


def test_library_stack_multiplies_the_eager_elementwise_passes():
    df = pd.DataFrame([_row("PyTorch eager (SDPA)", micro_batch=32),
                       _row(HF.format("sdpa"), micro_batch=32)])
    w, plan, hw, _ = from_measurements(df)
    eff = median_params()
    eff.update(step_overhead_s=0.0, straggler_cv=0.0, step_time_discrepancy=1.0, ood_z=0.0,
               host_overhead_per_layer_us=1e-3)
    t = {r: np.asarray(step_time(w, plan, hw, {**eff, "library_passes_ratio": r})["step_time_s"], float)
         for r in (1.0, 2.0, 3.0)}
    assert t[1.0][0] == pytest.approx(t[1.0][1], rel=1e-9)  # ratio 1: the lean decoder's passes
    assert t[2.0][0] == t[1.0][0] and t[2.0][1] > t[1.0][1]  # only the library row moves
    # the memory-bound time is linear in the pass count: each extra ratio unit adds the same
    assert t[3.0][1] - t[2.0][1] == pytest.approx(t[2.0][1] - t[1.0][1], rel=1e-3)


def test_scenario_software_stack_sets_the_kernel_class():
    import yaml

    import lifecycle as lc
    from lifecycle.inputs import from_scenario
    from lifecycle.paths import data_dir
    from lifecycle.stacks import scenario_stack

    base = yaml.safe_load((data_dir() / "scenarios" / "llama3-405b.yaml").read_text())
    keys = ("flash_attention", "fused_kernels", "compiled_stack", "legacy_stack", "library_stack")

    def flags(**training):
        w = from_scenario(lc.load_scenario({**base, "training": {**base["training"], **training}}))[0]
        return tuple(float(w[k]) for k in keys)

    assert flags() == (1.0, 1.0, 0.0, 0.0, 0.0)  # H100: the Hopper default, fused
    assert flags(software_stack="huggingface") == (1.0, 0.0, 0.0, 0.0, 1.0)
    assert flags(software_stack="deepspeed") == (1.0, 0.0, 0.0, 1.0, 0.0)  # the engine (session 56)
    assert flags(software_stack="compiled", flash_attention=False) == (0.0, 0.0, 1.0, 0.0, 0.0)
    # a fused stack before Hopper runs with the eager kernel efficiencies, as measured rows do
    assert scenario_stack("fused", None, "a100-sxm4-80gb")["fused_kernels"] == 0.0
    with pytest.raises(lc.LifecycleInputError, match="software_stack"):
        lc.load_scenario({**base, "training": {**base["training"], "software_stack": "jax"}})


def test_nvidia_performance_recipes_reduce_gradients_in_bf16():
    """NeMo 2 performance scripts set grad_reduce_in_fp32 False for FP8 jobs (NVIDIA/NeMo@101b26b9)
    and for every job from the 25.07 container (NVIDIA/NeMo@5cb6e3f4); Megatron-Bridge's
    performance configs and NVIDIA's MLPerf NeMo code for every job; InternEvo all-reduces in the
    16-bit parameter dtype and broadcasts the updated weights rank by rank; everything else, and
    the NeMo 1 era tables without a container, reduce in fp32."""
    rows = [_row("NeMo 2.0 / Megatron-Core (NeMo 25.02.01 container)", precision="bf16"),
            _row("NeMo 2.0 / Megatron-Core (NeMo 25.02.01 container)", precision="fp8"),
            _row("NeMo 2 (NeMo 25.07.01 container, dgxc-benchmarking launcher)", precision="bf16"),
            _row("Megatron-Bridge / Megatron-Core (NeMo 26.04.01 container)", precision="bf16"),
            _row("NeMo / Megatron-Core, container PyTorch release 25.09 (MLPerf reference-derived)",
                 precision="fp8"), _row("NeMo/Megatron-Core", precision="fp8"),
            _row("Megatron-LM core_v0.13.0", precision="fp8"),
            _row("torchtitan (FSDP2, torch.compile, Float8 linears)", precision="fp8"),
            _row("MaxText (MLPerf Training v5.0 submission)", accelerator="tpu-v6e"),
            _row("InternLM / InternEvo trainer (PyTorch, Hybrid ZeRO)", accelerator="a100-sxm4-80gb")]
    w, _, _, notes = from_measurements(pd.DataFrame(rows))
    assert w["grad_reduce_bytes"].tolist() == [4.0, 2.0, 2.0, 2.0, 2.0, 4.0, 4.0, 4.0, 4.0, 2.0]
    assert w["broadcast_zero"].tolist() == [0.0] * 9 + [1.0]
    assert "reduced in 16 bits" in notes[1] and "reduced in 16 bits" not in notes[0]


def test_deepspeed_and_megatron_fp16_reduce_gradients_in_16_bits():
    """DeepSpeed's engine reduces gradients in its communication_data_type, fp16 or bf16 as the job
    (microsoft/DeepSpeed@38327e07 engine.py); Megatron-LM forces fp32 all-reduce for bf16 only, so
    its fp16 gradients keep the parameter dtype (microsoft/Megatron-DeepSpeed@f4157bea
    megatron/arguments.py); a stack that only borrows Megatron-style tensor parallelism keeps
    fp32 (metaseq's FSDP, OneFlow)."""
    rows = [_row("Megatron-DeepSpeed", precision="fp16"),
            _row("DeepSpeed ZeRO-3 with Hugging Face transformers", precision="bf16"),
            _row("Megatron-LM (NVIDIA, 2021, PTD-P), Selene", precision="fp16"),
            _row("Megatron-LM (NVIDIA, 2021, PTD-P), Selene", precision="bf16"),
            _row("metaseq (FSDP + Megatron-LM tensor parallelism)", precision="fp16"),
            _row("OneFlow 0.3.5 (Megatron-style 3D parallel)", precision="fp16")]
    w, _, _, notes = from_measurements(pd.DataFrame(rows))
    assert w["grad_reduce_bytes"].tolist() == [2.0, 2.0, 2.0, 4.0, 4.0, 4.0]
    assert "reduced in 16 bits" in notes[0] and "reduced in 16 bits" not in notes[3]


def test_scenario_gradient_reduction_dtype():
    import lifecycle as lc
    from lifecycle.inputs import from_scenario

    sc = lc.load_scenario("gpt3-175b")
    assert from_scenario(sc.spec)[0]["grad_reduce_bytes"] == 4.0
    bf16 = sc.with_overrides({"training.grad_reduce_dtype": "bf16"})
    assert from_scenario(bf16.spec)[0]["grad_reduce_bytes"] == 2.0


def test_flash_attention_2_reaches_the_measured_share_of_newer_peaks(derivation):
    """FlashAttention-2's mma.sync runs at a share of Blackwell's peak (over Hopper's): the constant is
    what the published utilisations give, and an eager (FA2) stack's attention rate carries it
    while a fused stack's (cuDNN / FA3) does not. The shares are of the peak, so an eager FA2
    kernel runs at Hopper's attention share of the peak (Hopper's GEMM efficiency x attn_eff_ratio)
    times its generation's share, whatever that generation's own GEMM efficiency (session 53)."""
    from lifecycle.hardware import FA2_FITTED_SHARE, FA2_PEAK_SHARE
    from lifecycle.model.steptime import EFF_NAMES, _rates, gemm_efficiency

    shares = derivation("legacy_mma").main()
    for fam, v in shares.items():
        assert FA2_PEAK_SHARE[fam] == pytest.approx(v, abs=0.006)
    # one table says which families are anchored and with what: Ampere by the fitted parameter
    assert FA2_PEAK_SHARE["ampere"] == FA2_FITTED_SHARE and FA2_PEAK_SHARE["hopper"] == 1.0
    # every named share is the one fitted parameter _rates reads, and a fitted parameter it is
    assert {v for v in FA2_PEAK_SHARE.values() if isinstance(v, str)} == {FA2_FITTED_SHARE}
    assert FA2_FITTED_SHARE in EFF_NAMES
    assert {"volta", "cdna3", "tpu-v5p"}.isdisjoint(FA2_PEAK_SHARE)
    eff = {**median_params(), "attn_mma_share_ampere": 1.7}
    amp = eff["attn_mma_share_ampere"]
    for acc, share in (("a100-sxm4-80gb", amp), ("h100-sxm5-80gb", 1.0), ("b200", 0.44)):
        w, _, hw, _ = from_measurements(pd.DataFrame([_row("PyTorch eager (SDPA)", acc),
                                                      _row("NeMo / Megatron-Core", acc)]))
        r = _rates(w, hw, eff)
        peak = np.asarray(hw["peak_bf16_tflops"]) * 1e12
        gemm = peak * np.asarray(r["gemm"]) / np.asarray(hw["peak_tflops"] * 1e12)
        hopper = peak * gemm_efficiency({"family_index": 2.0}, eff)  # FAMILIES[2]
        # before Hopper a fused stack keeps the eager kernel efficiencies (stacks.fused_era), and
        # its flash kernel is an mma.sync one at Ampere's share too
        # from Hopper on, a fused kernel runs at Hopper's attention share of the peak times its
        # generation's (FUSED_ATTN_PEAK_SHARE; session 54, addendum 7)
        fused = (hopper * eff["attn_eff_ratio"] * amp if acc.startswith("a100")
                 else hopper * eff["attn_eff_ratio_fused"] * (1.02 if acc == "b200" else 1.0))
        by_hand = np.array([hopper[0] * eff["attn_eff_ratio"] * share, fused[1]])
        assert np.asarray(r["attn"], float) == pytest.approx(by_hand, rel=1e-9)
        if acc.startswith("h100"):  # on Hopper itself the anchor is the family's own efficiency
            assert by_hand[0] == pytest.approx(gemm[0] * eff["attn_eff_ratio"], rel=1e-12)


def test_fused_attention_keeps_one_share_of_the_peak_from_hopper_on(derivation):
    """cuDNN's forward + backward at the same shapes and version reaches the same share of the peak on
    an H200, a GB200 and a GB300 (0.97-1.08 of the H200's): the constant is the derivation's mean, and
    a fused row on Blackwell runs at Hopper's GEMM efficiency x attn_eff_ratio_fused x it, whatever
    Blackwell's own GEMM efficiency; Ampere, TPU and AMD fused rows keep their own family's."""
    from lifecycle.hardware import FUSED_ATTN_PEAK_SHARE
    from lifecycle.model.steptime import _rates, gemm_efficiency

    assert FUSED_ATTN_PEAK_SHARE["blackwell"] == pytest.approx(derivation("fused_attention_share").main(),
                                                               abs=0.005)
    assert FUSED_ATTN_PEAK_SHARE["hopper"] == 1.0
    assert {"ampere", "volta", "cdna3", "tpu-v5p"}.isdisjoint(FUSED_ATTN_PEAK_SHARE)
    eff = median_params()
    hop = gemm_efficiency({"family_index": 2.0}, eff)
    for acc, anchored in (("gb200", True), ("h100-sxm5-80gb", True), ("mi300x", False), ("tpu-v5p", False)):
        w, _, hw, _ = from_measurements(pd.DataFrame([_row("NeMo / Megatron-Core", acc)]))
        r = _rates(w, hw, eff)
        peak = float(np.asarray(hw["peak_bf16_tflops"])[0]) * 1e12
        own = float(np.asarray(r["gemm"])[0]) / (float(np.asarray(hw["peak_tflops"])[0]) * 1e12)
        share = FUSED_ATTN_PEAK_SHARE.get("blackwell" if acc == "gb200" else "hopper", 1.0)
        by_hand = peak * eff["attn_eff_ratio_fused"] * (hop * share if anchored else own)
        assert float(np.asarray(r["attn"])[0]) == pytest.approx(by_hand, rel=1e-9), acc


def test_ampere_flash_share_prior_covers_the_published_range_and_only_flash_rows_carry_it(derivation):
    """attn_mma_share_ampere's 90% prior holds the published A100-over-H100 range (1.43-2.09, Dao 2023
    over Shah et al. 2024); an A100 row without flash attention, and an H100 row with it, keep
    attn_eff_ratio alone."""
    from lifecycle.model.steptime import _rates
    from lifecycle.priors import load_priors

    lo, hi = derivation("legacy_mma").ampere_range()
    assert (lo, hi) == pytest.approx((0.50 / 0.35, 0.73 / 0.35))
    spec = load_priors()["attn_mma_share_ampere"]
    assert spec.extra["lower"] <= lo and spec.extra["upper"] >= hi and spec.extra["mass"] == 0.9
    q05, q95 = spec.scipy().ppf([0.05, 0.95])
    assert (q05, q95) == pytest.approx((spec.extra["lower"], spec.extra["upper"]), rel=1e-3)
    base = median_params()
    rows = [_row("PyTorch eager (SDPA)", "a100-sxm4-80gb"), _row("PyTorch eager (no flash, math attention)",
                                                                 "a100-sxm4-80gb"),
            _row("PyTorch eager (SDPA)", "h100-sxm5-80gb")]
    w, _, hw, _ = from_measurements(pd.DataFrame(rows))
    w = {**w, "flash_attention": np.array([1.0, 0.0, 1.0])}
    one = np.asarray(_rates(w, hw, {**base, "attn_mma_share_ampere": 1.0})["attn"], float)
    two = np.asarray(_rates(w, hw, {**base, "attn_mma_share_ampere": 2.0})["attn"], float)
    assert two / one == pytest.approx([2.0, 1.0, 1.0], rel=1e-12)


def test_a_native_attention_kernel_runs_at_the_fused_stacks_attention_efficiency():
    """An eager stack that calls cuDNN / FA3 / FA4 attention runs the fused stacks' attention
    (``attn_eff_ratio_fused``), not FlashAttention-2's share of the peak; torchtitan on Blackwell
    calls cuDNN without saying so (torchtitan 3b85aa31) unless the text names FlashAttention-2;
    before Hopper a native kernel is no faster (flag 0)."""
    from lifecycle.model.steptime import _rates, gemm_efficiency

    eff = median_params()
    rows = [_row("PyTorch eager (flash-attn-4)", "b200"), _row("torchtitan (SDPA)", "b200"),
            _row("torchtitan (FSDP2; SDPA FlashAttention-2)", "b200"), _row("PyTorch eager (SDPA)", "b200"),
            _row("torchtitan (SDPA)", "h100-sxm5-80gb"), _row("llm.c (cuDNN attention)", "a100-sxm4-80gb"),
            _row("PyTorch eager (cuDNN attention)", "h100-sxm5-80gb")]
    w, _, hw, _ = from_measurements(pd.DataFrame(rows))
    assert w["native_attention"].tolist() == [1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0]
    assert w["fused_kernels"].tolist() == [0.0] * 7
    r = _rates(w, hw, eff)
    ratio = np.asarray(r["attn"], float) / (np.asarray(hw["peak_bf16_tflops"], float) * 1e12
                                            * np.asarray(r["gemm"], float) / (np.asarray(hw["peak_tflops"]) * 1e12))
    # FlashAttention-2 rows run at Hopper's attention share of the peak times their generation's
    # share: against their own family's GEMM rate that is x hopper / own
    own = np.asarray(gemm_efficiency(hw, eff), float)
    anchor = float(gemm_efficiency({"family_index": 2.0}, eff)) / own
    fa2_bw = eff["attn_eff_ratio"] * 0.44
    # on an A100 cuDNN's kernel is an mma.sync one like FlashAttention-2's: Ampere's share
    fa2_amp = eff["attn_eff_ratio"] * eff["attn_mma_share_ampere"]
    by_hand = np.array([eff["attn_eff_ratio_fused"]] * 2 + [fa2_bw, fa2_bw] + [eff["attn_eff_ratio"], fa2_amp]
                       + [eff["attn_eff_ratio_fused"]])
    # native (fused) kernels on Blackwell: Hopper's share of the peak x FUSED_ATTN_PEAK_SHARE (session 54)
    by_hand *= np.array([anchor[0] * 1.02, anchor[1] * 1.02, anchor[2], anchor[3], anchor[4], anchor[5], 1.0])
    assert anchor[4] == pytest.approx(1.0)
    assert ratio == pytest.approx(by_hand, rel=1e-9)


def test_power_limited_rows_run_their_tensor_cores_at_the_clock_ratio():
    """A row whose table says the accelerators were power limited: GEMM and attention rates at
    ``power_limited_clock_ratio`` of the full-power ones, HBM rate unchanged; so a compute-bound
    step (wide layers, large micro-batch) is slower by about that ratio."""
    from lifecycle.model.steptime import _rates

    eff = dict(median_params())
    rows = [_row("NeMo / Megatron-Core", "b200", table="8x power limited B200 GPUs"),
            _row("NeMo / Megatron-Core", "b200", table="8x B200 GPUs")]
    w, _, hw, _ = from_measurements(pd.DataFrame(rows))
    assert w["power_limited"].tolist() == [1.0, 0.0]
    eff["power_limited_clock_ratio"] = 0.8
    r = _rates(w, hw, eff)
    for k in ("gemm", "attn"):
        a = np.asarray(r[k], float)
        assert a[0] / a[1] == pytest.approx(0.8, rel=1e-12)
    assert np.asarray(r["hbm"], float).tolist() == pytest.approx([float(np.asarray(r["hbm"]).ravel()[0])] * 2)
    big = [_row("NeMo / Megatron-Core", "b200", table=t, layers=4, hidden=8192, ffn_hidden=28672, heads=64,
                kv_heads=8, seq_len=8192, micro_batch=4, global_batch_seqs=4)
           for t in ("power limited", "full power")]
    w, plan, hw, _ = from_measurements(pd.DataFrame(big))
    t = np.asarray(step_time(w, plan, hw, eff)["step_time_s"], float)
    assert 1.0 / 0.8 * 0.9 < t[0] / t[1] <= 1.0 / 0.8


def test_blackwell_gemm_prior_holds_the_published_cublas_rates(derivation):
    """The Blackwell GEMM offset's prior holds what published cuBLAS rates on a B200 imply
    against the own H100 sweep (data/derivations/blackwell_gemm.py): -0.42 .. +0.11 by hand,
    logit(1338/2250) - logit(0.692) and logit(1610/2250) - logit(0.692)."""
    from lifecycle.priors import load_priors

    script = derivation("blackwell_gemm")
    got, h = script.main(), script.h100_share()
    assert h == pytest.approx(684.35 / 989.4, rel=1e-3)
    logit = lambda p: np.log(p / (1 - p))  # noqa: E731
    assert got["low"] == pytest.approx(logit(1338 / 2250) - logit(h), abs=1e-9)
    assert got["high"] == pytest.approx(logit(1610 / 2250) - logit(h), abs=1e-9)
    lo, hi = load_priors()["gemm_eff_offset_blackwell"].interval(0.9)
    assert lo < got["low"] and got["high"] < hi
    # the centre sits within a tenth of a logit of the kernels' mid-range
    assert load_priors()["gemm_eff_offset_blackwell"].median() == pytest.approx(got["mid"], abs=0.1)


def test_the_projects_benchmark_loop_pays_its_own_per_step_overhead():
    """Rows whose source names benchmarks/device/ (the project's own loop: no data loader, logging
    or hooks) pay ``lean_step_overhead_s`` per step, every other row and every scenario a
    production loop's ``step_overhead_s``: the step times differ by exactly the difference."""
    eff = dict(median_params())
    eff["step_overhead_s"], eff["lean_step_overhead_s"] = 0.012, 0.003
    eff["step_time_discrepancy"], eff["ood_z"] = 1.0, 0.0  # the model's own error off: the sum alone
    rows = [_row("PyTorch 2.11 eager (SDPA)", source="lifecycle developers, benchmarks/device/train_step.py"),
            _row("PyTorch 2.11 eager (SDPA)", source="a publisher's training log")]
    w, plan, hw, _ = from_measurements(pd.DataFrame(rows))
    assert w["lean_loop"].tolist() == [1.0, 0.0]
    out = step_time(w, plan, hw, eff)
    assert np.asarray(out["overhead_s"], float).tolist() == pytest.approx([0.003, 0.012], abs=1e-15)
    t = np.asarray(out["step_time_s"], float)
    assert t[1] - t[0] == pytest.approx(0.009, rel=1e-6)
