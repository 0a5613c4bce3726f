"""The public API (`import lifecycle as lc`) on a bundled scenario, prior source, few draws.

The posterior-source checks (calibrate's groups, estimate with a calibration tree)
are at the end and marked slow.
"""

import json
import subprocess
import sys

import numpy as np
import pandas as pd
import pytest

import lifecycle as lc
from lifecycle.cli import main
from lifecycle.metrics import SUMMARY_COLUMNS
from lifecycle.quantities import QUANTITIES

from conftest import REPO

DRAWS = 300
BUSY = {"utilisation": {"dist": "beta", "lower": 0.85, "upper": 0.95, "mass": 0.9,
                        "rationale": "test: a fully booked cluster"}}


@pytest.fixture(scope="module")
def sc():
    return lc.load_scenario("gpt3-175b")


@pytest.fixture(scope="module")
def res(sc):
    return lc.estimate(sc, draws=DRAWS, seed=3, source="prior")


def test_import_is_light():
    """`import lifecycle` (every CLI start) loads neither the API nor pandas nor PyMC."""
    code = ("import sys, lifecycle; print(sorted(m for m in ('lifecycle.api', 'pandas', 'pymc') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    assert {"load_scenario", "estimate", "calibrate", "compare", "sweep", "validate_steptime",
            "validate_disclosures"} <= set(dir(lc))


def test_load_scenario_path_name_and_dict_agree(sc):
    from lifecycle.scenario import scenario_hash

    by_path = lc.load_scenario(REPO / "data" / "scenarios" / "gpt3-175b.yaml")
    import yaml

    doc = yaml.safe_load((REPO / "data" / "scenarios" / "gpt3-175b.yaml").read_text())
    by_dict = lc.load_scenario(doc)
    assert sc.name == by_path.name == by_dict.name == "gpt3-175b"
    assert scenario_hash(sc.spec) == scenario_hash(by_path.spec) == scenario_hash(by_dict.spec)
    assert sc.cluster.count == 10000 and sc.plan.tp == 8


def test_with_overrides_fields_and_priors(sc):
    s2 = sc.with_overrides({"cluster.count": 5008, "plan.dp": 313,
                            "training": {"global_batch_seqs": 1878}}, priors=BUSY, name="half")
    assert (s2.name, s2.cluster.count, s2.plan.dp, s2.training.global_batch_seqs) == \
        ("half", 5008, 313, 1878)
    assert s2.priors["utilisation"]["lower"] == 0.85
    assert sc.cluster.count == 10000 and not sc.priors  # the original is unchanged
    with pytest.raises(lc.LifecycleInputError, match="cluster.count"):
        sc.with_overrides({"cluster.count": 5000})  # tp*pp*dp no longer multiplies to it
    with pytest.raises(lc.LifecycleInputError):
        sc.with_overrides(priors={"no_such_prior": {"dist": "fixed", "value": 1}})


def test_summary_columns_and_units(res):
    s = res.summary()
    assert list(s.columns) == SUMMARY_COLUMNS
    assert set(s["quantity"]) == set(res.samples)
    for r in s.itertuples():
        if r.quantity in QUANTITIES:
            assert r.unit == QUANTITIES[r.quantity][0], r.quantity
    t = s.set_index("quantity")
    assert t.loc["time_to_train_days", "unit"] == "days" and t.loc["tco_usd", "unit"] == "USD"
    x = res.samples["tco_usd"]
    assert t.loc["tco_usd", "p50"] == pytest.approx(np.quantile(x, 0.5))
    assert t.loc["tco_usd", "sd"] == pytest.approx(np.std(x))
    assert list(res.summary(["gpu_hours", "mfu"])["quantity"]) == ["gpu_hours", "mfu"]
    d = res.draws
    assert d.shape == (DRAWS, len(res.samples)) and np.allclose(d["tco_usd"], x)
    assert res.provenance["param_source"] == "priors" and res.provenance["draws"] == DRAWS


