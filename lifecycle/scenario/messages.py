"""Turn pydantic validation errors into one readable line per problem.

Each line names the key path (``plan -> tp``) and what is allowed; unknown
keys get a "did you mean" from the section's keys and from common spellings
(Megatron / DeepSpeed / Hugging Face names such as ``tensor_model_parallel_size``).
"""

from __future__ import annotations

import difflib

from pydantic import ValidationError

from lifecycle.errors import Problem
from lifecycle.scenario.schema import (
    Cluster, Lifecycle, Model, Plan, Project, RuleViolations, Scenario, Site, Training,
)

SECTIONS = {"model": Model, "training": Training, "plan": Plan, "cluster": Cluster,
            "site": Site, "lifecycle": Lifecycle, "project": Project}
_HIDDEN = {"plan_auto"}

#: other spellings people write -> schema key
SYNONYMS = {
    "wue_l_per_kwh": ("wue",),
    "ewif_l_per_kwh": ("ewif", "wue_source", "wue_offsite"),
    "tp": ("tensor_parallel", "tensor_model_parallel_size", "tensor_parallel_size", "tensor"),
    "pp": ("pipeline_parallel", "pipeline_model_parallel_size", "pipeline_parallel_size",
           "pipeline"),
    "dp": ("data_parallel", "data_parallel_size", "data"),
    "cp": ("context_parallel", "context_parallel_size"),
    "ep": ("expert_parallel", "expert_model_parallel_size", "expert_parallel_size"),
    "vp": ("virtual_pipeline", "virtual_pipeline_model_parallel_size", "interleave",
           "virtual_stages"),
    "micro_batch": ("micro_batch_size", "microbatch", "mbs"),
    "sequence_parallel": ("sp", "seq_parallel"),
    "zero_stage": ("zero", "zero_optimization", "fsdp"),
    "recompute": ("activation_checkpointing", "recompute_granularity", "checkpoint_activations"),
    "layers": ("num_layers", "num_hidden_layers", "n_layer", "n_layers"),
    "hidden": ("hidden_size", "d_model", "n_embd", "model_dim"),
    "ffn_hidden": ("intermediate_size", "ffn_hidden_size", "ffn_dim", "d_ff"),
    "heads": ("num_attention_heads", "n_head", "n_heads", "num_heads"),
    "kv_heads": ("num_key_value_heads", "num_query_groups", "n_kv_heads"),
    "vocab": ("vocab_size", "padded_vocab_size"),
    "seq_len": ("seq_length", "max_position_embeddings", "sequence_length", "context_length"),
    "num_experts": ("n_routed_experts", "num_local_experts", "experts"),
    "experts_per_token": ("num_experts_per_tok", "top_k", "moe_router_topk", "topk"),
    "global_batch_seqs": ("global_batch_size", "batch_size", "gbs", "global_batch"),
    "tokens": ("train_tokens", "num_tokens", "training_tokens"),
    "count": ("num_gpus", "gpus", "n_gpus", "num_accelerators"),
    "accelerator": ("gpu", "gpu_type", "device"),
    "gpus_per_node": ("gpus_per_server", "devices_per_node"),
    "region": ("grid_region", "location"),
    "grid_gco2e_per_kwh": ("carbon_intensity", "grid_intensity"),
    "lifetime_years": ("lifetime", "years"),
    "utilisation": ("utilization", "util"),
    "rent_usd_per_gpu_hour": ("price_per_gpu_hour", "usd_per_gpu_hour", "rent"),
}


def allowed_keys(section: str | None) -> list[str]:
    """Keys a section accepts (``None``: the top level)."""
    cls = Scenario if section is None else SECTIONS[section]
    return [k for k in cls.model_fields if k not in _HIDDEN]


def did_you_mean(key: str, allowed: list[str]) -> str | None:
    """Closest allowed key by spelling or by a known synonym."""
    low = str(key).lower().replace("-", "_")
    near = difflib.get_close_matches(low, allowed, n=1, cutoff=0.75)
    if near:
        return near[0]
    best, score = None, 0.0
    for k in allowed:
        for syn in SYNONYMS.get(k, ()):
            r = difflib.SequenceMatcher(None, low, syn).ratio()
            if r > score:
                best, score = k, r
    if score >= 0.75:
        return best
    near = difflib.get_close_matches(low, allowed, n=1, cutoff=0.6)
    return near[0] if near else None


