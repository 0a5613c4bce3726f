"""`lifecycle sweep SCENARIO.yaml`: every valid plan x accelerators x counts x regions.

Writes DIR (default ``reports/<scenario name>/sweep/``): ``sweep.csv`` (one row
per plan that fits in memory: plan, accelerator, count, region, p05/p50/p95 of
time_to_train_days, tco_usd, total_tco2e, tcdp_tco2e_days), ``pareto.csv``
(non-dominated plans at the median with the probability that each is the
best in time, cost and carbon), ``pareto.png`` and ``sweep.json`` (counts,
timings, provenance).
"""

from __future__ import annotations

from pathlib import Path

from lifecycle.commands import add_source_arguments, source_of


def _list(text, cast=str):
    return [cast(x.strip()) for x in str(text).split(",") if x.strip()] if text else None


def add_parser(subparsers):
    p = subparsers.add_parser(
        "sweep", help="search plans, accelerators, counts and regions; Pareto front",
        description="Enumerate every valid parallelism plan (tp, pp, dp, cp, ep, vp, micro_batch, "
                    "zero_stage, recompute, sequence_parallel, fsdp_shard: the HSDP shard) for "
                    "each accelerator, GPU count and region, drop plans that do not fit in "
                    "memory, evaluate the rest over common parameter draws, and write the Pareto "
                    "front of time, cost and carbon.")
    p.add_argument("scenario", help="scenario YAML file (its plan is ignored)")
    p.add_argument("-o", "--output", help="output directory (default reports/<name>/sweep)")
    p.add_argument("--accelerators",
                   help="comma-separated accelerator ids (default: the scenario's)")
    p.add_argument("--counts", help="comma-separated GPU counts (default: the scenario's)")
    p.add_argument("--regions", help="comma-separated region ids (default: the scenario's)")
    p.add_argument("--max-plans", type=int, default=None,
                   help="keep at most K plans per configuration: the K with the shortest step "
                        "time at the median draws among those that fit there and in the "
                        "--min-fit-prob share of the first 16 draws")
    p.add_argument("--draws", type=int, default=500, help="parameter draws per plan (default 500)")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--scheduler", help="Dask scheduler address tcp://HOST:PORT (default: local)")
    p.add_argument("--min-fit-prob", type=float, default=0.9,
                   help="keep plans that fit in memory in at least this share of draws (0.9)")
    add_source_arguments(p)
    p.add_argument("--quiet", action="store_true", help="no progress messages on stderr")
    return p


def _ints(text):
    from lifecycle.errors import LifecycleInputError, Problem

    try:
        return _list(text, int)
    except ValueError:
        raise LifecycleInputError([Problem("--counts", "", "comma-separated integers; "
                                           f"got {text!r}")]) from None


def run(args) -> int:
    from lifecycle.sweep.figures import pareto_figure
    from lifecycle.sweep.io import write_csv, write_figure, write_json

    import sys

    from lifecycle.api import load_scenario, sweep

    sc = load_scenario(args.scenario)
    res = sweep(sc, accelerators=_list(args.accelerators), counts=_ints(args.counts),
                regions=_list(args.regions), max_plans=args.max_plans, draws=args.draws,
                seed=args.seed, source={"auto": "posterior"}.get(source_of(args), source_of(args)),
                min_fit_prob=args.min_fit_prob, scheduler=args.scheduler,
                accept_diagnostics=args.accept_diagnostics,
                progress=None if args.quiet else lambda m: print(m, file=sys.stderr, flush=True))
    out = Path(args.output) if args.output else Path("reports") / sc.name / "sweep"
    write_csv(res.table, out / "sweep.csv")
    write_csv(res.pareto, out / "pareto.csv")
    write_figure(pareto_figure(table=res.table, pareto=res.pareto,
                               title=f"{sc.name}: {res.counts['feasible']} feasible plans",
                               seed=args.seed),
                 out / "pareto.png")
    write_json({"scenario": sc.name, "counts": res.counts, "timings": res.timings,
                "provenance": res.provenance}, out / "sweep.json")
    c, t = res.counts, res.timings
    print(f"{sc.name}: {c['enumerated']} valid plans in {c['configurations']} configuration(s), "
          f"{c['evaluated']} evaluated x {c['draws']} draws in {t['evaluate_s']:.1f} s, "
          f"{c['feasible']} fit in memory, {c['pareto']} on the Pareto front")
    if len(res.pareto):
        cols = ["accelerator", "count", "region", "tp", "pp", "dp", "cp", "ep", "vp", "micro_batch",
                "zero_stage", "fsdp_shard", "recompute", "sequence_parallel",
                "time_to_train_days_p50", "tco_usd_p50", "total_tco2e_p50", "p_best_time",
                "p_best_cost", "p_best_carbon", "beyond_calibration"]
        print(res.pareto[cols].head(15).to_string(index=False, float_format=lambda x: f"{x:.4g}"))
    print(f"wrote {out}/sweep.csv, pareto.csv, pareto.png, sweep.json")
    return 0
