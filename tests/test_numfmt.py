"""Human number formatting of the report (issue 19 item 1): one module, fixed rules,
boundaries where rounding carries a number into the next suffix or unit."""

import math

import pytest

from lifecycle.report import numfmt as F


@pytest.mark.parametrize("x, text", [
    (0, "0"), (0.1234, "0.123"), (0.99996, "1.0"), (1, "1.0"), (9.34, "9.3"), (80.64, "80.6"),
    (141.2, "141"), (999.4, "999"), (999.5, "1.0k"), (999.95, "1.0k"), (1000, "1.0k"),
    (1049, "1.0k"), (1051, "1.1k"), (12_345, "12.3k"), (999_499, "999k"), (999_999, "1.0M"),
    (80_648_323, "80.6M"), (999.5e6, "1.0B"), (1.5e12, "1.5T"), (999.4e12, "999T"),
    (999.9e12, "1.0e+15"), (-2500, "-2.5k"), (2e-5, "2.0e-05"), (math.nan, "n/a"),
    (math.inf, "inf"), (-math.inf, "-inf"),
])
def test_number_boundaries(x, text):
    assert F.number(x) == text


@pytest.mark.parametrize("x, unit, text", [
    (80_648_323, "USD", "$80.6M"), (999_999, "USD", "$1.0M"), (-1500, "USD", "-$1.5k"),
    (0.45, "tCO2e", "450 kg CO2e"), (13.4, "tCO2e", "13.4 t CO2e"),
    (999.94, "tCO2e", "1.0 kt CO2e"),  # rounds to 1000 t: shown in the next unit
    (999.4, "tCO2e", "999 t CO2e"), (13_447, "tCO2e", "13.4 kt CO2e"),
    (2.5e6, "tCO2e", "2.5 Mt CO2e"), (850, "kgCO2e", "850 kg CO2e"),
    (1500, "kgCO2e", "1.5 t CO2e"), (0.5, "MWh", "500 kWh"), (999.96, "MWh", "1.0 GWh"),
    (27_500, "MWh", "27.5 GWh"), (3400, "m3", "3.4k m³"), (0.934, "ratio", "93.4%"),
    (1.5, "ratio", "150%"), (74.3, "days", "74.3 days"), (3.08e7, "GPU-h", "30.8M GPU-h"),
    (2.25, "USD/GPU-h", "$2.25/GPU-h"), (1234.0, "furlongs", "1.2k furlongs"),
])
def test_value_in_human_units(x, unit, text):
    assert F.value(x, unit) == text


def test_interval_writes_a_shared_unit_once():
    assert F.interval(9300, 20_500, "tCO2e") == "9.3\u201320.5 kt CO2e"
    assert F.interval(950, 1200, "tCO2e") == "950 t CO2e\u20131.2 kt CO2e"
    assert F.interval(52e6, 141e6, "USD") == "$52.0M\u2013$141M"
    assert (F.value_with_interval(74.2, 62.0, 98.4, "days")
            == "74.2 days (62.0\u201398.4 days)")


def test_cells():
    assert F.cell("text") == "text" and F.cell(True) == "yes" and F.cell(None) == ""
    assert F.cell(999_999) == "1.0M" and F.cell(0.5) == "0.5"
    assert F.cell(63) == "63" and F.cell(63.0) == "63.0" and F.cell(1234) == "1.2k"


def test_axis_scale_and_ticks():
    assert F.axis_scale(15_000, "tCO2e") == (1e3, "kt CO2e")
    assert F.axis_scale(800, "tCO2e") == (1.0, "t CO2e")
    assert F.axis_scale(35_000, "MWh") == (1e3, "GWh")
    assert F.axis_scale(2e8, "USD") == (1.0, "")
    assert F.axis_scale(120, "days") == (1.0, "days")
    assert F.tick(5e7, "USD") == "$50.0M" and F.tick(0.4, "ratio") == "40%"
    assert F.tick(2.5e7) == "25.0M"
