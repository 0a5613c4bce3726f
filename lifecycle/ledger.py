"""The prediction ledger: what the tool predicted for a run *before* it learned from it.

``<data dir>/ledger.csv`` gets one line per disclosed quantity of every row that
`lifecycle data add` appends (``record = prospective``), written in the same
atomic step as the table row (:func:`lifecycle.fileio.commit_files`). The
bundled ``data/ledger.csv`` is seeded by ``scripts/replay_ledger.py``
(``record = replay``: each bundled disclosure predicted by a fit on the rows
published before it; its ``added_utc`` is the first day of the row's
publication month, not a time anything was added).

Columns (:data:`COLUMNS`): ``added_utc`` (ISO 8601, UTC), ``table``
(disclosures | measurements), ``row_id``, ``quantity``, ``unit``,
``disclosed`` (the value the row states), ``pred_p05``/``pred_p50``/``pred_p95``
(the 90% predictive interval and median, from the posterior the tool would
have used the moment before), ``inside_90`` (true/false; empty without a
prediction), ``abs_log_error`` (``|ln(pred_p50 / disclosed)|``), ``model_hash``
(:func:`lifecycle.bayes.cache.code_hash`, first 16 hex digits),
``data_hash_before`` (:func:`data_hash` of the tables before the row was
added), ``posterior`` (cache key of the posterior, ``prior`` or a replay fit's
label), ``record`` (prospective | replay) and ``source`` (where the disclosed
value comes from: the ``source`` of the row it was read from).

:func:`summary` is the track record (rows, median absolute error, 90%
coverage per quantity, overall and by period) that `lifecycle ledger` prints
and the report can show; :func:`plot` draws it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pandas as pd

__all__ = ["COLUMNS", "QUANTITIES", "ledger_path", "ledger_lines", "read", "summary",
           "by_period", "format_summary", "plot", "data_hash", "to_csv_text"]

COLUMNS = ["added_utc", "table", "row_id", "quantity", "unit", "disclosed", "pred_p05",
           "pred_p50", "pred_p95", "inside_90", "abs_log_error", "model_hash",
           "data_hash_before", "posterior", "record", "source"]

# table -> (quantity column of the row, unit, prediction column prefix)
QUANTITIES = {
    "disclosures": [("gpu_hours", "GPU-h", "pred_gpu_hours"),
                    ("wall_clock_days", "days", "pred_wall_clock_days"),
                    ("energy_mwh", "MWh", "pred_energy_mwh"),
                    ("tco2e_location", "tCO2e", "pred_tco2e_location")],
    "measurements": [("tokens_per_s_per_gpu", "tokens/s", "pred_tokens_per_s_per_gpu")],
}


def ledger_path(data_dir) -> Path:
    return Path(data_dir) / "ledger.csv"


def data_hash(data_dir=None) -> str:
    """16 hex digits over the sha256 of every table and measurement file of ``data_dir``."""
    from lifecycle.tables import table_hashes

    blob = json.dumps(table_hashes(data_dir), sort_keys=True).encode()
    return hashlib.sha256(blob).hexdigest()[:16]


def _num(v) -> float:
    try:
        return float(v)
    except (TypeError, ValueError):
        return float("nan")


def ledger_lines(table: str, pred: pd.DataFrame, *, added_utc: str, model_hash: str,
                 data_hash_before: str, posterior: str, record: str = "prospective",
                 key: str | None = None) -> pd.DataFrame:
    """One ledger line per disclosed quantity of every row of ``pred``.

    ``pred`` holds the rows (their own columns) with the prediction columns of
    :func:`lifecycle.bayes.predict.predict_disclosures` or
    :func:`lifecycle.validate.steptime.predict`. A quantity the row does not
    state gets no line; one it states but the model cannot predict (no tokens)
    gets a line with empty predictions.
    """
    key = key or ("id" if table == "disclosures" else "row_id")
    lines = []
    for _, r in pred.iterrows():
        for q, unit, pre in QUANTITIES[table]:
            obs = _num(r.get(q))
            if not np.isfinite(obs):
                continue
            lo, mid, hi = (_num(r.get(f"{pre}_{p}")) for p in ("p05", "p50", "p95"))
            ok = np.isfinite([lo, mid, hi]).all() and obs > 0 and mid > 0
            lines.append({
                "added_utc": added_utc, "table": table, "row_id": str(r[key]), "quantity": q,
                "unit": unit, "disclosed": obs,
                "pred_p05": lo, "pred_p50": mid, "pred_p95": hi,
                "inside_90": (("true" if lo <= obs <= hi else "false") if ok else ""),
                "abs_log_error": abs(float(np.log(mid / obs))) if ok else float("nan"),
                "model_hash": model_hash, "data_hash_before": data_hash_before,
                "posterior": posterior, "record": record,
                "source": str(r.get("source", "") or "")})
    return pd.DataFrame(lines, columns=COLUMNS)


def to_csv_text(lines: pd.DataFrame, header: bool) -> str:
    """CSV text of ledger lines (numbers with 6 significant digits)."""
    return lines[COLUMNS].to_csv(index=False, header=header, float_format="%.6g",
                                 lineterminator="\n")


def read(data_dir=None) -> pd.DataFrame:
    """The ledger of ``data_dir`` (default: the effective data directory); empty if none.

    A `data add` interrupted between its renames is finished first
    (:func:`lifecycle.fileio.recover_files`).
    """
    from lifecycle import paths
    from lifecycle.fileio import recover_files

    root = Path(data_dir) if data_dir is not None else paths.data_dir()
    recover_files(root)
    p = ledger_path(root)
    if not p.is_file():
        return pd.DataFrame(columns=COLUMNS)
    df = pd.read_csv(p, dtype={"row_id": str, "inside_90": str, "model_hash": str,
                               "data_hash_before": str, "posterior": str, "source": str},
                     keep_default_na=False, na_values=[""])
    if "source" not in df:  # a ledger written before the column existed
        df["source"] = ""
    return df


def _scores(g: pd.DataFrame) -> dict:
    pred = g.dropna(subset=["abs_log_error"])
    inside = pred["inside_90"].astype(str).str.lower() == "true"
    med = float(pred["abs_log_error"].median()) if len(pred) else float("nan")
    return {"lines": int(len(g)), "predicted": int(len(pred)),
            "median_abs_log_error": med,
            # the same error as a factor: the median prediction is off by x(1 + this)
            "median_error_factor": float(np.exp(med)) if np.isfinite(med) else float("nan"),
            "coverage90": float(inside.mean()) if len(pred) else float("nan")}


def summary(ledger: pd.DataFrame | None = None, data_dir=None) -> pd.DataFrame:
    """Track record per quantity: lines, predicted lines, median |ln(pred/disclosed)|, coverage.

    One row per (record, table, quantity, unit) plus an ``all`` row per record.
    This is the function the report's calibration section can call.
    """
    df = read(data_dir) if ledger is None else ledger
    rows = []
    for rec, gr in df.groupby("record", sort=True):
        for (t, q, u), g in gr.groupby(["table", "quantity", "unit"], sort=False):
            rows.append({"record": rec, "table": t, "quantity": q, "unit": u, **_scores(g)})
        rows.append({"record": rec, "table": "all", "quantity": "all", "unit": "",
                     **_scores(gr)})
    cols = ["record", "table", "quantity", "unit", "lines", "predicted", "median_abs_log_error",
            "median_error_factor", "coverage90"]
    return pd.DataFrame(rows, columns=cols)


def by_period(ledger: pd.DataFrame | None = None, data_dir=None, freq: str = "Y") -> pd.DataFrame:
    """Track record over time: the :func:`summary` scores per period of ``added_utc``.

    ``freq`` is ``Y`` (calendar year) or ``M`` (month); every quantity pooled
    per record, plus the cumulative coverage up to the end of each period.
    """
    df = read(data_dir) if ledger is None else ledger
    if df.empty:
        return pd.DataFrame(columns=["record", "period", "lines", "predicted",
                                     "median_abs_log_error", "coverage90", "cumulative_coverage90"])
    t = pd.to_datetime(df["added_utc"], utc=True, format="ISO8601")
    n = 4 if freq == "Y" else 7
    df = df.assign(period=t.dt.strftime("%Y-%m-%d").str.slice(0, n))
    rows = []
    for rec, gr in df.groupby("record", sort=True):
        seen = []
        for per, g in gr.groupby("period", sort=True):
            seen.append(g)
            cum = _scores(pd.concat(seen))
            rows.append({"record": rec, "period": per, **{k: v for k, v in _scores(g).items()
                                                           if k != "median_error_factor"},
                         "cumulative_coverage90": cum["coverage90"]})
    return pd.DataFrame(rows)


def format_summary(s: pd.DataFrame) -> str:
    """Plain-text table of :func:`summary` or :func:`by_period`."""
    out = s.copy()
    for c in ("median_abs_log_error", "median_error_factor"):
        if c in out:
            out[c] = out[c].map(lambda x: "" if not np.isfinite(x) else f"{x:.3f}")
    for c in ("coverage90", "cumulative_coverage90"):
        if c in out:
            out[c] = out[c].map(lambda x: "" if not np.isfinite(x) else f"{x:.0%}")
    return out.to_string(index=False)


def plot(ledger: pd.DataFrame, path) -> Path:
    """A small two-panel figure: |ln error| of every line by date, coverage per quantity."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lifecycle.fileio import atomic_write

    df = ledger.dropna(subset=["abs_log_error"]).copy()
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(9, 3.4))
    if not df.empty:
        t = pd.to_datetime(df["added_utc"], utc=True, format="ISO8601")
        for q, g in df.groupby("quantity"):
            inside = g["inside_90"].astype(str).str.lower() == "true"
            a1.scatter(t[g.index][inside], g["abs_log_error"][inside], s=14, label=q)
            a1.scatter(t[g.index][~inside], g["abs_log_error"][~inside], s=14, marker="x",
                       color=a1.collections[-1].get_facecolor()[0])
        s = summary(df)
        s = s[s["quantity"] != "all"].drop_duplicates(["table", "quantity"])
        a2.barh(s["quantity"], s["coverage90"], color="tab:blue")
        a2.axvline(0.9, color="k", ls="--", lw=1)
        for y, (c, n) in enumerate(zip(s["coverage90"], s["predicted"], strict=True)):
            a2.text(min(c, 0.98), y, f" n={n}", va="center", fontsize=8)
    a1.set_ylabel("|ln(predicted p50 / disclosed)|")
    a1.set_title("error when added (x = outside 90%)", fontsize=9)
    a1.legend(fontsize=7)
    a2.set_xlim(0, 1)
    a2.set_xlabel("share inside the 90% interval")
    a2.set_title("coverage per quantity (dashed: 90%)", fontsize=9)
    fig.autofmt_xdate()
    fig.tight_layout()
    path = Path(path)
    atomic_write(path, lambda p: fig.savefig(p, dpi=110, format=path.suffix.lstrip(".") or "png"))
    plt.close(fig)
    return path
