"""Numbers of an accelerator read from the data tables (plain floats).

Prices (dated quotes, cloud rent) and the power, memory and fabrication
constants the lifecycle formulas take; used by :mod:`lifecycle.forward`.
"""

from __future__ import annotations

import numpy as np

from lifecycle.errors import LifecycleInputError, Problem

__all__ = ["accelerator_constants", "price_usd", "cloud_price", "num"]


def price_usd(acc: dict, purchase_year) -> float:
    """Dated accelerator price: quotes of ``purchase_year`` (nearest year) else the table's."""
    from lifecycle import tables

    price = acc.get("price_usd")
    if purchase_year is not None:
        try:
            df = tables.load("accelerator_prices")
        except Exception:  # noqa: BLE001 - optional table
            df = None
        if df is not None and len(df):
            rows = df[df["accelerator_id"] == acc["accelerator_id"]]
            if len(rows):
                years = rows["date"].astype(str).str[:4].astype(int)
                near = (years - int(purchase_year)).abs()
                price = float(rows.loc[near == near.min(), "price_usd"].median())
    try:
        price = float(price)
    except (TypeError, ValueError):
        price = float("nan")
    if not np.isfinite(price):
        raise LifecycleInputError([Problem(
            "scenario", "cluster -> accelerator",
            f"no purchase price for {acc['accelerator_id']!r} in data/accelerators.csv; "
            "use lifecycle.mode: rent with rent_usd_per_gpu_hour, or add a price")])
    return price


def cloud_price(accelerator_id: str) -> float:
    """Median published cloud price of the accelerator (data/cloud_prices.csv). [USD/GPU-h]"""
    from lifecycle import tables

    try:
        df = tables.load("cloud_prices")
        v = float(df.loc[df["accelerator_id"] == accelerator_id, "usd_per_gpu_hour"].median())
    except (OSError, KeyError, ValueError, LifecycleInputError):
        v = float("nan")
    if not np.isfinite(v):
        raise LifecycleInputError([Problem(
            "scenario", "lifecycle -> rent_usd_per_gpu_hour",
            f"rent mode needs a price per GPU-hour (none in data/cloud_prices.csv for "
            f"{accelerator_id!r})")])
    return v


def num(x, default=float("nan")) -> float:
    try:
        v = float(x)
    except (TypeError, ValueError):
        return default
    return v if np.isfinite(v) else default


def accelerator_constants(accelerator_id: str) -> dict:
    """Power, memory and fabrication numbers of one accelerator (plain floats).

    Keys: tdp_w, idle_w, hbm_gb, die_area_cm2, and the process node's
    fab_kwh_per_cm2, fab_grid_gco2e_per_kwh, gas_kgco2e_per_cm2,
    materials_kgco2e_per_cm2, defect_density_per_cm2 (data/fabrication.csv).
    """
    from lifecycle import tables

    acc = tables.accelerator(accelerator_id)
    fab = {}
    node = acc.get("process_node")
    if isinstance(node, str) and node:
        try:
            fab = tables.row("fabrication", node)
        except (LifecycleInputError, OSError):
            fab = {}
    return {
        "tdp_w": num(acc.get("tdp_w")),
        "idle_w": num(acc.get("idle_w"), 0.1 * num(acc.get("tdp_w"))),
        "hbm_gb": num(acc.get("hbm_gb"), 0.0),
        "die_area_cm2": num(acc.get("die_area_mm2"), 0.0) / 100.0,
        "fab_kwh_per_cm2": num(fab.get("fab_kwh_per_cm2"), 0.0),
        "fab_grid_gco2e_per_kwh": num(fab.get("fab_grid_gco2e_per_kwh"), 0.0),
        "gas_kgco2e_per_cm2": num(fab.get("gas_kgco2e_per_cm2"), 0.0),
        "materials_kgco2e_per_cm2": num(fab.get("materials_kgco2e_per_cm2"), 0.0),
        "defect_density_per_cm2": num(fab.get("defect_density_per_cm2"), 0.1),
    }
