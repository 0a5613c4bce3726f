"""Stacks that hold unsharded gradients while they accumulate under ZeRO-3/FSDP, and a loss that
gathers the full vocabulary on every TP rank, against hand calculations
(lifecycle.stacks.NOSYNC_RULES, LOSS_REPLICATED_WORDS; lifecycle.model.memory)."""

import pytest

from lifecycle.model import workload as W
from lifecycle.model.memory import GIB, memory_gib
from lifecycle.stacks import loss_bytes, loss_replicated, nosync_grads, scenario_stack

from steptime_fixtures import a100, gpt, plan

EFF = {"mem_frag_factor": 1.0, "mem_reserve_gib": 0.0, "logit_bytes": 8.0}


@pytest.mark.parametrize("text, nbytes, pp_only", [
    ("kempnerforge (pytorch fsdp2 + dtensor tp/sp, torch.compile)", 4.0, 0.0),
    ("torchtitan (fsdp2 + async tp + pp 1f1b, torch.compile, float8 linears)", 6.0, 1.0),
    ("olmo-core (fsdp2)", 6.0, 1.0),
    ("litgpt pretrain (lightning fabric, fsdp full_shard)", 2.0, 0.0),
    ("pytorch lightning fsdpstrategy", 2.0, 0.0),
    ("hugging face transformers trainer + accelerate fsdp", 2.0, 0.0),
    # they reduce-scatter every micro-batch into a sharded accumulator: no term
    ("hugging face transformers llama + deepspeed 0.14.2 zero-3", 0.0, 0.0),
    ("composer + pytorch fsdp", 0.0, 0.0), ("maxtext (jax/xla)", 0.0, 0.0),
    ("megatron-lm core_v0.13.0", 0.0, 0.0),
])
def test_which_stacks_skip_the_reduce_scatter_while_accumulating(text, nbytes, pp_only):
    b, p, what = nosync_grads([text])
    assert b[0] == nbytes and p[0] == pp_only and bool(what[0]) == (nbytes > 0)


def _state(w, pl):
    return memory_gib(w, pl, a100(), EFF)["state_gib"] * GIB


def test_unsharded_gradients_add_bytes_per_parameter_of_the_rank_not_divided_by_dp():
    w = gpt(global_batch_seqs=64.)
    n_rank = W.param_counts(w)["total"] / 4  # tp 4, pp 1: the rank's parameters
    pl = plan(tp=4., pp=1., dp=8., micro_batch=2., zero_stage=3.)  # m = 64 / (8 x 2) = 4
    base = _state(w, pl)
    kf = {**w, "nosync_grad_bytes": 4.0, "nosync_pp_only": 0.0}
    assert _state(kf, pl) - base == pytest.approx(4.0 * n_rank, rel=1e-9)
    # one micro-batch a step: nothing is accumulated, the reduce-scatter runs at once
    one = {**pl, "micro_batch": 8.}
    assert _state(kf, one) == pytest.approx(_state(w, one), rel=1e-12)
    # below ZeRO-3 the gradients are not sharded to begin with (the stack's own buffer term)
    z1 = {**pl, "zero_stage": 1.}
    assert _state(kf, z1) == pytest.approx(_state(w, z1), rel=1e-12)


def test_a_pipeline_schedule_keeps_gradients_and_parameters_unsharded_only_with_pipelining():
    w = gpt(global_batch_seqs=64.)
    tt = {**w, "nosync_grad_bytes": 6.0, "nosync_pp_only": 1.0}
    flat = plan(tp=4., pp=1., dp=8., micro_batch=2., zero_stage=3.)
    assert _state(tt, flat) == pytest.approx(_state(w, flat), rel=1e-12)  # torchtitan without PP
    piped = {**flat, "pp": 4., "dp": 2.}  # m = 64 / (2 x 2) = 16 pipeline micro-batches
    pc = W.param_counts(w)
    # the first stage: a quarter of the layers and the input embedding, over tp 4
    stage = ((pc["total"] - pc["expert"] - pc["embedding"]) / 4 + w["vocab"] * w["hidden"]) / 4
    assert _state(tt, piped) - _state(w, piped) == pytest.approx(6.0 * stage, rel=1e-9)


def test_a_replicated_loss_holds_the_full_vocabulary_logits_on_every_tp_rank():
    w = gpt(global_batch_seqs=64., loss_bytes_known=1.0, loss_bytes=8.0)
    pl = plan(tp=4., pp=1., dp=8., micro_batch=2., zero_stage=3., recompute=2.)
    split = memory_gib(w, pl, a100(), EFF)
    full = memory_gib({**w, "loss_replicated": 1.0}, pl, a100(), EFF)
    logits = 8.0 * 2048 * 2 * 51200  # bytes per logit x tokens of the micro-batch x vocabulary
    assert (full["activation_gib"] - split["activation_gib"]) * GIB == pytest.approx(
        logits - logits / 4, rel=1e-9)
    assert loss_replicated(["kempnerforge (fsdp2)", "torchtitan (fsdp2)"]).tolist() == [1.0, 0.0]
    # KempnerForge's eager bf16 cross-entropy with the logits kept: 8 bytes per logit
    known, nbytes, _ = loss_bytes(["kempnerforge (pytorch fsdp2 + dtensor tp/sp, torch.compile)"])
    assert known[0] == 1.0 and nbytes[0] == 8.0


def test_scenario_stacks():
    assert scenario_stack("huggingface", None, "h100-sxm5-80gb")["nosync_grad_bytes"] == 2.0
    for s in ("fused", "compiled", "eager", "deepspeed", "auto"):
        f = scenario_stack(s, None, "h100-sxm5-80gb")
        assert f["nosync_grad_bytes"] == 0.0 and f["loss_replicated"] == 0.0
