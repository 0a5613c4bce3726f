"""Mixture-of-experts terms of one layer: expert layout, load imbalance, token dispatch.

Expert layout (Megatron-Core "MoE parallel folding", Liu et al. 2025,
arXiv:2504.14960): the routed experts of a layer are split over ``ep``
expert-parallel ranks and, inside each, over ``etp`` expert-tensor-parallel
ranks. Megatron-Core's default is ``etp = tp`` (tokens are gathered over the
tensor-parallel group and every rank computes a ``1/tp`` slice of its experts);
Megatron-Bridge and most tuned MoE recipes set ``etp = 1``: every rank
dispatches only its own sequence-parallel shard of ``tokens / tp`` tokens and
computes whole experts, so the dispatch volume falls ``tp``-fold and the
expert-parallel group is formed over consecutive ranks (stride ``etp``).

Load imbalance: with a learned (dropless) router the busiest expert-parallel
rank receives more than the mean ``tokens x k`` routed copies, and every rank
waits for it at the combine all-to-all of every MoE layer. The rank's load is
the sum over its ``E / ep`` local experts, so with a per-expert load
coefficient of variation ``cv`` (routing skew; ``moe_load_cv``) plus the
multinomial noise of ``T k`` routed copies::

    cv_rank = sqrt(cv^2 / (E / ep) + 1 / (T k))
    imbalance = 1 + cv_rank * g(ep)

with ``g(n)`` the expected maximum of ``n`` standard normals (Blom 1958:
``Phi^-1((n - 0.375) / (n + 0.25))``; 0 for ``n = 1``). Without expert
parallelism (``ep = 1``) a device computes every expert on its own tokens, so
there is no busiest rank to wait for. Benchmarks that force a uniform router
(``moe_force_balance``: NVIDIA's Megatron-Bridge performance recipes set
``moe_router_force_load_balancing``; NeMo 2's performance scripts drop tokens past a
capacity factor of 1.0 and pad every expert to it, ``MegatronTokenDropCallback``, the same
fixed load) have ``imbalance = 1``. A token-dropping
router pads every expert to its capacity, ``capacity_factor`` when larger.

Dispatch: every token sends ``k`` copies to the ranks holding its experts and
receives them back (combine). A plain all-to-all (NCCL ``all_to_all``,
Megatron's ``alltoall`` dispatcher) sends each copy on its own: ``k (1 -
n_in / ep)`` copies per token cross the network when the group spans
``n_out`` scale-up domains of ``n_in`` ranks each. Hierarchical dispatchers
(DeepEP normal kernels, NVIDIA HybridEP) send a token once to every remote
domain that holds one of its experts and forward it inside the domain over the
fast fabric: with uniformly routed experts a token reaches ``(n_out - 1) (1 -
(1 - 1/n_out)^k)`` remote domains on average (fewer than ``k``). ``dedup`` in
[0, 1] is the share of the network traffic that is deduplicated: 1 for a
hierarchical dispatcher, 0 for a plain all-to-all, a prior draw where the
stack is not known.
"""

from __future__ import annotations

from statistics import NormalDist

import numpy as np

from lifecycle import ops
from lifecycle.model import comm as C

__all__ = ["expected_max_normal", "expert_tp", "expert_group", "dispatch_tokens",
           "rank_imbalance", "remote_copies", "dispatch_s"]

_STD = NormalDist()


def expected_max_normal(n):
    """Expected maximum of ``n`` independent standard normals (Blom's approximation). [sd]

    ``n`` is a known plan size (numpy), 0 for ``n <= 1``.
    """
    n = np.asarray(n, dtype=float)
    flat = n.reshape(-1)
    out = np.zeros(flat.shape)
    for v in np.unique(flat):
        if v > 1:
            out[flat == v] = _STD.inv_cdf((v - 0.375) / (v + 0.25))
    return out.reshape(n.shape) if n.ndim else float(out[0])


def expert_tp(plan):
    """Expert-tensor-parallel size of a plan: ``plan['etp']`` where given, else ``tp``."""
    return plan["etp"] if "etp" in plan else plan["tp"]


def expert_group(group, plan):
    """Expert data-parallel group of a dense data-parallel (or sharding) group of size
    ``group``: the ``tp x group`` ranks of a stage over ``ep x etp``, at least 1. [ranks]"""
    return ops.maximum(group * plan["tp"] / (plan["ep"] * expert_tp(plan)), 1.0)


def dispatch_tokens(tokens, plan):
    """Tokens one rank dispatches to the experts per micro-batch: its ``etp / tp`` share. [tokens]"""
    return tokens * expert_tp(plan) / plan["tp"]


def rank_imbalance(w, plan, tok_disp, load_cv):
    """Busiest expert-parallel rank's routed load over the mean. [ratio]

    ``tok_disp`` tokens dispatched per rank (:func:`dispatch_tokens`),
    ``load_cv`` the per-expert load coefficient of variation of a learned
    router (a parameter, may be draws or symbolic).
    """
    ep = plan["ep"]
    n_exp = ops.maximum(w["num_experts"], 1.0)
    k = w["experts_per_token"]
    free = 1.0 - w.get("moe_force_balance", 0.0)
    local = ops.maximum(n_exp / ep, 1.0)
    # (the forced-balance switch stays outside the root: sqrt has no gradient at 0)
    cv_rank = ops.sqrt(load_cv ** 2 / local + 1.0 / ops.maximum(tok_disp * k, 1.0))
    imb = 1.0 + expected_max_normal(ep) * free * cv_rank
    return ops.maximum(w["capacity_factor"], imb)


def remote_copies(k, n_out, dedup):
    """Copies of one token that cross the network per dispatch, per token. [copies]

    ``n_out`` scale-up domains spanned by the expert-parallel group (known
    numbers), ``dedup`` the deduplicated share (hierarchical dispatch).
    """
    plain = k * (1.0 - 1.0 / n_out)
    hier = (n_out - 1.0) * (1.0 - (1.0 - 1.0 / n_out) ** k)
    return dedup * hier + (1.0 - dedup) * plain


def dispatch_s(token_bytes, tok_disp, k, imbalance, ep, stride, net, dedup):
    """One dispatch (or combine) of a micro-batch's routed tokens over ``ep`` ranks. [s]

    ``token_bytes`` bytes of one token's hidden vector (2 h in BF16, h in FP8);
    ranks ``stride`` apart in the global order; the busiest rank receives
    ``imbalance`` times the mean. The in-domain and network shares proceed
    concurrently; the slower sets the time.
    """
    n_in, n_out = C.split_group(ep, stride, net["domain"])
    vol = tok_disp * token_bytes * imbalance
    # in-domain copies: a plain all-to-all sends k (n_in - 1) / ep of them over the fast
    # fabric; a hierarchical one forwards nearly every copy inside its destination domain
    intra = k * (n_in - 1.0) * (dedup / ops.maximum(n_in, 1.0) + (1.0 - dedup) / ep)
    t_in = vol * intra / (net["intra_bw"] * C.GB) + net["intra_lat"] * C.US
    # ranks of one domain send to the network concurrently, each through its own NIC share
    t_out = (vol * remote_copies(k, n_out, dedup) / (net["inter_bw"] * C.GB)
             + net["inter_lat"] * C.US * ops.where(n_out > 1, 1.0, 0.0))
    return ops.where(ep > 1, net.get("base_lat", 0.0) * C.US + ops.maximum(t_in, t_out), 0.0)
