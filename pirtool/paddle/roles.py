"""Paddle's op roles: their values and names, and the one rule that gives roles to programs
printed without them (plain static programs from `paddle.static`).

Auto-parallel programs carry `op_role` on every op; a plain static program (`mlp_adam_main.pir`)
carries none, although it has the same three stages in the same order: the forward, then what
`append_backward` adds (starting with the loss-gradient seed `full` + `full_like`), then what the
optimizer adds. `infer_roles` finds the two boundaries; `inferred_roles` lends the roles to a pass
and takes them back afterwards from every op whose role the pass did not change, so those ops print
exactly as they were read.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from ..attrs import Attr, AttrDict
from ..ir import Block, Operation, Program
from .grads import is_grad_op
from .optimizers import is_optimizer

#: Paddle's `OpRole` (paddle/fluid/framework/op_proto_maker.h; `core.op_proto_and_checker_maker.OpRole`):
#: the stage an op belongs to. Bit flags past Optimize (tests/test_paddle_oracle.py pins them).
FORWARD, BACKWARD, OPTIMIZE, RPC, DIST, LRSCHED = 0, 1, 2, 4, 8, 16
#: `OpRole::kLoss` (0x100) or-ed into the role of the op that computes the loss (256) and of the
#: op that seeds its gradient (257).
LOSS = 0x100
FORWARD_LOSS, BACKWARD_LOSS = FORWARD | LOSS, BACKWARD | LOSS
#: What `Operation.op_role` says of an op printed without `op_role`.
NO_ROLE = -1
#: The words pirtool prints for roles (what a reader says for NO_ROLE is up to the reader).
ROLE_NAMES = {
    FORWARD: "forward",
    BACKWARD: "backward",
    OPTIMIZE: "optimize",
    RPC: "rpc",
    DIST: "dist",
    LRSCHED: "lrsched",
}


def role_name(role: int, missing: str = "none") -> str:
    """`forward`, `backward`, ... for a role; `missing` for NO_ROLE; the number for others."""
    if role == NO_ROLE:
        return missing
    return ROLE_NAMES.get(role, str(role))


def stage_of(role: int) -> int:
    """FORWARD, BACKWARD or OPTIMIZE: the loss bit dropped, every other role in the optimize stage."""
    if role in (FORWARD, FORWARD_LOSS):
        return FORWARD
    if role in (BACKWARD, BACKWARD_LOSS):
        return BACKWARD
    return OPTIMIZE


# Ops that sum the gradient contributions of a shared parameter right after the last grad op.
_GRAD_SUM = ("pd_op.add_n", "builtin.combine", "pd_op.add", "pd_op.add_")


def infer_roles(block: Block) -> dict[Operation, int] | None:
    """Forward / backward / optimize for each top-level op of a program without op_role.

    None when the program has no backward (no *_grad op) to anchor the stages on.
    """
    ops = block.ops
    grads = [i for i, op in enumerate(ops) if is_grad_op(op.name)]
    if not grads:
        return None
    start = grads[0]
    # The loss-gradient seed: full_like(loss, full(1)) just before the first grad op.
    k = start - 1
    while k >= 0 and ops[k].name in ("pd_op.full_like", "pd_op.full"):
        if ops[k].name == "pd_op.full_like":
            seed = ops[k].operands[1] if len(ops[k].operands) > 1 else None
            d = seed.defining_op if seed is not None else None
            start = k
            for j in range(k - 1, max(-1, k - 8), -1):  # the seed's full sits just above
                if ops[j] is d:
                    start = j
                    break
            break
        k -= 1
    end = grads[-1]
    while end + 1 < len(ops) and ops[end + 1].name in _GRAD_SUM:
        end += 1
    return {op: FORWARD if i < start else BACKWARD if i <= end else OPTIMIZE for i, op in enumerate(ops)}


def op_stages(block: Block) -> dict[Operation, int]:
    """FORWARD, BACKWARD or OPTIMIZE for each op of a program's top-level block: the one rule every
    consumer (the runner's schedule, the divergence report, passes) uses.

    With op roles printed, an op without one joins the stage of the next op that has one (what
    Paddle's job splitter does; trailing role-less ops are optimize). Without any role, the stages
    are inferred (`infer_roles`); so they are when the only roles are those of ops a pass added
    to a role-less program (its grad ops print none: pirtool's gradient merge of a plain static
    program), those ops keeping theirs. A program with no backward at all is forward up to its
    first optimizer op and optimize from there.
    """
    ops = block.ops
    if any(op.op_role != NO_ROLE for op in ops) and not _roles_added(ops):
        stages: dict[Operation, int] = {}
        stage = OPTIMIZE
        for op in reversed(ops):
            r = op.op_role
            if r != NO_ROLE:
                stage = stage_of(r)
            stages[op] = stage
        return {op: stages[op] for op in ops}
    inferred = infer_roles(block)
    if inferred is not None:
        # the ops a pass added to a role-less program (gradient merge's) keep the roles they print
        return {op: inferred[op] if op.op_role == NO_ROLE else stage_of(op.op_role) for op in ops}
    first = next((i for i, op in enumerate(ops) if is_optimizer(op.name)), len(ops))
    return {op: FORWARD if i < first else OPTIMIZE for i, op in enumerate(ops)}


def _roles_added(ops: list[Operation]) -> bool:
    """Whether the printed roles are only those of ops a pass added to a role-less program: its
    grad ops (which Paddle's `append_backward` gives a role in every program that has roles)
    print none. Such a program's stages are inferred, as a role-less one's."""
    grads = [op for op in ops if is_grad_op(op.name)]
    return bool(grads) and all(op.op_role == NO_ROLE for op in grads)


def stage_of_op(op: Operation, stages: dict[Operation, int]) -> int:
    """The stage of `op`, nested or not: a nested op is in the stage of its top-level ancestor."""
    top = op
    while top not in stages:
        blk = top.parent
        region = blk.region if blk is not None else None
        if region is None or region.parent is None:
            return OPTIMIZE
        top = region.parent
    return stages[top]


@contextmanager
def inferred_roles(prog: Program) -> Iterator[bool]:
    """Give every op of a role-less program its inferred op_role for the duration of a pass.

    Yields True if roles were lent. Afterwards an op whose role the pass left alone gets its
    original attribute dict back (so it prints byte for byte); ops the pass moved to another stage
    keep `op_role`, as do the ops it created.
    """
    block = prog.body
    if any("op_role" in op.attrs for op in block):
        yield False
        return
    roles = infer_roles(block)
    if roles is None:  # the pass explains what is missing
        yield False
        return
    original: dict[Operation, AttrDict] = {}
    for op, role in roles.items():
        original[op] = op.attrs
        lent = op.attrs.copy()
        lent["op_role"] = Attr.int32(role)
        op.attrs = lent
    try:
        yield True
    finally:
        for op, attrs in original.items():
            if op.parent is None:
                continue
            cur = op.attrs
            if op.op_role == roles[op] and _same_but_role(cur, attrs):
                op.attrs = attrs


def _same_but_role(cur: AttrDict, orig: AttrDict) -> bool:
    a = {k: v for k, v in cur.items() if k != "op_role"}
    b = dict(orig.items())
    return a == b


def plan_splitter_failure(block: Block, roles: list[int] | None = None) -> tuple[Operation, str] | None:
    """Where Paddle 3.3.1's `forward_complete_op_role` (pass_utils.py, run before the program is
    split into job programs) fails on this block, and why; None when it completes the roles.

    It walks the top-level ops giving each run of role-less ops the role of the op after it, and
    asserts on a run at the start of the block (no op with a role before it), at the end (no op
    after it), or between ops of different roles (a stage boundary). Modelled line by line,
    including its quirk that the op ending a run does not become the next run's left neighbour.
    A block with no role at all raises as well ("all the ops don't have the op_role").
    `roles`: the top-level ops' roles, when the caller has read them already.
    """
    ops = block.ops
    n = len(ops)
    if n == 0:
        return None
    roles = [op.op_role for op in ops] if roles is None else roles
    if all(r == NO_ROLE for r in roles):
        return ops[0], "no op has an op_role"
    i = 0
    left: int | None = None
    while i < n:
        r = roles[i]
        if r != NO_ROLE:
            left = r
            i += 1
            continue
        j = i + 1
        while j < n and roles[j] == NO_ROLE:
            j += 1
        if j >= n:
            return ops[i], "a run of ops without op_role ends the block (no op after it to take a role from)"
        right = roles[j]
        if left is None:
            return ops[i], "a run of ops without op_role starts the block (no op before it has a role)"
        if left != right:
            a, b = role_name(left), role_name(right)
            return ops[i], (
                f"an op without op_role sits between {_article(a)} {a} op and {_article(b)} {b} op (a stage boundary)"
            )
        i = j + 1
    return None


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"
