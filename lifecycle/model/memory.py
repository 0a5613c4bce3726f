"""Per-GPU memory footprint of a plan against HBM capacity.

Footprint of the busiest GPU (the first pipeline stage, which holds the most
in-flight micro-batches and the input embedding):

* weights / gradients / optimizer state: non-expert parameters split over
  ``tp * pp``, routed-expert parameters over ``etp * pp * ep`` (``etp``:
  expert tensor parallelism, default ``tp``); ZeRO stage 1/2/3 shards
  optimizer / +gradients / +weights over the data-parallel group ``dp * cp``
  (experts: ``tp dp cp / (ep etp)``), see
  :func:`lifecycle.model.workload.state_bytes_per_param`;
* activations: Korthikanti et al. 2022 bytes per layer and micro-batch, times
  the layers of a stage, times the micro-batches in flight: 1F1B keeps
  ``min(pp, m)`` on the first stage; interleaving (``vp > 1``) multiplies by
  ``1 + (pp - 1) / (pp * vp)`` (Korthikanti et al. 2022, sec. 4.2.3). The last
  stage keeps one micro-batch of its layers plus the logits and the loss's tensors of
  that micro-batch (``s b V / tp`` logits at the bytes per logit the stack's loss holds at its
  peak, ``w['loss_bytes']`` where its code was read (``w['loss_bytes_known']`` 1:
  :data:`lifecycle.stacks.LOSS_RULES`, 2 bytes for an in-place fused kernel to 16 for an
  older Hugging Face loop), else the fitted ``logit_bytes``);
  the busier of the first and the last stage counts (one and the same without
  pipelining);
* gradients: 16-bit (the ZeRO paper's 2 + 2 + 12 bytes per parameter), except for stacks
  that hold a full gradient buffer at the reduction width below ZeRO-3
  (``grad_buffer_bytes``, :func:`lifecycle.stack_sync.grad_buffer_bytes`: Megatron-LM's fp32
  main_grad, 6 + 12/d bytes per parameter for bf16 with the distributed optimizer,
  Megatron-LM docs/source/distrib_optimizer.md); under ZeRO-3 with more than one
  micro-batch, stacks that skip the reduce-scatter while accumulating (FSDP ``no_sync``) add
  ``w['nosync_grad_bytes']`` per parameter of the rank, unsharded
  (:data:`lifecycle.stacks.NOSYNC_RULES`; with ``w['nosync_pp_only']`` only under pipelining);
* temporary buffers and allocator fragmentation: a multiplicative factor and
  a fixed reserve (CUDA context, NCCL and cuBLAS workspaces), both named
  parameters (``mem_frag_factor``, ``mem_reserve_gib``);
* what the count misses for one plan and stack (fp32 copies, transient buffers, a
  framework's own layout): ``memory_discrepancy``, a factor drawn per prediction whose
  scale the calibration fits on published peak memory (``sigma_memory``; 1 in the fit).
  ``count x mem_frag_factor x memory_discrepancy`` is the allocator's peak
  (``torch.cuda.max_memory_allocated``), the reserve comes on top;
* the publisher's memory offset (its stack's temporaries, allocator settings and
  conventions beyond the count), a log-normal factor: a calibration publisher's own fitted
  offset for its rows (``w['memory_publisher_offset']``, in-sample predictions), and for a
  stack the calibration has not seen (every scenario, a held-out or frozen row,
  ``w['memory_unseen']`` 1, :mod:`lifecycle.discrepancy`) a fresh one,
  ``exp(eff['sigma_memory_publisher'] x eff['memory_ood_z'])`` (``memory_ood_z`` 0 in the fit,
  where :mod:`lifecycle.bayes.steptime_block` puts each publisher's offset on its rows).

HBM capacity: vendor "GB" figures for HBM are binary in practice (an "80 GB"
H100 reports 79.6 GiB to CUDA), so ``hbm_gib = hbm_gb`` before the reserve.
"""

from __future__ import annotations

import numpy as np

