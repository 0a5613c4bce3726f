"""lifecycle.tables: the read API the other modules use for data/*.csv."""

import os
import shutil

import pytest

from lifecycle import tables
from lifecycle.errors import LifecycleInputError

REQUIRED_ACCELERATORS = [
    "a100-sxm4-40gb", "a100-sxm4-80gb", "h100-sxm5-80gb", "h800-sxm5-80gb", "h200-sxm-141gb",
    "b200", "gb200", "gb300", "v100-sxm2-32gb", "tpu-v3", "tpu-v4", "tpu-v5p", "mi300x",
]


def test_required_accelerator_ids_present():
    assert set(REQUIRED_ACCELERATORS) <= set(tables.ids("accelerators"))


def test_accelerator_row_values_and_types():
    h100 = tables.accelerator("h100-sxm5-80gb")
    # NVIDIA H100 SXM datasheet: 989.4 dense BF16 TFLOP/s, 3.35 TB/s, 700 W
    assert h100["peak_bf16_tflops"] == pytest.approx(989.4)
    assert h100["hbm_bw_gb_per_s"] == pytest.approx(3350)
    assert h100["tdp_w"] == pytest.approx(700)
    assert h100["default_intra_fabric"] == "nvlink4"
    # empty cells come back as None, not NaN
    assert tables.accelerator("tpu-v5p")["die_area_mm2"] is None
    assert tables.accelerator("h200-sxm-141gb")["hbm_gb"] == pytest.approx(141)


def test_fabric_and_region():
    nvl = tables.fabric("nvlink5-nvl72")
    assert nvl["kind"] == "intra" and nvl["domain_size"] == 72 and nvl["bw_gb_per_s"] == 900
    assert tables.fabric("ib-ndr-400")["bw_gb_per_s"] == pytest.approx(50)  # 400 Gb/s / 8
    us = tables.region("us-average")
    assert us["gco2e_per_kwh"] == pytest.approx(375)
    de = tables.region("country-de")
    assert de["p05_gco2e_per_kwh"] < de["gco2e_per_kwh"] < de["p95_gco2e_per_kwh"]


def test_unknown_id_has_did_you_mean_and_valid_list():
    with pytest.raises(LifecycleInputError) as ei:
        tables.accelerator("h100")
    msg = str(ei.value)
    assert msg.startswith("data/accelerators.csv: accelerator_id: unknown accelerator 'h100' "
                          "(did you mean 'h100-sxm5-80gb'?); valid: ")
    for a in REQUIRED_ACCELERATORS:
        assert a in msg
    with pytest.raises(LifecycleInputError,
                       match=r"unknown fabric 'nvlink-4' \(did you mean 'nvlink4'\?\)"):
        tables.fabric("nvlink-4")
    with pytest.raises(LifecycleInputError,
                       match=r"unknown region 'zz-nowhere'; valid: us-average"):
        tables.region("zz-nowhere")


def test_unknown_table():
    with pytest.raises(LifecycleInputError, match="no such data table 'accelerator'"):
        tables.load("accelerator")


def test_table_hashes_and_data_dir_override(tmp_path, monkeypatch):
    h = tables.table_hashes()
    assert "accelerators.csv" in h and "measurements/steptime_measurements.csv" in h
    assert all(len(v) == 64 for v in h.values())
    d = tmp_path / "data"
    shutil.copytree(tables.table_path("accelerators").parent, d,
                    ignore=shutil.ignore_patterns("scenarios"))
    p = d / "accelerators.csv"
    # a copy of the H100 row under a new id (renaming it would break the tables that
    # refer to it, which every command now refuses: see test_broken_tables.py)
    h100 = next(line for line in p.read_text().splitlines() if line.startswith("h100-sxm5-80gb,"))
    p.write_text(p.read_text() + h100.replace("h100-sxm5-80gb,", "h100-renamed,", 1) + "\n")
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(d))
    assert "h100-renamed" in tables.ids("accelerators")
    assert tables.table_hashes()["accelerators.csv"] != h["accelerators.csv"]
    assert tables.table_hashes()["grid.csv"] == h["grid.csv"]


def test_row_is_the_first_matching_row_of_the_table_and_a_fresh_dict_each_call():
    """row() reads an index built once per file version (speed: it runs once per measurement
    row and layer); it must give what a filter of load() on the key gives, value and type."""
    for name in ("accelerators", "fabrics"):
        df = tables.load(name)
        key = tables.KEYS[name]
        for i in df[key].tolist()[:8] + df[key].tolist()[-3:]:
            want = {k: tables._clean(v) for k, v in df.loc[df[key] == i].iloc[0].to_dict().items()}
            got = tables.row(name, i)
            assert got == want and [type(v) for v in got.values()] == [type(v) for v in want.values()]
    a = tables.accelerator("h100-sxm5-80gb")
    a["tdp_w"] = -1.0
    assert tables.accelerator("h100-sxm5-80gb")["tdp_w"] == pytest.approx(700)


def test_row_sees_a_rewritten_table(tmp_path, monkeypatch):
    d = tmp_path / "data"
    shutil.copytree(tables.table_path("accelerators").parent, d,
                    ignore=shutil.ignore_patterns("scenarios"))
    monkeypatch.setenv("LIFECYCLE_DATA_DIR", str(d))
    assert tables.accelerator("h100-sxm5-80gb")["tdp_w"] == pytest.approx(700)
    p = d / "accelerators.csv"
    h100 = next(line for line in p.read_text().splitlines() if line.startswith("h100-sxm5-80gb,"))
    p.write_text(p.read_text() + h100.replace("h100-sxm5-80gb,", "h100-copy,", 1) + "\n")
    os.utime(p, ns=(p.stat().st_atime_ns, p.stat().st_mtime_ns + 10**9))  # a new file version
    assert tables.accelerator("h100-copy")["tdp_w"] == pytest.approx(700)


def test_reliability_rows_sum_to_the_stated_total():
    # data/reliability.csv transcribes Llama 3 Table 5 cause by cause; its notes give the
    # table's own total. A mistyped or missing cause breaks the sum.
    import re

    df = tables.load("reliability")
    df = df[df["study"] == "llama3-405b-pretraining"]
    unexpected = df[df["unexpected"].astype(str).str.lower().eq("true")]
    totals = {int(m.group(1)) for n in unexpected["notes"].astype(str)
              if (m := re.search(r"lists (\d+) unexpected interruptions", n))}
    assert len(totals) == 1
    assert unexpected["interruptions"].sum() == totals.pop()
