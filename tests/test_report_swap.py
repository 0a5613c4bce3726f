"""The report directory swap never loses the previous report (issue 16 item 9)."""

import os
import subprocess
import sys
import textwrap

import pytest

from lifecycle.fileio import atomic_dir, backup_path

# A child process that writes a new report and is SIGKILLed right after the first
# rename of the swap (old report moved aside, new one not yet in place): the worst
# moment for an interruption, with no chance to run any clean-up code.
KILLED_BETWEEN_RENAMES = textwrap.dedent("""
    import os, signal, sys
    from lifecycle import fileio
    real = os.replace
    calls = []
    def replace(a, b):
        real(a, b)
        calls.append((a, b))
        if len(calls) == 1:
            os.kill(os.getpid(), signal.SIGKILL)
    fileio.os.replace = replace
    with fileio.atomic_dir(sys.argv[1]) as tmp:
        (tmp / "report.md").write_text("new")
""")


def _old_report(dest):
    dest.mkdir()
    (dest / "report.md").write_text("old")


def test_kill_between_the_two_renames_then_next_run_recovers(tmp_path):
    dest = tmp_path / "out"
    _old_report(dest)
    r = subprocess.run([sys.executable, "-c", KILLED_BETWEEN_RENAMES, str(dest)])
    assert r.returncode == -9  # really killed mid-swap
    assert not dest.exists() and (backup_path(dest) / "report.md").read_text() == "old"
    # the next run starts by restoring the previous report; if it fails, that report stays
    with pytest.raises(RuntimeError), atomic_dir(dest):
        assert (dest / "report.md").read_text() == "old"
        raise RuntimeError("figure failed")
    assert (dest / "report.md").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    # and a successful run replaces it, leaving no backup or temporary directory behind
    with atomic_dir(dest) as tmp:
        (tmp / "report.md").write_text("new")
    assert (dest / "report.md").read_text() == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_kill_after_both_renames_leaves_new_report_and_next_run_drops_backup(tmp_path):
    dest = tmp_path / "out"
    _old_report(dest)
    script = KILLED_BETWEEN_RENAMES.replace("len(calls) == 1", "len(calls) == 2")
    r = subprocess.run([sys.executable, "-c", script, str(dest)])
    assert r.returncode == -9
    assert (dest / "report.md").read_text() == "new" and backup_path(dest).exists()
    with atomic_dir(dest) as tmp:
        (tmp / "report.md").write_text("newer")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_exception_between_the_two_renames_puts_previous_report_back(tmp_path, monkeypatch):
    from lifecycle import fileio

    dest = tmp_path / "out"
    _old_report(dest)
    real, calls = os.replace, []

    def replace(a, b):
        calls.append(b)
        if len(calls) == 2:
            raise KeyboardInterrupt  # Ctrl-C after the old report was moved aside
        real(a, b)

    monkeypatch.setattr(fileio.os, "replace", replace)
    with pytest.raises(KeyboardInterrupt), atomic_dir(dest) as tmp:
        (tmp / "report.md").write_text("new")
    monkeypatch.undo()
    assert (dest / "report.md").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
