"""How decision addendum 10's corrections were written (2026-12-07, a fifty-sixth session; run once before
look 125's refit, kept for provenance). Byte-preserving, through `_spans` / `_field` of
`2026-12-07-session56-audit-apply.py`. With --check it only verifies.
"""
import csv
import importlib.util
import sys

_spec = importlib.util.spec_from_file_location("a1", "data/collections/2026-12-07-session56-audit-apply.py")
a1 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(a1)
M = "data/measurements/"
HF = ("Hugging Face Transformers 4.12.0 Trainer (examples/pytorch/language-modeling/run_clm.py), PyTorch DDP via "
      "torch.distributed.launch, native AMP fp16 (--fp16), ")
TT = ("torchtitan (Lambda fork LambdaLabsML/torchtitan; configs upstreamed in pytorch/torchtitan#4604), FSDP2 dp_shard "
      "8, training.dtype bf16, --training.disable_cuda_graphs, AdamW, ChunkedLossWrapper")
LUMI = "Megatron-LM (BigCode fork, spyysalo/Megatron-LM), PyTorch on ROCm, LUMI-G"
EDITS = [  # (file, row_id, column, old, new)
    ("turkunlp_lumi.csv", "lumi-009", "framework", LUMI,
     "Megatron-LM (BigCode fork, spyysalo/Megatron-LM), PyTorch 1.13.1 on ROCm 5.2, LUMI-G; Megatron core attention, "
     "eager attention (no flash flag set)"),
    ("lambda_torchtitan.csv", "s41a-003", "framework", TT,
     TT + "; attention: varlen backend (torch.nn.attention.varlen.varlen_attn, PyTorch's built-in FlashAttention-2 "
     "kernel)"),
] + [("microsoft_deepspeed.csv", rid, "framework", HF + "no DeepSpeed", HF + "vanilla HF baseline without the DS engine")
     for rid in ("s49b-001", "s49b-003", "s49b-005")]
# val-ax-001..011: the shard group their own notes state ("parameters sharded within groups of N")
SHARD = {"val-ax-001": 16, "val-ax-002": 16, "val-ax-003": 8, "val-ax-004": 8, "val-ax-005": 8, "val-ax-006": 256,
         "val-ax-007": 8, "val-ax-008": 128, "val-ax-009": 256, "val-ax-010": 256, "val-ax-011": 256}
EDITS += [("apple_axlearn.csv", rid, "fsdp_shard", "", str(n)) for rid, n in SHARD.items()]


def notes_agree():
    for r in csv.DictReader(open(M + "apple_axlearn.csv", newline="")):
        if r["row_id"] in SHARD:
            assert f"sharded within groups of {SHARD[r['row_id']]}," in r["notes"], r["row_id"]


if __name__ == "__main__":
    notes_agree()
    a1.apply("--check" in sys.argv, EDITS)
    print("checked" if "--check" in sys.argv else "applied", len(EDITS), "fields")
