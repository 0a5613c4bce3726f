"""What a recalibration moved: parameters and bundled scenarios before and after.

:func:`what_moved` takes the posterior used before new rows were added, fits
(or reads) the posterior of the data as it is now, and returns two tables:

* ``parameters``: every calibrated scalar parameter (a posterior variable with
  1-D draws that vary, other than the non-centred ``*_z`` auxiliaries) -- mean
  and 90% interval before and after;
* ``scenarios``: for every bundled scenario (``data/scenarios/*.yaml``), the
  p50 and 90% interval of its headline quantities (:data:`HEADLINE`) before
  and after, same draws and seed on both sides.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

__all__ = ["HEADLINE", "parameter_table", "scenario_table", "what_moved", "format_moved"]

HEADLINE = ("time_to_train_days", "gpu_hours", "tco_usd", "total_tco2e")
SCENARIO_DRAWS = 2000


def _stats(x) -> tuple[float, float, float]:
    x = np.asarray(x, float).reshape(-1)
    x = x[np.isfinite(x)]
    if not x.size:
        return (float("nan"),) * 3
    return float(np.mean(x)), *(float(v) for v in np.quantile(x, [0.05, 0.95]))


def parameter_table(before, after) -> pd.DataFrame:
    """Mean and p05/p95 of every varying scalar parameter of either posterior."""
    # the non-centred auxiliaries (``*_z``) are not parameters anyone reads
    names = sorted(n for n in set(before.draws) | set(after.draws)
                   if not n.endswith("_z") and any(np.ndim(c.draws.get(n)) == 1 and np.nanstd(c.draws[n]) > 0
                          for c in (before, after) if n in c.draws))
    rows = []
    for n in names:
        b = _stats(before.draws[n]) if n in before.draws else (np.nan,) * 3
        a = _stats(after.draws[n]) if n in after.draws else (np.nan,) * 3
        rows.append({"parameter": n, "mean_before": b[0], "p05_before": b[1], "p95_before": b[2],
                     "mean_after": a[0], "p05_after": a[1], "p95_after": a[2],
                     "shift_in_sd90": (a[0] - b[0]) / ((b[2] - b[1]) / 3.29)
                     if b[2] > b[1] else np.nan})
    return pd.DataFrame(rows)


def _headline(path, cal, seed: int) -> dict:
    from lifecycle.feasibility import check_plan
    from lifecycle.params import estimate
    from lifecycle.scenario import load_scenario
    from lifecycle.sweep.auto import resolve_auto

    sc = load_scenario(path)
    check_plan(sc)
    sc, _ = resolve_auto(sc, seed=seed, cal=cal)
    est = estimate(sc, draws=SCENARIO_DRAWS, seed=seed, cal=cal)
    return {q: np.asarray(est.samples[q], float) for q in HEADLINE if q in est.samples}


def scenario_table(before, after, seed: int = 0) -> pd.DataFrame:
    """p50 and 90% interval of the headline quantities of every bundled scenario."""
    from lifecycle import paths

    rows = []
    for p in sorted(paths.scenarios_dir().glob("*.yaml")):
        hb, ha = _headline(p, before, seed), _headline(p, after, seed)
        for q in HEADLINE:
            if q not in hb:
                continue
            qb = np.nanquantile(hb[q], [0.05, 0.5, 0.95])
            qa = np.nanquantile(ha[q], [0.05, 0.5, 0.95])
            rows.append({"scenario": p.stem, "quantity": q,
                         "p50_before": qb[1], "p05_before": qb[0], "p95_before": qb[2],
                         "p50_after": qa[1], "p05_after": qa[0], "p95_after": qa[2],
                         "p50_change": qa[1] / qb[1] - 1.0})
    return pd.DataFrame(rows)


def what_moved(before, settings, *, progress=None, accept_diagnostics: bool = False,
               seed: int = 0) -> dict:
    """Fit the posterior of the current data and compare it with ``before``."""
    import time

    from lifecycle.bayes.calibrate import get_posterior
    from lifecycle.params import cal_name, require_diagnostics

    if progress:
        progress("recalibrating on the data with the new rows (NUTS; minutes)")
    t0 = time.perf_counter()
    after = get_posterior(settings=settings)
    t_fit = time.perf_counter() - t0
    after.diagnostics_accepted = require_diagnostics(after, accept_diagnostics)
    return {"before": cal_name(before), "after": cal_name(after), "fit_seconds": t_fit,
            "parameters": parameter_table(before, after),
            "scenarios": scenario_table(before, after, seed)}


def _g(x) -> str:
    return "" if not np.isfinite(x) else f"{x:.4g}"


def format_moved(m: dict) -> str:
    """Plain-text report of :func:`what_moved`."""
    lines = [f"posterior before {m['before']}, after {m['after']} (fit {m['fit_seconds']:.0f} s)",
             "", "parameters: mean [p05, p95] before -> after"]
    for r in m["parameters"].itertuples():
        lines.append(f"  {r.parameter:<28} {_g(r.mean_before)} [{_g(r.p05_before)}, "
                     f"{_g(r.p95_before)}] -> {_g(r.mean_after)} [{_g(r.p05_after)}, "
                     f"{_g(r.p95_after)}]")
    lines += ["", "bundled scenarios: p50 [p05, p95] before -> after"]
    for r in m["scenarios"].itertuples():
        lines.append(f"  {r.scenario:<24} {r.quantity:<20} {_g(r.p50_before)} "
                     f"[{_g(r.p05_before)}, {_g(r.p95_before)}] -> {_g(r.p50_after)} "
                     f"[{_g(r.p05_after)}, {_g(r.p95_after)}] ({r.p50_change:+.1%})")
    return "\n".join(lines)
