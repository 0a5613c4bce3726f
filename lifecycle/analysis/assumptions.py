"""The assumptions table of a report: every prior and data row used, with its source."""

from __future__ import annotations

import numpy as np
import pandas as pd

__all__ = ["prior_rows", "data_rows", "assumptions_table"]

_SKIP = {"source", "notes", "name"}


def _prior_value(p) -> str:
    if p.dist == "fixed":
        return f"fixed {p.params.get('value')}"
    ps = ", ".join(f"{k}={float(v):.4g}" for k, v in p.params.items())
    try:
        lo, hi = p.interval(0.9)
        return f"{p.dist}({ps}); 90% {lo:.4g}-{hi:.4g}"
    except Exception:  # noqa: BLE001 - the interval is decoration only
        return f"{p.dist}({ps})"


def prior_rows(scenario, used) -> pd.DataFrame:
    """One row per prior in ``used`` (names), after scenario overrides and fixes."""
    from lifecycle.forward import fixed_by_scenario
    from lifecycle.priors import load_priors, with_overrides

    pri = with_overrides(load_priors(), getattr(scenario, "priors", None) or {},
                         str(getattr(scenario, "name", "scenario")))
    fixed = fixed_by_scenario(scenario)
    rows = []
    for name in sorted(used):
        p = pri.get(name)
        if name in fixed:
            rows.append(("prior", name, f"fixed {fixed[name]:.4g} by the scenario",
                         p.unit if p else "", "scenario file"))
        elif p is not None:
            src = "; ".join(x for x in (p.source, p.rationale) if x) or "(no source given)"
            rows.append(("prior", name, _prior_value(p), p.unit, src))
    return pd.DataFrame(rows, columns=["kind", "name", "value", "unit", "source"])


def _row_value(r: dict) -> str:
    parts = []
    for k, v in r.items():
        if k in _SKIP or v is None or (isinstance(v, float) and np.isnan(v)):
            continue
        parts.append(f"{k}={v:.4g}" if isinstance(v, float) else f"{k}={v}")
    s = "; ".join(parts)
    return s if len(s) <= 240 else s[:237] + "..."


def _key_rows(scenario) -> list:
    """(table, key) of the rows the forward model reads for this scenario."""
    from lifecycle import tables

    cl, site = scenario.cluster, scenario.site
    acc_id = cl.accelerator
    acc = tables.accelerator(acc_id)
    keys = [("accelerators", acc_id)]
    for f in (getattr(cl, "intra_fabric", None) or acc.get("default_intra_fabric"),
              getattr(cl, "inter_network", None) or acc.get("default_inter_network")):
        if f:
            keys.append(("fabrics", f))
    if getattr(site, "region", None):
        keys.append(("grid", site.region))
    if acc.get("process_node"):
        keys.append(("fabrication", acc["process_node"]))
    return keys


def data_rows(scenario) -> pd.DataFrame:
    """Rows of the data tables this scenario reads, with their sources.

    The rows selected by the scenario's ids (accelerator, fabrics, grid region,
    fabrication node), the accelerator's price and cloud-price quotes, and the
    whole tables that inform the lifecycle priors (reliability, datacenter,
    embodied, water).
    """
    from lifecycle import tables

    rows = []
    for t, k in _key_rows(scenario):
        try:
            r = tables.row(t, k)
        except Exception:  # noqa: BLE001 - an optional row (e.g. no fabrication id) is skipped
            continue
        rows.append(("data", f"{t}: {k}", _row_value(r), "", r.get("source", "")))
    acc_id = scenario.cluster.accelerator
    for t, where in (("accelerator_prices", "accelerator_id"), ("cloud_prices", "accelerator_id"),
                     ("reliability", None), ("datacenter", None), ("embodied", None),
                     ("water", None)):
        try:
            df = tables.load(t)
        except Exception:  # noqa: BLE001 - optional tables
            continue
        if where and where in df.columns:
            df = df[df[where] == acc_id]
        key = tables.KEYS.get(t) if hasattr(tables, "KEYS") else None
        for i, r in enumerate(df.to_dict("records")):
            k = (r.get(key, i) if isinstance(key, str) else
                 "/".join(str(r.get(c, "")) for c in key) if key else i)
            rows.append(("data", f"{t}: {k}", _row_value(r), "", r.get("source", "")))
    return pd.DataFrame(rows, columns=["kind", "name", "value", "unit", "source"])


def assumptions_table(scenario, used_priors) -> pd.DataFrame:
    """Priors then data rows (columns kind, name, value, unit, source)."""
    return pd.concat([prior_rows(scenario, used_priors), data_rows(scenario)],
                     ignore_index=True)
