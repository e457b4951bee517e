"""A plan's simulated timeline: every rank runs its job list, each job its ops in order, each op
as long as the cost model says, the ranks held together by their messages.

Each rank has a compute stream and the streams its `send_v2`/`recv_v2` name
(`execution_stream`). Compute ops run one after the other on the compute stream. A send starts
when the compute stream reaches it and its stream is free, and is on the wire for the link's
time; the compute stream goes on. A receive waits, on the compute stream, until the message it
takes has arrived: that wait, and the time a rank has nothing to do, is the bubble. Messages
are taken in the order they were sent on a ring (as the runner's and Paddle's p2p are); a
collective (`all_reduce`, ...) ends when the last of its ring's ranks reaches it. Every message
must be received in a job of the micro-batch it was sent from: job lists whose orders pair them
otherwise (a forward's activation taken as a backward's gradient) are an error here, and so is
a deadlock (every rank waiting), each said where.

The result is a `timeline.Timeline` (one process per rank, one track per stream, a slice per job
with the waits inside it, a slice per message on its stream and an arrow from send to receive,
the live activation bytes as a counter) and per-rank figures (`RankRun`).

May import the model, `paddle`, `tools` and the other modules of `plan`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from ..errors import PirError
from ..ir import Operation, Program
from ..paddle.collectives import RECV_OPS, SEND_OPS, is_comm_op
from ..timeline import Counter, Flow, Slice, Timeline
from .cost import CostModel, compute_time, message_bytes, transfer_time
from .liveness import OPTIMIZER_JOBS, handoffs, live_after

COMPUTE = "compute"


@dataclass(frozen=True)
class Step:
    """One thing a job does: `compute` for `dur` seconds, or a `send` / `recv` / `collective`
    (`op`) on `ring` taking `dur` seconds on the wire, on stream `stream`."""

    kind: str
    dur: float
    op: Operation | None = None
    ring: int | None = None
    stream: str = COMPUTE
    bytes: int = 0


def job_steps(prog: Program, model: CostModel) -> list[Step]:
    """A job program as steps: runs of compute ops merged, each communication op its own."""
    steps: list[Step] = []
    acc = 0.0
    for op in prog.body:
        if not is_comm_op(op.name):
            acc += compute_time(op, model)
            continue
        if acc:
            steps.append(Step("compute", acc))
            acc = 0.0
        ring = op.attr("ring_id")
        kind = "send" if op.name in SEND_OPS else "recv" if op.name in RECV_OPS else "collective"
        stream = str(op.attr("execution_stream") or ("comm" if kind == "collective" else kind))
        steps.append(
            Step(kind, transfer_time(op, model), op, ring if isinstance(ring, int) else -1, stream, message_bytes(op))
        )
    if acc:
        steps.append(Step("compute", acc))
    return steps


@dataclass
class RankPlan:
    """One rank's plan: its job list and programs; `stage` its pipeline stage (for names)."""

    rank: int
    jobs: list[tuple[str, int]]
    programs: dict[str, Program]
    stage: int | None = None
    warnings: list[str] = field(default_factory=list)


@dataclass
class JobRun:
    """One job as simulated: when it started and ended, how long it computed and waited."""

    job: str
    mb: int
    start: float
    end: float
    busy: float
    wait: float


@dataclass
class RankRun:
    """One rank's simulated step."""

    rank: int
    stage: int | None
    runs: list[JobRun] = field(default_factory=list)
    live: list[int] = field(default_factory=list)  # activation bytes held after each job

    @property
    def busy(self) -> float:
        """Compute time of the pipelined jobs (the optimizer's left out)."""
        return sum(r.busy for r in self.runs if r.job not in OPTIMIZER_JOBS)

    @property
    def pipeline_end(self) -> float:
        return max((r.end for r in self.runs if r.job not in OPTIMIZER_JOBS), default=0.0)


@dataclass
class Simulation:
    ranks: list[RankRun]
    timeline: Timeline

    @property
    def span(self) -> float:
        """From the start to the end of the last pipelined job on any rank."""
        return max((r.pipeline_end for r in self.ranks), default=0.0)

    @property
    def step_time(self) -> float:
        return max((run.end for r in self.ranks for run in r.runs), default=0.0)

    def bubble(self, rank: int) -> float:
        """The fraction of the pipelined span rank `rank`'s compute stream is idle."""
        span = self.span
        return 1.0 - self.ranks[rank].busy / span if span > 0 else 0.0


_ABBR = {
    "forward": "F",
    "backward": "B",
    "backward_b": "Bb",
    "backward_w": "Bw",
    "recv_forward": "rf",
    "send_backward": "sb",
    "optimizer": "OPT",
    "optimize": "OPT",
}


