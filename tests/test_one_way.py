"""One implementation of each shared computation (issue 16 item 13, part): accuracy
metrics, summary statistics, file hash, accelerator families, scenario hash."""

import hashlib
import re
from pathlib import Path

import numpy as np
import pytest

from lifecycle import metrics, paths

PKG = Path(__file__).resolve().parent.parent / "lifecycle"
SCEN = paths.data_dir() / "scenarios"


def test_scores_by_hand_with_nan_and_zero_observations():
    obs = [100.0, 200.0, 50.0, np.nan, 0.0, 80.0]
    p05 = [90.0, 150.0, 60.0, 1.0, 1.0, np.nan]
    p50 = [110.0, 200.0, 75.0, 2.0, 1.0, 100.0]
    p95 = [120.0, 260.0, 90.0, 3.0, 2.0, np.nan]
    s = metrics.scores(obs, p05, p50, p95)
    # errors: 10%, 0%, 50%, 25% (NaN obs and zero obs do not count)
    assert s["n"] == 4
    assert s["mape"] == pytest.approx(0.2125) and s["median_ape"] == pytest.approx(0.175)
    # intervals: rows with finite bounds and obs: 100 in, 200 in, 50 out, 0 out of [1, 2]
    assert s["coverage90"] == pytest.approx(0.5)
    from lifecycle.validate.common import mape_pct, median_abs_error_pct

    assert mape_pct(p50, obs) == pytest.approx(21.25)
    assert median_abs_error_pct(p50, obs) == pytest.approx(17.5)
    assert np.isnan(metrics.scores([np.nan], [1.0], [1.0], [1.0])["mape"])


def test_estimate_summary_and_report_summary_are_one_function():
    from lifecycle.mc import Estimate
    from lifecycle.report.summary import summary_table

    s = {"a": np.array([1.0, np.nan, 3.0, 5.0]), "b": np.array([np.nan, np.nan])}
    est = Estimate("x", {}, s, {"a": "USD"}).summary()
    assert est.equals(summary_table(s, {"a": "USD"}))
    assert est.iloc[0]["mean"] == 3.0 and est.iloc[0]["p50"] == 3.0  # NaN draw ignored
    assert np.isnan(est.iloc[1]["mean"])


def test_one_file_hash():
    from lifecycle import tables
    from lifecycle.bayes.cache import file_hashes
    from lifecycle.fileio import sha256_file

    p = paths.data_dir() / "accelerators.csv"
    assert sha256_file(p) == hashlib.sha256(p.read_bytes()).hexdigest()
    assert tables.table_hashes()["accelerators.csv"] == file_hashes()["data/accelerators.csv"]


def test_one_scenario_hash():
    from lifecycle.mc import estimate
    from lifecycle.scenario import load_scenario, scenario_hash

    sc = load_scenario(SCEN / "gpt3-175b.yaml")
    assert estimate(sc, draws=10, seed=0).provenance["scenario_hash"] == scenario_hash(sc)


def test_one_families_tuple_in_table_schema_model_and_likelihood():
    import pandas as pd

    from lifecycle import dataschema, tables
    from lifecycle.bayes.rows import disclosure_columns
    from lifecycle.model.steptime import FAMILIES

    assert dataschema.FAMILIES is FAMILIES
    assert dataschema.SCHEMAS["accelerators"].cols["family"].allowed == FAMILIES
    df = tables.load("disclosures")
    c = disclosure_columns(df, strict=False)
    acc = tables.load("accelerators").set_index("accelerator_id")
    for i, a in enumerate(df["accelerator"].astype(str)):
        if a in acc.index and c["family_index"][i] >= 0:
            assert FAMILIES[int(c["family_index"][i])] == acc.loc[a, "family"]
    assert isinstance(df, pd.DataFrame)


@pytest.mark.parametrize("pattern, home", [
    (r"^FAMILIES\s*=", "model/steptime.py"),
    (r"\"selective\", \"full\"", "model/recompute.py"),
    (r"sha256\(.*read_bytes", "fileio.py"),
    (r"^def scenario_hash", "scenario/load.py"),
    (r"def (mape|coverage|scores)\b", "metrics.py"),
])
def test_no_second_copy_in_the_package(pattern, home):
    found = sorted(p.relative_to(PKG).as_posix() for p in PKG.rglob("*.py")
                   if re.search(pattern, p.read_text(), flags=re.M))
    assert found == [home], found
