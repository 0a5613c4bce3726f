"""How a measurement row's stack synchronises its gradients, from its framework text.

The data-parallel reduction's dtype (:func:`grad_reduce_bytes`), the full-width gradient
buffer some stacks hold below ZeRO-2 (:func:`grad_buffer_bytes`) and two ZeRO-1 variants
that differ from Megatron-Core's overlapped reduce-scatter: InternEvo's all-reduce and
rank-by-rank broadcasts (:func:`broadcast_zero`) and nanotron's blocking calls
(:func:`unoverlapped_zero`), and whether a Megatron-LM-family stack overlaps its
tensor-parallel collectives and its gradient reduction at all (:func:`overlap_off`); read by :mod:`lifecycle.inputs` for
:mod:`lifecycle.model.dataparallel` and :mod:`lifecycle.model.memory`. Split from
:mod:`lifecycle.stacks` (the kernels and memory conventions), whose word matching it uses.
"""

from __future__ import annotations

import re

import numpy as np

from lifecycle.stacks import word_flags

__all__ = ["grad_reduce_bytes", "grad_buffer_bytes", "broadcast_zero", "unoverlapped_zero", "overlap_off", "tp_async",
           "GRAD_REDUCE_BYTES", "BROADCAST_ZERO_WORDS", "UNOVERLAPPED_ZERO_WORDS", "MEGATRON_FAMILY_STARTS"]

# bytes per gradient element in the data-parallel reduction: fp32 is every stack's default
# (Megatron-LM with bf16, torchtitan FSDP2 reduce_dtype float32, MaxText), bf16 what NVIDIA's
# performance recipes set (grad_reduce_in_fp32 False): NeMo 2 scripts/performance for FP8 jobs
# from its first release (NVIDIA/NeMo@101b26b9, pretrain_*.py) and for every job from
# 2025-06-25 (NVIDIA/NeMo@5cb6e3f4 "bf16 grads for bf16 jobs", helpers.py; the NeMo 25.07
# container on), Megatron-Bridge's performance configs for every job (set_*_common_configs,
# NVIDIA-NeMo/Megatron-Bridge@c8327cfc~1 scripts/performance/configs/llama/llama3_llm_pretrain.py)
# and NVIDIA's MLPerf Training NeMo implementations (llama31_405b pretrain.py,
# mlcommons training_results_v5.0 NVIDIA/benchmarks, both precisions)
GRAD_REDUCE_BYTES = {"fp32": 4.0, "bf16": 2.0}
# stacks that reduce gradients in the 16-bit parameter dtype by default, read from their code:
# DeepSpeed's engine (communication_data_type: fp16 for fp16 jobs, bf16 for bf16 jobs, none set;
# engine.py and zero/stage_1_and_2.py, stage3.py, bf16_optimizer.py at
# microsoft/DeepSpeed@38327e07; fp16 also for bf16 with ZeRO >= 1 from v0.5.8 to v0.8.3, fp32
# for bf16 only in v0.9.0-v0.9.1, commits 261d6370 and d56268f3), and Megatron-LM's DDP for
# fp16 jobs (accumulate_allreduce_grads_in_fp32 is forced on for bf16 only, so fp16 gradients
# keep param.dtype: megatron/arguments.py and megatron/model/distributed.py at
# microsoft/Megatron-DeepSpeed@f4157bea; megatron/training/arguments.py at
# NVIDIA/Megatron-LM@d98e8a64); data/collections/2026-12-06-grad-reduce-dtype.md
HALF_GRAD_WORDS = ("deepspeed",)
# with MEGATRON_FAMILY_STARTS below: texts that start with a Megatron-LM-family name (not a
# stack that only borrows Megatron-style tensor parallelism: metaseq, OneFlow)
FP16_HALF_GRAD_STARTS = ("megatron-deepspeed", "nemo")
# stacks that hold a full gradient buffer at the reduction width below ZeRO-2 (Megatron-LM /
# Megatron-Core DDP's main_grad buffer, fp32 for bf16 runs: 6 + 12/d bytes per parameter with
# the distributed optimizer, NVIDIA/Megatron-LM docs/source/distrib_optimizer.md; NeMo, its
# forks, nanotron's accumulate_grad_in_fp32; the project's own runs: autocast over fp32 weights
# and gradients; below ZeRO-3, lifecycle.model.memory). DeepSpeed's bf16 optimizer keeps 16-bit gradients and an fp32 partition, FSDP
# an fp32 shard: their 2 + 2 + 12 bytes are the ZeRO paper's (lifecycle.model.memory)
GRAD_BUFFER_WORDS = ("megatron", "nemo", "flagscale", "nanotron", "megascale",
                     "pytorch 2.11 eager (lifecycle", "pytorch 2.11 torch.compile of each block")
