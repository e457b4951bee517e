"""The runner's front door: one entry for every run — one program, a plan, the ranks of a
pipeline in threads, or this process's rank of an MPI launch.

    spec = RunSpec(["plan0/", "plan1/"], startups=["s0.pir", "s1.pir"], params=["ref.npz"],
                   feeds=["data.npz"])
    run = open_run(spec)            # reads, checks and starts everything; nothing trained yet
    for step in run.steps():        # one RunStep per optimizer step, stopping at a non-finite one
        print(step.step, step.loss, step.error)

`open_run` does, for every entry point alike (`pirtool run`, `check-loss` on each side,
`reduce`'s check-loss tests, every MPI rank): read each rank's input (`inputs.read_rank`);
settle k from what the inputs state (`inputs.resolve_k`: `jobs.json`, the merged program's 1/k,
the given k must agree); build each rank's runner (`training.Runner`, or the one plan runner
`jobplan.JobPlanRunner`; a ZeRO rank holds its shards); run the startups (zero-filling the
accumulators no startup makes, when asked); load parameter values (one file for every rank:
each takes what it holds, by program, dygraph or `.dist` name; a key no rank holds is an
error); check the loss, the rows (the data ops' batch, `B` rows per micro-batch of the whole
job, a data-parallel rank reading its part of them; an op baking in another batch is an error)
and the feeds (one file for every rank, its keys assigned over every rank's data ops; what a
data op cannot take is an error); and count the steps the feeds have rows for. Under an MPI
launch each process does this for its own rank and the ranks agree on every decision (a
mismatch is the same error on every rank, said by rank 0).

What a run has to say comes back as `Note`s (`Run.notes`, then `Run.runner_notes()` after
training) rather than being printed; `Run.steps(progress)` calls `progress(done, total)` after
each step, and every runner reports `training.Event`s (each job's start and end, per rank, from
the rank's thread) to `Run.on_event`.

What a run is given and how it is checked, rank by rank (parameters, loss, rows, feeds, steps),
is `provision`'s; this module opens, drives and reports.

May import every runner module below it (`provision`, `training`, `jobplan`, `multi`,
`launch`, `inputs`, `feeding`) and `pirtool.paddle`, `pirtool.text`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ir import Program
from ..text.plandir import Plan
from .backend import get_xp
from .blas import share
from .errors import RunnerError
from .feeding import Feeder
from .inputs import Note, RankInput, Reader, claim_k, pairing_error, read_program, read_rank, resolve_k
from .interpreter import Interpreter
from .jobplan import JobPlanRunner, triple_plan
from .launch import InProcessJob, MpiRankJob, rank_job
from .multi import RankStep, Shards, whole
from .provision import agreed, check_loss, feed, key, load_params, located, per_rank
from .training import EventHook, Runner, StepResult, nonfinite

__all__ = ["Note", "Run", "RunSpec", "RunStep", "open_run", "train"]

#: A program (a path or a parsed one), or a rank's plan (a plan directory, or a `Plan`).
Source = str | Path | Program | Plan
#: Arrays by name: an npz path or a dict.
Arrays = str | Path | dict[str, Any]
#: `progress(done, total)`: after every optimizer step.
Progress = Callable[[int, int], None]


@dataclass
class RunSpec:
    """What to run. `programs` are the ranks' (rank i = `programs[i]`); `startups`, `params`
    and `feeds` are given once for every rank or once per rank (or not at all). `plan` is
    Paddle's BACKWARD, OPTIMIZE sub-programs of gradient merge alone, the one program being
    the forward. `k` (micro-batches per optimizer step) and `batch_size` (rows a rank's data
    op reads per micro-step) are read from the input when not given, and must agree with it;
    `step_rows` is the rows a whole optimizer step reads (check-loss's BEFORE: AFTER's k*B);
    `stat_rows` the rows a batch norm takes its batch statistics over (check-loss's BEFORE:
    AFTER's B, as gradient merge normalises each micro-batch alone; default the whole batch).
    `zero_fill` binds the kwargs no startup makes to zeros (AFTER run with BEFORE's startup);
    without feeds the data ops get seeded random data unless `random_feeds` is off.
    `launcher`: `auto` (this process's MPI launch, if any) or `threads` (every rank here).
    `reader` reads a program file (default `text.parser.parse_file`). A training run without
    a loss is an error unless `need_loss` is off (check-loss compares the parameters then).
    `threads`: numpy's BLAS threads per rank (default: the cores free to this process, shared
    by its ranks, re-measured between steps: `blas`). `on_phase(text)` is told what the run
    is doing as it starts each phase (`reading x.pir`, `running the startup`, `step 2/5`), for
    a front end to show while a big program is read or a long step runs."""

    programs: Sequence[Source]
    startups: Sequence[str | Path | Program | None] = ()
    params: Sequence[Arrays | None] = ()
    feeds: Sequence[Arrays | None] = ()
    feed_map: dict[str, str] | None = None
    plan: tuple[str | Path | Program, str | Path | Program] | None = None
    k: int | None = None
    batch_size: int | None = None
    steps: int | None = None
    step_rows: int | None = None
    stat_rows: int | None = None
    backend: str = "numpy"
    seed: int = 0
    fetch: str | None = None
    zero_fill: bool = False
    random_feeds: bool = True
    interpreter: type[Interpreter] = Interpreter
    launcher: str = "auto"
    timeout: float = 300.0
    reader: Reader | None = None
    need_loss: bool = True
    threads: int | None = None
    on_phase: Callable[[str], None] | None = None

    def phase(self, text: str) -> None:
        if self.on_phase is not None:
            self.on_phase(text)

    def replace(self, **changes: Any) -> RunSpec:
        return dataclasses.replace(self, **changes)


@dataclass
class RunStep:
    """One optimizer step of every rank: `results[i]` rank i's (None on an MPI rank other than
    0, which alone gathers them); `error` what is not finite (`rank 1: loss is nan`), if anything."""

    step: int
    results: list[StepResult] | None
    error: str | None = None

    @property
    def losses(self) -> list[float | None]:
        """Each rank's mean micro-batch loss, None for a rank that computes none (a first stage)."""
        return [r.loss if r.micro else None for r in self.results or []]

    @property
    def has_loss(self) -> bool:
        return any(r.micro for r in self.results or [])

    @property
    def loss(self) -> float | None:
        """The mean loss of the ranks that compute one (a pipeline's last stage); None if none does."""
        got = [x for x in self.losses if x is not None]
        return sum(got) / len(got) if got else None

    def merged(self, shards: list[Shards] | None = None) -> StepResult:
        """The step as one trainer's (`multi.RankStep.merged`)."""
        return RankStep(self.step, list(self.results or [])).merged(shards)


class Run:
    """An opened run: the runners of the ranks this process runs (`runners`, for ranks `local`),
    connected (`ranks`), started, loaded and fed; `k`, the rows per micro-batch of the job
    (`rows`) and the step count (`n_steps`) settled. See the module docstring."""

    def __init__(self, spec: RunSpec, job: InProcessJob | MpiRankJob) -> None:
        self.spec = spec
        self.job = job
        self.notes: list[Note] = []
        self.runners: list[Runner] = []
        self.feeders: list[Feeder] = []
        self.k = 1
        self.rows = 1
        self.n_steps = 1
        self.ranks: Any = None
        self.on_event: EventHook | None = None
        self.has_loss = True
        self.trains = True

    @property
    def root(self) -> bool:
        return bool(self.job.root)

    @property
    def local(self) -> list[int]:
        return list(self.job.local)

    @property
    def size(self) -> int:
        return len(self.spec.programs)

    @property
    def spread(self) -> bool:
        """Whether this process is one rank of an MPI launch (the others run elsewhere)."""
        return isinstance(self.job, MpiRankJob)

    def _hook(self, ev: Any) -> None:
        if self.on_event is not None:
            self.on_event(ev)

    def steps(self, progress: Progress | None = None, params: bool = False) -> Iterator[RunStep]:
        """The optimizer steps, one `RunStep` at a time, every rank in step; the first step with
        a value that is not finite is the last (every rank stops there). Without `params` a
        step keeps only a parameter that is not finite (what a run reports)."""
        for r in self.runners:
            r.on_event = self._hook
        # an MPI rank limits its BLAS itself, step by step (`mpiranks`)
        blas = contextlib.nullcontext() if self.spread else share(len(self.runners), self.spec.threads)
        with blas as threads:
            for i in range(self.n_steps):
                if threads is not None:
                    threads.update()  # a neighbour may have come or gone
                self.spec.phase(f"step {i + 1}/{self.n_steps}")
                micro = [fd.micro_batches(i, self.k) for fd in self.feeders]
                if self.spread:
                    st = self.ranks.step(i + 1, micro[0], params=params)
                else:
                    st = self.ranks.step(i + 1, micro, params=params)
                error = None
                if st is not None:
                    error = nonfinite(st.results[0]) if len(st.results) == 1 else st.error
                if self.spread:
                    error = self.job.from_root(error)
                yield RunStep(i + 1, st.results if st is not None else None, error)
                if progress is not None and self.root:
                    progress(i + 1, self.n_steps)
                if error:
                    return

    def train(self, progress: Progress | None = None, params: bool = False) -> list[RunStep]:
        """Every step (`steps`), as a list."""
        return list(self.steps(progress, params))

    def shards(self) -> list[Shards] | None:
        """Every rank's sharded names (`Runner.shards`); None on an MPI rank other than 0."""
        return self.ranks.gather_shards() if self.spread else [r.shards for r in self.runners]

    def states(self) -> list[dict[str, Any]] | None:
        """Every rank's state now (host arrays by name); None on an MPI rank other than 0."""
        return self.ranks.gather_states() if self.spread else [r.host_state() for r in self.runners]

    def params(self) -> dict[str, Any] | None:
        """Every rank's parameters now, as one trainer holds them (`multi.whole`: sharded ones
        put together); None on an MPI rank other than 0."""
        shards = self.shards()
        if self.spread:
            parts = self.ranks.job.gather(self.runners[0].snapshot())
        else:
            parts = [r.snapshot() for r in self.runners]
        return whole(parts, shards) if parts is not None else None

    def runner_notes(self) -> list[Note]:
        """What the runners found while running (state re-shaped, batch dims that are metadata,
        recv values taken from the feeds ...), each once, by the rank's program."""
        return [Note(r.filename or "", n) for r in self.runners for n in r.notes]


def open_run(spec: RunSpec) -> Run:
    """Read, check and start the run `spec` describes (see the module docstring); PirError
    (located where the input is to blame) for anything that cannot be what was meant."""
    n = len(spec.programs)
    if n == 0:
        raise RunnerError("nothing to run: no program")
    if spec.plan is not None and n > 1:
        raise RunnerError("BACKWARD OPTIMIZE sub-programs go with one forward program, not several ranks")
    if spec.seed < 0:
        raise RunnerError(f"the seed must be at least 0, not {spec.seed} (numpy's generators take no negative seed)")
    job: InProcessJob | MpiRankJob = InProcessJob(n) if spec.launcher == "threads" else rank_job(n)
    run = Run(spec, job)
    local = run.local
    inputs = {i: located(functools.partial(_read_rank, spec, i), None) for i in local}
    claims = job.every([located(functools.partial(claim_k, inputs[i], run.notes), inputs[i].name) for i in local])
    run.k = agreed(job, lambda: resolve_k(claims, spec.k, run.notes))
    xp = get_xp(spec.backend)
    run.runners = [_runner(spec, inputs[i], i, run.k, xp, n) for i in local]
    ranks_jobs = [
        (inputs[i].plan.jobs if inputs[i].plan is not None else None, r.has_loss, inputs[i].name)
        for i, r in zip(local, run.runners, strict=True)
    ]
    mispaired = pairing_error(job.every(ranks_jobs), run.k)
    if mispaired is not None:
        raise mispaired
    starts = per_rank(spec.startups, n, "startup_opt")
    read: dict[Any, tuple[Program, str]] = {}
    for i in local:
        s = starts[i]
        if s is not None and key(s) not in read:
            if not isinstance(s, Program):
                spec.phase(f"reading {s}")
            read[key(s)] = (s, "<startup>") if isinstance(s, Program) else (read_program(s, spec.reader), str(s))
    run.ranks = job.ranks(
        run.runners, [read[key(starts[i])] if starts[i] is not None else None for i in local], timeout=spec.timeout
    )
    run.ranks.threads = spec.threads
    if any(starts[i] is not None for i in local):
        spec.phase("running the startup" + ("s" if len(local) > 1 else ""))
    run.ranks.run_startups()
    if spec.zero_fill:
        for r in run.runners:
            filled = located(r.zero_fill_kwargs, r.filename)
            if filled:
                more = " ..." if len(filled) > 4 else ""
                run.notes.append(
                    Note(
                        r.filename or "",
                        f"zero-filled {len(filled)} kwarg(s) that no startup program makes: {', '.join(filled[:4])}{more}",
                    )
                )
    spec.phase("loading parameters and feeds")
    load_params(run)
    check_loss(run)
    feed(run)
    return run


def _read_rank(spec: RunSpec, i: int) -> RankInput:
    src = spec.programs[i]
    if not isinstance(src, Program | Plan):
        spec.phase(f"reading {src}")
    return read_rank(src, spec.plan, spec.reader)


def _runner(spec: RunSpec, inp: RankInput, i: int, k: int, xp: Any, n: int) -> Runner:
    kw = dict(
        xp=xp,
        seed=spec.seed + i,
        filename=inp.name,
        loss_name=spec.fetch,
        interpreter_cls=spec.interpreter,
        rank=i,
        free_values=True,  # a run holds only the values still to be read (`liveness`)
    )

    def make() -> Runner:
        if inp.triple is not None:
            return JobPlanRunner.from_plan(triple_plan(*inp.triple, k, inp.triple_files), **kw)
        if inp.plan is not None:
            r = JobPlanRunner.from_plan(inp.plan, **kw)
            if inp.plan.dist is not None and n > 1:
                r.hold_shards(inp.plan.dist, i)  # the process id of rank i is i
            return r
        assert inp.program is not None
        return Runner(inp.program, **kw)

    r = located(make, inp.name)
    r.interp.stat_rows = spec.stat_rows
    return r


def train(spec: RunSpec, progress: Progress | None = None, on_event: EventHook | None = None) -> Iterator[RunStep]:
    """`open_run(spec)`, then its steps one at a time (`Run.steps`)."""
    run = open_run(spec)
    run.on_event = on_event
    yield from run.steps(progress)
