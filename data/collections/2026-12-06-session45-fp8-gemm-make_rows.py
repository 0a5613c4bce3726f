import csv
X="tensorflow/tensorflow@a305421c45a1ea5117c170b8d8a00a51f9dcee8f third_party/xla/xla/backends/gpu/cost_model/matmul_interpolator_data.h (kDefaultMatmulPTable, key sm_100)"
rows=[]
def add(acc,lib,ver,dt,m,n,k,t,peak,src,quote,marks,notes):
    rows.append(dict(accelerator=acc,library=lib,library_version=ver,dtype=dt,m=m,n=n,k=k,achieved_tflops=round(t,3),peak_dense_tflops_used=peak,achieved_fraction=round(t/peak,4),source=src,quote=quote,marks=marks,notes=notes))
pk="B200 peaks 2250 (bf16) / 4500 (fp8) TFLOPS dense as used by torchao bench_matmul ('peak tops: bf16 2.25e+15, fp8 4.50e+15', pytorch/ao PR #2427)"
xla=[(1,4096,4096,4096,1416867213789406,2764981863158106),(1,4096,2048,4096,1343541814655509,2499435394486069),(1,4096,4096,2048,1277788708367422,2484974207564909),(4,4096,4096,4096,788699393418751,2592796435858738)]
for b,m,n,k,bf,f8 in xla:
    q=f'b: {b} m: {m} n: {n} k: {k} flops {{ key: "bf16xbf16->bf16" value: {bf} }} ... flops {{ key: "f8e4m3fnxf8e4m3fn->bf16" value: {f8} }}'
    nt="sm_100 = compute capability 10.0 (B200/GB200; device variant not stated in file). XLA GPU matmul perf table (backend XLA picks, cuBLASLt/Triton; not stated); value field is FLOP/s; TFLOPS = value/1e12 (DERIVED)."
    if b==4: nt+=" batch b=4: BF16 value looks anomalously low vs b=1 (1417 TFLOPS) -> ratio not representative."
    add("B200 (sm_100)","XLA GPU (openxla) perf table","tensorflow commit a305421c",
        "bf16",m,n,k,bf/1e12,2250,X,q,f"PUBLISHED value {bf} FLOP/s; DERIVED tflops={bf}/1e12; fraction=tflops/2250",nt+" "+pk)
    add("B200 (sm_100)","XLA GPU (openxla) perf table","tensorflow commit a305421c",
        "fp8_e4m3_tensor",m,n,k,f8/1e12,4500,X,q,f"PUBLISHED value {f8} FLOP/s; DERIVED tflops={f8}/1e12; fraction=tflops/4500",nt+" fp8 e4m3 x e4m3 -> bf16 output.")
