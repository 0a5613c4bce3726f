"""Forward chain and Monte Carlo: identities, scenario-fixed priors, rent mode,
pytensor graph, reproducibility, errors, and every bundled scenario."""

from pathlib import Path

import numpy as np
import pytest

from lifecycle import forward, mc
from lifecycle.errors import LifecycleInputError
from lifecycle.scenario import load_scenario

REPO = Path(__file__).resolve().parent.parent
REQUIRED = ("time_to_train_days", "gpu_hours", "goodput", "interruptions", "energy_mwh",
            "capex_usd", "opex_usd", "tco_usd", "capem_tco2e", "opem_tco2e", "total_tco2e",
            "lifetime_capex_usd", "lifetime_opex_usd", "lifetime_capem_tco2e",
            "lifetime_opem_tco2e")

SMALL = """schema_version: 1
name: small-7b
model: {{arch: dense, layers: 32, hidden: 4096, ffn_hidden: 11008, ffn_gated: true, heads: 32,
        kv_heads: 32, vocab: 32000, seq_len: 4096}}
training: {{tokens: 1.0e11, global_batch_seqs: 512, precision: bf16}}
plan: {plan}
cluster: {{accelerator: h100-sxm5-80gb, count: 64}}
site: {site}
lifecycle: {life}
"""
PLAN = "{tp: 2, pp: 1, dp: 32, zero_stage: 1, recompute: selective}"


def _write(tmp_path, name, plan=PLAN, site="{region: us-average}", life="{lifetime_years: 5}"):
    p = tmp_path / f"{name}.yaml"
    p.write_text(SMALL.format(plan=plan, site=site, life=life))
    return p


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    return load_scenario(_write(tmp_path_factory.mktemp("sc"), "small"))


@pytest.fixture(scope="module")
def est(small):
    return mc.estimate(small, draws=400, seed=3)


def test_required_quantities_shape_units_finite(est):
    for q in REQUIRED:
        x = est.samples[q]
        assert x.shape == (400,), q
        assert np.all(np.isfinite(x)), q
        assert est.units[q] == forward.QUANTITIES[q][0]
    assert set(est.samples) <= set(forward.QUANTITIES)


def test_identities(est, small):
    s = est.samples
    np.testing.assert_allclose(s["tco_usd"], s["capex_usd"] + s["opex_usd"], rtol=1e-12)
    np.testing.assert_allclose(s["total_tco2e"], s["capem_tco2e"] + s["opem_tco2e"], rtol=1e-12)
    np.testing.assert_allclose(s["gpu_hours"], 64 * 24 * s["time_to_train_days"], rtol=1e-12)
    parts = sum(s[f"capex_{k}_usd"] for k in ("accelerators", "servers", "network", "storage",
                                              "facility"))
    np.testing.assert_allclose(parts, s["capex_usd"], rtol=1e-9)
    cparts = sum(s[f"capem_{k}_tco2e"] for k in ("accelerators", "servers", "network",
                                                 "storage", "building"))
    np.testing.assert_allclose(cparts, s["capem_tco2e"], rtol=1e-9)
    np.testing.assert_allclose(s["opem_tco2e"], s["energy_mwh"] * s["grid_gco2e_per_kwh"] / 1000,
                               rtol=1e-12)
    # the run is charged its share of the lifetime capital
    np.testing.assert_allclose(s["capex_usd"], s["lifetime_capex_usd"] * s["run_share_of_lifetime"],
                               rtol=1e-9)
    np.testing.assert_allclose(s["runs_per_lifetime"] * s["run_share_of_lifetime"], 1.0, rtol=1e-9)
    assert np.all((s["goodput"] > 0) & (s["goodput"] <= 1))
    assert np.all(s["energy_mwh"] > s["it_energy_mwh"])
    np.testing.assert_allclose(s["tcdp_tco2e_days"], s["total_tco2e"] * s["time_to_train_days"])
    np.testing.assert_allclose(s["usd_per_mtok"], s["tco_usd"] / 1e5)


