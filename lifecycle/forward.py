"""The whole forward chain for one scenario and a set of parameter draws.

``workload -> step time -> goodput -> energy -> money & carbon -> lifetime``.

:func:`evaluate` takes a scenario and ``draws``, a dict of arrays (one entry per
prior name, shape ``(D,)``) or of pytensor variables, and returns a dict of
quantity arrays named in :data:`QUANTITIES`. Everything that depends on the
scenario's discrete choices (accelerator, region, plan) is read here from the
tables as plain numbers (:func:`constants`); everything uncertain goes through
the pure formulas in :mod:`lifecycle.model`, so the PyMC model can build its
graph from this same function.

Scenario values replace priors (:func:`fixed_by_scenario`): ``site.pue``,
``site.electricity_usd_per_kwh``, ``cluster.storage_bw_gb_per_s``, and
``lifecycle.utilisation`` / ``lifetime_years`` / ``maintenance_share_per_year``
when the scenario sets them explicitly.
"""

from __future__ import annotations

import numpy as np

from lifecycle import ops
from lifecycle import footprint
from lifecycle.feasibility import check_feasible
from lifecycle.hwconst import accelerator_constants, cloud_price, num, price_usd
from lifecycle.model import carbon, energy, goodput, lifetime, money
from lifecycle.quantities import QUANTITIES

__all__ = ["QUANTITIES", "LIFECYCLE_PRIORS", "evaluate", "constants", "fixed_by_scenario",
           "accelerator_embodied", "accelerator_constants"]

_Z90 = 1.6448536269514722

#: Parts of the non-accelerator server, each a prior ``server_<part>_kgco2e_per_gpu``.
SERVER_PARTS = ("cpu", "dram", "ssd", "platform")

#: Prior names the lifecycle part of :func:`evaluate` reads from ``draws``
#: (priors/lifecycle.yaml, site.yaml, cost.yaml, embodied.yaml).
LIFECYCLE_PRIORS = (
    "failure_rate_per_gpu_hour", "failure_rate_per_node_hour", "restart_s",
    "storage_bw_gb_per_s_per_gpu", "overhead_eval_frac", "overhead_ramp_frac",
    "power_activity_busy", "power_activity_comm", "sigma_power_publisher", "power_site_z",
    "host_power_frac_of_tdp", "host_idle_share",
    "network_w_per_gpu", "storage_w_per_gpu", "utilisation", "lifetime_years",
    "facility_lifetime_years", "pue", "grid_intensity_z", "grid_default_log_sigma",
    "electricity_usd_per_kwh", "accelerator_price_factor", "server_overhead_factor",
    "interconnect_share", "storage_usd_per_gpu", "facility_usd_per_w",
    "maintenance_share_per_year", "other_opex_usd_per_gpu_year", "fab_carbon_factor",
    "defect_density_factor", "yield_alpha",
    "hbm_kgco2e_per_gb", "packaging_kgco2e", "board_kgco2e",
    "server_cpu_kgco2e_per_gpu", "server_dram_kgco2e_per_gpu", "server_ssd_kgco2e_per_gpu",
    "server_platform_kgco2e_per_gpu",
    "network_kgco2e_per_gpu", "storage_kgco2e_per_gpu", "building_kgco2e_per_w",
) + footprint.WATER_PRIORS + footprint.PROJECT_PRIORS

def _explicit(section, field) -> bool:
    """True if the user wrote ``field`` in this scenario section (not a default)."""
    fs = getattr(section, "model_fields_set", None)
    if fs is None:
        return getattr(section, field, None) is not None
    return field in fs and getattr(section, field, None) is not None


def fixed_by_scenario(scenario) -> dict[str, float]:
    """Prior names whose value the scenario fixes, with that value."""
    out: dict[str, float] = {}
    site, cl, lc = scenario.site, scenario.cluster, scenario.lifecycle
    if getattr(site, "pue", None) is not None:
        out["pue"] = float(site.pue)
    if getattr(site, "electricity_usd_per_kwh", None) is not None:
        out["electricity_usd_per_kwh"] = float(site.electricity_usd_per_kwh)
    if getattr(cl, "storage_bw_gb_per_s", None) is not None:
        out["storage_bw_gb_per_s_per_gpu"] = float(cl.storage_bw_gb_per_s) / float(cl.count)
    for name in ("utilisation", "lifetime_years", "maintenance_share_per_year"):
        if _explicit(lc, name):
            out[name] = float(getattr(lc, name))
    out.update(footprint.fixed_by_scenario(scenario))
    return out


