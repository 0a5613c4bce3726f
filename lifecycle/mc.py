"""Vectorised numpy Monte Carlo over the priors (``lifecycle estimate``).

:func:`estimate` draws every prior ``N`` times in sorted-name order from
``numpy.random.default_rng(seed)`` (same seed, same numbers; one stream per
prior name, see :func:`lifecycle.priors.sample_all`), replaces the
priors a scenario fixes by their value, optionally swaps in posterior draws of
calibrated parameters (``param_source``), and runs :func:`lifecycle.forward.evaluate`
once on the whole ``(N,)`` vectors.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone

import numpy as np

from lifecycle import __version__
from lifecycle.errors import LifecycleInputError, Problem

__all__ = ["Estimate", "estimate", "prior_draws", "resample_posterior"]


@dataclass
class Estimate:
    """Result of a Monte Carlo estimate.

    Attributes
    ----------
    scenario_name : str
    provenance : dict
        package version, scenario hash, data-table hashes, seed, draws, date,
        param_source.
    samples : dict[str, numpy.ndarray]
        Quantity name -> ``(N,)`` draws (units in ``units``).
    units : dict[str, str]
    inputs : dict[str, numpy.ndarray]
        The parameter draws used, by prior name.
    """

    scenario_name: str
    provenance: dict
    samples: dict
    units: dict
    inputs: dict = field(default_factory=dict)

    def summary(self):
        """Tidy table: quantity, unit, mean, sd, p05, p50, p95 (:func:`lifecycle.metrics.summary_table`)."""
        from lifecycle.metrics import summary_table

        return summary_table(self.samples, self.units)


def _source_file(scenario) -> str:
    for attr in ("source_file", "path", "file"):
        v = getattr(scenario, attr, None)
        if v:
            return str(v)
    return str(getattr(scenario, "name", "scenario"))


def prior_draws(scenario, n: int, rng: np.random.Generator, priors: dict | None = None) -> dict:
    """Draws of every prior (scenario overrides applied, scenario-fixed values fixed).

    Each prior is drawn from its own stream (:func:`lifecycle.priors.sample_all`):
    the same seed gives the same draws of a prior whatever other priors exist,
    so scenarios compared with one seed share their inputs.
    """
    from lifecycle.forward import fixed_by_scenario
    from lifecycle.priors import Prior, load_priors, sample_all, with_overrides

    pri = priors if priors is not None else load_priors()
    pri = with_overrides(pri, getattr(scenario, "priors", None) or {}, _source_file(scenario))
    for name, value in fixed_by_scenario(scenario).items():
        old = pri.get(name)
        pri[name] = Prior(name, "fixed", {"value": value}, old.unit if old else "",
                          rationale="fixed by the scenario")
    return sample_all(pri, pri, rng, n)


def resample_posterior(param_source: dict, n: int, rng: np.random.Generator) -> dict:
    """Jointly resample posterior draws (same indices for every name) to ``n``."""
    arrays = {k: np.asarray(v, dtype=float).reshape(-1) for k, v in param_source.items()}
    sizes = {a.size for a in arrays.values()}
    if len(sizes) != 1 or 0 in sizes:
        raise LifecycleInputError([Problem(
            "param_source", "",
            f"posterior draws must be non-empty arrays of one length (got {sorted(sizes)})")])
    idx = rng.integers(0, sizes.pop(), size=n)
    return {k: a[idx] for k, a in arrays.items()}


def estimate(scenario, draws: int = 4000, seed: int = 0, param_source: dict | None = None,
             *, param_source_label: str | None = None, priors: dict | None = None) -> Estimate:
    """Monte Carlo estimate of every quantity for a scenario.

    Parameters
    ----------
    scenario : Scenario
        A loaded scenario with a concrete plan.
    draws : int
        Number of Monte Carlo draws ``N``.
    seed : int
        Seed of ``numpy.random.default_rng``; same seed, same numbers.
    param_source : dict, optional
        Parameter name -> array of posterior draws (any common length ``M``).
        They replace the prior draws of those names after being resampled
        jointly (same indices for all names, so correlations are kept) to ``N``
        with the same generator, after the priors were drawn.
    param_source_label : str, optional
        What ``param_source`` is (e.g. the calibration cache key), for provenance.
    priors : dict, optional
        Prior set to use instead of ``load_priors()``.
    """
    from lifecycle import forward, tables
    from lifecycle.scenario import scenario_hash

    if getattr(scenario, "plan", None) is None or getattr(scenario, "plan_auto", False):
        raise LifecycleInputError([Problem(_source_file(scenario), "plan",
                                           "plan: auto is not yet supported by estimate; give "
                                           "tp, pp, dp (and cp, ep, vp, micro_batch) explicitly")])
    n = int(draws)
    if n < 2:
        raise LifecycleInputError([Problem("--draws", "", f"need at least 2 draws (got {n})")])
    rng = np.random.default_rng(seed)
    inputs = prior_draws(scenario, n, rng, priors)
    if param_source:
        inputs.update(resample_posterior(param_source, n, rng))
    samples = forward.evaluate(scenario, inputs)
    units = {k: forward.QUANTITIES.get(k, ("", ""))[0] for k in samples}
    prov = {
        "package": "lifecycle",
        "version": __version__,
        "scenario_hash": scenario_hash(scenario),
        "data_hashes": tables.table_hashes(),
        "seed": int(seed),
        "draws": n,
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "param_source": (param_source_label or "posterior draws") if param_source else "priors",
    }
    if param_source:
        prov["calibrated_parameters"] = sorted(param_source)
    return Estimate(str(getattr(scenario, "name", "scenario")), prov, samples, units, inputs)
