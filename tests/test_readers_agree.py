"""The fast scanner and the Lark grammar are two readers of one language: same records.

Checked on every sample (identical copies once: those below 20 KB in the default run, the rest
under the `sweep` marker, `pytest -m sweep`, which .ci/run runs too: the grammar reads a 28 KB
dump in ~2 s),
every program in the sample logs, and every hand-written old-form fixture. Both readers must
also build the same program (printing it back gives the input).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import SAMPLES, fixture_files, read, rel_id, sample_files, unique_by_content

from pirtool import parse, print_program
from pirtool.text import grammar, scanner
from pirtool.text.logs import find_programs

#: Samples at least this big are read by the grammar only in the sweep.
SWEEP_FROM = 20_000

ALL = unique_by_content(sample_files(SAMPLES))
SAMPLE_PARAMS = [
    pytest.param(p, id=rel_id(p), marks=[pytest.mark.sweep] if p.stat().st_size >= SWEEP_FROM else []) for p in ALL
]


def agree(text: str) -> None:
    fast = scanner.scan(text)
    slow = grammar.records(text)
    assert len(fast) == len(slow)
    for a, b in zip(fast, slow, strict=True):
        assert a == b
    assert fast  # something was read


def test_there_are_samples() -> None:
    assert sum(p.stat().st_size < SWEEP_FROM for p in ALL) >= 50


@pytest.mark.parametrize("path", SAMPLE_PARAMS)
def test_sample_readers_agree(path: Path) -> None:
    agree(read(path))


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
