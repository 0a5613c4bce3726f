"""How look 111's inputs were written into data/measurements/ (2026-12-06, a forty-seventh session;
run once before the refit, kept for provenance, as `2026-12-06-session46-cuda-graphs-fill.py`).

1. `cuda_graphs` of every row of `2026-12-06-session47-graph-corrections.csv` whose recipe reading is
   none / partial / full (blank before), with a note naming the recipe; nvmb-018's recompute
   selective -> none (`2026-12-06-session46-pending-corrections.md`).
2. The candidate rows of entries 64-66 appended to their `target_file`, then the four empty `vp`
   cells of s46d-001/002/004/005 (pp 1) set to 1, which `lifecycle data check` requires.

Only the changed lines are rewritten, each with its own ending (some files mix CRLF and LF); every
line of these files round-trips through the csv writer, which `edit` checks. With --check it only
verifies that data/ already holds every value (run from the repository root).
"""
import csv
import io
import sys

M = "data/measurements/"
C = "data/collections/2026-12-06-"
CORR = C + "session47-graph-corrections.csv"
CANDIDATES = [C + "session46-predicted-candidate-rows.csv", C + "session46-predicted-candidate-rows-2.csv",
              C + "session47-predicted-rows.csv"]
VP_NOTE = ("vp 1 (no virtual pipeline at pp 1; the candidate file left the cell empty, the required value "
           "filled when the row joined).")


def _ser(fields):
    b = io.StringIO()
    csv.writer(b, lineterminator="").writerow(fields)
    return b.getvalue()


def _lines(path):
    lines = open(path, newline="").read().rstrip("\n").split("\n")
    split = [(ln[:-1], "\r") if ln.endswith("\r") else (ln, "") for ln in lines]
    return split, [h.strip() for h in next(csv.reader([split[0][0]]))]


def edit(path, edits, notes, check=False):
    """``edits``: (row_id, column, old, new); ``notes``: row_id -> text appended to its notes."""
    split, hdr = _lines(path)
    col = {h: i for i, h in enumerate(hdr)}
    out, done = [], set()
    for body, cr in split:
        f = next(csv.reader([body]))
        edited = f[0] in notes or any(rid == f[0] for rid, _, _, _ in edits)
        assert check or not edited or _ser(f) == body, (path, f[0], "does not round-trip")
        for rid, c, old, new in edits:
            if rid == f[0]:
                if check:
                    assert f[col[c]] == new, (path, rid, c, f[col[c]], new)
                else:
                    assert f[col[c]] == old, (path, rid, c, f[col[c]])
                    f[col[c]] = new
                done.add((rid, c))
        if f[0] in notes and not check:
            f[col["notes"]] = f[col["notes"]].rstrip() + " " + notes[f[0]]
        out.append((_ser(f) if edited else body) + cr)  # an edit without a note is written too
    assert done == {(r, c) for r, c, _, _ in edits}, path
    if not check:
        open(path, "w", newline="").write("\n".join(out) + "\n")


def join(check=False):
    by = {}
    for c in CANDIDATES:
        for r in csv.DictReader(open(c, newline="")):
            by.setdefault(r.pop("target_file"), []).append(r)
    for tgt, rows in by.items():
        split, hdr = _lines(M + tgt)
        have = {next(csv.reader([b]))[0] for b, _ in split[1:]}
        if check:
            assert {r["row_id"] for r in rows} <= have, tgt
            continue
        assert not {r["row_id"] for r in rows} & have, tgt
        cr = split[-1][1]
        text = open(M + tgt, newline="").read().rstrip("\n")
        text += "".join("\n" + _ser([r[h] for h in hdr]) + cr for r in rows)
        open(M + tgt, "w", newline="").write(text + "\n")


def main(check):
    rows = [r for r in csv.DictReader(open(CORR, newline="")) if r["cuda_graphs_recipe"] in ("none", "partial", "full")]
    for f in sorted({r["file"] for r in rows}):
        mine = [r for r in rows if r["file"] == f]
        edits = [(r["row_id"], "cuda_graphs", "", r["cuda_graphs_recipe"]) for r in mine]
        notes = {r["row_id"]: (f"CUDA graphs ({r['cuda_graphs_recipe']}) read 2026-12-06 from the recipe, {r['repo']} @ "
                               f"{r['commit_or_tag']} {r['path']} (collections/2026-12-06-session47-graph-corrections.csv).")
                 for r in mine}
        if f == "nvidia_megatron.csv":
            edits.append(("nvmb-018", "recompute", "selective", "none"))
            notes["nvmb-018"] += (" recompute none (was selective): the same recipe sets no recompute "
                                  "(collections/2026-12-06-session46-pending-corrections.md).")
        edit(M + f, edits, notes, check)
    join(check)
    vp = ["s46d-001", "s46d-002", "s46d-004", "s46d-005"]
    edit(M + "nvidia_megatron.csv", [(r, "vp", "", "1") for r in vp], {r: VP_NOTE for r in vp}, check)


if __name__ == "__main__":
    main(check="--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
