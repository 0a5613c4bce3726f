"""The out-of-distribution discrepancy: features, the grouped fit, its coverage.

Synthetic held-out residuals are generated with a known publisher offset
scale and a known MoE scale; the fit must recover them and the widened
intervals must cover about 90% of fresh publishers' rows.
"""

import numpy as np
import pytest
from scipy import stats

from lifecycle import discrepancy as D
from lifecycle.discrepancy_fit import (SHARED, feature_variance, fit_scales, group_nll,
                                       predictive_factor)
from lifecycle.publishers import publisher

FALLBACK = {k: 0.1 for k in D.FEATURES}


def _llama_shape(n):
    """A LLaMA-7B-like decoder's shape columns for ``n`` rows (the parameter count the
    small-model feature reads)."""
    return {k: np.full(n, v) for k, v in (("layers", 32.0), ("hidden", 4096.0),
                                          ("ffn_hidden", 11008.0), ("heads", 32.0),
                                          ("kv_heads", 32.0), ("vocab", 32000.0))}


def _synthetic(rng, n_pub, rows, s_pub, s_moe, s_in):
    pubs, r, moe = [], [], []
    for p in range(n_pub):
        off = rng.normal(0.0, s_pub)
        m = (rng.random(rows) < 0.3).astype(float)
        r.append(off + rng.normal(0.0, np.sqrt(s_in ** 2 + s_moe ** 2 * m)))
        moe.append(m)
        pubs += [f"p{p}"] * rows
    r, moe = np.concatenate(r), np.concatenate(moe)
    X = {k: np.zeros(r.size) for k in D.FEATURES}
    X["publisher_unseen"] = np.ones(r.size)
    X["moe"] = moe
    return r, X, np.array(pubs)


def test_predictive_factor_by_hand():
    # G = 4: t_0.95(3) = 2.3534, z_0.95 = 1.6449, sqrt(1 + 1/4) = 1.1180 -> 1.5996
    assert predictive_factor(4) == pytest.approx(2.3534 / 1.6449 * 1.1180, rel=1e-3)
    assert predictive_factor(1) == 1.0
    assert predictive_factor(1000) == pytest.approx(1.0, abs=0.01)
    assert predictive_factor(5) > predictive_factor(10) > predictive_factor(30) > 1.0


def test_group_likelihood_equals_dense_multivariate_normal():
    rng = np.random.default_rng(1)
    r = rng.normal(size=7)
    d = rng.uniform(0.01, 0.05, size=7)
    groups = [np.arange(0, 3), np.arange(3, 7)]
    s2 = 0.02
    dense = 0.0
    for ix in groups:
        cov = np.diag(d[ix]) + s2 * np.ones((ix.size, ix.size))
        dense -= stats.multivariate_normal(np.zeros(ix.size), cov).logpdf(r[ix])
    dense -= 0.5 * r.size * np.log(2 * np.pi)  # group_nll leaves out the 2 pi term
    assert group_nll(r, d, s2, groups) == pytest.approx(dense, rel=1e-10)


def test_row_varying_shared_offset_equals_dense_multivariate_normal():
    """An offset shared by a group whose amplitude varies along its rows (the
    small-model term): covariance ``diag(d) + v v'`` with ``v_i^2 = s2_i``."""
    rng = np.random.default_rng(2)
    r = rng.normal(size=9)
    d = rng.uniform(0.01, 0.05, size=9)
    s2 = rng.uniform(0.0, 0.1, size=9)
    groups = [np.arange(0, 4), np.arange(4, 9)]
    dense = 0.0
    for ix in groups:
        v = np.sqrt(s2[ix])
        cov = np.diag(d[ix]) + np.outer(v, v)
        dense -= stats.multivariate_normal(np.zeros(ix.size), cov).logpdf(r[ix])
    dense -= 0.5 * r.size * np.log(2 * np.pi)
    assert group_nll(r, d, s2, groups) == pytest.approx(dense, rel=1e-10)


