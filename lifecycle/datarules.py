"""Cross-column and cross-table rules of the data tables (documented in data/README.md).

The column declarations are :mod:`lifecycle.dataschema`; :func:`row_rules` adds what one
column cannot say alone: idle power below TDP, p05 <= value <= p95, layouts that multiply
to the GPU count, a stage's disclosure, ... Used by :mod:`lifecycle.datacheck`.
"""

from __future__ import annotations

from lifecycle.dataschema import MEASURED_POWER_SCOPES
from lifecycle.errors import Problem

def _p(label: str, r: dict, col: str, msg: str) -> Problem:
    return Problem(label, f"row {r['_n']} ({r['_key']}): {col}", msg)


def _num(r: dict, *cols) -> bool:
    return all(isinstance(r.get(c), int | float) and not isinstance(r.get(c), bool) for c in cols)


def _fabric_kinds(label, r, tables, cols):
    """A fabric column (``cols``: (column, kind) pairs) that names a fabric of the other kind."""
    fab_kind = {f["fabric_id"]: f.get("kind") for f in tables.get("fabrics", [])
                if f.get("fabric_id")}
    for col, kind in cols:
        k = fab_kind.get(r.get(col))
        if k is not None and k != kind:
            yield _p(label, r, col, f"fabric '{r[col]}' is kind {k}, expected {kind}")


def _accelerators(label, r, tables):
    if _num(r, "idle_w", "tdp_w") and r["idle_w"] >= r["tdp_w"]:
        yield _p(label, r, "idle_w",
                 f"must be below tdp_w ({r['tdp_w']:g}), got {r['idle_w']:g}")
    if _num(r, "peak_fp8_tflops", "peak_bf16_tflops") and \
            r["peak_fp8_tflops"] < r["peak_bf16_tflops"]:
        yield _p(label, r, "peak_fp8_tflops", "must be >= peak_bf16_tflops")
    if _num(r, "peak_tf32_tflops", "peak_bf16_tflops") and \
            r["peak_tf32_tflops"] > r["peak_bf16_tflops"]:
        yield _p(label, r, "peak_tf32_tflops", "must be <= peak_bf16_tflops")
    yield from _fabric_kinds(label, r, tables, (("default_intra_fabric", "intra"),
                                                ("default_inter_network", "inter")))


def _fabrics(label, r, tables):
    if r.get("kind") == "intra" and r.get("domain_size") is None:
        yield _p(label, r, "domain_size", "required for intra fabrics")
    if r.get("kind") == "inter" and r.get("domain_size") is not None:
        yield _p(label, r, "domain_size", "must be empty for inter networks")


def _grid(label, r, tables):
    lo, hi, v = r.get("p05_gco2e_per_kwh"), r.get("p95_gco2e_per_kwh"), r.get("gco2e_per_kwh")
    if (lo is None) != (hi is None):
        yield _p(label, r, "p05_gco2e_per_kwh", "give both p05 and p95 or neither")
    elif _num(r, "p05_gco2e_per_kwh", "p95_gco2e_per_kwh", "gco2e_per_kwh") and \
            not lo <= v <= hi:
        yield _p(label, r, "gco2e_per_kwh",
                 f"must lie within p05..p95 ({lo:g}..{hi:g}), got {v:g}")


def _embodied(label, r, tables):
    lo, hi, v = r.get("low_kgco2e"), r.get("high_kgco2e"), r.get("kgco2e")
    if _num(r, "low_kgco2e", "kgco2e") and lo > v:
        yield _p(label, r, "low_kgco2e", f"must be <= kgco2e ({v:g}), got {lo:g}")
    if _num(r, "high_kgco2e", "kgco2e") and hi < v:
        yield _p(label, r, "high_kgco2e", f"must be >= kgco2e ({v:g}), got {hi:g}")


def _water(label, r, tables):
    lo, hi, v = r.get("low_value"), r.get("high_value"), r.get("value")
    if (lo is None) != (hi is None):
        yield _p(label, r, "low_value", "give both low_value and high_value or neither")
    if _num(r, "low_value", "value") and lo > v:
        yield _p(label, r, "low_value", f"must be <= value ({v:g}), got {lo:g}")
    if _num(r, "high_value", "value") and hi < v:
        yield _p(label, r, "high_value", f"must be >= value ({v:g}), got {hi:g}")


_DC_BOUNDS = {"pue": (1.0, 3.0), "electricity_price": (0.0, 1.0), "cloud_discount": (0.0, 1.0),
              "network_cost": (0.0, 1.0), "utilisation": (0.0, 1.0)}


