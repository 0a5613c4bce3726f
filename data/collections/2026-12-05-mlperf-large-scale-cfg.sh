#!/bin/bash
# usage: cfg.sh version impl_dir config_name
v=$1; d=$2; c=$3
repo=/work/.mirror/mlcommons+training_results_v$v/repo
t=$(mktemp -d); git -C $repo archive HEAD $d | tar -x -C $t
cd $t/$d
env -i bash -c "source ./$c >/dev/null 2>&1; for k in DGXNNODES DGXNGPU MINIBS MICRO_BATCH_SIZE TENSOR_MODEL_PARALLEL PIPELINE_MODEL_PARALLEL CONTEXT_PARALLEL INTERLEAVED_PIPELINE SEQ_PARALLEL FP8 FP8_HYBRID FP8_RECIPE FP8_PARAM_GATHER USE_DIST_OPTIMIZER ACT_CKPT_GRANULARITY ACT_CKPT_METHOD ACT_CKPT_NUM_LAYERS CPU_OFFLOADING NUM_LAYERS FULL_CUDA_GRAPH LAYER_CUDA_GRAPH TP_COMM_OVERLAP; do echo -n \"\$k=\${!k} \"; done; echo"
rm -rf $t
