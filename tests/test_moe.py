"""Mixture-of-experts terms (lifecycle/model/moe.py, gemm.py) against hand calculations."""

from statistics import NormalDist

import numpy as np
import pytest

from lifecycle.model import gemm as G
from lifecycle.model import moe as M
from lifecycle.model.steptime import step_time
from lifecycle.validate.steptime import median_params
from steptime_fixtures import NET, h100, moe_plan, moe_w




def test_expected_max_of_normals_is_blom():
    assert M.expected_max_normal(1) == 0.0
    want = NormalDist().inv_cdf((8 - 0.375) / 8.25)
    assert M.expected_max_normal(8.0) == pytest.approx(want)
    assert want == pytest.approx(1.4236, rel=0.01)   # exact E[max of 8 normals]: 1.4236
    got = M.expected_max_normal(np.array([1.0, 2.0, 8.0, 64.0]))
    assert got[0] == 0.0 and np.all(np.diff(got) > 0)


def test_rank_imbalance_hand_calculation():
    w, p = moe_w(num_experts=8., experts_per_token=2.), moe_plan(ep=8.)
    cv, tok = 0.2, 4096.0
    # one local expert per rank: cv_rank^2 = cv^2 / 1 + 1 / (T k)
    want = 1 + M.expected_max_normal(8.0) * np.sqrt(cv**2 + 1 / (tok * 2))
    assert M.rank_imbalance(w, p, tok, cv) == pytest.approx(want)
    # 16 local experts per rank average the skew: cv^2 / 16
    w16 = moe_w(num_experts=128., experts_per_token=2.)
    want16 = 1 + M.expected_max_normal(8.0) * np.sqrt(cv**2 / 16 + 1 / (tok * 2))
    assert M.rank_imbalance(w16, p, tok, cv) == pytest.approx(want16)
    # no expert parallelism: nobody waits for a busier rank; forced balance: none either
    assert M.rank_imbalance(w, moe_plan(ep=1.), tok, cv) == pytest.approx(1.0)
    assert M.rank_imbalance(moe_w(num_experts=8., moe_force_balance=1.), p, tok, cv) == pytest.approx(1.0)
    # a token-dropping router padded to its capacity
    assert M.rank_imbalance(moe_w(num_experts=8., capacity_factor=2.0), p, tok, cv) == pytest.approx(2.0)


def test_remote_copies_plain_and_deduplicated():
    # inside one domain nothing crosses the network
    assert M.remote_copies(8.0, 1.0, 0.0) == 0.0 and M.remote_copies(8.0, 1.0, 1.0) == 0.0
    # 4 domains, top-8: plain all-to-all sends 8 x 3/4 = 6 copies; deduplicated
    # dispatch 3 x (1 - (3/4)^8) = 2.70 (one per remote domain that holds an expert)
    assert M.remote_copies(8.0, 4.0, 0.0) == pytest.approx(6.0)
    assert M.remote_copies(8.0, 4.0, 1.0) == pytest.approx(3 * (1 - 0.75**8))
    assert M.remote_copies(8.0, 4.0, 0.5) == pytest.approx(0.5 * 6 + 0.5 * 3 * (1 - 0.75**8))
    # top-1: nothing to deduplicate
    assert M.remote_copies(1.0, 4.0, 1.0) == pytest.approx(M.remote_copies(1.0, 4.0, 0.0))


def test_dispatch_time_hand_calculation():
    tok, nbytes, k = 4096.0, 2 * 4096.0, 8.0
    vol = tok * nbytes * 1.1
    # 8 ranks in one domain: k (n - 1)/n copies over the fast fabric either way
    t = M.dispatch_s(nbytes, tok, k, 1.1, 8.0, 1.0, NET, 0.0)
    assert t == pytest.approx(vol * k * 7 / 8 / 100e9)
    assert M.dispatch_s(nbytes, tok, k, 1.1, 8.0, 1.0, NET, 1.0) == pytest.approx(t)
    # 32 ranks over 4 domains: the network share sets the pace
    plain = M.dispatch_s(nbytes, tok, k, 1.1, 32.0, 1.0, NET, 0.0)
    hier = M.dispatch_s(nbytes, tok, k, 1.1, 32.0, 1.0, NET, 1.0)
    assert plain == pytest.approx(vol * 6.0 / 10e9)
    assert hier == pytest.approx(max(vol * 3 * (1 - 0.75**8) / 10e9, vol * k * 7 / 8 / 100e9))
    assert M.dispatch_s(nbytes, tok, k, 1.1, 1.0, 1.0, NET, 0.0) == 0.0


