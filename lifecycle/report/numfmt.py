"""Human number formatting: the one place the report turns a number into text.

Every number a report shows goes through this module, so the whole report
speaks one language: ``$81M``, ``13.4 kt CO2e``, ``1.2 GWh``, ``3.4k m³``,
``74 days``, ``93%``. Exact values stay in ``summary.csv`` and ``posterior.nc``.

Rules
-----
* A value is scaled to a suffix (k, M, B, T; or a unit step such as t -> kt ->
  Mt, MWh -> GWh) so that the shown number lies in [1, 1000), and shown with
  three significant digits but at most one decimal: ``9.3``, ``80.6``, ``141``.
* Rounding can carry a number over 1000 (``999,999`` -> ``1000k``); it then moves
  to the next suffix (``1.0M``), so no text ever shows four digits before a
  suffix. From 1e15 on, scientific notation (``1.0e+15``).
* Below 1, three significant digits (``0.123``); below 0.001 scientific
  (``1.2e-04``). Zero is ``0``; NaN is ``n/a``; infinities ``inf``/``-inf``.

The unit strings are those of :mod:`lifecycle.quantities` (``USD``, ``tCO2e``,
``kgCO2e``, ``MWh``, ``m3``, ``days``, ``GPU-h``, ``ratio``, ...).
"""

from __future__ import annotations

import math

import numpy as np

__all__ = ["number", "human", "value", "interval", "value_with_interval", "cell", "percent",
           "axis_scale", "tick", "DASH"]

DASH = "\u2013"  # en dash of ranges: 9.3–20.5
_SUFFIX = ("", "k", "M", "B", "T")

#: unit -> ladder of (factor from the canonical unit, shown unit); the largest
#: step whose scaled value is >= 1 is used, then k/M/B on top of the last step.
_LADDERS = {
    "tCO2e": ((1e-3, "kg CO2e"), (1.0, "t CO2e"), (1e3, "kt CO2e"), (1e6, "Mt CO2e")),
    "kgCO2e": ((1.0, "kg CO2e"), (1e3, "t CO2e"), (1e6, "kt CO2e")),
    "MWh": ((1e-3, "kWh"), (1.0, "MWh"), (1e3, "GWh"), (1e6, "TWh")),
    "m3": ((1.0, "m³"),),
    "L": ((1.0, "L"), (1e3, "m³")),
}
#: units rendered as words after the number
_WORDS = {"days": "days", "GPU-h": "GPU-h", "h": "h", "s": "s", "count": "", "W": "W",
          "GiB": "GiB", "tokens/s": "tokens/s", "tokens/s/GPU": "tokens/s/GPU"}


def _finite_text(x: float) -> str | None:
    if math.isnan(x):
        return "n/a"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return None


def _mantissa(a: float) -> str:
    """``a`` in [0, 1000] with three significant digits, at most one decimal."""
    if a >= 100:
        return f"{a:.0f}"
    if a >= 1 - 5e-4:  # 0.9996 after a carry is "1.0", not "1"
        return f"{a:.1f}"
    return f"{a:.3g}"


def human(x: float) -> tuple[str, str]:
    """(mantissa text with sign, suffix) of ``x`` on the k/M/B/T scale."""
    x = float(x)
    bad = _finite_text(x)
    if bad is not None:
        return bad, ""
    if x == 0:
        return "0", ""
    sign = "-" if x < 0 else ""
    a = abs(x)
    if a < 1e-3 or a >= 999.5e12:
        return f"{x:.1e}", ""
    if a < 1:
        return sign + _mantissa(a), ""
    k = min(int(math.floor(math.log10(a) / 3)), len(_SUFFIX) - 1)
    while True:
        m = _mantissa(a / 10 ** (3 * k))
        if float(m) >= 1000 and k < len(_SUFFIX) - 1:  # rounding carried over: next suffix
            k += 1
            continue
        return sign + m, _SUFFIX[k]


def number(x) -> str:
    """A plain number on the k/M/B/T scale: ``999999 -> '1.0M'``, ``0.1234 -> '0.123'``."""
    m, s = human(x)
    return m + s


