"""What drives the uncertainty of a scenario's estimate: Sobol indices over the
priors (or a rank-correlation stand-in when they are unstable)."""

from __future__ import annotations

import importlib.util

import pandas as pd

from lifecycle.analysis.results import rank_sensitivity

__all__ = ["SENS_OUTPUTS", "sensitivity_for", "unstable_sobol"]

SENS_OUTPUTS = ("tco_usd", "total_tco2e")


def _has(modname: str) -> bool:
    try:
        return importlib.util.find_spec(modname) is not None
    except ModuleNotFoundError:
        return False


def sensitivity_for(scenario, est, *, n: int = 256, seed: int = 0) -> tuple[pd.DataFrame, str]:
    """Sobol indices from :mod:`lifecycle.sweep.sensitivity` when it exists, else a
    clearly labelled rank-correlation sensitivity from the Monte Carlo draws.

    Returns the table and a note ("" when Sobol indices were used).
    """
    if _has("lifecycle.sweep.sensitivity"):
        from lifecycle.sweep import sensitivity as sens_mod

        if hasattr(sens_mod, "sobol"):
            df = sens_mod.sobol(scenario, list(SENS_OUTPUTS), n=n, seed=seed).copy()
            if "method" not in df.columns:
                df["method"] = f"Sobol indices (Saltelli, N={n})"
            bad = unstable_sobol(df)
            if bad is None:
                df["method"] = df["method"].astype(str) + " over the priors"
                return df, ""
            rank = rank_sensitivity(est.inputs, est.samples, SENS_OUTPUTS)
            return rank, (f"Sobol indices with N={n} were unstable for this scenario ({bad}; "
                          "a total index must lie in [0, 1]: the output is heavy-tailed). "
                          "Shown instead: Spearman rank correlation between each prior's draws "
                          "and the output, share = rho^2 normalised over inputs (a rough guide, "
                          "not a variance decomposition).")
    df = rank_sensitivity(est.inputs, est.samples, SENS_OUTPUTS)
    return df, ("Sobol indices (lifecycle.sweep.sensitivity) are not available yet; shown "
                "instead: Spearman rank correlation between each prior's draws and the output, "
                "share = rho^2 normalised over inputs (a rough guide, not a variance "
                "decomposition).")


def unstable_sobol(df: pd.DataFrame, *, st_max: float = 1.1, conf_max: float = 0.25):
    """None when the Sobol table is usable, else a short description of the worst row.

    Unusable: a total index above ``st_max`` (indices lie in [0, 1]; 10% slack for
    estimation noise) or a bootstrap half-width ``ST_conf`` above ``conf_max``.
    """
    conf = df["ST_conf"] if "ST_conf" in df.columns else pd.Series(0.0, index=df.index)
    bad = df[(df["ST"] > st_max) | (conf > conf_max)]
    if bad.empty:
        return None
    r = bad.loc[bad["ST"].idxmax()]
    extra = f" +/- {float(conf[r.name]):.2g}" if "ST_conf" in df.columns else ""
    return f"{r['input']}: ST = {float(r['ST']):.3g}{extra} for {r['output']}"
