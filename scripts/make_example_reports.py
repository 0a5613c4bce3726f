#!/usr/bin/env python
"""Regenerate the example reports committed in reports/.

    .venv/bin/python scripts/make_example_reports.py [--draws N] [--seed S]

Writes reports/<scenario>/ for each bundled scenario in EXAMPLES (report.md,
report.html, figures/, summary.csv, a small posterior.nc holding only the key
quantities) and reports/compare-<a>-vs-<b>/ for the comparison in COMPARE.
Figures at 80 dpi keep the directory small. Uses the calibration posterior of
the current data and priors, fitting it first when none is cached (as
`lifecycle report` does).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = ("llama3-405b", "gpt3-175b", "bloom-176b", "llama3-8b-hf-rent")
COMPARE = ("gpt3-175b", "bloom-176b")
NC_QUANTITIES = ("time_to_train_days", "gpu_hours", "goodput", "interruptions", "energy_mwh",
                 "capex_usd", "opex_usd", "tco_usd", "capem_tco2e", "opem_tco2e", "total_tco2e",
                 "lifetime_tco_usd", "lifetime_capem_tco2e", "lifetime_opem_tco2e",
                 "step_time_s", "mfu")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--draws", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(REPO / "reports"))
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    os.environ.setdefault("MPLBACKEND", "Agg")

    from lifecycle.report.build import Progress, build_report
    from lifecycle.params import calibration
    from lifecycle.analysis.collect import collect, estimate_for_report
    from lifecycle.report.compare import build_compare
    from lifecycle.scenario import load_scenario

    out = Path(args.out)
    progress = Progress(args.quiet)
    for name in EXAMPLES:
        f = REPO / "data" / "scenarios" / f"{name}.yaml"
        progress(f"== {name}")
        s = load_scenario(f)
        ri = collect(s, draws=args.draws, seed=args.seed, progress=progress, source="auto",
                     scenario_file=f"data/scenarios/{f.name}")
        build_report(ri, out / name, dpi=80, nc_quantities=NC_QUANTITIES, progress=progress)
    progress("== compare " + " vs ".join(COMPARE))
    cal = calibration("auto", progress)
    ests = {n: estimate_for_report(load_scenario(REPO / "data" / "scenarios" / f"{n}.yaml"),
                                   draws=args.draws, seed=args.seed, cal=cal) for n in COMPARE}
    build_compare(ests, out / ("compare-" + "-vs-".join(COMPARE)), dpi=80, progress=progress)
    return 0


if __name__ == "__main__":
    sys.exit(main())
