"""`pirtool diff`, `pirtool stats`, `pirtool graph`: registered on `pirtool.cli.main`."""

from __future__ import annotations

import json
import sys

import click

from .cli import (
    EXIT_BAD,
    EXIT_DIFF,
    EXIT_OK,
    handle_errors,
    index_option,
    load_one,
    main,
    name_option,
    output_option,
    parse_source,
    write_output,
)
from .errors import PirError


def _use_color(mode: str) -> bool:
    if mode == "always":
        return True
    if mode == "never":
        return False
    try:
        return click.get_text_stream("stdout").isatty()
    except Exception:  # pragma: no cover - odd streams
        return False


@main.command()
@click.argument("a")
@click.argument("b")
@click.option("-U", "--unified", "context", type=click.IntRange(min=0), default=2, show_default=True, help="Context ops around each change.")
@click.option("--color", type=click.Choice(["auto", "always", "never"]), default="auto", show_default=True, help="Colour the output.")
@click.option("--ignore-attr", "ignore_attr", multiple=True, metavar="KEY", help="Ignore this op attribute (repeatable).")
@click.option("--ignore-kwarg-order/--no-ignore-kwarg-order", default=True, show_default=True, help="Compare block kwargs as a set (Paddle prints them from an unordered map).")
@click.option("--stat", is_flag=True, help="Only a table of ops added/removed/changed per op name and op_role.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--index-a", type=int, default=None, help="Pick the N-th program of log A.")
@click.option("--index-b", type=int, default=None, help="Pick the N-th program of log B.")
@click.option("--name-a", default=None, help="Pick the program of log A whose label contains TEXT.")
@click.option("--name-b", default=None, help="Pick the program of log B whose label contains TEXT.")
@output_option
@handle_errors
def diff(a: str, b: str, context: int, color: str, ignore_attr: tuple[str, ...], ignore_kwarg_order: bool, stat: bool, as_json: bool,
         index_a: int | None, index_b: int | None, name_a: str | None, name_b: str | None, output: str | None) -> None:
    """Compare two programs op by op (aligned by op signature, not by text line).

    \b
    `-` removed op, `+` added op, `~` matched op that differs (the `#` lines say how:
    attribute keys, operands, types), `@@ -LINE,N +LINE,N @@` hunks with -U context ops.
    Exit 0: same, 1: different, 2: bad input.

    \b
    Examples:
      pirtool diff before.pir after.pir
      pirtool diff before.pir after.pir --stat
      pirtool diff before.pir after.pir --json | jq .added
      pirtool diff a.pir b.pir --ignore-attr op_dist_attr --ignore-attr stop_gradient
    """
    from .diff import DiffOptions, SourceLines, diff_programs, render, stat_table, to_json

    if a == "-" and b == "-":
        raise PirError("only one of A and B can be stdin")
    sa = load_one(a, index_a, name_a)
    sb = load_one(b, index_b, name_b)
    pa = parse_source(sa)
    pb = parse_source(sb)
    d = diff_programs(pa, pb, DiffOptions(frozenset(ignore_attr), ignore_kwarg_order))
    if as_json:
        text = json.dumps(to_json(d, sa.line_offset, sb.line_offset), indent=1) + "\n"
    elif stat:
        text = stat_table(d)
    else:
        text = render(d, SourceLines(sa.text, sa.line_offset), SourceLines(sb.text, sb.line_offset), sa.filename, sb.filename,
                      context, _use_color(color) and output in (None, "-"))
    write_output(text, output)
    sys.exit(EXIT_OK if d.equal else EXIT_DIFF)


@main.command()
@click.argument("file")
@index_option
@name_option
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--top", type=click.IntRange(min=0), default=0, help="Show only the N most frequent op names (0: all).")
@output_option
@handle_errors
def stats(file: str, index: int | None, name: str | None, as_json: bool, top: int, output: str | None) -> None:
    """Statistics of a program: ops by name and op_role, parameters, kwargs, memory, comms, meshes.

    \b
    Examples:
      pirtool stats dump.pir
      pirtool stats dump.pir --json | jq .persistable_bytes
      pirtool stats train.log --index 1
    """
    from .stats import collect, render

    src = load_one(file, index, name)
    prog = parse_source(src)
    st = collect(prog)
    if as_json:
        text = json.dumps({"file": src.filename, **({"label": src.label} if src.label else {}), **st}, indent=1) + "\n"
    else:
        text = render(st, src.filename + (f" ({src.label})" if src.label else ""), top)
    write_output(text, output)


_ = EXIT_BAD
