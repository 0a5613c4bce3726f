"""`lifecycle check` end to end through `python -m lifecycle` (exit codes, no tracebacks)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
BUNDLED = sorted((REPO / "data" / "scenarios").glob("*.yaml"))
WRONG = sorted((REPO / "tests" / "data" / "scenarios").glob("wrong_*.yaml"))


def _check(*paths) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "lifecycle", "check", *map(str, paths)],
                          capture_output=True, text=True, cwd=REPO, timeout=120)


@pytest.fixture(scope="module")
def bundled_run():
    return _check(*BUNDLED)


@pytest.fixture(scope="module")
def wrong_run():
    return _check(*WRONG)


def test_check_accepts_every_bundled_scenario(bundled_run):
    r = bundled_run
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert len(lines) == len(BUNDLED)
    assert r.stderr == ""
    llama = next(ln for ln in lines if "llama3-405b.yaml" in ln)
    assert "16384 x h100-sxm5-80gb" in llama and "plan tp8 pp16 dp128" in llama
    assert "15.6T tokens" in llama
    # 128 layer slots of the 405B shape -> 412B parameters (see the scenario's comment)
    assert "412.2B params dense" in llama
    ds = next(ln for ln in lines if "deepseek-v3.yaml" in ln)
    assert "256 experts top-8" in ds and "ep64" in ds


def test_check_reports_every_broken_file_and_exits_2(wrong_run):
    r = wrong_run
    assert r.returncode == 2
    assert r.stdout == ""
    assert "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert all(ln.startswith("error: ") for ln in lines)
    for path in WRONG:  # one or more lines for each file, each naming it
        assert any(ln.startswith(f"error: {path}: ") for ln in lines), path.name


def test_check_mixed_good_and_bad_files():
    r = _check(BUNDLED[0], WRONG[0])
    assert r.returncode == 2
    assert r.stdout.startswith(f"ok {BUNDLED[0]}")
    assert r.stderr.startswith(f"error: {WRONG[0]}")


def test_check_missing_file_and_no_args(tmp_path):
    r = _check(tmp_path / "nope.yaml")
    assert r.returncode == 2 and "no such file" in r.stderr and "Traceback" not in r.stderr
    r = _check()
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_estimate_rejects_broken_scenario_cleanly():
    # a later command reading scenarios gives the same clean error
    cmd = [sys.executable, "-m", "lifecycle", "estimate", str(WRONG[0]), "--draws", "2"]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO, timeout=300)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.startswith(f"error: {WRONG[0]}")
