"""The in-memory IR: Program → Block → Operation → Region → Block, and SSA Values with use lists.

Design points:
* Ops in a block form a doubly linked list, so inserting before/after an op and erasing it
  are O(1) on blocks of any size (`Block.ops` gives a list snapshot when one is handy).
* Every Value knows its definer (an op result, a block argument, or a block keyword argument)
  and its uses as `(op, operand index)` pairs; all operand edits go through `Operation`
  methods that keep use lists right.
* Source syntax is kept next to the semantics (`OpSyntax`, raw signature text, raw attribute
  text) so that untouched parts print byte for byte; any edit marks the program edited, and
  an edited program is renumbered the way Paddle's printer numbers values.
* `Value.kind` says what defines a value (`ValueKind`); `Operation.signature` is the op's
  printed type signature (`pirtool.syntax` holds the syntax records; `pirtool.stamp` makes many
  ops alike).
* Walkers: `Block.walk()` (nested ops), `Block.walk_blocks()`, `Operation.walk_blocks()`,
  `Program.walk()`, `Program.blocks()`.

May import the base (errors, caches) and the rest of the model (types, attrs, syntax).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from enum import StrEnum

from .attrs import Attr, AttrDict, Era
from .errors import Origin, PirError
from .syntax import BlockSyntax, OpSyntax, ProgramSyntax, Signature, new_syntax
from .types import NULL_TYPE_TEXT, Type
from .walk import top_program as _top_program
from .walk import walk_blocks as _walk_blocks
from .walk import walk_ops as _walk_ops

NULL_TYPE = Type.get(NULL_TYPE_TEXT)


class ValueKind(StrEnum):
    """What defines a `Value`. Members are strings, so `v.kind == "result"` keeps working.

    * RESULT: a result of an op (`%3`); `Value.owner` is the op, `Value.index` the result index.
    * ARG: a positional block argument (`%arg_0`); `owner` is the block.
    * KWARG: a block keyword argument (`%kwarg_<keyword>`); `owner` is the block.
    * EXTERNAL: used in the dump but defined outside the printed text (Paddle prints such
      programs, numbering the value at its first use); `owner` is None. Not a verifier error.
    """

    RESULT = "result"
    ARG = "arg"
    KWARG = "kwarg"
    EXTERNAL = "external"


_RESULT = ValueKind.RESULT
_ARG = ValueKind.ARG
_KWARG = ValueKind.KWARG


class Value:
    """An SSA value: an op result (`%3`), a block argument (`%arg_0`) or a block kwarg (`%kwarg_w@GRAD`).

    `name` is the spelling read from the dump (None for values made by a pass); the printer
    renumbers an edited program, so passes never need to invent names except for kwargs.
    """

    __slots__ = ("name", "type", "uses", "owner", "index", "kind", "arg_attrs", "named_by")

    def __init__(
        self, type: Type, owner: Operation | Block | None, index: int, kind: str = _RESULT, name: str | None = None
    ) -> None:
        self.name = name
        self.type = type
        self.uses: list[tuple[Operation, int]] = []
        self.owner = owner
        self.index = index
        self.kind = kind  # a ValueKind (readers may pass its plain string, which compares equal)
        self.arg_attrs: AttrDict | None = None  # printed at a block argument's first print
        self.named_by: object = None  # the renumbering printer run that gave `name`

    def __repr__(self) -> str:
        return f"<Value {self.name or '?'}: {self.type.text}>"

    @property
    def defining_op(self) -> Operation | None:
        return self.owner if self.kind == _RESULT else None  # type: ignore[return-value]

    @property
    def keyword(self) -> str | None:
        """The keyword of a block kwarg (`%kwarg_<keyword>`)."""
        if self.kind != _KWARG or self.name is None:
            return None
        return self.name[len("%kwarg_") :]

    @property
    def users(self) -> list[Operation]:
        """Ops that use this value, each once, in use order."""
        return list(dict.fromkeys([op for op, _ in self.uses]))

    def replace_all_uses_with(self, new: Value, only: Iterable[Operation] | None = None) -> int:
        """Point uses of self at `new` (only those in ops of `only`, when given). Returns the count."""
        if new is self:
            return 0
        keep: set[int] | None = None if only is None else {id(o) for o in only}
        moved = 0
        for op, i in list(self.uses):
            if keep is None or id(op) in keep:
                op.set_operand(i, new)
                moved += 1
        return moved

    def set_type(self, t: Type) -> None:
        """Change the type; definer and users re-print their signatures."""
        if t is self.type:
            return
        self.type = t
        if isinstance(self.owner, Operation):
            self.owner.signature = None
            self.owner._mark()
        for op, _ in self.uses:
            op.signature = None
            op._mark()


_NONE: tuple[()] = ()


class Operation:
    """One op. Create detached with `Operation.create`, then `Block.insert_before/after/append`."""

    __slots__ = ("name", "results", "operands", "attrs", "regions", "parent", "prev", "next", "syntax", "signature", "line", "blank_after", "__weakref__")  # fmt: skip

    #: The printed type signature (` : (A, B) -> C` plus any region opener), or None when it
    #: must be derived from the operand and result types (an edit changed a type).
    signature: Signature | None

    def __init__(
        self,
        name: str,
        operands: list[Value | None],
        result_types: Sequence[Type],
        attrs: AttrDict,
        syntax: OpSyntax,
        sig: Signature | None = None,
        line: int = 0,
    ) -> None:
        self.name = name
        self.operands = operands
        # (one result, the common case, without a comprehension: parsing and passes make many ops)
        self.results = (
            [Value(t, self, i) for i, t in enumerate(result_types)]
            if len(result_types) != 1
            else [Value(result_types[0], self, 0)]
        )
        self.attrs = attrs
        self.regions: Sequence[Region] = _NONE  # most ops have none: no list each
        self.parent: Block | None = None
        self.prev: Operation | None = None
        self.next: Operation | None = None
        self.syntax = syntax
        self.signature = sig
        self.line = line
        self.blank_after: list[str] | tuple[()] = _NONE  # raw empty lines printed after this op
        for i, v in enumerate(operands):
            if v is not None:
                v.uses.append((self, i))

    @classmethod
    def create(
        cls,
        name: str,
        operands: Iterable[Value | None] = (),
        result_types: Iterable[Type] = (),
        attrs: dict[str, Attr] | AttrDict | None = None,
        *,
        era: Era = Era.E3,
        syntax: OpSyntax | None = None,
    ) -> Operation:
        """A new detached op. Attribute keys are sorted as Paddle's printer sorts them."""
        ad = attrs if isinstance(attrs, AttrDict) else AttrDict(None, era, dict(sorted((attrs or {}).items())))
        return cls(name, list(operands), list(result_types), ad, syntax or OpSyntax())

    def __repr__(self) -> str:
        return f"<Operation {self.name} line {self.line}>" if self.line else f"<Operation {self.name}>"

    # -- convenience ------------------------------------------------------------------------
    @property
    def result(self) -> Value:
        """The single result (error if the op has not exactly one)."""
        if len(self.results) != 1:
            raise ValueError(f"{self.name} has {len(self.results)} results")
        return self.results[0]

    def attr(self, key: str, default: object = None) -> object:
        """Plain Python value of an attribute (see `Attr.py`)."""
        return self.attrs.value(key, default)

    def set_attr(self, key: str, value: Attr) -> None:
        self.attrs[key] = value
        self._mark()

    def set_attrs(self, attrs: AttrDict) -> None:
        """Replace the whole attribute dict (e.g. one made by editing the source text)."""
        self.attrs = attrs
        self._mark()

    def remove_attr(self, key: str) -> None:
        if key in self.attrs:
            del self.attrs[key]
            self._mark()

    @property
    def op_role(self) -> int:
        """Paddle's op_role (0 forward, 1 backward, 2 optimize, ...); -1 when the op has none."""
        return self.attrs.integer("op_role", -1, -(2**31), 2**31 - 1)  # type: ignore[return-value]

    @property
    def program(self) -> Program | None:
        b = self.parent
        return b.program if b is not None else None

    def error(self, reason: str, needle: str | None = None) -> PirError:
        """A PirError about this op at its line in the source it was read from (at `needle` in
        that line, else at the line's first non-blank); unlocated for ops a pass made."""
        prog = _top_program(self)
        origin = prog.origin if prog is not None else None
        if origin is None or not self.line:
            return PirError(reason, line=self.line or None)
        return origin.error(reason, self.line, needle)

    @property
    def operand_types(self) -> tuple[Type, ...]:
        """Operand types as printed on the op line (may disagree with the operands in bad input)."""
        sig = self.signature
        if sig is not None and sig.typed_operands:
            return sig.operand_types
        return tuple(NULL_TYPE if v is None else v.type for v in self.operands)

    def walk(self) -> Iterator[Operation]:
        """This op and every op nested in its regions, in print order."""
        yield self
        if self.regions:
            yield from _walk_ops([b for r in self.regions for b in r.blocks])

    def walk_blocks(self) -> Iterator[Block]:
        """Every block nested in this op's regions (at any depth), in print order."""
        for r in self.regions:
            for b in r.blocks:
                yield from _walk_blocks(b)

    # -- editing ---------------------------------------------------------------------------
    def _mark(self) -> None:
        b = self.parent
        if b is not None and b.program is not None:
            b.program.edited = True

    def set_operand(self, i: int, v: Value | None) -> None:
        old = self.operands[i]
        if old is v:
            return
        if old is not None:
            old.uses.remove((self, i))
        self.operands[i] = v
        if v is not None:
            v.uses.append((self, i))
        if old is None or v is None or old.type is not v.type:
            self.signature = None
        self._mark()

    def add_region(self) -> Region:
        r = Region(self)
        self.regions = [*self.regions, r]
        return r

    def erase(self) -> None:
        """Unlink from its block and drop its operand uses. Results must be unused."""
        for r in self.results:
            if r.uses:
                raise ValueError(f"cannot erase {self.name}: result {r.index} still has {len(r.uses)} uses")
        self.drop_uses()
        if self.parent is not None:
            self.parent.remove(self)

    def drop_uses(self) -> None:
        """Forget the uses this op (and its nested ops) make; used when erasing a subtree."""
        for i, v in enumerate(self.operands):
            if v is not None:
                v.uses.remove((self, i))
        self.operands = [None] * len(self.operands)
        for b in self.walk_blocks():
            for op in b:
                for i, v in enumerate(op.operands):
                    if v is not None:
                        v.uses.remove((op, i))
                op.operands = [None] * len(op.operands)

    def clone(self, mapping: dict[Value, Value] | None = None) -> Operation:
        """A detached copy; operands are remapped through `mapping` (which is filled with results)."""
        mapping = {} if mapping is None else mapping
        ops = [mapping.get(v, v) if v is not None else None for v in self.operands]
        new = Operation(self.name, ops, [r.type for r in self.results], self.attrs.copy(), self.syntax, self.signature)
        for a, b in zip(self.results, new.results, strict=True):
            mapping[a] = b
        for r in self.regions:
            nr = new.add_region()
            for blk in r.blocks:
                nb = nr.add_block()
                nb.syntax = blk.syntax
                for a in blk.args:
                    na = nb.add_arg(a.type)
                    na.arg_attrs = a.arg_attrs.copy() if a.arg_attrs is not None else None
                    mapping[a] = na
                for op in blk:
                    nb.append(op.clone(mapping))
        return new


