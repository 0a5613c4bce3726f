"""CapEx/OpEx amortisation and CapEm/OpEm arithmetic on hand-checked cases."""

import numpy as np
import pytest

from lifecycle.model import carbon, lifetime, money


def test_annuity_factor_hand_cases():
    assert money.annuity_total_factor(0.0, 5.0) == pytest.approx(1.0)
    # 5 years at 5%: 5 x 0.05 / (1 - 1.05^-5) = 0.25 / 0.2164738 = 1.154874
    assert money.annuity_total_factor(0.05, 5.0) == pytest.approx(1.154874, rel=1e-6)
    f = money.annuity_total_factor(np.array([0.0, 0.1]), 4.0)
    assert f[1] == pytest.approx(0.4 / (1 - 1.1 ** -4))


def test_run_share_hand_case():
    # 1000 h on a cluster busy 50% of 5 years: 1000 / 21900
    assert money.run_share(1000.0, 5.0, 0.5) == pytest.approx(1000 / 21900)


def test_hardware_capex_components():
    c = money.hardware_capex(8, 30_000.0, 1.6, 0.2, 1000.0)
    assert c["accelerators"] == pytest.approx(240_000)
    assert c["servers"] == pytest.approx(144_000)
    # network is 20% of servers + network: 384k x 0.2 / 0.8
    assert c["network"] == pytest.approx(96_000)
    assert c["network"] / (c["accelerators"] + c["servers"] + c["network"]) == pytest.approx(0.2)
    assert c["total"] == pytest.approx(240_000 + 144_000 + 96_000 + 8000)


def test_opex_hand_case():
    o = money.opex(1000.0, 0.1, 1e6, 0.05, 2.0, other_usd=10.0)
    assert o["energy"] == pytest.approx(100.0)
    assert o["maintenance"] == pytest.approx(100_000.0)
    assert o["total"] == pytest.approx(100_110.0)


def test_negative_binomial_yield_limits():
    # small defect density -> 1; large alpha -> Poisson exp(-A D0)
    assert carbon.negative_binomial_yield(8.0, 1e-9, 3.0) == pytest.approx(1.0)
    assert carbon.negative_binomial_yield(8.0, 0.1, 1e6) == pytest.approx(np.exp(-0.8), rel=1e-4)
    # hand case: (1 + 8 x 0.1 / 2)^-2 = 1.4^-2
    assert carbon.negative_binomial_yield(8.0, 0.1, 2.0) == pytest.approx(1.4 ** -2)


def test_die_carbon_matches_act_cpa():
    # ACT 7nm with its defaults (583 g/kWh, GPA mean of 95/99% abatement,
    # yield 0.875) gives 2.318 kg/cm2 (reference fabrication.csv, derived row).
    per_cm2 = carbon.die_kgco2e(1.0, 2.15, 583.0, 0.275, 0.5, 0.875)
    assert per_cm2 == pytest.approx(2.318, rel=0.005)


def test_opem_location_and_market():
    o = carbon.opem_kgco2e(1000.0, 400.0, cfe_share=0.25)
    assert o["location"] == pytest.approx(400.0)
    assert o["market"] == pytest.approx(300.0)
    assert carbon.grid_intensity(400.0, 0.2, 0.0) == pytest.approx(400.0)


def test_lifetime_view_hand_case():
    v = lifetime.lifetime_view(
        num_gpus=10, years=2.0, utilisation=0.5, busy_it_w=1000.0, idle_it_w=200.0, pue=1.5,
        usd_per_kwh=0.1, grid_gco2e_per_kwh=500.0, hardware_capex_usd=1e6,
        facility_capex_usd=2e5, facility_years=20.0, annuity_factor=1.0,
        maintenance_share_per_year=0.05, hardware_kgco2e=5000.0, building_kgco2e=10_000.0,
        run_elapsed_h=876.0)
    kwh = 10 * 17520 * (0.5 * 1.0 + 0.5 * 0.2) * 1.5
    assert v["energy_kwh"] == pytest.approx(kwh)
    assert v["capex_usd"] == pytest.approx(1e6 + 2e5 * 0.1)
    assert v["opex_usd"] == pytest.approx(kwh * 0.1 + 1e6 * 0.05 * 2)
    assert v["capem_kgco2e"] == pytest.approx(5000 + 1000)
    assert v["opem_kgco2e"] == pytest.approx(kwh * 0.5)
    assert v["runs_per_lifetime"] == pytest.approx(17520 * 0.5 / 876)
