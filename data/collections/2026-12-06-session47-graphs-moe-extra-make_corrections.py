import csv
MB="NVIDIA-NeMo/Megatron-Bridge"; MLM="NVIDIA/Megatron-LM"; GR="AI-Hypercomputer/gpu-recipes"; MZ="yanring/Megatron-MoE-ModelZoo"
rows=[]
def add(rid,file,cg,scope,repo,commit,path,quote,other=""):
    rows.append(dict(row_id=rid,file=file,cuda_graphs_recipe=cg,scope_verbatim=scope,repo=repo,commit_or_tag=commit,path=path,quote=quote,other_discrepancy=other))
E="nvidia_moe_extra.csv"
# --- Megatron-Bridge performance summary rows
add("nvmoe-003",E,"none","cuda_graph_scope=[] (no cuda_graph_impl in preset; recipe default impl none)",MB,
    "v0.5.0 (51885cf? no: tag v0.5.0 = fcbb60311; 26.06 = Megatron-Bridge 0.5.0 per docs/releases/software-versions.md)",
    "scripts/performance/configs/kimi/kimi_workload_base_configs.py (KIMI_K2_PRETRAIN_CONFIG_GB300, aliased to ..._GB300_FP8_MX); src/megatron/bridge/recipes/kimi/kimi_k2.py",
    'KIMI_K2_PRETRAIN_CONFIG_GB300 = replace( ... micro_batch_size=2, cuda_graph_scope=[], recompute_modules=["mla_up_proj"], ) ... KIMI_K2_PRETRAIN_CONFIG_GB300_FP8_MX = KIMI_K2_PRETRAIN_CONFIG_GB300 || recipe: cfg.model.cuda_graph_impl = "none" || (contrast GB200 preset: cuda_graph_impl="transformer_engine", cuda_graph_scope=["moe_router", "moe_preprocess"])',
    "")
add("nvmoe-007",E,"none","(none set in preset; recipe default cuda_graph_impl none)",MB,
    "v0.3.1 (9c9dd8489; 26.02.01 = r0.3.1 per docs known-issues 'Fixed in 26.02.01 (r0.3.1)'); identical preset at v0.3.0",
    "scripts/performance/configs/deepseek/deepseek_workload_base_configs.py (DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V1/_V2/_FP8_MX_V2); src/megatron/bridge/recipes/deepseek/deepseek_v3.py (deepseek_v3_pretrain_config, imported as pretrain_config)",
    'DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V1 = replace( BASE_DEEPSEEK_V3_CONFIG, num_gpus=256, pipeline_model_parallel_size=16, expert_model_parallel_size=8, global_batch_size=2048, recompute_modules=["mla_up_proj"], moe_flex_dispatcher_backend="hybridep", moe_a2a_overlap=False, ) ... DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V2 = replace( DEEPSEEK_V3_PRETRAIN_CONFIG_B300_V1, global_batch_size=4096, ) ... DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_MX_V2 = DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_CS_V2 || recipe: cfg.model.cuda_graph_impl = "none" || WorkloadBaseConfig default: cuda_graph_impl: Optional[str] = None',
    "")
add("nvmoe-009",E,"partial","attn, moe_router, moe_preprocess (transformer_engine)",MB,
    "v0.4.1 (f9b6319e5) and v0.4.2 (c81012934) identical for this preset (26.04.01 tag not pinned between them)",
    "scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py (GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V1 -> _V2)",
    'GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V1 = replace( BASE_GPT_OSS_120B_CONFIG, expert_model_parallel_size=64, micro_batch_size=4, cuda_graph_impl="transformer_engine", cuda_graph_scope=["attn", "moe_router", "moe_preprocess"], ) ... GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V2 = replace( GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V1, global_batch_size=1280, expert_model_parallel_size=8, moe_flex_dispatcher_backend="hybridep", )',
    "")
