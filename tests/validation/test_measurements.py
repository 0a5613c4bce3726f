"""Step-time model against the bundled measurements (issue 3 targets).

Sources: MosaicML llm-foundry benchmark tables (A100 40/80 GB, H100; FSDP),
vTrain (Bang et al. 2024, arXiv:2312.12391) multi-node and single-node ground
truth (Megatron-DeepSpeed, A100), NVIDIA NeMo 24.07 performance tables (H100
FP8). Targets: MAPE of the p50 tokens/s/GPU <= 12% overall on each file and no
accelerator or source group worse than 20%. The p50 comes from 64 prior draws
(Monte Carlo noise on a p50 of 64 draws is ~1-2% per row, far below the
tolerance); coverage of the 90% interval is checked loosely (>= 50%) because
64 draws resolve p05/p95 only roughly — the CLI uses 200.
"""

import pandas as pd
import pytest

from lifecycle.paths import measurements_dir
from lifecycle.validate.common import coverage, mape_pct
from lifecycle.validate.steptime import load_measurements, predict, sample_prior_draws

FILES = ["steptime_measurements.csv", "steptime_measurements_vtrain_single_node.csv"]


@pytest.fixture(scope="module")
def predictions():
    draws = sample_prior_draws(64, seed=0)
    out = {}
    for f in FILES:
        out[f] = predict(load_measurements(measurements_dir() / f), draws)
    return out


@pytest.mark.parametrize("f", FILES)
def test_mape_overall_and_groups(predictions, f):
    df = predictions[f]
    ok = df[~df.pred_status.str.startswith("unsupported")]
    assert len(ok) == len(df)  # every bundled row is predictable
    obs, p50 = "tokens_per_s_per_gpu", "pred_tokens_per_s_per_gpu_p50"
    assert mape_pct(ok[p50], ok[obs]) <= 12.0
    for col in ("accelerator", "source"):
        for key, g in ok.groupby(col):
            assert mape_pct(g[p50], g[obs]) <= 20.0, (col, key)
    assert coverage(ok.pred_tokens_per_s_per_gpu_p05, ok.pred_tokens_per_s_per_gpu_p95, ok[obs]) >= 0.5


def test_beats_constant_mfu_baseline(predictions):
    df = predictions[FILES[0]]
    base = mape_pct(df.baseline_tokens_per_s_per_gpu, df.tokens_per_s_per_gpu)
    assert base == pytest.approx(29.6, abs=0.1)  # the published baseline figure
    assert mape_pct(df.pred_tokens_per_s_per_gpu_p50, df.tokens_per_s_per_gpu) < base / 2


def test_cli_end_to_end(tmp_path):
    from lifecycle.cli import main

    src = measurements_dir() / FILES[0]
    small = tmp_path / "m.csv"
    pd.read_csv(src).head(12).to_csv(small, index=False)
    out = tmp_path / "o.csv"
    assert main(["validate", "steptime", "--measurements", str(small), "--output", str(out),
                 "--draws", "16", "--prior"]) == 0
    res = pd.read_csv(out)
    assert len(res) == 12 and "pred_tokens_per_s_per_gpu_p50" in res and "pred_notes" in res
    assert main(["validate", "steptime", "--measurements", str(tmp_path / "nope.csv"),
                 "--output", str(out)]) == 2


def test_unpublished_fields_get_documented_defaults(tmp_path):
    # empty text and number cells (pandas 3 keeps them NaN): defaults, said in pred_notes
    src = pd.read_csv(measurements_dir() / FILES[0], nrows=0)
    row = {"row_id": "x", "source": "s", "model": "m", "arch": "dense", "layers": 80,
           "hidden": 8192, "ffn_hidden": 28672, "ffn_gated": "true", "heads": 64,
           "kv_heads": 8, "seq_len": 4096, "global_batch_seqs": 1024, "tp": 8, "pp": 4,
           "num_gpus": 512, "accelerator": "h100-sxm5-80gb", "tokens_per_s_per_gpu": 800}
    df = pd.DataFrame([row], columns=src.columns)
    df.to_csv(tmp_path / "m.csv", index=False)
    out = predict(load_measurements(tmp_path / "m.csv"), sample_prior_draws(32, seed=0))
    r = out.iloc[0]
    assert not r.pred_status.startswith("unsupported"), r.pred_status
    for needle in ("dp not published: num_gpus / (tp*pp*cp) = 16", "precision not published",
                   "vp not published: interleaved schedule assumed, vp = 20",
                   "micro_batch not published", "vocab not published"):
        assert needle in r.pred_notes, (needle, r.pred_notes)
    assert r.pred_tokens_per_s_per_gpu_p05 <= r.pred_tokens_per_s_per_gpu_p50 \
        <= r.pred_tokens_per_s_per_gpu_p95
