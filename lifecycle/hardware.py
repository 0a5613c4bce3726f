"""Hardware columns of one accelerator for the step-time formulas (``hw`` dicts).

:func:`hardware` reads ``data/accelerators.csv`` and ``data/fabrics.csv`` for an
accelerator id, a precision and a GPU count; :func:`era_kernels` says which
kernels (FlashAttention, fused Transformer-Engine-style) a stack of that
accelerator's era uses by default. Split from :mod:`lifecycle.inputs`, which
re-exports both.
"""

from __future__ import annotations

import numpy as np

from lifecycle import tables
from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.model.steptime import FA2_FITTED_SHARE, FAMILIES

__all__ = ["hardware", "era_kernels", "blackwell", "num", "measured_hardware", "measured_network_bw",
           "HW_KEYS", "HW_FILL", "UNFUSED_ERA_FAMILIES", "FA2_PEAK_SHARE", "FA2_FITTED_SHARE",
           "FUSED_ATTN_PEAK_SHARE", "fa2_columns"]


# FlashAttention-2-class kernels (Hopper-era mma.sync; PyTorch SDPA's flash backend) on each NVIDIA
# generation with a published utilisation: the share of that generation's PEAK they reach over the H100's,
# on which attn_eff_ratio is measured (data/attention_published.csv, data/derivations/legacy_mma.py: H100
# 0.35, B200 0.154 of the peak; Blackwell runs full rate only through tcgen05). A number, or the name of
# the fitted parameter that carries it (Ampere, where mma.sync is native: published 1.43-2.09). An eager
# FA2 row of a family listed here runs at Hopper's attention share of the peak times its share
# (lifecycle.model.steptime._rates); other families (TPUs, AMD, Volta) keep their own GEMM efficiency.
# The one place that says which families are anchored and with what (session 54's decision, item 3).
FA2_PEAK_SHARE = {"hopper": 1.0, "blackwell": 0.44, "ampere": FA2_FITTED_SHARE}


# Fused attention kernels (cuDNN / Transformer Engine, FlashAttention-3 / -4) reach one share of the PEAK on Hopper
# and Blackwell: NVIDIA's cudnn-frontend results for one cuDNN version at the same shapes put the GB200 and GB300 at
# 0.97-1.08 of the H200's share (data/derivations/fused_attention_share.py: mean 1.02). A fused row of a family
# listed here runs at Hopper's attention share of the peak times it (attn_eff_ratio_fused is measured on an H100),
# not at its own family's GEMM efficiency: Blackwell's GEMMs reach a smaller share of its peak than Hopper's, its
# attention kernels do not (session 54's decision, addendum 7). Other families keep their own.
FUSED_ATTN_PEAK_SHARE = {"hopper": 1.0, "blackwell": 1.02}


def fa2_columns(fam: str) -> dict:
    """``fa2_share`` (the constant share, 1 where fitted), ``fa2_share_fitted`` (1 where the share is
    :data:`FA2_FITTED_SHARE`) and ``fa2_anchored`` (1 for a family of :data:`FA2_PEAK_SHARE`); the same
    for fused kernels, ``fused_attn_share`` and ``fused_anchored`` (:data:`FUSED_ATTN_PEAK_SHARE`)."""
    v = FA2_PEAK_SHARE.get(fam)
    f = FUSED_ATTN_PEAK_SHARE.get(fam)
    return {"fa2_share": v if isinstance(v, float) else 1.0,
            "fa2_share_fitted": 1.0 if isinstance(v, str) else 0.0,
            "fa2_anchored": 0.0 if v is None else 1.0,
            "fused_attn_share": 1.0 if f is None else f,
            "fused_anchored": 0.0 if f is None else 1.0}


def num(x, default=np.nan):
    try:
        v = float(x)
    except (TypeError, ValueError):
        return default
    return default if np.isnan(v) else v


