import csv
hdr=next(csv.reader(open('/work/main/data/measurements/kempner_forge.csv')))
RC='9c5258f1090cf22ad0fbf55472e14a9cdc5642cf'
SRC_R=f"NVIDIA (Megatron-Core MoE team), NVIDIA/Megatron-LM@{RC} (dev branch, '[Dev] Update moe recipes (#6335)', 2026-08-11) examples/moe_recipes/README.md (Recipe Index, column 'Median TFLOP/s/GPU'; column first added in PR #5289 merged as e5ad09802d5f 2026-06-15 with identical Qwen3/DeepSeek-V3 values) + the linked recipe YAML (ARGS) at the same commit"
QW30=dict(layers=48,hidden=2048,ffn_hidden=768,ffn_gated=True,heads=32,kv_heads=4,seq_len=4096,vocab=151936,num_experts=128,experts_per_token=8,head_dim=128,shared_experts=0,first_dense_layers=0,etp=1)
QW235=dict(layers=94,hidden=4096,ffn_hidden=1536,ffn_gated=True,heads=64,kv_heads=4,seq_len=4096,vocab=151936,num_experts=128,experts_per_token=8,head_dim=128,shared_experts=0,first_dense_layers=0,etp=1)
DSV3=dict(layers=61,hidden=7168,ffn_hidden=18432,ffn_gated=True,heads=128,kv_heads=128,seq_len=4096,vocab=129280,num_experts=256,experts_per_token=8,head_dim=192,moe_ffn_hidden=2048,shared_experts=1,first_dense_layers=3,q_lora_rank=1536,kv_lora_rank=512,qk_rope_head_dim=64,v_head_dim=128,etp=1)
FPT={'Qwen3-30B-A3B':23.0e9,'Qwen3-235B-A22B':148.0e9,'DeepSeek-V3 671B':260.7e9}
FPT_NOTE={'Qwen3-30B-A3B':"23.0e9 FLOP/token = the Megatron model-FLOP count of Qwen3-30B-A3B at seq 4096 implied by NVIDIA's published pairs (nvidia_megatron.csv nvmb-019: 206e12/8960 = 22.99e9; nvidia_moe_extra.csv nvmoe-011: 938e12/40769 = 23.01e9)",
 'Qwen3-235B-A22B':"148.0e9 FLOP/token = the Megatron model-FLOP count of Qwen3-235B-A22B at seq 4096 used for nvidia_moe_modelzoo.csv nvmz-015 (ModelZoo H100 rows imply 147.3e9; Megatron-Bridge rows 147.8-148.3e9)",
 'DeepSeek-V3 671B':"260.7e9 FLOP/token = the Megatron-Core model-FLOP count of DeepSeek-V3 (MTP 1) at seq 4096 implied by the Megatron-Core MoE report's Table 11 (1048e12/4020 = 260.7e9; 368e12/1412 = 260.6e9; see nvidia_moe_extra.csv nvmoe65-001)"}
