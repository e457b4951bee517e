"""reduce: shrink a program to the few ops that still make a test pass (mlir-reduce / C-Reduce
for PIR dumps).

    from pirtool.tools.reduce import ShellTest, Reducer
    test = ShellTest("grep -q momentum_ {}", jobs=2, timeout=10)
    result = Reducer(prog, test).run()      # result.text: the smallest interesting candidate

Modules: `build.py` (a candidate from the original minus a `Removal`: removed ops' users read
fresh `pd_op.data` inputs), `search.py` (groups, then ddmin over ops, attributes, kwargs, to a
fixpoint; `LineReducer`: ddmin over the lines of a text that does not parse), `joint.py` (the
ops of a BEFORE/AFTER pair matched, so `Reducer(..., with_prog=AFTER)` removes an op from both), `runner.py` (the shell test: `{}` is the candidate file, exit 0 = interesting,
timeout, jobs in parallel, deterministic). May import the model, `pirtool.paddle`, `pirtool.text`
and `pirtool.verify`.
"""

from __future__ import annotations

from .build import Built, Candidates, Removal
from .runner import ShellTest
from .search import LineReducer, NotInteresting, Progress, Reducer, Result, Tester

__all__ = [
    "Built",
    "Candidates",
    "LineReducer",
    "NotInteresting",
    "Progress",
    "Reducer",
    "Removal",
    "Result",
    "ShellTest",
    "Tester",
]
