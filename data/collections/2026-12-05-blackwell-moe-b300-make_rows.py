"""Builder for /work/s61/h1/rows.csv (helper s61/h1). Every number is transcribed in this file."""
import csv

HEADER = open('/work/main/data/measurements/together_ai.csv').readline().strip().split(',')

MB = ("NVIDIA Megatron-Bridge performance summary, NVIDIA-NeMo/Megatron-Bridge "
      "docs/performance-summary-archive.md (commit 067f987df03b8355b03192d88d70f1709fedf51a, 2026-08-22)")
FORCE = ("MoE: NVIDIA states (footnote moe-training-note) 'In MoE training benchmarks, we force-balance the token "
         "distribution among experts and all benchmarks are token-dropless'; EP folds into DP. Megatron distributed "
         "optimizer recorded as zero_stage 1 (table FSDP column 0 where present). MXFP8 recorded as fp8. "
         "etp 1: Megatron-Bridge sets expert_tensor_parallel_size 1 when EP>1 (and the workload presets set it explicitly). "
         "DERIVED: dp = num_gpus/(tp*pp*cp); step_time_s = GBS*seq/(tokens_per_s_per_gpu*num_gpus). "
         "DGX-B300 = 8 GPUs per node (NVLink domain 8, the B300 recipe env NVLINK_DOMAIN_SIZE=8, USE_MNNVL=0). "
         "B300 rows were left out of nvidia_megatron.csv only because accelerators.csv then had no b300 row.")

SHAPES = {
 'dsv3': dict(model='DeepSeek-V3 671B', arch='moe', layers=61, hidden=7168, ffn_hidden=18432, ffn_gated=True, heads=128,
              kv_heads=128, seq_len=4096, vocab=129280, num_experts=256, experts_per_token=8, head_dim=192,
              moe_ffn_hidden=2048, shared_experts=1, first_dense_layers=3, q_lora_rank=1536, kv_lora_rank=512,
              qk_rope_head_dim=64, v_head_dim=128,
              shape_note="shape as in nvidia_megatron.csv nvmb-011 (deepseek-ai/DeepSeek-V3 config.json: 61 layers, hidden 7168, MLA 128 heads, q_lora 1536, kv_lora 512, qk 128+64 rope, v 128; 256 routed experts of 2048 top-8 + 1 shared; first 3 layers dense 18432). The Megatron-Bridge DeepSeek-V3 recipe sets mtp_num_layers=1 (src/megatron/bridge/recipes/deepseek/deepseek_v3.py at aad7d9ce2), which the columns cannot carry; the table does not say whether MTP was on."),
 'gptoss': dict(model='gpt-oss-120b', arch='moe', layers=36, hidden=2880, ffn_hidden=2880, ffn_gated=True, heads=64,
                kv_heads=8, seq_len=4096, vocab=201088, num_experts=128, experts_per_token=4, head_dim=64,
                shared_experts=0, first_dense_layers=0,
                shape_note="shape as in nvidia_megatron.csv nvmb-014 (openai/gpt-oss-120b config.json: 36 layers, hidden 2880, 64 q heads x head_dim 64, 8 kv heads, alternate layers sliding window 128 (not representable), 128 experts of 2880 top-4, no shared expert)."),
 'q30': dict(model='Qwen3-30B-A3B', arch='moe', layers=48, hidden=2048, ffn_hidden=768, ffn_gated=True, heads=32,
             kv_heads=4, seq_len=4096, vocab=151936, num_experts=128, experts_per_token=8, head_dim=128,
             shared_experts=0, first_dense_layers=0,
             shape_note="shape as in nvidia_megatron.csv nvmb-018 (Qwen/Qwen3-30B-A3B config.json: 48 layers, hidden 2048, 32 q heads x 128, 4 kv heads, 128 experts of 768 top-8, no shared expert)."),
 'q235': dict(model='Qwen3-235B-A22B', arch='moe', layers=94, hidden=4096, ffn_hidden=1536, ffn_gated=True, heads=64,
              kv_heads=4, seq_len=4096, vocab=151936, num_experts=128, experts_per_token=8, head_dim=128,
              shared_experts=0, first_dense_layers=0,
              shape_note="shape as in nvidia_megatron.csv nvmb-022 (Qwen/Qwen3-235B-A22B config.json: 94 layers, hidden 4096, 64 q heads x 128, 4 kv heads, 128 experts of 1536 top-8, no shared expert)."),
}

