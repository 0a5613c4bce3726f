"""lifecycle: probabilistic lifecycle cost and carbon of distributed DNN training.

The public API (``import lifecycle as lc``; see :mod:`lifecycle.api`)::

    sc = lc.load_scenario("gpt3-175b")
    res = lc.estimate(sc, draws=4000, seed=0, source="posterior")
    res.summary()          # quantity, unit, mean, sd, p05, p50, p95
    res.to_datatree()      # xarray / ArviZ DataTree with units and provenance
    cal = lc.calibrate()   # the calibration posterior as a DataTree
    lc.compare({"A": res, "B": lc.estimate(sc.with_overrides(priors=...))}, "tco_usd")
    lc.sweep(sc, accelerators=[...], regions=[...]).pareto
    lc.validate_steptime(df), lc.validate_disclosures(df)

The API is imported on first use, so ``import lifecycle`` (and the CLI) stays fast.
"""

__version__ = "0.1.0"

_API = ("load_scenario", "estimate", "calibrate", "compare", "sweep", "validate_steptime",
        "validate_disclosures", "SOURCES")
_RESULTS = ("Scenario", "EstimateResult", "SweepResult")
_ERRORS = ("LifecycleInputError", "Problem")

__all__ = ["__version__", *_API, *_RESULTS, *_ERRORS]


def __getattr__(name):  # PEP 562: the API loads lazily
    if name in _API:  # (``sweep`` is found here until the subpackage lifecycle.sweep is
        # imported; from then on that module, which is callable as the same function)
        from lifecycle import api

        return getattr(api, name)
    if name in _RESULTS:
        from lifecycle import results

        return getattr(results, name)
    if name in _ERRORS:
        from lifecycle import errors

        return getattr(errors, name)
    raise AttributeError(f"module 'lifecycle' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(__all__))
