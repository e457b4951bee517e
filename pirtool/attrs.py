"""Op attributes: kept as source text, decoded on first access, re-spelt only when changed.

An op's attribute dict is stored as the raw `{...}` text it was read from. Most ops are never
inspected by a pass, and those that are usually need one or two keys, so decoding is lazy
(`AttrDict.parse`) and a dict that was not modified prints its original text.

New attribute values are spelt in the era of the dump they go into (`Era`): `op_role:2` in a
Paddle 3.x dump, `op_role:(Int32)2` in a 2024 one; `pirtool.text.assembly` tells which era
a dump is.

Part of the model: imports `lexical` only (never `pirtool.text`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from .caches import DICT_BOUND, register
from .lexical import STRING_RE, string_end


class Era(Enum):
    """Printer generation a dump comes from (docs/format.md §0)."""

    E1 = "2023"  # pd_op.tensor<>, (Int32)1, (Array)[...]
    E2 = "2024"  # builtin.tensor<>, (Int32)1, (pd_op.DataType)float32
    E3 = "3.x"  # tensor<>, bare scalars

    @property
    def typed(self) -> bool:
        return self is not Era.E3

    @property
    def tensor_prefix(self) -> str:
        return _TENSOR_PREFIX[self]


_TENSOR_PREFIX = {Era.E1: "pd_op.", Era.E2: "builtin.", Era.E3: ""}


# --------------------------------------------------------------------------------------------
# Values


@dataclass(frozen=True, slots=True)
class Word:
    """A bare identifier value: a DataType (`float32`), a layout (`NCHW`), `Undefined`..."""

    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class Place:
    """`Place(cpu)`, `Place(undefined:0)`, `Place(gpu:0)`."""

    device: str

    def __str__(self) -> str:
        return f"Place({self.device})"


@dataclass(frozen=True, slots=True)
class Opaque:
    """A value pirtool does not interpret (dist attributes, kernel keys, pointers); kept as text."""

    text: str

    def __str__(self) -> str:
        return self.text


class Attr:
    """One attribute value: `kind`, Python `value`, and the source text it was read from.

    kinds: bool, int32, int64, float, double, str, array, dtype, place, int_array, layout, word,
    opaque. Values read from 3.x dumps cannot tell int32 from int64 or float from double (both
    print bare); they decode as int32 / double.
    """

    __slots__ = ("kind", "value", "raw", "_spelt")

    def __init__(self, kind: str, value: Any, raw: str | None = None) -> None:
        self.kind = kind
        self.value = value
        self.raw = raw
        self._spelt: tuple[Era, str] | None = None  # (era, text) of the last spelling

    def __repr__(self) -> str:
        return f"Attr({self.kind}, {self.value!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Attr) and self.kind == other.kind and self.value == other.value

    def __hash__(self) -> int:
        return hash((self.kind, repr(self.value)))

    # -- constructors for new values (scalars are shared: Attr values are immutable) ----------
    @staticmethod
    def bool(v: bool) -> Attr:
        return _scalar("bool", bool(v))

    @staticmethod
    def int32(v: int) -> Attr:
        return _scalar("int32", int(v))

    @staticmethod
    def int64(v: int) -> Attr:
        return _scalar("int64", int(v))

    @staticmethod
    def float(v: float) -> Attr:
        return _scalar("float", float(v), repr(float(v)))

    @staticmethod
    def double(v: float) -> Attr:
        return _scalar("double", float(v), repr(float(v)))

    @staticmethod
    def str(v: str) -> Attr:
        return _scalar("str", v)

    @staticmethod
    def dtype(name: str) -> Attr:
        return _scalar("dtype", Word(name))

    @staticmethod
    def place(device: str) -> Attr:
        return _scalar("place", Place(device))

    @staticmethod
    def int_array(v: list[int]) -> Attr:
        return Attr("int_array", [int(x) for x in v])

    @staticmethod
    def array(items: list[Attr]) -> Attr:
        return Attr("array", list(items))

    @staticmethod
    def opaque(text: str) -> Attr:
        return Attr("opaque", Opaque(text), text)

    # -- spelling -------------------------------------------------------------------------------
    def text(self, era: Era = Era.E3) -> str:
        """Source text if read from a dump, else the spelling Paddle uses in `era`."""
        if self.raw is not None:
            return self.raw
        sp = self._spelt
        if sp is None or sp[0] is not era:
            sp = self._spelt = (era, spell(self.kind, self.value, era))
        return sp[1]

    def py(self) -> Any:
        """Plain Python value: arrays become lists of plain values, words and places strings."""
        if self.kind == "array":
            return [a.py() for a in self.value]
        if isinstance(self.value, (Word, Place, Opaque)):
            return str(self.value)
        return self.value


@lru_cache(maxsize=1024)
def _scalar(kind: str, value: Any, key: str = "") -> Attr:
    """One shared Attr per scalar; `key` tells floats that compare equal apart (0.0 and -0.0)."""
    return Attr(kind, value)


register(__name__, "_scalar", "shared scalar attribute values", _scalar)


def format_float(x: float) -> str:
    """C++ `ostream << double` with default precision 6 (what Paddle prints): 1e-08, 1.23457e+08."""
    if math.isnan(x):
        return "-nan" if math.copysign(1.0, x) < 0 else "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return f"{x:g}"


def spell(kind: str, value: Any, era: Era) -> str:
    typed = era.typed
    if kind == "bool":
        return "true" if value else "false"
    if kind in ("int32", "int64"):
        return f"({'Int32' if kind == 'int32' else 'Int64'}){value}" if typed else str(value)
    if kind in ("float", "double"):
        return f"({'Float' if kind == 'float' else 'Double'}){format_float(value)}" if typed else format_float(value)
    if kind == "str":
        return '"' + value.replace('"', '\\"') + '"'
    if kind == "array":
        body = "[" + ",".join(a.text(era) for a in value) + "]"
        return "(Array)" + body if era is Era.E1 else body
    if kind == "int_array":
        body = "[" + ",".join(str(v) for v in value) + "]"
        return "(pd_op.IntArray)" + body if typed else body
    if kind == "dtype":
        return f"(pd_op.DataType){value}" if typed else str(value)
    if kind == "place":
        return f"(pd_op.Place){value}" if typed else str(value)
    if kind == "layout":
        return f"(pd_op.DataLayout){value}" if typed else str(value)
    if kind in ("word", "opaque"):
        return str(value)
    raise ValueError(f"cannot spell attribute kind {kind}")


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


_SHORT_VALUES: dict[str, Attr] = register(__name__, "_SHORT_VALUES", "decoded short attribute values, by text", {})


def decode_value(raw: str) -> Attr:
    """Decode one attribute value's text (never fails: unknown forms become `opaque`).

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
    if r == "true" or r == "false":
        return Attr("bool", r == "true", raw)
    if _INT.fullmatch(r):
        return Attr("int32", int(r), raw)
    if _FLOAT.fullmatch(r):
        return Attr("double", float(r), raw)
    if r.startswith('"') and r.endswith('"') and len(r) >= 2:
        return Attr("str", r[1:-1].replace('\\"', '"'), raw)
    if r.startswith("[") and r.endswith("]"):
        inner = r[1:-1]
        items = [decode_value(x) for x in split_top(inner)] if inner else []
        return Attr("array", items, raw)
    if r.startswith("(Array)["):
        inner = decode_value(r[7:])
        return Attr("array", inner.value, raw)
    m = _TYPED.match(r)
    if m and m.group(1) in _TYPED_KIND:
        kind = _TYPED_KIND[m.group(1)]
        inner = decode_value(r[m.end():])
        v = inner.value
        if kind in ("int32", "int64"):
            v = int(v)
        elif kind in ("float", "double"):
            v = float(v)
        elif kind == "int_array":
            v = [a.value for a in v]
        return Attr(kind, v, raw)
    if r.startswith("Place(") and r.endswith(")"):
        return Attr("place", Place(r[6:-1]), raw)
    if re.fullmatch(r"[A-Za-z_][\w.]*", r):
        return Attr("dtype" if r in _DTYPE_WORDS else "word", Word(r), raw)
    return Attr("opaque", Opaque(r), raw)