class Block:
    """A list of ops (linked), with positional arguments and keyword arguments."""

    __slots__ = ("first", "last", "args", "kwargs", "region", "program", "syntax", "leading_blank", "_len", "__weakref__")  # fmt: skip

    def __init__(self, region: Region | None = None, program: Program | None = None) -> None:
        self.first: Operation | None = None
        self.last: Operation | None = None
        self.args: list[Value] = []
        self.kwargs: dict[str, Value] = {}
        self.region = region
        self.program = program
        self.syntax = BlockSyntax()
        self.leading_blank: list[str] = []
        self._len = 0

    def __iter__(self) -> Iterator[Operation]:
        op = self.first
        while op is not None:
            nxt = op.next
            yield op
            op = nxt

    def __reversed__(self) -> Iterator[Operation]:
        op = self.last
        while op is not None:
            prv = op.prev
            yield op
            op = prv

    def __len__(self) -> int:
        return self._len

    @property
    def ops(self) -> list[Operation]:
        return list(self)

    def walk(self) -> Iterator[Operation]:
        """Every op of this block and every op nested in their regions, in print order."""
        return _walk_ops([self])

    def walk_blocks(self) -> Iterator[Block]:
        """This block, then every block nested in its ops' regions, in print order."""
        return _walk_blocks(self)

    @property
    def parent_op(self) -> Operation | None:
        return self.region.parent if self.region is not None else None

    def _adopt(self, op: Operation) -> None:
        if op.parent is not None:
            raise ValueError(f"{op.name} is already in a block; erase or detach it first")
        op.parent = self
        self._len += 1
        prog = self.program
        if prog is not None:
            prog.edited = True
            if op.attrs.era is not prog.era and op.attrs.modified:
                op.attrs.era = prog.era  # a new op spells its attributes like the dump it joins
            if op.regions:
                for b in op.walk_blocks():
                    b.program = prog

    def append(self, op: Operation) -> Operation:
        return self._link(op, self.last, None)

    def prepend(self, op: Operation) -> Operation:
        return self._link(op, None, self.first)

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        if anchor.parent is not self:
            raise ValueError("anchor op is not in this block")
        return self._link(op, anchor.prev, anchor)

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        if anchor.parent is not self:
            raise ValueError("anchor op is not in this block")
        return self._link(op, anchor, anchor.next)

    def _link(self, op: Operation, prev: Operation | None, nxt: Operation | None) -> Operation:
        """Put `op` between neighbours `prev` and `nxt` (None: the block's ends), in O(1)."""
        self._adopt(op)
        op.prev, op.next = prev, nxt
        if prev is None:
            self.first = op
        else:
            prev.next = op
        if nxt is None:
            self.last = op
        else:
            nxt.prev = op
        return op

    def remove(self, op: Operation) -> None:
        """Unlink `op` (uses untouched: see `Operation.erase`)."""
        if op.parent is not self:
            raise ValueError("op is not in this block")
        if op.prev is None:
            self.first = op.next
        else:
            op.prev.next = op.next
        if op.next is None:
            self.last = op.prev
        else:
            op.next.prev = op.prev
        op.parent = op.prev = op.next = None
        self._len -= 1
        if self.program is not None:
            self.program.edited = True

    def distribute(self, dests: Sequence[Block | None]) -> None:
        """Move op i of this block to the end of block `dests[i]` (None: it stays), in order, in
        one pass: `remove` then `append` op by op, for a split that moves most of a program."""
        ops = self.ops
        if len(dests) != len(ops):
            raise ValueError(f"{len(dests)} destinations for {len(ops)} ops")
        self.first = self.last = None
        self._len = 0
        for op, dst in zip(ops, dests, strict=True):
            blk = self if dst is None else dst
            op.parent = None
            blk._link(op, blk.last, None)

    def move_after(self, anchor: Operation, op: Operation) -> None:
        """Move `op` (from wherever it is) to right after `anchor`; uses are unchanged."""
        if op.parent is not None:
            op.parent.remove(op)
        self.insert_after(anchor, op)

    def add_arg(self, t: Type) -> Value:
        v = Value(t, self, len(self.args), _ARG)
        v.arg_attrs = AttrDict(None, self.program.era if self.program else Era.E3)
        self.args.append(v)
        return v

    def add_kwarg(self, keyword: str, t: Type, attrs: dict[str, Attr] | AttrDict | None = None) -> Value:
        """Add a keyword argument `%kwarg_<keyword>` (what Paddle's `add_kwarg` does)."""
        if keyword in self.kwargs:
            raise ValueError(f"block already has kwarg {keyword!r}")
        v = Value(t, self, len(self.kwargs), _KWARG, "%kwarg_" + keyword)
        era = self.program.era if self.program else Era.E3
        v.arg_attrs = attrs.copy() if isinstance(attrs, AttrDict) else AttrDict(None, era, dict(attrs or {}))
        self.kwargs[keyword] = v
        if self.program is not None:
            self.program.edited = True
        return v

    def indent(self) -> str:
        """Indentation of this block's op lines (taken from an op, else derived from nesting)."""
        if self.first is not None:
            return self.first.syntax.indent
        op = self.parent_op
        return "    " if op is None else op.syntax.indent + "    "


