"""gradient-merge: compatibility with Paddle 3.3.1, where pirtool deliberately differs from it.

Uses `paddle_scale_operand` (the operand Paddle scales, chosen by op name; a Paddle fact in
`pirtool.paddle.optimizers`) for the
`paddle_compat=true` averaging (`average_like_paddle`, Paddle's `_pir_append_scale_op` bug for
bug) and the warnings saying where pirtool's own averaging differs from Paddle's
(`report_average_deviations`).

May import: pirtool.ir, pirtool.paddle, and `.analysis`. `.rewrite` calls it and hands it what it
works on (the block, k, the accumulators, how to scale and how to warn), so it imports nothing
of the rewrite.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...ir import Block, Operation, Value
from ...paddle.optimizers import OPTIMIZER_OPERANDS, paddle_scale_operand
from ...paddle.roles import BACKWARD
from .analysis import GMText, GradSlot, located

Warn = Callable[[str], None]


def report_average_deviations(block: Block, slots: list[GradSlot], k: int, warn: Warn) -> None:
    """Warn where the averaging just done (of `slots`, by 1/k) differs from what Paddle 3.3.1 would have done."""
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
    trivial = bool(not_averaged) and any(paddle_scale_operand(op.name) is not None for op in block)
    for name, n in not_averaged.items():
        if trivial:
            paddle = "Paddle 3.3.1 leaves them unscaled (it averages only adam/sgd ops when any is present)"
        else:
            paddle = (
                "Paddle 3.3.1 appends its scale_ ops after the accumulators are zeroed, so its update uses the sum "
                "(set {paddle_compat_opt} to reproduce that)"
            )
        warn(
            GMText(
                "gradient-merge: averaged the gradients of {n} {name} op(s) by 1/{k} before the update; " + paddle,
                n=n,
                name=name,
                k=k,
            )
        )
    for name in sorted(wrong_operand):
        warn(
            f"gradient-merge: scaled the gradient operand of {name}; Paddle 3.3.1 picks the operand by name "
            f"(operand {paddle_scale_operand(name)}), which is not the gradient of this op"
        )


def average_like_paddle(
    block: Block,
    k: int,
    accs: Sequence[Any],
    scale_slot: Callable[[GradSlot, float], object],
    scale_ops: Callable[[Value, float, Operation], tuple[Operation, Operation]],
    warn: Warn,
) -> None:
    """Paddle 3.3.1's `_pir_append_scale_op`, bug for bug: `scale_slot` scales an operand in place,
    `scale_ops` makes a `full` + `scale_` pair for an accumulator (`accs`: objects with `.value`)."""
    trivial = [op for op in block if paddle_scale_operand(op.name) is not None]
    if trivial:  # _append_scale_op_after_comm
        for op in trivial:
            idx = paddle_scale_operand(op.name)
            assert idx is not None
            if idx >= len(op.operands) or op.operands[idx] is None:
                raise located(f"{op.name} has no operand {idx} for Paddle's averaging to scale", op)
            scale_slot(GradSlot(op, idx), 1.0 / k)
        return
    # _append_scale_op_before_comm: one full + scale_ per accumulator for every trailing
    # non-backward op, appended at the block end (after the zeroing): the average is lost.
    n = 0
    for op in reversed(list(block)):
        if op.op_role == BACKWARD:
            break
        for acc in accs:
            full, scale = scale_ops(acc.value, 1.0 / k, block.last or op)
            block.append(full)
            block.append(scale)
            n += 1
    if n:
        warn(
            f"gradient-merge: paddle_compat: appended {n} scale_ ops after the update as Paddle 3.3.1 does; "
            "they do not average the gradients the optimizer used"
        )
