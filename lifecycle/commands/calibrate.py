"""`lifecycle calibrate`: fit the shared parameters to data/ and cache the posterior."""

from __future__ import annotations


def add_parser(subparsers):
    from lifecycle.bayes.calibrate import DEFAULT_SETTINGS as D

    p = subparsers.add_parser(
        "calibrate", help="fit the calibration posterior to data/ (cached by data+priors hash)",
        description="Sample the calibration model (step-time measurements and disclosures) "
                    "and cache the posterior under .cache/lifecycle/calibration/; every other "
                    "command reuses it until data/ or priors/ change.")
    p.add_argument("--draws", type=int, default=D.draws, help=f"draws per chain ({D.draws})")
    p.add_argument("--tune", type=int, default=D.tune, help=f"tuning steps per chain ({D.tune})")
    p.add_argument("--chains", type=int, default=D.chains, help=f"chains ({D.chains})")
    p.add_argument("--seed", type=int, default=D.seed, help=f"random seed ({D.seed})")
    p.add_argument("--sampler", choices=("auto", "nutpie", "pymc"), default=D.sampler,
                   help="NUTS implementation (default auto: nutpie with the step-time "
                        "likelihood, PyMC's NUTS for --no-steptime)")
    p.add_argument("--no-steptime", action="store_true",
                   help="disclosures only (fast; no step-time likelihood)")
    p.add_argument("--force", action="store_true", help="refit even if a cached posterior exists")
    p.add_argument("--ship", action="store_true",
                   help="also write the posterior, thinned to 4 x 250 draws, as the package's "
                        "shipped posterior (posterior/<key>.nc; default settings only), removing "
                        "the stale one: what a developer runs after changing data/, priors/ or the model")
    return p


def run(args) -> int:
    from pathlib import Path

    from lifecycle.bayes.cache import cache_key, shipped_path
    from lifecycle.bayes.calibrate import DEFAULT_SETTINGS, Settings, get_posterior, ship
    from lifecycle.errors import LifecycleInputError, Problem

    for k in ("draws", "tune", "chains"):
        if getattr(args, k) < 1:
            raise LifecycleInputError([Problem(f"--{k}", "", "must be >= 1")])
    s = Settings(draws=args.draws, tune=args.tune, chains=args.chains, seed=args.seed,
                 target_accept=DEFAULT_SETTINGS.target_accept, steptime=not args.no_steptime,
                 sampler=args.sampler)
    if args.ship and s != DEFAULT_SETTINGS:
        raise LifecycleInputError([Problem("--ship", "", "ships only the default settings' posterior "
                                           "(the one every command looks for); drop the other options")])
    cal = get_posterior(force=args.force, settings=s)
    d = cal.diagnostics
    print(f"posterior: {cal.path}")
    if args.ship:
        key = cache_key(s.as_dict(), ())
        if cal.path is not None and Path(cal.path) == shipped_path(key):
            # the shipped file is this key's already: nothing to write (--force --ship refits
            # and ships anew)
            print(f"shipped: {cal.path} (already this version's; unchanged)")
        else:
            print(f"shipped: {ship(cal, key)}")
    print(f"sampling time {cal.seconds:.1f} s; R-hat max {d['rhat_max']:.4f} (<= 1.01), "
          f"bulk ESS min {d['ess_bulk_min']:.0f} (>= 400), divergences {d['divergences']}")
    post = cal.draws
    from lifecycle.model.steptime import FAMILIES

    if "gemm_eff_family" in post:
        import numpy as np

        q = np.percentile(post["gemm_eff_family"], [5, 50, 95], axis=0)
        print("GEMM efficiency by family (p05 / p50 / p95):")
        for i, f in enumerate(FAMILIES):
            print(f"  {f:<10} {q[0, i]:.3f} / {q[1, i]:.3f} / {q[2, i]:.3f}")
    for k in ("disclosure_overhead", "overhead_size_elasticity", "moe_disclosure_overhead",
              "extra_work_prob", "extra_work_log_mean", "disclosure_power_activity",
              "power_activity_busy", "power_activity_comm"):
        if k in post:
            import numpy as np

            lo, mid, hi = np.percentile(post[k], [5, 50, 95])
            print(f"{k}: {mid:.3f} [{lo:.3f}, {hi:.3f}]")
    from lifecycle.analysis.calibration import prior_posterior_table

    pp = prior_posterior_table(cal)
    against = pp[pp["verdict"] == "against the prior"] if len(pp) else pp
    if len(against):
        print(f"{len(against)} of {len(pp)} parameters pulled outside their prior's 90% interval "
              "(posterior median at the prior's quantile; the source or the model is wrong there):")
        for _, r in against.iterrows():
            print(f"  {r['parameter']:<28} posterior {r['post_p50']:.4g} [{r['post_p05']:.4g}, "
                  f"{r['post_p95']:.4g}], prior 90% [{r['prior_p05']:.4g}, {r['prior_p95']:.4g}], "
                  f"quantile {r['prior_quantile']:.3f}")
    if not d.get("ok", False):  # the same stop (exit 2) as every command that would use it
        from lifecycle.params import require_diagnostics

        require_diagnostics(cal)
    return 0
