"""Reading attribute text: values decoded on demand (`decode_value`), top-level splitting, and the
cheap peeks `AttrDict` uses to find one key's value without decoding the rest.

May import the base (`lexical`, `caches`) and `.values`.
"""

from __future__ import annotations

import re

from ..caches import DICT_BOUND, register
from ..lexical import STRING_RE, string_end
from .values import Attr, Opaque, Place, Word

# --------------------------------------------------------------------------------------------
# Decoding

_INT = re.compile(r"-?\d+")
_FLOAT = re.compile(r"-?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|inf|nan)")
_TYPED = re.compile(r"\(([A-Za-z_][\w.]*)\)")
_SPECIAL = re.compile(r'[{}\[\]()<>",]')
_DTYPE_WORDS = frozenset(
    "float32 float64 float16 bfloat16 int8 int16 int32 int64 uint8 uint16 uint32 uint64 bool "
    "complex64 complex128 float8_e4m3fn float8_e5m2 Undefined pstring".split()
)
_TYPED_KIND = {
    "Int32": "int32",
    "Int64": "int64",
    "Float": "float",
    "Double": "double",
    "Index": "int64",
    "pd_op.DataType": "dtype",
    "pd_op.Place": "place",
    "pd_op.IntArray": "int_array",
    "pd_op.DataLayout": "layout",
}


def split_top(text: str) -> list[str]:
    """Split at "," outside brackets, braces, parens, angles and strings."""
    out: list[str] = []
    depth = 0
    start = 0
    i = 0
    n = len(text)
    search = _SPECIAL.search
    while True:
        m = search(text, i)
        if m is None:
            break
        c = m.group()
        j = m.start()
        if c == '"':
            j = string_end(text, j)
        elif c == ",":
            if depth == 0:
                out.append(text[start:j])
                start = j + 1
        elif c in "{[(<":
            depth += 1
        else:
            depth -= 1
        i = j + 1
        if i >= n:
            break
    out.append(text[start:])
    return out


class AttrValueError(ValueError):
    """An attribute value whose text has the right shape but cannot be what it says (`(Int32)"x"`,
    `(Float)[]`, a 5,000-digit integer). `AttrDict` turns it into a PirError at the attribute."""


#: Python's limit on int(str) (sys.get_int_max_str_digits); longer integers are refused as data.
_MAX_DIGITS = 4300

_SHORT_VALUES: dict[str, Attr] = register(__name__, "_SHORT_VALUES", "decoded short attribute values, by text", {})


def decode_value(raw: str) -> Attr:
    """Decode one attribute value's text. Unknown forms become `opaque`; a typed form whose
    inside is not what its type says (`(Int32)"x"`, `(Float)[]`) raises `AttrValueError`.

    Short values (`1`, `[false]`, `float32`...) repeat on nearly every op: they are decoded once
    and shared (Attr values are immutable).
    """
    if len(raw) <= 32:
        a = _SHORT_VALUES.get(raw)
        if a is None:
            if len(_SHORT_VALUES) >= DICT_BOUND:  # names and such: do not keep every one ever seen
                _SHORT_VALUES.clear()
            a = _SHORT_VALUES[raw] = _decode(raw)
        return a
    return _decode(raw)


def _decode(raw: str) -> Attr:
    r = raw
    if r[:1] == "{":  # a dict value (op_dist_attr, ...): kept as text
        return Attr("opaque", Opaque(r), raw)
    if r[:1] == '"' and r.endswith('"') and len(r) >= 2:  # (names: before the number patterns)
        return Attr("str", r[1:-1].replace('\\"', '"'), raw)
    if r == "true" or r == "false":
        return Attr("bool", r == "true", raw)
    if _INT.fullmatch(r):
        if len(r) > _MAX_DIGITS:
            raise AttrValueError(f"an integer of {len(r.lstrip('-'))} digits is too long")
        return Attr("int32", int(r), raw)
    if _FLOAT.fullmatch(r):
        return Attr("double", float(r), raw)
    if r.startswith("[") and r.endswith("]"):
        inner = r[1:-1]
        items = [decode_value(x) for x in split_top(inner)] if inner else []
        return Attr("array", items, raw)
    if r.startswith("(Array)["):
        listed = decode_value(r[7:])
        if listed.kind != "array":
            raise AttrValueError(f"(Array) needs a [...] list, not {_shown(r[7:])}")
        return Attr("array", listed.value, raw)
    m = _TYPED.match(r)
    if m and m.group(1) in _TYPED_KIND:
        # Prefixes may stack (`(Int32)(Int32)1`, as pir.lark's `typed` rule allows): hundreds of
        # them are read by a loop, then applied innermost first, never by a recursion per prefix.
        chain = []
        while m and m.group(1) in _TYPED_KIND:
            chain.append((m.group(1), m.end()))
            m = _TYPED.match(r, m.end())
        typed = decode_value(r[chain[-1][1] :])
        for prefix, end in reversed(chain):
            typed = _typed(prefix, typed, r, end)
        return Attr(typed.kind, typed.value, raw)
    if r.startswith("Place(") and r.endswith(")"):
        return Attr("place", Place(r[6:-1]), raw)
    if re.fullmatch(r"[A-Za-z_][\w.]*", r):
        return Attr("dtype" if r in _DTYPE_WORDS else "word", Word(r), raw)
    return Attr("opaque", Opaque(r), raw)


