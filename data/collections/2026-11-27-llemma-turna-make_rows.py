import csv
HDR = open('/work/main/data/validation/disclosures.csv').readline().rstrip('\n')
H = HDR.split(',')
rows = []
def R(**k):
    d = {h: '' for h in H}
    for a, b in k.items():
        assert a in d, a
        d[a] = str(b)
    rows.append(d)

ML = "EleutherAI/math-lm"
BLOG = ("EleutherAI, Llemma release blog draft in the publisher's repository EleutherAI/math-lm, blog/main.md at commit "
        "5a30d80b56ca5601c932efd1cdd9b26d8bd2b3fc (2023-10-16), section 'Training' ('We trained Llemma 7B for 200B tokens and Llemma 34B for 50B tokens. "
        "This amounts to 23,000 A100 hours for Llemma 7B and 47,000 A100 hours for the 34B'); training configs EleutherAI/math-lm pretraining/llemma_7b.yml, "
        "pretraining/llemma_34b.yml, pretraining/34b_launch_script.sh and pretraining/README.md at commit 1bc7bf07e2efdf0d8e2ed839fe890c7d69557cd0 (2023-09-27); "
        "paper Azerbayev et al., 'Llemma: An Open Language Model For Mathematics', ICLR 2024, arXiv:2310.10631, Sec. 3 (hardware sentence 'across 256 A100 40GB GPUs' and "
        "'LLEMMA 7B is trained for 42,000 steps with a global batch size of 4 million tokens and a 4096 token context length') read through stored quotations "
        "(https://ri.k117.org/papers/llemma_an_open_language_model_for_mathematics__aa61fd3d and https://zhangtemplar.github.io/lemma/), not from the PDF; "
        "model cards EleutherAI/llemma_7b and llemma_34b (copies in YinanWusoymilk/hf-readme at eb4de03fcb71907bc3c6cf7354d7e0df429659f5, "
        "training_and_application/readme_files/EleutherAI_llemma_7b.md and EleutherAI_llemma_34b.md)")

R(id='llemma-7b-cpt', model='Llemma 7B (continued pretraining of Code Llama 7B on Proof-Pile-2)', arch='dense',
  params_b=6.74, tokens_t=0.176, accelerator='a100-sxm4-40gb', accelerator_count=256, gpu_hours=23000,
  scope='continued pretraining only (Proof-Pile-2 mixture, 4096-token sequences) on top of Meta Code Llama 7B; the base model\'s own pretraining (Llama 2 + Code Llama) is NOT included; data-mixture ablations excluded',
  value_type="reported (rounded: '23,000 A100 hours'); tokens_t DERIVED from steps x batch (see notes)",
  energy_scope='none', emissions_basis='', source=BLOG,
  notes=("publisher EleutherAI (a disclosure validation publisher; co-authors at Princeton, Toronto/Vector, Cambridge, CMU, UW); "
         "hours: blog '23,000 A100 hours for Llemma 7B'; hardware: paper 'We train all models in bfloat16 mixed precision using the GPT-NeoX library ... across 256 A100 40GB GPUs', "
         "pretraining README 'Training was performed across 256 A100 GPUs', launch script 32 nodes x 8 GPUs, data paths on /fsx (AWS FSx; the Stability AI P4d cluster that EleutherAI used, "
         "so A100 SXM4 40GB; form factor ASSUMED from P4d); tokens: the blog and card say '200B tokens' (= the config's train_iters 48,000 x 1,024 sequences x 4,096 = 201B), "
         "but the paper says the 7B was trained for 42,000 steps (a secondary summary, code-index file 52144643330, says the run stopped at 42K of 48K steps after NaN losses), "
         "and the hours are tied to that run in the paper ('This corresponds to r[oughly ...]' truncated in the copy read); tokens_t 0.176 DERIVED = 42,000 x 1,024 x 4,096 = 176.2B "
         "(global batch from llemma_7b.yml: 256 GPUs / TP 2 = 128 data-parallel ranks x micro-batch 4 x grad-accum 2 = 1,024 sequences = 4.19M tokens, the 'batch size of 4M tokens' of the README); "
         "if the owner prefers the publisher's nominal figure, tokens_t = 0.2; "
         "layout (llemma_7b.yml): tensor parallel 2, no pipeline, ZeRO stage 1, activation checkpointing, Flash Attention 2, bf16, seq 4096, lr 1e-4, GPT-NeoX commit e59c873e; "
         "params_b 6.74 DERIVED from the Code Llama 7B shape (32 layers, d 4096, SwiGLU 11,008, vocab 32,016, untied embeddings; card: 7B); "
         "wall_clock_days not stated (23,000 / 256 / 24 = 3.7 days would be our product, not entered); no energy, emissions or water published"))

