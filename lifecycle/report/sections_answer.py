"""Sections that answer the reader's questions right after the headline: does it match
what was published (reality check), how far to trust it, what would change it, and
what the alternatives give. Each ``*_section`` takes the results object (and the
figure dict to fill) and returns a :class:`~lifecycle.report.render.Section`."""

from __future__ import annotations

from functools import partial

import numpy as np

from lifecycle.report import figures_answer, numfmt
from lifecycle.report.render import Section, Table

__all__ = ["reality_section", "trust_section", "tornado_section", "alternatives_section",
           "glance", "input_label", "INPUT_WORDS"]

#: plain words for the inputs that most often lead the tornado (the prior name follows)
INPUT_WORDS = {
    "ood_z": "step-time discrepancy of an unmeasured setup", "restart_s": "restart time",
    "memory_ood_z": "memory offset of an unseen stack",
    "utilisation": "cluster utilisation over its life", "pue": "PUE",
    "accelerator_price_factor": "accelerator price", "grid_intensity_z": "grid carbon intensity",
    "host_power_frac_of_tdp": "host power", "failure_rate_per_gpu_hour": "GPU failure rate",
    "failure_rate_per_node_hour": "node failure rate", "electricity_usd_per_kwh":
    "electricity price", "development_share": "development work", "wue_z": "on-site water use",
    "ewif_z": "water intensity of electricity", "lifetime_years": "hardware life",
    "maintenance_share_per_year": "maintenance cost", "fab_carbon_factor": "chip fab carbon",
    "gemm_eff_logit_mean": "compute efficiency", "power_activity_busy": "GPU power when busy",
    "straggler_cv": "stragglers", "inter_bw_eff": "network bandwidth efficiency",
    "hbm_eff": "memory bandwidth efficiency", "step_time_discrepancy": "step-time discrepancy",
    "power_site_z": "the site's GPU power factor", "sigma_power_publisher": "GPU power spread between sites",
}


def input_label(name: str) -> str:
    """``'restart time (restart_s)'`` for a known input, else the prior name."""
    w = INPUT_WORDS.get(name) or (f"compute efficiency, {name.removeprefix('gemm_eff_offset_')}"
                                  if name.startswith("gemm_eff_offset_") else None)
    return f"{w} ({name})" if w else name


_Q_LABEL = {"time_to_train_days": "time to train", "tco_usd": "TCO",
            "total_tco2e": "total CO2e"}


def _yes(b) -> str:
    return "n/a" if b is None or (isinstance(b, float) and np.isnan(b)) else (
        "yes" if b else "no")


def reality_section(ri) -> Section | None:
    """Disclosed versus predicted for the runs the scenario names (None without ``reference``)."""
    d = ri.reality
    if d is None:
        return None
    rows = []
    for r in d.itertuples():
        u = r.unit
        rows.append([r.disclosure, r.label, numfmt.value(r.disclosed, u),
                     numfmt.value_with_interval(r.p50, r.p05, r.p95, u), _yes(r.inside),
                     (numfmt.value_with_interval(r.model_p50, r.model_p05, r.model_p95, u)
                      if np.isfinite(r.model_p50) else "not predicted"),
                     _yes(r.model_inside), r.convention])
    n_in = int(d["inside"].sum())
    text = (f"The scenario names {d['disclosure'].nunique()} published run(s). "
            f"{n_in} of {len(d)} disclosed values fall inside this scenario's 90% interval. "
            "'This scenario' is the report's own estimate of the matching quantity; "
            "'disclosure model' predicts the disclosure from its pre-training facts in the "
            "source's own accounting convention (energy scope, emissions basis), and was "
            "calibrated on these rows (in-sample). A disclosure outside the scenario's "
            "interval but inside the disclosure model's usually means the conventions differ "
            "(e.g. GPU x TDP x hours without PUE) rather than that the model is wrong.")
    t = Table(["disclosure", "quantity", "disclosed", "this scenario: median (90%)", "inside",
               "disclosure model: median (90%)", "inside", "source's convention"], rows,
              numeric=[False, False, True, True, False, True, False, False])
    return Section("Reality check: published runs", text, tables=[t])


