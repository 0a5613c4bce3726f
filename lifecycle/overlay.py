"""A user data directory that overlays the bundled tables (`--data-dir`, `LIFECYCLE_DATA_DIR`).

Two kinds of directory (data/README.md, "Your own data"):

* a **complete** data directory holds every table of
  :data:`lifecycle.dataschema.SCHEMAS` (a whole copy of ``data/``): it
  *replaces* the bundled data, row for row (a row deleted there is gone);
* any other directory is an **overlay**: each of its tables (``<name>.csv``
  in the table's own layout) and measurement files (``measurements/<file>.csv``)
  is merged over the bundled one by key: a row whose key is new is added
  (after the bundled rows, in the overlay's order), a row whose key exists
  replaces the bundled row in place. Tables and measurement files the
  directory lacks come from the bundle; ``ledger.csv`` is the bundled ledger
  followed by the overlay's lines.

The merged tables are written once per content version to
``<cache>/data-overlay/<hash>/`` (the rest of the bundled ``data/`` --
scenarios, derivations, validation -- is copied beside them) and that
directory is what :func:`lifecycle.paths.data_dir` returns, so every reader,
``lifecycle data check`` and the calibration cache key (which hashes the
tables of the effective directory) see the overlay's data. ``overlay.json``
there records which rows were added and which replaced (:func:`info`).
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import shutil
from pathlib import Path

__all__ = ["is_complete", "effective_dir", "info", "merge_rows", "MANIFEST"]

MANIFEST = "overlay.json"
_MEMO: dict[tuple, Path] = {}


def is_complete(root) -> bool:
    """True when ``root`` holds every table of the schema (a whole data directory)."""
    from lifecycle.dataschema import SCHEMAS

    root = Path(root)
    return all((root / f"{n}.csv").is_file() for n in SCHEMAS)


def _overlay_files(root: Path) -> list[Path]:
    from lifecycle.dataschema import SCHEMAS

    files = [root / f"{n}.csv" for n in SCHEMAS if (root / f"{n}.csv").is_file()]
    files += sorted((root / "measurements").glob("*.csv"))
    if (root / "ledger.csv").is_file():
        files.append(root / "ledger.csv")
    return files


def _read_text(path: Path) -> tuple[list[str], list[list[str]]]:
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    if not rows:
        return [], []
    return rows[0], [r for r in rows[1:] if any(x.strip() for x in r)]


def merge_rows(header: list[str], base: list[list[str]], over_header: list[str],
               over: list[list[str]], key: tuple[str, ...]):
    """Bundled rows with the overlay's rows merged by ``key``.

    Returns ``(rows, added_keys, replaced_keys)``; rows are in ``header`` order.
    """
    oi = {c: i for i, c in enumerate(over_header)}
    bi = {c: i for i, c in enumerate(header)}
    over = [[r[oi[c]] if c in oi else "" for c in header] for r in over]
    keyof = lambda r: "/".join(r[bi[k]] for k in key)  # noqa: E731
    by_key = {keyof(r): r for r in over}
    out, replaced = [], []
    for r in base:
        k = keyof(r)
        if k in by_key:
            out.append(by_key.pop(k))
            replaced.append(k)
        else:
            out.append(r)
    added = [keyof(r) for r in over if keyof(r) in by_key]
    out += [r for r in over if keyof(r) in by_key]
    return out, added, replaced


def _overlay_problems(root: Path) -> list:
    """Column and cell problems of the overlay's own files, labelled with their paths."""
    from lifecycle.datacheck import read_table
    from lifecycle.dataschema import MEASUREMENT_SCHEMA, SCHEMAS

    probs = []
    for n, schema in SCHEMAS.items():
        p = root / f"{n}.csv"
        if p.is_file():
            probs += read_table(p, str(p), schema)[1]
    for p in sorted((root / "measurements").glob("*.csv")):
        probs += read_table(p, str(p), MEASUREMENT_SCHEMA)[1]
    return probs


