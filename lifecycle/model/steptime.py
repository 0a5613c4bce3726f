"""Time of one optimizer step: compute roofline, communication, bubble, overlap.

One code path for numpy and pytensor (arithmetic + :mod:`lifecycle.ops`), vectorised over
rows. Plan sizes, shapes and the accelerator are known numbers; the efficiency parameters
``eff`` (names as in ``priors/steptime.yaml``) may be floats, arrays of draws
(broadcasting as ``(D, 1)`` against ``(N,)`` rows) or pytensor variables.

Per micro-batch and pipeline stage (the last stage, which also computes the
logits, sets the pace of a 1F1B pipeline):

* GEMMs: hardware FLOPs at ``peak * gemm_eff``, with ``gemm_eff =
  sigmoid(gemm_eff_logit_mean + gemm_eff_offset_<family>)`` (x
  ``fp8_gemm_eff_ratio`` against the FP8 peak for FP8 runs), plus a fixed
  ``kernel_latency_us`` per GEMM kernel (launch and tail wave), which is what
  makes small GEMMs (small hidden / tp shards / micro-batches) less efficient:
  ``time = F / (peak eff) + t0`` is ``eff_size = F / (F + t0 peak eff)``; a narrow
  product runs at ``m / (m + gemm_half_dim)`` of that rate, ``m = min(K, N)`` of its
  weight shard (``gemm_half_dim_fp8`` for FP8; :mod:`lifecycle.model.gemm`);
* attention core at ``gemm_eff * attn_eff_ratio`` of the BF16 peak; eager stacks' FlashAttention-2
  on NVIDIA generations at Hopper's ``gemm_eff * attn_eff_ratio`` times the generation's share of
  its peak over the H100's (``lifecycle.hardware.FA2_PEAK_SHARE``: a constant on Blackwell, the fitted
  ``attn_mma_share_ampere`` on Ampere, where mma.sync is native: the published shares are of the peak);
  ``attn_eff_ratio_fused`` x the family's ``gemm_eff`` for fused stacks and for any stack
  calling a native kernel, cuDNN / FA3 / FA4: ``w['native_attention']``; on Hopper and Blackwell at
  Hopper's ``gemm_eff`` x the generation's share of the peak, ``FUSED_ATTN_PEAK_SHARE``) for
  long sequences, ``s / (s + attn_half_seq)`` of that at ``s = seq_len / cp``;
* memory-bound kernels (norms, activations, dropout, softmax, residuals):
  ``elementwise_passes_fused`` (stacks with fused kernels: Megatron-Core
  / Transformer Engine, ``w['fused_kernels'] = 1``, the default) or
  ``elementwise_passes_eager`` (eager PyTorch, one kernel per op; x ``library_passes_ratio``
  for a library's modelling code, ``w['library_stack']``: Hugging Face transformers) or
  ``elementwise_passes_compiled`` (torch.compile, ``w['compiled_stack']``) HBM passes
  over the Korthikanti activation bytes per layer (forward; backward twice)
  at ``hbm_bw * hbm_eff``. Because the FLOP/byte ratio of accelerators grows
  each generation (A100 153, H100 295 FLOP/B), unfused stacks lose more of the
  peak on newer parts; FP8 runs also cast every GEMM operand, ``fp8_cast_bytes``
  of HBM traffic per element (:mod:`lifecycle.model.gemm`);
* recomputation: each mode re-runs the parts of the forward :data:`lifecycle.model.recompute.RERUNS`
  names (the layer, the attention core with its context-parallel exchange, per-op checkpointing's
  share, the MoE block with its all-to-all), FP8 operand casts included;
* tensor-parallel all-reduces (or RS+AG with SP), 4 per layer (+2 where the layer re-runs, +1
  per-op recompute), ``(1 - tp_overlap)`` exposed (all of it where a Megatron-LM-family stack left
  ``--tp-comm-overlap`` off, ``w['tp_overlap_off']``); context-parallel ring exchange of K/V
  hidden behind attention when it can be; expert-parallel all-to-all dispatch +
  combine forward and backward, ``(1 - ep_overlap)`` exposed;
* the host: a step is never faster than the CPU can launch its kernels, a smooth max of
  GPU time and ``host_overhead_per_layer_us`` per layer (x ``host_legacy_ratio`` for DeepSpeed-family
  stacks, ``host_compiled_ratio`` for torch.compile, ``host_rocm_ratio`` on AMD accelerators;
  MoE layers x ``host_moe_ratio``).

Per step: ``m = global_batch / (dp * micro_batch)`` micro-batches;
pipeline bubble ``(pp - 1) / vp`` micro-batch times (Narayanan et al. 2021: ``(p - 1) / (m v)``);
pipeline sends; fp32 gradient all-reduce (ZeRO-1/2: reduce-scatter + all-gather) partly hidden
behind the last backward (``dp_overlap``), a distributed optimizer's all-gather behind the next
step's first forward (Megatron-Core ``overlap_param_gather``; not in DeepSpeed-family
engines); ZeRO-3/FSDP all-gathers weights forward and backward
and reduce-scatters gradients every micro-batch, hidden behind its compute up to ``fsdp_overlap``;
optimizer update at HBM bandwidth; ``step_overhead_s`` per step (``lean_step_overhead_s`` for
the project's own benchmark loop); compute and bubble stretched
by stragglers, ``straggler_cv * sqrt(2 ln n_gpus)``. The sum is multiplied by
``step_time_discrepancy`` (median 1), the model's own error, so that intervals cover what the
physics leaves out, widened out of distribution (:mod:`lifecycle.model.ood`: beyond the data's
GPU count or FSDP group, and by halvings of the step's own MFU before it below a reference); the
components are not.
"""

