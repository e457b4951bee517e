"""Optimizer update ops (in place): sgd_, momentum_, adam_, adamw_, lamb_, adamax_, adagrad_.

Operand orders (from the 3.3.1 dumps, matching Paddle's ops.yaml):
* sgd_(param, learning_rate, grad, master_param) -> param_out, master_param_out
* momentum_(param, grad, velocity, learning_rate, master_param) -> param_out, velocity_out, master_param_out
* adam_/adamw_(param, grad, learning_rate, moment1, moment2, moment2_max, beta1_pow, beta2_pow,
  master_param, skip_update, beta1, beta2, epsilon) -> param_out, moment1_out, moment2_out,
  moment2_max_out, beta1_pow_out, beta2_pow_out, master_param_out
* lamb_(param, grad, learning_rate, moment1, moment2, beta1_pow, beta2_pow, master_param,
  skip_update) -> param_out, moment1_out, moment2_out, beta1_pow_out, beta2_pow_out, master_param_out
* adamax_(param, grad, learning_rate, moment, inf_norm, beta1_pow, master_param) -> param_out,
  moment_out, inf_norm_out, master_param_out (beta1_pow is advanced by a separate op)
* adagrad_(param, grad, moment, learning_rate, master_param) -> param_out, moment_out, master_param_out
With a master_param (multi_precision) the update is computed on it and cast to the param dtype.
The in-place maps (result -> operand) are `pirtool.paddle.optimizers.OPTIMIZERS[name].inplace`.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from collections.abc import Callable

from ...ir import Operation
from ...paddle.optimizers import OPTIMIZERS
from ..registry import Array, KernelContext, KernelT, kernel
from ._util import f32


def optimizer_kernel(*names: str) -> Callable[[KernelT], KernelT]:
    """`@kernel` for optimizer ops, with each op's in-place map from Paddle's optimizer table."""

    def deco(fn: KernelT) -> KernelT:
        for n in names:
            kernel(n, inplace=OPTIMIZERS[n].inplace)(fn)
        return fn

    return deco


def _lr(ctx: KernelContext, lr: Array) -> float:
    return float(ctx.to_scalar(lr))


def _scalar(ctx: KernelContext, op: Operation, v: Array | None, key: str, default: float) -> float:
    return float(ctx.to_scalar(v)) if v is not None else float(ctx.attr(op, key, default))


def _skip(ctx: KernelContext, skip: Array | None) -> bool:
    return skip is not None and bool(ctx.to_scalar(skip))


@optimizer_kernel("pd_op.sgd_")
def sgd_(
    ctx: KernelContext, op: Operation, param: Array, lr: Array, grad: Array, master: Array | None = None
) -> tuple[Array | None, ...]:
    p = master if master is not None else param
    new = (p - _lr(ctx, lr) * grad.astype(p.dtype)).astype(p.dtype)
    return _updated(new, param, master)


@optimizer_kernel("pd_op.momentum_")
def momentum_(
    ctx: KernelContext,
    op: Operation,
    param: Array,
    grad: Array,
    velocity: Array,
    lr: Array,
    master: Array | None = None,
) -> tuple[Array | None, ...]:
    p = master if master is not None else param
    mu = float(ctx.attr(op, "mu", 0.9))
    g = grad.astype(p.dtype) * float(ctx.attr(op, "rescale_grad", 1.0))
    if ctx.attr(op, "regularization_method", "") == "l2_decay":
        g = g + float(ctx.attr(op, "regularization_coeff", 0.0)) * p
    v = (mu * velocity + g).astype(velocity.dtype)
    lrv = _lr(ctx, lr)
    if ctx.attr(op, "use_nesterov", False):
        new = p - (g + mu * v) * lrv
    else:
        new = p - lrv * v
    new = new.astype(p.dtype)
    return _updated(new, param, master, v)


def _updated(new: Array, param: Array, master: Array | None, *state: Array | None) -> tuple[Array | None, ...]:
    """An optimizer's results: the parameter (cast back from its fp32 master copy, when it has
    one), the new state, then the master copy (or None)."""
    if master is not None:
        return (new.astype(param.dtype), *state, new)
    return (new, *state, None)


def _moments(m1: Array, m2: Array, g: Array, b1: float, b2: float) -> tuple[Array, Array]:
    """Adam's first and second moments after gradient `g`, in their own dtypes."""
    return (b1 * m1 + (1.0 - b1) * g).astype(m1.dtype), (b2 * m2 + (1.0 - b2) * g * g).astype(m2.dtype)


