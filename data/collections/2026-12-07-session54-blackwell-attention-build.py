import csv
HDR="item_id,quantity,value,unit,accelerator,condition,source,notes".split(",")
rows=[]
def F(b,hq,s,d,causal): return 4*b*hq*s*s*d/(2 if causal else 1)
UNIT_F="TFLOP/s (forward; causal FLOPs halved)"
UNIT_B="TFLOP/s (backward, counted as 2.5x forward FLOPs, causal halved)"
UNIT_FB="TFLOP/s (forward + backward, model convention: 3x forward FLOPs over fwd+bwd time, causal halved)"
PEAK={"b200":2250,"gb200":2500,"gb300":2500,"h200-sxm-141gb":989.4}
def add(i,q,v,u,acc,cond,src,notes): rows.append([i,q,v,u,acc,cond,src,notes])
def fb(tag,acc,b,hq,hkv,s,d,causal,tf,tb,cond,src,quote,extra=""):
    f=F(b,hq,s,d,causal); v=3*f/((tf+tb)*1e-3)/1e12; vfa=3.5*f/((tf+tb)*1e-3)/1e12
    add(tag,"attention_fwd_bwd_tflops",f"{v:.1f}",UNIT_FB,acc,cond,src,
        f"DERIVED: forward FLOPs = 4 x b {b} x hq {hq} x s {s}^2 x d {d}{' / 2 (causal)' if causal else ''} = {f:.4e}; 3 x {f:.4e} / (({tf:.3f} + {tb:.3f}) ms) = {v:.1f} TFLOP/s; FlashAttention convention (3.5x) = {vfa:.1f}; share of the {PEAK[acc]} TFLOP/s dense BF16 peak (data/accelerators.csv) = {v/PEAK[acc]:.3f}. Times PUBLISHED: {quote}{extra}")
    return v
# ---------- A. cudnn-frontend @0b1577c, B200, cuDNN 9.13.1, Llama-3.1-405B shape
srcA=("NVIDIA/cudnn-frontend@0b1577c (v1.15 release, 2025-10-10), benchmark/sdpa_benchmark_training/artifacts/sdpa_bf16_benchmark_results_NVIDIA_B200.csv "
      "+ README.md ('nvcr.io/nvidia/pytorch:25.09-py3, where cuDNN 9.13.1 was used'; PyTorch 2.9.0, CUDA 13.0, flash_attn 2.7.4.post1; 'NVIDIA B200 GPU with free clock')")
condA="B200, BF16, causal, GQA hq 128 / hkv 8, head dim 128, batch 1, seq {s}; {be}; median of 10 iterations"
A={ # s: (cudnn tf,tb,ff,bf), (fa2 native tf,tb,ff,bf), (pyt_flash tf,tb,ff,bf)
 4096:((0.642,1.960,855.678,701.265),(1.603,5.025,342.990,273.484),(1.692,5.360,324.899,256.427)),
 8192:((1.877,5.833,1171.278,942.509),(5.499,17.288,399.925,318.004),(5.889,18.395,373.392,298.867)),
 32768:((24.795,79.338,1419.000,1108.688),(80.742,254.491,435.762,345.634),(87.146,265.902,403.739,330.801)),
}
for s,(cu,fa,pf) in A.items():
    k=f"{s//1024}k"
    c=condA.format(s=s,be="cuDNN fused attention via torch SDPA CUDNN_ATTENTION (pyt_cudnn)")
    add(f"s54d-cudnn913-b200-fwd-hd128-s{k}","attention_fwd_tflops",f"{cu[2]:.1f}",UNIT_F,"b200",c,srcA,
        f"PUBLISHED: CSV row '1,{s},{s},128,8,128,True,pyt_cudnn,{cu[0]:.3f},{cu[1]:.3f},{cu[2]:.3f},{cu[3]:.3f}' (fwd ms, bwd ms, fwd TFLOP/s, bwd TFLOP/s); {cu[2]/2250:.3f} of the 2,250 peak")
    add(f"s54d-cudnn913-b200-bwd-hd128-s{k}","attention_bwd_tflops",f"{cu[3]:.1f}",UNIT_B,"b200",c,srcA,
        f"PUBLISHED: same CSV row ('{cu[3]}'); the script counts backward as 2.5x the forward FLOPs (checked: 2.5 x forward FLOPs / {cu[1]:.3f} ms reproduces it)")
    fb(f"s54d-cudnn913-b200-fwdbwd-hd128-s{k}","b200",1,128,8,s,128,True,cu[0],cu[1],c,srcA,
       f"'1,{s},{s},128,8,128,True,pyt_cudnn,{cu[0]:.3f},{cu[1]:.3f},{cu[2]:.3f},{cu[3]:.3f}'")
    c2=condA.format(s=s,be="FlashAttention-2 native flash_attn 2.7.4.post1 (flash_attention; mma.sync kernels)")
    fb(f"s54d-fa2-b200-fwdbwd-hd128-s{k}-cudnnfe","b200",1,128,8,s,128,True,fa[0],fa[1],c2,srcA,
       f"'1,{s},{s},128,8,128,True,flash_attention,{fa[0]:.3f},{fa[1]:.3f},{fa[2]:.3f},{fa[3]:.3f}' (published fwd {fa[2]}, bwd {fa[3]} TFLOP/s)",
       f"; same file's torch SDPA FLASH_ATTENTION row: '...,pyt_flash_attention,{pf[0]:.3f},{pf[1]:.3f},{pf[2]:.3f},{pf[3]:.3f}'")
