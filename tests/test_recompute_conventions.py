"""Recomputation conventions of the stacks against hand counts.

PyTorch's per-op selective checkpointing (torchtitan ``selective_ac_option = "op"``,
``torchtitan/distributed/activation_checkpoint.py`` at cfb93265) saves the output of
every matmul, attention kernel and all-to-all of a block except every second ``aten.mm``;
routed experts (``_grouped_mm``, not in the save list) and elementwise ops are re-run.
For a Llama block (wq, wk, wv, wo, w1, w3, w2) the re-run matmuls are wk, wo and w3.
"""

import pandas as pd
import pytest

from lifecycle.inputs import RECOMPUTE, from_measurements
from lifecycle.model import gemm as G
from lifecycle.model import steptime as S
from lifecycle.model import workload as W
from lifecycle.model.recompute import PARTS, RECOMPUTE_MODES, RERUNS, reruns
from lifecycle.model.steptime import step_time
from lifecycle.validate.steptime import median_params

from tests.test_steptime import a100, gpt, plan

H, F, KV = 4096.0, 14336.0, 1024.0  # Llama 3 8B: hidden, MLP width, K/V width (8 of 32 heads)


def llama8b(**kw):
    return gpt(layers=32., hidden=H, ffn_hidden=F, ffn_gated=1., heads=32., kv_heads=8.,
               vocab=128256., seq_len=8192., moe_ffn_hidden=F, dropout=0., **kw)


def op_plan(**kw):
    return plan(**{**dict(tp=1., pp=1., dp=8., sequence_parallel=0., zero_stage=3., recompute=3.), **kw})


def test_per_op_recompute_flops_hand_count():
    f = W.flops_per_token(llama8b(), recompute=3)
    again = H * KV + H * H + H * F                     # wk, wo, w3 per layer
    layer = 2 * H * H + 2 * H * KV + 3 * H * F         # every matmul of a layer
    assert f["op_sac_fwd"] == pytest.approx(2 * 32 * again)
    assert f["op_sac_fwd"] / f["gemm_fwd"] == pytest.approx(again / layer)  # 0.365
    assert f["hardware"] - f["model"] == pytest.approx(f["op_sac_fwd"])
    none, full = (W.flops_per_token(llama8b(), recompute=r)["hardware"] for r in (0, 2))
    assert none < f["hardware"] < full


def test_per_op_activation_bytes_hand_count():
    """Saved per token (16-bit): block input, Q, V, attention output, w1 and w2 outputs."""
    s, b = 8192.0, 2.0
    act = lambda **k: float(W.activation_bytes_per_layer(llama8b(), op_plan(micro_batch=b, **k))["bytes"])  # noqa: E731
    per_token = 2 * H + 2 * H + 2 * KV + 2 * H + 2 * F + 2 * H
    assert act() == pytest.approx(s * b * per_token)   # 63,488 B per token
    assert act(recompute=1.) == pytest.approx(s * b * (8 * H + 5 * H + 6 * F))  # Megatron selective
    # tensor parallelism splits the block's interior; sequence parallelism the input too
    assert act(tp=4.) == pytest.approx(s * b * (2 * H + (per_token - 2 * H) / 4))
    assert act(tp=4., sequence_parallel=1.) == pytest.approx(s * b * per_token / 4)


def test_per_op_moe_keeps_only_all_to_all_outputs():
    """Experts are re-run; with expert parallelism the dispatch and combine outputs stay."""
    moe = gpt(layers=48., hidden=2048., ffn_hidden=6144., ffn_gated=1., heads=32., kv_heads=4.,
              num_experts=128., experts_per_token=8., moe_ffn_hidden=768., dropout=0., head_dim=128.)
    attn = 2 * 2048 + 2 * 4096 + 2 * 512 + 2 * 4096    # input, Q (32 x 128), V (4 x 128), output
    act = lambda ep: float(W.activation_bytes_per_layer(moe, op_plan(ep=ep))["bytes"]) / 2048.0  # noqa: E731
    assert act(1.) == pytest.approx(attn)
    assert act(8.) == pytest.approx(attn + 4 * 8 * 2048)
    f = W.flops_per_token(moe, recompute=3)
    again = 2048 * 512 + 4096 * 2048 + 8 * 3 * 2048 * 768  # wk, wo, all eight routed experts
    assert f["op_sac_fwd"] == pytest.approx(2 * 48 * again)