SH_NOTE={'Qwen3-30B-A3B':"SHAPE from the recipe ARGS (num_layers 48, hidden_size 2048, num_attention_heads 32, kv_channels 128, num_query_groups 4, num_experts 128, moe_ffn_hidden_size 768, moe_router_topk 8, swiglu, untie_embeddings_and_output_weights, qk_layernorm, tokenizer Qwen/Qwen3-30B-A3B with make_vocab_size_divisible_by 1187 -> vocab 151936); every layer MoE (no moe_layer_freq), no shared expert, so ffn_hidden = expert width and moe_ffn_hidden empty (file convention, as nvmb-019).",
 'Qwen3-235B-A22B':"SHAPE from the recipe ARGS (num_layers 94, hidden_size 4096, num_attention_heads 64, kv_channels 128, num_query_groups 4, num_experts 128, moe_ffn_hidden_size 1536, moe_router_topk 8, swiglu, untied embeddings, tokenizer Qwen/Qwen3-235B-A22B, make_vocab_size_divisible_by 1187 -> vocab 151936); every layer MoE, no shared expert, so ffn_hidden = expert width and moe_ffn_hidden empty (file convention, as nvmz-001).",
 'DeepSeek-V3 671B':"SHAPE from the recipe ARGS: num_layers 61, hidden_size 7168, ffn_hidden_size 18432 (dense layers), num_attention_heads 128, multi_latent_attention (q_lora_rank 1536, kv_lora_rank 512, qk_head_dim 128 + qk_pos_emb_head_dim 64 => head_dim 192, v_head_dim 128; kv_heads = heads), num_experts 256, moe_router_topk 8, moe_ffn_hidden_size 2048, moe_shared_expert_intermediate_size 2048 (1 shared expert), moe_layer_freq ([0]*3+[1]*58) => first 3 layers dense, mtp_num_layers 1 (MTP on; not a column), tokenizer unsloth/DeepSeek-V3 (vocab 129280 as nvmb-010), untied embeddings; columns as nvidia_moe_extra.csv nvmoe65-001."}
def R(**k): return k
rows=[]
def recipe(model,sh,acc,gpus,tp,pp,ep,vp,mbs,gbs,prec,rec,disp,tf,yaml,cell,extra,vp_note='',act_off=False,opt='bf16_moments',conf='high'):
    dp=gpus//(tp*pp)
    tok=FPT[model]
    tps=tf*1e12/tok
    st=gbs*4096/(tps*gpus)
    r=dict(sh)
    r.update(source=SRC_R,table=f"Recipe Index row: {cell}",model=model,arch='moe',global_batch_seqs=gbs,micro_batch=mbs,tp=tp,pp=pp,dp=dp,cp=1,ep=ep,vp=vp,
      sequence_parallel=(tp>1),zero_stage=1,num_gpus=gpus,accelerator=acc,precision=prec,recompute=rec,
      framework="Megatron-LM / Megatron-Core (dev branch) + Transformer Engine, NGC PyTorch container (26.03/26.04, per README Recipe Notes)",
      step_time_s=round(st,3),tokens_per_s_per_gpu=round(tps,1),tflops_per_gpu=tf,tflops_basis='model',
      measured_or_derived=f"tflops_per_gpu PUBLISHED (README 'Median TFLOP/s/GPU', Megatron log_throughput model FLOPs); dp, vp, tokens_per_s_per_gpu and step_time_s DERIVED",
      confidence=conf,moe_force_balance=True,moe_dispatcher=disp,activation_offload=act_off,optimizer_state=opt)
    r['notes']=(f"Verbatim README cells: {cell}. Recipe file examples/moe_recipes/{yaml} (ARGS: tensor_model_parallel_size {tp}, pipeline_model_parallel_size {pp}, expert_model_parallel_size {ep}, expert_tensor_parallel_size 1, context_parallel_size 1, micro_batch_size {mbs}, global_batch_size {gbs}, seq_length 4096, use_distributed_optimizer true -> zero_stage 1, moe_router_force_load_balancing true, mock_data true). {extra} {vp_note} "
      f"DERIVED: dp = {gpus}/(tp {tp} x pp {pp} x cp 1) = {dp}; tokens_per_s_per_gpu = {tf}e12 / {tok:.4g} = {tps:.1f}; step_time_s = {gbs} x 4096 / ({tps:.1f} x {gpus}) = {st:.3f} s ({FPT_NOTE[model]}; the README publishes TFLOP/s only, so step time and tokens/s inherit that FLOP-count assumption). "
      f"{SH_NOTE[model]} Median over steady-state iterations (README column 'Median TFLOP/s/GPU'; run count/iterations not stated). Force-balanced routing (token-dropless). Publisher NVIDIA (calibration publisher). Collected 2026-12-06 by helper s67/h2 (report /work/s67/h2/report.md).")
    rows.append(r)

