"""Step-time model against the bundled measurements (issue 3 targets).

Sources: MosaicML llm-foundry benchmark tables (A100 40/80 GB, H100; FSDP),
vTrain (Bang et al. 2024, arXiv:2312.12391) multi-node and single-node ground
truth (Megatron-DeepSpeed, A100), NVIDIA NeMo 24.07 performance tables (H100
FP8). These rows are calibration rows (in-sample for the calibrated model; here
predicted from the priors). Targets: MAPE of the p50 tokens/s/GPU <= 12% overall
on each file and no accelerator or source group worse than 20%.

Prior-predictive regression bounds (the priors are re-derived from
microbenchmarks only since issue 15, so the prior no longer meets the 12%
target on its own; the calibrated model must, see test_posterior_in_sample),
measured on 2026-11-25 with 64 prior draws (seed 0, the test's) and their
Monte Carlo spread over seeds 0-7 (mean, sd):

| file | 90% coverage | MAPE of p50 [%] |
|---|---|---|
| steptime_measurements.csv (333 rows) | 0.931; 0.953, sd 0.011 | 9.32; 9.77, sd 0.49 |
| ..._vtrain_single_node.csv (1440 rows) | 0.999; 1.000, sd 0.001 | 16.26; 10.81, sd 2.62 |

Coverage must stay above mean - 3 sd (0.92 and 0.99), MAPE below mean + 3 sd
(11.2% and 18.7%).

Re-measured on 2026-11-26 after ``host_legacy_ratio`` joined the priors (the
DeepSpeed-family stacks' host overhead per layer, prior median 1.67x; vTrain's
rows are Megatron-DeepSpeed), same draws and seeds:

| file | 90% coverage | MAPE of p50 [%] |
|---|---|---|
| steptime_measurements.csv | 0.967; 0.959, sd 0.016 | 9.58; 9.86, sd 0.57 |
| ..._vtrain_single_node.csv | 0.999; 0.996, sd 0.003 | 23.57; 20.07, sd 3.53 |

Re-measured on 2026-11-26 (a third session) after the attention priors were re-derived from
the project's own SDPA sweep as long-sequence limits (the eager ratio 0.2-0.38 -> 0.27-0.72)
with the sequence term ``attn_half_seq`` and the narrow-GEMM ``gemm_half_dim``, same draws
and seeds:

| file | 90% coverage | MAPE of p50 [%] |
|---|---|---|
| steptime_measurements.csv | 0.952; 0.943, sd 0.021 | 13.24; 13.15, sd 0.59 |
| ..._vtrain_single_node.csv | 0.995; 0.985, sd 0.013 | 25.62; 22.19, sd 3.55 |

Bounds then (mean -/+ 3 sd): coverage above 0.879 and 0.945, MAPE below 14.9% and 32.8%.

Re-measured on 2026-12-07 (a fifty-second session) after ``attn_mma_share_ampere`` joined the priors
(FlashAttention-class kernels on Ampere at 1.25-2.1x the H100's share of the peak, the published
1.43-2.09; ``collections/2026-12-07-session52-decision.txt`` item 1), same draws and seeds
(``collections/2026-12-07-session52-prior-predictive.py``):

| file | 90% coverage | MAPE of p50 [%] |
|---|---|---|
| steptime_measurements.csv | 0.952; 0.947, sd 0.032 | 18.39; 16.84, sd 0.69 |
| ..._vtrain_single_node.csv | 1.000; 0.997, sd 0.007 | 26.75; 26.18, sd 4.26 |

At the prior's centre (1.62) A100 attention runs faster than these A100 rows show; the likelihood puts
the share at 1.38 [1.30, 1.46] (look 118). Bounds now (mean -/+ 3 sd): coverage above 0.851 and
0.976, MAPE below 18.9% and 39.0%. The prior alone no longer halves the constant-MFU baseline's
error (29.4%) on the first file; the calibrated model must (test_calibrated_model_halves_the_
constant_mfu_baseline), and the prior must still beat it.
"""

import pandas as pd
import pytest

from in_sample_bounds import IN_SAMPLE_COVERAGE, IN_SAMPLE_MAPE, WORST_GROUP_MAPE
from lifecycle.paths import measurements_dir
from lifecycle.validate.common import coverage, mape_pct
from lifecycle.validate.steptime import load_measurements, predict, sample_prior_draws

FILES = ["steptime_measurements.csv", "steptime_measurements_vtrain_single_node.csv"]
# file -> (coverage low, coverage high, MAPE high [%]); see the module docstring
BOUNDS = {FILES[0]: (0.851, 1.0, 18.9), FILES[1]: (0.976, 1.0, 39.0)}


@pytest.fixture(scope="module")
def predictions():
    draws = sample_prior_draws(64, seed=0)
    out = {}
    for f in FILES:
        out[f] = predict(load_measurements(measurements_dir() / f), draws)
    return out