GRAD_BUFFER_NOT_WORDS = ("deepspeed", "metaseq", "fsdp")
BF16_GRAD_WORDS = ("megatron-bridge", "dgxc-benchmarking", "llmb")
# MLPerf counts only with NeMo: other submitters' MLPerf code (MaxText, ...) keeps its own dtype
MLPERF_NEMO_WORDS = ("mlperf", "nemo")
# the first NeMo container (yy.mm) whose performance scripts reduce every job's gradients in bf16
BF16_GRAD_ALL_FROM = (25, 7)
# ZeRO-1 optimizers that all-reduce the 16-bit gradients over the whole data-parallel group and
# then send the updated weights as one broadcast per rank of the ZeRO group after the step, not
# overlapped: InternLM's trainer (InternEvo), hybrid_zero_optim.py at InternLM/InternLM@c18bec93
# (reduce_tensor(dtype=self.dtype, dst_rank=None); broadcast_params(overlap=False), "TODO:
# support broadcast overlap")
BROADCAST_ZERO_WORDS = ("internevo",)
# ZeRO-1 optimizers that all-reduce the whole fp32 gradient buffer in one blocking call after the
# last backward and all-gather the 16-bit weights in one blocking call after the step, neither
# bucketed nor overlapped: nanotron with accumulate_grad_in_fp32 (no DDP wrapper under ZeRO > 0;
# reduce_scatter=False), huggingface/nanotron@67c5ebb6 src/nanotron/trainer.py:532,797-799,
# optim/gradient_accumulator.py:155, optim/zero.py:119,234
# (data/collections/2026-12-04-nanotron-dp-comm.md); its ZeRO-0 runs use DDP's overlapped buckets
UNOVERLAPPED_ZERO_WORDS = ("nanotron",)
# Megatron-LM and its forks overlap neither the tensor-parallel collectives with their GEMMs nor
# the gradient reduction with the backward unless a flag turns them on: ModelParallelConfig
# tp_comm_overlap False (--tp-comm-overlap) and --overlap-grad-reduce store_true, default False
# (NVIDIA/Megatron-LM@d98e8a64 megatron/core/model_parallel_config.py:265,
# megatron/training/arguments.py:3121; --overlap-param-gather requires --overlap-grad-reduce,
# arguments.py:1029). NeMo's and Megatron-Bridge's performance recipes turn both on
# (MegatronCommOverlapCallback(tp_comm_overlap=True) and DDP overlap_grad_reduce=True, e.g.
# NVIDIA/NeMo@5dcb3793 scripts/performance/llm/pretrain_grok1_314b.py), as ByteDance's MegaScale
# stacks do theirs, so only a framework text that starts with a Megatron-LM-family name takes
# the defaults; a flag the text names (or a fork's own overlap) turns its overlap back on
MEGATRON_FAMILY_STARTS = ("megatron-lm", "megatron-core", "megatron-llama", "megatron-kwai", "skywork",
                          "flagscale")
TP_OVERLAP_WORDS = ("--tp-comm-overlap", "--overlap-sp-ag")
DP_OVERLAP_WORDS = ("--overlap-grad-reduce", "overlap-grad-reduc", "--overlap-param-gather",
                    "overlappeddistributedoptimizer", "dp/pp overlap")
# a text stating the overlap was switched off, whatever the stack (Together's Grok-1 runs)
NO_TP_OVERLAP_WORDS = ("tp comm overlap disabled",)
# stacks that overlap part of their TP traffic: nanotron's REDUCE_SCATTER mode with
# tp_linear_async_communication (what its benchmark configs set) overlaps one of a layer's four
# TP collectives with a whole GEMM (the column linear's backward reduce-scatter with the weight
# gradient), two only with the rank's own shard of one (1/TP of it, neglected here) and the row
# linear's forward reduce-scatter not at all (huggingface/nanotron src/nanotron/parallel/
# tensor_parallel/functional.py: data/collections/2026-12-04-nanotron-dp-comm.md, T1-T2): 3/4 of
# the fused stacks' overlap is missing
PARTIAL_TP_OVERLAP_OFF = {"nanotron": 0.75}


def tp_async(framework) -> np.ndarray:
    """1 where a row's stack overlaps part of its TP traffic with its own asynchronous linears
    (:data:`PARTIAL_TP_OVERLAP_OFF`: the share it hides whatever its kernel class), else 0."""
    return word_flags(framework, tuple(PARTIAL_TP_OVERLAP_OFF))


