"""Semantic diff of two PIR programs: ops are aligned by signature, not by text line.

An op's *signature* is its name, its attribute text (minus ignored keys), its operand and
result types, and the canonical names of its operands. Values get canonical names from the
alignment itself: the results of two matched ops share one name, the results of an inserted
or removed op get a fresh one. So one inserted op changes only the ops that read its result,
never the numbering of everything after it.

Because names depend on the alignment and the alignment on names, the alignment is refined
a few rounds: round 0 names a value by (definer's local signature, occurrence index), later
rounds by the previous round's pairing, until the pairing is stable (at most 4 rounds).

Alignment per block (linear-time pre-passes first, so 50 MB dumps diff in seconds):
common prefix/suffix → patience anchors (signatures unique on both sides, longest
increasing run) recursively → Myers O(ND) on the small gaps left. Ops left unmatched in a
gap are then paired by op name (another alignment, on names) and reported as *changed*
(`~`: differing attribute keys, operands or types) instead of removed + added.
Matched ops with regions are diffed recursively inside their regions.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .ir import Block, Operation, Program, Value

ROLE_NAMES = {0: "forward", 1: "backward", 2: "optimize", 3: "rpc", 4: "dist", 5: "lrsched", -1: "-"}
MAX_ROUNDS = 4
MYERS_MAX_D = 4000


# ----------------------------------------------------------------------------------------------
# Result model


@dataclass
class Row:
    """One line of the diff view, in print order.

    kind: "=" same op, "~" matched op that differs, "-" removed (A only), "+" added (B only),
    "k=" / "k~" / "k-" / "k+" block kwargs, "ko" kwarg order differs.
    """

    kind: str
    a: Operation | None = None
    b: Operation | None = None
    depth: int = 0
    keys: list[str] = field(default_factory=list)  # differing attribute keys
    operands: list[int] = field(default_factory=list)  # differing operand positions
    types: bool = False  # operand/result types differ
    args: bool = False  # block arguments of a region differ
    kw: str | None = None  # kwarg keyword
    kw_a: Value | None = None
    kw_b: Value | None = None
    a_line: int = 0
    b_line: int = 0
    parent: Operation | None = None  # enclosing op (B side if any) for hunk headers

    @property
    def changed(self) -> bool:
        return self.kind not in ("=", "k=")


@dataclass
class DiffResult:
    rows: list[Row]
    a: Program
    b: Program

    @property
    def equal(self) -> bool:
        return not any(r.changed for r in self.rows)

    def of_kind(self, kind: str) -> list[Row]:
        return [r for r in self.rows if r.kind == kind]


@dataclass
class DiffOptions:
    ignore_attrs: frozenset[str] = frozenset()
    ignore_kwarg_order: bool = True


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


# ----------------------------------------------------------------------------------------------
# Signatures and names


class _Differ:
    def __init__(self, a: Program, b: Program, opts: DiffOptions) -> None:
        self.pa, self.pb = a, b
        self.opts = opts
        self.keys: dict[Any, int] = {}
        self.na: dict[Value, Any] = {}
        self.nb: dict[Value, Any] = {}
        self.uid = 0

    def intern(self, t: Any) -> int:
        k = self.keys.get(t)
        if k is None:
            k = self.keys[t] = len(self.keys)
        return k

    def attr_text(self, op: Operation) -> str:
        t = op.attrs.text()
        ign = self.opts.ignore_attrs
        if ign and any(k + ":" in t for k in ign):
            era = op.attrs.era
            t = "{" + ",".join(f"{k}:{v.text(era)}" for k, v in op.attrs.items() if k not in ign) + "}"
        return t

    def key0(self, op: Operation) -> int:
        return self.intern((op.name, self.attr_text(op), op.operand_types, tuple(r.type for r in op.results), len(op.regions)))

    # -- one block ------------------------------------------------------------------------------
    def block(self, ba: Block, bb: Block, depth: int, parent: Operation | None, rows: list[Row]) -> None:
        self.kwargs(ba, bb, depth, parent, rows)
        opsa, opsb = ba.ops, bb.ops
        k0a = [self.key0(op) for op in opsa]
        k0b = [self.key0(op) for op in opsb]
        na, nb = self.na, self.nb
        # round 0 names: (local signature, occurrence index, result index)
        self._occurrence_names(opsa, k0a, na, "A")
        self._occurrence_names(opsb, k0b, nb, "B")
        nmb = [self.intern(op.name) for op in opsb]
        nma = [self.intern(op.name) for op in opsa]
        pairing: list[tuple[int, int]] | None = None
        for _ in range(MAX_ROUNDS):
            k1a = [self.intern((k, self._refs(op, na))) for k, op in zip(k0a, opsa, strict=False)]
            k1b = [self.intern((k, self._refs(op, nb))) for k, op in zip(k0b, opsb, strict=False)]
            exact = align(k1a, k1b)
            new = self._pair_gaps(exact, nma, nmb, len(opsa), len(opsb))
            if new == pairing:
                break
            pairing = new
            self._pairing_names(opsa, opsb, pairing)
        assert pairing is not None
        self._rows(opsa, opsb, k0a, k0b, pairing, depth, parent, rows)

    def _occurrence_names(self, ops: list[Operation], keys: list[int], names: dict[Value, Any], side: str) -> None:
        seen: Counter[int] = Counter()
        for op, k in zip(ops, keys, strict=False):
            n = seen[k]
            seen[k] = n + 1
            for r in op.results:
                names[r] = ("o", k, n, r.index)

    def _refs(self, op: Operation, names: dict[Value, Any]) -> tuple:
        return tuple(None if v is None else names.get(v, ("?", v.name)) for v in op.operands)

    def _pair_gaps(self, exact: list[tuple[int, int]], nma: list[int], nmb: list[int], la: int, lb: int) -> list[tuple[int, int]]:
        """Exact pairs plus pairs by op name inside the gaps between them."""
        out: list[tuple[int, int]] = []
        pi = pj = 0
        for i, j in [*exact, (la, lb)]:
            if i > pi and j > pj:
                for x, y in align(nma[pi:i], nmb[pj:j]):
                    out.append((pi + x, pj + y))
            if i < la:
                out.append((i, j))
            pi, pj = i + 1, j + 1
        return out

    def _pairing_names(self, opsa: list[Operation], opsb: list[Operation], pairing: list[tuple[int, int]]) -> None:
        na, nb = self.na, self.nb
        pa = set()
        pb = set()
        for i, j in pairing:
            self.uid += 1
            u = self.uid
            pa.add(i)
            pb.add(j)
            for r in opsa[i].results:
                na[r] = ("m", u, r.index)
            for r in opsb[j].results:
                nb[r] = ("m", u, r.index)
        for i, op in enumerate(opsa):
            if i not in pa:
                for r in op.results:
                    na[r] = ("a", id(op), r.index)
        for j, op in enumerate(opsb):
            if j not in pb:
                for r in op.results:
                    nb[r] = ("b", id(op), r.index)

    # -- rows -------------------------------------------------------------------------------------
    def _rows(self, opsa: list[Operation], opsb: list[Operation], k0a: list[int], k0b: list[int], pairing: list[tuple[int, int]], depth: int, parent: Operation | None, rows: list[Row]) -> None:
        pi = pj = 0
        for i, j in [*pairing, (len(opsa), len(opsb))]:
            for x in range(pi, i):
                rows.append(Row("-", a=opsa[x], depth=depth, parent=parent))
                self._subtree(opsa[x], "-", depth, rows)
            for y in range(pj, j):
                rows.append(Row("+", b=opsb[y], depth=depth, parent=parent))
                self._subtree(opsb[y], "+", depth, rows)
            if i < len(opsa):
                self._pair_row(opsa[i], opsb[j], k0a[i] != k0b[j], depth, parent, rows)
            pi, pj = i + 1, j + 1

    def _subtree(self, op: Operation, kind: str, depth: int, rows: list[Row]) -> None:
        for r in op.regions:
            for blk in r.blocks:
                for sub in blk:
                    rows.append(Row(kind, a=sub if kind == "-" else None, b=sub if kind == "+" else None, depth=depth + 1, parent=op))
                    self._subtree(sub, kind, depth + 1, rows)

    def _pair_row(self, a: Operation, b: Operation, local_differs: bool, depth: int, parent: Operation | None, rows: list[Row]) -> None:
        row = Row("=", a=a, b=b, depth=depth, parent=parent)
        if local_differs:
            row.keys = self.attr_keys(a, b)
            row.types = a.operand_types != b.operand_types or [r.type for r in a.results] != [r.type for r in b.results]
        ra, rb = self._refs(a, self.na), self._refs(b, self.nb)
        if ra != rb:
            if len(ra) != len(rb):
                row.operands = list(range(max(len(ra), len(rb))))
            else:
                row.operands = [k for k, (x, y) in enumerate(zip(ra, rb, strict=False)) if x != y]
        rows.append(row)
        if a.regions or b.regions:
            self._regions(a, b, row, depth, rows)
        if row.keys or row.types or row.operands or row.args or (local_differs and a.name != b.name):
            row.kind = "~"

    def _regions(self, a: Operation, b: Operation, row: Row, depth: int, rows: list[Row]) -> None:
        ba = [blk for r in a.regions for blk in r.blocks]
        bb = [blk for r in b.regions for blk in r.blocks]
        self.uid += 1
        u = self.uid
        for k, (x, y) in enumerate(zip(ba, bb, strict=False)):
            if len(x.args) != len(y.args) or any(p.type is not q.type or _arg_attrs(p) != _arg_attrs(q) for p, q in zip(x.args, y.args, strict=False)):
                row.args = True
            for n, v in enumerate(x.args):
                self.na[v] = ("arg", u, k, n)
            for n, v in enumerate(y.args):
                self.nb[v] = ("arg", u, k, n)
            self.block(x, y, depth + 1, b, rows)
        for x in ba[len(bb):]:
            for sub in x:
                rows.append(Row("-", a=sub, depth=depth + 1, parent=a))
                self._subtree(sub, "-", depth + 1, rows)
        for y in bb[len(ba):]:
            for sub in y:
                rows.append(Row("+", b=sub, depth=depth + 1, parent=b))
                self._subtree(sub, "+", depth + 1, rows)

    def attr_keys(self, a: Operation, b: Operation) -> list[str]:
        ign = self.opts.ignore_attrs
        if a.attrs.text() == b.attrs.text():
            return []
        da = dict(a.attrs.items())
        db = dict(b.attrs.items())
        keys = []
        for k in [*da, *(k for k in db if k not in da)]:
            if k in ign:
                continue
            x, y = da.get(k), db.get(k)
            if x is None or y is None or x.text(a.attrs.era) != y.text(b.attrs.era):
                keys.append(k)
        return keys

    # -- kwargs -----------------------------------------------------------------------------------
    def kwargs(self, ba: Block, bb: Block, depth: int, parent: Operation | None, rows: list[Row]) -> None:
        for k, v in ba.kwargs.items():
            self.na[v] = ("kw", k)
        for k, v in bb.kwargs.items():
            self.nb[v] = ("kw", k)
        if not ba.kwargs and not bb.kwargs:
            return
        la, lb = _kwarg_lines(ba), _kwarg_lines(bb)
        ignore_order = self.opts.ignore_kwarg_order
        for k, v in ba.kwargs.items():
            w = bb.kwargs.get(k)
            if w is None:
                rows.append(Row("k-", kw=k, kw_a=v, depth=depth, parent=parent, a_line=la.get(k, 0)))
            else:
                same = v.type is w.type and (_kw_attr_set(v) == _kw_attr_set(w) if ignore_order else _arg_attrs(v) == _arg_attrs(w))
                rows.append(Row("k=" if same else "k~", kw=k, kw_a=v, kw_b=w, depth=depth, parent=parent, a_line=la.get(k, 0), b_line=lb.get(k, 0)))
        for k, w in bb.kwargs.items():
            if k not in ba.kwargs:
                rows.append(Row("k+", kw=k, kw_b=w, depth=depth, parent=parent, b_line=lb.get(k, 0)))
        if not ignore_order:
            common_a = [k for k in ba.kwargs if k in bb.kwargs]
            common_b = [k for k in bb.kwargs if k in ba.kwargs]
            if common_a != common_b:
                rows.append(Row("ko", depth=depth, parent=parent))


def _arg_attrs(v: Value) -> str:
    return v.arg_attrs.text() if v.arg_attrs is not None else ""


def _kw_attr_set(v: Value) -> frozenset[tuple[str, str]]:
    if v.arg_attrs is None:
        return frozenset()
    era = v.arg_attrs.era
    return frozenset((k, a.text(era)) for k, a in v.arg_attrs.items())


def _kwarg_lines(blk: Block) -> dict[str, int]:
    """Source lines of a block's kwargs (they sit right above the first op)."""
    first = blk.first
    if first is None or not first.line:
        return {}
    head = blk.syntax.kw_head
    if head is not None and head.strip(" \t\r\n") != "^kw:":
        # 2024 form: every kwarg on the "^kw:%kwarg_a, %kwarg_b" line
        line = first.line - 1 - len(blk.leading_blank)
        return dict.fromkeys(blk.kwargs, line)
    n = len(blk.kwargs)
    start = first.line - n - len(blk.leading_blank)
    return {k: start + i for i, k in enumerate(blk.kwargs)}


