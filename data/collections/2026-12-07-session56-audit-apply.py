"""How decision addendum 8's corrections were written (2026-12-07, a fifty-sixth session; run once before
look 125's refit, kept for provenance). Byte-preserving: only the named fields of the named rows change
(vorushin_tpuchat.csv keeps its CRLF line ends). With --check it only verifies.
"""
import csv
import importlib.util
import sys

_spec = importlib.util.spec_from_file_location("s47", "data/collections/2026-12-06-session47-apply-corrections.py")
s47 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(s47)

M = "data/measurements/"
SPLASH = ", Pallas splash attention (splash_attention_kernel, causal)"
EDITS = [  # (file, row_id, column, old, new)
    ("casper_hansen_torchtitan.csv", "ch65-001", "recompute", "selective", "selective_op"),
    ("vorushin_tpuchat.csv", "vorushin-001", "framework", "JAX + optax (vorushin/tpuchat notebook, Google Colab TPU)",
     "JAX + optax (vorushin/tpuchat notebook, Google Colab TPU)" + SPLASH),
    ("vorushin_tpuchat.csv", "vorushin-002", "framework", "JAX + optax (vorushin/tpuchat notebook, Google Colab TPU)",
     "JAX + optax (vorushin/tpuchat notebook, Google Colab TPU)" + SPLASH),
]


def _spans(line):
    """(start, end) of each field of one CSV line, quotes included."""
    spans, start, quoted = [], 0, False
    for j, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            spans.append((start, j))
            start = j + 1
    spans.append((start, len(line.rstrip("\r"))))
    return spans


def apply(check, edits=EDITS):
    """Write (or with ``check`` verify) ``edits``: (file, row_id, column, old, new), only the field's bytes."""
    for fname, rid, col, old, new in edits:
        text = open(M + fname, newline="").read()
        header = next(csv.reader([text.split("\n", 1)[0]]))
        k = header.index(col)
        lines = text.split("\n")
        i = next(j for j, ln in enumerate(lines) if ln.startswith(rid + ","))
        row = next(csv.reader([lines[i]]))
        if check:
            assert row[k] == new, (rid, row[k])
            continue
        assert row[k] == old, (rid, row[k])
        lo, hi = _spans(lines[i])[k]
        assert (next(csv.reader([lines[i][lo:hi]])) or [""])[0] == old, rid
        lines[i] = lines[i][:lo] + s47._ser([new]) + lines[i][hi:]
        open(M + fname, "w", newline="").write("\n".join(lines))


if __name__ == "__main__":
    apply("--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied", len(EDITS), "fields")