def grad_reduce_bytes(framework, is_fp8, notes=None, is_fp16=None) -> np.ndarray:
    """Bytes per gradient element each row's data-parallel reduction moves (:data:`GRAD_REDUCE_BYTES`).

    ``framework``: lower-case framework texts; ``is_fp8`` / ``is_fp16``: 1 for FP8 / FP16 rows.
    2 (16-bit) for NVIDIA's performance recipes as their framework text names them
    (:data:`BF16_GRAD_WORDS`, MLPerf with NeMo, or a NeMo container of ``BF16_GRAD_ALL_FROM`` or
    later; a NeMo 2 container before it for FP8 rows), for InternEvo, for DeepSpeed
    (:data:`HALF_GRAD_WORDS`) and for FP16 rows of Megatron-LM-family stacks
    (:data:`MEGATRON_FAMILY_STARTS`, :data:`FP16_HALF_GRAD_STARTS`); else 4 (fp32). NeMo 1 era
    texts without a container (``NeMo/Megatron-Core`` of the 24.xx performance tables) keep
    fp32. Each 16-bit reading is appended to ``notes``."""
    out = np.full(len(framework), GRAD_REDUCE_BYTES["fp32"])
    fp16 = np.zeros(len(framework)) if is_fp16 is None else np.asarray(is_fp16, dtype=float)
    megatron = MEGATRON_FAMILY_STARTS + FP16_HALF_GRAD_STARTS
    for i, f in enumerate(framework):
        m = re.search(r"nemo (\d\d)\.(\d\d)", f)
        ver = (int(m.group(1)), int(m.group(2))) if m else None
        bf16 = (any(k in f for k in BF16_GRAD_WORDS) or all(k in f for k in MLPERF_NEMO_WORDS)
                or any(k in f for k in BROADCAST_ZERO_WORDS)
                or (ver is not None and (ver >= BF16_GRAD_ALL_FROM or (ver >= (25, 1) and is_fp8[i] > 0))))
        half = (any(k in f for k in HALF_GRAD_WORDS)
                or (fp16[i] > 0 and f.strip().startswith(megatron)))
        if bf16 or half:
            out[i] = GRAD_REDUCE_BYTES["bf16"]
            if notes is not None:
                notes[i].append("gradients reduced in 16 bits (the stack's recipe or code: "
                                "grad_reduce_in_fp32 False, InternEvo's 16-bit all-reduce, DeepSpeed's "
                                "communication_data_type, or Megatron-LM's fp16 gradient buffer)")
    return out


def grad_buffer_bytes(framework, reduce_bytes) -> np.ndarray:
    """Bytes per parameter of the gradients a rank holds below ZeRO-2: the reduction width
    ``reduce_bytes`` where the framework text names a stack with a full-width gradient buffer
    (:data:`GRAD_BUFFER_WORDS`, none of :data:`GRAD_BUFFER_NOT_WORDS`), else 2 (16-bit)."""
    out = np.full(len(framework), 2.0)
    for i, f in enumerate(framework):
        if any(k in f for k in GRAD_BUFFER_WORDS) and not any(k in f for k in GRAD_BUFFER_NOT_WORDS):
            out[i] = np.asarray(reduce_bytes, dtype=float).reshape(-1)[i]
    return out


def unoverlapped_zero(framework) -> np.ndarray:
    """1 where a row's ZeRO-1 optimizer synchronises in one blocking all-reduce and one blocking
    all-gather per step (:data:`UNOVERLAPPED_ZERO_WORDS`), else 0."""
    return word_flags(framework, UNOVERLAPPED_ZERO_WORDS)


def broadcast_zero(framework) -> np.ndarray:
    """1 where a row's ZeRO-1 optimizer broadcasts the updated weights rank by rank after the step
    (:data:`BROADCAST_ZERO_WORDS`), else 0."""
    return word_flags(framework, BROADCAST_ZERO_WORDS)


def overlap_off(framework) -> tuple[np.ndarray, np.ndarray]:
    """``(tp_off, dp_off)``: 1 where a row's stack does not overlap its tensor-parallel
    collectives with the GEMMs (a Megatron-LM-family text, :data:`MEGATRON_FAMILY_STARTS`, naming
    none of :data:`TP_OVERLAP_WORDS`, or any text with :data:`NO_TP_OVERLAP_WORDS`; the missing
    share for :data:`PARTIAL_TP_OVERLAP_OFF` stacks) or its
    gradient reduction with the backward (a Megatron-LM-family text naming none of
    :data:`DP_OVERLAP_WORDS`), else 0 (the stack's own overlap, ``tp_overlap`` / ``dp_overlap``)."""
    fam = np.array([f.strip().startswith(MEGATRON_FAMILY_STARTS) for f in framework], dtype=float)
    partial = np.array([max([v for k, v in PARTIAL_TP_OVERLAP_OFF.items() if k in f], default=0.0)
                        for f in framework])
    tp_off = np.maximum(np.maximum(fam * (1.0 - word_flags(framework, TP_OVERLAP_WORDS)), partial),
                        word_flags(framework, NO_TP_OVERLAP_WORDS))
    return tp_off, fam * (1.0 - word_flags(framework, DP_OVERLAP_WORDS))