R(id='llemma-34b-cpt', model='Llemma 34B (continued pretraining of Code Llama 34B on Proof-Pile-2)', arch='dense',
  params_b=33.74, tokens_t=0.05, accelerator='a100-sxm4-40gb', accelerator_count=256, gpu_hours=47000,
  scope="continued pretraining only (Proof-Pile-2 mixture, 4096-token sequences) on top of Meta Code Llama 34B; the base model's own pretraining is NOT included",
  value_type="reported (rounded: '47,000 A100 hours'; '50B tokens')",
  energy_scope='none', emissions_basis='', source=BLOG,
  notes=("publisher EleutherAI; hours: blog '47,000 A100 hours for the 34B'; tokens: blog and card '50B tokens', consistent with llemma_34b.yml train_iters 12,000 x 1,024 sequences x 4,096 = 50.3B "
         "(256 GPUs / TP 8 = 32 data-parallel ranks x micro-batch 2 x grad-accum 16 = 1,024 sequences; arithmetic on the publisher's config, a check only); "
         "hardware as for llemma-7b-cpt (256 A100 40GB, 32 nodes x 8; SXM4 ASSUMED from the P4d cluster); layout (llemma_34b.yml): tensor parallel 8, no pipeline, ZeRO stage 1, "
         "activation checkpointing with partitioned activations, Flash Attention 2, grouped-query attention (64 heads, 8 KV heads), bf16, seq 4096, lr 5e-5; "
         "params_b 33.74 DERIVED from the Code Llama 34B shape (48 layers, d 8192, SwiGLU 22,016, GQA 8 KV heads, vocab 32,000, untied; card: 34B); "
         "wall_clock_days not stated (47,000 / 256 / 24 = 7.6 days would be our product, not entered); no energy, emissions or water published"))

R(id='turna-1.1b', model='TURNA 1.1B (Turkish UL2 encoder-decoder, Boğaziçi University TABILAB)', arch='dense',
  params_b=1.1, tokens_t=0.0427, accelerator='tpu-v3', accelerator_count=4, wall_clock_days=16.667,
  tco2e_location=0.06452,
  scope='pretraining from scratch (Mixture-of-Denoisers, UL2) of the 1.1B encoder-decoder; fine-tuning and evaluation (on a separate GPU cluster) excluded',
  value_type="reported (approximate: 'About 400 hours'; emissions from the ML CO2 Impact calculator, an estimate, not a measurement)",
  energy_scope='none', emissions_basis='reported',
  source=("Boğaziçi University Computer Engineering TABILAB, TURNA model card (boun-tabi-LMG/TURNA on Hugging Face), sections 'Model Details', 'Training Details' and 'Environmental Impact'; "
          "read from the copy in YinanWusoymilk/hf-readme at commit eb4de03fcb71907bc3c6cf7354d7e0df429659f5, training_and_application/readme_files/boun-tabi-LMG_TURNA.md; "
          "paper Uludoğan et al. 2024, 'TURNA: A Turkish Encoder-Decoder Language Model for Enhanced Understanding and Generation', arXiv:2401.14373 (not read)"),
  notes=("card: 'Hardware Type: TPU v3-8', 'Hours used: About 400 hours', 'Cloud Provider: Google Cloud', 'Compute Region: europe-west4-a', 'Carbon Emitted: 64.52 kg CO2' "
         "(the card writes 'CO2_2'), computed with 'the Machine Learning Impact calculator ... Lacoste et al. (2019)' (hardware power x hours x regional grid intensity; the power and intensity used are not stated, "
         "so grid_gco2e_per_kwh and device_power_w are left empty; a calculator figure for a Google region is location-style, hence tco2e_location; Google's market-based figure would differ); "
         "accelerator_count 4 ASSUMED: one TPU v3-8 = 4 TPU v3 chips (8 TensorCores); the card thanks TRC for 'TPU v3-8 machines' (plural), so whether one or several v3-8s ran, and whether the 400 h are "
         "wall clock of one machine or summed machine-hours, is not stated; wall_clock_days 16.667 = 400 / 24 (unit conversion, under the one-machine assumption); gpu_hours not entered "
         "(4 x 400 = 1,600 chip-hours would be our product); tokens: card 'trained for 1740000 steps', 'Batch size: 48', 'Input and output lengths: 512', 'Effectively exposed to 42.7B tokens' "
         "(= 1.74M x 48 x 512, the input side; the decoder sees a further up-to-512 target tokens per example, so FLOPs per 'token' of an encoder-decoder differ from 6N, roughly 6N per input token if "
         "encoder and decoder hold about half the parameters each: an approximation, not the publisher's); architecture: 36 encoder and 36 decoder layers, d_model 1024, 16 heads, gated-GeLU MLP 2,816, "
         "untied input/output layers, vocabulary 32,128; params_b 1.1 is the card's figure; arch 'dense' is the nearest allowed value (T5-11B in the calibration table is also encoder-decoder); "
         "publisher in neither project list (proposed as a new disclosure validation publisher, id 'boun-tabilab'); low confidence: a small TPU run with a calculator estimate of emissions"))

with open('/work/s33/helper_disc/rows.csv', 'w', newline='') as f:
    f.write(HDR + '\n')
    w = csv.DictWriter(f, fieldnames=H, lineterminator='\n')
    for r in rows:
        w.writerow(r)
print(len(rows))
