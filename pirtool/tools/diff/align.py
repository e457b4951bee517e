"""Sequence alignment on integer keys, linear where it can be: common prefix/suffix, patience
anchors (keys unique on both sides, longest increasing run) recursively, then on each gap left
Myers O(ND) within a work budget (`MYERS_WORK` steps: it is quick when the sides are alike), a
bit-parallel LCS (one big-integer operation per key of the shorter side: quick when a side is
short or the gap is small, however unlike the sides are), a greedy pairing past both.

Imports nothing of pirtool: `differ` gives it signatures as integers.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Callable, Sequence
from math import isqrt

MYERS_MAX_D = 4000
#: Myers' work budget: (n + m) * D diagonal steps on a gap of n + m keys.
MYERS_WORK = 2_000_000
#: The bit-parallel LCS keeps one m-bit row per key of the shorter side: n * m bits at most.
BITS_MAX = 1 << 27

# ----------------------------------------------------------------------------------------------
# Sequence alignment on integer keys


def align(a: Sequence[int], b: Sequence[int]) -> list[tuple[int, int]]:
    """Matched index pairs (monotone in both) of two key sequences; an LCS-like alignment."""
    out: list[tuple[int, int]] = []
    _align(a, b, 0, len(a), 0, len(b), out, 0)
    out.sort()
    return out


def _align(
    a: Sequence[int], b: Sequence[int], alo: int, ahi: int, blo: int, bhi: int, out: list[tuple[int, int]], depth: int
) -> None:
    # common prefix / suffix
    while alo < ahi and blo < bhi and a[alo] == b[blo]:
        out.append((alo, blo))
        alo += 1
        blo += 1
    while alo < ahi and blo < bhi and a[ahi - 1] == b[bhi - 1]:
        ahi -= 1
        bhi -= 1
        out.append((ahi, bhi))
    if alo >= ahi or blo >= bhi:
        return
    # patience anchors: keys occurring exactly once on each side
    if depth < 64 and (ahi - alo) * (bhi - blo) > 64:
        ca = Counter(a[alo:ahi])
        cb = Counter(b[blo:bhi])
        posb: dict[int, int] = {}
        for j in range(blo, bhi):
            k = b[j]
            if cb[k] == 1 and ca.get(k) == 1:
                posb[k] = j
        if posb:
            cand = [(i, posb[a[i]]) for i in range(alo, ahi) if a[i] in posb]
            anchors = _lis(cand)
            if anchors:
                pi, pj = alo, blo
                for i, j in anchors:
                    _align(a, b, pi, i, pj, j, out, depth + 1)
                    out.append((i, j))
                    pi, pj = i + 1, j + 1
                _align(a, b, pi, ahi, pj, bhi, out, depth + 1)
                return
    out.extend(_gap(a, b, alo, ahi, blo, bhi))


def _gap(a: Sequence[int], b: Sequence[int], alo: int, ahi: int, blo: int, bhi: int) -> list[tuple[int, int]]:
    """An alignment of a gap with no anchors: Myers while affordable, else bit-parallel LCS, else greedy."""
    n, m = ahi - alo, bhi - blo
    maxd = min(MYERS_MAX_D, MYERS_WORK // max(n + m, 1))
    # Myers needs at least n + m - 2 * (the keys the sides have in common) edits, |n - m| of them:
    # more than it may take, and it would only spend its budget to give up.
    if abs(n - m) <= maxd and n + m - 2 * _common(a[alo:ahi], b[blo:bhi]) <= maxd:
        res = _myers(a, b, alo, ahi, blo, bhi, maxd)
        if res is not None:
            return res
    if n * m <= BITS_MAX:
        return _lcs_bits(a, b, alo, ahi, blo, bhi)
    return _greedy(a, b, alo, ahi, blo, bhi)


def _common(a: Sequence[int], b: Sequence[int]) -> int:
    """How many keys two sequences have in common, counted with multiplicity: a bound on their LCS."""
    ca = Counter(a)
    return sum(min(c, ca[k]) for k, c in Counter(b).items() if k in ca)


def _lcs_bits(a: Sequence[int], b: Sequence[int], alo: int, ahi: int, blo: int, bhi: int) -> list[tuple[int, int]]:
    """A longest common subsequence by Hyyrö's bit-vector recurrence: row i is an m-bit integer
    whose 0 bits are the columns where LCS(a[:i], b[:j]) steps up; O(n * m / 64) word work."""
    if ahi - alo > bhi - blo:  # rows over the shorter side
        return [(i, j) for j, i in _lcs_bits(b, a, blo, bhi, alo, ahi)]
    m = bhi - blo
    full = (1 << m) - 1
    masks: dict[int, int] = {}
    for j in range(m):
        k = b[blo + j]
        masks[k] = masks.get(k, 0) | (1 << j)

    def rows_from(v: int, i: int, count: int) -> list[int]:  # rows i .. i + count - 1, row i is v
        out = [v]
        for x in range(alo + i, alo + i + count - 1):
            u = v & masks.get(a[x], 0)
            v = ((v + u) | (v - u)) & full
            out.append(v)
        return out

    # Every `step`-th row is kept, the rows of the (at most two) blocks the walk back is in are
    # made again from them: memory for 2 sqrt(n) rows, not n (5,820 rows of 14k bits: 10 MB).
    n = ahi - alo
    step = max(1, isqrt(n))
    marks = _marks(rows_from, full, n, step)
    blocks: dict[int, list[int]] = {}

    def row(i: int) -> int:
        s = i - i % step
        blk = blocks.get(s)
        if blk is None:
            if len(blocks) >= 2:
                del blocks[max(blocks)]  # the walk goes back: the later block is done with
            blk = blocks[s] = rows_from(marks[s // step], s, min(step, n + 1 - s))
        return blk[i - s]

    def lcs(i: int, j: int) -> int:  # LCS(a[alo:alo+i], b[blo:blo+j])
        return j - (row(i) & ((1 << j) - 1)).bit_count()

    out: list[tuple[int, int]] = []
    i, j = ahi - alo, m
    cur = lcs(i, j)
    while i > 0 and j > 0 and cur > 0:
        if a[alo + i - 1] == b[blo + j - 1] and lcs(i - 1, j - 1) == cur - 1:
            i, j, cur = i - 1, j - 1, cur - 1
            out.append((alo + i, blo + j))
        elif lcs(i - 1, j) == cur:
            i -= 1
        else:
            j -= 1
    out.reverse()
    return out


def _marks(rows_from: Callable[[int, int, int], list[int]], v: int, n: int, step: int) -> list[int]:
    """Rows 0, step, 2 step, ... of the recurrence, one block at a time."""
    out = [v]
    for i in range(0, n + 1 - step, step):
        v = rows_from(v, i, step + 1)[-1]
        out.append(v)
    return out


def _lis(cand: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Longest run of pairs increasing in the second item (first items already increase)."""
    tails: list[int] = []  # b positions
    tail_idx: list[int] = []
    prev: list[int] = [-1] * len(cand)
    for k, (_, j) in enumerate(cand):
        p = bisect.bisect_left(tails, j)
        if p == len(tails):
            tails.append(j)
            tail_idx.append(k)
        else:
            tails[p] = j
            tail_idx[p] = k
        prev[k] = tail_idx[p - 1] if p > 0 else -1
    res: list[tuple[int, int]] = []
    k = tail_idx[-1] if tail_idx else -1
    while k >= 0:
        res.append(cand[k])
        k = prev[k]
    res.reverse()
    return res


