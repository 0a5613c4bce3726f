"""Report figures; each ``plot_*`` has a ``*_data`` twin returning its numbers.

Plot functions take keyword-only arguments and ``ax=None`` (a new figure is
made when absent; a sequence of axes where a plot has several panels), return
the :class:`matplotlib.figure.Figure` and never call ``plt.show()``. Tests
check the ``*_data`` numbers, not pixels (STYLE.md 19). Figures are built on
:class:`matplotlib.figure.Figure` directly (no pyplot global state).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from lifecycle.report.summary import KEY_QUANTITIES, summary_table

__all__ = ["BREAKDOWN", "STEP_COMPONENTS", "distributions_data", "plot_distributions",
           "breakdown_data", "plot_breakdown", "sensitivity_data", "plot_sensitivity",
           "steptime_data", "plot_steptime", "goodput_data", "plot_goodput",
           "calibration_data", "plot_calibration", "measurements_data", "plot_measurements",
           "compare_data", "plot_compare", "OKABE_ITO"]

#: Okabe & Ito (2008) colour-blind-safe palette (blue, orange, bluish green, reddish
#: purple, sky blue, vermillion, yellow); every colour in the report figures is one of these
OKABE_ITO = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442")

#: group -> (unit, [(component label, quantity), ...])
BREAKDOWN = {
    "CapEx": ("USD", [("accelerators", "capex_accelerators_usd"), ("servers", "capex_servers_usd"),
                      ("network", "capex_network_usd"), ("storage", "capex_storage_usd"),
                      ("facility", "capex_facility_usd")]),
    "OpEx": ("USD", [("energy", "opex_energy_usd"), ("maintenance", "opex_maintenance_usd"),
                     ("rent", "opex_rent_usd")]),
    "CapEm": ("tCO2e", [("accelerators", "capem_accelerators_tco2e"),
                        ("servers", "capem_servers_tco2e"), ("network", "capem_network_tco2e"),
                        ("storage", "capem_storage_tco2e"), ("building", "capem_building_tco2e")]),
    "OpEm": ("tCO2e", [("grid electricity (location-based)", "opem_tco2e")]),
}
GROUP_TOTAL = {"CapEx": "capex_usd", "OpEx": "opex_usd", "CapEm": "capem_tco2e",
               "OpEm": "opem_tco2e"}

#: quantiles bounding the histogram range (the statistics use every draw)
CLIP = (0.005, 0.995)

#: (label, quantity) of the step-time breakdown, in stacking order
STEP_COMPONENTS = (("compute", "compute_s"), ("exposed communication", "comm_exposed_s"),
                   ("pipeline bubble", "bubble_s"), ("recompute", "recompute_s"),
                   ("optimizer", "optimizer_s"), ("other overhead", "overhead_s"))


def _new_axes(ax, n: int, *, ncols: int | None = None, size=(4.0, 3.0)):
    """A figure and ``n`` axes: the given ones, or a new grid."""
    from matplotlib.figure import Figure

    if ax is not None:
        axes = list(np.atleast_1d(ax).ravel())
        if len(axes) < n:
            raise ValueError(f"this plot needs {n} axes, got {len(axes)}")
        return axes[0].figure, axes[:n]
    ncols = ncols or min(n, 3)
    nrows = -(-n // ncols)
    fig = Figure(figsize=(size[0] * ncols, size[1] * nrows), layout="constrained")
    axes = fig.subplots(nrows, ncols, squeeze=False).ravel()
    for extra in axes[n:]:
        extra.set_visible(False)
    return fig, list(axes[:n])


def human_axis(ax, unit: str = "", axis: str = "x") -> None:
    """``axis`` in one human unit: short tick labels (:func:`lifecycle.report.numfmt.tick`)
    and the unit as the axis label (:func:`lifecycle.report.numfmt.axis_scale`)."""
    from matplotlib.ticker import FuncFormatter

    from lifecycle.report import numfmt

    a = ax.xaxis if axis == "x" else ax.yaxis
    lo, hi = ax.get_xlim() if axis == "x" else ax.get_ylim()
    div, label = numfmt.axis_scale(max(abs(lo), abs(hi)), unit)
    a.set_major_formatter(FuncFormatter(lambda v, _: numfmt.tick(v / div, "" if div != 1
                                                                 else unit)))
    a.set_label_text(label, fontsize=8)


def _finite(x) -> np.ndarray:
    x = np.asarray(x, dtype=float).reshape(-1)
    return x[np.isfinite(x)]


# -- distributions -----------------------------------------------------------------------
def distributions_data(*, samples: dict, units: dict | None = None,
                       quantities=KEY_QUANTITIES, bins: int = 40) -> dict:
    """Histogram and 90% interval of each quantity present in ``samples``.

    Returns
    -------
    dict
        quantity -> {unit, counts, edges, mean, p05, p50, p95}; ``counts`` and
        ``edges`` from ``numpy.histogram`` of the finite draws over the range
        between their :data:`CLIP` quantiles (0.5% and 99.5%; the statistics use
        every draw).
    """
    units = units or {}
    out = {}
    for q in quantities:
        if q not in samples:
            continue
        x = _finite(samples[q])
        if x.size == 0:
            raise ValueError(f"{q}: no finite draw to plot")
        lo, hi = np.quantile(x, CLIP)  # long tails would squash the body of the plot
        counts, edges = np.histogram(x, bins=bins, range=(lo, hi) if hi > lo else None)
        p05, p50, p95 = np.quantile(x, [0.05, 0.5, 0.95])
        out[q] = {"unit": units.get(q, ""), "counts": counts, "edges": edges,
                  "mean": float(x.mean()), "p05": float(p05), "p50": float(p50),
                  "p95": float(p95)}
    return out


def plot_distributions(*, samples: dict, units: dict | None = None, quantities=KEY_QUANTITIES,
                       bins: int = 40, ax=None):
    """Histograms of the key quantities with the median and 90% interval marked."""
    data = distributions_data(samples=samples, units=units, quantities=quantities, bins=bins)
    if not data:
        raise ValueError("none of the requested quantities is in the samples: "
                         + ", ".join(quantities))
    fig, axes = _new_axes(ax, len(data))
    for a, (q, d) in zip(axes, data.items(), strict=True):
        a.stairs(d["counts"], d["edges"], fill=True, color="#56B4E9", edgecolor="#0072B2")
        a.axvspan(d["p05"], d["p95"], color="#E69F00", alpha=0.25, label="90% interval")
        a.axvline(d["p50"], color="#D55E00", lw=1.5, label="median")
        a.set_title(q, fontsize=9)
        human_axis(a, d["unit"])
        a.set_yticks([])
        a.tick_params(labelsize=7)
    axes[0].legend(fontsize=7, loc="upper right")
    return fig


# -- CapEx / OpEx / CapEm / OpEm breakdown ------------------------------------------------
def breakdown_data(*, samples: dict) -> pd.DataFrame:
    """Mean and 90% interval of each cost/carbon component present in ``samples``.

    Returns columns group, component, quantity, unit, mean, p05, p95, share
    (component mean / group-total mean; NaN without a total). Components
    whose draws are all zero (rent in own mode, CapEx in rent mode) are left out.
    """
    rows = []
    for group, (unit, comps) in BREAKDOWN.items():
        total = samples.get(GROUP_TOTAL[group])
        tmean = float(_finite(total).mean()) if total is not None else np.nan
        for label, q in comps:
            if q not in samples:
                continue
            x = _finite(samples[q])
            if not np.any(x):
                continue  # e.g. rent in own mode, CapEx in rent mode
            p05, p95 = np.quantile(x, [0.05, 0.95])
            share = float(x.mean()) / tmean if tmean and np.isfinite(tmean) else np.nan
            rows.append((group, label, q, unit, float(x.mean()), float(p05), float(p95), share))
    return pd.DataFrame(rows, columns=["group", "component", "quantity", "unit", "mean", "p05",
                                       "p95", "share"])


def plot_breakdown(*, samples: dict, ax=None):
    """Four panels (CapEx, OpEx, CapEm, OpEm): component means with 90% intervals."""
    df = breakdown_data(samples=samples)
    if df.empty:
        raise ValueError("no CapEx/OpEx/CapEm/OpEm components in the samples")
    groups = [g for g in BREAKDOWN if g in set(df["group"])]
    fig, axes = _new_axes(ax, len(groups), ncols=2, size=(5.0, 2.6))
    for a, g in zip(axes, groups, strict=True):
        d = df[df["group"] == g]
        y = np.arange(len(d))
        err = np.vstack([d["mean"] - d["p05"], d["p95"] - d["mean"]]).clip(min=0)
        a.barh(y, d["mean"], xerr=err, color="#56B4E9", ecolor="#333333", capsize=3)
        a.set_yticks(y, d["component"], fontsize=8)
        a.invert_yaxis()
        a.set_title(f"{g} per run (mean, 90% interval)", fontsize=9)
        human_axis(a, d["unit"].iloc[0])
        a.tick_params(axis="x", labelsize=7)
    return fig


# -- sensitivity ---------------------------------------------------------------------------
def sensitivity_data(*, table: pd.DataFrame, output: str, top: int = 10) -> pd.DataFrame:
    """The ``top`` inputs driving ``output``, by their importance column.

    Uses ``ST`` (Sobol total index) when the table has it, else ``share``
    (squared rank correlation, normalised). Returns input, importance, sign
    (+1/-1/0 from ``rho`` or 0), method.
    """
    d = table[table["output"] == output].copy()
    col = "ST" if "ST" in d.columns else "share"
    d["importance"] = d[col].astype(float)
    d["sign"] = np.sign(d["rho"]) if "rho" in d.columns else 0.0
    d = d.sort_values("importance", ascending=False).head(top)
    method = d["method"].iloc[0] if "method" in d.columns and len(d) else col
    out = pd.DataFrame({"input": d["input"].to_numpy(), "importance": d["importance"].to_numpy(),
                        "sign": d["sign"].to_numpy(), "method": method})
    if "S1" in d.columns:
        out["S1"] = d["S1"].astype(float).to_numpy()
    return out


def plot_sensitivity(*, table: pd.DataFrame, outputs=("tco_usd", "total_tco2e"), top: int = 10,
                     ax=None):
    """Tornado-style bars of the inputs driving each output's variance."""
    outs = [o for o in outputs if (table["output"] == o).any()]
    if not outs:
        raise ValueError("the sensitivity table has none of the outputs " + ", ".join(outputs))
    fig, axes = _new_axes(ax, len(outs), ncols=len(outs), size=(5.0, 3.6))
    for a, o in zip(axes, outs, strict=True):
        d = sensitivity_data(table=table, output=o, top=top)
        y = np.arange(len(d))
        colors = np.where(d["sign"] < 0, "#009E73", np.where(d["sign"] > 0, "#D55E00",
                                                             "#0072B2"))
        a.barh(y, d["importance"], color=colors)
        a.set_yticks(y, d["input"], fontsize=7)
        a.invert_yaxis()
        a.set_title(f"drivers of {o}", fontsize=9)
        a.set_xlabel("total Sobol index ST" if "ST" in table.columns else
                     "share of rho^2 (Spearman rank correlation)", fontsize=7)
        a.tick_params(axis="x", labelsize=7)
    return fig


