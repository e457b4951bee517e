"""Shape manipulation: reshape, transpose, flatten, squeeze/unsqueeze, concat, split, stack,
slice, expand, gather, and their grads. `vec[...]` results are Python lists.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from ...ir import Operation
from ..registry import Array, Held, KernelContext, kernel
from ._util import norm_axes, unbroadcast


def _xshape(x: Array) -> tuple[int, ...]:
    """The real shape behind an operand that may be an `xshape` ([0, *shape])."""
    if x.ndim >= 1 and x.shape[0] == 0 and x.size == 0:
        return tuple(x.shape[1:])
    return tuple(x.shape)


def _with_xshape(ctx: KernelContext, op: Operation, out: Array, x: Array) -> Array | tuple[Array, Array]:
    if len(op.results) == 2:
        return out, ctx.xp.zeros((0, *x.shape), dtype=x.dtype)
    return out


@kernel("pd_op.reshape", "pd_op.reshape_", inplace={})  # `_` variants re-shape: the result is a view, not written back
def reshape(ctx: KernelContext, op: Operation, x: Array, shape: Array | None = None) -> Array | tuple[Array, Array]:
    shp = ctx.to_list(shape) if shape is not None else [int(d) for d in ctx.attr(op, "shape", [])]
    shp = [x.shape[i] if d == 0 else d for i, d in enumerate(shp)]
    return _with_xshape(ctx, op, x.reshape(shp), x)


@kernel("pd_op.reshape_grad", "pd_op.flatten_grad", "pd_op.squeeze_grad", "pd_op.unsqueeze_grad")
def reshape_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array, *rest: Held) -> Array:
    return dout.reshape(_xshape(x))


@kernel(
    "pd_op.transpose", "pd_op.transpose_", inplace={}
)  # `_` variants re-shape: the result is a view, not written back
def transpose(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return x.transpose([int(p) for p in ctx.attr(op, "perm")])


@kernel("pd_op.transpose_grad")
def transpose_grad(ctx: KernelContext, op: Operation, dout: Array) -> Array:
    perm = [int(p) for p in ctx.attr(op, "perm")]
    inv = [0] * len(perm)
    for i, p in enumerate(perm):
        inv[p % len(perm)] = i
    return dout.transpose(inv)


@kernel("pd_op.flatten", "pd_op.flatten_", inplace={})  # `_` variants re-shape: the result is a view, not written back
def flatten(ctx: KernelContext, op: Operation, x: Array) -> Array | tuple[Array, Array]:
    if x.ndim == 0:
        return _with_xshape(ctx, op, x.reshape(1), x)
    s = int(ctx.attr(op, "start_axis", 0)) % x.ndim
    e = int(ctx.attr(op, "stop_axis", -1)) % x.ndim
    n = 1
    for d in x.shape[s : e + 1]:
        n *= d
    return _with_xshape(ctx, op, x.reshape(*x.shape[:s], n, *x.shape[e + 1 :]), x)


@kernel("pd_op.squeeze", "pd_op.squeeze_", inplace={})  # `_` variants re-shape: the result is a view, not written back
def squeeze(ctx: KernelContext, op: Operation, x: Array, axis: Array | None = None) -> Array | tuple[Array, Array]:
    ax = ctx.to_list(axis) if axis is not None else []
    if not ax:
        out = x.reshape([d for d in x.shape if d != 1])
    else:
        axes = norm_axes(ax, x.ndim)
        out = x.reshape([d for i, d in enumerate(x.shape) if not (i in axes and d == 1)])
    return _with_xshape(ctx, op, out, x)


@kernel(
    "pd_op.unsqueeze", "pd_op.unsqueeze_", inplace={}
)  # `_` variants re-shape: the result is a view, not written back
def unsqueeze(ctx: KernelContext, op: Operation, x: Array, axis: Array | None = None) -> Array | tuple[Array, Array]:
    out = x
    for a in ctx.to_list(axis):
        out = ctx.xp.expand_dims(out, a if a >= 0 else a + out.ndim + 1)
    return _with_xshape(ctx, op, out, x)


def _axis(ctx: KernelContext, op: Operation, axis: Array | None, key: str = "axis") -> int:
    return int(ctx.to_scalar(axis)) if axis is not None else int(ctx.attr(op, key, 0))


@kernel("pd_op.concat")
def concat(ctx: KernelContext, op: Operation, xs: list[Array], axis: Array | None = None) -> Array:
    a = _axis(ctx, op, axis)
    return ctx.xp.concatenate(xs, axis=a)


@kernel("pd_op.concat_grad")
def concat_grad(
    ctx: KernelContext, op: Operation, xs: list[Array], dout: Array, axis: Array | None = None
) -> list[Array]:
    a = _axis(ctx, op, axis) % dout.ndim
    out, pos = [], 0
    for x in xs:
        n = x.shape[a]
        idx = [slice(None)] * dout.ndim
        idx[a] = slice(pos, pos + n)
        out.append(dout[tuple(idx)].copy())
        pos += n
    return out


@kernel("pd_op.split")
def split(
    ctx: KernelContext, op: Operation, x: Array, sections: Array | None = None, axis: Array | None = None
) -> list[Array]:
    a = _axis(ctx, op, axis) % x.ndim
    secs = ctx.to_list(sections)
    if -1 in secs:
        known = sum(s for s in secs if s != -1)
        secs = [x.shape[a] - known if s == -1 else s for s in secs]
    cuts, pos = [], 0
    for s in secs[:-1]:
        pos += s
        cuts.append(pos)
    return [p.copy() for p in ctx.xp.split(x, cuts, axis=a)]


@kernel("pd_op.split_with_num")
def split_with_num(ctx: KernelContext, op: Operation, x: Array, axis: Array | None = None) -> list[Array]:
    a = _axis(ctx, op, axis) % x.ndim
    return [p.copy() for p in ctx.xp.split(x, int(ctx.attr(op, "num")), axis=a)]


@kernel("pd_op.split_grad", "pd_op.split_with_num_grad")
def split_grad(ctx: KernelContext, op: Operation, douts: list[Array], axis: Array | None = None) -> Array:
    return ctx.xp.concatenate(douts, axis=_axis(ctx, op, axis))


@kernel("pd_op.stack")
def stack(ctx: KernelContext, op: Operation, xs: list[Array]) -> Array:
    return ctx.xp.stack(xs, axis=int(ctx.attr(op, "axis", 0)))


@kernel("pd_op.stack_grad")
def stack_grad(ctx: KernelContext, op: Operation, xs: list[Array], dout: Array) -> list[Array]:
    a = int(ctx.attr(op, "axis", 0)) % dout.ndim
    return [ctx.xp.take(dout, i, axis=a).copy() for i in range(dout.shape[a])]


@kernel("pd_op.unstack")
def unstack(ctx: KernelContext, op: Operation, x: Array) -> list[Array]:
    a = int(ctx.attr(op, "axis", 0)) % x.ndim
    return [ctx.xp.take(x, i, axis=a).copy() for i in range(x.shape[a])]


def _slice_index(
    ctx: KernelContext, op: Operation, x_shape: tuple[int, ...], starts: Array, ends: Array
) -> tuple[slice, ...]:
    axes = [int(a) for a in ctx.attr(op, "axes", [])]
    st, en = ctx.to_list(starts), ctx.to_list(ends)
    idx: list[slice] = [slice(None)] * len(x_shape)
    for i, a in enumerate(axes):
        n = x_shape[a]
        s, e = st[i], en[i]
        s = max(s + n, 0) if s < 0 else min(s, n)
        e = max(e + n, 0) if e < 0 else min(e, n)
        idx[a] = slice(s, e)
    return tuple(idx)


@kernel("pd_op.slice")
def slice_(ctx: KernelContext, op: Operation, x: Array, starts: Array, ends: Array) -> Array:
    out = x[_slice_index(ctx, op, tuple(x.shape), starts, ends)]
    dec = [int(a) for a in (ctx.attr(op, "decrease_axis", []) or [])]
    if dec:
        out = out.reshape([d for i, d in enumerate(out.shape) if i not in dec])
    return out.copy()


@kernel("pd_op.slice_grad")
def slice_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array, starts: Array, ends: Array) -> Array:
    g = ctx.xp.zeros(x.shape, dtype=dout.dtype)
    idx = _slice_index(ctx, op, tuple(x.shape), starts, ends)
    g[idx] = dout.reshape(g[idx].shape)
    return g


@kernel("pd_op.expand")
def expand(ctx: KernelContext, op: Operation, x: Array, shape: Array | None = None) -> Array:
    shp = ctx.to_list(shape)
    lead = len(shp) - x.ndim
    shp = [x.shape[i - lead] if d == -1 else d for i, d in enumerate(shp)]
    return ctx.xp.broadcast_to(x, shp).copy()


@kernel("pd_op.expand_grad")
def expand_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array, shape: Array | None = None) -> Array:
    return unbroadcast(ctx.xp, dout, x.shape)


@kernel("pd_op.tile")
def tile(ctx: KernelContext, op: Operation, x: Array, reps: Array | None = None) -> Array:
    return ctx.xp.tile(x, ctx.to_list(reps))


@kernel("pd_op.gather")
def gather(ctx: KernelContext, op: Operation, x: Array, index: Array, axis: Array | None = None) -> Array:
    return ctx.xp.take(x, index.astype("int64"), axis=_axis(ctx, op, axis))


@kernel("pd_op.gather_grad")
def gather_grad(
    ctx: KernelContext, op: Operation, x: Array, index: Array, dout: Array, axis: Array | None = None
) -> Array:
    a = _axis(ctx, op, axis) % x.ndim
    g = ctx.xp.zeros(x.shape, dtype=dout.dtype)
    gm = ctx.xp.moveaxis(g, a, 0)
    ctx.xp.add.at(gm, index.astype("int64"), ctx.xp.moveaxis(dout, a, 0))
    return g


@kernel("pd_op.shape", "pd_op.shape64")
def shape(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return ctx.xp.asarray(list(x.shape), dtype="int64" if op.name.endswith("64") else "int32")


@kernel("pd_op.unbind")
def unbind(ctx: KernelContext, op: Operation, x: Array) -> list[Array]:
    a = int(ctx.attr(op, "axis", 0)) % x.ndim
    return [ctx.xp.take(x, i, axis=a).copy() for i in range(x.shape[a])]


@kernel("pd_op.strided_slice")
def strided_slice(ctx: KernelContext, op: Operation, x: Array, starts: Array, ends: Array, strides: Array) -> Array:
    axes = [int(a) for a in ctx.attr(op, "axes", [])]
    idx: list[slice] = [slice(None)] * x.ndim
    for a, s, e, st in zip(axes, ctx.to_list(starts), ctx.to_list(ends), ctx.to_list(strides), strict=False):
        idx[a] = slice(s, e, st)
    return x[tuple(idx)].copy()


@kernel("pd_op.strided_slice_grad")
def strided_slice_grad(
    ctx: KernelContext, op: Operation, x: Array, dout: Array, starts: Array, ends: Array, strides: Array
) -> Array:
    axes = [int(a) for a in ctx.attr(op, "axes", [])]
    idx: list[slice] = [slice(None)] * x.ndim
    for a, s, e, st in zip(axes, ctx.to_list(starts), ctx.to_list(ends), ctx.to_list(strides), strict=False):
        idx[a] = slice(s, e, st)
    g = ctx.xp.zeros(x.shape, dtype=dout.dtype)
    g[tuple(idx)] = dout
    return g


@kernel("pd_op.tile_grad")
def tile_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array, reps: Array | None = None) -> Array:
    r = ctx.to_list(reps)
    nd = max(len(r), x.ndim)
    r = [1] * (nd - len(r)) + r
    xs = [1] * (nd - x.ndim) + list(x.shape)
    inter = [d for pair in zip(r, xs, strict=True) for d in pair]  # [r0, x0, r1, x1, ...]
    g = dout.reshape(inter).sum(axis=tuple(range(0, 2 * nd, 2)))
    return g.reshape(x.shape)


@kernel("pd_op.unstack_grad")
def unstack_grad(ctx: KernelContext, op: Operation, douts: list[Array]) -> Array:
    return ctx.xp.stack(list(douts), axis=int(ctx.attr(op, "axis", 0)))


@kernel("pd_op.tril", "pd_op.tril_", "pd_op.tril_grad")
def tril(ctx: KernelContext, op: Operation, x: Array) -> Array:
    """The lower triangle of the last two dims (`diagonal` above the main one kept); the grad is
    the same triangle of out_grad."""
    return ctx.xp.tril(x, int(ctx.attr(op, "diagonal", 0)))


@kernel("pd_op.triu", "pd_op.triu_", "pd_op.triu_grad")
def triu(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return ctx.xp.triu(x, int(ctx.attr(op, "diagonal", 0)))


def _repeat_axis(ctx: KernelContext, op: Operation, x: Array) -> int:
    return int(ctx.attr(op, "axis", 0)) % max(x.ndim, 1)


@kernel("pd_op.repeat_interleave")
def repeat_interleave(ctx: KernelContext, op: Operation, x: Array) -> Array:
    """Every slice along `axis` repeated `repeats` times in place (numpy's repeat)."""
    return ctx.xp.repeat(x, int(ctx.attr(op, "repeats", 1)), axis=_repeat_axis(ctx, op, x))


@kernel("pd_op.repeat_interleave_with_tensor_index")
def repeat_interleave_with_tensor_index(ctx: KernelContext, op: Operation, x: Array, repeats: Array) -> Array:
    return ctx.xp.repeat(x, repeats.astype("int64").reshape(-1), axis=_repeat_axis(ctx, op, x))


def _repeat_grad(ctx: KernelContext, x: Array, dout: Array, reps: Array, axis: int) -> Array:
    xp = ctx.xp
    idx = xp.repeat(xp.arange(x.shape[axis]), reps)
    g = xp.zeros(x.shape, dtype=dout.dtype)
    xp.add.at(xp.moveaxis(g, axis, 0), idx, xp.moveaxis(dout, axis, 0))
    return g


@kernel("pd_op.repeat_interleave_grad")
def repeat_interleave_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array) -> Array:
    a = _repeat_axis(ctx, op, x)
    r = int(ctx.attr(op, "repeats", 1))
    shp = list(x.shape)
    g = dout.reshape(shp[:a] + [shp[a], r] + shp[a + 1 :]).sum(axis=a + 1)
    return g.astype(dout.dtype)


@kernel("pd_op.repeat_interleave_with_tensor_index_grad")
def repeat_interleave_with_tensor_index_grad(
    ctx: KernelContext, op: Operation, x: Array, repeats: Array, dout: Array
) -> Array:
    return _repeat_grad(ctx, x, dout, repeats.astype("int64").reshape(-1), _repeat_axis(ctx, op, x))
