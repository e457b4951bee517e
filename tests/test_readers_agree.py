"""The fast scanner and the Lark grammar are two readers of one language: same records.

Checked on every sample below 3 MB (identical copies are checked once), every program in the
sample logs, and every hand-written old-form fixture. Both readers must also build the same
program (printing it back gives the input).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import (
    SAMPLES,
    SHARED_SAMPLES,
    fixture_files,
    read,
    rel_id,
    sample_files,
    shared_params,
    unique_by_content,
)

from pirtool import parse, print_program
from pirtool.text import grammar, scanner
from pirtool.text.logs import find_programs

LIMIT = 3_000_000

LOCAL = unique_by_content([p for p in sample_files(SAMPLES) if p.stat().st_size < LIMIT])
_LOCAL_BYTES = {p.read_bytes() for p in LOCAL}
# ../shared/samples is mostly copied into samples/: read only what is new there.
SHARED_ALL = [p for p in sample_files(SHARED_SAMPLES) if p.stat().st_size < LIMIT]
SHARED = [p for p in unique_by_content(SHARED_ALL) if p.read_bytes() not in _LOCAL_BYTES]


def agree(text: str) -> None:
    fast = scanner.scan(text)
    slow = grammar.records(text)
    assert len(fast) == len(slow)
    for a, b in zip(fast, slow, strict=True):
        assert a == b
    assert fast  # something was read


def test_there_are_samples() -> None:
    assert len(LOCAL) >= 50


@pytest.mark.parametrize("path", LOCAL, ids=rel_id)
def test_sample_readers_agree(path: Path) -> None:
    agree(read(path))


@pytest.mark.parametrize("path", shared_params(SHARED))
def test_shared_sample_readers_agree(path: Path) -> None:
    agree(read(path))


@pytest.mark.skipif(not SHARED_SAMPLES.is_dir(), reason="../shared not present")
def test_shared_copies_were_checked() -> None:
    # Every ../shared sample either is read above or is a byte copy of a local sample read above.
    assert SHARED_ALL
    for p in SHARED_ALL:
        assert p in SHARED or p.read_bytes() in _LOCAL_BYTES


def _log_programs() -> list:
    out = []
    for log in sorted((SAMPLES / "logs").glob("*.log")):
        for fp in find_programs(read(log)):
            out.append(pytest.param(fp.text, id=f"{log.name}#{fp.index}"))
    return out


@pytest.mark.parametrize("text", _log_programs())
def test_log_program_readers_agree(text: str) -> None:
    agree(text)


@pytest.mark.parametrize("path", fixture_files(), ids=lambda p: p.name)
def test_fixture_readers_agree(path: Path) -> None:
    text = read(path)
    agree(text)
    prog = parse(text, reader="lark")
    assert print_program(prog) == text


@pytest.mark.parametrize(
    "text",
    [
        # multi-line string attribute (raw newline), \" inside, backslash
        '{\n    () = "pd_op.print" () {message:"a \\"q\\" \\ b\nnext line"} : () -> \n}\n',
        # empty program
        "{\n}\n",
        # blank lines before and after the program
        '\n{\n    () = "x.y" () {} : () -> \n}\n\n',
        # op ids, cf.stack_create aliases
        '{\n    (%stack_0, %inlet_0, %outlet_0) = "cf.stack_create" [id:3] () {} : () -> cf.stack, cf.inlet, cf.outlet\n'
        '    () = "cf.tuple_push" (%inlet_0) {} : (cf.inlet) -> \n}\n',
        # vec types and a nested while with block-arg attrs
        '{\n    (%0) = "pd_op.full" () {value:1} : () -> tensor<1xb>\n'
        '    (%1) = "builtin.combine" (%0, %0) {} : (tensor<1xb>, tensor<1xb>) -> vec[tensor<1xb>,tensor<1xb>]\n'
        '    (%2) = "pd_op.while" (cond=%0, inputs=%0) { \n    ^%arg_0 {stop_gradient:true}\n'
        '        () = "cf.yield" (%arg_0, %arg_0) {} : (tensor<1xb>, tensor<1xb>) -> \n    }\n}\n',
    ],
    ids=["multiline-string", "empty", "blank-lines", "stack-aliases", "vec-while"],
)
def test_small_texts_agree(text: str) -> None:
    agree(text)
    assert print_program(parse(text)) == text
    assert print_program(parse(text, reader="lark")) == text
