"""Builds accelerators_draft.csv and accelerator_prices_draft.csv (helper s78/l).
Header copied from /work/main/data/accelerators.csv and accelerator_prices.csv."""
import csv

HDR = open('/work/main/data/accelerators.csv').readline().strip().split(',')
PHDR = open('/work/main/data/accelerator_prices.csv').readline().strip().split(',')

IDLE = ("idle_w rationale: ~0.1 x TDP as the other NVIDIA rows (nvidia-smi idle draw of NVIDIA "
        "accelerators is ~0.1-0.2 x TDP); GeForce/RTX cards parked at P8 draw less (tens of W), "
        "a card held at P0 inside a job more; uncertain +-50%")
EMB = ("Embodied carbon and water: no published per-device PCF; the model computes them from die "
       "area, process node and memory capacity (ESTIMATE; GDDR counted with the hbm-per-gb DRAM proxy).")
FAM = ("efficiency family: nearest modelled generation: ampere (ASSUMED). Reason: these cards issue "
       "tensor work through warp-level mma.sync (no wgmma, no tcgen05/TMEM), the Ampere programming "
       "model, so FlashAttention-2-class kernels run at their native rate; family 'blackwell' would "
       "wrongly apply LEGACY_MMA_SHARE 0.44 (lifecycle/hardware.py), which models sm_100 reaching full "
       "rate only through tcgen05; 'hopper' is the alternative by date and node (maintainer decision).")
GDDR = "hbm_stacks = count of GDDR memory packages (DERIVED; no HBM on this card; the schema needs 1-32)"

ADA_WP = ("NVIDIA Ada GPU Architecture whitepaper v2.02 (images.nvidia.com/aem-dam/Solutions/geforce/ada/"
          "nvidia-ada-gpu-architecture.pdf), Appendix A Table 2 'GeForce RTX 4090 Full Specifications'")
BW_WP = ("NVIDIA RTX Blackwell GPU Architecture whitepaper (images.nvidia.com/aem-dam/Solutions/geforce/"
         "blackwell/nvidia-rtx-blackwell-gpu-architecture.pdf), Table 3 (printed pp. 46-48)")
PRO_WP = ("NVIDIA RTX Blackwell PRO GPU Architecture whitepaper v1.0 (www.nvidia.com/content/dam/en-zz/"
          "Solutions/design-visualization/quadro-product-literature/NVIDIA-RTX-Blackwell-PRO-GPU-Architecture-v1.0.pdf), "
          "Appendix A Table 4 (printed pp. 45-47)")

rows = []

