"""Alternatives: the same job elsewhere, computed in the same run (what if).

Three kinds of alternative, each estimated with the scenario's seed, draw count
and parameter source, so draw ``k`` of every alternative shares the inputs of
draw ``k`` of the scenario wherever the input is the same prior (paired draws,
:func:`lifecycle.mc.prior_draws`):

* **accelerator**: the same job (model, tokens, batch, GPU count, site) on
  another accelerator, with the fastest plan that fits in memory there
  (:func:`lifecycle.sweep.auto.choose_plan`); by default three accelerators of
  ``data/accelerators.csv`` with a list price, of other families, one per
  vendor, each the closest in dense peak at the run's precision to the
  scenario's (log ratio);
* **region**: the same run in another grid region; by default the regions of
  lowest, median and highest grid intensity in ``data/grid.csv``;
* **ownership**: owned instead of rented or the reverse (the break-even rent
  of the owned cluster is the own TCO per GPU-hour).

The scenario's ``alternatives:`` key overrides the choice (empty list: none).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from lifecycle.analysis.results import prob_lower

__all__ = ["WHAT_IF_QUANTITIES", "what_if_rows", "default_accelerators", "default_regions",
           "alternatives"]

WHAT_IF_QUANTITIES = ("time_to_train_days", "tco_usd", "total_tco2e")


def what_if_rows(base: dict, alts: list, quantities=WHAT_IF_QUANTITIES) -> pd.DataFrame:
    """Medians, intervals and P(lower than the scenario) of each alternative (pure).

    Parameters
    ----------
    base : dict
        The scenario's draws (quantity -> array of N).
    alts : list of (kind, label, note, samples or None)
        ``samples`` None: the alternative could not be estimated (``note`` says why).

    Returns
    -------
    DataFrame
        kind, alternative, note, quantity, p05, p50, p95, p_lower (share of
        paired draws where the alternative is below the scenario, ties one half).
    """
    rows = []
    for kind, label, note, s in alts:
        for q in quantities:
            if s is None or q not in s or q not in base:
                rows.append((kind, label, note, q, np.nan, np.nan, np.nan, np.nan))
                continue
            x = np.asarray(s[q], dtype=float).reshape(-1)
            lo, mid, hi = np.quantile(x[np.isfinite(x)], [0.05, 0.5, 0.95])
            p = prob_lower({"alt": {q: x}, "base": {q: base[q]}}, q).loc["alt", "base"]
            rows.append((kind, label, note, q, float(lo), float(mid), float(hi), float(p)))
    return pd.DataFrame(rows, columns=["kind", "alternative", "note", "quantity", "p05", "p50",
                                       "p95", "p_lower"])


def default_accelerators(scenario, k: int = 3) -> list[str]:
    """``k`` priced accelerators of other families, one per vendor, each the closest in
    dense peak (at the run's precision) to the scenario's own."""
    from lifecycle import tables

    acc = tables.load("accelerators")
    col = {"fp8": "peak_fp8_tflops"}.get(scenario.training.precision, "peak_bf16_tflops")
    own = acc[acc["accelerator_id"] == scenario.cluster.accelerator].iloc[0]
    peak0 = float(pd.to_numeric(pd.Series([own[col]]), errors="coerce").iloc[0])
    cand = acc[(acc["family"] != own["family"])
               & pd.to_numeric(acc[col], errors="coerce").gt(0)
               & pd.to_numeric(acc["price_usd"], errors="coerce").gt(0)].copy()
    cand["d"] = np.abs(np.log(pd.to_numeric(cand[col]) / peak0))
    cand = cand.sort_values(["d", "accelerator_id"]).drop_duplicates("vendor")
    return cand["accelerator_id"].head(k).tolist()


def default_regions(scenario) -> list[str]:
    """Regions of lowest, median and highest grid intensity (not the scenario's own)."""
    from lifecycle import tables

    g = tables.load("grid")
    g = g[g["region_id"] != scenario.site.region].sort_values(["gco2e_per_kwh", "region_id"])
    if g.empty:
        return []
    picks = [g.iloc[0], g.iloc[len(g) // 2], g.iloc[-1]]
    return list(dict.fromkeys(str(r["region_id"]) for r in picks))


def _ownership_variant(scenario):
    mode = "rent" if scenario.lifecycle.mode == "own" else "own"
    return scenario.model_copy(update={"lifecycle": scenario.lifecycle.model_copy(
        update={"mode": mode})}), mode


def _estimate(sc, *, draws, seed, cal):
    from lifecycle.params import estimate

    return estimate(sc, draws=draws, seed=seed, cal=cal).samples


def _accelerator_alt(scenario, a, *, draws, seed, cal):
    from lifecycle.errors import LifecycleInputError
    from lifecycle.params import calibrated_params
    from lifecycle.sweep.auto import choose_plan
    from lifecycle.sweep.runner import variant

    try:
        sc = variant(scenario, accelerator=a)
        plan, _ = choose_plan(sc, seed, draws=64, max_plans=64,
                              param_source=calibrated_params(cal) or None)
        sc = variant(sc, plan=plan)
        note = ("fastest plan: tp {tp}, pp {pp}, dp {dp}, cp {cp}, ep {ep}, micro-batch "
                "{micro_batch}, ZeRO {zero_stage}, recompute {recompute}").format(**plan)
        return note, _estimate(sc, draws=draws, seed=seed, cal=cal)
    except LifecycleInputError as e:
        return "; ".join(p.message for p in e.problems)[:200], None


def _ownership_alt(scenario, est, *, draws, seed, cal):
    """(kind, label, note, samples) of the other of own/rent, with the break-even rent."""
    from lifecycle.errors import LifecycleInputError
    from lifecycle.hwconst import cloud_price

    sc, mode = _ownership_variant(scenario)
    try:
        s = _estimate(sc, draws=draws, seed=seed, cal=cal)
    except LifecycleInputError as e:
        return ("ownership", "rented" if mode == "rent" else "owned",
                "; ".join(p.message for p in e.problems)[:200], None)
    own = s if mode == "own" else est.samples
    notes = []
    if mode == "rent":
        price = sc.lifecycle.rent_usd_per_gpu_hour or cloud_price(sc.cluster.accelerator)
        notes.append(f"rent ${price:.3g}/GPU-h")
    be = own.get("breakeven_rent_usd_per_gpu_hour")
    if be is not None:
        notes.append(f"break-even rent ${np.nanmedian(np.asarray(be, float)):.3g}/GPU-h "
                     "(median): renting is cheaper below it")
    return ("ownership", "rented" if mode == "rent" else "owned", "; ".join(notes), s)


def alternatives(scenario, est, cal=None, *, draws: int, seed: int,
                 progress=None) -> pd.DataFrame:
    """:func:`what_if_rows` of the scenario's alternatives (see module doc)."""
    from lifecycle import tables
    from lifecycle.sweep.runner import variant

    progress = progress or (lambda m: None)
    spec = scenario.alternatives
    accs = default_accelerators(scenario) if spec.accelerators is None else spec.accelerators
    regs = default_regions(scenario) if spec.regions is None else spec.regions
    alts = []
    for a in accs:
        progress(f"  alternative accelerator {a}: fastest feasible plan")
        note, s = _accelerator_alt(scenario, a, draws=draws, seed=seed, cal=cal)
        alts.append(("accelerator", str(tables.accelerator(a).get("name", a)), note, s))
    for r in regs:
        row = tables.region(r)
        alts.append(("region", f"{row.get('name', r)}", f"grid {float(row.get('gco2e_per_kwh')):g} "
                     "gCO2e/kWh (location-based)",
                     _estimate(variant(scenario, region=r), draws=draws, seed=seed, cal=cal)))
    if spec.ownership:
        alts.append(_ownership_alt(scenario, est, draws=draws, seed=seed, cal=cal))
    return what_if_rows(est.samples, alts)
