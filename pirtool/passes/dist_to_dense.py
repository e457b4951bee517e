"""dist-to-dense and remove-unuseful-comm: the dense program Paddle 3.3.1 executes on a rank.

After gradient merge, `Engine._parallel_pir` converts each rank's dist program into a dense one
(C++ `dist_to_dense_pass`) and then drops communication that does nothing
(`remove_unuseful_comm_op_pass` in `auto_parallel/static/pir_pass.py`); the job plan is split
from the result (../shared/docs/job-plan.md).

dist-to-dense: every `pd_dist.tensor<...>` (results, block arguments and kwargs) becomes the
plain tensor of its *local* shape; `op_dist_attr` is dropped and its `chunk_id` kept as a plain
`chunk_id:N` attribute (-1 for ops that had none); a `pd_op.data` keeps its `shape` attribute
equal to its (local) result shape. Paddle re-creates the block's kwargs, so they print in the
order of a rebuilt `std::unordered_map`, each kwarg's attribute map rebuilt likewise
(`paddle.kwarg_order`). The size of each collective's group is read off its `op_dist_attr`
before it is dropped and left for remove-unuseful-comm (`ctx.analyses["ring_sizes"]`).

remove-unuseful-comm: an `all_gather` / `reduce_scatter`, or a SUM / MAX `all_reduce`, whose
group has one rank; a `share_data_` whose input has that one use; a `cast` whose input already has
the result's dtype — each is removed, its users reading its input. A group's size is the op's
`nranks` attribute, its `op_dist_attr` (on a dist program), or what dist-to-dense recorded; a
collective whose group size cannot be told is kept, with a warning.

May import the model, `paddle`, and `.base`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..attrs import Attr, AttrDict, Era, decode_value
from ..attrs.dict import SwapMemo
from ..ir import Block, Operation, Program, Value
from ..paddle.collectives import REDUCE_TYPES
from ..paddle.dist import chunk_id_of, dense_type, group_size
from ..paddle.kwarg_order import reinserted, unordered_map_order
from ..syntax import Signature, generic_signature
from ..types import Type
from .base import Pass, PassContext, register_pass

#: Collectives remove-unuseful-comm drops when their group has one rank (Paddle's `comm_ops`, and
#: `all_reduce` of these reduce types).
_ONE_RANK_COMM = frozenset({"pd_op.all_gather", "pd_op.reduce_scatter"})
_ONE_RANK_ALL_REDUCE = frozenset(k for k, v in REDUCE_TYPES.items() if v in ("sum", "max"))
_COLLECTIVES = _ONE_RANK_COMM | {"pd_op.all_reduce"}


def _ring(op: Operation) -> int | None:
    return op.attrs.integer("ring_id")  # (a value that is no integer: a PirError at it)


def _is_droppable_collective(op: Operation) -> bool:
    if op.name in _ONE_RANK_COMM:
        return True
    return op.name == "pd_op.all_reduce" and op.attrs.integer("reduce_type", 0) in _ONE_RANK_ALL_REDUCE


@register_pass
@dataclass
class DistToDense(Pass):
    name: ClassVar[str] = "dist-to-dense"
    summary: ClassVar[str] = "dist types to local dense types, op_dist_attr to chunk_id (Paddle's dist_to_dense_pass)"

    def apply(self, ctx: PassContext) -> None:
        sizes = ctx.analyses.setdefault("ring_sizes", {})
        for prog in (ctx.main, ctx.startup):
            if prog is not None:
                _to_dense(prog, sizes)


def _to_dense(prog: Program, ring_sizes: dict[int, int]) -> None:
    retyped: set[Operation] = set()  # ops an operand or result of which changes type
    for blk in prog.blocks():
        for v in blk.args:
            _retype(v, retyped)
        if blk.kwargs:
            _rebuild_kwargs(blk, retyped)
    swaps = SwapMemo()  # per attribute text: the dict with chunk_id for op_dist_attr
    era = prog.era
    for op in prog.walk():
        _dense_attrs(op, era, swaps, ring_sizes)
        for r in op.results:
            _retype(r, retyped)
        _local_shapes(op)
    dense_sigs: dict[Signature, Signature] = {}
    for op in retyped:
        op.signature = _dense_signature(op.signature, op, dense_sigs)
    prog.edited = True


def _dense_attrs(op: Operation, era: Era, swaps: SwapMemo, ring_sizes: dict[int, int]) -> None:
    """`op_dist_attr` to `chunk_id` (the group size of a droppable collective noted first),
    each distinct attribute text edited once (`swaps`)."""
    if _is_droppable_collective(op):
        a = op.attrs.get("op_dist_attr")
        _note_group(op, a.text(era) if a is not None else None, ring_sizes)
    try:
        swapped = op.attrs.swapped("op_dist_attr", "chunk_id", _chunk_text, swaps)
    except _ChunkIdError as e:
        raise op.attrs.error("op_dist_attr", str(e)) from None
    if swapped is not None:
        op.set_attrs(swapped)
    else:
        a = op.attrs.get("op_dist_attr")
        if a is not None:
            op.remove_attr("op_dist_attr")
        op.set_attr("chunk_id", Attr.int32(int(_chunk_text(a.text(era) if a is not None else None))))


def _note_group(op: Operation, op_dist_attr: str | None, ring_sizes: dict[int, int]) -> None:
    """The size of a droppable collective's group, read off its `op_dist_attr` (the first
    collective of a ring tells it)."""
    ring, n = _ring(op), group_size(op_dist_attr)
    if ring is not None and n is not None:
        ring_sizes.setdefault(ring, n)


def _local_shapes(op: Operation) -> None:
    """Shapes spelt in attributes follow the local (dense) result types: a reshape's target
    dims, a data op's `shape`."""
    name = op.name
    if name == "pd_op.reshape":
        _local_reshape_dims(op)
    elif name == "pd_op.data" and op.results and op.results[0].type.shape is not None:
        shape = list(op.results[0].type.shape)
        had = op.attr("shape")
        if isinstance(had, list) and had != shape:
            op.set_attr("shape", decode_value("[" + ",".join(str(d) for d in shape) + "]"))


