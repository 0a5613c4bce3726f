"""Recipe facts (recompute / offload / dispatcher) for 2026-12-05-megatron-bridge-releases-make_rows.py:
release 25.09 from the v0.1.0rc3 YAML, 26.08 from the v0.6.0 perf_recipes, 25.11 .. 26.06.01
from the evaluated workload presets in FACTS."""
import importlib.util
import os
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


FACTS = _sibling("facts").FACTS
SHAPES = _sibling("shapes").SHAPES


# ---------------------------------------------------------------------------------------------
# 25.09: scripts/performance at v0.1.0rc3 (YAML perf_matrix + run_script.py).
def facts_2509(r, fam, pl):
    sysn = r["system"]
    f = dict(ref="v0.1.0rc3", status="yaml", offload=None, recompute=None, rnote="", disp="", dnote="")
    if fam == "LLAMA3_70B" and sysn == "DGX-GB200" and r["variant"] == "main":
        f.update(recompute="none", offload=40,
                 rnote=("recompute: none; configs/llama3/llama3_70b_llm_pretrain.yaml gb200 fp8_cs (mbs 2, TP1 PP1, "
                        "use_megatron_fsdp true) sets cpu_offloading_num_layers 40 (activations of 40 of 80 layers "
                        "offloaded to host memory, weights not; utils/helpers.py set_recompute_overrides)"))
    elif fam == "LLAMA3_70B" and sysn == "DGX-GB200":
        f.update(recompute="none", rnote="recompute: none; yaml gb200 fp8_mx entry (TP2 PP4 VP5) sets no recompute or offload")
    elif fam == "LLAMA3.1_405B" and sysn == "DGX-GB200" and r["variant"] == "main":
        f.update(recompute="none", offload=95,
                 rnote=("recompute: none; configs/llama31/llama31_405b_llm_pretrain.yaml gb200 fp8_cs (TP2, PP1, "
                        "use_megatron_fsdp true) sets cpu_offloading_num_layers 95 (activations of 95 of 126 "
                        "layers offloaded to host memory)"))
    elif fam.startswith("LLAMA"):
        f.update(recompute="none", rnote=("recompute: none; the v0.1.0rc3 yaml entry for this model/system sets no "
                                          "recompute_num_layers or cpu_offloading_num_layers"))
    elif fam == "DeepSeekV3":
        mods = {"DGX-GB200": "['mla_up_proj', 'mlp', 'moe_act']", "DGX-H100": "['mla_up_proj', 'mlp']"}.get(sysn)
        f.update(recompute="selective",
                 rnote=("recompute: selective; configs/deepseek/deepseek_v3_llm_pretrain.yaml sets "
                        "recompute_granularity 'selective'" + (
                            " and run_script.py sets recompute_modules %s for %s" % (mods, sysn) if mods else
                            " and run_script.py sets no module list for B200 (Megatron-Core default ['core_attn'])")))
        f.update(disp="alltoall", dnote=("dispatcher alltoall: run_script.py uses token drop on b200/gb200 "
                                         "(apply_moe_token_drop requires the alltoall dispatcher; DeepEP disabled)"))
    elif fam.startswith("Qwen3"):
        f.update(recompute="none", rnote=("recompute: none; configs/qwen3/*.yaml set recompute_granularity null"),
                 disp="alltoall", dnote=("dispatcher alltoall: run_script.py applies apply_moe_token_drop (capacity "
                                         "factor 1.0, pad to capacity), which requires the alltoall dispatcher"))
    return f


