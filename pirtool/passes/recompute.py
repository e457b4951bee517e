"""recompute: Paddle 3.3.1's `auto_parallel_recompute_pir`, on the text IR.

`fleet.utils.recompute(fn, x)` tags the forward ops of `fn` with `fwd_recompute_id:N`. The
pass trades memory for compute: each segment's forward ops are cloned right before the
segment's first backward user, and the backward reads the clones, so the forward's
activations can be freed early. What Paddle does, step by step (and so this pass):

1. A segment is every top-level op from the first to the last op tagged with one id (untagged
   ops in between included), in the order the ids first appear. From its end down to its
   second op, an op none of whose results is used by an op of the segment is dropped
   ("outgoing": the segment's last op usually is one).
2. Its insertion point is the earliest backward op (op_role 1) that uses a result of a segment
   op; the last backward op if none does.
3. Each op is cloned there in order, operands mapped through the clones made so far (also
   those of earlier segments); the clone loses `fwd_recompute_id`, gains `bwd_recompute_id:N`
   and the insertion op's `op_role` (and `chunk_id`, when it has one as an attribute).
4. Uses of the segment's results by backward ops (those present before the pass) move to
   the clones.

Random ops (`dropout` with `fix_seed:false`) are cloned as they are, so a recomputed mask is
a fresh draw; the pass warns (see `pirtool.paddle.recompute`). Clones are not de-duplicated:
a clone no backward op reads (of an op whose users are all in the forward) stays, as in Paddle.
With `refined_ops_patterns` (Paddle's recompute option of that name, empty by default), after
step 1 each pattern `{main_ops, num, pre_ops, suf_ops}` is matched per segment, as Paddle does:
from each op of the segment in order, a chain of users named `pre_ops + main_ops + suf_ops`
(names after the dialect: `matmul`, `softmax`; users anywhere in the program, each result's
users latest first, as Paddle's use lists keep them); the `main_ops` of every match, up to
`num` matches per segment (-1: all), leave the segment: they are not cloned, and the backward
keeps reading the forward's values. The option is spelt as Paddle's list, in JSON or Python
literal syntax, e.g. `recompute{refined_ops_patterns="[{'main_ops':['matmul'],'num':1}]"}`;
`pre_ops` and `suf_ops` may be left out (empty), `main_ops` and `num` may not.

Linear in program size: one pass over the block for the segments, one over each segment.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from ..attrs import Attr
from ..ir import Block, Operation, Value
from ..paddle.recompute import (
    BWD_RECOMPUTE_ID,
    FWD_RECOMPUTE_ID,
    REFINED_PATTERN_KEYS,
    draws_fresh_randoms,
    pattern_op_name,
)
from ..paddle.roles import BACKWARD, FORWARD
from .base import Pass, PassContext, option, register_pass


@register_pass
@dataclass
class Recompute(Pass):
    name: ClassVar[str] = "recompute"
    summary: ClassVar[str] = (
        "clone ops tagged fwd_recompute_id before their first backward use (Paddle's auto_parallel_recompute_pir)"
    )

    refined_ops_patterns: str = option(
        "",
        "Paddle's recompute.refined_ops_patterns, e.g. \"[{'main_ops':['matmul'],'num':1}]\": "
        "the main_ops of each match are not recomputed",
    )

    def validate(self) -> str | None:
        try:
            parse_refined_patterns(self.refined_ops_patterns)
        except ValueError as e:
            return f"refined_ops_patterns: {e}"
        return None

    def apply(self, ctx: PassContext) -> None:
        block = ctx.main.body
        ops = block.ops
        segments = find_segments(ops)
        if not segments:
            ctx.warn("recompute: no op carries fwd_recompute_id, nothing to recompute")
            return
        bwd = [op for op in ops if op.op_role == BACKWARD]
        n_fwd = sum(1 for op in ops if op.op_role == FORWARD)
        if not bwd or not n_fwd:
            ctx.warn("recompute: the program has no forward or no backward ops (op_role 0 / 1), nothing to recompute")
            return
        for pattern in parse_refined_patterns(self.refined_ops_patterns):
            for rc_id, seg in segments.items():
                segments[rc_id] = pattern.refine(ops, seg, n_fwd)
        pos = {op: i for i, op in enumerate(ops)}
        bwd_set = set(bwd)
        mapping: dict[Value, Value] = {}
        fresh: list[str] = []
        for rc_id, seg in segments.items():
            seg_ops = [ops[i] for i in seg]
            at = _insertion_point(seg_ops, bwd, bwd_set, pos)
            role = at.attrs.get("op_role")
            chunk = at.attrs.get("chunk_id")
            outputs: list[Value] = []
            for op in seg_ops:
                outputs.extend(op.results)
                clone = op.clone(mapping)
                attrs = clone.attrs
                if FWD_RECOMPUTE_ID in attrs:
                    del attrs[FWD_RECOMPUTE_ID]
                attrs[BWD_RECOMPUTE_ID] = Attr.int32(rc_id)
                if role is not None:
                    attrs["op_role"] = role
                if chunk is not None:
                    attrs["chunk_id"] = chunk
                block.insert_before(at, clone)
                if draws_fresh_randoms(op):
                    fresh.append(op.name)
            for v in outputs:
                v.replace_all_uses_with(mapping[v], [u for u in v.users if u in bwd_set])
        if fresh:
            names = ", ".join(sorted(set(fresh)))
            ctx.warn(
                f"recompute: cloned {len(fresh)} random op(s) ({names}) as Paddle does, with fix_seed false: "
                "the backward recomputes with fresh random draws (e.g. a new dropout mask), not the forward's"
            )


def find_segments(ops: list[Operation]) -> dict[int, list[int]]:
    """Segment id → indices (into `ops`) of the ops to clone, in the order ids first appear."""
    beg: dict[int, int] = {}
    end: dict[int, int] = {}
    for i, op in enumerate(ops):
        rc = op.attr(FWD_RECOMPUTE_ID)
        if rc is None:
            continue
        rc = int(cast(Any, rc))  # an attribute's value: an int here
        beg.setdefault(rc, i)
        end[rc] = i
    return {rc: _drop_outgoing(ops, list(range(b, end[rc] + 1))) for rc, b in beg.items()}


def _drop_outgoing(ops: list[Operation], seg: list[int]) -> list[int]:
    """Paddle's `remove_outgoing_op`: from the end down to the second op, drop an op none of
    whose results is used by an op of the (original) segment."""
    members = {ops[i] for i in seg}
    for k in range(len(seg) - 1, 0, -1):
        op = ops[seg[k]]
        if any(u in members for r in op.results for u in r.users):
            continue
        seg.pop(k)
    return seg


def _insertion_point(
    seg_ops: list[Operation], bwd: list[Operation], bwd_set: set[Operation], pos: dict[Operation, int]
) -> Operation:
    """The earliest backward user of a result of the segment; the last backward op if none.

    Paddle compares op ids (creation order); for ops that `append_backward` created in order
    that is their position, which is what the text has."""
    first = bwd[-1]
    for op in seg_ops:
        for r in op.results:
            for u in r.users:
                if u in bwd_set and pos[u] < pos[first]:
                    first = u
    return first


@dataclass(frozen=True)
class RefinedPattern:
    """One of `refined_ops_patterns`: a chain of user ops `pre_ops + main_ops + suf_ops`."""

    main_ops: tuple[str, ...]
    num: int
    pre_ops: tuple[str, ...] = ()
    suf_ops: tuple[str, ...] = ()

    def refine(self, ops: list[Operation], seg: list[int], n_fwd: int) -> list[int]:
        """`seg` without the main ops of the first `num` matches (Paddle's `match_pattern`, run
        from each op of the segment in order; the count is per segment)."""
        target = (*self.pre_ops, *self.main_ops, *self.suf_ops)
        lo, hi = len(self.pre_ops), len(self.pre_ops) + len(self.main_ops)
        cap = self.num if self.num >= 0 else n_fwd
        path: list[Operation] = [ops[seg[0]]] * len(target) if seg else []
        dropped: set[Operation] = set()
        count = 0

        def match(op: Operation, depth: int) -> None:
            nonlocal count
            if count >= cap or pattern_op_name(op) != target[depth]:
                return
            path[depth] = op
            if depth == len(target) - 1:
                dropped.update(path[lo:hi])
                count += 1
                return
            for r in op.results:
                for user, _ in reversed(r.uses):  # Paddle's use lists: the latest use first
                    match(user, depth + 1)
                    if count >= cap:
                        return

        for i in seg:
            match(ops[i], 0)
        return [i for i in seg if ops[i] not in dropped]


def parse_refined_patterns(text: str) -> list[RefinedPattern]:
    """The option's text (Paddle's list of dicts, JSON or Python literal) → patterns.

    Raises ValueError saying what is wrong."""
    if not text.strip():
        return []
    try:
        value = ast.literal_eval(text.strip())
    except (ValueError, SyntaxError) as e:
        raise ValueError(f"not a list of patterns in JSON or Python syntax ({e.__class__.__name__})") from None
    if isinstance(value, dict):
        value = [value]
    if not isinstance(value, list | tuple):
        raise ValueError(f"expected a list of {{main_ops, num, pre_ops, suf_ops}} dicts, not {type(value).__name__}")
    out = []
    for n, d in enumerate(value):
        where = f"pattern {n}"
        if not isinstance(d, dict):
            raise ValueError(f"{where} is a {type(d).__name__}, not a dict")
        unknown = sorted(set(map(str, d)) - set(REFINED_PATTERN_KEYS))
        if unknown:
            raise ValueError(
                f"{where} has unknown key(s) {', '.join(unknown)} (keys: {', '.join(REFINED_PATTERN_KEYS)})"
            )
        for key in ("main_ops", "num"):
            if key not in d:
                raise ValueError(f"{where} needs '{key}'")
        num = d["num"]
        if isinstance(num, bool) or not isinstance(num, int):
            raise ValueError(f"{where}: 'num' must be an integer (-1 for every match), not {num!r}")
        lists = {}
        for key in ("main_ops", "pre_ops", "suf_ops"):
            names = d.get(key, [])
            if not isinstance(names, list | tuple) or not all(isinstance(x, str) and x for x in names):
                raise ValueError(f"{where}: '{key}' must be a list of op names (e.g. ['matmul'])")
            lists[key] = tuple(names)
        if not lists["main_ops"]:
            raise ValueError(f"{where}: 'main_ops' names no op")
        out.append(RefinedPattern(lists["main_ops"], num, lists["pre_ops"], lists["suf_ops"]))
    return out


def segment_blocks(block: Block) -> dict[int, list[Operation]]:
    """The ops the pass would clone per segment (for reports and tests)."""
    ops = block.ops
    return {rc: [ops[i] for i in seg] for rc, seg in find_segments(ops).items()}
