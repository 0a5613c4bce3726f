"""Which software stack a measurement row ran, from its framework text.

The words decide three kernel flags the step-time formulas take (FlashAttention, fused
kernels, a torch.compile stack: host time per layer x ``host_compiled_ratio``) and two stack
classes: ``legacy_stack`` (the DeepSpeed family: host overhead x ``host_legacy_ratio``) and ``library_stack`` (Hugging Face
transformers' modelling code: eager pass count x ``library_passes_ratio``). Unknown or empty
texts get the defaults scenarios use for the accelerator's generation
(:func:`lifecycle.hardware.era_kernels`). The text also says in which precision the
data-parallel reduction moves the gradients and how its ZeRO-1 synchronises
(:mod:`lifecycle.stack_sync`). Each assumption is written into the row's notes.
"""

from __future__ import annotations

import re

import numpy as np

from lifecycle.hardware import blackwell, era_kernels

__all__ = ["kernels", "fused_era", "library_stack", "legacy_stack", "scenario_stack", "word_flags",
           "native_attention", "loss_bytes", "LOSS_RULES", "nosync_grads", "NOSYNC_RULES", "LOSS_REPLICATED_WORDS",
           "loss_replicated", "PP_RESHARD_WORDS", "affirmed", "STACKS", "XLA_WORDS", "xla_stack", "EAGER_FRAMEWORKS",
           "NO_ACCUMULATION_FRAMEWORKS"]

# a scenario's ``training.software_stack`` -> (flash_attention, fused_kernels, compiled_stack,
# legacy_stack, library_stack); "auto" takes the accelerator generation's defaults. "deepspeed"
# names the engine: its model code's attention is SDPA / FlashAttention-2 (transformers >= 4.36,
# Megatron-DeepSpeed --use-flash-attn-v2; session 56 decision item 3); the 2022 Megatron-DeepSpeed
# runs without it (vTrain, BLOOM) are `flash_attention: false`
STACKS = {"fused": (1.0, 1.0, 0.0, 0.0, 0.0), "compiled": (1.0, 0.0, 1.0, 0.0, 0.0),
          "eager": (1.0, 0.0, 0.0, 0.0, 0.0), "huggingface": (1.0, 0.0, 0.0, 0.0, 1.0),
          "deepspeed": (1.0, 0.0, 0.0, 1.0, 0.0)}
FLAG_NAMES = ("flash_attention", "fused_kernels", "compiled_stack", "legacy_stack", "library_stack")

# JAX/XLA trainers that run a device's whole batch in one pass unless gradient accumulation is
# configured (MaxText gradient_accumulation_steps 1, Levanter per_device_parallelism -1 = all,
# AXLearn and EasyLM without microbatching by default): an unpublished micro-batch is gbs / dp
NO_ACCUMULATION_FRAMEWORKS = ("maxtext", "axlearn", "levanter", "easylm", "pax", "t5x", "jax", "xla")
FUSED_FRAMEWORKS = ("nemo", "megatron-core", "transformer engine", "transformerengine", "maxtext", "jax", "pax")
# levanter: Splash (TPU) / TE fused (GPU) attention by default (levanter@8bc2b7ac, attention.py);
# Transformer Engine's DotProductAttention runs FlashAttention or cuDNN fused attention kernels
# modalities: Fraunhofer IAIS's framework, plain torch.nn modules (nn.Linear, nn.GELU, its own norms)
# with Dao's flash_attn_func or SDPA, no Transformer Engine (Modalities/modalities@2029c649
# src/modalities/models/gpt2/gpt2_model.py): named here so that Hopper rows are not read as fused
# nanotron: FlashAttention-2 (flash_attn_varlen_func), a Triton RMSNorm and flash-attn's rotary,
# SwiGLU, residual adds and its sharded cross-entropy as plain torch ops, no Transformer Engine,
# torch.compile or CUDA graphs (huggingface/nanotron@0e0a27ea src/nanotron/models/llama.py;
# data/collections/2026-12-06-nanotron-kernel-stack-helper-report.md): the eager class's lean
# decoder with FlashAttention-2, not a fused stack (its partial TP overlap: stack_sync)
FLASH_FRAMEWORKS = ("nemo", "megatron-core", "composer", "llm-foundry", "torchtitan", "maxtext",
                    "levanter", "transformer engine", "transformerengine", "modalities", "nanotron")
