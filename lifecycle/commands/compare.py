"""`lifecycle compare A.yaml B.yaml [...]`: scenarios side by side with P(i lower than j)."""

from __future__ import annotations

from pathlib import Path


def add_parser(subparsers):
    p = subparsers.add_parser(
        "compare", help="compare scenarios side by side, with P(A lower than B)",
        description="Estimate each scenario with the same seed (and the cached calibration, "
                    "as `lifecycle report`) and write DIR/report.md, "
                    "DIR/report.html, DIR/figures/compare.png, DIR/summary.csv and "
                    "DIR/probabilities.csv (P(scenario lower than other) per quantity).")
    p.add_argument("scenarios", nargs="+", metavar="SCENARIO", help="two or more scenario files")
    p.add_argument("-o", "--output", metavar="DIR",
                   help="output directory (default reports/compare-<a>-vs-<b>/)")
    p.add_argument("--draws", type=int, default=2000, help="Monte Carlo draws (default 2000)")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--dpi", type=int, default=80, help="figure resolution (default 80)")
    p.add_argument("--quiet", action="store_true", help="no progress messages on stderr")
    return p


def run(args) -> int:
    from lifecycle.errors import LifecycleInputError, Problem
    from lifecycle.report.build import Progress
    from lifecycle.report.collect import cached_calibration, estimate_for_report
    from lifecycle.report.compare import build_compare, default_dir
    from lifecycle.scenario import load_scenario

    if len(args.scenarios) < 2:
        raise LifecycleInputError([Problem("compare", "", "give at least two scenario files")])
    if args.draws < 2:
        raise LifecycleInputError([Problem("--draws", "", f"need at least 2 (got {args.draws})")])
    progress = Progress(args.quiet)
    scenarios = [load_scenario(f) for f in args.scenarios]
    names = [str(s.name) for s in scenarios]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise LifecycleInputError([Problem("compare", "", f"scenario names must differ (repeated: "
                                           f"{', '.join(dup)}); set `name:` in the files")])
    cal = cached_calibration()  # the same parameters as `lifecycle report` uses
    ests = {}
    for s in scenarios:
        progress(f"estimate {s.name} ({args.draws} draws)")
        ests[str(s.name)] = estimate_for_report(s, draws=args.draws, seed=args.seed, cal=cal)
    out = Path(args.output) if args.output else default_dir(names)
    build_compare(ests, out, dpi=args.dpi, progress=progress)
    if not args.quiet:
        print(f"comparison written to {out}/report.html")
    return 0
