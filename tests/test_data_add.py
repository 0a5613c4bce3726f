"""`lifecycle data add`, the prediction ledger and the user data directory (issue 18).

Fast tests: bad rows change nothing; the overlay adds and replaces; the
two-file commit is all-or-nothing when interrupted (in-process and by a killed
process); the ledger's summary against a hand count. The slow test adds a good
row on a small real disclosure-only fit and checks its prediction against
`validate disclosures` on the same posterior.
"""

from __future__ import annotations

import csv
import hashlib
import io
import math
import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from lifecycle import paths
from lifecycle.cli import main

REPO = Path(__file__).resolve().parent.parent


def _snapshot(*roots) -> dict:
    out = {}
    for root in roots:
        for p in sorted(Path(root).rglob("*")):
            if p.is_file():
                out[str(p)] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def _disclosure_file(path: Path, **changes) -> Path:
    """One row in the layout of data/disclosures.csv: llama2-7b's facts with a new id."""
    rows = list(csv.reader(open(paths.bundled_data_dir() / "disclosures.csv", newline="")))
    header = rows[0]
    rec = dict(zip(header, next(r for r in rows[1:] if r[0] == "llama2-7b"), strict=True))
    rec["id"] = "new-run"
    drop = changes.pop("_drop", None)
    extra = changes.pop("_extra", None)
    rec.update(changes)
    cols = [c for c in header if c != drop] + ([extra] if extra else [])
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(cols)
        w.writerow([rec.get(c, "x") for c in cols])
    return path


@pytest.fixture
def full_copy(tmp_path, monkeypatch):
    """A complete copy of the bundled data (it replaces the bundle) and a private cache."""
    d = tmp_path / "data"
    shutil.copytree(paths.bundled_data_dir(), d, ignore=shutil.ignore_patterns("scenarios"))
    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("LIFECYCLE_DATA_DIR", raising=False)
    return d


