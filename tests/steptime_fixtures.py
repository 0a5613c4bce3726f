"""Shapes, plans and hardware of the step-time tests: a GPT-3 175B-like workload on A100s and
its Megatron plan, a Qwen3-MoE-like workload with expert parallelism on H100s, and a two-level
network without latencies for hand calculations; and one measurement-table row (a small dense
decoder on one H200) for the tests that read rows through lifecycle.inputs. Each helper returns
the defaults with the keyword arguments overriding them."""

GPT = dict(layers=96., hidden=12288., ffn_hidden=49152., ffn_gated=0., heads=96., kv_heads=96.,
           vocab=51200., seq_len=2048., num_experts=1., experts_per_token=1., shared_experts=0.,
           moe_ffn_hidden=49152., first_dense_layers=0., capacity_factor=1., global_batch_seqs=1536.,
           bytes_per_param=2., is_fp8=0., flash_attention=1., fused_kernels=1.)
PLAN = dict(tp=8., pp=8., dp=16., cp=1., ep=1., vp=1., micro_batch=1., sequence_parallel=1.,
            zero_stage=1., recompute=1.)
A100 = dict(peak_tflops=312., peak_bf16_tflops=312., hbm_gb=80., hbm_bw_gb_per_s=2039.,
            intra_bw_gb_per_s=300., intra_latency_us=3., inter_bw_gb_per_s=25., inter_latency_us=6.6,
            domain_size=8., gpus_per_node=8., num_gpus=1024., family_index=1.)
MOE = dict(layers=48., hidden=4096., ffn_hidden=1536., ffn_gated=1., heads=64., kv_heads=4.,
           head_dim=128., vocab=151936., seq_len=4096., num_experts=128., experts_per_token=8.,
           shared_experts=0., moe_ffn_hidden=1536., first_dense_layers=0., capacity_factor=1.,
           global_batch_seqs=1024., bytes_per_param=2., is_fp8=0., flash_attention=1.,
           fused_kernels=1., moe_force_balance=0., moe_dedup=0.)
MOE_PLAN = dict(tp=1., pp=1., dp=32., cp=1., ep=32., vp=1., micro_batch=1., sequence_parallel=0.,
                zero_stage=1., recompute=0.)
H100 = dict(peak_tflops=989., peak_bf16_tflops=989., hbm_gb=80., hbm_bw_gb_per_s=3350.,
            intra_bw_gb_per_s=450., intra_latency_us=3., inter_bw_gb_per_s=50., inter_latency_us=6.6,
            domain_size=8., gpus_per_node=8., num_gpus=32., family_index=2.)

NET = {"domain": 8.0, "intra_bw": 100.0, "inter_bw": 10.0, "intra_lat": 0.0, "inter_lat": 0.0}


def gpt(**kw):
    return {**GPT, **kw}


def plan(**kw):
    return {**PLAN, **kw}


def a100(**kw):
    return {**A100, **kw}


def moe_w(**kw):
    return {**MOE, **kw}


def moe_plan(**kw):
    return {**MOE_PLAN, **kw}


def h100(**kw):
    return {**H100, **kw}


def measurement_row(framework, accelerator="h200-sxm-141gb", **kw):
    """One row in the layout of data/measurements/*.csv: a 12-layer, 768-wide decoder, one GPU."""
    base = dict(row_id="t", source="test", table="t", model="m", arch="dense", layers=12, hidden=768,
                ffn_hidden=2048, ffn_gated=True, heads=12, kv_heads=12, seq_len=1024, vocab=50304,
                global_batch_seqs=1, micro_batch=1, tp=1, pp=1, dp=1, cp=1, ep=1, vp=1,
                sequence_parallel=False, zero_stage=0, num_gpus=1, accelerator=accelerator,
                precision="bf16", recompute="none", framework=framework, step_time_s=0.02,
                tokens_per_s_per_gpu=50000.0)
    return {**base, **kw}
