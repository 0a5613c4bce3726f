"""Build rows.csv from Modalities' full scaling sweep (docs/scaling_experiments/scaling_leonardo.md and scaling_mn5.md).

Follows the conventions of data/collections/2026-12-06-modalities-fsdp-make_rows.py (s41d rows), except the
accelerator ids (the 64 GB parts a100-sxm4-64gb / h100-sxm5-64gb, as the brief asks).

Inputs: src/scaling_leonardo.md and src/scaling_mn5.md are byte copies of
  git show bb03bec6bfc4ab7b507f24e413223c70e5e6cb7d:docs/scaling_experiments/scaling_{leonardo,mn5}.md
(their git blob ids are checked below; the same blobs are at HEAD bf0e6d32 and, under data/, at 45a16ef6).
Run: python3 make_rows.py  (writes rows.csv, declined.csv and prints a summary used in report.md)
"""
import csv
import hashlib
import re
import statistics
from collections import defaultdict

HDR = next(csv.reader(open('/work/main/data/measurements/kempner_forge.csv')))
SET_ASIDE = '/work/main/data/collections/2026-12-06-modalities-fsdp-set-aside-rows.csv'
C = "bb03bec6bfc4ab7b507f24e413223c70e5e6cb7d"
HEAD = "bf0e6d32450d07fd2a5786c48603694e041f9c16"
FILES = {  # file -> (expected git blob id, cluster key)
    "scaling_leonardo.md": ("a9bf7aa926b5e150d788879c1224b6ea970a11fe", "A100"),
    "scaling_mn5.md": ("c9aef6ac9ad4134e366d68bfb02584a5b55307a2", "H100"),
}
PEAK = {"A100": 312e12, "H100": 989e12}   # src/modalities/utils/mfu.py PEAK_PERFORMANCE @2029c649
TOL = 0.005                               # brief: back-solved flops/token within 0.5% of the shape's

# Shapes inferred by the s41d helper (GPT-3 2.7B / 6.7B shapes, non-gated 4H MLP); heads and vocab ASSUMED.
SHAPE = {
    "2.7": dict(layers=32, hidden=2560, ffn=10240, heads=32,
                name="Modalities GPT2-style 2.7B (GPT-3 2.7B shape, inferred)"),
    "6.7": dict(layers=32, hidden=4096, ffn=16384, heads=32,
                name="Modalities GPT2-style 6.7B (GPT-3 6.7B shape, inferred)"),
    # added by the lead (session 42, before any prediction): the same kind of evidence as 2.7B/6.7B
    # (stated size, the publisher's FLOP arithmetic pins L*H and N = 12*L*H^2): GPT-3 13B, 40 heads ASSUMED
    "13": dict(layers=40, hidden=5120, ffn=20480, heads=40,
               name="Modalities GPT2-style 13B (GPT-3 13B shape, inferred)"),
}
# Sizes with no published shape (no config in any of the repo's 353 refs): declined.
NO_SHAPE = {"28"}


def pred_fpt(s, seq):
    """Publisher's flops/token 6*N + 12*L*T*H with N = 12*L*H^2 (the s41d shape inference)."""
    L, H = s["layers"], s["hidden"]
    return 6 * 12 * L * H * H + 12 * L * seq * H


def blob_id(data):
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def parse_docs():
    out = []
    for fn, (bid, gpu) in FILES.items():
        data = open(f"src/{fn}", "rb").read()
        assert blob_id(data) == bid, (fn, blob_id(data))
        for line in data.decode().splitlines():
            if not re.match(r"\| \d+ \|", line):
                continue
            f = [x.strip() for x in line.strip().strip("|").split("|")]
            assert len(f) == 13, line
            assert f[11] == f"NVIDIA {gpu}" and f[8] == "BF_16", line
            out.append(dict(file=fn, idx=int(f[0]), params=f[1], gpus=int(f[2]), sps=float(f[3]), ga=int(f[4]),
                            mbs=int(f[5]), gbs=int(f[6]), seq=int(f[7]), shard=f[9], ac=f[10], gpu=gpu,
                            mfu=float(f[12]), mfu_s=f[12], sps_s=f[3], raw=line.strip()))
    return out


def key(params, gpus, mbs, gbs, seq, shard, ac, gpu, sps):
    return (params, int(gpus), int(mbs), int(gbs), int(seq), shard, ac, gpu, float(sps))


def set_aside_keys():
    keys = {}
    for r in csv.DictReader(open(SET_ASIDE)):
        m = re.search(r"Quoted row \((A100|H100) table\): '\|(.*?)\|'", r["notes"])
        f = [x.strip() for x in m.group(2).split("|")]
        # params, gpus, sps, ga, mbs, gbs, seq, prec, shard, ac, gpu, mfu
        keys[key(f[0], f[1], f[4], f[5], f[6], f[8], f[9], f[10], f[2])] = r["row_id"]
    assert len(keys) == 35
    return keys