def mb_row(rid, shape, release, prec, gpus, gbs, mbs, tp, pp, cp, vp, ep, tok, tf, recompute, rec_note,
           dispatcher, disp_note, conf, extra=''):
    s = dict(SHAPES[shape]); shape_note = s.pop('shape_note')
    dp = gpus // (tp * pp * cp)
    step = gbs * s['seq_len'] / (tok * gpus)
    verb = (f"Verbatim table row: DGX-B300 | {gpus} | {prec} | GBS {gbs} | MBS {mbs} | seq {s['seq_len']} | TP {tp} | PP {pp} | "
            f"CP {cp} | VP {vp if vp else 'n/a'} | EP {ep} | {tok} tokens/s/GPU | {tf} model TFLOP/s/GPU.")
    r = dict(row_id=rid, source=MB, table=f"{release} NeMo Container, Pre-Training Performance, Model: {s['model']}, row DGX-B300 {prec}",
             **s, global_batch_seqs=gbs, micro_batch=mbs, tp=tp, pp=pp, dp=dp, cp=cp, ep=ep, vp=vp or 1,
             sequence_parallel=False, zero_stage=1, num_gpus=gpus, accelerator='b300',
             precision='fp8' if 'FP8' in prec else 'bf16', recompute=recompute,
             framework=f"Megatron-Bridge / Megatron-Core (NeMo {release} container)",
             step_time_s=round(step, 4), tokens_per_s_per_gpu=tok, tflops_per_gpu=tf, tflops_basis='model',
             measured_or_derived='tokens/s/GPU and model TFLOP/s/GPU PUBLISHED (table); step time DERIVED',
             confidence=conf, etp=1, moe_force_balance=True, moe_dispatcher=dispatcher,
             notes=' '.join([verb, shape_note, FORCE, rec_note, disp_note, extra]).strip())
    return r

rows = []
# ---- DeepSeek-V3 on 256 B300
rows.append(mb_row('new-bw-001', 'dsv3', '26.06', 'MXFP8', 256, 4096, 2, 1, 8, 1, None, 8, 3541, 920, 'selective',
    "recompute: recompute_granularity 'selective' with recompute_modules ['mla_up_proj'] (module recompute, recorded as selective) from deepseek_v3_pretrain_256gpu_b300_fp8mx_config in src/megatron/bridge/perf_recipes/deepseek/b300/deepseek_v3.py at aad7d9ce2 (2026-06-25), whose layout (TP1 PP8 VP None EP8 MBS2 GBS4096) matches this row; TE CUDA graphs scope attn/moe_router/moe_preprocess (expert half eager). The recipe was changed after this release (ecfcd8460, 2026-07-23: VP2 MBS1, full-iteration graphs), so ASSUMED the aad7d9ce2 version ran.",
    'hierarchical', "dispatcher: base DeepSeek-V3 recipe sets moe_flex_dispatcher_backend='hybridep' (src/megatron/bridge/recipes/deepseek/deepseek_v3.py at aad7d9ce2), HybridEP ranks per NVLink domain 8.",
    'high (table text; recompute/dispatcher from the recipe of the same period)',
    "Same layout in the 26.04.01 table: 3456 tokens/s/GPU, 898 TFLOP/s (release repeat, not a row)."))
rows.append(mb_row('new-bw-002', 'dsv3', '26.02.01', 'MXFP8', 256, 4096, 1, 1, 16, 1, None, 8, 3099, 806, 'selective',
    "recompute: recompute_modules ['mla_up_proj'] (selective) from DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V1 (PP16 EP8, hybridep, moe_a2a_overlap False) in scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.4.2 (c81012934, 2026-05-28); the 26.02.01 recipe itself was not read (ASSUMED same).",
    'hierarchical', "dispatcher: moe_flex_dispatcher_backend='hybridep' in the same preset.",
    'medium (table text; recipe of a later tag)',
    "Same layout in the 26.02 table: 2983 tokens/s/GPU, 776 TFLOP/s (release repeat, not a row). Distinct layout from new-bw-001 (PP16, MBS1)."))
# ---- gpt-oss-120b on 64 B300
rows.append(mb_row('new-bw-003', 'gptoss', '26.06', 'MXFP8', 64, 1280, 4, 1, 1, 1, None, 8, 18534, 604, 'none',
    "recompute: none; gpt_oss_120b_pretrain_64gpu_b300_fp8mx_config in src/megatron/bridge/perf_recipes/gpt_oss/b300/gpt_oss.py at aad7d9ce2 (2026-06-25) sets no recompute and the base gpt-oss recipe sets recompute_granularity None (src/megatron/bridge/recipes/gpt_oss/gpt_oss.py); TE CUDA graphs scope attn/moe_router/moe_preprocess; moe_router_fusion True.",
    'hierarchical', "dispatcher: moe_token_dispatcher_type 'flex', moe_flex_dispatcher_backend 'hybridep', moe_hybridep_num_sms 32 (same recipe).",
    'high (table text; recompute/dispatcher from the recipe of the same period)'))
