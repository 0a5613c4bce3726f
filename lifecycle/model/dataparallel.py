"""Data-parallel synchronisation of a step: gradient reduction, ZeRO's parameter gathers,
ZeRO-3/FSDP traffic and the optimizer's share of the parameters.

Split from :mod:`lifecycle.model.steptime` (which adds the result to the step). Per step:
fp32 (or the stack's dtype) gradient all-reduce, or ZeRO-1/2 reduce-scatter + all-gather,
in buckets, partly hidden behind the last backward (``dp_overlap``); a distributed
optimizer's all-gather behind the next step's first forward (Megatron-Core
``overlap_param_gather``; not in DeepSpeed-family engines); ZeRO-3/FSDP all-gathers weights
forward and backward and reduce-scatters gradients every micro-batch (once per step where
the stack accumulates without sync), each pass's traffic hidden behind that pass's compute up
to ``fsdp_overlap`` (:func:`fsdp_s`; DeepSpeed's ZeRO-3 across domains at the flat volume,
:func:`flat_zero3`);
hybrid sharding all-reduces each shard across replicas once per step. Pipelined ZeRO-3 keeps the
gathered weights for the step unless its stack reshards after forward under pipelining too
(``w['pp_reshard']``). Collectives are
:mod:`lifecycle.model.comm`.
"""

from __future__ import annotations

import numpy as np

from lifecycle import ops
from lifecycle.model import comm as C
from lifecycle.model import moe as M
from lifecycle.model import workload as W
from lifecycle.model.memory import shard_group, zero_group

__all__ = ["exposed", "any_row", "fsdp_s", "flat_zero3", "data_parallel"]

GRAD_COMM_BYTES = W.GRAD_COMM_BYTES  # [bytes/param], see lifecycle.model.workload


def exposed(comm, hide):
    """Communication left after hiding up to ``hide`` seconds of it (smooth, >= 0)."""
    hide = hide + 1e-9
    return ops.smooth_max(comm + 1e-12, hide) - hide


def any_row(cond) -> bool:
    """True if any row satisfies a condition on known (numpy) plan/shape numbers."""
    return bool(np.any(np.asarray(cond)))


def fsdp_s(wbytes, gbytes, dense_gpu, exp_gpu, g, g_exp, tp, exp_stride, net, is_moe, z3, m, eff, t_mb, units,
           nosync=0.0, fwd_share=1.0 / 3.0, flat=0.0):
    """Exposed ZeRO-3/FSDP traffic of a step. [s]

    FSDP wraps each transformer layer as a unit (``units`` = a pipeline stage's layers + 1 for
    the root with the embeddings): per micro-batch every unit is all-gathered in
    forward, all-gathered again in backward (reshard after forward, the
    default) and its gradients reduce-scattered, so **3 x units** collectives,
    each paying its own ring latency (:func:`lifecycle.model.comm.ring_latency_s`,
    linear in the rank count). Prefetching overlaps a unit's collectives with the
    compute of the phase they belong to, at most ``fsdp_overlap`` of it: the forward
    gathers behind the forward (``fwd_share`` of the micro-batch's compute: 1/3 without
    recomputation, 1/4 with full recomputation, whose re-run forward belongs to the
    backward), the backward gathers and reduce-scatters behind the backward and the
    recomputation (FSDP2 prefetches one block ahead in order on one stream, so a phase's
    traffic cannot hide behind the other phase's compute:
    data/collections/2026-12-04-fsdp2-tp-overheads.md); the first unit's gather has
    nothing to hide behind.

    A stack that accumulates without gradient sync (``nosync`` 1: FSDP1 ``no_sync()``,
    FSDP2 ``set_requires_gradient_sync(False)``; :data:`lifecycle.stacks.NOSYNC_RULES`,
    read from each stack's code in data/collections/2026-12-04-fsdp-accumulation-grad-sync.md)
    keeps the gradients unsharded until the last micro-batch and reduce-scatters them once
    per step: its other ``m - 1`` micro-batches gather only (full shard still re-gathers the
    weights forward and backward). The memory side is :func:`lifecycle.model.memory.memory_gib`.

    ``flat`` 1 (DeepSpeed-family ZeRO-3 whose group spans domains, :func:`flat_zero3`): every
    rank's ``(n-1)/n`` share crosses the network, as if no two members of the group shared a
    domain, instead of the ``1/n_in`` of it a ring sends through each member's NIC share.
    """
    def unit(nbytes, n, stride):
        return C.all_gather_s(nbytes / units, n, stride, net)

    # a flat group's members sit one domain apart for the collectives' volume (n_in = 1)
    spread = 1.0 + flat * net["domain"]
    ag = unit(wbytes * dense_gpu, g, tp * spread)
    rs = unit(gbytes * dense_gpu, g, tp * spread)
    if is_moe is not None:  # the experts' own collectives, on MoE rows only (each pays its latency)
        ag = ag + is_moe * unit(wbytes * exp_gpu, g_exp, exp_stride * spread)
        rs = rs + is_moe * unit(gbytes * exp_gpu, g_exp, exp_stride * spread)
    hide_f = eff["fsdp_overlap"] * t_mb * fwd_share
    hide_b = eff["fsdp_overlap"] * t_mb * (1.0 - fwd_share)
    forward = exposed(units * ag - ag, hide_f) + ag                 # gathers behind the forward
    synced = forward + exposed(units * (ag + rs), hide_b)           # a micro-batch that reduces
    gather_only = forward + exposed(units * ag, hide_b)             # one that only gathers
    n_sync = nosync + (1.0 - nosync) * m                            # micro-batches that reduce
    return z3 * (n_sync * synced + (m - n_sync) * gather_only)


