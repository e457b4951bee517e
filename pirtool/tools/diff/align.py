"""Sequence alignment on integer keys, linear where it can be: common prefix/suffix, patience
anchors (keys unique on both sides, longest increasing run) recursively, Myers O(ND) on the
small gaps left, a greedy pairing past MYERS_MAX_D.

Imports nothing of pirtool: `differ` gives it signatures as integers.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Sequence

MYERS_MAX_D = 4000

# ----------------------------------------------------------------------------------------------
# Sequence alignment on integer keys


def align(a: Sequence[int], b: Sequence[int]) -> list[tuple[int, int]]:
    """Matched index pairs (monotone in both) of two key sequences; an LCS-like alignment."""
    out: list[tuple[int, int]] = []
    _align(a, b, 0, len(a), 0, len(b), out, 0)
    out.sort()
    return out


def _align(a: Sequence[int], b: Sequence[int], alo: int, ahi: int, blo: int, bhi: int, out: list[tuple[int, int]], depth: int) -> None:
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
    m = _myers(a, b, alo, ahi, blo, bhi)
    if m is None:
        m = _greedy(a, b, alo, ahi, blo, bhi)
    out.extend(m)


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


def _myers(a: Sequence[int], b: Sequence[int], alo: int, ahi: int, blo: int, bhi: int) -> list[tuple[int, int]] | None:
    """Myers' O(ND) shortest edit script; None if more than MYERS_MAX_D edits are needed."""
    n, m = ahi - alo, bhi - blo
    maxd = min(n + m, MYERS_MAX_D)
    v: dict[int, int] = {1: 0}
    trace: list[dict[int, int]] = []
    for d in range(maxd + 1):
        trace.append(dict(v))
        for k in range(-d, d + 1, 2):
            if k == -d or (k != d and v[k - 1] < v[k + 1]):
                x = v[k + 1]
            else:
                x = v[k - 1] + 1
            y = x - k
            while x < n and y < m and a[alo + x] == b[blo + y]:
                x += 1
                y += 1
            v[k] = x
            if x >= n and y >= m:
                return _backtrack(trace, x, y, d, alo, blo)
    return None


def _backtrack(trace: list[dict[int, int]], x: int, y: int, d: int, alo: int, blo: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for dd in range(d, 0, -1):
        v = trace[dd]
        k = x - y
        if k == -dd or (k != dd and v[k - 1] < v[k + 1]):
            pk = k + 1
        else:
            pk = k - 1
        px = v[pk]
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