cu,fa,pf=A[32768]
r=(fa[0]+fa[1])/(cu[0]+cu[1])
add("s54d-b200-fa2-over-cudnn913-fwdbwd-s32k","attention_time_ratio",f"{r:.3f}","ratio (FlashAttention-2 fwd+bwd time / cuDNN SDPA fwd+bwd time)","b200",
    condA.format(s=32768,be="flash_attn 2.7.4.post1 native against torch SDPA cuDNN backend, same run"),srcA,
    f"DERIVED: ({fa[0]} + {fa[1]}) / ({cu[0]} + {cu[1]}) ms = {r:.3f}; at s 8192: ({A[8192][1][0]} + {A[8192][1][1]}) / ({A[8192][0][0]} + {A[8192][0][1]}) = {(A[8192][1][0]+A[8192][1][1])/(A[8192][0][0]+A[8192][0][1]):.3f}; at s 4096: {(A[4096][1][0]+A[4096][1][1])/(A[4096][0][0]+A[4096][0][1]):.3f}")
# ---------- B. cudnn-frontend @b372d39, GB200/GB300, cuDNN 9.17.0
srcB=lambda g: (f"NVIDIA/cudnn-frontend@b372d39 (v1.17.0 release, 2025-12-19), benchmark/sdpa_benchmark_training/artifacts/sdpa_bf16_benchmark_results_NVIDIA_{g}.csv "
      f"+ artifacts/sample_{g.lower()}_bf16_run.txt ('cudnn.backend_version() = 91700', 'cudnn.__version__ = 1.16.0', torch '2.10.0a0+b558c986e8.nv25.11', flash_attn 2.8.3) + README.md (NGC pytorch:25.11-py3, cuDNN 9.17.0)")
condB="{g}, BF16, causal, GQA hq 128 / hkv 8, head dim 128, batch 1, seq {s}; {be}"
B={"GB200":{8192:((1.389,4.542,1584,1211),(5.308,16.249,414,338)),32768:((20.937,65.277,1681,1348),(80.322,244.331,438,360))},
   "GB300":{8192:((1.158,4.256,1899,1292),(5.259,16.023,418,343)),32768:((17.536,61.187,2007,1438),(79.734,240.847,441,365))}}
for g,d in B.items():
    acc=g.lower()
    for s,(cu,pf) in d.items():
        k=f"{s//1024}k"
        c=condB.format(g=g,s=s,be="cuDNN 9.17.0 via cuDNN frontend (cudnn_fe)")
        add(f"s54d-cudnn917-{acc}-fwd-hd128-s{k}","attention_fwd_tflops",f"{cu[2]}",UNIT_F,acc,c,srcB(g),
            f"PUBLISHED: CSV row '1,{s},{s},128,8,128,True,cudnn_fe,{cu[0]:.3f},{cu[1]:.3f},{cu[2]:.3f},{cu[3]:.3f}'; {cu[2]/2500:.3f} of the 2,500 peak")
        add(f"s54d-cudnn917-{acc}-bwd-hd128-s{k}","attention_bwd_tflops",f"{cu[3]}",UNIT_B,acc,c,srcB(g),
            f"PUBLISHED: same CSV row ('{cu[3]:.3f}')")
        fb(f"s54d-cudnn917-{acc}-fwdbwd-hd128-s{k}",acc,1,128,8,s,128,True,cu[0],cu[1],c,srcB(g),
           f"'1,{s},{s},128,8,128,True,cudnn_fe,{cu[0]:.3f},{cu[1]:.3f},{cu[2]:.3f},{cu[3]:.3f}'")
        c2=condB.format(g=g,s=s,be="torch SDPA FLASH_ATTENTION backend (FlashAttention-2 kernels in PyTorch 2.10; pyt_flash_attention)")
        fb(f"s54d-fa2pyt-{acc}-fwdbwd-hd128-s{k}",acc,1,128,8,s,128,True,pf[0],pf[1],c2,srcB(g),
           f"'1,{s},{s},128,8,128,True,pyt_flash_attention,{pf[0]:.3f},{pf[1]:.3f},{pf[2]:.3f},{pf[3]:.3f}'")
