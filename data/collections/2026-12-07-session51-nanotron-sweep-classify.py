"""Final classification (supersedes classify2.py's S rule with a neighbour test).
Inputs (read-only): /work/main/data/measurements/huggingface_nanotron.csv, hf/bench_final2_mfu2.csv
(copy from eyao600/Rapid-LLM@24ef24c6 validation_scripts/huggingface_data/), nt64_tw.json, nt_jobs.json.
Yardstick ideal = 6*N*tokens/(GPUs*989e12)/0.42 s (NOT a prediction); ex = (step-ideal)/micro-batches.
Neighbour test: same model, nodes, TP, PP among Success runs of the same code regime (after_pp_fix equal for PP>1),
excluding GPU-degraded runs; S if the row has >=4 micro-batches, ex >= 0.3 s and ex >= 3x the median of neighbours with >=4 micro-batches
(per-micro-batch excess is only comparable at similar, not tiny, micro-batch counts: at m=1-2 the PP bubble and per-step costs dominate)."""
import csv, json, collections, statistics
N={'2048':1.342e9,'3072':3.572e9,'4096':8.859e9,'8192':79.97e9}
nt={o['id']:o for o in json.load(open('nt64_tw.json'))}
jobs=json.load(open('nt_jobs.json'))
a=[r for r in csv.DictReader(open('hf/bench_final2_mfu2.csv')) if r['status']=='Success' and r['vocab_size']=='131072' and not r['name'].endswith('gqa8')]
nb=collections.defaultdict(list)
for r in a:
    if float(r['AR Intra-node (GB/s)'])<300 or r['hidden_size'] not in N: continue
    dp,tp,pp,mbs=int(r['dp']),int(r['tp']),int(r['pp']),int(r['mbs']); m=int(float(r['batch_accum'])); g=dp*tp*pp
    toks=dp*mbs*m*4096; step=toks/(float(r['tok/s/gpu'])*g); ideal=6*N[r['hidden_size']]*toks/g/989e12/0.42
    fix=r['after_pp_fix'] if pp>1 else 'any'
    nb[(r['hidden_size'],float(r['nodes']),tp,pp,fix)].append(((step-ideal)/m, r['tok/s/gpu'], m))
H={'1B':'2048','3B':'3072','8B':'4096','80B':'8192'}
rows=[]
for k,o in sorted(nt.items()):
    j=jobs[k]; tags=[]
    fix=j['after_pp_fix'] if o['pp']>1 else 'any'
    neigh=[e for e,t,mm in nb[(H[o['lab']],float(o['n']),o['tp'],o['pp'],fix)] if abs(float(t)-float(o['tok']))>1.0 and mm>=4]
    nmed=statistics.median(neigh) if neigh else None
    if o['pp']>1 and j['after_pp_fix']=='False': tags.append('PRE_PP_FIX (job %s < 14097150)'%j['job_id'])
    if j['ARi']<300: tags.append('DEGRADED_GPU_COMM (intra-node AR probe %.0f GB/s vs ~425-460)'%j['ARi'])
    if o['twin_ratio'] and o['twin_ratio']>1.5: tags.append('ZeRO twin %.0f tok/s/GPU = x%.2f faster'%(o['twin'],o['twin_ratio']))
    if nmed is not None and o['m']>=4 and o['ex']>=0.3 and o['ex']>=3*max(nmed,0.01): tags.append('OUTLIER vs %d neighbours (ex/mb %.2f s vs median %.2f s)'%(len(neigh),o['ex'],nmed))
    if o['n']==64: tags.append('64_NODES')
    if o['pp']>1 and o['tp']>=16: tags.append('PP+cross-node TP%d'%o['tp'])
    if any(t.startswith('PRE_PP') or t.startswith('DEGRADED') for t in tags): cls='N'
    elif any(t.startswith('ZeRO twin') or t.startswith('OUTLIER') for t in tags): cls='S'
    elif '64_NODES' in tags or any(t.startswith('PP+cross') for t in tags): cls='W'
    else: cls='P'
    rows.append([k,o['lab'],o['n'],o['tp'],o['pp'],o['dp'],o['mbs'],o['m'],o['z'],round(o['step'],4),round(o['ideal'],3),round(o['ex'],3),'' if nmed is None else round(nmed,3),o['tok'],o['twin'] or '',j['job_id'],j['after_pp_fix'],round(j['AR']),round(j['ARi']),j['memres'],cls,'; '.join(tags)])
with open('/work/s78/m/nt64_classification.csv','w',newline='') as f:
    w=csv.writer(f)
    w.writerow(['row_id','model','nodes','tp','pp','dp','mbs','micro_batches','zero','step_s','yardstick_s_42pct_mfu','excess_s_per_microbatch','neighbour_median_excess','tok_s_gpu','zero_twin_tok_s_gpu','job_id','after_pp_fix','AR_inter_GBps_probe','AR_intra_GBps_probe','mem_reserved_GB','class','tags'])
    w.writerows(rows)
print(collections.Counter(r[20] for r in rows))
for c in 'NSW':
    print('==',c)
    for r in rows:
        if r[20]==c: print('  ',r[0],r[1],'n%d tp%d pp%d dp%d mbs%d m%d z%s'%(r[2],r[3],r[4],r[5],r[6],r[7],r[8]),'tok',r[13],'|',r[21])
