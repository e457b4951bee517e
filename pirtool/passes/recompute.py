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
Paddle's `refined_ops_patterns` option (empty by default) is not offered.

Linear in program size: one pass over the block for the segments, one over each segment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..attrs import Attr
from ..ir import Block, Operation, Value
from ..paddle.recompute import BWD_RECOMPUTE_ID, FWD_RECOMPUTE_ID, draws_fresh_randoms
from ..paddle.roles import BACKWARD, FORWARD
from .base import Pass, PassContext, register_pass


@register_pass
@dataclass
class Recompute(Pass):
    name: ClassVar[str] = "recompute"
    summary: ClassVar[str] = (
        "clone ops tagged fwd_recompute_id before their first backward use (Paddle's auto_parallel_recompute_pir)"
    )

    def apply(self, ctx: PassContext) -> None:
        block = ctx.main.body
        ops = block.ops
        segments = find_segments(ops)
        if not segments:
            ctx.warn("recompute: no op carries fwd_recompute_id, nothing to recompute")
            return
        bwd = [op for op in ops if op.op_role == BACKWARD]
        if not bwd or not any(op.op_role == FORWARD for op in ops):
            ctx.warn("recompute: the program has no forward or no backward ops (op_role 0 / 1), nothing to recompute")
            return
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
        rc = int(rc)
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


def segment_blocks(block: Block) -> dict[int, list[Operation]]:
    """The ops the pass would clone per segment (for reports and tests)."""
    ops = block.ops
    return {rc: [ops[i] for i in seg] for rc, seg in find_segments(ops).items()}