def _path(loc) -> str:
    return " -> ".join(str(x) for x in loc)


def _n(x) -> str:
    return f"{x:g}" if isinstance(x, float) else str(x)


def _got(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _unknown_key(loc) -> tuple[str, str]:
    key = loc[-1]
    parent = loc[:-1]
    section = parent[0] if parent and parent[0] in SECTIONS and len(parent) == 1 else None
    if parent and section is None:  # e.g. inside a non-section mapping
        return _path(loc), "unknown key"
    allowed = allowed_keys(section)
    near = did_you_mean(str(key), allowed)
    hint = f"; did you mean '{near}'?" if near else ""
    return _path(loc), f"unknown key '{key}'{hint} (allowed: {', '.join(allowed)})"


def _describe(err: dict) -> str:
    t, ctx, got = err["type"], err.get("ctx") or {}, err.get("input")
    if t == "missing":
        return "required key is missing"
    if t == "literal_error":
        return f"must be one of {ctx.get('expected')}; got {_got(got)}"
    if t in ("int_parsing", "int_type", "int_from_float"):
        return f"must be a whole number; got {_got(got)}"
    if t in ("float_parsing", "float_type"):
        return f"must be a number; got {_got(got)}"
    if t == "finite_number":
        return f"must be a finite number; got {_got(got)}"
    if t in ("bool_parsing", "bool_type"):
        return f"must be true or false; got {_got(got)}"
    if t in ("string_type",):
        return f"must be text; got {_got(got)}"
    if t in ("model_type", "dict_type", "model_attributes_type"):
        return f"must be a mapping of keys; got {_got(got)}"
    if t == "greater_than":
        return f"must be > {_n(ctx.get('gt'))}; got {_got(got)}"
    if t == "greater_than_equal":
        return f"must be >= {_n(ctx.get('ge'))}; got {_got(got)}"
    if t == "less_than":
        return f"must be < {_n(ctx.get('lt'))}; got {_got(got)}"
    if t == "less_than_equal":
        return f"must be <= {_n(ctx.get('le'))}; got {_got(got)}"
    if t in ("string_too_short", "string_too_long"):
        return f"{err['msg'].lower()}; got {_got(got)}"
    return f"{err['msg']}; got {_got(got)}"


def problems_from_validation(exc: ValidationError, file: str) -> list[Problem]:
    """One :class:`Problem` per pydantic error (rule violations expanded)."""
    out: list[Problem] = []
    for err in exc.errors():
        loc = tuple(err["loc"])
        ctx = err.get("ctx") or {}
        cause = ctx.get("error")
        if isinstance(cause, RuleViolations):
            out += [Problem(file, where, msg) for where, msg in cause.problems]
            continue
        if err["type"] == "extra_forbidden":
            where, msg = _unknown_key(loc)
            out.append(Problem(file, where, msg))
            continue
        where = _path(loc)
        msg = _describe(err)
        if loc == ("schema_version",):
            msg = ("required: schema_version: 1" if err["type"] == "missing"
                   else "must be 1 (the scenario format this lifecycle reads); "
                        f"got {_got(err.get('input'))}")
        elif err["type"] == "missing" and len(loc) == 1 and loc[0] in SECTIONS:
            msg = f"required section is missing (keys: {', '.join(allowed_keys(loc[0]))})"
        elif loc == ("plan",) and err["type"] in ("model_type", "dict_type"):
            msg = ("must be a mapping (tp, pp, dp, ...) or the word auto; "
                   f"got {_got(err.get('input'))}")
        out.append(Problem(file, where, msg))
    # keep order, drop exact duplicates
    seen, uniq = set(), []
    for p in out:
        if str(p) not in seen:
            seen.add(str(p))
            uniq.append(p)
    return uniq
