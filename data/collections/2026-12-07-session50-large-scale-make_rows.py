#!/usr/bin/env python3
"""Build /work/s77/d/rows.csv (helper s50d). Every number is either quoted in NOTES or computed here."""
import csv, math

HDR = open('/work/main/data/collections/2026-12-07-session49-predicted-candidate-rows.csv').readline().strip().split(',')
assert HDR[-3:] == ['cuda_graphs', 'intra_fabric', 'target_file'], HDR[-3:]

rows = []

# ---------------------------------------------------------------- Megatron-LM strong scaling
MLM_SRC = ("NVIDIA Megatron-LM README strong scaling, NVIDIA/Megatron-LM@f2e5db402c44ae309aa6448bcb4ae87e8ae0f5f4 "
           "README.md ('We also strong scaled the standard GPT-3 model ...') and images/strong_scaling.png "
           "(the only commit touching the image; image and sentence still at HEAD d98e8a64ddf34856e74b24714e3bedb2f5a39553, "
           "README.md section 'Strong Scaling Results'); shape and layout from images/model_table.png (same commit)")
MLM_TABLE = "Strong scaling figure (images/strong_scaling.png), GPT 177B point at {n} GPUs, read off the log-log plot"
L, h, s, V = 96, 12288, 4096, 131072
F_TOK = 72 * L * h * h * (1 + s / (6 * h) + V / (12 * L * h))   # Megatron num_floating_point_operations per token (no recompute term)
# Figure reading (find_points.py / read_figure in report): dot centres in pixels of the 4737x2125 PNG, axes calibrated
# on the gridlines x: 100->647.5, 500->2285, 1000->2993, 5000->4631.5 ; y: 1000->593, 500->806, 100->1306, 50->1518.
FIG = {  # gpus: (x_px, y_px, gpus_read, PF_read)
    1152: (3136.0, 797.0, 1151.6, 516.3),
    2304: (3841.8, 592.2, 2302.9, 1001.4),   # check point only: = model_table.png row 997.2 PF (mlm-007)
    3072: (4134.5, 510.5, 3069.5, 1304.2),
    4608: (4547.8, 393.2, 4606.0, 1906.0),
}
COMMON_Q = ("README.md @f2e5db402c: 'All models use a vocabulary size of 131,072 and a sequence length of 4096.' ... "
            "'We perform fine-grained overlapping of data-parallel (`--overlap-grad-reduce --overlap-param-gather`), "
            "tensor-parallel (`--tp-comm-overlap`) and pipeline-parallel communication (enabled by default) with computation "
            "to improve scalability. The reported throughputs are measured for end-to-end training and include all operations "
            "including data loading, optimizer steps, communication, and even logging.' ... 'We also strong scaled the standard "
            "GPT-3 model (our version has slightly more than 175 billion parameters due to larger vocabulary size) from 96 H100 "
            "GPUs to 4608 GPUs, using the same batch size of 1152 sequences throughout. Communication becomes more exposed at "
            "larger scale, leading to a reduction in MFU from 47% to 42%.' (HEAD d98e8a64 words it 'This test strong scales "
            "the standard GPT-3 model ... from 96 H100 GPUs to 4,608 GPUs, using the same batch size of 1,152 sequences "
            "throughout. ... leading to a reduction in MFU from 47% to 42%.'). strong_scaling.png: legend 'Megatron-Core r0.8.0' "
            "and 'Perfect linear scaling', y axis 'Aggregate throughput (petaFLOP/s)' (log), x axis 'Number of GPUs' (log), "
            "eight points each labelled '177B'. model_table.png row (transcribed from the image): 'Model size 177B | Attention "
            "heads 96 | Hidden size 12288 | Number of layers 96 | Tensor MP size 8 | Pipeline MP size 6 | Data-parallel size 48 "
            "| Number of GPUs 2304 | Batch size 1152 | Per-GPU teraFLOP/s 432.8 | MFU 44% | Aggregate petaFLOP/s 997.2'.")
METHOD = ("FIGURE READING (ESTIMATE): dot centres located in the full-resolution PNG (4737x2125) as the centroids of pixels "
          "whose 25x25 neighbourhood is entirely the series green (127,167,86); axes calibrated by least squares on the four "
          "vertical (100/500/1000/5000 GPUs) and four horizontal (50/100/500/1000 PF) gridlines (residuals <= 0.002 decade "
          "= 0.5%). Checks: the eight x positions read 96.0, 144.0, 287.9, 575.9, 1151.6, 2302.9, 3069.5, 4606.0 GPUs "
          "(= 2,3,6,12,24,48,64,96 x 48); the 2,304-GPU dot reads 1001.4 PF against the table's published 997.2 (+0.4%); "
          "the 96-GPU dot reads 44.3 PF = 461 TF/GPU = 46.6% of 989.4 (README: 47%); the 4,608-GPU dot reads 1906.0 PF = "
          "413.6 TF/GPU = 41.8% (README: 42%). Uncertainty of a read value about +-1%.")
