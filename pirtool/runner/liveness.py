"""When a value's array can be let go: after the last op that reads it.

An interpreter that keeps every value of a step in its environment holds all of a step's
activations at once, and then the next step's while the last ones are dropped: a 12-layer
transformer's step held 1.3 GB where its parameters, optimizer state and the activations live
at any one time need a fraction of that. `frees(ops)` says, for each op of a sequence run in
one environment, which values to drop once it has run: those it or an op nested in it reads
last, those it defines that nothing reads, and everything defined inside its blocks (a
`while` or `if` body's values; only the op's results are seen outside). The interpreter drops
them from its environment (`Interpreter.run_ops(ops, frees)`): the arrays go when nothing else
holds them (an in-place result is its operand's buffer, a state array stays in the state).

`keep` names values read after the sequence (the loss the runner reports). Values of the
sequence's own block arguments and kwargs are freed after their last use too: a kwarg is read
back from the state, a fed one bound again at the next micro-step.

May import the model only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..ir import Operation, Value

#: op -> the values to drop from the environment once it has run
Frees = dict[Operation, tuple[Value, ...]]


def frees(ops: Sequence[Operation], keep: Iterable[Value | None] = ()) -> Frees:
    """For each op of `ops` (run in order, in one environment), the values it uses last or
    defines unused, and every value defined in its nested blocks; never a value of `keep`."""
    kept = {v for v in keep if v is not None}
    last: dict[Value, int] = {}
    inner: dict[int, list[Value]] = {}
    for i, op in enumerate(ops):
        for r in op.results:
            last[r] = i
        if not op.regions:
            for v in op.operands:
                if v is not None:
                    last[v] = i
            continue
        defined: set[Value] = set()
        for sub in op.walk():
            if sub is not op:
                defined.update(sub.results)
        for b in op.walk_blocks():
            defined.update(b.args)
            defined.update(b.kwargs.values())
        inner[i] = [v for v in defined if v not in kept]
        for sub in op.walk():
            for v in sub.operands:
                if v is not None and v not in defined:
                    last[v] = i
    by_op: dict[int, list[Value]] = {}
    for v, i in last.items():
        if v not in kept:
            by_op.setdefault(i, []).append(v)
    return {ops[i]: tuple(by_op.get(i, []) + inner.get(i, [])) for i in sorted(set(by_op) | set(inner))}
