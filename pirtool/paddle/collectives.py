"""Which collective ops synchronise gradients across data-parallel ranks.

One place for the question reviewers of Paddle PR #66641 asked to centralise ("the logic that
recognises DP gradient-sync ops is reused by many passes; make it a common util", and "how do
you tell the TP all_reduce in the backward apart?"):

* A *gradient-sync op* is a reduction collective: `c_allreduce_sum/avg`, `c_reduce_sum/avg`,
  `all_reduce`, `reduce`, and the reduce-scatters that sharding uses (`reduce_scatter`,
  `c_reducescatter`), in place or not.
* It is *data-parallel* when it reduces a gradient for the optimizer: in Paddle 3.3.1 reshard
  puts these in the optimize stage (op_role 2). A tensor-parallel all_reduce in the backward
  (op_role 1) feeds further backward ops; one in the backward whose results only feed the
  optimize stage is also treated as a DP sync (how 2024-era programs placed them).

May import the model (ir).
"""

from __future__ import annotations

import re

from ..ir import Operation, Value
from .roles import BACKWARD, OPTIMIZE

_REDUCE_COLLECTIVES = frozenset(
    {
        "c_allreduce_sum",
        "c_allreduce_avg",
        "c_reduce_sum",
        "c_reduce_avg",
        "all_reduce",
        "reduce",
        "reduce_scatter",  # sharding stage 2/3
        "c_reducescatter",
        "mp_allreduce_sum",
    }
)


#: The op names of those collectives, in place (`pd_op.c_allreduce_sum_`) or not.
_REDUCE_OP_NAMES = frozenset(f"pd_op.{n}{suffix}" for n in _REDUCE_COLLECTIVES for suffix in ("", "_"))


def is_grad_sync_op(op: Operation) -> bool:
    """A reduction collective that can synchronise a gradient (DP or TP alike)."""
    return op.name in _REDUCE_OP_NAMES


def is_dp_grad_sync(op: Operation, grad: Value | None = None) -> bool:
    """A data-parallel gradient sync: a reduction collective feeding the optimizer, not the backward.

    Pass `grad` to also require that the op reduces that gradient: in the optimize stage
    tensor-parallel reductions of other values also occur (e.g. the all_reduce of partial
    squared norms in global-norm clipping), and only the caller knows what a gradient is.
    """
    if not is_grad_sync_op(op):
        return False
    if grad is not None and (not op.operands or op.operands[0] is not grad):
        return False
    if op.op_role == OPTIMIZE:
        return True
    if op.op_role != BACKWARD:
        return False
    users = [u for r in op.results for u in r.users]
    return bool(users) and all(u.op_role == OPTIMIZE for u in users)


def is_tp_backward_sync(op: Operation) -> bool:
    """A tensor-parallel all_reduce inside the backward pass (it must stay where it is)."""
    return is_grad_sync_op(op) and op.op_role == BACKWARD and not is_dp_grad_sync(op)


# Every collective / point-to-point communication op, by bare name (no dialect prefix), in place
# (`_` suffix) or not: what `stats` counts as communication.
_COMM = re.compile(
    r"(?:c_)?(?:all_reduce|allreduce\w*|all_gather|allgather|reduce_scatter|reducescatter|broadcast|reduce|"
    r"send_v2|recv_v2|p_send|p_recv|partial_send|partial_recv|partial_allgather|send|recv|all_to_all|alltoall|"
    r"barrier|concat|split|identity|sync_calc_stream|sync_comm_stream|mp_allreduce_sum|global_scatter|global_gather)_?"
)
# Plain tensor ops whose bare names look like collectives: communication only when `c_`-prefixed.
_TENSOR_OPS = frozenset({"concat", "split", "reduce", "identity"})


def is_comm_op(name: str) -> bool:
    """A collective or point-to-point op (`pd_op.all_reduce`, `pd_op.c_allreduce_sum_`, `send_v2`, a
    `(phi_kernel)` print of one), not a tensor op of a similar name (`pd_op.concat`)."""
    bare = name.split(".", 1)[1] if "." in name else name
    bare = bare.removesuffix("(phi_kernel)")
    if bare in _TENSOR_OPS:
        return False
    return _COMM.fullmatch(bare) is not None