def _retype(v: Value, retyped: set[Operation]) -> None:
    """`v` takes its dense type; its op and its users are noted for new signatures (`Value.set_type`
    without dropping each signature one use at a time)."""
    t = dense_type(v.type)
    if t is v.type:
        return
    v.type = t
    if isinstance(v.owner, Operation):
        retyped.add(v.owner)
    for u, _ in v.uses:
        retyped.add(u)


def _dense_signature(sig: Signature | None, op: Operation, memo: dict[Signature, Signature]) -> Signature | None:
    """The signature an op with (dist) signature `sig` prints once its types are dense: the generic
    form of the dense types, worked out once per distinct signature (a few hundred for 40,000
    ops), so the printer need not derive each op's from its values. It reads the types as
    printed on the op line, which are the values' types in every dump Paddle prints (`verify`
    reports a line where they differ). None (the printer derives it) for an op with regions or a
    signature without operand types."""
    if sig is None or op.regions or not sig.typed_operands:
        return None
    d = memo.get(sig)
    if d is None:
        d = memo[sig] = generic_signature(*_dense_types(sig))
    return d


def _dense_types(sig: Signature) -> tuple[tuple[Type, ...], tuple[Type, ...]]:
    """The operand and result types of `sig`, dense."""
    return tuple([dense_type(t) for t in sig.operand_types]), tuple([dense_type(t) for t in sig.result_types])


class _ChunkIdError(ValueError):
    """An op_dist_attr's chunk_id that the plain `chunk_id` attribute (an Int32, printed bare)
    cannot hold; reported at the op's op_dist_attr."""


