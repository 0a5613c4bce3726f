"""Summary, probabilities and sensitivity on hand-built draws (exact numbers)."""

import numpy as np
import pandas as pd
import pytest
from report_fixtures import N, hand_inputs, hand_samples, hand_units

from lifecycle.report.summary import (SUMMARY_COLUMNS, headline_table, prob_lower,
                                      rank_sensitivity, summary_table, with_lifetime_totals)


def test_summary_table_exact_quantiles_of_a_ramp():
    # 0..100: mean 50, population sd sqrt((101^2-1)/12), linear quantiles 5, 50, 95 exactly
    t = summary_table({"x": np.arange(101.0)}, {"x": "s"})
    assert list(t.columns) == SUMMARY_COLUMNS
    r = t.iloc[0]
    assert (r.quantity, r.unit) == ("x", "s")
    assert r["mean"] == 50.0
    assert r["sd"] == pytest.approx(np.sqrt((101**2 - 1) / 12), rel=1e-12)
    assert (r.p05, r.p50, r.p95) == (5.0, 50.0, 95.0)


def test_summary_ignores_nan_and_reports_nan_when_no_finite_draw():
    t = summary_table({"a": [1.0, np.nan, 3.0], "b": [np.nan, np.nan]})
    assert t.iloc[0]["mean"] == 2.0 and t.iloc[0]["p50"] == 2.0
    assert np.isnan(t.iloc[1][["mean", "sd", "p05", "p50", "p95"]].astype(float)).all()


def test_summary_matches_estimate_summary_convention():
    # same statistics as lifecycle.mc.Estimate.summary (ddof 0, numpy linear quantiles)
    from lifecycle.mc import Estimate

    rng = np.random.default_rng(1)
    s = {"a": rng.lognormal(size=500), "b": rng.normal(size=500)}
    ours = summary_table(s, {"a": "USD", "b": "s"})
    theirs = Estimate("x", {}, s, {"a": "USD", "b": "s"}).summary()
    pd.testing.assert_frame_equal(ours, theirs)


def test_headline_per_run_and_lifetime_with_derived_total():
    s = hand_samples()
    h = headline_table(s, hand_units(s)).set_index("quantity")
    # time_to_train_days = 10 + r/10, r = 0..100
    assert h.loc["time_to_train_days", ["p05", "p50", "p95"]].tolist() == pytest.approx(
        [10.5, 15.0, 19.5], abs=1e-12)
    # lifetime total = (100) + (400 + r) -> 505, 550, 595; derived draw by draw
    assert h.loc["lifetime_total_tco2e", ["p05", "p50", "p95"]].tolist() == pytest.approx(
        [505.0, 550.0, 595.0], abs=1e-12)
    assert h.loc["lifetime_total_tco2e", "unit"] == "tCO2e"
    assert h.loc["lifetime_total_tco2e", "scope"] == "hardware life"
    # lifetime TCO = 1e5 + 5e4 + 10 r -> median 150,500
    assert h.loc["lifetime_tco_usd", "p50"] == pytest.approx(150_500.0)
    assert with_lifetime_totals({"a": 1})["a"] == 1  # nothing derived without both parts


def test_prob_lower_paired_draws_with_ties_half():
    a = np.array([1.0, 2.0, 3.0, 4.0])
    b = np.array([2.0, 2.0, 1.0, 5.0])  # a<b in draws 0 and 3, tie in 1, a>b in 2
    m = prob_lower({"A": {"q": a}, "B": {"q": b}}, "q")
    assert m.loc["A", "B"] == pytest.approx(2 / 4 + 0.5 * 1 / 4)
    assert m.loc["B", "A"] == pytest.approx(1 / 4 + 0.5 * 1 / 4)
    assert m.loc["A", "B"] + m.loc["B", "A"] == pytest.approx(1.0)
    assert np.isnan(m.loc["A", "A"])
    same = prob_lower({"A": {"q": a}, "B": {"q": a.copy()}}, "q")
    assert same.loc["A", "B"] == 0.5
    with pytest.raises(ValueError, match="equal draw counts"):
        prob_lower({"A": {"q": a}, "B": {"q": b[:3]}}, "q")


def test_rank_sensitivity_known_monotone_inputs():
    s, x = hand_samples(), hand_inputs()
    t = rank_sensitivity(x, s, ("tco_usd", "total_tco2e"))
    assert "fixed" not in set(t["input"])  # constant draws are dropped
    tco = t[t["output"] == "tco_usd"].set_index("input")
    # tco rises strictly with r; price = r (rho +1), noise = (100 - r)^2 (rho -1)
    assert tco.loc["price", "rho"] == pytest.approx(1.0, abs=1e-12)
    assert tco.loc["noise", "rho"] == pytest.approx(-1.0, abs=1e-12)
    assert tco["share"].sum() == pytest.approx(1.0)
    assert tco.loc["price", "share"] == pytest.approx(0.5)
    assert t["method"].str.contains("rank correlation").all()
    assert len(s["tco_usd"]) == N


def test_unstable_sobol_is_detected():
    from lifecycle.analysis.sensitivity import unstable_sobol

    ok = pd.DataFrame({"input": ["a", "b"], "output": ["y", "y"], "S1": [0.5, 0.3],
                       "ST": [0.6, 0.35], "ST_conf": [0.05, 0.04]})
    assert unstable_sobol(ok) is None
    bad = ok.assign(ST=[26.1, 0.35], ST_conf=[43.0, 0.04])
    assert unstable_sobol(bad) == "a: ST = 26.1 +/- 43 for y"
    assert unstable_sobol(ok.assign(ST_conf=[0.05, 0.3])) == "b: ST = 0.35 +/- 0.3 for y"
