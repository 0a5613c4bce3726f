"""The objects the public API (:mod:`lifecycle.api`) returns.

* :class:`Scenario` - a validated scenario that remembers the document it was
  read from, so :meth:`Scenario.with_overrides` can change priors and fields
  and validate again;
* :class:`EstimateResult` - the draws of every quantity of one estimate, with
  units and provenance: :meth:`~EstimateResult.summary` (tidy table, the one
  summary helper :func:`lifecycle.metrics.summary_table`),
  :attr:`~EstimateResult.draws` (DataFrame) and
  :meth:`~EstimateResult.to_datatree` (xarray / ArviZ DataTree);
* :class:`SweepResult` - the sweep table and its Pareto front.

These classes are part of the stable API; the modules they wrap are not.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

__all__ = ["Scenario", "EstimateResult", "SweepResult"]


def _merge(base: dict, upd: dict) -> dict:
    """Deep merge of mappings (``upd`` wins; a mapping merges into a mapping)."""
    out = dict(base)
    for k, v in upd.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


class Scenario:
    """A validated scenario (``schema_version: 1``).

    Create one with :func:`lifecycle.load_scenario`. Sections are read through
    attributes (``scenario.cluster.count``, ``scenario.plan.tp``, ...) exactly
    as in the YAML file; ``scenario.spec`` is the validated internal object.

    Attributes
    ----------
    name : str
        The scenario's name (file stem unless ``name:`` is given).
    source_file : str
        The file it was read from, or ``"<dict>"``.
    """

    def __init__(self, doc: dict, file: str = "<dict>", base_dir: Path | None = None):
        from lifecycle.scenario import scenario_from_dict

        default = Path(file).stem if file != "<dict>" else "scenario"
        self._doc = copy.deepcopy(doc)
        self._file = file
        self._base_dir = base_dir
        self.spec = scenario_from_dict(self._doc, file, base_dir=base_dir, default_name=default)

    @property
    def name(self) -> str:
        return str(self.spec.name)

    @property
    def source_file(self) -> str:
        return self._file

    def __getattr__(self, item):  # sections: model, training, plan, cluster, site, ...
        if item.startswith("_") or item == "spec":
            raise AttributeError(item)
        return getattr(self.spec, item)

    def __repr__(self) -> str:
        c = self.spec.cluster
        return f"<lifecycle.Scenario {self.name!r}: {c.count} x {c.accelerator}>"

    def to_dict(self) -> dict:
        """The scenario with every default and derived value filled in (JSON types)."""
        return self.spec.resolved_dict()

    def with_overrides(self, fields: dict | None = None, *, priors: dict | None = None,
                       name: str | None = None) -> Scenario:
        """A new scenario with some fields and priors changed, validated again.

        Parameters
        ----------
        fields : dict, optional
            Dotted key -> value (``{"cluster.count": 2048, "site.region": "us-ca"}``)
            or nested sections (``{"cluster": {"count": 2048}}``), merged into the
            document the scenario was read from.
        priors : dict, optional
            Prior name -> override spec, as under ``priors:`` in a scenario file
            (e.g. ``{"utilisation": {"dist": "beta", "lower": 0.85, "upper": 0.95,
            "mass": 0.9}}``); merged with the scenario's own overrides.
        name : str, optional
            Name of the new scenario (default: unchanged).

        Raises
        ------
        LifecycleInputError
            One problem per broken key, as for a scenario file.
        """
        doc = copy.deepcopy(self._doc)
        for key, value in (fields or {}).items():
            if isinstance(value, dict) and "." not in key:
                doc = _merge(doc, {key: value})
                continue
            node = doc
            parts = key.split(".")
            for p in parts[:-1]:
                node = node.setdefault(p, {})
            node[parts[-1]] = copy.deepcopy(value)
        if priors:
            doc["priors"] = _merge(doc.get("priors") or {}, priors)
        if name is not None:
            doc["name"] = name
        elif "name" not in doc:
            doc["name"] = self.name
        return Scenario(doc, self._file, self._base_dir)


def _attr(v):
    return v if isinstance(v, (str, int, float)) else json.dumps(v, default=str, sort_keys=True)


@dataclass
class EstimateResult:
    """Draws of every quantity of one estimate (see :func:`lifecycle.estimate`).

    Attributes
    ----------
    scenario : Scenario
        The scenario estimated (with the plan chosen for ``plan: auto``).
    samples : dict[str, numpy.ndarray]
        Quantity name -> ``(draws,)`` array, in the unit of ``units``.
    units : dict[str, str]
        Quantity name -> unit (``days``, ``USD``, ``tCO2e``, ...).
    provenance : dict
        Package version, scenario hash, data-table hashes, seed, draws, date and
        ``param_source`` (``priors`` or ``calibration posterior <key>``).
    inputs : dict[str, numpy.ndarray]
        The parameter draws behind them, by prior name (units in ``lifecycle priors``).
    """

    scenario: Scenario
    samples: dict
    units: dict
    provenance: dict
    inputs: dict = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.scenario.name

    @property
    def draws(self) -> pd.DataFrame:
        """Every quantity as a column, one row per draw (units in :attr:`units`)."""
        return pd.DataFrame({k: np.asarray(v, dtype=float).reshape(-1)
                             for k, v in self.samples.items()})

    @property
    def parameters(self) -> pd.DataFrame:
        """The parameter draws (1-D inputs) as columns, one row per draw."""
        return pd.DataFrame({k: np.asarray(v, dtype=float).reshape(-1)
                             for k, v in self.inputs.items() if np.ndim(v) == 1})

    def summary(self, quantities=None) -> pd.DataFrame:
        """Tidy table: quantity, unit, mean, sd, p05, p50, p95 (one row per quantity).

        Parameters
        ----------
        quantities : list of str, optional
            Only these quantities, in this order (default: all).

        Returns
        -------
        pandas.DataFrame
            Statistics of the finite draws (:func:`lifecycle.metrics.summary_table`);
            ``p05``-``p95`` is the central 90% interval, in the row's unit.
        """
        from lifecycle.metrics import summary_table

        s = self.samples if quantities is None else {q: self.samples[q] for q in quantities}
        return summary_table(s, self.units)

    def to_datatree(self):
        """The draws as an xarray ``DataTree`` that ArviZ 1 reads.

        Groups: ``posterior`` (every quantity, dims ``chain`` (1) x ``draw``, each
        variable's ``units`` and ``description`` in its attributes) and
        ``parameters`` (the parameter draws behind them). The tree's attributes
        hold the provenance (also as one JSON string, ``provenance``), the
        scenario name and the parameter source. Whether the draws come from the
        calibration posterior or the priors is ``attrs["param_source"]``: the
        group is named ``posterior`` because ArviZ looks there.
        """
        import xarray as xr

        from lifecycle.quantities import QUANTITIES

        def ds(d: dict, units: dict, desc: dict) -> xr.Dataset:
            out = {}
            for k, v in d.items():
                a = np.asarray(v, dtype=float).reshape(1, -1)
                attrs = {"units": units.get(k, "")}
                if desc.get(k):
                    attrs["description"] = desc[k]
                out[k] = xr.DataArray(a, dims=("chain", "draw"), attrs=attrs)
            n = len(next(iter(d.values()))) if d else 0
            return xr.Dataset(out, coords={"chain": [0], "draw": np.arange(n)})

        desc = {k: v[1] for k, v in QUANTITIES.items()}
        params = {k: v for k, v in self.inputs.items() if np.ndim(v) == 1}
        punits = _prior_units(params)
        tree = xr.DataTree.from_dict({"posterior": ds(self.samples, self.units, desc),
                                      "parameters": ds(params, punits, {})})
        tree.attrs.update({k: _attr(v) for k, v in self.provenance.items()})
        tree.attrs["provenance"] = json.dumps(self.provenance, default=str, sort_keys=True)
        tree.attrs["scenario_name"] = self.name
        return tree

    def estimate(self):
        """The internal :class:`lifecycle.mc.Estimate` (for the report layer)."""
        from lifecycle.mc import Estimate

        return Estimate(self.name, self.provenance, self.samples, self.units, self.inputs)


def _prior_units(params: dict) -> dict:
    from lifecycle.priors import load_priors

    pri = load_priors()
    return {k: (pri[k].unit if k in pri else "") for k in params}


@dataclass
class SweepResult:
    """A sweep over plans, accelerators, counts and regions (:func:`lifecycle.sweep`).

    Attributes
    ----------
    table : pandas.DataFrame
        One row per plan that fits in memory: configuration, plan columns,
        ``fit_prob``, p05/p50/p95 of ``time_to_train_days`` [days], ``tco_usd``
        [USD], ``total_tco2e`` [tCO2e], ``tcdp_tco2e_days`` [tCO2e x days].
    pareto : pandas.DataFrame
        Rows of ``table`` not dominated in (time, cost, CO2e) at the median, with
        ``p_best_time``, ``p_best_cost``, ``p_best_carbon`` [probability]: the
        share of draws in which the plan is the best of all feasible plans.
    counts, timings : dict
        Plans enumerated / evaluated / feasible / on the front; seconds.
    provenance : dict
        Version, seed, draws, parameter source.
    """

    table: pd.DataFrame
    pareto: pd.DataFrame
    counts: dict
    timings: dict
    provenance: dict
