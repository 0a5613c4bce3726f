"""Numbers behind a report: tidy summaries, headline, probabilities, sensitivity.

Everything here works on plain dicts of 1-D numpy arrays (``samples``: quantity
name -> draws), so it is tested on hand-built draws without any sampler
(STYLE.md 15). Intervals are central 90% (p05-p95); quantiles use numpy's
default (linear) interpolation.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from lifecycle.analysis.results import ReportInputs, prob_lower, rank_sensitivity  # noqa: F401 (re-exported)
from lifecycle.metrics import SUMMARY_COLUMNS, summary_table  # noqa: F401 (re-exported)

__all__ = ["ReportInputs", "SUMMARY_COLUMNS", "HEADLINE", "EMBODIED_SCOPE", "KEY_QUANTITIES",
           "summary_table", "headline_table", "embodied_scope_table", "prob_lower",
           "rank_sensitivity", "with_lifetime_totals"]


#: (quantity, label, scope) rows of the headline answer; the lifetime total CO2e
#: is derived by :func:`with_lifetime_totals`.
HEADLINE = (
    ("time_to_train_days", "Time to train", "per run"),
    ("tco_usd", "TCO (CapEx + OpEx)", "per run"),
    ("total_tco2e", "Total CO2e (CapEm + OpEm)", "per run"),
    ("water_m3", "Water (on-site + off-site + embodied)", "per run"),
    ("project_total_tco2e", "Total CO2e incl. development, evaluation, failed runs, idle",
     "whole project"),
    ("project_water_m3", "Water incl. development, evaluation, failed runs, idle",
     "whole project"),
    ("lifetime_tco_usd", "TCO", "hardware life"),
    ("lifetime_total_tco2e", "Total CO2e", "hardware life"),
    ("lifetime_water_m3", "Water", "hardware life"),
)

#: What the embodied carbon (CapEm) of the headline counts, by component
#: (quantities capem_*_tco2e): the report states it beside the headline.
EMBODIED_SCOPE = ("accelerator module (logic die with yield, HBM, package, board), "
                  "rest of the server (CPUs, DRAM, SSD, chassis, PSUs, baseboard), network "
                  "(switches, optics), shared storage and the building (amortised over its life)")

#: Quantities whose distributions the report plots and ``compare`` ranks.
KEY_QUANTITIES = ("time_to_train_days", "gpu_hours", "energy_mwh", "tco_usd", "total_tco2e",
                  "goodput")


def _as1d(x) -> np.ndarray:
    return np.asarray(x, dtype=float).reshape(-1)


def with_lifetime_totals(samples: dict) -> dict:
    """``samples`` plus derived lifetime totals where both parts exist.

    ``lifetime_total_tco2e = lifetime_capem_tco2e + lifetime_opem_tco2e`` and,
    when ``lifetime_tco_usd`` is absent, ``lifetime_capex_usd +
    lifetime_opex_usd`` (draw by draw, so the interval of the sum is right).
    """
    out = dict(samples)
    if "lifetime_total_tco2e" not in out and {"lifetime_capem_tco2e",
                                              "lifetime_opem_tco2e"} <= out.keys():
        out["lifetime_total_tco2e"] = (_as1d(out["lifetime_capem_tco2e"])
                                       + _as1d(out["lifetime_opem_tco2e"]))
    if "lifetime_tco_usd" not in out and {"lifetime_capex_usd", "lifetime_opex_usd"} <= out.keys():
        out["lifetime_tco_usd"] = _as1d(out["lifetime_capex_usd"]) + _as1d(out["lifetime_opex_usd"])
    return out


def headline_table(samples: dict, units: dict | None = None) -> pd.DataFrame:
    """The headline answer: time, TCO and CO2e per run and over the hardware life.

    Returns columns scope, label, quantity, unit, p50, p05, p95, mean for the
    :data:`HEADLINE` quantities present in ``samples`` (derived lifetime totals
    included).
    """
    units = dict(units or {})
    units.setdefault("lifetime_total_tco2e", "tCO2e")
    units.setdefault("lifetime_tco_usd", "USD")
    s = with_lifetime_totals(samples)
    rows = []
    for q, label, scope in HEADLINE:
        if q not in s:
            continue
        t = summary_table({q: s[q]}, units).iloc[0]
        rows.append((scope, label, q, t.unit, t.p50, t.p05, t.p95, t["mean"]))
    return pd.DataFrame(rows, columns=["scope", "label", "quantity", "unit", "p50", "p05", "p95",
                                       "mean"])


#: (scope, what it counts, per-accelerator quantity, run-share quantity) of embodied carbon,
#: narrowest first; the headline's capem_tco2e is the sum of every run-share row.
EMBODIED_SCOPE_ROWS = (
    ("die", "logic die with yield losses (die-only fab models such as LLMCarbon)",
     "embodied_die_kgco2e", None),
    ("accelerator module", "die + HBM + package + board (per-GPU PCF-style LCAs)",
     "embodied_per_accelerator_kgco2e", "capem_accelerators_tco2e"),
    ("server", "host CPUs, DRAM, SSD, mainboard/baseboard, NICs, chassis, PSUs, fans",
     "embodied_server_per_accelerator_kgco2e", "capem_servers_tco2e"),
    ("network", "switches and optics", None, "capem_network_tco2e"),
    ("storage", "shared storage", None, "capem_storage_tco2e"),
    ("building", "shell, power and cooling plant, amortised over the facility life", None,
     "capem_building_tco2e"),
)


def embodied_scope_table(samples: dict) -> pd.DataFrame:
    """Embodied carbon by scope: per accelerator [kgCO2e] and the run's share [tCO2e].

    Columns scope, counts, per_accelerator_p50/p05/p95, run_p50/p05/p95,
    in_headline ("yes" for every run-share row: capem_tco2e sums them; the die
    row is part of the accelerator module).
    """
    def q(name):
        if name is None or name not in samples:
            return (np.nan,) * 3
        x = _as1d(samples[name])
        x = x[np.isfinite(x)]
        return tuple(np.quantile(x, [0.5, 0.05, 0.95])) if x.size else (np.nan,) * 3

    rows = []
    for scope, counts, per_acc, run in EMBODIED_SCOPE_ROWS:
        rows.append((scope, counts, *q(per_acc), *q(run),
                     "yes (within accelerator module)" if run is None else "yes"))
    return pd.DataFrame(rows, columns=["scope", "counts", "per_accelerator_p50",
                                       "per_accelerator_p05", "per_accelerator_p95", "run_p50",
                                       "run_p05", "run_p95", "in_headline"])
