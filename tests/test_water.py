"""Water footprint: formulas against hand calculations, the forward chain's water
quantities and their bookkeeping, the scenario keys that fix or pick factors, and
the whole-project quantities (development raises the project, not the final run)."""

from pathlib import Path

import numpy as np
import pytest

from lifecycle import footprint, mc, tables
from lifecycle.errors import LifecycleInputError
from lifecycle.model import water
from lifecycle.scenario import load_scenario

SMALL = """schema_version: 1
name: water-7b
model: {{arch: dense, layers: 32, hidden: 4096, ffn_hidden: 11008, ffn_gated: true, heads: 32,
        kv_heads: 32, vocab: 32000, seq_len: 4096}}
training: {{tokens: 1.0e11, global_batch_seqs: 512, precision: bf16}}
plan: {{tp: 2, pp: 1, dp: 32, zero_stage: 1, recompute: selective}}
cluster: {{accelerator: h100-sxm5-80gb, count: 64}}
site: {site}
{extra}
"""


def _load(tmp_path, name, site="{region: us-average}", extra=""):
    p = tmp_path / f"{name}.yaml"
    p.write_text(SMALL.format(site=site, extra=extra))
    return load_scenario(p)


def test_formulas_against_hand_calculation():
    # 1000 kWh IT at WUE 0.55 L/kWh = 550 L = 0.55 m3; 1170 kWh facility at EWIF 3.142 L/kWh
    assert water.onsite_m3(1000.0, 0.55) == pytest.approx(0.55)
    assert water.offsite_m3(1170.0, 3.142) == pytest.approx(3.67614)
    # Li et al. 2023's GPT-3 figure: 1287 MWh x (0.55 + 1.17 x 3.142) = 5.439 ML (their Table 1)
    total = water.onsite_m3(1287e3, 0.55) + water.offsite_m3(1287e3 * 1.17, 3.142)
    assert total == pytest.approx(5439.0, rel=1e-3)
    # die 8.14 cm2 x 16.9 L/cm2 / yield 0.5 + 1000 L other = 275.1 + 1000
    assert water.embodied_per_accelerator_l(8.14, 0.5, 16.9, 1000.0) == pytest.approx(1275.132)
    # lognormal factor: value x exp(sigma z)
    assert water.factor(2.0, 0.5, 1.0) == pytest.approx(2.0 * np.exp(0.5))
    v = water.water_view(num_gpus=8, run_it_kwh=100.0, run_facility_kwh=120.0, life_it_kwh=1e4,
                         life_facility_kwh=1.2e4, wue_l_per_kwh=1.0, ewif_l_per_kwh=2.0,
                         embodied_l_per_gpu=500.0, run_share=0.01)
    assert v["onsite"] == pytest.approx(0.1) and v["offsite"] == pytest.approx(0.24)
    assert v["lifetime_embodied"] == pytest.approx(4.0) and v["embodied"] == pytest.approx(0.04)
    assert v["total"] == pytest.approx(0.38)
    assert v["lifetime_total"] == pytest.approx(10.0 + 24.0 + 4.0)


def test_water_rows_and_sigma():
    df = tables.load("water")
    assert set(df["category"]) == {"onsite_wue", "offsite_ewif", "fab_water"}
    assert df["source"].str.len().min() > 10
    for cooling in ("unknown", "evaporative", "air", "liquid-closed-loop"):
        assert footprint._row(cooling, "onsite_wue") is not None, cooling
    v, s = footprint._value_sigma(footprint._row("us-average", "offsite_ewif"))
    assert v == pytest.approx(3.14)
    assert s == pytest.approx(np.log(9.1 / 1.3) / (2 * 1.6448536269514722))
    assert footprint.ewif_entity("us-camx") == "us-average"
    assert footprint.ewif_entity("gcp-us-central1") == "us-average"
    assert footprint.ewif_entity("country-fr") == "default"


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    sc = _load(tmp_path_factory.mktemp("w"), "base")
    return sc, mc.estimate(sc, draws=300, seed=5)


def test_forward_water_bookkeeping(base):
    _, est = base
    s = est.samples
    np.testing.assert_allclose(s["water_m3"], s["water_onsite_m3"] + s["water_offsite_m3"]
                               + s["water_embodied_m3"], rtol=1e-12)
    np.testing.assert_allclose(s["lifetime_water_m3"], s["lifetime_water_onsite_m3"]
                               + s["lifetime_water_offsite_m3"]
                               + s["lifetime_water_embodied_m3"], rtol=1e-12)
    # on-site = IT energy x WUE, off-site = facility energy x EWIF (MWh x L/kWh = m3)
    np.testing.assert_allclose(s["water_onsite_m3"], s["it_energy_mwh"] * s["wue_l_per_kwh"],
                               rtol=1e-12)
    np.testing.assert_allclose(s["water_offsite_m3"], s["energy_mwh"] * s["ewif_l_per_kwh"],
                               rtol=1e-12)
    # embodied: the run's share of the cluster's embodied water, as for embodied carbon
    np.testing.assert_allclose(s["water_embodied_m3"], s["lifetime_water_embodied_m3"]
                               * s["run_share_of_lifetime"], rtol=1e-12)
    np.testing.assert_allclose(s["lifetime_water_embodied_m3"],
                               64 * s["embodied_water_per_accelerator_l"] / 1000.0, rtol=1e-12)
    assert np.all(s["lifetime_water_m3"] > s["water_m3"])
    # unknown cooling, US grid: medians near the rows' values (0.55, 3.14 L/kWh); the
    # Monte Carlo median of a lognormal with 300 draws is within ~10% of it
    assert np.median(s["wue_l_per_kwh"]) == pytest.approx(0.55, rel=0.15)
    assert np.median(s["ewif_l_per_kwh"]) == pytest.approx(3.14, rel=0.15)


