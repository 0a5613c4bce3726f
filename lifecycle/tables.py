"""Read the curated data tables in ``data/*.csv`` (see data/README.md).

Every table is a tidy CSV with a key column, value columns whose names carry
their unit, and a ``source`` on every row. This module is the only place that
reads them; formulas never import it.

>>> from lifecycle import tables
>>> tables.accelerator("h100-sxm5-80gb")["peak_bf16_tflops"]
989.4

Unknown ids raise :class:`~lifecycle.errors.LifecycleInputError` with a
"did you mean" hint and the list of valid ids.
"""

from __future__ import annotations

import difflib
import math
import re
from pathlib import Path

import pandas as pd

from lifecycle import paths
from lifecycle.errors import LifecycleInputError, Problem
from lifecycle.fileio import sha256_file

# table name -> key column (a tuple for composite keys; composite keys are
# checked for uniqueness by `lifecycle data check` but have no `ids()`).
KEYS: dict[str, str | tuple[str, ...]] = {
    "accelerators": "accelerator_id",
    "fabrics": "fabric_id",
    "grid": "region_id",
    "fabrication": "process_node",
    "embodied": "item_id",
    "datacenter": "item_id",
    "water": "item_id",
    "disclosures": "id",
    "reliability": ("study", "cause"),
    "disclosure_stages": ("disclosure_id", "stage"),
    "disclosure_shapes": "disclosure_id",
    "accelerator_prices": ("accelerator_id", "date", "basis", "units_in_quote"),
    "cloud_prices": ("accelerator_id", "provider", "year", "basis"),
}

# what a key names, for messages
_WHAT = {
    "accelerators": "accelerator",
    "fabrics": "fabric",
    "grid": "region",
    "fabrication": "process node",
    "embodied": "embodied-carbon item",
    "datacenter": "datacenter item",
    "disclosures": "disclosure",
}

_CACHE: dict[tuple[str, str], tuple[float, pd.DataFrame]] = {}
# rows by id of the cached frames (same keys as _CACHE; dropped when a table is re-read)
_ROWS: dict[tuple[str, str], dict[str, dict]] = {}


def table_path(name: str, data_dir: Path | None = None) -> Path:
    """Path of ``data/<name>.csv`` under ``data_dir`` (default: paths.data_dir())."""
    return Path(data_dir or paths.data_dir()) / f"{name}.csv"


def _key_columns(name: str) -> tuple[str, ...]:
    key = KEYS.get(name)
    if key is None:
        return ()
    return (key,) if isinstance(key, str) else tuple(key)


def read_csv(path: Path, key_columns: tuple[str, ...] = ()) -> pd.DataFrame:
    """Read one table: key and text columns as ``str``, empty cells as NaN."""
    dtype = {c: str for c in key_columns}
    dtype.update({"source": str, "notes": str})
    return pd.read_csv(path, dtype=dtype, keep_default_na=False, na_values=[""])


def load(name: str, data_dir: Path | None = None) -> pd.DataFrame:
    """Load ``data/<name>.csv`` as a DataFrame (cached per data dir and mtime).

    Parameters
    ----------
    name : str
        Table name without extension, e.g. ``"accelerators"``.
    data_dir : Path, optional
        Directory holding the tables; default ``LIFECYCLE_DATA_DIR`` or ``data/``.

    Returns
    -------
    pandas.DataFrame
        A copy; callers may modify it.
    """
    return _cached(name, data_dir)[1].copy()


def _cached(name: str, data_dir: Path | None = None) -> tuple[tuple[str, str], pd.DataFrame]:
    """(cache key, the cached frame itself): read-only, for this module's lookups, which run
    once per row and layer and must not copy the table each time."""
    path = table_path(name, data_dir)
    if not path.is_file():
        available = sorted(p.stem for p in path.parent.glob("*.csv"))
        raise LifecycleInputError(
            Problem(str(path), "", f"no such data table '{name}'; tables: {', '.join(available)}")
        )
    mtime = path.stat().st_mtime
    ck = (str(path.resolve()), name)
    hit = _CACHE.get(ck)
    if hit is None or hit[0] != mtime:
        from lifecycle.datacheck import ensure_valid

        ensure_valid(path.parent)  # a broken table stops here, named with its row and problem
        hit = (mtime, read_csv(path, _key_columns(name)))
        _CACHE[ck] = hit
        _ROWS.pop(ck, None)
    return ck, hit[1]