def test_fit_recovers_a_shared_small_model_scale():
    """Publishers' offsets grow as their models shrink: sd^2 = 0.1^2 + 0.2^2 x with
    x the halvings below 3B; 80 publishers of 30 rows, half of them small."""
    rng = np.random.default_rng(5)
    r, pubs, x = [], [], []
    for p in range(80):
        xp = rng.uniform(0.0, 4.0, 30) if p % 2 else np.zeros(30)
        z = rng.normal()
        r.append(z * np.sqrt(0.1 ** 2 + 0.2 ** 2 * xp) + rng.normal(0.0, 0.05, 30))
        pubs += [f"p{p}"] * 30
        x.append(xp)
    r, x = np.concatenate(r), np.concatenate(x)
    X = {k: np.zeros(r.size) for k in D.FEATURES}
    X["publisher_unseen"] = np.ones(r.size)
    X["small_model"] = x
    _, info = fit_scales(r, X, np.array(pubs), 0.05, FALLBACK, prior_sd=1.0)
    # 40 small publishers: standard error of the scale about 0.2 / sqrt(2 x 40) ~ 0.02
    assert info["fitted"]["small_model"] == pytest.approx(0.2, abs=0.05)
    assert info["fitted"]["publisher_unseen"] == pytest.approx(0.1, abs=0.04)


def test_fit_recovers_known_scales_from_grouped_residuals():
    rng = np.random.default_rng(0)
    r, X, pubs = _synthetic(rng, n_pub=60, rows=40, s_pub=0.15, s_moe=0.3, s_in=0.1)
    sc, info = fit_scales(r, X, pubs, 0.1, FALLBACK, prior_sd=1.0)
    # 60 group offsets: the scale's standard error is about 0.15 / sqrt(2 * 60) = 0.014
    assert info["fitted"]["publisher_unseen"] == pytest.approx(0.15, abs=0.04)
    # 720 MoE rows: tight
    assert sc["moe"] == pytest.approx(0.3, abs=0.04)
    assert sc["publisher_unseen"] == pytest.approx(info["fitted"]["publisher_unseen"]
                                                   * predictive_factor(60))
    # features no row exercises keep their fallback
    assert sc["gpus_doublings"] == FALLBACK["gpus_doublings"]


def test_per_row_fit_would_be_fooled_by_shared_offsets():
    """Rows of one publisher are one piece of evidence about its offset: with
    few publishers the grouped fit stays uncertain (the factor widens it)."""
    rng = np.random.default_rng(3)
    r, X, pubs = _synthetic(rng, n_pub=4, rows=200, s_pub=0.15, s_moe=0.3, s_in=0.1)
    sc, info = fit_scales(r, X, pubs, 0.1, FALLBACK)
    assert info["n_groups"] == 4
    assert info["factor"] == pytest.approx(predictive_factor(4))
    assert sc["publisher_unseen"] > info["fitted"]["publisher_unseen"] * 1.5


@pytest.mark.parametrize("n_pub", [5, 12])
def test_widened_intervals_cover_new_publishers(n_pub):
    """Fit on n_pub synthetic publishers, then predict 400 fresh ones: the 90%
    interval built from the fitted scales covers 85-95% of their rows, averaged
    over repeated experiments (the Student-t factor is what keeps a fit from a
    handful of publishers honest)."""
    rng = np.random.default_rng(7)
    cover = []
    for _ in range(40):
        r, X, pubs = _synthetic(rng, n_pub=n_pub, rows=30, s_pub=0.15, s_moe=0.3, s_in=0.1)
        sc, _ = fit_scales(r, X, pubs, 0.1, FALLBACK)
        rn, Xn, _ = _synthetic(rng, n_pub=50, rows=8, s_pub=0.15, s_moe=0.3, s_in=0.1)
        sd = np.sqrt(0.1 ** 2 + sc["publisher_unseen"] ** 2 + sc["moe"] ** 2 * Xn["moe"])
        cover.append(np.mean(np.abs(rn) <= 1.645 * sd))
    # Monte Carlo error of the mean over 40 experiments of 400 rows: about 1 point
    assert 0.85 <= np.mean(cover) <= 0.95


