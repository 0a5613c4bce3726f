import csv
hdr = next(csv.reader(open('/work/main/data/collections/2026-12-06-session44-predicted-candidate-rows.csv')))
SRC = "NVIDIA Megatron-Bridge model verification card, NVIDIA-NeMo/Megatron-Bridge@067f987df03b8355b03192d88d70f1709fedf51a "
rows = []
# s45a-001 Moonlight card pretrain H100
r = dict.fromkeys(hdr, '')
st = 11.63635; gbs = 1024; seq = 4096; n = 16
r.update(row_id='s45a-001',
 source=SRC + "examples/model_verification_cards/moonlight-16b-a3b/card.yaml",
 table="items.pretrain.H100 (functional bounded pretrain on real RP2 data, natural routing); bridge_commit 411c6b1dc26eef50124843fbf9b6253b7b6c43cb, last_verified 2026-07-22",
 model='Moonlight-16B-A3B', arch='moe', layers=27, hidden=2048, ffn_hidden=11264, ffn_gated='true', heads=16, kv_heads=16,
 seq_len=seq, vocab=163842, num_experts=64, experts_per_token=6, global_batch_seqs=gbs, micro_batch=2,
 tp=1, pp=1, dp=16, cp=1, ep=8, vp=1, sequence_parallel='false', zero_stage=1, num_gpus=n,
 accelerator='h100-sxm5-80gb', precision='bf16', recompute='none',
 framework='Megatron-Bridge 411c6b1dc / Megatron-Core (model-verification harness; card base_container nvcr.io/nvidia/pytorch:26.04-py3)',
 step_time_s=st, tokens_per_s_per_gpu=22528.026, tflops_per_gpu=386.59, tflops_basis='model',
 measured_or_derived='step_time_s, tokens_per_s_per_gpu and model TFLOP/s/GPU PUBLISHED (card metrics, mean of last 10 of 100 steps); dp DERIVED = 16/(1*1*1)',
 confidence='high for layout (restated in the card expected_result and in the recipe docstring at the named bridge_commit); shape copied from s44c-001',
 head_dim=192, moe_ffn_hidden=1408, shared_experts=2, first_dense_layers=1, q_lora_rank='', kv_lora_rank=512, qk_rope_head_dim=64, v_head_dim=128,
 etp=1, moe_force_balance='false', moe_dispatcher='hierarchical', optimizer_state='bf16_moments', target_file='nvidia_megatron.csv')