def ids(name: str, data_dir: Path | None = None) -> list[str]:
    """Values of the key column of a table with a single-column key, in file order."""
    key = KEYS[name]
    if not isinstance(key, str):
        raise TypeError(f"table {name} has a composite key {key}; use load()")
    return [str(v) for v in _cached(name, data_dir)[1][key].tolist()]


def unknown_id_message(name: str, key: str, data_dir: Path | None = None) -> str | None:
    """Message for an unknown id (with a did-you-mean and the valid ids), or None if known."""
    valid = ids(name, data_dir)
    if key in valid:
        return None
    what = _WHAT.get(name, name)
    close = _closest(str(key), valid)
    hint = f" (did you mean '{close}'?)" if close else ""
    return f"unknown {what} '{key}'{hint}; valid: {', '.join(valid)}"


def _closest(key: str, valid: list[str]) -> str | None:
    """Closest valid id: ids containing ``key`` (case-insensitive) first, then difflib."""
    low = key.lower()
    ratio = {v: difflib.SequenceMatcher(None, low, v.lower()).ratio() for v in valid}
    contains = [v for v in valid if low and (low in v.lower() or v.lower() in low)]
    if contains:
        return max(contains, key=ratio.__getitem__)
    best = max(valid, key=ratio.__getitem__, default=None)
    return best if best is not None and ratio[best] >= 0.5 else None


def _clean(v):
    if isinstance(v, float) and math.isnan(v):
        return None
    if hasattr(v, "item"):  # numpy scalar -> python scalar
        return v.item()
    return v


def row(name: str, key: str, data_dir: Path | None = None) -> dict:
    """One row of a table as a dict (empty cells become ``None``); a new dict on every call.

    Raises
    ------
    LifecycleInputError
        If ``key`` is not in the table; the message suggests the closest id
        and lists all valid ids.
    """
    if not isinstance(KEYS[name], str):
        raise TypeError(f"table {name} has a composite key {KEYS[name]}; use load()")
    ck, df = _cached(name, data_dir)
    index = _ROWS.get(ck)
    if index is None:  # the first row of each id, as a filter on the key column would find it
        index = {}
        for i, k in enumerate(df[KEYS[name]].tolist()):
            if str(k) not in index:
                index[str(k)] = {c: _clean(v) for c, v in df.iloc[i].to_dict().items()}
        _ROWS[ck] = index
    rec = index.get(key) if isinstance(key, str) else None
    if rec is None:
        msg = unknown_id_message(name, key, data_dir)
        raise LifecycleInputError(Problem(f"data/{name}.csv", str(KEYS[name]), msg
                                          or f"unknown id {key!r}"))
    return dict(rec)


def accelerator(accelerator_id: str, data_dir: Path | None = None) -> dict:
    """Row of data/accelerators.csv (per-accelerator, dense peaks) [units in column names]."""
    return row("accelerators", accelerator_id, data_dir)


def fabric(fabric_id: str, data_dir: Path | None = None) -> dict:
    """Row of data/fabrics.csv (bw_gb_per_s per accelerator, unidirectional; latency_us)."""
    return row("fabrics", fabric_id, data_dir)


def network_busbw(fabric_id: str | None, data_dir: Path | None = None):
    """Measured bandwidth of one scale-out network by job size, or None where nothing is measured.

    The all-reduce rows of data/collective_microbenchmarks.csv whose ``fabric_id`` names the
    network, at two nodes or more, as ``(nodes, GB/s per accelerator)`` sorted by nodes: the
    median bus bandwidth over ``gpus_per_node``, because a ring that crosses the network is
    bound by the node's network bandwidth, its NCCL bus bandwidth (:mod:`lifecycle.model.comm`).
    """
    if not fabric_id:
        return None
    d = load("collective_microbenchmarks", data_dir)
    if "fabric_id" not in d:
        return None
    d = d.assign(nodes=d["num_gpus"] / d["gpus_per_node"])
    d = d[(d["fabric_id"] == fabric_id) & (d["collective"] == "all_reduce") & (d["nodes"] >= 2)]
    if d.empty:
        return None
    d = d.sort_values("nodes")
    per_gpu = d["busbw_median_gb_per_s"] / d["gpus_per_node"]
    return d["nodes"].to_numpy(float), per_gpu.to_numpy(float)