def test_features_against_a_coverage_by_hand():
    cov = {"families": [1], "fp8_families": [], "max_gpus": 512.0, "max_fsdp_ranks": 64.0,
           "moe_rows": 0, "publishers": ["nvidia"], "frameworks": ["megatron"]}
    # a Llama-2-7B-like dense row and a small (GPT-2-small-wide) 8-expert MoE row
    w = {"num_experts": np.array([1.0, 8.0]), "is_fp8": np.array([0.0, 1.0]),
         "layers": np.array([32.0, 12.0]), "hidden": np.array([4096.0, 768.0]),
         "ffn_hidden": np.array([11008.0, 3072.0]), "ffn_gated": np.array([1.0, 0.0]),
         "heads": np.array([32.0, 12.0]), "kv_heads": np.array([32.0, 12.0]),
         "vocab": np.array([32000.0, 50257.0]), "experts_per_token": np.array([1.0, 2.0])}
    plan = {"dp": np.array([8.0, 256.0]), "cp": np.array([1.0, 1.0]),
            "zero_stage": np.array([1.0, 3.0])}
    hw = {"family_index": np.array([1, 2]), "num_gpus": np.array([256.0, 2048.0])}
    f = D.features(cov, w, plan, hw, frameworks=["Megatron-Core", "torchtitan"],
                   publishers=["nvidia", "pytorch"])
    assert f["publisher_unseen"].tolist() == [0.0, 1.0]
    # small model of an unseen publisher: halvings below 3B parameters, by hand:
    # 12 x (8 experts x 2 x 768 x 3072 + 4 x 768^2 attention + 4 x 768 norms)
    # + 2 x 50257 x 768 embeddings + 2 x 768 final norm + 12 x 768 x 8 router
    n1 = 12 * (8 * 2 * 768 * 3072 + 4 * 768 ** 2 + 4 * 768 + 768 * 8) + 2 * 50257 * 768 + 2 * 768
    assert f["small_model"].tolist() == pytest.approx([0.0, np.log2(3e9 / n1)])
    assert f["family_unmeasured"].tolist() == [0.0, 1.0]
    assert f["moe"].tolist() == [0.0, 1.0]
    assert f["fp8_unmeasured"].tolist() == [0.0, 1.0]
    assert f["framework_unknown"].tolist() == [0.0, 1.0]
    # 2048 GPUs vs 512 in the data: two doublings; FSDP 256 ranks vs 64: two
    assert f["gpus_doublings"].tolist() == pytest.approx([0.0, 2.0])
    assert f["fsdp_doublings"].tolist() == pytest.approx([0.0, 2.0])
    # without accelerator names no variant is flagged
    assert f["accelerator_unmeasured"].tolist() == [0.0, 0.0]


def test_a_variant_of_a_measured_generation_is_flagged_once():
    """An unmeasured part of a measured family carries ``accelerator_unmeasured``;
    a part of an unmeasured family carries ``family_unmeasured`` only (not both)."""
    from lifecycle.inputs import hardware

    accs = ["h100-sxm5-80gb", "NVIDIA H100 SXM 96GB HBM2e (500 W limit)", "tpu-v7"]
    hopper = hardware("h100-sxm5-80gb", "bf16", 8)["family_index"]
    cov = {"families": [hopper], "fp8_families": [], "max_gpus": 512.0, "max_fsdp_ranks": 64.0,
           "moe_rows": 0, "publishers": [], "frameworks": [], "accelerators": ["h100-sxm5-80gb"]}
    fam = np.array([hardware(a, "bf16", 8)["family_index"] for a in
                    ("h100-sxm5-80gb", "h100-sxm5-96gb-500w", "tpu-v7")])
    n = len(accs)
    shape = _llama_shape(n)
    f = D.features(cov, {"num_experts": np.ones(n), "is_fp8": np.zeros(n), **shape},
                   {"dp": np.ones(n), "cp": np.ones(n), "zero_stage": np.zeros(n)},
                   {"family_index": fam, "num_gpus": np.full(n, 8.0)}, accelerators=accs)
    assert f["accelerator_unmeasured"].tolist() == [0.0, 1.0, 0.0]
    assert f["family_unmeasured"].tolist() == [0.0, 0.0, 1.0]


