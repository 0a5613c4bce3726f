"""Scenario comparison: the same quantities side by side and P(i lower than j).

Every scenario is estimated independently with the same seed and draw count,
so draw ``k`` of each uses the same random stream (shared priors take the same
value in draw ``k``); probabilities are shares of paired draws
(:func:`lifecycle.report.summary.prob_lower`).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pandas as pd

from lifecycle.report import figures_compare, numfmt
from lifecycle.report.build import atomic_dir, write_document
from lifecycle.report.render import Doc, Section, Table
from lifecycle.report.summary import prob_lower, with_lifetime_totals

__all__ = ["COMPARE_QUANTITIES", "compare_tables", "compare_lead", "compare_document",
           "build_compare", "default_dir"]

COMPARE_QUANTITIES = ("time_to_train_days", "gpu_hours", "energy_mwh", "tco_usd", "total_tco2e",
                      "capem_tco2e", "opem_tco2e", "lifetime_tco_usd", "lifetime_total_tco2e")


def default_dir(names) -> Path:
    """``reports/compare-<a>-vs-<b>[-vs-<c>...]``."""
    return Path("reports") / ("compare-" + "-vs-".join(names))


def compare_tables(samples_by_scenario: dict, units: dict, quantities=COMPARE_QUANTITIES):
    """Side-by-side summary (tidy) and tidy probabilities.

    Returns
    -------
    (pandas.DataFrame, pandas.DataFrame)
        ``side``: scenario, quantity, unit, mean, sd, p05, p50, p95;
        ``probs``: quantity, scenario, other, p_lower (P(scenario < other)).
    """
    s = {k: with_lifetime_totals(v) for k, v in samples_by_scenario.items()}
    qs = [q for q in quantities if all(q in v for v in s.values())]
    side = figures_compare.compare_data(samples_by_scenario=s, units=units, quantities=qs)
    rows = []
    for q in qs:
        m = prob_lower(s, q)
        for a in m.index:
            for b in m.columns:
                if a != b:
                    rows.append((q, a, b, float(m.loc[a, b])))
    probs = pd.DataFrame(rows, columns=["quantity", "scenario", "other", "p_lower"])
    return side, probs


def compare_lead(side: pd.DataFrame, probs: pd.DataFrame, names: list) -> str:
    """The comparison's answer in plain words: each scenario's time, cost and CO2e medians
    with 90% intervals, then which is likelier lower for each (P over paired draws)."""
    parts = []
    for n in names:
        bits = []
        for q, verb in (("time_to_train_days", "takes"), ("tco_usd", "costs"),
                        ("total_tco2e", "emits")):
            r = side[(side["scenario"] == n) & (side["quantity"] == q)]
            if len(r):
                x = r.iloc[0]
                bits.append(f"{verb} {numfmt.value_with_interval(x.p50, x.p05, x.p95, x.unit)}")
        if bits:
            parts.append(f"{n} " + ", ".join(bits))
    text = "; ".join(parts) + "." if parts else ""
    if len(names) == 2:
        a, b = names
        for q, word in (("tco_usd", "costs less"), ("total_tco2e", "emits less")):
            p = probs[(probs["quantity"] == q) & (probs["scenario"] == a) & (probs["other"] == b)]
            if len(p):
                text += (f" P({a} {word} than {b}) = {numfmt.percent(float(p.p_lower.iloc[0]))}.")
    return (text + " Ranges are 90% intervals.") if text else ""


def compare_document(samples_by_scenario: dict, units: dict, provenance: list,
                     quantities=COMPARE_QUANTITIES, warning: str = ""):
    """The comparison :class:`Doc` and its figure makers (same layout as the report: the
    answer first, then tables and figure, the full summary and provenance in the appendix)."""
    names = list(samples_by_scenario)
    side, probs = compare_tables(samples_by_scenario, units, quantities)
    s = {k: with_lifetime_totals(v) for k, v in samples_by_scenario.items()}
    qs = list(dict.fromkeys(side["quantity"]))
    figs = {"compare": partial(figures_compare.plot_compare, samples_by_scenario=s, units=units,
                               quantities=qs)}
    rows = []
    for q in qs:
        r = [q]
        for n in names:
            x = side[(side["quantity"] == q) & (side["scenario"] == n)].iloc[0]
            r.append(numfmt.value_with_interval(x.p50, x.p05, x.p95, x.unit))
        rows.append(r)
    alt = "Median and 90% interval of each quantity per scenario. " + "; ".join(
        f"{r[0]}: " + ", ".join(f"{n} {v}" for n, v in zip(names, r[1:], strict=True))
        for r in rows[:4])
    secs = [Section("Side by side", "Median (90% interval) of each quantity.", "compare",
                    "Median and 90% interval of each quantity, per scenario",
                    [Table(["quantity"] + names, rows, numeric=[False] + [True] * len(names))],
                    alt=alt)]
    prob_tabs = []
    for q in qs:
        p = probs[probs["quantity"] == q]
        m = p.pivot(index="scenario", columns="other", values="p_lower").reindex(
            index=names, columns=names)
        cells = [[a] + ["-" if a == b else numfmt.percent(m.loc[a, b]) for b in names]
                 for a in names]
        prob_tabs.append(Table(["P(row < column)"] + names, cells, title=q,
                               numeric=[False] + [True] * len(names)))
    secs.append(Section("Probability that each scenario is lower",
                        "P(row < column): the share of paired Monte Carlo draws in which the row "
                        "scenario's value is below the column scenario's (ties count one half). "
                        "Each scenario was estimated with the same seed, so priors shared by "
                        "the scenarios take the same value in the same draw.", tables=prob_tabs))
    summ = [[r["scenario"], r["quantity"], numfmt.value(r["mean"], r["unit"]),
             numfmt.value(r["p05"], r["unit"]), numfmt.value(r["p50"], r["unit"]),
             numfmt.value(r["p95"], r["unit"])] for r in side.to_dict("records")]
    appendix = [Section("Summary", "Exact values are in summary.csv.", tables=[Table(
        ["scenario", "quantity", "mean", "p05", "p50", "p95"], summ, "All compared quantities",
        [False, False, True, True, True, True], collapsed=True)])]
    doc = Doc("lifecycle compare: " + " vs ".join(names),
              "Time, cost and CO2e of training, scenario by scenario. Intervals are central "
              "90% (p05-p95); exact values are in summary.csv.", provenance, secs,
              warning=warning, lead=compare_lead(side, probs, names), appendix=appendix)
    return doc, figs, side, probs


def build_compare(estimates: dict, out_dir, *, dpi: int = 80, progress=None) -> Path:
    """Write the comparison of ``estimates`` (name -> Estimate) atomically into ``out_dir``:
    report.md, report.html, figures/compare.png, summary.csv, probabilities.csv."""
    from lifecycle import __version__

    units = {}
    for e in estimates.values():
        units.update(e.units)
    units.update(lifetime_total_tco2e="tCO2e", lifetime_tco_usd="USD")
    first = next(iter(estimates.values())).provenance
    prov = [("package", "lifecycle"), ("version", __version__),
            ("seed", str(first.get("seed"))), ("draws", str(first.get("draws"))),
            ("date", str(first.get("date"))), ("param_source", str(first.get("param_source")))]
    prov += [(f"scenario {n} hash", e.provenance.get("scenario_hash", "")) for n, e in
             estimates.items()]
    prov += [(f"data table {t}", h[:12]) for t, h in sorted(first.get("data_hashes", {}).items())]
    warning = next((str(e.provenance["diagnostics_accepted"]) for e in estimates.values()
                    if "diagnostics_accepted" in e.provenance), "")
    doc, figs, side, probs = compare_document({n: e.samples for n, e in estimates.items()},
                                              units, prov, warning=warning)
    with atomic_dir(Path(out_dir)) as tmp:
        write_document(tmp, doc, figs, dpi=dpi, progress=progress)
        side.to_csv(tmp / "summary.csv", index=False)
        probs.to_csv(tmp / "probabilities.csv", index=False)
    return Path(out_dir)
