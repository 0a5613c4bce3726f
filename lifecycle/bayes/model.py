"""The PyMC calibration model: shared parameters conditioned on published runs.

Parameters (priors in ``priors/calibration.yaml`` and, for the step-time
efficiencies other than compute, ``priors/steptime.yaml``):

* achieved compute efficiency per accelerator generation (``family``), pooled
  on the logit scale::

      logit eff[f] = gemm_eff_logit_mean + centre_f + eff_compute_logit_sd * eff_compute_z[f]
                     (x fp8_gemm_eff_ratio for FP8 GEMMs),   eff_compute_z[f] ~ N(0, 1)

  sampled **centred** for the generations that hundreds of step-time rows pin
  down (Ampere, Hopper) and **non-centred** for the rest (see
  :func:`step_efficiencies`). A family without data keeps ``z ~ N(0, 1)``, i.e.
  it borrows the pooled mean with the between-generation spread as its
  uncertainty;
* ``disclosure_overhead``: GPU-hours of a *clean* disclosure (a tuned stack,
  counting only its own training) over the ideal compute-only GPU-hours:
  exposed communication and bubbles, non-GEMM kernels, failures and restarts
  at normal goodput. Its prior is weakly informative (physics bounds) and the
  likelihood fits it once on the disclosures (issue 15: the earlier prior was
  derived from a posterior fitted on the same rows); scaled by ``(active params /
  70e9) ** -overhead_size_elasticity`` (a physics prior, fitted by the likelihood);
* ``moe_disclosure_overhead``: a mixture-of-experts disclosure's GPU-hours over
  a dense one's at the same active parameters (router, token permutation,
  dispatch/combine all-to-all, load imbalance, small grouped GEMMs); physics
  prior, fitted by the likelihood on the MoE disclosures;
* ``sigma_disclosure_publisher``: scale of the log GPU-hours offset shared by one
  publisher's disclosures (``disclosure_publisher_offset``, non-centred); a
  prediction is for a publisher not in the fit, so it draws a fresh offset;
* ``extra_work_prob``, ``extra_work_log_mean``: some disclosures also count
  work beyond that run (OPT-175B's restarts, DeepSeek-V3's context extension,
  ablations, distillation, less tuned stacks). That only *adds* GPU-hours, so
  it is one-sided: with probability ``extra_work_prob`` a row's log GPU-hours
  gain an exponential excess of mean ``extra_work_log_mean``;
* ``power_activity_busy``, ``power_activity_comm`` (the energy model's priors,
  ``priors/lifecycle.yaml``): a disclosed run's accelerator power is ``idle +
  (TDP - idle) x (b x busy + (1 - b) x comm)`` (:mod:`lifecycle.model.energy`)
  with its own unknown busy share ``b`` (``disclosure_busy_fraction``, integrated
  out; a new run draws a fresh one); the posterior activities replace their
  priors in every scenario estimate: one power model for disclosures and scenarios;
* the step-time model's own efficiencies (communication, overlap, ...) when the
  step-time block is on (:data:`HOST_PAIR` sampled as a rotation of its two z's);
* log-scale noise terms: ``sigma_steptime[source]``, ``sigma_gpu_hours``,
  ``sigma_wall_clock``, ``sigma_power``, ``sigma_energy``.

Likelihoods, all on the log scale:

(a) measured tokens/s/GPU of ``data/measurements/*.csv`` against
    :func:`lifecycle.model.steptime.step_time` evaluated through pytensor on
    all rows in one vectorised call (see :mod:`lifecycle.bayes.steptime_block`);
(b) for each row of ``data/disclosures.csv``:
    - GPU-hours (rows with tokens): ``FLOPs / (peak x eff[f]) x overhead``, FLOPs =
      ``tokens x (6 N_active + attention core)`` or the sum over the row's stages
      (``data/disclosure_stages.csv``, :func:`lifecycle.bayes.rows.stage_flops`)
      times the one-sided extra-work excess: a two-component mixture of
      Normal(mu, sigma_gpu_hours) and ExGaussian(mu, sigma_gpu_hours,
      extra_work_log_mean) on the log scale;
    - wall-clock days (rows with a count): ``H / (count x 24)`` with ``H`` the
      disclosed GPU-hours where given (so days add no second copy of the
      GPU-hours information), else the predicted ones with the same mixture;
    - measured average power of the accelerator alone (``measured_power_scope``
      ``accelerator``): ``idle + (TDP - idle) x activity``; a system average per accelerator
      (``system``: Patterson et al. 2021 Table 4, host included) does not inform
      the accelerator's fraction and enters only as its energy convention;
    - energy, by the row's ``energy_scope`` (``facility_incl_pue`` multiplies
      by the row's PUE, ``accelerator_dynamic`` does not) with power
      ``measured_power_w`` where stated, ``TDP`` for ``tdp_x_hours`` rows, the
      source's ``device_power_w`` for ``assumed_power_x_hours`` rows, else that
      power; rows whose every factor is stated are identities, left out.
    Rows without tokens (T5, Meena, GShard, Switch, XLM) enter only through power and energy.

Left out: tCO2e likelihoods (energy x a stated intensity, or GPU-hours x TDP x an unstated
PUE x grid factor: only nuisance site factors); per-row latent PUE or grid; an efficiency
per precision but FP8's. The disclosed runs' FLOPs count the causal attention core of their
shapes (``data/disclosure_shapes.csv``, :mod:`lifecycle.bayes.rows`).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from lifecycle.bayes.power_obs import power_energy_obs
from lifecycle.bayes.priors_pm import lognormal_product_pair, to_pymc
from lifecycle.bayes.rows import disclosure_columns, load_table
from lifecycle.model.energy import site_factor
from lifecycle.model.steptime import EFF_NAMES, FAMILIES
from lifecycle.priors import Prior, load_priors

__all__ = ["build_model", "CAL_PRIORS", "FAMILY_DIM"]

FAMILY_DIM = "family"
DISCLOSURE_PUBLISHER_DIM = "disclosure_publisher"
RICH_DIM = "family_centred"  # families with a centred logit efficiency
POOR_DIM = "family_noncentred"
# reference size of the overhead's size elasticity [active parameters]
SIZE_REF = 70e9
CAL_PRIORS = ("eff_compute_logit_sd", "disclosure_overhead", "overhead_size_elasticity",
              "sigma_gpu_hours_small",
              "moe_disclosure_overhead", "sigma_disclosure_publisher", "extra_work_prob",
              "extra_work_log_mean", "disclosure_busy_fraction", "sigma_gpu_hours",
              "sigma_wall_clock", "sigma_power", "sigma_energy")


def offset_name(family: str) -> str:
    return f"gemm_eff_offset_{family.replace('-', '_')}"


def offset_centre(priors: dict[str, Prior], family: str) -> float:
    """Prior centre of a family's logit offset (steptime.yaml), 0 if not normal."""
    pr = priors.get(offset_name(family))
    return float(pr.params["mu"]) if pr is not None and pr.dist == "normal" else 0.0


