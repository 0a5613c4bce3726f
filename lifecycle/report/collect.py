"""Gather what a report shows for a scenario (estimate, sensitivity, calibration...).

Pieces owned by other modules are imported lazily; a piece that does not exist
yet or has nothing to show is recorded in ``ReportInputs.missing`` ("not
available yet: ...") instead of being faked. Errors inside a piece that does
exist propagate (a report never hides a failure).
"""

from __future__ import annotations

import importlib.util

import numpy as np
import pandas as pd

from lifecycle.params import cal_name as _cal_name
from lifecycle.params import cached_calibration, calibrated_params  # noqa: F401 (re-exported)
from lifecycle.report.summary import ReportInputs, rank_sensitivity

__all__ = ["collect", "estimate_for_report", "sensitivity_for", "calibration_for",
           "measurements_for", "cached_calibration", "calibrated_params", "unstable_sobol",
           "posterior_summary"]

SENS_OUTPUTS = ("tco_usd", "total_tco2e")


def _has(modname: str) -> bool:
    try:
        return importlib.util.find_spec(modname) is not None
    except ModuleNotFoundError:
        return False


def estimate_for_report(scenario, *, draws: int, seed: int, cal=None):
    """The estimate ``lifecycle estimate`` prints: priors, with the calibrated parameters
    swapped in when a calibration is given (:func:`lifecycle.params.estimate`)."""
    from lifecycle.params import estimate

    return estimate(scenario, draws=draws, seed=seed, cal=cal)


def sensitivity_for(scenario, est, *, n: int = 256, seed: int = 0) -> tuple[pd.DataFrame, str]:
    """Sobol indices from :mod:`lifecycle.sweep.sensitivity` when it exists, else a
    clearly labelled rank-correlation sensitivity from the Monte Carlo draws.

    Returns the table and a note ("" when Sobol indices were used).
    """
    if _has("lifecycle.sweep.sensitivity"):
        from lifecycle.sweep import sensitivity as sens_mod

        if hasattr(sens_mod, "sobol"):
            df = sens_mod.sobol(scenario, list(SENS_OUTPUTS), n=n, seed=seed).copy()
            if "method" not in df.columns:
                df["method"] = f"Sobol indices (Saltelli, N={n})"
            bad = unstable_sobol(df)
            if bad is None:
                df["method"] = df["method"].astype(str) + " over the priors"
                return df, ""
            rank = rank_sensitivity(est.inputs, est.samples, SENS_OUTPUTS)
            return rank, (f"Sobol indices with N={n} were unstable for this scenario ({bad}; "
                          "a total index must lie in [0, 1]: the output is heavy-tailed). "
                          "Shown instead: Spearman rank correlation between each prior's draws "
                          "and the output, share = rho^2 normalised over inputs (a rough guide, "
                          "not a variance decomposition).")
    df = rank_sensitivity(est.inputs, est.samples, SENS_OUTPUTS)
    return df, ("Sobol indices (lifecycle.sweep.sensitivity) are not available yet; shown "
                "instead: Spearman rank correlation between each prior's draws and the output, "
                "share = rho^2 normalised over inputs (a rough guide, not a variance "
                "decomposition).")


def unstable_sobol(df: pd.DataFrame, *, st_max: float = 1.1, conf_max: float = 0.25):
    """None when the Sobol table is usable, else a short description of the worst row.

    Unusable: a total index above ``st_max`` (indices lie in [0, 1]; 10% slack for
    estimation noise) or a bootstrap half-width ``ST_conf`` above ``conf_max``.
    """
    conf = df["ST_conf"] if "ST_conf" in df.columns else pd.Series(0.0, index=df.index)
    bad = df[(df["ST"] > st_max) | (conf > conf_max)]
    if bad.empty:
        return None
    r = bad.loc[bad["ST"].idxmax()]
    extra = f" +/- {float(conf[r.name]):.2g}" if "ST_conf" in df.columns else ""
    return f"{r['input']}: ST = {float(r['ST']):.3g}{extra} for {r['output']}"


_PRED = (("gpu_hours", "GPU-h"), ("wall_clock_days", "days"), ("energy_mwh", "MWh"),
         ("tco2e_location", "tCO2e"))


def calibration_for(cal, *, n: int = 1000, seed: int = 0) -> pd.DataFrame | None:
    """Predicted versus reported for every disclosure (tidy: label, quantity, unit,
    reported, p05, p50, p95, basis), from the posterior predictive when a
    calibration is available, else the prior predictive."""
    if not _has("lifecycle.bayes.predict"):
        return None
    from lifecycle import tables
    from lifecycle.bayes.predict import predict_disclosures

    df = tables.load("disclosures")
    pred = predict_disclosures(df, cal.draws if cal is not None else None, n=n, seed=seed)
    basis = ("Posterior predictive of the calibrated model (leave-in: these rows informed the "
             "fit)." if cal is not None else
             "Prior predictive (no calibration cached yet; run `lifecycle calibrate`).")
    rows = []
    for q, unit in _PRED:
        if q not in df.columns:
            continue
        rep = pd.to_numeric(df[q], errors="coerce")
        for i in range(len(df)):
            rows.append((str(df["id"].iloc[i]), q, unit, float(rep.iloc[i]),
                         float(pred[f"pred_{q}_p05"].iloc[i]), float(pred[f"pred_{q}_p50"].iloc[i]),
                         float(pred[f"pred_{q}_p95"].iloc[i]), basis))
    return pd.DataFrame(rows, columns=["label", "quantity", "unit", "reported", "p05", "p50",
                                       "p95", "basis"])


