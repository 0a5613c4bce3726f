"""The project's own board-power measurements and the priors and data rows built on them."""

import numpy as np
import pandas as pd
import pytest

from lifecycle import tables
from lifecycle.paths import data_dir
from lifecycle.priors import load_priors


def test_activity_share_is_the_stated_arithmetic():
    d = pd.read_csv(data_dir() / "power_measurements.csv")
    d = d[d["activity_share"].notna()]
    share = (d["board_power_w"] - d["idle_power_w"]) / (d["power_limit_w"] - d["idle_power_w"])
    assert np.allclose(share, d["activity_share"], atol=6e-4)


@pytest.mark.parametrize("tag, acc, n", [("h200", "h200-sxm-141gb", 4), ("h100", "h100-sxm5-80gb", 3)])
def test_idle_power_is_the_mean_of_the_measured_idle_windows(tag, acc, n):
    d = pd.read_csv(data_dir() / "power_measurements.csv")
    idle = d[d["row_id"].str.startswith(f"lcdev-{tag}-idle-")]["board_power_w"]
    assert len(idle) >= n
    assert tables.accelerator(acc)["idle_w"] == pytest.approx(idle.iloc[:n].mean(), abs=0.1)


def test_power_activity_priors_hold_the_measured_phases(derivation):
    mod = derivation("power_activity")
    ph = mod.phases(mod.load())
    busy, wait = ph["busy (GPU-bound steps)"], ph["waiting (host-bound steps)"]
    assert len(busy) >= 10 and len(wait) >= 5
    pri = load_priors()
    for name, vals in (("power_activity_busy", busy), ("power_activity_comm", wait)):
        lo, hi = pri[name].scipy().ppf([0.05, 0.95])
        assert lo <= np.median(vals) <= hi, name
    # a GPU-bound step draws far more than a host-bound one: the two phases do not overlap
    assert min(busy) > max(wait) + 0.3
