"""The NCCL backend: one rank per GPU (`mpiexec -n N pirtool run ... --backend cupy`), on
`cupy.cuda.nccl`, with MPI to bootstrap it and to keep it from hanging.

NCCL has no way to find its peers and no way to wait without blocking: a rank that never joins
a collective leaves the others' GPUs waiting forever. So `NcclComm` is an `mpi.MpiComm` (one
process per GPU, launched by mpiexec or srun) that moves the data with NCCL:

* When the job connects, every MPI group (a `ring_id`, a reshard mesh) gets an
  `NcclCommunicator(ndev, unique_id, rank)`: the group's first member makes the unique id
  (`nccl.get_unique_id()`) and broadcasts it on the group's MPI communicator; the NCCL rank is
  the member index. Each process uses GPU `local rank % devices` (its rank among the processes
  of its node).
* A collective first does MPI's layout check (`MpiComm._meta`, polled: a rank that skips it or
  a deadlock is an error naming the op, and ranks whose programs disagree fail instead of
  mixing data), so that the NCCL call that follows is one every member makes. Reductions of a
  dtype NCCL has (`NCCL_DTYPES`) are NCCL's own (`avg` is a sum divided here, as
  `base.reduce_values` does); data movements (broadcast, all-gather, all-to-all, p2p) move any
  dtype as bytes. Anything else (bool reductions, int16, complex, uneven shapes) falls back to
  MPI's all-gather of the raw bytes on host copies, reduced in member order (`combine`).
* NCCL calls run on the current CuPy stream, which is synchronized before returning: a result
  is ready when the kernel gets it, as with the numpy backends.
* A p2p send never blocks, as in-process: on a ring of two ranks (what Paddle makes per p2p
  pair) each direction has its own NCCL communicator, created at connect, and the send is
  queued on a side stream (after the compute stream's work) with a header (dtype, shape) over
  MPI; the receiver waits for the header (polled, like MPI's recv), then receives with NCCL. A
  communicator per direction keeps NCCL's per-communicator order equal to each side's program
  order. p2p on larger rings goes over MPI (host copies).

CuPy is imported when a rank connects (`import_cupy`); without it, a RunError says so.

May import `.base`, `.mpi` and `..errors`.
"""

from __future__ import annotations

from typing import Any

from ..errors import RunError
from .base import combine
from .mpi import MpiComm, MpiJob, _to_host

#: numpy dtype name -> the name of NCCL's datatype constant in `cupy.cuda.nccl`.
NCCL_DTYPES = {
    "int8": "NCCL_INT8",
    "uint8": "NCCL_UINT8",
    "int32": "NCCL_INT32",
    "uint32": "NCCL_UINT32",
    "int64": "NCCL_INT64",
    "uint64": "NCCL_UINT64",
    "float16": "NCCL_FLOAT16",
    "float32": "NCCL_FLOAT32",
    "float64": "NCCL_FLOAT64",
}
#: Reduction name -> NCCL's op constant name (`avg` is a sum, divided afterwards).
NCCL_OPS = {"sum": "NCCL_SUM", "avg": "NCCL_SUM", "max": "NCCL_MAX", "min": "NCCL_MIN", "prod": "NCCL_PROD"}


def import_cupy() -> tuple[Any, Any]:
    """CuPy and its `cupy.cuda.nccl`, or a RunError saying what is missing."""
    try:
        import cupy
        from cupy.cuda import nccl
    except ImportError as e:
        raise RunError(f"the NCCL communicator needs CuPy built with NCCL ({e}): install CuPy for this CUDA") from None
    if not getattr(nccl, "available", True):
        raise RunError("the NCCL communicator needs CuPy built with NCCL: this CuPy has no NCCL")
    return cupy, nccl


def nccl_dtype(nccl: Any, dtype: Any) -> int | None:
    """NCCL's datatype for a numpy dtype, or None when NCCL cannot reduce it."""
    name = NCCL_DTYPES.get(getattr(dtype, "name", str(dtype)))
    return None if name is None else int(getattr(nccl, name))


def uses_nccl(xp: Any) -> bool:
    """True when the runner's array module is CuPy: its ranks talk through NCCL."""
    return str(getattr(xp, "__name__", "")).split(".")[0] == "cupy"


