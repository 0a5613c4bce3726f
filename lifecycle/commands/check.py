"""`lifecycle check SCENARIO.yaml [...]`: validate scenarios, one summary line each.

Exit 0 when every file is valid; otherwise one line per problem on stderr
(``error: file: key path: what is allowed``) and exit 2. Every file is
checked even when an earlier one fails.
"""

from __future__ import annotations

import sys


def add_parser(subparsers):
    p = subparsers.add_parser(
        "check", help="validate scenario files and print a one-line summary of each",
        description="Validate scenario YAML files (schema, cross-field rules, data-table ids). "
                    "Prints one summary line per valid file; exit 2 with one line per problem "
                    "otherwise.")
    p.add_argument("scenarios", nargs="+", metavar="SCENARIO", help="scenario YAML file(s)")
    return p


def _tokens(x: float) -> str:
    for div, unit in ((1e12, "T"), (1e9, "B"), (1e6, "M")):
        if x >= div:
            return f"{x / div:.4g}{unit}"
    return f"{x:.4g}"


def summary(scenario) -> str:
    """One line: name, parameters, accelerators, plan, tokens."""
    from lifecycle.scenario.derive import model_params

    md, cl, tr, pl = scenario.model, scenario.cluster, scenario.training, scenario.plan
    pc = model_params(md)
    size = f"{pc['total'] / 1e9:.1f}B params"
    if md.arch == "moe":
        size += (f" ({pc['active'] / 1e9:.1f}B active, {md.num_experts} experts "
                 f"top-{md.experts_per_token})")
    else:
        size += " dense"
    if pl is None:
        plan = "plan auto (chosen by a sweep)"
    else:
        parts = [f"tp{pl.tp}", f"pp{pl.pp}", f"dp{pl.dp}"]
        parts += [f"{k}{getattr(pl, k)}" for k in ("cp", "ep", "vp") if getattr(pl, k) > 1]
        plan = "plan " + " ".join(parts)
    derived = f" [shape from {md.derived_from.split(' ')[0]}]" if md.derived_from else ""
    return (f"{scenario.name}: {size}{derived}, {cl.count} x {cl.accelerator}, {plan}, "
            f"{_tokens(tr.tokens)} tokens, {tr.precision}, {scenario.lifecycle.mode}")


def run(args) -> int:
    from lifecycle.errors import LifecycleInputError
    from lifecycle.scenario import load_scenario

    status = 0
    for path in args.scenarios:
        try:
            sc = load_scenario(path)
        except LifecycleInputError as e:
            for prob in e.problems:
                print(f"error: {prob}", file=sys.stderr)
            status = 2
            continue
        print(f"ok {path}: {summary(sc)}")
    return status
