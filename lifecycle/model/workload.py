"""Transformer workload: parameters, FLOPs per token, activation and state bytes.

Pure array arithmetic over the ``w`` (workload) and ``plan`` column dicts of
:mod:`lifecycle.inputs`; every function works on numpy arrays and pytensor
tensors alike and broadcasts over rows. Shape fields are known numbers, so
``where`` on them is only used to stay vectorised.

Conventions
-----------
* One layer = attention block (Q, K, V with grouped-query heads, output
  projection) + an MLP (dense, or MoE with routed and shared experts).
  The first ``first_dense_layers`` layers of an MoE model use a dense MLP of
  ``ffn_hidden``; MoE layers use ``moe_ffn_hidden`` per expert.
* FLOPs: a GEMM of an ``m x k`` by ``k x n`` matrix is ``2 m k n``. Training
  = forward + backward = 3 x forward. Attention core (``Q K^T`` and ``A V``) is
  ``4 s h`` FLOPs per token per layer forward, halved for a causal mask when
  ``causal=True`` (kernels such as FlashAttention skip the masked half).
  With ``causal=False`` and full recomputation, ``flops_per_token`` times the
  tokens of an iteration is exactly Narayanan et al. 2021 eq. (3):
  ``96 B s l h^2 (1 + s/(6h) + V/(16 l h))``.
* Activation bytes follow Korthikanti et al. 2022 (arXiv:2205.05198) Table 2:
  ``s b h (34 + 5 a s / h)`` per layer for 16-bit activations without
  parallelism, generalised to gated MLPs, ``ffn_hidden != 4h``, grouped-query
  attention and MoE (see :func:`activation_bytes_per_layer`).
"""

from __future__ import annotations

from lifecycle import ops
from lifecycle.model.recompute import RECOMPUTE_MODES, reruns

__all__ = [
    "param_counts", "layer_params", "flops_per_token", "attention_core_flops_per_token",
    "activation_bytes_per_layer",
    "state_bytes_per_param", "OPTIMIZER_BYTES_PER_PARAM", "GRAD_BYTES_PER_PARAM", "GRAD_COMM_BYTES",
    "OPTIMIZER_STATES", "OPTIMIZER_TRAFFIC_BYTES", "LEANEST_OPTIMIZER_STATE", "optimizer_columns",
]

# Mixed-precision Adam (Rajbhandari et al. 2020, ZeRO, sec. 3.1): fp32 master
# weights + fp32 momentum + fp32 variance = 12 bytes per parameter.
OPTIMIZER_BYTES_PER_PARAM = 12.0
# Adam/AdamW state conventions beside the 16-bit weights [bytes/param]: ``fp32`` as above;
# ``bf16_moments``: fp32 master, bf16 first and second moments (DeepSeek-V3 technical report,
# arXiv:2412.19437 sec. 3.3.2 'Low-Precision Storage'; Megatron-Core's precision-aware optimizer,
# exp_avg_dtype/exp_avg_sq_dtype bf16); ``bf16``: no master copy, bf16 moments updating the
# bf16 weights in place (MaxText weight_dtype bfloat16; Lightning precision 'bf16-true')
OPTIMIZER_STATES = {"fp32": OPTIMIZER_BYTES_PER_PARAM, "bf16_moments": 8.0, "bf16": 4.0}
# HBM traffic of one update per parameter of the shard [bytes]: read the 16-bit gradient (2),
# read and write the state (2 x state), write the 16-bit weights (2; bf16: read and write them,
# 4), the gradient-norm read (2) and zeroing the gradients (2)
OPTIMIZER_TRAFFIC_BYTES = {"fp32": 32.0, "bf16_moments": 24.0, "bf16": 18.0}
# the convention that needs the least memory: what a published run whose convention is not
# stated may have used (lifecycle.validate.steptime: its infeasible verdict)
LEANEST_OPTIMIZER_STATE = "bf16"


