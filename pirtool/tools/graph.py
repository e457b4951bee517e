"""Graphviz DOT of a program's data flow.

Ops are nodes (filled by op_role), values are edges from their definer to each user (labelled
with the value name and shape/dtype), regions are clusters. Block kwargs and block arguments
that are used get their own small nodes. `focus` restricts the graph to the ops within `depth`
def-use hops of a value (`%12`), an op name (`pd_op.matmul_grad`) or an op line (`L123`); the
focus ops are drawn with a thick red border and their edges thick red.

`render` runs Graphviz's `dot` on a DOT file with a timeout, in its own process group and (on
Linux) with a parent-death signal, so that a killed pirtool never leaves `dot` running.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..errors import PirError, Text
from ..ir import Block, Operation, Program, Value
from ..paddle.roles import BACKWARD, FORWARD, NO_ROLE, OPTIMIZE, role_name
from ..types import Type

ROLE_COLORS = {FORWARD: "#cfe2ff", BACKWARD: "#ffd8b1", OPTIMIZE: "#c8f7c5", NO_ROLE: "#eeeeee"}
OTHER_COLOR = "#eadcff"
FOCUS_PEN = "#d62728"  # the focus ops' border and the edges into and out of them
COLOR_WORDS = {FORWARD: "blue", BACKWARD: "orange", OPTIMIZE: "green", NO_ROLE: "grey"}


def role_color(role: int) -> str:
    """The fill of an op of this op_role, in every picture pirtool draws (`graph`, `view`)."""
    return ROLE_COLORS.get(role, OTHER_COLOR)


_LINE = re.compile(r"[Ll](\d+)")


class _Words(Text):
    """graph's messages: the focus is the `focus` argument (a front end names its own option)."""

    WORDS = {"focus_opt": "focus", "timeout_opt": "the timeout"}


@dataclass
class Graph:
    dot: str
    op_nodes: int
    extra_nodes: int  # kwarg / block argument / outside-value nodes
    edges: int
    ops: list[Operation] = field(default_factory=list)