# stacks known to run without FlashAttention and without fused kernels (as used
# in the published runs: vTrain's Megatron-DeepSpeed, BLOOM, OPT's metaseq)
EAGER_FRAMEWORKS = ("megatron-deepspeed", "deepspeed", "metaseq", "fairseq", "mesh-tensorflow")
# how a PyTorch stack ran, whatever its name (our H200 rows: 40% faster compiled than eager):
# Inductor's class, and Thunder's (nvFuser fuses pointwise chains, cuBLAS GEMMs); SDPA, FA2-4
# and Pallas Splash are flash kernels whatever the stack
COMPILED_WORDS = ("torch.compile", "inductor", "thunder", "nvfuser")
# JAX/XLA stacks: jit compiles the whole step (micro-batch loop included) into one executable
# that XLA's C++ runtime launches (on a TPU the device runs the program itself), so no Python
# launches kernels layer by layer; every TPU run is such a program (PyTorch/XLA traces graphs)
XLA_WORDS = NO_ACCUMULATION_FRAMEWORKS + ("flax",)
EAGER_WORDS = ("eager",)
SDPA_WORDS = ("sdpa", "scaled_dot_product_attention", "flashattention", "flash attention", "flash-attn",
              "flash_attn", "fa2 ", "fa3 ", "fa4 ", "splash attention")
# attention kernels that drive Hopper's / Blackwell's tensor cores natively (FlashAttention-3
# wgmma, FlashAttention-4 tcgen05, cuDNN fused attention): an eager stack naming one runs the fused
# stacks' attention efficiency, not FlashAttention-2's share of the peak (FA2_PEAK_SHARE)
NATIVE_ATTENTION_WORDS = ("cudnn", "fa3", "fa4", "flash-attn-3", "flash-attn-4", "flashattention-3",
                          "flashattention-4", "flash-attention 4", "flash attention 4", "flash_attn_interface")
# stacks that call a native kernel on Blackwell without naming it: torchtitan's SDPA module puts
# cuDNN attention first where has_cuda_capability(10, 0) (pytorch/torchtitan 3b85aa31, PR #1196,
# 2025-05-14: 10,902 -> 12,211 tokens/s for Llama 3 8B on a B200; on every GPU from 6a3a9da9,
# PR #1776, 2025-10-09, which a row's date would have to show;
# data/collections/2026-12-05-attention-backends.md)
NATIVE_ON_BLACKWELL_WORDS = ("torchtitan",)
# a text naming FlashAttention-2 ran it, whatever its stack's default
FA2_WORDS = ("flashattention-2", "flash-attention-2", "flash-attn-2", "flash-attn 2", "fa2 ", "fa2)")
# Hugging Face transformers' 'eager' attention: matmul, softmax, matmul with the s x s scores
# in memory, whatever else the text says (it wins over SDPA_WORDS); MaxText's `attention: dot_product`,
# its XLA einsum attention with the scores in HBM (no flash kernel; session 56 addendum 8)
NO_FLASH_WORDS = ("attn_implementation eager", "attn_implementation='eager'", "eager attention",
                  "attention dot_product")
# a library's modelling code run as written (Hugging Face transformers): eager PyTorch with more
# elementwise kernels per layer than a lean decoder (RMSNorm in fp32 as separate ops, rotary
# embedding through rotate_half, no fused QKV) -> library_passes_ratio x the eager pass count;
# Liger kernels (fused norm, rotary, SwiGLU, loss) or torch.compile make it a fused/compiled stack
LIBRARY_WORDS = ("hugging face transformers", "huggingface transformers", "hf transformers")
LIBRARY_FUSED_WORDS = ("liger",)

