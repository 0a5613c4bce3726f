"""Figures of a sweep: the Pareto front of time, cost and carbon.

Plot functions take keyword-only arguments, accept ``ax=None``, return the
figure and never show it; each has a ``*_data()`` twin returning the numbers
drawn, so tests check data rather than pixels.
"""

from __future__ import annotations

import numpy as np

__all__ = ["pareto_figure", "pareto_figure_data"]


def pareto_figure_data(*, table, pareto, max_points: int = 20000, seed: int = 0):
    """Points behind :func:`pareto_figure`.

    Returns
    -------
    dict
        ``all``: DataFrame of (time_to_train_days_p50, tco_usd_p50,
        total_tco2e_p50) for the feasible plans (a uniform subsample of at most
        ``max_points``); ``front``: the Pareto rows with their intervals and
        win probabilities, sorted by time.
    """
    cols = ["time_to_train_days_p50", "tco_usd_p50", "total_tco2e_p50"]
    pts = table[cols]
    if len(pts) > max_points:
        idx = np.sort(np.random.default_rng(seed).choice(len(pts), max_points, replace=False))
        pts = pts.iloc[idx]
    front = pareto.sort_values("time_to_train_days_p50").reset_index(drop=True)
    return {"all": pts.reset_index(drop=True), "front": front}


def pareto_figure(*, table, pareto, ax=None, title: str | None = None, seed: int = 0):
    """Cost and carbon against time to train: every feasible plan, the front highlighted.

    Two panels (cost vs time, carbon vs time) when ``ax`` is None; otherwise
    ``ax`` is a sequence of two axes. Front points carry 90% interval bars.
    """
    import matplotlib.pyplot as plt

    d = pareto_figure_data(table=table, pareto=pareto, seed=seed)  # the command's seed
    if ax is None:
        fig, axes = plt.subplots(1, 2, figsize=(10, 4.2))
    else:
        axes = list(np.atleast_1d(ax))
        fig = axes[0].figure
    allp, fr = d["all"], d["front"]
    for a, (q, label) in zip(axes, (("tco_usd", "TCO of the run [USD]"),
                                    ("total_tco2e", "total CO2e of the run [t]"))):
        a.scatter(allp["time_to_train_days_p50"], allp[f"{q}_p50"], s=4, color="0.7",
                  label="feasible plans (median)", rasterized=True)
        if len(fr):
            xerr = [fr["time_to_train_days_p50"] - fr["time_to_train_days_p05"],
                    fr["time_to_train_days_p95"] - fr["time_to_train_days_p50"]]
            yerr = [fr[f"{q}_p50"] - fr[f"{q}_p05"], fr[f"{q}_p95"] - fr[f"{q}_p50"]]
            a.errorbar(fr["time_to_train_days_p50"], fr[f"{q}_p50"], xerr=xerr, yerr=yerr,
                       fmt="o", color="#c44e52", ms=4, lw=0.8, capsize=2,
                       label="Pareto front (median, 90% interval)")
        a.set_xlabel("time to train [days]")
        a.set_ylabel(label)
    axes[0].legend(fontsize=8)
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    return fig
