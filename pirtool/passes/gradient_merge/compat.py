"""gradient-merge: compatibility with Paddle 3.3.1, where pirtool deliberately differs from it.

Holds `paddle_scale_operand` (the operand Paddle scales, chosen by op name), the
`paddle_compat=true` averaging (`average_like_paddle`, Paddle's `_pir_append_scale_op` bug for
bug) and the warnings saying where pirtool's own averaging differs from Paddle's
(`report_average_deviations`).

May import: pirtool.ir, pirtool.paddle, and `.analysis`. It works on a `.rewrite.Rewrite`
(imported for type checking only: rewrite imports this module).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...paddle.optimizers import OPTIMIZER_OPERANDS
from ...paddle.roles import BACKWARD
from .analysis import GradSlot, located

if TYPE_CHECKING:
    from .rewrite import Rewrite


def paddle_scale_operand(op_name: str) -> int | None:
    """The operand Paddle 3.3.1 scales when averaging (`_append_scale_op_after_comm`): by substring."""
    if "adam" in op_name:
        return 1
    if "sgd" in op_name:
        return 2
    return None


def report_average_deviations(run: Rewrite, slots: list[GradSlot]) -> None:
    """Warn where the averaging just done differs from what Paddle 3.3.1 would have done."""
    not_averaged: dict[str, int] = {}
    wrong_operand: set[str] = set()
    for slot in slots:
        opt = slot.op
        if opt.name == "builtin.combine":
            opt = next((u for u in opt.results[0].users if u.name in OPTIMIZER_OPERANDS), opt)
        pidx = paddle_scale_operand(opt.name)
        if pidx is None:
            not_averaged[opt.name] = not_averaged.get(opt.name, 0) + 1
        elif pidx != OPTIMIZER_OPERANDS[opt.name][1] or slot.op is not opt:
            wrong_operand.add(opt.name)
    trivial = bool(not_averaged) and any(paddle_scale_operand(op.name) is not None for op in run.block)
    for name, n in not_averaged.items():
        if trivial:
            paddle = "Paddle 3.3.1 leaves them unscaled (it averages only adam/sgd ops when any is present)"
        else:
            paddle = (
                "Paddle 3.3.1 appends its scale_ ops after the accumulators are zeroed, so its update uses the sum "
                "(set paddle_compat=true to reproduce that)"
            )
        run.ctx.warn(f"gradient-merge: averaged the gradients of {n} {name} op(s) by 1/{run.opts.k} before the update; {paddle}")
    for name in sorted(wrong_operand):
        run.ctx.warn(
            f"gradient-merge: scaled the gradient operand of {name}; Paddle 3.3.1 picks the operand by name "
            f"(operand {paddle_scale_operand(name)}), which is not the gradient of this op"
        )


def average_like_paddle(run: Rewrite) -> None:
    """Paddle 3.3.1's `_pir_append_scale_op`, bug for bug."""
    k = run.opts.k
    trivial = [op for op in run.block if paddle_scale_operand(op.name) is not None]
    if trivial:  # _append_scale_op_after_comm
        for op in trivial:
            idx = paddle_scale_operand(op.name)
            assert idx is not None
            if idx >= len(op.operands) or op.operands[idx] is None:
                raise located(f"{op.name} has no operand {idx} for Paddle's averaging to scale", op)
            run.scale_slot(GradSlot(op, idx), 1.0 / k)
        return
    # _append_scale_op_before_comm: one full + scale_ per accumulator for every trailing
    # non-backward op, appended at the block end (after the zeroing): the average is lost.
    n = 0
    for op in reversed(list(run.block)):
        if op.op_role == BACKWARD:
            break
        for acc in run.accs:
            full, scale = run.scale_ops(acc.value, 1.0 / k, run.block.last or op)
            run.block.append(full)
            run.block.append(scale)
            n += 1
    if n:
        run.ctx.warn(
            f"gradient-merge: paddle_compat: appended {n} scale_ ops after the update as Paddle 3.3.1 does; "
            "they do not average the gradients the optimizer used"
        )
