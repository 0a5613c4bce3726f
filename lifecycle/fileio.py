"""Atomic file and directory writes: a reader never sees a half-written output (rule 6)."""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import tempfile
from pathlib import Path

__all__ = ["atomic_write", "atomic_dir", "backup_path", "recover_dir", "sha256_file"]


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


def backup_path(dest) -> Path:
    """Where :func:`atomic_dir` keeps the previous ``dest`` while it swaps in the new one."""
    dest = Path(dest)
    return dest.parent / f".{dest.name}.previous"


def recover_dir(dest) -> None:
    """Finish or undo a swap that was interrupted between its two renames.

    A backup beside a missing ``dest`` is the previous directory whose
    replacement never arrived: it is renamed back. A backup beside an existing
    ``dest`` is a previous directory the swap did not get to delete: it is
    deleted. Temporary directories of a killed run (``.<name>.tmp-*``) are
    removed too (two runs writing the same directory at once are not supported).
    """
    dest, old = Path(dest), backup_path(dest)
    for stale in dest.parent.glob(f".{dest.name}.tmp-*"):
        shutil.rmtree(stale, ignore_errors=True)
    if not old.exists():
        return
    if dest.exists():
        shutil.rmtree(old, ignore_errors=True)
    else:
        os.replace(old, dest)


@contextlib.contextmanager
def atomic_dir(dest):
    """Yield a fresh temporary directory that replaces ``dest`` on success.

    On success the old ``dest`` (if any) is renamed to :func:`backup_path`,
    the temporary directory renamed to ``dest`` and the backup removed. An
    exception (KeyboardInterrupt included) removes the temporary directory and
    puts the previous ``dest`` back if it had already been moved aside; a
    process killed between the two renames leaves the backup, which the next
    call (:func:`recover_dir`) restores before it starts.
    """
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    recover_dir(dest)
    old = backup_path(dest)
    tmp = Path(tempfile.mkdtemp(prefix=f".{dest.name}.tmp-", dir=dest.parent))
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o777 & ~umask)  # mkdtemp makes it 0700; a report is meant to be shared
    try:
        yield tmp
        if dest.exists():
            os.replace(dest, old)
        os.replace(tmp, dest)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        recover_dir(dest)
        raise
    shutil.rmtree(old, ignore_errors=True)
