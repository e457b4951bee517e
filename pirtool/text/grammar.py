"""The reference reader: grammars/pir.lark through Lark's LALR parser.

`scanner` is the fast path; this module is the definition it is checked against
(`parse(text, reader="lark")`, the test suite) and the tool that explains a line the scanner
rejects (`explain`): Lark knows which token was unexpected and what it expected instead.
`records` gives the same records as `scanner.scan`, made by a `lark.visitors.Interpreter`.

This module imports Lark, so `parser` imports it only when it is needed and `pirtool fmt`
on good input never pays for it. Imports the model's `errors`, `records` and Lark.
"""

from __future__ import annotations

import bisect
import re
from functools import cache
from importlib import resources
from typing import Any, NamedTuple

import lark
from lark import Token, Tree
from lark.visitors import Interpreter

from ..errors import PirError, location_of
from ..lexical import INVISIBLE, describe_char
from .records import (
    ARGS,
    BLANK,
    CLOSE,
    FUNC,
    KWARG,
    KWHEAD,
    MID,
    OP,
    OPEN,
    WHILE,
    ArgsRecord,
    KwargRecord,
    LineRecord,
    OpRecord,
    Record,
    WhileRecord,
)


def grammar_text() -> str:
    """The grammar file shipped in the package (the same file as grammars/pir.lark)."""
    return resources.files("pirtool").joinpath("grammars/pir.lark").read_text(encoding="utf-8")


@cache
def lark_parser() -> lark.Lark:
    return lark.Lark(
        grammar_text(),
        parser="lalr",
        start=["start", "attr_dict", "type"],
        propagate_positions=True,
        maybe_placeholders=False,
    )


def check(text: str, start: str = "start") -> Tree:
    """Parse with the grammar; raise PirError at the first offending token."""
    try:
        return lark_parser().parse(text, start=start)
    except lark.exceptions.UnexpectedInput as e:
        raise _error(text, e) from None


def _error(text: str, e: Any) -> PirError:
    pos = getattr(e, "pos_in_stream", None)
    if pos is None:
        pos = len(text)
    odd = _invisible_in_token(text, pos)
    if odd >= 0:  # a pasted U+FEFF (or zero-width space) inside the token: say so, there
        line, col, src = location_of(text, odd)
        return PirError(
            "unexpected " + describe_char(text[odd]) + " inside a token", line=line, col=col, source_line=src
        )
    line, col, src = location_of(text, pos)
    expected_names = set(getattr(e, "expected", None) or getattr(e, "allowed", None) or [])
    if text[pos : pos + 1] == '"' and "STRING" in expected_names:
        # STRING did not match where a string must start: it never closes (\" is a quote inside).
        return PirError('unterminated string (inside a string \\" is a quote)', line=line, col=col, source_line=src)
    bad_type = _open_type(src, col)
    if bad_type is not None:  # inside `tensor<...>`: the type is bad, as the fast reader says
        start, t = bad_type
        return PirError(f"malformed signature: bad type '{t}'", line=line, col=start + 1, source_line=src)
    if isinstance(e, lark.exceptions.UnexpectedCharacters):
        reason = "unexpected " + describe_char(text[pos : pos + 1])
    elif isinstance(e, lark.exceptions.UnexpectedEOF) or getattr(getattr(e, "token", None), "type", "") == "$END":
        reason = "unexpected end of input"
        line, col, src = location_of(text, max(0, len(text.rstrip("\r\n"))))
    else:
        tok = e.token
        reason = f"unexpected {_describe(tok)}"
    expected = sorted(getattr(e, "expected", None) or getattr(e, "allowed", None) or [])
    if expected:
        reason += "; expected " + _expected(expected)
    return PirError(reason, line=line, col=col, source_line=src)


