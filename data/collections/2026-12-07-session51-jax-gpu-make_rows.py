#!/usr/bin/env python3
"""Build rows.csv (prefix s51p-) for JAX LLM training on NVIDIA GPUs.

Pure Python; every derived number is asserted against the published one.
Sources (read with git from fetched mirrors, read-only):
  A. NVIDIA/JAX-Toolbox rosetta/rosetta/projects/maxtext/README.md, table added in
     5a25a1468044f4fdb5a9f43e4b2fec0010aadce0 (2024-05-01, 'Updated maxtext readme with llama2-7b
     perf numbers (#786)'); same cells at db096881 (2024-05-01), 28603900 (2025-05-27) and, moved to
     docs/frameworks/maxtext/README.md, at HEAD bcbbfa578be90bf5c1dfef2c67cf074589391eee (2026-07-24).
     Launch script rosetta/rosetta/projects/maxtext/scripts/example_slurm.sub at 5a25a146.
  B. AI-Hypercomputer/maxtext MaxText/configs/a3/llama_2_7b/README.md, added in
     efb6d9e4a2856198f8272dcbfb7d9c91eda0728e (2024-04-12, 'Add README for llama2-7B'); identical
     table at c742f684c (2025-08-14) and at HEAD e591f30cbbf217ed67ef71263ec0538239f9c3b8
     (2026-08-22, as src/maxtext/configs/gpu/a3/llama_2_7b/README.md). Launch scripts
     MaxText/configs/a3/llama_2_7b/{1,2,4,8,16}vm.sh and the FLOP formula
     MaxText/maxtext_utils.py calculate_tflops_training_per_device, MaxText/train.py at efb6d9e4a.
"""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = ("row_id,source,table,model,arch,layers,hidden,ffn_hidden,ffn_gated,heads,kv_heads,seq_len,vocab,"
          "num_experts,experts_per_token,global_batch_seqs,micro_batch,tp,pp,dp,cp,ep,vp,sequence_parallel,"
          "zero_stage,num_gpus,accelerator,precision,recompute,framework,step_time_s,tokens_per_s_per_gpu,"
          "tflops_per_gpu,tflops_basis,mfu_pct,measured_or_derived,confidence,notes,head_dim,moe_ffn_hidden,"
          "shared_experts,first_dense_layers,activation_offload,q_lora_rank,kv_lora_rank,qk_rope_head_dim,"
          "v_head_dim,etp,moe_force_balance,moe_dispatcher,inter_network,fsdp_shard,optimizer_state,"
          "peak_memory_gib,memory_measure,cuda_graphs,intra_fabric,target_file").split(",")

# the header must equal the session-50 candidate file's header
_ref = "/work/main/data/collections/2026-12-07-session50-predicted-candidate-rows.csv"
if os.path.exists(_ref):
    with open(_ref, newline="") as f:
        assert next(csv.reader(f)) == HEADER, "header differs from the session-50 candidate file"

# Llama 2 7B shape: MaxText MaxText/configs/models/llama2-7b.yml (read at efb6d9e4a and 0b7d1ee4):
# 'base_emb_dim: 4096' 'base_num_query_heads: 32' 'base_num_kv_heads: 32' 'base_mlp_dim: 11008'
# 'base_num_decoder_layers: 32' 'head_dim: 128' 'mlp_activations: ["silu","linear"]' 'vocab_size: 32000'
# 'logits_via_embedding: False'
L, D, F, H, KV, HD, V = 32, 4096, 11008, 32, 32, 128, 32000
SHAPE = dict(arch="dense", layers=L, hidden=D, ffn_hidden=F, ffn_gated="true", heads=H, kv_heads=KV,
             vocab=V, head_dim=HD)
SHAPE_Q = ("SHAPE (MaxText MaxText/configs/models/llama2-7b.yml, efb6d9e4a): 'base_emb_dim: 4096', "
           "'base_num_query_heads: 32', 'base_num_kv_heads: 32', 'base_mlp_dim: 11008', "
           "'base_num_decoder_layers: 32', 'head_dim: 128', 'mlp_activations: [\"silu\",\"linear\"]' (gated), "
           "'vocab_size: 32000', 'logits_via_embedding: False' (untied output layer). PUBLISHED.")

