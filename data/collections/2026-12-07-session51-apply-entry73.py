"""How look 116's joined rows were written into data/measurements/ (2026-12-07, a fifty-first session;
run once before the refit, kept for provenance; `2026-12-07-session51-decision.txt` item 1b and its
addendum 5).

Entry 73's 70 candidate rows (`2026-12-07-session51-predicted-candidate-rows.csv`, each predicted blind
by look 115) appended to their `target_file`; `istdaslab_llmq.csv` is new (the header of the other
measurement files; its publisher pattern is in lifecycle/publishers.py). Unchanged except: 21 rows
whose sources state no ZeRO stage (calibration files need one) get the stage the blind prediction
resolved for them (NeMo's distributed optimizer: 1; XTuner: the least sharding with which the plan
fits at look 115's medians), and the other plan columns calibration files require and these rows
leave blank take the loader's prediction defaults the blind prediction used (NeMo's: recompute
none, vp 1, sequence_parallel with tp > 1 as the Megatron-Core recipe rule; XTuner's: vp 1), each
with a note saying so (decision addendum 6).

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
CANDIDATES = "data/collections/2026-12-07-session51-predicted-candidate-rows.csv"
NEW_FILES = {"istdaslab_llmq.csv"}
# the stage each blank row's blind prediction used (its pred_notes, look 115, seed 0)
ZERO = {**{f"s51b-{i:03d}": ("1", "Megatron-Core distributed optimizer") for i in range(1, 13)},
        **{f"s51b-{i:03d}": ("1", "the least sharding with which it fits") for i in (13, 14, 15)},
        **{f"s51b-{i:03d}": ("3", "the least sharding with which it fits") for i in range(16, 22)}}
# the loader's defaults for blank plan columns, as the blind prediction applied them
DEFAULTS = {"recompute": lambda r: "none", "vp": lambda r: "1",
            "sequence_parallel": lambda r: "true" if int(r["tp"]) > 1 else "false"}
DNOTE = ("{cols} ASSUMED at the join (same script): the source states none and calibration files need a "
         "value; these are the loader's prediction defaults the row's blind prediction by look 115 used "
         "(recompute empty -> none, vp empty -> 1, Megatron-Core recipe: sequence parallelism with tp > 1).")
NOTE = ("zero_stage {z} ASSUMED at the join (2026-12-07, collections/2026-12-07-session51-apply-entry73.py): "
        "the source states none and calibration files need one; {z} is what the row's blind prediction by look "
        "115 resolved ({why}).")


def fill(r):
    """The blank plan columns of one candidate row, as addenda 5-6 fill them."""
    if r["row_id"] in ZERO:
        z, why = ZERO[r["row_id"]]
        assert r["zero_stage"] == "", r["row_id"]
        r["zero_stage"] = z
        r["notes"] = r["notes"].rstrip() + " " + NOTE.format(z=z, why=why)
        filled = []
        for c, f in DEFAULTS.items():
            if r[c] == "":
                r[c] = f(r)
                filled.append(f"{c} {r[c]}")
        if filled:
            r["notes"] = r["notes"] + " " + DNOTE.format(cols=", ".join(filled))


def join(candidates, new_files, fill_row, check):
    """Append every row of ``candidates`` (after ``fill_row``) to its ``target_file``, creating
    the files in ``new_files`` with the measurement header; with ``check`` only verify."""
    by = {}
    for r in csv.DictReader(open(candidates, newline="")):
        fill_row(r)
        by.setdefault(s48.target(r), []).append(r)
    for tgt, rows in by.items():
        if not os.path.exists(M + tgt):
            assert tgt in new_files and not check, tgt
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


def main(check):
    join(CANDIDATES, NEW_FILES, fill, check)


if __name__ == "__main__":
    main(check="--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
