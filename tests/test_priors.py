"""Prior files: schema, resolved intervals, and the PyMC twin of every family.

The PyMC distribution built by lifecycle.bayes.priors_pm must have the same
density as the scipy distribution of lifecycle.priors (log-densities agree to
1e-6 at interior quantiles: the same formula in two libraries; pytensor's
log-beta function approximation differs from scipy's by ~3e-7 and the uniform's
constant density is computed in float32).
"""

import numpy as np
import pytest

from lifecycle.errors import LifecycleInputError
from lifecycle.priors import PARAMS, Prior, load_priors, resolve

PRIORS = load_priors()


def test_every_prior_has_unit_and_provenance():
    for name, pr in PRIORS.items():
        assert pr.unit, f"{name} has no unit"
        assert pr.source or pr.rationale, f"{name} has no source or rationale"
        assert set(pr.params) == set(PARAMS[pr.dist]), name


def test_every_interval_resolves_and_is_ordered():
    for name, pr in PRIORS.items():
        lo, hi = pr.interval(0.9)
        assert np.isfinite(lo) and np.isfinite(hi), name
        assert lo <= hi, name
        if "lower" in pr.extra and pr.dist != "uniform":
            # elicited intervals are reproduced to 0.1% of their width
            tol = 1e-3 * (pr.extra["upper"] - pr.extra["lower"])
            assert lo == pytest.approx(pr.extra["lower"], abs=tol), name
            assert hi == pytest.approx(pr.extra["upper"], abs=tol), name


def test_calibration_priors_exist():
    from lifecycle.bayes.model import CAL_PRIORS

    for name in CAL_PRIORS + ("sigma_steptime", "pue_disclosure", "grid_disclosure_gco2e_per_kwh"):
        assert name in PRIORS
        assert PRIORS[name].file.endswith("calibration.yaml")


def test_priors_command_lists_every_prior(capsys):
    from lifecycle.cli import main

    assert main(["priors", "--json"]) == 0
    import json

    rows = json.loads(capsys.readouterr().out)
    assert {r["name"] for r in rows} == set(PRIORS)
    assert all(r["p05"] <= r["p95"] for r in rows)


FAMILY_EXAMPLES = [
    Prior("x", "lognormal", {"mu": 0.3, "sigma": 0.4}, "u", rationale="t"),
    Prior("x", "normal", {"mu": -1.0, "sigma": 2.0}, "u", rationale="t"),
    Prior("x", "truncnormal", {"mu": 0.0, "sigma": 0.5, "lower": 0.0, "upper": 3.0}, "u",
          rationale="t"),
    Prior("x", "beta", {"alpha": 6.0, "beta": 2.0}, "u", rationale="t"),
    Prior("x", "gamma", {"alpha": 3.0, "beta": 0.5}, "u", rationale="t"),
    Prior("x", "uniform", {"lower": 1.0, "upper": 4.0}, "u", rationale="t"),
]


@pytest.mark.parametrize("prior", FAMILY_EXAMPLES, ids=lambda p: p.dist)
def test_pymc_density_matches_scipy(prior):
    from lifecycle.bayes.priors_pm import PM_FAMILY, logp_fn

    f, dist = logp_fn(prior)
    assert type(dist.owner.op).__name__.lower().startswith(PM_FAMILY[prior.dist].lower()[:4])
    for q in (0.1, 0.5, 0.9):
        x = float(prior.ppf(q))
        assert float(f(x)) == pytest.approx(prior.scipy().logpdf(x), abs=1e-6)


@pytest.mark.parametrize("prior", FAMILY_EXAMPLES, ids=lambda p: p.dist)
def test_pymc_draws_have_scipy_moments(prior):
    import pymc as pm

    from lifecycle.bayes.priors_pm import to_pymc

    with pm.Model():
        v = to_pymc(prior)
    x = pm.draw(v, draws=20000, random_seed=1)
    sd = prior.scipy().std()
    # 20,000 draws: the mean's standard error is sd/141; 5 standard errors
    assert x.mean() == pytest.approx(prior.scipy().mean(), abs=5 * sd / 141)
    assert x.std() == pytest.approx(sd, rel=0.05)