r['notes'] = ("Card metrics (verbatim): 'last_10_steps_step_time_ms_avg: 11636.350', 'last_10_steps_model_tflops_per_gpu_avg: 386.590', "
 "'last_10_steps_tokens_per_second_per_gpu_avg: 22528.026'; 'precision: bf16'; 'bridge_commit: 411c6b1dc26eef50124843fbf9b6253b7b6c43cb'; 'enabled_features: moe_dispatcher: hybridep'; "
 "command '--nodes 2 --gpus-per-node 8 --recipe moonlight_16b_pretrain_16gpu_h100_bf16_config --mode pretrain --dataset megatron-indexed --seq_length 4096 --max_steps 100 ... tokenizer.tokenizer_type=SentencePieceTokenizer tokenizer.tokenizer_model=work/data/rp2/tokenizer.model ...'. "
 "expected_result: 'The uninterrupted 16-GPU bounded RP2 run completes exactly 100 steps at TP1/PP1/CP1/EP8/ETP1, DP16, GBS/MBS 1024/2, and 32-way gradient accumulation with natural MoE routing and the HybridEP flex dispatcher.' "
 "Card summary: 'this model has not been performance-tuned; reported timing and throughput metrics are sanity checks, not optimized performance results.' "
 "DERIVED check: 1024*4096/(11.63635*16) = 22528.0 tok/s/GPU (card 22528.026). "
 "RECIPE at 411c6b1dc ('perf(recipe): tune Moonlight MoE topology', 2026-07-22), src/megatron/bridge/recipes/moonlight/h100/moonlight_16b.py moonlight_16b_pretrain_16gpu_h100_bf16_config: docstring 'Recommended parallelism: TP=1, PP=1, CP=1, EP=8 on 16 H100 GPUs. The 100-step schedule uses GBS/MBS 1024/2 with 32-way gradient accumulation, two expert-data replicas, precision-aware bf16 optimizer state'; "
 "sets sequence_parallel False, recompute_granularity None ('The 16-GPU topology fits without activation recompute at MBS2.') => recompute none, moe_token_dispatcher_type 'flex' with moe_flex_dispatcher_backend 'hybridep' (moe_dispatcher hierarchical, project mapping of HybridEP as nvmb-019), moe_flex_dispatcher_num_sms 32, "
 "comm_overlap.overlap_moe_expert_parallel_comm True and delay_wgrad_compute True (EP overlap ON), moe_router_fusion True, use_distributed_optimizer True (zero_stage 1), use_precision_aware_optimizer True with main_params_dtype float32, main_grads/exp_avg/exp_avg_sq bfloat16 (optimizer_state bf16_moments), "
 "MixedPrecisionConfig(bf16=True, grad_reduce_in_fp32=False); cuda_graph_impl 'none' inherited from moonlight_16b_pretrain_8gpu_h100_bf16_config; moe_router_force_load_balancing False inherited (natural routing). "
 "Real data: RedPajama-2 head_01 with a SentencePiece tokenizer; vocab kept at the model's 163842 because Bridge training/setup.py _validate_and_set_vocab_size keeps a preset model vocab larger than the tokenizer's ('Using preset vocab_size ... over the tokenizer vocab_size'). nan/large-grad checks on; checkpoints saved at steps 50 and 100 (whether the last-10-step mean includes the step-100 save is not stated). "
 "Shape copied from s44c-001 (Bridge DeepSeek provider for Moonlight: 27 layers, 1 dense + 26 MoE, 64 routed experts top-6, 2 shared of 1408, MLA kv_lora_rank 512, rope 64, v 128; HF revision 476b36a4 is the same one the card and recipe use). "
 "Not a layout repeat: the six Moonlight rows s44c-001..006 (activation-recompute skill) are 8 H100, TP2, GBS 4, MBS 1, alltoall; grep for '11636', '22528', '386.59' in data/ finds nothing. The session-44 bridge-leads report named this item as an unfinished lead.")
rows.append(r)

# s45a-002 gpt-oss-20b card pretrain H100
r = dict.fromkeys(hdr, '')
st = 22.40088; gbs = 512
r.update(row_id='s45a-002',
 source=SRC + "examples/model_verification_cards/gpt-oss-20b/card.yaml (card added 8a84d7166, 2026-08-11, 'GPT-OSS 20B Verification Card (#5397)'; file last changed 79308d0d9, 2026-08-14, 'feat(verification): add training TPS per GPU (#5584)')",
 table="items.pretrain.H100 (functional bounded pretrain on real RP2 data, natural routing); verification_environment bridge_commit 6799f099712c961f15cf92d6bd88998f029d672d, base_container nvcr.io/nvidia/nemo:26.06, last_verified 2026-08-09",
 model='gpt-oss-20b', arch='moe', layers=24, hidden=2880, ffn_hidden=2880, ffn_gated='true', heads=64, kv_heads=8,
 seq_len=4096, vocab=201088, num_experts=32, experts_per_token=4, global_batch_seqs=gbs, micro_batch=1,
 tp=2, pp=4, dp=2, cp=1, ep=4, vp=1, sequence_parallel='true', zero_stage=1, num_gpus=16,
 accelerator='h100-sxm5-80gb', precision='bf16', recompute='none',
 framework='Megatron-Bridge 6799f0997 / Megatron-Core (model-verification harness; container nvcr.io/nvidia/nemo:26.06)',
 step_time_s=st, tokens_per_s_per_gpu=5851.199, tflops_per_gpu=117.01, tflops_basis='model',
 measured_or_derived='step_time_s, tokens_per_s_per_gpu and model TFLOP/s/GPU PUBLISHED (card metrics, mean of last 10 of 100 steps); layout, GBS and MBS from the recipe (not restated in the card); dp DERIVED = 16/(2*4*1) = 2; GBS 512 cross-checked from the published tokens/s',
 confidence='medium (layout read from the recipe the command names, at the card environment commit; the card does not restate TP/PP/EP)',
 head_dim=64, moe_ffn_hidden=2880, shared_experts=0, first_dense_layers=0,
 etp=1, moe_force_balance='false', moe_dispatcher='alltoall', optimizer_state='fp32', target_file='nvidia_megatron.csv')
