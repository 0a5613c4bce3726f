"""A scenario's quantities as PyMC deterministics, and their posterior predictive.

:func:`build_scenario_model` puts every prior the forward chain of a scenario
reads into a PyMC model (:func:`lifecycle.bayes.priors_pm.to_pymc`, the
scenario's overrides and fixed values applied) and builds the whole chain
``workload -> step time -> goodput -> energy -> money & carbon -> lifetime``
through the pytensor backend of the same formulas
(:func:`lifecycle.forward.evaluate`); every quantity of
:data:`lifecycle.quantities.QUANTITIES` it returns is a ``pm.Deterministic``.

:func:`posterior_predictive` then runs ``pm.sample_posterior_predictive`` on
the calibration posterior: variables the calibration learned (per-family GEMM
efficiency, communication, overlap, ...) take their posterior draws, every
other prior is drawn forward from its prior, and the deterministics are
evaluated on each draw. It is the PyMC twin of :func:`lifecycle.mc.estimate`
with a calibration as ``param_source`` (the fast numpy path every command
uses); a test checks that the two agree.
"""

from __future__ import annotations

import numpy as np

__all__ = ["build_scenario_model", "posterior_predictive"]


def build_scenario_model(scenario, priors: dict | None = None):
    """``(model, names)``: a PyMC model of the scenario's priors and quantities.

    ``names`` are the deterministic quantity names (units in
    :data:`lifecycle.quantities.QUANTITIES`).
    """
    import pymc as pm

    from lifecycle import forward
    from lifecycle.bayes.priors_pm import to_pymc
    from lifecycle.mc import _source_file
    from lifecycle.model.steptime import EFF_NAMES
    from lifecycle.priors import load_priors, with_overrides
    from lifecycle.quantities import QUANTITIES

    pri = priors if priors is not None else load_priors()
    pri = with_overrides(pri, getattr(scenario, "priors", None) or {}, _source_file(scenario))
    fixed = forward.fixed_by_scenario(scenario)
    names = sorted((set(forward.LIFECYCLE_PRIORS) | set(EFF_NAMES)) - set(fixed))
    with pm.Model() as model:
        draws = {n: to_pymc(pri[n]) for n in names}
        draws.update(fixed)
        out = forward.evaluate(scenario, draws)
        qnames = [q for q in QUANTITIES if q in out]
        for q in qnames:
            pm.Deterministic(q, out[q])
    return model, qnames


def posterior_predictive(scenario, posterior: dict | None, *, draws: int = 1000, seed: int = 0):
    """Posterior predictive draws of every quantity of ``scenario`` (dict name -> ``(draws,)``).

    Parameters
    ----------
    scenario : Scenario
        A loaded scenario with a concrete plan.
    posterior : dict or None
        Calibration draws, name -> 1-D array (:attr:`lifecycle.bayes.calibrate.Calibration.draws`);
        those whose names are variables of the scenario model are used, jointly
        resampled to ``draws``. ``None``: the prior predictive.
    draws, seed : int
    """
    import pymc as pm
    import xarray as xr

    model, qnames = build_scenario_model(scenario)
    rng = np.random.default_rng(seed)
    free = {v.name for v in model.free_RVs}
    post = {k: np.asarray(v, dtype=float) for k, v in (posterior or {}).items()
            if k in free and np.ndim(v) == 1}
    with model:
        if post:
            idx = rng.integers(0, len(next(iter(post.values()))), size=int(draws))
            ds = xr.Dataset({k: (("chain", "draw"), v[idx][None, :]) for k, v in post.items()},
                            coords={"chain": [0], "draw": np.arange(int(draws))})
            pp = pm.sample_posterior_predictive(ds, var_names=qnames, random_seed=rng,
                                                progressbar=False)
        else:
            pp = pm.sample_prior_predictive(draws=int(draws), var_names=qnames, random_seed=rng)
    group = pp["posterior_predictive"] if post else pp["prior"]
    return {q: np.asarray(group[q]).reshape(-1) for q in qnames}
