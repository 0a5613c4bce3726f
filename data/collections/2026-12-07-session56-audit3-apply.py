"""How decision addendum 12's corrections and removals were written (2026-12-07, a fifty-sixth session; run once before
look 125's refit, kept for provenance). Byte-preserving, through `apply` of
`2026-12-07-session56-audit-apply.py`. With --check it only verifies.
"""
import csv
import importlib.util
import sys

_spec = importlib.util.spec_from_file_location("a1", "data/collections/2026-12-07-session56-audit-apply.py")
a1 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(a1)
M = "data/measurements/"
# fixed-load rows whose moe_force_balance cell was left empty: nvmz-003 (the ModelZoo script's
# --moe-router-force-load-balancing, as its siblings nvmz-001/002/004/005); Together's Qwen3-30B rows (their
# own notes: "force-balance True ASSUMED"); the DGX Cloud Grok-1 and Llama 4 rows (NeMo@6f2c6fda perf
# scripts' token-drop callback at capacity 1.0, which needs the alltoall dispatcher: look 81's convention)
FORCE = ["nvmz-003", "tog_b200_qwen3_30b_bf16_8", "tog_b200_qwen3_30b_fp8cs_8_gbs512",
         "tog_b200_qwen3_30b_fp8mx_8_gbs512"] + [f"dgxc63-{i:03d}" for i in range(6, 22)]
FILES = {"nvmz": "nvidia_moe_modelzoo.csv", "tog_": "together_ai.csv", "dgxc": "nvidia_dgxc.csv"}
EDITS = [(FILES[rid[:4]], rid, "moe_force_balance", "", "true") for rid in FORCE]
EDITS += [("nvidia_dgxc.csv", f"dgxc63-{i:03d}", "moe_dispatcher", "", "alltoall") for i in range(6, 22)]
NVMZ17 = "first at 020b813 2026-03-10; unchanged at e865051 2026-05-16"
# rows whose precision the schema cannot hold (one FP8 recipe on some GEMMs only): the drop rule
# "quantity the schema cannot hold"; removed verbatim with the reason
REMOVE = {"val-tt-054": "torchao MXFP8 for the dense nn.Linear layers only (routed-expert grouped GEMMs and the "
                        "output layer bf16, ~22% of forward FLOPs in FP8): neither `fp8` nor `bf16` (helper-203)",
          "val-tt-055": "torchao MXFP8 for the routed-expert grouped GEMMs only (~14% of forward FLOPs in FP8): "
                        "neither `fp8` nor `bf16` (helper-203)"}
REMOVED = "data/collections/2026-12-07-session56-removed-rows.csv"


def source_fix(check):
    """nvmz-017's source names the commit its table row first appeared at (798dfb5, helper-203)."""
    f = M + "nvidia_moe_modelzoo.csv"
    text = open(f, newline="").read()
    new = NVMZ17.replace("first at 020b813 2026-03-10", "first at 798dfb5 2026-05-13")
    line = next(ln for ln in text.split("\n") if ln.startswith("nvmz-017,"))
    if check:
        assert new in line and NVMZ17 not in line
        return
    assert line.count(NVMZ17) == 1
    open(f, "w", newline="").write(text.replace(line, line.replace(NVMZ17, new)))


def remove(check):
    f = M + "pytorch_torchtitan.csv"
    lines = open(f, newline="").read().split("\n")
    keep = [ln for ln in lines if ln.split(",", 1)[0] not in REMOVE]
    if check:
        assert len(keep) == len(lines)
        assert {r["row_id"] for r in csv.DictReader(open(REMOVED, newline=""))} == set(REMOVE)
        return
    assert len(lines) - len(keep) == len(REMOVE)
    header = next(csv.reader([lines[0]]))
    gone = [next(csv.reader([ln])) for ln in lines if ln.split(",", 1)[0] in REMOVE]
    with open(REMOVED, "w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(header + ["reason"])
        w.writerows(row + [REMOVE[row[0]]] for row in gone)
    open(f, "w", newline="").write("\n".join(keep))


def notes_agree():
    for r in csv.DictReader(open(M + "together_ai.csv", newline="")):
        if r["row_id"] in FORCE:
            assert "force-balance True ASSUMED" in r["notes"], r["row_id"]


if __name__ == "__main__":
    notes_agree()
    a1.apply("--check" in sys.argv, EDITS)
    source_fix("--check" in sys.argv)
    remove("--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied", len(EDITS), "fields")
