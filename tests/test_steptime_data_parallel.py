"""Data-parallel and ZeRO/FSDP traffic of the step-time model against hand calculations:
FSDP per micro-batch and per step, TPU multislice sharding, gradient buckets, the distributed
optimizer's gather, gradient dtypes, broadcasts (split from tests/test_steptime.py)."""

import numpy as np
import pytest

from lifecycle.model import comm as C
from lifecycle.model.steptime import step_time
from lifecycle.validate.steptime import median_params
from steptime_fixtures import NET, a100, gpt, plan


def test_fsdp_traffic_hand_calculation():
    """ZeRO-3/FSDP per micro-batch: two all-gathers of the bf16 weights (forward and
    backward) and one reduce-scatter of the fp32 gradients (torchtitan's reduce dtype), each
    moving (n-1)/n of the buffer per rank (Rajbhandari et al. 2020, sec. 7.2.2: 3 x the
    parameter bytes with 16-bit gradients, against 2 x for data parallelism's all-reduce)."""
    from lifecycle.model.dataparallel import fsdp_s as _fsdp

    params = 1e9  # parameters of this GPU's tensor-parallel shard
    no_overlap = {"fsdp_overlap": 0.0}
    # 8 ranks in one NVLink domain: 7/8 x (2 + 2 + 4) bytes x 1e9 at 100 GB/s = 70 ms per
    # micro-batch (gathers 17.5 ms each, the fp32 reduce-scatter 35 ms) x 4 micro-batches = 0.28 s
    t = _fsdp(2.0, 4.0, params, 0.0, 8.0, 1.0, 1.0, 1.0, NET, False, 1.0, 4.0, no_overlap, 1.0, 33.0)
    assert t == pytest.approx(4 * 7 / 8 * 8e9 / 100e9, rel=1e-6)
    # fp8 weights (1 byte) halve the two all-gathers only: (1 + 1 + 4) / (2 + 2 + 4) of it
    t8 = _fsdp(1.0, 4.0, params, 0.0, 8.0, 1.0, 1.0, 1.0, NET, False, 1.0, 4.0, no_overlap, 1.0, 33.0)
    assert t8 == pytest.approx(4 * 7 / 8 * 6e9 / 100e9, rel=1e-6)
    # bf16 gradient reduction (grad_reduce_in_fp32 False) halves the reduce-scatter: (2 + 2 + 2)
    tb = _fsdp(2.0, 2.0, params, 0.0, 8.0, 1.0, 1.0, 1.0, NET, False, 1.0, 4.0, no_overlap, 1.0, 33.0)
    assert tb == pytest.approx(4 * 7 / 8 * 6e9 / 100e9, rel=1e-6)
    # ZeRO stages 0-2 (z3 = 0) have no FSDP traffic
    assert _fsdp(2.0, 4.0, params, 0.0, 8.0, 1.0, 1.0, 1.0, NET, False, 0.0, 4.0, no_overlap,
                 1.0, 33.0) == 0.0
    # latency: 3 collectives per FSDP unit per micro-batch, each a ring over all ranks
    # (NCCL tuning model): 64 ranks, 8 per node -> 56 NVLink steps + 7 network steps
    lat = {**NET, "intra_lat": 2.0, "inter_lat": 10.0, "base_lat": 8.0}
    t_lat = _fsdp(2.0, 4.0, 1e-3, 0.0, 64.0, 1.0, 1.0, 1.0, lat, False, 1.0, 4.0, no_overlap, 1.0, 33.0)
    ring = (8.0 + 56 * 2.0 + 7 * 10.0) * 1e-6
    assert t_lat == pytest.approx(4 * 3 * 33 * ring, rel=1e-3)


