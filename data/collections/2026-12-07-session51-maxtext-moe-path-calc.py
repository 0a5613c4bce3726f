"""Arithmetic for report.md: MaxText sparse_matmul (megablox) MoE path, ep=1, FSDP over all devices.

All numbers per JAX device per optimizer step unless said otherwise.
Sources: see report.md (quotes path:line@commit). Hardware: /work/main/data/accelerators.csv
(tpu-v7: 2307 TFLOP/s bf16, 7200 GB/s HBM per chip, two TensorCores = two JAX devices per chip;
 tpu-v5p: 459 TFLOP/s, 2765 GB/s per chip = one JAX device (megacore)).
"""
import math

def ceil_to(x, t):
    return math.ceil(x / t) * t

cases = {
    # Gemma 4 26B-A4B, s50c-003/-004: per_device_batch_size 16, seq 4096, TPU7x (device = 1 TensorCore)
    "gemma4-26b (s50c-003/004, tpu-v7)": dict(
        B=16, S=4096, d=2816, f=704, E=128, k=8, moe_layers=30, layers=30,
        tiles=dict(tm=512, tk_wi=2816, tn_wi=704, tk_wo=704, tn_wo=2816),  # recipe overrides wi/wo_tile_*_embed_dim=2816, *_mlp_dim=704
        peak=2307e12 / 2, hbm=7200e9 / 2, step=5.54, devices=(128, 512),
        model_tflop_per_device=1640.9e12,  # MaxText's own count (row notes)
    ),
    # DeepSeek-V2-Lite, s50g-010: per_device_batch_size 24, seq 2048, v5p-8 (4 devices)
    "deepseek2-16b (s50g-010, tpu-v5p)": dict(
        B=24, S=2048, d=2048, f=1408, E=64, k=6, moe_layers=26, layers=27,
        # base.yml tile_batch_seq 512, tile_activation_dim 1024, tile_weight_dim 1024, clamped by min(tile, dim)
        tiles=dict(tm=512, tk_wi=min(1024, 2048), tn_wi=min(1024, 1408), tk_wo=min(1024, 1408), tn_wo=min(1024, 2048)),
        peak=459e12, hbm=2765e9, step=5.667, devices=(4,),
        model_tflop_per_device=764.67e12,  # 'Total TFLOPs: 764.67' in the doc log
    ),
}

