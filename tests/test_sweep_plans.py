"""Plan enumeration: every enumerated plan is valid, and a brute-force search over
all candidate values finds no valid plan that the enumeration missed."""

import itertools

import numpy as np
import pytest

from lifecycle.errors import LifecycleInputError
from lifecycle.scenario.load import scenario_from_dict
from lifecycle.sweep.plans import (PLAN_COLUMNS, PlanSpace, divisors, enumerate_plans, is_valid,
                                   plan_rows, select_plans, valid_mask)

DENSE = {"layers": 12, "heads": 8, "kv_heads": 2, "seq_len": 4096, "global_batch_seqs": 32,
         "num_experts": 1}
MOE = {**DENSE, "num_experts": 4}
SPACE = PlanSpace(micro_batches=(1, 2, 4), max_vp=4, min_tokens_per_cp_rank=1024)


def reference_valid(p, m, count, gpn, space):
    """The layout rules written out one by one (independent of valid_mask)."""
    tp, pp, dp, cp, ep, vp = p["tp"], p["pp"], p["dp"], p["cp"], p["ep"], p["vp"]
    if tp * pp * cp * dp != count or count % gpn:
        return False
    if m["heads"] % tp or not (m["kv_heads"] % tp == 0 or tp % m["kv_heads"] == 0):
        return False
    if tp > gpn and not space.allow_tp_span:
        return False
    if m["layers"] % (pp * vp) or (vp > 1 and pp == 1) or vp > space.max_vp:
        return False
    if m["global_batch_seqs"] % (dp * p["micro_batch"]):
        return False
    if m["num_experts"] <= 1 and ep != 1:
        return False
    if (dp * cp) % ep or m["num_experts"] % ep:
        return False
    if cp > 1 and (m["seq_len"] % (2 * cp) or m["seq_len"] // cp < space.min_tokens_per_cp_rank
                   or cp > space.max_cp):
        return False
    if p["sequence_parallel"] and tp == 1:  # canonical: SP is a no-op without TP
        return False
    if dp * cp == 1 and p["zero_stage"] != min(space.zero_stages):  # canonical: nothing to shard
        return False
    sh = p["fsdp_shard"]  # HSDP: ZeRO-3 only, the dp ranks of n whole nodes, fewer than dp*cp
    if sh and (p["zero_stage"] != 3 or sh >= dp * cp or (dp * cp) % sh or sh == 1
               or sh not in {n * max(gpn // tp, 1) for n in space.hsdp_nodes}):
        return False
    return True


def brute_force(m, count, gpn, space):
    found = set()
    r = range(1, count + 1)
    for tp, pp, cp, dp in itertools.product(r, r, r, r):
        if tp * pp * cp * dp != count:
            continue
        for ep, vp, mb, zs, rc, sp, sh in itertools.product(
                r, range(1, 2 * space.max_vp + 1), (1, 2, 3, 4, 8), space.zero_stages,
                space.recompute, (0, 1), range(0, count + 1)):
            p = dict(tp=tp, pp=pp, dp=dp, cp=cp, ep=ep, vp=vp, micro_batch=mb, zero_stage=zs,
                     recompute=rc, sequence_parallel=sp, fsdp_shard=sh)
            if mb in space.micro_batches and reference_valid(p, m, count, gpn, space):
                found.add(tuple(p[k] for k in PLAN_COLUMNS))
    return found


@pytest.mark.parametrize("model", [DENSE, MOE], ids=["dense", "moe"])
def test_enumeration_matches_brute_force(model):
    cols = enumerate_plans(model, 16, 8, SPACE)
    got = {tuple(int(cols[k][i]) for k in PLAN_COLUMNS) for i in range(len(cols["tp"]))}
    assert len(got) == len(cols["tp"])  # no duplicates
    want = brute_force(model, 16, 8, SPACE)
    assert got == want
    assert len(want) > 100  # the case is not trivially small
    assert {0, 4, 8} <= set(cols["fsdp_shard"].tolist())  # HSDP rows are among them
    assert np.all(valid_mask(cols, model, 16, 8, SPACE))


def test_enumerated_plans_pass_scenario_validation():
    """Every enumerated plan of a small case is accepted by the scenario loader."""
    m = {"arch": "moe", "layers": 12, "hidden": 512, "ffn_hidden": 2048, "heads": 8, "kv_heads": 2,
         "vocab": 1000, "seq_len": 4096, "num_experts": 4, "experts_per_token": 2}
    cols = enumerate_plans({**m, "global_batch_seqs": 32}, 16, 8, SPACE)
    rows = plan_rows(cols)
    rng = np.random.default_rng(0)
    for i in rng.choice(len(rows), size=30, replace=False):
        p = dict(rows[i])
        p["recompute"] = ("none", "selective", "full")[p["recompute"]]
        doc = {"schema_version": 1, "name": "t", "model": m, "plan": p,
               "training": {"tokens": 1e9, "global_batch_seqs": 32},
               "cluster": {"accelerator": "h100-sxm5-80gb", "count": 16},
               "site": {"region": "us-average"}}
        scenario_from_dict(doc)  # raises LifecycleInputError if invalid


def test_rules_reject_known_bad_plans():
    ok = dict(tp=2, pp=2, dp=4, cp=1, ep=1, vp=1, micro_batch=1, zero_stage=1, recompute=0,
              sequence_parallel=1, fsdp_shard=0)
    assert is_valid(ok, DENSE, 16, 8, SPACE)
    for change in ({"dp": 2}, {"tp": 16, "dp": 1, "pp": 1}, {"vp": 2, "pp": 1, "dp": 8},
                   {"pp": 8, "dp": 1}, {"micro_batch": 16}, {"ep": 2}, {"cp": 8, "dp": 1, "pp": 1},
                   {"sequence_parallel": 1, "tp": 1, "dp": 8}):
        bad = {**ok, **change}
        assert not is_valid(bad, DENSE, 16, 8, SPACE), change


def test_hsdp_candidates_by_hand():
    """16 GPUs in 2 nodes of 8, the DENSE shape: HSDP shards span the data-parallel ranks
    of one node (8 at tp 1, 4 at tp 2, 2 at tp 4; none at tp 8, where a node holds one
    rank), only under ZeRO-3 and only where they leave at least two replicas; a 4-node
    shard does not exist on 2 nodes."""
    cols = enumerate_plans(DENSE, 16, 8, SPACE)
    sh, zs, g = cols["fsdp_shard"], cols["zero_stage"], cols["dp"] * cols["cp"]
    assert np.all(zs[sh > 0] == 3)
    assert np.all((g[sh > 0] % sh[sh > 0] == 0) & (sh[sh > 0] < g[sh > 0]))
    assert sorted({(int(t), int(s)) for t, s in zip(cols["tp"][sh > 0], sh[sh > 0])}) == [
        (1, 8), (2, 4), (4, 2)]
    ok = dict(tp=1, pp=1, dp=16, cp=1, ep=1, vp=1, micro_batch=1, zero_stage=3, recompute=0,
              sequence_parallel=0, fsdp_shard=8)
    assert is_valid(ok, DENSE, 16, 8, SPACE)
    assert is_valid({**ok, "fsdp_shard": None}, DENSE, 16, 8, SPACE)  # whole group
    for change in ({"zero_stage": 2}, {"fsdp_shard": 16}, {"fsdp_shard": 5}):
        assert not is_valid({**ok, **change}, DENSE, 16, 8, SPACE), change
    assert enumerate_plans(DENSE, 16, 8, PlanSpace(hsdp_nodes=()))["fsdp_shard"].max() == 0
    assert plan_rows(cols, [int(np.argmax(sh))])[0]["fsdp_shard"] == int(sh.max())
    assert plan_rows(cols, [int(np.argmin(sh))])[0]["fsdp_shard"] is None


def test_count_must_be_whole_nodes_and_divisors():
    with pytest.raises(LifecycleInputError):
        enumerate_plans(DENSE, 12, 8)
    assert divisors(12).tolist() == [1, 2, 3, 4, 6, 12]
    assert divisors(1).tolist() == [1]


def test_select_plans_draws_a_reproducible_sample():
    cols = enumerate_plans(DENSE, 16, 8, SPACE)
    n = len(cols["tp"])
    s1, s2 = select_plans(cols, 7, seed=3), select_plans(cols, 7, seed=3)
    assert s1.tolist() == s2.tolist() and len(set(s1.tolist())) == 7
    assert len(select_plans(cols, None)) == n
