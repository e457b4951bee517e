"""Paddle 3.3.1's facts about recompute and the linear-gradient fusion: the attributes that tag a
recompute segment, which ops draw random numbers (so a recomputed clone differs from the
forward), and the ops and attributes of `fused_linear_param_grad_add_pass`.

Sources: `paddle/distributed/passes/auto_parallel_recompute_pir.py` (3.3.1 wheel),
`paddle/fluid/pir/transforms/gpu/fused_linear_param_grad_add_pass.cc`, and the pairs Paddle
printed in `samples/passes/` (`scripts/gen_fusion_cases.py`). May import the model.
"""

from __future__ import annotations

from ..ir import Operation

#: Set by `fleet.utils.recompute` on each forward op of a segment (the segment id, int32).
FWD_RECOMPUTE_ID = "fwd_recompute_id"
#: Set by the recompute pass on each clone, with the same segment id.
BWD_RECOMPUTE_ID = "bwd_recompute_id"

#: Ops whose output is a fresh random draw each time they run. The recompute pass clones them
#: with their attributes (`fix_seed:false` included), so a recomputed `dropout` draws a new mask:
#: the backward then differentiates a different function than the forward computed. (Paddle's
#: pass means to keep a `seed` op that feeds a dropout out of the clones, but it compares the
#: full op name `pd_op.seed` with `"seed"`, so it clones seeds too.)
RANDOM_OPS = frozenset(
    {
        "pd_op.dropout",
        "pd_op.fused_dropout_add",
        "pd_op.seed",
        "pd_op.uniform",
        "pd_op.gaussian",
        "pd_op.randint",
        "pd_op.randperm",
        "pd_op.bernoulli",
        "pd_op.multinomial",
        "pd_op.truncated_gaussian_random",
        "pd_op.rrelu",
    }
)


def draws_fresh_randoms(op: Operation) -> bool:
    """A clone of `op` does not reproduce its output: a random op without a fixed seed."""
    if op.name not in RANDOM_OPS:
        return False
    return op.attr("fix_seed") is not True


#: The fusion's ops and names (the op, its operands: x, dout, dweight, dbias(None)).
MATMUL, MATMUL_GRAD, ADD, ADD_GRAD, ADD_ = (
    "pd_op.matmul",
    "pd_op.matmul_grad",
    "pd_op.add",
    "pd_op.add_grad",
    "pd_op.add_",
)
FUSED_LINEAR_PARAM_GRAD_ADD = "pd_op.fused_linear_param_grad_add"
#: The weight gradient as VPP's split backward writes it in `backward_w` (`split_matmul_grad`):
#: `reshape(matmul(reshape(x), reshape(dy)){transpose_x:true})`, each shape a `full_int_array`.
RESHAPE, FULL_INT_ARRAY = "pd_op.reshape", "pd_op.full_int_array"
#: Attributes Paddle 3.3.1 gives the fused op and the new matmul: these and `stop_gradient`,
#: nothing else (no `op_role`, no `chunk_id`, no `op_dist_attr`).
FUSED_ATTRS = ("has_bias", "multi_precision")
#: The type of the fused op's second result (dbias) when there is no bias: Paddle's infer-meta
#: leaves it an empty float32 tensor whatever the gradients' dtype (`tensor<0xf32>` in the bf16
#: pair `fused_dense_bf16_mlp_gm_k2` as in the fp32 ones).
NO_BIAS_DBIAS_SHAPE, NO_BIAS_DBIAS_DTYPE = (0,), "f32"


#: The keys of one of recompute's `refined_ops_patterns` (Paddle's `RefinedOpsPattern`): the ops
#: matched as a chain of users `pre_ops + main_ops + suf_ops`; the `main_ops` of each match are
#: left out of the segment's clones (`pre_ops` and `suf_ops` only mark where); `num` caps the
#: matches per segment (-1: no cap, which Paddle spells as the number of forward ops).
REFINED_PATTERN_KEYS = ("main_ops", "num", "pre_ops", "suf_ops")


def pattern_op_name(op: Operation) -> str:
    """The name a refined pattern gives an op: its name after the dialect (`pd_op.matmul` →
    `matmul`; Paddle's `op.name().split('.')[1]`)."""
    parts = op.name.split(".")
    return parts[1] if len(parts) > 1 else parts[0]