# torch.compile backends that capture the graph but run it with eager ATen kernels (no Inductor
# code generation: torch._dynamo.backends.debugging.aot_eager): a text naming one is not compiled
NOT_COMPILED_WORDS = ("aot_eager",)
# a negation and the words it governs, up to the next delimiter ("no torch.compile", "without
# inductor codegen", "no DeepSpeed"); session 57 decision item 1
UNCOMPILED = "uncompiled"
_NEGATED = re.compile(r"\b(?:no|without|not|w/o|instead of)\s+[^,;()+=]*")


def affirmed(f: str) -> str:
    """A lower-case framework text without its negated phrases, so that no reader word matches a
    thing the text says the run did not use. A negated phrase naming compilation leaves
    :data:`UNCOMPILED` in its place (what the loss rules read as PyTorch run eagerly; not
    "eager", which would also say that a Transformer Engine stack ran unfused)."""
    return _NEGATED.sub(lambda m: (UNCOMPILED if any(k in m.group(0) for k in ("compile",) + COMPILED_WORDS) else "")
                        + (" " if m.group(0).endswith(" ") else ""), f)


def compiled_text(f: str) -> bool:
    """Whether a lower-case framework text (:func:`affirmed`) names a compiled stack
    (:data:`COMPILED_WORDS`) and no eager backend of it (:data:`NOT_COMPILED_WORDS`)."""
    return any(k in f for k in COMPILED_WORDS) and not any(k in f for k in NOT_COMPILED_WORDS)


# a framework text saying its loss ran in chunks (torchtitan's class names, a publisher's words)
CHUNKED_LOSS_WORDS = ("chunkedceloss", "chunkedlosswrapper", "loss chunks")


def word_flags(framework, words) -> np.ndarray:
    """1 where a lower-case framework text names any of ``words``, else 0, per row."""
    return np.array([float(any(k in f for k in words)) for f in framework])


def _names(*words):
    """A loss rule that matches a framework text naming any of ``words``."""
    return lambda f, hf: any(k in f for k in words)


