"""Read a scenario YAML file into a validated :class:`Scenario`.

YAML is read with ``yaml.safe_load`` after a pass over the composed node tree
that rejects duplicate keys; tags such as ``!!python/object`` are refused. Every problem
(malformed YAML with line and column, unknown keys, broken rules, unknown
ids, unknown prior names) becomes a :class:`~lifecycle.errors.Problem`; the
caller gets a single :class:`~lifecycle.errors.LifecycleInputError` listing
them all, never another exception.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import yaml
from pydantic import ValidationError

from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.scenario.messages import problems_from_validation
from lifecycle.scenario.schema import RuleViolations, Scenario

__all__ = ["load_scenario", "scenario_from_dict", "parse_yaml", "require_plan", "scenario_hash"]

MAX_BYTES = 1_000_000


def _check_duplicate_keys(node) -> None:
    """Raise a ConstructorError (with marks) at the first repeated key of any mapping.

    Works on the composed node tree (``yaml.compose`` with the SafeLoader: nothing is
    constructed), so duplicate keys are refused before ``yaml.safe_load`` reads the text.
    """
    stack, visited = [node], set()
    while stack:
        n = stack.pop()
        if id(n) in visited:  # aliases share nodes (and may form cycles)
            continue
        visited.add(id(n))
        if isinstance(n, yaml.MappingNode):
            seen = {}
            for key_node, value_node in n.value:
                if isinstance(key_node, yaml.ScalarNode):
                    key = (key_node.tag, key_node.value)
                    if key in seen:
                        raise yaml.constructor.ConstructorError(
                            "while reading a mapping", n.start_mark,
                            f"duplicate key {key_node.value!r} (first at line {seen[key] + 1})",
                            key_node.start_mark)
                    seen[key] = key_node.start_mark.line
                stack.extend((key_node, value_node))
        elif isinstance(n, yaml.SequenceNode):
            stack.extend(n.value)


def _yaml_problem(e: yaml.YAMLError, file: str) -> Problem:
    mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
    where = f"line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
    problem = str(getattr(e, "problem", "") or e).strip()
    if "could not determine a constructor for the tag" in problem:
        tag = problem.split("the tag", 1)[-1].strip().strip("'")
        return Problem(file, where, f"YAML tag '{tag}' is not allowed: scenarios are plain YAML "
                                    "(mappings, lists, numbers, text) read with safe_load")
    context = str(getattr(e, "context", "") or "").strip()
    extra = f" ({context})" if context and context != problem else ""
    text = f"malformed YAML: {problem}{extra}"
    return Problem(file, where, text)


def parse_yaml(text: str, file: str = "scenario") -> dict:
    """Parse scenario text to a dict (safe YAML only); LifecycleInputError otherwise."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        if node is not None:
            _check_duplicate_keys(node)
        doc = yaml.safe_load(text)
    except yaml.reader.ReaderError as e:  # a control character: no mark, only a position
        before = text[: e.position]
        where = f"line {before.count(chr(10)) + 1}, column {e.position - before.rfind(chr(10))}"
        code = e.character if isinstance(e.character, int) else ord(str(e.character)[:1] or " ")
        raise LifecycleInputError(Problem(file, where, f"control character #x{code:04x} is not "
                                          "allowed in YAML")) from None
    except yaml.YAMLError as e:
        raise LifecycleInputError(_one_line([_yaml_problem(e, file)])) from None
    except RecursionError:
        raise LifecycleInputError(Problem(file, "", "YAML nested too deeply")) from None
    if doc is None:
        raise LifecycleInputError(Problem(
            file, "", "empty file: expected a mapping with schema_version: 1, model, training, "
                      "plan, cluster, site"))
    if not isinstance(doc, dict):
        raise LifecycleInputError(Problem(file, "", f"top level must be a mapping of sections "
                                          f"(schema_version, model, training, ...); got "
                                          f"{type(doc).__name__}"))
    return doc


def _check_priors(sc: Scenario, file: str) -> None:
    if not sc.priors:
        return
    from lifecycle.priors import load_priors, with_overrides

    try:
        with_overrides(load_priors(), sc.priors, file)
    except LifecycleInputError:
        raise
    except Exception as e:  # noqa: BLE001 - any bad override spec is a user error
        raise LifecycleInputError(Problem(file, "priors", f"bad prior override: {e}")) from None