add("nvmoe-010",E,"partial","attn, moe_router, moe_preprocess (transformer_engine)",MB,
    "v0.3.0 (21b02e0cf; 26.02 = Megatron-Bridge 0.3.0 per docs/releases/software-versions.md)",
    "scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py (GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V1 -> _V2)",
    'GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V1 = replace( BASE_GPT_OSS_120B_CONFIG, expert_model_parallel_size=64, micro_batch_size=4, cuda_graph_impl="transformer_engine", cuda_graph_scope=["attn", "moe_router", "moe_preprocess"], ) ... GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V2 = replace( GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V1, global_batch_size=1280, )',
    "none (confirms the row's EP64/MBS4/no-recompute reading, which its notes say was taken from v0.4.2; the 26.02 preset itself agrees)")
add("nvmoe-012",E,"none","(none set in preset; recipe default cuda_graph_impl none)",MB,
    "v0.4.1 (f9b6319e5) and v0.4.2 (c81012934): both none (26.04.01 tag not pinned between them)",
    "scripts/performance/configs/qwen/qwen3_workload_base_configs.py (QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_CS_V2 = _FP8_MX_V2); src/megatron/bridge/recipes/qwen/qwen3_moe.py; scripts/performance/configs/qwen/qwen3_llm_pretrain.py",
    'QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_CS_V2 = replace( QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_CS_V1, num_gpus=256, global_batch_size=8192, micro_batch_size=2, ) ... QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_MX_V2 = QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_CS_V2 || recipe qwen3_moe.py: # CUDA Graph cfg.model.cuda_graph_impl = "none" cfg.model.cuda_graph_scope = "full"',
    'moe_dispatcher depends on the tag: at v0.4.1 the B300 function sets cfg.model.moe_token_dispatcher_type = "alltoall" and the v0.4.1 base preset names no flex backend (BASE_QWEN3_235B_A22B_CONFIG = WorkloadBaseConfig( expert_tensor_parallel_size=1, )); at v0.4.2 it is cfg.model.moe_token_dispatcher_type = "flex" with moe_flex_dispatcher_backend="hybridep". Row says hierarchical (v0.4.2 reading); if 26.04.01 = v0.4.1 it would be alltoall.')
add("nvmoe-013",E,"none","(none set in preset; recipe default cuda_graph_impl none)",MB,
    "v0.3.1 (9c9dd8489; 26.02.01 = r0.3.1); v0.3.0 preset also has no graphs",
    "scripts/performance/configs/qwen/qwen3_workload_base_configs.py (QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_CS_V1/_V2, _FP8_MX_V2); src/megatron/bridge/recipes/qwen/qwen3_moe.py; scripts/performance/configs/qwen/qwen3_llm_pretrain.py",
    'QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_CS_V1 = replace( BASE_QWEN3_235B_A22B_CONFIG, num_gpus=64, pipeline_model_parallel_size=8, expert_model_parallel_size=8, global_batch_size=1024, moe_a2a_overlap=False, ) ... QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_MX_V2 = QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_CS_V2 || recipe qwen3_moe.py: cfg.model.cuda_graph_impl = "none"',
    'vp: the row (and the 26.02.01 table) say VP 4, but the v0.3.1 preset has no virtual_pipeline_model_parallel_size: commit 6f5e31aab (#2706, 2026-03-10, on r0.3.0 before v0.3.1) removed "-    virtual_pipeline_model_parallel_size=4," and changed "-    moe_a2a_overlap=True," to "+    moe_a2a_overlap=False,"; the VP4 layout is the v0.3.0 (26.02) preset. moe_dispatcher: v0.3.1 B300 function sets cfg.model.moe_token_dispatcher_type = "alltoall" (base preset moe_flex_dispatcher_backend="deepep"), contradicting the row\'s ASSUMED hierarchical.')
