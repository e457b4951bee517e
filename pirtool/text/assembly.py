"""Assembly: records (from either reader) → a finished Program.

Resolves value names, nests regions, checks structure, detects the dump's era (which decides how
attributes are spelt) and types block kwargs from their uses. Semantic errors are reported where
a user looks for them: an undefined value at its use, a duplicate definition at the second one,
an unbalanced brace at the line that breaks nesting.

Imports the model (`ir`, `attrs`, `types`, `errors`) and `records`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import replace

from ..attrs import AttrDict, Era
from ..caches import DICT_BOUND, bounded_put, register
from ..errors import Origin, PirError
from ..ir import NULL_TYPE, Block, Operation, Program, Value, ValueKind
from ..lexical import MAX_NESTING
from ..syntax import BlockSyntax, OpSyntax, ProgramSyntax, Signature
from .infer import retype_whiles, type_kwargs
from .located import at_end, eol_error, signature_error, too_deep
from .records import (
    ARGS,
    BLANK,
    CLOSE,
    FUNC,
    KWARG,
    KWHEAD,
    MID,
    OP,
    OPEN,
    WHILE,
    ArgsRecord,
    KwargRecord,
    LineRecord,
    OpRecord,
    Record,
    WhileRecord,
    find_name,
    source_line,
    split_args,
)
from .rewrite import ReadRewrite
from .signatures import _sigs, signature

_syntaxes: dict[tuple, OpSyntax] = register(__name__, "_syntaxes", "op syntaxes of parsed ops, by spelling", {})
_op_names: dict[str, str] = register(__name__, "_op_names", "op names of parsed ops, by spelling", {})


class _Frame:
    """A block being filled, and how it was opened."""

    __slots__ = ("block", "op", "opened_by_header")

    def __init__(self, block: Block, op: Operation | None, opened_by_header: bool) -> None:
        self.block = block
        self.op = op
        self.opened_by_header = opened_by_header


def build(records: Iterable[Record], text: str, rewrite: ReadRewrite | None = None) -> Program:
    """Assemble the records read from `text` into a Program (rewritten by `rewrite` as it is
    read). Raises PirError on structural or naming errors."""
    asm = Assembler(detect_era(text), Origin(text), rewrite)
    prog = asm.run(records)
    if type_kwargs(prog) and asm.whiles:
        retype_whiles(asm.whiles)
    if rewrite is not None:
        rewrite.finish(prog, asm.kwarg_blocks)
    return prog


def detect_era(text: str) -> Era:
    """Guess the era from telltale spellings in the first ops (cheap on big texts)."""
    head = text[:65536]
    if "builtin.tensor<" in head:
        return Era.E2
    if "pd_op.tensor<" in head or "(Array)[" in head:
        return Era.E1
    if "(Int32)" in head or "(Double)" in head or "(Float)" in head or "(pd_op.DataType)" in head or "(Int64)" in head:
        return Era.E2
    return Era.E3


class Assembler:
    """Turns one program's records, in order, into its IR (`run`)."""

    def __init__(self, era: Era, origin: Origin | None = None, rewrite: ReadRewrite | None = None) -> None:
        self.era = era
        self.rewrite = rewrite
        self.kwarg_blocks: list[Block] = []  # blocks with kwargs, in line order (for `rewrite`)
        self.origin = origin
        self.prog = Program(era)
        self.prog.origin = origin
        self.names: dict[str, Value] = {}
        self.next_num = 0  # the %N Paddle's printer would give the next new value
        # Values used before the line that defines them, by name: the block of the first use
        # and its line. Paddle prints such programs (its printer numbers a value where it is
        # first printed, use or definition); a later definition in the same block adopts the
        # placeholder, and a name never defined stays an external value.
        self.forward: dict[str, tuple[Block, int]] = {}
        self.whiles: list[Operation] = []  # the while ops, in line order (for `infer.retype_whiles`)
        # Per attribute text, what its ops share: the text they are built with, and more (`attr_entry`).
        self.peeks: dict[str, tuple[str, dict[str, object], Origin | None, bool]] = {}

    # -- errors ------------------------------------------------------------------------------
    @staticmethod
    def err(rec: Record, reason: str, needle: str | None = None, start: int = 0) -> PirError:
        line = source_line(rec)
        if needle is not None:
            k = find_name(line, needle, start)
            col = k + 1 if k >= 0 else None
        else:
            col = len(line) - len(line.lstrip(" \t")) + 1
        return PirError(reason, line=rec.lineno, col=col, source_line=line)

    # -- main loop -------------------------------------------------------------------------------
    def run(self, records: Iterable[Record]) -> Program:
        """The program of `records` (block kwargs not yet typed: `build` does that). Each record
        is done with before the next is read (the scanner makes them as it goes)."""
        prog = self.prog
        it = iter(records)
        leading = []
        first: Record | None = None
        for first in it:
            if first.kind != BLANK:
                break
            leading.append(first.raw)  # type: ignore[union-attr]
        if first is None:
            raise PirError("empty input: no program", line=1, col=1, source_line="")
        if first.kind == BLANK:
            raise PirError("empty input: no program", line=first.lineno, col=1, source_line=source_line(first))
        framed = first.kind == OPEN
        if framed:
            eol = "\r\n" if first.raw.endswith("\r\n") else "\n"  # type: ignore[union-attr]
            prog.body.syntax = BlockSyntax(open_line=first.raw)  # type: ignore[union-attr]
        elif first.kind in (OP, WHILE, FUNC):
            eol = (first.eol if first.kind != FUNC else "\r\n" if first.raw.endswith("\r\n") else "\n") or "\n"  # type: ignore[union-attr]
            it = itertools.chain((first,), it)
        else:
            raise self.err(first, "expected '{' or an operation")
        stack = [_Frame(prog.body, None, False)]
        last_op: Operation | None = None  # last op closed at the current level (for "{" regions)
        trailing: list[str] = []
        closed = False
        ended = first  # the last line that is not blank (where an error "at the end" points)
        for rec in it:
            kind = rec.kind
            if kind != BLANK:
                ended = rec
            if closed:
                if kind == BLANK:
                    trailing.append(rec.raw)
                    continue
                raise self.err(rec, "text after the end of the program")
            top = stack[-1]
            blk = top.block
            if kind == OP:
                op = self.op(rec, blk)
                blk_append(blk, op)
                if op.regions:
                    stack.append(_Frame(op.regions[0].blocks[0], op, True))
                    last_op = None
                    if len(stack) > MAX_NESTING:
                        raise too_deep(rec)
                else:
                    last_op = op
            elif kind == WHILE or kind == FUNC:
                op = self.while_op(rec, blk) if kind == WHILE else self.func_op(rec)
                blk_append(blk, op)
                stack.append(_Frame(op.regions[0].blocks[0], op, True))
                last_op = None
                if len(stack) > MAX_NESTING:
                    raise too_deep(rec)
            elif kind == BLANK:
                if blk.last is None:
                    blk.leading_blank.append(rec.raw)
                else:
                    blk.last.blank_after = [*blk.last.blank_after, rec.raw]
            elif kind == CLOSE:
                if len(stack) == 1:
                    if not framed:
                        raise self.err(rec, "'}' without a matching '{'")
                    blk.syntax = _with(blk.syntax, close_line=rec.raw)
                    closed = True
                    continue
                stack.pop()
                blk.syntax = _with(blk.syntax, close_line=rec.raw)
                self.finish_region(top)
                last_op = top.op
            elif kind == MID:
                if len(stack) == 1 or top.op is None:
                    raise self.err(rec, "'} else {' outside a region")
                stack.pop()
                blk.syntax = _with(blk.syntax, close_line="")
                nb = top.op.add_region().add_block()
                nb.syntax = BlockSyntax(mid_line=rec.raw)
                stack.append(_Frame(nb, top.op, True))
            elif kind == OPEN:
                # "{" on its own line opens a region of the op just above it.
                if last_op is None or last_op is not blk.last:
                    raise self.err(rec, "'{' must follow an operation (region) or start the program")
                nb = last_op.add_region().add_block()
                nb.syntax = BlockSyntax(open_line=rec.raw)
                if self.rewrite is not None:
                    self.rewrite.irregular(
                        f"a region of {last_op.name} opened on a line of its own (line {rec.lineno})"
                    )
                stack.append(_Frame(nb, last_op, False))
                last_op = None
                if len(stack) > MAX_NESTING:
                    raise too_deep(rec)
            elif kind == ARGS:
                if top.op is None or blk.first is not None or blk.args:
                    raise self.err(rec, "block arguments ('^...') must open a region")
                if rec.eol != eol and rec.eol:  # type: ignore[union-attr]
                    raise eol_error(rec, eol)
                self.block_args(rec, blk)
            elif kind == KWHEAD:
                if blk.first is not None or blk.kwargs or blk.syntax.kw_head is not None:
                    raise self.err(rec, "'^kw:' must come once, before the first op of a block")
                if blk.leading_blank:
                    raise self.err(rec, "'^kw:' must be the first line of its block (no empty line before it)")
                self.kw_head(rec, blk)
            elif kind == KWARG:
                if blk.syntax.kw_head is None or blk.first is not None:
                    raise self.err(rec, "keyword argument outside a '^kw:' section")
                if rec.eol != eol and rec.eol:  # type: ignore[union-attr]
                    raise eol_error(rec, eol)
                if blk.leading_blank:
                    raise self.err(rec, "no empty line may come inside a '^kw:' section")
                if blk.kwargs and rec.indent != blk.syntax.kw_indent:  # type: ignore[union-attr]
                    raise self.err(rec, "keyword argument lines of a block must be indented alike")
                self.kwarg(rec, blk)
            else:  # pragma: no cover - records come from our readers
                raise self.err(rec, "unknown line")
        if len(stack) > 1:
            top = stack[-1]
            assert top.op is not None
            raise at_end(ended, f"unclosed region of {top.op.name} (opened at line {top.op.line}): missing '}}'")
        if framed and not closed:
            raise at_end(ended, "missing '}' at the end of the program")
        prog.syntax = ProgramSyntax(framed=framed, leading="".join(leading), trailing="".join(trailing), eol=eol)
        prog.edited = False
        return prog

    # -- ops -------------------------------------------------------------------------------------
    def op(self, rec: OpRecord, blk: Block) -> Operation:
        # The hot path: one unpacking (in OpRecord's field order) costs less than a dozen attribute loads.
        _, lineno, line, indent, results, eq, name, op_id, sp_ops, operands, sp_attrs, attrs, tail, eol, _ = rec
        sig = _sigs.get(tail)
        if sig is None:
            try:
                sig = signature(tail)
            except ValueError as e:
                raise signature_error(self.err(rec, f"malformed signature: {e}"), line, tail, e) from None
        names = self.names
        if results and ", " not in results and results not in names and not self.forward:  # one new result
            res_names = [results]
            if results[1:].isdigit():
                self.next_num = int(results[1:]) + 1
        else:
            res_names = self.reserve(rec, results, len(indent) + 1, blk)
        opnds = self.resolve(rec, operands, -1, blk)
        quoted = name[0] == '"'
        form = "noattrs" if attrs is None else "generic" if sig.typed_operands else "region"
        key = (indent, eq, quoted, op_id, sp_ops, sp_attrs, eol, form)
        syn = _syntaxes.get(key)
        if syn is None:
            if len(_syntaxes) >= DICT_BOUND:
                _syntaxes.clear()
            syn = _syntaxes[key] = OpSyntax(*key)
        if sig.typed_operands and len(sig.operand_types) != len(opnds):
            raise self.err(rec, f"{len(opnds)} operands but {len(sig.operand_types)} operand types", ":")
        rw = self.rewrite
        if attrs is not None or rw is not None:
            text = "{}" if attrs is None else attrs
            entry = self.peeks.get(text)
            if entry is None:
                entry = self.peeks[text] = self.attr_entry(text, attrs is not None)
            ad = AttrDict(entry[0], self.era, None, entry[2], lineno, entry[1], entry[3])
        else:
            ad = AttrDict("{}", self.era)
        # one string per op name, not one per op
        name = _op_names.get(name) or bounded_put(_op_names, name, name[1:-1] if quoted else name)
        result_types, built_sig = (sig.result_types, sig) if rw is None else rw.signature(sig)
        op = Operation(name, opnds, result_types, ad, syn, built_sig, lineno)
        if len(op.results) != len(res_names):
            raise self.err(rec, f"{_count(results)} results but {len(op.results)} result types", "->")
        if len(res_names) == 1 and not self.forward:
            v = op.results[0]
            names[results] = v
            v.name = results
        else:
            self.bind(op, res_names)
        if sig.opener:
            op.add_region().add_block()
        if rw is not None and (not entry[3] or name in rw.watched):
            rw.op(op, text if entry[3] else None)
        return op

    def attr_entry(self, text: str, printed: bool) -> tuple[str, dict[str, object], Origin | None, bool]:
        """How ops printed with attribute text `text` (`printed`: not a `{}` made up) are built:
        the text, the values peeked from it (theirs to share), its errors' origin, whether edited."""
        new = self.rewrite.attrs(text) if self.rewrite is not None else None
        return (
            (new[0], new[1], self.origin, True)
            if new is not None and new[0] != text
            else (text, {}, self.origin if printed else None, False)
        )

    def while_op(self, rec: WhileRecord, blk: Block) -> Operation:
        name, opener = rec.name, rec.opener
        quoted = name[0] == '"'
        syn = OpSyntax(rec.indent, rec.eq, quoted, rec.op_id, rec.sp_operands, "", rec.eol, "while")
        start = rec.line.find("(cond=")
        res_names = self.reserve(rec, rec.results, len(rec.indent) + 1, blk)
        opnds = self.resolve(rec, rec.cond + (", " + rec.inputs if rec.inputs else ""), start + 5, blk)
        nres = _count(rec.results)
        op = Operation(
            name[1:-1] if quoted else name,
            opnds,
            [NULL_TYPE] * nres,
            AttrDict(None, self.era),
            syn,
            Signature(opener, (), (), opener, False, ""),
            rec.lineno,
        )
        self.bind(op, res_names)
        op.add_region().add_block()
        self.whiles.append(op)
        if self.rewrite is not None:
            self.rewrite.op(op, None)
        return op

    def func_op(self, rec: LineRecord) -> Operation:
        """`shape.func () {`: no operands, results or attributes; its line opens its region."""
        raw = rec.raw
        eol = "\r\n" if raw.endswith("\r\n") else "\n" if raw.endswith("\n") else ""
        indent = raw[: len(raw) - len(raw.lstrip(" \t"))]
        op = Operation(
            "shape.func",
            [],
            (),
            AttrDict(None, self.era),
            OpSyntax(indent, "", False, None, "", "", eol, "func"),
            None,
            rec.lineno,
        )
        op.add_region().add_block().syntax = BlockSyntax(open_line=raw)
        if self.rewrite is not None:
            self.rewrite.op(op, None)
        return op

    def finish_region(self, frame: _Frame) -> None:
        """After a while body closes, type its results and block args from yield / inputs."""
        op = frame.op
        if op is None or op.syntax.form != "while" or frame.block is not op.regions[0].blocks[0]:
            return
        body = frame.block
        for a, v in zip(body.args, op.operands[1:], strict=False):
            if a.type is NULL_TYPE and v is not None:
                a.type = v.type
        y = body.last
        if y is not None and y.name == "cf.yield":
            for r, v in zip(op.results, y.operands[1:], strict=False):
                if v is not None:
                    r.type = v.type

    def resolve(self, rec: OpRecord | WhileRecord, text: str, start: int, blk: Block) -> list[Value | None]:
        if not text:
            return []
        names = self.names
        out: list[Value | None] = []
        for nm in text.split(", "):
            if nm == "<<NULL VALUE>>":
                out.append(None)
                continue
            v = names.get(nm)
            if v is None:
                v = self.external(rec, nm, start, blk)
            out.append(v)
        return out

    def external(self, rec: OpRecord | WhileRecord, nm: str, start: int, blk: Block) -> Value:
        """A value not defined yet: defined outside the printed program, or further down.

        Paddle numbers a value at its first print, so both read the same: real dumps have
        values defined outside the text (a parameter of a pruned clone), and Paddle's fusion
        passes can leave an op after a user of its result (a forward reference). Accepted only
        where Paddle's printer would have given exactly this number, so a mistyped name is
        still an error; a later definition in the same block adopts the value (`bind`).
        """
        if nm[1:].isdigit() and int(nm[1:]) == self.next_num:
            v = Value(NULL_TYPE, None, 0, ValueKind.EXTERNAL, nm)
            self.names[nm] = v
            self.forward[nm] = (blk, rec.lineno)
            if self.rewrite is not None:
                self.rewrite.irregular(f"{nm} used before its line (line {rec.lineno})")
            self.next_num += 1
            return v
        if start < 0:  # an op's operands (where they start is only worked out for an error)
            start = rec.line.find("(", len(rec.indent) + len(rec.results) + 2)  # type: ignore[union-attr]
        raise self.err(rec, f"use of undefined value {nm}", nm, start)

    def reserve(self, rec: OpRecord | WhileRecord, results: str, start: int, blk: Block) -> list[str]:
        """Check result names before operands are read (Paddle prints results first)."""
        if not results:
            return []
        names = self.names
        out = results.split(", ")
        for nm in out:
            if nm in names:
                self.check_forward(rec, nm, start, blk)
                continue
            if nm[1:].isdigit():
                self.next_num = int(nm[1:]) + 1
        if len(set(out)) != len(out):
            raise self.err(rec, "a result name is repeated", None)
        return out

    def check_forward(self, rec: OpRecord | WhileRecord, nm: str, start: int, blk: Block) -> None:
        """`nm` is named already: fine for a forward reference of this block, else an error."""
        prev = self.names[nm]
        fwd = self.forward.get(nm) if prev.kind == ValueKind.EXTERNAL else None
        if fwd is None:
            where = (
                f" (first defined at line {prev.owner.line})"
                if isinstance(prev.owner, Operation) and prev.owner.line
                else ""
            )
            raise self.err(rec, f"value {nm} is defined twice{where}", nm, start)
        if fwd[0] is not blk:
            raise self.err(
                rec, f"value {nm} is used at line {fwd[1]}, in another block, before this definition", nm, start
            )

    def bind(self, op: Operation, names: list[str]) -> None:
        table = self.names
        if self.forward:  # rare: a value was used before its line
            self.bind_forward(op, names)
            return
        for v, nm in zip(op.results, names, strict=True):
            table[nm] = v
            v.name = nm

    def bind_forward(self, op: Operation, names: list[str]) -> None:
        """`bind` where forward references are pending: a result named like one adopts its
        value (already used above, so its uses stay), with the type and owner of the result."""
        table = self.names
        results = op.results
        for i, nm in enumerate(names):
            v = results[i]
            if nm in table:  # checked by `reserve`: a forward reference of this block
                p = table[nm]
                p.type, p.owner, p.index, p.kind = v.type, op, i, ValueKind.RESULT
                results[i] = v = p
                del self.forward[nm]
            table[nm] = v
            v.name = nm

    # -- block arguments ------------------------------------------------------------------------
    def block_args(self, rec: ArgsRecord, blk: Block) -> None:
        body = rec.body
        blk.syntax = _with(blk.syntax, args_indent=rec.indent)
        if not body:
            return
        # A while body's arguments take their inputs' types now, not when the body closes: a
        # while nested in it may take one as an input, and its own arguments and results are
        # typed from it when it closes, before this body does.
        op = blk.parent_op
        inputs = (
            op.operands[1:] if op is not None and op.syntax.form == "while" and blk is op.regions[0].blocks[0] else []
        )
        for part in split_args(body):
            nm, _, attrs = part.partition(" ")
            if nm in self.names:
                raise self.err(rec, f"value {nm} is defined twice", nm)
            i = len(blk.args)
            v = Value(inputs[i].type if i < len(inputs) and inputs[i] is not None else NULL_TYPE, blk, i, "arg", nm)  # type: ignore[union-attr]
            v.arg_attrs = AttrDict(attrs, self.era, None, self.origin, rec.lineno) if attrs else None
            blk.args.append(v)
            self.names[nm] = v

    def kw_head(self, rec: LineRecord, blk: Block) -> None:
        raw = rec.raw
        blk.syntax = _with(blk.syntax, kw_head=raw)
        s = raw.strip(" \t\r\n")
        inline = s[4:]
        if inline:
            for nm in re.split(r", ?", inline):
                self.add_kwarg(rec, blk, nm, None)

    def kwarg(self, rec: KwargRecord, blk: Block) -> None:
        if not blk.kwargs:
            blk.syntax = _with(blk.syntax, kw_indent=rec.indent)
        self.add_kwarg(rec, blk, rec.name, rec.attrs)

    def add_kwarg(self, rec: LineRecord | KwargRecord, blk: Block, nm: str, attrs: str | None) -> None:
        if nm in self.names:
            raise self.err(rec, f"value {nm} is defined twice", nm)
        if not blk.kwargs:
            self.kwarg_blocks.append(blk)
        v = Value(NULL_TYPE, blk, len(blk.kwargs), "kwarg", nm)
        v.arg_attrs = AttrDict(attrs, self.era, None, self.origin, rec.lineno) if attrs is not None else None
        blk.kwargs[nm[len("%kwarg_") :]] = v
        self.names[nm] = v


def blk_append(blk: Block, op: Operation) -> None:
    """Append during assembly: no edit marking, no checks (the assembler owns both)."""
    op.parent = blk
    op.prev = blk.last
    if blk.last is None:
        blk.first = op
    else:
        blk.last.next = op
    blk.last = op
    blk._len += 1
    if op.regions:
        prog = blk.program
        for r in op.regions:
            for b in r.blocks:
                b.program = prog


def _with(syn: BlockSyntax, **kw: object) -> BlockSyntax:
    return replace(syn, **kw)  # type: ignore[arg-type]


def _count(results: str) -> int:
    return results.count(", ") + 1 if results else 0
