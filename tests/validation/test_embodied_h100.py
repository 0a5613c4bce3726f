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
[12.5, 575] kg (data/embodied.csv), the all-low and all-high corners too, and
the die-only part is at least the die-only published value (LLMCarbon 14.65 kg,
data/embodied.csv row h100-die-llmcarbon; yield losses only add to it).

The published range is 46x wide, so on its own it would let almost any
regression through. The quantiles are therefore also held to their measured
values (2026-11-25, 4000 draws, seed 0) within 4 Monte Carlo standard deviations
(the spread of each quantile over seeds 0-19): p05 107.8 kg (sd 0.91), p50 187.8 kg
(sd 1.37), p95 364.0 kg (sd 5.8), die median 37.2 kg (sd 0.21), yield p05 0.372 and
p95 0.684 (sd 0.003). The corners are deterministic (prior quantiles): 64.81 and
472.89 kg (re-measured after issue 17 widened the HBM, package and board priors to
cover the published LCA methods). A change to the embodied formulas or priors that moves them must
update these numbers on purpose.
"""

import numpy as np
import pytest

from lifecycle import tables
from lifecycle.forward import accelerator_constants, accelerator_embodied
from lifecycle.priors import load_priors

NAMES = ("fab_carbon_factor", "defect_density_factor", "yield_alpha", "hbm_kgco2e_per_gb",
         "packaging_kgco2e", "board_kgco2e")
_RANGE = tables.row("embodied", "h100-accelerator-published-range")
LOW, HIGH = float(_RANGE["low_kgco2e"]), float(_RANGE["high_kgco2e"])  # 12.5, 575 kg


@pytest.fixture(scope="module")
def h100():
    return accelerator_constants("h100-sxm5-80gb")


def test_prior_predictive_inside_published_range(h100):
    pri = load_priors()
    rng = np.random.default_rng(0)
    d = {k: pri[k].sample(rng, 4000) for k in NAMES}
    emb = accelerator_embodied(h100, d)
    p05, p50, p95 = np.quantile(emb["total"], [0.05, 0.5, 0.95])
    assert LOW < p05 < p50 < p95 < HIGH
    die = np.median(emb["die"])
    assert die >= tables.row("embodied", "h100-die-llmcarbon")["kgco2e"]
    # regression bounds: measured value +- 4 Monte Carlo sd (see the module docstring)
    assert p05 == pytest.approx(107.8, abs=4 * 0.91)
    assert p50 == pytest.approx(187.8, abs=4 * 1.37)
    assert p95 == pytest.approx(364.0, abs=4 * 5.8)
    assert die == pytest.approx(37.2, abs=4 * 0.21)
    y05, y95 = np.quantile(emb["yield"], [0.05, 0.95])
    assert y05 == pytest.approx(0.372, abs=4 * 0.003)
    assert y95 == pytest.approx(0.684, abs=4 * 0.003)


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
    # deterministic (prior 5% / 95% points): measured 64.81 and 472.89 kg
    assert lo == pytest.approx(64.81, rel=1e-4)
    assert hi == pytest.approx(472.89, rel=1e-4)
