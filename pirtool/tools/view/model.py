"""A program (or the diff of two) as the JSON model the browser view reads.

One linear walk over the ops. Strings that repeat (op names, attribute keys and values, types,
layer names) are interned into one `strings` table and referred to by index, so a 50,000-op
program whose layers repeat costs a few MB, not its dump's size. An op's attributes are its
attribute dict's text as printed (`{key:value,...}`, nothing decoded); the page splits the
text of the one op it shows. Ops and values are columns
(`ops["name"][i]` is op i's name): op i is the i-th op in print order, nested ops included.

The hierarchy: stage (forward / backward / optimize, `paddle.roles.op_stages`) → layer groups →
op; an op with regions holds its region ops (`parent`, `region`). A top-level op's layer is its
`struct_name` (`/Deep/Block_1/Linear/` → groups Deep › Block_1 › Linear), else the prefix of
the parameter it is or reads (`linear_3.w_0` → `linear_3`), else its op name; a backward or
optimizer op's is that of the forward op it differentiates or the parameter it updates
(`layers`). A value's users are not stored: they are the ops whose `operands` hold it (the
page indexes them on load).

With a diff (`build_diff_model`) op i is a row of `tools.diff`'s result: B's op for same (0),
added (1) and changed (3) rows, A's op for removed (2) rows, in the diff's print order; a
changed op carries what changed as `pirtool diff` words it (`tools.diff.change_details`:
`operand 1: %28 (pd_op.scale_ L31) → %kwarg_…@GRAD@MERGE`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...gcpause import gc_paused
from ...ir import Block, Operation, Program, Value
from ...paddle.names import value_name
from ...paddle.roles import BACKWARD, FORWARD, OPTIMIZE, ROLE_NAMES, op_stages, role_name, stage_of_op
from ..diff import DiffResult, change_details
from ..graph import COLOR_WORDS, OTHER_COLOR, ROLE_COLORS
from .layers import FAMILY, Layer, layer_of, top_level_layers

#: Model format version (the page checks it).
VERSION = 1
SAME, ADDED, REMOVED, CHANGED = 0, 1, 2, 3
STATUS_NAMES = {SAME: "same", ADDED: "added", REMOVED: "removed", CHANGED: "changed"}
_ROW_STATUS = {"=": SAME, "+": ADDED, "-": REMOVED, "~": CHANGED}
#: Value kinds: an op result, a block argument, a block kwarg.
RESULT, ARG, KWARG = 0, 1, 2


def region_label(op: Operation, k: int, j: int, n_blocks: int) -> str:
    """`then` / `else` for `pd_op.if`, `body` for a one-region op, else `region K` (`block J`)."""
    what = {("pd_op.if", 0): "then", ("pd_op.if", 1): "else"}.get(
        (op.name, k), "body" if len(op.regions) == 1 else f"region {k}"
    )
    return what + (f" block {j}" if n_blocks > 1 else "")


class _Builder:
    def __init__(self) -> None:
        self.strings: list[str] = []
        self.sid: dict[str, int] = {}
        self.ops: dict[str, list[Any]] = {
            k: []
            for k in (
                "name",
                "line",
                "role",
                "stage",
                "group",
                "parent",
                "region",
                "operands",
                "results",
                "attrs",
                "status",
                "a_line",
                "change",
            )
        }
        self.values: dict[str, list[Any]] = {k: [] for k in ("name", "type", "def", "owner", "kind", "pname")}
        self.types: list[list[Any]] = []  # [text sid, dist text sid or -1]
        self.tid: dict[int, int] = {}
        self.vid: dict[int, int] = {}  # id(Value) -> value index
        self.alias: dict[int, int] = {}  # id(A's Value) -> B's value index (matched ops in a diff)
        self.keep: list[Value] = []  # the ids above stay valid while the builder lives
        self.node: dict[int, int] = {}  # id(Operation) -> op index (both sides of a matched pair)
        self.blocks: dict[int, tuple[int, int]] = {}  # id(Block) -> (parent op index, region label sid)
        self.groups: dict[str, list[Any]] = {k: [] for k in ("name", "parent", "stage", "kind")}
        self.gid: dict[tuple[int, int, str], int] = {}
        self.layers: dict[Operation, Layer] = {}  # top-level op -> its layer (`layers.top_level_layers`)

    def s(self, text: str) -> int:
        k = self.sid.get(text)
        if k is None:
            k = self.sid[text] = len(self.strings)
            self.strings.append(text)
        return k

    def type_index(self, v: Value) -> int:
        t = v.type
        k = self.tid.get(id(t))
        if k is None:
            k = self.tid[id(t)] = len(self.types)
            dist = t.dist if t.kind == "dist_tensor" else None
            self.types.append([self.s(t.text), self.s(dist) if dist else -1])
        return k

    def value(self, v: Value) -> int:
        key = id(v)
        k = self.vid.get(key)
        if k is not None:
            return k
        k = self.alias.get(key)
        if k is not None:
            return k
        k = self.vid[key] = len(self.values["name"])
        self.keep.append(v)
        col = self.values
        col["name"].append(self.s(v.name or "%?"))
        col["type"].append(self.type_index(v))
        col["def"].append(-1)
        kind = RESULT if v.kind == "result" else KWARG if v.kind == "kwarg" else ARG
        col["kind"].append(kind)
        owner = -1
        if kind == ARG and isinstance(v.owner, Block):
            owner = self.blocks.get(id(v.owner), (-1, -1))[0]
        col["owner"].append(owner)
        pn = value_name(v)
        col["pname"].append(self.s(pn) if pn else -1)
        return k

    def group(self, stage: int, path: tuple[str, ...], kind: int) -> int:
        parent = -1
        g = self.groups
        for depth, name in enumerate(path):
            key = (stage, parent, name)
            k = self.gid.get(key)
            if k is None:
                k = self.gid[key] = len(g["name"])
                g["name"].append(self.s(name))
                g["parent"].append(parent)
                g["stage"].append(stage)
                g["kind"].append(kind if depth == len(path) - 1 or kind != FAMILY else FAMILY)
            parent = k
        return parent

    def add(self, op: Operation, stage: int, line_offset: int, status: int = SAME) -> int:
        i = len(self.ops["name"])
        self.node[id(op)] = i
        col = self.ops
        col["name"].append(self.s(op.name))
        col["line"].append(op.line + line_offset if op.line else 0)
        col["role"].append(op.op_role)
        col["stage"].append(stage)
        where = self.blocks.get(id(op.parent)) if op.parent is not None else None
        if where is None:  # top level: a layer group
            kind, path = self.layers.get(op) or layer_of(op)
            col["group"].append(self.group(stage, path, kind))
            col["parent"].append(-1)
            col["region"].append(-1)
        else:
            col["group"].append(-1)
            col["parent"].append(where[0])
            col["region"].append(where[1])
        self.regions(op, i)
        col["operands"].append([self.value(v) if v is not None else -1 for v in op.operands])
        res = []
        for r in op.results:
            k = self.value(r)
            self.values["def"][k] = i
            res.append(k)
        col["results"].append(res)
        col["attrs"].append(self.s(op.attrs.text()))
        col["status"].append(status)
        col["a_line"].append(0)
        col["change"].append(None)
        return i

    def regions(self, op: Operation, i: int) -> None:
        for k, r in enumerate(op.regions):
            for j, blk in enumerate(r.blocks):
                self.blocks[id(blk)] = (i, self.s(region_label(op, k, j, len(r.blocks))))

    def kwargs(self, prog: Program) -> list[int]:
        return [self.value(v) for v in prog.body.kwargs.values()]

    def finish(self, title: str, files: dict[str, str], diff: bool, kwargs: list[int]) -> dict[str, Any]:
        roles = {
            str(r): {"name": role_name(r, "no op_role"), "color": c, "word": COLOR_WORDS[r]}
            for r, c in ROLE_COLORS.items()
        }
        return {
            "version": VERSION,
            "title": title,
            "files": files,
            "diff": diff,
            "strings": self.strings,
            "stages": [{"id": s, "name": ROLE_NAMES[s]} for s in (FORWARD, BACKWARD, OPTIMIZE)],
            "roles": roles,
            "other_color": OTHER_COLOR,
            "statuses": STATUS_NAMES,
            "ops": self.ops,
            "values": self.values,
            "types": self.types,
            "groups": self.groups,
            "kwargs": kwargs,
            "n_ops": len(self.ops["name"]),
        }


def _stage(op: Operation, stages: dict[Operation, int]) -> int:
    s = stages.get(op)
    return s if s is not None else stage_of_op(op, stages)


def build_model(prog: Program, title: str = "", filename: str = "", line_offset: int = 0) -> dict[str, Any]:
    """The view model of one program (every op, nested ones too, in print order)."""
    with gc_paused():  # everything made here stays alive: collections would only rescan it
        b = _Builder()
        stages = op_stages(prog.body)
        b.layers = top_level_layers(prog.body, stages)
        kw = b.kwargs(prog)
        for op in prog.walk():
            b.add(op, _stage(op, stages), line_offset)
        return b.finish(title or filename, {"b": filename}, False, kw)


def build_diff_model(
    d: DiffResult, title: str = "", file_a: str = "", file_b: str = "", off_a: int = 0, off_b: int = 0
) -> dict[str, Any]:
    """The view model of B with A's removed ops among them, each op marked same / added /
    removed / changed as `tools.diff` aligned them."""
    with gc_paused():
        return _diff_model(d, title, file_a, file_b, off_a, off_b)


def _diff_model(d: DiffResult, title: str, file_a: str, file_b: str, off_a: int, off_b: int) -> dict[str, Any]:
    b = _Builder()
    sa, sb = op_stages(d.a.body), op_stages(d.b.body)
    b.layers = {**top_level_layers(d.a.body, sa), **top_level_layers(d.b.body, sb)}
    kw = b.kwargs(d.b)
    kwb = {v.keyword: v for v in d.b.body.kwargs.values()}
    for v in d.a.body.kwargs.values():
        if v.keyword in kwb:
            _alias(b, [v], [kwb[v.keyword]])
    for r in d.rows:
        if r.kind in ("=", "~"):
            assert r.a is not None and r.b is not None
            _alias(b, r.a.results, r.b.results)
            i = b.add(r.b, _stage(r.b, sb), off_b, _ROW_STATUS[r.kind])
            b.node[id(r.a)] = i
            for ba, bb in zip(_blocks(r.a), _blocks(r.b), strict=False):
                b.blocks[id(ba)] = b.blocks[id(bb)]
                _alias(b, ba.args, bb.args)
            b.ops["a_line"][i] = r.a.line + off_a if r.a.line else 0
            if r.kind == "~":
                b.ops["change"][i] = {
                    "keys": r.keys,
                    "operands": r.operands,
                    "types": r.types,
                    "block_args": r.args,
                    "a_op": r.a.name,
                    "details": change_details(r, False, off_a, off_b),
                }
        elif r.kind == "+":
            assert r.b is not None
            b.add(r.b, _stage(r.b, sb), off_b, ADDED)
        elif r.kind == "-":
            assert r.a is not None
            i = b.add(r.a, _stage(r.a, sa), off_a, REMOVED)
            b.ops["a_line"][i] = b.ops["line"][i]
    return b.finish(title or f"{file_a} → {file_b}", {"a": file_a, "b": file_b}, True, kw)


def _blocks(op: Operation) -> list[Block]:
    return [blk for r in op.regions for blk in r.blocks]


def _alias(b: _Builder, va: Iterable[Value], vb: Iterable[Value]) -> None:
    """A's values of a matched op are B's (same position): a removed op reading them points at B's."""
    la, lb = list(va), list(vb)
    if len(la) != len(lb):
        return
    for x, y in zip(la, lb, strict=True):
        b.alias[id(x)] = b.value(y)
        b.keep.append(x)