def main():
    docs = parse_docs()
    sa = set_aside_keys()
    for r in docs:
        r["fpt"] = r["mfu"] * PEAK[r["gpu"]] * r["gpus"] / (r["sps"] * r["seq"])
    # groups of identical configurations (repeat runs inside the sweep)
    cfg = defaultdict(list)
    for r in docs:
        cfg[(r["params"], r["gpu"], r["gpus"], r["mbs"], r["gbs"], r["seq"], r["shard"], r["ac"])].append(r)

    rows, dups, declined = [], [], []
    n = 0
    for r in docs:
        k = key(r["params"], r["gpus"], r["mbs"], r["gbs"], r["seq"], r["shard"], r["ac"], r["gpu"], r["sps"])
        if k in sa:
            dups.append((r, sa[k]))
            continue
        if r["params"] in NO_SHAPE:
            declined.append((r, f"no published {r['params']}B shape (no config in the repo)"))
            continue
        s = SHAPE[r["params"]]
        pf = pred_fpt(s, r["seq"])
        dev = r["fpt"] / pf - 1
        r["dev"] = dev
        if abs(dev) > TOL:
            declined.append((r, f"back-solved flops/token {r['fpt']:.4e} vs shape {pf:.4e} ({dev*100:+.2f}%) > 0.5%"))
            continue
        n += 1
        rows.append(build(r, s, pf, dev, n, cfg))

    with open("rows.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=HDR)
        w.writeheader()
        w.writerows(rows)
    with open("declined.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["file", "index", "params_b", "gpus", "seq", "sharding", "ac", "samples_s", "mfu",
                    "backsolved_flops_per_token", "reason", "quoted_row"])
        for r, why in declined:
            w.writerow([r["file"], r["idx"], r["params"], r["gpus"], r["seq"], r["shard"], r["ac"], r["sps_s"],
                        r["mfu_s"], f"{r['fpt']:.4e}", why, r["raw"]])

    # ---- summary for report.md ----
    print(f"parsed {len(docs)} sweep rows; duplicates of set-aside rows {len(dups)}; taken {len(rows)}; "
          f"declined {len(declined)}")
    print("\nDUPLICATES (sweep file row -> set-aside row id):")
    for r, rid in dups:
        print(f"  {r['file']} #{r['idx']}: {r['raw']}  == {rid}")
    print("\nBACK-SOLVE per size/seq (publisher flops/token = MFU*peak*GPUs/(Samples/s*seq)); all sweep rows:")
    grp = defaultdict(list)
    for r in docs:
        grp[(r["params"], r["seq"])].append(r["fpt"])
    med = {}
    for k2, v in sorted(grp.items(), key=lambda x: (float(x[0][0]), x[0][1])):
        m = statistics.median(v)
        med[k2] = m
        extra = ""
        if k2[0] in SHAPE:
            extra = f"; shape predicts {pred_fpt(SHAPE[k2[0]], k2[1]):.4e}"
        print(f"  {k2[0]}B seq {k2[1]}: n={len(v)} median {m:.4e} range {min(v)/m-1:+.3%}..{max(v)/m-1:+.3%}{extra}")
    for p in ("2.7", "6.7", "13", "28"):
        lh = (med[(p, 8192)] - med[(p, 4096)]) / (12 * 4096)
        N = (med[(p, 4096)] - 12 * lh * 4096) / 6
        print(f"  {p}B: L*H = ({med[(p, 8192)]:.4e}-{med[(p, 4096)]:.4e})/49152 = {lh:,.0f}; "
              f"N_counted = ({med[(p, 4096)]:.4e} - 12*4096*L*H)/6 = {N:.4e}; N/(L*H) = 12*H => H = {N/lh/12:,.0f}, "
              f"L = {lh/(N/lh/12):.2f}")
    devs = [abs(x["dev"]) for x in docs if "dev" in x]
    print(f"\nmax |deviation| of taken rows from shape-predicted flops/token: {max(devs):.3%}")
    print("\nTAKEN:")
    for row in rows:
        print(f"  {row['row_id']} {row['table']} step {row['step_time_s']} tok/s/gpu {row['tokens_per_s_per_gpu']} "
              f"mfu {row['mfu_pct']}")
    print("\nDECLINED:")
    for r, why in declined:
        print(f"  {r['file']} #{r['idx']}: {r['raw']}  -- {why} (back-solved {r['fpt']:.4e})")


