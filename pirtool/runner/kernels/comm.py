"""Collectives and point-to-point ops.

Alone (`ctx.comm is None`): exact for a single-rank group (all_reduce / broadcast / c_identity
are the identity). Ops that change shapes (all_gather, reduce_scatter, dist_op.reshard, ...) give
a result of the printed result shape, this rank standing in for every rank (`fit_to_result`).
`send` drops its value (with a note); `recv` takes the feed `recv:<peer>:<ring_id>` (`ctx.recv_feeds`).

With several rank programs (`ctx.comm` a `runner.comm.Communicator`: threads, MPI or NCCL): the
group of a `ring_id` exchanges real values (sum/avg/max/min/prod, all_gather and reduce_scatter
along axis 0, broadcast from `root`); `dist_op.reshard` of a Partial value all-reduces over its
mesh's process ids; send/recv go to the rank `peer` names within the ring's group. The kernels
only read attributes and call the communicator: what moves the data is the backend's.

May import `..registry`, `..dtypes`, `..errors`, `._util` and `pirtool.paddle`; nothing above (see `kernels/__init__`).
"""

from __future__ import annotations

from ...ir import Operation
from ...paddle.collectives import (
    ALL_REDUCE_OPS,
    BROADCAST_OPS,
    RECV_OPS,
    REDUCE_OPS,
    REDUCE_SCATTER_OPS,
    SEND_OPS,
    reduction,
)
from ...paddle.dist import reshard_all_reduce
from ..dtypes import fit_shape
from ..errors import Text
from ..registry import Array, Held, KernelContext, kernel


def _nranks(ctx: KernelContext, op: Operation) -> int:
    return int(ctx.attr(op, "nranks", 1) or 1)


def _how(op: Operation, ctx: KernelContext) -> str:
    return reduction(op.name, int(ctx.attr(op, "reduce_type", 0) or 0))


def _ring(ctx: KernelContext, op: Operation) -> int:
    return int(ctx.attr(op, "ring_id", 0) or 0)


def _what(op: Operation) -> str:
    return f"{op.name} at line {op.line}"


@kernel(*ALL_REDUCE_OPS)
def all_reduce(ctx: KernelContext, op: Operation, x: Array, *rest: Held) -> Array:
    if ctx.comm is None:
        return x.copy()
    return ctx.comm.all_reduce(_ring(ctx, op), x, _how(op, ctx), _what(op))


@kernel(*REDUCE_OPS)
def reduce_(ctx: KernelContext, op: Operation, x: Array, *rest: Held) -> Array:
    if ctx.comm is None:
        return x.copy()
    root = int(ctx.attr(op, "root_id", ctx.attr(op, "root", 0)) or 0)
    return ctx.comm.reduce(_ring(ctx, op), x, _how(op, ctx), root, _what(op))


@kernel(*BROADCAST_OPS)
def broadcast(ctx: KernelContext, op: Operation, x: Array, *rest: Held) -> Array:
    if ctx.comm is None:
        return x.copy()
    root = int(ctx.attr(op, "root", ctx.attr(op, "root_id", 0)) or 0)
    return ctx.comm.broadcast(_ring(ctx, op), x, root, _what(op))


@kernel(
    "pd_op.c_identity",
    "pd_op.c_identity_",
    "pd_op.c_sync_calc_stream",
    "pd_op.c_sync_calc_stream_",
    "pd_op.c_sync_comm_stream",
    "pd_op.c_sync_comm_stream_",
)
def identity(ctx: KernelContext, op: Operation, x: Array, *rest: Held) -> Array:
    return x.copy()


@kernel("pd_op.barrier")
def barrier(ctx: KernelContext, op: Operation, x: Array | None = None, *rest: Held) -> Array | None:
    if ctx.comm is not None:
        ctx.comm.barrier(_ring(ctx, op), _what(op))
    return x.copy() if x is not None and op.results else None


def fit_to_result(ctx: KernelContext, op: Operation, x: Array, index: int = 0) -> Array:
    """`x` (this rank's data) shaped like the op's printed result, this rank standing in for the
    others (`fit_shape`: tile a dim that grows, keep the first chunk of one that shrinks)."""
    shp = op.results[index].type.shape
    if shp is None or len(shp) != x.ndim:
        return x.copy()
    out = fit_shape(ctx.xp, x, tuple(shp))
    return out.copy() if out is x else out


