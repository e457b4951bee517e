"""Rendering a DiffResult: unified text with hunks and colour, `--json` objects, `--stat` tables.

The text view elides long attribute values (`op_dist_attr:{…5 keys}`, `[…64 items]`,
`pirtool.text.elide`) unless `full`; JSON never shows attribute text at all.

May import the model and `differ`'s result types.
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ...errors import Origin
from ...ir import Operation, Value
from ...paddle.roles import role_name
from ...text.elide import elide
from .differ import DiffResult, Row, arg_attrs

# ----------------------------------------------------------------------------------------------
# Rendering


class SourceLines:
    """The physical lines of a program's text, 1-based, with the offset of the program in its file,
    each as the render shows it (`want(..., shown)`: elided unless --full).

    From the text (indexed on first use: a diff prints a few lines of a 50 MB dump, splitting all
    of it would copy it), or from the program's `Origin` when its text was let go: then the
    lines a render prints are read in one pass over the file as it prints them (it asks for
    them in line order), so no more than a line is held at a time.
    """

    def __init__(self, source: str | Origin, offset: int = 0) -> None:
        self.origin = source if isinstance(source, Origin) else None
        self.text = source if isinstance(source, str) else None
        self.offset = offset
        self.shown: Callable[[str], str] | None = None
        self._starts: array[int] | None = None
        self._wanted: set[int] = set()
        self._got: dict[int, str] = {}  # wanted lines read past before they were asked for
        self._reader: Iterator[tuple[int, str]] | None = None
        self._at = 0  # the last line the reader read

    def _index(self) -> array[int]:
        assert self.text is not None
        starts = array("q", [0])
        find, text = self.text.find, self.text
        k = find("\n")
        while k >= 0:
            starts.append(k + 1)
            k = find("\n", k + 1)
        starts.append(len(text) + 1)
        return starts

    def want(self, lines: Iterable[int], shown: Callable[[str], str] | None = None) -> None:
        """The lines about to be asked for (in line order: then the file is read once), each to
        be returned as `shown` makes it."""
        self.shown = shown
        self._wanted = set(lines)
        self._got.clear()

    def _show(self, line: str) -> str:
        return line if self.shown is None else self.shown(line)

    def __getitem__(self, line: int) -> str:
        if self.text is not None:
            if self._starts is None:
                self._starts = self._index()
            if 1 <= line < len(self._starts):
                return self._show(self.text[self._starts[line - 1] : self._starts[line] - 1].rstrip("\r"))
            return ""
        got = self._got.pop(line, None)
        if got is not None:
            return got
        if self._reader is None or line <= self._at:  # (asked for out of order: read again)
            assert self.origin is not None and self.origin.stamp is not None
            self._reader, self._at = self.origin.stamp.each_line(), 0
        for n, text in self._reader:
            self._at = n
            if n == line:
                return self._show(text)
            if n in self._wanted:
                self._got[n] = self._show(text)
        return ""


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _row_text(r: Row, la: SourceLines, lb: SourceLines, shown: Callable[[str], str] | None = None) -> str:
    """What a row shows: its op's source line (as `la`/`lb` show it), or its kwarg (as `shown`)."""
    if r.kind.startswith("k"):
        if r.kind == "ko":
            text = "    ^kw: order of the kwargs differs"
        else:
            v = r.kw_b if r.kw_b is not None else r.kw_a
            assert v is not None
            ind = "    " * (r.depth + 2)
            text = f"{ind}%kwarg_{r.kw} {arg_attrs(v)}".rstrip()
        return text if shown is None else shown(text)
    if r.b is not None:
        return lb[r.b.line]
    assert r.a is not None
    return la[r.a.line]


def _pair_short(x: str, y: str, n: int = 60) -> tuple[str, str]:
    """Two values cut to about `n` characters around where they first differ."""
    if len(x) <= n and len(y) <= n:
        return x, y
    p = 0
    while p < min(len(x), len(y)) and x[p] == y[p]:
        p += 1
    start = max(0, p - 20)

    def cut(s: str) -> str:
        s2 = ("…" if start else "") + s[start:]
        return _short(s2, n)

    return cut(x), cut(y)


