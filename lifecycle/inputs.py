"""Scenario or measurement rows + data tables -> the column dicts formulas take.

``w`` (workload), ``plan`` and ``hw`` are dicts of numpy arrays (one entry per
row) or floats (one scenario); see :mod:`lifecycle.model.steptime`. Discrete
choices are resolved here, so the formulas never see strings.

Documented defaults for fields a measurement row leaves empty ("not
published"); each use is written into that row's note:

* ``micro_batch`` empty -> 1; for JAX/XLA stacks (``NO_ACCUMULATION_FRAMEWORKS``) the
  per-device batch ``global_batch_seqs / dp`` (they accumulate no gradients unless told to),
  or its largest divisor that fits in memory (:mod:`lifecycle.unpublished`).
* ``vp`` empty with ``pp > 1`` -> the interleaved schedule with one layer per
  virtual stage (median of the bundled NeMo recipes), except DeepSpeed-family
  stacks (no interleaving) -> 1. ``dp`` empty -> ``num_gpus / (tp pp cp)``;
  ``precision`` empty -> bf16; ``recompute`` empty -> none.
* ``vocab`` empty -> by model family: GPT-3/GPT-2-style BPE 50,257 padded by Megatron to
  51,200 (vTrain's GPT models, NeMo GPT3); LLAMA2 32,000; LLAMA3 128,256; Nemotron-4 340B
  256,000 (published model configs); otherwise 51,200.
* ``kv_heads`` empty -> ``heads``; MoE fields empty -> dense.
* FlashAttention: on for NeMo/Megatron-Core, Composer/llm-foundry, torchtitan, MaxText and
  Levanter (all ship it; Levanter runs Splash on TPU), off for Megatron-DeepSpeed as used by
  vTrain (its attention stores and computes the full ``s x s`` scores), DeepSpeed, metaseq,
  fairseq and Mesh-TensorFlow. An unknown or empty framework gets the defaults scenarios use
  for the accelerator's generation: FlashAttention on from Ampere on (off on Volta), fused
  kernels on from Hopper on. Fused stacks on Volta/Ampere get the eager kernel efficiencies
  (the fused ones are calibrated on Hopper rows only).
* Fused kernels (``fused_kernels``): on for NeMo/Megatron-Core (Transformer
  Engine fuses norms, bias-activations, casts) and JAX/XLA stacks, off for
  eager PyTorch stacks (Composer FSDP, Megatron-DeepSpeed); scenarios assume
  on for Hopper and later (Transformer Engine era), off for Volta/Ampere.
  Whatever the stack's name, ``torch.compile``/Inductor makes it a compiled
  stack (``compiled_stack``: own elementwise pass count, fused off), ``eager``
  turns fused off, ``sdpa``/FlashAttention turns FlashAttention on.
* ``legacy_stack``: 1 for the DeepSpeed-family ``EAGER_FRAMEWORKS`` (host
  overhead per layer x ``host_legacy_ratio``), ``library_stack``: 1 for Hugging Face
  transformers' modelling code run unfused (eager passes x ``library_passes_ratio``; fused
  off); Hugging Face's ``attn_implementation eager`` turns FlashAttention off
  (:mod:`lifecycle.stacks`); scenarios: ``training.software_stack`` (auto: the generation's).
* Gradient reduction (``grad_reduce_bytes``): fp32 (4 bytes), except NVIDIA's performance
  recipes as the framework text names them (NeMo 2 containers from 25.07, FP8 rows of earlier
  NeMo 2 containers, Megatron-Bridge, DGXC benchmarking, NVIDIA's MLPerf NeMo code), DeepSpeed,
  and FP16 rows of Megatron-LM-family stacks: 16 bits
  (:func:`lifecycle.stack_sync.grad_reduce_bytes`); scenarios: ``training.grad_reduce_dtype``.
* Optimizer state (``optimizer_bytes``, :data:`lifecycle.model.workload.OPTIMIZER_STATES`):
  the row's ``optimizer_state`` where stated, else fp32 master weights and moments
  (``optimizer_state_published`` 0); scenarios: ``training.optimizer_state``.
* ``broadcast_zero``: 1 for InternLM's InternEvo trainer, whose ZeRO-1 all-reduces the
  gradients and broadcasts the updated weights rank by rank after the step; its ZeRO group
  (``zero1``) is the row's ``fsdp_shard`` where smaller than the data-parallel group.
* ``native_attention``: 1 where the text names an attention kernel native to Hopper/Blackwell
  tensor cores (FA3, FA4, cuDNN) or runs torchtitan on Blackwell (cuDNN first there): the fused
  stacks' attention efficiency; other FlashAttention stacks pay the FA2 share of the peak.
* ``power_limited``: 1 where the row's ``table`` text says its accelerators were power limited
  (:data:`POWER_LIMITED_WORDS`; the limit not given): tensor cores at ``power_limited_clock_ratio``.
* ``lean_loop``: 1 for the project's own benchmark loop (:data:`LEAN_LOOP_WORDS` in the source):
  ``lean_step_overhead_s`` per step instead of a production loop's ``step_overhead_s``.
* Precision ``fp8`` -> GEMMs against ``peak_fp8_tflops`` (attention stays in
  BF16); ``bf16``/``fp16`` -> ``peak_bf16_tflops``.
* ``zero_stage`` empty -> 0 where the plan fits at the memory priors' medians, else the
  least stage that does (the run fitted), else 3 (:mod:`lifecycle.unpublished`).
* Megatron-Core / NeMo rows with ``zero_stage`` 0 -> 1 (distributed optimizer, the NeMo
  default, shards the optimizer state over data parallelism), and ``sequence_parallel`` ->
  true where ``tp > 1`` (NeMo performance recipes set it with tensor parallelism; it changes
  memory, not communication volume).
* Networks: the row's ``inter_network`` (a fabric id of data/fabrics.csv) where it names one
  (e.g. MosaicML's A100 tables: "1600 Gbps node-node interconnect (RoCE)" = ``roce-200``),
  else the accelerator's default fabrics from data/accelerators.csv; a network measured by
  node count takes its bandwidth at the row's node count
  (:func:`lifecycle.hardware.measured_network_bw`); the row's ``intra_fabric`` likewise
  replaces the accelerator's scale-up fabric (KempnerForge's HGX H200 4-GPU boards:
  ``nvlink4-4gpu-direct``, an NVLink domain of 4 instead of the 8-GPU NVSwitch default).
"""