# 26.08: src/megatron/bridge/perf_recipes at v0.6.0.
FACTS_2608 = {
    ("DeepSeekV3", "DGX-GB200"): dict(
        ref="v0.6.0", status="exact", recompute="selective", offload=None, disp="hierarchical",
        rnote=("recompute: selective; perf_recipes/deepseek/gb200/deepseek_v3.py "
               "deepseek_v3_pretrain_256gpu_gb200_fp8mx_config at v0.6.0 (TP1 PP4 VP4 EP64 GBS4096 MBS1 = this row) "
               "sets recompute_modules ['mla_up_proj'] with recompute_granularity 'selective' (deepseek/common.py "
               "_deepseek_v3_common); _enable_deepseek_full_iteration_mxfp8: full-iteration CUDA graph, "
               "moe_expert_rank_capacity_factor 1.5 with padding, moe_paged_stash (CPU buffer factor 1.0: MoE "
               "activations may be stashed in host memory; not in the columns)"),
        dnote="dispatcher hierarchical: moe_flex_dispatcher_backend 'hybridep' (flex dispatcher)"),
    ("Qwen3_30B_a3B", "DGX-GB300"): dict(
        ref="v0.6.0", status="exact", recompute="none", offload=None, disp="hierarchical",
        rnote=("recompute: none; perf_recipes/qwen/gb300/qwen3_moe.py qwen3_30b_a3b_pretrain_8gpu_gb300_fp8mx_config "
               "at v0.6.0 (TP1 PP1 EP8 GBS512 MBS8 = this row) sets recompute_granularity None; "
               "_enable_hybridep_full_iteration_mxfp8: full-iteration CUDA graph, capacity factor 1.5, paged stash "
               "(CPU factor 1.0), FP8 dot-product attention, EP comm overlap"),
        dnote="dispatcher hierarchical: moe_flex_dispatcher_backend 'hybridep'"),
    ("Qwen3_30B_a3B", "DGX-GB200"): dict(
        ref="v0.6.0", status="exact", recompute="none", offload=None, disp="hierarchical",
        rnote=("recompute: none; perf_recipes/qwen/gb200/qwen3_moe.py qwen3_30b_a3b_pretrain_8gpu_gb200_fp8mx_config "
               "at v0.6.0 (TP1 PP1 EP8 GBS512 MBS4 = this row) sets recompute_granularity None; "
               "_enable_hybridep_full_iteration_mxfp8 (full-iteration CUDA graph, paged stash, FP8 attention)"),
        dnote="dispatcher hierarchical: moe_flex_dispatcher_backend 'hybridep'"),
    ("Qwen3_235B_a22B", "DGX-GB300"): dict(
        ref="v0.6.0", status="layout", recompute="none", offload=None, disp="hierarchical",
        rnote=("recompute: none; perf_recipes/qwen/gb300/qwen3_moe.py qwen3_235b_a22b_pretrain_64gpu_gb300_fp8mx_config "
               "at v0.6.0 (TP1 PP4 VP12 EP32 MBS2, GBS 2048 for 64 GPUs; the table's 256 GPUs / GBS 8192 keep "
               "GBS per GPU) sets recompute_granularity None; _enable_hybridep_full_iteration_mxfp8"),
        dnote="dispatcher hierarchical: moe_flex_dispatcher_backend 'hybridep'"),
    ("Qwen3_235B_a22B", "DGX-GB200"): dict(
        ref="v0.6.0", status="layout", recompute="none", offload=None, disp="hierarchical",
        rnote=("recompute: none; perf_recipes/qwen/gb200/qwen3_moe.py qwen3_235b_a22b_pretrain_64gpu_gb200_fp8mx_config "
               "at v0.6.0 (TP1 PP8 VP3 EP32 MBS1, GBS 2048 for 64 GPUs; table 256 GPUs / GBS 8192) sets "
               "recompute_granularity None; _enable_hybridep_full_iteration_mxfp8"),
        dnote="dispatcher hierarchical: moe_flex_dispatcher_backend 'hybridep'"),
}

DEEPEP_2602 = ("docs/releases/known-issues.md (26.02): 'DeepEP is not supported in the current NeMo framework 26.02 "
               "container (nvcr.io/nvidia/nemo:26.02), which results in reduced DSv3 performance ... on H100'")


