"""From :class:`~lifecycle.report.summary.ReportInputs` to a document and its figures.

:func:`report_document` returns the :class:`~lifecycle.report.render.Doc` (all
numbers formatted) and a dict ``figure name -> zero-argument callable`` that
draws the figure; :mod:`lifecycle.report.build` calls each one and lets any
exception fail the whole report (a failing figure is never swallowed).
"""

from __future__ import annotations

from functools import partial

import pandas as pd

from lifecycle.report import figures
from lifecycle.report.render import Doc, Section, Table, fmt, table_from_frame
from lifecycle.report.summary import (EMBODIED_SCOPE, HEADLINE, KEY_QUANTITIES, ReportInputs,
                                      embodied_scope_table, headline_table, summary_table,
                                      with_lifetime_totals)

__all__ = ["report_document", "provenance_rows", "headline_sentence"]


def provenance_rows(prov: dict) -> list:
    """(item, value) rows of the provenance header; data-table hashes shortened to 12 hex."""
    rows = []
    for k in ("package", "version", "scenario_file", "scenario_hash", "seed", "draws", "date",
              "param_source", "calibration", "sensitivity_method"):
        if k in prov:
            rows.append((k, str(prov[k])))
    for t, h in sorted((prov.get("data_hashes") or {}).items()):
        rows.append((f"data table {t}", str(h)[:12]))
    for k, v in prov.items():
        if k not in {r[0] for r in rows} and k != "data_hashes":
            rows.append((k, str(v)))
    return rows


def headline_sentence(h: pd.DataFrame) -> str:
    """One sentence with the medians and 90% intervals of the per-run headline."""
    parts = []
    for r in h[h["scope"] == "per run"].itertuples():
        parts.append(f"{r.label} {fmt(r.p50)} {r.unit} (90%: {fmt(r.p05)}-{fmt(r.p95)})")
    return ("Per training run: " + "; ".join(parts) + ".") if parts else ""


def _interval_table(df: pd.DataFrame, label_cols: list, value_cols=("p50", "p05", "p95"),
                    title: str = "") -> Table:
    cols = label_cols + ["unit"] * ("unit" in df.columns) + list(value_cols)
    return table_from_frame(df, columns=cols, title=title)


def _section_headline(ri: ReportInputs, s: dict) -> Section:
    h = headline_table(s, ri.units)
    t = table_from_frame(h.rename(columns={"p50": "median"}),
                         columns=["scope", "label", "unit", "median", "p05", "p95"])
    t.columns = ["scope", "quantity", "unit", "median", "p05 (90% interval)",
                 "p95 (90% interval)"]
    missing = ", ".join(q for q, _, _ in HEADLINE if q not in s)
    return Section("Headline", headline_sentence(h) + (
        " Per-run figures are the final training run only; whole-project figures add "
        "development, evaluation, failed runs and idle-but-allocated time (scenario section "
        "project, prior development_share). Hardware-life figures are for the whole cluster "
        "over its lifetime (all runs at the scenario's utilisation). Embodied carbon and water "
        f"include: {EMBODIED_SCOPE}. Water is consumption: on-site cooling (WUE x IT energy), "
        "off-site electricity generation (EWIF x facility energy), hardware manufacturing."),
        tables=[t],
        missing=f"quantities {missing} were not computed" if missing else "")


