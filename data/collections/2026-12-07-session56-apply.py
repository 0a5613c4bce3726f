"""How look 125's data changes were written (2026-12-07, a fifty-sixth session; run once before the refit,
kept for provenance; `2026-12-07-session56-decision.txt` items 1-2). With --check it only verifies.

1. xmoe_frontier.csv's 7 rows ran FlashAttention-2 by their own notes ("flashattention v2
   (--use-flash-attn-v2)"); their framework texts name the engine (DeepSpeed) only, which
   lifecycle.stacks.kernels reads as the no-flash Megatron-DeepSpeed era. Each text gains the kernel,
   byte-preserving (only those quoted fields change).
2. Entry 81's s55a-003 (XTuner, the same benchmark table and commit as internlm.csv's s51b-013..021) takes
   their kernel word and joins internlm.csv, with the plan columns the page does not state filled as theirs.
Reuses `join` of `2026-12-07-session51-apply-entry73.py` through `...-session52-apply-entry75.py`.
"""
import csv
import importlib.util
import os
import sys
import tempfile

_spec = importlib.util.spec_from_file_location("e75", "data/collections/2026-12-07-session52-apply-entry75.py")
e75 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(e75)
s73, REQUIRED = e75.s73, e75.REQUIRED
XMOE = "data/measurements/xmoe_frontier.csv"
KERNEL = ", FlashAttention-2 (--use-flash-attn-v2)"
CANDIDATES = "data/collections/2026-12-07-session55-entry81-candidate-rows.csv"
JOIN = {"s55a-003"}
OLD_FW = "XTuner (mmengine, HF transformers Llama, no sequence parallelism; DeepSpeed ZeRO stage not stated)"
NEW_FW = "XTuner (mmengine, HF transformers Llama, flash-attn, no sequence parallelism; DeepSpeed ZeRO stage not stated)"
NOTE = (" Joined at look 125 (2026-12-07, a fifty-sixth session, collections/2026-12-07-session56-apply.py, decision "
        "item 2): framework text takes the kernel word of s51b-013..021 (same table and commit; XTuner dispatches HF "
        "Llama attention to flash-attn), which entry 81's blind prediction lacked (it read the row as DeepSpeed-era "
        "attention without FlashAttention: 0.11 of the measured rate). zero_stage 1 ASSUMED as for s51b-013..021 "
        "(the least sharding with which a 7B model fits 8 x 80 GB: ZeRO-0 needs 16 bytes x 7B = 112 GB per GPU); "
        "vp 1 (no pipeline).")


def recode_xmoe(check):
    text = open(XMOE, newline="").read()
    lines = text.split("\n")
    out, n = [], 0
    for ln in lines:
        if ln.startswith("xmoe62-"):
            fw = next(f for f in next(csv.reader([ln])) if "ROCm 5.7.1" in f and f.startswith(("X-MoE", "Tutel", "DeepSpeed")))
            if check:
                assert fw.endswith(KERNEL), ln[:12]
            else:
                assert ln.count('"' + fw + '"') == 1 and KERNEL not in fw, ln[:12]
                ln = ln.replace('"' + fw + '"', '"' + fw + KERNEL + '"')
            n += 1
        out.append(ln)
    assert n == 7, n
    if not check:
        open(XMOE, "w", newline="").write("\n".join(out))


def fill(r):
    assert r["framework"] == OLD_FW, r["framework"]
    r.update(framework=NEW_FW, zero_stage="1", vp="1")
    r["notes"] = r["notes"].rstrip() + NOTE
    assert all(r[c] != "" for c in REQUIRED), r["row_id"]


if __name__ == "__main__":
    check = "--check" in sys.argv
    recode_xmoe(check)
    rows = [r for r in csv.DictReader(open(CANDIDATES, newline="")) if r["row_id"] in JOIN]
    tmp = os.path.join(tempfile.mkdtemp(), "joined.csv")
    with open(tmp, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    s73.join(tmp, set(), fill, check)
    print("checked" if check else "applied", len(rows), "row joined, 7 rows recoded")
