"""Piecewise and smooth activations beyond relu/gelu/silu (those are in `elementwise`): relu6,
hardswish, hardsigmoid, swish, leaky_relu, hardtanh, elu, celu, selu, softplus, mish,
logsigmoid, hardshrink, softshrink, tanh_shrink, softsign, thresholded_relu, and their grads.

In-place twins are registered where Paddle 3.3.1 has the op (leaky_relu_, hardtanh_, elu_,
thresholded_relu_). Formulas and grad operands are Paddle's (phi/kernels/funcs/activation_functor.h; backward.yaml):
a grad that reads `out` gets `(out, out_grad)` (relu6, hardsigmoid, selu), the others
`(x, out_grad)`, elu `(x, out, out_grad)`. Boundaries follow Paddle's comparisons (strict
`<`/`>`), which decide the grad at the kinks. Everything is computed in the operand's dtype.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from collections.abc import Callable

from ...ir import Operation
from ..registry import Array, ArrayModule, KernelContext, kernel
from ._util import f32, same_dtype


def _f(ctx: KernelContext, op: Operation, key: str, default: float, double: bool = False) -> float:
    """A float attribute as the kernel holds it: a C++ float, or a double (`double`). Paddle
    prints 6 significant digits: a value printed as `default` does (selu's 1.0507, the API's
    hardsigmoid slope 0.166667) is taken to be `default` itself."""
    v = ctx.attr(op, key, default)
    if f"{float(v):g}" == f"{default:g}":
        v = default
    return float(v) if double else f32(v)


def _sigmoid(xp: ArrayModule, x: Array) -> Array:
    return 1.0 / (1.0 + xp.exp(-x))


def _mask(xp: ArrayModule, cond: Array, like: Array) -> Array:
    return cond.astype(like.dtype)


#: An activation's forward `fn(ctx, op, xp, x)`, and its grad `fn(ctx, op, xp, a, dout)`.
Forward = Callable[[KernelContext, Operation, ArrayModule, Array], Array]
Backward = Callable[[KernelContext, Operation, ArrayModule, Array, Array], Array]


def _unary(*names: str) -> Callable[[Forward], Forward]:
    """Register a forward `fn(ctx, op, xp, x)`; the result keeps x's dtype."""

    def deco(fn: Forward) -> Forward:
        def k(ctx: KernelContext, op: Operation, x: Array) -> Array:
            return same_dtype(ctx.xp, fn(ctx, op, ctx.xp, x), x)

        kernel(*names)(k)
        return fn

    return deco


def _grad(*names: str) -> Callable[[Backward], Backward]:
    """Register a grad `fn(ctx, op, xp, a, dout)` (a = x or out); the result has dout's dtype."""

    def deco(fn: Backward) -> Backward:
        def k(ctx: KernelContext, op: Operation, a: Array, dout: Array) -> Array:
            return same_dtype(ctx.xp, fn(ctx, op, ctx.xp, a, dout), dout)

        kernel(*names)(k)
        return fn

    return deco


@_unary("pd_op.relu6")
def relu6(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return xp.minimum(xp.maximum(x, 0), _f(ctx, op, "threshold", 6.0))


@_grad("pd_op.relu6_grad")
def relu6_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, out: Array, dout: Array) -> Array:
    return dout * _mask(xp, (out > 0) & (out < _f(ctx, op, "threshold", 6.0)), dout)


# hardswish: threshold 6, scale 6, offset 3 (Paddle's op has no attributes since 2.5)
_HS_T, _HS_S, _HS_O = 6.0, 6.0, 3.0


