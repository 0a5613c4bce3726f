"""`lifecycle estimate` end to end: table, --json, seeds, exit 2 without traceback."""

import json
import subprocess
import sys

import pytest

from lifecycle.cli import main

REQUIRED = ("time_to_train_days", "gpu_hours", "goodput", "interruptions", "energy_mwh",
            "capex_usd", "opex_usd", "tco_usd", "capem_tco2e", "opem_tco2e", "total_tco2e",
            "lifetime_capex_usd", "lifetime_opex_usd", "lifetime_capem_tco2e",
            "lifetime_opem_tco2e")
SMALL = """schema_version: 1
name: small-7b
model: {{arch: dense, layers: 32, hidden: 4096, ffn_hidden: 11008, ffn_gated: true, heads: 32,
        kv_heads: 32, vocab: 32000, seq_len: 4096}}
training: {{tokens: 1.0e11, global_batch_seqs: 512, precision: bf16}}
plan: {plan}
cluster: {{accelerator: h100-sxm5-80gb, count: 64}}
site: {{region: us-average}}
"""


def _write(tmp_path, name, plan="{tp: 2, pp: 1, dp: 32, zero_stage: 1, recompute: selective}"):
    p = tmp_path / f"{name}.yaml"
    p.write_text(SMALL.format(plan=plan))
    return p


@pytest.fixture(scope="module")
def scen(tmp_path_factory):
    return _write(tmp_path_factory.mktemp("cli"), "cli-small")


def _json(capsys, argv):
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_json_output_and_same_seed_same_numbers(capsys, scen):
    argv = ["estimate", str(scen), "--draws", "300", "--seed", "7", "--json", "--prior"]
    a, b = _json(capsys, argv), _json(capsys, argv)
    assert a["scenario"] == "small-7b"
    assert a["provenance"]["param_source"] == "priors"
    assert a["provenance"]["seed"] == 7 and a["provenance"]["draws"] == 300
    for q in REQUIRED:
        v = a["quantities"][q]
        assert set(v) == {"unit", "mean", "p05", "p50", "p95"}
        assert v["p05"] <= v["p50"] <= v["p95"]
    assert a["quantities"] == b["quantities"]
    c = _json(capsys, argv[:5] + ["8", "--json", "--prior"])
    assert c["quantities"]["tco_usd"] != a["quantities"]["tco_usd"]


@pytest.mark.slow
def test_default_source_is_the_calibration_posterior(capsys, scen, calibration):
    argv = ["estimate", str(scen), "--draws", "300", "--seed", "7", "--json"]
    a, b = _json(capsys, argv), _json(capsys, argv)
    assert a["provenance"]["param_source"].startswith("calibration posterior")
    assert a["quantities"] == b["quantities"]
    p = _json(capsys, argv + ["--prior"])
    assert p["provenance"]["param_source"] == "priors"
    assert p["quantities"]["gpu_hours"] != a["quantities"]["gpu_hours"]


def test_table_output(capsys, scen):
    assert main(["estimate", str(scen), "--draws", "200", "--prior"]) == 0
    out = capsys.readouterr().out
    header = [ln for ln in out.splitlines() if ln.startswith("quantity")][0]
    assert header.split() == ["quantity", "unit", "mean", "p05", "p50", "p95"]
    for q in REQUIRED:
        assert f"\n{q} " in out


def test_infeasible_plan_exits_2_without_traceback(tmp_path):
    # a real process, so the exit status and stderr are what a user sees
    oom = _write(tmp_path, "oom", plan="{tp: 1, pp: 1, dp: 64, zero_stage: 0, recompute: none, "
                                       "micro_batch: 8}")
    # the default (calibrated) source: the memory check fails before any calibration
    r = subprocess.run([sys.executable, "-m", "lifecycle", "estimate", str(oom), "--draws", "20"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2, r.stderr
    assert "Traceback" not in r.stderr
    assert "GiB per accelerator" in r.stderr and "available" in r.stderr


def test_plan_auto_chooses_and_says_which(tmp_path, capsys):
    auto = _write(tmp_path, "auto", plan="auto")
    doc = _json(capsys, ["estimate", str(auto), "--draws", "50", "--prior", "--json"])
    note = doc["provenance"]["plan_choice"]
    assert note.startswith("plan: auto chose tp=")
    assert doc["quantities"]["time_to_train_days"]["p50"] > 0


def test_missing_file_exits_2(tmp_path, capsys):
    assert main(["estimate", str(tmp_path / "nope.yaml"), "--draws", "20"]) == 2
    err = capsys.readouterr().err
    assert "nope" in err and "Traceback" not in err
