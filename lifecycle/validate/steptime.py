"""Predict measured training throughput: `lifecycle validate steptime`.

Every row of a measurement CSV in the canonical layout (see
``data/measurements/`` and ``../shared/reference-data/README.md``) goes
through :func:`lifecycle.model.steptime.step_time` in one vectorised call over
``draws x rows``. The efficiency parameters come from ``priors/steptime.yaml``
(Monte Carlo over the priors) or from any dict of draws, e.g. a calibrated
posterior (:func:`predict`).

Status per row: ``ok``; ``unsupported: <reason>`` (unknown accelerator, layout
that does not multiply to ``num_gpus`` ...; no prediction); ``infeasible:
needs X GiB, Y GiB available`` only when the plan fits at **no** parameter
draw (memory is a distribution: ``pred_p_fits`` is the share of draws whose
footprint fits in HBM, ``pred_memory_gib_p05``/``p95`` its interval). Measured
runs did run, so an infeasible verdict is a memory-model miss: the time
predictions are still written and counted, and the status says so.

Each row is also tagged with the regimes the validation protocol reports
separately (:func:`regimes`): MoE, ZeRO-3/FSDP over >= 256 ranks, TPU, small
models (<= 3B parameters).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

from lifecycle.discrepancy import SMALL_MODEL_PARAMS
from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.inputs import from_measurements
from lifecycle.model import workload as W
from lifecycle.model.memory import infeasible_message
from lifecycle.model.steptime import EFF_NAMES, FAMILIES, step_time
from lifecycle.publishers import PUBLISHER_OFFSETS

__all__ = ["load_measurements", "frozen_table", "sample_prior_draws", "calibration_draws",
           "publisher_names", "predict", "baseline_tokens_per_s", "regimes", "regime_table",
           "memory_table", "REQUIRED_COLUMNS", "PRED_COLUMNS", "BASELINE_MFU", "REGIMES"]


REQUIRED_COLUMNS = ("layers", "hidden", "ffn_hidden", "heads", "seq_len", "global_batch_seqs",
                    "tp", "pp", "dp", "num_gpus", "accelerator", "precision", "tokens_per_s_per_gpu")
PRED_COLUMNS = ("pred_step_time_s_p05", "pred_step_time_s_p50", "pred_step_time_s_p95",
                "pred_tokens_per_s_per_gpu_p05", "pred_tokens_per_s_per_gpu_p50",
                "pred_tokens_per_s_per_gpu_p95", "pred_mfu_p50", "pred_memory_gib_p50",
                "pred_p_fits", "pred_memory_gib_p05", "pred_memory_gib_p95",
                "pred_status", "pred_notes", "pred_allocated_gib_p05", "pred_allocated_gib_p50",
                "pred_allocated_gib_p95")
# regimes reported separately (issue 14): name -> description
REGIMES = {"moe": "mixture of experts", "fsdp_256": "ZeRO-3/FSDP over >= 256 ranks",
           "tpu": "TPU", "small": "<= 3B parameters", "dense_gpu": "dense, GPU, not FSDP >= 256",
           "blackwell": "NVIDIA Blackwell (B200, GB200, B300, GB300)"}
# naive baseline of the issue: a constant 37.5% of the run's dense peak
BASELINE_MFU = 0.375


def frozen_table() -> pd.DataFrame:
    """The frozen step-time validation table, ``data/validation/steptime.csv``
    (predict it with ``new_publisher=True``)."""
    from lifecycle.paths import data_dir

    return load_measurements(data_dir() / "validation" / "steptime.csv")


def load_measurements(path) -> pd.DataFrame:
    """Read a measurement CSV; LifecycleInputError if missing or lacking columns."""
    path = Path(path)
    if not path.is_file():
        raise LifecycleInputError([Problem(str(path), "", "no such measurements file")])
    try:
        df = pd.read_csv(path)
    except (pd.errors.ParserError, UnicodeDecodeError, pd.errors.EmptyDataError) as e:
        raise LifecycleInputError([Problem(str(path), "", f"not a readable CSV: {e}")]) from None
    missing = [c for c in REQUIRED_COLUMNS if c not in df.columns]
    if missing:
        raise LifecycleInputError([Problem(str(path), "columns",
                                           f"missing {', '.join(missing)} (canonical layout: "
                                           "data/measurements/steptime_measurements.csv)")])
    return df


def sample_prior_draws(n: int, seed: int = 0, priors=None) -> dict[str, np.ndarray]:
    """``n`` independent draws of every step-time efficiency parameter (sorted order)."""
    from lifecycle.priors import load_priors, sample_all

    priors = priors or load_priors()
    return sample_all(priors, EFF_NAMES, np.random.default_rng(seed), n)


def publisher_names(cal) -> list[str]:
    """The calibration publishers in the order of the posterior's ``publisher_offset`` columns."""
    return list((getattr(cal, "info", None) or {}).get("steptime_publishers", []))