from lifecycle import ops
from lifecycle.model import workload as W
from lifecycle.model.moe import expert_group, expert_tp

__all__ = ["memory_gib", "infeasible_message", "shard_group", "zero_group", "GIB", "LOGIT_BYTES"]

GIB = 2.0 ** 30
# bytes per logit at the loss's peak where neither the stack nor a parameter says: the median of
# the ``logit_bytes`` prior (priors/steptime.yaml, 4 to 16 bytes), sqrt(4 x 16)
LOGIT_BYTES = 8.0


def shard_group(plan, hw):
    """Ranks a ZeRO-3/FSDP shard spans: the whole data-parallel group ``dp * cp``; or
    the plan's ``fsdp_shard`` where it names one (hybrid sharding, HSDP: PyTorch FSDP
    ``HYBRID_SHARD`` / FSDP2 ``dp_shard``, OLMo-core and torchtitan shard degrees, MaxText
    ``ici_fsdp_parallelism`` on GPUs), the replicas all-reducing gradients across shards;
    else, where the stack shards inside the fast domain and replicates across domains
    (``hw['fsdp_within_domain']``: XLA/MaxText on TPU slices), the group's members inside
    one domain."""
    g = plan["dp"] * plan["cp"]
    hsdp = hw.get("fsdp_within_domain", 0.0)
    dom = g
    if ops.is_symbolic(hsdp) or np.any(np.asarray(hsdp) != 0.0):  # the domain rule applies
        n_dom = ops.maximum(ops.floor(hw["domain_size"] / plan["tp"]), 1.0)
        dom = g + hsdp * (ops.minimum(g, n_dom) - g)
    return ops.where(plan.get("fsdp_shard", 0.0) > 0, zero_group(plan), dom)


def zero_group(plan):
    """Ranks a ZeRO shard spans by the plan alone: its ``fsdp_shard`` where it names one
    (at most ``dp * cp``), else the whole data-parallel group ``dp * cp``."""
    g = plan["dp"] * plan["cp"]
    sh = plan.get("fsdp_shard", 0.0)
    return ops.where(sh > 0, ops.minimum(sh, g), g)


