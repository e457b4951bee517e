"""Printed op signatures (` : (A, B) -> C {`) decoded into interned `Signature`s, and the nesting
depth of a type list (a located limit, not a crash, for absurdly deep `vec[...]`s).

Imports the model (`syntax`, `types`), the base (`caches`, `lexical`).
"""

from __future__ import annotations

import re
from itertools import accumulate

from ..caches import DICT_BOUND, register
from ..lexical import MAX_NESTING
from ..syntax import Signature
from ..types import Type, is_valid_type, shallow_types, split_types

# `sp` is the space after "->"; early-2024 printers end a zero-result yield in "->  " (two).
_SIG = re.compile(r"(?: : \((?P<ot>.*)\))?(?P<arrow> ->)(?P<sp>  \Z| ?)(?P<rt>.*?)(?P<open> ?\{ ?)?")
_sigs: dict[str, Signature] = register(__name__, "_sigs", "decoded signatures of parsed ops, by text", {})


def signature(text: str) -> Signature:
    """Decode a printed signature tail (cached by text). Raises ValueError if malformed."""
    s = _sigs.get(text)
    if s is None:
        parts = sig_parts(text)
        if parts is None:
            raise ValueError("expected ' -> ' and the result types")
        ot, sp, rt, opener = parts
        if rt and not sp:
            raise ValueError("expected a space after '->'")
        if len(_sigs) >= DICT_BOUND:
            _sigs.clear()
        s = _sigs[text] = Signature(
            text, types_of(ot) if ot is not None else (), types_of(rt), opener, ot is not None, sp
        )
    return s


def sig_parts(text: str) -> tuple[str | None, str, str, str] | None:
    """(operand types or None, the space after "->", result types, the region opener or "")
    as `_SIG` reads `text` (None where it does not match), by a few searches: the regex's lazy
    result group tries the opener and the end at each of its characters, a 200 KB clip
    signature's worth (a line break, which `.` does not cross, is left to the regex)."""
    if "\n" in text:
        m = _SIG.fullmatch(text)
        return None if m is None else (m.group("ot"), m.group("sp"), m.group("rt"), m.group("open") or "")
    if text.startswith(" : ("):
        k = text.rfind(") ->")  # (`.*` is greedy: the last one)
        if k < 0:
            return None
        ot: str | None = text[4:k]
        at = k + 4
    elif text.startswith(" ->"):
        ot, at = None, 3
    else:
        return None
    rest = text[at:]
    if rest == "  ":
        return ot, "  ", "", ""
    sp = " " if rest[:1] == " " else ""
    rt = rest[len(sp) :]
    for opener in (" { ", " {", "{ ", "{"):  # (the lazy group leaves the longest opener)
        if rt.endswith(opener):
            return ot, sp, rt[: len(rt) - len(opener)], opener
    return ot, sp, rt, ""


def types_of(text: str) -> tuple[Type, ...]:
    if not text:
        return ()
    out = []
    types = shallow_types(text)  # (nesting 3 deep at most)
    if types is None:
        if text.count("[") > MAX_NESTING and depth(text) > MAX_NESTING:
            raise ValueError(f"types nest deeper than {MAX_NESTING} levels")
        types = split_types(text)
    interned = Type._interned  # (a text interned is a type: `Type.get` checked it, so it is not checked again)
    for t in types:
        ty = interned.get(t)
        if ty is None:
            if not is_valid_type(t):
                e = ValueError(f"bad type '{t}'")
                e.text = t  # type: ignore[attr-defined]
                raise e
            ty = Type.get(t)
        out.append(ty)
    return tuple(out)


#: Everything but the brackets `depth` counts, and what each bracket adds to the depth.
_NOT_BRACKETS = re.compile(r"[^\[\]<>]+")
_STEP = {"[": 1, "<": 1, "]": -1, ">": -1}


def depth(text: str) -> int:
    """How deep `[` and `<` nest in `text` (0 if they never open): the brackets taken out by one
    regex pass and their running sum taken in C, so a long line costs its length once."""
    brackets = _NOT_BRACKETS.sub("", text)
    return max(0, max(accumulate(map(_STEP.__getitem__, brackets)), default=0))
