"""Goodput model: Young/Daly interval, goodput accounting, time to train."""

import numpy as np
import pytest

from lifecycle.model import goodput as gp


def test_young_daly_interval_is_near_the_numerical_optimum():
    # Young's tau = sqrt(2 delta M) is first order. With no restart time the
    # optimum of the goodput expression is Daly's corrected sqrt(2 delta M) - delta
    # (to 0.5%); with restart R it shifts by O(R/M) (here R/M = 5%: within 6%).
    rate_h, delta = 0.3, 10.0
    taus = np.linspace(50, 2000, 20000)
    yd = gp.young_daly_interval_s(delta, rate_h)
    assert yd == pytest.approx(np.sqrt(2 * delta * 3600 / rate_h))
    for restart, target, tol in ((0.0, yd - delta, 0.005), (600.0, yd, 0.06)):
        g = gp.goodput(rate_h, delta, restart, interval_s=taus)["goodput"]
        assert taus[np.argmax(g)] == pytest.approx(target, rel=tol)


def test_goodput_without_failures_is_checkpoint_overhead_only():
    out = gp.goodput(0.0 + 1e-12, 10.0, 600.0, interval_s=1000.0)
    assert out["goodput"] == pytest.approx(1 / 1.01, rel=1e-6)


def test_goodput_hand_case():
    # lambda = 1/h, delta = 36 s, tau = 360 s, restart = 342 s:
    # lost = 342 + (360 + 36)/2 = 540 s = 0.15 h -> (1 - 0.15) / (1 + 0.1)
    out = gp.goodput(1.0, 36.0, 342.0, interval_s=360.0)
    assert out["lost_per_failure_s"] == pytest.approx(540.0)
    assert out["goodput"] == pytest.approx(0.85 / 1.1)


def test_goodput_floor_keeps_hopeless_cases_finite():
    out = gp.goodput(100.0, 600.0, 3600.0)
    assert out["goodput"] == pytest.approx(gp.GOODPUT_FLOOR)


def test_run_time_arithmetic():
    r = gp.run_time(tokens=1e12, tokens_per_step=4e6, step_time_s=7.2, goodput_ratio=0.9,
                    overhead_frac=0.05, rate_per_h=0.5, restart_s=720.0)
    assert r["steps"] == pytest.approx(250_000)
    assert r["compute_h"] == pytest.approx(500.0)
    assert r["elapsed_h"] == pytest.approx(500 * 1.05 / 0.9)
    assert r["interruptions"] == pytest.approx(0.5 * r["elapsed_h"])
    assert r["restart_h"] == pytest.approx(r["interruptions"] * 0.2)
    assert r["busy_h"] == pytest.approx(r["elapsed_h"] - r["restart_h"])


def test_interruption_rate_scales_with_gpus_and_nodes():
    lam = gp.interruption_rate_per_h(np.array([8, 16]), np.array([1, 2]), 1e-5, 2e-5)
    np.testing.assert_allclose(lam, [1e-4, 2e-4])


def test_goodput_builds_a_pytensor_graph():
    pt = pytest.importorskip("pytensor.tensor")
    import pytensor

    rate = pt.dscalar("rate")
    out = gp.goodput(rate, 10.0, 600.0)["goodput"]
    f = pytensor.function([rate], out)
    assert float(f(0.3)) == pytest.approx(float(gp.goodput(0.3, 10.0, 600.0)["goodput"]))
