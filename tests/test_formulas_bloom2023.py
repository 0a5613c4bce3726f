"""The energy and operational-carbon formulas against Luccioni, Viguier, Ligozat 2023,
"Estimating the Carbon Footprint of BLOOM, a 176B Parameter Language Model", JMLR
24(253), Sec. 4 / Table 2: unit tests of the formulas on the paper's own products (and
of the data/disclosures.csv row), not validation of a prediction.

BLOOM's dynamic energy is the accelerators' energy only (no PUE, no idle, no
host): 1,082,990 A100 GPU-hours x 400 W (TDP) = 433.196 MWh, and x the
French grid's 57 gCO2e/kWh = 24.69 tCO2e. Idle/infrastructure (256.6 MWh,
14.6 t) and embodied carbon (11.2 t) are reported separately.
Tolerances: 0.1% for energy (exact product), 0.5% for tCO2e (the paper rounds
to 24.7 t / 25 t).
"""

import pytest

from lifecycle import tables
from lifecycle.model import carbon, energy

GPU_HOURS, TDP_W, GRID = 1_082_990, 400, 57
MWH, TCO2E = 433.196, 24.69


def test_dynamic_energy_and_emissions():
    kwh = energy.facility_energy_kwh(1, GPU_HOURS, TDP_W, pue=1.0)
    assert kwh / 1000 == pytest.approx(MWH, rel=1e-3)
    t = carbon.opem_kgco2e(kwh, GRID)["location"] / 1000
    assert t == pytest.approx(TCO2E, rel=5e-3)


def test_disclosure_row_is_dynamic_energy_without_pue():
    r = tables.row("disclosures", "bloom-176b")
    assert r["energy_scope"] == "accelerator_dynamic"
    kwh = energy.facility_energy_kwh(1, r["gpu_hours"], r["device_power_w"], pue=1.0)
    assert kwh / 1000 == pytest.approx(r["energy_mwh"], rel=1e-3)
    assert carbon.opem_kgco2e(kwh, r["grid_gco2e_per_kwh"])["location"] / 1000 == pytest.approx(
        r["tco2e_location"], rel=5e-3)