def test_a_generation_few_stacks_measured_widens_a_new_publishers_offset():
    """``family_few_publishers`` = 1/n for the n publishers with rows on the row's
    generation, for an unseen publisher only; 0 on an unmeasured generation (that feature
    is ``family_unmeasured``) and small on a generation many publishers measured."""
    import pandas as pd

    rows = pd.DataFrame({"publisher": ["a", "b", "b", "c"], "framework": ["x"] * 4,
                         "accelerator": ["h100-sxm5-80gb"] * 4})
    cal = {"family_index": np.array([2, 2, 3, 2]), "num_gpus": np.full(4, 8.0)}
    cov = D.span(rows, {"num_experts": np.ones(4), "is_fp8": np.zeros(4)},
                 {"dp": np.ones(4), "cp": np.ones(4), "zero_stage": np.zeros(4)}, cal)
    # family 2: publishers a, b, c (b's one row there counts once); family 3: b only
    assert cov["family_publishers"] == {2: 3, 3: 1}
    n = 4
    shape = _llama_shape(n)
    f = D.features(cov, {"num_experts": np.ones(n), "is_fp8": np.zeros(n), **shape},
                   {"dp": np.ones(n), "cp": np.ones(n), "zero_stage": np.zeros(n)},
                   {"family_index": np.array([2, 3, 3, 5]), "num_gpus": np.full(n, 8.0)},
                   publishers=["new", "new", "b", "new"])
    # family 2: 1/3 (three publishers); family 3: 1/1; a seen publisher 0; unmeasured 0
    assert f["family_few_publishers"].tolist() == pytest.approx([1 / 3, 1.0, 0.0, 0.0])
    assert f["family_unmeasured"].tolist() == [0.0, 0.0, 0.0, 1.0]
    # twenty publishers on family 2: 1/20
    cov20 = {**cov, "family_publishers": {2: 20, 3: 1}}
    f20 = D.features(cov20, {"num_experts": np.ones(n), "is_fp8": np.zeros(n), **shape},
                     {"dp": np.ones(n), "cp": np.ones(n), "zero_stage": np.zeros(n)},
                     {"family_index": np.array([2, 3, 3, 5]), "num_gpus": np.full(n, 8.0)},
                     publishers=["new", "new", "b", "new"])
    assert f20["family_few_publishers"].tolist() == pytest.approx([0.05, 1.0, 0.0, 0.0])


@pytest.mark.parametrize("source,expected", [
    ("Meta Llama 3 model card, 2024", "meta"),
    ("Llama 3.1 model card (Meta), GPU hours table", "meta"),
    ("Dubey et al. 2024, The Llama 3 Herd of Models, Table 4", "meta"),
    ("pytorch/torchtitan benchmarks/llama3_h100_202412_torchtitan.md", "pytorch"),
    ("NVIDIA NeMo Framework performance summary, Llama 3 70B", "nvidia"),
    ("mosaicml/llm-foundry scripts/train/benchmarking/README.md", "mosaicml"),
    ("Some Lab, a paper, 2025", "some-lab"),
    # not Meta, though the name says Llama; not the generic head of the source
    ("jzhang38/TinyLlama README (Zhang et al. 2024, TinyLlama)", "tinyllama"),
    ("mlfoundations/dclm README (DataComp-LM, Li et al. 2024)", "datacomp-lm"),
    # Tri Dao's Hazy Research lab (calibration) is not Stanford CRFM's Levanter (validation)
    ("Tri Dao / HazyResearch flash-attention training README, Dao-AILab/flash-attention",
     "hazyresearch"),
    ("stanford-crfm/levanter docs (Stanford CRFM)", "stanford-crfm"),
    # a torchtitan fork run by another organisation on its own fleet is that organisation's
    ("Lambda (LambdaLabsML/torchtitan fork, docs/bs_sweep_results.md @ fa57a4fd)", "lambda"),
    ("White Circle (whitecircle/halo, throughput-benchmarks.md @ 001640b4; HF Transformers)",
     "whitecircle"),
    # a joint PyTorch + Nebius publication run with torchtitan: grouped with PyTorch
    ("Nebius (jointly with the PyTorch team) - nebius/ml-cookbook pytorch-dsv3-mxfp8", "pytorch"),
    ("MLCommons MLPerf Training v5.1 results, University of Florida submission", "mlcommons"),
])
def test_publisher_groups_model_families_together(source, expected):
    assert publisher(source) == expected


