"""Reading other published runs for `lifecycle validate disclosures`.

Accelerators written as vendor names or short forms resolve to canonical ids
(prediction path only; the calibration table stays strict), and a MoE row
without its active parameter count gets it from its expert counts or, failing
those, from a prior, with the uncertainty carried into the interval.
"""

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lifecycle.bayes.predict import predict_disclosures
from lifecycle.bayes.rows import disclosure_columns, load_table
from lifecycle.errors import LifecycleInputError
from lifecycle.priors import load_priors
from lifecycle.tables import resolve_accelerator

ACC = load_table("accelerators").set_index("accelerator_id")


@pytest.mark.parametrize("text, want", [
    ("h100-sxm5-80gb", "h100-sxm5-80gb"),
    ("H100", "h100-sxm5-80gb"),
    ("NVIDIA H100 SXM5 80 GB", "h100-sxm5-80gb"),
    ("NVIDIA A100 SXM4 40 GB", "a100-sxm4-40gb"),
    ("A100", "a100-sxm4-80gb"),
    ("TPU v4", "tpu-v4"),
    ("tpuv3", "tpu-v3"),
    ("MI300X", "mi300x"),
    ("Trillium", "tpu-v6e"),
    ("gaudi-9", None),
    ("", None),
])
def test_accelerator_names_resolve(text, want):
    assert resolve_accelerator(text, ACC) == want


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_any_accelerator_text_resolves_to_a_known_id_or_none(text):
    got = resolve_accelerator(text, ACC)
    assert got is None or got in ACC.index


def _row(**kw):
    base = {"id": "x", "model": "x", "arch": "dense", "params_b": 70.0, "tokens_t": 1.0,
            "accelerator": "h100-sxm5-80gb", "source": "test"}
    return {**base, **kw}


def test_alias_is_prediction_only():
    df = pd.DataFrame([_row(accelerator="H100")])
    with pytest.raises(LifecycleInputError, match="unknown accelerator 'H100'"):
        disclosure_columns(df)  # calibration table: canonical ids only
    c = disclosure_columns(df, strict=False)
    assert c["accelerator_note"][0] == "accelerator 'H100' read as h100-sxm5-80gb"
    assert c["peak_flops"][0] == pytest.approx(ACC.loc["h100-sxm5-80gb", "peak_bf16_tflops"] * 1e12)


def test_moe_active_share_from_expert_counts():
    pri = load_priors()
    s = pri["moe_shared_param_share"].median()
    df = pd.DataFrame([_row(arch="moe", params_b=671.0, num_experts=256, experts_per_token=8),
                       _row(arch="moe", params_b=671.0, active_params_b=37.0),
                       _row(arch="moe", params_b=100.0),
                       _row()])
    c = disclosure_columns(df, strict=False)
    assert list(c["active_share_basis"]) == ["experts", "given", "moe_prior", "given"]
    assert c["active_params"][0] == pytest.approx(671e9 * (s + (1 - s) * 8 / 256))
    assert c["active_params"][1] == pytest.approx(37e9)
    assert c["active_params"][2] == pytest.approx(100e9 * pri["moe_active_share"].median())
    assert c["active_params"][3] == pytest.approx(70e9)
    # DeepSeek-V3's published 37B lies inside what the expert counts and prior allow
    q = pri["moe_shared_param_share"].ppf([0.05, 0.95])
    lo, hi = 671e9 * (q + (1 - q) * 8 / 256)
    assert lo < 37e9 < hi


def test_moe_share_uncertainty_widens_the_interval_only():
    df = pd.DataFrame([_row(arch="moe", params_b=671.0, active_params_b=37.0),
                       _row(arch="moe", params_b=671.0, num_experts=256, experts_per_token=8),
                       _row(arch="moe", params_b=671.0)])
    out = predict_disclosures(df, None, n=4000, seed=1)
    width = np.log(out["pred_gpu_hours_p95"] / out["pred_gpu_hours_p05"]).to_numpy()
    assert width[0] < width[1] < width[2]
    assert out["pred_status"].iloc[1].endswith("MoE active parameters from num_experts / "
                                               "experts_per_token")
    assert "prior moe_active_share" in out["pred_status"].iloc[2]
    # the known-active row sits inside the expert-count row's interval
    assert out["pred_gpu_hours_p05"].iloc[1] < out["pred_gpu_hours_p50"].iloc[0] \
        < out["pred_gpu_hours_p95"].iloc[1]


def test_measurement_rows_read_accelerator_names_too():
    from lifecycle.inputs import from_measurements
    from lifecycle.paths import data_dir

    base = pd.concat([pd.read_csv(f) for f in sorted((data_dir() / "measurements").glob("*.csv"))])
    row = base[base["accelerator"] == "h100-sxm5-80gb"].head(1)
    named = row.assign(accelerator="NVIDIA H100 SXM5 80GB")
    a, b = from_measurements(row), from_measurements(named)
    for k in a[2]:  # the hardware columns are those of the canonical id
        np.testing.assert_array_equal(a[2][k], b[2][k])
    assert "read as h100-sxm5-80gb" in b[3][0]
    bad = from_measurements(row.assign(accelerator="gaudi-9"))
    assert bad[3][0].startswith("unsupported: unknown accelerator 'gaudi-9'")


