"""Evaluate many plans x many draws in one vectorised pass.

The unit of work is a *chunk*: one cluster configuration (accelerator, count,
region: a scenario variant), a block of plan rows and the configuration's
parameter draws. :func:`evaluate_chunk` runs the step-time model on plan
columns shaped ``(P, 1)`` against draws shaped ``(D,)`` and the lifecycle
chain (:func:`lifecycle.forward.evaluate`) on the resulting ``(P, D)``
arrays, then reduces each plan to p05/p50/p95 of the headline outputs and each
draw to the best plan per objective. Chunks are independent and
deterministic, so running them in-process or on Dask workers gives the same
numbers (:mod:`lifecycle.sweep.dask_backend`).

Draws are common random numbers: every plan of a configuration sees the same
parameter draws, and every configuration the same underlying random stream
(same seed), so "plan A is faster than plan B in 80% of draws" compares like
with like.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from lifecycle.sweep.pareto import best_per_draw

__all__ = ["OBJECTIVES", "METRICS", "Config", "ChunkResult", "evaluate_chunk", "plan_arrays",
           "median_draws", "screen_plans", "quantiles_rows", "DEFAULT_CHUNK_ELEMENTS"]

#: Objectives of the Pareto front (all minimised): output name -> short label.
OBJECTIVES = {"time_to_train_days": "time", "tco_usd": "cost", "total_tco2e": "carbon"}
#: Outputs summarised per plan (tcdp = total_tco2e x time_to_train_days).
METRICS = ("time_to_train_days", "tco_usd", "total_tco2e", "tcdp_tco2e_days")
QUANTILES = (0.05, 0.5, 0.95)
#: Target size of one ``(P, D)`` block [elements]; keeps temporaries in cache-sized arrays.
DEFAULT_CHUNK_ELEMENTS = 200_000


@dataclass
class Config:
    """One cluster configuration and everything its chunks share.

    Attributes
    ----------
    scenario : Scenario
        Variant with this configuration's accelerator, count and region (plan ignored).
    draws : dict
        Prior name -> array ``(D,)`` (scenario-fixed priors already fixed).
    label : dict
        accelerator, count, region (written to every sweep row).
    dtype : numpy dtype
        Working precision of the draws and plan columns (float64; float32 is
        accepted but the step-time formulas promote to float64 anyway).
    """

    scenario: object
    draws: dict
    label: dict
    dtype: object = np.float64
    w: dict = field(default=None, repr=False)
    hw: dict = field(default=None, repr=False)
    consts: dict = field(default=None, repr=False)

    def __post_init__(self):
        from lifecycle import forward
        from lifecycle.inputs import from_scenario

        if self.w is None:
            self.w, _, self.hw = from_scenario(self.scenario)
        if self.consts is None:
            self.consts = forward.constants(self.scenario)
        fixed = forward.fixed_by_scenario(self.scenario)
        self.draws = {k: np.asarray(fixed.get(k, v), dtype=self.dtype)
                      for k, v in {**self.draws, **fixed}.items()}


@dataclass
class ChunkResult:
    """Per-plan summaries and per-draw winners of one chunk.

    ``summary`` maps ``<metric>_p05/_p50/_p95``, ``fit_prob``, ``step_time_s_p50``,
    ``mfu_p50`` and ``memory_gib_p50`` to arrays ``(P,)``; ``best`` maps each
    objective to ``(values (3, D) of the winner, global row of the winner (D,))``
    over the chunk's feasible plans (ties broken by the other objectives).
    """

    offset: int
    n: int
    summary: dict
    best: dict


def plan_arrays(cols: dict, dtype=float) -> dict:
    """Plan columns as ``(P, 1)`` arrays that broadcast against ``(D,)`` draws."""
    return {k: np.asarray(v, dtype=dtype)[:, None] for k, v in cols.items()}


def median_draws(draws: dict) -> dict:
    """Per-parameter median of the draws (Python floats)."""
    return {k: float(np.median(np.asarray(v, dtype=float))) for k, v in draws.items()}


def quantiles_rows(x, qs=QUANTILES):
    """Quantiles of each row of ``x`` ``(P, D)`` (numpy's default linear rule), one sort."""
    x = np.sort(np.asarray(x, dtype=float), axis=1)
    d = x.shape[1]
    out = []
    for q in qs:
        pos = q * (d - 1)
        lo = int(np.floor(pos))
        hi = min(lo + 1, d - 1)
        out.append(x[:, lo] + (pos - lo) * (x[:, hi] - x[:, lo]))
    return out


def screen_plans(config: Config, cols: dict, min_fit_prob: float = 0.9, fit_draws: int = 16):
    """Cheap score of every plan: step time at the median draws, and whether it fits.

    A plan fits when it fits at the median draws and in at least ``min_fit_prob``
    of the first ``fit_draws`` draws: the sweep keeps only plans that fit in that
    share of all draws, so a plan at the memory edge (fits at the median, not in
    a third of the draws) would be screened in and then dropped, leaving a
    ``--max-plans`` sweep with nothing feasible.

    Returns
    -------
    (step_time_s, fits) : arrays ``(P,)``; used to keep the most promising plans
        (``--max-plans``) and by :func:`lifecycle.sweep.auto.choose_plan`.
    """
    from lifecycle.model.steptime import step_time

    med = median_draws(config.draws)
    plan = {k: np.asarray(v, dtype=float) for k, v in cols.items()}
    st = step_time(config.w, plan, config.hw, med)
    n = len(plan["tp"])
    fits = np.broadcast_to(np.asarray(st["fits"], bool), (n,)).copy()
    sub = {k: (np.asarray(v)[:fit_draws] if np.ndim(v) else v) for k, v in config.draws.items()}
    d = max([np.size(v) for v in sub.values() if np.ndim(v)] or [1])
    if d > 1:
        mem = step_time(config.w, plan_arrays(cols), config.hw, sub)["fits"]
        fits &= np.broadcast_to(np.asarray(mem, bool), (n, d)).mean(axis=1) >= min_fit_prob
    return np.broadcast_to(np.asarray(st["step_time_s"], float), (n,)).copy(), fits


def fastest_feasible(config: Config, cols: dict, k: int, min_fit_prob: float = 0.9,
                     batch: int | None = None) -> np.ndarray:
    """Indices (sorted) of the ``k`` fastest plans that are feasible on the draws of ``config``.

    :func:`screen_plans` ranks every plan cheaply (median step time, fit share in its first
    16 draws); the fastest of them are then checked in batches against the sweep's own
    feasibility rule (fits in at least ``min_fit_prob`` of all the draws) until ``k`` pass or
    the ranking runs out. A 16-draw share passes plans at the memory edge that the full draws
    then drop (15 of 16 is 0.94, 53 of 60 is 0.88): a ``--max-plans`` sweep of only such
    plans would have had nothing feasible to show. With fewer than ``k`` feasible plans the
    rest are the next fastest by the screen, which the sweep then reports as infeasible.
    """
    from lifecycle.model.steptime import step_time

    st, fits = screen_plans(config, cols, min_fit_prob)
    rank = np.argsort(np.where(fits, st, np.inf), kind="stable")  # screen-feasible first, fastest first
    order = rank[: int(np.sum(fits))]
    batch = batch or max(4 * k, 64)
    keep: list[np.ndarray] = []
    for s in range(0, len(order), batch):
        idx = order[s:s + batch]
        sub = {kk: np.asarray(v)[idx] for kk, v in cols.items()}
        ok = np.asarray(step_time(config.w, plan_arrays(sub), config.hw, config.draws)["fits"], bool)
        share = np.broadcast_to(ok, (len(idx), ok.shape[-1] if ok.ndim else 1)).mean(axis=1)
        keep.append(idx[share >= min_fit_prob])
        if sum(len(x) for x in keep) >= k:
            break
    out = np.concatenate(keep)[:k] if keep else np.array([], dtype=int)
    if len(out) < k:  # too few feasible: the next fastest by the screen, reported infeasible
        out = np.concatenate([out, rank[~np.isin(rank, out)][: k - len(out)]])
    return np.sort(out)


def evaluate_chunk(config: Config, plans: dict, offset: int = 0,
                   min_fit_prob: float = 0.9) -> ChunkResult:
    """Evaluate plan rows ``plans`` (columns ``(P,)``) on every draw of ``config``.

    A pure function of its inputs (safe to run on any worker). A plan is
    feasible when it fits in memory in at least ``min_fit_prob`` of the draws;
    only feasible plans can win a draw. ``offset`` is the global row index of
    the first plan.
    """
    from lifecycle import forward
    from lifecycle.model.steptime import step_time

    n = len(plans["tp"])
    if n == 1:  # (1, D) outputs would be taken for (D,) draws downstream: evaluate 2 copies
        r = evaluate_chunk(config, {k: np.repeat(v, 2) for k, v in plans.items()}, offset,
                           min_fit_prob)
        summary = {k: v[:1] for k, v in r.summary.items()}
        best = {k: (b, np.where(a >= 0, offset, -1)) for k, (b, a) in r.best.items()}
        return ChunkResult(offset, 1, summary, best)
    d = config.draws
    n_draws = max(np.size(v) for v in d.values())
    shape = (n, n_draws)
    pa = plan_arrays(plans, config.dtype)
    if getattr(config.scenario, "stages", None):  # a run of stages: their compute adds up
        from lifecycle.inputs import from_scenario
        from lifecycle.stages import run_step_time

        def stage_step(sc, eff):
            return step_time(config.w if sc is config.scenario else from_scenario(sc)[0], pa,
                             config.hw, eff)

        st = run_step_time(config.scenario, d, stage_step)
    else:
        st = step_time(config.w, pa, config.hw, d)
    fit_prob = np.broadcast_to(np.asarray(st["fits"], bool), shape).mean(axis=1)
    out = forward.evaluate(config.scenario, d, st=st, consts=config.consts)
    summary = {"fit_prob": fit_prob}
    for name in METRICS + ("step_time_s", "mfu", "memory_gib"):
        x = np.broadcast_to(np.asarray(out[name], dtype=float), shape)
        qs = QUANTILES if name in METRICS else (0.5,)
        for q, row in zip(qs, quantiles_rows(x, qs)):
            summary[f"{name}_p{int(round(q * 100)):02d}"] = row
    feasible = fit_prob >= min_fit_prob
    objs = [np.where(feasible[:, None], np.broadcast_to(np.asarray(out[k], dtype=float), shape),
                     np.inf) for k in OBJECTIVES]
    best = {}
    for j, name in enumerate(OBJECTIVES):
        # ties on this objective (e.g. the same plan on two sites) go to the better other ones
        best[name] = best_per_draw(np.stack([objs[j]] + objs[:j] + objs[j + 1:]), offset)
    return ChunkResult(offset, n, summary, best)
