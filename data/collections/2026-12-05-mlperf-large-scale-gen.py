import json, csv, statistics as st
allr=json.load(open('all.json'))
hdr=open('/work/main/data/measurements/kempner_forge.csv').readline().strip().split(',')
C={'3.0':'63e326c400f5d8bb8c6070a9ab08332d4931152e','3.1':'d06288b2bd675a9d88e0e6181f5bb5626b71ec19','4.0':'6fe954378efe4a1a1bd665550b18ff8f26018def','4.1':'b87b9e396f771345d4ef122ba33456304f15228d','5.0':'0fdc28f013256aea84fa36fdaf1e0fa46094b18c'}
cfg={}
for line in open('cfgmap.txt'):
    a,d,c=line.strip().split('|'); cfg[a]=(d,c)
GPT3=dict(model='GPT-3 175B (MLPerf gpt3 benchmark)',arch='dense',layers=96,hidden=12288,ffn_hidden=49152,ffn_gated='false',heads=96,kv_heads=96,seq_len=2048,vocab=50304,head_dim=128)
L405=dict(model='Llama 3.1 405B (MLPerf llama31_405b benchmark)',arch='dense',layers=126,hidden=16384,ffn_hidden=53248,ffn_gated='true',heads=128,kv_heads=8,seq_len=8192,vocab=128256,head_dim=128)
# key, submitter label, id suffix, ngpu, nodes, gpn, tp,pp,cp,vp,minibs,mbs, accel, framework, system text, extra
R=[
('3.0 NVIDIA/results/dgxh100_n96_nemo/gpt3','NVIDIA','gpt3-nvidia-768h100-v30',768,96,8,4,8,1,12,128,1,'h100-sxm5-80gb','NeMo Megatron / Megatron-Core + TransformerEngine, container PyTorch 23.04 (NVIDIA MLPerf v3.0 gpt3 implementation), FP8','System dgxh100_n96 (96 x DGX H100, 8 x H100-SXM5-80GB, NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node; systems/dgxh100_n96_nemo.json).'),
('3.0 NVIDIA_CoreWeave/results/coreweave_hgxh100_n96_ngc23.04_pytorch/gpt3','NVIDIA+CoreWeave','gpt3-coreweave-768h100',768,96,8,4,8,1,12,128,1,'h100-sxm5-80gb','NeMo Megatron / Megatron-Core + TransformerEngine, container PyTorch 23.04 (NVIDIA MLPerf v3.0 gpt3 implementation), FP8','System CoreWeave HGX H100 cluster, 96 nodes x 8 H100-SXM5-80GB (NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node; systems/coreweave_hgxh100_n96_ngc23.04_pytorch.json).'),
('3.0 NVIDIA_CoreWeave/results/coreweave_hgxh100_n192_ngc23.04_pytorch/gpt3','NVIDIA+CoreWeave','gpt3-coreweave-1536h100',1536,192,8,4,8,1,12,64,1,'h100-sxm5-80gb','NeMo Megatron / Megatron-Core + TransformerEngine, container PyTorch 23.04 (NVIDIA MLPerf v3.0 gpt3 implementation), FP8','System CoreWeave HGX H100 cluster, 192 nodes x 8 H100-SXM5-80GB (NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node).'),
('3.0 NVIDIA_CoreWeave/results/coreweave_hgxh100_n448_ngc23.04_pytorch/gpt3','NVIDIA+CoreWeave','gpt3-coreweave-3584h100',3584,448,8,4,8,1,12,24,1,'h100-sxm5-80gb','NeMo Megatron / Megatron-Core + TransformerEngine, container PyTorch 23.04 (NVIDIA MLPerf v3.0 gpt3 implementation), FP8','System CoreWeave HGX H100 cluster, 448 nodes x 8 H100-SXM5-80GB (NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node; systems/coreweave_hgxh100_n448_ngc23.04_pytorch.json).'),
('3.1 Azure+NVIDIA/results/ND_H100_v5_n1344_pytorch/gpt3','Azure+NVIDIA','gpt3-azure-10752h100',10752,1344,8,4,8,1,12,8,1,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 23.09 (NVIDIA MLPerf v3.1 gpt3 implementation), FP8','System Azure ND H100 v5 x 1344 VMs (8 x H100-SXM-80GB, NVLink 4.0; 8 x Quantum-2 CX7 InfiniBand 400 Gb/s per VM; systems/ND_H100_v5_n1344_pytorch.json).'),
('3.1 NVIDIA/results/eos-dfw_n512_ngc23.09_nemo/gpt3','NVIDIA','gpt3-nvidia-eos-4096h100',4096,512,8,4,8,1,12,16,1,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 23.09 (NVIDIA MLPerf v3.1 gpt3 implementation), FP8','System Eos-dfw, 512 x DGX H100 (8 x H100-SXM5-80GB, NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node).'),
('3.1 NVIDIA/results/eos-dfw_n768_ngc23.09_nemo/gpt3','NVIDIA','gpt3-nvidia-eos-6144h100',6144,768,8,4,8,1,12,16,1,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 23.09 (NVIDIA MLPerf v3.1 gpt3 implementation), FP8','System Eos-dfw, 768 x DGX H100 (8 x H100-SXM5-80GB, NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node).'),
('3.1 NVIDIA/results/eos-dfw_n1024_ngc23.09_nemo/gpt3','NVIDIA','gpt3-nvidia-eos-8192h100',8192,1024,8,4,8,1,12,16,1,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 23.09 (NVIDIA MLPerf v3.1 gpt3 implementation), FP8','System Eos-dfw, 1024 x DGX H100 (8 x H100-SXM5-80GB, NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node).'),
('3.1 NVIDIA/results/eos-dfw_n1280_ngc23.09_nemo/gpt3','NVIDIA','gpt3-nvidia-eos-10240h100',10240,1280,8,4,8,1,12,8,1,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 23.09 (NVIDIA MLPerf v3.1 gpt3 implementation), FP8','System Eos-dfw, 1280 x DGX H100 (8 x H100-SXM5-80GB, NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node).'),
('3.1 NVIDIA/results/eos-dfw_n1344_ngc23.09_nemo/gpt3','NVIDIA','gpt3-nvidia-eos-10752h100',10752,1344,8,4,8,1,12,8,1,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 23.09 (NVIDIA MLPerf v3.1 gpt3 implementation), FP8','System Eos-dfw, 1344 x DGX H100 (8 x H100-SXM5-80GB, NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node; systems/eos-dfw_n1344_ngc23.09_nemo.json).'),
('4.0 smc/results/64xSMC-H100-SXM-80GB/gpt3','Sustainable Metal Cloud (smc)','gpt3-smc-512h100',512,64,8,4,8,1,12,128,2,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 24.04 (NVIDIA-derived MLPerf gpt3 implementation), FP8','System SMC-H100 (Sustainable Metal Cloud), 64 nodes x 8 H100-SXM5-80GB, NVLink4/NVSwitch3 (systems/64xSMC-H100-SXM-80GB.json; host networking not stated).'),
('4.1 NVIDIA/results/eos_n32_ngc24.09_nemo/gpt3','NVIDIA','gpt3-nvidia-eos-256h100',256,32,8,4,8,1,6,256,2,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 24.09 (NVIDIA MLPerf gpt3 implementation), FP8','System Eos, 32 x DGX H100 (8 x H100-SXM5-80GB, NVLink4/NVSwitch3; 8 x IB NDR 400 per node).'),
('5.0 NVIDIA/results/eos-dfw_n64_ngc25.01_nemo/llama31_405b','NVIDIA','405b-nvidia-eos-512h100',512,64,8,8,8,2,8,288,1,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.01 (NVIDIA MLPerf llama31_405b implementation), FP8','System Eos-dfw, 64 x HGX H100 (8 x H100-SXM5-80GB, NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node).'),
('5.0 NVIDIA/results/eos-dfw_n304_ngc25.01_nemo/llama31_405b','NVIDIA','405b-nvidia-eos-2432h100',2432,304,8,8,8,2,8,64,1,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.01 (NVIDIA MLPerf llama31_405b implementation), FP8','System Eos-dfw, 304 x HGX H100 (8 x H100-SXM5-80GB, NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node; systems/eos-dfw_n304_ngc25.01_nemo.json).'),
('5.0 NVIDIA/results/eos-dfw_n320_ngc25.01_nemo/llama31_405b','NVIDIA','405b-nvidia-eos-2560h100',2560,320,8,8,8,2,8,56,1,'h100-sxm5-80gb','NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.01 (NVIDIA MLPerf llama31_405b implementation), FP8','System Eos-dfw, 320 x HGX H100 (8 x H100-SXM5-80GB, NVLink4/NVSwitch3; compute 8 x ConnectX-7 IB NDR 400 per node).'),
('5.0 NVIDIA/results/tyche_ngpu256_ngc25.04_nemo/llama31_405b','NVIDIA','405b-nvidia-tyche-256gb200',256,64,4,4,8,2,8,112,1,'gb200','NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.04 (NVIDIA MLPerf llama31_405b implementation), FP8','System Tyche (4 x GB200 NVL72 racks), 64 compute trays x 4 GB200 GPUs (NVLink5 1800 GB/s + NVSwitch5; 4 x ConnectX-7 IB NDR 400 per tray; systems/tyche_ngpu256_ngc25.04_nemo.json).'),
('5.0 NVIDIA/results/tyche_ngpu512_ngc25.04_nemo/llama31_405b','NVIDIA','405b-nvidia-tyche-512gb200',512,128,4,4,8,2,8,112,1,'gb200','NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.04 (NVIDIA MLPerf llama31_405b implementation), FP8, full CUDA graphs','System Tyche (GB200 NVL72 racks), 128 compute trays x 4 GB200 GPUs (NVLink5 + NVSwitch5; 4 x ConnectX-7 IB NDR 400 per tray). Config variant _dplast (TP_PP_DP_MAPPING-style rank order, not carried by the layout).'),
('5.0 IBM+CoreWeave+NVIDIA/results/carina_ngpu1536_ngc25.04_nemo/llama31_405b','IBM+CoreWeave+NVIDIA','405b-coreweave-1536gb200',1536,384,4,4,8,2,8,48,1,'gb200','NeMo / Megatron-Core + TransformerEngine, container PyTorch 25.04 (NVIDIA MLPerf llama31_405b implementation), FP8, full CUDA graphs','System Carina (CoreWeave + IBM + NVIDIA), 384 GB200 compute trays x 4 GPUs (24 x GB200 NVL72 racks; NVLink5 1800 GB/s + NVSwitch5; 4 x ConnectX-7 IB NDR 400 per tray; systems/carina_ngpu1536_ngc25.04_nemo.json).'),
]
rows=[]; rep=[]
for i,(key,sub,suf,ng,nodes,gpn,tp,pp,cp,vp,minibs,mbs,acc,fw,sysd) in enumerate(R,1):
    v=key.split()[0]; d=key.split()[1]; res=allr[key]; impl,cfgf=cfg[key]
    is405='llama31_405b' in d; shape=L405 if is405 else GPT3; seq=shape['seq_len']
    gbs=res[0]['gbs']; assert all(r['gbs']==gbs for r in res)
    dp=ng//(tp*pp*cp); assert dp*tp*pp*cp==ng and dp*minibs==gbs, (key,dp,minibs,gbs)
    ga=minibs//mbs
    if is405:
        per=[r['tst_med'] for r in res]; method='per run: median of MLLOG tracked_stats train_step_time excluding the first 5 logged steps; value = median over runs (evaluation not in these step times)'
    elif v=='3.0':
        per=[r['blk_med'] for r in res]; method='per run: median over training intervals eval_stop(k) -> eval_start(k+1) (the v3.0 logs carry no block_stop; the first interval run_start->first eval is EXCLUDED; evaluation EXCLUDED) / steps per interval (eval_start epoch_num token difference / (GBS x 2048)); value = median over runs'
    else:
        per=[r['blk_med'] for r in res]; method='per run: median of block_start->block_stop durations (blocks 2..n; evaluation logged separately and EXCLUDED) / steps per block (block epoch_count tokens / (GBS x 2048)); value = median over runs'
    stp=st.median(per); tok=gbs*seq/stp/ng
    n=len(res); sts=[r['status'] for r in res]
    perrun=' | '.join(f"{r['file']}: {'%d tracked steps, median(after 5) %.4f s'%(r['n_tst'],r['tst_med']) if is405 else '%d intervals of %g steps, median %.4f s/step'%(r['blk_n'],r['blk_steps'],r['blk_med'])}; run {r['run_s']:.1f} s, eval total {r['eval_s']:.1f} s" for r in res)
    src=f"MLCommons (submitter {sub}), MLPerf Training v{v} results, closed division, github mlcommons/training_results_v{v} commit {C[v]}; result logs {d}/result_*.txt ({n} runs); config {impl}/{cfgf}"
    table=f"{d}/result_*.txt MLLOG; {impl}/{cfgf}"
    fp8desc='FP8=True, FP8_HYBRID=True (E4M3 fwd / E5M2 bwd), delayed scaling amax history 1024' if not is405 else 'FP8=True'+(', FP8_PARAM_GATHER True' if acc=='gb200' else '')
    if is405:
        modeln='Model: pretrain.py Llama31Config405B (NeMo: 126 layers, hidden 16384, SwiGLU 53248, 128 heads, 8 KV groups, vocab 128256), encoder_seq_length 8192 in conf/custom.yaml; MLPerf 405B resumes from a provided checkpoint (step time unaffected).'
    else:
        modeln='Model: NeMo megatron GPT config (num_layers 96, hidden_size 12288, ffn_hidden_size 4 x hidden = 49152, 96 heads, encoder_seq_length 2048, GeLU non-gated MLP, learned positions). vocab 50304 ASSUMED as in the existing mlp62 gpt3 rows: the benchmark C4 SentencePiece vocabulary (50,257) padded to 50,304 (<1% of FLOPs). MLPerf gpt3 resumes from a provided checkpoint (step time unaffected).'
    vpnote=f'INTERLEAVED_PIPELINE {vp} -> VP {vp}' if not (v=='3.1' or v=='4.0') else f'INTERLEAVED_PIPELINE unset -> conf/custom.yaml default 12 -> VP 12'
    cfgnote=f"config {impl}/{cfgf} (sourcing config_common.sh{' and config_fp8.sh' if not is405 else ''}, evaluated with bash)"
    if key.startswith('4.0 smc'):
        cfgnote+='; NOTE: the smc (performance) submission folder has no benchmarks/gpt3 code; the identical system\'s code is filed under smc-ac-power/benchmarks/gpt3/implementations/nemo (same submitter, power-measured variant); its config_SMCH100_64x8x128x4x8.sh reproduces the logged GBS 2048 and GA 64 -> used'
    notes=(f"Published in the MLLOG ({n} runs, statuses {sorted(set(sts))}): global_batch_size {gbs}, max_sequence_length {seq}, gradient_accumulation_steps {res[0].get('ga')}, submission_org '{res[0].get('org')}', submission_platform '{res[0].get('plat')}'. "
           f"Config ({cfgnote}): DGXNNODES {nodes} x {gpn} GPUs = {ng}, MINIBS {minibs} per DP rank, MICRO_BATCH_SIZE {mbs} (GA {ga}), TP {tp} (sequence parallel True: SEQ_PARALLEL unset -> default True), PP {pp}, {vpnote}, CP {cp}; DP {dp} DERIVED = {ng} / ({tp} x {pp} x {cp}); check DP x MINIBS = {dp*minibs} = logged GBS and MINIBS/MBS = {ga} = logged GA. "
           f"Precision: {fp8desc} -> fp8. USE_DIST_OPTIMIZER True -> zero_stage 1. Activation checkpointing: ACT_CKPT_* null/unset -> recompute none. {modeln} {sysd} TP comm overlap True. "
           f"Step-time method: {method}. Per-run details: {perrun}")
    mod=f"measured step time {stp:.4f} s ({method}; per-run {', '.join('%.4f'%p for p in per)}); tokens/s/GPU DERIVED = GBS {gbs} x {seq} / {stp:.4f} / {ng} = {tok:.1f}"
    conf='high: per-step/per-block times from the submission\'s own logs, configuration from the submission code at the same commit'
    if key.startswith('4.0 smc'): conf='medium: step times from the submission logs; configuration taken from the same submitter\'s power-variant code folder (smc-ac-power), which reproduces the logged GBS and GA'
    row=dict.fromkeys(hdr,'')
    row.update(shape); row.update(row_id=f'mlp66-{i:03d}',source=src,table=table,num_experts='',experts_per_token='',global_batch_seqs=gbs,micro_batch=mbs,tp=tp,pp=pp,dp=dp,cp=cp,ep=1,vp=vp,
        sequence_parallel='true',zero_stage=1,num_gpus=ng,accelerator=acc,precision='fp8',recompute='none',framework=fw,step_time_s=f'{stp:.4f}',tokens_per_s_per_gpu=f'{tok:.1f}',
        measured_or_derived=mod,confidence=conf,notes=notes,inter_network='')
    rows.append(row); rep.append((row['row_id'],suf,v,sub,d,impl+'/'+cfgf,ng,acc,gbs,res[0].get('ga'),tp,pp,dp,cp,vp,mbs,per,stp,tok,n))
w=csv.DictWriter(open('/work/s66/h2/rows.csv','w',newline=''),fieldnames=hdr); w.writeheader(); [w.writerow(r) for r in rows]
json.dump(rep,open('rep.json','w'))
for r in rep: print(r[0],r[1],r[6],r[7],'gbs',r[8],'tp/pp/dp/cp/vp',r[10:15],'step %.4f tok %.1f'%(r[17],r[18]))
