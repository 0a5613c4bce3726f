"""Recomputation (activation checkpointing) modes and what each re-runs in the backward pass.

A plan's ``recompute`` is the index of its mode in :data:`RECOMPUTE_MODES` (the one list: data
tables, scenarios, measurement rows and the sweep read the names here). :data:`RERUNS` says, per
mode, which parts of a layer's forward the backward pass runs once more; the FLOP count
(:func:`lifecycle.model.workload.flops_per_token`) and the step time
(:mod:`lifecycle.model.steptime`) both read it through :func:`reruns`, so a new mode is one row
here, not a special case in each. What each mode stores is in
:func:`lifecycle.model.workload.activation_bytes_per_layer`.

The modes, as the stacks configure them:

* ``none``; ``full`` (Megatron ``--recompute-granularity full``, PyTorch's whole-block
  checkpoint, MaxText ``remat_policy: full``): the layer's forward again, GEMMs, attention core,
  elementwise ops and the tensor-parallel collectives;
* ``selective``: Megatron's ``core_attn``, the attention core only (Korthikanti et al. 2022,
  arXiv:2205.05198); with context parallelism the core is TransformerEngine's ring attention,
  whose re-run issues its K/V exchange again;
* ``selective_op``: PyTorch per-op selective checkpointing (torchtitan ``selective_ac_option =
  "op"``): a share of the GEMMs (``flops_per_token``'s ``op_sac_fwd``) and the elementwise ops,
  never the attention core;
* ``selective_light``: light ops only, no GEMM and no attention core (Megatron-Core's
  ``layernorm``, ``moe_act``, ``mla_up_proj``; its ``mlp`` on MoE models; MaxText's
  ``minimal_flash``): nothing counted;
* ``selective_moe``: Megatron-Core's ``moe`` module: the MoE block (router, experts, token
  permutation, dispatch and combine all-to-all; Megatron-LM@d98e8a6);
* ``full_keep_attention``: full except the attention core, whose residuals are saved (MaxText
  policies that save or offload ``context``; session 55, helper-193);
* ``selective_mlp``: the attention core and the MLP's input-side GEMMs (gate and up, with the
  norms and the activation), not the attention projections nor the down projection: AXLearn's
  default ``build_remat_spec``, ``save_only_these_names`` of q/k/v_proj, context and o_proj
  (apple/axlearn@2a44f58f; session 57 addendum 7, helper-207).
"""

from __future__ import annotations

from lifecycle import ops

__all__ = ["RECOMPUTE_MODES", "RERUNS", "PARTS", "reruns"]

RECOMPUTE_MODES = ("none", "selective", "full", "selective_op", "selective_light", "selective_moe",
                   "full_keep_attention", "selective_mlp")

#: parts of a layer's forward a re-run can cover: the layer (its GEMMs, elementwise ops and
#: tensor-parallel collectives), the attention core (with its context-parallel exchange), the
#: per-op share, the MoE block (with its all-to-all), the MLP's input-side GEMMs (with the
#: elementwise ops and the MLP's input collective)
PARTS = ("layer", "attention", "per_op", "moe", "mlp_in")

#: per mode, the parts the backward runs once more (absent = not re-run)
RERUNS = {
    "none": (),
    "selective": ("attention",),
    "full": ("layer", "attention"),
    "selective_op": ("per_op",),
    "selective_light": (),
    "selective_moe": ("moe",),
    "full_keep_attention": ("layer",),
    "selective_mlp": ("attention", "mlp_in"),
}


def reruns(recompute) -> dict:
    """Per part of :data:`PARTS`, 1.0 where a plan's mode re-runs it, else 0.0.

    ``recompute``: mode index (int, array or tensor). Returns a dict of floats or arrays
    shaped like ``recompute``.
    """
    return {part: sum((ops.where(recompute == i, 1.0, 0.0) for i, m in enumerate(RECOMPUTE_MODES)
                       if part in RERUNS[m]), 0.0)
            for part in PARTS}