from __future__ import annotations

import numpy as np

from lifecycle import tables
from lifecycle.hardware import UNFUSED_ERA_FAMILIES, hardware  # noqa: F401 (re-exported)
from lifecycle.hardware import HW_FILL, measured_hardware
from lifecycle.hardware import num as _num
from lifecycle.stack_sync import (GRAD_REDUCE_BYTES, broadcast_zero, grad_buffer_bytes, grad_reduce_bytes,
                                  overlap_off, tp_async, unoverlapped_zero)
from lifecycle.stacks import (EAGER_FRAMEWORKS, NO_ACCUMULATION_FRAMEWORKS, PP_RESHARD_WORDS, legacy_stack,
                              library_stack, loss_bytes, loss_replicated, native_attention, nosync_grads, word_flags,
                              xla_stack)
from lifecycle.stacks import affirmed, kernels as _kernels, scenario_stack
from lifecycle.unpublished import fit_to_memory
from lifecycle.model.recompute import RECOMPUTE_MODES
from lifecycle.model.workload import optimizer_columns

# a source's words for accelerators run below their full board power (pytorch/ao's B200 table)
POWER_LIMITED_WORDS = ("power limited", "power-limited", "power capped", "power-capped")
# the project's own device measurements (benchmarks/device/train_step.py, hf_step.py): steps timed
# back to back with no data loader, logging or checkpoint hooks (their rows' source names the path)
LEAN_LOOP_WORDS = ("benchmarks/device/",)

__all__ = ["from_scenario", "from_measurements", "hardware", "PRECISIONS", "RECOMPUTE"]

