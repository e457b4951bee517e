"""Real printout forms of issue 11: read by both readers and printed back byte for byte.

Each input is a faithful copy of a public Paddle printout's form; where it comes from is said
next to it. Both readers must accept it and give equal records; `fmt` must print the file back
unchanged and `fmt --check` must agree with what `fmt` prints.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pirtool.errors import PirError
from pirtool.text import grammar, scanner
from pirtool.text.logs import find_programs
from pirtool.text.parser import parse
from pirtool.text.printer import print_program

ROOT = Path(__file__).resolve().parent.parent

# Early-2024 CINN printout (PaddlePaddle/Paddle PR #61976, "[CINN Unittest] Add unittest for
# complex symbol shape", 2024-02-22): ops at four spaces, `cinn_op.fusion () -> T {` with no
# attribute dict, the body at the same indentation, a zero-result yield ending in "->  " (two
# spaces), and the region closed by " }" at one space. Shortened to one op per kind.
CINN_GROUP = (
    "{\n"
    '    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),'
    'shape:(pd_op.IntArray)[1,-1,768],stop_gradient:[false],sym_shape_str:"shape[1, S0, 768], data[NULL]"} : () -> pd_op.tensor<1x-1x768xf32>\n'
    "    (%1) = cinn_op.group () -> pd_op.tensor<1x-3x768xf32> {\n"
    '    (%2) = "cinn_op.concat" (%0, %0, %0) {axis:(Int32)1,stop_gradient:[false],sym_shape_str:"shape[1, Add(S0, S0, S0), 768], data[NULL]"}'
    " : (pd_op.tensor<1x-1x768xf32>, pd_op.tensor<1x-1x768xf32>, pd_op.tensor<1x-1x768xf32>) -> pd_op.tensor<1x-3x768xf32>\n"
    '    () = "cf.yield" (%2) {} : (pd_op.tensor<1x-3x768xf32>) ->  \n'
    " }\n"
    '    () = "builtin.shadow_output" (%1) {output_name:"out"} : (pd_op.tensor<1x-3x768xf32>) -> \n'
    "}\n"
)

# pir::shape::FuncOp::Print (PaddlePaddle/Paddle paddle/pir/dialect/shape/ir/shape_op.cc, 2023-24):
#   os << " shape.func () "; os << "{"; for each op: os << "\n  "; PrintOperation(op); os << "\n }";
# with the 2023 printer, whose ops start with " (" (PR #60438's ctest log, 2023-12-28): so
# " shape.func () {", its ops at three spaces, " }". The symbolic-dim ops the shape optimization
# pass put into it print no results ("() -> " in that era; PR #57069 / #57459 for SymbolicDimOp).
_E1_OPS = (
    ' (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),'
    "shape:(pd_op.IntArray)[-1,256],stop_gradient:[false]} : () -> pd_op.tensor<-1x256xf32>\n"
    ' (%1) = "pd_op.exp" (%0) {stop_gradient:[false]} : (pd_op.tensor<-1x256xf32>) -> pd_op.tensor<-1x256xf32>\n'
    ' () = "builtin.set_parameter" (%1) {parameter_name:"out"} : (pd_op.tensor<-1x256xf32>) -> \n'
)
SHAPE_FUNC_DIMS = (
    "{\n shape.func () {\n"
    '   () = "shape.symbolic_dim" () {knownNegativeOne:false,knownNonNegative:true,knownNonSizeOne:true,'
    'knownNonSizeZero:true,sym_name:"S0",value:(Int64)-1} : () -> \n'
    " }\n" + _E1_OPS + "}\n"
)
SHAPE_FUNC_EMPTY = "{\n shape.func () {\n }\n" + _E1_OPS + "}\n"
SHAPE_FUNC_WRAPPED = "{\n shape.func () {\n" + "".join("  " + line for line in _E1_OPS.splitlines(True)) + " }\n}\n"

FORMS = {
    "cinn_group": CINN_GROUP,
    "shape_func_dims": SHAPE_FUNC_DIMS,
    "shape_func_empty": SHAPE_FUNC_EMPTY,
    "shape_func_wrapped": SHAPE_FUNC_WRAPPED,
    "shape_func_crlf": SHAPE_FUNC_WRAPPED.replace("\n", "\r\n"),
}


def run_cli(*args: str | Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"}
    return subprocess.run(
        [sys.executable, "-m", "pirtool", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        input=stdin,
        timeout=120,
    )


@pytest.mark.parametrize("name", FORMS)
@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_form_round_trips(name: str, reader: str) -> None:
    text = FORMS[name]
    assert print_program(parse(text, reader=reader)) == text
    assert print_program(parse(text, reader=reader), renumber=True) == text  # Paddle's own numbering


@pytest.mark.parametrize("name", FORMS)
def test_readers_agree_on_form(name: str) -> None:
    assert scanner.scan(FORMS[name]) == grammar.records(FORMS[name])


def test_shape_func_is_an_op_holding_the_program() -> None:
    prog = parse(SHAPE_FUNC_WRAPPED)
    top = list(prog.body)
    assert [op.name for op in top] == ["shape.func"]
    inner = [op.name for op in top[0].regions[0].blocks[0]]
    assert inner == ["pd_op.data", "pd_op.exp", "builtin.set_parameter"]
    assert not top[0].operands and not top[0].results
    # Renumbered (as after an edit), it still prints the func line and its closing line as read.
    out = print_program(prog, renumber=True)
    assert out.startswith("{\n shape.func () {\n   (%0) = ") and out.endswith(" }\n}\n")


def test_cinn_group_without_attrs_keeps_its_line() -> None:
    # Was printed back as `cinn_op.group (){} -> T {`.
    out = print_program(parse(CINN_GROUP), renumber=True)
    assert "    (%1) = cinn_op.group () -> pd_op.tensor<1x-3x768xf32> {\n" in out
    assert "(){}" not in out


def test_two_spaces_only_for_zero_results() -> None:
    # "->  " ends a zero-result line; "->  T" (two spaces before a type) stays an error in both readers.
    bad = CINN_GROUP.replace("-> pd_op.tensor<1x-3x768xf32>\n    () =", "->  pd_op.tensor<1x-3x768xf32>\n    () =")
    assert bad != CINN_GROUP
    for reader in ("fast", "lark"):
        with pytest.raises(PirError) as e:
            parse(bad, reader=reader)
        assert e.value.line == 4, (reader, e.value)  # the concat line


# ------------------------------------------------------------------------------------------------
# Logs: shape.func is not a program's opener; extract / fmt / verify handle it


def test_extract_takes_the_whole_program_not_the_func_braces(tmp_path: Path) -> None:
    log = tmp_path / "cinn.log"
    log.write_text("I0101 12:00:00.000000  1 pass.cc:1] after shape optimization\n" + SHAPE_FUNC_EMPTY + "done\n")
    found = find_programs(log.read_text())
    assert len(found) == 1
    assert found[0].text == SHAPE_FUNC_EMPTY  # was the empty " shape.func () {" ... " }" region
    r = run_cli("extract", log)
    assert r.returncode == 0 and r.stdout == SHAPE_FUNC_EMPTY
    r = run_cli("fmt", log, "--index", "0")
    assert r.returncode == 0 and r.stdout == SHAPE_FUNC_EMPTY
    r = run_cli("fmt", log)
    assert r.returncode == 0 and r.stdout == log.read_text()  # the log printed back whole
    for cmd in (["fmt", "--check"], ["verify"], ["fmt", "--check", "--index", "0"]):
        r = run_cli(*cmd, log)
        assert r.returncode == 0, (cmd, r.stderr)


def test_shape_func_file_through_the_cli(tmp_path: Path) -> None:
    f = tmp_path / "func.pir"
    f.write_text(SHAPE_FUNC_DIMS)
    assert run_cli("fmt", f).stdout == SHAPE_FUNC_DIMS
    assert run_cli("fmt", "--check", "--strict", f).returncode == 0
    assert run_cli("verify", f).returncode == 0
    r = run_cli("stats", f)
    assert r.returncode == 0 and "shape.func" in r.stdout


# ------------------------------------------------------------------------------------------------
# A labelled one-program file and a label glued to "{"

LABELLED = (
    "IR before lowering = {\n"
    '    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xf32>\n'
    "}\n"
)


@pytest.mark.parametrize(
    "text", [LABELLED, LABELLED.replace("\n", "\r\n"), "y{\n}", "y{\n}\n", "  before pass {\n  }\n\nafter\n"]
)
def test_labelled_file_prints_back_whole(tmp_path: Path, text: str) -> None:
    f = tmp_path / "p.log"
    f.write_bytes(text.encode())
    r = run_cli("fmt", f)
    assert r.returncode == 0, r.stderr
    assert r.stdout.encode() == text.encode() or r.stdout == text.replace("\r\n", "\n")  # (text mode on stdout)
    out = tmp_path / "o.pir"
    assert run_cli("fmt", f, "-o", out).returncode == 0
    assert out.read_bytes() == text.encode()  # byte for byte, label kept
    assert run_cli("fmt", "--check", f).returncode == 0
    assert run_cli("verify", f).returncode == 0


def test_check_fails_when_fmt_output_differs(tmp_path: Path) -> None:
    # --renumber changes the program: --check must say so, in the file's line numbering.
    f = tmp_path / "p.log"
    f.write_text(
        'step 1\nIR before lowering = {\n    (%7) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xf32>\n}\n'
    )
    r = run_cli("fmt", "--check", "--renumber", f)
    assert r.returncode == 1
    assert f"{f}:3: does not round-trip" in r.stderr
    r = run_cli("fmt", "--renumber", f)
    assert r.stdout.startswith("step 1\nIR before lowering = {\n    (%0) = ")


# ------------------------------------------------------------------------------------------------
# ctest output: "NNN: " before every line


def _ctest(program: str, test: int = 42) -> str:
    lines = [
        "UpdateCTestConfigurationFromMemory from :/paddle/build/DartConfiguration.tcl",
        f"test {test}",
        f"    Start {test}: test_cinn_sub_graph_symbolic",
        "",
        f'{test}: Test command: /usr/bin/python3.9 "test_cinn_sub_graph_symbolic.py"',
        f"{test}: Test timeout computed to be: 10000000",
    ]
    lines += [f"{test}: " + line for line in program.rstrip("\n").split("\n")]
    lines += [f"{test}: ", f"1/1 Test #{test}: test_cinn_sub_graph_symbolic .....   Passed    3.21 sec", ""]
    return "\n".join(lines)


def test_ctest_prefixes_are_recognised(tmp_path: Path) -> None:
    log = tmp_path / "ctest.log"
    log.write_text(_ctest(SHAPE_FUNC_DIMS))
    found = find_programs(log.read_text())
    assert len(found) == 1 and found[0].text == SHAPE_FUNC_DIMS
    assert found[0].start_line == 7 and not found[0].in_place
    r = run_cli("extract", log)
    assert r.returncode == 0 and r.stdout == SHAPE_FUNC_DIMS
    assert run_cli("fmt", log, "--index", "0").stdout == SHAPE_FUNC_DIMS
    assert run_cli("verify", log).returncode == 0
    # fmt alone would have to print the log back, prefixes and all: it says how to print the program.
    r = run_cli("fmt", log)
    assert r.returncode == 2 and "--index N" in r.stderr and f"{log}:7:1:" in r.stderr


def test_ctest_error_is_in_the_log_numbering(tmp_path: Path) -> None:
    log = tmp_path / "ctest.log"
    log.write_text(
        _ctest(SHAPE_FUNC_DIMS.replace("(%0, ", "(%9, ").replace('"pd_op.exp" (%0)', '"pd_op.exp" (%9)'), test=7)
    )
    r = run_cli("fmt", log, "--index", "0")
    assert r.returncode == 2
    assert r.stderr.startswith(f"{log}:12:")  # line 12 of the log: " (%1) = "pd_op.exp" (%9)"
    assert "undefined value %9" in r.stderr
