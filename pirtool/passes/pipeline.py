"""The pass manager: run passes over a `PassContext`, verifying and instrumenting each one.

    from pirtool.passes import PassContext, PassManager, PrintIR, Timing
    timing = Timing()
    pm = PassManager.parse("gradient-merge{k=4},remove-master-grad-cast", instrumentations=[timing])
    pm.run(PassContext(main, startup))        # raises VerificationFailed / PassFailed
    for run in timing.runs: print(run.index, run.name, run.seconds)

As in MLIR, the manager itself verifies (`verify_each=True`, the default): the input programs
before the first pass, and every program after each pass. A program that does not verify
after a pass makes that pass fail, like an error the pass raised.

Instrumentations (MLIR's PassInstrumentation) observe the run; each hook is a no-op unless
overridden:

* `run_before_pipeline(ctx)` once, after the input verified; `run_after_pipeline(ctx)` once;
* `run_before_pass(run, ctx)` before each pass, in the order the instrumentations were given;
* `run_after_pass(run, ctx)` after each pass that succeeded and verified, in reverse order;
* `run_after_pass_failed(run, ctx, error)` when a pass raised or its output did not verify,
  in reverse order, before the error propagates.

`run` is a `PassRun`: the pass, its 1-based index in the pipeline and (after it) the seconds
`apply` took, verification excluded. The instrumentations provided here:

* `PrintIR`: print the main program before and/or after each pass, only when the pass changed
  it, or after a pass failed, in the format of Paddle's pass-manager IRPrinting (so `pirtool
  extract` finds the dumps again in a log);
* `IRTree`: write the program after each pass to `DIR/NN_<pass>.pir` (`.startup.pir` too);
* `Timing`: the time each pass took.

Messages here name no command-line flags; the CLI adds its hints when it reports.

May import: pirtool.errors, pirtool.ir, pirtool.verify, the printer (lazily, through
`pirtool.print_program`), and `.base`.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TextIO

from ..errors import PirError
from ..ir import Program
from ..verify import Diagnostic, verify
from .base import Pass, PassContext, parse_pipeline


@dataclass
class PassRun:
    """One pass of a pipeline being run: the pass, its 1-based index, and the seconds `apply` took."""

    index: int
    pass_: Pass
    seconds: float = 0.0

    @property
    def name(self) -> str:
        return self.pass_.name


class VerificationFailed(PirError):
    """A program does not verify: the input (`pass_name` None) or the output of a pass.

    `program` is "main" or "startup"; `diagnostics` lists every problem (the reason shows the
    first one for the input, up to ten for a pass's output). For the input, `line` is the line
    of the first problem in the program's text and `subject` says which input ("the input",
    "the startup input").
    """

    def __init__(
        self,
        reason: str,
        *,
        program: str,
        diagnostics: Sequence[Diagnostic],
        pass_name: str | None = None,
        subject: str = "",
        line: int | None = None,
    ) -> None:
        super().__init__(reason, line=line)
        self.program = program
        self.diagnostics = list(diagnostics)
        self.pass_name = pass_name
        self.subject = subject


class PassFailed(PirError):
    """A pass raised a PirError. The reason is the pass's, prefixed with the pass name (unless
    it starts with it); the location is the pass's. `cause` is the error the pass raised."""

    def __init__(self, run: PassRun, cause: PirError) -> None:
        reason = cause.reason if cause.reason.startswith(run.name) else f"{run.name}: {cause.reason}"
        super().__init__(reason, line=cause.line, col=cause.col, source_line=cause.source_line, filename=cause.filename)
        self.run = run
        self.cause = cause


class PassInstrumentation:
    """Hooks around the passes of a `PassManager` run (see the module docstring for the order)."""

    def run_before_pipeline(self, ctx: PassContext) -> None:
        """Once, before the first pass (after the input verified)."""

    def run_before_pass(self, run: PassRun, ctx: PassContext) -> None:
        """Before each pass."""

    def run_after_pass(self, run: PassRun, ctx: PassContext) -> None:
        """After each pass that succeeded (and whose output verified, when verifying)."""

    def run_after_pass_failed(self, run: PassRun, ctx: PassContext, error: BaseException) -> None:
        """After a pass raised `error`, or its output did not verify (`error` a VerificationFailed)."""

    def run_after_pipeline(self, ctx: PassContext) -> None:
        """Once, after the last pass succeeded."""


