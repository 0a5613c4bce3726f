"""One module per CLI command (``add_parser`` + ``run``); shared argument helpers here."""

from __future__ import annotations


def add_source_arguments(parser, *, calibrate_flag: bool = False) -> None:
    """``--prior`` / ``--cached`` (and ``--calibrate``): where parameters come from
    (:mod:`lifecycle.params`); the default fits the calibration when none is cached."""
    src = parser.add_mutually_exclusive_group()
    if calibrate_flag:
        src.add_argument("--calibrate", action="store_true",
                         help="fit the calibration posterior if none is cached (the default)")
    src.add_argument("--prior", action="store_true",
                     help="priors only: no calibration posterior (fast)")
    src.add_argument("--cached", action="store_true",
                     help="use a cached calibration if there is one, never fit one")
    parser.add_argument("--accept-diagnostics", action="store_true",
                        help="use a calibration posterior that failed its convergence checks "
                             "(divergences, R-hat > 1.01, bulk ESS < 400) instead of stopping; "
                             "the output flags it")


def source_of(args) -> str:
    """``"prior"``, ``"cached"`` or ``"auto"`` from the flags of :func:`add_source_arguments`."""
    return "prior" if args.prior else "cached" if args.cached else "auto"