PRECISIONS = ("bf16", "fp16", "fp8")
RECOMPUTE = {m: i for i, m in enumerate(RECOMPUTE_MODES)}  # name -> code (workload.flops_per_token)
DEDUP = {"alltoall": 0.0, "hierarchical": 1.0, "auto": -1.0, "": -1.0}  # dispatcher -> deduped share
# CUDA graphs -> (graphs_full, graphs_partial) flags of lifecycle.model.host; blank: none (graphs
# are opt-in in every PyTorch stack: Megatron-Core cuda_graph_impl "none", torchtitan, NeMo)
GRAPHS = {"none": (0.0, 0.0), "": (0.0, 0.0), "partial": (0.0, 1.0), "full": (1.0, 0.0)}
VOCAB_BY_MODEL = (("llama2", 32000), ("llama3", 128256), ("llama-3", 128256),
                  ("nemotron", 256000), ("gpt", 51200), ("mpt", 50368))
DEFAULT_VOCAB = 51200
def from_scenario(scenario):
    """``(w, plan, hw)`` of a loaded :class:`lifecycle.scenario.Scenario` (floats).

    ``plan`` is None when the scenario says ``plan: auto`` (the sweep picks it).
    """
    md, tr, cl = scenario.model, scenario.training, scenario.cluster
    gated = float(bool(getattr(md, "ffn_gated", False)))
    n_exp = float(getattr(md, "num_experts", None) or 1)
    w = {
        "layers": float(md.layers), "hidden": float(md.hidden), "ffn_hidden": float(md.ffn_hidden),
        "ffn_gated": gated, "heads": float(md.heads),
        "kv_heads": float(getattr(md, "kv_heads", None) or md.heads),
        "vocab": float(md.vocab), "seq_len": float(md.seq_len), "num_experts": n_exp,
        "experts_per_token": float(getattr(md, "experts_per_token", None) or 1),
        "shared_experts": float(getattr(md, "shared_experts", 0) or 0),
        "moe_ffn_hidden": float(getattr(md, "moe_ffn_hidden", None) or md.ffn_hidden),
        "first_dense_layers": float(getattr(md, "first_dense_layers", 0) or 0),
        "head_dim": float(getattr(md, "head_dim", None) or md.hidden / md.heads),
        "q_lora_rank": float(getattr(md, "q_lora_rank", None) or 0),
        "kv_lora_rank": float(getattr(md, "kv_lora_rank", None) or 0),
        "qk_rope_head_dim": float(getattr(md, "qk_rope_head_dim", None) or 0),
        "v_head_dim": float(getattr(md, "v_head_dim", None) or getattr(md, "head_dim", None)
                            or md.hidden / md.heads),
        "capacity_factor": float(getattr(md, "capacity_factor", 1.0) or 1.0),
        "tie_embeddings": float(bool(getattr(md, "tie_embeddings", False))),
        "dropout": float(bool(getattr(md, "dropout", True))),
        "global_batch_seqs": float(tr.global_batch_seqs),
        "bytes_per_param": 2.0, "is_fp8": float(tr.precision == "fp8"),
        "grad_reduce_bytes": GRAD_REDUCE_BYTES[str(getattr(tr, "grad_reduce_dtype", "fp32"))],
        **optimizer_columns(str(getattr(tr, "optimizer_state", "fp32"))),
        **scenario_stack(str(getattr(tr, "software_stack", "auto")), getattr(tr, "flash_attention", None),
                         cl.accelerator),
    }
    # a fused (Megatron/NeMo-style) stack holds its gradients at the reduction width
    w["grad_buffer_bytes"] = 2.0 + w["fused_kernels"] * (1.0 - w["compiled_stack"]) * (
        w["grad_reduce_bytes"] - 2.0)
    plan = None
    p = getattr(scenario, "plan", None)
    # a user's run routes with its learned router; the dispatcher is the plan's (auto: unknown)
    w["moe_force_balance"] = 0.0
    w["moe_dedup"] = DEDUP[str(getattr(p, "moe_dispatcher", "auto") or "auto")]
    w["graphs_full"], w["graphs_partial"] = GRAPHS[str(getattr(tr, "cuda_graphs", "none") or "none")]
    if p is not None:
        plan = {k: float(getattr(p, k)) for k in ("tp", "pp", "dp", "cp", "ep", "vp", "micro_batch")}
        plan["etp"] = float(p.etp)  # the schema fills the default tp
        plan["sequence_parallel"] = float(bool(p.sequence_parallel))
        plan["zero_stage"] = float(p.zero_stage)
        plan["recompute"] = float(RECOMPUTE[str(p.recompute)])
        plan["activation_offload"] = float(bool(getattr(p, "activation_offload", False)))
        plan["fsdp_shard"] = float(getattr(p, "fsdp_shard", None) or 0)
    over = {k: getattr(cl, k, None) for k in ("intra_bw_gb_per_s", "intra_latency_us",
                                             "inter_bw_gb_per_s", "inter_latency_us")}
    hw = hardware(cl.accelerator, tr.precision, cl.count, gpus_per_node=getattr(cl, "gpus_per_node", None),
                  intra_fabric=getattr(cl, "intra_fabric", None),
                  inter_network=getattr(cl, "inter_network", None), overrides=over)
    # a scenario's run is not among the calibration rows: its prediction carries the
    # discrepancy of its distance from them (lifecycle.discrepancy)
    from lifecycle import discrepancy

    w.update(discrepancy.ood_columns(w, hw, accelerators=[cl.accelerator]))
    return w, plan, hw


