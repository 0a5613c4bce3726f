import subprocess, json, re, sys, statistics as st
def git(repo, *a): return subprocess.run(['git','-C',repo]+list(a),capture_output=True,text=True).stdout
def parse(repo, d, seqdef):
    files=[f for f in git(repo,'ls-tree','-r','--name-only','HEAD',d+'/').split('\n') if re.search(r'/result_[^/]*\.txt$',f)]
    out=[]
    for f in files:
        txt=git(repo,'show','HEAD:'+f)
        ev=[]
        for line in txt.split('\n'):
            i=line.find(':::MLLOG ')
            if i<0: continue
            try: ev.append(json.loads(line[i+9:]))
            except: pass
        kv={}
        for e in ev:
            if e['key'] in ('global_batch_size','max_sequence_length','gradient_accumulation_steps','submission_org','submission_platform','submission_division','seed','train_samples','opt_base_learning_rate','max_steps','eval_samples'):
                kv.setdefault(e['key'],e['value'])
            if e['key']=='run_stop': kv['status']=e.get('metadata',{}).get('status')
        t={e['key']:e['time_ms'] for e in ev if e['key'] in('run_start','run_stop')}
        gbs=kv.get('global_batch_size'); seq=kv.get('max_sequence_length') or seqdef
        tst=[e['value'].get('train_step_time') for e in ev if e['key']=='tracked_stats' and isinstance(e['value'],dict) and 'train_step_time' in e['value']]
        thr=[(e['value'].get('throughput'),e.get('metadata',{}).get('step', e['value'].get('step'))) for e in ev if e['key']=='tracked_stats' and isinstance(e['value'],dict) and 'throughput' in e['value']]
        # blocks
        bs=None; blocks=[]
        for e in ev:
            if e['key']=='block_start': bs=e
            if e['key']=='block_stop' and bs is not None:
                blocks.append(((e['time_ms']-bs['time_ms'])/1000, bs['metadata'].get('epoch_count'))); bs=None
        ev_t=0; es=None
        for e in ev:
            if e['key']=='eval_start': es=e['time_ms']
            if e['key']=='eval_stop' and es: ev_t+=(e['time_ms']-es)/1000; es=None
        r=dict(file=f.split('/')[-1],gbs=gbs,seq=seq,ga=kv.get('gradient_accumulation_steps'),org=kv.get('submission_org'),plat=kv.get('submission_platform'),status=kv.get('status'),
               run_s=(t.get('run_stop',0)-t.get('run_start',0))/1000, eval_s=ev_t, nblocks=len(blocks))
        if tst:
            r['n_tst']=len(tst); r['tst_med']=st.median(tst[5:]) if len(tst)>5 else st.median(tst)
        if thr: r['thr']=[x[0] for x in thr][:5]; r['n_thr']=len(thr); r['thr_med']=st.median([x[0] for x in thr])
        if blocks and gbs:
            steps=[]
            for dur,cnt in blocks[1:]:
                if cnt is None: continue
                if cnt % (gbs*seq)==0 and cnt>=gbs*seq: n=cnt/(gbs*seq); unit='tok'
                else: n=cnt/gbs; unit='samp'
                steps.append((dur/n, n, unit))
            if steps:
                r['blk_med']=st.median([s[0] for s in steps]); r['blk_steps']=steps[0][1]; r['blk_unit']=steps[0][2]; r['blk_n']=len(steps)
                r['blk_dur_med']=st.median([b[0] for b in blocks[1:]])
        out.append(r)
    return out
if __name__=='__main__':
    repo,d,seq=sys.argv[1],sys.argv[2],int(sys.argv[3])
    res=parse(repo,d,seq)
    for r in res: print(json.dumps(r))

def parse_v30(repo,d,seq=2048):
    files=[f for f in git(repo,'ls-tree','-r','--name-only','HEAD',d+'/').split('\n') if re.search(r'/result_[^/]*\.txt$',f)]
    out=[]
    for f in files:
        ev=[]
        for line in git(repo,'show','HEAD:'+f).split('\n'):
            i=line.find(':::MLLOG ')
            if i<0: continue
            try: ev.append(json.loads(line[i+9:]))
            except: pass
        gbs=[e['value'] for e in ev if e['key']=='global_batch_size'][0]
        es=[(e['time_ms'],e['metadata']['epoch_num']) for e in ev if e['key']=='eval_start']
        est=[(e['time_ms'],e['metadata']['epoch_num']) for e in ev if e['key']=='eval_stop']
        per=[]
        for k in range(len(est)-1):
            dur=(es[k+1][0]-est[k][0])/1000; toks=es[k+1][1]-est[k][1]; n=toks/(gbs*seq); per.append((dur/n,n))
        rs=[e['time_ms'] for e in ev if e['key']=='run_start'][0]; rp=[e['time_ms'] for e in ev if e['key']=='run_stop'][0]
        evt=sum((b[0]-a[0])/1000 for a,b in zip(es,est))
        out.append(dict(file=f.split('/')[-1],gbs=gbs,blk_med=st.median([p[0] for p in per]),blk_steps=per[0][1],blk_n=len(per),run_s=(rp-rs)/1000,eval_s=evt,
            status=[e.get('metadata',{}).get('status') for e in ev if e['key']=='run_stop'][0]))
    return out
