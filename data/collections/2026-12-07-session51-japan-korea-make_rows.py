#!/usr/bin/env python3
"""Build rows.csv (s51j-*) from the Swallow team's own Megatron-LM logs on ABCI.

Source: github okoge-kaz/Megatron-LM-ABCI, commit 54209cd15ff18f2c2849497e73ad7e55a6eca286
(2024-03-12, author 'kazuki'), folder outputs/ (SGE job logs) and scripts/abci/ (launch scripts).
extracted/<job>.csv holds every 'iteration N/ M | ... | elapsed time per iteration (ms): T | ...
| global batch size: B |' line of that log as N,T,B (extracted with sed from `git show <commit>:<log>`).
Pure Python: recomputes each median and every derived number and asserts them.
"""
import csv, os, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_FROM = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_FROM, newline="") as fh:
    HEADER = next(csv.reader(fh))

REPO = "okoge-kaz/Megatron-LM-ABCI"
COMMIT = "54209cd15ff18f2c2849497e73ad7e55a6eca286"
SKIP = 10  # first 10 logged iterations of each job (resume warm-up) are left out

# shape: layers, hidden, ffn, heads, kv_heads
SHAPES = {
    "70b": (80, 8192, 28672, 64, 8),
    "13b": (40, 5120, 13824, 40, 40),
    "7b": (32, 4096, 11008, 32, 32),
}