def test_per_op_step_time_between_none_and_full():
    eff = median_params()
    w, hw = llama8b(global_batch_seqs=64.), a100(num_gpus=8.)
    r = {rc: step_time(w, op_plan(recompute=rc), hw, eff) for rc in (0., 1., 2., 3.)}
    t = {rc: float(v["step_time_s"]) for rc, v in r.items()}
    assert t[0.] < t[3.] < t[2.]
    assert 0.0 < float(r[3.]["recompute_s"]) < float(r[2.]["recompute_s"])
    # with FlashAttention Megatron's selective stores what no recompute does
    assert float(r[3.]["memory_gib"]) < float(r[1.]["memory_gib"]) == float(r[0.]["memory_gib"])
    assert float(r[2.]["memory_gib"]) < float(r[3.]["memory_gib"])


def test_measurement_rows_read_selective_op():
    row = dict(row_id="x", source="s", model="m", arch="dense", layers=32, hidden=4096,
               ffn_hidden=14336, ffn_gated="true", heads=32, kv_heads=8, seq_len=8192, vocab=128256,
               global_batch_seqs=64, micro_batch=1, tp=1, pp=1, dp=8, cp=1, ep=1, vp=1,
               sequence_parallel="false", zero_stage=3, num_gpus=8, accelerator="h100-sxm5-80gb",
               precision="bf16", framework="torchtitan (FSDP2)", step_time_s=1.0,
               tokens_per_s_per_gpu=1.0)
    df = pd.DataFrame([row, {**row, "row_id": "y", "recompute": "selective_op"},
                       {**row, "row_id": "z", "recompute": "per-op"}])
    df.loc[0, "recompute"] = "selective"
    w, p, hw, notes = from_measurements(df)
    assert list(p["recompute"][:2]) == [RECOMPUTE["selective"], RECOMPUTE["selective_op"]] == [1, 3]
    assert "allowed none, selective, full, selective_op" in notes[2]


# Megatron-Core's fine-grained recompute modules (--recompute-modules; session 55, decision item 1):
# light modules (layernorm, moe_act, mla_up_proj) re-run no GEMM and no attention core; `moe` re-runs
# the MoE block (router, shared and routed experts, dispatch), not the attention core.
LIGHT, MOE_RC = float(RECOMPUTE["selective_light"]), float(RECOMPUTE["selective_moe"])


def qwen_moe(**kw):
    return gpt(layers=48., hidden=2048., ffn_hidden=6144., ffn_gated=1., heads=32., kv_heads=4.,
               num_experts=128., experts_per_token=8., moe_ffn_hidden=768., dropout=0., head_dim=128.,
               **kw)


def test_module_recompute_flops_hand_count():
    moe = qwen_moe()
    none = W.flops_per_token(moe, recompute=0)
    assert W.flops_per_token(moe, recompute=LIGHT)["hardware"] == pytest.approx(none["hardware"])
    # the MoE block again: router (2048 x 128) and eight routed experts (3 matrices of 2048 x 768)
    again = 2 * 48 * (2048 * 128 + 8 * 3 * 2048 * 768)
    assert W.flops_per_token(moe, recompute=MOE_RC)["hardware"] - none["hardware"] == pytest.approx(again)


def test_module_recompute_activation_bytes_hand_count():
    """Light modules are stored as selective (an over-count); `moe` drops the routed experts'
    interior: the gated MLP's 6 s b f with f = 8 experts x 768."""
    moe = qwen_moe(seq_len=8192.)
    act = lambda rc: float(W.activation_bytes_per_layer(moe, op_plan(recompute=rc, zero_stage=1.))["bytes"])  # noqa: E731
    assert act(LIGHT) == act(1.)
    assert act(1.) - act(MOE_RC) == pytest.approx(6 * 8192 * 8 * 768)


def test_module_recompute_step_time():
    """At 32k tokens the attention core is most of the layer: Megatron's default module (core_attn)
    costs its forward again; light modules cost nothing counted; `moe` costs the MoE block's
    forward, its permutation and its dispatch + combine all-to-all again."""
    eff = median_params()
    w, hw = qwen_moe(global_batch_seqs=16., seq_len=32768.), a100(num_gpus=8.)
    r = {rc: step_time(w, op_plan(recompute=rc, dp=1., ep=8., zero_stage=1.), hw, eff)
         for rc in (0., 1., 2., LIGHT, MOE_RC)}
    t = {rc: float(v["step_time_s"]) for rc, v in r.items()}
    assert t[LIGHT] == pytest.approx(t[0.]) and float(r[LIGHT]["recompute_s"]) == 0.0
    assert t[0.] < t[MOE_RC] < t[2.] and t[0.] < t[1.]
    assert float(r[MOE_RC]["comm_exposed_s"]) > float(r[0.]["comm_exposed_s"])
    assert float(r[MOE_RC]["recompute_s"]) > 0.0
    assert float(r[MOE_RC]["memory_gib"]) < float(r[LIGHT]["memory_gib"]) == float(r[1.]["memory_gib"])


