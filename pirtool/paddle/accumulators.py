"""What a gradient-merged program says about its own merge: its accumulators and its k.

Paddle's `auto_parallel_gradient_merge_pass` gives every trained parameter an accumulator, a
persistable kwarg `%kwarg_<param>@GRAD@MERGE` the backward adds each micro-batch's gradient
into; with averaging (`avg`, forced on for pipelines) the optimize stage scales each accumulator
by `full(1/k)` + `scale_` before the optimizer reads it (through the master-grad cast, when
there is one). So a merged program states its k — the number of micro-batches a step runs —
as that factor; without averaging it states only that it accumulates. The averaging is found
by following each accumulator's sum forward (through the master-grad cast, the data-parallel
all-reduce, gradient clipping ...) to the first `scale` of a value of the accumulator's rank. A job plan states k a
second time, as the micro-batch ids of its job list (`text.plandir`).

`merge_facts(programs)` reads both facts from the programs of one rank (a merged program, or
the job programs of a plan): the accumulators' names, and k with the op that says it. Nothing
here runs anything: the runner decides what to do with them (`runner.session`).

May import the model and `paddle.names`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..ir import Operation, Program, Value
from .names import GRAD_MERGE_SUFFIX

__all__ = ["MergeFacts", "merge_facts", "k_of_factor"]

#: Ops that scale (Paddle's averaging is `scale_`; a rewrite may print the out-of-place one).
SCALE_OPS = frozenset({"pd_op.scale_", "pd_op.scale"})
#: How close `factor * k` must be to 1 for the factor to be 1/k (Paddle prints `0.333333`).
_TOLERANCE = 1e-4


@dataclass
class MergeFacts:
    """What the programs of one rank say about gradient merge.

    `accumulators`: the `@GRAD@MERGE` kwargs they read (none: not merged, or merged elsewhere);
    `k`: the micro-batch count the averaging states (None without averaging, or when the
    factors disagree or are not 1/k: see `factors`); `where`: an op that states it (the first
    averaging `scale_`); `factors`: every averaging factor found, with its first op."""

    accumulators: list[str] = field(default_factory=list)
    k: int | None = None
    where: Operation | None = None
    factors: dict[float, Operation] = field(default_factory=dict)

    @property
    def merged(self) -> bool:
        return bool(self.accumulators)

    @property
    def averaged(self) -> bool:
        return bool(self.factors)

    def describe(self) -> str:
        """`full(0.5) + scale_ at line 29` for the op that states k."""
        if self.where is None:
            return "no averaging"
        factor = next((f for f, op in self.factors.items() if op is self.where), None)
        line = f" at line {self.where.line}" if self.where.line else ""
        return f"its averaging {self.where.name}{line} scales the accumulators by {factor:g} = 1/{self.k}"


def k_of_factor(factor: float) -> int | None:
    """k when `factor` is 1/k for a whole k >= 1 (within Paddle's printed precision), else None."""
    if not factor > 0 or factor > 1:
        return None
    k = round(1 / factor)
    return k if k >= 1 and abs(factor * k - 1) < _TOLERANCE else None


def _like(v: Value, acc: Value) -> bool:
    """Whether `v` may be the accumulator's gradient (not a norm computed from it): the same
    rank (ZeRO's reduce-scatter keeps the rank, not the shape)."""
    a, b = v.type.shape, acc.type.shape
    return a is not None and b is not None and len(a) == len(b)


def _factor(op: Operation) -> float | None:
    """The factor a scale op multiplies by (bias 0): its `full` operand's value, else its `scale`."""
    bias = op.attrs.value("bias", 0)
    if isinstance(bias, int | float) and bias != 0:
        return None
    if len(op.operands) > 1 and op.operands[1] is not None:
        src = op.operands[1].defining_op
        if src is None or src.name != "pd_op.full":
            return None
        v = src.attrs.value("value", None)
    else:
        v = op.attrs.value("scale", None)
    return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None


def merge_facts(programs: Iterable[Program]) -> MergeFacts:
    """The accumulators and the stated k of one rank's programs (see the module docstring)."""
    out = MergeFacts()
    accs: dict[str, None] = {}
    for prog in programs:
        sums: dict[Value, Value] = {}  # a value holding an accumulator's un-averaged sum -> it
        for key, v in prog.body.kwargs.items():
            if key.endswith(GRAD_MERGE_SUFFIX):
                accs[key] = None
                sums[v] = v
        if not sums:
            continue
        for op in prog.walk():
            acc = next((sums[v] for v in op.operands if v is not None and v in sums), None)
            if acc is None:
                continue
            x = op.operands[0] if op.operands else None
            if op.name in SCALE_OPS and x is not None and x in sums and _like(x, acc):
                f = _factor(op)  # the averaging of a (possibly clipped, cast, reduce-scattered) sum
                if f is not None and f not in out.factors:
                    out.factors[f] = op
                continue
            for r in op.results:
                if r is not None:
                    sums[r] = acc
    out.accumulators = list(accs)
    ks = {k_of_factor(f) for f in out.factors}
    if len(ks) == 1 and None not in ks:
        out.k = ks.pop()
        out.where = next(iter(out.factors.values()))
    return out
