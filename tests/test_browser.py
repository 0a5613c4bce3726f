"""report.html rendered in headless Chromium: non-blank page, every image decoded, no
console errors.

Chromium is Debian's ``chromium`` package (``scripts/ensure-chromium``, run by
``make test``, installs it). Without it this test FAILS with a message; it is
never skipped. The page's own inline script sets ``data-render-check`` on
``<body>`` once every ``<img>`` is complete with ``naturalWidth > 0``; we read
it back with ``--dump-dom``.
"""

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np
import pytest
from report_fixtures import hand_report_inputs, real_report_dir

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # starts headless Chromium

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-dev-shm-usage", "--hide-scrollbars",
         "--enable-logging=stderr", "--v=0"]


def chromium() -> str:
    exe = os.environ.get("LIFECYCLE_CHROMIUM") or shutil.which("chromium") or shutil.which(
        "chromium-browser")
    if not exe:
        pytest.fail("chromium not found: the browser test of report.html needs Debian's "
                    "`chromium` package (run `bash scripts/ensure-chromium` as root, or "
                    "`apt-get install chromium`; LIFECYCLE_CHROMIUM may point at the binary)")
    return exe


def run_chromium(args, html: Path) -> tuple[str, str]:
    with tempfile.TemporaryDirectory(prefix="chromium-profile-") as prof:
        p = subprocess.run([chromium(), *FLAGS, f"--user-data-dir={prof}", *args,
                            html.resolve().as_uri()], capture_output=True, text=True,
                           timeout=120, env={**os.environ, "HOME": prof})
    assert p.returncode == 0, f"chromium exited {p.returncode}: {p.stderr[-2000:]}"
    return p.stdout, p.stderr


def console_messages(stderr: str) -> list:
    """Console output of the page (the report logs nothing, so any line is a problem)."""
    return [ln for ln in stderr.splitlines() if ":CONSOLE" in ln or "Uncaught" in ln]


def render_check(html: Path, width: int = 1280, height: int = 900) -> dict:
    dom, err = run_chromium(["--virtual-time-budget=10000", f"--window-size={width},{height}",
                             "--dump-dom"], html)
    m = re.search(r"<body([^>]*)>", dom)
    attrs = dict(re.findall(r'(data-[a-z-]+)="([^"]*)"', m.group(1))) if m else {}
    return {"attrs": attrs, "console": console_messages(err), "dom": dom}


def screenshot(html: Path, png: Path) -> np.ndarray:
    from matplotlib.image import imread

    run_chromium([f"--screenshot={png}", "--window-size=1280,2000"], html)
    assert png.is_file(), "chromium wrote no screenshot"
    img = imread(png)[..., :3]
    return img.mean(axis=2)


@pytest.fixture(scope="module")
def report_html() -> Path:
    return real_report_dir() / "report.html"


def test_report_renders_with_every_image_decoded_and_no_console_errors(report_html):
    r = render_check(report_html)
    n_img = len(re.findall(r"<img\b", report_html.read_text()))
    assert n_img >= 5
    assert r["attrs"].get("data-images-total") == str(n_img), r["attrs"]
    assert r["attrs"].get("data-images-decoded") == str(n_img), r["attrs"]
    assert r["attrs"].get("data-render-check") == "ok"
    assert r["console"] == []
    assert "Headline" in r["dom"]


def test_report_screenshot_is_not_blank(report_html, tmp_path):
    g = screenshot(report_html, tmp_path / "shot.png")
    assert g.shape == (2000, 1280)
    # a blank page has zero variance; text, tables and figures give a clearly non-zero one
    # (white background ~1.0, text ~0.1): at least 2% of pixels non-white
    assert float(g.std()) > 0.05
    assert float((g < 0.9).mean()) > 0.02


def test_answer_comes_first_and_is_visible_in_the_first_screen(report_html):
    """Issue 19: the headline sentence is the first paragraph after the title and lies
    within the first 900 px of a 1280-px-wide window."""
    r = render_check(report_html, 1280, 900)
    after_h1 = r["dom"].split("</h1>", 1)[1]
    first_p = re.search(r"<p\b[^>]*>(.*?)</p>", after_h1, flags=re.S)
    assert first_p and 'id="answer"' in first_p.group(0), after_h1[:300]
    assert first_p.group(1).startswith("Training takes ")
    assert re.search(r"\$[0-9.]+[kMB]? \(", first_p.group(1)), first_p.group(1)  # $ and an interval
    assert "kt CO2e" in first_p.group(1) or " t CO2e" in first_p.group(1)
    bottom = int(r["attrs"]["data-lead-bottom"])
    assert 0 < bottom <= 900, bottom


def test_every_figure_has_alt_text(report_html):
    dom = render_check(report_html)["dom"]
    imgs = re.findall(r"<img\b[^>]*>", dom)
    assert len(imgs) >= 5
    for tag in imgs:
        alt = re.search(r'\balt="([^"]*)"', tag)
        assert alt and len(alt.group(1).strip()) >= 20, tag[:120]


def print_pdf(html: Path, pdf: Path) -> bytes:
    run_chromium(["--virtual-time-budget=10000", "--no-pdf-header-footer",
                  f"--print-to-pdf={pdf}"], html)
    assert pdf.is_file()
    return pdf.read_bytes()


def pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


def test_prints_to_a_non_empty_pdf_with_every_table_open(report_html, tmp_path):
    data = print_pdf(report_html, tmp_path / "report.pdf")
    assert data[:5] == b"%PDF-" and len(data) > 50_000  # text and every figure
    assert pages(data) >= 3
    # collapsed tables (<details>) open for print: as many pages as with all of them open
    opened = tmp_path / "open.html"
    opened.write_text(report_html.read_text().replace("<details>", "<details open>"))
    assert pages(print_pdf(opened, tmp_path / "open.pdf")) == pages(data)


def test_checker_catches_broken_images_and_console_errors(tmp_path):
    """The harness itself: a page with an undecodable image and a script error fails it."""
    from lifecycle.report.build import build_report

    out = build_report(hand_report_inputs(), tmp_path / "rep")
    html = (out / "report.html").read_text()
    bad = tmp_path / "bad.html"
    bad.write_text(html.replace("</body>", '<img src="data:image/png;base64,AAAA">'
                                "<script>undefinedFunction();</script></body>"))
    r = render_check(bad)
    total = int(r["attrs"]["data-images-total"])
    assert r["attrs"]["data-render-check"] == "failed"
    assert int(r["attrs"]["data-images-decoded"]) == total - 1
    assert any("undefinedFunction" in ln for ln in r["console"])
