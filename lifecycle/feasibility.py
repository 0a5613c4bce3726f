"""Whether a scenario's plan fits in accelerator memory: the checks commands run.

:func:`check_plan` is the cheap check before anything slow (no parameters: the exact state
bytes against HBM); :func:`check_feasible` decides on the draws of the parameters used
(:func:`lifecycle.forward.evaluate` calls it with the step-time results).
"""

from __future__ import annotations

import numpy as np

from lifecycle import ops
from lifecycle.errors import LifecycleInputError, Problem

__all__ = ["check_plan", "check_feasible", "REFUSE_FIT_SHARE"]


# a plan is refused when it fits in fewer than this share of the draws: outside the 90%
# interval of its memory need (issue 14: "infeasible" only for plans that cannot fit at any
# plausible value); in between, the answer says how likely it is to fit (memory_headroom_gib)
REFUSE_FIT_SHARE = 0.05


def check_feasible(scenario, st: dict) -> None:
    """Raise LifecycleInputError if the plan does not fit in accelerator memory.

    The memory need is uncertain (the parameters, and what the count misses for a
    plan: ``memory_discrepancy``), so the plan is refused only when it fits in fewer
    than :data:`REFUSE_FIT_SHARE` of the draws; otherwise the share of draws with
    ``memory_headroom_gib >= 0`` is the probability that it fits.
    """
    if ops.is_symbolic(st.get("fits")):
        return
    fits = np.asarray(st.get("fits", True), dtype=bool)
    if float(np.mean(fits)) >= REFUSE_FIT_SHARE:
        return
    need = float(np.median(np.asarray(st.get("memory_gib", np.nan), dtype=float)))
    have = float(np.min(np.asarray(st.get("hbm_gib", np.nan), dtype=float)))
    raise LifecycleInputError([Problem(
        getattr(scenario, "source_file", None) or getattr(scenario, "name", "scenario"), "plan",
        f"the plan does not fit: needs {need:.1f} GiB per accelerator, "
        f"{have:.1f} GiB available (fits in {float(np.mean(fits)):.0%} of the draws); "
        "raise tp/pp, use zero_stage 3 or recompute")])


def check_plan(scenario) -> None:
    """The cheap memory check commands run before anything slow (calibration, sampling).

    It refuses only a plan that cannot fit at any parameter value: one whose weights,
    gradients and optimizer states alone (exact counts, no activations, no allocator
    overhead) exceed the accelerator's memory (issue 14: "infeasible" is reserved for
    that). Whether the whole footprint fits is decided on the draws of the parameters
    actually used (:func:`check_feasible`), since the calibration learns the memory
    parameters from runs that fitted.
    """
    if getattr(scenario, "plan", None) is None or getattr(scenario, "plan_auto", False):
        return
    from lifecycle.inputs import from_scenario
    from lifecycle.model.memory import memory_gib

    w, plan, hw = from_scenario(scenario)
    mem = memory_gib(w, plan, hw, {"mem_frag_factor": 1.0, "mem_reserve_gib": 0.0})
    state, have = float(np.max(mem["state_gib"])), float(np.min(mem["hbm_gib"]))
    if state > have:
        raise LifecycleInputError([Problem(
            getattr(scenario, "source_file", None) or getattr(scenario, "name", "scenario"), "plan",
            f"the plan cannot fit: its weights, gradients and optimizer states alone need "
            f"{state:.1f} GiB per accelerator, {have:.1f} GiB available; raise tp/pp or use "
            "zero_stage 1-3")])
