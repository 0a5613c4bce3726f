import sys, json, statistics as st
sys.path.insert(0,'/work/s66/h2/work'); from parse import parse
allr={}
for line in open('/work/s66/h2/work/cands.txt'):
    v,d=line.split()
    seq=2048 if d.endswith('gpt3') else 8192
    res=parse(f'/work/.mirror/mlcommons+training_results_v{v}/repo',d,seq)
    allr[v+' '+d]=res
    r0=res[0]
    tst=[r.get('tst_med') for r in res if r.get('tst_med')]
    blk=[r.get('blk_med') for r in res if r.get('blk_med')]
    print(v,d.split('/')[0],d.split('/')[2],'n=',len(res),'gbs',r0['gbs'],'ga',r0['ga'],'plat',r0['plat'],'status',[r['status'] for r in res],
      'tst',[round(x,4) for x in tst],'blk',[round(x,4) for x in blk], r0.get('blk_unit'), r0.get('blk_steps'),'thr',r0.get('thr'))
json.dump(allr,open('/work/s66/h2/work/all.json','w'),indent=1)