recipe('DeepSeek-V3 671B',DSV3,'b200',256,1,8,32,2,1,2048,'fp8','selective','hierarchical',776.7,'deepseek_v3/b200/mxfp8_256GPU_TP1PP8EP32.yaml',
  "DeepSeek-V3 | B200 MXFP8 | 256 | 1/8/32/1/1 | 1/2048/4096 | DeepEP; EP overlap | 776.7",
  "MXFP8 (fp8_recipe mxfp8, fp8_param_gather, exp_avg_dtype bf16, main_params_dtype fp32 -> optimizer_state bf16_moments) recorded as fp8; moe_token_dispatcher_type flex + moe_flex_dispatcher_backend deepep -> moe_dispatcher hierarchical; overlap_moe_expert_parallel_comm true (EP a2a overlap), overlap_grad_reduce/param_gather true; recompute_granularity selective, recompute_modules [mla_up_proj, mlp] -> selective. DGX/HGX B200, 8 GPUs per node (interconnect not stated).",
  vp_note="vp DERIVED from pipeline_model_parallel_layout 'Et*4|(tttt|)*14tmL' = 16 virtual stages / pp 8 = 2.")
recipe('DeepSeek-V3 671B',DSV3,'gb200',256,1,4,64,4,1,8192,'fp8','selective','hierarchical',1127.6,'deepseek_v3/gb200/mxfp8_256GPU_TP1PP4EP64.yaml',
  "DeepSeek-V3 | GB200 MXFP8 | 256 | 1/4/64/1/1 | 1/8192/4096 | HybridEP; partial CG; EP overlap; offload | 1127.6",
  "MXFP8 recorded as fp8 (exp_avg_dtype bf16, main_params_dtype fp32 -> bf16_moments); HybridEP (flex/hybridep) -> hierarchical; partial CUDA graph (cuda_graph_impl transformer_engine, scope attn, moe_router, moe_preprocess); recompute selective [mla_up_proj]; fine_grained_activation_offloading with offload_modules [expert_fc1] -> activation_offload True; ALSO offload_optimizer_states true (optimizer state offloaded to host; no column for it). GB200 NVL72 (EP64 inside the 72-GPU NVLink domain). NEAR-DUPLICATE: same layout and GBS as nvidia_moe_extra.csv nvmoe65-001 (Megatron-Core MoE report Table 11/17: 1048 TF) and nvmb-010 (GBS 4096, 1106 TF); this is a later software snapshot (PyTorch 26.03 container, optimizer offload).",
  vp_note="vp DERIVED from pipeline_model_parallel_layout 'Et*4|(tttt|)*14tmL' = 16 virtual stages / pp 4 = 4.",act_off=True)
recipe('DeepSeek-V3 671B',DSV3,'gb300',256,1,4,64,4,1,8192,'fp8','none','hierarchical',1357.7,'deepseek_v3/gb300/mxfp8_256GPU_TP1PP4EP64.yaml',
  "DeepSeek-V3 | GB300 MXFP8 | 256 | 1/4/64/1/1 | 1/8192/4096 | HybridEP; partial CG; EP overlap | 1357.7",
  "MXFP8 recorded as fp8 (bf16_moments); HybridEP -> hierarchical; partial CUDA graph (attn, moe_router, moe_preprocess); no recompute arguments in the recipe -> recompute none; no offload. GB300 NVL72.",
  vp_note="vp DERIVED from pipeline_model_parallel_layout 'Et*4|(tttt|)*14tmL' = 16 virtual stages / pp 4 = 4.")
