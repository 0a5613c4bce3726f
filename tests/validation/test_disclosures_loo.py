"""`lifecycle validate disclosures` on the bundled disclosures (data/disclosures.csv:
LLaMA Table 15, BLOOM, Patterson et al. 2021 Table 4, Llama 3/3.1 model cards,
DeepSeek-V3 Table 1, PaLM, Gopher, Falcon, StarCoder, Phi-4).

The prior-mode run checks the file contract; the leave-one-source-out run
(`slow`: one short disclosure-only fit per source with tokens) checks that held-out
GPU-hours land inside their 90% predictive intervals (>= 80%) with a bounded
median error.
"""

import numpy as np
import pandas as pd
import pytest

from lifecycle.bayes.predict import PRED_COLUMNS
from lifecycle.cli import main
from lifecycle.paths import data_dir

NO_TOKENS = {"t5-11b", "meena", "gshard-600b", "switch-1.5t", "xlm", "olmo-dev-7b", "olmo-dev-13b",
             "luciole-dev-1b", "luciole-dev-8b", "luciole-dev-23b", "llama3.2-vision-11b",
             "llama3.2-vision-90b"}


def test_prior_predictions_have_every_column(tmp_path, capsys):
    out = tmp_path / "pred.csv"
    rc = main(["validate", "disclosures", "--disclosures", str(data_dir() / "disclosures.csv"),
               "--output", str(out), "--prior", "--draws", "500"])
    assert rc == 0
    df = pd.read_csv(out)
    src = pd.read_csv(data_dir() / "disclosures.csv")
    assert list(df.columns[: len(src.columns)]) == list(src.columns)
    assert set(PRED_COLUMNS) <= set(df.columns)
    text = capsys.readouterr().out
    assert "gpu_hours" in text and "naive_gpu_hours" in text
    has = df[~df["id"].isin(NO_TOKENS)]
    for q in ("gpu_hours", "energy_mwh", "tco2e_location"):
        assert (has[f"pred_{q}_p05"] <= has[f"pred_{q}_p50"]).all()
        assert (has[f"pred_{q}_p50"] <= has[f"pred_{q}_p95"]).all()
    # rows without tokens are never given invented GPU-hours
    assert df[df["id"].isin(NO_TOKENS)]["pred_gpu_hours_p50"].isna().all()
    assert df[df["id"].isin(NO_TOKENS)]["pred_status"].str.startswith("no_tokens").all()


def test_protocol_prints_three_numbers_apart(tmp_path, capsys):
    out = tmp_path / "frozen.csv"
    rc = main(["validate", "disclosures", "--prior", "--draws", "300", "--output", str(out)])
    assert rc == 0
    text = capsys.readouterr().out
    i1, i2, i3 = (text.index(h) for h in ("1. in-sample", "2. leave-one-publisher-out",
                                           "3. frozen validation table"))
    assert i1 < i2 < i3
    # water (the OLMo development rows: no tokens; moved to calibration because a prior
    # cites their study) is scored in-sample from the disclosed GPU-hours; model-card
    # emissions are scored in-sample
    assert "water_m3|hours" in text[i1:i2]
    assert "card_tco2e" in text[i1:i2]
    df = pd.read_csv(out)
    assert len(df) == len(pd.read_csv(data_dir() / "validation" / "disclosures.csv"))
    assert set(PRED_COLUMNS) <= set(df.columns)


def test_bad_file_is_a_clean_error(tmp_path, capsys):
    bad = tmp_path / "bad.csv"
    bad.write_text("id,model\nx,y\n")
    rc = main(["validate", "disclosures", "--disclosures", str(bad), "--output",
               str(tmp_path / "o.csv"), "--prior"])
    assert rc == 2
    assert "missing" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.validation
def test_leave_one_source_out(tmp_path, monkeypatch):
    from lifecycle.bayes.calibrate import Settings
    from lifecycle.validate.disclosures import validate_disclosures

    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path))
    df = pd.read_csv(data_dir() / "disclosures.csv")
    # predict the rows with GPU-hours (each from a refit without its source, on
    # every other bundled row): sources with only days or energy need no refit here
    scored = df[np.isfinite(pd.to_numeric(df.tokens_t, errors="coerce")
                            * pd.to_numeric(df.gpu_hours, errors="coerce"))]
    assert len(scored) >= 15
    s = Settings(draws=200, tune=300, chains=2, seed=0, steptime=False)
    out, sc = validate_disclosures(scored, mode="loo", settings=s, draws=2000)
    g = sc["gpu_hours"]
    assert g["n"] == len(scored)
    # disclosure-only refits (no step-time block, to keep the test short), 2 x 200
    # draws, publisher groups (all Meta cards together), disclosure_overhead and
    # extra_work_* fitted by the likelihood from weakly informative priors (issue 15:
    # the earlier informative overhead prior was derived from a posterior fitted on
    # these rows): median GPU-hours error 32.1%, coverage >= 80% (the protocol's 4-chain
    # refits: 32.4%, 19 of 23). With the withdrawn prior: 27.1% by publisher, 22.0% by
    # source (text before the first comma). The naive
    # constant-MFU baseline has 27.2%. Tolerances: the coverage target
    # (>= 80%) and a median error no worse than 40% (measured 32% + its refit spread).
    assert g["coverage90"] >= 0.8
    assert g["median_ape"] <= 0.40
    # no held-out row is over-predicted wildly. Largest measured: DCLM 7B (2x) +92%
    # with the DataComp-LM rows held out together (their 'Train H100 hours' count the
    # benchmark harness's training only), LLaMA-13B +56% before those rows were
    # calibration; bound 125% (the measured value plus the refit spread of a
    # five-row publisher)
    ape = (out["pred_gpu_hours_p50"] / pd.to_numeric(out["gpu_hours"], errors="coerce") - 1)
    assert ape.max() < 1.25


def test_unknown_accelerator_and_empty_cells_are_row_statuses(tmp_path, capsys):
    # a user's file of other published runs: one unknown id must not sink the others
    cols = pd.read_csv(data_dir() / "disclosures.csv", nrows=0).columns
    rows = [{"id": "llama2-70b", "model": "Llama 2 70B", "arch": "dense", "params_b": 69,
             "tokens_t": 2.0, "accelerator": "a100-sxm4-80gb", "gpu_hours": 1720320,
             "source": "Touvron et al. 2023b, Llama 2, Table 2"},
            {"id": "other", "model": "x", "arch": "dense", "params_b": 7, "tokens_t": 1.0,
             "accelerator": "gaudi-9", "source": "hypothetical"},
            {"id": "no-tokens", "params_b": 7, "accelerator": "h100-sxm5-80gb", "source": "z"}]
    f = tmp_path / "d.csv"
    pd.DataFrame(rows, columns=cols).to_csv(f, index=False)
    out = tmp_path / "o.csv"
    assert main(["validate", "disclosures", "--disclosures", str(f), "--output", str(out),
                 "--prior", "--draws", "300"]) == 0
    df = pd.read_csv(out).set_index("id")
    assert df.loc["llama2-70b", "pred_status"].startswith("ok")
    assert np.isfinite(df.loc["llama2-70b", "pred_gpu_hours_p50"])
    assert df.loc["other", "pred_status"].startswith("unsupported: unknown accelerator 'gaudi-9'")
    assert np.isnan(df.loc["other", "pred_gpu_hours_p50"])
    assert df.loc["no-tokens", "pred_status"].startswith("no_tokens")