from __future__ import annotations

import numpy as np

from lifecycle import ops
from lifecycle.model import comm as C
from lifecycle.model import gemm as G
from lifecycle.model import host as H
from lifecycle.model import moe as M
from lifecycle.model import recompute as RC
from lifecycle.model import workload as W
from lifecycle.model.dataparallel import any_row as _any
from lifecycle.model.dataparallel import data_parallel as _data_parallel
from lifecycle.model.dataparallel import exposed as _exposed
from lifecycle.model.memory import memory_gib
from lifecycle.model.ood import discrepancy as _discrepancy
from lifecycle.model.ood import doublings_beyond, ood_variance  # noqa: F401 (re-exported)

__all__ = ["step_time", "FAMILIES", "EFF_NAMES", "gemm_efficiency", "ood_variance",
           "doublings_beyond"]

# accelerator families (hw['family_index'] indexes this tuple)
FAMILIES = ("volta", "ampere", "hopper", "blackwell", "tpu-v3", "tpu-v4", "tpu-v5p", "cdna3", "cdna2")
HOPPER_INDEX = float(FAMILIES.index("hopper"))
# the one fitted FlashAttention-2 peak share (Ampere's; lifecycle.hardware.FA2_PEAK_SHARE names it)
FA2_FITTED_SHARE = "attn_mma_share_ampere"