recipe('Qwen3-235B-A22B',QW235,'h100-sxm5-80gb',256,2,8,32,4,1,2048,'bf16','selective','hierarchical',214.3,'qwen3_235b/h100/bf16_256GPU_TP2PP8EP32.yaml',
  "Qwen3-235B-A22B | H100 BF16 | 256 | 2/8/32/1/1 | 1/2048/4096 | router/preprocess CG; HybridEP; EP overlap | 214.3",
  "BF16 (no fp8 args; optimizer dtypes not set -> optimizer_state empty); HybridEP -> hierarchical; TE CUDA graph scope 'moe_router moe_preprocess'; overlap_moe_expert_parallel_comm true; recompute selective 'moe_act layernorm'; sequence_parallel true (TP2). H100 variant not named beyond 'H100' (SXM assumed as in every NVIDIA H100 MoE row). NEAR-DUPLICATE layout of nvmz-001/002 (ModelZoo, 245/276 TF) and dgxc64-004 (190 TF). An OPEN, unmerged PR NVIDIA/Megatron-LM #5728 (commit 7146484607245a4b, 2026-07-09) would refresh this cell to 302.0 measured via the matching Megatron-Bridge recipe; not used.",
  vp_note="vp DERIVED: num_layers_per_virtual_pipeline_stage 3 with account_for_embedding/loss_in_pipeline_split: (94+2)/pp 8 = 12 layers per stage / 3 = 4.",opt='')
recipe('Qwen3-235B-A22B',QW235,'b200',128,2,4,16,12,3,3072,'fp8','none','hierarchical',633.9,'qwen3_235b/b200/mxfp8_128GPU_TP2PP4EP16.yaml',
  "Qwen3-235B-A22B | B200 MXFP8 | 128 | 2/4/16/1/1 | 3/3072/4096 | DeepEP; EP overlap; VPP12 | 633.9",
  "MXFP8 recorded as fp8 (bf16_moments); DeepEP (flex/deepep) -> hierarchical; overlap_moe_expert_parallel_comm, overlap_p2p_comm; no recompute args -> none; sequence_parallel true. PR #5289 text: 'W&B run label VPP12 with num_layers_per_virtual_pipeline_stage: 2, MBS3/GBS3072, DeepEP, median 633.9 TFLOP/s/GPU from https://wandb.ai/megatron-core-moe-dev/Qwen3_235B_benchmark/runs/lyzcoho5' (recipe converted from the W&B run config). DGX B200, 8 GPUs/node.",
  vp_note="vp 12 published in README ('VPP12'); consistent with (94+2)/pp 4 = 24 layers per stage / 2.")
recipe('Qwen3-235B-A22B',QW235,'b300',128,2,1,16,1,3,9216,'fp8','none','hierarchical',922.6,'qwen3_235b/b300/mxfp8_128GPU_TP2PP1EP16_partial_cg.yaml',
  "Qwen3-235B-A22B | B300 MXFP8 partial CG | 128 | 2/1/16/1/1 | 3/9216/4096 | partial CG; HybridEP; EP overlap | 922.6",
  "MXFP8 recorded as fp8 (bf16_moments); HybridEP -> hierarchical; TE CUDA graph scope [attn, moe_router]; no recompute -> none; sequence_parallel true. PR #5289 text: 'TP2/PP1/EP16, MBS3/GBS9216, HybridEP, partial CUDA graph over attention and MoE router, median 922.6 TFLOP/s/GPU from https://wandb.ai/nvidia/Qwen3-235B-benchmarking-B300/runs/fue8wyv9'. Expert data-parallel DERIVED = 128/(EP16 x ETP1) = 8. HGX/DGX B300, 8 GPUs/node.")
recipe('Qwen3-235B-A22B',QW235,'gb200',128,1,1,64,1,1,8192,'fp8','none','hierarchical',1159.5,'qwen3_235b/gb200/mxfp8_128GPU_TP1PP1EP64_paged_stash_fullcg_overlap.yaml',
  "Qwen3-235B-A22B | GB200 MXFP8 full CG | 128 | 1/1/64/1/1 | 1/8192/4096 | paged stash; full CG; HybridEP; EP overlap | 1159.5",
  "MXFP8 recorded as fp8 (bf16_moments); HybridEP -> hierarchical; cuda_graph_impl local, scope full_iteration; moe_paged_stash true (page 64, buffer factor cuda 1.0 / cpu 0.8: MoE activation stash partly in host memory, not a column); no recompute -> none. PP1 so the whole 94-layer model is on every GPU (experts sharded EP64). GB200 NVL72. Unmerged PR #5728 would refresh to 1208.3 (not used).")
