"""The reference reader: grammars/pir.lark through Lark's LALR parser.

`pirtool.scanner` is the fast path; this module is the definition it is checked against
(`parse(text, reader="lark")`, the test suite) and the tool that explains a line the scanner
rejects (`explain`): Lark knows which token was unexpected and what it expected instead.
Lark is imported and the parser built only when one of these is needed, so `pirtool fmt`
on good input never pays for it.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from ..errors import PirError, location_of
from .records import (
    ARGS,
    BLANK,
    CLOSE,
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
)


def grammar_text() -> str:
    """The grammar file shipped in the package (the same file as grammars/pir.lark)."""
    return resources.files("pirtool").joinpath("grammars/pir.lark").read_text(encoding="utf-8")


@cache
def lark_parser() -> Any:
    import lark

    return lark.Lark(
        grammar_text(),
        parser="lalr",
        start=["start", "attr_dict", "type"],
        propagate_positions=True,
        maybe_placeholders=False,
    )


def check(text: str, start: str = "start") -> Any:
    """Parse with the grammar; raise PirError at the first offending token."""
    import lark

    try:
        return lark_parser().parse(text, start=start)
    except lark.exceptions.UnexpectedInput as e:
        raise _error(text, e) from None


def _error(text: str, e: Any) -> PirError:
    import lark

    pos = getattr(e, "pos_in_stream", None)
    if pos is None:
        pos = len(text)
    line, col, src = location_of(text, pos)
    expected_names = set(getattr(e, "expected", None) or getattr(e, "allowed", None) or [])
    if text[pos : pos + 1] == '"' and "STRING" in expected_names:
        # STRING did not match where a string must start: it never closes (\" is a quote inside).
        return PirError('unterminated string (inside a string \\" is a quote)', line=line, col=col, source_line=src)
    if isinstance(e, lark.exceptions.UnexpectedCharacters):
        ch = text[pos : pos + 1]
        reason = f"unexpected character {ch!r}" if ch.isprintable() else f"unexpected byte {ch!r}"
    elif isinstance(e, lark.exceptions.UnexpectedEOF) or getattr(getattr(e, "token", None), "type", "") == "$END":
        reason = "unexpected end of input"
        line, col, src = location_of(text, max(0, len(text.rstrip("\r\n"))))
    else:
        tok = e.token
        reason = f"unexpected {_describe(tok)}"
    expected = sorted(getattr(e, "expected", None) or getattr(e, "allowed", None) or [])
    if expected:
        reason += "; expected " + _expected(expected)
    return PirError(reason, line=line, col=col, source_line=src)


_NICE = {
    "RBRACE": "'}'", "LBRACE": "'{'", "RSQB": "']'", "LSQB": "'['", "RPAR": "')'", "LPAR": "'('",
    "COMMA": "','", "COLON": "':'", "MORETHAN": "'>'", "LESSTHAN": "'<'", "_NL": "end of line",
    "ARROW": "' ->'", "SIG_OPEN": "' : ('", "VALUE": "a value", "KEY": "an attribute name",
    "TENSOR_OPEN": "a type", "TYPE_WORD": "a type", "NULL_TYPE": "a type", "VEC_OPEN": "a type",
    "SHAPE_DTYPE": "a shape and dtype", "STRING": "a string", "NUMBER": "a number",
    "QUOTED_OP_NAME": "an op name", "BARE_OP_NAME": "an op name", "LINE_CLOSE": "'}'",
    "LINE_RESULTS": "an operation", "LINE_OPEN": "'{'",
}


def _describe(tok: Any) -> str:
    v = str(tok)
    if v in ("\n", "\r\n"):
        return "end of line"
    return repr(v if len(v) <= 30 else v[:27] + "...")


def _expected(names: list[str]) -> str:
    nice: list[str] = []
    for n in names:
        d = _NICE.get(n)
        if d is None:
            d = n.lower().replace("_", " ")
            if n.startswith("__ANON") or n.isupper() and len(n) > 20:
                continue
        if d not in nice:
            nice.append(d)
    return ", ".join(nice[:6]) if nice else "something else"


def explain(text: str, lineno: int) -> PirError | None:
    """Why the grammar rejects the program around `lineno`: parse the whole text and report.

    For huge inputs only the failing line (and, for region headers, a minimal frame) is
    parsed, so a typo in a 50 MB dump is explained in milliseconds.
    """
    import lark

    if len(text) < 2_000_000:
        try:
            lark_parser().parse(text, start="start")
        except lark.exceptions.UnexpectedInput as e:
            return _error(text, e)
        return None
    lines = text.split("\n")
    line = lines[lineno - 1] if 0 < lineno <= len(lines) else ""
    snippet = "{\n" + line + "\n}\n"
    try:
        lark_parser().parse(snippet, start="start")
    except lark.exceptions.UnexpectedInput as e:
        err = _error(snippet, e)
        if err.line == 2:
            err.line = lineno
            return err
    return None


# ----------------------------------------------------------------------------------------------
# Records from the parse tree (the same records scanner.scan makes)


def records(text: str) -> list[Record]:
    """Read `text` with the grammar and return scanner-compatible records."""
    tree = check(text)
    return _Emitter(text).run(tree)


class _Emitter:
    def __init__(self, text: str) -> None:
        self.text = text
        self.out: list[Record] = []
        # line starts for offset → line number
        self.starts = [0]
        k = text.find("\n")
        while k >= 0:
            self.starts.append(k + 1)
            k = text.find("\n", k + 1)

    def lineno(self, pos: int) -> int:
        import bisect

        return bisect.bisect_right(self.starts, pos)

    def line_at(self, pos: int) -> tuple[int, str, str]:
        """(line number, line text without its end, line end) of the line holding `pos`."""
        n = self.lineno(pos)
        s = self.starts[n - 1]
        e = self.text.find("\n", s)
        if e < 0:
            return n, self.text[s:], ""
        if e > s and self.text[e - 1] == "\r":
            return n, self.text[s : e - 1], "\r\n"
        return n, self.text[s:e], "\n"

    def raw_line(self, pos: int) -> tuple[int, str]:
        n, t, eol = self.line_at(pos)
        return n, t + eol

    def run(self, tree: Any) -> list[Record]:
        self.visit(tree)
        return self.out

    def visit(self, t: Any) -> None:
        import lark

        if isinstance(t, lark.Token):
            if t.type == "LINE_BLANK":
                n, raw = self.raw_line(t.start_pos)
                self.out.append(LineRecord(BLANK, n, raw))
            return
        d = t.data
        if d in ("open_line", "close_line", "mid_line", "final_close"):
            n, raw = self.raw_line(t.children[0].start_pos)
            kind = {"open_line": OPEN, "close_line": CLOSE, "mid_line": MID, "final_close": CLOSE}[d]
            self.out.append(LineRecord(kind, n, raw))
            for c in t.children[1:]:
                self.visit(c)
            return
        if d == "op":
            head = t.children[0]
            if head.data == "op_line":
                self.op_line(head)
            else:
                self.op_open_line(head)
            for c in t.children[1:]:
                self.visit(c)
            return
        if d == "args_line":
            tok = t.children[0]
            n, line, eol = self.line_at(tok.start_pos)
            indent = str(tok)[:-1]
            self.out.append(ArgsRecord(ARGS, n, line, indent, line[len(indent) + 1 :], eol))
            return
        if d == "kw_section":
            tok = t.children[0]
            n, raw = self.raw_line(tok.start_pos)
            self.out.append(LineRecord(KWHEAD, n, raw))
            for c in t.children[1:]:
                if isinstance(c, lark.Tree) and c.data == "kwarg_line":
                    self.visit(c)
            return
        if d == "kwarg_line":
            tok = t.children[0]
            n, line, eol = self.line_at(tok.start_pos)
            s = str(tok)
            name = s.lstrip(" \t")
            indent = s[: len(s) - len(name)]
            ad = t.children[1]
            attrs = self.text[ad.meta.start_pos : ad.meta.end_pos]
            self.out.append(KwargRecord(KWARG, n, line, indent, name, attrs, eol))
            return
        for c in t.children:
            self.visit(c)

    def op_line(self, t: Any) -> None:
        import lark

        text = self.text
        head = t.children[0]
        hc = head.children
        indent = str(hc[0])[:-1]
        results = ""
        k = 1
        if isinstance(hc[k], lark.Tree) and hc[k].data == "result_list":
            results = text[hc[k].meta.start_pos : hc[k].meta.end_pos]
            k += 1
        else:
            # single value without list node (rule inlined) or none
            if isinstance(hc[k], lark.Token) and hc[k].type == "VALUE":
                results = str(hc[k])
                k += 1
        eq_tok = hc[k]
        name_node = hc[k + 1]
        name = str(name_node.children[0])
        k += 2
        op_id = None
        if isinstance(hc[k], lark.Token) and hc[k].type == "OP_ID":
            op_id = str(hc[k])
            k += 1
        operands_node = hc[k]
        oc = operands_node.children
        open_tok = oc[0]
        sp_ops = str(open_tok)[:-1]
        ops_start = open_tok.end_pos
        ops_end = operands_node.meta.end_pos - 1
        operands = text[ops_start:ops_end]
        rest = t.children[1:]
        sp_attrs, attrs = "", None
        after = operands_node.meta.end_pos
        if rest and isinstance(rest[0], lark.Tree) and rest[0].data == "attr_part":
            ap = rest[0]
            ad = ap.children[-1]
            sp_attrs = text[ap.meta.start_pos : ad.meta.start_pos]
            attrs = text[ad.meta.start_pos : ad.meta.end_pos]
            after = ad.meta.end_pos
        n, line, _ = self.line_at(hc[0].start_pos)
        end = t.meta.end_pos
        tail = text[after:end]
        nlines = self.lineno(end) - n + 1
        # The op's own line end follows its last character (a multi-line op keeps the others inside).
        eol = "\r\n" if text[end : end + 2] == "\r\n" else ("\n" if text[end : end + 1] == "\n" else "")
        self.out.append(OpRecord(OP, n, line, indent, results, str(eq_tok), name, op_id, sp_ops, operands, sp_attrs, attrs, tail, eol, nlines))

    def op_open_line(self, t: Any) -> None:
        if t.children[0].data == "while_head":
            return self.while_line(t.children[0], t.children[-1])
        self.op_line(t)

    def while_line(self, head: Any, opener: Any) -> None:
        import lark

        text = self.text
        hc = head.children
        indent = str(hc[0])[:-1]
        k = 1
        results = ""
        if isinstance(hc[k], lark.Tree) and hc[k].data == "result_list":
            results = text[hc[k].meta.start_pos : hc[k].meta.end_pos]
            k += 1
        elif isinstance(hc[k], lark.Token) and hc[k].type == "VALUE":
            results = str(hc[k])
            k += 1
        eq = str(hc[k])
        name = str(hc[k + 1].children[0])
        k += 2
        op_id = None
        if isinstance(hc[k], lark.Token) and hc[k].type == "OP_ID":
            op_id = str(hc[k])
            k += 1
        wopen = hc[k]
        sp = str(wopen)[: -len("(cond=")]
        cond = str(hc[k + 1])
        inputs = ""
        if len(hc) > k + 2 and isinstance(hc[k + 2], lark.Tree):
            vl = hc[k + 2]
            inputs = text[vl.meta.start_pos : vl.meta.end_pos]
        elif len(hc) > k + 2 and isinstance(hc[k + 2], lark.Token) and hc[k + 2].type == "VALUE":
            inputs = str(hc[k + 2])
        n, line, eol = self.line_at(hc[0].start_pos)
        self.out.append(WhileRecord(WHILE, n, line, indent, results, eq, name, op_id, sp, cond, inputs, str(opener), eol))
