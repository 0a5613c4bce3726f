"""Scenario schema: bundled examples load, broken fixtures give their exact message.

Each ``tests/data/scenarios/wrong_*.yaml`` is a small valid scenario
(``valid_small.yaml``) with one thing broken; ``EXPECTED`` holds the exact
problem lines (``key path: message``) it must produce. A line ending in
``...`` is a prefix (the id lists that follow grow when data tables grow).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from lifecycle.errors import LifecycleInputError
from lifecycle.scenario import (
    Scenario, load_scenario, require_plan, scenario_from_dict, scenario_hash,
)
from lifecycle.scenario.derive import hf_to_model, model_params, shape_from_params

REPO = Path(__file__).resolve().parent.parent
BUNDLED = sorted((REPO / "data" / "scenarios").glob("*.yaml"))
FIXTURES = REPO / "tests" / "data" / "scenarios"

EXPECTED = {
    "wrong_unknown_key": [
        "plan -> tensor_paralel: unknown key 'tensor_paralel'; did you mean 'tp'? "
        "(allowed: tp, pp, dp, cp, ep, vp, micro_batch, sequence_parallel, zero_stage, recompute, activation_offload, etp, moe_dispatcher, fsdp_shard)"],
    "wrong_unknown_accelerator": [
        "cluster -> accelerator: unknown accelerator 'h100-sxm' (did you mean 'h100-sxm5-80gb'?); "
        "valid: ..."],
    "wrong_unknown_region": [
        "site -> region: unknown region 'us-averag' (did you mean 'us-average'?); valid: ..."],
    "wrong_unknown_fabric": [
        "cluster -> intra_fabric: unknown fabric 'nvlink9' (did you mean 'nvlink2'?); valid: ..."],
    "wrong_intra_is_inter": [
        "cluster -> intra_fabric: 'ib-ndr-400' is an inter-node network; need an intra-node/domain "
        "fabric: ..."],
    "wrong_layout_count": [
        "plan: tp*pp*cp*dp = 4*2*1*4 = 32 must equal cluster.count = 64; with tp*pp*cp = 8, dp = 8 "
        "would fit"],
    "wrong_heads_tp": ["plan -> tp: must divide model.heads = 30; got 4"],
    "wrong_kv_heads": [
        "model -> kv_heads: must divide heads = 32 (grouped-query attention); got 12"],
    "wrong_layers_pp": ["plan -> pp: pp*vp = 2*1 = 2 must divide model.layers = 33"],
    "wrong_batch": [
        "training -> global_batch_seqs: must be a multiple of dp*micro_batch = 8*1 = 8; got 500"],
    "wrong_count_per_node": [
        "cluster -> count: must be a multiple of gpus_per_node = 8 (whole nodes); got 60",
        "plan: tp*pp*cp*dp = 4*2*1*15 = 120 must equal cluster.count = 60"],
    "wrong_negative_lifetime": ["lifecycle -> lifetime_years: must be > 0; got -5"],
    "wrong_utilisation": ["lifecycle -> utilisation: must be <= 1; got 1.5"],
    "wrong_malformed_yaml": [
        "line 19, column 5: malformed YAML: expected ',' or ']', but got ':' "
        "(while parsing a flow sequence)"],
    "wrong_truncated": [
        "line 21, column 5: malformed YAML: could not find expected ':' "
        "(while scanning a simple key)"],
    "wrong_python_tag": [
        "line 18, column 7: YAML tag 'tag:yaml.org,2002:python/object/apply:os.system' is not "
        "allowed: scenarios are plain YAML (mappings, lists, numbers, text) read with safe_load"],
    "wrong_duplicate_key": [
        "line 20, column 3: malformed YAML: duplicate key 'pp' (first at line 19) "
        "(while reading a mapping)"],
    "wrong_empty": [
        "empty file: expected a mapping with schema_version: 1, model, training, plan, cluster, "
        "site"],
    "wrong_top_level_list": [
        "top level must be a mapping of sections (schema_version, model, training, ...); got list"],
    "wrong_schema_version": [
        "schema_version: must be 1 (the scenario format this lifecycle reads); got 2"],
    "wrong_missing_section": [
        "training: required section is missing (keys: tokens, global_batch_seqs, precision, "
        "optimizer, software_stack, flash_attention, grad_reduce_dtype, optimizer_state, cuda_graphs)"],
    "wrong_rent_without_price": [
        "lifecycle -> rent_usd_per_gpu_hour: required for mode: rent "
        "(cloud price per GPU-hour, USD)"],
    "wrong_fp8_v100": [
        "training -> precision: fp8 needs an accelerator with FP8 tensor cores; v100-sxm2-32gb has "
        "none: use bf16 or fp16"],
    "wrong_moe_missing_experts": [
        "model -> num_experts: required for arch: moe (routed experts per layer)",
        "model -> experts_per_token: required for arch: moe (experts each token is routed to)"],
    "wrong_tp_type": ["plan -> tp: must be a whole number; got 'four'"],
    "wrong_ep_dense": ["plan -> ep: expert parallelism needs arch: moe; got ep = 2"],
    "wrong_ep_experts": ["plan -> ep: must divide model.num_experts = 6; got 4"],
    "wrong_vp_without_pp": [
        "plan -> vp: virtual pipeline stages need pp > 1; got vp = 2 with pp = 1"],
    "wrong_plan_word": [
        "plan: must be a mapping (tp, pp, dp, ...) or the word auto; got 'manual'"],
    "wrong_hf_missing": [
        "model -> hf_config: no such file 'no/such/config.json' (a path relative to the scenario "
        "file's folder, or absolute)"],
    "wrong_params_and_shape": [
        "model -> params_b: give either params_b or the shape (layers, hidden, ffn_hidden, heads), "
        "not both"],
}


def _lines(exc: LifecycleInputError) -> list[str]:
    return [f"{p.location}: {p.message}" if p.location else p.message for p in exc.problems]


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_bundled_scenarios_load(path):
    sc = load_scenario(path)
    assert isinstance(sc, Scenario)
    assert sc.name == path.stem  # every example names itself after its file
    assert sc.description
    assert path.read_text().startswith("#")  # a comment citing the sources comes first
    assert sc.plan is not None
    pl, cl = sc.plan, sc.cluster
    assert pl.tp * pl.pp * pl.cp * pl.dp == cl.count
    assert cl.gpus_per_node and cl.intra_fabric and cl.inter_network  # resolved from the tables


def test_every_wrong_fixture_has_an_expected_message():
    names = {p.stem for p in FIXTURES.glob("wrong_*.yaml")}
    assert names == set(EXPECTED)
    assert len(names) >= 15


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_wrong_fixture_message(name):
    path = FIXTURES / f"{name}.yaml"
    with pytest.raises(LifecycleInputError) as ei:
        load_scenario(path)
    got = _lines(ei.value)
    want = EXPECTED[name]
    assert len(got) == len(want), got
    for g, w in zip(got, want, strict=True):
        if w.endswith("..."):
            assert g.startswith(w[:-3]), g
        else:
            assert g == w
    assert all(p.file == str(path) for p in ei.value.problems)


def test_unknown_id_lists_valid_ids():
    with pytest.raises(LifecycleInputError) as ei:
        load_scenario(FIXTURES / "wrong_unknown_accelerator.yaml")
    msg = ei.value.problems[0].message
    for acc in ("a100-sxm4-40gb", "h100-sxm5-80gb", "gb200", "tpu-v5p", "mi300x"):
        assert acc in msg


def test_valid_small_and_plan_auto():
    sc = load_scenario(FIXTURES / "valid_small.yaml")
    assert require_plan(sc, "estimate").tp == 4
    assert sc.model.kv_heads == 8 and sc.model.moe_ffn_hidden == 11008
    auto = load_scenario(FIXTURES / "plan_auto.yaml")
    assert auto.plan is None and auto.plan_auto
    with pytest.raises(LifecycleInputError) as ei:
        require_plan(auto, "estimate")
    assert ei.value.problems[0].message.startswith("plan: auto is not yet supported by estimate")
    assert auto.resolved_dict()["plan"] == "auto"


@pytest.mark.parametrize("path", BUNDLED + [FIXTURES / "plan_auto.yaml"], ids=lambda p: p.stem)
def test_resolved_dict_round_trips_with_same_hash(path, tmp_path):
    sc = load_scenario(path)
    doc = sc.resolved_dict()
    again = scenario_from_dict(json.loads(json.dumps(doc)), "again", base_dir=path.parent)
    assert again.resolved_dict() == doc
    assert scenario_hash(again) == scenario_hash(sc)
    # a YAML dump of the resolved scenario is itself a valid scenario file
    out = tmp_path / path.name
    out.write_text(yaml.safe_dump(doc, sort_keys=False))
    if sc.model.hf_config:  # the config path is relative to the original folder
        return
    assert scenario_hash(load_scenario(out)) == scenario_hash(sc)


def test_hash_changes_with_content():
    a = load_scenario(FIXTURES / "valid_small.yaml")
    doc = a.resolved_dict()
    doc["training"]["tokens"] = 2e12
    b = scenario_from_dict(doc, "b")
    assert scenario_hash(a) != scenario_hash(b) and len(scenario_hash(a)) == 64


@pytest.mark.parametrize("params_b", [1, 3, 7, 13, 34, 70, 175, 405, 1000])
def test_params_b_shape_reproduces_the_count(params_b):
    # tolerance 3%: one layer of a ~h/128-layer model is <= 3% of the total
    # from 1B up; the derivation itself refuses anything beyond 5%.
    shape = shape_from_params(params_b)
    total = model_params(shape)["total"]
    assert abs(total / (params_b * 1e9) - 1) < 0.03
    assert shape["hidden"] % 128 == 0 and shape["heads"] * 128 == shape["hidden"]
    assert 0.5 < shape["hidden"] / shape["layers"] / 128 < 2
    assert shape["derived_from"].startswith(f"params_b={params_b:g} via")


def test_params_b_13_matches_llama2_13b_shape():
    # Touvron et al. 2023, Table/model card: Llama 2 13B has 40 layers, d_model 5120, 40 heads
    s = shape_from_params(13)
    assert (s["layers"], s["hidden"], s["heads"]) == (40, 5120, 40)


def test_hf_config_llama3_8b_maps_field_by_field():
    sc = load_scenario(REPO / "data" / "scenarios" / "llama3-8b-hf-rent.yaml")
    m = sc.model
    assert (m.layers, m.hidden, m.ffn_hidden, m.heads, m.kv_heads, m.vocab, m.seq_len) == (
        32, 4096, 14336, 32, 8, 128256, 8192)
    assert m.ffn_gated and not m.tie_embeddings and m.arch == "dense"
    assert m.derived_from.startswith("hf_config=hf/llama-3-8b-config.json")
    # Meta reports 8.03B parameters for Llama 3 8B (model card); 0.5% tolerance
    assert abs(model_params(m)["total"] / 8.03e9 - 1) < 0.005


def test_hf_config_moe_fields():
    # DeepSeek-V3 config.json values (Hugging Face deepseek-ai/DeepSeek-V3)
    cfg = {"num_hidden_layers": 61, "hidden_size": 7168, "intermediate_size": 18432,
           "num_attention_heads": 128, "num_key_value_heads": 128, "vocab_size": 129280,
           "max_position_embeddings": 163840, "hidden_act": "silu", "n_routed_experts": 256,
           "num_experts_per_tok": 8, "n_shared_experts": 1, "moe_intermediate_size": 2048,
           "first_k_dense_replace": 3, "tie_word_embeddings": False}
    m, used = hf_to_model(cfg)
    assert m["arch"] == "moe" and m["num_experts"] == 256 and m["experts_per_token"] == 8
    assert m["shared_experts"] == 1 and m["moe_ffn_hidden"] == 2048
    assert m["first_dense_layers"] == 3 and m["ffn_gated"] is True
    assert "n_routed_experts->num_experts" in used
    # 671B total (DeepSeek-V3 report, without the 14B MTP module); MLA attention is
    # smaller than the MHA we model, so allow 1%
    total = model_params(m)["total"]
    assert abs(total / 671e9 - 1) < 0.01


def test_mixtral_style_experts_use_intermediate_size():
    m, _ = hf_to_model({"num_hidden_layers": 32, "hidden_size": 4096, "intermediate_size": 14336,
                        "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 32000,
                        "num_local_experts": 8, "num_experts_per_tok": 2, "hidden_act": "silu"})
    assert m["arch"] == "moe" and m["moe_ffn_hidden"] == 14336 and m["num_experts"] == 8


def test_model_keys_override_hf_config(tmp_path):
    (tmp_path / "c.json").write_text(json.dumps({"num_hidden_layers": 4, "hidden_size": 256,
                                                 "num_attention_heads": 4, "vocab_size": 1000,
                                                 "max_position_embeddings": 512}))
    doc = yaml.safe_load((FIXTURES / "valid_small.yaml").read_text())
    doc["model"] = {"hf_config": "c.json", "seq_len": 256}
    doc["plan"] = {"tp": 4, "pp": 2, "dp": 8}
    sc = scenario_from_dict(doc, "x", base_dir=tmp_path)
    assert sc.model.seq_len == 256 and sc.model.ffn_hidden == 1024 and not sc.model.ffn_gated
    assert "overridden in the scenario: seq_len" in sc.model.derived_from


def test_bad_hf_json_reports_line(tmp_path):
    (tmp_path / "c.json").write_text('{"hidden_size": 4096,\n "x": }')
    doc = yaml.safe_load((FIXTURES / "valid_small.yaml").read_text())
    doc["model"] = {"hf_config": "c.json"}
    with pytest.raises(LifecycleInputError) as ei:
        scenario_from_dict(doc, "x", base_dir=tmp_path)
    assert ei.value.problems[0].message.startswith("c.json: not valid JSON at line 2, column 7")


def test_unknown_prior_override():
    doc = yaml.safe_load((FIXTURES / "valid_small.yaml").read_text())
    doc["priors"] = {"no_such_prior_xyz": 1.0}
    with pytest.raises(LifecycleInputError) as ei:
        scenario_from_dict(doc, "x")
    assert ei.value.problems[0].location == "priors -> no_such_prior_xyz"


def test_missing_and_directory_paths(tmp_path):
    for p, what in ((tmp_path / "nope.yaml", "no such file"), (tmp_path, "is a directory")):
        with pytest.raises(LifecycleInputError) as ei:
            load_scenario(p)
        assert ei.value.problems[0].message.startswith(what)
    bad = tmp_path / "bin.yaml"
    bad.write_bytes(b"schema_version: 1\nname: \xff\xfe\n")
    with pytest.raises(LifecycleInputError) as ei:
        load_scenario(bad)
    assert ei.value.problems[0].message == "not UTF-8 text"


@pytest.mark.parametrize("old,new,want", [
    ("  tp: 4\n", "  tp: true\n", "plan -> tp: must be a whole number; got True"),
    ("  tp: 4\n", "  tp: 4.5\n", "plan -> tp: must be a whole number; got 4.5"),
    ("  lifetime_years: 5\n", "  lifetime_years: true\n",
     "lifecycle -> lifetime_years: must be a number; got True"),
    ("  utilisation: 0.7\n", "  utilisation: 0\n", "lifecycle -> utilisation: must be > 0; got 0"),
    ("  tokens: 1.0e+12\n", "  tokens: .inf\n",
     "training -> tokens: must be a finite number; got inf"),
    ("  precision: bf16\n", "  precision: BF16\n",
     "training -> precision: must be one of 'bf16', 'fp16' or 'fp8'; got 'BF16'"),
    ("model:\n", "model: 5\nmodel_:\n", "model: must be a mapping of keys; got 5"),
    ("  tp: 4\n", "  tp: !custom 4\n", "line 18, column 7: YAML tag '!custom' is not allowed: ..."),
    ("site:\n  region: us-average\n", "site:\n  pue: 1.1\n",
     "site -> region: give a region id of data/grid.csv or grid_gco2e_per_kwh"),
    ("  layers: 32\n", "  layers: 32\n  num_layers: 32\n",
     "model -> num_layers: unknown key 'num_layers'; did you mean 'layers'? ..."),
    ("  layers: 32\n", "  layers: 32\n  hidden_size: 4096\n",
     "model -> hidden_size: unknown key 'hidden_size'; did you mean 'hidden'? ..."),
    ("schema_version: 1\n", "", "schema_version: required: schema_version: 1"),
])
def test_inline_mistakes(old, new, want):
    from lifecycle.scenario.load import parse_yaml

    text = (FIXTURES / "valid_small.yaml").read_text()
    assert old in text
    with pytest.raises(LifecycleInputError) as ei:
        scenario_from_dict(parse_yaml(text.replace(old, new, 1), "f.yaml"), "f.yaml")
    got = _lines(ei.value)[0]
    assert got.startswith(want[:-3]) if want.endswith("...") else got == want


def test_reference_documents_every_key():
    from lifecycle.scenario.messages import SECTIONS, allowed_keys

    doc = (REPO / "data" / "scenarios" / "README.md").read_text()
    for section in [None, *SECTIONS]:
        for key in allowed_keys(section):
            assert f"`{key}`" in doc, key
    for path in BUNDLED:
        assert f"`{path.name}`" in doc, path.name


def test_control_character_reports_line_and_column():
    from lifecycle.scenario.load import parse_yaml

    with pytest.raises(LifecycleInputError) as ei:
        parse_yaml("a: 1\nb: x\x07\n", "f.yaml")
    assert _lines(ei.value) == ["line 2, column 5: control character #x0007 is not allowed in YAML"]
