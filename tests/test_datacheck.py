"""`lifecycle data check`: passes on the bundled data, fails precisely on corrupted copies."""

import shutil

import pytest

from lifecycle import paths
from lifecycle.cli import main
from lifecycle.datacheck import SCHEMAS, MEASUREMENT_SCHEMA, check, unit_name_ok


# hbm_stacks, tdp_w, idle_w, die_area_mm2, process_node, intra fabric of the H100 row
H100_POWER = ",5,700,74.3,814,tsmc-n4,nvlink4,"


@pytest.fixture
def data_copy(tmp_path):
    d = tmp_path / "data"
    shutil.copytree(paths.REPO_ROOT / "data", d,
                    ignore=shutil.ignore_patterns("scenarios", "derivations"))
    return d


def _edit(path, old, new):
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))


def _run(capsys, *argv):
    rc = main(["data", "check", *argv])
    out = capsys.readouterr()
    return rc, out.out.splitlines()


def test_bundled_data_passes(capsys):
    rc, lines = _run(capsys)
    assert rc == 0
    # every table and every measurement file is checked (measurement files are added as
    # publishers are transcribed, so the count follows the folder)
    root = paths.REPO_ROOT / "data"
    # (ledger.csv is the prediction ledger, a record, not a table: lifecycle/ledger.py)
    n_files = (len([p for p in root.glob("*.csv") if p.name != "ledger.csv"])
               + len(list((root / "measurements").glob("*.csv")))
               + len(list((root / "validation").glob("*.csv"))))
    assert n_files >= 15
    assert len(lines) == 1 and lines[0].startswith(f"data OK: {n_files} files, ")


def test_frozen_validation_tables_are_checked(tmp_path):
    """A broken frozen table is reported as itself (file, row, column), like any table."""
    data = tmp_path / "data"
    shutil.copytree(paths.REPO_ROOT / "data", data)
    val = data / "validation" / "steptime.csv"
    raw = val.read_bytes()
    head, first = raw.split(b"\n")[:2]
    cols = head.decode().rstrip("\r").split(",")
    import csv
    import io

    cells = next(csv.reader(io.StringIO(first.decode().rstrip("\r"))))
    cells[cols.index("zero_stage")] = "7"
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\r\n").writerow(cells)
    val.write_bytes(raw.replace(first + b"\n", buf.getvalue().encode(), 1))
    problems, counts = check(data)
    assert counts["data/validation/steptime.csv"] > 0
    assert [(p.file, p.location.split(": ")[-1]) for p in problems] == [
        ("data/validation/steptime.csv", "zero_stage")]


def test_every_numeric_column_has_a_unit():
    for schema in [*SCHEMAS.values(), MEASUREMENT_SCHEMA]:
        for name, col in schema.cols.items():
            if col.numeric:
                assert unit_name_ok(name), name
    assert not unit_name_ok("power") and unit_name_ok("tdp_w") and unit_name_ok("kgco2e")


def test_every_row_has_a_source():
    problems, counts = check()
    assert problems == []
    assert counts["data/accelerators.csv"] >= 13
    assert counts["data/measurements/steptime_measurements.csv"] == 333
    assert counts["data/measurements/steptime_measurements_vtrain_single_node.csv"] == 1440


def test_measurements_are_verbatim_copies():
    ref = paths.REPO_ROOT.parent / "shared" / "reference-data"
    if not ref.is_dir():
        pytest.skip("reference data not available")
    import pandas as pd

    # the bundled files are the reference files plus optional shape columns appended at
    # the end (head_dim, MoE and MLA shape, activation offload) and documented shape
    # fixes (a row whose notes say "SHAPE FIX" may change ffn_hidden / kv_heads only);
    # every reference cell is otherwise kept verbatim
    for name in ("steptime_measurements.csv", "steptime_measurements_vtrain_single_node.csv"):
        got = pd.read_csv(paths.measurements_dir() / name, dtype=str, keep_default_na=False)
        want = pd.read_csv(ref / name, dtype=str, keep_default_na=False)
        assert list(got.columns[:len(want.columns)]) == list(want.columns)
        assert len(got) == len(want)
        for i in range(len(want)):
            fixed = "SHAPE FIX" in got.at[i, "notes"]
            for c in want.columns:
                if c == "notes":
                    assert got.at[i, c].startswith(want.at[i, c]), (name, i)
                elif not (fixed and c in ("ffn_hidden", "kv_heads")):
                    assert got.at[i, c] == want.at[i, c], (name, i, c)