def _one_line(problems: list[Problem]) -> list[Problem]:
    """Problems with every message and location on one line (for grep-able output)."""
    flat = [Problem(p.file, " ".join(str(p.location).split()), " ".join(str(p.message).split()))
            for p in problems]
    return flat or [Problem("scenario", "", "invalid scenario")]


def scenario_from_dict(doc: dict, file: str = "scenario", base_dir: Path | None = None,
                       default_name: str | None = None) -> Scenario:
    """Validate a parsed scenario mapping (``name`` defaults to ``default_name``).

    Raises
    ------
    LifecycleInputError
        One single-line problem per broken key or rule.
    """
    try:
        return _from_dict(doc, file, base_dir, default_name)
    except LifecycleInputError as e:
        raise LifecycleInputError(_one_line(e.problems)) from None


def _from_dict(doc, file, base_dir, default_name) -> Scenario:
    if default_name is not None and isinstance(doc, dict) and "name" not in doc:
        doc = {"name": default_name, **doc}
    try:
        sc = Scenario.model_validate(doc, context={"base_dir": base_dir})
    except ValidationError as e:
        raise LifecycleInputError(problems_from_validation(e, file)) from None
    except RuleViolations as e:  # raised outside pydantic's wrapping (defensive)
        raise LifecycleInputError([Problem(file, w, m) for w, m in e.problems]) from None
    except LifecycleInputError as e:  # a data table could not be read
        raise LifecycleInputError(e.problems) from None
    except (RecursionError, OverflowError, TypeError) as e:
        raise LifecycleInputError(Problem(file, "", f"cannot read scenario: {e}")) from None
    _check_priors(sc, file)
    sc._source_file = file
    return sc


def load_scenario(path) -> Scenario:
    """Load and validate a scenario YAML file.

    Parameters
    ----------
    path : str or Path
        The scenario file; ``model.hf_config`` paths are relative to it. A bare
        name that is not a file here (``gpt3-175b``) names a bundled example
        scenario (``data/scenarios/``).

    Returns
    -------
    Scenario
        Every default and id resolved; ``scenario.source_file`` is ``path``.

    Raises
    ------
    LifecycleInputError
        One problem per line: file, key path, what is allowed.
    """
    path = _example_or_path(path)
    file = str(path)
    if not path.is_file():
        what = "is a directory" if path.is_dir() else "no such file"
        raise LifecycleInputError(Problem(file, "", f"{what}: give a scenario YAML file"))
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise LifecycleInputError(Problem(file, "", f"cannot read: {e.strerror or e}")) from None
    if len(raw) > MAX_BYTES:
        raise LifecycleInputError(Problem(file, "", f"file too large ({len(raw)} bytes; a scenario "
                                          f"is at most {MAX_BYTES})"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise LifecycleInputError(Problem(file, f"byte {e.start}", "not UTF-8 text")) from None
    doc = parse_yaml(text, file)
    return scenario_from_dict(doc, file, base_dir=path.resolve().parent, default_name=path.stem)


def _example_or_path(path) -> Path:
    """``path``, or the bundled example scenario of that name (``gpt3-175b`` or
    ``gpt3-175b.yaml``) when no such file exists and the name has no directory part."""
    path = Path(path)
    if path.exists() or path.parent != Path("."):
        return path
    from lifecycle.paths import scenarios_dir

    name = path.name if path.suffix in (".yaml", ".yml") else f"{path.name}.yaml"
    example = scenarios_dir() / name
    return example if example.is_file() else path


def require_plan(scenario: Scenario, command: str):
    """The scenario's plan, or LifecycleInputError if it says ``plan: auto``."""
    if scenario.plan is None:
        raise LifecycleInputError(Problem(scenario.source_file, "plan",
                                          f"plan: auto is not yet supported by {command}; give tp, "
                                          "pp, dp (and cp, ep, vp, micro_batch) explicitly"))
    return scenario.plan


def scenario_hash(scenario: Scenario) -> str:
    """sha256 of the resolved scenario as canonical JSON (sorted keys) [hex]."""
    blob = json.dumps(scenario.resolved_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()
