"""nanotron's ZeRO-1: one blocking all-reduce of the fp32 gradients and one blocking all-gather
of the 16-bit weights per step, nothing hidden (lifecycle.stack_sync.UNOVERLAPPED_ZERO_WORDS;
data/collections/2026-12-04-nanotron-dp-comm.md), against the collectives by hand."""

import pytest

from lifecycle.model import comm as C
from lifecycle.model import workload as W
from lifecycle.model.dataparallel import data_parallel as _data_parallel
from lifecycle.stack_sync import unoverlapped_zero
from lifecycle.stacks import scenario_stack

from steptime_fixtures import a100, gpt, plan

NET = {"domain": 8.0, "intra_bw": 100.0, "inter_bw": 10.0, "intra_lat": 0.0, "inter_lat": 0.0}
EFF = {"dp_overlap": 0.9, "dp_bucket_mb": 100.0}


def _t_dp(w, pl, t_mb):
    return float(_data_parallel(w, pl, a100(), EFF, NET, W.param_counts(w), 4.0, t_mb, False)["t_dp"])


def test_nanotron_zero1_synchronises_once_and_hides_nothing():
    w = gpt(grad_reduce_bytes=4.0)
    pl = plan(tp=8., pp=1., dp=16., zero_stage=1.)
    p = W.param_counts(w)["total"] / 8  # the TP rank's parameters (dense, pp 1)
    by_hand = C.all_reduce_s(4.0 * p, 16.0, 8.0, NET) + C.all_gather_s(2.0 * p, 16.0, 8.0, NET)
    nt = {**w, "unoverlapped_zero": 1.0}
    # a long micro-batch hides an overlapping stack's reduction and gather, not nanotron's
    assert _t_dp(w, pl, 100.0) < 1e-3 * by_hand
    assert _t_dp(nt, pl, 100.0) == pytest.approx(by_hand, rel=1e-6)
    # and it all-reduces (twice a reduce-scatter's volume): more than an unhidden ZeRO-1
    zero1 = C.reduce_scatter_s(4.0 * p, 16.0, 8.0, NET) + C.all_gather_s(2.0 * p, 16.0, 8.0, NET)
    assert by_hand > 1.5 * zero1
    # ZeRO-0 runs use DDP's overlapped buckets: the flag changes nothing there
    z0 = {**pl, "zero_stage": 0.}
    assert _t_dp(nt, z0, 100.0) == pytest.approx(_t_dp(w, z0, 100.0), rel=1e-12)


def test_which_texts_name_it():
    assert unoverlapped_zero(["nanotron v0.5 (1f1b, tp mode reduce_scatter)", "megatron-lm", "internevo trainer"]
                             ).tolist() == [1.0, 0.0, 0.0]
    assert scenario_stack("fused", None, "h100-sxm5-80gb")["unoverlapped_zero"] == 0.0
