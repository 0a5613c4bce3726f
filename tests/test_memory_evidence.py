"""Published peak memory as evidence: the data rule, the per-plan memory discrepancy and the
memory likelihood against hand calculations."""

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from lifecycle.bayes.steptime_block import MEMORY_MODEL_MISS, _memory_evidence
from lifecycle.model.memory import GIB, memory_gib

from steptime_fixtures import a100, gpt, plan


def test_memory_discrepancy_scales_the_count_not_the_reserve():
    w, pl = gpt(layers=32., hidden=4096., ffn_hidden=16384., heads=32., kv_heads=32.), plan()
    base = {"mem_frag_factor": 1.1, "mem_reserve_gib": 1.5}
    one = memory_gib(w, pl, a100(), base)
    two = memory_gib(w, pl, a100(), {**base, "memory_discrepancy": 1.3})
    count = one["state_gib"] + one["activation_gib"]
    assert one["memory_gib"] == pytest.approx(count * 1.1 + 1.5, rel=1e-12)
    assert two["memory_gib"] == pytest.approx(count * 1.1 * 1.3 + 1.5, rel=1e-12)
    assert one["state_gib"] * GIB > 0


def test_publisher_memory_offsets_by_hand():
    """An unseen publisher's fresh offset exp(sigma_memory_publisher x z) and a calibration
    publisher's own offset exp(memory_publisher_offset) multiply the count, not the reserve; a
    calibration publisher's rows (memory_unseen 0) and the fit (z 0) draw no fresh one."""
    w, pl = gpt(layers=32., hidden=4096., ffn_hidden=16384., heads=32., kv_heads=32.), plan()
    base = {"mem_frag_factor": 1.1, "mem_reserve_gib": 1.5, "memory_discrepancy": 1.2,
            "sigma_memory_publisher": 0.5}
    one = memory_gib(w, pl, a100(), base)
    count = one["state_gib"] + one["activation_gib"]
    new = memory_gib({**w, "memory_unseen": 1.0}, pl, a100(), {**base, "memory_ood_z": -1.5})
    assert new["memory_gib"] == pytest.approx(count * 1.1 * 1.2 * np.exp(0.5 * -1.5) + 1.5, rel=1e-12)
    seen = memory_gib({**w, "memory_unseen": 0.0}, pl, a100(), {**base, "memory_ood_z": -1.5})
    fit = memory_gib({**w, "memory_unseen": 1.0}, pl, a100(), {**base, "memory_ood_z": 0.0})
    assert seen["memory_gib"] == pytest.approx(one["memory_gib"], rel=1e-12)
    assert fit["memory_gib"] == pytest.approx(one["memory_gib"], rel=1e-12)
    own = memory_gib({**w, "memory_publisher_offset": np.log(0.8)}, pl, a100(), base)
    assert own["memory_gib"] == pytest.approx(count * 1.1 * 1.2 * 0.8 + 1.5, rel=1e-12)


def test_only_unseen_publishers_draw_a_fresh_memory_offset():
    """ood_columns marks an unseen publisher (memory_unseen 1) and not a calibration one."""
    from lifecycle import discrepancy as D

    w = gpt(layers=32., hidden=4096., ffn_hidden=16384., heads=32., kv_heads=32.)
    hw = {**a100(), "family_index": np.array([0, 0])}
    cov = D.calibration_coverage()
    cols = D.ood_columns(w, hw, cov=cov, publishers=["nvidia", "someone-new"])
    np.testing.assert_allclose(cols["memory_unseen"], [0.0, 1.0])


def _robust(logp):
    return np.logaddexp(np.log1p(-MEMORY_MODEL_MISS) + logp, np.log(MEMORY_MODEL_MISS))


