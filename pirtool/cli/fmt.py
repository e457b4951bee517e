"""`pirtool fmt` and `pirtool extract`: print a program back, pick programs out of logs."""

from __future__ import annotations

import sys

import click

from ..errors import PirError
from .common import (
    EXIT_BAD,
    EXIT_DIFF,
    EXIT_OK,
    Source,
    expand_plans,
    handle_errors,
    index_option,
    load_sources,
    name_option,
    no_program,
    output_option,
    parse_source,
    plan_job_files,
    read_text,
    write_output,
    write_streamed,
)


@click.command()
@click.argument("files", nargs=-1)
@click.option("--check", is_flag=True, help="Exit 0 if every input prints back identically, 1 if not, 2 on bad input.")
@index_option
@name_option
@output_option
@click.option(
    "--reader",
    type=click.Choice(["fast", "lark"]),
    default="fast",
    help="Parser: fast scanner or the Lark grammar itself.",
)
@click.option("--renumber", is_flag=True, help="Renumber values as Paddle's printer would (even without edits).")
@click.option(
    "--strict",
    is_flag=True,
    help="With --check: also decode every attribute value and type (finds bad values up front, for CI).",
)
@handle_errors
def fmt(
    files: tuple[str, ...],
    check: bool,
    index: int | None,
    name: str | None,
    output: str | None,
    reader: str,
    renumber: bool,
    strict: bool,
) -> None:
    """Parse and print a dump (FILES, or stdin / '-').

    \b
    Examples:
      pirtool example main.pir startup.pir train.log after.pir   # bundled samples (pirtool example lists them)
      pirtool fmt main.pir
      cat main.pir | pirtool fmt -
      pirtool fmt --check main.pir startup.pir
      pirtool fmt --check --strict main.pir   # every attribute value decoded too
      pirtool plan after.pir -o plan/ && pirtool fmt --check plan/   # a plan directory's job programs
      pirtool fmt train.log --index 2
    """
    files = files or ("-",)
    if strict and not check:
        raise PirError("--strict goes with --check")
    if not check:
        if plan_job_files(files[0]) is not None:
            raise PirError(
                "a plan directory: fmt prints one program (give a job program, or --check them all)", filename=files[0]
            )
        if len(files) != 1:
            raise PirError("fmt prints one program; use --check to check several files")
        srcs = load_sources(files[0], index, name, whole=True)
        if len(srcs) == 1 and srcs[0].span is None:
            _print_alone(srcs[0], reader, renumber, output)
        else:
            write_output(_printed(srcs, reader, renumber, False)[0], output)
        return
    paths, status = _expanded(files, index, name)
    for f in paths:
        try:
            srcs = load_sources(f, index, name, whole=True)
            out, read_back = _printed(srcs, reader, renumber, strict)
            if out != read_back:  # what `fmt` would print, against what was read
                src = srcs[0]
                offset = 0 if src.span is not None else src.line_offset
                line = _first_diff_line(read_back, out) + offset
                label = next(
                    (
                        s.label
                        for s in srcs
                        if s.span is None or s.line_offset < line <= s.line_offset + s.text.count("\n") + 1
                    ),
                    "",
                )
                click.echo(f"{src.filename}:{line}: does not round-trip" + (f" ({label})" if label else ""), err=True)
                status = max(status, EXIT_DIFF)
        except PirError as e:
            click.echo(e.format(), err=True)
            status = EXIT_BAD
    sys.exit(status)


def _print_alone(src: Source, reader: str, renumber: bool, output: str | None) -> None:
    """A dump (or one program of a log) printed as it is parsed: its text let go once parsed
    when the file can be read again for a late error, the output written a few thousand lines
    at a time, so a big dump is held about once (as its program), not three times."""
    from ..text.printer import write_program

    prog = parse_source(src, reader)
    if prog.origin is not None and prog.origin.release():
        src.text = src.file_text = ""
    write_streamed(lambda write: write_program(prog, write, True if renumber else None), output)


def _expanded(files: tuple[str, ...], index: int | None, name: str | None) -> tuple[list[str], int]:
    """(the files to check: a plan directory's job programs in its place; EXIT_BAD if a plan
    directory could not be read, its error said, else EXIT_OK)."""
    out: list[str] = []
    status = EXIT_OK
    for f in files:
        try:
            out += expand_plans([f], index, name)
        except PirError as e:
            click.echo(e.format(), err=True)
            status = EXIT_BAD
    return out, status


def _printed(srcs: list[Source], reader: str, renumber: bool, strict: bool) -> tuple[str, str]:
    """(what fmt prints, what it was read from): a dump or a program picked out of a log alone, or
    a whole log with each of its programs printed where it stands."""
    from ..text.printer import print_program
    from ..verify import decode_all

    pieces: list[str] = []
    pos = 0
    for src in srcs:
        prog = parse_source(src, reader)
        if strict:
            decode_all(prog)
        out = print_program(prog, renumber=True if renumber else None)
        if src.span is None:
            return out, src.text
        pieces += [src.file_text[pos : src.span[0]], out]
        pos = src.span[1]
    pieces.append(srcs[0].file_text[pos:])
    return "".join(pieces), srcs[0].file_text


def _first_diff_line(a: str, b: str) -> int:
    for k, (x, y) in enumerate(zip(a.split("\n"), b.split("\n"), strict=False)):
        if x != y:
            return k + 1
    return min(a.count("\n"), b.count("\n")) + 1


@click.command()
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
      pirtool example train.log    # a bundled log (pirtool example lists the samples)
      pirtool extract train.log --list
      pirtool extract train.log --index 2 | pirtool fmt
      pirtool extract train.log --name "after reshard" -o reshard.pir
    """
    from ..text import logs

    text = read_text(log)
    fname = "<stdin>" if log == "-" else log
    found = logs.find_programs(text)
    if not found:
        raise no_program(text, fname)
    if list_:
        lines = [f"{f.index:>3}  lines {f.start_line}-{f.end_line}  {f.label or '(no label)'}" for f in found]
        write_output("\n".join(lines) + "\n", output)
        return
    if index is None and name is None and len(found) > 1:
        raise PirError(
            f"{len(found)} programs in this log: pick one with --index N or --name TEXT (or --list)", filename=fname
        )
    try:
        f = logs.select(found, index, name)
    except LookupError as e:
        raise PirError(str(e).strip("'\""), filename=fname) from None
    write_output(f.text, output)


COMMANDS = [fmt, extract]