def memory_gib(w, plan, hw, eff, *, pc=None, act_layer=None) -> dict:
    """Per-GPU memory need and HBM available.

    Parameters
    ----------
    w, plan, hw : dict
        Column dicts (see :mod:`lifecycle.inputs`).
    eff : dict
        Needs ``mem_frag_factor`` [ratio] and ``mem_reserve_gib`` [GiB]; uses
        ``logit_bytes`` [bytes] and ``memory_discrepancy`` [ratio] where present.
    pc, act_layer : optional
        Already computed :func:`~lifecycle.model.workload.param_counts` and
        stored activation bytes per layer (saves recomputing them).

    Returns
    -------
    dict
        ``memory_gib`` (need), ``hbm_gib`` (capacity), ``fits`` (bool array),
        ``state_gib`` (weights+grads+optimizer), ``activation_gib``,
        ``state_bytes`` (weights + optimizer bytes of the whole model, for
        checkpoints) [bytes], ``microbatches`` (per step per pipeline). [GiB]
    """
    pc = pc if pc is not None else W.param_counts(w)
    tp, pp, dp, cp, ep = plan["tp"], plan["pp"], plan["dp"], plan["cp"], plan["ep"]
    layers_stage = w["layers"] / pp
    etp = expert_tp(plan)
    expert_gpu = pc["expert"] / (etp * pp * ep)
    body = pc["total"] - pc["expert"] - pc["embedding"]
    # first stage: its share of the layers + the input embedding (one V x h
    # table); without pipelining the one stage also holds the output projection
    dense_gpu = (body / pp + ops.where(pp > 1, w["vocab"] * w["hidden"], pc["embedding"])) / tp
    sb = W.state_bytes_per_param(w, plan)
    z3 = ops.where(plan["zero_stage"] >= 3, 1.0, 0.0)
    # ZeRO-1/2 shard over the plan's fsdp_shard where it names a smaller group (InternEvo zero1)
    g_dense = z3 * shard_group(plan, hw) + (1.0 - z3) * zero_group(plan)
    g_exp = expert_group(g_dense, plan)

    def shard(nbytes, flag):
        return (dense_gpu * nbytes / (1.0 + flag * (g_dense - 1.0))
                + expert_gpu * nbytes / (1.0 + flag * (g_exp - 1.0)))

    state = (shard(sb["weights"], sb["shard_w"]) + shard(sb["grads"], sb["shard_g"])
             + shard(sb["optimizer"], sb["shard_o"]))
    m = w["global_batch_seqs"] / (dp * plan["micro_batch"])
    ns = w.get("nosync_grad_bytes", 0.0)
    if ops.is_symbolic(ns) or np.any(np.asarray(ns) != 0.0):  # a stack that skips the reduce-scatter
        # while it accumulates holds the rank's gradients unsharded (w['nosync_pp_only']: only a
        # pipeline schedule's micro-batches do)
        piped = ops.where(pp > 1, 1.0, 0.0)
        accum = ops.where(m > 1, 1.0, 0.0) * (1.0 + w.get("nosync_pp_only", 0.0) * (piped - 1.0))
        state = state + z3 * accum * ns * (dense_gpu + expert_gpu)
    if act_layer is None:
        act_layer = W.activation_bytes_per_layer(w, plan)["bytes"]
    inflight = ops.minimum(pp, m) * ops.where(plan["vp"] > 1, 1.0 + (pp - 1.0) / (pp * plan["vp"]), 1.0)
    lb = eff["logit_bytes"] if "logit_bytes" in eff else LOGIT_BYTES
    lb = lb + w.get("loss_bytes_known", 0.0) * (w.get("loss_bytes", 0.0) - lb)
    # the logits of one micro-batch, split over the TP ranks unless the stack gathers the full
    # vocabulary on each (w['loss_replicated'], lifecycle.stacks.LOSS_REPLICATED_WORDS)
    logits = lb * w["seq_len"] / cp * plan["micro_batch"] * w["vocab"] / (
        tp + w.get("loss_replicated", 0.0) * (1.0 - tp))
    # activation offload to host memory (Megatron/NeMo CPU offloading, JAX remat policies
    # that offload): about two layers' activations stay on the GPU (double buffering)
    off = plan.get("activation_offload", 0.0)

    def kept(n):
        return n + off * (ops.minimum(n, 2.0) - n)

    act = ops.maximum(act_layer * kept(layers_stage * inflight),
                      act_layer * kept(layers_stage * ops.minimum(m, 1.0)) + logits)
    disc = eff["memory_discrepancy"] if "memory_discrepancy" in eff else 1.0
    if "memory_unseen" in w and "memory_ood_z" in eff:  # an unseen stack's fresh offset
        disc = disc * ops.exp(w["memory_unseen"] * eff["sigma_memory_publisher"] * eff["memory_ood_z"])
    if "memory_publisher_offset" in w:  # a calibration publisher's own (in-sample)
        disc = disc * ops.exp(w["memory_publisher_offset"])
    need = (state + act) * eff["mem_frag_factor"] * disc / GIB + eff["mem_reserve_gib"]
    hbm = hw["hbm_gb"] * 1.0
    state_bytes = pc["total"] * (w["bytes_per_param"] + sb["optimizer"])
    return {"memory_gib": need, "hbm_gib": hbm, "fits": need <= hbm,
            "state_gib": state / GIB, "activation_gib": act / GIB,
            "state_bytes": state_bytes, "microbatches": m}


def infeasible_message(need_gib: float, hbm_gib: float) -> str:
    """User-facing verdict for a plan that does not fit (numbers already known)."""
    return (f"infeasible: needs {float(need_gib):.1f} GiB per GPU, {float(hbm_gib):.1f} GiB available "
            "(raise tp/pp, use ZeRO or recomputation, or a smaller micro-batch)")
