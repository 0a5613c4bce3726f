"""Table-row parsing and matching for 2026-12-05-megatron-bridge-releases-make_rows.py: RAW lines to records,
precision labels, skip reasons, the match against EXISTING and the layout key."""
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STEM = "2026-12-05-megatron-bridge-releases-make_rows"


def _sibling(part):
    """The sibling module STEM_<part>.py of this directory, loaded once per process (the
    file names carry hyphens, so they cannot be imported by name)."""
    name = "megatron_bridge_releases_make_rows_" + part
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, "%s_%s.py" % (STEM, part)))
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


RAW = _sibling("raw").RAW
EXISTING = _sibling("facts").EXISTING
SYS2ACC = _sibling("shapes").SYS2ACC


def cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def split_alt(v):
    m = re.match(r"^(\S+)\s*\((\S+)\)$", v.strip())
    return (m.group(1), m.group(2)) if m else (v.strip(), None)


def num(v):
    v = re.sub(r"\[\^[^\]]*\]", "", v).strip()
    return None if v in ("n/a", "") else float(v) if "." in v else int(v)


def records():
    """Every table row at COMMIT, parenthesised alternatives split into their own record."""
    out = []
    for i, (fname, rel, sec, grp, hdr, line) in enumerate(RAW):
        h, c = cells(hdr), cells(line)
        d = dict(zip(h, c))
        grpkind, grpval = grp.split(": ", 1)
        model = d.get("Model") or grpval
        system = d.get("System") or grpval
        prec = d.get("Precision")
        cols = ["#-GPUs", "GBS", "MBS", "Sequence Length", "FSDP", "TP", "PP", "CP", "VP", "EP", "GA",
                "Tokens / sec / GPU", "Model TFLOP / sec / GPU"]
        main, alt, has_alt = {}, {}, False
        for k in cols:
            if k not in d:
                main[k] = alt[k] = None
                continue
            a, b = split_alt(d[k])
            main[k], alt[k] = a, (b if b is not None else a)
            has_alt |= b is not None
        pa, pb = split_alt(prec) if prec else (None, None)
        base = dict(idx=i, file=fname, release=rel, section=sec, group=grp, grpkind=grpkind, model_raw=model,
                    system=system, header=hdr, line=line)
        out.append(dict(base, variant="main", prec_raw=pa, **main))
        if has_alt or pb:
            out.append(dict(base, variant="paren", prec_raw=pb, **alt))
    return out


def family(model_raw):
    return re.sub(r"\s*\(.*\)\s*$", "", model_raw).strip()


def prec_label(r):
    """Canonical precision label and the FP8 recipe note."""
    p, sysname = r["prec_raw"], r["system"]
    if r["release"] == "25.09":
        if r["variant"] == "main":
            return "FP8-CS", ("25.09 table has no precision column; FP8 with current (per-tensor) scaling ASSUMED "
                              "for the unparenthesised value (the 25.11 table labels the same layouts 'FP8-CS "
                              "(FP8-MX)'; the 25.09 footnote says parenthesised values use other quantization "
                              "granularities). recorded as fp8")
        if sysname == "DGX-H100":
            return "FP8-BLOCK", ("parenthesised H100 value = 'FP8 with 128x128 weight / 1x128 activation blocks' "
                                 "(25.09 footnote: the DeepSeek-V3 granularity)")
        return "MXFP8", ("parenthesised value; 25.09 footnote: 'In case of GB200 and B200 systems, 32x32 for both "
                         "weights and activations' (the MXFP8 recipe of the 25.11 table, 'FP8-MX'); recorded as fp8")
    if p in ("BF16",):
        return "BF16", "BF16"
    if p in ("FP8", "FP8-CS"):
        return "FP8-CS", ("FP8 with current (per-tensor) scaling (table '%s'; the matching workload preset is "
                          "the *_FP8_CS_* one); recorded as fp8" % p)
    if p in ("MXFP8", "FP8-MX"):
        return "MXFP8", ("MXFP8 (Blackwell microscaling FP8, 32-element blocks; table '%s'); recorded as fp8" % p)
    return p, p


def skip_reason(r):
    fam = family(r["model_raw"])
    if not r["section"].startswith("Pre-Training"):
        return "fine-tuning table (%s), not pre-training" % r["section"]
    if r["prec_raw"] and "FP4" in r["prec_raw"].upper():
        return "NVFP4 precision (out of scope: BF16/FP8 only)"
    if fam.startswith("Nemotron"):
        return ("hybrid Mamba-Transformer MoE (Nemotron 3 / Nemotron-H family; Nemotron 3.5 Lightning uses the "
                "Nemotron 3 Nano architecture per examples/models/nemotron/nemotron_3/lightning/README.md)")
    if fam.startswith("DeepSeekV4"):
        return ("DeepSeek-V4 Flash: Compressed Sparse Attention with a DSA top-k indexer, 4-stream Hyper-"
                "Connections (mHC) and hash-routed first MoE layers (docs/models/deepseek/deepseek-v4.md) cannot be "
                "expressed in the canonical columns; its HF config was not read")
    if r["release"] == "25.09" and r["variant"] == "paren" and r["system"] == "DGX-H100":
        return "TFLOP/s-only parenthesised alternative (blockwise FP8) with no separate tokens/s"
    return None


def existing_match(r):
    fam = family(r["model_raw"])
    acc = SYS2ACC[r["system"]]
    pl, _ = prec_label(r)
    pcls = "bf16" if pl == "BF16" else "fp8"
    tok = num(r["Tokens / sec / GPU"])
    for e in EXISTING:
        if (e["release"] == r["release"] and e["family"] == fam and e["accelerator"] == acc
                and e["precision"] == pcls and e["num_gpus"] == num(r["#-GPUs"]) and e["gbs"] == num(r["GBS"])
                and abs(e["tokens"] - tok) < 0.5):
            return e["row_id"]
    return None


def layout_key(r, mbs=None):
    pl, _ = prec_label(r)
    m = re.search(r"\((.*)\)", r["model_raw"])
    flag = m.group(1) if m else ""
    vp = num(r["VP"]) or 1
    ep = num(r["EP"]) or 1
    fsdp = num(r["FSDP"]) if r["FSDP"] is not None else 0
    return (family(r["model_raw"]), SYS2ACC[r["system"]], pl, num(r["#-GPUs"]), num(r["GBS"]),
            mbs if mbs is not None else num(r["MBS"]), num(r["Sequence Length"]), num(r["TP"]), num(r["PP"]),
            num(r["CP"]), vp, ep, bool(fsdp), flag)
