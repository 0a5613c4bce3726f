"""Session 55, decision item 2: calibration rows recorded `selective` whose own notes state a
Megatron-Core module list (`--recompute-modules ...` / `recompute_modules [...]`) are re-encoded:
core_attn in the list (or no list: Megatron-Core's default is core_attn) stays `selective`; `moe` in
the list -> `selective_moe`; only light modules (layernorm, moe_act, mla_up_proj; `mlp`, which
Megatron-Core applies only to layers whose MLP is not an MoELayer, so on these MoE models to their few
dense layers) -> `selective_light`. Rows whose notes carry more than one list were read one by one
(OVERRIDES, with the reason). Addendum 6: rows whose MaxText remat policy saves or offloads `context` (ADDENDUM6). Writes the change
list to collections/2026-12-07-session55-recompute-rows.csv (appending on a later run; rows already
re-encoded are left alone): `python data/collections/2026-12-07-session55-recode.py`.
"""
import csv, glob, io, re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VOC = ("core_attn", "moe_act", "layernorm", "mla_up_proj", "shared_experts", "mlp", "moe")
# rows whose notes define several lists or quote code, read by hand: row -> (modules, reason)
OVERRIDES = {
    **{r: ("moe_act layernorm", "publisher's label 'recompute=select', defined in the row's notes as "
           "--recompute-modules moe_act layernorm") for r in ("ilm-xt-001", "ilm-xt-003", "ilm-xt-004", "ilm-xt-005")},
    "ilm-xt-008": ("moe layernorm", "publisher's label 'recompute=moe', defined in the row's notes as "
                   "--recompute-modules moe layernorm"),
    "s48l-009": ("mlp", "the notes derive recompute of the 'mlp' module from RECOMPUTE_MODULES; Megatron-Core "
                 "applies 'mlp' only to layers whose MLP is not an MoELayer (transformer_layer.py), not to "
                 "the experts as the row's note supposed"),
    "s44c-002": ("core_attn", "verbatim table row '`core_attn`'"),
    "s44c-003": ("mla_up_proj", "verbatim table row '`mla_up_proj`'"),
    "s44c-004": ("mla_up_proj mlp", "verbatim table row '`mla_up_proj`, `mlp`'; 'mlp' acts only on the one "
                 "dense layer (the row's notes)"),
    "s44c-005": ("moe_act", "verbatim table row '`moe_act`'"),
    "s44c-006": ("layernorm moe_act", "verbatim table row '`layernorm`, `moe_act`'"),
    "s46d-003": ("mlp", "the row's run is the PR's '[mlp] recompute' preset (GB200_V1 recompute_modules ['mlp']); "
                 "['mla_up_proj'] is what the PR replaces it with, not this run"),
}
# addendum 6: MaxText remat policies that save or offload `context` (the attention kernel's residuals)
# do not re-run its forward (collections/2026-12-07-session55-remat-helper-report.md); row -> (was,
# now, what the row's own notes state)
ADDENDUM6 = {
    "mt-015": ("full", "full_keep_attention", "remat_policy custom, context and mlpwo offloaded"),
    **{f"bwtpu62-00{i}": ("full", "full_keep_attention", "remat_policy custom, context kept on device")
       for i in range(1, 7)},
    "s54e-001": ("full", "full_keep_attention", "remat_policy custom, context=device"),
    "s54e-002": ("full", "full_keep_attention", "remat_policy custom, context=offload"),
    "s54e-003": ("full", "full_keep_attention", "remat_policy custom, context=offload"),
    "pv66-001": ("selective", "full_keep_attention", "remat_policy save_dot_with_context_except_mlp"),
    **{r: ("selective", "selective_light", "remat_policy minimal_flash (every dot and context saved)")
       for r in ("s46e-003", "s51p-002", "s51p-003", "s51p-004", "s51p-005", "s51p-006")},
}
NOTE = {"selective_light": "Recompute re-encoded 2026-12-07 (session 55, decision item 2) from selective to "
        "selective_light: the run's Megatron-Core module list ({m}) does not name the attention core.",
        "selective_moe": "Recompute re-encoded 2026-12-07 (session 55, decision item 2) from selective to "
        "selective_moe: the run's Megatron-Core module list ({m}) re-runs the MoE block, not the attention core.",
        "addendum6": "Recompute re-encoded 2026-12-07 (session 55, decision addendum 6) from {was} to {now}: "
        "{m}, so the attention kernel's forward is not re-run (MaxText names its residuals 'context')."}


def modules(notes: str) -> str:
    toks = set()
    for m in re.finditer(r"recompute[-_ ]modules", notes):
        win = re.split(r"\(|;|\. |--(?!recompute)", notes[m.end():m.end() + 70])[0]
        toks |= {t for t in re.findall(r"[a-z_]+", win) if t in VOC}
    return " ".join(sorted(toks)) if toks else ""


def mode(mods: str) -> str:
    t = set(mods.split())
    if not t or "core_attn" in t:
        return "selective"
    return "selective_moe" if "moe" in t else "selective_light"


def main():
    log = []
    for f in sorted(glob.glob(str(ROOT / "data/measurements/*.csv"))):
        with open(f, newline="") as fh:
            lines = fh.read().splitlines(keepends=True)
        # records with the physical lines each spans, so unchanged rows keep their bytes (line ends mixed)
        spans, taken = [], []

        def feed():
            for i, ln in enumerate(lines):
                taken.append(i)
                yield ln
        reader = csv.reader(feed())
        header = next(reader)
        start = len(taken)
        for rec in reader:
            spans.append((rec, start, len(taken)))
            start = len(taken)
        out_lines, changed = lines[:spans[0][1]] if spans else lines, False
        for rec, a, b in spans:
            r = dict(zip(header, rec))
            was = r["recompute"]
            if r["row_id"] in ADDENDUM6 and was == ADDENDUM6[r["row_id"]][0]:
                _, new, mods = ADDENDUM6[r["row_id"]]
                why, note = "addendum 6: " + mods, NOTE["addendum6"].format(was=was, now=new, m=mods)
            elif was == "selective":
                mods, why = OVERRIDES.get(r["row_id"], (modules(r["notes"]), "module list in the row's notes"))
                new = mode(mods)
                note = NOTE.get(new, "").format(m=mods)
            else:
                new = was
            if new == was:
                out_lines += lines[a:b]
                continue
            r["recompute"] = new
            r["notes"] = r["notes"].rstrip() + " " + note
            eol = "\r\n" if lines[b - 1].endswith("\r\n") else "\n"
            buf = io.StringIO()
            csv.writer(buf, lineterminator=eol).writerow([r[k] for k in header])
            out_lines.append(buf.getvalue())
            log.append({"file": Path(f).name, "row_id": r["row_id"], "modules": mods, "recompute_was": was,
                        "recompute_now": new, "reason": why})
            changed = True
        if changed:
            with open(f, "w", newline="") as fh:
                fh.write("".join(out_lines))
    out = ROOT / "data/collections/2026-12-07-session55-recompute-rows.csv"
    if out.exists():  # a second run (addendum 6) keeps the first run's list
        with open(out, newline="") as fh:
            log = list(csv.DictReader(fh)) + log
    with open(out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(log[0].keys()), lineterminator="\n")
        w.writeheader(); w.writerows(log)
    print(len(log), "rows re-encoded")


if __name__ == "__main__":
    main()
