"""CapEx and OpEx: buying, amortising and running a cluster, or renting one.

CapEx components per accelerator (scope of each):

* accelerators: dated purchase price x a price-uncertainty factor;
* rest of the server (CPUs, DRAM, chassis, NVSwitch baseboard, NICs): the
  accelerator price x (server_overhead_factor - 1) (Epoch/Cottier: server cost
  = 1.54-1.69 x GPU cost);
* network (switches, optics, cables): the interconnect share ``s`` of the total
  cluster cost (Epoch: 0.19), i.e. ``servers x s / (1 - s)``;
* storage: a cost per accelerator (parallel file system for checkpoints/data);
* facility build-out: a cost per watt of provisioned IT load, amortised over
  the building's own (longer) life.

Amortisation is straight-line over the lifetime; with a cost of capital ``r``
the capital is paid as an annuity, total ``C * L * r / (1 - (1 + r)**-L)``. A
run is charged ``run_hours / (lifetime_hours * utilisation)`` of the lifetime
total (its share of the busy life).

Rent mode: the run pays ``GPU-hours x cloud price`` and nothing else; the price
is taken to include the hardware, the facility, its energy and maintenance, so
CapEx and energy OpEx of the run are zero in rent mode (embodied and operational
carbon are still counted, they happen whoever owns the hardware).
"""

from __future__ import annotations

import numpy as np

from lifecycle import ops

__all__ = ["HOURS_PER_YEAR", "annuity_total_factor", "run_share", "hardware_capex",
           "facility_capex_usd", "opex"]

HOURS_PER_YEAR = 8760.0


def annuity_total_factor(cost_of_capital, years):
    """Total paid over ``years`` per unit of capital at interest ``cost_of_capital``. [ratio]

    ``L r / (1 - (1 + r)^-L)``; 1 when ``r = 0`` (straight line). Works for
    arrays: a tiny ``r`` is replaced by the limit.
    """
    r = ops.maximum(cost_of_capital, 1e-9)
    f = years * r / (1.0 - (1.0 + r) ** (-years))
    cond = cost_of_capital > 1e-9
    if not ops.is_symbolic(cond):
        cond = np.asarray(cond)  # pytensor's switch refuses Python bools
    return ops.where(cond, f, 1.0 + 0.0 * f)


def run_share(run_hours, lifetime_years, utilisation):
    """Share of the hardware's busy life a run uses: ``h / (L x 8760 x u)``. [ratio]"""
    return run_hours / (lifetime_years * HOURS_PER_YEAR * utilisation)


def hardware_capex(num_gpus, accel_price_usd, server_overhead_factor, interconnect_share,
                   storage_usd_per_gpu):
    """Purchase cost of the cluster hardware by component. [USD]

    Parameters
    ----------
    num_gpus : array_like
        Accelerators. [count]
    accel_price_usd : array_like
        Price of one accelerator. [USD]
    server_overhead_factor : array_like
        Server cost / accelerator cost (>= 1). [ratio]
    interconnect_share : array_like
        Network share of total cluster (servers + network) cost, 0..1. [ratio]
    storage_usd_per_gpu : array_like
        Storage cost per accelerator. [USD]
    """
    acc = num_gpus * accel_price_usd
    servers = acc * (server_overhead_factor - 1.0)
    network = (acc + servers) * interconnect_share / (1.0 - interconnect_share)
    storage = num_gpus * storage_usd_per_gpu
    return {
        "accelerators": acc,
        "servers": servers,
        "network": network,
        "storage": storage,
        "total": acc + servers + network + storage,
    }


def facility_capex_usd(provisioned_it_w, usd_per_w):
    """Facility build-out (power, cooling, shell) for the provisioned IT load. [USD]"""
    return provisioned_it_w * usd_per_w


def opex(facility_kwh, usd_per_kwh, hardware_capex_usd, maintenance_share_per_year, years,
         other_usd=0.0):
    """Operating cost over a period. [USD]

    ``energy x price + maintenance share x hardware CapEx x years + other``.
    """
    energy = facility_kwh * usd_per_kwh
    maint = hardware_capex_usd * maintenance_share_per_year * years
    return {"energy": energy, "maintenance": maint, "other": other_usd + 0.0 * energy,
            "total": energy + maint + other_usd}