class PassManager:
    """Runs a list of passes over a PassContext, verifying and instrumenting each one."""

    def __init__(
        self,
        passes: Iterable[Pass] = (),
        *,
        verify_each: bool = True,
        instrumentations: Iterable[PassInstrumentation] = (),
    ) -> None:
        self.passes: list[Pass] = list(passes)
        self.verify_each = verify_each
        self.instrumentations: list[PassInstrumentation] = list(instrumentations)

    @classmethod
    def parse(cls, pipeline: str, **kwargs: object) -> PassManager:
        """A manager for a pipeline string (`parse_pipeline`); keyword arguments as for the constructor."""
        return cls(parse_pipeline(pipeline), **kwargs)  # type: ignore[arg-type]

    def add(self, p: Pass) -> PassManager:
        self.passes.append(p)
        return self

    def add_instrumentation(self, inst: PassInstrumentation) -> PassManager:
        self.instrumentations.append(inst)
        return self

    def run(self, ctx: PassContext) -> PassContext:
        """Run every pass over `ctx` (edited in place, and returned).

        Raises VerificationFailed if an input or a pass's output does not verify, PassFailed if
        a pass raised a PirError; any other exception of a pass propagates unchanged.
        """
        insts = self.instrumentations
        if self.verify_each:
            verify_input(ctx.main, "main", "the input")
            if ctx.startup is not None:
                verify_input(ctx.startup, "startup", "the startup input")
        for inst in insts:
            inst.run_before_pipeline(ctx)
        for n, p in enumerate(self.passes, 1):
            run = PassRun(n, p)
            for inst in insts:
                inst.run_before_pass(run, ctx)
            t0 = time.perf_counter()
            try:
                p.apply(ctx)
            except BaseException as e:
                run.seconds = time.perf_counter() - t0
                for inst in reversed(insts):
                    inst.run_after_pass_failed(run, ctx, e)
                if isinstance(e, PirError):
                    raise PassFailed(run, e) from e
                raise
            run.seconds = time.perf_counter() - t0
            if self.verify_each:
                try:
                    verify_output(ctx, p.name)
                except VerificationFailed as e:
                    for inst in reversed(insts):
                        inst.run_after_pass_failed(run, ctx, e)
                    raise
            for inst in reversed(insts):
                inst.run_after_pass(run, ctx)
        for inst in reversed(insts):
            inst.run_after_pipeline(ctx)
        return ctx


def verify_input(prog: Program, program: str, subject: str) -> None:
    """Raise VerificationFailed (at the line of the first problem) if `prog` does not verify."""
    diags = verify(prog)
    if diags:
        d = diags[0]
        reason = f"{subject} does not verify: {d.message}" + (f" ({len(diags)} problems)" if len(diags) > 1 else "")
        raise VerificationFailed(reason, program=program, diagnostics=diags, subject=subject, line=d.line)


def verify_output(ctx: PassContext, pass_name: str) -> None:
    """Raise VerificationFailed if the main or the startup program does not verify after `pass_name`."""
    for prog, what in ((ctx.main, "main"), (ctx.startup, "startup")):
        if prog is None:
            continue
        diags = verify(prog)
        if diags:
            shown = "\n".join("  " + str(d) for d in diags[:10])
            raise VerificationFailed(
                f"pass '{pass_name}' produced an invalid {what} program ({len(diags)} problems):\n{shown}",
                program=what,
                diagnostics=diags,
                pass_name=pass_name,
            )


# ----------------------------------------------------------------------------------------------
# Instrumentations


def _print(prog: Program) -> str:
    from ..text.printer import print_program

    return print_program(prog)


