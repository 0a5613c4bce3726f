"""`lifecycle data check`: validate every table in data/ (see data/README.md)."""

from __future__ import annotations

import sys
from pathlib import Path


def add_parser(subparsers):
    p = subparsers.add_parser(
        "data", help="check the data tables (columns, units, ranges, keys, sources, ids)",
        description="Work with the curated data tables in data/.")
    sub = p.add_subparsers(dest="data_command", metavar="SUBCOMMAND")
    sub.required = True
    c = sub.add_parser(
        "check", help="validate every table; exit 0 if valid, 2 with one line per problem",
        description="Validate data/*.csv and data/measurements/*.csv: required columns and "
                    "types, unit-bearing column names, value ranges, unique keys, a source on "
                    "every row, and that every id referring to another table exists. Prints "
                    "one line per problem ('data/<file>.csv: row N (key): column: problem') "
                    "and exits 2, or a one-line summary and exits 0.")
    c.add_argument("--data-dir", default=None, metavar="DIR",
                   help="directory holding the tables (default: $LIFECYCLE_DATA_DIR or data/)")
    return p


def run(args) -> int:
    from lifecycle import paths
    from lifecycle.datacheck import check
    from lifecycle.errors import LifecycleInputError, Problem

    root = Path(args.data_dir) if args.data_dir else paths.data_dir()
    if not root.is_dir():
        raise LifecycleInputError(Problem(str(root), "", "data directory not found"))
    problems, counts = check(root)
    if problems:
        for prob in problems:
            print(prob)
        print(f"lifecycle data check: {len(problems)} problem(s) in {root}", file=sys.stderr)
        return 2
    print(f"data OK: {len(counts)} files, {sum(counts.values())} rows checked in {root}")
    return 0
