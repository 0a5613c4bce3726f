"""A broken data table stops every command with exit 2, naming the table and the row
(issue 16 item 10); never a parser error attributed to the scenario."""

import shutil

import pytest

from lifecycle import paths
from lifecycle.cli import main

SCENARIO = str(paths.data_dir() / "scenarios" / "gpt3-175b.yaml")


@pytest.fixture
def data_copy(tmp_path, monkeypatch):
    d = tmp_path / "data"
    shutil.copytree(paths.data_dir(), d, ignore=shutil.ignore_patterns("scenarios"))
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(d))
    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path / "cache"))
    return d


def _truncate(path, frac=0.5):
    """Cut the file in the middle of a line, as an interrupted download or copy does."""
    text = path.read_text()
    cut = int(len(text) * frac)
    while text[cut - 1] in "\n,":
        cut += 1
    path.write_text(text[:cut])
    return text[:cut].count("\n")  # the last, partial data row number (1 = first data row)


def _errors(capsys):
    """Problem lines: ``error: ...`` on stderr (``data check`` lists them on stdout)."""
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    return ([line for line in out.err.splitlines() if line.startswith("error:")]
            + [line for line in out.out.splitlines() if line.startswith("data/")])


@pytest.mark.parametrize("argv", [["estimate", SCENARIO, "--prior", "--json", "--draws", "50"],
                                  ["check", SCENARIO], ["data", "check"]])
def test_truncated_accelerators_table_is_named_with_its_row(data_copy, capsys, argv):
    n = _truncate(data_copy / "accelerators.csv")
    assert main(argv) == 2
    errs = [e for e in _errors(capsys) if "more problems (run" not in e]  # the "... and N more" line
    assert errs and all("accelerators.csv" in e for e in errs), errs
    # the cut row is named: a short row ("cells, header has"), or, where the cut falls inside
    # a quoted cell (csv then reads the rest as one cell), the unterminated quote on that row
    assert any(f"row {n}:" in e and ("cells, header has" in e or "unterminated quoted cell" in e)
               for e in errs), errs
    assert not any("gpt3-175b.yaml" in e for e in errs)  # not blamed on the scenario


def test_cut_inside_a_quoted_cell_names_its_row(data_copy, capsys):
    # an interrupted copy that stops inside a quoted cell: csv reads to the end of the file
    # inside that cell, so the short-row check cannot see it; the quote check names the row
    p = data_copy / "water.csv"
    lines = p.read_text().splitlines(keepends=True)
    row3 = lines[3]
    cut = row3.index(',"') + 12  # a few characters into row 3's first quoted cell
    p.write_text("".join(lines[:3]) + row3[:cut])
    assert main(["data", "check"]) == 2
    errs = _errors(capsys)
    assert any("water.csv: row 3:" in e and "unterminated quoted cell" in e for e in errs), errs


def test_garbled_cell_in_accelerators_table(data_copy, capsys):
    p = data_copy / "accelerators.csv"
    lines = p.read_text().splitlines(keepends=True)
    header = lines[0].rstrip("\n").split(",")
    col = header.index("tdp_w")
    cells = lines[3].rstrip("\n").split(",")
    cells[col] = "7OO"  # letter O for zero
    lines[3] = ",".join(cells) + "\n"
    p.write_text("".join(lines))
    assert main(["estimate", SCENARIO, "--prior", "--json", "--draws", "50"]) == 2
    errs = _errors(capsys)
    assert any("accelerators.csv" in e and "row 3" in e and "tdp_w" in e and "7OO" in e
               for e in errs), errs


def test_broken_measurement_table_stops_calibration_inputs(data_copy, capsys):
    from lifecycle.bayes.steptime_block import load_measurements
    from lifecycle.errors import LifecycleInputError

    m = sorted((data_copy / "measurements").glob("*.csv"))[0]
    _truncate(m, 0.7)
    with pytest.raises(LifecycleInputError) as e:
        load_measurements()
    assert any(m.name in p.file for p in e.value.problems)


def test_a_per_gpu_rate_that_disagrees_with_the_step_time_is_named(data_copy, capsys):
    """``tokens_per_s_per_gpu`` that is really a cluster (or per-replica) rate: the row's
    step time says 8x less per accelerator. ``data check`` names the row and the column,
    says what the two columns imply, and exits 2."""
    import pandas as pd

    f = data_copy / "measurements" / "lambda_torchtitan.csv"
    d = pd.read_csv(f, dtype=str, keep_default_na=False)
    row = d.iloc[0]
    implied = (float(row.global_batch_seqs) * float(row.seq_len)
               / (float(row.step_time_s) * float(row.num_gpus)))
    d.loc[0, "tokens_per_s_per_gpu"] = f"{implied * float(row.num_gpus):.1f}"  # the cluster rate
    d.to_csv(f, index=False)
    assert main(["data", "check"]) == 2
    errs = _errors(capsys)
    assert len(errs) == 1, errs
    assert "lambda_torchtitan.csv" in errs[0] and row.row_id in errs[0]
    assert "tokens_per_s_per_gpu" in errs[0] and "within 5%" in errs[0]
