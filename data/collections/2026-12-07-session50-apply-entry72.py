"""How look 115's inputs were written into data/measurements/ (2026-12-07, a fiftieth session; run
once before the refit, kept for provenance; `2026-12-07-session50-decision.txt` item 6).

Entry 72's 65 candidate rows (`2026-12-07-session50-predicted-candidate-rows.csv`, each predicted
blind by look 114) appended, unchanged, to their `target_file`; three files are new (the header of
the other measurement files). The three publisher patterns are in lifecycle/publishers.py.

Reuses `_lines` and `_ser` of `2026-12-06-session47-apply-corrections.py` and `target` of
`2026-12-06-session48-apply-corrections.py`. With --check it only verifies that data/ already holds
every row (run from the repository root).
"""
import csv
import importlib.util
import os
import sys


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


s47 = _load("s47", "data/collections/2026-12-06-session47-apply-corrections.py")
s48 = _load("s48", "data/collections/2026-12-06-session48-apply-corrections.py")
M = s47.M
CANDIDATES = "data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
NEW_FILES = {"seannaren_min_llm.csv", "baisya_fsdp2_blog.csv", "kasukurthi_nanochat.csv"}


def main(check):
    by = {}
    for r in csv.DictReader(open(CANDIDATES, newline="")):
        by.setdefault(s48.target(r), []).append(r)
    for tgt, rows in by.items():
        if not os.path.exists(M + tgt):
            assert tgt in NEW_FILES and not check, tgt
            open(M + tgt, "w", newline="").write(open(M + "kempner_forge.csv", newline="").readline())
        split, hdr = s47._lines(M + tgt)
        have = {next(csv.reader([b]))[0] for b, _ in split[1:]}
        if check:
            assert {r["row_id"] for r in rows} <= have, tgt
            continue
        assert not {r["row_id"] for r in rows} & have, tgt
        cr = split[-1][1] if len(split) > 1 else ""
        text = open(M + tgt, newline="").read().rstrip("\n")
        text += "".join("\n" + s47._ser([r[h] for h in hdr]) + cr for r in rows)
        open(M + tgt, "w", newline="").write(text + "\n")


if __name__ == "__main__":
    main(check="--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
