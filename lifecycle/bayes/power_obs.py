"""The disclosures' measured power and energy likelihood (part of :mod:`lifecycle.bayes.model`).

A disclosed run's accelerator draws ``idle + (TDP - idle) x min(activity x site, 1)``
(:func:`lifecycle.model.energy.accelerator_power_w`) with ``activity = b x busy +
(1 - b) x comm`` at the run's own busy share ``b`` (integrated out to first order)
and ``site`` its publisher's factor (power limits, clock policy, metering).
"""

from __future__ import annotations

import numpy as np

from lifecycle.model.energy import accelerator_power_w

__all__ = ["power_energy_obs"]


def _lognormal_obs(pm, name, mu, sigma, observed, dims=None):
    """A log-normal likelihood: ``log(observed) ~ Normal(mu, sigma)``."""
    return pm.Normal(name, mu=mu, sigma=sigma, observed=np.log(observed), dims=dims)


def power_energy_obs(pm, pt, cols, keep, act, s_p, s_e, info, *, site, log_h_ref, h_known,
                     has_tok, derived_h, count, days) -> None:
    """Measured power per accelerator and energy rows where an unknown enters.

    ``site``: each row's publisher factor on the power activity (a tensor, one
    value per row; :func:`lifecycle.model.energy.accelerator_power_w`).
    """
    tdp = cols["tdp_w"]
    mp = cols["measured_power_w"]
    # only accelerator-only measurements speak to the accelerator's power fraction: a
    # system average per accelerator (Patterson et al. 2021 Table 4) also holds the host's
    # share, which this fraction does not model (it stays the row's energy convention)
    obs_p = keep & np.isfinite(mp) & np.isfinite(tdp) & ~cols["power_system"]
    e = cols["energy_mwh"]
    scope = cols["energy_scope"]
    facility = scope == "facility_incl_pue"
    pue_ok = ~facility | np.isfinite(cols["pue"])
    conv_w = cols["convention_power_w"]
    power_stated = np.isfinite(mp) | np.isfinite(conv_w)
    h_avail = h_known | has_tok | (np.isfinite(count) & np.isfinite(days))
    obs_e = keep & np.isfinite(e) & (scope != "none") & pue_ok & h_avail
    informative = ~power_stated | ~(h_known | np.isfinite(derived_h))
    # each run has its own busy share b (a new run draws a fresh one), integrated out to first
    # order (prior mean; sd as log spread): a latent b per row formed ridges NUTS diverged on
    b_dist = act["busy_prior"].scipy()
    a_b, a_c = act["power_activity_busy"], act["power_activity_comm"]
    pm.Deterministic("disclosure_power_activity", a_c + b_dist.mean() * (a_b - a_c))
    ok = np.isfinite(tdp) & (tdp > 0) & np.isfinite(cols["idle_w"])  # NaN-free graph
    t_w, i_w = np.where(ok, tdp, 1.0), np.where(ok, cols["idle_w"], 0.0)
    p_w = accelerator_power_w(t_w, i_w, b_dist.mean(), a_b, a_c, site)
    log_pfrac, sd_b = pt.log(p_w / t_w), (t_w - i_w) * (a_b - a_c) * site * b_dist.std() / p_w
    idx = np.flatnonzero(obs_p)
    if idx.size:
        _lognormal_obs(pm, "obs_power_w", np.log(tdp[idx]) + log_pfrac[idx],
                        pt.sqrt(s_p**2 + sd_b[idx] ** 2), mp[idx])
    info["rows_power"] = cols["id"][idx].tolist()
    idx = np.flatnonzero(obs_e & informative)
    if idx.size:
        # observed hours first (disclosed, else count x days), predicted last
        lh = pt.where(h_known | ~np.isfinite(derived_h), log_h_ref,
                      np.log(np.where(np.isfinite(derived_h), derived_h, 1.0)))[idx]
        stated_w = np.where(np.isfinite(mp), mp, conv_w)
        log_pw = pt.where(np.isfinite(stated_w),
                          np.log(np.where(np.isfinite(stated_w), stated_w, 1.0)),
                          np.log(tdp) + log_pfrac)
        log_pue = np.log(np.where(facility & np.isfinite(cols["pue"]), cols["pue"], 1.0))
        mu_e = lh + log_pw[idx] + log_pue[idx] - np.log(1e6)  # W h -> MWh
        sd_e = pt.sqrt(s_e**2 + pt.where(np.isfinite(stated_w), 0.0, sd_b**2))
        _lognormal_obs(pm, "obs_energy_mwh", mu_e, sd_e[idx], e[idx])
    info["rows_energy"] = cols["id"][idx].tolist()
    info["rows_identity_energy"] = cols["id"][obs_e & ~informative].tolist()
