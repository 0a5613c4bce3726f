# Builds rows.csv for helper h3 (research only; arithmetic of DERIVED columns is shown in notes).
import csv
HDR = open('/work/main/data/measurements/nvidia_moe_extra.csv').readline().strip().split(',')
rows = []
DGX_SRC = ("NVIDIA DGX Cloud Benchmarking recipes, NVIDIA/dgxc-benchmarking {f} at commit 6be5ea0e19c583ee4d445a1cd65a3ff2fcb4e58b "
           "(2025-09-05, release v25.05.04; same tables since v25.05.01 60d6fd33, grok1 H100 revised dfc8039); launcher {l} at the same commit. "
           "Not a Megatron-Bridge performance-summary table; dropped from the README in v25.07+")
def r(**k):
    d = {h: '' for h in HDR}; d.update({a: ('' if v is None else str(v)) for a, v in k.items()}); rows.append(d)

# ---------------- DeepSeek-V3 (dgxc deepseek_v3/pretraining) ----------------
DS_SHAPE = dict(model='DeepSeek-V3 671B', arch='moe', layers=61, hidden=7168, ffn_hidden=18432, ffn_gated='true', heads=128, kv_heads=128,
    seq_len=4096, vocab=129280, num_experts=256, experts_per_token=8, head_dim=192, moe_ffn_hidden=2048, shared_experts=1,
    first_dense_layers=3, q_lora_rank=1536, kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128)
DS_SHAPE_NOTE = ("SHAPE from deepseek-ai/DeepSeek-V3 config.json as carried by nvmoe-001 (61 layers, hidden 7168, MLA 128 heads, q_lora 1536, kv_lora 512, "
    "qk 128+64 rope (head_dim 192), v 128, 256 routed experts x 2048 top-8 + 1 shared, first 3 dense layers of 18432, vocab 129280); "
    "the launcher passes --num_layers 61 --hidden_size 7168 (full model, not a proxy). MTP not stated.")
ds = [  # acc, gpus, tp, pp, ep, dp, gbs, step, tput_total, tflops, mfu, rm, col
 ('gb200',128,2,4,32,16,1024,34.168,122755.33,249.3,10.18,'core_attn','128x GB200 GPUs'),
 ('gb200',256,2,4,64,32,2048,34.194,245323.97,249.11,10.17,'core_attn','256x GB200 GPUs'),
 ('gb200',512,2,4,64,64,4096,34.274,489502.71,248.53,10.14,'core_attn','512x GB200 GPUs'),
 ('h100-sxm5-80gb',512,2,8,64,32,4096,48.948,342755.90,174.02,17.60,'mla_up_proj','512x H100 GPUs'),
 ('h100-sxm5-80gb',1024,2,16,64,32,8192,52.04,644781.55,163.7,16.55,'mla_up_proj','1024x H100 GPUs'),
]
for i,(acc,g,tp,pp,ep,dp,gbs,st,tt,tf,mfu,rm,col) in enumerate(ds):
    tpg = tt/g
    chk = gbs*4096/st
    sysname = 'GB200' if acc=='gb200' else 'H100'
    r(row_id=f'h63-{len(rows)+1:03d}', source=DGX_SRC.format(f='deepseek_v3/pretraining/README.md', l='deepseek_v3/pretraining/launch.sh + metadata.yaml'),
      table=f"'{sysname} Performance' table 'Deepseek V3 BF16 {sysname}', column '{col}'; config from '{sysname} specifications' table", **DS_SHAPE,
      global_batch_seqs=gbs, micro_batch=1, tp=tp, pp=pp, dp=dp, cp=1, ep=ep, vp=1, sequence_parallel='', zero_stage=1, num_gpus=g,
      accelerator=acc, precision='bf16', recompute='selective', framework='NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.04.01, NeMo scripts.performance.llm.pretrain_deepseek_v3 via dgxc-benchmarking v25.05.04)',
      step_time_s=st, tokens_per_s_per_gpu=round(tpg,1), tflops_per_gpu=tf, tflops_basis='model', mfu_pct=mfu,
      measured_or_derived='step time, total tokens/s, TFLOPS_per_GPU and MFU PUBLISHED (mean of iterations 11-44); tokens/s/GPU DERIVED',
      confidence='high (table text, config table and launcher agree)' if acc=='gb200' else 'high (table text, config table and launcher agree)',
      notes=(f"Verbatim: 'Training step time (seconds per step)| {st}', 'Throughput in tokens per second | {tt}', 'TFLOPS_per_GPU | {tf}', 'Model flops utilization| {mfu}%' "
             f"(column {col}); config row '671B | BF16 | {g} | 4096 | 61 | {tp} | {pp} | 1 | {ep} | 1 | {dp} | 1 | 1 | {gbs} | {gbs//dp}' (Size Precision GPUs SeqLen Layers TP PP CP EP ETP DP VP MBS GBS GA). "
             f"DERIVED: tokens_per_s_per_gpu = {tt}/{g} = {tpg:.1f}; check GBS*seq/step = {gbs}*4096/{st} = {chk:.0f} (matches published total). "
             f"launch.sh: GBS = JOB_TOTAL_GPUS*8, MBS 1, CP 1, VP 1, ETP 1, activation_offload_layers 0, --recompute_modules {rm} (recorded as recompute selective); "
             + ("GB200: GPUS_PER_NODE 4 (NVL72 rack), EP 32 at 128 GPUs else 64. " if acc=='gb200' else "H100: PP 8 at 512 GPUs else 16. ")
             + "FP8 'not currently supported' for this recipe at this release. MFU as published vs NVIDIA's peak (GB200 BF16 2.45 PFLOPS, H100 989 TFLOPS). "
             "Dispatcher, force-balance and sequence_parallel not stated (left blank); zero_stage 1 ASSUMED (NeMo distributed optimizer default). "
             "EP folds into DP (EP ranks are DP ranks for attention). " + DS_SHAPE_NOTE),
      etp=1)

