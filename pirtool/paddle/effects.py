"""Which Paddle ops have side effects, write into an operand, or must never be removed or merged:
the facts Paddle 3.3.1's `dead_code_elimination_pass` and `common_subexpression_elimination_pass`
read from the op definitions.

Sources (all in the 3.3.1 wheel, and checked against it by `tests/test_effects_oracle.py`):

* `pir::SideEffectTrait`: the trait lists of the generated `pd_op.h` (from `traits :
  pir::SideEffectTrait` in `ops.yaml`), of `manual_op.h`, `control_flow_op.h`, and of the builtin
  and control-flow dialects (`builtin_op.h`, `cf_op.h`). Note that `pd_op.dropout` and the random
  ops have it: DCE keeps an unused dropout and CSE never merges two.
* `paddle::dialect::InplaceTrait` (the yaml's `inplace :` pairs): every op whose name ends with
  `_`, except `pd_op.assign_array_`, plus `pd_op.array_pop` and `pd_op.view_slice`. DCE's own
  test (`IsInplaceOp`) is the name's trailing `_`, nothing else.
* Which operands an in-place op writes (`get_op_inplace_info`: the yaml's `inplace` and `view`
  maps): operand 0 for almost every op; the exceptions are listed in `_INPLACE_INPUTS` and the
  optimizer table (`paddle.optimizers`).
* The attributes an op *declares* (`op->info().GetAttributesName()`, Python's
  `Operation.get_attr_names()`): CSE compares only those. Every other key Paddle prints is
  attached by the framework around the op, and is listed in `UNDECLARED_ATTRS`.

May import the rest of the vocabulary (`optimizers`), nothing else of pirtool.
"""

from __future__ import annotations

from .optimizers import OPTIMIZERS

#: Ops with `pir::SideEffectTrait` in Paddle 3.3.1.
SIDE_EFFECT_OPS: frozenset[str] = frozenset(
    """
    builtin.set_parameter builtin.shadow_output cf.tuple_pop cf.tuple_push cf.yield
    pd_op.adagrad_ pd_op.adagrad_dense_param_sparse_grad_ pd_op.adam_ pd_op.adam_dense_param_sparse_grad_
    pd_op.adamax_ pd_op.adamw_ pd_op.ap_trivial_fusion_begin pd_op.ap_trivial_fusion_end pd_op.asgd_
    pd_op.assert pd_op.assign_out_ pd_op.class_center_sample pd_op.dropout pd_op.dropout_ pd_op.fetch
    pd_op.fused_linear_param_grad_add pd_op.gaussian pd_op.lamb_ pd_op.lamb_sr_ pd_op.lars_momentum_
    pd_op.merged_adam_ pd_op.merged_momentum_ pd_op.momentum_ pd_op.momentum_dense_param_sparse_grad_
    pd_op.nadam_ pd_op.nop pd_op.nop_ pd_op.print pd_op.radam_ pd_op.randint pd_op.random pd_op.random_
    pd_op.random_routing pd_op.random_routing_ pd_op.randperm pd_op.rmsprop_
    pd_op.rmsprop_dense_param_sparse_grad_ pd_op.rprop_ pd_op.seed pd_op.send_v2 pd_op.sgd_
    pd_op.sgd_dense_param_sparse_grad_ pd_op.sgd_sparse_param_sparse_grad_ pd_op.share_var
    pd_op.shuffle_batch pd_op.truncated_gaussian_random pd_op.uniform pd_op.uniform_inplace
    pd_op.uniform_inplace_ pd_op.uniform_random_batch_size_like pd_op.uniform_random_batch_size_like_sr
    """.split()
)

_INPLACE_TRAIT_EXTRA = frozenset({"pd_op.array_pop", "pd_op.view_slice"})
_INPLACE_TRAIT_MISSING = frozenset({"pd_op.assign_array_"})

