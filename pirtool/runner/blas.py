"""How many threads numpy's BLAS may use: the cores free to this process, shared by its ranks.

OpenBLAS (numpy's BLAS) runs each matmul on as many threads as the machine has cores, splits
the work evenly and makes the threads wait for each other, spinning, at the end of each call.
A matmul is therefore as slow as its slowest thread: a thread whose core is also wanted by
another process (a CI neighbour, Paddle's own threads, a second rank) gets half of it, and the
whole call waits for it while the other threads spin. Measured on a 2-core machine with one
CPU-bound neighbour, a step of a 12-layer transformer took 38.2 s with 2 BLAS threads and 5.2 s
with one; on an idle machine 2 threads are ~1.8x faster than one. Too many threads costs up to
an order of magnitude, too few at most the number of threads: so a BLAS thread is started only
for a core that is really free.

The rule (`choose`): the cores this process may run on (`os.sched_getaffinity`, capped by a
cgroup CPU quota), minus the CPU time other processes used on them over the last sampling
window (`/proc/stat`'s busy time of those cores less this process's own CPU time, so our own
parsing or a previous step does not count against us); a core counts as free when others used
less than a quarter of it (rounding down `free + 0.25`). The free cores are shared evenly by the
ranks computing in this process, and a rank of a launch with several processes on this machine
takes at most its share of the cores (`local_ranks`). At least one thread. The load is sampled,
not taken from `os.getloadavg`: the 1-minute average lags a neighbour by a minute and counts
our own threads. Where `/proc/stat` is missing (not Linux), the cores are the affinity's and
the load average (less our own running threads' one) stands in for the busy time.

`share(n, threads)` applies the rule while a block runs (`threads` given: that many, no
measuring); `Share.update()` re-applies it between steps (at most once a second), so a run
follows a neighbour that comes or goes. threadpoolctl does the limiting; without it (or
without a BLAS it knows) nothing is limited.

May import the standard library only.
"""

from __future__ import annotations

import contextlib
import math
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

#: Environment variables launchers set to the number of ranks on this node.
LOCAL_SIZE_VARS = ("MPI_LOCALNRANKS", "OMPI_COMM_WORLD_LOCAL_SIZE", "SLURM_NTASKS_PER_NODE", "MPI_LOCAL_NRANKS")
#: Others' use of a core (fraction) below which it still counts as free.
FREE_SLACK = 0.25
#: Shortest window the busy time is sampled over. A reading asked for sooner reuses the busy
#: time of the window that just ended (runs in quick succession — reduce's candidates,
#: check-loss's two sides — would otherwise each wait a window out); the first one waits.
MIN_WINDOW = 0.05
#: `Share.update` re-measures at most this often (seconds).
UPDATE_EVERY = 1.0


def local_ranks(default: int = 1) -> int:
    """How many ranks of the launch share this machine (the launcher's word, else `default`)."""
    for var in LOCAL_SIZE_VARS:
        v = os.environ.get(var, "").split("(")[0]
        if v.isdigit() and int(v) > 0:
            return int(v)
    return default


def cpus() -> list[int]:
    """The CPUs this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return sorted(os.sched_getaffinity(0))
    return list(range(os.cpu_count() or 1))


def quota_cores(path: str = "/sys/fs/cgroup/cpu.max") -> float | None:
    """The cgroup (v2) CPU quota in cores (`cpu.max`: `quota period`), None without one."""
    try:
        with open(path) as f:
            quota, period = f.read().split()[:2]
    except (OSError, ValueError):
        return None
    if quota == "max":
        return None
    try:
        return max(float(quota) / float(period), 0.0)
    except (ValueError, ZeroDivisionError):
        return None


@dataclass(frozen=True)
class Sample:
    """A reading of the clock, of the busy time of the CPUs we may use, and of our CPU time."""

    wall: float
    busy: float | None  # seconds the CPUs spent busy (None: no /proc/stat)
    own: float  # seconds of CPU this process used, every thread

    @staticmethod
    def take(which: list[int] | None = None) -> Sample:
        t = os.times()
        return Sample(time.monotonic(), _busy_seconds(which if which is not None else cpus()), t.user + t.system)


def _busy_seconds(which: list[int], path: str = "/proc/stat") -> float | None:
    """Busy seconds (user, nice, system, irq, softirq, steal) of CPUs `which`, from `/proc/stat`."""
    want = {f"cpu{i}" for i in which}
    hz = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    total = 0
    try:
        with open(path) as f:
            for line in f:
                if not line.startswith("cpu"):
                    break
                parts = line.split()
                if parts[0] in want:
                    v = [int(x) for x in parts[1:9]]
                    total += v[0] + v[1] + v[2] + v[5] + v[6] + v[7]
    except (OSError, ValueError, IndexError):
        return None
    return total / hz


def others_busy(before: Sample, after: Sample) -> float | None:
    """Cores' worth of CPU other processes used between two samples (None without /proc/stat)."""
    dt = after.wall - before.wall
    if before.busy is None or after.busy is None or dt <= 0:
        return None
    return max(0.0, (after.busy - before.busy - (after.own - before.own)) / dt)


