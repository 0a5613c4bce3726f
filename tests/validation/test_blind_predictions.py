"""``data/validation/blind_predictions.csv`` against the log it is read from, and its summary.

Each line's figures must stand verbatim in its README entry ("Predictions of new calibration
rows before they joined"), each entry must have a line, and an inside count must be stated
("k of n inside") or the only whole number its coverage allows. A new entry without a line
fails here, so the table cannot fall behind the log.
"""

from __future__ import annotations

import re

import pandas as pd
import pytest

from lifecycle.paths import data_dir
from lifecycle.validate.blind import VARIANTS, blind_section, blind_table, load_blind

HEADING = "## Predictions of new calibration rows before they joined"
COLUMNS = ["entry", "date", "quantity", "variant", "rows_count", "mape_pct", "median_abs_pct",
           "coverage_90_pct", "inside_90_count", "median_bias_pct", "posterior_commit", "notes",
           "quote"]
NUMBERS = ("rows_count", "mape_pct", "median_abs_pct", "coverage_90_pct", "median_bias_pct")


def _entries() -> dict[int, str]:
    lines = (data_dir() / "validation" / "README.md").read_text(encoding="utf-8").splitlines()
    start = lines.index(HEADING)
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith("## "))
    out, cur = {}, None
    for ln in lines[start + 1:end]:
        m = re.match(r"^(\d+)\. ", ln)
        if m:
            cur = int(m.group(1))
            out[cur] = []
        if cur is not None:
            out[cur].append(ln)
    return {k: " ".join(" ".join(v).split()) for k, v in out.items()}


def _has_number(text: str, tok: str) -> bool:
    return re.search(r"(?<![\d.,])" + re.escape(tok) + r"(?!\d|\.\d|,\d)", text) is not None


@pytest.fixture(scope="module")
def table() -> pd.DataFrame:
    return pd.read_csv(data_dir() / "validation" / "blind_predictions.csv", dtype=str,
                       keep_default_na=False)


def test_every_entry_has_a_line_and_no_line_invents_one(table):
    assert list(table.columns) == COLUMNS
    assert set(table["entry"].astype(int)) == set(_entries())
    assert not table.duplicated(["entry", "quantity", "variant"]).any()
    assert set(table["variant"]) <= set(VARIANTS)


def test_figures_stand_verbatim_in_their_entry(table):
    ents = _entries()
    bad = []
    for r in table.itertuples():
        text = ents[int(r.entry)]
        frags = r.quote.split(" ... ")
        bad += [f"{r.entry}: quote {f!r}" for f in frags if f not in text]
        quote = " ".join(frags)
        if not text.startswith(f"{r.entry}. {r.date}"):
            bad.append(f"{r.entry}: date {r.date}")
        if r.posterior_commit and r.posterior_commit not in quote:
            bad.append(f"{r.entry}: posterior {r.posterior_commit}")
        for c in NUMBERS:
            v = getattr(r, c)
            if v and not _has_number(quote, v):
                bad.append(f"{r.entry}: {c}={v} not in its quote")
            if v and c.endswith("pct") and c != "median_bias_pct" and f"{v}%" not in quote:
                bad.append(f"{r.entry}: {c}={v} not a percentage in its quote")
        if r.inside_90_count:
            k, n = int(r.inside_90_count), int(r.rows_count)
            stated = f"{k} of {n} inside" in quote or (k == n == 2 and "both inside" in quote)
            derivable = bool(r.coverage_90_pct) and [
                j for j in range(n + 1) if abs(100 * j / n - float(r.coverage_90_pct)) <= 0.5] == [k]
            if not (stated or derivable):
                bad.append(f"{r.entry}: inside {k} of {n} neither stated nor derivable")
    assert not bad, bad


def test_summary_pools_rows_by_hand():
    df = pd.DataFrame({
        "entry": [1, 2, 3, 3], "quantity": ["tokens_per_s"] * 4,
        "variant": ["unseen_publisher", "unseen_publisher", "unseen_publisher", "own_offset"],
        "rows_count": [10, 4, 6, 6], "inside_90_count": [9, None, 5, 6],
        "mape_pct": [20.0, 30.0, None, 10.0]})
    t = blind_table(df, "tokens_per_s").set_index("variant")
    u = t.loc["unseen_publisher"]
    assert (u.entries, u.rows, u.rows_counted, u.inside_90) == (3, 20, 16, 14)
    assert u.coverage_90 == pytest.approx(14 / 16)
    assert u.mape_pct_row_weighted == pytest.approx((20 * 10 + 30 * 4) / 14)
    assert t.loc["own_offset", "coverage_90"] == 1.0
    assert blind_table(df, "gpu_hours").empty


def test_the_shipped_table_summarises():
    t = blind_table(load_blind(), "tokens_per_s").set_index("variant")
    assert t.loc["unseen_publisher", "rows_counted"] > 300
    assert 0.0 < t.loc["unseen_publisher", "coverage_90"] <= 1.0
    title, tab = blind_section("tokens_per_s", "rows")
    assert "blind_predictions.csv" in title and len(tab) == len(t)
    assert blind_section("memory_gib", "rows") is None
