"""Where the bundled data, priors and caches live.

In a checkout (or an editable install) `data/` and `priors/` are read at the
repository root, the layout the project keeps. A built wheel carries copies of
both as package data under ``lifecycle/_bundled/`` (setup.py's build step
copies them), which are used when the package does not sit in a checkout.
`LIFECYCLE_PRIORS_DIR`, `LIFECYCLE_CACHE_DIR` and `LIFECYCLE_POSTERIOR_DIR` override the
defaults (tests use them to point at modified copies); `LIFECYCLE_DATA_DIR` names a user data
directory that replaces the bundled data when it is complete and is laid over
it otherwise (:mod:`lifecycle.overlay`). The cache
is ``.cache/lifecycle`` in a checkout, else ``$XDG_CACHE_HOME/lifecycle``
(default ``~/.cache/lifecycle``).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
REPO_ROOT = PACKAGE_DIR.parent
BUNDLED_DIR = PACKAGE_DIR / "_bundled"


def in_checkout() -> bool:
    """True when the package runs from the repository (its `data/` beside `lifecycle/`)."""
    return (REPO_ROOT / "pyproject.toml").is_file() and (REPO_ROOT / "data").is_dir()


def _base() -> Path:
    return REPO_ROOT if in_checkout() else BUNDLED_DIR


def bundled_data_dir() -> Path:
    """The data shipped with the package (``data/`` of the checkout or the wheel's copy)."""
    return _base() / "data"


def user_data_dir() -> Path | None:
    """The user data directory named by ``LIFECYCLE_DATA_DIR`` (or ``--data-dir``), if any."""
    env = os.environ.get("LIFECYCLE_DATA_DIR")
    return Path(env) if env else None


def data_dir() -> Path:
    """The directory every table is read from.

    The bundled data; with ``LIFECYCLE_DATA_DIR`` (the CLI's ``--data-dir`` sets
    it) a complete data directory replaces it and a partial one is laid over it
    (:mod:`lifecycle.overlay`: the merged copy under the cache directory).
    """
    user = user_data_dir()
    if user is None:
        return bundled_data_dir()
    from lifecycle.overlay import effective_dir

    return effective_dir(user)


@contextlib.contextmanager
def using_data_dir(user):
    """Make ``user`` the user data directory (``LIFECYCLE_DATA_DIR``) for the duration;
    ``None`` leaves it as it is. The previous value is restored on exit."""
    old = os.environ.get("LIFECYCLE_DATA_DIR")
    if user is not None:
        os.environ["LIFECYCLE_DATA_DIR"] = os.path.abspath(user)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("LIFECYCLE_DATA_DIR", None)
        else:
            os.environ["LIFECYCLE_DATA_DIR"] = old


def priors_dir() -> Path:
    return Path(os.environ.get("LIFECYCLE_PRIORS_DIR") or _base() / "priors")


def shipped_posterior_dir() -> Path:
    """The calibration posterior shipped with the package (``posterior/``, bundled in the wheel):
    the one fitted to the bundled data, priors and code, so nobody has to sample it first."""
    return Path(os.environ.get("LIFECYCLE_POSTERIOR_DIR") or _base() / "posterior")


def cache_dir() -> Path:
    env = os.environ.get("LIFECYCLE_CACHE_DIR")
    if env:
        return Path(env)
    if in_checkout():
        return REPO_ROOT / ".cache" / "lifecycle"
    xdg = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(xdg) / "lifecycle"


def measurements_dir() -> Path:
    return data_dir() / "measurements"


def scenarios_dir() -> Path:
    """The example scenarios (``data/scenarios``; bundled in the wheel)."""
    return _base() / "data" / "scenarios"