# bytes per logit the language-model loss holds at its peak (the forward tensors it keeps for
# backward plus the transients of its backward), read from each stack's code on 2026-12-02
# (data/collections/2026-12-02-loss-memory-megatron.md and -pytorch-jax.md: file, commit, lines;
# CPU checks of the PyTorch and XLA paths there). First matching rule wins; a stack no rule
# names keeps the fitted ``logit_bytes`` (priors/steptime.yaml). (what it is, bytes, whether a
# lower-case framework text ``f`` with Hugging Face Transformers version ``hf`` names it).
# Not a rule: Liger's fused linear cross-entropy builds no logits (linkedin/Liger-Kernel@ead96b61),
# but Hugging Face applies it per model type, so a text naming Liger kernels does not say that
# the loss ran fused (White Circle's gpt-oss peaks, 17 allocator readings, sit 0.06 log above
# the count with the prior's 8 bytes per logit and 0.42 above it with none).
LOSS_RULES = (
    # KempnerForge: F.cross_entropy on the bf16 logits, the caller keeping the logits through
    # backward (kempnerforge@5666d0d scripts/train.py:816-850, training/loss.py:19-30; only the
    # model is compiled): 8.25 B per logit on a CPU check
    # (data/collections/2026-12-04-memory-kempner-lightning.md)
    ("KempnerForge eager bf16 cross-entropy, logits kept", 8.0, _names("kempnerforge")),
    # torchtitan's ChunkedCELoss / ChunkedLossWrapper (from pytorch/torchtitan@786e26f8, 2026-04-27,
    # in every stock decoder config; 8 chunks, lm_head and backward per chunk): one chunk's bf16
    # logits and bf16 gradient compiled (4 B / 8), eager its bf16 logits and three fp32 tensors
    # (14 B / 8); CPU checks, data/collections/2026-12-04-torchtitan-chunked-loss.md
    ("chunked cross-entropy, compiled (torchtitan, 8 chunks)", 0.5,
     lambda f, hf: any(k in f for k in CHUNKED_LOSS_WORDS) and compiled_text(f)),
    ("chunked cross-entropy, eager (torchtitan, 8 chunks)", 1.75,
     lambda f, hf: any(k in f for k in CHUNKED_LOSS_WORDS)),
    # a compiled model whose loss ran eager (torchtitan before bbb1b616, 2025-04-02, compiled
    # only the transformer blocks): eager PyTorch's fp32 cross-entropy, as below
    ("eager PyTorch fp32 cross-entropy (loss not compiled)", 12.0, _names("loss " + UNCOMPILED)),
    # gradient written over the 16-bit logits in place: karpathy/llm.c@f1e2ace6 fused_classifier;
    # flash-attn CrossEntropyLoss(inplace_backward=True) as flash-attention's training/ configs
    # set it (Dao-AILab/flash-attention@0251105a training/configs/experiment/owt/base.yaml)
    ("in-place fused cross-entropy", 2.0, _names("llm.c", "flash-attention training")),
    # Megatron-DeepSpeed: output.float() then an out-of-place subtraction, a second fp32 copy
    # (microsoft/Megatron-DeepSpeed@f4157bea megatron/core/tensor_parallel/cross_entropy.py)
    ("Megatron-DeepSpeed vocab-parallel cross-entropy", 10.0, _names("megatron-deepspeed")),
    # flash-attn's CrossEntropyLoss, LLM Foundry's default loss_fn 'fused_crossentropy': the 16-bit
    # logits and a 16-bit gradient (mosaicml/llm-foundry@0085285a modeling_mpt.py)
    ("flash-attn fused cross-entropy", 4.0, _names("composer", "llm foundry", "llm-foundry")),
    # XLA fuses the fp32 softmax cross-entropy of MaxText, T5X, AXLearn, Levanter: two fp32
    # [tokens x vocab] buffers live (jax.jit memory_analysis on XLA:CPU, 8.5 B; GPU/TPU not run)
    ("XLA-fused fp32 cross-entropy", 8.0,
     _names("maxtext", "axlearn", "levanter", "t5x", "pax", "praxis", "jax")),
    # a compiled loss (inductor): the 16-bit logits kept, one 16-bit gradient (CPU inductor check);
    # torchtitan compiles the loss with the model when compile is on (pytorch/torchtitan@b5bcd76c
    # torchtitan/trainer.py), nanoGPT-style scripts compile a forward that returns the loss
    ("compiled (inductor) cross-entropy", 4.0,
     lambda f, hf: (any(k in f for k in ("blocks+loss", "compiled loss"))
                    or (any(k in f for k in ("torchtitan", "nanogpt")) and compiled_text(f)))),
    # Megatron-LM / Megatron-Core vocab-parallel cross-entropy (NeMo, Megatron-Bridge and forks):
    # one fp32 copy of the 16-bit logits, softmax and gradient in place in it, the 16-bit
    # gradient cast at the end (NVIDIA/Megatron-LM@d98e8a64 core/tensor_parallel/cross_entropy.py)
    ("Megatron vocab-parallel cross-entropy", 6.0, _names("megatron", "nemo", "flagscale", "megascale")),
    # eager PyTorch F.cross_entropy(logits.float()) with the 16-bit logits freed before backward:
    # three fp32 [tokens x vocab] tensors at the backward's peak (CPU check): Hugging Face
    # Transformers' ForCausalLMLoss (>= 4.46; before it the model returned the logits and the
    # loss, 16 B: DeepSpeed-Chat and Trainer loops of 4.31-4.45), torchtitan run eager, and the
    # project's own runs (benchmarks/device/train_step.py: only the blocks are compiled)
    ("Hugging Face loss with the logits kept (transformers < 4.46)", 16.0,
     lambda f, hf: hf is not None and hf < (4, 46)),
    ("eager PyTorch fp32 cross-entropy", 12.0,
     lambda f, hf: (any(k in f for k in ("transformers", "(lifecycle benchmarks/device/train_step.py"))
                    or ("torchtitan" in f and ("eager" in f or UNCOMPILED in f)))),
)
# stacks whose output head gathers the full-vocabulary logits on every tensor-parallel rank (no
# loss parallelism): KempnerForge's ColwiseParallel(output_layouts=Replicate()) head
# (kempnerforge@5666d0d distributed/tensor_parallel.py:131-141); the count's logits are not / tp
LOSS_REPLICATED_WORDS = ("kempnerforge",)
# stacks whose ZeRO-3/FSDP reshards after forward under pipelining too, so that every pipeline
# micro-batch gathers its stage's weights again forward and backward: KempnerForge calls apply_fsdp2
# without reshard_after_forward (default True) on its pipeline stages (kempnerforge@dbf29da
# scripts/train.py:111, distributed/parallel.py:114; collections/2026-12-07-session49-kempnerforge-pp-lead.md).
# Not torchtitan (its default policy reshards only without pipelining) nor any stack whose code was not read
PP_RESHARD_WORDS = ("kempnerforge",)

