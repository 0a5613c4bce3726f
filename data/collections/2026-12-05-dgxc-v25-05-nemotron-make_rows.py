#!/usr/bin/env python3
"""Builder for /work/s64/h5/rows.csv (helper h5, row ids h64e-NNN).

Only arithmetic on numbers transcribed by hand from NVIDIA/dgxc-benchmarking.
It runs no project code and makes no prediction.

Sources (read with `git --git-dir=/work/.mirror/NVIDIA+dgxc-benchmarking/repo show REF:path`):
  tag v25.05.04 = commit 6be5ea0e19c583ee4d445a1cd65a3ff2fcb4e58b (2025-09-05)
  nemotron/README.md blob 92a39f62 at v25.05.04/v25.05.05. The performance tables are byte-identical
    to blob e9032a4a at v25.05.01 (tag commit 85d92846; release commit 60d6fd33) and to blob 2fab3058 at
    v25.05 (68eaf7e1). Those blobs differ only in setup prose and in the llmb-run workload name.
  llama3.1/README.md blob bc34dcee at v25.05.04, 3197c34d at v25.05.01..03 (the same tables), and
    1bffff54 at v25.05.05 (only the H100 config row's GA changes, 32 -> 64).
    The H100 tables first appear at v25.05.01; v25.05 points to v25.04.01 for H100.
  Layout: nemotron/launch.sh and llama3.1/launch.sh at v25.05.04, which equal the v25.05.01 launchers
    except for the WORKLOAD_TYPE and GSW_VERSION strings.
  NeMo perf scripts at the NeMo commits pinned by setup.sh:
    nemotron b4148d21695de467d50ebf050566555429c26919 (the same pin at v25.05 and v25.05.01)
    llama3.1 6f2c6fdaffcc0af97a9e2219fcc104e2399627e4
"""
import csv

HEADER = ("row_id,source,table,model,arch,layers,hidden,ffn_hidden,ffn_gated,heads,kv_heads,seq_len,vocab,"
          "num_experts,experts_per_token,global_batch_seqs,micro_batch,tp,pp,dp,cp,ep,vp,sequence_parallel,"
          "zero_stage,num_gpus,accelerator,precision,recompute,framework,step_time_s,tokens_per_s_per_gpu,"
          "tflops_per_gpu,tflops_basis,mfu_pct,measured_or_derived,confidence,notes,head_dim,moe_ffn_hidden,"
          "shared_experts,first_dense_layers,activation_offload,q_lora_rank,kv_lora_rank,qk_rope_head_dim,"
          "v_head_dim,etp,moe_force_balance,moe_dispatcher,inter_network,fsdp_shard,optimizer_state,"
          "peak_memory_gib,memory_measure").split(",")
# The header is checked against /work/main/data/measurements/nvidia_dgxc.csv by check() below.

# ---- model shapes: copied from the existing nvidia_dgxc.csv rows (dgxc-045 15B, dgxc-061 340B, dgxc-026 405B)
SHAPES = {
    "Nemotron-4 15B": dict(arch="dense", layers=32, hidden=6144, ffn_hidden=24576, ffn_gated="false",
                           heads=48, kv_heads=8, seq_len=4096, vocab=256000),
    "Nemotron-4 340B": dict(arch="dense", layers=96, hidden=18432, ffn_hidden=73728, ffn_gated="false",
                            heads=96, kv_heads=8, seq_len=4096, vocab=256000),
    "Llama 3.1 405B": dict(arch="dense", layers=126, hidden=16384, ffn_hidden=53248, ffn_gated="true",
                           heads=128, kv_heads=8, seq_len=8192, vocab=128256),
}
SHAPE_NOTE = {
    "Nemotron-4 15B": "Shape copied from nvidia_dgxc.csv dgxc-045 (Nemotron-4 15B: 32 layers, hidden 6144, 48 heads, "
                      "8 KV heads, squared-ReLU MLP 24576, 256k vocab); the README's Notes block uses the same "
                      "numbers (query groups 8).",
    "Nemotron-4 340B": "Shape copied from nvidia_dgxc.csv dgxc-061 (Nemotron-4 340B: 96 layers, hidden 18432, 96 heads, "
                       "8 KV heads, squared-ReLU MLP 73728, 256k vocab); the README's Notes block uses the same numbers.",
    "Llama 3.1 405B": "Shape copied from nvidia_dgxc.csv dgxc-026 (Llama 3.1 405B: 126 layers, hidden 16384, SwiGLU "
                      "53248, 128 heads, 8 KV heads, vocab 128256).",
}
# Model FLOPs per sequence (GBS=1), as the READMEs print them. Used only for the DERIVED tflops_per_gpu.
MODEL_FLOPS = {"Nemotron-4 15B": 3.85e14,        # nemotron/README.md Notes: "model flops = ... = 3.85e14"
               "Nemotron-4 340B": 8.62124e15,    # nemotron/README.md Notes: "= 8.62124e15"
               "Llama 3.1 405B": 2.17e16}        # llama3.1/README.md: "model flops for Llama3.1 405B for GBS=1 per GPU is 2.17E+16"
