"""Collectives, run on one rank: exact for a single-rank group (all_reduce / broadcast / c_identity
are the identity). Ops that change shapes (all_gather, reduce_scatter, dist_op.reshard, ...) give
a result of the printed result shape, this rank standing in for every rank (`fit_to_result`).
send/recv have no peer here and have no kernel."""

from __future__ import annotations

from typing import Any

from ..interpreter import fit_shape
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


def fit_to_result(ctx: Any, op: Any, x: Any, index: int = 0) -> Any:
    """`x` (this rank's data) shaped like the op's printed result, this rank standing in for the
    others (`fit_shape`: tile a dim that grows, keep the first chunk of one that shrinks)."""
    shp = op.results[index].type.shape
    if shp is None or len(shp) != x.ndim:
        return x.copy()
    out = fit_shape(ctx.xp, x, tuple(shp))
    return out.copy() if out is x else out


@kernel(
    "pd_op.all_gather",
    "pd_op.c_allgather",
    "pd_op.all_to_all",
    "pd_op.alltoall",
    "dist_op.reshard",
    "dist_op.shard_tensor",
    "dist_op.dtensor_from_local",
    "dist_op.dtensor_to_local",
)
def all_gather(ctx: Any, op: Any, x: Any, *rest: Any) -> Any:
    return fit_to_result(ctx, op, x)


@kernel("pd_op.reduce_scatter", "pd_op.c_reducescatter")
def reduce_scatter(ctx: Any, op: Any, x: Any) -> Any:
    # every rank holds the same data here: the sum over n ranks is n * x; keep this rank's chunk
    n = _nranks(ctx, op)
    return fit_to_result(ctx, op, x * n if n > 1 else x)


@kernel("pd_op.c_embedding")
def c_embedding(ctx: Any, op: Any, weight: Any, ids: Any) -> Any:
    start = int(ctx.attr(op, "start_index", 0))
    local = ids.astype("int64") - start
    ok = (local >= 0) & (local < weight.shape[0])
    out = weight[ctx.xp.where(ok, local, 0)]
    return out * ok[..., None].astype(weight.dtype)
