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


@pytest.fixture(scope="session")
def calibration():
    """The calibration posterior of the bundled data and priors (fitted once, then cached
    under .cache/lifecycle like any user's; a real NUTS run, never a fake)."""
    from lifecycle.params import calibration as get

    return get("auto", progress=lambda m: print(m))
