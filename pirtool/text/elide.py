"""Op lines shortened for a human reader: long attribute values elided with their length.

Like mlir-opt's `--mlir-elide-elementsattrs-if-larger`: `op_dist_attr:{…5 keys}`,
`shape:[…64 items]`. An attribute value is elided when its key is one of `ELIDED_KEYS`, or it
has more than `max_items` top-level items, or its text is longer than `max_chars`; shorter
values inside an elided one are not shown, shorter values elsewhere are kept as they are.
Strings are never split; the operands, the types and the op name are never touched.

Only for display: the result is not a program (`fmt` prints programs, never this).
Imports the base (`caches`).
"""

from __future__ import annotations

import re

from ..caches import DICT_BOUND, register

#: Attributes that are elided whatever their size: Paddle's per-operand dist placement blob.
ELIDED_KEYS = frozenset({"op_dist_attr"})
MAX_ITEMS = 8
MAX_CHARS = 120

# `key:` then an optional `(pd_op.Type)` prefix (Paddle's 2024 era), then `{` or `[`
_KEY = r"(?P<key>\w+):(?:\([\w.]+\))?[\[{]"
# A string literal, as far as it goes: a backslash takes the next character with it, and one
# left open runs to the end of the line.
_STRING = r'"(?:[^"\\]|\\[\s\S]?)*"?'
#: What the scan stops at: a string (copied as it is) or a key at the start of a word (not after
#: a word character or a dot) whose value opens a bracket.
_NEXT = re.compile(rf"(?P<s>{_STRING})|(?<![\w.]){_KEY}")
#: Inside a value: strings (skipped), brackets (any kind opens or closes a level) and commas.
_TOKEN = re.compile(rf"{_STRING}|[\[\](){{}}]|,")
_NONBLANK = re.compile(r"\S")
_OPENING = frozenset("([{")
_CLOSING = frozenset(")]}")

#: Lines from their first key on, elided (a dump repeats them: one per layer, the value names
#: before them differ), for the default rules only.
_tails: dict[str, str] = register(__name__, "_tails", "elided op lines from their first key on", {})


def _bracket(s: str, i: int) -> tuple[int, int]:
    """(index of the bracket closing s[i], or -1 when the line ends first; the number of
    top-level comma-separated items between them), in one pass over the value's strings,
    brackets and commas."""
    depth = 0
    commas = 0
    for m in _TOKEN.finditer(s, i):
        c = s[m.start()]
        if c == '"':
            continue
        if c in _OPENING:
            depth += 1
        elif c in _CLOSING:
            depth -= 1
            if depth == 0:
                close = m.start()
                filled = _NONBLANK.search(s, i + 1, close) is not None  # anything but blanks inside
                return close, (commas + 1 if filled else 0)
        elif depth == 1:
            commas += 1
    return -1, 0


#: A key's colon and what opens its value (searched for by its literal ':'), a string, a
#: character a key may not follow.
_COLON = re.compile(r":(?:\([\w.]+\))?[\[{]")
_STRING_AT = re.compile(_STRING)
_BEFORE_KEY = re.compile(r"[\w.]")


def first_key(line: str) -> int:
    """Where the first key whose value opens a bracket starts in `line`, outside strings (-1 if
    none): where `_NEXT`'s first match that is not a string starts. By the key's colon, which
    `re` finds by its literal (`_NEXT` has no fixed first character: the search tried both
    alternatives at every position of the operand list before it); a key is the word before
    it, not after a word character or a dot."""
    pos = 0
    c = _COLON.search(line)
    while c is not None:
        k = c.start()
        q = line.find('"', pos, k)
        if q >= 0:  # a string starts first (a key's word holds no quote): skipped
            pos = _STRING_AT.match(line, q).end()  # type: ignore[union-attr]
            if k < pos:
                c = _COLON.search(line, pos)
            continue
        p = k
        while p > pos and (line[p - 1].isalnum() or line[p - 1] == "_"):  # (what \w is)
            p -= 1
        if p < k and (p == 0 or not _BEFORE_KEY.match(line, p - 1)):
            return p
        pos = k
        c = _COLON.search(line, k + 1)
    return -1


def elide(line: str, keys: frozenset[str] = ELIDED_KEYS, max_items: int = MAX_ITEMS, max_chars: int = MAX_CHARS) -> str:
    """`line` with long attribute values replaced by `{…N keys}` / `[…N items]`.

    Nothing changes before the first key whose value opens a bracket, and what is elided after
    it depends on the rest of the line alone: that rest is elided once per distinct text."""
    if ":" not in line:
        return line
    k = first_key(line)
    if k < 0:
        return line
    if (keys, max_items, max_chars) != (ELIDED_KEYS, MAX_ITEMS, MAX_CHARS):
        return line[:k] + _elided(line[k:], keys, max_items, max_chars)
    rest = line[k:]
    done = _tails.get(rest)
    if done is None:
        if len(_tails) >= DICT_BOUND:
            _tails.clear()
        done = _tails[rest] = _elided(rest, keys, max_items, max_chars)
    return line[:k] + done


def _elided(line: str, keys: frozenset[str], max_items: int, max_chars: int) -> str:
    out: list[str] = []
    i = 0
    n = len(line)
    while i < n:
        m = _NEXT.search(line, i)
        if m is None:
            break
        if m.group("s") is not None:  # a string: as it is
            continue_at = m.end()
            out.append(line[i:continue_at])
            i = continue_at
            continue
        at = m.end() - 1
        close, count = _bracket(line, at)
        if close > 0 and (m.group("key") in keys or count > max_items or close - at - 1 > max_chars):
            what = ("key" if line[at] == "{" else "item") + ("" if count == 1 else "s")
            out.append(f"{line[i : at + 1]}…{count} {what}{line[close]}")
            i = close + 1
            continue
        out.append(line[i:at])  # up to the key's bracket; its value is scanned on
        i = at
    out.append(line[i:])
    return "".join(out)
