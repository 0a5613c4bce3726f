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

__all__ = ["BLIND_FILE", "load_blind", "blind_table", "VARIANTS"]

BLIND_FILE = "blind_predictions.csv"
# as an unseen publisher (no publisher offset, the full out-of-distribution discrepancy), or
# with the row's calibration publisher's own fitted offset
VARIANTS = ("unseen_publisher", "own_offset")


def load_blind(path=None) -> pd.DataFrame:
    """The table (``data/validation/blind_predictions.csv`` unless ``path``)."""
    from lifecycle.paths import data_dir

    p = path or data_dir() / "validation" / BLIND_FILE
    return pd.read_csv(p, keep_default_na=True)


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