def test_assumed_power_basis_uses_the_sources_device_power():
    """StarCoder's energy is GPU-hours x the 280 W the paper assumed (not the
    A100's 400 W TDP, not a fitted power fraction): its predicted energy is the
    predicted GPU-hours x 280 W, as the LLaMA rows' is x their 400 W TDP."""
    df = load_table("disclosures").set_index("id").loc[["starcoderbase-15.5b", "llama1-7b"]]
    c = disclosure_columns(df.reset_index())
    np.testing.assert_allclose(c["convention_power_w"], [280.0, 400.0])
    out = predict_disclosures(df.reset_index(), None, n=2000, seed=0).set_index("id")
    for rid, watts, pue in (("starcoderbase-15.5b", 280.0, 1.0), ("llama1-7b", 400.0, 1.1)):
        r = out.loc[rid]
        # energy and GPU-hours share every draw but the energy scatter: medians agree
        assert r["pred_energy_mwh_p50"] == pytest.approx(
            r["pred_gpu_hours_p50"] * watts * pue / 1e6, rel=0.08), rid
    # a row with no convention basis draws a power fraction of TDP instead
    other = df.reset_index().assign(emissions_basis="reported")
    assert np.isnan(disclosure_columns(other)["convention_power_w"]).all()


def test_moe_overhead_multiplies_a_moe_rows_hours_only():
    """A MoE disclosure's GPU-hours = the dense prediction at the same active parameters
    x ``moe_disclosure_overhead`` (hand calculation with the scatter switched off)."""
    from lifecycle.bayes.predict import param_draws

    post = {k: v for k, v in param_draws(500, np.random.default_rng(0)).items() if k != "families"}
    post.update(moe_disclosure_overhead=np.full(500, 1.7), sigma_gpu_hours=np.full(500, 1e-9),
                extra_work_prob=np.zeros(500), overhead_size_elasticity=np.zeros(500),
                sigma_disclosure_publisher=np.zeros(500))
    df = pd.DataFrame([_row(id="m", arch="moe", params_b=671.0, active_params_b=37.0),
                       _row(id="d", params_b=37.0)])
    assert list(disclosure_columns(df, strict=False)["is_moe"]) == [True, False]
    out = predict_disclosures(df, post, n=500, seed=0).set_index("id")
    dense = out.loc["d", "pred_gpu_hours_p50"]
    assert out.loc["m", "pred_gpu_hours_p50"] == pytest.approx(1.7 * dense, rel=1e-6)


def test_a_new_publishers_interval_carries_the_publisher_scale():
    """Predictions are for a publisher the fit has not seen: the log GPU-hours
    spread is sqrt(sigma_gpu_hours^2 + sigma_disclosure_publisher^2) (hand
    calculation with every other uncertainty switched off)."""
    from scipy import stats

    from lifecycle.bayes.predict import param_draws

    n = 20000
    base = {k: v for k, v in param_draws(n, np.random.default_rng(0)).items() if k != "families"}
    one = {k: np.full(n, float(np.median(v))) if np.ndim(v) == 1 else
           np.repeat(np.median(v, axis=0, keepdims=True), n, axis=0) for k, v in base.items()}
    one.update(extra_work_prob=np.zeros(n), sigma_gpu_hours=np.full(n, 0.1),
               sigma_disclosure_publisher=np.full(n, 0.2))
    out = predict_disclosures(pd.DataFrame([_row(active_params_b=70.0)]), one, n=n, seed=3)
    width = np.log(out["pred_gpu_hours_p95"] / out["pred_gpu_hours_p05"]).iloc[0]
    expect = 2 * stats.norm.ppf(0.95) * np.hypot(0.1, 0.2)
    # Monte Carlo error of a 5-95% log width from 20,000 draws: about 1%
    assert width == pytest.approx(expect, rel=0.03)


def test_a_small_runs_interval_widens_by_its_halvings_below_3b():
    """Below 3B active parameters a clean run's log GPU-hours scatter is
    sqrt(sigma_gpu_hours^2 + sigma_gpu_hours_small^2 x halvings below 3B): a 375M row is 3
    halvings below, a 70B row none (hand calculation, every other uncertainty off)."""
    from scipy import stats

    from lifecycle.bayes.predict import param_draws

    n = 20000
    base = {k: v for k, v in param_draws(n, np.random.default_rng(0)).items() if k != "families"}
    one = {k: np.full(n, float(np.median(v))) if np.ndim(v) == 1 else
           np.repeat(np.median(v, axis=0, keepdims=True), n, axis=0) for k, v in base.items()}
    one.update(extra_work_prob=np.zeros(n), sigma_gpu_hours=np.full(n, 0.1),
               sigma_gpu_hours_small=np.full(n, 0.2), sigma_disclosure_publisher=np.zeros(n))
    df = pd.DataFrame([_row(id="s", params_b=0.375), _row(id="l", params_b=70.0)])
    assert disclosure_columns(df, strict=False)["small_halvings"] == pytest.approx([3.0, 0.0])
    out = predict_disclosures(df, one, n=n, seed=3).set_index("id")
    width = np.log(out["pred_gpu_hours_p95"] / out["pred_gpu_hours_p05"])
    z = 2 * stats.norm.ppf(0.95)
    # Monte Carlo error of a 5-95% log width from 20,000 draws: about 1%
    assert width["s"] == pytest.approx(z * np.sqrt(0.1**2 + 0.2**2 * 3.0), rel=0.03)
    assert width["l"] == pytest.approx(z * 0.1, rel=0.03)
