"""Which stacks overlap their tensor-parallel collectives and their gradient reduction, from the
framework text (lifecycle.stack_sync.overlap_off), and what switching the overlap off costs."""

import numpy as np
import pandas as pd
import pytest

from lifecycle.inputs import from_measurements
from lifecycle.model.steptime import step_time
from lifecycle.stack_sync import overlap_off
from lifecycle.validate.steptime import median_params
from steptime_fixtures import measurement_row


# a Llama 3 8B-like layout at TP 4 on 64 H100s: TP and DP traffic large enough for the overlap to matter
OVERLAP_ROW = dict(layers=32, hidden=4096, ffn_hidden=14336, heads=32, kv_heads=8, seq_len=4096,
                   vocab=128256, global_batch_seqs=512, tp=4, dp=16, sequence_parallel=True,
                   zero_stage=1, num_gpus=64, accelerator="h100-sxm5-80gb", step_time_s=1.0,
                   tokens_per_s_per_gpu=3000.0)


def _row(framework):
    return measurement_row(framework, **OVERLAP_ROW)


def test_megatron_family_texts_take_megatron_defaults_unless_they_name_a_flag():
    texts = ["Megatron-LM (NGC PyTorch container), megatron-core models",           # defaults: both off
             "Megatron-Core r0.8.0 (--tp-comm-overlap, --overlap-grad-reduce)",      # both named: on
             "Megatron-LM (Pai-Megatron-Patch); --overlap-grad-reduce --overlap-param-gather",
             "FlagScale (BAAI Megatron-LM fork)",
             "Megatron-Bridge / Megatron-Core (NeMo 26.04.01 container)",            # recipes: on
             "NeMo 2 (NeMo 25.09.00 container); TP comm overlap disabled",           # stated off
             "metaseq (FSDP + Megatron-LM tensor parallelism)",                      # not the family
             "Megatron-DeepSpeed (ZeRO-1)", "MegaScale (ByteDance, built on Megatron-LM)",
             "torchtitan (FSDP2 + TP, torch.compile)", "",
             "nanotron v0.5 (1F1B, TP mode REDUCE_SCATTER)"]                          # 1 of 4 overlapped
    tp_off, dp_off = overlap_off([t.lower() for t in texts])
    assert tp_off.tolist() == [1, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0.75]
    assert dp_off.tolist() == [1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]


def _times(framework, eff_update):
    w, plan, hw, _ = from_measurements(pd.DataFrame([_row(framework)]))
    eff = median_params()
    eff.update(step_overhead_s=0.0, straggler_cv=0.0, step_time_discrepancy=1.0, ood_z=0.0)
    eff.update(eff_update)
    return float(np.asarray(step_time(w, plan, hw, eff)["step_time_s"])[0])


def test_a_stack_without_tp_overlap_runs_as_if_tp_overlap_were_zero():
    # the flag removes the overlap term exactly: Megatron-LM's default equals the tuned recipe
    # with tp_overlap = 0, and costs more than the tuned recipe's overlap
    default = _times("Megatron-LM (megatron-core models)", {"dp_overlap": 0.0})
    tuned = _times("Megatron-Core (--tp-comm-overlap)", {"dp_overlap": 0.0})
    tuned_none = _times("Megatron-Core (--tp-comm-overlap)", {"dp_overlap": 0.0, "tp_overlap": 0.0})
    assert default == pytest.approx(tuned_none, rel=1e-12)
    assert default > tuned


def test_a_stack_without_grad_reduce_overlap_exposes_the_whole_reduction():
    # likewise for --overlap-grad-reduce: the default equals dp_overlap = 0 of a stack naming it
    # (both with the TP overlap named, so that only the gradient reduction differs)
    default = _times("Megatron-LM (--tp-comm-overlap)", {})
    named = _times("Megatron-LM (--tp-comm-overlap, --overlap-grad-reduce)", {"dp_overlap": 0.0})
    tuned = _times("Megatron-LM (--tp-comm-overlap, --overlap-grad-reduce)", {})
    assert default == pytest.approx(named, rel=1e-12)
    assert default > tuned


def _comm(framework, eff_update):
    w, plan, hw, _ = from_measurements(pd.DataFrame([_row(framework)]))
    eff = median_params()
    eff.update(step_overhead_s=0.0, straggler_cv=0.0, step_time_discrepancy=1.0, ood_z=0.0,
               dp_overlap=0.0, fsdp_overlap=0.0)
    eff.update(eff_update)
    return float(np.asarray(step_time(w, plan, hw, eff)["comm_exposed_s"])[0]), w


def test_nanotron_is_an_eager_flash_stack_that_keeps_its_quarter_of_the_tp_overlap():
    # nanotron's code (FA2, plain-torch SwiGLU and residuals, no Transformer Engine) is read as the
    # eager class with FlashAttention on Hopper, and its asynchronous TP linears still hide one TP
    # collective in four: the overlap saves it a quarter of what it saves a fused stack that
    # names --tp-comm-overlap on the same plan and network (gradient overlaps off, so that only
    # the TP term moves)
    nano = "nanotron v0.5 (1F1B, TP mode REDUCE_SCATTER)"
    full_n, w = _comm(nano, {"tp_overlap": 0.0})
    assert w["fused_kernels"].tolist() == [0.0] and w["flash_attention"].tolist() == [1.0]
    assert w["tp_async"].tolist() == [1.0]
    part_n, _ = _comm(nano, {"tp_overlap": 0.8})
    te = "Megatron-Core (--tp-comm-overlap)"
    full_t, wt = _comm(te, {"tp_overlap": 0.0})
    part_t, _ = _comm(te, {"tp_overlap": 0.8})
    assert wt["tp_async"].tolist() == [0.0]
    assert full_t - part_t > 0.0
    assert (full_n - part_n) == pytest.approx(0.25 * (full_t - part_t), rel=1e-9)