def region(region_id: str, data_dir: Path | None = None) -> dict:
    """Row of data/grid.csv (gco2e_per_kwh, p05/p95 where known, cfe_share)."""
    return row("grid", region_id, data_dir)


# short forms that name one canonical id; the training (SXM / OAM) part where a
# name covers several, and the 80 GB A100 (same peak and TDP as the 40 GB one)
ALIASES = {
    "v100": "v100-sxm2-32gb", "tesla-v100": "v100-sxm2-32gb",
    "a100": "a100-sxm4-80gb", "a100-80gb": "a100-sxm4-80gb", "a100-40gb": "a100-sxm4-40gb",
    "a800": "a800-sxm4-80gb", "h100": "h100-sxm5-80gb", "h100-sxm": "h100-sxm5-80gb",
    "h100-80gb": "h100-sxm5-80gb", "h800": "h800-sxm5-80gb", "h200": "h200-sxm-141gb",
    "tpuv2": "tpu-v2", "tpuv3": "tpu-v3", "tpuv4": "tpu-v4", "tpuv5p": "tpu-v5p",
    "tpuv5e": "tpu-v5e", "tpuv6e": "tpu-v6e", "trillium": "tpu-v6e",
    # Meta's 500 W HBM2e H100, as torchtitan's performance notes write it
    "h100-96gb": "h100-sxm5-96gb-500w", "h100-sxm-96gb": "h100-sxm5-96gb-500w",
    "h100-sxm-95gb-hbm2e-lower-tdp": "h100-sxm5-96gb-500w",
    # the 64 GB HBM2e parts of CINECA's Leonardo Booster and BSC's MareNostrum 5 ACC
    "a100-64gb": "a100-sxm4-64gb", "a100-sxm-64gb": "a100-sxm4-64gb",
    "h100-64gb": "h100-sxm5-64gb", "h100-sxm-64gb": "h100-sxm5-64gb",
}


def _norm(text: str) -> str:
    t = re.sub(r"[\s_/()]+", "-", str(text).strip().lower())
    t = re.sub(r"^(nvidia|google|amd|tesla)-", "", t)
    t = re.sub(r"-?gb\b", "gb", t)  # "80 GB" -> "80gb"
    return re.sub(r"-+", "-", t).strip("-")


def resolve_accelerator(text: str, acc: pd.DataFrame | None = None) -> str | None:
    """Canonical ``accelerator_id`` for ``text``, or ``None``.

    Matches, in order: the id itself; the id or the table's ``name`` after
    lower-casing and dropping the vendor prefix and punctuation; a short form
    of :data:`ALIASES` (``"H100"``, ``"TPU v4"``). ``acc`` is
    ``data/accelerators.csv`` indexed by ``accelerator_id`` (default: loaded).
    """
    if acc is None:
        acc = load("accelerators").set_index("accelerator_id")
    text = str(text).strip()
    if text in acc.index:
        return text
    key = _norm(text)
    if not key:
        return None
    ids = {_norm(i): i for i in acc.index}
    if key in ids:
        return ids[key]
    if "name" in acc:
        names = {_norm(n): i for i, n in acc["name"].items()}
        if key in names:
            return names[key]
    for k in (key, key.replace("-", "")):
        if k in ALIASES and ALIASES[k] in acc.index:
            return ALIASES[k]
    return None


def table_hashes(data_dir: Path | None = None) -> dict[str, str]:
    """sha256 of every ``data/*.csv`` and ``data/measurements/*.csv`` for provenance.

    Keys are paths relative to the data dir (``accelerators.csv``,
    ``measurements/steptime_measurements.csv``); values hex digests.
    """
    root = Path(data_dir or paths.data_dir())
    files = sorted(root.glob("*.csv")) + sorted((root / "measurements").glob("*.csv"))
    return {  # the prediction ledger is a record, not a table
        p.relative_to(root).as_posix(): sha256_file(p) for p in files if p.name != "ledger.csv"
    }