def test_lopo_cache_follows_the_fitted_discrepancy_scales(tmp_path):
    # the cached leave-one-publisher-out intervals carry the scales: refitting them (a new
    # data/derivations/steptime_discrepancy.yaml) must not serve the old intervals
    from lifecycle.analysis.trust import lopo_cache_path

    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    a.write_text("scales: {moe: 0.30}\n")
    b.write_text("scales: {moe: 0.31}\n")
    assert lopo_cache_path(a) != lopo_cache_path(b)
    assert lopo_cache_path(a) == lopo_cache_path(a)


def test_the_shipped_lopo_table_serves_only_under_its_key(tmp_path, monkeypatch):
    # data/derivations/steptime_lopo.csv stands in for the refits only while the data,
    # priors, code and scales are those it was computed under
    import pandas as pd

    from lifecycle.analysis import trust

    monkeypatch.setattr("lifecycle.paths.data_dir", lambda: tmp_path)
    (tmp_path / "derivations").mkdir()
    path = tmp_path / "derivations" / trust.SHIPPED_LOPO
    assert trust.shipped_lopo() is None  # no file
    pd.DataFrame({"row_id": ["a"], "pred_lopo": [1.5], "lopo_key": [trust.lopo_key()]}).to_csv(path)
    got = trust.shipped_lopo()
    assert got is not None and "lopo_key" not in got and got["pred_lopo"].tolist() == [1.5]
    (tmp_path / "derivations" / "steptime_discrepancy.yaml").write_text("scales: {moe: 0.3}\n")
    assert trust.shipped_lopo() is None  # the scales changed: the key no longer holds


def test_a_shipped_lopo_key_that_looks_like_a_number_is_read_as_text(tmp_path, monkeypatch):
    # hex keys such as "15777562e08867280167" parse as a float (inf) unless read as text;
    # the shipped held-out table must still serve under such a key (found 2026-12-06)
    import pandas as pd

    from lifecycle.analysis import trust

    monkeypatch.setattr("lifecycle.paths.data_dir", lambda: tmp_path)
    (tmp_path / "derivations").mkdir()
    key = "15777562e08867280167"
    pd.DataFrame({"row_id": ["a"], "pred_lopo": [1.5], "lopo_key": [key]}).to_csv(
        tmp_path / "derivations" / trust.SHIPPED_LOPO, index=False)
    got = trust.shipped_lopo(key=key)
    assert got is not None and got["pred_lopo"].tolist() == [1.5]
    assert trust.shipped_lopo(key="15777562e08867280168") is None


@pytest.mark.parametrize("seed", [0, 1])
def test_shared_offset_fit_recovers_a_known_memory_scale_with_bounds(seed):
    """Synthetic held-out memory residuals with a known per-publisher offset (scale 0.4) and
    per-row noise 0.2; half the rows only bound the peak from above (a reserved pool or a
    device reading). The fit integrates the offset out and treats bounds as bounds, so it
    recovers the scale; widened by it, 90% intervals cover about 90% of new publishers' peaks.
    A group of many precise rows pins its offset tightly: the integral must resolve it."""
    from lifecycle.discrepancy_fit import fit_shared_offset, predictive_factor

    rng = np.random.default_rng(seed)
    n_pub, per = 40, 12
    pubs = np.repeat(np.arange(n_pub), per)
    b = rng.normal(0.0, 0.4, n_pub)[pubs]
    r = b + rng.normal(0.0, 0.2, pubs.size)
    observed = rng.random(pubs.size) < 0.5
    bound = np.where(observed, r, r + np.abs(rng.normal(0.0, 0.3, pubs.size)))
    sd = np.full(pubs.size, 0.2)
    scale, info = fit_shared_offset(bound, sd, observed, pubs)
    assert info["n_groups"] == n_pub
    assert info["factor"] == pytest.approx(predictive_factor(n_pub))
    # the MLE's sampling sd with 40 groups is ~0.4 / sqrt(80) = 0.045: 3 sd
    assert info["fitted"] == pytest.approx(0.4, abs=0.14)
    # bounds are bounds: printed bounds far above every peak show no spread at all
    _, loose = fit_shared_offset(r + 3.0, sd, np.zeros_like(observed), pubs)
    assert loose["fitted"] == 0.0
    # fresh publishers: the widened 90% interval covers 85-95% of their observed peaks
    b_new = rng.normal(0.0, 0.4, 2000)
    r_new = b_new + rng.normal(0.0, 0.2, 2000)
    half = 1.645 * np.hypot(0.2, scale)
    assert 0.85 <= np.mean(np.abs(r_new) <= half) <= 0.95