def test_deepspeed_zero3_across_nodes_moves_the_flat_volume():
    """DeepSpeed-family ZeRO-3 over more than one domain (flat_zero3): every rank's (n-1)/n of the
    buffer crosses the network instead of 1/8 of it; inside one domain nothing changes."""
    from lifecycle.model.dataparallel import flat_zero3, fsdp_s

    no_overlap = {"fsdp_overlap": 0.0}
    net = {**NET, "intra_lat": 0.0, "inter_lat": 0.0, "base_lat": 0.0}
    bi, bo = net["intra_bw"] * 1e9, net["inter_bw"] * 1e9
    args = (2.0, 4.0, 1e9, 0.0, 16.0, 1.0, 1.0, 1.0, net, False, 1.0, 1.0, no_overlap, 1.0, 1.0, 0.0, 1.0 / 3.0)
    # 16 ranks over 2 nodes of 8, (2 + 2 + 4) bytes x 1e9 per micro-batch: as NCCL's ring, 7/8
    # over NVLink and 15/16 of the node's eighth over the network at once (the slower sets the
    # time); flat, 15/16 of all of it over the network
    ring = 8e9 * max(7 / 8 / bi, 15 / 16 / 8 / bo)
    assert fsdp_s(*args, 0.0) == pytest.approx(ring, rel=1e-6)
    assert fsdp_s(*args, 1.0) == pytest.approx(8e9 * 15 / 16 / bo, rel=1e-6)
    # the flag: DeepSpeed family and a group wider than a domain (8 ranks of TP 1, 4 of TP 2)
    assert flat_zero3(1.0, 16.0, 1.0, 8.0) == 1.0
    assert flat_zero3(1.0, 8.0, 1.0, 8.0) == 0.0
    assert flat_zero3(1.0, 8.0, 2.0, 8.0) == 1.0
    assert flat_zero3(0.0, 1024.0, 1.0, 8.0) == 0.0
    # through the step: a DeepSpeed ZeRO-3 row over 4 nodes is slower than the same row on
    # PyTorch FSDP; on one node the two agree
    eff = median_params()
    w = gpt(layers=24., hidden=2048., ffn_hidden=8192., heads=16., kv_heads=16., vocab=32000.,
            global_batch_seqs=64.)
    p32 = plan(tp=1., pp=1., dp=32., zero_stage=3., sequence_parallel=0., recompute=0., micro_batch=2.)
    p8 = plan(tp=1., pp=1., dp=8., zero_stage=3., sequence_parallel=0., recompute=0., micro_batch=8.)
    ds = {**w, "legacy_stack": 1.0}
    fs = {**w, "legacy_stack": 0.0}
    t = {k: step_time(v, p32, a100(num_gpus=32.), eff)["comm_exposed_s"] for k, v in (("ds", ds), ("fs", fs))}
    assert t["ds"] > 2.0 * t["fs"]
    one = {k: step_time(v, p8, a100(num_gpus=8.), eff)["comm_exposed_s"] for k, v in (("ds", ds), ("fs", fs))}
    assert one["ds"] == pytest.approx(one["fs"], rel=1e-12)