def test_noncentred_lognormal_is_the_same_distribution():
    import pymc as pm

    from lifecycle.bayes.priors_pm import to_pymc

    pr = Prior("y", "lognormal", {"mu": 0.5, "sigma": 0.3}, "u", rationale="t")
    with pm.Model() as m:
        to_pymc(pr, noncentred=True)
    assert "y_z" in m.named_vars and "y" in m.named_vars
    x = pm.draw(m["y"], draws=20000, random_seed=2)
    assert np.median(x) == pytest.approx(np.exp(0.5), rel=0.02)


def test_rotated_lognormal_pair_keeps_both_priors_independent():
    """The host overhead and its legacy-stack ratio are sampled as the log of their
    product and the orthogonal split: an exact rotation, so each keeps its prior and
    the two stay independent (20,000 draws: standard errors 0.007 on a z, 0.007 on r)."""
    import pymc as pm

    from lifecycle.bayes.priors_pm import lognormal_product_pair

    a = Prior("a", "lognormal", {"mu": 7.0, "sigma": 0.4}, "us", rationale="t")
    b = Prior("b", "lognormal", {"mu": 0.5, "sigma": 0.55}, "ratio", rationale="t")
    with pm.Model() as m:
        v = lognormal_product_pair(a, b)
    assert set(v) == {"a", "b"} and "a" not in m.free_RVs
    xa, xb = pm.draw([m["a"], m["b"]], draws=20000, random_seed=3)
    za, zb = (np.log(xa) - 7.0) / 0.4, (np.log(xb) - 0.5) / 0.55
    for z in (za, zb):
        assert z.mean() == pytest.approx(0.0, abs=0.035) and z.std() == pytest.approx(1.0, abs=0.035)
    assert np.corrcoef(za, zb)[0, 1] == pytest.approx(0.0, abs=0.035)
    # the product's log is the first coordinate, scaled by hypot(0.4, 0.55)
    zs = pm.draw(m["a_x_b_sum_z"], draws=5, random_seed=4)
    assert zs.shape == (5,)


def test_fixed_prior_is_a_constant():
    import pymc as pm

    from lifecycle.bayes.priors_pm import to_pymc

    with pm.Model() as m:
        to_pymc(resolve("k", 3.5))
    assert m.free_RVs == []
    assert float(m["k"].eval()) == 3.5


def test_bare_number_override_must_lie_in_the_priors_support():
    from lifecycle.priors import load_priors, with_overrides

    pri = load_priors()
    with pytest.raises(LifecycleInputError, match=r"outside the prior's range"):
        with_overrides(pri, {"pue": -1}, "s.yaml")
    with pytest.raises(LifecycleInputError, match=r"outside \[0, 1\]"):
        with_overrides(pri, {"utilisation": 1.5}, "s.yaml")
    assert with_overrides(pri, {"utilisation": 0.5}, "s.yaml")["utilisation"].median() == 0.5


def test_elicited_beta_is_the_same_with_and_without_the_memo(tmp_path, monkeypatch):
    from lifecycle.priors import resolve

    spec = {"dist": "beta", "lower": 0.2, "upper": 0.6, "mass": 0.9, "rationale": "t"}
    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path))
    a = resolve("x", spec)  # solved (and memoised)
    b = resolve("x", spec)  # from the memo
    monkeypatch.setenv("LIFECYCLE_NO_PRIOR_MEMO", "1")
    c = resolve("x", spec)  # solved again
    assert a.params == b.params
    assert c.params["alpha"] == pytest.approx(a.params["alpha"], rel=1e-9)
    lo, hi = a.interval(0.9)
    assert lo == pytest.approx(0.2, abs=1e-6) and hi == pytest.approx(0.6, abs=1e-6)


def test_unconstrained_transform_round_trips_each_support():
    """log for positive families, logit for beta, identity otherwise: the scale an optimiser
    (leave-one-publisher-out MAP refits) and the posterior-contraction check share."""
    for dist, x, u in (("lognormal", 2.0, np.log(2.0)), ("gamma", 0.5, np.log(0.5)),
                       ("beta", 0.8, np.log(0.8 / 0.2)), ("normal", -1.5, -1.5)):
        p = Prior(name="x", dist=dist, params={}, unit="-")
        assert float(p.to_unconstrained(x)) == pytest.approx(u)
        assert float(p.from_unconstrained(u)) == pytest.approx(x)
    assert np.isfinite(Prior(name="b", dist="beta", params={}, unit="-").to_unconstrained(1.0))
