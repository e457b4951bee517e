"""Neural-network ops: softmax, layer_norm, dropout, cross_entropy_with_softmax, embedding (and
grads); batch norm is in `batch_norm`, convolution and pooling in `conv`.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

import numpy as np

from ...ir import Operation
from ..registry import Array, ArrayModule, KernelContext, kernel
from ._util import f32, same_dtype

# Paddle's softmax kernels clip the shifted logits at -64 (phi's ValueClip): a probability is
# at least exp(-64) of the largest, a log-probability at least -64 below it, a loss finite
_CLIP = -64.0


def _shifted(x: Array, axis: int) -> Array:
    return (x - x.max(axis=axis, keepdims=True)).clip(_CLIP, None)


def _softmax(xp: ArrayModule, x: Array, axis: int) -> Array:
    e = xp.exp(_shifted(x, axis))
    return e / e.sum(axis=axis, keepdims=True)


@kernel("pd_op.softmax", "pd_op.softmax_")
def softmax(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return same_dtype(ctx.xp, _softmax(ctx.xp, x, int(ctx.attr(op, "axis", -1))), x)


@kernel("pd_op.softmax_grad")
def softmax_grad(ctx: KernelContext, op: Operation, out: Array, dout: Array) -> Array:
    a = int(ctx.attr(op, "axis", -1))
    return same_dtype(ctx.xp, out * (dout - (dout * out).sum(axis=a, keepdims=True)), dout)


@kernel("pd_op.log_softmax")
def log_softmax(ctx: KernelContext, op: Operation, x: Array) -> Array:
    a = int(ctx.attr(op, "axis", -1))
    s = _shifted(x, a)
    return same_dtype(ctx.xp, s - ctx.xp.log(ctx.xp.exp(s).sum(axis=a, keepdims=True)), x)


@kernel("pd_op.log_softmax_grad")
def log_softmax_grad(ctx: KernelContext, op: Operation, out: Array, dout: Array) -> Array:
    a = int(ctx.attr(op, "axis", -1))
    return same_dtype(ctx.xp, dout - ctx.xp.exp(out) * dout.sum(axis=a, keepdims=True), dout)


# -- layer_norm ---------------------------------------------------------------------------------------
def _ln_axes(x: Array, b: int) -> tuple[int, ...]:
    return tuple(range(b % x.ndim if x.ndim else 0, x.ndim))


@kernel("pd_op.layer_norm")
def layer_norm(
    ctx: KernelContext, op: Operation, x: Array, scale: Array | None = None, bias: Array | None = None
) -> tuple[Array, Array, Array]:
    xp = ctx.xp
    b = int(ctx.attr(op, "begin_norm_axis", 1))
    eps = f32(ctx.attr(op, "epsilon", 1e-5))
    axes = _ln_axes(x, b)
    mean = x.mean(axis=axes, keepdims=True)
    d = x - mean
    var = (d**2).mean(axis=axes, keepdims=True)
    norm_shape = x.shape[b % x.ndim :]
    if all(a is None or a.dtype == x.dtype for a in (scale, bias)):
        # one array for x - mean, y and its scaled and shifted self: the same arithmetic in place
        y = xp.divide(d, xp.sqrt(var + eps), out=d)
        if scale is not None:
            y *= scale.reshape(norm_shape)
        if bias is not None:
            y += bias.reshape(norm_shape)
    else:
        y = d / xp.sqrt(var + eps)
        if scale is not None:
            y = y * scale.reshape(norm_shape)
        if bias is not None:
            y = y + bias.reshape(norm_shape)
    lead = x.shape[: b % x.ndim]
    return same_dtype(xp, y, x), mean.reshape(lead), var.reshape(lead)  # in x's dtype: the printed type decides


@kernel("pd_op.layer_norm_grad")
def layer_norm_grad(
    ctx: KernelContext,
    op: Operation,
    x: Array,
    scale: Array | None,
    bias: Array | None,
    mean: Array,
    var: Array,
    dout: Array,
) -> tuple[Array, Array | None, Array | None]:
    xp = ctx.xp
    b = int(ctx.attr(op, "begin_norm_axis", 1)) % x.ndim
    eps = f32(ctx.attr(op, "epsilon", 1e-5))
    axes = _ln_axes(x, b)
    lead_axes = tuple(range(b))
    kshape = x.shape[:b] + (1,) * (x.ndim - b)
    norm_shape = x.shape[b:]
    rstd = 1.0 / xp.sqrt(var.reshape(kshape) + eps)
    xhat = (x - mean.reshape(kshape)) * rstd
    dscale = (dout * xhat).sum(axis=lead_axes).reshape(norm_shape) if scale is not None else None
    dbias = dout.sum(axis=lead_axes).reshape(norm_shape) if bias is not None else None
    dxhat = dout * scale.reshape(norm_shape) if scale is not None else dout
    dx = rstd * (dxhat - dxhat.mean(axis=axes, keepdims=True) - xhat * (dxhat * xhat).mean(axis=axes, keepdims=True))
    dscale = None if dscale is None or scale is None else dscale.reshape(scale.shape).astype(scale.dtype)
    dbias = None if dbias is None or bias is None else dbias.reshape(bias.shape).astype(bias.dtype)
    return same_dtype(xp, dx, x), dscale, dbias


# -- dropout -------------------------------------------------------------------------------------------
def _p(ctx: KernelContext, op: Operation, p: Array | None) -> float:
    return float(ctx.to_scalar(p)) if p is not None else float(ctx.attr(op, "p", 0.5))


@kernel("pd_op.dropout")
def dropout(
    ctx: KernelContext, op: Operation, x: Array, seed_tensor: Array | None = None, p: Array | None = None
) -> tuple[Array, Array]:
    xp = ctx.xp
    pv = _p(ctx, op, p)
    upscale = ctx.attr(op, "mode", "upscale_in_train") == "upscale_in_train"
    if ctx.attr(op, "is_test", False):
        mask = xp.ones(x.shape, dtype="uint8")
        return (x.copy() if upscale else same_dtype(xp, x * (1.0 - pv), x)), mask
    if pv == 0.0:
        mask = xp.ones(x.shape, dtype="uint8")
    elif pv >= 1.0:
        mask = xp.zeros(x.shape, dtype="uint8")
    else:
        seed = int(ctx.attr(op, "seed", 0) or 0) if ctx.attr(op, "fix_seed", False) else 0
        rng = np.random.default_rng(seed) if seed else ctx.op_rng(op)
        mask = xp.asarray((rng.random(size=x.shape) >= pv).astype("uint8"))
    out = x * mask.astype(x.dtype)
    if upscale:
        out = out / (1.0 - pv) if pv < 1.0 else out * 0
    return same_dtype(xp, out, x), mask


@kernel("pd_op.dropout_grad")
def dropout_grad(ctx: KernelContext, op: Operation, mask: Array, dout: Array, p: Array | None = None) -> Array:
    xp = ctx.xp
    pv = _p(ctx, op, p)
    upscale = ctx.attr(op, "mode", "upscale_in_train") == "upscale_in_train"
    if ctx.attr(op, "is_test", False):
        return dout.copy() if upscale else same_dtype(xp, dout * (1.0 - pv), dout)
    g = dout * mask.astype(dout.dtype)
    if upscale:
        g = g / (1.0 - pv) if pv < 1.0 else g * 0
    return same_dtype(xp, g, dout)


# -- cross entropy ---------------------------------------------------------------------------------------
def _hard_index(xp: ArrayModule, label: Array, axis: int) -> Array:
    return label.astype("int64")


@kernel("pd_op.cross_entropy_with_softmax", "pd_op.cross_entropy_with_softmax_")
def cross_entropy_with_softmax(ctx: KernelContext, op: Operation, logits: Array, label: Array) -> tuple[Array, Array]:
    xp = ctx.xp
    axis = int(ctx.attr(op, "axis", -1)) % logits.ndim
    use_softmax = bool(ctx.attr(op, "use_softmax", True))
    sm = _softmax(xp, logits, axis) if use_softmax else logits
    if ctx.attr(op, "soft_label", False):
        loss = -(label * xp.log(sm)).sum(axis=axis, keepdims=True)
    else:
        lab = label.astype("int64")
        if lab.ndim < logits.ndim:
            lab = xp.expand_dims(lab, axis)
        ign = int(ctx.attr(op, "ignore_index", -100))
        safe = xp.where(lab == ign, 0, lab)
        picked = xp.take_along_axis(sm, safe, axis=axis)
        loss = xp.where(lab == ign, 0.0, -xp.log(picked))
    return same_dtype(xp, sm, logits), same_dtype(xp, loss, logits)


@kernel("pd_op.cross_entropy_with_softmax_grad")
def cross_entropy_with_softmax_grad(ctx: KernelContext, op: Operation, label: Array, sm: Array, dloss: Array) -> Array:
    xp = ctx.xp
    axis = int(ctx.attr(op, "axis", -1)) % sm.ndim
    use_softmax = bool(ctx.attr(op, "use_softmax", True))
    if ctx.attr(op, "soft_label", False):
        if use_softmax:
            g = (sm - label) * dloss
        else:
            g = -label / sm * dloss
        return same_dtype(xp, g, sm)
    lab = label.astype("int64")
    if lab.ndim < sm.ndim:
        lab = xp.expand_dims(lab, axis)
    ign = int(ctx.attr(op, "ignore_index", -100))
    keep = (lab != ign).astype(sm.dtype)
    safe = xp.where(lab == ign, 0, lab)
    onehot = xp.zeros(sm.shape, dtype=sm.dtype)
    xp.put_along_axis(onehot, safe, 1.0, axis=axis)
    if use_softmax:
        g = (sm - onehot) * dloss * keep
    else:
        g = -onehot / sm * dloss * keep
    return same_dtype(xp, g, sm)


# -- embedding ---------------------------------------------------------------------------------------------
@kernel("pd_op.embedding")
def embedding(ctx: KernelContext, op: Operation, ids: Array, weight: Array) -> Array:
    idx = ids.astype("int64")
    out = weight[idx]
    pad = int(ctx.attr(op, "padding_idx", -1))
    if pad >= 0:
        out = out * (idx != pad)[..., None].astype(weight.dtype)
    return out


@kernel("pd_op.embedding_grad")
def embedding_grad(ctx: KernelContext, op: Operation, ids: Array, weight: Array, dout: Array) -> Array:
    xp = ctx.xp
    g = xp.zeros(weight.shape, dtype=dout.dtype)
    idx = ids.astype("int64").reshape(-1)
    d = dout.reshape(-1, weight.shape[-1])
    pad = int(ctx.attr(op, "padding_idx", -1))
    if pad >= 0:
        d = d * (idx != pad)[:, None].astype(d.dtype)
    xp.add.at(g, idx, d)
    return g
