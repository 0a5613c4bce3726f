"""`lifecycle sensitivity SCENARIO.yaml`: Sobol indices of cost, carbon and time to every prior.

Writes DIR (default ``reports/<scenario name>/sensitivity/``):
``sensitivity.csv`` (input, output, S1, S1_conf, ST, ST_conf) and
``sensitivity.png`` (bars of S1 and ST per output, largest ST first).
"""

from __future__ import annotations

from pathlib import Path


def add_parser(subparsers):
    p = subparsers.add_parser(
        "sensitivity", help="variance-based (Sobol) sensitivity of cost, carbon and time to priors",
        description="First-order and total Sobol indices (Saltelli/Jansen estimators on a "
                    "scrambled Sobol' design through each prior's quantile function) of tco_usd, "
                    "total_tco2e and time_to_train_days with respect to every prior the "
                    "scenario uses.")
    p.add_argument("scenario", help="scenario YAML file (plan: auto picks the fastest plan first)")
    p.add_argument("--n", type=int, default=1024,
                   help="base sample size, rounded up to a power of 2 (default 1024); the model "
                        "runs n x (inputs + 2) times")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("-o", "--output", help="output directory (default reports/<name>/sensitivity)")
    return p


def run(args) -> int:
    from lifecycle.errors import LifecycleInputError, Problem
    from lifecycle.scenario import load_scenario
    from lifecycle.sweep.io import write_csv, write_figure
    from lifecycle.sweep.sensitivity import sensitivity_figure, sobol

    if args.n < 16:
        raise LifecycleInputError([Problem("--n", "", f"need at least 16 (got {args.n})")])
    sc = load_scenario(args.scenario)
    table = sobol(sc, n=args.n, seed=args.seed)
    out = Path(args.output) if args.output else Path("reports") / sc.name / "sensitivity"
    write_csv(table, out / "sensitivity.csv")
    write_figure(sensitivity_figure(table), out / "sensitivity.png")
    for o, g in table.groupby("output", sort=False):
        g = g.sort_values("ST", ascending=False).head(8)
        print(f"{o}: " + ", ".join(f"{r.input} ST={r.ST:.2f} S1={r.S1:.2f}"
                                   for r in g.itertuples()))
    print(f"wrote {out}/sensitivity.csv, sensitivity.png")
    return 0
