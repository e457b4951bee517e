"""Neural-network ops: softmax, layer_norm, dropout, cross_entropy_with_softmax, embedding,
batch_norm_, conv2d, pool2d (and grads).

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..registry import kernel
from ._util import same_dtype


def _softmax(xp: Any, x: Any, axis: int) -> Any:
    m = x.max(axis=axis, keepdims=True)
    e = xp.exp(x - m)
    return e / e.sum(axis=axis, keepdims=True)


@kernel("pd_op.softmax", "pd_op.softmax_")
def softmax(ctx: Any, op: Any, x: Any) -> Any:
    return same_dtype(ctx.xp, _softmax(ctx.xp, x, int(ctx.attr(op, "axis", -1))), x)


@kernel("pd_op.softmax_grad")
def softmax_grad(ctx: Any, op: Any, out: Any, dout: Any) -> Any:
    a = int(ctx.attr(op, "axis", -1))
    return same_dtype(ctx.xp, out * (dout - (dout * out).sum(axis=a, keepdims=True)), dout)


@kernel("pd_op.log_softmax")
def log_softmax(ctx: Any, op: Any, x: Any) -> Any:
    a = int(ctx.attr(op, "axis", -1))
    m = x.max(axis=a, keepdims=True)
    s = x - m
    return same_dtype(ctx.xp, s - ctx.xp.log(ctx.xp.exp(s).sum(axis=a, keepdims=True)), x)


@kernel("pd_op.log_softmax_grad")
def log_softmax_grad(ctx: Any, op: Any, out: Any, dout: Any) -> Any:
    a = int(ctx.attr(op, "axis", -1))
    return same_dtype(ctx.xp, dout - ctx.xp.exp(out) * dout.sum(axis=a, keepdims=True), dout)


# -- layer_norm ---------------------------------------------------------------------------------------
def _ln_axes(x: Any, b: int) -> tuple[int, ...]:
    return tuple(range(b % x.ndim if x.ndim else 0, x.ndim))


@kernel("pd_op.layer_norm")
def layer_norm(ctx: Any, op: Any, x: Any, scale: Any = None, bias: Any = None) -> Any:
    xp = ctx.xp
    b = int(ctx.attr(op, "begin_norm_axis", 1))
    eps = float(ctx.attr(op, "epsilon", 1e-5))
    axes = _ln_axes(x, b)
    mean = x.mean(axis=axes, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=axes, keepdims=True)
    y = (x - mean) / xp.sqrt(var + eps)
    norm_shape = x.shape[b % x.ndim :]
    if scale is not None:
        y = y * scale.reshape(norm_shape)
    if bias is not None:
        y = y + bias.reshape(norm_shape)
    lead = x.shape[: b % x.ndim]
    return same_dtype(xp, y, x), mean.reshape(lead).astype("float32"), var.reshape(lead).astype("float32")


@kernel("pd_op.layer_norm_grad")
def layer_norm_grad(ctx: Any, op: Any, x: Any, scale: Any, bias: Any, mean: Any, var: Any, dout: Any) -> Any:
    xp = ctx.xp
    b = int(ctx.attr(op, "begin_norm_axis", 1)) % x.ndim
    eps = float(ctx.attr(op, "epsilon", 1e-5))
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
    dscale = None if dscale is None else dscale.reshape(scale.shape).astype(scale.dtype)
    dbias = None if dbias is None else dbias.reshape(bias.shape).astype(bias.dtype)
    return same_dtype(xp, dx, x), dscale, dbias


# -- dropout -------------------------------------------------------------------------------------------
def _p(ctx: Any, op: Any, p: Any) -> float:
    return float(ctx.to_scalar(p)) if p is not None else float(ctx.attr(op, "p", 0.5))


@kernel("pd_op.dropout")
def dropout(ctx: Any, op: Any, x: Any, seed_tensor: Any = None, p: Any = None) -> Any:
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
        rng = np.random.default_rng(seed) if seed else ctx.rng
        mask = xp.asarray((rng.random(size=x.shape) >= pv).astype("uint8"))
    out = x * mask.astype(x.dtype)
    if upscale:
        out = out / (1.0 - pv) if pv < 1.0 else out * 0
    return same_dtype(xp, out, x), mask


@kernel("pd_op.dropout_grad")
def dropout_grad(ctx: Any, op: Any, mask: Any, dout: Any, p: Any = None) -> Any:
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
def _hard_index(xp: Any, label: Any, axis: int) -> Any:
    return label.astype("int64")


@kernel("pd_op.cross_entropy_with_softmax", "pd_op.cross_entropy_with_softmax_")
def cross_entropy_with_softmax(ctx: Any, op: Any, logits: Any, label: Any) -> Any:
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
def cross_entropy_with_softmax_grad(ctx: Any, op: Any, label: Any, sm: Any, dloss: Any) -> Any:
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
def embedding(ctx: Any, op: Any, ids: Any, weight: Any) -> Any:
    idx = ids.astype("int64")
    out = weight[idx]
    pad = int(ctx.attr(op, "padding_idx", -1))
    if pad >= 0:
        out = out * (idx != pad)[..., None].astype(weight.dtype)
    return out


@kernel("pd_op.embedding_grad")
def embedding_grad(ctx: Any, op: Any, ids: Any, weight: Any, dout: Any) -> Any:
    xp = ctx.xp
    g = xp.zeros(weight.shape, dtype=dout.dtype)
    idx = ids.astype("int64").reshape(-1)
    d = dout.reshape(-1, weight.shape[-1])
    pad = int(ctx.attr(op, "padding_idx", -1))
    if pad >= 0:
        d = d * (idx != pad)[:, None].astype(d.dtype)
    xp.add.at(g, idx, d)
    return g


# -- conv2d / pool2d (NCHW, NHWC via transposes) ---------------------------------------------------------
def _pair(v: Any) -> list[int]:
    v = [int(a) for a in (v if isinstance(v, list | tuple) else [v])]
    return v * 2 if len(v) == 1 else v


def _pads(ctx: Any, op: Any, hw: tuple[int, int], k: list[int], s: list[int], d: list[int]) -> list[int]:
    """[top, bottom, left, right] from `paddings` and `padding_algorithm`."""
    algo = str(ctx.attr(op, "padding_algorithm", "EXPLICIT"))
    if algo == "VALID":
        return [0, 0, 0, 0]
    if algo == "SAME":
        out = []
        for n, kk, ss, dd in zip(hw, k, s, d, strict=True):
            o = -(-n // ss)
            tot = max((o - 1) * ss + (kk - 1) * dd + 1 - n, 0)
            out += [tot // 2, tot - tot // 2]
        return out
    p = [int(a) for a in (ctx.attr(op, "paddings", [0, 0]) or [0, 0])]
    if len(p) == 2:
        return [p[0], p[0], p[1], p[1]]
    return p


def _nchw(ctx: Any, op: Any, x: Any) -> Any:
    return x.transpose(0, 3, 1, 2) if str(ctx.attr(op, "data_format", "NCHW")) == "NHWC" else x


def _back(ctx: Any, op: Any, x: Any) -> Any:
    return x.transpose(0, 2, 3, 1) if str(ctx.attr(op, "data_format", "NCHW")) == "NHWC" else x


def _windows(xp: Any, xpad: Any, k: list[int], s: list[int], d: list[int], out_hw: tuple[int, int]) -> Any:
    """cols[n, c, i, j, ho, wo] = xpad[n, c, i*dh + ho*sh, j*dw + wo*sw]."""
    ho, wo = out_hw
    rows = []
    for i in range(k[0]):
        row = []
        for j in range(k[1]):
            h0, w0 = i * d[0], j * d[1]
            row.append(xpad[:, :, h0 : h0 + s[0] * (ho - 1) + 1 : s[0], w0 : w0 + s[1] * (wo - 1) + 1 : s[1]])
        rows.append(xp.stack(row, axis=2))
    return xp.stack(rows, axis=2)


def _conv_geom(ctx: Any, op: Any, x: Any, w: Any) -> tuple[list[int], list[int], list[int], list[int], tuple[int, int]]:
    k = [int(w.shape[2]), int(w.shape[3])]
    s = _pair(ctx.attr(op, "strides", [1, 1]))
    d = _pair(ctx.attr(op, "dilations", [1, 1]))
    p = _pads(ctx, op, (x.shape[2], x.shape[3]), k, s, d)
    ho = (x.shape[2] + p[0] + p[1] - (d[0] * (k[0] - 1) + 1)) // s[0] + 1
    wo = (x.shape[3] + p[2] + p[3] - (d[1] * (k[1] - 1) + 1)) // s[1] + 1
    return k, s, d, p, (ho, wo)


def _pad(xp: Any, x: Any, p: list[int], value: float = 0.0) -> Any:
    return xp.pad(x, ((0, 0), (0, 0), (p[0], p[1]), (p[2], p[3])), constant_values=value)


@kernel("pd_op.conv2d", "pd_op.depthwise_conv2d")
def conv2d(ctx: Any, op: Any, x: Any, w: Any) -> Any:
    xp = ctx.xp
    x = _nchw(ctx, op, x)
    g = int(ctx.attr(op, "groups", 1) or 1)
    k, s, d, p, (ho, wo) = _conv_geom(ctx, op, x, w)
    cols = _windows(xp, _pad(xp, x, p), k, s, d, (ho, wo))
    n, c = x.shape[0], x.shape[1]
    o = w.shape[0]
    cols = cols.reshape(n, g, c // g, k[0], k[1], ho, wo)
    wg = w.reshape(g, o // g, c // g, k[0], k[1])
    out = xp.einsum("ngcijhw,gocij->ngohw", cols, wg).reshape(n, o, ho, wo)
    return _back(ctx, op, same_dtype(xp, out, x))


@kernel("pd_op.conv2d_grad", "pd_op.depthwise_conv2d_grad")
def conv2d_grad(ctx: Any, op: Any, x: Any, w: Any, dout: Any) -> Any:
    xp = ctx.xp
    x = _nchw(ctx, op, x)
    dout = _nchw(ctx, op, dout)
    g = int(ctx.attr(op, "groups", 1) or 1)
    k, s, d, p, (ho, wo) = _conv_geom(ctx, op, x, w)
    xpad = _pad(xp, x, p)
    n, c = x.shape[0], x.shape[1]
    o = w.shape[0]
    cols = _windows(xp, xpad, k, s, d, (ho, wo)).reshape(n, g, c // g, k[0], k[1], ho, wo)
    dg = dout.reshape(n, g, o // g, ho, wo)
    wg = w.reshape(g, o // g, c // g, k[0], k[1])
    dw = xp.einsum("ngcijhw,ngohw->gocij", cols, dg).reshape(w.shape)
    dcols = xp.einsum("gocij,ngohw->ngcijhw", wg, dg).reshape(n, c, k[0], k[1], ho, wo)
    dxpad = xp.zeros(xpad.shape, dtype=x.dtype)
    for i in range(k[0]):
        for j in range(k[1]):
            h0, w0 = i * d[0], j * d[1]
            dxpad[:, :, h0 : h0 + s[0] * (ho - 1) + 1 : s[0], w0 : w0 + s[1] * (wo - 1) + 1 : s[1]] += dcols[:, :, i, j]
    dx = dxpad[:, :, p[0] : p[0] + x.shape[2], p[2] : p[2] + x.shape[3]]
    return _back(ctx, op, same_dtype(xp, dx, x)), same_dtype(xp, dw, w)


def _pool_geom(ctx: Any, op: Any, x: Any, ksize: Any) -> tuple[list[int], list[int], list[int], tuple[int, int]]:
    if ctx.attr(op, "global_pooling", False) or ctx.attr(op, "adaptive", False):
        if ctx.attr(op, "adaptive", False):
            want = _pair(ctx.to_list(ksize))
            if want != [1, 1] and (x.shape[2] % want[0] or x.shape[3] % want[1]):
                raise ValueError("adaptive pooling is supported only for output sizes that divide the input")
            k = [x.shape[2] // want[0], x.shape[3] // want[1]]
            return k, k, [0, 0, 0, 0], (want[0], want[1])
        return [x.shape[2], x.shape[3]], [1, 1], [0, 0, 0, 0], (1, 1)
    k = _pair(ctx.to_list(ksize))
    s = _pair(ctx.attr(op, "strides", [1, 1]))
    p = _pads(ctx, op, (x.shape[2], x.shape[3]), k, s, [1, 1])
    hw = []
    for n, kk, ss, a, b in zip((x.shape[2], x.shape[3]), k, s, p[0::2], p[1::2], strict=True):
        span = n + a + b - kk
        o = (-(-span // ss) if ctx.attr(op, "ceil_mode", False) else span // ss) + 1
        hw.append(o)
    # extra bottom/right padding for ceil_mode
    p = [
        p[0],
        max(p[1], (hw[0] - 1) * s[0] + k[0] - x.shape[2] - p[0]),
        p[2],
        max(p[3], (hw[1] - 1) * s[1] + k[1] - x.shape[3] - p[2]),
    ]
    return k, s, p, (hw[0], hw[1])


@kernel("pd_op.pool2d")
def pool2d(ctx: Any, op: Any, x: Any, ksize: Any = None) -> Any:
    xp = ctx.xp
    x = _nchw(ctx, op, x)
    k, s, p, hw = _pool_geom(ctx, op, x, ksize)
    if str(ctx.attr(op, "pooling_type", "max")) == "max":
        cols = _windows(xp, _pad(xp, x, p, -float("inf")), k, s, [1, 1], hw)
        out = cols.max(axis=(2, 3))
    else:
        cols = _windows(xp, _pad(xp, x, p), k, s, [1, 1], hw)
        tot = cols.sum(axis=(2, 3))
        if ctx.attr(op, "exclusive", True):
            ones = _windows(xp, _pad(xp, xp.ones((1, 1) + tuple(x.shape[2:]), dtype=x.dtype), p), k, s, [1, 1], hw)
            out = tot / ones.sum(axis=(2, 3))
        else:
            out = tot / (k[0] * k[1])
    return _back(ctx, op, same_dtype(xp, out, x))


@kernel("pd_op.pool2d_grad")
def pool2d_grad(ctx: Any, op: Any, x: Any, out: Any, dout: Any, ksize: Any = None) -> Any:
    xp = ctx.xp
    x = _nchw(ctx, op, x)
    out = _nchw(ctx, op, out)
    dout = _nchw(ctx, op, dout)
    k, s, p, (ho, wo) = _pool_geom(ctx, op, x, ksize)
    is_max = str(ctx.attr(op, "pooling_type", "max")) == "max"
    xpad = _pad(xp, x, p, -float("inf") if is_max else 0.0)
    dxpad = xp.zeros(xpad.shape, dtype=dout.dtype)
    if is_max:
        found = xp.zeros(out.shape, dtype=bool)
    else:
        if ctx.attr(op, "exclusive", True):
            ones = _windows(
                xp, _pad(xp, xp.ones((1, 1) + tuple(x.shape[2:]), dtype=x.dtype), p), k, s, [1, 1], (ho, wo)
            )
            cnt = ones.sum(axis=(2, 3))
        else:
            cnt = k[0] * k[1]
        share = dout / cnt
    for i in range(k[0]):
        for j in range(k[1]):
            sl = (
                slice(None),
                slice(None),
                slice(i, i + s[0] * (ho - 1) + 1, s[0]),
                slice(j, j + s[1] * (wo - 1) + 1, s[1]),
            )
            if is_max:
                hit = (xpad[sl] == out) & ~found  # the first max in the window takes the grad
                dxpad[sl] += xp.where(hit, dout, 0).astype(dout.dtype)
                found = found | hit
            else:
                dxpad[sl] += share.astype(dout.dtype)
    dx = dxpad[:, :, p[0] : p[0] + x.shape[2], p[2] : p[2] + x.shape[3]]
    return _back(ctx, op, same_dtype(xp, dx, dout))


# -- batch_norm ----------------------------------------------------------------------------------------------
def _bn_shape(x: Any) -> tuple[int, ...]:
    return (1, -1) + (1,) * (x.ndim - 2)


@kernel("pd_op.batch_norm_", "pd_op.batch_norm", inplace={1: 1, 2: 2})
def batch_norm(ctx: Any, op: Any, x: Any, mean: Any, var: Any, scale: Any = None, bias: Any = None) -> Any:
    xp = ctx.xp
    nhwc = str(ctx.attr(op, "data_format", "NCHW")) in ("NHWC", "NLC", "NDHWC")
    if nhwc:
        x = xp.moveaxis(x, -1, 1)
    eps = float(ctx.attr(op, "epsilon", 1e-5))
    mom = float(ctx.attr(op, "momentum", 0.9))
    axes = (0,) + tuple(range(2, x.ndim))
    bs = _bn_shape(x)
    global_stats = bool(ctx.attr(op, "is_test", False)) or bool(ctx.attr(op, "use_global_stats", False))
    if global_stats:
        bm, bv = mean, var
        new_mean, new_var = mean, var
    else:
        bm = x.mean(axis=axes)
        bv = ((x - bm.reshape(bs)) ** 2).mean(axis=axes)
        new_mean = (mean * mom + bm * (1.0 - mom)).astype(mean.dtype)
        new_var = (var * mom + bv * (1.0 - mom)).astype(var.dtype)
    inv = 1.0 / xp.sqrt(bv + eps)
    y = (x - bm.reshape(bs)) * inv.reshape(bs)
    if scale is not None:
        y = y * scale.reshape(bs)
    if bias is not None:
        y = y + bias.reshape(bs)
    if nhwc:
        y = xp.moveaxis(y, 1, -1)
    y = same_dtype(xp, y, x)
    saved_mean = same_dtype(xp, bm, mean)
    saved_inv = same_dtype(xp, inv, var)
    return y, new_mean, new_var, saved_mean, saved_inv, xp.zeros((0,), dtype="uint8")


@kernel("pd_op.batch_norm_grad")
def batch_norm_grad(
    ctx: Any,
    op: Any,
    x: Any,
    scale: Any,
    bias: Any,
    mean_out: Any,
    var_out: Any,
    saved_mean: Any,
    saved_inv: Any,
    reserve: Any,
    dout: Any,
) -> Any:
    xp = ctx.xp
    nhwc = str(ctx.attr(op, "data_format", "NCHW")) in ("NHWC", "NLC", "NDHWC")
    if nhwc:
        x = xp.moveaxis(x, -1, 1)
        dout = xp.moveaxis(dout, -1, 1)
    eps = float(ctx.attr(op, "epsilon", 1e-5))
    axes = (0,) + tuple(range(2, x.ndim))
    bs = _bn_shape(x)
    global_stats = bool(ctx.attr(op, "is_test", False)) or bool(ctx.attr(op, "use_global_stats", False))
    if global_stats:
        m, inv = mean_out, 1.0 / xp.sqrt(var_out + eps)
    else:
        m, inv = saved_mean, saved_inv
    xhat = (x - m.reshape(bs)) * inv.reshape(bs)
    dbias = dout.sum(axis=axes)
    dscale = (dout * xhat).sum(axis=axes)
    sc = scale.reshape(bs) if scale is not None else 1.0
    if global_stats:
        dx = dout * sc * inv.reshape(bs)
    else:
        cnt = x.size // x.shape[1]
        dx = sc * inv.reshape(bs) / cnt * (cnt * dout - dbias.reshape(bs) - xhat * dscale.reshape(bs))
    if nhwc:
        dx = xp.moveaxis(dx, 1, -1)
    return (
        same_dtype(xp, dx, dout),
        (None if scale is None else same_dtype(xp, dscale, scale)),
        (None if bias is None else same_dtype(xp, dbias, bias)),
    )
