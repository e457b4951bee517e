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

The new ops carry only `has_bias`, `multi_precision` (acc dtype != gradient dtype) and
`stop_gradient` (true when all operands stop): no `op_role`, no `chunk_id`, as in Paddle.
Paddle's engine runs the pass on the job programs, after the split, so roles do not matter
there; a program fused *before* being split by roles (pirtool's runner, Paddle's
`forward_complete_op_role`) puts a role-less op in the stage of the next op with a role. With
`keep_roles=true` the new ops take the replaced matmul_grad's `op_role` and `chunk_id` (not
Paddle's text, but safe to split); by default the pass warns when a new op is followed by an
optimizer-stage op, where the split would misplace it.

Only dense tensors are rewritten (Paddle runs it on dense job programs); the
reshape + matmul pattern and the decomposed (prim) backward patterns are not implemented.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..attrs import Attr
from ..ir import Block, Operation, Value
from ..paddle.recompute import (
    ADD,
    ADD_,
    ADD_GRAD,
    FUSED_LINEAR_PARAM_GRAD_ADD,
    MATMUL,
    MATMUL_GRAD,
    NO_BIAS_DBIAS_DTYPE,
    NO_BIAS_DBIAS_SHAPE,
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
        self.new_ops: list[Operation] = []

    def run(self) -> None:
        for op in self.block.ops:
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
        fused = self.fused(x, dout, acc, dw, add.results[0], None, like=mg)
        self.block.insert_before(mg, fused)
        mm = self.input_grad_matmul(dout, w, dx, like=mg)
        self.block.insert_after(fused, mm)
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
        mm = self.input_grad_matmul(dfwd, w, mg.results[0], like=mg)
        fused = self.fused(x, dfwd, acc, mg.results[1], add.results[0], dbias, like=mg)
        # Paddle erases the forward matmul + add when the rewrite leaves them unused (a
        # recompute clone), and then prints the fused op first; a forward that lives on
        # prints after the new matmul (the order seen in every pair; DRR's own rule not read).
        dead = not any(u is not ag and u is not fwd_add for u in out.users) and not fwd_add.results[0].uses
        self.block.insert_before(ag, mm)
        if dead:
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

    # -- plain matmul + add_ --------------------------------------------------------------------
    def matmul(self, mm: Operation) -> None:
        if len(mm.results) != 1 or len(mm.operands) != 2:
            return
        x, dy = mm.operands
        wg = mm.results[0]
        if x is None or dy is None or len(wg.uses) != 1:
            return
        add = wg.users[0]
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


def _accumulating_add(dw: Value) -> Operation | None:
    """The `add_(acc, dW)` that is dW's only user, acc first (gradient merge's order)."""
    if len(dw.uses) != 1:
        return None
    op, i = dw.uses[0]
    if op.name != ADD_ or i != 1 or len(op.operands) != 2:
        return None
    return op