# step-time parameters that only decide whether a plan fits in memory: fixed at their prior
# medians (mem_frag_factor is fitted: every measured run fitted, steptime_block "memory_fits")
MEMORY_ONLY = ("mem_reserve_gib",)
# the step-time model's global discrepancy multiplier is fixed at 1 in the fit:
# the per-source noise sigma_steptime plays its role (a free global multiplier
# would form a ridge with gemm_eff_logit_mean); posterior draws rebuild it
# (memory_discrepancy likewise: sigma_memory is its scale in the fit, steptime_block)
FIXED_IN_FIT = {"step_time_discrepancy": 1.0, "ood_z": 0.0, "memory_discrepancy": 1.0,
                "memory_ood_z": 0.0}
# step-time parameters the throughput data cannot separate from the sampled
# ones (latencies, launch-overhead shape, hbm_eff: memory time is passes/hbm_eff
# and the pass counts are fitted since 2026-11-26) are held at their prior
# medians in the fit, which keeps NUTS trajectories short; predictions draw
# them from their priors (lifecycle.bayes.predict.posterior_param_draws)
HELD_AT_MEDIAN = ("kernel_latency_us", "host_tp_log_factor", "host_overlap_exponent", "hbm_eff",
                  "intra_latency_us", "inter_latency_us", "intra_bw_eff", "dp_bucket_mb",
                  "coll_base_latency_us", "moe_dedup_unknown")
HOST_PAIR = ("host_overhead_per_layer_us", "host_legacy_ratio")  # sampled rotated


