"""Sobol indices: Ishigami function against its analytic indices; scenario inputs."""

import numpy as np
import pytest

from lifecycle.sweep.sensitivity import (ishigami, sensitivity_figure, sensitivity_figure_data,
                                         sobol_indices)

# Ishigami (a=7, b=0.1), inputs U(-pi, pi): V = a^2/8 + b pi^4/5 + b^2 pi^8/18 + 1/2,
# V1 = (1 + b pi^4/5)^2 / 2, V2 = a^2/8, V13 = b^2 pi^8 (1/18 - 1/50)
A, B = 7.0, 0.1
V = A**2 / 8 + B * np.pi**4 / 5 + B**2 * np.pi**8 / 18 + 0.5
V1 = 0.5 * (1 + B * np.pi**4 / 5) ** 2
V2 = A**2 / 8
V13 = B**2 * np.pi**8 * (1 / 18 - 1 / 50)
S1_TRUE = np.array([V1 / V, V2 / V, 0.0])
ST_TRUE = np.array([(V1 + V13) / V, V2 / V, V13 / V])


@pytest.fixture(scope="module")
def ishigami_table():
    ppf = lambda u: -np.pi + 2 * np.pi * u  # noqa: E731
    f = lambda x: ishigami(np.column_stack([x["x1"], x["x2"], x["x3"]]))  # noqa: E731
    return sobol_indices(f, {"x1": ppf, "x2": ppf, "x3": ppf}, n=8192, seed=1)


def test_analytic_values():
    np.testing.assert_allclose(S1_TRUE, [0.3139, 0.4424, 0.0], atol=1e-4)
    np.testing.assert_allclose(ST_TRUE, [0.5576, 0.4424, 0.2437], atol=1e-4)


def test_ishigami_indices(ishigami_table):
    t = ishigami_table
    assert list(t.columns) == ["input", "output", "S1", "S1_conf", "ST", "ST_conf"]
    # n = 8192 (40,960 model runs): bootstrap half-widths are ~0.01-0.03, so 0.03 for S1
    # and 0.02 for ST are about 1-2 half-widths; the estimates sit well inside
    np.testing.assert_allclose(t["S1"], S1_TRUE, atol=0.03)
    np.testing.assert_allclose(t["ST"], ST_TRUE, atol=0.02)
    assert np.all(t["S1_conf"] > 0) and np.all(t["S1_conf"] < 0.05)
    # the 95% bootstrap intervals cover the truth
    assert np.all(np.abs(t["ST"] - ST_TRUE) <= t["ST_conf"] * 1.5)


def test_same_seed_same_numbers():
    ppf = lambda u: u  # noqa: E731
    f = lambda x: x["a"] + 2 * x["b"]  # noqa: E731
    t1 = sobol_indices(f, {"a": ppf, "b": ppf}, n=256, seed=4)
    t2 = sobol_indices(f, {"a": ppf, "b": ppf}, n=256, seed=4)
    assert t1.equals(t2)
    # additive model: S1 == ST, and Var(2b) / Var = 4/5
    np.testing.assert_allclose(t1["ST"], [0.2, 0.8], atol=0.02)
    np.testing.assert_allclose(t1["S1"], t1["ST"], atol=0.03)


def test_figure_and_data(ishigami_table):
    d = sensitivity_figure_data(ishigami_table, top=2)
    assert d["input"].tolist() == ["x1", "x2"]  # largest ST first
    fig = sensitivity_figure(ishigami_table)
    assert len(fig.axes) == 1