def job_label(job: str, mb: int) -> str:
    """`F3` (forward 3), `Bw3`, `rf3`; a chunk's `F3/1`; the optimizer `OPT`."""
    base = job.rstrip("0123456789")
    chunk = job[len(base) :]
    a = _ABBR.get(base, base)
    return a if a == "OPT" else f"{a}{mb}" + (f"/{chunk}" if chunk else "")


@dataclass
class _Message:
    arrive: float
    rank: int
    job: str
    mb: int
    sent: float
    pid: int
    tid: int


@dataclass
class _Rank:
    plan: RankPlan
    steps: dict[str, list[Step]]
    pid: int
    j: int = 0  # job index
    s: int = 0  # step index within the job
    t: float = 0.0
    start: float = 0.0
    busy: float = 0.0
    wait: float = 0.0
    free: dict[str, float] = field(default_factory=dict)  # when each comm stream is free
    seq: dict[int, int] = field(default_factory=dict)  # collectives issued per ring

    @property
    def done(self) -> bool:
        return self.j >= len(self.plan.jobs)


def simulate(
    plans: list[RankPlan],
    model: CostModel | None = None,
    steps_of: Callable[[RankPlan, str], list[Step]] | None = None,
) -> Simulation:
    """Run every rank's plan on the cost model (`CostModel()` if none) at once; see the module.
    `steps_of(plan, job_type)`: the steps of a job, if not its program's (`job_steps`)."""
    model = model or CostModel()
    sim = _Sim(plans, model, steps_of)
    sim.run()
    for r, res in zip(sim.ranks, sim.out, strict=True):
        known = all(isinstance(r.plan.programs.get(t), Program) for t, _ in r.plan.jobs)
        res.live = live_after(r.plan.jobs, handoffs(r.plan.jobs, r.plan.programs)) if known else [0] * len(r.plan.jobs)
        sim.tl.counters.append(Counter(r.pid, "activation bytes", 0.0, {"bytes": 0.0}))
        for run, live in zip(res.runs, res.live, strict=True):
            sim.tl.counters.append(Counter(r.pid, "activation bytes", run.end, {"bytes": float(live)}))
    return Simulation(sim.out, sim.tl)


class _Sim:
    """The ranks, their messages on the wire and their collectives under way; `run` advances
    every rank as far as it can until all are done (or none can move: a deadlock)."""

    def __init__(
        self, plans: list[RankPlan], model: CostModel, steps_of: Callable[[RankPlan, str], list[Step]] | None
    ) -> None:
        self.tl = Timeline(meta={"source": "pirtool plan (simulated)", "cost_model": model.as_dict()})
        self.ranks: list[_Rank] = []
        for p in plans:
            used = dict.fromkeys(t for t, _ in p.jobs)
            steps = {t: steps_of(p, t) if steps_of else job_steps(p.programs[t], model) for t in used}
            self.tl.processes[p.rank] = f"rank {p.rank}" + (f" (stage {p.stage})" if p.stage is not None else "")
            self.tl.thread(p.rank, COMPUTE)
            self.ranks.append(_Rank(p, steps, p.rank))
        self.members: dict[int, set[int]] = {}  # ring -> the ranks whose collectives use it
        for r in self.ranks:
            for st in (st for steps in r.steps.values() for st in steps):
                if st.kind == "collective" and st.ring is not None:
                    self.members.setdefault(st.ring, set()).add(r.plan.rank)
        self.queues: dict[int, deque[_Message]] = {}
        self.arrived: dict[tuple[int, int], dict[int, float]] = {}
        self.out = [RankRun(p.rank, p.stage) for p in plans]

    def run(self) -> None:
        progress = True
        while progress:
            progress = False
            for r, res in zip(self.ranks, self.out, strict=True):
                while not r.done:
                    job, mb = r.plan.jobs[r.j]
                    steps = r.steps[job]
                    if r.s == 0:
                        r.start, r.busy, r.wait = r.t, 0.0, 0.0
                    if r.s >= len(steps):
                        _end_job(r, res, self.tl, job, mb)
                    elif not self.step(r, steps[r.s], job, mb):
                        break
                    else:
                        r.s += 1
                    progress = True
        if not all(r.done for r in self.ranks):
            raise PirError(_deadlock(self.ranks))

    def step(self, r: _Rank, st: Step, job: str, mb: int) -> bool:
        """Take one step of rank r's job; False if it must wait for another rank first."""
        if st.kind == "compute":
            r.t += st.dur
            r.busy += st.dur
            return True
        assert st.ring is not None
        if st.kind == "send":
            start = max(r.t, r.free.get(st.stream, 0.0))
            r.free[st.stream] = start + st.dur
            tid = self.slice(
                r, st.stream, f"send {st.bytes} B", start, st.dur, "send", ring=st.ring, job=job_label(job, mb)
            )
            self.queues.setdefault(st.ring, deque()).append(
                _Message(start + st.dur, r.plan.rank, job, mb, start, r.pid, tid)
            )
            return True
        if st.kind == "recv":
            q = self.queues.get(st.ring)
            if not q:
                return False  # not sent yet
            msg = q.popleft()
            _check_pairing(msg, r, job, mb, st)
            posted = max(r.t, r.free.get(st.stream, 0.0))  # a stream runs its ops in order
            done = max(posted, msg.arrive)
            r.free[st.stream] = done
            tid = self.slice(r, st.stream, f"recv {st.bytes} B", posted, done - posted, "recv", ring=st.ring)
            self.tl.flows.append(Flow(len(self.tl.flows) + 1, "p2p", (msg.pid, msg.tid, msg.sent), (r.pid, tid, done)))
            self.wait_until(r, done, "wait recv", st.ring)
            return True
        n = r.seq.get(st.ring, 0)  # a collective: every rank of its ring must reach it
        got = self.arrived.setdefault((st.ring, n), {})
        got.setdefault(r.plan.rank, r.t)
        if set(got) < self.members.get(st.ring, {r.plan.rank}):
            return False
        begin = max(got.values())
        self.slice(r, st.stream, st.op.name if st.op else "collective", begin, st.dur, "collective", ring=st.ring)
        self.wait_until(r, begin + st.dur, "wait " + (st.op.name if st.op else "collective"), st.ring)
        r.seq[st.ring] = n + 1
        return True

    def slice(self, r: _Rank, stream: str, name: str, start: float, dur: float, cat: str, **args: object) -> int:
        """A slice on rank r's `stream`; returns that stream's tid."""
        tid = self.tl.thread(r.pid, stream)
        self.tl.slices.append(Slice(r.pid, tid, name, start, dur, cat, dict(args)))
        return tid

    def wait_until(self, r: _Rank, done: float, what: str, ring: int) -> None:
        """The compute stream idles until `done` (a wait slice inside the job)."""
        if done > r.t:
            self.slice(r, COMPUTE, what, r.t, done - r.t, "wait", ring=ring)
            r.wait += done - r.t
            r.t = done