# Layers per virtual pipeline stage in the bundled NeMo/Megatron-Core recipes
# (data/measurements: GPT3-175B 96/(8x6) = 2, LLAMA2-13B 40/(4x10) = 1, LLAMA2-70B
# 80/(4x20) = 1, Nemotron-340B 96/(8x12) = 1, LLAMA3-70B 80/(4x5) = 4): median 1
LAYERS_PER_VIRTUAL_STAGE = 1.0


def _default_vp(vp, pp, layers, framework, notes) -> np.ndarray:
    """``vp`` where published; else the interleaved schedule of Megatron-style stacks.

    An empty ``vp`` with ``pp > 1`` means "not published", not "no interleaving":
    large Megatron-style runs interleave (Narayanan et al. 2021; Dubey et al. 2024
    sec. 3.3.2), so ``vp = floor(layers / (pp * LAYERS_PER_VIRTUAL_STAGE))``;
    DeepSpeed-family pipelines (no interleaved schedule) and ``pp = 1`` get 1.
    """
    out = np.where(np.isnan(vp), 1.0, vp)
    for i in np.flatnonzero(np.isnan(vp) & (pp > 1) & ~np.isnan(layers)):
        if any(k in framework[i] for k in EAGER_FRAMEWORKS):
            notes[i].append("vp not published: 1 (DeepSpeed-style pipeline, no interleaving)")
            continue
        out[i] = max(1.0, np.floor(layers[i] / (pp[i] * LAYERS_PER_VIRTUAL_STAGE)))
        notes[i].append(f"vp not published: interleaved schedule assumed, vp = {out[i]:.0f} "
                        f"({LAYERS_PER_VIRTUAL_STAGE:.0f} layer per virtual stage, the median of "
                        "the bundled NeMo recipes)")
    return out


def _bool(col) -> np.ndarray:
    text = col.astype(object).fillna("").astype(str).str.strip().str.lower()
    return text.isin(["true", "1", "yes", "1.0"]).to_numpy(float)


def _text(df, name: str, default: str = "") -> np.ndarray:
    """Lower-case, stripped text column; empty cells (NaN) -> ``default``.

    pandas 3 keeps NaN through ``astype(str)``, so empty cells are filled first
    (on an object column: filling a float column, all empty, with text is deprecated).
    """
    if name not in df:
        return np.full(len(df), default, dtype=object)
    s = df[name].astype(object).fillna("").astype(str).str.strip().str.lower()
    return s.where(s != "", default).to_numpy(dtype=object)


