"""The MPI backend: one rank per process (`mpiexec -n N pirtool run ...`, `srun`), on mpi4py.

* `launched()` says whether a launcher started this process as one of several (its environment:
  `PMI_SIZE` from MPICH's and Intel's Hydra and Slurm's PMI, `OMPI_COMM_WORLD_SIZE` from Open
  MPI, `PMIX_SIZE`/`SLURM_STEP_NUM_TASKS` from PMIx launches); mpi4py is imported only then.
* `MpiJob` is this process's place in the job: its rank (the rank program it runs), the world
  size, the few job-wide agreements a front end needs (a value from rank 0, a minimum, results
  gathered at rank 0), phase ends, and `abort`.
* `MpiComm` is the `Communicator`: one MPI communicator per `ring_id` and per Partial-reshard
  mesh, split off `COMM_WORLD` when the job connects (every process says which rings its own
  programs use; the members of a ring are the ranks that use it, in rank order, as in-process).
  Collectives are MPI's own non-blocking ones on the numpy buffers (no pickling of arrays); a
  dtype MPI cannot reduce goes through an all-gather of the raw bytes and is reduced here in
  rank order. `send` is `Isend` (never blocks, like the in-process channels), `recv` a probe and
  `Irecv`, with the ring id as the tag (MPI keeps messages of one source and tag in order).
* Never a hang: every wait polls. A rank that finished the phase without taking part in the
  collective (or the send) another waits for is an error at once, naming the op, from the
  counts each rank announces when it ends a phase; anything else waits at most `timeout`
  seconds. A rank that fails reports its own located error and calls `abort`, which takes
  every process of the job down with that exit code.

May import `.base`, `..errors` and `..dtypes`.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Mapping
from typing import Any

from ..dtypes import to_host
from ..errors import RunError
from .base import KINDS, ExchangeComm, combine, describe

#: Environment variables a launcher sets to the number of processes it started.
SIZE_VARS = ("PMI_SIZE", "OMPI_COMM_WORLD_SIZE", "PMIX_SIZE", "SLURM_STEP_NUM_TASKS")
_NOTICE = 1  # tag of the phase-end notices (on their own communicator)
_PAUSE = 2e-4  # longest sleep between polls: a 4-stage pipeline on 2 cores steps in 17 ms (29 ms at 1 ms)
STUCK = 1.0  # seconds of waiting before a rank says so, and of everyone waiting before it is a deadlock
_META = 12  # int64s per member in a collective's layout exchange: kind, dtype, ndim, 9 dims


#: Environment variables a launcher sets to the process's rank.
RANK_VARS = ("PMI_RANK", "OMPI_COMM_WORLD_RANK", "PMIX_RANK", "SLURM_PROCID")


def launcher_rank(environ: Mapping[str, str] | None = None) -> int:
    """This process's rank as the launcher says (0 outside a launcher), read without starting MPI."""
    env = os.environ if environ is None else environ
    for var in RANK_VARS:
        v = env.get(var, "")
        if v.strip().isdigit():
            return int(v)
    return 0


def launcher_size(environ: Mapping[str, str] | None = None) -> int | None:
    """The number of processes a launcher says it started (None outside a launcher)."""
    env = os.environ if environ is None else environ
    for var in SIZE_VARS:
        v = env.get(var, "")
        if v.strip().isdigit():
            return int(v)
    return None


def launched(environ: Mapping[str, str] | None = None) -> bool:
    """True when this process is one of several that an MPI launcher started."""
    n = launcher_size(environ)
    return n is not None and n > 1


def import_mpi() -> Any:
    """mpi4py's `MPI` module (initialising MPI), or a RunError saying how to install it."""
    try:
        from mpi4py import MPI
    except ImportError as e:
        raise RunError(f"running under an MPI launcher needs mpi4py ({e}): install the `mpi` extra") from None
    return MPI


_JOB: MpiJob | None = None


def current_job() -> MpiJob | None:
    """The job this process joined (`MpiJob.join`), if any."""
    return _JOB


