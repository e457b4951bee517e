"""dce: Paddle 3.3.1's `dead_code_elimination_pass`, on a dump.

An op none of whose results is used is erased, together with its regions, and the ops that
only it used follow, until nothing more can go. Never erased, used or not: ops with side
effects (`shadow_output`, optimizers, `print`, `dropout`, random ops, ...), `pd_op.data`,
`pd_op.while`, custom ops and every op whose name ends with `_` (in-place); which ops those
are is Paddle's vocabulary (`pirtool.paddle.effects`). Everything else is removable:
`builtin.parameter` and `pd_op.full` too, and a `pd_op.if` whose results are unused (with
whatever its branches hold, as Paddle does).

Paddle sweeps each block until it stops changing, then the nested blocks, and repeats the whole
until nothing changes; the set of ops it erases does not depend on that order (an op, once
unused, stays unused), so this pass reaches the same program with a worklist: each op is looked
at once at the start and once more per operand use that goes away, linear in program size.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..ir import Operation, Value
from ..paddle.effects import dce_may_erase
from .base import Pass, PassContext, register_pass


def eliminate_dead_code(ops: list[Operation]) -> int:
    """Erase the dead ops among `ops` (every op of a program, nested ones included) and those
    their erasure makes dead. Returns the number of ops erased (nested ones included).

    Two phases, both linear: find the dead ops with a count of live uses per value (an op is
    dead when it may be erased and none of its results has a live use left), then unlink them
    and filter each touched value's use list once (erasing op by op would search a value's use
    list per erased user: quadratic for a value with many dead users)."""
    live: dict[int, int] = {}  # id(value) -> uses by ops not (yet) found dead

    def count(v: Value) -> int:
        n = live.get(id(v))
        return len(v.uses) if n is None else n

    def dead(op: Operation) -> bool:
        return dce_may_erase(op.name) and all(count(r) == 0 for r in op.results)

    work = [op for op in ops if dead(op)]
    gone: dict[int, Operation] = {}
    tops: list[Operation] = []
    touched: dict[int, Value] = {}
    while work:
        op = work.pop()
        if id(op) in gone or not dead(op):
            continue
        tops.append(op)
        for o in (op, *(o for b in op.walk_blocks() for o in b)):
            if id(o) in gone:
                continue
            gone[id(o)] = o
            for v in o.operands:
                if v is None:
                    continue
                touched[id(v)] = v
                live[id(v)] = count(v) - 1
                d = v.defining_op
                if d is not None and live[id(v)] == 0 and id(d) not in gone and dead(d):
                    work.append(d)
    for v in touched.values():
        v.uses[:] = [u for u in v.uses if id(u[0]) not in gone]
    for o in gone.values():
        o.operands = [None] * len(o.operands)
    for op in tops:
        if op.parent is not None and not any(id(a) in gone for a in _ancestors(op)):
            op.parent.remove(op)
    return len(gone)


def _ancestors(op: Operation) -> list[Operation]:
    out = []
    blk = op.parent
    while blk is not None and blk.parent_op is not None:
        out.append(blk.parent_op)
        blk = blk.parent_op.parent
    return out


@register_pass
@dataclass
class DeadCodeElimination(Pass):
    name: ClassVar[str] = "dce"
    summary: ClassVar[str] = (
        "erase ops whose results are unused and that have no side effect (Paddle's dead_code_elimination_pass)"
    )

    def apply(self, ctx: PassContext) -> None:
        eliminate_dead_code(list(ctx.main.walk()))
