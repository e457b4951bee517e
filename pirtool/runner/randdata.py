"""Seeded random inputs for the data ops of a program (when no feeds are given).

Floats are standard normal; bools are fair coin flips; an integer data op gets values in
[0, classes) where `classes` is what its consumer implies (`int_bound`): the logits' class dim of
a `cross_entropy_with_softmax` label, the table rows of an `embedding` id, the axis length of a
`gather` index, `num_classes` of `one_hot`. Reshapes, casts and the like between the data op
and the consumer are followed. Without such a consumer integers are in [0, DEFAULT_INT_BOUND).

May import `dtypes` and `errors` of the runner (and the model); nothing above.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..ir import Operation, Value
from .dtypes import np_dtype_of_attr, np_dtype_of_type
from .errors import RunnerError, Text

DEFAULT_INT_BOUND = 2

# ops whose result carries the operand's values (the label's values reach the consumer unchanged)
PASS_THROUGH = frozenset(
    f"pd_op.{n}"
    for n in (
        "reshape",
        "reshape_",
        "squeeze",
        "squeeze_",
        "unsqueeze",
        "unsqueeze_",
        "flatten",
        "flatten_",
        "cast",
        "cast_",
        "assign",
        "transpose",
        "slice",
        "strided_slice",
        "split",
        "split_with_num",
        "unbind",
        "expand",
        "tile",
        "concat",
    )
) | {"builtin.combine", "builtin.split", "builtin.slice"}


def _dim(v: Value | None, axis: int) -> int | None:
    shp = v.type.shape if v is not None else None
    if not shp:
        return None
    try:
        d = shp[axis]
    except IndexError:
        return None
    return int(d) if d > 0 else None


def _bound_at(op: Operation, i: int) -> int | None:
    """Classes implied for operand `i` of `op` (None: not an index operand of a known op)."""
    name = op.name.removesuffix("_")
    ops = op.operands
    av = op.attrs.value
    if name in ("pd_op.cross_entropy_with_softmax", "pd_op.softmax_with_cross_entropy") and i == 1:
        if av("soft_label", False) is True:
            return None
        return _dim(ops[0], int(av("axis", -1)))
    if name in ("pd_op.embedding", "pd_op.c_embedding", "pd_op.embedding_grad") and i == 0:
        return _dim(ops[1], 0)
    if name in ("pd_op.nll_loss",) and i == 1:
        shape = ops[0].type.shape if ops[0] is not None else None
        return _dim(ops[0], 1 if (shape and len(shape) > 1) else 0)
    if name in ("pd_op.one_hot",) and i == 0:
        n = av("num_classes", None)
        return int(n) if isinstance(n, int) and n > 0 else None
    if name in ("pd_op.gather", "pd_op.index_select", "pd_op.take_along_axis") and i == 1:
        ax = av("axis", 0)
        return _dim(ops[0], int(ax) if isinstance(ax, int) else 0)
    if name in ("pd_op.gather_nd",) and i == 1:
        return _dim(ops[0], 0)
    return None


def int_bound(value: Value) -> int | None:
    """The class count its consumers imply for an integer value (the smallest, if several);
    None when no consumer implies one."""
    bounds: list[int] = []
    seen: set[int] = set()
    todo = [value]
    while todo:
        v = todo.pop()
        if id(v) in seen:
            continue
        seen.add(id(v))
        for op, i in v.uses:
            b = _bound_at(op, i)
            if b is not None:
                bounds.append(b)
            elif op.name in PASS_THROUGH:
                todo.extend(r for r in op.results if r is not None)
    return min(bounds) if bounds else None


def random_feeds(feed_ops: list[Operation], rows: int, seed: int) -> tuple[dict[str, Any], list[str]]:
    """(data-op name -> array with `rows` leading rows, notes). A dynamic (-1) leading dim
    becomes `rows`; the printed leading dim, when static, is replaced by `rows` too (it is the
    micro-batch; `rows` covers all steps). A dynamic dim elsewhere is an error."""
    rng = np.random.default_rng(seed)
    out: dict[str, Any] = {}
    notes: list[str] = []
    for op in feed_ops:
        name = str(op.attrs.value("name"))
        shp = list(op.result.type.shape or op.attrs.value("shape", []) or [])
        if not shp:
            raise RunnerError(
                Text("data op {name!r} is a scalar: cannot make rows of random data for it ({pass_feed})", name=name)
            )
        if any(d < 0 for d in shp[1:]):
            raise RunnerError(
                Text(
                    "data op {name!r} has a dynamic dim other than the batch dim ({shp}): {pass_feed_npz}",
                    name=name,
                    shp=shp,
                )
            )
        shape = (rows, *(int(d) for d in shp[1:]))
        dt = np_dtype_of_type(op.result.type) or np_dtype_of_attr(op.attrs.value("dtype"), "float32") or "float32"
        kind = np.dtype(dt).kind
        if kind == "f" or kind == "c":
            out[name] = rng.standard_normal(shape).astype(dt)
        elif kind == "b":
            out[name] = rng.integers(0, 2, size=shape).astype(bool)
        elif kind in "iu":
            bound = int_bound(op.result)
            why = "implied by its consumer"
            if bound is None:
                bound, why = DEFAULT_INT_BOUND, "no consumer implies a class count"
            out[name] = rng.integers(0, bound, size=shape).astype(dt)
            notes.append(f"{name}: integers in [0, {bound}) ({why})")
        else:
            raise RunnerError(
                Text("data op {name!r}: cannot make random data of dtype {dt}: {pass_feed_npz}", name=name, dt=dt)
            )
    return out, notes
