"""Optional dependencies (extra `dask`) and a broken install (nutpie missing) give a clear
message, and pyproject declares every third-party package the code imports (issue 16 item 12)."""

import ast
import sys
import tomllib
from pathlib import Path

import pytest

from lifecycle.errors import LifecycleInputError

ROOT = Path(__file__).resolve().parent.parent
# import name -> distribution name, where they differ
DIST = {"yaml": "pyyaml", "SALib": "salib", "pydantic_core": "pydantic"}


def test_missing_distributed_is_a_clear_input_error(monkeypatch):
    from lifecycle.sweep.dask_backend import connect

    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed
    with pytest.raises(LifecycleInputError, match=r"lifecycle\[dask\]"):
        connect("tcp://127.0.0.1:1")


def test_missing_nutpie_is_a_clear_input_error(monkeypatch):
    from lifecycle.bayes.calibrate import Settings, _sample

    monkeypatch.setitem(sys.modules, "nutpie", None)
    for sampler in ("nutpie", "auto"):  # auto: nutpie for the model with the step-time block
        with pytest.raises(LifecycleInputError, match=r"nutpie.*not installed.*--sampler pymc"):
            _sample(None, Settings(sampler=sampler))


def test_auto_sampler_is_nutpie_with_the_steptime_block_and_pymc_without():
    from lifecycle.bayes.calibrate import Settings, resolved_sampler

    assert resolved_sampler(Settings()) == "nutpie"
    assert resolved_sampler(Settings(steptime=False)) == "pymc"
    assert resolved_sampler(Settings(sampler="nutpie", steptime=False)) == "nutpie"


def test_every_imported_package_is_declared():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    declared = {r.split(">")[0].split("<")[0].split("=")[0].split("[")[0].strip().lower()
                for r in meta["dependencies"]}
    optional = {r.split(">")[0].split("[")[0].strip().lower()
                for k in ("dask",) for r in meta["optional-dependencies"][k]}
    stdlib = set(sys.stdlib_module_names)
    seen = set()
    for f in (ROOT / "lifecycle").rglob("*.py"):
        for node in ast.walk(ast.parse(f.read_text())):
            if isinstance(node, ast.Import):
                seen |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                seen.add(node.module.split(".")[0])
    third = {DIST.get(m, m).lower() for m in seen - stdlib - {"lifecycle", "__future__"}}
    assert third - declared - optional == set()
    assert "distributed" in optional and "distributed" not in declared
    assert "nutpie" in declared  # the default sampler of the calibration
    assert isinstance(meta["license"], str)  # SPDX expression, not the deprecated table