def change_details(r: Row, full: bool = False, off_a: int = 0, off_b: int = 0) -> list[str]:
    """What differs in a changed row, a line each: `op: a → b`, `attr K: x → y` (values cut
    around where they differ unless `full`), `operand N: %28 (pd_op.scale_ L31) → %40 (...)`
    (the producers' lines shifted by each side's offset in its file), `types: ...`."""
    out: list[str] = []
    a, b = r.a, r.b
    if r.kind == "k~" and r.kw_a is not None:
        out.append(f"was: %kwarg_{r.kw} {arg_attrs(r.kw_a)}")
        return out
    if a is None or b is None:
        return out
    if a.name != b.name:
        out.append(f"op: {a.name} → {b.name}")
    for k in r.keys:
        x, y = a.attrs.get(k), b.attrs.get(k)
        xs = "(none)" if x is None else x.text(a.attrs.era)
        ys = "(none)" if y is None else y.text(b.attrs.era)
        if not full:
            xs, ys = _pair_short(xs, ys)
        out.append(f"attr {k}: {xs} → {ys}")
    for k in r.operands:
        x = a.operands[k] if k < len(a.operands) else None
        y = b.operands[k] if k < len(b.operands) else None
        out.append(f"operand {k}: {_vdesc(x, off_a)} → {_vdesc(y, off_b)}")
    if r.types:
        sa, sb = (_sig(a), _sig(b)) if full else _pair_short(_sig(a), _sig(b), 70)
        out.append(f"types: {sa} → {sb}")
    if r.args:
        out.append("block arguments differ")
    return out


def _vdesc(v: Value | None, offset: int = 0) -> str:
    if v is None:
        return "<<NULL VALUE>>"
    name = v.name or "?"
    op = v.defining_op
    if op is not None:
        return f"{name} ({op.name} L{op.line + offset})"
    return name


def _sig(op: Operation) -> str:
    return "(" + ", ".join(t.text for t in op.operand_types) + ") -> " + ", ".join(r.type.text for r in op.results)


_COLORS = {"-": "red", "+": "green", "~": "yellow", "@": "cyan", "#": "yellow"}


def render(
    d: DiffResult,
    la: SourceLines,
    lb: SourceLines,
    name_a: str,
    name_b: str,
    context: int = 2,
    color: bool = False,
    full: bool = False,
) -> str:
    """The unified-diff-like view (`iter_render`'s lines) as one text; "" when equal."""
    lines = list(iter_render(d, la, lb, name_a, name_b, context, color, full))
    return "\n".join(lines) + "\n" if lines else ""


def iter_render(
    d: DiffResult,
    la: SourceLines,
    lb: SourceLines,
    name_a: str,
    name_b: str,
    context: int = 2,
    color: bool = False,
    full: bool = False,
) -> Iterator[str]:
    """The unified-diff-like view, line by line (no line ends): `-` removed, `+` added, `~`
    changed (with details), `@@` hunks; long attribute values elided unless `full`. Nothing
    when the programs are equal. A generator: a big diff is written as it is made."""
    import click

    def paint(s: str, c: str) -> str:
        return click.style(s, fg=_COLORS[c]) if color else s

    rows = d.rows
    changed = [k for k, r in enumerate(rows) if r.changed]
    if not changed:
        return
    yield paint(f"--- {name_a}", "-")
    yield paint(f"+++ {name_b}", "+")
    # group changed rows into hunks with `context` rows around them
    hunks: list[tuple[int, int]] = []
    for k in changed:
        lo, hi = max(0, k - context), min(len(rows), k + context + 1)
        if hunks and lo <= hunks[-1][1]:
            hunks[-1] = (hunks[-1][0], max(hunks[-1][1], hi))
        else:
            hunks.append((lo, hi))
    shown = None if full else elide
    la.want((r.a.line for lo, hi in hunks for r in rows[lo:hi] if r.b is None and r.a is not None), shown)
    lb.want((r.b.line for lo, hi in hunks for r in rows[lo:hi] if r.b is not None), shown)
    for lo, hi in hunks:
        part = rows[lo:hi]
        a_lines = [r.a_line + la.offset for r in part if r.a_line and r.kind not in ("+", "k+")]
        b_lines = [r.b_line + lb.offset for r in part if r.b_line and r.kind not in ("-", "k-")]
        a0 = a_lines[0] if a_lines else _prev_line(rows, lo, "a") + la.offset
        b0 = b_lines[0] if b_lines else _prev_line(rows, lo, "b") + lb.offset
        head = f"@@ -{a0},{len(a_lines)} +{b0},{len(b_lines)} @@"
        enclosing = part[0].parent
        if enclosing is not None:
            head += f' in "{enclosing.name}" (line {enclosing.line + lb.offset})'
        yield paint(head, "@")
        for r in part:
            text = _row_text(r, la, lb, shown)
            k = r.kind[-1] if r.kind.startswith("k") else r.kind
            if k == "o":
                yield paint("~ " + text.lstrip(), "~")
                continue
            if k == "=":
                yield "  " + text
                continue
            yield paint(f"{k} {text}", k)
            if k == "~":
                pad = " " * (4 * (r.depth + 2))
                for det in change_details(r, full, la.offset, lb.offset):
                    yield paint(f"#{pad[1:]}{det}", "#")