# ---------------- Grok-1 314B (dgxc grok1) ----------------
GK_SHAPE = dict(model='Grok-1 314B (NeMo proxy, Llama-3 tokenizer)', arch='moe', layers=64, hidden=6144, ffn_hidden=32768, ffn_gated='true', heads=48, kv_heads=8,
    seq_len=8192, vocab=128256, num_experts=8, experts_per_token=2, head_dim=128, moe_ffn_hidden=32768, shared_experts=0, first_dense_layers=0)
GK_SHAPE_NOTE = ("SHAPE from the README 'Notes' MFU block at the same commit: '12 * 64 * 6144^2 * (1 + 8/48 + 8192/6144/2)' (64 layers, hidden 6144, 48 heads, 8 query groups), "
    "'mlp flops = 18 * 64 * 32768 * 6144 * 2' (expert FFN 32768, gated, top-2), 'embedding flops = 6 * 128256 * 6144' (vocab 128256: the NeMo Grok-1 proxy uses the Llama-3 tokenizer, README 'Request Access'); "
    "8 experts from xai-org/grok-1 (num_experts 8, top-2; also together_ai.csv tog_b200_grok1_*). 'The model flops for Grok 1 for GBS=1 per GPU is 4.27E+15' per 8192-token sequence = 5.21e11 FLOP/token. head_dim 6144/48 = 128.")
