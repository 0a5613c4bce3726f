"""Reality check: a scenario's published counterparts, disclosed versus predicted.

A scenario may name the published runs it corresponds to (``reference:``, ids
of ``data/disclosures.csv``). For each disclosed quantity the check gives two
predictions with their central 90% interval:

* **this scenario**: the report's own estimate of the matching quantity
  (GPU-hours, days, facility energy, operational CO2e location-based, TCO);
* **disclosure model**: the calibration's posterior (or prior) predictive for
  the disclosure row from its pre-training facts and in its own accounting
  convention (:func:`lifecycle.bayes.predict.predict_disclosures`: energy
  scope, emissions basis, PUE and grid stated by the source).

The two differ where the scenario's conventions differ from the source's (a
model card counting GPU x TDP x hours without PUE, say); the ``convention``
column says which the source uses. Rows of ``data/disclosures.csv`` informed
the calibration, so the disclosure-model column is in-sample.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

__all__ = ["MATCH", "reality_check", "reality_rows"]

#: disclosure column -> (label, unit, scenario quantity, disclosure-model quantity or None)
MATCH = {
    "gpu_hours": ("GPU-hours", "GPU-h", "gpu_hours", "gpu_hours"),
    "wall_clock_days": ("time to train", "days", "time_to_train_days", "wall_clock_days"),
    "energy_mwh": ("energy", "MWh", "energy_mwh", "energy_mwh"),
    "tco2e_location": ("operational CO2e (location-based)", "tCO2e", "opem_tco2e",
                       "tco2e_location"),
    "cost_usd": ("cost", "USD", "tco_usd", None),
}

_SCOPE = {"facility_incl_pue": "facility energy incl. PUE",
          "accelerator_dynamic": "accelerator (GPU) energy only, no PUE",
          "none": "no energy disclosed"}


def _q(x) -> tuple[float, float, float]:
    x = np.asarray(x, dtype=float).reshape(-1)
    x = x[np.isfinite(x)]
    return tuple(float(v) for v in np.quantile(x, [0.05, 0.5, 0.95])) if x.size else (np.nan,) * 3


def _convention(row: pd.Series) -> str:
    parts = []
    es = str(row.get("energy_scope", "") or "")
    if es and es != "nan":
        parts.append("energy scope: " + _SCOPE.get(es, es))
    eb = str(row.get("emissions_basis", "") or "")
    if eb and eb != "nan":
        parts.append("emissions basis: " + eb.replace("_", " "))
    for k in ("scope", "value_type", "cost_basis"):
        v = row.get(k)
        if isinstance(v, str) and v:
            parts.append(f"{k.replace('_', ' ')}: {v}")
    return "; ".join(parts)


def reality_rows(disclosures: pd.DataFrame, predicted: pd.DataFrame | None,
                 samples: dict) -> pd.DataFrame:
    """One row per disclosed quantity of each disclosure (pure: no I/O, no sampling).

    Parameters
    ----------
    disclosures : DataFrame
        Rows of ``data/disclosures.csv``.
    predicted : DataFrame or None
        :func:`~lifecycle.bayes.predict.predict_disclosures` of those rows
        (same order), or None.
    samples : dict
        The scenario's draws (quantity -> array).

    Returns
    -------
    DataFrame
        disclosure, quantity, label, unit, disclosed, p05, p50, p95, inside
        (this scenario's 90% interval holds the disclosed value), model_p05,
        model_p50, model_p95, model_inside, convention.
    """
    rows = []
    for i in range(len(disclosures)):
        r = disclosures.iloc[i]
        for col, (label, unit, sq, mq) in MATCH.items():
            rep = pd.to_numeric(pd.Series([r.get(col)]), errors="coerce").iloc[0]
            if not np.isfinite(rep):
                continue
            lo, mid, hi = _q(samples[sq]) if sq in samples else (np.nan,) * 3
            if mq is not None and predicted is not None:
                m = predicted.iloc[i]
                mlo, mmid, mhi = (float(m[f"pred_{mq}_{p}"]) for p in ("p05", "p50", "p95"))
            else:
                mlo = mmid = mhi = np.nan
            rows.append((str(r["id"]), col, label, unit, float(rep), lo, mid, hi,
                         bool(lo <= rep <= hi), mlo, mmid, mhi,
                         bool(mlo <= rep <= mhi) if np.isfinite(mlo) else None,
                         _convention(r)))
    return pd.DataFrame(rows, columns=["disclosure", "quantity", "label", "unit", "disclosed",
                                       "p05", "p50", "p95", "inside", "model_p05", "model_p50",
                                       "model_p95", "model_inside", "convention"])


def reality_check(scenario, est, cal=None, *, n: int = 2000, seed: int = 0) -> pd.DataFrame:
    """:func:`reality_rows` for the disclosures ``scenario.reference`` names."""
    from lifecycle import tables
    from lifecycle.bayes.predict import predict_disclosures

    ids = list(getattr(scenario, "reference", None) or [])
    df = tables.load("disclosures")
    df = df.set_index(df["id"].astype(str)).loc[ids].reset_index(drop=True)
    pred = predict_disclosures(df, cal.draws if cal is not None else None, n=n, seed=seed)
    return reality_rows(df, pred, est.samples)
