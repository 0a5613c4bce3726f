"""The blind predictions of rows before they joined the calibration, as one table.

Every batch of new calibration rows is predicted once by the posterior of the commit before
it and only then added; ``data/validation/README.md`` ("Predictions of new calibration rows
before they joined") logs each batch in prose. ``data/validation/blind_predictions.csv``
holds the figures of those entries, one line per (entry, quantity, variant), each with the
verbatim fragment of the entry it was read from (a test re-reads the README against it).
Summed over entries they are a prequential score: rows no fit had seen, predicted by the
model of their day -- a fourth number beside in-sample, held-out and frozen, not a
replacement for the frozen table (the model changed between entries).
"""

from __future__ import annotations

import pandas as pd

from lifecycle.dataschema import VALIDATION_SCHEMAS

__all__ = ["BLIND_FILE", "load_blind", "blind_table", "blind_section", "VARIANTS"]

BLIND_FILE = "blind_predictions.csv"
# as an unseen publisher (no publisher offset, the full out-of-distribution discrepancy), or
# with the row's calibration publisher's own fitted offset: the values the table's schema allows
VARIANTS = VALIDATION_SCHEMAS["blind_predictions"][0].cols["variant"].allowed


def load_blind(path=None) -> pd.DataFrame:
    """The table (``data/validation/blind_predictions.csv`` unless ``path``)."""
    from lifecycle.paths import data_dir

    return pd.read_csv(path or data_dir() / "validation" / BLIND_FILE)


def blind_section(quantity: str, what: str) -> tuple[str, pd.DataFrame] | None:
    """Title and table of the validation protocol's fourth section for ``quantity`` (``what``
    names the rows in the title), or None where the log has no such entry."""
    tab = blind_table(load_blind(), quantity)
    if tab.empty:
        return None
    return (f"4. blind: {what} predicted before they joined the calibration, each by the "
            f"posterior of its day (data/validation/{BLIND_FILE})", tab)


def blind_table(df: pd.DataFrame, quantity: str) -> pd.DataFrame:
    """Per variant: entries, rows, rows whose inside count is known, inside, their 90%
    coverage (pooled over rows) and the row-weighted MAPE of the entries that give one. [%]"""
    out = []
    for v in VARIANTS:
        d = df[(df["quantity"] == quantity) & (df["variant"] == v)]
        if d.empty:
            continue
        rows = d["rows_count"].astype(float)
        known = d["inside_90_count"].notna()
        inside = float(d.loc[known, "inside_90_count"].sum())
        n_known = float(rows[known].sum())
        has_mape = d["mape_pct"].notna()
        w = rows[has_mape]
        out.append({"variant": v, "entries": int(d["entry"].nunique()), "rows": int(rows.sum()),
                    "rows_counted": int(n_known), "inside_90": int(inside),
                    "coverage_90": inside / n_known if n_known else float("nan"),
                    "mape_pct_row_weighted": (float((d.loc[has_mape, "mape_pct"] * w).sum() / w.sum())
                                              if w.sum() else float("nan"))})
    return pd.DataFrame(out)
