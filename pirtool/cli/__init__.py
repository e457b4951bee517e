"""The `pirtool` command line. Exit codes: 0 success, 1 a check failed / inputs differ, 2 bad input.

`main` is the click group; each command family lives in its own module (fmt, passes, execute,
tools) over the plumbing in `common`, and is added here. Heavy modules (numpy, lark, the passes)
are imported inside the commands that need them, so `pirtool --help` and `pirtool fmt` on a
small file start fast. The library never imports this package.
"""

from __future__ import annotations

import gc
import sys

import click

from .. import __version__
from . import execute, fmt, lint, passes, plan, reduce, tools, view


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="pirtool")
@click.option("--debug", is_flag=True, help="Show Python tracebacks for errors.")
@click.pass_context
def main(ctx: click.Context, debug: bool) -> None:
    """Read, rewrite, print and run PaddlePaddle PIR text dumps.

    \b
    Examples:
      pirtool fmt dump.pir                 # print back (byte-identical)
      pirtool merge dump.pir -k 4          # gradient merge over 4 micro-batches
      pirtool extract train.log --list     # programs inside a log
    """
    ctx.ensure_object(dict)
    ctx.obj["debug"] = debug


for _module in (fmt, passes, plan, execute, tools, lint, reduce, view):
    for _cmd in _module.COMMANDS:
        main.add_command(_cmd)


def run() -> None:
    """The `pirtool` command: `main`, then exit without collecting the program's objects.

    A parsed program is a web of reference cycles (ops, values, blocks); the collection Python
    runs at exit spends ~0.5 s on a 50 MB dump only to free memory the OS frees anyway.
    Freezing the collector's generations first makes exit skip them (mypy's --fast-exit does
    the same with os._exit); exit handlers and stream flushes still run.
    """
    try:
        main(args=hoist_debug(sys.argv[1:]), prog_name="pirtool")
    except KeyboardInterrupt:  # before a command started (commands handle their own)
        sys.stderr.write("pirtool: interrupted\n")
        raise SystemExit(130) from None
    finally:
        gc.freeze()


def hoist_debug(argv: list[str]) -> list[str]:
    """`pirtool merge x.pir --debug` means what `pirtool --debug merge x.pir` does.

    `--debug` belongs to the group, so click would reject it after the command name; people
    add it to the end of the line that just failed. Only flags before a `--` move.
    """
    end = argv.index("--") if "--" in argv else len(argv)
    head = argv[:end]
    if "--debug" not in head[1:]:
        return argv
    return ["--debug", *(a for a in head if a != "--debug"), *argv[end:]]
