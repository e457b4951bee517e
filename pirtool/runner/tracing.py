"""The measured timeline of a run (`pirtool run --trace`): when each job of each rank ran, how
long each of its sends, receives and collectives took, and the activation bytes it held.

A `Recorder` follows an opened run (`session.Run`): it takes the runners' `training.Event`s
(each job's start and end, from the rank's own thread: `Run.on_event`), puts a `TimedComm` in
front of each rank's communicator to note every call to it, and reads a plan runner's measured
live bytes after each job (`JobPlanRunner.live_bytes`). Each rank's record is its own
`RankRecord` (plain lists: an MPI rank's goes to rank 0 by pickling, `launch`'s `every`).

Times are `time.perf_counter()` seconds: one clock for every thread of a process and, on
Linux (CLOCK_MONOTONIC), for every process of one machine, so ranks in threads and MPI ranks on
one host line up; ranks on several hosts do not share it (each host's ranks are aligned among
themselves only). A receive's time is the wait for its peer's send plus the copy, so the waits
of a pipeline are the receive slices inside the jobs. `timeline` turns every rank's record
into a `pirtool.timeline.Timeline`: a process per rank, its jobs on the compute thread with the
waits inside them, every p2p call and collective on its own thread, an arrow from each send to
the receive that took it (the n-th send from one rank to another on a ring to the n-th receive
of the other from it there), and the live bytes as a counter.

May import `training`, `comm` and the layers below them, and `pirtool.timeline`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from ..timeline import Counter, Flow, Slice, Timeline
from .training import Event

#: The communicator calls noted as collectives (the rest of `comm.base.Communicator` is lookup).
COLLECTIVES = ("all_reduce", "reduce", "broadcast", "all_gather", "reduce_scatter", "all_to_all", "barrier")


@dataclass
class RankRecord:
    """One rank's measurements, in the order they ended: `jobs` (job, micro_batch, step, start,
    end), `comms` (kind "send" / "recv" / a collective's name, ring, peer, bytes, start, end) and
    `live` (time, bytes held between jobs)."""

    rank: int
    stage: int | None = None
    jobs: list[tuple[str, int, int, float, float]] = field(default_factory=list)
    comms: list[tuple[str, int | None, int | None, int, float, float]] = field(default_factory=list)
    live: list[tuple[float, int]] = field(default_factory=list)


class TimedComm:
    """A communicator that notes each call to the one behind it on `record`; every other
    attribute is the inner communicator's."""

    def __init__(self, inner: Any, record: RankRecord) -> None:
        self.inner = inner
        self.record = record

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.inner, name)
        if name not in COLLECTIVES:
            return attr

        def timed(ring_id: int, *args: Any, **kw: Any) -> Any:
            t = time.perf_counter()
            out = attr(ring_id, *args, **kw)
            self.record.comms.append((name, ring_id, None, _nbytes(args[0] if args else None), t, time.perf_counter()))
            return out

        return timed

    def send(self, x: Any, peer: int, ring_id: int) -> None:
        t = time.perf_counter()
        self.inner.send(x, peer, ring_id)
        self.record.comms.append(("send", ring_id, peer, _nbytes(x), t, time.perf_counter()))

    def recv(self, peer: int, ring_id: int, what: str) -> Any:
        t = time.perf_counter()
        out = self.inner.recv(peer, ring_id, what)
        self.record.comms.append(("recv", ring_id, peer, _nbytes(out), t, time.perf_counter()))
        return out


def _nbytes(x: Any) -> int:
    return int(getattr(x, "nbytes", 0) or 0)


