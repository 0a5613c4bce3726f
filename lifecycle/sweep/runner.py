"""A whole design-space sweep: configurations x plans x draws -> tables.

:func:`run_sweep` crosses the accelerators, GPU counts and regions asked for
(default: the scenario's own), enumerates every valid plan of each
configuration (:mod:`lifecycle.sweep.plans`), optionally keeps the
``max_plans`` most promising of each, evaluates them in chunks over common
parameter draws (in-process or on Dask), drops plans that do not fit in
memory, and returns the per-plan table, the Pareto front of (time, cost,
carbon) at the median and the probability that each front plan is the best
under each objective.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.sweep.evaluate import DEFAULT_CHUNK_ELEMENTS, OBJECTIVES, Config, fastest_feasible
from lifecycle.sweep.pareto import merge_best, pareto_mask, win_probability
from lifecycle.model.recompute import RECOMPUTE_MODES
from lifecycle.sweep.plans import PlanSpace, enumerate_plans, select_plans

__all__ = ["SweepResult", "run_sweep", "variant", "PARETO_COLUMNS"]

PARETO_COLUMNS = ("time_to_train_days_p50", "tco_usd_p50", "total_tco2e_p50")


@dataclass
class SweepResult:
    """Outcome of :func:`run_sweep`.

    Attributes
    ----------
    table : pandas.DataFrame
        One row per evaluated plan that fits in memory: ``row`` (global id),
        accelerator, count, region, plan columns, ``fit_prob``, p05/p50/p95 of
        time_to_train_days, tco_usd, total_tco2e, tcdp_tco2e_days, and the
        medians of step_time_s, mfu, memory_gib.
    pareto : pandas.DataFrame
        Rows of ``table`` not dominated in (time, cost, carbon) at the median,
        with ``p_best_time``, ``p_best_cost``, ``p_best_carbon``: the share of
        draws in which the plan is the best of all feasible plans (exact ties
        broken by the other objectives, then by the lower row), and
        ``equivalent_plans``: how many front plans of the same configuration
        have exactly the same medians (listed once, the lowest row).
    counts : dict
        enumerated, evaluated, feasible, pareto, configurations, draws.
    timings : dict
        Seconds spent enumerating, evaluating, and the evaluation rate.
    """

    table: object
    pareto: object
    counts: dict
    timings: dict
    best_rows: dict = field(default_factory=dict)


def variant(scenario, *, accelerator: str | None = None, count: int | None = None,
            region: str | None = None, plan: dict | None = None):
    """A copy of ``scenario`` on another accelerator / count / region, or with a plan.

    A new accelerator brings its own defaults (gpus_per_node, fabrics) and
    drops explicit bandwidth/latency overrides written for the old one. A new
    region replaces an explicit ``grid_gco2e_per_kwh``.
    """
    from lifecycle import tables
    from lifecycle.scenario.schema import Plan

    cl, site = scenario.cluster, scenario.site
    cu, su, upd = {}, {}, {}
    if accelerator is not None and accelerator != cl.accelerator:
        acc = tables.accelerator(accelerator)
        cu.update(accelerator=accelerator, gpus_per_node=int(acc.get("gpus_per_node") or 8),
                  intra_fabric=acc.get("default_intra_fabric"),
                  inter_network=acc.get("default_inter_network"), intra_bw_gb_per_s=None,
                  intra_latency_us=None, inter_bw_gb_per_s=None, inter_latency_us=None)
    if count is not None and int(count) != cl.count:
        if int(count) < 1:
            raise LifecycleInputError([Problem("--counts", "",
                                               f"GPU counts must be >= 1; got {count}")])
        cu["count"] = int(count)
    if region is not None and region != site.region:
        tables.region(region)
        su.update(region=region, grid_gco2e_per_kwh=None)
    if cu:
        upd["cluster"] = cl.model_copy(update=cu)
    if su:
        upd["site"] = site.model_copy(update=su)
    if plan is not None:
        p = dict(plan)
        if isinstance(p.get("recompute"), (int, np.integer)):
            p["recompute"] = RECOMPUTE_MODES[int(p["recompute"])]
        p["sequence_parallel"] = bool(p.get("sequence_parallel", False))
        p["fsdp_shard"] = int(p.get("fsdp_shard") or 0) or None  # 0: the whole group
        upd["plan"] = Plan(**{k: (v if isinstance(v, (str, bool)) or v is None else int(v))
                              for k, v in p.items()})
        upd["plan_auto"] = False
    return scenario.model_copy(update=upd) if upd else scenario


def _configs(scenario, accelerators, counts, regions, draws, seed, dtype, param_source=None):
    from lifecycle.mc import prior_draws, resample_posterior

    accs = list(accelerators or [scenario.cluster.accelerator])
    cnts = [int(c) for c in (counts or [scenario.cluster.count])]
    regs = list(regions or [scenario.site.region])
    out = []
    for a in accs:
        for c in cnts:
            for r in regs:
                sc = variant(scenario, accelerator=a, count=c, region=r)
                rng = np.random.default_rng(seed)
                d = prior_draws(sc, int(draws), rng)
                if param_source:  # calibrated parameters replace their priors (as in estimate)
                    d.update(resample_posterior(param_source, int(draws), rng))
                where = r if r is not None else f"grid-{sc.site.grid_gco2e_per_kwh:g}"
                label = {"accelerator": a, "count": c, "region": where}
                out.append(Config(sc, d, label, dtype))
    return out


def _beyond_data(w, hw, cols):
    """Out-of-distribution log-sd of each plan's step time (lifecycle.discrepancy) and
    whether the plan lies beyond the calibration data (more GPUs or a larger FSDP group
    than any calibration run, or a new setup: unmeasured generation, MoE, FP8 on a new
    part, unknown stack); without the low-MFU term, which :func:`_add_mfu_discrepancy` adds
    once the plans' MFU is known."""
    if "ood_base_var" not in w:
        n = len(cols["tp"])
        return np.zeros(n), np.zeros(n, dtype=bool)
    from lifecycle.model.ood import ood_variance

    var, beyond = ood_variance(w, cols, hw)
    return np.sqrt(var), (np.asarray(beyond) > 0) | (np.asarray(w.get("ood_new_setup", 0.0)) > 0)


