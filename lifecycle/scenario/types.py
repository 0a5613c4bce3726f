"""Field types, the rule-violation error and the base section of scenario schemas.

Shared by :mod:`lifecycle.scenario.schema` and :mod:`lifecycle.scenario.sections`.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field
from pydantic_core import PydanticCustomError

__all__ = ["RuleViolations", "PosInt", "NonNegInt", "PosFloat", "NonNegFloat", "Share"]


def _no_bool(v: Any) -> Any:
    """YAML ``true`` is not a count (pydantic would read it as 1)."""
    if isinstance(v, bool):
        raise PydanticCustomError("int_type", "Input should be a valid integer")
    return v


def _no_bool_float(v: Any) -> Any:
    if isinstance(v, bool):
        raise PydanticCustomError("float_type", "Input should be a valid number")
    return v


_NB = BeforeValidator(_no_bool_float)

# generous upper bounds keep arithmetic finite on absurd inputs
_BIG = 10**9
PosInt = Annotated[int, BeforeValidator(_no_bool), Field(gt=0, le=_BIG)]
NonNegInt = Annotated[int, BeforeValidator(_no_bool), Field(ge=0, le=_BIG)]
PosFloat = Annotated[float, _NB, Field(gt=0, le=1e18)]
NonNegFloat = Annotated[float, _NB, Field(ge=0, le=1e18)]
Share = Annotated[float, _NB, Field(ge=0, le=1)]


class RuleViolations(ValueError):
    """One or more broken cross-field rules: ``[(key path, message), ...]``.

    Raised inside validators; pydantic keeps the exception in the error's
    ``ctx["error"]`` and :mod:`lifecycle.scenario.messages` expands it into
    one problem per pair.
    """

    def __init__(self, problems: list[tuple[str, str]]):
        self.problems = list(problems)
        super().__init__("; ".join(f"{loc}: {msg}" for loc, msg in self.problems))


def _raise(problems: list[tuple[str, str]]) -> None:
    if problems:
        raise RuleViolations(problems)


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False, validate_default=True)