def diff_programs(a: Program, b: Program, opts: DiffOptions | None = None) -> DiffResult:
    """Align two programs and list every op (and kwarg) as same, changed, removed or added."""
    d = _Differ(a, b, opts or DiffOptions())
    rows: list[Row] = []
    d.block(a.body, b.body, 0, None, rows)
    for r in rows:
        if r.a is not None:
            r.a_line = r.a.line
        if r.b is not None:
            r.b_line = r.b.line
    return DiffResult(rows, a, b)


# ----------------------------------------------------------------------------------------------
# Rendering


class SourceLines:
    """The physical lines of a program's text, 1-based, with the offset of the program in its file."""

    def __init__(self, text: str, offset: int = 0) -> None:
        self.lines = text.split("\n")
        self.offset = offset

    def __getitem__(self, line: int) -> str:
        if 1 <= line <= len(self.lines):
            return self.lines[line - 1].rstrip("\r")
        return ""


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _row_text(r: Row, la: SourceLines, lb: SourceLines) -> str:
    if r.kind.startswith("k"):
        if r.kind == "ko":
            return "    ^kw: order of the kwargs differs"
        v = r.kw_b if r.kw_b is not None else r.kw_a
        assert v is not None
        ind = "    " * (r.depth + 2)
        return f"{ind}%kwarg_{r.kw} {_arg_attrs(v)}".rstrip()
    if r.b is not None:
        return lb[r.b.line]
    assert r.a is not None
    return la[r.a.line]