for name, c in cases.items():
    print("=" * 100)
    print(name)
    T = c["B"] * c["S"]                 # tokens per device
    d, f, E, k, L = c["d"], c["f"], c["E"], c["k"], c["moe_layers"]
    Tk = T * k                          # routed rows (k copies of every token)
    print(f"tokens/device T = {T:,}; routed rows T*k = {Tk:,}; mean rows per expert per device = {Tk/E:,.0f}")

    # ---- Q2: expert compute per token -------------------------------------------------------
    topk_fwd = 3 * 2 * Tk * d * f       # wi_0, wi_1, wo over the k selected experts only
    print(f"[Q2] top-k routed FLOPs fwd/layer = {topk_fwd/1e12:.3f} TFLOP; x3 (fwd+bwd) x{L} layers = {3*L*topk_fwd/1e12:.1f} TFLOP "
          f"({3*L*topk_fwd/c['model_tflop_per_device']:.0%} of MaxText's model count)")
    print(f"     (not taken) dense_matmul over all experts would be E/k = {E/k:.2f}x top-k")
    t = c["tiles"]
    tm = t["tm"]
    tiles_m = math.ceil(Tk / tm)
    group_over = (tiles_m + E - 1) / tiles_m          # megablox make_group_metadata upper bound
    wi_pad = (ceil_to(d, t["tk_wi"]) * ceil_to(f, t["tn_wi"])) / (d * f)
    wo_pad = (ceil_to(f, t["tk_wo"]) * ceil_to(d, t["tn_wo"])) / (f * d)
    lane = ceil_to(f, 128) / f                          # 128-lane vreg padding of the f=704/1408 dim inside a block
    print(f"     megablox tiles_m = {tiles_m} (+ up to E-1 = {E-1} boundary re-visits) -> m-overhead <= {group_over:.3f}x")
    print(f"     k/n block padding: wi {wi_pad:.3f}x, wo {wo_pad:.3f}x; 128-lane padding of f={f}: {lane:.3f}x")
    blk = (wi_pad * 2 + wo_pad) / 3
    mult = group_over * blk * (lane if blk == 1.0 else 1.0)
    print(f"     => MXU work on routed experts ~= {mult:.3f}x top-k FLOPs (upper bound; dropless, no capacity padding)")
    extra_mxu_s = (mult - 1) * topk_fwd * (3 + 1) * L / c["peak"]   # fwd + bwd(2x) + full-remat fwd
    print(f"     extra MXU time at peak (fwd+bwd+remat fwd) = {extra_mxu_s:.3f} s/step ({extra_mxu_s/c['step']:.1%} of step)")

    # ---- Q3: memory-bound traffic per MoE layer (forward) ------------------------------------
    row = 2 * d                          # bf16 bytes of one token row
    R = Tk * row                         # one copy of the k-replicated activations
    perm = 2 * R                         # gather x[sort_idx//k] : read + write [T*k, d]
    unperm = 2 * R                       # gather by argsort(sorted_selected_experts): read + write
    combine = R + T * d * 4 + T * d * 2  # einsum 'BKE,BK->BE' reading k copies (fp32 upcast fused), fp32 out, bf16 cast
    router = T * row + T * E * 2 + T * E * 4 * 2  # read x for gate, logits bf16, fp32 softmax (+ lb-loss softmax)
    sort_keys = Tk * 8                   # int32 key + int32 index, per argsort (x2 fwd: sort + argsort(sort))
    gmm_lhs = 2 * R + 2 * Tk * 2 * f     # wi_0 and wi_1 each stream the sorted [T*k, d] lhs; write two [T*k, f]
    act = 3 * Tk * 2 * f                 # act(w0)*w1: read 2, write 1
    wo_io = Tk * 2 * f + R               # wo gmm: read [T*k, f], write [T*k, d] (bf16)
    outside_gemm = perm + unperm + combine + router
    inside_gemm = gmm_lhs + act + wo_io
    print(f"[Q3] one [T*k, d] bf16 copy = {R/1e9:.2f} GB; [T*k, f] = {Tk*2*f/1e9:.2f} GB; [T, d] = {T*row/1e9:.3f} GB")
    print(f"     per layer fwd: permute {perm/1e9:.2f} GB, unpermute {unperm/1e9:.2f} GB, combine {combine/1e9:.2f} GB, "
          f"router {router/1e9:.2f} GB -> {outside_gemm/1e9:.2f} GB outside the grouped GEMMs")
    print(f"     per layer fwd: grouped-GEMM operand streaming + activation {inside_gemm/1e9:.2f} GB "
          f"(vs {topk_fwd/1e12:.2f} TFLOP -> {topk_fwd/inside_gemm:.0f} FLOP/B)")
    t_fwd_mem = outside_gemm / c["hbm"]
    t_fwd_mxu = topk_fwd / c["peak"]
    print(f"     at HBM {c['hbm']/1e9:.0f} GB/s/device: {t_fwd_mem*1e3:.2f} ms vs top-k GEMM at peak {t_fwd_mxu*1e3:.2f} ms "
          f"(ratio {t_fwd_mem/t_fwd_mxu:.2f})")
    # per step: fwd + remat fwd + bwd; bwd of the gathers is a gather (custom VJP), and the combine's
    # backward writes a [T,k,d] fp32 gradient: count bwd as 1.5-2x the fwd bytes.
    for bw in (1.5, 2.0):
        step_mem = (2 + bw) * outside_gemm * L / c["hbm"]
        print(f"     per step (fwd + remat + {bw}x bwd) x {L} layers: {step_mem:.3f} s ({step_mem/c['step']:.1%} of step)")
    print(f"     argsorts of {Tk:,} (key,index) pairs: 2 fwd + 2 remat + 2 bwd per layer = {6*L} per step, "
          f"{sort_keys/1e6:.1f} MB each (multi-pass sort; not quantified)")
    # lifecycle's own term for comparison (steptime.py: perm = moe_share*passes*2*tok*k*h*2, x(3+rc_m))
    lc = 1.0 * 2.0 * T * k * d * 2.0
    print(f"     lifecycle perm term (passes=1, fused) per layer fwd = {lc/1e9:.2f} GB -> source count / model = "
          f"{outside_gemm/lc:.2f}x")

    # ---- Q4: expert-weight all-gather ------------------------------------------------------
    wbytes = 3 * E * d * f * 2           # bf16 (kernels cast to dtype before the shard_map)
    print(f"[Q4] routed-expert weights per layer (bf16) = {wbytes/1e9:.3f} GB, gathered whole onto every device")
    for n in c["devices"]:
        recv = wbytes * (n - 1) / n
        per_step = 3 * recv * L          # AG fwd, AG remat-fwd, reduce-scatter of bf16 grads
        print(f"     N={n}: received per device per layer-pass {recv/1e9:.3f} GB; x3 x{L} = {per_step/1e9:.1f} GB/step "
              f"= {per_step/c['step']/1e9:.1f} GB/s sustained over the measured step")
    print(f"     weight bytes per routed FLOP: {wbytes/topk_fwd:.2e} B/FLOP (tokens/device T={T:,} amortise it)")

    # ---- gap --------------------------------------------------------------------------------
    pred = c["step"] / 1.55
    print(f"[gap] measured {c['step']} s; model ~+55% tokens/s -> predicted ~{pred:.2f} s; gap {c['step']-pred:.2f} s")
    print(f"      MaxText model FLOPs at peak: {c['model_tflop_per_device']/c['peak']:.2f} s; "
          f"+ full-remat fwd ~{c['model_tflop_per_device']/3/c['peak']:.2f} s")
