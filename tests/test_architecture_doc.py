"""ARCHITECTURE.md's glossary lists every quantity with the unit the code uses."""

import re
from pathlib import Path

from lifecycle.quantities import QUANTITIES

DOC = Path(__file__).resolve().parent.parent / "ARCHITECTURE.md"


def test_glossary_matches_quantities():
    rows = dict(re.findall(r"^\| `([a-z0-9_]+)` \| ([^|]*) \|", DOC.read_text(), flags=re.M))
    assert set(rows) == set(QUANTITIES), set(rows) ^ set(QUANTITIES)
    for name, (unit, _) in QUANTITIES.items():
        assert rows[name].strip() == unit, name
