"""Types as printed in a dump, interned by their text.

A dump repeats a few hundred distinct type strings thousands of times, so a `Type` is made
once per distinct text (`Type.get`) and decoded on first access. The source spelling is the
identity of a type: printing never re-spells a type that was read.
"""

from __future__ import annotations

import re
from typing import ClassVar, cast

from .caches import register

# Builtin element types, in the spelling of pir::IrPrinter. Keys are the printed names.
DTYPES: dict[str, str] = {
    "bf16": "bfloat16",
    "f16": "float16",
    "f32": "float32",
    "f64": "float64",
    "b": "bool",
    "i8": "int8",
    "u8": "uint8",
    "i16": "int16",
    "u16": "uint16",
    "i32": "int32",
    "u32": "uint32",
    "i64": "int64",
    "u64": "uint64",
    "index": "index",
    "c64": "complex64",
    "c128": "complex128",
    "f8e4m3fn": "float8_e4m3fn",
    "f8e5m2": "float8_e5m2",
    "undefined": "undefined",
}
# Bytes per element of each element type (sizes of Paddle's phi::DataType).
DTYPE_BYTES: dict[str, int] = {
    "bf16": 2,
    "f16": 2,
    "f32": 4,
    "f64": 8,
    "b": 1,
    "i8": 1,
    "u8": 1,
    "i16": 2,
    "u16": 2,
    "i32": 4,
    "u32": 4,
    "i64": 8,
    "u64": 8,
    "index": 8,
    "c64": 8,
    "c128": 16,
    "f8e4m3fn": 1,
    "f8e5m2": 1,
}
# paddle DataType name (as in `dtype:float32` attributes) -> printed element type.
DTYPE_SHORT: dict[str, str] = {v: k for k, v in DTYPES.items()}
DTYPE_SHORT["uint16"] = "u16"

_DT = "|".join(sorted(DTYPES, key=len, reverse=True))
# A dist item's list, as pir.lark reads it: numbers, words, calls or strings joined by ",", or
# calls joined by ", " (placements); nothing else (a tab, `1 2`, `[1, 2]`) is a value there.
_CALL = r"[A-Za-z_]\w*\([^()\"\r\n]*\)"
_ITEM = rf'(?:-?\d+(?:\.\d*)?|{_CALL}|[A-Za-z_][\w.]*|"[^"\\]*")'
_BRACKET = rf"\[(?:{_ITEM}(?:,{_ITEM})*)?\]|\[{_CALL}(?:, {_CALL})*\]"
# Items of a dist tensor type after the shape: "mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1,0]",
# ", partial(0,SUM)", ", placements:[Shard(dim=1), Replicate()]". Early 2024 dumps omit process_ids
# and placements; unknown keys are data, not errors.
_DIST_ITEM = rf"(?:[A-Za-z_]\w*:(?:{_BRACKET})|partial\(\d+,\w+\))"
_DIST = rf"{_DIST_ITEM}(?:,? ?{_DIST_ITEM})*"
_SHAPE = r"(?:-?\d{1,19}x)*"  # int64 dims (longer ones are not a dim Paddle can print)
_TENSOR = rf"(?P<prefix>(?:[A-Za-z_][\w.]*?)?)(?P<kind>tensor|tensor_array|selectedrows|sparsecootensor|sparsecsrtensor)<(?P<shape>{_SHAPE})(?P<dtype>{_DT})(?:, (?P<dist>{_DIST}))?>"
_SIMPLE = rf"<<NULL TYPE>>|{_TENSOR}|(?:{_DT})|[a-z_]+\.[a-z_]*|[a-z_]+!"
_TYPE_RE = re.compile(rf"(?:{_SIMPLE})")
_VEC_RE = re.compile(r"vec\[(.*)\]")


#: What the text of a dist tensor type holds, and a dense text has only by chance (in a string).
_DIST_SPELLING = re.compile(r"tensor<[^<>,\n]*, ")


def may_hold_dist_types(text: str) -> bool:
    """Whether a dump may have dist tensor types (False: it has none); a scan of the text, about
    a millisecond per MB where there is none."""
    return _DIST_SPELLING.search(text) is not None


