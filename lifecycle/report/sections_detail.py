"""Sections behind the answer: figures of the estimate, calibration details and the
appendix (sensitivity over the priors, embodied scope, diagnostics, every quantity,
every assumption). Each ``*_section`` takes the results object ``ri``, the samples
``s`` (with lifetime totals) and their ``units``, adds its figure makers to
``figs`` and returns a :class:`~lifecycle.report.render.Section`."""

from __future__ import annotations

from functools import partial

import numpy as np

from lifecycle.report import figures, numfmt
from lifecycle.report.render import Section, Table, table_from_frame
from lifecycle.report.summary import KEY_QUANTITIES, embodied_scope_table, summary_table

__all__ = ["distributions_section", "breakdown_section", "embodied_section",
           "sensitivity_section", "steptime_section", "goodput_section", "calibration_section",
           "measurements_section", "diagnostics_section", "quantities_section",
           "assumptions_section", "human_summary"]


def human_summary(df, units_col: str = "unit", cols=("p50", "p05", "p95")) -> list:
    """Rows of a summary frame with each statistic in its own human unit."""
    out = []
    for r in df.to_dict("records"):
        u = str(r.get(units_col, "") or "")
        out.append([numfmt.value(r[c], u) for c in cols])
    return out


def _interval_table(df, label: str = "quantity", title: str = "") -> Table:
    rows = [[r[label], *h] for r, h in zip(df.to_dict("records"), human_summary(df),
                                            strict=True)]
    return Table([label, "median", "p05", "p95"], rows, title,
                 [False, True, True, True])


def distributions_section(ri, s, units, figs) -> Section:
    keyq = [q for q in KEY_QUANTITIES + ("lifetime_tco_usd", "lifetime_total_tco2e") if q in s]
    figs["distributions"] = partial(figures.plot_distributions, samples=s, units=units,
                                    quantities=keyq)
    d = figures.distributions_data(samples=s, units=units, quantities=keyq)
    alt = "Histograms of the Monte Carlo draws. " + "; ".join(
        f"{q}: median {numfmt.value(v['p50'], v['unit'])}, 90% interval "
        f"{numfmt.interval(v['p05'], v['p95'], v['unit'])}" for q, v in d.items())
    return Section("Distributions of the key quantities",
                   "Histogram of the Monte Carlo draws; the orange band is the central 90% "
                   "interval and the vermillion line the median.", "distributions",
                   "Distributions of the key quantities", alt=alt)


def breakdown_section(ri, s, units, figs) -> Section:
    bd = figures.breakdown_data(samples=s)
    figs["breakdown"] = partial(figures.plot_breakdown, samples=s)
    rows = [[r["group"], r["component"], numfmt.value(r["mean"], r["unit"]),
             numfmt.interval(r["p05"], r["p95"], r["unit"]), numfmt.percent(r["share"])]
            for r in bd.to_dict("records")]
    alt = "Horizontal bars of the run's cost and carbon by component. " + "; ".join(
        f"{r[0]} {r[1]}: {r[2]}" for r in rows)
    return Section("Cost and carbon by component",
                   "The run's share of CapEx and embodied carbon (CapEm) and its OpEx and "
                   "operational carbon (OpEm), by component; bars are means, whiskers the 90% "
                   "interval; share is the component's fraction of the group's mean.",
                   "breakdown", "CapEx / OpEx / CapEm / OpEm by component",
                   [Table(["group", "component", "mean", "90% interval", "share"], rows,
                          numeric=[False, False, True, True, True])], alt=alt)


