"""Control flow: `pd_op.if`, `pd_op.while`, and the `cf.*` stack ops that carry forward values
to the backward of a loop or branch (`cf.stack_create` -> stack/inlet/outlet sharing one list).
`cf.yield` is a node kind of the Interpreter (the values a region block returns).

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from ...ir import Operation
from ..registry import Array, Held, KernelContext, kernel


def _fresh(a: Held) -> Held:
    """A value a block returns or a loop carries, as a new one (arrays and lists copied)."""
    copy = getattr(a, "copy", None)
    return copy() if copy is not None else a


@kernel("pd_op.if")
def if_(ctx: KernelContext, op: Operation, cond: Array) -> Held:
    branch = 0 if bool(ctx.to_scalar(cond)) else 1
    out = ctx.run_block(op.regions[branch].block) or []
    outs = [_fresh(a) for a in out]
    return tuple(outs) if len(op.results) != 1 else outs[0]


@kernel("pd_op.while")
def while_(ctx: KernelContext, op: Operation, cond: Array, *loop_vars: Held) -> Held:
    body = op.regions[0].block
    vars_ = [_fresh(a) for a in loop_vars]
    c = bool(ctx.to_scalar(cond))
    n = 0
    while c:
        out = ctx.run_block(body, vars_) or []
        if not out:
            raise ValueError("while body yields nothing")
        c = bool(ctx.to_scalar(out[0]))
        vars_ = [_fresh(a) for a in out[1:]]
        n += 1
        if n > 1_000_000:
            raise ValueError("while loop did not stop after 1e6 iterations")
    return tuple(vars_) if len(op.results) != 1 else vars_[0]


class _Stack(list[tuple[Held, ...]]):
    """The one list behind a `cf.stack_create` triple."""


@kernel("cf.stack_create")
def stack_create(ctx: KernelContext, op: Operation) -> tuple[_Stack, _Stack, _Stack]:
    s = _Stack()
    return s, s, s


@kernel("cf.tuple_push")
def tuple_push(ctx: KernelContext, op: Operation, inlet: _Stack, *vals: Held) -> tuple[()]:
    inlet.append(tuple(_fresh(v) for v in vals))
    return ()


@kernel("cf.tuple_pop")
def tuple_pop(ctx: KernelContext, op: Operation, outlet: _Stack) -> Held:
    if not outlet:
        raise ValueError("tuple_pop on an empty stack")
    vals = outlet.pop()
    return vals if len(op.results) != 1 else vals[0]


@kernel("cf.has_elements")
def has_elements(ctx: KernelContext, op: Operation, stack: _Stack) -> Array:
    return ctx.xp.asarray([len(stack) > 0])


@kernel("pd_op.select_input")
def select_input(ctx: KernelContext, op: Operation, mask: Array, *xs: Held) -> Held:
    return xs[int(ctx.to_scalar(mask))]


@kernel("pd_op.increment", "pd_op.increment_")
def increment(ctx: KernelContext, op: Operation, x: Array) -> Array:
    """x + value, the step in x's dtype first (Paddle casts it: an int tensor steps by int(1.5) = 1)."""
    step = ctx.xp.asarray(ctx.attr(op, "value", 1.0)).astype(x.dtype)
    return ctx.xp.asarray(x + step).astype(x.dtype)


@kernel("pd_op.pylayer")
def pylayer(ctx: KernelContext, op: Operation, *args: Held) -> Held:
    """The forward block (region 0) of a PyLayer; the backward pylayer op carries its own block."""
    out = ctx.run_block(op.regions[0].block) or []
    outs = [_fresh(a) for a in out]
    return tuple(outs) if len(op.results) != 1 else outs[0]


class TensorArray(list[Array | None]):
    """A `pd_op.tensor_array`: a Python list of arrays (written in place)."""


@kernel("pd_op.create_array")
def create_array(ctx: KernelContext, op: Operation) -> TensorArray:
    return TensorArray()


@kernel("pd_op.create_array_like")
def create_array_like(ctx: KernelContext, op: Operation, arr: TensorArray) -> TensorArray:
    v = float(ctx.attr(op, "val", 0.0))
    return TensorArray(None if a is None else ctx.xp.full(a.shape, v, dtype=a.dtype) for a in arr)


@kernel("pd_op.array_write_", inplace={0: 0})
def array_write(ctx: KernelContext, op: Operation, arr: TensorArray, x: Array, i: Array) -> TensorArray:
    idx = int(ctx.to_scalar(i))
    while len(arr) <= idx:
        arr.append(None)
    arr[idx] = x.copy()
    return arr


@kernel("pd_op.array_read")
def array_read(ctx: KernelContext, op: Operation, arr: TensorArray, i: Array) -> Array:
    idx = int(ctx.to_scalar(i))
    a = arr[idx] if idx < len(arr) else None
    if a is None:
        raise IndexError(f"array_read at {idx}: the tensor array has {len(arr)} elements")
    return a.copy()


@kernel("pd_op.array_length")
def array_length(ctx: KernelContext, op: Operation, arr: TensorArray) -> Array:
    return ctx.xp.asarray([len(arr)], dtype="int64")


@kernel("pd_op.array_to_tensor")
def array_to_tensor(ctx: KernelContext, op: Operation, arr: TensorArray) -> tuple[Array, Array]:
    axis = int(ctx.attr(op, "axis", 0))
    items = [a for a in arr if a is not None]
    out = ctx.xp.stack(items, axis=axis) if ctx.attr(op, "use_stack", False) else ctx.xp.concatenate(items, axis=axis)
    return out, ctx.xp.asarray([a.shape[axis] if a.ndim else 1 for a in items], dtype="int32")


@kernel("pd_op.tensor_to_array")
def tensor_to_array(ctx: KernelContext, op: Operation, arr: TensorArray, dout: Array) -> TensorArray:
    """The grad of `array_to_tensor`: `dout` cut back into the array's elements."""
    xp = ctx.xp
    axis = int(ctx.attr(op, "axis", 0))
    items = [a for a in arr if a is not None]
    if ctx.attr(op, "use_stack", False):
        return TensorArray(xp.take(dout, i, axis=axis % dout.ndim).copy() for i in range(len(items)))
    sizes = [a.shape[axis] for a in items]
    cuts = [sum(sizes[: i + 1]) for i in range(len(sizes) - 1)]
    return TensorArray(p.copy() for p in xp.split(dout, cuts, axis=axis))
