"""Where the parameters of an estimate come from: the calibration posterior or the priors.

Every command that estimates a scenario (``estimate``, ``report``,
``compare``) uses the same rule, so their numbers agree:

* ``source="auto"`` (default): the cached calibration posterior for the current
  contents of ``data/`` and ``priors/``; when none is cached (first run, or the
  data changed) it is fitted now and cached (:func:`lifecycle.bayes.calibrate.get_posterior`,
  minutes), announced through ``progress``;
* ``source="cached"``: the cached posterior if there is one, else the priors;
* ``source="prior"``: the priors only (fast; no calibration).

A posterior that fails its diagnostics (divergences, R-hat above 1.01, bulk ESS
below 400) is never used silently: :func:`calibration` stops with exit 2, the
diagnostics and how to refit (:func:`require_diagnostics`), unless the user
passes ``--accept-diagnostics``; the estimate's provenance then carries
``diagnostics_accepted`` and the report shows it in red.

The posterior's parameters whose names are priors of the forward model
replace those priors' draws (jointly resampled, see :func:`lifecycle.mc.estimate`);
every other input keeps its prior.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

__all__ = ["SOURCES", "cached_calibration", "calibration", "calibrated_params", "cal_name",
           "estimate", "require_diagnostics", "diagnostics_line"]

SOURCES = ("auto", "cached", "prior")


def cached_calibration():
    """The shipped or cached calibration posterior for the current data and priors, or None
    (never fits)."""
    from lifecycle.bayes.cache import cache_key, find_posterior
    from lifecycle.bayes.calibrate import DEFAULT_SETTINGS, load

    path = find_posterior(cache_key(DEFAULT_SETTINGS.as_dict(), ()))
    return load(path) if path is not None else None


def diagnostics_line(d: dict) -> str:
    """R-hat, bulk ESS and divergences of a diagnostics record, against their thresholds."""
    th = d.get("thresholds", {})
    return (f"R-hat max {d.get('rhat_max', float('nan')):.4f} (<= {th.get('rhat_max', 1.01)}), "
            f"bulk ESS min {d.get('ess_bulk_min', float('nan')):.0f} "
            f"(>= {th.get('ess_bulk_min', 400)}), divergences {d.get('divergences', '?')} (0)")


def require_diagnostics(cal, accept: bool = False) -> bool:
    """Stop (LifecycleInputError, exit 2) when ``cal`` failed its diagnostics, unless ``accept``.

    Returns True when a failing posterior is used because the user accepted it.
    """
    d = dict(getattr(cal, "diagnostics", None) or {})
    if d.get("ok", False):
        return False
    if accept:
        return True
    from lifecycle.errors import LifecycleInputError, Problem

    where = str(getattr(cal, "path", None) or "calibration posterior")
    raise LifecycleInputError([
        Problem(where, "diagnostics", "the calibration posterior failed its convergence "
                "checks: " + (diagnostics_line(d) if d else "no diagnostics recorded")),
        Problem(where, "refit", "refit with longer chains, e.g. `lifecycle calibrate --force "
                "--draws 2000 --tune 2000`, or pass --accept-diagnostics to use this posterior "
                "anyway (the output is then flagged)")])


def calibration(source: str = "auto", progress=None, accept_diagnostics: bool = False):
    """The calibration to use under ``source`` (see module docstring), or None for the priors.

    A posterior that fails its diagnostics raises (exit 2) unless ``accept_diagnostics``;
    an accepted one has ``diagnostics_accepted = True``.
    """
    if source not in SOURCES:
        raise ValueError(f"source must be one of {SOURCES}, got {source!r}")
    if source == "prior":
        return None
    cal = cached_calibration()
    if cal is None and source == "auto":
        from lifecycle.bayes.calibrate import get_posterior

        if progress:
            progress("calibration: no posterior cached for this version of data/ and priors/; "
                     "sampling it now with NUTS (a few minutes, once per data version)")
        cal = get_posterior()
    if cal is not None:
        cal.diagnostics_accepted = require_diagnostics(cal, accept_diagnostics)
    return cal


def calibrated_params(cal) -> dict:
    """Posterior draws of ``cal`` whose names are forward-model priors (1-D draws only)."""
    if cal is None:
        return {}
    from lifecycle.priors import load_priors

    names = set(load_priors())
    draws = cal.draws or {}
    out = {k: np.asarray(v, dtype=float) for k, v in draws.items()
           if k in names and np.ndim(v) == 1}
    if "sigma_memory" in draws and "memory_discrepancy" in names:
        from lifecycle.bayes.predict import memory_discrepancy_draws

        # one fixed normal draw per posterior draw, so resampling keeps the pairs
        out["memory_discrepancy"] = memory_discrepancy_draws(draws["sigma_memory"],
                                                             np.random.default_rng(0))
    return out


def cal_name(cal) -> str:
    """The calibration's cache key (file stem), not a machine-specific path."""
    path = getattr(cal, "path", None)
    return Path(str(path)).stem if path else "(not saved)"


def estimate(scenario, *, draws: int, seed: int, cal=None):
    """:func:`lifecycle.mc.estimate` with the calibrated parameters of ``cal`` swapped in
    (the priors alone when ``cal`` is None). ``plan: auto`` must be resolved first
    (:func:`lifecycle.sweep.auto.resolve_auto`)."""
    from lifecycle.mc import estimate as mc_estimate

    ps = calibrated_params(cal)
    if not ps:
        return mc_estimate(scenario, draws=draws, seed=seed)
    est = mc_estimate(scenario, draws=draws, seed=seed, param_source=ps,
                      param_source_label=f"calibration posterior {cal_name(cal)}")
    if getattr(cal, "diagnostics_accepted", False):
        est.provenance["diagnostics_accepted"] = (
            "posterior FAILED its convergence checks and was used only because "
            "--accept-diagnostics was given: " + diagnostics_line(cal.diagnostics))
    return est
