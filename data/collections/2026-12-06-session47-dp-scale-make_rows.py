"""Build rows.csv for s47f (NeMo Megatron launcher GPT-3 5B scaling tables). All numbers typed from the
README/config text quoted in report.md; arithmetic done here."""
import csv
HDR = open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv').readline().strip().split(',')
assert HDR[-1] == 'target_file'
HDR = HDR[:-1] + ['cuda_graphs', 'target_file'] if 'cuda_graphs' not in HDR else HDR
REPO = 'NVIDIA/NeMo-Framework-Launcher (formerly NVIDIA/NeMo-Megatron-Launcher; snapshot HEAD 26e42fa91d9e608897ce485b4911c263a4b57008)'
SHAPE = ("SHAPE (conf/training/gpt3/5b.yaml at the cited commit): 'num_layers: 24', 'hidden_size: 4096', "
         "'ffn_hidden_size: ${multiply:4, ${.hidden_size}}  # Transformer FFN hidden size. 4 * hidden_size.', "
         "'num_attention_heads: 32', 'kv_channels: null', 'encoder_seq_length: 2048', 'make_vocab_size_divisible_by: 128', "
         "tokenizer 'type: 'GPT2BPETokenizer''. DERIVED: ffn 16384 non-gated (NeMo megatron_gpt GeLU MLP), MHA kv_heads = heads = 32, "
         "head_dim 4096/32 = 128; vocab = GPT-2 BPE 50,257 padded by Megatron to a multiple of 128*TP (50257 is the GPT-2 BPE size, "
         "ASSUMED from the tokenizer name, not printed in the source). ")
RECOMP = ("RECOMPUTE none DERIVED: config 'activations_checkpoint_method: block' with 'activations_checkpoint_num_layers: 0'; NeMo's "
          "transformer (stored file id 49025184396): \"elif self.activations_checkpoint_method == 'block': # Checkpoint the input activation of only a set number of individual # Transformer layers and skip the rest. ... for l in range(self.num_layers): if l < self.activations_checkpoint_num_layers:\" -> with 0 no layer is checkpointed. ")
rows = []
def row(**k):
    r = {h: '' for h in HDR}
    r.update({k2: str(v) for k2, v in k.items()})
    rows.append(r)

NEW_SRC = (f"NVIDIA NeMo Megatron launcher README GPT-3 5B scaling table, {REPO}, README.md section '7.1.2. Training Performance Results' "
           "as published in commit a2b2f83a8d219556e2d61442108070d6c0708b82 (2022-09-06, markelsanz14, 'Update README.md, img/5B_GPT_3_throughput.svg'; "
           "table unchanged until the old README was removed in 9dbd2dad20da32f822105908e053a56ea3b08910, 2023-10-06); layout from "
           "conf/training/gpt3/5b.yaml at a2b2f83a (last changed c6ac205a66241f2c8b542c53a29c66fd1520b02b, 2022-08-30) and the README prose "
           "updated in 31ed0874dec676951f43c1efe6599c8943a84a55 (2022-12-12)")
