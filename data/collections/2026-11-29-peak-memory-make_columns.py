"""Write the measurement files' ``peak_memory_gib`` and ``memory_measure`` columns.

Two sources, both read here so that the columns can be rebuilt:

* ``2026-11-29-peak-memory-rows.csv`` (this folder): 181 peak-memory figures that the
  calibration rows' own sources print for the same run, collected by a helper on 2026-11-29
  (report ``2026-11-29-peak-memory-helper-report.md``: where each figure is, what its tool
  measures, unit conversions). Its free-text ``memory_measure`` is mapped to one of
  ``lifecycle.dataschema.MEMORY_MEASURES`` by :data:`RULES` (first match wins).
* the project's own device runs: ``benchmarks/device/results/*/call*/steps.csv``
  ``peak_mem_gib`` (``torch.cuda.max_memory_allocated`` over the timed steps,
  ``benchmarks/device/timing.py``), matched to the ``lcdev-*`` rows by the run, call and name
  their ``table`` column names.

Run from the repository root: ``python data/collections/2026-11-29-peak-memory-make_columns.py``.
Rows without a figure keep both columns empty; line endings and quoting of the files are kept
(the frozen table gets the empty columns only: no figure was collected for its publishers).
"""

import csv
import io
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
# (substring of the helper's description, category); order matters
RULES = (("ambiguous", "unspecified"), ("nvidia-smi or paddle", "unspecified"),
         ("UNVERIFIED", "unspecified"), ("nvidia_monitor.py", "device"),
         ("max_memory_reserved", "reserved"), ("reserved_bytes", "reserved"),
         ("max_memory_allocated", "allocated"), ("peak_allocated", "allocated"))
COLS = ("peak_memory_gib", "memory_measure")


def category(text: str) -> str:
    return next((c for key, c in RULES if key in text), "unspecified")


def published() -> dict:
    with open(HERE / "2026-11-29-peak-memory-rows.csv", newline="") as f:
        return {r["row_id"]: (float(r["peak_memory_gib"]), category(r["memory_measure"]))
                for r in csv.DictReader(f)}


def own_runs() -> dict:
    peaks = {}
    for p in (ROOT / "benchmarks/device/results").glob("*/call*/steps.csv"):
        with open(p, newline="") as f:
            for r in csv.DictReader(f):
                if r.get("peak_mem_gib"):
                    peaks[(p.parts[-3], p.parts[-2], r["name"])] = float(r["peak_mem_gib"])
    out = {}
    for p in (ROOT / "data/measurements").glob("lifecycle_device_*.csv"):
        with open(p, newline="") as f:
            for r in csv.DictReader(f):
                m = re.search(r"results/([^/]+)/(call\d+)/[^,]*, row (\S+)", r["table"])
                if m and (key := (m[1], m[2], m[3].rstrip(")"))) in peaks:
                    out[r["row_id"]] = (peaks[key], "allocated")
    return out


def write(path: Path, values: dict) -> int:
    """Append the two columns to ``path`` (which must not have them yet: to rebuild, restore
    the files first); returns the number of rows given a value."""
    raw = open(path, newline="").read()
    recs = list(csv.reader(io.StringIO(raw)))
    lines = raw.splitlines(keepends=True)
    assert len(lines) == len(recs), f"{path}: a record spans lines"
    assert not set(COLS) & set(recs[0]), f"{path}: the columns are there already"
    idx = recs[0].index("row_id")
    n, out = 0, []
    for i, (line, rec) in enumerate(zip(lines, recs, strict=True)):
        body = line.rstrip("\r\n")
        end = line[len(body):]
        if i == 0:
            out.append(body + "," + ",".join(COLS) + end)
            continue
        v = values.get(rec[idx])
        n += v is not None
        out.append(body + (f",{v[0]:.4g},{v[1]}" if v else ",,") + end)
    open(path, "w", newline="").write("".join(out))
    return n


if __name__ == "__main__":
    values = {**published(), **own_runs()}
    total = 0
    files = sorted((ROOT / "data/measurements").glob("*.csv"))
    for p in files + [ROOT / "data/validation/steptime.csv"]:
        k = write(p, {} if p.parent.name == "validation" else values)
        total += k
        if k:
            print(f"{p.name}: {k}")
    print(f"{total} rows with a peak memory of {len(values)} figures")
