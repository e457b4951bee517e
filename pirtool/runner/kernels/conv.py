"""Convolution and pooling (NCHW; NHWC through transposes): conv2d, depthwise_conv2d, pool2d
(max/avg, explicit/SAME/VALID padding, ceil mode, global and adaptive) and their grads.

Convolutions gather the input windows (`_windows`) and contract them with the filter by einsum;
adaptive pooling takes Paddle's windows [floor(i*H/h), ceil((i+1)*H/h)), which overlap when
the output size does not divide the input.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from ...ir import Operation
from ..registry import Array, ArrayModule, KernelContext, kernel
from ._util import same_dtype


# -- conv2d / pool2d (NCHW, NHWC via transposes) ---------------------------------------------------------
def _pair(v: int | list[int] | tuple[int, ...]) -> list[int]:
    v = [int(a) for a in (v if isinstance(v, list | tuple) else [v])]
    return v * 2 if len(v) == 1 else v


def _pads(
    ctx: KernelContext, op: Operation, hw: tuple[int, int], k: list[int], s: list[int], d: list[int]
) -> list[int]:
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


def _nchw(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return x.transpose(0, 3, 1, 2) if str(ctx.attr(op, "data_format", "NCHW")) == "NHWC" else x


def _back(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return x.transpose(0, 2, 3, 1) if str(ctx.attr(op, "data_format", "NCHW")) == "NHWC" else x


def _windows(xp: ArrayModule, xpad: Array, k: list[int], s: list[int], d: list[int], out_hw: tuple[int, int]) -> Array:
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


def _conv_geom(
    ctx: KernelContext, op: Operation, x: Array, w: Array
) -> tuple[list[int], list[int], list[int], list[int], tuple[int, int]]:
    k = [int(w.shape[2]), int(w.shape[3])]
    s = _pair(ctx.attr(op, "strides", [1, 1]))
    d = _pair(ctx.attr(op, "dilations", [1, 1]))
    p = _pads(ctx, op, (x.shape[2], x.shape[3]), k, s, d)
    ho = (x.shape[2] + p[0] + p[1] - (d[0] * (k[0] - 1) + 1)) // s[0] + 1
    wo = (x.shape[3] + p[2] + p[3] - (d[1] * (k[1] - 1) + 1)) // s[1] + 1
    return k, s, d, p, (ho, wo)


def _pad(xp: ArrayModule, x: Array, p: list[int], value: float = 0.0) -> Array:
    return xp.pad(x, ((0, 0), (0, 0), (p[0], p[1]), (p[2], p[3])), constant_values=value)


@kernel("pd_op.conv2d", "pd_op.depthwise_conv2d")
def conv2d(ctx: KernelContext, op: Operation, x: Array, w: Array) -> Array:
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
def conv2d_grad(ctx: KernelContext, op: Operation, x: Array, w: Array, dout: Array) -> tuple[Array, Array]:
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


def _pool_geom(
    ctx: KernelContext, op: Operation, x: Array, ksize: Array | None
) -> tuple[list[int], list[int], list[int], tuple[int, int]]:
    if ctx.attr(op, "global_pooling", False) or ctx.attr(op, "adaptive", False):
        if ctx.attr(op, "adaptive", False):
            want = _pair(ctx.to_list(ksize))
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


def _counts(
    ctx: KernelContext, op: Operation, x: Array, k: list[int], s: list[int], p: list[int], hw: tuple[int, int]
) -> Array | int:
    """An average window's divisor: the input positions it covers (`exclusive`), or else those
    and the explicit padding's, not the rows and columns ceil mode adds (Paddle's pool size:
    the window clipped to the padded input)."""
    xp = ctx.xp
    h, w = x.shape[2], x.shape[3]
    if ctx.attr(op, "global_pooling", False) or ctx.attr(op, "adaptive", False):
        return k[0] * k[1]
    if ctx.attr(op, "exclusive", True):
        area, pad = xp.ones((1, 1, h, w), dtype=x.dtype), p
    else:
        e = _pads(ctx, op, (h, w), k, s, [1, 1])
        area = xp.ones((1, 1, h + e[0] + e[1], w + e[2] + e[3]), dtype=x.dtype)
        pad = [a - b for a, b in zip(p, e, strict=True)]
    return _windows(xp, _pad(xp, area, pad), k, s, [1, 1], hw).sum(axis=(2, 3))


def _uneven(ctx: KernelContext, op: Operation, x: Array, ksize: Array | None) -> tuple[int, int] | None:
    """The output size of an adaptive pooling that does not divide the input (else None)."""
    if not ctx.attr(op, "adaptive", False) or ctx.attr(op, "global_pooling", False):
        return None
    want = _pair(ctx.to_list(ksize))
    return (want[0], want[1]) if x.shape[2] % want[0] or x.shape[3] % want[1] else None


def _spans(n: int, out: int) -> list[tuple[int, int]]:
    """Paddle's adaptive windows along one dim: [floor(i*n/out), ceil((i+1)*n/out))."""
    return [(i * n // out, -(-(i + 1) * n // out)) for i in range(out)]


def _adaptive(xp: ArrayModule, x: Array, hw: tuple[int, int], is_max: bool) -> Array:
    out = xp.empty((*x.shape[:2], *hw), dtype=x.dtype)
    for i, (h0, h1) in enumerate(_spans(x.shape[2], hw[0])):
        for j, (w0, w1) in enumerate(_spans(x.shape[3], hw[1])):
            win = x[:, :, h0:h1, w0:w1]
            out[:, :, i, j] = win.max(axis=(2, 3)) if is_max else win.mean(axis=(2, 3))
    return out


def _adaptive_grad(xp: ArrayModule, x: Array, dout: Array, hw: tuple[int, int], is_max: bool) -> Array:
    """The grad of `_adaptive`: a max window's first maximum (row-major, as Paddle's kernel
    scans) takes the grad, an average window shares it."""
    dx = xp.zeros(x.shape, dtype=dout.dtype)
    n, c = x.shape[:2]
    for i, (h0, h1) in enumerate(_spans(x.shape[2], hw[0])):
        for j, (w0, w1) in enumerate(_spans(x.shape[3], hw[1])):
            g = dout[:, :, i, j]
            if is_max:
                win = x[:, :, h0:h1, w0:w1].reshape(n, c, -1)
                first = win.argmax(axis=2)
                r, q = h0 + first // (w1 - w0), w0 + first % (w1 - w0)
                nn_, cc = xp.meshgrid(xp.arange(n), xp.arange(c), indexing="ij")
                xp.add.at(dx, (nn_, cc, r, q), g)
            else:
                inv = float(xp.float32(1.0 / ((h1 - h0) * (w1 - w0))))  # in float, as Paddle's grad
                dx[:, :, h0:h1, w0:w1] += (g * inv)[:, :, None, None]
    return dx


@kernel("pd_op.pool2d")
def pool2d(ctx: KernelContext, op: Operation, x: Array, ksize: Array | None = None) -> Array:
    xp = ctx.xp
    x = _nchw(ctx, op, x)
    uneven = _uneven(ctx, op, x, ksize)
    if uneven is not None:
        out = _adaptive(xp, x, uneven, str(ctx.attr(op, "pooling_type", "max")) == "max")
        return _back(ctx, op, same_dtype(xp, out, x))
    k, s, p, hw = _pool_geom(ctx, op, x, ksize)
    if str(ctx.attr(op, "pooling_type", "max")) == "max":
        cols = _windows(xp, _pad(xp, x, p, -float("inf")), k, s, [1, 1], hw)
        out = cols.max(axis=(2, 3))
    else:
        cols = _windows(xp, _pad(xp, x, p), k, s, [1, 1], hw)
        out = cols.sum(axis=(2, 3)) / _counts(ctx, op, x, k, s, p, hw)
    return _back(ctx, op, same_dtype(xp, out, x))


@kernel("pd_op.pool2d_grad")
def pool2d_grad(
    ctx: KernelContext, op: Operation, x: Array, out: Array, dout: Array, ksize: Array | None = None
) -> Array:
    xp = ctx.xp
    x = _nchw(ctx, op, x)
    out = _nchw(ctx, op, out)
    dout = _nchw(ctx, op, dout)
    uneven = _uneven(ctx, op, x, ksize)
    if uneven is not None:
        dx = _adaptive_grad(xp, x, dout, uneven, str(ctx.attr(op, "pooling_type", "max")) == "max")
        return _back(ctx, op, same_dtype(xp, dx, dout))
    k, s, p, (ho, wo) = _pool_geom(ctx, op, x, ksize)
    is_max = str(ctx.attr(op, "pooling_type", "max")) == "max"
    xpad = _pad(xp, x, p, -float("inf") if is_max else 0.0)
    dxpad = xp.zeros(xpad.shape, dtype=dout.dtype)
    if is_max:
        found = xp.zeros(out.shape, dtype=bool)
    else:
        # Paddle's average grad scales by 1/pool_size taken in float, even for float64
        share = dout * xp.asarray(1.0 / _counts(ctx, op, x, k, s, p, (ho, wo))).astype("float32").astype(dout.dtype)
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
