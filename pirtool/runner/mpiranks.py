"""A job's ranks as MPI processes: this process runs one rank (its MPI rank), as `multi.Ranks`
runs all of them in threads, and offers the same steps (startups, parameters, one optimizer step
at a time) so that a front end drives both alike (`launch.rank_job`, `session.open_run`).

The rank's runner gets a communicator made from the rings and reshard meshes of its own
programs: a `comm.mpi.MpiComm`, or when the runner's arrays are CuPy's (one process per GPU) a
`comm.nccl.NcclComm`, which moves device arrays with NCCL and keeps MPI for the rest (the choice
is `comm_backend`; a caller may name it); each phase (the startups, every optimizer step) ends
with `MpiJob.end_phase`, so that a rank waiting for a peer that already ended it fails at once
instead of waiting. What a step returns is gathered at rank 0, which alone reports: `step`
gives every rank's `StepResult` there (a `RankStep`, like `Ranks.step`) and None elsewhere.

May import `multi`, `training`, `comm` and the layers below them.
"""

from __future__ import annotations

from typing import Any

from ..errors import PirError
from ..ir import Program
from ..paddle.dist import reshard_all_reduce
from .blas import local_ranks, share
from .comm.base import ring_ids
from .comm.mpi import MpiComm, MpiJob
from .comm.nccl import NcclComm, uses_nccl
from .errors import RunError
from .multi import RankStep, Shards
from .training import Runner, StepResult


def reshard_meshes(programs: list[Program]) -> set[tuple[int, ...]]:
    """The process ids of every Partial reshard of `programs` that is an all-reduce (what the
    reshard kernel exchanges over)."""
    out: set[tuple[int, ...]] = set()
    for p in programs:
        for op in p.walk():
            if op.name == "dist_op.reshard" and op.operands and op.operands[0] is not None and op.results:
                ar = reshard_all_reduce(op.operands[0].type, op.results[0].type)
                if ar is not None:
                    out.add(ar[0])
    return out


#: Communicator classes by backend name.
BACKENDS: dict[str, type[MpiComm]] = {"mpi": MpiComm, "nccl": NcclComm}


def comm_backend(xp: Any) -> str:
    """The communicator backend for a runner's array module: `nccl` for CuPy, else `mpi`."""
    return "nccl" if uses_nccl(xp) else "mpi"


class MpiRanks:
    """This process's rank of an MPI job: `runner` is rank `job.rank`'s, `startup` its startup
    program with its file name, or None; `backend` (`mpi`, `nccl`) the communicator, by default
    `comm_backend` of the runner's array module."""

    #: numpy's BLAS threads of this rank (None: `blas`'s rule, the ranks on this machine sharing it)
    threads: int | None = None

    def __init__(
        self,
        job: MpiJob,
        runner: Runner,
        startup: tuple[Program, str] | None = None,
        timeout: float = 300.0,
        backend: str | None = None,
    ) -> None:
        self.job = job
        self.runner = runner
        self.runners = [runner]  # the ranks this process runs (`multi.Ranks.runners` has all)
        self.startup = startup
        programs = runner.programs_run() + ([startup[0]] if startup else [])
        ids: set[int] = set()
        for p in programs:
            ids |= ring_ids(p)
        self.backend = backend or comm_backend(runner.interp.xp)
        if self.backend not in BACKENDS:
            raise RunError(f"unknown communicator backend {self.backend!r} ({', '.join(BACKENDS)})")
        self.comm = BACKENDS[self.backend].connect(job, ids, reshard_meshes(programs), runner.interp.xp, timeout)
        runner.interp.comm = self.comm
        self.final_states: list[dict[str, Any]] | None = None
        self.shards: list[Shards] | None = None  # after `train`, at rank 0: `Runner.shards` of every rank

    def run_startups(self) -> None:
        if self.startup is not None:
            try:
                with share(1, self.threads, local=local_ranks(self.job.size)):
                    self.runner.run_startup(self.startup[0], filename=self.startup[1])
            except PirError as e:
                raise e.located(self.runner.filename) from None
        self.job.end_phase()

    def load_params(self, arrays: dict[str, Any] | None, shared: bool = False) -> None:
        """`Runner.load_params` on this rank (nothing without arrays); errors name its program.
        `shared`: the arrays are every rank's (`Runner.load_params`)."""
        if arrays is None:
            return
        try:
            self.runner.load_params(arrays, shared=shared)
        except PirError as e:
            raise e.located(self.runner.filename) from None

    def step(self, index: int, micro_feeds: list[dict[str, Any]], params: bool = False) -> RankStep | None:
        """Optimizer step `index` (1-based) of this rank on its micro-batches, in step with the
        others; every rank's result at rank 0 (None elsewhere): the micro-batch losses, and with
        `params` the parameters (else only a parameter that is not finite, which is what a run
        reports: 8 ranks' parameters after every step would be copied to rank 0)."""
        with share(1, self.threads, local=local_ranks(self.job.size)):  # the ranks on this machine share its cores
            res = self.runner.step(micro_feeds, index, params=params)
        self.job.end_phase()
        self.runner.event("step_end", index)
        for n in self.comm.notes:
            self.runner.add_note(n)
        self.comm.notes.clear()
        gathered = self.job.gather((res.step, res.micro, res.params))
        if gathered is None:
            return None
        return RankStep(index, [StepResult(*r) for r in gathered])

    def gather_shards(self) -> list[Shards] | None:
        """Every rank's `Runner.shards`, at rank 0 (None elsewhere)."""
        return self.job.gather(self.runner.shards)

    def gather_states(self) -> list[dict[str, Any]] | None:
        """Every rank's final state (host arrays by name), at rank 0 (None elsewhere)."""
        return self.job.gather(self.runner.host_state())