# --- Megatron-LM CI
add("moe62-001",E,"none","(no cuda-graph args; default cuda_graph_impl none)",MLM,"f098fe84828f",
    "tests/functional_tests/test_cases/mixtral/mixtral_8x7b_tp1pp4ep8vpp8_release/model_config.yaml; megatron/core/transformer/transformer_config.py",
    'MODEL_ARGS lists no --cuda-graph-impl / --enable-cuda-graph / --cuda-graph-scope (only e.g. "--transformer-impl: transformer_engine", "--moe-token-dispatcher-type: alltoall"); default: cuda_graph_impl: Literal[\'none\', \'local\', \'transformer_engine\'] = "none" ... "none": no CUDA graph.',
    "")
# --- Megatron-LM moe_recipes
add("moe67-001",E,"none","(no cuda_graph keys in ARGS; default none)",MLM,"9c5258f1090cf22ad0fbf55472e14a9cdc5642cf",
    "examples/moe_recipes/deepseek_v3/b200/mxfp8_256GPU_TP1PP8EP32.yaml; examples/moe_recipes/README.md; megatron/core/transformer/transformer_config.py",
    'ARGS has no cuda_graph_* key (e.g. "moe_flex_dispatcher_backend: deepep ... recompute_granularity: selective recompute_modules: - mla_up_proj - mlp"); README Features cell "DeepEP; EP overlap" (other rows say "partial CG"/"full CG"); default: cuda_graph_impl: Literal[\'none\', \'local\', \'transformer_engine\', \'full_iteration\'] = "none"',
    "")
add("moe67-005",E,"none","(no cuda_graph keys in ARGS; default none)",MLM,"9c5258f1090cf22ad0fbf55472e14a9cdc5642cf",
    "examples/moe_recipes/qwen3_235b/b200/mxfp8_128GPU_TP2PP4EP16.yaml; examples/moe_recipes/README.md; megatron/core/transformer/transformer_config.py",
    'ARGS has no cuda_graph_* key (e.g. "moe_flex_dispatcher_backend: deepep ... micro_batch_size: 3 global_batch_size: 3072"); README Features cell "DeepEP; EP overlap; VPP12"; default: cuda_graph_impl: Literal[\'none\', \'local\', \'transformer_engine\', \'full_iteration\'] = "none"',
    "")
# --- Megatron-FSDP prototype
for rid,lab in (("moe67-015","v1 BF16"),("moe67-016","v2 BF16"),("moe67-017","v2 MXFP8 param gather")):
    add(rid,E,"none","(no cuda-graph flags in launch script; default none)",MLM,"949a9ecc8ecd318c4d37e06befc70b16014a124e (measurement commit 6791bfacb9ed not in the mirror)",
        "examples/megatron_fsdp_v2_prototype/qwen3_30b_a3b_mxfp8/qwen3-30b-a3b.gbs128_mbs4_seq4096_n2_mfsdp2_mxfp8_wandb.sh; megatron/core/transformer/transformer_config.py",
        'PRETRAIN_ARGS=( ... --recompute-granularity selective --recompute-modules moe_act --transformer-impl transformer_engine ... --use-megatron-fsdp --data-parallel-sharding-strategy optim_grads_params ... --micro-batch-size 4 --fp8-param-gather --expert-model-parallel-size 4 --global-batch-size 128 --use-megatron-fsdp-v2 ) [no --cuda-graph-impl/--enable-cuda-graph]; default at 949a9ecc: cuda_graph_impl: Literal[\'none\', \'local\', \'transformer_engine\', \'full_iteration\'] = "none"',
        ("" if rid=="moe67-017" else "ASSUMED: the "+lab+" case is a variant of the checked-in MXFP8/v2 script whose exact flags are not published; absence of graph flags carried over."))