# stacks whose gradient-accumulation loop skips the ZeRO-3/FSDP gradient reduce-scatter on all but
# the last micro-batch (FSDP1 no_sync(), FSDP2 set_requires_gradient_sync(False)) and so hold an
# unsharded gradient for every parameter of the rank (tp x pp, not / dp) from the first
# micro-batch's backward to the last one's, under the last micro-batch's activations; read from
# each stack's code on 2026-12-04 (data/collections/2026-12-04-fsdp-accumulation-grad-sync.md:
# repository, commit, lines). (what, bytes per parameter, only with pipelining, whether a
# lower-case framework text names it). Not a rule (they reduce-scatter every micro-batch into a
# sharded accumulator, the count's ZeRO-3 gradients): torchtitan without pipelining, OLMo-core
# without pipelining, Composer, DeepSpeed ZeRO-3, Megatron-FSDP, Megatron's torch FSDP2, MaxText;
# Megatron-Core's DDP buffer is grad_buffer_bytes already. FSDP2 under Accelerate 1.6-1.10 did
# not skip the reduce (a text naming such a version is not told apart: 2 B assumed).
NOSYNC_RULES = (
    # FSDP2 with reduce_dtype fp32 keeps the unsharded accumulated gradient in fp32
    # (kempnerforge@5666d0d training/grad.py:16-39, distributed/parallel.py:72-87)
    ("KempnerForge: FSDP2 no-sync accumulation, fp32 unsharded gradients", 4.0, False, _names("kempnerforge")),
    # torch.distributed.pipelining runs every pipeline micro-batch's backward without gradient sync
    # and without resharding (stage.py backward_maybe_with_nosync, _post_backward): fp32 gradients
    # (torchtitan's reduce_dtype) and the stage's bf16 parameters stay unsharded in the schedule
    ("FSDP2 under torch pipelining: fp32 gradients and bf16 parameters unsharded", 6.0, True,
     _names("torchtitan", "olmo-core")),
    # Lightning's FSDPStrategy (FSDP1) blocks backward sync while accumulating; Fabric's
    # no_backward_sync in litgpt's loops: bf16 param_dtype gradients (bf16-mixed / bf16-true)
    ("Lightning FSDP / litgpt: FSDP1 no_sync accumulation, bf16 unsharded gradients", 2.0, False,
     lambda f, hf: "litgpt" in f or ("lightning" in f and "fsdp" in f)),
    # Hugging Face Trainer / Accelerate accumulate(): no_sync unless sync_each_batch, bf16
    # gradients under accelerate's bf16 policy (FSDP1; FSDP2 from accelerate 1.11.0)
    ("Hugging Face Trainer / Accelerate on FSDP: no_sync accumulation, bf16 unsharded gradients", 2.0, False,
     lambda f, hf: "fsdp" in f and any(k in f for k in ("transformers", "accelerate", "trainer"))),
)