def _myers(
    a: Sequence[int], b: Sequence[int], alo: int, ahi: int, blo: int, bhi: int, max_d: int = MYERS_MAX_D
) -> list[tuple[int, int]] | None:
    """Myers' O(ND) shortest edit script; None if more than `max_d` edits are needed.

    `v[off + k]` is the furthest x on diagonal k; the trace keeps, per round d, the d values of
    the diagonals the round reads (-(d-1) .. d-1, every other one) as a list slice: D rounds
    hold D²/2 pointers, where copies of a dict of diagonals held ten times that."""
    n, m = ahi - alo, bhi - blo
    maxd = min(n + m, max_d)
    off = maxd + 1
    v = [0] * (2 * maxd + 3)
    trace: list[list[int]] = []
    for d in range(maxd + 1):
        trace.append(v[off - d + 1 : off + d : 2])
        for k in range(-d, d + 1, 2):
            if k == -d or (k != d and v[off + k - 1] < v[off + k + 1]):
                x = v[off + k + 1]
            else:
                x = v[off + k - 1] + 1
            y = x - k
            while x < n and y < m and a[alo + x] == b[blo + y]:
                x += 1
                y += 1
            v[off + k] = x
            if x >= n and y >= m:
                return _backtrack(trace, x, y, d, alo, blo)
    return None


def _backtrack(trace: list[list[int]], x: int, y: int, d: int, alo: int, blo: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for dd in range(d, 0, -1):
        v = trace[dd]  # diagonal k' at v[(k' + dd - 1) // 2]
        k = x - y
        if k == -dd or (k != dd and v[(k + dd - 2) // 2] < v[(k + dd) // 2]):
            pk = k + 1
        else:
            pk = k - 1
        px = v[(pk + dd - 1) // 2]
        py = px - pk
        while x > px and y > py:
            x -= 1
            y -= 1
            out.append((alo + x, blo + y))
        x, y = px, py
    while x > 0 and y > 0:
        x -= 1
        y -= 1
        out.append((alo + x, blo + y))
    return out


def _greedy(a: Sequence[int], b: Sequence[int], alo: int, ahi: int, blo: int, bhi: int) -> list[tuple[int, int]]:
    """Fallback for huge, very different gaps: match equal keys in order, looking ahead a little."""
    out: list[tuple[int, int]] = []
    nextb: dict[int, list[int]] = {}
    for j in range(bhi - 1, blo - 1, -1):
        nextb.setdefault(b[j], []).append(j)
    j0 = blo
    for i in range(alo, ahi):
        lst = nextb.get(a[i])
        while lst and lst[-1] < j0:
            lst.pop()
        if lst:
            j = lst.pop()
            out.append((i, j))
            j0 = j + 1
    return out
