"""Op attributes: kept as source text, decoded on first access, re-spelt only when changed.

An op's attribute dict is stored as the raw `{...}` text it was read from. Most ops are never
inspected by a pass, and those that are usually need one or two keys, so decoding is lazy
(`AttrDict.parse`) and a dict that was not modified prints its original text.

New attribute values are spelt in the era of the dump they go into (`Era`): `op_role:2` in a
Paddle 3.x dump, `op_role:(Int32)2` in a 2024 one; `pirtool.text.assembly` tells which era
a dump is.

This module holds the values (`Attr`, `Word`, `Place`, `Opaque`, `Era`) and their spelling;
`decode` reads attribute text, `dict` holds `AttrDict`. Part of the model: imports the base
(`lexical`, `caches`) only, never `pirtool.text`.
"""

from __future__ import annotations

import builtins  # annotations after the `float` / `str` constructors of Attr name the types
import math
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from ..caches import register


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
    def double(v: builtins.float) -> Attr:
        return _scalar("double", float(v), repr(float(v)))

    @staticmethod
    def str(v: str) -> Attr:
        return _scalar("str", v)

    @staticmethod
    def dtype(name: builtins.str) -> Attr:
        return _scalar("dtype", Word(name))

    @staticmethod
    def place(device: builtins.str) -> Attr:
        return _scalar("place", Place(device))

    @staticmethod
    def int_array(v: list[int]) -> Attr:
        return Attr("int_array", [int(x) for x in v])

    @staticmethod
    def array(items: list[Attr]) -> Attr:
        return Attr("array", list(items))

    @staticmethod
    def opaque(text: builtins.str) -> Attr:
        return Attr("opaque", Opaque(text), text)

    # -- spelling -------------------------------------------------------------------------------
    def text(self, era: Era = Era.E3) -> builtins.str:
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
