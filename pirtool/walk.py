"""Walks over nested IR (ops in blocks in regions in ops ...) with explicit stacks instead of
recursion: nesting of any depth walks in O(1) per item, without running out of Python's stack.

Duck-typed over `pirtool.ir`'s Block and Operation (it sits below `ir`, which uses it): a block
iterates its ops; an op has `regions`, each with `blocks`; a block has `program` (set on the
top-level one) and `parent_op`. May import nothing of pirtool.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def walk_ops(blocks: list[Any]) -> Iterator[Any]:
    """Every op of `blocks` and of their nested regions, in print order."""
    stack: list[Iterator[Any]] = [iter(b) for b in reversed(blocks)]
    while stack:
        for op in stack[-1]:
            yield op
            if op.regions:
                stack.extend(iter(b) for b in reversed([b for r in op.regions for b in r.blocks]))
                break
        else:
            stack.pop()


def walk_blocks(top: Any) -> Iterator[Any]:
    """`top`, then every block nested in its ops' regions, in print order."""
    stack: list[Iterator[Any]] = [iter((top,))]
    while stack:
        for blk in stack[-1]:
            yield blk
            inner = [b for op in blk if op.regions for r in op.regions for b in r.blocks]
            if inner:
                stack.append(iter(inner))
                break
        else:
            stack.pop()


def top_program(op: Any) -> Any:
    """The program an op is in, through any nesting (nested blocks do not point at it); None
    for a detached op."""
    blk = op.parent
    while blk is not None:
        if blk.program is not None:
            return blk.program
        parent = blk.parent_op
        blk = parent.parent if parent is not None else None
    return None
