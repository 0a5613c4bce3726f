"""Builds rows.csv (s48l-001..008) from hand-transcribed MLLOG values of MLPerf Training v6.0
(fork Richardyu114/training_results_v6.0 @ eabf23a07b2a0c60a289ff871dc3a46fff0d0421).
Every number below was copied from a file read with read_file in this session."""
import csv, statistics as st

REPO = "Richardyu114/training_results_v6.0"
COMMIT = "eabf23a07b2a0c60a289ff871dc3a46fff0d0421"
HDR = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
i = HDR.index('memory_measure'); HDR = HDR[:i+1] + ['cuda_graphs'] + HDR[i+1:]
assert HDR[-1] == 'target_file'

# ---- per-step MLLOG tracked_stats train_step_time values (lineno 328/341 entries), steady blocks only
LAMBDA72 = [  # Lambda/results/gb300_n18_ngc25.09_nemo/gpt_oss_20b/result_1.txt, blocks 2,3,4 (steps 341-1364) and 7,8,9 (steps 2046-3069)
 0.1609792709350586,0.16051912307739258,0.15967035293579102,0.15952205657958984,0.16034817695617676,0.16153764724731445,0.15874576568603516,0.15941715240478516,0.15950345993041992,0.1593782901763916,0.15957903861999512,
 0.15993046760559082,0.1593778133392334,0.1597585678100586,0.16079974174499512,0.1594984531402588,0.15990638732910156,0.15952277183532715,0.16009974479675293,0.15893816947937012,0.1607980728149414,
 0.16022419929504395,0.16012072563171387,0.1588428020477295,0.1595137119293213,0.16008496284484863,0.15911030769348145,0.15927886962890625,0.16054296493530273,0.15984201431274414,0.15900444984436035,0.16035246849060059,
 0.16165447235107422,0.16077589988708496,0.16112685203552246,0.16030311584472656,0.16015172004699707,0.16038870811462402,0.16016364097595215,0.16007518768310547,0.16063666343688965,0.16121554374694824,0.15998482704162598,
 0.16115713119506836,0.15982699394226074,0.16021442413330078,0.16032767295837402,0.16085171699523926,0.16074013710021973,0.16034722328186035,0.16004204750061035,0.16062045097351074,0.16072702407836914,0.15997838973999023,
 0.16028594970703125,0.16068339347839355,0.1609325408935547,0.16014885902404785,0.1603989601135254,0.16100549697875977,0.160660982131958,0.16005325317382812,0.16258859634399414,0.16013145446777344]
LAMBDA72_BLOCKAVG = [0.1615534939189861,0.16116308117709935,0.15969950388386656,0.16191177532369985,0.16039323149676632,0.16206568926796538,0.16219357254945757]
HPE8 = [  # HPE/results/HPE-GB300-ngpu8_ngc26.04/gpt_oss_20b/result_1.txt, blocks steps 6656-7168 and 7168-7680 (+3 of 7680-)
 0.4816553592681885,0.48848748207092285,0.4873514175415039,0.4884965419769287,0.48999786376953125,0.48888373374938965,0.48833441734313965,0.48963403701782227,0.4894449710845947,0.4868509769439697,0.4904022216796875,0.48857641220092773,0.4902009963989258,0.48834657669067383,0.49184107780456543,0.4902002811431885,
 0.4824979305267334,0.48911595344543457,0.4888424873352051,0.4921536445617676,0.4874558448791504,0.4902617931365967,0.48941683769226074,0.49051976203918457,0.49058079719543457,0.4907505512237549,0.49018096923828125,0.489182710647583,0.4891357421875,0.4908287525177002,0.4881610870361328,0.4887092113494873,
 0.4830296039581299,0.4916980266571045,0.48897480964660645,0.48951244354248047,0.49099254608154297,0.4887425899505615,0.4888911247253418]
HPE8_BLOCKAVG = [0.4905920462424225,0.49069686178332844]
HPE16 = [  # HPE/results/HPE-GB300-ngpu16_ngc26.04/gpt_oss_20b/result_1.txt, blocks 2560-3072, 3072-3584, 5120-5632, 5632-6144
 0.3492157459259033,0.35108017921447754,0.35291028022766113,0.3503289222717285,0.35173845291137695,0.3507711887359619,0.35057997703552246,0.35016322135925293,0.3511202335357666,0.35200977325439453,0.3570895195007324,0.35480785369873047,0.3536956310272217,0.350252628326416,0.3533968925476074,0.35191869735717773,
 0.3499150276184082,0.35199522972106934,0.3583972454071045,0.3509805202484131,0.3526930809020996,0.35503315925598145,0.3512282371520996,0.3558788299560547,0.3513147830963135,0.35806798934936523,0.3519890308380127,0.3517916202545166,0.35167980194091797,0.3519728183746338,0.35300278663635254,0.3514842987060547,
 0.3492617607116699,0.3523068428039551,0.3536646366119385,0.3514549732208252,0.3512699604034424,0.3531050682067871,0.3529376983642578,0.3586616516113281,0.3516240119934082,0.3509371280670166,0.3540980815887451,0.3513972759246826,0.35414719581604004,0.35155248641967773,0.35189008712768555,0.353010892868042,
 0.348827600479126,0.352708101272583,0.35041046142578125,0.35240626335144043,0.3519155979156494,0.35169100761413574,0.3520793914794922,0.35307908058166504,0.3513810634613037,0.3525063991546631,0.3512146472930908,0.3531944751739502,0.35076427459716797,0.3525824546813965,0.3515613079071045,0.35148024559020996]
