"""gradient-merge, step 0: the (param, grad) pairs, read from the optimizer ops alone.

Holds `find_params_grads` and its helpers (tracing an optimizer's gradient operand back to the
backward's value) and the slots where optimizers read gradients (`stop_gradient`, a value query
the op factory needs too, is `paddle.names`'s, re-exported). Reads the program; never edits it.

May import: pirtool.ir, pirtool.errors, pirtool.paddle. Nothing else of this package.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...errors import PirError, Text
from ...ir import Block, Operation, Program, Value, ValueKind
from ...paddle import collectives as comm
from ...paddle.collectives import REDUCE_SCATTER_OPS
from ...paddle.names import param_name
from ...paddle.names import stop_gradient as stop_gradient  # re-exported: the op factory reads it here
from ...paddle.optimizers import NOT_OPTIMIZERS, OPTIMIZER_OPERANDS
from ...paddle.roles import BACKWARD, FORWARD, OPTIMIZE


class GMText(Text):
    """A gradient-merge message naming one of the pass's own options: in the pass's spelling
    (`scale_before_clip=true`, as a `-p 'gradient-merge{...}'` pipeline writes it) unless a
    front end has its own words for them (`pirtool merge`'s flags)."""

    WORDS = {"scale_before_clip_opt": "scale_before_clip=true", "paddle_compat_opt": "paddle_compat=true"}


@dataclass(slots=True)
class GradSlot:
    """Where an optimizer reads a gradient: operand `index` of `op` (the optimizer, or the
    `builtin.combine` feeding a vector operand)."""

    op: Operation
    index: int

    @property
    def value(self) -> Value | None:
        return self.op.operands[self.index]


@dataclass(slots=True)
class ParamGrad:
    param: Value
    param_name: str
    grad: Value  # produced by the backward pass
    optimizer: Operation
    slot: GradSlot
    path: list[Operation] = field(default_factory=list)  # optimize-stage ops from grad to the optimizer
    #: backward-stage reduce-scatters on that way (ZeRO stage 3 shards gradients in the backward):
    #: Paddle accumulates the unsharded gradient and moves them into the optimize stage
    moved_syncs: list[Operation] = field(default_factory=list)


def find_params_grads(main: Program) -> list[ParamGrad]:
    """(param, grad) pairs in Paddle's params_grads order (the order of the optimizer ops).

    The gradient an optimizer reads is traced back through optimize-stage ops (DP all_reduce,
    reduce_scatter, all_gather, master-grad cast, clip multiply, scale, slice ...) to the value
    the backward pass produced. Raises PirError for a program without optimizer ops, an
    unknown optimizer, or a gradient with no backward producer.
    """
    return params_and_optimizers(main.body)[0]


def params_and_optimizers(block: Block) -> tuple[list[ParamGrad], list[Operation]]:
    """find_params_grads, and the optimizer ops in block order (the pass scales their operands)."""
    optimizers: list[Operation] = []
    in_place: list[Operation] = []  # other ops named like in-place updates: unknown optimizers?
    for op in block:
        if op.name in OPTIMIZER_OPERANDS:
            pi, gi = OPTIMIZER_OPERANDS[op.name]
            if len(op.operands) <= max(pi, gi):  # (before anything reads them)
                raise located(f"{op.name} has {len(op.operands)} operands; expected the gradient at operand {gi}", op)
            optimizers.append(op)
        elif op.name.endswith("_") and op.name not in NOT_OPTIMIZERS:
            in_place.append(op)
    has_roles = any("op_role" in op.attrs for op in block)
    if has_roles:
        _check_unknown_optimizers(in_place, optimizers)
    if not optimizers:
        raise _program_error(
            block,
            "no optimizer op in the program: gradient merge needs the optimize stage "
            f"(an op such as {', '.join(list(OPTIMIZER_OPERANDS)[:4])}, ...) in the main block",
        )
    if not has_roles:
        raise _program_error(
            block, "the program has neither op_role attributes nor backward (*_grad) ops: no backward to accumulate"
        )
    pairs: list[ParamGrad] = []
    seen_grads: set[int] = set()
    updated_by: dict[str, Operation] = {}  # parameter name -> the optimizer op that updates it
    for op in optimizers:
        pi, gi = OPTIMIZER_OPERANDS[op.name]
        params = elements(op, pi)
        grads = elements(op, gi)
        if len(params) != len(grads):
            raise located(f"{op.name}: {len(params)} parameters but {len(grads)} gradients", op)
        for p_slot, g_slot in zip(params, grads, strict=True):
            p, g = p_slot.value, g_slot.value
            if g is None or p is None:
                continue  # Paddle skips (param, None)
            pname = param_name(_param_source(p))
            if pname is None:
                raise located(
                    f"cannot tell which parameter operand {pi} of {op.name} is (not a builtin.parameter or named data)",
                    op,
                )
            first = updated_by.setdefault(pname, op)
            if first is not op:
                where = f" at line {first.line}" if first.line else ""
                raise located(
                    f"{op.name} updates parameter {pname}, which {first.name}{where} updates already: "
                    "gradient merge accumulates one gradient per parameter",
                    op,
                )
            path: list[Operation] = []
            moved: list[Operation] = []
            grad = _trace_to_backward(g, op, pname, path, moved)
            if id(grad) in seen_grads:
                continue
            seen_grads.add(id(grad))
            pairs.append(ParamGrad(p, pname, grad, op, g_slot, path, moved))
    if not pairs:
        raise located("the optimizer ops of the program have no gradient operands (all <<NULL VALUE>>)", optimizers[0])
    return pairs, optimizers


def _check_unknown_optimizers(candidates: list[Operation], optimizers: list[Operation]) -> None:
    """An optimize-stage op updating a parameter in place that no known optimizer updates."""
    covered = {id(s.value) for op in optimizers for s in elements(op, OPTIMIZER_OPERANDS[op.name][0])}
    for op in candidates:
        if _updates_param_in_place(op) and id(op.operands[0]) not in covered:
            known = ", ".join(n.split(".", 1)[1] for n in OPTIMIZER_OPERANDS)
            raise located(
                f"unknown optimizer op {op.name} updates parameter {param_name(op.operands[0])}; "
                f"pirtool knows which operand is the gradient only for: {known}",
                op,
            )


def elements(op: Operation, index: int) -> list[GradSlot]:
    v = op.operands[index]
    d = v.defining_op if v is not None else None
    if d is not None and d.name == "builtin.combine":
        return [GradSlot(d, i) for i in range(len(d.operands))]
    return [GradSlot(op, index)]


def _param_source(v: Value) -> Value:
    """The parameter behind an optimizer's parameter operand. Reshard may gather a sharded
    parameter in front of the optimizer (`all_gather`, then `split_with_num` + `concat` to
    reorder the pieces: tensor parallel + Momentum); Paddle names the accumulator after the
    parameter itself."""
    cur = v
    for _ in range(64):
        d = cur.defining_op
        if (
            d is None
            or d.name in ("builtin.parameter", "pd_op.data")
            or not d.operands
            or d.regions
            or d.operands[0] is None
        ):
            return cur
        cur = _data_operand(d, cur)
    return v


def _updates_param_in_place(op: Operation) -> bool:
    return (  # cheap tests first: reading op_role means finding it in the attribute text
        bool(op.operands)
        and op.operands[0] is not None
        and op.operands[0].defining_op is not None
        and op.operands[0].defining_op.name == "builtin.parameter"
        and param_name(op.operands[0]) is not None
        and op.op_role == OPTIMIZE
    )


def _trace_to_backward(
    g: Value, optimizer: Operation, pname: str, path: list[Operation], moved: list[Operation] | None = None
) -> Value:
    """Follow the gradient operand back through optimize-stage ops to the backward's value;
    the ops passed on the way are appended to `path`. A data-parallel reduce-scatter of the
    backward (ZeRO stage 3) is passed too, and listed in `moved`: the gradient to accumulate is
    the unsharded one it reads."""
    cur = g
    for _ in range(10000):
        d = cur.defining_op
        if d is None:
            what = (
                "a block argument"
                if cur.kind in (ValueKind.ARG, ValueKind.KWARG)
                else "a value defined outside the program"
            )
            raise located(
                f"the gradient of {pname} read by {optimizer.name} is {what}, not produced by the backward pass",
                optimizer,
            )
        role = d.op_role
        if role == BACKWARD and moved is not None and _is_backward_shard_sync(d, cur):
            path.append(d)
            moved.append(d)
            src = d.operands[0]
            assert src is not None  # _is_backward_shard_sync checked it
            cur = src
            continue
        if role == BACKWARD:
            return cur
        path.append(d)
        if role == FORWARD or not d.operands or d.regions:
            raise located(
                f"the gradient of {pname} read by {optimizer.name} has no backward producer "
                f"(it comes from {d.name}{f' at line {d.line}' if d.line else ''}, op_role {role})",
                optimizer,
            )
        cur = _data_operand(d, cur)
    raise located(f"cycle while tracing the gradient of {pname}", optimizer)  # pragma: no cover


def _is_backward_shard_sync(op: Operation, out: Value) -> bool:
    """A reduce-scatter of the backward that syncs a gradient for the optimizer (ZeRO stage 3)."""
    return (
        op.name.rstrip("_") in REDUCE_SCATTER_OPS
        and bool(op.operands)
        and op.operands[0] is not None
        and len(op.results) == 1
        and op.results[0] is out
        and comm.is_dp_grad_sync(op)
    )


def _data_operand(op: Operation, out: Value) -> Value:
    """The operand of an optimize-stage op that carries the gradient: the one shaped like the
    result (clip's multiply(g, factor)), else operand 0 (all_reduce, all_gather, cast, slice...)."""
    shape = out.type.shape
    for v in op.operands:
        if v is not None and shape is not None and v.type.shape == shape and v.type.shape != (1,):
            return v
    v0 = op.operands[0]
    if v0 is None:
        raise located(f"{op.name}: the gradient operand is <<NULL VALUE>>", op)
    return v0


def located(reason: str, op: Operation) -> PirError:
    """An error about `op`, located at its line in the source text (ops made by passes have none)."""
    return op.error(reason, op.name)


def _program_error(block: Block, reason: str) -> PirError:
    """An error about the whole program: at its first line (or unlocated, built in memory)."""
    prog = block.program
    return prog.error(reason) if prog is not None else PirError(reason)