def _add_mfu_discrepancy(table, configs):
    """Add the low-MFU term (:func:`lifecycle.model.ood.mfu_halvings`, at each plan's median
    MFU) to ``discrepancy_log_sd``; the step-time draws already carry it per draw."""
    if not configs or "mfu_p50" not in table or "ood_s_mfu" not in configs[0].w:
        return
    from lifecycle.model.ood import mfu_halvings

    w = configs[0].w  # the scales and the reference are the same for every configuration
    halv = mfu_halvings(table["mfu_p50"].to_numpy(float), w["ood_mfu_ref"])
    sd = table["discrepancy_log_sd"].to_numpy(float)
    table["discrepancy_log_sd"] = np.sqrt(sd ** 2 + w["ood_s_mfu"] ** 2 * halv)


def run_sweep(scenario, *, accelerators=None, counts=None, regions=None,
              max_plans: int | None = None, max_plans_mode: str = "fastest", draws: int = 500,
              seed: int = 0, scheduler=None,
              space: PlanSpace = PlanSpace(), min_fit_prob: float = 0.9,
              chunk_elements: int = DEFAULT_CHUNK_ELEMENTS, dtype=np.float64,
              threads: int | None = None, param_source: dict | None = None) -> SweepResult:
    """Sweep plans x accelerators x counts x regions over common parameter draws.

    Parameters
    ----------
    scenario : Scenario
        Model, training run, site and lifecycle; its plan is ignored.
    accelerators, counts, regions : list, optional
        Configurations to cross (default: the scenario's own).
    max_plans : int, optional
        Keep at most this many plans per configuration: with
        ``max_plans_mode="fastest"`` the ones with the shortest step time at
        the median draws among those that fit in memory there and in
        ``min_fit_prob`` of all the draws (ranked cheaply, then checked on the
        draws: :func:`lifecycle.sweep.evaluate.fastest_feasible`);
        with ``"sample"`` a uniform random subset (``seed``).
    draws, seed : int
        Parameter draws per plan (common to all plans) and the seed.
    scheduler : str or distributed.Client, optional
        Dask scheduler address (``tcp://HOST:PORT``); ``None`` runs here.
    min_fit_prob : float
        A plan is kept when it fits in memory in at least this share of draws.
    chunk_elements : int
        Plans x draws per chunk (the unit of work sent to a worker).
    dtype : numpy dtype
        Working precision of draws and plan columns.
    threads : int, optional
        Local thread pool size when there is no scheduler (default: all cores).
    param_source : dict, optional
        Posterior draws of calibrated parameters (name -> array), which replace
        those priors' draws (:func:`lifecycle.params.calibrated_params`).
    """
    import pandas as pd

    from lifecycle.sweep.dask_backend import map_chunks

    if int(draws) < 2:
        raise LifecycleInputError([Problem("--draws", "", f"need at least 2 draws (got {draws})")])
    if max_plans_mode not in ("fastest", "sample"):
        raise LifecycleInputError([Problem("max_plans_mode", "", "fastest or sample")])
    t0 = time.perf_counter()
    configs = _configs(scenario, accelerators, counts, regions, draws, seed, dtype, param_source)
    chunks, frames, n_enum, offset = _plan_chunks(configs, space, max_plans, max_plans_mode, seed,
                                                  max(1, int(chunk_elements) // int(draws)),
                                                  min_fit_prob)
    t1 = time.perf_counter()
    results = map_chunks(configs, chunks, scheduler=scheduler, min_fit_prob=min_fit_prob,
                         threads=threads)
    t2 = time.perf_counter()
    table = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=["row"])
    if results:
        summ = {k: np.concatenate([r.summary[k] for r in results]) for k in results[0].summary}
        for k, v in summ.items():
            table[k] = v
    _add_mfu_discrepancy(table, configs)
    best = _best_per_draw(results, int(draws))
    table["recompute"] = [RECOMPUTE_MODES[int(v)] for v in table["recompute"]] if len(table) else []
    table["sequence_parallel"] = table["sequence_parallel"].astype(bool)
    feasible = table[table["fit_prob"] >= min_fit_prob].reset_index(drop=True) \
        if "fit_prob" in table else table.iloc[0:0]
    pareto = _pareto_front(feasible, best)
    t3 = time.perf_counter()
    evals = int(offset) * int(draws)
    counts_ = {"configurations": len(configs), "enumerated": int(n_enum), "evaluated": int(offset),
               "feasible": int(len(feasible)), "pareto": int(len(pareto)), "draws": int(draws),
               "plan_draw_evaluations": evals}
    timings = {"enumerate_s": t1 - t0, "evaluate_s": t2 - t1, "reduce_s": t3 - t2,
               "evaluations_per_s": evals / max(t2 - t1, 1e-9)}
    return SweepResult(feasible, pareto, counts_, timings, best)