def flat_zero3(legacy, g, tp, domain):
    """1 where a DeepSpeed-family stack's ZeRO-3 group spans domains, else 0.

    DeepSpeed's ZeRO-3 partitions every parameter over all ranks of the data-parallel group
    and gathers and reduce-scatters it through per-parameter collectives issued from module
    hooks. Measured, its traffic behaves as if every rank's share crossed the network: NVIDIA's
    ZeRO-3 baseline of Narayanan et al. 2021 (Table 2; data/measurements/nvidia_megatron.csv
    nar66-011..016: the step time stays flat as the ranks double at a fixed batch, 66.75 s at
    768 and at 1,536 A100 for GPT-3 175B) and Microsoft's ZeRO-Infinity runs on 256-1,024 A100
    (microsoft_deepspeed.csv val-ds-001..003) measured 1.1-2.7x slower than look 94's posterior
    predicts them with the shared-NIC volume; with the flat volume the same posterior predicts
    0.70-0.85 of their measured rates, one shared bias instead of a spread. The mechanism is not
    read from DeepSpeed's code; ZeRO++ (Wang et al. 2023, arXiv:2306.10209, hierarchical
    partitioning hpZ) and MiCS (Zhang et al. 2022, arXiv:2205.00119) were built to cut this
    cross-node traffic of ZeRO-3 (their abstracts, no number of theirs used). Inside one
    domain nothing changes; PyTorch FSDP, Megatron-FSDP and XLA's sharding keep the ring's
    shared-NIC volume (:mod:`lifecycle.model.comm`), which their calibration rows do not contradict."""
    return legacy * ops.where(g * tp > domain, 1.0, 0.0)


