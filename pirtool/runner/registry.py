"""Kernel registry and the kernel contract: `@kernel("pd_op.matmul")` binds an op name to a
numpy/CuPy function typed as `KernelFn`.

A kernel is called as `fn(ctx, op, *args)`:
* `ctx` is a `KernelContext`: what a kernel may use of the `Interpreter` that runs it (`ctx.xp`
  the array module, `ctx.rng` a seeded `numpy.random.Generator`, `ctx.attr(op, key, default)` a
  plain attribute value, ...). The interpreter passes itself; mypy checks that it fits;
* `op` is the `Operation` (attributes, result types);
* `args` are the operand values in operand order (`Held`): an `Array`, `None` for
  `<<NULL VALUE>>`, a list for a `vec[...]` operand built by `builtin.combine`.

It returns one value for a one-result op, else a tuple with one entry per result (`None` for a
`<<NULL TYPE>>` result). In-place ops (`pd_op.add_`, `pd_op.adam_`, ...) return fresh arrays
too: the interpreter writes them into the aliased operand buffers (`inplace` maps result index
-> operand index; an op whose name ends in `_` defaults to `{0: 0}`).

`Array` is numpy's `ndarray`: kernels are written against numpy's API, which CuPy repeats, so
mypy checks array methods and operators against numpy's stubs. `ArrayModule` (numpy or cupy,
`backend.get_xp`) is a module: calls through `ctx.xp` are not checked.

The table fills as kernel family modules are imported: `pirtool.runner.kernels` imports them
all; import it (not this module) to see the full table. This module imports nothing of the
runner at run time (the contract's types only for type checkers), and no kernel.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, Concatenate, Protocol, TypeAlias, TypeVar

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    from ..ir import Block, Operation
    from .comm.base import Communicator
    from .errors import RunError

#: An operand or result array (numpy's ndarray; a CuPy array offers the same API). Its element
#: type is open: one kernel serves every dtype.
Array: TypeAlias = NDArray[Any]
#: The array module a run computes with (numpy or cupy).
ArrayModule: TypeAlias = ModuleType
#: What a value holds while a program runs: an array; a list for a `vec[...]` value, a tensor
#: array or a cf stack (of tuples); None for `<<NULL VALUE>>`.
Held: TypeAlias = "Array | Sequence[Held] | None"


class KernelContext(Protocol):
    """What a kernel may use of the interpreter running it (`Interpreter` implements it). The
    members are properties: a kernel reads them and never rebinds one."""

    @property
    def xp(self) -> ArrayModule: ...
    @property
    def rng(self) -> np.random.Generator: ...
    def op_rng(self, op: Operation) -> np.random.Generator:
        """`op`'s own seeded stream (a random op in the forward: dropout), the same on two
        programs with the same random ops (`Interpreter.op_rng`)."""

    @property
    def state(self) -> Mapping[str, Held]:
        """Persistable values by name (parameters, optimizer state, shadow outputs)."""

    @property
    def notes(self) -> list[str]:
        """Things worth telling the user (append to it)."""

    @property
    def comm(self) -> Communicator | None:
        """The other ranks' programs, when several run together; None alone."""

    @property
    def recv_feeds(self) -> Mapping[str, Held]:
        """Alone: `recv:<peer>:<ring_id>` -> the value a recv op takes."""

    @property
    def stat_rows(self) -> int | None:
        """Rows a batch statistic is taken over (None: the whole batch): check-loss's BEFORE
        reads k micro-batches of B rows at once and takes them per B rows, as gradient merge does."""

    def attr(self, op: Operation, key: str, default: Any = None) -> Any:
        """A plain attribute value (its Python type is the attribute's: int, float, str, list...)."""

    def error(self, op: Operation | None, reason: str) -> RunError:
        """A RunError located at `op`, for the kernel to raise (`reason` may be a `Text`)."""

    def to_list(self, a: Held | int) -> list[int]:
        """An IntArray operand (i64 tensor) or attribute as a list of ints."""

    def to_scalar(self, a: Held | float) -> float:
        """The one element of a one-element array as a Python number (bool, int or float)."""

    def run_block(self, block: Block, args: Iterable[Held] = ()) -> list[Held] | None:
        """Run a region's block with `args` bound; the operands of its trailing `cf.yield`."""


#: A kernel: `fn(ctx, op, *operands)`, returning a result value or a tuple of them.
KernelFn: TypeAlias = Callable[Concatenate[KernelContext, "Operation", ...], Held]
KernelT = TypeVar("KernelT", bound=KernelFn)


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


def kernel(*names: str, inplace: dict[int, int] | None = None) -> Callable[[KernelT], KernelT]:
    """Register `fn` for every op name in `names` (e.g. `@kernel("pd_op.relu")`)."""

    def deco(fn: KernelT) -> KernelT:
        for n in names:
            ip = dict(inplace) if inplace is not None else ({0: 0} if n.endswith("_") else {})
            KERNELS[n] = KernelSpec(n, fn, ip)
        return fn

    return deco


def lookup(name: str) -> KernelSpec | None:
    """The kernel registered for `name` so far (import `pirtool.runner.kernels` for the full table)."""
    return KERNELS.get(name)