class Recorder:
    """Records the ranks this process runs of `run` (a `session.Run`, opened: its runners have
    their communicators) from now on; `stages` gives a rank's pipeline stage for its name."""

    def __init__(self, run: Any, stages: dict[int, int] | None = None) -> None:
        self.runners = {r.rank: r for r in run.runners}
        self.records = {i: RankRecord(i, (stages or {}).get(i)) for i in self.runners}
        self._open: dict[tuple[int, str, int], float] = {}
        for i, r in self.runners.items():
            if r.interp.comm is not None and not isinstance(r.interp.comm, TimedComm):
                r.interp.comm = TimedComm(r.interp.comm, self.records[i])
        self._chained = run.on_event
        run.on_event = self.on_event

    def on_event(self, ev: Event) -> None:
        """A runner's event (from the rank's thread): a job's start or end."""
        if ev.kind == "job_start":
            self._open[(ev.rank, ev.job, ev.step)] = ev.time
        elif ev.kind == "job_end":
            start = self._open.pop((ev.rank, ev.job, ev.step), ev.time)
            rec = self.records[ev.rank]
            rec.jobs.append((ev.job, ev.micro_batch, ev.step, start, ev.time))
            live = getattr(self.runners[ev.rank], "live_bytes", None)
            if live:
                rec.live.append((ev.time, int(live[-1])))
        if self._chained is not None:
            self._chained(ev)

    def local(self) -> list[RankRecord]:
        """This process's records, in rank order."""
        return [self.records[i] for i in sorted(self.records)]


def _label(job: str, mb: int) -> str:
    """`F3`, `B3`, `Bb3/1` (micro-batch 3, chunk 1), `OPT`: short enough to read on a slice."""
    base = job.rstrip("0123456789")
    chunk = job[len(base) :]
    short = {"forward": "F", "backward": "B", "backward_b": "Bb", "backward_w": "Bw", "recv_forward": "rf"}
    short |= {"send_backward": "sb", "forward_backward": "FB"}
    if base in ("optimizer", "optimize"):
        return "OPT"
    return f"{short.get(base, base)}{mb if mb >= 0 else ''}" + (f"/{chunk}" if chunk else "")


def timeline(records: list[RankRecord]) -> Timeline:
    """Every rank's record as one timeline, its time 0 the first thing any rank did."""
    tl = Timeline(meta={"source": "pirtool run (measured)", "clock": "time.perf_counter"})
    starts = [j[3] for r in records for j in r.jobs] + [c[4] for r in records for c in r.comms]
    t0 = min(starts, default=0.0)
    # (ring, from, to) -> the sends' (pid, tid, start) and the receives' (pid, tid, end), in order
    sends: dict[tuple[int, int, int], list[tuple[int, int, float]]] = {}
    recvs: dict[tuple[int, int, int], list[tuple[int, int, float]]] = {}
    for rec in sorted(records, key=lambda r: r.rank):
        pid = rec.rank
        tl.processes[pid] = f"rank {rec.rank}" + (f" (stage {rec.stage})" if rec.stage is not None else "")
        compute = tl.thread(pid, "compute")
        for job, mb, step, a, z in rec.jobs:
            args = {"job": job, "micro_batch": mb, "step": step}
            tl.slices.append(Slice(pid, compute, _label(job, mb), a - t0, z - a, job.rstrip("0123456789"), args))
        for kind, ring, peer, nbytes, a, z in rec.comms:
            p2p = kind in ("send", "recv")
            tid = tl.thread(pid, "p2p" if p2p else "collectives")
            said: dict[str, object] = {"ring": ring, "bytes": nbytes}
            if peer is not None:
                said["peer"] = peer
            tl.slices.append(Slice(pid, tid, f"{kind} ring {ring}", a - t0, z - a, kind if p2p else "collective", said))
            if kind != "send":  # the compute stream waits for a receive or a collective
                tl.slices.append(Slice(pid, compute, f"wait {kind}", a - t0, z - a, "wait", dict(said)))
            if p2p and ring is not None and peer is not None:
                if kind == "send":
                    sends.setdefault((ring, pid, peer), []).append((pid, tid, a - t0))
                else:
                    recvs.setdefault((ring, peer, pid), []).append((pid, tid, z - t0))
        for at, nbytes in rec.live:
            tl.counters.append(Counter(pid, "activation bytes (measured)", at - t0, {"bytes": float(nbytes)}))
    n = 0
    for key in sorted(sends):
        for src, dst in zip(sends[key], recvs.get(key, []), strict=False):
            n += 1
            tl.flows.append(Flow(n, "p2p", src, dst))
    return tl