rows.append(mb_row('new-bw-004', 'gptoss', '26.04.01', 'BF16', 64, 1280, 4, 1, 1, 1, None, 8, 15232, 414, 'none',
    "recompute: none; GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V2 (EP8, GBS1280, MBS4, hybridep, TE graphs attn/moe_router/moe_preprocess, no recompute_modules) in scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.4.2 (c81012934, 2026-05-28); base recipe recompute_granularity None.",
    'hierarchical', "dispatcher: moe_flex_dispatcher_backend 'hybridep' in the V2 preset.",
    'high (table text; preset of the same release line)',
    "Same layout in the 26.04 table: 15114 / 410 (release repeat, not a row)."))
rows.append(mb_row('new-bw-005', 'gptoss', '26.02', 'BF16', 64, 1280, 4, 1, 1, 1, None, 64, 8359, 228, 'none',
    "recompute: none ASSUMED; GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V1 (EP64, MBS4, TE graphs attn/moe_router/moe_preprocess, no recompute_modules) at v0.4.2; the 26.02 preset itself was not read.",
    '', "dispatcher: the V1 preset names no flex backend (alltoall ASSUMED, left empty); EP64 spans 8 DGX-B300 nodes, so the all-to-all crosses InfiniBand.",
    'medium (table text; recipe of a later tag; dispatcher unknown)',
    "Same table lists DGX-B200 EP64 8047 / 219 (not a row here; B200 EP8 is already nvmb-014). Layout distinct from new-bw-004 (EP64 vs EP8): 8359 vs 15232 tokens/s/GPU."))
# ---- Qwen3-30B-A3B on 8 B300
rows.append(mb_row('new-bw-006', 'q30', '26.06', 'MXFP8', 8, 512, 8, 1, 1, 1, None, 8, 40769, 938, 'none',
    "recompute: none; qwen3_30b_a3b_pretrain_8gpu_b300_fp8mx_config in src/megatron/bridge/perf_recipes/qwen/b300/qwen3_moe.py at aad7d9ce2 (2026-06-25) sets recompute_granularity None, TP1 PP1 EP8 MBS8 GBS512, and _enable_hybridep_full_iteration_mxfp8 (full-iteration CUDA graph).",
    'hierarchical', "dispatcher: moe_flex_dispatcher_backend 'hybridep' (same recipe).",
    'high (table text; recompute/dispatcher from the recipe of the same period)',
    "Same layout in 26.04.01: 30720 / 704, 26.04: 30553 / 703, 26.02.01: 29454 / 678, 26.02: 29521 / 679 (release repeats, not rows; the 26.06 jump coincides with the full-iteration-graph recipe)."))
# ---- Qwen3-235B-A22B on 256 B300
rows.append(mb_row('new-bw-007', 'q235', '26.04.01', 'MXFP8', 256, 8192, 2, 1, 8, 1, None, 8, 5936, 878, 'none',
    "recompute: none; QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_CS_V2 (= FP8_MX_V2: 256 GPUs, PP8, EP8, GBS8192, MBS2, hybridep, moe_a2a_overlap False) at v0.4.2 scripts/performance/configs/qwen/qwen3_workload_base_configs.py; the B300 perf recipe at aad7d9ce2 sets recompute_granularity None for the same layout.",
    'hierarchical', "dispatcher: moe_flex_dispatcher_backend 'hybridep' (same preset).",
    'high (table text; preset of the same release line)',
    "26.04 table: 4865 / 720 for the same layout (release repeat, not a row)."))
rows.append(mb_row('new-bw-008', 'q235', '26.02.01', 'MXFP8', 256, 8192, 1, 1, 8, 1, 4, 8, 2644, 391, 'none',
    "recompute: none ASSUMED (B300 Qwen3 presets at v0.4.2 and aad7d9ce2 set none); the 26.02.01 preset itself (VP4, MBS1) was not read.",
    'hierarchical', "dispatcher: hybridep ASSUMED from the later B300 presets.",
    'medium (table text; recipe not read for this release; throughput less than half of new-bw-007 on a similar layout, so software of that release matters)',
    "26.02 table: 2691 / 399 same layout (release repeat, not a row)."))

# ---- torchtitan on 4x GB200 (PyTorch torchtitan PR #3914)
TT_SRC = ("PyTorch torchtitan (PR #3914 'Add an NVFP4 quantization converter' by Ryan Spring, merged as pytorch/torchtitan@bcc09297a1d892e0ccf6a41fc367e76aab02475b, 2026-08-05): "
          "commit message 'Table 1 - Eager Trainer 200M-token run' and torchtitan/components/quantization/nvfp4.md 'Llama 3 8B 200M-Token Evidence' table (file at b5bcd76c66d0, 2026-08-21)")
