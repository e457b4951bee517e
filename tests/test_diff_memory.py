"""diff within 5x the larger input: the alignments keep little (Myers' trace as list slices,
the bit-parallel LCS's rows as sqrt(n) checkpoints), and the text view reads the lines it
prints as it prints them. Same pairs as the all-in-memory definitions (`_myers_ref`,
`_lcs_ref`: the code they replaced), so every diff prints what it printed; memory is measured
with tracemalloc (allocations, not time)."""

from __future__ import annotations

import importlib
import random
import tracemalloc
from pathlib import Path

from pirtool.text.parser import parse_file
from pirtool.tools.diff import SourceLines, diff_programs, iter_render, render
from pirtool.tools.diff.align import _gap, _lcs_bits, _myers, align

ROOT = Path(__file__).resolve().parent.parent
align_module = importlib.import_module("pirtool.tools.diff.align")  # (the package exports `align`, the function)


def _myers_ref(a: list[int], b: list[int], alo: int, ahi: int, blo: int, bhi: int, max_d: int):
    n, m = ahi - alo, bhi - blo
    v: dict[int, int] = {1: 0}
    trace: list[dict[int, int]] = []
    for d in range(min(n + m, max_d) + 1):
        trace.append(dict(v))
        for k in range(-d, d + 1, 2):
            x = v[k + 1] if k == -d or (k != d and v[k - 1] < v[k + 1]) else v[k - 1] + 1
            y = x - k
            while x < n and y < m and a[alo + x] == b[blo + y]:
                x, y = x + 1, y + 1
            v[k] = x
            if x >= n and y >= m:
                out = []
                for dd in range(d, 0, -1):
                    w = trace[dd]
                    k = x - y
                    pk = k + 1 if k == -dd or (k != dd and w[k - 1] < w[k + 1]) else k - 1
                    px, py = w[pk], w[pk] - pk
                    while x > px and y > py:
                        x, y = x - 1, y - 1
                        out.append((alo + x, blo + y))
                    x, y = px, py
                while x > 0 and y > 0:
                    x, y = x - 1, y - 1
                    out.append((alo + x, blo + y))
                return out
    return None


def _lcs_ref(a: list[int], b: list[int], alo: int, ahi: int, blo: int, bhi: int):
    if ahi - alo > bhi - blo:
        return [(i, j) for j, i in _lcs_ref(b, a, blo, bhi, alo, ahi)]
    m = bhi - blo
    full = (1 << m) - 1
    masks: dict[int, int] = {}
    for j in range(m):
        masks[b[blo + j]] = masks.get(b[blo + j], 0) | (1 << j)
    rows = [full]
    for i in range(alo, ahi):
        v = rows[-1]
        u = v & masks.get(a[i], 0)
        rows.append(((v + u) | (v - u)) & full)

    def lcs(i: int, j: int) -> int:
        return j - (rows[i] & ((1 << j) - 1)).bit_count()

    out = []
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


def _cases(seed: int, count: int, size: int):
    rnd = random.Random(seed)
    for _ in range(count):
        alphabet = rnd.randint(1, 6)
        a = [rnd.randint(0, alphabet) for _ in range(rnd.randint(0, size))]
        b = [rnd.randint(0, alphabet) for _ in range(rnd.randint(0, size))]
        alo, blo = rnd.randint(0, len(a)), rnd.randint(0, len(b))
        yield a, b, alo, rnd.randint(alo, len(a)), blo, rnd.randint(blo, len(b))


def test_myers_pairs_are_the_definitions() -> None:
    for a, b, alo, ahi, blo, bhi in _cases(3, 1500, 50):
        for max_d in (2, 9, 4000):
            assert _myers(a, b, alo, ahi, blo, bhi, max_d) == _myers_ref(a, b, alo, ahi, blo, bhi, max_d)


def test_lcs_pairs_are_the_definitions() -> None:
    for a, b, alo, ahi, blo, bhi in _cases(5, 1500, 70):
        assert _lcs_bits(a, b, alo, ahi, blo, bhi) == _lcs_ref(a, b, alo, ahi, blo, bhi)


def test_a_gap_myers_cannot_do_in_budget_is_not_tried_and_aligns_as_before(monkeypatch) -> None:
    """Myers is skipped when the keys the sides share bound its edits above its budget: it
    would have given up. The gap's pairs are those of trying it first."""
    monkeypatch.setattr(align_module, "MYERS_WORK", 600)
    tried = []
    real = align_module._myers

    def counted(*args):
        tried.append(args)
        return real(*args)

    eligible = 0  # gaps Myers was tried on before the bound
    for a, b, alo, ahi, blo, bhi in _cases(9, 800, 60):
        n, m = ahi - alo, bhi - blo
        maxd = min(align_module.MYERS_MAX_D, 600 // max(n + m, 1))
        eligible += abs(n - m) <= maxd
        first = _myers(a, b, alo, ahi, blo, bhi, maxd) if abs(n - m) <= maxd else None
        want = first if first is not None else _lcs_ref(a, b, alo, ahi, blo, bhi)
        monkeypatch.setattr(align_module, "_myers", counted)
        assert _gap(a, b, alo, ahi, blo, bhi) == want
        monkeypatch.setattr(align_module, "_myers", real)
    assert 0 < len(tried) < eligible  # the bound let some through and spared others


def test_the_lcs_keeps_a_few_rows_not_all() -> None:
    rnd = random.Random(1)
    a = [rnd.randint(0, 30) for _ in range(2500)]
    b = [rnd.randint(0, 30) for _ in range(6000)]
    tracemalloc.start()
    try:
        pairs = _lcs_bits(a, b, 0, len(a), 0, len(b))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert pairs == _lcs_ref(a, b, 0, len(a), 0, len(b))
    all_rows = len(a) * len(b) / 8  # bytes of the 2,501 rows of 6,000 bits the definition keeps
    assert peak < all_rows / 4, (peak, all_rows)


def test_myers_trace_is_small() -> None:
    rnd = random.Random(2)
    a = [rnd.randint(0, 3) for _ in range(600)]
    b = [rnd.randint(0, 3) for _ in range(600)]
    tracemalloc.start()
    try:
        mine = _myers(a, b, 0, 600, 0, 600, 4000)
        mine_peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.reset_peak()
        ref = _myers_ref(a, b, 0, 600, 0, 600, 4000)
        ref_peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert mine == ref and align(a, b)
    assert mine_peak < ref_peak / 4, (mine_peak, ref_peak)


def test_a_released_text_is_read_back_a_line_at_a_time(tmp_path: Path) -> None:
    before = ROOT / "samples/real/dist_mesh2_tp_gm_03_after_reshard.pir"
    after = ROOT / "samples/real/dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir"
    pa, pb = parse_file(before), parse_file(after)
    d = diff_programs(pa, pb)
    want = render(d, SourceLines(before.read_text()), SourceLines(after.read_text()), "a", "b")
    assert pa.origin is not None and pb.origin is not None
    for origin, path in ((pa.origin, before), (pb.origin, after)):
        origin.stamp = _stamp(path)
        assert origin.release()
    la, lb = SourceLines(pa.origin), SourceLines(pb.origin)
    held = 0
    lines = []
    for line in iter_render(d, la, lb, "a", "b"):
        held = max(held, len(la._got), len(lb._got))
        lines.append(line)
    assert "\n".join(lines) + "\n" == want
    assert held <= 1  # the lines are read as they are printed, not all first


def _stamp(path: Path):
    from pirtool.errors import FileStamp

    with open(path, "rb") as f:
        return FileStamp.of(str(path), f.fileno())