# Peaks the README divides by for its MFU (printed in each README; used only for the consistency check)
README_PEAK = {("gb200", "bf16"): 2450e12, ("gb200", "fp8"): 4900e12,
               ("h100-sxm5-80gb", "bf16"): 989e12, ("h100-sxm5-80gb", "fp8"): 1979e12}

NEMO_SRC = ("NVIDIA DGX Cloud Benchmarking recipes, NVIDIA/dgxc-benchmarking nemotron/README.md at commit "
            "6be5ea0e19c583ee4d445a1cd65a3ff2fcb4e58b (2025-09-05, tag v25.05.04; the same tables since v25.05 "
            "68eaf7e1 and v25.05.01 85d92846/60d6fd33, unchanged in v25.05.05); launcher nemotron/launch.sh at the "
            "same commit; NeMo scripts/performance at b4148d21 (pinned by nemotron/setup.sh). Dropped from the README in v25.07+")
LLAMA_SRC = ("NVIDIA DGX Cloud Benchmarking recipes, NVIDIA/dgxc-benchmarking llama3.1/README.md at commit "
             "6be5ea0e19c583ee4d445a1cd65a3ff2fcb4e58b (2025-09-05, tag v25.05.04; the same H100 table since "
             "v25.05.01 85d92846/60d6fd33, and in v25.05.05); launcher llama3.1/launch.sh at the same commit; NeMo "
             "scripts/performance at 6f2c6fda (pinned by llama3.1/setup.sh). Dropped from the README in v25.07+")
FW_NEMOTRON = ("NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.04.00, NeMo scripts.performance.llm.pretrain_nemotron4_{size} "
               "via dgxc-benchmarking v25.05.04)")
FW_LLAMA = ("NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.04.01, NeMo scripts.performance.llm.pretrain_llama31_405b "
            "via dgxc-benchmarking v25.05.04)")

# ---- transcribed table cells ----
# (model, gpu, prec, gpus, gbs, mbs, tp, pp, cp, vp, step_s, published_tok_s_total, published_mfu_pct, days_1T, table, config_row)
CELLS = []

# nemotron/README.md, "# GB200 Performance", weak scaling tables (config: '# GB200 specifications' first table:
# 340b BF16/FP8 | 128/256/512 | 4096 | 96 | TP 8 | PP 4 | CP 1 | VP 12 | MBS 1 | GBS 32/64/128 | DP 4/8/16 | GA 8)
for prec, tname, vals in [
    ("bf16", "Nemotron 340b BF16 GB200", [(128, 32, 2.189, 59877, 40.2, 193), (256, 64, 2.19, 119700, 40.2, 96),
                                          (512, 128, 2.229, 235212, 39.4, 49)]),
    ("fp8", "Nemotron 340b FP8 GB200", [(128, 32, 1.483, 88383, 29.7, 130), (256, 64, 1.517, 172804, 28.9, 67),
                                        (512, 128, 1.549, 338468, 28.4, 34)]),
]:
    for g, gbs, st, tok, mfu, days in vals:
        CELLS.append(dict(model="Nemotron-4 340B", acc="gb200", prec=prec, gpus=g, gbs=gbs, mbs=1, tp=8, pp=4, cp=1,
                          vp=12, step=st, tok=tok, mfu=mfu, days=days,
                          table=f"'GB200 Performance' table '{tname}', column '{g}x GB200 GPUs (GBS={gbs})'; config from the "
                                f"weak-scaling table in 'GB200 specifications'",
                          cfg=f"340b | BF16/FP8 | {g} | 4096 | 96 | TP 8 | PP 4 | CP 1 | VP 12 | MBS 1 | GBS {gbs} | "
                              f"DP {g // 32} | GA 8", scaling="weak"))

