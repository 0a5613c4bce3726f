"""Builds rows.csv (s47j-001..002) from MLLOG values transcribed by hand from
Richardyu114/training_results_v6.0 @ eabf23a07b2a0c60a289ff871dc3a46fff0d0421 (read with read_file;
the repository could not be fetched as a snapshot). Only the first ~1,000 steps of two runs per
submitter were read (the log files are ~110-117k characters each)."""
import csv, statistics as st

COMMIT = "eabf23a07b2a0c60a289ff871dc3a46fff0d0421"
REPO = "Richardyu114/training_results_v6.0"

# per-step MLLOG tracked_stats train_step_time (entries with reduced_train_loss), in log order
runs = {
 "ASUSTeK": {
  "result_1.txt": [3.4940309524536133,0.5385923385620117,0.5499582290649414,0.5549328327178955,0.557227611541748,
    0.5591819286346436,0.5600202083587646,0.5587766170501709,0.5600838661193848,0.5619301795959473,0.5591490268707275,
    0.5609772205352783,0.5595030784606934,0.5580949783325195,0.5592012405395508,0.5587232112884521,
    0.5586769580841064,0.5566809177398682,0.5591824054718018,0.5592594146728516,0.5612125396728516,0.5589251518249512,
    0.5597739219665527,0.5590512752532959,0.5602593421936035,0.5593585968017578,0.5592210292816162],
  "result_6.txt": [3.346078395843506,0.5377652645111084,0.5509400367736816,0.5561912059783936,0.5559854507446289,
    0.5588998794555664,0.5603759288787842,0.559361457824707,0.5579097270965576,0.5592687129974365,0.558936595916748,
    0.56009840965271,0.5617001056671143,0.5585422515869141,0.5587844848632812,0.5583395957946777,
    0.5571999549865723,0.5601332187652588,0.5599298477172852,0.560640811920166,0.562152624130249,0.5577278137207031,
    0.5592634677886963,0.5597169399261475,0.5592496395111084,0.5606696605682373,0.558922529220581,0.5590393543243408,
    0.5666966438293457,0.5618093013763428,0.5593287944793701,0.5579590797424316,
    0.5472981929779053,0.560194730758667,0.5601072311401367,0.5591163635253906,0.55985426902771,0.5596339702606201,
    0.5599472522735596,0.561880350112915],
 },
 "Inventec": {
  "result_0.txt": [0.8195514678955078,0.5406060218811035,0.5494062900543213,0.5536956787109375,0.558748722076416,
    0.5590090751647949,0.5635542869567871,0.5645296573638916,0.5611720085144043,0.565342903137207,0.5593485832214355,
    0.561302661895752,0.5632431507110596,0.5647242069244385,0.5638892650604248,0.5607109069824219,
    0.5661501884460449,0.5637192726135254,0.5623431205749512,0.5619816780090332,0.564537525177002,0.5610866546630859,
    0.5662021636962891,0.5645630359649658,0.5623188018798828,0.559234619140625,0.5605037212371826,0.5603549480438232],
  "result_5.txt": [0.8879616260528564,0.5436258316040039,0.550286054611206,0.555732011795044,0.5608558654785156,
    0.5629560947418213,0.5625841617584229,0.5613148212432861,0.5596399307250977,0.5598752498626709,0.560652494430542,
    0.5660686492919922,0.5610227584838867,0.560476541519165,0.5640153884887695,0.5626711845397949,
    0.5641210079193115,0.5595507621765137,0.5608539581298828,0.5604631900787354,0.5603649616241455,0.5611584186553955,
    0.565636157989502,0.5647380352020264,0.5665361881256104,0.5621869564056396,0.5594713687896729,0.5593693256378174,
    0.5592668056488037,0.56048583984375,0.5614023208618164,0.5663306713104248,
    0.5475707054138184,0.5595052242279053,0.5599446296691895,0.5625486373901367,0.5603477954864502,0.5608820915222168,
    0.5619885921478271,0.560302734375,0.5648012161254883],
 },
}
# block 2 (steps 512->1024) wall clock: block_start -> block_stop time_ms, 512 steps (eval excluded)
blocks = {"ASUSTeK": ("result_6.txt", 1778406702364, 1778406989547), "Inventec": ("result_5.txt", 1778366978118, 1778367266457)}