rows.append(dict(
    accelerator_id='rtx-4090-24gb', name='NVIDIA GeForce RTX 4090 24 GB', vendor='NVIDIA', family='ampere',
    launch_year=2022, peak_tf32_tflops=82.6, peak_bf16_tflops=165.2, peak_fp8_tflops=330.3,
    hbm_gb=24, hbm_bw_gb_per_s=1008, hbm_stacks=12, tdp_w=450, idle_w=45, die_area_mm2=608.5,
    process_node='tsmc-n4', default_intra_fabric='pcie4-x16', default_inter_network='roce-50',
    gpus_per_node=8, price_usd=1599, price_year=2022,
    source=(ADA_WP + ", dense/sparse pairs: \"Peak FP16 Tensor TFLOPS with FP16 Accumulate 330.3/660.6\", "
            "\"Peak FP16 Tensor TFLOPS with FP32 Accumulate 165.2/330.4\", \"Peak BF16 Tensor TFLOPS with FP32 Accumulate 165.2/330.4\", "
            "\"Peak FP8 Tensor TFLOPS with FP32 Accumulate 330.3/660.6\" (footnote 4: \"Peak FP8 Tensor TFLOPS with FP32 Accumulate changed to proper number in v.2.02 of this whitepaper\"), "
            "footnote 2 \"Effective TOPS / TFLOPS using the new Sparsity Feature\"; "
            "SMs 128, GPU Boost Clock 2520 MHz, 24 GB GDDR6X, 384-bit, \"Memory Bandwidth 1008 GB/sec\", TGP 450 W, "
            "TSMC 4N, 76.3 billion transistors, die 608.5 mm2 (whitepaper as quoted verbatim in public repositories: "
            "code-index ids 71252828429, 68320316257, 60480750044, 34083233947; the PDF itself was not in the corpora); TF32 dense/sparse \"82.6/165.2T\" in two public GPU tables (ids 61784678863, 37985382326; the whitepaper cell itself not read); launch 2022-10-12 (Wikipedia Ada Lovelace (microarchitecture) infobox, pages corpus); "
            "Epoch AI \"Chip dataset-Grid view.csv\" (epoch-research/training-cost-trends git 263c40a), row 'NVIDIA GeForce RTX 4090': "
            "release 2022-09-20, release price $1599.00 (pcgamesn), 82.6 TFLOP/s FP32, 24 GB, 1,008 GB/s, 450 W, 608 mm2, 128 SMs, 2520 MHz"),
    notes=("peak_bf16 165.2 = FP16/BF16 with FP32 accumulate, dense: GeForce Ada runs FP32-accumulate tensor math at HALF the FP16-accumulate rate "
           "(330.3 is FP16-accumulate and must not be used; Epoch lists 330 TFLOP/s for 'Tensor-FP16/BF16', which is that FP16-accumulate figure). "
           "A public microbenchmark on another GeForce Ada part (sm_89) measured 511.9 vs 1024.4 FLOP/clk/SM for fp32- vs fp16-accumulate mma.sync, "
           "matching 165.2 / (128 SM x 2.52 GHz) = 512.2 (code-index id 60480750044). "
           "peak_fp8 330.3 = FP8 with FP32 accumulate (cuBLASLt FP8 GEMMs accumulate in FP32; the v2.01 whitepaper printed 660.6 there). "
           "peak_tf32 82.6 dense. " + GDDR + ": 12 x 2 GB GDDR6X on the 384-bit bus (384/32). "
           "intra fabric pcie4-x16 ASSUMED (PCIe 4.0 x16 card; no NVLink; GeForce 4090 drivers expose no GPU peer-to-peer, so NCCL stages through host memory "
           "and the real bandwidth is below the pcie4-x16 row's 32 GB/s; llmq runs use --memcpy-all-gather for this reason). "
           "inter network roce-50 ASSUMED (consumer-card clusters rarely have one 100-400 Gb/s NIC per GPU). gpus_per_node 8 ASSUMED (8-card 4090 servers; "
           "the llmq machine has 4, override per scenario). " + FAM + " Price: NVIDIA launch MSRP $1,599 (Founders Edition, 2022-10-12 availability; Epoch 'Release price'). "
           + IDLE + " (4090 at ~0.10 x TDP). " + EMB)))

rows.append(dict(
    accelerator_id='rtx-pro-6000-blackwell-96gb', name='NVIDIA RTX PRO 6000 Blackwell Workstation Edition 96 GB', vendor='NVIDIA', family='ampere',
    launch_year=2025, peak_tf32_tflops=251.9, peak_bf16_tflops=503.8, peak_fp8_tflops=1007.6,
    hbm_gb=96, hbm_bw_gb_per_s=1792, hbm_stacks=32, tdp_w=600, idle_w=60, die_area_mm2=750,
    process_node='tsmc-n4', default_intra_fabric='pcie5-x16', default_inter_network='roce-50',
    gpus_per_node=4, price_usd=8565, price_year=2025,
    source=(PRO_WP + ", Workstation Edition: \"Peak BF16 Tensor TFLOPS with FP32 Accumulate 503.8/1007.6\" (second number with sparsity) and "
            "dense FP4 2,015.2 TFLOP/s (whitepaper as quoted in public repositories: code-index ids 70936002692, 68387635605, 69686815678); "
            "NVIDIA RTX PRO 6000 Blackwell Workstation Edition datasheet (nvidia.com/content/dam/en-zz/Solutions/data-center/rtx-pro-6000-blackwell-workstation-edition/"
            "workstation-blackwell-rtx-pro-6000-workstation-edition-nvidia-us-3519208-web.pdf), specification table as transcribed in "
            "atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/rtxpro6000_specs.md @ff05294: \"NVIDIA CUDA Cores | 24,064\", "
            "\"AI TOPS | 4000 AI TOPS(1,2)\", \"Single-precision performance | 125 TFLOPS(1)\", \"GPU memory | 96 GB GDDR7 with ECC\", "
            "\"Memory interface | 512-bit\", \"Memory bandwidth | 1792 GB/s\", \"System interface | PCIe 5.0 x16\", "
            "\"Power consumption | Total board power: 600 W\", \"MIG Support | Up to 4x 24 GB\", footnotes \"1. Peak rates based on GPU Boost Clock.\" "
            "\"2. Effective FP4 TOPS with sparsity.\"; " + BW_WP + " for GB202: TSMC 4N, 92.2 billion transistors, die 750 mm2"),
    notes=("Workstation Edition (active double-flow-through cooler, fixed 600 W TBP). peak_bf16 503.8 dense with FP32 accumulate, full rate "
           "(= 188 SM x 1024 FLOP/clk x 2.617 GHz: RTX PRO parts are not halved like GeForce). peak_fp8 1007.6 = DERIVED 2 x BF16 "
           "(consistent with the whitepaper's dense FP4 2,015.2 = 4 x BF16 and the datasheet's 4,000 sparse FP4 AI TOPS; the FP8 cell of the "
           "table itself was not read). peak_tf32 251.9 = DERIVED BF16/2 (TF32 runs at half the 16-bit rate on every NVIDIA tensor core since Ampere). "
           + GDDR + ": 32 x 3 GB GDDR7 in clamshell on the 512-bit bus (press teardowns; 96/3). Same GB202 die as the RTX 5090 (188 of 192 SMs). "
           "The Server Edition differs (memory 1,597 GB/s, FP32 120 TFLOPS -> ~2.49 GHz boost, configurable power, passive): separate row "
           "rtx-pro-6000-blackwell-server-96gb; the Max-Q Workstation Edition (300 W) has no row. intra fabric pcie5-x16 ASSUMED (no NVLink). "
           "inter network roce-50 ASSUMED (workstations). gpus_per_node 4 ASSUMED (4-card workstations such as the llmq machine). " + FAM +
           " price_usd 8565 = ESTIMATE: no NVIDIA list price published; $8,565 is the widely reported launch MSRP (newgearhub.com, GTC 2026 article: "
           "\"Priced at an MSRP of $8,565 ... now retailing between $8,000 and $9,200 as of April 2026\"); uncertain +-20%. " + IDLE + ". " + EMB)))