def calibration_draws(cal, n: int, seed: int = 0) -> tuple[dict, str]:
    """``n`` step-time parameter draws of a calibration and their label (``cal`` None: the priors).

    Posterior draws carry the publishers' fitted offsets with their names, so
    :func:`predict` applies them to those publishers' rows (in-sample).
    """
    if cal is None:
        return sample_prior_draws(n, seed), "prior"
    from lifecycle.bayes.predict import posterior_param_draws

    eff = posterior_param_draws(n, np.random.default_rng(seed), cal.draws)
    if any(k in eff for k in PUBLISHER_OFFSETS):
        eff["publisher_names"] = publisher_names(cal)
    return eff, "posterior"


def median_params(priors=None) -> dict[str, float]:
    """Prior median of every efficiency parameter."""
    from lifecycle.priors import load_priors

    priors = priors or load_priors()
    return {k: priors[k].median() for k in EFF_NAMES}


def baseline_tokens_per_s(w, hw) -> np.ndarray:
    """Constant-MFU baseline: ``0.375 * peak / model FLOPs per token``. [tokens/s/GPU]"""
    # model FLOPs with the full (non-causal) attention square, the usual MFU
    # convention (Narayanan et al. 2021; Chowdhery et al. 2022 appendix B)
    return BASELINE_MFU * hw["peak_tflops"] * 1e12 / W.flops_per_token(w, 0, causal=False)["model"]


def regimes(df: pd.DataFrame, w, plan, hw) -> pd.DataFrame:
    """Boolean regime columns ``regime_<name>`` (see :data:`REGIMES`) for every row."""
    pc = W.param_counts(w)
    zero = np.asarray(plan["zero_stage"], float)
    ranks = np.asarray(plan["dp"], float) * np.asarray(plan["cp"], float)
    acc = df["accelerator"].astype(str).str.lower()
    out = pd.DataFrame(index=df.index)
    out["regime_moe"] = np.asarray(w["num_experts"], float) > 1
    out["regime_fsdp_256"] = (zero >= 3) & (ranks >= 256)
    out["regime_tpu"] = acc.str.contains("tpu").to_numpy()
    out["regime_small"] = np.asarray(pc["total"], float) <= SMALL_MODEL_PARAMS
    out["regime_dense_gpu"] = ~(out["regime_moe"] | out["regime_fsdp_256"] | out["regime_tpu"])
    # the newest GPU generation: its stacks' rates spread most (held out by publisher, NeMo
    # runs faster and early torchtitan + torchao builds slower than the fit, stop 34)
    out["regime_blackwell"] = np.asarray(hw["family_index"], int) == FAMILIES.index("blackwell")
    return out


