"""Attribute dicts checked as the fast reader reads them: lexically, without decoding a value.

The scanner (`scanner.py`) keeps an op's attribute dict as text; this says whether that text is
one pir.lark's `attr_dict` accepts (the tests check both readers agree, and the fuzz harness
asks them on every input): closed strings, keys and values made of the right tokens, separators
where the grammar has them, brackets nesting right. Texts that differ only in their strings are
checked once, and dicts of one shape (their *skeleton*) once.
"""

from __future__ import annotations

import re

from ..caches import DICT_BOUND, bounded_put, register
from ..lexical import MAX_NESTING, STRING_RE

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


def attrs_ok(attrs: str) -> bool:
    """Check an attribute dict: closed strings, allowed characters, well-formed nesting."""
    t = STRING_RE.sub('"', attrs) if '"' in attrs else attrs
    ok = _stripped.get(t)
    if ok is None:
        ok = bounded_put(_stripped, t, _stripped_ok(t))
    return ok


def _stripped_ok(t: str) -> bool:
    """`attrs_ok` of a dict whose strings are each one '"'."""
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
    at = parens = angles = braces = 0  # (depths counted on from one suspect to the next: linear)
    for m in _SUSPECT.finditer(b):  # (rare: only what is neither a number nor a word stops here)
        seg = b[at : m.start()]
        at = m.start()
        parens += seg.count(b"(") - seg.count(b")")
        angles += seg.count(b"<") - seg.count(b">")
        braces += seg.count(b"{") - seg.count(b"}")
        if parens == angles == 0 and (m.lastgroup != "dotted" or braces > 1):  # (nested dicts' keys: no dot)
            return False
    if b", " in b and not _spaced_ok(b):
        return False
    sk = b.translate(None, _WORDISH)
    keyless = _skeletons.get(sk)
    if keyless is None:
        if len(_skeletons) >= DICT_BOUND:
            _skeletons.clear()
        skeleton = sk.decode("utf-8", "replace")
        if _depth(skeleton) > MAX_NESTING:
            raise TooDeep
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
# What starts a token (a run of what words and numbers are made of) that pir.lark would not take
# there: a token that is neither a number nor a word (`2x`, `1e`, `2.5.3`, `-foo`, `b=c`), a key
# that is no word (`{1:2}`), or a dotted key (only the attribute dict's own keys may hold a dot).
# Inside `(...)` or `<...>` anything goes. (One pattern: the text is scanned once.)
_T = rb"[\w.+\-|=#]"
_SUSPECT = re.compile(
    rb"(?<!" + _T + rb")(?:"
    rb"(?P<token>(?!(?:-?(?:\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|inf|nan)|[A-Za-z_][\w.]*)(?!" + _T + rb"))" + _T + rb")"
    rb"|(?P<key>(?![A-Za-z_][\w.]*:)" + _T + rb"+:)"
    rb"|(?P<dotted>[A-Za-z_]\w*\.[\w.]*:))"
)


#: What `_spaced_ok` replaces: calls, `<...>` values, arrays of calls; innermost dicts; and finds:
#: an array (not a `{[...]}` dist dict) with ", " between items that are no dicts.
_CALLS = re.compile(rb"[A-Za-z_]\w*\([^()\"\r\n]*\)")
_ANGLES = re.compile(rb"<[^<>\"\r\n]*>")
_CALL_LIST = re.compile(rb"\[c(?:, c)+\]")
_INNER_DICT = re.compile(rb"\{[^{}]*\}")
_SPACED_ARRAY = re.compile(rb"(?<!\{)\[[^\[\]{}]*, ")


def _spaced_ok(b: bytes) -> bool:
    """Every ", " of `b` is where pir.lark has one: between a dist dict's items (any dict inside
    the attribute dict, or `{[...]}`), between the calls of a placements array, or inside a call
    or `<...>`. (Calls, angles and placements arrays are replaced by a letter first; then dicts,
    innermost first, until the attribute dict's own items are left: a few C-level passes.)"""
    t = _ANGLES.sub(b"a", _CALLS.sub(b"c", b))
    t = _CALL_LIST.sub(b"p", t)[1:-1]
    while True:
        if _SPACED_ARRAY.search(t):
            return False  # (an array of anything but calls is joined by ",")
        t, n = _INNER_DICT.subn(b"d", t)
        if not n:
            return b", " not in t  # (the attribute dict's own items are joined by ",")


def _partial_items(b: bytes) -> int:
    """How many `partial(0,SUM)` items (after `{`, `[`, `,` or `, `; before `,`, `}` or `]`) `b` holds."""
    return sum(
        1
        for m in _PARTIAL.finditer(b)
        if b[m.start() - 1 : m.start()] in b"{, [" and b[m.end() : m.end() + 1] in b",}]"
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


class TooDeep(Exception):
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
        if s[i] in "[<":  # a vector operand's dist attrs "{[...]}" (a dist dict's items), or "{<#AttrNull>}"
            if top:
                return -(10**9)
            if s[i] == "[":
                i = i + 2 if s[i + 1] == "]" else self.items(i + 1, "]", False)
            else:
                i = self.group(i, "<", ">")
            return i + 1 if i >= 0 and s[i] == "}" else -(10**9)
        return self.items(i, "}", top)

    def items(self, i: int, close: str, top: bool) -> int:
        """A dict's items from `i` to its `close` (returns the position after it)."""
        s = self.s
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
            elif s[i] == close:
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