# parameter count MaxText's calculate_num_params_from_pytree would report for this shape
N_PARAMS = 2 * V * D + L * (4 * D * D + 3 * D * F + 2 * D) + D
assert N_PARAMS == 6_738_415_616

RECOMP_Q = ("RECOMPUTE: remat_policy minimal_flash = checkpoint_dots_with_no_batch_dims plus the saved flash "
            "attention output 'context' (the JAX-Toolbox README: 'if you are interested in using `minimal` remat "
            "policy, for flash attention, please specify `remat_policy=minimal_flash`. This optionally saves the "
            "flash attention output tensor named `'context'`'); every weight-matmul output is kept and only "
            "elementwise ops/norms are recomputed; recorded 'selective' by the convention of s46e-003 and the "
            "s50g rows (MaxText 'minimal' -> selective). ASSUMED mapping.")

rows = []

def base_row(**kw):
    r = {k: "" for k in HEADER}
    r.update({k: str(v) for k, v in SHAPE.items()})
    r.update(dict(num_experts="", experts_per_token="", tp=1, pp=1, cp=1, ep=1, vp=1,
                  sequence_parallel="false", zero_stage=3, accelerator="h100-sxm5-80gb",
                  precision="bf16", recompute="selective", activation_offload="false",
                  cuda_graphs="none"))
    r.update(kw)
    return {k: ("" if v is None else str(v)) for k, v in r.items()}

