"""Power and energy formulas."""

import numpy as np
import pytest

from lifecycle.model import energy as en


def test_accelerator_power_between_idle_and_tdp():
    bf = np.linspace(0, 1, 11)
    p = en.accelerator_power_w(700.0, 70.0, bf, 0.9, 0.3)
    assert np.all(p >= 70.0) and np.all(p <= 700.0)
    assert p[0] == pytest.approx(70 + 630 * 0.3)
    assert p[-1] == pytest.approx(70 + 630 * 0.9)
    assert np.all(np.diff(p) > 0)


def test_it_and_idle_power_hand_calculation():
    # H100-like board (700 W TDP, 70 W idle) busy 60% of the step: activity
    # 0.6 x 0.9 + 0.4 x 0.3 = 0.66 of the 630 W range -> 70 + 415.8 = 485.8 W
    gpu = en.accelerator_power_w(700.0, 70.0, 0.6, 0.9, 0.3)
    assert gpu == pytest.approx(485.8, rel=1e-12)
    # + host 0.5 x 700 = 350 W + network 60 W + storage 10 W = 905.8 W
    assert en.it_power_w(gpu, 700.0, 0.5, 60.0, 10.0) == pytest.approx(905.8, rel=1e-12)
    # idle: board 70 W + host 350 W x 0.6 = 210 W + 60 W + 10 W = 350 W
    assert en.idle_it_power_w(70.0, 700.0, 0.5, 0.6, 60.0, 10.0) == pytest.approx(350.0, rel=1e-12)


def test_site_factor_scales_the_activity_and_stops_at_the_board_limit():
    # activity 0.66 (above) at a site whose factor is 0.8 (a power limit below TDP):
    # 0.528 of the 630 W range -> 70 + 332.64 = 402.64 W
    assert en.accelerator_power_w(700.0, 70.0, 0.6, 0.9, 0.3, 0.8) == pytest.approx(402.64, rel=1e-12)
    # factor 1.6 would ask for 1.056 of the range: capped at TDP
    assert en.accelerator_power_w(700.0, 70.0, 0.6, 0.9, 0.3, 1.6) == pytest.approx(700.0)
    # the default is no site factor
    assert en.accelerator_power_w(700.0, 70.0, 0.6, 0.9, 0.3) == pytest.approx(485.8, rel=1e-12)


def test_facility_energy_hand_calculation():
    # 512 accelerators x 480 h x 310 W x PUE 1.12 = 85,327.872 kWh
    assert en.facility_energy_kwh(512, 480.0, 310.0, 1.12) == pytest.approx(85_327.872, rel=1e-12)


def test_run_energy_splits_busy_and_idle():
    e = en.run_energy(num_gpus=100, busy_h=10.0, idle_h=2.0, busy_it_w=1000.0, idle_it_w=300.0,
                      pue=1.2)
    assert e["it_kwh"] == pytest.approx(100 * (10 * 1.0 + 2 * 0.3))
    assert e["idle_it_kwh"] == pytest.approx(60.0)
    assert e["facility_kwh"] == pytest.approx(1.2 * e["it_kwh"])


def test_idle_power_below_busy_power():
    busy = en.it_power_w(en.accelerator_power_w(700, 70, 0.7, 0.9, 0.3), 700, 0.5, 60, 10)
    idle = en.idle_it_power_w(70, 700, 0.5, 0.6, 60, 10)
    assert idle < busy
