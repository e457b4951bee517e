"""`builtin.*` ops that are plain kernels (the structural ones — parameter, set_parameter,
shadow_output, combine, split, slice — are node kinds of the Interpreter).

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from ...ir import Operation
from ..registry import Array, Held, KernelContext, kernel


@kernel("builtin.constant")
def constant(ctx: KernelContext, op: Operation) -> Held:
    v = ctx.attr(op, "value")
    if isinstance(v, str) and v in ctx.state:
        return ctx.state[v]
    return ctx.xp.asarray(v)


@kernel("pd_op.memcpy_h2d", "pd_op.memcpy_d2h", "pd_op.memcpy", "pd_op.share_var", "pd_op.depend")
def passthrough(ctx: KernelContext, op: Operation, x: Held, *rest: Held) -> Held:
    return x


@kernel("pd_op.print")
def print_(ctx: KernelContext, op: Operation, x: Array) -> Array:
    return x
