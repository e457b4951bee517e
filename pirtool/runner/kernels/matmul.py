"""matmul (+grad) with Paddle's transpose flags, 1-D operands and batch broadcasting.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from ...ir import Operation
from ..registry import Array, KernelContext, kernel
from ._util import unbroadcast


def _t(a: Array) -> Array:
    return a.swapaxes(-1, -2)


def _prep(x: Array, y: Array) -> tuple[Array, Array, bool, bool]:
    """2-D-ify 1-D operands the way Paddle does (x: [K] -> [1,K], y: [K] -> [K,1]; their
    transpose flags are then ignored)."""
    x1 = x.ndim == 1
    y1 = y.ndim == 1
    if x1:
        x = x.reshape(1, -1)
    if y1:
        y = y.reshape(-1, 1)
    return x, y, x1, y1


@kernel("pd_op.matmul")
def matmul(ctx: KernelContext, op: Operation, x: Array, y: Array) -> Array:
    tx = bool(ctx.attr(op, "transpose_x", False))
    ty = bool(ctx.attr(op, "transpose_y", False))
    x2, y2, x1, y1 = _prep(x, y)
    a = _t(x2) if tx and not x1 else x2
    b = _t(y2) if ty and not y1 else y2
    out = ctx.xp.matmul(a, b)
    if x1:
        out = out.squeeze(-2)
    if y1:
        out = out.squeeze(-1)
    return out


@kernel("pd_op.matmul_grad")
def matmul_grad(ctx: KernelContext, op: Operation, x: Array, y: Array, dout: Array) -> tuple[Array, Array]:
    xp = ctx.xp
    tx = bool(ctx.attr(op, "transpose_x", False))
    ty = bool(ctx.attr(op, "transpose_y", False))
    x2, y2, x1, y1 = _prep(x, y)
    tx = tx and not x1
    ty = ty and not y1
    g = dout
    if x1:
        g = xp.expand_dims(g, -2)
    if y1:
        g = xp.expand_dims(g, -1)
    a = _t(x2) if tx else x2  # out = a @ b
    b = _t(y2) if ty else y2
    da = xp.matmul(g, _t(b))
    db = xp.matmul(_t(a), g)
    dx = _t(da) if tx else da
    dy = _t(db) if ty else db
    dx = unbroadcast(xp, dx, x2.shape).reshape(x.shape)
    dy = unbroadcast(xp, dy, y2.shape).reshape(y.shape)
    return dx, dy


@kernel("pd_op.fused_linear_param_grad_add", inplace={0: 2})
def fused_linear_param_grad_add(
    ctx: KernelContext, op: Operation, x: Array, dout: Array, dweight: Array | None, dbias: Array | None
) -> tuple[Array, Array]:
    """What the fusion pass puts in place of matmul_grad + add_(acc, dW) (Paddle has only a GPU
    kernel, phi/kernels/fusion/gpu/fused_linear_param_grad_add_kernel.cu): x and dout with their
    leading dims flattened, `dweight + x^T dout` (written into dweight), and with `has_bias`
    `dbias + sum(dout)` (an empty [0] tensor without). `multi_precision` accumulates in float32."""
    xp = ctx.xp
    multi = bool(ctx.attr(op, "multi_precision", False))
    x2 = x.reshape(-1, x.shape[-1])
    d2 = dout.reshape(-1, dout.shape[-1])
    acc_dtype = xp.float32 if multi else (dweight.dtype if dweight is not None else dout.dtype)
    dw = xp.matmul(_t(x2).astype(acc_dtype, copy=False), d2.astype(acc_dtype, copy=False))
    if dweight is None:
        out = dw
    elif dweight.dtype == dw.dtype and getattr(dweight.flags, "writeable", True):
        dweight += dw  # dweight + dw, into the in-place operand (no copy back)
        out = dweight
    else:
        out = dweight.astype(acc_dtype) + dw
    if bool(ctx.attr(op, "has_bias", False)):
        db = d2.astype(acc_dtype, copy=False).sum(axis=0)
        dbo = db if dbias is None else dbias + db
    else:
        dbo = xp.zeros((0,), dtype=acc_dtype)
    return out.astype(dweight.dtype if dweight is not None else acc_dtype, copy=False), dbo