V="https://github.com/vllm-project/vllm/pull/19566 (bench_fp8_gemm.py output, table preceding 'meta-llama/Llama-3.1-8B-Instruct, N=4096 K=4096' header)"
q="10     16384.0  1512.843919            2225.828721            2248.795494                    2544.683145                    2447.031661\nmeta-llama/Llama-3.1-8B-Instruct, N=4096 K=4096, BF16 vs FP8 GEMMs TFLOP/s:"
nv="PR title '[Perf] Further tunings for SM100 FP8 CUTLASS kernel' (SM100 = B200/GB200; card not stated in excerpt read). Columns: batch_size torch-bf16 fp8-tensor-w-tensor-a fp8-channel-w-token-a fp8-tensor-w-tensor-a-noquant fp8-channel-w-token-a-noquant. N=6144 K=4096 ASSUMED: row sits directly before the N=4096 K=4096 header and bench order starts with N=6144 K=4096 (see PR #18778 output). Whether this is the before- or after-tuning table was not visible. bf16 = torch.mm (cuBLAS), fp8 = vLLM CUTLASS scaled_mm: different libraries. "+pk
add("B200 (SM100)","torch.mm (cuBLAS) via vLLM bench_fp8_gemm.py","vLLM ~June 2025 (version not stated)","bf16",16384,6144,4096,1512.843919,2250,V,q,"PUBLISHED 1512.843919 TFLOP/s; fraction DERIVED =1512.843919/2250",nv)
add("B200 (SM100)","vLLM CUTLASS scaled_mm (fp8-tensor-w-tensor-a-noquant)","vLLM ~June 2025 (version not stated)","fp8_e4m3_tensor",16384,6144,4096,2544.683145,4500,V,q,"PUBLISHED 2544.683145 TFLOP/s; fraction DERIVED =2544.683145/4500",nv)
T="https://github.com/pytorch/ao/pull/2427 (bench_matmul.py --recipe nvfp4 output, gpu_name: NVIDIA B200)"
add("B200","torch.mm (cuBLAS) via torchao benchmarks/float8/bench_matmul.py","torchao mid-2025 (not stated)","bf16",8192,8192,8192,1420.0,2250,T,"gpu_name: NVIDIA B200\npeak tops: bf16 2.25e+15, fp8 4.50e+15, fp4 9.00e+15 ... M, K, N: 8192 8192 8192 tops: 1.10E+12\ntorch.bfloat16 time_sec 7.74E-04, tops/sec 1.42E+15, pct_peak 0.631","PUBLISHED tops/sec 1.42E+15 and pct_peak 0.631 (of 2.25e15)","BF16 only in this run (other dtype was nvfp4); no FP8 pair from same run.")
TR="https://github.com/triton-lang/triton/pull/9044 (description, '8192 x 8192 x 8192 mxfp8 example')"
add("B200 (unlocked clocks)","cuBLAS (nvjet_sm100 kernel) via Triton tutorial 10","nvidia-cuBLAS 13.1.0.3, torch 2.10.0.dev20251205+cu130","fp8_mxfp8",8192,8192,8192,2849.882,4500,TR,"| GPU | B200 (unlocked clocks) | ... | nvidia-cuBLAS | 13.1.0.3 | ... └─ 2849.882 3858.095 cublas [M=8192, N=8192, K=8192]\n   └─ nan 3858.095 nvjet_sm100_qqhsh_128x256_128x6_2x1_2cta_v_bz_Avec32UE8M0_Bvec32UE8M0_TNT","PUBLISHED 2849.882 (proton first metric, read as TFLOP/s: consistency check 2*8192^3/2849.882e12=385.8us); fraction DERIVED =2849.882/4500","No BF16 cuBLAS number in same source. Cross-source comparison only with row s45d-011 (torchao B200 bf16 8192^3 pct_peak 0.631).")
TR2="https://github.com/triton-lang/triton/pull/9697 (description, block-scale-matmul-mxfp8-mxfp8 table)"
for m,t in [(8192,2894.5),(16384,2647.7),(32768,2587.0)]:
    add("Blackwell datacenter (GPU model not stated in excerpt; ASSUMED B200-class sm_100)","cuBLAS (Triton Gluon 2CTA example comparison)","not stated","fp8_mxfp8",m,m,m,t,4500,TR2,"block-scale-matmul-mxfp8-mxfp8:\n     MNK     1cta (TFLOPS)     2cta (TFLOPS)         2cta/1cta   cublas (TFLOPS)       2cta/cublas\n    8192            2525.9            2895.0              1.15            2894.5              1.00\n   16384            2409.3            2755.0              1.14            2647.7              1.04\n   32768            2468.7            2632.9              1.07            2587.0              1.02",f"PUBLISHED cublas {t} TFLOPS; fraction DERIVED ={t}/4500 (ASSUMED B200 peak)","GPU not identified in text read; 2CTA/tcgen05 implies sm_100-class. No BF16 pair.")
F="https://github.com/pytorch/FBGEMM/pull/2546 (description, 'H100 500W')"
fb=[(8192,8192,8192,585.23,1125.51,"bf16:                   shape (8192, 8192, 8192)   tflops 585.23   ms 1.879 ... fp8 row gemm only:      shape (8192, 8192, 8192)   tflops 1125.51  ms 0.977"),
    (65536,8192,7168,575.12,1082.75,"bf16:                   shape (65536, 8192, 7168)  tflops 575.12   ms 13.383 ... fp8 row gemm only:      shape (65536, 8192, 7168)  tflops 1082.75  ms 7.108"),
    (65536,3584,8192,546.31,1141.38,"bf16:                   shape (65536, 3584, 8192)  tflops 546.31   ms 7.044 ... fp8 row gemm only:      shape (65536, 3584, 8192)  tflops 1141.38  ms 3.372")]