BAD = {
    "missing source": ({"source": ""}, "source: empty (a value is required)"),
    "negative GPU-hours": ({"gpu_hours": "-5"}, "gpu_hours: must be > 0, got -5"),
    "unknown accelerator": ({"accelerator": "h900"},
                            "accelerator: unknown id 'h900' (not in data/accelerators.csv)"),
    "duplicate id": ({"id": "llama2-7b"}, "id: already in data/disclosures.csv (pass --replace"),
    "wrong layout": ({"_drop": "tokens_t", "_extra": "tokens"},
                     "tokens_t: missing required column"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_row_exits_2_and_changes_nothing(case, full_copy, tmp_path, capsys):
    changes, message = BAD[case]
    f = _disclosure_file(tmp_path / "new.csv", **dict(changes))
    before = _snapshot(full_copy, paths.bundled_data_dir(), tmp_path)
    rc = main(["data", "add", str(f), "--data-dir", str(full_copy), "--no-calibrate"])
    err = capsys.readouterr().err
    assert rc == 2
    assert message in err, err
    assert all(line.startswith("error: ") for line in err.strip().splitlines())
    assert _snapshot(full_copy, paths.bundled_data_dir(), tmp_path) == before


def test_bad_rows_one_line_per_problem(full_copy, tmp_path, capsys):
    f = _disclosure_file(tmp_path / "new.csv", gpu_hours="-5", accelerator="h900", source="")
    assert main(["data", "add", str(f), "--data-dir", str(full_copy)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 3


def _overlay(tmp_path) -> Path:
    """An overlay: llama1-7b replaced (GPU-hours 99,999), a new row, one measurement replaced."""
    ov = tmp_path / "mine"
    (ov / "measurements").mkdir(parents=True)
    rows = list(csv.reader(open(paths.bundled_data_dir() / "disclosures.csv", newline="")))
    h = rows[0]
    old = list(next(r for r in rows[1:] if r[0] == "llama1-7b"))
    old[h.index("gpu_hours")] = "99999"
    new = list(old)
    new[0] = "my-run"
    with open(ov / "disclosures.csv", "w", newline="") as f:
        csv.writer(f).writerows([h, old, new])
    m = paths.bundled_data_dir() / "measurements" / "steptime_measurements.csv"
    mr = list(csv.reader(open(m, newline="")))
    first = list(mr[1])
    first[mr[0].index("tokens_per_s_per_gpu")] = "1234"
    # a re-measured step: the step time moves with the rate (the data check holds them together)
    c = {k: float(first[mr[0].index(k)]) for k in ("global_batch_seqs", "seq_len", "num_gpus")}
    first[mr[0].index("step_time_s")] = f"{c['global_batch_seqs'] * c['seq_len'] / (1234 * c['num_gpus']):.6g}"
    with open(ov / "measurements" / m.name, "w", newline="") as f:
        csv.writer(f).writerows([mr[0], first])
    return ov


def test_overlay_adds_and_replaces(tmp_path, monkeypatch):
    from lifecycle import overlay, tables
    from lifecycle.bayes.cache import cache_key

    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("LIFECYCLE_DATA_DIR", raising=False)
    bundled = tables.load("disclosures")
    key_bundled = cache_key({"x": 1})
    ov = _overlay(tmp_path)
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(ov))
    eff = paths.data_dir()
    assert eff != ov and eff.is_dir()
    d = tables.load("disclosures")
    assert len(d) == len(bundled) + 1
    assert d["id"].tolist()[:len(bundled)] == bundled["id"].tolist()  # replaced in place
    assert d.loc[d.id == "llama1-7b", "gpu_hours"].item() == 99999
    assert d["id"].iloc[-1] == "my-run"
    # a table the overlay lacks comes from the bundle
    pd.testing.assert_frame_equal(tables.load("accelerators"),
                                  tables.load("accelerators", paths.bundled_data_dir()))
    meas = pd.read_csv(eff / "measurements" / "steptime_measurements.csv")
    base = pd.read_csv(paths.bundled_data_dir() / "measurements" / "steptime_measurements.csv")
    assert len(meas) == len(base) and meas["tokens_per_s_per_gpu"].iloc[0] == 1234
    info = overlay.info()
    assert info["replaced"] == {"disclosures.csv": ["llama1-7b"],
                                "measurements/steptime_measurements.csv": [str(base.row_id[0])]}
    assert info["added"] == {"disclosures.csv": ["my-run"]}
    assert cache_key({"x": 1}) != key_bundled  # the overlay's data is in the cache key
    assert main(["data", "check"]) == 0


def test_overlay_bad_cell_names_the_overlay_file(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path / "cache"))
    ov = tmp_path / "mine"
    ov.mkdir()
    _disclosure_file(ov / "disclosures.csv", gpu_hours="lots")
    assert main(["--data-dir", str(ov), "data", "check"]) == 2
    assert f"{ov / 'disclosures.csv'}: row 1 (new-run): gpu_hours: not a number: 'lots'" in \
        capsys.readouterr().err


def test_complete_directory_replaces_the_bundle(full_copy, monkeypatch):
    from lifecycle import tables

    lines = (full_copy / "disclosures.csv").read_text().splitlines(keepends=True)
    staged = {ln.split(",", 1)[0] for ln in (full_copy / "disclosure_stages.csv").read_text().splitlines()}
    # delete the last row that no stage row refers to (a stage row of a deleted id is an error)
    last = max(i for i, ln in enumerate(lines) if i > 0 and ln.split(",", 1)[0] not in staged)
    (full_copy / "disclosures.csv").write_text("".join(lines[:last] + lines[last + 1:]))
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(full_copy))
    assert paths.data_dir() == full_copy.resolve()
    assert len(tables.load("disclosures")) == len(lines) - 2


def test_commit_interrupted_in_process_rolls_forward(tmp_path):
    from lifecycle.fileio import JOURNAL, commit_files

    (tmp_path / "t.csv").write_text("a\n1\n")
    (tmp_path / "ledger.csv").write_text("x\n")

    def stop(i):
        if i == 1:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        commit_files(tmp_path, {"t.csv": b"a\n1\n2\n", "ledger.csv": b"x\ny\n"}, stop)
    assert (tmp_path / "t.csv").read_text() == "a\n1\n2\n"
    assert (tmp_path / "ledger.csv").read_text() == "x\ny\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ledger.csv", "t.csv"]
    assert not (tmp_path / JOURNAL).exists()


