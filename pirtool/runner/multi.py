"""Several rank programs in one process: one `Runner` per rank, each in its own thread, in lock
step through their collectives.

* Rank i is the i-th program. A collective op (`all_reduce`, `c_allreduce_*`, `all_gather`,
  `reduce_scatter`, `c_broadcast`, ...) with `ring_id` R is a rendezvous of the ranks whose
  programs use ring R (found by scanning every program); the n-th collective of a rank on ring R
  meets the n-th collective of the others on R. `dist_op.reshard` of a Partial value meets the
  ranks of its mesh (`process_ids`).
* `send_v2` / `p_send` put a copy of the value on the channel (src, dst, ring_id); `recv_v2` /
  `p_recv` take the oldest value of (peer, self, ring_id), waiting for it.
* `peer` of a p2p op is the index of the other rank in the ring's two-rank group: the ring
  member that is not the rank itself (Paddle makes one group `[src, dst]` per p2p pair, in that
  order, so it is not the sorted member list).
* A rank that fails, or finishes while another waits for it, makes the waiting ranks fail with
  a message naming the op. When every rank still running waits and nothing has arrived since
  each of them last looked, no one can proceed: that deadlock is reported at once, with each
  rank's pending op and line. A rendezvous waits at most `timeout` seconds in any case.

`Ranks` is the whole job: it connects the rank runners, runs their startups together, loads
parameter values into each and trains them in lock step, one `RankStep` per optimizer step
(`step`: every rank's step in its thread, then the next).

May import `training` and the layers below it; nothing above (session, checkloss).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import PirError
from ..ir import Program
from .blas import share
from .comm.base import ring_members
from .comm.threads import ThreadComm, World, run_ranks
from .feeding import Feeder, unclaimed
from .training import Runner, StepResult, nonfinite


def connect(runners: list[Any], startups: list[Program] | None = None, timeout: float = 300.0) -> World:
    """A `World` for `runners` (rank i = runners[i]); gives each interpreter its `Comm`."""
    # a startup's ring ids belong to its rank: rank i's startup is startups[i] (or the shared one)
    rings: dict[int, tuple[int, ...]] = {}
    for i, r in enumerate(runners):  # a plan's rank runs several programs (its jobs)
        for p in r.programs_run():
            for rid in ring_members([p]):
                rings[rid] = tuple(sorted({*rings.get(rid, ()), i}))
    if startups:
        for i in range(len(runners)):
            s = startups[i] if len(startups) == len(runners) else startups[0]
            for rid in ring_members([s]):
                rings[rid] = tuple(sorted({*rings.get(rid, ()), i}))
    world = World(len(runners), rings, timeout=timeout)
    for i, r in enumerate(runners):
        r.interp.comm = ThreadComm(world, i, r.interp.xp)
    return world


@dataclass
class RankStep:
    """One optimizer step of every rank (`results[i]` is rank i's)."""

    step: int
    results: list[StepResult]

    @property
    def losses(self) -> list[float]:
        return [r.loss for r in self.results]

    @property
    def loss(self) -> float:
        """The mean micro-batch loss of the ranks that compute one (in a pipeline, the last
        stage's); nan when none does (see `has_loss`)."""
        losses = [r.loss for r in self.results if r.micro]
        return sum(losses) / len(losses) if losses else float("nan")

    @property
    def has_loss(self) -> bool:
        return any(r.micro for r in self.results)

    def merged(self, shards: list[Shards] | None = None) -> StepResult:
        """The step as one trainer's: per micro-batch the mean loss of the ranks that compute
        one, and every rank's parameters (the first rank holding a name wins; with the ranks'
        `shards` (`Runner.shards`), a parameter they hold sharded is put together from every
        rank's shard)."""
        losing = [r.micro for r in self.results if r.micro]
        micro = [sum(m[j] for m in losing) / len(losing) for j in range(min(map(len, losing)))] if losing else []
        return StepResult(self.step, micro, whole([r.params for r in self.results], shards))

    @property
    def error(self) -> str | None:
        """`rank I: loss is nan` (`schedule.nonfinite`) for the first rank with a non-finite value."""
        return next((f"rank {i}: {m}" for i, r in enumerate(self.results) if (m := nonfinite(r))), None)


#: What `Runner.shards` holds: name -> (global shape, the part this rank holds).
Shards = dict[str, tuple[tuple[int, ...], tuple[slice, ...]]]


def whole(parts: list[dict[str, Any]], shards: list[Shards] | None = None) -> dict[str, Any]:
    """Name -> value of the ranks' arrays `parts` (rank i's at [i]) as one trainer holds them: the
    first rank holding a name wins, except that a name rank i holds sharded (`shards[i]`, from
    `Runner.hold_shards`) is every rank's shard written into its place in the global value."""
    out: dict[str, Any] = {}
    for i, arrays in enumerate(parts):
        for name, a in arrays.items():
            held = shards[i].get(name) if shards is not None else None
            if held is None:
                out.setdefault(name, a)
                continue
            if name not in out or tuple(out[name].shape) != held[0]:
                out[name] = np.zeros(held[0], dtype=np.asarray(a).dtype)
            out[name][held[1]] = np.asarray(Runner.host(a))
    return out


class Ranks:
    """The rank runners of one job (rank i = `runners[i]`), connected through one `World`.
    `startups[i]` is rank i's startup program with its file name, or None."""

    #: numpy's BLAS threads per rank (None: `blas`'s rule)
    threads: int | None = None

    def __init__(
        self,
        runners: list[Runner],
        startups: list[tuple[Program, str] | None] | None = None,
        timeout: float = 300.0,
    ) -> None:
        self.runners = runners
        self.startups = list(startups) if startups else [None] * len(runners)
        progs = [s[0] for s in self.startups if s is not None]
        # one rank alone has no world: its collectives act on it alone, its recv reads the feeds
        self.world = (
            connect(runners, progs if all(s is not None for s in self.startups) else None, timeout)
            if len(runners) > 1
            else None
        )

    def run_startups(self) -> None:
        """Run every rank's startup at once (their collectives meet); errors name the rank's program."""

        def startup(i: int) -> None:
            s = self.startups[i]
            if s is not None:
                try:
                    self.runners[i].run_startup(s[0], filename=s[1])
                except PirError as e:
                    raise e.located(self.runners[i].filename) from None

        with share(len(self.runners), self.threads):
            self._all([lambda i=i: startup(i) for i in range(len(self.runners))])

    def _all(self, fns: list[Any]) -> list[Any]:
        """`fns[i]()` for every rank i at once (in threads; one rank in this thread)."""
        if self.world is None:
            return [fn() for fn in fns]
        try:
            return run_ranks(fns, self.world)
        finally:
            self.world.reset_done()

    def load_params(self, arrays: dict[str, Any] | list[dict[str, Any] | None], shared: bool = False) -> None:
        """`Runner.load_params` on every rank: the same arrays for all, or one dict (or None) per
        rank; `shared`: the arrays are every rank's, each takes its own (`Runner.load_params`).
        Errors name the rank's program."""
        per_rank = arrays if isinstance(arrays, list) else [arrays] * len(self.runners)
        shared = shared or not isinstance(arrays, list)
        for r, a in zip(self.runners, per_rank, strict=True):
            if a is None:
                continue
            try:
                r.load_params(a, shared=shared)
            except PirError as e:
                raise e.located(r.filename) from None
        if shared and not isinstance(arrays, list):
            unclaimed([r.unmatched_params for r in self.runners])

    def step(self, index: int, micro_feeds: list[list[dict[str, Any]]], params: bool = True) -> RankStep:
        """Optimizer step `index` (1-based) of every rank at once, each in its thread, rank i on
        its micro-batches `micro_feeds[i]`; `params` as `Runner.step`'s."""
        fns = [
            (lambda r=r, f=f: r.step(f, index, params=params)) for r, f in zip(self.runners, micro_feeds, strict=True)
        ]
        with np.errstate(all="ignore"):  # nan/inf are reported per step, not as warnings
            results = self._all(fns)
        for r in self.runners:
            r.event("step_end", index)
        return RankStep(index, results)

    def train(
        self, feeds: list[dict[str, Any]], k: int, b: int, steps: int, progress: Any = None, params: bool = True
    ) -> list[RankStep]:
        """`steps` optimizer steps on every rank at once, micro-step j of step i on rows
        (i*k+j)*b ... +b of rank i's `feeds[i]`; `progress(done, steps)` after each step; without
        `params`, only non-finite parameters are kept (`Runner.train`)."""
        feeders = [Feeder(f, b) for f in feeds]
        out = []
        with share(len(self.runners), self.threads):
            for i in range(steps):
                out.append(self.step(i + 1, [fd.micro_batches(i, k) for fd in feeders], params=params))
                if progress is not None:
                    progress(i + 1, steps)
        return out