class Type:
    """One type as printed, e.g. `tensor<4x16xf32>` or `pd_dist.tensor<16x32xf32, mesh_shape:[2],...>`.

    `Type.get(text)` interns; two equal texts are the same object, so `is` compares types.
    """

    __slots__ = ("text", "_decoded", "__weakref__")
    _interned: ClassVar[dict[str, Type]] = {}

    def __init__(self, text: str) -> None:
        self.text = text
        self._decoded: dict[str, object] | None = None

    @classmethod
    def get(cls, text: str) -> Type:
        t = cls._interned.get(text)
        if t is None:
            if not _valid(text):
                raise ValueError(f"not a type: {text!r}")
            t = cls._interned[text] = cls(text)
        return t

    def __repr__(self) -> str:
        return f"Type({self.text!r})"

    def __str__(self) -> str:
        return self.text

    # -- decoded view ---------------------------------------------------------------------
    def _d(self) -> dict[str, object]:
        if self._decoded is None:
            self._decoded = _decode(self.text)
        return self._decoded

    @property
    def kind(self) -> str:
        """null, scalar, tensor, dist_tensor, tensor_array, selected_rows, vec, or other."""
        return str(self._d()["kind"])

    @property
    def is_null(self) -> bool:
        return self.text == "<<NULL TYPE>>"

    @property
    def is_tensor(self) -> bool:
        return self.kind in ("tensor", "dist_tensor")

    @property
    def shape(self) -> tuple[int, ...] | None:
        """Dims as printed (local shape for dist tensors); -1 is a dynamic dim; None if not a tensor."""
        s = self._d().get("shape")
        return s  # type: ignore[return-value]

    @property
    def dtype(self) -> str | None:
        """Printed element type (`f32`, `bf16`, `i64`, ...)."""
        return self._d().get("dtype")  # type: ignore[return-value]

    @property
    def paddle_dtype(self) -> str | None:
        """Element type in Paddle's DataType spelling (`float32`, ...)."""
        d = self.dtype
        return DTYPES.get(d) if d else None

    @property
    def prefix(self) -> str:
        """Text before `tensor<`: "" (3.x), "builtin." (2024), "pd_op." (2023), "pd_dist.", "cpu_"..."""
        return self._d().get("prefix", "")  # type: ignore[return-value]

    @property
    def dist(self) -> str | None:
        """The dist attribute text of a `pd_dist.tensor`, e.g. `mesh_shape:[2],...`."""
        return self._d().get("dist")  # type: ignore[return-value]

    @property
    def elements(self) -> tuple[Type, ...]:
        """Element types of a `vec[...]`."""
        return self._d().get("elements", ())  # type: ignore[return-value]

    @property
    def numel(self) -> int | None:
        s = self.shape
        if s is None or any(d < 0 for d in s):
            return None
        n = 1
        for d in s:
            n *= d
        return n

    # -- derived types ----------------------------------------------------------------------
    def with_dtype(self, dtype: str) -> Type:
        """The same type with another element type (printed spelling, e.g. `f32`)."""
        d = self._d()
        if d["kind"] not in ("tensor", "dist_tensor", "tensor_array", "selected_rows"):
            raise ValueError(f"{self.text} has no element type")
        return Type.get(_spell(d, dtype=dtype))

    def with_shape(self, shape: tuple[int, ...]) -> Type:
        d = self._d()
        if d["kind"] not in ("tensor", "dist_tensor", "selected_rows"):
            raise ValueError(f"{self.text} has no shape")
        return Type.get(_spell(d, shape=tuple(shape)))

    def dense(self, prefix: str = "") -> Type:
        """The dense tensor type of the same shape and dtype (drops a dist attribute)."""
        d = dict(self._d())
        if d["kind"] not in ("tensor", "dist_tensor"):
            raise ValueError(f"{self.text} is not a tensor type")
        d["prefix"], d["kind"], d["dist"] = prefix, "tensor", None
        return Type.get(_spell(d))


def tensor_type(shape: tuple[int, ...] | list[int], dtype: str, prefix: str = "", dist: str | None = None) -> Type:
    """Make a tensor type. `prefix` selects the era: "" (3.x), "builtin." (2024), "pd_op." (2023)."""
    kind = "dist_tensor" if dist else "tensor"
    return Type.get(_spell({"kind": kind, "prefix": prefix, "shape": tuple(shape), "dtype": dtype, "dist": dist}))


NULL_TYPE_TEXT = "<<NULL TYPE>>"


def _spell(d: dict[str, object], **changes: object) -> str:
    d = {**d, **changes}
    # the parts as `Type` keeps them: shape a tuple of ints (or None), the others strings
    shape = cast("tuple[int, ...]", d.get("shape") or ())
    dims = "".join(f"{n}x" for n in shape)
    kind = cast(str, d["kind"])
    word = {
        "tensor": "tensor",
        "dist_tensor": "tensor",
        "tensor_array": "tensor_array",
        "selected_rows": "selectedrows",
    }[kind]
    prefix = d.get("prefix") or ""
    if kind == "dist_tensor" and not prefix:
        prefix = "pd_dist."
    dist = f", {d['dist']}" if d.get("dist") else ""
    return f"{prefix}{word}<{dims}{d['dtype']}{dist}>"


def is_valid_type(text: str) -> bool:
    """True if `text` is one type in the printer's syntax (checked once per distinct text)."""
    return text in Type._interned or _valid(text)


