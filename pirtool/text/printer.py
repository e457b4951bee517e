"""IR → text, in the exact layout Paddle's printer uses (or the layout the dump was read in).

An unedited program keeps the value names it was read with, so output == input. An edited
program is renumbered the way `pir::IrPrinter` numbers values: one `%N` counter over results
in print order (global across nested regions), a separate `%arg_N` counter for block
arguments, `%stack_K/%inlet_K/%outlet_K` per `cf.stack_create`, and kwargs by keyword.

Imports the model (`ir`, `attrs`) only.
"""

from __future__ import annotations

from collections.abc import Callable

from ..attrs import Era
from ..gcpause import gc_paused
from ..ir import NULL_TYPE, Block, Operation, Program, Value
from ..syntax import generic_signature


def print_program(prog: Program, renumber: bool | None = None) -> str:
    """The dump text of `prog`. `renumber` defaults to "only if the program was edited"."""
    with gc_paused():  # the output list holds one string per line: no cycles to collect
        return _Printer(prog, prog.edited if renumber is None else renumber).run()


def write_program(prog: Program, write: Callable[[str], object], renumber: bool | None = None) -> None:
    """Print `prog` through `write`, a few thousand lines at a time: what `print_program`
    returns, without holding the whole text (as big as the dump) on top of the program."""
    with gc_paused():
        _Printer(prog, prog.edited if renumber is None else renumber, write).run()


_NULL_VALUE = "<<NULL VALUE>>"
#: Lines `write_program` gathers before it writes them.
_CHUNK = 4096