SHAPE = ("SHAPE: the 177B row of model_table.png (96 heads, hidden 12288, 96 layers), vocab 131,072 and seq 4096 from the "
         "README text; ffn 4 x hidden = 49152, not gated, MHA (kv_heads = heads) ASSUMED (README gives no ffn size; "
         "Megatron's GPT default), as in mlm-007. Precision not stated: bf16 ASSUMED (the table's MFU 44% = 432.8/989.4, "
         "the H100 BF16 dense peak). Recompute not stated: none ASSUMED (as mlm-007). Micro-batch not stated (blank).")
LAYOUT = ("LAYOUT ASSUMED: TP 8 x PP 6 (model-parallel 48) as the table's 177B row, the same model and batch (1152); "
          "supported by the figure's GPU counts all being multiples of 48 (96 = 2 x 48 and 144 = 3 x 48 allow a "
          "model-parallel size dividing 48 only), not stated for the strong-scaling runs. dp = GPUs / 48 DERIVED. "
          "vp 1 ASSUMED as mlm-007 (not stated; with 1152/dp sequences per replica and PP 6 an interleaved schedule may "
          "have been used). --overlap-param-gather implies the distributed optimizer: zero_stage 1; --tp-comm-overlap "
          "implies sequence parallelism. cuda_graphs blank: the README says nothing (mlm-007 carries 'none' read from "
          "Megatron defaults by a later session). intra_fabric blank (H100 nodes, default).")

for n in (1152, 3072, 4608):
    x, y, nread, pf = FIG[n]
    tf = pf * 1000 / n
    tok = tf * 1e12 / F_TOK
    gbs = 1152
    step = gbs * s / (tok * n)
    dp = n // 48
    mfu = ''
    extra = ''
    if n == 4608:
        mfu = '42'
        tok_mfu = 0.42 * 989.4e12 / F_TOK
        extra = (f" CROSS-CHECK with the PUBLISHED MFU 42% (endpoint of the README sentence): 0.42 x 989.4 = 415.5 TF/GPU -> "
                 f"{tok_mfu:.1f} tokens/s/GPU, step {gbs*s/(tok_mfu*n):.3f} s (41.5-42.5% rounding band: 2.706-2.772 s); "
                 f"the figure reading gives {step:.3f} s.")
    conf = "medium-low (value read off a log-scale figure, +-1%; layout, precision, recompute ASSUMED)"
    if n == 4608:
        conf = "medium (figure reading agrees with the published MFU 42% within 0.4%; layout, precision, recompute ASSUMED)"
    md = (f"derived: aggregate {pf:.1f} PF read off strong_scaling.png at x = {nread:.1f} GPUs (pixel {x:.1f},{y:.1f}) "
          f"= ESTIMATE; tflops_per_gpu = {pf:.1f}e3/{n} = {tf:.1f} DERIVED; tokens_per_s_per_gpu = {tf:.1f}e12 / "
          f"{F_TOK:.6g} FLOP/token = {tok:.1f} DERIVED; step_time_s = 1152 x 4096 / ({tok:.1f} x {n}) = {step:.3f} DERIVED"
          + ("; mfu_pct 42 PUBLISHED (README text)" if n == 4608 else ""))
    notes = (f"GPT 177B (Megatron-LM's 'standard GPT-3 model' with a 131,072 vocabulary) strong-scaled at a fixed batch of "
             f"1152 sequences; this is the {n}-GPU point ({dp} x 48). FLOP/token = 72 x L x h^2 x (1 + s/(6h) + V/(12 L h)) "
             f"(Megatron num_floating_point_operations, no recompute term; reproduces mlm-007: 432.8 TF -> 389.4 tok/s/GPU). "
             + METHOD + extra + " " + SHAPE + " " + LAYOUT + " QUOTES: " + COMMON_Q +
             " DUPLICATE CHECK: the 2,304-GPU point is mlm-007 (same model, batch and GPU count) and was not made a row; "
             "points at 96-576 GPUs are below this task's 1,024 scope; no row in data/ cites strong_scaling.png or 4608 GPUs.")
    r = dict.fromkeys(HDR, '')
    r.update(row_id=None, source=MLM_SRC, table=MLM_TABLE.format(n=n),
             model='Megatron GPT 177B (strong scaling, README)', arch='dense', layers=L, hidden=h, ffn_hidden=4*h,
             ffn_gated='False', heads=96, kv_heads=96, seq_len=s, vocab=V, global_batch_seqs=gbs, micro_batch='',
             tp=8, pp=6, dp=dp, cp=1, ep=1, vp=1, sequence_parallel='True', zero_stage=1, num_gpus=n,
             accelerator='h100-sxm5-80gb', precision='bf16', recompute='none',
             framework='Megatron-Core r0.8.0 (--tp-comm-overlap, --overlap-grad-reduce, --overlap-param-gather)',
             step_time_s=f"{step:.4f}", tokens_per_s_per_gpu=f"{tok:.1f}", tflops_per_gpu=f"{tf:.1f}",
             tflops_basis='model', mfu_pct=mfu, measured_or_derived=md, confidence=conf, notes=notes,
             target_file='nvidia_megatron.csv')
    rows.append(r)

