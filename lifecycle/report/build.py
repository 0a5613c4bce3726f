"""Write a report directory atomically.

Everything is written into a temporary directory next to the destination
(``.<name>.tmp-XXXX``) and swapped into place by :func:`lifecycle.fileio.atomic_dir`
only when every file, figure included, was written; an exception, an interrupt
or a kill between the swap's two renames never loses the previous report.
"""

from __future__ import annotations

import io
import json
import sys
import time
from pathlib import Path

import numpy as np

from lifecycle.fileio import atomic_dir
from lifecycle.report.content import report_document
from lifecycle.report.render import render_html, render_markdown
from lifecycle.report.summary import ReportInputs, summary_table

__all__ = ["Progress", "atomic_dir", "figure_png", "posterior_tree", "write_document",
           "build_report"]


class Progress:
    """Step messages with elapsed time on stderr; silent when ``quiet``."""

    def __init__(self, quiet: bool = False, stream=None):
        self.quiet = quiet
        self.stream = stream or sys.stderr
        self.t0 = time.perf_counter()

    def __call__(self, msg: str) -> None:
        if not self.quiet:
            self.stream.write(f"[{time.perf_counter() - self.t0:6.1f} s] {msg}\n")
            self.stream.flush()


def figure_png(fig, dpi: int = 80) -> bytes:
    """PNG bytes of a matplotlib figure."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    return buf.getvalue()


def _attr(v):
    if isinstance(v, (str, int, float)) and not isinstance(v, bool):
        return v
    return json.dumps(v, default=str, sort_keys=True)


def posterior_tree(ri: ReportInputs, quantities=None):
    """ArviZ DataTree of the draws: group ``posterior`` = quantities (chain 1),
    group ``parameters`` = the parameter draws; provenance in the attributes."""
    import arviz as az

    qs = [q for q in (quantities or ri.samples) if q in ri.samples]
    post = {q: np.asarray(ri.samples[q], dtype=float).reshape(1, -1) for q in qs}
    groups = {"posterior": post}
    params = {k: np.asarray(v, dtype=float).reshape(1, -1) for k, v in ri.inputs.items()
              if np.ndim(v) == 1}
    if params and quantities is None:
        groups["parameters"] = params
    tree = az.from_dict(groups)
    tree.attrs.update({k: _attr(v) for k, v in ri.provenance.items()})
    tree.attrs["provenance"] = json.dumps(ri.provenance, default=str, sort_keys=True)
    tree.attrs["scenario_name"] = ri.scenario_name
    tree.attrs["units"] = json.dumps({q: ri.units.get(q, "") for q in qs}, sort_keys=True)
    return tree


def write_document(tmp: Path, doc, figs: dict, *, dpi: int = 80, progress=None,
                   stem: str = "report") -> None:
    """Draw every figure (failing loudly) and write ``figures/*.png``, ``<stem>.md``, ``.html``."""
    import matplotlib

    matplotlib.use("Agg", force=False)
    progress = progress or (lambda m: None)
    (tmp / "figures").mkdir(exist_ok=True)
    images = {}
    for name, make in figs.items():
        progress(f"figure {name}")
        fig = make()
        images[name] = figure_png(fig, dpi)
        (tmp / "figures" / f"{name}.png").write_bytes(images[name])
    (tmp / f"{stem}.md").write_text(render_markdown(doc), encoding="utf-8")
    (tmp / f"{stem}.html").write_text(render_html(doc, images), encoding="utf-8")


def build_report(ri: ReportInputs, out_dir, *, dpi: int = 80, nc_quantities=None,
                 progress=None) -> Path:
    """Write ``out_dir`` atomically: report.md, report.html, figures/, summary.csv, posterior.nc.

    Parameters
    ----------
    ri : ReportInputs
    out_dir : path
    dpi : int
        Resolution of the PNG figures. [dots per inch]
    nc_quantities : sequence of str, optional
        Store only these quantities in ``posterior.nc`` (and no parameter
        draws), to keep example reports small; default all.
    progress : callable, optional
        Called with a message before each long step.
    """
    progress = progress or (lambda m: None)
    out_dir = Path(out_dir)
    doc, figs = report_document(ri)
    with atomic_dir(out_dir) as tmp:
        write_document(tmp, doc, figs, dpi=dpi, progress=progress)
        progress("summary.csv")
        summary_table(ri.samples, ri.units).to_csv(tmp / "summary.csv", index=False)
        progress("posterior.nc")
        posterior_tree(ri, nc_quantities).to_netcdf(tmp / "posterior.nc", engine="h5netcdf")
    progress(f"wrote {out_dir}")
    return out_dir
