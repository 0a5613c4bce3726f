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


def test_h100_node_power_against_dgx_nameplate():
    # DGX H100: 10.2 kW maximum for 8 GPUs (reference hardware.csv). With every
    # activity at its maximum (GPU at TDP, host share 0.82 x TDP) the per-GPU IT
    # power must reproduce 10.2 kW / 8 = 1275 W to 1%.
    gpu = en.accelerator_power_w(700.0, 70.0, 1.0, 1.0, 1.0)
    it = en.it_power_w(gpu, 700.0, (10200 / 8 - 700) / 700, 0.0, 0.0)
    assert it == pytest.approx(1275.0, rel=0.01)


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
