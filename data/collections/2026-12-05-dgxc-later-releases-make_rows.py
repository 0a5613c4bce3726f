#!/usr/bin/env python3
"""Build rows.csv (h64b-001..) from NVIDIA/dgxc-benchmarking releases after v25.07.

Only arithmetic on numbers quoted from the READMEs; no project code, no predictions.
The header is copied from /work/main/data/measurements/nvidia_dgxc.csv.

Finding behind these rows: from v25.07 on, the dgxc-benchmarking READMEs no longer
carry "Expected Performance" tables (they last appear in v25.05.04, commit 6be5ea0e).
What the later releases publish is one worked example per recipe: a
`parse_train_timing*.sh` "Example output" line (experiment name, step-time mean/std,
TFLOPS_per_GPU mean/std) and/or an MFU / throughput worked example. From v26.05 on,
even those are replaced by "illustrative values". Every row below is such a worked
example, so none is 'high' confidence.

The header, sources, peaks and model shapes are in the sibling module
2026-12-05-dgxc-later-releases-make_rows_common.py, the row blocks in _rows_001_005.py and
_rows_006_011.py; this script loads them in that order and writes rows.csv next to itself.
"""
import csv
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STEM = "2026-12-05-dgxc-later-releases-make_rows"


def _sibling(part):
    """The sibling module STEM_<part>.py of this directory, loaded once per process (the
    file names carry hyphens, so they cannot be imported by name; the row modules append
    to the one `rows` list of the common module)."""
    name = "dgxc_later_releases_make_rows_" + part
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, "%s_%s.py" % (STEM, part)))
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


_common = _sibling("common")
HEADER, rows = _common.HEADER, _common.rows
_sibling("rows_001_005")
_sibling("rows_006_011")

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print(f"wrote {len(rows)} rows")
for r in rows:
    print(r["row_id"], r["model"][:32], r["accelerator"], r["precision"], r["num_gpus"], r["step_time_s"],
          r["tokens_per_s_per_gpu"], r["tflops_per_gpu"], r["mfu_pct"], r["confidence"][:12])
