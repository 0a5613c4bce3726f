"""Builds rows.csv (s45b-001..006) from NVIDIA-NeMo/Automodel PR #2394 (squash commit 77f1123997123e9e1198d7af6ac4b518b0ec141c).
Shape columns are copied from rows already in /work/main/data/measurements/nvidia_automodel.csv (read-only)."""
import csv

HDR = next(csv.reader(open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv')))
am = {r['row_id']: r for r in csv.DictReader(open('/work/main/data/measurements/nvidia_automodel.csv'))}
SHAPE_COLS = ['model','arch','layers','hidden','ffn_hidden','ffn_gated','heads','kv_heads','vocab','num_experts',
              'experts_per_token','head_dim','moe_ffn_hidden','shared_experts','first_dense_layers','q_lora_rank',
              'kv_lora_rank','qk_rope_head_dim','v_head_dim']
SHAPE_FROM = {'gptoss': 's43b-001', 'qwen30': 'nvam-004', 'dsv3': 'nvam-001'}

C = '77f1123997123e9e1198d7af6ac4b518b0ec141c'
SRC = ('NVIDIA (NeMo AutoModel, PyTorch backend), NVIDIA-NeMo/Automodel@%s (squash-merge of PR #2394 '
       '"feat(moe): enable MXFP8 MoE training on GB200 (TransformerEngine + torchao)", Hemil Desai, 2026-06-08; '
       'includes the follow-up DeepSeek-V3 no-PP work #2446), commit message + config %s')
FW = ('NeMo AutoModel (main, 2026-06-08, commit 77f112399; PyTorch FSDP2 + TransformerEngine + HybridEP dispatcher, '
      'BenchmarkingRecipeForNextTokenPrediction)')
COMMON = ('Stack facts from the config at the commit: strategy fsdp2, mock data (MockIterableDataset seq_len 4096), '
          'fake_balanced_gate true, dispatcher hybridep ("GB200: deepep fails EP-buffer init" / GB200 NVL72 rack), '
          'torch.optim.Adam (betas 0.9/0.999, wd 0), benchmark warmup_steps 10 of max_steps 30 (DSV3: same). '
          'MFU is the recipe\'s own figure (nemo_automodel/recipes/llm/benchmark.py calculate_mfu over the HF-config FLOP formula, '
          'avg iteration time = one optimizer step over the global batch). zero_stage 2: MoEParallelizerConfig.reshard_after_forward '
          'defaults False at the commit (nemo_automodel/components/moe/config.py line 31; gpt-oss sets distributed.moe.reshard_after_forward: false '
          'explicitly), i.e. parameters stay gathered between forward and backward (the nvam-00x convention). Expert weights are '
          'sharded over the ep_shard mesh (world/ep) and the rest over the whole dp group; fsdp_shard left empty. etp 1 (no TP). '
          'EP folds into DP: dp = num_gpus/(tp*pp*cp). moe_dispatcher hierarchical = the project\'s mapping of HybridEP. '
          'optimizer_state empty (bf16 module params with MixedPrecisionPolicy param bf16/reduce fp32, not stated; as nvam rows). '
          'peak_memory_gib: the figure quoted in the commit/config as "GB"; the recipe\'s only memory print is '
          '"Max Memory Allocated: {torch.cuda.max_memory_allocated() / 1024**3:.2f} GB" (benchmark.py line 335), so GiB and allocated '
          '(ASSUMED that the quoted number is that print). GB200 = 4 GPUs per node/tray, NVL72 rack (accelerator gb200). '
          'Collected by helper s72/hB for session 45; not in data/ (grep of 77f1123, 2394, step times and tokens/s found nothing).')

def row(rid, shape, cfg, table, gbs, mbs, dp, ep, ng, prec, rec, step, mfu, peak_tf, mem, conf, notes, experts_note):
    r = {k: '' for k in HDR}
    r.update({k: am[SHAPE_FROM[shape]][k] for k in SHAPE_COLS})
    tok = gbs * 4096 / (step * ng)
    tf = mfu / 100 * peak_tf
    r.update(dict(row_id=rid, source=SRC % (C, cfg), table=table, seq_len=4096, global_batch_seqs=gbs, micro_batch=mbs,
                  tp=1, pp=1, dp=dp, cp=1, ep=ep, vp=1, sequence_parallel='False', zero_stage=2, num_gpus=ng,
                  accelerator='gb200', precision=prec, recompute=rec, framework=FW, step_time_s=step,
                  tokens_per_s_per_gpu=round(tok, 1), tflops_per_gpu=round(tf, 1), tflops_basis='model',
                  mfu_pct=mfu if prec == 'bf16' else '',
                  measured_or_derived=('step_time_s and MFU PUBLISHED (commit message and config comment); tokens_per_s_per_gpu DERIVED = '
                                       f'{gbs}*4096/({step}*{ng}) = {tok:.1f}; tflops_per_gpu DERIVED = {mfu}% x {peak_tf} (the recipe\'s peak_tflops) = {tf:.1f}'
                                       + ('' if prec == 'bf16' else f'; mfu_pct left empty because the published {mfu}% is against the FP8 peak 5000, not the bf16 peak')),
                  confidence=conf, notes=notes + ' ' + experts_note + ' ' + COMMON,
                  activation_offload='False', etp=1, moe_force_balance='True', moe_dispatcher='hierarchical',
                  peak_memory_gib=mem, memory_measure=('allocated' if mem != '' else ''), target_file='nvidia_automodel.csv'))
    r['notes'] += ' Shape columns copied from nvidia_automodel.csv %s (which cites the HF config.json).' % SHAPE_FROM[shape]
    return r

rows = []
rows.append(row('s45b-001', 'gptoss', 'examples/llm_benchmark/gpt_oss/gptoss_120b_te_deepep_gb200.yaml',
  'commit-message section "perf(configs): gpt-oss-120B bf16 GB200 -> best-MFU config (lbs4/AC-off)" and the config header comment',
  512, 4, 32, 16, 32, 'bf16', 'none', 3.506, 22.70, 2500, 154.6,
  'medium: numbers and layout stated by the author together with the committed config; a CI/PR measurement, not a docs table; expert backend at measurement time not certain',
  'Verbatim (commit message): "The gpt-oss sweep found bf16\'s best at lbs=4 / GBS=512 / activation_checkpointing=off: 3.506 s/iter, 22.70% MFU@2500, 154.6 GB". '
  'Verbatim (config header): "local_batch_size: 4, GBS=512 (GA=4), activation_checkpointing=false — the best-MFU bf16 operating point from the gpt-oss sweep: 3.506 s/iter, 22.70% MFU@2500, 154.6 GB" ... "8 nodes x 4 GB200 = 32 GPUs, ep_size=16, GBS=512, seq_len=4096." '
  'Config values: global_batch_size 512, local_batch_size 4, tp/cp/pp 1, ep_size 16, sequence_parallel false, activation_checkpointing false (recompute none), moe.reshard_after_forward false, attn te, linear te, rms_norm te, rope_fusion true, dispatcher hybridep, dispatcher_num_sms 64, peak_tflops 2500. GA = 512/(32*4) = 4 DERIVED.',
  'Expert GEMM backend: the committed config says experts: te, but the commit that switched gpt-oss to te ("standardize bf16 MoE expert backend to experts=te": "gptoss_120b_te_deepep_gb200: torch_mm -> te") comes in the message BEFORE the best-MFU section, while the best-MFU section does not say which backend ran; ASSUMED te or torch_mm (same FLOPs, kernel choice only).'))
rows.append(row('s45b-002', 'gptoss', 'examples/llm_benchmark/gpt_oss/gptoss_120b_te_mxfp8_gb200.yaml',
  'commit-message section "fix(configs): reconcile TE-MXFP8 configs with their reported numbers" and the config header comment',
  1280, 8, 32, 16, 32, 'fp8', 'full', 6.918, 14.38, 5000, 132.5,
  'medium-low: stated numbers with committed config, but MXFP8 covers only the expert grouped GEMMs (attention/dense linears stay bf16), which the single precision column cannot express',
  'Verbatim (commit message): "gptoss_120b_te_mxfp8_gb200: lbs 2->8, GBS 512->1280, AC false->true. The reported 6.918 s / 14.38% MFU@5000 / 132.5 GB was measured at lbs=8/GBS=1280/AC=on (pipeline 53432407)". '
  'Verbatim (config header): "Operating point (matches the reported number): 8 nodes/32 GPUs, ep_size=16, local_batch_size=8, GBS=1280 (GA=5), activation_checkpointing=true, seq_len=4096. -> 6.918 s/iter, 14.38% MFU@5000, 132.5 GB peak (loss descends 12.75->12.40)." '
  'PRECISION CAVEAT: "te_fp8: recipe: mxfp8" (TE MXFP8BlockScaling) applies to the expert GEMMs; config: "attn/linear/rms_norm stay TE bf16 unless a wider fp8 scope is set." Recorded fp8 per the project\'s MXFP8 -> fp8 rule; by the gpt-oss shape about 79% of the non-embedding matmul FLOPs are expert GEMMs (4 x 3 x 2880 x 2880 vs attention 2880 x (4096+512+512+4096)) DERIVED. Recompute full: activation_checkpointing true -> apply_ac wraps every block in ptd_checkpoint_wrapper (not the selective policy). GA = 1280/(32*8) = 5.',
  'Expert backend: experts te (TE GroupedLinear) with MXFP8, as committed.'))
rows.append(row('s45b-003', 'qwen30', 'examples/llm_benchmark/qwen/qwen3_moe_30b_te_deepep_gb200.yaml (and sibling qwen3_moe_30b_torchmm_gb200.yaml / qwen3_moe_30b_te_bf16_gb200.yaml)',
  'commit-message section "feat(qwen): WAVE 11 bf16 expert-backend bake-off configs for Qwen3-30B" (gmm baseline)',
  512, 16, 8, 8, 8, 'bf16', 'full', 9.237, 26.12, 2500, '',
  'medium: step time and MFU stated with the operating point (lbs16/GBS512/ep8/2 nodes/AC); the rest of the layout from the committed config',
  'Verbatim (commit message): "Two single-variable variants of qwen3_moe_30b_te_deepep_gb200.yaml (gmm baseline = 26.12% MFU@2500 / 9.237s), swapping only the experts backend to compare gmm vs torch_mm vs te at the same bf16 op point (lbs16/GBS512/ep8/2N/attn:te/AC)". '
  'Also: "The bf16 expert-backend bake-off (gmm vs torch_mm vs te) found TE GroupedLinear (bf16, no fp8) fastest on both models tested 3-way: Qwen3-30B te 26.27% > gmm 26.12% > torch_mm 25.45%" (te and torch_mm times not stated; not made rows). '
  'Config (qwen3_moe_30b_te_deepep_gb200.yaml): "Parallelism: ep_size=8, tp=pp=cp=1. With dp_size=8 (world=8) and global_batch_size=512, lbs=16 gives 512 / (8 * 16) = 4 gradient-accumulation micro-batches. seq_len=4096"; activation_checkpointing true (recompute full), attn te, linear te, rms_norm te, rope_fusion true, dispatcher hybridep, num_nodes 2 (2 x 4 GB200). No peak memory stated for this run.',
  'Expert backend at the measured point: gmm (grouped_gemm.ops.gmm), per the quote; the committed config later switched to te.'))
rows.append(row('s45b-004', 'qwen30', 'examples/llm_benchmark/qwen/qwen3_moe_30b_te_mxfp8_gb200.yaml',
  'commit-message section "fix(configs): reconcile TE-MXFP8 configs with their reported numbers" and the config header comment',
  512, 16, 8, 8, 8, 'fp8', 'full', 8.492, 14.20, 5000, 135.2,
  'medium-low: stated numbers with committed config, but MXFP8 covers only the expert grouped GEMMs (attention/dense linears stay bf16)',
  'Verbatim (commit message): "qwen3_moe_30b_te_mxfp8_gb200: lbs 8->16. The reported 8.492 s / 14.20% MFU@5000 / 135.2 GB (foreach=false re-validation, pipeline 53472974) was measured at lbs=16, matching the optimal-MFU point from the lbs sweep (lbs=16 best)." '
  'Verbatim (config header): "Parallelism: ep_size=8, tp=pp=cp=1, dp_size=8 (world=8), 2 nodes x 4 GB200. Operating point (matches the reported number): lbs=16, GBS=512 (GA=4), AC=true, optimizer.foreach=false -> 8.492 s/iter, 14.20% MFU@5000, 135.2 GB peak (loss descends 12.44->11.94)." '
  'PRECISION CAVEAT: TE MXFP8BlockScaling on the expert GEMMs only ("attn/linear/rms_norm stay TE bf16"); about 67% of the non-embedding matmul FLOPs are expert GEMMs (8 x 3 x 2048 x 768 vs attention 2048 x (4096+512+512+4096)) DERIVED. Same layout as s45b-003 (precision-only delta: the bf16 gmm run is 9.237 s). '
  'Related: torchao MXFP8 path on the same layout "qwen lbs=16 ~9.122s/26.44% MFU" (approximate, not a row).',
  'Expert backend: experts te + te_fp8 recipe mxfp8; Adam foreach false.'))
rows.append(row('s45b-005', 'dsv3', 'examples/llm_benchmark/deepseek/deepseek_v3_te_deepep_gb200.yaml',
  'commit-message section "perf(configs): DeepSeek-V3 GB200 no-PP -> lbs2/GBS128/GA1 (the fitting operating point)" (attn:te / experts:gmm baseline)',
  128, 2, 64, 64, 64, 'bf16', 'full', 3.437, 23.82, 2500, 107.0,
  'medium: stated numbers and layout in the commit message; config at the commit matches',
  'Verbatim (commit message): "So GBS=512(GA4) -> GBS=128(GA1). bf16 lbs2/GA1: 3.437 s/iter, 23.82% MFU@2500, 107GB (up from lbs1/GA1\'s 20.13%). Both configs (bf16 + mxfp8) at the matched lbs2/GBS128/GA1 shipping point, full AC on all 61 blocks." '
  'Config (deepseek_v3_te_deepep_gb200.yaml): "Parallelism: ep_size=64 (==world=64), tp=pp=cp=1. seq_len=4096, AC on." "16 nodes x 4 GB200 = 64 GPUs"; global_batch_size 128, local_batch_size 2 (GA 1); attn te, linear te, rms_norm te, rope_fusion true, experts gmm, dispatcher hybridep. '
  'No pipeline parallelism (pp 1) for the 671B model: full FSDP over 64 GPUs with EP 64 (4 routed experts per GPU). MTP not built (ASSUMED, as nvam-001). peak 107 GB as quoted ("107GB").',
  'Expert backend gmm, TE attention (the baseline before the compiled-MLA work).'))
rows.append(row('s45b-006', 'dsv3', 'examples/llm_benchmark/deepseek/deepseek_v3_sdpa_compile_gb200.yaml',
  'commit-message section "feat(deepseek): switch shipping no-PP bf16 config to experts=te (bake-off winner)" and the config header comment',
  128, 2, 64, 64, 64, 'bf16', 'full', 2.910, 28.13, 2500, 107.44,
  'medium: same layout as s45b-005 with a different kernel stack (compiled SDPA MLA + TE grouped experts); the lead may keep only one of the two',
  'Verbatim (commit message): "DeepSeek-V3 bf16 expert-backend bake-off (at the compiled-MLA op point) result: te 2.910s/28.13% MFU@2500 > gmm 3.091s/26.48% > torch_mm 3.281s/24.95%." '
  'Verbatim (config header): "SHIPPING no-PP DeepSeek-V3 (671B) bf16 GB200 config: attn=sdpa + torch.compile(MLA) + experts=te. Best bf16 operating point found: 2.910 s/iter, 28.13% MFU@2500, 107.44 GB (up from the attn:te/gmm baseline 3.437 s / 23.82%)." ... "Parallelism: ep_size=64 (==world=64), tp=pp=cp=1. seq_len=4096, AC on." '
  'Config: global_batch_size 128, local_batch_size 2 (GA 1), attn sdpa, linear torch, rms_norm torch, rope_fusion false, compile_attn true (fullgraph torch.compile of the MLA), experts te, dispatcher hybridep, Adam foreach false. The gmm (3.091 s) and torch_mm (3.281 s) cells of the same bake-off are the same layout and were not made rows.',
  'Expert backend te (TE GroupedLinear, bf16), compiled SDPA attention.'))

with open('/work/s72/hB/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=HDR)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print(len(rows))
