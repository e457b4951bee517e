"""Rewrites made while a dump is read (`parse(text, rewrite=...)`): the protocol the assembler
calls.

May import the model (`ir`, `syntax`, `types`).
"""

from __future__ import annotations

from typing import Protocol

from ..ir import Block, Operation, Program
from ..syntax import Signature
from ..types import Type


class ReadRewrite(Protocol):
    """A rewrite made while a dump is read (`parse(text, rewrite=...)`): the program comes out
    as a pass would leave it, each distinct spelling rewritten once instead of each op walked
    and rewritten after the parse (`plan` reads a dist program as dist-to-dense makes it:
    `passes.dist_to_dense.DenseOnRead`). The assembler calls it in line order; a rewrite that
    meets what it cannot do as its pass would says so itself (the caller then reads the text
    plainly and runs the pass)."""

    #: The ops `op` is asked about (besides those whose attribute text `attrs` kept), by name.
    watched: frozenset[str]

    def signature(self, sig: Signature) -> tuple[tuple[Type, ...], Signature | None]:
        """The result types and the signature to build an op printed with `sig` with (None: the
        printer derives it); asked once per op line, before the op is made."""
        ...

    def attrs(self, text: str) -> tuple[str, dict[str, object]] | None:
        """The attribute text to build ops printed with `text` with, and what is known of its
        values (by key, as `AttrDict` peeks them); None to keep the text (then `op` does what is
        needed). Asked once per distinct text."""
        ...

    def op(self, op: Operation, printed_attrs: str | None) -> None:
        """`op` (one of `watched`, a while or func op, or one whose attribute text `attrs` kept)
        is built: operands resolved, results typed, a region opened on its line added; not yet
        in its block. `printed_attrs`: its attribute text as printed, when `attrs` rewrote it
        (None: `op.attrs` is as printed)."""
        ...

    def irregular(self, what: str) -> None:
        """The dump has something the rewrite's equivalence with its pass may not cover: a value
        used before its line, a region opened on a line of its own."""
        ...

    def finish(self, prog: Program, kwarg_blocks: list[Block]) -> None:
        """The program is assembled and its kwargs typed; `kwarg_blocks` are the blocks that
        have kwargs, in line order."""
        ...