_KILL = """
import os, sys
from pathlib import Path
from lifecycle.fileio import commit_files
root = Path(sys.argv[1]); at = int(sys.argv[2])
def die(i):
    if i == at:
        os._exit(9)  # killed: no cleanup, no finally
commit_files(root, {"t.csv": b"a\\n1\\n2\\n", "ledger.csv": b"x\\ny\\n"}, die)
"""


@pytest.mark.parametrize("at", [0, 1])
def test_commit_killed_between_renames_recovers(tmp_path, at):
    from lifecycle import ledger
    from lifecycle.fileio import JOURNAL

    (tmp_path / "t.csv").write_text("a\n1\n")
    (tmp_path / "ledger.csv").write_text("x\n")
    r = subprocess.run([sys.executable, "-c", _KILL, str(tmp_path), str(at)], cwd=REPO)
    assert r.returncode == 9
    assert (tmp_path / JOURNAL).exists()  # killed past the commit point
    assert (tmp_path / "t.csv").read_text() == ("a\n1\n2\n" if at == 1 else "a\n1\n")
    assert (tmp_path / "ledger.csv").read_text() == "x\n"
    ledger.read(tmp_path)  # any reader of the directory finishes the commit first
    assert (tmp_path / "t.csv").read_text() == "a\n1\n2\n"
    assert (tmp_path / "ledger.csv").read_text() == "x\ny\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ledger.csv", "t.csv"]


def test_commit_killed_before_journal_rolls_back(tmp_path):
    from lifecycle.fileio import recover_files

    (tmp_path / "t.csv").write_text("a\n1\n")
    (tmp_path / ".lifecycle-stage.t.csv").write_text("a\n1\n2\n")  # staged, never committed
    assert recover_files(tmp_path) == "rolled back"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.csv"]
    assert (tmp_path / "t.csv").read_text() == "a\n1\n"


def test_ledger_summary_by_hand():
    from lifecycle import ledger as L

    pred = pd.DataFrame({
        "id": ["a", "b", "c"], "gpu_hours": [100.0, 200.0, 50.0],
        "pred_gpu_hours_p05": [50.0, 100.0, 60.0], "pred_gpu_hours_p50": [110.0, 100.0, 80.0],
        "pred_gpu_hours_p95": [200.0, 150.0, 90.0],
        "tco2e_location": [1.0, None, None], "pred_tco2e_location_p05": [0.5, 1, 1],
        "pred_tco2e_location_p50": [2.0, 1, 1], "pred_tco2e_location_p95": [3.0, 1, 1]})
    lines = L.ledger_lines("disclosures", pred, added_utc="2026-01-01T00:00:00Z",
                           model_hash="m", data_hash_before="d", posterior="p")
    assert len(lines) == 4  # three GPU-hours, one tCO2e; undisclosed quantities get none
    s = L.summary(lines).set_index("quantity")
    assert s.loc["gpu_hours", "coverage90"] == pytest.approx(1 / 3)  # only 'a' inside
    errs = sorted([abs(math.log(1.1)), abs(math.log(0.5)), abs(math.log(1.6))])
    assert s.loc["gpu_hours", "median_abs_log_error"] == pytest.approx(errs[1])
    assert s.loc["tco2e_location", "coverage90"] == 1.0
    assert s.loc["all", "lines"] == 4


