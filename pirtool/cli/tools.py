"""`pirtool diff`, `pirtool stats`, `pirtool graph`: registered on `pirtool.cli.main`."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

import click

from ..errors import PirError
from .common import (
    EXIT_BAD,
    EXIT_DIFF,
    EXIT_OK,
    Source,
    check_output,
    color_option,
    expand_plans,
    full_option,
    handle_errors,
    index_option,
    load_one,
    name_option,
    note,
    output_option,
    parse_source,
    plan_job_files,
    use_color,
    write_lines,
    write_output,
)
from .numeric import integer, number

if TYPE_CHECKING:
    from ..ir import Program
    from ..tools.diff import SourceLines


@click.command()
@click.argument("a")
@click.argument("b")
@click.option(
    "-U",
    "--unified",
    "context",
    type=integer(min=0),
    default=2,
    show_default=True,
    help="Context ops around each change.",
)
@color_option
@full_option
@click.option(
    "-q",
    "--quiet",
    "brief",
    is_flag=True,
    help="Only a one-line summary (nothing when the programs are the same); the exit code says which.",
)
@click.option(
    "--ignore-attr", "ignore_attr", multiple=True, metavar="KEY", help="Ignore this op attribute (repeatable)."
)
@click.option(
    "--ignore-kwarg-order/--no-ignore-kwarg-order",
    default=True,
    show_default=True,
    help="Compare block kwargs as a set (Paddle prints them from an unordered map).",
)
@click.option("--stat", is_flag=True, help="Only a table of ops added/removed/changed per op name and op_role.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--index-a", type=integer(), default=None, help="Pick the N-th program of log A.")
@click.option("--index-b", type=integer(), default=None, help="Pick the N-th program of log B.")
@click.option("--name-a", default=None, help="Pick the program of log A whose label contains TEXT.")
@click.option("--name-b", default=None, help="Pick the program of log B whose label contains TEXT.")
@output_option
@handle_errors
def diff(
    a: str,
    b: str,
    context: int,
    color: str,
    full: bool,
    brief: bool,
    ignore_attr: tuple[str, ...],
    ignore_kwarg_order: bool,
    stat: bool,
    as_json: bool,
    index_a: int | None,
    index_b: int | None,
    name_a: str | None,
    name_b: str | None,
    output: str | None,
) -> None:
    """Compare two programs op by op (aligned by op signature, not by text line). A and B may be
    plan directories: their job lists, then the programs of each job type.

    \b
    `-` removed op, `+` added op, `~` matched op that differs (the `#` lines say how:
    attribute keys, operands, types), `@@ -LINE,N +LINE,N @@` hunks with -U context ops.
    Long attribute values are elided (`op_dist_attr:{…5 keys}`, `[…64 items]`) unless --full;
    --json is never elided. Exit 0: same, 1: different, 2: bad input.

    \b
    Examples:
      pirtool example before.pir after.pir dist.before.pir dist.after.pir   # bundled samples
      pirtool diff before.pir after.pir
      pirtool diff before.pir after.pir --stat
      pirtool diff before.pir after.pir -q
      pirtool diff before.pir after.pir --json | jq .added
      pirtool diff dist.before.pir dist.after.pir --full
      pirtool diff dist.before.pir dist.after.pir --ignore-attr op_dist_attr --ignore-attr stop_gradient
      pirtool plan after.pir -o gm/ && pirtool plan after.pir --schedule FThenB -o fthenb/ && pirtool diff gm/ fthenb/
    """
    from ..tools.diff import DiffOptions, diff_programs, iter_render, stat_table, summary, to_json

    if a == "-" and b == "-":
        raise PirError("only one of A and B can be stdin")
    opts = DiffOptions(frozenset(ignore_attr), ignore_kwarg_order)
    colour = use_color(color) and output in (None, "-")

    def one(fa: str, fb: str, ia: int | None, ib: int | None, na: str | None, nb: str | None) -> tuple[Any, Any]:
        # Each side parsed in turn, its text let go once parsed when it can be read again from its
        # file: the diff then holds the two programs, not their texts too (two 50 MB dumps).
        sa = load_one(fa, ia, na)
        pa, la = _parsed_lines(sa)
        sa.text = ""  # (the program or the lines hold what is still needed)
        sb = load_one(fb, ib, nb)
        pb, lb = _parsed_lines(sb)
        sb.text = ""
        return diff_programs(pa, pb, opts), (sa, sb, la, lb)

    def text_of(d: Any, sides: Any) -> tuple[str, dict[str, Any]]:
        sa, sb, la, lb = sides
        obj = to_json(d, sa.line_offset, sb.line_offset) if as_json else {}
        if as_json:
            return "", obj
        if brief:
            return summary(d, sa.filename, sb.filename), obj
        if stat:
            return stat_table(d), obj
        return "".join(iter_render(d, la, lb, sa.filename, sb.filename, context, colour, full)), obj

    if plan_job_files(a) is None and plan_job_files(b) is None:
        d, sides = one(a, b, index_a, index_b, name_a, name_b)
        if not (as_json or brief or stat):  # written as it is made: a big diff's view is not held whole
            sa, sb, la, lb = sides
            write_lines(iter_render(d, la, lb, sa.filename, sb.filename, context, colour, full), output)
            sys.exit(EXIT_OK if d.equal else EXIT_DIFF)
        text, obj = text_of(d, sides)
        write_output(json.dumps(obj, indent=1) + "\n" if as_json else text, output)
        sys.exit(EXIT_OK if d.equal else EXIT_DIFF)

    def plan_one(fa: str, fb: str) -> tuple[str, bool, dict[str, Any]]:
        d, sides = one(fa, fb, None, None, None, None)
        text, obj = text_of(d, sides)
        return text, d.equal, obj

    text, equal = _diff_plans(a, b, plan_one, as_json, (index_a, index_b, name_a, name_b), stat)
    write_output(text, output)
    sys.exit(EXIT_OK if equal else EXIT_DIFF)


def _diff_plans(a: str, b: str, one: Any, as_json: bool, picks: tuple[Any, ...], stat: bool) -> tuple[str, bool]:
    """`diff DIR_A DIR_B`: the job lists, then job type by job type (a job type one side lacks
    is a difference); (the text or JSON, whether all is the same)."""
    from ..text.plandir import job_files

    if plan_job_files(a) is None or plan_job_files(b) is None:
        other = b if plan_job_files(a) is not None else a
        raise PirError("a plan directory is compared with a plan directory (or give two job programs)", filename=other)
    if any(x is not None for x in picks):
        raise PirError("--index-a/-b and --name-a/-b pick a program of a log, not of a plan directory")
    jobs_a, files_a = job_files(a)
    jobs_b, files_b = job_files(b)
    equal = jobs_a == jobs_b
    texts: list[str] = []
    programs: dict[str, Any] = {}
    if not equal:
        texts.append(f"jobs.json: {a} runs {_jobs_text(jobs_a)}\njobs.json: {b} runs {_jobs_text(jobs_b)}\n")
    for t in dict.fromkeys([*files_a, *files_b]):
        if t not in files_a or t not in files_b:
            where, side = (files_b[t], b) if t not in files_a else (files_a[t], a)
            texts.append(f"job type {t}: only in {side} ({where})\n")
            programs[t] = {"only_in": side}
            equal = False
            continue
        text, same, obj = one(files_a[t], files_b[t])
        equal = equal and same
        programs[t] = obj
        if text:
            texts.append(f"== job type {t}\n{text}" if stat else text)
    if as_json:
        obj = {"jobs": {"a": [list(j) for j in jobs_a], "b": [list(j) for j in jobs_b], "equal": jobs_a == jobs_b}}
        return json.dumps({**obj, "programs": programs}, indent=1) + "\n", equal
    return "".join(texts), equal


def _jobs_text(jobs: list[tuple[str, int]]) -> str:
    shown = " ".join(f"{t}{m}" for t, m in jobs[:16])
    return f"{len(jobs)} jobs: {shown}" + (" ..." if len(jobs) > 16 else "")


def _parsed_lines(src: Source) -> tuple[Program, SourceLines]:
    """The program of `src` and its source lines, for a diff: the text let go if it can be read again."""
    from ..tools.diff import SourceLines

    prog = parse_source(src)
    origin = prog.origin
    if origin is not None and origin.release():
        return prog, SourceLines(origin, src.line_offset)
    return prog, SourceLines(src.text, src.line_offset)


@click.command()
@click.argument("file")
@index_option
@name_option
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--top", type=integer(min=0), default=0, help="Show only the N most frequent op names (0: all).")
@output_option
@handle_errors
def stats(file: str, index: int | None, name: str | None, as_json: bool, top: int, output: str | None) -> None:
    """Statistics of a program: ops by name and op_role, parameters, kwargs, memory, comms, meshes.
    FILE may be a plan directory: the statistics of each job program (--json: {"plan", "programs"}).

    \b
    Examples:
      pirtool example main.pir train.log after.pir   # bundled samples (pirtool example lists them)
      pirtool stats main.pir
      pirtool stats main.pir --json | jq .persistable_bytes
      pirtool stats train.log --index 1
      pirtool plan after.pir -o plan/ && pirtool stats plan/   # every job program
    """
    from ..tools.stats import collect, render

    jobs = expand_plans([file], index, name)
    parts, texts = [], []
    for path in jobs:  # a plan directory: each job program's statistics
        src = load_one(path, index, name)
        st = collect(parse_source(src))
        parts.append({"file": src.filename, **({"label": src.label} if src.label else {}), **st})
        texts.append(render(st, src.filename + (f" ({src.label})" if src.label else ""), top))
    if as_json:
        obj = parts[0] if jobs == [file] else {"plan": file, "programs": parts}
        text = json.dumps(obj, indent=1, default=str) + "\n"
    else:
        text = "\n".join(texts)
    write_output(text, output)


_RENDER_FORMATS = ("svg", "png", "pdf")
#: Op nodes above which `graph` does not run dot unless --max-ops says so: on the LARGE sample dot
#: takes 0.3 s for its first 900 ops, 15 s for 1,000, over 2 minutes for 1,500 (docs/commands/graph.md).
MAX_OPS = 600


@click.command()
@click.argument("file")
@click.option(
    "-o",
    "--output",
    default=None,
    callback=check_output,
    help="out.dot, out.svg, out.png or out.pdf (the .dot is always written next to it); stdout (DOT) if omitted.",
)
@click.option(
    "--focus",
    default=None,
    metavar="OP_OR_VALUE",
    help="Draw only around a value (%12), an op name (pd_op.matmul_grad) or an op line (L123); those ops get a thick red border, their edges thick red.",
)
@click.option("--depth", type=integer(min=0), default=2, show_default=True, help="Def-use hops around --focus.")
@click.option(
    "--max-ops",
    type=integer(min=1),
    default=MAX_OPS,
    show_default=True,
    help="Refuse to run dot on more op nodes than this (dot takes minutes on a few thousand); the .dot is still written.",
)
@click.option(
    "--timeout",
    type=number(min=0, min_open=True),
    default=60,
    show_default=True,
    metavar="SECONDS",
    help="Stop dot after this long (exit 2).",
)
@index_option
@name_option
@handle_errors
def graph(
    file: str,
    output: str | None,
    focus: str | None,
    depth: int,
    max_ops: int,
    timeout: float,
    index: int | None,
    name: str | None,
) -> None:
    """Graphviz picture of the data flow: ops as nodes (filled by op_role), values as edges
    (labelled name and shape/dtype), regions as clusters.

    \b
    SVG/PNG/PDF need Graphviz's `dot` program (apt-get install -y graphviz); without it the
    .dot file is still written and the command exits 2. Above --max-ops op nodes dot is not
    run (exit 2: draw a part with --focus, or browse the program with `pirtool view`); dot is
    stopped after --timeout seconds, and never outlives pirtool.

    \b
    Examples:
      pirtool example main.pir dist.before.pir   # bundled samples (pirtool example lists them)
      pirtool graph main.pir -o mlp.svg
      pirtool graph dist.before.pir -o grads.svg --focus pd_op.matmul_grad --depth 1
      pirtool graph main.pir -o l9.png --focus L9
      pirtool graph main.pir --focus %12 > around12.dot
    """
    import os
    import shutil
    import tempfile

    from ..tools.graph import build, render

    src = load_one(file, index, name)
    prog = parse_source(src)
    title = (
        src.filename + (f" ({src.label})" if src.label else "") + (f" — focus {focus}, depth {depth}" if focus else "")
    )
    g = build(prog, focus, depth, title, src.line_offset)
    if output is None or output == "-":
        write_output(g.dot, None)
        return
    stem, ext = os.path.splitext(output)
    fmt = ext[1:].lower()
    if fmt in ("dot", "gv"):
        write_output(g.dot, output)
        note(f"wrote {output} ({g.op_nodes} ops, {g.edges} edges)")
        return
    if fmt not in _RENDER_FORMATS:
        raise PirError(f"-o {output}: unknown picture format '{ext}' (use .dot, .svg, .png or .pdf)")
    dot_path = stem + ".dot"
    write_output(g.dot, dot_path)
    if g.op_nodes > max_ops:
        click.echo(
            f"{src.filename}: error: wrote {dot_path}, but not running dot on {g.op_nodes} ops (more than --max-ops {max_ops}: "
            f"dot would take minutes): draw a part with --focus OP [--depth N], browse it with `pirtool view {file}`, "
            f"or try anyway with --max-ops {g.op_nodes}",
            err=True,
        )
        sys.exit(EXIT_BAD)
    exe = shutil.which("dot")
    if exe is None:
        click.echo(
            f"pirtool: wrote {dot_path}, but cannot make {output}: Graphviz's `dot` program is not installed "
            f"(install it, e.g. `apt-get install -y graphviz`, then run `dot -T{fmt} {dot_path} -o {output}`)",
            err=True,
        )
        sys.exit(EXIT_BAD)
    d = os.path.dirname(os.path.abspath(output))
    fd, tmp = tempfile.mkstemp(prefix=".pirtool-", suffix="." + fmt, dir=d)
    os.close(fd)
    try:
        render(exe, dot_path, tmp, fmt, timeout)
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)
        os.replace(tmp, output)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    note(f"wrote {dot_path} and {output} ({g.op_nodes} ops, {g.edges} edges)")


COMMANDS = [diff, stats, graph]