EFF_NAMES = (
    "gemm_eff_logit_mean",
    *(f"gemm_eff_offset_{f.replace('-', '_')}" for f in FAMILIES),
    "fp8_gemm_eff_ratio", "attn_eff_ratio", "attn_eff_ratio_fused", "attn_mma_share_ampere", "kernel_latency_us", "host_overhead_per_layer_us",
    "host_legacy_ratio", "host_compiled_ratio", "host_moe_ratio", "host_rocm_ratio", "host_tp_log_factor", "host_overlap_exponent",
    "host_graph_share_partial",
    "hbm_eff", "elementwise_passes_fused",
    "elementwise_passes_eager", "elementwise_passes_compiled", "library_passes_ratio", "intra_bw_eff", "inter_bw_eff", "intra_latency_us", "inter_latency_us",
    "tp_overlap", "ep_overlap", "dp_overlap", "fsdp_overlap", "step_overhead_s", "lean_step_overhead_s", "straggler_cv", "step_time_discrepancy", "mem_frag_factor", "mem_reserve_gib", "memory_discrepancy",
    "logit_bytes",
    "coll_base_latency_us", "dp_bucket_mb", "moe_load_cv", "moe_dedup_unknown", "grouped_gemm_half_tokens",
    "moe_permute_passes", "moe_permute_passes_fused", "fp8_cast_bytes", "gemm_half_dim", "gemm_half_dim_fp8",
    "attn_half_seq", "power_limited_clock_ratio", "ood_z", "memory_ood_z", "sigma_memory_publisher",
)



def gemm_efficiency(hw, eff):
    """Achieved fraction of the BF16 peak for large GEMMs, by accelerator family."""
    fi = hw["family_index"]
    offs = [eff[f"gemm_eff_offset_{f.replace('-', '_')}"] for f in FAMILIES]
    if np.ndim(fi) == 0:                                  # one accelerator: pick by index
        off = offs[int(fi)]
    elif all(np.ndim(o) == 0 and not ops.is_symbolic(o) for o in offs):   # fast numpy path
        off = np.asarray(offs, dtype=float)[np.asarray(fi, dtype=int)]
    else:                                                 # draws or pytensor: masked sum
        off = 0.0
        for i, o in enumerate(offs):
            off = off + ops.where(fi == i, 1.0, 0.0) * o
    x = eff["gemm_eff_logit_mean"] + off
    return 1.0 / (1.0 + ops.exp(-x))


def _rates(w, hw, eff) -> dict:
    """Achieved GEMM, attention and HBM rates, kernel latency and the network of a row."""
    # a row whose source states power-limited accelerators (limit not given) runs its tensor cores
    # at power_limited_clock_ratio of the full board power's clock; memory-bound work keeps its rate
    clock = 1.0 - w.get("power_limited", 0.0) * (1.0 - eff["power_limited_clock_ratio"])
    e_gemm = gemm_efficiency(hw, eff) * clock
    fp8 = w["is_fp8"]
    gemm_rate = hw["peak_tflops"] * 1e12 * e_gemm * (1.0 + fp8 * (eff["fp8_gemm_eff_ratio"] - 1.0))
    # fused stacks' attention (TE/cuDNN/FA3) beats eager stacks' FA2, whose mma.sync gets a share of
    # Blackwell's peak; an eager stack that calls a native kernel (cuDNN, FA3, FA4) runs the fused one
    fused = w.get("fused_kernels", 1.0)
    native = w.get("native_attention", 0.0)
    # FlashAttention-2-class kernels reach a per-generation share of the peak over the H100's
    # (lifecycle.hardware.FA2_PEAK_SHARE: a constant, or the fitted attn_mma_share_ampere)
    share = hw.get("fa2_share", 1.0) * (1.0 + hw.get("fa2_share_fitted", 0.0)
                                        * (eff[FA2_FITTED_SHARE] - 1.0))
    flash2 = w.get("flash_attention", 0.0) * (1.0 - native)
    legacy = 1.0 + flash2 * (share - 1.0)
    eager = ops.where(fused + native > 0, 0.0, 1.0)
    # fused kernels likewise, by lifecycle.hardware.FUSED_ATTN_PEAK_SHARE (session 54, addendum 7)
    anchored_fused = (1.0 - eager) * hw.get("fused_anchored", 0.0)
    fused_share = 1.0 + anchored_fused * (hw.get("fused_attn_share", 1.0) - 1.0)
    attn_ratio = (eager * eff["attn_eff_ratio"] * legacy
                  + (1.0 - eager) * eff["attn_eff_ratio_fused"] * fused_share)
    # the shares are of the PEAK, so an eager FA2 kernel (a fused one) on a family of that table runs at
    # Hopper's attention share of the peak times it, not at its own family's GEMM efficiency (session 53,
    # addendum 6; session 54, addendum 7)
    anchored = eager * flash2 * hw.get("fa2_anchored", 0.0) + anchored_fused
    e_attn = e_gemm + anchored * (gemm_efficiency({"family_index": HOPPER_INDEX}, eff) * clock - e_gemm)
    # narrow GEMMs: half the large-GEMM rate at min(K, N) = half (FP8 kernels need wider tiles)
    half = eff["gemm_half_dim"] + fp8 * (eff["gemm_half_dim_fp8"] - eff["gemm_half_dim"])
    return {
        "gemm": gemm_rate, "half": half, "attn": hw["peak_bf16_tflops"] * 1e12 * e_attn * attn_ratio,
        "hbm": hw["hbm_bw_gb_per_s"] * 1e9 * eff["hbm_eff"], "t0": eff["kernel_latency_us"] * 1e-6,
        "fused": fused, "rocm": hw.get("rocm", 0.0),
        "net": {"domain": hw["domain_size"],
                "intra_bw": hw["intra_bw_gb_per_s"] * eff["intra_bw_eff"],
                "inter_bw": hw["inter_bw_gb_per_s"] * eff["inter_bw_eff"],
                "intra_lat": hw["intra_latency_us"] + eff["intra_latency_us"],
                "inter_lat": hw["inter_latency_us"] + eff["inter_latency_us"],
                "base_lat": eff["coll_base_latency_us"]},
    }


