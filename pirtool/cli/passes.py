"""CLI commands that run passes: `merge`, `opt`, `passes`, `verify` (registered on `pirtool.cli.main`)."""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from typing import Any

import click

from ..errors import PirError
from .common import (
    EXIT_DIFF,
    EXIT_OK,
    Source,
    check_output,
    expand_plans,
    handle_errors,
    index_option,
    load_one,
    name_option,
    note,
    output_option,
    parse_source,
    warning,
    write_output,
)
from .numeric import integer

startup_option = click.option(
    "--startup",
    "startup",
    default=None,
    metavar="FILE",
    help="The startup program; gradient merge initialises its accumulators there.",
)
startup_out_option = click.option(
    "--startup-out",
    "startup_out",
    default=None,
    metavar="FILE",
    callback=check_output,
    help="Write the edited startup program here (atomically).",
)


@dataclass
class _Loaded:
    src: Source
    prog: Any


def _load(path: str, index: int | None = None, name: str | None = None) -> _Loaded:
    src = load_one(path, index, name)
    return _Loaded(src, parse_source(src))


def _located(e: PirError, src: Source) -> PirError:
    """A pass error located in the input: file name, line shifted for logs, the source line (and
    the column of its first non-blank, when the error names only the line: an op's)."""
    if e.filename is None and e.line is not None and e.source_line is None:
        lines = src.text.split("\n")
        if 0 < e.line <= len(lines):
            e.source_line = lines[e.line - 1].rstrip("\r")
            if e.col is None:
                e.col = len(e.source_line) - len(e.source_line.lstrip(" \t")) + 1
    return e.located(src.filename, src.line_offset)


def _check_startup_args(startup: str | None, startup_out: str | None) -> None:
    if startup is not None and startup_out is None:
        raise PirError("--startup needs --startup-out: where to write the edited startup program")
    if startup_out is not None and startup is None:
        raise PirError("--startup-out needs --startup: the startup program to edit")


#: `pirtool merge`'s words for the gradient-merge options its warnings name (`GMText`).
MERGE_WORDS = {"scale_before_clip_opt": "--scale-before-clip", "paddle_compat_opt": "--paddle-compat"}


def _warn(messages: list[str], words: dict[str, str] | None = None) -> None:
    """The passes' warnings on stderr, in this command's `words` for what they name (a pipeline's
    options as the pass spells them by default)."""
    from ..errors import render

    for m in messages:
        warning(f"pirtool: warning: {render(m, words or {})}")


def _run_passes(
    passes: list[Any],
    main_l: _Loaded,
    startup_l: _Loaded | None,
    *,
    verify_each: bool = True,
    instrumentations: list[Any] | None = None,
) -> Any:
    """Run a PassManager; its errors are reported located in the input files, with CLI hints."""
    from ..passes import PassContext, PassFailed, PassManager, VerificationFailed

    ctx = PassContext(main_l.prog, startup_l.prog if startup_l else None)
    pm = PassManager(passes, verify_each=verify_each, instrumentations=instrumentations or [])
    try:
        return pm.run(ctx)
    except VerificationFailed as e:
        if e.pass_name is not None:
            raise
        loaded = main_l if e.program == "main" or startup_l is None else startup_l
        raise _input_error(e, loaded) from None
    except PassFailed as f:
        cause = f.cause
        if cause.line is not None:  # located in an input (through its Origin, or by line in main)
            raise _located(cause, main_l.src) if cause.filename is None else cause from None
        cause.reason = f.reason
        raise cause.located(main_l.src.filename) from None


def _input_error(e: Any, loaded: _Loaded) -> PirError:
    """An input that does not verify, at its first problem, pointing at `pirtool verify` for the rest."""
    diags = e.diagnostics
    d = diags[0]
    return _located(
        PirError(
            f"{e.subject} does not verify: {d.op + ': ' if d.op else ''}{d.message}"
            + (f" ({len(diags)} problems; see `pirtool verify`)" if len(diags) > 1 else ""),
            line=d.line,
        ),
        loaded.src,
    )


