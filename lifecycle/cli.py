"""Command-line entry point: `lifecycle <command> ...`.

Each command lives in `lifecycle/commands/<name>.py` with two functions,
``add_parser(subparsers)`` and ``run(args) -> int``; heavy imports (pymc,
matplotlib, dask) happen inside ``run`` so `lifecycle check` stays fast.
Any :class:`~lifecycle.errors.LifecycleInputError` becomes one line per problem
on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys

from lifecycle import __version__
from lifecycle.errors import LifecycleInputError

# command name -> module; a module that does not exist yet is skipped
COMMANDS = {
    "check": "lifecycle.commands.check",
    "data": "lifecycle.commands.data",
    "priors": "lifecycle.commands.priors",
    "estimate": "lifecycle.commands.estimate",
    "validate": "lifecycle.commands.validate",
    "calibrate": "lifecycle.commands.calibrate",
    "report": "lifecycle.commands.report",
    "compare": "lifecycle.commands.compare",
    "sweep": "lifecycle.commands.sweep",
    "sensitivity": "lifecycle.commands.sensitivity",
    "ledger": "lifecycle.commands.ledger",
}


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # exit 2 with one line, as argparse does, plus usage
        self.print_usage(sys.stderr)
        sys.stderr.write(f"lifecycle: error: {message}\n")
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="lifecycle", description=__doc__.splitlines()[0])
    p.add_argument("--version", action="version", version=f"lifecycle {__version__}")
    p.add_argument("--data-dir", dest="global_data_dir", default=None, metavar="DIR",
                   help="user data directory (sets LIFECYCLE_DATA_DIR): a complete copy of "
                        "data/ replaces the bundled tables, a partial one is laid over them "
                        "(rows with new ids added, existing ids replaced)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for name, modname in COMMANDS.items():
        if importlib.util.find_spec(modname) is None:
            continue
        mod = importlib.import_module(modname)
        sp = mod.add_parser(sub)
        sp.set_defaults(_run=mod.run)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from lifecycle.paths import using_data_dir

    try:
        with using_data_dir(args.global_data_dir):
            return int(args._run(args) or 0)
    except LifecycleInputError as e:
        for prob in e.problems:
            print(f"error: {prob}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
