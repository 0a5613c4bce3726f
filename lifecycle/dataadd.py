"""`lifecycle data add`: validate new rows, predict them *before* learning, append, recalibrate.

Order of work (nothing is written before step 4, and step 4 is all-or-nothing):

1. **Validate** every row of the file with the rules and messages of
   `lifecycle data check` (:func:`lifecycle.datacheck.read_table`, the
   cross-table references and :func:`lifecycle.datarules.row_rules` against
   the tables the tool reads now), plus: the key is not already in the table
   (unless ``replace``). Any problem raises
   :class:`~lifecycle.errors.LifecycleInputError` (exit 2, one line each).
2. **Predict** every disclosed quantity of every row from the posterior the
   tool would have used the moment before (the cached calibration of the
   current data, fitted now if none is cached): disclosures with
   :func:`lifecycle.bayes.predict.predict_disclosures` (4,000 draws, seed 0, as
   `lifecycle validate disclosures`), measurements with
   :func:`lifecycle.validate.steptime.predict` (200 draws, as `lifecycle
   validate steptime`).
3. **Ledger lines** (:mod:`lifecycle.ledger`), one per disclosed quantity.
4. **Commit** the table and ``ledger.csv`` of the target directory together
   (:func:`lifecycle.fileio.commit_files`: staged files, a journal, renames).
5. **Recalibrate** (unless ``calibrate=False``) and report what moved
   (:mod:`lifecycle.moved`).

The target directory is ``data_dir`` (``--data-dir``), else
``$LIFECYCLE_DATA_DIR``, else the checkout's ``data/``; an installed wheel's
bundled copy is never written.
"""

from __future__ import annotations

import contextlib
import csv
import io
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import pandas as pd

from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.validate import VALIDATION_DRAWS

__all__ = ["TABLES", "AddResult", "add", "target_dir", "validate_rows"]

TABLES = ("disclosures", "measurements")
DISCLOSURE_DRAWS = 4000  # `lifecycle validate disclosures` default


@dataclass
class AddResult:
    table: str
    target: Path  # the data directory written
    files: list[str]  # paths relative to target that were replaced
    predictions: pd.DataFrame
    ledger: pd.DataFrame  # the lines appended
    posterior: str
    moved: dict = field(default_factory=dict)
    seconds: dict = field(default_factory=dict)


def target_dir(data_dir=None) -> Path:
    """The directory `data add` writes (see module docstring)."""
    from lifecycle import paths

    if data_dir:
        return Path(data_dir).resolve()
    if paths.user_data_dir() is not None:
        return paths.user_data_dir().resolve()
    if paths.in_checkout():
        return paths.bundled_data_dir()
    raise LifecycleInputError(Problem(
        "--data-dir", "", "the bundled data of an installed package is read-only: name a "
        "directory of your own with --data-dir DIR or LIFECYCLE_DATA_DIR (it is laid over the "
        "bundled tables)"))


@contextlib.contextmanager
def _data_env(target: Path):
    """Make ``target`` the data directory for the duration (the bundle: no user directory)."""
    import os

    from lifecycle import paths

    with paths.using_data_dir(target):
        if target.resolve() == paths.bundled_data_dir().resolve():
            os.environ.pop("LIFECYCLE_DATA_DIR", None)  # restored on exit
        yield


def _schema(table: str):
    from lifecycle.dataschema import MEASUREMENT_SCHEMA, SCHEMAS

    return MEASUREMENT_SCHEMA if table == "measurements" else SCHEMAS[table]


def _existing_keys(table: str, eff: Path) -> dict[str, str]:
    """Key -> file (relative to the data dir) of every row of ``table`` the tool reads now."""
    from lifecycle.datacheck import read_table

    schema = _schema(table)
    files = (sorted((eff / "measurements").glob("*.csv")) if table == "measurements"
             else [eff / f"{table}.csv"])
    out = {}
    for p in files:
        for r in read_table(p, p.name, schema)[0]:
            out.setdefault(r["_key"], p.relative_to(eff).as_posix())
    return out


