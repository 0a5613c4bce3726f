"""`lifecycle report` end to end on a bundled scenario, and interrupted-write safety."""

import json
import re

import numpy as np
import pandas as pd
import pytest
from report_fixtures import (
    REAL_DRAWS,
    REAL_SCENARIO,
    REPO_ROOT,
    hand_report_inputs,
    real_report_dir,
)

from lifecycle.report.build import atomic_dir, build_report
from lifecycle.report.summary import SUMMARY_COLUMNS


@pytest.fixture(scope="module")
def rep():
    """A real `lifecycle report` (needs the calibration posterior: tests using it are slow)."""
    return real_report_dir()


@pytest.mark.slow
def test_report_writes_every_file(rep):
    for f in ("report.md", "report.html", "summary.csv", "posterior.nc"):
        assert (rep / f).is_file() and (rep / f).stat().st_size > 0, f
    pngs = sorted(p.name for p in (rep / "figures").glob("*.png"))
    for name in ("distributions", "breakdown", "sensitivity", "steptime", "goodput", "tornado"):
        assert f"{name}.png" in pngs
    for p in (rep / "figures").glob("*.png"):
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # no temporary directory left next to it
    assert not [p for p in rep.parent.iterdir() if p.name.startswith(".")]


@pytest.mark.slow
def test_summary_csv_is_the_statistics_of_the_saved_draws(rep):
    """summary.csv against numpy statistics of the draws the report saved in posterior.nc
    (computed here, not through the report's summary code)."""
    import xarray as xr

    got = pd.read_csv(rep / "summary.csv").set_index("quantity")
    assert list(got.reset_index().columns) == SUMMARY_COLUMNS
    with xr.open_datatree(rep / "posterior.nc", engine="h5netcdf") as tree:
        post = {k: np.asarray(v).ravel() for k, v in tree["posterior"].to_dataset().items()}
    assert set(got.index) == set(post) and len(post) >= 15
    for q, x in post.items():
        assert x.size == REAL_DRAWS, q
        x = x[np.isfinite(x)]
        want = [x.mean(), x.std(ddof=0), *np.quantile(x, [0.05, 0.5, 0.95])]
        # CSV round trip of floats: repr precision, so exact to ~1e-15 relative
        np.testing.assert_allclose(got.loc[q, ["mean", "sd", "p05", "p50", "p95"]].to_numpy(float),
                                   want, rtol=1e-12, err_msg=q)


@pytest.mark.slow
def test_report_and_estimate_commands_agree(rep, capsys):
    """`lifecycle report` and `lifecycle estimate` with the same scenario, seed, draws and
    parameter source give the same numbers (the README's promise), through the CLI."""
    from lifecycle.cli import main

    prov = json.loads(xr_attrs(rep / "posterior.nc")["provenance"])
    scen = REPO_ROOT / "data" / "scenarios" / REAL_SCENARIO
    argv = ["estimate", str(scen), "--draws", str(REAL_DRAWS), "--seed", "3", "--json"]
    if prov["param_source"] == "priors":
        argv.append("--prior")
    assert main(argv) == 0
    est = json.loads(capsys.readouterr().out)
    assert est["provenance"]["param_source"] == prov["param_source"]
    got = pd.read_csv(rep / "summary.csv").set_index("quantity")
    for q, v in est["quantities"].items():
        if q in got.index:
            for c in ("mean", "p05", "p50", "p95"):
                assert got.loc[q, c] == pytest.approx(v[c], rel=1e-9, nan_ok=True), (q, c)


def xr_attrs(path) -> dict:
    import xarray as xr

    with xr.open_datatree(path, engine="h5netcdf") as t:
        return dict(t.attrs)


@pytest.mark.slow
def test_posterior_nc_has_draws_and_provenance(rep):
    import xarray as xr

    tree = xr.open_datatree(rep / "posterior.nc", engine="h5netcdf")
    post = tree["posterior"]
    assert post["tco_usd"].shape == (1, REAL_DRAWS)
    prov = json.loads(tree.attrs["provenance"])
    assert prov["seed"] == 3 and prov["draws"] == REAL_DRAWS
    assert len(prov["scenario_hash"]) == 64 and prov["data_hashes"]
    assert "parameters" in tree.children  # the prior draws behind the numbers


