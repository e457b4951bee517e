"""Bad input is reported where it is, why, and without a traceback.

Each case asserts the line, the column (where one is meaningful), a reason substring, and then
the same through the CLI: exit code 2, `file:line:col: error: reason`, the source line and a
caret under the column, no "Traceback". Expected positions are computed from the input text
(the index of the offending token), not copied from pirtool's output.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from pirtool import PirError, parse
from pirtool.cli import main
from pirtool.text.parser import decode

HEAD = '{\n    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(cpu),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>\n'
RELU1 = '    (%1) = "pd_op.relu" (%0) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>\n'
SIG = " : (tensor<4x16xf32>) -> tensor<4x16xf32>"


@dataclass
class Case:
    id: str
    text: str
    line: int
    col: int | None  # None: no meaningful column (end of input)
    reason: tuple[str, ...]  # substrings of the reason
    xfail: str | None = None  # known pirtool bug: strict xfail everywhere
    cli_xfail: str | None = None  # known pirtool bug in the CLI only


def bad3(line3: str, rest: str = "}\n") -> str:
    """A program whose third line is `line3`."""
    return HEAD + line3 + "\n" + rest


def col_of(line: str, needle: str, nth: int = 0) -> int:
    """1-based column of the nth occurrence of `needle` in `line`."""
    k = -1
    for _ in range(nth + 1):
        k = line.index(needle, k + 1)
    return k + 1


def cases() -> list[Case]:
    out: list[Case] = []

    def add(
        id: str,
        line3: str,
        needle: str | None,
        reason: tuple[str, ...],
        *,
        nth: int = 0,
        col: int | None = None,
        rest: str = "}\n",
        xfail: str | None = None,
    ) -> None:
        c = col if col is not None else (col_of(line3, needle, nth) if needle is not None else None)
        out.append(Case(id, bad3(line3, rest), 3, c, reason, xfail))

    # Cut in the middle of the attribute dict: the error is at the end of the line.
    cut = '    (%1) = "pd_op.relu" (%0) {stop_gradient:[fal'
    add("truncated-op-line", cut, None, ("end of line",), col=len(cut) + 1)
    # Unbalanced brackets inside the attribute dict.
    ln = '    (%1) = "pd_op.relu" (%0) {a:{b:1,stop_gradient:[false]}' + SIG
    add("unbalanced-brace", ln, " : (", ("'}'",))
    ln = '    (%1) = "pd_op.relu" (%0) {stop_gradient:[false}' + SIG
    add("unbalanced-square", ln, "}", ("unexpected '}'", "']'"))
    ln = '    (%1) = "pd_op.relu" (%0) {place:Place(cpu,stop_gradient:[false]}' + SIG
    add("unbalanced-paren", ln, "(cpu", ("'('",))
    ln = '    (%1) = "pd_op.relu" (%0) {kernel_key:<backend:CPU,stop_gradient:[false]}' + SIG
    add("unbalanced-angle", ln, "<backend", ("'<'",))
    # Bad types, located at the type.
    ln = '    (%1) = "pd_op.relu" (%0) {stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xfloat>'
    add("bad-dtype", ln, "tensor<4x16xfloat>", ("bad type", "tensor<4x16xfloat>"))
    ln = '    (%1) = "pd_op.relu" (%0) {stop_gradient:[false]} : (tensor<4x16xf32) -> tensor<4x16xf32>'
    add("type-missing-angle", ln, "tensor<4x16xf32)", ("bad type", "tensor<4x16xf32"))
    # Names: undefined at the use, duplicate at the second definition.
    ln = '    (%1) = "pd_op.add" (%0, %7) {stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>'
    add("undefined-value", ln, "%7", ("undefined value %7",))
    ln = '    (%1) = "pd_op.add" (%0, %kwarg_w) {stop_gradient:[false]} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>'
    add("undefined-kwarg", ln, "%kwarg_w", ("undefined value %kwarg_w",))
    ln = '    (%0) = "pd_op.relu" (%0) {stop_gradient:[false]}' + SIG
    add("duplicate-value", ln, "%0", ("%0", "defined twice", "line 2"))
    # Strings.
    ln = '    (%1) = "pd_op.relu" (%0) {name:"abc,stop_gradient:[false]}' + SIG
    add("unterminated-string", ln, '"abc', ("unterminated string",))
    ln = '    (%1) = "pd_op.relu" (%0) {name:"abc\\"}' + SIG
    add("bad-escape-at-end-of-string", ln, '"abc', ("string",))
    # Control characters outside strings.
    ln = '    (%1) = "pd_op.relu" (%0) {stop\x07_gradient:[false]}' + SIG
    add("control-char-in-key", ln, "\x07", ("\\x07",))
    ln = '    (%1) = "pd_op.relu" (%0) {stop_gradient:[fa\x00lse]}' + SIG
    add("nul-in-attrs", ln, "\x00", ("\\x00",))
    add("nul-line", "\x00", "\x00", ("\\x00",))
    ln = '    (%1) = "pd_op.relu" (%0) {stop_gradient:[false]}\x00' + SIG
    add("nul-after-attrs", ln, "\x00", ("\\x00",))
    # Signature / value-list mismatches.
    ln = '    (%1) = "pd_op.add" (%0, %0) {stop_gradient:[false]}' + SIG
    add("operand-type-count", ln, ": (", ("2 operands", "1 operand type"))
    ln = '    (%1, %2) = "pd_op.relu" (%0) {stop_gradient:[false]}' + SIG
    add("result-type-count", ln, "->", ("2 results", "1 result type"))
    # Structure.
    add("else-outside-if", "} else {", "}", ("else", "outside"), rest=RELU1 + "}\n")
    add(
        "kw-after-first-op",
        "    ^kw:",
        "^kw:",
        ("^kw:", "before the first op"),
        rest="        %kwarg_a {persistable:true}\n" + RELU1 + "}\n",
    )
    add("kwarg-outside-kw", "        %kwarg_a {persistable:true}", "%kwarg_a", ("outside", "^kw:"), rest=RELU1 + "}\n")
    add("not-an-op", "hello world", "hello", ("hello",), rest=RELU1 + "}\n")
    # A line that starts like an op but is not one.
    add("op-without-signature", '    (%1) = "pd_op.relu" (%0) {stop_gradient:[false]}', None, ("->",), col=None)
    # Whole-program framing.
    out.append(Case("extra-close-brace", HEAD + RELU1 + "}\n}\n", 5, 1, ("after the end of the program",)))
    out.append(Case("text-after-final-brace", HEAD + RELU1 + "}\nhello\n", 5, 1, ("hello",)))
    out.append(Case("missing-final-brace", HEAD + RELU1, 3, None, ("missing '}'",)))
    if_open = '    (%2) = "pd_op.if" (%1) {} -> tensor<4x16xf32> {'
    out.append(
        Case(
            "unclosed-region",
            HEAD + RELU1 + if_open + "\n" + RELU1.replace("%1", "%3", 1).replace("    (", "        (", 1),
            5,
            None,
            ("pd_op.if", "line 4", "'}'"),
        )
    )
    bare = '    (%0) = "pd_op.full" () {value:1} : () -> tensor<4x16xf32>\n}\n'
    out.append(Case("close-brace-in-bare-ops", bare, 2, 1, ("without a matching '{'",)))
    out.append(Case("empty-input", "", 1, 1, ("empty",)))
    out.append(Case("whitespace-only", "  \n\n \t\n", 3, 1, ("empty",)))
    return out


CASES = cases()


def _params(cs: list[Case], cli: bool = False) -> list:
    out = []
    for c in cs:
        why = c.xfail or (c.cli_xfail if cli else None)
        out.append(pytest.param(c, id=c.id, marks=[pytest.mark.xfail(strict=True, reason=why)] if why else []))
    return out


def test_enough_cases() -> None:
    assert len(CASES) >= 20


@pytest.mark.parametrize("case", _params(CASES))
def test_parse_error_location(case: Case) -> None:
    with pytest.raises(PirError) as ei:
        parse(case.text)
    e = ei.value
    assert e.line == case.line, e.format()
    if case.col is not None:
        assert e.col == case.col, e.format()
    for s in case.reason:
        assert s in e.reason, e.format()


LARK_ACCEPTS_BAD_ESCAPE = (
    'grammars/pir.lark STRING /"([^"\\\\]|\\\\"?)*"/ backtracks: in \'{name:"abc\\"}\' it takes the \\ as a literal '
    'backslash and the quote as the end, so the Lark reader accepts what the fast reader rejects (docs §1: \\" is a quote)'
)


@pytest.mark.parametrize(
    "case",
    [pytest.param(c, id=c.id) for c in CASES],
)
def test_lark_reader_reports_the_same_line(case: Case) -> None:
    with pytest.raises(PirError) as ei:
        parse(case.text, reader="lark")
    assert ei.value.line == case.line, ei.value.format()


def test_bad_escape_is_an_error_for_the_fast_reader() -> None:
    text = bad3('    (%1) = "pd_op.relu" (%0) {name:"abc\\"}' + SIG)
    with pytest.raises(PirError) as ei:
        parse(text)
    assert ei.value.line == 3


def test_operand_type_missing_angle_is_an_error_on_its_line() -> None:
    case = next(c for c in CASES if c.id == "type-missing-angle")
    with pytest.raises(PirError) as ei:
        parse(case.text)
    assert ei.value.line == 3
    assert "bad type 'tensor<4x16xf32'" in ei.value.reason


def test_nul_after_attrs_is_an_error_on_its_line() -> None:
    text = bad3('    (%1) = "pd_op.relu" (%0) {stop_gradient:[false]}\x00' + SIG)
    for reader in ("fast", "lark"):
        with pytest.raises(PirError) as ei:
            parse(text, reader=reader)
        assert ei.value.line == 3


# ------------------------------------------------------------------------------------------------
# Through the command line


def _shown(s: str) -> str:
    """How a source line is shown: control characters escaped."""
    return "".join(ch if ch.isprintable() or ch == "\t" else f"\\x{ord(ch):02x}" for ch in s)


def run_cli(args: list[str]):
    return CliRunner().invoke(main, args, catch_exceptions=True)


def check_cli_error(
    result, path: str, line: int, col: int | None, reasons: tuple[str, ...], source: str | None
) -> None:
    assert result.exit_code == 2, (result.output, result.exception)
    assert isinstance(result.exception, SystemExit)
    err = result.stderr
    assert "Traceback" not in err and "Traceback" not in result.stdout
    assert result.stdout == ""
    lines = err.rstrip("\n").split("\n")
    loc = f"{re.escape(path)}:{line}" + (f":{col}" if col is not None else r"(?::\d+)?")
    assert re.match(loc + r": error: ", lines[0]), lines[0]
    for s in reasons:
        assert s in lines[0]
    if source is not None and col is not None:
        assert lines[1] == _shown(source)
        caret = lines[2]
        assert caret.strip() == "^"
        assert caret.index("^") == len(_shown(source[: col - 1]))


@pytest.mark.parametrize("case", _params(CASES, cli=True))
def test_cli_reports_error(case: Case, tmp_path: Path) -> None:
    p = tmp_path / "bad.pir"
    p.write_bytes(case.text.encode("utf-8"))
    src_lines = case.text.split("\n")
    source = src_lines[case.line - 1] if case.line <= len(src_lines) else None
    result = run_cli(["fmt", str(p)])
    check_cli_error(result, str(p), case.line, case.col, case.reason, source)


def test_cli_debug_flag_still_reports_located_error(tmp_path: Path) -> None:
    line3 = RELU1.replace("(%0)", "(%5)").rstrip("\n")
    p = tmp_path / "bad.pir"
    p.write_text(bad3(line3))
    result = run_cli(["--debug", "fmt", str(p)])
    check_cli_error(result, str(p), 3, col_of(line3, "%5"), ("undefined value %5",), line3)


# ------------------------------------------------------------------------------------------------
# Not UTF-8


def test_binary_garbage_is_located() -> None:
    data = HEAD.encode() + b'    (%1) = "pd_op.relu" (%0) {name:"\xff\xfe"}' + SIG.encode() + b"\n}\n"
    with pytest.raises(PirError) as ei:
        decode(data, "g.pir")
    e = ei.value
    assert e.line == 3
    assert e.col == data.split(b"\n")[2].index(b"\xff") + 1
    assert "not UTF-8" in e.reason
    assert "0xff" in e.reason


def test_binary_garbage_cli(tmp_path: Path) -> None:
    p = tmp_path / "garbage.pir"
    line3 = b'    (%1) = "pd_op.relu" (%0) {name:"\x80abc"}' + SIG.encode()
    p.write_bytes(HEAD.encode() + line3 + b"\n}\n")
    result = run_cli(["fmt", str(p)])
    assert result.exit_code == 2
    err = result.stderr
    assert "Traceback" not in err
    col = line3.index(b"\x80") + 1
    assert re.match(re.escape(str(p)) + rf":3:{col}: error: .*not UTF-8", err)
    shown, caret = err.rstrip("\n").split("\n")[1:3]
    assert "\\x80" in shown
    assert caret.index("^") == shown.index("\\x80")


def test_pure_binary_file(tmp_path: Path) -> None:
    p = tmp_path / "blob.bin"
    p.write_bytes(bytes(range(256)) * 4)
    result = run_cli(["fmt", str(p)])
    assert result.exit_code == 2
    assert "Traceback" not in result.stderr
    assert re.match(re.escape(str(p)) + r":\d+:\d+: error: ", result.stderr)


# ------------------------------------------------------------------------------------------------
# Logs, output files


def test_log_without_program(tmp_path: Path) -> None:
    p = tmp_path / "train.log"
    p.write_text("I1129 20:06:35.891561  6297 pir_interpreter.cc:1529] nothing here\nloss = {'a': 1}\n")
    result = run_cli(["extract", str(p)])
    assert result.exit_code == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(f"{p}:1:1: error: ")
    assert "no PIR program" in result.stderr
    assert result.stdout == ""


def test_log_index_out_of_range(tmp_path: Path) -> None:
    log = Path(__file__).resolve().parents[1] / "samples" / "logs" / "passmanager_ir_printing.stdout.log"
    result = run_cli(["extract", str(log), "--index", "99"])
    assert result.exit_code == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(f"{log}: error: ")


def test_error_leaves_output_untouched(tmp_path: Path) -> None:
    out = tmp_path / "out.pir"
    before = b"precious\r\nbytes\n"
    out.write_bytes(before)
    bad = tmp_path / "bad.pir"
    bad.write_text(HEAD + RELU1)  # missing "}"
    result = run_cli(["fmt", str(bad), "-o", str(out)])
    assert result.exit_code == 2
    assert out.read_bytes() == before
    assert sorted(x.name for x in tmp_path.iterdir()) == ["bad.pir", "out.pir"]  # no temp file left


def test_success_writes_output(tmp_path: Path) -> None:
    out = tmp_path / "out.pir"
    out.write_bytes(b"old")
    good = tmp_path / "good.pir"
    text = HEAD + RELU1 + "}\n"
    good.write_text(text)
    result = run_cli(["fmt", str(good), "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    assert out.read_bytes() == text.encode()
    assert result.stdout == ""