# nemotron/README.md, "# GB200 Performance", strong scaling tables (config: 'Strong Scaling' table:
# 340b | 128/256/512 | 4096 | 96 | TP 8 | PP 4 | CP 1 | VP 12 | MBS 1 | GBS 512 | DP 4/8/16 | GA 128/64/32)
for prec, tname, vals in [
    ("bf16", "Nemotron 340b BF16 GB200 Strong Scaling", [(128, 32.66, 64211, 43.0, 180), (256, 16.58, 126486, 42.4, 92),
                                                         (512, 8.468, 247656, 41.5, 47)]),
    ("fp8", "Nemotron 340b FP8 GB200 Strong Scaling", [(128, 21.83, 96067, 32.2, 120), (256, 11.21, 187078, 31.4, 62),
                                                       (512, 5.668, 369998, 31.0, 31)]),
]:
    for g, st, tok, mfu, days in vals:
        CELLS.append(dict(model="Nemotron-4 340B", acc="gb200", prec=prec, gpus=g, gbs=512, mbs=1, tp=8, pp=4, cp=1,
                          vp=12, step=st, tok=tok, mfu=mfu, days=days,
                          table=f"'GB200 Performance' table '{tname}', column '{g}x GB200 GPUs (GBS=512) Strong Scaling'; "
                                f"config from the 'Strong Scaling' table in 'GB200 specifications'",
                          cfg=f"340b | BF16/FP8 | {g} | 4096 | 96 | TP 8 | PP 4 | CP 1 | VP 12 | MBS 1 | GBS 512 | "
                              f"DP {g // 32} | GA {512 // (g // 32)}", scaling="strong"))

# nemotron/README.md, "# H100 Performance" (config: 'H100s specifications' tables:
# 15b BF16/FP8 | 16 | 4096 | 32 | TP 2 | PP 1 | CP 1 | EP NA | DP 8 | VP NA | MBS 2 | GBS 64 | GA 4
# 340b BF16/FP8 | 256 | 4096 | 96 | TP 8 | PP 8 | CP 1 | EP NA | DP 4 | VP 12 | MBS 1 | GBS 64 | GA 16)
for model, prec, tname, g, gbs, mbs, tp, pp, vp, st, tok, mfu, days, cfg in [
    ("Nemotron-4 15B", "bf16", "Nemotron4 15b BF16 H100", 16, 64, 2, 2, 1, 1, 2.746, 95463, 56.7, 121,
     "15b | BF16/FP8 | 16 | 4096 | 32 | TP 2 | PP 1 | CP 1 | EP NA | DP 8 | VP NA | MBS 2 | GBS 64 | GA 4"),
    ("Nemotron-4 15B", "fp8", "Nemotron4 15b FP8 H100", 16, 64, 2, 2, 1, 1, 1.988, 131863, 39.1, 88,
     "15b | BF16/FP8 | 16 | 4096 | 32 | TP 2 | PP 1 | CP 1 | EP NA | DP 8 | VP NA | MBS 2 | GBS 64 | GA 4"),
    ("Nemotron-4 340B", "bf16", "Nemotron4 340b BF16 H100", 256, 64, 1, 8, 8, 12, 4.606, 56913, 47.3, 203,
     "340b | BF16/FP8 | 256 | 4096 | 96 | TP 8 | PP 8 | CP 1 | EP NA | DP 4 | VP 12 | MBS 1 | GBS 64 | GA 16"),
    ("Nemotron-4 340B", "fp8", "Nemotron4 340b FP8 H100", 256, 64, 1, 8, 8, 12, 3.107, 84372, 35.0, 137,
     "340b | BF16/FP8 | 256 | 4096 | 96 | TP 8 | PP 8 | CP 1 | EP NA | DP 4 | VP 12 | MBS 1 | GBS 64 | GA 16"),
]:
    CELLS.append(dict(model=model, acc="h100-sxm5-80gb", prec=prec, gpus=g, gbs=gbs, mbs=mbs, tp=tp, pp=pp, cp=1,
                      vp=vp, step=st, tok=tok, mfu=mfu, days=days,
                      table=f"'H100 Performance' table '{tname}', column '{g}x H100 GPUs'; config from 'H100s specifications'",
                      cfg=cfg, scaling="h100"))

