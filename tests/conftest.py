import os
import tempfile
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

# PyTensor compiles into a cache inside the checkout (or a temp dir), never $HOME.
os.environ.setdefault(
    "PYTENSOR_FLAGS",
    "base_compiledir=" + str(Path(__file__).resolve().parent.parent / ".cache" / "pytensor"),
)
os.environ.setdefault("MPLBACKEND", "Agg")

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = REPO / "data" / "scenarios"
TMP = Path(tempfile.gettempdir())


import pytest  # noqa: E402

# Fixtures that sample or read the calibration posterior (``rep``: a real `lifecycle report`,
# tests/test_report.py): a test using one must be marked `slow`.
POSTERIOR_FIXTURES = {"calibration", "rep"}


def pytest_configure(config):
    """The fast set (``-m "not slow"``, ``make test-fast``) may not fit or read a
    calibration posterior: every fit and every posterior read raises there
    (:data:`lifecycle.bayes.calibrate.NO_CALIBRATE_ENV`), so a mislabelled test fails
    instead of silently spending minutes in NUTS."""
    if "not slow" in (config.option.markexpr or ""):
        os.environ["LIFECYCLE_NO_CALIBRATE"] = "1"


def pytest_collection_modifyitems(config, items):
    unmarked = [it.nodeid for it in items
                if POSTERIOR_FIXTURES & set(getattr(it, "fixturenames", ()))
                and it.get_closest_marker("slow") is None]
    if unmarked:
        raise pytest.UsageError("tests that use the calibration posterior must be marked "
                                "`slow`: " + ", ".join(unmarked))


@pytest.fixture(scope="session")
def calibration():
    """The calibration posterior of the bundled data and priors (fitted once, then cached
    under .cache/lifecycle like any user's; a real NUTS run, never a fake)."""
    from lifecycle.params import calibration as get

    return get("auto", progress=lambda m: print(m))


@pytest.fixture
def derivation():
    """Loader of a ``data/derivations/<name>.py`` script as a module (they are scripts, not
    package code): ``derivation("host_overhead").main()``."""
    import importlib.util

    def load(name: str):
        spec = importlib.util.spec_from_file_location(name, REPO / "data" / "derivations" / f"{name}.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod

    return load