def _writable(*arrays: Array) -> bool:
    """Whether every array may be written in place (numpy's flag; CuPy arrays have none)."""
    return all(getattr(getattr(a, "flags", None), "writeable", True) for a in arrays)


def _next_pows(b1p: Array, b2p: Array, b1: float, b2: float) -> tuple[Array, Array]:
    """beta1^t and beta2^t one step on."""
    return (b1p * b1).astype(b1p.dtype), (b2p * b2).astype(b2p.dtype)


def _adam(
    ctx: KernelContext,
    op: Operation,
    param: Array,
    grad: Array,
    lr: Array,
    m1: Array,
    m2: Array,
    m2max: Array | None,
    b1p: Array | None,
    b2p: Array | None,
    master: Array | None,
    skip: Array | None,
    beta1: Array | None,
    beta2: Array | None,
    eps: Array | None,
    decoupled: bool,
) -> tuple[Array | None, ...]:
    xp = ctx.xp
    if b1p is None or b2p is None:
        raise ValueError("no beta1_pow / beta2_pow operand")
    if _skip(ctx, skip):
        return param, m1, m2, m2max, b1p, b2p, master
    p = master if master is not None else param
    b1 = _scalar(ctx, op, beta1, "beta1", 0.9)
    b2 = _scalar(ctx, op, beta2, "beta2", 0.999)
    e = _scalar(ctx, op, eps, "epsilon", 1e-8)
    lrv = _lr(ctx, lr)
    g = grad.astype(p.dtype, copy=False)
    if decoupled and ctx.attr(op, "with_decay", True):
        # lr_ratio scales the decay only, as Paddle's CPU kernel does (Paddle documents lr_ratio
        # as GPU-only; it is 1 unless a per-parameter ratio function is given)
        p = p * (1.0 - lrv * f32(ctx.attr(op, "lr_ratio", 1.0)) * f32(ctx.attr(op, "coeff", 0.01)))
    b1pv = float(ctx.to_scalar(b1p))
    b2pv = float(ctx.to_scalar(b2p))
    # One dtype throughout (float32 stays float32): the same arithmetic, in the op's own buffers
    # (the moments and the parameter are in-place operands) with one temporary, instead of a
    # fresh array per term and a copy back; else the general path, each result in its dtype.
    into = _writable(p, m1, m2) and p.dtype == g.dtype == m1.dtype == m2.dtype and p.shape == m1.shape == m2.shape
    if into:
        t = g * (1.0 - b1)
        m1 *= b1
        m1 += t
        xp.multiply(g, 1.0 - b2, out=t)
        t *= g
        m2 *= b2
        m2 += t
        nm1, nm2 = m1, m2
    else:
        nm1, nm2 = _moments(m1, m2, g, b1, b2)
    nmax = None
    denom_m2 = nm2
    if ctx.attr(op, "amsgrad", False) and m2max is not None:
        nmax = xp.maximum(m2max, nm2)
        denom_m2 = nmax
    lr_t = lrv * (1.0 - b2pv) ** 0.5 / (1.0 - b1pv)
    if into:
        s = xp.sqrt(denom_m2)
        s += e * (1.0 - b2pv) ** 0.5
        xp.divide(nm1, s, out=s)
        s *= lr_t
        p -= s
        new = p
    else:
        new = (p - lr_t * (nm1 / (xp.sqrt(denom_m2) + e * (1.0 - b2pv) ** 0.5))).astype(p.dtype)
    if ctx.attr(op, "use_global_beta_pow", False):
        nb1p, nb2p = b1p, b2p
    else:
        nb1p, nb2p = _next_pows(b1p, b2p, b1, b2)
    return _updated(new, param, master, nm1, nm2, nmax, nb1p, nb2p)