def test_measurement_rows_read_module_recompute():
    row = dict(row_id="x", source="s", model="m", arch="moe", layers=48, hidden=2048,
               ffn_hidden=6144, ffn_gated="true", heads=32, kv_heads=4, seq_len=4096, vocab=151936,
               num_experts=128, experts_per_token=8, moe_ffn_hidden=768, head_dim=128,
               global_batch_seqs=64, micro_batch=1, tp=1, pp=1, dp=8, cp=1, ep=8, vp=1,
               sequence_parallel="false", zero_stage=1, num_gpus=8, accelerator="h100-sxm5-80gb",
               precision="bf16", framework="Megatron-LM", step_time_s=1.0, tokens_per_s_per_gpu=1.0)
    df = pd.DataFrame([{**row, "recompute": "selective_light"}, {**row, "row_id": "y", "recompute": "selective_moe"}])
    w, p, hw, notes = from_measurements(df)
    assert list(p["recompute"]) == [4, 5]
    assert not any(n.startswith("unsupported") for n in notes)


def test_full_keep_attention_is_full_without_the_attention_core():
    """MaxText policies that save the attention kernel's residuals (`context`) re-run the layer but not
    its attention forward (session 55, addendum 6): the FLOPs are full's less one attention forward,
    the step sits between none and full by exactly that pass, and memory keeps the layer input plus
    the attention output (2 s b heads head_dim per layer)."""
    keep = float(RECOMPUTE["full_keep_attention"])
    w = {**llama8b(global_batch_seqs=8.), "seq_len": 32768.}
    f = {rc: W.flops_per_token(w, recompute=rc) for rc in (0, 2, keep)}
    assert f[keep]["hardware"] == pytest.approx(f[2]["hardware"] - f[2]["attn_fwd"])
    assert f[keep]["hardware"] - f[0]["hardware"] == pytest.approx(f[0]["gemm_fwd"])
    p = lambda rc: op_plan(recompute=rc, micro_batch=1., zero_stage=1.)  # noqa: E731
    inp = float(W.activation_bytes_per_layer(w, p(2.))["bytes"])
    assert inp == pytest.approx(2 * 32768 * H)
    assert float(W.activation_bytes_per_layer(w, p(keep))["bytes"]) == pytest.approx(inp + 2 * 32768 * H)
    eff, hw = median_params(), a100(num_gpus=8.)
    t = {rc: float(step_time(w, p(rc), hw, eff)["step_time_s"]) for rc in (0., 1., 2., keep)}
    assert t[0.] < t[keep] < t[2.]
    # full = keep + one attention forward; selective = none + the same pass
    assert t[2.] - t[keep] == pytest.approx(t[1.] - t[0.], rel=1e-6)


def test_every_mode_has_one_reruns_row():
    """The one table (lifecycle.model.recompute.RERUNS) names every mode and only known parts, and
    reruns() reads it for each mode's code."""
    assert tuple(RERUNS) == RECOMPUTE_MODES
    assert all(set(parts) <= set(PARTS) for parts in RERUNS.values())
    for i, mode in enumerate(RECOMPUTE_MODES):
        assert reruns(float(i)) == {p: float(p in RERUNS[mode]) for p in PARTS}
    # full re-runs exactly selective's attention core plus full_keep_attention's layer
    w = llama8b()
    f = {m: W.flops_per_token(w, recompute=RECOMPUTE[m])["hardware"] - W.flops_per_token(w)["hardware"]
         for m in ("selective", "full", "full_keep_attention")}
    assert f["full"] == pytest.approx(f["selective"] + f["full_keep_attention"])


def test_moe_block_cast_elements_hand_count():
    """FP8 operand casts of the MoE block alone (what a `moe` re-run casts again): the routed
    experts' two GEMMs per token copy, fc1 input + output gradient (h + 2f, gated) and fc2
    (f + h); the router stays in 16 bits and attention is not part of the block."""
    moe, T = qwen_moe(is_fp8=1.), 4096.
    lin = G.layer_linear_s(moe, op_plan(tp=1., dp=8., ep=8., recompute=MOE_RC), T, 1e15, 3e12)
    assert float(lin["moe_cast_elems"]) == pytest.approx(T * 8 * (2 * 2048 + 3 * 768))
    dense = G.layer_linear_s(llama8b(), op_plan(), T, 1e15, 3e12)
    assert float(dense["moe_cast_elems"]) == 0.0