rows.append(dict(
    accelerator_id='rtx-pro-6000-blackwell-server-96gb', name='NVIDIA RTX PRO 6000 Blackwell Server Edition 96 GB', vendor='NVIDIA', family='ampere',
    launch_year=2025, peak_tf32_tflops=240, peak_bf16_tflops=480, peak_fp8_tflops=960,
    hbm_gb=96, hbm_bw_gb_per_s=1597, hbm_stacks=32, tdp_w=600, idle_w=60, die_area_mm2=750,
    process_node='tsmc-n4', default_intra_fabric='pcie5-x16', default_inter_network='roce-200',
    gpus_per_node=8, price_usd=8565, price_year=2025,
    source=("NVIDIA RTX PRO 6000 Blackwell Server Edition datasheet (December 2025, dam-cdn.nvd.orangelogic.com/AssetLink/707m1632ypg4du1fj3ci1jo3h4w1k78j.pdf, page 3) "
            "and product page (nvidia.com/en-us/data-center/rtx-pro-6000-blackwell-server-edition/), as quoted in public repositories (the documents "
            "themselves were not in the corpora): datasheet \"confirms 96 GB, 1597 GB/s, 120 FP32 TFLOPS and configurable power up to 600 W, but omits BF16\" "
            "(code-index id 68387635605); product page \"Memory Bandwidth: 1597 GB/s\" and \"FP16/BF16 1 PFLOP\" without a sparsity footnote "
            "(ids 69657913927, 68387635605); nvidia-smi on Server Edition cards: 188 SMs, \"600 W limit\", compute capability 12.0 (ids 70172391074, 69448862804); "
            "AWS EC2 G7e announcement (as summarised in id 8578811645): \"GPU あたり 96 GB の GDDR7 メモリ、1597 GB/s のメモリ帯域幅\", "
            "\"EFA で最大 1600 Gbps\" per 8-GPU instance; " + PRO_WP + " for the sister Workstation Edition (503.8 BF16 dense)"),
    notes=("Differs from the Workstation Edition in: memory bandwidth 1,597 vs 1,792 GB/s (-10.9%: GDDR7 at ~25 vs 28 Gbps); FP32 peak 120 vs 125 TFLOPS "
           "(boost ~2.49 vs 2.62 GHz); power 'configurable up to 600 W' (default limit 600 W in nvidia-smi; a public deployment study, id 69657913927, reports Lenovo qualifying 4 cards per SR675 V3 "
           "only at a 450 W cap) vs a fixed 600 W TBP; passive cooling. SM count (188), memory (96 GB, 32 x 3 GB GDDR7), die and PCIe 5.0 x16 are the same. "
           "peak_bf16 480 = DERIVED: 188 SM x 1024 FLOP/clk x 2.494 GHz, the clock implied by 120 TFLOPS FP32 / (24,064 x 2); halving the product "
           "page's '1 PFLOP' (if sparse) gives 500 instead (+4%); uncertain -0/+5%. peak_fp8 960 = DERIVED 2 x BF16; peak_tf32 240 = DERIVED BF16/2. "
           + GDDR + ". intra fabric pcie5-x16 (no NVLink; 8-card PCIe servers ASSUMED). inter network roce-200 ASSUMED from AWS G7e "
           "(1,600 Gb/s EFA per 8 GPUs = 200 Gb/s per GPU; EFA, not RoCE, mapped by bandwidth). gpus_per_node 8 (RTX PRO Server / g7e.48xlarge). " + FAM +
           " price_usd 8565 = ESTIMATE: no Server Edition price published; the Workstation Edition's reported MSRP is used; uncertain +-25%. " + IDLE + ". " + EMB)))

