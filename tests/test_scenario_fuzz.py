"""Property: any mutation of a valid scenario gives a Scenario or a clean LifecycleInputError.

Mutations: deleted keys, wrong types, negative / zero / huge / non-finite
numbers, unknown keys, non-mapping sections, and truncated YAML text. Any
other exception (TypeError, OverflowError, KeyError, pydantic's own
ValidationError...) fails the test.
"""

from __future__ import annotations

import copy
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lifecycle.errors import LifecycleInputError
from lifecycle.scenario import Scenario, scenario_from_dict
from lifecycle.scenario.load import parse_yaml

REPO = Path(__file__).resolve().parent.parent
BASES = [yaml.safe_load((REPO / p).read_text()) for p in (
    "tests/data/scenarios/valid_small.yaml", "data/scenarios/deepseek-v3.yaml",
    "data/scenarios/params-13b-a100.yaml", "data/scenarios/llama3-8b-hf-rent.yaml")]
HF_DIR = REPO / "data" / "scenarios"

VALUES = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([0, -1, 1, 2, 3, 7, 10**9 + 1, 10**400, 2**63]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([1e308, -0.0, 1e-320, 0.5, 1.5]),
    st.text(max_size=12),
    st.sampled_from(["auto", "moe", "dense", "fp8", "rent", "h100-sxm5-80gb", "nvlink4", "",
                     "1e3"]),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
)


def _paths(doc, prefix=()):
    out = []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.append(prefix + (k,))
            out += _paths(v, prefix + (k,))
    return out


def _parent(doc, path):
    for k in path[:-1]:
        doc = doc[k]
    return doc


def _mutate(doc, data):
    kind = data.draw(st.sampled_from(["delete", "set", "unknown", "set", "set"]))
    paths = _paths(doc)
    path = data.draw(st.sampled_from(paths))
    parent = _parent(doc, path)
    if kind == "delete":
        del parent[path[-1]]
    elif kind == "set":
        parent[path[-1]] = data.draw(VALUES)
    else:
        parent[data.draw(st.text(min_size=1, max_size=10))] = data.draw(VALUES)


def _outcome(fn):
    try:
        result = fn()
    except LifecycleInputError as e:
        assert e.problems
        for p in e.problems:
            assert p.message and isinstance(p.location, str)
            assert "\n" not in str(p)  # one line per problem
        return None
    assert isinstance(result, Scenario)
    return result


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_scenario_is_valid_or_clean_error(data):
    doc = copy.deepcopy(data.draw(st.sampled_from(BASES)))
    for _ in range(data.draw(st.integers(1, 3))):
        if not _paths(doc):
            break
        _mutate(doc, data)
    sc = _outcome(lambda: scenario_from_dict(doc, "fuzz.yaml", base_dir=HF_DIR))
    if sc is not None:  # a valid result is self-consistent
        pl = sc.plan
        assert pl is None or pl.tp * pl.pp * pl.cp * pl.dp == sc.cluster.count


@settings(max_examples=60, deadline=None)
@given(base=st.sampled_from(BASES), frac=st.floats(0, 1), junk=st.text(max_size=8))
def test_truncated_yaml_is_valid_or_clean_error(base, frac, junk):
    text = yaml.safe_dump(base, sort_keys=False)
    cut = text[: int(len(text) * frac)] + junk
    _outcome(lambda: scenario_from_dict(parse_yaml(cut, "cut.yaml"), "cut.yaml", base_dir=HF_DIR))
