"""The PyMC calibration model: structure, real (short) NUTS runs, recovery, data moves it.

Every sampling test runs the real sampler (PyMC NUTS, fixed seed) on the
disclosure part of the model (steptime=False), which compiles in seconds;
the full model's structure is checked with a finite log-probability and
gradient at the initial point. Every test that samples with NUTS or compiles
the full model is `slow` (the fast set forbids sampling, see tests/conftest.py).
"""

import numpy as np
import pandas as pd
import pytest

from lifecycle.bayes.calibrate import Settings, calibrate
from lifecycle.bayes.model import FAMILY_DIM, build_model
from lifecycle.bayes.rows import load_table
from lifecycle.model.steptime import EFF_NAMES, FAMILIES

FAST = Settings(draws=300, tune=300, chains=2, seed=3, steptime=False)


@pytest.fixture(scope="module")
def full_model():
    return build_model()


def test_full_model_structure(full_model):
    model, info = full_model
    names = set(model.named_vars)
    for v in ("gemm_eff_logit_mean", "eff_compute_logit_sd", "eff_compute_z", "gemm_eff_family",
              "disclosure_overhead", "extra_work_prob", "extra_work_log_mean",
              "power_activity_busy", "power_activity_comm",
              "disclosure_power_activity", "sigma_steptime",
              "obs_tokens_per_s_per_gpu", "obs_gpu_hours", "obs_wall_clock_days",
              "obs_energy_mwh"):
        assert v in names, v
    for f in FAMILIES:
        assert f"gemm_eff_offset_{f.replace('-', '_')}" in names
    assert tuple(model.coords[FAMILY_DIM]) == tuple(FAMILIES)
    assert model.named_vars_to_dims["eff_compute_z"] == (FAMILY_DIM,)
    assert len(model.coords["steptime_source"]) == len(info["steptime_groups"]) >= 3
    # one throughput offset per calibration publisher (random effect)
    assert {"sigma_publisher", "publisher_offset", "publisher_offset_z"} <= names
    assert tuple(model.coords["steptime_publisher"]) == tuple(info["steptime_publishers"])
    assert {"nvidia", "mosaicml", "google", "kaist-vtrain"} <= set(info["steptime_publishers"])
    # centred: generations with >= 20 rows, or >= 5 rows of >= 2 publishers (CDNA3: rows of
    # five publishers; TPU v4: 7 of Google's and 1 of Apple's; Volta since 2026-12-05: 2 rows of
    # one publisher and 12 of tntnnlrw's Alpa runs); TPU v3, without rows: non-centred
    assert {"ampere", "hopper", "cdna3", "tpu-v4", "volta"} <= set(info["centred_families"])
    assert "tpu-v3" not in set(info["centred_families"])
    # and one GPU-hours offset per disclosure publisher; MoE and size terms of the disclosures
    assert {"sigma_disclosure_publisher", "disclosure_publisher_offset", "moe_disclosure_overhead",
            "overhead_size_elasticity"} <= names
    assert tuple(model.coords["disclosure_publisher"]) == tuple(info["disclosure_publishers"])
    assert {"meta", "microsoft", "deepseek"} <= set(info["disclosure_publishers"])
    # rows without tokens (T5, Meena, GShard, Switch, XLM) never enter the GPU-hours term
    assert not {"t5-11b", "meena", "xlm"} & set(info["rows_gpu_hours"])
    # Patterson et al.'s measured powers are system averages per accelerator (host
    # included): they do not inform the accelerator's power fraction; the Luciole rows'
    # measured GPU-only energy (no stated power) does
    assert not {"t5-11b", "meena", "gpt3-175b"} & set(info["rows_power"])
    assert {"luciole-8b", "luciole-23b"} <= set(info["rows_energy"])
    assert info["steptime_rows"] > 300
    # the generations pinned by hundreds of step-time rows are sampled centred
    assert {"ampere", "hopper"} <= set(info["centred_families"])  # >= RICH_ROWS rows each
    assert model.named_vars_to_dims["gemm_eff_logit_rich"] == ("family_centred",)


