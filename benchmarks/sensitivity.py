"""Benchmark: Sobol sensitivity (`lifecycle.sweep.sensitivity.sobol`) on bundled scenarios.

Prints, per scenario, the number of uncertain priors k, the model runs
n (k + 2), the wall and CPU time, and the three inputs with the largest total
index for each output. Accuracy of the estimator is tested on the Ishigami
function (tests/test_sobol.py). Scenarios with ``plan: auto`` first get the
fastest plan (lifecycle.sweep.auto).

Run: ``.venv/bin/python benchmarks/sensitivity.py [SCENARIO.yaml ...] [--n N]``.
Prints, never fails.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("scenarios", nargs="*")
    ap.add_argument("--n", type=int, default=1024)
    args = ap.parse_args()
    from lifecycle.errors import LifecycleInputError
    from lifecycle.scenario import load_scenario
    from lifecycle.sweep.sensitivity import sobol

    paths = args.scenarios or sorted((REPO / "data" / "scenarios").glob("*.yaml"))
    for path in paths:
        try:
            sc = load_scenario(path)
            c0, w0 = time.process_time(), time.perf_counter()
            t = sobol(sc, n=args.n, seed=0)
            cpu, wall = time.process_time() - c0, time.perf_counter() - w0
        except LifecycleInputError as e:
            print(f"{Path(path).name}: skipped ({e.problems[0]})")
            continue
        k = t["input"].nunique()
        print(f"{Path(path).name}: k={k} priors, {args.n * (k + 2)} model runs, wall {wall:.2f} s, "
              f"cpu {cpu:.2f} s")
        for out, g in t.groupby("output", sort=False):
            g = g.sort_values("ST", ascending=False).head(3)
            print(f"  {out}: " + ", ".join(f"{r.input} {r.ST:.2f}" for r in g.itertuples()))


if __name__ == "__main__":
    main()
