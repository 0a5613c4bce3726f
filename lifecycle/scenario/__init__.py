"""Scenario format (``schema_version: 1``): load, validate, resolve.

>>> from lifecycle.scenario import load_scenario
>>> sc = load_scenario("data/scenarios/llama3-405b.yaml")  # doctest: +SKIP
>>> sc.plan.tp, sc.cluster.accelerator  # doctest: +SKIP
(8, 'h100-sxm5-80gb')
"""

from lifecycle.scenario.load import load_scenario, require_plan, scenario_from_dict, scenario_hash
from lifecycle.scenario.schema import (
    Cluster, Lifecycle, Model, Plan, RuleViolations, Scenario, Site, Training,
)

__all__ = [
    "load_scenario", "scenario_from_dict", "require_plan", "scenario_hash", "Scenario", "Model",
    "Training", "Plan", "Cluster", "Site", "Lifecycle", "RuleViolations",
]
