"""Render a report document (data first) to Markdown and self-contained HTML.

A :class:`Doc` holds already-formatted strings; :func:`render_markdown` links
figures as ``figures/<name>.png`` and :func:`render_html` embeds them as
base64 data URIs, so ``report.html`` needs no other file and no network.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field

import pandas as pd

from lifecycle.report import numfmt, templates

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
    alt: str = ""  # alt text of the figure: what it shows, in words (default: the caption)
    after: str = ""  # text after the figure and tables (definitions, fine print)

    @property
    def anchor(self) -> str:
        return "".join(c if c.isalnum() else "-" for c in self.title.lower()).strip("-")


@dataclass
class Doc:
    """A document: title, the answer in plain words (``lead``, the first paragraph),
    sections, then an appendix (sections and the provenance rows)."""

    title: str
    subtitle: str
    provenance: list  # [(key, value str)], rendered last, in the appendix
    sections: list
    warning: str = ""  # shown in red at the top (e.g. a posterior used despite failed checks)
    lead: str = ""  # the answer in one or two sentences, right under the title
    appendix: list = field(default_factory=list)  # sections after the main text
    glance: list = field(default_factory=list)  # [(label, text, section anchor)] under the lead


#: a table cell or any other number of the report: :func:`lifecycle.report.numfmt.cell`
fmt = numfmt.cell


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
    for s in [*doc.sections, *doc.appendix]:
        if s.figure and s.figure not in b64:
            raise KeyError(f"figure {s.figure!r} of section {s.title!r} was not rendered")
    return env.from_string(templates.HTML).render(doc=doc, images=b64)