# ---------------------------------------------------------------- A. NVIDIA JAX-Toolbox MaxText README
A_STEP, A_SEQS = 0.721, 22.19          # PUBLISHED: 'Step Time (s)' 0.721, 'Sequences/Sec' 22.19
A_GPUS, A_BS, A_GBS, A_SEQ = 8, 2, 16, 4096   # PUBLISHED: '#GPUs' 8, 'BS / GPU' 2, 'GBS' 16, 'Sequence Length' 4096
A_DP, A_FSDP, A_TP = 1, 8, 1            # PUBLISHED: 'DP' 1, 'FSDP' 8, 'TP' 1
assert A_BS * A_GPUS == A_GBS
assert A_DP * A_FSDP * A_TP == A_GPUS
assert abs(A_GBS / A_STEP - A_SEQS) / A_SEQS < 0.001     # 16/0.721 = 22.191
a_tok = A_GBS * A_SEQ / A_STEP / A_GPUS
assert abs(a_tok - A_SEQS * A_SEQ / A_GPUS) / a_tok < 0.001
rows.append(base_row(
    row_id="s51p-001",
    source=("NVIDIA JAX-Toolbox MaxText README, NVIDIA/JAX-Toolbox rosetta/rosetta/projects/maxtext/README.md "
            "table added in 5a25a1468044f4fdb5a9f43e4b2fec0010aadce0 (2024-05-01, 'Updated maxtext readme with "
            "llama2-7b perf numbers (#786)'), unit added in db096881 (2024-05-01), unchanged at 28603900 (2025-05-27) "
            "and at HEAD bcbbfa578be90bf5c1dfef2c67cf074589391eee (2026-07-24) as docs/frameworks/maxtext/README.md; "
            "launch script rosetta/rosetta/projects/maxtext/scripts/example_slurm.sub at 5a25a146; model shape "
            "AI-Hypercomputer/maxtext MaxText/configs/models/llama2-7b.yml"),
    table="README '# Configs' > '### LLaMA', row 7B H100 80G SXM BF16",
    model="Llama 2 7B (MaxText model_name llama2-7b, synthetic data)",
    seq_len=A_SEQ, global_batch_seqs=A_GBS, micro_batch=A_BS, dp=A_GPUS, num_gpus=A_GPUS,
    framework=("JAX MaxText on GPU, NVIDIA JAX-Toolbox container (nvcr.io/nvidia/jax:24.04-maxtext-py3 / "
               "ghcr.io/nvidia/jax:maxtext-2024-04-15); DGX H100; attention cudnn_flash_te (Transformer Engine "
               "fused attention), remat_policy minimal_flash, scan_layers false, synthetic data, 15 steps"),
    step_time_s=A_STEP, tokens_per_s_per_gpu=round(a_tok, 2),
    measured_or_derived=("measured: step time 0.721 s and 22.19 sequences/s PUBLISHED; tokens/s/GPU DERIVED = "
                         "16 x 4096 / 0.721 / 8 = %.2f (= 22.19 x 4096 / 8 = 11361.3)" % a_tok),
    confidence=("medium: one row of a vendor README table (single node, 15-step run, the README does not say "
                "which step or an average); layout published; recompute mapping and graph setting read from the "
                "launch script"),
    notes=("Verbatim (README at 5a25a146/db096881/HEAD): 'Experiments were run using NVIDIA DGX H100 80G nodes.'; "
           "table header '| Size | GPU | Precision | Sequence Length | #GPUs | BS / GPU | DP | FSDP | TP | GBS | "
           "Attention | Remat Policy | Scan | Step Time (s) | Sequences/Sec |' and row '| 7B | H100 80G SXM | BF16 | "
           "4096 | 8 | 2 | 1 | 8 | 1 | 16 | Flash | minimal_flash| Off | 0.721 | 22.19 |'. All PUBLISHED: 8 GPUs, "
           "BS/GPU 2, DP 1, FSDP 8, TP 1, GBS 16, seq 4096, BF16, flash, minimal_flash, scan off. "
           "LAYOUT: FSDP 8 over the 8 GPUs -> zero_stage 3, dp 8 (DERIVED 1 x 8 x 1 = 8), fsdp_shard empty (whole "
           "group). micro_batch 2 = BS/GPU (no accumulation stated; MaxText default 1). "
           "LAUNCH (example_slurm.sub at 5a25a146, 'For a single node (8 GPUs) llama2-7b run'): "
           "'per_device_batch_size=2', 'scan_layers=false', 'remat_policy=minimal_flash', "
           "'attention=cudnn_flash_te', 'max_target_length=4096', 'dataset_type=synthetic', 'steps=15', "
           "'CONTAINER=\"${CONTAINER:-ghcr.io/nvidia/jax:maxtext-2024-04-15}\"'; README: 'nvcr.io/nvidia/jax:24.04-"
           "maxtext-py3'. CUDA GRAPHS: XLA_FLAGS in the same script and the README's recommended flags contain "
           "'--xla_gpu_graph_level=0' (XLA command buffers off) -> cuda_graphs none (DERIVED from the flag). "
           + RECOMP_Q + " " + SHAPE_Q +
           " PRECISION bf16 ('BF16'; MaxText base.yml 'dtype: \"bfloat16\"', 'weight_dtype: float32' -> "
           "optimizer_state empty). Network not stated (single node): inter_network empty. "
           "ACCELERATOR: an earlier branch commit 5fb41195 (2024-05-01, 'added perf number for llama2-7b 1 node') had the same cells under 'A100 80G SXM' with 'Experiments were run using NVIDIA DGX A100 80G and H100 80G nodes.'; the merged commit 5a25a146 changed the cell to 'H100 80G SXM' and the sentence to 'DGX H100 80G nodes', and it stayed so to HEAD. H100 is also the only consistent reading: 11,362 tok/s/GPU x ~4.4e10 FLOP/token = ~500 TFLOP/s, above an A100's 312 peak. "
           "CROSS-CHECK (not used): Google's A3 1-VM row (s51p-002) at BS/GPU 4 gives 32/1.454 s = 22.0 seq/s. "
           "Not in data/: no 8-GPU MaxText llama2-7b row (grep 0.721 / 22.19 in measurements and collections: none); "
           "an earlier helper (2026-11-26 nvidia-jax-pax report) saw it and left it out for scope only."),
    target_file="nvidia_jax_pax.csv",
))

