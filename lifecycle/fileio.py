"""Atomic file writes: a reader never sees a half-written output (rule 6)."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

__all__ = ["atomic_write", "sha256_file"]


def sha256_file(path) -> str:
    """Hex sha256 of a file's bytes (the one file hash of the project)."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def atomic_write(path, write) -> Path:
    """Call ``write(tmp_path)`` on a temporary file beside ``path``, then move it into place.

    The temporary file is removed if ``write`` raises; ``path`` is then untouched.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        write(Path(tmp))
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return path