# job id, model size, log path, script path, tp, pp, dp(log), gpus(log), padded vocab (log),
# published median (ms, asserted), peak max-allocated MB (max over the log's report_memory lines),
# the memory line quoted, corpus label
RUNS = [
    ("o40970436", "70b", "outputs/llama-2-70b-base/32node/okazaki-lab-cc/llama-2-70b-base-cc-dp4-tp8-pp8.sh.o40970436",
     "scripts/abci/Llama-2-70B-extended/32node/llama-2-70b-base-cc-dp4-tp8-pp8.sh", 8, 8, 4, 256, 43176, 48539.1,
     29994.0771484375, "[Rank 0] (after 12401 iterations) memory (MB) | allocated: 9641.85400390625 | max allocated: 29994.0771484375 | reserved: 32724.0 | max reserved: 32724.0",
     "llama-2-70b-base-extended-okazaki-lab-cc-a100-32node-256gpu-4096s-DP=4-TP=8-PP=8-BS=1024-LR=5e-5-MINLR=1.6e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration    12600/   25000 | consumed samples:     12902400 | elapsed time per iteration (ms): 48699.7 | learning rate: 2.707E-05 | global batch size:  1024 |",
     "Llama-2-70B continual pre-training, Swallow recipe: vocabulary-extended tokenizer, Okazaki-lab Japanese CC + ja wiki + en arXiv/RefinedWeb; ASSUMED to be the released Swallow-70b run (script: 'TRAIN_STEPS=25000' / '# 今回は約100B Tokensなので 1/10' = 'this time about 100B tokens, so 1/10'; 25000 x 1024 x 4096 = 104.9B tokens)"),
    ("o41064273", "13b", "outputs/llama-2-13b-base/llm-jp/llama-2-13b-base-llm-jp-dp8-tp2-pp4.sh.o41064273",
     "scripts/abci/Llama-2-13b-extended/8node/llama-2-13b-base-llm-jp-dp8-tp2-pp4.sh", 2, 4, 16, 128, 43176, 18445.7,
     32805.7236328125, "[Rank 1] (after 2 iterations) memory (MB) | allocated: 11016.30322265625 | max allocated: 32805.7236328125 | reserved: 33530.0 | max reserved: 33530.0",
     "llama-2-13b-base-extended-llm-jp-a100-16node-128gpu-4096s-DP=16-TP=2-PP=4-BS=1024-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration      201/   25000 | consumed samples:       205824 | elapsed time per iteration (ms): 82082.2 | learning rate: 2.000E-05 | global batch size:  1024 |",
     "Llama-2-13B continual pre-training, Swallow vocabulary-extended tokenizer, LLM-jp corpus ablation"),
    ("o40947567", "13b", "outputs/llama-2-13b-base/clueweb/llama-2-13b-base-clueweb-dp8-tp2-pp4.sh.o40947567",
     "scripts/abci/Llama-2-13b-extended/8node/llama-2-13b-base-clueweb-dp8-tp2-pp4.sh", 2, 4, 8, 64, 41720, 35746.4,
     34803.8017578125, "[Rank 1] (after 4001 iterations) memory (MB) | allocated: 12202.93994140625 | max allocated: 34803.8017578125 | reserved: 35516.0 | max reserved: 35516.0",
     "llama-2-13b-base-extended-clueweb-a100-8node-64gpu-4096s-DP=8-TP=2-PP=4-BS=1024-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration     4200/   25000 | consumed samples:      4300800 | elapsed time per iteration (ms): 35745.6 | learning rate: 9.582E-05 | global batch size:  1024 |",
     "Llama-2-13B continual pre-training, ClueWeb-extended tokenizer (padded vocab 41,720), ClueWeb corpus ablation"),
    ("o41356835", "13b", "outputs/llama-2-13b-base/okazaki-lab-cc/llama-2-13b-base-dp8-tp2-pp4.sh.o41356835",
     "scripts/abci/Llama-2-13b/8node/llama-2-13b-base-dp8-tp2-pp4.sh", 2, 8, 2, 32, 32000, 70579.1,
     32696.7099609375, "[Rank 1] (after 17501 iterations) memory (MB) | allocated: 10096.14306640625 | max allocated: 32696.7099609375 | reserved: 33416.0 | max reserved: 33416.0",
     "llama-2-13b-base-okazaki-lab-cc-a100-4node-32gpu-4096s-DP=2-TP=2-PP=8-BS=1024-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration    17700/   25000 | consumed samples:     18124800 | elapsed time per iteration (ms): 70435.2 | learning rate: 2.375E-05 | global batch size:  1024 |",
     "Llama-2-13B continual pre-training, original Llama-2 tokenizer (vocab 32,000), Okazaki-lab CC corpus"),
    ("o41043632", "7b", "outputs/llama-2-7b-base/4node/en-updated/llama-2-7b-base-cc-en-updated-dp4-tp2-pp2.sh.o41043632",
     "scripts/abci/Llama-2-7b-extended/2node/llama-2-7b-base-cc-en-updated-dp4-tp2-pp2.sh", 2, 2, 8, 32, 43176, 39454.2,
     26822.55078125, "[Rank 0] (after 2001 iterations) memory (MB) | allocated: 12277.83837890625 | max allocated: 26822.55078125 | reserved: 27364.0 | max reserved: 27364.0",
     "llama-2-7b-base-extended-okazaki-lab-cc-a100-4node-32gpu-4096s-DP=8-TP=2-PP=2-BS=1024-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration     2200/   25000 | consumed samples:      2252800 | elapsed time per iteration (ms): 39676.0 | learning rate: 9.941E-05 | global batch size:  1024 |",
     "Llama-2-7B continual pre-training, Swallow vocabulary-extended tokenizer"),
    ("o41070675", "7b", "outputs/llama-2-7b-base/4node/en-updated/llama-2-7b-base-cc-en-updated-dp4-tp2-pp2.sh.o41070675",
     "scripts/abci/Llama-2-7b-extended/2node/llama-2-7b-base-cc-en-updated-dp4-tp2-pp2.sh", 2, 2, 16, 64, 43176, 20025.2,
     25599.12890625, "[Rank 0] (after 12001 iterations) memory (MB) | allocated: 11057.41650390625 | max allocated: 25599.12890625 | reserved: 26130.0 | max reserved: 26130.0",
     "llama-2-7b-base-extended-okazaki-lab-cc-a100-8node-64gpu-4096s-DP=16-TP=2-PP=2-BS=1024-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration    12200/   25000 | consumed samples:     12492800 | elapsed time per iteration (ms): 20051.2 | learning rate: 5.671E-05 | global batch size:  1024 |",
     "Llama-2-7B continual pre-training, Swallow vocabulary-extended tokenizer (same run, resumed on 8 nodes)"),
    ("o41106043", "7b", "outputs/llama-2-7b-base/4node/en-updated/llama-2-7b-base-cc-en-updated-dp4-tp2-pp2.sh.o41106043",
     "scripts/abci/Llama-2-7b-extended/2node/llama-2-7b-base-cc-en-updated-dp4-tp2-pp2.sh", 2, 2, 32, 128, 43176, 10349.8,
     24983.984375, "[Rank 1] (after 16501 iterations) memory (MB) | allocated: 10446.27197265625 | max allocated: 24983.984375 | reserved: 25560.0 | max reserved: 25560.0",
     "llama-2-7b-base-extended-okazaki-lab-cc-a100-16node-128gpu-4096s-DP=32-TP=2-PP=2-BS=1024-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration    16700/   25000 | consumed samples:     17100800 | elapsed time per iteration (ms): 10287.7 | learning rate: 2.914E-05 | global batch size:  1024 |",
     "Llama-2-7B continual pre-training, Swallow vocabulary-extended tokenizer (same run, resumed on 16 nodes)"),
    ("o40908620", "7b", "outputs/llama-2-7b-base/2node/llama-2-7b-cc-dp4-tp2-pp2.sh.o40908620",
     "scripts/abci/Llama-2-7b/2node/llama-2-7b-cc-dp4-tp2-pp2.sh", 2, 2, 4, 16, 32000, 76110.2,
     25851.21484375, "[Rank 0] (after 2 iterations) memory (MB) | allocated: 14524.87744140625 | max allocated: 25851.21484375 | reserved: 26360.0 | max reserved: 26360.0",
     "llama-2-7b-base-okazaki-lab-cc-a100-2node-16gpu-4096s-DP=4-TP=2-PP=2-BS=1024-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration      201/   25000 | consumed samples:       205824 | elapsed time per iteration (ms): 337827.0 | learning rate: 2.000E-05 | global batch size:  1024 |",
     "Llama-2-7B continual pre-training, original Llama-2 tokenizer (vocab 32,000), Okazaki-lab CC corpus"),
    ("o41054549", "7b", "outputs/llama-2-7b-base/2node/llama-2-7b-cc-dp4-tp2-pp2.sh.o41054549",
     "scripts/abci/Llama-2-7b/2node/llama-2-7b-cc-dp4-tp2-pp2.sh", 2, 2, 8, 32, 32000, 38396.7,
     26659.40234375, "[Rank 1] (after 16501 iterations) memory (MB) | allocated: 12115.68994140625 | max allocated: 26659.40234375 | reserved: 27106.0 | max reserved: 27106.0",
     "llama-2-7b-base-okazaki-lab-cc-a100-4node-32gpu-4096s-DP=8-TP=2-PP=2-BS=1024-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration    16800/   25000 | consumed samples:     17203200 | elapsed time per iteration (ms): 38369.2 | learning rate: 2.858E-05 | global batch size:  1024 |",
     "Llama-2-7B continual pre-training, original Llama-2 tokenizer (vocab 32,000) (same run, resumed on 4 nodes)"),
    ("o41062769", "7b", "outputs/llama-2-7b-base/2node/llama-2-7b-cc-dp4-tp2-pp2.sh.o41062769",
     "scripts/abci/Llama-2-7b/2node/llama-2-7b-cc-dp4-tp2-pp2.sh", 2, 2, 16, 64, 32000, 19531.6,
     25452.43359375, "[Rank 1] (after 19501 iterations) memory (MB) | allocated: 10910.34619140625 | max allocated: 25452.43359375 | reserved: 25956.0 | max reserved: 25956.0",
     "llama-2-7b-base-okazaki-lab-cc-a100-8node-64gpu-4096s-DP=16-TP=2-PP=2-BS=1024-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1",
     " iteration    19700/   25000 | consumed samples:     20172800 | elapsed time per iteration (ms): 19495.6 | learning rate: 1.448E-05 | global batch size:  1024 |",
     "Llama-2-7B continual pre-training, original Llama-2 tokenizer (vocab 32,000) (same run, resumed on 8 nodes)"),
]

