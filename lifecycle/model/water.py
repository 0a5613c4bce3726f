"""Water footprint of a training run and of the cluster over its life.

Three parts, following Li et al. 2023 ("Making AI Less Thirsty",
arXiv:2304.03271, Sec. 3) for the operational ones:

* **on-site** (scope 1): water the site's cooling evaporates or discharges,
  ``IT energy x WUE`` where the water usage effectiveness WUE [L/kWh] is
  defined per kWh of IT energy (The Green Grid WP#35);
* **off-site** (scope 2): water consumed by the power plants that generate the
  site's electricity, ``facility energy x EWIF`` (electricity water intensity
  factor [L/kWh], a grid mix of per-fuel factors such as Macknick et al. 2012);
* **embodied**: water used to make the hardware -- the logic die at the fab
  (per cm2 of die, divided by the die's yield like its carbon) plus the rest
  of the accelerator and its share of server and network -- charged to a run
  by the same run share as embodied carbon.

Water is consumption in cubic metres (1 m3 = 1000 L), not withdrawal.
"""

from __future__ import annotations

from lifecycle import ops

__all__ = ["factor", "onsite_m3", "offsite_m3", "embodied_per_accelerator_l", "water_view"]


def factor(value_l_per_kwh, log_sigma, z):
    """A water factor draw, lognormal around a row's value: ``value x exp(sigma z)``. [L/kWh]"""
    return value_l_per_kwh * ops.exp(log_sigma * z)


def onsite_m3(it_kwh, wue_l_per_kwh):
    """On-site (cooling) water: IT energy x WUE. [m3]"""
    return it_kwh * wue_l_per_kwh / 1000.0


def offsite_m3(facility_kwh, ewif_l_per_kwh):
    """Off-site (electricity generation) water: facility energy x EWIF. [m3]"""
    return facility_kwh * ewif_l_per_kwh / 1000.0


def embodied_per_accelerator_l(die_area_cm2, die_yield, fab_water_l_per_cm2, other_l_per_gpu):
    """Embodied water of one accelerator with its share of server and network. [L]

    ``die_area x fab water per cm2 / yield`` (logic die) + ``other_l_per_gpu``.
    """
    return die_area_cm2 * fab_water_l_per_cm2 / die_yield + other_l_per_gpu


def water_view(*, num_gpus, run_it_kwh, run_facility_kwh, life_it_kwh, life_facility_kwh,
               wue_l_per_kwh, ewif_l_per_kwh, embodied_l_per_gpu, run_share):
    """Water of the run and of the cluster's life, by part. [m3]

    Parameters
    ----------
    num_gpus : array_like
        Accelerators. [count]
    run_it_kwh, run_facility_kwh : array_like
        IT and facility energy of the run. [kWh]
    life_it_kwh, life_facility_kwh : array_like
        IT and facility energy over the hardware life. [kWh]
    wue_l_per_kwh, ewif_l_per_kwh : array_like
        On-site WUE and off-site EWIF. [L/kWh]
    embodied_l_per_gpu : array_like
        Embodied water per accelerator incl. its share of server and network. [L]
    run_share : array_like
        The run's share of the hardware life (as for embodied carbon). [ratio]

    Returns
    -------
    dict
        ``onsite``, ``offsite``, ``embodied``, ``total`` and ``lifetime_*`` of
        each. [m3]
    """
    life_emb = num_gpus * embodied_l_per_gpu / 1000.0
    out = {
        "onsite": onsite_m3(run_it_kwh, wue_l_per_kwh),
        "offsite": offsite_m3(run_facility_kwh, ewif_l_per_kwh),
        "embodied": life_emb * run_share,
        "lifetime_onsite": onsite_m3(life_it_kwh, wue_l_per_kwh),
        "lifetime_offsite": offsite_m3(life_facility_kwh, ewif_l_per_kwh),
        "lifetime_embodied": life_emb,
    }
    out["total"] = out["onsite"] + out["offsite"] + out["embodied"]
    out["lifetime_total"] = (out["lifetime_onsite"] + out["lifetime_offsite"]
                             + out["lifetime_embodied"])
    return out