@pytest.mark.parametrize("f", FILES)
def test_mape_overall_and_groups(predictions, f):
    df = predictions[f]
    ok = df[~df.pred_status.str.startswith("unsupported")]
    assert len(ok) == len(df)  # every bundled row is predictable
    obs, p50 = "tokens_per_s_per_gpu", "pred_tokens_per_s_per_gpu_p50"
    mape = mape_pct(ok[p50], ok[obs])
    lo, hi, mape_hi = BOUNDS[f]
    assert mape <= mape_hi
    cov = coverage(ok.pred_tokens_per_s_per_gpu_p05, ok.pred_tokens_per_s_per_gpu_p95, ok[obs])
    assert lo <= cov <= hi


# calibration rows the calibrated model calls infeasible (they ran, so each is a memory-model
# miss), with what the source measured; issue 14: "every bundled measurement predicted
# feasible". Measured 2026-11-29 (200 draws, seed 0): one row of 2,622 at key d78feb30
# (pith_issue_torchtitan_b200_q30_fsdp8, torchtitan's eight-chunk loss counted at 4 bytes per
# logit: ~255 GiB against 141.8 printed); since 2026-12-04 (key 4f66a150, the chunked loss's
# 0.5 bytes per logit, lifecycle.stacks.LOSS_RULES) it needs 127 GiB at the median and fits in
# 92% of the draws: none. Since 2026-12-05 (a thirty-fifth session, key 0952f270): three of
# X-MoE's Frontier rows (Medium and Large, EP 64-128 on 64 GB MI250X GCDs; X-MoE's point is a
# smaller memory footprint: padding-free token buffers, which the count does not describe) fit
# in 0.0-3.5% of the draws (200 draws, seeds 0-2), at seed 1 in none; at key 60d96a0f (look 88,
# with the MLPerf rows) 002 and 006 fit in none of 200 draws at seeds 0-2
KNOWN_MEMORY_MISSES: set[str] = {"xmoe62-002", "xmoe62-003", "xmoe62-006"}


@pytest.mark.slow
def test_posterior_in_sample(calibration):
    """The calibrated model on every calibration measurement file (see IN_SAMPLE_MAPE), and
    every calibration row feasible but the known memory-model misses."""

    from lifecycle.validate.steptime import calibration_draws

    # in-sample: each calibration publisher's rows with its fitted offset (random effect)
    draws, _ = calibration_draws(calibration, 200, seed=0)
    infeasible = set()
    for f in sorted(p.name for p in measurements_dir().glob("*.csv")):
        out = predict(load_measurements(measurements_dir() / f), draws)
        infeasible |= set(out.row_id[out.pred_status.str.startswith("infeasible")].astype(str))
        ok = out[~out.pred_status.str.startswith("unsupported")]
        obs, p50 = ok.tokens_per_s_per_gpu, ok.pred_tokens_per_s_per_gpu_p50
        assert mape_pct(p50, obs) <= IN_SAMPLE_MAPE.get(f, 12.0), f
        assert coverage(ok.pred_tokens_per_s_per_gpu_p05, ok.pred_tokens_per_s_per_gpu_p95,
                        obs) >= IN_SAMPLE_COVERAGE.get(f, 0.85), f
        for key, g in ok.groupby("accelerator"):
            if len(g) < 3:  # one or two rows are single residuals (covered above), not a group
                continue
            worst = WORST_GROUP_MAPE.get(f, 20.0)
            assert mape_pct(g.pred_tokens_per_s_per_gpu_p50, g.tokens_per_s_per_gpu) <= worst, (f, key)
    assert infeasible <= KNOWN_MEMORY_MISSES, sorted(infeasible - KNOWN_MEMORY_MISSES)


def test_beats_constant_mfu_baseline(predictions):
    df = predictions[FILES[0]]
    base = mape_pct(df.baseline_tokens_per_s_per_gpu, df.tokens_per_s_per_gpu)
    # 29.6% in the issue; 29.39% since the NeMo 24.07 Llama rows carry their real ffn_hidden
    # and kv_heads (SHAPE FIX in their notes), which changes their model FLOPs
    assert base == pytest.approx(29.39, abs=0.05)
    assert mape_pct(df.pred_tokens_per_s_per_gpu_p50, df.tokens_per_s_per_gpu) < base


@pytest.mark.slow
def test_calibrated_model_halves_the_constant_mfu_baseline(calibration):
    """Issue 3's target on the first file: the calibrated model's error at most half the
    constant-MFU rule's (in-sample 6.6-8.5% at look 118, seeds 0-2, against 29.4%)."""
    from lifecycle.validate.steptime import calibration_draws

    draws, _ = calibration_draws(calibration, 200, seed=0)
    df = predict(load_measurements(measurements_dir() / FILES[0]), draws)
    base = mape_pct(df.baseline_tokens_per_s_per_gpu, df.tokens_per_s_per_gpu)
    assert mape_pct(df.pred_tokens_per_s_per_gpu_p50, df.tokens_per_s_per_gpu) < base / 2