def _valid(text: str) -> bool:
    """`is_valid_type` of a text not interned: a `vec[...]`'s elements that are interned (a
    vec of a thousand gradients holds a few dozen distinct types) are not checked again."""
    if _TYPE_RE.fullmatch(text):
        return True
    m = _VEC_RE.fullmatch(text)
    if m:
        inner = m.group(1)
        interned = Type._interned
        return inner == "" or all(t in interned or _valid(t) for t in split_types(inner, ","))
    return False


# A flat type: its brackets all inside one `<...>` that holds no other `<` or `>`, and balanced
# there (`pd_dist.tensor<4xf32, mesh_shape:[2],placements:[Shard(dim=0)]>`). Where a list is of
# these (and vecs of them), its types are what `split_types` glues back: every separator but the
# list's is inside an open `<` or `[`, and each type closes every bracket it opens. (The list
# reads one way only: a word ends at a bracket, a `<...>` at its first `>`.)
_ROUND = r"\([^<>\[\]()]*+\)"
_FLAT = rf"[^<>\[\](), ]++(?:<(?:[^<>\[\]()]++|\[(?:[^<>\[\]()]++|{_ROUND})*+\]|{_ROUND})*+>)?+"
# ... and a `vec[...]` of them (nesting 3 deep at most), tried first (`vec` alone is a word).
# (Possessive: no part of a type can end elsewhere, so nothing is retried.)
_SHALLOW_TYPE = re.compile(rf"vec\[(?:{_FLAT}(?:,{_FLAT})*+)?+\]|{_FLAT}")


def shallow_types(text: str, sep: str = ", ") -> list[str] | None:
    """`split_types(text, sep)` when `text` is a list of flat types and `vec[...]`s of them
    (so `[` and `<` nest at most 3 deep in it), else None: the types found, if joined by `sep`
    they are the text (a list of these reads one way only). Two C-level passes: a signature's
    dist types, and a clip's `vec[...]` of a thousand of them."""
    found = _SHALLOW_TYPE.findall(text)
    return found if sep.join(found) == text and found else None


def split_types(text: str, sep: str = ", ") -> list[str]:
    """Split a type list at `sep` outside <...>, [...] and (...).

    Split everywhere, then glue back the pieces of a type that holds `sep` (dist types hold
    ", "): a run of pieces is one type once each bracket kind opens as often as it closes in it.
    Each piece is counted once and each type joined once, so a `vec[...]` of a thousand dist
    types costs a thousand times one, not a million.
    """
    shallow = shallow_types(text, sep)  # (the common case)
    return shallow if shallow is not None else _glued(text, sep)


def _glued(text: str, sep: str) -> list[str]:
    """`split_types` by splitting at every `sep` and gluing the pieces back (any text)."""
    parts = text.split(sep)
    if len(parts) == 1:
        return parts
    out: list[str] = []
    start = 0  # the first piece of the type being glued
    angle = square = round_ = 0  # opened minus closed, over the pieces since `start`
    gap = (sep.count("<") - sep.count(">"), sep.count("[") - sep.count("]"), sep.count("(") - sep.count(")"))
    for i, part in enumerate(parts):
        if i > start:
            angle += gap[0]
            square += gap[1]
            round_ += gap[2]
        angle += part.count("<") - part.count(">")
        square += part.count("[") - part.count("]")
        round_ += part.count("(") - part.count(")")
        if angle or square or round_:
            continue
        out.append(part if i == start else sep.join(parts[start : i + 1]))
        start = i + 1
    if start < len(parts):
        out.append(sep.join(parts[start:]))
    return out


_TENSOR_RE = re.compile(_TENSOR)


def _decode(text: str) -> dict[str, object]:
    if text == NULL_TYPE_TEXT:
        return {"kind": "null"}
    if text in DTYPES:
        return {"kind": "scalar", "dtype": text}
    m = _TENSOR_RE.fullmatch(text)
    if m:
        word = m.group("kind")
        kind = {
            "tensor": "dist_tensor" if m.group("dist") else "tensor",
            "tensor_array": "tensor_array",
            "selectedrows": "selected_rows",
        }.get(word, "other")
        shape = tuple(int(x) for x in m.group("shape").split("x")[:-1])
        return {
            "kind": kind,
            "prefix": m.group("prefix"),
            "shape": shape,
            "dtype": m.group("dtype"),
            "dist": m.group("dist"),
        }
    v = _VEC_RE.fullmatch(text)
    if v:
        inner = v.group(1)
        elems = tuple(Type.get(t) for t in split_types(inner, ",")) if inner else ()
        return {"kind": "vec", "elements": elems}
    return {"kind": "other"}


register(__name__, "Type._interned", "interned types, by text", Type._interned, bound=None, interned=True)
