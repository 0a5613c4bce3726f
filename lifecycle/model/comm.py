"""Alpha-beta collectives on a two-level (domain / network) topology.

A collective over a group of ``n`` ranks whose members are ``stride`` ranks
apart in the global rank order (Megatron order: TP innermost, then CP, then
DP/EP, then PP) has ``n_in = clip(domain // stride, 1, n)`` members inside one
NVLink/NVSwitch/ICI domain and spans ``n_out = n / n_in`` domains.

* ``n_out == 1``: a ring over the intra-domain fabric.
* otherwise two legs, one on each fabric: the fast-domain leg as a ring inside
  the domain, and the network leg as NCCL's ring (or tree) over the node's NICs.
  The legs run **concurrently** and the slower sets the time: a pipelined ring
  moves every chunk over both fabrics at once, and NCCL's tuning model gives a
  ring the bus bandwidth of its bottleneck link (``busBw = nChannels x
  speedInter`` across nodes, ``tuning.cc``). Their sum cannot reproduce the
  measured bus bandwidth of a 2-node H100 all-reduce (361.7 GB/s,
  data/collective_microbenchmarks.csv ``hf-usp-allreduce-2n``): at 50 GB/s of
  network and 450 GB/s of NVLink per GPU it caps it at 219 GB/s.
  Each GPU drives its own NIC share (``inter_bw_gb_per_s`` is per accelerator),
  so the ``n_in`` members of a node together drive ``n_in`` NIC shares and each
  GPU sends ``1 / n_in`` of the network volume: a DP group with one member per
  node (``stride >= gpus_per_node``) pushes the whole gradient through each
  GPU's NIC, a group with 8 members per node one eighth of it. The network
  volume is the ring's ``2 (n - 1) / n S`` per node for an all-reduce
  (``(n - 1) / n S`` for all-gather / reduce-scatter), counted over **all** ``n``
  ranks and not over the ``n_out`` domains: NCCL's tuning model converts bus
  to algorithm bandwidth with ``nRanks / nsteps`` for rings and ``0.5`` for
  trees (``tuning.cc``, ``ncclTopoTuneModel``), so a ring that crosses the
  network moves ~2 S per node whether it spans 2 nodes or 200. A textbook
  hierarchical all-reduce (an all-reduce of the ``1/n_in`` shard across
  domains, ``2 (n_out - 1) / n_out``) is what NCCL does not do; it made a TP
  or DP group spread over 2 nodes ~1.9x too fast on the network.

Bandwidths are the fabric's unidirectional per-accelerator figures [GB/s]
times an achieved-bandwidth efficiency (``eff_intra``, ``eff_inter``).

Latency follows NCCL's own tuning model (NVIDIA/nccl ``src/graph/tuning.cc``,
``ncclTopoTuneModel``), which is how the library picks its algorithm:

* a per-call base latency ``base_lat`` (``baseLat``: 6.6-14 us for ring/tree);
* **ring** (the only algorithm NCCL has for all-gather and reduce-scatter):
  one latency per ring step, ``(n - n_out)`` steps on the fast fabric and
  ``(n_out - 1)`` across the network for all-gather / reduce-scatter, twice
  that for all-reduce. Latency therefore grows **linearly** with the number
  of ranks: a ZeRO-3/FSDP all-gather over 1,024 ranks pays ~1,000 steps;
* **tree** (all-reduce only): ``2 ((n_in - 1) intra + log2(n_out) inter)``;
  NCCL takes whichever of ring and tree is faster, modelled as the smaller
  latency (both reach about the same bus bandwidth for large messages).

All functions return seconds and broadcast over rows. The expert-parallel
all-to-all of mixture-of-experts layers (plain or deduplicated per domain) is
:func:`lifecycle.model.moe.dispatch_s`.
"""

from __future__ import annotations

from lifecycle import ops

__all__ = ["split_group", "ring_latency_s", "tree_latency_s", "all_reduce_s", "all_gather_s", "reduce_scatter_s",
           "broadcast_s", "p2p_s"]

GB = 1e9
US = 1e-6


def split_group(n, stride, domain):
    """(members per domain, domains spanned) of a group of ``n`` ranks ``stride`` apart."""
    n_in = ops.minimum(ops.maximum(ops.floor(domain / stride), 1.0), n)
    return n_in, n / n_in


def _log2(x):
    return ops.log(ops.maximum(x, 1.0)) / 0.6931471805599453


def _bw(net):
    return net["intra_bw"] * GB, net["inter_bw"] * GB


