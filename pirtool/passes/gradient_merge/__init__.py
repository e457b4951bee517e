"""gradient-merge: accumulate gradients over k micro-batches, then run the optimizer once.

This is Paddle 3.3.1's `auto_parallel_gradient_merge_pass` (docs/gradient-merge.md §2), done
on the text of a program. The steps below carry the spec's numbering.

  Step 0   find (param, grad) pairs from the optimizer ops alone (`find_params_grads`)
  Step 1   per pair, in Paddle's params_grads order:
      1.4  startup: `full(0)` + `builtin.shadow_output "<param>@GRAD@MERGE"`
      1.5  main: kwarg `%kwarg_<param>@GRAD@MERGE {place:Place(cpu),persistable:true}`
      1.6  `add_(acc, grad)` right after the grad's producer (a `cast` first for a master grad)
      1.7  `_move_used_grad_op`: some consumers of the grad move to the optimize stage
      1.8  optimize-stage users of the grad read the accumulator instead
      1.9  zero the accumulator after the update (`full`, 3 × `full_int_array`,
           `set_value_with_tensor_`, appended at the end of the block)
  Step 2   gradient_sync_after_accumulate=False: sync every micro-step (a stub in Paddle)
  Step 3   avg: `full(1/k)` + `scale_` on the gradient operand of each optimizer op

Where pirtool deliberately differs from Paddle 3.3.1 (each one is reported as a warning):

* Paddle averages only ops whose name contains "adam" or "sgd"; for any other optimizer
  (momentum_, lamb_, ...) it appends its scale ops after the accumulators are zeroed, so the
  update uses the sum. pirtool scales the gradient operand of every optimizer it knows
  (`paddle_compat=true` reproduces Paddle's output exactly).
* `gradient_sync_after_accumulate=false` crashes in Paddle (TypeError in a stub); pirtool moves
  the data-parallel reduce back into the backward stage so it runs every micro-step.

Kept as Paddle does it, with a warning: global-norm clipping reads the accumulated *sum*, and the
1/k scale lands between the clip and the optimizer, so the update is clip(sum)/k rather than
clip(mean). `scale_before_clip=true` averages right after the data-parallel sync instead.

Errors (PirError) are raised before the program is touched: a bad k, no optimizer op, an
unknown optimizer, a gradient without a backward producer, a second application.

The package, one module per step:

  analysis.py   step 0: (param, grad) pairs from the optimizer table; reads, never edits
  ops.py        the op factory (`OpFactory`): every new op, stamped in the program's spelling
  rewrite.py    steps 1 to 3 (`Rewrite`)
  compat.py     Paddle 3.3.1 compatibility: `paddle_scale_operand`, `paddle_compat=true`
  __init__.py   the `GradientMerge` pass class (options, validation) and the public names

Imports go one way: ops, compat and rewrite import analysis; rewrite imports ops and compat;
__init__ imports them all (each module says what it may import).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import PirError
from ...gcpause import gc_paused
from ...paddle.optimizers import paddle_scale_operand
from ...paddle.roles import inferred_roles
from ..base import Pass, PassContext, option, register_pass
from .analysis import GradSlot, ParamGrad, find_params_grads, stop_gradient
from .ops import OpFactory
from .rewrite import Rewrite


@register_pass
@dataclass
class GradientMerge(Pass):
    """Paddle 3.3.1's auto_parallel_gradient_merge_pass."""

    name: ClassVar[str] = "gradient-merge"
    summary: ClassVar[str] = "accumulate gradients over k micro-batches (Paddle's auto_parallel_gradient_merge_pass)"

    k: int = option(help="number of micro-batches (k_steps), >= 1")
    avg: bool = option(True, "average: scale the accumulated gradient by 1/k before the update")
    gradient_sync_after_accumulate: bool = option(
        True, "sync data-parallel gradients once per k steps (false: every micro-step, in the backward)"
    )
    paddle_compat: bool = option(
        False, "reproduce Paddle 3.3.1's output exactly, including its averaging bug for non-adam/sgd optimizers"
    )
    scale_before_clip: bool = option(
        False, "average right after the accumulator's data-parallel sync, before gradient clipping reads it"
    )

    def validate(self) -> str | None:
        if isinstance(self.k, bool) or not isinstance(self.k, int) or self.k < 1:
            return f"k must be an integer >= 1, got {self.k!r}"
        if self.paddle_compat and self.scale_before_clip:
            return "paddle_compat and scale_before_clip cannot be combined (Paddle scales at the optimizer)"
        return None

    def apply(self, ctx: PassContext) -> None:
        problem = self.validate()
        if problem:
            raise PirError(problem)
        with gc_paused(), inferred_roles(ctx.main):  # plain static programs print no op_role
            Rewrite(self, ctx).run()


__all__ = [
    "GradSlot",
    "GradientMerge",
    "OpFactory",
    "ParamGrad",
    "Rewrite",
    "find_params_grads",
    "paddle_scale_operand",
    "stop_gradient",
]
