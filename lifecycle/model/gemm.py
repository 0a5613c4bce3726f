"""Linear layers of one transformer layer as roofline GEMMs, dense and MoE.

Every linear layer is a GEMM of ``T`` tokens by a ``K x N`` weight shard. Its
forward time on one accelerator is the larger of its math and its memory
traffic (the roofline, Williams et al. 2009), joined smoothly so that NUTS
has gradients::

    t = smooth_max(2 T K N / gemm_rate,  b (T K + K N + T N) / hbm_rate)

with ``b`` bytes per element (2 for BF16/FP16, 1 for FP8 operands), and the
math of a narrow product slowed by ``(1 + d_half / min(K, N))`` (tile quantisation
and pipeline fill: half the large-GEMM rate at ``min(K, N) = d_half``; ``d_half``
~60 in BF16 and ~180 in FP8 on an H100, data/derivations/gemm_shape.py). The
arithmetic intensity of a GEMM is about ``min(T, K, N)`` FLOP per byte, so a
GEMM with few tokens (a small micro-batch, or an expert that receives few
tokens) is memory-bound: it reads the whole weight shard for little math.
That is the shape effect a single efficiency per generation cannot express:
small models, small per-expert batches and newer parts (whose FLOP/byte ratio
grows each generation: A100 153, H100 295, B200 ~280 FLOP/B at BF16) lose more
of the peak. The backward pass is two GEMMs of the same shapes (data and weight
gradients), so twice the forward time.

Shapes per GPU (Megatron tensor parallelism ``tp`` splits N of QKV and fc1, K
of the output projection and fc2):

* attention projections (:func:`lifecycle.model.workload.attention_gemms`): QKV
  ``h x (heads + 2 kv) head_dim / tp``, output ``heads head_dim / tp x h``
  (``head_dim = h / heads`` unless the model sets it), or the low-rank
  projections of multi-head latent attention;
* dense MLP: fc1 ``h x (mats - 1) f / tp`` (gated MLPs fuse gate and up), fc2 ``f / tp x h``;
* MoE layer: router ``h x E`` on every token; ``E / ep`` local routed experts,
  each a ``1 / etp`` slice of an MLP of ``moe_ffn_hidden`` on its ``T_e = T_d k
  ep / E`` tokens, ``T_d = T etp / tp`` the tokens a rank dispatches
  (:mod:`lifecycle.model.moe`; the mean load: the busiest rank waits for
  ``imbalance x`` that); shared experts as a dense MLP on every token.

A grouped GEMM launches one kernel for all local experts (Megatron-Core
``TEGroupedMLP``, MegaBlocks), so the kernel count does not grow with ``E``;
it runs many small problems, each with its own partial tiles and wave tail,
so it reaches a lower rate than one large GEMM when few tokens reach each
expert: ``rate x T_e / (T_e + T_half)``, ``T_half`` (``grouped_gemm_half_tokens``)
on top of the roofline that charges each expert's weights at the HBM rate, from
the project's own ``torch._grouped_mm`` sweep on an H200
(``data/grouped_gemm_microbenchmarks.csv``, ``data/derivations/moe_kernels.py``)
and published grouped-GEMM rows (``data/moe_microbenchmarks.csv``: DeepGEMM FP8
on H800, MegaBlocks on H100, ``torch._grouped_mm`` on B200). The same sweep
found a load skewed over the local experts (one at 2.5x the mean) costs ~4% at
a fixed total, so only the busiest rank's total load enters (``imbalance``).

Low-precision runs cast every GEMM operand before the GEMM (Transformer
Engine / torchao float8 and MXFP8 recipes: read the 16-bit tensor, write the
FP8 copy and its scales, row-wise and column-wise for the backward): a
memory-bound pass over the GEMM's activations and gradients that the roofline
above does not see. :func:`layer_linear_s` returns the operand elements of a
layer's GEMMs (``cast_elems``: ``T (K + N)`` per GEMM, the input in forward and
the output gradient in backward) for the step-time model to charge at
``fp8_cast_bytes`` HBM bytes each (:mod:`lifecycle.model.steptime`). Weights
are cast once per step or per gather and are left out.
"""