GBS, MBS, SEQ = 1024, 1, 4096
rows = []
for i, (job, size, log, script, tp, pp, dp, gpus, vocab, pub_med, peak_mb, memline, wname, itline, model) in enumerate(RUNS, 1):
    L, H, F, NH, KV = SHAPES[size]
    with open(os.path.join(HERE, "extracted", job + ".csv")) as fh:
        recs = [(int(a), float(b), int(c)) for a, b, c in csv.reader(fh)]
    assert all(c == GBS for _, _, c in recs), job
    steady = recs[SKIP:]
    times = [t for _, t, _ in steady]
    med = statistics.median(times)
    assert abs(med - pub_med) < 0.051, (job, med, pub_med)
    q = statistics.quantiles(times, n=10)
    assert tp * pp * dp == gpus, job
    # wandb name (the job's own label) carries node/GPU count, DP/TP/PP and BS
    assert f"-{gpus}gpu-" in wname and f"DP={dp}-TP={tp}-PP={pp}-BS={GBS}" in wname and "-a100-" in wname, job
    step_s = round(med / 1000.0, 4)
    tok = GBS * SEQ / step_s / gpus
    peak_gib = peak_mb / 1024.0
    assert peak_gib < 40.0  # consistent with a 40 GB A100
    it0, itN = steady[0][0], steady[-1][0]
    notes = (
        f"PUBLISHED (log {log}, read at commit {COMMIT}): argument dump 'using world size: {gpus}, data-parallel-size: {dp}, "
        f"tensor-model-parallel size: {tp}, pipeline-model-parallel size: {pp}'; 'wandb_name ... {wname}'; example per-iteration line '{itline.strip()}'. "
        f"Argument dump values (log lines of the form '  name ..... value'): num_layers {L}, hidden_size {H}, ffn_hidden_size {F}, num_attention_heads {NH}, "
        f"num_query_groups {KV}, group_query_attention True, swiglu True, seq_length {SEQ}, padded_vocab_size {vocab}, micro_batch_size {MBS}, global_batch_size {GBS}, "
        "recompute_granularity selective, recompute_method None, sequence_parallel True, use_distributed_optimizer True, use_flash_attn True, bf16 True, "
        "transformer_impl local, overlap_grad_reduce False, untie_embeddings_and_output_weights True, eval_interval 100 (eval_iters 10 in the script). "
        f"Memory: '{memline}' (largest 'max allocated' of the log's report_memory lines, one per model-parallel rank of DP rank 0). "
        f"MEASURED step_time_s = median of {len(times)} logged iterations {it0}-{itN} (log-interval 1; first {SKIP} iterations after the job's resume left out) "
        f"= {med:.1f} ms; p10 {q[0]:.1f} / p90 {q[-1]:.1f} ms; the outliers (up to {max(times):.0f} ms) are the iterations after each eval/checkpoint, which the median excludes. "
        f"DERIVED tokens_per_s_per_gpu = {GBS} x {SEQ} / {step_s} / {gpus} = {tok:.1f}. DERIVED peak_memory_gib = {peak_mb} MB / 1024 = {peak_gib:.2f} (Megatron prints MiB). "
        f"dp {dp} PUBLISHED in the log (the script file name '{os.path.basename(script)}' carries the dp it was first written for; the job's own log value is used). "
        f"Accelerator: launch script {script} '#$ -l rt_AF=...' and 'elif [[ \"$SGE_RESOURCE_TYPE\" == \"rt_AF\" ]]; then' / 'export NUM_GPU_PER_NODE=8' / 'NODE_TYPE=\"a100\"' (three script lines; PUBLISHED: A100, 8 per node, ABCI). "
        "ASSUMED a100-sxm4-40gb: ABCI 2.0 rt_AF = Compute Node (A), 8 x NVIDIA A100 40GB SXM4 (HGX, NVSwitch) per ABCI's public system spec (not quotable through the tools here); consistent with every printed max-allocated < 35,000 MB. "
        "ABCI A nodes have 4 x InfiniBand HDR 200 Gb/s per 8 GPUs (one per two GPUs; general knowledge, not stated by the source): inter_network left empty. "
        "zero_stage 1 = Megatron distributed optimizer. recompute 'selective' = Megatron selective (attention core) with flash-attn. cuda_graphs not stated (none in this Megatron version). "
        "head_dim = hidden/heads = 128. Continual pre-training of Llama-2 (same compute as pre-training); vocab = the log's padded_vocab_size (set from the converted checkpoint: 'Setting padded_vocab_size to "
        f"{vocab} from checkpoint')."
    )
    rows.append({
        "row_id": f"s51j-{i:03d}",
        "source": (f"Swallow team (Tokyo Tech / Institute of Science Tokyo, Okazaki & Yokota labs; repo of Kazuki Fujii), github {REPO} commit {COMMIT} "
                   f"(2024-03-12), SGE job log {log}; launch script {script}; W&B entity 'prj-jalm'"),
        "table": f"{log} Megatron-LM per-iteration log lines ('elapsed time per iteration (ms)') and argument dump",
        "model": model, "arch": "dense",
        "layers": L, "hidden": H, "ffn_hidden": F, "ffn_gated": "true", "heads": NH, "kv_heads": KV,
        "seq_len": SEQ, "vocab": vocab, "num_experts": "", "experts_per_token": "",
        "global_batch_seqs": GBS, "micro_batch": MBS, "tp": tp, "pp": pp, "dp": dp, "cp": 1, "ep": "", "vp": "",
        "sequence_parallel": "true", "zero_stage": 1, "num_gpus": gpus, "accelerator": "a100-sxm4-40gb",
        "precision": "bf16", "recompute": "selective",
        "framework": "Megatron-LM (okoge-kaz fork of NVIDIA Megatron-LM, late 2023; transformer_impl local, flash-attn, bf16, distributed optimizer, MPI launch on ABCI)",
        "step_time_s": step_s, "tokens_per_s_per_gpu": round(tok, 1), "tflops_per_gpu": "", "tflops_basis": "", "mfu_pct": "",
        "measured_or_derived": f"measured step time = median of {len(times)} per-iteration log lines (iterations {it0}-{itN}); tokens_per_s_per_gpu DERIVED = {GBS} x {SEQ} / {step_s} / {gpus} = {tok:.1f}",
        "confidence": "medium: the publisher's own Megatron-LM log with its argument dump, long steady window (p10-p90 within 2%); A100 memory variant (40 GB SXM4) ASSUMED from ABCI's rt_AF node type",
        "notes": notes,
        "head_dim": "", "moe_ffn_hidden": "", "shared_experts": "", "first_dense_layers": "", "activation_offload": "",
        "q_lora_rank": "", "kv_lora_rank": "", "qk_rope_head_dim": "", "v_head_dim": "", "etp": "",
        "moe_force_balance": "", "moe_dispatcher": "", "inter_network": "", "fsdp_shard": "", "optimizer_state": "",
        "peak_memory_gib": round(peak_gib, 2), "memory_measure": "allocated", "cuda_graphs": "", "intra_fabric": "",
        "target_file": "swallow_abci_megatron.csv",
    })