@kernel("pd_op.all_gather", "pd_op.c_allgather")
def all_gather(ctx: KernelContext, op: Operation, x: Array, *rest: Held) -> Array:
    if ctx.comm is None:
        return fit_to_result(ctx, op, x)
    return ctx.comm.all_gather(_ring(ctx, op), x, _what(op))


@kernel("pd_op.all_to_all", "pd_op.alltoall")
def all_to_all(ctx: KernelContext, op: Operation, x: Array, *rest: Held) -> Array:
    if ctx.comm is None:
        return fit_to_result(ctx, op, x)
    return ctx.comm.all_to_all(_ring(ctx, op), x, _what(op))


@kernel(*REDUCE_SCATTER_OPS)
def reduce_scatter(ctx: KernelContext, op: Operation, x: Array) -> Array:
    if ctx.comm is None:
        # every rank holds the same data here: the sum over n ranks is n * x; keep this rank's chunk
        n = _nranks(ctx, op)
        return fit_to_result(ctx, op, x * n if n > 1 else x)
    return ctx.comm.reduce_scatter(_ring(ctx, op), x, _what(op))


@kernel("dist_op.reshard", "dist_op.shard_tensor", "dist_op.dtensor_from_local", "dist_op.dtensor_to_local")
def reshard(ctx: KernelContext, op: Operation, x: Array, *rest: Held) -> Array:
    """With several ranks, Partial -> not Partial on a mesh is an all-reduce over the mesh's
    process ids; every other reshard keeps this rank's (global-shaped) value."""
    if ctx.comm is not None and op.name == "dist_op.reshard" and op.operands and op.operands[0] is not None:
        ar = reshard_all_reduce(op.operands[0].type, op.results[0].type)
        if ar is not None and ctx.comm.rank in ar[0]:
            return fit_to_result(ctx, op, ctx.comm.all_reduce(-1, x, ar[1], _what(op), members=ar[0]))
    return fit_to_result(ctx, op, x)


def _peer(ctx: KernelContext, op: Operation) -> int:
    peer = int(ctx.attr(op, "peer", 0) or 0)
    return ctx.comm.peer(_ring(ctx, op), peer) if ctx.comm is not None else peer


@kernel(*SEND_OPS)
def send(ctx: KernelContext, op: Operation, x: Array, *rest: Held) -> Array | tuple[None, ...] | None:
    peer, ring = _peer(ctx, op), _ring(ctx, op)
    if ctx.comm is None:
        ctx.notes.append(f"{op.name} to peer {peer} on ring {ring}: no peer program, the value is dropped")
    else:
        ctx.comm.send(x, peer, ring)
    if not op.results:
        return None
    return tuple(None for _ in op.results) if len(op.results) > 1 else x


@kernel(*RECV_OPS)
def recv(ctx: KernelContext, op: Operation, *rest: Held) -> Array:
    peer, ring = _peer(ctx, op), _ring(ctx, op)
    if ctx.comm is None:
        key = f"recv:{peer}:{ring}"
        if key not in ctx.recv_feeds:
            raise ctx.error(
                op,
                Text(
                    "no peer program: pass its value in {feed_opt} under the key {key!r} (or run the peer's program too)",
                    key=key,
                ),
            )
        ctx.notes.append(
            Text(
                "{op} from peer {peer} on ring {ring}: value from {feed_opt} key {key!r}",
                op=op.name,
                peer=peer,
                ring=ring,
                key=key,
            )
        )
        a = ctx.xp.asarray(ctx.recv_feeds[key])
    else:
        a = ctx.comm.recv(peer, ring, _what(op))
    return fit_to_result(ctx, op, a)


@kernel("pd_op.c_embedding")
def c_embedding(ctx: KernelContext, op: Operation, weight: Array, ids: Array) -> Array:
    start = int(ctx.attr(op, "start_index", 0))
    local = ids.astype("int64") - start
    ok = (local >= 0) & (local < weight.shape[0])
    out = weight[ctx.xp.where(ok, local, 0)]
    return out * ok[..., None].astype(weight.dtype)


@kernel("pd_op.c_embedding_grad")
def c_embedding_grad(ctx: KernelContext, op: Operation, weight: Array, ids: Array, dout: Array) -> Array:
    xp = ctx.xp
    start = int(ctx.attr(op, "start_index", 0))
    local = ids.astype("int64").reshape(-1) - start
    ok = (local >= 0) & (local < weight.shape[0])
    g = xp.zeros(weight.shape, dtype=dout.dtype)
    xp.add.at(g, local[ok], dout.reshape(-1, weight.shape[-1])[ok])
    return g