def facts_preset(r, fam):
    """Recompute / offload / dispatcher from the evaluated workload preset (25.11 .. 26.06.01)."""
    key = "|".join([r["release"], r["model_raw"], r["system"], r["prec_raw"], r["GBS"]])
    p = FACTS.get(key)
    if p is None:
        return None
    ref, name = p["ref"], p["preset"]
    where = "scripts/performance/configs workload preset %s at %s" % (name, ref)
    if p["status"] == "exact":
        where += " (layout, GPUs and GBS match this row)"
    elif p["status"] == "layout":
        where += " (layout matches; preset GPUs/GBS %s/%s)" % (p["num_gpus"], p["global_batch_size"])
    else:
        where += (" (NO preset at the release tags has this row's layout; preset layout differs, so the settings "
                  "below are ASSUMED to carry over)")
    v02 = ref.startswith("v0.2")
    mods, nl, off = p.get("recompute_modules"), p.get("recompute_num_layers"), p.get("cpu_offloading_num_layers")
    if nl:
        rec = "full"
        rn = ("recompute: full (block method, %d layers per pipeline stage: recompute_num_layers %d -> "
              "recompute_granularity 'full', recompute_method 'block') from %s" % (nl, nl, where))
    elif mods is None:
        if fam in ("DeepSeekV3", "Kimi_K2"):
            rec = "selective"
            rn = ("recompute: selective; %s sets no module list and the model's perf config sets "
                  "recompute_granularity 'selective' (Megatron-Core default module ['core_attn'])" % where)
        else:
            rec = "none"
            rn = "recompute: none; %s sets no recompute and the model recipe's recompute_granularity is None" % where
    elif mods == []:
        rec = "none"
        rn = "recompute: none; %s sets recompute_modules [] (nothing recomputed)" % where
    elif v02 and fam != "DeepSeekV3":
        rec = "none"
        rn = ("recompute: none ASSUMED; %s lists recompute_modules %s, but utils/helpers.py set_recompute_overrides "
              "at v0.2.x sets only the module list and this model's recipe leaves recompute_granularity None, so "
              "Megatron-Core would not recompute" % (where, mods))
    else:
        rec = "selective"
        rn = "recompute: selective (module recompute %s) from %s" % (mods, where)
    if off:
        rn += ("; cpu_offloading_num_layers %d: activations of %d layers offloaded to host memory (weights not)"
               % (off, off))
    cg = p.get("cuda_graph_impl")
    if cg:
        rn += "; CUDA graphs: %s%s" % (cg, (" scope %s" % p.get("cuda_graph_scope")) if p.get("cuda_graph_scope") else "")
    if cg == "full_iteration" and SHAPES[fam]["arch"] == "moe":
        rn += (" (the model's perf config pads experts to a rank capacity factor and enables moe_paged_stash for "
               "full-iteration graphs; stashed MoE activations may go to host memory, not in the columns)")
    disp, dn = "", ""
    if SHAPES[fam]["arch"] == "moe":
        fb = p.get("moe_flex_dispatcher_backend")
        if fb in ("deepep", "hybridep"):
            if r["system"] == "DGX-H100" and r["release"] in ("26.02", "26.02.01") and fb == "deepep":
                disp = ""
                dn = ("dispatcher not filled: the preset asks for moe_flex_dispatcher_backend 'deepep', but " + DEEPEP_2602
                      + "; whether this run fell back to all-to-all is not stated")
            else:
                disp = "hierarchical"
                dn = "dispatcher hierarchical: preset moe_flex_dispatcher_backend '%s' (flex dispatcher)" % fb
        else:
            disp = "alltoall"
            dn = ("dispatcher alltoall: the preset sets no flex backend, so the model provider/bridge default "
                  "moe_token_dispatcher_type 'alltoall' applies")
    return dict(ref=ref, status=p["status"], preset=name, recompute=rec, rnote=rn, offload=off, disp=disp,
                dnote=dn, fsdp=p.get("use_megatron_fsdp"))