# --- PR #5728 rows
P="7146484607245a4b47c3269ea2df62d6581c61d3 (PR #5728 head; PR is README-only, YAMLs unchanged)"
cor=" Corroboration: the merged Megatron-Bridge dev configs (#4850, 1e3ced26f, 2026-07-22, later than the PR) "
add("s41a-008",E,"partial","moe_router moe_preprocess (transformer_engine)",MLM,P,"examples/moe_recipes/qwen3_235b/h100/bf16_256GPU_TP2PP8EP32.yaml",
    'recompute_granularity: selective recompute_modules: moe_act layernorm cuda_graph_impl: transformer_engine cuda_graph_scope: moe_router moe_preprocess || MB 1e3ced26f perf_recipes/qwen/h100/qwen3_moe.py qwen3_235b_a22b_pretrain_256gpu_h100_bf16_hybridep_dev_config: cfg.model.recompute_modules = ["moe_act", "layernorm"] cfg.model.cuda_graph_impl = "transformer_engine" cfg.model.cuda_graph_scope = ["moe_router", "moe_preprocess"]',"")
add("s41a-009",E,"full","full_iteration (local), paged stash",MLM,P,"examples/moe_recipes/qwen3_235b/gb200/mxfp8_128GPU_TP1PP1EP64_paged_stash_fullcg_overlap.yaml",
    'moe_paged_stash: true ... moe_pad_experts_for_cuda_graph_inference: true ... cuda_graph_impl: local cuda_graph_scope: full_iteration cuda_graph_warmup_steps: 2 || MB 1e3ced26f qwen3_235b_a22b_pretrain_128gpu_gb200_fp8mx_paged_stash_dev_config: cfg.model.cuda_graph_impl = "local" cfg.model.cuda_graph_scope = "full_iteration"',"")
add("s41a-010",E,"partial","attn, moe_router, moe_preprocess (transformer_engine)",MLM,P,"examples/moe_recipes/qwen3_235b/gb200/mxfp8_128GPU_TP1PP1EP64_partial_cg_overlap.yaml",
    'cuda_graph_impl: transformer_engine cuda_graph_scope: - attn - moe_router - moe_preprocess cuda_graph_warmup_steps: 2 || MB 1e3ced26f qwen3_235b_a22b_pretrain_128gpu_gb200_fp8mx_partial_cg_dev_config: cfg.model.cuda_graph_impl = "transformer_engine" cfg.model.cuda_graph_scope = ["attn", "moe_router", "moe_preprocess"]',"")
add("s41a-011",E,"full","full_iteration (local), paged stash",MLM,P,"examples/moe_recipes/qwen3_235b/gb300/mxfp8_128GPU_TP1PP1EP64_paged_stash_full_cg.yaml",
    'moe_paged_stash: true ... cuda_graph_impl: local cuda_graph_scope: full_iteration cuda_graph_warmup_steps: 2 || MB 1e3ced26f perf_recipes/qwen/gb300 qwen3_235b_a22b_pretrain_128gpu_gb300_fp8mx_paged_stash_dev_config: cfg.model.cuda_graph_impl = "local" cfg.model.cuda_graph_scope = "full_iteration"',"")
add("s41a-012",E,"partial","attn, moe_router, moe_preprocess (transformer_engine)",MLM,P,"examples/moe_recipes/qwen3_30b/h100/fp8_32GPU_TP1PP1EP8.yaml",
    'cuda_graph_impl: transformer_engine cuda_graph_scope: - attn - moe_router - moe_preprocess ... fp8_recipe: blockwise || MB 1e3ced26f qwen3_30b_a3b_pretrain_32gpu_h100_fp8sc_dev_config: cfg.model.cuda_graph_impl = "transformer_engine" cfg.model.cuda_graph_scope = ["attn", "moe_router", "moe_preprocess"]',
    'scope wording: README Features cell says "FP8 blockwise; router/preprocess CG" while the YAML scope also includes attn (no other column affected).')