NEW_Q = ("Verbatim (README at a2b2f83a): 'Training performance: - NVIDIA DGX SuperPOD (16 x 8 x A100 80GB for 5B GPT model)'; 'We measured the throughput of "
         "training 5B and 175B parameter GPT models on different numbers of DGX nodes, and we achieved near-linear scaling. For example, when scaling from 1 node "
         "to 32 nodes with a 5B model, we achieve a 28.73x speed-up.'; table: '| | | 1 | 2 | 4 | 8 | 16 | 32 |' / '| | Tokens per Second | 40345 | 79815 | 161754 | "
         "312774 | 659481 | 1159288 |' / '| 5B | Perfect Linear Scaling (Tokens) | ...'. CONFIG (5b.yaml at a2b2f83a): 'num_nodes: 16', 'devices: 8', 'precision: bf16', "
         "'micro_batch_size: 2', 'global_batch_size: 2048', 'tensor_model_parallel_size: 1', 'pipeline_model_parallel_size: 1', 'sequence_parallel: False', "
         "'megatron_amp_O2: True', 'optim: name: distributed_fused_adam', 'seq_length: 2048'; the diff c6ac205a changed 'num_nodes: 20'->'16', 'global_batch_size: 1440'->'2048', "
         "'tensor_model_parallel_size: 2'->'1', 'fused_adam'->'distributed_fused_adam' one week before this table replaced the 20-node one. README prose "
         "(31ed0874, same author as the table): 'The 5B model uses the bf16 data type. It can be trained in about 5 days using 16 nodes with 8 GPUs per node. ... The "
         "sequence length is 2048, and the optimizer is Distributed Adam. This model uses tensor parallelism of 1.' (At a2b2f83a itself the prose still read '20 nodes' / "
         "'Adam' / 'tensor parallelism of 2', the pre-c6ac205a text.) Layout ASSUMED = the config of the table's commit (the README does not restate GBS/MBS/TP beside "
         "the table); node counts 1-32 all divide GBS 2048 at MBS 2, while the older GBS 1440 does not divide at 8 nodes, which supports the new config. "
         "zero_stage 1: distributed_fused_adam recorded as the project does (google_gpu_recipes pv66-002, nvidia_dgxc). Container: conf/config.yaml at a2b2f83a "
         "'container: nvcr.io/ea-bignlp/bignlp-training:22.06-hotfix.01-py3' (ASSUMED the one measured). Data: the launcher's Pile pipeline (real data, ASSUMED; not stated beside "
         "the table). Tokens per Second read as the whole job's rate (1 node: 40345 = 5043/GPU). cuda_graphs blank: the source says nothing. "
         "Near-duplicate checked: nvidia_jax_pax nvjax-002/004 are a Pax (JAX) GPT 5B with the same 24x4096 shape, GBS 2048, seq 2048 on 256 A100 - different stack; no NeMo GPT-3 5B row "
         "and no '659481'/'1159288' in data/. ")
for rid, nodes, tps in [('s47f-001', 16, 659481), ('s47f-002', 32, 1159288)]:
    g = nodes * 8; gbs = 2048; dp = g; ga = gbs // (2 * dp)
    st = gbs * 2048 / tps
    row(row_id=rid, source=NEW_SRC,
        table=f"README 7.1.2 GPT 5B table, column Nodes {nodes}: 'Tokens per Second {tps}'",
        model='GPT-3 5B (NeMo Megatron launcher gpt3/5b preset)', arch='dense', layers=24, hidden=4096, ffn_hidden=16384, ffn_gated='false',
        heads=32, kv_heads=32, seq_len=2048, vocab=50304, global_batch_seqs=gbs, micro_batch=2, tp=1, pp=1, dp=dp, cp=1, ep=1, vp=1,
        sequence_parallel='false', zero_stage=1, num_gpus=g, accelerator='a100-sxm4-80gb', precision='bf16', recompute='none',
        framework="NeMo Megatron (megatron_gpt, NeMo r1.10-r1.11 era; launcher container bignlp-training:22.06-hotfix.01-py3 per conf/config.yaml at a2b2f83a)",
        step_time_s=f"{st:.4f}", tokens_per_s_per_gpu=f"{tps/g:.1f}",
        measured_or_derived=f"tokens/s (job total) PUBLISHED; step_time_s DERIVED = {gbs}*2048/{tps} = {st:.4f} s; tokens_per_s_per_gpu DERIVED = {tps}/{g}; dp DERIVED = {g}/(1*1*1) = {g}; grad accumulation DERIVED = {gbs}/(2*{dp}) = {ga}",
        confidence='medium (published scaling table; GBS/MBS/TP/optimizer from the preset config of the table commit, not printed beside the table)',
        notes=NEW_Q + SHAPE + "vocab 50304 = 50257 padded to a multiple of 128 (TP 1). " + RECOMP,
        head_dim=128, activation_offload='false', target_file='nvidia_megatron.csv')

OLD_SRC = (f"NVIDIA NeMo Megatron launcher README GPT-3 5B scaling table, {REPO}, README.md section '6.1.2. Training Performance Results' as published in commit "
           "b20f85d4d685592fb0fec07f277b18037b90180e (2022-06-03, markelsanz14, 'Update README.md, img/5B_GPT_3_throughput.svg'; replaced by the 16/32-node table in "
           "a2b2f83a8d219556e2d61442108070d6c0708b82, 2022-09-06); layout from conf/training/gpt3/5b.yaml at b20f85d4 (last changed eed41855eed41910e79bb39b528996958dcf1d60, "
           "2022-05-25, 'Update default configs as in NeMo r1.9.0')")