def test_only_accelerator_scope_power_informs_the_power_fraction():
    """The same measured power enters the power likelihood as an accelerator-only
    measurement and stays out of it as a system average per accelerator."""
    import pandas as pd

    from lifecycle.paths import data_dir

    d = pd.read_csv(data_dir() / "disclosures.csv")
    d = d[d["id"].isin(["t5-11b", "gpt3-175b", "llama2-7b"])].reset_index(drop=True)
    _, info = build_model(d, steptime=False)
    assert info["rows_power"] == []
    d.loc[d["id"] == "gpt3-175b", "measured_power_scope"] = "accelerator"
    model, info = build_model(d, steptime=False)
    assert info["rows_power"] == ["gpt3-175b"] and "obs_power_w" in model.named_vars


def test_centred_and_noncentred_families_are_the_same_prior():
    """Sampling a family's logit efficiency directly (centred) or through z
    (non-centred) changes the geometry, not the model: the prior of every
    family's efficiency, and of eff_compute_z, is the same either way."""
    import pymc as pm

    from lifecycle.bayes.model import family_coords, step_efficiencies
    from lifecycle.priors import load_priors

    pri = load_priors()
    draws = {}
    for rich in ((), ("ampere", "hopper")):
        with pm.Model(coords=family_coords(FAMILIES, rich)):
            eff = step_efficiencies(pri, FAMILIES, steptime=False, rich=rich)
            pm.Deterministic("eff", pm.math.invlogit(eff["gemm_eff_logit_mean"]
                                                     + eff["_offsets"]), dims=FAMILY_DIM)
            pp = pm.sample_prior_predictive(draws=20000, random_seed=5)
        draws[rich] = {k: np.asarray(pp["prior"][k]).reshape(20000, -1)
                       for k in ("eff", "eff_compute_z")}
    a, b = draws[()], draws[("ampere", "hopper")]
    # Monte Carlo error of a 5% quantile of 20,000 draws: ~0.015 for z, ~0.004 for eff
    for k, tol in (("eff", 0.015), ("eff_compute_z", 0.06)):
        for q in (5, 50, 95):
            np.testing.assert_allclose(np.percentile(a[k], q, axis=0),
                                       np.percentile(b[k], q, axis=0), atol=tol, err_msg=k)


@pytest.fixture(scope="module")
def fast_fit(tmp_path_factory):
    import os

    os.environ["LIFECYCLE_CACHE_DIR"] = str(tmp_path_factory.mktemp("cache"))
    try:
        return calibrate(FAST, save=True)
    finally:
        del os.environ["LIFECYCLE_CACHE_DIR"]


@pytest.mark.slow
def test_real_sampling_diagnostics_and_provenance(fast_fit):
    import json

    d = fast_fit.diagnostics
    assert set(d) >= {"rhat_max", "ess_bulk_min", "divergences", "ok"}
    # a 2 x 300 draw run of this small model mixes: R-hat well under 1.05
    assert d["rhat_max"] < 1.05 and d["divergences"] == 0
    from lifecycle.bayes.calibrate import load

    back = load(fast_fit.path)
    attrs = back.tree.attrs
    assert json.loads(attrs["resolved_priors"])["disclosure_overhead"]["dist"] == "lognormal"
    assert "data/disclosures.csv" in json.loads(attrs["data_hashes"])
    assert int(attrs["seed"]) == FAST.seed and attrs["lifecycle_version"]
    np.testing.assert_allclose(back.draws["disclosure_overhead"],
                               fast_fit.draws["disclosure_overhead"])
    # the accelerator-only measured powers pull the activity (share of TDP - idle) inside 0.4..1
    assert 0.4 < np.median(fast_fit.draws["disclosure_power_activity"]) < 1.0
    # one power model: the calibrated activities replace their priors in scenario estimates
    from lifecycle.params import calibrated_params

    swapped = calibrated_params(fast_fit)
    assert {"power_activity_busy", "power_activity_comm"} <= set(swapped)
    np.testing.assert_allclose(swapped["power_activity_busy"], fast_fit.draws["power_activity_busy"])


@pytest.mark.slow
def test_posterior_param_draws_feed_the_step_time_model(fast_fit):
    from lifecycle.bayes.predict import posterior_param_draws

    d = posterior_param_draws(64, np.random.default_rng(0), fast_fit.draws)
    assert set(EFF_NAMES) <= set(d)
    for k, v in d.items():
        assert v.shape == (64,) and np.all(np.isfinite(v)), k