def _col_reader(df):
    n = len(df)

    def col(name, default=np.nan):
        if name not in df:
            return np.full(n, default, dtype=float)
        return np.array(df[name].apply(lambda v: _num(v, default)).to_numpy(float))

    return col


def _accelerator_ids(df, notes) -> np.ndarray:
    """Canonical accelerator ids (vendor names and short forms resolved, said in notes)."""
    acc_ids = _text(df, "accelerator")
    known = set(tables.ids("accelerators"))
    for i, a in enumerate(acc_ids):
        if a and a not in known and (hit := tables.resolve_accelerator(a)):
            notes[i].append(f"accelerator {a!r} read as {hit}")
            acc_ids[i] = hit
    return acc_ids


def _measured_workload(df, col, framework, acc_ids, prec, notes) -> dict:
    """Workload columns of measurement rows (defaults said in notes)."""
    n = len(df)
    model = _text(df, "model")
    vocab = col("vocab")
    for i in np.flatnonzero(np.isnan(vocab)):
        v = next((vv for key, vv in VOCAB_BY_MODEL if key in model[i].replace(" ", "")), DEFAULT_VOCAB)
        vocab[i] = v
        notes[i].append(f"vocab not published: assumed {v}")
    heads = col("heads")
    kv = col("kv_heads")
    kv = np.where(np.isnan(kv), heads, kv)
    flash, fused, compiled = _kernels(framework, acc_ids, notes)
    legacy = legacy_stack(framework)
    w = {
        "layers": col("layers"), "hidden": col("hidden"), "ffn_hidden": col("ffn_hidden"),
        "ffn_gated": _bool(df["ffn_gated"]) if "ffn_gated" in df else np.zeros(n),
        "heads": heads, "kv_heads": kv, "vocab": vocab, "seq_len": col("seq_len"),
        "num_experts": col("num_experts", 1.0), "experts_per_token": col("experts_per_token", 1.0),
        "shared_experts": col("shared_experts", 0.0), "moe_ffn_hidden": col("moe_ffn_hidden"),
        "first_dense_layers": col("first_dense_layers", 0.0), "capacity_factor": col("capacity_factor", 1.0),
        "global_batch_seqs": col("global_batch_seqs"), "bytes_per_param": np.full(n, 2.0),
        "is_fp8": (prec == "fp8").astype(float), "flash_attention": flash,
        "fused_kernels": fused, "legacy_stack": legacy, "compiled_stack": compiled,
        "library_stack": library_stack(framework), "xla_stack": xla_stack(framework, acc_ids),
        "grad_reduce_bytes": grad_reduce_bytes(framework, (prec == "fp8").astype(float), notes,
                                               (prec == "fp16").astype(float)),
        "broadcast_zero": broadcast_zero(framework), "native_attention": native_attention(framework, acc_ids),
        "unoverlapped_zero": unoverlapped_zero(framework),
        "moe_force_balance": _bool(df["moe_force_balance"]) if "moe_force_balance" in df else np.zeros(n),
        "moe_dedup": np.array([DEDUP.get(d, -1.0) for d in _text(df, "moe_dispatcher")]),
        "graphs_full": np.array([GRAPHS[g][0] for g in _text(df, "cuda_graphs")]),
        "graphs_partial": np.array([GRAPHS[g][1] for g in _text(df, "cuda_graphs")]),
        **optimizer_columns(_text(df, "optimizer_state")),  # blank: fp32 assumed
    }
    w["power_limited"] = word_flags(_text(df, "table"), POWER_LIMITED_WORDS)
    w["lean_loop"] = word_flags(_text(df, "source"), LEAN_LOOP_WORDS)
    w["grad_buffer_bytes"] = grad_buffer_bytes(framework, w["grad_reduce_bytes"])
    w["tp_overlap_off"], w["dp_overlap_off"] = overlap_off(framework)
    w["tp_async"] = tp_async(framework)
    w["loss_bytes_known"], w["loss_bytes"], _ = loss_bytes(framework)
    w["loss_replicated"] = loss_replicated(framework)
    w["pp_reshard"] = word_flags(framework, PP_RESHARD_WORDS)
    w["nosync_grad_bytes"], w["nosync_pp_only"], _ = nosync_grads(framework)
    w["moe_ffn_hidden"] = np.where(np.isnan(w["moe_ffn_hidden"]), w["ffn_hidden"], w["moe_ffn_hidden"])
    hd = col("head_dim")  # optional: heads x head_dim != hidden (Qwen3, gpt-oss, Gemma)
    w["head_dim"] = np.where(np.isnan(hd), w["hidden"] / w["heads"], hd)
    # optional multi-head latent attention shape (DeepSeek-V2/V3); 0 = standard attention
    for k in ("q_lora_rank", "kv_lora_rank", "qk_rope_head_dim"):
        w[k] = col(k, 0.0)
    vh = col("v_head_dim")
    w["v_head_dim"] = np.where(np.isnan(vh), w["head_dim"], vh)
    return w


