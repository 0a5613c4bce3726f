"""The cluster over its whole life at utilisation ``u``.

Over ``L`` years (``H = L x 8760`` hours) the cluster draws training power a
share ``u`` of the time and idle power otherwise. Lifetime totals:

* CapEx: hardware purchase x annuity factor + facility build-out x annuity
  factor x ``L / facility_lifetime`` (the hardware's share of the building);
* OpEx: facility energy x price + maintenance share x hardware CapEx x L;
* CapEm: hardware embodied + building embodied x ``L / facility_lifetime``;
* OpEm: facility energy x grid intensity (location-based);
* runs_per_lifetime: busy hours / elapsed hours of one run.
"""

from __future__ import annotations

from lifecycle.model.money import HOURS_PER_YEAR

__all__ = ["lifetime_energy_kwh", "lifetime_view"]


def lifetime_energy_kwh(num_gpus, years, utilisation, busy_it_w, idle_it_w, pue):
    """Facility energy over the life: busy ``u`` of the time, idle otherwise. [kWh]"""
    hours = years * HOURS_PER_YEAR
    it_w = utilisation * busy_it_w + (1.0 - utilisation) * idle_it_w
    return num_gpus * hours * it_w * pue / 1000.0


def lifetime_view(*, num_gpus, years, utilisation, busy_it_w, idle_it_w, pue, usd_per_kwh,
                  grid_gco2e_per_kwh, hardware_capex_usd, facility_capex_usd, facility_years,
                  annuity_factor, maintenance_share_per_year, hardware_kgco2e, building_kgco2e,
                  run_elapsed_h, other_usd_per_year=0.0):
    """Lifetime CapEx, OpEx, CapEm, OpEm of the cluster. [USD, kgCO2e, kWh, count]

    Returns
    -------
    dict
        ``capex_usd``, ``opex_usd``, ``opex_energy_usd``, ``opex_maintenance_usd``,
        ``capem_kgco2e``, ``opem_kgco2e``, ``energy_kwh`` (facility),
        ``runs_per_lifetime``.
    """
    kwh = lifetime_energy_kwh(num_gpus, years, utilisation, busy_it_w, idle_it_w, pue)
    building_share = years / facility_years
    capex = (hardware_capex_usd + facility_capex_usd * building_share) * annuity_factor
    energy_usd = kwh * usd_per_kwh
    maint = hardware_capex_usd * maintenance_share_per_year * years
    opex = energy_usd + maint + other_usd_per_year * years
    return {
        "capex_usd": capex,
        "opex_usd": opex,
        "opex_energy_usd": energy_usd,
        "opex_maintenance_usd": maint,
        "capem_kgco2e": hardware_kgco2e + building_kgco2e * building_share,
        "opem_kgco2e": kwh * grid_gco2e_per_kwh / 1000.0,
        "energy_kwh": kwh,
        "runs_per_lifetime": years * HOURS_PER_YEAR * utilisation / run_elapsed_h,
    }
