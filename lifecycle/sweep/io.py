"""Atomic writers for sweep and sensitivity outputs (temp file, then os.replace)."""

from __future__ import annotations

import json
from pathlib import Path

from lifecycle.fileio import atomic_write

__all__ = ["write_atomic", "write_csv", "write_json", "write_figure"]


def write_atomic(path, write) -> Path:
    """Call ``write(tmp_path)`` then move the temp file onto ``path`` (:mod:`lifecycle.fileio`)."""
    return atomic_write(path, write)


def write_csv(df, path) -> Path:
    return write_atomic(path, lambda p: df.to_csv(p, index=False, float_format="%.6g"))


def write_json(doc, path) -> Path:
    return write_atomic(path, lambda p: p.write_text(json.dumps(doc, indent=1, default=str) + "\n"))


def write_figure(fig, path, dpi: int = 120) -> Path:
    import matplotlib.pyplot as plt

    try:
        return write_atomic(path, lambda p: fig.savefig(p, dpi=dpi, format=Path(path).suffix[1:]))
    finally:
        plt.close(fig)