# a generation with at least RICH_ROWS step-time rows in the fit, or FEW_ROWS rows from at least
# two publishers, gets a centred logit efficiency (see step_efficiencies): a few rows of several
# publishers pin it too (AMD's CDNA3, 6 rows of 3 publishers: non-centred, its offset and the
# pooled spread formed a funnel, one divergence in a fresh clone's run, 2026-11-27), while one
# publisher's rows leave it confounded with that publisher's offset (TPU v4: Google only)
RICH_ROWS = 20
FEW_ROWS = 5


def family_coords(fams, rich=()) -> dict[str, list[str]]:
    """Model coords of the family dims: every family, the centred (``rich``) and
    the non-centred ones; an empty dim is left out (PyMC needs a length)."""
    coords = {FAMILY_DIM: list(fams), RICH_DIM: [f for f in fams if f in rich],
              POOR_DIM: [f for f in fams if f not in rich]}
    return {k: v for k, v in coords.items() if v}


def step_efficiencies(priors: dict[str, Prior], fams=FAMILIES, *, steptime: bool = True,
                      rich=()) -> dict:
    """PyMC variables for every name of :data:`lifecycle.model.steptime.EFF_NAMES`.

    The per-family GEMM offsets are pooled around the centres of
    ``priors/steptime.yaml`` with a learned spread ``eff_compute_logit_sd``
    (replacing the per-family sigmas of steptime.yaml, so how far generations
    differ is learned)::

        gemm_eff_offset_<f> = centre_f + eff_compute_logit_sd * eff_compute_z[f]
        eff_compute_z[f] ~ Normal(0, 1)

    The same model is sampled in two parameterisations, chosen per family by how
    much data it has: families in ``rich`` (hundreds of step-time rows pin their
    efficiency) sample their logit efficiency directly (**centred**,
    ``gemm_eff_logit_rich[f] ~ Normal(mean + centre_f, sd)``); the others the
    standard-normal ``z`` (**non-centred**). With the pinned families non-centred,
    ``gemm_eff_logit_mean`` and their ``z`` form a ridge (only the sum is
    identified) that a diagonal mass matrix crosses in tiny steps; centred, the
    data fix the sampled value and the pooled mean moves freely.
    ``eff_compute_z`` is a Deterministic over every family either way.
    """
    import pymc as pm
    import pytensor.tensor as pt

    mean = to_pymc(priors["gemm_eff_logit_mean"])
    eff = {"gemm_eff_logit_mean": mean}
    tau = to_pymc(priors["eff_compute_logit_sd"])
    centres = np.array([offset_centre(priors, f) for f in fams])
    r_idx = [i for i, f in enumerate(fams) if f in set(rich)]
    p_idx = [i for i in range(len(fams)) if i not in r_idx]
    offsets = pt.zeros(len(fams))
    if r_idx:
        logit_rich = pm.Normal("gemm_eff_logit_rich", mu=mean + centres[r_idx], sigma=tau,
                               dims=RICH_DIM)
        offsets = pt.set_subtensor(offsets[r_idx], logit_rich - mean)
    if p_idx:
        z_poor = pm.Normal("eff_compute_z_poor", 0.0, 1.0, dims=POOR_DIM)
        offsets = pt.set_subtensor(offsets[p_idx], centres[p_idx] + tau * z_poor)
    pm.Deterministic("eff_compute_z", (offsets - centres) / tau, dims=FAMILY_DIM)
    eff["_offsets"] = offsets
    for i, f in enumerate(fams):
        eff[offset_name(f)] = pm.Deterministic(offset_name(f), offsets[i])
    if not steptime:
        return eff
    if all(priors[k].dist == "lognormal" for k in HOST_PAIR):  # legacy rows fix the product
        eff.update(lognormal_product_pair(*(priors[k] for k in HOST_PAIR)))
    for name in EFF_NAMES:
        if name in eff:
            continue
        if name in FIXED_IN_FIT:
            eff[name] = pt.as_tensor_variable(FIXED_IN_FIT[name])
        elif name in MEMORY_ONLY or name in HELD_AT_MEDIAN:
            eff[name] = pt.as_tensor_variable(priors[name].median())
        else:
            pr = priors[name]
            eff[name] = to_pymc(pr, noncentred=pr.dist in ("normal", "lognormal"))
    return eff