@_unary("pd_op.hardswish")
def hardswish(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return x * xp.minimum(xp.maximum(x + _HS_O, 0), _HS_T) / _HS_S


@_grad("pd_op.hardswish_grad")
def hardswish_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    inside = _mask(xp, (x + _HS_O) < _HS_T, dout)
    up = _mask(xp, (x + _HS_O) > 0, dout)
    return dout * (up * (2 * x + _HS_O) / _HS_S * inside + (1 - inside))


_HSIG_SLOPE = 0.1666667  # F.hardsigmoid's and nn.Hardsigmoid's slope (printed 0.166667)


@_unary("pd_op.hardsigmoid")
def hardsigmoid(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return xp.clip(x * _f(ctx, op, "slope", _HSIG_SLOPE) + _f(ctx, op, "offset", 0.5), 0, 1)


@_grad("pd_op.hardsigmoid_grad")
def hardsigmoid_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, out: Array, dout: Array) -> Array:
    return dout * _mask(xp, (out > 0) & (out < 1), dout) * _f(ctx, op, "slope", _HSIG_SLOPE)


@_unary("pd_op.swish")
def swish(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return x * _sigmoid(xp, _f(ctx, op, "beta", 1.0) * x)


@_grad("pd_op.swish_grad")
def swish_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    beta = _f(ctx, op, "beta", 1.0)
    s = _sigmoid(xp, beta * x)
    return dout * (beta * x * s * (1 - s) + s)


@_unary("pd_op.leaky_relu", "pd_op.leaky_relu_")
def leaky_relu(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return xp.where(x > 0, x, x * _f(ctx, op, "negative_slope", 0.02, double=True))


@_grad("pd_op.leaky_relu_grad")
def leaky_relu_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    return xp.where(x > 0, dout, dout * _f(ctx, op, "negative_slope", 0.02, double=True))


@_unary("pd_op.hardtanh", "pd_op.hardtanh_")
def hardtanh(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return xp.clip(x, _f(ctx, op, "t_min", -1.0), _f(ctx, op, "t_max", 1.0))


@_grad("pd_op.hardtanh_grad")
def hardtanh_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    return dout * _mask(xp, (x > _f(ctx, op, "t_min", -1.0)) & (x < _f(ctx, op, "t_max", 1.0)), dout)


@_unary("pd_op.elu", "pd_op.elu_")
def elu(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    a = _f(ctx, op, "alpha", 1.0)
    return xp.where(x > 0, x, a * (xp.exp(xp.minimum(x, 0)) - 1))


@kernel("pd_op.elu_grad")
def elu_grad(ctx: KernelContext, op: Operation, x: Array, out: Array, dout: Array) -> Array:
    xp = ctx.xp
    a = _f(ctx, op, "alpha", 1.0)
    return same_dtype(xp, xp.where(x > 0, dout, dout * (out + a)), dout)


@_unary("pd_op.celu")
def celu(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    a = _f(ctx, op, "alpha", 1.0)
    return xp.maximum(x, 0) + xp.minimum(a * (xp.exp(xp.minimum(x, 0) / a) - 1), 0)


@_grad("pd_op.celu_grad")
def celu_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    a = _f(ctx, op, "alpha", 1.0)
    return xp.where(x > 0, dout, dout * xp.exp(xp.minimum(x, 0) / a))


@_unary("pd_op.selu")
def selu(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    a, s = _f(ctx, op, "alpha", 1.6732632423543772), _f(ctx, op, "scale", 1.0507009873554805)
    return s * xp.where(x > 0, x, a * (xp.exp(xp.minimum(x, 0)) - 1))


@_grad("pd_op.selu_grad")
def selu_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, out: Array, dout: Array) -> Array:
    a, s = _f(ctx, op, "alpha", 1.6732632423543772), _f(ctx, op, "scale", 1.0507009873554805)
    return xp.where(out > 0, dout * s, dout * (out + f32(s * a)))  # alpha * scale in float, as Paddle


def _softplus(xp: ArrayModule, x: Array, beta: float, threshold: float) -> Array:
    bx = beta * x
    return xp.where(bx > threshold, x, xp.log1p(xp.exp(xp.minimum(bx, threshold))) / beta)


@_unary("pd_op.softplus")
def softplus(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return _softplus(xp, x, _f(ctx, op, "beta", 1.0), _f(ctx, op, "threshold", 20.0))


@_grad("pd_op.softplus_grad")
def softplus_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    beta, threshold = _f(ctx, op, "beta", 1.0), _f(ctx, op, "threshold", 20.0)
    bx = beta * x
    return xp.where(bx > threshold, dout, dout * _sigmoid(xp, bx))


@_unary("pd_op.mish")
def mish(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return x * xp.tanh(_softplus(xp, x, 1.0, _f(ctx, op, "lambda", 20.0)))


@_grad("pd_op.mish_grad")
def mish_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    sp = _softplus(xp, x, 1.0, _f(ctx, op, "lambda", 20.0))
    tsp = xp.tanh(sp)
    return dout * (x * (1 - tsp * tsp) * (1 - xp.exp(-sp)) + tsp)


@_unary("pd_op.logsigmoid")
def logsigmoid(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return xp.minimum(x, 0) - xp.log1p(xp.exp(-xp.abs(x)))


@_grad("pd_op.logsigmoid_grad")
def logsigmoid_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    return dout * _sigmoid(xp, -x)


@_unary("pd_op.hardshrink")
def hardshrink(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    t = _f(ctx, op, "threshold", 0.5)
    return xp.where((x < -t) | (x > t), x, 0)


@_grad("pd_op.hardshrink_grad")
def hardshrink_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    t = _f(ctx, op, "threshold", 0.5)
    return dout * _mask(xp, (x < -t) | (x > t), dout)


@_unary("pd_op.softshrink")
def softshrink(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    t = _f(ctx, op, "threshold", 0.5)
    return xp.where(x > t, x - t, xp.where(x < -t, x + t, 0))


@_grad("pd_op.softshrink_grad")
def softshrink_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    t = _f(ctx, op, "threshold", 0.5)
    return dout * _mask(xp, (x < -t) | (x > t), dout)


@_unary("pd_op.tanh_shrink")
def tanh_shrink(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return x - xp.tanh(x)


@_grad("pd_op.tanh_shrink_grad")
def tanh_shrink_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    t = xp.tanh(x)
    return dout * t * t


@_unary("pd_op.softsign")
def softsign(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    return x / (1 + xp.abs(x))


@_grad("pd_op.softsign_grad")
def softsign_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    d = 1 + xp.abs(x)
    return dout / (d * d)


@_unary("pd_op.thresholded_relu", "pd_op.thresholded_relu_")
def thresholded_relu(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array) -> Array:
    t = _f(ctx, op, "threshold", 1.0)
    return xp.where(x > t, x, _f(ctx, op, "value", 0.0))


@_grad("pd_op.thresholded_relu_grad")
def thresholded_relu_grad(ctx: KernelContext, op: Operation, xp: ArrayModule, x: Array, dout: Array) -> Array:
    return dout * _mask(xp, x > _f(ctx, op, "threshold", 1.0), dout)
