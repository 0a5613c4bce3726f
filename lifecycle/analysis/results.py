"""The results object of a report and the pure statistics of draws it needs.

Nothing here estimates or reads files: :class:`ReportInputs` is filled by
:func:`lifecycle.analysis.collect.collect` and rendered by :mod:`lifecycle.report`;
:func:`prob_lower` and :func:`rank_sensitivity` work on plain dicts of 1-D
numpy arrays, so they are tested on hand-built draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from lifecycle.metrics import prob_lower  # noqa: F401 (the one implementation; re-exported)

__all__ = ["ReportInputs", "prob_lower", "rank_sensitivity"]


def _as1d(x) -> np.ndarray:
    return np.asarray(x, dtype=float).reshape(-1)


@dataclass
class ReportInputs:
    """Everything a report shows, already computed (data first, then rendered).

    Attributes
    ----------
    scenario_name : str
    provenance : dict
        package version, scenario hash, data-table hashes, seed, draws, date.
    samples : dict[str, numpy.ndarray]
        Quantity -> ``(N,)`` draws, in the units of ``units``.
    units : dict[str, str]
    inputs : dict[str, numpy.ndarray]
        Prior (or posterior) draws by parameter name, ``(N,)`` each.
    descriptions : dict[str, str]
        Quantity -> one-line description.
    sensitivity : pandas.DataFrame or None
        Columns input, output, S1, ST (Sobol) or rho (rank correlation), share,
        method.
    calibration : pandas.DataFrame or None
        Columns label, quantity, unit, reported, p05, p50, p95, basis.
    diagnostics : pandas.DataFrame or None
        Sampler diagnostics: columns check, value, threshold, ok.
    assumptions : pandas.DataFrame or None
        Columns kind (prior|data), name, value, unit, source.
    missing : dict[str, str]
        Section -> why it is "not available yet".
    measurements : pandas.DataFrame or None
        Step-time measurements, predicted versus measured (columns as
        ``calibration``).
    posterior_summary : pandas.DataFrame or None
        ArviZ summary of the calibration posterior (parameter, mean, sd,
        interval, ESS, R-hat).
    prior_posterior : pandas.DataFrame or None
        Each calibrated parameter's posterior against its prior, with a verdict
        (:func:`lifecycle.analysis.calibration.prior_posterior_table`).
    reality : pandas.DataFrame or None
        Published runs the scenario names (``reference:``), disclosed versus
        predicted (:func:`lifecycle.analysis.reality.reality_check`); None when
        the scenario names none.
    tornado : pandas.DataFrame or None
        Swings of the headline medians over the inputs of the estimate
        (:func:`lifecycle.analysis.tornado.tornado`).
    alternatives : pandas.DataFrame or None
        What-if rows (:func:`lifecycle.analysis.alternatives.alternatives`).
    trust : pandas.DataFrame or None
        Step-time accuracy by regime: in-sample, leave-one-publisher-out and the
        frozen validation table (:func:`lifecycle.analysis.trust.trust_table`).
    trust_note : str
        Which regimes the scenario falls in, and whether they are validated.
    ledger : pandas.DataFrame or None
        The track record of ``data/ledger.csv`` per record and quantity
        (:func:`lifecycle.ledger.summary`): disclosures predicted before the
        model learned from them.
    """

    scenario_name: str
    provenance: dict
    samples: dict
    units: dict
    inputs: dict = field(default_factory=dict)
    descriptions: dict = field(default_factory=dict)
    sensitivity: pd.DataFrame | None = None
    calibration: pd.DataFrame | None = None
    diagnostics: pd.DataFrame | None = None
    assumptions: pd.DataFrame | None = None
    missing: dict = field(default_factory=dict)
    measurements: pd.DataFrame | None = None
    posterior_summary: pd.DataFrame | None = None
    prior_posterior: pd.DataFrame | None = None
    reality: pd.DataFrame | None = None
    tornado: pd.DataFrame | None = None
    alternatives: pd.DataFrame | None = None
    trust: pd.DataFrame | None = None
    trust_note: str = ""
    ledger: pd.DataFrame | None = None



def _ranks(x: np.ndarray) -> np.ndarray:
    from scipy.stats import rankdata

    return rankdata(x, axis=0)


def rank_sensitivity(inputs: dict, samples: dict, outputs=("tco_usd", "total_tco2e")
                     ) -> pd.DataFrame:
    """Spearman rank correlation of each uncertain input with each output.

    A cheap stand-in for Sobol indices computed from the Monte Carlo draws
    themselves: ``rho`` is the rank correlation, ``share = rho**2 /
    sum(rho**2)`` over the inputs of that output (a rough split of variance for
    monotone, nearly additive models; not a Sobol index). Inputs with a
    constant draw (fixed by the scenario) are left out.

    Returns
    -------
    pandas.DataFrame
        Columns input, output, rho, share, method; sorted by output, then share
        descending.
    """
    names = [k for k, v in sorted(inputs.items())
             if np.ndim(v) == 1 and np.nanstd(np.asarray(v, dtype=float)) > 0]
    rows = []
    for out in outputs:
        if out not in samples:
            continue
        y = _as1d(samples[out])
        ok = np.isfinite(y)
        if not names or np.std(y[ok]) == 0:
            continue
        ry = _ranks(y[ok])
        ry = (ry - ry.mean()) / ry.std()
        rhos = []
        for n in names:
            rx = _ranks(_as1d(inputs[n])[ok])
            sd = rx.std()
            rhos.append(float(np.mean((rx - rx.mean()) / sd * ry)) if sd > 0 else 0.0)
        r2 = np.square(rhos)
        tot = r2.sum()
        for n, r, s in zip(names, rhos, r2, strict=True):
            rows.append((n, out, r, s / tot if tot > 0 else 0.0))
    df = pd.DataFrame(rows, columns=["input", "output", "rho", "share"])
    df["method"] = "spearman rank correlation of Monte Carlo draws"
    return df.sort_values(["output", "share"], ascending=[True, False], ignore_index=True)
