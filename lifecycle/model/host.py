"""The host's time per layer: a step never runs faster than the CPU launches its kernels.

Pure array arithmetic (numpy or pytensor through :mod:`lifecycle.ops`), used by
:func:`lifecycle.model.steptime._layer`, which smooth-maxes it with the layer's
GPU time (``host_overlap_exponent``: the ``L^k`` combination, ``k -> inf``
perfect overlap, ``k = 1`` none).

One layer's host time is ``host_overhead_per_layer_us`` (a modern eager PyTorch
stack's, per dense layer, forward + backward) times

* the stack: ``host_legacy_ratio`` for DeepSpeed-family engines (per-parameter
  hooks, unfused kernels), ``host_compiled_ratio`` for torch.compile (fewer,
  fused kernels);
* the layer kind: ``host_moe_ratio`` for MoE layers (router, permutation,
  dispatch and combine, a device-to-host wait for the split sizes), over the
  layers' MoE share;
* the platform: ``host_rocm_ratio`` on AMD accelerators (``hw['rocm']``: the HIP runtime's
  launch path, and the slower host CPUs of the HPC systems that ran most AMD rows);
* recomputation (``rc_m / 3``: the re-run forward launches its kernels again)
  and tensor parallelism (``host_tp_log_factor`` per doubling: the
  communication kernels and their streams).

A JAX/XLA step (``xla_stack`` 1: :data:`lifecycle.stacks.XLA_WORDS`, every TPU) is
one compiled executable, micro-batch loop included, launched by XLA's C++ runtime
(on a TPU, run by the device itself): no Python launches its kernels layer by layer,
so it has no host time here; its kernels' own gaps remain (``kernel_latency_us``).

CUDA graphs are the same argument on a GPU: a replayed graph launches its captured kernels
without the Python dispatch and the driver calls of each one (CUDA Programming Guide, "CUDA
Graphs": one launch submits the whole graph). ``graphs_full`` 1 (full-iteration or per-layer
graphs: every layer's kernels replayed; a MoE layer graphed whole has no device-to-host wait)
has no host time, as an XLA step; ``graphs_partial`` 1 (some modules of each layer, e.g.
Transformer Engine's scopes ``attn``, ``moe_router``, ``moe_preprocess``; the experts' dispatch,
its device-to-host wait and the grouped GEMMs eager) removes ``host_graph_share_partial`` of it.
"""

from __future__ import annotations

from lifecycle import ops

__all__ = ["host_time_per_layer"]

_LN2 = 0.6931471805599453


def host_time_per_layer(w, eff, moe_share, rc_m, tp, rocm=0.0):
    """Host (CPU launch) time of one layer, one micro-batch, forward + backward. [s]

    ``w``: workload columns (``legacy_stack``, ``compiled_stack``, ``xla_stack``,
    ``graphs_full``, ``graphs_partial`` flags, 0 where absent); ``eff``: the host parameters named in the module docstring;
    ``moe_share``: the layers' share that are MoE; ``rc_m``: forward passes re-run
    (0 none, 1 full, per-op in between); ``tp``: tensor-parallel size; ``rocm``: 1 on an AMD
    accelerator (``hw['rocm']``), 0 otherwise.
    """
    legacy, comp = w.get("legacy_stack", 0.0), w.get("compiled_stack", 0.0)
    stack = ((1.0 + legacy * (eff["host_legacy_ratio"] - 1.0) + comp * (eff["host_compiled_ratio"] - 1.0))
             * (1.0 + moe_share * (eff["host_moe_ratio"] - 1.0))
             * (1.0 + rocm * (eff["host_rocm_ratio"] - 1.0)))
    xla, full = w.get("xla_stack", 0.0), w.get("graphs_full", 0.0)
    replayed = xla + full - xla * full                      # either: one launch per step or layer
    python = ((1.0 - replayed * (1.0 - 1e-6))               # a floor keeps the smooth max's log finite
              * (1.0 - w.get("graphs_partial", 0.0) * eff["host_graph_share_partial"]))
    return (eff["host_overhead_per_layer_us"] * 1e-6 * (1.0 + rc_m / 3.0) * stack * python
            * (1.0 + eff["host_tp_log_factor"] * ops.log(tp) / _LN2))