def _chunk_text(op_dist_attr: str | None) -> str:
    """The `chunk_id` an op with this `op_dist_attr` text gets (-1 without one)."""
    cid = chunk_id_of(op_dist_attr)
    if cid is None:
        return "-1"
    if len(cid) > 11 or not -(2**31) <= int(cid) < 2**31:
        shown = cid if len(cid) <= 20 else f"{cid[:8]}... ({len(cid.lstrip('-'))} digits)"
        raise _ChunkIdError(f"chunk_id {shown} is out of the range of an Int32")
    return str(int(cid))


def _local_reshape_dims(op: Operation) -> None:
    """A reshape's target dims (a `full_int_array` operand) become its local result shape, with
    Paddle's `0` (copy) and `-1` (infer) resolved."""
    if len(op.operands) < 2 or op.operands[1] is None or not op.results:
        return
    src = op.operands[1].defining_op
    shape = op.results[0].type.shape
    if src is None or src.name != "pd_op.full_int_array" or shape is None or any(d < 0 for d in shape):
        return
    value = src.attr("value")
    if isinstance(value, list) and value != list(shape) and len(value) == len(shape):
        src.set_attr("value", decode_value("[" + ",".join(str(d) for d in shape) + "]"))


def _rebuild_kwargs(blk: Block, retyped: set[Operation]) -> None:
    """Retype the kwargs and print them as Paddle's re-created map does."""
    order = unordered_map_order(list(blk.kwargs))
    alike: dict[tuple[object, str], AttrDict] = {}
    for v in blk.kwargs.values():
        _retype(v, retyped)
        attrs = v.arg_attrs
        if attrs is not None and len(attrs) > 1:
            v.arg_attrs = reinserted(attrs, alike)
    blk.kwargs = {k: blk.kwargs[k] for k in order}
    if blk.program is not None:
        blk.program.edited = True


class DenseOnRead:
    """dist-to-dense made while a dump is read (a `text.assembly.ReadRewrite`): each distinct
    signature gets its dense types and each distinct attribute text its `chunk_id` once, as the
    op lines are assembled, so the program is never walked and retyped after the parse (what
    `plan` does with a dist program: the pass on a parsed program costs a third of a parse).

    The program read equals the pass's on it (the tests compare both on every dist sample):
    types come from the signatures, which are the values' types in every dump Paddle prints, and
    each op is edited in line order, the pass's walk order. Where that argument may not hold
    (a value used before its line, a region opened on a line of its own, an op printed without
    operand types whose results stay as they are, a `while` printed with another opener)
    `exact` turns False, and the caller reads the text plainly and runs the pass. `dist`: a
    dist type was met (else the text was dense and this rewrite must not be kept: it gives
    every op a chunk_id). `ring_sizes`: the group sizes remove-unuseful-comm needs."""

    #: The ops whose attributes follow their types (`_local_shapes`) or whose group size is noted.
    watched = frozenset({"pd_op.reshape", "pd_op.data"}) | _COLLECTIVES

    def __init__(self, era: Era) -> None:
        self.era = era
        self.dist = False
        self.exact = True
        self.why: str | None = None  # what made it inexact
        self.ring_sizes: dict[int, int] = {}
        self._sigs: dict[Signature, tuple[tuple[Type, ...], Signature | None]] = {}  # per interned signature
        self._swaps = SwapMemo()  # the op_dist_attr -> chunk_id edits (`attrs`, and `_dense_attrs` for texts it kept)

    def signature(self, sig: Signature) -> tuple[tuple[Type, ...], Signature | None]:
        d = self._sigs.get(sig)
        if d is None:
            ot, rt = _dense_types(sig)
            if ot == sig.operand_types and rt == sig.result_types:
                d = (sig.result_types, sig)
                if not sig.typed_operands:  # the pass re-derives it if an operand is retyped
                    self.irregular(f"an op prints no operand types ({sig.text.strip()})")
            elif sig.typed_operands and not sig.opener:
                d = (rt, generic_signature(ot, rt))  # what `_dense_signature` gives a retyped op
            else:
                d = (rt, None)  # the pass drops it, and the printer derives it
            if d[1] is not sig:
                self.dist = True
            self._sigs[sig] = d
        return d

    def attrs(self, text: str) -> tuple[str, dict[str, object]] | None:
        try:
            d = AttrDict(text, self.era).swapped("op_dist_attr", "chunk_id", _chunk_text, self._swaps)
        except _ChunkIdError:
            return None  # kept: `op` then edits the op itself, and says where the chunk_id is bad
        return None if d is None else (d.text(), d.peeks)

    def op(self, op: Operation, printed_attrs: str | None) -> None:
        sig = op.signature
        if op.syntax.form == "while" and sig is not None and sig.opener != " { ":  # a retyped while prints " { "
            self.irregular(f"{op.name} at line {op.line} opens its body with {sig.opener!r}")
        if printed_attrs is None:
            _dense_attrs(op, self.era, self._swaps, self.ring_sizes)
        elif op.name in _COLLECTIVES and _is_droppable_collective(op):
            a = AttrDict(printed_attrs, self.era).get("op_dist_attr")
            _note_group(op, a.text(self.era) if a is not None else None, self.ring_sizes)
        _local_shapes(op)

    def irregular(self, what: str) -> None:
        if self.exact:
            self.exact, self.why = False, what

    def finish(self, prog: Program, kwarg_blocks: list[Block]) -> None:
        retyped: set[Operation] = set()  # (nothing changes type: the kwargs were typed dense)
        for blk in kwarg_blocks:
            _rebuild_kwargs(blk, retyped)
        prog.edited = True


