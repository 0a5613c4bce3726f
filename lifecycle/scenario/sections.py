"""Optional scenario sections: the project around the final run, the report's
what-if alternatives and the stages of a run made of several."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from lifecycle.scenario.types import _NB, PosFloat, PosInt, RuleViolations, _Section

__all__ = ["Project", "Alternatives", "Stage"]


class Project(_Section):
    """Work around the final run, as shares of the final run's GPU-hours [ratio].

    ``development_share`` (ablations, hyper-parameter searches, small-scale
    runs; default: the prior of the same name) or ``development_gpu_hours``
    [GPU-h] instead; ``evaluation_share`` and ``failed_run_share`` (abandoned
    attempts) add to it; ``idle_allocated_share`` is time the cluster stays
    allocated but idle, as a share of the final run's elapsed time.
    """

    development_share: Annotated[float, _NB, Field(ge=0, le=100)] | None = None
    development_gpu_hours: Annotated[float, _NB, Field(ge=0)] | None = None
    evaluation_share: Annotated[float, _NB, Field(ge=0, le=100)] = 0.0
    failed_run_share: Annotated[float, _NB, Field(ge=0, le=100)] = 0.0
    idle_allocated_share: Annotated[float, _NB, Field(ge=0, le=100)] = 0.0

    @model_validator(mode="after")
    def _rules(self) -> Project:
        if self.development_share is not None and self.development_gpu_hours is not None:
            raise RuleViolations([("project -> development_gpu_hours",
                                   "give development_share or development_gpu_hours, not both")])
        return self


class Alternatives(_Section):
    """What-if alternatives of the report (``alternatives:``; issue 19).

    ``None`` (the default) lets the report choose: the three accelerators of
    the tables closest in dense peak, the regions of lowest, median and highest
    grid intensity; an empty list shows none. ``ownership`` adds the other of
    own/rent (with the break-even rent).
    """

    accelerators: Annotated[list[str], Field(max_length=6)] | None = None
    regions: Annotated[list[str], Field(max_length=6)] | None = None
    ownership: bool = True


class Stage(_Section):
    """One stage of a training run made of several (issue 15 item 4).

    ``kind``: pretraining, context_extension, annealing, distillation, pruning,
    progressive_growth or post_training. ``tokens`` is the stage's token count;
    ``seq_len`` (default ``model.seq_len``), ``global_batch_seqs`` (default:
    the run's tokens per step at the stage's length, rounded to a multiple of
    ``dp x micro_batch``) and ``params_b`` (a dense model of another size, its
    shape derived as for ``model.params_b``; default the scenario's model) set
    what differs. ``teacher_params_b`` (distillation only, required there):
    the teacher's forward pass costs ``2 x teacher params`` FLOPs per token,
    run at the stage's achieved FLOP rate.
    """

    kind: Literal["pretraining", "context_extension", "annealing", "distillation", "pruning",
                  "progressive_growth", "post_training"]
    tokens: PosFloat
    seq_len: PosInt | None = None
    global_batch_seqs: PosInt | None = None
    params_b: Annotated[float, _NB, Field(ge=0.1, le=100000)] | None = None
    teacher_params_b: Annotated[float, _NB, Field(ge=0.001, le=100000)] | None = None

    @model_validator(mode="after")
    def _rules(self) -> Stage:
        if self.kind == "distillation" and self.teacher_params_b is None:
            raise RuleViolations([("teacher_params_b", "required for kind: distillation (the "
                                   "teacher's parameters in billions; its forward pass counts)")])
        if self.kind != "distillation" and self.teacher_params_b is not None:
            raise RuleViolations([("teacher_params_b", f"only for kind: distillation (got kind: "
                                   f"{self.kind})")])
        return self
