"""Goodput model: Young/Daly interval, goodput accounting, time to train."""

import numpy as np
import pytest

from lifecycle.model import goodput as gp


def test_daly_interval_is_the_numerical_optimum():
    # Daly's higher-order interval maximises the exact goodput to 1% (Daly 2006
    # reports it is accurate to well under 1% for delta << M); Young's
    # first-order sqrt(2 delta M) is its leading term.
    taus = np.linspace(50, 3000, 30000)
    for rate_h, delta, restart in ((0.3, 10.0, 600.0), (0.05, 60.0, 0.0), (1.0, 30.0, 300.0)):
        g = gp.goodput(rate_h, delta, restart, interval_s=taus)["goodput"]
        best = taus[np.argmax(g)]
        assert gp.daly_interval_s(delta, rate_h) == pytest.approx(best, rel=0.01)
        yd = gp.young_daly_interval_s(delta, rate_h)
        assert yd == pytest.approx(np.sqrt(2 * delta * 3600 / rate_h))
        assert yd == pytest.approx(best, rel=0.15)


def test_goodput_without_failures_is_checkpoint_overhead_only():
    out = gp.goodput(1e-9, 10.0, 600.0, interval_s=1000.0)
    assert out["goodput"] == pytest.approx(1 / 1.01, rel=1e-5)


def test_goodput_matches_first_order_accounting_for_rare_failures():
    # To first order in 1/M: (1 - (R + (tau + delta)/2)/M) / (1 + delta/tau).
    # lambda = 0.01/h (M = 360,000 s), delta = 36, tau = 360, R = 342: the
    # second-order terms are ~(540/360000)^2, so agreement to 1e-5.
    out = gp.goodput(0.01, 36.0, 342.0, interval_s=360.0)
    assert out["lost_per_failure_s"] == pytest.approx(540.0)
    first = (1 - 540 / 360000) / 1.1
    assert out["goodput"] == pytest.approx(first, rel=1e-5)


def test_goodput_stays_positive_and_ordered_for_harsh_failures():
    rates = np.array([0.05, 0.2, 1.0, 3.0])
    g = gp.goodput(rates, 60.0, 3600.0)["goodput"]
    assert np.all(g > 0) and np.all(np.diff(g) < 0)


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
    import pytensor
    import pytensor.tensor as pt

    rate = pt.dscalar("rate")
    out = gp.goodput(rate, 10.0, 600.0)["goodput"]
    f = pytensor.function([rate], out)
    assert float(f(0.3)) == pytest.approx(float(gp.goodput(0.3, 10.0, 600.0)["goodput"]))


def test_rates_from_counts_hand_calculation():
    # 366 GPU-level and 53 node-level interruptions on 16,384 GPUs / 2,048 nodes in 1,296 h:
    # 366 / 21,233,664 GPU-h = 1.72368e-5, 53 / 2,654,208 node-h = 1.99683e-5 per hour
    r_gpu, r_node = gp.rates_from_counts(366, 53, 16384, 2048, 1296)
    assert r_gpu == pytest.approx(366 / 21_233_664, rel=1e-12)
    assert r_gpu == pytest.approx(1.72368e-5, rel=1e-5)
    assert r_node == pytest.approx(1.99683e-5, rel=1e-5)