def _layer(w, plan, eff, r, tok_mb, rr, fpt) -> dict:
    """One layer, one micro-batch, forward + backward: kernel and communication times. [s]"""
    tp, cp, ep = plan["tp"], plan["cp"], plan["ep"]
    h, L = w["hidden"], w["layers"]
    t0, net, fused = r["t0"], r["net"], r["fused"]
    # FlashAttention skips the masked half; without it the full square is computed
    attn_f = tok_mb * fpt["attn_fwd"] / L / tp * (2.0 - w.get("flash_attention", 0.0))
    # routed experts: the busiest expert-parallel rank sets the pace (a learned
    # router's load skew, or the capacity a token-dropping router pads to)
    any_moe = _any(w["num_experts"] > 1)
    tok_disp = M.dispatch_tokens(tok_mb, plan)
    imb = M.rank_imbalance(w, plan, tok_disp, eff["moe_load_cv"]) if any_moe else 1.0
    lin = G.layer_linear_s(w, plan, tok_mb, r["gemm"], r["hbm"], imb, eff["grouped_gemm_half_tokens"],
                           r["half"])
    # what the recompute mode re-runs (lifecycle.model.recompute.RERUNS): the layer, the attention
    # core, per-op checkpointing's share of the GEMMs, the MoE block, the MLPs' input GEMMs (with
    # the elementwise ops, as per-op checkpointing re-runs them)
    lay, attn_rc, op, moe_rc, mlp_in = rr["layer"], rr["attention"], rr["per_op"], rr["moe"], rr["mlp_in"]
    rc_g = lay + (op * fpt["op_sac_fwd"] + mlp_in * fpt["mlp_in_fwd"]) / fpt["gemm_fwd"]
    rc_m = lay + op + mlp_in
    t_gemm = (3.0 + rc_g) * (lin["fwd_s"] + lin["kernels"] * t0) + moe_rc * lin["moe_fwd_s"]
    # short sequences run attention slower: s / (s + attn_half_seq) of its long-sequence rate,
    # s the length one kernel call sees (context parallelism splits it into seq_len / cp blocks)
    seq_shape = G.saturation_slowdown(w["seq_len"] / cp, eff["attn_half_seq"])
    t_attn = (3.0 + attn_rc) * (attn_f * seq_shape / r["attn"] + 2.0 * t0)
    act_b = W.activation_bytes_per_layer(w, plan)
    act = act_b["full_bytes"]
    lib = w.get("library_stack", 0.0)
    passes = ops.where(w.get("fused_kernels", 1.0) > 0, eff["elementwise_passes_fused"],
                       eff["elementwise_passes_eager"] * (1.0 + lib * (eff["library_passes_ratio"] - 1.0)))
    # torch.compile (Inductor) fuses pointwise chains, but not into the GEMMs as TE/XLA do
    passes = ops.where(w.get("compiled_stack", 0.0) > 0, eff["elementwise_passes_compiled"], passes)
    # MoE token permutation and un-permutation (gather/scatter copies of k copies
    # of every token, read and written) are memory-bound kernels of their own;
    # fused stacks (Megatron-Core moe_permute_fusion, XLA) do each in one kernel
    perm_passes = ops.where(fused > 0, eff["moe_permute_passes_fused"], eff["moe_permute_passes"])
    perm = lin["moe_share"] * perm_passes * 2.0 * tok_disp * w["experts_per_token"] * h * 2.0
    t_mem = ((3.0 + rc_m) * (passes * act + perm) + moe_rc * perm) / r["hbm"]
    # FP8 runs cast every GEMM operand (input forward, output gradient backward; the input
    # again where recomputed, the MoE block's alone under `moe`) at fp8_cast_bytes per element
    cast = lin["cast_elems"] * (1.0 + 0.5 * rc_g) + 0.5 * moe_rc * lin["moe_cast_elems"]
    t_cast = w["is_fp8"] * eff["fp8_cast_bytes"] * cast / r["hbm"]
    t_mem = t_mem + t_cast
    act_msg = 2.0 * tok_mb * h                            # 16-bit activations of one micro-batch
    # TP/GEMM overlap (userbuffers): fused (TE) stacks that switch it on (Megatron-LM's default
    # is off: w['tp_overlap_off'], lifecycle.stack_sync), and stacks of any kernel class whose own
    # asynchronous TP linears hide part of it (w['tp_async']: nanotron's one collective in four);
    # per-op recompute re-runs the all-gathers
    tp_ov = (ops.maximum(fused, w.get("tp_async", 0.0)) * (1.0 - w.get("tp_overlap_off", 0.0))
             * eff["tp_overlap"])
    t_tp = (4.0 + 2.0 * lay + op + mlp_in) * C.all_reduce_s(act_msg, tp, 1.0, net) * (1.0 - tp_ov)
    kv_msg = 2.0 * 2.0 * tok_mb * w["kv_heads"] * W.head_dim(w) / tp
    # plan sizes and shapes are known numbers: skip terms no row needs (speed only)
    t_cp = 0.0
    if _any(cp > 1):
        # a re-run attention core re-runs its ring exchange (TE's AttnFuncWithCPAndKVP2P)
        t_cp_raw = (3.0 + attn_rc) * (cp - 1.0) * C.p2p_s(kv_msg, tp, net)
        t_cp = ops.where(cp > 1, _exposed(t_cp_raw, t_attn), 0.0)
    t_ep = 0.0
    if any_moe:
        moe_share = ops.where(w["num_experts"] > 1, 1.0, 0.0) * (L - w["first_dense_layers"]) / L
        # dispatch + combine forward and backward (+ the forward pair again under full
        # recompute); FP8 runs dispatch tokens in FP8 (DeepSeek-V3 sec. 3.3.2, DeepEP,
        # Megatron-Core FP8 dispatch): the forward dispatch moves 1 byte per element
        n_a2a = 4.0 + 2.0 * (lay + moe_rc) - 0.5 * w["is_fp8"] * (1.0 + lay + moe_rc)
        # hierarchical (deduplicating) dispatch where the row says so, else a prior draw
        dedup = w.get("moe_dedup", -1.0)
        dedup = ops.where(dedup < 0, eff["moe_dedup_unknown"], dedup)
        t_ep = (moe_share * n_a2a * M.dispatch_s(2.0 * h, tok_disp, w["experts_per_token"], imb, ep,
                                                  M.expert_tp(plan), net, dedup)
                * (1.0 - eff["ep_overlap"]))
    t_layer_gpu = t_gemm + t_attn + t_mem + t_tp + t_cp + t_ep
    # the host's launch time by stack and layer kind (lifecycle.model.host)
    host = H.host_time_per_layer(w, eff, lin["moe_share"], rc_m, tp, r["rocm"])
    # L^k combination: k -> inf is perfect overlap of host and GPU, k = 1 no overlap
    t_layer = ops.smooth_max(t_layer_gpu, host, eff["host_overlap_exponent"])
    return {"t_gemm": t_gemm, "t_attn": t_attn, "t_mem": t_mem, "t_tp": t_tp, "t_cp": t_cp,
            "t_ep": t_ep, "t_layer": t_layer, "lin": lin, "act_b": act_b, "act": act,
            "rc_g": rc_g, "rc_m": rc_m, "moe_rc": moe_rc, "attn_rc": attn_rc,
            "passes": passes, "perm": perm, "attn_f": attn_f, "act_msg": act_msg,
            "any_moe": any_moe}


