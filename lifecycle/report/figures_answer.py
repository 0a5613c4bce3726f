"""Figures of the answer-first sections: the tornado (what would change the answer).

As in :mod:`lifecycle.report.figures`: keyword-only arguments, ``ax=None``,
a ``*_data`` twin returning the numbers, Okabe-Ito colours, no pyplot state.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from lifecycle.report import numfmt
from lifecycle.report.figures import OKABE_ITO, _new_axes

__all__ = ["tornado_data", "plot_tornado"]

LOW, HIGH = OKABE_ITO[0], OKABE_ITO[1]  # blue: input at its 5th percentile; orange: 95th


def tornado_data(*, table: pd.DataFrame, output: str, top: int = 6) -> pd.DataFrame:
    """The ``top`` rows of ``output`` by swing, with the bar ends relative to the median.

    Adds ``low_rel = p50_at_low / base_p50 - 1`` and ``high_rel`` likewise; rows
    whose swing is zero are dropped.
    """
    d = table[(table["output"] == output) & (table["swing"] > 0)].copy()
    d = d.sort_values("swing", ascending=False).head(top).reset_index(drop=True)
    d["low_rel"] = d["p50_at_low"] / d["base_p50"] - 1
    d["high_rel"] = d["p50_at_high"] / d["base_p50"] - 1
    return d


def plot_tornado(*, table: pd.DataFrame, outputs=("time_to_train_days", "tco_usd",
                                                   "total_tco2e"), labels=None, names=None,
                 top: int = 6, ax=None):
    """One panel per headline output: change of its median when each input sits at its
    5th (blue) or 95th (orange) percentile, others at their draws."""
    outs = [o for o in outputs if len(tornado_data(table=table, output=o, top=top))]
    if not outs:
        raise ValueError("the tornado table has no non-zero swing for " + ", ".join(outputs))
    labels, names = labels or {}, names or {}
    fig, axes = _new_axes(ax, len(outs), ncols=1, size=(8.0, 0.9 + 0.3 * top))
    for a, o in zip(axes, outs, strict=True):
        d = tornado_data(table=table, output=o, top=top)
        y = np.arange(len(d))
        a.barh(y, 100 * d["low_rel"], color=LOW, label="input at its 5th percentile")
        a.barh(y, 100 * d["high_rel"], color=HIGH, label="input at its 95th percentile")
        a.axvline(0, color="#333333", lw=0.8)
        a.set_yticks(y, [f"{names.get(r.input, r.input)}, {r.kind}" for r in d.itertuples()],
                     fontsize=7)
        a.invert_yaxis()
        base = numfmt.value(float(d["base_p50"].iloc[0]), labels.get(o, ""))
        a.set_title(f"{o}\n(median {base})", fontsize=8)
        a.set_xlabel("change of the median [%]", fontsize=7)
        a.tick_params(axis="x", labelsize=7)
    axes[0].legend(fontsize=6, loc="lower left", bbox_to_anchor=(0.0, 1.12), frameon=False)
    return fig
