"""From :class:`~lifecycle.analysis.results.ReportInputs` to a document and its figures.

The document answers first: the title, then the answer in one or two plain
sentences with human units and 90% intervals (:func:`headline_sentence`), the
headline table, the reality check (when the scenario names published runs),
how far to trust it, what would change it, the alternatives, then the figures
and calibration details; provenance, every quantity, the priors and the data
rows are in the appendix. :func:`report_document` returns the
:class:`~lifecycle.report.render.Doc` (every number formatted by
:mod:`lifecycle.report.numfmt`) and a dict ``figure name -> zero-argument
callable``; :mod:`lifecycle.report.build` draws each one and lets any exception
fail the whole report.
"""

from __future__ import annotations

import numpy as np

from lifecycle.report import numfmt
from lifecycle.report import sections_answer as A
from lifecycle.report import sections_detail as D
from lifecycle.report.render import Doc, Section, Table
from lifecycle.report.summary import (
    EMBODIED_SCOPE,
    HEADLINE,
    ReportInputs,
    headline_table,
    with_lifetime_totals,
)

__all__ = ["report_document", "provenance_rows", "headline_sentence"]


def provenance_rows(prov: dict) -> list:
    """(item, value) rows of the provenance table; data-table hashes shortened to 12 hex."""
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


def _q(samples: dict, name: str):
    x = np.asarray(samples[name], dtype=float).reshape(-1)
    x = x[np.isfinite(x)]
    return tuple(float(v) for v in np.quantile(x, [0.5, 0.05, 0.95])) if x.size else None


def _vi(samples, name, unit):
    q = _q(samples, name) if name in samples else None
    return None if q is None else numfmt.value_with_interval(*q, unit)


def headline_sentence(samples: dict, units: dict | None = None) -> str:
    """The answer in one or two plain sentences: time, cost, CO2e (with its embodied part)
    and water of the run, and the whole project's CO2e, each with its 90% interval."""
    u = {"time_to_train_days": "days", "tco_usd": "USD", "total_tco2e": "tCO2e",
         "water_m3": "m3", "project_total_tco2e": "tCO2e", **(units or {})}
    parts = []
    if (t := _vi(samples, "time_to_train_days", u["time_to_train_days"])):
        parts.append(f"takes {t}")
    if (c := _vi(samples, "tco_usd", u["tco_usd"])):
        parts.append(f"costs {c}")
    if (e := _vi(samples, "total_tco2e", u["total_tco2e"])):
        emb = _q(samples, "capem_tco2e") if "capem_tco2e" in samples else None
        parts.append(f"emits {e}" + (f", of which {numfmt.value(emb[0], 'tCO2e')} embodied"
                                     if emb else ""))
    if not parts:
        return ""
    first = "Training " + (", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1
                           else parts[0])
    if (w := _vi(samples, "water_m3", u["water_m3"])):
        first += f"; it consumes {w} of water"
    out = first + "."
    if (p := _vi(samples, "project_total_tco2e", u["project_total_tco2e"])):
        out += (f" With development, evaluation, failed runs and idle time the whole project "
                f"emits {p}.")
    return out + " Ranges are 90% intervals."


def _headline_section(ri: ReportInputs, s: dict) -> Section:
    h = headline_table(s, ri.units)
    rows = [[r.scope, r.label, numfmt.value(r.p50, r.unit), numfmt.interval(r.p05, r.p95, r.unit)]
            for r in h.itertuples()]
    missing = ", ".join(q for q, _, _ in HEADLINE if q not in s)
    return Section("Headline", "Median and 90% interval, per run, for the whole project and "
                   "over the hardware's life.", tables=[
                       Table(["scope", "quantity", "median", "90% interval"], rows,
                             numeric=[False, False, True, True])],
                   missing=f"quantities {missing} were not computed" if missing else "",
                   after=(
        "Per-run figures are the final training run only; whole-project figures add "
        "development, evaluation, failed runs and idle-but-allocated time (scenario section "
        "project, prior development_share). Hardware-life figures are for the whole cluster "
        "over its lifetime (all runs at the scenario's utilisation). Embodied carbon and water "
        f"include: {EMBODIED_SCOPE}. Water is consumption: on-site cooling (WUE x IT energy), "
        "off-site electricity generation (EWIF x facility energy), hardware manufacturing."))


def _main_sections(ri, s, units, figs) -> list:
    secs = [_headline_section(ri, s)]
    reality = A.reality_section(ri)
    if reality is not None:
        secs.append(reality)
    secs += [A.trust_section(ri), A.tornado_section(ri, figs), A.alternatives_section(ri)]
    for make in (D.distributions_section, D.breakdown_section, D.steptime_section,
                 D.goodput_section, D.calibration_section, D.measurements_section):
        sec = make(ri, s, units, figs)
        if sec is not None:
            secs.append(sec)
    return secs


def _appendix(ri, s, units, figs) -> list:
    out = []
    for make in (D.sensitivity_section, D.embodied_section, D.diagnostics_section,
                 D.quantities_section, D.assumptions_section):
        sec = make(ri, s, units, figs)
        if sec is not None:
            out.append(sec)
    return out


def report_document(ri: ReportInputs, *, title: str | None = None):
    """The report :class:`Doc` and its figure makers (name -> callable returning a Figure)."""
    s = with_lifetime_totals(ri.samples)
    units = dict(ri.units, lifetime_total_tco2e="tCO2e", lifetime_tco_usd="USD")
    figs: dict = {}
    secs = _main_sections(ri, s, units, figs)
    appendix = _appendix(ri, s, units, figs)
    doc = Doc(title or f"lifecycle report: {ri.scenario_name}",
              f"Probabilistic time, cost, CO2e and water of training "
              f"({ri.provenance.get('draws', '?')} Monte Carlo draws, parameters from "
              f"{ri.provenance.get('param_source', '?')}). Intervals are central 90% "
              "(p05-p95); exact values are in summary.csv.",
              provenance_rows(ri.provenance), secs,
              warning=str(ri.provenance.get("diagnostics_accepted", "")),
              lead=headline_sentence(s, units), appendix=appendix, glance=A.glance(ri))
    return doc, figs
