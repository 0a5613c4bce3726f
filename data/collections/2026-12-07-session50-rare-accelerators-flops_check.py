# Re-implements MaxText df1b359 calculate_gemma4_tflops_training_per_device (+ ffn/embedding terms as assumed below)
# to cross-check the published TFLOP/s/chip against the shapes read from the configs.
def tflops_per_step_device(L,emb,q,kv,hd,ghd,gkv,share,mlp,vocab,B,S,window=1024,moe=None):
    ng=L//6; nl=L-ng
    kvm=1 if share else 2
    att=(ng*2*B*S**2*q*ghd + nl*4*B*(S*window-0.5*window**2)*q*hd)*3/1e12
    gqkv=2*B*S*emb*(q+kvm*gkv)*ghd; gproj=2*B*S*emb*q*ghd
    lqkv=2*B*S*emb*(q+2*kv)*hd; lproj=2*B*S*emb*q*hd
    if moe is None:
        ffn=L*2*B*S*emb*mlp*3
    else:
        E,k,mm=moe
        ffn=L*(2*B*S*emb*mlp*3 + 2*B*S*emb*mm*3*k + 2*B*S*emb*E)
    embf=2*B*S*emb*vocab
    learn=(ffn+(lqkv+lproj)*nl+(gqkv+gproj)*ng+embf)*3/1e12
    return att+learn
rows=[('31b new',dict(L=60,emb=5376,q=32,kv=16,hd=256,ghd=512,gkv=4,share=True,mlp=21504,vocab=262144,B=4,S=8192),12.20,1057.76),
      ('31b old',dict(L=60,emb=5376,q=32,kv=16,hd=256,ghd=512,gkv=4,share=True,mlp=21504,vocab=262144,B=8,S=8192),27.72,931.30),
      ('26b 64',dict(L=30,emb=2816,q=16,kv=8,hd=256,ghd=512,gkv=2,share=True,mlp=2112,vocab=262144,B=16,S=4096,moe=(128,8,704)),5.54,592.31),
      ('26b 256',dict(L=30,emb=2816,q=16,kv=8,hd=256,ghd=512,gkv=2,share=True,mlp=2112,vocab=262144,B=16,S=4096,moe=(128,8,704)),5.54,592.41)]
for n,kw,step,pub in rows:
    t=tflops_per_step_device(**kw)
    print(n,'TFLOP/step/device=%.1f'%t,'per chip TFLOP/s=%.1f'%(2*t/step),'published',pub,'ratio %.3f'%(2*t/step/pub))
