"""Where the bundled data, priors and caches live.

The project keeps `data/` and `priors/` at the repository root (DESIGN.md
layout); the package is installed editable. `LIFECYCLE_DATA_DIR`,
`LIFECYCLE_PRIORS_DIR` and `LIFECYCLE_CACHE_DIR` override the defaults (tests
use them to point at modified copies).
"""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    return Path(os.environ.get("LIFECYCLE_DATA_DIR", REPO_ROOT / "data"))


def priors_dir() -> Path:
    return Path(os.environ.get("LIFECYCLE_PRIORS_DIR", REPO_ROOT / "priors"))


def cache_dir() -> Path:
    return Path(os.environ.get("LIFECYCLE_CACHE_DIR", REPO_ROOT / ".cache" / "lifecycle"))


def measurements_dir() -> Path:
    return data_dir() / "measurements"
