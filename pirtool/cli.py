"""The `pirtool` command line. Exit codes: 0 success, 1 a check failed / inputs differ, 2 bad input.

Heavy modules (numpy, lark, the passes) are imported inside the commands that need them, so
`pirtool --help` and `pirtool fmt` on a small file start fast.
"""

from __future__ import annotations

import functools
import gc
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import click

from . import __version__
from .errors import PirError

EXIT_OK, EXIT_DIFF, EXIT_BAD = 0, 1, 2


# ----------------------------------------------------------------------------------------------
# Shared plumbing


@dataclass
class Source:
    """One program's text with where it came from (for error locations)."""

    text: str
    filename: str
    line_offset: int = 0  # lines before the program in its file (programs picked out of a log)
    label: str = ""


def read_text(path: str) -> str:
    from .text.parser import decode

    if path == "-":
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise PirError(f"cannot read {path}: {e.strerror}") from None
        name = path
    return decode(data, name)


def load_sources(path: str, index: int | None = None, name: str | None = None, all_programs: bool = False) -> list[Source]:
    """The program(s) in `path`: a dump, or a log from which `--index`/`--name` picks one."""
    from .text import logs

    text = read_text(path)
    fname = "<stdin>" if path == "-" else path
    if index is None and name is None and _looks_like_dump(text):
        return [Source(text, fname)]  # the parser judges all of it, trailing text included
    found = logs.find_programs(text)
    if not found:
        if index is None and name is None:
            return [Source(text, fname)]  # let the parser explain what is wrong with it
        raise PirError("no PIR program found in this file", filename=fname, line=1, col=1, source_line=text.split("\n", 1)[0])
    if all_programs and index is None and name is None:
        return [Source(f.text, fname, f.start_line - 1, f.label) for f in found]
    if index is None and name is None and len(found) > 1:
        raise PirError(
            f"{len(found)} programs in this log: pick one with --index N or --name TEXT (see `pirtool extract {path} --list`)",
            filename=fname,
        )
    try:
        f = logs.select(found, index, name)
    except LookupError as e:
        raise PirError(str(e).strip("'\""), filename=fname) from None
    return [Source(f.text, fname, f.start_line - 1, f.label)]


def _looks_like_dump(text: str) -> bool:
    """A dump starts (after blank lines) with "{" or an op line; anything else is treated as a log."""
    for line in text.split("\n", 50)[:50]:
        s = line.strip()
        if s:
            if s.startswith(("{", "(")):
                return True
            from .text import logs

            return logs.is_bare_dump(text)
    return True  # empty or blank: the parser says so


def load_one(path: str, index: int | None = None, name: str | None = None) -> Source:
    return load_sources(path, index, name)[0]


def parse_source(src: Source, reader: str = "fast") -> Any:
    from .text.parser import parse

    try:
        return parse(src.text, reader=reader, filename=src.filename)
    except PirError as e:
        raise e.located(src.filename, src.line_offset) from None


def write_output(text: str, path: str | None) -> None:
    """Write to stdout, or atomically to `path` (temp file + rename: a failure leaves it untouched)."""
    if path is None or path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".pirtool-", dir=d)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        # mkstemp makes 0600 files: give the result the mode a plain open() would (or the old file's).
        try:
            mode = os.stat(path).st_mode & 0o7777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def handle_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn PirError into `file:line:col: error: ...` + exit 2; no tracebacks unless --debug."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except PirError as e:
            click.echo(e.format(), err=True)
            sys.exit(EXIT_BAD)
        except (click.exceptions.Exit, click.ClickException, click.Abort, SystemExit):
            raise
        except BrokenPipeError:
            sys.exit(EXIT_OK)
        except Exception as e:
            if _debug():
                raise
            click.echo(f"pirtool: internal error: {type(e).__name__}: {e} (rerun with --debug for a traceback)", err=True)
            sys.exit(EXIT_BAD)

    return wrapper


def _debug() -> bool:
    ctx = click.get_current_context(silent=True)
    while ctx is not None:
        if ctx.obj and ctx.obj.get("debug"):
            return True
        ctx = ctx.parent
    return False


index_option = click.option("--index", "-i", type=int, default=None, help="Pick the N-th program (0-based) of a log.")
name_option = click.option("--name", "-n", "name", default=None, help="Pick the program of a log whose label contains TEXT.")
output_option = click.option("-o", "--output", default=None, help="Write here (atomically) instead of stdout.")