def test_datatree_groups_and_attributes(res):
    import arviz as az
    import xarray as xr

    t = res.to_datatree()
    assert isinstance(t, xr.DataTree)
    assert {"posterior", "parameters"} <= set(t.children)
    post = t["posterior"]
    assert dict(post.sizes) == {"chain": 1, "draw": DRAWS}
    assert post["tco_usd"].attrs["units"] == "USD"
    assert post["time_to_train_days"].attrs["units"] == "days"
    assert post["time_to_train_days"].attrs["description"].startswith("wall-clock")
    assert t["parameters"]["utilisation"].attrs["units"] == "ratio of hours busy"  # its prior's
    prov = json.loads(t.attrs["provenance"])
    assert prov["seed"] == 3 and prov["draws"] == DRAWS and prov["param_source"] == "priors"
    assert t.attrs["scenario_name"] == "gpt3-175b" and t.attrs["param_source"] == "priors"
    assert np.allclose(post["tco_usd"].values.ravel(), res.samples["tco_usd"])
    # ArviZ 1 reads it
    hdi = az.hdi(t, prob=0.9, var_names=["tco_usd"])
    lo, hi = np.asarray(hdi["tco_usd"]).ravel()
    assert lo < np.median(res.samples["tco_usd"]) < hi


def test_compare_is_symmetric_and_paired(sc, res):
    busy = lc.estimate(sc.with_overrides(priors=BUSY), draws=DRAWS, seed=3, source="prior")
    q = "total_tco2e"
    a, b = res.samples[q], busy.samples[q]
    assert not np.any(a == b)  # no ties: the two probabilities must add to one
    p = lc.compare({"default": res, "busy": busy}, q)
    assert list(p.index) == list(p.columns) == ["default", "busy"]
    assert np.isnan(p.loc["busy", "busy"])
    assert p.loc["busy", "default"] + p.loc["default", "busy"] == pytest.approx(1.0, abs=1e-12)
    assert p.loc["busy", "default"] == pytest.approx(np.mean(b < a))
    # a busier cluster carries less embodied carbon per run in (almost) every paired draw
    assert p.loc["busy", "default"] > 0.9
    same = lc.compare({"x": res, "y": res}, q)
    assert same.loc["x", "y"] == 0.5  # ties count one half
    with pytest.raises(lc.LifecycleInputError):
        lc.compare({"x": res, "y": busy}, "no_such_quantity")


