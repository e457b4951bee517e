"""Issue 11: every input gets an exact round trip or a located error.

A bounded run of the mutation fuzzer (`tests/fuzzing.py`; `scripts/fuzz.py` runs it longer),
and one regression test per class of defect it or the issue found, from minimised inputs.
"""

from __future__ import annotations

from pathlib import Path

import fuzzing
import pytest
from click.testing import CliRunner
from fuzz_programs import programs
from hypothesis import HealthCheck, given, settings
from work import assert_linear

from pirtool import parse
from pirtool.cli import main
from pirtool.errors import LimitError, PirError
from pirtool.lexical import MAX_NESTING
from pirtool.passes import PassContext, PassManager, parse_pipeline
from pirtool.text.printer import print_program


def _run(tmp_path: Path, text: str, *args: str) -> tuple[int, str, str]:
    p = tmp_path / "in.pir"
    p.write_bytes(text.encode())
    r = CliRunner().invoke(main, [*args, str(p)])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r.exit_code, r.stdout_bytes.decode(), r.stderr


def test_bounded_fuzz_run_finds_nothing(tmp_path: Path) -> None:
    """(CI's longer bounded run over every command is tests/test_fuzz_run.py, `pytest -m fuzz`)"""
    texts = [t for t in fuzzing.sample_texts(8_000)][:40]
    cases = [c for c in fuzzing.commands() if c.name in ("fmt", "stats", "verify --strict", "merge -k 2", "opt -p dce")]
    assert len(cases) == 5
    findings = []
    for m in fuzzing.mutants(11, 40, texts):
        findings += fuzzing.check(tmp_path / "input.pir", m.text, cases, original=m.original)
    assert not findings, [(f.command, f.problem) for f in findings[:5]]


