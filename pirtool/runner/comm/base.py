"""The interface the comm kernels talk to (`ctx.comm`), and what its backends share.

A rank program's collectives and p2p ops (`kernels/comm.py`) call one `Communicator`: the
in-process threads of `threads.py`, MPI processes (`mpi.py`) or NCCL on GPUs (`nccl.py`).
Groups are named as Paddle names them: a `ring_id` (its members are the ranks whose programs
use that ring, in rank order) or, for a Partial reshard, the mesh's `process_ids`. Ranks are
positions in the list of rank programs, which under a launcher is the process's rank.

`ExchangeComm` builds every collective from one primitive, `exchange` (every member's value, in
member order), and reduces in member order: a backend that has only that primitive (threads), or
a dtype a native library cannot reduce, gets results exactly equal to the in-process ones.

May import `..errors` and the model; nothing of the runner above it.
"""

from __future__ import annotations

from typing import Any, Protocol

from ...ir import Program
from ..errors import RunError

#: Reductions by name, as `pirtool.paddle.collectives.reduction` spells them.
REDUCTIONS = ("sum", "avg", "max", "min", "prod")


class Communicator(Protocol):
    """What a comm kernel may ask of `ctx.comm`. `what` names the op ("pd_op.all_reduce at
    line 12") for messages; values are arrays of the runner's array module."""

    rank: int

    def group(self, ring_id: int) -> tuple[int, ...]: ...
    def peer(self, ring_id: int, peer: int) -> int: ...
    def all_reduce(self, ring_id: int, x: Any, how: str, what: str, members: tuple[int, ...] | None = None) -> Any: ...
    def reduce(self, ring_id: int, x: Any, how: str, root: int, what: str) -> Any: ...
    def broadcast(self, ring_id: int, x: Any, root: int, what: str) -> Any: ...
    def all_gather(self, ring_id: int, x: Any, what: str) -> Any: ...
    def reduce_scatter(self, ring_id: int, x: Any, what: str) -> Any: ...
    def all_to_all(self, ring_id: int, x: Any, what: str) -> Any: ...
    def barrier(self, ring_id: int, what: str) -> None: ...
    def send(self, x: Any, peer: int, ring_id: int) -> None: ...
    def recv(self, peer: int, ring_id: int, what: str) -> Any: ...


def reduce_values(xp: Any, xs: list[Any], how: str) -> Any:
    """The reduction `how` of `xs`, left to right (member order); `avg` is the sum over n."""
    out = xs[0].copy()
    for x in xs[1:]:
        if how in ("sum", "avg"):
            out = out + x
        elif how == "max":
            out = xp.maximum(out, x)
        elif how == "min":
            out = xp.minimum(out, x)
        else:
            out = out * x
    if how == "avg":
        out = out / len(xs)
    return out.astype(xs[0].dtype)


def ring_ids(program: Program) -> set[int]:
    """The `ring_id`s of a program's ops."""
    out: set[int] = set()
    for op in program.walk():
        rid = op.attrs.value("ring_id", None)
        if isinstance(rid, int) and not isinstance(rid, bool):
            out.add(int(rid))
    return out


def ring_members(programs: list[Program]) -> dict[int, tuple[int, ...]]:
    """ring_id -> the ranks (program positions) whose programs have an op with that ring_id."""
    out: dict[int, set[int]] = {}
    for rank, p in enumerate(programs):
        for rid in ring_ids(p):
            out.setdefault(rid, set()).add(rank)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def rings_of(per_rank: list[set[int]]) -> dict[int, tuple[int, ...]]:
    """ring_id -> members, from each rank's set of ring ids (rank i = per_rank[i])."""
    out: dict[int, set[int]] = {}
    for rank, ids in enumerate(per_rank):
        for rid in ids:
            out.setdefault(rid, set()).add(rank)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def p2p_peer(group: tuple[int, ...], rank: int, peer: int) -> int:
    """The rank a p2p op's `peer` names: the other member of the ring's two-rank group (Paddle
    makes one group `[src, dst]` per p2p pair, in that order, so `peer` is not an index into
    the sorted members); in a larger group, the member at index `peer`."""
    if len(group) == 2 and rank in group:
        return group[0] if group[1] == rank else group[1]
    return group[peer] if 0 <= peer < len(group) and len(group) > 1 else peer


def describe(key: Any) -> str:
    """A group key as messages spell it: `ring 3`, `mesh [0, 2]`."""
    kind, what = key
    return f"ring {what}" if kind == "ring" else f"mesh {list(what)}"