# ---------------------------------------------------------------- NeMo Megatron launcher GPT-3 175B on 128 nodes
NEMO_SRC = ("NVIDIA NeMo Megatron launcher README GPT-3 175B scaling table, NVIDIA/NeMo-Framework-Launcher "
            "(formerly NeMo-Megatron-Launcher; snapshot HEAD 26e42fa91d9e608897ce485b4911c263a4b57008) README.md at "
            "a2b2f83a8d219556e2d61442108070d6c0708b82 (2022-09-06) section '7.1.2. Training Performance Results' (table first "
            "in d4317dddae7f6b150e16423bc9915c48280ac033, 2022-07-14, unchanged through b54e402d21353ed0a91720fd0c09a81e9ecd2a68, "
            "2022-09-07; README tables removed in 9dbd2dad 2023-10-06); config conf/training/gpt3/175b.yaml at "
            "8f29dcd436be05aaac16a2cec4323be871d9365a (2022-07-13, last change before the table appeared); README text "
            "'175B configuration' at 2a63656901534060480e7f880def771fb613a650 (2022-07-14)")
tok_total = 141306
n = 1024
gbs, mbs, seq = 1536, 2, 2048
tok = tok_total / n
step = gbs * seq / tok_total
Vp = 51200
F2 = 72 * 96 * 12288**2 * (1 + seq / (6 * 12288) + Vp / (12 * 96 * 12288))
tf = tok * F2 / 1e12
notes = ("README @a2b2f83a: 'Training performance: ' ... ' - NVIDIA DGX SuperPODs (128 x 8 x A100 80GB for 175B GPT-3 model)' ... "
         "'We measured the throughput of training 5B and 175B parameter GPT-3 models on different numbers of DGX nodes, and we "
         "achieved near-linear scaling. ... When scaling from 16 nodes to 128 nodes with a 175B model, we achieve 6.85x speed-up.' "
         "Table: '|      |                                 | 16     | 32     | 128    |' / '|      | Tokens per Second               "
         "| 20642  | 38025  | 141306 |' / '| 175B | Perfect Linear Scaling (Tokens) | 20642  | 41285  | 165140 |' / '|      | "
         "Speed-up                        | 1x     | 1.84x  | 6.85x  |' (in the first version, d4317ddd, the same numbers sat under "
         "a row label '5B' by a copy error; the 175B heading text and the 6.85x speed-up sentence identify them). README @2a636569 "
         "(same day as the table): '**175B configuration:**' ... 'The 175B model uses the bf16 data type. It can be trained in about "
         "27 days using 128 nodes with 8 GPUs per node. The model includes 96 transformer layers, a hidden size of 12288, and 96 "
         "attention heads. The sequence length is 2048, and the optimizer is Adam. This model uses tensor parallelism of 8 and "
         "pipeline parallelism of 8.' (the version before, d4317ddd, still said 'about 35 days' and 'pipeline parallelism of 16', "
         "the old full-recompute preset). conf/training/gpt3/175b.yaml @8f29dcd4: 'num_nodes: 128' 'devices: 8' 'precision: bf16' "
         "'micro_batch_size: 2' 'global_batch_size: 1536' 'tensor_model_parallel_size: 8' 'pipeline_model_parallel_size: 8' "
         "'encoder_seq_length: 2048' 'num_layers: 96' 'hidden_size: 12288' 'ffn_hidden_size: ${multiply:4, ${.hidden_size}}' "
         "'num_attention_heads: 96' 'make_vocab_size_divisible_by: 128' 'activations_checkpoint_granularity: selective' "
         "'sequence_parallel: True' 'megatron_amp_O2: True' optim 'name: fused_adam' tokenizer \"type: 'GPT2BPETokenizer'\"; "
         "container (conf/config.yaml @2a636569) 'nvcr.io/ea-bignlp/bignlp-training:22.06-py3'. "
         "CONFIG-TO-MEASUREMENT LINK ASSUMED: the table appeared on 2022-07-14, one day after the preset moved (585b1fab/4e751557/"
         "8f29dcd4, 2022-07-13) from TP8/PP16/MBS1/full block recompute/no SP to TP8/PP8/MBS2/selective recompute/SP, and the same "
         "commit series changed the README's training-time estimate from 35 to 27 days; 300e9 tokens / 141306 tok/s = 24.6 days "
         "DERIVED, consistent with 27 days and not with 35. The preset's GBS became 2048 with distributed_fused_adam on "
         "2022-08-26/30 (47c74ef6, c6ac205a) while the table stayed unchanged, so GBS 1536 and fused_adam (no optimizer sharding: "
         "zero_stage 0) are taken. DERIVED: tokens_per_s_per_gpu = 141306/1024 = %.2f; step_time_s = 1536 x 2048 / 141306 = %.3f; "
         "dp = 1024/(8 x 8) = 16, 1536/(16 x 2) = 48 micro-batches per step; tflops_per_gpu (model basis, Megatron formula "
         "72 L h^2 (1 + s/6h + V/12Lh), no recompute term) = %.1f, i.e. %.1f%% of 312 (A100 BF16 dense). vocab 51,200 DERIVED: "
         "GPT-2 BPE 50,257 padded to a multiple of 128 x TP 8 = 1024 (Megatron/NeMo _vocab_size_with_padding, ASSUMED). ffn 4 x "
         "hidden, GeLU non-gated and MHA ASSUMED (no activation key in the preset; NeMo GPT default). vp 1 (no "
         "virtual_pipeline key in the preset). cuda_graphs blank (source silent; 2022 NeMo had no graph capture). intra_fabric "
         "blank (DGX A100 default). DUPLICATE CHECK: no row in data/ or the s77 a/b/c rows carries 141306, 20642 or 38025; the "
         "same README's GPT-3 5B table is s47f-001..004; the 16- and 32-node points (128, 256 GPUs) are below this task's scope "
         "(1,024) and were not made rows. CONFLICTING LATER NUMBER: 3579cdb3f2afdeaf23af3e0da6497555566c3f0c (2022-09-07, "
         "'Fix Readme from merge override') replaced this table by an 8-128-node one, '|      | Tokens per Second               | "
         "7500   | 14950  | 29537  | 58211 | 109684 |' (kept until the README tables were removed), 22%% lower at 128 nodes; "
         "no config or GBS is tied to it (300e9/109684 = 31.7 days, matching neither the '27 days' nor the later '24 days' "
         "text), so it was not made a row; it lowers confidence in this row's value.") % (tok, step, tf, tf / 312 * 100)
