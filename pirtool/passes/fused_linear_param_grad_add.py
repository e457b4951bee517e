"""fused-linear-param-grad-add: Paddle 3.3.1's `fused_linear_param_grad_add_pass`, on the text IR.

A weight gradient that is only added into an accumulator (what gradient merge writes:
`add_(acc, dW)`) need not exist on its own: `fused_linear_param_grad_add(x, dout, acc)`
computes `acc + x^T dout` (leading dims of x and dout flattened) in place, and, with
`has_bias`, also `dbias = sum(dout)`. The input gradient becomes a plain `matmul(dout, W^T)`.
Paddle's DRR patterns, as this pass applies them (each op visited once, in block order):

* **matmul_grad + add_**: `matmul_grad(x, W, dout)` without transposes whose weight
  gradient (one use, same shape as `acc`) feeds `add_(acc, dW)` becomes
  `fused(x, dout, acc) {has_bias:false}` at the matmul_grad's place, then
  `matmul(dout, W) {transpose_y:true}` for the input gradient (made even when that gradient
  is unused, as Paddle does).
* **with the bias** (forward `add(matmul(x, W), b)`, `add_grad` feeding that matmul_grad in the
  same program): `matmul(dout, W)` then `fused(x, dout, acc) {has_bias:true}` at the add_grad's
  place; the add_grad's bias gradient becomes the fused op's second result. Paddle applies it
  only where the matmul_grad's input gradient is unused (the first layer); elsewhere the
  pattern above wins (seen on every pair in `samples/passes/fused_dense_*`).
* **plain matmul + add_** (`add_(acc, matmul(x, dy))` or `add_(matmul(x, dy), acc)`): Paddle
  fuses whatever the transpose flags say; only `transpose_x:true, transpose_y:false` on 2-D
  operands computes what the fused op computes. pirtool fuses exactly those, and leaves the
  others alone with a warning (Paddle changes the program's meaning there, or raises).

Where an operand is defined below the matched ops' place (an accumulator made after the
backward, as a program that adds `paddle.static.gradients` into accumulators by hand does), the
fused op goes right below that definition, as Paddle's rewriter puts it. Paddle leaves the ops
reading the fused bias gradient where they were, which may be above the fused op (a use before
the definition: Paddle's output is invalid, and Paddle aborts destroying it); pirtool moves
them, and their users, right below the fused op, with a warning. Where moving them could change
what they read (an op they pass uses one of their operands, or has side effects), the bias
pattern is not applied and the weight gradient is fused without it (docs/passes.md).

The new ops carry only `has_bias`, `multi_precision` (acc dtype != gradient dtype) and
`stop_gradient` (true when all operands stop): no `op_role`, no `chunk_id`, as in Paddle.
Paddle's engine runs the pass on the job programs, after the split, so roles do not matter
there; a program fused *before* being split by roles (pirtool's runner, Paddle's
`forward_complete_op_role`) puts a role-less op in the stage of the next op with a role. With
`keep_roles=true` the new ops take the replaced matmul_grad's `op_role` and `chunk_id` (not
Paddle's text, but safe to split); by default the pass warns when a new op is followed by an
optimizer-stage op, where the split would misplace it.

* **reshape + matmul + reshape + add_** (VPP's split backward writes a weight gradient so in
  its `backward_w` job: `reshape(matmul(reshape(x), reshape(dy)){transpose_x:true})` added
  into its accumulator) becomes `fused(x, dy, acc) {has_bias:false}` at the first matched op's
  place; the matched ops go (a flattened input read elsewhere stays). Paddle checks only the
  flags and the accumulator's shape; pirtool also checks the reshapes only merge x's and dy's
  leading dims (what the fused op does itself), and leaves other reshapes alone with a warning.

Only dense tensors are rewritten (Paddle runs it on dense job programs); the decomposed
(prim) backward patterns are not implemented.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..attrs import Attr
from ..ir import Block, Operation, Value
from ..paddle.effects import has_side_effect
from ..paddle.recompute import (
    ADD,
    ADD_,
    ADD_GRAD,
    FULL_INT_ARRAY,
    FUSED_LINEAR_PARAM_GRAD_ADD,
    MATMUL,
    MATMUL_GRAD,
    NO_BIAS_DBIAS_DTYPE,
    NO_BIAS_DBIAS_SHAPE,
    RESHAPE,
)
from ..paddle.roles import NO_ROLE, OPTIMIZE, stage_of
from ..types import Type, tensor_type
from .base import Pass, PassContext, option, register_pass
from .gradient_merge.analysis import stop_gradient


@register_pass
@dataclass
class FusedLinearParamGradAdd(Pass):
    name: ClassVar[str] = "fused-linear-param-grad-add"
    summary: ClassVar[str] = (
        "matmul_grad + add_(acc, dW) -> matmul + fused_linear_param_grad_add (Paddle's fused_linear_param_grad_add_pass)"
    )

    keep_roles: bool = option(
        False, "give the new ops the replaced matmul_grad's op_role and chunk_id (Paddle gives none)"
    )

    def apply(self, ctx: PassContext) -> None:
        for block in list(ctx.main.blocks()):
            _Fuser(self, ctx, block).run()


class _Fuser:
    def __init__(self, p: FusedLinearParamGradAdd, ctx: PassContext, block: Block) -> None:
        self.p, self.ctx, self.block = p, ctx, block
        self.prog = ctx.main
        self.skipped = 0
        self.moved = 0
        self.new_ops: list[Operation] = []

    def run(self) -> None:
        ops = self.block.ops
        #: Original ops' positions: where an operand is defined, where a result is used.
        self.pos: dict[Operation, float] = {op: i for i, op in enumerate(ops)}
        for op in ops:
            if op.parent is not self.block:  # erased by an earlier rewrite
                continue
            if op.name == MATMUL_GRAD:
                self.matmul_grad(op)
            elif op.name == MATMUL:
                self.matmul(op)
        if self.skipped:
            self.ctx.warn(
                f"fused-linear-param-grad-add: left {self.skipped} matmul + add_ pattern(s) alone whose transpose flags or ranks "
                "the fused op cannot express (Paddle 3.3.1 fuses them anyway, changing what the program computes, or raises)"
            )
        if self.moved:
            self.ctx.warn(
                f"fused-linear-param-grad-add: moved {self.moved} op(s) reading a fused bias gradient below the fused op "
                "(its accumulator is defined late); Paddle 3.3.1 leaves them above it, a use before the definition"
            )
        if not self.p.keep_roles and self.new_ops:
            self.check_split()

    # -- matmul_grad (+ add_grad) + add_ ------------------------------------------------------
    def matmul_grad(self, mg: Operation) -> None:
        if mg.attr("transpose_x") is not False or mg.attr("transpose_y") is not False or len(mg.results) != 2:
            return
        if len(mg.operands) != 3:  # (not a matmul_grad Paddle prints: no pattern)
            return
        x, w, dout = mg.operands
        dx, dw = mg.results
        if x is None or w is None or dout is None or not _dense(x, w, dout):
            return
        if len(w.type.shape or ()) != 2:  # the fused op's weight gradient is a matrix
            self.skipped += 1
            return
        add = _accumulating_add(dw)
        if add is None or len(dw.uses) != 1:
            return
        acc = add.operands[0]
        if acc is None or acc.type.shape != dw.type.shape:
            return
        ag = dout.defining_op
        if ag is not None and ag.name == ADD_GRAD and not dx.uses and self.bias_pattern(ag, mg, add, x, w, acc):
            return
        late = self.defined_after(mg, (x, dout, acc))
        fused = self.fused(x, dout, acc, dw, add.results[0], None, like=mg)
        mm = self.input_grad_matmul(dout, w, dx, like=mg)
        if late is None:
            self.block.insert_before(mg, fused)
            self.block.insert_after(fused, mm)
        else:  # an operand (the accumulator) is defined below: Paddle's DRR puts the op after it
            self.block.insert_before(mg, mm)
            self.block.insert_after(late, fused)
        self.replace(add, fused, 0)
        self.replace_dx(mg, mm)
        add.erase()
        mg.erase()

    def bias_pattern(self, ag: Operation, mg: Operation, add: Operation, x: Value, w: Value, acc: Value) -> bool:
        """add_grad(out, bias, dfwd) feeding `mg`, out = matmul(x, W) with its forward add."""
        if len(ag.operands) != 3:
            return False
        out, bias, dfwd = ag.operands
        if out is None or bias is None or dfwd is None or ag.results[0] is not mg.operands[2]:
            return False
        fwd = out.defining_op
        if fwd is None or fwd.name != MATMUL or fwd.operands[0] is not x or fwd.operands[1] is not w:
            return False
        if fwd.attr("transpose_x") is not False or fwd.attr("transpose_y") is not False:
            return False
        fwd_add = next((u for u in out.users if u.name == ADD and u.operands[0] is out and u.operands[1] is bias), None)
        if fwd_add is None:
            return False
        if out.type.shape != dfwd.type.shape or len(ag.results[0].uses) != 1:
            return False
        dbias = ag.results[1]
        late = self.defined_after(ag, (x, dfwd, acc))
        movers: list[Operation] = []
        if late is not None:
            movers_or_none = self.users_to_move(dbias, ag, late)
            if movers_or_none is None:  # no valid place for the fused op: the pattern without the bias
                return False
            movers = movers_or_none
        mm = self.input_grad_matmul(dfwd, w, mg.results[0], like=mg)
        fused = self.fused(x, dfwd, acc, mg.results[1], add.results[0], dbias, like=mg)
        # Paddle erases the forward matmul + add when the rewrite leaves them unused (a
        # recompute clone), and then prints the fused op first; a forward that lives on
        # prints after the new matmul (the order seen in every pair; DRR's own rule not read).
        dead = not any(u is not ag and u is not fwd_add for u in out.users) and not fwd_add.results[0].uses
        self.block.insert_before(ag, mm)
        if late is not None:
            self.place_after(late, fused, movers)
        elif dead:
            self.block.insert_before(mm, fused)
        else:
            self.block.insert_after(mm, fused)
        self.replace(add, fused, 0)
        self.replace_dx(mg, mm)
        if dbias is not None:
            dbias.replace_all_uses_with(fused.results[1])
        add.erase()
        mg.erase()
        ag.erase()
        if dead:
            fwd_add.erase()
            fwd.erase()
        return True

    # -- placing the fused op where its operands are defined ------------------------------------
    def defined_after(self, at: Operation, operands: tuple[Value, ...]) -> Operation | None:
        """The latest op of this block at or below `at` defining one of `operands` (a hand-made
        accumulator created after the backward), or None when all are defined above `at`."""
        here = self.pos.get(at)
        late: Operation | None = None
        for v in operands:
            d = v.defining_op
            p = self.pos.get(d) if d is not None and d.parent is self.block else None
            if here is not None and p is not None and p >= here and (late is None or p > self.pos[late]):
                late = d
        return late

    def users_to_move(self, dbias: Value | None, at: Operation, late: Operation) -> list[Operation] | None:
        """The ops between `at` and `late` that read the bias gradient (and, in turn, their
        results): they must follow the fused op placed after `late`. Paddle 3.3.1 leaves them
        above it, reading dbias before its definition. None when moving them down past the ops
        in between could change what they read (an op in between uses one of their operands)."""
        if dbias is None:
            return []
        lo, hi = self.pos[at], self.pos[late]
        moved: set[Operation] = set()
        todo = [u for u in dbias.users]
        while todo:
            u = todo.pop()
            p = self.pos.get(u)
            if u.parent is not self.block or p is None:
                return None  # used inside a nested block, or by a new op: leave the pattern
            if p > hi or u in moved:
                continue
            if p < lo or has_side_effect(u.name):
                return None
            moved.add(u)
            todo.extend(w for r in u.results for w in r.users)
        if not moved:
            return []
        order = sorted(moved, key=self.pos.__getitem__)
        operands = {v for u in moved for v in u.operands if v is not None}
        op: Operation | None = order[0]
        while op is not None and op is not late.next:  # the ops the movers pass
            if op not in moved and (any(v in operands for v in op.operands) or has_side_effect(op.name)):
                return None
            op = op.next
        return order

    def place_after(self, late: Operation, fused: Operation, movers: list[Operation]) -> None:
        """`fused` right after `late` (Paddle's place), then the bias gradient's readers."""
        self.block.insert_after(late, fused)
        prev = fused
        base = self.pos[late]
        for k, u in enumerate(movers, 1):
            self.block.remove(u)
            self.block.insert_after(prev, u)
            self.pos[u] = base + k / (len(movers) + 1)
            prev = u
        if movers:
            self.moved += len(movers)

    # -- plain matmul + add_ --------------------------------------------------------------------
    def matmul(self, mm: Operation) -> None:
        if len(mm.results) != 1 or len(mm.operands) != 2:
            return
        x, dy = mm.operands
        wg = mm.results[0]
        if x is None or dy is None or len(wg.uses) != 1:
            return
        add = wg.users[0]
        if add.name == RESHAPE:
            self.reshaped_matmul(mm, add)
            return
        if add.name != ADD_ or len(add.operands) != 2:
            return
        acc = add.operands[1] if add.operands[0] is wg else add.operands[0]
        if acc is None or acc is wg or acc.type.shape != wg.type.shape or not _dense(x, dy, acc):
            return
        meaning_kept = (
            mm.attr("transpose_x") is True
            and mm.attr("transpose_y") is False
            and len(x.type.shape or ()) == 2
            and len(dy.type.shape or ()) == 2
        )
        if not meaning_kept:
            self.skipped += 1
            return
        fused = self.fused(x, dy, acc, wg, add.results[0], None, like=mm)
        self.block.insert_before(mm, fused)
        self.replace(add, fused, 0)
        add.erase()
        mm.erase()

    # -- reshape + matmul + reshape + add_ (VPP split backward's backward_w) ---------------------
    def reshaped_matmul(self, mm: Operation, rs3: Operation) -> None:
        """`add_(acc, reshape(matmul(reshape(x), reshape(dy)){transpose_x:true}))` → `fused(x, dy,
        acc)` at the first matched op's place (Paddle's FusedMatmulReshapeMatmulAddPattern).
        Paddle checks only the flags and acc's shape; pirtool also checks that the reshapes
        flatten x and dy to [rows, features] and leave the weight gradient as it is, the
        only reading under which the fused op computes the same (else: left alone, warned)."""
        rx, rdy = mm.operands
        if rx is None or rdy is None or len(rs3.operands) != 2 or len(rs3.results) < 1:
            return
        r1, r2 = rx.defining_op, rdy.defining_op
        if r1 is None or r2 is None or r1.name != RESHAPE or r2.name != RESHAPE:
            return
        if mm.attr("transpose_x") is not True or mm.attr("transpose_y") is not False:
            return
        wg = rs3.results[0]
        if len(wg.uses) != 1 or len(mm.results[0].uses) != 1:
            return
        add = wg.users[0]
        if add.name != ADD_ or len(add.operands) != 2 or add.operands[1] is not wg:
            return
        x, dy, acc = r1.operands[0], r2.operands[0], add.operands[0]
        if x is None or dy is None or acc is None or acc.type.shape != wg.type.shape:
            return
        if not _dense(x, dy, acc, rx, rdy, wg):
            return
        if not (_flattens(x, rx) and _flattens(dy, rdy) and (rx.type.shape or ())[0] == (rdy.type.shape or ())[0]):
            self.skipped += 1
            return
        if mm.results[0].type.shape != wg.type.shape:
            self.skipped += 1
            return
        matched = [r1, r2, mm, rs3, add, *(o for o in (_shape_op(r1), _shape_op(r2), _shape_op(rs3)) if o)]
        first = min(matched, key=lambda o: self.pos.get(o, float("inf")))
        late = self.defined_after(first, (x, dy, acc))
        fused = self.fused(x, dy, acc, wg, add.results[0], None, like=mm)
        if late is None:
            self.block.insert_before(first, fused)
        else:
            self.block.insert_after(late, fused)
        self.replace(add, fused, 0)
        for op in (add, rs3, mm, r1, r2):  # (a flattened input read elsewhere stays)
            if not any(r.uses for r in op.results):
                shape = _shape_op(op)
                op.erase()
                if shape is not None and not any(r.uses for r in shape.results):
                    shape.erase()

    # -- making ops -----------------------------------------------------------------------------
    def fused(
        self, x: Value, dout: Value, acc: Value, wg: Value, out: Value, dbias: Value | None, like: Operation
    ) -> Operation:
        multi = acc.type.dtype != wg.type.dtype
        if dbias is not None:
            dbias_t: Type = dbias.type
        else:
            dbias_t = tensor_type(list(NO_BIAS_DBIAS_SHAPE), NO_BIAS_DBIAS_DTYPE)
        sg = all(stop_gradient(v) for v in (x, dout, acc))
        attrs = {
            "has_bias": Attr.bool(dbias is not None),
            "multi_precision": Attr.bool(multi),
            "stop_gradient": Attr.array([Attr.bool(sg), Attr.bool(sg)]),
        }
        op = Operation.create(
            FUSED_LINEAR_PARAM_GRAD_ADD,
            [x, dout, acc, None],
            [out.type, dbias_t],
            self.roles(attrs, like),
            era=self.prog.era,
            syntax=self.prog.new_syntax(like),
        )
        self.new_ops.append(op)
        return op

    def input_grad_matmul(self, dout: Value, w: Value, dx: Value, like: Operation) -> Operation:
        t = dx.type
        if t.is_null:
            shape = (*(dout.type.shape or ())[:-1], (w.type.shape or (0, 0))[-2])
            t = tensor_type(list(shape), dout.type.dtype or "f32")
        sg = stop_gradient(dout) and stop_gradient(w)
        attrs = {
            "stop_gradient": Attr.array([Attr.bool(sg)]),
            "transpose_x": Attr.bool(False),
            "transpose_y": Attr.bool(True),
        }
        op = Operation.create(
            MATMUL, [dout, w], [t], self.roles(attrs, like), era=self.prog.era, syntax=self.prog.new_syntax(like)
        )
        self.new_ops.append(op)
        return op

    def roles(self, attrs: dict[str, Attr], like: Operation) -> dict[str, Attr]:
        if self.p.keep_roles:
            for k in ("op_role", "chunk_id"):
                a = like.attrs.get(k)
                if a is not None:
                    attrs[k] = a
        return attrs

    @staticmethod
    def replace(old: Operation, new: Operation, i: int) -> None:
        old.results[0].replace_all_uses_with(new.results[i])

    @staticmethod
    def replace_dx(mg: Operation, mm: Operation) -> None:
        mg.results[0].replace_all_uses_with(mm.results[0])

    def check_split(self) -> None:
        """Warn when a role-less new op would join the optimize stage in a split by roles."""
        ops = self.block.ops
        if all(o.op_role == NO_ROLE for o in ops):
            return
        news = set(self.new_ops)
        nxt = NO_ROLE
        for o in reversed(ops):
            if o in news and nxt != NO_ROLE and stage_of(nxt) == OPTIMIZE:
                self.ctx.warn(
                    "fused-linear-param-grad-add: the new ops carry no op_role (as in Paddle 3.3.1); a split of this program "
                    "by roles puts the last of them in the optimize stage (use keep_roles=true before splitting)"
                )
                return
            if o.op_role != NO_ROLE:
                nxt = o.op_role


def _dense(*vs: Value) -> bool:
    return all(v.type.kind == "tensor" and v.type.shape is not None for v in vs)


def _flattens(v: Value, flat: Value) -> bool:
    """`flat` is `v` with its leading dims merged: [prod(v[:-1]), v[-1]], static shapes."""
    shape, out = v.type.shape or (), flat.type.shape or ()
    if len(shape) < 2 or len(out) != 2 or any(d < 0 for d in (*shape, *out)):
        return False
    rows = 1
    for d in shape[:-1]:
        rows *= d
    return out == (rows, shape[-1]) or list(out) == [rows, shape[-1]]


def _shape_op(reshape: Operation) -> Operation | None:
    """The `full_int_array` giving a reshape its shape, when that is how it is given."""
    if reshape.name != RESHAPE or len(reshape.operands) != 2 or reshape.operands[1] is None:
        return None
    d = reshape.operands[1].defining_op
    return d if d is not None and d.name == FULL_INT_ARRAY else None


def _accumulating_add(dw: Value) -> Operation | None:
    """The `add_(acc, dW)` that is dW's only user, acc first (gradient merge's order)."""
    if len(dw.uses) != 1:
        return None
    op, i = dw.uses[0]
    if op.name != ADD_ or i != 1 or len(op.operands) != 2:
        return None
    return op