def nosync_grads(framework) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """(bytes per parameter, pipelining only, what) of the unsharded gradients each row's stack
    holds while it accumulates under ZeRO-3/FSDP (:data:`NOSYNC_RULES`; 0 where none names it)."""
    n = len(framework)
    nbytes, pp_only, what = np.zeros(n), np.zeros(n), [""] * n
    for i, f in enumerate(framework):
        for label, b, needs_pp, names in NOSYNC_RULES:
            if names(f, None):
                nbytes[i], pp_only[i], what[i] = b, float(needs_pp), label
                break
    return nbytes, pp_only, what


def loss_replicated(framework) -> np.ndarray:
    """1 where a row's stack holds the full-vocabulary logits on every TP rank (:data:`LOSS_REPLICATED_WORDS`)."""
    return word_flags(framework, LOSS_REPLICATED_WORDS)


def kernels(framework, acc_ids, notes) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(flash_attention, fused_kernels, compiled_stack) per row: the stack named, else its era's.

    ``framework``: lower-case framework texts; ``acc_ids``: accelerator ids (the era's
    defaults); ``notes``: one list per row, to which each assumption is appended."""
    flash, fused = np.zeros(len(framework)), np.zeros(len(framework))
    compiled = np.array([float(compiled_text(f)) for f in framework])
    lib = library_stack(framework)
    for i, f in enumerate(framework):
        named = any(k in f for k in FLASH_FRAMEWORKS) or any(k in f for k in FUSED_FRAMEWORKS)
        unknown = not named and not any(k in f for k in EAGER_FRAMEWORKS)
        if named:
            flash[i] = float(any(k in f for k in FLASH_FRAMEWORKS))
            fused[i] = float(any(k in f for k in FUSED_FRAMEWORKS))
        elif unknown:  # the defaults scenarios use for that generation
            flash[i], fused[i] = era_kernels(acc_ids[i])
        flash[i] = 1.0 if any(k in f for k in SDPA_WORDS) else flash[i]
        flash[i] = 0.0 if any(k in f for k in NO_FLASH_WORDS) else flash[i]
        fused[i] = 0.0 if compiled[i] or lib[i] or any(k in f for k in EAGER_WORDS) else fused[i]
        if unknown and (flash[i] or fused[i] or compiled[i]):
            notes[i].append(f"framework {f or 'not published'}: assumed FlashAttention "
                            f"{'on' if flash[i] else 'off'}, fused kernels {'on' if fused[i] else 'off'}"
                            + (", compiled (torch.compile)" if compiled[i] else ""))
        if fused[i] and not fused_era(acc_ids[i]):
            fused[i] = 0.0
            notes[i].append("pre-Hopper accelerator: kernel efficiencies of eager stacks")
    return flash, fused, compiled


def fused_era(accelerator_id) -> bool:
    """Whether a fused stack keeps its fused kernel efficiencies on this accelerator: the
    fused-stack parameters (elementwise passes, attention, TP overlap) are calibrated on
    Hopper and later rows only, so before Hopper a fused stack gets the eager ones (the same
    rule for measurement rows and scenarios)."""
    return era_kernels(accelerator_id)[1] != 0.0


def library_stack(framework) -> np.ndarray:
    """1 where a row ran a library's modelling code unfused (:data:`LIBRARY_WORDS`), else 0."""
    return np.array([float(any(k in f for k in LIBRARY_WORDS) and not any(k in f for k in LIBRARY_FUSED_WORDS)
                           and not compiled_text(f)) for f in framework])


def xla_stack(framework, acc_ids) -> np.ndarray:
    """1 where a row's step is one XLA executable (:data:`XLA_WORDS`, or a TPU), else 0."""
    words = word_flags(framework, XLA_WORDS)
    return np.maximum(words, np.array([float(str(a).startswith("tpu")) for a in acc_ids]))


def legacy_stack(framework) -> np.ndarray:
    """1 where a row ran a DeepSpeed-family stack (:data:`EAGER_FRAMEWORKS`), else 0."""
    return word_flags(framework, EAGER_FRAMEWORKS)