def _measured_plan(df, col, framework, notes) -> tuple[dict, np.ndarray]:
    """Plan columns of measurement rows and their GPU counts (defaults said in notes)."""
    n = len(df)
    rc_str = _text(df, "recompute", "none")
    plan = {k: col(k, 1.0) for k in ("tp", "pp", "cp", "ep")}
    etp = col("etp")  # expert tensor parallelism: Megatron-Core's default tp where not given
    plan["etp"] = np.where(np.isnan(etp), plan["tp"], etp)
    plan["vp"] = _default_vp(col("vp"), plan["pp"], col("layers"), framework, notes)
    n_gpus = col("num_gpus")
    dp = col("dp")
    for i in np.flatnonzero(np.isnan(dp) & ~np.isnan(n_gpus)):
        dp[i] = max(1.0, np.floor(n_gpus[i] / (plan["tp"][i] * plan["pp"][i] * plan["cp"][i])))
        notes[i].append(f"dp not published: num_gpus / (tp*pp*cp) = {dp[i]:.0f}")
    plan["dp"] = dp
    for i in np.flatnonzero(np.isnan(n_gpus) & ~np.isnan(dp)):
        n_gpus[i] = plan["tp"][i] * plan["pp"][i] * plan["cp"][i] * dp[i]
        notes[i].append(f"num_gpus not published: tp*pp*cp*dp = {n_gpus[i]:.0f}")
    mb, per_device = col("micro_batch"), np.floor(col("global_batch_seqs") / dp)
    plan["_whole_batch"] = np.zeros(n, bool)
    for i in np.flatnonzero(np.isnan(mb)):
        whole = any(k in framework[i] for k in NO_ACCUMULATION_FRAMEWORKS) and per_device[i] >= 1
        mb[i], plan["_whole_batch"][i] = (per_device[i] if whole else 1.0), whole
        notes[i].append(f"micro_batch not published: {mb[i]:.0f}" + (
            " (gbs / dp: JAX/XLA stacks accumulate no gradients by default)" if whole else ""))
    plan["_zero_unpublished"] = np.isnan(col("zero_stage"))
    # hybrid sharding (HSDP): ranks one ZeRO-3 shard spans; 0 = the whole dp x cp group
    plan["fsdp_shard"] = col("fsdp_shard", 0.0)
    plan.update(micro_batch=mb,
                sequence_parallel=_bool(df["sequence_parallel"]) if "sequence_parallel" in df else np.zeros(n),
                zero_stage=col("zero_stage", 0.0),
                activation_offload=(_bool(df["activation_offload"]) if "activation_offload" in df
                                    else np.zeros(n)),
                recompute=np.array([float(RECOMPUTE.get(r, 0)) for r in rc_str]))
    plan["_recompute_text"] = rc_str
    # Megatron-Core/NeMo use the distributed optimizer by default: optimizer
    # state sharded over DP (ZeRO-1) even where a table says "0" (the
    # canonical layout folds "distributed optimizer not sharding params" into 0)
    mcore = np.array(["nemo" in f or "megatron-core" in f for f in framework])
    for i in np.flatnonzero(mcore & (plan["zero_stage"] == 0)):
        plan["zero_stage"][i] = 1.0
        notes[i].append("Megatron-Core distributed optimizer: zero_stage 1")
    # NeMo/Megatron-Core performance recipes enable sequence parallelism whenever tp > 1
    for i in np.flatnonzero(mcore & (plan["tp"] > 1) & (plan["sequence_parallel"] == 0)):
        plan["sequence_parallel"][i] = 1.0
        notes[i].append("Megatron-Core recipe: sequence parallelism with tp > 1")
    return plan, n_gpus


