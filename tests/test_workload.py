"""Workload formulas against published closed forms and known model sizes."""

import numpy as np
import pytest

from lifecycle.model import workload as W


def gpt(layers=96, hidden=12288, heads=96, seq=2048, vocab=51200, **kw):
    w = dict(layers=layers, hidden=hidden, ffn_hidden=4 * hidden, ffn_gated=0, heads=heads,
             kv_heads=heads, vocab=vocab, seq_len=seq, num_experts=1, experts_per_token=1,
             shared_experts=0, moe_ffn_hidden=4 * hidden, first_dense_layers=0,
             capacity_factor=1.0, global_batch_seqs=1536, bytes_per_param=2, is_fp8=0)
    w.update(kw)
    return w


@pytest.mark.parametrize("l,h,a,s,V,B", [(96, 12288, 96, 2048, 51200, 1536),
                                         (40, 6144, 48, 2048, 51200, 1024),
                                         (128, 25600, 160, 2048, 51200, 3072)])
def test_flops_narayanan_eq3(l, h, a, s, V, B):
    """Narayanan et al. 2021 (arXiv:2104.04473) eq. 3, full recompute, non-causal."""
    w = gpt(l, h, a, s, V)
    f = W.flops_per_token(w, recompute=2, causal=False)["hardware"] * B * s
    ref = 96 * B * s * l * h * h * (1 + s / (6 * h) + V / (16 * l * h))
    # eq. 3 ignores layer-norm/bias FLOPs and so do we: exact up to float rounding
    assert f == pytest.approx(ref, rel=1e-12)


def test_flops_model_is_three_forward_and_recompute_adds():
    w = gpt()
    none = W.flops_per_token(w, 0)
    sel = W.flops_per_token(w, 1)
    full = W.flops_per_token(w, 2)
    fwd = none["gemm_fwd"] + none["attn_fwd"] + none["logits_fwd"]
    assert none["model"] == pytest.approx(3 * fwd)
    assert none["hardware"] == none["model"]
    assert sel["hardware"] - sel["model"] == pytest.approx(none["attn_fwd"])
    assert full["hardware"] - full["model"] == pytest.approx(none["gemm_fwd"] + none["attn_fwd"])
    # 6N rule of thumb: within 10% for GPT-3 175B at s=2048 (attention + logits ~ 7%)
    n = W.param_counts(w)["total"]
    assert none["model"] / (6 * n) == pytest.approx(1.0, abs=0.10)


def test_param_counts_known_models():
    # GPT-3 175B (Brown et al. 2020): 175.0e9 +- 0.5%
    assert W.param_counts(gpt())["total"] == pytest.approx(175.0e9, rel=0.005)
    # Llama 3 8B (Meta model card, HF config): 8.03e9 parameters
    llama = gpt(32, 4096, 32, 8192, 128256, ffn_hidden=14336, ffn_gated=1, kv_heads=8)
    assert W.param_counts(llama)["total"] == pytest.approx(8.03e9, rel=0.003)
    # DeepSeek-V3 (arXiv:2412.19437): 671B total, 37B active; MLA attention is
    # approximated by GQA here, so allow 5%
    ds = gpt(61, 7168, 128, 4096, 129280, ffn_hidden=18432, ffn_gated=1, kv_heads=128,
             num_experts=256, experts_per_token=8, shared_experts=1, moe_ffn_hidden=2048,
             first_dense_layers=3)
    pc = W.param_counts(ds)
    assert pc["total"] == pytest.approx(671e9, rel=0.05)
    assert pc["active"] == pytest.approx(37e9, rel=0.10)


def test_activation_korthikanti():
    """Korthikanti et al. 2022 (arXiv:2205.05198) Table 2, per layer."""
    w = gpt()
    s, h, a, b, t = 2048, 12288, 96, 1, 8
    base = dict(cp=1, micro_batch=b, tp=t, sequence_parallel=0, recompute=0)
    act = lambda **k: float(W.activation_bytes_per_layer(w, {**base, **k})["bytes"])  # noqa: E731
    assert act(tp=1) == pytest.approx(s * b * h * (34 + 5 * a * s / h))
    assert act() == pytest.approx(s * b * h * (10 + 24 / t + 5 * a * s / (h * t)))
    assert act(sequence_parallel=1) == pytest.approx(s * b * h / t * (34 + 5 * a * s / h))
    assert act(sequence_parallel=1, recompute=1) == pytest.approx(34 * s * b * h / t)
    assert act(recompute=2) == pytest.approx(2 * s * b * h)
    assert act(recompute=2, sequence_parallel=1) == pytest.approx(2 * s * b * h / t)


def test_vectorised_equals_rows():
    rng = np.random.default_rng(1)
    n = 50
    w = gpt(layers=rng.integers(8, 100, n).astype(float), hidden=rng.choice([1024., 4096., 8192.], n),
            heads=np.full(n, 32.), seq=rng.choice([1024., 4096.], n), vocab=np.full(n, 50000.))
    w["ffn_hidden"] = 4 * w["hidden"]
    w["moe_ffn_hidden"] = w["ffn_hidden"]
    vec = W.flops_per_token(w, 1)["hardware"]
    for i in range(0, n, 7):
        wi = {k: (v[i] if np.ndim(v) else v) for k, v in w.items()}
        assert W.flops_per_token(wi, 1)["hardware"] == pytest.approx(vec[i], rel=1e-14)