#: In-place ops whose written operands are not just operand 0 (from `get_op_inplace_info`).
_INPLACE_INPUTS: dict[str, frozenset[int]] = {
    "pd_op.assign_out_": frozenset({1}),  # assign_out_(x, output): writes `output`
    "pd_op.batch_norm_": frozenset({1, 2}),  # the running mean and variance
    **{name: frozenset(spec.inplace.values()) for name, spec in OPTIMIZERS.items() if spec.inplace},
}

#: DCE never erases these ops, used or not (besides side effects, in-place and custom ops).
DCE_KEPT_OPS: frozenset[str] = frozenset({"pd_op.data", "pd_op.while"})

#: CSE neither hashes through nor replaces these ops: their results are leaves, compared by identity.
CSE_LEAF_OPS: frozenset[str] = frozenset({"pd_op.data", "builtin.parameter", "builtin.constant_tensor"})

#: CSE never replaces an op whose result one of these ops uses (`kBlockedUserOps`).
CSE_BLOCKED_USERS: frozenset[str] = frozenset({"cf.yield", "pd_op.while"})

#: Ops whose operands CSE compares as a set: name -> groups of interchangeable operand positions.
COMMUTATIVE_OPERANDS: dict[str, tuple[tuple[int, ...], ...]] = {
    f"pd_op.{n}": ((0, 1),)
    for n in (
        "multiply add maximum minimum logical_and logical_or logical_xor equal not_equal "
        "bitwise_or bitwise_xor bitwise_and"
    ).split()
}

#: Attribute keys Paddle prints on ops but no op declares: CSE ignores them.
UNDECLARED_ATTRS: frozenset[str] = frozenset(
    {
        "op_callstack",
        "stop_gradient",
        "persistable",
        "struct_name",
        "op_role",
        "chunk_id",
        "op_dist_attr",
        "fwd_recompute_id",
        "bwd_recompute_id",
        "grad_merge_add",
        "master_grad_cast",
        "op_namescope",
        "execution_stream",
        "scheduling_priority",
    }
)


def has_side_effect(op_name: str) -> bool:
    """Does the op carry `pir::SideEffectTrait`?"""
    return op_name in SIDE_EFFECT_OPS


def is_inplace_by_name(op_name: str) -> bool:
    """DCE's `IsInplaceOp`: the op's name ends with `_`."""
    return op_name.endswith("_")


def is_custom(op_name: str) -> bool:
    """Paddle's `IsCustomOp`: the name contains `custom_op`."""
    return "custom_op" in op_name


def has_inplace_trait(op_name: str) -> bool:
    """Does the op carry `paddle::dialect::InplaceTrait`?"""
    if op_name in _INPLACE_TRAIT_EXTRA:
        return True
    return op_name.endswith("_") and op_name.startswith("pd_op.") and op_name not in _INPLACE_TRAIT_MISSING


def inplace_operands(op_name: str) -> frozenset[int]:
    """Operand positions an in-place op writes into (empty for an op without InplaceTrait)."""
    if not has_inplace_trait(op_name):
        return frozenset()
    return _INPLACE_INPUTS.get(op_name, frozenset({0}))


def dce_may_erase(op_name: str) -> bool:
    """May DCE erase this op when none of its results is used?"""
    return not (
        op_name in SIDE_EFFECT_OPS or op_name in DCE_KEPT_OPS or is_custom(op_name) or is_inplace_by_name(op_name)
    )


#: Ops that make their value from their attributes alone (no operands, no effects): a constant
#: tensor (`full`, `full_int_array`: shapes, axes, scalars) or one printed inline
#: (`assign_value`). A reducer keeps one that is still read rather than feed its readers.
CONSTANT_OPS: frozenset[str] = frozenset({"pd_op.full", "pd_op.full_int_array", "pd_op.assign_value"})


def is_constant(op_name: str) -> bool:
    """Is the op one of `CONSTANT_OPS`?"""
    return op_name in CONSTANT_OPS
