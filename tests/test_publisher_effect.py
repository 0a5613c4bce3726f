"""The publisher random effect of the step-time likelihood (lifecycle.bayes.steptime_block).

Without sampling: the noise groups, the in-sample application of the fitted
offsets, and the leave-one-publisher-out MAP's grouped likelihood.
"""

import numpy as np
import pandas as pd
import pytest

from lifecycle.bayes.steptime_block import MIN_NOISE_ROWS, POOLED_NOISE_GROUP, noise_groups
from lifecycle.validate.steptime import predict, sample_prior_draws


def test_small_sources_share_one_noise_group():
    g = pd.Series(["a"] * MIN_NOISE_ROWS + ["b"] * (MIN_NOISE_ROWS - 1) + ["c"])
    out = noise_groups(g)
    assert (out[:MIN_NOISE_ROWS] == "a").all()
    assert (out[MIN_NOISE_ROWS:] == POOLED_NOISE_GROUP).all()


def _rows():
    d = pd.read_csv("data/measurements/nvidia_megatron.csv").head(2)
    other = d.iloc[[0]].copy()
    other["source"] = "Some New Lab, a blog post, 2026"
    return pd.concat([d, other], ignore_index=True)


def test_fitted_offsets_apply_to_their_publishers_rows_only():
    df = _rows()
    n = 64
    eff = sample_prior_draws(n, seed=1)
    base = predict(df, eff, seed=1, ood=False)
    # a +log(1.25) offset for nvidia in every draw, another publisher at -0.5
    off = np.column_stack([np.full(n, np.log(1.25)), np.full(n, -0.5)])
    shifted = predict(df, {**eff, "publisher_offset": off, "publisher_names": ["nvidia", "google"]},
                      seed=1, ood=False)
    ratio = shifted["pred_tokens_per_s_per_gpu_p50"] / base["pred_tokens_per_s_per_gpu_p50"]
    assert ratio.iloc[:2].to_numpy() == pytest.approx([1.25, 1.25], rel=1e-9)
    assert ratio.iloc[2] == pytest.approx(1.0)  # a publisher the fit never saw: no offset
    st = shifted["pred_step_time_s_p50"] / base["pred_step_time_s_p50"]
    assert st.iloc[0] == pytest.approx(1 / 1.25, rel=1e-9)


def test_offsets_without_names_are_ignored():
    df = _rows()
    eff = sample_prior_draws(16, seed=2)
    a = predict(df, eff, seed=2, ood=False)
    b = predict(df, {**eff, "publisher_offset": np.ones((16, 1))}, seed=2, ood=False)
    assert np.allclose(a["pred_tokens_per_s_per_gpu_p50"], b["pred_tokens_per_s_per_gpu_p50"])