def embodied_section(ri, s, units, figs) -> Section | None:
    if "capem_tco2e" not in s:
        return None
    es = embodied_scope_table(s)
    rows = [[r["scope"], r["counts"],
             numfmt.value_with_interval(r["per_accelerator_p50"], r["per_accelerator_p05"],
                                        r["per_accelerator_p95"], "kgCO2e"),
             numfmt.value_with_interval(r["run_p50"], r["run_p05"], r["run_p95"], "tCO2e"),
             r["in_headline"]] for r in es.to_dict("records")]
    return Section("Embodied carbon by scope",
                   "Published per-accelerator figures differ mostly by what they count: "
                   "die-only fab models, accelerator modules (die, HBM, package, board), or "
                   "modules with a share of the server. Each row is one scope of this "
                   "estimate; the headline's embodied carbon (capem_tco2e) includes every row "
                   "(module, server, network, storage and building).",
                   tables=[Table(["scope", "counts", "per accelerator: median (90%)",
                                  "run share: median (90%)", "in headline"], rows,
                                 numeric=[False, False, True, True, False])])


def sensitivity_section(ri, s, units, figs) -> Section:
    title = "Sensitivity over the priors (Sobol)"
    sens = ri.sensitivity
    if sens is None or sens.empty:
        return Section(title, missing=ri.missing.get("sensitivity", "no sensitivity table"))
    method = str(sens["method"].iloc[0]) if "method" in sens.columns else "Sobol indices"
    figs["sensitivity"] = partial(figures.plot_sensitivity, table=sens)
    tabs, alt = [], []
    for out in ("tco_usd", "total_tco2e"):
        d = figures.sensitivity_data(table=sens, output=out, top=10)
        if len(d):
            cols = ["input", "importance", "S1" if "S1" in d.columns else "sign"]
            tabs.append(table_from_frame(d, columns=cols, title=f"Top inputs for {out}"))
            alt.append(f"{out}: " + ", ".join(d["input"].head(3)))
    return Section(title, f"Method: {method}. Computed over the priors alone, so it shows "
                   "what the model is sensitive to before calibration; the tornado above "
                   "is on the distribution the headline comes from. Longer bars mean the input "
                   "explains more of the output's variance" + (
                       " (vermillion: output rises with the input; green: falls)."
                       if "rho" in sens.columns else "; importance is the total-order index "
                       "ST (first-order S1 in the table)."),
                   "sensitivity", "Inputs driving the variance of TCO and total CO2e over the "
                   "priors", tabs, ri.missing.get("sensitivity", ""),
                   alt="Bar chart of the largest sensitivity indices; top inputs - "
                   + "; ".join(alt))


def steptime_section(ri, s, units, figs) -> Section:
    st = figures.steptime_data(samples=s)
    if not len(st):
        return Section("Step-time breakdown", missing="the estimate has no step-time "
                       "components (compute_s, comm_exposed_s, ...)")
    figs["steptime"] = partial(figures.plot_steptime, samples=s)
    extra = summary_table({q: s[q] for q in ("step_time_s", "mfu", "tokens_per_s_per_gpu",
                                             "memory_gib", "memory_headroom_gib") if q in s}, units)
    rows = [[r["component"], numfmt.value(r["mean_s"], "s"),
             numfmt.interval(r["p05_s"], r["p95_s"], "s"), numfmt.percent(r["share"])]
            for r in st.to_dict("records")]
    alt = "Stacked bar of one optimizer step by component. " + "; ".join(
        f"{r[0]} {r[1]} ({r[3]})" for r in rows)
    fit = ""
    if "memory_headroom_gib" in s:
        share = float(np.mean(np.asarray(s["memory_headroom_gib"], float) >= 0.0))
        need = ""
        if "memory_gib" in s:
            lo, mid, hi = np.percentile(np.asarray(s["memory_gib"], float), [5, 50, 95])
            need = f"; it needs {mid:.3g} GiB per accelerator, 90% interval {lo:.3g}-{hi:.3g}"
        fit = (f" The plan fits in accelerator memory in {numfmt.percent(share)} of the draws"
               f"{need} (what the analytical count misses for a plan and how far one "
               "training stack's memory lands from another's, both fitted on published peak "
               "memory; this stack is one the calibration has not seen: measure one step's "
               "peak before trusting a plan near the limit).")
    return Section("Step-time breakdown",
                   "One optimizer step split into compute, exposed communication, pipeline "
                   "bubble, recompute, optimizer and other overhead." + fit, "steptime",
                   "Step-time components (mean and 90% interval)",
                   [Table(["component", "mean", "90% interval", "share"], rows,
                          numeric=[False, True, True, True]), _interval_table(extra)], alt=alt)


