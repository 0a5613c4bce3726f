"""How look 117's inputs were written into data/measurements/ (2026-12-07, a fifty-first session; run
once before the refit, kept for provenance; `2026-12-07-session51-decision.txt` addendum 8).

8a. Entry 74's 33 candidate rows (`2026-12-07-session51-predicted-candidate-rows-2.csv`, each predicted
    blind by look 116) appended to their `target_file` (three new files with the header of the other
    measurement files; publisher patterns in lifecycle/publishers.py), blank plan columns that
    calibration files require filled with the loader's prediction defaults their blind predictions
    used (vp 1, ep 1), with a note.
8b. huggingface_nanotron.csv val-nt-016: kv_heads 64 -> 8 (SHAPE FIX from the sweep's own results file).

Reuses `join` of `2026-12-07-session51-apply-entry73.py` and `edit` of
`2026-12-06-session47-apply-corrections.py`. With --check it only verifies that data/ already holds
every value (run from the repository root).
"""
import importlib.util
import sys


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


s73 = _load("s73", "data/collections/2026-12-07-session51-apply-entry73.py")
s47 = s73.s47
M = s73.M
CANDIDATES = "data/collections/2026-12-07-session51-predicted-candidate-rows-2.csv"
NEW_FILES = {"openeurollm_jupiter.csv", "swallow_abci_megatron.csv", "llmjp_sakura_h100.csv"}
DEFAULTS = {"vp": "1", "ep": "1"}
DNOTE = ("{cols} ASSUMED at the join (2026-12-07, collections/2026-12-07-session51-apply-entry74.py): the source "
         "states none and calibration files need a value; these are the loader's prediction defaults the row's "
         "blind prediction by look 116 used (no interleaving, no expert parallelism in a dense model).")
GQA = ("SHAPE FIX 2026-12-07: kv_heads 64->8. The sweep's own results file (bench_final2_mfu2.csv, read in a "
       "third-party copy eyao600/Rapid-LLM@d6e2fc37 whose rows match all 226 of this file's to +-1 token/s) holds "
       "exactly one run with this row's layout and throughput: job 14280956 "
       "'80G_dp1_tp4_pp16_acc256_mbs1_seq4096_zero0_tpmodeRED_vocab131k_gqa8', num_kv_heads 8 "
       "(collections/2026-12-07-session51-nanotron-sweep-helper-report.md; decision "
       "collections/2026-12-07-session51-decision.txt addendum 8b).")


def fill(r):
    """Blank ``vp`` / ``ep`` of one candidate row, as addendum 8a fills them."""
    filled = []
    for c, v in DEFAULTS.items():
        if r[c] == "":
            r[c] = v
            filled.append(f"{c} {v}")
    if filled:
        r["notes"] = r["notes"].rstrip() + " " + DNOTE.format(cols=", ".join(filled))


def main(check):
    s73.join(CANDIDATES, NEW_FILES, fill, check)
    s47.edit(M + "huggingface_nanotron.csv", [("val-nt-016", "kv_heads", "64", "8")], {"val-nt-016": GQA}, check)


if __name__ == "__main__":
    main(check="--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
