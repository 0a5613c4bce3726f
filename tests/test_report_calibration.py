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
