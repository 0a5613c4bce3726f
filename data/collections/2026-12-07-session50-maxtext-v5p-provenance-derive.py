#!/usr/bin/env python3
"""Re-derives mt-017..023 under (a) the configs in force at the commit that first published each value
and (b) the configs the rows now use (04262f3cf). Reads the maxtext git mirror; asserts quoted strings."""
import subprocess, math
GIT = ['git', '--git-dir=/work/.mirror/AI-Hypercomputer+maxtext/repo']
def show(c, p): return subprocess.run(GIT + ['show', f'{c}:{p}'], capture_output=True, text=True, check=True).stdout
DEC, MAR = '76bd53b0f', '04262f3cf'
bd, bm = show(DEC, 'MaxText/configs/base.yml'), show(MAR, 'MaxText/configs/base.yml')
for k in ['base_emb_dim: 2560', 'base_num_heads: 8', 'base_mlp_dim: 8192', 'base_num_decoder_layers: 16', 'head_dim: 256',
          'mlp_activations: ["relu"]', 'logits_via_embedding: True', 'vocab_size: 32_768']: assert k in bd, k
for k in ['base_emb_dim: 2048', 'base_num_query_heads: 16', 'base_num_kv_heads: 16', 'base_mlp_dim: 7168', 'base_num_decoder_layers: 16',
          'head_dim: 128', 'mlp_activations: ["silu", "linear"]', 'logits_via_embedding: False', 'vocab_size: 32_000', 'decoder_block: "llama2"']: assert k in bm, k
assert 'causal_attention_tflops = noncasual_attention_flops / 2' in show(DEC, 'MaxText/train.py')
assert 'causal_attention_tflops = noncasual_attention_flops / 2' in show(MAR, 'MaxText/maxtext_utils.py')

def scales(scale):
    l = int(math.log2(scale)); b, rem = divmod(l, 3); h = b + int(rem > 0)
    return b + int(rem > 1), h, h, b  # emb, heads, mlp, layers
def shape(scale, model):
    e, h, m, l = scales(scale)
    if model == 'dec':
        return dict(E=2560 << e, H=8 << h, M=8192 << m, L=16 << l, hd=256, V=32768)
    return dict(E=2048 << e, H=16 << h, M=7168 << m, L=16 << l, hd=128, V=32000)
def params(s, model):
    E, H, M, L, hd, V = s['E'], s['H'], s['M'], s['L'], s['hd'], s['V']
    if model == 'dec':  # parallel block: q,k,v,out + query/key/value_norm (hd each) + relu wi,wo + 1 norm; tied embedding; decoder_norm
        return L * (4 * E * H * hd + 3 * hd + 2 * E * M + E) + V * E + E
    return L * (4 * E * H * hd + 3 * E * M + 2 * E) + 2 * V * E + E  # llama2 block, gated, untied logits
def fpt(s, N, S=2048): return 6 * N + 12 * s['H'] * s['L'] * s['hd'] * S / 2

def script(c, n):
    t = show(c, f'MaxText/configs/v5p/{n}b.sh'); g = lambda k: t.split(k + '=')[1].split()[0].rstrip('\\')
    return dict(pdb=int(g('per_device_batch_size')), tp=int(g('ici_tensor_parallelism')), remat=g('remat_policy'),
                seq=int(g('max_target_length')), scale=int(g('global_parameter_scale')))

# row, size, chips, TFLOP/s, first-publishing commit, row's current (pdb, tp, step, tok)
rows = [('mt-017', 32, 64, 328, DEC, (6, 4, 7.23798, 1697.7)), ('mt-018', 64, 64, 323, DEC, (3, 4, 7.29018, 842.8)),
        ('mt-019', 128, 128, 315, DEC, (1, 8, 4.96306, 412.6)), ('mt-020', 128, 256, 315, MAR, (1, 8, 4.96306, 412.6)),
        ('mt-021', 256, 512, 316, MAR, (1, 8, 9.8112, 208.7)), ('mt-022', 512, 512, 294, DEC, (2, 8, 42.0938, 97.3)),
        ('mt-023', 1024, 2048, 297, DEC, (2, 16, 83.2502, 49.2))]
for rid, n, chips, tf, c, cur in rows:
    model = 'dec' if c == DEC else 'mar'
    sc = script(c, n); s = shape(n, model); N = params(s, model); F = fpt(s, N)
    tok = tf * 1e12 / F; step = sc['pdb'] * sc['seq'] / tok
    # check: the row's own numbers under 04262f3cf configs
    sm = shape(n, 'mar'); Nm = params(sm, 'mar'); Fm = fpt(sm, Nm); tokm = tf * 1e12 / Fm; scm = script(MAR, n)
    print(f"{rid} {n}B chips {chips} first={c} model={model}: E {s['E']} H {s['H']} hd {s['hd']} M {s['M']} L {s['L']} V {s['V']} "
          f"N {N:,} ({N/1e9:.2f}B) attn-width {s['H']*s['hd']} FLOP/token {F:.6e} pdb {sc['pdb']} tp {sc['tp']} dp {chips//sc['tp']} "
          f"remat {sc['remat']} GBS {sc['pdb']*chips} tok/s/chip {tok:.2f} step {step:.4f}")
    print(f"    row now: pdb {cur[0]} tp {cur[1]} step {cur[2]} tok {cur[3]} | recomputed with 04262f3cf cfg: N {Nm/1e9:.2f}B F {Fm:.6e} tok {tokm:.2f} "
          f"step {scm['pdb']*2048/tokm:.4f} (pdb {scm['pdb']} tp {scm['tp']}) | ratio step(first)/step(row) {step/cur[2]:.3f}")
