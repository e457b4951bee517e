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


def _with_inplace(*bare: str) -> tuple[str, ...]:
    return tuple(f"pd_op.{n}{suffix}" for n in bare for suffix in ("", "_"))


#: Collective op families, as the runner's kernels implement them (in place or not).
ALL_REDUCE_OPS = _with_inplace(
    "all_reduce", "c_allreduce_sum", "c_allreduce_avg", "c_allreduce_max", "c_allreduce_min", "c_allreduce_prod"
)
REDUCE_OPS = _with_inplace("c_reduce_sum", "c_reduce_avg", "reduce")
BROADCAST_OPS = _with_inplace("broadcast", "c_broadcast")
REDUCE_SCATTER_OPS = ("pd_op.reduce_scatter", "pd_op.c_reducescatter")  # sharding stage 2/3
SEND_OPS = ("pd_op.send_v2", "pd_op.p_send")
RECV_OPS = ("pd_op.recv_v2", "pd_op.p_recv")

#: Paddle's `ReduceType` (the `reduce_type` attribute of `all_reduce`, `reduce`, ...).
REDUCE_TYPES = {0: "sum", 1: "max", 2: "min", 3: "prod", 4: "avg"}


def reduction(op_name: str, reduce_type: int = 0) -> str:
    """sum / avg / max / min / prod: from the op's name (`c_allreduce_max`), else its `reduce_type`."""
    base = op_name.removeprefix("pd_op.").rstrip("_")
    for how in ("sum", "avg", "max", "min", "prod"):
        if base.endswith("_" + how):
            return how
    return REDUCE_TYPES.get(reduce_type, "sum")


#: Reduction collectives that can synchronise a gradient: the summing / averaging all-reduces and
#: reduces, the reduce-scatters, and tensor parallelism's `mp_allreduce_sum`, in place or not.
_GRAD_SYNC_OPS = frozenset(
    [n for n in ALL_REDUCE_OPS + REDUCE_OPS if reduction(n) in ("sum", "avg")]
    + [n + suffix for n in REDUCE_SCATTER_OPS for suffix in ("", "_")]
    + list(_with_inplace("mp_allreduce_sum"))
)


def is_grad_sync_op(op: Operation) -> bool:
    """A reduction collective that can synchronise a gradient (DP or TP alike)."""
    return op.name in _GRAD_SYNC_OPS


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
