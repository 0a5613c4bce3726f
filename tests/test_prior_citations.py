"""A prior may cite a published run only if that run's row is in data/ (issue 15 item 3).

Every ``source`` / ``rationale`` text of ``priors/*.yaml`` is scanned for names
of published training runs (Llama, GPT-3, PaLM, ...). Each mention, with the
version and size written after it ("Llama 3.2 1B" -> ``llama3.21b``), must
occur in the calibration data: an id, model name, source or note of a table in
``data/`` (``data/disclosures.csv``, ``data/measurements/*.csv``,
``data/reliability.csv``, ...). The frozen validation tables under
``data/validation/`` do NOT count: a prior set from them breaks the protocol.
Datasheet-like facts of a model that are not run measurements (parameter
counts of an architecture) are listed in :data:`ALLOWED` with the reason.
"""

import functools
import re

import pandas as pd
import pytest
import yaml

from lifecycle.paths import data_dir, priors_dir

# names of published runs; the version/size after the name is part of the mention
RUN_NAMES = (r"llama", r"gpt-?3", r"gpt-?4", r"palm", r"opt", r"bloom", r"deepseek", r"gopher",
             r"falcon", r"mixtral", r"qwen[\d.]*", r"dbrx", r"phi", r"mpt", r"olmo", r"granite",
             r"chinchilla", r"gemma", r"starcoder\w*", r"smollm\d?", r"tinyllama", r"pythia",
             r"nemotron", r"grok", r"mt-nlg", r"megatron-turing")
MENTION = re.compile(r"\b(" + "|".join(RUN_NAMES) + r")\b[\s-]*(v?\d+(?:\.\d+)?(?![\d.]*[bm]\b))?"
                     r"(?:[\s-]*(\d+(?:\.\d+)?[bm])\b)?", re.IGNORECASE)

# mention (normalised) -> why it may be cited without a row: facts of an
# architecture (parameter counts), not measurements of a training run
ALLOWED = {
    "dbrx": "parameter counts of the DBRX architecture (Databricks 2024), moe_*_share priors",
    "qwen1.5": "parameter counts of Qwen1.5-MoE-A2.7B, moe_*_share priors",
}


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9.]", "", text.lower())


@functools.lru_cache(maxsize=1)
def _corpus() -> str:
    root = data_dir()
    files = [p for p in root.rglob("*.csv") if "validation" not in p.relative_to(root).parts]
    parts = []
    for p in files:
        df = pd.read_csv(p, dtype=str)
        cols = [c for c in df.columns if c in ("id", "model", "row_id", "study", "item_id",
                                               "source", "notes", "entity", "item")]
        for c in cols:
            parts.extend(df[c].dropna().tolist())
    return _norm(" | ".join(parts))


def mentions(text: str) -> list[str]:
    """Normalised run mentions in ``text`` (name + version + size)."""
    out = []
    for m in MENTION.finditer(text):
        name, ver, size = m.group(1), m.group(2) or "", m.group(3) or ""
        out.append(_norm(name + ver + size))
    return out


def _prior_texts():
    for f in sorted(priors_dir().glob("*.yaml")):
        doc = yaml.safe_load(f.read_text())
        for name, spec in (doc.get("priors") or {}).items():
            for key in ("source", "rationale"):
                if isinstance(spec, dict) and spec.get(key):
                    yield f.name, name, key, str(spec[key])


def test_mention_parser_reads_name_version_and_size():
    assert mentions("Llama 3.2 1B ~5x and GPT-3 175B; PaLM 540B") == [
        "llama3.21b", "gpt3175b", "palm540b"]
    assert mentions("the OPT-175B logbook") == ["opt175b"]


def test_a_run_outside_data_is_caught():
    corpus = _corpus()
    # runs with no row in data/ (Granite 3.0 moved from the frozen table to calibration)
    for text in ("Qwen2 72B reached 40% MFU", "Pythia 12B used 256 A100", "Grok-3 used 100k H100"):
        bad = [m for m in mentions(text) if m not in corpus and not m.startswith(tuple(ALLOWED))]
        assert bad, text


@pytest.mark.parametrize("file,prior,key,text", list(_prior_texts()),
                         ids=lambda v: v if isinstance(v, str) and len(v) < 40 else None)
def test_prior_cites_only_runs_in_data(file, prior, key, text):
    corpus = _corpus()
    bad = [m for m in mentions(text) if m not in corpus and not m.startswith(tuple(ALLOWED))]
    assert not bad, (f"priors/{file}: {prior}.{key} cites {bad}, a run with no row in data/ "
                     "(add its row with a source, or cite a row that is there)")