@settings(max_examples=8, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(programs())
def test_generated_programs_read_back_and_every_pass_keeps_them_readable(text: str) -> None:
    """The valid unusual programs of fuzz_programs read with both readers, print back and verify;
    every registered pass on them gives a program that does too, or a located error."""
    status = fuzzing.input_status(text)
    assert status.reads and status.verifies and status.decodes
    assert fuzzing.program_problem(text, status, "input") is None
    for name in fuzzing.pass_names():
        prog = parse(text, filename="gen.pir")
        try:
            PassManager(parse_pipeline(name)).run(PassContext(prog))
        except PirError as e:
            assert e.line is not None and e.col is not None, (name, str(e))
            continue
        assert fuzzing.program_problem(print_program(prog), status, name) is None


# -- late failures of lazily decoded attributes ------------------------------------------------

OP = '{\n    (%0) = "pd_op.full" () {op_role:VALUE,value:(Float)1} : () -> tensor<f32>\n}\n'


@pytest.mark.parametrize("value", ["abc", '(Int32)"x"', "(Int32)inf", "9" * 5000, "1e999", "[]", "2147483648"])
@pytest.mark.parametrize(
    "cmd", [["stats"], ["stats", "--json"], ["graph"], ["verify", "--strict"], ["fmt", "--check", "--strict"]]
)
def test_bad_op_role_is_located_at_the_value(tmp_path: Path, value: str, cmd: list[str]) -> None:
    code, _, err = _run(tmp_path, OP.replace("VALUE", value), *cmd)
    assert code == 2
    first = err.splitlines()[0]
    assert first.startswith(f"{tmp_path / 'in.pir'}:2:37: error: attribute op_role: "), err
    assert err.splitlines()[2] == " " * 36 + "^"


@pytest.mark.parametrize("value", ["(Float)[]", "(Int64)1.5", "(pd_op.IntArray)[a]", "(Array)[1]x"])
def test_typed_values_that_cannot_be_what_they_say(tmp_path: Path, value: str) -> None:
    text = OP.replace("op_role:VALUE", f"op_role:0,x:{value}")
    code, _, err = _run(tmp_path, text, "verify", "--strict")
    assert code == 2 and ":2:" in err and "attribute x: " in err
    # without --strict nothing reads x: the dump is accepted and prints back
    assert _run(tmp_path, text, "fmt") == (0, text, "")


def test_decode_error_in_a_log_points_at_the_log_line(tmp_path: Path) -> None:
    log = "I0101 first line\nIR before lowering = {\n" + OP.replace("VALUE", "abc").split("\n", 1)[1]
    code, _, err = _run(tmp_path, log, "stats")
    assert code == 2 and err.startswith(f"{tmp_path / 'in.pir'}:3:37: error: attribute op_role"), err


def test_library_decode_errors_are_pir_errors() -> None:
    prog = parse(OP.replace("VALUE", "abc"), filename="x.pir")
    op = next(iter(prog.body))
    with pytest.raises(PirError) as e:
        op.op_role  # noqa: B018
    assert (e.value.filename, e.value.line, e.value.col) == ("x.pir", 2, 37)


def test_huge_dims_are_rejected_where_they_are_read(tmp_path: Path) -> None:
    code, _, err = _run(
        tmp_path, OP.replace("VALUE", "0").replace("tensor<f32>", "tensor<" + "9" * 30 + "xf32>"), "stats"
    )
    assert code == 2 and ":2:" in err and "bad type" in err


# -- gradient merge errors located --------------------------------------------------------------


def test_no_optimizer_is_located_at_the_program(tmp_path: Path) -> None:
    code, _, err = _run(tmp_path, OP.replace("VALUE", "0"), "merge", "-k", "2")
    assert code == 2 and err.startswith(f"{tmp_path / 'in.pir'}:1:1: error: no optimizer op"), err


# -- deep input: a located limit, never a crash; linear time -------------------------------------


def _regions(n: int) -> str:
    lines = ["{", '    (%c) = "pd_op.full" () {} : () -> tensor<b>']
    for i in range(n):
        lines.append(" " * 4 * (i + 1) + f'(%{i}) = "pd_op.if" (%c) {{}} -> tensor<f32> {{')
    for i in reversed(range(n)):
        lines.append(" " * 4 * (i + 2) + '() = "cf.yield" () {} : () -> ')
        lines.append(" " * 4 * (i + 1) + "}")
    return "\n".join(lines + ["}", ""])


@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_deep_regions_give_a_limit_error(reader: str) -> None:
    with pytest.raises(LimitError) as e:
        parse(_regions(MAX_NESTING + 20), reader=reader)
    assert e.value.line == MAX_NESTING + 2 and e.value.col is not None  # the op opening the 100th region


def test_regions_under_the_limit_work_everywhere(tmp_path: Path) -> None:
    text = _regions(MAX_NESTING - 5)
    for cmd in (["fmt"], ["verify"], ["stats"], ["graph"], ["fmt", "--reader", "lark"]):
        code, out, err = _run(tmp_path, text, *cmd)
        assert code in (0, 1) and "internal error" not in err, (cmd, err)
    code, out, err = _run(tmp_path, text, "fmt")
    assert out == text
    p = tmp_path / "in.pir"
    r = CliRunner().invoke(main, ["diff", str(p), str(p)])
    assert r.exit_code == 0, r.stderr


@pytest.mark.parametrize(
    "make",
    [
        lambda n: OP.replace("VALUE", "0,x:" + "[" * n + "1" + "]" * n),
        lambda n: OP.replace("VALUE", "0,x:" + "{a:" * n + "1" + "}" * n),
        lambda n: OP.replace("VALUE", "0").replace("-> tensor<f32>", "-> " + "vec[" * n + "tensor<f32>" + "]" * n),
    ],
)
def test_deep_values_and_types_give_a_located_error(tmp_path: Path, make: object) -> None:
    code, _, err = _run(tmp_path, make(MAX_NESTING + 400), "fmt")  # type: ignore[operator]
    assert code == 2 and f"{tmp_path / 'in.pir'}:2:" in err and "deeper than" in err, err
    ok = make(MAX_NESTING // 2)  # type: ignore[operator]
    assert _run(tmp_path, ok, "fmt") == (0, ok, "")


def _failing_parse(text: str):
    """The parse of `text`, which must fail with a located error, as a call to count."""

    def read() -> None:
        with pytest.raises(PirError):
            parse(text)

    return read


def test_unclosed_string_joining_is_linear() -> None:
    """An unclosed string joined line by line once: 4x the lines, ~4x the calls (tests/work.py)."""

    def text(n: int) -> str:
        return '{\n    (%0) = "pd_op.full" () {name:"open\n' + "x\n" * n + "}\n"

    assert_linear(lambda n: _failing_parse(text(n)), 2_000)


def test_explaining_an_error_late_in_a_big_file_does_not_cost_the_file() -> None:
    body = '    (%{0}) = "pd_op.full" () {{op_role:0,value:1}} : () -> tensor<f32>\n'

    def text(n: int) -> str:
        return "{\n" + "".join(body.format(i) for i in range(n)) + "  xx garbage\n}\n"

    # 4x input, ~4x the calls (tests/work.py): the parse is linear, the explanation constant
    assert_linear(lambda n: _failing_parse(text(n)), 2_000)


# -- round trip: accepted input prints back, or a located error ------------------------------------

KW = '{\n    ^kw:\n        %kwarg_a {place:Place(cpu)}\n        %kwarg_b {place:Place(cpu)}\n    (%0) = "pd_op.add" (%kwarg_a, %kwarg_b) {op_role:1} : (tensor<f32>, tensor<f32>) -> tensor<f32>\n}\n'


@pytest.mark.parametrize(
    "text",
    [
        KW.replace("%kwarg_a {place:Place(cpu)}\n", "%kwarg_a {place:Place(cpu)}\r\n"),  # CRLF on a kwarg line
        KW.replace("{\n    ^kw:", "{\n\n    ^kw:"),  # a blank line before ^kw:
        KW.replace("    ^kw:\n", "    ^kw:\n    ^kw:\n"),  # ^kw: twice
        KW.replace("        %kwarg_b", "      %kwarg_b"),  # kwarg lines indented unlike
        "{\n^kw:\n%kwarg_ {}\r\n}",  # (fuzz, minimised)
        "{\n^kw:\n\n%kwarg_ {}\n}",  # an empty line inside ^kw: (fuzz, minimised)
    ],
)
@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_what_cannot_print_back_is_rejected_with_a_location(text: str, reader: str) -> None:
    with pytest.raises(PirError) as e:
        parse(text, reader=reader)
    assert e.value.line is not None and e.value.col is not None


@pytest.mark.parametrize(
    "text",
    [
        '{\n    (%0) = "pd_op.full" () : () -> tensor<f32>\n}\n',  # typed signature, no attribute dict
        '{\n    (%0) = "pd_op.full" () {op_role:(Int32)0,x:(Array)[(Array)[(Int32)1],(Array)[]]} : () -> pd_op.tensor<f32>\n}\n',
        KW,
    ],
)
@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_accepted_forms_print_back_byte_for_byte(text: str, reader: str) -> None:
    assert print_program(parse(text, reader=reader)) == text


# -- unlocated errors ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '{\n    (%0) = "pd_op.full" () {} : () -> tensor<f32>\n',
        '{\n    (%c) = "pd_op.full" () {} : () -> tensor<b>\n    (%0) = "pd_op.if" (%c) {} -> tensor<f32> {\n        () = "cf.yield" () {} : () -> \n}\n',
    ],
)
def test_missing_closing_brace_has_a_column(text: str) -> None:
    with pytest.raises(PirError) as e:
        parse(text)
    assert e.value.col is not None and e.value.source_line is not None


