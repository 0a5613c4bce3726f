"""A training run made of stages (issue 15 item 4), summed into one run.

A scenario's ``stages:`` list (:class:`lifecycle.scenario.schema.Stage`)
describes the whole run: pre-training, context extension at a longer
sequence, annealing, distillation from a teacher, pruning, progressive growth
of the model, post-training, each with its own tokens and, where it differs,
sequence length, batch and model size. Every stage gets its own step time
from the step-time model (its own shape, its own attention cost and memory);
a distillation stage adds the teacher's forward pass, ``2 x teacher params``
FLOPs per token, at the stage's achieved FLOP rate (the teacher runs on the
same accelerators with the same efficiency as the student). Compute time and
FLOPs add up:

    compute time  = sum_s  tokens_s / tokens_per_step_s x step_time_s x (1 + teacher_s)
    model FLOPs   = sum_s  steps_s x (model_flops_per_step_s + 2 N_teacher x tokens_per_step_s)

:func:`run_step_time` returns the step-time output of the scenario's own
model (what ``step_time_s``, ``mfu`` and ``tokens_per_s_per_gpu`` report)
plus ``run_step_time_s``, ``run_model_flops_per_step`` and
``run_busy_fraction``: per step of the scenario's own model, the values that
make ``steps x run_step_time_s`` the summed compute time, so the goodput,
energy and cost chain of :func:`lifecycle.forward.evaluate` sees the whole run.
``memory_gib`` is the largest over the stages and ``fits`` holds where every
stage fits. Failures, checkpoints and
restarts use the scenario's own model for the whole run.
"""

from __future__ import annotations

import numpy as np

from lifecycle import ops
from lifecycle.errors import LifecycleInputError, Problem

__all__ = ["stage_scenario", "run_step_time"]


def stage_scenario(scenario, stage):
    """The scenario as one stage runs it: its tokens, length, batch and model size."""
    from lifecycle.scenario.derive import shape_from_params

    m, tr = scenario.model, scenario.training
    model = m
    if stage.params_b is not None:
        shape = shape_from_params(stage.params_b, vocab=m.vocab, seq_len=m.seq_len)
        shape.pop("derived_from", None)
        model = m.model_copy(update={**shape, "params_b": stage.params_b,
                                     "derived_from": f"stage params_b {stage.params_b:g}"})
    if stage.seq_len is not None:
        model = model.model_copy(update={"seq_len": stage.seq_len})
    if stage.global_batch_seqs is not None:
        gbs = stage.global_batch_seqs
    else:  # the run's tokens per step at the stage's length, a multiple of dp x micro_batch
        unit = (scenario.plan.dp * scenario.plan.micro_batch) if scenario.plan is not None else 1
        want = tr.global_batch_seqs * m.seq_len / model.seq_len
        gbs = max(unit, int(round(want / unit)) * unit)
    training = tr.model_copy(update={"tokens": stage.tokens, "global_batch_seqs": gbs})
    return scenario.model_copy(update={"model": model, "training": training, "stages": []})


def run_step_time(scenario, eff, step_time_fn, check=None) -> dict:
    """Step-time output of the scenario's model plus the ``run_*`` sums over its stages.

    ``step_time_fn(scenario, eff)`` is the step-time model of one scenario;
    ``check(scenario, st)`` (optional) is called on every stage (memory).
    Without stages the ``run_*`` values are the scenario's own.
    """
    main = step_time_fn(scenario, eff)
    out = dict(main)
    stages = list(getattr(scenario, "stages", None) or [])
    if not stages:
        out["run_step_time_s"] = main["step_time_s"]
        out["run_model_flops_per_step"] = main["model_flops_per_step"]
        out["run_busy_fraction"] = main["busy_fraction"]
        return out
    total_s = flops = busy_s = 0.0
    mem = None
    out["stage_compute_s"] = []
    for i, stage in enumerate(stages):
        sc = stage_scenario(scenario, stage)
        st = step_time_fn(sc, eff)
        if check is not None:
            try:
                check(sc, st)
            except LifecycleInputError as e:
                raise LifecycleInputError([Problem(p.file, f"stages -> {i} ({stage.kind}, seq_len "
                                                   f"{sc.model.seq_len})", p.message)
                                           for p in e.problems]) from None
        steps = stage.tokens / st["tokens_per_step"]
        teacher = 2.0 * (stage.teacher_params_b or 0.0) * 1e9 * st["tokens_per_step"]
        step_s = st["step_time_s"] * (1.0 + teacher / st["model_flops_per_step"])
        total_s = total_s + steps * step_s
        busy_s = busy_s + steps * step_s * st["busy_fraction"]
        flops = flops + steps * (st["model_flops_per_step"] + teacher)
        mem = st["memory_gib"] if mem is None else ops.maximum(mem, st["memory_gib"])
        if "fits" in st and not ops.is_symbolic(st["fits"]) and not ops.is_symbolic(out.get("fits")):
            out["fits"] = np.logical_and(out.get("fits", True), st["fits"])  # every stage fits
        out["stage_compute_s"].append(steps * step_s)
    main_steps = float(scenario.training.tokens) / main["tokens_per_step"]
    out["run_step_time_s"] = total_s / main_steps
    out["run_model_flops_per_step"] = flops / main_steps
    out["run_busy_fraction"] = busy_s / total_s
    out["memory_gib"] = ops.maximum(mem, main["memory_gib"])
    return out
