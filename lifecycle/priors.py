"""Priors as data: load `priors/*.yaml`, resolve elicited intervals, sample.

A prior file looks like::

    schema_version: 1
    priors:
      pue:
        dist: lognormal            # lognormal | normal | truncnormal | beta | gamma | uniform | fixed
        lower: 1.08                # elicited central interval ...
        upper: 1.25
        mass: 0.90                 # ... holding this probability
        unit: ratio
        source: "Google 2024 Environmental Report; Uptime 2023 survey"
        rationale: "hyperscale to colocation"

or with explicit parameters ``params: {mu: 0.1, sigma: 0.05}``. Elicited
intervals are resolved reproducibly: in closed form for normal, lognormal and
uniform; by a deterministic least-squares solve (scipy) for beta and gamma.
PyMC distributions are built elsewhere (:mod:`lifecycle.bayes.priors_pm`) from
the resolved parameters; this module needs only numpy and scipy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import hashlib
import json
import os
import statistics

import numpy as np
import yaml

from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.paths import cache_dir, priors_dir

DISTS = ("lognormal", "normal", "truncnormal", "beta", "gamma", "uniform", "fixed")
PARAMS = {
    "lognormal": ("mu", "sigma"),
    "normal": ("mu", "sigma"),
    "truncnormal": ("mu", "sigma", "lower", "upper"),
    "beta": ("alpha", "beta"),
    "gamma": ("alpha", "beta"),
    "uniform": ("lower", "upper"),
    "fixed": ("value",),
}


@dataclass(frozen=True)
class Prior:
    """One resolved prior: a family and its parameters, with provenance."""

    name: str
    dist: str
    params: dict
    unit: str
    source: str = ""
    rationale: str = ""
    file: str = ""
    extra: dict = field(default_factory=dict, compare=False)

    # -- numpy side ---------------------------------------------------------
    def scipy(self):
        from scipy import stats  # lazily: the CLI's start-up time is mostly imports

        p = self.params
        match self.dist:
            case "lognormal":
                return stats.lognorm(s=p["sigma"], scale=np.exp(p["mu"]))
            case "normal":
                return stats.norm(p["mu"], p["sigma"])
            case "truncnormal":
                a = (p["lower"] - p["mu"]) / p["sigma"]
                b = (p["upper"] - p["mu"]) / p["sigma"]
                return stats.truncnorm(a, b, loc=p["mu"], scale=p["sigma"])
            case "beta":
                return stats.beta(p["alpha"], p["beta"])
            case "gamma":
                return stats.gamma(p["alpha"], scale=1.0 / p["beta"])
            case "uniform":
                return stats.uniform(p["lower"], p["upper"] - p["lower"])
        raise ValueError(self.dist)  # pragma: no cover - validated at load

    def sample(self, rng: np.random.Generator, n: int) -> np.ndarray:
        """`n` independent draws: the quantile function of ``n`` uniforms. [unit]

        The one numpy sampler of every prior (Monte Carlo, validation,
        disclosure predictions): each draw consumes exactly one uniform,
        whatever the family, so two priors of one name with different
        parameters (a scenario's override) driven by the same stream give
        paired, rank-identical draws.
        """
        if self.dist == "fixed":
            return np.full(n, float(self.params["value"]))
        return self.ppf(rng.random(n))

    def ppf(self, q):
        """Quantile function (sampling, Latin-hypercube / Sobol designs)."""
        from scipy import special  # ~0.25 s; scipy.stats would cost ~1 s of every command

        p, q = self.params, np.asarray(q, dtype=float)
        match self.dist:
            case "fixed":
                return np.full(np.shape(q), float(p["value"]))
            case "uniform":
                return p["lower"] + q * (p["upper"] - p["lower"])
            case "normal":
                return p["mu"] + p["sigma"] * special.ndtri(q)
            case "lognormal":
                return np.exp(p["mu"] + p["sigma"] * special.ndtri(q))
            case "beta":
                return special.betaincinv(p["alpha"], p["beta"], q)
            case "gamma":
                return special.gammaincinv(p["alpha"], q) / p["beta"]
            case "truncnormal":
                a = (p["lower"] - p["mu"]) / p["sigma"]
                b = (p["upper"] - p["mu"]) / p["sigma"]
                if a > 0:  # upper tail: work with survival probabilities (no 1 - tiny)
                    sa, sb = special.ndtr(-a), special.ndtr(-b)
                    z = -special.ndtri(sa - q * (sa - sb))
                else:
                    fa, fb = special.ndtr(a), special.ndtr(b)
                    z = special.ndtri(fa + q * (fb - fa))
                return np.clip(p["mu"] + p["sigma"] * z, p["lower"], p["upper"])
        raise ValueError(self.dist)  # pragma: no cover - validated at load

    def interval(self, mass: float = 0.9) -> tuple[float, float]:
        if self.dist == "fixed":
            v = float(self.params["value"])
            return v, v
        lo, hi = self.scipy().interval(mass)
        return float(lo), float(hi)

    def mean(self) -> float:
        if self.dist == "fixed":
            return float(self.params["value"])
        return float(self.scipy().mean())

    def median(self) -> float:
        return float(self.ppf(0.5))

    def to_unconstrained(self, x):
        """``x`` on the real line of the support: log for positive families, logit for beta
        (clipped inside (0, 1)), else unchanged; where an optimiser steps and a variance
        compares like with like."""
        x = np.asarray(x, dtype=float)
        if self.dist in ("lognormal", "gamma"):
            return np.log(x)
        if self.dist == "beta":
            x = np.clip(x, 1e-12, 1 - 1e-12)
            return np.log(x / (1 - x))
        return x

    def from_unconstrained(self, u):
        """The inverse of :meth:`to_unconstrained`."""
        u = np.asarray(u, dtype=float)
        if self.dist in ("lognormal", "gamma"):
            return np.exp(u)
        if self.dist == "beta":
            return 1 / (1 + np.exp(-u))
        return u

    def to_dict(self) -> dict:
        return {"dist": self.dist, "params": dict(self.params), "unit": self.unit,
                "source": self.source, "rationale": self.rationale}


# -- resolving elicited intervals ------------------------------------------

def _z(mass: float) -> float:
    return float(statistics.NormalDist().inv_cdf(0.5 + mass / 2.0))


# solved (alpha, beta) of elicited beta/gamma intervals, memoised on disk: the solve is
# deterministic, and skipping it spares every command the import of scipy.optimize
_SOLVED_FILE = "priors_solved.json"
_solved: dict | None = None


def _solved_memo() -> dict:
    global _solved
    if _solved is None:
        try:
            _solved = json.loads((cache_dir() / _SOLVED_FILE).read_text())
        except (OSError, ValueError):
            _solved = {}
    return _solved


def _remember(key: str, value) -> None:
    memo = _solved_memo()
    memo[key] = value
    try:
        from lifecycle.fileio import atomic_write

        atomic_write(cache_dir() / _SOLVED_FILE, lambda p: p.write_text(json.dumps(memo)))
    except OSError:  # a read-only cache only costs time
        pass


def _solve_two(family: str, lower, upper, mass, x0):
    """``(a, b, max residual)`` of the ``family`` ("beta" or "gamma") with the interval
    ``[lower, upper]`` holding ``mass`` (least squares on the quantiles)."""
    key = json.dumps([family, repr(float(lower)), repr(float(upper)), repr(float(mass))])
    hit = _solved_memo().get(key)
    if hit is not None and not os.environ.get("LIFECYCLE_NO_PRIOR_MEMO"):
        return tuple(float(v) for v in hit)
    from scipy import optimize, stats

    dist = stats.beta if family == "beta" else (lambda a, b: stats.gamma(a, scale=1 / b))
    q = np.array([(1 - mass) / 2, (1 + mass) / 2])
    target = np.array([lower, upper])

    def resid(logp):
        a, b = np.exp(logp)
        return (dist(a, b).ppf(q) - target) / (upper - lower)

    sol = optimize.least_squares(resid, np.log(x0), xtol=1e-12, ftol=1e-12, gtol=1e-12)
    a, b = np.exp(sol.x)
    out = (float(a), float(b), float(np.max(np.abs(sol.fun))))
    _remember(key, list(out))
    return out


def resolve(name: str, spec, file: str = "") -> Prior:
    """Turn one YAML entry into a :class:`Prior`, or raise LifecycleInputError."""
    where = f"priors -> {name}"

    def bad(msg):
        raise LifecycleInputError([Problem(file, where, msg)])

    if isinstance(spec, (int, float)) and not isinstance(spec, bool):
        return Prior(name, "fixed", {"value": float(spec)}, unit="", file=file,
                     rationale="fixed by the scenario")
    if not isinstance(spec, dict):
        bad("expected a mapping {dist, params | lower/upper/mass, unit, source} or a number")
    dist = spec.get("dist")
    if dist not in DISTS:
        bad(f"dist {dist!r} is not one of {', '.join(DISTS)}")
    allowed = {"dist", "params", "lower", "upper", "mass", "unit", "source", "rationale", "notes"}
    unknown = set(spec) - allowed
    if unknown:
        bad(f"unknown keys {sorted(unknown)}; allowed: {sorted(allowed)}")
    unit = str(spec.get("unit", ""))
    source, rationale = str(spec.get("source", "")), str(spec.get("rationale", ""))
    if "params" in spec:
        params = spec["params"]
        if not isinstance(params, dict) or set(params) != set(PARAMS[dist]):
            bad(f"params for {dist} must be exactly {list(PARAMS[dist])}")
        try:
            params = {k: float(v) for k, v in params.items()}
        except (TypeError, ValueError):
            bad("params must be numbers")
    else:
        if dist == "fixed":
            bad("fixed needs params: {value: ...}")
        try:
            lo, hi = float(spec["lower"]), float(spec["upper"])
            mass = float(spec.get("mass", 0.9))
        except (KeyError, TypeError, ValueError):
            bad("give either params or numeric lower, upper (and mass, default 0.9)")
        if not (hi > lo) or not (0.0 < mass < 1.0):
            bad(f"need lower < upper and 0 < mass < 1 (got {lo}, {hi}, {mass})")
        if dist == "uniform":
            params = {"lower": lo, "upper": hi}
        elif dist == "normal":
            params = {"mu": (lo + hi) / 2, "sigma": (hi - lo) / (2 * _z(mass))}
        elif dist == "lognormal":
            if lo <= 0:
                bad("lognormal needs lower > 0")
            params = {"mu": (np.log(lo) + np.log(hi)) / 2,
                      "sigma": (np.log(hi) - np.log(lo)) / (2 * _z(mass))}
        elif dist == "truncnormal":
            bad("truncnormal needs explicit params {mu, sigma, lower, upper}")
        elif dist == "beta":
            if not (0 < lo < hi < 1):
                bad("beta needs 0 < lower < upper < 1")
            m = (lo + hi) / 2
            a, b, err = _solve_two("beta", lo, hi, mass, (m * 20, (1 - m) * 20))
            if err > 1e-4:
                bad("could not match a beta distribution to that interval")
            params = {"alpha": a, "beta": b}
        elif dist == "gamma":
            if lo <= 0:
                bad("gamma needs lower > 0")
            m = (lo + hi) / 2
            a, b, err = _solve_two("gamma", lo, hi, mass, (10.0, 10.0 / m))
            if err > 1e-4:
                bad("could not match a gamma distribution to that interval")
            params = {"alpha": a, "beta": b}
    p = params
    if dist in ("lognormal", "normal", "truncnormal") and p["sigma"] <= 0:
        bad("sigma must be > 0")
    if dist in ("beta", "gamma") and (p["alpha"] <= 0 or p["beta"] <= 0):
        bad("alpha and beta must be > 0")
    if dist in ("uniform", "truncnormal") and not p["upper"] > p["lower"]:
        bad("upper must be > lower")
    if dist != "fixed" and not source and not rationale:
        bad("every prior needs a source or a rationale")
    return Prior(name, dist, p, unit, source, rationale, file,
                 extra={k: spec[k] for k in ("lower", "upper", "mass") if k in spec})


def load_file(path: Path) -> dict[str, Prior]:
    try:
        doc = yaml.safe_load(path.read_text())
    except yaml.YAMLError as e:
        raise LifecycleInputError([Problem(str(path), "", f"malformed YAML: {e}")]) from None
    if not isinstance(doc, dict) or not isinstance(doc.get("priors"), dict):
        raise LifecycleInputError([Problem(str(path), "priors", "expected a mapping `priors:`")])
    if doc.get("schema_version", 1) != 1:
        raise LifecycleInputError([Problem(str(path), "schema_version", "only 1 is supported")])
    return {name: resolve(name, spec, str(path)) for name, spec in doc["priors"].items()}


@lru_cache(maxsize=8)
def _load_dir(d: str) -> dict[str, Prior]:
    out: dict[str, Prior] = {}
    for path in sorted(Path(d).glob("*.yaml")):
        for name, pr in load_file(path).items():
            if name in out:
                raise LifecycleInputError([Problem(str(path), f"priors -> {name}",
                                                   f"defined twice (also in {out[name].file})")])
            out[name] = pr
    return out


def load_priors(directory: Path | None = None) -> dict[str, Prior]:
    """All bundled priors by name (cached per directory)."""
    return dict(_load_dir(str(directory or priors_dir())))


def with_overrides(priors: dict[str, Prior], overrides: dict | None, file: str = "") -> dict[str, Prior]:
    """Apply a scenario's `priors:` section (name -> spec or number)."""
    out = dict(priors)
    for name, spec in (overrides or {}).items():
        if name not in priors:
            import difflib

            near = difflib.get_close_matches(name, list(priors), n=1)
            hint = f"; did you mean {near[0]!r}?" if near else ""
            raise LifecycleInputError([Problem(file, f"priors -> {name}",
                                               f"unknown prior{hint} (see `lifecycle priors`)")])
        if isinstance(spec, (int, float)) and not isinstance(spec, bool):
            why = _outside_support(priors[name], float(spec))
            if why:
                raise LifecycleInputError([Problem(file, f"priors -> {name}", why)])
        if isinstance(spec, dict) and "unit" not in spec:
            spec = {**spec, "unit": priors[name].unit}
        if isinstance(spec, dict) and not spec.get("source") and not spec.get("rationale"):
            spec = {**spec, "rationale": "scenario override"}
        pr = resolve(name, spec, file)
        out[name] = Prior(name, pr.dist, pr.params, pr.unit or priors[name].unit,
                          pr.source, pr.rationale, file, pr.extra)
    return out


def _outside_support(prior: Prior, v: float) -> str:
    """Why a fixed value cannot stand for ``prior`` ("" if it can): outside its support."""
    p, unit = prior.params, f" {prior.unit}" if prior.unit else ""
    if not np.isfinite(v):
        return f"{v} is not a finite number"
    match prior.dist:
        case "beta" if not 0.0 <= v <= 1.0:
            return f"{v:g} is outside [0, 1] (a share; the prior is a beta distribution)"
        case "lognormal" | "gamma" if not v > 0.0:
            return f"{v:g} must be > 0{unit} (the prior is a {prior.dist} distribution)"
        case "uniform" | "truncnormal" if not p["lower"] <= v <= p["upper"]:
            return f"{v:g} is outside the prior's range [{p['lower']:g}, {p['upper']:g}]{unit}"
    return ""


def name_stream(base: int, name: str) -> np.random.Generator:
    """The random stream of prior ``name`` under the base seed ``base``."""
    key = int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "little")
    return np.random.default_rng([int(base), key])


def sample_all(priors: dict[str, Prior], names, rng: np.random.Generator, n: int) -> dict:
    """Independent draws for the named priors, each from its own stream.

    One integer is taken from ``rng``; each prior's draws come from
    :func:`name_stream` of that integer and its name. A prior's draws therefore
    depend on the seed and its name only, not on which other priors exist or
    how they are distributed: two scenarios estimated with the same seed
    (``lifecycle compare``) share the draws of every prior they both have, and
    a prior one of them overrides is drawn from the same uniforms (paired).
    """
    base = int(rng.integers(0, 2**63))
    return {name: priors[name].sample(name_stream(base, name), n) for name in sorted(names)}