def _details(r: Row, d: DiffResult, la: SourceLines, lb: SourceLines) -> list[str]:
    out: list[str] = []
    a, b = r.a, r.b
    if r.kind == "k~" and r.kw_a is not None:
        out.append(f"was: %kwarg_{r.kw} {_arg_attrs(r.kw_a)}")
        return out
    if a is None or b is None:
        return out
    if a.name != b.name:
        out.append(f"op: {a.name} → {b.name}")
    for k in r.keys:
        x, y = a.attrs.get(k), b.attrs.get(k)
        xs = "(none)" if x is None else _short(x.text(a.attrs.era))
        ys = "(none)" if y is None else _short(y.text(b.attrs.era))
        out.append(f"attr {k}: {xs} → {ys}")
    for k in r.operands:
        x = a.operands[k] if k < len(a.operands) else None
        y = b.operands[k] if k < len(b.operands) else None
        out.append(f"operand {k}: {_vdesc(x)} → {_vdesc(y)}")
    if r.types:
        out.append("types: " + _short(_sig(a), 70) + " → " + _short(_sig(b), 70))
    if r.args:
        out.append("block arguments differ")
    return out


def _vdesc(v: Value | None) -> str:
    if v is None:
        return "<<NULL VALUE>>"
    name = v.name or "?"
    op = v.defining_op
    if op is not None:
        return f"{name} ({op.name} L{op.line})"
    return name