@register_pass
@dataclass
class RemoveUnusefulComm(Pass):
    name: ClassVar[str] = "remove-unuseful-comm"
    summary: ClassVar[str] = (
        "drop one-rank collectives, single-use share_data_, identity casts (Paddle's remove_unuseful_comm_op_pass)"
    )

    def apply(self, ctx: PassContext) -> None:
        recorded: dict[int, int] = ctx.analyses.get("ring_sizes", {})
        unknown: set[int] = set()
        candidates = _COLLECTIVES | {"pd_op.share_data_", "pd_op.cast"}
        for op in list(ctx.main.body):
            if op.name not in candidates:
                continue
            if _is_droppable_collective(op):
                n = op.attr("nranks")
                if not isinstance(n, int):
                    a = op.attrs.get("op_dist_attr")
                    n = group_size(a.text(ctx.main.era)) if a is not None else recorded.get(_ring(op) or -1)
                if n is None:
                    ring = _ring(op)
                    unknown.add(ring if ring is not None else -1)
                elif n == 1:
                    _bypass(op)
                continue
            if (
                op.name == "pd_op.share_data_"
                and op.operands
                and op.operands[0] is not None
                and len(op.operands[0].uses) == 1
            ):
                _bypass(op)
            elif (
                op.name == "pd_op.cast"
                and op.operands
                and op.operands[0] is not None
                and op.results
                and op.operands[0].type.dtype == op.results[0].type.dtype
            ):
                _bypass(op)
        if unknown:
            ctx.warn(
                "remove-unuseful-comm: kept the collectives of ring(s) "
                f"{', '.join(str(r) for r in sorted(unknown))}: their group size is not in the program "
                "(no nranks attribute or op_dist_attr; run dist-to-dense in the same pipeline)"
            )


def _bypass(op: Operation) -> None:
    if not op.operands:  # (a one-rank collective hands its operand on: without one there is nothing to hand)
        raise op.error(f"{op.name} has no operand to stand in for its result", op.name)
    src = op.operands[0]
    if op.results and src is not None:
        op.results[0].replace_all_uses_with(src)
    op.erase()