r = dict.fromkeys(HDR, '')
r.update(row_id=None, source=NEMO_SRC,
         table="Training Performance Results, 175B GPT-3 throughput table, 128-node column ('Tokens per Second 141306')",
         model='GPT-3 175B (NeMo Megatron launcher gpt3/175b preset)', arch='dense', layers=96, hidden=12288, ffn_hidden=49152,
         ffn_gated='False', heads=96, kv_heads=96, seq_len=seq, vocab=Vp, global_batch_seqs=gbs, micro_batch=mbs,
         tp=8, pp=8, dp=16, cp=1, ep=1, vp=1, sequence_parallel='True', zero_stage=0, num_gpus=n,
         accelerator='a100-sxm4-80gb', precision='bf16', recompute='selective',
         framework='NeMo Megatron (bignlp-training 22.06 container, NeMo r1.10 era; megatron_amp_O2, fused_adam)',
         step_time_s=f"{step:.4f}", tokens_per_s_per_gpu=f"{tok:.2f}", tflops_per_gpu=f"{tf:.1f}", tflops_basis='model',
         mfu_pct='',
         measured_or_derived=("Tokens per Second 141306 PUBLISHED (128 nodes x 8 A100 80GB); tokens/s/GPU, step time, dp and "
                              "TFLOP/s DERIVED; GBS/MBS/recompute/optimizer from the preset of the table's date (ASSUMED to be the measured run)"),
         confidence="medium-low (throughput published; the run's batch, recompute and optimizer are the launcher preset of the table's date, not stated beside the table)",
         notes=notes, target_file='nvidia_megatron.csv')
rows.append(r)

for i, r in enumerate(rows, 1):
    r['row_id'] = f"s50d-{i:03d}"
    assert int(r['tp']) * int(r['pp']) * int(r['dp']) * int(r['cp']) == int(r['num_gpus'])
    assert int(r['heads']) % int(r['kv_heads']) == 0
    t = float(r['step_time_s']); tok = float(r['tokens_per_s_per_gpu'])
    assert abs(int(r['global_batch_seqs']) * int(r['seq_len']) / (t * int(r['num_gpus'])) - tok) / tok < 1e-3
with open('/work/s77/d/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=HDR, quoting=csv.QUOTE_MINIMAL)
    w.writeheader()
    for r in rows:
        w.writerow(r)
for r in rows:
    print(r['row_id'], r['num_gpus'], r['step_time_s'], r['tokens_per_s_per_gpu'], r['tflops_per_gpu'], r['mfu_pct'])