# ----------------------------------------------------------------------------------------------
# merge


@click.command()
@click.argument("input")
@click.option("-k", "k", type=integer(), required=True, help="Number of micro-batches to accumulate (k_steps, >= 1).")
@click.option(
    "--avg/--no-avg", default=True, show_default=True, help="Average the accumulated gradient by 1/k before the update."
)
@click.option(
    "--sync-each-step",
    is_flag=True,
    help="Sync data-parallel gradients every micro-step (gradient_sync_after_accumulate=false).",
)
@click.option(
    "--paddle-compat",
    is_flag=True,
    help="Reproduce Paddle 3.3.1 exactly, including its averaging bug for momentum/lamb/...",
)
@click.option(
    "--scale-before-clip",
    is_flag=True,
    help="Average right after the accumulator's data-parallel sync, before gradient clipping reads it (not with --paddle-compat).",
)
@startup_option
@startup_out_option
@click.option("--stat", is_flag=True, help="Print what the pass added (on stderr).")
@index_option
@name_option
@output_option
@handle_errors
def merge(
    input: str,
    k: int,
    avg: bool,
    sync_each_step: bool,
    paddle_compat: bool,
    scale_before_clip: bool,
    startup: str | None,
    startup_out: str | None,
    stat: bool,
    index: int | None,
    name: str | None,
    output: str | None,
) -> None:
    """Gradient merge: accumulate gradients over K micro-batches (Paddle's auto_parallel_gradient_merge_pass).

    INPUT is the main program (a dump, or a log with --index/--name). The output is printed in
    Paddle's format; with --startup the accumulators are also initialised in the startup program.

    \b
    Examples:
      pirtool example main.pir startup.pir train.log   # bundled samples (pirtool example lists them)
      pirtool merge main.pir -k 4 -o merged.pir
      pirtool merge main.pir -k 4 --startup startup.pir --startup-out startup.merged.pir
      pirtool merge main.pir -k 2 --no-avg --stat
      pirtool merge train.log --name "after reshard" -k 4 -o merged.pir
    """
    from ..passes import GradientMerge
    from ..text.printer import print_program

    _check_startup_args(startup, startup_out)
    if paddle_compat and scale_before_clip:
        raise PirError("--paddle-compat and --scale-before-clip cannot be combined (Paddle scales at the optimizer)")
    gm = GradientMerge(
        k=k,
        avg=avg,
        gradient_sync_after_accumulate=not sync_each_step,
        paddle_compat=paddle_compat,
        scale_before_clip=scale_before_clip,
    )
    problem = gm.validate()
    if problem:
        raise PirError(f"-k: {problem}")
    main_l = _load(input, index, name)
    startup_l = _load(startup) if startup else None
    n_main = sum(1 for _ in main_l.prog.walk()) if stat else 0
    n_startup = sum(1 for _ in startup_l.prog.walk()) if stat and startup_l else 0
    ctx = _run_passes([gm], main_l, startup_l, verify_each=False)
    out_main = print_program(ctx.main)
    out_startup = print_program(ctx.startup) if ctx.startup is not None else None
    _warn(ctx.warnings, MERGE_WORDS)
    write_output(out_main, output)
    if out_startup is not None:
        write_output(out_startup, startup_out)
    if stat:
        from ..paddle.names import GRAD_MERGE_SUFFIX

        kws = [k_ for k_ in ctx.main.body.kwargs if k_.endswith(GRAD_MERGE_SUFFIX)]
        lines = [
            f"gradient-merge: k={k} avg={'true' if avg else 'false'}: {len(kws)} accumulators",
            f"  main: {n_main} -> {sum(1 for _ in ctx.main.walk())} ops",
        ]
        if ctx.startup is not None:
            lines.append(f"  startup: {n_startup} -> {sum(1 for _ in ctx.startup.walk())} ops")
        lines += [f"  %kwarg_{k_}" for k_ in kws]
        click.echo("\n".join(lines), err=True)


