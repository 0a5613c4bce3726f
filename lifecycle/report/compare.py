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

from lifecycle.report import figures
from lifecycle.report.build import atomic_dir, write_document
from lifecycle.report.render import Doc, Section, Table, fmt, table_from_frame
from lifecycle.report.summary import prob_lower, with_lifetime_totals

__all__ = ["COMPARE_QUANTITIES", "compare_tables", "compare_document", "build_compare",
           "default_dir"]

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
    side = figures.compare_data(samples_by_scenario=s, units=units, quantities=qs)
    rows = []
    for q in qs:
        m = prob_lower(s, q)
        for a in m.index:
            for b in m.columns:
                if a != b:
                    rows.append((q, a, b, float(m.loc[a, b])))
    probs = pd.DataFrame(rows, columns=["quantity", "scenario", "other", "p_lower"])
    return side, probs


def compare_document(samples_by_scenario: dict, units: dict, provenance: list,
                     quantities=COMPARE_QUANTITIES, warning: str = ""):
    """The comparison :class:`Doc` and its figure makers."""
    names = list(samples_by_scenario)
    side, probs = compare_tables(samples_by_scenario, units, quantities)
    s = {k: with_lifetime_totals(v) for k, v in samples_by_scenario.items()}
    qs = list(dict.fromkeys(side["quantity"]))
    figs = {"compare": partial(figures.plot_compare, samples_by_scenario=s, units=units,
                               quantities=qs)}
    secs = []
    rows = []
    for q in qs:
        r = [q, units.get(q, "")]
        for n in names:
            x = side[(side["quantity"] == q) & (side["scenario"] == n)].iloc[0]
            r.append(f"{fmt(x.p50)} ({fmt(x.p05)}-{fmt(x.p95)})")
        rows.append(r)
    secs.append(Section("Side by side", "Median (90% interval) of each quantity.", "compare",
                        "Median and 90% interval of each quantity, per scenario",
                        [Table(["quantity", "unit"] + names, rows,
                               numeric=[False, False] + [True] * len(names))]))
    prob_tabs = []
    for q in qs:
        p = probs[probs["quantity"] == q]
        m = p.pivot(index="scenario", columns="other", values="p_lower").reindex(
            index=names, columns=names)
        cells = [[a] + ["-" if a == b else fmt(m.loc[a, b]) for b in names] for a in names]
        prob_tabs.append(Table(["P(row < column)"] + names, cells, title=q,
                               numeric=[False] + [True] * len(names)))
    secs.append(Section("Probability that each scenario is lower",
                        "P(row < column): the share of paired Monte Carlo draws in which the row "
                        "scenario's value is below the column scenario's (ties count one half). "
                        "Each scenario was estimated with the same seed, so priors shared by "
                        "the scenarios take the same value in the same draw.", tables=prob_tabs))
    secs.append(Section("Summary", tables=[table_from_frame(
        side, columns=["scenario", "quantity", "unit", "mean", "sd", "p05", "p50", "p95"],
        collapsed=True, title="All compared quantities")]))
    doc = Doc("lifecycle compare: " + " vs ".join(names),
              "Time, cost and CO2e of training, scenario by scenario. Intervals are central "
              "90% (p05-p95).", provenance, secs, warning=warning)
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
