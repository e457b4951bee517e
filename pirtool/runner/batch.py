"""Does a program hard-code its batch size? (check-loss runs BEFORE on k*b rows.)

The leading dim of a `pd_op.data` op is metadata: the runner feeds any number of rows. But an
attribute that repeats the batch size (`full_int_array {value:[4,16]}` feeding a `reshape`,
`full {shape:[4,8]}` combined with the batch) would make the program wrong, or fail, on k*b rows.
`baked_batch` lists such ops: an op whose shape-like attribute starts with the batch size b and
whose result, or a value of b rows computed from it, meets a value computed from the fed data
(an op taking both; an IntArray of axes is not a shape). `check_rows` puts both together for a
program about to run on a given number of rows.

May import the model (ir) and `paddle`; nothing of the runner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..ir import Operation, Program, Value
from ..paddle.names import is_persistable

SHAPE_OPS = {
    "pd_op.full_int_array": "value",
    "pd_op.full": "shape",
    "pd_op.ones": "shape",
    "pd_op.zeros": "shape",
    "pd_op.uniform": "shape",
    "pd_op.gaussian": "shape",
    "pd_op.randint": "shape",
    "pd_op.assign_value_": "shape",
    "pd_op.assign_value": "shape",
}


# ops whose IntArray operand is a list of axes, not a shape: `unsqueeze(x, [2])` with b = 2
# hard-codes nothing
AXES_OPS = frozenset(
    f"pd_op.{n}"
    for n in (
        "unsqueeze", "unsqueeze_", "squeeze", "squeeze_", "unsqueeze_grad", "squeeze_grad",
        "sum", "mean", "max", "min", "prod", "amax", "amin", "logsumexp", "flip",
        "sum_grad", "mean_grad", "max_grad", "min_grad", "amax_grad", "amin_grad",
    )
)  # fmt: skip


@dataclass
class Baked:
    op: Operation
    key: str
    value: list[int]
    user: Operation

    def message(self, b: int) -> str:
        return (
            f"{self.op.name} {{{self.key}:{self.value}}} hard-codes the batch size {b}"
            f" (used by {self.user.name} at line {self.user.line} with the fed data)"
        )


def feed_batch_dims(program: Program) -> dict[str, int]:
    """Data-op name -> printed leading dim, for the non-persistable data ops."""
    out = {}
    for op in program.body.ops:
        if op.name != "pd_op.data":
            continue
        if is_persistable(op):
            continue
        shp = op.result.type.shape or tuple(op.attrs.value("shape", []) or [])
        if shp:
            out[str(op.attrs.value("name"))] = int(shp[0])
    return out


def _ints(v: Any) -> list[int] | None:
    if isinstance(v, list | tuple) and v and all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        return [int(x) for x in v]
    return None


def _keeps_rows(v: Value, b: int) -> bool:
    """Does `v` still have `b` rows (a tensor of leading dim b, or a vector, whose elements do)?"""
    shp = getattr(v.type, "shape", None)
    if shp is None:
        return v.type.kind == "vec"
    return bool(shp) and int(shp[0]) == b


def baked_batch(program: Program, b: int) -> list[Baked]:
    """Ops of `program` whose shape-like attribute hard-codes the batch size `b` (see above):
    the first op where a value computed from the fed data meets the op's result, or a value
    computed from that result that still has `b` rows (`expand(inv_freq, [b, -1, 1])` of a
    rotary table meets the data only a few ops later, in the attention)."""
    if b <= 0:
        return []
    fed = feed_batch_dims(program)
    batch: set[Value] = set()
    for op in program.body.ops:
        if op.name == "pd_op.data" and fed.get(str(op.attrs.value("name"))) == b:
            batch.add(op.result)
    if not batch:
        return []
    baked: dict[Value, tuple[Operation, ...]] = {}  # a value of b rows computed from baking ops -> them
    found: dict[Operation, Baked] = {}
    for op in program.walk():
        from_data = any(v is not None and v in batch for v in op.operands)
        axes = op.name in AXES_OPS
        origins = tuple(
            dict.fromkeys(
                o
                for v in op.operands
                if v is not None
                and v in baked
                and not (axes and getattr(v.owner, "name", None) == "pd_op.full_int_array")
                for o in baked[v]
            )
        )
        if from_data:
            for origin in origins:
                if origin not in found:
                    shape_key = SHAPE_OPS[origin.name]
                    found[origin] = Baked(origin, shape_key, _ints(origin.attrs.value(shape_key)) or [], op)
            batch.update(r for r in op.results if r is not None)
        elif origins:
            baked.update((r, origins) for r in op.results if r is not None and _keeps_rows(r, b))
        key = SHAPE_OPS.get(op.name)
        if key is not None and op.results:
            vals = _ints(op.attrs.value(key))
            if vals is not None and vals[0] == b and not (b == 1 and len(vals) < 2):
                baked[op.results[0]] = (op,)
    return sorted(found.values(), key=lambda x: x.op.line or 0)


def check_rows(program: Program, rows: int) -> tuple[str | None, list[tuple[Baked, int]]]:
    """For `program` about to run on `rows` rows per micro-step: (a note when its data ops'
    printed batch dims are not `rows`, they being metadata; the ops that hard-code such a batch
    dim, each with the dim it hard-codes). (None, []) when the dims are `rows`."""
    fed = feed_batch_dims(program)
    dims = {d for d in fed.values() if d > 0 and d != rows}
    if not dims:
        return None, []
    odd = [f"{name} ({d})" for name, d in fed.items() if d > 0 and d != rows]
    note = f"batch dims of data ops {', '.join(odd)} are metadata: fed {rows} rows"
    baked = [x for d in sorted(dims) for x in baked_batch(program, d)]
    return note, [(x, next(iter(dims)) if len(dims) == 1 else x.value[0]) for x in baked]