rows.append(dict(
    accelerator_id='l40s-48gb', name='NVIDIA L40S 48 GB', vendor='NVIDIA', family='ampere',
    launch_year=2023, peak_tf32_tflops=183, peak_bf16_tflops=362.05, peak_fp8_tflops=733,
    hbm_gb=48, hbm_bw_gb_per_s=864, hbm_stacks=24, tdp_w=350, idle_w=35, die_area_mm2=608.5,
    process_node='tsmc-n4', default_intra_fabric='pcie4-x16', default_inter_network='roce-50',
    gpus_per_node=8, price_usd=8000, price_year=2025,
    source=("NVIDIA L40S datasheet (resources.nvidia.com/en-us-l40s/l40s-datasheet-28413; Epoch's datasheet link), L40/L40S specification table as reproduced "
            "verbatim by reseller mullet.se (product_id 355414; pages corpus): \"GPU Memory | 48 GB GDDR6 with ECC\", \"Memory Bandwidth | 864GB/s\", "
            "\"Interconnect Interface | PCIe Gen4 x16: 64GB/s bidirectional\", \"CUDA Cores | 18,176\", \"Fourth-Generation Tensor Cores | 568\", "
            "L40S column: \"FP32 TFLOPS 91.6\", \"TF32 Tensor Core TFLOPS 183 | 366*\", \"BFLOAT16 Tensor Core TFLOPS 362.05 | 733*\", "
            "\"FP16 Tensor Core 362.05 | 733*\", \"FP8 Tensor Core 733 | 1,466*\", \"Max Power Consumption ... 350W\", \"Thermal | Passive\", \"* With Sparsity\"; "
            + ADA_WP + " for AD102 (TSMC 4N, 608.5 mm2); Epoch AI \"Chip dataset-Grid view.csv\" (git 263c40a) row 'NVIDIA L40S': die 609 mm2 (no other fields)"),
    notes=("Datacenter Ada (AD102, 142 SMs): FP32-accumulate tensor math at full rate (not halved as on GeForce): 142 x 1024 x 2.52 GHz = 366.4; the datasheet prints "
           "362.05 dense but 733 sparse (733/2 = 366.5): 362.05 used as printed, uncertain +1.2%. peak_fp8 733 dense, peak_tf32 183 dense. A public training benchmark "
           "(IST-DASLab llmq README, 4 x L40S) reports bf16 speed-of-light fractions up to 0.90, consistent with an unhalved ~362 peak. " + GDDR +
           ": 24 x 2 GB GDDR6 in clamshell on the 384-bit bus (48 GB / 12 channels = 4 GB per channel). intra fabric pcie4-x16 (no NVLink; passive server card). "
           "inter network roce-50 ASSUMED (AWS g6e.48xlarge carries 8 L40S with 400 Gb/s networking: recalled, not retrieved). gpus_per_node 8 (g6e.48xlarge; 8-GPU OEM servers). "
           "launch: announced August 2023 (grokipedia NVIDIA L4 vs L40S, pages corpus: \"a higher-power 350 W GPU announced in August 2023\"), shipping autumn 2023. " + FAM +
           " price_usd 8000 = ESTIMATE: no NVIDIA list price; retail reported '$7,500-$8,500' (runlocalai.co) and '~$7k-$10k' (datastorage.com); uncertain +-25%. "
           + IDLE + ". " + EMB)))