CLUSTER = {
    "A100": ("a100-sxm4-64gb",
             "Leonardo Booster (CINECA), README heading 'Leonardo Booster  - NVIDIA A100 64GB' (Modalities README @" + HEAD[:8] +
             "); accelerator a100-sxm4-64gb (the 64 GB Leonardo part; publisher's MFU peak 312 TFLOP/s bf16 = that row's peak). "
             "4 GPUs per node: the repo's later Leonardo tutorial job (tutorials/scaling_up/scripts/hpc/leonardo/job.sbatch @4ff17a2a, "
             "'#SBATCH --gres=gpu:4', 'GPUS_PER_NODE=${SLURM_GPUS_ON_NODE:-4}') and the a100-sxm4-64gb row's source (which quotes CINECA: "
             "'each equipped with four NVIDIA A100 SXM4 64GB GPUs'); the scaling runs' own sbatch files are not published."),
    "H100": ("h100-sxm5-64gb",
             "MareNostrum 5 (BSC), README heading 'MareNostrum 5 - NVIDIA H100 64GB' (Modalities README @" + HEAD[:8] +
             "); accelerator h100-sxm5-64gb (the 64 GB MN5 ACC part; publisher's MFU peak 989 TFLOP/s bf16 = that row's 989.4). "
             "4 GPUs per node: the h100-sxm5-64gb row's source (which quotes the BSC MN5 documentation: '4x NVIDIA Hopper H100 64GB HBM2'); "
             "not stated in the Modalities sources (the smallest run is 4 GPUs, where FULL_SHARD = HYBRID_SHARD)."),
}


