"""Hand-built report inputs with known draws (no sampler; STYLE.md 15)."""

from __future__ import annotations

import atexit
import functools
import shutil
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd

from lifecycle.report.summary import ReportInputs

N = 101  # odd, so quantiles of 0..100 are exact integers


def hand_samples(n: int = N) -> dict:
    """Quantities built from ramps: quantiles are known in closed form."""
    r = np.arange(n, dtype=float)  # 0..100: p05 = 5, p50 = 50, p95 = 95
    s = {
        "time_to_train_days": 10.0 + r / 10.0,
        "gpu_hours": 1e6 + 1e3 * r,
        "energy_mwh": 100.0 + r,
        "goodput": 0.9 + r / 1000.0,
        "interruptions": r % 7,
        "capex_accelerators_usd": 1000.0 + r,
        "capex_servers_usd": 500.0 + 0 * r,
        "capex_network_usd": 100.0 + 0 * r,
        "capex_storage_usd": 50.0 + 0 * r,
        "capex_facility_usd": 350.0 + 0 * r,
        "opex_energy_usd": 200.0 + 2 * r,
        "opex_maintenance_usd": 100.0 + 0 * r,
        "opex_rent_usd": 0 * r,
        "capem_accelerators_tco2e": 5.0 + 0 * r,
        "capem_servers_tco2e": 3.0 + 0 * r,
        "capem_network_tco2e": 1.0 + 0 * r,
        "capem_storage_tco2e": 0.5 + 0 * r,
        "capem_building_tco2e": 0.5 + 0 * r,
        "opem_tco2e": 40.0 + r / 10.0,
        "compute_s": 6.0 + 0 * r,
        "comm_exposed_s": 1.0 + r / 100.0,
        "bubble_s": 1.0 + 0 * r,
        "recompute_s": 0.5 + 0 * r,
        "optimizer_s": 0.25 + 0 * r,
        "overhead_s": 0.25 + 0 * r,
        "lifetime_capex_usd": 1e5 + 0 * r,
        "lifetime_opex_usd": 5e4 + 10 * r,
        "lifetime_capem_tco2e": 100.0 + 0 * r,
        "lifetime_opem_tco2e": 400.0 + r,
    }
    s["capex_usd"] = sum(s[k] for k in ("capex_accelerators_usd", "capex_servers_usd",
                                        "capex_network_usd", "capex_storage_usd",
                                        "capex_facility_usd"))
    s["opex_usd"] = s["opex_energy_usd"] + s["opex_maintenance_usd"]
    s["tco_usd"] = s["capex_usd"] + s["opex_usd"]
    s["capem_tco2e"] = sum(s[k] for k in s if k.startswith("capem_") and k != "capem_tco2e")
    s["total_tco2e"] = s["capem_tco2e"] + s["opem_tco2e"]
    s["step_time_s"] = sum(s[k] for k in ("compute_s", "comm_exposed_s", "bubble_s",
                                          "recompute_s", "optimizer_s", "overhead_s"))
    return s


def hand_units(samples: dict) -> dict:
    u = {}
    for k in samples:
        u[k] = ("USD" if k.endswith("_usd") else "tCO2e" if k.endswith("_tco2e") else
                "s" if k.endswith("_s") else "days" if k.endswith("_days") else
                "MWh" if k.endswith("_mwh") else "GPU-h" if k == "gpu_hours" else
                "ratio" if k == "goodput" else "count")
    return u


def hand_inputs(n: int = N) -> dict:
    """Two inputs: ``price`` drives TCO exactly (rank rho 1), ``noise`` is a reversed ramp
    (rho -1 with TCO), ``fixed`` is constant (dropped)."""
    r = np.arange(n, dtype=float)
    return {"price": r.copy(), "noise": (n - 1 - r) ** 2, "fixed": np.ones(n)}


def hand_report_inputs(**kw) -> ReportInputs:
    s = hand_samples()
    cal = pd.DataFrame({
        "label": ["run-a", "run-b", "run-c"], "quantity": ["gpu_hours"] * 3,
        "unit": ["GPU-h"] * 3, "reported": [100.0, 250.0, 90.0],
        "p05": [80.0, 100.0, 50.0], "p50": [100.0, 125.0, 60.0], "p95": [130.0, 200.0, 95.0],
        "basis": ["hand-built"] * 3})
    diag = pd.DataFrame({"check": ["rhat_max", "ess_bulk_min", "divergences"],
                         "value": [1.003, 812.0, 0.0], "threshold": ["<= 1.01", ">= 400", "0"],
                         "ok": [True, True, True]})
    assumptions = pd.DataFrame({
        "kind": ["prior", "data"], "name": ["pue", "accelerators: h100-sxm5-80gb"],
        "value": ["lognormal(mu=0.1, sigma=0.05)", "tdp_w=700"], "unit": ["ratio", ""],
        "source": ["Uptime 2023", "NVIDIA H100 datasheet"]})
    base = dict(scenario_name="hand-built", provenance={
        "package": "lifecycle", "version": "0.0-test", "scenario_hash": "ab" * 32,
        "data_hashes": {"accelerators": "cd" * 32}, "seed": 0, "draws": N,
        "date": "2026-01-01T00:00:00+00:00", "param_source": "priors"},
        samples=s, units=hand_units(s), inputs=hand_inputs(), calibration=cal,
        diagnostics=diag, assumptions=assumptions,
        measurements=cal.assign(quantity="tokens_per_s_per_gpu", unit="tokens/s/GPU"))
    base.update(kw)
    ri = ReportInputs(**base)
    if ri.sensitivity is None and "sensitivity" not in kw:
        from lifecycle.report.summary import rank_sensitivity

        ri.sensitivity = rank_sensitivity(ri.inputs, ri.samples)
    return ri


# -- one real report per test session (shared by test_report.py and test_browser.py) --------
REPO_ROOT = Path(__file__).resolve().parent.parent
REAL_SCENARIO = "gpt3-175b.yaml"
REAL_DRAWS = 300


@functools.lru_cache(maxsize=1)
def real_report_dir() -> Path:
    """``lifecycle report`` of a bundled scenario, run once per session (small draws)."""
    from lifecycle.cli import main

    tmp = Path(tempfile.mkdtemp(prefix="lifecycle-report-"))
    atexit.register(shutil.rmtree, tmp, True)
    out = tmp / "gpt3"
    scen = Path(__file__).resolve().parent.parent / "data" / "scenarios" / REAL_SCENARIO
    rc = main(["report", str(scen), "-o", str(out), "--draws", str(REAL_DRAWS), "--seed", "3",
               "--quiet"])
    if rc != 0:
        raise RuntimeError(f"lifecycle report exited {rc}")
    return out
