"""Semantic diff of two PIR programs: ops are aligned by signature, not by text line.
This module holds the result model and the alignment of ops; `align` the sequence algorithms,
`render` the text, JSON and stat output. May import the model.

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

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...gcpause import gc_paused
from ...ir import Block, Operation, Program, Value
from .align import align

MAX_ROUNDS = 4


# ----------------------------------------------------------------------------------------------
# Result model


@dataclass(slots=True)
class Row:
    """One line of the diff view, in print order.

    kind: "=" same op, "~" matched op that differs, "-" removed (A only), "+" added (B only),
    "k=" / "k~" / "k-" / "k+" block kwargs, "ko" kwarg order differs.
    """

    kind: str
    a: Operation | None = None
    b: Operation | None = None
    depth: int = 0
    # (a row per op of both programs: slots, and no list of its own until something differs)
    keys: Sequence[str] = ()  # differing attribute keys
    operands: Sequence[int] = ()  # differing operand positions
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
        res = op.results
        types = (res[0].type,) if len(res) == 1 else tuple([r.type for r in res])  # (one result: no loop)
        text = self.attr_text(op) if self.opts.ignore_attrs else op.attrs.text()
        return self.intern((op.name, text, op.operand_types, types, len(op.regions)))

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
        stable = False
        for _ in range(MAX_ROUNDS):
            ra = [self._refs(op, na) for op in opsa]
            rb = [self._refs(op, nb) for op in opsb]
            # A round's keys are compared only within the round: a table of their own, let go
            # after it (kept for the whole diff, four rounds' keys would outweigh both programs).
            keys: dict[tuple, int] = {}
            k1a = [keys.setdefault(kr, len(keys)) for kr in zip(k0a, ra, strict=True)]
            k1b = [keys.setdefault(kr, len(keys)) for kr in zip(k0b, rb, strict=True)]
            del keys
            exact = align(k1a, k1b)
            new = self._pair_gaps(exact, nma, nmb, len(opsa), len(opsb))
            if new == pairing:
                stable = True
                break
            pairing = new
            self._pairing_names(opsa, opsb, pairing)
        assert pairing is not None
        if not stable:  # the last round renamed: operands by the final names
            ra = [self._refs(op, na) for op in opsa]
            rb = [self._refs(op, nb) for op in opsb]
        self._rows(opsa, opsb, k0a, k0b, ra, rb, pairing, depth, parent, rows)

    def _occurrence_names(self, ops: list[Operation], keys: list[int], names: dict[Value, Any], side: str) -> None:
        seen: Counter[int] = Counter()
        for op, k in zip(ops, keys, strict=False):
            n = seen[k]
            seen[k] = n + 1
            for r in op.results:
                names[r] = ("o", k, n, r.index)

    def _refs(self, op: Operation, names: dict[Value, Any]) -> tuple:
        """The canonical names of an op's operands (a null operand: None; a value named nowhere,
        one defined outside the text: by its spelling)."""
        refs = tuple(map(names.get, op.operands))
        if None in refs:
            return tuple([None if v is None else names.get(v) or ("?", v.name) for v in op.operands])
        return refs

    def _pair_gaps(
        self, exact: list[tuple[int, int]], nma: list[int], nmb: list[int], la: int, lb: int
    ) -> list[tuple[int, int]]:
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
    def _rows(
        self,
        opsa: list[Operation],
        opsb: list[Operation],
        k0a: list[int],
        k0b: list[int],
        ra: list[tuple],
        rb: list[tuple],
        pairing: list[tuple[int, int]],
        depth: int,
        parent: Operation | None,
        rows: list[Row],
    ) -> None:
        pi = pj = 0
        for i, j in [*pairing, (len(opsa), len(opsb))]:
            for x in range(pi, i):
                rows.append(Row("-", a=opsa[x], depth=depth, parent=parent))
                self._subtree(opsa[x], "-", depth, rows)
            for y in range(pj, j):
                rows.append(Row("+", b=opsb[y], depth=depth, parent=parent))
                self._subtree(opsb[y], "+", depth, rows)
            if i < len(opsa):
                self._pair_row(opsa[i], opsb[j], k0a[i] != k0b[j], ra[i], rb[j], depth, parent, rows)
            pi, pj = i + 1, j + 1

    def _subtree(self, op: Operation, kind: str, depth: int, rows: list[Row]) -> None:
        for r in op.regions:
            for blk in r.blocks:
                for sub in blk:
                    rows.append(
                        Row(
                            kind,
                            a=sub if kind == "-" else None,
                            b=sub if kind == "+" else None,
                            depth=depth + 1,
                            parent=op,
                        )
                    )
                    self._subtree(sub, kind, depth + 1, rows)

    def _pair_row(
        self,
        a: Operation,
        b: Operation,
        local_differs: bool,
        ra: tuple,
        rb: tuple,
        depth: int,
        parent: Operation | None,
        rows: list[Row],
    ) -> None:
        row = Row("=", a=a, b=b, depth=depth, parent=parent)
        if local_differs:
            row.keys = self.attr_keys(a, b)
            row.types = a.operand_types != b.operand_types or [r.type for r in a.results] != [r.type for r in b.results]
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
            if len(x.args) != len(y.args) or any(
                p.type is not q.type or arg_attrs(p) != arg_attrs(q) for p, q in zip(x.args, y.args, strict=False)
            ):
                row.args = True
            for n, v in enumerate(x.args):
                self.na[v] = ("arg", u, k, n)
            for n, v in enumerate(y.args):
                self.nb[v] = ("arg", u, k, n)
            self.block(x, y, depth + 1, b, rows)
        for x in ba[len(bb) :]:
            for sub in x:
                rows.append(Row("-", a=sub, depth=depth + 1, parent=a))
                self._subtree(sub, "-", depth + 1, rows)
        for y in bb[len(ba) :]:
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
                same = v.type is w.type and (
                    _kw_attr_set(v) == _kw_attr_set(w) if ignore_order else arg_attrs(v) == arg_attrs(w)
                )
                rows.append(
                    Row(
                        "k=" if same else "k~",
                        kw=k,
                        kw_a=v,
                        kw_b=w,
                        depth=depth,
                        parent=parent,
                        a_line=la.get(k, 0),
                        b_line=lb.get(k, 0),
                    )
                )
        for k, w in bb.kwargs.items():
            if k not in ba.kwargs:
                rows.append(Row("k+", kw=k, kw_b=w, depth=depth, parent=parent, b_line=lb.get(k, 0)))
        if not ignore_order:
            common_a = [k for k in ba.kwargs if k in bb.kwargs]
            common_b = [k for k in bb.kwargs if k in ba.kwargs]
            if common_a != common_b:
                rows.append(Row("ko", depth=depth, parent=parent))


def arg_attrs(v: Value) -> str:
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
    with gc_paused():  # the names and keys made here live until the end: no collection would free any
        d.block(a.body, b.body, 0, None, rows)
    for r in rows:
        if r.a is not None:
            r.a_line = r.a.line
        if r.b is not None:
            r.b_line = r.b.line
    return DiffResult(rows, a, b)