def trust_section(ri) -> Section:
    """Step-time accuracy in the scenario's regimes: in-sample beside held-out."""
    t = ri.trust
    if t is None or not len(t):
        return Section("How far to trust it", missing=ri.missing.get("trust", ri.trust_note
                                                                      or "not computed"))
    rel = t[t["applies"]]
    order = {"in-sample": 0, "leave-one-publisher-out": 1, "frozen validation": 2}
    rel = rel.assign(_o=rel["basis"].map(order)).sort_values(["regime", "_o"], kind="stable")
    rows = [[r.regime, r.description, r.basis, numfmt.cell(int(r.rows)),
             numfmt.percent(r.median_abs_error_pct / 100), numfmt.percent(r.bias_median_pct / 100),
             numfmt.percent(r.coverage_90)] for r in rel.itertuples()]
    cal = ""
    if ri.calibration is not None and len(ri.calibration):
        from lifecycle.report.figures import calibration_data

        cd = calibration_data(table=ri.calibration)
        if len(cd):
            cal = (f" Published disclosures (in-sample): {numfmt.percent(cd['inside90'].mean())} "
                   f"of {len(cd)} values inside the 90% predictive interval.")
    lopo = ("leave-one-publisher-out (each organisation's rows predicted by a fit without them)"
            if (rel["basis"] == "leave-one-publisher-out").any() else
            "leave-one-publisher-out left out (report --no-lopo)")
    text = (f"{ri.trust_note} Step-time throughput (tokens/s per accelerator) predicted for "
            "published measurements, in the regimes this scenario falls in: in-sample (rows "
            f"the calibration saw), {lopo} and the frozen validation table (never used to "
            "set anything). Held-out numbers are the honest ones; a 90% interval should hold "
            "about 90% of the rows." + cal)
    tab = Table(["regime", "what", "basis", "rows", "median abs. error", "median bias",
                 "inside 90% interval"], rows,
                numeric=[False, False, False, True, True, True, True])
    return Section("How far to trust it", text, tables=[tab])


def tornado_section(ri, figs: dict) -> Section:
    """Tornado figure and the table of the inputs that move the headline most."""
    t = ri.tornado
    title = "What would change the answer"
    if t is None or not len(t) or not (t["swing"] > 0).any():
        return Section(title, missing=ri.missing.get("tornado", "no tornado computed"))
    figs["tornado"] = partial(figures_answer.plot_tornado, table=t, labels=ri.units,
                              names={k: input_label(k) for k in set(t["input"])})
    rows = []
    for q in ("time_to_train_days", "tco_usd", "total_tco2e"):
        d = figures_answer.tornado_data(table=t, output=q)
        u = ri.units.get(q, "")
        for r in d.itertuples():
            rows.append([_Q_LABEL.get(q, q), input_label(r.input), r.kind, numfmt.percent(r.share),
                         f"{numfmt.number(r.low_value)} / {numfmt.number(r.high_value)}",
                         f"{numfmt.value(r.p50_at_low, u)} / {numfmt.value(r.p50_at_high, u)}"])
    top = {q: figures_answer.tornado_data(table=t, output=q, top=1) for q in _Q_LABEL}
    lead = "; ".join(f"{_Q_LABEL[q]}: {input_label(d['input'].iloc[0])}, {d['kind'].iloc[0]}"
                     for q, d in top.items() if len(d))
    text = ("Computed on the draws the headline comes from (calibrated inputs from the "
            "posterior, the others from their priors). Each bar is the headline median when "
            "one input is held at its 5th (blue) or 95th (orange) percentile while every "
            "other input keeps its draws. Variance share: first-order share of the output's "
            "variance explained by the input alone (given-data estimator over the same draws). "
            f"Largest swing - {lead}. 'calibrated' inputs were fitted to published runs; "
            "'prior' inputs come from datasheets, studies or judgement and would narrow only "
            "with better data on them.")
    alt = ("Tornado chart. " + "; ".join(
        f"{_Q_LABEL.get(r[0], r[0])}: {r[1]} moves the median to {r[5]}" for r in rows[:6]))
    tab = Table(["headline", "input", "kind", "variance share", "5th / 95th percentile of input",
                 "median at 5th / 95th"], rows,
                numeric=[False, False, False, True, True, True])
    return Section(title, text, "tornado", "Change of each headline median when one input "
                   "is at its 5th (blue) or 95th (orange) percentile", [tab], alt=alt)


