# Locate the green data dots and the axis gridlines in Megatron-LM images/strong_scaling.png (f2e5db402c).
import sys, pickle, os
sys.path.insert(0,'.')
from png_lib import read_png
if not os.path.exists('img/ss.pkl'):  # cache of the decoded PNG, deleted after the run (39 MB)
    w,h,bpp,rows=read_png('img/strong_scaling.png'); pickle.dump((w,h,bpp,rows),open('img/ss.pkl','wb'))
w,h,bpp,rows=pickle.load(open('img/ss.pkl','rb'))
def px(x,y):
    r=rows[y]; i=x*bpp; return r[i],r[i+1],r[i+2],(r[i+3] if bpp==4 else 255)
# sample colours
from collections import Counter
c=Counter()
for y in range(0,h,4):
    for x in range(0,w,4):
        c[px(x,y)]+=1
for k,v in c.most_common(15): print(k,v)
G=(127,167,86)
green=[[px(x,y)[:3]==G for x in range(w)] for y in range(h)]
# integral image
I=[[0]*(w+1) for _ in range(h+1)]
for y in range(h):
    s=0; Iy=I[y+1]; Ip=I[y]; gy=green[y]
    for x in range(w):
        s+=gy[x]; Iy[x+1]=Ip[x+1]+s
R=12
core=[]
for y in range(R,h-R):
    for x in range(R,w-R):
        if green[y][x]:
            n=I[y+R+1][x+R+1]-I[y-R][x+R+1]-I[y+R+1][x-R]+I[y-R][x-R]
            if n==(2*R+1)**2: core.append((x,y))
# cluster
clusters=[]
for x,y in core:
    for c in clusters:
        if abs(c[0]-x)<60 and abs(c[1]-y)<60: c[2].append((x,y)); break
    else: clusters.append([x,y,[(x,y)]])
pts=[]
for c in clusters:
    xs=[p[0] for p in c[2]]; ys=[p[1] for p in c[2]]
    pts.append((sum(xs)/len(xs), sum(ys)/len(ys), len(xs)))
pts.sort(); print('dots', pts)
# gridlines: grey rows/cols
def isgrey(p): return p[:3] in [(211,211,211),(203,203,203),(237,237,237)]
rowc=[(sum(isgrey(px(x,y)) for x in range(0,w,2)),y) for y in range(h)]
print('hgrid', sorted([ (y,n) for n,y in rowc if n>600]))
colc=[(sum(isgrey(px(x,y)) for y in range(0,h,2)),x) for x in range(w)]
print('vgrid', sorted([ (x,n) for n,x in colc if n>250]))
