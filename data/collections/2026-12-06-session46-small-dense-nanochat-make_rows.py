import csv
hdr = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
LB = "dev/LEADERBOARD.md"
HEAD = "92d63d4e8bb4df75c3b71618f31ddde2378b2bcd"
common_nonstd = ("Non-standard parts the tool does not model (same as nanochat-d26-bf16/-fp8): sliding-window attention pattern 'SSSL' "
  "(--window-pattern default 'SSSL': 3 of 4 layers window 1024 = half context, final layer full), value embeddings on alternating layers "
  "(has_ve: layer_idx % 2 == (n_layer - 1) % 2) gated into V, Muon for matrices + AdamW for embeddings, DistMuonAdamW when DDP "
  "(nanochat/gpt.py 'Factory = DistMuonAdamW if ddp else MuonAdamW'; nanochat/optim.py docstring 'Minimize memory by sharding optimizer states "
  "across ranks (ZeRO-2 style)') -> zero_stage 2; FlashAttention-3, torch.compile(model, dynamic=False); untied wte/lm_head, no biases. ")
rows = []
# Row 1: d24 BF16, Run 1
t1 = 10949.46713/(16704-11)
rows.append(dict(
 row_id="s46c-001",
 source=f"Andrej Karpathy, nanochat (github karpathy/nanochat) {LB} section 'Run 1' (file read at {HEAD}); run commit 348fbb301b8b709ad5d59bdf69e99a51982f594a (2026-01-31; LEADERBOARD: 'Achieved Jan 29 2026 on commit `348fbb3`'); model/training code scripts/base_train.py, nanochat/gpt.py, nanochat/optim.py at 348fbb3",
 table="Leaderboard 'Run 1' wandb run summary: 'step 16704' / 'total_training_time 10949.46713'",
 model="nanochat d24 (relu^2 MLP, Run 1 of the time-to-GPT-2 leaderboard)", arch="dense",
 layers=24, hidden=1536, ffn_hidden=6144, ffn_gated="False", heads=12, kv_heads=12, seq_len=2048, vocab=32768,
 global_batch_seqs=256, micro_batch=16, tp=1, pp=1, dp=8, cp=1, ep=1, vp=1, sequence_parallel="False", zero_stage=2,
 num_gpus=8, accelerator="h100-sxm5-80gb", precision="bf16", recompute="none",
 framework="nanochat @348fbb3 (PyTorch, torch.compile, FlashAttention-3, bf16 autocast over fp32 master params, DDP + ZeRO-2-style DistMuonAdamW), no activation checkpointing",
 step_time_s=f"{t1:.4f}", tokens_per_s_per_gpu=f"{524288/(t1*8):.0f}",
 measured_or_derived="total_training_time (s) and final step PUBLISHED; step_time_s DERIVED = 10949.46713/(16704-11); tokens_per_s_per_gpu DERIVED = 524288/(step_time_s*8)",
 confidence="medium",
 notes=("Verbatim launch command: 'OMP_NUM_THREADS=1 torchrun --standalone --nproc_per_node=8 -m scripts.base_train -- --depth=24 --run=d24-jan29 --model-tag=d24_jan29 --device-batch-size=16 --sample-every=-1 --save-every=-1 --core-metric-max-per-task=-1 --core-metric-every=3000 --target-param-data-ratio=12'. "
  "Verbatim result: 'wandb:          core_metric 0.25851 ... wandb:                 step 16704 ... wandb:  total_training_time 10949.46713'. "
  "Definition (LEADERBOARD 'How to'): 'report the `total_training_time` ... which is the time of the training iterations alone, excluding all the evaluations and logging, in seconds'. "
  "Timed steps: base_train.py at 348fbb3 adds dt only 'if step > 10: total_training_time += dt # only count the time after the first 10 steps', steps run 0..num_iterations-1 (loop 'last_step = step == num_iterations' breaks before training), so timed steps = 16704-11 = 16693 (dividing by 16704 instead gives 0.6555 s, -0.07%). dt spans t0 before the micro-step loop to t1 after the optimizer step with synchronize() on both ends (lines 370-393). "
  "Average over the whole run; the 3 CORE evaluations (--core-metric-every=3000) and val evals are outside dt. "
  "Batch: --total-batch-size default 524288 tokens at 348fbb3 ('parser.add_argument(\"--total-batch-size\", type=int, default=524288') = 256 seqs of 2048 (--max-seq-len default 2048); micro batch 16 PUBLISHED in the command; grad accumulation DERIVED = 524288/(16*2048*8) = 2. "
  "Shape from base_train.py defaults at 348fbb3 for --depth=24: model_dim = 24*64 = 1536 (--aspect-ratio 64; already a multiple of --head-dim 128), num_heads = 1536/128 = 12, 'num_kv_heads = num_heads # default is 1:1 GQA ... (i.e. GQA is disabled)', MLP c_fc 4*n_embd = 6144 with relu().square() (not gated), vocab 32768 (scripts/tok_train.py default '--vocab-size ... default=32768'; GPTConfig vocab_size 32768; pad to multiple of 64 = same). "
  + common_nonstd +
  "Accelerator: LEADERBOARD 'on an 8XH100 GPU node'; SXM5 80GB ASSUMED (as the existing nanochat rows). Not a duplicate: karpathy_nanochat.csv holds only d26 (bf16 and fp8 at 524288 tokens); no d24 row in data/."),
 head_dim=128, target_file="karpathy_nanochat.csv"))