class MpiJob:
    """This process's rank of an MPI job and the job-wide steps around running it."""

    def __init__(self, mpi: Any) -> None:
        self.MPI = mpi
        self.world = mpi.COMM_WORLD
        self.rank: int = self.world.Get_rank()
        self.size: int = self.world.Get_size()
        self.notices = self.world.Dup()
        self.phase = 0  # phases end together: startups, training, ...
        self.done: dict[tuple[int, int], dict[str, Any]] = {}  # (phase, rank) -> its notice
        self.finished = False  # the job agreed on its outcome: exiting is not a failure
        self.waiting: dict[int, str] = {}  # rank -> the wait it says it is in
        self.sent_notices: list[Any] = []
        self.comms: list[MpiComm] = []

    @classmethod
    def join(cls) -> MpiJob:
        global _JOB
        if _JOB is None:
            _JOB = cls(import_mpi())
        return _JOB

    @property
    def root(self) -> bool:
        return self.rank == 0

    def from_root(self, value: Any) -> Any:
        """Rank 0's `value`, on every rank (a small picklable value)."""
        return self.world.bcast(value, root=0)

    def minimum(self, value: Any) -> Any:
        return self.world.allreduce(value, op=self.MPI.MIN)

    def gather(self, value: Any) -> list[Any] | None:
        """Every rank's `value` (rank order) at rank 0; None elsewhere."""
        return self.world.gather(value, root=0)

    def allgather(self, value: Any) -> list[Any]:
        return self.world.allgather(value)

    # -- phases and waits: what lets a waiting rank know that a peer will not come -------------
    def _tell(self, notice: dict[str, Any]) -> None:
        notice["phase"] = self.phase
        for r in range(self.size):
            if r != self.rank:
                self.sent_notices.append(self.notices.isend(notice, dest=r, tag=_NOTICE))

    def end_phase(self) -> None:
        """Tell every other rank this one ended the current phase (with its counts of
        collectives and sends), wait for all of them, then start the next phase."""
        counts = [c.counts() for c in self.comms]
        for r in range(self.size):
            if r != self.rank:
                sent = [{k: v for k, v in s.items() if k[0] == r} for _, s in counts]
                notice = {"kind": "end", "phase": self.phase, "coll": [c for c, _ in counts], "sent": sent}
                self.sent_notices.append(self.notices.isend(notice, dest=r, tag=_NOTICE))
        while sum(1 for p, _ in self.done if p == self.phase) < self.size - 1:
            self._take_notice(block=True)
        self.MPI.Request.Waitall(self.sent_notices)
        self.sent_notices = []
        for c in self.comms:
            c.settle()
        self.done = {k: v for k, v in self.done.items() if k[0] > self.phase}
        self.phase += 1

    def waits(self, what: str) -> None:
        """Tell the others this rank has been waiting a while (in `what`)."""
        self._tell({"kind": "wait", "what": what})

    def resumes(self) -> None:
        self._tell({"kind": "resume"})

    def _take_notice(self, block: bool = False) -> bool:
        st = self.MPI.Status()
        if not block and not self.notices.iprobe(source=self.MPI.ANY_SOURCE, tag=_NOTICE, status=st):
            return False
        notice = self.notices.recv(source=self.MPI.ANY_SOURCE if block else st.Get_source(), tag=_NOTICE, status=st)
        src = st.Get_source()
        if notice["kind"] == "end":
            self.done[(int(notice["phase"]), src)] = notice
            self.waiting.pop(src, None)
        elif notice["kind"] == "wait":
            self.waiting[src] = notice["what"]
        else:
            self.waiting.pop(src, None)
        return True

    def poll(self) -> None:
        while self._take_notice():
            pass

    def notice(self, rank: int) -> dict[str, Any] | None:
        """`rank`'s notice that it ended the current phase, or None."""
        return self.done.get((self.phase, rank))

    def stuck(self) -> dict[int, str] | None:
        """When every rank that has not ended the phase says it waits: rank -> what it waits in."""
        others = [r for r in range(self.size) if r != self.rank and self.notice(r) is None]
        if others and all(r in self.waiting for r in others):
            return {r: self.waiting[r] for r in others}
        return None

    def abort(self, code: int) -> None:
        """Take every process of the job down with exit `code` (after flushing this one's output)."""
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        # the launcher forwards a process's output through a pipe it reads in its own time, and
        # tears every process down at the abort: give it a moment to forward the error first
        time.sleep(0.5)
        self.world.Abort(code)


def abort_job(code: int) -> None:
    """If this process is a rank of an MPI job that has not agreed on its outcome, end the job
    with `code` (a rank that stops alone would leave the others waiting for it)."""
    job = _JOB
    if job is not None and job.size > 1 and not job.finished:
        job.abort(code)


