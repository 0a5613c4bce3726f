"""Validate the data tables in ``data/`` (`lifecycle data check`).

Each table has a declared schema (:data:`SCHEMAS`): its columns, their types,
allowed ranges or values, which must be filled, the key, and which columns
refer to ids of another table. :func:`check` reads every table as text (so a
bad cell gives a precise message rather than a parser error) and returns one
:class:`~lifecycle.errors.Problem` per defect, printed as::

    data/<file>.csv: row N (key): column: problem

``row N`` counts data rows from 1 (row 1 is the line after the header).
Table-level problems (a missing file or column) have no row part.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from lifecycle import paths
from lifecycle.errors import LifecycleInputError, Problem

from lifecycle.dataschema import (  # noqa: F401  (re-exported)
    DIMENSIONLESS,
    MEASUREMENT_SCHEMA,
    SCHEMAS,
    UNIT_PREFIXES,
    UNIT_SUFFIXES,
    VALIDATION_SCHEMAS,
    Col,
    Schema,
    unit_name_ok,
)
from lifecycle.datarules import row_rules  # noqa: F401  (re-exported)

__all__ = ["check", "ensure_valid", "read_table"]

ID_RE = re.compile(r"^[a-z0-9][a-z0-9.\-]*$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MONTH_RE = re.compile(r"^(19|20)\d{2}-(0[1-9]|1[0-2])$")




def _parse(col: Col, text: str):
    """Parse one cell; return (value, error message or None)."""
    if col.kind == "float":
        try:
            return float(text), None
        except ValueError:
            return None, f"not a number: '{text}'"
    if col.kind == "int":
        try:
            v = float(text)
        except ValueError:
            return None, f"not an integer: '{text}'"
        if v != int(v):
            return None, f"not an integer: '{text}'"
        return int(v), None
    if col.kind == "bool":  # (1 and 0 as the table readers take them, lifecycle.inputs._bool)
        if text.lower() in ("true", "false", "1", "0"):
            return text.lower() in ("true", "1"), None
        return None, f"must be true or false, got '{text}'"
    if col.kind == "id" and not ID_RE.match(text):
        return None, f"id must be lower-case letters, digits, '-' or '.', got '{text}'"
    if col.kind == "date" and not DATE_RE.match(text):
        return None, f"date must be YYYY-MM-DD, got '{text}'"
    if col.kind == "month" and not MONTH_RE.match(text):
        return None, f"month must be YYYY-MM, got '{text}'"
    return text, None


def _range_error(col: Col, v) -> str | None:
    if col.allowed and v not in col.allowed:
        return f"must be one of {', '.join(col.allowed)}, got '{v}'"
    if not col.numeric:
        return None
    if col.gt is not None and not v > col.gt:
        return f"must be > {col.gt:g}, got {v:g}"
    if col.lo is not None and v < col.lo:
        return f"must be >= {col.lo:g}, got {v:g}"
    if col.hi is not None and v > col.hi:
        return f"must be <= {col.hi:g}, got {v:g}"
    return None


def read_table(path: Path, label: str, schema: Schema):
    """Read and type-check one table.

    Returns
    -------
    rows : list[dict]
        Parsed rows (None for empty or unparsable cells), with ``_n`` (row
        number) and ``_key`` (key text for messages).
    problems : list[Problem]
    """
    problems: list[Problem] = []
    if not path.is_file():
        return [], [Problem(label, "", "file missing")]
    with open(path, newline="", encoding="utf-8") as f:
        text_all = f.read()
    reader = csv.reader(io.StringIO(text_all, newline=""))
    header = next(reader, [])
    raw = list(reader)
    if text_all.count('"') % 2:  # csv swallowed the rest of the file into one cell of the last row
        problems.append(Problem(label, f"row {len(raw)}" if raw else "",
                                "unterminated quoted cell (an odd number of '\"': "
                                "the file is truncated or a quote is missing)"))
    missing = [c for c in schema.cols if c not in header]
    for c in missing:
        problems.append(Problem(label, c, "missing required column"))
    for c in header:
        if c not in schema.cols:
            problems.append(Problem(label, c, "unknown column (documented columns: "
                                    + ", ".join(schema.cols) + ")"))
    for c, col in schema.cols.items():
        if col.numeric and not unit_name_ok(c):
            problems.append(Problem(label, c, "numeric column name has no unit suffix"))
    idx = {c: i for i, c in enumerate(header)}
    rows = []
    for n, cells in enumerate(raw, start=1):
        if not any(x.strip() for x in cells):
            continue
        if len(cells) != len(header):
            problems.append(Problem(label, f"row {n}",
                                    f"has {len(cells)} cells, header has {len(header)}"))
            continue
        keytxt = "/".join(cells[idx[k]] for k in schema.key if k in idx) or "?"
        rec = {"_n": n, "_key": keytxt}
        for c, col in schema.cols.items():
            if c not in idx:
                continue
            text = cells[idx[c]].strip()
            where = f"row {n} ({keytxt}): {c}"
            if text == "":
                rec[c] = None
                if col.required:
                    problems.append(Problem(label, where, "empty (a value is required)"))
                continue
            v, err = _parse(col, text)
            if err is None:
                err = _range_error(col, v)
            if err:
                problems.append(Problem(label, where, err))
                v = None if v is None or col.numeric or col.kind == "id" else v
            rec[c] = v
        rows.append(rec)
    if not missing:
        seen: dict[tuple, int] = {}
        for r in rows:
            k = tuple(r.get(c) for c in schema.key)
            if k in seen:
                where = f"row {r['_n']} ({r['_key']}): {'/'.join(schema.key)}"
                problems.append(Problem(label, where, f"duplicate key (first at row {seen[k]})"))
            else:
                seen[k] = r["_n"]
    return rows, problems


def _refs(label: str, rows: list[dict], schema: Schema, known: dict[str, set]) -> list[Problem]:
    out = []
    for c, table in schema.refs.items():
        valid = known.get(table)
        if valid is None:
            continue
        for r in rows:
            v = r.get(c)
            if v is not None and v not in valid:
                out.append(Problem(label, f"row {r['_n']} ({r['_key']}): {c}",
                                   f"unknown id '{v}' (not in data/{table}.csv)"))
    return out


def check(data_dir: Path | None = None) -> tuple[list[Problem], dict[str, int]]:
    """Check every table under ``data_dir``: the calibration tables, the measurement tables
    and the frozen validation tables of ``data/validation/`` (:data:`VALIDATION_SCHEMAS`).

    Returns
    -------
    problems : list[Problem]
        Empty when the data is valid.
    counts : dict[str, int]
        Rows read per file (label -> rows).
    """
    root = Path(data_dir or paths.data_dir())
    problems: list[Problem] = []
    tables: dict[str, list[dict]] = {}
    counts: dict[str, int] = {}
    for name, schema in SCHEMAS.items():
        label = f"data/{name}.csv"
        rows, probs = read_table(root / f"{name}.csv", label, schema)
        tables[name] = rows
        counts[label] = len(rows)
        problems += probs
    meas = sorted((root / "measurements").glob("*.csv"))
    mrows: dict[str, list[dict]] = {}
    for p in meas:
        label = f"data/measurements/{p.name}"
        rows, probs = read_table(p, label, MEASUREMENT_SCHEMA)
        mrows[label] = rows
        counts[label] = len(rows)
        problems += probs
    known = {
        name: {r[SCHEMAS[name].key[0]] for r in rows if r.get(SCHEMAS[name].key[0]) is not None}
        for name, rows in tables.items() if len(SCHEMAS[name].key) == 1
    }
    for name, schema in SCHEMAS.items():
        label = f"data/{name}.csv"
        problems += _refs(label, tables[name], schema, known)
        problems += row_rules(name, label, tables[name], tables)
    for label, rows in mrows.items():
        problems += _refs(label, rows, MEASUREMENT_SCHEMA, known)
        problems += row_rules("measurements", label, rows, tables)
    for name, (schema, rules) in VALIDATION_SCHEMAS.items():
        path = root / "validation" / f"{name}.csv"
        if not path.is_file():
            continue
        label = f"data/validation/{name}.csv"
        rows, probs = read_table(path, label, schema)
        counts[label] = len(rows)
        problems += probs + row_rules(rules, label, rows, tables)
        if name == "disclosure_shapes":  # a row's shape lives beside its own table, once
            both = {r["disclosure_id"] for r in rows} & {r["disclosure_id"]
                                                         for r in tables.get(name, [])}
            problems += [Problem(label, i, "also in data/disclosure_shapes.csv: a row's shape "
                                 "lives beside its table, once") for i in sorted(both)]
    return problems, counts


# data dir -> signature (name, size, mtime of every table) of the last tables that passed
_VALID: dict[str, tuple] = {}


def _signature(root: Path) -> tuple:
    files = (sorted(root.glob("*.csv")) + sorted((root / "measurements").glob("*.csv"))
             + sorted((root / "validation").glob("*.csv")))
    return tuple((p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in files)


def ensure_valid(data_dir: Path | None = None) -> None:
    """Raise :class:`LifecycleInputError` with every problem `lifecycle data check` finds.

    Every command that reads a table calls this first (through
    :func:`lifecycle.tables.load` and the readers of the measurement tables),
    so a broken table is reported as itself (file, row, problem), never as a
    parser error of whatever was being read when pandas tripped over it. The
    check runs once per version of the data directory (names, sizes, mtimes).
    """
    root = Path(data_dir or paths.data_dir()).resolve()
    sig = _signature(root) if root.is_dir() else None
    if sig is not None and _VALID.get(str(root)) == sig:
        return
    problems, _ = check(root)
    if problems:
        raise LifecycleInputError([Problem(p.file, p.location, p.message) for p in problems[:20]]
                                  + ([Problem(str(root), "", f"... and {len(problems) - 20} more "
                                              "problems (run `lifecycle data check`)")]
                                     if len(problems) > 20 else []))
    _VALID[str(root)] = sig