@pytest.mark.slow
def test_good_row_prediction_matches_validate_disclosures(full_copy, tmp_path, monkeypatch):
    """One row, one table line, one ledger line per disclosed quantity; the prediction is
    `validate disclosures`' on the same posterior (a small real disclosure-only fit)."""
    from lifecycle.bayes.calibrate import Settings
    from lifecycle.dataadd import add
    from lifecycle.validate.disclosures import validate_disclosures

    s = Settings(draws=300, tune=400, chains=2, steptime=False)
    f = _disclosure_file(tmp_path / "new.csv")
    twin = tmp_path / "twin"  # same tables: same posterior key
    shutil.copytree(full_copy, twin)
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(full_copy))
    ref, _ = validate_disclosures(pd.read_csv(f), mode="posterior", settings=s, file=str(f))
    monkeypatch.delenv("LIFECYCLE_DATA_DIR")
    table_before = (full_copy / "disclosures.csv").read_text()
    ledger_before = (full_copy / "ledger.csv").read_text() if (full_copy / "ledger.csv").exists() \
        else None
    res = add(f, data_dir=full_copy, calibrate=False, settings=s, accept_diagnostics=True)
    table_after = (full_copy / "disclosures.csv").read_text()
    assert table_after.startswith(table_before)
    added = table_after[len(table_before):].splitlines()
    assert len(added) == 1 and added[0].startswith("new-run,")
    # llama2-7b discloses GPU-hours and location tCO2e only
    assert res.ledger["quantity"].tolist() == ["gpu_hours", "tco2e_location"]
    for q in ("gpu_hours", "tco2e_location"):
        for p in ("p05", "p50", "p95"):
            assert res.predictions[f"pred_{q}_{p}"].item() == ref[f"pred_{q}_{p}"].item()
    led = pd.read_csv(full_copy / "ledger.csv")
    n_before = len(pd.read_csv(io.StringIO(ledger_before))) if ledger_before else 0
    assert len(led) == n_before + 2
    new_lines = led.tail(2)
    assert new_lines["row_id"].tolist() == ["new-run", "new-run"]
    assert new_lines["pred_p50"].tolist() == pytest.approx(
        [ref["pred_gpu_hours_p50"].item(), ref["pred_tco2e_location_p50"].item()], rel=1e-5)
    assert set(new_lines["record"]) == {"prospective"}

    # the same add interrupted after the first of its two renames (table, then ledger):
    # both files end up updated, with the same lines as the uninterrupted add
    def stop(i):
        if i == 1:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        add(f, data_dir=twin, calibrate=False, settings=s, accept_diagnostics=True,
            _before_rename=stop)
    assert (twin / "disclosures.csv").read_text() == table_after
    tl = pd.read_csv(twin / "ledger.csv")
    assert len(tl) == len(led)
    assert tl["pred_p50"].tolist() == pytest.approx(led["pred_p50"].tolist(), nan_ok=True)


