"""How look 124's entry-81 rows were written into data/measurements/ (2026-12-07, a fifty-fifth session; run
once before the refit, kept for provenance; `2026-12-07-session55-decision.txt` addendum 8).

Seven of entry 81's 8 candidate rows (`2026-12-07-session55-entry81-candidate-rows.csv`, each predicted blind by
look 123 first) are appended to their target files: s55b-001..005 unchanged; s55a-001/002 with the plan columns
NeMo's long-sequence page does not state filled as the held rows of that page (s51b-001..012) are. s55a-003 waits
(addendum 8). Reuses `join` of `2026-12-07-session51-apply-entry73.py` through `...-session52-apply-entry75.py`.
With --check it only verifies that data/ already holds every joined row (run from the repository root).
"""
import csv
import importlib.util
import os
import sys
import tempfile

_spec = importlib.util.spec_from_file_location("e75", "data/collections/2026-12-07-session52-apply-entry75.py")
e75 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(e75)
s73, REQUIRED = e75.s73, e75.REQUIRED
CANDIDATES = "data/collections/2026-12-07-session55-entry81-candidate-rows.csv"
WAITING = {"s55a-003"}
NEW_FILES = set()
NEMO_FILL = ("Plan columns the page does not state, filled on joining (2026-12-07, session 55 addendum 8) as the "
             "held rows of the same page (s51b-001..012): recompute none, vp 1, zero_stage 1 (Megatron-Core "
             "distributed optimizer), sequence_parallel {sp} (with TP > 1).")


def fill(r):
    """NeMo's 16k rows: the held rows' plan conventions; every other row states its plan columns."""
    if r["row_id"] in ("s55a-001", "s55a-002"):
        sp = "true" if float(r["tp"]) > 1 else "false"
        r.update(recompute="none", vp="1", zero_stage="1", sequence_parallel=sp)
        r["notes"] = r["notes"].rstrip() + " " + NEMO_FILL.format(sp=sp)
    assert all(r[c] != "" for c in REQUIRED), r["row_id"]


if __name__ == "__main__":
    rows = [r for r in csv.DictReader(open(CANDIDATES, newline="")) if r["row_id"] not in WAITING]
    tmp = os.path.join(tempfile.mkdtemp(), "joined.csv")
    with open(tmp, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    s73.join(tmp, NEW_FILES, fill, "--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied", len(rows), "rows")