# ---------------------------------------------------------------------------------------------
# Block 2: LLM-jp 175B-class trial on the SAKURA internet H100 cluster (branch feature/taishi/sakura_72node
# of the same repository, commit adac5cd8ec9b50a167e2034f41a416a337da8b76, 2024-01-21, author Taishi-N324,
# W&B entity 'llm-jp'). Logs written by benchmark.sh ('>> logs/$LOG_FILE_NAME').
SK_COMMIT = "adac5cd8ec9b50a167e2034f41a416a337da8b76"
SK_RUNS = [
    # id, log dir, log name, ffn, kv, gpus, dp, gbs, skip, published median (ms), pp0 params, pp1 params, pp7 params, memline
    ("sakura_ffn39936_nqg16_gbs1120", "scripts/sakura/72node-trial/56node/bf16/logs",
     "llama2-175b-base-selective-mod-by-upa_FFNHS39936_NL96_NH128_NQG16_SL4096_TPS8_PPS8_MBS1_GBS1120.log",
     39936, 16, 448, 7, 1120, 10, 34449.8, 2867625984, 2718203904, 2867638272,
     "[Rank 6] (after 1 iterations) memory (MB) | allocated: 21282.76220703125 | max allocated: 53406.05126953125 | reserved: 57450.0 | max reserved: 57450.0",
     "llama2-175b-base-selective--56node-448gpu-4096s-DP=7-TP=8-PP=8-BS=1120-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1-HS=12288-FHS=39936-NL=96-NH=128-NQG=16-MBS=1",
     "using world size: 448, data-parallel size: 7, context-parallel size: 1 tensor-model-parallel size: 8, pipeline-model-parallel size: 8",
     "iteration       10/   25000 | consumed samples:        11200 | elapsed time per iteration (ms): 33616.1 | learning rate: 1.000E-06 | global batch size:  1120 |",
     "medium"),
    ("sakura_ffn33792_nqg16_gbs1080", "scripts/sakura/72node-trial/48node/bf16/logs",
     "llama2-175b-base-selective-mod-by-upa_FFNHS33792_NL96_NH128_NQG16_SL4096_TPS8_PPS8_MBS1_GBS1080.log",
     33792, 16, 384, 6, 1080, 1, 33151.5, 2527887360, 2378465280, 2527899648,
     "[Rank 7] (after 1 iterations) memory (MB) | allocated: 19475.12744140625 | max allocated: 49192.50634765625 | reserved: 53540.0 | max reserved: 53540.0",
     "llama2-175b-base-selective--48node-384gpu-4096s-DP=6-TP=8-PP=8-BS=1080-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1-HS=12288-FHS=33792-NL=96-NH=128-NQG=16-MBS=1",
     "using world size: 384, data-parallel size: 6, context-parallel size: 1 tensor-model-parallel size: 8, pipeline-model-parallel size: 8",
     "iteration       10/   25000 | consumed samples:        10800 | elapsed time per iteration (ms): 33015.4 | learning rate: 1.000E-06 | global batch size:  1080 |",
     "low-medium"),
    ("sakura_ffn33792_nqg8_gbs1080", "scripts/sakura/72node-trial/48node/bf16/logs",
     "llama2-175b-base-selective-mod-by-upa_FFNHS33792_NL96_NH128_NQG8_SL4096_TPS8_PPS8_MBS1_GBS1080.log",
     33792, 8, 384, 6, 1080, 1, 33142.8, 2499575808, 2350153728, 2499588096,
     "[Rank 7] (after 1 iterations) memory (MB) | allocated: 19247.12744140625 | max allocated: 48996.50634765625 | reserved: 53146.0 | max reserved: 53146.0",
     "llama2-175b-base-selective--48node-384gpu-4096s-DP=6-TP=8-PP=8-BS=1080-LR=1e-4-MINLR=3.3e-6-WARMUP=1000-WD=0.1-GC=1-HS=12288-FHS=33792-NL=96-NH=128-NQG=8-MBS=1",
     "using world size: 384, data-parallel size: 6, context-parallel size: 1 tensor-model-parallel size: 8, pipeline-model-parallel size: 8",
     "iteration       10/   25000 | consumed samples:        10800 | elapsed time per iteration (ms): 33075.5 | learning rate: 1.000E-06 | global batch size:  1080 |",
     "low-medium"),
]
SK_L, SK_H, SK_NH, SK_TP, SK_PP, SK_SEQ = 96, 12288, 128, 8, 8, 4096
for job, ldir, lname, F, KV, gpus, dp, gbs, skip, pub_med, p0, p1, p7, memline, wname, wsline, itline, conf in SK_RUNS:
    i = len(rows) + 1
    with open(os.path.join(HERE, "extracted", job + ".csv")) as fh:
        recs = [(int(a), float(b), int(c)) for a, b, c in csv.reader(fh)]
    assert all(c == gbs for _, _, c in recs) and [r[0] for r in recs] == list(range(1, len(recs) + 1)), job
    steady = recs[skip:]
    times = [t for _, t, _ in steady]
    med = statistics.median(times)
    assert abs(med - pub_med) < 0.051, (job, med, pub_med)
    assert SK_TP * SK_PP * dp == gpus and f"-{gpus}gpu-" in wname and f"DP={dp}-TP=8-PP=8-BS={gbs}" in wname
    # shape check from the printed per-rank parameter counts (local GPT, TP 8, 12 layers per stage)
    hd = SK_H // SK_NH  # 96
    per_layer = SK_H * (SK_H + 2 * KV * hd) + SK_H * SK_H + 3 * SK_H * F  # QKV + O + SwiGLU (no biases)
    assert (per_layer // SK_TP + 2 * SK_H) * (SK_L // SK_PP) == p1, (job, per_layer)
    emb = p0 - p1
    assert emb % SK_H == 0
    vocab = emb // SK_H * SK_TP  # padded vocab, DERIVED
    assert p7 - p1 == emb + SK_H  # output layer + final RMSNorm
    assert vocab % 1024 == 0
    step_s = round(med / 1000.0, 4)
    tok = gbs * SK_SEQ / step_s / gpus
    peak_mb = float(memline.split("max allocated: ")[1].split(" |")[0])
    peak_gib = peak_mb / 1024.0
    assert peak_gib < 80.0
    it0, itN = steady[0][0], steady[-1][0]
    notes = (
        f"PUBLISHED (log {ldir}/{lname}, branch feature/taishi/sakura_72node commit {SK_COMMIT}): '{wsline}'; 'wandb_name ... {wname}'; "
        f"'wandb_project ... sakura-h100-flops-175b-56node'; example line '{itline}'. Argument dump: hidden_size {SK_H}, ffn_hidden_size {F}, num_layers {SK_L}, "
        f"num_attention_heads {SK_NH}, num_query_groups {KV}, group_query_attention True, swiglu True, seq_length {SK_SEQ}, micro_batch_size 1, global_batch_size {gbs}, "
        "recompute_granularity selective, sequence_parallel True, use_distributed_optimizer True, use_flash_attn True, bf16 True, transformer_impl local, use_mcore_models False, "
        "overlap_grad_reduce False, overlap_param_gather False, untie_embeddings_and_output_weights True, make_vocab_size_divisible_by 128. "
        f"Parameter lines ' > number of parameters on (tensor, pipeline) model parallel rank (t, p): N': stage 0 {p0}, stages 1-6 {p1}, stage 7 {p7}. "
        f"DERIVED vocab {vocab} (padded) = ({p0} - {p1}) / {SK_H} x TP {SK_TP}; check: stage 7 - stage 1 = {p7 - p1} = embedding shard + final norm {SK_H}; "
        f"per-layer shard check (QKV {SK_H}x({SK_H}+2x{KV}x{hd}) + O + SwiGLU 3x{SK_H}x{F}) / 8 + 2 norms x {SK_H}, x 12 layers = {p1} (asserted). "
        "Tokenizer in the script: 'llm-jp-tokenizer/models/ver2.2/code20K_en40K_ja60K.ver2.2.model' (unpadded size not read). "
        f"MEASURED step_time_s = median of logged iterations {it0}-{itN} ({len(times)} values, log-interval 1) = {med:.1f} ms (min {min(times):.1f}, max {max(times):.1f}); "
        + ("iterations 2-10 ramped from 31970 to 33616 ms before a plateau, so the first 10 are left out. " if skip == 10 else
           "short benchmark (the job stopped after the last logged iteration); iteration 1 (~120 s, warm-up) left out. ")
        + f"DERIVED tokens_per_s_per_gpu = {gbs} x {SK_SEQ} / {step_s} / {gpus} = {tok:.1f}. Memory '{memline}' (largest of 64 report_memory lines) -> peak_memory_gib {peak_mb}/1024 = {peak_gib:.2f}. "
        "Accelerator: H100 PUBLISHED only through the W&B project name 'sakura-h100-flops-175b-56node'; form factor ASSUMED h100-sxm5-80gb (SAKURA internet's 8-GPU H100 nodes for LLM-jp; "
        "the llm-jp/scripts v3-172b-exp2-sakura README, as quoted in collections/2026-11-29-llmjp-declined-helper-report.md and not re-read here, says '必要リソース: gpu (H100 x8) 64ノード' = 'resources: gpu (H100 x8), 64 nodes'); consistent with max allocated 53.4 GB. "
        "Script: 'NUM_NODES=48' or 56 / 'NUM_GPU_PER_NODE=8' / '-x NCCL_IB_GID_INDEX=3' (GID index 3 suggests RoCE v2; network not stated, inter_network left empty). "
        "Run is a from-scratch throughput trial ('CHECKPOINT_ARGS=\"--load ${CHECKPOINT_SAVE_DIR}\"', 'Checkpoint not found to provide arguments, using provided arguments.') on ja_wiki data."
    )
    rows.append({
        "row_id": f"s51j-{i:03d}",
        "source": (f"LLM-jp (NII-led consortium; commits by Taishi Nakamura 'Taishi-N324', W&B entity 'llm-jp'), 175B trial on SAKURA internet H100, github {REPO} "
                   f"branch feature/taishi/sakura_72node commit {SK_COMMIT} (2024-01-21), log {ldir}/{lname}; launch scripts {ldir.rsplit('/', 1)[0]}/benchmark.sh and llama2-175b-base-selective-mod-by-upa.sh"),
        "table": f"{ldir}/{lname} Megatron-LM per-iteration log lines and argument dump",
        "model": f"LLM-jp Llama-2-style 175B-class trial (96 layers, hidden 12288, SwiGLU FFN {F}, 128 heads, {KV} KV groups)",
        "arch": "dense", "layers": SK_L, "hidden": SK_H, "ffn_hidden": F, "ffn_gated": "true", "heads": SK_NH, "kv_heads": KV,
        "seq_len": SK_SEQ, "vocab": vocab, "num_experts": "", "experts_per_token": "",
        "global_batch_seqs": gbs, "micro_batch": 1, "tp": SK_TP, "pp": SK_PP, "dp": dp, "cp": 1, "ep": "", "vp": "",
        "sequence_parallel": "true", "zero_stage": 1, "num_gpus": gpus, "accelerator": "h100-sxm5-80gb",
        "precision": "bf16", "recompute": "selective",
        "framework": "Megatron-LM (LLM-jp fork, Jan 2024; legacy GPT model, transformer_impl local, flash-attn, bf16, distributed optimizer, OpenMPI launch, CUDA 12.1)",
        "step_time_s": step_s, "tokens_per_s_per_gpu": round(tok, 1), "tflops_per_gpu": "", "tflops_basis": "", "mfu_pct": "",
        "measured_or_derived": f"measured step time = median of per-iteration log lines {it0}-{itN}; tokens_per_s_per_gpu DERIVED = {gbs} x {SK_SEQ} / {step_s} / {gpus} = {tok:.1f}; vocab DERIVED from printed parameter counts",
        "confidence": (f"{conf}: LLM-jp's own Megatron log with argument dump; "
                       + ("41-iteration trial, plateau iterations 11-41 spread 1.6%" if skip == 10 else f"short trial ({len(recs)} iterations), spread {100*(max(times)-min(times))/med:.1f}%")
                       + "; H100 only from a W&B project name, SXM5 80 GB ASSUMED"),
        "notes": notes,
        "head_dim": "", "moe_ffn_hidden": "", "shared_experts": "", "first_dense_layers": "", "activation_offload": "",
        "q_lora_rank": "", "kv_lora_rank": "", "qk_rope_head_dim": "", "v_head_dim": "", "etp": "",
        "moe_force_balance": "", "moe_dispatcher": "", "inter_network": "", "fsdp_shard": "", "optimizer_state": "",
        "peak_memory_gib": round(peak_gib, 2), "memory_measure": "allocated", "cuda_graphs": "", "intra_fabric": "",
        "target_file": "llmjp_sakura_h100.csv",
    })

for r in rows:
    assert set(r) == set(HEADER), set(r) ^ set(HEADER)
with open(os.path.join(HERE, "rows.csv"), "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=HEADER)
    w.writeheader()
    w.writerows(rows)
for r in rows:
    print(r["row_id"], r["model"][:40], r["num_gpus"], r["tp"], r["pp"], r["dp"], r["vocab"], r["step_time_s"], r["tokens_per_s_per_gpu"], r["peak_memory_gib"])
