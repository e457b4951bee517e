"""matmul (+grad) with Paddle's transpose flags, 1-D operands and batch broadcasting.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from typing import Any

from ..registry import kernel
from ._util import unbroadcast


def _t(a: Any) -> Any:
    return a.swapaxes(-1, -2)


def _prep(x: Any, y: Any) -> tuple[Any, Any, bool, bool]:
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
def matmul(ctx: Any, op: Any, x: Any, y: Any) -> Any:
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
def matmul_grad(ctx: Any, op: Any, x: Any, y: Any, dout: Any) -> Any:
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