def test_no_sync_accumulation_reduce_scatters_once_per_step():
    """Stacks that accumulate without gradient sync (Lightning / litgpt FSDP1 no_sync,
    KempnerForge FSDP2 set_requires_gradient_sync(False), HF Trainer on FSDP) still gather
    the weights forward and backward every micro-batch but reduce-scatter once per step
    (data/collections/2026-12-04-fsdp-accumulation-grad-sync.md)."""
    from lifecycle.model.dataparallel import fsdp_s

    no_overlap = {"fsdp_overlap": 0.0}
    args = (2.0, 4.0, 1e9, 0.0, 8.0, 1.0, 1.0, 1.0, NET, False, 1.0, 4.0, no_overlap, 1.0, 33.0)
    # 4 micro-batches x two bf16 gathers (7/8 x 2e9 B at 100 GB/s = 17.5 ms each) + one fp32
    # reduce-scatter (35 ms) = 4 x 35 + 35 = 175 ms, against 280 ms reducing every micro-batch
    assert fsdp_s(*args, 1.0) == pytest.approx((4 * 2 * 17.5 + 35.0) * 1e-3, rel=1e-6)
    assert fsdp_s(*args, 0.0) == pytest.approx(4 * 70.0 * 1e-3, rel=1e-6)
    # one micro-batch per step: the same traffic either way
    one = args[:11] + (1.0,) + args[12:]
    assert fsdp_s(*one, 1.0) == pytest.approx(fsdp_s(*one, 0.0), rel=1e-12)
    # hidden traffic, by phase: half of each micro-batch's 20 ms compute can hide traffic, the
    # forward's quarter (full recompute) behind the forward (2.5 ms), the rest behind the
    # backward (7.5 ms); with 1 unit the forward gather (17.5 ms) is the first, exposed
    half = {"fsdp_overlap": 0.5}
    t = fsdp_s(2.0, 4.0, 1e9, 0.0, 8.0, 1.0, 1.0, 1.0, NET, False, 1.0, 4.0, half, 0.02, 1.0, 1.0, 0.25)
    synced = 17.5 + (17.5 + 35.0 - 7.5)                    # 62.5 ms
    gather_only = 17.5 + (17.5 - 7.5)                      # 27.5 ms
    assert t == pytest.approx((synced + 3 * gather_only) * 1e-3, rel=1e-4)


def test_fsdp_forward_gathers_hide_only_behind_the_forward():
    """FSDP prefetches one unit ahead within a pass: the forward's gathers overlap the forward
    only (1/3 of the compute, 1/4 with full recompute), the backward's gathers and
    reduce-scatters the backward (data/collections/2026-12-04-fsdp2-tp-overheads.md). Two units
    of 10 ms gathers and 20 ms reduce-scatters, 60 ms of compute fully overlappable."""
    from lifecycle.model.dataparallel import fsdp_s

    full = {"fsdp_overlap": 1.0}
    # per unit 7/8 x 2 B x (p / 2) at 100 GB/s = 10 ms -> p = 8e9 / 7 over the 2 units
    args = (2.0, 4.0, 8e9 / 7.0, 0.0, 8.0, 1.0, 1.0, 1.0, NET, False, 1.0, 1.0, full, 0.06, 2.0, 0.0)
    # forward: the first gather exposed (10 ms), the second behind 20 ms of forward (0);
    # backward: 2 x (10 + 20) = 60 ms of traffic behind 40 ms of backward -> 20 ms exposed
    assert fsdp_s(*args, 1.0 / 3.0) == pytest.approx(0.010 + 0.020, rel=1e-3)
    # pooled over the micro-batch the backward would borrow the forward's idle 10 ms of compute
    # (10 + (70 - 10 - 60) -> 10 ms): it cannot
    assert fsdp_s(*args, 1.0 / 3.0) > 0.025
    # full recompute: the forward is 1/4 of the compute (15 ms), the backward 45 ms -> 15 exposed
    assert fsdp_s(*args, 0.25) == pytest.approx(0.010 + 0.015, rel=1e-3)


def test_no_sync_stacks_step_faster_than_syncing_ones_only_when_accumulating():
    """The step model reads the stack flag: a Lightning-FSDP-like row with 4 micro-batches is
    faster than the same row reducing every micro-batch; pipelined (pp_only) rules do not apply."""
    eff = median_params()
    w = gpt(layers=32., hidden=4096., ffn_hidden=16384., heads=32., kv_heads=32., vocab=32000.,
            global_batch_seqs=512.)
    p = plan(tp=1., pp=1., dp=64., zero_stage=3., sequence_parallel=0., recompute=0., micro_batch=2.)
    hw = a100(num_gpus=64.)
    base = step_time({**w, "nosync_grad_bytes": 0.0, "nosync_pp_only": 0.0}, p, hw, eff)["step_time_s"]
    ns = step_time({**w, "nosync_grad_bytes": 2.0, "nosync_pp_only": 0.0}, p, hw, eff)["step_time_s"]
    pp_only = step_time({**w, "nosync_grad_bytes": 6.0, "nosync_pp_only": 1.0}, p, hw, eff)["step_time_s"]
    assert ns < base
    assert pp_only == pytest.approx(base, rel=1e-12)
    one = plan(tp=1., pp=1., dp=64., zero_stage=3., sequence_parallel=0., recompute=0., micro_batch=8.)
    assert (step_time({**w, "nosync_grad_bytes": 2.0, "nosync_pp_only": 0.0}, one, hw, eff)["step_time_s"]
            == pytest.approx(step_time(w, one, hw, eff)["step_time_s"], rel=1e-12))