# -- step time -----------------------------------------------------------------------------
def steptime_data(*, samples: dict) -> pd.DataFrame:
    """Step-time components: mean, 90% interval and share of the mean step time."""
    rows = []
    total = samples.get("step_time_s")
    tmean = float(_finite(total).mean()) if total is not None else np.nan
    for label, q in STEP_COMPONENTS:
        if q not in samples:
            continue
        x = _finite(samples[q])
        p05, p95 = np.quantile(x, [0.05, 0.95])
        rows.append((label, q, float(x.mean()), float(p05), float(p95), float(x.mean()) / tmean))
    return pd.DataFrame(rows, columns=["component", "quantity", "mean_s", "p05_s", "p95_s",
                                       "share"])


def plot_steptime(*, samples: dict, ax=None):
    """Mean step time stacked by component, and each component with its 90% interval."""
    d = steptime_data(samples=samples)
    if d.empty:
        raise ValueError("no step-time components in the samples")
    fig, (a0, a1) = _new_axes(ax, 2, ncols=2, size=(5.0, 3.0))
    left = 0.0
    cmap = list(OKABE_ITO)
    for i, r in enumerate(d.itertuples()):
        a0.barh([0], [r.mean_s], left=left, color=cmap[i % 6], label=r.component)
        left += r.mean_s
    a0.set_yticks([])
    a0.set_xlabel("mean step time [s]", fontsize=8)
    a0.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.25), ncols=2)
    a0.set_title("step time by component", fontsize=9)
    y = np.arange(len(d))
    err = np.vstack([d["mean_s"] - d["p05_s"], d["p95_s"] - d["mean_s"]]).clip(min=0)
    a1.barh(y, d["mean_s"], xerr=err, color="#56B4E9", ecolor="#333333", capsize=3)
    a1.set_yticks(y, d["component"], fontsize=8)
    a1.invert_yaxis()
    a1.set_xlabel("[s] (mean, 90% interval)", fontsize=8)
    a1.set_title("components with uncertainty", fontsize=9)
    return fig