rows.append(dict(
    accelerator_id='rtx-5090-32gb', name='NVIDIA GeForce RTX 5090 32 GB', vendor='NVIDIA', family='ampere',
    launch_year=2025, peak_tf32_tflops=104.8, peak_bf16_tflops=209.5, peak_fp8_tflops=419,
    hbm_gb=32, hbm_bw_gb_per_s=1792, hbm_stacks=16, tdp_w=575, idle_w=55, die_area_mm2=750,
    process_node='tsmc-n4', default_intra_fabric='pcie5-x16', default_inter_network='roce-50',
    gpus_per_node=8, price_usd=1999, price_year=2025,
    source=(BW_WP + ", GeForce RTX 5090 column (dense/sparse): \"Peak BF16 Tensor TFLOPS with FP32 Accumulate 209.5/419\", FP16 with FP16 accumulate 419 dense, "
            "FP8 with FP32 accumulate 419/838, FP4 1676/3352; 170 SMs, boost 2407 MHz, 32 GB GDDR7 at 28 Gbps on 512 bits = 1,792 GB/s, TGP 575 W; "
            "GB202 die 750 mm2, 92.2 billion transistors, TSMC 4N (as quoted in public repositories: code-index ids 68387635605, 69880469454, 66603391093, "
            "56207370302; the PDF itself was not in the corpora); NVIDIA RTX 5090 product page as cited in id 69819613286: \"21 760 CUDA cores, 170 SM, "
            "32 GB GDDR7, 1792 GB/s, 575 W, PCIe, no NVLink\""),
    notes=("GeForce Blackwell (sm_120): FP32-accumulate tensor math at half the FP16-accumulate rate, so peak_bf16 209.5 (not 419) = 170 x 512 x 2.407 GHz; "
           "peak_fp8 419 = FP8 with FP32 accumulate (838 is FP16 accumulate); a public mma microbenchmark on an RTX 5090 D measured 426.5 TFLOP/s for "
           "mxf8 x mxf8 -> f32 at boost, consistent. peak_tf32 104.8 = DERIVED BF16/2 (TF32 cell not read; one public table lists 108). " + GDDR +
           ": 16 x 2 GB GDDR7 on the 512-bit bus. intra fabric pcie5-x16 ASSUMED (no NVLink; GeForce peer-to-peer not exposed, so real all-reduce bandwidth is lower). "
           "inter network roce-50 ASSUMED; gpus_per_node 8 ASSUMED. " + FAM + " Price: NVIDIA launch MSRP $1,999 (Founders Edition, on sale 2025-01-30; widely reported, not retrieved from NVIDIA). "
           + IDLE + ". " + EMB)))

rows.append(dict(
    accelerator_id='rtx-6000-ada-48gb', name='NVIDIA RTX 6000 Ada Generation 48 GB', vendor='NVIDIA', family='ampere',
    launch_year=2022, peak_tf32_tflops=182.1, peak_bf16_tflops=364.2, peak_fp8_tflops=728.5,
    hbm_gb=48, hbm_bw_gb_per_s=960, hbm_stacks=24, tdp_w=300, idle_w=30, die_area_mm2=608.5,
    process_node='tsmc-n4', default_intra_fabric='pcie4-x16', default_inter_network='roce-50',
    gpus_per_node=8, price_usd=6799, price_year=2022,
    source=("NVIDIA RTX 6000 Ada Generation datasheet, technical specifications as transcribed in atineoSE/coding-model-seeks-gpu "
            "pipeline/pipeline/sources/rtx6000ada_specs.md @ff05294: \"GPU memory | 48GB GDDR6\", \"Memory interface | 384-bit\", \"Memory bandwidth | 960 GB/s\", "
            "\"NVIDIA Ada Lovelace architecture-based CUDA Cores | 18,176\", \"NVIDIA fourth-generation Tensor Cores | 568\", \"Single-precision performance | 91.1 TFLOPS(3)\", "
            "\"Tensor performance | 1457.0 TFLOPS(4)\", \"System interface | PCIe 4.0 x16\", \"Power consumption | Total board power: 300 W\", \"NVIDIA NVLink | No\", "
            "footnote \"4. Effective FP8 teraFLOPS (TFLOPS) using the new sparsity feature.\"; " + PRO_WP + " comparison column (as quoted in id 68387635605): "
            "\"Ada's 364 is dense BF16 with FP32 accumulation; 728 is sparse\"; Epoch AI \"Chip dataset-Grid view.csv\" (git 263c40a) row "
            "'NVIDIA RTX 6000 Ada Generation': release 2022-12-03, release price $6799.00, FP32 91.06 TFLOP/s, FP8 729 TFLOP/s, die 608 mm2, 76,300 M transistors"),
    notes=("Professional Ada (AD102, 142 SMs, boost 2505 MHz), FP32-accumulate at full rate: peak_bf16 364.2 = DERIVED 1,457.0 sparse FP8 / 4 "
           "(= 142 x 1024 x 2.505 GHz; the PRO whitepaper's rounded 364 agrees); peak_fp8 728.5 = 1,457.0 / 2 (Epoch 729); peak_tf32 182.1 = DERIVED BF16/2; implied boost 2.505 GHz. "
           + GDDR + ": 24 x 2 GB GDDR6 in clamshell on the 384-bit bus. intra fabric pcie4-x16 (no NVLink). inter network roce-50 ASSUMED. "
           "gpus_per_node 8 ASSUMED (8-card servers; workstations hold up to 4). " + FAM + " Price: $6,799 release price (Epoch; NVIDIA list $6,800). "
           + IDLE + ". " + EMB)))

