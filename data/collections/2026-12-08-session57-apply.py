"""How look 126's data changes were written (2026-12-08, a fifty-seventh session; run once before the refit,
kept for provenance; `2026-12-08-session57-decision.txt`). Byte-preserving, through `apply` of
`2026-12-07-session56-audit-apply.py`. With --check it only verifies.

1. Item 1: s49b-001/003/005's framework texts go back to their sources' words ("no DeepSpeed"), which session
   56 addendum 10(d) had reworded because the reader matched "deepspeed" inside a negation; the reader now
   drops negated phrases (lifecycle.stacks.affirmed).
2. Item 2: every row session 56 corrected carries the correction in its own notes column: the column, the
   value before and after, the decision and the script.
"""
import csv
import importlib.util
import sys


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, "data/collections/" + path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


a1 = _load("a1", "2026-12-07-session56-audit-apply.py")
a2 = _load("a2", "2026-12-07-session56-audit2-apply.py")
a3 = _load("a3", "2026-12-07-session56-audit3-apply.py")
M = "data/measurements/"
KERNEL = ", FlashAttention-2 (--use-flash-attn-v2)"
S49B = [(f, r, c, new, old) for f, r, c, old, new in a2.EDITS if r.startswith("s49b-")]
# session 56's corrections: (script, decision, reason, its edits)
XMOE = [("xmoe_frontier.csv", r["row_id"], "framework", r["framework"].removesuffix(KERNEL), r["framework"])
        for r in csv.DictReader(open(M + "xmoe_frontier.csv", newline="")) if r["row_id"].startswith("xmoe62-")]
GROUPS = [
    ("2026-12-07-session56-apply.py", "item 1", "its own notes state FlashAttention-2 (--use-flash-attn-v2), "
     "which the text naming only the engine was read without", XMOE),
    ("2026-12-07-session56-audit-apply.py", "addendum 8", "audit of look 124's held-out tails (helper-200), by "
     "source quote (collections/2026-12-07-session56-audit-helper-report.md)", a1.EDITS),
    ("2026-12-07-session56-audit2-apply.py", "addendum 10", "audit of look 124's held-out tails (helpers 201-202), "
     "by source quote (collections/2026-12-07-session56-audit2{a,b}-helper-report.md)",
     [e for e in a2.EDITS if not e[1].startswith("s49b-")]),
    ("2026-12-07-session56-audit3-apply.py", "addendum 12(a)", "audit of look 124's held-out tails (helpers "
     "203-204), by source quote (collections/2026-12-07-session56-audit3{a,b}-helper-report.md)", a3.EDITS),
    ("2026-12-07-session56-audit3-apply.py", "addendum 12(c)", "the first commit of its table row is 798dfb5 "
     "(helper-203)", [("nvidia_moe_modelzoo.csv", "nvmz-017", "source", "'first at 020b813 2026-03-10'",
                       "'first at 798dfb5 2026-05-13'")]),
]
S49B_NOTE = (" Framework text reworded at look 125 (session 56 addendum 10(d), around a reader that matched 'deepspeed' "
             "inside 'no DeepSpeed') and restored to its source's words at look 126 (2026-12-08, session 57 decision "
             "item 1, collections/2026-12-08-session57-apply.py), once the reader dropped negated phrases.")


def _change(col, old, new):
    if old and new.startswith(old):
        return f"{col} gained {new[len(old):]!r}"
    return f"{col} {repr(old) if old else 'empty'} -> {new!r}"


def notes():
    """row -> (file, the note appended to its notes)."""
    out = {}
    for script, decision, reason, edits in GROUPS:
        for f, rid, col, old, new in edits:
            change = _change(col, old, new)
            prev = out.get(rid, (f, ""))[1]
            head = prev or (f" Corrected at look 125 (2026-12-07, session 56 {decision}, collections/{script}; "
                            f"{reason}): ")
            out[rid] = (f, head + ("" if not prev else "; ") + change)
    out = {rid: (f, n + ". Recorded here at look 126 (session 57 decision item 2).") for rid, (f, n) in out.items()}
    for f, rid, *_ in S49B:
        out[rid] = (f, S49B_NOTE)
    return out


def note_edits():
    edits = []
    for rid, (f, note) in notes().items():
        row = next(r for r in csv.DictReader(open(M + f, newline="")) if r["row_id"] == rid)
        cur = row["notes"]
        old = cur[:-len(note)] if cur.endswith(note) else cur
        edits.append((f, rid, "notes", old, old + note))
    return edits


if __name__ == "__main__":
    check = "--check" in sys.argv
    a1.apply(check, S49B)
    edits = note_edits()
    a1.apply(check, edits)
    print("checked" if check else "applied", len(S49B), "texts restored,", len(edits), "notes")
