"""Op lines shortened for a human reader: long attribute values elided with their length.

Like mlir-opt's `--mlir-elide-elementsattrs-if-larger`: `op_dist_attr:{…5 keys}`,
`shape:[…64 items]`. An attribute value is elided when its key is one of `ELIDED_KEYS`, or it
has more than `max_items` top-level items, or its text is longer than `max_chars`; shorter
values inside an elided one are not shown, shorter values elsewhere are kept as they are.
Strings are never split; the operands, the types and the op name are never touched.

Only for display: the result is not a program (`fmt` prints programs, never this).
Imports nothing of pirtool.
"""

from __future__ import annotations

import re

#: Attributes that are elided whatever their size: Paddle's per-operand dist placement blob.
ELIDED_KEYS = frozenset({"op_dist_attr"})
MAX_ITEMS = 8
MAX_CHARS = 120

# `key:` then an optional `(pd_op.Type)` prefix (Paddle's 2024 era), then `{` or `[`
_KEY = re.compile(r"(\w+):(\([\w.]+\))?([\[{])")
_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = frozenset(")]}")


def _string_end(s: str, i: int) -> int:
    """Index after the string literal starting at s[i] == '"' (backslash escapes)."""
    j = i + 1
    n = len(s)
    while j < n:
        c = s[j]
        if c == "\\":
            j += 2
            continue
        if c == '"':
            return j + 1
        j += 1
    return n


def _bracket(s: str, i: int) -> tuple[int, int]:
    """(index of the bracket closing s[i], or -1 when the line ends first; the number of
    top-level comma-separated items between them), in one scan of the value."""
    depth = 0
    commas = 0
    filled = False  # anything but blanks between the brackets
    j = i
    n = len(s)
    while j < n:
        c = s[j]
        if c == '"':
            j = _string_end(s, j)
            filled = True
            continue
        if c in _OPEN:
            filled = filled or depth > 0
            depth += 1
        elif c in _CLOSE:
            depth -= 1
            if depth == 0:
                return j, (commas + 1 if filled else 0)
        elif not c.isspace():
            filled = True
            if c == "," and depth == 1:
                commas += 1
        j += 1
    return -1, 0


def elide(line: str, keys: frozenset[str] = ELIDED_KEYS, max_items: int = MAX_ITEMS, max_chars: int = MAX_CHARS) -> str:
    """`line` with long attribute values replaced by `{…N keys}` / `[…N items]`."""
    if ":" not in line:
        return line
    out: list[str] = []
    i = 0
    n = len(line)
    while i < n:
        c = line[i]
        if c == '"':
            j = _string_end(line, i)
            out.append(line[i:j])
            i = j
            continue
        if (c.isalnum() or c == "_") and (i == 0 or not (line[i - 1].isalnum() or line[i - 1] in "_.")):
            m = _KEY.match(line, i)
            if m is not None:
                at = m.end() - 1
                close, count = _bracket(line, at)
                if close > 0:
                    if m.group(1) in keys or count > max_items or close - at - 1 > max_chars:
                        what = ("key" if line[at] == "{" else "item") + ("" if count == 1 else "s")
                        out.append(f"{line[i : at + 1]}…{count} {what}{line[close]}")
                        i = close + 1
                        continue
                out.append(line[i:at])  # the key (and type prefix); its value is scanned on
                i = at
                continue
        out.append(c)
        i += 1
    return "".join(out)