gk = [  # acc, prec, gpus, tp, pp, cp, ep, etp, dp, vp, gbs, step, tput_pub, mfu_pub, col
 ('gb200','bf16',128,4,1,1,8,4,32,1,256,7.325,'286300.61','47.59','128x GB200 GPUs'),
 ('gb200','bf16',256,4,1,1,8,4,64,1,512,7.39,'567564.82','47.17','256x GB200 GPUs'),
 ('gb200','bf16',512,4,1,1,8,4,128,1,1024,7.324,'572679','47.6','512x GB200 GPUs'),
 ('gb200','fp8',128,4,1,1,8,4,32,1,256,5.298,'395838.43','32.90','128x GB200 GPUs'),
 ('gb200','fp8',256,4,1,1,8,4,64,1,512,5.224,'802891.27','33.36','256x GB200 GPUs'),
 ('gb200','fp8',512,4,1,1,8,4,128,1,1024,5.193,'807684','33.6','512x GB200 GPUs'),
 ('h100-sxm5-80gb','bf16',512,4,8,2,8,1,8,8,1024,15.933,'526493','54.2','512x H100 GPUs'),
 ('h100-sxm5-80gb','fp8',512,4,8,2,8,1,8,8,1024,13.433,'624478','32.2','512x H100 GPUs'),
]
for acc,prec,g,tp,pp,cp,ep,etp,dp,vp,gbs,st,tpub,mpub,col in gk:
    tot = gbs*8192/st; tpg = tot/g; tf = gbs*4.27e15/st/g/1e12
    sysname = 'GB200' if acc=='gb200' else 'H100'
    odd = ''
    if g==512 and acc=='gb200':
        odd = (f" DISCREPANCY: the published throughput cell {tpub} equals 512*8192/{st} (i.e. GBS 512), but the config table and launcher give GBS 1024 at 512 GPUs (GBS = JOB_TOTAL_GPUS*2) "
               f"and the published MFU {mpub}% reproduces only with GBS 1024 (1024*4.27e15/{st}/512/{'2.45e15' if prec=='bf16' else '4.9e15'} = {1024*4.27e15/st/512/(2.45e15 if prec=='bf16' else 4.9e15)*100:.1f}%); "
               "tokens/s here uses GBS 1024 and the step time, NOT the throughput cell. Confidence lowered for this reason.")
    peak = 2.45e15 if (acc=='gb200' and prec=='bf16') else 4.9e15 if acc=='gb200' else (989e12 if prec=='bf16' else 1979e12)
    r(row_id=f'h63-{len(rows)+1:03d}', source=DGX_SRC.format(f='grok1/README.md', l='grok1/launch.sh'),
      table=f"'{sysname} Performance' table 'Grok1 314b {prec.upper()}', column '{col}'; config from the {sysname} config table in 'Overview'", **GK_SHAPE,
      global_batch_seqs=gbs, micro_batch=1, tp=tp, pp=pp, dp=dp, cp=cp, ep=ep, vp=vp, sequence_parallel='', zero_stage=1, num_gpus=g,
      accelerator=acc, precision=prec, recompute='', framework='NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.04.00, NeMo scripts.performance.llm.pretrain_grok1_314b via dgxc-benchmarking v25.05.04)',
      step_time_s=st, tokens_per_s_per_gpu=round(tpg,1), tflops_per_gpu=round(tf,1), tflops_basis='model', mfu_pct=mpub,
      measured_or_derived='step time and MFU PUBLISHED (mean of iterations 11-44); tokens/s DERIVED from GBS*seq/step; TFLOP/s DERIVED from NVIDIA model-flops formula',
      confidence=('medium (throughput cell inconsistent, see notes)' if (g==512 and acc=='gb200') else 'high (table text, config table and launcher agree)'),
      notes=(f"Verbatim ({col}): 'Training step time (seconds per step) | {st}', 'Throughput in tokens per second | {tpub}', 'Model flops utilization | {mpub}%'. "
             f"Config row: GPUs {g} SeqLen 8192 Layers 64 TP {tp} PP {pp} CP {cp} EP {ep} ETP {etp} DP {dp} VP {vp} MBS 1 GBS {gbs} GA {gbs//dp}. "
             f"DERIVED: tokens_per_s_per_gpu = GBS*seq/(step*GPUs) = {gbs}*8192/({st}*{g}) = {tpg:.1f}; tflops_per_gpu = GBS*4.27e15/step/GPUs = {gbs}*4.27e15/{st}/{g}/1e12 = {tf:.1f} "
             f"(NVIDIA formula; MFU check vs NVIDIA peak {peak/1e12:.0f} TFLOPS = {tf*1e12/peak*100:.1f}%)." + odd +
             f" launch.sh ({sysname}): TP {tp} PP {pp} CP {cp} EP {ep} VP {vp} ET {etp} MBS 1 GBS = JOB_TOTAL_GPUS*2, CUDA graphs {'true' if acc=='gb200' else 'false'}"
             + ". "
             "FP8 recipe type (delayed/current scaling) not stated in the README (NeMo 25.04 perf-script default; recorded as fp8). "
             "Recompute, sequence_parallel, dispatcher and router balancing not stated (left blank); zero_stage 1 ASSUMED (NeMo distributed optimizer). " + GK_SHAPE_NOTE),
      etp=etp)

