"""Tensor creation: full, full_like, full_int_array, assign_value(_), uniform, gaussian, arange,
and the `set_value*` family (writing into a slice of a tensor).

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

import numpy as np

from ...ir import Operation
from ..dtypes import np_dtype_of_attr, np_dtype_of_type
from ..registry import Array, Held, KernelContext, kernel
from ._util import present


def _dtype(ctx: KernelContext, op: Operation, like: Array | None = None, key: str = "dtype") -> str:
    dt = np_dtype_of_attr(ctx.attr(op, key))
    if dt is None and op.results:
        dt = np_dtype_of_type(op.results[0].type)
    if dt is None and like is not None:
        dt = str(like.dtype)
    return dt or "float32"


def _shape(ctx: KernelContext, op: Operation, shape: Array | None) -> list[int]:
    return ctx.to_list(shape) if shape is not None else [int(d) for d in (ctx.attr(op, "shape", []) or [])]


def _rng(ctx: KernelContext, op: Operation) -> np.random.Generator:
    seed = int(ctx.attr(op, "seed", 0) or 0)
    return np.random.default_rng(seed) if seed else ctx.rng


@kernel("pd_op.full", "pd_op.full_")
def full(ctx: KernelContext, op: Operation, *args: Held) -> Array:
    shape = _shape(ctx, op, None)
    return ctx.xp.full(shape, ctx.attr(op, "value", 0), dtype=_dtype(ctx, op))


@kernel("pd_op.full_with_tensor")
def full_with_tensor(ctx: KernelContext, op: Operation, value: Array, shape: Array) -> Array:
    return ctx.xp.full(ctx.to_list(shape), ctx.to_scalar(value), dtype=_dtype(ctx, op))


@kernel("pd_op.full_like")
def full_like(ctx: KernelContext, op: Operation, x: Array, value: Array | None = None) -> Array:
    v = ctx.to_scalar(value) if value is not None else ctx.attr(op, "value", 0)
    return ctx.xp.full(x.shape, v, dtype=_dtype(ctx, op, x))


@kernel("pd_op.zeros_like", "pd_op.ones_like")
def zeros_like(ctx: KernelContext, op: Operation, x: Array) -> Array:
    v = 0 if op.name.endswith("zeros_like") else 1
    return ctx.xp.full(x.shape, v, dtype=_dtype(ctx, op, x))


@kernel("pd_op.empty", "pd_op.empty_like")
def empty(ctx: KernelContext, op: Operation, x: Array | None = None) -> Array:
    shape = present(x, "x").shape if op.name.endswith("_like") else _shape(ctx, op, x)
    return ctx.xp.zeros(shape, dtype=_dtype(ctx, op, x if op.name.endswith("_like") else None))


@kernel("pd_op.full_int_array")
def full_int_array(ctx: KernelContext, op: Operation) -> Array:
    return ctx.xp.asarray(
        [int(v) for v in (ctx.attr(op, "value", []) or [])], dtype=_dtype(ctx, op) if ctx.attr(op, "dtype") else "int64"
    )


def _assign_values(ctx: KernelContext, op: Operation) -> Array:
    shape = [int(d) for d in (ctx.attr(op, "shape", []) or [])]
    vals = ctx.attr(op, "values", []) or []
    return ctx.xp.asarray(np.asarray(vals, dtype=_dtype(ctx, op)).reshape(shape))


@kernel("pd_op.assign_value")
def assign_value(ctx: KernelContext, op: Operation) -> Array:
    return _assign_values(ctx, op)


@kernel("pd_op.assign_value_", inplace={0: 0})
def assign_value_(ctx: KernelContext, op: Operation, out: Array | None = None) -> Array:
    return _assign_values(ctx, op)


@kernel("pd_op.uniform", "pd_op.uniform_")
def uniform(
    ctx: KernelContext, op: Operation, shape: Array | None = None, lo: Array | None = None, hi: Array | None = None
) -> Array:
    if op.name.endswith("_"):  # uniform_(x, min, max, seed, ...): fill x in place
        x = shape
        shp, lo_v, hi_v = list(present(x, "x").shape), ctx.attr(op, "min", -1.0), ctx.attr(op, "max", 1.0)
    else:
        shp = _shape(ctx, op, shape)
        lo_v = ctx.to_scalar(lo) if lo is not None else ctx.attr(op, "min", -1.0)
        hi_v = ctx.to_scalar(hi) if hi is not None else ctx.attr(op, "max", 1.0)
    a = _rng(ctx, op).uniform(float(lo_v), float(hi_v), size=shp)
    return ctx.xp.asarray(a.astype(_dtype(ctx, op)))


@kernel("pd_op.gaussian", "pd_op.gaussian_")
def gaussian(ctx: KernelContext, op: Operation, shape: Array | None = None, *rest: Held) -> Array:
    shp = list(present(shape, "x").shape) if op.name.endswith("_") else _shape(ctx, op, shape)
    a = _rng(ctx, op).normal(float(ctx.attr(op, "mean", 0.0)), float(ctx.attr(op, "std", 1.0)), size=shp)
    return ctx.xp.asarray(a.astype(_dtype(ctx, op)))


@kernel("pd_op.truncated_gaussian_random")
def truncated_gaussian(ctx: KernelContext, op: Operation, *args: Held) -> Array:
    """N(mean, std) truncated to [a, b] (absolute bounds, as Paddle's kernel: default [-2, 2]),
    by resampling the values outside."""
    mean, std = float(ctx.attr(op, "mean", 0.0)), float(ctx.attr(op, "std", 1.0))
    lo, hi = float(ctx.attr(op, "a", -2.0)), float(ctx.attr(op, "b", 2.0))
    rng = _rng(ctx, op)
    out = rng.normal(mean, std, size=_shape(ctx, op, None))
    bad = (out < lo) | (out > hi)
    for _ in range(100):
        if not bad.any():
            break
        out[bad] = rng.normal(mean, std, size=int(bad.sum()))
        bad = (out < lo) | (out > hi)
    out = np.clip(out, lo, hi)  # an interval far in a tail: what is left after 100 rounds
    return ctx.xp.asarray(out.astype(_dtype(ctx, op)))


@kernel("pd_op.arange")
def arange(ctx: KernelContext, op: Operation, start: Array, end: Array, step: Array) -> Array:
    return ctx.xp.arange(ctx.to_scalar(start), ctx.to_scalar(end), ctx.to_scalar(step)).astype(_dtype(ctx, op))


# -- set_value: x[starts:ends:steps on axes] = values -------------------------------------------------
def _index(
    ctx: KernelContext, x: Array, starts: list[int], ends: list[int], steps: list[int], axes: list[int]
) -> tuple[slice, ...]:
    idx: list[slice] = [slice(None)] * x.ndim
    for i, a in enumerate(axes):
        st = steps[i] if i < len(steps) else 1
        idx[a] = slice(starts[i], ends[i], st)
    return tuple(idx)


def _set(ctx: KernelContext, op: Operation, x: Array, values: Array, starts: Array, ends: Array, steps: Array) -> Array:
    axes = [int(a) for a in (ctx.attr(op, "axes", []) or [])]
    out = x.copy()
    idx = _index(ctx, x, ctx.to_list(starts), ctx.to_list(ends), ctx.to_list(steps), axes)
    target = out[idx]
    v = ctx.xp.asarray(values).astype(x.dtype)
    if v.size == target.size and v.shape != target.shape:
        v = v.reshape(target.shape)
    out[idx] = v
    return out


@kernel("pd_op.set_value_with_tensor")
@kernel("pd_op.set_value_with_tensor_", inplace={0: 0})
def set_value_with_tensor(
    ctx: KernelContext, op: Operation, x: Array, values: Array, starts: Array, ends: Array, steps: Array
) -> Array:
    return _set(ctx, op, x, values, starts, ends, steps)


@kernel("pd_op.set_value")
@kernel("pd_op.set_value_", inplace={0: 0})
def set_value(ctx: KernelContext, op: Operation, x: Array, starts: Array, ends: Array, steps: Array) -> Array:
    vals = ctx.attr(op, "values", []) or []
    shape = [int(d) for d in (ctx.attr(op, "shape", []) or [])]
    v = np.asarray(vals, dtype=str(x.dtype))
    if shape and v.size == int(np.prod(shape)):
        v = v.reshape(shape)
    return _set(ctx, op, x, ctx.xp.asarray(v), starts, ends, steps)