# a scenario's ``training.software_stack`` -> its loss's bytes per logit (LOSS_RULES: a fused
# stack is Megatron-Core's, a compiled one inductor's, an eager or Hugging Face one eager
# PyTorch's, DeepSpeed Megatron-DeepSpeed's); "auto" names no stack: the fitted logit_bytes
SCENARIO_LOSS_BYTES = {"fused": 6.0, "compiled": 4.0, "eager": 12.0, "huggingface": 12.0,
                       "deepspeed": 10.0}


# a scenario's ``training.software_stack`` -> the unsharded gradient bytes it holds while it
# accumulates under FSDP (NOSYNC_RULES: the Hugging Face Trainer's no_sync)
SCENARIO_NOSYNC_BYTES = {"huggingface": 2.0}


def loss_bytes(framework) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """(known, bytes per logit, what) of each row's language-model loss (:data:`LOSS_RULES`).

    ``framework``: lower-case framework texts. ``known`` is 0 where no rule names the stack
    (the fitted ``logit_bytes`` then stands), ``what`` the rule's label ('' where none).
    """
    n = len(framework)
    known, out, what = np.zeros(n), np.zeros(n), [""] * n
    for i, f in enumerate(framework):
        if "liger" in f:  # its fused loss may or may not have run (above): not known
            continue
        m = re.search(r"transformers (\d+)\.(\d+)", f)
        hf = (int(m.group(1)), int(m.group(2))) if m else None
        for label, nbytes, names in LOSS_RULES:
            if names(f, hf):
                known[i], out[i], what[i] = 1.0, float(nbytes), label
                break
    return known, out, what


def native_attention(framework, acc_ids) -> np.ndarray:
    """1 where a row on a Hopper-era or later accelerator names a native attention kernel
    (:data:`NATIVE_ATTENTION_WORDS`), or runs on Blackwell a stack that calls one there
    (:data:`NATIVE_ON_BLACKWELL_WORDS`) unless it names FlashAttention-2 (:data:`FA2_WORDS`).
    Before Hopper a native kernel has no newer tensor-core path to use (cuDNN on an A100 issues
    the same mma.sync as FlashAttention-2): 0."""
    named = word_flags(framework, NATIVE_ATTENTION_WORDS)
    on_bw = np.array([float(blackwell(a)) for a in acc_ids])
    bw = on_bw * word_flags(framework, NATIVE_ON_BLACKWELL_WORDS) * (1.0 - word_flags(framework, FA2_WORDS))
    return np.maximum(named, bw) * np.array([float(fused_era(a)) for a in acc_ids])


def scenario_stack(stack: str, flash_attention, accelerator_id: str) -> dict:
    """The kernel flags of a scenario's ``training.software_stack`` on ``accelerator_id``, and
    its loss's bytes per logit (:data:`SCENARIO_LOSS_BYTES`; ``loss_bytes_known`` 0 for auto).

    ``flash_attention`` (True/False) overrides the stack's attention; None keeps it. A fused
    stack before Hopper gets the eager kernel efficiencies, as measurement rows do (the fused
    parameters are calibrated on Hopper and later rows only).
    """
    flags = dict(zip(FLAG_NAMES, STACKS.get(stack) or (*era_kernels(accelerator_id), 0.0, 0.0, 0.0)))
    flags["nosync_grad_bytes"], flags["nosync_pp_only"] = SCENARIO_NOSYNC_BYTES.get(stack, 0.0), 0.0
    flags["loss_replicated"] = 0.0
    flags["pp_reshard"] = 0.0
    flags["unoverlapped_zero"] = 0.0
    flags["tp_async"] = 0.0
    flags["xla_stack"] = float(xla_stack([""], [accelerator_id])[0])
    flags["loss_bytes_known"] = float(stack in SCENARIO_LOSS_BYTES)
    flags["loss_bytes"] = SCENARIO_LOSS_BYTES.get(stack, 0.0)
    if not fused_era(accelerator_id):
        flags["fused_kernels"] = 0.0
    if flash_attention is not None:
        flags["flash_attention"] = float(bool(flash_attention))
    return flags