def test_tpu_fsdp_shards_inside_a_slice_and_replicates_across():
    """MaxText multislice: ZeRO-3 (fsdp) inside a 256-chip ICI slice, data parallel
    across slices over the DCN. The shard group is the slice's share of the data-parallel
    group; GPUs (no fsdp_within_domain) shard over every rank."""
    from lifecycle.model.memory import shard_group

    pl = {"dp": 2048.0, "cp": 1.0, "tp": 1.0}
    assert shard_group(pl, {"domain_size": 256.0, "fsdp_within_domain": 1.0}) == 256.0
    assert shard_group({**pl, "tp": 16.0, "dp": 128.0},
                       {"domain_size": 256.0, "fsdp_within_domain": 1.0}) == 16.0
    assert shard_group(pl, {"domain_size": 8.0, "fsdp_within_domain": 0.0}) == 2048.0
    # a multislice plan is faster than the same plan sharded across the DCN
    eff = median_params()
    w = gpt(layers=32., hidden=4096., ffn_hidden=16384., heads=32., kv_heads=32., vocab=32000.,
            global_batch_seqs=8192.)
    hw = a100(domain_size=256., inter_bw_gb_per_s=3.125, inter_latency_us=20., num_gpus=2048.)
    p = plan(tp=1., pp=1., dp=2048., zero_stage=3., sequence_parallel=0., recompute=2.)
    hsdp = step_time(w, p, {**hw, "fsdp_within_domain": 1.0}, eff)["step_time_s"]
    flat = step_time(w, p, {**hw, "fsdp_within_domain": 0.0}, eff)["step_time_s"]
    assert hsdp < 0.5 * flat


def test_gradient_buckets_grow_with_the_data_parallel_group():
    """Megatron-Core sizes a gradient bucket max(40M, 1M x dp) parameters
    (``DistributedDataParallelConfig.bucket_size``: "larger DP sizes need larger buckets
    to ensure collectives do not become latency-bound"): ZeRO-1 reduce-scatters and
    all-gathers one ring collective per bucket, each paying the ring latency."""
    from lifecycle.model.dataparallel import data_parallel as _data_parallel

    fast = {"domain": 8.0, "intra_bw": 1e12, "inter_bw": 1e12, "intra_lat": 2.0, "inter_lat": 10.0,
            "base_lat": 8.0}
    eff = {"dp_bucket_mb": 80.0, "dp_overlap": 0.0}
    pc = {"total": 1e9, "expert": 0.0}                   # 4e9 bytes of fp32 gradients

    def t_dp(n):
        p = plan(tp=1., pp=1., dp=n, zero_stage=1.)
        return float(_data_parallel(gpt(), p, a100(), eff, fast, pc, 1.0, 1.0, False)["t_dp"])

    def ring(n):  # NCCL ring latency of one all-gather / reduce-scatter over n ranks, 8 per node
        return (8.0 + (n - n / 8) * 2.0 + (n / 8 - 1) * 10.0) * 1e-6

    # DP 8: the 80 MB floor -> 4e9 / 80e6 = 50 buckets, two collectives each
    assert t_dp(8.0) == pytest.approx(50 * 2 * ring(8.0), rel=1e-3)
    # DP 1024: buckets of 1.024e9 parameters (4.096e9 bytes) -> one bucket; a fixed 80 MB
    # bucket would have paid 50 ring latencies of ~1.2 ms each
    assert t_dp(1024.0) == pytest.approx(1 * 2 * ring(1024.0), rel=1e-3)


