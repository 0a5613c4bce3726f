"""Jinja2 templates of the Markdown and HTML documents (kept as strings so they
ship with the package without package-data configuration).

A document is a title, the answer in plain words (``lead``: the first
paragraph after the title), a list of sections, then an appendix (sections and
the provenance rows). Each section has text, an optional figure with alt text,
optional tables and an optional "not available" note. Report and compare share
these templates. The HTML has a print stylesheet: collapsed tables open, figures
and table rows are not split across pages, no colour backgrounds are needed to
read it.
"""

_MD_SECTION = """\
{% for s in secs %}
## {{ s.title }}

{% if s.text %}{{ s.text }}

{% endif %}{% if s.missing %}> **Not available:** {{ s.missing }}

{% endif %}{% if s.figure %}![{{ (s.alt or s.caption) | mdcell }}](figures/{{ s.figure }}.png)

*{{ s.caption }}*

{% endif %}{% for t in s.tables %}{% if t.title %}**{{ t.title }}**

{% endif %}| {% for c in t.columns %}{{ c | mdcell }} | {% endfor %}
|{% for c in t.columns %}---|{% endfor %}
{% for r in t.rows %}| {% for v in r %}{{ v | mdcell }} | {% endfor %}
{% endfor %}
{% endfor %}{% if s.after %}{{ s.after }}

{% endif %}{% endfor %}"""

MARKDOWN = """\
# {{ doc.title }}

{% if doc.lead %}{{ doc.lead }}

{% endif %}{% for label, text, anchor in doc.glance %}- **{{ label }}:** {{ text }} (see [{{ label | lower }}](#{{ anchor }}))
{% endfor %}{% if doc.glance %}
{% endif %}{% if doc.warning %}<p style="color:#c00000"><strong>WARNING:</strong> {{ doc.warning }}</p>

{% endif %}*{{ doc.subtitle }}*
{% with secs = doc.sections %}""" + _MD_SECTION + """{% endwith %}
# Appendix
{% with secs = doc.appendix %}""" + _MD_SECTION + """{% endwith %}
## Provenance

| item | value |
|---|---|
{% for k, v in doc.provenance %}| {{ k | mdcell }} | {{ v | mdcell }} |
{% endfor %}"""

_HTML_SECTION = """\
{% for s in secs %}
<section id="{{ s.anchor }}">
<h2>{{ s.title }}</h2>
{% if s.text %}<p>{{ s.text }}</p>{% endif %}
{% if s.missing %}<p class="missing"><strong>Not available:</strong> {{ s.missing }}</p>{% endif %}
{% if s.figure %}<figure>
<img alt="{{ s.alt or s.caption }}" src="data:image/png;base64,{{ images[s.figure] }}">
<figcaption>{{ s.caption }}</figcaption>
</figure>{% endif %}
{% for t in s.tables %}{% if t.collapsed %}<details><summary>{{ t.title }} ({{ t.rows | length }} rows)</summary>{% elif t.title %}<p><strong>{{ t.title }}</strong></p>{% endif %}
<table>
<tr>{% for c in t.columns %}<th>{{ c }}</th>{% endfor %}</tr>
{% for r in t.rows %}<tr>{% for v in r %}<td{% if t.numeric[loop.index0] %} class="num"{% endif %}>{{ v }}</td>{% endfor %}</tr>
{% endfor %}</table>
{% if t.collapsed %}</details>{% endif %}
{% endfor %}
{% if s.after %}<p class="after">{{ s.after }}</p>{% endif %}
</section>
{% endfor %}"""

