"""The fast set's guard: with LIFECYCLE_NO_CALIBRATE=1 every fit and every read of a
calibration posterior raises (tests/conftest.py sets it under ``-m "not slow"``)."""

import pytest

from lifecycle.bayes import calibrate as cb


def test_guard_raises_on_fit_and_read(monkeypatch, tmp_path):
    monkeypatch.setenv(cb.NO_CALIBRATE_ENV, "1")
    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path))  # nothing cached here
    monkeypatch.setenv("LIFECYCLE_POSTERIOR_DIR", str(tmp_path))  # nor shipped
    from lifecycle.params import calibration

    with pytest.raises(cb.CalibrationForbidden, match="LIFECYCLE_NO_CALIBRATE=1 forbids sampling"):
        calibration("auto")  # would fit: nothing is cached
    with pytest.raises(cb.CalibrationForbidden, match="forbids reading"):
        cb.load(tmp_path / "any.nc")
    with pytest.raises(cb.CalibrationForbidden):
        cb.calibrate(cb.Settings(draws=10, tune=10, chains=1, steptime=False), save=False)
    assert calibration("prior") is None  # the priors need no posterior


def test_guard_is_off_unless_set(monkeypatch):
    for v in ("", "0"):
        monkeypatch.setenv(cb.NO_CALIBRATE_ENV, v)
        cb.refuse_if_forbidden("x")  # does not raise
    monkeypatch.delenv(cb.NO_CALIBRATE_ENV)
    cb.refuse_if_forbidden("x")


def test_fast_run_sets_the_guard(request):
    # under -m "not slow" conftest sets the guard for the whole session
    import os

    if "not slow" not in (request.config.option.markexpr or ""):
        pytest.skip("checks the fast set's wiring; this run includes slow tests")
    assert os.environ.get(cb.NO_CALIBRATE_ENV) == "1"
