"""cse: Paddle 3.3.1's `common_subexpression_elimination_pass`, on a dump.

Two ops are the same expression when they have the same name, the same *declared* attributes
(so `stop_gradient`, `op_role`, `op_dist_attr`, `chunk_id`, `bwd_recompute_id`, ... do not
count: `paddle.effects.UNDECLARED_ATTRS`), the same result types and the same operands —
operands compared as expressions again (a `full(0.5)` and another `full(0.5)` are equal), up
to order for commutative ops (`add`, `multiply`, ...); values of `pd_op.data`,
`builtin.parameter`, `builtin.constant_tensor`, block arguments and kwargs are compared by
identity. Ops with regions are never equal to another op.

The program is walked in order, nested blocks before the op that holds them, each block seeing
the expressions of the blocks around it (up to where it starts) but not those of its siblings.
An op that is the same expression as an earlier visible one is replaced by it, unless it is not
*safe* to replace: it has side effects, it is an in-place op (it writes an operand), a result that is not a (dist) dense tensor or a vector
of them, a result that a `cf.yield` or `pd_op.while` uses or that an in-place op writes into,
or an operand computed by an op that is not safe. All replacements are made after the walk,
in walk order. A replaced result that fed a `builtin.shadow_output` is not fed to the shadow
output directly (a value must not have two shadow outputs): a `pd_op.assign` of the kept
result is inserted right after the kept op and feeds the shadow output instead (on a dist
value with the `op_dist_attr` Paddle's builder infers, `paddle.dist.copy_op_dist_attr_text`).

Keys are tuples hashed in one dict per program, with an undo list per nested block: linear in
program size. Option `keep_recompute=true` (not Paddle's behaviour): `bwd_recompute_id` counts
as an attribute, so recompute's clones in the backward are not folded back into the forward
ops they copy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..attrs import Attr
from ..ir import Block, Operation, Value
from ..paddle.dist import copy_op_dist_attr_text
from ..paddle.effects import (
    COMMUTATIVE_OPERANDS,
    CSE_BLOCKED_USERS,
    CSE_LEAF_OPS,
    UNDECLARED_ATTRS,
    has_side_effect,
    inplace_operands,
)
from ..types import Type
from .base import Pass, PassContext, option, register_pass
from .gradient_merge.analysis import stop_gradient

_DENSE_KINDS = ("tensor", "dist_tensor")


def _dense(t: Type) -> bool:
    """Paddle's `IsDenseTensorOrVectorOfDenseTensorType` (a dist dense tensor counts)."""
    k = t.kind
    if k in _DENSE_KINDS:
        return True
    return k == "vec" and all(e.kind in _DENSE_KINDS for e in t.elements)


def _leaf(v: Value) -> bool:
    d = v.defining_op
    return d is None or d.name in CSE_LEAF_OPS


class _Analysis:
    def __init__(self, keep_recompute: bool) -> None:
        self.ignored = UNDECLARED_ATTRS - {"bwd_recompute_id"} if keep_recompute else UNDECLARED_ATTRS
        self.table: dict[tuple[Any, ...], Operation] = {}
        self.safe: dict[int, bool] = {}  # id(op) -> may be replaced (and hashed through)
        self.rep: dict[int, Operation] = {}  # id(op) -> the op of the table it stands for
        self.replaced: list[tuple[Operation, Operation]] = []

    def block(self, blk: Block) -> None:
        added: list[tuple[Any, ...]] = []
        for op in blk:
            self.op(op, added)
        for k in added:
            del self.table[k]

    def op(self, op: Operation, added: list[tuple[Any, ...]]) -> None:
        if op.name in CSE_LEAF_OPS:
            return
        for r in op.regions:
            for b in r.blocks:
                self.block(b)
        safe = self._safe(op)
        self.safe[id(op)] = safe
        if not safe:
            return
        key = self._key(op)
        found = self.table.get(key)
        if found is None:
            self.table[key] = op
            added.append(key)
            self.rep[id(op)] = op
        else:
            self.rep[id(op)] = found
            self.replaced.append((op, found))

    def _safe(self, op: Operation) -> bool:
        if has_side_effect(op.name) or inplace_operands(op.name):
            # An in-place op writes its operand: Paddle 3.3.1 never replaces one (two equal
            # `scale_(acc, c)` both scale; samples/passes/inplace_dups, rc_conv_bn_gm_k2).
            return False
        for r in op.results:
            if not _dense(r.type):
                return False
            for user, i in r.uses:
                if user.name in CSE_BLOCKED_USERS or i in inplace_operands(user.name):
                    return False
        for v in op.operands:
            if v is not None and not _leaf(v) and not self.safe.get(id(v.defining_op), False):
                return False
        return True

    def _value(self, v: Value | None) -> object:
        if v is None:
            return None
        if _leaf(v):
            return ("leaf", id(v))
        return (id(self.rep[id(v.defining_op)]), v.index)

    def _key(self, op: Operation) -> tuple[Any, ...]:
        if op.regions:
            return ("region op", id(op))
        operands = [self._value(v) for v in op.operands]
        for group in COMMUTATIVE_OPERANDS.get(op.name, ()):
            if max(group) < len(operands):
                ordered = sorted((operands[i] for i in group), key=repr)
                for i, v in zip(group, ordered, strict=True):
                    operands[i] = v
        attrs = tuple((k, a.kind, repr(a.value)) for k, a in op.attrs.items() if k not in self.ignored)
        return (op.name, attrs, tuple(r.type.text for r in op.results), tuple(operands))


def _replace(op: Operation, kept: Operation) -> int:
    """Paddle's `ReplaceOpWith`; returns the number of assign ops inserted."""
    assigns = 0
    for old, new in zip(op.results, kept.results, strict=True):
        shadow = [u for u, _ in old.uses if u.name == "builtin.shadow_output"]
        others = [u for u, _ in old.uses if u.name != "builtin.shadow_output"]
        old.replace_all_uses_with(new, only=others)
        if shadow:
            prog = kept.program
            assert prog is not None and kept.parent is not None
            # what Paddle's builder gives the new assign: its input's stop_gradient
            attrs = {"stop_gradient": Attr.array([Attr.bool(stop_gradient(new))])}
            dist = copy_op_dist_attr_text(new.type)
            if dist is not None:  # Paddle's builder infers one for a dist value (no op_role)
                attrs = {"op_dist_attr": Attr.opaque(dist), **attrs}
            assign = Operation.create(
                "pd_op.assign",
                [new],
                [new.type],
                attrs,
                era=prog.era,
                syntax=prog.new_syntax(like=kept),
            )
            kept.parent.insert_after(kept, assign)
            old.replace_all_uses_with(assign.result, only=shadow)
            assigns += 1
    op.erase()
    return assigns


def eliminate_common_subexpressions(block: Block, keep_recompute: bool = False) -> tuple[int, int]:
    """CSE on the program whose top block is `block`. Returns (ops replaced, assigns inserted)."""
    a = _Analysis(keep_recompute)
    a.block(block)
    assigns = 0
    for op, kept in a.replaced:
        assigns += _replace(op, kept)
    return len(a.replaced), assigns


@register_pass
@dataclass
class CommonSubexpressionElimination(Pass):
    name: ClassVar[str] = "cse"
    summary: ClassVar[str] = "replace an op by an earlier equal one (Paddle's common_subexpression_elimination_pass)"

    keep_recompute: bool = option(
        False, "do not fold recompute's backward clones (bwd_recompute_id) into the forward ops"
    )

    def apply(self, ctx: PassContext) -> None:
        eliminate_common_subexpressions(ctx.main.body, self.keep_recompute)
