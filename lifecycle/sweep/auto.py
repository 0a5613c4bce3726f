"""``plan: auto``: the fastest feasible plan of a scenario's own cluster, risk-aware.

:func:`choose_plan` enumerates every valid plan of the scenario's model on its
accelerator and count (:mod:`lifecycle.sweep.plans`), keeps the
``max_plans`` fastest at the median parameter draws among those that fit in
memory there and in the required fit share of the first 16 draws, evaluates
them over ``draws`` parameter draws, and returns, among those that fit in
memory in at least 90% of the draws, the plan with the shortest
**95th-percentile** time to train (``criterion="p95"``, the default): the draws
carry the out-of-distribution discrepancy (:mod:`lifecycle.discrepancy`), so a
plan in a regime the calibration data do not cover (a ZeRO-3 group larger
than any measured one) pays for its uncertainty instead of winning on an
optimistic median. ``criterion="p50"`` ranks by the median. The explanation
says which, and flags a chosen plan that lies beyond the calibration data.
"""

from __future__ import annotations

from lifecycle.errors import LifecycleInputError, Problem

__all__ = ["choose_plan", "scenario_with_plan", "resolve_auto", "FIT_LEVELS"]

# shares of the draws in which a chosen plan must fit in memory, tried in turn: 90%, and where
# no plan reaches it (a small-memory accelerator under a new stack's memory offset), more
# likely than not. A plan that does not fit fails at its first step and costs minutes; the
# explanation says which level was used and the report gives the plan's fit probability.
FIT_LEVELS = (0.9, 0.5)


def choose_plan(scenario, seed: int = 0, *, draws: int = 200, max_plans: int = 2000,
                param_source: dict | None = None, criterion: str = "p95"):
    """The fastest feasible plan at p50 and how it was chosen.

    Parameters
    ----------
    scenario : Scenario
        Any scenario (its own plan, if any, is ignored).
    seed : int
        Seed of the parameter draws.
    draws : int
        Prior draws per candidate plan.
    max_plans : int
        Candidates kept by the cheap screen (step time at the median draws).
    param_source : dict, optional
        Calibrated parameter draws replacing their priors (as in ``estimate``).
    criterion : {"p95", "p50"}
        Rank by the 95th percentile (default, risk-aware) or the median time to train.

    Returns
    -------
    (plan, explanation) : (dict, str)
        ``plan`` has the keys of ``scenario.plan`` (tp, pp, dp, cp, ep, vp,
        micro_batch, zero_stage, recompute as a name of RECOMPUTE_MODES,
        sequence_parallel, fsdp_shard: the HSDP shard in ranks, None for one shard
        over the whole data-parallel group).

    Raises
    ------
    LifecycleInputError
        No valid plan fits in memory.
    """
    from lifecycle.sweep.runner import run_sweep

    # one sweep at the loosest level; the fit probability of every plan it keeps is in its table
    res = run_sweep(scenario, draws=draws, seed=seed, max_plans=max_plans,
                    param_source=param_source, min_fit_prob=FIT_LEVELS[-1])
    for level in FIT_LEVELS:
        t = res.table[res.table["fit_prob"] >= level] if len(res.table) else res.table
        if len(t):
            break
    where = getattr(scenario, "source_file", None) or getattr(scenario, "name", "scenario")
    if not len(t):
        raise LifecycleInputError([Problem(str(where), "plan", (
            f"plan: auto found no plan that fits in memory in at least {FIT_LEVELS[-1]:.0%} of "
            f"the draws among {res.counts['enumerated']} valid plans for "
            f"{scenario.cluster.count} x {scenario.cluster.accelerator}; use more or larger "
            "accelerators"))])
    if criterion not in ("p95", "p50"):
        raise LifecycleInputError([Problem("criterion", "", "p95 or p50")])
    # ties (plans the model cannot tell apart) go to the shorter median
    order = t.sort_values([f"time_to_train_days_{criterion}", "time_to_train_days_p50", "row"])
    best = order.iloc[0]
    plan = {k: (bool(best[k]) if k == "sequence_parallel" else
                str(best[k]) if k == "recompute" else int(best[k]))
            for k in ("tp", "pp", "dp", "cp", "ep", "vp", "micro_batch", "zero_stage",
                      "recompute", "sequence_parallel")}
    plan["fsdp_shard"] = int(best.get("fsdp_shard", 0) or 0) or None  # HSDP shard, or whole group
    text = ", ".join(f"{k}={v}" for k, v in plan.items() if v is not None)
    what = ("the shortest 95th-percentile time to train (risk-aware: the draws include the "
            "model's out-of-distribution discrepancy)" if criterion == "p95"
            else "the shortest median time to train")
    beyond = (" The chosen plan lies beyond the calibration data (more GPUs or a larger FSDP "
              "group than any measured run, or an unmeasured accelerator generation): treat "
              "its interval with care." if bool(best.get("beyond_calibration", False)) else "")
    expl = (f"plan: auto chose {text}: {what} "
            f"({best['time_to_train_days_p50']:.3g} days, 90% interval "
            f"{best['time_to_train_days_p05']:.3g}-{best['time_to_train_days_p95']:.3g}; "
            f"step {best['step_time_s_p50']:.3g} s, MFU {best['mfu_p50']:.2f}) of "
            f"{len(t)} plans that fit in memory in >= {level:.0%} of {draws} "
            f"{'posterior' if param_source else 'prior'} draws "
            f"(seed {seed}), from {res.counts['enumerated']} valid plans "
            f"({res.counts['evaluated']} evaluated after screening at the median draws)"
            + (f"; none fits in >= {FIT_LEVELS[0]:.0%} of the draws, so this one fits with "
               f"probability {best['fit_prob']:.0%}" if level < FIT_LEVELS[0] else "")
            + f".{beyond}")
    return plan, expl


def scenario_with_plan(scenario, seed: int = 0, **kwargs):
    """A copy of ``scenario`` with the plan :func:`choose_plan` picks (``plan_auto`` False);
    call :func:`choose_plan` directly to get the explanation too."""
    from lifecycle.sweep.runner import variant

    plan, _ = choose_plan(scenario, seed, **kwargs)
    return variant(scenario, plan=plan)


def resolve_auto(scenario, seed: int = 0, cal=None):
    """``(scenario, note)``: a scenario with ``plan: auto`` gets the plan :func:`choose_plan`
    picks (over the calibrated parameters of ``cal`` when given) and ``note`` says which
    and why; any other scenario is returned as is with ``note = None``."""
    if not getattr(scenario, "plan_auto", False) and getattr(scenario, "plan", None) is not None:
        return scenario, None
    from lifecycle.params import calibrated_params
    from lifecycle.sweep.runner import variant

    plan, note = choose_plan(scenario, seed, param_source=calibrated_params(cal) or None)
    return variant(scenario, plan=plan), note
