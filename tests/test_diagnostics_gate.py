"""A posterior that fails its convergence checks is never used silently (issue 16 item 7).

The slow test fits a real, deliberately too short calibration (disclosures only,
2 chains of 30 draws: bulk ESS far below 400), stores it where commands look
for the posterior of the current data, and runs the CLI against it.
"""

import json

import pytest

from lifecycle import paths
from lifecycle.cli import main
from lifecycle.errors import LifecycleInputError
from lifecycle.params import require_diagnostics

SCENARIO = str(paths.data_dir() / "scenarios" / "gpt3-175b.yaml")
GOOD = {"rhat_max": 1.003, "ess_bulk_min": 900.0, "divergences": 0, "ok": True,
        "thresholds": {"rhat_max": 1.01, "ess_bulk_min": 400}}


@pytest.mark.parametrize("bad", [{"rhat_max": 1.02}, {"ess_bulk_min": 120.0},
                                 {"divergences": 3}])
def test_each_failed_check_stops_unless_accepted(bad):
    from lifecycle.bayes.calibrate import Calibration

    cal = Calibration(None, {}, {**GOOD, **bad, "ok": False}, "cache/abc.nc")
    with pytest.raises(LifecycleInputError) as e:
        require_diagnostics(cal)
    text = str(e.value)
    assert "cache/abc.nc" in text and "lifecycle calibrate --force" in text
    assert "--accept-diagnostics" in text
    key, value = next(iter(bad.items()))
    shown = {"rhat_max": "R-hat max 1.0200", "ess_bulk_min": "bulk ESS min 120",
             "divergences": "divergences 3"}[key]
    assert shown in text
    assert require_diagnostics(cal, accept=True) is True
    assert require_diagnostics(Calibration(None, {}, GOOD, "x.nc")) is False


def test_missing_diagnostics_record_is_a_failure():
    from lifecycle.bayes.calibrate import Calibration

    with pytest.raises(LifecycleInputError, match="no diagnostics recorded"):
        require_diagnostics(Calibration(None, {}, {}, "x.nc"))


@pytest.mark.slow
def test_commands_refuse_a_real_short_fit_and_flag_it_when_accepted(tmp_path, monkeypatch,
                                                                     capsys):
    from lifecycle.bayes.cache import cache_key
    from lifecycle.bayes.calibrate import DEFAULT_SETTINGS, Settings, calibrate

    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("LIFECYCLE_POSTERIOR_DIR", str(tmp_path / "shipped"))  # none shipped here
    short = Settings(draws=30, tune=30, chains=2, steptime=False)
    # stored under the key of the default settings: what every command looks up
    cal = calibrate(short, key=cache_key(DEFAULT_SETTINGS.as_dict(), ()))
    assert not cal.diagnostics["ok"] and cal.diagnostics["ess_bulk_min"] < 400
    capsys.readouterr()

    argv = ["estimate", SCENARIO, "--cached", "--json", "--draws", "200", "--quiet"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "failed its convergence checks" in err and "bulk ESS min" in err
    assert "lifecycle calibrate --force" in err and "Traceback" not in err

    assert main(argv + ["--accept-diagnostics"]) == 0
    out = capsys.readouterr()
    doc = json.loads(out.out)
    assert "--accept-diagnostics" in doc["provenance"]["diagnostics_accepted"]
    assert "WARNING" in out.err

    out_dir = tmp_path / "report"
    assert main(["report", SCENARIO, "--cached", "-o", str(out_dir), "--draws", "200",
                 "--quiet"]) == 2
    assert not out_dir.exists()
    # --no-lopo: this cache directory is empty, and the held-out refits are not what is tested
    assert main(["report", SCENARIO, "--cached", "--accept-diagnostics", "-o", str(out_dir),
                 "--draws", "200", "--no-lopo", "--quiet"]) == 0
    html = (out_dir / "report.html").read_text()
    assert '<p class="warning"><strong>WARNING:</strong>' in html and "#c00000" in html
    assert 'style="color:#c00000"' in (out_dir / "report.md").read_text()

    # `lifecycle calibrate` itself stops the same way when its fit fails the checks
    capsys.readouterr()
    assert main(["calibrate", "--no-steptime", "--draws", "30", "--tune", "30",
                 "--chains", "2"]) == 2
    err = capsys.readouterr().err
    assert "failed its convergence checks" in err and "--accept-diagnostics" in err
