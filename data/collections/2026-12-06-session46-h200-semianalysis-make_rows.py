import csv
hdr = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
# GPT-2 XL (reprod_gpt.py): TE TransformerLayer with biases, tied embedding, learned positions
E, L, H, T, V = 1600, 48, 25, 1024, 50304
per_layer = (2*E + E*3*E + 3*E) + (E*E + E) + (2*E + E*4*E + 4*E) + (4*E*E + E)
N_gpt = V*E + T*E + L*per_layer + 2*E
fpt_gpt = 6*N_gpt + 12*L*H*(E//H)*T
assert N_gpt == 1557686400, N_gpt
# Llama 3 8B (train_fsdp_llama_8b.py)
E2, L2, H2, KV2, T2, V2, F2 = 4096, 32, 32, 8, 4096, 128256, 14336
hd = E2//H2
per_layer2 = (E2 + E2*(E2 + 2*KV2*hd)) + E2*E2 + (E2 + E2*2*F2 + F2*E2)
N_ll = V2*E2 + (E2 + E2*V2) + L2*per_layer2
fpt_ll = 6*N_ll + 12*L2*H2*hd*T2
assert N_ll == 8030261248, N_ll
rows = []
base = dict((k, '') for k in hdr)
SRC72 = ("SemiAnalysis (Oren Leung; GitHub users functionstackx/OrenLeung), https://github.com/ROCm/TransformerEngine/issues/72 "
         "'[1xMI300X] GPT-2 XL 1.5B FP8 Training ~30% slower than H100 FP8', comments of 2024-10-15, 2024-10-16 and 2024-10-17; "
         "script = the issue's 'Reprod Script' (GPTConfig/GPT/train), same code as reprod_gpt.py at OrenLeung/nanoGPT-amd 1ea39737e606c2234fc1fdf5951089f40e7341a8")
common_gpt = dict(model="GPT-2 XL 1.5B (own PyTorch + TransformerEngine script 'reprod.py')", arch='dense', layers=L, hidden=E, ffn_hidden=4*E,
    ffn_gated='False', heads=H, kv_heads=H, seq_len=T, vocab=V, tp=1, pp=1, dp=1, cp=1, ep=1, vp=1, sequence_parallel='False',
    zero_stage=0, num_gpus=1, accelerator='h200-sxm-141gb', precision='fp8', recompute='none',
    framework="PyTorch + NVIDIA TransformerEngine (te.TransformerLayer, fp8_autocast DelayedScaling Format.HYBRID, amax_history_len 16, inside torch.amp.autocast bf16); container nvcr.io/nvidia/pytorch:24.09-py3",
    tflops_basis='model', target_file='semianalysis.csv', optimizer_state='fp32')
shape_note = ("Shape READ from the script (reprod_gpt.py @1ea39737; the issue's posted script shows the same GPTConfig, FLOP formula and vocab 50304): cfg n_layers 48, n_heads 25, d_embd 1600, max_seq_len 1024, vocab 50304; "
  "te.TransformerLayer(d_embd, 4*d_embd, n_heads, fuse_qkv_params=True) (LayerNorm, GELU, biases), learned nn.Embedding positions, weight tying (logits = x @ tok_embd.weight.T) -> "
  f"N = {N_gpt:,} (recomputed from module shapes; the MI300X row semianalysis_gpt2xl_1xmi300x_te_fp8_bs14 assumed the same 1.558e9). "
  f"FLOP basis (script): flops_per_token = 6*N + 12*n_layers*n_heads*head_dim*max_seq_len = {fpt_gpt:,}. "
  "The script times each micro-batch iteration with CUDA events (grad_acc_steps 8 in the repo copy, optimizer step inside every 8th iteration) and prints TFLOP/s = flops_per_token*bsz*1024/t; "
  "the published figure is recorded as the rate of a step of bsz sequences (as the calibration row for MI300X does). torch.optim.AdamW(fused=True) on fp32 parameters -> optimizer_state fp32. Random synthetic tokens. "
  "No activation checkpointing in the script -> recompute none. Single GPU: no parallelism. 'H200 700W SXM' -> h200-sxm-141gb. ")
for rid, bsz, tf, tbl, verb, extra in [
  ('s46b-001', 14, 532.68, "comment of 2024-10-17 (functionstackx), list item '1xH200 700W SXM te fp8 (bsz=14)'; the same value in the 2024-10-16 comment",
   "Verbatim (2024-10-16): 'I have updated the following script using batch size = 14. Feel free to use a larger batch size if that helps mi300x TFLOP/s/GPU - 1xmi300x (fp8): 174.87 - 1xh100 (fp8): 490 - 1xh200 (fp8): 532.68 ... to change batch size just do `python ./reprod.py --bsz=BATCH_SIZE` ... ### H100/H200 Dockerfile ... FROM nvcr.io/nvidia/pytorch:24.09-py3'. Verbatim (2024-10-17): 'here is my **preliminary** single gpu H100 700W SXM results: ... - **preliminary** 1xH200 700W SXM  te fp8 (bsz=14) = 532.68 TFLOP/s'. ",
   "Same script and batch as the calibration row semianalysis_gpt2xl_1xmi300x_te_fp8_bs14 (MI300X, 174.87): an H200 twin of it. "),
  ('s46b-002', 38, 630.1, "comment of 2024-10-17 (functionstackx), list item '1xH200 700W SXM te fp8 (bsz=38)'",
   "Verbatim (2024-10-17): '- **preliminary** 1xH200 700W SXM  te fp8 (bsz=38) = 630.1 TFLOP/s'. Earlier figure for the same setting: (2024-10-15) 'GPT2-XL 1.5B BF16 Pytorch.compile nightly at the same batch size as the reprod script has: - MI300X:  215.79 - H100: 478.73 - H100 (fp8 transformer engine): 638.4', corrected (2024-10-16): '638.4 TFLOP/s/GPU was from H200 at batch size=38. I apologize for the error.' The later 630.1 is used; 638.4 is 1.3% higher (run-to-run spread). ",
   "bsz 38 fits because H200 has 141 GB. "),
]:
    r = dict(base); r.update(common_gpt)
    tok = tf*1e12/fpt_gpt
    st = bsz*T/tok
    r.update(row_id=rid, source=SRC72, table=tbl, global_batch_seqs=bsz, micro_batch=bsz, step_time_s=f"{st:.4f}",
      tokens_per_s_per_gpu=f"{tok:.1f}", tflops_per_gpu=tf,
      measured_or_derived=f"PUBLISHED: {tf} TFLOP/s/GPU (model basis of the script); DERIVED: tokens/s = {tf}e12/{fpt_gpt:,}; step_time = {bsz}*1024/tokens_per_s",
      confidence="low-medium: author marks it 'preliminary'; one printed per-iteration rate; script version identity with the run ASSUMED (repo copy nearest the issue)",
      notes=verb + extra + shape_note + "Issue lives in an AMD-owned repo, but these numbers were posted by SemiAnalysis; numbers posted by AMD engineers in the thread (e.g. 250 TFLOP/s MI300X, ~100/300 TFLOP/s H100) are NOT used.")
    rows.append(r)
SRC79 = ("SemiAnalysis (Oren Leung; GitHub functionstackx/OrenLeung), https://github.com/ROCm/TransformerEngine/issues/79 "
         "'[FSDP 8xMI300X] Llama3 8B FP8 is 21% slower than BF16 & OOMs on the same batch size', comment of 2024-10-17 (functionstackx); "
         "script train_fsdp_llama_8b.py at OrenLeung/nanoGPT-amd 8e786b99d073aeefd6a9cb3e6d6acf1bd6c2ad7a (2024-10-16)")
verb79 = ("Verbatim (2024-10-17): 'Thanks @wenchenvincent for looking into this. This is quite competitive to h100 on perf per TCO basis sinec mi300x TCO is 78% of an h100. But unfortunately it is not competitive to H200, any other PRs you have in the pipeline that would help? here is my results for this llama3 8B full model: - **preliminary** 8xH200 FSDP TE batch size 1: 609.32 TFLOP/s/GPU - **preliminary** 8xh200 FSDP TE batch size 4: 897.56'. ")
note79 = ("Script READ (train_fsdp_llama_8b.py @8e786b99, command form 'python ./train_fsdp_llama_8b.py --bsz=N' from the issue; identity with the run ASSUMED): cfg n_layers 32, n_heads 32, n_kv_heads 8, d_embd 4096, max_seq_len 4096, vocab 128256, d_hid 14336 "
  "(te.TransformerLayer activation='swiglu', bias=False, fused QKV, RMSNorm), untied nn.Embedding + te.LayerNormLinear head; use_fp8=True (DelayedScaling HYBRID, amax_history_len 16); grad_acc_steps 8 (no no_sync: FSDP reduce-scatters every micro-batch); "
  "synthetic random tokens (DummyDataset); AdamW(fused=True) on fp32 params with FSDP MixedPrecision bf16 -> optimizer_state fp32; FSDP1 default FULL_SHARD, transformer_auto_wrap_policy per block -> zero_stage 3; world_size = torch.cuda.device_count() = 8 (one node); no activation checkpointing. "
  f"N = {N_ll:,} (recomputed from TE module shapes); flops_per_token = 6N + 12*L*H*hd*T = {fpt_ll:,}. The printed TFLOP/s is a rank-0 tqdm readout of one micro-batch iteration (CUDA events; optimizer step inside every 8th iteration), so it may exclude the optimizer step (upper bound of a full step's rate). "
  "DERIVED: global batch = bsz x 8 GPUs x 8 accumulation; step_time_s = global*4096/(tokens_per_s_per_gpu*8). MFU printed by the script uses an FP8 peak of 2610 TFLOP/s; mfu_pct left empty. "
  "PROJECT PRECEDENT: the twin MI300X rows of issues #78/#79 (collections/2026-12-05-amd-partner-candidate-rows.csv) were NOT USED for being 'preliminary' single per-micro-batch readouts; these H200 rows share that caveat and are offered for the lead to decide. Numbers AMD engineers posted in the thread (442/474 TFLOPs MI300X) are not used.")
for rid, bsz, tf in [('s46b-003', 1, 609.32), ('s46b-004', 4, 897.56)]:
    r = dict(base)
    tok = tf*1e12/fpt_ll
    gbs = bsz*8*8
    st = gbs*T2/(tok*8)
    r.update(row_id=rid, source=SRC79, table=f"GitHub issue comment, list item '8xH200 FSDP TE batch size {bsz}'",
      model="Llama 3.1 8B (own TE re-implementation, shape per meta-llama/Llama-3.1-8B config.json)", arch='dense', layers=L2, hidden=E2,
      ffn_hidden=F2, ffn_gated='true', heads=H2, kv_heads=KV2, seq_len=T2, vocab=V2, global_batch_seqs=gbs, micro_batch=bsz,
      tp=1, pp=1, dp=8, cp=1, ep=1, vp=1, sequence_parallel='false', zero_stage=3, num_gpus=8, accelerator='h200-sxm-141gb',
      precision='fp8', recompute='none',
      framework="PyTorch FSDP (FSDP1, FULL_SHARD default, MixedPrecision bf16 params/reduce) + NVIDIA TransformerEngine (te.TransformerLayer, fp8_autocast DelayedScaling HYBRID); SemiAnalysis llm-train-bench (OrenLeung/nanoGPT-amd); container not stated in the comment (the same author's H100/H200 Dockerfile in issue #72 is nvcr.io/nvidia/pytorch:24.09-py3)",
      step_time_s=f"{st:.3f}", tokens_per_s_per_gpu=f"{tok:.1f}", tflops_per_gpu=tf, tflops_basis='model',
      measured_or_derived=f"PUBLISHED: {tf} TFLOP/s/GPU (rank-0 per-micro-batch readout, script's model FLOP basis); DERIVED: tokens/s = {tf}e12/{fpt_ll:,}; global batch {bsz}x8x8 = {gbs}; step_time = {gbs}*4096/(tokens_per_s*8)",
      confidence="low: 'preliminary' number, single per-micro-batch readout, script from the repo commit nearest the issue",
      notes=verb79 + note79, optimizer_state='fp32', target_file='semianalysis.csv')
    rows.append(r)
with open('/work/s73/hB/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=hdr); w.writeheader(); [w.writerow(r) for r in rows]
for r in rows: print(r['row_id'], r['global_batch_seqs'], r['step_time_s'], r['tokens_per_s_per_gpu'], r['tflops_per_gpu'])
print(N_gpt, fpt_gpt, N_ll, fpt_ll, 174.87e12/fpt_gpt, 324e12/fpt_ll)
