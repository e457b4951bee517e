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


@click.command()
@click.argument("file")
@click.option("--test", "test_cmd", required=True, metavar="CMD",
              help="Shell command; {} is the candidate file (appended if absent). Exit 0 = still interesting.")
@click.option("-o", "--output", default=None, callback=check_output, help="Write the best candidate here (atomically, each time it improves).")
@click.option("--timeout", type=click.FloatRange(min=0, min_open=True), default=None, metavar="SECONDS",
              help="Kill a test after this long (it counts as not interesting).")
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=None, help="Tests run at once (default: the core count).")
@click.option("--keep-ops", multiple=True, metavar="PATTERN", help="Never remove ops whose name matches (glob or exact; repeatable).")
@click.option("--no-verify", is_flag=True, help="Test candidates without verifying them first.")
@click.option("-q", "--quiet", is_flag=True, help="No progress line.")
@index_option
@name_option
@handle_errors
def reduce(file: str, test_cmd: str, output: str | None, timeout: float | None, jobs: int | None, keep_ops: tuple[str, ...],
           no_verify: bool, quiet: bool, index: int | None, name: str | None) -> None:
    """Shrink FILE to a small program on which the test still passes (delta debugging).

    \b
    Whole stages, regions and layers go first, then chunks of ops, single ops, attributes
    and kwargs, until nothing more can go. A removed op's users read fresh pd_op.data
    inputs, so every candidate is a valid program, printed in FILE's layout. The result is
    the same for any -j. Ctrl-C keeps the best result so far in -o.

    \b
    Examples:
      pirtool reduce big.pir --test './still-fails.sh {}' -o small.pir
      pirtool reduce samples/gm/mlp_clip_sgd_k3_avg.before.pir --test 'pirtool merge {} -k 3 2>&1 | grep -q "read the accumulated sum"' -o small.pir
      pirtool reduce samples/gm/mlp_momentum_k2_avg.after.pir --test 'pirtool lint {} --select PIR001 >/dev/null; test $? -eq 1' --keep-ops pd_op.momentum_ -o small.pir
    """
    quiet = quiet or common_quiet()
    from ..tools.reduce import LineReducer, Progress, Reducer, ShellTest

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
    suffix = os.path.splitext(filename)[1] or ".pir"
    tty = sys.stderr.isatty()
    last = [0.0]

    def show(p: Progress) -> None:
        now = time.monotonic()
        if quiet or now - last[0] < (0.2 if tty else 5.0):
            return
        last[0] = now
        unit = "lines" if prog is None else "ops"
        line = f"reduce: {p.phase}: {p.tried} candidates tried, {p.ops_left}/{p.ops_total} {unit} left, {p.elapsed:.1f} s"
        click.echo(("\r" + line + "\033[K") if tty else line, err=True, nl=not tty)

    def best(text: str) -> None:
        if output is not None:
            write_output(text, output)

    def keep(op_name: str) -> bool:
        return any(op_name == k or fnmatch.fnmatchcase(op_name, k) for k in keep_ops)

    tester = ShellTest(test_cmd, jobs or os.cpu_count() or 1, timeout, suffix, workdir=None)
    reducer: Reducer | LineReducer
    if prog is not None:
        reducer = Reducer(prog, tester, show, best, verify_candidates=not no_verify, keep=keep if keep_ops else None)
    else:
        reducer = LineReducer(text, tester, show, best)
    try:
        result = reducer.run()
    except KeyboardInterrupt:
        if tty and not quiet:
            click.echo(err=True)
        where = f"; the best so far ({reducer.best_left} {reducer.unit}) is in {output}" if output else ""
        click.echo(f"reduce: interrupted{where}", err=True)
        raise SystemExit(130) from None
    finally:
        tester.close()
    if tty and not quiet:
        click.echo("\r\033[K", err=True, nl=False)
    if output is None:
        write_output(result.text, None)
    else:
        write_output(result.text, output)
    if not quiet:
        click.echo(f"reduce: {result.ops_total} -> {result.ops_left} {reducer.unit}, {result.tried} candidates tried "
                   f"({result.runs} test runs), {result.elapsed:.1f} s", err=True)


COMMANDS = [reduce]