def _synthetic(eff_true, overhead_true, activity_true, n=16, seed=0):
    """Disclosures generated by the model's own relations with known parameters."""
    rng = np.random.default_rng(seed)
    acc = load_table("accelerators").set_index("accelerator_id")
    rows = []
    for i in range(n):
        a = ("a100-sxm4-80gb", "h100-sxm5-80gb")[i % 2]
        fam = acc.loc[a, "family"]
        params_b, tokens_t = float(rng.uniform(5, 200)), float(rng.uniform(0.5, 10))
        peak = acc.loc[a, "peak_bf16_tflops"] * 1e12
        ideal = 6 * params_b * 1e9 * tokens_t * 1e12 / peak / 3600
        gh = ideal / eff_true[fam] * overhead_true * np.exp(0.05 * rng.standard_normal())
        tdp, idle = acc.loc[a, "tdp_w"], acc.loc[a, "idle_w"]
        rows.append({"id": f"syn{i}", "model": "syn", "arch": "dense", "params_b": params_b,
                     "tokens_t": tokens_t, "accelerator": a, "gpu_hours": gh,
                     "device_power_w": tdp,
                     "measured_power_w": (idle + (tdp - idle) * activity_true)
                     * np.exp(0.03 * rng.standard_normal()), "measured_power_scope": "accelerator",
                     "energy_scope": "none", "emissions_basis": "measured_power",
                     "source": f"synthetic {i % 4}, test"})
    return pd.DataFrame(rows)


@pytest.mark.slow
def test_recovers_known_parameters_from_synthetic_disclosures():
    from lifecycle.bayes.calibrate import _flat, _sample

    eff_true = {"ampere": 0.75, "hopper": 0.6}
    df = _synthetic(eff_true, overhead_true=2.0, activity_true=0.75)
    model, _ = build_model(df, steptime=False)
    tree, _ = _sample(model, FAST)
    post = _flat(tree)
    amp, hop = FAMILIES.index("ampere"), FAMILIES.index("hopper")
    # only efficiency / overhead is identified by GPU-hours alone: recovered within 10%
    for fam, i in (("ampere", amp), ("hopper", hop)):
        ratio = post["disclosure_overhead"] / post["gemm_eff_family"][:, i]
        assert np.median(ratio) == pytest.approx(2.0 / eff_true[fam], rel=0.10), fam
    # and the ordering of the two generations is recovered
    assert np.mean(post["gemm_eff_family"][:, hop] < post["gemm_eff_family"][:, amp]) > 0.9
    # the energy model's activity at the disclosed runs' busy share is recovered (the busy and
    # comm activities and the busy share are not separately identified by average powers)
    assert np.median(post["disclosure_power_activity"]) == pytest.approx(0.75, abs=0.04)


def _fit_disclosures_only(df):
    """(flat posterior draws, info) of the disclosure-only model of ``df`` with ``FAST``."""
    from lifecycle.bayes.calibrate import _flat, _sample

    model, info = build_model(df, steptime=False)
    tree, _ = _sample(model, FAST)
    return _flat(tree), info


