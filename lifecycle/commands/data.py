"""`lifecycle data check` and `lifecycle data add` (see data/README.md)."""

from __future__ import annotations

import sys
from pathlib import Path


def add_parser(subparsers):
    p = subparsers.add_parser(
        "data", help="check the data tables; add rows with a prediction ledger",
        description="Work with the curated data tables in data/.")
    sub = p.add_subparsers(dest="data_command", metavar="SUBCOMMAND")
    sub.required = True
    c = sub.add_parser(
        "check", help="validate every table; exit 0 if valid, 2 with one line per problem",
        description="Validate data/*.csv and data/measurements/*.csv: required columns and "
                    "types, unit-bearing column names, value ranges, unique keys, a source on "
                    "every row, and that every id referring to another table exists. Prints "
                    "one line per problem ('data/<file>.csv: row N (key): column: problem') "
                    "and exits 2, or a one-line summary and exits 0. A directory holding "
                    "every table is checked as a whole copy; a partial one as an overlay "
                    "(its own files, then the bundled tables with it laid over them).")
    c.add_argument("--data-dir", default=None, metavar="DIR",
                   help="directory holding the tables (default: $LIFECYCLE_DATA_DIR or data/)")
    a = sub.add_parser(
        "add", help="add rows: validate, predict them before learning, append with a ledger "
                    "line per disclosed quantity, recalibrate and show what moved",
        description="Add the rows of FILE (in the table's own layout) to a table. Every row is "
                    "validated as `lifecycle data check` does, and its id must be new unless "
                    "--replace; any problem exits 2 and writes nothing. Every disclosed "
                    "quantity is predicted from the current posterior (90% interval) and "
                    "recorded in DIR/ledger.csv in the same atomic step that appends the rows. "
                    "Then the calibration is refitted (unless --no-calibrate) and the moves of "
                    "the parameters and of the bundled scenarios' headlines are printed.")
    a.add_argument("file", metavar="FILE.csv")
    a.add_argument("--table", choices=("disclosures", "measurements"), default="disclosures")
    a.add_argument("--data-dir", default=None, metavar="DIR",
                   help="directory to write (default: $LIFECYCLE_DATA_DIR, else data/ of a "
                        "checkout); a partial directory is laid over the bundled tables")
    a.add_argument("--replace", action="store_true",
                   help="a row whose id exists replaces that row (in DIR)")
    a.add_argument("--no-calibrate", action="store_true",
                   help="append and record the predictions only; the next command refits")
    a.add_argument("--seed", type=int, default=0)
    a.add_argument("--accept-diagnostics", action="store_true",
                   help="use a posterior that failed its convergence checks (flagged)")
    return p


def _check(args) -> int:
    from lifecycle import overlay, paths
    from lifecycle.datacheck import check
    from lifecycle.errors import LifecycleInputError, Problem

    root = Path(args.data_dir) if args.data_dir else paths.user_data_dir()
    if root is not None and not root.is_dir():
        raise LifecycleInputError(Problem(str(root), "", "data directory not found"))
    note = ""
    if root is None:
        root = paths.bundled_data_dir()
    elif not overlay.is_complete(root):
        note = f" (overlay {root} on the bundled data)"
        root = overlay.effective_dir(root)
    problems, counts = check(root)
    if problems:
        for prob in problems:
            print(prob)
        print(f"lifecycle data check: {len(problems)} problem(s) in {root}{note}", file=sys.stderr)
        return 2
    print(f"data OK: {len(counts)} files, {sum(counts.values())} rows checked in {root}{note}")
    return 0


def _fmt(x) -> str:
    import math

    return "" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.4g}"


def _add(args) -> int:
    from lifecycle.dataadd import add

    def progress(msg):
        print(msg, file=sys.stderr, flush=True)

    res = add(args.file, args.table, data_dir=args.data_dir, replace=args.replace,
              calibrate=not args.no_calibrate, seed=args.seed, progress=progress,
              accept_diagnostics=args.accept_diagnostics)
    n = len(res.predictions)
    print(f"added {n} row(s) to {args.table} in {res.target} (wrote {', '.join(res.files)}); "
          f"{len(res.ledger)} ledger line(s); predicted from posterior {res.posterior}")
    print("prediction before learning (p50 [p05, p95]) vs disclosed:")
    for r in res.ledger.itertuples():
        inside = {"true": "inside", "false": "OUTSIDE"}.get(r.inside_90, "no prediction")
        print(f"  {r.row_id:<24} {r.quantity:<22} {_fmt(r.pred_p50)} [{_fmt(r.pred_p05)}, "
              f"{_fmt(r.pred_p95)}] {r.unit}; disclosed {_fmt(r.disclosed)} ({inside} 90%)")
    if res.moved:
        from lifecycle.moved import format_moved

        print(format_moved(res.moved))
    else:
        print("not recalibrated (--no-calibrate): the next command that needs the posterior "
              "refits it")
    s = res.seconds
    print(f"time: validate {s['validate']:.1f} s, predict {s['predict']:.1f} s, "
          f"write {s['commit']:.2f} s, total {s['total']:.1f} s", file=sys.stderr)
    return 0


def run(args) -> int:
    return _add(args) if args.data_command == "add" else _check(args)
