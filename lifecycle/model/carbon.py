"""Embodied (CapEm) and operational (OpEm) carbon.

CapEm of one accelerator, by component (scope stated for each):

* **die** (logic die only, cradle-to-gate at the fab): die area x carbon per
  cm2 of the process node ``(fab_kwh_per_cm2 x fab grid + gases + materials)``
  divided by the die yield (ACT, Gupta et al. ISCA 2022, Table 1);
  yield is negative-binomial ``Y = (1 + A D0 / alpha)^-alpha`` (Stapper) with
  die area ``A`` [cm2], defect density ``D0`` [1/cm2] and clustering ``alpha``;
* **HBM**: capacity x carbon per GB (DRAM proxies; no HBM-specific factor is
  published, so the prior is wide);
* **packaging**: interposer, substrate and assembly (CoWoS-class) per package;
* **board**: the accelerator module PCB, voltage regulators, heat sink.

Sum = "accelerator module" scope (published per-H100 totals range from 12.5 kg,
die only, to 575 kg, module with HBM and board). Beyond the accelerator, per
accelerator: the rest of the server (CPUs, DRAM, SSD, chassis, PSUs), network
gear (switches, optics), storage; and the building per watt of IT load.

OpEm: location-based = facility energy x grid intensity; market-based =
location-based x (1 - carbon-free-energy share).
"""

from __future__ import annotations

from lifecycle import ops

__all__ = ["negative_binomial_yield", "die_kgco2e", "accelerator_kgco2e", "opem_kgco2e",
           "grid_intensity"]


def negative_binomial_yield(die_area_cm2, defect_density_per_cm2, alpha):
    """Die yield ``(1 + A D0 / alpha)^-alpha``. [ratio]"""
    return ops.exp(-alpha * ops.log(1.0 + die_area_cm2 * defect_density_per_cm2 / alpha))


def die_kgco2e(die_area_cm2, fab_kwh_per_cm2, fab_grid_gco2e_per_kwh, gas_kgco2e_per_cm2,
               materials_kgco2e_per_cm2, die_yield):
    """Embodied carbon of one good logic die. [kgCO2e]"""
    per_cm2 = (fab_kwh_per_cm2 * fab_grid_gco2e_per_kwh / 1000.0 + gas_kgco2e_per_cm2
               + materials_kgco2e_per_cm2)
    return die_area_cm2 * per_cm2 / die_yield


def accelerator_kgco2e(die_kg, hbm_gb, hbm_kgco2e_per_gb, packaging_kgco2e, board_kgco2e):
    """Embodied carbon of one accelerator module by component. [kgCO2e]"""
    hbm = hbm_gb * hbm_kgco2e_per_gb
    return {"die": die_kg, "hbm": hbm, "packaging": packaging_kgco2e, "board": board_kgco2e,
            "total": die_kg + hbm + packaging_kgco2e + board_kgco2e}


def grid_intensity(value_gco2e_per_kwh, log_sigma, z):
    """Grid intensity draw: lognormal around the region's value. [gCO2e/kWh]

    ``value x exp(sigma z)`` with ``z ~ N(0, 1)`` and ``sigma`` from the
    region's p05/p95 spread (``ln(p95/p05) / (2 x 1.645)``).
    """
    return value_gco2e_per_kwh * ops.exp(log_sigma * z)


def opem_kgco2e(facility_kwh, grid_gco2e_per_kwh, cfe_share=0.0):
    """Operational carbon: location-based and market-based. [kgCO2e]"""
    loc = facility_kwh * grid_gco2e_per_kwh / 1000.0
    return {"location": loc, "market": loc * (1.0 - cfe_share)}
