"""The posterior the package ships (posterior/<key>.nc): the fit of its own data, priors and
code, found before the cache, thinned, never a failing one (lifecycle.bayes.cache)."""

import json
import subprocess
import sys

import numpy as np
import pytest
import xarray as xr

from lifecycle import paths
from lifecycle.bayes import calibrate as cb
from lifecycle.bayes.cache import cache_key, cache_path, code_hash, file_hashes, find_posterior, shipped_path
from lifecycle.errors import LifecycleInputError

SHIP = "run `lifecycle calibrate --ship` after changing data/, priors/ or the model code"


def _current() -> str:
    return cache_key(cb.DEFAULT_SETTINGS.as_dict(), ())


def test_the_shipped_posterior_is_that_of_the_current_data_priors_and_code():
    # the key hashes data/, priors/, the model's source and the sampler settings: a stale
    # file means every fresh install samples for a quarter of an hour before its first answer
    files = sorted(p.name for p in paths.shipped_posterior_dir().glob("*.nc"))
    assert files == [f"{_current()}.nc"], SHIP
    # what each key change adds to the repository's history (the full fit is ~22 MB). 5 MB until
    # 2026-12-07: look 117's file is 5.03 MB (uncompressed float64; its per-publisher arrays grow with
    # the 67 publishers); 6 MB until ship() compresses, a change to lifecycle/bayes/ that the next
    # refit can carry (collections/2026-12-07-session51-leads.md item 5)
    assert shipped_path(_current()).stat().st_size < 6e6


@pytest.mark.slow
def test_the_shipped_posterior_records_a_passing_fit_of_these_inputs():
    cal = cb.load(shipped_path(_current()))
    a = cal.tree.attrs
    assert json.loads(a["data_hashes"]) == file_hashes(), SHIP
    assert a["code_hash"] == code_hash(), SHIP
    assert json.loads(a["settings"]) == cb.DEFAULT_SETTINGS.as_dict()
    assert cal.diagnostics["ok"] and cal.diagnostics["divergences"] == 0
    assert cal.diagnostics["rhat_max"] <= cb.RHAT_MAX and cal.diagnostics["ess_bulk_min"] >= cb.ESS_BULK_MIN
    thinned = json.loads(a["thinned"])
    assert thinned["draws_per_chain_fitted"] == cb.DEFAULT_SETTINGS.draws
    assert thinned["every"] == cb.DEFAULT_SETTINGS.draws // cb.SHIPPED_DRAWS_PER_CHAIN
    post = cal.tree["posterior"]
    assert post.sizes["chain"] == cb.DEFAULT_SETTINGS.chains
    assert post.sizes["draw"] == cb.SHIPPED_DRAWS_PER_CHAIN
    assert len(cal.draws["gemm_eff_logit_mean"]) == cb.DEFAULT_SETTINGS.chains * cb.SHIPPED_DRAWS_PER_CHAIN


@pytest.mark.slow
def test_a_short_real_fit_of_the_full_model_lands_inside_the_shipped_posterior():
    """The production path (nutpie on the model with the step-time block) run briefly from
    scratch: every scalar parameter's median over 2 x 40 draws after 100 tuning steps falls
    inside the shipped posterior's central 95%. Measured 2026-11-29 on key 318de066, seeds 1
    and 2: the medians sat at the shipped posterior's quantiles 0.25-0.74 (69 parameters; R-hat
    of the short chains up to 1.72, so nothing is asserted on their diagnostics). A posterior
    of other inputs, or a model that no longer samples, lands outside. It also stands for the
    check that the full model's log density and gradient are finite (NUTS evaluates both at
    every leapfrog step, a non-finite one is a divergence): that separate test compiled the
    model a second time, ~130 s of a fresh clone's suite."""
    short = cb.calibrate(cb.Settings(draws=40, tune=100, chains=2, seed=1), save=False)
    assert short.tree.attrs["sampler"] == "nutpie" and short.diagnostics["divergences"] == 0
    shipped = cb.load(shipped_path(_current())).draws
    checked, outside = 0, []
    for name, d in short.draws.items():
        d, ref = np.asarray(d), np.asarray(shipped[name])
        if d.ndim != 1 or float(np.std(ref)) == 0.0:
            continue  # vectors (per publisher, family) and fixed priors
        assert np.all(np.isfinite(d)), name
        q = float(np.mean(ref < np.median(d)))
        checked += 1
        if not 0.025 <= q <= 0.975:
            outside.append(f"{name} at quantile {q:.3f}")
    assert checked >= 60 and not outside, outside