GBS, SEQ, NGPU = 24, 8192, 8
out = {}
for sub, rr in runs.items():
    per = {k: st.median(v[5:]) for k, v in rr.items()}
    step = st.median(list(per.values())) if len(per) % 2 else st.mean(list(per.values()))
    f, t0, t1 = blocks[sub]
    blk = (t1 - t0) / 1000 / 512
    tok = GBS * SEQ / step / NGPU
    out[sub] = (round(step, 4), round(tok, 1), per, round(blk, 4), f)
    print(sub, {k: round(x, 5) for k, x in per.items()}, "step", round(step, 4), "tok/s/GPU", round(tok, 1), "block2", f, round(blk, 4))

hdr = open("/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv").readline().strip("\r\n")
hdr = hdr.replace(",memory_measure,target_file", ",memory_measure,cuda_graphs,target_file").split(",")

SHAPE = dict(model="gpt-oss-20b (MLPerf gpt_oss_20b benchmark: 24 layers, Llama-3.1 tokenizer vocab 128256)", arch="moe",
             layers=24, hidden=2880, ffn_hidden=2880, ffn_gated="true", heads=64, kv_heads=8, seq_len=SEQ, vocab=128256,
             num_experts=32, experts_per_token=4, head_dim=64, moe_ffn_hidden=2880, shared_experts=0, first_dense_layers=0)

common_model_quote = ("Model (NVIDIA reference implementation NVIDIA/benchmarks/gpt_oss_20b/implementations/nemo/pretrain.py, GPTModelProvider): "
    "'num_layers=num_layers, num_moe_experts=32, ... hidden_size=2880, num_attention_heads=64, num_query_groups=8, ffn_hidden_size=2880, "
    "kv_channels=64, normalization=\"RMSNorm\", gated_linear_unit=True, ... vocab_size=128256, ... window_attn_skip_freq=2, ... "
    "moe_router_topk=4, ... moe_ffn_hidden_size=2880, ... window_size=(127, 0), softmax_type=\"learnable\"'; conf/gpt_oss.yaml: "
    "'num_layers: ${oc.decode:${oc.env:OVERWRITTEN_NUM_LAYERS,24}}', 'encoder_seq_length: ${oc.decode:${oc.env:ENCODER_SEQ_LENGTH,8192}}', "
    "'use_distributed_optimizer: ${oc.decode:${oc.env:USE_DIST_OPTIMIZER,True}}', 'activations_checkpoint_granularity: ${oc.decode:${oc.env:ACT_CKPT_GRANULARITY,null}}', "
    "'moe_router_force_load_balancing: ${oc.decode:${oc.env:MOE_ROUTER_FORCE_LOAD_BALANCING,False}}'. "
    "ASSUMED: the submitter ran this NVIDIA reference code (its MLLOG cites /workspace/llm/pretrain.py and callback_logging.py as the NVIDIA code does; "
    "the fork holds no pretrain.py in the submitter directory). Alternating sliding-window (128) / full attention and learnable softmax sinks "
    "are not columns; the shape is the gpt-oss-20b one except vocab 128256 (not the HF 201088). Data: C4 (real data, 'GPT OSS 20B uses the same dataset as LLama3.1 8b')")

