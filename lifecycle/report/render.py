"""Render a report document (data first) to Markdown and self-contained HTML.

A :class:`Doc` holds already-formatted strings; :func:`render_markdown` links
figures as ``figures/<name>.png`` and :func:`render_html` embeds them as
base64 data URIs, so ``report.html`` needs no other file and no network.
"""

from __future__ import annotations

import base64
import math
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from lifecycle.report import templates

__all__ = ["Doc", "Section", "Table", "fmt", "table_from_frame", "render_markdown",
           "render_html"]


@dataclass
class Table:
    columns: list
    rows: list  # list of lists of str
    title: str = ""
    numeric: list = field(default_factory=list)  # per column: right-align
    collapsed: bool = False  # HTML: inside <details>


@dataclass
class Section:
    title: str
    text: str = ""
    figure: str | None = None  # name of a PNG in the figures dict
    caption: str = ""
    tables: list = field(default_factory=list)
    missing: str = ""

    @property
    def anchor(self) -> str:
        return "".join(c if c.isalnum() else "-" for c in self.title.lower()).strip("-")


@dataclass
class Doc:
    title: str
    subtitle: str
    provenance: list  # [(key, value str)]
    sections: list
    warning: str = ""  # shown in red at the top (e.g. a posterior used despite failed checks)


def fmt(x, digits: int = 3) -> str:
    """Compact human formatting of a number (3 significant digits, thousands separators)."""
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    if isinstance(x, (bool, np.bool_)):
        return "yes" if x else "no"
    try:
        x = float(x)
    except (TypeError, ValueError):
        return str(x)
    if not math.isfinite(x):
        return "n/a" if math.isnan(x) else str(x)
    if x == 0:
        return "0"
    a = abs(x)
    if a >= 1e9 or a < 1e-3:
        return f"{x:.{digits - 1}e}"
    if a >= 10 ** digits:
        return f"{x:,.0f}"
    return f"{x:.{digits}g}"


def table_from_frame(df, *, title: str = "", columns=None, collapsed: bool = False) -> Table:
    """A :class:`Table` of formatted strings from a DataFrame."""
    cols = list(columns or df.columns)
    numeric = [pd.api.types.is_numeric_dtype(df[c]) and not pd.api.types.is_bool_dtype(df[c])
               for c in cols]
    rows = [[fmt(v) for v in r] for r in df[cols].itertuples(index=False, name=None)]
    return Table(cols, rows, title, numeric, collapsed)


def _env():
    import jinja2

    env = jinja2.Environment(autoescape=False, undefined=jinja2.StrictUndefined,
                             keep_trailing_newline=True)
    env.filters["mdcell"] = lambda v: str(v).replace("|", "\\|").replace("\n", " ")
    return env


def render_markdown(doc: Doc) -> str:
    """Markdown text of ``doc`` (figures linked as ``figures/<name>.png``)."""
    return _env().from_string(templates.MARKDOWN).render(doc=doc)


def render_html(doc: Doc, images: dict) -> str:
    """Self-contained HTML of ``doc``; ``images`` maps figure name -> PNG bytes."""
    import jinja2

    env = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined)
    b64 = {k: base64.b64encode(v).decode("ascii") for k, v in images.items()}
    for s in doc.sections:
        if s.figure and s.figure not in b64:
            raise KeyError(f"figure {s.figure!r} of section {s.title!r} was not rendered")
    return env.from_string(templates.HTML).render(doc=doc, images=b64)
