"""Calibration cache: one posterior per version of `data/` and `priors/`.

The key is the sha256 of the *contents* (not timestamps) of every file under
``lifecycle.paths.data_dir()`` (CSV tables and measurement files; scenarios
are excluded because they do not inform the calibration) and of every
``priors/*.yaml``, together with the sampler settings. Any edit to a table or
a prior therefore yields a new key and the next command recalibrates; the old
posterior stays on disk under its own key. Files live in
``lifecycle.paths.cache_dir() / "calibration" / "<key>.nc"``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from lifecycle.fileio import atomic_write  # noqa: F401 (re-exported)
from lifecycle.paths import cache_dir, data_dir, priors_dir

__all__ = ["file_hashes", "cache_key", "cache_path", "atomic_write"]


def _iter_files(root: Path, patterns: tuple[str, ...]):
    for pat in patterns:
        yield from sorted(p for p in root.glob(pat) if p.is_file())


def file_hashes(data: Path | None = None, priors: Path | None = None) -> dict[str, str]:
    """sha256 of every calibration input file, keyed by ``data/<rel>`` / ``priors/<rel>``."""
    data = Path(data or data_dir())
    priors = Path(priors or priors_dir())
    out = {}
    for p in _iter_files(data, ("*.csv", "measurements/*.csv")):
        out[f"data/{p.relative_to(data).as_posix()}"] = hashlib.sha256(p.read_bytes()).hexdigest()
    for p in _iter_files(priors, ("*.yaml",)):
        out[f"priors/{p.relative_to(priors).as_posix()}"] = hashlib.sha256(
            p.read_bytes()).hexdigest()
    return out


def cache_key(settings: dict | None = None, exclude_sources: tuple[str, ...] = ()) -> str:
    """Short hex key of data + priors contents + sampler settings (+ left-out sources)."""
    payload = {"files": file_hashes(), "settings": settings or {},
               "exclude_sources": sorted(exclude_sources), "model_version": MODEL_VERSION}
    blob = json.dumps(payload, sort_keys=True, default=str).encode()
    return hashlib.sha256(blob).hexdigest()[:20]


# bump when lifecycle/bayes/model.py changes what it computes
MODEL_VERSION = 6


def cache_path(key: str) -> Path:
    return cache_dir() / "calibration" / f"{key}.nc"