def constants(scenario) -> dict:
    """Known numbers of a scenario for the lifecycle formulas (plain floats)."""
    from lifecycle import tables

    cl, site, lc = scenario.cluster, scenario.site, scenario.lifecycle
    acc = tables.accelerator(cl.accelerator)
    gpn = int(getattr(cl, "gpus_per_node", None) or acc.get("gpus_per_node") or 8)
    n = int(cl.count)
    c = {
        "num_gpus": float(n),
        "num_nodes": float(-(-n // gpn)),
        **accelerator_constants(cl.accelerator),
        "tokens": float(scenario.training.tokens),
        "cost_of_capital": float(getattr(lc, "cost_of_capital", 0.0) or 0.0),
        "mode": getattr(lc, "mode", "own") or "own",
        "rent_usd_per_gpu_hour": num(getattr(lc, "rent_usd_per_gpu_hour", None)),
    }
    c["accel_price_usd"] = (price_usd(acc, getattr(lc, "purchase_year", None))
                            if c["mode"] == "own" or acc.get("price_usd") is not None
                            else float("nan"))
    if c["mode"] == "rent" and not np.isfinite(c["rent_usd_per_gpu_hour"]):
        c["rent_usd_per_gpu_hour"] = cloud_price(cl.accelerator)
    # grid: explicit value (no spread) or the region's value with its p05/p95 spread
    cfe = getattr(site, "cfe_share", None)
    if getattr(site, "grid_gco2e_per_kwh", None) is not None:
        c["grid_gco2e_per_kwh"], c["grid_log_sigma"] = float(site.grid_gco2e_per_kwh), 0.0
        region = {}
    else:
        region = tables.region(site.region)
        c["grid_gco2e_per_kwh"] = float(region["gco2e_per_kwh"])
        lo, hi = num(region.get("p05_gco2e_per_kwh")), num(region.get("p95_gco2e_per_kwh"))
        c["grid_log_sigma"] = (np.log(hi / lo) / (2 * _Z90)
                               if np.isfinite(lo) and np.isfinite(hi) and hi > lo > 0 else None)
    c["cfe_share"] = float(cfe if cfe is not None else num(region.get("cfe_share"), 0.0))
    c.update(footprint.water_constants(scenario))
    c.update(footprint.project_constants(scenario))
    return c


def accelerator_embodied(c: dict, d: dict) -> dict:
    """Embodied carbon of one accelerator module by component. [kgCO2e]

    ``c`` from :func:`constants` (or any dict with the die/fab/HBM keys), ``d``
    the draws of fab_carbon_factor, defect_density_factor, yield_alpha,
    hbm_kgco2e_per_gb, packaging_kgco2e, board_kgco2e.
    """
    y = carbon.negative_binomial_yield(c["die_area_cm2"],
                                       c["defect_density_per_cm2"] * d["defect_density_factor"],
                                       d["yield_alpha"])
    die = carbon.die_kgco2e(c["die_area_cm2"], c["fab_kwh_per_cm2"], c["fab_grid_gco2e_per_kwh"],
                            c["gas_kgco2e_per_cm2"], c["materials_kgco2e_per_cm2"], y)
    out = carbon.accelerator_kgco2e(die * d["fab_carbon_factor"], c["hbm_gb"],
                                    d["hbm_kgco2e_per_gb"], d["packaging_kgco2e"],
                                    d["board_kgco2e"])
    out["yield"] = y
    return out


def _step_time(scenario, eff):
    from lifecycle.inputs import from_scenario
    from lifecycle.model.steptime import step_time

    w, plan, hw = from_scenario(scenario)
    return step_time(w, plan, hw, eff)


def evaluate(scenario, draws: dict, eff: dict | None = None, *, st: dict | None = None,
             consts: dict | None = None) -> dict:
    """All quantities of :data:`QUANTITIES` for a scenario and parameter draws.

    Parameters
    ----------
    scenario : Scenario
        A loaded scenario (concrete plan).
    draws : dict
        Prior name -> array ``(D,)`` (or scalar, or pytensor variable). Must hold
        every name in :data:`LIFECYCLE_PRIORS` not fixed by the scenario, plus the
        step-time efficiency parameters.
    eff : dict, optional
        Efficiency parameters for the step-time model; ``draws`` when omitted.
    st, consts : dict, optional
        Precomputed step-time output / :func:`constants` (for callers that
        evaluate many times).

    Returns
    -------
    dict
        Quantity name -> array (numpy ``(D,)`` or pytensor), units in
        :data:`QUANTITIES`.
    """
    d = {**draws, **fixed_by_scenario(scenario)}
    c = consts if consts is not None else constants(scenario)
    if st is None:
        from lifecycle.stages import run_step_time

        st = run_step_time(scenario, d if eff is None else eff, _step_time, check_feasible)
        check_feasible(scenario, st)
    n = c["num_gpus"]
    t = _run_time(c, d, st)
    p = _power(c, d, st, t)
    grid, opem = _grid(c, d, p["e"])
    k = _capital(c, d, n, p, grid, t["elapsed_h"])
    m = _run_money(c, d, n, k, p["e"], t)
    out = _outputs(c, d, n, st, t, p, grid, opem, k, m)
    footprint.extend(out, c, d, n=n, e=p["e"], life=k["life"], emb=k["emb"], share=m["share"],
                     idle_it_w=p["idle_w"], elapsed_h=t["elapsed_h"], grid=grid,
                     capem_kg=m["capem_kg"], total_kg=m["total_kg"])
    return _finish(out, draws)


def _run_time(c, d, st) -> dict:
    """Goodput, elapsed time and GPU-hours of the run."""
    n, nodes = c["num_gpus"], c["num_nodes"]
    rate = goodput.interruption_rate_per_h(n, nodes, d["failure_rate_per_gpu_hour"],
                                           d["failure_rate_per_node_hour"])
    ckpt = goodput.checkpoint_write_s(st["state_bytes"], d["storage_bw_gb_per_s_per_gpu"] * n)
    g = goodput.goodput(rate, ckpt, d["restart_s"])
    overhead = d["overhead_eval_frac"] + d["overhead_ramp_frac"]
    # a run of several stages (lifecycle/stages.py): their compute time adds up
    t = goodput.run_time(c["tokens"], st["tokens_per_step"],
                         st.get("run_step_time_s", st["step_time_s"]), g["goodput"],
                         overhead, rate, d["restart_s"])
    return {**t, "g": g, "ckpt": ckpt, "gpu_hours": n * t["elapsed_h"]}


def _power(c, d, st, t) -> dict:
    """Accelerator, busy and idle IT power per GPU [W] and the run's energy."""
    # the run's site: a fresh factor on the activity (lifecycle.bayes.power_obs)
    site = energy.site_factor(d["sigma_power_publisher"], d["power_site_z"])
    acc_w = energy.accelerator_power_w(c["tdp_w"], c["idle_w"],
                                       st.get("run_busy_fraction", st["busy_fraction"]),
                                       d["power_activity_busy"], d["power_activity_comm"], site)
    busy_w = energy.it_power_w(acc_w, c["tdp_w"], d["host_power_frac_of_tdp"],
                               d["network_w_per_gpu"], d["storage_w_per_gpu"])
    idle_w = energy.idle_it_power_w(c["idle_w"], c["tdp_w"], d["host_power_frac_of_tdp"],
                                    d["host_idle_share"], d["network_w_per_gpu"],
                                    d["storage_w_per_gpu"])
    e = energy.run_energy(c["num_gpus"], t["busy_h"], t["restart_h"], busy_w, idle_w, d["pue"])
    return {"acc_w": acc_w, "busy_w": busy_w, "idle_w": idle_w, "e": e}


def _grid(c, d, e):
    """Grid intensity [gCO2e/kWh] and operational carbon [kgCO2e]."""
    sigma = c["grid_log_sigma"] if c["grid_log_sigma"] is not None else d["grid_default_log_sigma"]
    grid = carbon.grid_intensity(c["grid_gco2e_per_kwh"], sigma, d["grid_intensity_z"])
    return grid, carbon.opem_kgco2e(e["facility_kwh"], grid, c["cfe_share"])


def _capital(c, d, n, p, grid, elapsed_h) -> dict:
    """Hardware and facility CapEx, embodied carbon and the lifetime view of the cluster."""
    years, u = d["lifetime_years"], d["utilisation"]
    price = c["accel_price_usd"] * d["accelerator_price_factor"]
    hw = money.hardware_capex(n, price, d["server_overhead_factor"], d["interconnect_share"],
                              d["storage_usd_per_gpu"])
    provisioned_w = n * (c["tdp_w"] * (1.0 + d["host_power_frac_of_tdp"])
                         + d["network_w_per_gpu"] + d["storage_w_per_gpu"])
    fac = money.facility_capex_usd(provisioned_w, d["facility_usd_per_w"])
    annuity = money.annuity_total_factor(c["cost_of_capital"], years)
    emb = accelerator_embodied(c, d)
    server = {k: d[f"server_{k}_kgco2e_per_gpu"] for k in SERVER_PARTS}
    server_kg = server["cpu"] + server["dram"] + server["ssd"] + server["platform"]
    per_gpu_other = (server_kg + d["network_kgco2e_per_gpu"]
                     + d["storage_kgco2e_per_gpu"])
    hw_kg = n * (emb["total"] + per_gpu_other)
    building_kg = provisioned_w * d["building_kgco2e_per_w"]
    life = lifetime.lifetime_view(
        num_gpus=n, years=years, utilisation=u, busy_it_w=p["busy_w"], idle_it_w=p["idle_w"],
        pue=d["pue"], usd_per_kwh=d["electricity_usd_per_kwh"], grid_gco2e_per_kwh=grid,
        hardware_capex_usd=hw["total"], facility_capex_usd=fac,
        facility_years=d["facility_lifetime_years"], annuity_factor=annuity,
        maintenance_share_per_year=d["maintenance_share_per_year"], hardware_kgco2e=hw_kg,
        building_kgco2e=building_kg, run_elapsed_h=elapsed_h,
        other_usd_per_year=n * d["other_opex_usd_per_gpu_year"])
    return {"hw": hw, "fac": fac, "annuity": annuity, "emb": emb, "server": server,
            "server_kg": server_kg, "building_kg": building_kg, "life": life}


def _run_money(c, d, n, k, e, t) -> dict:
    """The run's share of the lifetime: CapEx by part, OpEx, TCO, embodied carbon."""
    years, u = d["lifetime_years"], d["utilisation"]
    life, annuity = k["life"], k["annuity"]
    share = money.run_share(t["elapsed_h"], years, u)
    bshare = years / d["facility_lifetime_years"]
    own_capex = {p: k["hw"][p] * annuity * share for p in ("accelerators", "servers", "network",
                                                          "storage")}
    own_capex["facility"] = k["fac"] * bshare * annuity * share
    own_capex_total = life["capex_usd"] * share
    energy_usd = e["facility_kwh"] * d["electricity_usd_per_kwh"]
    maint_usd = life["opex_maintenance_usd"] * share
    other_usd = n * d["other_opex_usd_per_gpu_year"] * years * share
    own_tco = own_capex_total + energy_usd + maint_usd + other_usd
    if c["mode"] == "rent":
        rent_usd = t["gpu_hours"] * c["rent_usd_per_gpu_hour"]
        zero = 0.0 * rent_usd
        capex_parts = {p: zero for p in own_capex}
        capex_usd, opex_energy, opex_maint, opex_rent = zero, zero, zero, rent_usd
        opex_other = zero
    else:
        capex_parts, capex_usd = own_capex, own_capex_total
        opex_energy, opex_maint, opex_rent = energy_usd, maint_usd, 0.0 * energy_usd
        opex_other = other_usd
    opex_usd = opex_energy + opex_maint + opex_other + opex_rent
    capem_kg = life["capem_kgco2e"] * share
    return {"share": share, "bshare": bshare, "capex_parts": capex_parts, "capex_usd": capex_usd,
            "opex_energy": opex_energy, "opex_maint": opex_maint, "opex_rent": opex_rent,
            "opex_other": opex_other, "opex_usd": opex_usd, "tco": capex_usd + opex_usd,
            "own_tco": own_tco, "capem_kg": capem_kg}


def _outputs(c, d, n, st, t, p, grid, opem, k, m) -> dict:
    """Every per-run and lifetime quantity of :data:`QUANTITIES` from the pieces."""
    e, life, emb, server, share = p["e"], k["life"], k["emb"], k["server"], m["share"]
    total_kg = m["capem_kg"] + opem["location"]
    m["total_kg"] = total_kg
    days = t["elapsed_h"] / 24.0
    model_flops = st.get("run_model_flops_per_step", st["model_flops_per_step"]) * t["steps"]
    mtok = c["tokens"] / 1e6
    cp = m["capex_parts"]
    out = {
        "time_to_train_days": days, "gpu_hours": t["gpu_hours"], "goodput": t["g"]["goodput"],
        "interruptions": t["interruptions"],
        "checkpoint_interval_s": t["g"]["checkpoint_interval_s"], "checkpoint_write_s": t["ckpt"],
        "restart_hours": t["restart_h"], "compute_days": t["compute_h"] / 24.0,
        "energy_mwh": e["facility_kwh"] / 1000.0, "it_energy_mwh": e["it_kwh"] / 1000.0,
        "accelerator_power_w": p["acc_w"], "it_power_w_per_gpu": p["busy_w"],
        "grid_gco2e_per_kwh": grid, "capex_usd": m["capex_usd"], "opex_usd": m["opex_usd"],
        "tco_usd": m["tco"], "capem_tco2e": m["capem_kg"] / 1000.0,
        "opem_tco2e": opem["location"] / 1000.0, "opem_market_tco2e": opem["market"] / 1000.0,
        "total_tco2e": total_kg / 1000.0,
        **{f"capex_{q}_usd": cp[q] for q in ("accelerators", "servers", "network", "storage",
                                             "facility")},
        "opex_energy_usd": m["opex_energy"], "opex_maintenance_usd": m["opex_maint"],
        "opex_rent_usd": m["opex_rent"], "opex_other_usd": m["opex_other"],
        "capem_accelerators_tco2e": n * emb["total"] * share / 1000.0,
        "capem_servers_tco2e": n * k["server_kg"] * share / 1000.0,
        **{f"capem_server_{q}_tco2e": n * v * share / 1000.0 for q, v in server.items()},
        "capem_network_tco2e": n * d["network_kgco2e_per_gpu"] * share / 1000.0,
        "capem_storage_tco2e": n * d["storage_kgco2e_per_gpu"] * share / 1000.0,
        "capem_building_tco2e": k["building_kg"] * m["bshare"] * share / 1000.0,
        "embodied_per_accelerator_kgco2e": emb["total"], "embodied_die_kgco2e": emb["die"],
        "embodied_hbm_kgco2e": emb["hbm"], "embodied_package_kgco2e": emb["packaging"],
        "embodied_board_kgco2e": emb["board"],
        "embodied_server_per_accelerator_kgco2e": k["server_kg"],
        "lifetime_capex_usd": life["capex_usd"], "lifetime_opex_usd": life["opex_usd"],
        "lifetime_tco_usd": life["capex_usd"] + life["opex_usd"],
        "lifetime_capem_tco2e": life["capem_kgco2e"] / 1000.0,
        "lifetime_opem_tco2e": life["opem_kgco2e"] / 1000.0,
        "lifetime_energy_mwh": life["energy_kwh"] / 1000.0,
        "runs_per_lifetime": life["runs_per_lifetime"], "run_share_of_lifetime": share,
        "usd_per_mtok": m["tco"] / mtok, "kgco2e_per_mtok": total_kg / mtok,
        "gco2e_per_pflop": total_kg * 1000.0 / (model_flops / 1e15),
        "tcdp_tco2e_days": (total_kg / 1000.0) * days,
        "breakeven_rent_usd_per_gpu_hour": m["own_tco"] / t["gpu_hours"],
    }
    for q in ("step_time_s", "compute_s", "comm_exposed_s", "bubble_s", "recompute_s",
              "optimizer_s", "overhead_s", "mfu", "tokens_per_s_per_gpu", "busy_fraction",
              "memory_gib"):
        if q in st:
            out[q] = st[q]
    if "memory_gib" in st and "hbm_gib" in st:  # negative in the draws where it does not fit
        out["memory_headroom_gib"] = st["hbm_gib"] - st["memory_gib"]
    return out


def _finish(out: dict, draws: dict) -> dict:
    """Broadcast numpy results to ``(D,)`` float arrays; leave pytensor as is."""
    sizes = [np.size(v) for v in draws.values() if not ops.is_symbolic(v)]
    size = max(sizes) if sizes else 1
    res = {}
    for k, v in out.items():
        if ops.is_symbolic(v):
            res[k] = v
        else:
            a = np.asarray(v, dtype=float)
            res[k] = np.broadcast_to(a, (size,)).copy() if a.size in (1, size) else a
    return res
