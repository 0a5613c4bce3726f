"""`lifecycle ledger`: the track record of predictions made before the data was learned."""

from __future__ import annotations

from pathlib import Path


def add_parser(subparsers):
    p = subparsers.add_parser(
        "ledger", help="the prediction ledger's track record: error and 90%% coverage",
        description="Summarise DIR/ledger.csv (written by `lifecycle data add`; the bundled "
                    "one is a replay, see data/README.md): lines, median |ln(pred/disclosed)| "
                    "and 90% coverage per quantity, and over time by the date added. Replayed "
                    "and prospective lines are reported apart (column `record`).")
    p.add_argument("--data-dir", default=None, metavar="DIR",
                   help="user data directory (default: $LIFECYCLE_DATA_DIR or data/); a "
                        "partial one shows the bundled ledger followed by its own lines")
    p.add_argument("--plot", default=None, metavar="FILE.png", help="write a small figure")
    p.add_argument("--by", choices=("Y", "M"), default="Y",
                   help="period of the over-time table: Y (year, default) or M (month)")
    return p


def run(args) -> int:
    from lifecycle import paths

    with paths.using_data_dir(args.data_dir):
        return _run(args)


def _run(args) -> int:
    from lifecycle import ledger as L
    from lifecycle import paths

    root = paths.data_dir()
    df = L.read(root)
    src = paths.user_data_dir() or root
    if df.empty:
        print(f"no ledger lines in {src} (ledger.csv is written by `lifecycle data add`)")
        return 0
    print(f"ledger of {src}: {len(df)} lines, {df['row_id'].nunique()} rows")
    print(L.format_summary(L.summary(df)))
    print()
    print("over time (by date added; replay lines are dated by publication month):")
    print(L.format_summary(L.by_period(df, freq=args.by)))
    if args.plot:
        print(f"wrote {L.plot(df, Path(args.plot))}")
    return 0
