"""The report layer renders a results object and does no orchestration (issue 16 item 13,
ARCHITECTURE.md): every import of lifecycle/report/*.py, at module level or inside a
function, is the report itself, the results object of lifecycle/analysis/results.py, or a
module that neither estimates nor reads data (metrics, quantities, file I/O, version)."""

import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parent.parent / "lifecycle"
ALLOWED = ("lifecycle.report", "lifecycle.analysis.results", "lifecycle.metrics",
           "lifecycle.quantities", "lifecycle.fileio")


def lifecycle_imports(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("lifecycle")}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "lifecycle":
                out |= {f"lifecycle.{a.name}" for a in node.names}
            elif node.module.startswith("lifecycle"):
                out.add(node.module)
    return out


@pytest.mark.parametrize("path", sorted((PKG / "report").glob("*.py")), ids=lambda p: p.name)
def test_report_imports_results_only(path):
    bad = sorted(m for m in lifecycle_imports(path)
                 if m != "lifecycle.__version__" and not m.startswith(ALLOWED))
    assert bad == [], f"{path.name} imports {bad}: move that work into lifecycle/analysis/"


def test_the_checker_sees_function_level_imports(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("def g():\n    from lifecycle.forward import evaluate\n    import lifecycle.mc\n")
    assert lifecycle_imports(f) == {"lifecycle.forward", "lifecycle.mc"}


def test_modules_stay_under_400_lines():
    """Every Python module of the project (package, tests, scripts, benchmarks, derivations)
    stays at 400 lines or fewer (ground rule 7): split along a seam, never squeeze."""
    root = PKG.parent
    files = [p for sub in ("lifecycle", "tests", "scripts", "benchmarks", "data")
             for p in (root / sub).rglob("*.py")]
    assert len(files) > 100
    long = sorted(f"{p.relative_to(root)}: {n}" for p in files
                  if (n := len(p.read_text().splitlines())) > 400)
    assert long == []


def test_report_and_analysis_functions_stay_short():
    """Functions are split along their seams (issue 16 item 13): none over 80 lines."""
    long = []
    for sub in ("report", "analysis"):
        for p in (PKG / sub).glob("*.py"):
            for n in ast.walk(ast.parse(p.read_text())):
                if isinstance(n, ast.FunctionDef) and n.end_lineno - n.lineno + 1 > 80:
                    long.append(f"{sub}/{p.name}:{n.name}")
    assert long == []
