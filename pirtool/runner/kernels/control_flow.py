"""Control flow: `pd_op.if`, `pd_op.while`, and the `cf.*` stack ops that carry forward values
to the backward of a loop or branch (`cf.stack_create` -> stack/inlet/outlet sharing one list).
`cf.yield` is a node kind of the Interpreter (the values a region block returns)."""

from __future__ import annotations

from typing import Any

from ..registry import kernel


@kernel("pd_op.if")
def if_(ctx: Any, op: Any, cond: Any) -> Any:
    branch = 0 if bool(ctx.to_scalar(cond)) else 1
    out = ctx.run_block(op.regions[branch].block) or []
    outs = [a.copy() if hasattr(a, "copy") else a for a in out]
    return tuple(outs) if len(op.results) != 1 else outs[0]


@kernel("pd_op.while")
def while_(ctx: Any, op: Any, cond: Any, *loop_vars: Any) -> Any:
    body = op.regions[0].block
    vars_ = [a.copy() if hasattr(a, "copy") else a for a in loop_vars]
    c = bool(ctx.to_scalar(cond))
    n = 0
    while c:
        out = ctx.run_block(body, vars_) or []
        if not out:
            raise ValueError("while body yields nothing")
        c = bool(ctx.to_scalar(out[0]))
        vars_ = [a.copy() if hasattr(a, "copy") else a for a in out[1:]]
        n += 1
        if n > 1_000_000:
            raise ValueError("while loop did not stop after 1e6 iterations")
    return tuple(vars_) if len(op.results) != 1 else vars_[0]


class _Stack(list):
    """The one list behind a `cf.stack_create` triple."""


@kernel("cf.stack_create")
def stack_create(ctx: Any, op: Any) -> Any:
    s = _Stack()
    return s, s, s


@kernel("cf.tuple_push")
def tuple_push(ctx: Any, op: Any, inlet: Any, *vals: Any) -> Any:
    inlet.append(tuple(v.copy() if hasattr(v, "copy") else v for v in vals))
    return ()


@kernel("cf.tuple_pop")
def tuple_pop(ctx: Any, op: Any, outlet: Any) -> Any:
    if not outlet:
        raise ValueError("tuple_pop on an empty stack")
    vals = outlet.pop()
    return vals if len(op.results) != 1 else vals[0]


@kernel("cf.has_elements")
def has_elements(ctx: Any, op: Any, stack: Any) -> Any:
    return ctx.xp.asarray([len(stack) > 0])


@kernel("pd_op.select_input")
def select_input(ctx: Any, op: Any, mask: Any, *xs: Any) -> Any:
    return xs[int(ctx.to_scalar(mask))]


@kernel("pd_op.increment", "pd_op.increment_")
def increment(ctx: Any, op: Any, x: Any) -> Any:
    return (x + ctx.attr(op, "value", 1.0)).astype(x.dtype)