def _sig(op: Operation) -> str:
    return "(" + ", ".join(t.text for t in op.operand_types) + ") -> " + ", ".join(r.type.text for r in op.results)


_COLORS = {"-": "red", "+": "green", "~": "yellow", "@": "cyan", "#": "yellow"}


def render(d: DiffResult, la: SourceLines, lb: SourceLines, name_a: str, name_b: str, context: int = 2, color: bool = False) -> str:
    """The unified-diff-like view: `-` removed, `+` added, `~` changed (with details), `@@` hunks."""
    import click

    def paint(s: str, c: str) -> str:
        return click.style(s, fg=_COLORS[c]) if color else s

    rows = d.rows
    changed = [k for k, r in enumerate(rows) if r.changed]
    if not changed:
        return ""
    out = [paint(f"--- {name_a}", "-"), paint(f"+++ {name_b}", "+")]
    # group changed rows into hunks with `context` rows around them
    hunks: list[tuple[int, int]] = []
    for k in changed:
        lo, hi = max(0, k - context), min(len(rows), k + context + 1)
        if hunks and lo <= hunks[-1][1]:
            hunks[-1] = (hunks[-1][0], max(hunks[-1][1], hi))
        else:
            hunks.append((lo, hi))
    for lo, hi in hunks:
        part = rows[lo:hi]
        a_lines = [r.a_line + la.offset for r in part if r.a_line and r.kind not in ("+", "k+")]
        b_lines = [r.b_line + lb.offset for r in part if r.b_line and r.kind not in ("-", "k-")]
        a0 = a_lines[0] if a_lines else _prev_line(rows, lo, "a") + la.offset
        b0 = b_lines[0] if b_lines else _prev_line(rows, lo, "b") + lb.offset
        head = f"@@ -{a0},{len(a_lines)} +{b0},{len(b_lines)} @@"
        enclosing = part[0].parent
        if enclosing is not None:
            head += f' in "{enclosing.name}" (line {enclosing.line + lb.offset})'
        out.append(paint(head, "@"))
        for r in part:
            text = _row_text(r, la, lb)
            k = r.kind[-1] if r.kind.startswith("k") else r.kind
            if k == "o":
                out.append(paint("~ " + text.lstrip(), "~"))
                continue
            if k == "=":
                out.append("  " + text)
                continue
            out.append(paint(f"{k} {text}", k))
            if k == "~":
                pad = " " * (4 * (r.depth + 2))
                for det in _details(r, d, la, lb):
                    out.append(paint(f"#{pad[1:]}{det}", "#"))
    return "\n".join(out) + "\n"