class _Printer:
    """Prints a program; with `renumber`, names each value where it is first printed, as
    `pir::IrPrinter` does: results before operands before nested regions; one `%N` counter for
    the whole program, one `%arg_N` counter for block arguments, `%stack_K/%inlet_K/%outlet_K`
    per `cf.stack_create`; kwargs keep `%kwarg_<keyword>`. An operand is normally named by
    then; one that is not (a value from outside the printout, or a use before its definition)
    takes the next number there. Afterwards `Value.name` is what the printout shows.
    """

    def __init__(self, prog: Program, renumber: bool = False, write: Callable[[str], object] | None = None) -> None:
        self.prog = prog
        self.write = write
        self.out: list[str] = []
        self.renumber = renumber
        self.run_token = object()  # marks the values this run has named (Value.named_by)
        self.n_values = self.n_args = self.n_stacks = 0
        self.unended: int | None = None  # where the line read without its line end was printed

    def run(self) -> str:
        prog = self.prog
        out = self.out
        syn = prog.syntax
        out.append(syn.leading)
        body = prog.body
        # Bare op lines read back only while they are op lines: a program that has lost its ops
        # or gained kwargs (`^kw:` cannot start a text) is printed in braces, as Paddle would.
        framed = syn.framed or body.first is None or bool(body.kwargs) or body.syntax.kw_head is not None
        if framed:
            out.append(body.syntax.open_line or "{" + syn.eol)
        self.block_body(body)
        if framed:
            out.append(body.syntax.close_line if body.syntax.close_line is not None else "}" + syn.eol)
        elif self.unended is not None and self.unended == len(out) - 1:  # still the last line: as read
            out[-1] = out[-1][: -len(syn.eol)]
        out.append(syn.trailing)
        if self.write is not None:
            self.write("".join(out))
            return ""
        return "".join(out)

    # -- names ------------------------------------------------------------------------------------
    def name_values(self, op: Operation) -> None:
        token = self.run_token
        results = op.results
        if op.name == "cf.stack_create" and len(results) == 3:
            for v, base in zip(results, ("stack", "inlet", "outlet"), strict=True):
                v.name = f"%{base}_{self.n_stacks}"
                v.named_by = token
            self.n_stacks += 1
        else:
            n = self.n_values
            for v in results:
                if v.named_by is not token:
                    v.named_by = token
                    v.name = f"%{n}"
                    n += 1
            self.n_values = n
        for u in op.operands:
            if u is not None and u.named_by is not token:
                self.name_first_use(u)

    def name_first_use(self, v: Value) -> None:
        v.named_by = self.run_token
        if v.kind == "arg":
            v.name = f"%arg_{self.n_args}"
            self.n_args += 1
        elif v.kind != "kwarg":
            v.name = f"%{self.n_values}"
            self.n_values += 1

    @staticmethod
    def name(v: Value | None) -> str:
        if v is None:
            return "<<NULL VALUE>>"
        nm = v.name
        if nm is None:
            raise ValueError("a value made by a pass has no name yet; print with renumber=True")
        return nm

    def result_names(self, op: Operation) -> str:
        name = self.name
        return ", ".join([name(v) for v in op.results])

    def arg_def(self, v: Value) -> str:
        """A block argument at its first print carries its attribute dict."""
        nm = self.name(v)
        if v.arg_attrs is None:
            return nm
        return nm + " " + v.arg_attrs.text()

    # -- blocks -------------------------------------------------------------------------------------
    def block_body(self, blk: Block) -> None:
        out = self.out
        syn = blk.syntax
        if self.renumber:
            for a in blk.args:
                if a.named_by is not self.run_token:
                    self.name_first_use(a)
        eol = self.prog.syntax.eol
        if syn.args_indent is not None or (blk.args and blk.parent_op is not None):
            indent = syn.args_indent if syn.args_indent is not None else blk.parent_op.syntax.indent  # type: ignore[union-attr]
            out.append(indent + "^" + ", ".join(self.arg_def(a) for a in blk.args) + eol)
        if blk.kwargs or syn.kw_head is not None:
            self.kwargs(blk)
        out.extend(blk.leading_blank)
        for op in blk:
            self.op(op)

    def kwargs(self, blk: Block) -> None:
        out = self.out
        syn = blk.syntax
        eol = self.prog.syntax.eol
        head = syn.kw_head
        if head is not None and head.strip(" \t\r\n") != "^kw:":
            # 2024 form: every kwarg on the "^kw:" line.
            indent = head[: len(head) - len(head.lstrip(" \t"))]
            sep = ", " if ", " in head else ","
            line_end = "\r\n" if head.endswith("\r\n") else "\n"
            out.append(indent + "^kw:" + sep.join(self.name(v) for v in blk.kwargs.values()) + line_end)
            return
        if head is None and self.prog.era is not Era.E3:
            # 2024 printers put every kwarg on the "^kw:" line (the seed's `^kw:%kwarg_w@GRAD@MERGE`).
            out.append(blk.indent() + "^kw:" + ", ".join(self.name(v) for v in blk.kwargs.values()) + eol)
            return
        if head is None:
            indent = blk.indent()
            head = indent + "^kw:" + eol
        out.append(head)
        kw_indent = syn.kw_indent if blk.syntax.kw_head is not None else blk.indent() + "    "
        for v in blk.kwargs.values():
            out.append(kw_indent + self.arg_def(v) + eol)

    # -- ops ---------------------------------------------------------------------------------------
    def op(self, op: Operation) -> None:
        if self.renumber:
            self.name_values(op)
        s = op.syntax
        try:  # the hot loop: plain attribute reads; a missing name is rare enough to re-check
            res = ", ".join([v.name for v in op.results])  # type: ignore[misc]
            operands = ", ".join([_NULL_VALUE if v is None else v.name for v in op.operands])  # type: ignore[misc]
        except TypeError:
            res = self.result_names(op)
            operands = ", ".join([self.name(v) for v in op.operands])
        name = '"' + op.name + '"' if s.quoted else op.name
        head = f"{s.indent}({res}){s.eq}{name}{s.op_id or ''}{s.sp_operands}"
        if s.form == "func":  # `shape.func () {` is its region's opening line
            pass
        elif s.form == "while":
            cond, _, inputs = operands.partition(", ")
            opener = op.signature.opener if op.signature is not None else " { "
            self.out.append(f"{head}(cond={cond}, inputs={inputs}){opener}{s.eol}")
        else:
            attrs = s.sp_attrs + op.attrs.text() if (s.form != "noattrs" or op.attrs.modified) else ""
            sig = op.signature
            eol = s.eol
            if not eol:  # a bare text's last line, read without its end: it keeps one if lines follow it now
                eol = self.prog.syntax.eol
                self.unended = len(self.out)
            self.out.append(f"{head}({operands}){attrs}{sig.text if sig is not None else self.tail(op)}{eol}")
        if op.regions:
            self.regions(op)
        if op.blank_after:
            self.out.extend(op.blank_after)
        if self.write is not None and len(self.out) >= _CHUNK:
            self.write("".join(self.out))
            self.out.clear()

    def tail(self, op: Operation) -> str:
        sig = op.signature
        if sig is not None:
            return sig.text
        if op.syntax.form == "region":
            opener = " {" if op.regions else ""
            return f" -> {', '.join(r.type.text for r in op.results)}{opener}"
        opener = ""
        if op.regions and op.regions[0].blocks and op.regions[0].blocks[0].syntax.open_line is None:
            opener = " {"
        operand_types = tuple([NULL_TYPE if v is None else v.type for v in op.operands])
        return generic_signature(operand_types, tuple([r.type for r in op.results]), opener).text

    def regions(self, op: Operation) -> None:
        out = self.out
        eol = op.syntax.eol
        indent = op.syntax.indent
        blocks = [b for r in op.regions for b in r.blocks]
        for k, blk in enumerate(blocks):
            syn = blk.syntax
            if syn.mid_line is not None:
                out.append(syn.mid_line)
            elif k > 0 and syn.open_line is None:
                out.append(f"{indent}}} else {{{eol}")
            if syn.open_line is not None:
                out.append(syn.open_line)
            self.block_body(blk)
            if syn.close_line is not None:
                out.append(syn.close_line)
            elif k + 1 == len(blocks) or blocks[k + 1].syntax.open_line is not None:
                out.append(f"{indent}}}{eol}")
