"""`lifecycle priors`: list every prior with its 90% interval and provenance."""

from __future__ import annotations

import json
import sys


def add_parser(subparsers):
    p = subparsers.add_parser(
        "priors", help="list every prior (name, family, unit, 90%% interval, source)",
        description="List every prior in priors/*.yaml with its resolved family, unit, "
                    "central 90%% interval and source or rationale.")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--file", default=None,
                   help="only priors from this file stem (e.g. calibration, steptime)")
    return p


def prior_rows(file_stem: str | None = None) -> list[dict]:
    """One dict per prior: name, dist, params, unit, p05, p95, file, source, rationale."""
    from pathlib import Path

    from lifecycle.priors import load_priors

    rows = []
    for name, pr in sorted(load_priors().items()):
        stem = Path(pr.file).stem
        if file_stem and stem != file_stem:
            continue
        lo, hi = pr.interval(0.9)
        rows.append({"name": name, "dist": pr.dist,
                     "params": {k: float(v) for k, v in pr.params.items()},
                     "unit": pr.unit, "p05": lo, "p95": hi, "file": stem,
                     "source": pr.source, "rationale": pr.rationale})
    return rows


def run(args) -> int:
    rows = prior_rows(args.file)
    if args.json:
        json.dump(rows, sys.stdout, indent=2)
        sys.stdout.write("\n")
        return 0
    w = max((len(r["name"]) for r in rows), default=4)
    print(f"{'name':<{w}}  {'dist':<11}  {'p05':>10}  {'p95':>10}  {'unit':<24}  source / rationale")
    for r in rows:
        why = r["source"] or r["rationale"]
        if len(why) > 90:
            why = why[:87] + "..."
        print(f"{r['name']:<{w}}  {r['dist']:<11}  {r['p05']:>10.4g}  {r['p95']:>10.4g}  "
              f"{r['unit'][:24]:<24}  {why}")
    print(f"{len(rows)} priors")
    return 0
