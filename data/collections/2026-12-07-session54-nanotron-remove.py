"""Rows of huggingface_nanotron.csv that leave calibration by their publisher's own records (2026-12-07, a
fifty-fourth session; collections/2026-12-07-session54-decision.txt item 2). Run once from the repository root:

    python data/collections/2026-12-07-session54-nanotron-remove.py S1.csv [--check]

S1 is the sweep's own per-run results file, bench_final2_mfu2.csv, in the third-party copy
eyao600/Rapid-LLM@9a8d0a1 validation_scripts/huggingface_data/ (sha256 2b20c1ec..., 4,104 rows; the file
huggingface/nanotron@e24d2483 scripts/scaling_benchmarks.py reads). It writes:
- collections/2026-12-07-session54-nanotron-valnt-jobs.csv: each val-nt row's one matching Success run
  (same shape, dp, tp, pp, mbs, zero, tokens/s/GPU within 1) with its job id, after_pp_fix flag and probes
  (the nt64 rows' are in collections/2026-12-07-session51-nanotron-sweep-classification.csv);
- collections/2026-12-07-session54-nanotron-removed-rows.csv: the rows removed, verbatim, plus `reason`;
and removes those rows from data/measurements/huggingface_nanotron.csv. The rule (decided before it ran):
PP > 1 and after_pp_fix False (the generator re-queues such runs: superseded), or the run's own intra-node
all-reduce probe below half the file's median (45 GB/s against 414-462 for every other run).
"""
import csv, hashlib, sys
import pandas as pd

S1, CHECK = sys.argv[1], "--check" in sys.argv
assert hashlib.sha256(open(S1, "rb").read()).hexdigest().startswith("2b20c1ec"), "not the session-51 copy"
MEAS = "data/measurements/huggingface_nanotron.csv"
C = "data/collections/"
s1 = pd.read_csv(S1)
s1 = s1[s1.status == "Success"]
m = pd.read_csv(MEAS, dtype=str, keep_default_na=False)
num = lambda r, c: float(r[c])
jobs = []
for _, r in m[m.row_id.str.startswith("val-nt")].iterrows():
    c = s1[(s1.hidden_size == num(r, "hidden")) & (s1.num_layers == num(r, "layers")) & (s1.dp == num(r, "dp"))
           & (s1.tp == num(r, "tp")) & (s1.pp == num(r, "pp")) & (s1.mbs == num(r, "micro_batch"))
           & (s1.zero_stage == num(r, "zero_stage"))
           & ((s1["tok/s/gpu"] - num(r, "tokens_per_s_per_gpu")).abs() <= 1)]
    assert len(c) == 1, r.row_id
    c = c.iloc[0]
    jobs.append({"row_id": r.row_id, "pp": int(num(r, "pp")), "job_id": int(c.job_id),
                 "after_pp_fix": bool(c.after_pp_fix), "AR_intra_GBps_probe": c["AR Intra-node (GB/s)"],
                 "AR_inter_GBps_probe": c["AllReduce (GB/s)"], "tok_s_gpu_s1": c["tok/s/gpu"]})
jobs = pd.DataFrame(jobs)
nt = pd.read_csv(C + "2026-12-07-session51-nanotron-sweep-classification.csv")
flags = pd.concat([nt[["row_id", "pp", "after_pp_fix", "AR_intra_GBps_probe"]],
                   jobs[["row_id", "pp", "after_pp_fix", "AR_intra_GBps_probe"]]], ignore_index=True)
med = flags.AR_intra_GBps_probe.median()
pre = (flags.pp > 1) & (~flags.after_pp_fix.astype(bool))
deg = flags.AR_intra_GBps_probe < 0.5 * med
why = {}
for rid in flags.row_id[pre]:
    why[rid] = ("PP > 1 run flagged after_pp_fix False in the sweep's own results file (job id < 14097150; "
                "its generator re-queues such runs, nanotron@e24d2483 scripts/scaling_benchmarks.py:512-519)")
for rid, p in zip(flags.row_id[deg], flags.AR_intra_GBps_probe[deg]):
    why[rid] = (f"the run's own intra-node all-reduce probe {p:g} GB/s, below half the file's median "
                f"{med:g} GB/s: a degraded node")
assert sorted(why) == sorted(["nt64-090", "nt64-132", "nt64-149", "nt64-181", "nt64-182", "nt64-184",
                              "nt64-185", "nt64-186", "nt64-188", "nt64-194", "nt64-200", "val-nt-026",
                              "nt64-081", "nt64-091"]), sorted(why)
if CHECK:
    assert not m.row_id.isin(list(why)).any()
    print("checked")
    sys.exit(0)
jobs.to_csv(C + "2026-12-07-session54-nanotron-valnt-jobs.csv", index=False)
gone = m[m.row_id.isin(list(why))].copy()
gone["reason"] = gone.row_id.map(why)
gone.to_csv(C + "2026-12-07-session54-nanotron-removed-rows.csv", index=False, quoting=csv.QUOTE_MINIMAL)
m[~m.row_id.isin(list(why))].to_csv(MEAS, index=False, quoting=csv.QUOTE_MINIMAL)
print(f"removed {len(gone)} rows; median intra probe {med:g}")