HPE16_BLOCKAVG = [0.3534559875692688,0.35357253967473745,0.35378224916301115,0.35375627403800963,0.35379233509464925]
HPE32 = [  # HPE/results/HPE-GB300-ngpu32_ngc26.04/gpt_oss_20b/result_1.txt, blocks 2560-3072 and 3072-3584
 0.35600900650024414,0.35674262046813965,0.35172080993652344,0.3503000736236572,0.3492264747619629,0.3557453155517578,0.35134267807006836,0.35028648376464844,0.34940671920776367,0.3519175052642822,0.34935998916625977,0.34920263290405273,0.3494250774383545,0.3485286235809326,0.3502178192138672,0.35048890113830566,
 0.35201358795166016,0.356569766998291,0.34949469566345215,0.3548569679260254,0.3493328094482422,0.35130882263183594,0.3520026206970215,0.34976768493652344,0.34967732429504395,0.34877562522888184,0.3507258892059326,0.352750301361084,0.3497309684753418,0.3504154682159424,0.35007572174072266,0.3493812084197998]
HPE32_BLOCKAVG = [0.3520270359971985,0.3520853854169573,0.35213845156539525]
CW2048 = [6.045421361923218,6.032236576080322,6.133302211761475,6.737142086029053,6.2601540088653564,6.116336345672607,6.276427268981934,6.042402744293213]  # rank 1536, steps 39-46
CW4096 = [2.973250389099121,3.1268086433410645,2.947219133377075,2.992105484008789,3.0547449588775635,3.0622398853302,3.1917905807495117,2.97395920753479]  # rank 3072, steps 38-45
CW8192 = [1.8110857009887695,1.8647315502166748,1.6335859298706055,1.688718557357788,1.7142388820648193,1.769587516784668,1.6726768016815186,1.633317470550537]  # rank 6144, steps 38-45
# MiTAC MI325X: block_start -> block_stop time_ms pairs (12,288 samples = 384 steps at GBS 32), blocks 2-6 of result_0.txt
MITAC_BLOCKS = [(1778453646847,1778454602513),(1778454631297,1778455599575),(1778455628183,1778456591421),(1778456627910,1778457599600),(1778457625627,1778458587618)]
MITAC = [(b-a)/1000/384 for a,b in MITAC_BLOCKS]

def med(x): return st.median(x)

GPTOSS = dict(model="gpt-oss-20b (MLPerf gpt_oss_20b benchmark: 24 layers, Llama-3.1 tokenizer vocab 128256)", arch="moe", layers=24, hidden=2880,
  ffn_hidden=2880, ffn_gated="true", heads=64, kv_heads=8, seq_len=8192, vocab=128256, num_experts=32, experts_per_token=4,
  head_dim=64, moe_ffn_hidden=2880, shared_experts=0, first_dense_layers=0, etp=1, moe_force_balance="false", cuda_graphs="full",
  precision="fp8", recompute="none", zero_stage=1, tp=1, pp=1, vp=1, sequence_parallel="false", target_file="mlcommons_mlperf.csv")
GPTOSS_SHAPE_NOTE = ("Shape from the run's own configuration dump (HPE-GB300-ngpu16 result_1.txt, 'Configuration Summary (Non-Default Values vs Megatron Core)'): "
  "'num_layers: 24', 'hidden_size: 2880', 'ffn_hidden_size: 2880', 'moe_ffn_hidden_size: 2880', 'num_attention_heads: 64', 'num_query_groups: 8', 'kv_channels: 64', "
  "'num_moe_experts: 32', 'moe_router_topk: 4', 'gated_linear_unit: True', 'window_size: (127, 0)', 'window_attn_skip_freq: 2', 'softmax_type: 'learnable'' "
  "(sliding-window/full alternation and learnable attention sinks have no columns); '> number of parameters on (tensor, pipeline) model parallel rank (0, 0): 20495244864'. "
  "vocab 128256 ASSUMED from the NVIDIA reference pretrain.py of the same commit as read by the s47j helper ('vocab_size=128256'; the benchmark uses the Llama 3.1 tokenizer, data mounted from '.../trainingv6.0/8b'). "
  "Precision: dump 'fp8: 'e4m3'', 'fp8_recipe: 'mxfp8'' -> MXFP8 recorded as fp8. CUDA graphs: 'cuda_graph_impl: 'local'', 'cuda_graph_scope: [<CudaGraphScope.full_iteration: 1>]' -> full. "
  "Recompute none: the dump lists 'recompute_modules: ['core_attn']' but no recompute_granularity (Megatron default None, under which recompute_modules is inert) -> none (ASSUMED). "
  "'cpu_offloading_num_layers: 95' is listed but cpu_offloading itself is not among the non-default values (default False) -> no offload. "
  "zero_stage 1: 'use_distributed_optimizer: True'; the DDP dump also shows 'data_parallel_sharding_strategy: 'optim_grads_params'' with 'use_megatron_fsdp=False' (the strategy is read only by Megatron-FSDP), so the standard distributed optimizer is recorded. "
  "Routing learned: 'moe_router_load_balancing_type: 'none''; 'moe_expert_rank_capacity_factor: 2' sizes the per-rank expert buffer for graph capture (not token dropping) -> moe_force_balance false. "
  "Dispatcher 'moe_token_dispatcher_type: 'flex'', 'moe_flex_dispatcher_backend: 'hybridep''. Real C4 data ('mock: False').")