def _prev_line(rows: list[Row], k: int, side: str) -> int:
    for x in range(k - 1, -1, -1):  # no copy of rows[:k]: this runs once per hunk
        ln = rows[x].a_line if side == "a" else rows[x].b_line
        if ln:
            return ln
    return 0


def _role(op: Operation | None) -> int:
    return -1 if op is None else op.op_role


def to_json(d: DiffResult, off_a: int = 0, off_b: int = 0) -> dict[str, Any]:
    """{"equal", "added", "removed", "changed", "kwargs"} with source lines of each side."""
    added, removed, changed = [], [], []
    kw: dict[str, Any] = {"added": [], "removed": [], "changed": [], "order_differs": False}
    for r in d.rows:
        if r.kind == "+":
            assert r.b is not None
            added.append({"op": r.b.name, "line": r.b_line + off_b, "op_role": _role(r.b), "depth": r.depth})
        elif r.kind == "-":
            assert r.a is not None
            removed.append({"op": r.a.name, "line": r.a_line + off_a, "op_role": _role(r.a), "depth": r.depth})
        elif r.kind == "~":
            assert r.a is not None and r.b is not None
            changed.append(
                {
                    "op": r.b.name,
                    "a_op": r.a.name,
                    "a_line": r.a_line + off_a,
                    "b_line": r.b_line + off_b,
                    "op_role": _role(r.b),
                    "keys": r.keys,
                    "operands": r.operands,
                    "types": r.types,
                    "block_args": r.args,
                    "depth": r.depth,
                }
            )
        elif r.kind == "k+":
            kw["added"].append({"name": r.kw, "line": r.b_line + off_b if r.b_line else None})
        elif r.kind == "k-":
            kw["removed"].append({"name": r.kw, "line": r.a_line + off_a if r.a_line else None})
        elif r.kind == "k~":
            kw["changed"].append(
                {
                    "name": r.kw,
                    "a_line": r.a_line + off_a if r.a_line else None,
                    "b_line": r.b_line + off_b if r.b_line else None,
                }
            )
        elif r.kind == "ko":
            kw["order_differs"] = True
    return {"equal": d.equal, "added": added, "removed": removed, "changed": changed, "kwargs": kw}


def summary(d: DiffResult, name_a: str, name_b: str) -> str:
    """`diff -q`'s line: empty when equal, else `A and B differ: 3 added, 1 removed, 2 changed`."""
    if d.equal:
        return ""
    c = Counter(r.kind for r in d.rows)
    parts = [f"{c['+']} added", f"{c['-']} removed", f"{c['~']} changed"]
    kw = c["k+"] + c["k-"] + c["k~"]
    if kw or c["ko"]:
        parts.append(f"{kw} kwarg{'' if kw == 1 else 's'} differ" + (" (and their order)" if c["ko"] else ""))
    return f"{name_a} and {name_b} differ: {', '.join(parts)}\n"


def stat_table(d: DiffResult) -> str:
    """Ops added / removed / changed per (op name, op_role), then per op_role."""
    per: dict[tuple[str, int], list[int]] = {}
    for r in d.rows:
        if r.kind in ("+", "-", "~"):
            op = r.b if r.b is not None else r.a
            assert op is not None
            c = per.setdefault((op.name, op.op_role), [0, 0, 0])
            c["+-~".index(r.kind)] += 1
    kwc = Counter(r.kind for r in d.rows if r.kind.startswith("k"))
    if not per and not any(kwc[k] for k in ("k+", "k-", "k~", "ko")):
        return "no differences\n"
    w = max([len(n) for n, _ in per] + [8])
    lines = [f"{'op':<{w}}  {'op_role':<9} {'added':>6} {'removed':>8} {'changed':>8}"]
    tot = [0, 0, 0]
    for (name, role), c in sorted(per.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        lines.append(f"{name:<{w}}  {role_name(role, '-'):<9} {c[0]:>6} {c[1]:>8} {c[2]:>8}")
        for i in range(3):
            tot[i] += c[i]
    lines.append(f"{'total':<{w}}  {'':<9} {tot[0]:>6} {tot[1]:>8} {tot[2]:>8}")
    if any(kwc[k] for k in ("k+", "k-", "k~")):
        lines.append(f"kwargs: {kwc['k+']} added, {kwc['k-']} removed, {kwc['k~']} changed")
    if kwc["ko"]:
        lines.append("kwargs: order differs")
    return "\n".join(lines) + "\n"


def added_names(d: DiffResult) -> Counter[str]:
    return Counter(r.b.name for r in d.rows if r.kind == "+" and r.b is not None)


def removed_names(d: DiffResult) -> Counter[str]:
    return Counter(r.a.name for r in d.rows if r.kind == "-" and r.a is not None)


def changed_rows(d: DiffResult) -> Iterable[Row]:
    return (r for r in d.rows if r.kind == "~")
