"""notebooks/uncertainty_analysis.ipynb executed for real (small draw count) with nbclient."""

import json
import os
import sys
from pathlib import Path

import pytest

NB = Path(__file__).resolve().parent.parent / "notebooks" / "uncertainty_analysis.ipynb"


def test_notebook_outputs_are_stripped_in_git():
    nb = json.loads(NB.read_text())
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            assert c.get("outputs") == [] and c.get("execution_count") is None


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


@pytest.mark.slow  # starts a kernel
def test_notebook_executes(tmp_path, monkeypatch):
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(NB, as_version=4)
    monkeypatch.setenv("LIFECYCLE_NB_DRAWS", "200")
    monkeypatch.setenv("MPLBACKEND", "Agg")
    monkeypatch.delenv("LIFECYCLE_NB_CALIBRATE", raising=False)
    # the kernel's `python` must be this venv's: jupyter_client maps argv[0] "python" to
    # sys.executable, and PATH gets the venv's bin first for anything else
    monkeypatch.setenv("PATH", str(Path(sys.executable).parent) + os.pathsep
                       + os.environ.get("PATH", ""))
    client = NotebookClient(nb, timeout=600, kernel_name=_kernel_name(),
                            resources={"metadata": {"path": str(tmp_path)}})
    client.execute()
    texts = []
    for c in nb.cells:
        for o in c.get("outputs", []):
            assert o.get("output_type") != "error", o
            texts.append(o.get("text", "") + json.dumps(o.get("data", {}))[:2000])
    out = "\n".join(texts)
    assert "200 draws" in out
    assert "calibration cache key before" in out
    assert "example-new-7b" in out
    # the figures came back as images
    assert sum("image/png" in c.get("outputs", [{}])[0].get("data", {})
               for c in nb.cells if c.get("outputs")) >= 2
