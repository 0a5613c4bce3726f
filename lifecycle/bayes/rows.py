"""Disclosure rows as numpy columns for the calibration model and its predictions.

No pymc here: :func:`disclosure_columns` turns a table in the layout of
``data/disclosures.csv`` into arrays (one entry per row) that both the PyMC
graph (:mod:`lifecycle.bayes.model`) and the numpy posterior predictive
(:mod:`lifecycle.bayes.predict`) read, so the two cannot drift apart.

FLOPs per token of a disclosed run are the weight FLOPs ``6 x active
parameters`` (Kaplan et al. 2020) plus the causal attention core
(:func:`lifecycle.model.workload.attention_core_flops_per_token`) from the
model's shape in ``data/disclosure_shapes.csv`` (attention layers, query width,
training sequence length, sliding window): 4-8% of the FLOPs of a 7B model at
2,048 tokens, 20-45% of a 1B model at 8,192 and three times the weight FLOPs
of an 8B model at 131,072. A row without a shape counts the weight FLOPs only
and says so. Precision is not disclosed; every row is measured against its
accelerator's dense BF16/FP16 peak.

Two conveniences for tables of other published runs (``strict=False``, the
prediction path; the calibration table must use canonical values):

* an accelerator written as a vendor name or short form ("NVIDIA H100 SXM5
  80GB", "H100", "TPUv4") is read as the canonical id of
  ``data/accelerators.csv`` (:func:`lifecycle.tables.resolve_accelerator`), and the row's
  status says so;
* a mixture-of-experts row without ``active_params_b`` gets its active share
  from ``num_experts`` / ``experts_per_token`` (``s + (1 - s) k / E`` with
  ``s`` the non-expert share of the weights), or, without those, from the
  prior ``moe_active_share``; :mod:`lifecycle.bayes.predict` draws both
  shares from their priors, so the interval carries that uncertainty.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from lifecycle.dataschema import EMISSIONS_BASES, ENERGY_SCOPES, MEASURED_POWER_SCOPES
from lifecycle.discrepancy import SMALL_MODEL_PARAMS  # the small-model cut, one for both
from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.model.steptime import FAMILIES
from lifecycle.tables import resolve_accelerator

__all__ = ["load_table", "disclosure_columns", "source_group", "moe_k_over_e", "stage_flops",
           "attention_columns", "attention_flops"]



def load_table(name: str) -> pd.DataFrame:
    """``data/<name>.csv`` through :func:`lifecycle.tables.load` (validated first)."""
    from lifecycle import tables

    return tables.load(name)


def source_group(source: str, row_id: str = "") -> str:
    """Group key of a disclosure for leave-one-publisher-out: its publisher
    (:func:`lifecycle.publishers.publisher`; all Meta Llama cards are one group)."""
    from lifecycle.publishers import publisher

    return publisher(source, row_id)


def moe_k_over_e(df: pd.DataFrame) -> np.ndarray:
    """Routed experts per token over experts (NaN unless a MoE row gives both)."""
    e = _num(df, "num_experts")
    k = _num(df, "experts_per_token")
    ok = np.isfinite(e) & np.isfinite(k) & (e > 1) & (k >= 1) & (k <= e)
    return np.where(ok, k / np.where(ok, e, 1.0), np.nan)


def _num(df: pd.DataFrame, col: str) -> np.ndarray:
    if col not in df:
        return np.full(len(df), np.nan)
    return pd.to_numeric(df[col], errors="coerce").to_numpy(dtype=float)


def stage_flops(ids, tokens, active_params, stages: pd.DataFrame | None,
                attn: dict | None = None) -> tuple[np.ndarray, np.ndarray, list]:
    """Training FLOPs of each disclosure row, its stages summed [FLOP].

    A row without stages costs ``6 x active params x tokens``. A row with
    stages (``data/disclosure_stages.csv``: one row per stage, keyed by
    ``disclosure_id``) costs the sum over its stages with known tokens of
    ``tokens_s x (6 x N_s + 2 x N_teacher)``, where ``N_s`` is the stage's
    ``params_b`` (else the row's active parameters) and the teacher's forward
    pass (2 FLOPs per teacher parameter and token) counts only where
    ``teacher_forward_in_hours`` is true; tokens of the row not covered by its
    stages (``tokens - sum of stage tokens``, if positive) cost ``6 x N`` each.
    A stage without tokens (a pruning step whose cost is not stated) adds
    nothing: unknown work stays in the one-sided extra-work excess.
    With ``attn`` (:func:`attention_columns`) every token also costs its causal
    attention core at the stage's ``seq_len`` (else the row's).

    ``tokens`` and ``active_params`` are counts (not trillions / billions).
    Returns the FLOPs (NaN where the row has no tokens and no stage tokens), the
    attention core's part of them [FLOP] and, per row, a note listing its stages
    (empty without stages).
    """
    ids = [str(i) for i in ids]
    attn = attn or attention_columns(ids, None)
    tokens = np.asarray(tokens, dtype=float)
    core_row = attention_flops(attn)  # [FLOP/token] at each row's own seq_len
    flops = tokens * (6.0 * np.asarray(active_params, dtype=float) + core_row)
    attn_flops = tokens * core_row
    notes = [""] * len(ids)
    if stages is None or stages.empty:
        return flops, attn_flops, notes
    num = {c: pd.to_numeric(stages[c], errors="coerce") if c in stages else
           pd.Series(np.nan, index=stages.index) for c in ("tokens_t", "params_b", "teacher_params_b",
                                                           "seq_len")}
    counted = (stages["teacher_forward_in_hours"].astype(str).str.lower().isin(("true", "1"))
               if "teacher_forward_in_hours" in stages else pd.Series(False, index=stages.index))
    by_row = stages.groupby(stages["disclosure_id"].astype(str)).groups
    for i, rid in enumerate(ids):
        sel = by_row.get(rid)
        if sel is None:
            continue
        n_row = float(active_params[i])
        total, attn_total, covered, kinds = 0.0, 0.0, 0.0, []
        for j in sel:
            t = float(num["tokens_t"][j]) * 1e12
            kinds.append(str(stages.at[j, "kind"]))
            if not np.isfinite(t):
                continue
            n = float(num["params_b"][j]) * 1e9 if np.isfinite(num["params_b"][j]) else n_row
            teacher = float(num["teacher_params_b"][j]) * 1e9 if counted[j] else 0.0
            teacher = teacher if np.isfinite(teacher) else 0.0
            core = float(attention_flops(attn, float(num["seq_len"][j]), i))
            total += t * (6.0 * n + 2.0 * teacher + core)
            attn_total += t * core
            covered += t
        rest = max(0.0, float(tokens[i]) - covered) if np.isfinite(tokens[i]) else 0.0
        total += rest * (6.0 * n_row + core_row[i])
        attn_total += rest * core_row[i]
        flops[i] = total if (covered > 0 or np.isfinite(tokens[i])) else np.nan
        attn_flops[i] = attn_total
        notes[i] = "stages: " + " + ".join(kinds)
    return flops, attn_flops, notes


_SHAPE_COLS = ("attention_layers", "heads", "head_dim", "v_head_dim", "seq_len", "attention_window")


def attention_columns(ids, shapes: pd.DataFrame | None) -> dict:
    """Per row, the shape behind its attention core, from ``data/disclosure_shapes.csv``.

    Arrays (NaN where the table has no value) ``attention_layers``, ``q_width``
    (heads x the mean of the query/key and value head widths: ``Q K^T`` runs over the
    first, ``A V`` over the second, MLA's ``v_head_dim``), ``seq_len`` (the shape's own
    training length) and ``attention_window``, and ``note``: why a row's attention
    FLOPs are not counted (no shape, an incomplete one) or counted only where a stage
    states its length; empty where they are. :func:`attention_flops` evaluates them.
    """
    ids = [str(i) for i in ids]
    table = (pd.DataFrame(index=ids, columns=list(_SHAPE_COLS)) if shapes is None or shapes.empty
             else shapes.assign(_id=shapes["disclosure_id"].astype(str))
             .drop_duplicates("_id", keep="last").set_index("_id").reindex(ids))
    col = {c: _num(table, c) for c in _SHAPE_COLS}
    la, hd = col["attention_layers"], col["head_dim"]
    vd = np.where(np.isfinite(col["v_head_dim"]), col["v_head_dim"], hd)
    qw = col["heads"] * 0.5 * (hd + vd)
    known = np.isfinite(la) & np.isfinite(qw)
    note = np.where(~table.notna().any(axis=1).to_numpy(),
                    "no shape in data/disclosure_shapes.csv: attention FLOPs not counted",
                    np.where((la == 0) | (known & np.isfinite(col["seq_len"])), "",
                             np.where(~known, "shape incomplete in data/disclosure_shapes.csv: "
                                      "attention FLOPs not counted",
                                      "no training seq_len in data/disclosure_shapes.csv: attention "
                                      "FLOPs counted only for stages that state one")))
    return {"attention_layers": la, "q_width": qw, "seq_len": col["seq_len"],
            "attention_window": col["attention_window"], "note": note.astype(object)}


def attention_flops(attn: dict, seq_len=np.nan, rows=slice(None)) -> np.ndarray:
    """Causal attention core [FLOP/token] of the rows ``rows`` of :func:`attention_columns`
    at ``seq_len`` (NaN: each row's own training length); 0 where the shape or the length
    is unknown, or the model has no attention layer."""
    from lifecycle.model.workload import attention_core_flops_per_token

    la, qw = attn["attention_layers"][rows], attn["q_width"][rows]
    s = np.where(np.isfinite(seq_len), seq_len, attn["seq_len"][rows])
    ok = np.isfinite(la) & np.isfinite(qw) & np.isfinite(s) & (la > 0)
    with np.errstate(invalid="ignore"):  # NaN windows compare False: full attention
        f = attention_core_flops_per_token(la, qw, s, attn["attention_window"][rows])
    return np.where(ok, f, 0.0)


def _bundled_shapes() -> pd.DataFrame | None:
    """``data/disclosure_shapes.csv`` (calibration rows) and ``data/validation/
    disclosure_shapes.csv`` (the frozen rows' shapes: inputs, kept beside their table so
    that adding a frozen row does not touch the calibration data; checked with every
    table by :func:`lifecycle.datacheck.check`)."""
    from lifecycle.datacheck import ensure_valid
    from lifecycle.paths import data_dir
    from lifecycle.tables import read_csv

    ensure_valid()
    frames = []
    if (data_dir() / "disclosure_shapes.csv").is_file():
        frames.append(load_table("disclosure_shapes"))
    val = data_dir() / "validation" / "disclosure_shapes.csv"
    if val.is_file():
        frames.append(read_csv(val, ("disclosure_id",)))
    return pd.concat(frames, ignore_index=True) if frames else None


def _bundled_stages() -> pd.DataFrame | None:
    from lifecycle.paths import data_dir

    if not (data_dir() / "disclosure_stages.csv").is_file():
        return None
    return load_table("disclosure_stages")


def disclosure_columns(df: pd.DataFrame, file: str = "disclosures.csv",
                       family_names: list[str] | None = None, strict: bool = True,
                       stages: pd.DataFrame | None = None,
                       shapes: pd.DataFrame | None = None) -> dict:
    """Arrays describing each disclosure row (length = len(df)).

    Returns
    -------
    dict
        ``family_index`` (int, into ``family_names``), ``ideal_gpu_hours_at_eff1``
        (training FLOPs -- weights and attention core, by stage -- / dense peak /
        3600 [GPU-h]; NaN without tokens), ``attention_share`` (the attention
        core's share of those FLOPs), ``attention_note``, ``tdp_w`` [W], ``count``, observed ``gpu_hours``,
        ``wall_clock_days``, ``measured_power_w``, ``energy_mwh``, ``pue``,
        ``grid_gco2e_per_kwh``, ``tco2e_location`` (NaN where not disclosed),
        ``convention_power_w`` (the per-device power of a ``tdp_x_hours`` or
        ``assumed_power_x_hours`` row, NaN for other bases),
        ``energy_scope`` and ``emissions_basis`` (str arrays), ``group``,
        ``accelerator_note`` (how a non-canonical accelerator was read),
        ``active_share_basis`` (``given``, ``experts`` or ``moe_prior``),
        ``active_share`` (active / total parameters used, at prior medians)
        and ``k_over_e``.
    """
    fam_idx, peak, tdp, idle, unknown, aliased = _accelerator_columns(df, file, family_names, strict)
    dev_w = _num(df, "device_power_w")
    tdp = np.where(np.isfinite(tdp), tdp, dev_w)
    share_basis, active_share, kre, is_moe = _active_share(df)
    params_b = np.where(np.isfinite(_num(df, "active_params_b")), _num(df, "active_params_b"),
                        _num(df, "params_b") * active_share)
    tokens = _num(df, "tokens_t") * 1e12
    flops_per_token = 6.0 * params_b * 1e9
    ids = df["id"].astype(str).to_numpy() if "id" in df else np.arange(len(df)).astype(str)
    # the row's stages (data/disclosure_stages.csv by default) sum up its training FLOPs
    attn = attention_columns(ids, _bundled_shapes() if shapes is None else shapes)
    stages = _bundled_stages() if stages is None else stages
    flops, attn_flops, stage_notes = stage_flops(ids, tokens, params_b * 1e9, stages, attn)
    ideal = flops / np.asarray(peak) / 3600.0
    scope, basis, power_scope = _conventions(df, file, strict)
    # the per-device power of a convention basis: TDP for tdp_x_hours, the source's
    # stated device_power_w (else TDP) for assumed_power_x_hours; NaN otherwise
    conv_w = np.where(basis == "tdp_x_hours", tdp,
                      np.where(basis == "assumed_power_x_hours",
                               np.where(np.isfinite(dev_w), dev_w, tdp), np.nan))
    return {
        "id": ids,
        "train_flops": flops,
        "stage_note": np.asarray(stage_notes, dtype=object),
        "attention_note": np.asarray(attn["note"], dtype=object),
        # the attention core's share of the training FLOPs (0 without a shape)
        "attention_share": attn_flops / flops,
        "family_index": np.asarray(fam_idx, dtype=int),
        "peak_flops": np.asarray(peak, dtype=float),
        "flops_per_token": flops_per_token,
        "active_params": params_b * 1e9,
        # halvings of the active parameter count below 3B (0 above; NaN params -> 0): the
        # regime where a stack's launch, host and small-GEMM costs set the pace, so runs of
        # the same size differ more (the step-time discrepancy's small-model feature)
        "small_halvings": np.nan_to_num(np.maximum(0.0, np.log2(SMALL_MODEL_PARAMS / (params_b * 1e9))),
                                        nan=0.0),
        "tokens": tokens,
        "ideal_gpu_hours_at_eff1": ideal,
        "tdp_w": np.asarray(tdp, dtype=float),
        "idle_w": np.asarray(idle, dtype=float),
        "convention_power_w": np.asarray(conv_w, dtype=float),
        "count": _num(df, "accelerator_count"),
        "gpu_hours": _num(df, "gpu_hours"),
        "wall_clock_days": _num(df, "wall_clock_days"),
        "measured_power_w": _num(df, "measured_power_w"),
        # True where the measured power is the system's per accelerator (host included)
        "power_system": power_scope == "system",
        "energy_mwh": _num(df, "energy_mwh"),
        "pue": _num(df, "pue"),
        "grid_gco2e_per_kwh": _num(df, "grid_gco2e_per_kwh"),
        "tco2e_location": _num(df, "tco2e_location"),
        "energy_scope": scope,
        "emissions_basis": basis,
        "group": np.asarray([source_group(s, i) for s, i in zip(df.get("source", [""] * len(df)),
                                                                 df.get("id", [""] * len(df)))]),
        "unknown_accelerator": np.isin(np.arange(len(df)), unknown),
        "accelerator_note": np.asarray(aliased, dtype=object),
        "active_share_basis": share_basis,
        "active_share": active_share,
        "k_over_e": kre,
        "is_moe": is_moe,
    }


def _accelerator_columns(df, file, family_names, strict):
    """Family index, dense BF16 peak [FLOP/s], TDP and idle power [W] of each row's accelerator.

    ``strict``: an unknown accelerator is an input error; otherwise a name is
    resolved to a known part where possible (noted) and left unknown (NaN) if not.
    """
    acc = load_table("accelerators").set_index("accelerator_id")
    fams = list(family_names or FAMILIES)
    problems, fam_idx, peak, tdp, idle, unknown = [], [], [], [], [], []
    accs = (df["accelerator"].astype(object).fillna("").astype(str).str.strip()
            if "accelerator" in df else pd.Series([""] * len(df)))
    aliased = [""] * len(df)
    for i, a in enumerate(accs):
        if a not in acc.index and not strict and (hit := resolve_accelerator(a, acc)):
            aliased[i] = f"accelerator {a!r} read as {hit}"
            a = hit
        if a not in acc.index:
            if strict:
                problems.append(Problem(file, f"row {i + 2} -> accelerator",
                                        f"unknown accelerator {a!r} (see data/accelerators.csv)"))
            unknown.append(i)
            fam_idx.append(-1), peak.append(np.nan), tdp.append(np.nan), idle.append(np.nan)
            continue
        r = acc.loc[a]
        fam = str(r["family"])
        fam_idx.append(fams.index(fam) if fam in fams else -1)
        peak.append(float(r["peak_bf16_tflops"]) * 1e12)
        tdp.append(float(r["tdp_w"]))
        idle.append(float(r["idle_w"]))
    if problems:
        raise LifecycleInputError(problems)
    return fam_idx, peak, tdp, idle, unknown, aliased


def _active_share(df):
    """Share of the weights one token uses: ``(basis, share, k_over_e, is_moe)`` per row.

    A dense row or a MoE row with its active count: 1 (``given``); a MoE row
    with experts and top-k: shared share + (1 - shared) x k/E (``experts``);
    otherwise the MoE prior (``moe_prior``). Shares at the prior medians (the
    predictive draws them, see module doc).
    """
    arch = (df["arch"].astype(object).fillna("").astype(str).str.strip().str.lower()
            if "arch" in df else pd.Series([""] * len(df)))
    kre = moe_k_over_e(df)
    moe = (arch.to_numpy() == "moe") | np.isfinite(kre)
    share_basis = np.where(~moe | np.isfinite(_num(df, "active_params_b")), "given",
                           np.where(np.isfinite(kre), "experts", "moe_prior")).astype(str)
    active_share = np.ones(len(df))
    if (share_basis != "given").any():
        from lifecycle.priors import load_priors

        pri = load_priors()
        s_med = pri["moe_shared_param_share"].median()
        active_share = np.where(share_basis == "experts", s_med + (1 - s_med) * kre,
                                np.where(share_basis == "moe_prior",
                                         pri["moe_active_share"].median(), 1.0))
    return share_basis, active_share, kre, moe.astype(bool)


def _conventions(df, file, strict):
    """Energy scope, emissions basis and measured-power scope of each row (unknown values:
    an error, or the default)."""
    problems = []

    def strcol(name, allowed, default):
        col = df[name].astype(object).fillna(default).astype(str) if name in df else pd.Series(
            [default] * len(df))
        if not strict:  # predictions: an unknown convention falls back to the default
            col = col.where(col.isin(allowed), default)
        for i, v in enumerate(col):
            if v not in allowed:
                problems.append(Problem(file, f"row {i + 2} -> {name}",
                                        f"{v!r} is not one of {', '.join(allowed)}"))
        return col.to_numpy(dtype=str)

    scope = strcol("energy_scope", ENERGY_SCOPES, "none")
    basis = strcol("emissions_basis", EMISSIONS_BASES, "reported")
    power_scope = strcol("measured_power_scope", MEASURED_POWER_SCOPES, "accelerator")
    if problems:
        raise LifecycleInputError(problems)
    return scope, basis, power_scope