@pytest.mark.slow
def test_report_content_headline_provenance_and_sections(rep):
    md = (rep / "report.md").read_text()
    s = pd.read_csv(rep / "summary.csv").set_index("quantity")
    for h in ("## Provenance", "## Headline", "## Reality check: published runs",
              "## How far to trust it", "## What would change the answer",
              "## Alternatives: the same job elsewhere", "## Cost and carbon by component",
              "## Sensitivity over the priors (Sobol)", "## Step-time breakdown",
              "## Goodput and interruptions", "## Calibration: predicted versus reported",
              "## Sampler diagnostics", "## Assumptions"):
        assert h in md, h
    # answer first: the sentence under the title, the appendix (provenance) last
    assert md.index("Training takes ") < md.index("## Headline") < md.index("# Appendix")
    assert md.index("# Appendix") < md.index("## Provenance")
    assert "scenario_hash" in md and "data table accelerators" in md and "| seed | 3 |" in md
    # the headline median of total CO2e is the summary's p50 in human units
    from lifecycle.report import numfmt

    assert (f"| per run | Total CO2e (CapEm + OpEm) | "
            f"{numfmt.value(s.loc['total_tco2e', 'p50'], 'tCO2e')} |") in md
    # gpt3-175b names its disclosure: the reality check shows it with its convention
    assert "| gpt3-175b | GPU-hours |" not in md  # GPT-3's GPU-hours are not disclosed
    assert "| gpt3-175b | energy |" in md and "facility energy incl. PUE" in md
    # assumptions list priors with sources and the accelerator row
    assert "accelerators: " in md and "| pue |" in md


@pytest.mark.slow
def test_html_is_self_contained(rep):
    html = (rep / "report.html").read_text()
    srcs = re.findall(r'\bsrc="([^"]*)"', html)
    assert srcs and all(s.startswith("data:image/png;base64,") for s in srcs)
    assert "<link" not in html and "@import" not in html and "url(" not in html
    assert len(srcs) == len(list((rep / "figures").glob("*.png")))


def test_cli_bad_scenario_exits_2(tmp_path, capsys):
    from lifecycle.cli import main

    bad = tmp_path / "bad.yaml"
    bad.write_text("schema_version: 1\nmodel: {arch: dense}\n")
    assert main(["report", str(bad), "-o", str(tmp_path / "out"), "--quiet"]) == 2
    assert not (tmp_path / "out").exists()
    assert main(["report", str(bad), "--draws", "1", "--quiet"]) == 2


# -- interrupted-write safety ---------------------------------------------------------------
def _broken_inputs():
    """Hand-built inputs whose interruption draws are all NaN: the goodput figure (drawn
    after distributions, breakdown and step time) raises mid-way."""
    ri = hand_report_inputs()
    ri.samples = dict(ri.samples, interruptions=np.full(101, np.nan))
    return ri


def test_failing_figure_leaves_no_report(tmp_path):
    dest = tmp_path / "rep"
    seen = []
    with pytest.raises(ValueError, match="interruptions: no finite draw"):
        build_report(_broken_inputs(), dest, progress=seen.append)
    assert seen[:4] == ["figure distributions", "figure breakdown", "figure steptime",
                        "figure goodput"]  # it failed mid-way
    assert not dest.exists()
    assert list(tmp_path.iterdir()) == []  # the temporary directory is removed too


def test_failing_figure_keeps_previous_report(tmp_path):
    dest = tmp_path / "rep"
    build_report(hand_report_inputs(), dest)
    before = {p.relative_to(dest): p.read_bytes() for p in dest.rglob("*") if p.is_file()}
    with pytest.raises(ValueError, match="interruptions: no finite draw"):
        build_report(_broken_inputs(), dest)
    after = {p.relative_to(dest): p.read_bytes() for p in dest.rglob("*") if p.is_file()}
    assert after == before
    assert [p.name for p in tmp_path.iterdir()] == ["rep"]


def test_interrupt_inside_atomic_dir_leaves_destination_untouched(tmp_path):
    dest = tmp_path / "d"
    dest.mkdir()
    (dest / "old.txt").write_text("old")
    with pytest.raises(KeyboardInterrupt):
        with atomic_dir(dest) as tmp:
            (tmp / "new.txt").write_text("half")
            raise KeyboardInterrupt
    assert [p.name for p in dest.iterdir()] == ["old.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d"]
    with atomic_dir(dest) as tmp:
        (tmp / "new.txt").write_text("whole")
    assert [p.name for p in dest.iterdir()] == ["new.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d"]
