"""Plan fields a measured run did not publish, chosen so that the plan fits in memory.

A measurement row is a run that happened, so its plan fitted on its accelerators. Where
the row leaves a field empty that decides memory, :func:`fit_to_memory` picks, at the
memory priors' medians (``mem_frag_factor``, ``mem_reserve_gib``):

* ``zero_stage``: 0 where the plan fits, else the least optimizer sharding with which it
  does (3 where none does);
* ``micro_batch`` of a stack that runs a device's whole batch in one pass by default (JAX/XLA,
  :data:`lifecycle.stacks.NO_ACCUMULATION_FRAMEWORKS`): that batch where it fits, else the
  largest divisor of it that fits (the run accumulated gradients), else 1.

Every change is said in the row's notes. Orchestration: it reads the priors.
"""

from __future__ import annotations

import numpy as np

from lifecycle.model.memory import memory_gib
from lifecycle.ops import select_rows

__all__ = ["fit_to_memory"]


def _fits(w, plan, hw, eff, rows, **override) -> np.ndarray:
    """``fits`` of ``rows`` with plan fields overridden (arrays over ``rows``)."""
    p = {**select_rows(plan, rows), **override}
    with np.errstate(all="ignore"):
        return np.asarray(memory_gib(select_rows(w, rows), p, select_rows(hw, rows), eff)["fits"],
                          bool)


def fit_to_memory(w, plan, hw, notes, zero_unpublished, whole_batch) -> None:
    """Set unpublished ``zero_stage`` and whole-batch ``micro_batch`` in place (see module).

    ``zero_unpublished``, ``whole_batch``: boolean arrays over the rows (``whole_batch``:
    ``micro_batch`` was empty and set to the per-device batch); ``notes``: one list per row.
    """
    from lifecycle.priors import load_priors

    ok = ~np.isnan(hw["hbm_gb"])
    if not np.any((zero_unpublished | whole_batch) & ok):
        return
    pri = load_priors()
    eff = {k: pri[k].median() for k in ("mem_frag_factor", "mem_reserve_gib", "logit_bytes")}
    rows = np.flatnonzero(zero_unpublished & ok & (plan["dp"] * plan["cp"] > 1))
    if rows.size:
        start, chosen = plan["zero_stage"][rows].copy(), np.full(rows.size, np.nan)
        for stage in (0.0, 1.0, 2.0, 3.0):
            z = np.maximum(start, stage)
            chosen = np.where(np.isnan(chosen) & _fits(w, plan, hw, eff, rows, zero_stage=z), z, chosen)
        for i, z in zip(rows, np.where(np.isnan(chosen), 3.0, chosen), strict=True):
            if z != plan["zero_stage"][i]:
                plan["zero_stage"][i] = z
                notes[i].append(f"zero_stage not published: {z:.0f}, the least sharding with which it fits")
    for i in np.flatnonzero(whole_batch & ok):
        per_device = int(plan["micro_batch"][i])
        for mb in [d for d in range(per_device, 0, -1) if per_device % d == 0]:
            if mb == 1 or _fits(w, plan, hw, eff, np.array([i]), micro_batch=np.array([float(mb)]))[0]:
                break
        if mb != per_device:
            plan["micro_batch"][i] = float(mb)
            notes[i].append(f"the whole per-device batch ({per_device}) does not fit: micro_batch {mb}, "
                            "the largest divisor that does (gradient accumulation)")
