"""`lifecycle report SCENARIO.yaml`: Markdown + self-contained HTML report, figures,
summary.csv and posterior.nc, written atomically into reports/<scenario name>/."""

from __future__ import annotations

from lifecycle.commands import add_source_arguments, source_of

from pathlib import Path


def add_parser(subparsers):
    p = subparsers.add_parser(
        "report", help="write a report (Markdown, HTML, figures, summary.csv, posterior.nc)",
        description="Estimate a scenario and write DIR/report.md, DIR/report.html "
                    "(self-contained), DIR/figures/*.png, DIR/summary.csv and DIR/posterior.nc. "
                    "The directory is replaced atomically at the end.")
    p.add_argument("scenario", help="scenario YAML file, or the name of a bundled example "
                                       "(e.g. gpt3-175b)")
    p.add_argument("-o", "--output", metavar="DIR",
                   help="output directory (default reports/<scenario name>/)")
    p.add_argument("--draws", type=int, default=2000, help="Monte Carlo draws (default 2000)")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--dpi", type=int, default=80, help="figure resolution (default 80)")
    add_source_arguments(p, calibrate_flag=True)
    p.add_argument("--no-lopo", action="store_true",
                   help="leave the held-out (leave-one-publisher-out) column out of the trust "
                        "table: skips its refits, about a minute once per data version")
    p.add_argument("--quiet", action="store_true", help="no progress messages on stderr")
    return p


def run(args) -> int:
    from lifecycle.errors import LifecycleInputError, Problem
    from lifecycle.report.build import Progress, build_report
    from lifecycle.analysis.collect import collect
    from lifecycle.scenario import load_scenario

    if args.draws < 2:
        raise LifecycleInputError([Problem("--draws", "", f"need at least 2 (got {args.draws})")])
    progress = Progress(args.quiet)
    progress(f"loading {args.scenario}")
    scenario = load_scenario(args.scenario)
    out = Path(args.output) if args.output else Path("reports") / str(scenario.name)
    source = source_of(args)
    ri = collect(scenario, draws=args.draws, seed=args.seed, source=source,
                 progress=progress, scenario_file=str(args.scenario),
                 accept_diagnostics=args.accept_diagnostics, lopo=not args.no_lopo)
    build_report(ri, out, dpi=args.dpi, progress=progress)
    if not args.quiet:
        print(f"report written to {out}/report.html")
    return 0
