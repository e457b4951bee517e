"""reduce: two programs reduced together, so that a pair stays a pair (BEFORE and AFTER of a
rewrite that check-loss compares, when nothing regenerates one from the other).

The ops of the two are matched the way `check-loss`'s divergence report matches them: by name,
op_role, nesting depth and the parameter or data name the op is (`builtin.parameter`,
`pd_op.data`) or reads directly (`paddle.names`), aligned in print order (`tools.diff.align`:
an LCS-like monotone alignment, so an op one side adds does not shift the others). A matched
pair is one unit of the search: removing it removes the op from both programs. Ops found on one
side only (what gradient merge adds to AFTER: `add_` into the accumulators, their zeroing) are
units of their own. Parameters, data ops and constants stay in both programs while either still
reads them (`Reducer` applies `build.Candidates.effective` jointly), so a parameter of one is a
parameter of the other.

May import the model, `pirtool.paddle`, `..diff.align` and `.build`.
"""

from __future__ import annotations

from typing import Any

from ...ir import Operation
from ...paddle.names import param_name, source_name
from ..diff.align import align
from .build import Candidates


def op_key(op: Operation, depth: int) -> tuple[Any, ...]:
    """What matches an op of one program with one of the other."""
    role = op.attrs.value("op_role", None)
    own = source_name(op)
    if own is not None:
        return (depth, op.name, role, own)
    return (depth, op.name, role, tuple(sorted({n for n in map(param_name, op.operands) if n is not None})))


def _keys(c: Candidates, interned: dict[tuple[Any, ...], int]) -> list[int]:
    out = []
    for i, op in enumerate(c.ops):
        depth, p = 0, c.parent[i]
        while p is not None:
            depth += 1
            p = c.parent[p]
        out.append(interned.setdefault(op_key(op, depth), len(interned)))
    return out


def match_units(a: Candidates, b: Candidates) -> list[tuple[frozenset[int], frozenset[int]]]:
    """The units of a joint search, in print order: (ops of `a`, ops of `b`) of each matched
    pair, and ((op,), ()) / ((), (op,)) for an op of one side only."""
    interned: dict[tuple[Any, ...], int] = {}
    ka, kb = _keys(a, interned), _keys(b, interned)
    units: list[tuple[frozenset[int], frozenset[int]]] = []
    none: frozenset[int] = frozenset()
    i = j = 0
    for x, y in [*align(ka, kb), (len(ka), len(kb))]:
        units.extend((frozenset({n}), none) for n in range(i, x))
        units.extend((none, frozenset({n})) for n in range(j, y))
        if x < len(ka) and y < len(kb):
            units.append((frozenset({x}), frozenset({y})))
        i, j = x + 1, y + 1
    return units