def report_document(ri: ReportInputs, *, title: str | None = None):
    """The report :class:`Doc` and its figure makers (name -> callable returning a Figure)."""
    s = with_lifetime_totals(ri.samples)
    units = dict(ri.units, lifetime_total_tco2e="tCO2e")
    figs: dict = {}
    secs = [_section_headline(ri, s)]

    keyq = [q for q in KEY_QUANTITIES + ("lifetime_tco_usd", "lifetime_total_tco2e") if q in s]
    figs["distributions"] = partial(figures.plot_distributions, samples=s, units=units,
                                    quantities=keyq)
    secs.append(Section("Distributions of the key quantities",
                        "Histogram of the Monte Carlo draws; the shaded band is the central "
                        "90% interval and the red line the median.", "distributions",
                        "Distributions of the key quantities"))

    bd = figures.breakdown_data(samples=s)
    figs["breakdown"] = partial(figures.plot_breakdown, samples=s)
    secs.append(Section("Cost and carbon by component",
                        "The run's share of CapEx and embodied carbon (CapEm) and its OpEx and "
                        "operational carbon (OpEm), by component; bars are means, whiskers the "
                        "90% interval; share is the component's fraction of the group's mean.",
                        "breakdown", "CapEx / OpEx / CapEm / OpEm by component",
                        [table_from_frame(bd, columns=["group", "component", "unit", "mean",
                                                       "p05", "p95", "share"])]))

    if "capem_tco2e" in s:
        es = embodied_scope_table(s).rename(columns={
            "per_accelerator_p50": "per accelerator kgCO2e (median)",
            "per_accelerator_p05": "p05", "per_accelerator_p95": "p95",
            "run_p50": "run tCO2e (median)", "run_p05": "run p05", "run_p95": "run p95"})
        secs.append(Section("Embodied carbon by scope",
                            "Published per-accelerator figures differ mostly by what they count: "
                            "die-only fab models, accelerator modules (die, HBM, package, board), "
                            "or modules with a share of the server. Each row is one scope of "
                            "this estimate; the headline's embodied carbon (capem_tco2e) includes "
                            "every row (module, server, network, storage and building).",
                            tables=[table_from_frame(es)]))

    if ri.sensitivity is not None and not ri.sensitivity.empty:
        sens = ri.sensitivity
        method = str(sens["method"].iloc[0]) if "method" in sens.columns else "Sobol indices"
        figs["sensitivity"] = partial(figures.plot_sensitivity, table=sens)
        tabs = []
        for out in ("tco_usd", "total_tco2e"):
            d = figures.sensitivity_data(table=sens, output=out, top=10)
            if len(d):
                cols = ["input", "importance", "S1" if "S1" in d.columns else "sign"]
                tabs.append(table_from_frame(d, columns=cols,
                                             title=f"Top inputs for {out}"))
        secs.append(Section("What drives the uncertainty",
                            f"Method: {method}. Longer bars mean the input explains more of the "
                            "output's variance" + (" (red: output rises with the input; green: "
                                                   "falls)." if "rho" in sens.columns else
                                                   "; importance is the total-order index ST "
                                                   "(first-order S1 in the table)."),
                            "sensitivity", "Inputs driving the variance of TCO and total CO2e",
                            tabs, ri.missing.get("sensitivity", "")))
    else:
        secs.append(Section("What drives the uncertainty",
                            missing=ri.missing.get("sensitivity", "no sensitivity table")))

    st = figures.steptime_data(samples=s)
    if len(st):
        figs["steptime"] = partial(figures.plot_steptime, samples=s)
        extra = summary_table({q: s[q] for q in ("step_time_s", "mfu", "tokens_per_s_per_gpu",
                                                 "memory_gib") if q in s}, units)
        secs.append(Section("Step-time breakdown",
                            "One optimizer step split into compute, exposed communication, "
                            "pipeline bubble, recompute, optimizer and other overhead.",
                            "steptime", "Step-time components (mean and 90% interval)",
                            [table_from_frame(st, columns=["component", "mean_s", "p05_s",
                                                           "p95_s", "share"]),
                             _interval_table(extra, ["quantity"], ("p50", "p05", "p95"))]))
    else:
        secs.append(Section("Step-time breakdown", missing="the estimate has no step-time "
                            "components (compute_s, comm_exposed_s, ...)"))

    gp = figures.goodput_data(samples=s)
    if len(gp):
        figs["goodput"] = partial(figures.plot_goodput, samples=s)
        secs.append(Section("Goodput and interruptions",
                            "Goodput is useful compute time over elapsed time, after failures, "
                            "checkpoints and restarts; interruptions are expected unexpected "
                            "interruptions over the run.", "goodput",
                            "Goodput and interruptions", [_interval_table(gp, ["quantity"])]))

    if ri.calibration is not None and len(figures.calibration_data(table=ri.calibration)):
        cd = figures.calibration_data(table=ri.calibration)
        figs["calibration"] = partial(figures.plot_calibration, table=ri.calibration)
        basis = str(cd["basis"].iloc[0]) if "basis" in cd.columns else ""
        cov = cd["inside90"].mean()
        secs.append(Section("Calibration: predicted versus reported",
                            f"{basis} Each published value is compared with the model's 90% "
                            f"predictive interval; {fmt(100 * cov)}% of {len(cd)} reported "
                            "values fall inside (about 90% expected for a calibrated model).",
                            "calibration", "Reported / predicted median, with 90% intervals",
                            [table_from_frame(cd, columns=["label", "quantity", "unit",
                                                           "reported", "p05", "p50", "p95",
                                                           "inside90"], collapsed=True,
                                              title="Rows")],
                            " ".join(ri.missing.get(k, "") for k in ("calibration",
                                                                     "calibration_params")).strip()))
    else:
        secs.append(Section("Calibration: predicted versus reported",
                            missing=ri.missing.get("calibration", "no predictions available")))

    if ri.measurements is not None and len(figures.calibration_data(table=ri.measurements)):
        sc = figures.measurements_data(table=ri.measurements)
        md = figures.calibration_data(table=ri.measurements)
        figs["measurements"] = partial(figures.plot_measurements, table=ri.measurements)
        secs.append(Section("Step-time measurements: predicted versus measured",
                            f"{md['basis'].iloc[0] if 'basis' in md.columns else ''} Throughput "
                            f"of {sc['n']} published step-time measurements: "
                            f"{fmt(100 * sc['coverage90'])}% inside the 90% interval, median "
                            f"absolute error of the median {fmt(100 * sc['median_ape'])}%, mean "
                            f"{fmt(100 * sc['mape'])}%.", "measurements",
                            "Measured versus predicted throughput per accelerator",
                            missing=ri.missing.get("measurements", "")))
    elif "measurements" in ri.missing:
        secs.append(Section("Step-time measurements: predicted versus measured",
                            missing=ri.missing["measurements"]))

    if ri.diagnostics is not None and len(ri.diagnostics):
        tabs = [table_from_frame(ri.diagnostics)]
        if ri.posterior_summary is not None and len(ri.posterior_summary):
            tabs.append(table_from_frame(ri.posterior_summary, collapsed=True,
                                         title="Calibrated parameters (ArviZ summary)"))
        secs.append(Section("Sampler diagnostics", "Calibration posterior (NUTS): largest "
                            "R-hat, smallest bulk effective sample size and divergent "
                            "transitions over the free parameters.", tables=tabs))
    else:
        secs.append(Section("Sampler diagnostics",
                            missing=ri.missing.get("diagnostics", "no calibration posterior")))

    summ = summary_table(s, units)
    desc = [ri.descriptions.get(q, "") for q in summ["quantity"]]
    summ["description"] = desc
    secs.append(Section("All quantities",
                        "Every quantity of `lifecycle estimate` (also in summary.csv).",
                        tables=[table_from_frame(summ, columns=["quantity", "unit", "mean", "sd",
                                                                "p05", "p50", "p95",
                                                                "description"],
                                                 collapsed=True, title="Summary")]))

    if ri.assumptions is not None and len(ri.assumptions):
        a = ri.assumptions
        tabs = [table_from_frame(a[a["kind"] == k], columns=["name", "value", "unit", "source"],
                                 title=t, collapsed=True)
                for k, t in (("prior", "Priors used"), ("data", "Data rows used")) if
                (a["kind"] == k).any()]
        secs.append(Section("Assumptions", "Every prior and data row the estimate used, with "
                            "its source.", tables=tabs, missing=ri.missing.get("assumptions", "")))
    else:
        secs.append(Section("Assumptions",
                            missing=ri.missing.get("assumptions", "no assumptions table")))

    doc = Doc(title or f"lifecycle report: {ri.scenario_name}",
              f"Probabilistic time, cost and CO2e of training ({ri.provenance.get('draws', '?')}"
              f" Monte Carlo draws, parameters from {ri.provenance.get('param_source', '?')}). "
              "Intervals are central 90% (p05-p95).",
              provenance_rows(ri.provenance), secs,
              warning=str(ri.provenance.get("diagnostics_accepted", "")))
    return doc, figs
