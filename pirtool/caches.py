"""Every process-wide cache of pirtool, registered in one table, and `clear_caches()` to empty them.

Caches are a speed feature: parsing, printing and passes meet the same types, signatures,
attribute values and spellings again and again, within a dump and across dumps. Each one is
bounded (an `lru_cache` with a maxsize, or a dict emptied when it reaches `DICT_BOUND`), so a
long-lived process reading many dumps does not grow without end. Nothing here is needed for
correctness: clearing a cache only costs the time to fill it again.

The module that owns a cache registers it (`register`) right where it defines it, so this table
knows every cache of every module loaded, and this module imports nothing of pirtool (it is the
base layer: every layer may register here). Today's caches, by layer:

* model: `syntax.generic_signature`, `syntax.new_syntax`, `attrs.values._scalar`, `attrs.decode._SHORT_VALUES`,
  `types.Type._interned` (an interning table, see below);
* text: `text.signatures._sigs`, `text.assembly._syntaxes`, `text.attrdicts._skeletons`;
* vocabulary: `paddle.dist._SPECS`, `paddle.dist._spec_text`, `paddle.dist.with_spec`;
* passes: `passes.gradient_merge.ops._bools`, `_on_mesh_of`, `_elementwise_dist`;
* runner: `runner.inputs._npz_cache` (the last few small npz archives read, keyed by their stat).

`Type._interned` is not a cache but an interning table: equal type texts are the same object, and
code compares types with `is`. It is registered `interned=True`; `clear_caches()` leaves it
alone unless asked (`clear_caches(interned=True)`), which is only safe when no program read
before is used afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: The bound of every dict cache emptied on reaching it (see `bounded_put`).
DICT_BOUND = 65536


@dataclass(frozen=True)
class CacheInfo:
    """One cache: where it lives, what it holds, its bound, its current size."""

    name: str  # "module:attribute"
    holds: str
    bound: int | None  # None: bounded by what it is keyed on (e.g. interned types)
    size: int
    interned: bool = False


@dataclass(frozen=True)
class _Entry:
    name: str
    holds: str
    obj: Any
    bound: int | None
    interned: bool


_REGISTRY: dict[str, _Entry] = {}


def register(
    module: str, attr: str, holds: str, obj: Any, *, bound: int | None = DICT_BOUND, interned: bool = False
) -> Any:
    """Record `obj` (a dict, or an `lru_cache`d function, whose own maxsize is its bound) as
    `module:attr`. Returns `obj`, so a definition can read `_x = register(__name__, "_x", ..., {})`."""
    if hasattr(obj, "cache_info"):
        bound = obj.cache_info().maxsize
    _REGISTRY[f"{module}:{attr}"] = _Entry(f"{module}:{attr}", holds, obj, bound, interned)
    return obj


def bounded_put(cache: dict[Any, Any], key: Any, value: Any, bound: int = DICT_BOUND) -> Any:
    """`cache[key] = value`, emptying `cache` first when it holds `bound` entries. Returns value."""
    if len(cache) >= bound:
        cache.clear()
    cache[key] = value
    return value


def _size(obj: Any) -> int:
    return obj.cache_info().currsize if hasattr(obj, "cache_info") else len(obj)


def caches() -> list[CacheInfo]:
    """The caches of the pirtool modules loaded in this process, with their sizes."""
    return [CacheInfo(e.name, e.holds, e.bound, _size(e.obj), e.interned) for e in _REGISTRY.values()]


def clear_caches(interned: bool = False) -> None:
    """Empty every cache (and the interning table of types too with `interned=True`)."""
    for e in _REGISTRY.values():
        if e.interned and not interned:
            continue
        if hasattr(e.obj, "cache_clear"):
            e.obj.cache_clear()
        else:
            e.obj.clear()


__all__ = ["DICT_BOUND", "CacheInfo", "bounded_put", "caches", "clear_caches", "register"]