def _extra_work_obs(pm, pt, name, mu, sigma, nu, p, observed):
    """Log-scale observation with a one-sided extra-work excess.

    ``log y = mu + e + x``, ``e ~ Normal(0, sigma)``, and with probability ``p``
    ``x ~ Exponential(mean nu)`` (else 0): a mixture of ``Normal(mu, sigma)``
    and ``ExGaussian(mu, sigma, nu)``. ``p`` may be per row.
    """
    n = len(observed)
    p = p * pt.ones(n)
    w = pt.stack([1.0 - p, p], axis=-1)
    comps = [pm.Normal.dist(mu=mu, sigma=sigma * pt.ones(n)),
             pm.ExGaussian.dist(mu=mu, sigma=sigma * pt.ones(n), nu=nu * pt.ones(n))]
    return pm.Mixture(name, w=w, comp_dists=comps, observed=observed)


def _disclosure_likelihood(pm, pt, cols, keep, eff_fam, priors, info) -> None:
    """(b) The disclosures' GPU-hours, wall-clock days, power and energy (inside the model).

    GPU-hours: ``ideal hours at efficiency 1 / gemm efficiency x overhead`` with a
    one-sided extra-work excess; days, power and energy where an unknown enters.
    """
    overhead = to_pymc(priors["disclosure_overhead"], noncentred=True)
    elast = to_pymc(priors["overhead_size_elasticity"])
    moe_over = to_pymc(priors["moe_disclosure_overhead"])
    p_x = to_pymc(priors["extra_work_prob"])
    nu_x = to_pymc(priors["extra_work_log_mean"])
    act = {k: to_pymc(priors[k]) for k in ("power_activity_busy", "power_activity_comm")}
    act["busy_prior"] = priors["disclosure_busy_fraction"]
    s_h0 = to_pymc(priors["sigma_gpu_hours"])
    s_small = to_pymc(priors["sigma_gpu_hours_small"])
    s_d = to_pymc(priors["sigma_wall_clock"])
    s_p = to_pymc(priors["sigma_power"])
    s_e = to_pymc(priors["sigma_energy"])

    # ---- (b) disclosures ---------------------------------------------
    fi = cols["family_index"]
    known_fam = fi >= 0
    has_tok = keep & np.isfinite(cols["ideal_gpu_hours_at_eff1"]) & known_fam
    log_ideal = np.log(np.where(has_tok, cols["ideal_gpu_hours_at_eff1"], 1.0))
    fi_safe = np.where(known_fam, fi, 0)
    log_size = np.log(np.where(has_tok, cols["active_params"], SIZE_REF) / SIZE_REF)
    # a clean run's scatter grows below 3B: s^2 = sigma_gpu_hours^2 + sigma_small^2 x halvings
    s_h = pt.sqrt(s_h0**2 + s_small**2 * cols["small_halvings"])
    # every publisher's disclosures share an offset (its stack, fleet and accounting):
    # a non-centred random effect, so the shared terms describe a typical publisher
    # and a new publisher's prediction carries sigma_disclosure_publisher
    pubs = sorted(set(cols["group"].tolist()))
    pm.modelcontext(None).add_coord(DISCLOSURE_PUBLISHER_DIM, pubs)
    pix = np.array([pubs.index(g) for g in cols["group"]], dtype=int)
    s_pub = to_pymc(priors["sigma_disclosure_publisher"])
    z_pub = pm.Normal("disclosure_publisher_offset_z", 0.0, 1.0, dims=DISCLOSURE_PUBLISHER_DIM)
    off = pm.Deterministic("disclosure_publisher_offset", s_pub * z_pub,
                           dims=DISCLOSURE_PUBLISHER_DIM)
    info["disclosure_publishers"] = pubs
    log_h_pred = (log_ideal - pt.log(eff_fam[fi_safe]) + pt.log(overhead) - elast * log_size
                  + pt.log(moe_over) * cols["is_moe"].astype(float) + off[pix])

    obs_h = has_tok & np.isfinite(cols["gpu_hours"])
    idx = np.flatnonzero(obs_h)
    if idx.size:
        _extra_work_obs(pm, pt, "obs_gpu_hours", log_h_pred[idx], s_h[idx], nu_x,
                        p_x, np.log(cols["gpu_hours"][idx]))
    info["rows_gpu_hours"] = cols["id"][idx].tolist()

    # GPU-hours referred to by days / energy: disclosed, else predicted, else count x days
    count = cols["count"]
    days = cols["wall_clock_days"]
    derived_h = count * days * 24.0
    log_h_obs = np.log(np.where(np.isfinite(cols["gpu_hours"]), cols["gpu_hours"], 1.0))
    h_known = np.isfinite(cols["gpu_hours"])
    log_h_ref = pt.where(h_known, log_h_obs, log_h_pred)

    obs_d = keep & np.isfinite(days) & np.isfinite(count) & (h_known | has_tok)
    idx = np.flatnonzero(obs_d)
    if idx.size:
        mu_d = log_h_ref[idx] - np.log(count[idx] * 24.0)
        # where the GPU-hours are predicted (not disclosed) their own scatter adds up;
        # without it one such row (GPT-3 on V100) pins its family's efficiency so
        # tightly that the pooled hierarchy forms a funnel (divergences)
        sd_d = pt.where(h_known[idx], s_d, pt.sqrt(s_d**2 + s_h[idx]**2))
        # the extra-work excess applies only where the hours are predicted
        p_d = pt.where(h_known[idx], 0.0, p_x)
        _extra_work_obs(pm, pt, "obs_wall_clock_days", mu_d, sd_d, nu_x, p_d,
                        np.log(days[idx]))
    info["rows_wall_clock_days"] = cols["id"][idx].tolist()

    # a publisher's accelerators share a factor on their power activity (power limits,
    # clock policy, metering): non-centred, a new run draws a fresh one
    s_pp = to_pymc(priors["sigma_power_publisher"])
    z_pp = pm.Normal("power_publisher_offset_z", 0.0, 1.0, dims=DISCLOSURE_PUBLISHER_DIM)
    power_energy_obs(pm, pt, cols, keep, act, s_p, s_e, info, site=site_factor(s_pp, z_pp)[pix],
                     log_h_ref=log_h_ref, h_known=h_known, has_tok=has_tok,
                     derived_h=derived_h, count=count, days=days)