TT_COMMON = dict(model='Llama 3.1 8B', arch='dense', layers=32, hidden=4096, ffn_hidden=14336, ffn_gated=True, heads=32,
                 kv_heads=8, seq_len=2048, vocab=128256, global_batch_seqs=128, micro_batch=32, tp=1, pp=1, dp=4, cp=1,
                 ep=1, vp=1, sequence_parallel=False, zero_stage=3, num_gpus=4, accelerator='gb200',
                 recompute='selective_op', head_dim=128, tflops_basis='model', memory_measure='reserved')
TT_NOTE = ("Setup published in the PR: '4x NVIDIA GB200, 184.3 GiB HBM each', PyTorch 2.14.0a0+gitd9abf9e, CUDA 13.3, TorchAO 0.18.0+gitcb76f29, "
           "Llama 3 8B on C4 for 763 steps (200,015,872 tokens), seq 2048, GBS 128, 4-way FSDP, TP 1, local batch 32, no accumulation; "
           "doc: 'All runs use eager execution with model compilation' (torch.compile of the model). Throughput is the value at step 760 (one logged step, not a mean). "
           "Shape: torchtitan model_registry('8B') = Llama 3.1 8B (32 layers, dim 4096, FFN 14336, 32 heads, 8 kv, vocab 128256). "
           "recompute selective_op: the llama3_8b config (torchtitan/models/llama3/config_registry.py at bcc09297a) sets activation_checkpoint=SelectiveAC.Config() (per-op SAC, every second matmul recomputed); ASSUMED not overridden on the command line. "
           "zero_stage 3 = FSDP2 full shard over 4 ranks. TFLOP/s/GPU published by torchtitan (6N + 12*L*h*s model FLOPs, no recompute; 48.2 GFLOP/token is consistent with 1057.59/21919). "
           "Peak memory as published ('Peak mem'/'Memory'), read as torchtitan's reserved-memory log. Publisher: the PR is in the PyTorch torchtitan repository (author an NVIDIA engineer); both are calibration publishers. NVFP4 row (31,758 PR / 30,040 doc) left out: FP4 has no precision value.")
rows.append(dict(row_id='new-bw-009', source=TT_SRC, table='PR #3914 Table 1 / nvfp4.md Llama 3 8B table, row BF16', **TT_COMMON,
                 precision='bf16', framework='torchtitan @bcc09297a (FSDP2, torch.compile model; PyTorch 2.14.0a0+gitd9abf9e)',
                 step_time_s=round(128*2048/(21919*4), 4), tokens_per_s_per_gpu=21919, tflops_per_gpu=1057.59,
                 measured_or_derived='tokens/s/GPU and TFLOP/s/GPU PUBLISHED; step time DERIVED = GBS*seq/(tok/s*GPUs)',
                 confidence='medium (PR table with stated hardware; single logged step; AC mode from config, not stated)',
                 peak_memory_gib=174.49, notes='Verbatim: BF16 | TPS/GPU 21,919 | Aggregate 87,676 | TFLOPs/GPU 1,057.59 | Peak mem 174.49 GiB | loss 1.27381. ' + TT_NOTE))
rows.append(dict(row_id='new-bw-010', source=TT_SRC, table='PR #3914 Table 1 / nvfp4.md Llama 3 8B table, row MXFP8', **TT_COMMON,
                 precision='fp8', framework='torchtitan @bcc09297a (FSDP2, torch.compile model, torchao MXFP8Linear; PyTorch 2.14.0a0+gitd9abf9e)',
                 step_time_s=round(128*2048/(28084*4), 4), tokens_per_s_per_gpu=28084, tflops_per_gpu=1355.08,
                 measured_or_derived='tokens/s/GPU and TFLOP/s/GPU PUBLISHED; step time DERIVED = GBS*seq/(tok/s*GPUs)',
                 confidence='medium (PR table with stated hardware; single logged step; AC mode from config, not stated)',
                 peak_memory_gib=179.94, notes='Verbatim: MXFP8 | TPS/GPU 28,084 | Aggregate 112,336 | TFLOPs/GPU 1,355.08 | Peak mem 179.94 GiB (97.6%) | loss 1.26707. MXFP8 (torchao MXFP8Linear on dense linears, config llama3_8b_mxfp8) recorded as fp8. ' + TT_NOTE))

with open('/work/s61/h1/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        missing = set(r) - set(HEADER)
        assert not missing, missing
        w.writerow({k: ('' if r.get(k) is None else r.get(k, '')) for k in HEADER})
print(len(rows), 'rows written')
