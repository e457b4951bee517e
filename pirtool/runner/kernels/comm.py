"""Collectives, run on one rank: exact for a single-rank group (all_reduce / broadcast / c_identity
are the identity). For a group of `nranks > 1` this rank stands in for every rank: all_gather
concatenates `nranks` copies, reduce_scatter takes this rank's chunk (rank 0) of the sum over
`nranks` equal copies. send/recv have no peer here and are refused."""

from __future__ import annotations

from typing import Any

from ..registry import kernel


def _nranks(ctx: Any, op: Any) -> int:
    return int(ctx.attr(op, "nranks", 1) or 1)


@kernel(
    "pd_op.all_reduce",
    "pd_op.all_reduce_",
    "pd_op.c_allreduce_sum",
    "pd_op.c_allreduce_sum_",
    "pd_op.c_allreduce_avg",
    "pd_op.c_allreduce_avg_",
    "pd_op.c_allreduce_max",
    "pd_op.c_allreduce_max_",
    "pd_op.c_allreduce_min",
    "pd_op.c_allreduce_min_",
    "pd_op.c_allreduce_prod",
    "pd_op.c_allreduce_prod_",
    "pd_op.c_reduce_sum",
    "pd_op.c_reduce_sum_",
    "pd_op.c_reduce_avg",
    "pd_op.c_reduce_avg_",
    "pd_op.broadcast",
    "pd_op.broadcast_",
    "pd_op.c_broadcast",
    "pd_op.c_broadcast_",
    "pd_op.c_identity",
    "pd_op.c_identity_",
    "pd_op.reduce",
    "pd_op.reduce_",
    "pd_op.c_sync_calc_stream",
    "pd_op.c_sync_calc_stream_",
    "pd_op.c_sync_comm_stream",
    "pd_op.c_sync_comm_stream_",
)
def identity(ctx: Any, op: Any, x: Any, *rest: Any) -> Any:
    return x.copy()


@kernel("pd_op.all_gather", "pd_op.c_allgather")
def all_gather(ctx: Any, op: Any, x: Any) -> Any:
    n = _nranks(ctx, op)
    return x.copy() if n <= 1 else ctx.xp.concatenate([x] * n, axis=0)


@kernel("pd_op.reduce_scatter", "pd_op.c_reducescatter")
def reduce_scatter(ctx: Any, op: Any, x: Any) -> Any:
    n = _nranks(ctx, op)
    if n <= 1:
        return x.copy()
    return (x * n)[: x.shape[0] // n].copy()


@kernel("pd_op.c_embedding")
def c_embedding(ctx: Any, op: Any, weight: Any, ids: Any) -> Any:
    start = int(ctx.attr(op, "start_index", 0))
    local = ids.astype("int64") - start
    ok = (local >= 0) & (local < weight.shape[0])
    out = weight[ctx.xp.where(ok, local, 0)]
    return out * ok[..., None].astype(weight.dtype)