def test_scenario_values_replace_priors(tmp_path):
    sc = load_scenario(_write(tmp_path, "fixed", site="{region: us-average, pue: 1.2, "
                              "electricity_usd_per_kwh: 0.1}",
                              life="{lifetime_years: 4, utilisation: 0.8}"))
    e = mc.estimate(sc, draws=50, seed=0)
    for name, v in (("pue", 1.2), ("electricity_usd_per_kwh", 0.1), ("lifetime_years", 4.0),
                    ("utilisation", 0.8)):
        np.testing.assert_array_equal(e.inputs[name], v)
    np.testing.assert_allclose(e.samples["energy_mwh"] / e.samples["it_energy_mwh"], 1.2)
    np.testing.assert_allclose(e.samples["opex_energy_usd"], e.samples["energy_mwh"] * 100.0)


def test_rent_mode_charges_gpu_hours(tmp_path):
    sc = load_scenario(_write(tmp_path, "rent", life="{mode: rent, rent_usd_per_gpu_hour: 2.5}"))
    s = mc.estimate(sc, draws=50, seed=0).samples
    np.testing.assert_array_equal(s["capex_usd"], 0.0)
    np.testing.assert_allclose(s["opex_usd"], 2.5 * s["gpu_hours"])
    np.testing.assert_allclose(s["tco_usd"], 2.5 * s["gpu_hours"])
    assert np.all(s["total_tco2e"] > 0)  # carbon is counted whoever owns the hardware


def test_same_seed_same_numbers(small, est):
    again = mc.estimate(small, draws=400, seed=3)
    for q in REQUIRED:
        np.testing.assert_array_equal(again.samples[q], est.samples[q])
    other = mc.estimate(small, draws=400, seed=4)
    assert not np.array_equal(other.samples["tco_usd"], est.samples["tco_usd"])


def test_param_source_replaces_prior_draws(small):
    post = {"pue": np.array([1.3, 1.3, 1.3]), "restart_s": np.array([600.0, 600.0, 600.0])}
    e = mc.estimate(small, draws=100, seed=0, param_source=post, param_source_label="unit-test")
    np.testing.assert_array_equal(e.inputs["pue"], 1.3)
    assert e.provenance["param_source"] == "unit-test"
    assert e.provenance["calibrated_parameters"] == ["pue", "restart_s"]


def test_provenance(est):
    p = est.provenance
    assert p["seed"] == 3 and p["draws"] == 400 and len(p["scenario_hash"]) == 64
    assert "accelerators.csv" in p["data_hashes"] and p["param_source"] == "priors"
    df = est.summary()
    assert list(df.columns) == ["quantity", "unit", "mean", "sd", "p05", "p50", "p95"]


def test_infeasible_plan_is_an_input_error(tmp_path):
    sc = load_scenario(_write(tmp_path, "oom", plan="{tp: 1, pp: 1, dp: 64, zero_stage: 0, "
                                                    "recompute: none, micro_batch: 8}"))
    with pytest.raises(LifecycleInputError, match="GiB"):
        mc.estimate(sc, draws=10, seed=0)


def test_evaluate_builds_a_pytensor_graph(small, est):
    import pytensor
    import pytensor.tensor as pt

    # every lifecycle prior symbolic (as the PyMC model builds it), same numbers
    # as the numpy path, and a finite gradient through goodput and energy
    fixed = forward.fixed_by_scenario(small)
    names = [k for k in forward.LIFECYCLE_PRIORS if k not in fixed]
    sym = {k: pt.dscalar(k) for k in names}
    # one draw at which the plan fits in memory (a draw that does not is refused, as a plan
    # that fits in none of the draws is)
    i = int(np.argmax(np.asarray(est.samples["memory_headroom_gib"]) >= 0))
    draws = {k: v[i:i + 1] for k, v in est.inputs.items()}
    draws.update(sym)
    out = forward.evaluate(small, draws)
    qs = ("tco_usd", "total_tco2e", "time_to_train_days", "lifetime_capem_tco2e")
    grad = pytensor.grad(out["total_tco2e"].sum(), sym["restart_s"])
    f = pytensor.function(list(sym.values()), [out[q].sum() for q in qs] + [grad],
                          on_unused_input="ignore")
    got = f(*[float(est.inputs[k][i]) for k in names])
    for g, q in zip(got, qs):
        assert float(g) == pytest.approx(float(est.samples[q][i]), rel=1e-9)
    assert np.isfinite(got[-1]) and got[-1] > 0  # longer restarts emit more