add("s41a-013",E,"none","(no cuda_graph keys; default none)",MLM,P,"examples/moe_recipes/qwen3_30b/h100/bf16_32GPU_TP1PP1EP8.yaml; megatron/core/transformer/transformer_config.py",
    'YAML has no cuda_graph_* key (README Features "BF16 baseline"); default at 7146484: cuda_graph_impl: Literal[\'none\', \'local\', \'transformer_engine\', \'full_iteration\'] = "none"; MB 1e3ced26f qwen3_30b_a3b_pretrain_32gpu_h100_bf16_dev_config sets no cuda_graph_impl',"")
add("s41a-014",E,"none","(no cuda_graph keys; default none)",MLM,P,"examples/moe_recipes/qwen3_30b/gb200/bf16_16GPU_TP1PP1EP16.yaml; megatron/core/transformer/transformer_config.py",
    'YAML has no cuda_graph_* key (README Features "BF16 baseline"); default at 7146484: cuda_graph_impl: Literal[\'none\', \'local\', \'transformer_engine\', \'full_iteration\'] = "none"; MB 1e3ced26f qwen3_30b_a3b_pretrain_16gpu_gb200_bf16_dev_config sets no cuda_graph_impl',"")
add("s41a-015",E,"partial","attn, moe_router, moe_preprocess (external_cuda_graph = transformer_engine)",MLM,P,"examples/moe_recipes/qwen3_30b/gb200/mxfp8_16GPU_TP1PP1EP16_partial_cg.yaml",
    'external_cuda_graph: true cuda_graph_scope: - attn - moe_router - moe_preprocess te_rng_tracker: true || MB 1e3ced26f qwen3_30b_a3b_pretrain_16gpu_gb200_fp8mx_partial_cg_dev_config: cfg.model.external_cuda_graph = True cfg.model.cuda_graph_scope = ["attn", "moe_router", "moe_preprocess"]',"")
add("s41a-016",E,"full","full_iteration (local), paged stash",MLM,P,"examples/moe_recipes/qwen3_30b/gb200/mxfp8_16GPU_TP1PP1EP16_paged_stash.yaml",
    'moe_paged_stash: true ... cuda_graph_impl: local cuda_graph_scope: full_iteration moe_pad_experts_for_cuda_graph_inference: true || MB 1e3ced26f qwen3_30b_a3b_pretrain_16gpu_gb200_fp8mx_paged_stash_dev_config: cfg.model.cuda_graph_impl = "local" cfg.model.cuda_graph_scope = "full_iteration"',"")
# --- ModelZoo
Z="nvidia_moe_modelzoo.csv"
zq='examples/qwen3/run_235b.sh (added 31c5686, 2025-05-27, same day as the table commit 8017e11) commands carry no CUDA-graph flag; model_configs/benchmarking/Qwen3-235B-A22B.yaml has none (git grep -i graph at 8017e11: no hit); Megatron-LM main 1e057005 megatron/training/arguments.py: group.add_argument(\'--enable-cuda-graph\', default=False, action="store_true", ... group.add_argument(\'--external-cuda-graph\', action=\'store_true\','
fb='moe_force_balance: row blank, but every command in run_235b.sh at the table commit passes --moe-router-force-load-balancing ("# Note: Add --moe-router-force-load-balancing for stable benchmarking"); the row note\'s claim that only the 2026-03 run_h100_235b.sh adds it is contradicted by this 2025-05-27 script (whether the table runs used it is not stated in the table).'
add("nvmz-001",Z,"none","(no graph flag)",MZ,"8017e1120f5d35ee57cb68507ec993f7cd9bdd8f","examples/qwen3/run_235b.sh; model_configs/benchmarking/Qwen3-235B-A22B.yaml",
    '# Inter-node EP solution TP=2 PP=8 VPP=4 EP=32 NNODES=32 GBS=2048 bash ./sbatch_benchmarking.sh --recompute-granularity selective --recompute-modules moe_act layernorm --moe-router-force-load-balancing || '+zq, fb)