def _end_job(r: _Rank, res: RankRun, tl: Timeline, job: str, mb: int) -> None:
    res.runs.append(JobRun(job, mb, r.start, r.t, r.busy, r.wait))
    tl.slices.append(
        Slice(
            r.pid,
            tl.thread(r.pid, COMPUTE),
            job_label(job, mb),
            r.start,
            r.t - r.start,
            job.rstrip("0123456789"),
            {"job": job, "micro_batch": mb, "compute_us": round(r.busy * 1e6, 3), "wait_us": round(r.wait * 1e6, 3)},
        )
    )
    r.j += 1
    r.s = 0


def _check_pairing(msg: _Message, r: _Rank, job: str, mb: int, st: Step) -> None:
    opt_sent, opt_here = msg.job in OPTIMIZER_JOBS, job in OPTIMIZER_JOBS
    if opt_sent == opt_here and (opt_here or msg.mb == mb):
        return
    op = st.op
    raise PirError(
        f"rank {r.plan.rank} receives on ring {st.ring} in job {job} (micro-batch {mb}) what rank {msg.rank} sent in "
        f"job {msg.job} (micro-batch {msg.mb}): the ranks' job lists hand their messages over out of order",
        line=op.line or None if op is not None else None,
    )


def _deadlock(ranks: list[_Rank]) -> str:
    waits = []
    for r in ranks:
        if r.done:
            continue
        job, mb = r.plan.jobs[r.j]
        st = r.steps[job][r.s]
        waits.append(f"rank {r.plan.rank} waits in job {job} (micro-batch {mb}) at {st.kind} on ring {st.ring}")
    return "the plans deadlock: " + "; ".join(waits)


def missing_peer(plans: list[RankPlan]) -> str | None:
    """Why the plans cannot be simulated together, or None: a ring some rank receives on that no
    given rank sends on (or the other way round), i.e. a rank of the pipeline is missing."""
    sends: dict[int, int] = {}
    recvs: dict[int, int] = {}
    for p in plans:
        for t in dict.fromkeys(t for t, _ in p.jobs):
            prog = p.programs.get(t)
            if not isinstance(prog, Program):
                continue
            for op in prog.body:
                ring = op.attr("ring_id")
                if isinstance(ring, int) and op.name in SEND_OPS:
                    sends.setdefault(ring, p.rank)
                elif isinstance(ring, int) and op.name in RECV_OPS:
                    recvs.setdefault(ring, p.rank)
    for ring, rank in sorted(recvs.items()):
        if ring not in sends:
            return f"rank {rank} receives on ring {ring} from a rank not given: the timeline needs every rank's program"
    for ring, rank in sorted(sends.items()):
        if ring not in recvs:
            return f"rank {rank} sends on ring {ring} to a rank not given: the timeline needs every rank's program"
    return None