SRC = lambda org, path, cfg: (f"MLCommons (submitter {org}), MLPerf Training v6.0 results, closed division, github {REPO} (fork of mlcommons/training_results_v6.0; the mlcommons repository has no snapshot here) commit {COMMIT}; result log {path}; config {cfg}")

rows = []
def add(**kw):
    r = {h: "" for h in HDR}; r.update({k: str(v) for k, v in kw.items()}); rows.append(r)

def gpt(rid, org, path, cfg, ngpu, gbs, mbs, cp, ep, steps, blockavg, framework, extra_notes, quotes, conf, dispatcher):
    s = med(steps); dp = ngpu // (1*1*cp)
    tok = gbs*8192/(s*ngpu)
    ga = gbs/(dp*mbs)
    add(row_id=rid, source=SRC(org, path, cfg), table=f"{path} MLLOG tracked_stats train_step_time; {cfg}",
        **{k: v for k, v in GPTOSS.items()}, global_batch_seqs=gbs, micro_batch=mbs, dp=dp, cp=cp, ep=ep, num_gpus=ngpu, accelerator="gb300",
        framework=framework, step_time_s=round(s, 4), tokens_per_s_per_gpu=round(tok, 1),
        measured_or_derived=(f"measured step time {s:.4f} s = median of {len(steps)} MLLOG per-step tracked_stats train_step_time entries (steady blocks of one run, result_1.txt); "
                             f"cross-check: the run's own per-block averages (tracked_stats lineno 286) {min(blockavg):.4f}-{max(blockavg):.4f} s (median {med(blockavg):.4f}; they include per-step overhead outside the timed step); "
                             f"tokens_per_s_per_gpu DERIVED = GBS {gbs} x 8192 / {s:.4f} / {ngpu} = {tok:.1f}; dp DERIVED = {ngpu}/(tp 1 x pp 1 x cp {cp}) = {dp}; GA = {gbs}/({dp} x {mbs}) = {ga:g}"),
        confidence=conf, moe_dispatcher=dispatcher,
        notes=quotes + " " + extra_notes + " " + GPTOSS_SHAPE_NOTE)

# s48l-001 Lambda GB300 72
gpt("s48l-001", "Lambda", "Lambda/results/gb300_n18_ngc25.09_nemo/gpt_oss_20b/result_1.txt",
    "Lambda/benchmarks/gpt_oss_20b/implementations/gb300_0513/config_GB300_18x4x1xtp1pp1cp2ep4_mxfp8.sh", 72, 36, 1, 2, 4, LAMBDA72, LAMBDA72_BLOCKAVG,
    "Megatron-Bridge / Megatron-Core + TransformerEngine (NVIDIA MLPerf v6.0 gpt_oss_20b reference code as run by Lambda; log ':::SYSJSON' framework 'PyTorch NVIDIA Release 26.04'), MXFP8, full-iteration CUDA graphs, HybridEP",
    ("Lambda's GB300 NVL72 rack (18 nodes x 4 GB300, log ':::DLPAL ... 18 sjc02-cl01-mgx-[00001-00018] 'unknown' GB300_18x4x1xtp1pp1cp2ep4_mxfp8'; SYSJSON '\"accelerator_model_name\":\"NVIDIA GB300\"', '\"number_of_nodes\":\"18\"', '\"accelerators_per_node\":\"4\"'). "
     "The shape/precision dump is not in the portion of this log read; precision, graphs and shape are taken from the identical code's dump in HPE's logs (same GITCOMMITID 0c33a56e1d9b38c02e8d5c6a0a06d256f5c45487 in both) and from Lambda's config (ASSUMED identical). "
     "Lambda is also the submitter of mlp62-8b-lambda-72gb300 (a different benchmark, llama31_8b v5.1) - not a duplicate."),
    ("Config: 'source $(dirname ${BASH_SOURCE[0]})/config_common_mxfp8.sh' / 'source $(dirname ${BASH_SOURCE[0]})/config_common_cg.sh' / 'export MINIBS=1' / 'export MICRO_BATCH_SIZE=1' / 'export TENSOR_MODEL_PARALLEL=1' / 'export SEQ_PARALLEL=False' / "
     "'export PIPELINE_MODEL_PARALLEL=1' / 'export CONTEXT_PARALLEL=2' / 'export EXPERT_PARALLEL=4' / '# HybridEP config' / 'export USE_MNNVL=1' / '# 5x oversized activation for CG. Override the env. var set in config_common_cg.sh' / 'export MOE_EXPERT_RANK_CAPACITY_FACTOR=5' / 'export DGXNNODES=18' / 'export DGXNGPU=4'. "
     "GBS 36 DERIVED from the MLLOG (the global_batch_size key is in an unread part of the log): block_stop '\"samples_count\": 12276, \"step\": 341' and eval_start '\"samples_count\": 24552, \"step\": 682' -> 12276/341 = 36 sequences per step; equals DP 36 x MINIBS 1. "
     "Example steady entry: '\"train_step_time\": 0.16083765029907227, \"reduced_train_loss\": 3.904698371887207'; block average '\"train_step_time\": 0.1615534939189861' (lineno 286). "
     "EP 4 folds into DP (EP 4 within DP x CP = 72)."),
    "medium: per-step times from the submitter's own MLLOG (1 of 10 runs read, 6 steady blocks, per-step range 0.1587-0.1626 s); GBS derived from logged sample counts; shape/precision from the same code's dump in HPE's logs",
    "hierarchical")

