"""Build hook: ship the repository's `data/`, `priors/` and `posterior/` inside the wheel.

The repository keeps `data/`, `priors/` and `posterior/` (the calibration posterior of
that data, see lifecycle.bayes.cache) at its root; `build_py` copies them
to ``lifecycle/_bundled/`` in the build tree, where :mod:`lifecycle.paths`
finds them when the package is installed outside a checkout. Everything else
is in pyproject.toml.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
BUNDLED = ("data", "priors", "posterior")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")


class build_py_with_data(build_py):
    def run(self):
        super().run()
        if self.editable_mode:  # an editable install reads data/ and priors/ in place
            return
        for name in BUNDLED:
            dst = Path(self.build_lib) / "lifecycle" / "_bundled" / name
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(ROOT / name, dst, ignore=SKIP)


setup(cmdclass={"build_py": build_py_with_data})