def optimizer_columns(state) -> dict:
    """Workload columns of an optimizer-state convention: one name, or one per row.

    A blank name (a measurement row that does not state it) is read as ``fp32``, with
    ``optimizer_state_published`` 0 (1 where named). [bytes/param]
    """
    names = [state] if isinstance(state, str) else list(state)
    named = [str(s).strip().lower() for s in names]
    known = [s if s else "fp32" for s in named]
    out = {"optimizer_bytes": [OPTIMIZER_STATES[s] for s in known],
           "optimizer_traffic_bytes": [OPTIMIZER_TRAFFIC_BYTES[s] for s in known],
           "optimizer_state_published": [float(bool(s)) for s in named]}
    if isinstance(state, str):
        return {k: float(v[0]) for k, v in out.items()}
    return {k: ops.asarray(v) for k, v in out.items()}


# Gradients kept in 16-bit (same width as the weights) [bytes/param].
GRAD_BYTES_PER_PARAM = 2.0

# gradients are reduced in fp32 unless the workload says otherwise (w["grad_reduce_bytes"],
# lifecycle.stack_sync.grad_reduce_bytes) [bytes/param]: Megatron-LM with bf16 (arguments.py at
# NVIDIA/Megatron-LM@307dcf3), torchtitan FSDP2 (mixed_precision_reduce 'float32', job_config.py at
# pytorch/torchtitan@6404b93), MaxText (weight_dtype float32, AI-Hypercomputer/maxtext@315ebb5)
GRAD_COMM_BYTES = 4.0


def _get(w, key, default):
    return w[key] if key in w else default


def _mlp_mats(w):
    """Number of ``h x f`` weight matrices in one MLP: 3 if gated (SwiGLU) else 2."""
    return 2.0 + _get(w, "ffn_gated", 0) * 1.0


def head_dim(w):
    """Attention head dimension: ``w['head_dim']`` where given (Qwen3, gpt-oss, Gemma:
    ``heads x head_dim != hidden``), else ``hidden / heads``."""
    return _get(w, "head_dim", w["hidden"] / w["heads"])


def attention_gemms(w) -> list[tuple]:
    """The attention projections of one layer as ``(K, N, split, on)`` GEMM shapes.

    ``split`` says which dimension tensor parallelism divides (``"n"`` column
    parallel, ``"k"`` row parallel, ``""`` replicated); ``on`` is 1 where the GEMM
    exists for a row (0 masks it). Standard (grouped-query) attention: QKV
    ``h x (heads + 2 kv) head_dim`` and output ``heads head_dim x h``. Multi-head
    latent attention (DeepSeek-V2/V3, ``kv_lora_rank > 0``): queries through an
    optional ``q_lora_rank`` bottleneck, keys and values from a shared
    ``kv_lora_rank`` latent (plus a ``qk_rope_head_dim`` rotary key), values of
    ``v_head_dim`` (DeepSeek-AI 2024, arXiv:2405.04434 sec. 2.1; ``head_dim`` is the
    query/key width ``qk_nope + qk_rope``).
    """
    h, heads = w["hidden"], w["heads"]
    hd = head_dim(w)
    kv_lora = _get(w, "kv_lora_rank", 0.0)
    q_lora = _get(w, "q_lora_rank", 0.0)
    mla = ops.where(kv_lora > 0, 1.0, 0.0)
    has_q = mla * ops.where(q_lora > 0, 1.0, 0.0)
    rope = _get(w, "qk_rope_head_dim", 0.0)
    vd = mla * _get(w, "v_head_dim", hd) + (1.0 - mla) * hd
    return [
        (h, q_lora + 0.0 * h, "", has_q),                                  # q down-projection
        (has_q * q_lora + (1.0 - has_q) * h, heads * hd, "n", 1.0 + 0.0 * h),  # Q (or q up)
        (h, kv_lora + rope, "", mla),                                      # kv latent + rope key
        (mla * kv_lora + (1.0 - mla) * h,
         mla * heads * (hd - rope + vd) + (1.0 - mla) * 2.0 * w["kv_heads"] * hd, "n",
         1.0 + 0.0 * h),                                                   # K, V (or kv up)
        (heads * vd, h, "k", 1.0 + 0.0 * h),                               # output projection
    ]


def value_head_dim(w):
    """Value head dimension (``v_head_dim`` of MLA models, else ``head_dim``)."""
    mla = ops.where(_get(w, "kv_lora_rank", 0.0) > 0, 1.0, 0.0)
    return mla * _get(w, "v_head_dim", head_dim(w)) + (1.0 - mla) * head_dim(w)


