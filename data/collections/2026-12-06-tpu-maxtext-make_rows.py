# Writes rows.csv: MaxText README v5e table, 2x/4x/16x v5e-256 cells (not in google_maxtext_tpu.csv,
# which holds the 1x/8x/32x cells as mt-024..035). Templates = the 1x rows of the same model.
import csv
SRC='/work/main/data/measurements/google_maxtext_tpu.csv'
hdr=next(csv.reader(open('/work/main/data/measurements/kempner_forge.csv')))
rows={r['row_id']:r for r in csv.DictReader(open(SRC))}
# published cells, README.md v5e table (identical at e47fa1b5d 2023-10-31, 04262f3cf 2024-03-22, HEAD configs/tpu/v5e/README.md)
pub={ # model template row : {slices: (TFLOP/s/chip, MFU%)}
 'mt-024':{2:(117,59.37),4:(117,59.14),16:(111,56.56)},   # 16B
 'mt-027':{2:(128,64.81),4:(126,64.10),16:(123,62.26)},   # 32B
 'mt-030':{2:(112,56.66),4:(110,55.85),16:(105,53.29)},   # 64B
 'mt-033':{2:(110,55.82),4:(108,54.93),16:(100,50.86)},   # 128B
}
out=[]; n=0
for tid,cells in pub.items():
  t=rows[tid]
  tf1=float(t['tflops_per_gpu']); tok1=float(t['tokens_per_s_per_gpu'])
  fpt=tf1*1e12/tok1  # MaxText FLOP/token implied by the template row (its own derivation)
  mb=int(t['micro_batch']); seq=int(t['seq_len'])
  dp1=int(t['dp']); gbs1=int(t['global_batch_seqs'])
  for k,(tf,mfu) in cells.items():
    n+=1; r={h:t.get(h,'') for h in hdr}
    r['row_id']='s41c-%03d'%n
    r['source']=t['source']
    r['table']=t['table']
    chips=256*k
    r['num_gpus']=str(chips); r['dp']=str(dp1*k); r['global_batch_seqs']=str(gbs1*k)
    tok=tf*1e12/fpt; step=mb*seq/tok
    r['tflops_per_gpu']=str(tf); r['mfu_pct']=str(mfu)
    r['tokens_per_s_per_gpu']='%.1f'%tok; r['step_time_s']='%.4f'%step
    r['measured_or_derived']=t['measured_or_derived']
    r['confidence']=t['confidence']
    notes=t['notes']
    # replace the template's 1x specifics
    notes=notes.replace('Published: 1x v5e-256, %s TFLOP/sec/chip, MFU %s%%.'%(t['tflops_per_gpu'],t['mfu_pct']),
                        'Published: %dx v5e-256, %s TFLOP/sec/chip, MFU %s%%.'%(k,tf,('%.2f'%mfu)))
    notes=notes.replace('(= 1 slices over DCN)','(= %d slices over DCN)'%k)
    notes=notes.replace('dp = %d x 1 = %d'%(dp1,dp1),'dp = %d x %d = %d'%(dp1,k,dp1*k))
    notes=notes.replace('= %s; step_time'%t['tokens_per_s_per_gpu'],'= %.1f; step_time'%tok)
    notes+=(' [s41c] Cell of the same README v5e table as %s (which holds the 1x cell); 2x/4x/16x cells were not in '
            'google_maxtext_tpu.csv. DERIVED here: FLOP/token taken from %s (%.4g = %s TFLOP/s / %s tok/s), '
            'tokens/s/chip = %s e12 / FLOP/token = %.1f; step = %d x %d / tokens/s = %.4f s; '
            'global_batch_seqs = %d per slice x %d slices = %d.')%(tid,tid,fpt,t['tflops_per_gpu'],t['tokens_per_s_per_gpu'],
            tf,tok,mb,seq,step,gbs1,k,gbs1*k)
    r['notes']=notes
    out.append(r)
    assert 'Published: %dx'%k in notes, tid
w=csv.DictWriter(open('/work/s68/hC/rows.csv','w',newline=''),fieldnames=hdr,lineterminator='\n')
w.writeheader(); w.writerows(out)
for r in out: print(r['row_id'],r['model'],r['num_gpus'],r['dp'],r['tp'],r['global_batch_seqs'],r['tflops_per_gpu'],r['mfu_pct'],r['tokens_per_s_per_gpu'],r['step_time_s'])

