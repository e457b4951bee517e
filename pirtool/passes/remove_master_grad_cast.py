"""remove-master-grad-cast: drop AMP's master-grad casts that do nothing.

With AMP O2 and `use_master_grad`, Paddle casts each bf16/fp16 gradient to float32 for the
optimizer: `pd_op.cast {dtype:float32, master_grad_cast:true}`. After gradient merge these
casts read the float32 accumulator and cast f32 → f32 (Paddle 3.3.1 leaves them in; its
`_pir_remove_cast_for_master_grad` is commented out). This pass removes every such cast whose
input already has the target dtype, pointing its users at the input.

A cast that does change the dtype is reported and kept, unless `force=true`: then it is
removed too and the types of the values computed from it (scale_, clip multiply, ...) follow
the input's dtype, which is what Paddle's 2024 helper did unconditionally.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..ir import Operation, Value
from ..paddle.optimizers import is_optimizer
from .base import Pass, PassContext, option, register_pass


def is_master_grad_cast(op: Operation) -> bool:
    return (
        op.name == "pd_op.cast"
        and op.attr("master_grad_cast") is True
        and len(op.operands) == 1
        and len(op.results) == 1
    )


@register_pass
@dataclass
class RemoveMasterGradCast(Pass):
    name: ClassVar[str] = "remove-master-grad-cast"
    summary: ClassVar[str] = "remove AMP master-grad casts whose input already has the target dtype"

    force: bool = option(False, "also remove dtype-changing master-grad casts, retyping what they fed")

    def apply(self, ctx: PassContext) -> None:
        kept = 0
        for op in [o for o in ctx.main.walk() if is_master_grad_cast(o)]:
            src = op.operands[0]
            res = op.results[0]
            if src is None:
                continue
            same = src.type.dtype == res.type.dtype
            if not same and not self.force:
                kept += 1
                continue
            if not same:
                _retype_from(res, src.type.dtype)
            res.replace_all_uses_with(src)
            op.erase()
        if kept:
            ctx.warn(
                f"remove-master-grad-cast: kept {kept} master-grad cast(s) that change the dtype "
                "(run gradient-merge first, or use force=true to remove them and retype their users)"
            )


def _retype_from(v: Value, new_dtype: str | None, seen: set[int] | None = None) -> None:
    """Values computed elementwise from `v` (same shape and dtype) take `new_dtype`."""
    if new_dtype is None:
        return
    seen = set() if seen is None else seen
    old = v.type.dtype
    for user in v.users:
        if id(user) in seen:
            continue
        seen.add(id(user))
        for r in user.results:
            if (
                r.type.is_tensor
                and r.type.dtype == old
                and r.type.shape == v.type.shape
                and not _is_param_update(user, r)
            ):
                _retype_from(r, new_dtype, seen)
                r.set_type(r.type.with_dtype(new_dtype))


def _is_param_update(op: Operation, r: Value) -> bool:
    """Optimizer outputs are typed like the parameters they update, not like the gradient."""

    return is_optimizer(op.name)