def test_distributed_optimizer_gather_hides_behind_the_next_forward():
    """ZeRO-1/2 reduce-scatters gradients behind the last micro-batch's backward (2/3 of a
    micro-batch) and, in Megatron-Core (``overlap_param_gather``), all-gathers the updated
    parameters behind the next step's first forward (1/3); DeepSpeed-family engines gather
    after the step, exposed. Hand numbers: ring cost ``c`` of each of the two collectives,
    micro-batch time ``t``, dp_overlap 1."""
    from lifecycle.model.dataparallel import data_parallel as _data_parallel

    fast = {"domain": 8.0, "intra_bw": 1e12, "inter_bw": 1e12, "intra_lat": 2.0, "inter_lat": 10.0,
            "base_lat": 8.0}
    pc = {"total": 1e9, "expert": 0.0}
    # buckets of max(80 MB, 4 B x 1M x 64) = 256 MB: 4e9 / 256e6 = 15.625 ring collectives
    # over 64 ranks (8 per node) each way: c = 15.625 x 190 us = 2.97 ms
    c = 4e9 / 256e6 * (8.0 + (64 - 8) * 2.0 + 7 * 10.0) * 1e-6
    p = plan(tp=1., pp=1., dp=64., zero_stage=1.)

    def t_dp(t_mb, legacy=0.0, overlap=1.0):
        eff = {"dp_bucket_mb": 80.0, "dp_overlap": overlap}
        return float(_data_parallel(gpt(legacy_stack=legacy), p, a100(), eff, fast, pc, 1.0, t_mb,
                                    False)["t_dp"])

    assert t_dp(0.0, overlap=0.0) == pytest.approx(2 * c, rel=1e-3)      # nothing hidden
    t = 6 * c                            # backward window 4c, forward window 2c: both hide c
    assert t_dp(t) == pytest.approx(0.0, abs=2e-4 * c)
    assert t_dp(t, legacy=1.0) == pytest.approx(c, rel=1e-3)             # the gather exposed
    t = 0.75 * c                         # windows 0.5c and 0.25c
    assert t_dp(t) == pytest.approx(0.5 * c + 0.75 * c, rel=2e-3)


def test_gradient_dtype_sets_the_reduction_bytes_and_weights_the_gather():
    """ZeRO-1 moves each parameter's gradient in the reduction dtype (4 bytes fp32, 2 bytes when
    a recipe sets grad_reduce_in_fp32 False) and gathers the updated weights in their own
    16-bit dtype. Hand numbers: 1e9 parameters over 8 ranks inside one 100 GB/s domain, no
    latency, nothing hidden: a reduce-scatter or all-gather of S bytes takes 7/8 S / 100e9 s;
    the bucket count (4e9 / 80e6 = 50 collectives) does not change the bandwidth term."""
    from lifecycle.model.dataparallel import data_parallel as _data_parallel

    net = {"domain": 8.0, "intra_bw": 100.0, "inter_bw": 10.0, "intra_lat": 0.0, "inter_lat": 0.0}
    eff = {"dp_bucket_mb": 80.0, "dp_overlap": 0.0}
    pc = {"total": 1e9, "expert": 0.0}
    p = plan(tp=1., pp=1., dp=8., zero_stage=1.)

    def t_dp(gbytes):
        return float(_data_parallel(gpt(grad_reduce_bytes=gbytes), p, a100(), eff, net, pc, 1.0, 0.0,
                                    False)["t_dp"])

    one_way = 7 / 8 / 100e9                               # s per byte of the buffer
    assert t_dp(4.0) == pytest.approx((4e9 + 2e9) * one_way, rel=1e-6)   # fp32 RS + bf16 AG
    assert t_dp(2.0) == pytest.approx((2e9 + 2e9) * one_way, rel=1e-6)   # bf16 RS + bf16 AG
    # without ZeRO: one all-reduce of the gradients, 2 x 7/8 of the buffer
    p0 = plan(tp=1., pp=1., dp=8., zero_stage=0.)
    t0 = float(_data_parallel(gpt(grad_reduce_bytes=2.0), p0, a100(), eff, net, pc, 1.0, 0.0, False)["t_dp"])
    assert t0 == pytest.approx(2 * 2e9 * one_way, rel=1e-6)