# ---- Part 2: earlier versions of tpu-recipes READMEs whose workload layout differs from the rows already taken ----
TR='AI-Hypercomputer/tpu-recipes'
def hist(tid, commit, path, table, over, log, chips, mb, seq, notes):
  global n
  t=rows[tid]; n+=1; r={h:t.get(h,'') for h in hdr}
  secs,tf,tok,tw=log
  gbs=tw//seq
  assert gbs==mb*chips, (gbs,mb,chips)
  chk=tok*chips*secs
  r.update({'row_id':'s41c-%03d'%n,
    'source':'Google tpu-recipes (MaxText), %s (Google Cloud TPU recipes) commit %s %s'%(TR,commit,path),
    'table':table,'global_batch_seqs':str(gbs),'micro_batch':str(mb),'num_gpus':str(chips),
    'step_time_s':str(secs),'tflops_per_gpu':str(tf),'tokens_per_s_per_gpu':str(tok),'mfu_pct':'',
    'measured_or_derived':'measured (published example log line)','confidence':'high (log text)'})
  r.update(over)
  r['notes']=notes+(' Published example log line: \'seconds: %s, TFLOP/s/device: %s, Tokens/s/device: %s, total_weights: %d\'. '
     'DERIVED: global_batch_seqs = total_weights/seq = %d/%d = %d (= per_device_batch_size %d x %d chips); check tokens/s x chips x seconds = %.0f vs total_weights %d. '
     'Synthetic data. [s41c] Earlier README version; the layout differs from the row already taken from the HEAD README (see notes).')%(secs,tf,tok,tw,tw,seq,gbs,mb,chips,chk,tw)
  assert abs(chk-tw)/tw<2e-4
  out.append(r)

hist('mt-010','9f084a3 (2025-03-28; log line unchanged through 8239ba3 2025-05-05, which raised per_device_batch_size to 5 in the Workload details)',
  'training/trillium/Llama3.1-70B-MaxText/README.md',
  "'completed step' example log line and workload details block; workload llama3_1_70b_8192 (MaxText@tpu-recipes-v0.1.0, benchmarks/maxtext_trillium_model_configs.py @243b25e4 L932-972)",
  {'tp':'1','dp':'256','activation_offload':'true'},(34.562,456.442,948.086,8388608),256,4,8192,
  "Llama 3.1 70B on one v6e-256 slice (benchmark_runner --device_type=v6e-256, num_slices default 1). Shape as mt-010 (MaxText llama3.1-70b.yml: 80 layers, emb 8192, 64 heads, 8 kv heads, mlp 28672 SwiGLU, vocab 128256). Workload details in the README: per_device_batch_size 4, ici_fsdp_parallelism -1, remat_policy custom with decoder_layer_input, query_proj, key_proj, value_proj = 'offload' (host memory; recorded as recompute full with activation_offload true, as mt-007..010), max_target_length 8192, flash attention (sa_block 2048, fused bwd kernel). FSDP over all 256 chips = zero_stage 3, dp 256, no TP. Differs from mt-010 (same recipe at HEAD c8cfe2f68908, per_device_batch_size 5, 42.656 s) in batch: here 4 per chip (GBS 1024).")

hist('mt-013','f81bfc9 (2024-10-30; bf16 log line first set in a50d68e the same day)',
  'training/trillium/Mixtral-8x7B-MaxText/README.md',
  "'completed step' example log line for the 'Bf16 run'; workload mixtral_8x7b_dropped (maxtext@2e1ebad7c660 benchmarks/maxtext_trillium_model_configs.py L439-466)",
  {'tp':'1','dp':'256','ep':'1','activation_offload':'false'},(8.409,323.173,3896.752,8388608),256,8,4096,
  "Mixtral 8x7B on one v6e-256 slice (benchmark_runner --device_type=v6e-256 --num_slices=1 --model_name=mixtral_8x7b_dropped --libtpu_version=20241028); README test env: jaxlib 0.4.35, libtpu-nightly 20241028, maxtext@2e1ebad7c660e45d2f020ef025d74cc90e2f0eb3 (2024-10-29). Shape as mt-013 (MaxText mixtral-8x7b.yml: 32 layers, emb 4096, 32 heads, 8 kv heads, 8 experts of 14336 top-2, vocab 32000, no shared expert, every layer MoE). Workload at 2e1ebad7: per_device_batch_size 8, ici_fsdp_parallelism -1 (256), max_target_length 4096, remat_policy full (no host offload), flash attention, megablox False, capacity_factor 1.25 (token dropping, dense dispatch), reuse_example_batch 1; no weight_dtype set (MaxText default float32). FSDP over all chips = zero_stage 3, dp 256, experts sharded by FSDP (ep 1). Differs from mt-013 (HEAD recipe: per_device_batch_size 12, custom remat with host offload, 13.484 s). The first version of this log line (5f53866, 2024-10-29, libtpu 20241009 per its command) read 'seconds: 8.982, TFLOP/s/device: 302.566, Tokens/s/device: 3648.273' and was replaced by this one in a50d68e ('update result for mixstral with libtpu=20241028'); the README's separate 'Int8 run' line (8.218 s) is INT8 and not used.")