# ----------------------------------------------------------------------------------------------
# Commands


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


@main.command()
@click.argument("files", nargs=-1)
@click.option("--check", is_flag=True, help="Exit 0 if every input prints back identically, 1 if not, 2 on bad input.")
@index_option
@name_option
@output_option
@click.option("--reader", type=click.Choice(["fast", "lark"]), default="fast", help="Parser: fast scanner or the Lark grammar itself.")
@click.option("--renumber", is_flag=True, help="Renumber values as Paddle's printer would (even without edits).")
@handle_errors
def fmt(files: tuple[str, ...], check: bool, index: int | None, name: str | None, output: str | None, reader: str, renumber: bool) -> None:
    """Parse and print a dump (FILES, or stdin / '-').

    \b
    Examples:
      pirtool fmt dump.pir
      cat dump.pir | pirtool fmt -
      pirtool fmt --check a.pir b.pir
      pirtool fmt train.log --index 2
    """
    from .text.printer import print_program

    files = files or ("-",)
    if not check:
        if len(files) != 1:
            raise PirError("fmt prints one program; use --check to check several files")
        src = load_one(files[0], index, name)
        prog = parse_source(src, reader)
        write_output(print_program(prog, renumber=True if renumber else None), output)
        return
    status = EXIT_OK
    for f in files:
        try:
            srcs = load_sources(f, index, name, all_programs=True)
            for src in srcs:
                prog = parse_source(src, reader)
                out = print_program(prog, renumber=True if renumber else None)
                if out != src.text:
                    line = _first_diff_line(src.text, out)
                    where = f"{src.filename}:{line + src.line_offset}"
                    click.echo(f"{where}: does not round-trip" + (f" ({src.label})" if src.label else ""), err=True)
                    status = max(status, EXIT_DIFF)
        except PirError as e:
            click.echo(e.format(), err=True)
            status = EXIT_BAD
    sys.exit(status)


def _first_diff_line(a: str, b: str) -> int:
    for k, (x, y) in enumerate(zip(a.split("\n"), b.split("\n"), strict=False)):
        if x != y:
            return k + 1
    return min(a.count("\n"), b.count("\n")) + 1


@main.command()
@click.argument("log")
@click.option("--list", "list_", is_flag=True, help="List the programs with their index, lines and label.")
@index_option
@name_option
@output_option
@handle_errors
def extract(log: str, list_: bool, index: int | None, name: str | None, output: str | None) -> None:
    """Find PIR programs inside a log and print one as a standalone dump.

    \b
    Examples:
      pirtool extract train.log --list
      pirtool extract train.log --index 2 | pirtool fmt
      pirtool extract train.log --name "after auto_parallel_gradient_merge_pass" -o after.pir
    """
    from .text import logs

    text = read_text(log)
    fname = "<stdin>" if log == "-" else log
    found = logs.find_programs(text)
    if not found:
        raise PirError("no PIR program found in this file", filename=fname, line=1, col=1, source_line=text.split("\n", 1)[0])
    if list_:
        lines = [f"{f.index:>3}  lines {f.start_line}-{f.end_line}  {f.label or '(no label)'}" for f in found]
        write_output("\n".join(lines) + "\n", output)
        return
    if index is None and name is None and len(found) > 1:
        raise PirError(f"{len(found)} programs in this log: pick one with --index N or --name TEXT (or --list)", filename=fname)
    try:
        f = logs.select(found, index, name)
    except LookupError as e:
        raise PirError(str(e).strip("'\""), filename=fname) from None
    write_output(f.text, output)


# Command families that live in their own modules register themselves on `main`.
from . import cli_passes, cli_run, cli_tools  # noqa: E402,F401


def run() -> None:
    """The `pirtool` command: `main`, then exit without collecting the program's objects.

    A parsed program is a web of reference cycles (ops, values, blocks); the collection Python
    runs at exit spends ~0.5 s on a 50 MB dump only to free memory the OS frees anyway.
    Freezing the collector's generations first makes exit skip them (mypy's --fast-exit does
    the same with os._exit); exit handlers and stream flushes still run.
    """
    try:
        main()
    finally:
        gc.freeze()


if __name__ == "__main__":  # pragma: no cover - `python -m pirtool.cli`: use the imported module,
    from pirtool.cli import run as _run  # on which the other command modules registered

    _run()
