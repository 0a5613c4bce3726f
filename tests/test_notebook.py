"""notebooks/*.ipynb: stripped in git, narrative, public API only; executed for real with nbclient.

The execution tests (slow: they start a kernel and use the calibration posterior,
fitted once per data version) run every notebook with few draws; the uncertainty
notebook's headline numbers must equal `lifecycle estimate --json` for the same
source, draws and seed.
"""

import json
import os
import re
import sys
from pathlib import Path

import pytest

NB_DIR = Path(__file__).resolve().parent.parent / "notebooks"
NOTEBOOKS = ("uncertainty_analysis.ipynb", "calibration_explorer.ipynb", "plan_explorer.ipynb")
DRAWS = 200


def _cells(name):
    return json.loads((NB_DIR / name).read_text())["cells"]


def test_the_notebooks_exist():
    assert sorted(p.name for p in NB_DIR.glob("*.ipynb")) == sorted(NOTEBOOKS)


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_outputs_are_stripped_in_git(name):
    for c in _cells(name):
        if c["cell_type"] == "code":
            assert c.get("outputs") == [] and c.get("execution_count") is None


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_code_cell_has_one_line_of_purpose_and_uses_the_public_api(name):
    cells = _cells(name)
    for prev, c in zip(cells, cells[1:]):
        if c["cell_type"] == "code":
            assert prev["cell_type"] == "markdown", "".join(c["source"])[:80]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert "import lifecycle as lc" in code
    assert not re.search(r"(from|import) lifecycle\.", code), "internal module imported"


def _kernel_name() -> str:
    """The venv's own python3 kernel (ipykernel puts its spec under sys.prefix); install it
    there if this environment has none."""
    from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel

    try:
        KernelSpecManager().get_kernel_spec("python3")
    except NoSuchKernel:
        import subprocess

        subprocess.run([sys.executable, "-m", "ipykernel", "install", "--prefix", sys.prefix],
                       check=True, capture_output=True)
    return "python3"


def _execute(name, tmp_path, monkeypatch, extra=()):
    """Execute notebook ``name`` (plus ``extra`` code cells at the end); returns its cells."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(NB_DIR / name, as_version=4)
    for code in extra:
        nb.cells.append(nbformat.v4.new_code_cell(code))
    monkeypatch.setenv("LIFECYCLE_NB_DRAWS", str(DRAWS))
    monkeypatch.setenv("LIFECYCLE_NB_MAX_PLANS", "6")
    monkeypatch.setenv("MPLBACKEND", "Agg")
    for k in ("LIFECYCLE_NB_SOURCE", "LIFECYCLE_NB_SEED", "LIFECYCLE_NB_SCENARIO"):
        monkeypatch.delenv(k, raising=False)
    # the kernel's `python` must be this venv's: jupyter_client maps argv[0] "python" to
    # sys.executable, and PATH gets the venv's bin first for anything else
    monkeypatch.setenv("PATH", str(Path(sys.executable).parent) + os.pathsep
                       + os.environ.get("PATH", ""))
    client = NotebookClient(nb, timeout=900, kernel_name=_kernel_name(),
                            resources={"metadata": {"path": str(tmp_path)}})
    client.execute()
    for c in nb.cells:
        for o in c.get("outputs", []):
            assert o.get("output_type") != "error", o
    return nb.cells


def _text(cell) -> str:
    return "".join(o.get("text", "") + o.get("data", {}).get("text/plain", "")
                   for o in cell.get("outputs", []))


def _images(cells) -> int:
    return sum("image/png" in o.get("data", {}) for c in cells for o in c.get("outputs", []))


@pytest.mark.slow  # starts a kernel; the calibration posterior
def test_uncertainty_notebook_headline_equals_lifecycle_estimate(tmp_path, monkeypatch, capsys):
    from lifecycle.cli import main

    cells = _execute("uncertainty_analysis.ipynb", tmp_path, monkeypatch,
                     extra=["print(headline.to_json(orient='records', double_precision=15))",
                            "print(p.to_json(double_precision=15))"])
    out = "\n".join(_text(c) for c in cells)
    assert f"{DRAWS} draws, seed 0, parameters: posterior" in out
    assert "calibration posterior" in _text(cells[6])  # provenance of the estimate
    headline = json.loads(_text(cells[-2]))
    assert main(["estimate", "llama3-405b", "--json", "--quiet", "--draws", str(DRAWS),
                 "--seed", "0"]) == 0
    cli = json.loads(capsys.readouterr().out)["quantities"]
    assert len(headline) == 8
    for row in headline:
        for k in ("mean", "p05", "p50", "p95"):
            assert row[k] == pytest.approx(cli[row["quantity"]][k], rel=1e-9), (row, k)
    p = json.loads(_text(cells[-1]))
    assert p["default"]["busy cluster"] + p["busy cluster"]["default"] == pytest.approx(1.0)
    assert p["default"]["busy cluster"] > 0.5  # busier cluster: lower CO2e per run
    assert _images(cells) >= 1


@pytest.mark.slow  # starts a kernel; the calibration posterior and its predictive groups
def test_calibration_explorer_executes(tmp_path, monkeypatch):
    cells = _execute("calibration_explorer.ipynb", tmp_path, monkeypatch)
    out = "\n".join(_text(c) for c in cells)
    for group in ("prior", "posterior", "posterior_predictive", "observed_data", "sample_stats"):
        assert f"'{group}'" in out
    assert "sd_ratio" in out and "coverage_90" in out and "hopper" in out
    assert _images(cells) >= 4


@pytest.mark.slow  # starts a kernel; the calibration posterior
def test_plan_explorer_executes(tmp_path, monkeypatch):
    cells = _execute("plan_explorer.ipynb", tmp_path, monkeypatch)
    out = "\n".join(_text(c) for c in cells)
    assert "'configurations': 12" in out and "'pareto':" in out and "h100-sxm5-80gb" in out
    assert "lowest CO2e" in out  # the head-to-head P(lower) table
    assert _images(cells) >= 3