hist('mt-011','03fc999 (2024-10-30; replaced by the pure-FSDP workload in fe30697 2025-03-06)',
  'training/trillium/Llama3-405B-MaxText/README.md',
  "'completed step' example log line; workload llama3_1_405b_8192_fsdp_dcn (maxtext@2e1ebad7c660 benchmarks/maxtext_trillium_model_configs.py L375-410)",
  {'tp':'4','dp':'128','activation_offload':'true'},(58.805,365.740,139.307,4194304),512,1,8192,
  "Llama 3.1 405B on 2 x v6e-256 slices = 512 chips (benchmark_runner --device_type=v6e-256 --num_slices=2 --model_name=llama3_1_405b_8192_fsdp_dcn --libtpu_version=20241028); README test env: libtpu-nighly 20241028, maxtext@2e1ebad7c660e45d2f020ef025d74cc90e2f0eb3. Shape as mt-011 (MaxText llama3.1-405b.yml: 126 layers, emb 16384, 128 heads, 8 kv heads, mlp 53248 SwiGLU, vocab 128256). Workload at 2e1ebad7: per_device_batch_size 1, ici_fsdp_parallelism 64 x ici_tensor_parallelism 4 (allow_split_physical_axes, custom_mesh hybrid_ring_64x4) x dcn_fsdp_parallelism 2, remat_policy custom with decoder_layer_input, query_proj, key_proj, value_proj, out_proj = 'offload' (host memory; recorded as recompute full with activation_offload true), max_target_length 8192, flash attention. Recorded as tp 4 (MaxText tensor axis; sequence_parallel false as for mt-038), dp = fsdp 64 x 2 slices = 128, zero_stage 3 (FSDP spans both slices over DCN). Differs from mt-011 (HEAD recipe: pure FSDP 256 x DCN 2, no TP, 54.803 s). The README was renamed Llama3.1-405B-MaxText in fe30697.")

hist('mt-037','c51f658 (2025-06-02; replaced in 7e88b6d 2025-10-07 by the 512-chip log line of mt-037)',
  'training/v5p/Llama4-Scout-17B-16E-Maxtext/README.md',
  "'completed step' example log line; workload llama4_scout_dropless_v5p_256 (MaxText tpu-recipes-v0.1.3 = 9ca35d7e60b7, benchmarks/maxtext_v5p_model_configs.py L109-149)",
  {'tp':'1','dp':'128','activation_offload':'true'},(31.494,251.760,2080.892,8388608),128,8,8192,
  "Llama 4 Scout 17B-16E (text) on one v5p-256 slice = 128 chips (README title 'on TPU v5p-256'; benchmark_runner --device_type=v5p-256 --num_slices=1; v5p type names count TensorCores, 2 per chip). Shape as mt-037 (MaxText llama4-17b-16e.yml: 48 layers, emb 5120, 40 heads, 8 kv heads, 16 routed experts of 8192 top-1 + 1 shared expert, every layer MoE, vocab 202048). Workload at 9ca35d7e: per_device_batch_size 8, max_target_length 8192, ici_fsdp_parallelism -1 (128), dtype bfloat16, weight_dtype float32, megablox True, sparse_matmul True (dropless), opt_type adamw, remat_policy custom with decoder_layer_input = 'offload' (recorded as recompute full with activation_offload true, as mt-037), reuse_example_batch 1. FSDP over all chips = zero_stage 3, dp 128, no EP/TP. Differs from mt-037 (HEAD: same workload on 512 chips, 31.652 s) in chip count: 128 here.")

w=csv.DictWriter(open('/work/s68/hC/rows.csv','w',newline=''),fieldnames=hdr,lineterminator='\n')
w.writeheader(); w.writerows(out)
for r in out[12:]: print(r['row_id'],r['model'],r['num_gpus'],r['tp'],r['dp'],r['global_batch_seqs'],r['micro_batch'],r['step_time_s'],r['tokens_per_s_per_gpu'],r['tflops_per_gpu'],r['recompute'],r['activation_offload'])