def layer_params(w) -> dict:
    """Parameters of one transformer layer by part.

    Returns
    -------
    dict
        ``attn`` (Q, K, V, O weights), ``dense_mlp`` (a dense MLP of
        ``ffn_hidden``), ``expert`` (one routed expert of ``moe_ffn_hidden``),
        ``shared`` (all shared experts of one MoE layer), ``router``, ``norm``
        (two layer norms). [parameters]
    """
    h = w["hidden"]
    # Q and the output projection are h x heads*head_dim, K and V h x kv_heads*head_dim
    # (= 2 h^2 + 2 h^2 kv/heads when heads x head_dim = hidden); MLA its low-rank form
    attn = sum(on * k * n for k, n, _, on in attention_gemms(w))
    mats = _mlp_mats(w)
    moe_f = _get(w, "moe_ffn_hidden", w["ffn_hidden"])
    return {
        "attn": attn,
        "dense_mlp": mats * h * w["ffn_hidden"],
        "expert": mats * h * moe_f,
        "shared": _get(w, "shared_experts", 0.0) * mats * h * moe_f,
        "router": h * _get(w, "num_experts", 1.0),
        "norm": 4.0 * h,
    }


def _layer_split(w):
    """(dense-MLP layers, MoE layers); dense models have no MoE layers."""
    n_exp = _get(w, "num_experts", 1.0)
    is_moe = ops.where(n_exp > 1, 1.0, 0.0)
    first = _get(w, "first_dense_layers", 0.0)
    moe_layers = is_moe * (w["layers"] - first)
    return w["layers"] - moe_layers, moe_layers


def param_counts(w) -> dict:
    """Total, active (per token) and embedding parameters.

    Parameters
    ----------
    w : dict
        Workload columns (``layers``, ``hidden``, ``ffn_hidden``, ``ffn_gated``,
        ``heads``, ``kv_heads``, ``vocab``, ``num_experts``, ``experts_per_token``,
        ``shared_experts``, ``moe_ffn_hidden``, ``first_dense_layers``; optional
        ``tie_embeddings`` (0/1, default 0)).

    Returns
    -------
    dict
        ``total``, ``active``, ``embedding`` (input embedding plus the output
        projection unless tied), ``expert`` (routed-expert parameters of the
        whole model, sharded by expert parallelism). [parameters]
    """
    p = layer_params(w)
    dense_layers, moe_layers = _layer_split(w)
    n_exp = _get(w, "num_experts", 1.0)
    k = _get(w, "experts_per_token", 1.0)
    emb = w["vocab"] * w["hidden"] * (2.0 - _get(w, "tie_embeddings", 0.0))
    common = w["layers"] * (p["attn"] + p["norm"]) + dense_layers * p["dense_mlp"]
    moe_common = moe_layers * (p["shared"] + p["router"])
    expert = moe_layers * n_exp * p["expert"]
    total = common + moe_common + expert + emb + 2.0 * w["hidden"]
    active = common + moe_common + moe_layers * k * p["expert"] + emb + 2.0 * w["hidden"]
    return {"total": total, "active": active, "embedding": emb, "expert": expert}


def attention_core_flops_per_token(attention_layers, q_width, seq_len, window=None):
    """Training FLOPs per token of the causal attention core, ``Q K^T`` and ``A V``.

    Per layer and token the forward pass multiplies a query of width ``q_width``
    (heads x head dim) with the keys and then the values of the positions it
    attends, ``2 x 2 x q_width`` FLOPs per attended position; training is 3 x
    the forward. A token at position ``i`` of a causal sequence attends ``i``
    positions (at most ``window`` under sliding-window attention), on average
    ``s / 2``, or ``W - W^2 / (2 s)`` for a window ``W < s``. Without a window
    this equals the attention term of :func:`flops_per_token` with ``causal=True``
    (``6 x layers x s x q_width``).

    ``attention_layers``: layers with softmax self-attention (fewer in SSM hybrids);
    ``q_width`` [dims]; ``seq_len`` and ``window`` (on every attention layer; ``None``,
    NaN or ``>= seq_len``: full causal attention) [tokens]. Returns [FLOP/token].
    """
    ctx = 0.5 * seq_len
    if window is not None:
        w = ops.where(window < seq_len, window, seq_len)  # NaN compares False: full attention
        ctx = w - w * w / (2.0 * seq_len)
    return 12.0 * attention_layers * q_width * ctx


