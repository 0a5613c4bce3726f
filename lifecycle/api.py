"""The public Python API: ``import lifecycle as lc``.

Stable entry points (the CLI is a thin layer over them; every other module may
change between versions):

* :func:`load_scenario` -> :class:`~lifecycle.results.Scenario`;
* :func:`estimate` -> :class:`~lifecycle.results.EstimateResult`;
* :func:`calibrate` -> the calibration posterior as an ArviZ / xarray ``DataTree``;
* :func:`compare` -> P(row lower than column) table;
* :func:`sweep` -> :class:`~lifecycle.results.SweepResult`;
* :func:`validate_steptime`, :func:`validate_disclosures` -> prediction tables.

Parameters of an estimate come from ``source``: ``"posterior"`` (the cached
calibration posterior of the current ``data/``, ``priors/`` and model code,
fitted first when none is cached: minutes), ``"cached"`` (that posterior only
if already cached, else the priors), ``"prior"`` (the priors only, fast), or a
calibration returned by :func:`calibrate`. Units are in brackets.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd

from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.results import EstimateResult, Scenario, SweepResult

__all__ = ["load_scenario", "estimate", "calibrate", "compare", "sweep", "validate_steptime",
           "validate_disclosures", "resolve_source", "SOURCES"]

#: the named parameter sources of :func:`estimate` (or pass a calibration DataTree)
SOURCES = ("posterior", "cached", "prior")


def load_scenario(path_or_dict) -> Scenario:
    """Load and validate a scenario.

    Parameters
    ----------
    path_or_dict : str, pathlib.Path, dict or Scenario
        A scenario YAML file, the name of a bundled example (``"gpt3-175b"``),
        or the scenario document as a mapping (the YAML's content).

    Returns
    -------
    Scenario
        Validated, every default resolved; ``.with_overrides()`` changes fields
        and priors.

    Raises
    ------
    LifecycleInputError
        One problem per broken key: file, key path, what is allowed.
    """
    if isinstance(path_or_dict, Scenario):
        return path_or_dict
    if isinstance(path_or_dict, dict):
        return Scenario(path_or_dict)
    from lifecycle.scenario import load_scenario as _load
    from lifecycle.scenario.load import _example_or_path, parse_yaml

    path = _example_or_path(path_or_dict)
    spec = _load(path)  # every file check (size, encoding, YAML) and the validation
    doc = parse_yaml(path.read_text(encoding="utf-8"), str(path))
    doc.setdefault("name", spec.name)
    return Scenario(doc, str(path), path.resolve().parent)


def resolve_source(source="posterior", *, accept_diagnostics: bool = False, progress=None):
    """The internal calibration object for ``source`` (None for the priors).

    A posterior that failed its convergence checks raises
    :class:`LifecycleInputError` unless ``accept_diagnostics``.
    """
    from lifecycle import params

    if isinstance(source, str):
        if source not in SOURCES:
            raise LifecycleInputError(Problem("source", "", f"one of {', '.join(SOURCES)} or a "
                                              f"calibration from lifecycle.calibrate(); got {source!r}"))
        return params.calibration({"posterior": "auto"}.get(source, source), progress,
                                  accept_diagnostics)
    cal = _calibration_of(source)
    cal.diagnostics_accepted = params.require_diagnostics(cal, accept_diagnostics)
    return cal


def _calibration_of(tree):
    """A :class:`lifecycle.bayes.calibrate.Calibration` for a tree from :func:`calibrate`."""
    from lifecycle.bayes.calibrate import Calibration, _flat

    if hasattr(tree, "draws") and hasattr(tree, "tree"):  # already internal
        return tree
    if not hasattr(tree, "children") or "posterior" not in tree.children:
        raise LifecycleInputError(Problem("source", "", "a calibration must be a DataTree with "
                                          "a posterior group (from lifecycle.calibrate())"))
    diag = json.loads(tree.attrs.get("diagnostics", "{}"))
    key = tree.attrs.get("calibration_key")
    return Calibration(tree, _flat(tree), diag, Path(f"{key}.nc") if key else None)


def estimate(scenario, draws: int = 4000, seed: int = 0, source="posterior", *,
             accept_diagnostics: bool = False, engine: str = "numpy",
             progress=None) -> EstimateResult:
    """Monte Carlo estimate of every quantity of a training run.

    Parameters
    ----------
    scenario : Scenario, str, pathlib.Path or dict
        What :func:`load_scenario` accepts. ``plan: auto`` takes the fastest
        plan that fits in memory (``provenance["plan_choice"]`` says which).
    draws : int
        Monte Carlo draws [count], at least 2.
    seed : int
        Seed of every random stream; same seed, same numbers. Scenarios
        estimated with one seed share their parameter draws draw by draw.
    source : {"posterior", "cached", "prior"} or DataTree
        Where the calibrated parameters come from (module docstring).
    accept_diagnostics : bool
        Use a posterior that failed its convergence checks (flagged in the
        provenance) instead of raising.
    engine : {"numpy", "pymc"}
        numpy Monte Carlo, or the PyMC posterior predictive of the scenario's
        deterministics (same numbers within Monte Carlo error; compiles a graph).
    progress : callable, optional
        Called with one-line messages (e.g. that a calibration is being fitted).

    Returns
    -------
    EstimateResult
        ``.summary()``, ``.draws``, ``.to_datatree()``; the same numbers as
        ``lifecycle estimate`` with the same source, draws and seed.
    """
    from lifecycle.feasibility import check_plan
    from lifecycle.params import estimate as _estimate
    from lifecycle.sweep.auto import resolve_auto

    sc = load_scenario(scenario)
    if int(draws) < 2:
        raise LifecycleInputError([Problem("--draws", "", f"need at least 2 draws (got {draws})")])
    if engine not in ("numpy", "pymc"):
        raise LifecycleInputError(Problem("engine", "", f"numpy or pymc; got {engine!r}"))
    check_plan(sc.spec)  # a plan that does not fit fails now, not after a calibration
    cal = resolve_source(source, accept_diagnostics=accept_diagnostics, progress=progress)
    spec, plan_note = resolve_auto(sc.spec, seed=seed, cal=cal)
    est = _estimate(spec, draws=int(draws), seed=int(seed), cal=cal)
    if engine == "pymc":
        from lifecycle.bayes.scenario_model import posterior_predictive

        if progress:
            progress("PyMC: compiling the scenario graph and sampling the posterior predictive")
        est.samples = posterior_predictive(spec, cal.draws if cal is not None else None,
                                           draws=int(draws), seed=int(seed))
        est.provenance["engine"] = ("pymc.sample_posterior_predictive" if cal is not None
                                    else "pymc.sample_prior_predictive")
    if plan_note:
        est.provenance["plan_choice"] = plan_note
    if spec is not sc.spec:  # plan: auto resolved
        sc = Scenario(_with_plan(sc, spec), sc.source_file, sc._base_dir)
    return EstimateResult(sc, est.samples, est.units, est.provenance, est.inputs)


def _with_plan(sc: Scenario, spec) -> dict:
    doc = dict(sc._doc)
    doc["plan"] = spec.plan.model_dump(mode="json")
    return doc


def compare(results: dict, quantity: str) -> pd.DataFrame:
    """P(row lower than column) for one quantity, from paired draws.

    Parameters
    ----------
    results : dict[str, EstimateResult]
        Label -> result, all with the same number of draws (estimate them with
        the same ``seed`` so that shared parameters take the same value in
        each draw).
    quantity : str
        A quantity of every result (``tco_usd``, ``total_tco2e``, ...).

    Returns
    -------
    pandas.DataFrame
        Square table indexed by label: cell (i, j) = P(result i < result j)
        [probability], ties counted one half, so P(i<j) + P(j<i) = 1; the
        diagonal is NaN.
    """
    from lifecycle.metrics import prob_lower

    if len(results) < 2:
        raise LifecycleInputError(Problem("compare", "", "give at least two results"))
    missing = [k for k, r in results.items() if quantity not in r.samples]
    if missing:
        raise LifecycleInputError(Problem("compare", quantity, "not a quantity of "
                                          f"{', '.join(map(str, missing))}"))
    return prob_lower({k: r.samples for k, r in results.items()}, quantity)


def sweep(scenario, *, accelerators=None, counts=None, regions=None, max_plans: int | None = None,
          draws: int = 500, seed: int = 0, source="posterior", min_fit_prob: float = 0.9,
          scheduler=None, accept_diagnostics: bool = False, progress=None) -> SweepResult:
    """Every valid plan x accelerators x GPU counts x regions, with the Pareto front.

    Parameters
    ----------
    scenario : Scenario, str, pathlib.Path or dict
        Model, training run, site and lifecycle; its plan is ignored.
    accelerators, counts, regions : list, optional
        Accelerator ids (``data/accelerators.csv``), GPU counts [count] and
        region ids (``data/regions.csv``) to cross (default: the scenario's own).
    max_plans : int, optional
        Keep at most this many plans per configuration (the fastest at the
        median parameters among those that fit).
    draws, seed : int
        Parameter draws common to every plan [count] and the seed.
    source : {"posterior", "cached", "prior"} or DataTree
        Parameter source, as for :func:`estimate`.
    min_fit_prob : float
        Keep a plan that fits in memory in at least this share of draws [probability].
    scheduler : str, optional
        Dask scheduler address (``tcp://HOST:PORT``); default: this process.

    Returns
    -------
    SweepResult
        ``.table`` (every feasible plan) and ``.pareto`` (the front of time
        [days], cost [USD] and CO2e [tCO2e] at the median, with the probability
        that each front plan is the best in each).
    """
    from lifecycle import __version__, tables
    from lifecycle.params import cal_name, calibrated_params
    from lifecycle.scenario import scenario_hash
    from lifecycle.sweep.runner import run_sweep, variant

    sc = load_scenario(scenario)
    if max_plans is not None and max_plans < 1:
        raise LifecycleInputError([Problem("--max-plans", "", "must be >= 1")])
    if not 0.0 < min_fit_prob <= 1.0:
        raise LifecycleInputError([Problem("--min-fit-prob", "", "must be in (0, 1]")])
    for a in accelerators or [None]:  # unknown ids fail now, before any calibration
        for c in counts or [None]:
            for r in regions or [None]:
                variant(sc.spec, accelerator=a, count=c, region=r)
    cal = resolve_source(source, accept_diagnostics=accept_diagnostics, progress=progress)
    res = run_sweep(sc.spec, accelerators=accelerators, counts=counts, regions=regions,
                    max_plans=max_plans, draws=draws, seed=seed, scheduler=scheduler,
                    min_fit_prob=min_fit_prob, param_source=calibrated_params(cal) or None)
    prov = {"version": __version__, "scenario_hash": scenario_hash(sc.spec),
            "data_hashes": tables.table_hashes(), "seed": int(seed), "draws": int(draws),
            "scheduler": scheduler or "local", "min_fit_prob": min_fit_prob,
            "max_plans": max_plans,
            "param_source": (f"calibration posterior {cal_name(cal)}" if cal is not None
                             else "priors")}
    return SweepResult(res.table, res.pareto, res.counts, res.timings, prov)


def calibrate(*, draws: int | None = None, tune: int | None = None, chains: int | None = None,
              seed: int | None = None, sampler: str | None = None, steptime: bool = True,
              force: bool = False, predictive: bool = True, predictive_draws: int = 400):
    """The calibration posterior as an ArviZ / xarray ``DataTree`` (cached like the CLI).

    Loads the posterior cached for the current ``data/``, ``priors/``, model
    code and sampler settings, or samples it with NUTS and caches it (minutes),
    exactly as ``lifecycle calibrate`` does; the defaults are that command's.

    Parameters
    ----------
    draws, tune, chains, seed : int, optional
        NUTS draws and tuning steps per chain, chains, seed (part of the cache key).
    sampler : {"auto", "nutpie", "pymc"}, optional
        NUTS implementation (``auto``: nutpie with the step-time block, else PyMC).
    steptime : bool
        Include the step-time likelihood (False: disclosures only, fast).
    force : bool
        Refit even when a posterior is cached.
    predictive : bool
        Add the ``prior``, ``prior_predictive`` and ``posterior_predictive``
        groups (sampled once per posterior, cached beside it).
    predictive_draws : int
        Prior draws, and posterior draws thinned to, for those groups [count].

    Returns
    -------
    xarray.DataTree
        Groups ``posterior``, ``sample_stats``, ``observed_data`` (log scale,
        as in the likelihood) and, with ``predictive``, ``prior``,
        ``prior_predictive``, ``posterior_predictive``. Attributes: provenance
        (data and code hashes, settings, resolved priors), ``diagnostics``
        (JSON: R-hat max, bulk ESS min, divergences, ok) and
        ``calibration_key``. Pass it as ``source=`` to :func:`estimate`.
    """
    from lifecycle.bayes.calibrate import DEFAULT_SETTINGS, Settings, get_posterior

    d = DEFAULT_SETTINGS
    s = Settings(draws=d.draws if draws is None else int(draws),
                 tune=d.tune if tune is None else int(tune),
                 chains=d.chains if chains is None else int(chains),
                 seed=d.seed if seed is None else int(seed), target_accept=d.target_accept,
                 steptime=bool(steptime), sampler=sampler or d.sampler)
    for k in ("draws", "tune", "chains"):
        if getattr(s, k) < 1:
            raise LifecycleInputError([Problem(f"--{k}", "", "must be >= 1")])
    cal = get_posterior(force=force, settings=s)
    tree = cal.tree.copy()
    if predictive:
        from lifecycle.bayes.explore import predictive_groups

        for name, ds in predictive_groups(cal, settings=s, draws=int(predictive_draws),
                                          force=force).items():
            tree[name] = ds
    tree.attrs["calibration_key"] = Path(str(cal.path)).stem if cal.path else ""
    return tree


from lifecycle.api_validate import validate_disclosures, validate_steptime  # noqa: E402