def ir_printing_header(pass_name: str, when: str = "after") -> str:
    """Paddle's pass-manager IRPrinting header (`when`: "before", "after", "after ... failed")."""
    suffix = " failed" if when == "failed" else ""
    text = f"IRPrinting on builtin.module {'before' if when == 'before' else 'after'} {pass_name} pass{suffix}"
    rule = "===" + "-" * (len(text) + 10) + "==="
    return f"{rule}\n        {text}\n{rule}\n"


class PrintIR(PassInstrumentation):
    """Print the main program around passes, each dump under an IRPrinting header and followed
    by a blank line, on `stream` (default: sys.stderr at the time of printing).

    before_all: before each pass. after_all: after each pass. after_change: after each pass
    that changed the printed program (implied by after_all). after_failure: after a pass that
    failed (header "... pass failed"), with whatever the pass left.
    """

    def __init__(
        self,
        *,
        before_all: bool = False,
        after_all: bool = False,
        after_change: bool = False,
        after_failure: bool = False,
        stream: TextIO | None = None,
    ) -> None:
        self.before_all = before_all
        self.after_all = after_all
        self.after_change = after_change
        self.after_failure = after_failure
        self.stream = stream
        self._last: str | None = None  # the main program as last printed (after_change)

    def _emit(self, header: str, text: str) -> None:
        out = self.stream if self.stream is not None else sys.stderr
        out.write(header + text + "\n\n")
        out.flush()

    def run_before_pipeline(self, ctx: PassContext) -> None:
        if self.after_change and not self.after_all:
            self._last = _print(ctx.main)

    def run_before_pass(self, run: PassRun, ctx: PassContext) -> None:
        if self.before_all:
            self._emit(ir_printing_header(run.name, "before"), _print(ctx.main))

    def run_after_pass(self, run: PassRun, ctx: PassContext) -> None:
        if self.after_all:
            self._emit(ir_printing_header(run.name), _print(ctx.main))
        elif self.after_change:
            text = _print(ctx.main)
            if text != self._last:
                self._emit(ir_printing_header(run.name), text)
            self._last = text

    def run_after_pass_failed(self, run: PassRun, ctx: PassContext, error: BaseException) -> None:
        if self.after_failure:
            self._emit(ir_printing_header(run.name, "failed"), _print(ctx.main))


def write_atomically(text: str, path: str) -> None:
    """Write `text` to `path` through a temporary file and a rename (a failure leaves it untouched)."""
    fd, tmp = tempfile.mkstemp(prefix=".pirtool-", dir=os.path.dirname(os.path.abspath(path)))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


class IRTree(PassInstrumentation):
    """Write the programs after each pass into `directory`: `NN_<pass>.pir` for the main program,
    `NN_<pass>.startup.pir` for the startup program (NN: the pass's 2-digit index). `write(text,
    path)` writes a file (default: `write_atomically`)."""

    def __init__(self, directory: str, write: Callable[[str, str], None] | None = None) -> None:
        self.directory = directory
        self.write = write or write_atomically

    def run_after_pass(self, run: PassRun, ctx: PassContext) -> None:
        os.makedirs(self.directory, exist_ok=True)
        base = os.path.join(self.directory, f"{run.index:02d}_{run.name}")
        self.write(_print(ctx.main), base + ".pir")
        if ctx.startup is not None:
            self.write(_print(ctx.startup), base + ".startup.pir")


class Timing(PassInstrumentation):
    """Records each pass that ran (`runs`: PassRun with `seconds`, verification excluded), failed ones too."""

    def __init__(self) -> None:
        self.runs: list[PassRun] = []

    def run_after_pass(self, run: PassRun, ctx: PassContext) -> None:
        self.runs.append(run)

    def run_after_pass_failed(self, run: PassRun, ctx: PassContext, error: BaseException) -> None:
        self.runs.append(run)

    @property
    def total(self) -> float:
        return sum(r.seconds for r in self.runs)


__all__ = [
    "IRTree",
    "PassFailed",
    "PassInstrumentation",
    "PassManager",
    "PassRun",
    "PrintIR",
    "Timing",
    "VerificationFailed",
    "ir_printing_header",
    "verify_input",
    "verify_output",
    "write_atomically",
]