from __future__ import annotations

from lifecycle import ops
from lifecycle.model import moe as M
from lifecycle.model import workload as W

__all__ = ["gemm_s", "layer_linear_s", "saturation_slowdown"]


def saturation_slowdown(size, half):
    """Time factor of a kernel whose rate saturates with ``size``: it runs at
    ``size / (size + half)`` of its large-size rate, i.e. takes ``1 + half / size`` x the
    time. The one form behind narrow GEMMs (size = min(K, N)), grouped GEMMs (tokens per
    expert), the logits and short-sequence attention (tokens per kernel call). [ratio]"""
    return 1.0 + half / ops.maximum(size, 1.0)


def _fb(tokens, k, n, bytes_el, half_dim=0.0):
    """(FLOPs at the large-GEMM rate, bytes moved, operand elements a low-precision run
    casts) of one ``tokens x k`` by ``k x n`` GEMM: its math runs at ``m / (m + half_dim)``
    of the large-GEMM rate, ``m = min(k, n)``, so it counts ``(1 + half_dim / m)`` x its FLOPs."""
    return (2.0 * tokens * k * n * saturation_slowdown(ops.minimum(k, n), half_dim),
            bytes_el * (tokens * k + k * n + tokens * n), tokens * (k + n))


def _roof(parts, gemm_rate, hbm_rate):
    """Roofline time of GEMMs that share their token count (and so their arithmetic
    intensity, ~min(T, K, N) ~ T): summed math against summed traffic. [s]"""
    flops = sum(p[0] for p in parts)
    traffic = sum(p[1] for p in parts)
    return ops.smooth_max(flops / gemm_rate, traffic / hbm_rate)


def gemm_s(tokens, k, n, gemm_rate, hbm_rate, bytes_el=2.0, half_dim=0.0):
    """Forward time of one ``tokens x k`` by ``k x n`` GEMM on the roofline. [s]"""
    return _roof([_fb(tokens, k, n, bytes_el, half_dim)], gemm_rate, hbm_rate)


def _mlp(tokens, h, f, mats, tp, bytes_el, half_dim):
    return [_fb(tokens, h, (mats - 1.0) * f / tp, bytes_el, half_dim),
            _fb(tokens, f / tp, h, bytes_el, half_dim)]


def _cast(parts):
    return sum(p[2] for p in parts)