# ----------------------------------------------------------------------------------------------
# opt


@click.command()
@click.argument("input")
@click.option(
    "-p",
    "--pipeline",
    required=True,
    metavar="PIPELINE",
    help="Passes to run, e.g. 'gradient-merge{k=4,avg=true},remove-master-grad-cast'.",
)
@click.option(
    "--print-ir-before-all",
    is_flag=True,
    help="Print the program before each pass on stderr (Paddle's IRPrinting format).",
)
@click.option(
    "--print-ir-after-all",
    is_flag=True,
    help="Print the program after each pass on stderr (Paddle's IRPrinting format).",
)
@click.option(
    "--print-ir-after-change", is_flag=True, help="Print the program after each pass that changed it, on stderr."
)
@click.option(
    "--print-ir-after-failure",
    is_flag=True,
    help="Print the program after a pass that failed (raised, or did not verify), on stderr.",
)
@click.option(
    "--print-ir-tree-dir", default=None, metavar="DIR", help="Write the program after each pass to DIR/NN_<pass>.pir."
)
@click.option(
    "--verify-each/--no-verify-each",
    default=True,
    show_default=True,
    help="Verify the input and the program after each pass.",
)
@click.option("--timing", is_flag=True, help="Print the time each pass took (on stderr).")
@startup_option
@startup_out_option
@index_option
@name_option
@output_option
@handle_errors
def opt(
    input: str,
    pipeline: str,
    print_ir_before_all: bool,
    print_ir_after_all: bool,
    print_ir_after_change: bool,
    print_ir_after_failure: bool,
    print_ir_tree_dir: str | None,
    verify_each: bool,
    timing: bool,
    startup: str | None,
    startup_out: str | None,
    index: int | None,
    name: str | None,
    output: str | None,
) -> None:
    """Run a pass pipeline over a program (see `pirtool passes`).

    \b
    Examples:
      pirtool example main.pir startup.pir   # bundled samples (pirtool example lists them)
      pirtool opt main.pir -p 'gradient-merge{k=4}' -o merged.pir
      pirtool opt main.pir -p 'gradient-merge{k=2,avg=false},remove-master-grad-cast'
      pirtool opt main.pir -p 'gradient-merge{k=4}' --startup startup.pir --startup-out startup.merged.pir
      pirtool opt main.pir -p 'gradient-merge{k=4}' --print-ir-tree-dir ir/ --timing
      pirtool opt main.pir -p 'gradient-merge{k=4},remove-master-grad-cast' --print-ir-after-change
    """
    from ..passes import IRTree, PrintIR, Timing, parse_pipeline
    from ..passes.base import EmptyPipeline
    from ..text.printer import print_program

    try:
        passes = parse_pipeline(pipeline)
    except EmptyPipeline as e:
        e.reason += " (see `pirtool passes`)"
        raise
    _check_startup_args(startup, startup_out)
    t_all = time.perf_counter()
    t0 = time.perf_counter()
    main_l = _load(input, index, name)
    startup_l = _load(startup) if startup else None
    times: dict[str, float] = {"   parse": time.perf_counter() - t0}

    # After-pass hooks run in reverse order: timing first, then printing, then the tree dir.
    insts: list[Any] = []
    if print_ir_tree_dir:
        insts.append(IRTree(print_ir_tree_dir, write=write_output))
    if print_ir_before_all or print_ir_after_all or print_ir_after_change or print_ir_after_failure:
        insts.append(
            PrintIR(
                before_all=print_ir_before_all,
                after_all=print_ir_after_all,
                after_change=print_ir_after_change,
                after_failure=print_ir_after_failure,
            )
        )
    timer = Timing()
    insts.append(timer)
    ctx = _run_passes(passes, main_l, startup_l, verify_each=verify_each, instrumentations=insts)
    times.update((f"{r.index:02d} {r.name}", r.seconds) for r in timer.runs)
    t0 = time.perf_counter()
    out_main = print_program(ctx.main)
    out_startup = print_program(ctx.startup) if ctx.startup is not None else None
    times["   print"] = time.perf_counter() - t0
    _warn(ctx.warnings)
    write_output(out_main, output)
    if out_startup is not None:
        write_output(out_startup, startup_out)
    if timing:
        total = time.perf_counter() - t_all
        rows = [f"{'':2}{ms * 1000:9.2f} ms  {label.strip()}" for label, ms in times.items()]
        click.echo("pirtool: timing\n" + "\n".join(rows) + f"\n{'':2}{total * 1000:9.2f} ms  total", err=True)