def _write_csv(path: Path, header: list[str], rows: list[list[str]]) -> None:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    path.write_text(buf.getvalue(), encoding="utf-8")


def _materialise(user: Path, bundle: Path, dest: Path) -> None:
    from lifecycle.dataschema import MEASUREMENT_SCHEMA, SCHEMAS
    from lifecycle.fileio import atomic_dir

    manifest = {"overlay": str(user), "bundle": str(bundle), "added": {}, "replaced": {}}
    with atomic_dir(dest) as tmp:
        shutil.copytree(bundle, tmp, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", ".lifecycle-*"))
        pairs = [(user / f"{n}.csv", tmp / f"{n}.csv", s.key, f"{n}.csv")
                 for n, s in SCHEMAS.items()]
        pairs += [(p, tmp / "measurements" / p.name, MEASUREMENT_SCHEMA.key,
                   f"measurements/{p.name}") for p in sorted((user / "measurements").glob("*.csv"))]
        for src, out, key, label in pairs:
            if not src.is_file():
                continue
            oh, orows = _read_text(src)
            if out.is_file():
                bh, brows = _read_text(out)
            else:
                bh, brows = oh, []
            rows, added, replaced = merge_rows(bh, brows, oh, orows, key)
            _write_csv(out, bh, rows)
            if added:
                manifest["added"][label] = added
            if replaced:
                manifest["replaced"][label] = replaced
        if (user / "ledger.csv").is_file():
            oh, orows = _read_text(user / "ledger.csv")
            bh, brows = _read_text(tmp / "ledger.csv") if (tmp / "ledger.csv").is_file() else (oh, [])
            oi = {c: i for i, c in enumerate(oh)}
            mine = [[r[oi[c]] if c in oi else "" for c in bh] for r in orows]
            _write_csv(tmp / "ledger.csv", bh, brows + mine)
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True))


def effective_dir(user, bundle=None) -> Path:
    """The directory whose tables the tool reads when the user data directory is ``user``.

    ``user`` itself when it is complete (or missing: callers report that),
    else the merged copy of the bundle with ``user`` laid over it. Raises
    :class:`~lifecycle.errors.LifecycleInputError` for columns or cells of
    the overlay's files that `lifecycle data check` would reject (named by
    their path in ``user``).
    """
    from lifecycle import paths
    from lifecycle.fileio import recover_files, sha256_file

    user = Path(user).resolve()
    if not user.is_dir() or is_complete(user):
        return user
    recover_files(user)
    bundle = Path(bundle or paths.bundled_data_dir()).resolve()
    files = _overlay_files(user)
    sig = (str(user), str(bundle), tuple((p.name, p.stat().st_size, p.stat().st_mtime_ns)
                                         for p in files))
    hit = _MEMO.get(sig)
    if hit is not None and hit.is_dir():
        return hit
    from lifecycle.errors import LifecycleInputError

    probs = _overlay_problems(user)
    if probs:
        raise LifecycleInputError(probs)
    h = hashlib.sha256()
    for p in sorted(bundle.rglob("*")):
        if p.is_file() and "__pycache__" not in p.parts:
            h.update(p.relative_to(bundle).as_posix().encode() + b"\0" + sha256_file(p).encode())
    for p in files:
        h.update(b"overlay/" + p.relative_to(user).as_posix().encode() + b"\0"
                 + sha256_file(p).encode())
    dest = paths.cache_dir() / "data-overlay" / h.hexdigest()[:20]
    if not (dest / MANIFEST).is_file():
        _materialise(user, bundle, dest)
    _MEMO[sig] = dest
    return dest


def info(data_dir=None) -> dict | None:
    """What the overlay of the effective data directory added and replaced, or None.

    ``{"overlay": DIR, "added": {file: [keys]}, "replaced": {file: [keys]}}``;
    the report can list the replaced rows from it.
    """
    from lifecycle import paths

    p = Path(data_dir or paths.data_dir()) / MANIFEST
    return json.loads(p.read_text()) if p.is_file() else None