def _prev_line(rows: list[Row], k: int, side: str) -> int:
    for r in reversed(rows[:k]):
        ln = r.a_line if side == "a" else r.b_line
        if ln:
            return ln
    return 0


def _role(op: Operation | None) -> int:
    return -1 if op is None else op.op_role


def to_json(d: DiffResult, off_a: int = 0, off_b: int = 0) -> dict[str, Any]:
    """{"equal", "added", "removed", "changed", "kwargs"} with source lines of each side."""
    added, removed, changed = [], [], []
    kw: dict[str, Any] = {"added": [], "removed": [], "changed": [], "order_differs": False}
    for r in d.rows:
        if r.kind == "+":
            assert r.b is not None
            added.append({"op": r.b.name, "line": r.b_line + off_b, "op_role": _role(r.b), "depth": r.depth})
        elif r.kind == "-":
            assert r.a is not None
            removed.append({"op": r.a.name, "line": r.a_line + off_a, "op_role": _role(r.a), "depth": r.depth})
        elif r.kind == "~":
            assert r.a is not None and r.b is not None
            changed.append({
                "op": r.b.name, "a_op": r.a.name, "a_line": r.a_line + off_a, "b_line": r.b_line + off_b,
                "op_role": _role(r.b), "keys": r.keys, "operands": r.operands, "types": r.types,
                "block_args": r.args, "depth": r.depth,
            })
        elif r.kind == "k+":
            kw["added"].append({"name": r.kw, "line": r.b_line + off_b if r.b_line else None})
        elif r.kind == "k-":
            kw["removed"].append({"name": r.kw, "line": r.a_line + off_a if r.a_line else None})
        elif r.kind == "k~":
            kw["changed"].append({"name": r.kw, "a_line": r.a_line + off_a if r.a_line else None, "b_line": r.b_line + off_b if r.b_line else None})
        elif r.kind == "ko":
            kw["order_differs"] = True
    return {"equal": d.equal, "added": added, "removed": removed, "changed": changed, "kwargs": kw}


def stat_table(d: DiffResult) -> str:
    """Ops added / removed / changed per (op name, op_role), then per op_role."""
    per: dict[tuple[str, int], list[int]] = {}
    for r in d.rows:
        if r.kind in ("+", "-", "~"):
            op = r.b if r.b is not None else r.a
            assert op is not None
            c = per.setdefault((op.name, op.op_role), [0, 0, 0])
            c["+-~".index(r.kind)] += 1
    kwc = Counter(r.kind for r in d.rows if r.kind.startswith("k"))
    if not per and not any(kwc[k] for k in ("k+", "k-", "k~", "ko")):
        return "no differences\n"
    w = max([len(n) for n, _ in per] + [8])
    lines = [f"{'op':<{w}}  {'op_role':<9} {'added':>6} {'removed':>8} {'changed':>8}"]
    tot = [0, 0, 0]
    for (name, role), c in sorted(per.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        lines.append(f"{name:<{w}}  {ROLE_NAMES.get(role, str(role)):<9} {c[0]:>6} {c[1]:>8} {c[2]:>8}")
        for i in range(3):
            tot[i] += c[i]
    lines.append(f"{'total':<{w}}  {'':<9} {tot[0]:>6} {tot[1]:>8} {tot[2]:>8}")
    if any(kwc[k] for k in ("k+", "k-", "k~")):
        lines.append(f"kwargs: {kwc['k+']} added, {kwc['k-']} removed, {kwc['k~']} changed")
    if kwc["ko"]:
        lines.append("kwargs: order differs")
    return "\n".join(lines) + "\n"


def added_names(d: DiffResult) -> Counter[str]:
    return Counter(r.b.name for r in d.rows if r.kind == "+" and r.b is not None)


def removed_names(d: DiffResult) -> Counter[str]:
    return Counter(r.a.name for r in d.rows if r.kind == "-" and r.a is not None)


def changed_rows(d: DiffResult) -> Iterable[Row]:
    return (r for r in d.rows if r.kind == "~")
