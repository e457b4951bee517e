"""Types the printer leaves out, inferred once a program is assembled (`assembly.build`).

Kwarg lines (`^kw:` / `%kwarg_...`) print no type, and neither do a `pd_op.if` or `pd_op.while`
line's operands: a kwarg takes the type of its first use that prints operand types, and a
while's block arguments and results, whose inputs may be such kwargs, are typed from them
afterwards. Without this, a program using a kwarg only through a while would carry
`<<NULL TYPE>>` values that `verify` and the runner cannot check.

May import the model (`pirtool.ir`).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..ir import NULL_TYPE, Block, Operation, Program


def type_kwargs(prog: Program) -> bool:
    """Give block kwargs the type of their uses (kwarg lines print no type): of the first use
    that prints operand types (a `pd_op.if` or `pd_op.while` line prints none). True if a
    kwarg was typed."""
    typed = False
    for blk in _blocks(prog.body):
        for v in blk.kwargs.values():
            if v.type is NULL_TYPE and v.uses:
                for op, i in v.uses:
                    sig = op.signature
                    if sig is not None and sig.typed_operands and i < len(sig.operand_types):
                        v.type = sig.operand_types[i]
                        typed = True
                        break
    return typed


def retype_whiles(whiles: list[Operation]) -> None:
    """Type what `finish_region` could not: while block arguments whose input is a kwarg (typed
    only after assembly, by `type_kwargs`), and the results and nested arguments fed by them.
    Repeated until nothing changes (each round types at least one more value)."""
    changed = True
    while changed:
        changed = False
        for op in whiles:
            body = op.regions[0].blocks[0]
            for a, v in zip(body.args, op.operands[1:], strict=False):
                if a.type is NULL_TYPE and v is not None and v.type is not NULL_TYPE:
                    a.type = v.type
                    changed = True
            y = body.last
            if y is not None and y.name == "cf.yield":
                for r, v in zip(op.results, y.operands[1:], strict=False):
                    if r.type is NULL_TYPE and v is not None and v.type is not NULL_TYPE:
                        r.type = v.type
                        changed = True


def _blocks(b: Block) -> Iterator[Block]:
    yield b
    for op in b:
        for r in op.regions:
            for nb in r.blocks:
                yield from _blocks(nb)