# ----------------------------------------------------------------------------------------------
# passes


@click.command("passes")
def passes_cmd() -> None:
    """List the passes `opt` can run, with their options.

    \b
    Example:
      pirtool passes
      pirtool example main.pir   # a bundled sample (pirtool example lists them)
      pirtool opt main.pir -p 'gradient-merge{k=4,avg=true}'
    """
    import dataclasses

    from ..passes import registered_passes

    out = []
    for name, cls in registered_passes().items():
        out.append(f"{name}  {cls.summary}".rstrip())
        for o in cls.options():
            if o.required:
                dflt = "required"
            elif isinstance(o.default, bool):
                dflt = "default " + ("true" if o.default else "false")
            elif o.default is dataclasses.MISSING:  # pragma: no cover
                dflt = ""
            else:
                dflt = f"default {o.default}"
            out.append(f"    {o.name}: {o.type_name} ({dflt})" + (f"  {o.help}" if o.help else ""))
    click.echo("\n".join(out))


# ----------------------------------------------------------------------------------------------
# verify


@click.command("verify")
@click.argument("file")
@index_option
@name_option
@click.option(
    "--strict", is_flag=True, help="Also decode every attribute value and type now (finds bad values up front, for CI)."
)
@handle_errors
def verify_cmd(file: str, index: int | None, name: str | None, strict: bool) -> None:
    """Check a program's structure: values defined before use and in scope, operand types
    matching definitions, kwargs, unique names. FILE may be a plan directory (each job program is
    checked). Exit 0 if clean, 1 with diagnostics, 2 if the input cannot be read.

    \b
    Examples:
      pirtool example after.pir train.log main.pir   # bundled samples (pirtool example lists them)
      pirtool verify after.pir
      pirtool verify train.log --index 3
      pirtool verify --strict main.pir    # every attribute value decoded too
      pirtool plan after.pir -o plan/ && pirtool verify plan/   # a plan directory's job programs
    """
    from ..verify import decode_all, external_uses, verify

    code = EXIT_OK
    for path in expand_plans([file], index, name):  # a plan directory: each of its job programs
        loaded = _load(path, index, name)
        if strict:
            decode_all(loaded.prog)
        for v, op in external_uses(loaded.prog):
            line = op.line + loaded.src.line_offset if op.line else None
            loc = loaded.src.filename + (f":{line}" if line else "")
            note(f"{loc}: note: {v.name} is defined outside this program (first used by {op.name})")
        diags = verify(loaded.prog)
        for d in diags:
            line = d.line + loaded.src.line_offset if d.line else None
            loc = loaded.src.filename + (f":{line}" if line else "")
            click.echo(f"{loc}: error: {(d.op + ': ') if d.op else ''}{d.message}", err=True)
        if diags:
            click.echo(f"{loaded.src.filename}: {len(diags)} problem(s)", err=True)
            code = EXIT_DIFF
    sys.exit(code)


__all__ = ["merge", "opt", "passes_cmd", "verify_cmd"]


COMMANDS = [merge, opt, passes_cmd, verify_cmd]
