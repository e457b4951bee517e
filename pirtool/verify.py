"""Structural checks of a program, for pass outputs and hand-edited dumps.

`verify(prog)` returns diagnostics (empty when the program is well formed):

* every operand is defined before its use and is in scope: a value defined in a region (the
  branch of a `pd_op.if`, a `while` body) is invisible after that region; values of enclosing
  blocks defined before the region's op are visible inside it;
* an op prints as many operand types as it has operands;
* the type printed for a use equals the type of the value's definition;
* a `%kwarg_...` operand is a keyword argument of the block it is used in or of an enclosing one;
* no value name is defined twice.

Diagnostics carry the op's line in the source text when it has one (ops made by a pass have none).

`decode_all(prog)` decodes every attribute value and type now (the readers keep them as text
until something reads them), so a value that cannot be what it says is found up front, as a
located PirError, instead of in whichever command first reads it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .ir import NULL_TYPE, Block, Operation, Program, Value, ValueKind

_EXTERNAL = ValueKind.EXTERNAL


@dataclass(frozen=True)
class Diagnostic:
    message: str
    line: int | None = None  # line of the op in the source text
    op: str | None = None  # op name

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        what = f"{self.op}: " if self.op else ""
        return f"{where}{what}{self.message}"

    def format(self, filename: str | None = None) -> str:
        """`file:line: error: op: message` (the CLI's spelling)."""
        loc = filename or "<input>"
        if self.line:
            loc += f":{self.line}"
        what = f"{self.op}: " if self.op else ""
        return f"{loc}: error: {what}{self.message}"


def verify(prog: Program) -> list[Diagnostic]:
    return _Verifier(prog).run()


def decode_all(prog: Program) -> None:
    """Decode every attribute (of ops, block arguments and kwargs) and every type; raise the
    first undecodable one as a PirError at its place in the source."""
    for blk in prog.blocks():
        for v in (*blk.args, *blk.kwargs.values()):
            if v.arg_attrs is not None:
                v.arg_attrs.keys()
        for op in blk:
            op.attrs.keys()
            op.op_role  # noqa: B018 (the one attribute every reader takes as an integer)
            for v in op.results:
                v.type.kind  # noqa: B018


def external_uses(prog: Program) -> list[tuple[Value, Operation]]:
    """Values used but defined outside the printed program, with the op that first uses each.

    Real dumps have them (Paddle numbers such a value at its first use); they are not errors.
    """
    out: list[tuple[Value, Operation]] = []
    seen: set[int] = set()
    for op in prog.walk():
        for v in op.operands:
            if v is not None and v.kind == _EXTERNAL and id(v) not in seen:
                seen.add(id(v))
                out.append((v, op))
    return out


def _untyped(v: Value) -> bool:
    """A value whose type no line prints and the reader could not infer (a kwarg used only as a
    while input, that while's block argument and result): unknown, so no use mismatches it."""
    if v.type is not NULL_TYPE:
        return False
    if v.kind in ("arg", "kwarg"):
        return True
    return v.kind == "result" and isinstance(v.owner, Operation) and v.owner.syntax.form == "while"


def _show(v: Value) -> str:
    if v.name:
        return v.name
    if v.kind == "result" and isinstance(v.owner, Operation):
        return f"result {v.index} of {v.owner.name}" + (f" (line {v.owner.line})" if v.owner.line else "")
    return f"a {v.kind} value"


class _Verifier:
    def __init__(self, prog: Program) -> None:
        self.prog = prog
        self.diags: list[Diagnostic] = []
        self.visible: set[int] = set()  # ids of values in scope at the current point
        self.kwarg_scopes: list[Block] = []
        self.names: dict[str, Value] = {}

    def diag(self, op: Operation | None, message: str) -> None:
        self.diags.append(
            Diagnostic(message, op.line if op is not None and op.line else None, op.name if op is not None else None)
        )

    def run(self) -> list[Diagnostic]:
        self.block(self.prog.body)
        return self.diags

    def define(self, v: Value, op: Operation | None) -> None:
        self.visible.add(id(v))
        if v.name and v.kind != "kwarg":
            prev = self.names.get(v.name)
            if prev is not None and prev is not v:
                first = prev.owner.line if isinstance(prev.owner, Operation) and prev.owner.line else None
                self.diag(op, f"value {v.name} is defined twice" + (f" (first at line {first})" if first else ""))
            else:
                self.names[v.name] = v

    def block(self, blk: Block) -> None:
        defined: list[Value] = []
        self.kwarg_scopes.append(blk)
        parent = blk.parent_op
        for a in blk.args:
            self.define(a, parent)
            defined.append(a)
        for kw in blk.kwargs.values():
            self.define(kw, parent)
            defined.append(kw)
        for op in blk:
            self.operation(op)
            for r in op.results:
                self.define(r, op)
                defined.append(r)
        for v in defined:
            self.visible.discard(id(v))
        self.kwarg_scopes.pop()

    def operation(self, op: Operation) -> None:
        printed = op.operand_types
        if len(printed) != len(op.operands) and op.syntax.form != "while":
            self.diag(op, f"{len(op.operands)} operands but {len(printed)} operand types")
        for i, v in enumerate(op.operands):
            if v is None:
                continue
            if v.kind == _EXTERNAL:
                continue  # defined outside the printed program (Paddle prints such dumps)
            if v.kind == "kwarg":
                if not any(b.kwargs.get(v.keyword or "") is v for b in self.kwarg_scopes):
                    self.diag(op, f"operand {i} is {v.name}, which is not a keyword argument of this block")
                    continue
            if id(v) not in self.visible:
                if v.kind == "result" and isinstance(v.owner, Operation) and v.owner.parent is None:
                    self.diag(op, f"operand {i} ({_show(v)}) is defined by an op that is not in the program")
                elif self._defined_later(v, op):
                    self.diag(op, f"operand {i} ({_show(v)}) is used before it is defined")
                else:
                    self.diag(
                        op,
                        f"operand {i} ({_show(v)}) is not in scope here (defined inside a region it is used outside of)",
                    )
            if i < len(printed) and op.signature is not None and op.signature.typed_operands:
                t = printed[i]
                if t is not v.type and t.text != v.type.text and not _untyped(v):
                    self.diag(op, f"operand {i} ({_show(v)}) is printed as {t.text} but defined as {v.type.text}")
        for r in op.regions:
            for b in r.blocks:
                self.block(b)

    @staticmethod
    def _defined_later(v: Value, use: Operation) -> bool:
        """True if `v` is defined after `use` in the same block or an enclosing one."""
        d = v.owner if isinstance(v.owner, Operation) else None
        if d is None:
            return False
        blk = d.parent
        # Walk up from the use to the block of the definition.
        op: Operation | None = use
        while op is not None and op.parent is not blk:
            pb = op.parent
            op = pb.parent_op if pb is not None else None
        if op is None:
            return False
        cur = op.next
        while cur is not None:
            if cur is d:
                return True
            cur = cur.next
        return op is d
