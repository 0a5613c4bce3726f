"""Look 112's predictions (posterior medians) of the rows on 4-GPU NVLink nodes, with the 8-GPU
domain the model used and with a 4-GPU domain (domain_size 4, per-accelerator intra bandwidth of the
4-GPU direct-NVLink fabrics): the reading behind 2026-12-07-session49-decision.txt item 1. Written
2026-12-07, a forty-ninth session; run from the repository root at look 112 (before item 1's edits).
"""
import sys, glob, numpy as np, pandas as pd
sys.path.insert(0,'.')
from lifecycle.bayes.calibrate import load
from lifecycle.validate.steptime import calibration_draws, EFF_NAMES
from lifecycle.inputs import from_measurements
from lifecycle.model import steptime as S
eff,_=calibration_draws(load(glob.glob('posterior/*.nc')[0]),400)
med={k: float(np.median(eff[k])) for k in EFF_NAMES}
df=pd.concat([pd.read_csv(f,low_memory=False) for f in ['data/measurements/kempner_forge.csv','data/measurements/argonne_alcf.csv','data/measurements/bigscience_bloom.csv','data/collections/2026-12-06-session48-predicted-candidate-rows.csv']])
df=df[df.row_id.str.startswith(('kf','s47h','bigsci-019','bigsci-020','s48q-00'))].reset_index(drop=True)
df=df[df.row_id!='s48q-001'].reset_index(drop=True)
for b in ('moe_force_balance','sequence_parallel','ffn_gated','activation_offload'):
    df[b]=df[b].map(lambda v: {1.0:True,0.0:False,'1.0':True,'0.0':False}.get(v,v))
w,plan,hw,notes=from_measurements(df)
base=S.step_time(w,plan,hw,med)['tokens_per_s_per_gpu']
hw2={k:(np.array(v,float).copy() if np.ndim(v) else v) for k,v in hw.items()}
hw2['domain_size'][:]=4; hw2['gpus_per_node'][:]=4
bw={'h200-sxm-141gb':300,'a100-sxm4-40gb':200,'v100-sxm2-32gb':150}
hw2['intra_bw_gb_per_s']=np.array([bw[a] for a in df.accelerator],float)
new=S.step_time(w,plan,hw2,med)['tokens_per_s_per_gpu']
lo=pd.read_csv('data/derivations/steptime_lopo.csv').set_index('row_id')
out=pd.DataFrame({'id':df.row_id,'n':df.num_gpus,'tp':df.tp,'pp':df.pp,'dp':df.dp,'z':df.zero_stage,'meas':df.tokens_per_s_per_gpu,'pred8':base.round(0),'pred4':new.round(0)})
out['r8']=(out.meas/out.pred8-1).round(2); out['r4']=(out.meas/out.pred4-1).round(2)
out['lopo_r']=[round(lo.tokens_per_s_per_gpu.get(i,np.nan)/lo.pred_lopo.get(i,np.nan)-1,2) for i in df.row_id]
print(out.to_string())