def test_missing_source(data_copy, capsys):
    # blank the source of the V100 row (row 1 of accelerators.csv) -> exactly one problem
    import csv
    p = data_copy / "accelerators.csv"
    rows = list(csv.reader(p.open()))
    rows[1][rows[0].index("source")] = ""
    with p.open("w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
    rc, lines = _run(capsys, "--data-dir", str(data_copy))
    assert rc == 2
    assert lines == ["data/accelerators.csv: row 1 (v100-sxm2-32gb): source: "
                     "empty (a value is required)"]


def test_duplicate_key(data_copy, capsys):
    _edit(data_copy / "fabrics.csv", "\nnvlink3,", "\nnvlink2,")
    rc, lines = _run(capsys, "--data-dir", str(data_copy))
    assert rc == 2
    assert lines == ["data/fabrics.csv: row 2 (nvlink2): fabric_id: duplicate key (first at row 1)",
                     "data/accelerators.csv: row 2 (a100-sxm4-40gb): default_intra_fabric: "
                     "unknown id 'nvlink3' (not in data/fabrics.csv)",
                     "data/accelerators.csv: row 3 (a100-sxm4-80gb): default_intra_fabric: "
                     "unknown id 'nvlink3' (not in data/fabrics.csv)"]


def test_measurement_fabric_of_the_wrong_kind(data_copy, capsys):
    # a row's intra_fabric must be a scale-up fabric (kind intra), not a network
    _edit(data_copy / "measurements" / "argonne_alcf.csv", ",nvlink3-4gpu-direct\n", ",ib-hdr-200\n")
    rc, lines = _run(capsys, "--data-dir", str(data_copy))
    assert rc == 2
    assert lines == ["data/measurements/argonne_alcf.csv: row 1 (s47h-001): intra_fabric: "
                     "fabric 'ib-hdr-200' is kind inter, expected intra"]


def test_negative_tdp(data_copy, capsys):
    _edit(data_copy / "accelerators.csv", H100_POWER, ",5,-700,74.3,814,tsmc-n4,nvlink4,")
    rc, lines = _run(capsys, "--data-dir", str(data_copy))
    assert rc == 2
    assert lines == ["data/accelerators.csv: row 4 (h100-sxm5-80gb): tdp_w: must be > 0, got -700"]


def test_water_spread_must_hold_the_value(data_copy, capsys):
    _edit(data_copy / "water.csv", "wue-air,onsite_wue,air,0.05,0.01,0.2,",
          "wue-air,onsite_wue,air,0.05,0.08,0.2,")
    rc, lines = _run(capsys, "--data-dir", str(data_copy))
    assert rc == 2
    assert any("water.csv" in ln and "wue-air" in ln and "low_value" in ln for ln in lines), lines


def test_unknown_process_node(data_copy, capsys):
    _edit(data_copy / "accelerators.csv", ",815,tsmc-n12,", ",815,tsmc-n11,")
    rc, lines = _run(capsys, "--data-dir", str(data_copy))
    assert rc == 2
    assert lines == ["data/accelerators.csv: row 1 (v100-sxm2-32gb): process_node: "
                     "unknown id 'tsmc-n11' (not in data/fabrication.csv)"]


def test_missing_column(data_copy, capsys):
    import csv
    p = data_copy / "grid.csv"
    rows = list(csv.reader(p.open()))
    i = rows[0].index("cfe_share")
    with p.open("w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows([r[:i] + r[i + 1:] for r in rows])
    rc, lines = _run(capsys, "--data-dir", str(data_copy))
    assert rc == 2
    assert lines == ["data/grid.csv: cfe_share: missing required column"]


def test_env_var_and_range_rules(data_copy, capsys, monkeypatch):
    # idle above TDP and a grid value outside its own p05..p95, found through LIFECYCLE_DATA_DIR
    _edit(data_copy / "accelerators.csv", H100_POWER, ",5,700,750,814,tsmc-n4,nvlink4,")
    _edit(data_copy / "grid.csv", "country-de,Germany,country,2023,381.0,",
          "country-de,Germany,country,2023,981.0,")
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(data_copy))
    rc, lines = _run(capsys)
    assert rc == 2
    assert lines == ["data/accelerators.csv: row 4 (h100-sxm5-80gb): idle_w: "
                     "must be below tdp_w (700), got 750",
                     "data/grid.csv: row 29 (country-de): gco2e_per_kwh: "
                     "must lie within p05..p95 (205.6..626), got 981"]


def test_missing_data_dir(tmp_path, capsys):
    rc = main(["data", "check", "--data-dir", str(tmp_path / "nope")])
    assert rc == 2
    assert "data directory not found" in capsys.readouterr().err


def test_disclosure_stage_rules(data_copy, capsys):
    # a stage of a disclosure that does not exist, and a distillation without its teacher
    _edit(data_copy / "disclosure_stages.csv", "llama3.1-8b,1,pretraining",
          "llama9-8b,1,pretraining")
    _edit(data_copy / "disclosure_stages.csv", "llama3.2-3b,2,distillation,9.0,,,78.6,false",
          "llama3.2-3b,2,distillation,9.0,,,,")
    rc, lines = _run(capsys, "--data-dir", str(data_copy))
    assert rc == 2
    assert any("disclosure_stages.csv" in ln and "unknown id 'llama9-8b'" in ln
               for ln in lines), lines
    assert any("disclosure_stages.csv" in ln and "teacher_params_b: required for kind "
               "distillation" in ln for ln in lines), lines