HTML = """\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ doc.title }}</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
       max-width: 1100px; margin: 1.5em auto; padding: 0 1em; color: #222; line-height: 1.4; }
h1 { font-size: 1.6em; border-bottom: 2px solid #0072B2; padding-bottom: .2em; margin-bottom: .4em; }
h2 { font-size: 1.25em; margin-top: 1.6em; color: #0a4f7d; }
h1.appendix { font-size: 1.35em; margin-top: 2.5em; }
p.lead { font-size: 1.2em; line-height: 1.45; margin: .4em 0 .6em; }
table { border-collapse: collapse; margin: .6em 0; font-size: .85em; }
th, td { border: 1px solid #ccc; padding: .2em .5em; text-align: left; vertical-align: top; }
th { background: #eef3f8; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
img { max-width: 100%; height: auto; display: block; margin: .5em 0; }
figcaption { font-style: italic; font-size: .85em; color: #555; }
.missing { background: #fff4d6; border-left: 4px solid #E69F00; padding: .4em .8em; }
.subtitle { color: #555; font-size: .9em; }
ul.glance { margin: .3em 0 .8em; padding-left: 1.2em; }
ul.glance li { margin: .15em 0; }
p.after { font-size: .85em; color: #444; }
.warning { color: #c00000; background: #fde8e8; border-left: 4px solid #c00000;
           padding: .4em .8em; }
details summary { cursor: pointer; color: #0a4f7d; }
@media print {
  @page { margin: 15mm; }
  body { max-width: none; margin: 0; padding: 0; font-size: 10pt; color: #000; }
  h1, h2 { color: #000; break-after: avoid; page-break-after: avoid; }
  figure, tr, .lead { break-inside: avoid; page-break-inside: avoid; }
  img { max-width: 100%; max-height: 230mm; }
  th { background: none; }
  .missing, .warning { background: none; }
  details summary { color: #000; }
  details::details-content { content-visibility: visible; display: block; }
  a { color: #000; text-decoration: none; }
}
</style>
</head>
<body>
<h1>{{ doc.title }}</h1>
{% if doc.lead %}<p class="lead" id="answer">{{ doc.lead }}</p>
{% endif %}{% if doc.glance %}<ul class="glance">
{% for label, text, anchor in doc.glance %}<li><strong>{{ label }}:</strong> {{ text }} <a href="#{{ anchor }}">details</a></li>
{% endfor %}</ul>
{% endif %}{% if doc.warning %}<p class="warning"><strong>WARNING:</strong> {{ doc.warning }}</p>{% endif %}
<p class="subtitle">{{ doc.subtitle }}</p>
{% with secs = doc.sections %}""" + _HTML_SECTION + """{% endwith %}
<h1 class="appendix" id="appendix">Appendix</h1>
{% with secs = doc.appendix %}""" + _HTML_SECTION + """{% endwith %}
<section id="provenance">
<h2>Provenance</h2>
<table>
{% for k, v in doc.provenance %}<tr><th>{{ k }}</th><td>{{ v }}</td></tr>
{% endfor %}</table>
</section>
<script>
// Print: open every collapsed table so the PDF holds all rows.
window.addEventListener("beforeprint", function () {
  document.querySelectorAll("details").forEach(function (d) { d.open = true; });
});
if (window.matchMedia) {
  window.matchMedia("print").addEventListener("change", function (e) {
    if (e.matches) { document.querySelectorAll("details").forEach(function (d) { d.open = true; }); }
  });
}
// Rendering self-check (read back by the browser test): every image decoded?
window.addEventListener("load", function () {
  var imgs = Array.prototype.slice.call(document.images);
  var ok = imgs.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
  document.body.setAttribute("data-images-total", String(imgs.length));
  document.body.setAttribute("data-images-decoded", String(ok));
  document.body.setAttribute("data-render-check", ok === imgs.length ? "ok" : "failed");
  // where the answer sits: bottom edge of the lead paragraph in page pixels
  var lead = document.getElementById("answer");
  if (lead) {
    var r = lead.getBoundingClientRect();
    document.body.setAttribute("data-lead-bottom", String(Math.ceil(r.bottom + window.scrollY)));
  }
});
</script>
</body>
</html>
"""
