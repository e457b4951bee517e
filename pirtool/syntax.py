"""How an IR object was spelt, beyond its semantics: the syntax records the printer needs to
print untouched parts byte for byte, and the signatures (printed type lists) ops share.

`OpSyntax`, `BlockSyntax` and `ProgramSyntax` are frozen records shared by every op / block of
the same shape; `Signature` is interned by its text; `generic_signature` and `new_syntax` give
the spelling Paddle uses for ops a pass creates (both bounded caches, see `pirtool.caches`).

May import the base (caches) and types.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from .caches import register
from .types import Type


@dataclass(frozen=True, slots=True)
class OpSyntax:
    """How an op line was spelt, beyond its semantics; shared between ops of the same shape."""

    indent: str = "    "
    eq: str = " = "  # " " in 2023 printouts
    quoted: bool = True  # op name in double quotes
    op_id: str | None = None  # " [id:N]"
    sp_operands: str = " "  # space before the operand list
    sp_attrs: str = " "  # space before the attribute dict
    eol: str = "\n"
    form: str = "generic"  # generic | region (if/pylayer: "-> T {") | while | noattrs


class Signature:
    """An op's printed type signature (` : (A, B) -> C` plus any region opener), interned by text."""

    __slots__ = ("text", "operand_types", "result_types", "opener", "typed_operands", "arrow_space")

    def __init__(
        self,
        text: str,
        operand_types: tuple[Type, ...],
        result_types: tuple[Type, ...],
        opener: str,
        typed_operands: bool,
        arrow_space: str,
    ) -> None:
        self.text = text
        self.operand_types = operand_types
        self.result_types = result_types
        self.opener = opener
        self.typed_operands = typed_operands
        self.arrow_space = arrow_space


@lru_cache(maxsize=8192)
def generic_signature(operand_types: tuple[Type, ...], result_types: tuple[Type, ...], opener: str = "") -> Signature:
    """The signature Paddle prints for an op in generic form: ` : (A, B) -> C` (+ a region opener)."""
    ot = ", ".join([t.text for t in operand_types])
    rt = ", ".join([t.text for t in result_types])
    return Signature(f" : ({ot}) -> {rt}{opener}", operand_types, result_types, opener, True, " ")


register(__name__, "generic_signature", "signatures of new ops, by operand and result types", generic_signature)


@dataclass(frozen=True, slots=True)
class BlockSyntax:
    """Raw lines around a block's ops, printed back as read."""

    open_line: str | None = None  # "{\n" when the block opens on its own line
    close_line: str | None = None  # the closing brace line as read; "" if closed by "} else {"; None: derive
    mid_line: str | None = None  # "} else {\n" printed before this (the second) region
    args_indent: str | None = None  # indentation of the "^%arg_0 {...}" line, if printed
    kw_head: str | None = None  # "    ^kw:\n" (3.x) or the whole 2024 "^kw:%kwarg_a" line
    kw_indent: str = "        "  # indentation of 3.x kwarg lines


@dataclass(frozen=True, slots=True)
class ProgramSyntax:
    """Raw text around the top-level block."""

    framed: bool = True  # False: a paste of op lines without "{" / "}"
    leading: str = ""  # blank lines before "{"
    trailing: str = ""  # blank lines after "}"
    eol: str = "\n"


@lru_cache(maxsize=256)
def new_syntax(base: OpSyntax, form: str) -> OpSyntax:
    """Paddle's standard spelling for a new op, with the indentation and line end of `base`."""
    return replace(base, op_id=None, form=form, quoted=True, eq=" = ", sp_operands=" ", sp_attrs=" ")


register(__name__, "new_syntax", "the syntax of new ops, by the syntax they copy", new_syntax)
