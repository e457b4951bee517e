"""Where a job's ranks run: all in this process (threads), or one per process of an MPI launch.

`rank_job(n)` answers for a job of `n` rank programs: outside a launcher (or in a launch of one
process) an `InProcessJob`, which runs every rank here (`multi.Ranks`); under `mpiexec`/`srun`
with several processes the `comm.mpi.MpiJob` of this process, which runs the rank whose index is
its MPI rank (`mpiranks.MpiRanks`); a launch of a different number of processes than programs is
an error before anything runs. Both offer what a front end needs to drive either alike: the
ranks this process runs (`local`), whether it reports (`root`), a value agreed from rank 0, a
minimum over the ranks, every rank's value (`every`), and `agree` on the exit code.

May import `multi`, `mpiranks`, `comm` and the layers below them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..ir import Program
from .comm import mpi
from .errors import RunError
from .multi import Ranks
from .training import Runner


class InProcessJob:
    """Every rank in this process."""

    root = True
    rank = 0

    def __init__(self, size: int) -> None:
        self.size = size

    @property
    def local(self) -> list[int]:
        return list(range(self.size))

    def from_root(self, value: Any) -> Any:
        return value

    def minimum(self, value: Any) -> Any:
        return value

    def every(self, values: list[Any]) -> list[Any]:
        """Every rank's value, in rank order, from this process's `values` (one per local rank)."""
        return list(values)

    def agree(self, code: int) -> int:
        return code

    def ranks(self, runners: list[Runner], startups: list[tuple[Program, str] | None], timeout: float = 300.0) -> Ranks:
        return Ranks(runners, startups, timeout=timeout)


class MpiRankJob:
    """This process's rank of an MPI job of `size` ranks."""

    def __init__(self, job: mpi.MpiJob) -> None:
        self.job = job
        self.size = job.size
        self.rank = job.rank
        self.root = job.root

    @property
    def local(self) -> list[int]:
        return [self.job.rank]

    def from_root(self, value: Any) -> Any:
        return self.job.from_root(value)

    def minimum(self, value: Any) -> Any:
        return self.job.minimum(value)

    def every(self, values: list[Any]) -> list[Any]:
        """Every rank's value, in rank order, from this process's `values` (its one rank's)."""
        return list(self.job.allgather(values[0]))

    def agree(self, code: int) -> int:
        """Rank 0's exit code, on every rank; after it the job may end without aborting."""
        code = int(self.job.from_root(code))
        self.job.finished = True
        return code

    def ranks(self, runners: list[Runner], startups: list[tuple[Program, str] | None], timeout: float = 300.0) -> Any:
        from .mpiranks import MpiRanks

        return MpiRanks(self.job, runners[0], startups[0], timeout=timeout)


def rank_job(n: int, environ: Mapping[str, str] | None = None) -> InProcessJob | MpiRankJob:
    """The job of `n` rank programs as this process takes part in it (see the module docstring)."""
    if not mpi.launched(environ):
        return InProcessJob(n)
    job = mpi.MpiJob.join()
    if job.size == 1:
        return InProcessJob(n)
    if job.size != n:
        job.finished = True  # every process sees it: no need to abort the others
        err = RunError(
            f"the launcher started {job.size} processes for {n} rank program(s): start one process per rank program"
        )
        err.quiet = not job.root  # said once, by rank 0
        raise err
    return MpiRankJob(job)