# llama3.1/README.md, "# H100 Performance" (config: '**H100**' table:
# 512 | 8192 | 126 | FSDP 0 | TP 8 | PP 8 | CP 2 | EP NA | ETP NA | DP 4 | VP 8 | MBS 1 | GBS 256 | GA 32 (64 in v25.05.05))
for prec, tname, st, tok, mfu, days in [("bf16", "Llama3.1 405b BF16", 19.810, 105863, 55.34, 109.33),
                                        ("fp8", "Llama3.1 405b FP8", 13.020, 161072, 42.12, 71.86)]:
    CELLS.append(dict(model="Llama 3.1 405B", acc="h100-sxm5-80gb", prec=prec, gpus=512, gbs=256, mbs=1, tp=8, pp=8,
                      cp=2, vp=8, step=st, tok=tok, mfu=mfu, days=days,
                      table=f"'H100 Performance' table '{tname}', column '512x H100 GPUs'; config from the '**H100**' table in 'Overview'",
                      cfg="512 | 8192 | 126 | FSDP 0 | TP 8 | PP 8 | CP 2 | EP NA | ETP NA | DP 4 | VP 8 | MBS 1 | GBS 256 | "
                          "GA 32 (v25.05.05 corrects GA to 64 = 256/(4*1))", scaling="llama"))

# Existing v25.04.01 rows for the same configuration (for the notes only; nvidia_dgxc.csv)
PRIOR = {("Nemotron-4 15B", "bf16"): "dgxc-045 (v25.04.01, NeMo 25.02.01): 2.66 s",
         ("Nemotron-4 15B", "fp8"): "dgxc-053 (v25.04.01, NeMo 25.02.01): 1.98 s",
         ("Nemotron-4 340B", "bf16", "h100"): "dgxc-061 (v25.04.01, NeMo 25.02.01): 4.36 s",
         ("Nemotron-4 340B", "fp8", "h100"): "dgxc-065 (v25.04.01, NeMo 25.02.01): 2.93 s",
         ("Llama 3.1 405B", "bf16"): "dgxc-026 (v25.04.01, NeMo 25.02.01): 19.78 s",
         ("Llama 3.1 405B", "fp8"): "dgxc-032 (v25.04.01, NeMo 25.02.01): 12.37 s"}


def launcher_note(c):
    if c["model"] == "Llama 3.1 405B":
        return ("llama3.1/launch.sh (H100): DEF_TP=8, PP 8, CP 2, VP 8, MBS 1, GBS = JOB_TOTAL_GPUS/2 = 256, FSDP 0, -ep 1, "
                "8 GPUs per node; no -cg, -rl or -fr flags. NeMo 6f2c6fda get_user_configs matches recommended_model_configs/"
                "model_configs_h100.csv only where num_gpus equals (the 405b rows are at 1024 GPUs), so at 512 GPUs "
                "recompute_layers 0, activation_offload_layers 0, cuda_graphs off and mcore FSDP off. READ: set_primary_perf_configs "
                "sets sequence_parallel = (tp > 1) and adds full recompute only if recompute_layers > 0, so recompute none. "
                "TP comm overlap uses userbuffers_{bf16,fp8}_h100_h16384_tp8_cp2_mbs1_seqlen8192 (pretrain_llama31_405b.py). "
                "FP8 is delayed scaling (argument_parser --fp8_recipe default 'ds'). zero_stage 1 = the recipe's "
                "distributed_fused_adam (use_distributed_optimizer=True).")
    if c["acc"] == "gb200":
        return ("nemotron/launch.sh (GB200, 340b): TP 8, PP 4, CP 1, VP 12, MBS 1, GBS = JOB_TOTAL_GPUS/4 (weak) or 512 "
                "(STRONG_SCALING=true), GPUS_PER_NODE 4, -ep 1, plus '-fsdp 0 --cuda_graphs true' for gb200 (CUDA graphs ON). "
                "NeMo b4148d21 pretrain_nemotron4_340b.py: performance_mode recipe, TP comm overlap with "
                "userbuffers_{bf16,fp8}_b200_h18432_tp8_mbs1_seqlen4096 on gb200, NCCL_NET_GDR_LEVEL=PHB. The "
                "recommended-config CSV has recompute_layers 0 and activation_offload_layers 0 (and matches only at 128 GPUs, "
                "where launch.sh's TP/PP/VP/FSDP flags override it). READ: recompute none, sequence_parallel = (tp > 1). "
                "FP8 is delayed scaling (--fp8_recipe default 'ds'). zero_stage 1 = distributed_fused_adam "
                "(use_distributed_optimizer=True). GB200 NVL72, 4 GPUs per compute tray.")
    size = "15b" if "15B" in c["model"] else "340b"
    return (f"nemotron/launch.sh (H100, {size}): " +
            ("TP 2, PP 1, CP 1, MBS 2, GBS = JOB_TOTAL_GPUS*4 = 64, VP=0 (so -vp is not passed; vp 1)"
             if size == "15b" else "TP 8, PP 8, CP 1, MBS 1, GBS = JOB_TOTAL_GPUS/4 = 64, VP 12 (-vp 12)") +
            ", -ep 1, 8 GPUs per node, no CUDA graphs or FSDP flags for h100. NeMo b4148d21 model_configs_h100.csv "
            "matches only at its own num_gpus (64 for 15b, 256 for 340b); its recompute_layers and "
            "activation_offload_layers are 0 either way, cuda_graphs 0. READ: recompute none, sequence_parallel = (tp > 1). FP8 is delayed "
            "scaling (--fp8_recipe default 'ds'). zero_stage 1 = distributed_fused_adam (use_distributed_optimizer=True).")


