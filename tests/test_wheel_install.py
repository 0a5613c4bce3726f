"""A built wheel works outside the repository (issue 16 item 11).

Builds the wheel from a copy of the source tree, installs it with ``--no-deps``
into a fresh virtual environment that reuses this environment's third-party
packages (a ``.pth`` line, so nothing is downloaded), and runs the commands
from an empty directory with no LIFECYCLE_* variables: the bundled data,
priors and example scenarios must come from the installed package.
"""

import json
import os
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "lifecycle", "data", "priors",
           "posterior")


def _run(cmd, cwd, env, timeout=600):
    r = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert r.returncode == 0, f"{cmd}\nstdout:\n{r.stdout[-3000:]}\nstderr:\n{r.stderr[-3000:]}"
    return r


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    src.mkdir()
    for name in SOURCES:
        p = ROOT / name
        if p.is_dir():
            shutil.copytree(p, src / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(p, src / name)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("LIFECYCLE_", "PYTHON", "VIRTUAL_ENV"))}
    env.update(PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1", HOME=str(tmp / "home"),
               XDG_CACHE_HOME=str(tmp / "xdg-cache"), MPLBACKEND="Agg",
               # PyTensor's compiled C modules are a cache keyed by their code: reuse the
               # suite's (the Makefile sets it outside $HOME) instead of recompiling the
               # model for minutes; a fresh directory only where none is set
               PYTENSOR_FLAGS=os.environ.get("PYTENSOR_FLAGS")
               or f"base_compiledir={tmp / 'pytensor'}")
    dist = tmp / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
          "-w", str(dist), str(src)], tmp, env)
    (wheel,) = dist.glob("lifecycle-*.whl")
    venv = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], tmp, env)
    py = venv / "bin" / "python"
    purelib = _run([str(py), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                   tmp, env).stdout.strip()
    # this environment's third-party packages, appended after the venv's own site-packages
    # (a plain path line: the editable install's finder in there is not activated)
    Path(purelib, "_reuse_test_env.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    _run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", "-q",
          str(wheel)], tmp, env)
    work = tmp / "empty"
    work.mkdir()
    return venv / "bin", work, env, Path(purelib)


def test_installed_package_is_the_wheel_not_the_checkout(installed):
    bin_, work, env, purelib = installed
    r = _run([str(bin_ / "python"), "-c", "import lifecycle, lifecycle.paths as p; "
              "print(lifecycle.__file__); print(p.data_dir()); print(p.priors_dir()); "
              "print(p.cache_dir())"], work, env)
    mod, data, priors, cache = r.stdout.split()
    assert Path(mod).is_relative_to(purelib)
    assert Path(data) == purelib / "lifecycle" / "_bundled" / "data"
    assert (Path(data) / "accelerators.csv").is_file() and (Path(data) / "scenarios").is_dir()
    assert (Path(priors) / "steptime.yaml").is_file()
    # the shipped posterior travels in the wheel and the installed package finds it under the
    # checkout's key (the same data, priors and model code hash the same outside a checkout)
    r = _run([str(bin_ / "python"), "-c", "from lifecycle.bayes.cache import cache_key, find_posterior; "
              "from lifecycle.bayes.calibrate import DEFAULT_SETTINGS as D; "
              "print(find_posterior(cache_key(D.as_dict(), ())))"], work, env)
    (shipped,) = (ROOT / "posterior").glob("*.nc")
    assert Path(r.stdout.strip()) == purelib / "lifecycle" / "_bundled" / "posterior" / shipped.name
    assert Path(cache) == Path(env["XDG_CACHE_HOME"]) / "lifecycle"


def test_data_check_from_an_empty_directory(installed):
    bin_, work, env, _ = installed
    r = _run([str(bin_ / "lifecycle"), "data", "check"], work, env)
    assert r.stdout.startswith("data OK:") and "_bundled" in r.stdout


def test_estimate_a_bundled_example(installed):
    bin_, work, env, _ = installed
    r = _run([str(bin_ / "lifecycle"), "estimate", "gpt3-175b", "--prior", "--json",
              "--draws", "200"], work, env)
    out = json.loads(r.stdout)
    assert out["scenario"] == "gpt3-175b"
    assert out["quantities"]["time_to_train_days"]["p50"] > 0
    assert "_bundled" in out["provenance"].get("scenario_file", "_bundled")
    assert sorted(p.name for p in work.iterdir()) == []  # wrote nothing where it ran


def test_report_of_a_bundled_example(installed):
    bin_, work, env, _ = installed
    # --no-lopo: the wheel's own cache directory is empty, and the held-out refits are
    # tested elsewhere (tests/test_report_answer.py)
    _run([str(bin_ / "lifecycle"), "report", "gpt3-175b", "-o", "out", "--prior", "--draws",
          "200", "--no-lopo", "--quiet"], work, env)
    assert {"report.md", "report.html", "summary.csv", "posterior.nc"} <= {
        p.name for p in (work / "out").iterdir()}
    assert "leave-one-publisher-out left out (report --no-lopo)" in (work / "out" / "report.md").read_text()


def test_user_data_directory_overlays_the_wheel(installed, tmp_path):
    """A partial --data-dir is laid over the wheel's bundled tables; data add never writes
    the bundle (issue 18 item 3)."""
    bin_, work, env, purelib = installed
    bundled = purelib / "lifecycle" / "_bundled" / "data"
    ov = tmp_path / "mine"
    ov.mkdir()
    lines = (bundled / "grid.csv").read_text().splitlines()
    first = lines[1].split(",")
    first[0] = "my-contract"
    (ov / "grid.csv").write_text(lines[0] + "\n" + ",".join(first) + "\n")
    r = _run([str(bin_ / "lifecycle"), "--data-dir", str(ov), "data", "check"], work, env)
    assert "overlay" in r.stdout and "data-overlay" in r.stdout
    r = _run([str(bin_ / "python"), "-c", "from lifecycle import tables; "
              "print(tables.region('my-contract')['gco2e_per_kwh'])"], work,
             {**env, "LIFECYCLE_DATA_DIR": str(ov)})
    assert float(r.stdout) == float(first[lines[0].split(",").index("gco2e_per_kwh")])
    before = sorted(p.name for p in bundled.iterdir())
    r = subprocess.run([str(bin_ / "lifecycle"), "data", "add", str(ov / "grid.csv")],
                       cwd=work, env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 2 and "read-only" in r.stderr
    assert sorted(p.name for p in bundled.iterdir()) == before