for rid, n, path, cfg, gbs, mbs, steps, bavg, gbsquote in [
  ("s48l-002", 8, "HPE/results/HPE-GB300-ngpu8_ngc26.04/gpt_oss_20b/result_1.txt", "(not in the fork's index; the log's ':::DLPAL' line names config GB300_2x4x3xtp1pp1cp1ep1_mxfp8)", 24, 3, HPE8, HPE8_BLOCKAVG,
   "'\"key\": \"global_batch_size\", \"value\": 24', '\"key\": \"gradient_accumulation_steps\", \"value\": 1.0', '\"key\": \"max_sequence_length\", \"value\": 8192', '\"key\": \"submission_org\", \"value\": \"HPE\"'; ':::DLPAL ... 2 gpu-[004,011] NVIDIA GB300 NVL72 for HPE GB300_2x4x3xtp1pp1cp1ep1_mxfp8' (2 nodes x 4 GPUs, MBS 3 from the config name '2x4x3' and GBS 24 = DP 8 x 3, GA 1). The same GBS-24/MBS-3 layout on 8 B300 (air-cooled HGX) is s47j-001/002 (ASUSTeK, Inventec): this row is the GB300 counterpart, not a duplicate."),
  ("s48l-003", 16, "HPE/results/HPE-GB300-ngpu16_ngc26.04/gpt_oss_20b/result_1.txt", "HPE/benchmarks/gpt_oss_20b/implementations/nemo_arm_ngc26.04/config_GB300_4x4x2xtp1pp1cp1ep1_mxfp8.sh", 32, 2, HPE16, HPE16_BLOCKAVG,
   "'\"key\": \"global_batch_size\", \"value\": 32', '\"key\": \"gradient_accumulation_steps\", \"value\": 1.0', '\"key\": \"max_sequence_length\", \"value\": 8192', '\"key\": \"submission_org\", \"value\": \"HPE\"'; dump '[train] ... global_batch_size: 32 ... micro_batch_size: 2'; config 'export MINIBS=2' / 'export MICRO_BATCH_SIZE=2' / 'export TENSOR_MODEL_PARALLEL=1' / 'export PIPELINE_MODEL_PARALLEL=1' / 'export CONTEXT_PARALLEL=1' / 'export EXPERT_PARALLEL=1' / 'export DGXNNODES=4' / 'export DGXNGPU=4'."),
  ("s48l-004", 32, "HPE/results/HPE-GB300-ngpu32_ngc26.04/gpt_oss_20b/result_1.txt", "HPE/benchmarks/gpt_oss_20b/implementations/nemo_arm_ngc26.04/config_GB300_8x4x2xtp1pp1cp1ep1_mxfp8.sh", 64, 2, HPE32, HPE32_BLOCKAVG,
   "'\"key\": \"global_batch_size\", \"value\": 64', '\"key\": \"gradient_accumulation_steps\", \"value\": 1.0', '\"key\": \"max_sequence_length\", \"value\": 8192', '\"key\": \"submission_org\", \"value\": \"HPE\"'; dump '[train] ... global_batch_size: 64 ... micro_batch_size: 2'; config 'export MINIBS=2' / 'export MICRO_BATCH_SIZE=2' / 'export TENSOR_MODEL_PARALLEL=1' / 'export PIPELINE_MODEL_PARALLEL=1' / 'export CONTEXT_PARALLEL=1' / 'export EXPERT_PARALLEL=1' / 'export DGXNNODES=8' / 'export DGXNGPU=4'."),
  ]:
    gpt(rid, "HPE", path, cfg, n, gbs, mbs, 1, 1, steps, bavg,
        "Megatron-Bridge / Megatron-Core + TransformerEngine (NVIDIA MLPerf v6.0 gpt_oss_20b reference code, container mlperftv60-gpt_oss_20b-arm-20260507, 'PyTorch NVIDIA Release 26.04'), MXFP8, full-iteration CUDA graphs",
        ("HPE 'NVIDIA GB300 NVL72 for HPE' (SYSJSON '\"accelerator_model_name\":\"NVIDIA GB300\"', '\"accelerators_per_node\":\"4\"', '\"accelerator_memory_capacity\":\"284208 MiB\"'). EP 1: every GPU holds all 32 experts, no token dispatch across GPUs (moe_dispatcher left empty)."),
        "Published in the MLLOG: " + gbsquote,
        "medium-high: per-step times from the submitter's own MLLOG (1 of 10 runs read, 2-4 steady 512-step blocks), layout and shape from the run's own configuration dump",
        "")

