"""How look 113's inputs were written into data/measurements/ (2026-12-07, a forty-ninth session;
run once before the refit, kept for provenance; `2026-12-07-session49-decision.txt` items 1-2).

1. An `intra_fabric` column appended (empty) to every measurement file and to the frozen
   validation/steptime.csv (a format change only: the schema requires every column), and filled
   in kempner_forge.csv and argonne_alcf.csv for the rows whose own source states a 4-GPU NVLink
   node, with a note on each.
2. Entry 70's 16 candidate rows (`2026-12-06-session48-predicted-candidate-rows.csv`, predicted
   blind by look 112) appended to their `target_file`, unchanged except item 1's column for
   KempnerForge's s48q-002..006.

Reuses `edit`, `_lines` and `_ser` of `2026-12-06-session47-apply-corrections.py` and `target` of
`2026-12-06-session48-apply-corrections.py`. With --check it only verifies that data/ already holds
every value (run from the repository root).
"""
import csv
import glob
import importlib.util
import sys


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


s47 = _load("s47", "data/collections/2026-12-06-session47-apply-corrections.py")
s48 = _load("s48", "data/collections/2026-12-06-session48-apply-corrections.py")
M = s47.M
CANDIDATES = "data/collections/2026-12-06-session48-predicted-candidate-rows.csv"
WHY = " (added 2026-12-07 by collections/2026-12-07-session49-apply.py, decision item 1)"
KEMPNER = ("intra_fabric nvlink4-4gpu-direct: the source states \"NVIDIA H200 SXM 141 GB, 4 GPUs per node "
           "(HGX 4-GPU boards, NVLink intra-node)\" (an NVLink domain of 4, not the 8-GPU NVSwitch default)" + WHY)
POLARIS = ("intra_fabric nvlink3-4gpu-direct: the Polaris node has \"four Nvidia A100 GPUs connected via NVLink\", "
           "topology 'NV4' between every GPU pair (4-GPU HGX board, no NVSwitch), as quoted above" + WHY)
KF = [f"kf-{i:03d}" for i in range(1, 12)] + [f"kf64-{i:03d}" for i in range(1, 5)]
ROWS = {"kempner_forge.csv": {r: ("nvlink4-4gpu-direct", KEMPNER) for r in KF},
        "argonne_alcf.csv": {r: ("nvlink3-4gpu-direct", POLARIS) for r in ("s47h-001", "s47h-002")}}
JOINED = {f"s48q-00{i}": ("nvlink4-4gpu-direct", KEMPNER) for i in range(2, 7)}


def add_column(path, check):
    split, hdr = s47._lines(path)
    if "intra_fabric" in hdr:
        return
    assert not check, path
    out = [body + (",intra_fabric" if i == 0 else ",") for i, (body, _) in enumerate(split)]
    open(path, "w", newline="").write("\n".join(o + cr for o, (_, cr) in zip(out, split)) + "\n")


def join(check):
    by = {}
    for r in csv.DictReader(open(CANDIDATES, newline="")):
        r["intra_fabric"], note = JOINED.get(r["row_id"], ("", ""))
        if note:
            r["notes"] = r["notes"].rstrip() + " " + note
        by.setdefault(s48.target(r), []).append(r)
    for tgt, rows in by.items():
        split, hdr = s47._lines(M + tgt)
        have = {next(csv.reader([b]))[0] for b, _ in split[1:]}
        if check:
            assert {r["row_id"] for r in rows} <= have, tgt
            continue
        assert not {r["row_id"] for r in rows} & have, tgt
        cr = split[-1][1]
        text = open(M + tgt, newline="").read().rstrip("\n")
        text += "".join("\n" + s47._ser([r[h] for h in hdr]) + cr for r in rows)
        open(M + tgt, "w", newline="").write(text + "\n")


def main(check):
    for f in sorted(glob.glob(M + "*.csv")) + ["data/validation/steptime.csv"]:
        add_column(f, check)
    for f, rows in ROWS.items():
        s47.edit(M + f, [(r, "intra_fabric", "", fab) for r, (fab, _) in rows.items()],
                 {r: note for r, (_, note) in rows.items()}, check)
    join(check)


if __name__ == "__main__":
    main(check="--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
