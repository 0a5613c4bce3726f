"""Numpy posterior (or prior) predictive of the calibration model.

:func:`param_draws` gives ``n`` joint draws of the calibration parameters,
either resampled from a fitted posterior or drawn from the priors (same
names, same shapes), and :func:`predict_disclosures` pushes them through the
same relations as :mod:`lifecycle.bayes.model` for any table in the layout of
``data/disclosures.csv``, *including the noise terms*, so the printed 90%
intervals are predictive intervals for a new disclosure, not credible
intervals of a mean.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from lifecycle.bayes.rows import disclosure_columns
from lifecycle.priors import load_priors, sample_all
from lifecycle.publishers import PUBLISHER_OFFSETS

__all__ = ["param_draws", "posterior_param_draws", "memory_discrepancy_draws", "predict_disclosures", "PRED_COLUMNS"]

# reported quantities (as the row's convention computes them; compared with the
# disclosed values) and the physical ones (lifecycle.bayes.conventions)
QUANTS = ("gpu_hours", "wall_clock_days", "energy_mwh", "tco2e_location", "water_m3")
PHYSICAL = ("energy_physical_mwh", "tco2e_physical", "water_physical_m3")
# footprint from the disclosed GPU-hours (or count x days): isolates power, PUE, grid, water
GIVEN_HOURS = ("energy_mwh", "tco2e_location", "water_m3")
_P = ("p05", "p50", "p95")
PRED_COLUMNS = ([f"pred_{q}_{p}" for q in QUANTS + PHYSICAL for p in _P]
                + [f"pred_{q}_given_hours_{p}" for q in GIVEN_HOURS for p in _P] + ["pred_status"])
FOOTPRINT_PRIORS = ("host_power_frac_of_tdp", "network_w_per_gpu", "storage_w_per_gpu")
SCALARS = ("gemm_eff_logit_mean", "eff_compute_logit_sd", "disclosure_overhead",
           "overhead_size_elasticity", "moe_disclosure_overhead", "sigma_disclosure_publisher",
           "extra_work_prob", "extra_work_log_mean",
           "power_activity_busy", "power_activity_comm", "sigma_gpu_hours", "sigma_gpu_hours_small",
           "sigma_wall_clock", "sigma_power", "sigma_energy", "sigma_power_publisher")


def _invlogit(x):
    return 1.0 / (1.0 + np.exp(-x))


def param_draws(n: int, rng: np.random.Generator, posterior: dict | None = None) -> dict:
    """``n`` joint draws of the calibration parameters.

    Parameters
    ----------
    n
        Number of draws.
    rng
        Source of randomness (resampling indices, or prior draws).
    posterior
        Flattened posterior draws (``Calibration.draws``); ``None`` = the priors.

    Returns
    -------
    dict
        Every posterior variable (or, from the priors, the same names), with
        ``gemm_eff_family`` as ``(n, n_families)`` in
        :data:`lifecycle.model.steptime.FAMILIES` order and ``sigma_steptime``
        as ``(n, n_sources)`` (prior: one column).
    """
    from lifecycle.bayes.model import offset_centre, offset_name
    from lifecycle.model.steptime import EFF_NAMES, FAMILIES

    if posterior is None:
        pri = load_priors()
        names = set(SCALARS) | {"sigma_steptime"} | (set(EFF_NAMES) & set(pri))
        out = sample_all(pri, names, rng, n)
        z = rng.standard_normal((n, len(FAMILIES)))
        centres = np.array([offset_centre(pri, f) for f in FAMILIES])
        offs = centres + out["eff_compute_logit_sd"][:, None] * z
        for i, f in enumerate(FAMILIES):
            out[offset_name(f)] = offs[:, i]
        out["gemm_eff_family"] = _invlogit(out["gemm_eff_logit_mean"][:, None] + offs)
        out["sigma_steptime"] = out["sigma_steptime"][:, None]
    else:
        idx = rng.integers(0, len(posterior["gemm_eff_logit_mean"]), size=n)
        out = {k: np.asarray(v)[idx] for k, v in posterior.items()}
    out["families"] = list(FAMILIES)
    return out


def memory_discrepancy_draws(sigma_memory, rng) -> np.ndarray:
    """``exp(sigma_memory x N(0, 1))``, one per draw of ``sigma_memory``: what the memory
    count misses for one plan and stack, at the fitted per-run scatter (1 in the fit itself,
    :data:`lifecycle.bayes.model.FIXED_IN_FIT`)."""
    s = np.asarray(sigma_memory, dtype=float)
    return np.exp(s * rng.standard_normal(s.shape))


def posterior_param_draws(n: int, rng: np.random.Generator, posterior: dict | None = None,
                          *, steptime_source: str | None = None) -> dict:
    """Draws named as the forward model's priors, for ``param_source`` / ``eff_draws``.

    Every name of :data:`lifecycle.model.steptime.EFF_NAMES` (per-family GEMM
    offsets included, so rows of any accelerator work) plus the calibration
    parameters, each a 1-D array of ``n`` draws. ``step_time_discrepancy`` is
    rebuilt as ``exp(sigma_steptime x N(0, 1))`` with the fitted noise of
    ``steptime_source`` (default: a random source per draw), so a
    predictive interval includes the model's measured error;
    ``memory_discrepancy`` likewise as ``exp(sigma_memory x N(0, 1))``. Memory-only
    parameters keep their prior draws. ``posterior=None`` gives prior draws.
    """
    from lifecycle.bayes.model import FIXED_IN_FIT
    from lifecycle.model.steptime import EFF_NAMES

    d = param_draws(n, rng, posterior)
    pri = load_priors()
    out = {}
    for name in EFF_NAMES:
        if name in d and np.ndim(d[name]) == 1 and name not in FIXED_IN_FIT:
            out[name] = np.asarray(d[name], dtype=float)
        elif name in pri:
            out[name] = pri[name].sample(rng, n)
    if posterior is not None and "sigma_steptime" in d:
        sig = np.asarray(d["sigma_steptime"])
        if steptime_source is not None and "steptime_sources" in posterior:
            sig = sig[:, list(posterior["steptime_sources"]).index(steptime_source)]
        else:
            # a random source per draw: the predictive for a source not yet seen
            sig = sig[np.arange(n), rng.integers(0, sig.shape[1], n)] if sig.ndim == 2 else sig
        out["step_time_discrepancy"] = np.exp(sig * rng.standard_normal(n))
    if posterior is not None and "sigma_memory" in d:
        out["memory_discrepancy"] = memory_discrepancy_draws(d["sigma_memory"], rng)
    for k in SCALARS:
        out.setdefault(k, np.asarray(d[k], dtype=float))
    for k in PUBLISHER_OFFSETS:
        if posterior is not None and k in d:
            # (n, publishers): the calibration publishers' own offsets (throughput, memory),
            # for in-sample predictions
            out[k] = np.asarray(d[k], dtype=float)
    return out


def _q(x):
    """p05, p50, p95 along axis 0 (NaN where any draw is NaN)."""
    return np.percentile(x, [5, 50, 95], axis=0)


def _active_share_factor(c: dict, pri: dict, rng: np.random.Generator, n: int) -> np.ndarray:
    """``(n, rows)`` draws of active share over the share used in ``c`` (1 where given).

    A MoE row with expert counts draws the non-expert share
    ``moe_shared_param_share``; one without draws ``moe_active_share``
    (see :mod:`lifecycle.bayes.rows`).
    """
    basis = c["active_share_basis"]
    out = np.ones((n, len(basis)))
    if (basis == "given").all():
        return out
    sh = pri["moe_shared_param_share"].sample(rng, n)[:, None]
    by_experts = sh + (1.0 - sh) * np.nan_to_num(c["k_over_e"])[None, :]
    by_prior = pri["moe_active_share"].sample(rng, n)[:, None]
    draw = np.where((basis == "experts")[None, :], by_experts,
                    np.where((basis == "moe_prior")[None, :], by_prior, 1.0))
    return draw / c["active_share"][None, :]


def _extra_work(d: dict, rng: np.random.Generator, n: int, m: int) -> np.ndarray:
    """``(n, m)`` log excess of GPU-hours from extra work (0 with prob. 1 - extra_work_prob)."""
    p = d["extra_work_prob"][:, None]
    mean = d["extra_work_log_mean"][:, None]
    return (rng.random((n, m)) < p) * rng.exponential(1.0, (n, m)) * mean


def predict_disclosures(df: pd.DataFrame, posterior: dict | None = None, *, n: int = 4000,
                        seed: int = 0, file: str = "disclosures.csv") -> pd.DataFrame:
    """Every input column plus ``PRED_COLUMNS``, from pre-training knowledge only.

    Uses per row: parameter count, tokens, accelerator (peak, TDP, family),
    accelerator count, its stages (``data/disclosure_stages.csv``), its shape for the
    attention FLOPs (``data/disclosure_shapes.csv``; ``attention_flops_share``), and the
    row's stated PUE and grid intensity (site facts known before training;
    priors ``pue_disclosure`` and ``grid_disclosure_gco2e_per_kwh`` otherwise)
    and its energy scope and emissions basis (accounting conventions). Never
    the disclosed GPU-hours, days, energy or emissions -- except the
    ``pred_*_given_hours_*`` columns, which push the disclosed GPU-hours (or
    count x days) through the footprint chain alone. Energy, tCO2e and water
    come as reported (the row's convention) and physical
    (:mod:`lifecycle.bayes.conventions`).
    """
    rng = np.random.default_rng(seed)
    from lifecycle.model.steptime import FAMILIES

    c = disclosure_columns(df, file=file, family_names=list(FAMILIES), strict=False)
    d = param_draws(n, rng, posterior)
    pri = load_priors()
    m = len(df)
    fi = np.where(c["family_index"] >= 0, c["family_index"], 0)
    eff = d["gemm_eff_family"][:, fi]  # (n, m)
    eps = rng.standard_normal((5, n, m))
    from lifecycle.bayes.model import SIZE_REF

    size = (c["active_params"] / SIZE_REF)[None, :] ** -d["overhead_size_elasticity"][:, None]
    h = (c["ideal_gpu_hours_at_eff1"][None, :] * _active_share_factor(c, pri, rng, n) / eff
         * d["disclosure_overhead"][:, None] * size
         * d["moe_disclosure_overhead"][:, None] ** c["is_moe"][None, :].astype(float)
         * np.exp(np.sqrt(d["sigma_gpu_hours"][:, None] ** 2 + d["sigma_gpu_hours_small"][:, None] ** 2
                          * c["small_halvings"][None, :]) * eps[0] + _extra_work(d, rng, n, m)
                  + d["sigma_disclosure_publisher"][:, None] * eps[4]))
    days = h / (c["count"][None, :] * 24.0) * np.exp(d["sigma_wall_clock"][:, None] * eps[1])
    from lifecycle.bayes.conventions import footprint_draws, water_factors

    from lifecycle.model.energy import accelerator_power_w, it_power_w, site_factor

    # a new run's busy share is its own (plan, stack, stalls): a fresh prior draw per row
    busy = pri["disclosure_busy_fraction"].sample(rng, n * m).reshape(n, m)
    # and its own site (a publisher the fit has not seen): a fresh factor on the activity
    site = site_factor(d["sigma_power_publisher"][:, None], rng.standard_normal((n, m)))
    acc_w = accelerator_power_w(c["tdp_w"][None, :], c["idle_w"][None, :], busy,
                                d["power_activity_busy"][:, None],
                                d["power_activity_comm"][:, None], site)
    side = {k: pri[k].sample(rng, n)[:, None] for k in FOOTPRINT_PRIORS}
    host = side["host_power_frac_of_tdp"]
    it_w = it_power_w(acc_w, c["tdp_w"][None, :], host, side["network_w_per_gpu"],
                      side["storage_w_per_gpu"])
    # a system average per accelerator (Patterson et al. 2021 Table 4): board and host
    sys_w = it_power_w(acc_w, c["tdp_w"][None, :], host, 0.0, 0.0)
    pue = np.where(np.isfinite(c["pue"])[None, :], c["pue"][None, :],
                   pri["pue_disclosure"].sample(rng, n)[:, None])
    grid = np.where(np.isfinite(c["grid_gco2e_per_kwh"])[None, :], c["grid_gco2e_per_kwh"][None, :],
                    pri["grid_disclosure_gco2e_per_kwh"].sample(rng, n)[:, None])
    wue, ewif = water_factors(rng, n, m)
    noise = np.exp(d["sigma_energy"][:, None] * eps[2])
    kw = dict(conv_w=c["convention_power_w"], acc_w=acc_w, it_w=it_w, pue=pue, grid=grid,
              wue=wue, ewif=ewif, scope=c["energy_scope"], noise=noise,
              system=c["power_system"], sys_w=sys_w)
    fp = footprint_draws(h, **kw)
    # the disclosed GPU-hours (else count x days) through the same footprint
    h_obs = np.where(np.isfinite(c["gpu_hours"]), c["gpu_hours"],
                     c["count"] * c["wall_clock_days"] * 24.0)
    fp_obs = footprint_draws(np.broadcast_to(h_obs[None, :], (n, m)), **kw)
    out = df.copy()
    arrays = {"gpu_hours": h, "wall_clock_days": days, **fp,
              **{f"{q}_given_hours": fp_obs[q] for q in GIVEN_HOURS}}
    for q, arr in arrays.items():
        lo, mid, hi = _q(arr)
        for p, v in zip(_P, (lo, mid, hi), strict=True):
            out[f"pred_{q}_{p}"] = v
    status = np.where(~np.isfinite(c["tokens"]), "no_tokens: cannot predict GPU-hours",
                      np.where(~np.isfinite(c["count"]), "ok (no accelerator count: no days)",
                               "ok")).astype(object)
    for i in range(m):
        notes = [c["accelerator_note"][i]] if c["accelerator_note"][i] else []
        if c["stage_note"][i]:
            notes.append(c["stage_note"][i])
        if c["attention_note"][i] and np.isfinite(c["tokens"][i]):
            notes.append(c["attention_note"][i])
        if c["active_share_basis"][i] == "experts":
            notes.append("MoE active parameters from num_experts / experts_per_token")
        elif c["active_share_basis"][i] == "moe_prior":
            notes.append("MoE active parameters not given: prior moe_active_share")
        if notes and status[i].startswith("ok"):
            status[i] = f"{status[i]}; {'; '.join(notes)}"
    for i in np.flatnonzero(c["unknown_accelerator"]):
        status[i] = (f"unsupported: unknown accelerator {str(df['accelerator'].iloc[i])!r} "
                     "(add it to data/accelerators.csv)")
        for col in PRED_COLUMNS[:-1]:
            out.loc[out.index[i], col] = np.nan
    out["pred_status"] = status
    # the attention core's share of the row's training FLOPs (data/disclosure_shapes.csv)
    out["attention_flops_share"] = c["attention_share"]
    return out


def naive_gpu_hours(df: pd.DataFrame, file: str = "disclosures.csv") -> np.ndarray:
    """Constant-MFU baseline 6 N D / (0.375 x peak) [GPU-h] (NaN without tokens; stages
    summed, the attention core not counted: the rule of thumb)."""
    c = disclosure_columns(df, file=file, family_names=["_"], strict=False, shapes=pd.DataFrame())
    return c["ideal_gpu_hours_at_eff1"] / 0.375
