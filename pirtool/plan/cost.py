"""The cost model of a plan's simulated timeline: how long each op of a job takes, from its
shapes alone.

An op costs a fixed launch overhead plus the longer of its arithmetic (FLOPs / `flops`) and its
memory traffic (the bytes of its operands and results / `mem_bw`): a roofline with one
machine's two ceilings. FLOPs come from the shapes: a `matmul` 2·M·N·K, a `matmul_grad` twice
that (both gradients), any other op one per element of its largest tensor (two for a `*_grad`).
A `send_v2` / `recv_v2` moves its tensor over a link: `link_latency` + bytes / `link_bw`, on the
op's own stream; a collective (`all_reduce`, ...) among n ranks: `link_latency` + 2·bytes /
`link_bw`. Ops that run no kernel (`builtin.*`, `pd_op.data`) cost nothing. Dynamic dims count
as 1. The defaults (`CostModel()`) describe no particular device: a 10 TFLOP/s, 500 GB/s
accelerator with 5 µs per launch on a 25 GB/s, 10 µs link; every constant is adjustable
(`CostModel.parse("flops=1e14,link_bw=5e10")`, `plan --cost`). The figures a simulation gives
compare schedules on one model; they are not a forecast of any machine.

May import the model, `paddle` and `tools` (`tools.stats.nbytes`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace

from ..errors import PirError
from ..ir import Operation, Program
from ..paddle.collectives import RECV_OPS, SEND_OPS, is_comm_op
from ..tools.stats import nbytes
from ..types import Type


@dataclass(frozen=True)
class CostModel:
    """The machine a plan is simulated on (seconds, bytes, FLOP)."""

    flops: float = 1e13  # FLOP/s of the compute stream
    mem_bw: float = 5e11  # bytes/s an op reads and writes memory at
    op_overhead: float = 5e-6  # seconds per op launched (a kernel launch, the executor's share)
    link_bw: float = 2.5e10  # bytes/s of a p2p link / a collective's ring
    link_latency: float = 1e-5  # seconds per message

    @classmethod
    def parse(cls, text: str) -> CostModel:
        """`name=value,...` over the defaults (names as the fields; values in SI units)."""
        model = cls()
        if not text.strip():
            return model
        known = {f.name for f in fields(cls)}
        for item in text.split(","):
            name, sep, value = item.partition("=")
            name = name.strip()
            if not sep or name not in known:
                raise PirError(
                    f"cost model: expected NAME=VALUE items (NAME one of {', '.join(sorted(known))}), got {item.strip()!r}"
                )
            try:
                v = float(value)
            except ValueError:
                raise PirError(f"cost model: {name}={value.strip()!r} is not a number") from None
            if not math.isfinite(v) or v < 0 or (v == 0 and name in ("flops", "mem_bw", "link_bw")):
                raise PirError(f"cost model: {name} must be a positive number, not {value.strip()}")
            model = replace(model, **{name: v})
        return model

    def as_dict(self) -> dict[str, float]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


def _bytes(t: Type | None) -> int:
    if t is None or t.dtype is None or t.shape is None:
        return 0
    known = nbytes(t.with_shape(tuple(max(d, 1) for d in t.shape)))
    return known or 0


def _numel(t: Type | None) -> int:
    if t is None or t.shape is None:
        return 0
    return math.prod(max(d, 1) for d in t.shape)


def op_flops(op: Operation) -> float:
    """Floating-point operations of one op, from its shapes."""
    if op.name in ("pd_op.matmul", "pd_op.matmul_grad") and len(op.operands) >= 2 and op.operands[0] is not None:
        x = op.operands[0].type
        k = (x.shape or (1,))[-2 if op.attr("transpose_x") is True and len(x.shape or ()) >= 2 else -1]
        out = (
            op.results[0].type
            if op.name == "pd_op.matmul"
            else (op.operands[2].type if len(op.operands) > 2 and op.operands[2] is not None else x)
        )
        return 2.0 * _numel(out) * max(k, 1) * (2 if op.name == "pd_op.matmul_grad" else 1)
    sizes = [_numel(v.type) for v in op.operands if v is not None] + [_numel(r.type) for r in op.results]
    return float(max(sizes, default=0)) * (2 if op.name.endswith("_grad") else 1)


def op_bytes(op: Operation) -> int:
    """Bytes an op reads and writes: its operands and its results."""
    return sum(_bytes(v.type) for v in op.operands if v is not None) + sum(_bytes(r.type) for r in op.results)


def free(op: Operation) -> bool:
    """Ops that run no kernel: they take no time."""
    return op.name.startswith("builtin.") or op.name in ("pd_op.data", "cf.yield", "cf.stack_create")


def compute_time(op: Operation, model: CostModel) -> float:
    """Seconds an op (and the ops nested in it) keeps the compute stream busy."""
    if free(op):
        return 0.0
    t = model.op_overhead + max(op_flops(op) / model.flops, op_bytes(op) / model.mem_bw)
    for r in op.regions:
        for b in r.blocks:
            t += sum(compute_time(o, model) for o in b)
    return t


def message_bytes(op: Operation) -> int:
    """Bytes a p2p op or collective moves: what it sends, or what it receives."""
    if op.name in SEND_OPS:
        return sum(_bytes(v.type) for v in op.operands if v is not None)
    return sum(_bytes(r.type) for r in op.results) or sum(_bytes(v.type) for v in op.operands if v is not None)


def transfer_time(op: Operation, model: CostModel) -> float:
    """Seconds a message or collective is on the wire."""
    factor = 1 if op.name in SEND_OPS or op.name in RECV_OPS else 2
    return model.link_latency + factor * message_bytes(op) / model.link_bw


def program_time(prog: Program, model: CostModel) -> float:
    """The compute time of a whole job program (its communication left out)."""
    return sum(0.0 if is_comm_op(op.name) else compute_time(op, model) for op in prog.body)