@optimizer_kernel("pd_op.adam_", "pd_op.adamw_")
def adam_(
    ctx: KernelContext,
    op: Operation,
    param: Array,
    grad: Array,
    lr: Array,
    m1: Array,
    m2: Array,
    m2max: Array | None = None,
    b1p: Array | None = None,
    b2p: Array | None = None,
    master: Array | None = None,
    skip: Array | None = None,
    beta1: Array | None = None,
    beta2: Array | None = None,
    eps: Array | None = None,
) -> tuple[Array | None, ...]:
    """Adam, and AdamW (decoupled weight decay) for `pd_op.adamw_`: the same operands."""
    decoupled = op.name == "pd_op.adamw_"
    return _adam(
        ctx, op, param, grad, lr, m1, m2, m2max, b1p, b2p, master, skip, beta1, beta2, eps, decoupled=decoupled
    )


@optimizer_kernel("pd_op.lamb_")
def lamb_(
    ctx: KernelContext,
    op: Operation,
    param: Array,
    grad: Array,
    lr: Array,
    m1: Array,
    m2: Array,
    b1p: Array,
    b2p: Array,
    master: Array | None = None,
    skip: Array | None = None,
) -> tuple[Array | None, ...]:
    xp = ctx.xp
    if _skip(ctx, skip):
        return param, m1, m2, b1p, b2p, master
    p = master if master is not None else param
    b1 = float(ctx.attr(op, "beta1", 0.9))
    b2 = float(ctx.attr(op, "beta2", 0.999))
    e = float(ctx.attr(op, "epsilon", 1e-6))
    wd = float(ctx.attr(op, "weight_decay", 0.01))
    g = grad.astype(p.dtype)
    b1pv = float(ctx.to_scalar(b1p))
    b2pv = float(ctx.to_scalar(b2p))
    nm1, nm2 = _moments(m1, m2, g, b1, b2)
    m1h = nm1 / (1.0 - b1pv)
    m2h = nm2 / (1.0 - b2pv)
    r = m1h / (xp.sqrt(m2h) + e) + wd * p
    pn = float(xp.sqrt((p.astype("float64") ** 2).sum()))
    rn = float(xp.sqrt((r.astype("float64") ** 2).sum()))
    ratio = pn / rn if pn > 0 and rn > 0 else 1.0
    if wd == 0.0 and not ctx.attr(op, "always_adapt", False):
        ratio = 1.0
    new = (p - _lr(ctx, lr) * ratio * r).astype(p.dtype)
    nb1p, nb2p = _next_pows(b1p, b2p, b1, b2)
    return _updated(new, param, master, nm1, nm2, nb1p, nb2p)


@optimizer_kernel("pd_op.adamax_")
def adamax_(
    ctx: KernelContext,
    op: Operation,
    param: Array,
    grad: Array,
    lr: Array,
    moment: Array,
    inf_norm: Array,
    beta1_pow: Array,
    master: Array | None = None,
) -> tuple[Array | None, ...]:
    """Adam with the infinity norm: m = b1 m + (1-b1) g; u = max(b2 u + eps, |g|); p -= lr/(1-b1^t) m/u."""
    xp = ctx.xp
    p = master if master is not None else param
    b1 = float(ctx.attr(op, "beta1", 0.9))
    b2 = float(ctx.attr(op, "beta2", 0.999))
    eps = float(ctx.attr(op, "epsilon", 1e-8))
    g = grad.astype(p.dtype)
    m = (b1 * moment + (1 - b1) * g).astype(moment.dtype)
    u = xp.maximum(b2 * inf_norm + eps, xp.abs(g)).astype(inf_norm.dtype)
    lr_t = _lr(ctx, lr) / (1 - float(ctx.to_scalar(beta1_pow)))
    new = (p - lr_t * (m / u)).astype(p.dtype)
    return _updated(new, param, master, m, u)


@optimizer_kernel("pd_op.adagrad_")
def adagrad_(
    ctx: KernelContext, op: Operation, param: Array, grad: Array, moment: Array, lr: Array, master: Array | None = None
) -> tuple[Array | None, ...]:
    """m += g^2; p -= lr g / (sqrt(m) + eps)."""
    xp = ctx.xp
    p = master if master is not None else param
    eps = float(ctx.attr(op, "epsilon", 1e-6))
    g = grad.astype(p.dtype)
    m = (moment + g * g).astype(moment.dtype)
    new = (p - _lr(ctx, lr) * g / (xp.sqrt(m) + eps)).astype(p.dtype)
    return _updated(new, param, master, m)
