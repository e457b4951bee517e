"""batch_norm / batch_norm_ and batch_norm_grad, as Paddle's CPU kernel computes them.

A batch norm over few values per channel (a late layer's 1x1 activations of a small batch) is
ill-conditioned in float32, so the order of Paddle's arithmetic shows in the 5th digit; it is
kept: the statistics summed in float, channel by channel, one sample (NCHW) or one position
(channels last) after the other; the inverse std as sqrt(1 / (var + eps)) (1 / sqrt(var + eps)
with the running statistics); y = x * (inv * scale) + (bias - mean * inv * scale); and the grad
dx = scale * inv / m * (dy * m - sum(dy) - (x - mean) * sum((x - mean) * inv * dy) * inv), m
the values per channel (1 with the running statistics, dx = scale * inv * dy). One value per
channel: y = x, dx = dy. `saved_variance` holds the inverse std.

Batch statistics per micro-batch (`ctx.stat_rows`): gradient merge runs the forward once per
micro-batch of B rows, so each micro-batch is normalised over its own rows and the running
statistics are updated once per micro-batch, k times per optimizer step (Paddle's merged
numbers, samples/gm/conv_bn_*). check-loss's BEFORE reads the k*B rows of a step at once; with
`stat_rows` = B its batch norm does what the merge does: the statistics of each group of B rows
(in order), the running statistics updated group after group, `saved_mean` / `saved_variance`
one row per group ([groups, C]), and the grad taken group by group (dscale, dbias summed over
the groups). Then BEFORE's loss, gradients and running statistics are the merge's, and a
clean merge compares equal; without it they differ by design, and the batch norm would be
reported as the divergence.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from ...ir import Operation
from ..registry import Array, ArrayModule, KernelContext, kernel
from ._util import f32, same_dtype

_LAST = ("NHWC", "NLC", "NDHWC")


def _rows(ctx: KernelContext, op: Operation, x: Array) -> tuple[Array, tuple[int, ...]]:
    """x as [n, c, rest] (NCHW) or [positions, c] (channels last, and 2-D input), and the
    broadcast shape of a per-channel vector against x."""
    last = str(ctx.attr(op, "data_format", "NCHW")) in _LAST or x.ndim == 2
    if last:
        return x.reshape(-1, x.shape[-1]), (1,) * (x.ndim - 1) + (-1,)
    return x.reshape(x.shape[0], x.shape[1], -1), (1, -1) + (1,) * (x.ndim - 2)


def _seq_sum(xp: ArrayModule, a: Array) -> Array:
    """Per channel, the sum of `a` ([n, c, rest]: each sample's sum; [positions, c]: each
    position) taken in order, in a's dtype, as Paddle's loop adds them."""
    parts = a.sum(axis=2) if a.ndim == 3 else a
    acc = xp.zeros(parts.shape[1:], dtype=a.dtype)
    for p in parts:
        acc = acc + p
    return acc


def _per(v: Array, rows: Array) -> Array:
    """A per-channel vector against `_rows`' layout."""
    return v.reshape(1, -1, 1) if rows.ndim == 3 else v.reshape(1, -1)


def _global(ctx: KernelContext, op: Operation) -> bool:
    return bool(ctx.attr(op, "is_test", False)) or bool(ctx.attr(op, "use_global_stats", False))


