"""The `pirtool` command line. Exit codes: 0 success, 1 a check failed / inputs differ, 2 bad input.

`main` is the click group; each command family lives in its own module (fmt, passes, execute,
tools) over the plumbing in `common`, and is added here. Heavy modules (numpy, lark, the passes)
are imported inside the commands that need them, so `pirtool --help` and `pirtool fmt` on a
small file start fast. The library never imports this package.
"""

from __future__ import annotations

import gc
import importlib
import sys
from collections.abc import Iterator, MutableMapping

import click

from .. import __version__

#: Each command's module (in this package), imported when the command is first looked up: a
#: command's run imports its own module only, not every command's (`fmt` of a big dump spends
#: its time reading it, not importing `plan`, `execute` and `view`). Each module's `COMMANDS`
#: are these (tests/test_cli.py checks).
COMMAND_MODULES = {
    "fmt": "fmt",
    "extract": "fmt",
    "merge": "passes",
    "opt": "passes",
    "passes": "passes",
    "verify": "passes",
    "plan": "plan",
    "run": "execute",
    "check-loss": "execute",
    "diff": "tools",
    "stats": "tools",
    "graph": "tools",
    "lint": "lint",
    "reduce": "reduce",
    "view": "view",
    "example": "example",
}


class LazyCommands(MutableMapping[str, click.Command]):
    """The group's commands by name (what click keeps in `Group.commands`), each module's
    imported on the first lookup of one of its commands."""

    def __init__(self, modules: dict[str, str]) -> None:
        self.modules = modules
        self.loaded: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        if name not in self.loaded and name in self.modules:
            module = importlib.import_module(f"{__name__}.{self.modules[name]}")
            for cmd in module.COMMANDS:
                self.loaded.setdefault(cmd.name, cmd)
        return self.loaded[name]

    def __setitem__(self, name: str, cmd: click.Command) -> None:
        self.loaded[name] = cmd

    def __delitem__(self, name: str) -> None:
        self.loaded.pop(name, None)
        self.modules.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter({**dict.fromkeys(self.modules), **self.loaded})

    def __len__(self) -> int:
        return len({**dict.fromkeys(self.modules), **self.loaded})

    def __contains__(self, name: object) -> bool:
        return name in self.modules or name in self.loaded


@click.group(context_settings={"help_option_names": ["-h", "--help"]}, commands=LazyCommands(dict(COMMAND_MODULES)))
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
