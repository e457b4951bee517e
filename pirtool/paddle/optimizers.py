"""Paddle's optimizer ops: which operand is the parameter, the gradient, the master weight, and
which results write back into which operands.

One table for every consumer: gradient merge finds (parameter, gradient) pairs through it, the
runner's schedule recognises the optimize stage by it, its kernels take their in-place maps
from it, and the divergence report reads a parameter's gradient operand from it.

Operand orders are those of Paddle 3.3.1's generated op signatures (`paddle/_typing/libs/
libpaddle/pir/ops.pyi` in the wheel; `paddle/phi/ops/yaml/ops.yaml` in the sources); the
in-place maps follow the yaml's `inplace : (x -> x_out)` pairs. The `merged_*`, `fused_*` and
`lars_momentum_` ops take vectors: those operands are `builtin.combine` results.

May import nothing of pirtool.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class OptimizerSpec:
    """Operand positions of one optimizer op (None: the op has no such operand)."""

    name: str
    param: int
    grad: int
    learning_rate: int | None
    master_param: int | None
    #: result index -> operand index whose buffer the result reuses (`inplace` in ops.yaml)
    inplace: dict[int, int] = field(default_factory=dict)


def _spec(
    name: str, param: int, grad: int, lr: int | None, master: int | None, inplace: dict[int, int]
) -> OptimizerSpec:
    return OptimizerSpec(f"pd_op.{name}", param, grad, lr, master, inplace)


_ADAM = {0: 0, 1: 3, 2: 4, 3: 5, 4: 6, 5: 7, 6: 8}  # param, moment1/2, moment2_max, beta1/2_pow, master

OPTIMIZERS: dict[str, OptimizerSpec] = {
    s.name: s
    for s in (
        # sgd_(param, learning_rate, grad, master_param) -> param_out, master_param_out
        _spec("sgd_", 0, 2, 1, 3, {0: 0, 1: 3}),
        # momentum_(param, grad, velocity, learning_rate, master_param) -> param, velocity, master
        _spec("momentum_", 0, 1, 3, 4, {0: 0, 1: 2, 2: 4}),
        # adam_(param, grad, learning_rate, moment1, moment2, moment2_max, beta1_pow, beta2_pow,
        #       master_param, skip_update)
        _spec("adam_", 0, 1, 2, 8, _ADAM),
        _spec("adamw_", 0, 1, 2, 8, _ADAM),
        # lamb_(param, grad, learning_rate, moment1, moment2, beta1_pow, beta2_pow, master_param, skip_update)
        _spec("lamb_", 0, 1, 2, 7, {0: 0, 1: 3, 2: 4, 3: 5, 4: 6, 5: 7}),
        # rmsprop_(param, mean_square, grad, moment, learning_rate, mean_grad, master_param)
        #   -> param_out, moment_out, mean_square_out, mean_grad_out, master_param_outs
        _spec("rmsprop_", 0, 2, 4, 6, {0: 0, 1: 3, 2: 1, 3: 5, 4: 6}),
        # adagrad_(param, grad, moment, learning_rate, master_param)
        _spec("adagrad_", 0, 1, 3, 4, {0: 0, 1: 2, 2: 4}),
        # adamax_(param, grad, learning_rate, moment, inf_norm, beta1_pow, master_param)
        _spec("adamax_", 0, 1, 2, 6, {0: 0, 1: 3, 2: 4, 3: 6}),
        # adadelta_(param, grad, avg_squared_grad, avg_squared_update, learning_rate, master_param)
        _spec("adadelta_", 0, 1, 4, 5, {0: 0, 1: 2, 2: 3, 3: 5}),
        # asgd_(param, grad, learning_rate, d, y, n, master_param) -> param, d, y, master
        _spec("asgd_", 0, 1, 2, 6, {0: 0, 1: 3, 2: 4, 3: 6}),
        # nadam_(param, grad, learning_rate, momentum_decay_pow, beta2_pow, mu_product, moment1,
        #        moment2, master_param)
        _spec("nadam_", 0, 1, 2, 8, {0: 0, 1: 3, 2: 4, 3: 5, 4: 6, 5: 7, 6: 8}),
        # radam_(param, grad, learning_rate, beta1_pow, beta2_pow, rho, moment1, moment2, master_param)
        _spec("radam_", 0, 1, 2, 8, {0: 0, 1: 3, 2: 4, 3: 5, 4: 6, 5: 7, 6: 8}),
        # rprop_(param, grad, prev, learning_rate, master_param, learning_rate_range, etas)
        _spec("rprop_", 0, 1, 3, 4, {0: 0, 1: 2, 2: 3, 3: 4}),
        # lars_momentum_(param[], grad[], velocity[], learning_rate[], master_param[])
        _spec("lars_momentum_", 0, 1, 3, 4, {0: 0, 1: 2, 2: 4}),
        # dgc_momentum(param, grad, velocity, learning_rate, master_param, current_step, nranks)
        _spec("dgc_momentum", 0, 1, 3, 4, {}),
        # decayed_adagrad(param, grad, moment, learning_rate)
        _spec("decayed_adagrad", 0, 1, 3, None, {}),
        # dpsgd(param, grad, learning_rate)
        _spec("dpsgd", 0, 1, 2, None, {}),
        # ftrl(param, squared_accumulator, linear_accumulator, grad, learning_rate)
        _spec("ftrl", 0, 3, 4, None, {}),
        # merged_adam_(param[], grad[], learning_rate[], moment1[], moment2[], moment2_max[],
        #              beta1_pow[], beta2_pow[], master_param[])
        _spec("merged_adam_", 0, 1, 2, 8, _ADAM),
        # merged_momentum_(param[], grad[], velocity[], learning_rate[], master_param[])
        _spec("merged_momentum_", 0, 1, 3, 4, {0: 0, 1: 2, 2: 4}),
        # fused_adam_(params[], grads[], learning_rate, moments1[], moments2[], moments2_max[],
        #             beta1_pows[], beta2_pows[], master_params[], skip_update)
        _spec("fused_adam_", 0, 1, 2, 8, _ADAM),
    )
}

#: Optimizer op -> (operand index of the parameter, operand index of its gradient).
OPTIMIZER_OPERANDS: dict[str, tuple[int, int]] = {n: (s.param, s.grad) for n, s in OPTIMIZERS.items()}

#: In-place ops that may write a parameter in the optimize stage without being optimizers.
NOT_OPTIMIZERS = frozenset(
    "pd_op.assign_ pd_op.assign_out_ pd_op.set_value_ pd_op.set_value_with_tensor_ pd_op.scale_ pd_op.cast_ "
    "pd_op.share_data_ pd_op.add_ pd_op.subtract_ pd_op.multiply_ pd_op.divide_ pd_op.clip_ pd_op.full_ "
    "pd_op.fill_ pd_op.uniform_ pd_op.gaussian_ pd_op.copy_".split()
)


def is_optimizer(op_name: str) -> bool:
    """An optimizer update op (`pd_op.adam_`, ...)."""
    return op_name in OPTIMIZERS


def paddle_scale_operand(op_name: str) -> int | None:
    """The operand Paddle 3.3.1's gradient merge scales when averaging (`_append_scale_op_after_comm`):
    chosen by substring of the op name ("adam" -> 1, "sgd" -> 2), not by this table; None for
    every other optimizer, whose averaging `_append_scale_op_before_comm` appends after the update."""
    if "adam" in op_name:
        return 1
    if "sgd" in op_name:
        return 2
    return None


#: Ops of gradient clipping that read a gradient in the optimize stage: global-norm clipping's
#: `squared_l2_norm` (then `multiply` by the clip factor), `clip_by_norm`, and value clipping.
GRAD_CLIP_OPS = frozenset(("pd_op.squared_l2_norm", "pd_op.clip_by_norm", "pd_op.clip", "pd_op.clip_"))


def grad_operand(op_name: str) -> int | None:
    """The operand index of the gradient an optimizer reads, None for other ops."""
    s = OPTIMIZERS.get(op_name)
    return None if s is None else s.grad
