"""Work counted, not timed: how the suite checks that a command or pass stays linear.

A wall-clock bound fails on a loaded machine (this 2-core VM swings 2x, more when several test
runs share it) and passes a quadratic algorithm on a fast one. The number of function calls a
piece of code makes (Python functions and builtins, as cProfile counts them) is the same on
every machine and under any load, so the suite compares counts: the same work on an input k
times as big must make at most about k times the calls. A quadratic loop of Python calls shows
as k^2. What a count cannot see is a builtin that is itself slow on big input (`list.insert(0, x)`
on a long list, `x in some_list`): each is one call. The timings live in `bench/`.
"""

from __future__ import annotations

import cProfile
import pstats
from collections.abc import Callable

from pirtool.caches import clear_caches


def calls(fn: Callable[[], object]) -> int:
    """The function calls `fn()` makes, process-wide caches emptied first (so two inputs are
    counted alike, neither warmed by the other)."""
    clear_caches()
    prof = cProfile.Profile()
    prof.enable()
    try:
        fn()
    finally:
        prof.disable()
    return pstats.Stats(prof).total_calls


def assert_linear(
    work: Callable[[int], Callable[[], object]], n: int, factor: int = 4, slack: float = 1.15
) -> tuple[int, int]:
    """`work(size)` prepares an input of `size` and returns the call to count on it; the count
    at `factor * n` must be at most `slack * factor` times the count at `n` (linear work is
    about `factor` times, quadratic `factor ** 2`). Returns both counts."""
    small = calls(work(n))
    big = calls(work(factor * n))
    assert small > 0
    assert big <= slack * factor * small, f"{factor}x the input made {big / small:.2f}x the calls ({small} -> {big})"
    return small, big
