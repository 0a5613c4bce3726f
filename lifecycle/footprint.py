"""Water and whole-project quantities, appended to the forward chain's output.

Called by :func:`lifecycle.forward.evaluate` once energy, embodied carbon and
the run share are known.

* **Water** (:mod:`lifecycle.model.water`): on-site WUE from the row of
  ``data/water.csv`` for ``site.cooling`` (``unknown`` by default), off-site
  EWIF from the row for the grid region (US regions use ``us-average``, other
  regions ``default``); each factor is the row's value times
  ``exp(sigma z)`` with ``sigma`` from the row's low/high (p05/p95) and ``z``
  the prior ``wue_z`` / ``ewif_z``. ``site.wue_l_per_kwh`` /
  ``site.ewif_l_per_kwh`` fix them.
* **Project**: the final run plus the work around it (``project:`` keys of the
  scenario): development, evaluation and failed runs scale the final run's
  energy, carbon, water and GPU-hours by ``1 + x``; idle-but-allocated time
  adds idle power and the hardware's embodied share for those hours.
"""

from __future__ import annotations

import numpy as np

from lifecycle.model import water

__all__ = ["WATER_PRIORS", "PROJECT_PRIORS", "water_constants", "project_constants",
           "fixed_by_scenario", "extend"]

_Z90 = 1.6448536269514722

#: Prior names read by :func:`extend` (priors/water.yaml, priors/project.yaml).
WATER_PRIORS = ("wue_z", "ewif_z", "fab_water_l_per_cm2", "embodied_water_other_l_per_gpu")
PROJECT_PRIORS = ("development_share",)


def _row(entity: str, category: str) -> dict | None:
    from lifecycle import tables

    df = tables.load("water")
    rows = df[(df["category"] == category) & (df["entity"] == entity)]
    return None if rows.empty else rows.iloc[0].to_dict()


def _value_sigma(row: dict) -> tuple[float, float]:
    lo, hi, v = row.get("low_value"), row.get("high_value"), float(row["value"])
    try:
        lo, hi = float(lo), float(hi)
    except (TypeError, ValueError):
        return v, 0.0
    if not (np.isfinite(lo) and np.isfinite(hi) and hi > lo > 0):
        return v, 0.0
    return v, float(np.log(hi / lo) / (2 * _Z90))


def ewif_entity(region: str | None) -> str:
    """Row of data/water.csv (offsite_ewif) for a grid region id."""
    if not region:
        return "default"
    if _row(region, "offsite_ewif") is not None:
        return region
    if region.startswith(("us-", "gcp-us-", "country-us")) or "-us-" in region + "-":
        return "us-average"
    return "default"


def water_constants(scenario) -> dict:
    """WUE and EWIF of a scenario's site: value [L/kWh] and log-scale sigma."""
    site = scenario.site
    c = {}
    if getattr(site, "wue_l_per_kwh", None) is not None:
        c["wue_l_per_kwh"], c["wue_log_sigma"] = float(site.wue_l_per_kwh), 0.0
    else:
        c["wue_l_per_kwh"], c["wue_log_sigma"] = _value_sigma(
            _row(getattr(site, "cooling", None) or "unknown", "onsite_wue"))
    if getattr(site, "ewif_l_per_kwh", None) is not None:
        c["ewif_l_per_kwh"], c["ewif_log_sigma"] = float(site.ewif_l_per_kwh), 0.0
    else:
        c["ewif_l_per_kwh"], c["ewif_log_sigma"] = _value_sigma(
            _row(ewif_entity(getattr(site, "region", None)), "offsite_ewif"))
    return c


def project_constants(scenario) -> dict:
    """Scenario keys of the work around the final run (plain floats)."""
    p = getattr(scenario, "project", None)
    get = (lambda k, dflt: float(getattr(p, k, None) or dflt)) if p is not None else (
        lambda k, dflt: dflt)
    dev_h = getattr(p, "development_gpu_hours", None) if p is not None else None
    return {
        "development_gpu_hours": float(dev_h) if dev_h is not None else float("nan"),
        "evaluation_share": get("evaluation_share", 0.0),
        "failed_run_share": get("failed_run_share", 0.0),
        "idle_allocated_share": get("idle_allocated_share", 0.0),
    }


