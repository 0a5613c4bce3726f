"""Embodied carbon with an explicit scope: components sum to their totals, every data
row names its scope, the model compares like with like against published rows of
the same scope, and the report's scope table says what the headline includes."""

from pathlib import Path

import numpy as np
import pytest

from lifecycle import mc, tables
from lifecycle.dataschema import EMBODIED_SCOPES
from lifecycle.forward import accelerator_constants, accelerator_embodied
from lifecycle.priors import load_priors
from lifecycle.report.summary import EMBODIED_SCOPE_ROWS, embodied_scope_table
from lifecycle.scenario import load_scenario

REPO = Path(__file__).resolve().parent.parent
MODULE = ("fab_carbon_factor", "defect_density_factor", "yield_alpha", "hbm_kgco2e_per_gb",
          "packaging_kgco2e", "board_kgco2e")
SERVER = ("server_cpu_kgco2e_per_gpu", "server_dram_kgco2e_per_gpu",
          "server_ssd_kgco2e_per_gpu", "server_platform_kgco2e_per_gpu")


@pytest.fixture(scope="module")
def est():
    sc = load_scenario(REPO / "data" / "scenarios" / "cluster-1024-h100-70b.yaml")
    return mc.estimate(sc, draws=300, seed=2)


def test_components_sum_to_totals(est):
    s = est.samples
    parts = ("capem_accelerators_tco2e", "capem_servers_tco2e", "capem_network_tco2e",
             "capem_storage_tco2e", "capem_building_tco2e")
    np.testing.assert_allclose(sum(s[p] for p in parts), s["capem_tco2e"], rtol=1e-10)
    server = ("capem_server_cpu_tco2e", "capem_server_dram_tco2e", "capem_server_ssd_tco2e",
              "capem_server_platform_tco2e")
    np.testing.assert_allclose(sum(s[p] for p in server), s["capem_servers_tco2e"], rtol=1e-12)
    module = ("embodied_die_kgco2e", "embodied_hbm_kgco2e", "embodied_package_kgco2e",
              "embodied_board_kgco2e")
    np.testing.assert_allclose(sum(s[p] for p in module), s["embodied_per_accelerator_kgco2e"],
                               rtol=1e-12)
    # run share of 1024 modules / servers = per-accelerator figure x count x share
    share = s["run_share_of_lifetime"]
    np.testing.assert_allclose(s["capem_accelerators_tco2e"],
                               1024 * s["embodied_per_accelerator_kgco2e"] * share / 1000,
                               rtol=1e-12)
    np.testing.assert_allclose(s["capem_servers_tco2e"],
                               1024 * s["embodied_server_per_accelerator_kgco2e"] * share / 1000,
                               rtol=1e-12)
    # HBM = 80 GB x the per-GB draw
    np.testing.assert_allclose(s["embodied_hbm_kgco2e"], 80 * est.inputs["hbm_kgco2e_per_gb"],
                               rtol=1e-12)


def test_every_embodied_row_names_its_scope():
    for name in ("embodied", "fabrication"):
        df = tables.load(name)
        assert df["scope"].notna().all(), name
        assert set(df["scope"]) <= set(EMBODIED_SCOPES), name
    assert set(tables.load("fabrication")["scope"]) == {"die"}


def _draws(names, n=4000, seed=0):
    pri = load_priors()
    rng = np.random.default_rng(seed)
    return {k: pri[k].sample(rng, n) for k in names}


def test_like_with_like_against_published_rows():
    d = _draws(MODULE + SERVER)
    h100 = accelerator_embodied(accelerator_constants("h100-sxm5-80gb"), d)
    # die scope: the die-only fab model (LLMCarbon, no yield) is the floor of the die part
    die_row = tables.row("embodied", "h100-die-llmcarbon")
    assert die_row["scope"] == "die"
    p05, p95 = np.quantile(h100["die"], [0.05, 0.95])
    assert die_row["kgco2e"] <= p05 and p95 <= 5 * die_row["kgco2e"]
    # accelerator range: the module's 90% interval lies inside the published range and
    # holds the published-LCA central region ~150-350 kg per GPU
    rng_row = tables.row("embodied", "h100-accelerator-published-range")
    assert rng_row["scope"] == "accelerator-range"
    p05, p50, p95 = np.quantile(h100["total"], [0.05, 0.5, 0.95])
    assert rng_row["low_kgco2e"] < p05 < 150 < p50 < p95 < rng_row["high_kgco2e"]
    # module + 1/8 of the server: compare with Chien et al.'s A100 incl. server share
    a100 = accelerator_embodied(accelerator_constants("a100-sxm4-40gb"), d)
    with_server = a100["total"] + sum(d[k] for k in SERVER)
    row = tables.row("embodied", "a100-gpu-incl-server-share")
    assert row["scope"] == "accelerator-with-server-share"
    lo, hi = np.quantile(with_server, [0.05, 0.95])
    assert lo < row["kgco2e"] < hi
    # server per 8-GPU node: published LCAs assume ~2.5 t; the prior's 90% interval holds it
    node = 8 * sum(d[k] for k in SERVER)
    lo, hi = np.quantile(node, [0.05, 0.95])
    assert lo < 2500 < hi


def test_scope_table_rows_and_headline_flags():
    n = 50
    r = np.linspace(1.0, 2.0, n)
    s = {"embodied_die_kgco2e": 30 * r, "embodied_per_accelerator_kgco2e": 180 * r,
         "embodied_server_per_accelerator_kgco2e": 250 * r, "capem_accelerators_tco2e": 2 * r,
         "capem_servers_tco2e": 3 * r, "capem_network_tco2e": 0.5 * r,
         "capem_storage_tco2e": 0.4 * r, "capem_building_tco2e": 1.0 * r}
    t = embodied_scope_table(s).set_index("scope")
    assert list(t.index) == [row[0] for row in EMBODIED_SCOPE_ROWS]
    assert t.loc["accelerator module", "per_accelerator_p50"] == pytest.approx(180 * 1.5)
    assert t.loc["server", "run_p50"] == pytest.approx(4.5)
    assert np.isnan(t.loc["die", "run_p50"]) and np.isnan(t.loc["network",
                                                                "per_accelerator_p50"])
    assert (t["in_headline"].str.startswith("yes")).all()
    # the run-share rows add up to what the headline's capem_tco2e would be
    assert t["run_p50"].sum() == pytest.approx((2 + 3 + 0.5 + 0.4 + 1.0) * 1.5)
