"""Figure of ``lifecycle compare``: each scenario's median and 90% interval per quantity
(same conventions as :mod:`lifecycle.report.figures`)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from lifecycle.report.figures import OKABE_ITO, _new_axes, human_axis
from lifecycle.report.summary import KEY_QUANTITIES, summary_table

__all__ = ["compare_data", "plot_compare"]


# -- compare -------------------------------------------------------------------------------
def compare_data(*, samples_by_scenario: dict, units: dict | None = None,
                 quantities=KEY_QUANTITIES) -> pd.DataFrame:
    """Side-by-side summary: scenario, quantity, unit, mean, p05, p50, p95."""
    frames = []
    for name, s in samples_by_scenario.items():
        t = summary_table({q: s[q] for q in quantities if q in s}, units)
        t.insert(0, "scenario", name)
        frames.append(t)
    return pd.concat(frames, ignore_index=True)


def plot_compare(*, samples_by_scenario: dict, units: dict | None = None,
                 quantities=KEY_QUANTITIES, ax=None):
    """One panel per quantity: each scenario's median with its 90% interval."""
    d = compare_data(samples_by_scenario=samples_by_scenario, units=units,
                     quantities=quantities)
    qs = [q for q in quantities if (d["quantity"] == q).any()]
    if not qs:
        raise ValueError("none of the requested quantities is in the samples")
    fig, axes = _new_axes(ax, len(qs), size=(4.0, 1.3 + 0.35 * len(samples_by_scenario)))
    for a, q in zip(axes, qs, strict=True):
        r = d[d["quantity"] == q]
        y = np.arange(len(r))
        err = np.vstack([r["p50"] - r["p05"], r["p95"] - r["p50"]]).clip(min=0)
        a.errorbar(r["p50"], y, xerr=err, fmt="o", color=OKABE_ITO[0], capsize=3)
        a.set_ylim(len(r) - 0.4, -0.6)
        a.set_yticks(y, r["scenario"], fontsize=7)
        unit = r["unit"].iloc[0]
        a.set_title(q, fontsize=9)
        human_axis(a, unit)
        a.tick_params(axis="x", labelsize=7)
    return fig
