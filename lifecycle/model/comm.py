"""Alpha-beta collectives on a two-level (domain / network) topology.

A collective over a group of ``n`` ranks whose members are ``stride`` ranks
apart in the global rank order (Megatron order: TP innermost, then CP, then
DP/EP, then PP) has ``n_in = clip(domain // stride, 1, n)`` members inside one
NVLink/NVSwitch/ICI domain and spans ``n_out = n / n_in`` domains.

* ``n_out == 1``: a ring over the intra-domain fabric.
* otherwise hierarchical (NCCL tree/CollNet style, Thakur et al. 2005 for the
  ring terms): reduce-scatter inside the domain, an all-reduce of the ``1/n_in``
  shard across domains over the network, all-gather inside the domain. Each
  GPU drives its own NIC share (``inter_bw_gb_per_s`` is per accelerator), so
  the groups of a node that communicate at the same time share the node's NICs
  exactly through the ``S / n_in`` shard each GPU sends: a DP group with one
  member per node (``stride >= gpus_per_node``) pushes the whole gradient
  through each GPU's NIC, a group with 8 members per node one eighth of it.

Bandwidths are the fabric's unidirectional per-accelerator figures [GB/s]
times an achieved-bandwidth efficiency (``eff_intra``, ``eff_inter``);
latencies [us] are per algorithm step, with ``log2`` steps (tree/recursive
doubling) since NCCL switches to trees at scale.

All functions return seconds and broadcast over rows.
"""

from __future__ import annotations

from lifecycle import ops

__all__ = ["split_group", "all_reduce_s", "all_gather_s", "reduce_scatter_s",
           "all_to_all_s", "p2p_s"]

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


def all_reduce_s(size_bytes, n, stride, net):
    """All-reduce of ``size_bytes`` per rank over ``n`` ranks. [s]

    ``net`` holds ``domain`` (ranks per fast domain), ``intra_bw``/``inter_bw``
    (achieved GB/s per accelerator), ``intra_lat``/``inter_lat`` [us].
    Ring volume ``2 (n-1)/n S`` per rank; hierarchical when spanning domains.
    """
    n_in, n_out = split_group(n, stride, net["domain"])
    bi, bo = _bw(net)
    intra = 2.0 * (n_in - 1.0) / n_in * size_bytes / bi + 2.0 * _log2(n_in) * net["intra_lat"] * US
    inter = (2.0 * (n_out - 1.0) / n_out * size_bytes / n_in / bo
             + 2.0 * _log2(n_out) * net["inter_lat"] * US)
    return ops.where(n > 1, intra + inter, 0.0)


def _one_way(size_bytes, n, stride, net):
    """All-gather / reduce-scatter: ``(n-1)/n S`` per rank, hierarchical. [s]"""
    n_in, n_out = split_group(n, stride, net["domain"])
    bi, bo = _bw(net)
    intra = (n_in - 1.0) / n_in * size_bytes / bi + _log2(n_in) * net["intra_lat"] * US
    inter = ((n_out - 1.0) / n_out * size_bytes / n_in / bo
             + _log2(n_out) * net["inter_lat"] * US)
    return ops.where(n > 1, intra + inter, 0.0)


def all_gather_s(size_bytes, n, stride, net):
    """All-gather producing ``size_bytes`` (the full buffer) on every rank. [s]"""
    return _one_way(size_bytes, n, stride, net)


def reduce_scatter_s(size_bytes, n, stride, net):
    """Reduce-scatter of a ``size_bytes`` buffer per rank. [s]"""
    return _one_way(size_bytes, n, stride, net)


def all_to_all_s(size_bytes, n, stride, net):
    """All-to-all where each rank sends ``size_bytes`` in total, ``1/n`` to each peer. [s]

    The share addressed to ranks outside the domain (``1 - n_in/n``) crosses the
    network; the rest stays on the fast fabric; both proceed concurrently, so
    the slower of the two sets the time (a hard maximum: discrete plan sizes
    only decide which term wins, the efficiencies are continuous).
    """
    n_in, n_out = split_group(n, stride, net["domain"])
    bi, bo = _bw(net)
    t_in = (n_in - 1.0) / n * size_bytes / bi + net["intra_lat"] * US
    t_out = (1.0 - n_in / n) * size_bytes / bo + net["inter_lat"] * US * ops.where(n_out > 1, 1.0, 0.0)
    return ops.where(n > 1, ops.maximum(t_in, t_out), 0.0)


def p2p_s(size_bytes, stride, net):
    """Point-to-point send between ranks ``stride`` apart (pipeline neighbours). [s]"""
    inside = stride < net["domain"]
    bi, bo = _bw(net)
    return ops.where(inside, size_bytes / bi + net["intra_lat"] * US,
                     size_bytes / bo + net["inter_lat"] * US)
