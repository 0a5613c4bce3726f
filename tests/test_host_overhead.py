"""The host-overhead prior against the project's own host-bound sweep (data/host_microbenchmarks.csv)."""

import importlib.util

import numpy as np
import pandas as pd
import pytest

from lifecycle.paths import data_dir
from lifecycle.priors import load_priors


def _derivation():
    path = data_dir() / "derivations" / "host_overhead.py"
    spec = importlib.util.spec_from_file_location("host_overhead", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _rows():
    return pd.read_csv(data_dir() / "host_microbenchmarks.csv")


def test_slope_is_the_least_squares_line_of_the_rows():
    d = _rows()
    e = d[(d["stack"] == "eager") & (d["recompute"] == "none") & (d["hidden"] == 128)]
    x, y = e.layers.to_numpy(float), e.step_time_s.to_numpy(float)
    by_hand = ((x - x.mean()) * (y - y.mean())).sum() / ((x - x.mean()) ** 2).sum()
    slope, _, _ = _derivation().fit(_derivation().load(), "eager", "none")
    assert slope == pytest.approx(by_hand, rel=1e-9)
    # end points alone give the same per-layer time to within the rows' scatter
    assert slope == pytest.approx((y[-1] - y[0]) / (x[-1] - x[0]), rel=0.1)


def test_the_steps_are_host_bound():
    d = _rows().set_index("row_id")["step_time_s"]
    tiny = d["lcdev-h100-host-h128-d32-eager"]
    for h in (512, 1024):  # 16x and 64x the GEMM work per layer, the same step time
        assert d[f"lcdev-h100-host-h{h}-d32-eager"] == pytest.approx(tiny, rel=0.05)


def test_prior_holds_the_measured_stacks_inside_its_90_percent_interval():
    p = load_priors()["host_overhead_per_layer_us"]
    lo, hi = p.scipy().ppf([0.05, 0.95])
    fits = _derivation().main()
    for key in (("eager", "none"), ("compiled", "none")):
        assert lo < fits[key] * 1e6 < hi
    assert lo < np.sqrt(fits[("eager", "none")] * fits[("compiled", "none")]) * 1e6 < p.median() * 1.5
