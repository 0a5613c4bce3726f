import subprocess,sys,re,yaml
C=sys.argv[1]
files=[f for f in subprocess.check_output(['git','ls-tree','-r','--name-only',C,'examples/moe_recipes']).decode().split() if re.search(r'qwen3_30b|qwen3_235b|deepseek_v3/(b200|gb200|gb300)',f)]
keys="num_layers hidden_size ffn_hidden_size num_attention_heads num_query_groups kv_channels seq_length num_experts moe_router_topk moe_ffn_hidden_size moe_shared_expert_intermediate_size moe_layer_freq micro_batch_size global_batch_size tensor_model_parallel_size pipeline_model_parallel_size expert_model_parallel_size expert_tensor_parallel_size context_parallel_size num_layers_per_virtual_pipeline_stage pipeline_model_parallel_layout sequence_parallel recompute_granularity recompute_modules recompute_method fp8_recipe moe_flex_dispatcher_backend moe_token_dispatcher_type moe_router_force_load_balancing use_distributed_optimizer fine_grained_activation_offloading offload_modules offload_optimizer_states cuda_graph_impl cuda_graph_scope mtp_num_layers q_lora_rank kv_lora_rank qk_pos_emb_head_dim v_head_dim qk_head_dim multi_latent_attention untie_embeddings_and_output_weights exp_avg_dtype main_params_dtype moe_paged_stash tokenizer_model decoder_first_pipeline_num_layers decoder_last_pipeline_num_layers".split()
for f in files:
    y=yaml.safe_load(subprocess.check_output(['git','show',f'{C}:{f}']).decode())
    a=y.get('ARGS',{})
    print('===',f)
    print({k:a[k] for k in keys if k in a})
    other=[k for k in a if any(s in k for s in ['cuda_graph','stash','offload','overlap','recompute','pipeline','balance'])]
    print(' extra:',{k:a[k] for k in other if k not in keys})