BUNDLED = sorted((REPO / "data" / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_bundled_scenarios_quantiles_ordered_and_finite(path):
    sc = load_scenario(path)
    if sc.plan is None:
        with pytest.raises(LifecycleInputError, match="auto"):
            mc.estimate(sc, draws=10, seed=0)
        return
    df = mc.estimate(sc, draws=300, seed=0).summary()
    q = df.set_index("quantity")
    for name in REQUIRED:
        p05, p50, p95, mean = q.loc[name, ["p05", "p50", "p95", "mean"]]
        assert np.isfinite([p05, p50, p95, mean]).all(), name
        assert p05 <= p50 <= p95, name


def test_fast_sampler_matches_prior_distributions():
    # the one numpy sampler (quantile function of uniforms, scipy.special); its
    # quantiles must match scipy.stats' frozen distributions (an independent
    # implementation): the exact CDF at each 5/50/95% sample quantile of 20,000
    # draws is within 4 binomial standard errors (sqrt(q(1-q)/n)) of q.
    from lifecycle.priors import load_priors

    pri = load_priors()
    rng = np.random.default_rng(1)
    for name in ("pue", "restart_s", "power_activity_busy", "facility_lifetime_years",
                 "grid_intensity_z", "lifetime_years"):
        x = pri[name].sample(rng, 20_000)
        q = np.array([0.05, 0.5, 0.95])
        got = pri[name].scipy().cdf(np.quantile(x, q))
        assert np.all(np.abs(got - q) <= 4 * np.sqrt(q * (1 - q) / x.size)), (name, got)


def test_goodput_time_and_energy_accounting_by_hand(est):
    """The forward chain's goodput, restart time and energy, recomputed draw by draw from
    the prior draws with the published formulas written out here (Daly 2006 eq. 13 and
    his higher-order interval; energy = GPUs x (busy h x busy W + restart h x idle W) x
    PUE), not through lifecycle.model. Catches wiring bugs the unit tests cannot see:
    a checkpoint or restart cost not passed on, PUE applied twice."""
    from lifecycle import tables

    d, s = est.inputs, est.samples
    n, nodes = 64, 8  # small-7b: 64 H100, 8 per node
    h100 = tables.accelerator("h100-sxm5-80gb")
    tdp, idle = float(h100["tdp_w"]), float(h100["idle_w"])
    rate = n * d["failure_rate_per_gpu_hour"] + nodes * d["failure_rate_per_node_hour"]  # 1/h
    m = 3600.0 / rate  # mean time between interruptions [s]
    delta, restart = s["checkpoint_write_s"], d["restart_s"]
    assert np.all(delta > 0)
    x = delta / (2 * m)
    tau = np.sqrt(2 * delta * m) * (1 + np.sqrt(x) / 3 + x / 9) - delta
    np.testing.assert_allclose(s["checkpoint_interval_s"], tau, rtol=1e-9)
    g = tau / (m * np.exp(restart / m) * (np.exp((tau + delta) / m) - 1))
    np.testing.assert_allclose(s["goodput"], g, rtol=1e-9)
    elapsed_h = s["compute_days"] * 24 * (1 + d["overhead_eval_frac"]
                                          + d["overhead_ramp_frac"]) / g
    np.testing.assert_allclose(s["time_to_train_days"] * 24, elapsed_h, rtol=1e-9)
    np.testing.assert_allclose(s["interruptions"], rate * elapsed_h, rtol=1e-9)
    restart_h = np.minimum(s["interruptions"] * restart / 3600, elapsed_h)
    assert np.all(restart_h > 0)
    np.testing.assert_allclose(s["restart_hours"], restart_h, rtol=1e-9)
    host_w = tdp * d["host_power_frac_of_tdp"]
    idle_w = idle + host_w * d["host_idle_share"] + d["network_w_per_gpu"] + d["storage_w_per_gpu"]
    busy_w = s["accelerator_power_w"] + host_w + d["network_w_per_gpu"] + d["storage_w_per_gpu"]
    np.testing.assert_allclose(s["it_power_w_per_gpu"], busy_w, rtol=1e-9)
    it_mwh = n * ((elapsed_h - restart_h) * busy_w + restart_h * idle_w) / 1e6
    np.testing.assert_allclose(s["it_energy_mwh"], it_mwh, rtol=1e-9)
    np.testing.assert_allclose(s["energy_mwh"], it_mwh * d["pue"], rtol=1e-9)