def _alt_cell(r, unit) -> str:
    if not np.isfinite(r.p50):
        return "n/a"
    return numfmt.value_with_interval(r.p50, r.p05, r.p95, unit)


def best_alternative(rows):
    """The alternative most likely lower than the scenario; among those equally likely to
    the percent the report shows, the one with the lowest median (so a region at 1.3 kt
    with P = 100% is named before an accelerator at 8.9 kt with P = 100%)."""
    order = rows.assign(_p=rows["p_lower"].round(2)).sort_values(["_p", "p50"], ascending=[False, True])
    return rows.loc[order.index[0]]


def alternatives_section(ri) -> Section:
    """What-if table: other accelerators, regions, own/rent, with P(lower)."""
    a = ri.alternatives
    title = "Alternatives: the same job elsewhere"
    if a is None or not len(a):
        return Section(title, missing=ri.missing.get("alternatives", "no alternatives computed"))
    qs = [q for q in ("time_to_train_days", "tco_usd", "total_tco2e") if (a["quantity"] == q).any()]
    rows = []
    for (kind, alt), g in a.groupby(["kind", "alternative"], sort=False):
        g = g.set_index("quantity")
        row = [kind, alt]
        for q in qs:
            r = g.loc[q]
            row += [_alt_cell(r, ri.units.get(q, "")),
                    numfmt.percent(r.p_lower) if np.isfinite(r.p_lower) else "n/a"]
        rows.append(row + [str(g["note"].iloc[0])])
    cols = ["kind", "alternative"]
    for q in qs:
        cols += [f"{_Q_LABEL.get(q, q)}: median (90%)", "P(lower)"]
    text = ("Computed in the same run with the same seed, draw count and parameters, so "
            "draw k of an alternative shares the inputs of draw k of this scenario. P(lower) "
            "is the share of paired draws in which the alternative is lower than this "
            "scenario (ties count one half). Accelerators keep the job and the GPU count and "
            "use the fastest plan that fits in memory there; regions keep everything but the "
            "grid. Choose them with the scenario's `alternatives:` key.")
    return Section(title, text, tables=[Table(cols + ["how"], rows, numeric=[False, False] + [
        True] * (2 * len(qs)) + [False])])


def _anchor(title: str) -> str:
    return Section(title).anchor


def glance(ri) -> list:
    """(label, text, anchor) lines under the answer: the reality check, how far to trust it,
    what moves it most and the most likely better alternative, one line each."""
    out = []
    d = ri.reality
    if d is not None and len(d):
        out.append(("Published run", f"{int(d['inside'].sum())} of {len(d)} disclosed values of "
                    f"{', '.join(dict.fromkeys(d['disclosure']))} fall inside the 90% interval",
                    _anchor("Reality check: published runs")))
    if ri.trust_note:
        out.append(("How far to trust it", ri.trust_note, _anchor("How far to trust it")))
    t = ri.tornado
    if t is not None and len(t):
        bits = []
        for q, label in _Q_LABEL.items():
            r = figures_answer.tornado_data(table=t, output=q, top=1)
            if len(r):
                r, u = r.iloc[0], ri.units.get(q, "")
                bits.append(f"{label} {numfmt.value(r.p50_at_low, u)} to "
                            f"{numfmt.value(r.p50_at_high, u)} with {input_label(r.input)}, "
                            f"{r.kind}")
        if bits:
            out.append(("What moves it most", "; ".join(bits),
                        _anchor("What would change the answer")))
    a = ri.alternatives
    if a is not None and len(a) and np.isfinite(a["p_lower"]).any():
        bits = []
        for q, word in (("tco_usd", "cheaper"), ("total_tco2e", "lower CO2e")):
            g = a[(a["quantity"] == q) & np.isfinite(a["p_lower"])]
            if len(g):
                r = best_alternative(g)
                bits.append(f"{word}: {r.alternative} ({numfmt.value(r.p50, ri.units.get(q, ''))}"
                            f", P = {numfmt.percent(r.p_lower)})")
        out.append(("Best alternative", "; ".join(bits),
                    _anchor("Alternatives: the same job elsewhere")))
    return out