# ---------------------------------------------------------------- B. Google MaxText A3 Llama2-7B README
# PUBLISHED 'TFLOP/sec/chip' per A3 VM count ('1x A3 (h100-80gb-8)' ...)
B_TABLE = [(1, 492), (2, 422), (4, 407), (8, 409), (16, 375)]
B_BS, B_SEQ = 4, 4096        # PUBLISHED in {n}vm.sh: 'per_device_batch_size=4 max_target_length=4096'
# MaxText maxtext_utils.calculate_tflops_training_per_device at efb6d9e4a:
#   learnable_weight_tflops = 6 * num_model_parameters * max_target_length * per_device_batch_size / 1e12
#   noncasual_attention_flops = 12 * num_query_heads * num_decoder_layers * head_dim * max_target_length**2
#                               * per_device_batch_size / 1e12 ; causal = noncausal / 2 ; total = sum
learn = 6 * N_PARAMS * B_SEQ * B_BS / 1e12
attn = 12 * H * L * HD * B_SEQ ** 2 * B_BS / 1e12 / 2
TFLOP_PER_STEP = learn + attn
assert abs(TFLOP_PER_STEP - 715.19) < 0.05, TFLOP_PER_STEP
for i, (vms, tflops) in enumerate(B_TABLE):
    gpus = 8 * vms
    step = TFLOP_PER_STEP / tflops          # train.py: per_device_tflops / step_time_delta
    assert abs(TFLOP_PER_STEP / step - tflops) < 1e-9
    tok = B_BS * B_SEQ / step
    gbs = B_BS * gpus
    dp = vms * 8   # dcn_data_parallelism = vms, ici_fsdp_parallelism = 8
    assert dp == gpus
    rows.append(base_row(
        row_id="s51p-%03d" % (2 + i),
        source=("Google MaxText 'High Performance Model Configs on A3 GPU', AI-Hypercomputer/maxtext "
                "MaxText/configs/a3/llama_2_7b/README.md added in efb6d9e4a2856198f8272dcbfb7d9c91eda0728e "
                "(2024-04-12, 'Add README for llama2-7B'), table unchanged at c742f684c (2025-08-14) and at HEAD "
                "e591f30cbbf217ed67ef71263ec0538239f9c3b8 (2026-08-22) as src/maxtext/configs/gpu/a3/llama_2_7b/"
                "README.md; launch script MaxText/configs/a3/llama_2_7b/%dvm.sh and FLOP formula "
                "MaxText/maxtext_utils.py + MaxText/train.py at efb6d9e4a; model MaxText/configs/models/llama2-7b.yml"
                % vms),
        table="README '### Llama2-7B' table, row '%dx A3 (h100-80gb-8)'" % vms,
        model="Llama 2 7B (MaxText model_name llama2-7b, synthetic data)",
        seq_len=B_SEQ, global_batch_seqs=gbs, micro_batch=B_BS, dp=dp, num_gpus=gpus,
        fsdp_shard=("" if vms == 1 else 8),
        framework=("JAX MaxText on GPU (Google Cloud A3, a3 'h100-80gb-8' VMs, xpk); attention cudnn_flash_te "
                   "(Transformer Engine fused attention), remat_policy minimal_flash, scan_layers false, synthetic "
                   "data, 30 steps; container not stated"),
        step_time_s=round(step, 4), tokens_per_s_per_gpu=round(tok, 1), tflops_per_gpu=tflops,
        tflops_basis="model",
        measured_or_derived=("derived: TFLOP/s/chip %d PUBLISHED; step time DERIVED = MaxText per-device TFLOP per "
                             "step / published rate = %.2f / %d = %.4f s, where 715.19 = 6 x 6,738,415,616 x 4096 x 4 "
                             "/ 1e12 (662.41) + 12 x 32 x 32 x 128 x 4096^2 x 4 / 1e12 / 2 (52.78); tokens/s/GPU "
                             "DERIVED = 4 x 4096 / %.4f = %.1f" % (tflops, TFLOP_PER_STEP, tflops, step, step, tok)),
        confidence=("medium: vendor README table of TFLOP/s only ('Expected performance results'); step time "
                    "rests on MaxText's own FLOP formula at the README commit and the 6.74B parameter count; "
                    "run date/container and network not stated"),
        notes=("Verbatim (README, efb6d9e4a; same at HEAD): '# High Performance Model Configs on A3 GPU', "
               "'Expected performance results for Llama2-7B model running on A3 GPU:', '| Hardware | TFLOP/sec/chip |' "
               "with rows '| 1x A3 (h100-80gb-8) | 492 |', '| 2x A3 (h100-80gb-8) | 422 |', '| 4x A3 (h100-80gb-8) | "
               "407 |', '| 8x A3 (h100-80gb-8) | 409 |', '| 16x A3 (h100-80gb-8) | 375 |'. This row: %dx A3 -> %d GPUs "
               "(DERIVED: 8 H100 per 'h100-80gb-8' VM). LAUNCH (%dvm.sh at efb6d9e4a, PUBLISHED): 'python "
               "MaxText/train.py MaxText/configs/base.yml run_name=$RUN_NAME hardware=gpu steps=30 "
               "dcn_data_parallelism=%d ici_fsdp_parallelism=8 per_device_batch_size=4 max_target_length=4096 "
               "model_name=llama2-7b enable_checkpointing=false attention=cudnn_flash_te remat_policy=minimal_flash "
               "use_iota_embed=true scan_layers=false dataset_type=synthetic ...'. LAYOUT: FSDP 8 inside each VM, "
               "pure data parallel across %d VM(s) -> zero_stage 3, dp %d, fsdp_shard %s (HSDP as s46e-003 records "
               "MaxText ici_fsdp=8 x dcn_data); global batch DERIVED 4 x %d = %d sequences; micro_batch 4 = "
               "per_device_batch_size (no accumulation). CUDA GRAPHS: XLA_FLAGS in the script contain "
               "'--xla_gpu_graph_level=0' -> none. PRECISION bf16 (base.yml 'dtype: \"bfloat16\"'; 'weight_dtype: "
               "float32' -> optimizer_state empty). FLOP BASIS (maxtext_utils.py at efb6d9e4a, verbatim): "
               "'learnable_weight_tflops = 6 * num_model_parameters * config.max_target_length * "
               "config.per_device_batch_size / 10**12', 'noncasual_attention_flops = 12 * config.num_query_heads * "
               "config.num_decoder_layers * config.head_dim * config.max_target_length**2 * "
               "config.per_device_batch_size / 10**12', 'causal_attention_tflops = noncasual_attention_flops / 2'; "
               "train.py: \"'perf/per_device_tflops_per_sec': per_device_tflops / step_time_delta.total_seconds()\" "
               "-> model FLOPs, causal attention, recompute not counted: tflops_basis model. num_model_parameters = "
               "calculate_num_params_from_pytree(state.params); 6,738,415,616 DERIVED from the shape (2 x 32000 x "
               "4096 + 32 x (4 x 4096^2 + 3 x 4096 x 11008 + 2 x 4096) + 4096; untied output layer, RMSNorm "
               "scales) - ASSUMED equal to MaxText's pytree count. MFU not published (left empty). %s %s "
               "Network: A3 'h100-80gb-8' (Google Cloud A3 High, GPUDirect-TCPX per GCP docs, not stated in the "
               "source and no fabrics.csv entry) -> inter_network empty. Not in data/: no MaxText A3 Llama2-7B row "
               "(grep 'a3/llama_2_7b' / 'High Performance Model Configs on A3' in measurements and collections: "
               "none); s46e-003 is the later gpu-recipes A3 Mega 256-GPU log line, a different source/layout."
               % (vms, gpus, vms, vms, vms, dp, ("empty (whole group)" if vms == 1 else "8"), gpus, gbs,
                  RECOMP_Q, SHAPE_Q)),
        target_file="google_gpu_recipes.csv",
    ))

# sanity: layouts multiply to the GPU count
for r in rows:
    assert int(r["tp"]) * int(r["pp"]) * int(r["dp"]) * int(r["cp"]) == int(r["num_gpus"]), r["row_id"]
    assert int(r["global_batch_seqs"]) % int(r["dp"]) == 0

with open(os.path.join(HERE, "rows.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=HEADER)
    w.writeheader()
    for r in rows:
        w.writerow(r)
print("wrote %d rows" % len(rows))
for r in rows:
    print(r["row_id"], r["num_gpus"], r["global_batch_seqs"], r["step_time_s"], r["tokens_per_s_per_gpu"], r["tflops_per_gpu"])
