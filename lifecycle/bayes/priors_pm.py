"""Resolved :class:`lifecycle.priors.Prior` objects as PyMC distributions.

The numpy side (:mod:`lifecycle.priors`) resolves every prior to a family and
explicit parameters; this module maps that family onto the PyMC distribution
with the *same* density (tests compare log-densities with scipy's), so a prior
means the same thing in Monte Carlo and in NUTS.

``noncentred=True`` builds normal and lognormal priors as a standard-normal
latent ``<name>_z`` shifted and scaled (``exp`` for lognormal) and exposed as a
Deterministic ``<name>``: the same distribution, a friendlier geometry for NUTS
when the data pin the parameter down far more than the prior does.
"""

from __future__ import annotations

from lifecycle.priors import Prior

__all__ = ["to_pymc", "PM_FAMILY"]

# prior family -> name of the PyMC distribution class it becomes
PM_FAMILY = {
    "lognormal": "LogNormal",
    "normal": "Normal",
    "truncnormal": "TruncatedNormal",
    "beta": "Beta",
    "gamma": "Gamma",
    "uniform": "Uniform",
    "fixed": None,
}


def to_pymc(prior: Prior, name: str | None = None, *, noncentred: bool = False, dims=None):
    """Add ``prior`` to the current PyMC model context and return the variable.

    Parameters
    ----------
    prior
        A resolved prior (from :func:`lifecycle.priors.load_priors`).
    name
        Variable name in the model (default: ``prior.name``).
    noncentred
        Build normal / lognormal priors as ``mu + sigma * z`` with ``z ~ N(0, 1)``.
    dims
        PyMC dims for a vector of independent draws from the same prior.

    Returns
    -------
    pytensor.tensor.TensorVariable
        The random variable (or Deterministic / constant for ``fixed``). [prior.unit]
    """
    import pymc as pm
    import pytensor.tensor as pt

    name = name or prior.name
    p = prior.params
    match prior.dist:
        case "fixed":
            return pm.Deterministic(name, pt.as_tensor_variable(float(p["value"])), dims=dims)
        case "normal" | "lognormal" if noncentred:
            z = pm.Normal(f"{name}_z", 0.0, 1.0, dims=dims)
            x = p["mu"] + p["sigma"] * z
            return pm.Deterministic(name, pt.exp(x) if prior.dist == "lognormal" else x, dims=dims)
        case "normal":
            return pm.Normal(name, mu=p["mu"], sigma=p["sigma"], dims=dims)
        case "lognormal":
            return pm.LogNormal(name, mu=p["mu"], sigma=p["sigma"], dims=dims)
        case "truncnormal":
            return pm.TruncatedNormal(name, mu=p["mu"], sigma=p["sigma"], lower=p["lower"],
                                      upper=p["upper"], dims=dims)
        case "beta":
            return pm.Beta(name, alpha=p["alpha"], beta=p["beta"], dims=dims)
        case "gamma":
            return pm.Gamma(name, alpha=p["alpha"], beta=p["beta"], dims=dims)
        case "uniform":
            return pm.Uniform(name, lower=p["lower"], upper=p["upper"], dims=dims)
    raise ValueError(f"unknown prior family {prior.dist!r}")  # pragma: no cover


def logp_fn(prior: Prior):
    """Compiled ``x -> log density`` of the PyMC version of ``prior`` (for tests)."""
    import pymc as pm

    dist = {
        "lognormal": lambda p: pm.LogNormal.dist(mu=p["mu"], sigma=p["sigma"]),
        "normal": lambda p: pm.Normal.dist(mu=p["mu"], sigma=p["sigma"]),
        "truncnormal": lambda p: pm.TruncatedNormal.dist(mu=p["mu"], sigma=p["sigma"],
                                                         lower=p["lower"], upper=p["upper"]),
        "beta": lambda p: pm.Beta.dist(alpha=p["alpha"], beta=p["beta"]),
        "gamma": lambda p: pm.Gamma.dist(alpha=p["alpha"], beta=p["beta"]),
        "uniform": lambda p: pm.Uniform.dist(lower=p["lower"], upper=p["upper"]),
    }[prior.dist](prior.params)
    import pytensor.tensor as pt

    x = pt.dscalar("x")
    return pm.compile([x], pm.logp(dist, x)), dist


def lognormal_product_pair(a: Prior, b: Prior) -> dict:
    """Two independent log-normal priors ``a`` and ``b`` whose product the data pin down.

    Sampled as the standardised log of the product and the direction orthogonal to
    it: ``s_a z_a + s_b z_b = n z_sum`` and ``s_b z_a - s_a z_b = n z_diff`` with
    ``n = sqrt(s_a^2 + s_b^2)``. This is an exact rotation of the two standard
    normals, so the prior is unchanged; NUTS then moves along the product and
    the split as two uncorrelated coordinates instead of one narrow ridge.
    Returns ``{a.name: var, b.name: var}`` (Deterministics). [a.unit, b.unit]
    """
    import numpy as np
    import pymc as pm
    import pytensor.tensor as pt

    sa, sb = float(a.params["sigma"]), float(b.params["sigma"])
    n = float(np.hypot(sa, sb))
    z_sum = pm.Normal(f"{a.name}_x_{b.name}_sum_z", 0.0, 1.0)
    z_diff = pm.Normal(f"{a.name}_x_{b.name}_split_z", 0.0, 1.0)
    za, zb = (sa * z_sum + sb * z_diff) / n, (sb * z_sum - sa * z_diff) / n
    return {p.name: pm.Deterministic(p.name, pt.exp(p.params["mu"] + s * z))
            for p, s, z in ((a, sa, za), (b, sb, zb))}