def percent(x) -> str:
    """A ratio as a percentage with up to three significant digits: ``0.934 -> '93.4%'``."""
    x = float(x)
    bad = _finite_text(x)
    if bad is not None:
        return bad
    p = 100 * x
    return (f"{p:.0f}%" if abs(p) >= 100 else f"{p:.1f}%" if abs(p) >= 1 else f"{p:.2g}%")


def _scaled(x: float, unit: str) -> tuple[str, str, str]:
    """(prefix, number, unit text) of ``x`` in ``unit``."""
    x = float(x)
    if unit == "USD":
        m, s = human(x)
        if m.startswith("-"):
            return "-$", m[1:] + s, ""
        return "$", m + s, ""
    if unit.startswith("USD/"):  # prices: three significant digits, $2.25/GPU-h
        m = f"{x:.3g}" if _finite_text(x) is None and abs(x) < 1000 else number(x)
        return "$", m + unit[3:], ""
    if unit == "ratio":
        return "", percent(x), ""
    ladder = _LADDERS.get(unit)
    if ladder is not None and _finite_text(x) is None and x != 0:
        i = max([j for j, (f, _) in enumerate(ladder) if abs(x) / f >= 1] or [0])
        m, s = human(x / ladder[i][0])
        if s and i < len(ladder) - 1:  # 999.95 t rounds to 1000 t: show 1.0 kt
            i += 1
            m, s = human(x / ladder[i][0])
        return "", m + s, ladder[i][1]
    if ladder is not None:
        return "", number(x), ladder[min(1, len(ladder) - 1)][1]
    word = _WORDS.get(unit, unit)
    return "", number(x), word


def value(x, unit: str = "") -> str:
    """``x`` in human units: ``value(8.1e7, 'USD') -> '$81.0M'``,
    ``value(13447, 'tCO2e') -> '13.4 kt CO2e'``."""
    pre, num, u = _scaled(x, unit)
    return f"{pre}{num}" + (f" {u}" if u else "")


def interval(lo, hi, unit: str = "") -> str:
    """A range with the unit written once when both ends share it:
    ``'9.3–20.5 kt CO2e'``, ``'$52.0M–$141M'``, ``'950 t CO2e–1.2 kt CO2e'``."""
    p1, n1, u1 = _scaled(lo, unit)
    p2, n2, u2 = _scaled(hi, unit)
    if u1 == u2:
        return f"{p1}{n1}{DASH}{p2}{n2}" + (f" {u1}" if u1 else "")
    return value(lo, unit) + DASH + value(hi, unit)


def value_with_interval(p50, p05, p95, unit: str = "") -> str:
    """``'$81.0M ($52.0M–$141M)'``: the median and, in brackets, the 90% interval."""
    return f"{value(p50, unit)} ({interval(p05, p95, unit)})"


def axis_scale(vmax: float, unit: str = "") -> tuple[float, str]:
    """(divisor, axis label) so an axis whose largest tick is ``vmax`` reads in one human
    unit: tCO2e up to 15,000 -> (1000, 'kt CO2e'), MWh -> GWh; money and plain counts keep
    divisor 1 (their ticks carry $ and k/M by :func:`tick`)."""
    ladder = _LADDERS.get(unit)
    if ladder is None or not math.isfinite(vmax) or vmax == 0:
        return 1.0, {"USD": "", "ratio": ""}.get(unit, _WORDS.get(unit, unit))
    i = max([j for j, (f, _) in enumerate(ladder) if abs(vmax) / f >= 1] or [0])
    return ladder[i][0], ladder[i][1]


def tick(v: float, unit: str = "") -> str:
    """A short tick label: ``$50M``, ``40%``, ``1.2k`` (the unit goes in the axis label)."""
    if unit == "USD":
        return value(v, "USD")
    if unit == "ratio":
        return f"{100 * v:.0f}%"
    return number(v)


def cell(x) -> str:
    """A table cell: strings as they are, booleans yes/no, integers below 1000 as they are,
    other numbers on the k/M/B scale."""
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    if isinstance(x, (bool, np.bool_)):
        return "yes" if x else "no"
    if isinstance(x, (int, np.integer)) and abs(int(x)) < 1000:
        return str(int(x))  # a count: 63, not 63.0
    try:
        x = float(x)
    except (TypeError, ValueError):
        return str(x)
    return number(x)