recipe('Qwen3-235B-A22B',QW235,'gb200',128,1,1,64,1,1,8192,'fp8','none','hierarchical',1018,'qwen3_235b/gb200/mxfp8_128GPU_TP1PP1EP64_partial_cg_overlap.yaml',
  "Qwen3-235B-A22B | GB200 MXFP8 partial CG | 128 | 1/1/64/1/1 | 1/8192/4096 | partial CG; HybridEP; EP overlap | 1018",
  "MXFP8 recorded as fp8 (bf16_moments); HybridEP -> hierarchical; TE CUDA graph scope [attn, moe_router, moe_preprocess]; no paged stash; no recompute -> none. GB200 NVL72. Same layout as the full-CG row above (only CUDA-graph scope and paged stash differ). Unmerged PR #5728 would refresh to 876.2 (not used).")
recipe('Qwen3-235B-A22B',QW235,'gb300',128,1,1,64,1,1,8192,'fp8','none','hierarchical',1323.1,'qwen3_235b/gb300/mxfp8_128GPU_TP1PP1EP64_paged_stash_full_cg.yaml',
  "Qwen3-235B-A22B | GB300 MXFP8 full CG | 128 | 1/1/64/1/1 | 1/8192/4096 | paged stash; full CG; HybridEP; EP overlap | 1323.1",
  "MXFP8 recorded as fp8 (bf16_moments); HybridEP -> hierarchical; full-iteration CUDA graph (local); moe_paged_stash true; no recompute -> none. GB300 NVL72. Unmerged PR #5728 would refresh to 1396.1 (not used).")
recipe('Qwen3-30B-A3B',QW30,'h100-sxm5-80gb',32,1,1,8,1,1,256,'fp8','none','hierarchical',232.4,'qwen3_30b/h100/fp8_32GPU_TP1PP1EP8.yaml',
  "Qwen3-30B-A3B | H100 FP8 | 32 | 1/1/8/1/1 | 1/256/4096 | FP8 blockwise; router/preprocess CG | 232.4",
  "FP8 blockwise (fp8_recipe blockwise, e4m3, fp8_param_gather; exp_avg_dtype bf16, main_params_dtype fp32 -> bf16_moments) recorded as fp8; HybridEP -> hierarchical; TE CUDA graph scope [attn, moe_router, moe_preprocess] (README says router/preprocess CG); no recompute -> none; overlap_grad_reduce/param_gather. 4 H100 nodes of 8 GPUs (H100 variant not named; SXM assumed). Unmerged PR #5728 would refresh to 242.9 (not used).")
recipe('Qwen3-30B-A3B',QW30,'h100-sxm5-80gb',32,1,1,8,1,1,256,'bf16','none','hierarchical',234.1,'qwen3_30b/h100/bf16_32GPU_TP1PP1EP8.yaml',
  "Qwen3-30B-A3B | H100 BF16 | 32 | 1/1/8/1/1 | 1/256/4096 | BF16 baseline | 234.1",
  "BF16 baseline (no fp8, no CUDA graph, no recompute args -> none; optimizer dtypes default -> optimizer_state empty); HybridEP -> hierarchical; overlap_grad_reduce/param_gather. 4 H100 nodes (SXM assumed). Unmerged PR #5728 would refresh to 240.5 (not used).",opt='')
recipe('Qwen3-30B-A3B',QW30,'gb200',16,1,1,16,1,4,512,'bf16','none','hierarchical',528,'qwen3_30b/gb200/bf16_16GPU_TP1PP1EP16.yaml',
  "Qwen3-30B-A3B | GB200 BF16 | 16 | 1/1/16/1/1 | 4/512/4096 | BF16 baseline | 528",
  "BF16 baseline, no CUDA graph, no recompute -> none; optimizer dtypes default -> optimizer_state empty; HybridEP -> hierarchical. 16 GB200 = 4 compute trays in one NVL72 rack (EP16 inside NVLink). Unmerged PR #5728 would refresh to 504.2 (not used).",opt='')
