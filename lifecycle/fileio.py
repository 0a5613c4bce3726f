"""Atomic file and directory writes: a reader never sees a half-written output (rule 6)."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path

__all__ = ["atomic_write", "atomic_dir", "backup_path", "recover_dir", "sha256_file",
           "commit_files", "recover_files", "JOURNAL"]


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


#: name of the journal of :func:`commit_files` in the directory it writes
JOURNAL = ".lifecycle-commit.json"
_STAGE = ".lifecycle-stage."


def _fsync(path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def recover_files(root) -> str:
    """Finish or undo a :func:`commit_files` that was interrupted; returns what it did.

    A journal in ``root`` means the commit point was passed: every staged file
    it lists that is still there is renamed into place (roll forward), then the
    journal is removed. Staged files without a journal are from a commit that
    never reached its commit point: they are deleted (roll back). Either way
    the files of one commit are all old or all new.
    """
    root = Path(root)
    if not root.is_dir():
        return "none"
    journal = root / JOURNAL
    did = "none"
    if journal.is_file():
        try:
            moves = json.loads(journal.read_text())
        except (OSError, ValueError):
            moves = None  # a torn journal: it was never renamed into place, so not committed
        if moves is not None:
            for staged, final in moves:
                if (root / staged).exists():
                    os.replace(root / staged, root / final)
            did = "rolled forward"
        journal.unlink()
    for stale in list(root.glob(f"{_STAGE}*")) + list((root / "measurements").glob(f"{_STAGE}*")):
        stale.unlink()
        did = "rolled back" if did == "none" else did
    return did


def commit_files(root, contents: dict[str, bytes], _before_rename=None) -> None:
    """Replace several files under ``root`` at once: all of them or none.

    ``contents`` maps paths relative to ``root`` to their new bytes. Each is
    written to a staged file beside its target and fsynced; then the journal
    (the list of renames) is written atomically -- the commit point -- and the
    staged files are renamed into place, and the journal removed. A process
    killed before the journal exists leaves the old files (the next
    :func:`recover_files` deletes the staged ones); one killed after it leaves
    the journal, from which :func:`recover_files` completes the renames.
    ``_before_rename(i)`` is called before the i-th rename (tests use it to
    interrupt a commit half-way).
    """
    root = Path(root)
    recover_files(root)
    moves = []
    try:
        for rel, data in contents.items():
            final = root / rel
            final.parent.mkdir(parents=True, exist_ok=True)
            staged = final.parent / f"{_STAGE}{final.name}"
            staged.write_bytes(data)
            _fsync(staged)
            moves.append((staged.relative_to(root).as_posix(), rel))
        atomic_write(root / JOURNAL, lambda p: (p.write_text(json.dumps(moves)), _fsync(p)))
    except BaseException:
        recover_files(root)  # no journal yet: the staged files go, the targets are untouched
        raise
    try:
        for i, (staged, final) in enumerate(moves):
            if _before_rename is not None:
                _before_rename(i)
            os.replace(root / staged, root / final)
    finally:
        recover_files(root)  # past the commit point: finish the renames, remove the journal
