"""How look 116's inputs were written into data/ (2026-12-07, a fifty-first session; run once before
the refit, kept for provenance; `2026-12-07-session51-decision.txt` item 1a).

google_maxtext_tpu.csv mt-017, mt-018, mt-019, mt-022, mt-023 re-derived on the configs that
produced their published TFLOP/s cells: MaxText 76bd53b0f (2023-12-15), `MaxText/configs/v5p/*.sh`
and base.yml of that commit (reading: `2026-12-07-session50-maxtext-v5p-provenance-helper-report.md`,
arithmetic also in `...-maxtext-v5p-provenance-derive.py`). This script recomputes every new value
from MaxText's FLOP formula and asserts it against the helper's figures. With --check it only
verifies that data/ already holds every value (run from the repository root).
"""
import importlib.util
import sys


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


s47 = _load("s47", "data/collections/2026-12-06-session47-apply-corrections.py")
FILE = s47.M + "google_maxtext_tpu.csv"
SEQ = 2048
# 2023 base.yml at 76bd53b0f: emb 2560, 8 heads, head_dim 256, mlp 8192, 16 layers, relu, vocab 32768
BASE = dict(emb=2560, heads=8, mlp=8192, layers=16, hd=256, vocab=32768)


def scales(scale):
    """pyconfig.get_individual_scales (identical at 76bd53b0f and 04262f3cf)."""
    log2 = scale.bit_length() - 1
    base, rem = divmod(log2, 3)
    head = base + int(rem > 0)
    return dict(heads=BASE["heads"] * 2 ** head, mlp=BASE["mlp"] * 2 ** head,
                emb=BASE["emb"] * 2 ** (base + int(rem > 1)), layers=BASE["layers"] * 2 ** base)


def flop_per_token(s):
    """MaxText train.py ll.79-83 at 76bd53b0f per token: 6 N + 6 L H hd S (causal halving of 12)."""
    E, H, M, L, hd, V = s["emb"], s["heads"], s["mlp"], s["layers"], BASE["hd"], BASE["vocab"]
    n = L * (4 * E * H * hd + 3 * hd + 2 * E * M + E) + V * E + E  # tied emb, parallel block, relu
    return 6 * n + 6 * L * H * hd * SEQ, n


# row: (global_parameter_scale, chips, published TFLOP/s/chip, per-device batch, TP, helper's step s)
ROWS = {"mt-017": (32, 64, 328, 8, 4, 9.9158), "mt-018": (64, 64, 323, 4, 4, 10.0183),
        "mt-019": (128, 128, 315, 2, 8, 10.2465), "mt-022": (512, 512, 294, 2, 16, 43.4983),
        "mt-023": (1024, 2048, 297, 2, 16, 86.0620)}
# the values the rows held (the 2024 model of 04262f3cf), asserted before they change
OLD = {"mt-017": dict(hidden="8192", ffn_hidden="28672", heads="64", kv_heads="64", global_batch_seqs="384",
                      micro_batch="6", tp="4", dp="16", step_time_s="7.23798", tokens_per_s_per_gpu="1697.7"),
       "mt-018": dict(hidden="8192", ffn_hidden="28672", heads="64", kv_heads="64", global_batch_seqs="192",
                      micro_batch="3", tp="4", dp="16", step_time_s="7.29018", tokens_per_s_per_gpu="842.8"),
       "mt-019": dict(hidden="8192", ffn_hidden="57344", heads="128", kv_heads="128", global_batch_seqs="128",
                      micro_batch="1", tp="8", dp="16", step_time_s="4.96306", tokens_per_s_per_gpu="412.6"),
       "mt-022": dict(hidden="16384", ffn_hidden="57344", heads="128", kv_heads="128", global_batch_seqs="1024",
                      micro_batch="2", tp="8", dp="64", step_time_s="42.0938", tokens_per_s_per_gpu="97.3"),
       "mt-023": dict(hidden="16384", ffn_hidden="114688", heads="256", kv_heads="256", global_batch_seqs="4096",
                      micro_batch="2", tp="16", dp="128", step_time_s="83.2502", tokens_per_s_per_gpu="49.2")}
WHY = ("SOURCE FIX 2026-12-07 (collections/2026-12-07-session51-apply.py, decision "
       "collections/2026-12-07-session51-decision.txt item 1a): this cell's TFLOP/s and MFU first appear in "
       "MaxText 76bd53b0f (2023-12-15) MaxText/configs/v5p/README.md and were copied unchanged into the README "
       "of 04262f3cf, whose scripts and base.yml had changed; re-derived on the configs of 76bd53b0f: the 2023 "
       "base.yml model (base_emb_dim 2560, 8 heads, head_dim 256, base_mlp_dim 8192, 16 layers, relu (not "
       "gated), vocab 32768, logits_via_embedding True (tied; no column), parallel attention + MLP block "
       "(models.py l.281 'next_layer_addition = mlp_lnx + attention_lnx'; no column)) scaled by "
       "get_individual_scales, and the v5p script's per_device_batch_size and ici_tensor_parallelism of that "
       "commit (collections/2026-12-07-session50-maxtext-v5p-provenance-helper-report.md). DERIVED: "
       "tokens/s/chip = TFLOP/s x 1e12 / (6 N + 6 L H hd S); step = per-device batch x 2048 / tokens/s/chip. "
       "The values above this note describe the 2024 model and no longer apply.")


def new_values(rid):
    scale, chips, tfl, pdb, tp, step_helper = ROWS[rid]
    s = scales(scale)
    fpt, n = flop_per_token(s)
    tok = tfl * 1e12 / fpt
    step = pdb * SEQ / tok
    assert abs(step - step_helper) < 6e-4, (rid, step, step_helper)
    return dict(layers=str(s["layers"]), hidden=str(s["emb"]), ffn_hidden=str(s["mlp"]), ffn_gated="false",
                heads=str(s["heads"]), kv_heads=str(s["heads"]), head_dim=str(BASE["hd"]),
                vocab=str(BASE["vocab"]), global_batch_seqs=str(pdb * chips), micro_batch=str(pdb),
                tp=str(tp), dp=str(chips // tp), step_time_s=f"{step:.4f}", tokens_per_s_per_gpu=f"{tok:.1f}")


def main(check):
    import csv
    rows = {r["row_id"]: r for r in csv.DictReader(open(FILE, newline=""))}
    edits = []
    for rid in ROWS:
        new = new_values(rid)
        for c, v in new.items():
            old = OLD[rid].get(c, rows[rid][c] if not check else None)
            if not check and c in OLD[rid]:
                assert rows[rid][c] == OLD[rid][c], (rid, c, rows[rid][c])
            if check or old != v:
                edits.append((rid, c, old, v))
    s47.edit(FILE, edits, {r: WHY for r in ROWS}, check)


if __name__ == "__main__":
    main(check="--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