def test_broadcast_hand_calculation():
    """NCCL's pipelined ring broadcast: every rank receives the whole buffer (S, not (n-1)/n S);
    across domains the rings spread over the domain's links, both legs at once; one ring latency."""
    S = 1e9
    assert C.broadcast_s(S, 8.0, 1.0, NET) == pytest.approx(S / 100e9)
    assert C.broadcast_s(S, 16.0, 1.0, NET) == pytest.approx(max(S / 100e9, S / 8 / 10e9))
    assert C.broadcast_s(S, 1.0, 1.0, NET) == 0.0
    lat = {**NET, "intra_lat": 2.0, "inter_lat": 10.0, "base_lat": 8.0}
    assert C.broadcast_s(1.0, 16.0, 1.0, lat) == pytest.approx((8.0 + 14 * 2.0 + 1 * 10.0) * 1e-6, rel=1e-6)


def test_internevo_zero_broadcasts_the_weights_rank_by_rank_after_the_step():
    """InternEvo's ZeRO-1 (hybrid_zero_optim.py at InternLM@c18bec93) all-reduces the 16-bit
    gradients over the whole data-parallel group and, after the step, broadcasts each rank's
    updated weights over the ZeRO group, not overlapped: ``s`` broadcasts of P/s weights, each
    paying one ring latency, so a group of 1,024 pays ~1,000 latencies where a node-local group
    (zero1 = 8) pays 8. Hand numbers: no bandwidth cost (1e15 GB/s), ring step latencies 2 us
    inside a node and 10 us across, base 8 us, nothing hidden."""
    from lifecycle.model.dataparallel import data_parallel as _data_parallel

    net = {"domain": 8.0, "intra_bw": 1e15, "inter_bw": 1e15, "intra_lat": 2.0, "inter_lat": 10.0,
           "base_lat": 8.0}
    eff = {"dp_bucket_mb": 80.0, "dp_overlap": 0.0}
    pc = {"total": 1e9, "expert": 0.0}

    def ring(n):
        return (8.0 + (n - n / 8) * 2.0 + (n / 8 - 1) * 10.0) * 1e-6

    def tree(n):
        return (8.0 + 2 * (7 * 2.0 + np.log2(n / 8) * 10.0)) * 1e-6

    def parts(shard):
        p = plan(tp=1., pp=1., dp=1024., zero_stage=1., fsdp_shard=shard)
        w = gpt(broadcast_zero=1.0, grad_reduce_bytes=2.0)
        return float(_data_parallel(w, p, a100(), eff, net, pc, 1.0, 0.0, False)["t_dp"])

    # buckets: max(80 MB, 4 B x 1M x 1024) -> one; one all-reduce (the tree's latency is the
    # smaller) + the broadcasts
    ar = min(2 * ring(1024.0) - 8e-6, tree(1024.0))
    assert parts(0.0) == pytest.approx(ar + 1024 * ring(1024.0), rel=1e-3)
    assert parts(8.0) == pytest.approx(ar + 8 * (8.0 + 7 * 2.0) * 1e-6, rel=1e-3)
    # a Megatron-Core row of the same plan gathers once, hidden or not
    p = plan(tp=1., pp=1., dp=1024., zero_stage=1.)
    mc = float(_data_parallel(gpt(), p, a100(), eff, net, pc, 1.0, 0.0, False)["t_dp"])
    assert mc == pytest.approx(2 * ring(1024.0), rel=1e-3)