def test_a_stack_class_few_publishers_ran_on_a_generation_widens_a_new_publishers_rows():
    """``stack_few_publishers`` = 1 for an unseen publisher's row whose stack class (from the
    stack flags) at most ``few_stack_cut()`` calibration publishers ran on its generation;
    the count is per (generation, class): the same class on another generation, or another
    class on the same one, is not counted."""
    import pandas as pd

    cut = D.few_stack_cut()
    n_cal = cut + 3
    # cut + 1 publishers ran a fused stack on Hopper (family 2); one of them also ran an
    # eager stack there, and one a fused stack on Blackwell (family 3)
    pubs = [f"p{i}" for i in range(cut + 1)] + ["p0", "p1"]
    fam = np.array([2] * (cut + 1) + [2, 3])
    fused = np.array([1.0] * (cut + 1) + [0.0, 1.0])
    rows = pd.DataFrame({"publisher": pubs, "framework": ["x"] * n_cal,
                         "accelerator": [""] * n_cal})
    w = {"num_experts": np.ones(n_cal), "is_fp8": np.zeros(n_cal), "fused_kernels": fused}
    plan = {"dp": np.ones(n_cal), "cp": np.ones(n_cal), "zero_stage": np.zeros(n_cal)}
    cov = D.span(rows, w, plan, {"family_index": fam, "num_gpus": np.full(n_cal, 8.0)})
    f_idx, e_idx = D.STACK_CLASSES.index("fused"), D.STACK_CLASSES.index("eager")
    assert cov["stack_publishers"] == {(2, f_idx): cut + 1, (2, e_idx): 1, (3, f_idx): 1}
    n = 5
    shape = _llama_shape(n)
    # fused Hopper (many), eager Hopper (one), fused Blackwell (one), XLA Hopper (none),
    # and eager Hopper again for a calibration publisher (seen: no widening)
    wq = {"num_experts": np.ones(n), "is_fp8": np.zeros(n), **shape,
          "fused_kernels": np.array([1.0, 0.0, 1.0, 0.0, 0.0]),
          "xla_stack": np.array([0.0, 0.0, 0.0, 1.0, 0.0])}
    f = D.features(cov, wq, {"dp": np.ones(n), "cp": np.ones(n), "zero_stage": np.zeros(n)},
                   {"family_index": np.array([2, 2, 3, 2, 2]), "num_gpus": np.full(n, 8.0)},
                   publishers=["new", "new", "new", "new", "p0"])
    assert f["stack_few_publishers"].tolist() == [0.0, 1.0, 1.0, 1.0, 0.0]
    # a scenario (one row, scalar flags, publisher always unseen) gets the same answer
    one = {k: v[:1] for k, v in shape.items()}
    f1 = D.features(cov, {"num_experts": 1.0, "is_fp8": 0.0, **one, "fused_kernels": 0.0},
                    {"dp": 1.0, "cp": 1.0, "zero_stage": 0.0}, {"family_index": 2, "num_gpus": 8.0})
    assert f1["stack_few_publishers"].tolist() == [1.0]


def test_feature_variance_splits_by_the_shared_terms_it_is_given():
    """Hand calculation: scales 0.1 (publisher), 0.2 (MoE), 0.3 (a stack term); the stack term
    counts as per-row noise by default and as part of the shared offset when named."""
    sc = {"publisher_unseen": 0.1, "moe": 0.2, "stack_few_publishers": 0.3}
    X = {k: np.array([1.0, 0.0]) for k in sc}
    X["publisher_unseen"] = np.ones(2)
    assert np.allclose(feature_variance(sc, X, True), [0.01, 0.01])
    assert np.allclose(feature_variance(sc, X, False), [0.04 + 0.09, 0.0])
    moved = (*SHARED, "stack_few_publishers")
    assert np.allclose(feature_variance(sc, X, True, moved), [0.01 + 0.09, 0.01])
    assert np.allclose(feature_variance(sc, X, False, moved), [0.04, 0.0])
    assert np.allclose(feature_variance(sc, X), [0.14, 0.01])
