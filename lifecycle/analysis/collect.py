"""Gather what a report shows for a scenario: the results layer's orchestration.

:func:`collect` resolves the parameter source (calibration posterior or priors),
the plan, runs the estimate and every analysis the report shows, and returns a
:class:`~lifecycle.analysis.results.ReportInputs` that :mod:`lifecycle.report`
renders without computing anything. A piece that has nothing to show is
recorded in ``ReportInputs.missing`` instead of being faked; errors inside a
piece propagate (a report never hides a failure).
"""

from __future__ import annotations

from lifecycle.analysis.calibration import (
    calibration_for,
    diagnostics_table,
    measurements_for,
    posterior_summary,
    prior_posterior_table,
)
from lifecycle.analysis.results import ReportInputs
from lifecycle.analysis.sensitivity import sensitivity_for, unstable_sobol  # noqa: F401
from lifecycle.params import cached_calibration, calibrated_params  # noqa: F401 (re-exported)
from lifecycle.params import cal_name as _cal_name

__all__ = ["collect", "estimate_for_report", "cached_calibration", "calibrated_params"]


def estimate_for_report(scenario, *, draws: int, seed: int, cal=None):
    """The estimate ``lifecycle estimate`` prints: priors, with the calibrated parameters
    swapped in when a calibration is given (:func:`lifecycle.params.estimate`)."""
    from lifecycle.params import estimate

    return estimate(scenario, draws=draws, seed=seed, cal=cal)


def _prepare(scenario, *, source, seed, progress, accept_diagnostics):
    """(calibration or None, scenario with a concrete plan, plan note)."""
    from lifecycle.feasibility import check_plan
    from lifecycle.params import calibration
    from lifecycle.sweep.auto import resolve_auto

    check_plan(scenario)  # a plan that does not fit fails now, not after a calibration
    cal = calibration(source, progress, accept_diagnostics)
    if getattr(scenario, "plan_auto", False):
        progress("plan: auto - searching the plans of this cluster")
    scenario, plan_note = resolve_auto(scenario, seed=seed, cal=cal)
    return cal, scenario, plan_note


def _calibration_pieces(cal, seed, progress, missing) -> dict:
    """Predicted versus reported (disclosures, measurements), diagnostics, posterior summary."""
    progress("calibration: predicted versus reported")
    calib = calibration_for(cal, seed=seed)
    if calib is None:
        missing["calibration"] = "lifecycle.bayes.predict (disclosure predictions) is missing"
    elif cal is None:
        missing["calibration"] = ("no calibration posterior is cached for the current data and "
                                  "priors (run `lifecycle calibrate`); intervals below are the "
                                  "prior predictive.")
    progress("step-time measurements: predicted versus measured")
    meas = measurements_for(cal, seed=seed)
    if meas is None:
        missing["measurements"] = "lifecycle.validate.steptime is missing"
    if cal is None:
        missing["diagnostics"] = ("no calibration posterior is cached (run `lifecycle "
                                  "calibrate`, or `lifecycle report --calibrate`)")
    if cal is not None and not calibrated_params(cal):
        missing["calibration_params"] = ("the calibration posterior has no parameter named like "
                                         "a forward-model prior; the estimate uses the priors")
    from lifecycle import ledger

    try:  # the track record: predictions made before each disclosure was learned
        led = ledger.summary()
    except Exception as exc:  # noqa: BLE001 - a missing or unreadable ledger is reported, not fatal
        led = None
        missing["ledger"] = f"no ledger track record ({type(exc).__name__}: {exc})"
    return {"calibration": calib, "measurements": meas,
            "diagnostics": diagnostics_table(cal) if cal is not None else None,
            "posterior_summary": posterior_summary(cal),
            "prior_posterior": prior_posterior_table(cal) if cal is not None else None,
            "ledger": led}


