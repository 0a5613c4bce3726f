"""Speed of reading the calibration rows into the step-time model's input arrays.

Times :func:`lifecycle.inputs.from_measurements` on every calibration measurement row
(`data/measurements/*.csv`, what `lifecycle calibrate`, `validate steptime` and the report's
trust table each do at least once) and one accelerator lookup, warm (tables already read).
2026-12-06: the lookups had copied the whole accelerators table twice per call (~4 ms each,
most of a 73 s test); `lifecycle.tables.row` now reads a per-file index. Measured on the 2-core
development machine beside a running calibration: 3,335 rows in 31.2 s before (2ee8935), 2.6 s
after; a lookup 3.8 ms before, 76 us after.

Run: ``.venv/bin/python benchmarks/inputs.py``. Not a timed test: it prints and never fails.
"""

from __future__ import annotations

import time

from lifecycle import tables
from lifecycle.bayes.steptime_block import load_measurements
from lifecycle.inputs import from_measurements


def main() -> None:
    df = load_measurements()
    from_measurements(df.head(5))  # warm: tables read and validated once
    t = time.perf_counter()
    from_measurements(df)
    dt = time.perf_counter() - t
    print(f"from_measurements: {len(df)} rows in {dt:.2f} s ({1e3 * dt / len(df):.2f} ms a row)")
    n = 20_000
    t = time.perf_counter()
    for _ in range(n):
        tables.accelerator("h100-sxm5-80gb")
    print(f"tables.accelerator: {1e6 * (time.perf_counter() - t) / n:.1f} us a lookup")


if __name__ == "__main__":
    main()
