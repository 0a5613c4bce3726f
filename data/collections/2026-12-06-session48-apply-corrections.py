"""How look 112's inputs were written into data/measurements/ (2026-12-06, a forty-eighth session;
run once before the refit, kept for provenance; `2026-12-06-session48-decision.txt` items 3-4).

1. The corrections of decision item 3: settings that a helper quoted from the recipe or script the
   row itself cites (`2026-12-06-session47-pending-corrections.md`), with a note on each row.
2. The candidate rows of entries 67-69 appended to their `target_file` (a new file, with the
   common header, where the publisher has none yet); bools written 1.0 / 0.0 become true / false.

Reuses `edit` and `_lines` of `2026-12-06-session47-apply-corrections.py` (only the changed lines are
rewritten, each with its own ending). With --check it only verifies that data/ already holds every
value (run from the repository root).
"""
import csv
import importlib.util
import os
import sys

C = "data/collections/2026-12-06-"
_spec = importlib.util.spec_from_file_location("s47", C + "session47-apply-corrections.py")
s47 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(s47)
M = s47.M
CANDIDATES = [C + "session47-predicted-candidate-rows.csv", C + "session47-predicted-candidate-rows-2.csv",
              C + "session48-predicted-rows.csv"]
PENDING = "(quoted in collections/2026-12-06-session47-pending-corrections.md; applied by session 48's decision item 3)"
TOKEN_DROP = ("moe_force_balance true (was blank), read 2026-12-06: the recipe the row cites drops tokens and pads every "
              "expert to capacity factor 1.0, {quote} " + PENDING)
FORCE = ("moe_force_balance true (was blank), read 2026-12-06: every command of the table's run script "
         "yanring/Megatron-MoE-ModelZoo@8017e112 examples/qwen3/run_235b.sh passes --moe-router-force-load-balancing "
         "(\"# Note: Add --moe-router-force-load-balancing for stable benchmarking\") " + PENDING)
CORRECTIONS = {
    "nvidia_dgxc.csv": ([(f"dgxc63-00{i}", "moe_force_balance", "", "true") for i in range(1, 6)],
                        {f"dgxc63-00{i}": TOKEN_DROP.format(quote='"USE_TOKEN_DROP = True" ... "callbacks.append(run.Config('
                                                            'MegatronTokenDropCallback))" (NVIDIA/NeMo@7a8f1cc7 scripts/performance/'
                                                            'llm/pretrain_deepseek_v3.py)') for i in range(1, 6)}),
    "google_gpu_recipes.csv": ([("pv66-003", "moe_force_balance", "", "true")],
                               {"pv66-003": TOKEN_DROP.format(quote='"moe_pad_expert_input_to_capacity: true moe_expert_capacity_factor: '
                                                              '1.0" (AI-Hypercomputer/gpu-recipes src/frameworks/a3ultra/nemo-configs/'
                                                              'mixtral-8x7b-256gpus-a3u-bf16.yaml)')}),
    "together_ai.csv": ([("tog_gb200_gptoss120b_r10", "recompute", "none", "selective"),
                         ("tog_gb200_gptoss120b_r10", "moe_force_balance", "", "true"),
                         ("tog_gb200_gptoss120b_r10", "moe_dispatcher", "", "hierarchical")],
                        {"tog_gb200_gptoss120b_r10": (
                            "recompute selective (was none), moe_force_balance true and moe_dispatcher hierarchical (both blank), "
                            "read 2026-12-06 from the script the row cites (togethercomputer/together-dgxc-benchmarking@0b86473a "
                            "tests/gb200/GB200/gpt-oss-120b-r10.yaml): \"cfg.model.recompute_granularity = \"selective\"\" ... "
                            "\"cfg.model.recompute_modules = [\"layernorm\", \"moe_act\"]\"; \"cfg.model.moe_router_force_load_"
                            "balancing = True\"; \"cfg.model.moe_flex_dispatcher_backend = \"deepep\"\" " + PENDING)}),
    "nvidia_moe_modelzoo.csv": ([(f"nvmz-00{i}", "moe_force_balance", "", "true") for i in (1, 2, 4, 5)],
                                {f"nvmz-00{i}": FORCE for i in (1, 2, 4, 5)}),
}


BOOLS = ("moe_force_balance", "sequence_parallel", "ffn_gated", "activation_offload")


def target(r):
    """The row's file (the first word of ``target_file``); the candidate files' bools written
    as 1.0 / 0.0 in the schema's true / false (the same value)."""
    for b in BOOLS:
        r[b] = {"1.0": "true", "0.0": "false"}.get(r.get(b, ""), r.get(b, ""))
    return r.pop("target_file").split()[0]


def join(check=False):
    by = {}
    for c in CANDIDATES:
        for r in csv.DictReader(open(c, newline="")):
            by.setdefault(target(r), []).append(r)
    for tgt, rows in by.items():
        if not os.path.exists(M + tgt):
            assert not check, tgt
            open(M + tgt, "w", newline="").write(open(M + "together_ai.csv", newline="").readline().rstrip("\r\n") + "\n")
        split, hdr = s47._lines(M + tgt)
        have = {next(csv.reader([b]))[0] for b, _ in split[1:]}
        if check:
            assert {r["row_id"] for r in rows} <= have, tgt
            continue
        assert not {r["row_id"] for r in rows} & have, tgt
        cr = split[-1][1]
        text = open(M + tgt, newline="").read().rstrip("\n")
        text += "".join("\n" + s47._ser([r[h] for h in hdr]) + cr for r in rows)
        open(M + tgt, "w", newline="").write(text + "\n")


def main(check):
    for f, (edits, notes) in CORRECTIONS.items():
        s47.edit(M + f, edits, notes, check)
    join(check)


if __name__ == "__main__":
    main(check="--check" in sys.argv)
    print("checked" if "--check" in sys.argv else "applied")