# -- goodput and interruptions -------------------------------------------------------------
def goodput_data(*, samples: dict) -> pd.DataFrame:
    """Summary (mean, sd, p05, p50, p95) of goodput, interruptions and restart time."""
    qs = [q for q in ("goodput", "interruptions", "restart_hours", "checkpoint_interval_s")
          if q in samples]
    units = {"goodput": "ratio", "interruptions": "count", "restart_hours": "h",
             "checkpoint_interval_s": "s"}
    return summary_table({q: samples[q] for q in qs}, units)


def plot_goodput(*, samples: dict, ax=None):
    """Distributions of goodput and of the number of interruptions over the run."""
    qs = [q for q in ("goodput", "interruptions") if q in samples]
    if not qs:
        raise ValueError("no goodput or interruptions in the samples")
    return plot_distributions(samples=samples, units={"goodput": "ratio",
                                                      "interruptions": "count"},
                              quantities=qs, ax=ax)


# -- calibration: predicted vs reported ----------------------------------------------------
def calibration_data(*, table: pd.DataFrame) -> pd.DataFrame:
    """Rows with a reported value and a prediction, plus ratio and coverage.

    ``table`` has columns label, quantity, unit, reported, p05, p50, p95.
    Adds ``ratio = reported / p50`` and ``inside90 = p05 <= reported <= p95``.
    """
    d = table.copy()
    for c in ("reported", "p05", "p50", "p95"):
        d[c] = pd.to_numeric(d[c], errors="coerce")
    d = d[np.isfinite(d["reported"]) & np.isfinite(d["p50"]) & (d["p50"] > 0)].reset_index(
        drop=True)
    d["ratio"] = d["reported"] / d["p50"]
    d["inside90"] = (d["p05"] <= d["reported"]) & (d["reported"] <= d["p95"])
    return d