def test_site_keys_fix_or_pick_factors(tmp_path, base):
    _, est0 = base
    sc = _load(tmp_path, "fixed", site="{region: us-average, wue_l_per_kwh: 1.5, "
                                       "ewif_l_per_kwh: 0.0}")
    s = mc.estimate(sc, draws=300, seed=5).samples
    np.testing.assert_allclose(s["wue_l_per_kwh"], 1.5)
    np.testing.assert_allclose(s["water_offsite_m3"], 0.0)
    np.testing.assert_allclose(s["water_onsite_m3"], s["it_energy_mwh"] * 1.5, rtol=1e-12)
    dry = mc.estimate(_load(tmp_path, "dry", site="{region: us-average, cooling: air}"),
                      draws=300, seed=5).samples
    evap = mc.estimate(_load(tmp_path, "evap", site="{region: us-average, cooling: evaporative}"),
                       draws=300, seed=5).samples
    assert np.median(dry["water_onsite_m3"]) < np.median(est0.samples["water_onsite_m3"])
    assert np.median(est0.samples["water_onsite_m3"]) < np.median(evap["water_onsite_m3"])


def test_bad_cooling_is_one_clear_error(tmp_path):
    with pytest.raises(LifecycleInputError, match="cooling"):
        _load(tmp_path, "bad", site="{region: us-average, cooling: seawater}")


def test_development_raises_project_not_final_run(tmp_path):
    # both scenarios fix development_share, so every other draw is the same
    sc = _load(tmp_path, "dev", extra="project: {development_share: 1.0, evaluation_share: 0.1}")
    s1 = mc.estimate(sc, draws=300, seed=5).samples
    np.testing.assert_allclose(s1["project_gpu_hours"], 2.1 * s1["gpu_hours"], rtol=1e-12)
    np.testing.assert_allclose(s1["project_energy_mwh"], 2.1 * s1["energy_mwh"], rtol=1e-12)
    np.testing.assert_allclose(s1["project_total_tco2e"], 2.1 * s1["total_tco2e"], rtol=1e-12)
    np.testing.assert_allclose(s1["project_water_m3"], 2.1 * s1["water_m3"], rtol=1e-12)
    sc2 = _load(tmp_path, "dev2", extra="project: {development_share: 2.0}")
    s2 = mc.estimate(sc2, draws=300, seed=5).samples
    for q in ("energy_mwh", "total_tco2e", "water_m3", "gpu_hours", "tco_usd"):
        np.testing.assert_allclose(s2[q], s1[q], rtol=1e-12)  # the final run is unchanged
    for q in ("project_energy_mwh", "project_total_tco2e", "project_water_m3",
              "project_gpu_hours"):
        assert np.all(s2[q] > s1[q]), q  # a larger development share raises the project


def test_development_hours_and_idle_allocation(tmp_path, base):
    _, est0 = base
    s0 = est0.samples
    hours = float(np.median(s0["gpu_hours"]))
    sc = _load(tmp_path, "hours", extra=f"project: {{development_gpu_hours: {hours}, "
                                        "idle_allocated_share: 0.5}")
    s = mc.estimate(sc, draws=300, seed=5).samples
    np.testing.assert_allclose(s["project_extra_share"], hours / s["gpu_hours"], rtol=1e-12)
    np.testing.assert_allclose(s["project_gpu_hours"], s["gpu_hours"] + hours
                               + 0.5 * s["gpu_hours"], rtol=1e-9)
    # idle allocation adds energy at idle power: more than dev alone, less than half a run
    dev_only = s["energy_mwh"] * (1 + s["project_extra_share"])
    extra = s["project_energy_mwh"] - dev_only
    assert np.all(extra > 0) and np.all(extra < 0.5 * s["energy_mwh"])


def test_both_development_keys_is_an_error(tmp_path):
    with pytest.raises(LifecycleInputError, match="development"):
        _load(tmp_path, "both", extra="project: {development_share: 0.5, "
                                      "development_gpu_hours: 1000}")


BUNDLED = sorted((Path(__file__).resolve().parent.parent / "data" / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_bundled_scenarios_have_water(path):
    sc = load_scenario(path)
    if sc.plan is None:
        pytest.skip("plan: auto")
    s = mc.estimate(sc, draws=100, seed=0).samples
    for q in ("water_m3", "lifetime_water_m3", "project_water_m3"):
        assert np.all(np.isfinite(s[q])) and np.all(s[q] > 0), q