class NcclComm(MpiComm):
    """A rank's `Communicator` over NCCL, bootstrapped and guarded by MPI (module docstring)."""

    def __init__(
        self,
        job: MpiJob,
        rings: dict[int, tuple[int, ...]],
        meshes: list[tuple[int, ...]],
        xp: Any = None,
        timeout: float = 300.0,
    ) -> None:
        cupy, nccl = import_cupy()
        self.cupy, self.nccl = cupy, nccl
        super().__init__(job, rings, meshes, cupy, timeout)
        self._use_device(job)
        self.nccl_comms: dict[Any, Any] = {}  # group key -> NcclCommunicator (rank = member index)
        self.p2p_comms: dict[tuple[int, int, int], Any] = {}  # (ring, src, dst) -> its NcclCommunicator
        for key, c in self.comms.items():  # in the order the groups were split: the same everywhere
            self.nccl_comms[key] = self._init(c, c.Get_size(), c.Get_rank(), 0)
            members = rings.get(key[1]) if key[0] == "ring" else None
            if members is not None and len(members) == 2:
                a, b = members
                for src, dst in ((a, b), (b, a)):
                    self.p2p_comms[(key[1], src, dst)] = self._init(
                        c, 2, 0 if self.rank == src else 1, members.index(src)
                    )
        self.side = cupy.cuda.Stream(non_blocking=True)  # where sends wait for their receivers
        self.sending: list[tuple[Any, Any]] = []  # (event after the send, its buffer) until done

    def _use_device(self, job: MpiJob) -> None:
        """Use GPU `local rank % devices`: the processes of a node take its GPUs in turn."""
        n = int(self.cupy.cuda.runtime.getDeviceCount())
        local = job.world.Split_type(self.MPI.COMM_TYPE_SHARED, key=job.rank)
        try:
            self.cupy.cuda.Device(local.Get_rank() % max(n, 1)).use()
        finally:
            local.Free()

    def _init(self, c: Any, ndev: int, rank: int, root: int) -> Any:
        """An NCCL communicator of `ndev` ranks (this one `rank`), its unique id made by the
        process of MPI rank `root` in `c` and broadcast on `c`."""
        uid = c.bcast(self.nccl.get_unique_id() if c.Get_rank() == root else None, root=root)
        return self.nccl.NcclCommunicator(ndev, uid, rank)

    # -- collectives -----------------------------------------------------------------------------
    def collective(self, kind: str, key: Any, members: tuple[int, ...], x: Any, what: str, how: str, root: int) -> Any:
        cp, nccl = self.cupy, self.nccl
        stream = cp.cuda.get_current_stream()
        x = cp.ascontiguousarray(cp.asarray(x))
        n_op = self._next(key)
        if kind == "barrier":
            stream.synchronize()  # this rank's work is done; the layout check is the meeting
            self._meta(key, members, kind, x, what, n_op)
            return None
        metas = self._meta(key, members, kind, x, what, n_op)
        n, i = len(members), members.index(self.rank)
        uniform = bool((metas == metas[0]).all()) and metas[0][2] >= 0
        dt = nccl_dtype(nccl, x.dtype)
        rows = x.shape[0] if x.ndim else 0
        native = (
            uniform
            and x.size > 0
            and (
                kind == "broadcast"
                or (kind in ("all_reduce", "reduce") and dt is not None)
                or (kind == "all_gather" and x.ndim > 0)
                or (kind == "reduce_scatter" and dt is not None and rows % n == 0)
                or (kind == "all_to_all" and x.ndim > 0 and rows % n == 0)
            )
        )
        if not native:
            return combine(cp, kind, self._bytes(key, members, _to_host(x), what, metas, n_op), i, how, root)
        comm, s = self.nccl_comms[key], stream.ptr
        u8 = int(nccl.NCCL_UINT8)
        if kind == "broadcast":
            out = cp.empty_like(x)
            comm.broadcast(x.data.ptr, out.data.ptr, x.nbytes, u8, root, s)
        elif kind in ("all_reduce", "reduce"):
            out = cp.empty_like(x)
            op = int(getattr(nccl, NCCL_OPS[how]))
            if kind == "all_reduce":
                comm.allReduce(x.data.ptr, out.data.ptr, x.size, dt, op, s)
            else:
                comm.reduce(x.data.ptr, out.data.ptr, x.size, dt, op, root, s)
            stream.synchronize()
            if kind == "reduce" and i != root:
                return x.copy()
            if how == "avg":
                out = (out / n).astype(x.dtype)
        elif kind == "all_gather":
            out = cp.empty((n * rows, *x.shape[1:]), dtype=x.dtype)
            comm.allGather(x.data.ptr, out.data.ptr, x.nbytes, u8, s)
        elif kind == "reduce_scatter":
            out = cp.empty((rows // n, *x.shape[1:]), dtype=x.dtype)
            comm.reduceScatter(x.data.ptr, out.data.ptr, out.size, dt, int(nccl.NCCL_SUM), s)
        else:  # all_to_all: member j gets chunk j, as grouped sends and receives
            out = cp.empty_like(x)
            chunk = x.nbytes // n
            nccl.groupStart()
            try:
                for j in range(n):
                    comm.send(x.data.ptr + j * chunk, chunk, u8, j, s)
                    comm.recv(out.data.ptr + j * chunk, chunk, u8, j, s)
            finally:
                nccl.groupEnd()
        stream.synchronize()
        return out

    # -- point to point ------------------------------------------------------------------------
    def send(self, x: Any, peer: int, ring_id: int) -> None:
        comm = self.p2p_comms.get((ring_id, self.rank, peer))
        if comm is None:  # not a ring of two ranks: over MPI
            super().send(x, peer, ring_id)
            return
        cp = self.cupy
        tag = self._tag(ring_id)
        buf = cp.ascontiguousarray(cp.asarray(x)).copy()  # the kernel's value may change before the send runs
        if buf.nbytes:
            self.side.wait_event(cp.cuda.get_current_stream().record())
            comm.send(buf.data.ptr, buf.nbytes, int(self.nccl.NCCL_UINT8), 1, self.side.ptr)
            self.sending.append((self.side.record(), buf))
        header = self.p2p.isend((buf.dtype.str, tuple(buf.shape)), dest=peer, tag=tag)
        self.pending.append((header, buf, peer, ring_id))
        self.sent[(peer, ring_id)] = self.sent.get((peer, ring_id), 0) + 1
        self.pending = [p for p in self.pending if not p[0].Test()]
        self.sending = [(ev, b) for ev, b in self.sending if not ev.done]

    def recv(self, peer: int, ring_id: int, what: str) -> Any:
        comm = self.p2p_comms.get((ring_id, peer, self.rank))
        if comm is None:
            return super().recv(peer, ring_id, what)
        cp = self.cupy
        (dtype, shape), n = self._header(peer, ring_id, what)  # the value is on its way once this came
        out = cp.empty(shape, dtype=dtype)
        if out.nbytes:
            stream = cp.cuda.get_current_stream()
            comm.recv(out.data.ptr, out.nbytes, int(self.nccl.NCCL_UINT8), 0, stream.ptr)
            stream.synchronize()
        self.got[(peer, ring_id)] = n
        return out
