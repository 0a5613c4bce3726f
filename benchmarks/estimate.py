"""Benchmark: `lifecycle estimate` with 10,000 draws on every bundled scenario.

Targets: <= 3 s warm over the priors (issue 4) and <= 30 s on the cached
calibration (issue 5), on the 2-core development machine. Prints, per
scenario, the in-process time of one warm estimate (imports, tables and priors
already loaded: the Monte Carlo itself) and the wall time of the whole CLI
process, `python -m lifecycle estimate SCENARIO --draws 10000 --json` with
``--prior`` and with the cached calibration (run `lifecycle calibrate` first),
which includes interpreter start and imports (numpy, scipy, pandas, pydantic,
and xarray/h5netcdf to read the posterior).

Run: ``.venv/bin/python benchmarks/estimate.py [SCENARIO.yaml ...] [--draws N]``.
Not a timed test: it prints and never fails.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("scenarios", nargs="*")
    ap.add_argument("--draws", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    bundled = sorted((REPO / "data" / "scenarios").glob("*.yaml"))
    files = [Path(s) for s in args.scenarios] or bundled

    from lifecycle.errors import LifecycleInputError
    from lifecycle.mc import estimate
    from lifecycle.scenario import load_scenario

    print(f"{'scenario':40s} {'in-process warm [s]':>20s} {'CLI --prior [s]':>16s} "
          f"{'CLI calibrated [s]':>19s}")
    for f in files:
        sc = load_scenario(f)
        if getattr(sc, "plan", None) is None:
            print(f"{f.name:40s} {'plan: auto (skipped)':>20s}")
            continue
        try:
            estimate(sc, draws=args.draws, seed=0)  # warm-up: tables and priors cached
        except LifecycleInputError as e:
            print(f"{f.name:40s} not estimable: {e}")
            continue
        best = float("inf")
        for i in range(args.repeat):
            t = time.perf_counter()
            estimate(sc, draws=args.draws, seed=i)
            best = min(best, time.perf_counter() - t)
        cli = []
        for extra in (["--prior"], ["--cached"]):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-m", "lifecycle", "estimate", str(f), "--draws",
                            str(args.draws), "--json", *extra], check=True, capture_output=True)
            cli.append(time.perf_counter() - t)
        print(f"{f.name:40s} {best:20.3f} {cli[0]:16.3f} {cli[1]:19.3f}")


if __name__ == "__main__":
    main()
