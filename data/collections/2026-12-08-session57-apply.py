"""How look 126's data changes were written (2026-12-08, a fifty-seventh session; run once before the refit,
kept for provenance; `2026-12-08-session57-decision.txt`). Byte-preserving, through `apply` of
`2026-12-07-session56-audit-apply.py`. With --check it only verifies.

1. Item 1: s49b-001/003/005's framework texts go back to their sources' words ("no DeepSpeed"), which session
   56 addendum 10(d) had reworded because the reader matched "deepspeed" inside a negation; the reader now
   drops negated phrases (lifecycle.stacks.affirmed).
2. Item 2: every row session 56 corrected carries the correction in its own notes column: the column, the
   value before and after, the decision and the script.
3. Addendum 6: the audits' quoted corrections (collections/2026-12-08-session57-{audita,auditb,fixedload,
   fixedload-side,megsel}-corrections.csv) and the torchtitan Table 5 siblings val-tt-013, 015..018.
4. Addendum 7: AXLearn rows whose remat reading decides the mode (helper-207): selective_mlp, or full.
Rows changed by 3-4 get a note of what changed, from what, and where the quote is.
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


C = "data/collections/2026-12-08-session57-"
AUDITS = ("audita", "auditb", "fixedload", "fixedload-side", "megsel")
TT_SIBLINGS = ["val-tt-013", "val-tt-015", "val-tt-016", "val-tt-017", "val-tt-018"]
AX_MLP = ["val-ax-001", "val-ax-002", "val-ax-003", "val-ax-004", "val-ax-005", "val-ax-007", "val-ax-010",
          "val-ax-011"]


def _row(f, rid):
    return next(r for r in csv.DictReader(open(M + f, newline="")) if r["row_id"] == rid)


def audit_edits():
    """(file, row_id, column, old, new, where) of addenda 6-7."""
    out = []
    for a in AUDITS:
        for r in csv.DictReader(open(f"{C}{a}-corrections.csv", newline="")):
            out.append((r["file"].split("/")[-1], r["row_id"], r["column"], r["old"], r["new"],
                        f"addendum 6, the quote in collections/2026-12-08-session57-{a}-corrections.csv"))
    for rid in TT_SIBLINGS:
        assert _row("pytorch_torchtitan.csv", rid)["pp"] == "8", rid  # Table 5: PP 8 at torchtitan 9dec370
        out.append(("pytorch_torchtitan.csv", rid, "zero_stage", "3", "2", "addendum 6(b): torchtitan@9dec370 "
                    "apply_fsdp does not reshard after forward with pipeline parallelism, as for val-tt-014 "
                    "(collections/2026-12-08-session57-auditb-corrections.csv)"))
    where = "addendum 7, helper-207's reading in collections/2026-12-08-session57-axlearn-helper-report.md"
    out += [("apple_axlearn.csv", rid, "recompute", "selective", "selective_mlp", where) for rid in AX_MLP]
    out.append(("apple_axlearn.csv", "val-ax-008", "recompute", "selective", "full", where))
    return out


def audit_notes(edits):
    notes_ = {}
    for f, rid, col, old, new, where in edits:
        f0, prev = notes_.get(rid, (f, []))
        notes_[rid] = (f, prev + [f"{_change(col, old, new)} ({where})"])
    return {rid: (f, " Corrected at look 126 (2026-12-08, session 57): " + "; ".join(ch) + ".")
            for rid, (f, ch) in notes_.items()}


def note_edits():
    merged = dict(notes())
    for rid, (f, note) in audit_notes(audit_edits()).items():
        merged[rid] = (f, merged[rid][1] + note if rid in merged else note)
    edits = []
    for rid, (f, note) in merged.items():
        row = next(r for r in csv.DictReader(open(M + f, newline="")) if r["row_id"] == rid)
        cur = row["notes"]
        old = cur[:-len(note)] if cur.endswith(note) else cur
        edits.append((f, rid, "notes", old, old + note))
    return edits


def apply(check, edits):
    """a1.apply, skipping (when writing) the edits already written: items 1-2 were written first
    (commit 3dba77e), addenda 6-7 after them."""
    a1.apply(check, edits if check else [e for e in edits if _row(e[0], e[1])[e[2]] != e[4]])


if __name__ == "__main__":
    check = "--check" in sys.argv
    apply(check, S49B)
    apply(check, [e[:5] for e in audit_edits()])
    edits = note_edits()
    apply(check, edits)
    print("checked" if check else "applied", len(S49B), "texts restored,", len(audit_edits()), "fields,", len(edits), "notes")