# Every terminal of pir.lark in a user's words: an error names what was expected, never a grammar
# name ("line args", "angle attr"); a terminal missing here is left out of the list (a test checks
# that none is missing).
_NICE = {
    "RBRACE": "'}'",
    "LBRACE": "'{'",
    "RSQB": "']'",
    "LSQB": "'['",
    "RPAR": "')'",
    "LPAR": "'('",
    "COMMA": "','",
    "COLON": "':'",
    "MORETHAN": "'>'",
    "LESSTHAN": "'<'",
    "_NL": "end of line",
    "ARROW": "' ->'",
    "SIG_OPEN": "' : ('",
    "VALUE": "a value",
    "KEY": "an attribute name",
    "TENSOR_OPEN": "a type",
    "TYPE_WORD": "a type",
    "NULL_TYPE": "a type",
    "VEC_OPEN": "a type",
    "SHAPE_DTYPE": "a shape and dtype",
    "STRING": "a string",
    "NUMBER": "a number",
    "QUOTED_OP_NAME": "an op name",
    "BARE_OP_NAME": "an op name",
    "LINE_CLOSE": "'}'",
    "LINE_RESULTS": "an operation",
    "LINE_OPEN": "'{'",
    "LINE_ARGS": "'^' block arguments",
    "LINE_BLANK": "an empty line",
    "LINE_KW": "'^kw:'",
    "LINE_KWARG": "a %kwarg_ line",
    "LINE_MID": "'} else {'",
    "LINE_COMMENT": "a comment",
    "ANGLE_ATTR": "a <...> value",
    "EQUALS": "' = '",
    "OP_ID": "' [id:N]'",
    "WHILE_OPEN": "'(cond='",
    "LINE_FUNC": "'shape.func () {'",
    "ZERO_RESULTS_2SP": "end of line",
    "REGION_OPEN": "' {'",
    "ARRAY_PREFIX": "'(Array)'",
    "TYPED_PREFIX": "a type prefix such as '(Int32)'",
    "POINTER": "a pointer",
    "CALL": "a value such as 'Place(cpu)'",
    "WORD": "a word",
    "DIST_KEY": "a dist attribute name",
    "PARTIAL": "'partial(...)'",
    "NULL_VALUE": "'<<NULL VALUE>>'",
    "OPERANDS_OPEN": "'(' operands",
    "ATTR_SPACE": "' '",
    "__ANON_0": "', inputs='",
    "__ANON_1": "', '",
}


_TYPE_OPEN = re.compile(r"[A-Za-z_][\w.]*<")


def _open_type(line: str, col: int | None) -> tuple[int, str] | None:
    """(start, text) of the `name<...` type still open at column `col` of `line`, if any: its
    text runs to its `>` or to the `,`/`)` that ends it early (the fast reader's "bad type")."""
    if col is None or "<" not in line[: col - 1]:
        return None
    opens = list(_TYPE_OPEN.finditer(line, 0, col - 1))
    m = opens[-1] if opens else None
    if m is None or ">" in line[m.end() : col - 1]:
        return None
    ends = [k for k in (line.find(">", m.end()), line.find(", ", m.end()), line.find(")", m.end())) if k >= 0]
    end = min(ends) if ends else len(line)
    return m.start(), line[m.start() : end + (line[end : end + 1] == ">")]


def _invisible_in_token(text: str, pos: int) -> int:
    """Where the first invisible character (`lexical.INVISIBLE`) is in the token at `pos` (up to
    the next blank or line end), or -1."""
    end = pos
    n = len(text)
    while end < n and text[end] not in " \t\r\n" and end - pos < 200:
        if text[end] in INVISIBLE:
            return end
        end += 1
    return -1


def _describe(tok: Any) -> str:
    v = str(tok)
    if v in ("\n", "\r\n"):
        return "end of line"
    return repr(v if len(v) <= 30 else v[:27] + "...")


def _expected(names: list[str]) -> str:
    nice: list[str] = []
    for n in names:
        d = _NICE.get(n)
        if d is None:
            continue
        if d not in nice:
            nice.append(d)
    return ", ".join(nice[:6]) if nice else "something else"


