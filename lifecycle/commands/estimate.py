"""`lifecycle estimate SCENARIO.yaml`: Monte Carlo over the calibrated parameters (or the
priors with ``--prior``), summary table or JSON."""

from __future__ import annotations

from lifecycle.commands import add_source_arguments, source_of

import json
import math
import sys

EXTRA = ("step_time_s", "mfu", "usd_per_mtok", "kgco2e_per_mtok",
         "breakeven_rent_usd_per_gpu_hour", "runs_per_lifetime")
HEADLINE = (
    "time_to_train_days", "gpu_hours", "goodput", "interruptions", "energy_mwh", "capex_usd",
    "opex_usd", "tco_usd", "capem_tco2e", "opem_tco2e", "total_tco2e", "lifetime_capex_usd",
    "lifetime_opex_usd", "lifetime_capem_tco2e", "lifetime_opem_tco2e",
)


def add_parser(subparsers):
    p = subparsers.add_parser(
        "estimate", help="time, cost and CO2e of a training run (Monte Carlo)",
        description="Monte Carlo estimate of time to train, CapEx/OpEx and CapEm/OpEm of a "
                    "scenario; prints quantity, unit, mean, p05, p50, p95. Calibrated "
                    "parameters come from the cached calibration posterior (fitted first "
                    "when data/ or priors/ changed); the rest from their priors.")
    p.add_argument("scenario", help="scenario YAML file, or the name of a bundled example "
                                       "(e.g. gpt3-175b)")
    p.add_argument("--draws", type=int, default=4000, help="Monte Carlo draws (default 4000)")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    add_source_arguments(p)
    p.add_argument("--engine", choices=("numpy", "pymc"), default="numpy",
                   help="numpy Monte Carlo (default, fast) or the PyMC posterior predictive of "
                        "the scenario's deterministics (same numbers within Monte Carlo error; "
                        "compiles the graph first)")
    p.add_argument("--quiet", action="store_true", help="no progress messages on stderr")
    p.add_argument("--all", action="store_true",
                   help="show every quantity (breakdowns, step time), not only the headline ones")
    return p


def _fmt(x: float) -> str:
    if not math.isfinite(x):
        return str(x)
    if x == 0:
        return "0"
    a = abs(x)
    if a >= 1e6 or a < 1e-3:
        return f"{x:.3e}"
    if a >= 100:
        return f"{x:,.0f}"
    return f"{x:.4g}"


def run(args) -> int:
    from lifecycle.api import estimate

    def progress(msg):
        if not args.quiet:
            print(msg, file=sys.stderr, flush=True)

    source = {"auto": "posterior"}.get(source_of(args), source_of(args))
    res = estimate(args.scenario, draws=args.draws, seed=args.seed, source=source,
                   accept_diagnostics=args.accept_diagnostics, engine=args.engine,
                   progress=progress)
    est = res.estimate()
    plan_note = est.provenance.get("plan_choice")
    if "diagnostics_accepted" in est.provenance:  # shown even with --quiet and --json
        red = "\033[31m{}\033[0m" if sys.stderr.isatty() else "{}"
        print(red.format(f"WARNING: {est.provenance['diagnostics_accepted']}"), file=sys.stderr)
    df = est.summary()
    if args.json:
        doc = {
            "scenario": est.scenario_name,
            "provenance": est.provenance,
            "quantities": {
                r.quantity: {"unit": r.unit, "mean": r.mean, "p05": r.p05, "p50": r.p50,
                             "p95": r.p95}
                for r in df.itertuples()
            },
        }
        json.dump(doc, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return 0
    if not args.all:
        df = df[df["quantity"].isin(HEADLINE + EXTRA)]
    rows = [("quantity", "unit", "mean", "p05", "p50", "p95")]
    rows += [(r.quantity, r.unit, _fmt(r.mean), _fmt(r.p05), _fmt(r.p50), _fmt(r.p95))
             for r in df.itertuples()]
    widths = [max(len(r[i]) for r in rows) for i in range(6)]
    print(f"scenario {est.scenario_name}: {est.provenance['draws']} draws, seed "
          f"{est.provenance['seed']}, parameters from {est.provenance['param_source']}")
    if plan_note:
        print(plan_note)
    for i, r in enumerate(rows):
        cells = (c.ljust(widths[j]) if j < 2 else c.rjust(widths[j]) for j, c in enumerate(r))
        print("  ".join(cells))
        if i == 0:
            print("  ".join("-" * w for w in widths))
    return 0
