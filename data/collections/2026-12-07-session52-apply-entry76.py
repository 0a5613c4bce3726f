"""How look 119's rows were written into data/measurements/ (2026-12-07, a fifty-second session; run once
before the refit, kept for provenance; `2026-12-07-session52-decision.txt` addendum 6).

Ten of entry 76's 16 candidate rows (`2026-12-07-session52-predicted-candidate-rows.csv`, each predicted
blind by look 118) appended to their `target_file`: s52a-* to a new huggingface_trl.csv (the header of the
other measurement files; its publisher pattern in lifecycle/publishers.py), s52b-* to pytorch_torchtitan.csv,
s52d-001 to nvidia_megatron.csv with its blank ep filled with the loader's prediction default (1), noted.
s52c-* (the FlashAttention-2 paper's runs) stay candidates (addendum 6b). Reuses `join` of
`2026-12-07-session51-apply-entry73.py` through `2026-12-07-session52-apply-entry75.py`. With --check it only verifies that data/ already holds every row
(run from the repository root).
"""
import csv
import importlib.util
import os
import sys
import tempfile

# look 118's join script: entry 73's `join` (as s73) and the plan columns calibration files require
_spec = importlib.util.spec_from_file_location("e75", "data/collections/2026-12-07-session52-apply-entry75.py")
e75 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(e75)
s73, REQUIRED = e75.s73, e75.REQUIRED
CANDIDATES = "data/collections/2026-12-07-session52-predicted-candidate-rows.csv"
NEW_FILES = {"huggingface_trl.csv"}
DNOTE = ("ep 1 ASSUMED at the join (2026-12-07, collections/2026-12-07-session52-apply-entry76.py): the source "
         "states none and calibration files need a value; 1 is the loader's prediction default the row's blind "
         "prediction by look 118 used (a dense model, no expert parallelism).")


def fill(r):
    """Blank ``ep`` of a dense row as addendum 6a fills it; every other required column is stated."""
    if r["ep"] == "":
        r["ep"] = "1"
        r["notes"] = r["notes"].rstrip() + " " + DNOTE
    assert all(r[c] != "" for c in REQUIRED), r["row_id"]


def joined_rows(path=CANDIDATES):
    """The candidate file without the s52c-* rows (addendum 6b), as a temporary CSV."""
    rows = [r for r in csv.DictReader(open(path, newline="")) if not r["row_id"].startswith("s52c-")]
    out = os.path.join(tempfile.mkdtemp(), "rows.csv")
    with open(out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    return out


if __name__ == "__main__":
    s73.join(joined_rows(), NEW_FILES, fill, "--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