def explain(text: str, lineno: int) -> PirError | None:
    """Why the grammar rejects the program around `lineno`: parse the whole text and report.

    Beyond 64 KB only the failing line (in a minimal frame) is parsed, so explaining a typo
    costs the same near the end of a 50 MB dump as in a small one.
    """
    if len(text) < 65_536:
        text = _ended(text)
        try:
            lark_parser().parse(text, start="start")
        except lark.exceptions.UnexpectedInput as e:
            return _error(text, e)
        return None
    lines = text.split("\n")
    line = lines[lineno - 1] if 0 < lineno <= len(lines) else ""
    snippet = "{\n" + line + "\n}\n"
    try:
        lark_parser().parse(snippet, start="start")
    except lark.exceptions.UnexpectedInput as e:
        err = _error(snippet, e)
        if err.line == 2:
            err.line = lineno
            return err
    return None


# ----------------------------------------------------------------------------------------------
# Records from the parse tree (the same records scanner.scan makes)


def records(text: str) -> list[Record]:
    """Read `text` with the grammar and return the records `scanner.scan` makes of it."""
    whole = _ended(text)
    emitter = _Emitter(whole)
    emitter.visit(check(whole))
    out = emitter.out
    if whole is not text and out:  # the line end made up for the grammar is not the text's
        last = out[-1]
        out[-1] = last._replace(raw=last.raw[:-1]) if isinstance(last, LineRecord) else last._replace(eol="")
    return out


def _ended(text: str) -> str:
    """`text` with a line end after its last line when it is bare op lines without one: the
    grammar ends every op line with a newline (a framed program's last `}` may lack it)."""
    if not text or text[-1] in "\r\n" or text.lstrip(" \t\r\n").startswith("{"):
        return text
    return text + "\n"


class _Head(NamedTuple):
    """The pieces of an `op_head` / `while_head`, as the records hold them."""

    indent: str
    results: str
    eq: str
    name: str
    op_id: str | None
    sp_operands: str
    operands: str  # op_head: the operand list; while_head: the cond value
    inputs: str | None  # the inputs of a while_head; None for an op_head
    end: int  # text offset just after the head


