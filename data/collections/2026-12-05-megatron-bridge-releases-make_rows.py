#!/usr/bin/env python3
"""Builder for /work/s64/h1/rows.csv (helper s64/h1).

Source: NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md and
docs/performance-summary-archive.md at commit 067f987df03b8355b03192d88d70f1709fedf51a
(2026-08-22; the files were last changed by 4ab94dfad, 2026-08-11).

Everything this script needs is embedded below and in its sibling modules in this directory,
2026-12-05-megatron-bridge-releases-make_rows_<part>.py (raw: RAW; facts: EXISTING, FACTS;
shapes: RELEASE_SW, RELEASE_ADDED, SYS2ACC, SHAPES; parse: table parsing and matching;
recipes: facts_2509, FACTS_2608, facts_preset):
  RAW      every table row of both files at that commit, verbatim (file, release, section,
           '####' heading, table header line, row line);
  EXISTING the Megatron-Bridge rows already in /work/main/data/measurements
           (nvidia_megatron.csv, nvidia_moe_extra.csv), as (release, family, accelerator,
           precision, GPUs, GBS, tokens/s/GPU);
  FACTS    for every candidate row of releases 25.11 .. 26.06.01: the workload preset of
           scripts/performance/configs/*/*workload_base_configs.py that was evaluated (Python
           exec of the file at the cited tag/commit, dataclasses.replace resolved) and whose
           parallel layout matches the table row ('exact': layout + GPUs + GBS; 'layout':
           layout only; 'name-only': same model/GPU/precision preset, layout differs).
           Releases 25.09 (YAML perf_matrix + run_script.py at v0.1.0rc3) and 26.08 (perf_recipes
           at v0.6.0) are handled by hand in FACTS_2509 / FACTS_2608.

Run:  python3 make_rows.py            -> writes rows.csv and skipped.csv next to this file
      python3 make_rows.py --verify   -> also re-reads the two docs from the local mirror
                                         (/work/.mirror/NVIDIA-NeMo+Megatron-Bridge/repo) and
                                         checks RAW against them, and re-checks EXISTING against
                                         /work/main/data/measurements.
"""
import csv, json, os, re, subprocess, sys
import importlib.util

HERE = os.path.dirname(os.path.abspath(__file__))
STEM = "2026-12-05-megatron-bridge-releases-make_rows"
COMMIT = "067f987df03b8355b03192d88d70f1709fedf51a"
MIRROR = "/work/.mirror/NVIDIA-NeMo+Megatron-Bridge/repo"
HEADER = ("row_id,source,table,model,arch,layers,hidden,ffn_hidden,ffn_gated,heads,kv_heads,seq_len,vocab,"
          "num_experts,experts_per_token,global_batch_seqs,micro_batch,tp,pp,dp,cp,ep,vp,sequence_parallel,"
          "zero_stage,num_gpus,accelerator,precision,recompute,framework,step_time_s,tokens_per_s_per_gpu,"
          "tflops_per_gpu,tflops_basis,mfu_pct,measured_or_derived,confidence,notes,head_dim,moe_ffn_hidden,"
          "shared_experts,first_dense_layers,activation_offload,q_lora_rank,kv_lora_rank,qk_rope_head_dim,"
          "v_head_dim,etp,moe_force_balance,moe_dispatcher,inter_network,fsdp_shard,optimizer_state,"
          "peak_memory_gib,memory_measure").split(",")


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
_shapes = _sibling("shapes")
RELEASE_SW, RELEASE_ADDED, SYS2ACC, SHAPES = (_shapes.RELEASE_SW, _shapes.RELEASE_ADDED, _shapes.SYS2ACC,
                                              _shapes.SHAPES)
_parse = _sibling("parse")
cells, num, records, family = _parse.cells, _parse.num, _parse.records, _parse.family
prec_label, skip_reason, existing_match, layout_key = (_parse.prec_label, _parse.skip_reason,
                                                       _parse.existing_match, _parse.layout_key)
_recipes = _sibling("recipes")
facts_2509, FACTS_2608, facts_preset = _recipes.facts_2509, _recipes.FACTS_2608, _recipes.facts_preset


