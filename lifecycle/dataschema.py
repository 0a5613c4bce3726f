"""Declared schemas of the data tables (documented in data/README.md).

Used by :mod:`lifecycle.datacheck`. Each :class:`Schema` lists the columns of
one table in file order with their kind, whether a value is required, the
allowed range or values, the key and the columns that refer to other tables.
:func:`lifecycle.datarules.row_rules` adds the cross-column rules (idle power
below TDP, p05 <= value <= p95, layouts that multiply to the GPU count, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from lifecycle.model.recompute import RECOMPUTE_MODES
from lifecycle.model.steptime import FAMILIES  # the one list of accelerator families
from lifecycle.model.workload import OPTIMIZER_STATES

# Numeric columns carry their unit in the name: one of these suffixes ...
# what a disclosure's energy covers, and how its emissions were derived (the
# calibration model reads both: lifecycle/bayes/rows.py)
ENERGY_SCOPES = ("facility_incl_pue", "accelerator_dynamic", "none")
# what a measured average power per accelerator counts: the accelerator alone, or the
# system (host CPUs, memory, NICs, fans) divided by the accelerators (Patterson et al. 2021)
MEASURED_POWER_SCOPES = ("accelerator", "system")
EMISSIONS_BASES = ("measured_power", "tdp_x_hours", "assumed_power_x_hours", "reported")
# kinds of work a training run is made of (issue 15 item 4): data/disclosure_stages.csv and a
# scenario's `stages:` list
STAGE_KINDS = ("pretraining", "context_extension", "annealing", "distillation", "pruning",
               "progressive_growth", "post_training")

UNIT_SUFFIXES = (
    "_w", "_tflops", "_gb", "_gib", "_gb_per_s", "_us", "_s", "_usd", "_kgco2e", "_tco2e",
    "_per_cm2", "_per_kwh", "_days", "_hours", "_mwh", "_b", "_t", "_year", "_pct", "_mm2",
    "_nm", "_share", "_per_gpu_hour", "_m3", "_mhz", "_degc",
)
# ... or a unit prefix (names kept from the reference layout, e.g. tco2e_location) ...
UNIT_PREFIXES = ("tco2e_", "usd_per_")
# ... or they are dimensionless counts/ratios listed here (see data/README.md).
DIMENSIONLESS = frozenset({
    # counts
    "hbm_stacks", "gpus_per_node", "domain_size", "num_gpus", "interruptions", "units_in_quote",
    "accelerator_count", "num_experts", "experts_per_token", "layers", "hidden", "ffn_hidden",
    "heads", "kv_heads", "seq_len", "vocab", "global_batch_seqs", "micro_batch", "tp", "pp", "dp",
    "cp", "ep", "etp", "vp", "zero_stage", "fsdp_shard", "head_dim", "moe_ffn_hidden", "shared_experts",
    "first_dense_layers", "q_lora_rank", "kv_lora_rank", "qk_rope_head_dim", "v_head_dim",
    "stage", "gemm_m", "gemm_k", "gemm_n", "repetitions", "steps_timed", "experts", "tokens_per_expert",
    "attention_layers", "attention_window",
    "entry", "rows_count", "inside_90_count",  # validation/blind_predictions.csv
    # ratios and calendar year
    "pue", "year", "max_over_mean",
    # unit stated in the column name's own words or in a `unit` column
    "tokens_per_s_per_gpu", "tflops_per_gpu", "value", "low_value", "high_value",
})


@dataclass(frozen=True)
class Col:
    """Declared column: kind in {id, str, float, int, bool, date (YYYY-MM-DD), month (YYYY-MM)}."""

    kind: str = "str"
    required: bool = True  # must be non-empty on every row
    lo: float | None = None  # inclusive bounds for numbers
    hi: float | None = None
    gt: float | None = None  # exclusive lower bound
    allowed: tuple[str, ...] = ()

    @property
    def numeric(self) -> bool:
        return self.kind in ("float", "int")


@dataclass
class Schema:
    key: tuple[str, ...]
    cols: dict[str, Col]
    refs: dict[str, str] = field(default_factory=dict)  # column -> referenced table


def unit_name_ok(name: str) -> bool:
    """True if a numeric column name carries a unit (or is documented dimensionless)."""
    return (
        name in DIMENSIONLESS
        or "_" + name in UNIT_SUFFIXES  # the name is a unit itself, e.g. kgco2e
        or name.endswith(UNIT_SUFFIXES)
        or name.startswith(UNIT_PREFIXES)
    )


# what an embodied-carbon row counts (data/embodied.csv, data/fabrication.csv); the model's
# components: die, memory (HBM per GB), package, board -> accelerator-module; server-*;
# network; storage; building (lifecycle/report/content.py's scope table)
EMBODIED_SCOPES = ("die", "memory", "package", "board", "accelerator-module", "accelerator-range",
                   "accelerator-with-server-share", "server-host", "server-component", "network",
                   "storage", "building")
SRC = Col("str")
NOTES = Col("str", required=False)


def _opt(kind="float", **kw) -> Col:
    return Col(kind, required=False, **kw)


SCHEMAS: dict[str, Schema] = {
    "accelerators": Schema(("accelerator_id",), {
        "accelerator_id": Col("id"), "name": Col(), "vendor": Col(),
        "family": Col(allowed=FAMILIES), "launch_year": Col("int", lo=2010, hi=2035),
        "peak_tf32_tflops": _opt(gt=0, hi=1e5), "peak_bf16_tflops": Col("float", gt=0, hi=1e5),
        "peak_fp8_tflops": _opt(gt=0, hi=1e5), "hbm_gb": Col("float", gt=0, hi=4096),
        "hbm_bw_gb_per_s": Col("float", gt=0, hi=1e5), "hbm_stacks": Col("int", lo=1, hi=32),
        "tdp_w": Col("float", gt=0, hi=10000), "idle_w": Col("float", lo=0, hi=10000),
        "die_area_mm2": _opt(gt=0, hi=10000), "process_node": Col("id"),
        "default_intra_fabric": Col("id"), "default_inter_network": Col("id"),
        "gpus_per_node": Col("int", lo=1, hi=1024), "price_usd": _opt(gt=0, hi=1e7),
        "price_year": _opt("int", lo=2010, hi=2035), "source": SRC, "notes": NOTES,
    }, refs={"process_node": "fabrication", "default_intra_fabric": "fabrics",
             "default_inter_network": "fabrics"}),
    "fabrics": Schema(("fabric_id",), {
        "fabric_id": Col("id"), "kind": Col(allowed=("intra", "inter")), "name": Col(),
        "bw_gb_per_s": Col("float", gt=0, hi=1e5), "latency_us": Col("float", gt=0, hi=1e5),
        "domain_size": _opt("int", lo=1, hi=1e6), "source": SRC, "notes": NOTES,
    }),
    "grid": Schema(("region_id",), {
        "region_id": Col("id"), "name": Col(), "region_type": Col(),
        "year": Col("int", lo=1990, hi=2035), "gco2e_per_kwh": Col("float", lo=0, hi=2000),
        "p05_gco2e_per_kwh": _opt(lo=0, hi=2000), "p95_gco2e_per_kwh": _opt(lo=0, hi=2000),
        "cfe_share": _opt(lo=0, hi=1), "source": SRC, "notes": NOTES,
    }),
    "fabrication": Schema(("process_node",), {
        "process_node": Col("id"), "node_nm": Col("float", gt=0, hi=1000),
        "fab_kwh_per_cm2": Col("float", gt=0, hi=50),
        "gas_kgco2e_per_cm2": Col("float", lo=0, hi=20),
        "materials_kgco2e_per_cm2": Col("float", lo=0, hi=20),
        "defect_density_per_cm2": Col("float", lo=0, hi=10),
        "fab_grid_gco2e_per_kwh": Col("float", lo=0, hi=2000),
        "scope": Col(allowed=EMBODIED_SCOPES), "source": SRC, "notes": NOTES,
    }),
    "embodied": Schema(("item_id",), {
        "item_id": Col("id"), "item": Col(), "kgco2e": Col("float", gt=0, hi=1e9), "per": Col(),
        "scope": Col(allowed=EMBODIED_SCOPES), "boundary": Col(),
        "low_kgco2e": _opt(gt=0, hi=1e9), "high_kgco2e": _opt(gt=0, hi=1e9),
        "source": SRC, "notes": NOTES,
    }),
    "datacenter": Schema(("item_id",), {
        "item_id": Col("id"),
        "category": Col(allowed=("pue", "electricity_price", "facility_capex", "server_cost",
                                 "network_cost", "storage", "lifetime", "power", "recovery",
                                 "cloud_discount", "utilisation", "development")),
        "entity": Col(), "value": Col("float", gt=0, hi=1e12), "unit": Col(),
        "year": Col("int", lo=1990, hi=2035), "source": SRC, "notes": NOTES,
    }),
    "water": Schema(("item_id",), {
        "item_id": Col("id"),
        "category": Col(allowed=("onsite_wue", "offsite_ewif", "fab_water")),
        "entity": Col(), "value": Col("float", gt=0, hi=1e6),
        "low_value": _opt(gt=0, hi=1e6), "high_value": _opt(gt=0, hi=1e6),
        "unit": Col(allowed=("L/kWh", "L/wafer-layer", "L/accelerator")),
        "year": Col("int", lo=1990, hi=2035), "source": SRC, "notes": NOTES,
    }),
    "disclosures": Schema(("id",), {
        "id": Col("id"), "model": Col(), "arch": Col(allowed=("dense", "moe")),
        "params_b": Col("float", gt=0, hi=1e5), "active_params_b": _opt(gt=0, hi=1e5),
        "num_experts": _opt("int", lo=1), "experts_per_token": _opt("int", lo=1),
        "tokens_t": _opt(gt=0, hi=1e3), "accelerator": Col("id"),
        "accelerator_count": _opt("int", lo=1, hi=1e7), "gpu_hours": _opt(gt=0, hi=1e10),
        "wall_clock_days": _opt(gt=0, hi=3650), "device_power_w": _opt(gt=0, hi=10000),
        "measured_power_w": _opt(gt=0, hi=10000),
        "measured_power_scope": Col(required=False, allowed=MEASURED_POWER_SCOPES),
        "energy_mwh": _opt(gt=0, hi=1e7),
        "pue": _opt(lo=1, hi=3), "grid_gco2e_per_kwh": _opt(lo=0, hi=2000),
        "tco2e_location": _opt(lo=0, hi=1e7), "tco2e_market": _opt(lo=0, hi=1e7),
        "embodied_tco2e": _opt(lo=0, hi=1e7), "cost_usd": _opt(gt=0, hi=1e11),
        "cost_basis": Col(required=False), "scope": Col(), "value_type": Col(),
        "energy_scope": Col(allowed=ENERGY_SCOPES),
        "emissions_basis": Col(required=False, allowed=EMISSIONS_BASES),
        "published": Col("month", required=False), "water_m3": _opt(lo=0, hi=1e9),
        "source": SRC, "notes": NOTES,
    }, refs={"accelerator": "accelerators"}),
    "disclosure_stages": Schema(("disclosure_id", "stage"), {
        "disclosure_id": Col("id"), "stage": Col("int", lo=1, hi=100),
        "kind": Col(allowed=STAGE_KINDS), "tokens_t": _opt(gt=0, hi=1e3),
        "seq_len": _opt("int", lo=1, hi=1e8), "params_b": _opt(gt=0, hi=1e5),
        "teacher_params_b": _opt(gt=0, hi=1e5), "teacher_forward_in_hours": _opt("bool"),
        "source": SRC, "notes": NOTES,
    }, refs={"disclosure_id": "disclosures"}),
    "disclosure_shapes": Schema(("disclosure_id",), {
        "disclosure_id": Col("id"), "layers": _opt("int", lo=1, hi=1e4),
        "attention_layers": _opt("int", lo=0, hi=1e4), "hidden": _opt("int", lo=1, hi=1e6),
        "heads": _opt("int", lo=1, hi=1e4), "head_dim": _opt("int", lo=1, hi=1e4),
        "v_head_dim": _opt("int", lo=1, hi=1e4), "seq_len": _opt("int", lo=1, hi=1e8),
        "attention_window": _opt("int", lo=1, hi=1e8),
        "source": SRC, "notes": NOTES,
    }),
    "reliability": Schema(("study", "cause"), {
        "study": Col("id"), "accelerator_id": Col("id"), "num_gpus": Col("int", lo=1, hi=1e7),
        "period_days": _opt(gt=0, hi=3650), "cause": Col(), "category": Col(),
        "interruptions": Col("int", lo=0, hi=1e7), "unexpected": Col("bool"),
        "source": SRC, "notes": NOTES,
    }, refs={"accelerator_id": "accelerators"}),
    "accelerator_prices": Schema(("accelerator_id", "date", "basis", "units_in_quote"), {
        "accelerator_id": Col("id"), "date": Col("date"), "price_usd": Col("float", gt=0, hi=1e7),
        "basis": Col(allowed=("list", "server_divided", "reseller", "estimate")),
        "units_in_quote": Col("int", lo=1, hi=1e6), "source": SRC, "notes": NOTES,
    }, refs={"accelerator_id": "accelerators"}),
    "cloud_prices": Schema(("accelerator_id", "provider", "year", "basis"), {
        "accelerator_id": Col("id"), "provider": Col("id"),
        "usd_per_gpu_hour": Col("float", gt=0, hi=1000), "year": Col("int", lo=2010, hi=2035),
        "basis": Col(allowed=("on_demand", "reserved_1y", "reserved_3y", "spot", "assumed_rental")),
        "source": SRC, "notes": NOTES,
    }, refs={"accelerator_id": "accelerators"}),
}
_POS = dict(kind="int", lo=1)
# evidence for the MoE priors (priors/steptime.yaml): one published microbenchmark number per row
SCHEMAS["moe_microbenchmarks"] = Schema(("item_id",), {
    "item_id": Col("id"), "quantity": Col(), "value": Col("float", gt=0, hi=1e12),
    "unit": Col(), "accelerator": Col("id", required=False), "condition": Col(),
    "source": SRC, "notes": NOTES,
}, refs={"accelerator": "accelerators"})
# published attention-kernel figures (FlashAttention-2/3 on A100/H100/B200): the evidence for
# lifecycle.hardware.FA2_PEAK_SHARE (data/derivations/legacy_mma.py); the same columns
SCHEMAS["attention_published"] = SCHEMAS["moe_microbenchmarks"]
# GEMM rate against shape on one accelerator (benchmarks/device/gemm_sweep.py): the evidence
# for the shape-aware GEMM efficiency priors (data/derivations/gemm_shape.py)
SCHEMAS["gemm_microbenchmarks"] = Schema(("row_id",), {
    "row_id": Col("id"), "source": SRC, "accelerator": Col("id"),
    "dtype": Col(allowed=("bf16", "fp16", "fp8")), "gemm_m": Col(**_POS), "gemm_k": Col(**_POS),
    "gemm_n": Col(**_POS), "time_s": Col("float", gt=0, hi=1e3), "repetitions": Col(**_POS),
    "achieved_tflops": Col("float", gt=0, hi=1e5), "notes": NOTES,
}, refs={"accelerator": "accelerators"})
# host-bound steps of a tiny decoder (benchmarks/device/host_sweep.py): host_overhead_per_layer_us
SCHEMAS["host_microbenchmarks"] = Schema(("row_id",), {
    "row_id": Col("id"), "source": SRC, "accelerator": Col("id"), "stack": Col(allowed=("eager", "compiled")),
    "recompute": Col(allowed=("none", "full")),
    "mlp": Col(allowed=("dense", "moe-grouped", "moe-grouped-sync", "moe-loop")),
    "num_experts": Col("int", lo=0, hi=1024), "experts_per_token": Col("int", lo=0, hi=64),
    "layers": Col(**_POS), "hidden": Col(**_POS),
    "seq_len": Col(**_POS), "micro_batch": Col(**_POS), "step_time_s": Col("float", gt=0, hi=1e3),
    "steps_timed": Col(**_POS), "launch_us": Col("float", gt=0, hi=1e4), "notes": NOTES,
}, refs={"accelerator": "accelerators"})
# published collective bandwidths (NCCL bus bandwidth against node count): not read by the model
SCHEMAS["collective_microbenchmarks"] = Schema(("row_id",), {
    "row_id": Col("id"), "source": SRC, "accelerator": Col("id"), "network": Col(),
    "collective": Col(allowed=("all_reduce", "all_gather", "reduce_scatter")), "num_gpus": Col(**_POS),
    "gpus_per_node": Col(**_POS), "message_gib": Col("float", gt=0, hi=1e4),
    "busbw_median_gb_per_s": Col("float", gt=0, hi=1e5), "busbw_p05_gb_per_s": _opt(gt=0, hi=1e5),
    "busbw_p95_gb_per_s": _opt(gt=0, hi=1e5), "fabric_id": Col("id", required=False),
    "node_network_gb_per_s": _opt(gt=0, hi=1e5),
    "nic_basis": Col(allowed=("stated", "inferred"), required=False), "notes": NOTES,
}, refs={"accelerator": "accelerators", "fabric_id": "fabrics"})
# grouped (MoE expert) GEMMs against tokens per expert (benchmarks/device/grouped_sweep.py):
# the evidence for grouped_gemm_half_tokens (data/derivations/moe_kernels.py)
SCHEMAS["grouped_gemm_microbenchmarks"] = Schema(("row_id",), {
    "row_id": Col("id"), "source": SRC, "accelerator": Col("id"), "dtype": Col(allowed=("bf16", "fp8")),
    "kernel": Col(allowed=("grouped_mm", "scaled_grouped_mm", "matmul")),
    "passes": Col(allowed=("fwd", "fwd_bwd")), "shape": Col(), "experts": Col(**_POS),
    "tokens_per_expert": Col(**_POS), "gemm_k": Col(**_POS), "gemm_n": Col(**_POS),
    "max_over_mean": _opt(gt=0, hi=100), "time_s": Col("float", gt=0, hi=1e3), "repetitions": Col(**_POS),
    "achieved_tflops": Col("float", gt=0, hi=1e5), "notes": NOTES,
}, refs={"accelerator": "accelerators"})
# attention-core rate against sequence length and head dim (benchmarks/device/attn_sweep.py):
# the evidence for the attention priors (data/derivations/attention_seq.py)
SCHEMAS["attention_microbenchmarks"] = Schema(("row_id",), {
    "row_id": Col("id"), "source": SRC, "accelerator": Col("id"),
    "backend": Col(allowed=("FLASH_ATTENTION", "CUDNN_ATTENTION")), "head_dim": Col(**_POS),
    "heads": Col(**_POS), "seq_len": Col(**_POS), "micro_batch": Col(**_POS),
    "fwd_s": Col("float", gt=0, hi=1e3), "fwd_bwd_s": Col("float", gt=0, hi=1e3),
    "fwd_tflops": Col("float", gt=0, hi=1e5), "fwd_bwd_tflops": Col("float", gt=0, hi=1e5),
    "gemm_bf16_tflops": Col("float", gt=0, hi=1e5), "notes": NOTES,
}, refs={"accelerator": "accelerators"})
# accelerator board power measured while training (benchmarks/device), idle, and ceilings
SCHEMAS["power_measurements"] = Schema(("row_id",), {
    "row_id": Col("id"), "source": SRC, "accelerator": Col("id"),
    "power_limit_w": Col("float", gt=0, hi=5000), "workload": Col(),
    "step_row_id": Col(required=False), "window_s": Col("float", gt=0, hi=1e5),
    "board_power_w": _opt(gt=0, hi=5000), "sampled_power_w": _opt(gt=0, hi=5000),
    "idle_power_w": _opt(gt=0, hi=5000), "sm_clock_median_mhz": _opt(gt=0, hi=5000),
    "temp_max_degc": _opt(gt=0, hi=150), "activity_share": _opt(lo=-0.2, hi=1.2),
    "value": _opt(gt=0, hi=1e7), "value_unit": Col(required=False), "notes": NOTES,
}, refs={"accelerator": "accelerators"})
# what a printed peak memory measures: the allocator's tensors (torch max_memory_allocated),
# its reserved pool (max_memory_reserved, torchtitan's log), the device's use (nvidia-smi,
# with the CUDA context), or not said (lifecycle.bayes.steptime_block: the memory likelihood)
MEMORY_MEASURES = ("allocated", "reserved", "device", "unspecified")

MEASUREMENT_SCHEMA = Schema(("row_id",), {
    "row_id": Col(), "source": SRC, "table": Col(), "model": Col(),
    "arch": Col(allowed=("dense", "moe")), "layers": Col(**_POS), "hidden": Col(**_POS),
    "ffn_hidden": Col(**_POS), "ffn_gated": Col("bool"), "heads": Col(**_POS),
    "kv_heads": Col(**_POS), "seq_len": Col(**_POS), "vocab": _opt("int", lo=1),
    "num_experts": _opt("int", lo=1), "experts_per_token": _opt("int", lo=1),
    "global_batch_seqs": _opt("int", lo=1), "micro_batch": _opt("int", lo=1),
    "tp": Col(**_POS), "pp": Col(**_POS), "dp": Col(**_POS), "cp": Col(**_POS),
    "ep": Col(**_POS), "vp": Col(**_POS), "sequence_parallel": Col("bool"),
    "zero_stage": Col("int", lo=0, hi=3), "num_gpus": Col(**_POS), "accelerator": Col("id"),
    "precision": Col(allowed=("bf16", "fp16", "fp8")),
    "recompute": Col(allowed=RECOMPUTE_MODES), "framework": Col(),
    "step_time_s": Col("float", gt=0, hi=1e5), "tokens_per_s_per_gpu": Col("float", gt=0, hi=1e7),
    "tflops_per_gpu": _opt(gt=0, hi=1e5),
    "tflops_basis": Col(required=False, allowed=("model", "hardware")),
    "mfu_pct": _opt(gt=0, hi=100), "measured_or_derived": Col(), "confidence": Col(),
    "notes": NOTES,
    "head_dim": _opt("int", lo=1), "moe_ffn_hidden": _opt("int", lo=1),
    "shared_experts": _opt("int", lo=0), "first_dense_layers": _opt("int", lo=0),
    "activation_offload": _opt("bool"),
    "etp": _opt("int", lo=1), "moe_force_balance": _opt("bool"), "fsdp_shard": _opt("int", lo=1),
    "moe_dispatcher": Col(required=False, allowed=("alltoall", "hierarchical")),
    # CUDA graphs the run replayed: full (every layer's launches, e.g. full-iteration or per-layer
    # graphs), partial (some modules of each layer, e.g. TE scopes attn/moe_router/moe_preprocess)
    "cuda_graphs": Col(required=False, allowed=("none", "partial", "full")),
    "inter_network": Col("id", required=False),
    # the run's scale-up fabric where it differs from the accelerator's default (4-GPU boards)
    "intra_fabric": Col("id", required=False),
    "optimizer_state": Col(required=False, allowed=tuple(OPTIMIZER_STATES)),
    # peak memory per GPU the source printed for the run, and what its tool measures
    "peak_memory_gib": _opt(gt=0, hi=1e4),
    "memory_measure": Col(required=False, allowed=MEMORY_MEASURES),
    "q_lora_rank": _opt("int", lo=1), "kv_lora_rank": _opt("int", lo=1),
    "qk_rope_head_dim": _opt("int", lo=1), "v_head_dim": _opt("int", lo=1),
}, refs={"accelerator": "accelerators", "inter_network": "fabrics", "intra_fabric": "fabrics"})


def _relaxed(schema: Schema, optional=(), dropped=()) -> Schema:
    """``schema`` with the columns ``optional`` allowed empty and the columns ``dropped`` left out."""
    return Schema(schema.key, {c: replace(col, required=False) if c in optional else col
                               for c, col in schema.cols.items() if c not in dropped})


# the frozen validation tables under data/validation/ (data/validation/README.md): the layout of
# their calibration counterparts, read as validate reads them. A step-time row is predicted from
# its plan and scored on tokens/s (vp defaults to 1, its step time may be unpublished); a
# disclosure row carries no publication month. Accelerators are not checked against
# data/accelerators.csv: a row on an unknown one is reported `unsupported` by validate, not counted.
VALIDATION_SCHEMAS = {
    "steptime": (_relaxed(MEASUREMENT_SCHEMA, optional=("vp", "step_time_s")), "measurements"),
    "disclosures": (_relaxed(SCHEMAS["disclosures"], dropped=("published",)), "disclosures"),
    "disclosure_shapes": (SCHEMAS["disclosure_shapes"], "disclosure_shapes"),
    # the figures of the log "Predictions of new calibration rows before they joined", one line
    # per (entry, quantity, variant) with the verbatim fragment read (lifecycle.validate.blind)
    "blind_predictions": (Schema(("entry", "quantity", "variant"), {
        "entry": Col("int", lo=1), "date": Col("date"),
        "quantity": Col(allowed=("tokens_per_s", "gpu_hours", "wall_clock_days")),
        "variant": Col(allowed=("unseen_publisher", "own_offset")),
        "rows_count": Col("int", lo=1), "mape_pct": _opt(lo=0, hi=1e4),
        "median_abs_pct": _opt(lo=0, hi=1e4), "coverage_90_pct": _opt(lo=0, hi=100),
        "inside_90_count": _opt("int", lo=0), "median_bias_pct": _opt(lo=-100, hi=1e4),
        "posterior_commit": Col(required=False), "notes": NOTES, "quote": Col(),
    }), "blind_predictions"),
}