def _datacenter(label, r, tables):
    c, v = r.get("category"), r.get("value")
    b = _DC_BOUNDS.get(c)
    if b and _num(r, "value") and not b[0] <= v <= b[1]:
        yield _p(label, r, "value", f"{c} must lie in {b[0]:g}..{b[1]:g}, got {v:g}")


def _disclosures(label, r, tables):
    scope = r.get("energy_scope")
    if scope == "none" and r.get("energy_mwh") is not None:
        yield _p(label, r, "energy_mwh", "must be empty when energy_scope is none")
    if scope not in (None, "none") and r.get("energy_mwh") is None:
        yield _p(label, r, "energy_mwh", f"required when energy_scope is {scope}")
    if (r.get("measured_power_w") is None) != (r.get("measured_power_scope") is None):
        yield _p(label, r, "measured_power_scope", "give it exactly when measured_power_w is given "
                 f"({' or '.join(MEASURED_POWER_SCOPES)})")
    has_t = any(r.get(c) is not None for c in ("tco2e_location", "tco2e_market"))
    if has_t and r.get("emissions_basis") is None:
        yield _p(label, r, "emissions_basis", "required when emissions are given")


def _disclosure_stages(label, r, tables):
    teacher = r.get("teacher_params_b") is not None
    if teacher and r.get("kind") != "distillation":
        yield _p(label, r, "teacher_params_b", "only for kind distillation")
    if r.get("kind") == "distillation" and not teacher:
        yield _p(label, r, "teacher_params_b", "required for kind distillation (the teacher's "
                 "parameters; its forward pass costs 2 x teacher params FLOPs per token)")
    if teacher and r.get("teacher_forward_in_hours") is None:
        yield _p(label, r, "teacher_forward_in_hours", "required with teacher_params_b: true "
                 "when the disclosure's GPU-hours include the teacher's forward passes")


def _disclosure_shapes(label, r, tables):
    if _num(r, "layers", "attention_layers") and r["attention_layers"] > r["layers"]:
        yield _p(label, r, "attention_layers", f"at most layers ({r['layers']})")


def _measurements(label, r, tables):
    yield from _fabric_kinds(label, r, tables, (("intra_fabric", "intra"), ("inter_network", "inter")))
    if _num(r, "tp", "pp", "dp", "cp", "num_gpus"):
        prod = r["tp"] * r["pp"] * r["dp"] * r["cp"]
        if prod != r["num_gpus"]:
            yield _p(label, r, "num_gpus", f"must equal tp*pp*dp*cp = {prod}, got {r['num_gpus']}")
    if _num(r, "heads", "kv_heads") and r["heads"] % r["kv_heads"]:
        yield _p(label, r, "kv_heads", f"must divide heads ({r['heads']})")
    if r.get("arch") == "moe" and r.get("num_experts") is None:
        yield _p(label, r, "num_experts", "required for arch moe")
    if (r.get("peak_memory_gib") is None) != (r.get("memory_measure") is None):
        yield _p(label, r, "memory_measure", "give peak_memory_gib and memory_measure together "
                 "(allocated, reserved, device or unspecified) or neither")
    # both throughput columns given: they must describe the same step (a per-GPU rate that is
    # really a cluster or per-replica rate is the usual slip); 5% allows published rounding
    if _num(r, "global_batch_seqs", "seq_len", "step_time_s", "num_gpus", "tokens_per_s_per_gpu"):
        implied = r["global_batch_seqs"] * r["seq_len"] / (r["step_time_s"] * r["num_gpus"])
        if abs(implied / r["tokens_per_s_per_gpu"] - 1.0) > 0.05:
            yield _p(label, r, "tokens_per_s_per_gpu",
                     f"must agree within 5% with global_batch_seqs*seq_len/(step_time_s*num_gpus) "
                     f"= {implied:.4g} (per accelerator), got {r['tokens_per_s_per_gpu']}")


_RULES = {"accelerators": _accelerators, "fabrics": _fabrics, "grid": _grid,
          "embodied": _embodied, "water": _water, "datacenter": _datacenter,
          "disclosures": _disclosures, "measurements": _measurements,
          "disclosure_stages": _disclosure_stages, "disclosure_shapes": _disclosure_shapes}


def row_rules(name: str, label: str, rows: list[dict],
              tables: dict[str, list[dict]]) -> list[Problem]:
    """Cross-column and cross-table rules of one table; one Problem per violation."""
    rule = _RULES.get(name)
    if rule is None:
        return []
    return [p for r in rows for p in rule(label, r, tables)]
