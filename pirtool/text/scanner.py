"""The fast reader: splits a dump into line records with a few anchored regexes per line.

This is the parser's hot path (tens of MB per second). It recognises the same language as
grammars/pir.lark — the tests check both readers on every sample and on generated programs —
but it decodes less: attribute dicts are checked lexically (closed strings, balanced brackets,
no stray characters) and kept as text; types are checked once per distinct signature string.
When a line does not scan, `grammar` re-reads it with Lark to say exactly where and why.

It emits the records of `records`, which `assembly` turns into IR; `grammar` emits the same
records for the same text. Imports the model's `errors` and `lexical`, `records`, and `attrdicts`
(the lexical check of attribute dicts).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..errors import LimitError, PirError
from ..lexical import MAX_NESTING
from .attrdicts import TooDeep, attrs_ok
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

_HEAD = re.compile(r'([ \t]*)\(([^()]*)\)( = | )("[^"\r\n]*"|[A-Za-z_][\w.]*)( \[id:\d+\])?(\s?)\(([^()]*)\)')
_WHILE = re.compile(
    r'([ \t]*)\(([^()]*)\)( = | )("pd_op\.while"|pd_op\.while)( \[id:\d+\])?(\s?)\(cond=(%[^\s,(){}\ufeff\u200b-\u200d\u2060]+|<<NULL VALUE>>), inputs=([^()]*)\)( ?\{ ?)$'
)
_NAMES = re.compile(r"(?:%[^\s,(){}\ufeff\u200b-\u200d\u2060]+(?:, %[^\s,(){}\ufeff\u200b-\u200d\u2060]+)*)?")
_OPERANDS = re.compile(
    r"(?:(?:%[^\s,(){}\ufeff\u200b-\u200d\u2060]+|<<NULL VALUE>>)(?:, (?:%[^\s,(){}\ufeff\u200b-\u200d\u2060]+|<<NULL VALUE>>))*)?"
)
_NAME = r"%[^\s,(){}\ufeff\u200b-\u200d\u2060]+"
# An op line's head whose value lists are well formed: what _HEAD reads (the same groups) and the
# value-list checks pass, in one match (else _HEAD's match is checked, for the error).
_GOOD_HEAD = re.compile(
    rf'([ \t]*)\(((?:{_NAME}(?:, {_NAME})*)?)\)( = | )("[^"\r\n]*"|[A-Za-z_][\w.]*)( \[id:\d+\])?(\s?)'
    rf"\(((?:(?:{_NAME}|<<NULL VALUE>>)(?:, (?:{_NAME}|<<NULL VALUE>>))*)?)\)"
)
_KWARG = re.compile(r"([ \t]*)(%kwarg_[^\s,(){}\ufeff\u200b-\u200d\u2060]*) (\{.*\})$")
# `shape.func () {` (pir::shape::FuncOp::Print), then the line's comment or trailing spaces.
_FUNC = re.compile(r"shape\.func \(\) \{(?: +|[ \t]*//[^\r\n]*)?")
_BLOCK_ARG = re.compile(r"%[^\s,(){}\ufeff\u200b-\u200d\u2060]+(?: \{[^{}\"]*\})?")


def scan(text: str) -> list[Record]:
    """Split `text` (one program, possibly bare op lines) into records. Raises PirError."""
    return list(records(text))


def records(text: str) -> Iterator[Record]:
    """The records of `text`, one line at a time (what `scan` lists). Raises PirError.

    A generator, so that assembly builds each op while its line is the only one held: splitting
    a 50 MB dump into lines and records before assembling would hold it twice over.
    An attribute dict's text is kept once per distinct spelling (`AttrDict` keeps it while the
    op is unedited): real programs repeat them, one per layer, so a big dump keeps a third of
    its attribute bytes (MLIR's context uniques attributes for the same reason).
    """
    find = text.find
    end = len(text)
    pos = 0
    at = 1  # the number of the next line
    head = _HEAD.match
    good_head = _GOOD_HEAD.match
    new_record = tuple.__new__  # what OpRecord(...) calls, without its Python-level __new__: one op line each
    spellings: dict[str, str] = {}
    while pos < end:
        lineno = at
        at += 1
        k = find("\n", pos)
        if k >= 0:
            line = text[pos:k]
            pos = k + 1
            eol = "\n"
            if line.endswith("\r"):
                line = line[:-1]
                eol = "\r\n"
        else:  # text after the final newline
            line, eol, pos = text[pos:], "", end
        m = good_head(line)
        checked = m is not None
        if m is None:
            m = head(line)
        if m is not None:  # an op line: the common case, decided without copying the line
            start = m.end()
            nlines = 1
            full = line
            # A string attribute may hold raw newlines: join physical lines until strings close.
            quotes = line.count('"', start)  # (an escaped quote is looked for only where there are quotes)
            if quotes & 1 or (quotes and line.find('\\"', start) >= 0) or line.rfind(" ->", start) < 0:
                rest = line[start:]
                if _still_open(rest, False):
                    # Each joined line is scanned once, from the state the previous one left (linear).
                    parts = [rest]
                    inside = True
                    while inside and pos < end:
                        k = find("\n", pos)
                        if k < 0:  # the text after the final newline
                            k = end
                        nxt = text[pos:k]
                        pos = k + 1
                        nlines += 1
                        parts.append(eol)
                        if nxt.endswith("\r") and k < end:
                            nxt = nxt[:-1]
                            eol = "\r\n"
                        else:
                            eol = "\n" if k < end else ""
                        parts.append(nxt)
                        inside = _still_open(nxt, True)
                    if inside:  # a string open to the end of the text (a lone '"' would pass for one below)
                        raise _fail(line, lineno, "unterminated string")
                    at += nlines - 1
                    rest = "".join(parts)
                full = line[:start] + rest
            lead = full[start : start + 2]
            if lead == " {" or lead[:1] == "{":
                if (
                    len(full) - start <= 3
                    and full[start:].rstrip(" ") in (" {", "{")
                    and m.group(4).strip('"') == "pd_op.while"
                ):
                    yield _while_or_fail(line, lineno, eol)
                    continue
                sp_attrs = " " if lead[0] == " " else ""
                close = full.rfind("}")
                if close < start:
                    raise _fail(line, lineno, "unterminated attribute dict")
                attrs = full[start + len(sp_attrs) : close + 1]
                seen = spellings.get(attrs)
                if seen is not None:  # checked already
                    attrs = seen
                else:
                    try:
                        ok = attrs_ok(attrs)
                    except TooDeep:
                        raise _too_deep(line, lineno, full.find("{", start)) from None
                    if not ok:
                        raise _fail(line, lineno, "malformed attribute dict")
                    spellings[attrs] = attrs
                tail = full[close + 1 :]
            else:
                sp_attrs, attrs, tail = "", None, full[start:]
            indent, results, eq, name, op_id, sp_ops, operands = m.groups()
            if not checked and (not _NAMES.fullmatch(results) or not _OPERANDS.fullmatch(operands)):
                raise _fail(line, lineno, "malformed value list")
            yield new_record(
                OpRecord,
                (
                    OP,
                    lineno,
                    line,
                    indent,
                    results,
                    eq,
                    name,
                    op_id,
                    sp_ops,
                    operands,
                    sp_attrs,
                    attrs,
                    tail,
                    eol,
                    nlines,
                ),
            )
            continue
        s = line.lstrip(" \t")
        c = s[:1]
        if c == "(":
            yield _while_or_fail(line, lineno, eol)
        elif c == "}":
            if s == "}" or s.startswith("} ") and "{" not in s or s.startswith("}//") or s.startswith("} //"):
                yield LineRecord(CLOSE, lineno, line + eol)
            elif re.fullmatch(r"\} [A-Za-z_]+ \{", s):
                yield LineRecord(MID, lineno, line + eol)
            else:
                raise _fail(line, lineno, "unexpected text after '}'")
        elif c == "{":
            if s == "{" or s[1:].lstrip(" \t").startswith("//") or not s[1:].strip(" \t"):
                yield LineRecord(OPEN, lineno, line + eol)
            else:
                raise _fail(line, lineno, "unexpected text after '{'")
        elif c == "":
            yield LineRecord(BLANK, lineno, line + eol)
        elif c == "^":
            indent = line[: len(line) - len(s)]
            if s.startswith("^kw:"):
                inline = s[4:]
                if inline and not re.fullmatch(
                    r"%kwarg_[^\s,(){}\ufeff\u200b-\u200d\u2060]*(?:, ?%kwarg_[^\s,(){}\ufeff\u200b-\u200d\u2060]*)*",
                    inline,
                ):
                    raise _fail(line, lineno, "malformed ^kw: line")
                yield LineRecord(KWHEAD, lineno, line + eol)
            else:
                body = s[1:]
                if body and not _block_args_ok(body):
                    raise _fail(line, lineno, "malformed block argument list")
                yield ArgsRecord(ARGS, lineno, line, indent, body, eol)
        elif c == "%":
            m = _KWARG.fullmatch(line)
            try:
                ok = m is not None and attrs_ok(m.group(3))
            except TooDeep:
                raise _too_deep(line, lineno, line.find("{")) from None
            if not ok:
                raise _fail(line, lineno, "malformed keyword argument line")
            yield KwargRecord(KWARG, lineno, line, m.group(1), m.group(2), m.group(3), eol)
        elif c == "s" and _FUNC.fullmatch(s):
            yield LineRecord(FUNC, lineno, line + eol)
        else:
            raise _fail(line, lineno, "expected an operation")


def _while_or_fail(line: str, lineno: int, eol: str) -> WhileRecord:
    m = _WHILE.match(line)
    if m is None:
        raise _fail(line, lineno, "malformed operation")
    if not _NAMES.fullmatch(m.group(2)) or not _OPERANDS.fullmatch(m.group(8)):
        raise _fail(line, lineno, "malformed value list")
    return WhileRecord(WHILE, lineno, line, *m.groups(), eol)


def _block_args_ok(body: str) -> bool:
    pos = 0
    n = len(body)
    while True:
        m = _BLOCK_ARG.match(body, pos)
        if m is None:
            return False
        pos = m.end()
        if pos == n:
            return True
        if not body.startswith(", ", pos):
            return False
        pos += 2


def _still_open(s: str, inside: bool) -> bool:
    """True if `s` ends inside a string literal (`inside`: it starts inside one)."""
    k = 0
    if inside:
        k = _closing_quote(s, 0)
        if k < 0:
            return True
        k += 1
    k = s.find('"', k)
    while k >= 0:
        q = _closing_quote(s, k + 1)
        if q < 0:
            return True
        k = s.find('"', q + 1)
    return False


def _closing_quote(s: str, k: int) -> int:
    """The first unescaped quote at or after `k` (-1 if none): where a string open before `k` closes."""
    while True:
        q = s.find('"', k)
        if q <= 0 or s[q - 1] != "\\":
            return q
        k = q + 1


def _too_deep(line: str, lineno: int, at: int) -> LimitError:
    return LimitError(
        f"attribute values nest deeper than {MAX_NESTING} levels", line=lineno, col=at + 1, source_line=line
    )


def _fail(line: str, lineno: int, reason: str) -> PirError:
    return PirError(reason, line=lineno, col=None, source_line=line)
