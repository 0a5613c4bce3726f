"""Prior, prior predictive and posterior predictive groups of a fitted calibration.

The calibration cache stores what NUTS returns (``posterior``, ``sample_stats``,
``observed_data``, ``constant_data``). For exploring the fit (ArviZ's
prior-vs-posterior and posterior predictive views) :func:`predictive_groups`
rebuilds the same model (:func:`lifecycle.bayes.model.build_model` with the
fit's settings) and samples

* ``prior`` and ``prior_predictive``: ``draws`` forward draws of the model;
* ``posterior_predictive``: every likelihood term at the posterior, thinned
  to about ``draws`` draws (chains kept).

They are written once per posterior beside it in the cache
(``<key>.predictive-<draws>.nc``) and read back afterwards. Observed values
are on the log scale of the likelihood (log GPU-hours, log tokens/s/GPU, ...).
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["predictive_groups", "GROUPS"]

GROUPS = ("prior", "prior_predictive", "posterior_predictive")


def _path(cal, draws: int) -> Path | None:
    """The companion file in the cache, named by the posterior's key (a shipped posterior's
    directory may not be writable)."""
    from lifecycle.bayes.cache import cache_path

    p = getattr(cal, "path", None)
    return cache_path(Path(str(p)).stem).with_suffix(f".predictive-{int(draws)}.nc") if p else None


def predictive_groups(cal, *, settings=None, draws: int = 400, seed: int = 0,
                      force: bool = False) -> dict:
    """``{"prior": Dataset, "prior_predictive": ..., "posterior_predictive": ...}``.

    Parameters
    ----------
    cal : lifecycle.bayes.calibrate.Calibration
        A fitted calibration (its cache path names the companion file).
    settings : lifecycle.bayes.calibrate.Settings, optional
        The fit's settings (``steptime`` decides the model); default: the defaults.
    draws : int
        Prior draws, and the posterior thinned to about this many [count].
    seed : int
        Seed of the forward sampling.
    force : bool
        Sample again even when the companion file exists.
    """
    import xarray as xr

    from lifecycle.bayes.cache import atomic_write
    from lifecycle.bayes.calibrate import DEFAULT_SETTINGS, refuse_if_forbidden

    path = _path(cal, draws)
    if path is not None and path.exists() and not force:
        refuse_if_forbidden(f"reading the calibration's predictive groups {path}")
        tree = xr.open_datatree(path, engine="h5netcdf").load()
        return {g: tree[g].to_dataset() for g in GROUPS if g in tree.children}
    refuse_if_forbidden("sampling the calibration's prior and posterior predictive")
    import pymc as pm

    from lifecycle.bayes.model import build_model

    s = settings or DEFAULT_SETTINGS
    info = getattr(cal, "info", {}) or {}
    model, _ = build_model(exclude_groups=tuple(info.get("excluded_groups", ())),
                           steptime=s.steptime,
                           exclude_steptime_groups=tuple(info.get("excluded_steptime_groups", ())))
    post = cal.tree["posterior"].to_dataset()
    n = int(post.sizes["chain"]) * int(post.sizes["draw"])
    step = max(1, n // max(1, int(draws)))
    thin = xr.DataTree.from_dict({"posterior": post.isel(draw=slice(None, None, step))})
    obs = [v.name for v in model.observed_RVs]
    with model:
        prior = pm.sample_prior_predictive(draws=int(draws), random_seed=int(seed))
        ppc = pm.sample_posterior_predictive(thin, var_names=obs, random_seed=int(seed),
                                             progressbar=False)
    out = {"prior": prior["prior"].to_dataset(),
           "prior_predictive": prior["prior_predictive"].to_dataset(),
           "posterior_predictive": ppc["posterior_predictive"].to_dataset()}
    if path is not None:
        tree = xr.DataTree.from_dict(out)
        tree.attrs["posterior"] = path.name.split(".")[0]
        atomic_write(path, lambda p: tree.to_netcdf(p, engine="h5netcdf"))
    return out