def validate_rows(path: Path, table: str, eff: Path, replace: bool = False):
    """Rows of ``path`` parsed, or LifecycleInputError with every problem (data check's words)."""
    from lifecycle.datacheck import _refs, read_table
    from lifecycle.dataschema import SCHEMAS
    from lifecycle.datarules import row_rules

    label = str(path)
    if table not in TABLES:
        raise LifecycleInputError(Problem("--table", "", f"must be one of {', '.join(TABLES)}"))
    if not path.is_file():
        raise LifecycleInputError(Problem(label, "", "file not found"))
    schema = _schema(table)
    rows, probs = read_table(path, label, schema)
    if not rows and not probs:
        probs.append(Problem(label, "", "no data rows"))
    tables = {n: read_table(eff / f"{n}.csv", f"data/{n}.csv", s)[0] for n, s in SCHEMAS.items()}
    known = {n: {r[SCHEMAS[n].key[0]] for r in rs if r.get(SCHEMAS[n].key[0]) is not None}
             for n, rs in tables.items() if len(SCHEMAS[n].key) == 1}
    probs += _refs(label, rows, schema, known)
    probs += row_rules(table, label, rows, tables)
    have = _existing_keys(table, eff)
    for r in rows:
        if r["_key"] in have and not replace:
            probs.append(Problem(label, f"row {r['_n']} ({r['_key']}): {'/'.join(schema.key)}",
                                 f"already in data/{have[r['_key']]} (pass --replace to "
                                 "replace that row)"))
    if probs:
        raise LifecycleInputError(probs)
    return rows, have


def _csv_text(header: list[str], rows: list[list[str]]) -> str:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows([header] + rows if header else rows)
    return buf.getvalue()


def _read_raw(path: Path) -> tuple[list[str], list[list[str]]]:
    with open(path, newline="", encoding="utf-8") as f:
        rows = [r for r in csv.reader(f) if any(x.strip() for x in r)]
    return (rows[0], rows[1:]) if rows else ([], [])


def _new_contents(table: str, src: Path, target: Path, have: dict[str, str],
                  replace: bool) -> dict[str, bytes]:
    """New bytes of every table file under ``target`` that the rows of ``src`` go to.

    Appending keeps every existing byte; a row replacing one in the same file
    rewrites that file's rows (same cells, csv quoting).
    """
    from lifecycle import paths

    schema = _schema(table)
    sh, srows = _read_raw(src)
    si = {c: i for i, c in enumerate(sh)}
    keyof = lambda cells, idx: "/".join(cells[idx[k]].strip() for k in schema.key)  # noqa: E731
    groups: dict[str, list[list[str]]] = {}
    for cells in srows:
        k = keyof(cells, si)
        rel = have.get(k) if (replace and k in have) else (
            f"measurements/{src.name}" if table == "measurements" else f"{table}.csv")
        groups.setdefault(rel, []).append(cells)
    out = {}
    for rel, cells_list in groups.items():
        cur = target / rel
        base = cur if cur.is_file() else paths.bundled_data_dir() / rel
        header = _read_raw(base)[0] if base.is_file() else sh
        hi = {c: i for i, c in enumerate(header)}
        new = [[c[si[h]] if h in si else "" for h in header] for c in cells_list]
        if not cur.is_file():
            out[rel] = _csv_text(header, new).encode()
            continue
        text = cur.read_text(encoding="utf-8")
        _, old = _read_raw(cur)
        newkeys = {keyof(r, hi) for r in new}
        if any(keyof(r, hi) in newkeys for r in old):  # --replace within this file
            merged = [next(n for n in new if keyof(n, hi) == keyof(r, hi))
                      if keyof(r, hi) in newkeys else r for r in old]
            oldkeys = {keyof(r, hi) for r in old}
            merged += [n for n in new if keyof(n, hi) not in oldkeys]
            out[rel] = _csv_text(header, merged).encode()
        else:
            if text and not text.endswith("\n"):
                text += "\n"
            out[rel] = (text + _csv_text([], new)).encode()
    return out