def row(rid, sub, sysdir, cfgpath, sysjson, sysquote, cfgquote, glogquote, extra):
    step, tok, per, blk, bf = out[sub]
    r = {k: "" for k in hdr}
    r.update(SHAPE)
    r.update(row_id=rid,
        source=(f"MLCommons (submitter {sub}), MLPerf Training v6.0 results, closed division, github {REPO} (fork of mlcommons/training_results_v6.0; "
                f"the mlcommons repository has no snapshot here) commit {COMMIT}; result logs {sub}/results/{sysdir}/gpt_oss_20b/result_*.txt "
                f"(2 of the runs read: {', '.join(per)}); config {cfgpath}; system {sysjson}"),
        table=f"{sub}/results/{sysdir}/gpt_oss_20b/{'; '.join(per)} MLLOG; {cfgpath}",
        global_batch_seqs=GBS, micro_batch=3, tp=1, pp=1, dp=8, cp=1, ep=1, vp=1, sequence_parallel="false", zero_stage=1,
        num_gpus=NGPU, accelerator="b300", precision="fp8", recompute="none",
        framework="Megatron-Bridge / Megatron-Core + TransformerEngine (NVIDIA MLPerf v6.0 gpt_oss_20b reference, NGC 26.04), MXFP8, full-iteration CUDA graphs",
        step_time_s=step, tokens_per_s_per_gpu=tok,
        measured_or_derived=(f"measured step time {step} s (per run: median of MLLOG tracked_stats train_step_time over the per-step entries read, "
            f"excluding the first 5 logged steps; value = mean of the 2 run medians read; per-run "
            + ", ".join(f"{k} {v:.4f}" for k, v in per.items())
            + f"); cross-check block 2 of {bf}: block_start->block_stop / 512 steps = {blk} s; tokens/s/GPU DERIVED = GBS 24 x 8192 / {step} / 8 = {tok}"),
        confidence=("medium: step times from the submission's own MLLOG (only 2 of 10 runs and their first ~1,000 steps read, run medians within 0.1%); "
            "layout from the submitter's config; model code and recompute from NVIDIA's reference implementation, precision and CUDA-graph scope from GigaComputing's copy of the common files (both ASSUMED the same); "
            "config_common*.sh of the submitter not in the fork's index"),
        notes=(f"{glogquote} Config ({cfgpath}): {cfgquote} DP 8 DERIVED = 8 / (TP 1 x PP 1 x CP 1); check DP x MINIBS = 8 x 3 = 24 = logged GBS; GA 1 (MINIBS 3 / MICRO_BATCH_SIZE 3). "
            f"EP 1: every GPU holds all 32 experts, no token dispatch across GPUs (moe_dispatcher left empty; the reference default is flex/HybridEP). "
            f"System ({sysjson}): {sysquote} Precision: config sources config_common_mxfp8.sh; GigaComputing's copy (same benchmark, same commit) reads 'export FP8=True' / 'export FP8_RECIPE=mxfp8' / 'export FP8_PARAM_GATHER=False' (ASSUMED identical); MXFP8 recorded fp8 as the project does for MXFP8. "
            f"zero_stage 1: Megatron distributed optimizer (reference default USE_DIST_OPTIMIZER True; pretrain.py 'use_distributed_optimizer=True'). "
            f"recompute none: no ACT_CKPT_* / RECOMPUTE_MODULES in the submitter config; reference default null (ASSUMED; config_common.sh unread). "
            f"cuda_graphs full: the config sources config_common_cg.sh and says '1.5x oversized activation for CG. Override the env. var set in config_common_cg.sh'; the submitter's own config_common_cg.sh is not in the fork's index, GigaComputing's copy for the same benchmark (GigaComputing/benchmarks/gpt_oss_20b/implementations/GB300/config_common_cg.sh, same commit) reads 'export CUDA_GRAPH_IMPLEMENTATION=local' / 'export CUDA_GRAPH_SCOPE=full_iteration' / 'export MOE_EXPERT_RANK_CAPACITY_FACTOR=2' (the value the submitter config overrides), ASSUMED identical -> full-iteration graphs. "
            f"moe_force_balance false: reference default MOE_ROUTER_FORCE_LOAD_BALANCING False, load-balancing type none (learned routing; MOE_EXPERT_RANK_CAPACITY_FACTOR 1.5 sizes the per-rank expert buffer for graphs). "
            f"{common_model_quote}. {extra} Not a duplicate: no MLPerf v6.0 row and no gpt_oss_20b MLPerf row is in data/measurements or data/collections (grep 'training_results_v6', 'gpt_oss_20b')."),
        cuda_graphs="full", moe_force_balance="false", etp=1, target_file="mlcommons_mlperf.csv")
    return r