def _answer_pieces(scenario, est, cal, *, draws, seed, progress, missing, lopo) -> dict:
    """Reality check, tornado, alternatives and validation by regime."""
    from lifecycle.analysis.alternatives import alternatives
    from lifecycle.analysis.reality import reality_check
    from lifecycle.analysis.tornado import tornado
    from lifecycle.analysis.trust import trust_table

    out = {}
    if getattr(scenario, "reference", None):
        progress("reality check: " + ", ".join(scenario.reference))
        out["reality"] = reality_check(scenario, est, cal, seed=seed)
    progress("what would change the answer (tornado over the estimate's draws)")
    out["tornado"] = tornado(scenario, est)
    progress("alternatives (what if)")
    out["alternatives"] = alternatives(scenario, est, cal, draws=draws, seed=seed,
                                       progress=progress)
    progress("how far to trust it: step-time accuracy by regime")
    out["trust"], out["trust_note"] = trust_table(scenario, cal, seed=seed, lopo=lopo,
                                                  progress=progress)
    if out["trust"] is None:
        missing["trust"] = out["trust_note"]
    return out


def collect(scenario, *, draws: int = 2000, seed: int = 0, calibrate: bool = False,
            sobol_n: int = 256, progress=None, scenario_file: str | None = None,
            source: str | None = None, accept_diagnostics: bool = False,
            lopo: bool = True) -> ReportInputs:
    """Everything the report of ``scenario`` shows.

    Parameters
    ----------
    scenario : Scenario
    draws, seed : int
        Monte Carlo draws and seed of the estimate (and of every analysis).
    calibrate : bool
        Fit the calibration posterior if none is cached (minutes); otherwise
        only a cached one is used. Ignored when ``source`` is given.
    source : {"auto", "cached", "prior"}, optional
        Parameter source (:func:`lifecycle.params.calibration`); default
        ``"auto"`` if ``calibrate`` else ``"cached"``.
    sobol_n : int
        Base sample size of the Sobol analysis.
    lopo : bool
        Include the leave-one-publisher-out step-time refits (about 20 s) in
        the trust section.
    progress : callable, optional
    """
    from lifecycle.analysis.assumptions import assumptions_table
    from lifecycle.forward import QUANTITIES

    progress = progress or (lambda m: None)
    missing = {}
    cal, scenario, plan_note = _prepare(scenario, seed=seed, progress=progress,
                                        source=source or ("auto" if calibrate else "cached"),
                                        accept_diagnostics=accept_diagnostics)
    progress(f"Monte Carlo estimate ({draws} draws)")
    est = estimate_for_report(scenario, draws=draws, seed=seed, cal=cal)
    prov = dict(est.provenance)
    if plan_note:
        prov["plan_choice"] = plan_note
    if scenario_file:
        prov["scenario_file"] = scenario_file
    if getattr(scenario, "stages", None):  # a run of stages: what the per-run totals sum
        prov["stages"] = "; ".join(
            f"{st.kind} {st.tokens / 1e12:g}T tokens"
            + (f" at seq_len {st.seq_len}" if st.seq_len else "")
            + (f", {st.params_b:g}B model" if st.params_b else "")
            + (f", teacher {st.teacher_params_b:g}B" if st.teacher_params_b else "")
            for st in scenario.stages) + (" (summed in every per-run quantity; step time, MFU "
                                          "and throughput are the scenario's own model's)")

    progress("sensitivity")
    sens, note = sensitivity_for(scenario, est, n=sobol_n, seed=seed)
    if note:
        missing["sensitivity"] = note
    prov["sensitivity_method"] = str(sens["method"].iloc[0]) if len(sens) else "none"
    prov["calibration"] = (f"cached posterior {_cal_name(cal)}" if cal is not None
                           else "none cached")
    calp = _calibration_pieces(cal, seed, progress, missing)
    answer = _answer_pieces(scenario, est, cal, draws=draws, seed=seed, progress=progress,
                            missing=missing, lopo=lopo)
    progress("assumptions")
    assum = assumptions_table(scenario, est.inputs)
    return ReportInputs(est.scenario_name, prov, est.samples, est.units, est.inputs,
                        {k: v[1] for k, v in QUANTITIES.items()}, sens,
                        assumptions=assum, missing=missing, **calp, **answer)
