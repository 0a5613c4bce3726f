"""One code path, two backends: numpy and compiled pytensor agree to 1e-9 (float64)."""

import numpy as np
import pytensor  # a required dependency: a broken install fails here, never skips
import pytensor.tensor as pt

from lifecycle.model.steptime import EFF_NAMES, FAMILIES, step_time
from lifecycle.validate.steptime import median_params

KEYS = ("step_time_s", "compute_s", "comm_exposed_s", "bubble_s", "recompute_s", "optimizer_s",
        "tokens_per_s_per_gpu", "mfu", "busy_fraction", "memory_gib")


def random_rows(rng, n=64):
    tp = rng.choice([1., 2., 4., 8., 16.], n)
    pp = rng.choice([1., 2., 4., 8.], n)
    dp = rng.choice([1., 2., 8., 64., 512.], n)
    cp = rng.choice([1., 2.], n)
    ep = np.where(rng.random(n) < 0.5, 1.0, np.minimum(dp * cp, 8.0))
    mb = rng.choice([1., 2., 4.], n)
    h = rng.choice([1024., 4096., 12288.], n)
    n_exp = np.where(rng.random(n) < 0.3, 64.0, 1.0)
    w = dict(layers=pp * rng.choice([4., 8.], n), hidden=h, ffn_hidden=4 * h,
             ffn_gated=rng.integers(0, 2, n).astype(float), heads=h / 128, kv_heads=h / 128 / 4 * 4,
             vocab=rng.choice([32000., 128256.], n), seq_len=rng.choice([2048., 8192.], n),
             num_experts=n_exp, experts_per_token=np.where(n_exp > 1, 8.0, 1.0),
             shared_experts=np.where(n_exp > 1, 1.0, 0.0), moe_ffn_hidden=h / 2,
             first_dense_layers=np.where(n_exp > 1, 1.0, 0.0), capacity_factor=np.full(n, 1.25),
             global_batch_seqs=dp * mb * rng.choice([1., 8., 32.], n), bytes_per_param=np.full(n, 2.0),
             is_fp8=rng.integers(0, 2, n).astype(float), flash_attention=rng.integers(0, 2, n).astype(float),
             fused_kernels=rng.integers(0, 2, n).astype(float))
    plan = dict(tp=tp, pp=pp, dp=dp, cp=cp, ep=ep, vp=rng.choice([1., 2.], n), micro_batch=mb,
                sequence_parallel=rng.integers(0, 2, n).astype(float),
                zero_stage=rng.integers(0, 4, n).astype(float), recompute=rng.integers(0, 3, n).astype(float))
    hw = dict(peak_tflops=rng.choice([312., 989., 1979.], n), peak_bf16_tflops=rng.choice([312., 989.], n),
              hbm_gb=rng.choice([40., 80., 141.], n), hbm_bw_gb_per_s=rng.choice([2039., 3350.], n),
              intra_bw_gb_per_s=rng.choice([300., 450., 900.], n), intra_latency_us=np.full(n, 3.0),
              inter_bw_gb_per_s=rng.choice([25., 50.], n), inter_latency_us=np.full(n, 6.6),
              domain_size=rng.choice([8., 72.], n), gpus_per_node=np.full(n, 8.0),
              num_gpus=tp * pp * dp * cp, family_index=rng.integers(0, len(FAMILIES), n).astype(float))
    return w, plan, hw


def test_numpy_and_pytensor_agree():
    rng = np.random.default_rng(7)
    w, plan, hw = random_rows(rng)
    base = median_params()
    # random efficiency values around the medians, as symbolic scalars
    vals = {k: v * float(rng.uniform(0.9, 1.1)) if "offset" not in k and "mean" not in k
            else v + float(rng.normal(0, 0.2)) for k, v in base.items()}
    sym = {k: pt.dscalar(k) for k in EFF_NAMES}
    out_sym = step_time(w, plan, hw, sym)
    fn = pytensor.function([sym[k] for k in EFF_NAMES], [out_sym[k] for k in KEYS],
                         on_unused_input="ignore")  # ood_z only acts on rows with ood columns
    got = fn(*[vals[k] for k in EFF_NAMES])
    ref = step_time(w, plan, hw, vals)
    for k, g in zip(KEYS, got):
        # atol 1e-12 (s, or ratio): exposed-communication terms are differences of
        # nearly equal numbers (smooth_max(c, h) - h) and can be ~1e-17 of pure rounding
        np.testing.assert_allclose(g, np.broadcast_to(ref[k], np.shape(g)), rtol=1e-9, atol=1e-12,
                                   err_msg=k)


def test_gradient_is_finite():
    """NUTS needs gradients: d(step time)/d(eff) is finite on random plans."""
    rng = np.random.default_rng(3)
    w, plan, hw = random_rows(rng, 16)
    base = median_params()
    sym = {k: pt.dscalar(k) for k in EFF_NAMES}
    total = step_time(w, plan, hw, sym)["step_time_s"].sum()
    # FAST_COMPILE: the gradient graph as built, without C compilation (tens of
    # seconds on a cold cache); the optimised graph's gradient is what the
    # calibration tests exercise
    g = pytensor.function([sym[k] for k in EFF_NAMES],
                          pt.grad(total, [sym[k] for k in EFF_NAMES], disconnected_inputs="ignore"),
                          mode="FAST_COMPILE")
    grads = g(*[base[k] for k in EFF_NAMES])
    assert all(np.isfinite(x) for x in grads)


def test_smooth_max_by_hand_on_both_backends():
    """smooth_max(a, b, s) = (a^s + b^s)^(1/s): numpy (two transcendental calls) and pytensor
    (log-sum-exp) give the hand values: (3^2 + 4^2)^(1/2) = 5; 2^(1/20) x 7 where a == b; the
    larger input where the other is 0; and elementwise with an array of sharpness values."""
    from lifecycle import ops
    a, b = pt.dvector("a"), pt.dvector("b")
    s = pt.dscalar("s")
    sym = pytensor.function([a, b, s], ops.smooth_max(a, b, s), mode="FAST_COMPILE")
    x, y = np.array([3.0, 7.0, 0.0, 2.5]), np.array([4.0, 7.0, 6.0, 1e-9])
    for sharp, want in ((2.0, [5.0, 7.0 * 2 ** 0.5, 6.0, 2.5]),
                        (20.0, [(3 ** 20 + 4 ** 20) ** 0.05, 7.0 * 2 ** 0.05, 6.0, 2.5])):
        np.testing.assert_allclose(ops.smooth_max(x, y, sharp), want, rtol=1e-13)
        np.testing.assert_allclose(sym(x, np.maximum(y, 1e-300), sharp), want, rtol=1e-12)
    got = ops.smooth_max(np.array([3.0, 3.0]), np.array([4.0, 4.0]), np.array([2.0, 1.0]))
    np.testing.assert_allclose(got, [5.0, 7.0], rtol=1e-13)