recipe('Qwen3-30B-A3B',QW30,'gb200',16,1,1,16,1,4,512,'fp8','none','hierarchical',514,'qwen3_30b/gb200/mxfp8_16GPU_TP1PP1EP16_partial_cg.yaml',
  "Qwen3-30B-A3B | GB200 MXFP8 partial CG | 16 | 1/1/16/1/1 | 4/512/4096 | MXFP8; partial CG | 514",
  "MXFP8 (fp8_recipe mxfp8; no fp8_param_gather, no bf16 optimizer dtypes in this recipe -> optimizer_state empty) recorded as fp8; partial CUDA graph (external_cuda_graph, scope attn, moe_router, moe_preprocess); no recompute -> none; HybridEP -> hierarchical. GB200 NVL72. Unmerged PR #5728 would refresh to 480.3 (not used).",opt='')
recipe('Qwen3-30B-A3B',QW30,'gb200',16,1,1,16,1,4,512,'fp8','none','hierarchical',646.8,'qwen3_30b/gb200/mxfp8_16GPU_TP1PP1EP16_paged_stash.yaml',
  "Qwen3-30B-A3B | GB200 MXFP8 paged stash | 16 | 1/1/16/1/1 | 4/512/4096 | MXFP8; paged stash; full CG | 646.8",
  "MXFP8 recorded as fp8 (optimizer dtypes default -> empty); full-iteration CUDA graph (local); moe_paged_stash true (page 64, cuda buffer factor 1.1); no recompute -> none; HybridEP -> hierarchical. GB200 NVL72. Unmerged PR #5728 would refresh to 598.1 (not used).",opt='')

# Megatron-FSDP v2 prototype rows
SRC_F=("NVIDIA (Megatron-FSDP team, Jianbin Chang), examples/megatron_fsdp_v2_prototype/qwen3_30b_a3b_mxfp8/README.md: 'Case-study results' table with Median step column as stored at shjwudp/Megatron-LM@8b8e91ebdba6fe3ab0f9c73f6303b0d37eb217e1 (code-index id 58791603440); "
       "same TFLOP/s, samples/s and memory cells in 'Validation results' at NVIDIA/Megatron-LM@949a9ecc8ecd318c4d37e06befc70b16014a124e (2026-07-19, 'docs: add Megatron-FSDP v2 benchmark results'); launch script qwen3-30b-a3b.gbs128_mbs4_seq4096_n2_mfsdp2_mxfp8_wandb.sh at the same NVIDIA commit")
