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


def kernel(*names: str, inplace: dict[int, int] | None = None) -> Callable[[KernelFn], KernelFn]:
    """Register `fn` for every op name in `names` (e.g. `@kernel("pd_op.relu")`)."""

    def deco(fn: KernelFn) -> KernelFn:
        for n in names:
            ip = dict(inplace) if inplace is not None else ({0: 0} if n.endswith("_") else {})
            KERNELS[n] = KernelSpec(n, fn, ip)
        return fn

    return deco


_loaded = False


def load_all() -> dict[str, KernelSpec]:
    """Import every kernel family module (registration happens at import) and return the table."""
    global _loaded
    if not _loaded:
        from .kernels import (  # noqa: F401
            builtin,
            comm,
            control_flow,
            creation,
            elementwise,
            manipulation,
            matmul,
            nn,
            optim,
            reduce,
        )

        _loaded = True
    return KERNELS


def lookup(name: str) -> KernelSpec | None:
    return load_all().get(name)


def has_kernel(name: str) -> bool:
    from .interpreter import Interpreter

    return name in Interpreter.NODE_KINDS or lookup(name) is not None