def _groups(ctx: KernelContext, op: Operation, x: Array) -> int:
    """How many groups of `ctx.stat_rows` rows x's batch statistics are taken over (1: the whole
    batch): only in training mode, and only when the rows split evenly."""
    b = ctx.stat_rows
    if not b or _global(ctx, op) or x.ndim < 2 or x.shape[0] <= b or x.shape[0] % b:
        return 1
    return int(x.shape[0] // b)


@kernel("pd_op.batch_norm_", "pd_op.batch_norm", inplace={1: 1, 2: 2})
def batch_norm(
    ctx: KernelContext,
    op: Operation,
    x: Array,
    mean: Array,
    var: Array,
    scale: Array | None = None,
    bias: Array | None = None,
) -> tuple[Array, Array, Array, Array, Array, Array]:
    g = _groups(ctx, op, x)
    if g == 1:
        return _batch_norm(ctx, op, x, mean, var, scale, bias)
    xp, ys, saved_m, saved_i = ctx.xp, [], [], []
    ctx.notes.append(
        f"{op.name}: batch statistics per micro-batch of {x.shape[0] // g} rows, as gradient merge takes them"
    )
    for part in xp.split(x, g, axis=0):  # micro-batch after micro-batch, as gradient merge runs them
        y, mean, var, sm, si, empty = _batch_norm(ctx, op, part, mean, var, scale, bias)
        ys.append(y)
        saved_m.append(sm)
        saved_i.append(si)
    return xp.concatenate(ys, axis=0), mean, var, xp.stack(saved_m), xp.stack(saved_i), empty


def _batch_norm(
    ctx: KernelContext,
    op: Operation,
    x: Array,
    mean: Array,
    var: Array,
    scale: Array | None,
    bias: Array | None,
) -> tuple[Array, Array, Array, Array, Array, Array]:
    xp = ctx.xp
    dt = x.dtype
    eps, mom = dt.type(f32(ctx.attr(op, "epsilon", 1e-5))), f32(ctx.attr(op, "momentum", 0.9))
    r, _ = _rows(ctx, op, x)
    c = x.shape[-1] if r.ndim == 2 else x.shape[1]
    m = x.size // c
    sc = scale if scale is not None else xp.ones(c, dtype=dt)
    bi = bias if bias is not None else xp.zeros(c, dtype=dt)
    if _global(ctx, op):
        bm, inv = mean.astype(dt), (1 / xp.sqrt(var.astype(dt) + eps)).astype(dt)
        new_mean, new_var, saved_mean, saved_inv = mean, var, mean, inv
    else:
        bm = (_seq_sum(xp, r) / dt.type(m)).astype(dt)
        bv = (_seq_sum(xp, (r - _per(bm, r)) ** 2) / dt.type(m)).astype(dt)
        new_mean = (mean * mom + bm * (1.0 - mom)).astype(mean.dtype)
        new_var = (var * mom + bv * (1.0 - mom)).astype(var.dtype)
        inv = xp.sqrt(1 / (bv + eps)).astype(dt)
        saved_mean, saved_inv = bm, inv
    if m == 1 and not _global(ctx, op):
        y = x.copy()
    else:
        a = (inv * sc).astype(dt)
        b = (bi - bm * inv * sc).astype(dt)
        y = (r * _per(a, r) + _per(b, r)).reshape(x.shape)
    empty = xp.zeros((0,), dtype="uint8")
    return (
        same_dtype(xp, y, x),
        new_mean,
        new_var,
        same_dtype(xp, saved_mean, mean),
        same_dtype(xp, saved_inv, var),
        empty,
    )


@kernel("pd_op.batch_norm_grad")
def batch_norm_grad(
    ctx: KernelContext,
    op: Operation,
    x: Array,
    scale: Array | None,
    bias: Array | None,
    mean_out: Array,
    var_out: Array,
    saved_mean: Array,
    saved_inv: Array,
    reserve: Array,
    dout: Array,
) -> tuple[Array, Array | None, Array | None]:
    if saved_mean.ndim == 2 and not _global(ctx, op):  # statistics per group of rows (`batch_norm`)
        xp, g = ctx.xp, saved_mean.shape[0]
        dxs, ds, db = [], None, None
        for j, (xj, dj) in enumerate(zip(xp.split(x, g, axis=0), xp.split(dout, g, axis=0), strict=True)):
            dx, s, b = batch_norm_grad(
                ctx, op, xj, scale, bias, mean_out, var_out, saved_mean[j], saved_inv[j], reserve, dj
            )
            dxs.append(dx)
            ds = s if ds is None or s is None else ds + s
            db = b if db is None or b is None else db + b
        return xp.concatenate(dxs, axis=0), ds, db
    xp = ctx.xp
    dt = x.dtype
    r, _ = _rows(ctx, op, x)
    dr, _ = _rows(ctx, op, dout.astype(dt))
    c = x.shape[-1] if r.ndim == 2 else x.shape[1]
    m = x.size // c
    sc = scale.astype(dt) if scale is not None else xp.ones(c, dtype=dt)
    if _global(ctx, op):
        eps = dt.type(f32(ctx.attr(op, "epsilon", 1e-5)))
        mu, inv, coeff = mean_out.astype(dt), (1 / xp.sqrt(var_out.astype(dt) + eps)).astype(dt), 1
    else:
        mu, inv, coeff = saved_mean.astype(dt), saved_inv.astype(dt), m
    siv = (sc * inv / dt.type(coeff)).astype(dt)
    dy_sum = _seq_sum(xp, dr)
    xm = r - _per(mu, r)
    s = _seq_sum(xp, (xm * _per(inv, r) * dr).astype(dt))
    if _global(ctx, op):
        dx = dr * _per(siv, r)
    elif m == 1:
        dx = dr.copy()
    else:
        dx = _per(siv, r) * (dr * dt.type(m) - _per(dy_sum, r) - xm * _per(s, r) * _per(inv, r))
    return (
        same_dtype(xp, dx.reshape(x.shape), dout),
        (None if scale is None else same_dtype(xp, s, scale)),
        (None if bias is None else same_dtype(xp, dy_sum, bias)),
    )