def hardware(accelerator_id: str, precision: str, num_gpus, *, gpus_per_node=None,
             intra_fabric=None, inter_network=None, overrides: dict | None = None) -> dict:
    """``hw`` dict for one accelerator id and precision (floats).

    Raises LifecycleInputError for an unknown accelerator/fabric id, or an FP8
    run on an accelerator without FP8.
    """
    acc = tables.accelerator(accelerator_id)
    intra = tables.fabric(intra_fabric or acc["default_intra_fabric"])
    inter_id = inter_network or acc["default_inter_network"]
    inter = tables.fabric(inter_id)
    gpn = float(gpus_per_node or acc["gpus_per_node"])
    inter_bw = measured_network_bw(num(inter["bw_gb_per_s"]), inter_id, float(num_gpus) / gpn)
    peak_key = "peak_fp8_tflops" if precision == "fp8" else "peak_bf16_tflops"
    peak = num(acc.get(peak_key))
    if np.isnan(peak):
        raise LifecycleInputError([Problem("data/accelerators.csv", f"{accelerator_id} -> {peak_key}",
                                           f"no {precision} peak for {accelerator_id}: "
                                           "choose precision bf16")])
    domain = num(intra.get("domain_size"), gpn)
    o = overrides or {}
    fam = str(acc["family"])
    return {
        "peak_tflops": peak,
        "peak_bf16_tflops": num(acc["peak_bf16_tflops"]),
        "hbm_gb": num(acc["hbm_gb"]),
        "hbm_bw_gb_per_s": num(acc["hbm_bw_gb_per_s"]),
        "intra_bw_gb_per_s": num(o.get("intra_bw_gb_per_s"), num(intra["bw_gb_per_s"])),
        "intra_latency_us": num(o.get("intra_latency_us"), num(intra.get("latency_us"), 3.0)),
        "inter_bw_gb_per_s": num(o.get("inter_bw_gb_per_s"), inter_bw),
        "inter_latency_us": num(o.get("inter_latency_us"), num(inter.get("latency_us"), 10.0)),
        "domain_size": domain,
        "gpus_per_node": gpn,
        "num_gpus": float(num_gpus),
        "family_index": float(FAMILIES.index(fam)) if fam in FAMILIES else -1.0,
        # XLA/MaxText shard ZeRO-3 (fsdp) inside an ICI slice and replicate across slices
        # over the DCN (MaxText ici_fsdp_parallelism / dcn_data_parallelism)
        "fsdp_within_domain": 1.0 if fam.startswith("tpu") else 0.0,
        **fa2_columns(fam),
        # the host launches through ROCm/HIP (host_rocm_ratio x the host time per layer)
        "rocm": 1.0 if str(acc["vendor"]).strip().lower() == "amd" else 0.0,
    }


def measured_network_bw(nominal, fabric_id, nodes):
    """Per-accelerator bandwidth of a scale-out network at a job of ``nodes`` nodes [GB/s]: the
    nominal figure of data/fabrics.csv, or, where the network's all-reduce was measured by node
    count (:func:`lifecycle.tables.network_busbw`), the smaller of the nominal and the measured
    figure interpolated in log-log between the measured node counts (the ends held flat). Some
    clusters deliver far less than their NICs at scale (Hugging Face's EFA cluster: 45 GB/s per
    GPU at 2 nodes, 4 at 64, against 50 nominal), and the model's achieved-bandwidth efficiency
    is one figure for every network."""
    curve = tables.network_busbw(fabric_id)
    if curve is None:
        return nominal
    n, bw = curve
    at = float(np.exp(np.interp(np.log(max(nodes, 1.0)), np.log(n), np.log(bw))))
    return min(nominal, at)


# families whose production training stacks predate fused Transformer-Engine style
# kernels (GPT-3, BLOOM, OPT, LLaMA 1 era): eager elementwise traffic assumed
UNFUSED_ERA_FAMILIES = ("volta", "ampere", "cdna2")


def _family(accelerator_id: str) -> str:
    return str(tables.accelerator(accelerator_id)["family"])


