"""The causal attention core in a disclosed run's FLOPs (data/disclosure_shapes.csv)."""

import csv
import io

import numpy as np
import pandas as pd
import pytest

from lifecycle.bayes.rows import attention_columns, attention_flops, disclosure_columns, stage_flops
from lifecycle.model import workload as W
from lifecycle.paths import data_dir

SHAPE_COLS = ["disclosure_id", "layers", "attention_layers", "hidden", "heads", "head_dim",
              "seq_len", "attention_window", "source", "notes"]


def _shapes(rows):
    return pd.DataFrame(rows, columns=SHAPE_COLS)


def test_attention_core_by_hand():
    # a Llama-3.2-1B-like stack: 16 layers, 32 x 64 = 2048 query width, 8192 tokens:
    # 12 x 16 x 2048 x (8192 / 2) = 1.6106e9 FLOP/token (22% beside 6 x 1.23e9)
    assert W.attention_core_flops_per_token(16, 2048, 8192) == pytest.approx(1.6106127e9)
    # a 4096 window on 8192 tokens: average context 4096 - 4096^2 / 16384 = 3072
    assert W.attention_core_flops_per_token(16, 2048, 8192, 4096.0) == \
        pytest.approx(12 * 16 * 2048 * 3072)
    # a window at least the sequence, or NaN, is full causal attention
    for win in (8192.0, 16384.0, np.nan):
        assert W.attention_core_flops_per_token(16, 2048, 8192, win) == pytest.approx(1.6106127e9)
    # a pure SSM has none
    assert W.attention_core_flops_per_token(0, 4096, 8192) == 0.0


def test_attention_core_is_the_step_time_models_causal_term():
    w = dict(layers=32, hidden=4096, heads=32, seq_len=8192)
    ref = 3.0 * W.flops_per_token(dict(w, ffn_hidden=14336, ffn_gated=1, kv_heads=8, vocab=128256,
                                       num_experts=1, experts_per_token=1, shared_experts=0,
                                       moe_ffn_hidden=14336, first_dense_layers=0),
                                  causal=True)["attn_fwd"]
    assert W.attention_core_flops_per_token(32, 32 * 128, 8192) == pytest.approx(ref, rel=1e-12)


def test_stages_count_attention_at_their_own_sequence_length():
    n, tok = 8e9, 15e12
    sh = _shapes([["a", 32, 32, 4096, 32, 128, 8192, None, "s", ""]])
    attn = attention_columns(["a"], sh)
    st = pd.DataFrame([["a", 1, "pretraining", 14.2, 8192, None, None, None, "s", ""],
                       ["a", 2, "context_extension", 0.8, 131072, None, None, None, "s", ""]],
                      columns=["disclosure_id", "stage", "kind", "tokens_t", "seq_len", "params_b",
                               "teacher_params_b", "teacher_forward_in_hours", "source", "notes"])
    f, fa, _ = stage_flops(["a"], np.array([tok]), np.array([n]), st, attn)
    a8, a128 = 12 * 32 * 4096 * 4096, 12 * 32 * 4096 * 65536
    assert f[0] == pytest.approx(14.2e12 * (6 * n + a8) + 0.8e12 * (6 * n + a128))
    # the attention part comes back on its own
    assert fa[0] == pytest.approx(14.2e12 * a8 + 0.8e12 * a128)
    # without stages: every token at the shape's own length
    f0, fa0, _ = stage_flops(["a"], np.array([tok]), np.array([n]), None, attn)
    assert f0[0] == pytest.approx(tok * (6 * n + a8)) and fa0[0] == pytest.approx(tok * a8)
    # a row without a shape counts the weights only, and says so
    none = attention_columns(["b"], sh)
    assert attention_flops(none, 8192.0)[0] == 0.0 and "no shape" in none["note"][0]


def test_shape_raises_the_ideal_hours_by_its_attention_share():
    df = pd.DataFrame([{"id": "x", "model": "X", "arch": "dense", "params_b": 1.0, "tokens_t": 2.0,
                        "accelerator": "h100-sxm5-80gb", "source": "Synthetic, test",
                        "energy_scope": "none"}])
    sh = _shapes([["x", 16, 16, 2048, 32, 64, 8192, None, "s", ""]])
    plain = disclosure_columns(df, shapes=sh.iloc[:0])
    full = disclosure_columns(df, shapes=sh)
    ratio = (6e9 + 12 * 16 * 2048 * 4096) / 6e9
    assert full["ideal_gpu_hours_at_eff1"][0] / plain["ideal_gpu_hours_at_eff1"][0] == \
        pytest.approx(ratio)
    assert full["attention_share"][0] == pytest.approx(1 - 1 / ratio)
    assert plain["attention_share"][0] == 0.0


def test_every_bundled_disclosure_with_tokens_has_a_shape_beside_its_table():
    for d in (data_dir(), data_dir() / "validation"):
        rows = pd.read_csv(d / "disclosures.csv")
        shapes = pd.read_csv(d / "disclosure_shapes.csv")
        ids = set(shapes["disclosure_id"])
        missing = sorted(set(rows.loc[rows["tokens_t"].notna(), "id"]) - ids)
        assert not missing, f"{d.name}: rows with tokens but no shape: {missing}"
        assert not sorted(ids - set(rows["id"])), f"{d.name}: shapes of rows not in its table"


