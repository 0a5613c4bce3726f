"""The step-time model's out-of-distribution discrepancy: how far a plan lies beyond the
calibration data (GPU count, ZeRO-3 group), how little of its step the model itself expects to
be useful work (a low predicted MFU), and the multiplicative discrepancy it carries
(:mod:`lifecycle.discrepancy` fits the scales and fills the ``ood_*`` workload columns)."""

from __future__ import annotations

import numpy as np

from lifecycle import ops
from lifecycle.model.memory import shard_group

__all__ = ["doublings_beyond", "mfu_halvings", "ood_variance", "discrepancy"]


def doublings_beyond(n_gpu, ranks, zero_stage, max_gpus, max_fsdp):
    """Doublings of the GPU count, and of a ZeRO-3 shard group (``ranks``: the ranks one
    shard's collectives span, :func:`lifecycle.model.memory.shard_group`), beyond the largest
    in the calibration data (0 inside it). [count of doublings]"""
    d_gpus = ops.maximum(ops.log(ops.maximum(n_gpu, 1.0) / max_gpus), 0.0) / np.log(2.0)
    d_fsdp = (ops.where(zero_stage >= 3, 1.0, 0.0)
              * ops.maximum(ops.log(ops.maximum(ranks, 1.0) / max_fsdp), 0.0) / np.log(2.0))
    return d_gpus, d_fsdp


def mfu_halvings(mfu, mfu_ref):
    """Halvings of a plan's predicted MFU (before the discrepancy) below ``mfu_ref``: 0 at or
    above it, 1 at half of it. [count of halvings]

    A step the model expects to be mostly exposed communication, pipeline bubble, host launch
    and fixed overhead rests on the parts of the model that differ most between clusters and
    stacks (a fabric's congestion, a stack's pipeline engine and collective scheduling), not on
    the kernel rates the calibration pins down; its discrepancy grows with these halvings."""
    return ops.maximum(ops.log(mfu_ref / ops.maximum(mfu, 1e-6)), 0.0) / np.log(2.0)


def ood_variance(w, plan, hw, mfu=None):
    """Log-scale variance of the out-of-distribution discrepancy of each plan.

    ``w['ood_base_var']`` (plan-independent, :func:`lifecycle.discrepancy.ood_columns`)
    plus, per doubling beyond the calibration data, ``ood_s_gpus^2`` for the GPU
    count and ``ood_s_fsdp^2`` for a ZeRO-3 shard group, plus, where the plan's predicted
    MFU ``mfu`` (before the discrepancy) is given, ``ood_s_mfu^2`` per halving of it below
    ``ood_mfu_ref`` (:func:`mfu_halvings`). Returns ``(variance, beyond)`` with ``beyond`` 1
    where the plan exceeds the data's GPU count or FSDP group (a low MFU is not beyond the
    data: the calibration rows span 2-70% MFU).
    """
    d_gpus, d_fsdp = doublings_beyond(plan["tp"] * plan["pp"] * plan["dp"] * plan["cp"],
                                      shard_group(plan, hw), plan["zero_stage"],
                                      w["ood_max_gpus"], w["ood_max_fsdp"])
    var = w["ood_base_var"] + w["ood_s_gpus"] ** 2 * d_gpus + w["ood_s_fsdp"] ** 2 * d_fsdp
    if mfu is not None and "ood_s_mfu" in w:
        var = var + w["ood_s_mfu"] ** 2 * mfu_halvings(mfu, w["ood_mfu_ref"])
    return var, ops.where(d_gpus + d_fsdp > 0, 1.0, 0.0)


def discrepancy(w, plan, eff, hw, mfu=None):
    """Multiplicative model discrepancy (median 1), widened out of distribution (``mfu``: the
    plan's predicted MFU before the discrepancy, per draw)."""
    disc = eff["step_time_discrepancy"]
    if "ood_base_var" in w:  # out-of-distribution discrepancy (lifecycle.discrepancy)
        disc = disc * ops.exp(ops.sqrt(ood_variance(w, plan, hw, mfu)[0]) * eff["ood_z"])
    return disc
