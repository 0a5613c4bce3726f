"""How look 118's rows were written into data/measurements/ (2026-12-07, a fifty-second session; run once
before the refit, kept for provenance; `2026-12-07-session52-decision.txt` item 2a).

Entry 75's 17 candidate rows (`2026-12-07-session51-predicted-candidate-rows-3.csv`, each predicted blind
by look 117) appended unchanged to their `target_file` (one new file, jwt625_nanochat.csv, with the header
of the other measurement files; its publisher pattern in lifecycle/publishers.py). Every plan column that
calibration files require is already stated in these rows, so nothing is filled. Reuses `join` of
`2026-12-07-session51-apply-entry73.py`. With --check it only verifies that data/ already holds every row
(run from the repository root).
"""
import importlib.util
import sys

_spec = importlib.util.spec_from_file_location("s73", "data/collections/2026-12-07-session51-apply-entry73.py")
s73 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(s73)
CANDIDATES = "data/collections/2026-12-07-session51-predicted-candidate-rows-3.csv"
NEW_FILES = {"jwt625_nanochat.csv"}
REQUIRED = ("recompute", "sequence_parallel", "vp", "zero_stage", "ep")


def fill(r):
    """Nothing to fill: assert the plan columns calibration files require are stated."""
    assert all(r[c] != "" for c in REQUIRED), r["row_id"]


if __name__ == "__main__":
    s73.join(CANDIDATES, NEW_FILES, fill, "--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