def build(r, s, pf, dev, n, cfg):
    acc, cl = CLUSTER[r["gpu"]]
    peak = PEAK[r["gpu"]]
    tok_s_gpu = r["sps"] * r["seq"] / r["gpus"]
    step = r["gbs"] / r["sps"]
    tfl = r["mfu"] * peak / 1e12
    hyb = r["shard"] == "HYBRID_SHARD"
    ac = r["ac"] == "True"
    L, H = s["layers"], s["hidden"]
    same = [x for x in cfg[(r["params"], r["gpu"], r["gpus"], r["mbs"], r["gbs"], r["seq"], r["shard"], r["ac"])]
            if x is not r]
    rep = ""
    if same:
        rep = ("Repeat run: the sweep file has the same configuration again at " +
               "; ".join(f"index {x['idx']} (Samples/s {x['sps_s']}, MFU {x['mfu_s']})" for x in same) +
               " - each published run is a separate row. ")
    fname = r["file"]
    notes = (
        f"Quoted row ({fname} @{C[:8]}): '{r['raw']}'. Columns: | (index) | No. Parameters (B) | GPUs | Samples/s | GradAccm | MBS | GBS | Sequence Length | Precision | Sharding | AC | GPU Type | MFU |. "
        f"Layout PUBLISHED: pure data parallel with PyTorch FSDP1 sharding_strategy {r['shard']} over {r['gpus']} GPUs, micro batch {r['mbs']} x grad accumulation {r['ga']} => GBS {r['gbs']} (= {r['mbs']}*{r['gpus']}), seq {r['seq']}, BF_16 mixed precision, activation checkpointing {r['ac']} => recompute {'full' if ac else 'none'}. "
        + (f"HYBRID_SHARD = FSDP1 default process groups: shard within a node, replicate across nodes (publisher's util.py @2029c649: 'Per default FSDP constructs process groups for the user to shard intra-node and replicate inter-node'); fsdp_shard = 4 GPUs per node (see cluster note). " if hyb else "FULL_SHARD = ZeRO-3-style sharding over all ranks (fsdp_shard empty). ")
        + rep
        + f"DERIVED: tokens_per_s_per_gpu = {r['sps_s']}*{r['seq']}/{r['gpus']} = {tok_s_gpu:.1f}; step_time_s = GBS/Samples/s = {r['gbs']}/{r['sps_s']} = {step:.4f}; tflops_per_gpu = MFU x publisher peak = {r['mfu_s']} x {peak/1e12:.0f} = {tfl:.1f}. "
        f"MFU basis (src/modalities/utils/mfu.py @2029c649): 'compute theoretical_flops_per_token = 6*N + 12*L*T*H' (N = all trainable params from the FSDP model, T = seq, H = n_embd; causal attention not halved; recompute not counted{', so the full activation checkpointing of this run is not in the MFU' if ac else ''}), peak A100 312e12 / H100 989e12 per GPU times world_size. "
        f"SHAPE CHECK: back-solved publisher flops/token = MFU*peak*GPUs/(Samples/s*seq) = {r['mfu_s']}*{peak/1e12:.0f}e12*{r['gpus']}/({r['sps_s']}*{r['seq']}) = {r['fpt']:.4e}; the inferred shape gives 6*12*{L}*{H}^2 + 12*{L}*{r['seq']}*{H} = {pf:.4e}; deviation {dev*100:+.3f}% (limit 0.5%). "
        f"SHAPE INFERRED (low confidence), as the s41d helper did (data/collections/2026-12-06-modalities-fsdp-helper-report.md): the sweep gives only '{r['params']}' B params; "
        + ("the two sequence lengths pin 12*L*H*4096 = flops/token(8192) - flops/token(4096) => over this sweep's 9 seq-8192 and 74 seq-4096 rows L*H = (2.3152e10-1.9126e10)/49152 = 81,896 ~ 32*2560 = 81,920 (0.03%; the s41d helper's README-only value was 81,830); then 6N = flops/token(4096) - 12*32*4096*2560 => N_counted = 2.5168e9 ~ 12*32*2560^2 = 2.5166e9, the GPT-3 (Brown et al. 2020) 2.7B shape with a non-gated 4*H MLP. "
           if r['params'] == '2.7' else
           "(shape added by the lead, session 42, before any prediction: the same kind of evidence as the 2.7B/6.7B rows) the two sequence lengths pin 12*L*H*4096 = 9.5624e10 - 8.5566e10 => L*H = 1.0058e10/49152 = 204,634 ~ 40*5120 = 204,800 (0.08%); then N_counted = (8.5566e10 - 12*4096*40*5120)/6 = 1.2585e10 ~ 12*40*5120^2 = 1.2583e10, the GPT-3 (Brown et al. 2020) 13B shape (40 layers, hidden 5120, 40 heads) with a non-gated 4*H MLP. "
           if r['params'] == '13' else
           "the H100 sweep's two sequence lengths pin 12*L*H*4096 = 5.1538e10 - 4.5096e10 => L*H = 6.442e9/49152 = 131,065 ~ 32*4096 = 131,072 (0.005%); then N_counted = (4.5096e10 - 12*4096*32*4096)/6 = 6.4424e9 ~ 12*32*4096^2 = 6.4425e9 (this two-length check is new: the s41d helper had only seq 4096 for 6.7B and assumed L=32), the GPT-3 (Brown et al. 2020) 6.7B shape with a non-gated 4*H MLP. ")
        + "The counted N has no room for the tied 50,304 x H embedding of the repo's GPT2 model - unexplained; heads " + str(s['heads']) + " and vocab 50304 (repo default GPT-2 vocab padded) are ASSUMED. "
        f"Cluster: {cl} Inter-node network not stated in the Modalities source (inter_network empty). Samples/s is read as the whole-job rate: the publisher's MFU divides samples/s x T x flops/token by peak x world_size, and the back-solved flops/token is constant across 4-2048 GPUs. "
        "Publisher (README 'Scaling Experiments'): 'In a first step, we explored a **limited** set of different configurations (batch size, gradient accumulation steps, etc.) to get our baseline results.' Framework state Sep 2024 (FSDP1)."
    )
    row = {k: "" for k in HDR}
    row.update(dict(
        row_id=f"s42b-{n:03d}",
        source=("Fraunhofer IAIS / Modalities team (Luebbering, Ali et al.), Modalities/modalities@" + C +
                f":docs/scaling_experiments/{fname} (full sweep linked from README 'Scaling Experiments' as 'Further scaling results'; "
                f"added 2024-09-04 in 45a16ef6 'chore: add scaling results' under data/, moved in {C[:8]} 'chore: move data to docs'; "
                f"same blob at HEAD {HEAD[:8]} 2026-04-04)"),
        table=f"docs/scaling_experiments/{fname} row index {r['idx']}: {r['params']}B / {r['gpus']} GPUs / MBS {r['mbs']} / seq {r['seq']} / {r['shard']} / AC {r['ac']}",
        model=s["name"], arch="dense", layers=L, hidden=H, ffn_hidden=s["ffn"], ffn_gated="False",
        heads=s["heads"], kv_heads=s["heads"], seq_len=r["seq"], vocab=50304,
        global_batch_seqs=r["gbs"], micro_batch=r["mbs"], tp=1, pp=1, dp=r["gpus"], cp=1, ep=1, vp=1,
        sequence_parallel="False", zero_stage=3, num_gpus=r["gpus"], accelerator=acc, precision="bf16",
        recompute="full" if ac else "none", framework=f"Modalities (PyTorch FSDP1 {r['shard']}, Flash Attention)",
        step_time_s=f"{step:.4f}", tokens_per_s_per_gpu=f"{tok_s_gpu:.1f}", tflops_per_gpu=f"{tfl:.1f}", tflops_basis="model",
        mfu_pct=f"{r['mfu']*100:.2f}",
        measured_or_derived="Samples/s (whole job) and MFU PUBLISHED; tokens_per_s_per_gpu, step_time_s and tflops_per_gpu DERIVED (arithmetic in notes)",
        confidence="low", notes=notes, activation_offload="False",
        fsdp_shard="4" if hyb else "",
    ))
    return row


if __name__ == "__main__":
    main()