def predict(df: pd.DataFrame, eff_draws: dict, median_eff: dict | None = None,
            seed: int = 0, *, ood: bool = True, new_publisher: bool = False) -> pd.DataFrame:
    """Predictions for every row of ``df`` from parameter draws.

    Parameters
    ----------
    df : pandas.DataFrame
        Measurement rows in the canonical layout.
    eff_draws : dict
        Efficiency parameter name -> 1-D array of ``D`` draws (prior or
        posterior). Step-time parameters it lacks are drawn from their priors
        (with ``seed``), so a posterior over a subset of them can be passed as is.
    median_eff : dict, optional
        Parameters for the memory verdict (default: the per-parameter median of
        the draws).
    seed : int
        The command's seed, for the prior draws of parameters ``eff_draws`` lacks.
    ood : bool
        Widen every row by the out-of-distribution discrepancy of
        :mod:`lifecycle.discrepancy` (its distance from the calibration rows;
        default True). False gives the bare model's interval.
    new_publisher : bool
        Predict every row as a run of a publisher the calibration has not seen
        (no fitted publisher offset, the unseen-publisher discrepancy), whatever
        its source: the frozen table's protocol, so that a validation row moved to
        calibration does not make its publisher's remaining frozen rows in-sample.

    ``eff_draws`` may also carry ``publisher_offset`` and ``memory_publisher_offset``
    ``(D, P)`` with ``publisher_names`` (``P`` names): the calibration's fitted throughput
    and memory offsets of each publisher (:mod:`lifecycle.bayes.steptime_block`), applied
    to the rows of those publishers (in-sample predictions); other rows get none.

    Returns
    -------
    pandas.DataFrame
        ``df`` plus :data:`PRED_COLUMNS` and ``baseline_tokens_per_s_per_gpu``.
    """
    w, plan, hw, notes = from_measurements(df)
    from lifecycle.publishers import publisher

    # each row's publisher as the calibration grouped it (by source): for the discrepancy
    # and for a calibration publisher's fitted offset
    pubs = [publisher(s) for s in df["source"]] if "source" in df and not new_publisher else None
    if ood:  # discrepancy that grows with the distance from the calibration rows
        from lifecycle import discrepancy

        w = {**w, **discrepancy.ood_columns(
            w, hw, frameworks=list(df["framework"]) if "framework" in df else None,
            publishers=pubs, accelerators=list(df["accelerator"]) if "accelerator" in df else None)}
    sizes = {np.size(v) for k, v in eff_draws.items() if k in EFF_NAMES}
    if len(sizes) != 1:
        raise LifecycleInputError([Problem("eff_draws", "", "need draws of one common length for "
                                           f"step-time parameters ({', '.join(EFF_NAMES)})")])
    missing = [k for k in EFF_NAMES if k not in eff_draws]
    if missing:  # e.g. a posterior over a subset: the rest come from their priors
        eff_draws = {**sample_prior_draws(sizes.pop(), seed=seed), **eff_draws}
    eff = {k: np.asarray(eff_draws[k], float).reshape(-1, 1) for k in EFF_NAMES}
    moff = _publisher_offsets(pubs, eff_draws, (eff["hbm_eff"].shape[0], len(df)),
                              "memory_publisher_offset")
    if moff is not None:
        w = {**w, "memory_publisher_offset": moff}
    with np.errstate(all="ignore"):
        r = step_time(w, plan, hw, eff)
        med = median_eff or {k: float(np.median(eff_draws[k])) for k in EFF_NAMES}
        rm = step_time(w, plan, hw, med)
    st = np.broadcast_to(r["step_time_s"], (eff["hbm_eff"].shape[0], len(df)))
    tps = np.broadcast_to(r["tokens_per_s_per_gpu"], st.shape)
    off = _publisher_offsets(pubs, eff_draws, st.shape)
    if off is not None:
        st, tps = st * np.exp(-off), tps * np.exp(off)
    out = df.copy()
    q = np.array([5, 50, 95])
    for name, arr in (("step_time_s", st), ("tokens_per_s_per_gpu", tps)):
        v = np.percentile(arr, q, axis=0)
        for j, tag in enumerate(("p05", "p50", "p95")):
            out[f"pred_{name}_{tag}"] = v[j]
    out["pred_mfu_p50"] = np.median(np.broadcast_to(r["mfu"], st.shape), axis=0)
    mem = np.broadcast_to(r["memory_gib"], st.shape)
    out["pred_memory_gib_p50"] = np.median(mem, axis=0)
    out["pred_memory_gib_p05"], out["pred_memory_gib_p95"] = np.percentile(mem, [5, 95], axis=0)
    # the allocator's peak: the need without the reserve (CUDA context, workspaces)
    alloc = mem - np.broadcast_to(eff["mem_reserve_gib"], mem.shape)
    for tag, v in zip(("p05", "p50", "p95"), np.percentile(alloc, [5, 50, 95], axis=0)):
        out[f"pred_allocated_gib_{tag}"] = v
    p_fits = np.mean(np.broadcast_to(r["fits"], st.shape), axis=0)
    out["pred_p_fits"] = p_fits
    lean = _fits_with_leanest_state(w, plan, hw, eff, st.shape)
    # the need at the median parameters (per draw where a publisher's memory offset has draws)
    need = np.asarray(rm["memory_gib"], float)
    cap = np.broadcast_to(np.asarray(rm["hbm_gib"], float), need.shape)
    need, cap = (np.median(x.reshape(-1, len(df)), axis=0) for x in (need, cap))
    status = []
    for i, note in enumerate(notes):
        if note.startswith("unsupported: "):
            status.append(note.split(";")[0])
        elif p_fits[i] == 0.0 and lean[i]:
            status.append("ok")
            notes[i] += ("; fits only with an optimizer state leaner than fp32 master weights and "
                         "moments (not stated by the source)")
        elif p_fits[i] == 0.0:  # fits at no parameter draw
            status.append(infeasible_message(need[i], cap[i]))
        else:
            status.append("ok")
    status = np.array(status, dtype=object)
    bad = np.array([s.startswith("unsupported") for s in status])
    for c in [k for k in PRED_COLUMNS if k not in ("pred_status", "pred_notes")]:
        out.loc[bad, c] = np.nan
    out["pred_status"] = status
    out["pred_notes"] = notes
    out = pd.concat([out, regimes(df, w, plan, hw).set_index(out.index)], axis=1)
    base = baseline_tokens_per_s(w, hw)
    out["baseline_tokens_per_s_per_gpu"] = np.where(bad, np.nan, base)
    return out