def combine(xp: Any, kind: str, xs: list[Any], i: int, how: str = "sum", root: int = 0) -> Any:
    """What collective `kind` gives the member at index `i`, from every member's value `xs`
    (in member order): the one definition of each collective's result, which every backend
    either computes natively or falls back to."""
    if kind == "all_reduce":
        return reduce_values(xp, xs, how)
    if kind == "reduce":
        return reduce_values(xp, xs, how) if i == root else xs[i].copy()
    if kind == "broadcast":
        return xs[root].copy()
    if kind == "all_gather":
        return xp.concatenate(xs, axis=0)
    if kind == "reduce_scatter":
        return xp.split(reduce_values(xp, xs, "sum"), len(xs), axis=0)[i].copy()
    if kind == "all_to_all":
        n = len(xs)
        return xp.concatenate([xp.split(y, n, axis=0)[i] for y in xs], axis=0)
    if kind == "barrier":
        return None
    raise ValueError(f"unknown collective {kind!r}")


#: The collectives of the interface, in the order backends number them.
KINDS = ("all_reduce", "reduce", "broadcast", "all_gather", "reduce_scatter", "all_to_all", "barrier")


class ExchangeComm:
    """Collectives from `exchange`; subclasses give `exchange`, `send` and `recv` (and may
    compute a collective natively by overriding `collective`)."""

    def __init__(self, rank: int, rings: dict[int, tuple[int, ...]], xp: Any = None) -> None:
        import numpy as np

        self.rank = rank
        self.rings = rings
        self.xp = xp if xp is not None else np

    def group(self, ring_id: int) -> tuple[int, ...]:
        return self.rings.get(ring_id, (self.rank,))

    def peer(self, ring_id: int, peer: int) -> int:
        return p2p_peer(self.group(ring_id), self.rank, peer)

    def members(self, ring_id: int, what: str, members: tuple[int, ...] | None = None) -> tuple[int, ...]:
        m = members if members is not None else self.group(ring_id)
        if self.rank not in m:
            raise RunError(f"{what}: rank {self.rank} is not in the group {list(m)}")
        return m

    def exchange(self, key: Any, members: tuple[int, ...], value: Any, what: str) -> list[Any]:
        """Every member's value, in member order, once all members of `key` contributed."""
        raise NotImplementedError

    def collective(self, kind: str, key: Any, members: tuple[int, ...], x: Any, what: str, how: str, root: int) -> Any:
        """Collective `kind` over the group `key` (this rank among `members`, not alone)."""
        xs = self.exchange(key, members, x.copy(), what)
        return combine(self.xp, kind, xs, members.index(self.rank), how, root)

    def _run(
        self,
        kind: str,
        ring_id: int,
        x: Any,
        what: str,
        members: tuple[int, ...] | None = None,
        how: str = "sum",
        root: int = 0,
    ) -> Any:
        m = self.members(ring_id, what, members)
        if kind in ("reduce", "broadcast") and not 0 <= root < len(m):
            raise RunError(f"{what}: root {root} is not a member index of the group of {len(m)}")
        if m == (self.rank,):
            return combine(self.xp, kind, [x], 0, how, root)
        key = ("ring", ring_id) if members is None else ("mesh", m)
        return self.collective(kind, key, m, x, what, how, root)

    def all_reduce(self, ring_id: int, x: Any, how: str, what: str, members: tuple[int, ...] | None = None) -> Any:
        return self._run("all_reduce", ring_id, x, what, members, how=how)

    def reduce(self, ring_id: int, x: Any, how: str, root: int, what: str) -> Any:
        return self._run("reduce", ring_id, x, what, how=how, root=root)

    def broadcast(self, ring_id: int, x: Any, root: int, what: str) -> Any:
        return self._run("broadcast", ring_id, x, what, root=root)

    def all_gather(self, ring_id: int, x: Any, what: str) -> Any:
        return self._run("all_gather", ring_id, x, what)

    def reduce_scatter(self, ring_id: int, x: Any, what: str) -> Any:
        return self._run("reduce_scatter", ring_id, x, what)

    def all_to_all(self, ring_id: int, x: Any, what: str) -> Any:
        return self._run("all_to_all", ring_id, x, what)

    def barrier(self, ring_id: int, what: str) -> None:
        self._run("barrier", ring_id, self.xp.zeros(()), what)

    def send(self, x: Any, peer: int, ring_id: int) -> None:
        raise NotImplementedError

    def recv(self, peer: int, ring_id: int, what: str) -> Any:
        raise NotImplementedError
