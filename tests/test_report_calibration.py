"""The report's use of a calibration posterior, on a hand-built posterior (no sampler)."""

from types import SimpleNamespace

import numpy as np
import pytest
from report_fixtures import REPO_ROOT

from lifecycle.analysis.calibration import diagnostics_table as _diagnostics_table
from lifecycle.analysis.collect import calibrated_params, estimate_for_report


def hand_calibration():
    """A Calibration-like object: known posterior draws of one forward-model prior
    (``utilisation``), one calibration-only vector and a made-up name."""
    import arviz as az

    util = np.linspace(0.91, 0.95, 200)
    tree = az.from_dict({"posterior": {"utilisation": util.reshape(2, 100),
                                       "eff_compute_logit": np.zeros((2, 100, 3))}})
    draws = {"utilisation": util, "eff_compute_logit": np.zeros((200, 3)),
             "not_a_prior": np.ones(200)}
    diag = {"rhat_max": 1.004, "ess_bulk_min": 950.0, "divergences": 0, "ok": True,
            "thresholds": {"rhat_max": 1.01, "ess_bulk_min": 400}}
    return SimpleNamespace(tree=tree, draws=draws, diagnostics=diag, path="hand.nc")


def test_calibrated_params_keeps_only_1d_forward_priors():
    ps = calibrated_params(hand_calibration())
    assert list(ps) == ["utilisation"]
    assert calibrated_params(None) == {}


def test_estimate_uses_the_posterior_draws():
    from lifecycle.scenario import load_scenario

    scn = load_scenario(REPO_ROOT / "data" / "scenarios" / "gpt3-175b.yaml")
    est = estimate_for_report(scn, draws=50, seed=0, cal=hand_calibration())
    u = est.inputs["utilisation"]
    # resampled from the posterior draws: every value is one of them, inside [0.91, 0.95]
    assert u.min() >= 0.91 - 1e-12 and u.max() <= 0.95 + 1e-12
    assert est.provenance["param_source"] == "calibration posterior hand"
    prior = estimate_for_report(scn, draws=50, seed=0)
    assert prior.provenance["param_source"] == "priors"
    assert prior.inputs["utilisation"].min() < 0.91  # the prior is wider (90%: 0.5-0.9)


def test_diagnostics_table_from_the_calibration():
    d = _diagnostics_table(hand_calibration()).set_index("check")
    assert d.loc["max R-hat", "value"] == pytest.approx(1.004) and d.loc["max R-hat", "ok"]
    assert d.loc["min bulk ESS", "threshold"] == ">= 400" and d.loc["min bulk ESS", "ok"]
    assert d.loc["divergences", "value"] == 0 and d.loc["divergences", "ok"]
    bad = hand_calibration()
    bad.diagnostics = dict(bad.diagnostics, rhat_max=1.05, divergences=3)
    d = _diagnostics_table(bad).set_index("check")
    assert not d.loc["max R-hat", "ok"] and not d.loc["divergences", "ok"]


def test_posterior_summary_and_its_section():
    from report_fixtures import hand_report_inputs

    from lifecycle.analysis.calibration import posterior_summary
    from lifecycle.report.content import report_document

    ps = posterior_summary(hand_calibration()).set_index("parameter")
    assert ps.loc["utilisation", "mean"] == pytest.approx(0.93, abs=1e-12)  # linspace midpoint
    assert {"sd", "ess_bulk", "r_hat"} <= set(ps.columns)
    doc, _ = report_document(hand_report_inputs(posterior_summary=ps.reset_index()))
    sec = next(s for s in doc.appendix if s.title == "Sampler diagnostics")
    assert [t.title for t in sec.tables] == ["", "Calibrated parameters (ArviZ summary)"]
    assert posterior_summary(None) is None


def test_measurements_use_posterior_step_time_parameters():
    from lifecycle.analysis.calibration import measurements_for
    from lifecycle.model.steptime import EFF_NAMES

    cal = hand_calibration()
    name = "hbm_eff" if "hbm_eff" in EFF_NAMES else EFF_NAMES[0]
    cal.draws[name] = np.full(200, 0.8)
    m = measurements_for(cal, n=50)
    assert m["basis"].iloc[0].startswith(f"Step-time model with calibrated parameters (1 of "
                                         f"{len(EFF_NAMES)}")
    assert len(m) > 100 and (m["p05"] <= m["p95"]).all()


def test_prior_posterior_table_flags_a_posterior_outside_its_prior():
    from scipy import stats

    from lifecycle.analysis.calibration import prior_posterior_table
    from lifecycle.priors import Prior

    rng = np.random.default_rng(1)
    pri = {"a": Prior("a", "normal", {"mu": 0.0, "sigma": 1.0}, "x"),
           "b": Prior("b", "lognormal", {"mu": 0.0, "sigma": 0.5}, "x"),
           "c": Prior("c", "beta", {"alpha": 2.0, "beta": 2.0}, "ratio"),
           "d": Prior("d", "fixed", {"value": 1.0}, "x")}
    cal = SimpleNamespace(draws={
        "a": rng.normal(2.0, 0.1, 4000),            # data pull it to the prior's 97.7th percentile
        "b": np.exp(rng.normal(0.0, 0.5, 4000)),    # the prior itself: nothing learned
        "c": rng.beta(20.0, 20.0, 4000),             # centred, much narrower
        "d": np.ones(4000), "e": np.zeros((4000, 2))})
    t = prior_posterior_table(cal, pri, n_prior=40000).set_index("parameter")
    assert list(t.index) == ["a", "b", "c"]  # fixed priors and vectors are not compared
    # by hand: Phi(2) = 0.977 for the median, 1 - 0.1^2 / 1^2 = 0.99 contraction
    assert t.loc["a", "prior_quantile"] == pytest.approx(stats.norm.cdf(2.0), abs=0.01)
    assert t.loc["a", "contraction"] == pytest.approx(0.99, abs=0.005)
    assert t.loc["a", "verdict"] == "against the prior"
    assert t.loc["a", "prior_p95"] == pytest.approx(1.645, abs=1e-3)
    assert t.loc["b", "verdict"] == "prior-dominated" and abs(t.loc["b", "contraction"]) < 0.1
    assert t.loc["c", "verdict"] == "learned" and t.loc["c", "prior_quantile"] == pytest.approx(0.5, abs=0.03)
    # the hand calibration's utilisation (0.91-0.95) sits above its prior's 90% (0.5-0.9)
    real = prior_posterior_table(hand_calibration()).set_index("parameter")
    assert list(real.index) == ["utilisation"] and real.loc["utilisation", "verdict"] == "against the prior"
    assert prior_posterior_table(SimpleNamespace(draws={}), pri).empty


def test_the_diagnostics_section_names_the_parameters_against_their_prior():
    from report_fixtures import hand_report_inputs

    from lifecycle.analysis.calibration import prior_posterior_table
    from lifecycle.report.content import report_document

    pp = prior_posterior_table(hand_calibration())
    doc, _ = report_document(hand_report_inputs(prior_posterior=pp))
    sec = next(s for s in doc.appendix if s.title == "Sampler diagnostics")
    assert [t.title for t in sec.tables] == ["", "Posterior against prior"]
    assert "1 of 1 calibrated parameters" in sec.text and "`utilisation`" in sec.text