def _net_share(n, n_out):
    """Share of the buffer a ring sends per pass over the network: ``(n - 1) / n`` of all ranks,
    once the group leaves its domain (``n_out > 1``), else nothing (module docstring)."""
    return ops.where(n_out > 1, (n - 1.0) / ops.maximum(n, 1.0), 0.0)


def _base(net):
    return net.get("base_lat", 0.0) * US


def ring_latency_s(n, stride, net, passes=1.0):
    """Latency of a ring collective over ``n`` ranks (``passes`` = 2 for all-reduce). [s]

    NCCL ``tuning.cc``: ``baseLat + (nsteps - nInterSteps) intraLat + nInterSteps interLat``
    with ``nsteps = passes (n - 1)`` and ``nInterSteps = passes (n_out - 1)``.
    """
    n_in, n_out = split_group(n, stride, net["domain"])
    return (_base(net) + passes * ((n - n_out) * net["intra_lat"]
                                   + (n_out - 1.0) * net["inter_lat"]) * US)


def tree_latency_s(n, stride, net):
    """Latency of NCCL's tree all-reduce over ``n`` ranks. [s]"""
    n_in, n_out = split_group(n, stride, net["domain"])
    return _base(net) + 2.0 * ((n_in - 1.0) * net["intra_lat"] + _log2(n_out) * net["inter_lat"]) * US


def all_reduce_s(size_bytes, n, stride, net):
    """All-reduce of ``size_bytes`` per rank over ``n`` ranks. [s]

    ``net`` holds ``domain`` (ranks per fast domain), ``intra_bw``/``inter_bw``
    (achieved GB/s per accelerator), ``intra_lat``/``inter_lat`` (per ring or
    tree step) and optionally ``base_lat`` (per call) [us]. Volume ``2 (n-1)/n S``
    per rank, the network leg over all ``n`` ranks when spanning domains, the slower leg setting the
    time; latency the smaller of ring and tree (NCCL picks the faster algorithm).
    """
    n_in, n_out = split_group(n, stride, net["domain"])
    bi, bo = _bw(net)
    bw = 2.0 * ops.maximum((n_in - 1.0) / n_in * size_bytes / bi, _net_share(n, n_out) * size_bytes / n_in / bo)
    lat = ops.minimum(ring_latency_s(n, stride, net, 2.0), tree_latency_s(n, stride, net))
    return ops.where(n > 1, bw + lat, 0.0)


def _one_way(size_bytes, n, stride, net):
    """All-gather / reduce-scatter: ``(n-1)/n S`` per rank on each leg, the slower leg, ring latency. [s]"""
    n_in, n_out = split_group(n, stride, net["domain"])
    bi, bo = _bw(net)
    bw = ops.maximum((n_in - 1.0) / n_in * size_bytes / bi, _net_share(n, n_out) * size_bytes / n_in / bo)
    return ops.where(n > 1, bw + ring_latency_s(n, stride, net, 1.0), 0.0)


def all_gather_s(size_bytes, n, stride, net):
    """All-gather producing ``size_bytes`` (the full buffer) on every rank. [s]"""
    return _one_way(size_bytes, n, stride, net)


def reduce_scatter_s(size_bytes, n, stride, net):
    """Reduce-scatter of a ``size_bytes`` buffer per rank. [s]"""
    return _one_way(size_bytes, n, stride, net)


def broadcast_s(size_bytes, n, stride, net):
    """Broadcast of ``size_bytes`` from one rank to ``n`` (NCCL's pipelined ring): every rank
    receives the whole buffer, so the volume is ``S`` per rank, not ``(n-1)/n S``; across domains
    the rings spread over the domain's links, and the in-domain and network legs run at once,
    the slower setting the time (as the others). [s]"""
    n_in, n_out = split_group(n, stride, net["domain"])
    bi, bo = _bw(net)
    bw = ops.maximum(ops.where(n_in > 1, 1.0, 0.0) * size_bytes / bi,
                     ops.where(n_out > 1, 1.0, 0.0) * size_bytes / n_in / bo)
    return ops.where(n > 1, bw + ring_latency_s(n, stride, net, 1.0), 0.0)


def p2p_s(size_bytes, stride, net):
    """Point-to-point send between ranks ``stride`` apart (pipeline neighbours). [s]"""
    inside = stride < net["domain"]
    bi, bo = _bw(net)
    return ops.where(inside, size_bytes / bi + net["intra_lat"] * US,
                     size_bytes / bo + net["inter_lat"] * US)
