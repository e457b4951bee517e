"""reduce: a candidate program built from the original minus some ops, attributes and kwargs.

`Candidates(prog)` numbers the original's ops once (print order, nested ones included) and
`build(removal)` makes a fresh Program without the removed parts, in one walk of the original:
an operand whose definition is gone is rewired to a fresh input of the same type, a
`pd_op.data` at the top of the program (one per lost value), so the candidate verifies clean
(`pirtool.verify`) and runs with a feed; or, with `inputs="full"`, a `pd_op.full` of value 1 (a
constant, so the candidate runs with no feed: `pirtool run` / `check-loss` tests). An op that
only names an input of the program (`builtin.parameter`, `pd_op.data`) or makes a constant
(`paddle.effects.CONSTANT_OPS`) is not replaced while something still reads it: removing it
gains nothing, and keeping it keeps the name the startup, the feed and the parameters know
(`Candidates.effective`). A lost value of a non-tensor type (a `vec[...]` from a
removed `builtin.combine`) cannot be fed: the op reading it goes too, and so on down the chain.
Removing an op with regions removes what they hold. The original is never edited and never
re-parsed; each build is linear in its size, and the candidate prints in the original's era and
layout (its ops keep their syntax; the program is renumbered as Paddle's printer numbers it).

May import the model, `pirtool.paddle`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ...attrs import Attr
from ...ir import Block, Operation, Program, Value, ValueKind
from ...paddle.effects import is_constant
from ...paddle.names import source_name
from ...paddle.roles import op_stages

_EXTERNAL = ValueKind.EXTERNAL
#: what a lost value's readers read instead: a fed `pd_op.data`, or a `pd_op.full` of value 1
INPUT_KINDS = ("data", "full")


def is_source(op: Operation) -> bool:
    """An op with no operands or regions that names an input of the program (a parameter, a
    data op) or makes a constant: a candidate keeps it while anything reads it."""
    if op.regions or any(v is not None for v in op.operands):
        return False
    return source_name(op) is not None or is_constant(op.name)


@dataclass(frozen=True)
class Removal:
    """What a candidate leaves out: op numbers, (op number, attribute key) pairs, kwarg keywords."""

    ops: frozenset[int] = frozenset()
    attrs: frozenset[tuple[int, str]] = frozenset()
    kwargs: frozenset[str] = frozenset()

    def with_ops(self, more: frozenset[int] | set[int]) -> Removal:
        return Removal(self.ops | more, self.attrs, self.kwargs)

    def with_attrs(self, more: frozenset[tuple[int, str]] | set[tuple[int, str]]) -> Removal:
        return Removal(self.ops, self.attrs | more, self.kwargs)

    def with_kwargs(self, more: frozenset[str] | set[str]) -> Removal:
        return Removal(self.ops, self.attrs, self.kwargs | more)


@dataclass
class Built:
    """A candidate: its program, how many ops of the original it keeps, and the ops it had to drop
    besides the removed ones (readers of a lost non-tensor value)."""

    program: Program
    kept_ops: int
    dropped: set[int] = field(default_factory=set)


class Candidates:
    """The original program, numbered once, and the builder of its candidates."""

    def __init__(self, prog: Program, inputs: str = "data") -> None:
        if inputs not in INPUT_KINDS:
            raise ValueError(f"inputs must be one of {INPUT_KINDS}, not {inputs!r}")
        self.prog = prog
        self.inputs = inputs
        self.ops: list[Operation] = list(prog.walk())
        self.number: dict[Operation, int] = {op: i for i, op in enumerate(self.ops)}
        self.top: list[int] = [self.number[op] for op in prog.body]
        self.parent: list[int | None] = [None] * len(self.ops)
        for op in self.ops:
            for r in op.regions:
                for b in r.blocks:
                    for inner in b:
                        self.parent[self.number[inner]] = self.number[op]
        self.kwargs: list[str] = list(prog.body.kwargs)
        #: per op, the ops reading one of its results
        self.readers: list[list[int]] = [[] for _ in self.ops]
        for j, op in enumerate(self.ops):
            for v in op.operands:
                d = v.defining_op if v is not None else None
                i = self.number.get(d) if d is not None else None
                if i is not None and (not self.readers[i] or self.readers[i][-1] != j):
                    self.readers[i].append(j)
        self.sources: frozenset[int] = frozenset(i for i, op in enumerate(self.ops) if is_source(op))

    # -- groups the search tries first ------------------------------------------------------------
    def stage_groups(self) -> list[list[int]]:
        """Top-level ops by stage (forward, backward, optimize), each a group."""
        stages = op_stages(self.prog.body)
        groups: dict[int, list[int]] = {}
        for op in self.prog.body:
            groups.setdefault(stages[op], []).append(self.number[op])
        return [groups[s] for s in sorted(groups)]

    def region_groups(self) -> list[list[int]]:
        """Each op that holds regions (`pd_op.if`, `pd_op.while`, ...), with what they hold."""
        return [[self.number[op]] for op in self.ops if op.regions]

    def layer_groups(self) -> list[list[int]]:
        """Top-level ops by the layer that made them (`struct_name`, e.g. `/Linear_3/`)."""
        groups: dict[str, list[int]] = {}
        for op in self.prog.body:
            s = op.attr("struct_name")
            if isinstance(s, str) and s:
                groups.setdefault(s, []).append(self.number[op])
        return [g for g in groups.values() if len(g) > 1] if len(groups) > 1 else []

    def _alive(self, gone: frozenset[int]) -> list[bool]:
        alive = [True] * len(self.ops)
        for i in range(len(self.ops)):
            p = self.parent[i]
            alive[i] = i not in gone and (p is None or alive[p])
        return alive

    def present(self, removal: Removal) -> list[int]:
        """Numbers of the ops a candidate keeps (an op inside a removed op is gone too)."""
        alive = self._alive(removal.ops)
        return [i for i in range(len(self.ops)) if alive[i]]

    def effective(self, removal: Removal) -> Removal:
        """`removal` without the sources (`is_source`) a kept op still reads: those stay."""
        cut = removal.ops & self.sources
        if not cut:
            return removal
        alive = self._alive(removal.ops)
        stay = set()
        for i in cut:
            p = self.parent[i]
            if (p is None or alive[p]) and any(alive[j] for j in self.readers[i]):
                stay.add(i)
        if not stay:
            return removal
        return Removal(removal.ops - stay, removal.attrs, removal.kwargs)

    # -- building ------------------------------------------------------------------------------------
    def build(self, removal: Removal) -> Built:
        """The candidate without `removal` (as `effective` has it: read sources stay)."""
        removal = self.effective(removal)
        prog = self.prog
        new = Program(prog.era)
        new.syntax = prog.syntax
        body = new.body
        body.syntax = prog.body.syntax
        body.leading_blank = prog.body.leading_blank
        mapping: dict[Value, Value] = {}
        for kw, v in prog.body.kwargs.items():
            if kw not in removal.kwargs:
                mapping[v] = body.add_kwarg(kw, v.type, v.arg_attrs)
        b = _CandidateBuilder(self, removal, mapping, new)
        if not body.kwargs and prog.body.kwargs:
            body.syntax = replace(body.syntax, kw_head=None)  # no `^kw:` header over no kwargs
        b.fill(prog.body, body)
        for op in reversed(b.inputs):
            body.prepend(op)
        return Built(new, b.kept, b.dropped)


class _CandidateBuilder:
    def __init__(self, cands: Candidates, removal: Removal, mapping: dict[Value, Value], new: Program) -> None:
        self.c = cands
        self.removal = removal
        self.mapping = mapping
        self.new = new
        self.inputs: list[Operation] = []
        self.kept = 0
        self.dropped: set[int] = set()
        first = cands.prog.body.first
        self.syntax = cands.prog.new_syntax(first) if first is not None else None

    def fresh(self, v: Value) -> Value | None:
        """A new input standing for `v` (None if `v` is no tensor, so it cannot be fed)."""
        if v.kind == _EXTERNAL:
            nv = Value(v.type, None, 0, _EXTERNAL, v.name)
            self.mapping[v] = nv
            return nv
        t = v.type
        if not t.is_tensor or t.shape is None:
            return None
        if self.c.inputs == "full" and all(d >= 0 for d in t.shape):
            attrs = {
                "dtype": Attr.dtype(t.paddle_dtype or "float32"),
                "place": Attr.place("undefined:0"),
                "shape": Attr.int_array(list(t.shape)),
                "stop_gradient": Attr.array([Attr.bool(True)]),
                "value": Attr.double(1.0),
            }
            op = Operation.create("pd_op.full", [], [t], attrs, era=self.new.era, syntax=self.syntax)
            self.inputs.append(op)
            self.mapping[v] = op.results[0]
            return op.results[0]
        attrs = {
            "dtype": Attr.dtype(t.paddle_dtype or "float32"),
            "name": Attr.str(f"reduce_input_{len(self.inputs)}"),
            "place": Attr.place("undefined:0"),
            "shape": Attr.int_array(list(t.shape)),
            "stop_gradient": Attr.array([Attr.bool(True)]),
        }
        op = Operation.create("pd_op.data", [], [t], attrs, era=self.new.era, syntax=self.syntax)
        self.inputs.append(op)
        self.mapping[v] = op.results[0]
        return op.results[0]

    def fill(self, src: Block, dst: Block) -> None:
        number = self.c.number
        gone = self.removal.ops
        drop_attrs = self.removal.attrs
        for op in src:
            i = number[op]
            if i in gone:
                continue
            operands: list[Value | None] = []
            ok = True
            for v in op.operands:
                if v is None:
                    operands.append(None)
                    continue
                nv = self.mapping.get(v)
                if nv is None:
                    nv = self.fresh(v)
                    if nv is None:
                        ok = False
                        break
                operands.append(nv)
            if not ok:
                self.dropped.add(i)
                continue
            attrs = op.attrs  # shared with the original, which nobody edits
            if drop_attrs and any((i, k) in drop_attrs for k in list(attrs.keys())):
                attrs = attrs.copy()
                for k in list(attrs.keys()):
                    if (i, k) in drop_attrs:
                        del attrs[k]
            new_op = Operation(op.name, operands, [r.type for r in op.results], attrs, op.syntax, op.signature, op.line)
            new_op.blank_after = op.blank_after
            for a, r in zip(op.results, new_op.results, strict=True):
                self.mapping[a] = r
            for region in op.regions:
                nr = new_op.add_region()
                for blk in region.blocks:
                    nb = nr.add_block()
                    nb.syntax = blk.syntax
                    nb.leading_blank = blk.leading_blank
                    for a in blk.args:
                        na = nb.add_arg(a.type)
                        na.arg_attrs = a.arg_attrs
                        self.mapping[a] = na
                    for kw, kv in blk.kwargs.items():
                        self.mapping[kv] = nb.add_kwarg(kw, kv.type, kv.arg_attrs)
                    self.fill(blk, nb)
            dst.append(new_op)
            self.kept += 1
