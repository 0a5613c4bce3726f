"""What would change the answer: variance shares and a tornado over the estimate's draws.

Both work on the distribution the headline comes from (the posterior
predictive when a calibration is used: calibrated parameters from the
posterior, the rest from their priors), not on the priors alone.

* **Variance share** of input ``X`` in output ``Y``: the first-order index
  ``Var(E[Y | X]) / Var(Y)`` estimated from the draws themselves (given-data
  estimator: ``X`` split into ``bins`` equal-count bins, ``E[Y | X]`` the bin
  means), with the bias of a non-influential input, ``(bins - 1) / (N - 1)``,
  removed and the result clipped at 0. Shares of dependent or interacting
  inputs need not sum to 1.
* **Tornado**: for each of the ``top`` inputs with the largest share, the
  median of ``Y`` when that input is held at its 5th, then its 95th percentile
  while every other input keeps its draws (two forward evaluations per input).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

__all__ = ["TORNADO_OUTPUTS", "variance_shares", "tornado_rows", "tornado"]

TORNADO_OUTPUTS = ("time_to_train_days", "tco_usd", "total_tco2e")


def _varying(inputs: dict) -> list[str]:
    out = []
    for k, v in sorted(inputs.items()):
        a = np.asarray(v, dtype=float)
        if a.ndim == 1 and a.size > 1 and np.nanstd(a) > 0:
            out.append(k)
    return out


def variance_shares(inputs: dict, samples: dict, outputs=TORNADO_OUTPUTS,
                    bins: int = 20) -> pd.DataFrame:
    """First-order variance share of every varying input in every output (see module doc).

    Returns columns input, output, share; sorted by output, then share descending.
    """
    rows = []
    for out in outputs:
        if out not in samples:
            continue
        y = np.asarray(samples[out], dtype=float).reshape(-1)
        ok = np.isfinite(y)
        n = int(ok.sum())
        vy = float(np.var(y[ok])) if n > 1 else 0.0
        for name in _varying(inputs):
            if vy <= 0:
                rows.append((name, out, 0.0))
                continue
            x = np.asarray(inputs[name], dtype=float)[ok]
            order = np.argsort(x, kind="stable")
            parts = np.array_split(order, min(bins, n))
            means = np.array([y[ok][p].mean() for p in parts])
            sizes = np.array([len(p) for p in parts])
            s = float(np.sum(sizes * (means - y[ok].mean()) ** 2) / n / vy)
            b = (len(parts) - 1) / (n - 1)
            rows.append((name, out, max(0.0, (s - b) / (1 - b))))
    df = pd.DataFrame(rows, columns=["input", "output", "share"])
    return df.sort_values(["output", "share"], ascending=[True, False], ignore_index=True)


# inputs that change only whether the plan fits in memory, not its time, cost or emissions: a
# share they get is sampling noise, and held at a tail one can make the plan not fit at all (the
# report gives the probability that it fits instead)
FIT_ONLY = ("memory_ood_z", "memory_discrepancy", "mem_frag_factor", "mem_reserve_gib",
            "logit_bytes", "sigma_memory_publisher")


def tornado_rows(evaluate, inputs: dict, samples: dict, shares: pd.DataFrame, *,
                 outputs=TORNADO_OUTPUTS, top: int = 6, calibrated=()) -> pd.DataFrame:
    """Tornado table from a forward function ``evaluate(inputs) -> samples``.

    The ``top`` inputs by their largest share over ``outputs`` (not :data:`FIT_ONLY`) are each
    held at their 5th and 95th percentile in turn. Returns columns output, input, kind
    (calibrated | prior), share, low_value, high_value, base_p50, p50_at_low,
    p50_at_high, swing (|p50_at_high - p50_at_low|); sorted by output, then
    swing descending.
    """
    best = (shares[shares["output"].isin(outputs) & ~shares["input"].isin(FIT_ONLY)]
            .groupby("input")["share"].max().sort_values(ascending=False))
    names = [k for k in best.index[:top] if best[k] > 0]
    rows = []
    for name in names:
        x = np.asarray(inputs[name], dtype=float)
        lo, hi = (float(v) for v in np.quantile(x, [0.05, 0.95]))
        at = {}
        for tag, v in (("low", lo), ("high", hi)):
            res = evaluate({**inputs, name: np.full_like(x, v)})
            at[tag] = {q: float(np.nanmedian(np.asarray(res[q], dtype=float))) for q in outputs
                       if q in res}
        for q in outputs:
            if q not in samples or q not in at["low"]:
                continue
            sh = shares[(shares["input"] == name) & (shares["output"] == q)]["share"]
            rows.append((q, name, "calibrated" if name in set(calibrated) else "prior",
                         float(sh.iloc[0]) if len(sh) else np.nan, lo, hi,
                         float(np.nanmedian(np.asarray(samples[q], dtype=float))),
                         at["low"][q], at["high"][q], abs(at["high"][q] - at["low"][q])))
    df = pd.DataFrame(rows, columns=["output", "input", "kind", "share", "low_value",
                                     "high_value", "base_p50", "p50_at_low", "p50_at_high",
                                     "swing"])
    return df.sort_values(["output", "swing"], ascending=[True, False], ignore_index=True)


def tornado(scenario, est, *, top: int = 6) -> pd.DataFrame:
    """:func:`tornado_rows` of an estimate through :func:`lifecycle.forward.evaluate`."""
    from lifecycle import forward

    shares = variance_shares(est.inputs, est.samples)
    cal = est.provenance.get("calibrated_parameters") or ()
    return tornado_rows(lambda d: forward.evaluate(scenario, d), est.inputs, est.samples,
                        shares, top=top, calibrated=cal)