def build_model(disclosures: pd.DataFrame | None = None, measurements: pd.DataFrame | None = None,
                priors: dict[str, Prior] | None = None, *, exclude_groups=(),
                steptime: bool = True, exclude_steptime_groups=()):
    """Build the calibration model.

    Parameters
    ----------
    disclosures
        Table in the layout of ``data/disclosures.csv`` (default: the bundled one).
    measurements
        Step-time measurements (default: all of ``data/measurements/``).
    priors
        Resolved priors (default: :func:`lifecycle.priors.load_priors`).
    exclude_groups
        Disclosure source groups (:func:`lifecycle.bayes.rows.source_group`)
        to leave out, for leave-one-source-out validation.
    steptime
        Include the step-time likelihood (needs :mod:`lifecycle.model.steptime`).
    exclude_steptime_groups
        Measurement sources (text before the first comma) to leave out.

    Returns
    -------
    (pymc.Model, dict)
        The model and an info dict (families, rows used per likelihood, notes).
    """
    import pymc as pm
    import pytensor.tensor as pt

    priors = priors or load_priors()
    fams = FAMILIES
    if disclosures is None:
        disclosures = load_table("disclosures")
    cols = disclosure_columns(disclosures, family_names=fams)
    keep = ~np.isin(cols["group"], list(exclude_groups))
    info = {"families": fams, "notes": [], "excluded_groups": sorted(exclude_groups),
            "excluded_steptime_groups": sorted(exclude_steptime_groups)}

    rich, st_rows = (), None
    if steptime:
        from lifecycle.bayes import steptime_block

        st_rows = steptime_block.fit_rows(measurements, exclude_steptime_groups)
        per_fam = steptime_block.rows_per_family(st_rows, fams)
        pubs = steptime_block.publishers_per_family(st_rows, fams)
        rich = tuple(f for f in fams if per_fam[f] >= RICH_ROWS
                     or (per_fam[f] >= FEW_ROWS and pubs[f] >= 2))
    info["centred_families"] = list(rich)
    with pm.Model(coords=family_coords(fams, rich)) as model:
        eff = step_efficiencies(priors, fams, steptime=steptime, rich=rich)
        eff_fam = pm.Deterministic("gemm_eff_family", pm.math.invlogit(
            eff["gemm_eff_logit_mean"] + eff["_offsets"]), dims=FAMILY_DIM)
        _disclosure_likelihood(pm, pt, cols, keep, eff_fam, priors, info)

        # ---- (a) step-time measurements ----------------------------------
        if steptime:
            step_eff = {k: v for k, v in eff.items() if not k.startswith("_")}
            steptime_block.add(model, step_eff, st_rows, priors, info)
    return model, info
