"""Calibration cache keys follow the contents of data/ and priors/."""

import re
import shutil

from lifecycle import paths


def test_cache_key_changes_when_a_table_changes(tmp_path, monkeypatch):
    from lifecycle.bayes.cache import cache_key, cache_path, file_hashes

    data = tmp_path / "data"
    shutil.copytree(paths.data_dir(), data, ignore=shutil.ignore_patterns("scenarios"))
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(data))
    monkeypatch.setenv("LIFECYCLE_CACHE_DIR", str(tmp_path / "cache"))
    k0 = cache_key({"draws": 10})
    assert cache_key({"draws": 10}) == k0  # deterministic
    assert "data/disclosures.csv" in file_hashes()
    assert any(k.startswith("data/measurements/") for k in file_hashes())
    assert any(k.startswith("priors/") for k in file_hashes())

    with open(data / "disclosures.csv", "a") as f:  # append one (synthetic) row
        f.write("synthetic,Synthetic,dense,7,,,,1,a100-sxm4-80gb,,100000,,400,,,,,,,,,,"
                "pretraining,synthetic,none,reported,\"test\",\n")
    k1 = cache_key({"draws": 10})
    assert k1 != k0
    (data / "measurements" / "steptime_measurements.csv").write_text("row_id\n")
    assert cache_key({"draws": 10}) not in (k0, k1)
    # sampler settings and left-out sources are part of the key too
    assert cache_key({"draws": 11}) != cache_key({"draws": 10})
    assert cache_key({"draws": 10}, ("A",)) != cache_key({"draws": 10})
    assert cache_path(k1).parent == tmp_path / "cache" / "calibration"


def test_cache_key_changes_when_a_prior_changes(tmp_path, monkeypatch):
    from lifecycle.bayes.cache import cache_key

    pri = tmp_path / "priors"
    shutil.copytree(paths.priors_dir(), pri)
    monkeypatch.setenv("LIFECYCLE_PRIORS_DIR", str(pri))
    k0 = cache_key()
    p = pri / "calibration.yaml"
    text = p.read_text()
    changed = re.sub(r"upper: ([0-9.]+)", lambda m: f"upper: {float(m.group(1)) * 1.1:g}", text,
                     count=1)
    assert changed != text  # a prior's bound really changed
    p.write_text(changed)
    assert cache_key() != k0


def test_atomic_write_leaves_no_temp_file(tmp_path):
    from lifecycle.bayes.cache import atomic_write

    out = atomic_write(tmp_path / "x" / "a.txt", lambda p: p.write_text("ok"))
    assert out.read_text() == "ok"
    assert [q.name for q in out.parent.iterdir()] == ["a.txt"]


def test_cache_key_changes_when_model_code_changes(tmp_path):
    """Editing a model formula (or the likelihood) invalidates the cached posterior."""
    from lifecycle.bayes.cache import PACKAGE_DIR, cache_key, code_hash

    pkg = tmp_path / "lifecycle"
    shutil.copytree(PACKAGE_DIR, pkg, ignore=shutil.ignore_patterns("__pycache__"))
    assert code_hash(pkg) == code_hash() and cache_key(package=pkg) == cache_key()
    keys = {cache_key(package=pkg)}
    for rel in ("model/steptime.py", "bayes/rows.py", "forward.py"):
        f = pkg / rel
        f.write_text(f.read_text() + "\n# edited\n")
        keys.add(cache_key(package=pkg))
    assert len(keys) == 4  # every edit gave a new key
    # a file outside the model (the CLI) does not
    before = cache_key(package=pkg)
    (pkg / "cli.py").write_text((pkg / "cli.py").read_text() + "\n# edited\n")
    assert cache_key(package=pkg) == before


def test_every_module_the_calibration_imports_is_in_the_key():
    """A module the calibration runs (model, likelihood rows, inputs, stacks, hardware lookup)
    re-keys the posterior when its code changes: each is matched by MODEL_SOURCES, except the
    few that decide where and how files are written, not what the numbers are. The imports are
    read in a fresh interpreter (other tests import the rest of the package)."""
    import fnmatch
    import subprocess
    import sys
    from pathlib import Path

    from lifecycle.bayes.cache import MODEL_SOURCES, PACKAGE_DIR

    code = ("import sys, lifecycle.bayes.calibrate, lifecycle.inputs\n"
            "print('\\n'.join(m.__file__ for n, m in list(sys.modules.items())"
            " if n.startswith('lifecycle') and getattr(m, '__file__', None)))")
    files = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert len(files) > 20
    not_numbers = {"__init__.py", "errors.py", "fileio.py", "paths.py"}
    uncovered = sorted(rel for f in files
                       if (rel := str(Path(f).resolve().relative_to(PACKAGE_DIR))) not in not_numbers
                       and not any(fnmatch.fnmatch(rel, g) for g in MODEL_SOURCES))
    assert uncovered == []
