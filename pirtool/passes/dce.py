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

from ..ir import Operation
from ..paddle.effects import dce_may_erase
from .base import Pass, PassContext, register_pass


def _dead(op: Operation) -> bool:
    return dce_may_erase(op.name) and all(not r.uses for r in op.results)


def eliminate_dead_code(ops: list[Operation]) -> int:
    """Erase the dead ops among `ops` (every op of a program, nested ones included) and those
    their erasure makes dead. Returns the number of ops erased (nested ones included)."""
    work = [op for op in ops if _dead(op)]
    gone: set[int] = set()
    erased = 0
    while work:
        op = work.pop()
        if id(op) in gone or not _dead(op):
            continue
        nested = [o for b in op.walk_blocks() for o in b]
        sources = [v for o in (op, *nested) for v in o.operands if v is not None]
        op.erase()
        for o in (op, *nested):
            gone.add(id(o))
        erased += 1 + len(nested)
        for v in sources:
            d = v.defining_op
            if d is not None and not v.uses and id(d) not in gone and _dead(d):
                work.append(d)
    return erased


@register_pass
@dataclass
class DeadCodeElimination(Pass):
    name: ClassVar[str] = "dce"
    summary: ClassVar[str] = "erase ops whose results are unused and that have no side effect (Paddle's dead_code_elimination_pass)"

    def apply(self, ctx: PassContext) -> None:
        eliminate_dead_code(list(ctx.main.walk()))