def step_time(w, plan, hw, eff) -> dict:
    """One optimizer step of ``plan`` for workload ``w`` on hardware ``hw``.

    Returns
    -------
    dict
        ``step_time_s``, ``compute_s``, ``comm_exposed_s``, ``bubble_s``,
        ``recompute_s``, ``optimizer_s``, ``overhead_s`` [s];
        ``tokens_per_step`` [tokens]; ``tokens_per_s_per_gpu`` [tokens/s];
        ``model_flops_per_step`` [FLOP]; ``mfu`` (model FLOPs / (step x GPUs x
        BF16 peak)) and ``busy_fraction`` (share of the step spent in kernels)
        [ratio]; ``memory_gib``, ``hbm_gib`` [GiB]; ``fits`` (bool);
        ``state_bytes`` [bytes]. Plans that do not fit still get numbers.
    """
    # many plans in cache-sized slices (lifecycle.ops.chunked): the results of one call
    return ops.chunked(_step_time, w, plan, hw, eff)


def _step_time(w, plan, hw, eff) -> dict:
    """:func:`step_time` of one slice of plans."""
    tp, pp, dp, cp, vp = (plan[k] for k in ("tp", "pp", "dp", "cp", "vp"))
    b, rc, sp = plan["micro_batch"], plan["recompute"], plan["sequence_parallel"]
    s, L, V = w["seq_len"], w["layers"], w["vocab"]
    fpt = W.flops_per_token(w, 0, causal=True)
    pc = W.param_counts(w)
    tok_mb = b * s / cp                                   # tokens per micro-batch per GPU
    m = w["global_batch_seqs"] / (dp * b)                 # micro-batches per step
    r = _rates(w, hw, eff)
    t0, hbm_rate, net = r["t0"], r["hbm"], r["net"]
    ly = _layer(w, plan, eff, r, tok_mb, RC.reruns(rc), fpt)

    # --- a stage: its layers + logits (last stage) ---------------------------
    logit_f = tok_mb * fpt["logits_fwd"] / tp
    narrow = G.saturation_slowdown(ops.minimum(w["hidden"], V / tp), r["half"])
    t_logits = 3.0 * logit_f * narrow / r["gemm"] + 3.0 * t0 + 3.0 * 4.0 * tok_mb * V / tp * 2.0 / hbm_rate
    t_mb = L / pp * ly["t_layer"] + t_logits
    compute_s = m * t_mb
    recompute_s = m * L / pp * (ly["rc_g"] * (ly["lin"]["fwd_s"] + ly["lin"]["kernels"] * t0)
                                + ly["moe_rc"] * (ly["lin"]["moe_fwd_s"] + ly["perm"] / hbm_rate)
                                + ly["rc_m"] * (ly["passes"] * ly["act"] + ly["perm"]) / hbm_rate
                                + ly["attn_rc"] * ly["attn_f"] / r["attn"])

    # --- pipeline -----------------------------------------------------------
    on_pp = ops.where(pp > 1, 1.0, 0.0)
    p2p_msg = ly["act_msg"] / ops.where(sp > 0, tp, 1.0)
    t_p2p = C.p2p_s(p2p_msg, tp * cp * dp, net)
    bubble_s = (pp - 1.0) / vp * (t_mb + 2.0 * t_p2p)
    pp_comm = on_pp * 2.0 * m * vp * t_p2p

    # --- data parallel / ZeRO, optimizer and fixed overhead --------------------
    # the forward pass's share of a micro-batch's compute (its GEMMs run 1 of 3 + recompute passes)
    dpc = _data_parallel(w, plan, hw, eff, net, pc, m, t_mb, ly["any_moe"], 1.0 / (3.0 + ly["rc_g"]))
    t_dp, t_fsdp = dpc["t_dp"], dpc["t_fsdp"]
    # the update's HBM traffic per parameter by the optimizer-state convention (fp32 default)
    opt_traffic = w.get("optimizer_traffic_bytes", W.OPTIMIZER_TRAFFIC_BYTES["fp32"])
    optimizer_s = opt_traffic * dpc["opt_params"] / hbm_rate
    # a production training loop's fixed work per step, or the project's own benchmark loop's
    # (no data loader, logging or checkpoint hooks: w['lean_loop'])
    lean = w.get("lean_loop", 0.0)
    overhead_s = eff["step_overhead_s"] + lean * (eff["lean_step_overhead_s"] - eff["step_overhead_s"]) + 0.0 * m

    n_gpu = tp * pp * dp * cp
    comm_exposed_s = pp_comm + t_dp + t_fsdp + m * L / pp * (ly["t_tp"] + ly["t_cp"] + ly["t_ep"])
    # stragglers: every synchronising step waits for the slowest of n GPUs; with
    # per-GPU speed jitter of coefficient of variation cv the expected maximum of
    # n normal draws is ~ cv sqrt(2 ln n) above the mean (Sinha et al. 2022 measured
    # several percent GPU-to-GPU variability on large A100 clusters)
    straggle = eff["straggler_cv"] * ops.sqrt(2.0 * ops.log(ops.maximum(n_gpu, 1.0)))
    raw = ((compute_s + bubble_s) * (1.0 + straggle)
           + pp_comm + t_dp + t_fsdp + optimizer_s + overhead_s)
    tokens = w["global_batch_seqs"] * s
    model_flops = fpt["model"] * tokens
    peak = n_gpu * hw["peak_bf16_tflops"] * 1e12
    # the discrepancy widens with how little of the step the physics expects to be useful work
    step = raw * _discrepancy(w, plan, eff, hw, model_flops / (raw * peak))

    mem = memory_gib(w, plan, hw, eff, pc=pc, act_layer=ly["act_b"]["bytes"])
    busy = m * L / pp * (ly["t_gemm"] + ly["t_attn"] + ly["t_mem"]) + m * t_logits + optimizer_s
    return {
        "step_time_s": step, "compute_s": compute_s, "comm_exposed_s": comm_exposed_s,
        "bubble_s": bubble_s, "recompute_s": recompute_s, "optimizer_s": optimizer_s,
        "overhead_s": overhead_s, "tokens_per_step": tokens,
        "tokens_per_s_per_gpu": tokens / (step * n_gpu),
        "model_flops_per_step": model_flops,
        "mfu": model_flops / (step * peak),
        "busy_fraction": ops.minimum(busy / step, 1.0),
        "memory_gib": mem["memory_gib"], "hbm_gib": mem["hbm_gib"], "fits": mem["fits"],
        "state_bytes": mem["state_bytes"],
    }