def plot_calibration(*, table: pd.DataFrame, ax=None):
    """Reported / predicted median per row, with the 90% predictive interval."""
    d = calibration_data(table=table)
    if d.empty:
        raise ValueError("no row has both a reported value and a prediction")
    from matplotlib.figure import Figure
    from matplotlib.ticker import FuncFormatter

    if ax is None:
        fig = Figure(figsize=(7.0, 1.6 + 0.22 * len(d)), layout="constrained")
        ax = fig.subplots()
    else:
        fig = ax.figure
    y = np.arange(len(d))
    lo, hi = d["p05"] / d["p50"], d["p95"] / d["p50"]
    ax.hlines(y, lo, hi, color="#56B4E9", lw=4, label="90% predictive interval / median")
    ok = d["inside90"].to_numpy()
    ax.plot(d["ratio"][ok], y[ok], "o", color="#0072B2", ms=4, label="reported, inside")
    ax.plot(d["ratio"][~ok], y[~ok], "o", color="#D55E00", ms=5, label="reported, outside")
    ax.axvline(1.0, color="#555555", lw=0.8)
    ax.set_xscale("log")
    plain = FuncFormatter(lambda v, _: f"{v:g}")
    ax.xaxis.set_major_formatter(plain)
    ax.xaxis.set_minor_formatter(plain)
    ax.tick_params(axis="x", which="both", labelsize=6)
    ax.set_yticks(y, [f"{a} · {b}" for a, b in zip(d["label"], d["quantity"], strict=True)],
                  fontsize=6)
    ax.invert_yaxis()
    ax.set_xlabel("ratio to predicted median (log scale)", fontsize=8)
    ax.legend(fontsize=7, loc="lower center", bbox_to_anchor=(0.5, 1.0), ncols=3,
              frameon=False)
    return fig


# -- step-time measurements: predicted vs measured -----------------------------------------
def measurements_data(*, table: pd.DataFrame) -> dict:
    """Scores of predicted versus measured values.

    Returns n, coverage90 (share of measured values inside the 90% interval),
    mape (mean |p50 - measured| / measured) and median_ape; NaN when empty.
    """
    from lifecycle.metrics import scores

    d = calibration_data(table=table)
    return scores(d["reported"], d["p05"], d["p50"], d["p95"])


def plot_measurements(*, table: pd.DataFrame, ax=None):
    """Measured versus predicted median (log-log) with 90% intervals and the y = x line."""
    d = calibration_data(table=table)
    if d.empty:
        raise ValueError("no measurement has both a measured value and a prediction")
    from matplotlib.figure import Figure

    if ax is None:
        fig = Figure(figsize=(5.5, 4.5), layout="constrained")
        ax = fig.subplots()
    else:
        fig = ax.figure
    ok = d["inside90"].to_numpy()
    for sel, color, lab in ((ok, "#0072B2", "inside the 90% interval"),
                            (~ok, "#D55E00", "outside")):
        r = d[sel]
        ax.errorbar(r["reported"], r["p50"], yerr=np.vstack([r["p50"] - r["p05"],
                                                             r["p95"] - r["p50"]]).clip(min=0),
                    fmt="o", ms=2, lw=0.4, alpha=0.5, color=color, label=f"{lab} ({len(r)})")
    lo = float(min(d["reported"].min(), d["p05"].min()))
    hi = float(max(d["reported"].max(), d["p95"].max()))
    ax.plot([lo, hi], [lo, hi], color="#555555", lw=0.8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    unit = d["unit"].iloc[0] if "unit" in d.columns else ""
    ax.set_xlabel(f"measured [{unit}]", fontsize=8)
    ax.set_ylabel(f"predicted median, 90% interval [{unit}]", fontsize=8)
    ax.tick_params(labelsize=7)
    ax.legend(fontsize=7, loc="upper left")
    return fig
