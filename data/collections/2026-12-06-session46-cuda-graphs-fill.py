"""Fill the cuda_graphs column of data/measurements/*.csv and data/validation/steptime.csv from
what each row's own notes, framework and table cells already state (written 2026-12-06, a
forty-sixth session, before look 110; run once, kept for provenance).

Rules (lower-cased text of notes || framework || table):
* none: the row says so ("no CUDA graphs", "cuda_graph_impl 'none'", "CUDA graphs false/off",
  "--training.disable_cuda_graphs", "FULL_CUDA_GRAPH=0", ...);
* full: "full-iteration"/"full_iteration" graphs, MLPerf's FULL_CUDA_GRAPH / LAYER_CUDA_GRAPH,
  "full CUDA graphs", and graphs stated without a scope on a dense model;
* partial: a Transformer Engine scope list (attn, moe_router, moe_preprocess), "partial CUDA
  graph", and graphs stated without a scope on a MoE model (the full-iteration MoE recipes in
  data/ pair their graphs with fixed-size expert buffers, moe_expert_rank_capacity_factor and
  moe_paged_stash; a MoE run that states graphs without them is read as partial);
* blank: the row says nothing about graphs (read as none: graphs are opt-in in every stack).
OVERRIDES: rows whose text names two settings (this row's and a sibling's), read by hand.
"""
import csv
import glob
import io
import re

NONE = [r'no cuda[- ]?graph', r'cuda[- ]graphs? (?:are )?(?:off|false|disabled|none)', r'cuda_graph_impl[ =:]*[\'"]?none',
        r'disable_cuda_graphs', r'full_cuda_graph[ =:]*(?:0|false)', r'cuda_graphs[ =:]*false', r'without cuda graph',
        r'cuda graph[s]? (?:not|were not)']
FULL = [r'full[_-]iteration', r'full_cuda_graph[ =:]*(?:1|true)\b', r'full_cuda_graph\b(?![ =:]*(?:0|false))',
        r'full cuda graphs?', r'layer_cuda_graph[ =:]*1', r'layer cuda graphs']
UNSCOPED = [r'cuda graphs? (?:true|on\b|enabled)', r'--cuda_graphs true', r'enable_cuda_graph[ =:]*true']
PART = [r'scopes?[^.;|]{0,40}(?:attn|moe_router|moe_preprocess)', r'partial cuda graph', r'cuda graphs? for moe_router',
        r'cuda-graph-scope']
OVERRIDES = {
    "dgxc63-020": "none",     # 'CUDA graphs true for FP8 only': this is the BF16 run
    "nvmoe-006": "partial",   # TE scope attn/moe_router/moe_preprocess; full-iteration is a later recipe
    "moe67-008": "partial",   # TE scope [attn, moe_router, moe_preprocess]; 'full-CG' names the row above
}


def classify(row):
    if row["row_id"] in OVERRIDES:
        return OVERRIDES[row["row_id"]]
    t = " || ".join(str(row.get(k, "")) for k in ("notes", "framework", "table")).lower()
    if "graph" not in t:
        return ""
    hit = {k: any(re.search(p, t) for p in pats) for k, pats in
           (("none", NONE), ("full", FULL), ("unscoped", UNSCOPED), ("partial", PART))}
    if hit["full"]:
        return "full"
    if hit["partial"]:
        return "partial"
    if hit["unscoped"]:
        return "partial" if str(row.get("arch", "")).strip().lower() == "moe" else "full"
    if hit["none"]:
        return "none"
    return ""


def fill(path):
    text = open(path, newline="").read()
    recs = [{k.strip(): v for k, v in r.items()} for r in csv.DictReader(io.StringIO(text, newline=""))]
    lines = text.rstrip("\n").split("\n")
    assert len(lines) == len(recs) + 1, f"{path}: a cell spans lines"
    if "cuda_graphs" in lines[0].split(","):
        return {}
    def add(ln, cell):  # keep each line's own ending (some files mix CRLF and LF lines)
        cr = "\r" if ln.endswith("\r") else ""
        return ln[:len(ln) - len(cr)] + "," + cell + cr
    out = [add(lines[0], "cuda_graphs")] + [add(ln, classify(r)) for ln, r in zip(lines[1:], recs)]
    open(path, "w", newline="").write("\n".join(out) + "\n")
    return {r["row_id"]: classify(r) for r in recs if classify(r)}


if __name__ == "__main__":
    from collections import Counter
    got = {}
    for f in sorted(glob.glob("data/measurements/*.csv")) + ["data/validation/steptime.csv"]:
        got.update(fill(f))
    print(len(got), Counter(got.values()))