def goodput_section(ri, s, units, figs) -> Section | None:
    gp = figures.goodput_data(samples=s)
    if not len(gp):
        return None
    figs["goodput"] = partial(figures.plot_goodput, samples=s)
    t = _interval_table(gp)
    alt = "Histograms of goodput and interruptions. " + "; ".join(
        f"{r[0]}: median {r[1]}" for r in t.rows)
    return Section("Goodput and interruptions",
                   "Goodput is useful compute time over elapsed time, after failures, "
                   "checkpoints and restarts; interruptions are expected unexpected "
                   "interruptions over the run.", "goodput", "Goodput and interruptions", [t],
                   alt=alt)


def calibration_section(ri, s, units, figs) -> Section:
    title = "Calibration: predicted versus reported"
    if ri.calibration is None or not len(figures.calibration_data(table=ri.calibration)):
        return Section(title, missing=ri.missing.get("calibration", "no predictions available"))
    cd = figures.calibration_data(table=ri.calibration)
    figs["calibration"] = partial(figures.plot_calibration, table=ri.calibration)
    basis = str(cd["basis"].iloc[0]) if "basis" in cd.columns else ""
    cov = cd["inside90"].mean()
    rows = [[r["label"], r["quantity"], numfmt.value(r["reported"], r["unit"]),
             numfmt.value_with_interval(r["p50"], r["p05"], r["p95"], r["unit"]),
             "yes" if r["inside90"] else "no"] for r in cd.to_dict("records")]
    miss = " ".join(ri.missing.get(k, "") for k in ("calibration", "calibration_params",
                                                    "ledger")).strip()
    led_text, led_tables = _ledger_parts(ri.ledger)
    return Section(title, f"{basis} Each published value is compared with the model's 90% "
                   f"predictive interval; {numfmt.percent(cov)} of {len(cd)} reported values "
                   "fall inside (about 90% expected for a calibrated model; in-sample, so "
                   "optimistic: see 'How far to trust it' for held-out numbers)." + led_text,
                   "calibration", "Reported / predicted median, with 90% intervals",
                   [Table(["label", "quantity", "reported", "predicted median (90%)", "inside"],
                          rows, "Rows", [False, False, True, True, False], collapsed=True),
                    *led_tables],
                   miss, alt=f"Dot plot of reported over predicted median for {len(cd)} "
                   f"published values on a log scale; {numfmt.percent(cov)} inside the 90% "
                   "interval.")


def _ledger_parts(led) -> tuple[str, list]:
    """Sentence and table of the ledger's track record (predicted before learning)."""
    if led is None or not len(led):
        return "", []
    allrows = led[led["quantity"] == "all"]
    parts = [f"{r['record']}: {int(r['predicted'])} values predicted before their row was "
             f"learned, {numfmt.percent(r['coverage90'])} inside the 90% interval"
             for r in allrows.to_dict("records") if r["predicted"]]
    text = (" Track record (data/ledger.csv; 'replay' lines are a replay in publication "
            "order, not a prospective record): " + "; ".join(parts) + ".") if parts else ""
    rows = [[r["record"], r["quantity"], str(int(r["predicted"])),
             numfmt.percent(r["coverage90"]) if r["predicted"] else "-"]
            for r in led[led["quantity"] != "all"].to_dict("records")]
    return text, [Table(["record", "quantity", "predicted", "inside 90%"], rows, "Ledger",
                        [False, False, True, True], collapsed=True)]


