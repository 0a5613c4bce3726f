"""`lifecycle compare` end to end on two bundled scenarios, and the P(lower) tables."""

import re

import numpy as np
import pandas as pd
import pytest
from report_fixtures import REPO_ROOT, hand_samples, hand_units

from lifecycle.report.compare import compare_tables, default_dir

SCEN = REPO_ROOT / "data" / "scenarios"


def test_compare_tables_on_hand_built_draws():
    a = hand_samples()
    b = {k: v * 2 for k, v in a.items()}  # every draw of B is twice A's (all > 0)
    side, probs = compare_tables({"A": a, "B": b}, hand_units(a),
                                 ("total_tco2e", "lifetime_total_tco2e"))
    p = probs.set_index(["quantity", "scenario", "other"])["p_lower"]
    assert p[("total_tco2e", "A", "B")] == 1.0 and p[("total_tco2e", "B", "A")] == 0.0
    assert p[("lifetime_total_tco2e", "A", "B")] == 1.0  # derived total compared too
    med = side.set_index(["scenario", "quantity"])["p50"]
    assert med[("B", "total_tco2e")] == pytest.approx(2 * med[("A", "total_tco2e")])
    assert default_dir(["a", "b"]).as_posix() == "reports/compare-a-vs-b"


@pytest.mark.slow
def test_compare_cli_end_to_end(tmp_path):
    from lifecycle.analysis.collect import cached_calibration, estimate_for_report
    from lifecycle.cli import main
    from lifecycle.scenario import load_scenario

    out = tmp_path / "cmp"
    files = [SCEN / "gpt3-175b.yaml", SCEN / "bloom-176b.yaml"]
    assert main(["compare", *map(str, files), "-o", str(out), "--draws", "200", "--seed", "1",
                 "--quiet"]) == 0
    for f in ("report.md", "report.html", "summary.csv", "probabilities.csv",
              "figures/compare.png"):
        assert (out / f).is_file(), f
    probs = pd.read_csv(out / "probabilities.csv")
    names = sorted(set(probs["scenario"]))
    assert names == ["bloom-176b", "gpt3-175b"]
    # P(A<B) + P(B<A) = 1 for every quantity (ties count one half)
    pair = probs.pivot_table(index="quantity", columns="scenario", values="p_lower")
    np.testing.assert_allclose(pair.sum(axis=1), 1.0, atol=1e-12)
    # the probability equals the share of paired draws from estimates with the same seed
    cal = cached_calibration()  # compare uses it when one is cached, as report does
    ea = estimate_for_report(load_scenario(files[0]), draws=200, seed=1,
                             cal=cal).samples["total_tco2e"]
    eb = estimate_for_report(load_scenario(files[1]), draws=200, seed=1,
                             cal=cal).samples["total_tco2e"]
    want = np.mean(ea < eb) + 0.5 * np.mean(ea == eb)
    got = probs[(probs.quantity == "total_tco2e") & (probs.scenario == "gpt3-175b")]
    assert got["p_lower"].iloc[0] == pytest.approx(want, abs=1e-12)
    html = (out / "report.html").read_text()
    assert all(s.startswith("data:image/png;base64,") for s in re.findall(r'src="([^"]*)"', html))
    md = (out / "report.md").read_text()
    assert "P(row < column)" in md and "gpt3-175b" in md and "bloom-176b" in md


def test_compare_needs_two_distinct_scenarios(tmp_path):
    from lifecycle.cli import main

    f = str(SCEN / "gpt3-175b.yaml")
    assert main(["compare", f, "-o", str(tmp_path / "x"), "--quiet"]) == 2
    assert main(["compare", f, f, "-o", str(tmp_path / "x"), "--quiet"]) == 2
    assert not (tmp_path / "x").exists()


def test_compare_document_answers_first_like_the_report():
    from lifecycle.report.compare import compare_document
    from lifecycle.report.render import render_html

    a = hand_samples()
    b = {k: v * 2 for k, v in a.items()}
    doc, figs, _, _ = compare_document({"A": a, "B": b}, hand_units(a), [("seed", "0")])
    # A: 15.0 days, $2.5k, 55.0 t (hand_samples medians); B twice that
    assert doc.lead.startswith("A takes 15.0 days (10.5\u201319.5 days), costs $2.5k")
    assert "B takes 30.0 days" in doc.lead
    assert "P(A costs less than B) = 100%" in doc.lead
    html = render_html(doc, {k: b"\x89PNG" for k in figs})
    assert html.split("</h1>", 1)[1].lstrip().startswith('<p class="lead"')
    assert re.findall(r'<img alt="([^"]{20,})"', html)
    assert [s.title for s in doc.appendix] == ["Summary"]