rows = [
 row("s47j-001", "ASUSTeK", "XA_NB3I_E12", "ASUSTeK/benchmarks/gpt-oss/implementations/pytorch/config_XA_NB3I_E12.sh", "ASUSTeK/systems/XA_NB3I_E12.json",
     "'\"system_name\": \"XA_NB3I-E12\"', '\"number_of_nodes\": \"1\"', '\"accelerators_per_node\": \"8\"', '\"accelerator_model_name\": \"NVIDIA Blackwell Ultra GPU (B300-SXM-270GB)\"', '\"framework\": \"NVIDIA Release pytorch 26.04,26.03\"'.",
     "'source $(dirname ${BASH_SOURCE[0]})/config_common_mxfp8.sh' / 'source $(dirname ${BASH_SOURCE[0]})/config_common_cg.sh' / 'export MINIBS=3' / 'export MICRO_BATCH_SIZE=3' / 'export TENSOR_MODEL_PARALLEL=1' / 'export SEQ_PARALLEL=False' / 'export PIPELINE_MODEL_PARALLEL=1' / 'export CONTEXT_PARALLEL=1' / 'export EXPERT_PARALLEL=1' / '# 1.5x oversized activation for CG. Override the env. var set in config_common_cg.sh' / 'export MOE_EXPERT_RANK_CAPACITY_FACTOR=1.5' / 'export DGXNNODES=1' / 'export DGXNGPU=8'.",
     "Published in the MLLOG (result_1.txt): '\"key\": \"submission_benchmark\", \"value\": \"gpt_oss_20b\"', '\"key\": \"global_batch_size\", \"value\": 24', '\"key\": \"gradient_accumulation_steps\", \"value\": 1.0', '\"key\": \"max_sequence_length\", \"value\": 8192'; submission_org 'SUBMISSION_ORG_PLACEHOLDER' (the results sit in the ASUSTeK directory). Example steady entry: '\"train_step_time\": 0.5591819286346436'.",
     "The ASUSTeK llama31_8b run of the same system was not made a row: its config sources config_common_fp4.sh (NVFP4, left out by the project)."),
 row("s47j-002", "Inventec", "P9000IG7_ngc26.04_nemo", "Inventec/benchmarks/gpt_oss_20b/implementations/P9000IG7_ngc26.04_nemo/config_P9000IG7_1x8x3xtp1pp1cp1ep1_mxfp8.sh", "Inventec/systems/P9000IG7_ngc26.04_nemo.json",
     "'\"system_name\": \"P9000IG7 (8x B300-SXM-270GB)\"', '\"accelerators_per_node\": \"8\"', '\"accelerator_model_name\": \"NVIDIA Blackwell Ultra GPU (B300-SXM-270GB)\"', '\"cooling\": \"Air-cooled\"', '\"hw_notes\": \"B300 TDP up to 1400W per GPU\"', '\"framework\": \"NVIDIA Megatron-Bridge 26.04\"'.",
     "'source $(dirname ${BASH_SOURCE[0]})/config_common_mxfp8.sh' / 'source $(dirname ${BASH_SOURCE[0]})/config_common_cg.sh' / 'export MINIBS=3' / 'export MICRO_BATCH_SIZE=3' / 'export TENSOR_MODEL_PARALLEL=1' / 'export SEQ_PARALLEL=False' / 'export PIPELINE_MODEL_PARALLEL=1' / 'export CONTEXT_PARALLEL=1' / 'export EXPERT_PARALLEL=1' / 'export MOE_EXPERT_RANK_CAPACITY_FACTOR=1.5' / 'export DGXNNODES=1' / 'export DGXNGPU=8' / 'export MLPERF_STATUS=\"research\"'.",
     "Published in the MLLOG (result_0.txt): '\"key\": \"submission_org\", \"value\": \"Inventec Corporation\"', '\"key\": \"submission_platform\", \"value\": \"1xInventec P9000IG7\"', '\"key\": \"global_batch_size\", \"value\": 24', '\"key\": \"gradient_accumulation_steps\", \"value\": 1.0', '\"key\": \"max_sequence_length\", \"value\": 8192'. Example steady entry: '\"train_step_time\": 0.5590090751647949'. README (same directory): 'Running NVIDIA Small MoE GPT OSS 20B PyTorch MLPerf Benchmark', '| Sequence Length | 8192 |', 'The GPT OSS 20B model is trained from scratch'.",
     "Same configuration file name pattern and values as ASUSTeK's (s47j-001) on a different B300 host (air-cooled; the config exports MLPERF_STATUS research while the MLLOG says onprem). The Inventec llama31_8b config is _fp4 (NVFP4, left out)."),
]
with open("/work/s74/hJ/rows.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=hdr); w.writeheader(); [w.writerow(r) for r in rows]
print("wrote", len(rows))