def flops_per_token(w, recompute=0, causal=True) -> dict:
    """Training FLOPs per token (forward + backward) for the model and the hardware.

    Parameters
    ----------
    w : dict
        Workload columns (see :func:`param_counts`) plus ``seq_len``.
    recompute : int or array
        Index of the mode in :data:`lifecycle.model.recompute.RECOMPUTE_MODES`; the forward FLOPs
        it re-runs are those of the parts :data:`~lifecycle.model.recompute.RERUNS` names: the
        layer's GEMMs, the attention core, per-op checkpointing's share (PyTorch's per-op selective
        checkpointing, torchtitan ``selective_ac_option = "op"``,
        ``torchtitan/distributed/activation_checkpoint.py`` at cfb93265, saves every matmul,
        attention-kernel and all-to-all output except every second ``aten.mm`` of a block: the
        forward re-runs K, the output projection, the MLP's middle matrix, every grouped-GEMM
        expert and the elementwise ops, never the attention core), the MoE block (router, shared
        and routed experts). Logits are never recomputed.
    causal : bool
        Count the attention core for a causal mask (half of ``Q K^T``/``A V``).

    Returns
    -------
    dict
        ``model`` (no recomputation; the numerator of MFU), ``hardware``
        (including recomputation), and the forward parts ``gemm_fwd``,
        ``attn_fwd``, ``logits_fwd``; ``op_sac_fwd``: the forward GEMM FLOPs
        per-op checkpointing re-runs; ``mlp_in_fwd``: the MLPs' input-side GEMM FLOPs
        (``selective_mlp``). [FLOP/token]
    """
    p = layer_params(w)
    dense_layers, moe_layers = _layer_split(w)
    k = _get(w, "experts_per_token", 1.0)
    unmasked = 1.0 if causal else 2.0  # a full (bidirectional) mask attends every position
    # dense linear layers: 2 FLOPs per weight per token
    gemm_fwd = 2.0 * (w["layers"] * p["attn"] + dense_layers * p["dense_mlp"]
                      + moe_layers * (k * p["expert"] + p["shared"] + p["router"]))
    # Q K^T over the query/key width, A V over the value width: the forward third of the
    # causal core (attention_core_flops_per_token), 2 s heads head_dim per layer when equal
    q_width = 0.5 * w["heads"] * (head_dim(w) + value_head_dim(w))
    attn_fwd = attention_core_flops_per_token(w["layers"], q_width, w["seq_len"]) / 3.0 * unmasked
    logits_fwd = 2.0 * w["hidden"] * w["vocab"]
    model = 3.0 * (gemm_fwd + attn_fwd + logits_fwd)
    # per-op checkpointing: K (half of the K/V GEMM) and the output projection (MLA:
    # half its projections), one h x f matrix of each dense or shared MLP, all routed experts
    kv, out = attention_gemms(w)[3:]
    mla = ops.where(_get(w, "kv_lora_rank", 0.0) > 0, 1.0, 0.0)
    attn_op = mla * 0.5 * p["attn"] + (1.0 - mla) * (0.5 * kv[0] * kv[1] + out[0] * out[1])
    mats = _mlp_mats(w)
    op_fwd = 2.0 * (w["layers"] * attn_op + (dense_layers * p["dense_mlp"] + moe_layers * p["shared"]) / mats
                    + moe_layers * k * p["expert"])
    rr = reruns(recompute)
    moe_fwd = 2.0 * moe_layers * (k * p["expert"] + p["shared"] + p["router"])
    # the MLPs' input-side GEMMs (gate and up of a gated MLP, the up of a plain one)
    mlp_in_fwd = (2.0 * (dense_layers * p["dense_mlp"] + moe_layers * (k * p["expert"] + p["shared"]))
                  * (mats - 1.0) / mats)
    extra = (rr["layer"] * gemm_fwd + rr["attention"] * attn_fwd + rr["per_op"] * op_fwd
             + rr["moe"] * moe_fwd + rr["mlp_in"] * mlp_in_fwd)
    return {"model": model, "hardware": model + extra, "gemm_fwd": gemm_fwd,
            "attn_fwd": attn_fwd, "logits_fwd": logits_fwd, "op_sac_fwd": op_fwd, "mlp_in_fwd": mlp_in_fwd}