# ---------- C. cudnn-frontend @a91f0e0, cuDNN 9.19.1, GB200/GB300/H200 same config
srcC=lambda d,f: (f"NVIDIA/cudnn-frontend@a91f0e0 (v1.22.1 release, 2026-04-10; results first committed in df73764/v1.19.0, 2026-03-09), benchmark/sdpa_benchmark_training/results/{d}/{f} "
      "(columns gpu_name, cudnn_version 1.19.0 = frontend, cudnn_backend_version 91901 = cuDNN 9.19.1); benchmark_single_sdpa.py via runner.py --config llama")
condC="{g}, BF16, causal (top_left), Llama-3.1 GQA hq 64 / hkv 8, head dim 128, batch 1, seq {s}; cuDNN 9.19.1 via cuDNN frontend 1.19.0"
C=[("GB200","gb200","gb200_919_only_cudnn","llama3.1_20260226_174648.csv",{8192:(0.688,2.097,1598,1311),32768:(10.226,29.863,1720,1473)}),
   ("GB300","gb300","gb300_919_only_cudnn","llama3.1_20260226_185510.csv",{8192:(0.583,1.985,1887,1385),32768:(8.734,28.390,2014,1549)}),
   ("H200","h200-sxm-141gb","h200_919_only_cudnn","llama3.1_20260227_034703.csv",{8192:(1.708,5.083,644,541),32768:(25.566,75.688,688,581)})]
vals={}
for g,acc,d,f,dd in C:
    for s,t in dd.items():
        k=f"{s//1024}k"; c=condC.format(g=g,s=s)
        row=f"'llama3.1,llama3.1,cudnn,bfloat16,top_left,1,{s},{s},64,8,128,128,both,False,{t[0]:.3f},{t[1]:.3f},{t[2]:.3f},{t[3]:.3f},...,NVIDIA {g},1.19.0,91901'"
        add(f"s54d-cudnn919-{acc}-fwd-hd128-s{k}","attention_fwd_tflops",f"{t[2]}",UNIT_F,acc,c,srcC(d,f),f"PUBLISHED: {row}; {t[2]/PEAK[acc]:.3f} of the {PEAK[acc]} peak")
        add(f"s54d-cudnn919-{acc}-bwd-hd128-s{k}","attention_bwd_tflops",f"{t[3]}",UNIT_B,acc,c,srcC(d,f),f"PUBLISHED: same row (bwd_tflops {t[3]:.3f})")
        vals[(acc,s)]=fb(f"s54d-cudnn919-{acc}-fwdbwd-hd128-s{k}",acc,1,64,8,s,128,True,t[0],t[1],c,srcC(d,f),row)
r=(vals[("h200-sxm-141gb",8192)]/989.4)
add("s54d-cudnn919-h200-fwdbwd-share-s8k","attention_utilisation_share",f"{r:.3f}","share of the BF16/FP16 dense peak","h200-sxm-141gb",condC.format(g="H200",s=8192),srcC("h200_919_only_cudnn","llama3.1_20260227_034703.csv"),
    f"DERIVED: {vals[('h200-sxm-141gb',8192)]:.1f} / 989.4 = {r:.3f}; same source and cuDNN version on GB200: {vals[('gb200',8192)]:.1f} / 2,500 = {vals[('gb200',8192)]/2500:.3f}, GB300: {vals[('gb300',8192)]:.1f} / 2,500 = {vals[('gb300',8192)]/2500:.3f} (GB200 fwd+bwd time is {(1.708+5.083)/(0.688+2.097):.2f}x shorter than H200's)")
# ---------- D. cudnn-frontend HEAD 3929da2, cuDNN 9.22.0, GB200/GB300, batch 2, separate fwd/bwd profiling
srcD=lambda g,f: (f"NVIDIA/cudnn-frontend@3929da2 (2026-05-08; results committed in fb682ce, v1.23.0 release notes, 2026-04-29), benchmark/sdpa_benchmark_training/results/llama3.1/{g}/{f} (gpu_name NVIDIA {g.upper()}, cudnn_version 1.21.1 = frontend, cudnn_backend_version 92200 = cuDNN 9.22.0)")
condD="{G}, {dt}, causal (top_left), Llama-3.1 GQA hq 64 / hkv 8, head dim 128, batch 2, seq {s}; cuDNN 9.22.0 via cuDNN frontend 1.21.1; fwd and bwd profiled as separate passes, non-deterministic bwd"
D=[("gb200","llama3.1_20260424_100750.csv",{("bfloat16",8192):(1.397,4.127,1574,1332),("bfloat16",32768):(21.692,71.756,1622,1226),("fp8",32768):(16.012,52.155,2197,1687)}),
   ("gb300","llama3.1_20260424_100757.csv",{("bfloat16",8192):(1.185,3.832,1856,1435),("bfloat16",32768):(18.014,59.024,1953,1490),("fp8",32768):(11.319,41.328,3108,2128)})]