def data_parallel(w, plan, hw, eff, net, pc, m, t_mb, any_moe, fwd_share=1.0 / 3.0) -> dict:
    """Gradient synchronisation and ZeRO-3/FSDP traffic left exposed, per step; ``fwd_share`` is
    the forward pass's share of a micro-batch's compute (:func:`fsdp_s`). [s]"""
    tp, pp, dp, cp, ep = (plan[k] for k in ("tp", "pp", "dp", "cp", "ep"))
    etp = M.expert_tp(plan)
    dense_gpu = (pc["total"] - pc["expert"]) / (tp * pp)
    exp_gpu = pc["expert"] / (etp * pp * ep)
    g = dp * cp
    g_exp = M.expert_group(g, plan)
    # ZeRO-3 re-gathers weights every micro-batch only without pipelining (FSDP with gradient
    # accumulation reshards after each micro-batch); pipelined ZeRO-3 keeps the gathered weights
    # for the step (Dubey et al. 2024 sec. 3.3.2), i.e. ZeRO-1/2 traffic: one gather + one
    # reduction, except in stacks that reshard after forward under pipelining too
    # (w['pp_reshard'], lifecycle.stacks.PP_RESHARD_WORDS): their stages re-gather every micro-batch
    pp_reshard = w.get("pp_reshard", 0.0)
    z3 = ops.where(plan["zero_stage"] >= 3, 1.0, 0.0) * ops.where(pp > 1, pp_reshard, 1.0)
    # gradients travel in buckets (PyTorch DDP bucket_cap_mb, Megatron-Core DDP buckets), each a
    # collective with its own latency; ZeRO-1/2 reduce-scatters and all-gathers instead
    zero12 = ops.where(plan["zero_stage"] >= 1, 1.0, 0.0)
    is_moe = None  # the MoE rows' mask where any row is MoE
    gb = w.get("grad_reduce_bytes", GRAD_COMM_BYTES)
    # InternEvo's ZeRO-1 all-reduces the gradients over the whole group and broadcasts the
    # weights after the step, one broadcast per rank of the ZeRO group (below)
    bz = w.get("broadcast_zero", 0.0)
    # nanotron's ZeRO-1 all-reduces the whole gradient buffer and all-gathers the weights, each in
    # one blocking call, nothing hidden (w['unoverlapped_zero'], lifecycle.stack_sync)
    uz = w.get("unoverlapped_zero", 0.0) * zero12

    def grad_sync(params, n, stride, z12=zero12 * (1.0 - bz)):
        """(gradient reduction, parameter all-gather) of a step for ``params`` parameters;
        ``z12`` 0 all-reduces the gradients. [s]"""
        # Megatron-Core sizes a bucket max(40M, 1M x dp) parameters so that the ring
        # latency, linear in the group size, stays amortised at scale (dp_bucket_mb: the
        # floor in fp32 gradient bytes, 4 per parameter); one bucket where the stack has none
        nb = ops.maximum(params * GRAD_COMM_BYTES / ops.maximum(eff["dp_bucket_mb"] * 1e6, 4e6 * n), 1.0)
        nb = nb + uz * z12 * (1.0 - nb)
        ar = C.all_reduce_s(gb * params / nb, n, stride, net)
        rs = C.reduce_scatter_s(gb * params / nb, n, stride, net)
        # the distributed optimizer gathers the updated weights in their own dtype
        ag = C.all_gather_s(w["bytes_per_param"] * params / nb, n, stride, net)
        rs_share = z12 * (1.0 - uz)
        return nb * (rs_share * rs + (1.0 - rs_share) * ar), nb * z12 * ag

    red, gather = grad_sync(dense_gpu, g, tp)
    if any_moe:
        # the experts' gradients, on MoE rows only: a dense row's zero bytes would still
        # pay a collective's latency, and a row's time must not depend on the others
        is_moe = ops.where(w["num_experts"] > 1, 1.0, 0.0)
        red_e, gather_e = grad_sync(exp_gpu, g_exp, etp * ep)
        red, gather = red + is_moe * red_e, gather + is_moe * gather_e
    # the reduction hides behind the last micro-batch's backward; a distributed optimizer's
    # parameter all-gather behind the next step's first forward (Megatron-Core
    # overlap_param_gather), except in DeepSpeed-family engines, which gather after the step
    # (nothing where a Megatron-LM-family stack left --overlap-grad-reduce off: w['dp_overlap_off'])
    hide = eff["dp_overlap"] * t_mb * (1.0 - uz) * (1.0 - w.get("dp_overlap_off", 0.0))
    if any_row(np.asarray(bz) > 0):  # InternEvo's broadcasts, none overlapped
        s_grp = zero_group(plan)
        gather = gather + bz * zero12 * s_grp * C.broadcast_s(w["bytes_per_param"] * dense_gpu / s_grp,
                                                               s_grp, tp, net)
    t_dp = (1.0 - z3) * (exposed(red, hide * (2.0 / 3.0))
                         + exposed(gather, hide * (1.0 - ops.maximum(w.get("legacy_stack", 0.0), bz)) / 3.0))
    t_fsdp = 0.0
    if any_row((np.asarray(plan["zero_stage"]) >= 3) & ((np.asarray(pp) == 1) | (np.asarray(pp_reshard) > 0))):
        g_sh = shard_group(plan, hw)
        g_sh_exp = M.expert_group(g_sh, plan)
        # stacks that accumulate without gradient sync reduce once per step (pipelined ones
        # are ZeRO-1/2 traffic above)
        nosync = (ops.where(w.get("nosync_grad_bytes", 0.0) > 0, 1.0, 0.0)
                  * (1.0 - w.get("nosync_pp_only", 0.0)))
        flat = flat_zero3(w.get("legacy_stack", 0.0), g_sh, tp, net["domain"])
        t_fsdp = fsdp_s(w["bytes_per_param"], gb, dense_gpu, exp_gpu, g_sh, g_sh_exp, tp, ep * etp, net,
                        is_moe, z3, m, eff, t_mb, w["layers"] / pp + 1.0, nosync, fwd_share, flat)
        # hybrid sharding: each shard's gradients are then all-reduced across the
        # replicas (one per domain) once per step, behind the last backward
        g_rep = g / g_sh
        t_rep = grad_sync(dense_gpu / g_sh, g_rep, tp * g_sh, 0.0)[0]
        t_fsdp = t_fsdp + z3 * ops.where(g_rep > 1, 1.0, 0.0) * exposed(
            t_rep, eff["dp_overlap"] * (2.0 / 3.0) * t_mb)
    # optimizer update over this GPU's (ZeRO-sharded) parameters
    shard_o = ops.where(plan["zero_stage"] >= 1, 1.0, 0.0)
    opt_params = dense_gpu / (1.0 + shard_o * (g - 1.0)) + exp_gpu / (1.0 + shard_o * (g_exp - 1.0))
    return {"t_dp": t_dp, "t_fsdp": t_fsdp, "opt_params": opt_params}