hn="H100 power-capped at 500W (datasheet SXM TDP 700W) -> absolute fractions depressed, ratio still same-run. shape tuple read as (M,N,K) (ASSUMED). bf16 path library not stated (presumably torch/cuBLAS); fp8 = FBGEMM CUTLASS rowwise-scaled GEMM 'gemm only' (quantization excluded). H100 SXM dense peaks: 989 BF16 (quote elsewhere: 'The H100 SXM5 peaks at 989 TFLOPS BF16 dense', regantih.github.io page) and FP8 1979 = 2x989 (ASSUMED from FP8 = 2x BF16 rate; sparse datasheet 3958/2)."
for m,n,k,bf,f8,q in fb:
    add("H100 (500W cap)","bf16 GEMM (torch, presumably cuBLAS) in FBGEMM bench","FBGEMM ~Apr 2024 (not stated)","bf16",m,n,k,bf,989,F,q,f"PUBLISHED {bf}; fraction DERIVED ={bf}/989",hn)
    add("H100 (500W cap)","FBGEMM CUTLASS fp8 rowwise GEMM","FBGEMM ~Apr 2024 (not stated)","fp8_e4m3_rowwise",m,n,k,f8,1979,F,q,f"PUBLISHED {f8}; fraction DERIVED ={f8}/1979",hn)
P="https://github.com/pytorch/ao/pull/3342 (bench_1x128_128x1_gemms.py output, NVIDIA H100 PCIe)"
q="570.133.20, NVIDIA H100 PCIe, 9.0 ... 16640  5120  8192  torch.bfloat16       3223.73          4511.23             2405.09            432.997              309.42                  580.38"
hp="H100 PCIe, PyTorch 2.10.0.dev20251113+cu129, CUDA 12.9. FP8 here is DeepSeek-style blockwise (1x128 / 128x1) scaled_mm (cuBLAS 12.9 blockwise), not tensorwise. Peaks used: H100 PCIe 756 BF16 / 1513 FP8 dense are ASSUMED (recalled NVIDIA datasheet values, not read in this session)."
add("H100 PCIe","torch.mm (cuBLAS)","PyTorch 2.10.0.dev20251113+cu129","bf16",16640,5120,8192,432.997,756,P,q,"PUBLISHED 432.997; fraction DERIVED =432.997/756 (peak ASSUMED)",hp)
add("H100 PCIe","torch.nn.functional.scaled_mm blockwise (cuBLAS)","PyTorch 2.10.0.dev20251113+cu129","fp8_e4m3_blockwise_1x128_128x1",16640,5120,8192,580.38,1513,P,q,"PUBLISHED 580.38; fraction DERIVED =580.38/1513 (peak ASSUMED)",hp)
H="https://github.com/pytorch/helion/pull/2756 (description)"
add("B200","torch._scaled_mm rowwise (cuBLAS)","not stated (2026-06)","fp8_e4m3_rowwise",4096,4096,4096,1860,4500,H,"Measured at 4096^3 with this config: ~2100-2280 TFLOP/s (do_bench, run to\nrun), device time ~52.6 us, relerr 0.0000 vs torch._scaled_mm. For\nreference: torch._scaled_mm ~1860 TFLOP/s, hand-written CuTe DSL kernel\n~2330 TFLOP/s at the same shape.","PUBLISHED ~1860 (approximate); fraction DERIVED =1860/4500","FP8 only, no BF16 pair. Compare XLA 4096^3 fp8 2765 TFLOPS: library/shape-tuning spread is large at 4096^3.")
with open("gemm_rows.csv","w",newline="") as f:
    cols=["row_id","accelerator","library","library_version","dtype","m","n","k","achieved_tflops","peak_dense_tflops_used","achieved_fraction","source","quote","marks","notes"]
    w=csv.DictWriter(f,fieldnames=cols); w.writeheader()
    for i,r in enumerate(rows,1):
        r["row_id"]=f"s45d-{i:03d}"; w.writerow(r)
for i,r in enumerate(rows,1): print(f"s45d-{i:03d}",r["accelerator"][:20],r["dtype"],r["m"],r["n"],r["k"],r["achieved_tflops"],r["achieved_fraction"])
