"""What a publisher reports vs what physically happened (issue 15 item 5).

Publishers compute energy and emissions by conventions that differ from the
physical quantities:

* model cards (LLaMA, OPT, BLOOM, Llama 2/3, Granite; ``emissions_basis``
  ``tdp_x_hours``): ``GPU-hours x TDP x PUE x a location factor``;
* ``assumed_power_x_hours`` (StarCoder): GPU-hours x an average power the
  source assumed (``device_power_w``);
* ``measured_power`` (Patterson et al. 2021, OLMo): GPU-hours x measured
  average power -- of the accelerator alone, or of the system per accelerator
  (``measured_power_scope: system``, Patterson's Table 4: "including memory,
  network interface, fans, host CPU"), which the prediction matches with the
  accelerator's power plus its host share;
* ``energy_scope`` says what the reported energy counts: the facility
  (``facility_incl_pue``: x PUE) or the accelerators only
  (``accelerator_dynamic``: no PUE, no host).

For every disclosure :func:`footprint_draws` gives both, from the same draws of
GPU-hours: the **reported** energy, tCO2e and water as the row's convention
computes them (compared like with like against the disclosed numbers) and the
**physical** ones (accelerator power ``idle + (TDP - idle) x activity``, the
energy model's relation at the calibrated activity, plus host,
network and storage power, times PUE, times the grid factor; water = IT
energy x WUE + facility energy x EWIF, Li et al. 2023).

Reported emissions = reported energy x grid factor, with PUE exactly where the
reported energy includes it (``facility_incl_pue``; a ``none`` row -- a model
card that gives only tCO2e -- is read as PUE-adjusted, as the Llama 3 cards
say). Reported water = reported accelerator energy x WUE + reported facility
energy x EWIF (on-site + off-site, no embodied water), WUE of an unknown
cooling type and the default EWIF row of ``data/water.csv`` (a disclosure
gives no region).
"""

from __future__ import annotations

import numpy as np

__all__ = ["footprint_draws", "water_factors"]


def water_factors(rng: np.random.Generator, n: int, m: int) -> tuple[np.ndarray, np.ndarray]:
    """``(n, m)`` draws of WUE and EWIF [L/kWh] for disclosures (no site, no region)."""
    from lifecycle.footprint import _row, _value_sigma
    from lifecycle.model import water

    wue, s_w = _value_sigma(_row("unknown", "onsite_wue"))
    ewif, s_e = _value_sigma(_row("default", "offsite_ewif"))
    return (water.factor(wue, s_w, rng.standard_normal((n, m))),
            water.factor(ewif, s_e, rng.standard_normal((n, m))))


def footprint_draws(h, *, conv_w, acc_w, sys_w, it_w, system, pue, grid, wue, ewif, scope,
                    noise=1.0) -> dict:
    """Reported and physical energy [MWh], tCO2e and water [m3] for GPU-hours ``h``.

    Parameters
    ----------
    h : array (n, m)
        GPU-hours draws.
    conv_w : array (m,)
        Per-device power of the row's convention [W] (NaN: none stated, then
        the physical accelerator power ``acc_w`` is used).
    acc_w, it_w : array (n, m)
        Physical accelerator power and IT power per accelerator [W].
    pue, grid, wue, ewif : array (n, m)
        PUE, grid factor [gCO2e/kWh], WUE and EWIF [L/kWh].
    scope : str array (m,)
        ``energy_scope`` of each row.
    noise : array (n, m) or float
        Multiplicative scatter of reported energy around its formula.
    system : bool array (m,)
        Rows whose reported power is the system's average per accelerator (host
        included); their reported energy uses ``sys_w`` instead of ``acc_w``.
    sys_w : array (n, m)
        Accelerator power plus its host share (CPUs, DRAM, NICs, fans) [W].
    """
    dynamic = (np.asarray(scope) == "accelerator_dynamic")[None, :]
    conv = np.isfinite(conv_w)[None, :]
    measured = np.where(np.asarray(system)[None, :], sys_w, acc_w)
    power = np.where(conv, np.asarray(conv_w)[None, :], measured)
    e_acc = h * power / 1e6 * noise  # MWh, accelerators at the convention's power
    e_fac = e_acc * pue
    energy = np.where(dynamic, e_acc, e_fac)
    phys_it = h * it_w / 1e6
    phys_fac = phys_it * pue
    return {
        "energy_mwh": energy,
        "tco2e_location": energy * grid * 1e-3,
        # MWh x L/kWh = m3
        "water_m3": e_acc * wue + e_fac * ewif,
        "energy_physical_mwh": phys_fac,
        "tco2e_physical": phys_fac * grid * 1e-3,
        "water_physical_m3": phys_it * wue + phys_fac * ewif,
    }