def layer_linear_s(w, plan, tokens, gemm_rate, hbm_rate, imbalance=1.0, grouped_half_tokens=0.0,
                   half_dim=0.0) -> dict:
    """Forward time of one layer's linear layers on one GPU, averaged over layers.

    Parameters
    ----------
    w, plan : dict
        Workload and plan columns (see :mod:`lifecycle.inputs`).
    tokens : array
        Tokens of one micro-batch on one GPU (``micro_batch x seq_len / cp``).
    gemm_rate, hbm_rate : array
        Achieved GEMM FLOP/s and HBM bytes/s.
    imbalance : float or array
        Busiest-rank load of routed experts over the mean [ratio].
    grouped_half_tokens : float or array
        Tokens per expert at which a grouped GEMM reaches half the rate of a
        large dense GEMM (per-expert tile padding, wave tails and scheduling of
        many small problems); its rate is ``gemm_rate T_e / (T_e + this)`` [tokens].
    half_dim : float or array
        Smaller weight dimension ``m = min(K, N)`` at which a GEMM reaches half the
        large-GEMM rate (tile quantisation and pipeline fill of narrow products); each
        GEMM's math runs at ``m / (m + half_dim)`` of ``gemm_rate`` [elements].

    Returns
    -------
    dict
        ``fwd_s`` (forward time per layer, MoE and dense layers weighted by
        their share) [s]; ``kernels`` (GEMM kernels per layer forward) [count];
        ``moe_share`` (share of layers that are MoE) [ratio]; ``cast_elems``
        (GEMM operand elements per layer, forward input plus backward output
        gradient, layers weighted as ``fwd_s``) [elements]; ``moe_fwd_s`` (the MoE block's
        share of ``fwd_s``: router, shared and routed experts, what Megatron-Core's ``moe``
        recompute module re-runs) [s]; ``moe_cast_elems`` (the MoE block's share of
        ``cast_elems``) [elements].
    """
    h, tp = w["hidden"], plan["tp"]
    mats = 2.0 + w.get("ffn_gated", 0.0) * 1.0
    b = 2.0 - w.get("is_fp8", 0.0)
    attn_parts = []
    for k, n, split, on in W.attention_gemms(w):
        f, t, c = _fb(tokens, k / tp if split == "k" else k, n / tp if split == "n" else n, b, half_dim)
        attn_parts.append((on * f, on * t, on * c))
    dense_parts = _mlp(tokens, h, w["ffn_hidden"], mats, tp, b, half_dim)
    dense_layer = _roof(attn_parts + dense_parts, gemm_rate, hbm_rate)
    n_exp = w.get("num_experts", 1.0)
    is_moe = ops.where(n_exp > 1, 1.0, 0.0)
    moe_share = is_moe * (w["layers"] - w.get("first_dense_layers", 0.0)) / w["layers"]
    if not ops.is_symbolic(moe_share) and not (ops.asarray(moe_share) > 0).any():
        return {"fwd_s": dense_layer, "kernels": 4.0 + 0.0 * tokens, "moe_share": moe_share,
                "cast_elems": _cast(attn_parts + dense_parts), "moe_fwd_s": 0.0 * tokens,
                "moe_cast_elems": 0.0 * tokens}
    ep, etp = plan["ep"], M.expert_tp(plan)
    k = w.get("experts_per_token", 1.0)
    f_e = w.get("moe_ffn_hidden", w["ffn_hidden"])
    local = ops.maximum(n_exp / ep, 1.0)
    # each local expert sees the routed copies of the ep ranks' dispatched tokens,
    # as a 1/etp slice of its width (lifecycle.model.moe)
    t_e = M.dispatch_tokens(tokens, plan) * k * ep / ops.maximum(n_exp, 1.0) * imbalance
    grouped_rate = gemm_rate / saturation_slowdown(t_e, grouped_half_tokens)
    routed_parts = _mlp(t_e, h, f_e, mats, etp, b, half_dim)
    routed = local * _roof(routed_parts, grouped_rate, hbm_rate)
    shared = w.get("shared_experts", 0.0) * 1.0
    # attention, router and shared experts see every token: one roofline
    shared_parts = [_fb(tokens, h, n_exp, 2.0, half_dim)] + [
        tuple(ops.where(shared > 0, x, 0.0) for x in part)
        for part in _mlp(tokens, h, ops.maximum(shared, 1e-9) * f_e, mats, tp, b, half_dim)]
    moe_layer = _roof(attn_parts + shared_parts, gemm_rate, hbm_rate) + routed
    kernels = 4.0 + moe_share * (1.0 + 2.0 * ops.where(shared > 0, 1.0, 0.0))
    # the router GEMM stays in 16 bits
    block_cast = _cast(shared_parts[1:]) + local * _cast(routed_parts)
    moe_cast = _cast(attn_parts) + block_cast
    return {"fwd_s": (1.0 - moe_share) * dense_layer + moe_share * moe_layer, "kernels": kernels,
            "moe_share": moe_share, "moe_fwd_s": moe_share * (_roof(shared_parts, gemm_rate, hbm_rate) + routed),
            "cast_elems": ((1.0 - moe_share) * _cast(attn_parts + dense_parts)
                           + moe_share * moe_cast),
            "moe_cast_elems": moe_share * block_cast}