OLD_Q = ("Verbatim (README at b20f85d4): 'Training performance: NVIDIA DGX SuperPOD (20 x 8 x A100 80GB for 5B GPT-3 model)'; 'We measured the throughput of training a 5B "
         "parameter GPT-3 model on a DGX SuperPOD using a different number of nodes, and we achieved near-linear scaling. For example, when scaling from 1 node to 20 nodes, "
         "we achieve 18.51x speedup.'; table: '| | | 1 | 2 | 5 | 9 | 10 | 18 | 20 |' / '| | Tokens per Second | 39543 | 79128 | 195047 | 344523 | 383500 | 670254 | 731791 |'. "
         "CONFIG (5b.yaml at b20f85d4): 'num_nodes: 20', 'precision: bf16', 'micro_batch_size: 2', 'global_batch_size: 1440', 'tensor_model_parallel_size: 2', "
         "'pipeline_model_parallel_size: 1', 'megatron_amp_O2: True', 'optim: name: fused_adam', 'seq_length: 2048'; no sequence_parallel key (added to the presets later, "
         "cfe827e2 2022-06-14). README prose at b20f85d4: 'The 5B model uses the bf16 data type. It can be trained in about 7 days using 20 nodes with 8 GPUs per node. The model "
         "includes 24 transformer layers, a hidden size of 4096, and 32 attention heads. The sequence length is 2048, and the optimizer is Adam. This model uses tensor parallelism of 2.' "
         "Layout ASSUMED = that config; the odd node counts 1,2,5,9,10,18,20 are exactly those at which GBS 1440 divides into dp=4*nodes replicas of MBS 2 (1440/(2*72)=10, 1440/(2*80)=9), "
         "which supports it. zero_stage 0: fused_adam (apex FusedAdam, no optimizer sharding). sequence_parallel false (not in the config). Container: conf/config.yaml at b20f85d4 "
         "'container: nvcr.io/ea-bignlp/bignlp-training:22.05-py3' (ASSUMED the one measured). cuda_graphs blank: the source says nothing. An earlier version of this table "
         "(261d93affe93abcbf9fda8e263cb5333a3fca0b5, 2022-03-24: 18 nodes 652460, 20 nodes 726384) is a superseded measurement of the same layout and was not made a row. "
         "Not in data/ (no '670254'/'731791', no NeMo GPT-3 5B row). ")
for rid, nodes, tps in [('s47f-003', 18, 670254), ('s47f-004', 20, 731791)]:
    g = nodes * 8; gbs = 1440; dp = g // 2; ga = gbs // (2 * dp)
    st = gbs * 2048 / tps
    row(row_id=rid, source=OLD_SRC,
        table=f"README 6.1.2 GPT-3 5B table, column Nodes {nodes}: 'Tokens per Second {tps}'",
        model='GPT-3 5B (NeMo Megatron launcher gpt3/5b preset)', arch='dense', layers=24, hidden=4096, ffn_hidden=16384, ffn_gated='false',
        heads=32, kv_heads=32, seq_len=2048, vocab=50432, global_batch_seqs=gbs, micro_batch=2, tp=2, pp=1, dp=dp, cp=1, ep=1, vp=1,
        sequence_parallel='false', zero_stage=0, num_gpus=g, accelerator='a100-sxm4-80gb', precision='bf16', recompute='none',
        framework="NeMo Megatron (megatron_gpt, NeMo r1.9 era; launcher container bignlp-training:22.05-py3 per conf/config.yaml at b20f85d4)",
        step_time_s=f"{st:.4f}", tokens_per_s_per_gpu=f"{tps/g:.1f}",
        measured_or_derived=f"tokens/s (job total) PUBLISHED; step_time_s DERIVED = {gbs}*2048/{tps} = {st:.4f} s; tokens_per_s_per_gpu DERIVED = {tps}/{g}; dp DERIVED = {g}/(2*1*1) = {dp}; grad accumulation DERIVED = {gbs}/(2*{dp}) = {ga}",
        confidence='medium (published scaling table; GBS/MBS/TP/optimizer from the preset config of the table commit, not printed beside the table)',
        notes=OLD_Q + SHAPE + "vocab 50432 = 50257 padded to a multiple of 128*2 = 256 (TP 2). " + RECOMP,
        head_dim=128, activation_offload='false', target_file='nvidia_megatron.csv')

with open('/work/s74/hF/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=HDR); w.writeheader(); w.writerows(rows)
print(HDR[-3:], len(rows))
