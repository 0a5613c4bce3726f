"""Model-section alternatives: a shape from ``params_b`` or from a HF ``config.json``.

:func:`expand_model` runs before the ``model`` section is validated; it turns
``params_b`` or ``hf_config`` into concrete shape keys (keys the user wrote
next to them win) and records how in ``derived_from``. Anything it cannot use
is left for the schema to report.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from lifecycle.model.workload import param_counts
from lifecycle.scenario.schema import RuleViolations

__all__ = ["expand_model", "shape_from_params", "hf_to_model", "model_params", "HEAD_DIM",
           "ASPECT_RATIO", "DEFAULT_VOCAB", "DEFAULT_SEQ_LEN"]

#: d_model / n_layers of the derived shape: GPT-3 175B has 12288/96 = 128
#: (Brown et al. 2020, Table 2.1), Llama 3 405B 16384/126 = 130 (Dubey et al.
#: 2024, Table 3); Kaplan et al. 2020 (arXiv:2001.08361, sec. 3.1, Fig. 5) find
#: the loss nearly flat for aspect ratios 20-200, so one ratio serves all sizes.
ASPECT_RATIO = 128
#: Head dimension of the derived shape (GPT-3, Llama 1-3 all use 128).
HEAD_DIM = 128
#: Vocabulary and sequence length when only params_b is given (Llama 2,
#: Touvron et al. 2023, arXiv:2307.09288): 32,000 tokens, 4,096 context.
DEFAULT_VOCAB = 32000
DEFAULT_SEQ_LEN = 4096
#: Largest relative gap between params_b and the derived shape's count.
PARAMS_TOLERANCE = 0.05

_SHAPE_KEYS = ("layers", "hidden", "ffn_hidden", "heads")


def model_params(m) -> dict:
    """Total and active parameters of a model section or dict (via workload.param_counts)."""
    g = m.get if isinstance(m, dict) else (lambda k, d=None: getattr(m, k, d))
    n_exp = g("num_experts") or 1
    w = {
        "layers": float(g("layers")), "hidden": float(g("hidden")),
        "ffn_hidden": float(g("ffn_hidden")), "ffn_gated": float(bool(g("ffn_gated", False))),
        "heads": float(g("heads")), "kv_heads": float(g("kv_heads") or g("heads")),
        "vocab": float(g("vocab")), "num_experts": float(n_exp),
        "experts_per_token": float(g("experts_per_token") or 1),
        "shared_experts": float(g("shared_experts", 0) or 0),
        "moe_ffn_hidden": float(g("moe_ffn_hidden") or g("ffn_hidden")),
        "first_dense_layers": float(g("first_dense_layers", 0) or 0),
        "tie_embeddings": float(bool(g("tie_embeddings", False))),
    }
    pc = param_counts(w)
    return {k: float(v) for k, v in pc.items()}


def _llama_ffn(hidden: int) -> int:
    """SwiGLU width 8h/3 rounded up to a multiple of 256 (Touvron et al. 2023, sec. 2.2)."""
    return int(math.ceil(8 * hidden / 3 / 256) * 256)


def shape_from_params(params_b: float, vocab: int = DEFAULT_VOCAB,
                      seq_len: int = DEFAULT_SEQ_LEN) -> dict:
    """Dense Llama-style shape with about ``params_b`` billion parameters.

    Rule: gated (SwiGLU) MLP of width ``8h/3`` rounded to 256, multi-head
    attention with head dimension 128, untied embeddings, and
    ``hidden / layers = 128`` (:data:`ASPECT_RATIO`). Solve
    ``12 h^3 / 128 + 2 V h = P`` for ``h``, round ``h`` to a multiple of 128,
    then pick the layer count whose exact parameter count is closest to ``P``.

    Parameters
    ----------
    params_b : float
        Target parameter count. [billions]
    vocab, seq_len : int
        Vocabulary size [tokens] and sequence length [tokens].

    Returns
    -------
    dict
        Model-section keys plus ``derived_from``.

    Raises
    ------
    RuleViolations
        If no shape of this family comes within :data:`PARAMS_TOLERANCE`.
    """
    target = params_b * 1e9
    lo, hi = 1.0, 1e7
    for _ in range(200):  # bisection on h (monotone cubic)
        mid = 0.5 * (lo + hi)
        if 12 * mid**3 / ASPECT_RATIO + 2 * vocab * mid > target:
            hi = mid
        else:
            lo = mid
    hidden = max(HEAD_DIM, int(round(lo / HEAD_DIM)) * HEAD_DIM)
    base = {"arch": "dense", "hidden": hidden, "ffn_hidden": _llama_ffn(hidden), "ffn_gated": True,
            "heads": hidden // HEAD_DIM, "kv_heads": hidden // HEAD_DIM, "vocab": vocab,
            "seq_len": seq_len}
    one = model_params({**base, "layers": 1})["total"]
    two = model_params({**base, "layers": 2})["total"]
    per_layer = two - one
    guess = (target - (one - per_layer)) / per_layer
    def miss(n: int) -> float:
        return abs(model_params({**base, "layers": max(1, n)})["total"] - target)

    layers = max(1, min((math.floor(guess), math.ceil(guess)), key=miss))
    total = model_params({**base, "layers": layers})["total"]
    gap = total / target - 1
    if abs(gap) > PARAMS_TOLERANCE:
        raise RuleViolations([("model -> params_b", f"no Llama-style shape within "
                               f"{PARAMS_TOLERANCE:.0%} of {params_b:g}B parameters (closest "
                               f"{total / 1e9:.3g}B); write layers, hidden, ffn_hidden, heads "
                               "instead")])
    base["layers"] = layers
    base["derived_from"] = (f"params_b={params_b:g} via hidden/layers={ASPECT_RATIO}, head_dim "
                            f"{HEAD_DIM}, SwiGLU ffn 8h/3 (Kaplan et al. 2020; Touvron et al. "
                            "2023): "
                            f"{total / 1e9:.4g}B ({gap:+.1%})")
    return base


# Hugging Face config.json field -> model key (first present wins)
_HF_FIELDS = {
    "layers": ("num_hidden_layers", "n_layer", "num_layers"),
    "hidden": ("hidden_size", "n_embd", "d_model"),
    "ffn_hidden": ("intermediate_size", "n_inner", "ffn_dim"),
    "heads": ("num_attention_heads", "n_head"),
    "kv_heads": ("num_key_value_heads",),
    "head_dim": ("head_dim",),
    "q_lora_rank": ("q_lora_rank",),
    "kv_lora_rank": ("kv_lora_rank",),
    "qk_rope_head_dim": ("qk_rope_head_dim",),
    "v_head_dim": ("v_head_dim",),
    "vocab": ("vocab_size",),
    "seq_len": ("max_position_embeddings", "n_positions", "max_sequence_length"),
    "num_experts": ("n_routed_experts", "num_experts", "num_local_experts"),
    "experts_per_token": ("num_experts_per_tok", "moe_topk"),
    "shared_experts": ("n_shared_experts",),
    "moe_ffn_hidden": ("moe_intermediate_size",),
    "first_dense_layers": ("first_k_dense_replace",),
    "tie_embeddings": ("tie_word_embeddings",),
}
_GATED_ACTS = ("silu", "swiglu", "swish", "geglu", "gelu_pytorch_tanh_gated")


def hf_to_model(cfg: dict) -> tuple[dict, list[str]]:
    """Map a Hugging Face ``config.json`` dict to model-section keys.

    Returns the keys and the list of ``"hf_field->key"`` mappings used.
    ``hidden_act`` silu/swiglu means a gated MLP (Llama, Mistral, Qwen,
    DeepSeek); GPT-2's ``n_inner: null`` means ``4 * n_embd``.
    """
    out: dict[str, Any] = {}
    used: list[str] = []
    for key, names in _HF_FIELDS.items():
        for n in names:
            if cfg.get(n) is not None:
                out[key] = cfg[n]
                used.append(f"{n}->{key}")
                break
    drops = [cfg[k] for k in ("attention_dropout", "hidden_dropout", "resid_pdrop", "attn_pdrop",
                              "hidden_dropout_prob", "dropout") if isinstance(cfg.get(k), (int, float))]
    if drops:
        out["dropout"] = any(float(d) > 0 for d in drops)
        used.append(f"dropout probabilities {drops}->dropout")
    act = cfg.get("hidden_act", cfg.get("activation_function"))
    if isinstance(act, str):
        out["ffn_gated"] = act.lower() in _GATED_ACTS
        used.append(f"hidden_act={act}->ffn_gated")
    if "ffn_hidden" not in out and isinstance(out.get("hidden"), int):
        out["ffn_hidden"] = 4 * out["hidden"]
        used.append("ffn_hidden=4*hidden")
    nope, rope = cfg.get("qk_nope_head_dim"), cfg.get("qk_rope_head_dim")
    if isinstance(nope, int) and isinstance(rope, int) and "head_dim" not in out:
        out["head_dim"] = nope + rope  # MLA query/key width
        used.append("qk_nope_head_dim+qk_rope_head_dim->head_dim")
    n_exp = out.get("num_experts")
    if isinstance(n_exp, int) and n_exp > 1:
        out["arch"] = "moe"
        out.setdefault("moe_ffn_hidden", out.get("ffn_hidden"))
    else:
        for k in ("num_experts", "experts_per_token", "shared_experts", "moe_ffn_hidden",
                  "first_dense_layers"):
            out.pop(k, None)
    return out, used


def _read_hf(path_text: str, base_dir) -> dict:
    path = Path(path_text)
    if not path.is_absolute() and base_dir is not None:
        path = Path(base_dir) / path
    loc = "model -> hf_config"
    if not path.is_file():
        raise RuleViolations([(loc, f"no such file {path_text!r} (a path relative to the scenario "
                               "file's folder, or absolute)")])
    try:
        cfg = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise RuleViolations([(loc, f"{path.name}: not valid JSON at line {e.lineno}, "
                               f"column {e.colno}: {e.msg}")]) from None
    except (OSError, UnicodeDecodeError) as e:
        raise RuleViolations([(loc, f"cannot read {path.name}: {e}")]) from None
    if not isinstance(cfg, dict):
        raise RuleViolations([(loc, f"{path.name}: expected a JSON object "
                               "(a Hugging Face config.json)")])
    return cfg


def expand_model(data: Any, base_dir=None) -> Any:
    """Replace ``params_b`` / ``hf_config`` by concrete shape keys (user keys win)."""
    if not isinstance(data, dict):
        return data
    if data.get("derived_from") and all(k in data for k in _SHAPE_KEYS):
        return data  # a resolved scenario loaded again: the shape is already concrete
    if data.get("hf_config") is not None and data.get("params_b") is not None:
        raise RuleViolations([("model -> params_b", "give either params_b or hf_config, not both")])
    if isinstance(data.get("hf_config"), str):
        mapped, used = hf_to_model(_read_hf(data["hf_config"], base_dir))
        given = [k for k in data if k not in ("hf_config", "derived_from")]
        merged = {**mapped, **data}
        note = f"hf_config={data['hf_config']} ({', '.join(used)})"
        if given:
            note += f"; overridden in the scenario: {', '.join(given)}"
        merged["derived_from"] = note
        return merged
    pb = data.get("params_b")
    if isinstance(pb, int | float) and not isinstance(pb, bool) and 0.1 <= pb <= 100000:
        if any(k in data for k in _SHAPE_KEYS):
            raise RuleViolations([("model -> params_b", "give either params_b or the shape "
                                   f"({', '.join(_SHAPE_KEYS)}), not both")])
        vocab = data.get("vocab", DEFAULT_VOCAB)
        seq = data.get("seq_len", DEFAULT_SEQ_LEN)
        if not (isinstance(vocab, int) and isinstance(seq, int) and vocab > 0 and seq > 0):
            return data  # the schema reports the bad vocab / seq_len
        shape = shape_from_params(float(pb), vocab, seq)
        return {**shape, **data}
    return data