def _q(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _label(*parts: str) -> str:
    """A DOT label of several lines (each part escaped, joined by DOT's \\n)."""
    return '"' + "\\n".join(p.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") for p in parts) + '"'


def type_label(t: Type) -> str:
    """`4x16xf32` for tensors (dist attributes dropped), `vec[3]`, else the type text (shortened)."""
    if t.shape is not None and t.dtype is not None:
        return "".join(f"{d}x" for d in t.shape) + t.dtype
    if t.kind == "vec":
        return f"vec[{len(t.elements)}]"
    text = t.text
    return text if len(text) <= 40 else text[:39] + "…"


def _short(s: str, n: int = 48) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def find_focus(prog: Program, focus: str, line_offset: int = 0) -> list[Operation]:
    """Seed ops for `focus`: a value name (definer and users), an op name, or an op line `L123`."""
    ops = list(prog.walk())
    f = focus.strip()
    if f.startswith("%"):
        vals: list[Value] = []
        for op in ops:
            vals.extend(v for v in op.results if v.name == f)
            for r in op.regions:
                for b in r.blocks:
                    vals.extend(v for v in b.args if v.name == f)
        vals.extend(v for v in prog.body.kwargs.values() if v.name == f)
        seeds: dict[int, Operation] = {}
        for v in vals:
            d = v.defining_op
            if d is not None:
                seeds[id(d)] = d
            for u in v.users:
                seeds[id(u)] = u
        if not vals:
            raise PirError(_Words("{focus_opt} {focus}: no value named {f} in this program", focus=focus, f=f))
        return list(seeds.values())
    m = _LINE.fullmatch(f)
    if m:
        line = int(m.group(1)) - line_offset
        hit = [op for op in ops if op.line == line]
        if not hit:
            raise PirError(_Words("{focus_opt} {focus}: no op starts at line {n}", focus=focus, n=m.group(1)))
        return hit
    hit = [op for op in ops if op.name == f or op.name.split(".", 1)[-1] == f]
    if not hit:
        raise PirError(
            _Words(
                "{focus_opt} {focus}: no op named {f} (give an op name, a value like %12, or a line like L123)",
                focus=focus,
                f=f,
            )
        )
    return hit


def neighbourhood(seeds: Iterable[Operation], depth: int) -> set[int]:
    """ids of the ops within `depth` def-use hops of the seeds."""
    seen: dict[int, int] = {}
    dq: deque[tuple[Operation, int]] = deque()
    for s in seeds:
        seen[id(s)] = 0
        dq.append((s, 0))
    while dq:
        op, d = dq.popleft()
        if d >= depth:
            continue
        nbrs: list[Operation] = []
        for v in op.operands:
            if v is not None and v.defining_op is not None:
                nbrs.append(v.defining_op)
        for r in op.results:
            nbrs.extend(u for u, _ in r.uses)
        for n in nbrs:
            if id(n) not in seen:
                seen[id(n)] = d + 1
                dq.append((n, d + 1))
    return set(seen)


def build(prog: Program, focus: str | None = None, depth: int = 2, title: str = "", line_offset: int = 0) -> Graph:
    """The DOT text of the whole program, or of the neighbourhood of `focus`."""
    selected: set[int] | None = None
    seeds: set[int] = set()
    if focus is not None:
        found = find_focus(prog, focus, line_offset)
        seeds = {id(op) for op in found}
        selected = neighbourhood(found, depth)
    b = _DotWriter(prog, selected, line_offset, seeds)
    legend = ", ".join(f"{role_name(r, 'no op_role')} {COLOR_WORDS[r]}" for r in ROLE_COLORS) + ", other roles violet"
    head = [
        "digraph pir {",
        '  graph [rankdir=TB, fontname="Helvetica", fontsize=10, labelloc=t, label='
        + _q(
            (title + "\n" if title else "")
            + "op fill by op_role — "
            + legend
            + ("\nfocus ops: thick red border, their edges thick red" if seeds else "")
        )
        + "];",
        '  node [shape=box, style="rounded,filled", fontname="Helvetica", fontsize=10];',
        '  edge [fontname="Helvetica", fontsize=8];',
    ]
    b.block(prog.body, 1)
    body = b.lines
    edges = b.edges()
    return Graph("\n".join(head + body + edges + ["}"]) + "\n", b.n_ops, b.n_extra, len(edges), b.ops)


class _DotWriter:
    def __init__(
        self, prog: Program, selected: set[int] | None, line_offset: int, seeds: set[int] | None = None
    ) -> None:
        self.prog = prog
        self.sel = selected
        self.seeds = seeds or set()
        self.off = line_offset
        self.ids: dict[int, str] = {}
        self.lines: list[str] = []
        self.n_ops = 0
        self.n_extra = 0
        self.n_cluster = 0
        self.ops: list[Operation] = []
        self.value_nodes: dict[int, str] = {}
        self.pending_outside: list[str] = []

    def on(self, op: Operation) -> bool:
        return self.sel is None or id(op) in self.sel

    def has_selected(self, blk: Block) -> bool:
        for op in blk:
            for sub in op.walk():
                if self.on(sub):
                    return True
        return False

    def block(self, blk: Block, level: int) -> None:
        ind = "  " * level
        for kw, v in blk.kwargs.items():
            if v.uses and any(self.on(u) for u, _ in v.uses):
                nid = f"kw{len(self.value_nodes)}"
                self.value_nodes[id(v)] = nid
                self.n_extra += 1
                self.lines.append(
                    f'{ind}{nid} [shape=cylinder, style=filled, fillcolor="#fff3b0", label={_label("%kwarg_" + _short(kw, 40), type_label(v.type))}];'
                )
        for v in blk.args:
            if v.uses and any(self.on(u) for u, _ in v.uses):
                nid = f"arg{len(self.value_nodes)}"
                self.value_nodes[id(v)] = nid
                self.n_extra += 1
                self.lines.append(
                    f'{ind}{nid} [shape=ellipse, style=filled, fillcolor="#ffffff", label={_label(v.name or "%arg", type_label(v.type))}];'
                )
        for op in blk:
            if self.on(op):
                self.node(op, ind)
            for k, r in enumerate(op.regions):
                for j, sub in enumerate(r.blocks):
                    if not self.has_selected(sub) and not (sub.args and self.sel is None):
                        continue
                    self.n_cluster += 1
                    what = {("pd_op.if", 0): "then", ("pd_op.if", 1): "else"}.get(
                        (op.name, k), "body" if len(op.regions) == 1 else f"region {k}"
                    )
                    label = f"{op.name} {what} (L{op.line + self.off})" + (f" block {j}" if len(r.blocks) > 1 else "")
                    self.lines.append(f"{ind}subgraph cluster_{self.n_cluster} {{")
                    self.lines.append(f'{ind}  label={_q(label)}; style="rounded,dashed"; color="#888888";')
                    self.block(sub, level + 1)
                    self.lines.append(f"{ind}}}")

    def node(self, op: Operation, ind: str) -> None:
        nid = f"op{self.n_ops}"
        self.ids[id(op)] = nid
        self.n_ops += 1
        self.ops.append(op)
        role = op.op_role
        color = role_color(role)
        res = ", ".join(v.name or "?" for v in op.results)
        first = f"{_short(res, 30)} = {op.name}" if res else op.name
        extra = ""
        for key in ("parameter_name", "name", "output_name"):
            val = op.attrs.get(key) if key in op.attrs else None
            if val is not None and val.kind == "str":
                extra = _short(str(val.value), 40)
                break
        parts = [first, f"L{op.line + self.off}"] + ([extra] if extra else [])
        tip = f"{op.name} line {op.line + self.off} op_role {role}"
        pen = f', color="{FOCUS_PEN}", penwidth=3, fontname="Helvetica-Bold"' if id(op) in self.seeds else ""
        self.lines.append(f'{ind}{nid} [label={_label(*parts)}, fillcolor="{color}", tooltip={_q(tip)}{pen}];')

    def edges(self) -> list[str]:
        out: list[str] = []
        outside: dict[int, str] = {}
        extra_nodes: list[str] = []
        for op in self.ops:
            dst = self.ids[id(op)]
            done: set[int] = set()
            for v in op.operands:
                if v is None or id(v) in done:
                    continue
                done.add(id(v))
                d = v.defining_op
                src = self.ids.get(id(d)) if d is not None else self.value_nodes.get(id(v))
                if src is None:
                    # defined outside the drawn neighbourhood: a small plain node
                    src = outside.get(id(v))
                    if src is None:
                        src = outside[id(v)] = f"out{len(outside)}"
                        self.n_extra += 1
                        extra_nodes.append(f'  {src} [shape=plaintext, style="", label={_q(v.name or "?")}];')
                label = _label(v.name or "?", type_label(v.type))
                hot = id(op) in self.seeds or (d is not None and id(d) in self.seeds)
                pen = f', color="{FOCUS_PEN}", penwidth=2.5, fontcolor="{FOCUS_PEN}"' if hot else ""
                out.append(f"  {src} -> {dst} [label={label}{pen}];")
        return extra_nodes + out


# ----------------------------------------------------------------------------------------------
# Running Graphviz


def _die_with_parent(parent: int) -> None:  # pragma: no cover - runs in the child, before exec
    """preexec_fn: ask Linux to SIGKILL this child when its parent dies (PR_SET_PDEATHSIG)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # 1 = PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(1)


def render(exe: str, dot_path: str, out_path: str, fmt: str, timeout: float) -> None:
    """`dot -T<fmt> dot_path -o out_path`, killed (with its process group) after `timeout` seconds,
    on any exception in this process (KeyboardInterrupt included) and, on Linux, when this
    process dies (even by SIGKILL). PirError when dot fails or times out."""
    kw: dict[str, Any] = {"start_new_session": True}
    if sys.platform.startswith("linux"):
        parent = os.getpid()
        kw["preexec_fn"] = lambda: _die_with_parent(parent)
    p = subprocess.Popen(
        [exe, f"-T{fmt}", dot_path, "-o", out_path],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        **kw,
    )
    old = signal.getsignal(signal.SIGTERM)
    try:
        if old in (signal.SIG_DFL, None):
            # SIGTERM: unwind (the finally below takes dot down, the caller's removes its temp file)
            signal.signal(signal.SIGTERM, _terminated)
    except ValueError:  # not the main thread: the parent-death signal still covers us
        old = None
    try:
        try:
            _, err = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise PirError(
                _Words(
                    "dot did not finish within {t:g} s: the graph is too big to lay out in time "
                    "(use {focus_opt} OP to draw a part of it, or raise {timeout_opt})",
                    t=timeout,
                ),
                filename=dot_path,
            ) from None
    finally:
        _kill_group(p)
        if old in (signal.SIG_DFL, None):
            try:
                signal.signal(signal.SIGTERM, signal.SIG_DFL)
            except ValueError:
                pass
    if p.returncode != 0:
        raise PirError(f"dot failed (exit {p.returncode}): {(err or '').strip()[:500]}", filename=dot_path)


def _terminated(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def _kill_group(p: subprocess.Popen[Any]) -> None:
    if p.poll() is None:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            p.kill()
        p.wait()