add("nvmz-002",Z,"none","(no graph flag)",MZ,"8017e1120f5d35ee57cb68507ec993f7cd9bdd8f","examples/qwen3/run_235b.sh; model_configs/benchmarking/Qwen3-235B-A22B.yaml",
    '# Inter-node EP + 1F1B overlap solution TP=2 PP=8 VPP=4 EP=32 NNODES=32 GBS=2048 bash ./sbatch_benchmarking.sh --recompute-granularity selective --recompute-modules moe_act layernorm --combined-1f1b --combined-1f1b-recipe ep_a2a --moe-router-force-load-balancing || '+zq, fb)
add("nvmz-003",Z,"none","(no graph flag)",MZ,"8017e1120f5d35ee57cb68507ec993f7cd9bdd8f","examples/qwen3/run_235b.sh; model_configs/benchmarking/Qwen3-235B-A22B.yaml",
    '## Intra-node EP + FSDP solution TP=1 PP=1 VPP=1 EP=8 NNODES=32 GBS=2048 MBS=4 bash ./sbatch_benchmarking.sh --recompute-granularity full --recompute-method uniform --recompute-num-layers 1 --moe-router-force-load-balancing --use-custom-fsdp --data-parallel-sharding-strategy optim_grads_params --no-gradient-accumulation-fusion --init-model-with-meta-device || '+zq,
    'tp: the launch line says "TP=1" while the table row (and this row) say TP 2; the table\'s own DP 128 / GA 4 (2048/(128x4)) fit TP 2, so the script line and the table disagree (row follows the table). '+fb)
add("nvmz-004",Z,"none","(no graph flag)",MZ,"8017e1120f5d35ee57cb68507ec993f7cd9bdd8f","examples/qwen3/run_235b.sh; model_configs/benchmarking/Qwen3-235B-A22B.yaml",
    '## Intra-node EP + large PP solution TP=2 PP=32 VPP=3 EP=8 NNODES=32 GBS=2048 bash ./sbatch_benchmarking.sh --recompute-granularity selective --recompute-modules moe_act layernorm --moe-router-force-load-balancing || '+zq, fb)
add("nvmz-005",Z,"none","(no graph flag)",MZ,"8017e1120f5d35ee57cb68507ec993f7cd9bdd8f","examples/qwen3/run_235b.sh; model_configs/benchmarking/Qwen3-235B-A22B.yaml",
    '## Intra-node EP + large TP solution TP=4 PP=8 VPP=4 EP=8 NNODES=32 GBS=2048 bash ./sbatch_benchmarking.sh --moe-router-force-load-balancing --moe-router-aux-loss-fusion || '+zq, fb)
# --- gpu-recipes
G="google_gpu_recipes.csv"
xq=' --xla_gpu_enable_latency_hiding_scheduler=true --xla_gpu_enable_triton_gemm=false --xla_gpu_enable_command_buffer=FUSION,CUSTOM_CALL'
add("gcp-a4-maxtext-001",G,"partial","XLA command buffers (CUDA graphs) limited to FUSION,CUSTOM_CALL ops",GR,"5be5988e41218ea33e8c07754bf6f1fec44f74de",
    "training/a4/llama3-1-70b/maxtext-pretraining-gke/values.yaml (xlaFlags -> XLA_FLAGS via src/helm-charts/a4/maxtext-training configmap)",
    'xlaFlags: >-'+xq,
    "JUDGMENT: XLA command buffers are XLA's CUDA-graph mechanism; this flag restricts them to fusion/custom-call thunks (collectives and other thunk types stay outside the graphs), so neither full-iteration nor whole-layer capture; classified partial. The project mapping has no XLA category; maintainer should confirm.")
add("gcp-a4-maxtext-002",G,"partial","XLA command buffers (CUDA graphs) limited to FUSION,CUSTOM_CALL ops",GR,"2850f84bb13bd15105d433cf8727607a7955422e",
    "training/a4/llama3-1-405b/maxtext-pretraining-gke/values.yaml",
    'xlaFlags: >-'+xq,
    "JUDGMENT as for gcp-a4-maxtext-001 (XLA command buffers FUSION,CUSTOM_CALL -> partial).")