def _ledger_contents(target: Path, lines: pd.DataFrame) -> bytes:
    from lifecycle import ledger as L

    p = L.ledger_path(target)
    if p.is_file():
        text = p.read_text(encoding="utf-8")
        if text and not text.endswith("\n"):
            text += "\n"
        return (text + L.to_csv_text(lines, header=False)).encode()
    return L.to_csv_text(lines, header=True).encode()


def _posterior(settings, progress, accept_diagnostics):
    from lifecycle.bayes.calibrate import get_posterior
    from lifecycle.bayes.cache import cache_key, find_posterior
    from lifecycle.params import require_diagnostics

    if find_posterior(cache_key(settings.as_dict(), ())) is None and progress:
        progress("calibration: no posterior cached for the current data; fitting it now "
                 "(the prediction must come from the posterior before the new rows)")
    cal = get_posterior(settings=settings)
    cal.diagnostics_accepted = require_diagnostics(cal, accept_diagnostics)
    return cal


def predict_rows(table: str, path: Path, cal, seed: int = 0) -> pd.DataFrame:
    """The rows of ``path`` with the prediction columns, from posterior ``cal``."""

    if table == "disclosures":
        from lifecycle.bayes.predict import predict_disclosures

        df = pd.read_csv(path)  # as `lifecycle validate disclosures` reads a file
        return predict_disclosures(df, cal.draws, n=DISCLOSURE_DRAWS, seed=seed, file=str(path))
    from lifecycle.validate import steptime as V

    df = V.load_measurements(path)
    draws, _ = V.calibration_draws(cal, VALIDATION_DRAWS, seed)
    return V.predict(df, draws, seed=seed)


def add(file, table: str = "disclosures", *, data_dir=None, replace: bool = False,
        calibrate: bool = True, settings=None, seed: int = 0, progress=None,
        accept_diagnostics: bool = False, _before_rename=None) -> AddResult:
    """Validate, predict, append and (optionally) recalibrate; see the module docstring."""
    import time

    from lifecycle import ledger as L
    from lifecycle import paths
    from lifecycle.bayes.cache import code_hash
    from lifecycle.bayes.calibrate import DEFAULT_SETTINGS
    from lifecycle.fileio import commit_files, recover_files
    from lifecycle.params import cal_name

    t0 = time.perf_counter()
    settings = settings or DEFAULT_SETTINGS
    src = Path(file).resolve()
    target = target_dir(data_dir)
    if not target.is_dir():
        raise LifecycleInputError(Problem(str(target), "", "data directory not found"))
    recover_files(target)
    with _data_env(target):
        eff = paths.data_dir()
        _, have = validate_rows(src, table, eff, replace)
        contents = _new_contents(table, src, target, have, replace)
        t_valid = time.perf_counter()
        cal = _posterior(settings, progress, accept_diagnostics)
        pred = predict_rows(table, src, cal, seed)
        t_pred = time.perf_counter()
        added = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        lines = L.ledger_lines(table, pred, added_utc=added, model_hash=code_hash()[:16],
                               data_hash_before=L.data_hash(eff), posterior=cal_name(cal))
        contents["ledger.csv"] = _ledger_contents(target, lines)
        commit_files(target, contents, _before_rename=_before_rename)
        t_commit = time.perf_counter()
        res = AddResult(table, target, sorted(contents), pred, lines, cal_name(cal))
        if calibrate:
            from lifecycle.moved import what_moved

            res.moved = what_moved(cal, settings, progress=progress,
                                   accept_diagnostics=accept_diagnostics)
    res.seconds = {"validate": t_valid - t0, "predict": t_pred - t_valid,
                   "commit": t_commit - t_pred, "total": time.perf_counter() - t0}
    return res
