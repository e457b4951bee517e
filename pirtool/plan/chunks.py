"""Model-chunk ids for the VPP split: how Paddle completes them after gradient merge, and how
its split infers the ones still missing.

Under VPP every forward and backward op must name the model chunk it belongs to. The
`vpp_seg_method` completion before gradient merge gives the ops of each segment their chunk;
what lies outside every segment (optimizer state and learning-rate data ops, parameters, the
loss-gradient seed `full`) keeps `chunk_id -1`, and so do the ops gradient merge adds.
`Engine._parallel_pir` then runs `check_chunk_id` on the dist program, right after the
gradient-merge pass and before dist-to-dense (`complete_chunk_ids` here, on the program
dist-to-dense has just made, whose ops are the same ones in the same order); the VPP split infers
what is left (`infer_chunk_id`). The Paddle facts (which ops, which rule) are `paddle.vpp`'s.

May import the model and `paddle`.
"""

from __future__ import annotations

from ..attrs import Attr
from ..errors import PirError
from ..ir import Operation, Program
from ..paddle.roles import BACKWARD, FORWARD
from ..paddle.vpp import CHUNK_CHECK_SKIPS, CHUNK_OF_USER_OPS, CHUNK_ZERO_OPS


def chunk_of(op: Operation) -> int:
    """An op's `chunk_id` (-1 where it has none)."""
    c = op.attr("chunk_id")
    return c if isinstance(c, int) else -1


def stated_chunks(prog: Program) -> int:
    """How many model chunks per stage `prog` states: one more than its highest `chunk_id`
    (Paddle's VPP program gives every chunk's ops their chunk; 1 where no op has one)."""
    return 1 + max((chunk_of(op) for op in prog.walk()), default=0)


def infer_chunk_id(ops: list[Operation], i: int) -> int:
    """Paddle's `infer_chunk_id(i, ops)` for an op without a chunk: its neighbours' when they
    agree (the one before and the one after, else the next two), or the chunk of a user of a
    `builtin.combine`/`builtin.split`; -1 if none tells."""

    def chunk(j: int) -> int:
        return chunk_of(ops[j]) if 0 <= j < len(ops) else -1

    if chunk(i - 1) == chunk(i + 1):
        return chunk(i - 1)
    if chunk(i + 1) == chunk(i + 2):
        return chunk(i + 1)
    if ops[i].name in ("builtin.combine", "builtin.split") and ops[i].results:
        for u in ops[i].results[0].users:
            c = chunk_of(u)
            if c != -1:
                return c
    return -1


def complete_chunk_ids(prog: Program, filename: str | None = None) -> int:
    """Paddle's `check_chunk_id`: walking the top-level ops in order, each forward or backward op
    with chunk -1 (but those of `paddle.vpp.CHUNK_CHECK_SKIPS`) gets one: a data op or parameter
    chunk 0, a `full` / `full_int_array` the chunk of its first user that has one (Paddle's use
    list starts with the newest use, so the last in program order), any other op its neighbours'
    (`infer_chunk_id`, which sees the chunks given so far). An op left without a chunk is a
    located PirError, as Paddle raises there. Returns how many ops got a chunk."""
    ops = prog.body.ops
    done = 0
    for i, op in enumerate(ops):
        role = op.op_role
        if (role != FORWARD and role != BACKWARD) or op.name in CHUNK_CHECK_SKIPS or chunk_of(op) != -1:
            continue
        if op.name in CHUNK_ZERO_OPS:
            c = 0
        elif op.name in CHUNK_OF_USER_OPS:
            c = next((cu for u in reversed(op.results[0].users) if (cu := chunk_of(u)) != -1), -1) if op.results else -1
        else:
            c = infer_chunk_id(ops, i)
        if c == -1:
            raise PirError(
                f"{op.name} has no chunk_id and Paddle cannot give it one (its neighbours' and users' "
                "chunks do not tell); Paddle 3.3.1's check_chunk_id raises here",
                filename=filename,
                line=op.line or None,
                col=1 if op.line else None,
            )
        op.set_attr("chunk_id", Attr.int32(c))
        done += 1
    return done
