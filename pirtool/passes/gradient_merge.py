"""gradient-merge: accumulate gradients over k micro-batches, then run the optimizer once.

This is Paddle 3.3.1's `auto_parallel_gradient_merge_pass` (docs/gradient-merge.md §2), done
on the text of a program. The steps below carry the spec's numbering.

  Step 0   find (param, grad) pairs from the optimizer ops alone (`find_params_grads`)
  Step 1   per pair, in Paddle's params_grads order:
      1.4  startup: `full(0)` + `builtin.shadow_output "<param>@GRAD@MERGE"`
      1.5  main: kwarg `%kwarg_<param>@GRAD@MERGE {place:Place(cpu),persistable:true}`
      1.6  `add_(acc, grad)` right after the grad's producer (a `cast` first for a master grad)
      1.7  `_move_used_grad_op`: some consumers of the grad move to the optimize stage
      1.8  optimize-stage users of the grad read the accumulator instead
      1.9  zero the accumulator after the update (`full`, 3 × `full_int_array`,
           `set_value_with_tensor_`, appended at the end of the block)
  Step 2   gradient_sync_after_accumulate=False: sync every micro-step (a stub in Paddle)
  Step 3   avg: `full(1/k)` + `scale_` on the gradient operand of each optimizer op

Where pirtool deliberately differs from Paddle 3.3.1 (each one is reported as a warning):

* Paddle averages only ops whose name contains "adam" or "sgd"; for any other optimizer
  (momentum_, lamb_, ...) it appends its scale ops after the accumulators are zeroed, so the
  update uses the sum. pirtool scales the gradient operand of every optimizer it knows
  (`paddle_compat=true` reproduces Paddle's output exactly).
* `gradient_sync_after_accumulate=false` crashes in Paddle (TypeError in a stub); pirtool moves
  the data-parallel reduce back into the backward stage so it runs every micro-step.

Kept as Paddle does it, with a warning: global-norm clipping reads the accumulated *sum*, and the
1/k scale lands between the clip and the optimizer, so the update is clip(sum)/k rather than
clip(mean). `scale_before_clip=true` averages right after the data-parallel sync instead.

Errors (PirError) are raised before the program is touched: a bad k, no optimizer op, an
unknown optimizer, a gradient without a backward producer, a second application.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import ClassVar, NamedTuple

from ..attrs import Attr, AttrDict, Era
from ..errors import PirError
from ..ir import NULL_TYPE, Block, Operation, OpSyntax, Program, Signature, Value, gc_paused, generic_signature
from ..paddle import collectives as comm
from ..paddle.dist import DistSpec, chunk_id_of, local_shape, op_dist_attr_text, with_spec
from ..paddle.kwarg_order import unordered_map_order
from ..paddle.names import GRAD_MERGE_SUFFIX as MERGE_SUFFIX
from ..paddle.names import RENAME_SUFFIX, is_renamed
from ..paddle.optimizers import NOT_OPTIMIZERS, OPTIMIZER_OPERANDS
from ..paddle.roles import BACKWARD, FORWARD, OPTIMIZE, inferred_roles
from ..types import DTYPES, Type, tensor_type
from .base import Pass, PassContext, option, register_pass

# Ops on an accumulator's way to its optimizer (or the optimizer itself): not "sum readers".
_NOT_SUM_READERS = frozenset({"pd_op.cast", "pd_op.scale_", "pd_op.set_value_with_tensor_", "builtin.combine", *OPTIMIZER_OPERANDS})

def paddle_scale_operand(op_name: str) -> int | None:
    """The operand Paddle 3.3.1 scales when averaging (`_append_scale_op_after_comm`): by substring."""
    if "adam" in op_name:
        return 1
    if "sgd" in op_name:
        return 2
    return None


# ----------------------------------------------------------------------------------------------
# Step 0: (param, grad) pairs from the text


@dataclass(slots=True)
class GradSlot:
    """Where an optimizer reads a gradient: operand `index` of `op` (the optimizer, or the
    `builtin.combine` feeding a vector operand)."""

    op: Operation
    index: int

    @property
    def value(self) -> Value | None:
        return self.op.operands[self.index]


@dataclass(slots=True)
class ParamGrad:
    param: Value
    param_name: str
    grad: Value  # produced by the backward pass
    optimizer: Operation
    slot: GradSlot
    path: list[Operation] = field(default_factory=list)  # optimize-stage ops from grad to the optimizer


def find_params_grads(main: Program) -> list[ParamGrad]:
    """(param, grad) pairs in Paddle's params_grads order (the order of the optimizer ops).

    The gradient an optimizer reads is traced back through optimize-stage ops (DP all_reduce,
    reduce_scatter, all_gather, master-grad cast, clip multiply, scale, slice ...) to the value
    the backward pass produced. Raises PirError for a program without optimizer ops, an
    unknown optimizer, or a gradient with no backward producer.
    """
    return _params_grads(main.body)[0]


def _params_grads(block: Block) -> tuple[list[ParamGrad], list[Operation]]:
    """find_params_grads, and the optimizer ops in block order (the pass scales their operands)."""
    optimizers: list[Operation] = []
    in_place: list[Operation] = []  # other ops named like in-place updates: unknown optimizers?
    for op in block:
        if op.name in OPTIMIZER_OPERANDS:
            optimizers.append(op)
        elif op.name[-1] == "_" and op.name not in NOT_OPTIMIZERS:
            in_place.append(op)
    has_roles = any("op_role" in op.attrs for op in block)
    if has_roles:
        _check_unknown_optimizers(in_place, optimizers)
    if not optimizers:
        raise PirError(
            "no optimizer op in the program: gradient merge needs the optimize stage "
            f"(an op such as {', '.join(list(OPTIMIZER_OPERANDS)[:4])}, ...) in the main block"
        )
    if not has_roles:
        raise PirError("the program has neither op_role attributes nor backward (*_grad) ops: no backward to accumulate")
    pairs: list[ParamGrad] = []
    seen_grads: set[int] = set()
    for op in optimizers:
        pi, gi = OPTIMIZER_OPERANDS[op.name]
        if len(op.operands) <= max(pi, gi):
            raise _located(f"{op.name} has {len(op.operands)} operands; expected the gradient at operand {gi}", op)
        params = _elements(op, pi)
        grads = _elements(op, gi)
        if len(params) != len(grads):
            raise _located(f"{op.name}: {len(params)} parameters but {len(grads)} gradients", op)
        for p_slot, g_slot in zip(params, grads, strict=True):
            p, g = p_slot.value, g_slot.value
            if g is None or p is None:
                continue  # Paddle skips (param, None)
            pname = _param_name(_param_source(p))
            if pname is None:
                raise _located(f"cannot tell which parameter operand {pi} of {op.name} is (not a builtin.parameter or named data)", op)
            path: list[Operation] = []
            grad = _trace_to_backward(g, op, pname, path)
            if id(grad) in seen_grads:
                continue
            seen_grads.add(id(grad))
            pairs.append(ParamGrad(p, pname, grad, op, g_slot, path))
    if not pairs:
        raise PirError("the optimizer ops of the program have no gradient operands (all <<NULL VALUE>>)")
    return pairs, optimizers


def _check_unknown_optimizers(candidates: list[Operation], optimizers: list[Operation]) -> None:
    """An optimize-stage op updating a parameter in place that no known optimizer updates."""
    covered = {id(s.value) for op in optimizers for s in _elements(op, OPTIMIZER_OPERANDS[op.name][0])}
    for op in candidates:
        if _updates_param_in_place(op) and id(op.operands[0]) not in covered:
            known = ", ".join(n.split(".", 1)[1] for n in OPTIMIZER_OPERANDS)
            raise _located(
                f"unknown optimizer op {op.name} updates parameter {_param_name(op.operands[0])}; "
                f"pirtool knows which operand is the gradient only for: {known}",
                op,
            )


def _elements(op: Operation, index: int) -> list[GradSlot]:
    v = op.operands[index]
    d = v.defining_op if v is not None else None
    if d is not None and d.name == "builtin.combine":
        return [GradSlot(d, i) for i in range(len(d.operands))]
    return [GradSlot(op, index)]


def _param_name(v: Value | None) -> str | None:
    d = v.defining_op if v is not None else None
    if d is None:
        return None
    if d.name == "builtin.parameter":
        a = d.attrs.get("parameter_name")
    elif d.name == "pd_op.data":
        a = d.attrs.get("name")
    else:
        return None
    return a.value if a is not None and a.kind == "str" else None


def _param_source(v: Value) -> Value:
    """The parameter behind an optimizer's parameter operand. Reshard may gather a sharded
    parameter in front of the optimizer (`all_gather`, then `split_with_num` + `concat` to
    reorder the pieces: tensor parallel + Momentum); Paddle names the accumulator after the
    parameter itself."""
    cur = v
    for _ in range(64):
        d = cur.defining_op
        if d is None or d.name in ("builtin.parameter", "pd_op.data") or not d.operands or d.regions or d.operands[0] is None:
            return cur
        cur = _data_operand(d, cur)
    return v


def _updates_param_in_place(op: Operation) -> bool:
    return (  # cheap tests first: reading op_role means finding it in the attribute text
        bool(op.operands)
        and op.operands[0] is not None
        and op.operands[0].defining_op is not None
        and op.operands[0].defining_op.name == "builtin.parameter"
        and _param_name(op.operands[0]) is not None
        and op.op_role == OPTIMIZE
    )


def _trace_to_backward(g: Value, optimizer: Operation, pname: str, path: list[Operation]) -> Value:
    """Follow the gradient operand back through optimize-stage ops to the backward's value;
    the ops passed on the way are appended to `path`."""
    cur = g
    for _ in range(10000):
        d = cur.defining_op
        if d is None:
            what = "a block argument" if cur.kind in ("arg", "kwarg") else "a value defined outside the program"
            raise _located(f"the gradient of {pname} read by {optimizer.name} is {what}, not produced by the backward pass", optimizer)
        role = d.op_role
        if role == BACKWARD:
            return cur
        path.append(d)
        if role == FORWARD or not d.operands or d.regions:
            raise _located(
                f"the gradient of {pname} read by {optimizer.name} has no backward producer "
                f"(it comes from {d.name}{f' at line {d.line}' if d.line else ''}, op_role {role})",
                optimizer,
            )
        cur = _data_operand(d, cur)
    raise _located(f"cycle while tracing the gradient of {pname}", optimizer)  # pragma: no cover


def _data_operand(op: Operation, out: Value) -> Value:
    """The operand of an optimize-stage op that carries the gradient: the one shaped like the
    result (clip's multiply(g, factor)), else operand 0 (all_reduce, all_gather, cast, slice...)."""
    shape = out.type.shape
    for v in op.operands:
        if v is not None and shape is not None and v.type.shape == shape and v.type.shape != (1,):
            return v
    v0 = op.operands[0]
    if v0 is None:
        raise _located(f"{op.name}: the gradient operand is <<NULL VALUE>>", op)
    return v0


def _located(reason: str, op: Operation) -> PirError:
    """An error about `op`, located at its line in the source text (ops made by passes have none)."""
    return PirError(reason, line=op.line or None, col=None)


# ----------------------------------------------------------------------------------------------
# Building new ops in the program's own spelling


def stop_gradient(v: Value | None) -> bool:
    """A value's stop_gradient: its definer's `stop_gradient[i]`; kwargs and args stop (true)."""
    if v is None:
        return True
    op = v.defining_op
    if op is None:
        return True
    sg = op.attrs.get("stop_gradient")
    if sg is not None and sg.kind == "array" and v.index < len(sg.value):
        return bool(sg.value[v.index].value)
    return True


@lru_cache(maxsize=64)
def _bools(*xs: bool) -> Attr:
    """`[true,false]`: shared, like every attribute value the pass makes (they are immutable)."""
    return Attr.array([Attr.bool(x) for x in xs])


_EMPTY = Attr.array([])
_SHAPE_1 = Attr.int_array([1])
_CPU = Attr.place("cpu")
_INT64 = Attr.dtype("int64")
_OPTIMIZE_ROLE = Attr.int32(OPTIMIZE)
_TRUE = Attr.bool(True)
_FALSE = Attr.bool(False)
_FLOAT_0 = Attr.float(0.0)


class _Proto(NamedTuple):
    """What ops made alike share: name, attributes, signature and syntax. `like_syntax` is the
    syntax the memo key names by id, kept alive so that the id is not reused meanwhile."""

    name: str
    attrs: AttrDict
    sig: Signature
    syntax: OpSyntax
    like_syntax: OpSyntax | None

    @classmethod
    def of(cls, op: Operation, like: Operation | None) -> _Proto:
        """The prototype of an op just made (its attributes not yet edited)."""
        assert op._sig is not None
        return cls(op.name, op.attrs.copy(), op._sig, op.syntax, like.syntax if like is not None else None)

    def instance(self, operands: list[Value | None]) -> Operation:
        return Operation(self.name, operands, self.sig.result_types, self.attrs.copy(), self.syntax, self.sig)


#: What a builder method makes on a memo miss: op name, result types, attributes.
_OpSpec = tuple[str, list[Type], dict[str, Attr]]


class _Builder:
    """Creates ops with attributes spelt for the program's era and dist attributes when it is
    an auto-parallel program.

    The pass makes ~8 ops per parameter, most of them equal but for their operands. `stamp`
    makes an op from a memo of the ops made with the same key: one decoded attribute dict
    (shared copy on write), its spelling and the signature are worked out once per kind of
    op, not once per parameter.
    """

    def __init__(self, prog: Program) -> None:
        self.prog = prog
        self.era: Era = prog.era
        self.chunk_id = self._find_chunk_id()
        self._protos: dict[tuple, _Proto] = {}
        self._zeroing: dict[tuple, list[_Proto]] = {}
        self._scaling: dict[tuple, tuple[_Proto, _Proto]] = {}
        self._dist_attrs: dict[tuple, Attr] = {}
        self._opaque: dict[str, Attr] = {}

    def _find_chunk_id(self) -> str | None:
        for op in self.prog.body:
            a = op.attrs.get("op_dist_attr")
            if a is not None:
                return chunk_id_of(a.raw or a.text(self.prog.era))
        return None

    def stamp(self, key: tuple, operands: list[Value | None], like: Operation | None, make: Callable[[], _OpSpec]) -> Operation:
        """A new op with `operands`, spelt like `like`. `key` must determine everything `make`
        returns and the operands' types."""
        base = like.syntax if like is not None else None
        k = (key, id(base))
        proto = self._protos.get(k)
        if proto is None:
            name, results, attrs = make()
            ad = AttrDict(None, self.era, dict(sorted(attrs.items())))
            ad.text()  # spelt once, shared by every copy
            operand_types = tuple([NULL_TYPE if v is None else v.type for v in operands])
            sig = generic_signature(operand_types, tuple(results))
            proto = self._protos[k] = _Proto(name, ad, sig, self.prog.new_syntax(like=like), base)
        return proto.instance(operands)

    def dist_attr(self, mesh: DistSpec, operands: Sequence[DistSpec | None], results: Sequence[DistSpec | None]) -> Attr:
        key = (mesh, tuple(operands), tuple(results))
        a = self._dist_attrs.get(key)
        if a is None:
            a = self._dist_attrs[key] = self.opaque(op_dist_attr_text(mesh, operands, results, self.chunk_id))
        return a

    def opaque(self, text: str) -> Attr:
        """One shared Attr per distinct text (op_dist_attr copies are long and often equal)."""
        a = self._opaque.get(text)
        if a is None:
            a = self._opaque[text] = Attr.opaque(text)
        return a

    def on_mesh_of(self, t: Type, shape: tuple[int, ...], dtype: str) -> Type:
        """A replicated tensor on the mesh of `t` (dense if `t` is dense)."""
        return _on_mesh_of(t, shape, dtype, self.prog.tensor_prefix())

    # -- the ops of the pass -----------------------------------------------------------------------
    def full(self, value: float, dtype_short: str, place: str, like_type: Type, like: Operation | None) -> Operation:
        def make() -> _OpSpec:
            attrs = {
                "dtype": Attr.dtype(DTYPES[dtype_short]),
                "op_role": _OPTIMIZE_ROLE,
                "place": Attr.place(place),
                "shape": _SHAPE_1,
                "stop_gradient": _bools(True),
                "value": Attr.double(value),
            }
            return "pd_op.full", [self.on_mesh_of(like_type, (1,), dtype_short)], attrs

        return self.stamp(("full", repr(value), dtype_short, place, like_type), [], like, make)

    def full_int_array(self, like_type: Type, like: Operation | None) -> Operation:
        def make() -> _OpSpec:
            attrs = {"dtype": _INT64, "op_role": _OPTIMIZE_ROLE, "place": _CPU, "stop_gradient": _bools(True), "value": _EMPTY}
            return "pd_op.full_int_array", [self.on_mesh_of(like_type, (0,), "i64")], attrs

        return self.stamp(("full_int_array", like_type), [], like, make)

    def zeroing(self, acc: Value, like: Operation | None) -> list[Operation]:
        """`full(0)`, 3 × `full_int_array` and `set_value_with_tensor_(acc, zero, [], [], [])`:
        the ops that zero an accumulator, alike for accumulators of one type (one memo lookup)."""
        key = (acc.type, id(like.syntax) if like is not None else None)
        group = self._zeroing.get(key)
        if group is None:
            ops = [self.full(0.0, acc.type.dtype or "f32", "undefined:0", acc.type, like)]
            ops += [self.full_int_array(acc.type, like) for _ in range(3)]
            ops.append(self.set_value_zero(acc, [acc, *(o.result for o in ops)], like))
            self._zeroing[key] = [_Proto.of(op, like) for op in ops]
            return ops
        ops = [p.instance([]) for p in group[:4]]
        ops.append(group[4].instance([acc, *(o.result for o in ops)]))
        return ops

    def scaling(self, target: Value, factor: float, like: Operation) -> tuple[Operation, Operation]:
        """`full(factor)` and `scale_(target, full)`, alike for targets of one type (one memo lookup)."""
        sg = stop_gradient(target)  # (a full's result stops the gradient)
        key = (target.type, repr(factor), sg, id(like.syntax))
        pair = self._scaling.get(key)
        if pair is None:
            full = self.full(factor, "f32", "cpu", target.type, like)
            scale = self.scale_(target, full.result, like, sg and stop_gradient(full.result))
            self._scaling[key] = (_Proto.of(full, like), _Proto.of(scale, like))
            return full, scale
        full = pair[0].instance([])
        return full, pair[1].instance([target, full.result])

    def set_value_zero(self, acc: Value, operands: list[Value | None], like: Operation | None) -> Operation:
        """`set_value_with_tensor_(acc, zero, [], [], [])`: everything replicated."""
        acc_type = acc.type

        def make() -> _OpSpec:
            attrs: dict[str, Attr] = {
                "axes": _EMPTY,
                "decrease_axes": _EMPTY,
                "none_axes": _EMPTY,
                "op_role": _OPTIMIZE_ROLE,
                "stop_gradient": _bools(all(stop_gradient(v) for v in operands)),
            }
            spec = DistSpec.of(acc_type)
            if spec is None:
                return "pd_op.set_value_with_tensor_", [acc_type], attrs
            rep = spec.replicated()
            ins = [rep] + [DistSpec.of(v.type) for v in operands[1:] if v is not None]
            attrs["op_dist_attr"] = self.dist_attr(spec, ins, [rep])
            return "pd_op.set_value_with_tensor_", [with_spec(acc_type, rep)], attrs

        # acc is a kwarg (stop_gradient true); the other operands are made alike from acc's type.
        return self.stamp(("set_value_with_tensor_", acc_type), operands, like, make)

    def add_(self, acc: Value, addend: Value, like: Operation, sg: bool, role: int | None, dist_text: str | None) -> Operation:
        """`add_(acc, addend)` with the producer's op_role and a verbatim copy of its op_dist_attr."""

        def make() -> _OpSpec:
            attrs = {"grad_merge_add": _TRUE, "stop_gradient": _bools(sg)}
            if role is not None:
                attrs["op_role"] = Attr.int32(role)
            if dist_text is not None:
                attrs["op_dist_attr"] = self.opaque(dist_text)
            return "pd_op.add_", [_elementwise_dist((acc.type, addend.type), acc.type)[0]], attrs

        return self.stamp(("add_", acc.type, addend.type, sg, role, dist_text), [acc, addend], like, make)

    def cast(self, x: Value, dtype: str, like: Operation, sg: bool) -> Operation:
        """`cast(x)` to `dtype` (short spelling, e.g. "f32"), with no op_role."""

        def make() -> _OpSpec:
            target = x.type.with_dtype(dtype)
            attrs = {"dtype": Attr.dtype(target.paddle_dtype or "float32"), "stop_gradient": _bools(sg)}
            return "pd_op.cast", [self.elementwise_result((x.type,), target, attrs)], attrs

        return self.stamp(("cast", x.type, dtype, sg), [x], like, make)

    def scale_(self, target: Value, factor: Value, like: Operation, sg: bool) -> Operation:
        """`scale_(target, factor)`: an Optimize op (the seed's reviewers asked for that role)."""

        def make() -> _OpSpec:
            attrs = {"bias": _FLOAT_0, "bias_after_scale": _FALSE, "op_role": _OPTIMIZE_ROLE, "stop_gradient": _bools(sg)}
            return "pd_op.scale_", [self.elementwise_result((target.type, factor.type), target.type, attrs)], attrs

        return self.stamp(("scale_", target.type, factor.type, sg), [target, factor], like, make)

    def elementwise_result(self, operand_types: tuple[Type, ...], result_type: Type, attrs: dict[str, Attr]) -> Type:
        """The result type of an elementwise op (add_, scale_, cast): partial status dropped; adds
        its op_dist_attr to `attrs` when the program is distributed."""
        result_type, dist = _elementwise_dist(operand_types, result_type)
        if dist is not None:
            attrs["op_dist_attr"] = self.dist_attr(*dist)
        return result_type


@lru_cache(maxsize=4096)
def _on_mesh_of(t: Type, shape: tuple[int, ...], dtype: str, prefix: str) -> Type:
    spec = DistSpec.of(t)
    if spec is None:
        return tensor_type(shape, dtype, prefix) if t.kind != "dist_tensor" else t.with_shape(shape).with_dtype(dtype)
    return with_spec(t, spec.replicated(len(shape)), shape, dtype)


@lru_cache(maxsize=4096)
def _elementwise_dist(operand_types: tuple[Type, ...], result_type: Type) -> tuple[Type, tuple[DistSpec, tuple[DistSpec | None, ...], tuple[DistSpec]] | None]:
    """SPMD rule of an elementwise op: result type, and (mesh, operand specs, result specs) when
    dist (tuples: the answer is cached and shared)."""
    specs = [DistSpec.of(t) for t in operand_types]
    spec0 = specs[0]
    if spec0 is None:
        return result_type, None
    out_spec = spec0.strip_partial()
    ins = tuple(s.strip_partial() if s is not None else None for s in specs)
    return with_spec(result_type, out_spec), (spec0, ins, (out_spec,))


# ----------------------------------------------------------------------------------------------
# The pass


@register_pass
@dataclass
class GradientMerge(Pass):
    """Paddle 3.3.1's auto_parallel_gradient_merge_pass."""

    name: ClassVar[str] = "gradient-merge"
    summary: ClassVar[str] = "accumulate gradients over k micro-batches (Paddle's auto_parallel_gradient_merge_pass)"

    k: int = option(help="number of micro-batches (k_steps), >= 1")
    avg: bool = option(True, "average: scale the accumulated gradient by 1/k before the update")
    gradient_sync_after_accumulate: bool = option(
        True, "sync data-parallel gradients once per k steps (false: every micro-step, in the backward)"
    )
    paddle_compat: bool = option(
        False, "reproduce Paddle 3.3.1's output exactly, including its averaging bug for non-adam/sgd optimizers"
    )
    scale_before_clip: bool = option(
        False, "average right after the accumulator's data-parallel sync, before gradient clipping reads it"
    )

    def validate(self) -> str | None:
        if isinstance(self.k, bool) or not isinstance(self.k, int) or self.k < 1:
            return f"k must be an integer >= 1, got {self.k!r}"
        if self.paddle_compat and self.scale_before_clip:
            return "paddle_compat and scale_before_clip cannot be combined (Paddle scales at the optimizer)"
        return None

    def apply(self, ctx: PassContext) -> None:
        problem = self.validate()
        if problem:
            raise PirError(problem)
        with gc_paused(), inferred_roles(ctx.main):  # plain static programs print no op_role
            _Run(self, ctx).run()


@dataclass(slots=True)
class _Accumulator:
    pair: ParamGrad
    value: Value  # the kwarg
    type: Type
    add: Operation


@dataclass
class _Run:
    opts: GradientMerge
    ctx: PassContext
    accs: list[_Accumulator] = field(default_factory=list)
    optimizers: list[Operation] = field(default_factory=list)  # in block order

    def __post_init__(self) -> None:
        self.main = self.ctx.main
        self.block: Block = self.main.body
        self.b = _Builder(self.main)
        # The accumulators' attributes, alike for all: spelt once (AttrDict.copy shares it).
        self.acc_attrs = AttrDict(None, self.main.era, {"place": _CPU, "persistable": _TRUE})
        self.acc_attrs.text()

    def run(self) -> None:
        for key in self.block.kwargs:
            if key.endswith(MERGE_SUFFIX):
                raise PirError(f"the program already has an accumulator %kwarg_{key}: was gradient merge applied twice?")
        pairs, self.optimizers = _params_grads(self.block)
        if self.ctx.startup is not None:
            keys = {p.param_name + MERGE_SUFFIX for p in pairs}
            for op in self.ctx.startup.walk():
                if op.name == "builtin.shadow_output" and op.attr("output_name") in keys:
                    raise PirError(f"the startup program already initialises {op.attr('output_name')}: was gradient merge applied twice?")
        kw_before = list(self.block.kwargs)
        if not self.opts.gradient_sync_after_accumulate:
            self.sync_every_micro_step(pairs)  # Step 2, done first: see its docstring
        for p in pairs:
            self.accumulate(p)  # Step 1
        self.order_kwargs(kw_before)
        if self.opts.avg:
            self.average()  # Step 3

    # -- Step 1 ---------------------------------------------------------------------------------------
    def accumulate(self, pair: ParamGrad) -> None:
        grad = pair.grad
        key = pair.param_name + MERGE_SUFFIX
        acc_type = grad.type
        users = grad.users  # (the ops added below read the grad too, but neither moves nor is rewired)
        for u in users:  # 1.3: accumulate a master grad in its (f32) dtype
            if u.name == "pd_op.cast" and "master_grad_cast" in u.attrs and u.results:
                acc_type = u.results[0].type
        if self.ctx.startup is not None:
            self.init_in_startup(key, grad, acc_type)  # 1.4
        acc = self.block.add_kwarg(key, acc_type, self.acc_attrs)  # 1.5
        add = self.insert_add(acc, grad)  # 1.6
        self.accs.append(_Accumulator(pair, acc, acc_type, add))
        for user in users:  # 1.7
            _move_used_grad_op(user, grad)
        opt_users = [u for u in users if u.op_role == OPTIMIZE]  # 1.8
        grad.replace_all_uses_with(acc, only=opt_users)
        self.append_zeroing(acc)  # 1.9

    def init_in_startup(self, key: str, grad: Value, acc_type: Type) -> None:
        startup = self.ctx.startup
        assert startup is not None
        shape = local_shape(grad.type)
        dtype = acc_type.dtype or "f32"
        like = startup.body.last
        full = Operation.create(
            "pd_op.full",
            [],
            [tensor_type(shape, dtype, startup.tensor_prefix())],
            {
                "dtype": Attr.dtype(DTYPES[dtype]),
                "persistable": _bools(True),
                "place": Attr.place("undefined:0"),
                "shape": Attr.int_array(list(shape)),
                "stop_gradient": _bools(True),
                "value": Attr.double(0.0),
            },
            era=startup.era,
            syntax=startup.new_syntax(like=like),
        )
        startup.body.append(full)
        out = Operation.create(
            "builtin.shadow_output", [full.result], [], {"output_name": Attr.str(key)}, era=startup.era, syntax=startup.new_syntax(like=like)
        )
        startup.body.append(out)

    def insert_add(self, acc: Value, grad: Value) -> Operation:
        """`add_(acc, grad)` right after the grad's producer; a cast first if the dtypes differ."""
        producer = grad.defining_op
        assert producer is not None and producer.parent is not None
        blk = producer.parent
        anchor = producer
        addend = grad
        if acc.type.dtype != grad.type.dtype:
            # Paddle's add_ promotes the bf16 grad to the f32 accumulator with a cast that has
            # no op_role (so the plan splitter puts it in the backward, with the add_).
            cast = self.b.cast(grad, acc.type.dtype or "f32", producer, stop_gradient(grad))
            blk.insert_after(anchor, cast)
            anchor = cast
            addend = cast.result
        role = producer.attrs.get("op_role")
        pda = producer.attrs.get("op_dist_attr")  # copied verbatim (Paddle: create_op_dist_attribute(...))
        add = self.b.add_(
            acc,
            addend,
            producer,
            stop_gradient(acc) and stop_gradient(addend),
            None if role is None else int(role.value),
            None if pda is None else pda.raw or pda.text(self.main.era),
        )
        blk.insert_after(anchor, add)
        return add

    def append_zeroing(self, acc: Value) -> None:
        blk = self.block
        for op in self.b.zeroing(acc, blk.last):
            blk.append(op)

    def order_kwargs(self, before: list[str]) -> None:
        """Print kwargs where Paddle would: in the order of its std::unordered_map."""
        order = unordered_map_order(before + [a.value.keyword or "" for a in self.accs])
        kw = self.block.kwargs
        self.block.kwargs = {k: kw[k] for k in order if k in kw}

    # -- Step 2 ---------------------------------------------------------------------------------------
    def sync_every_micro_step(self, pairs: list[ParamGrad]) -> None:
        """gradient_sync_after_accumulate=False: the data-parallel reduce of each gradient moves
        back into the backward stage, right after the gradient's producer, so every micro-step's
        gradient is synchronised and the accumulator sums synchronised gradients.

        Paddle 3.3.1 only has a stub here (and calls it with the wrong arity). pirtool moves the
        reduce before accumulating: the outcome is the same as moving it afterwards, and the
        accumulator gets the reduced tensor's type.
        """
        self.ctx.warn(
            "gradient-merge: gradient_sync_after_accumulate=false syncs gradients every micro-step; "
            "Paddle 3.3.1 cannot do this (its _pir_move_reduce_to_backward_stage is a stub called with the wrong arity)"
        )
        moved = 0
        for pair in pairs:
            grad = pair.grad
            syncs = [u for u in grad.users if comm.is_dp_grad_sync(u, grad)]
            if not syncs:
                continue
            if is_renamed(grad):
                self.ctx.warn(f"gradient-merge: the reduce of {pair.param_name}'s gradient is left in place (renamed gradient, {RENAME_SUFFIX})")
                continue
            sync = syncs[0]
            producer = grad.defining_op
            assert producer is not None and producer.parent is not None
            others = [u for u in grad.users if u is not sync and u.op_role == OPTIMIZE]
            assert sync.parent is not None
            sync.parent.remove(sync)
            producer.parent.insert_after(producer, sync)
            sync.set_attr("op_role", Attr.int32(BACKWARD))
            synced = sync.results[0]
            grad.replace_all_uses_with(synced, only=others)
            pair.grad = synced
            moved += 1
        if moved == 0:
            self.ctx.warn("gradient-merge: gradient_sync_after_accumulate=false: no data-parallel reduce op to move")

    # -- Step 3 ---------------------------------------------------------------------------------------
    def average(self) -> None:
        if self.opts.paddle_compat:
            self.average_like_paddle()
            return
        k = self.opts.k
        if self.opts.scale_before_clip:
            for acc in self.accs:
                self.scale_accumulator(acc, 1.0 / k)
            return
        readers = self.sum_readers()
        slots = list(self.optimizer_slots())
        for slot in slots:
            self.scale_slot(slot, 1.0 / k)
        self.report_average_deviations(slots)
        if readers:
            self.ctx.warn(
                f"gradient-merge: {readers[0].name}{f' (line {readers[0].line})' if readers[0].line else ''} and "
                f"{len(readers) - 1} other op(s) read the accumulated sum before it is averaged (gradient clipping?): "
                f"the update is clip(sum)/{k}, as Paddle 3.3.1 does for adam/sgd; scale_before_clip=true averages first"
            )

    def sum_readers(self) -> list[Operation]:
        """Optimize-stage ops, other than the optimizer's own path, that read an accumulator
        (or its data-parallel sync, or a value on that path) before the optimizer's scale:
        typically global-norm clipping."""
        out: list[Operation] = []
        seen = {id(op) for acc in self.accs for op in acc.pair.path}  # the optimizer's own way to the sum

        def readers(v: Value, syncs: list[Value] | None) -> None:
            for u in v.users:
                if u.name in _NOT_SUM_READERS or id(u) in seen:
                    continue
                if comm.is_dp_grad_sync(u, v):
                    if syncs is not None and u.results:
                        syncs.append(u.results[0])
                elif u.op_role == OPTIMIZE:
                    seen.add(id(u))
                    out.append(u)

        for acc in self.accs:
            synced: list[Value] = []
            readers(acc.value, synced)
            for v in synced:
                readers(v, None)
            for op in acc.pair.path:  # values on the way (a reshard's gather, a sync...) hold the sum too
                for r in op.results:
                    readers(r, None)
        return out

    def scale_accumulator(self, acc: _Accumulator, factor: float) -> None:
        """scale_before_clip: average the accumulator where the optimize stage first reads it
        (after its data-parallel sync, if any), so clipping and the optimizer see the mean."""
        a = acc.value
        readers = [u for u in a.users if u.op_role == OPTIMIZE and u.name != "pd_op.set_value_with_tensor_"]
        if not readers:
            return
        sync = next((u for u in readers if comm.is_dp_grad_sync(u, a) and u.results), None)
        blk = self.block
        if sync is not None and sync.parent is blk:
            target = sync.results[0]
            full, scale = self.scale_ops(target, factor, sync)
            blk.insert_after(sync, full)
        else:
            target = a
            pos = {id(op): i for i, op in enumerate(blk)}
            first = min((u for u in readers if id(u) in pos), key=lambda u: pos[id(u)], default=None)
            if first is None:
                return
            full, scale = self.scale_ops(target, factor, first)
            blk.insert_before(first, full)
        blk.insert_after(full, scale)
        users = [u for u in target.users if u is not scale and u.op_role == OPTIMIZE and u.name != "pd_op.set_value_with_tensor_"]
        target.replace_all_uses_with(scale.result, only=users)

    def optimizer_slots(self) -> Iterator[GradSlot]:
        """The gradient operand(s) of every optimizer op, in block order."""
        for op in self.optimizers:  # (the pass neither adds, removes nor moves any)
            for slot in _elements(op, OPTIMIZER_OPERANDS[op.name][1]):
                if slot.value is not None:
                    yield slot

    def scale_slot(self, slot: GradSlot, factor: float) -> Operation:
        """`full(factor)` + `scale_(target, full)` after the target's producer (or right before
        the reader if the target is the kwarg); the reader then reads the scaled value."""
        target = slot.value
        assert target is not None
        reader = slot.op
        anchor = target.defining_op
        if anchor is None or anchor.parent is not reader.parent:
            anchor = reader.prev
        full, scale = self.scale_ops(target, factor, anchor or reader)
        blk = reader.parent
        assert blk is not None
        if anchor is None:
            blk.insert_before(reader, full)
        else:
            blk.insert_after(anchor, full)
        blk.insert_after(full, scale)
        reader.set_operand(slot.index, scale.result)
        return scale

    def scale_ops(self, target: Value, factor: float, like: Operation) -> tuple[Operation, Operation]:
        return self.b.scaling(target, factor, like)

    def report_average_deviations(self, slots: list[GradSlot]) -> None:
        not_averaged: dict[str, int] = {}
        wrong_operand: set[str] = set()
        for slot in slots:
            opt = slot.op
            if opt.name == "builtin.combine":
                opt = next((u for u in opt.results[0].users if u.name in OPTIMIZER_OPERANDS), opt)
            pidx = paddle_scale_operand(opt.name)
            if pidx is None:
                not_averaged[opt.name] = not_averaged.get(opt.name, 0) + 1
            elif pidx != OPTIMIZER_OPERANDS[opt.name][1] or slot.op is not opt:
                wrong_operand.add(opt.name)
        trivial = bool(not_averaged) and any(paddle_scale_operand(op.name) is not None for op in self.block)
        for name, n in not_averaged.items():
            if trivial:
                paddle = "Paddle 3.3.1 leaves them unscaled (it averages only adam/sgd ops when any is present)"
            else:
                paddle = (
                    "Paddle 3.3.1 appends its scale_ ops after the accumulators are zeroed, so its update uses the sum "
                    "(set paddle_compat=true to reproduce that)"
                )
            self.ctx.warn(f"gradient-merge: averaged the gradients of {n} {name} op(s) by 1/{self.opts.k} before the update; {paddle}")
        for name in sorted(wrong_operand):
            self.ctx.warn(
                f"gradient-merge: scaled the gradient operand of {name}; Paddle 3.3.1 picks the operand by name "
                f"(operand {paddle_scale_operand(name)}), which is not the gradient of this op"
            )

    def average_like_paddle(self) -> None:
        """Paddle 3.3.1's `_pir_append_scale_op`, bug for bug."""
        k = self.opts.k
        trivial = [op for op in self.block if paddle_scale_operand(op.name) is not None]
        if trivial:  # _append_scale_op_after_comm
            for op in trivial:
                idx = paddle_scale_operand(op.name)
                assert idx is not None
                if idx >= len(op.operands) or op.operands[idx] is None:
                    raise _located(f"{op.name} has no operand {idx} for Paddle's averaging to scale", op)
                self.scale_slot(GradSlot(op, idx), 1.0 / k)
            return
        # _append_scale_op_before_comm: one full + scale_ per accumulator for every trailing
        # non-backward op, appended at the block end (after the zeroing): the average is lost.
        n = 0
        for op in reversed(list(self.block)):
            if op.op_role == BACKWARD:
                break
            for acc in self.accs:
                full, scale = self.scale_ops(acc.value, 1.0 / k, self.block.last or op)
                self.block.append(full)
                self.block.append(scale)
                n += 1
        if n:
            self.ctx.warn(
                f"gradient-merge: paddle_compat: appended {n} scale_ ops after the update as Paddle 3.3.1 does; "
                "they do not average the gradients the optimizer used"
            )


def _move_used_grad_op(used_op: Operation, grad: Value) -> None:
    """Paddle's `_move_used_grad_op`: a consumer chain of the grad made of single-operand ops
    (and slices of it) that only leads to the optimizer moves to the optimize stage.

    Paddle walks the chain depth first and gives up at the first op that is neither (or a
    send); since nothing moves then, the order of the walk does not matter."""
    if len(used_op.operands) != 1 and used_op.name != "pd_op.slice":
        return  # (the add_ of the accumulator, the optimizer, ...): nothing moves
    chain: dict[int, Operation] = {}
    todo = [used_op]
    while todo:
        op = todo.pop()
        if id(op) in chain:
            continue
        if op.name in ("pd_op.send_v2", "pd_op.send"):
            return
        if len(op.operands) == 1:
            chain[id(op)] = op
        elif op.name == "pd_op.slice":
            chain[id(op)] = op
            for v in op.operands:
                if v is not grad and v is not None and v.defining_op is not None:
                    chain.setdefault(id(v.defining_op), v.defining_op)
        else:
            return
        for r in op.results:
            todo.extend(nxt for nxt in r.users if nxt.op_role != OPTIMIZE)
    for op in chain.values():
        if op.op_role != OPTIMIZE:
            op.set_attr("op_role", Attr.int32(OPTIMIZE))