def test_find_posterior_looks_in_the_shipped_directory_then_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("LIFECYCLE_POSTERIOR_DIR", str(tmp_path / "shipped"))
    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path / "cache"))
    assert find_posterior("k") is None
    cached = cache_path("k")
    cached.parent.mkdir(parents=True)
    cached.write_bytes(b"")
    assert find_posterior("k") == cached
    shipped = shipped_path("k")
    shipped.parent.mkdir(parents=True)
    shipped.write_bytes(b"")
    assert find_posterior("k") == shipped == tmp_path / "shipped" / "k.nc"
    assert find_posterior("other") is None


def _tree(chains=4, draws=2000):
    """A DataTree in the calibration's layout (values are draw indices, to follow the thinning)."""
    idx = np.broadcast_to(np.arange(draws, dtype=float), (chains, draws))
    post = xr.Dataset({"a": (("chain", "draw"), idx.copy()),
                       "b": (("chain", "draw", "family"), np.repeat(idx[..., None], 3, axis=2))},
                      coords={"chain": np.arange(chains), "draw": np.arange(draws)})
    stats = xr.Dataset({"diverging": (("chain", "draw"), np.zeros((chains, draws), bool))},
                       coords={"chain": np.arange(chains), "draw": np.arange(draws)})
    obs = xr.Dataset({"obs": ("obs_dim_0", np.arange(5.0))})
    tree = xr.DataTree.from_dict({"posterior": post, "sample_stats": stats, "observed_data": obs})
    tree.attrs["code_hash"] = "h"
    return tree


def test_thin_keeps_every_kth_draw_of_each_chain_and_says_so():
    out = cb.thin(_tree(), 250)
    assert out["posterior"].sizes["draw"] == out["sample_stats"].sizes["draw"] == 250
    a = out["posterior"]["a"].values
    assert np.array_equal(a[0], np.arange(7, 2000, 8)) and np.array_equal(a[3], a[0])
    assert out["posterior"]["b"].shape == (4, 250, 3)
    assert out["observed_data"]["obs"].size == 5  # groups without draws are kept whole
    assert out.attrs["code_hash"] == "h"
    assert json.loads(out.attrs["thinned"]) == {"draws_per_chain_fitted": 2000, "every": 8,
                                                "draws_per_chain_kept": 250}
    assert cb.thin(_tree(draws=100), 250)["posterior"].sizes["draw"] == 100  # never fewer than asked
    # 2,400 draws (no multiple of 250): every 9th, the last 250 strides, the first 150 draws dropped
    odd = cb.thin(_tree(draws=2400), 250)
    assert np.array_equal(odd["posterior"]["a"].values[0], np.arange(158, 2400, 9))
    assert json.loads(odd.attrs["thinned"])["draws_per_chain_kept"] == 250
    # thinning again composes: the record still counts from the fit
    again = cb.thin(out, 125)
    assert np.array_equal(again["posterior"]["a"].values[0], np.arange(15, 2000, 16))
    assert json.loads(again.attrs["thinned"]) == {"draws_per_chain_fitted": 2000, "every": 16,
                                                  "draws_per_chain_kept": 125}


def test_ship_writes_the_thinned_posterior_and_refuses_a_failing_one(tmp_path, monkeypatch):
    monkeypatch.setenv("LIFECYCLE_POSTERIOR_DIR", str(tmp_path))
    (tmp_path / "stale.nc").write_bytes(b"")
    bad = cb.Calibration(_tree(), {}, {"ok": False})
    with pytest.raises(LifecycleInputError, match="not shipped"):
        cb.ship(bad, "k")
    assert (tmp_path / "stale.nc").exists()  # nothing touched on refusal
    path = cb.ship(cb.Calibration(_tree(), {}, {"ok": True}), "k")
    assert path == tmp_path / "k.nc" and sorted(p.name for p in tmp_path.iterdir()) == ["k.nc"]
    back = xr.open_datatree(path, engine="h5netcdf").load()
    assert back["posterior"].sizes["draw"] == 250 and "thinned" in back.attrs


@pytest.mark.slow
def test_calibrate_ship_leaves_a_current_shipped_posterior_as_it_is(capsys):
    from lifecycle.cli import main

    path = shipped_path(_current())
    before = path.read_bytes()
    assert main(["calibrate", "--ship"]) == 0  # reads the shipped file, fits nothing
    assert "already this version's; unchanged" in capsys.readouterr().out
    assert path.read_bytes() == before


def test_calibrate_ships_only_the_default_settings():
    r = subprocess.run([sys.executable, "-m", "lifecycle", "calibrate", "--ship", "--draws", "10"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "--ship" in r.stderr and "default settings" in r.stderr
