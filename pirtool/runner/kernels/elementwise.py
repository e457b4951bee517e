"""Elementwise arithmetic, activations, comparisons, casts and their grads.

Binary ops broadcast like numpy (Paddle's `axis=-1`); grads sum over broadcast dims
(`unbroadcast`). Grad operand orders follow Paddle's backward.yaml: `add_grad(x, y, out_grad)`,
`divide_grad(x, y, out, out_grad)`, `relu_grad(out, out_grad)`, `square_grad(x, out_grad)`, ...

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ...ir import Operation
from ..dtypes import np_dtype_of_attr, np_dtype_of_type, round_bf16
from ..registry import Array, ArrayModule, KernelContext, KernelFn, kernel
from ._util import erf, f32, same_dtype, unbroadcast

#: In-place arithmetic written straight into x's buffer (the ufunc's `out=`) when the result
#: has x's dtype and shape: the same arithmetic without a fresh array and a copy back.
_INTO_X = {f"pd_op.{n}_": n for n in ("add", "subtract", "multiply", "divide", "maximum", "minimum")}


def _into_x(xp: ArrayModule, x: Array, y: Array) -> bool:
    if not hasattr(x, "dtype") or not getattr(getattr(x, "flags", None), "writeable", True):
        return False
    return bool(xp.result_type(x, y) == x.dtype and tuple(xp.broadcast_shapes(x.shape, xp.shape(y))) == x.shape)


def _bin(fn: Callable[[ArrayModule, Array, Array], Array]) -> KernelFn:
    def k(ctx: KernelContext, op: Operation, x: Array, y: Array) -> Array:
        into = _INTO_X.get(op.name)
        if into is not None and _into_x(ctx.xp, x, y):
            return getattr(ctx.xp, into)(x, y, out=x)
        return fn(ctx.xp, x, y)

    return k


for _name, _fn in {
    "add": lambda xp, x, y: x + y,
    "subtract": lambda xp, x, y: x - y,
    "multiply": lambda xp, x, y: x * y,
    "divide": lambda xp, x, y: x / y,
    "maximum": lambda xp, x, y: xp.maximum(x, y),
    "minimum": lambda xp, x, y: xp.minimum(x, y),
    "elementwise_pow": lambda xp, x, y: xp.power(x, y),
    "remainder": lambda xp, x, y: xp.remainder(x, y),
    "floor_divide": lambda xp, x, y: xp.floor_divide(x, y),
    "equal": lambda xp, x, y: x == y,
    "not_equal": lambda xp, x, y: x != y,
    "less_than": lambda xp, x, y: x < y,
    "less_equal": lambda xp, x, y: x <= y,
    "greater_than": lambda xp, x, y: x > y,
    "greater_equal": lambda xp, x, y: x >= y,
    "logical_and": lambda xp, x, y: xp.logical_and(x, y),
    "logical_or": lambda xp, x, y: xp.logical_or(x, y),
    "logical_xor": lambda xp, x, y: xp.logical_xor(x, y),
    "bitwise_and": lambda xp, x, y: xp.bitwise_and(x, y),
    "bitwise_or": lambda xp, x, y: xp.bitwise_or(x, y),
    "bitwise_xor": lambda xp, x, y: xp.bitwise_xor(x, y),
}.items():
    kernel(f"pd_op.{_name}", f"pd_op.{_name}_")(_bin(_fn))


@kernel("pd_op.add_grad")
def add_grad(ctx: KernelContext, op: Operation, x: Array, y: Array, dout: Array) -> tuple[Array, Array]:
    return unbroadcast(ctx.xp, dout, x.shape), unbroadcast(ctx.xp, dout, y.shape)


@kernel("pd_op.subtract_grad")
def subtract_grad(ctx: KernelContext, op: Operation, x: Array, y: Array, dout: Array) -> tuple[Array, Array]:
    return unbroadcast(ctx.xp, dout, x.shape), unbroadcast(ctx.xp, -dout, y.shape)


@kernel("pd_op.multiply_grad")
def multiply_grad(ctx: KernelContext, op: Operation, x: Array, y: Array, dout: Array) -> tuple[Array, Array]:
    return unbroadcast(ctx.xp, dout * y, x.shape), unbroadcast(ctx.xp, dout * x, y.shape)


@kernel("pd_op.divide_grad")
def divide_grad(ctx: KernelContext, op: Operation, x: Array, y: Array, out: Array, dout: Array) -> tuple[Array, Array]:
    return unbroadcast(ctx.xp, dout / y, x.shape), unbroadcast(ctx.xp, -dout * out / y, y.shape)


@kernel("pd_op.maximum_grad")
def maximum_grad(ctx: KernelContext, op: Operation, x: Array, y: Array, dout: Array) -> tuple[Array, Array]:
    xp = ctx.xp
    gx = xp.where(x > y, dout, 0) + xp.where(x == y, dout * 0.5, 0)
    gy = xp.where(x < y, dout, 0) + xp.where(x == y, dout * 0.5, 0)
    return unbroadcast(xp, same_dtype(xp, gx, dout), x.shape), unbroadcast(xp, same_dtype(xp, gy, dout), y.shape)


@kernel("pd_op.minimum_grad")
def minimum_grad(ctx: KernelContext, op: Operation, x: Array, y: Array, dout: Array) -> tuple[Array, Array]:
    xp = ctx.xp
    gx = xp.where(x < y, dout, 0) + xp.where(x == y, dout * 0.5, 0)
    gy = xp.where(x > y, dout, 0) + xp.where(x == y, dout * 0.5, 0)
    return unbroadcast(xp, same_dtype(xp, gx, dout), x.shape), unbroadcast(xp, same_dtype(xp, gy, dout), y.shape)


# -- unary ---------------------------------------------------------------------------------------
def _gelu(xp: ArrayModule, x: Array, approximate: bool) -> Array:
    if approximate:
        c = math.sqrt(2.0 / math.pi)
        return 0.5 * x * (1.0 + xp.tanh(c * (x + 0.044715 * x * x * x)))
    return 0.5 * x * (1.0 + erf(xp, x / math.sqrt(2.0)))


def _sigmoid(xp: ArrayModule, x: Array) -> Array:
    return 1.0 / (1.0 + xp.exp(-x))


for _name, _ufn in {
    "relu": lambda xp, x: xp.maximum(x, 0).astype(x.dtype, copy=False),
    "tanh": lambda xp, x: xp.tanh(x),
    "sigmoid": _sigmoid,
    "silu": lambda xp, x: x * _sigmoid(xp, x),
    "exp": lambda xp, x: xp.exp(x),
    "log": lambda xp, x: xp.log(x),
    "sqrt": lambda xp, x: xp.sqrt(x),
    "rsqrt": lambda xp, x: 1.0 / xp.sqrt(x),
    "square": lambda xp, x: x * x,
    "abs": lambda xp, x: xp.abs(x),
    "sin": lambda xp, x: xp.sin(x),
    "cos": lambda xp, x: xp.cos(x),
    "floor": lambda xp, x: xp.floor(x),
    "logical_not": lambda xp, x: xp.logical_not(x),
    "bitwise_not": lambda xp, x: xp.invert(x),
    "sign": lambda xp, x: xp.sign(x),
    "reciprocal": lambda xp, x: 1.0 / x,
}.items():

    def _mk(fn: Callable[[ArrayModule, Array], Array]) -> KernelFn:
        def k(ctx: KernelContext, op: Operation, x: Array) -> Array:
            return same_dtype(ctx.xp, fn(ctx.xp, x), x) if x.dtype.kind == "f" else fn(ctx.xp, x)

        return k

    kernel(f"pd_op.{_name}", f"pd_op.{_name}_")(_mk(_ufn))


@kernel("pd_op.gelu")
def gelu(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return same_dtype(ctx.xp, _gelu(ctx.xp, x, bool(ctx.attr(op, "approximate", False))), x)


@kernel("pd_op.gelu_grad")
def gelu_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array) -> Array:
    xp = ctx.xp
    if ctx.attr(op, "approximate", False):
        c = math.sqrt(2.0 / math.pi)
        t = xp.tanh(c * (x + 0.044715 * x * x * x))
        d = 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * c * (1.0 + 3.0 * 0.044715 * x * x)
    else:
        d = 0.5 * (1.0 + erf(xp, x / math.sqrt(2.0))) + x * xp.exp(-0.5 * x * x) / math.sqrt(2.0 * math.pi)
    return same_dtype(xp, dout * d, dout)


@kernel("pd_op.relu_grad")
def relu_grad(ctx: KernelContext, op: Operation, out: Array, dout: Array) -> Array:
    return same_dtype(ctx.xp, ctx.xp.where(out > 0, dout, 0), dout)


@kernel("pd_op.tanh_grad")
def tanh_grad(ctx: KernelContext, op: Operation, out: Array, dout: Array) -> Array:
    return dout * (1.0 - out * out)


@kernel("pd_op.sigmoid_grad")
def sigmoid_grad(ctx: KernelContext, op: Operation, out: Array, dout: Array) -> Array:
    return dout * out * (1.0 - out)


@kernel("pd_op.silu_grad")
def silu_grad(ctx: KernelContext, op: Operation, x: Array, out: Array, dout: Array) -> Array:
    s = _sigmoid(ctx.xp, x)
    return same_dtype(ctx.xp, dout * s * (1.0 + x * (1.0 - s)), dout)


@kernel("pd_op.exp_grad")
def exp_grad(ctx: KernelContext, op: Operation, out: Array, dout: Array) -> Array:
    return dout * out


@kernel("pd_op.log_grad")
def log_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array) -> Array:
    return dout / x


@kernel("pd_op.sqrt_grad")
def sqrt_grad(ctx: KernelContext, op: Operation, out: Array, dout: Array) -> Array:
    return dout * 0.5 / out


@kernel("pd_op.rsqrt_grad")
def rsqrt_grad(ctx: KernelContext, op: Operation, out: Array, dout: Array) -> Array:
    return dout * -0.5 * out * out * out


@kernel("pd_op.square_grad")
def square_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array) -> Array:
    return dout * 2.0 * x


@kernel("pd_op.abs_grad")
def abs_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array) -> Array:
    return dout * ctx.xp.sign(x).astype(dout.dtype)


@kernel("pd_op.pow", "pd_op.pow_")
def pow_(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return same_dtype(ctx.xp, ctx.xp.power(x, float(ctx.attr(op, "y", 1.0))), x)


@kernel("pd_op.pow_grad")
def pow_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array) -> Array:
    y = float(ctx.attr(op, "y", 1.0))
    return same_dtype(ctx.xp, dout * y * ctx.xp.power(x, y - 1.0), dout)


# -- scale, cast, where, add_n, assign --------------------------------------------------------------
@kernel("pd_op.scale", "pd_op.scale_")
def scale(ctx: KernelContext, op: Operation, x: Array, s: Array | None = None) -> Array:
    """x * scale + bias (or (x + bias) * scale). Paddle's scale and bias are float attributes:
    they are float32 values; on an integer tensor both are cast to its dtype first (C++
    static_cast: 2.5 scales by 2), and on a bf16 tensor too: Paddle's CPU kernel computes in
    bf16, the factor rounded to bf16 (scale by 1/sqrt(8) is scale by 0.353516) and the product
    rounded before the bias is added (docs/kernels.md)."""
    xp = ctx.xp
    sv = ctx.to_scalar(s) if s is not None else f32(ctx.attr(op, "scale", 1.0))
    b = f32(ctx.attr(op, "bias", 0.0))
    if x.dtype.kind in "iu":
        sv, b = int(sv), int(b)
    elif op.results[0].type.dtype == "bf16":
        sv, b = (float(round_bf16(xp, xp.asarray([v], dtype=xp.float32))[0]) for v in (sv, b))
        if b != 0.0:  # two bf16 operations, each rounded (the second when stored)
            after = ctx.attr(op, "bias_after_scale", True)
            out = round_bf16(xp, x * sv) + b if after else round_bf16(xp, x + b) * sv
            return same_dtype(xp, out, x)
    if ctx.attr(op, "bias_after_scale", True):
        out = x * sv
        if out.dtype == x.dtype:
            out += b  # x * sv + b without a second array
        else:
            out = out + b
    else:
        out = (x + b) * sv
    return same_dtype(xp, out, x)


@kernel("pd_op.cast", "pd_op.cast_", inplace={})  # cast_ changes the dtype: no write-back
def cast(ctx: KernelContext, op: Operation, x: Array) -> Array:
    dt = np_dtype_of_attr(ctx.attr(op, "dtype")) or np_dtype_of_type(op.results[0].type)
    return x.astype(dt)


def where(ctx: KernelContext, op: Operation, c: Array, x: Array, y: Array) -> Array:
    return ctx.xp.where(c, x, y)


kernel("pd_op.where")(where)
kernel("pd_op.where_", inplace={0: 1})(where)  # Paddle: where_(condition, x, y) writes into x


@kernel("pd_op.where_grad")
def where_grad(ctx: KernelContext, op: Operation, c: Array, x: Array, y: Array, dout: Array) -> tuple[Array, Array]:
    xp = ctx.xp
    gx = same_dtype(xp, xp.where(c, dout, 0), dout)
    gy = same_dtype(xp, xp.where(c, 0, dout), dout)
    return unbroadcast(xp, gx, x.shape), unbroadcast(xp, gy, y.shape)


def add_n(ctx: KernelContext, op: Operation, xs: list[Array]) -> Array:
    out = xs[0].copy()
    for a in xs[1:]:
        out = out + a
    return out


kernel("pd_op.add_n")(add_n)
kernel("pd_op.add_n_", inplace={})(add_n)  # its operand is a vector: a fresh result, no write-back


@kernel("pd_op.assign", "pd_op.share_data_", "pd_op.share_data")
def assign(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return x.copy() if hasattr(x, "copy") else x


@kernel("pd_op.assign_", inplace={0: 0})
def assign_inplace(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return x


@kernel("pd_op.assign_out_", inplace={0: 1})
def assign_out(ctx: KernelContext, op: Operation, x: Array, out: Array) -> Array:
    return x.copy()


@kernel("pd_op.clip", "pd_op.clip_")
def clip(ctx: KernelContext, op: Operation, x: Array, lo: Array | None = None, hi: Array | None = None) -> Array:
    lo_v = ctx.to_scalar(lo) if lo is not None else ctx.attr(op, "min")
    hi_v = ctx.to_scalar(hi) if hi is not None else ctx.attr(op, "max")
    return same_dtype(ctx.xp, ctx.xp.clip(x, lo_v, hi_v), x)


@kernel("pd_op.isfinite", "pd_op.isinf", "pd_op.isnan")
def isfinite(ctx: KernelContext, op: Operation, x: Array) -> Array:
    xp = ctx.xp
    return {"pd_op.isfinite": xp.isfinite, "pd_op.isinf": xp.isinf, "pd_op.isnan": xp.isnan}[op.name](x)


@kernel("pd_op.elementwise_pow_grad")
def elementwise_pow_grad(ctx: KernelContext, op: Operation, x: Array, y: Array, dout: Array) -> tuple[Array, Array]:
    xp = ctx.xp
    dx = dout * y * xp.power(x, y - 1)
    dy = dout * xp.power(x, y) * xp.log(xp.where(x > 0, x, 1))
    return unbroadcast(xp, same_dtype(xp, dx, dout), x.shape), unbroadcast(xp, same_dtype(xp, dy, dout), y.shape)


@kernel("pd_op.as_complex")
def as_complex(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return x[..., 0] + 1j * x[..., 1]


@kernel("pd_op.as_real")
def as_real(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return ctx.xp.stack([x.real, x.imag], axis=-1)


@kernel("pd_op.clip_grad")
def clip_grad(
    ctx: KernelContext, op: Operation, x: Array, dout: Array, lo: Array | None = None, hi: Array | None = None
) -> Array:
    lo_v = ctx.to_scalar(lo) if lo is not None else ctx.attr(op, "min")
    hi_v = ctx.to_scalar(hi) if hi is not None else ctx.attr(op, "max")
    return same_dtype(ctx.xp, ctx.xp.where((x > lo_v) & (x < hi_v), dout, 0), dout)  # Paddle: strict bounds


@kernel("pd_op.cos_grad")
def cos_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array) -> Array:
    return same_dtype(ctx.xp, -dout * ctx.xp.sin(x), dout)


@kernel("pd_op.sin_grad")
def sin_grad(ctx: KernelContext, op: Operation, x: Array, dout: Array) -> Array:
    return same_dtype(ctx.xp, dout * ctx.xp.cos(x), dout)
