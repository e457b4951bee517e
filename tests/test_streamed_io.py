"""A dump read without a copy of its bytes and printed a few thousand lines at a time
(`parser.decode_file`, `printer.write_program`) reads and prints what `decode` and
`print_program` do, errors included: `fmt` holds a big dump about once, as its program."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_linear_reader import clip_program

from pirtool import parse, print_program
from pirtool.errors import PirError
from pirtool.text.parser import decode, decode_file
from pirtool.text.printer import _CHUNK, write_program

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = [
    ROOT / "samples/real/mlp_sgd_main.pir",
    ROOT / "samples/real/dtypes_and_attrs_main.pir",
    ROOT / "samples/real/controlflow_cond_while_sgd_main.pir",
]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_written_in_pieces_is_the_printed_text(path: Path) -> None:
    prog = parse(path.read_text(encoding="utf-8"))
    pieces: list[str] = []
    write_program(prog, pieces.append)
    assert "".join(pieces) == print_program(prog)
    pieces.clear()
    write_program(prog, pieces.append, renumber=True)
    assert "".join(pieces) == print_program(prog, renumber=True)


def test_a_big_program_is_written_in_several_pieces() -> None:
    text = clip_program(2 * _CHUNK, 3)
    pieces: list[str] = []
    write_program(parse(text), pieces.append)
    assert len(pieces) >= 2 and "".join(pieces) == text
    assert max(p.count("\n") for p in pieces) <= _CHUNK + 2


@pytest.mark.parametrize("data", [b"", b"{\n}\n", "{\n}\n\u00e9\ufeff".encode(), SAMPLES[1].read_bytes()])
def test_a_mapped_file_decodes_as_its_bytes_do(tmp_path: Path, data: bytes) -> None:
    p = tmp_path / "x.pir"
    p.write_bytes(data)
    with open(p, "rb") as f:
        assert decode_file(f, str(p)) == decode(data, str(p))


def test_a_mapped_file_that_is_not_utf8_is_the_same_located_error(tmp_path: Path) -> None:
    data = b'{\n    (%0) = "pd_op.full" () {name:"\xff"} : () -> f32\n}\n'
    p = tmp_path / "bad.pir"
    p.write_bytes(data)
    with pytest.raises(PirError) as want:
        decode(data, str(p))
    with open(p, "rb") as f, pytest.raises(PirError) as got:
        decode_file(f, str(p))
    assert got.value.format() == want.value.format()
    assert (got.value.line, got.value.col) == (2, 35)