def fixed_by_scenario(scenario) -> dict[str, float]:
    """Prior names of this module that the scenario fixes (development_share)."""
    p = getattr(scenario, "project", None)
    if p is None:
        return {}
    if getattr(p, "development_share", None) is not None:
        return {"development_share": float(p.development_share)}
    if getattr(p, "development_gpu_hours", None) is not None:
        return {"development_share": 0.0}  # replaced by hours / final-run GPU-hours
    return {}


def extend(out: dict, c: dict, d: dict, *, n, e: dict, life: dict, emb: dict, share,
           idle_it_w, elapsed_h, grid, capem_kg, total_kg) -> dict:
    """Add water_* and project_* quantities to ``out`` (the forward chain's dict).

    ``c`` holds :func:`water_constants` and :func:`project_constants` keys beside
    the forward constants; ``d`` the draws; ``e`` the run energy; ``life`` the
    lifetime view; ``emb`` the accelerator embodied carbon (its ``yield``).
    """
    wue = water.factor(c["wue_l_per_kwh"], c["wue_log_sigma"], d["wue_z"])
    ewif = water.factor(c["ewif_l_per_kwh"], c["ewif_log_sigma"], d["ewif_z"])
    emb_l = water.embodied_per_accelerator_l(c["die_area_cm2"], emb["yield"],
                                             d["fab_water_l_per_cm2"],
                                             d["embodied_water_other_l_per_gpu"])
    pue = d["pue"]
    w = water.water_view(num_gpus=n, run_it_kwh=e["it_kwh"], run_facility_kwh=e["facility_kwh"],
                         life_it_kwh=life["energy_kwh"] / pue,
                         life_facility_kwh=life["energy_kwh"], wue_l_per_kwh=wue,
                         ewif_l_per_kwh=ewif, embodied_l_per_gpu=emb_l, run_share=share)
    out.update({
        "wue_l_per_kwh": wue, "ewif_l_per_kwh": ewif,
        "water_onsite_m3": w["onsite"], "water_offsite_m3": w["offsite"],
        "water_embodied_m3": w["embodied"], "water_m3": w["total"],
        "lifetime_water_onsite_m3": w["lifetime_onsite"],
        "lifetime_water_offsite_m3": w["lifetime_offsite"],
        "lifetime_water_embodied_m3": w["lifetime_embodied"],
        "lifetime_water_m3": w["lifetime_total"],
        "embodied_water_per_accelerator_l": emb_l,
    })

    # the whole project ------------------------------------------------------
    gpu_hours = out["gpu_hours"]
    dev = c.get("development_gpu_hours", float("nan"))
    dev_share = dev / gpu_hours if np.isfinite(dev) else d["development_share"]
    x = dev_share + c.get("evaluation_share", 0.0) + c.get("failed_run_share", 0.0)
    i = c.get("idle_allocated_share", 0.0)
    idle_it_kwh = n * elapsed_h * i * idle_it_w / 1000.0
    idle_fac_kwh = idle_it_kwh * pue
    out.update({
        "project_gpu_hours": gpu_hours * (1.0 + x + i),
        "project_energy_mwh": (e["facility_kwh"] * (1.0 + x) + idle_fac_kwh) / 1000.0,
        "project_total_tco2e": (total_kg * (1.0 + x) + idle_fac_kwh * grid / 1000.0
                                + capem_kg * i) / 1000.0,
        "project_water_m3": (w["total"] * (1.0 + x) + water.onsite_m3(idle_it_kwh, wue)
                             + water.offsite_m3(idle_fac_kwh, ewif) + w["embodied"] * i),
        "project_extra_share": x + 0.0 * gpu_hours,
    })
    return out

