"""Line records: what both readers (`scanner`, `grammar`) emit and `assembly` turns into IR.

A dump is read line by line; each logical line becomes one record, a NamedTuple whose first
field `kind` says which of the shapes below it has. Both readers emit equal records for the
same text (tests/test_readers_agree.py). Fields hold source text verbatim, so the printer can
give an unedited program back byte for byte.

Imports only the standard library.
"""

from __future__ import annotations

from typing import NamedTuple

# Record kinds (the `kind` field).
OP, WHILE, OPEN, CLOSE, MID, BLANK, KWHEAD, ARGS, KWARG, FUNC = range(10)


class OpRecord(NamedTuple):
    """An operation line: `(%r) = "name" [id:N] (%a, %b) {attrs} : (types) -> types`.

    `line` is the first physical line (no line end); a string attribute holding raw newlines
    makes the op span `nlines` lines, and `attrs` / `tail` then hold them.
    """

    kind: int  # OP
    lineno: int
    line: str
    indent: str
    results: str  # "%0, %1" or ""
    eq: str  # " = ", or " " in 2023 printouts
    name: str  # as printed: '"pd_op.relu"' or bare 'pd_op.if'
    op_id: str | None  # " [id:12]"
    sp_operands: str  # "" or the whitespace before "(" of the operands
    operands: str  # "%0, <<NULL VALUE>>"
    sp_attrs: str  # " " or "" before the attribute dict
    attrs: str | None  # "{...}", or None for an op printed without one
    tail: str  # everything after the attributes: signature and region opener
    eol: str  # "\n", "\r\n" or "" (last line without its end)
    nlines: int


class WhileRecord(NamedTuple):
    """A `pd_op.while` header line: `(%r) = "pd_op.while" (cond=%c, inputs=%a, %b) {`."""

    kind: int  # WHILE
    lineno: int
    line: str
    indent: str
    results: str
    eq: str
    name: str
    op_id: str | None
    sp_operands: str
    cond: str
    inputs: str
    opener: str  # " {", "{" or " { "
    eol: str


class LineRecord(NamedTuple):
    """A line kept whole: OPEN `{`, CLOSE `}`, MID `} else {`, BLANK, KWHEAD `^kw:...`, and
    FUNC `shape.func () {` (the symbolic-shape dialect's function, which opens a region)."""

    kind: int
    lineno: int
    raw: str  # the line including its end


class ArgsRecord(NamedTuple):
    """Block arguments of a region: `^%arg_0 {stop_gradient:true}, %arg_1`."""

    kind: int  # ARGS
    lineno: int
    line: str
    indent: str
    body: str  # text after "^"
    eol: str


class KwargRecord(NamedTuple):
    """A keyword argument of a block's `^kw:` section: `%kwarg_x {attrs}`."""

    kind: int  # KWARG
    lineno: int
    line: str
    indent: str
    name: str  # "%kwarg_x"
    attrs: str
    eol: str


Record = OpRecord | WhileRecord | LineRecord | ArgsRecord | KwargRecord


def source_line(rec: Record) -> str:
    """The record's (first) source line without its line end."""
    return (rec.raw if isinstance(rec, LineRecord) else rec.line).rstrip("\r\n")


def split_args(body: str) -> list[str]:
    """The arguments of a `^%arg_0 {...}, %arg_1 {...}` line, split at the top-level \", \"."""
    out = []
    depth = 0
    start = 0
    for k, ch in enumerate(body):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(body[start:k])
            start = k + 2
    out.append(body[start:])
    return out


def find_name(line: str, name: str, start: int) -> int:
    """Position of value `name` in `line` at or after `start`, as a whole token."""
    k = start
    while True:
        k = line.find(name, k)
        if k < 0:
            return line.find(name)
        end = k + len(name)
        if end >= len(line) or line[end] in ",) \r\n{":
            return k
        k = end