class Region:
    """A region of an op (`pd_op.if` has two, `pd_op.while` one); each holds one block in PIR dumps."""

    __slots__ = ("parent", "blocks")

    def __init__(self, parent: Operation | None) -> None:
        self.parent = parent
        self.blocks: list[Block] = []

    def add_block(self) -> Block:
        owner = self.parent.parent if self.parent is not None else None
        b = Block(self, owner.program if owner is not None else None)
        self.blocks.append(b)
        return b

    @property
    def block(self) -> Block:
        return self.blocks[0]


class Program:
    """A whole dump: the body of the top-level `builtin.module` (one block)."""

    __slots__ = ("body", "era", "syntax", "edited", "origin", "__weakref__")

    def __init__(self, era: Era = Era.E3) -> None:
        self.origin: Origin | None = None  # the text it was read from (for late errors), if parsed
        self.body = Block(None, self)
        self.era = era
        self.syntax = ProgramSyntax()
        self.edited = False

    @property
    def block(self) -> Block:
        return self.body

    def walk(self) -> Iterator[Operation]:
        """Every op, nested ones included, in print order."""
        return self.body.walk()

    def blocks(self) -> Iterator[Block]:
        """The top-level block, then every nested block, in print order."""
        return self.body.walk_blocks()

    def ops_named(self, name: str) -> list[Operation]:
        return [op for op in self.walk() if op.name == name]

    def new_syntax(self, like: Operation | None = None, form: str = "generic") -> OpSyntax:
        """Syntax for a new op: indentation and line end of `like` (or of the body)."""
        base = (
            like.syntax
            if like is not None
            else (self.body.first.syntax if self.body.first else OpSyntax(eol=self.syntax.eol))
        )
        return new_syntax(base, form)

    def tensor_prefix(self) -> str:
        return self.era.tensor_prefix

    def error(self, reason: str, line: int = 1) -> PirError:
        """A PirError about the whole program, at `line` (its first line) of the source it was
        read from; unlocated for a program built in memory."""
        if self.origin is None:
            return PirError(reason)
        return self.origin.error(reason, line)
