"""The pass manager used from Python (verification, instrumentations, hook order) and the
`opt` flags that switch its instrumentations on."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import pytest
from click.testing import CliRunner

from pirtool.cli import main as cli
from pirtool.errors import PirError
from pirtool.ir import Operation
from pirtool.passes import (
    GradientMerge,
    IRTree,
    Pass,
    PassContext,
    PassFailed,
    PassInstrumentation,
    PassManager,
    PrintIR,
    RemoveMasterGradCast,
    Timing,
    VerificationFailed,
)
from pirtool.text.parser import parse
from pirtool.text.printer import print_program

ROOT = Path(__file__).resolve().parent.parent
GM = ROOT / "samples" / "gm"
SGD = GM / "mlp_sgd_k2_avg.before.pir"
BF16 = GM / "bf16_master_grad_sgd_k2.before.pir"


@dataclass
class Nothing(Pass):
    name: ClassVar[str] = "nothing"

    def apply(self, ctx: PassContext) -> None:
        pass


@dataclass
class Breaks(Pass):
    """Makes the first op read the result of the last one: used before it is defined."""

    name: ClassVar[str] = "breaks"

    def apply(self, ctx: PassContext) -> None:
        body = ctx.main.body
        last = next(op for op in reversed(body) if op.results)
        body.prepend(Operation.create("pd_op.relu", [last.results[0]], [last.results[0].type]))


@dataclass
class Fails(Pass):
    name: ClassVar[str] = "fails"

    def apply(self, ctx: PassContext) -> None:
        raise PirError("cannot do this")


def ctx_of(path: Path = SGD) -> PassContext:
    return PassContext(parse(path.read_text()))


def test_verify_each_catches_a_pass_that_breaks_the_program() -> None:
    ctx = ctx_of()
    with pytest.raises(VerificationFailed) as ei:
        PassManager([Nothing(), Breaks(), Nothing()]).run(ctx)
    e = ei.value
    assert e.pass_name == "breaks" and e.program == "main" and e.diagnostics
    assert str(e).startswith("error: pass 'breaks' produced an invalid main program (1 problems):")
    assert "used before it is defined" in str(e)
    PassManager([Breaks()], verify_each=False).run(ctx_of())  # not verifying: no error


def test_verify_each_checks_the_input_and_names_no_command() -> None:
    prog = parse(SGD.read_text())
    Breaks().apply(PassContext(prog))
    with pytest.raises(VerificationFailed) as ei:
        PassManager([Nothing()]).run(PassContext(prog))
    e = ei.value
    assert e.pass_name is None and e.subject == "the input" and e.reason.startswith("the input does not verify: ")
    assert "pirtool" not in e.reason and "--" not in e.reason


def test_pass_error_is_prefixed_and_keeps_its_cause() -> None:
    with pytest.raises(PassFailed) as ei:
        PassManager([Nothing(), Fails()]).run(ctx_of())
    assert ei.value.reason == "fails: cannot do this" and ei.value.cause.reason == "cannot do this"
    assert ei.value.run.index == 2 and ei.value.run.name == "fails"


def test_print_after_change_prints_only_passes_that_changed_the_program() -> None:
    out = io.StringIO()
    ctx = ctx_of()
    PassManager(
        [Nothing(), GradientMerge(k=2), RemoveMasterGradCast(), Nothing()],
        instrumentations=[PrintIR(after_change=True, stream=out)],
    ).run(ctx)
    text = out.getvalue()
    assert text.count("IRPrinting on builtin.module") == 1
    assert "IRPrinting on builtin.module after gradient-merge pass\n" in text
    assert text.endswith(print_program(ctx.main) + "\n\n")


def test_print_before_and_after_all() -> None:
    out = io.StringIO()
    PassManager(
        [Nothing(), GradientMerge(k=2)], instrumentations=[PrintIR(before_all=True, after_all=True, stream=out)]
    ).run(ctx_of())
    heads = [ln.strip() for ln in out.getvalue().splitlines() if "IRPrinting" in ln]
    assert heads == [
        f"IRPrinting on builtin.module {w} {n} pass" for n in ("nothing", "gradient-merge") for w in ("before", "after")
    ]


def test_print_after_failure() -> None:
    for bad, error in ((Fails(), PassFailed), (Breaks(), VerificationFailed)):
        out = io.StringIO()
        with pytest.raises(error):
            PassManager([Nothing(), bad], instrumentations=[PrintIR(after_failure=True, stream=out)]).run(ctx_of())
        heads = [ln.strip() for ln in out.getvalue().splitlines() if "IRPrinting" in ln]
        assert heads == [f"IRPrinting on builtin.module after {bad.name} pass failed"]


def test_timing_records_each_pass() -> None:
    timing = Timing()
    PassManager([GradientMerge(k=2), RemoveMasterGradCast(), Nothing()], instrumentations=[timing]).run(ctx_of(BF16))
    assert [(r.index, r.name) for r in timing.runs] == [
        (1, "gradient-merge"),
        (2, "remove-master-grad-cast"),
        (3, "nothing"),
    ]
    assert all(r.seconds >= 0 for r in timing.runs) and timing.total >= timing.runs[0].seconds


def test_ir_tree(tmp_path: Path) -> None:
    ctx = PassContext(parse(BF16.read_text()))
    PassManager.parse(
        "gradient-merge{k=2},remove-master-grad-cast", instrumentations=[IRTree(str(tmp_path / "t"))]
    ).run(ctx)
    files = sorted(p.name for p in (tmp_path / "t").iterdir())
    assert files == ["01_gradient-merge.pir", "02_remove-master-grad-cast.pir"]
    assert (tmp_path / "t" / "01_gradient-merge.pir").read_text() == (
        GM / "bf16_master_grad_sgd_k2.after.pir"
    ).read_text()
    assert (tmp_path / "t" / "02_remove-master-grad-cast.pir").read_text() == print_program(ctx.main)


class Recorder(PassInstrumentation):
    def __init__(self, tag: str, log: list[str]) -> None:
        self.tag, self.log = tag, log

    def run_before_pipeline(self, ctx: PassContext) -> None:
        self.log.append(f"{self.tag} start")

    def run_before_pass(self, run, ctx) -> None:  # type: ignore[no-untyped-def]
        self.log.append(f"{self.tag} before {run.name}")

    def run_after_pass(self, run, ctx) -> None:  # type: ignore[no-untyped-def]
        self.log.append(f"{self.tag} after {run.name}")

    def run_after_pass_failed(self, run, ctx, error) -> None:  # type: ignore[no-untyped-def]
        self.log.append(f"{self.tag} failed {run.name} {type(error).__name__}")

    def run_after_pipeline(self, ctx: PassContext) -> None:
        self.log.append(f"{self.tag} end")


def test_hook_order_is_mlirs() -> None:
    log: list[str] = []
    PassManager([Nothing()], instrumentations=[Recorder("a", log), Recorder("b", log)]).run(ctx_of())
    assert log == [
        "a start",
        "b start",
        "a before nothing",
        "b before nothing",
        "b after nothing",
        "a after nothing",
        "b end",
        "a end",
    ]
    log.clear()
    with pytest.raises(PassFailed):
        PassManager([Fails(), Nothing()], instrumentations=[Recorder("a", log)]).run(ctx_of())
    assert log == ["a start", "a before fails", "a failed fails PirError"]


# ----------------------------------------------------------------------------------------------
# opt's flags


def test_cli_print_ir_before_all(tmp_path: Path) -> None:
    r = CliRunner().invoke(
        cli,
        [
            "opt",
            str(BF16),
            "-p",
            "gradient-merge{k=2},remove-master-grad-cast",
            "--print-ir-before-all",
            "-o",
            str(tmp_path / "m.pir"),
        ],
    )
    assert r.exit_code == 0, r.output
    heads = [ln.strip() for ln in r.output.splitlines() if "IRPrinting" in ln]
    assert heads == [
        "IRPrinting on builtin.module before gradient-merge pass",
        "IRPrinting on builtin.module before remove-master-grad-cast pass",
    ]
    from pirtool.text import logs

    assert logs.find_programs(r.output)[0].text == BF16.read_text()


def test_cli_print_ir_after_change(tmp_path: Path) -> None:
    r = CliRunner().invoke(
        cli,
        [
            "opt",
            str(SGD),
            "-p",
            "gradient-merge{k=2},remove-master-grad-cast",
            "--print-ir-after-change",
            "-o",
            str(tmp_path / "m.pir"),
        ],
    )
    assert r.exit_code == 0, r.output
    heads = [ln.strip() for ln in r.output.splitlines() if "IRPrinting" in ln]
    assert heads == ["IRPrinting on builtin.module after gradient-merge pass"]


def test_cli_print_ir_after_failure(tmp_path: Path) -> None:
    out = tmp_path / "m.pir"
    r = CliRunner().invoke(
        cli,
        [
            "opt",
            str(GM / "mlp_sgd_k2_avg.after.pir"),
            "-p",
            "gradient-merge{k=2}",
            "--print-ir-after-failure",
            "-o",
            str(out),
        ],
    )
    assert r.exit_code == 2
    assert "IRPrinting on builtin.module after gradient-merge pass failed" in r.output
    assert "applied twice" in r.output and r.output.count("error:") == 1 and not out.exists()
    # nothing printed without the flag
    r = CliRunner().invoke(
        cli, ["opt", str(GM / "mlp_sgd_k2_avg.after.pir"), "-p", "gradient-merge{k=2}", "-o", str(out)]
    )
    assert "IRPrinting" not in r.output


def test_cli_input_that_does_not_verify_points_at_pirtool_verify(tmp_path: Path) -> None:
    # Two uses whose printed type disagrees with the definition: parses, does not verify.
    text = SGD.read_text()
    for needle in ('"pd_op.relu" (%5)', '"pd_op.square" (%8)'):
        line = next(ln for ln in text.splitlines() if needle in ln)
        text = text.replace(line, line.replace(": (pd_dist.tensor<4x", ": (pd_dist.tensor<5x", 1))
    bad = tmp_path / "bad.pir"
    bad.write_text(text)
    with pytest.raises(VerificationFailed) as ei:
        PassManager([Nothing()]).run(PassContext(parse(text)))
    assert ei.value.reason.endswith("(2 problems)")  # the library names no command
    r = CliRunner().invoke(cli, ["opt", str(bad), "-p", "gradient-merge{k=2}", "-o", str(tmp_path / "m.pir")])
    assert r.exit_code == 2
    first, source, caret = r.output.splitlines()[:3]
    assert first.startswith(f"{bad}:8:5: error: the input does not verify: pd_op.relu: ")  # (issue 25: a column)
    assert first.endswith("(2 problems; see `pirtool verify`)")
    assert source.startswith(text.splitlines()[7][:60]) and caret == "    ^"  # (a long line: a window)


def test_empty_pipeline_hint_is_the_clis() -> None:
    from pirtool.passes import parse_pipeline

    with pytest.raises(PirError) as ei:
        parse_pipeline("  ")
    assert ei.value.reason == "empty pipeline: name at least one pass"
    r = CliRunner().invoke(cli, ["opt", str(SGD), "-p", "  "])
    assert r.exit_code == 2 and "error: empty pipeline: name at least one pass (see `pirtool passes`)" in r.output
