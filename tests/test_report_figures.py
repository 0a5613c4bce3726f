"""Plot-data twins on hand-built draws (exact numbers); plots return figures."""

import numpy as np
import pandas as pd
import pytest
from matplotlib.figure import Figure
from report_fixtures import hand_inputs, hand_report_inputs, hand_samples, hand_units

from lifecycle.report import figures
from lifecycle.report.summary import rank_sensitivity


@pytest.fixture(scope="module")
def s():
    return hand_samples()


def test_distributions_data_histogram_and_interval(s):
    d = figures.distributions_data(samples=s, units=hand_units(s),
                                   quantities=("energy_mwh", "not_there"), bins=10)
    assert list(d) == ["energy_mwh"]
    e = d["energy_mwh"]  # 100..200; histogram over the 0.5%..99.5% quantiles = 100.5..199.5
    assert e["edges"][0] == pytest.approx(100.5) and e["edges"][-1] == pytest.approx(199.5)
    assert e["counts"].sum() == 99  # 101..199
    assert (e["p05"], e["p50"], e["p95"], e["mean"]) == (105.0, 150.0, 195.0, 150.0)
    assert e["unit"] == "MWh"


def test_breakdown_data_means_intervals_and_shares(s):
    d = figures.breakdown_data(samples=s).set_index(["group", "component"])
    # capex accelerators = 1000 + r: mean 1050, p05 1005, p95 1095; capex mean = 2050
    acc = d.loc[("CapEx", "accelerators")]
    assert (acc["mean"], acc["p05"], acc["p95"]) == (1050.0, 1005.0, 1095.0)
    assert acc["share"] == pytest.approx(1050 / 2050)
    assert d.loc[("CapEx", "servers"), "share"] == pytest.approx(500 / 2050)
    # rent is all zero in own mode and left out
    assert ("OpEx", "rent") not in d.index
    assert d.xs("CapEm", level="group")["share"].sum() == pytest.approx(1.0)
    assert d.loc[("OpEm", "grid electricity (location-based)"), "mean"] == pytest.approx(45.0)


def test_steptime_data_components_share_of_mean_step(s):
    d = figures.steptime_data(samples=s).set_index("component")
    # mean step = 6 + 1.5 + 1 + 0.5 + 0.25 + 0.25 = 9.5 s
    assert d.loc["compute", "share"] == pytest.approx(6 / 9.5)
    assert d.loc["exposed communication", ["mean_s", "p05_s", "p95_s"]].tolist() == \
        pytest.approx([1.5, 1.05, 1.95])
    assert d["share"].sum() == pytest.approx(1.0)


def test_goodput_data(s):
    d = figures.goodput_data(samples=s).set_index("quantity")
    assert d.loc["goodput", "p50"] == pytest.approx(0.95)
    assert d.loc["interruptions", "unit"] == "count"


def test_sensitivity_data_top_inputs(s):
    t = rank_sensitivity(hand_inputs(), s)
    d = figures.sensitivity_data(table=t, output="tco_usd", top=1)
    assert len(d) == 1 and d["importance"].iloc[0] == pytest.approx(0.5)
    # Sobol tables are ranked by the total index ST
    sob = pd.DataFrame({"input": ["a", "b"], "output": ["tco_usd"] * 2, "S1": [0.1, 0.6],
                        "ST": [0.2, 0.7]})
    d = figures.sensitivity_data(table=sob, output="tco_usd")
    assert d["input"].tolist() == ["b", "a"] and d["importance"].tolist() == [0.7, 0.2]


def test_calibration_data_ratio_and_coverage():
    ri = hand_report_inputs()
    d = figures.calibration_data(table=ri.calibration)
    assert d["ratio"].tolist() == pytest.approx([1.0, 2.0, 1.5])
    assert d["inside90"].tolist() == [True, False, True]


def test_compare_data_side_by_side(s):
    s2 = {k: v * 2 for k, v in s.items()}
    from lifecycle.report import figures_compare

    d = figures_compare.compare_data(samples_by_scenario={"A": s, "B": s2}, units=hand_units(s),
                             quantities=("energy_mwh",))
    assert d["scenario"].tolist() == ["A", "B"]
    assert d["p50"].tolist() == [150.0, 300.0]


@pytest.mark.parametrize("name", ["distributions", "breakdown", "steptime", "goodput"])
def test_plots_return_figures_and_accept_axes(s, name):
    fn = getattr(figures, f"plot_{name}")
    fig = fn(samples=s)
    assert isinstance(fig, Figure) and fig.axes
    target = Figure()
    axes = target.subplots(1, 8).ravel()
    assert fn(samples=s, ax=axes) is target


def test_plot_errors_are_raised_not_swallowed(s):
    with pytest.raises(ValueError, match="none of the requested"):
        figures.plot_distributions(samples=s, quantities=("nope",))
    with pytest.raises(ValueError, match="no row"):
        figures.plot_calibration(table=pd.DataFrame(columns=["label", "quantity", "unit",
                                                             "reported", "p05", "p50", "p95"]))
    assert np.isfinite(s["tco_usd"]).all()


def test_measurements_data_scores():
    t = pd.DataFrame({"label": ["a", "b", "c", "d"], "quantity": ["tokens_per_s_per_gpu"] * 4,
                      "unit": ["tokens/s/GPU"] * 4, "reported": [100.0, 200.0, 50.0, np.nan],
                      "p05": [90.0, 150.0, 60.0, 1.0], "p50": [110.0, 200.0, 75.0, 2.0],
                      "p95": [120.0, 260.0, 90.0, 3.0]})
    sc = figures.measurements_data(table=t)
    # d has no measured value; errors 10%, 0%, 50% -> mean 20%, median 10%; 2 of 3 inside
    assert sc["n"] == 3
    assert sc["mape"] == pytest.approx(0.2) and sc["median_ape"] == pytest.approx(0.1)
    assert sc["coverage90"] == pytest.approx(2 / 3)
    assert isinstance(figures.plot_measurements(table=t), Figure)
    assert figures.measurements_data(table=t.iloc[3:])["n"] == 0
