"""The in-process backend: every rank a thread of this process, in lock step through a
`World` of rendezvous and channels (what `pirtool run` does with several rank programs and no
launcher).

* A collective with `ring_id` R is a rendezvous of the ranks whose programs use ring R; the
  n-th collective of a rank on R meets the n-th collective of the others on R. A Partial
  reshard meets the ranks of its mesh (`process_ids`).
* `send` puts a copy of the value on the channel (src, dst, ring_id) and never blocks; `recv`
  takes the oldest value of (peer, self, ring_id), waiting for it.
* A rank that fails, or finishes while another waits for it, makes the waiting ranks fail with
  a message naming the op. When every rank still running waits and nothing has arrived since
  each of them last looked, no one can proceed: that deadlock is reported at once, with each
  rank's pending op and line. A rendezvous waits at most `timeout` seconds in any case.

May import `.base` and `..errors`.
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Any

from ..errors import RunError
from .base import ExchangeComm, describe


class World:
    """The rendezvous and channels shared by the rank interpreters."""

    def __init__(self, nranks: int, rings: dict[int, tuple[int, ...]], timeout: float = 300.0) -> None:
        self.nranks = nranks
        self.rings = rings
        self.timeout = timeout
        self.cv = threading.Condition()
        self.seq: dict[tuple[int, Any], int] = {}
        self.slots: dict[tuple[Any, int], dict[int, Any]] = {}
        self.reads: dict[tuple[Any, int], int] = {}
        self.channels: dict[tuple[int, int, int], deque[Any]] = {}
        self.done: set[int] = set()
        self.failed: int | None = None
        self.version = 0  # counts arrivals (values sent, exchange contributions, finished ranks)
        self.waiting: dict[int, tuple[str, int]] = {}  # rank -> (what it waits in, version it saw)
        self.deadlock: str | None = None

    def _check(self, what: str, waiting_for: list[int]) -> None:
        if self.deadlock is not None:
            raise RunError(self.deadlock)
        if self.failed is not None:
            raise RunError(f"{what}: rank {self.failed} failed")
        gone = [r for r in waiting_for if r in self.done]
        if gone:
            raise RunError(f"{what}: rank {gone[0]} finished without joining it")

    def _wait(self, rank: int, what: str) -> bool:
        """Wait for an arrival (with `cv` held); False on timeout. Raises RunError when every
        running rank waits and none can be woken (a deadlock)."""
        self.waiting[rank] = (what, self.version)
        running = [r for r in range(self.nranks) if r not in self.done]
        if all(r in self.waiting and self.waiting[r][1] == self.version for r in running):
            pending = "; ".join(f"rank {r} waits in {self.waiting[r][0]}" for r in sorted(self.waiting))
            self.deadlock = f"deadlock: every rank waits and none can proceed: {pending}"
            self.cv.notify_all()
            raise RunError(self.deadlock)
        try:
            return self.cv.wait(self.timeout)
        finally:
            self.waiting.pop(rank, None)

    def _arrived(self) -> None:
        self.version += 1
        self.cv.notify_all()

    def exchange(self, group: Any, members: tuple[int, ...], rank: int, value: Any, what: str) -> list[Any]:
        """Every member's value (in member order), once all members of `group` arrived."""
        if members == (rank,):
            return [value]
        with self.cv:
            n = self.seq.get((rank, group), 0)
            self.seq[(rank, group)] = n + 1
            key = (group, n)
            slot = self.slots.setdefault(key, {})
            slot[rank] = value
            self._arrived()
            while len(slot) < len(members):
                self._check(f"{what} (#{n + 1} on {describe(group)})", [m for m in members if m not in slot])
                if not self._wait(
                    rank,
                    f"{what} (#{n + 1} on {describe(group)}, waiting for rank(s) {[m for m in members if m not in slot]})",
                ):
                    missing = [m for m in members if m not in slot]
                    raise RunError(f"{what} (#{n + 1} on {describe(group)}): timed out waiting for rank(s) {missing}")
            out = [slot[m] for m in members]
            self.reads[key] = self.reads.get(key, 0) + 1
            if self.reads[key] == len(members):
                del self.slots[key], self.reads[key]
            return out

    def send(self, src: int, dst: int, ring_id: int, value: Any) -> None:
        with self.cv:
            self.channels.setdefault((src, dst, ring_id), deque()).append(value)
            self._arrived()

    def recv(self, src: int, dst: int, ring_id: int, what: str) -> Any:
        with self.cv:
            q = self.channels.setdefault((src, dst, ring_id), deque())
            while not q:
                self._check(f"{what} from rank {src} on ring {ring_id}", [src])
                if not self._wait(dst, f"{what} from rank {src} on ring {ring_id}"):
                    raise RunError(f"{what}: timed out waiting for rank {src} on ring {ring_id}")
            return q.popleft()

    def reset_done(self) -> None:
        """Forget which ranks finished (before the ranks run the next program together)."""
        with self.cv:
            self.done.clear()

    def finish(self, rank: int, failed: bool = False) -> None:
        with self.cv:
            self.done.add(rank)
            if failed and self.failed is None:
                self.failed = rank
            self._arrived()


class ThreadComm(ExchangeComm):
    """One rank's view of the `World` (what a comm kernel sees as `ctx.comm`)."""

    def __init__(self, world: World, rank: int, xp: Any = None) -> None:
        super().__init__(rank, world.rings, xp)
        self.world = world

    def exchange(self, key: Any, members: tuple[int, ...], value: Any, what: str) -> list[Any]:
        return self.world.exchange(key, members, self.rank, value, what)

    def send(self, x: Any, peer: int, ring_id: int) -> None:
        self.world.send(self.rank, peer, ring_id, x.copy())

    def recv(self, peer: int, ring_id: int, what: str) -> Any:
        return self.world.recv(peer, self.rank, ring_id, what)


def run_ranks(fns: list[Any], world: World) -> list[Any]:
    """Run `fns[i]()` for rank i in threads; return their results, re-raising the first failure
    (the rank that failed first, not the ranks that failed because of it)."""
    results: list[Any] = [None] * len(fns)
    errors: dict[int, BaseException] = {}
    first: list[int] = []

    def body(i: int) -> None:
        try:
            results[i] = fns[i]()
            world.finish(i)
        except BaseException as e:  # noqa: BLE001 - re-raised in the caller's thread
            with world.cv:
                errors[i] = e
                if not first:
                    first.append(i)
            world.finish(i, failed=True)

    threads = [threading.Thread(target=body, args=(i,), name=f"rank{i}", daemon=True) for i in range(len(fns))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[first[0]]
    return results
