#!/usr/bin/env python3
"""Build rows.csv for helper s53e (user-reported training throughput in framework GitHub issues).

Pure Python. Every derived number is asserted against the published one.
"""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER_SRC = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
with open(HEADER_SRC, newline="") as f:
    HEADER = next(csv.reader(f))

# ---- published numbers (verbatim from the issue) ----
ISSUE = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/issues/949"
GBS, MBS, SEQ, NGPU = 512, 8, 4096, 16          # 'gbs:512', 'mbs: 8', 'seq_length: 4096', 'num_gpus_16'
TP, PP, CP, VP, EP, ETP = 1, 2, 1, 2, 2, 1      # 'tp: 1' 'pp: 2' 'cp: 1' 'vp: 2' 'ep: 2' 'etp: 1'
STEP_DROP = 13.61                               # 'average 13.61 seconds for the 5th - 45th steps' (token dropping)
STEP_DROPLESS = 14.44                           # 'average 14.44 seconds for the 5th - 2999th steps' (dropless)

# ---- derived ----
DP = NGPU // (TP * PP * CP)
assert TP * PP * DP * CP == NGPU and DP == 8
assert GBS % (DP * MBS) == 0
GA = GBS // (DP * MBS)
assert GA == 8
assert DP % EP == 0  # EP folds into DP
assert 48 % (PP * VP) == 0  # 48 layers / (pp 2 x vp 2) = 12 layers per virtual stage

def tps(step):
    return GBS * SEQ / step / NGPU

TPS_DROPLESS = round(tps(STEP_DROPLESS), 1)
TPS_DROP = round(tps(STEP_DROP), 1)
assert abs(TPS_DROPLESS - 9077.0) < 0.1, TPS_DROPLESS
assert abs(TPS_DROP - 9630.6) < 0.1, TPS_DROP

SHAPE = dict(model="Qwen3-30B-A3B", arch="moe", layers=48, hidden=2048, ffn_hidden=768, ffn_gated="true",
             heads=32, kv_heads=4, head_dim=128, vocab=151936, num_experts=128, experts_per_token=8,
             shared_experts=0, first_dense_layers=0)

COMMON = dict(SHAPE, seq_len=SEQ, global_batch_seqs=GBS, micro_batch=MBS, tp=TP, pp=PP, dp=DP, cp=CP, ep=EP,
              vp=VP, etp=ETP, sequence_parallel="false", zero_stage=1, num_gpus=NGPU,
              accelerator="h100-sxm5-80gb", precision="bf16", recompute="full",
              framework=("Megatron-Bridge / Megatron-Core, scripts/performance/run_script.py with "
                         "scripts/performance/configs/qwen3/qwen3_30b_a3b_llm_pretrain.yaml "
                         "(NVIDIA-NeMo/Megatron-Bridge@47ff48829, 2025-10-14), user-modified layout"),
              moe_dispatcher="alltoall", cuda_graphs="none", target_file="tjoymeed_megatron_bridge.csv")

SOURCE = ("tjoymeed (GitHub user), NVIDIA-NeMo/Megatron-Bridge issue #949 'Help! The performance script optimal "
          "config might not actually be the best!' (opened 2025-10-14, comment 2025-10-16), " + ISSUE +
          "; config read at NVIDIA-NeMo/Megatron-Bridge@47ff48829 (2025-10-14, 'config updates; functional fixes (#832)')")

QUOTES = ("Verbatim (issue description, 2025-10-14): 'I am using the https://github.com/NVIDIA-NeMo/Megatron-Bridge/blob/main/"
          "scripts/performance/configs/qwen3/qwen3_30b_a3b_llm_pretrain.yaml perf_matrix: h100: num_gpus_16: common: "
          "num_gpus_per_node: 8 seq_length: 4096 gbs: 512 cuda_graphs: false tp: 1 pp: 2 cp: 1 vp: 12 ep: 8 etp: 1 "
          "fsdp: false bf16: mbs: 1' / 'But actually I found the following to be better: tp: 1 pp: 2 cp: 1 vp: 2 ep: 2 "
          "etp: 1 mbs: 8 gbs:512 and the recompute should change to \"full\" and everything else remaining the same...' / "
          "'It is better under both token dropless or token dropping mode.' Comment 2025-10-16: 'In token dropping mode, "
          "I got average 13.61 seconds for the 5th - 45th steps, but then I realized that the first few hundreds of steps "
          "are not stable yet, they are transient.' / 'So for the dropless mode, I measured 3000 steps, and got average "
          "14.44 seconds for the 5th - 2999th steps.' ")

