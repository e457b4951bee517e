"""Auto-parallel ("pd_dist") types and op dist attributes, as far as passes need to spell new ones.

A dist tensor type prints its distribution after the shape:

    pd_dist.tensor<16x8xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1,-1], partial(0,SUM), placements:[Partial(reduce_type=SUM)]>

and an op's `op_dist_attr` repeats that text per operand and result:

    {mesh:{shape:[2],process_ids:[0,1]},operand(0):{<dist>},...,result(0):{<dist>},chunk_id:-1}

Paddle derives the dist attributes of ops a pass creates from SPMD rules. The few rules the
gradient merge pass needs, read off Paddle 3.3.1's own output:

* elementwise ops (`add_`, `scale_`, `cast`): inputs and the result keep the dims mapping and
  drop any partial status (`strip_partial`);
* `set_value_with_tensor_`: everything replicated (`replicated`);
* `full` / `full_int_array`: a replicated result on the mesh of the tensor they serve, and no
  `op_dist_attr` of their own.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from ..caches import DICT_BOUND, register
from ..ir import Operation, Program
from ..types import Type, tensor_type
from .names import is_persistable

_INTS = r"(?:-?\d{1,19}(?:,-?\d{1,19})*)?"  # a list of int64s: anything else is not a dist spec Paddle prints
_SPEC = re.compile(
    rf"mesh_shape:\[(?P<mesh>{_INTS})\],process_ids:\[(?P<ids>{_INTS})\],dims_mappings:\[(?P<dims>{_INTS})\]"
    r"(?P<partial>, ?partial\([^()]*\))?(?:, ?placements:\[(?P<placements>[^\[\]]*)\])?"
)
_PARTIAL_PLACEMENT = re.compile(r"Partial\([^()]*\)")
_OP_MESH = re.compile(rf"op_dist_attr:\{{mesh:\{{shape:\[({_INTS})\],process_ids:\[({_INTS})\]\}}")


def _ints(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(",")) if text else ()


def _join(xs: tuple[int, ...]) -> str:
    return ",".join(str(x) for x in xs)


@dataclass(frozen=True)
class DistSpec:
    """The distribution of one tensor: mesh, dims mapping, partial status and placements."""

    mesh_shape: tuple[int, ...]
    process_ids: tuple[int, ...]
    dims_mappings: tuple[int, ...]
    partial: str | None = None  # the raw ", partial(0,SUM)" text
    placements: str | None = None  # inside of "placements:[...]"; None when the dump omits them

    @classmethod
    def of(cls, t: Type) -> DistSpec | None:
        """The spec of a dist tensor type, or None for dense (or unreadable) types (memoised: types are interned)."""
        try:
            return _SPECS[t]
        except KeyError:
            if len(_SPECS) >= DICT_BOUND:  # bounded (see pirtool.caches)
                _SPECS.clear()
            spec = _SPECS[t] = cls._decode(t)
            return spec

    @classmethod
    def _decode(cls, t: Type) -> DistSpec | None:
        text = t.dist if t.kind == "dist_tensor" else None
        if not text:
            return None
        m = _SPEC.fullmatch(text)
        if m is None:
            return None
        return cls(
            _ints(m.group("mesh")),
            _ints(m.group("ids")),
            _ints(m.group("dims")),
            m.group("partial"),
            m.group("placements"),
        )

    def text(self) -> str:
        return _spec_text(self)

    def _text(self) -> str:
        s = f"mesh_shape:[{_join(self.mesh_shape)}],process_ids:[{_join(self.process_ids)}],dims_mappings:[{_join(self.dims_mappings)}]"
        if self.partial:
            s += self.partial
        if self.placements is not None:
            s += f", placements:[{self.placements}]"
        return s

    def mesh_text(self) -> str:
        return f"mesh:{{shape:[{_join(self.mesh_shape)}],process_ids:[{_join(self.process_ids)}]}}"

    # -- derived specs ------------------------------------------------------------------------------
    def strip_partial(self) -> DistSpec:
        """The same sharding without partial status (what elementwise SPMD rules produce)."""
        if self.partial is None and (self.placements is None or "Partial(" not in self.placements):
            return self
        pl = _PARTIAL_PLACEMENT.sub("Replicate()", self.placements) if self.placements is not None else None
        return replace(self, partial=None, placements=pl)

    def replicated(self, ndim: int | None = None) -> DistSpec:
        """Fully replicated on the same mesh, for a tensor of `ndim` dims (default: same rank)."""
        n = len(self.dims_mappings) if ndim is None else ndim
        pl = ", ".join(["Replicate()"] * len(self.mesh_shape)) if self.placements is not None else None
        return DistSpec(self.mesh_shape, self.process_ids, (-1,) * n, None, pl)

    def local_shape(self, shape: tuple[int, ...]) -> tuple[int, ...]:
        """Per-rank shape (rank 0's for uneven splits; dynamic dims stay -1)."""
        out = []
        for d, m in zip(shape, (self.dims_mappings + (-1,) * len(shape))[: len(shape)], strict=True):
            if d < 0 or m < 0 or m >= len(self.mesh_shape) or self.mesh_shape[m] <= 0:
                out.append(d)
            else:
                out.append(math.ceil(d / self.mesh_shape[m]))
        return tuple(out)


#: DistSpec.of's memo (listed in pirtool.caches); emptied when it reaches its bound.
_SPECS: dict[Type, DistSpec | None] = register(__name__, "_SPECS", "decoded dist specs, by type", {})


@lru_cache(maxsize=4096)
def _spec_text(spec: DistSpec) -> str:
    return spec._text()


register(__name__, "_spec_text", "dist spec texts", _spec_text)


@lru_cache(maxsize=4096)
def with_spec(t: Type, spec: DistSpec | None, shape: tuple[int, ...] | None = None, dtype: str | None = None) -> Type:
    """A tensor type like `t` (prefix, shape, dtype unless given) with distribution `spec` (None: dense)."""
    shp = t.shape if shape is None else shape
    dt = t.dtype if dtype is None else dtype
    assert shp is not None and dt is not None
    if spec is None:
        return tensor_type(shp, dt, "" if t.kind == "dist_tensor" else t.prefix)
    prefix = t.prefix if t.kind == "dist_tensor" else ""
    return tensor_type(shp, dt, prefix, spec.text())


register(__name__, "with_spec", "tensor types with a dist spec", with_spec)


def local_shape(t: Type) -> tuple[int, ...]:
    """The per-rank shape of a tensor type (the printed shape of a dense one)."""
    assert t.shape is not None
    spec = DistSpec.of(t)
    return spec.local_shape(t.shape) if spec is not None else t.shape


def op_dist_attr_text(
    mesh: DistSpec, operands: Sequence[DistSpec | None], results: Sequence[DistSpec | None], chunk_id: str | None
) -> str:
    """`{mesh:{...},operand(0):{...},...,result(0):{...}[,chunk_id:N]}`."""
    parts = [mesh.mesh_text()]
    for i, s in enumerate(operands):
        parts.append(
            f"operand({i}):{{{s.text() if s is not None else 'mesh_shape:[],process_ids:[],dims_mappings:[]'}}}"
        )
    for i, s in enumerate(results):
        parts.append(
            f"result({i}):{{{s.text() if s is not None else 'mesh_shape:[],process_ids:[],dims_mappings:[]'}}}"
        )
    if chunk_id is not None:
        parts.append(f"chunk_id:{chunk_id}")
    return "{" + ",".join(parts) + "}"


#: The chunk id Paddle's builder gives an op it creates outside any pipeline chunk.
DEFAULT_CHUNK_ID = "-1"


def copy_op_dist_attr_text(t: Type) -> str | None:
    """The `op_dist_attr` Paddle's builder gives a `pd_op.assign` of a value of dist type `t`
    (what CSE inserts for a shadow output, `samples/passes/rc_dup_loss.cse.pir`): operand and
    result keep the value's distribution, on its mesh, chunk id -1. None for a dense `t`."""
    spec = DistSpec.of(t)
    if spec is None:
        return None
    return op_dist_attr_text(spec, [spec], [spec], DEFAULT_CHUNK_ID)


def chunk_id_of(op_dist_attr_raw: str | None) -> str | None:
    """The `chunk_id` printed at the end of an op_dist_attr (None if the dump has none)."""
    if not op_dist_attr_raw or op_dist_attr_raw[-1] != "}":
        return None
    # `,chunk_id:(-?\d+)\}$`, without a regex search (dist-to-dense reads every op's): the text
    # after the last ",chunk_id:" is an integer and the closing brace
    k = op_dist_attr_raw.rfind(",chunk_id:")
    if k < 0:
        return None
    cid = op_dist_attr_raw[k + 10 : -1]
    return cid if (cid[1:] if cid[:1] == "-" else cid).isdecimal() else None


def op_chunk(op: Operation) -> int:
    """The model chunk an op belongs to: its `chunk_id` (a dense program's) or the one at the end
    of its `op_dist_attr` (a dist program's); -1 when it has none."""
    c = op.attr("chunk_id")
    if isinstance(c, int):
        return c
    a = op.attrs.get("op_dist_attr")
    cid = chunk_id_of(a.raw or a.text(op.attrs.era)) if a is not None else None
    return int(cid) if cid is not None else -1


def op_mesh(attrs_text: str) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """(mesh shape, process ids) an op's `op_dist_attr` places it on, read from the op's attribute
    dict text (no attribute is decoded); None without one."""
    if "op_dist_attr:{mesh:" not in attrs_text:
        return None
    m = _OP_MESH.search(attrs_text)
    return (_ints(m.group(1)), _ints(m.group(2))) if m else None


@lru_cache(maxsize=8192)
def dense_type(t: Type) -> Type:
    """The type dist-to-dense gives a value: a dist tensor becomes the plain tensor of its local
    (per-rank) shape, a `vec[...]` of them a `vec[...]` of those; any other type stays
    (memoised: types are interned)."""
    if t.kind == "dist_tensor":
        spec = DistSpec.of(t)
        shape = t.shape
        dense = t.dense()
        if spec is not None and shape is not None:
            local = spec.local_shape(shape)
            if local != shape:
                return dense.with_shape(local)
        return dense
    if t.kind == "vec" and any(e.kind in ("dist_tensor", "vec") for e in t.elements):
        return Type.get("vec[" + ",".join(dense_type(e).text for e in t.elements) + "]")
    return t


_PARTIAL_DIMS = re.compile(r"partial\(([\d,]*),")


def group_size(op_dist_attr_raw: str | None) -> int | None:
    """How many ranks a collective's group holds, read off its `op_dist_attr`: the mesh dims its
    first operand is partial on (a Partial->Replicate all_reduce), else the whole mesh."""
    if not op_dist_attr_raw:
        return None
    m = re.match(r"\{mesh:\{shape:\[([-\d,]*)\],process_ids:\[([-\d,]*)\]\}", op_dist_attr_raw)
    if m is None:
        return None
    mesh = _ints(m.group(1))
    operand = re.search(r"operand\(0\):\{([^{}]*)\}", op_dist_attr_raw)
    partial = _PARTIAL_DIMS.search(operand.group(1)) if operand else None
    if partial is not None and partial.group(1):
        n = 1
        for d in _ints(partial.group(1)):
            n *= mesh[d] if 0 <= d < len(mesh) else 1
        return n
    return len(_ints(m.group(2)))


_PROCESS_IDS = re.compile(r"process_ids:\[([\d,\s]*)\]")
_PARTIAL_KIND = re.compile(r"partial\([^)]*?(SUM|AVG|MAX|MIN|PROD)\)", re.IGNORECASE)


def partial_status(t: Type) -> tuple[tuple[int, ...] | None, str | None]:
    """(process ids, the reduction a Partial value awaits: "sum", "avg", ... or None) of a type."""
    text = getattr(t, "dist", None) or ""
    m = _PROCESS_IDS.search(text)
    ids = tuple(int(v) for v in m.group(1).split(",") if v.strip()) if m else None
    p = _PARTIAL_KIND.search(text)
    return ids, (p.group(1).lower() if p else None)


def reshard_all_reduce(src: Type, dst: Type) -> tuple[tuple[int, ...], str] | None:
    """(process ids, reduction) when a `dist_op.reshard` from `src` to `dst` is an all-reduce over
    the mesh (a Partial value made not Partial on a mesh of several ranks); None otherwise."""
    ids, partial = partial_status(src)
    _, partial_out = partial_status(dst)
    if partial and not partial_out and ids and len(ids) > 1:
        return ids, partial
    return None


register(__name__, "dense_type", "dense types of dist types", dense_type)


# -- which part of a sharded value a rank holds ------------------------------------------------------
#
# Paddle 3.3.1 keeps a sharded persistable value (a ZeRO stage-3 parameter, a stage-1/2 optimizer
# accumulator: `Shard(dim=d)` in the dist program) as the rank's local part only, and its dense
# (job) programs read that part. The startup computes the *global* value: `Engine._initialize`
# (auto_parallel/static/engine.py, PIR branch) puts a `reshard_v2` to the dist program's data-op
# placement after every startup output whose data op has a local shape different from its global
# one, and `program_helper.init_pir` shares each parameter's `_local_value()` (its shard). The part
# a rank keeps is what reshard Replicate -> Shard gives it: tensor dim d, mapped to mesh dim m, is
# cut into mesh_shape[m] pieces by phi's `BalancedSplit` (the first `N % n` pieces one longer),
# and the rank at coordinate c along mesh dim m keeps piece c; the coordinate is the rank's place
# in `process_ids` laid out row-major over `mesh_shape`.


def may_shard(text: str) -> bool:
    """Whether a dist program's text places some value `Shard(...)` (ZeRO state, a data-parallel
    batch): then a run of its job programs needs it to know each rank's part (`shard_slices`);
    False when nothing is sharded (a pipeline alone, one rank)."""
    return "Shard(" in text


def balanced_split(total: int, pieces: int) -> list[int]:
    """phi's `BalancedSplit`: `total` cut into `pieces` sizes, the first `total % pieces` one longer."""
    base, extra = divmod(total, pieces)
    return [base + (1 if i < extra else 0) for i in range(pieces)]


def shard_slices(t: Type, process_id: int) -> tuple[slice, ...] | None:
    """The index of the part of a value of dist type `t` (its global shape) that process
    `process_id` holds (the rule above), or None when it holds the whole value: `t` dense,
    replicated (or Partial) on every dim, or the process not on the mesh."""
    spec = DistSpec.of(t)
    if spec is None or t.shape is None or process_id not in spec.process_ids:
        return None
    if all(m < 0 for m in spec.dims_mappings) or any(d < 0 for d in t.shape):
        return None
    flat = spec.process_ids.index(process_id)
    coords = []
    for n in reversed(spec.mesh_shape):  # row-major: the last mesh dim varies fastest
        flat, c = divmod(flat, n)
        coords.append(c)
    coords.reverse()
    out = []
    for d, m in zip(t.shape, (spec.dims_mappings + (-1,) * len(t.shape))[: len(t.shape)], strict=True):
        if m < 0 or m >= len(spec.mesh_shape):
            out.append(slice(None))
            continue
        sizes = balanced_split(d, spec.mesh_shape[m])
        start = sum(sizes[: coords[m]])
        out.append(slice(start, start + sizes[coords[m]]))
    return tuple(out)


def held_value_types(program: Program) -> dict[str, Type]:
    """Name -> dist type of the persistable values a dist program defines, the ones a rank may
    hold a shard of: its `builtin.parameter` ops (by `parameter_name`) and persistable `pd_op.data`
    ops (optimizer state, by `name`), top-level block."""
    out: dict[str, Type] = {}
    for op in program.body.ops:
        if not op.results or op.results[0] is None:
            continue
        if op.name == "builtin.parameter":
            out[str(op.attrs.value("parameter_name"))] = op.results[0].type
        elif op.name == "pd_op.data" and is_persistable(op):
            out[str(op.attrs.value("name"))] = op.results[0].type
    return out


def fed_value_types(program: Program) -> dict[str, Type]:
    """Name -> dist type of the data a dist program is fed: its non-persistable `pd_op.data`
    ops (top-level block). A data-parallel rank's is `Shard(0)` over the dp ranks: the rank
    reads its part of every micro-batch (`shard_slices`)."""
    return {
        str(op.attrs.value("name")): op.results[0].type
        for op in program.body.ops
        if op.name == "pd_op.data" and op.results and op.results[0] is not None and not is_persistable(op)
    }
