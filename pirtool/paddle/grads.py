"""How Paddle names the op that differentiates another: `X_grad` is the gradient op of `X` (or of
its in-place form `X_`), `X_double_grad` of `X_grad`, `X_triple_grad` of `X_double_grad`; a
gradient op may itself be in-place (`X_grad_`). From the `backward_op` entries of Paddle's
`paddle/phi/ops/yaml/backward.yaml` (`- backward_op : tanh_double_grad` / `forward :
tanh_grad (...)`). A few ops are their own gradient (`scale`, `cast`, `assign`) or have a
differently named one (`split` → `concat`): the name alone does not say what they differentiate.

May import nothing of pirtool.
"""

from __future__ import annotations

_ORDERS = (("_triple_grad", "_double_grad"), ("_double_grad", "_grad"), ("_grad", ""))


def is_grad_op(name: str) -> bool:
    """A gradient op by Paddle's naming (`pd_op.matmul_grad`, `pd_op.relu_grad_`)."""
    return name.endswith("_grad") or name.endswith("_grad_")


def forward_names(name: str) -> tuple[str, ...]:
    """The names of the op a gradient op differentiates, most likely first; () for other ops.

    `pd_op.matmul_grad` → (`pd_op.matmul`, `pd_op.matmul_`); `pd_op.tanh_double_grad` →
    (`pd_op.tanh_grad`, `pd_op.tanh_grad_`); `pd_op.relu_grad_` → (`pd_op.relu`, `pd_op.relu_`).
    """
    base = name[:-1] if name.endswith("_grad_") else name
    for suffix, forward in _ORDERS:
        if base.endswith(suffix) and len(base) > len(suffix):
            f = base[: -len(suffix)] + forward
            return (f, f + "_")
    return ()