def main():
    rows = []
    for i, c in enumerate(CELLS, 1):
        sh = SHAPES[c["model"]]
        seq = sh["seq_len"]
        # dp = num_gpus/(tp*pp*cp)
        dp = c["gpus"] // (c["tp"] * c["pp"] * c["cp"])
        assert dp * c["tp"] * c["pp"] * c["cp"] == c["gpus"]
        # DERIVED: tokens_per_s_per_gpu = GBS*seq/(step*GPUs)
        tps = c["gbs"] * seq / (c["step"] * c["gpus"])
        # check: the README's own total tokens/s = seq*GBS/step (to within 1 token/s of rounding)
        tok_total = seq * c["gbs"] / c["step"]
        assert abs(tok_total - c["tok"]) <= 1.5, (c, tok_total)
        # DERIVED: tflops_per_gpu = GBS * model_flops_per_seq / step / GPUs (README model-FLOPs formula)
        tfl = c["gbs"] * MODEL_FLOPS[c["model"]] / c["step"] / c["gpus"] / 1e12
        # check: the README's MFU = tflops / README peak (to 0.15 pt)
        mfu_chk = 100 * tfl * 1e12 / README_PEAK[(c["acc"], c["prec"])]
        assert abs(mfu_chk - c["mfu"]) < 0.15, (c, mfu_chk)
        key3 = (c["model"], c["prec"], "h100") if c["model"] == "Nemotron-4 340B" and c["acc"] != "gb200" else (c["model"], c["prec"])
        prior = PRIOR.get(key3)
        if c["model"] == "Nemotron-4 340B" and c["acc"] == "gb200":
            prior = None
        notes = (f"Verbatim ({c['gpus']}x {'GB200' if c['acc'] == 'gb200' else 'H100'}): 'Training step time (seconds per step) "
                 f"| {c['step']}', 'Throughput in tokens per second | {c['tok']}', 'Model flops utilization | {c['mfu']}%', "
                 f"'Time to train 1T tokens in days | {c['days']}'. Config row: {c['cfg']}. "
                 f"DERIVED: dp = GPUs/(tp*pp*cp) = {c['gpus']}/({c['tp']}*{c['pp']}*{c['cp']}) = {dp}; "
                 f"tokens_per_s_per_gpu = GBS*seq/(step*GPUs) = {c['gbs']}*{seq}/({c['step']}*{c['gpus']}) = {tps:.1f} "
                 f"(README total {c['tok']} / {c['gpus']}); tflops_per_gpu = GBS*{MODEL_FLOPS[c['model']]:.6g}/step/GPUs "
                 f"= {tfl:.1f} (README model-FLOPs formula per sequence; MFU check against the README peak "
                 f"{README_PEAK[(c['acc'], c['prec'])] / 1e12:.0f} TFLOPS = {mfu_chk:.2f}% vs published {c['mfu']}%). "
                 "Step time = mean of iterations 11-44 (parse_train_timing.sh, per the README), synthetic data, 50 steps. "
                 + launcher_note(c) + " " + SHAPE_NOTE[c["model"]])
        if c["scaling"] == "strong":
            notes += (f" Strong scaling: GBS fixed at 512, so gradient accumulation = 512/(DP*MBS) = {512 // dp} "
                      "microbatches per step (launch.sh TIME_LIMIT 00:35:00).")
        if c["scaling"] == "weak":
            notes += " Weak scaling: GBS = GPUs/4, GA 8."
        if prior:
            notes += (f" Same configuration as {prior}; this is the v25.05.x re-measurement (different container), "
                      "kept as a separate row.")
        if c["model"] == "Llama 3.1 405B":
            notes += (" llama3.1 README v25.05.x also keeps the GB200 tables unchanged from dgxc-069..074 (not repeated). "
                      "Published MFU 55.34%/42.12% is a little below the 2.17E+16 recomputation (55.38%/42.13%), from the README's rounding.")
        if c["model"] == "Nemotron-4 340B" and c["acc"] == "gb200" and c["prec"] == "fp8" and c["gpus"] == 128 and c["scaling"] == "strong":
            notes += (" The README's parse_train_timing example shows the same configuration in one job: "
                      "'pretrain_nemotron4_340b_fp8_gpus128_tp8_pp4_cp1_vp12_mbs1_gbs512_389757 Success 21.542 0.010 "
                      "1600.74 0.78' (21.542 s, 1.3% faster than the table's 21.83 s). The table value is used here.")
        r = {k: "" for k in HEADER}
        r.update(row_id=f"h64e-{i:03d}", source=NEMO_SRC if c["model"].startswith("Nemotron") else LLAMA_SRC,
                 table=c["table"], model=c["model"], **{k: str(v) for k, v in sh.items()},
                 global_batch_seqs=str(c["gbs"]), micro_batch=str(c["mbs"]), tp=str(c["tp"]), pp=str(c["pp"]),
                 dp=str(dp), cp=str(c["cp"]), ep="1", vp=str(c["vp"]), sequence_parallel="true", zero_stage="1",
                 num_gpus=str(c["gpus"]), accelerator=c["acc"], precision=c["prec"], recompute="none",
                 framework=(FW_LLAMA if c["model"] == "Llama 3.1 405B" else
                            FW_NEMOTRON.format(size="15b" if "15B" in c["model"] else "340b")),
                 step_time_s=f"{c['step']:g}", tokens_per_s_per_gpu=f"{tps:.1f}", tflops_per_gpu=f"{tfl:.1f}",
                 tflops_basis="model", mfu_pct=f"{c['mfu']:g}",
                 measured_or_derived=("step time and MFU PUBLISHED (mean of iterations 11-44); tokens/s DERIVED from "
                                      "GBS*seq/step; TFLOP/s DERIVED from the README's model-flops formula"),
                 confidence="high (table text; config table, launch.sh and pinned NeMo perf script agree)",
                 notes=notes)
        rows.append(r)
    with open("/work/s64/h5/rows.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=HEADER)
        w.writeheader()
        w.writerows(rows)
    check(rows)
    for r in rows:
        print(r["row_id"], r["model"], r["accelerator"], r["precision"], r["num_gpus"], r["global_batch_seqs"],
              r["tp"], r["pp"], r["cp"], r["vp"], r["dp"], r["step_time_s"], r["tokens_per_s_per_gpu"], r["tflops_per_gpu"], r["mfu_pct"])


def check(rows):
    with open("/work/main/data/measurements/nvidia_dgxc.csv") as f:
        rd = csv.reader(f)
        hdr = next(rd)
        existing = list(csv.DictReader(open("/work/main/data/measurements/nvidia_dgxc.csv")))
    assert hdr == HEADER, "header differs from nvidia_dgxc.csv"
    for r in rows:
        assert int(r["heads"]) % int(r["kv_heads"]) == 0
        assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == int(r["num_gpus"])
        # duplicate check: same model/accelerator/precision/GPUs/GBS/step time already present?
        for e in existing:
            if (e["model"], e["accelerator"], e["precision"], e["num_gpus"], e["global_batch_seqs"]) == \
               (r["model"], r["accelerator"], r["precision"], r["num_gpus"], r["global_batch_seqs"]):
                assert abs(float(e["step_time_s"]) - float(r["step_time_s"])) > 1e-9, ("duplicate", r["row_id"], e["row_id"])
                print(f"  note: {r['row_id']} shares its configuration with {e['row_id']} "
                      f"({e['step_time_s']} s vs {r['step_time_s']} s)")


if __name__ == "__main__":
    main()
