"""Parse MLPerf MLLOG result files from a bare git mirror (git show)."""
import json, re, subprocess, statistics as st

MIRRORS = {v: f"/work/.mirror/mlcommons+training_results_v{v}/repo" for v in ("4.0", "4.1", "5.0", "5.1")}

def head(v):
    return subprocess.check_output(["git", "-C", MIRRORS[v], "rev-parse", "HEAD"], text=True).strip()

def show(v, path):
    return subprocess.check_output(["git", "-C", MIRRORS[v], "show", f"HEAD:{path}"], text=True, errors="replace", stderr=subprocess.DEVNULL)

def ls(v, prefix=""):
    out = subprocess.check_output(["git", "-C", MIRRORS[v], "ls-tree", "-r", "--name-only", "HEAD", prefix], text=True)
    return out.split()

def parse(text):
    ev = []
    for line in text.splitlines():
        i = line.find(":::MLLOG ")
        if i < 0:
            continue
        try:
            ev.append(json.loads(line[i + 9:]))
        except json.JSONDecodeError:
            pass
    return ev

def summarize(ev, skip_steps=5):
    d = {"step_times": [], "throughput": [], "blocks": [], "evals": [], "meta": {}}
    bstart = None; estart = None
    for e in ev:
        k, t, val, md = e["key"], e["time_ms"] / 1000.0, e.get("value"), e.get("metadata", {})
        if k in ("global_batch_size", "max_sequence_length", "gradient_accumulation_steps", "submission_org",
                 "submission_platform", "submission_benchmark", "train_samples", "eval_samples", "init_checkpoint_step",
                 "trained_samples", "seed"):
            d["meta"].setdefault(k, val)
        elif k == "run_start":
            d["run_start"] = t
        elif k == "run_stop":
            d["run_stop"] = t; d["status"] = md.get("status")
        elif k == "block_start":
            bstart = (t, md)
            d.setdefault("bcum", []).append([t, md.get("step"), md.get("samples_count"), None, None, None])
        elif k == "block_stop" and bstart:
            d["blocks"].append((t - bstart[0], bstart[1], md)); bstart = None
        elif k == "eval_start":
            estart = t
            if d.get("bcum") and d["bcum"][-1][3] is None:
                d["bcum"][-1][3:] = [t, md.get("step"), md.get("samples_count")]
        elif k == "eval_stop" and estart is not None:
            d["evals"].append(t - estart); estart = None
        elif k == "tracked_stats" and isinstance(val, dict):
            if "train_step_time" in val and "throughput" not in val:   # (hC) skip block-average entries that some logs add
                d["step_times"].append(val["train_step_time"])
            elif "train_step_time" in val:
                d.setdefault("block_avg_step", []).append(val["train_step_time"])
            if "throughput" in val:
                d["throughput"].append(val["throughput"])
    return d

def med(x):
    return st.median(x) if x else float("nan")