def test_estimate_equals_cli(sc, capsys):
    r = lc.estimate(sc, draws=200, seed=5, source="prior")
    assert main(["estimate", "gpt3-175b", "--prior", "--draws", "200", "--seed", "5",
                 "--json", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    s = r.summary().set_index("quantity")
    for q, v in doc["quantities"].items():
        for k in ("mean", "p05", "p50", "p95"):
            assert s.loc[q, k] == pytest.approx(v[k], rel=1e-12, nan_ok=True), (q, k)


def test_bad_source_and_draws(sc):
    with pytest.raises(lc.LifecycleInputError, match="source"):
        lc.estimate(sc, draws=10, source="posterior-ish")
    with pytest.raises(lc.LifecycleInputError, match="draws"):
        lc.estimate(sc, draws=1, source="prior")


def test_sweep_table_and_front():
    import importlib

    r = lc.sweep("gpt3-175b", accelerators=["v100-sxm2-32gb", "a100-sxm4-80gb"], max_plans=4,
                 draws=40, seed=0, source="prior")
    assert isinstance(r, lc.SweepResult)
    assert set(r.table["accelerator"]) <= {"v100-sxm2-32gb", "a100-sxm4-80gb"}
    assert len(r.pareto) >= 1 and set(r.pareto["row"]) <= set(r.table["row"])
    for col in ("time_to_train_days_p50", "tco_usd_p50", "total_tco2e_p50", "p_best_time"):
        assert col in r.pareto
    assert r.provenance["param_source"] == "priors"
    # the subpackage lifecycle.sweep shares the name: once imported, lc.sweep is still callable
    importlib.import_module("lifecycle.sweep.runner")
    # GPT-3 on its own V100-32GB under the priors' memory spread (an unseen stack's included):
    # no plan fits in 90% of the draws, several in half of them
    r2 = lc.sweep("gpt3-175b", max_plans=2, draws=20, seed=0, source="prior", min_fit_prob=0.5)
    assert len(r2.table) >= 1


def test_validate_steptime_equals_cli(tmp_path):
    from lifecycle.validate.steptime import PRED_COLUMNS

    path = sorted((REPO / "data" / "measurements").glob("*.csv"))[0]
    out = lc.validate_steptime(path, draws=30, seed=2, source="prior")
    assert set(PRED_COLUMNS) <= set(out.columns) and out.attrs["param_source"] == "prior"
    assert main(["validate", "steptime", "--prior", "--draws", "30", "--seed", "2",
                 "--measurements", str(path), "--output", str(tmp_path / "o.csv")]) == 0
    cli = pd.read_csv(tmp_path / "o.csv")
    assert np.allclose(cli["pred_tokens_per_s_per_gpu_p50"], out["pred_tokens_per_s_per_gpu_p50"],
                       equal_nan=True)


def test_validate_disclosures_prior(tmp_path):
    out = lc.validate_disclosures(draws=200, seed=1, source="prior")
    for q in ("gpu_hours", "wall_clock_days", "energy_mwh", "tco2e_location"):
        for p in ("p05", "p50", "p95"):
            assert f"pred_{q}_{p}" in out
    sc = out.attrs["scores"]
    assert sc["gpu_hours"]["n"] > 0 and 0 <= sc["gpu_hours"]["coverage90"] <= 1
    assert main(["validate", "disclosures", "--prior", "--draws", "200", "--seed", "1",
                 "--disclosures", str(REPO / "data" / "disclosures.csv"),
                 "--output", str(tmp_path / "d.csv")]) == 0
    cli = pd.read_csv(tmp_path / "d.csv")
    assert np.allclose(cli["pred_gpu_hours_p50"], out["pred_gpu_hours_p50"], equal_nan=True)


@pytest.mark.slow  # samples (or reads) the calibration posterior and its predictive groups
# a first-time calibration took 481 s in CI's last run but 876 s of sampling on a slower 2-core
# machine (2026-11-28), past the suite's 900 s per-test limit (pyproject.toml): this test alone
# gets twice that; the 90-minute CI budget still bounds the whole run
@pytest.mark.timeout(1800)
def test_calibrate_groups_and_estimate_from_it():
    import xarray as xr

    tree = lc.calibrate()
    assert isinstance(tree, xr.DataTree)
    assert {"prior", "posterior", "posterior_predictive", "observed_data", "sample_stats",
            "prior_predictive"} <= set(tree.children)
    diag = json.loads(tree.attrs["diagnostics"])
    assert {"rhat_max", "ess_bulk_min", "divergences", "ok"} <= set(diag)
    assert tree.attrs["calibration_key"] and "data_hashes" in tree.attrs
    obs = set(tree["observed_data"].data_vars)
    assert obs and obs <= set(tree["posterior_predictive"].data_vars)
    assert "gemm_eff_logit_mean" in tree["prior"] and "gemm_eff_logit_mean" in tree["posterior"]
    a = lc.estimate("gpt3-175b", draws=200, seed=0, source=tree)
    b = lc.estimate("gpt3-175b", draws=200, seed=0, source="posterior")
    assert a.provenance["param_source"] == b.provenance["param_source"] != "priors"
    assert np.array_equal(a.samples["tco_usd"], b.samples["tco_usd"])


def test_plan_auto_from_a_dict():
    doc = {"schema_version": 1, "name": "auto-7b",
           "model": {"arch": "dense", "layers": 32, "hidden": 4096, "ffn_hidden": 11008,
                     "ffn_gated": True, "heads": 32, "kv_heads": 32, "vocab": 32000,
                     "seq_len": 4096},
           "training": {"tokens": 1.0e11, "global_batch_seqs": 512, "precision": "bf16"},
           "plan": "auto", "cluster": {"accelerator": "h100-sxm5-80gb", "count": 64},
           "site": {"region": "us-average"}}
    r = lc.estimate(doc, draws=50, seed=0, source="prior")
    assert r.provenance["plan_choice"] and r.scenario.plan is not None
    assert r.scenario.plan.tp * r.scenario.plan.pp * r.scenario.plan.dp * r.scenario.plan.cp == 64
