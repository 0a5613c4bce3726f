"""`lifecycle compare A.yaml B.yaml [...]`: scenarios side by side with P(i lower than j)."""

from __future__ import annotations

from lifecycle.commands import add_source_arguments, source_of

from pathlib import Path


def add_parser(subparsers):
    p = subparsers.add_parser(
        "compare", help="compare scenarios side by side, with P(A lower than B)",
        description="Estimate each scenario with the same seed and the same parameters as "
                    "`lifecycle report` (the calibration posterior) and write DIR/report.md, "
                    "DIR/report.html, DIR/figures/compare.png, DIR/summary.csv and "
                    "DIR/probabilities.csv (P(scenario lower than other) per quantity).")
    p.add_argument("scenarios", nargs="+", metavar="SCENARIO", help="two or more scenario files")
    p.add_argument("-o", "--output", metavar="DIR",
                   help="output directory (default reports/compare-<a>-vs-<b>/)")
    p.add_argument("--draws", type=int, default=2000, help="Monte Carlo draws (default 2000)")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--dpi", type=int, default=80, help="figure resolution (default 80)")
    add_source_arguments(p)
    p.add_argument("--quiet", action="store_true", help="no progress messages on stderr")
    return p


def run(args) -> int:
    from lifecycle.errors import LifecycleInputError, Problem
    from lifecycle.report.build import Progress
    from lifecycle.report.compare import build_compare, default_dir
    from lifecycle.api import estimate, load_scenario, resolve_source
    from lifecycle.feasibility import check_plan

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
    for s in scenarios:
        check_plan(s.spec)  # a plan that does not fit fails now, not after a calibration
    # the same parameters as `lifecycle report` uses, resolved (and fitted) once
    cal = resolve_source({"auto": "posterior"}.get(source_of(args), source_of(args)),
                         accept_diagnostics=args.accept_diagnostics, progress=progress)
    src = cal if cal is not None else "prior"
    ests = {}
    for s in scenarios:
        progress(f"estimate {s.name} ({args.draws} draws)")
        ests[s.name] = estimate(s, draws=args.draws, seed=args.seed, source=src,
                                     accept_diagnostics=args.accept_diagnostics).estimate()
    out = Path(args.output) if args.output else default_dir(names)
    build_compare(ests, out, dpi=args.dpi, progress=progress)
    if not args.quiet:
        print(f"comparison written to {out}/report.html")
    return 0
