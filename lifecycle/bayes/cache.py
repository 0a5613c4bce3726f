"""Calibration cache: one posterior per version of `data/`, `priors/` and the model code.

The key is the sha256 of the *contents* (not timestamps) of every file under
``lifecycle.paths.data_dir()`` (CSV tables and measurement files; scenarios
are excluded because they do not inform the calibration), of every
``priors/*.yaml``, of the source code that defines the model and its
likelihood (:data:`MODEL_SOURCES`), together with the sampler settings. Any
edit to a table, a prior or a model formula therefore yields a new key and the
next command recalibrates; the old posterior stays on disk under its own key.
Files live in ``lifecycle.paths.cache_dir() / "calibration" / "<key>.nc"``.

The package ships the posterior of its own data, priors and code under
``posterior/<key>.nc`` (:func:`shipped_path`; written by ``lifecycle calibrate --ship``):
:func:`find_posterior` looks there first, so a fresh install reports at once instead of
sampling for a quarter of an hour; any change to the inputs changes the key and falls back
to the cache, then to a fit.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from lifecycle.fileio import atomic_write, sha256_file  # noqa: F401 (atomic_write re-exported)
from lifecycle.paths import cache_dir, data_dir, priors_dir, shipped_posterior_dir

__all__ = ["file_hashes", "code_hash", "cache_key", "cache_path", "shipped_path", "find_posterior",
           "atomic_write", "MODEL_SOURCES"]

PACKAGE_DIR = Path(__file__).resolve().parent.parent

# CSV files of the data directory that do not inform the posterior (the prediction
# ledger records what it predicted; appending to it must not force a refit), and the
# microbenchmark tables: evidence for priors, which reach the posterior only through
# priors/*.yaml (hashed there), never read by the likelihood. Not
# collective_microbenchmarks.csv: since 2026-12-06 its rows with a fabric_id set the
# network bandwidth of calibration rows (lifecycle.hardware.measured_network_bw)
NOT_CALIBRATION_DATA = frozenset({"ledger.csv", "moe_microbenchmarks.csv", "gemm_microbenchmarks.csv",
                                  "grouped_gemm_microbenchmarks.csv", "host_microbenchmarks.csv",
                                  "attention_microbenchmarks.csv", "attention_published.csv",
                                  "power_measurements.csv"})

# Source files (relative to the package) whose code decides what the posterior is:
# the formulas, the PyMC model and likelihood rows, the chain from a scenario/table
# row to the formulas' inputs, the priors, the tables the likelihood reads and the
# publisher of each row (its random-effect group in both likelihoods).
MODEL_SOURCES = ("model/*.py", "bayes/*.py", "scenario/*.py", "forward.py", "stages.py", "inputs.py", "stacks.py",
                 "stack_sync.py",
                 "unpublished.py", "publishers.py", "hardware.py",
                 "ops.py", "priors.py", "tables.py", "dataschema.py", "datarules.py")


def _iter_files(root: Path, patterns: tuple[str, ...]):
    for pat in patterns:
        yield from sorted(p for p in root.glob(pat) if p.is_file())


def file_hashes(data: Path | None = None, priors: Path | None = None) -> dict[str, str]:
    """sha256 of every calibration input file, keyed by ``data/<rel>`` / ``priors/<rel>``."""
    data = Path(data or data_dir())
    priors = Path(priors or priors_dir())
    out = {}
    for p in _iter_files(data, ("*.csv", "measurements/*.csv")):
        if p.name in NOT_CALIBRATION_DATA:
            continue
        out[f"data/{p.relative_to(data).as_posix()}"] = sha256_file(p)
    for p in _iter_files(priors, ("*.yaml",)):
        out[f"priors/{p.relative_to(priors).as_posix()}"] = sha256_file(p)
    return out


def code_hash(package: Path | None = None) -> str:
    """sha256 over the model's source files (:data:`MODEL_SOURCES`), names and contents."""
    root = Path(package or PACKAGE_DIR)
    h = hashlib.sha256()
    for p in _iter_files(root, MODEL_SOURCES):
        h.update(p.relative_to(root).as_posix().encode() + b"\0")
        h.update(p.read_bytes() + b"\0")
    return h.hexdigest()


def cache_key(settings: dict | None = None, exclude_sources: tuple[str, ...] = (),
              package: Path | None = None) -> str:
    """Short hex key of data + priors + model code + sampler settings (+ left-out sources)."""
    payload = {"files": file_hashes(), "settings": settings or {},
               "exclude_sources": sorted(exclude_sources), "code": code_hash(package)}
    blob = json.dumps(payload, sort_keys=True, default=str).encode()
    return hashlib.sha256(blob).hexdigest()[:20]


def cache_path(key: str) -> Path:
    return cache_dir() / "calibration" / f"{key}.nc"


def shipped_path(key: str) -> Path:
    """Where the package's own posterior of ``key`` lives (it may not exist)."""
    return shipped_posterior_dir() / f"{key}.nc"


def find_posterior(key: str) -> Path | None:
    """The posterior file of ``key``: the shipped one, else the cached one, else None."""
    for p in (shipped_path(key), cache_path(key)):
        if p.is_file():
            return p
    return None
