"""`pirtool reduce`: shrink a program to the ops that still make a test pass. Registered on
`pirtool.cli.main`; the search lives in `pirtool.tools.reduce`."""

from __future__ import annotations

import fnmatch
import os
import sys
import time

import click

from ..errors import PirError
from .common import (
    check_output,
    handle_errors,
    index_option,
    load_one,
    name_option,
    parse_source,
    read_text,
    write_output,
)
from .common import quiet as common_quiet
from .numeric import integer, number


@click.command()
@click.argument("file")
@click.option(
    "--test",
    "test_cmd",
    required=True,
    metavar="CMD",
    help="Shell command; {} is the candidate file (appended if absent). Exit 0 = still interesting.",
)
@click.option(
    "-o",
    "--output",
    default=None,
    callback=check_output,
    help="Write the best candidate here (atomically, each time it improves).",
)
@click.option(
    "--timeout",
    type=number(min=0, min_open=True),
    default=None,
    metavar="SECONDS",
    help="Kill a test after this long (it counts as not interesting).",
)
@click.option("-j", "--jobs", type=integer(min=1), default=None, help="Tests run at once (default: the core count).")
@click.option(
    "--keep-ops",
    multiple=True,
    metavar="PATTERN",
    help="Never remove ops whose name matches (glob or exact; repeatable).",
)
@click.option("--no-verify", is_flag=True, help="Test candidates without verifying them first.")
@click.option(
    "--inputs",
    type=click.Choice(["data", "full"]),
    default="data",
    show_default=True,
    help="What a removed op's users read: a fed pd_op.data, or a pd_op.full of value 1 (runs without a feed: "
    "run/check-loss tests).",
)
@click.option(
    "--with",
    "with_file",
    default=None,
    metavar="FILE",
    help="Reduce FILE and this program together (a BEFORE/AFTER pair): an op matched in both goes from both; "
    "{with} in the test is its candidate.",
)
@click.option(
    "--with-output",
    default=None,
    callback=check_output,
    metavar="PATH",
    help="With --with: write its reduced program here (atomically, each time the pair improves).",
)
@click.option("-q", "--quiet", is_flag=True, help="No progress line.")
@index_option
@name_option
@handle_errors
def reduce(
    file: str,
    test_cmd: str,
    output: str | None,
    timeout: float | None,
    jobs: int | None,
    keep_ops: tuple[str, ...],
    no_verify: bool,
    inputs: str,
    with_file: str | None,
    with_output: str | None,
    quiet: bool,
    index: int | None,
    name: str | None,
) -> None:
    """Shrink FILE to a small program on which the test still passes (delta debugging).

    \b
    Whole stages, regions and layers go first, then chunks of ops, single ops, attributes
    and kwargs, until nothing more can go. A removed op's users read fresh pd_op.data
    inputs (--inputs full: constants), so every candidate is a valid program, printed in
    FILE's layout; parameters, data ops and constants stay while read. The result is the
    same for any -j. Ctrl-C keeps the best result so far in -o.

    \b
    A pair no command regenerates (BEFORE and Paddle's AFTER): --with AFTER reduces both,
    matched op by op; {} is FILE's candidate and {with} AFTER's, written to --with-output.

    \b
    Examples:
      pirtool example main.pir clip.before.pir momentum.after.pir before.pir after.pir \\
          startup.before.pir startup.after.pir    # bundled samples (pirtool example lists them)
      pirtool reduce main.pir --test './still-fails.sh {}' -o small.pir
      pirtool reduce clip.before.pir --test 'pirtool merge {} -k 3 2>&1 | grep -q "read the accumulated sum"' -o small.pir
      pirtool reduce momentum.after.pir --test 'pirtool lint {} --select PIR001 >/dev/null; test $? -eq 1' --keep-ops pd_op.momentum_ -o small.pir
      pirtool reduce before.pir --inputs full --test 'pirtool merge {} -k 2 --paddle-compat -o {}.after.pir || exit 2; pirtool check-loss {} {}.after.pir -k 2 -s startup.before.pir | grep -q "FAIL step 1"'
      pirtool reduce before.pir --with after.pir --inputs full --test 'pirtool check-loss {} {with} -k 2 -s startup.before.pir --startup-after startup.after.pir | grep -q FAIL' -o small.before.pir --with-output small.after.pir
    """
    quiet = quiet or common_quiet()
    from ..tools.reduce import LineReducer, Progress, Reducer, ShellTest

    if with_file is not None and with_output is None:
        raise click.UsageError("--with needs --with-output: where to write the reduced second program")
    if with_file is None and with_output is not None:
        raise click.UsageError("--with-output needs --with")
    if with_file is not None and "{with}" not in test_cmd:
        raise click.UsageError("with --with, the test names the second program's candidate with {with}")
    prog = None
    try:
        src = load_one(file, index, name)
        prog = parse_source(src)
        filename = src.filename
    except PirError as e:  # a log or dump pirtool rejects: its lines are reduced instead
        text = read_text(file)
        filename = "<stdin>" if file == "-" else file
        if not quiet:
            click.echo(f"reduce: {filename} does not parse ({e.reason}); reducing its lines", err=True)
    with_prog = None
    if with_file is not None:
        if prog is None:
            raise click.UsageError("--with: FILE must parse (a pair is reduced op by op)")
        with_prog = parse_source(load_one(with_file, None, None))
    suffix = os.path.splitext(filename)[1] or ".pir"
    tty = sys.stderr.isatty()
    last = [0.0]

    def show(p: Progress) -> None:
        now = time.monotonic()
        if quiet or now - last[0] < (0.2 if tty else 5.0):
            return
        last[0] = now
        unit = "lines" if prog is None else "ops"
        line = (
            f"reduce: {p.phase}: {p.tried} candidates tried, {p.ops_left}/{p.ops_total} {unit} left, {p.elapsed:.1f} s"
        )
        click.echo(("\r" + line + "\033[K") if tty else line, err=True, nl=not tty)

    def best(text: str | tuple[str, ...]) -> None:
        texts = (text,) if isinstance(text, str) else text
        if output is not None:
            write_output(texts[0], output)
        if with_output is not None and len(texts) > 1:
            write_output(texts[1], with_output)

    def keep(op_name: str) -> bool:
        return any(op_name == k or fnmatch.fnmatchcase(op_name, k) for k in keep_ops)

    with_suffix = [os.path.splitext(with_file)[1] or ".pir"] if with_file is not None else []
    tester = ShellTest(test_cmd, jobs or os.cpu_count() or 1, timeout, suffix, workdir=None, suffixes=with_suffix)
    reducer: Reducer | LineReducer
    if prog is not None:
        reducer = Reducer(
            prog,
            tester,
            show,
            best,
            verify_candidates=not no_verify,
            keep=keep if keep_ops else None,
            with_prog=with_prog,
            inputs=inputs,
        )
    else:
        reducer = LineReducer(text, tester, show, best)
    try:
        result = reducer.run()
    except KeyboardInterrupt:
        if tty and not quiet:
            click.echo(err=True)
        where = f"; the best so far ({reducer.best_left} {reducer.unit}) is in {output}" if output else ""
        if with_output:
            where += f" and {with_output}"
        click.echo(f"reduce: interrupted{where}", err=True)
        raise SystemExit(130) from None
    finally:
        tester.close()
    if tty and not quiet:
        click.echo("\r\033[K", err=True, nl=False)
    write_output(result.text, output)
    if with_output is not None:
        write_output(result.texts[1], with_output)
    if not quiet:
        click.echo(
            f"reduce: {result.ops_total} -> {result.ops_left} {reducer.unit}, {result.tried} candidates tried "
            f"({result.runs} test runs), {result.elapsed:.1f} s",
            err=True,
        )


COMMANDS = [reduce]