def _bundled_shapes_of(tmp_path, monkeypatch, edit):
    """``rows._bundled_shapes()`` on a copy of data/ after ``edit(data_copy)``."""
    import shutil

    from lifecycle.bayes import rows as R

    data = tmp_path / "data"
    shutil.copytree(data_dir(), data)
    edit(data)
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(data))
    return R._bundled_shapes()


def test_a_shape_in_both_files_is_one_clear_error(tmp_path, monkeypatch):
    from lifecycle.errors import LifecycleInputError

    def twice(data):
        cal = (data / "disclosure_shapes.csv").read_text().splitlines()
        with (data / "validation" / "disclosure_shapes.csv").open("a") as f:
            f.write(cal[1] + "\n")  # the first calibration row's shape, again

    with pytest.raises(LifecycleInputError, match="also in data/disclosure_shapes.csv"):
        _bundled_shapes_of(tmp_path, monkeypatch, twice)


def test_latent_attention_counts_the_mean_of_key_and_value_widths():
    # DeepSeek-V3-like: 128 heads, query/key 192, value 128, 4096 tokens:
    # 12 x 61 x 128 x 160 x 2048 per token (Q K^T at 192, A V at 128)
    sh = _shapes([["m", 61, 61, 7168, 128, 192, 4096, None, "s", ""]])
    sh.insert(6, "v_head_dim", [128])
    at = attention_flops(attention_columns(["m"], sh))
    assert at[0] == pytest.approx(12 * 61 * 128 * 160 * 2048)


def test_incomplete_shapes_count_no_attention_and_say_so():
    sh = _shapes([["s", 64, 0, 4096, None, None, None, None, "s", "pure SSM"],
                  ["t", 32, 32, None, 32, None, 4096, None, "s", "no head_dim"],
                  ["u", 32, 32, 4096, 32, 128, None, None, "s", "no seq_len"]])
    a = attention_columns(["s", "t", "u"], sh)
    assert attention_flops(a).tolist() == [0.0, 0.0, 0.0]
    assert a["note"][0] == ""  # no attention layers: nothing missing
    assert "incomplete" in a["note"][1] and "no training seq_len" in a["note"][2]
    # a stage that states its own length still counts row u's attention
    assert attention_flops(a, 8192.0, 2) == pytest.approx(12 * 32 * 4096 * 4096)


def test_disclosure_scores_split_small_and_moe_runs():
    from lifecycle.validate.disclosures import regimes, score_table
    from lifecycle.metrics import scores

    df = pd.DataFrame({"arch": ["dense", "dense", "moe"], "params_b": [1.0, 70.0, 42.0],
                       "active_params_b": [np.nan, np.nan, 6.6],
                       "gpu_hours": [100.0, 1000.0, 400.0], "wall_clock_days": [np.nan] * 3})
    r = regimes(df)
    assert r["<=3B"].tolist() == [True, False, False] and r["moe"].tolist() == [False, False, True]
    out = pd.DataFrame({f"pred_{q}_{p}": v for q in ("gpu_hours", "wall_clock_days", "energy_mwh",
                                                    "tco2e_location", "water_m3")
                        for p, v in (("p05", [50.0, 500.0, 100.0]), ("p50", [110.0, 900.0, 200.0]),
                                     ("p95", [200.0, 2000.0, 300.0]))})
    for q in ("energy_mwh", "tco2e_location", "water_m3"):
        for p in ("p05", "p50", "p95"):
            out[f"pred_{q}_given_hours_{p}"] = np.nan
    sc = score_table(df, out, scores)
    # the small run: 110 vs 100 (10%), inside; the MoE run: 200 vs 400 (50%), outside
    assert sc["gpu_hours [<=3B]"]["n"] == 1 and sc["gpu_hours [<=3B]"]["median_ape"] == pytest.approx(0.1)
    assert sc["gpu_hours [moe]"]["median_ape"] == pytest.approx(0.5)
    assert sc["gpu_hours [moe]"]["coverage90"] == 0.0
    assert sc["gpu_hours"]["n"] == 3


def test_frozen_shapes_obey_the_shape_rules(tmp_path, monkeypatch):
    from lifecycle.errors import LifecycleInputError

    def more_attention_than_layers(data):
        val = data / "validation" / "disclosure_shapes.csv"
        head, *body = val.read_text().splitlines()
        cols = head.split(",")
        cells = next(csv.reader([body[0]]))
        cells[cols.index("attention_layers")] = str(int(float(cells[cols.index("layers")])) + 1)
        buf = io.StringIO()
        csv.writer(buf, lineterminator="\n").writerow(cells)
        val.write_text("\n".join([head, buf.getvalue().rstrip("\n"), *body[1:]]) + "\n")

    with pytest.raises(LifecycleInputError, match="attention_layers"):
        _bundled_shapes_of(tmp_path, monkeypatch, more_attention_than_layers)
