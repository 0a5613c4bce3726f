"""How look 114's inputs were written into data/ (2026-12-07, a fiftieth session; run once before
the refit, kept for provenance; `2026-12-07-session50-decision.txt` item 1).

1a. Entry 71's 19 candidate rows (`2026-12-07-session49-predicted-candidate-rows.csv`, predicted blind
    by look 113) appended to their `target_file` (fzj_jsc_benchmarks.csv is new: the header of the
    other measurement files), unchanged except DeepSpeed's s49b-001..008, which name the new fabric
    nvswitch-v100-16gpu in `intra_fabric` with a note (the fabric row itself is in data/fabrics.csv).
1b. steptime_measurements.csv row 65 (Nemotron-4 340B): kv_heads 96 -> 8, a SHAPE FIX note.
1c. kempner_forge.csv s48q-004..006: sequence_parallel true -> false, with a note.

Reuses `edit`, `_lines` and `_ser` of `2026-12-06-session47-apply-corrections.py` and `target` of
`2026-12-06-session48-apply-corrections.py`. With --check it only verifies that data/ already holds
every value (run from the repository root).
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
CANDIDATES = "data/collections/2026-12-07-session49-predicted-candidate-rows.csv"
WHY = " (added 2026-12-07 by collections/2026-12-07-session50-apply.py, decision item 1)"
DGX2 = ("intra_fabric nvswitch-v100-16gpu ASSUMED: the source states \"1 node with 16 Nvidia V100 GPUs\"; the "
        "only 16-GPU V100 SXM node is NVIDIA's HGX-2 / DGX-2, whose 16 GPUs share 12 NVSwitches (one NVLink "
        "domain of 16, not two 8-GPU hybrid cube meshes)" + WHY)
SHAPE = ("SHAPE FIX 2026-12-07: kv_heads 96->8 (8 query groups: NVIDIA/NeMo-Framework-Launcher tag 24.07 "
         "nemotron_340b.yaml 'num_query_groups: 8', NeMo 2.0 Nemotron4Config340B and Megatron-Bridge "
         "Nemotron4ModelProvider340B; the row's published TFLOP/s per token matches the GQA-8 FLOP count within "
         "0.04%; collections/2026-12-07-session49-pending-reading-answers.csv Q1)" + WHY)
NO_SP = ("sequence_parallel true -> false: KempnerForge's pipeline stages apply plain tensor parallelism, "
         "no sequence parallelism (tensor_parallel.py:28-29 at the rows' commit; "
         "collections/2026-12-07-session49-kempnerforge-pp-lead.md finding 2)" + WHY)
DS = {f"s49b-00{i}" for i in range(1, 9)}
NEW_FILE = "fzj_jsc_benchmarks.csv"


def join(check):
    by = {}
    for r in csv.DictReader(open(CANDIDATES, newline="")):
        if r["row_id"] in DS:
            assert r["intra_fabric"] == "", r["row_id"]
            r["intra_fabric"] = "nvswitch-v100-16gpu"
            r["notes"] = r["notes"].rstrip() + " " + DGX2
        by.setdefault(s48.target(r), []).append(r)
    for tgt, rows in by.items():
        if not os.path.exists(M + tgt):
            assert tgt == NEW_FILE and not check, tgt
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
    join(check)
    s47.edit(M + "steptime_measurements.csv", [("65", "kv_heads", "96", "8")], {"65": SHAPE}, check)
    rows = [f"s48q-00{i}" for i in (4, 5, 6)]
    s47.edit(M + "kempner_forge.csv", [(r, "sequence_parallel", "True", "False") for r in rows],
             {r: NO_SP for r in rows}, check)


if __name__ == "__main__":
    main(check="--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
