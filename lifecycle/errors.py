"""User-facing errors: one clear message, exit code 2, no traceback."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Problem:
    """One problem in one input: where it is and what would be valid."""

    file: str
    location: str  # key path such as "plan -> tp", or "line 3, column 5"
    message: str

    def __str__(self) -> str:
        loc = f": {self.location}" if self.location else ""
        return f"{self.file}{loc}: {self.message}"


class LifecycleInputError(Exception):
    """Bad user input (scenario, data table, prior file, CLI argument).

    Carries one or more :class:`Problem`; the CLI prints one line per problem
    and exits with status 2.
    """

    exit_code = 2

    def __init__(self, problems: list[Problem] | Problem | str, file: str = ""):
        if isinstance(problems, str):
            problems = [Problem(file, "", problems)]
        elif isinstance(problems, Problem):
            problems = [problems]
        self.problems: list[Problem] = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


@dataclass
class Infeasible:
    """A plan that cannot run (does not fit in memory, unsupported feature)."""

    reason: str
    details: dict = field(default_factory=dict)
