"""gradient-merge: the op factory, which makes the pass's new ops in the program's own spelling.

Holds `OpFactory` (one per pass run: the memo of stamps, the op_dist_attr texts, the chunk id)
and the process-wide lru_caches of the SPMD answers it uses (listed in pirtool.caches). Every op
the pass adds comes from here, stamped with `pirtool.stamp.OpStamp`: ops alike share one attribute
dict, its spelling and one signature.

May import: pirtool.ir, pirtool.attrs, pirtool.types, pirtool.paddle, and `.analysis` (for
`stop_gradient`). Not `.rewrite` or `.compat`: those use the factory.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from typing import Any

from ...attrs import Attr, Era
from ...caches import register
from ...ir import NULL_TYPE, Operation, Program, Value
from ...paddle.dist import DistSpec, chunk_id_of, op_dist_attr_text, with_spec
from ...paddle.roles import OPTIMIZE
from ...stamp import OpStamp, OpStamps
from ...types import DTYPES, Type, tensor_type
from .analysis import stop_gradient


@lru_cache(maxsize=64)
def _bools(*xs: bool) -> Attr:
    """`[true,false]`: shared, like every attribute value the pass makes (they are immutable)."""
    return Attr.array([Attr.bool(x) for x in xs])


register(__name__, "_bools", "gradient-merge: stop_gradient arrays", _bools)


_EMPTY = Attr.array([])
_SHAPE_1 = Attr.int_array([1])
_CPU = Attr.place("cpu")
_INT64 = Attr.dtype("int64")
_OPTIMIZE_ROLE = Attr.int32(OPTIMIZE)
_TRUE = Attr.bool(True)
_FALSE = Attr.bool(False)
_FLOAT_0 = Attr.float(0.0)

#: What a factory method makes on a memo miss: op name, result types, attributes.
OpSpec = tuple[str, list[Type], dict[str, Attr]]


class OpFactory:
    """Makes the ops of gradient merge, with attributes spelt for the program's era and dist
    attributes when it is an auto-parallel program.

    The pass makes ~8 ops per parameter, most of them equal but for their operands. `stamp`
    makes an op from the stamp made for an equal key before (`pirtool.stamp.OpStamps`, keyed by
    value: types, attribute values and the `OpSyntax` copied): one decoded attribute dict
    (shared copy on write), its spelling and the signature are worked out once per kind of op,
    not once per parameter.
    """

    def __init__(self, prog: Program) -> None:
        self.prog = prog
        self.era: Era = prog.era
        self.chunk_id = self._find_chunk_id()
        self._stamps = OpStamps()
        self._dist_attrs: dict[tuple[Any, ...], Attr] = {}
        self._opaque: dict[str, Attr] = {}

    def _find_chunk_id(self) -> str | None:
        for op in self.prog.body:
            a = op.attrs.get("op_dist_attr")
            if a is not None:
                return chunk_id_of(a.raw or a.text(self.prog.era))
        return None

    def stamp(
        self, key: Hashable, operands: list[Value | None], like: Operation | None, make: Callable[[], OpSpec]
    ) -> Operation:
        """A new op with `operands`, spelt like `like`. `key` must determine everything `make`
        returns and the operands' types."""
        k = (key, like.syntax if like is not None else None)
        st = self._stamps.get(k)
        if st is None:
            name, results, attrs = make()
            operand_types = [NULL_TYPE if v is None else v.type for v in operands]
            st = self._stamps.put(
                k,
                OpStamp.create(
                    name, operand_types, results, attrs, era=self.era, syntax=self.prog.new_syntax(like=like)
                ),
            )
        return st(operands)

    def dist_attr(
        self, mesh: DistSpec, operands: Sequence[DistSpec | None], results: Sequence[DistSpec | None]
    ) -> Attr:
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
        def make() -> OpSpec:
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
        def make() -> OpSpec:
            attrs = {
                "dtype": _INT64,
                "op_role": _OPTIMIZE_ROLE,
                "place": _CPU,
                "stop_gradient": _bools(True),
                "value": _EMPTY,
            }
            return "pd_op.full_int_array", [self.on_mesh_of(like_type, (0,), "i64")], attrs

        return self.stamp(("full_int_array", like_type), [], like, make)

    def zeroing(self, acc: Value, like: Operation | None) -> list[Operation]:
        """`full(0)`, 3 × `full_int_array` and `set_value_with_tensor_(acc, zero, [], [], [])`:
        the ops that zero an accumulator, alike for accumulators of one type (one memo lookup)."""
        key = ("zeroing", acc.type, like.syntax if like is not None else None)
        group = self._stamps.get_group(key)
        if group is None:
            ops = [self.full(0.0, acc.type.dtype or "f32", "undefined:0", acc.type, like)]
            ops += [self.full_int_array(acc.type, like) for _ in range(3)]
            ops.append(self.set_value_zero(acc, [acc, *(o.result for o in ops)], like))
            self._stamps.put_group(key, [OpStamp.of(op) for op in ops])
            return ops
        ops = [st([]) for st in group[:4]]
        ops.append(group[4]([acc, *(o.result for o in ops)]))
        return ops

    def scaling(self, target: Value, factor: float, like: Operation) -> tuple[Operation, Operation]:
        """`full(factor)` and `scale_(target, full)`, alike for targets of one type (one memo lookup)."""
        sg = stop_gradient(target)  # (a full's result stops the gradient)
        key = ("scaling", target.type, repr(factor), sg, like.syntax)
        pair = self._stamps.get_group(key)
        if pair is None:
            full = self.full(factor, "f32", "cpu", target.type, like)
            scale = self.scale_(target, full.result, like, sg and stop_gradient(full.result))
            self._stamps.put_group(key, (OpStamp.of(full), OpStamp.of(scale)))
            return full, scale
        full = pair[0]([])
        return full, pair[1]([target, full.result])

    def set_value_zero(self, acc: Value, operands: list[Value | None], like: Operation | None) -> Operation:
        """`set_value_with_tensor_(acc, zero, [], [], [])`: everything replicated."""
        acc_type = acc.type

        def make() -> OpSpec:
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

    def add_(
        self, acc: Value, addend: Value, like: Operation, sg: bool, role: int | None, dist_text: str | None
    ) -> Operation:
        """`add_(acc, addend)` with the producer's op_role and a verbatim copy of its op_dist_attr."""

        def make() -> OpSpec:
            attrs = {"grad_merge_add": _TRUE, "stop_gradient": _bools(sg)}
            if role is not None:
                attrs["op_role"] = Attr.int32(role)
            if dist_text is not None:
                attrs["op_dist_attr"] = self.opaque(dist_text)
            return "pd_op.add_", [_elementwise_dist((acc.type, addend.type), acc.type)[0]], attrs

        return self.stamp(("add_", acc.type, addend.type, sg, role, dist_text), [acc, addend], like, make)

    def cast(self, x: Value, dtype: str, like: Operation, sg: bool) -> Operation:
        """`cast(x)` to `dtype` (short spelling, e.g. "f32"), with no op_role."""

        def make() -> OpSpec:
            target = x.type.with_dtype(dtype)
            attrs = {"dtype": Attr.dtype(target.paddle_dtype or "float32"), "stop_gradient": _bools(sg)}
            return "pd_op.cast", [self.elementwise_result((x.type,), target, attrs)], attrs

        return self.stamp(("cast", x.type, dtype, sg), [x], like, make)

    def scale_(self, target: Value, factor: Value, like: Operation, sg: bool) -> Operation:
        """`scale_(target, factor)`: an Optimize op (the seed's reviewers asked for that role)."""

        def make() -> OpSpec:
            attrs = {
                "bias": _FLOAT_0,
                "bias_after_scale": _FALSE,
                "op_role": _OPTIMIZE_ROLE,
                "stop_gradient": _bools(sg),
            }
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


register(__name__, "_on_mesh_of", "gradient-merge: replicated types on a mesh", _on_mesh_of)


@lru_cache(maxsize=4096)
def _elementwise_dist(
    operand_types: tuple[Type, ...], result_type: Type
) -> tuple[Type, tuple[DistSpec, tuple[DistSpec | None, ...], tuple[DistSpec]] | None]:
    """SPMD rule of an elementwise op: result type, and (mesh, operand specs, result specs) when
    dist (tuples: the answer is cached and shared)."""
    specs = [DistSpec.of(t) for t in operand_types]
    spec0 = specs[0]
    if spec0 is None:
        return result_type, None
    out_spec = spec0.strip_partial()
    ins = tuple(s.strip_partial() if s is not None else None for s in specs)
    return with_spec(result_type, out_spec), (spec0, ins, (out_spec,))


register(__name__, "_elementwise_dist", "gradient-merge: SPMD answers of elementwise ops", _elementwise_dist)
