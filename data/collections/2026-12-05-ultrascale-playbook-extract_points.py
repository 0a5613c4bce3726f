"""Transcribe the hover texts of the Ultra-Scale Playbook's interactive benchmark figure.

Source: github vinjn/nanotron-ultrascale-playbook @ 924e4d0b88e065a9a5198d75b113da1cf3bd4473,
file fragments/benchmarks_interactive.html (one Plotly figure, div 6267d07b-...).
Layout (read from the figure's layout object): subplot columns x/x2/x3/x4 carry the
title annotations "1B", "3B", "8B", "80B" (x = .125/.375/.625/.875 paper); rows are
"1 node" ... "64 nodes". Each (model, nodes) cell has a circle trace (runs with numbers)
and an 'x' trace (legend "crashed/oom"); both traces carry the SAME full text list
(numeric entries first, sorted by tok/s/gpu, then the 'nan' entries), so every text is
read once, from the first trace of its cell.
Output: points.csv (one line per hover text; nothing computed here).
Usage: python3 extract_points.py /path/to/benchmarks_interactive.html
"""
import csv, re, sys

src = sys.argv[1] if len(sys.argv) > 1 else "/tmp/h6/benchmarks_interactive.html"
s = open(src).read()
data = s[s.find("Plotly.newPlot"):s.find("],{template")]
starts = [m.start() for m in re.finditer(r"\{hoverinfo:", data)] + [len(data)]
MODEL = {"x": "1B", "x2": "3B", "x3": "8B", "x4": "80B"}
FIELDS = ["Nodes", "MBS", "GradAcc", "GBS", "DP", "PP", "TP", "ZeRO", "MFU", "tok/s/gpu", "tok/s", "GPU memory"]
seen, rows = set(), []
for a, b in zip(starts, starts[1:]):
    seg = data[a:b]
    if not seg.startswith('{hoverinfo:"text"'):
        continue
    xa = re.search(r'xaxis:"(x\d?)"', seg).group(1)
    tm = re.search(r"text:\[(.*?)\],x:\[(.*?)\]", seg, re.S)
    texts = re.findall(r'"((?:[^"\\]|\\.)*)"', tm.group(1))
    nodes = re.search(r"Nodes: (\d+)", texts[0]).group(1)
    if (xa, nodes) in seen:       # second trace of the same cell: same text list
        continue
    seen.add((xa, nodes))
    kind = "circle" if 'symbol:"circle"' in seg else "x"
    ncirc = len(tm.group(2).split(",")) if kind == "circle" else 0
    for k, t in enumerate(texts):
        d = {}
        for f in FIELDS:
            m = re.search(re.escape(f) + r":(?:\\t)?\s*([^<%]+)", t)
            d[f] = m.group(1).strip().replace(",", "").replace(" GB", "")
        rows.append({"model_label": MODEL[xa], "subplot": xa, "text_index": k,
                     "plotted_as": ("circle" if k < ncirc else "not_circle") if kind == "circle" else "x_only_trace",
                     **{f.replace("/", "_per_").replace(" ", "_"): d[f] for f in FIELDS}})
with open("points.csv", "w", newline="") as fo:
    w = csv.DictWriter(fo, fieldnames=list(rows[0]))
    w.writeheader(); w.writerows(rows)
print(len(rows), "texts;", sum(r["MFU"] != "nan" for r in rows), "with numbers")
