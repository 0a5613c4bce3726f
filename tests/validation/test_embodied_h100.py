"""Embodied carbon of one NVIDIA H100 SXM5 module against the published range.

Published per-H100 figures span 12.5 kgCO2e (die fabrication only, LLMCarbon
hardware.csv: 8.14 cm2 x ~1.8 kg/cm2 -> 14.65 kg; 12.5 kg at the low end) to
575 kgCO2e (die + HBM + board; reference fabrication.csv / data/embodied.csv
row h100-accelerator-published-range).

Scope of the model's number (``embodied_per_accelerator_kgco2e``): the
accelerator module = logic die (ACT per-cm2 fab electricity x fab grid + gases +
materials for TSMC N4, divided by a negative-binomial die yield) + 80 GB HBM3
(DRAM proxy factor per GB) + CoWoS packaging + module board. It excludes the
host server, network, storage and building, which the model counts separately.

Checks: the central 90% interval of the prior predictive lies inside
[12.5, 575] kg, the all-low and all-high corners too, and the die-only part is
at least the die-only published value (yield losses only add to it) and below
5x it (Gupta et al. ACT yields of 0.5-0.9 at this area).
"""

import numpy as np
import pytest

from lifecycle import tables
from lifecycle.forward import accelerator_constants, accelerator_embodied
from lifecycle.priors import load_priors

NAMES = ("fab_carbon_factor", "defect_density_factor", "yield_alpha", "hbm_kgco2e_per_gb",
         "packaging_kgco2e", "board_kgco2e")
LOW, HIGH = 12.5, 575.0


@pytest.fixture(scope="module")
def h100():
    return accelerator_constants("h100-sxm5-80gb")


def test_published_range_in_data_table():
    r = tables.row("embodied", "h100-accelerator-published-range")
    assert (r["low_kgco2e"], r["high_kgco2e"]) == (LOW, HIGH)


def test_prior_predictive_inside_published_range(h100):
    pri = load_priors()
    rng = np.random.default_rng(0)
    d = {k: pri[k].sample(rng, 4000) for k in NAMES}
    emb = accelerator_embodied(h100, d)
    p05, p50, p95 = np.quantile(emb["total"], [0.05, 0.5, 0.95])
    assert LOW < p05 < p50 < p95 < HIGH
    die = np.median(emb["die"])
    assert 14.65 <= die <= 5 * 14.65
    # an 814 mm2 die on a mature N4/N5 line: central yields roughly 40-75%
    y05, y95 = np.quantile(emb["yield"], [0.05, 0.95])
    assert 0.3 < y05 < y95 < 0.9


def test_corners_inside_published_range(h100):
    pri = load_priors()
    # each parameter at its carbon-minimising / -maximising 5% or 95% point;
    # a larger yield_alpha (less defect clustering) lowers the yield, so its ends swap.
    low = {k: pri[k].interval(0.9)[0] for k in NAMES}
    high = {k: pri[k].interval(0.9)[1] for k in NAMES}
    low["yield_alpha"], high["yield_alpha"] = high["yield_alpha"], low["yield_alpha"]
    lo = float(accelerator_embodied(h100, low)["total"])
    hi = float(accelerator_embodied(h100, high)["total"])
    assert LOW < lo < hi < HIGH
