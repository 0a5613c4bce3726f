"""Scenario stages (issue 15 item 4): stages add up, a distillation stage adds the
teacher's forward FLOPs, a longer sequence costs more per token."""

import numpy as np
import pytest

from lifecycle import forward, mc
from lifecycle.errors import LifecycleInputError
from lifecycle.model.steptime import EFF_NAMES
from lifecycle.priors import load_priors
from lifecycle.scenario import load_scenario
from lifecycle.stages import run_step_time

BASE = """schema_version: 1
name: staged
model: {{arch: {arch}, layers: 16, hidden: 2048, ffn_hidden: 5632, ffn_gated: true, heads: 16,
        kv_heads: 16, vocab: 32000, seq_len: 2048{moe}}}
training: {{{tokens}global_batch_seqs: 256, precision: bf16}}
plan: {{tp: 1, pp: 1, dp: 16, zero_stage: 1, recompute: selective}}
cluster: {{accelerator: h100-sxm5-80gb, count: 16}}
site: {{region: us-average}}
{stages}
"""


def _load(tmp_path, stages="", tokens="tokens: 1.0e10, ", arch="dense", moe=""):
    p = tmp_path / "s.yaml"
    p.write_text(BASE.format(stages=stages, tokens=tokens, arch=arch, moe=moe))
    return load_scenario(p)


@pytest.fixture(scope="module")
def eff():
    pri = load_priors()
    return {k: pri[k].median() for k in EFF_NAMES}


def _st(sc, eff):
    return run_step_time(sc, eff, forward._step_time)


def test_two_stages_of_the_same_work_add_up_to_one(tmp_path, eff):
    one = _load(tmp_path)
    two = _load(tmp_path, "stages: [{kind: pretraining, tokens: 6.0e9}, "
                          "{kind: annealing, tokens: 4.0e9}]", tokens="")
    assert two.training.tokens == pytest.approx(1.0e10)  # filled in from the stages
    a, b = _st(one, eff), _st(two, eff)
    assert b["run_step_time_s"] == pytest.approx(a["step_time_s"], rel=1e-9)
    assert sum(b["stage_compute_s"]) == pytest.approx(
        1.0e10 / a["tokens_per_step"] * a["step_time_s"], rel=1e-9)
    # the whole chain: same GPU-hours and energy, draw by draw
    ea, eb = mc.estimate(one, draws=50, seed=1), mc.estimate(two, draws=50, seed=1)
    for q in ("gpu_hours", "compute_days", "energy_mwh"):
        np.testing.assert_allclose(ea.samples[q], eb.samples[q], rtol=1e-9)


def test_distillation_adds_the_teachers_forward_flops(tmp_path, eff):
    plain = _load(tmp_path, "stages: [{kind: pretraining, tokens: 1.0e10}]")
    dist = _load(tmp_path, "stages: [{kind: distillation, tokens: 1.0e10, teacher_params_b: 8}]")
    a, b = _st(plain, eff), _st(dist, eff)
    steps = 1.0e10 / a["tokens_per_step"]
    # model FLOPs: the student's plus 2 x 8e9 x tokens for the teacher's forward pass
    assert b["run_model_flops_per_step"] * steps == pytest.approx(
        a["model_flops_per_step"] * steps + 2 * 8e9 * 1.0e10, rel=1e-9)
    # at the stage's achieved FLOP rate: time grows by the same ratio
    ratio = 1 + 2 * 8e9 * a["tokens_per_step"] / a["model_flops_per_step"]
    assert b["run_step_time_s"] / a["run_step_time_s"] == pytest.approx(ratio, rel=1e-9)


def test_context_extension_costs_more_per_token(tmp_path, eff):
    short = _load(tmp_path, "stages: [{kind: pretraining, tokens: 1.0e10}]")
    long = _load(tmp_path, "stages: [{kind: pretraining, tokens: 9.0e9}, "
                           "{kind: context_extension, tokens: 1.0e9, seq_len: 32768}]")
    a, b = _st(short, eff), _st(long, eff)
    # attention FLOPs grow with the sequence: 6 L h s per token (causal), 16 x 2048 x
    # (32768 - 2048) more on a tenth of the tokens
    extra = 1.0e9 * 6 * 16 * 2048 * (32768 - 2048)
    steps = 1.0e10 / a["tokens_per_step"]
    assert (b["run_model_flops_per_step"] - a["run_model_flops_per_step"]) * steps == \
        pytest.approx(extra, rel=0.02)
    # at 32K the attention outweighs the larger GEMMs (at 8-16K the step-time model finds
    # the longer micro-batch's GEMMs more efficient and the stage is faster per token)
    assert b["stage_compute_s"][1] / 1.0e9 > 1.1 * b["stage_compute_s"][0] / 9.0e9
    assert b["run_step_time_s"] > a["run_step_time_s"]
    assert b["memory_gib"] > a["memory_gib"]


def test_stage_rules_are_clean_errors(tmp_path):
    with pytest.raises(LifecycleInputError, match="sum of stages"):
        _load(tmp_path, "stages: [{kind: pretraining, tokens: 6.0e9}]")
    with pytest.raises(LifecycleInputError, match="teacher_params_b"):
        _load(tmp_path, "stages: [{kind: distillation, tokens: 1.0e10}]")
    with pytest.raises(LifecycleInputError, match="only for kind: distillation"):
        _load(tmp_path, "stages: [{kind: pretraining, tokens: 1.0e10, teacher_params_b: 8}]")
    with pytest.raises(LifecycleInputError, match="arch: moe"):
        _load(tmp_path, "stages: [{kind: pruning, tokens: 1.0e10, params_b: 0.5}]", arch="moe",
              moe=", num_experts: 8, experts_per_token: 2")


def test_a_staged_sweep_row_agrees_with_estimate():
    """A sweep of a staged run sums its stages as `estimate` does (same seed, same draws)."""
    from lifecycle.scenario.load import scenario_from_dict
    from lifecycle.sweep.plans import PLAN_COLUMNS
    from lifecycle.sweep.runner import run_sweep, variant

    doc = {"schema_version": 1, "name": "sweep-staged",
           "model": {"arch": "dense", "layers": 16, "hidden": 2048, "ffn_hidden": 5504,
                     "ffn_gated": True, "heads": 16, "kv_heads": 16, "vocab": 32000,
                     "seq_len": 2048},
           "training": {"global_batch_seqs": 256},
           "stages": [{"kind": "pretraining", "tokens": 1.8e10},
                      {"kind": "distillation", "tokens": 2e9, "teacher_params_b": 7}],
           "plan": "auto", "cluster": {"accelerator": "h100-sxm5-80gb", "count": 16},
           "site": {"region": "us-average"}}
    sc = scenario_from_dict(doc)
    t = run_sweep(sc, max_plans=20, draws=32, seed=2, threads=1).table
    row = t.iloc[len(t) // 2]
    est = mc.estimate(variant(sc, plan={k: row[k] for k in PLAN_COLUMNS}), draws=32, seed=2)
    for q in ("time_to_train_days", "total_tco2e"):
        want = np.quantile(est.samples[q], [0.05, 0.5, 0.95])
        got = [row[f"{q}_p05"], row[f"{q}_p50"], row[f"{q}_p95"]]
        np.testing.assert_allclose(got, want, rtol=1e-9, err_msg=q)
