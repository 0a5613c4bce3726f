import csv
hdr = next(csv.reader(open('/work/main/data/measurements/together_ai.csv')))
cols = hdr + ['target_file']
src = ('NVIDIA (NeMo AutoModel, PyTorch backend), NVIDIA-NeMo/Automodel docs/performance-summary.md, row first published at '
       '89e3a9fdd604bc3e70240f2fe4c6a9e1ce76cbd0 (2025-10-06, "Last Updated 2025-10-02"); same row in docs/performance-summary.mdx at '
       '36044ad3d (mirror HEAD); config examples/benchmark/configs/gptoss_120b_te_deepep.yaml at 2c236e081e49e97ddaff4202a8556a30a664a362 (2025-10-08)')
gbs, seq, step, n = 512, 4096, 4.30, 64
tok_derived = gbs*seq/(step*n)
notes = ('Verbatim table row (Pre-Training Performance, System: DGX-H100, Precision: BF16): '
 '"| GPT-OSS 120B | 64 | 512 | 2 | 2 | 4 | 4096 | 1 | 1 | 1 | - | - | 64 | TE + DeepEP + FlexAttn | 4.30 | 231 | 7,626 |" '
 '(columns Model | #GPUs | GBS | MBS | LBS | GA | Seq Length | TP | PP | CP | EP | VP | FSDP | Kernel Optimizations | Time per Global Step (s) | Model TFLOPs/sec/GPU | Tokens/sec/GPU). '
 'PUBLISHED: num_gpus 64, GBS 512, MBS 2, LBS 2, GA 4, seq 4096, TP1 PP1 CP1, FSDP 64, step 4.30 s, 231 Model TFLOPs/sec/GPU, 7,626 tokens/sec/GPU. '
 'DERIVED check: 512*4096/(4.30*64) = %.0f tok/s/GPU (published 7,626; 0.08%% diff). mfu DERIVED = 231/989 = 23.4%% (doc: "MFU calculated using peak TFLOPs for the system (989 for BF16 H100)"). '
 'Footnotes verbatim: "All benchmarks use mock data for consistent performance measurement." "Fake balanced gate is enabled to simulate ideal expert routing." '
 '"No gradient clipping applied for pure performance measurement." "Step times include forward and backward passes and optimizer step for the global batch." '
 'EP: the table cell is "-"; ep 64 is taken from the config at 2c236e081 (two days after the doc commit): "global_batch_size: 512", "local_batch_size: 2", "pp_size: 1", "ep_size: 64", '
 '"activation_checkpointing: false", "reshard_after_forward: true", "attn: flex", "enable_deepep: true", "fake_balanced_gate: true", pretrained_model_name_or_path: openai/gpt-oss-120b. '
 'CAVEAT: the config stored at the doc commit 89e3a9fdd itself does NOT match the table (it has global_batch_size 256, pp_size 2, ep_size 16); 2c236e081 ("feat: Add fsdp optimizations for custom MoE models (#574)") changed it to the table values (GBS 512, PP1), so ep 64 is ASSUMED from that commit (medium confidence). '
 'Later configs differ again (examples/llm_benchmark/gpt_oss/... at HEAD: local_batch_size 1, attn te, EP64 "no activation checkpointing" #3497), the table was never updated. '
 'zero_stage 3 = torch FSDP2 with reshard_after_forward true (ASSUMED mapping, as nvam-005). recompute none = activation_checkpointing false (PUBLISHED in config). '
 'Shape (ASSUMED from openai/gpt-oss-120b config.json, same values as nvidia_moe_extra.csv nvmoe-004): 36 layers, hidden 2880, 64 q heads x head_dim 64, 8 kv heads, alternating sliding-window 128 attention (not expressible), 128 experts x 2880 top-4, no shared expert, vocab 201088. '
 'Stack: NeMo AutoModel main (Oct 2025), FSDP2 + TransformerEngine linear/RMSNorm + FlexAttention + DeepEP. dp = FSDP column 64 (EP folded into the FSDP group). '
 'Same table already supplies nvam-001..005 and am64-001 (nvidia_automodel.csv); this GPT-OSS 120B row is not among them (checked by grep). Nemotron V3 Super/Nano/Ultra rows of the same table declined (hybrid Mamba-MoE, not expressible).') % tok_derived
row = dict.fromkeys(cols, '')
row.update({
 'row_id':'s43b-001','source':src,
 'table':'Pre-Training Performance, System: DGX-H100, Precision: BF16, row GPT-OSS 120B | 64 | 512 | 2 | 2 | 4 | 4096 | 1 | 1 | 1 | - | - | 64 | TE + DeepEP + FlexAttn | 4.30 | 231 | 7,626',
 'model':'gpt-oss-120b','arch':'moe','layers':36,'hidden':2880,'ffn_hidden':2880,'ffn_gated':'True','heads':64,'kv_heads':8,
 'seq_len':4096,'vocab':201088,'num_experts':128,'experts_per_token':4,'global_batch_seqs':512,'micro_batch':2,
 'tp':1,'pp':1,'dp':64,'cp':1,'ep':64,'vp':1,'sequence_parallel':'False','zero_stage':3,'num_gpus':64,
 'accelerator':'h100-sxm5-80gb','precision':'bf16','recompute':'none',
 'framework':'NeMo AutoModel (main, Oct 2025; PyTorch FSDP2 + TransformerEngine + DeepEP + FlexAttention)',
 'step_time_s':4.30,'tokens_per_s_per_gpu':7626,'tflops_per_gpu':231.0,'tflops_basis':'model','mfu_pct':round(231/989*100,1),
 'measured_or_derived':'step time, Model TFLOPs/sec/GPU and Tokens/sec/GPU PUBLISHED (tokens/s = GBS*4096/(step*GPUs) checked to 0.1%); mfu DERIVED = TF/989 (the doc\'s stated peak)',
 'confidence':'medium: the table leaves EP blank ("-"); EP 64 and no-recompute come from the config two days after the doc commit (the config at the doc commit itself disagrees with the table)',
 'notes':notes,'head_dim':64,'moe_ffn_hidden':2880,'shared_experts':0,'first_dense_layers':0,'activation_offload':'False',
 'etp':1,'moe_force_balance':'True','moe_dispatcher':'hierarchical',
 'target_file':'nvidia_automodel.csv'})
w = csv.DictWriter(open('rows.csv','w',newline=''), fieldnames=cols); w.writeheader(); w.writerow(row)
print(cols[-3:], tok_derived)