def _own_running_threads() -> int:
    try:
        n = 0
        for tid in os.listdir("/proc/self/task"):
            with open(f"/proc/self/task/{tid}/stat") as f:
                n += f.read().rsplit(")", 1)[1].split()[0] == "R"
        return n
    except OSError:
        return 1


def choose(ranks: int = 1, busy: float | None = None, local: int | None = None) -> int:
    """BLAS threads per rank for `ranks` ranks computing in this process, others using `busy`
    cores (None: the load average stands in), `local` rank processes of a launch on this
    machine (default: the launcher's word). See the module docstring for why."""
    cores = float(len(cpus()))
    q = quota_cores()
    if q is not None:
        cores = min(cores, max(1.0, q))
    if busy is None:
        try:
            busy = max(0.0, os.getloadavg()[0] - _own_running_threads())
        except OSError:
            busy = 0.0
    free = math.floor(max(0.0, cores - busy) + FREE_SLACK)
    share = int(cores) // max(1, local if local is not None else local_ranks())
    return max(1, min(free // max(1, ranks), share))


def threads_for(n: int) -> int:
    """BLAS threads per rank when `n` ranks compute at once on this machine, by the load now
    (sampled over `MIN_WINDOW`)."""
    return Share(n).measure()


class Share:
    """The BLAS thread limit of `n` ranks computing in this process: a fixed `threads`, or the
    rule of the module docstring, measured since the last reading (the module's import for the
    first one) and re-applied by `update`."""

    _last: Sample | None = None  # the latest reading, shared by every Share: its window ends at the next
    _busy: float | None = None  # others' busy cores over the window that `_last` ended
    _measured = False  # `_busy` is a reading (None may be one: no /proc/stat)

    def __init__(self, n: int = 1, threads: int | None = None, local: int | None = None) -> None:
        if threads is not None and threads < 1:
            raise ValueError(f"BLAS threads must be at least 1, not {threads}")
        self.n = max(1, n)
        self.local = local
        self.fixed = threads
        self.threads: int | None = None  # the limit applied now
        self._ctl: Any = None
        self._limit: Any = None
        self._at = 0.0

    def measure(self) -> int:
        """The thread count the rule gives now (waits out a window shorter than `MIN_WINDOW`)."""
        if self.fixed is not None:
            return self.fixed
        which = cpus()
        last = Share._last or _IMPORTED
        since = time.monotonic() - last.wall
        if since < MIN_WINDOW:
            if Share._measured:
                return choose(self.n, Share._busy, self.local)
            time.sleep(MIN_WINDOW - since)
        now = Sample.take(which)
        Share._last, Share._busy, Share._measured = now, others_busy(last, now), True
        return choose(self.n, Share._busy, self.local)

    def apply(self, threads: int) -> None:
        if threads == self.threads:
            return
        if self._ctl is None:
            try:
                from threadpoolctl import ThreadpoolController
            except ImportError:
                self.threads = threads
                return
            self._ctl = ThreadpoolController()
        self._release()
        self._limit = self._ctl.limit(limits=threads, user_api="blas")
        self.threads = threads

    def update(self, force: bool = False) -> int | None:
        """Re-apply the rule if a second has passed since it was last applied (or `force`);
        the thread count applied."""
        if self.fixed is not None and self.threads is not None:
            return self.threads
        now = time.monotonic()
        if force or self.threads is None or now - self._at >= UPDATE_EVERY:
            self._at = now
            self.apply(self.measure())
        return self.threads

    def _release(self) -> None:
        if self._limit is not None:
            self._limit.restore_original_limits()
            self._limit = None

    def close(self) -> None:
        self._release()
        self.threads = None


_IMPORTED = Sample.take()


@contextlib.contextmanager
def share(n: int, threads: int | None = None, local: int | None = None) -> Iterator[Share]:
    """Limit numpy's BLAS to `threads`, or to its share of the free cores for `n` ranks in this
    process (one of `local` rank processes on this machine: default the launcher's word), while
    the block runs; the `Share` it yields re-applies the rule on `update()`."""
    s = Share(n, threads, local)
    s.update(force=True)
    try:
        yield s
    finally:
        s.close()