def _plan_chunks(configs, space, max_plans, max_plans_mode, seed, per_rows, min_fit_prob=0.9):
    """Enumerate (and optionally screen) each configuration's plans and cut them into chunks.

    Returns ``(chunks, frames, n_enumerated, n_evaluated)``: chunks of
    ``(config index, plan columns, first row)`` for the workers and one table
    of plan columns per configuration.
    """
    import pandas as pd

    chunks, frames, n_enum, offset = [], [], 0, 0
    for ci, cfg in enumerate(configs):
        cols = enumerate_plans(cfg.w, cfg.label["count"], int(cfg.hw["gpus_per_node"]), space)
        n_enum += len(cols["tp"])
        if max_plans is not None and max_plans < len(cols["tp"]):
            if max_plans_mode == "fastest":
                keep = fastest_feasible(cfg, cols, max_plans, min_fit_prob)
            else:
                keep = select_plans(cols, max_plans, seed=seed)
            cols = {k: v[keep] for k, v in cols.items()}
        n = len(cols["tp"])
        for s in range(0, n, per_rows):
            chunks.append((ci, {k: v[s:s + per_rows] for k, v in cols.items()}, offset + s))
        f = pd.DataFrame({"row": np.arange(offset, offset + n), **cfg.label, **cols})
        f["discrepancy_log_sd"], f["beyond_calibration"] = _beyond_data(cfg.w, cfg.hw, cols)
        frames.append(f)
        offset += n
    return chunks, frames, n_enum, offset


def _best_per_draw(results, draws):
    """Row of the best plan of every draw, per objective, merged over the chunks' results."""
    best = {}
    for name in OBJECTIVES:
        b = np.full((len(OBJECTIVES), draws), np.inf)
        a = np.full(draws, -1, dtype=np.int64)
        for r in results:
            b, a = merge_best(b, a, *r.best[name])
        best[name] = a
    return best


def _pareto_front(feasible, best):
    """Pareto-optimal feasible plans with win probabilities, one row per distinguishable plan."""
    mask = pareto_mask(feasible[list(PARETO_COLUMNS)].to_numpy(float)) if len(feasible) else []
    pareto = feasible[np.asarray(mask, dtype=bool)].copy()
    for name, label in OBJECTIVES.items():
        pareto[f"p_best_{label}"] = win_probability(best[name], pareto["row"].to_numpy())
    # plans the model cannot tell apart (same configuration, same medians: e.g. ZeRO 1 and 2
    # when memory is not binding) are listed once, with their number; the lowest row is kept,
    # which is also the one that wins exact ties in every draw
    key = ["accelerator", "count", "region", *PARETO_COLUMNS]
    pareto["equivalent_plans"] = pareto.groupby(key)["row"].transform("size")
    pareto = pareto.sort_values("row").drop_duplicates(key, keep="first")
    return pareto.sort_values("time_to_train_days_p50").reset_index(drop=True)
