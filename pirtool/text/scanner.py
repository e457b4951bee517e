"""The fast reader: splits a dump into line records with a few anchored regexes per line.

This is the parser's hot path (tens of MB per second). It recognises the same language as
grammars/pir.lark — the tests check both readers on every sample and on generated programs —
but it decodes less: attribute dicts are checked lexically (closed strings, balanced brackets,
no stray characters) and kept as text; types are checked once per distinct signature string.
When a line does not scan, `grammar` re-reads it with Lark to say exactly where and why.

It emits the records of `records`, which `assembly` turns into IR; `grammar` emits the same
records for the same text. Imports the model's `errors` and `lexical`, and `records`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..caches import DICT_BOUND, bounded_put, register
from ..errors import LimitError, PirError
from ..lexical import MAX_NESTING, STRING_RE
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
                        ok = _attrs_ok(attrs)
                    except _TooDeep:
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
                ok = m is not None and _attrs_ok(m.group(3))
            except _TooDeep:
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


# Bytes deleted from an attribute dict before its structure is checked: what words, numbers and
# separators are made of. Strings become a single '"'. What is left (`{:,:",:{:[,]}}`) is the
# dict's skeleton; it repeats across ops, so each distinct skeleton is checked once.
_WORDISH = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-+|=# "
#: per skeleton: -1 if it is malformed, else how many items without a key its dist dicts hold
_skeletons: dict[bytes, int] = register(__name__, "_skeletons", "checked attribute-dict skeletons", {})
_SEPARATORS = bytes.maketrans(b":{}", b",[]")


#: Attribute dicts with their strings taken out, checked: texts that differ in a string only
#: (a data op's or a parameter's name: thousands of texts, a hundred without their strings)
#: are checked once.
_stripped: dict[str, bool] = register(__name__, "_stripped", "checked attribute dicts without their strings", {})


def _attrs_ok(attrs: str) -> bool:
    """Check an attribute dict: closed strings, allowed characters, well-formed nesting."""
    t = STRING_RE.sub('"', attrs) if '"' in attrs else attrs
    ok = _stripped.get(t)
    if ok is None:
        ok = bounded_put(_stripped, t, _stripped_ok(t))
    return ok


def _stripped_ok(t: str) -> bool:
    """`_attrs_ok` of a dict whose strings are each one '"'."""
    b = t.encode()
    # A space must follow a ","; no key, value or item may be empty ("{a:}", "[1,,2]"): with
    # ":" read as "," and braces as brackets, that is "[,", ",," or ",]" (three C-level scans).
    if b.count(b" ") != b.count(b", "):
        return False
    n = b.translate(_SEPARATORS)
    if b"[," in n or b",," in n or b",]" in n or _WORD_DICT.search(b):
        return False
    if (b":(" in b or b",(" in b or b"[(" in b) and not _groups_ok(b):
        return False
    if b"):" in b and any(r.search(b) for r in _BAD_INDEX):
        return False
    for m in _BAD_TOKEN.finditer(b):  # (rare: only a token neither a number nor a word stops here)
        before = b[: m.start()]
        if before.count(b"(") == before.count(b")") and before.count(b"<") == before.count(b">"):
            return False
    sk = b.translate(None, _WORDISH)
    keyless = _skeletons.get(sk)
    if keyless is None:
        if len(_skeletons) >= DICT_BOUND:
            _skeletons.clear()
        skeleton = sk.decode("utf-8", "replace")
        if _depth(skeleton) > MAX_NESTING:
            raise _TooDeep
        keyless = _skeletons[sk] = _Skeleton(skeleton).keyless()
    # the items without a key the skeleton found must all be `partial(0,SUM)` (not `x(1)`)
    return keyless == 0 or keyless > 0 and keyless == _partial_items(b)


# A dict of one word and no key (`{foo}`): its skeleton would be the empty dict's.
_WORD_DICT = re.compile(rb'\{[^:,{}\[\]()<>"]+\}')


# A value opening with parentheses: typed prefixes `(Int32)(Int64)`... then what follows them.
_VALUE_GROUPS = re.compile(rb"[:\[,]((?:\([^()]*\))+)(.?)")
_PREFIX = re.compile(rb"Int32|Int64|Float|Double|Index|Bool|Pointer|[A-Za-z_]+\.[A-Za-z_]+")
_POINTER = re.compile(rb"0x[0-9a-fA-F]+")


# A key's index is digits after a word (`operand(0):`), not `(-0):` or a bare `(0):`. (Each pattern
# starts with a literal, which `re` searches for fast.)
_BAD_INDEX = [re.compile(p) for p in (rb"\((?![0-9]+\):)[^()]*\):", rb"\{\(\d+\):", rb",\(\d+\):", rb" \(\d+\):")]
_PARTIAL = re.compile(rb"partial\(\d+,\w+\)")
# A token (a run of what words and numbers are made of) that is neither a number nor a word, as
# pir.lark reads them (`2x`, `1e`, `2.5.3`, `-foo`, `b=c`); inside `(...)` or `<...>` anything goes.
_BAD_TOKEN = re.compile(
    rb"(?<![\w.+\-|=#])(?!(?:-?(?:\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|inf|nan)|[A-Za-z_][\w.]*)(?![\w.+\-|=#]))[\w.+\-|=#]"
)


def _partial_items(b: bytes) -> int:
    """How many `partial(0,SUM)` items (after `{`, `,` or `, `; before `,` or `}`) `b` holds."""
    return sum(
        1 for m in _PARTIAL.finditer(b) if b[m.start() - 1 : m.start()] in b"{, " and b[m.end() : m.end() + 1] in b",}"
    )


def _groups_ok(b: bytes) -> bool:
    """Parentheses opening a value (their words are gone from the skeleton) are what pir.lark
    allows there: typed prefixes before a value (`(Int32)1`, `(Array)[...]` last), or a pointer
    `(0x7f...)` as the whole value (so `(Int32)` alone, `(Array)x`, `(Foo)1` or `()` are not)."""
    for m in _VALUE_GROUPS.finditer(b):
        names = m.group(1)[1:-1].split(b")(")
        after = m.group(2)
        for name in names[:-1]:
            if not _PREFIX.fullmatch(name):
                return False
        last = names[-1]
        if last == b"Array":
            if after != b"[":
                return False
        elif _PREFIX.fullmatch(last):
            if after in (b"", b",", b"}", b"]"):
                return False
        elif not (_POINTER.fullmatch(last) and after in (b",", b"}", b"]")):
            return False
    return True


class _TooDeep(Exception):
    """An attribute dict nests deeper than MAX_NESTING (the scanner reports it at the line)."""


def _depth(skeleton: str) -> int:
    """How deep brackets nest in a skeleton (a bound for the recursive descent below)."""
    if skeleton.count("{") + skeleton.count("[") + skeleton.count("(") <= MAX_NESTING:
        return 0
    depth = top = 0
    for c in skeleton:
        if c in "{[(":
            depth += 1
            if depth > top:
                top = depth
        elif c in "}])":
            depth -= 1
    return top


class _Skeleton:
    """Recursive descent over a dict skeleton, following the attribute rules of pir.lark.

    Words (keys, numbers, dtype names) are gone, so this checks the shape only: a dict holds
    `key:value` items (a key may carry `(i)`, dist dicts hold `partial(...)` items), a value is an
    optional `(...)` prefix (typed scalar, call, pointer) then an array, dict, `<...>`, string or word.
    """

    def __init__(self, s: str) -> None:
        self.s = s + "\0"

    def keyless(self) -> int:
        """-1 if the skeleton is malformed, else the number of its items without a key (`(...)`
        with no `:` after it: `partial(0,SUM)` in a dist dict, or what the words show is not)."""
        self.n_keyless = 0
        try:
            return self.n_keyless if self.dict(0, True) == len(self.s) - 1 else -1
        except IndexError:
            return -1

    def dict(self, i: int, top: bool = False) -> int:
        """`top`: the attribute dict itself, whose items all have a plain key (no `(i)`, no
        `partial(...)`: those are dist dicts')."""
        s = self.s
        if s[i] != "{":
            return -(10**9)
        i += 1
        if s[i] == "}":
            return i + 1
        if s[i] in "[<":  # a vector operand's dist attrs "{[...]}", or "{<#AttrNull>}"
            if top:
                return -(10**9)
            i = self.array(i) if s[i] == "[" else self.group(i, "<", ">")
            return i + 1 if s[i] == "}" else -(10**9)
        while True:
            if s[i] == "(":
                if top:
                    return -(10**9)
                i = self.group(i, "(", ")")
                if s[i] != ":":  # partial(0,SUM)
                    self.n_keyless += 1
                else:
                    i = self.value(i + 1)
            elif s[i] == ":":
                i = self.value(i + 1)
            else:
                return -(10**9)
            if s[i] == ",":
                i += 1
            elif s[i] == "}":
                return i + 1
            else:
                return -(10**9)

    def value(self, i: int) -> int:
        s = self.s
        while s[i] == "(":  # (Int32)1, Place(cpu), (pd_op.Place)Place(cpu), (0x7f...)
            i = self.group(i, "(", ")")
            if i < 0:
                return i
        c = s[i]
        if c == "[":
            return self.array(i)
        if c == "{":
            return self.dict(i)
        if c == "<":
            return self.group(i, "<", ">")
        if c == '"':
            return i + 1
        return i

    def array(self, i: int) -> int:
        s = self.s
        i += 1
        if s[i] == "]":
            return i + 1
        while True:
            if s[i] == ":":  # dist attrs of a vector operand: "[mesh_shape:[2],...]"
                i = self.value(i + 1)
            elif s[i] == "(":
                j = self.group(i, "(", ")")
                # "(i):value" (a dist attr item), else a typed value: "(Array)[...]", "(Int32)1"
                i = self.value(j + 1) if s[j] == ":" else self.value(i)
            else:
                i = self.value(i)
            if s[i] == ",":
                i += 1
            elif s[i] == "]":
                return i + 1
            else:
                return -(10**9)

    def group(self, i: int, open_: str, close: str) -> int:
        s = self.s
        depth = 0
        while True:
            c = s[i]
            if c == open_:
                depth += 1
            elif c == close:
                depth -= 1
                if depth == 0:
                    return i + 1
            elif c in '"\0' or (c in "{}[]()<>" and c not in (open_, close) and open_ != "("):
                # (a call's parentheses may hold brackets, as CALL in pir.lark: Place(a[0]))
                if c == "\0" or open_ != "<":
                    return -(10**9)
            i += 1


def _too_deep(line: str, lineno: int, at: int) -> LimitError:
    return LimitError(
        f"attribute values nest deeper than {MAX_NESTING} levels", line=lineno, col=at + 1, source_line=line
    )


def _fail(line: str, lineno: int, reason: str) -> PirError:
    return PirError(reason, line=lineno, col=None, source_line=line)