def activation_bytes_per_layer(w, plan) -> dict:
    """Stored activation bytes of one layer for one micro-batch, per GPU.

    Korthikanti et al. 2022 eq. (1)-(5): ``s b h (34 + 5 a s / h)`` with 16-bit
    activations; with tensor parallelism ``t`` the attention/MLP interiors are
    split (``10 s b h + 24 s b h / t + 5 a s^2 b / t``) and with sequence
    parallelism everything is (``/ t``); selective recomputation drops the
    ``5 a s^2 b`` softmax/dropout term; full recomputation keeps only the layer
    input ``2 s b h`` (``/ t`` with sequence parallelism). Generalised: the
    ``34`` is ``11`` (attention) + ``19`` (MLP: ``3 h + 4 f`` with ``f = 4h``) +
    ``4`` (two layer norms); K and V scale with ``kv_heads / heads``; a gated MLP
    stores a third ``f``-wide tensor; MoE multiplies the expert width by
    ``experts_per_token * capacity_factor`` (+ shared experts). With
    ``w['flash_attention'] = 1`` the ``s^2`` term is never stored (FlashAttention
    recomputes it). Context parallelism divides ``s`` by ``cp``.

    Returns
    -------
    dict
        ``bytes`` (stored per layer per micro-batch per GPU), ``full_bytes``
        (without recomputation: the traffic proxy for memory-bound kernels). [bytes]
    """
    s = w["seq_len"] / plan["cp"]
    b = plan["micro_batch"]
    h = w["hidden"]
    t = plan["tp"]
    sp = plan["sequence_parallel"]
    kv = w["kv_heads"] / w["heads"]
    qd = w["heads"] * head_dim(w) / h  # attention width over hidden (1 unless head_dim is set)
    n_exp = _get(w, "num_experts", 1.0)
    moe_f = _get(w, "moe_ffn_hidden", w["ffn_hidden"])
    k = _get(w, "experts_per_token", 1.0)
    width = ops.where(n_exp > 1,
                      moe_f * (k * _get(w, "capacity_factor", 1.0) + _get(w, "shared_experts", 0.0)),
                      w["ffn_hidden"])
    f_terms = 4.0 + 2.0 * _get(w, "ffn_gated", 0.0)
    sbh = s * b * h
    # parts split by TP (attention interior + MLP interior) and parts replicated without SP
    # split by TP: Q (2sbh), K and V (2sbh each x kv/heads), output-projection input
    # (2sbh), MLP interior (fc1 output + activation output: 4 s b f, gated 6 s b f)
    # multi-head latent attention stores the query and key/value latents and recomputes
    # the up-projections in backward (DeepSeek-AI 2024, arXiv:2412.19437 sec. 3.2.3;
    # Megatron-Core recompute module mla_up_proj): Q -> q_lora_rank (when it has one),
    # K and V -> kv_lora_rank + qk_rope_head_dim per token
    mla = ops.where(_get(w, "kv_lora_rank", 0.0) > 0, 1.0, 0.0)
    q_lora = _get(w, "q_lora_rank", 0.0)
    q_w = ops.where(q_lora > 0, q_lora, w["heads"] * head_dim(w))
    attn_std = sbh * qd * (4.0 + 4.0 * kv)
    attn_mla = 2.0 * s * b * (q_w + _get(w, "kv_lora_rank", 0.0) + _get(w, "qk_rope_head_dim", 0.0)
                              + w["heads"] * value_head_dim(w))
    split = mla * attn_mla + (1.0 - mla) * attn_std + f_terms * s * b * width
    # replicated without SP: two layer-norm inputs (4sbh), QKV and fc1 inputs
    # (2sbh each), two dropout masks (1sbh each). kv=1, f=4h: 24 + 10 = 34 sbh.
    # Without dropout (w['dropout'] = 0) the masks are not stored: 8 sbh, and the
    # attention-dropout mask (a s^2 b of the 5 a s^2 b) goes too.
    drop = _get(w, "dropout", 1.0)
    repl = (8.0 + 2.0 * drop) * sbh
    quad = (4.0 + drop) * w["heads"] * s * s * b * (1.0 - _get(w, "flash_attention", 0.0))
    rep_div = ops.where(sp > 0, t, 1.0)
    full = repl / rep_div + split / t + quad / t
    sel = repl / rep_div + split / t
    inp = 2.0 * sbh / rep_div
    # per-op checkpointing (flops_per_token, selective_op) keeps the block input, Q, V, the
    # attention output (MLA: the latents and the output) and per MLP the first up-projection
    # (+ the down-projection's output when gated); MoE experts only their all-to-all
    # outputs (dispatch and combine, 2 x 2 k h per token with expert parallelism)
    attn_op = mla * attn_mla + (1.0 - mla) * sbh * qd * (4.0 + 2.0 * kv)
    mlp_op = s * b * ops.where(n_exp > 1, 4.0 * k * h * ops.where(_get(plan, "ep", 1.0) > 1, 1.0, 0.0)
                               + 2.0 * _get(w, "shared_experts", 0.0) * moe_f,
                               2.0 * w["ffn_hidden"] + 2.0 * h * _get(w, "ffn_gated", 0.0))
    op = inp + (attn_op + mlp_op) / t
    # light modules as selective (an over-count); `moe` without the experts' interior; full_keep_attention
    # the input and the attention output (2 s b heads head_dim); selective_mlp the input, Q, K, V,
    # the attention output and the output projection's (2 s b h, replicated without SP)
    by_mode = {"none": full, "selective": sel, "full": inp, "selective_op": op,
               "selective_light": sel, "selective_moe": sel - ops.where(n_exp > 1, f_terms * s * b * width / t, 0.0),
               "full_keep_attention": inp + 2.0 * sbh * qd / t,
               "selective_mlp": inp + (mla * attn_mla + (1.0 - mla) * attn_std) / t + 2.0 * sbh / rep_div}
    rc = plan["recompute"]
    stored = sum(ops.where(rc == i, by_mode[m], 0.0) for i, m in enumerate(RECOMPUTE_MODES))
    return {"bytes": stored, "full_bytes": full}


