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
from . import example, execute, fmt, lint, passes, plan, reduce, tools, view


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "-V", "--version", prog_name="pirtool")
@click.option("--debug", is_flag=True, help="Show Python tracebacks for errors.")
@click.option(
    "-q",
    "--quiet",
    count=True,
    help="No notes, progress or 'wrote ...' lines on stderr; -qq: no warnings either. Errors always stay.",
)
@click.pass_context
def main(ctx: click.Context, debug: bool, quiet: int) -> None:
    """Read, rewrite, print and run PaddlePaddle PIR text dumps.

    --debug, -q/--quiet and -V/--version may also follow the command (`pirtool fmt x.pir --debug`);
    a command's own -q (`diff -q`: a one-line summary) wins there. -q drops what only informs
    (notes, progress, 'wrote ...'); a warning (the output may not be what Paddle would make)
    stays unless -qq; errors and the exit code are never dropped.

    \b
    Examples:
      pirtool example main.pir train.log        # two bundled samples (pirtool example lists them)
      pirtool fmt main.pir                      # print back (byte-identical)
      pirtool merge main.pir -k 4 -o merged.pir # gradient merge over 4 micro-batches
      pirtool extract train.log --list          # programs inside a log
      pirtool -q graph main.pir -o mlp.svg
    """
    ctx.ensure_object(dict)
    ctx.obj["debug"] = debug
    ctx.obj["quiet"] = quiet


for _module in (fmt, passes, plan, execute, tools, lint, reduce, view, example):
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
        main(args=hoist_group_flags(sys.argv[1:]), prog_name="pirtool")
    except KeyboardInterrupt:  # before a command started (commands handle their own)
        sys.stderr.write("pirtool: interrupted\n")
        raise SystemExit(130) from None
    finally:
        gc.freeze()


#: The group's flags that may follow the command name.
GROUP_FLAGS = ("--debug", "-q", "-qq", "--quiet", "-V", "--version")
#: Those that count (`-q -q` is `-qq`): each is kept where the others are kept once.
QUIET_FLAGS = ("-q", "-qq", "--quiet")


def hoist_group_flags(argv: list[str]) -> list[str]:
    """`pirtool merge x.pir --debug` means what `pirtool --debug merge x.pir` does (so do -q/--quiet
    and -V/--version), unless the command has an option of that name itself (`diff -q`).

    These flags belong to the group, so click would reject them after the command name; people
    add them to the end of the line that just failed. Only flags before a `--` move.
    """
    end = argv.index("--") if "--" in argv else len(argv)
    head = argv[:end]
    k = next((i for i, a in enumerate(head) if a not in GROUP_FLAGS), len(head))
    cmd = main.commands.get(head[k]) if k < len(head) else None
    own = {o for p in cmd.params for o in p.opts} if cmd is not None else set()
    if "-q" in own:
        own.add("-qq")  # the command's own -q, twice
    movable = [f for f in GROUP_FLAGS if f not in own]
    moved = [a for a in head[k + 1 :] if a in movable]
    if not moved:
        return argv
    lead = [a for i, a in enumerate([*head[:k], *moved]) if a in QUIET_FLAGS or a not in [*head[:k], *moved][:i]]
    return [*lead, head[k], *(a for a in head[k + 1 :] if a not in movable), *argv[end:]]


hoist_debug = hoist_group_flags