for i,(be,st,tf,sps,mem,prec,note) in enumerate([
  ("Megatron-FSDP v1, BF16",5.01135,300.85,25.36,174.69,'bf16',"BF16 (README labels the backend 'BF16'; the checked-in script's --fp8-recipe mxfp8/--fp8-param-gather apply to the MXFP8 case only, per the table's own split)."),
  ("Megatron-FSDP v2, BF16",4.6619,323.45,26.97,183.09,'bf16',"BF16, Megatron-FSDP v2 (--use-megatron-fsdp-v2). README: 'Without selective recomputation, the BF16 v2 case reached 189.25 GB and ran out of memory after iteration 10.'"),
  ("Megatron-FSDP v2, MXFP8 parameter gather",6.86315,219.70,18.49,170.85,'fp8',"MXFP8 (--fp8-recipe mxfp8 --fp8-format e4m3 --fp8-param-gather) recorded as fp8; README: 'MXFP8 parameter gathering ... is 32.1% slower here; it demonstrates the low-precision parameter-gather capability rather than a throughput win'.")]):
    tps=128*4096/(st*8)
    r=dict(QW30)
    r.update(source=SRC_F,table=f"Case-study results, row '{be}'",model='Qwen3-30B-A3B',arch='moe',global_batch_seqs=128,micro_batch=4,tp=1,pp=1,dp=8,cp=1,ep=4,vp=1,sequence_parallel=False,zero_stage=3,num_gpus=8,
      accelerator='gb200',precision=prec,recompute='selective',framework=f"Megatron-LM (Megatron-FSDP {'v1' if 'v1' in be else 'v2'} prototype, commit 6791bfacb9ed) + Transformer Engine, container nvcr.io/nvidia/nemo:26.04",
      step_time_s=st,tokens_per_s_per_gpu=round(tps,1),tflops_per_gpu=tf,tflops_basis='model',
      measured_or_derived="step_time_s (Median step), tflops_per_gpu (Median TFLOP/s/GPU), samples/s and peak memory PUBLISHED; tokens_per_s_per_gpu DERIVED = 128 x 4096 / (step x 8)",
      confidence='high',moe_force_balance=True,moe_dispatcher='alltoall',activation_offload=False,peak_memory_gib=round(mem*1e9/2**30,2),memory_measure='device')
    r['notes']=(f"Verbatim row: '{be} | {st*1000:,.2f} ms | {tf} | {sps} | {mem} GB'. README: 'collected on 2026-07-18 at Megatron-LM commit 6791bfacb9ed using two GB200 nodes with four GPUs per node. All cases used the full Qwen3-30B-A3B shape (30.53B total and 3.35B active parameters), TP1/PP1/CP1/EP4, MBS4/GBS128, sequence length 4096, all-to-all token dispatch, selective moe_act recomputation, and mock data with forced-balanced routing. The table reports 40 measured optimizer steps after 10 warmup steps.' {note} "
      f"Script: --use-megatron-fsdp --data-parallel-sharding-strategy optim_grads_params (params+grads+optimizer sharded -> zero_stage 3, over all 8 DP ranks -> fsdp_shard empty), --expert-model-parallel-size 4 --expert-tensor-parallel-size 1, --moe-token-dispatcher-type alltoall, --moe-router-force-load-balancing, --recompute-granularity selective --recompute-modules moe_act, --sequence-parallel (TP1, no effect -> False), --num-layers 48 --hidden-size 2048 --num-attention-heads 32 --num-query-groups 4 --kv-channels 128 --num-experts 128 --moe-ffn-hidden-size 768 --moe-router-topk 8 --untie-embeddings-and-output-weights --make-vocab-size-divisible-by 1187, CUDA_DEVICE_MAX_CONNECTIONS=8, #SBATCH --nodes=2 --ntasks-per-node=4. "
      f"VOCAB: the script's tokenizer is a placeholder path (c4/en/tokenizer); vocab 151936 taken from the README's '30.53B total' (= Qwen3-30B-A3B with its 151,936-token vocab). Check: samples/s {sps} -> 128/{sps} = {128/sps:.3f} s per step (mean-based, vs published median {st} s); FLOP/token = {tf}e12/{tps:.0f} = {tf*1e12/tps/1e9:.2f}e9 (near the 23.0e9 of NVIDIA's Megatron-Bridge rows). Peak memory {mem} GB (decimal) = {mem*1e9/2**30:.2f} GiB, 'Peak device memory' -> memory_measure device. GB200 NVL72 trays (4 GPUs per node). Collected 2026-12-06 by helper s67/h2.")
    rows.append(r)
for i,r in enumerate(rows,1): r['row_id']=f"moe67-{i:03d}"
with open('/work/s67/h2/rows.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=hdr,extrasaction='raise'); w.writeheader()
    for r in rows: w.writerow({k:r.get(k,'') for k in hdr})
print(len(rows))
for r in rows: print(r['row_id'],r['model'],r['accelerator'],r['num_gpus'],r['tp'],r['pp'],r['dp'],r['ep'],r['vp'],r['global_batch_seqs'],r['micro_batch'],r['precision'],r['tflops_per_gpu'],r['tokens_per_s_per_gpu'],r['step_time_s'])