def test_grammar_names_do_not_leak_into_messages() -> None:
    with pytest.raises(PirError) as e:
        parse('{\n  xx (%0) = "pd_op.full" () {} : () -> tensor<f32>\n}\n')
    assert "line args" not in e.value.reason and "line kw" not in e.value.reason and "line blank" not in e.value.reason


def test_bad_ring_id_in_stats_is_located(tmp_path: Path) -> None:
    text = (
        '{\n    (%0) = "pd_op.full" () {op_role:0} : () -> tensor<4xf32>\n'
        '    (%1) = "pd_op.c_allreduce_sum_" (%0) {op_role:1,ring_id:[]} : (tensor<4xf32>) -> tensor<4xf32>\n}\n'
    )
    for cmd in (["stats"], ["stats", "--json"]):
        code, _, err = _run(tmp_path, text, *cmd)
        assert code == 2 and err.startswith(
            f"{tmp_path / 'in.pir'}:3:61: error: attribute ring_id: expected an integer"
        ), err


@pytest.mark.parametrize("mesh", ["[1,,2]", "[-]", "[x]"])
def test_malformed_dist_lists_are_no_dist_spec(tmp_path: Path, mesh: str) -> None:
    """(fuzz, minimised) a mesh list that is not a list of integers is not read as a dist spec."""
    text = (
        '{\n    (%0) = "pd_op.full" () {op_role:0} : () -> '
        f"pd_dist.tensor<4xf32, mesh_shape:{mesh},process_ids:[0],dims_mappings:[-1]>\n}}\n"
    )
    code, _, err = _run(tmp_path, text, "stats")
    assert "internal error" not in err and code in (0, 2), err


# -- the runner's front door (tests/fuzz_runs.py; CI's bounded run and scripts/fuzz.py --runs) ------


def test_run_harness_base_case_runs_and_a_missing_job_file_is_refused() -> None:
    import fuzz_runs

    assert "step 3" in fuzz_runs.baseline("run")
    case = fuzz_runs.RunCase("backward.pir missing", "run", (), "2")
    assert fuzz_runs.check_case(case, lambda d: (d / "plan" / "backward.pir").unlink()) is None
    # the checker itself: a bad input taken with exit 0 is a finding
    taken = fuzz_runs.RunCase("nothing changed, yet expected refused", "run", (), "2")
    f = fuzz_runs.check_case(taken, lambda d: None)
    assert f is not None and f.problem.startswith("exit 0, expected 2")
