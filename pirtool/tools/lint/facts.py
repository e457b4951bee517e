"""lint: findings, rules and their registry, and the facts rules read about a program.

`ProgramFacts` works out, once per program and only when a rule asks: the stages of the
top-level ops (`paddle.roles.op_stages`), the gradient-merge accumulators (kwargs named
`<param>@GRAD@MERGE`), and the *flow of each accumulated sum*: which values still hold the
un-averaged sum of an accumulator (the kwarg itself, and what collectives, casts, clipping and
other ops compute from it) and which `scale`/`scale_` ops average it. One walk of the block, so
every rule is linear in the program.

May import the model, `pirtool.paddle` and `pirtool.verify`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar

from ...ir import Operation, Program, Value
from ...paddle.names import GRAD_MERGE_SUFFIX
from ...paddle.roles import op_stages

WARNING, ERROR = "warning", "error"


@dataclass(frozen=True)
class LintInput:
    """One program to lint and the path it is reported under."""

    program: Program
    path: str
    line_offset: int = 0  # lines before the program in its file (a program inside a log)


@dataclass
class LintOptions:
    """What to check: rule codes to select / ignore (prefixes allowed), the passes the program is
    about to be run through (`pipeline`), and the pipeline schedule Paddle will split it with.
    `zeroed_elsewhere`: accumulators another job program of the same plan zeroes (`lint_plan`)."""

    select: Sequence[str] = ()
    ignore: Sequence[str] = ()
    pipeline: Sequence[Any] = ()
    schedule: str | None = None
    zeroed_elsewhere: frozenset[str] = frozenset()

    def planned(self, pass_name: str) -> Any | None:
        """The first planned pass named `pass_name`, or None."""
        return next((p for p in self.pipeline if getattr(p, "name", None) == pass_name), None)


@dataclass(frozen=True)
class Finding:
    """One finding: rule code, severity, message, where (op line and column; None: the program)."""

    code: str
    severity: str
    message: str
    input: LintInput = field(compare=False, repr=False)
    line: int | None = None
    col: int | None = None
    op: str | None = None

    @property
    def path(self) -> str:
        return self.input.path

    def format(self) -> str:
        """`path:line:col: CODE severity: message` (ruff's layout)."""
        line = (self.line or 1) + self.input.line_offset
        return f"{self.path}:{line}:{self.col or 1}: {self.code} {self.severity}: {self.message}"

    def to_json(self) -> dict[str, object]:
        line = None if self.line is None else self.line + self.input.line_offset
        return {
            "path": self.path,
            "line": line,
            "col": self.col,
            "code": self.code,
            "severity": self.severity,
            "op": self.op,
            "message": self.message,
        }


Check = Callable[["ProgramFacts", LintOptions], Iterable[Finding]]
CheckAll = Callable[[Sequence["ProgramFacts"], LintOptions], Iterable[Finding]]


@dataclass(frozen=True)
class Rule:
    """A lint rule. `check` reads one program; `check_all` (rules over several rank programs)
    reads all of them at once."""

    code: str
    name: str
    severity: str
    summary: str
    explanation: str
    check: Check | None = None
    check_all: CheckAll | None = None

    _registry: ClassVar[dict[str, Rule]] = {}

    def run(self, facts: Sequence[ProgramFacts], options: LintOptions) -> list[Finding]:
        out: list[Finding] = []
        if self.check is not None:
            for f in facts:
                out.extend(self.check(f, options))
        if self.check_all is not None:
            out.extend(self.check_all(facts, options))
        return out


def rule(
    code: str, name: str, severity: str, summary: str, explanation: str, *, over_all: bool = False
) -> Callable[[Any], Any]:
    """Register the decorated function as the check of rule `code`."""

    def deco(fn: Any) -> Any:
        if code in Rule._registry:
            raise ValueError(f"lint rule {code} registered twice")
        text = " ".join(explanation.split())
        Rule._registry[code] = Rule(
            code, name, severity, summary, text, None if over_all else fn, fn if over_all else None
        )
        return fn

    return deco


def all_rules() -> dict[str, Rule]:
    return dict(sorted(Rule._registry.items()))


#: Ops that average: `scale(x, 1/k)`.
_SCALES = ("pd_op.scale", "pd_op.scale_")
#: Ops that write a whole tensor with a value: the zeroing gradient merge appends.
ZEROING_OPS = ("pd_op.set_value_with_tensor_", "pd_op.set_value_")


class ProgramFacts:
    """What the rules read about one program, worked out on first use."""

    def __init__(self, inp: LintInput, options: LintOptions) -> None:
        self.input = inp
        self.program = inp.program
        self.block = inp.program.body
        self.options = options

    def finding(self, rule_code: str, severity: str, message: str, op: Operation | None = None) -> Finding:
        if op is None:
            return Finding(rule_code, severity, message, self.input)
        line = op.line or None
        col = len(op.syntax.indent) + 1 if line else None
        return Finding(rule_code, severity, message, self.input, line, col, op.name)

    def first_use(self, v: Value) -> Operation | None:
        """The first op (by line) using `v`: where a finding about a kwarg is reported."""
        users = [op for op, _ in v.uses if op.line]
        return min(users, key=lambda o: o.line) if users else (v.uses[0][0] if v.uses else None)

    @cached_property
    def ops(self) -> list[Operation]:
        return self.block.ops

    @cached_property
    def index(self) -> dict[Operation, int]:
        return {op: i for i, op in enumerate(self.ops)}

    @cached_property
    def stages(self) -> dict[Operation, int]:
        return op_stages(self.block)

    @cached_property
    def accumulators(self) -> dict[Value, str]:
        """Gradient-merge accumulators: kwarg value -> its keyword (`<param>@GRAD@MERGE`)."""
        return {v: k for k, v in self.block.kwargs.items() if k.endswith(GRAD_MERGE_SUFFIX)}

    @cached_property
    def sums(self) -> dict[Value, Value]:
        """Values holding an accumulator's un-averaged sum -> that accumulator (see `_flow`)."""
        return self._flow[0]

    @cached_property
    def averaging(self) -> dict[Value, list[Operation]]:
        """Accumulator -> the `scale` ops that scale its sum (wherever they are)."""
        return self._flow[1]

    @cached_property
    def _flow(self) -> tuple[dict[Value, Value], dict[Value, list[Operation]]]:
        """One walk over the top-level ops: a result computed from an un-averaged sum is one too,
        unless the op is a `scale` (it averages) or a zeroing `set_value` (it clears)."""
        sums: dict[Value, Value] = {a: a for a in self.accumulators}
        averaging: dict[Value, list[Operation]] = {}
        if not sums:
            return sums, averaging
        for op in self.ops:
            acc = next((sums[v] for v in op.operands if v is not None and v in sums), None)
            if acc is None:
                continue
            if op.name in _SCALES and op.operands and op.operands[0] in sums:
                averaging.setdefault(sums[op.operands[0]], []).append(op)
                continue
            if op.name in ZEROING_OPS:
                continue
            for r in op.results:
                sums[r] = acc
        return sums, averaging

    def sum_read(self, v: Value | None) -> Value | None:
        """The accumulator whose un-averaged sum `v` holds (through a `builtin.combine` too)."""
        if v is None:
            return None
        acc = self.sums.get(v)
        if acc is not None:
            return acc
        d = v.defining_op
        if d is not None and d.name == "builtin.combine":
            return next((self.sums[x] for x in d.operands if x is not None and x in self.sums), None)
        return None

    def where(self, op: Operation) -> str:
        return f"line {op.line}" if op.line else "an op without a line"
