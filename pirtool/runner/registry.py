"""Kernel registry: `@kernel("pd_op.matmul")` binds an op name to a numpy/CuPy function.

A kernel is called as `fn(ctx, op, *args)`:
* `ctx` is the running `Interpreter` (`ctx.xp` is the array module, `ctx.rng` a seeded
  `numpy.random.Generator`, `ctx.attr(op, key, default)` a plain attribute value);
* `op` is the `Operation` (attributes, result types);
* `args` are the operand arrays in operand order (`None` for `<<NULL VALUE>>`, a list for a
  `vec[...]` operand built by `builtin.combine`).

It returns one array for a one-result op, else a tuple with one entry per result (`None` for a
`<<NULL TYPE>>` result). In-place ops (`pd_op.add_`, `pd_op.adam_`, ...) return fresh arrays
too: the interpreter writes them into the aliased operand buffers (`inplace` maps result index
-> operand index; an op whose name ends in `_` defaults to `{0: 0}`).

The table fills as kernel family modules are imported: `pirtool.runner.kernels` imports them
all; import it (not this module) to see the full table. This module imports nothing of the
runner, and no kernel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

KernelFn = Callable[..., Any]


@dataclass(frozen=True)
class KernelSpec:
    name: str
    fn: KernelFn
    inplace: dict[int, int] = field(default_factory=dict)


KERNELS: dict[str, KernelSpec] = {}

#: Ops the interpreter runs itself (op name -> its `Interpreter` method), not through a kernel.
NODE_KINDS: dict[str, str] = {
    "pd_op.data": "data",
    "builtin.parameter": "parameter",
    "builtin.set_parameter": "set_parameter",
    "builtin.shadow_output": "shadow_output",
    "builtin.combine": "combine",
    "builtin.split": "split",
    "builtin.slice": "slice_vec",
    "cf.yield": "yield_",
}


def kernel(*names: str, inplace: dict[int, int] | None = None) -> Callable[[KernelFn], KernelFn]:
    """Register `fn` for every op name in `names` (e.g. `@kernel("pd_op.relu")`)."""

    def deco(fn: KernelFn) -> KernelFn:
        for n in names:
            ip = dict(inplace) if inplace is not None else ({0: 0} if n.endswith("_") else {})
            KERNELS[n] = KernelSpec(n, fn, ip)
        return fn

    return deco


def lookup(name: str) -> KernelSpec | None:
    """The kernel registered for `name` so far (import `pirtool.runner.kernels` for the full table)."""
    return KERNELS.get(name)