# ---------------- Llama 4 Maverick (dgxc llama4) ----------------
L4_SHAPE = dict(model='Llama 4 Maverick 400B (17B active, 128 experts)', arch='moe', layers=48, hidden=5120, ffn_hidden=16384, ffn_gated='true', heads=40, kv_heads=8,
    seq_len=8192, vocab=202048, num_experts=128, experts_per_token=1, head_dim=128, moe_ffn_hidden=8192, shared_experts=1, first_dense_layers=0)
L4_SHAPE_NOTE = ("SHAPE: README 'Notes' lists 'Sequence length: 8192, Number of layers: 48, Hidden size: 5120, Vocab size: 202048, FFN Hidden Size: 16384, Number of heads: 40, Number of Experts: 128, TopK: 1, Number of Query Groups: 8'; "
    "expert width and layout from meta-llama/Llama-4-Maverick-17B-128E config as mirrored in AI-Hypercomputer/maxtext MaxText/configs/models/llama4-17b-128e.yml (commit 0333c38f): "
    "base_mlp_dim 16384 (dense layers), base_moe_mlp_dim 8192 (each routed and the shared expert), shared_experts 1, num_experts_per_tok 1, interleave_moe_layer_step 2 "
    "(every 2nd layer is MoE, the others dense -- the columns cannot express interleaving, first_dense_layers 0 is a simplification), nope_layer_interval 4, chunked attention window 8192 on RoPE layers (= seq len here). "
    "NVIDIA's model-flops formula ('model flops = 8.92e14' per 8192-token sequence at GBS 1) treats every layer as FFN 16384*1.5*TopK, so its TFLOP/s are NVIDIA's convention, not an exact count.")
