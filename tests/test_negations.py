"""The framework-text reader does not match a word the text negates (session 57 decision item 1)."""

import pandas as pd
import pytest

from lifecycle.inputs import from_measurements
from lifecycle.stacks import affirmed
from steptime_fixtures import measurement_row as _row


def _read(*frameworks):
    w, _, _, _ = from_measurements(pd.DataFrame([_row(f) for f in frameworks]))
    return w


@pytest.mark.parametrize("text, kept, gone", [
    ("hf transformers trainer, pytorch ddp, no deepspeed", "hf transformers trainer, pytorch ddp, ", "deepspeed"),
    ("pure jax (jit, no flax/optax), jax 0.5.3", "pure jax (jit, ), jax 0.5.3", "flax"),
    ("megatron-lm (no te), --use-flash-attn", "megatron-lm (), --use-flash-attn", " te"),
    ("capture without inductor codegen, fsdp=64", "capture uncompiled, fsdp=64", "inductor"),
    ("torchtitan (fsdp2, eager, no torch.compile)", "torchtitan (fsdp2, eager, uncompiled)", "torch.compile"),
])
def test_a_negated_phrase_is_dropped_up_to_its_delimiter(text, kept, gone):
    assert affirmed(text) == kept
    assert gone not in affirmed(text)


def test_no_deepspeed_is_not_a_deepspeed_stack():
    w = _read("Hugging Face Transformers Trainer, PyTorch DDP, no DeepSpeed",
              "Hugging Face Transformers Trainer, DeepSpeed ZeRO-2")
    assert w["legacy_stack"].tolist() == [0.0, 1.0]


def test_aot_eager_is_not_a_compiled_stack():
    # torch.compile's aot_eager backend runs the captured graph with eager ATen kernels
    w = _read("torchtitan simple_fsdp, torch.compile backend aot_eager = graph capture without Inductor codegen",
              "torchtitan (FSDP2, torch.compile)")
    assert w["compiled_stack"].tolist() == [0.0, 1.0]
    assert w["fused_kernels"].tolist() == [0.0, 0.0]
    assert w["loss_bytes"].tolist() == [12.0, 4.0]  # eager torchtitan's loss vs the compiled one


def test_a_negated_compiler_leaves_a_fused_stack_fused():
    # "no torch.compile" says the run was not compiled, not that Transformer Engine ran unfused
    w = _read("PyTorch FSDP2, Transformer Engine layers, TE FusedAdam, no torch.compile",
              "PyTorch FSDP2, Transformer Engine layers, TE FusedAdam")
    assert w["fused_kernels"].tolist() == [1.0, 1.0]
    assert w["compiled_stack"].tolist() == [0.0, 0.0]


def test_a_negated_compiler_still_reads_as_eager_torch_for_the_loss():
    w = _read("torchtitan (fork; fsdp2; no torch.compile)",
              "torchtitan (fsdp2, torch.compile); loss not compiled (torchtitan before bbb1b616)")
    assert w["loss_bytes"].tolist() == [12.0, 12.0]
    assert w["compiled_stack"].tolist() == [0.0, 1.0]