def test_cli_end_to_end(tmp_path):
    from lifecycle.cli import main

    src = measurements_dir() / FILES[0]
    small = tmp_path / "m.csv"
    pd.read_csv(src).head(12).to_csv(small, index=False)
    out = tmp_path / "o.csv"
    assert main(["validate", "steptime", "--measurements", str(small), "--output", str(out),
                 "--draws", "16", "--prior"]) == 0
    res = pd.read_csv(out)
    assert len(res) == 12 and "pred_tokens_per_s_per_gpu_p50" in res and "pred_notes" in res
    assert main(["validate", "steptime", "--measurements", str(tmp_path / "nope.csv"),
                 "--output", str(out)]) == 2


def test_unpublished_fields_get_documented_defaults(tmp_path):
    # empty text and number cells (pandas 3 keeps them NaN): defaults, said in pred_notes
    src = pd.read_csv(measurements_dir() / FILES[0], nrows=0)
    row = {"row_id": "x", "source": "s", "model": "m", "arch": "dense", "layers": 80,
           "hidden": 8192, "ffn_hidden": 28672, "ffn_gated": "true", "heads": 64,
           "kv_heads": 8, "seq_len": 4096, "global_batch_seqs": 1024, "tp": 8, "pp": 4,
           "num_gpus": 512, "accelerator": "h100-sxm5-80gb", "tokens_per_s_per_gpu": 800}
    df = pd.DataFrame([row], columns=src.columns)
    df.to_csv(tmp_path / "m.csv", index=False)
    out = predict(load_measurements(tmp_path / "m.csv"), sample_prior_draws(32, seed=0))
    r = out.iloc[0]
    assert not r.pred_status.startswith("unsupported"), r.pred_status
    for needle in ("dp not published: num_gpus / (tp*pp*cp) = 16", "precision not published",
                   "vp not published: interleaved schedule assumed, vp = 20",
                   "micro_batch not published", "vocab not published"):
        assert needle in r.pred_notes, (needle, r.pred_notes)
    assert r.pred_tokens_per_s_per_gpu_p05 <= r.pred_tokens_per_s_per_gpu_p50 \
        <= r.pred_tokens_per_s_per_gpu_p95


@pytest.mark.slow
def test_memory_evidence_keeps_the_fragmentation_factor_physical(calibration):
    """Runs that fitted are evidence on the memory parameters, robustly: a few rows whose
    layout the analytical count cannot describe (2-3x their HBM) must not pull the
    fragmentation factor far below 1, which would make every plan fit (it fell to 0.36
    before the 5% mixture, steptime_block.MEMORY_MODEL_MISS; 0.82-0.90 after, measured
    2026-11-25, when "it fitted" was the only memory evidence). Since the published peak
    memory joined (2026-11-29, key 3888024c): 1.004 (90%: 0.967-1.036), and the per-run
    scatter sigma_memory 0.249 (0.224-0.281); the printed allocator peaks still sit a median
    0.26 log above the predicted median (in-sample 90% coverage 65% of 150 rows), against
    0.40 with the fits-only factor of 0.85. Since the loss's logits and Megatron-style fp32
    gradient buffers are counted (2026-11-29, key da62b240): the factor 0.907 (0.874-0.936), the
    tight runs that fitted pulling it under 1 again, logit_bytes 6.9 (5.9-8.0; prior 6-14),
    sigma_memory 0.211 (0.191-0.237); with LLM Foundry's fused loss (key f0ef4056): 0.903
    (0.872-0.931), logit_bytes 8.7 (7.5-10.1), sigma_memory 0.203. Bounds: the factor within
    15% of its physical floor, the logit width inside its prior's support of stack conventions."""
    import numpy as np

    assert 0.85 < float(np.median(calibration.draws["mem_frag_factor"])) < 1.3
    assert 0.1 < float(np.median(calibration.draws["sigma_memory"])) < 0.5
    assert 4.0 < float(np.median(calibration.draws["logit_bytes"])) < 16.0


def test_blackwell_regime_is_the_accelerator_generation():
    """`regime_blackwell` marks exactly the rows on B200 / GB200 / B300 / GB300 (hand list)."""
    from lifecycle.inputs import from_measurements
    from lifecycle.validate.steptime import regimes

    df = load_measurements(measurements_dir() / "nvidia_megatron.csv")
    w, plan, hw, _ = from_measurements(df)
    got = regimes(df, w, plan, hw)["regime_blackwell"].to_numpy()
    want = df["accelerator"].isin(["b200", "gb200", "b300", "gb300"]).to_numpy()
    assert want.any() and (~want).any() and (got == want).all()
