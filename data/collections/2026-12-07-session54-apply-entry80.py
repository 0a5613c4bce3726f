"""How look 122's entry-80 rows were written into data/measurements/ (2026-12-07, a fifty-fourth session; run
once before the refit, kept for provenance; `2026-12-07-session54-decision.txt` addenda 8 and 9).

Entry 80's 3 candidate rows (`2026-12-07-session54-predicted-candidate-rows-2.csv`, Google's tpu-recipes long-context
MaxText recipe on 64 TPU v5p, each predicted blind by look 121 first) appended unchanged to google_maxtext_tpu.csv.
Every required plan column is stated, so nothing is filled. Reuses `join` of `2026-12-07-session51-apply-entry73.py`
through `2026-12-07-session52-apply-entry75.py`. With --check it only verifies that data/ already holds every row
(run from the repository root).
"""
import importlib.util
import sys

_spec = importlib.util.spec_from_file_location("e75", "data/collections/2026-12-07-session52-apply-entry75.py")
e75 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(e75)
s73, REQUIRED = e75.s73, e75.REQUIRED
CANDIDATES = "data/collections/2026-12-07-session54-predicted-candidate-rows-2.csv"
NEW_FILES = set()


def fill(r):
    """Nothing to fill: every required plan column is stated (checked)."""
    assert all(r[c] != "" for c in REQUIRED), r["row_id"]


if __name__ == "__main__":
    s73.join(CANDIDATES, NEW_FILES, fill, "--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