def _typed(prefix: str, inner: Attr, r: str, end: int) -> Attr:
    """`(prefix)` applied to the value `inner` decoded from `r[end:]` (that text is its raw only
    in error messages: an Attr in a chain of prefixes is not kept)."""
    kind = _TYPED_KIND[prefix]
    v = inner.value
    ik = inner.kind
    if kind in ("int32", "int64"):  # (a typed value is what its type says: `(Int64)(Int64)1` is an integer)
        if ik != "int32" and ik != "int64":
            raise AttrValueError(f"({prefix}) needs an integer, not {_shown(r[end : end + 41])}")
    elif kind in ("float", "double"):
        if ik not in ("double", "int32", "int64", "float"):
            raise AttrValueError(f"({prefix}) needs a number, not {_shown(r[end : end + 41])}")
        v = float(v)
    elif kind == "int_array" and ik != "int_array":
        if ik != "array" or any(a.kind != "int32" for a in v):
            raise AttrValueError(f"({prefix}) needs a list of integers, not {_shown(r[end : end + 41])}")
        v = [a.value for a in v]
    return Attr(kind, v, "")


def _shown(text: str) -> str:
    """A value's text for a message: quoted, and cut short if long."""
    return repr(text if len(text) <= 40 else text[:37] + "...")


# --------------------------------------------------------------------------------------------
# The dict


def at_top_level(raw: str, k: int) -> bool:
    """Is position `k` of a `{...}` attribute text inside the outer braces only? The text on
    either side must nest to depth 1; the shorter side is checked."""
    if k == 1:
        return True
    if k * 2 < len(raw):
        side, want = raw[:k], 1
    else:
        side, want = raw[k:], -1
    if '"' in side:  # strings are left out; plain ones (no escapes, all closed) by a split
        parts = side.split('"')
        side = STRING_RE.sub('""', side) if len(parts) % 2 == 0 or "\\" in side else "".join(parts[::2])
    return (
        side.count("{") - side.count("}") == want
        and ("[" not in side and "]" not in side or side.count("[") == side.count("]"))
        and ("(" not in side and ")" not in side or side.count("(") == side.count(")"))
        and ("<" not in side and ">" not in side or side.count("<") == side.count(">"))
    )


def value_end(raw: str, start: int) -> int:
    """End of the top-level attribute value starting at `start` (-1 if it cannot be told)."""
    first = raw[start : start + 1]
    if first not in '{[(<"':  # a plain scalar: up to the next ',' or '}'
        comma = raw.find(",", start)
        brace = raw.find("}", start)
        end = brace if comma < 0 or 0 <= brace < comma else comma
        if end >= 0 and "(" not in raw[start:end]:
            return end
    elif first == '"':  # a string: up to its closing quote
        try:
            j = string_end(raw, start) + 1
        except ValueError:
            return -1
        if raw[j : j + 1] in (",", "}"):
            return j
    elif first in "[{":  # a bracketed value without strings: the first balanced close
        close = "]" if first == "[" else "}"
        depth = 0  # opens minus closes seen so far; each stretch of text is counted once
        i = start
        j = raw.find(close, i)
        while j >= 0:
            depth += raw.count(first, i, j) - 1
            if depth == 0:
                if '"' not in raw[start:j]:
                    return j + 1
                break
            i = j + 1
            j = raw.find(close, i)
    depth = 0
    i = start
    search = _SPECIAL.search
    while True:
        m = search(raw, i)
        if m is None:
            return -1
        c = m.group()
        j = m.start()
        if c == '"':
            try:
                j = string_end(raw, j)
            except ValueError:
                return -1
        elif c in "{[(<":
            depth += 1
        elif c in "}])>":
            if depth == 0:
                return j if c == "}" else -1
            depth -= 1
        elif depth == 0:  # a top-level ","
            return j
        i = j + 1
