"""Reductions (mean, sum, max, min, prod, ...) and their grads; axes from an IntArray operand.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from ...ir import Operation
from ..dtypes import np_dtype_of_attr, np_dtype_of_type
from ..registry import Array, KernelContext, KernelFn, kernel
from ._util import f32, norm_axes, same_dtype


def _axes(ctx: KernelContext, op: Operation, x: Array, axis: Array | None) -> tuple[int, ...]:
    ax = ctx.to_list(axis) if axis is not None else list(ctx.attr(op, "axis", []) or [])
    if not ax or ctx.attr(op, "reduce_all", False):
        return tuple(range(x.ndim))
    return norm_axes(ax, x.ndim)


def _expand(ctx: KernelContext, g: Array, x: Array, axes: tuple[int, ...], keepdim: bool) -> Array:
    if not keepdim:
        g = g.reshape([1 if i in axes else d for i, d in enumerate(x.shape)])
    return ctx.xp.broadcast_to(g, x.shape)


@kernel("pd_op.mean")
def mean(ctx: KernelContext, op: Operation, x: Array, axis: Array | None = None) -> Array:
    axes = _axes(ctx, op, x, axis)
    return same_dtype(ctx.xp, x.mean(axis=axes, keepdims=bool(ctx.attr(op, "keepdim", False))), x)


@kernel("pd_op.mean_grad")
def mean_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array, axis: Array | None = None) -> Array:
    axes = _axes(ctx, op, x, axis)
    n = 1
    for a in axes:
        n *= x.shape[a]
    g = _expand(ctx, dout, x, axes, bool(ctx.attr(op, "keepdim", False)))
    return same_dtype(ctx.xp, g / max(n, 1), dout)


@kernel("pd_op.sum")
def sum_(ctx: KernelContext, op: Operation, x: Array, axis: Array | None = None) -> Array:
    axes = _axes(ctx, op, x, axis)
    dt = np_dtype_of_attr(ctx.attr(op, "dtype"))
    if dt is None and x.dtype.kind in "bui" and x.dtype.itemsize < 8:
        dt = "int64"  # Paddle sums bool/int32 into int64
    out = ctx.xp.asarray(x.sum(axis=axes, keepdims=bool(ctx.attr(op, "keepdim", False))))
    return out.astype(dt) if dt else same_dtype(ctx.xp, out, x)


@kernel("pd_op.sum_grad")
def sum_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array, axis: Array | None = None) -> Array:
    axes = _axes(ctx, op, x, axis)
    return _expand(ctx, dout, x, axes, bool(ctx.attr(op, "keepdim", False))).astype(x.dtype).copy()


def _minmax(fn_name: str) -> KernelFn:
    def k(ctx: KernelContext, op: Operation, x: Array, axis: Array | None = None) -> Array:
        axes = _axes(ctx, op, x, axis)
        return ctx.xp.asarray(getattr(x, fn_name)(axis=axes, keepdims=bool(ctx.attr(op, "keepdim", False))))

    return k


kernel("pd_op.max")(_minmax("max"))
kernel("pd_op.min")(_minmax("min"))
kernel("pd_op.prod")(_minmax("prod"))
kernel("pd_op.amax")(_minmax("max"))
kernel("pd_op.amin")(_minmax("min"))


def _minmax_grad(
    ctx: KernelContext, op: Operation, x: Array, out: Array, dout: Array, axis: Array | None = None
) -> Array:
    xp = ctx.xp
    axes = _axes(ctx, op, x, axis)
    keep = bool(ctx.attr(op, "keepdim", False))
    o = _expand(ctx, out, x, axes, keep)
    g = _expand(ctx, dout, x, axes, keep)
    mask = (x == o).astype(dout.dtype)
    if op.name.startswith("pd_op.am"):  # amax/amin split the grad evenly between ties
        cnt = mask.sum(axis=axes, keepdims=True)
        mask = mask / cnt
    return same_dtype(xp, g * mask, dout)


kernel("pd_op.max_grad", "pd_op.min_grad", "pd_op.amax_grad", "pd_op.amin_grad")(_minmax_grad)


@kernel("pd_op.squared_l2_norm")
def squared_l2_norm(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return same_dtype(ctx.xp, (x * x).sum().reshape(1), x)


@kernel("pd_op.squared_l2_norm_grad")
def squared_l2_norm_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array) -> Array:
    return same_dtype(ctx.xp, 2.0 * x * dout.reshape(()), x)


@kernel("pd_op.p_norm")
def p_norm(ctx: KernelContext, op: Operation, x: Array) -> Array:
    xp = ctx.xp
    p = float(ctx.attr(op, "porder", 2.0))
    ax = int(ctx.attr(op, "axis", -1))
    keep = bool(ctx.attr(op, "keepdim", False))
    if ctx.attr(op, "asvector", False):
        x = x.reshape(-1)
        ax = 0
    # Paddle's porder is a float and 1/p is taken in float: pow(sum, 1.0f / p)
    out = xp.power(xp.power(xp.abs(x), p).sum(axis=ax, keepdims=keep), f32(1.0 / f32(p)))
    return same_dtype(xp, out, x)


@kernel("pd_op.argmax", "pd_op.argmin")
def argmax(ctx: KernelContext, op: Operation, x: Array, axis: Array | None = None) -> Array:
    ax = ctx.to_scalar(axis) if axis is not None else ctx.attr(op, "axis", -1)
    keep = bool(ctx.attr(op, "keepdims", False))
    fn = ctx.xp.argmax if op.name.endswith("argmax") else ctx.xp.argmin
    if ctx.attr(op, "flatten", False):
        out = fn(x.reshape(-1))
    else:
        out = fn(x, axis=int(ax))
        if keep:
            out = ctx.xp.expand_dims(out, int(ax))
    return out.astype(np_dtype_of_attr(ctx.attr(op, "dtype"), "int64"))


@kernel("pd_op.clip_by_norm")
def clip_by_norm(ctx: KernelContext, op: Operation, x: Array) -> Array:
    """x scaled down to L2 norm `max_norm` when its norm is larger (Paddle's ClipByNormKernel)."""
    xp = ctx.xp
    max_norm = float(ctx.attr(op, "max_norm", 1.0))
    norm = xp.sqrt((x.astype("float64") ** 2).sum())
    scale = max_norm / norm if norm > max_norm else 1.0
    return same_dtype(xp, x * scale, x)


@kernel("pd_op.topk")
def topk(ctx: KernelContext, op: Operation, x: Array, k: Array | None = None) -> tuple[Array, Array]:
    """The k largest (or smallest) values along `axis` and their int64 indices, sorted; ties keep
    the lower index first."""
    xp = ctx.xp
    kk = int(ctx.to_scalar(k)) if k is not None else int(ctx.attr(op, "k", 1))
    ax = int(ctx.attr(op, "axis", -1)) % max(x.ndim, 1)
    key = -x if ctx.attr(op, "largest", True) else x
    idx = xp.argsort(key, axis=ax, kind="stable")
    idx = xp.take(idx, xp.arange(kk), axis=ax)
    return xp.take_along_axis(x, idx, axis=ax), idx.astype("int64")


@kernel("pd_op.accuracy")
def accuracy(ctx: KernelContext, op: Operation, out: Array, indices: Array, label: Array) -> tuple[Array, Array, Array]:
    """Top-k accuracy: a row counts when its label is among its k indices (Paddle's AccuracyKernel);
    results are accuracy, correct and total, in the dtypes the program prints."""
    xp = ctx.xp
    hit = (indices == label.reshape(-1, 1)).any(axis=1)
    n = indices.shape[0]
    correct = int(hit.sum())
    dts = [np_dtype_of_type(r.type) or "float32" for r in op.results]
    acc = correct / n if n else 0.0
    return xp.asarray(acc, dtype=dts[0]), xp.asarray(correct, dtype=dts[1]), xp.asarray(n, dtype=dts[2])
