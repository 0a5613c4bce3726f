"""Step-time likelihood: measured tokens/s/GPU against the analytical step time.

All measurement rows go through :func:`lifecycle.model.steptime.step_time`
in **one** vectorised pytensor call (no per-row graph). The 1,440 vTrain
single-node rows are a dense sweep of small models on one node; a fixed,
seeded random subset of ``VTRAIN_SINGLE_SUBSET`` of them is used so that the
gradient stays cheap (each NUTS leapfrog step evaluates every row) while the
other 333 rows are all kept. The noise is a per-source log-scale
``sigma_steptime`` (vector over source groups), since sources differ in how
they measure (MosaicML benchmark tables vs vTrain raw iteration times vs
NeMo tables). All rows of one publisher (:mod:`lifecycle.publishers`) share a
throughput offset ``publisher_offset ~ Normal(0, sigma_publisher)`` (a random
effect; centred for publishers with at least ``RICH_PUBLISHER_ROWS`` rows, whose
offset the data pin down, non-centred ``sigma_publisher x z`` for the others: the
same model, a better geometry for NUTS): the shared physics describes a typical organisation's stack
rather than the one with the most rows, and a publisher's hundreds of rows
count as one piece of evidence about how stacks differ. Predictions for a new
publisher leave the offset out (it is the out-of-distribution discrepancy's
``publisher_unseen`` term); in-sample predictions include it
(:func:`lifecycle.validate.steptime.predict`). Each publisher's rows also share a memory
offset (``memory_publisher_offset ~ Normal(0, sigma_memory_publisher)``, non-centred), which a
new publisher draws afresh (:mod:`lifecycle.model.memory`).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from lifecycle.ops import select_rows
from lifecycle.paths import measurements_dir

__all__ = ["load_measurements", "prepare", "fit_rows", "rows_per_family", "add",
           "VTRAIN_SINGLE_SUBSET", "SOURCE_DIM", "PUBLISHER_DIM"]

VTRAIN_SINGLE_SUBSET = 120
# probability that a published run's memory layout is one the analytical count does not
# describe (offload, per-op checkpointing, FSDP2 resharding choices): an ASSUMED robustness
# weight, not a measured share. Without it (until 2026-11-25) the few rows the count puts
# at 2-3x their HBM pulled mem_frag_factor to 0.36 (prior 1.0-1.2), so every plan fitted
MEMORY_MODEL_MISS = 0.05
SOURCE_DIM = "steptime_source"
PUBLISHER_DIM = "steptime_publisher"
# a publisher with at least this many fitted rows gets a centred offset (see add)
RICH_PUBLISHER_ROWS = 20
# a source group needs this many rows for its own noise scale (see noise_groups)
MIN_NOISE_ROWS = 5
POOLED_NOISE_GROUP = "sources with fewer than 5 rows (pooled)"
SUBSET_SEED = 20240601


def load_measurements() -> pd.DataFrame:
    """Every ``data/measurements/*.csv`` row, with the file name in ``_file``."""
    from lifecycle.datacheck import ensure_valid

    ensure_valid(measurements_dir().parent)
    parts = []
    for p in sorted(measurements_dir().glob("*.csv")):
        d = pd.read_csv(p)
        d["_file"] = p.stem
        parts.append(d)
    return pd.concat(parts, ignore_index=True) if parts else pd.DataFrame()


def steptime_group(source: str) -> str:
    return str(source).split(",")[0].strip()


def prepare(df: pd.DataFrame | None = None, subset: int | None = VTRAIN_SINGLE_SUBSET,
            seed: int = SUBSET_SEED):
    """Rows used for calibration and their formula inputs.

    Returns
    -------
    (DataFrame, w, plan, hw)
        Supported rows only (``subset`` of the vTrain single-node file), with
        a ``group`` column; dict columns aligned with the frame.
    """
    from lifecycle.inputs import from_measurements

    df = load_measurements() if df is None else df.copy()
    if subset is not None and "_file" in df:
        single = np.flatnonzero(df["_file"].str.contains("single").to_numpy())
        if single.size > subset:
            rng = np.random.default_rng(seed)
            drop = np.setdiff1d(single, rng.choice(single, size=subset, replace=False))
            df = df.drop(index=df.index[drop])
    df = df.reset_index(drop=True)
    w, plan, hw, notes = from_measurements(df)
    ok = np.array([not n.startswith("unsupported") for n in notes])
    ok &= pd.to_numeric(df["tokens_per_s_per_gpu"], errors="coerce").gt(0).to_numpy()
    idx = np.flatnonzero(ok)

    df = df.iloc[idx].reset_index(drop=True)
    df["group"] = df["source"].map(steptime_group)
    from lifecycle.publishers import publisher

    df["publisher"] = df["source"].map(publisher)
    return df, select_rows(w, idx), select_rows(plan, idx), select_rows(hw, idx)


def fit_rows(measurements: pd.DataFrame | None = None, exclude_groups=()):
    """:func:`prepare` without the measurement sources ``exclude_groups``.

    Returns ``(df, w, plan, hw)`` as :func:`prepare`.
    """
    df, w, plan, hw = prepare(measurements)
    drop = set(exclude_groups)
    if drop:  # leave-one-publisher-out: refit without these publishers (or source groups)
        idx = np.flatnonzero(~(df["group"].isin(drop) | df["publisher"].isin(drop)).to_numpy())
        df = df.iloc[idx].reset_index(drop=True)
        w, plan, hw = ({k: (np.asarray(v)[idx] if np.ndim(v) else v) for k, v in d.items()}
                       for d in (w, plan, hw))
    return df, w, plan, hw


def noise_groups(group: pd.Series) -> pd.Series:
    """Noise group of each row: its source group, or one pooled group for sources with
    fewer than :data:`MIN_NOISE_ROWS` rows (a scale cannot be learned from one or two
    rows, and a one-row source's own scale and its publisher's offset form a funnel)."""
    n = group.map(group.value_counts())
    return group.where(n >= MIN_NOISE_ROWS, POOLED_NOISE_GROUP)


def rows_per_family(rows, families) -> dict[str, int]:
    """Number of fitted measurement rows of each accelerator generation."""
    fi = np.asarray(rows[3]["family_index"], dtype=int)
    return {f: int((fi == i).sum()) for i, f in enumerate(families)}


def publishers_per_family(rows, families) -> dict[str, int]:
    """Number of publishers with fitted measurement rows on each accelerator generation."""
    fi = np.asarray(rows[3]["family_index"], dtype=int)
    pub = np.asarray(rows[0]["publisher"])
    return {f: len(set(pub[fi == i].tolist())) for i, f in enumerate(families)}


def _publisher_offsets(pm, model, s_pub, pubs, counts):
    """``publisher_offset`` (one per publisher): centred where a publisher has at least
    :data:`RICH_PUBLISHER_ROWS` rows (mosaicml, vTrain, NVIDIA: their offsets sit a few
    hundredths apart, and non-centred they mixed slowly, R-hat 1.011), non-centred
    ``s_pub x z`` for the others; ``publisher_offset_z`` = offset / ``s_pub`` for all.

    The centred offsets sum to zero (``ZeroSumNormal``): a common shift of them and of the
    generations' efficiency levels fits the rows equally, a ridge only the offsets' prior
    mean held, which mixed slowly once 42 publishers shared Ampere and Hopper (R-hat 1.0103 in
    a fresh clone, the rich offsets against ``gemm_eff_logit_rich``). The rich publishers'
    mean offset is then the generations' level by construction: a new publisher is the
    typical well-measured one, and the others' offsets are measured from it."""
    import pytensor.tensor as pt

    rich = [i for i, p in enumerate(pubs) if counts.get(p, 0) >= RICH_PUBLISHER_ROWS]
    poor = [i for i in range(len(pubs)) if i not in rich]
    off = pt.zeros(len(pubs))
    if rich:
        model.add_coord(PUBLISHER_DIM + "_centred", [pubs[i] for i in rich])
        off = pt.set_subtensor(off[rich], pm.ZeroSumNormal("publisher_offset_centred", sigma=s_pub,
                                                           dims=PUBLISHER_DIM + "_centred"))
    if poor:
        model.add_coord(PUBLISHER_DIM + "_noncentred", [pubs[i] for i in poor])
        z = pm.Normal("publisher_offset_z_noncentred", 0.0, 1.0, dims=PUBLISHER_DIM + "_noncentred")
        off = pt.set_subtensor(off[poor], s_pub * z)
    pm.Deterministic("publisher_offset_z", off / s_pub, dims=PUBLISHER_DIM)
    return pm.Deterministic("publisher_offset", off, dims=PUBLISHER_DIM)


def _memory_evidence(pm, s_mem, df, hw, out, eff, offset=0.0) -> None:
    """Memory likelihood. The allocator's peak of a row is ``count x mem_frag_factor x
    exp(offset + eps)``, ``offset`` its publisher's (log, per row; :func:`add`),
    ``eps ~ Normal(0, sigma_memory)`` per run (what the count misses for that
    framework and plan); the reserve comes on top. Three kinds of evidence:

    * every measured run fitted: P(peak + reserve <= HBM);
    * a printed allocator peak (``memory_measure`` allocated) observes the peak: Student-t
      on the log scale (4 degrees of freedom: a row whose framework does something the count
      cannot describe is an outlier, not a shift of every plan);
    * a reserved pool, a device reading (minus the reserve: it holds the CUDA context) or an
      unspecified figure bounds it from above: P(peak <= printed value), since a caching
      allocator keeps freed blocks while memory is plentiful.

    Both probabilities are robust: with probability :data:`MEMORY_MODEL_MISS` the run used
    memory features the count does not describe (CPU offload, partial checkpointing,
    allocator settings), so one such row cannot move every plan's memory.
    """
    std = pm.Normal.dist(0.0, 1.0)
    miss = np.log(MEMORY_MODEL_MISS)

    def robust(log_p):
        return pm.math.logaddexp(np.log1p(-MEMORY_MODEL_MISS) + log_p, miss)

    reserve = eff["mem_reserve_gib"]
    log_peak = pm.math.log(out["memory_gib"] - reserve) + offset  # memory_discrepancy is 1 in the fit
    hbm = np.asarray(hw["hbm_gb"], float) * np.ones(len(df))
    fit = robust(pm.logcdf(std, (pm.math.log(hbm - reserve) - log_peak) / s_mem))
    pm.Potential("memory_fits", fit.sum())
    if "peak_memory_gib" not in df:
        return
    peak = pd.to_numeric(df["peak_memory_gib"], errors="coerce").to_numpy(float)
    kind = df["memory_measure"].fillna("").astype(str).to_numpy() if "memory_measure" in df \
        else np.full(len(df), "", dtype=object)
    pts = np.flatnonzero(np.isfinite(peak) & (kind == "allocated"))
    if pts.size:
        pm.StudentT("obs_peak_memory_allocated", nu=4.0, mu=log_peak[pts], sigma=s_mem,
                    observed=np.log(peak[pts]))
    ub = np.flatnonzero(np.isfinite(peak) & (kind != "allocated"))
    if ub.size:
        bound = pm.math.log(peak[ub] - np.where(kind[ub] == "device", 1.0, 0.0) * reserve)
        pm.Potential("memory_peak_bounds",
                     robust(pm.logcdf(std, (bound - log_peak[ub]) / s_mem)).sum())


def add(model, eff: dict, rows, priors, info: dict):
    """Add the step-time likelihood to ``model`` (inside its context).

    ``rows`` is the output of :func:`fit_rows`.
    """
    import pymc as pm

    from lifecycle.bayes.priors_pm import to_pymc
    from lifecycle.model.steptime import step_time

    df, w, plan, hw = rows
    noise = noise_groups(df["group"])
    groups = sorted(noise.unique())
    model.add_coord(SOURCE_DIM, groups)
    gi = noise.map({g: i for i, g in enumerate(groups)}).to_numpy()
    sigma = to_pymc(priors["sigma_steptime"], dims=SOURCE_DIM)
    out = step_time(w, plan, hw, eff)
    pubs = sorted(df["publisher"].unique())
    model.add_coord(PUBLISHER_DIM, pubs)
    pix = df["publisher"].map({p: i for i, p in enumerate(pubs)}).to_numpy()
    s_pub = to_pymc(priors["sigma_publisher"])
    off = _publisher_offsets(pm, model, s_pub, pubs, df["publisher"].value_counts())
    mu = pm.math.log(out["tokens_per_s_per_gpu"]) + off[pix]
    obs = np.log(df["tokens_per_s_per_gpu"].astype(float).to_numpy())
    pm.Normal("obs_tokens_per_s_per_gpu", mu=mu, sigma=sigma[gi], observed=obs)
    # each publisher's memory offset (non-centred: most publishers print no peak, so only
    # their runs' fitting in HBM bounds it)
    z_mem = pm.Normal("memory_publisher_offset_z", 0.0, 1.0, dims=PUBLISHER_DIM)
    moff = pm.Deterministic("memory_publisher_offset", eff["sigma_memory_publisher"] * z_mem,
                            dims=PUBLISHER_DIM)
    _memory_evidence(pm, to_pymc(priors["sigma_memory"]), df, hw, out, eff, moff[pix])
    info["steptime_rows"] = len(df)
    info["steptime_groups"] = groups
    info["steptime_publishers"] = pubs