with open('/work/s78/l/accelerators_draft.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=HDR, quoting=csv.QUOTE_MINIMAL, lineterminator='\n')
    w.writeheader()
    for r in rows:
        assert set(r) == set(HDR), set(HDR) ^ set(r)
        w.writerow(r)

EP = "Epoch AI \"Chip dataset-Grid view.csv\" (epoch-research/training-cost-trends git 263c40a)"
EPP = "Epoch AI \"Hardware prices.csv\" (epoch-research/training-cost-trends git 263c40a)"
prices = [
    ('rtx-4090-24gb', '2022-10-12', 1599, 'list', 1, EP + ", row 'NVIDIA GeForce RTX 4090', Release price $1599.00 (price source pcgamesn.com/nvidia/rtx-4090-release-date-price-spec-and-benchmarks)", "NVIDIA launch MSRP, Founders Edition; date = retail availability (Epoch gives announcement 2022-09-20)"),
    ('rtx-4090-24gb', '2025-03-03', 1417.2, 'reseller', 1, EPP + ", row 'NVIDIA GeForce RTX 4090' 1417.20 (web.archive.org/web/20250303204941/https://www.abrmicro.com/components/detail/nvidia/AD102-301-A1/2949134)", "reseller listing; the quoted part number AD102-301-A1 is the GPU chip designation used for 4090 boards: check it is a full card before use"),
    ('rtx-5090-32gb', '2025-01-30', 1999, 'list', 1, "NVIDIA GeForce RTX 50 Series launch (CES 2025): RTX 5090 $1,999, on sale 2025-01-30 (widely reported; NVIDIA newsroom page not retrieved)", "launch MSRP, Founders Edition; not in Epoch's price file"),
    ('rtx-6000-ada-48gb', '2022-12-03', 6799, 'list', 1, EP + ", row 'NVIDIA RTX 6000 Ada Generation', Release price $6799.00", "NVIDIA list price"),
    ('rtx-pro-6000-blackwell-96gb', '2025-04-30', 8565, 'estimate', 1, "newgearhub.com 'Nvidia GTC 2026: What Blackwell GPUs Mean for Pro Workstations' (2026-04-06): \"Priced at an MSRP of $8,565 ... retailing between $8,000 and $9,200 as of April 2026\"", "ESTIMATE: NVIDIA publishes no list price; date = approximate availability (April 2025); uncertain +-20%"),
    ('rtx-pro-6000-blackwell-server-96gb', '2025-06-30', 8565, 'estimate', 1, "as rtx-pro-6000-blackwell-96gb (Workstation Edition reported MSRP)", "ESTIMATE: no Server Edition price found; date approximate; uncertain +-25%"),
    ('l40s-48gb', '2025-06-30', 8000, 'estimate', 1, "runlocalai.co/hardware/nvidia-l40s: \"Pricing at $7,500-$8,500 retail\"; datastorage.com/gpu/nvidia-l40s: \"On-premise Module ~$7k-$10k\"", "ESTIMATE: no NVIDIA list price; midpoint of reported retail; date approximate; uncertain +-25%"),
]
with open('/work/s78/l/accelerator_prices_draft.csv', 'w', newline='') as f:
    w = csv.writer(f, lineterminator='\n')
    w.writerow(PHDR)
    for p in prices:
        w.writerow(p)
print(HDR); print(PHDR)