def test_expert_tensor_parallel_keeps_flops_and_cuts_dispatch():
    """etp = 1 with tp = 2: whole experts on half the tokens -- the same expert FLOPs,
    half the dispatched tokens (MoE parallel folding)."""
    w = moe_w()
    rate, hbm = 500e12, 1e18   # compute-bound
    folded = G.layer_linear_s(w, moe_plan(tp=2., etp=1.), 4096.0, rate, hbm)
    sliced = G.layer_linear_s(w, moe_plan(tp=2.), 4096.0, rate, hbm)
    assert folded["fwd_s"] == pytest.approx(sliced["fwd_s"], rel=1e-6)
    assert M.dispatch_tokens(4096.0, moe_plan(tp=2., etp=1.)) == 2048.0
    assert M.dispatch_tokens(4096.0, moe_plan(tp=2.)) == 4096.0


def test_grouped_gemm_rate_halves_at_its_half_point():
    w, p = moe_w(), moe_plan(ep=8.)
    rate, hbm, tok = 500e12, 1e18, 4096.0
    t_e = tok * 8 * 8 / 128    # tokens per local expert
    base = G.layer_linear_s(w, p, tok, rate, hbm)["fwd_s"]
    half = G.layer_linear_s(w, p, tok, rate, hbm, grouped_half_tokens=t_e)["fwd_s"]
    # routed experts only: 16 local experts x 3 matrices x 2 t_e h f FLOPs; attention and router unchanged
    routed = 16 * 3 * 2 * t_e * 4096 * 1536 / rate
    assert half - base == pytest.approx(routed, rel=1e-3)



def test_gemm_rate_saturates_with_the_narrow_dimension():
    """A compute-bound GEMM of min(K, N) = m runs at m / (m + d) of the large rate: the hand
    calculation for one product, and efficiency rising monotonically with the GEMM's width."""
    rate, hbm, tok = 500e12, 1e18, 8192.0
    t = G.gemm_s(tok, 768.0, 3072.0, rate, hbm, half_dim=64.0)
    assert t == pytest.approx(2 * tok * 768 * 3072 / rate * (768 + 64) / 768, rel=1e-3)
    eff = [2 * tok * d * 4 * d / rate / G.gemm_s(tok, d, 4 * d, rate, hbm, half_dim=64.0)
           for d in (256.0, 512.0, 1024.0, 2048.0, 8192.0)]
    assert all(b > a for a, b in zip(eff, eff[1:]))
    assert eff[0] == pytest.approx(0.8, rel=1e-3) and eff[-1] > 0.99
    # the MoE layer: narrow experts (1536 wide) lose more than the 4096-wide attention
    w, p = moe_w(), moe_plan(ep=8.)
    base = G.layer_linear_s(w, p, 4096.0, rate, hbm)["fwd_s"]
    slow = G.layer_linear_s(w, p, 4096.0, rate, hbm, half_dim=64.0)["fwd_s"]
    assert 1.01 < slow / base < 1.0 + 64.0 / 1536.0


def test_moe_step_time_directions():
    eff = median_params()
    w, p = moe_w(), moe_plan()
    hw = h100()
    t = lambda **kw: float(step_time(moe_w(**kw), p, hw, eff)["step_time_s"])
    base = t()
    assert t(moe_force_balance=1.) < base          # forced balance is a best case
    assert t(moe_dedup=1.) < base                  # 32 ranks over 4 nodes: deduplication pays
    p8 = moe_plan(ep=8.)                            # inside one node it does not matter
    t8 = lambda **kw: float(step_time(moe_w(**kw), p8, hw, eff)["step_time_s"])
    assert t8(moe_dedup=1.) == pytest.approx(t8(moe_dedup=0.), rel=1e-9)
    assert float(step_time(w, p, hw, {**eff, "grouped_gemm_half_tokens": 5000.0})["step_time_s"]) > base


def test_scenario_plan_etp_and_dispatcher():
    import yaml

    import lifecycle as lc
    from lifecycle.inputs import from_scenario
    from lifecycle.paths import data_dir

    base = yaml.safe_load((data_dir() / "scenarios" / "deepseek-v3.yaml").read_text())
    w, plan, _ = from_scenario(lc.load_scenario(base))
    assert plan["etp"] == plan["tp"] and w["moe_dedup"] == 1.0 and w["moe_force_balance"] == 0.0
    auto = {**base, "plan": {k: v for k, v in base["plan"].items() if k != "moe_dispatcher"}}
    assert from_scenario(lc.load_scenario(auto))[0]["moe_dedup"] == -1.0   # not known: a prior draw
    bad = {**base, "plan": {**base["plan"], "etp": 3}}
    with pytest.raises(lc.LifecycleInputError, match="ep x etp = 192 must divide"):
        lc.load_scenario(bad)