def build():
    recs = records()
    existing_layouts = {}
    new_layouts = {}
    rows, skipped = [], []
    n = 0
    for r in recs:
        why = skip_reason(r)
        fam = family(r["model_raw"])
        if why:
            skipped.append((r, why))
            continue
        ex = existing_match(r)
        if ex:
            existing_layouts.setdefault(layout_key(r), []).append("%s (%s)" % (ex, r["release"]))
            skipped.append((r, "already in data/ as %s" % ex))
    for r in recs:
        fam = family(r["model_raw"])
        if skip_reason(r) or existing_match(r):
            continue
        if fam not in SHAPES:
            skipped.append((r, "no shape for model family %s" % fam))
            continue
        pl, pnote = prec_label(r)
        sh = dict(SHAPES[fam])
        cite = sh.pop("cite")
        acc = SYS2ACC[r["system"]]
        gpus, gbs, mbs = num(r["#-GPUs"]), num(r["GBS"]), num(r["MBS"])
        seq = num(r["Sequence Length"])
        tp, pp, cp = num(r["TP"]), num(r["PP"]), num(r["CP"])
        vp = num(r["VP"])
        ep = num(r["EP"])
        fsdp = num(r["FSDP"]) if r["FSDP"] is not None else None
        ga = num(r["GA"]) if r["GA"] is not None else None
        tok = num(r["Tokens / sec / GPU"])
        tf = num(r["Model TFLOP / sec / GPU"])
        dp = gpus // (tp * pp * cp)
        assert dp * tp * pp * cp == gpus, r
        step = gbs * seq / (tok * gpus)
        # --- recipe facts
        if r["release"] == "25.09":
            f = facts_2509(r, fam, pl)
        elif r["release"] == "26.08":
            f = FACTS_2608[(fam, r["system"])]
        else:
            f = facts_preset(r, fam)
        zero = 1
        znote = "Megatron distributed optimizer (optimizer state sharded over DP, params replicated) recorded as zero_stage 1"
        if (fsdp or 0) > 0 or (f.get("fsdp") and fsdp is None):
            zero = 3
            znote = ("Megatron-FSDP (table FSDP %s = sharding over all DP ranks) recorded as zero_stage 3"
                     % (fsdp if fsdp is not None else "column absent; preset use_megatron_fsdp True"))
        if fam == "Kimi_K2":
            zero = 0
            znote = ("OPTIMIZER: footnote 'Muon optimizer was used for pre-training Kimi-K2'; the Kimi recipe "
                     "(src/megatron/bridge/recipes/kimi/kimi_k2.py at %s, optimizer_type 'muon' default) runs "
                     "distributed Muon with use_distributed_optimizer off ('Muon requires both off'): recorded as "
                     "zero_stage 0 as in nvmoe-003; Muon's Newton-Schulz work is not in the step-time model" % f["ref"])
        # --- text
        verb = "Verbatim table line: %s" % r["line"]
        if r["variant"] == "paren":
            verb += " -- this row takes the PARENTHESISED values"
        ga_flag = ""
        if ga is not None:
            ga_calc = gbs / (mbs * dp)
            verb += "; GA check: GBS/(MBS*dp) = %g (table GA %s)" % (ga_calc, ga)
            if ga_calc != ga:
                mbs_ga = gbs / (ga * dp)
                if r["variant"] == "paren" and mbs_ga == int(mbs_ga) and "(" not in cells(r["line"])[cells(r["header"]).index("MBS")]:
                    verb += ("; the MBS cell carries no parenthesised value, but the parenthesised GA %s implies "
                             "MBS = GBS/(GA*dp) = %d for this layout: micro_batch DERIVED = %d (the v0.1.0rc3 YAML "
                             "fp8_mx entry also has mbs 1)" % (ga, mbs_ga, mbs_ga))
                    mbs = int(mbs_ga)
                else:
                    ga_flag = ("low (table row internally inconsistent: GA %s != GBS/(MBS*dp) = %g; layout "
                               "transcribed as published)" % (ga, ga_calc))
        tfnote = ""
        if "[^gpt-oss-note]" in r["line"]:
            tfnote = (" Footnote gpt-oss-note on the TFLOP/s: 'Performance regression in GPT-OSS 120B pre-training "
                      "is a known issue (NVIDIA/cudnn-frontend#256). It will be resolved with the next container "
                      "release.'")
        mflag = ""
        m = re.search(r"\((.*)\)", r["model_raw"])
        if m:
            mflag = m.group(1)
        moe_notes = ""
        mfb = ""
        if sh["arch"] == "moe":
            mfb = "true"
            if mflag == "tokendrop":
                moe_notes = ("MoE: table marks this row 'tokendrop': run_script.py at v0.1.0rc3 applies "
                             "apply_moe_token_drop (moe_expert_capacity_factor 1.0, moe_pad_expert_input_to_capacity "
                             "True), so every expert gets exactly its capacity: moe_force_balance true per the "
                             "data README convention (token-dropping router padded to capacity factor 1.0). "
                             "EP folds into DP.")
            else:
                moe_notes = ("MoE: NVIDIA states MoE benchmarks force-balance tokens across experts and are "
                             "token-dropless (moe_router_force_load_balancing True in the perf configs); EP folds into "
                             "DP. etp 1 (presets set expert_tensor_parallel_size 1; Megatron-Bridge defaults it to 1 "
                             "when EP > 1).")
        mtp = ""
        if fam == "DeepSeekV3":
            if mflag == "w/o MTP":
                mtp = " Table says 'w/o MTP' (no multi-token-prediction layer)."
            elif mflag == "w/ MTP":
                mtp = " Table says 'w/ MTP': one multi-token-prediction layer ran, which the columns cannot carry."
            else:
                mtp = (" MTP not stated in the table; published model TFLOP/s / tokens/s = %.1f GFLOP/token, as the "
                       "25.11 'w/ MTP' row (260.4) and unlike the 25.11 'w/o MTP' rows (249.1-249.7), and the "
                       "DeepSeek-V3 recipe sets mtp_num_layers 1 (pipeline layouts '...tmL' carry the MTP stage), so "
                       "one MTP layer is ASSUMED on (not in the columns)." % (tf * 1e3 / tok))
        repeat = ""
        lk = layout_key(r, mbs)
        prior = existing_layouts.get(lk, []) + new_layouts.get(lk, [])
        if prior:
            repeat = (" LAYOUT REPEAT: same model, system, precision, GPUs, GBS, MBS, TP/PP/CP/VP/EP, FSDP and "
                      "table model tag as "
                      + ", ".join(prior) + "; this row is a different container release of that configuration.")
        n += 1
        rid = "h64a-%03d" % n
        new_layouts.setdefault(lk, []).append("%s (%s)" % (rid, r["release"]))
        conf = {"exact": "high (table text; recompute/offload/dispatcher from the matching workload preset)",
                "layout": "high (table text; recompute/offload/dispatcher from the workload preset with the same layout)",
                "name-only": ("medium (table text; no workload preset at the release tags has this layout, so "
                              "recompute/dispatcher are ASSUMED from the same-name preset)"),
                "yaml": "medium (table text; 25.09 has no precision column, precision ASSUMED; recipe from v0.1.0rc3 YAML)",
                }[f["status"]]
        if ga_flag:
            conf = ga_flag
        elif r["release"] == "25.09" and r["variant"] == "paren":
            conf = ("medium (parenthesised table value; 25.09 has no precision column, recipe from the footnote; "
                    "layout from the parenthesised cells)")
        notes = " ".join(x for x in [
            "%s." % verb,
            "Table %s in %s; release table added in %s; container: %s." % (
                r["group"], r["file"], RELEASE_ADDED[r["release"]], RELEASE_SW[r["release"]]),
            "Shape: %s." % cite,
            "Precision: %s." % pnote,
            "DERIVED: dp = %d/(tp*pp*cp) = %d; step_time_s = GBS*seq/(tokens_per_s_per_gpu*num_gpus) = %d*%d/(%s*%d)."
            % (gpus, dp, gbs, seq, tok, gpus),
            znote + ".",
            moe_notes,
            f["rnote"] + ".",
            (f["dnote"] + ".") if f.get("dnote") else "",
            mtp.strip(),
            tfnote.strip(),
            repeat.strip(),
        ] if x)
        row = {k: "" for k in HEADER}
        row.update(
            row_id=rid,
            source=("NVIDIA Megatron-Bridge performance summary, NVIDIA-NeMo/Megatron-Bridge %s (commit %s, "
                    "2026-08-22)" % (r["file"], COMMIT[:12])),
            table="%s NeMo Container, %s, %s, row %s" % (
                r["release"], r["section"], r["group"],
                ("%s %s" % (r["system"], r["prec_raw"])) if r["grpkind"] == "Model" else
                " ".join(x for x in [r["model_raw"], r["prec_raw"] if r["release"] != "25.09" else "",
                                     "(parenthesised value)" if r["variant"] == "paren" else ""] if x)),
            model=sh["model"], arch=sh["arch"], layers=sh["layers"], hidden=sh["hidden"],
            ffn_hidden=sh["ffn_hidden"], ffn_gated=str(sh["ffn_gated"]).lower(), heads=sh["heads"],
            kv_heads=sh["kv_heads"], seq_len=seq, vocab=sh["vocab"],
            num_experts=sh.get("num_experts", ""), experts_per_token=sh.get("experts_per_token", ""),
            global_batch_seqs=gbs, micro_batch=mbs, tp=tp, pp=pp, dp=dp, cp=cp, ep=ep or 1, vp=vp or 1,
            sequence_parallel=str(tp > 1).lower(), zero_stage=zero, num_gpus=gpus, accelerator=acc,
            precision="bf16" if pl == "BF16" else "fp8", recompute=f["recompute"],
            framework="Megatron-Bridge / Megatron-Core (NeMo %s container)" % r["release"],
            step_time_s=round(step, 5), tokens_per_s_per_gpu=tok, tflops_per_gpu=tf, tflops_basis="model",
            measured_or_derived="measured throughput; step time derived",
            confidence=conf, notes=notes,
            head_dim=sh.get("head_dim", ""), moe_ffn_hidden=sh.get("moe_ffn_hidden", ""),
            shared_experts=sh.get("shared_experts", ""), first_dense_layers=sh.get("first_dense_layers", ""),
            activation_offload="true" if f.get("offload") else "",
            q_lora_rank=sh.get("q_lora_rank", ""), kv_lora_rank=sh.get("kv_lora_rank", ""),
            qk_rope_head_dim=sh.get("qk_rope_head_dim", ""), v_head_dim=sh.get("v_head_dim", ""),
            etp=1 if sh["arch"] == "moe" else "", moe_force_balance=mfb,
            moe_dispatcher=f.get("disp", "") if sh["arch"] == "moe" else "",
        )
        row["_layout"] = lk
        row["_repeat"] = bool(prior)
        row["_facts"] = "%s %s %s" % (f["ref"], f["status"], f.get("preset", ""))
        rows.append(row)
    return rows, skipped