def test_ledger_command_prints_and_plots(full_copy, tmp_path, capsys):
    from lifecycle import ledger as L

    pred = pd.DataFrame({"id": ["a", "b"], "gpu_hours": [100.0, 200.0],
                         "pred_gpu_hours_p05": [50.0, 100.0], "pred_gpu_hours_p50": [110.0, 100.0],
                         "pred_gpu_hours_p95": [200.0, 150.0]})
    parts = [L.ledger_lines("disclosures", pred.iloc[[i]], added_utc=t, model_hash="m",
                            data_hash_before="d", posterior="p")
             for i, t in enumerate(["2025-03-01T10:00:00Z", "2026-01-02T10:00:00Z"])]
    (full_copy / "ledger.csv").write_text(L.to_csv_text(pd.concat(parts), header=True))
    png = tmp_path / "ledger.png"
    assert main(["ledger", "--data-dir", str(full_copy), "--plot", str(png)]) == 0
    out = capsys.readouterr().out
    assert "2 lines, 2 rows" in out
    assert "2025" in out and "2026" in out and "50%" in out  # one of two inside
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_replace_goes_where_the_row_is(full_copy, tmp_path, monkeypatch):
    """--replace: in a complete directory the row is replaced in place (other rows keep
    their cells); in an overlay the replacing row goes to the overlay's own file."""
    from lifecycle.dataadd import _new_contents, validate_rows

    f = _disclosure_file(tmp_path / "new.csv", id="llama2-7b", gpu_hours="190000")
    _, have = validate_rows(f, "disclosures", full_copy, replace=True)
    out = _new_contents("disclosures", f, full_copy, have, replace=True)
    old = list(csv.reader(open(full_copy / "disclosures.csv", newline="")))
    new = list(csv.reader(io.StringIO(out["disclosures.csv"].decode())))
    assert len(new) == len(old)
    changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
    assert [new[i][0] for i in changed] == ["llama2-7b"]
    assert new[changed[0]][old[0].index("gpu_hours")] == "190000"

    ov = tmp_path / "mine"
    ov.mkdir()
    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(ov))
    _, have = validate_rows(f, "disclosures", paths.data_dir(), replace=True)
    out = _new_contents("disclosures", f, ov, have, replace=True)
    rows = list(csv.reader(io.StringIO(out["disclosures.csv"].decode())))
    assert rows[0] == old[0] and [r[0] for r in rows[1:]] == ["llama2-7b"]


def test_parameter_table_before_after():
    from types import SimpleNamespace

    import numpy as np

    from lifecycle.moved import parameter_table

    x = np.arange(101, dtype=float)  # p05 = 5, p95 = 95, mean 50
    before = SimpleNamespace(draws={"a": x, "a_z": x, "const": np.ones(101),
                                    "fam": np.ones((101, 3))})
    after = SimpleNamespace(draws={"a": x + 10, "a_z": x, "const": np.ones(101)})
    t = parameter_table(before, after).set_index("parameter")
    assert t.index.tolist() == ["a"]  # varying 1-D draws only, no *_z auxiliaries
    assert t.loc["a", ["mean_before", "p05_before", "p95_before"]].tolist() == [50, 5, 95]
    assert t.loc["a", ["mean_after", "p05_after", "p95_after"]].tolist() == [60, 15, 105]


def test_bundled_ledger_is_a_replay_in_publication_order():
    """data/ledger.csv (scripts/replay_ledger.py): every bundled disclosure, dated by its
    publication month, record = replay, inside_90 and errors consistent with the numbers."""
    import numpy as np

    from lifecycle import ledger as L
    from lifecycle.tables import read_csv

    led = L.read(paths.bundled_data_dir())
    assert list(led.columns) == L.COLUMNS
    assert set(led["record"]) == {"replay"}
    d = read_csv(paths.bundled_data_dir() / "disclosures.csv", ("id",)).set_index("id")
    assert set(led["row_id"]) == set(d.index)
    assert (led["added_utc"].str.slice(0, 7) == d.loc[led["row_id"], "published"].values).all()
    # every line names where its disclosed value comes from: its row's source
    assert (led["source"] == d.loc[led["row_id"], "source"].values).all()
    p = led.dropna(subset=["pred_p50"])
    inside = (p["disclosed"] >= p["pred_p05"]) & (p["disclosed"] <= p["pred_p95"])
    assert (inside == (p["inside_90"].astype(str) == "true")).all()
    assert np.allclose(p["abs_log_error"], np.abs(np.log(p["pred_p50"] / p["disclosed"])),
                       rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("argv", [["--help"], ["data", "add", "--help"], ["ledger", "--help"]])
def test_help_renders(argv, capsys):
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 0 and "usage: lifecycle" in capsys.readouterr().out