DSV3 = dict(model="DeepSeek-V3 671B (MLPerf deepseekv3_671b benchmark, HF architecture with 1 MTP layer)", arch="moe", layers=61, hidden=7168, ffn_hidden=18432, ffn_gated="true",
  heads=128, kv_heads=128, seq_len=4096, vocab=129280, num_experts=256, experts_per_token=8, head_dim=192, moe_ffn_hidden=2048, shared_experts=1, first_dense_layers=3,
  q_lora_rank=1536, kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128, etp=1, tp=1, pp=4, vp=4, cp=1, ep=32, sequence_parallel="false", zero_stage=1,
  accelerator="gb300", precision="fp8", recompute="none", global_batch_seqs=16384, micro_batch=1, moe_force_balance="false", moe_dispatcher="hierarchical",
  cuda_graphs="full", target_file="mlcommons_mlperf.csv",
  framework="Megatron-Bridge / Megatron-Core + TransformerEngine (NVIDIA MLPerf v6.0 deepseekv3_671b reference code as run by CoreWeave, NGC 26.04), MXFP8, full-iteration CUDA graphs, HybridEP, 1F1B EP-comm overlap, paged stashing")
DSV3_NOTE = ("Config (all three CoreWeave configs identical apart from MINIBS/DGXNNODES): 'source $(dirname ${BASH_SOURCE[0]})/config_common_mxfp8.sh' / '# Run with real dataset.' / 'export MOE_ROUTER_FORCE_LOAD_BALANCING=False' / "
  "'export TENSOR_MODEL_PARALLEL=1' / 'export PIPELINE_MODEL_PARALLEL=4' / 'export INTERLEAVED_PIPELINE=4' / 'export CONTEXT_PARALLEL=1' / 'export EXPERT_PARALLEL=32' / 'export PIPELINE_LAYOUT=\"Et*4|(t*4|)*14tmL\"' / 'export DGXNGPU=4' / "
  "'export RECOMPUTE_MODULES=\"\"' / 'export CUDA_GRAPH_IMPLEMENTATION=\"local\"' / 'export CUDA_GRAPH_SCOPE=\"full_iteration\"' / 'export MOE_TOKEN_DISPATCHER_TYPE=flex' / 'export MOE_FLEX_DISPATCHER_BACKEND=hybridep' / "
  "'export NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN=32' / '# unset these two since offloading is not used.' / 'export MOE_PAGED_STASH=True' / 'export MOE_EXPERT_RANK_CAPACITY_FACTOR=4' / 'export OVERLAP_MOE_EXPERT_PARALLEL_COMM=True' / 'export DELAY_WGRAD_COMPUTE=True' / 'export FP8_OUTPUT_PROJ=True'. "
  "MBS 1: model yaml (NVIDIA/benchmarks/deepseekv3_671b/implementations/tyche-hsg_ngpu512_ngc26.04_nemo/conf/model/671b.yaml, same commit) 'micro_batch_size: ${oc.decode:${oc.env:MICRO_BATCH_SIZE,1}}' and the CoreWeave configs set no MICRO_BATCH_SIZE; "
  "GBS formula 'global_batch_size: ... ${multiply:${oc.decode:${oc.env:MINIBS}},${floor_div:${multiply:${trainer.devices},${trainer.num_nodes}},...tp*pp*cp...}}' = MINIBS x DP. "
  "Shape: that yaml reads '# Full 671B model configuration' / '# This uses defaults from HuggingFace config (no architecture overrides)' / 'mtp_num_layers: ${oc.decode:${oc.env:MTP_NUM_LAYERS,1}}' / 'moe_router_topk: ${oc.decode:${oc.env:ROUTER_TOP_K,8}}' / "
  "'encoder_seq_length: ${oc.decode:${oc.env:SEQ_LENGTH,4096}}' / 'expert_tensor_parallel_size: ${oc.decode:${oc.env:EXPERT_TENSOR_PARALLEL,1}}'; the HF-architecture columns (61 layers incl. 3 dense, hidden 7168, dense FFN 18432, 128 heads MLA q_lora 1536 / kv_lora 512 / rope 64 / v 128, 256 routed + 1 shared expert of 2048, vocab 129280) are copied from the project's DeepSeek-V3 rows (e.g. moe67-003, shape from the Megatron recipe ARGS); "
  "vocab 129280 ASSUMED (the benchmark's tokenizer mount '/tokenizer' was not read; CoreWeave config_common.sh sets 'export DATASET=\"8b\"'). The MTP layer (pipeline layout 'tmL') has no column. "
  "Precision: CoreWeave's config_common_mxfp8.sh is not in the fork's index; NVIDIA's copy for the same benchmark reads 'export FP8=True' / 'export FP8_PARAM_GATHER=True' / 'export REUSE_GRAD_BUF_FOR_MXFP8_PARAM_AG=True' / 'export FP8_DPA=True' (ASSUMED identical; config names end '_mxfp8_full_cg') -> MXFP8 recorded fp8. "
  "vp 4 from INTERLEAVED_PIPELINE=4 (layout: 16 virtual stages / pp 4). EP 32 folds into DP. zero_stage 1: conf/deepseekv3_671b.yaml 'use_distributed_optimizer: ${oc.decode:${oc.env:USE_DIST_OPTIMIZER,True}}' (also 'use_precision_aware_optimizer: ... True'; moment dtypes not read -> optimizer_state left empty). "
  "recompute none: RECOMPUTE_MODULES empty and NVIDIA reference pretrain.py (tyche-hsg_ngpu4096_ngc26.04_nemo/pretrain.py, same commit, ASSUMED the code run) '# Set recompute_granularity to None if no modules are specified.' / 'if not model_cfg.recompute_modules: model_cfg.recompute_granularity = None'; sequence_parallel: 'model_cfg.sequence_parallel = cfg.model.tensor_model_parallel_size > 1'. "
  "moe_force_balance false (real routing, aux-loss coeff 0.01); MOE_EXPERT_RANK_CAPACITY_FACTOR 4 with paged stashing sizes buffers for graph capture (not read as token dropping). HybridEP -> hierarchical. "
  "The benchmark is a short continued-pretraining run (MLLOG 'max_steps' 100, run_stop 'status': 'success' at ~45 steps, one eval per step); step times are MLLOG per-step entries of the last logged rank, steps 38-46, after loss settled.")