def verify():
    ok = True
    for fname in ("docs/performance-summary.md", "docs/performance-summary-archive.md"):
        text = subprocess.check_output(["git", "-C", MIRROR, "show", "%s:%s" % (COMMIT, fname)]).decode()
        lines = set(l.strip() for l in text.splitlines())
        for raw in RAW:
            if raw[0] == fname and raw[5] not in lines:
                print("RAW line not in", fname, raw[5])
                ok = False
    print("RAW verified against mirror:", ok)
    ex = []
    for fn in ("nvidia_megatron.csv", "nvidia_moe_extra.csv"):
        for r in csv.DictReader(open("/work/main/data/measurements/" + fn)):
            if "Megatron-Bridge performance summary" in r["source"]:
                ex.append(r["row_id"])
    print("EXISTING ids match data/:", sorted(ex) == sorted(e["row_id"] for e in EXISTING))
    hdr = open("/work/main/data/measurements/nvidia_megatron.csv").readline().strip().split(",")
    print("HEADER matches nvidia_megatron.csv:", hdr == HEADER)


if __name__ == "__main__":
    rows, skipped = build()
    with open(os.path.join(HERE, "rows.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=HEADER, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow(r)
    with open(os.path.join(HERE, "skipped.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "release", "section", "heading", "variant", "reason", "table_line"])
        for r, why in skipped:
            w.writerow([r["file"], r["release"], r["section"], r["group"], r["variant"], why, r["line"]])
    with open(os.path.join(HERE, "layout_index.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["row_id", "release", "model", "accelerator", "precision_label", "num_gpus", "gbs", "mbs", "tp",
                    "pp", "cp", "vp", "ep", "fsdp", "table_model_tag", "layout_repeat", "recipe_ref"])
        for r in rows:
            lk = r["_layout"]
            w.writerow([r["row_id"], r["framework"].split("NeMo ")[1].split(" ")[0], r["model"], r["accelerator"],
                        lk[2], lk[3], lk[4], lk[5], lk[7], lk[8], lk[9], lk[10], lk[11], lk[12], lk[13], r["_repeat"],
                        r["_facts"]])
    print("rows:", len(rows), "skipped:", len(skipped))
    if "--verify" in sys.argv:
        verify()
