"""A job's ranks as MPI processes: this process runs one rank (its MPI rank), as `multi.Ranks`
runs all of them in threads, and offers the same steps (startups, parameters, training) so that
a front end drives both alike (`launch.rank_job`).

The rank's runner gets a communicator made from the rings and reshard meshes of its own
programs: a `comm.mpi.MpiComm`, or when the runner's arrays are CuPy's (one process per GPU) a
`comm.nccl.NcclComm`, which moves device arrays with NCCL and keeps MPI for the rest (the choice
is `comm_backend`; a caller may name it); each step (startups, training) ends with `MpiJob.end_phase`, so that a rank waiting for
a peer that already ended it fails at once instead of waiting. What training returns is gathered
at rank 0, which alone reports: `train` gives every rank's `StepResult`s there (as `RankStep`s,
like `Ranks.train`) and None elsewhere.

May import `multi`, `schedule`, `comm` and the layers below them.
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
from .multi import RankStep, Shards, whole
from .schedule import Runner, StepResult


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
                with share(local_ranks(self.job.size)):
                    self.runner.run_startup(self.startup[0], filename=self.startup[1])
            except PirError as e:
                raise e.located(self.runner.filename) from None
        self.job.end_phase()

    def load_params(self, arrays: dict[str, Any] | None) -> None:
        """`Runner.load_params` on this rank (nothing without arrays); errors name its program."""
        if arrays is None:
            return
        try:
            self.runner.load_params(arrays)
        except PirError as e:
            raise e.located(self.runner.filename) from None

    def train(
        self,
        feeds: dict[str, Any],
        k: int,
        b: int,
        steps: int,
        progress: Any = None,
        states: bool = False,
        params: bool = False,
    ) -> list[RankStep] | None:
        """`steps` optimizer steps of this rank, in step with the others; every rank's results at
        rank 0 (None elsewhere): the micro-batch losses, and with `params` the parameters after
        every step (else only a parameter that is not finite, which is what a run reports:
        `Runner.train`; 8 ranks' parameters after every step would be copied to rank 0).
        With `states`, rank 0 also gets every rank's final state (`final_states`, host arrays
        by name)."""
        with share(local_ranks(self.job.size)):  # the ranks on this machine share its cores
            res = self.runner.train(feeds, k, b, steps, progress=progress if self.job.root else None, params=params)
        self.job.end_phase()
        for n in self.comm.notes:
            self.runner.add_note(n)
        self.comm.notes.clear()
        gathered = self.job.gather([(s.step, s.micro, s.params) for s in res])
        self.shards = self.job.gather(self.runner.shards)  # every rank's sharded names, at rank 0
        if states:
            self.final_states = self.job.gather(self.runner.host_state())
        if gathered is None:
            return None
        return [RankStep(i + 1, [StepResult(*rank[i]) for rank in gathered]) for i in range(steps)]


class MpiRankGroup:
    """The ranks of an MPI job seen as one trainer, for check-loss at rank 0 (what
    `multi.RankGroup` is for threads): the loss of a step is the mean micro-batch loss of the
    ranks that compute one, the parameters every rank's (the first rank holding a name wins, a
    sharded one put together from every rank's shard). Every rank calls `train`; only rank 0
    gets results."""

    def __init__(self, ranks: MpiRanks) -> None:
        self.ranks = ranks
        self._state: dict[str, Any] = {}

    @property
    def state(self) -> dict[str, Any]:
        return self._state

    def train(self, feeds: dict[str, Any], k: int, b: int, steps: int, progress: Any = None) -> list[StepResult]:
        steps_ = self.ranks.train(feeds, k, b, steps, progress=progress, states=True, params=True)
        if steps_ is None:
            return []
        self._state = whole(self.ranks.final_states or [], self.ranks.shards)
        return [st.merged(self.ranks.shards) for st in steps_]
