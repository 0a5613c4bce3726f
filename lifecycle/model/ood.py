"""The step-time model's out-of-distribution discrepancy: how far a plan lies beyond the
calibration data (GPU count, ZeRO-3 group), and the multiplicative discrepancy it carries
(:mod:`lifecycle.discrepancy` fits the scales and fills the ``ood_*`` workload columns)."""

from __future__ import annotations

import numpy as np

from lifecycle import ops
from lifecycle.model.memory import shard_group

__all__ = ["doublings_beyond", "ood_variance", "discrepancy"]


def doublings_beyond(n_gpu, ranks, zero_stage, max_gpus, max_fsdp):
    """Doublings of the GPU count, and of a ZeRO-3 shard group (``ranks``: the ranks one
    shard's collectives span, :func:`lifecycle.model.memory.shard_group`), beyond the largest
    in the calibration data (0 inside it). [count of doublings]"""
    d_gpus = ops.maximum(ops.log(ops.maximum(n_gpu, 1.0) / max_gpus), 0.0) / np.log(2.0)
    d_fsdp = (ops.where(zero_stage >= 3, 1.0, 0.0)
              * ops.maximum(ops.log(ops.maximum(ranks, 1.0) / max_fsdp), 0.0) / np.log(2.0))
    return d_gpus, d_fsdp


def ood_variance(w, plan, hw):
    """Log-scale variance of the out-of-distribution discrepancy of each plan.

    ``w['ood_base_var']`` (plan-independent, :func:`lifecycle.discrepancy.ood_columns`)
    plus, per doubling beyond the calibration data, ``ood_s_gpus^2`` for the GPU
    count and ``ood_s_fsdp^2`` for a ZeRO-3 shard group. Returns ``(variance, beyond)``
    with ``beyond`` 1 where the plan exceeds the data's GPU count or FSDP group.
    """
    d_gpus, d_fsdp = doublings_beyond(plan["tp"] * plan["pp"] * plan["dp"] * plan["cp"],
                                      shard_group(plan, hw), plan["zero_stage"],
                                      w["ood_max_gpus"], w["ood_max_fsdp"])
    var = w["ood_base_var"] + w["ood_s_gpus"] ** 2 * d_gpus + w["ood_s_fsdp"] ** 2 * d_fsdp
    return var, ops.where(d_gpus + d_fsdp > 0, 1.0, 0.0)


def discrepancy(w, plan, eff, hw):
    """Multiplicative model discrepancy (median 1), widened out of distribution."""
    disc = eff["step_time_discrepancy"]
    if "ood_base_var" in w:  # out-of-distribution discrepancy (lifecycle.discrepancy)
        disc = disc * ops.exp(ops.sqrt(ood_variance(w, plan, hw)[0]) * eff["ood_z"])
    return disc
