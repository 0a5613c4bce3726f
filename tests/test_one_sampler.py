"""One seed drives a command's randomness; one numpy sampler per prior; paired draws
in `compare` share their inputs (issue 16 item 8)."""

import numpy as np
import pandas as pd

from lifecycle import paths
from lifecycle.priors import Prior, load_priors, sample_all

SCEN = paths.data_dir() / "scenarios"


def test_every_family_matches_scipy_quantiles():
    """The quantile-function sampler against scipy.stats (independent implementation):
    the 1/50/99% sample quantiles of 200,000 draws are within 4 binomial standard errors
    (``Prior.scipy()`` is the frozen scipy.stats distribution)."""
    cases = [Prior("a", "lognormal", {"mu": 0.2, "sigma": 0.4}, ""),
             Prior("b", "normal", {"mu": -1.0, "sigma": 2.0}, ""),
             Prior("c", "beta", {"alpha": 2.5, "beta": 7.0}, ""),
             Prior("d", "gamma", {"alpha": 3.0, "beta": 0.5}, ""),
             Prior("e", "uniform", {"lower": 2.0, "upper": 5.0}, ""),
             Prior("f", "truncnormal", {"mu": 0.0, "sigma": 1.0, "lower": -0.5, "upper": 2.0}, ""),
             # a range far in the upper tail (0.03% of the mass): no rejection loop to stall
             Prior("g", "truncnormal", {"mu": 0.0, "sigma": 1.0, "lower": 3.5, "upper": 4.5}, "")]
    n, qs = 200_000, np.array([0.01, 0.5, 0.99])
    for p in cases:
        x = p.sample(np.random.default_rng(5), n)
        ref = p.scipy()
        # quantile q of the sample has CDF value within 4 * sqrt(q(1-q)/n) of q
        got = ref.cdf(np.quantile(x, qs))
        assert np.all(np.abs(got - qs) < 4 * np.sqrt(qs * (1 - qs) / n)), (p.dist, got)
        if p.dist == "truncnormal":
            assert x.min() >= p.params["lower"] and x.max() <= p.params["upper"]


def test_a_prior_draws_do_not_depend_on_the_other_priors():
    pri = load_priors()
    names = sorted(pri)
    full = sample_all(pri, names, np.random.default_rng(3), 100)
    # drop half of the priors and change the family of another: the rest are unchanged
    some = {k: pri[k] for k in names[::2]}
    other = names[2]
    some[other] = Prior(other, "truncnormal", {"mu": 1.0, "sigma": 0.1, "lower": 0.9,
                                               "upper": 1.3}, "")
    part = sample_all(some, some, np.random.default_rng(3), 100)
    for k in names[::2]:
        if k != other:
            np.testing.assert_array_equal(part[k], full[k])
    # the overridden prior is driven by the same uniforms: perfectly rank-correlated
    if pri[other].dist != "fixed":
        assert (np.argsort(part[other]) == np.argsort(full[other])).all()
    # and another seed gives other numbers
    again = sample_all(pri, names, np.random.default_rng(4), 100)
    assert not np.array_equal(again[names[0]], full[names[0]])


def test_compare_pairs_draws_of_scenarios_with_different_priors():
    """Two scenarios, one overriding a prior (and so, before, shifting every later draw):
    every prior they share takes the same value in the same draw."""
    from lifecycle.mc import estimate
    import yaml

    from lifecycle.scenario import load_scenario, scenario_from_dict

    base = load_scenario(SCEN / "gpt3-175b.yaml")
    doc = yaml.safe_load((SCEN / "gpt3-175b.yaml").read_text())
    # restart_s is lognormal in priors/; the override makes it a truncated normal
    doc["priors"] = {"restart_s": {"dist": "truncnormal",
                                   "params": {"mu": 900, "sigma": 300, "lower": 60,
                                              "upper": 3600}}}
    alt = scenario_from_dict(doc, "alt.yaml", base_dir=SCEN, default_name="alt")
    a = estimate(base, draws=300, seed=11).inputs
    b = estimate(alt, draws=300, seed=11).inputs
    shared = [k for k in a if k != "restart_s" and k in b]
    assert len(shared) > 20
    for k in shared:
        np.testing.assert_array_equal(a[k], b[k], err_msg=k)
    assert not np.allclose(a["restart_s"], b["restart_s"])
    # common random numbers: the same uniforms through two quantile functions
    assert (np.argsort(a["restart_s"]) == np.argsort(b["restart_s"])).all()


def test_validate_steptime_prior_draws_of_missing_parameters_follow_the_seed():
    from lifecycle.validate import steptime as V

    df = V.load_measurements(sorted((paths.measurements_dir()).glob("*.csv"))[0])
    df = df.head(20)
    full = V.sample_prior_draws(200, seed=1)
    partial = {k: v for k, v in list(full.items())[:3]}  # a posterior over a subset
    col = "pred_tokens_per_s_per_gpu_p50"
    one = V.predict(df, partial, seed=1)[col]
    assert V.predict(df, partial, seed=1)[col].equals(one)  # same seed, same numbers
    other = V.predict(df, partial, seed=2)[col]
    ok = one.notna()
    assert ok.any() and not np.allclose(one[ok], other[ok])


def test_validate_steptime_cli_takes_the_seed(tmp_path, capsys):
    from lifecycle.cli import main

    meas = sorted(paths.measurements_dir().glob("*.csv"))[0]
    outs = []
    for seed in (1, 1, 2):
        out = tmp_path / f"s{seed}.csv"
        assert main(["validate", "steptime", "--measurements", str(meas), "--output", str(out),
                     "--draws", "50", "--prior", "--seed", str(seed)]) == 0
        outs.append(pd.read_csv(out)["pred_tokens_per_s_per_gpu_p50"])
    assert outs[0].equals(outs[1]) and not outs[0].equals(outs[2])
    assert "seed 2" in capsys.readouterr().out
