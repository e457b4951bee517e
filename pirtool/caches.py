"""Every process-wide cache of pirtool, in one list, and `clear_caches()` to empty them.

Caches are a speed feature: parsing, printing and passes meet the same types, signatures,
attribute values and spellings again and again, within a dump and across dumps. Each one is
bounded (an `lru_cache` with a maxsize, or a dict emptied when it reaches its bound), so a
long-lived process reading many dumps does not grow without end. Nothing here is needed for
correctness: clearing a cache only costs the time to fill it again.

`Type._interned` (pirtool/types.py) is not a cache but an interning table: equal type texts
are the same object, and code compares types with `is`. It is listed (`interned=True`) but
`clear_caches()` leaves it alone unless asked (`clear_caches(interned=True)`), which is only
safe when no program read before is used afterwards.

Modules of other layers are looked up by name when the caches are listed, so that this module
imports nothing at import time (and a module that moved is found at either place).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class CacheInfo:
    """One cache: where it lives, what it holds, its bound, its current size."""

    name: str  # "module:attribute"
    holds: str
    bound: int | None  # None: bounded by what it is keyed on (e.g. interned types)
    size: int
    interned: bool = False


#: (candidate modules, attribute, what it holds, bound of a dict cache, interned?). The first
#: importable module holding the attribute is used (the text readers may live in pirtool/ or
#: pirtool/text/). lru_caches report their own bound; a dict cache without one (None) is
#: unbounded: the text readers' `_sigs`, `_syntaxes` and `_skeletons` are, today.
_KNOWN: tuple[tuple[tuple[str, ...], str, str, int | None, bool], ...] = (
    (("pirtool.ir",), "generic_signature", "signatures of new ops, by operand and result types", None, False),
    (("pirtool.ir",), "_new_syntax", "the syntax of new ops, by the syntax they copy", None, False),
    (("pirtool.attrs",), "_scalar", "shared scalar attribute values", None, False),
    (("pirtool.attrs",), "_SHORT_VALUES", "decoded short attribute values, by text", 65536, False),
    (("pirtool.types",), "Type._interned", "interned types, by text", None, True),
    (("pirtool.text.assembly", "pirtool.builder"), "_sigs", "decoded signatures of parsed ops, by text", None, False),
    (("pirtool.text.assembly", "pirtool.builder"), "_syntaxes", "op syntaxes of parsed ops, by spelling", None, False),
    (("pirtool.text.scanner", "pirtool.scanner"), "_skeletons", "checked attribute-dict skeletons", None, False),
    (("pirtool.paddle.dist",), "_SPECS", "decoded dist specs, by type", 65536, False),
    (("pirtool.paddle.dist",), "_spec_text", "dist spec texts", None, False),
    (("pirtool.paddle.dist",), "with_spec", "tensor types with a dist spec", None, False),
    (("pirtool.passes.gradient_merge.ops",), "_bools", "gradient-merge: stop_gradient arrays", None, False),
    (("pirtool.passes.gradient_merge.ops",), "_on_mesh_of", "gradient-merge: replicated types on a mesh", None, False),
    (("pirtool.passes.gradient_merge.ops",), "_elementwise_dist", "gradient-merge: SPMD answers of elementwise ops", None, False),
)

#: The bound of every dict cache emptied on reaching it (see `bounded_put`).
DICT_BOUND = 65536


def bounded_put(cache: dict, key: Any, value: Any, bound: int = DICT_BOUND) -> Any:
    """`cache[key] = value`, emptying `cache` first when it holds `bound` entries. Returns value."""
    if len(cache) >= bound:
        cache.clear()
    cache[key] = value
    return value


def _resolve(modules: tuple[str, ...], attr: str) -> tuple[str, Any] | None:
    for m in modules:
        try:
            mod = importlib.import_module(m)
        except ImportError:
            continue
        obj: Any = mod
        for part in attr.split("."):
            obj = getattr(obj, part, None)
            if obj is None:
                break
        if obj is not None:
            return f"{m}:{attr}", obj
    return None


def _size(obj: Any) -> int:
    if hasattr(obj, "cache_info"):
        return obj.cache_info().currsize
    return len(obj)


def _bound(obj: Any) -> int | None:
    if hasattr(obj, "cache_info"):
        return obj.cache_info().maxsize
    return None


def caches() -> list[CacheInfo]:
    """The caches of pirtool that exist in this process, with their sizes."""
    out = []
    for modules, attr, holds, dict_bound, interned in _KNOWN:
        found = _resolve(modules, attr)
        if found is None:
            continue
        name, obj = found
        bound = _bound(obj) if dict_bound is None else dict_bound
        out.append(CacheInfo(name, holds, bound, _size(obj), interned))
    return out


def clear_caches(interned: bool = False) -> None:
    """Empty every cache (and the interning table of types too with `interned=True`)."""
    for modules, attr, _, _, is_interned in _KNOWN:
        if is_interned and not interned:
            continue
        found = _resolve(modules, attr)
        if found is None:
            continue
        obj = found[1]
        if hasattr(obj, "cache_clear"):
            obj.cache_clear()
        else:
            obj.clear()


__all__ = ["DICT_BOUND", "CacheInfo", "bounded_put", "caches", "clear_caches"]