@pytest.mark.slow
def test_a_new_disclosure_moves_the_posterior_the_right_way():
    """New disclosures move the one-sided model the way its structure says.

    A Hopper run reporting 4x the GPU-hours its size implies is read as extra
    work: the extra-work parameters rise and so does the predicted GPU-hours of
    a new Hopper run. Runs *faster* than a clean run cannot be extra work, so
    two at 0.6x raise Hopper's clean efficiency / overhead instead. The
    synthetic rows carry the Meta card's own source: from a publisher of their
    own, the publisher random effect absorbs them (the last case).
    """
    from lifecycle.bayes.predict import predict_disclosures
    from lifecycle.validate.common import map_two_processes

    base = load_table("disclosures")
    row = base[base["id"] == "llama3.1-70b"].copy()
    hop = FAMILIES.index("hopper")

    def with_rows(factor, source=None):
        extra = row.assign(id="synthetic-1", gpu_hours=factor * row["gpu_hours"])
        if source:
            extra = extra.assign(source=source)
        return pd.concat([base, extra, extra.assign(id="synthetic-2")], ignore_index=True)

    names = ("base", "slow", "fast", "slow_lab")
    tables = (base, with_rows(4.0), with_rows(0.6), with_rows(4.0, "Synthetic Lab, a test run"))
    # the four fits are independent and single-process: two at a time (as the validation
    # protocol's held-out refits run), each with its own seed as before
    fits = map_two_processes(_fit_disclosures_only, tables, "spawn")
    post = {n: f[0] for n, f in zip(names, fits, strict=True)}
    infos = {n: f[1] for n, f in zip(names, fits, strict=True)}

    def clean(p):
        return np.median(np.log(p["gemm_eff_family"][:, hop] / p["disclosure_overhead"]))

    def excess(p):
        return np.median(p["extra_work_prob"] * p["extra_work_log_mean"])

    def predicted(p, q="p50"):
        out = predict_disclosures(row, p, n=4000, seed=0)
        return float(out[f"pred_gpu_hours_{q}"].iloc[0])

    lab = infos["slow_lab"]["disclosure_publishers"].index("synthetic-lab")
    off = post["slow_lab"]["disclosure_publisher_offset"][:, lab]
    # measured 2026-11-25 with 2 chains x 300 draws, seeds 3/4/5 here and seed 3 on the CI
    # machine (the sampler differs across platforms): lab offset median 0.34/0.38/0.30 (CI
    # 0.43), P(offset > 0) 0.86-0.88; excess +0.054/+0.045/+0.050 (CI +0.043); p95 ratio
    # 1.25/1.19/1.23; p50 ratio 1.039/1.012/1.011; clean +0.11/+0.12/+0.10; fast 0.91-0.92.
    # The bounds sit about half-way between no effect and the smallest measured value.
    # since OpenLLM-France's rows joined, Lucie-7B's 550,000 GPU-hours already read as
    # extra work, so two more such rows move the excess less than before (+0.05 was the bound)
    # re-measured 2026-12-05 (a thirty-sixth session, 92 disclosure rows: 14 more, among them
    # Meta's five MobileLLM rows and two H100 rows), seeds 3/4/5: excess +0.044/+0.048/+0.049;
    # fast: clean +0.046/+0.061/+0.048, p50 ratio 0.941/0.931/0.963 (more Hopper and Meta rows
    # pin the shared terms, so two synthetic rows move them less); lab offset 0.42/0.47/0.46,
    # P(> 0) 0.885-0.903; slow p95 ratio 1.14/1.17/1.13. Bounds half-way, as above.
    assert excess(post["slow"]) > excess(post["base"]) + 0.02
    # extra work is one-sided: a slow run lifts the upper tail most, the median less
    assert predicted(post["slow"], "p95") > 1.06 * predicted(post["base"], "p95")
    # (the weakly informative extra_work_* priors of issue 15 already give most rows some
    # excess, so the median moves by 1-4%: only its direction is asserted)
    assert predicted(post["slow"]) > predicted(post["base"])
    assert clean(post["fast"]) > clean(post["base"]) + 0.02
    assert predicted(post["fast"]) < 0.98 * predicted(post["base"])
    # two 4x rows of a publisher of their own: its offset takes a share of log 4 = 1.39 (more
    # than 0.5 before OpenLLM-France's rows raised the extra-work posterior, which now takes
    # a larger part)
    assert np.median(off) > 0.15 and np.mean(off > 0) > 0.75


@pytest.mark.slow
def test_bundled_calibration_meets_the_sampler_targets(calibration):
    """The real calibration of the bundled data (4 chains, default settings, the
    session's cached fit): no divergences, R-hat <= 1.01, bulk ESS >= 400."""
    d = calibration.diagnostics
    assert d["divergences"] == 0
    assert d["rhat_max"] <= 1.01 and d["ess_bulk_min"] >= 400
    assert calibration.tree["posterior"].sizes["chain"] == 4
    eff = np.median(calibration.draws["gemm_eff_family"], axis=0)
    assert np.all((eff > 0.05) & (eff < 0.99))
    assert np.all(np.isfinite(calibration.draws["sigma_steptime"]))
    # the hundreds of step-time rows pin the measured generations far tighter than
    # the pooled spread pins a generation without measurements
    sd = np.std(np.log(calibration.draws["gemm_eff_family"]), axis=0)
    # (cdna3, MI300X: no calibration rows since CDNA2 became its own family)
    assert sd[FAMILIES.index("hopper")] < 0.5 * sd[FAMILIES.index("cdna3")]