def measurements_section(ri, s, units, figs) -> Section | None:
    title = "Step-time measurements: predicted versus measured"
    if ri.measurements is None or not len(figures.calibration_data(table=ri.measurements)):
        return Section(title, missing=ri.missing["measurements"]) if (
            "measurements" in ri.missing) else None
    sc = figures.measurements_data(table=ri.measurements)
    md = figures.calibration_data(table=ri.measurements)
    figs["measurements"] = partial(figures.plot_measurements, table=ri.measurements)
    return Section(title, f"{md['basis'].iloc[0] if 'basis' in md.columns else ''} Throughput "
                   f"of {sc['n']} published step-time measurements (in-sample): "
                   f"{numfmt.percent(sc['coverage90'])} inside the 90% interval, median "
                   f"absolute error of the median {numfmt.percent(sc['median_ape'])}, mean "
                   f"{numfmt.percent(sc['mape'])}.", "measurements",
                   "Measured versus predicted throughput per accelerator",
                   missing=ri.missing.get("measurements", ""),
                   alt=f"Log-log scatter of measured against predicted throughput for "
                   f"{sc['n']} measurements with the y = x line; "
                   f"{numfmt.percent(sc['coverage90'])} inside the 90% interval.")


def diagnostics_section(ri, s, units, figs) -> Section:
    if ri.diagnostics is None or not len(ri.diagnostics):
        return Section("Sampler diagnostics",
                       missing=ri.missing.get("diagnostics", "no calibration posterior"))
    tabs = [table_from_frame(ri.diagnostics)]
    if ri.posterior_summary is not None and len(ri.posterior_summary):
        tabs.append(table_from_frame(ri.posterior_summary, collapsed=True,
                                     title="Calibrated parameters (ArviZ summary)"))
    text = ("Calibration posterior (NUTS): largest R-hat, smallest bulk effective sample size "
            "and divergent transitions over the free parameters.")
    pp = ri.prior_posterior
    if pp is not None and len(pp):
        against = pp[pp["verdict"] == "against the prior"]
        names = ", ".join(f"`{n}`" for n in against["parameter"])
        text += (f" Posterior against prior: {len(against)} of {len(pp)} calibrated parameters "
                 "have their posterior median outside the prior's central 90%"
                 + (f" ({names}): the data pull them where their cited source says they should "
                    "rarely be, so they stand for something the model leaves out as much as "
                    "for their own physics" if len(against) else "")
                 + f"; {int((pp['verdict'] == 'prior-dominated').sum())} are set by their prior "
                 "(posterior variance within 10% of the prior's).")
        tabs.append(table_from_frame(pp, collapsed=True, title="Posterior against prior"))
    return Section("Sampler diagnostics", text, tables=tabs)


def quantities_section(ri, s, units, figs) -> Section:
    summ = summary_table(s, units)
    rows = [[q, *h, ri.descriptions.get(q, "")] for q, h in
            zip(summ["quantity"], human_summary(summ, cols=("p50", "p05", "p95", "mean")),
                strict=True)]
    return Section("All quantities", "Every quantity of `lifecycle estimate` in human units; "
                   "the exact values (and the standard deviation) are in summary.csv.",
                   tables=[Table(["quantity", "median", "p05", "p95", "mean", "description"],
                                 rows, "Summary", [False, True, True, True, True, False],
                                 collapsed=True)])


def assumptions_section(ri, s, units, figs) -> Section:
    a = ri.assumptions
    if a is None or not len(a):
        return Section("Assumptions", missing=ri.missing.get("assumptions",
                                                             "no assumptions table"))
    tabs = [table_from_frame(a[a["kind"] == k], columns=["name", "value", "unit", "source"],
                             title=t, collapsed=True)
            for k, t in (("prior", "Priors used"), ("data", "Data rows used"))
            if (a["kind"] == k).any()]
    return Section("Assumptions", "Every prior and data row the estimate used, with its "
                   "source.", tables=tabs, missing=ri.missing.get("assumptions", ""))