def state_bytes_per_param(w, plan) -> dict:
    """Bytes per parameter held by one GPU for weights, gradients, optimizer.

    Gradients: 16-bit (:data:`GRAD_BYTES_PER_PARAM`), or below ZeRO-3 the width of a
    stack's full gradient buffer where ``w['grad_buffer_bytes']`` says. ZeRO stage 1 shards
    the optimizer bytes (``w['optimizer_bytes']``, one of
    :data:`OPTIMIZER_STATES`; 12 where absent) over the data-parallel group
    (``dp * cp``), stage 2 also the gradients, stage 3 (FSDP FULL_SHARD) also
    the weights (Rajbhandari et al. 2020, Fig. 1). The caller divides expert
    parameters' group by ``ep``.

    Returns
    -------
    dict
        ``weights``, ``grads``, ``optimizer`` per parameter, before dividing by
        the shard group, and the shard factors ``shard_w``, ``shard_g``,
        ``shard_o`` (1 or 0 = multiply by 1/group). [bytes/param]
    """
    z = plan["zero_stage"]
    # below ZeRO-3, stacks with a full gradient buffer hold it at its own width
    # (``w['grad_buffer_bytes']``, lifecycle.stack_sync.grad_buffer_bytes; Megatron-LM's fp32 main_grad)
    held = _get(w, "grad_buffer_bytes", GRAD_BYTES_PER_PARAM)
    return {
        "weights": w["bytes_per_param"] * 1.0,
        "grads": held + ops.where(z >= 3, 1.0, 0.0) * (GRAD_BYTES_PER_PARAM - held),
        "optimizer": _get(w, "optimizer_bytes", OPTIMIZER_BYTES_PER_PARAM) + 0.0 * z,
        "shard_w": ops.where(z >= 3, 1.0, 0.0),
        "shard_g": ops.where(z >= 2, 1.0, 0.0),
        "shard_o": ops.where(z >= 1, 1.0, 0.0),
    }