# --------------------------------------------------------------------------------------------
# The dict


def _at_top_level(raw: str, k: int) -> bool:
    """Is position `k` of a `{...}` attribute text inside the outer braces only? The text on
    either side must nest to depth 1; the shorter side is checked."""
    if k == 1:
        return True
    if k * 2 < len(raw):
        side, want = raw[:k], 1
    else:
        side, want = raw[k:], -1
    if '"' in side:
        side = STRING_RE.sub('""', side)
    return (
        side.count("{") - side.count("}") == want
        and ("[" not in side and "]" not in side or side.count("[") == side.count("]"))
        and ("(" not in side and ")" not in side or side.count("(") == side.count(")"))
        and ("<" not in side and ">" not in side or side.count("<") == side.count(">"))
    )


def _value_end(raw: str, start: int) -> int:
    """End of the top-level attribute value starting at `start` (-1 if it cannot be told)."""
    first = raw[start : start + 1]
    if first not in '{[(<"':  # a plain scalar: up to the next ',' or '}'
        c = raw.find(",", start)
        b = raw.find("}", start)
        end = b if c < 0 or 0 <= b < c else c
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


_UNKNOWN = object()
_MISS = object()


class AttrDict:
    """An op's attributes in print order. Reads from the source text lazily.

    Paddle prints keys sorted by byte order; a dict read with sorted keys keeps new keys sorted,
    one read unsorted (hand-edited dumps) keeps its order and appends.

    The decoded items are never changed in place (an edit builds a new dict), so `copy()` shares
    them and the text rendered from them: a pass that stamps out many ops with equal attributes
    decodes and spells them once.
    """

    __slots__ = ("_raw", "_items", "_sorted", "era", "_peeked", "_spelt")

    def __init__(self, raw: str | None = None, era: Era = Era.E3, items: dict[str, Attr] | None = None) -> None:
        self._raw = raw  # source text while unmodified
        self._items: dict[str, Attr] | None = items
        self._sorted = True
        self.era = era
        self._peeked: dict[str, object] | None = None
        self._spelt: tuple[Era, str] | None = None  # (era, text) rendered from _items
        if raw is None and items is None:
            self._items = {}

    @classmethod
    def of(cls, era: Era = Era.E3, **items: Attr) -> AttrDict:
        return cls(None, era, dict(sorted(items.items())))

    def _load(self) -> dict[str, Attr]:
        if self._items is None:
            raw = self._raw
            assert raw is not None
            inner = raw[1:-1]
            items: dict[str, Attr] = {}
            if inner:
                for part in split_top(inner):
                    k, _, v = part.partition(":")
                    items[k] = decode_value(v)
            keys = list(items)
            self._sorted = keys == sorted(keys)
            self._items = items
        return self._items

    # -- mapping API ------------------------------------------------------------------------------
    def __getitem__(self, key: str) -> Attr:
        a = self.get(key)
        if a is None:
            raise KeyError(key)
        return a

    def get(self, key: str, default: Any = None) -> Any:
        if self._items is None:
            peeked = self._peeked
            if peeked is None:
                peeked = self._peeked = {}
            a = peeked.get(key, _MISS)
            if a is _MISS:
                a = peeked[key] = self._peek(key)
            if a is not _UNKNOWN:
                return default if a is None else a
        return self._load().get(key, default)

    def _peek(self, key: str) -> Attr | None | object:
        """Read one key from the raw text without decoding the dict (passes ask every op for
        `op_role`; decoding each op_dist_attr for that would dominate a pass's run time).

        Returns the Attr, None if the key is absent, or _UNKNOWN when only a full decode can tell.
        """
        raw = self._raw
        assert raw is not None
        needle = key + ":"
        k = raw.find(needle)
        while k > 1 and not (raw[k - 1] in "{," and _at_top_level(raw, k)):
            k = raw.find(needle, k + 1)
        if k < 0:
            return None if '"' not in raw or key not in raw else _UNKNOWN
        start = k + len(needle)
        if raw[start] not in '{[(<"':  # a plain scalar (most peeks): `_value_end`'s first rule, inlined on this hot path
            end = raw.find(",", start)
            if end < 0:
                end = len(raw) - 1
            value = raw[start:end]
            if "}" not in value and "(" not in value:
                return decode_value(value)
        end = _value_end(raw, start)
        return _UNKNOWN if end < 0 else decode_value(raw[start:end])

    def value(self, key: str, default: Any = None) -> Any:
        """The plain Python value of `key` (see `Attr.py`), or `default`."""
        a = self.get(key)
        return default if a is None else a.py()

    def __contains__(self, key: object) -> bool:
        if self._items is None and isinstance(key, str):
            a = self.get(key, _MISS)
            return a is not _MISS
        return key in self._load()

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())

    def items(self) -> Iterator[tuple[str, Attr]]:
        return iter(self._load().items())

    def keys(self) -> list[str]:
        return list(self._load())

    def __setitem__(self, key: str, value: Attr) -> None:
        items = dict(self._load())  # copy on write: _items may be shared with copies
        new_key = key not in items
        items[key] = value
        self._items = dict(sorted(items.items())) if new_key and self._sorted else items
        self._raw = None
        self._spelt = None

    def __delitem__(self, key: str) -> None:
        items = dict(self._load())
        del items[key]
        self._items = items
        self._raw = None
        self._spelt = None

    def copy(self) -> AttrDict:
        """An independent dict with the same attributes (sharing the decoded items until either is edited)."""
        d = AttrDict(self._raw, self.era, self._items)
        d._sorted = self._sorted
        d._spelt = self._spelt
        return d

    @property
    def modified(self) -> bool:
        return self._raw is None

    def text(self) -> str:
        """`{key:value,...}` — the source text if unmodified."""
        if self._raw is not None:
            return self._raw
        era = self.era
        sp = self._spelt
        if sp is None or sp[0] is not era:
            sp = self._spelt = (era, "{" + ",".join([f"{k}:{v.text(era)}" for k, v in self._load().items()]) + "}")
        return sp[1]

    def __repr__(self) -> str:
        return f"AttrDict({self.text()})"