@pytest.mark.parametrize("offset", [0.0, np.array([0.1, -0.2, 0.3, 0.05])])
def test_memory_likelihood_hand_calculation(offset):
    """Each row's publisher offset (log) scales its allocator peak in all three kinds of
    evidence."""
    import pymc as pm

    s, reserve, hbm = 0.3, 1.0, 80.0
    need = np.array([41.0, 61.0, 51.0, 71.0])  # count x frag + reserve
    df = pd.DataFrame({"peak_memory_gib": [48.0, 70.0, 62.0, np.nan],
                       "memory_measure": ["allocated", "reserved", "device", None]})
    with pm.Model() as m:
        _memory_evidence(pm, s, df, {"hbm_gb": np.full(4, hbm)}, {"memory_gib": need},
                         {"mem_reserve_gib": reserve}, offset)
    got = float(m.compile_logp()({}))
    peak = (need - reserve) * np.exp(offset)
    fits = _robust(stats.norm.logcdf((np.log(hbm - reserve) - np.log(peak)) / s)).sum()
    point = stats.t.logpdf(np.log(48.0), 4.0, loc=np.log(peak[0]), scale=s)
    bounds = (_robust(stats.norm.logcdf((np.log(70.0) - np.log(peak[1])) / s))
              + _robust(stats.norm.logcdf((np.log(62.0 - reserve) - np.log(peak[2])) / s)))
    # (PyMC's normal log-CDF and SciPy's agree to ~1e-8)
    assert got == pytest.approx(fits + point + bounds, rel=1e-6)


def test_peak_memory_needs_its_measure(tmp_path, capsys):
    import shutil

    from lifecycle import paths
    from lifecycle.cli import main

    data = tmp_path / "data"
    shutil.copytree(paths.REPO_ROOT / "data", data)
    p = data / "measurements" / "kempner_forge.csv"
    df = pd.read_csv(p, dtype=str, keep_default_na=False)
    i = df.index[df["peak_memory_gib"] != ""][0]
    df.loc[i, "memory_measure"] = ""
    df.to_csv(p, index=False)
    assert main(["data", "check", "--data-dir", str(data)]) == 2
    out = capsys.readouterr().out
    assert "memory_measure: give peak_memory_gib and memory_measure together" in out, out


def test_memory_table_compares_like_with_like():
    from lifecycle.validate.steptime import memory_table

    out = pd.DataFrame({
        "peak_memory_gib": [40.0, 50.0, 60.0, np.nan],
        "memory_measure": ["allocated", "allocated", "device", None],
        "pred_allocated_gib_p05": [30.0, 30.0, 10.0, 1.0],
        "pred_allocated_gib_p50": [44.0, 40.0, 20.0, 2.0],
        "pred_allocated_gib_p95": [60.0, 45.0, 30.0, 3.0],
        "pred_memory_gib_p05": [31.0, 31.0, 50.0, 2.0],
        "pred_memory_gib_p50": [45.0, 41.0, 54.0, 3.0],
        "pred_memory_gib_p95": [61.0, 46.0, 70.0, 4.0]})
    t = memory_table(out).set_index("measure")
    # allocator peaks against the allocator prediction: errors +10% and -20%
    assert t.loc["allocated", "rows"] == 2
    assert t.loc["allocated", "median_abs_error_pct"] == pytest.approx(15.0)
    assert t.loc["allocated", "bias_median_pct"] == pytest.approx(-5.0)
    assert t.loc["allocated", "coverage_90"] == pytest.approx(0.5)
    # a device reading against the need with the reserve: 54 for 60 measured, inside 50-70
    assert t.loc["device", "bias_median_pct"] == pytest.approx(-10.0)
    assert t.loc["device", "coverage_90"] == pytest.approx(1.0)
    assert t.loc["device", "above_p05"] == pytest.approx(1.0)  # 60 printed, not under 50
    # 50 printed under an allocator interval 30-45: outside it, not under its 5th percentile
    assert t.loc["allocated", "above_p05"] == pytest.approx(1.0)
    assert "unspecified" not in t.index  # the row without a figure is left out


def test_validate_prints_the_stored_held_out_memory_figures(capsys):
    """`validate steptime` shows memory's held-out numbers beside its in-sample ones: what
    memory_lopo.py --write stored."""
    import yaml

    from lifecycle.commands.validate import _print_memory_held_out
    from lifecycle.paths import data_dir

    d = yaml.safe_load((data_dir() / "derivations" / "memory_held_out.yaml").read_text())
    _print_memory_held_out()
    out = capsys.readouterr().out
    assert "memory held out by publisher" in out
    line = next(x for x in out.splitlines() if x.strip().startswith("allocated"))
    rows, cov, above, err = line.split()[1:5]
    a = d["held_out"]["allocated"]
    assert int(rows) == a["rows"] and float(cov) == pytest.approx(a["coverage_90"], abs=5e-4)
    assert float(above) == pytest.approx(a["above_p05"], abs=5e-4)
    assert float(err) == pytest.approx(a["median_abs_error"], abs=5e-4)