def dsv3(rid, ngpu, nodes, minibs, path, cfg, steps, quotes, conf):
    s = med(steps); dp = ngpu // 4; ga = 16384 // (dp * 1)
    tok = 16384*4096/(s*ngpu)
    tflops = 16384*1068/(s*ngpu)
    add(row_id=rid, source=SRC("CoreWeave", path, cfg), table=f"{path} MLLOG tracked_stats train_step_time; {cfg}", **DSV3, dp=dp, num_gpus=ngpu,
        step_time_s=round(s, 4), tokens_per_s_per_gpu=round(tok, 1),
        measured_or_derived=(f"measured step time {s:.4f} s = median of {len(steps)} MLLOG per-step tracked_stats train_step_time entries (result_0.txt, 1 of 3 runs, steps 38-46); range {min(steps):.3f}-{max(steps):.3f}; "
                             f"tokens_per_s_per_gpu DERIVED = 16384 x 4096 / {s:.4f} / {ngpu} = {tok:.1f}; dp DERIVED = {ngpu}/(tp 1 x pp 4 x cp 1) = {dp}; GA = 16384/({dp} x MBS 1) = {ga}; "
                             f"(for reference only, not filled: CoreWeave config_common.sh 'export MODEL_TFLOP_PER_SAMPLE=1068' would give {tflops:.0f} model TFLOP/s/GPU)"),
        confidence=conf, notes=quotes + " " + DSV3_NOTE)

dsv3("s48l-005", 2048, 512, 32, "CoreWeave/results/CoreWeave_GB300_512x4/deepseekv3_671b/result_0.txt",
     "CoreWeave/benchmarks/deepseekv3_671b/implementations/CoreWeave_GB300_512x4/config_GB300_512x4x32xtp1pp4ep32cp1_mxfp8_full_cg.sh", CW2048,
     ("Published in the MLLOG (result_0.txt): '\"key\": \"submission_org\", \"value\": \"CoreWeave\"', '\"key\": \"submission_platform\", \"value\": \"512xGB300_NVL72\"', '\"key\": \"global_batch_size\", \"value\": 16384', "
      "'\"key\": \"gradient_accumulation_steps\", \"value\": 32.0', '\"key\": \"max_sequence_length\", \"value\": 4096', '\"key\": \"max_steps\", \"value\": 100'; example steady entry '\"train_step_time\": 6.116336345672607, \"reduced_train_loss\": 3.6415536403656006'. "
      "Config: 'export MINIBS=32  # GBS=16384' / 'export DGXNNODES=512'. GA 32 = 16384/(DP 512 x MBS 1) agrees with the log."),
     "medium: per-step times from the submitter's own MLLOG (1 of 3 runs, 8 late steps, one outlier 6.74 s); layout from the submitter's config; precision file and shape from NVIDIA's reference files of the same commit (ASSUMED identical)")
dsv3("s48l-006", 4096, 1024, 16, "CoreWeave/results/CoreWeave_GB300_1024x4/deepseekv3_671b/result_0.txt",
     "CoreWeave/benchmarks/deepseekv3_671b/implementations/CoreWeave_GB300_1024x4/config_GB300_1024x4x16xtp1pp4ep32cp1_mxfp8_full_cg.sh", CW4096,
     ("Config: 'export MINIBS=16  # GBS=16384' / 'export DGXNNODES=1024'. The MLLOG header of this log (GBS key) lies in an unread part; GBS 16384 from the config comment and the yaml formula (MINIBS 16 x DP 1024), consistent with the logged '\"samples_count\": 16384' per block "
      "(block_start/stop '\"samples_count\": 16384, \"step\": 38' ... eval_start '\"samples_count\": 622592, \"step\": 38' = 38 x 16384). Example steady entry '\"train_step_time\": 2.992105484008789, \"reduced_train_loss\": 3.6984128952026367' (rank 3072)."),
     "medium: per-step times from the submitter's own MLLOG (1 of 3 runs, 8 late steps); GBS from the config and the logged sample counts; precision file and shape from NVIDIA's reference files (ASSUMED identical)")
dsv3("s48l-007", 8192, 2048, 8, "CoreWeave/results/CoreWeave_GB300_2048x4/deepseekv3_671b/result_0.txt",
     "CoreWeave/benchmarks/deepseekv3_671b/implementations/CoreWeave_GB300_2048x4/config_GB300_2048x4x8xtp1pp4ep32cp1_mxfp8_full_cg.sh", CW8192,
     ("Config: 'export MINIBS=8  # GBS=16384' / 'export DGXNNODES=2048' / '# Override other setting in order to use less RAM' / 'export MOE_PAGED_STASH_BUFFER_SIZE_FACTOR_CPU=0.5'. GBS 16384 from the config comment and the logged sample counts "
      "('\"samples_count\": 622592, \"step\": 38' = 38 x 16384). Example steady entry '\"train_step_time\": 1.7142388820648193, \"reduced_train_loss\": 3.6642165184020996' (rank 6144). System CoreWeave/systems/CoreWeave_GB300_2048x4.json (not read)."),
     "medium: per-step times from the submitter's own MLLOG (1 of 3 runs, 8 late steps, spread 1.63-1.86 s); GBS from the config and the logged sample counts; precision file and shape from NVIDIA's reference files (ASSUMED identical)")