def test_fp8_moe_recompute_charges_its_casts_again():
    """Under FP8 the `moe` module's re-run costs the block's casts again; light modules nothing."""
    eff, hw = median_params(), a100(num_gpus=8.)
    w = qwen_moe(global_batch_seqs=16., seq_len=4096., is_fp8=1.)

    def cast_cost(rc):
        p = op_plan(recompute=rc, dp=1., ep=8., zero_stage=1.)
        t = [float(step_time(w, p, hw, {**eff, "fp8_cast_bytes": c})["step_time_s"])
             for c in (eff["fp8_cast_bytes"], 0.0)]
        return t[0] - t[1]
    assert cast_cost(MOE_RC) > cast_cost(LIGHT) > 0.0


def test_selective_recompute_reruns_the_context_parallel_exchange():
    """Megatron's selective recompute re-runs core_attention, which under CP is TE's ring attention:
    its K/V exchange runs a fourth time beside a fourth attention pass, so the exposed ring time
    (a homogeneous smooth max of the two) is 4/3 of none's; full_keep_attention saves the core and
    re-runs neither."""
    eff, hw = median_params(), a100(num_gpus=8.)
    w = {**llama8b(global_batch_seqs=8.), "seq_len": 4096.}
    r, fpt = S._rates(w, hw, eff), W.flops_per_token(w, 0)

    def t_cp(mode):
        rc = float(RECOMPUTE[mode])
        p = op_plan(recompute=rc, dp=1., cp=8., zero_stage=1.)
        return float(S._layer(w, p, eff, r, 4096. / 8., reruns(rc), fpt)["t_cp"])
    assert t_cp("none") > 0.0
    assert t_cp("selective") == pytest.approx(4.0 / 3.0 * t_cp("none"), rel=1e-6)
    assert t_cp("full") == pytest.approx(t_cp("selective"))
    assert t_cp("full_keep_attention") == pytest.approx(t_cp("none"))


def test_selective_mlp_reruns_the_core_and_the_mlp_input_gemms():
    """AXLearn's default remat (save q/k/v_proj, context, o_proj; session 57 addendum 7): the backward
    re-runs the attention core and the MLP's gate and up GEMMs, not the attention projections nor
    the down projection. Llama 3 8B: 2 h f of the 3 h f MLP weights per layer re-run."""
    mode = float(RECOMPUTE["selective_mlp"])
    f = W.flops_per_token(llama8b(), recompute=mode)
    assert f["mlp_in_fwd"] == pytest.approx(2 * 32 * 2 * H * F)
    sel = W.flops_per_token(llama8b(), recompute=1)
    assert f["hardware"] - sel["hardware"] == pytest.approx(f["mlp_in_fwd"])
    layer = 2 * H * H + 2 * H * KV + 3 * H * F
    assert f["mlp_in_fwd"] / f["gemm_fwd"] == pytest.approx(2 * H * F / layer)  # 0.53
    # stored per token: the layer input, Q, K, V, the attention output, the o_proj output (16-bit)
    s, b = 8192.0, 1.0
    p = op_plan(recompute=mode, micro_batch=b, zero_stage=1.)
    stored = float(W.activation_bytes_per_layer(llama8b(), p)["bytes"])
    assert stored == pytest.approx(s * b * (2 * H + 2 * H + 2 * KV + 2 * KV + 2 * H + 2 * H))
    # the step sits between selective and full
    w, eff, hw = llama8b(global_batch_seqs=8.), median_params(), a100(num_gpus=8.)
    t = {rc: float(step_time(w, op_plan(recompute=rc, micro_batch=1., zero_stage=1.), hw, eff)["step_time_s"])
         for rc in (1., mode, 2.)}
    assert t[1.] < t[mode] < t[2.]


def test_measurement_rows_read_selective_mlp():
    from steptime_fixtures import measurement_row

    w, plan_, _, _ = from_measurements(pd.DataFrame([measurement_row("AXLearn (JAX/XLA)", recompute="selective_mlp")]))
    assert plan_["recompute"].tolist() == [float(RECOMPUTE_MODES.index("selective_mlp"))]