# Row 2: d26 FP8 1M batch, Run 3
t3 = 9922/(7226-11)
rows.append(dict(
 row_id="s46c-002",
 source=f"Andrej Karpathy, nanochat (github karpathy/nanochat) {LB} section 'Run 3' (file read at {HEAD}); run commit 2c062aaa949536c1cff2ffb3df2ae4aeba20dc4b (2026-02-05; LEADERBOARD: 'Achieved Feb 5 2026 on commit `2c062aa`'); model/training code scripts/base_train.py, nanochat/gpt.py, nanochat/optim.py at 2c062aa",
 table="Leaderboard 'Run 3' result block: 'step 7226' / 'total_training_time 9922'",
 model="nanochat d26 (~GPT-2-capability, relu^2 MLP), 1M-token batch", arch="dense",
 layers=26, hidden=1664, ffn_hidden=6656, ffn_gated="False", heads=13, kv_heads=13, seq_len=2048, vocab=32768,
 global_batch_seqs=512, micro_batch=16, tp=1, pp=1, dp=8, cp=1, ep=1, vp=1, sequence_parallel="False", zero_stage=2,
 num_gpus=8, accelerator="h100-sxm5-80gb", precision="fp8", recompute="none",
 framework="nanochat @2c062aa (PyTorch, torch.compile, FlashAttention-3, torchao convert_to_float8_training tensorwise on Linear layers with in/out dims divisible by 16, bf16 autocast elsewhere, DDP + ZeRO-2-style DistMuonAdamW), no activation checkpointing",
 step_time_s=f"{t3:.4f}", tokens_per_s_per_gpu=f"{1048576/(t3*8):.0f}",
 measured_or_derived="total_training_time (s) and final step PUBLISHED; step_time_s DERIVED = 9922/(7226-11); tokens_per_s_per_gpu DERIVED = 1048576/(step_time_s*8)",
 confidence="medium",
 notes=("Verbatim launch command (Run 3): '--depth=26 ... --device-batch-size=16 \\ --total-batch-size=1048576 \\ --sample-every=-1 ... --core-metric-every=999999 \\ --target-param-data-ratio=8.25 \\ --fp8'. "
  "Verbatim result: 'core_metric 0.26024 / step 7226 / total_training_time 9922 / Minimum validation bpb: 0.74645'. "
  "LEADERBOARD: 'The big change here is that the batch size was doubled from 0.5M to 1M, which works better for a d26 model'. "
  "total_training_time definition and timed-step count as s46c-001 (base_train.py at 2c062aa line 509 'if step > 10:', step += 1 at line 538): 7226-11 = 7215 timed steps (dividing by 7226 gives 1.3731 s, -0.15%). "
  "Batch: 1048576 tokens = 512 seqs of 2048; micro batch 16 PUBLISHED; grad accumulation DERIVED = 1048576/(16*2048*8) = 4. "
  "FP8: '--fp8' with default '--fp8-recipe' 'tensorwise' (base_train.py at 2c062aa: 'Float8LinearConfig.from_recipe_name(args.fp8_recipe)', filter 'FP8 requires both in_features and out_features divisible by 16'); recorded as precision fp8 like nanochat-d26-fp8. "
  "Shape as nanochat-d26-bf16/-fp8 (depth 26: model_dim 26*64=1664, 13 heads of 128, n_kv_head = n_head, MLP 6656 relu^2, vocab 32768, seq 2048), re-checked at 2c062aa (same --aspect-ratio 64, --head-dim 128, --max-seq-len 2048, --window-pattern 'SSSL'). "
  + common_nonstd +
  "Accelerator: 8XH100 node (LEADERBOARD); SXM5 80GB ASSUMED. Near-duplicate check: karpathy_nanochat.csv's nanochat-d26-fp8 is the same model and precision at 524288 tokens (grad accumulation 2, 92,500 tok/s/GPU from the LOG's rounded '740K'); this row differs in global batch (512 seqs, accumulation 4) and is a whole-run average, not a LOG reading. Cross-check: leaderboard Run 2 (d26 fp8, 524288 tokens, 'step 14889', 'total_training_time 10493') gives 10493/14878 = 0.7053 s = 743.4K tok/s per node, consistent with the LOG's 740K (not made a row: duplicate of nanochat-d26-fp8)."),
 head_dim=128, target_file="karpathy_nanochat.csv"))
with open('rows.csv','w',newline='') as f:
    w = csv.DictWriter(f, fieldnames=hdr, extrasaction='raise')
    w.writeheader()
    for r in rows:
        w.writerow({k: r.get(k,'') for k in hdr})
print(hdr[-1], len(hdr))