# s48l-009 Google GB200 256 DeepSeek-V3
GOOG = [59.193554162979126,59.19024419784546,59.03408169746399,59.24646043777466,59.32853293418884,59.24497413635254,59.03631401062012,59.17326545715332]  # rank 192, steps 41-48
s = med(GOOG); tok = 15360*4096/(s*256)
g = dict(DSV3); g.update(tp=2, sequence_parallel="true", recompute="selective", global_batch_seqs=15360, dp=32, num_gpus=256, accelerator="gb200",
    framework="Megatron-Bridge / Megatron-Core + TransformerEngine (NVIDIA MLPerf v6.0 deepseekv3_671b reference code as run by Google on GCP GB200 NVL72, NGC 26.04), MXFP8, full-iteration CUDA graphs, HybridEP, 1F1B EP-comm overlap, paged stashing, RoCE scale-out")
path = "Google/results/gb200_nvl72_n64_ngc26.04_nemo/deepseekv3_671b/result_0.txt"
cfg = "Google/benchmarks/deepseekv3_671b/implementations/gb200_megatron_bridge/config_GB200_64x4x480xtp2pp4ep32cp1_mxfp8_full_cg.sh"
add(row_id="s48l-009", source=SRC("Google", path, cfg), table=f"{path} MLLOG tracked_stats train_step_time; {cfg}", **g,
    step_time_s=round(s, 4), tokens_per_s_per_gpu=round(tok, 1),
    measured_or_derived=(f"measured step time {s:.4f} s = median of {len(GOOG)} MLLOG per-step tracked_stats train_step_time entries (result_0.txt, 1 of 3 runs, steps 41-48; range {min(GOOG):.2f}-{max(GOOG):.2f}); "
                         f"tokens_per_s_per_gpu DERIVED = 15360 x 4096 / {s:.4f} / 256 = {tok:.1f}; dp DERIVED = 256/(tp 2 x pp 4 x cp 1) = 32; GA = 15360/(32 x MBS 1) = 480"),
    confidence="medium: per-step times from the submitter's own MLLOG (1 of 3 runs, 8 late steps within 0.5%); layout from the submitter's config; GBS from config and logged sample counts; precision file and shape from NVIDIA's reference files of the same commit (ASSUMED identical)",
    notes=("Google's GB200 NVL72 submission (directory Google/, system file Google/systems/gb200_nvl72_n64_ngc26.04_nemo.json not read; the config's commented lines read '# export MLPERF_SUBMISSION_ORG=\"Google_1\"' / '# export MLPERF_SUBMISSION_PLATFORM=\"GB200_NVL72\"'). "
           "Config: 'export MINIBS=480' / 'export TENSOR_MODEL_PARALLEL=2' / 'export PIPELINE_MODEL_PARALLEL=4' / 'export INTERLEAVED_PIPELINE=4' / 'export CONTEXT_PARALLEL=1' / 'export EXPERT_PARALLEL=32' / 'export DGXNNODES=64' / 'export DGXNGPU=4' / "
           "'export LR=0.000023238  # 0.000024 * sqrt(15360/16384)' / 'export RECOMPUTE_MODULES=\"mlp\"' / 'export CUDA_GRAPH_SCOPE=\"full_iteration\"' / 'export MOE_FLEX_DISPATCHER_BACKEND=hybridep' / 'export MOE_ROUTER_FORCE_LOAD_BALANCING=False' / "
           "'export NCCL_IB_HCA=rocep139s0,rocep140s0,rocep195s0,rocep196s0' (RoCE NICs; inter_network left empty). GBS 15360 = MINIBS 480 x DP 32, matching the log: block_start '\"samples_count\": 15360, \"step\": 47' and eval_start '\"samples_count\": 737280, \"step\": 48' (= 48 x 15360). "
           "Example steady entry '\"train_step_time\": 59.17326545715332, \"reduced_train_loss\": 3.638543128967285' (rank 192). "
           "sequence_parallel true and recompute: NVIDIA reference pretrain.py (tyche-hsg_ngpu4096_ngc26.04_nemo/pretrain.py, same commit, ASSUMED the code Google ran) 'model_cfg.sequence_parallel = cfg.model.tensor_model_parallel_size > 1' and "
           "'model_cfg.recompute_modules = cfg.model.recompute_modules.split(\",\") if cfg.model.recompute_modules else []' / 'if not model_cfg.recompute_modules: model_cfg.recompute_granularity = None' -> recompute of the 'mlp' module (granularity from the Megatron-Bridge deepseek_v3 recipe, not read), recorded selective per the project's convention for module lists; "
           "note that 'mlp' covers the MoE expert MLPs, i.e. more recompute than attention-only selective. ") + DSV3_NOTE.replace("Config (all three CoreWeave configs identical apart from MINIBS/DGXNNODES): ", "CoreWeave configs (same benchmark code; Google's config matches them except TP 2, MINIBS, nodes, recompute 'mlp', RoCE settings): "))

