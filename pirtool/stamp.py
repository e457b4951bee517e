"""Op stamping: making many ops alike, as a pass does (gradient merge makes ~8 per parameter).

An `OpStamp` holds what ops of one kind share — name, one attribute dict (copied on write), its
spelling, one interned signature, one syntax — so each kind is worked out once, not once per op;
`OpStamps` memoises stamps (and groups of them) by value: keys are hashable descriptions (op
name, types, an `OpSyntax`), never object identities.

May import the model (ir, attrs, syntax, types).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from .attrs import Attr, AttrDict, Era
from .ir import Operation, Value
from .syntax import OpSyntax, Signature, generic_signature
from .types import Type


class OpStamp:
    """A template for many ops alike but for their operands: one name, one attribute dict,
    one signature and one syntax.

    Each op stamped gets a copy-on-write copy of the attribute dict (its spelling is worked out
    once and shared until an op's attributes are edited), the signature object itself and the
    syntax object itself, so stamping costs about what linking the op does. Operand types must
    be those of the signature (the stamp does not look at them).

        stamp = OpStamp.create("pd_op.scale_", (t, t1), (t,), {"bias": Attr.float(0.0), ...}, era=prog.era, syntax=prog.new_syntax())
        op = stamp([x, factor])
    """

    __slots__ = ("name", "attrs", "signature", "syntax")

    def __init__(self, name: str, attrs: AttrDict, signature: Signature, syntax: OpSyntax) -> None:
        self.name = name
        self.attrs = attrs
        self.signature = signature
        self.syntax = syntax

    @classmethod
    def create(
        cls,
        name: str,
        operand_types: Sequence[Type],
        result_types: Sequence[Type],
        attrs: dict[str, Attr] | None = None,
        *,
        era: Era = Era.E3,
        syntax: OpSyntax | None = None,
    ) -> OpStamp:
        """A stamp for ops printed in generic form; attribute keys sorted as Paddle's printer sorts them."""
        ad = AttrDict(None, era, dict(sorted((attrs or {}).items())))
        ad.text()  # spelt once, shared by every copy
        return cls(name, ad, generic_signature(tuple(operand_types), tuple(result_types)), syntax or OpSyntax())

    @classmethod
    def of(cls, op: Operation) -> OpStamp:
        """A stamp making ops like `op` (its attributes as they are now, its signature and syntax)."""
        sig = op.signature
        if sig is None:
            sig = generic_signature(op.operand_types, tuple([r.type for r in op.results]))
        return cls(op.name, op.attrs.copy(), sig, op.syntax)

    def __call__(self, operands: list[Value | None]) -> Operation:
        """A new detached op reading `operands` (the list is kept, not copied)."""
        return Operation(
            self.name, operands, self.signature.result_types, self.attrs.copy(), self.syntax, self.signature
        )

    def __repr__(self) -> str:
        return f"<OpStamp {self.name}{self.signature.text}>"


class OpStamps:
    """A memo of stamps keyed by value: any hashable key that determines the stamp (types are
    interned, `OpSyntax` and `Attr` values are frozen, so keys made of them are safe to keep;
    no `id()` whose object could die and be reused).

        st = stamps.get(key) or stamps.put(key, OpStamp.create(...))
        op = st(operands)

    Groups of stamps always used together (e.g. the ops zeroing an accumulator) are kept
    under one key with `put_group`/`get_group`. The memo lives as long as its owner (e.g. one
    pass run): it is not a process-wide cache.
    """

    __slots__ = ("_memo",)

    def __init__(self) -> None:
        self._memo: dict[Hashable, object] = {}

    def get(self, key: Hashable, make: Callable[[], OpStamp] | None = None) -> OpStamp | None:
        """The stamp put under an equal key, else `make()` remembered (None without `make`)."""
        st = self._memo.get(key)
        if st is None and make is not None:
            st = self._memo[key] = make()
        return st  # type: ignore[return-value]

    def put(self, key: Hashable, stamp: OpStamp) -> OpStamp:
        self._memo[key] = stamp
        return stamp

    def get_group(self, key: Hashable) -> tuple[OpStamp, ...] | None:
        """Stamps remembered together under `key`, or None."""
        return self._memo.get(key)  # type: ignore[return-value]

    def put_group(self, key: Hashable, stamps: Sequence[OpStamp]) -> tuple[OpStamp, ...]:
        group = self._memo[key] = tuple(stamps)
        return group

    def __len__(self) -> int:
        return len(self._memo)

    def clear(self) -> None:
        self._memo.clear()
