"""Variance-based (Sobol) sensitivity of a scenario's outputs to its priors.

SALib does the statistics (Herman & Usher 2017, JOSS 2(9) 97): its Saltelli
design (:func:`SALib.sample.sobol.sample`, scrambled Sobol' sequence, ``n (k + 2)``
rows, no second-order terms) on the unit hypercube, mapped to each input
through its quantile function (:meth:`lifecycle.priors.Prior.ppf`); one
vectorised model call on all rows; :func:`SALib.analyze.sobol.analyze` for
first-order (Saltelli et al. 2010) and total (Jansen 1999) indices with
bootstrap 95% confidence half-widths (``S1_conf``, ``ST_conf``).

Saltelli, A. et al. (2010), Variance based sensitivity analysis of model
output, Comput. Phys. Commun. 181, 259-270.
"""

from __future__ import annotations

import numpy as np

__all__ = ["sobol_indices", "sobol", "scenario_inputs", "ishigami", "OUTPUTS",
           "sensitivity_figure", "sensitivity_figure_data"]

OUTPUTS = ("tco_usd", "total_tco2e", "time_to_train_days")
COLUMNS = ["input", "output", "S1", "S1_conf", "ST", "ST_conf"]


def ishigami(x, a: float = 7.0, b: float = 0.1):
    """Ishigami function on ``x`` of shape ``(n, 3)`` with inputs uniform on ``[-pi, pi]``.

    Analytic indices for a=7, b=0.1: S1 = (0.3139, 0.4424, 0), ST = (0.5576, 0.4424, 0.2437).
    """
    x = np.asarray(x, dtype=float)
    return np.sin(x[:, 0]) + a * np.sin(x[:, 1]) ** 2 + b * x[:, 2] ** 4 * np.sin(x[:, 0])


def sobol_indices(f, ppfs: dict, n: int = 4096, seed: int = 0, *, n_boot: int = 200):
    """First-order and total Sobol indices of ``f`` with respect to each input.

    Parameters
    ----------
    f : callable
        ``f(inputs) -> dict[output name, array (rows,)]`` (or one array, named
        ``"y"``), where ``inputs`` maps each input name to an array of rows.
    ppfs : dict
        Input name -> quantile function ``ppf(u)`` mapping uniforms to values.
    n : int
        Base sample size (rounded up to a power of 2); the model sees
        ``n (k + 2)`` rows.
    seed : int
        Seed of the scrambled Sobol' sequence and of SALib's bootstrap.
    n_boot : int
        Bootstrap resamples for the confidence half-widths.

    Returns
    -------
    pandas.DataFrame
        Columns input, output, S1, S1_conf, ST, ST_conf (one row per pair).
    """
    import pandas as pd
    from SALib.analyze import sobol as sobol_analyze
    from SALib.sample import sobol as sobol_sample

    names = list(ppfs)
    k = len(names)
    problem = {"num_vars": k, "names": names, "bounds": [[0.0, 1.0]] * k}
    n2 = 2 ** int(np.ceil(np.log2(max(int(n), 2))))  # Sobol' sequences want powers of 2
    u = sobol_sample.sample(problem, n2, calc_second_order=False, scramble=True, seed=seed)
    # keep every ppf finite and away from the last 0.01% of each tail, where a
    # lognormal failure rate or price reaches values no run has seen
    u = np.clip(u, 1e-4, 1.0 - 1e-4)
    x = {name: np.asarray(ppfs[name](u[:, j]), dtype=float) for j, name in enumerate(names)}
    y = f(x)
    if not isinstance(y, dict):
        y = {"y": y}
    rows = []
    for out, val in y.items():
        val = np.broadcast_to(np.asarray(val, dtype=float), (u.shape[0],)).copy()
        si = sobol_analyze.analyze(problem, val, calc_second_order=False, num_resamples=n_boot,
                                   seed=seed, print_to_console=False)
        for j, name in enumerate(names):
            rows.append({"input": name, "output": out, "S1": float(si["S1"][j]),
                         "S1_conf": float(si["S1_conf"][j]), "ST": float(si["ST"][j]),
                         "ST_conf": float(si["ST_conf"][j])})
    return pd.DataFrame(rows, columns=COLUMNS)