def measurements_for(cal, *, n: int = 500, seed: int = 0) -> pd.DataFrame | None:
    """Predicted versus measured throughput [tokens/s/GPU] for every step-time measurement
    (tidy, as :func:`calibration_for`), from the calibrated step-time parameters when the
    posterior has them all, else from the priors. None if the validation module is missing."""
    if not _has("lifecycle.validate.steptime"):
        return None
    from lifecycle.paths import measurements_dir
    from lifecycle.validate import steptime as vs

    draws = getattr(cal, "draws", None) or {}
    eff = vs.sample_prior_draws(n, seed=seed)
    post = [k for k in vs.EFF_NAMES if k in draws and np.ndim(draws[k]) == 1]
    if post:
        m = len(np.asarray(draws[post[0]]))
        idx = np.random.default_rng(seed + 1).integers(0, m, size=n)  # joint resampling
        eff.update({k: np.asarray(draws[k], dtype=float)[idx] for k in post})
        basis = (f"Step-time model with calibrated parameters ({len(post)} of "
                 f"{len(vs.EFF_NAMES)} from the posterior, the rest from the priors).")
    else:
        basis = "Step-time model over the priors (no calibrated step-time parameters)."
    rows = []
    for path in sorted(measurements_dir().glob("*.csv")):
        df = vs.load_measurements(path)
        pred = vs.predict(df, eff, seed=seed)
        ok = pred["pred_status"].astype(str).str.startswith(("ok", "infeasible"))
        for _, r in pred[ok].iterrows():
            rows.append((f"{r.get('row_id', '')} {r.get('model', '')} ({int(r['num_gpus'])} x "
                         f"{r['accelerator']})", "tokens_per_s_per_gpu", "tokens/s/GPU",
                         float(r["tokens_per_s_per_gpu"]), float(r["pred_tokens_per_s_per_gpu_p05"]),
                         float(r["pred_tokens_per_s_per_gpu_p50"]),
                         float(r["pred_tokens_per_s_per_gpu_p95"]), basis))
    return pd.DataFrame(rows, columns=["label", "quantity", "unit", "reported", "p05", "p50",
                                       "p95", "basis"])


def posterior_summary(cal, max_rows: int = 60) -> pd.DataFrame | None:
    """ArviZ summary (mean, sd, 90% equal-tailed interval, ESS, R-hat) of the calibration
    posterior's parameters, one row per scalar element (at most ``max_rows``)."""
    if cal is None or getattr(cal, "tree", None) is None:
        return None
    import warnings

    import arviz as az

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # constant elements: R-hat 0/0
        s = az.summary(cal.tree, ci_prob=0.9, round_to="none")
    df = pd.DataFrame(s).reset_index(names="parameter").head(max_rows)
    return df


def _diagnostics_table(cal) -> pd.DataFrame:
    d = cal.diagnostics or {}
    th = d.get("thresholds", {})
    rows = [("max R-hat", d.get("rhat_max"), f"<= {th.get('rhat_max', 1.01)}",
             d.get("rhat_max", np.inf) <= th.get("rhat_max", 1.01)),
            ("min bulk ESS", d.get("ess_bulk_min"), f">= {th.get('ess_bulk_min', 400)}",
             d.get("ess_bulk_min", 0) >= th.get("ess_bulk_min", 400)),
            ("divergences", d.get("divergences"), "0", d.get("divergences", 1) == 0)]
    return pd.DataFrame(rows, columns=["check", "value", "threshold", "ok"])


def collect(scenario, *, draws: int = 2000, seed: int = 0, calibrate: bool = False,
            sobol_n: int = 256, progress=None, scenario_file: str | None = None,
            source: str | None = None, accept_diagnostics: bool = False) -> ReportInputs:
    """Everything the report of ``scenario`` shows.

    Parameters
    ----------
    scenario : Scenario
    draws, seed : int
        Monte Carlo draws and seed of the estimate.
    calibrate : bool
        Fit the calibration posterior if none is cached (minutes); otherwise
        only a cached one is used. Ignored when ``source`` is given.
    source : {"auto", "cached", "prior"}, optional
        Parameter source (:func:`lifecycle.params.calibration`); default
        ``"auto"`` if ``calibrate`` else ``"cached"``.
    sobol_n : int
        Base sample size of the Sobol analysis (when available).
    progress : callable, optional
    """
    from lifecycle.forward import QUANTITIES
    from lifecycle.report.assumptions import assumptions_table

    progress = progress or (lambda m: None)
    missing = {}
    from lifecycle.forward import check_plan
    from lifecycle.params import calibration
    from lifecycle.sweep.auto import resolve_auto

    check_plan(scenario)  # a plan that does not fit fails now, not after a calibration

    cal = calibration(source or ("auto" if calibrate else "cached"), progress, accept_diagnostics)
    if getattr(scenario, "plan_auto", False):
        progress("plan: auto - searching the plans of this cluster")
    scenario, plan_note = resolve_auto(scenario, seed=seed, cal=cal)
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
    diag = _diagnostics_table(cal) if cal is not None else None
    if cal is not None and not calibrated_params(cal):
        missing["calibration_params"] = ("the calibration posterior has no parameter named like "
                                         "a forward-model prior; the estimate uses the priors")

    progress("assumptions")
    assum = assumptions_table(scenario, est.inputs)
    return ReportInputs(est.scenario_name, prov, est.samples, est.units, est.inputs,
                        {k: v[1] for k, v in QUANTITIES.items()}, sens, calib, diag, assum,
                        missing, meas, posterior_summary(cal))
