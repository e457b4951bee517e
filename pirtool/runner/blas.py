"""How many threads numpy's BLAS may use while several ranks compute on one machine.

OpenBLAS (numpy's BLAS) runs each matmul on as many threads as the machine has cores, and its
threads spin while they wait. Eight ranks in threads of one process, or eight rank processes on
a 2-core machine, then each start 2 BLAS threads per matmul: 16 spinning threads on 2 cores, and
a data-parallel step that takes 0.1 s with one BLAS thread per rank takes over a second. So
while ranks run, each gets its share of the cores (at least one thread): `share(n)` is a
context manager for `n` ranks computing at once on this machine. It uses threadpoolctl; without
it (or without a BLAS it knows) it does nothing.

May import the standard library only.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

#: Environment variables launchers set to the number of ranks on this node.
LOCAL_SIZE_VARS = ("MPI_LOCALNRANKS", "OMPI_COMM_WORLD_LOCAL_SIZE", "SLURM_NTASKS_PER_NODE", "MPI_LOCAL_NRANKS")


def local_ranks(default: int = 1) -> int:
    """How many ranks of the launch share this machine (the launcher's word, else `default`)."""
    for var in LOCAL_SIZE_VARS:
        v = os.environ.get(var, "").split("(")[0]
        if v.isdigit() and int(v) > 0:
            return int(v)
    return default


def threads_for(n: int) -> int:
    """BLAS threads per rank when `n` ranks compute at once on this machine."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, cores // max(1, n))


@contextlib.contextmanager
def share(n: int) -> Iterator[None]:
    """Limit numpy's BLAS to its share of the cores for `n` ranks while the block runs."""
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:
        yield
        return
    with threadpool_limits(limits=threads_for(n), user_api="blas"):
        yield