l4 = [  # acc, prec, gpus, tp, pp, ep, etp, dp, vp, gbs, step, tput_pub, mfu_pub, col
 ('gb200','bf16',128,1,2,64,1,64,12,1024,7.781,'1077749','18.71','128x GB200 GPUs'),
 ('gb200','bf16',256,1,2,64,1,128,12,2048,7.859,'2135388','37.1','256x GB200 GPUs'),
 ('gb200','bf16',512,1,2,64,1,256,12,4096,7.992,'4197507','36.4','512x GB200 GPUs'),
 ('gb200','fp8',128,1,2,64,1,64,12,1024,6.093,'1376867','23.9','128x GB200 GPUs'),
 ('gb200','fp8',256,1,2,64,1,128,12,2048,6.223,'2695569','23.4','256x GB200 GPUs'),
 ('gb200','fp8',512,1,2,64,1,256,12,4096,6.327,'5306935','23','512x GB200 GPUs'),
 ('h100-sxm5-80gb','bf16',512,4,1,128,4,128,1,1024,4.426,'1895847','40.8','512x H100 GPUs'),
 ('h100-sxm5-80gb','fp8',512,4,1,128,4,128,1,1024,3.855,'2176574','23.4','512x H100 GPUs'),
]
for acc,prec,g,tp,pp,ep,etp,dp,vp,gbs,st,tpub,mpub,col in l4:
    tot = gbs*8192/st; tpg = tot/g; tf = gbs*8.92e14/st/g/1e12
    sysname = 'GB200' if acc=='gb200' else 'H100'
    peak = 2.45e15 if (acc=='gb200' and prec=='bf16') else 4.9e15 if acc=='gb200' else (989e12 if prec=='bf16' else 1979e12)
    mfu_note = f"published MFU {mpub}%; recomputed vs NVIDIA peak {peak/1e12:.0f} TFLOPS = {tf*1e12/peak*100:.1f}%"
    mfu_val = mpub
    if acc=='gb200' and prec=='bf16' and g==128:
        mfu_note += (". The README's worked example divides this BF16 run by the FP8 peak ('MFU = 1024 * 8.92e14 / 7.781 / 128 / 4.9E+15 = 18.71%', and calls the GB200 BF16 peak '989 TFLOPS'); "
                     "vs the BF16 peak 2.45e15 it is 37.4%, consistent with the 256/512 columns; mfu_pct set to the corrected 37.4 (DERIVED)")
        mfu_val = round(tf*1e12/peak*100,1)
    r(row_id=f'h63-{len(rows)+1:03d}', source=DGX_SRC.format(f='llama4/README.md', l='llama4/launch.sh'),
      table=f"'{sysname}' performance table 'LLAMA4 maverick 400b {prec.upper()}', column '{col}'; config from '{sysname} Configs' table", **L4_SHAPE,
      global_batch_seqs=gbs, micro_batch=1, tp=tp, pp=pp, dp=dp, cp=1, ep=ep, vp=vp, sequence_parallel='', zero_stage=1, num_gpus=g,
      accelerator=acc, precision=prec, recompute='', framework='NeMo 2 / Megatron-Core (nvcr.io/nvidia/nemo:25.04.01, NeMo scripts.performance.llm.pretrain_llama4_e128 via dgxc-benchmarking v25.05.04)',
      step_time_s=st, tokens_per_s_per_gpu=round(tpg,1), tflops_per_gpu=round(tf,1), tflops_basis='model', mfu_pct=mfu_val,
      measured_or_derived='step time, total tokens/s and MFU PUBLISHED; tokens/s/GPU DERIVED from GBS*seq/step; TFLOP/s DERIVED from NVIDIA model-flops formula',
      confidence=('medium (H100 VP ambiguity, see notes)' if acc!='gb200' else 'high (table text and config table agree; GBS scaling only in README)'),
      notes=(f"Verbatim ({col}): 'Training step time (seconds per step)|{st}', 'Throughput in tokens per second |{tpub}', 'Model flops utilization|{mpub}%'. "
             f"Config row: '400b | BF16/FP8 | {g} | 8192 | 48 | {tp} | {pp} | 1 | {ep} | {dp} | {'12' if acc=='gb200' else '12'} | {etp} | 1 | {gbs} | {gbs//dp}' (Size Precision GPUs SeqLen Layers TP PP CP EP DP VP ETP MBS GBS GA). "
             f"DERIVED: tokens_per_s_per_gpu = {gbs}*8192/({st}*{g}) = {tpg:.1f} (published total {tpub} within 0.1%); tflops_per_gpu = GBS*8.92e14/step/GPUs = {tf:.1f}; {mfu_note}. "
             + ("launch.sh GB200: TP 1 PP 2 CP 1 EP 64 VP 12 ETP 1 MBS 1 CUDA graphs false, GBS default 1024; the README table (and the published throughputs) use GBS 1024/2048/4096 at 128/256/512 GPUs (weak scaling), so GBS follows the README. "
                if acc=='gb200' else
                "launch.sh H100: TP 4 PP 1 CP 1 EP 128 VP 1 ETP 4 MBS 1 GBS 1024, CUDA graphs true for FP8 only ('The FP8 Precision Run on H100 was run with CUDA Graphs enabled'). The v25.05.04 config table prints VP 12 for H100 although PP is 1; launch.sh sets VP 1 (recorded 1; v25.08 README also shows VP 1). ")
             + "FP8 recipe type not stated (recorded fp8). Recompute, sequence_parallel, dispatcher and router balancing not stated (left blank); zero_stage 1 ASSUMED (NeMo distributed optimizer). " + L4_SHAPE_NOTE),
      etp=etp)