class _Emitter(Interpreter):
    """Walks a `start` tree top-down in document order, one method per rule it visits,
    appending one record per logical line to `out`.

    Attribute dicts, signatures and types are kept as source text (records do not decode them),
    so the rules below `attr_part`, `signature` and `kwarg_line` are never visited.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.out: list[Record] = []
        self.starts = [0]  # offsets of line starts, for offset → line number
        k = text.find("\n")
        while k >= 0:
            self.starts.append(k + 1)
            k = text.find("\n", k + 1)

    def lineno(self, pos: int) -> int:
        return bisect.bisect_right(self.starts, pos)

    def line_at(self, pos: int) -> tuple[int, str, str]:
        """(line number, line text without its end, line end) of the line holding `pos`."""
        n = self.lineno(pos)
        s = self.starts[n - 1]
        e = self.text.find("\n", s)
        if e < 0:
            return n, self.text[s:], ""
        if e > s and self.text[e - 1] == "\r":
            return n, self.text[s : e - 1], "\r\n"
        return n, self.text[s:e], "\n"

    def whole_line(self, kind: int, tok: Token) -> None:
        n, line, eol = self.line_at(tok.start_pos)
        self.out.append(LineRecord(kind, n, line + eol))

    def span(self, t: Tree) -> str:
        return self.text[t.meta.start_pos : t.meta.end_pos]

    # -- structure: these rules only nest lines; their children are visited in order ----------
    start = program = bare_program = block_body = region_body = region_frame = op = Interpreter.visit_children

    # -- whole lines ----------------------------------------------------------------------------
    def blank(self, t: Tree) -> None:
        self.whole_line(BLANK, t.children[0])

    def open_line(self, t: Tree) -> None:
        self.whole_line(OPEN, t.children[0])

    def close_line(self, t: Tree) -> None:
        self.whole_line(CLOSE, t.children[0])

    def final_close(self, t: Tree) -> None:
        self.whole_line(CLOSE, t.children[0])
        self.visit_children(t)  # the blank lines after the program

    def mid_line(self, t: Tree) -> None:
        self.whole_line(MID, t.children[0])

    def func_line(self, t: Tree) -> None:
        self.whole_line(FUNC, t.children[0])

    def args_line(self, t: Tree) -> None:
        tok = t.children[0]
        n, line, eol = self.line_at(tok.start_pos)
        indent = tok[:-1]
        self.out.append(ArgsRecord(ARGS, n, line, indent, line[len(indent) + 1 :], eol))

    def kw_section(self, t: Tree) -> None:
        self.whole_line(KWHEAD, t.children[0])
        self.visit_children(t)  # the kwarg_line children (E2's inline names are values)

    def kwarg_line(self, t: Tree) -> None:
        tok, attr_dict = t.children
        n, line, eol = self.line_at(tok.start_pos)
        name = tok.lstrip(" \t")
        self.out.append(KwargRecord(KWARG, n, line, tok[: len(tok) - len(name)], name, self.span(attr_dict), eol))

    # -- operation lines ------------------------------------------------------------------------
    def op_line(self, t: Tree) -> None:
        text = self.text
        head, *rest = t.children
        h: _Head = self.visit(head)
        if h.inputs is not None:  # pd_op.while: while_head REGION_OPEN
            n, line, eol = self.line_at(head.meta.start_pos)
            self.out.append(
                WhileRecord(
                    WHILE,
                    n,
                    line,
                    h.indent,
                    h.results,
                    h.eq,
                    h.name,
                    h.op_id,
                    h.sp_operands,
                    h.operands,
                    h.inputs,
                    str(rest[0]),
                    eol,
                )
            )
            return
        sp_attrs, attrs, after = "", None, h.end
        if rest and isinstance(rest[0], Tree) and rest[0].data == "attr_part":
            sp_attrs, attrs, after = self.visit(rest[0])
        n, line, _ = self.line_at(head.meta.start_pos)
        end = t.meta.end_pos
        # The op's own line end follows its last character (a multi-line op keeps the others inside).
        eol = "\r\n" if text[end : end + 2] == "\r\n" else ("\n" if text[end : end + 1] == "\n" else "")
        self.out.append(
            OpRecord(
                OP,
                n,
                line,
                h.indent,
                h.results,
                h.eq,
                h.name,
                h.op_id,
                h.sp_operands,
                h.operands,
                sp_attrs,
                attrs,
                text[after:end],
                eol,
                self.lineno(end) - n + 1,
            )
        )

    op_open_line = op_line

    def op_head(self, t: Tree) -> _Head:
        return self.head(t, None)

    def while_head(self, t: Tree) -> _Head:
        return self.head(t, "")

    def head(self, t: Tree, inputs: str | None) -> _Head:
        """The pieces of an op_head, or (with `inputs` "") of a while_head."""
        indent = results = eq = name = sp_ops = operands = ""
        op_id = None
        end = t.meta.end_pos
        for c in t.children:
            if isinstance(c, Tree):
                piece = self.visit(c)
                if c.data == "result_list":
                    results = piece
                elif c.data == "op_name":
                    name = piece
                elif c.data == "operands":
                    sp_ops, operands, end = piece
                else:  # operand_list: a while's inputs
                    inputs = piece
            elif c.type == "LINE_RESULTS":
                indent = c[:-1]
            elif c.type == "EQUALS":
                eq = str(c)
            elif c.type == "OP_ID":
                op_id = str(c)
            elif c.type == "WHILE_OPEN":
                sp_ops = c[: -len("(cond=")]
            else:  # VALUE or NULL_VALUE: a while's cond
                operands = str(c)
        return _Head(indent, results, eq, name, op_id, sp_ops, operands, inputs, end)

    def result_list(self, t: Tree) -> str:
        return self.span(t)

    operand_list = result_list

    def op_name(self, t: Tree) -> str:
        return str(t.children[0])

    def operands(self, t: Tree) -> tuple[str, str, int]:
        """(space before "(", the operand list, offset after ")")."""
        open_tok = t.children[0]
        return open_tok[:-1], self.text[open_tok.end_pos : t.meta.end_pos - 1], t.meta.end_pos

    def attr_part(self, t: Tree) -> tuple[str, str, int]:
        """(space before the dict, the dict, offset after it)."""
        ad = t.children[-1]
        return self.text[t.meta.start_pos : ad.meta.start_pos], self.span(ad), ad.meta.end_pos