for g,f,dd in D:
    for (dt,s),t in dd.items():
        k=f"{s//1024}k"; c=condD.format(G=g.upper(),dt="BF16" if dt=="bfloat16" else "FP8 (cuDNN fp8 SDPA)",s=s)
        rowq=f"'llama3.1,llama3.1,cudnn,{dt},top_left,2,{s},{s},64,8,128,128,fwd,False,{t[0]:.3f},{t[2]:.3f},...' and '...,bwd,False,{t[1]:.3f},{t[3]:.3f},...'"
        tagdt="bf16" if dt=="bfloat16" else "fp8"
        if dt=="bfloat16":
            add(f"s54d-cudnn922-{g}-fwd-hd128-s{k}-b2","attention_fwd_tflops",f"{t[2]}",UNIT_F,g,c,srcD(g,f),f"PUBLISHED: {rowq}")
            add(f"s54d-cudnn922-{g}-bwd-hd128-s{k}-b2","attention_bwd_tflops",f"{t[3]}",UNIT_B,g,c,srcD(g,f),f"PUBLISHED: {rowq}")
        fb(f"s54d-cudnn922-{g}-fwdbwd-{tagdt}-hd128-s{k}-b2",g,2,64,8,s,128,True,t[0],t[1],c,srcD(g,f),rowq,
           "" if dt=="bfloat16" else "; FP8 attention: share computed against the BF16 peak for comparability (FP8 dense peak is 5,000)")
# ---------- E/F. FlashAttention-4 commit messages (B200)
srcE="Dao-AILab/flash-attention@cbbab839ca211eeaea3bb13c8e6547b2fc3f7a76 (PR #2642 '[Fwd,Sm100] Tune FP8 causal hd128 ex2_emu_freq (8 vs inherited 16)', 2026-06-16), commit message table"
for b,s,v in [(2,8192,1604.1),(1,16384,1683.7)]:
    add(f"s54d-fa4-b200-fwd-hd128-causal-s{s//1024}k","attention_fwd_tflops",f"{v}",UNIT_F,"b200",
        f"B200, FlashAttention-4 (CuTe DSL, SM100) forward, 16-bit (the 'f16 TFLOP' column, the BF16/FP16 path) causal, head dim 128, nheads 16, batch {b}, seq {s}; 'locked-ish clock, hot GPU, median of 300 iters'",
        srcE,f"PUBLISHED: table row '{b}   {s}{' ' if s<10000 else ''}   {v}   ...' under header 'b   s      f16 TFLOP  f8 TFLOP  delta' ('Thermally-matched back-to-back A/B on B200 ... nheads=16 = benchmark default'); {v/2250:.3f} of the 2,250 peak; forward only; flash_attn.cute version = that commit")
srcF="Dao-AILab/flash-attention@9848f9a0884ca581d19d9a4f57dc1d925d044f4d ('[CuTe] Speed up SM100 hdim-64 bwd: dedicated P/dS TMEM slots + per-warp signaling', 2026-08-20), commit message"
add("s54d-fa4-b200-bwd-hd64-noncausal-s16k","attention_bwd_tflops","835",UNIT_B,"b200",
    "B200, FlashAttention-4 (CuTe DSL, SM100) backward only, BF16, MHA non-causal, head dim 64, nheads 32, 64k tokens per call (batch 4 x seq 16384), sustained-load CUDA-event medians, clocks unlocked (1,000 W cap)",
    srcF,"PUBLISHED: 'Results on B200 (bf16, 64k tokens, nheads 32, sustained-load CUDA-event medians ...): +4% to +13% across all 30 measured configs, mean +8.5%** (MHA non-causal s16k: 745 -> 835 TF/s, s32k: 754 -> 849)'; FA convention (bwd = 2.5x fwd FLOPs) assumed from flash_attn benchmark tooling; 835 / 2,250 = 0.371; the message also warns burst-regime runs read up to 1.23x higher ('s32k non-causal: 965 vs 782 TF/s')")
with open("/work/s81/d/rows.csv","w",newline="") as fh:
    w=csv.writer(fh); w.writerow(HDR); w.writerows(rows)
print(len(rows))
for r in rows: print(r[0],r[2])
