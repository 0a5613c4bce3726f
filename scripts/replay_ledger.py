"""Seed ``data/ledger.csv`` by replaying the bundled disclosures in publication order.

For every publication month of ``data/disclosures.csv`` (column ``published``),
the rows published that month are predicted -- every disclosed quantity, with
its 90% predictive interval -- by a calibration fitted on the rows published
*before* that month only, and written as ledger lines with ``record = replay``
and ``added_utc`` = the first day of the month. The first month has no earlier
row: it is predicted from the priors (``posterior = prior``).

This is a REPLAY, not a prospective record: the fits use today's model code,
priors and accelerator table, which were written after (and partly informed
by) these disclosures; only the disclosure likelihood is held back. The fits
are disclosure-only (`lifecycle calibrate --no-steptime`): the step-time
measurements, most of them published after the early disclosures, are left
out of every replay fit, so the GEMM efficiencies come from their priors and
the earlier disclosures. Prospective lines (`lifecycle data add`) use the full
posterior.

Usage::

    .venv/bin/python scripts/replay_ledger.py [--out data/ledger.csv] [--months N]
        [--draws 700 --tune 800]

``--months N`` replays only the first N publication months (a documented
subset when time is short). Prints each fit's diagnostics and, at the end,
the ledger's coverage and median error per quantity.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "data" / "ledger.csv"))
    ap.add_argument("--months", type=int, default=None, help="replay only the first N months")
    ap.add_argument("--draws", type=int, default=700)
    ap.add_argument("--tune", type=int, default=800)
    ap.add_argument("--pred-draws", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--resume", action="store_true",
                    help="keep the months already in --out and replay the rest")
    args = ap.parse_args(argv)

    from lifecycle import ledger as L
    from lifecycle.bayes.cache import code_hash
    from lifecycle.bayes.calibrate import Settings, calibrate
    from lifecycle.bayes.predict import predict_disclosures
    from lifecycle.fileio import atomic_write
    from lifecycle.paths import bundled_data_dir
    from lifecycle.tables import read_csv

    src = bundled_data_dir() / "disclosures.csv"
    df = read_csv(src, ("id",))
    if df["published"].isna().any():
        raise SystemExit(f"rows without `published`: {df.loc[df.published.isna(), 'id'].tolist()}")
    months = sorted(df["published"].unique())
    if args.months:
        months = months[: args.months]
    settings = Settings(draws=args.draws, tune=args.tune, steptime=False, seed=args.seed)
    mhash = code_hash()[:16]
    parts, fits = [], []
    out_path = Path(args.out)
    if args.resume and out_path.is_file():
        done = pd.read_csv(out_path, dtype={"row_id": str, "inside_90": str})
        parts.append(done)
        have = set(df.loc[df["id"].isin(done["row_id"]), "published"])
        months = [m for m in months if m not in have]
        print(f"resuming: {len(done)} lines kept, months {sorted(have)} skipped", flush=True)
    for m in months:
        before = df[df["published"] < m]
        new = df[df["published"] == m]
        dh = hashlib.sha256(before.to_csv(index=False).encode()).hexdigest()[:16]
        t0 = time.perf_counter()
        if before.empty:
            draws, label, diag = None, "prior", {}
        else:
            cal = calibrate(settings, disclosures=before.reset_index(drop=True), save=False)
            draws, diag = cal.draws, cal.diagnostics
            label = f"replay-fit:{len(before)}-rows-before-{m}"
        pred = predict_disclosures(new.reset_index(drop=True), draws, n=args.pred_draws,
                                   seed=args.seed, file=str(src))
        lines = L.ledger_lines("disclosures", pred, added_utc=f"{m}-01T00:00:00Z",
                               model_hash=mhash, data_hash_before=dh, posterior=label,
                               record="replay")
        parts.append(lines)
        secs = time.perf_counter() - t0
        fits.append({"month": m, "rows_before": len(before), "rows_predicted": len(new),
                     "lines": len(lines), "seconds": round(secs, 1), **{
                         k: diag.get(k) for k in ("rhat_max", "ess_bulk_min", "divergences",
                                                  "ok")}})
        # written after every month (atomically), so an interrupted replay can --resume
        so_far = pd.concat(parts, ignore_index=True)
        atomic_write(out_path, lambda p: p.write_text(L.to_csv_text(so_far, header=True)))
        print(f"{m}: {len(new)} rows predicted from {label} ({len(lines)} lines, {secs:.0f} s; "
              f"diagnostics {({k: diag.get(k) for k in ('rhat_max', 'ess_bulk_min', 'divergences')} if diag else 'n/a')})",
              flush=True)
    out = pd.concat(parts, ignore_index=True)
    atomic_write(Path(args.out), lambda p: p.write_text(L.to_csv_text(out, header=True)))
    print(f"wrote {args.out}: {len(out)} lines over {len(months)} months")
    print(pd.DataFrame(fits).to_string(index=False))
    print(L.format_summary(L.summary(out)))
    print(L.format_summary(L.by_period(out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