LABELS = ("PUBLISHED: num_gpus 16 (perf-matrix key 'num_gpus_16', 'num_gpus_per_node: 8', 'everything else remaining "
          "the same'), seq 4096, GBS 512, MBS 8, TP 1, PP 2, CP 1, VP 2, EP 2, ETP 1, recompute full, cuda_graphs false. "
          "DERIVED: dp = 16/(1x2x1) = 8; gradient accumulation = 512/(8x8) = 8; EP 2 folds into DP 8. "
          "ASSUMED: accelerator h100-sxm5-80gb (the user names only the perf matrix key 'h100'; NVIDIA's perf matrix targets "
          "DGX-H100 SXM 80GB); precision bf16 (the user quotes the matrix's 'bf16: mbs: 1' entry and changes mbs; fp8_cs "
          "would be a different entry); sequence_parallel false (helpers.py at 47ff48829: 'recipe.model.sequence_parallel = "
          "bool(recipe.model.tensor_model_parallel_size > 1)'); zero_stage 1 (recipes/qwen/qwen3_moe.py at 47ff48829: "
          "'use_distributed_optimizer=True'); recompute 'full' read as the recipe's own full setting (qwen3_moe.py: "
          "'model_cfg.recompute_granularity = \"full\" / model_cfg.recompute_method = \"uniform\" / "
          "model_cfg.recompute_num_layers = 1', i.e. every layer; the user's exact method/num_layers are not stated); "
          "dispatcher alltoall (run_script.py applies apply_moe_token_drop to qwen3 30b_a3b, whose assert requires "
          "'moe_token_dispatcher_type in (\"alltoall\", \"alltoall_seq\")'; no flex/DeepEP setting for Qwen3 at this "
          "commit); vocab 151936 (HuggingFaceTokenizer of Qwen/Qwen3-30B-A3B: qwen3_moe.py 'use_null_tokenizer: bool = "
          "False'); shape columns copied from held Qwen3-30B-A3B rows (nvidia_megatron.csv nvmb64-025). ")

rows = []
r1 = dict(COMMON, row_id="s53e-001", source=SOURCE,
          table="issue #949 comment 2025-10-16, dropless run, steps 5-2999 average",
          step_time_s=STEP_DROPLESS, tokens_per_s_per_gpu=TPS_DROPLESS,
          moe_force_balance="false",
          measured_or_derived="measured step time (user's average over steps 5-2999); tokens/s/GPU derived",
          confidence=("medium: a user's own average over ~3,000 steps with the layout stated in the thread; GPU variant, "
                      "precision, recompute method and dispatcher read from the script/recipe at the commit of the quoted "
                      "yaml, not from the user's log"),
          notes=QUOTES + LABELS +
          f"DERIVED tokens/s/GPU = 512 x 4096 / 14.44 / 16 = {TPS_DROPLESS}. moe_force_balance false: 'dropless mode' = "
          "learned routing, no capacity padding (the user removed the script's token-drop call; at 47ff48829 run_script.py "
          "does 'recipe.model = apply_moe_token_drop(recipe.model)' for qwen3 30b_a3b unconditionally, so dropless needed a "
          "local edit, ASSUMED to touch nothing else). Mock data (run_script.py: 'qwen3_30b_a3b_pretrain_config(mock=True, "
          "...)'). Container/commit of the user's run not stated; the yaml text they quote (vp: 12) matches the file at "
          "47ff48829 (2025-10-14) and not the 2025-09-27 version (vp: 24).")
r2 = dict(COMMON, row_id="s53e-002", source=SOURCE,
          table="issue #949 comment 2025-10-16, token-dropping run, steps 5-45 average",
          step_time_s=STEP_DROP, tokens_per_s_per_gpu=TPS_DROP,
          moe_force_balance="true",
          measured_or_derived="measured step time (user's average over steps 5-45); tokens/s/GPU derived",
          confidence=("low-medium: only 41 steps averaged and the user calls the first few hundred steps 'transient'; "
                      "same layout caveats as s53e-001"),
          notes=QUOTES + LABELS +
          f"DERIVED tokens/s/GPU = 512 x 4096 / 13.61 / 16 = {TPS_DROP}. moe_force_balance true: 'token dropping mode' "
          "= the perf script's default for this model at 47ff48829 ('recipe.model = apply_moe_token_drop(recipe.model)'; "
          "moe_token_drop.py defaults 'moe_expert_capacity_factor: float = 1.0, moe_pad_expert_input_to_capacity: bool = "
          "True'), i.e. capacity factor 1.0 padded to capacity (data/README.md moe_force_balance definition). "
          "Sibling of s53e-001 (same layout, routing mode differs). Early-step average: the user says the steady "
          "token-drop value is not known.")
rows = [r1, r2]

for r in rows:
    assert set(r) <= set(HEADER), set(r) - set(HEADER)
    assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == int(r["num_gpus"])
    assert abs(r["global_batch_seqs"] * r["seq_len"] / r["step_time_s"] / r["num_gpus"] - r["tokens_per_s_per_gpu"]) < 0.1

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow({k: r.get(k, "") for k in HEADER})
print("wrote", len(rows), "rows")