# s48l-008 MiTAC MI325X
s = med(MITAC); tok = 32*8192/(s*8)
add(row_id="s48l-008", source=SRC("MiTAC", "MiTAC/results/MI325X_1node/llama31_8b/result_0.txt", "MiTAC/benchmarks/llama31_8b/implementations/MI325X_1node/config_MI325X_1node.sh + conf/llama3.1_8B-pretrain-fp8.yaml"),
    table="MiTAC/results/MI325X_1node/llama31_8b/result_0.txt MLLOG block_start/block_stop time_ms; MiTAC/benchmarks/llama31_8b/implementations/MI325X_1node/config_MI325X_1node.sh; conf/llama3.1_8B-pretrain-fp8.yaml",
    model="Llama 3.1 8B (MLPerf llama31_8b benchmark)", arch="dense", layers=32, hidden=4096, ffn_hidden=14336, ffn_gated="true", heads=32, kv_heads=8, seq_len=8192, vocab=128256,
    global_batch_seqs=32, micro_batch=2, tp=1, pp=1, dp=8, cp=1, ep=1, vp=1, sequence_parallel="false", zero_stage=1, num_gpus=8, accelerator="mi325x", precision="fp8", recompute="none",
    framework="AMD Primus (Megatron-LM backend, PRIMUS_MLPERF) as run and submitted by MiTAC, image Dockerfile.mi325; FP8 hybrid (TE delayed scaling), Primus-Turbo off",
    step_time_s=round(s, 4), tokens_per_s_per_gpu=round(tok, 1),
    measured_or_derived=("measured: the log has no per-step times; step time DERIVED from the MLLOG block wall-clock = (block_stop - block_start) / 384 steps (12,288 samples per block / GBS 32), blocks 2-6 of result_0.txt: "
                         + ", ".join(f"{x:.4f}" for x in MITAC) + f" s; median {s:.4f} s (evaluation excluded: eval_start..eval_stop lie between blocks); tokens_per_s_per_gpu DERIVED = 32 x 8192 / {s:.4f} / 8 = {tok:.1f}; dp DERIVED = 8/(1x1x1) = 8; GA 1 = 32/(8 x 2)"),
    confidence="medium: block wall-clock (includes data loading and optimizer step, excludes evaluation) from 1 of 10 runs; layout and precision from the submitter's config; recompute and shape ASSUMED from the benchmark definition",
    notes=("Published in the MLLOG (result_0.txt): '\"key\": \"submission_org\", \"value\": \"MiTAC\"', '\"key\": \"submission_platform\", \"value\": \"MI325X\"', '\"key\": \"global_batch_size\", \"value\": 32', '\"key\": \"gradient_accumulation_steps\", \"value\": 1', "
           "'\"key\": \"max_sequence_length\", \"value\": 8192'; block pairs e.g. 'block_start ... \"time_ms\": 1778453646847 ... \"samples_count\": 12288' -> 'block_stop ... \"time_ms\": 1778454602513 ... \"samples_count\": 24576'. "
           "Config: '# Config: MI325X (CDNA3) 1-node x 8 GPUs' / ': \"${PRIMUS_MICRO_BATCH_SIZE:=2}\"' / ': \"${PRIMUS_GLOBAL_BATCH_SIZE:=32}\"' / 'export FP4=false' / 'export MLLOG_SUBMISSION_ORG=MiTAC'; yaml: 'seq_length: 8192' / 'tensor_model_parallel_size: 1' / 'pipeline_model_parallel_size: 1' / "
           "'mock_data: false' / 'use_torch_fsdp2: false' / 'use_distributed_optimizer: true' / 'fp4: false' / 'fp8: hybrid' / 'enable_primus_turbo: false'. zero_stage 1 from use_distributed_optimizer; recompute none ASSUMED (no recompute key in the yaml; Primus pre_trainer.yaml defaults not read). "
           "cuda_graphs left empty (not stated). Shape: yaml 'model: llama3.1_8B.yaml' (Primus model file not read); columns copied from the project's Llama 3.1 8B MLPerf rows (mlperf51-dell-mi355x-llama31_8b: 32 layers, hidden 4096, SwiGLU 14336, 32 heads, 8 KV groups, vocab 128256). "
           "Accelerator: MLLOG platform 'MI325X' and config comment; systems file MiTAC/systems/MI325X_1node.json not read. Publisher MiTAC (the code follows AMD's Primus recipe - config comment 'Slimmed down to match AMD's official Primus MI300X (gfx942) FP8 config style' - but the submission and logs are MiTAC's). "
           "First block (samples 384-12288, 372 steps) gives 2.459 s/step (warm-up, excluded)."),
    target_file="mlcommons_mlperf.csv")

with open('/work/s75/l/rows.csv', 'w', newline='') as f:
    rows.sort(key=lambda r: r['row_id']); w = csv.DictWriter(f, fieldnames=HDR); w.writeheader(); w.writerows(rows)
for r in rows:
    assert int(r['tp'])*int(r['pp'])*int(r['dp'])*int(r['cp']) == int(r['num_gpus']), r['row_id']
    print(r['row_id'], r['model'][:30], r['accelerator'], r['num_gpus'], f"tp{r['tp']} pp{r['pp']} vp{r['vp']} cp{r['cp']} ep{r['ep']} dp{r['dp']}", r['global_batch_seqs'], r['micro_batch'], r['step_time_s'], r['tokens_per_s_per_gpu'])