def scenario_inputs(scenario, priors: dict | None = None) -> dict:
    """The uncertain priors the forward chain of ``scenario`` reads, by name -> Prior.

    Every prior of :data:`lifecycle.forward.LIFECYCLE_PRIORS` and of the
    step-time efficiency names, after the scenario's overrides and fixed values,
    leaving out fixed ones and the GEMM-efficiency offsets of other accelerator
    families (they do not enter this scenario).
    """
    from lifecycle import forward, tables
    from lifecycle.mc import _source_file
    from lifecycle.model.steptime import EFF_NAMES, FAMILIES
    from lifecycle.priors import Prior, load_priors, with_overrides

    pri = priors if priors is not None else load_priors()
    pri = with_overrides(pri, getattr(scenario, "priors", None) or {}, _source_file(scenario))
    for name, value in forward.fixed_by_scenario(scenario).items():
        pri[name] = Prior(name, "fixed", {"value": value}, "", rationale="fixed by the scenario")
    fam = str(tables.accelerator(scenario.cluster.accelerator)["family"]).replace("-", "_")
    others = ({f"gemm_eff_offset_{f.replace('-', '_')}" for f in FAMILIES}
              - {f"gemm_eff_offset_{fam}"})
    used = (set(forward.LIFECYCLE_PRIORS) | set(EFF_NAMES)) - others
    if getattr(scenario.training, "precision", "bf16") != "fp8":
        used.discard("fp8_gemm_eff_ratio")
    return {k: pri[k] for k in sorted(used) if k in pri and pri[k].dist != "fixed"}


def sobol(scenario, outputs=OUTPUTS, n: int = 1024, seed: int = 0, *, priors: dict | None = None,
          n_boot: int = 200):
    """Sobol indices of ``log(outputs)`` of a scenario with respect to every prior it uses.

    On the log scale the indices share out the variance of each output's
    *relative* uncertainty (the forward chain is mostly multiplicative), and
    the heavy right tails of time and cost (goodput collapses when
    interruptions come faster than checkpoint + restart) do not let a
    handful of rows dominate the estimate.

    Each prior is sampled through its quantile function on the unit
    hypercube; priors not varied keep their fixed values (a draw at the median
    for :func:`scenario_inputs` leftovers is never needed: fixed priors are
    constants). Plans that do not fit in memory in some rows are still
    evaluated (the sensitivity is of the numbers, not of the feasibility check).

    Returns
    -------
    pandas.DataFrame
        input, output, S1, S1_conf, ST, ST_conf.
    """
    from lifecycle import forward
    from lifecycle.inputs import from_scenario
    from lifecycle.mc import prior_draws
    from lifecycle.model.steptime import step_time

    if getattr(scenario, "plan", None) is None:
        from lifecycle.sweep.auto import scenario_with_plan

        scenario = scenario_with_plan(scenario, seed=seed)
    varied = scenario_inputs(scenario, priors)
    base = prior_draws(scenario, 1, np.random.default_rng(seed), priors)
    base = {k: float(np.asarray(v).reshape(-1)[0]) for k, v in base.items()}
    w, plan, hw = from_scenario(scenario)
    consts = forward.constants(scenario)

    def f(x):
        d = {**base, **x}
        st = step_time(w, plan, hw, d)
        res = forward.evaluate(scenario, d, st=st, consts=consts)
        # indices of log(output): shares of the variance of its relative uncertainty;
        # robust to the heavy right tails of time and cost (goodput collapses when
        # interruptions come faster than checkpoint + restart)
        return {o: np.log(np.maximum(res[o], 1e-300)) for o in outputs}

    ppfs = {k: p.ppf for k, p in varied.items()}
    table = sobol_indices(f, ppfs, n=n, seed=seed, n_boot=n_boot)
    table["method"] = (f"Sobol indices of log(output) (SALib: Saltelli design, Jansen total "
                       f"index, N={2 ** int(np.ceil(np.log2(max(int(n), 2))))})")
    return table


def sensitivity_figure_data(table, *, output: str | None = None, top: int = 12):
    """Rows behind :func:`sensitivity_figure`: the ``top`` inputs by ST per output."""
    df = table if output is None else table[table["output"] == output]
    return (df.sort_values(["output", "ST"], ascending=[True, False])
              .groupby("output", sort=False).head(top).reset_index(drop=True))


def sensitivity_figure(table, *, outputs=None, top: int = 12, ax=None):
    """Horizontal bars of S1 and ST per input, one panel per output; returns the figure."""
    import matplotlib.pyplot as plt

    outs = list(outputs or dict.fromkeys(table["output"]))
    if ax is None:
        fig, axes = plt.subplots(1, len(outs), figsize=(4.2 * len(outs), 0.35 * top + 1.5),
                                 squeeze=False)
        axes = list(axes[0])
    else:
        axes = list(np.atleast_1d(ax))
        fig = axes[0].figure
    for a, out in zip(axes, outs):
        d = sensitivity_figure_data(table, output=out, top=top)[::-1]
        y = np.arange(len(d))
        a.barh(y + 0.2, d["ST"], height=0.4, xerr=d["ST_conf"], label="total (ST)", color="#4c72b0")
        a.barh(y - 0.2, d["S1"], height=0.4, xerr=d["S1_conf"], label="first order (S1)",
               color="#dd8452")
        a.set_yticks(y, d["input"], fontsize=8)
        a.set_xlim(left=min(0.0, float(np.nanmin(d["S1"])) if len(d) else 0.0))
        a.set_title(out)
        a.set_xlabel("Sobol index [share of variance of log output]")
    axes[0].legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    return fig