def era_kernels(accelerator_id: str) -> tuple[float, float]:
    """(flash_attention, fused_kernels) a stack of that accelerator's era uses by default.

    FlashAttention (Dao et al. 2022) runs on Ampere and later, not on Volta;
    fused Transformer-Engine-style kernels are the norm from Hopper on.
    Unknown ids -> (1, 1) (the lookup that fails later reports the id).
    """
    try:
        fam = _family(accelerator_id)
    except (LifecycleInputError, KeyError):
        return 1.0, 1.0
    return (0.0 if fam == "volta" else 1.0), (0.0 if fam in UNFUSED_ERA_FAMILIES else 1.0)


def blackwell(accelerator_id: str) -> bool:
    """Whether the accelerator is of the Blackwell family (sm100 and later); unknown ids: False."""
    try:
        return _family(accelerator_id) == "blackwell"
    except (LifecycleInputError, KeyError):
        return False


HW_KEYS = ("peak_tflops", "peak_bf16_tflops", "hbm_gb", "hbm_bw_gb_per_s", "intra_bw_gb_per_s",
           "intra_latency_us", "inter_bw_gb_per_s", "inter_latency_us", "domain_size",
           "gpus_per_node", "num_gpus", "family_index", "fsdp_within_domain", "fa2_share", "fa2_share_fitted",
           "fa2_anchored", "fused_attn_share", "fused_anchored", "rocm")
# placeholders that keep unsupported rows finite
HW_FILL = {"peak_tflops": 312.0, "peak_bf16_tflops": 312.0, "hbm_gb": 80.0, "hbm_bw_gb_per_s": 2000.0,
           "intra_bw_gb_per_s": 300.0, "intra_latency_us": 3.0, "inter_bw_gb_per_s": 25.0,
           "inter_latency_us": 6.6, "domain_size": 8.0, "gpus_per_node": 8.0, "family_index": 1.0,
           "fsdp_within_domain": 0.0, **fa2_columns("ampere"), "rocm": 0.0}


def measured_hardware(nets, acc, prec, notes, unsupported, gpus=None, intras=None) -> dict:
    """Hardware columns of measurement rows (one table lookup per accelerator, precision, the
    row's own scale-up fabric ``intras`` and scale-out network ``nets``, "" for the
    accelerator's, and, for a network measured by node count, the row's GPU count ``gpus``); a
    row that cannot be looked up gets its reason in ``unsupported`` (used by
    :func:`lifecycle.inputs.from_measurements`)."""
    n = len(acc)
    intras = [""] * n if intras is None else intras
    hw = {k: np.full(n, np.nan) for k in HW_KEYS}
    cache, measured = {}, {}
    for i in range(n):
        if not acc[i]:
            unsupported[i] = "accelerator not given"
            continue
        inter = nets[i] or None  # the row's own scale-out network, else the accelerator's
        intra = intras[i] or None  # the row's own scale-up fabric, else the accelerator's
        # only a network measured by node count depends on the row's size (one cache entry otherwise)
        if inter and inter not in measured:
            measured[inter] = tables.network_busbw(inter) is not None
        sized = gpus is not None and inter and measured[inter]
        n_gpus = float(gpus[i]) if sized else 1.0
        key = (acc[i], prec[i], inter, intra, n_gpus)
        if key not in cache:
            try:
                cache[key] = hardware(acc[i], prec[i], n_gpus, inter_network=inter, intra_fabric=intra)
            except LifecycleInputError as e:
                cache[key] = str(e.problems[0].message)
        h = cache[key]
        if isinstance(h, str):
            unsupported[i] = h
            continue
        for k in HW_KEYS:
            hw[k][i] = h[k]
        if inter:
            notes[i].append(f"network: {inter} (the row's inter_network, "
                            f"{h['inter_bw_gb_per_s']:.3g} GB/s per GPU at this size)")
        if intra:
            notes[i].append(f"scale-up: {intra} (the row's intra_fabric, domain of "
                            f"{h['domain_size']:.0f}, {h['intra_bw_gb_per_s']:.3g} GB/s per GPU)")
        if prec[i] == "fp8":
            notes[i].append("fp8: GEMMs at peak_fp8_tflops, attention in bf16")
        if h["family_index"] < 0:
            unsupported[i] = f"accelerator family of {acc[i]} has no efficiency prior"
    return hw
