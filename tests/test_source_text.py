"""How a parse holds its text: records made line by line, attribute texts kept once per
spelling, and a file's text let go and read again (`Origin.release`, what `diff` does)."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest

from pirtool import PirError, parse
from pirtool.attrs import Attr, AttrDict
from pirtool.attrs.dict import SwapMemo
from pirtool.cli.common import load_one, parse_source
from pirtool.cli.tools import _parsed_lines
from pirtool.errors import FileStamp
from pirtool.text import scanner
from pirtool.text.parser import parse_file
from pirtool.text.printer import print_program
from pirtool.tools.diff import SourceLines, diff_programs, render

ROOT = Path(__file__).resolve().parents[1]
REAL = ROOT / "samples" / "real"
LARGE = next(REAL.glob("LARGE_*.pir"))
GM = ROOT / "samples" / "gm"
PAIRS = sorted((p, p.with_name(p.name.replace(".before.", ".after."))) for p in GM.glob("*.before.pir"))[:4]

OK = '    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>\n'


def test_records_are_made_as_they_are_read() -> None:
    # A malformed line further down is not reached by reading the first records.
    text = "{\n" + OK + "    (%1) = garbage\n}\n"
    it = scanner.records(text)
    assert next(it).kind == scanner.OPEN
    assert next(it).lineno == 2
    with pytest.raises(PirError) as e:
        next(it)
    assert e.value.line == 3


def test_a_syntax_error_below_an_assembly_error_is_the_error() -> None:
    """As if the whole text were scanned before assembly (what the grammar reader does)."""
    text = "{\n" + OK.replace("() {", "(%9) {").replace("() ->", "(tensor<1xf32>) ->") + OK + "    (%1) = garbage\n}\n"
    for reader in ("fast", "lark"):
        with pytest.raises(PirError) as e:
            parse(text, reader=reader)
        assert e.value.line == 4, reader
    # without the syntax error, the assembly error stands (use of %9 at line 2)
    with pytest.raises(PirError) as e:
        parse(text.replace("    (%1) = garbage\n", ""))
    assert e.value.line == 2 and "undefined value %9" in e.value.reason


def test_equal_attribute_texts_are_one_string() -> None:
    prog = parse_file(LARGE)
    by_text: dict[str, set[int]] = {}
    for op in prog.walk():
        t = op.attrs.text()
        by_text.setdefault(t, set()).add(id(t))
    assert len(by_text) < sum(1 for _ in prog.walk()) / 2  # the sample repeats them (24 layers)
    assert all(len(ids) == 1 for ids in by_text.values())


def _write(path: Path, text: str) -> Path:
    path.write_bytes(text.encode())
    return path


BAD_ATTR = '{\n    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:1,w:(Int32)inf} : () -> tensor<1xf32>\n}\n'


@pytest.mark.parametrize("eol", ["\n", "\r\n"])
def test_released_text_is_read_again_from_its_file(tmp_path: Path, eol: str) -> None:
    text = LARGE.read_text().replace("\n", eol)
    path = _write(tmp_path / "p.pir", text)
    src = load_one(str(path))
    prog = parse_source(src)
    origin = prog.origin
    assert origin is not None and origin.stamp is not None
    assert origin.release() and origin._text is None
    want = [1, 2, 700, text.count("\n")]
    lines = text.split(eol)
    assert origin.lines(want) == {n: lines[n - 1] for n in want}
    assert origin._text is None  # lines come from the file, one pass, no copy of it kept
    assert origin.text == text  # and the whole text when an error needs it


def test_late_error_after_release(tmp_path: Path) -> None:
    path = _write(tmp_path / "bad.pir", BAD_ATTR)
    prog = parse_source(load_one(str(path)))
    op = next(iter(prog.body))
    origin = prog.origin
    assert origin is not None and origin.release()
    with pytest.raises(PirError) as e:
        op.attrs.value("w")
    assert (e.value.line, e.value.source_line) == (2, BAD_ATTR.split("\n")[1])
    assert e.value.col is not None and BAD_ATTR.split("\n")[1][e.value.col - 1 :].startswith("(Int32)inf")
    # The file changed since: the error keeps its line, without a stale source line.
    prog = parse_source(load_one(str(path)))
    assert prog.origin is not None and prog.origin.release()
    _write(path, BAD_ATTR.replace("value:1", "value:10"))
    with pytest.raises(PirError) as e:
        next(iter(prog.body)).attrs.value("w")
    assert e.value.line == 2 and e.value.source_line is None
    assert prog.origin.lines([2]) == {}


def test_a_pipe_keeps_its_text(tmp_path: Path) -> None:
    r, w = os.pipe()
    try:
        assert FileStamp.of("<stdin>", r) is None
    finally:
        os.close(r)
        os.close(w)
    prog = parse(LARGE.read_text())
    assert prog.origin is not None and not prog.origin.release() and prog.origin.text is not None


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p[0].name)
def test_diff_renders_the_same_from_released_texts(pair: tuple[Path, Path]) -> None:
    a, b = pair
    sa, sb = load_one(str(a)), load_one(str(b))
    ta, tb = sa.text, sb.text
    pa, la = _parsed_lines(sa)
    pb, lb = _parsed_lines(sb)
    assert la.text is None and lb.text is None  # let go: read again from the files
    d = diff_programs(pa, pb)
    released = render(d, la, lb, "a", "b")
    assert released and released == render(d, SourceLines(ta), SourceLines(tb), "a", "b")


# -- what ops of one attribute text share ----------------------------------------------------

TWO = "{\n" + OK.replace("(%0)", "(%0)") + OK.replace("(%0)", "(%1)") + "}\n"


def test_ops_of_one_text_share_what_is_peeked_and_edit_alone() -> None:
    prog = parse(TWO)
    a, b = prog.body.ops
    assert a.attrs.text() is b.attrs.text()
    assert a.attr("value") == 1.0 and a.attrs._peeked is b.attrs._peeked and "value" in b.attrs._peeked
    a.set_attr("w", Attr.int32(5))
    a.set_attr("value", Attr.int32(2))
    assert (a.attr("w"), a.attr("value")) == (5, 2)
    assert ("w" in b.attrs, b.attr("value")) == (False, 1.0)  # the other op's dict is its own
    assert print_program(prog) == TWO.replace("value:1}", "value:2,w:5}", 1)


def test_a_shared_text_still_fails_at_each_op() -> None:
    bad = OK.replace("value:1}", "value:1,w:(Int32)inf}")
    prog = parse("{\n" + bad + bad.replace("(%0)", "(%1)") + "}\n", filename="x.pir")
    a, b = prog.body.ops
    for op, line in ((a, 2), (b, 3)):
        with pytest.raises(PirError) as e:
            op.attrs.value("w")
        assert e.value.line == line


def test_swapped_with_a_memo_is_swapped_without_and_each_dict_is_its_own() -> None:
    prog = parse_file(LARGE)
    ops = [op for op in prog.walk() if "op_dist_attr" in op.attrs.text()]
    memo = SwapMemo()
    got = [op.attrs.swapped("op_dist_attr", "chunk_id", "-1", memo) for op in ops]
    want = [op.attrs.swapped("op_dist_attr", "chunk_id", "-1") for op in ops]
    assert [g.text() if g else None for g in got] == [w.text() if w else None for w in want]
    assert len(memo.texts) < len(ops)  # texts repeat
    assert len(memo.tails) < len(memo.texts)  # texts that differ only before op_dist_attr share its edit
    for g in got:  # what the edits share as peeked is what reading each new text gives
        if g is not None:
            for k, a in list(g.peeks.items()):
                b = AttrDict(g.text()).get(k)
                assert (a.kind, a.text()) == (b.kind, b.text()), k  # type: ignore[union-attr]
    common = Counter(op.attrs.text() for op in ops).most_common(1)[0][0]
    same = [g for g, op in zip(got, ops, strict=True) if g is not None and op.attrs.text() == common]
    assert len(same) > 1 and same[0] is not same[1]
    del same[0]["chunk_id"]
    assert "chunk_id" in same[1]


def test_kwarg_name_hashes_are_libstdcxx_hashes() -> None:
    from pirtool.paddle.kwarg_order import _hash_of, hash_bytes

    for name in ["", "a", "linear_0.w_0@GRAD@MERGE", "x" * 17, "é名"]:
        assert _hash_of(name) == hash_bytes(name.encode()) == _hash_of(name)