add("pv66-001",G,"none","--xla_gpu_graph_level=0 (XLA CUDA graphs off)",GR,"748a454 (chart default) and 2e1fd5efbf1af9c08f8ac50b9d7fef2cfa675b68 (values.yaml)",
    "src/helm-charts/a3ultra/maxtext-training/templates/maxtext-configmap.yaml @748a454 (values.yaml there sets no xlaFlags); training/a3ultra/llama3-1-70b/maxtext-pretraining-gke/values.yaml @HEAD",
    'xla-flags: >- {{- if .Values.xlaFlags }} {{ .Values.xlaFlags }} {{- else }} --xla_gpu_enable_triton_gemm=false --xla_gpu_enable_latency_hiding_scheduler=true --xla_gpu_graph_level=0 ... || HEAD values.yaml: - name: XLA_FLAGS ... --xla_gpu_graph_level=0',"")
nq='Megatron-Core default: enable_cuda_graph: bool = False (core_v0.7.0 and core_v0.8.0 megatron/core/transformer/transformer_config.py); NeMo r2.0.0rc1-era build_transformer_config (branch alit/rope_scale_main-terryk-squash-onto-r2.0.0rc1, b1b6f0f9e1): for field in fields(TransformerConfig): ... elif field.name in cfg: transformer_config_dict[field.name] = cfg[field.name]'
add("pv66-002",G,"none","(no enable_cuda_graph key; default False)",GR,"7fa4518 (identical at 2e1fd5efbf1af9c08f8ac50b9d7fef2cfa675b68)",
    "src/frameworks/a3ultra/nemo-configs/llama-3.1-70b-256gpus-a3ultra-fp8.yaml (HEAD: llama3-1-70b-256gpus-a3ultra-fp8.yaml)",
    'config has no cuda-graph key (git grep -i graph: no hit); e.g. "activations_checkpoint_granularity: null ... sequence_parallel: true transformer_engine: true fp8: true"; '+nq,"")
add("pv66-003",G,"none","(no enable_cuda_graph key; default False)",GR,"bd6c259 (same at 2e1fd5efbf1af9c08f8ac50b9d7fef2cfa675b68)",
    "src/frameworks/a3ultra/nemo-configs/mixtral-8x7b-256gpus-a3u-bf16.yaml",
    'config has no cuda-graph key (git grep -i graph: no hit); e.g. "moe_grouped_gemm: false moe_token_dispatcher_type: alltoall ... transformer_engine: true fp8: false"; '+nq,
    'not a column, informational: the same config sets "moe_pad_expert_input_to_capacity: true moe_expert_capacity_factor: 1.0" (token-dropping with experts padded to capacity, i.e. expert GEMMs of balanced size) and "moe_grouped_gemm: false"; the row notes do not mention either.')
# fix nvmoe-003 commit text
rows[0]["commit_or_tag"]="v0.5.0 (fcbb60311; 26.06 = Megatron-Bridge 0.5.0 per docs/releases/software-versions.md); same preset at v0.5.1; HEAD 067f987 perf_recipes/kimi/gb300/kimi_k2.py also cfg.model.cuda_graph_scope = []"
inp=[r["row_id"] for r in csv.DictReader(open("/work/s74/hD2/rows_to_check.csv"))]
got=[r["row_id"] for r in rows]
assert sorted(inp)==sorted(got),(set(inp)-set(got),set(got)-set(inp))
order={k:i for i,k in enumerate(inp)}
rows.sort(key=lambda r: order[r["row_id"]])
with open("/work/s74/hD2/corrections.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=["row_id","file","cuda_graphs_recipe","scope_verbatim","repo","commit_or_tag","path","quote","other_discrepancy"])
    w.writeheader(); w.writerows(rows)
import collections
print(collections.Counter(r["cuda_graphs_recipe"] for r in rows))