def test_a_network_measured_by_node_count_bounds_the_bandwidth():
    """Hugging Face's EFA cluster (data/fabrics.csv efa-p5-hf): the per-GPU bandwidth at a job's
    node count is the measured all-reduce bus bandwidth over 8 GPUs (collective_microbenchmarks
    hf-usp-allreduce-*), log-log between the measured counts, capped at the nominal 50 GB/s; a
    network without measurements keeps its nominal figure."""
    import math

    from lifecycle import tables
    from lifecycle.hardware import hardware

    def bw(n, net="efa-p5-hf"):
        return hardware("h100-sxm5-80gb", "bf16", n, inter_network=net)["inter_bw_gb_per_s"]

    assert bw(512) == pytest.approx(32.9 / 8)
    assert bw(32) == pytest.approx(160.1 / 8)
    assert bw(16) == pytest.approx(361.7 / 8)  # below the nominal 50
    three = math.exp(0.5 * (math.log(361.7 / 8) + math.log(160.1 / 8)))  # 2 and 4 nodes, log-log
    assert bw(8 * 2 ** 1.5) == pytest.approx(three)
    assert bw(4096) == pytest.approx(32.9 / 8)  # beyond the largest measured job: held flat
    assert bw(512, "ib-ndr-400") == pytest.approx(50.0)
    assert tables.network_busbw("ib-ndr-400") is None


def test_pipelined_zero3_regathers_only_in_stacks_that_reshard_under_pp():
    """Pipelined ZeRO-3 keeps the gathered weights for the step (ZeRO-1/2 traffic), except in a
    stack that reshards after forward under pipelining too (w['pp_reshard']: KempnerForge,
    collections/2026-12-07-session49-kempnerforge-pp-lead.md): its stages re-gather every
    micro-batch, so exposed communication grows with the micro-batch count; unpipelined rows and
    ZeRO-1 rows do not change with the flag."""
    eff = median_params()
    w = gpt(layers=80., hidden=8192., ffn_hidden=28672., heads=64., kv_heads=8., vocab=128256.,
            global_batch_seqs=64.)
    hw = a100(num_gpus=32.)

    def comm(pp, zero, flag, mb=1.):
        p = plan(tp=4., pp=pp, dp=32. / (4. * pp), zero_stage=zero, sequence_parallel=0., recompute=0.,
                 micro_batch=mb)
        return step_time({**w, "pp_reshard": flag}, p, hw, eff)["comm_exposed_s"]

    assert comm(2., 3., 1.) > comm(2., 3., 0.) * 1.05
    assert comm(1., 3., 1.) == pytest.approx(comm(1., 3., 0.), rel=1e-12)
    assert comm(2., 1., 1.) == pytest.approx(comm(2., 1., 0.), rel=1e-12)


def test_the_loader_flags_the_stacks_that_reshard_under_pp():
    """KempnerForge's rows carry w['pp_reshard'] 1 (its code read); torchtitan's keep 0 (its default
    reshard policy keeps the weights under pipelining); a scenario's stacks 0."""
    import pandas as pd

    from lifecycle.inputs import from_measurements
    from lifecycle.stacks import scenario_stack
    from steptime_fixtures import measurement_row

    df = pd.DataFrame([measurement_row(f) for f in ("KempnerForge (PyTorch FSDP2 + DTensor TP/SP)",
                                                      "torchtitan (FSDP2)")])
    assert from_measurements(df)[0]["pp_reshard"].tolist() == [1.0, 0.0]
    assert scenario_stack("compiled", None, "h100-sxm5-80gb")["pp_reshard"] == 0.0