def _fits_with_leanest_state(w, plan, hw, eff, shape) -> np.ndarray:
    """Per row: True where the row does not state its optimizer state and its plan fits at
    some draw with the leanest convention (a run that fitted may have used it)."""
    from lifecycle.model.memory import memory_gib

    stated = np.asarray(w.get("optimizer_state_published", 1.0))
    unstated = np.broadcast_to(stated == 0, (shape[1],))
    if not unstated.any():
        return unstated
    lean = {**w, "optimizer_bytes": W.OPTIMIZER_STATES[W.LEANEST_OPTIMIZER_STATE]}
    with np.errstate(all="ignore"):
        fits = np.broadcast_to(memory_gib(lean, plan, hw, eff)["fits"], shape).any(axis=0)
    return unstated & fits


def _publisher_offsets(pubs, eff_draws, shape, key="publisher_offset"):
    """``(D, rows)`` log offsets (``key``: throughput or memory) of the rows' publishers, or
    None (:func:`predict`)."""
    names = list(eff_draws.get("publisher_names") or [])
    if key not in eff_draws or not names or pubs is None:
        return None
    offs = np.asarray(eff_draws[key], float)
    col = np.array([names.index(p) if p in names else -1 for p in pubs])
    if offs.shape != (shape[0], len(names)) or (col < 0).all():
        return None
    return np.where(col >= 0, offs[:, np.maximum(col, 0)], 0.0)


def regime_table(out: pd.DataFrame, obs: str = "tokens_per_s_per_gpu",
                 p50: str = "pred_tokens_per_s_per_gpu_p50", lo: str = "pred_tokens_per_s_per_gpu_p05",
                 hi: str = "pred_tokens_per_s_per_gpu_p95") -> pd.DataFrame:
    """Rows, MAPE, median abs error, 90% coverage and infeasible share: overall and per regime."""
    from lifecycle.validate.common import coverage, mape_pct, median_abs_error_pct

    ok = out[~out["pred_status"].astype(str).str.startswith("unsupported")]
    parts = [("overall", ok)] + [(k, ok[ok[f"regime_{k}"].astype(bool)]) for k in REGIMES
                                 if f"regime_{k}" in ok]
    rows = []
    for name, g in parts:
        rows.append({"regime": name, "rows": len(g),
                     "mape_pct": mape_pct(g[p50], g[obs]) if len(g) else np.nan,
                     "median_abs_error_pct": median_abs_error_pct(g[p50], g[obs]) if len(g) else np.nan,
                     "bias_median_pct": float(np.median(g[p50] / g[obs] - 1) * 100) if len(g) else np.nan,
                     "coverage_90": coverage(g[lo], g[hi], g[obs]) if len(g) else np.nan,
                     "infeasible_share": float(g["pred_status"].astype(str).str.startswith("infeasible").mean())
                     if len(g) and "pred_status" in g else np.nan})
    return pd.DataFrame(rows)


def memory_table(out: pd.DataFrame) -> pd.DataFrame:
    """Predicted memory against the peaks the rows' sources printed, by what they measure.

    An allocator peak, a reserved pool or an unspecified figure is compared with the
    predicted allocator peak (``pred_allocated_gib_*``), a device reading (nvidia-smi) with the
    need including the reserve (``pred_memory_gib_*``). Rows without ``peak_memory_gib`` are
    left out; the calibration reads allocator peaks as observations and the others as upper
    bounds (:mod:`lifecycle.bayes.steptime_block`), so a prediction below those (a negative
    ``bias_median_pct``) is expected there, and their test is ``above_p05``: the share whose
    printed value is not under the prediction's 5th percentile (a bound the prediction does
    not contradict; the interval's coverage is given for every measure all the same).
    """
    from lifecycle.validate.common import coverage, median_abs_error_pct

    if "peak_memory_gib" not in out:
        return pd.DataFrame()
    g = out[pd.to_numeric(out["peak_memory_gib"], errors="coerce").notna()]
    rows = []
    for measure, part in g.groupby(g["memory_measure"].fillna("unspecified").astype(str)):
        col = "pred_memory_gib" if measure == "device" else "pred_allocated_gib"
        obs = part["peak_memory_gib"].astype(float)
        rows.append({"measure": measure, "rows": len(part),
                     "median_abs_error_pct": median_abs_error_pct(part[f"{col}_p50"], obs),
                     "bias_median_pct": float(np.median(part[f"{col}_p50"] / obs - 1) * 100),
                     "coverage_90": coverage(part[f"{col}_p05"], part[f"{col}_p95"], obs),
                     "above_p05": float(np.mean(obs >= part[f"{col}_p05"]))})
    return pd.DataFrame(rows)
