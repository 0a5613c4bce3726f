"""How far to trust a scenario's estimate: step-time accuracy in the regimes it falls in.

The three numbers of the validation protocol (ARCHITECTURE.md), side by side,
for the regimes of :data:`lifecycle.validate.steptime.REGIMES` that apply to
the scenario (MoE or dense, ZeRO-3/FSDP over >= 256 ranks, TPU, <= 3B
parameters) and overall:

1. **in-sample**: calibration rows predicted with the parameters the estimate
   uses (posterior draws when calibrated, else the priors);
2. **leave-one-publisher-out**: MAP refits without each publisher
   (:func:`lifecycle.validate.lopo.lopo_predictions`, one to three minutes, cached by
   :func:`lopo_cached`; ``data/derivations/steptime_lopo.csv`` serves while current);
3. **frozen validation**: ``data/validation/steptime.csv``.

:func:`verdict` states plainly when the scenario lies outside what was
validated: a regime with fewer than :data:`MIN_ROWS` held-out rows, a held-out
90% coverage below :data:`MIN_COVERAGE`, an accelerator family or a scale
(GPU count) that no measured row reaches.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

__all__ = ["MIN_ROWS", "MIN_COVERAGE", "scenario_regimes", "verdict", "trust_table",
           "lopo_cached", "lopo_key", "shipped_lopo"]

#: a regime with fewer held-out rows than this is not validated
MIN_ROWS = 3
#: held-out coverage of the 90% interval below this: the intervals are too narrow there
MIN_COVERAGE = 0.7


def scenario_regimes(scenario) -> list[str]:
    """Names of :data:`~lifecycle.validate.steptime.REGIMES` the scenario falls in."""
    from lifecycle.inputs import from_scenario
    from lifecycle.validate import steptime as V

    w, plan, hw = from_scenario(scenario)
    df = pd.DataFrame({"accelerator": [scenario.cluster.accelerator]})
    r = V.regimes(df, w, plan, hw)
    return [k for k in V.REGIMES if bool(np.asarray(r[f"regime_{k}"]).reshape(-1)[0])]


def verdict(table: pd.DataFrame, regimes: list[str], *, family: str = "",
            family_rows: int | None = None, count: int | None = None,
            max_count: int | None = None) -> str:
    """Plain-language statement of where the scenario stands (pure).

    ``table`` has columns regime, basis, rows, coverage_90 (basis one of
    in-sample, leave-one-publisher-out, frozen validation).
    """
    out, fine = [], []
    held = table[table["basis"] != "in-sample"]
    for g in regimes:
        h = held[held["regime"] == g]
        n = int(h["rows"].max()) if len(h) else 0
        if n < MIN_ROWS:
            out.append(f"regime '{g}' has only {n} held-out row(s): not validated")
            continue
        cov = h["coverage_90"].astype(float)
        low = h[cov < MIN_COVERAGE]
        if len(low):
            r = low.iloc[0]
            out.append(f"regime '{g}': only {100 * float(r.coverage_90):.0f}% of {int(r.rows)} "
                       f"held-out rows ({r.basis}) fall inside the 90% interval, so treat the "
                       "intervals as too narrow there")
        else:
            fine.append(g)
    if family and family_rows is not None and family_rows == 0:
        out.append(f"no measured step time on the accelerator family '{family}'")
    if count and max_count and count > max_count:
        out.append(f"{count:,} accelerators is more than any measured run ({max_count:,})")
    if not out:
        return ("Inside validated regimes (" + ", ".join(fine or ["overall"]) + "): held-out "
                "rows of each cover the measured throughput about as often as the interval "
                "claims.")
    return "Outside validated regimes: " + "; ".join(out) + "."


#: code whose change invalidates the cached leave-one-publisher-out predictions (besides
#: the calibration's own sources, data and priors, which the calibration key covers)
LOPO_SOURCES = ("validate/*.py", "discrepancy.py", "publishers.py")


#: the leave-one-publisher-out predictions as ``data/derivations/steptime_discrepancy.py
#: --write`` stores them beside the scales, with the key they were computed under
SHIPPED_LOPO = "steptime_lopo.csv"


def lopo_key(scales_file=None) -> str:
    """Key of the leave-one-publisher-out predictions: data, priors, model code,
    :data:`LOPO_SOURCES` and the fitted discrepancy scales (``scales_file``, default
    ``data/derivations/steptime_discrepancy.yaml``), which the intervals carry."""
    import hashlib

    from lifecycle.bayes.cache import PACKAGE_DIR, _iter_files, cache_key
    from lifecycle.paths import data_dir

    h = hashlib.sha256(cache_key({"what": "steptime-lopo"}).encode())
    for p in _iter_files(PACKAGE_DIR, LOPO_SOURCES):
        h.update(p.relative_to(PACKAGE_DIR).as_posix().encode() + b"\0" + p.read_bytes())
    scales = scales_file or data_dir() / "derivations" / "steptime_discrepancy.yaml"
    h.update(scales.read_bytes() if scales.is_file() else b"")
    return h.hexdigest()[:20]


def lopo_cache_path(scales_file=None, key: str | None = None):
    """Where :func:`lopo_cached` keeps its predictions (``key``: :func:`lopo_key`, computed
    when not given)."""
    from lifecycle.paths import cache_dir

    return cache_dir() / "lopo" / f"steptime-{key or lopo_key(scales_file)}.csv"


def shipped_lopo(key: str | None = None) -> pd.DataFrame | None:
    """The predictions stored in ``data/derivations/`` when they were computed under the
    current :func:`lopo_key` (same data, priors, code and scales), else None."""
    from lifecycle.paths import data_dir

    p = data_dir() / "derivations" / SHIPPED_LOPO
    if not p.is_file():
        return None
    # the key is hex text: read as a number, a key like "15777562e08867280167" parses to inf
    df = pd.read_csv(p, dtype={"lopo_key": str})
    if "lopo_key" not in df or set(df["lopo_key"].astype(str)) != {key or lopo_key()}:
        return None
    return df.drop(columns="lopo_key")


def lopo_cached(progress=None) -> pd.DataFrame:
    """:func:`lifecycle.validate.lopo.lopo_predictions`, cached on disk at
    :func:`lopo_cache_path` (the MAP refits take one to three minutes and do not depend on
    the scenario); the copy in ``data/derivations/`` serves when it is current."""
    from lifecycle.fileio import atomic_write

    key = lopo_key()  # hashes every data and code file once
    path = lopo_cache_path(key=key)
    if path.is_file():
        return pd.read_csv(path)
    shipped = shipped_lopo(key)
    if shipped is not None:
        return shipped
    from lifecycle.validate.lopo import lopo_predictions

    (progress or (lambda m: None))("  leave-one-publisher-out refits (once per data and code "
                                   "version, one to three minutes)")
    df = lopo_predictions()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, lambda f: df.to_csv(f, index=False))
    return df


def trust_table(scenario, cal=None, *, seed: int = 0, n: int = 300, lopo: bool = True,
                progress=None) -> tuple[pd.DataFrame, str]:
    """(regime accuracy table, verdict) for ``scenario``.

    The table has columns regime, description, applies, basis, rows,
    median_abs_error_pct, bias_median_pct, coverage_90.
    """
    from lifecycle import tables
    from lifecycle.bayes.steptime_block import load_measurements
    from lifecycle.validate import steptime as V

    progress = progress or (lambda m: None)
    draws, source = V.calibration_draws(cal, n, seed)
    cal_rows = V.predict(load_measurements(), draws, seed=seed)
    val_rows = V.predict(V.frozen_table(), draws, seed=seed, new_publisher=True)
    parts = [(f"in-sample ({source})", cal_rows), ("frozen validation", val_rows)]
    if lopo:
        parts.insert(1, ("leave-one-publisher-out", lopo_cached(progress)))
    frames = []
    for basis, rows in parts:
        t = V.regime_table(rows)
        t["rows"] = t["rows"].astype(int)
        t.insert(1, "basis", "in-sample" if basis.startswith("in-sample") else basis)
        frames.append(t)
    table = pd.concat(frames, ignore_index=True)
    regs = scenario_regimes(scenario)
    table["applies"] = table["regime"].isin(["overall", *regs])
    table["description"] = table["regime"].map(dict(V.REGIMES, overall="all rows"))
    acc = tables.load("accelerators").set_index("accelerator_id")["family"]
    fam = str(acc.get(scenario.cluster.accelerator, ""))
    measured = pd.concat([cal_rows, val_rows], ignore_index=True)
    fams = measured["accelerator"].astype(str).map(lambda a: str(acc.get(a, "")))
    note = verdict(table, regs, family=fam, family_rows=int((fams == fam).sum()),
                   count=int(scenario.cluster.count),
                   max_count=int(pd.to_numeric(measured["num_gpus"], errors="coerce").max()))
    cols = ["regime", "description", "applies", "basis", "rows", "median_abs_error_pct",
            "bias_median_pct", "coverage_90"]
    return table[cols], note
