"""Every valid parallelism plan for a model on a cluster, as numpy columns.

A plan is ``(tp, pp, dp, cp, ep, vp, micro_batch, zero_stage, recompute,
sequence_parallel, fsdp_shard)``. :func:`enumerate_plans` builds the Cartesian product of
the candidate values in a few vectorised steps (no Python object per plan) and
keeps the rows that satisfy :func:`valid_mask`, the layout rules of a scenario
(``/tmp/contracts.md``, implemented once here because ``lifecycle.scenario``
validates one plan at a time on pydantic objects):

* ``count == tp * pp * cp * dp`` and ``count % gpus_per_node == 0``;
* ``heads % tp == 0`` and the KV heads split or replicate evenly
  (``kv_heads % tp == 0`` or ``tp % kv_heads == 0``); ``tp <= gpus_per_node``
  unless ``allow_tp_span`` (tensor parallelism across nodes is slow);
* ``layers % (pp * vp) == 0``; ``vp > 1`` only if ``pp > 1``;
* ``global_batch_seqs % (dp * micro_batch) == 0``;
* ``ep`` divides ``dp * cp`` and ``num_experts`` (MoE only; dense: ``ep == 1``);
* ``cp > 1`` only if ``seq_len % (2 * cp) == 0`` (load-balanced ring attention
  splits each sequence into ``2 cp`` chunks, as Megatron-Core does) and each
  rank keeps at least ``min_tokens_per_cp_rank`` tokens;
* ``fsdp_shard`` (hybrid sharding, HSDP; 0 = one shard over the whole ``dp * cp``
  group) only with ``zero_stage == 3``, dividing ``dp * cp`` and smaller than it
  (canonical: at least 2 ranks; a shard of one rank only replicates).
  Candidates: the data-parallel ranks of ``hsdp_nodes`` nodes
  (``n * max(gpus_per_node // tp, 1)``), as PyTorch ``HYBRID_SHARD`` (one node),
  torchtitan ``dp_shard`` and MaxText ``ici_fsdp_parallelism`` lay them out.

Canonical forms (``canonical=True``, the default) drop exact duplicates the
model cannot tell apart: ``sequence_parallel`` only with ``tp > 1``, and
only the smallest ``zero_stage`` when there is no data-parallel group
(``dp * cp == 1``, nothing to shard over).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lifecycle.errors import LifecycleInputError, Problem

__all__ = ["PlanSpace", "PLAN_COLUMNS", "enumerate_plans", "valid_mask", "is_valid", "divisors",
           "select_plans", "n_plans", "plan_rows"]

#: Plan columns, in output order (``recompute``: the index in
#: :data:`lifecycle.model.recompute.RECOMPUTE_MODES`).
PLAN_COLUMNS = ("tp", "pp", "dp", "cp", "ep", "vp", "micro_batch", "zero_stage", "recompute",
                "sequence_parallel", "fsdp_shard")


@dataclass(frozen=True)
class PlanSpace:
    """Candidate values of the free plan choices.

    Attributes
    ----------
    micro_batches : tuple of int
        Candidate micro-batch sizes [sequences].
    zero_stages, recompute : tuple of int
        ZeRO stages (0-3) and recomputation modes (0 none, 1 selective, 2 full).
    sequence_parallel : tuple of bool
    max_vp : int
        Largest virtual-pipeline (interleaving) factor.
    max_cp : int
        Largest context-parallel size.
    min_tokens_per_cp_rank : int
        Smallest sequence shard per context-parallel rank [tokens].
    hsdp_nodes : tuple of int
        Hybrid-sharding candidates: a ZeRO-3 shard over the data-parallel ranks
        of this many nodes, replicated across the rest (empty: no HSDP plans).
    allow_tp_span : bool
        Allow tensor parallelism wider than one node.
    canonical : bool
        Drop duplicate plans the model cannot distinguish (see module doc).
    """

    micro_batches: tuple = (1, 2, 4, 8)
    zero_stages: tuple = (0, 1, 2, 3)
    recompute: tuple = (0, 1, 2)
    sequence_parallel: tuple = (False, True)
    max_vp: int = 8
    max_cp: int = 32
    min_tokens_per_cp_rank: int = 1024
    hsdp_nodes: tuple = (1, 4, 16)
    allow_tp_span: bool = False
    canonical: bool = True


def divisors(n: int) -> np.ndarray:
    """Positive divisors of ``n`` in increasing order."""
    n = int(n)
    small = np.arange(1, int(np.sqrt(n)) + 1)
    d = small[n % small == 0]
    return np.unique(np.concatenate([d, n // d]))


def _shape(w) -> dict:
    """Integer model fields the rules need from a ``w`` dict or a scenario ``model``."""
    get = (w.get if isinstance(w, dict) else lambda k, default=None: getattr(w, k, default))
    ne = get("num_experts", None)
    out = {k: int(get(k)) for k in ("layers", "heads", "seq_len", "global_batch_seqs")}
    out["kv_heads"] = int(get("kv_heads", None) or out["heads"])
    out["num_experts"] = int(ne) if ne else 1
    return out


def valid_mask(cols: dict, w, count: int, gpus_per_node: int, space: PlanSpace = PlanSpace()):
    """Boolean array: which rows of plan columns ``cols`` satisfy the layout rules.

    Parameters
    ----------
    cols : dict
        Plan column name -> integer array (same length).
    w : dict or model
        Model shape and ``global_batch_seqs`` (an ``inputs.from_scenario`` ``w``
        dict, or any object with those attributes).
    count, gpus_per_node : int
        Accelerators in the cluster and per node.
    """
    s = _shape(w)
    tp, pp, dp, cp, ep, vp = (np.asarray(cols[k]) for k in ("tp", "pp", "dp", "cp", "ep", "vp"))
    mb, zs, rc = (np.asarray(cols[k]) for k in ("micro_batch", "zero_stage", "recompute"))
    sp = np.asarray(cols["sequence_parallel"]).astype(bool)
    pos = (tp >= 1) & (pp >= 1) & (dp >= 1) & (cp >= 1) & (ep >= 1) & (vp >= 1) & (mb >= 1)
    safe = lambda x: np.maximum(x, 1)  # noqa: E731 - avoid modulo by zero on invalid rows
    tp1, pp1, dp1, cp1, ep1, vp1, mb1 = map(safe, (tp, pp, dp, cp, ep, vp, mb))
    ok = pos & (tp * pp * cp * dp == count) & (count % gpus_per_node == 0)
    ok &= (s["heads"] % tp1 == 0) & ((s["kv_heads"] % tp1 == 0) | (tp1 % s["kv_heads"] == 0))
    if not space.allow_tp_span:
        ok &= tp <= gpus_per_node
    ok &= (s["layers"] % (pp1 * vp1) == 0) & ((vp == 1) | (pp > 1)) & (vp <= space.max_vp)
    ok &= s["global_batch_seqs"] % (dp1 * mb1) == 0
    ok &= ((dp1 * cp1) % ep1 == 0) & (s["num_experts"] % ep1 == 0)
    if s["num_experts"] <= 1:
        ok &= ep == 1
    ok &= (cp == 1) | ((s["seq_len"] % (2 * cp1) == 0)
                       & (s["seq_len"] // cp1 >= space.min_tokens_per_cp_rank)
                       & (cp <= space.max_cp))
    ok &= (zs >= 0) & (zs <= 3) & (rc >= 0) & (rc <= 2)
    sh = np.asarray(cols.get("fsdp_shard", np.zeros_like(tp)))
    ok &= (sh == 0) | ((sh > 0) & (zs == 3) & ((dp1 * cp1) % np.maximum(sh, 1) == 0))
    if space.canonical:
        ok &= (~sp) | (tp > 1)
        ok &= (dp * cp > 1) | (zs == min(space.zero_stages))
        # a shard of the whole group is plain FSDP (fsdp_shard 0); one of one rank replicates
        ok &= (sh < dp * cp) & (sh != 1)
    return ok


def is_valid(plan: dict, w, count: int, gpus_per_node: int, space: PlanSpace = PlanSpace()) -> bool:
    """:func:`valid_mask` for one plan given as a dict of ints (``fsdp_shard`` may be absent
    or None: one shard over the whole group)."""
    return bool(valid_mask({k: np.array([int(plan.get(k) or 0) if k == "fsdp_shard" else plan[k]])
                            for k in PLAN_COLUMNS}, w, count, gpus_per_node, space)[0])


def _product(cols: dict, name: str, values) -> dict:
    """Cross every row of ``cols`` with ``values`` of a new column ``name``."""
    values = np.asarray(values)
    n = len(next(iter(cols.values()))) if cols else 1
    out = {k: np.repeat(v, len(values)) for k, v in cols.items()}
    out[name] = np.tile(values, n)
    return out


def _keep(cols: dict, mask) -> dict:
    return {k: v[mask] for k, v in cols.items()}


def enumerate_plans(w, count: int, gpus_per_node: int, space: PlanSpace = PlanSpace()) -> dict:
    """Every valid plan, as a dict of integer numpy arrays (columns :data:`PLAN_COLUMNS`).

    Rows are in a fixed order (tp, pp, cp, ep, vp, micro_batch, zero_stage,
    fsdp_shard, recompute, sequence_parallel ascending), so the same inputs give the same
    table. Raises LifecycleInputError if ``count`` is not a multiple of
    ``gpus_per_node``; returns empty columns when no plan is valid.
    """
    count, gpn = int(count), int(gpus_per_node)
    if count < 1 or gpn < 1 or count % gpn:
        raise LifecycleInputError([Problem("scenario", "cluster -> count",
                                           f"count {count} must be a positive multiple of "
                                           f"gpus_per_node {gpn}")])
    s = _shape(w)
    dv = divisors(count)
    tp_c = dv[(s["heads"] % dv == 0) & ((s["kv_heads"] % dv == 0) | (dv % s["kv_heads"] == 0))]
    if not space.allow_tp_span:
        tp_c = tp_c[tp_c <= gpn]
    pp_c = dv[s["layers"] % dv == 0]
    cp_c = dv[(dv == 1) | ((s["seq_len"] % (2 * dv) == 0)
                           & (s["seq_len"] // dv >= space.min_tokens_per_cp_rank)
                           & (dv <= space.max_cp))]
    cols = _product(_product(_product({}, "tp", tp_c), "pp", pp_c), "cp", cp_c)
    cols = _keep(cols, count % (cols["tp"] * cols["pp"] * cols["cp"]) == 0)
    cols["dp"] = count // (cols["tp"] * cols["pp"] * cols["cp"])
    ep_c = divisors(s["num_experts"]) if s["num_experts"] > 1 else np.array([1])
    cols = _product(cols, "ep", ep_c)
    cols = _keep(cols, (cols["dp"] * cols["cp"]) % cols["ep"] == 0)
    vp_c = np.arange(1, int(space.max_vp) + 1)
    cols = _product(cols, "vp", vp_c[s["layers"] % vp_c == 0])
    cols = _keep(cols, (s["layers"] % (cols["pp"] * cols["vp"]) == 0)
                 & ((cols["vp"] == 1) | (cols["pp"] > 1)))
    cols = _product(cols, "micro_batch", np.asarray(space.micro_batches, dtype=np.int64))
    cols = _keep(cols, s["global_batch_seqs"] % (cols["dp"] * cols["micro_batch"]) == 0)
    cols = _product(cols, "zero_stage", np.asarray(space.zero_stages, dtype=np.int64))
    nodes = np.asarray((0,) + tuple(int(n) for n in space.hsdp_nodes if int(n) >= 1), np.int64)
    cols = _product(cols, "fsdp_shard", nodes)  # nodes here; ranks below
    cols["fsdp_shard"] = cols["fsdp_shard"] * np.maximum(gpn // cols["tp"], 1)
    cols = _keep(cols, (cols["fsdp_shard"] == 0) | ((cols["zero_stage"] == 3) & (
        cols["fsdp_shard"] < cols["dp"] * cols["cp"]) & (cols["fsdp_shard"] > 1)
        & ((cols["dp"] * cols["cp"]) % np.maximum(cols["fsdp_shard"], 1) == 0)))
    cols = _product(cols, "recompute", np.asarray(space.recompute, dtype=np.int64))
    cols = _product(cols, "sequence_parallel", np.asarray(space.sequence_parallel, dtype=np.int64))
    cols = {k: np.asarray(cols[k], dtype=np.int64) for k in PLAN_COLUMNS}
    return _keep(cols, valid_mask(cols, s, count, gpn, space))


def n_plans(cols: dict) -> int:
    """Number of rows of a plan-column dict."""
    return int(len(cols["tp"])) if cols else 0


def plan_rows(cols: dict, idx=None) -> list[dict]:
    """Plan rows as dicts of Python ints (for display and scenarios)."""
    idx = range(n_plans(cols)) if idx is None else idx
    out = []
    for i in idx:
        r = {k: int(cols[k][i]) for k in PLAN_COLUMNS}
        r["sequence_parallel"] = bool(r["sequence_parallel"])
        r["fsdp_shard"] = r["fsdp_shard"] or None  # 0: one shard over the whole group
        out.append(r)
    return out


def select_plans(cols: dict, k: int | None, *, seed: int = 0) -> np.ndarray:
    """Indices of at most ``k`` plans drawn uniformly without replacement with
    ``numpy.random.default_rng(seed)``, sorted so the table keeps its order (the fastest
    feasible ``k`` instead: :func:`lifecycle.sweep.evaluate.fastest_feasible`).
    """
    n = n_plans(cols)
    if k is None or k >= n:
        return np.arange(n)
    k = max(int(k), 0)
    return np.sort(np.random.default_rng(seed).choice(n, size=k, replace=False))