r['notes'] = ("Card metrics (verbatim): 'last_10_steps_step_time_ms_avg: 22400.880', 'last_10_steps_model_tflops_per_gpu_avg: 117.010', 'last_10_steps_tokens_per_second_per_gpu_avg: 5851.199'; 'precision: bf16'; 'enabled_features: {}'; "
 "command './scripts/training/train.sh --nodes 2 --gpus-per-node 8 --recipe gpt_oss_20b_pretrain_16gpu_h100_bf16_config --mode pretrain --dataset megatron-indexed --seq_length 4096 --max_steps 100 --lr 3e-4 --min_lr 3e-5 --warmup_iters 40 ... tokenizer.tokenizer_type=SentencePieceTokenizer ...'; "
 "expected_result: 'On 16x H100, the command completes exactly 100 bounded pretraining optimizer steps.' Card summary: 'this model has not been performance-tuned; reported timing and throughput metrics are sanity checks, not optimized performance results.' "
 "RECIPE src/megatron/bridge/recipes/gpt_oss/h100/gpt_oss.py gpt_oss_20b_pretrain_16gpu_h100_bf16_config at 6799f0997 (2026-08-09; the function is unchanged in 8a84d7166, which only adds a 32K SFT config to the file; the only recipe of that name, no perf_recipes override at 6799f0997): docstring 'Recommended parallelism: TP=2, PP=4, EP=4'; "
 "tensor_model_parallel_size 2, pipeline_model_parallel_size 4, virtual_pipeline None, context_parallel_size 1, expert_model_parallel_size 4, expert_tensor_parallel_size 1, sequence_parallel True, seq_length 4096, global_batch_size 512, micro_batch_size 1, "
 "moe_token_dispatcher_type 'alltoall' (flex backend field 'deepep' inactive with alltoall), moe_grouped_gemm True, moe_permute_fusion True, cuda_graph_impl 'none', recompute_granularity None (recompute none), mixed precision 'bf16_mixed' from _pretrain_common (comment), "
 "use_precision_aware_optimizer False with fp32 main grads/params/moments (optimizer_state fp32), ddp use_distributed_optimizer True (zero_stage 1), grad_reduce_in_fp32 True, moe_router_force_load_balancing False (natural routing); EP overlap not configured (comm_overlap lines commented out). "
 "DERIVED: dp = 16/(2*4*1) = 2; GA = 512/(1*2) = 256; GBS check 5851.199*16*22.40088/4096 = 512.0. EP 4 spans tp*dp = 4 ranks (ETP 1), folded into dp. "
 "Real data: RedPajama-2 head_01 with SentencePiece tokenizer; vocab kept at the model's 201088 (Bridge setup keeps a preset model vocab larger than the tokenizer's; as s45a-001). Shape copied from nvam-005 / lambda-001 (openai/gpt-oss-20b config: 24 layers, d 2880, 64 heads of 64, 8 KV heads, 32 experts top-4 of width 2880, alternating 128-token sliding-window layers and attention sinks not expressible). "
 "Not in data/: grep '22400', '5851.19', '117.01' finds only an unrelated vTrain row; the 2026-12-06 lambda-gptoss-mlm5728 helper saw the item and left it out because the recipe was not in its code index; here it was read from the Bridge snapshot. "
 "Checkpoints saved at steps 50 and 100 (whether the last-10-step mean includes the step-100 save is not stated).")
rows.append(r)

with open('/work/s72/hA/rows.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=hdr); w.writeheader()
    for r in rows:
        assert r['tp']*r['pp']*r['dp']*r['cp'] == r['num_gpus']
        tps = r['global_batch_seqs']*r['seq_len']/(r['step_time_s']*r['num_gpus'])
        print(r['row_id'], round(tps,2), r['tokens_per_s_per_gpu'])
        w.writerow(r)