def from_measurements(df):
    """Column dicts for every row of a measurement CSV in the canonical layout.

    Returns
    -------
    (w, plan, hw, notes)
        dicts of float arrays (length ``len(df)``) and a list of one note
        string per row. A row the model cannot predict gets a note starting
        with ``"unsupported: "`` (its arrays hold harmless placeholders).
    """
    n = len(df)
    notes = [[] for _ in range(n)]
    unsupported = [None] * n
    col = _col_reader(df)
    framework = np.array([affirmed(f) for f in _text(df, "framework")], dtype=object)
    acc_ids = _accelerator_ids(df, notes)
    prec = _text(df, "precision")
    for i in np.flatnonzero(prec == ""):
        notes[i].append("precision not published: assumed bf16")
    prec = np.where(prec == "", "bf16", prec)
    w = _measured_workload(df, col, framework, acc_ids, prec, notes)
    plan, n_gpus = _measured_plan(df, col, framework, notes)
    rc_str = plan.pop("_recompute_text")
    for i in [i for i, r in enumerate(rc_str) if r not in RECOMPUTE]:
        unsupported[i] = f"recompute {rc_str[i]!r}: allowed {', '.join(RECOMPUTE)}"
    for i in np.flatnonzero(~np.isin(prec, PRECISIONS)):
        unsupported[i] = unsupported[i] or f"precision {prec[i]!r}: allowed {', '.join(PRECISIONS)}"
    for i in np.flatnonzero(~np.isin(plan["zero_stage"], (0.0, 1.0, 2.0, 3.0))):
        unsupported[i] = unsupported[i] or "zero_stage: allowed 0, 1, 2, 3"
    hw = measured_hardware(_text(df, "inter_network"), acc_ids, prec, notes, unsupported, n_gpus,
                           intras=_text(df, "intra_fabric"))
    hw["num_gpus"] = n_gpus
    fit_to_memory(w, plan, hw, notes, plan.pop("_zero_unpublished"), plan.pop("_whole_batch"))
    layout = plan["tp"] * plan["pp"] * plan["dp"] * plan["cp"]
    for i in np.flatnonzero(layout != n_gpus):
        unsupported[i] = unsupported[i] or f"tp*pp*dp*cp = {layout[i]:.0f} != num_gpus {n_gpus[i]:.0f}"
    req = ("layers", "hidden", "ffn_hidden", "heads", "seq_len", "global_batch_seqs")
    for i in np.flatnonzero(np.any([np.isnan(w[k]) for k in req], axis=0)):
        unsupported[i] = unsupported[i] or "missing model shape or global batch"
    for i in np.flatnonzero(w["num_experts"] > 1):
        if np.isnan(col("experts_per_token"))[i]:
            unsupported[i] = unsupported[i] or "MoE row without experts_per_token"
    bad = np.array([u is not None for u in unsupported])
    if bad.any():
        for k, v in HW_FILL.items():
            hw[k] = np.where(bad | np.isnan(hw[k]), v, hw[k])
        for d, keys in ((w, req + ("vocab",)), (plan, ("tp", "pp", "dp", "cp", "ep", "vp"))):
            for k in keys:
                d[k] = np.where(bad & np.isnan(d[k]), 1.0, d[k])
    out_notes = ["; ".join(([f"unsupported: {unsupported[i]}"] if unsupported[i] else []) + notes[i])
                 for i in range(n)]
    return w, plan, hw, out_notes