# ---------------- Together AI: Qwen3-235B BF16 @512 B200, second cluster ----------------
tf = 490.6; fpt = 1.486e11; tpg = tf*1e12/fpt; gbs = 16384; st = gbs*4096/(tpg*512)
r(row_id=f'h63-{len(rows)+1:03d}',
  source=("Together AI, togethercomputer/together-dgxc-benchmarking@ebcac27776db26660e07e40522037061e6f960a2 worklog/2026-05-11_flapping_airplanes_512gpu_benchmark_report.md "
          "(Scoreboard row 8, Slurm job 2491); config from worklog/2026-05-10_flapping_airplanes_256gpu_benchmark_report.md 'Configurations' table at the same commit"),
  table="B200 DGXC 512-GPU Benchmark Sweep 2026-05-11, 'flapping-airplanes' B200 cluster (slinky, no SHARP), Scoreboard 'Qwen3 235B BF16'",
  model='Qwen3-235B-A22B', arch='moe', layers=94, hidden=4096, ffn_hidden=12288, ffn_gated='true', heads=64, kv_heads=4, seq_len=4096, vocab=151936,
  num_experts=128, experts_per_token=8, global_batch_seqs=gbs, micro_batch=1, tp=1, pp=8, dp=64, cp=1, ep=8, vp=4, sequence_parallel='false', zero_stage=1,
  num_gpus=512, accelerator='b200', precision='bf16', recompute='none', framework='Megatron-Bridge (NeMo 26.02 container, llmb-run, dgxc-benchmarking v26.02.01 recipe)',
  step_time_s=round(st,2), tokens_per_s_per_gpu=round(tpg,1), tflops_per_gpu=tf, tflops_basis='model', mfu_pct=round(tf/2250*100,1),
  measured_or_derived='TFLOP/s/GPU PUBLISHED only (mean iters 3-9); tokens/s and step time DERIVED via the FLOP/token of the same recipe',
  confidence='low (no step time or batch published in this report; config and GBS from the recipe)',
  notes=("Verbatim scoreboard: '| 8 | Qwen3 235B BF16 | 514 | **490.6** | -4.6% | 478.9 | **+2.4%** | 614 | -20.1% | 2491 |' (target, 2026-05-11 512 GPU, vs target, yesterday 256 GPU, vs yesterday, MD1 256 GPU, vs MD1, job); "
         "'Qwen3 235B BF16 | 102.4% (superlinear) | none - MoE with EP=8 keeps expert groups same size'. Config table (05-10 report): 'Qwen3 235B BF16/FP8 | nemo+26.02 | TP=1 PP=8 CP=1 VP=4 EP=8 | 8192' (GBS column = recipe base GBS at 256 GPUs). "
         "GBS 16384 at 512 GPUs ASSUMED as in together_ai.csv tog_b200_qwen3_235b_bf16_512 (Megatron-Bridge rescales GBS to gbs_scaling_factor*num_gpus; NVIDIA README B200 512 row GBS 16384 DP64). "
         f"DERIVED: tokens_per_s_per_gpu = tflops*1e12/FLOP_per_token = 490.6e12/1.486e11 = {tpg:.1f}, FLOP/token 1.486e11 implied by the published step time and TFLOP/s of the same recipe on Together's MD1 cluster (tog_b200_qwen3_235b_bf16_512: 604.7 TFLOP/s at 32.2 s, GBS 16384); "
         f"step_time_s = GBS*seq/(tokens_per_s_per_gpu*GPUs) = 16384*4096/({tpg:.1f}*512) = {st:.2f} (depends on the ASSUMED GBS; tokens/s does not). mfu_pct DERIVED vs 2250 TFLOPS dense BF16 B200 (ASSUMED peak). "
         "Different cluster from the existing Together rows: 64 B200 nodes on Kubernetes/Slinky, SHARP inactive ('NCCL all_reduce is Ring-only at multi-node scale, capping at ~388 GB/s busbw vs ~545 GB/s on MD1'). "
         "Shape from Qwen/Qwen3-235B-A22B config.json as in tog_b200_qwen3_235b_bf16_512 (94 layers all MoE, 128 experts of 1536 top-8, 64 q / 4 kv heads x 128, vocab 151936). "
         "Recipe settings as in that row: recompute none, moe_router_force_load_balancing True, no CUDA graphs; zero_stage 1 ASSUMED."),
  head_dim=128, moe_ffn_hidden=1536, shared_experts=0, first_dense_layers=0, etp=1, moe_force_balance='true')

with open('/work/s63/h3/rows.csv','w',newline='') as f:
    w = csv.DictWriter(f, fieldnames=HDR); w.writeheader(); w.writerows(rows)
print(len(rows))
for d in rows: print(d['row_id'], d['accelerator'], d['num_gpus'], d['precision'], d['step_time_s'], d['tokens_per_s_per_gpu'], d['tflops_per_gpu'], d['mfu_pct'])