def _to_host(x: Any) -> Any:
    """`x` on the host, contiguous (as MPI sends it)."""
    import numpy as np

    return np.ascontiguousarray(to_host(x))


class MpiComm(ExchangeComm):
    """A rank's `Communicator` over MPI (see the module docstring)."""

    def __init__(
        self,
        job: MpiJob,
        rings: dict[int, tuple[int, ...]],
        meshes: list[tuple[int, ...]],
        xp: Any = None,
        timeout: float = 300.0,
    ) -> None:
        super().__init__(job.rank, rings, xp)
        self.job = job
        self.MPI = job.MPI
        self.timeout = timeout
        self.comms: dict[Any, Any] = {}
        world = job.world
        groups = [(("ring", r), m) for r, m in sorted(rings.items())] + [(("mesh", m), m) for m in meshes]
        for key, members in groups:  # collective over COMM_WORLD, in the same order everywhere
            c = world.Split(0 if self.rank in members else self.MPI.UNDEFINED, self.rank)
            if self.rank in members:
                self.comms[key] = c
        self.p2p = world.Dup()
        self.seq: dict[Any, int] = {}  # collectives done per group
        self.sent: dict[tuple[int, int], int] = {}  # (dst, ring) -> values sent
        self.got: dict[tuple[int, int], int] = {}  # (src, ring) -> values received
        self.pending: list[tuple[Any, Any, int, int]] = []  # (request, buffer, dst, ring) of sends
        self.notes: list[str] = []
        job.comms.append(self)

    @classmethod
    def connect(
        cls, job: MpiJob, ring_ids: set[int], meshes: set[tuple[int, ...]], xp: Any = None, timeout: float = 300.0
    ) -> MpiComm:
        """The communicator of this rank, from the ring ids and reshard meshes of its own
        programs (collective: every rank of the job calls it)."""
        from .base import rings_of

        mine = (sorted(ring_ids), sorted(meshes))
        everyone = job.allgather(mine)
        rings = rings_of([set(ids) for ids, _ in everyone])
        all_meshes = sorted({tuple(m) for _, ms in everyone for m in ms})
        return cls(job, rings, all_meshes, xp, timeout)

    def counts(self) -> tuple[dict[Any, int], dict[tuple[int, int], int]]:
        return dict(self.seq), dict(self.sent)

    # -- waiting without hanging ---------------------------------------------------------------
    def _wait(self, test: Any, what: str, gone: Any) -> Any:
        """Poll `test()` until it returns a true value; `gone()` names a rank that will never
        make it true (or None). Raises a RunError for such a rank, when every rank has waited
        for `STUCK` seconds with nothing arriving anywhere (a deadlock), or after `timeout`."""
        start = time.monotonic()
        deadline, told, since = start + self.timeout, False, None
        pause = 0.0
        try:
            while True:
                out = test()
                if out:
                    return out
                self.job.poll()
                reason = gone()
                if reason is not None and not test():
                    raise RunError(reason)
                now = time.monotonic()
                if not told and now - start > STUCK:
                    self.job.waits(f"rank {self.rank} waits in {what}")
                    told = True
                stuck = self.job.stuck() if told else None
                since = (since or now) if stuck is not None else None
                if stuck is not None and since is not None and now - since > STUCK and not test():
                    pending = "; ".join([f"rank {self.rank} waits in {what}", *(stuck[r] for r in sorted(stuck))])
                    raise RunError(f"deadlock: every rank waits and none can proceed: {pending}")
                if now > deadline:
                    raise RunError(f"{what}: timed out after {self.timeout:g} s")
                time.sleep(pause)
                pause = min(_PAUSE, pause * 2 or 1e-5)
        finally:
            if told:
                self.job.resumes()

    def _next(self, key: Any) -> int:
        """Number the next collective op on group `key` (1, 2, ...): what phase-end notices count."""
        n = self.seq.get(key, 0) + 1
        self.seq[key] = n
        return n

    def _collective(self, key: Any, members: tuple[int, ...], start: Any, what: str, n: int) -> None:
        """Start an MPI operation on the group's communicator (`start(comm)` gives its request)
        and wait for it: the `n`-th collective op of this rank on `key`."""
        req = start(self.comms[key])

        def gone() -> str | None:
            for m in members:
                notice = self.job.notice(m) if m != self.rank else None
                if notice is not None and _count(notice["coll"], key) < n:
                    return f"{what} (#{n} on {describe(key)}): rank {m} finished without joining it"
            return None

        self._wait(req.Test, f"{what} (#{n} on {describe(key)}, waiting for the group {list(members)})", gone)

    def _meta(self, key: Any, members: tuple[int, ...], kind: str, h: Any, what: str, n: int) -> Any:
        """Every member's (collective, dtype, shape) as rows of int64s, gathered first: ranks
        whose programs disagree on a collective fail naming it (MPI would hang or mix them up),
        and the values' layout decides whether MPI's own collective applies."""
        import numpy as np

        v = np.zeros(_META, dtype=np.int64)
        v[0], v[1], v[2] = KINDS.index(kind), ord(h.dtype.char), h.ndim
        if h.ndim <= _META - 3:
            v[3 : 3 + h.ndim] = h.shape
        else:
            v[2] = -1  # too many dims to say: not uniform, moved as bytes
        out = np.empty((len(members), _META), dtype=np.int64)
        self._collective(key, members, lambda c: c.Iallgather(v, out), what, n)
        for j, row in enumerate(out):
            if row[0] != v[0]:
                raise RunError(
                    f"{what}: rank {members[j]} meets this {kind} with a {KINDS[int(row[0])]} on the same group "
                    f"{list(members)}: the ranks' programs disagree on their collectives"
                )
        return out

    def collective(self, kind: str, key: Any, members: tuple[int, ...], x: Any, what: str, how: str, root: int) -> Any:
        import numpy as np

        h = _to_host(x)
        n_op = self._next(key)
        metas = self._meta(key, members, kind, h, what, n_op)
        uniform = bool((metas == metas[0]).all()) and metas[0][2] >= 0
        n, i = len(members), members.index(self.rank)
        moves = h.dtype.char in self.MPI._typedict and h.dtype.kind in "fiucb"
        adds = moves and h.dtype.kind != "b"
        rows = h.shape[0] if h.ndim else 0
        native = uniform and (
            kind in ("broadcast", "barrier")
            or (kind in ("all_reduce", "reduce") and adds)
            or (kind == "all_gather" and h.ndim > 0)
            or (kind == "reduce_scatter" and adds and h.ndim > 0 and rows % n == 0)
            or (kind == "all_to_all" and h.ndim > 0 and rows % n == 0)
        )
        if kind != "barrier" and not (native and moves):
            xs = self._bytes(key, members, h, what, metas, n_op)
            return combine(self.xp, kind, xs, i, how, root)
        op = {
            "sum": self.MPI.SUM,
            "avg": self.MPI.SUM,
            "max": self.MPI.MAX,
            "min": self.MPI.MIN,
            "prod": self.MPI.PROD,
        }.get(how)
        if kind == "barrier":
            self._collective(key, members, lambda c: c.Ibarrier(), what, n_op)
            return None
        if kind == "broadcast":
            out = h.copy()
            self._collective(key, members, lambda c: c.Ibcast(out, root=root), what, n_op)
        elif kind in ("all_reduce", "reduce"):
            out = np.empty_like(h)
            if kind == "all_reduce":
                self._collective(key, members, lambda c: c.Iallreduce(h, out, op), what, n_op)
            else:
                self._collective(key, members, lambda c: c.Ireduce(h, out, op, root=root), what, n_op)
                if i != root:
                    return x.copy()
            if how == "avg":
                out = (out / n).astype(h.dtype)
        elif kind == "all_gather":
            out = np.empty((n * rows, *h.shape[1:]), dtype=h.dtype)
            self._collective(key, members, lambda c: c.Iallgather(h, out), what, n_op)
        elif kind == "reduce_scatter":
            out = np.empty((rows // n, *h.shape[1:]), dtype=h.dtype)
            self._collective(key, members, lambda c: c.Ireduce_scatter_block(h, out, self.MPI.SUM), what, n_op)
        else:  # all_to_all
            out = np.empty_like(h)
            self._collective(key, members, lambda c: c.Ialltoall(h, out), what, n_op)
        return self.xp.asarray(out)

    def _bytes(self, key: Any, members: tuple[int, ...], x: Any, what: str, metas: Any, n: int) -> list[Any]:
        """Every member's value, by an all-gather of the raw bytes (laid out by `_meta`): what
        `collective` falls back to where MPI's own operation does not apply. (It stands in for
        `ExchangeComm.exchange`, which `collective` here never calls.)"""
        import numpy as np

        layouts = (
            self.comms[key].allgather((x.dtype.str, x.shape))
            if (metas[:, 2] < 0).any()
            else [(np.dtype(chr(int(r[1]))).str, tuple(int(d) for d in r[3 : 3 + int(r[2])])) for r in metas]
        )
        sizes = [int(np.dtype(d).itemsize * int(np.prod(s))) for d, s in layouts]
        out = np.empty(sum(sizes), dtype=np.uint8)
        mine = x.reshape(-1).view(np.uint8) if x.size else np.empty(0, np.uint8)
        self._collective(key, members, lambda c: c.Iallgatherv(mine, [out, sizes]), what, n)
        parts, at = [], 0
        for (d, s), size in zip(layouts, sizes, strict=True):
            parts.append(self.xp.asarray(out[at : at + size].view(np.dtype(d)).reshape(s)))
            at += size
        return parts

    # -- point to point ------------------------------------------------------------------------
    def _tag(self, ring_id: int) -> int:
        ub = self.p2p.Get_attr(self.MPI.TAG_UB) or 32767
        if not 0 <= ring_id <= ub:
            raise RunError(f"ring_id {ring_id} cannot be an MPI tag (0..{ub})")
        return ring_id

    def send(self, x: Any, peer: int, ring_id: int) -> None:
        if not 0 <= peer < self.job.size:
            raise RunError(f"send to rank {peer}: the job has ranks 0..{self.job.size - 1}")
        tag = self._tag(ring_id)
        h = _to_host(x).copy()
        self.pending.append((self.p2p.isend((h.dtype.str, h.shape), dest=peer, tag=tag), None, peer, ring_id))
        self.pending.append(
            (self.p2p.Isend(h.reshape(-1).view("uint8") if h.size else h, dest=peer, tag=tag), h, peer, ring_id)
        )
        self.sent[(peer, ring_id)] = self.sent.get((peer, ring_id), 0) + 1
        self.pending = [p for p in self.pending if not p[0].Test()]

    def recv(self, peer: int, ring_id: int, what: str) -> Any:
        import numpy as np

        (dtype, shape), n = self._header(peer, ring_id, what)
        out = np.empty(shape, dtype=np.dtype(dtype))
        req = self.p2p.Irecv(out.reshape(-1).view("uint8") if out.size else out, source=peer, tag=self._tag(ring_id))
        self._wait(req.Test, f"{what} from rank {peer} on ring {ring_id}", lambda: None)
        self.got[(peer, ring_id)] = n
        return self.xp.asarray(out)

    def _header(self, peer: int, ring_id: int, what: str) -> tuple[Any, int]:
        """Wait for the next value from `peer` on `ring_id` and take its header (dtype, shape):
        the header, and the number of this value (the caller sets `got` once it has the data)."""
        if not 0 <= peer < self.job.size:
            raise RunError(f"{what}: rank {peer} is not a rank of the job (0..{self.job.size - 1})")
        tag = self._tag(ring_id)
        n = self.got.get((peer, ring_id), 0) + 1

        def gone() -> str | None:
            notice = self.job.notice(peer)
            if notice is not None and _count(notice["sent"], (self.rank, ring_id)) < n:
                return f"{what} from rank {peer} on ring {ring_id}: rank {peer} finished without sending it"
            return None

        self._wait(lambda: self.p2p.iprobe(source=peer, tag=tag), f"{what} from rank {peer} on ring {ring_id}", gone)
        return self.p2p.recv(source=peer, tag=tag), n

    def settle(self) -> None:
        """At a phase end (every rank done): drop the sends nobody received, with a note."""
        for req, buf, dst, ring in self.pending:
            if not req.Test():
                req.Cancel()
                req.Wait()
                if buf is not None:
                    self.notes.append(f"a value sent to rank {dst} on ring {ring} was never received")
        self.pending = []


def _count(counts: Any, key: Any) -> int:
    """A count from a notice's per-communicator dicts (a list of dicts, keys as sent)."""
    if isinstance(counts, dict):
        return int(counts.get(key, 0))
    return sum(int(c.get(key, 0)) for c in counts)
