"""Paddle's split of a dense program into job programs: forward / backward / optimize.

`_split_program_into_forward_backward_optimize` (paddle/distributed/passes/pass_utils.py) clones
the dense program once per job type and, walking the ops from the last to the first, keeps in
each clone only the ops of its stage. A value made in one job and read in a later one is handed
over by name: the producing job gets `builtin.shadow_output {output_name:"var_<i>_<op>_<r>"}`
right after the producer (parameters and data ops hand over under their own names, a value
already stored by a `shadow_output` under that name), and the reading job reads a new block
kwarg of that name, with `{place, persistable}` attributes. Paddle keeps kwargs in a
`std::unordered_map`; cloning a program re-inserts them (and each kwarg's attribute map), so the
order they print in is replayed with `paddle.kwarg_order`. This module says which job each op
goes to, schedule by schedule; `.jobs` builds the job programs (moving each op once, not
cloning the program per job).

Role-less ops get the stage of the next op that has one; Paddle's `forward_complete_op_role`
gives them roles from their neighbours and asserts on a role-less op at the start or end of the
block: that is a located error here.

May import the model and `paddle`.
"""

from __future__ import annotations

from typing import Any

from ..attrs import Attr, decode_value
from ..errors import PirError
from ..ir import Operation, Program, Value
from ..paddle.roles import BACKWARD, FORWARD, NO_ROLE, OPTIMIZE, plan_splitter_failure
from ..paddle.vpp import split_matmul_grad_failure
from ..types import Type, tensor_type
from .chunks import infer_chunk_id
from .jobs import split_jobs

#: Job types of the gradient-merge split, in program order (the pipeline schedules call the last
#: one `optimizer`).
GM_JOB_TYPES = ("forward", "backward", "optimize")


def _regions(roles: list[int]) -> list[int]:
    """The stage of each top-level op (by its role), as Paddle's reverse walk assigns it."""
    out = [OPTIMIZE] * len(roles)
    region = OPTIMIZE
    for i in range(len(roles) - 1, -1, -1):
        r = roles[i]
        if r == FORWARD or r == BACKWARD or r == OPTIMIZE:
            region = r
        out[i] = region
    return out


def complete_op_roles(prog: Program, filename: str | None = None) -> list[int]:
    """Paddle's `forward_complete_op_role`: each run of role-less top-level ops takes the role of
    the op after it. Where Paddle asserts (`paddle.roles.plan_splitter_failure`: a run at the
    start or end of the block, or between ops of two roles) this raises a located PirError.
    Returns the top-level ops' roles after completion (each op's role is read once: a split
    needs them again, and reading one off its attribute text is the costly part)."""
    ops = prog.body.ops
    by_text: dict[str, int] = {}  # an op's role depends on its attribute text alone: read once per text
    roles = []
    for op in ops:
        text = op.attrs.text()
        role = by_text.get(text)
        if role is None:
            role = by_text[text] = op.op_role
        roles.append(role)
    failure = plan_splitter_failure(prog.body, roles)
    if failure is not None:
        op, why = failure
        raise PirError(
            f"{op.name} has no op_role and Paddle's job split cannot give it one: {why} "
            "(Paddle 3.3.1 aborts in forward_complete_op_role)",
            filename=filename,
            line=op.line or None,
            col=1 if op.line else None,
        )
    role = NO_ROLE
    for i in range(len(ops) - 1, -1, -1):
        if roles[i] != NO_ROLE:
            role = roles[i]
        elif role != NO_ROLE:
            ops[i].set_attr("op_role", Attr.int32(role))
            roles[i] = role
    return roles


def overlap_send_recv(prog: Program, send_stream: str, recv_stream: str) -> None:
    """Paddle's `_overlap_send_recv` (run first by each split): every `send_v2` and `recv_v2`
    runs on the calculation stream without dynamic shapes, on its execution stream at scheduling
    priority 0 (gradient merge and FThenB: `send_stream_<ring_id>` and `recv_stream`; 1F1B:
    `send_recv_stream` for both)."""
    for op in prog.walk():
        if op.name not in ("pd_op.send_v2", "pd_op.recv_v2"):
            continue
        op.set_attr("dynamic_shape", Attr.bool(False))
        op.set_attr("use_calc_stream", Attr.bool(True))
        stream = (send_stream if op.name == "pd_op.send_v2" else recv_stream).format(ring=op.attr("ring_id"))
        op.set_attr("execution_stream", Attr.str(stream))
        op.set_attr("scheduling_priority", Attr.int32(0))


def split_gm(dense: Program, filename: str | None = None) -> dict[str, Program]:
    """forward / backward / optimize programs of a dense gradient-merge program
    (`_split_program_into_forward_backward_optimize`)."""
    overlap_send_recv(dense, "send_stream_{ring}", "recv_stream")
    regions = _regions(complete_op_roles(dense, filename))
    job_of = {FORWARD: "forward", BACKWARD: "backward", OPTIMIZE: "optimize"}
    return split_jobs(dense, list(GM_JOB_TYPES), [job_of[r] for r in regions], gm_naming=True)


#: Job types of the 1F1B schedule, in the order Paddle splits them.
ONE_F_ONE_B_JOB_TYPES = ("recv_forward", "forward", "backward", "send_backward", "optimizer")


def split_1f1b(dense: Program, filename: str | None = None) -> dict[str, Program]:
    """The 1F1B schedule's job programs (`Pipeline1F1BPass._partial_pir_programs`): a forward
    `recv_v2` is its own `recv_forward` job and a backward `send_v2` its own `send_backward`
    job, each ordered against the job that uses or makes its value by an event."""
    overlap_send_recv(dense, "send_recv_stream", "send_recv_stream")
    regions = _regions(complete_op_roles(dense, filename))
    jobs = []
    for op, region in zip(dense.body.ops, regions, strict=True):
        if region == FORWARD:
            jobs.append("recv_forward" if op.name == "pd_op.recv_v2" else "forward")
        elif region == BACKWARD:
            jobs.append("send_backward" if op.name == "pd_op.send_v2" else "backward")
        else:
            jobs.append("optimizer")
    return split_jobs(dense, list(ONE_F_ONE_B_JOB_TYPES), jobs, gm_naming=False, events=True)


def vpp_job_types(chunks: int) -> list[str]:
    """VPP's job types in the order Paddle splits them: each chunk's recv_forward and forward,
    then each chunk's backward and send_backward from the last chunk down, then the optimizer."""
    types = [f"{t}{c}" for c in range(chunks) for t in ("recv_forward", "forward")]
    types += [f"{t}{c}" for c in reversed(range(chunks)) for t in ("backward", "send_backward")]
    return types + ["optimizer"]


def _vpp_chunk(ops: list[Operation], i: int, chunks: int, filename: str | None) -> int:
    """The model chunk of a forward or backward op ``ops[i]`` for Paddle's VPP splits.

    Its ``chunk_id``, or (``-1``/absent) the chunk inferred from its neighbours as Paddle does
    between the gradient merge and the split; an op of another role, or one whose chunk cannot be
    told, is a located error because the split has no job to put it in.
    """
    op = ops[i]
    role = op.op_role
    if role not in (FORWARD, BACKWARD):
        reason = f"{op.name} has op_role {role}: Paddle's VPP split takes only forward, backward and optimizer ops"
    else:
        c = op.attr("chunk_id")
        c = c if isinstance(c, int) else -1
        if c == -1:
            c = infer_chunk_id(ops, i)
        if 0 <= c < chunks:
            return c
        reason = f"{op.name}: cannot tell its model chunk (chunk_id {c}, {chunks} chunks)"
    raise PirError(reason, filename=filename, line=op.line or None, col=1 if op.line else None)


def split_vpp(dense: Program, chunks: int, filename: str | None = None) -> dict[str, Program]:
    """The VPP schedule's job programs without split backward (`PipelineVirtualPipelinePass.
    _split_program_for_vpp`): 1F1B's jobs once per model chunk, an op going to the chunk its
    `chunk_id` names (inferred from its neighbours when it has none). Paddle does not complete
    op roles here: a role-less op is an error, as in Paddle."""
    overlap_send_recv(dense, "send_stream_{ring}", "recv_stream")
    ops = dense.body.ops
    jobs = []
    for i, op in enumerate(ops):
        role = op.op_role
        if role == OPTIMIZE:
            jobs.append("optimizer")
            continue
        c = _vpp_chunk(ops, i, chunks, filename)
        if role == FORWARD:
            jobs.append(f"{'recv_forward' if op.name == 'pd_op.recv_v2' else 'forward'}{c}")
        else:
            jobs.append(f"{'send_backward' if op.name == 'pd_op.send_v2' else 'backward'}{c}")
    return split_jobs(dense, vpp_job_types(chunks), jobs, gm_naming=False, events=True, vpp=True)


def _new_op(
    name: str, operands: list[Any], result: Type, attrs: dict[str, Any], like: Operation, prog: Program
) -> Operation:
    op = Operation.create(name, operands, [result], attrs, era=prog.era)
    op.syntax = like.syntax.__class__(indent=like.syntax.indent, eol=like.syntax.eol)
    return op


def _shape_const(dims: list[int], role: int, chunk: int, like: Operation, prog: Program) -> Operation:
    return _new_op(
        "pd_op.full_int_array",
        [],
        tensor_type([len(dims)], "i64"),
        {
            "chunk_id": Attr.int32(chunk),
            "dtype": Attr.dtype("int64"),
            "op_role": Attr.int32(role),
            "place": Attr.place("cpu"),
            "stop_gradient": Attr.array([Attr.bool(True)]),
            "value": decode_value("[" + ",".join(str(d) for d in dims) + "]"),
        },
        like,
        prog,
    )


def _sg(v: Value) -> Attr:
    from ..passes.gradient_merge.analysis import stop_gradient

    return Attr.array([Attr.bool(stop_gradient(v))])


def split_matmul_grads(prog: Program, filename: str | None = None) -> None:
    """VPP split backward's `_pir_split_matmul_grad_to_matmul`: every top-level `matmul_grad`
    becomes a `matmul` for the input gradient (out_grad @ y^T, in `backward_b`) and reshape /
    `matmul(transpose_x)` / reshape for the weight gradient (in `backward_w`), its first two dims
    folded as Paddle's MatmulGradKernel folds them. A `matmul_grad` Paddle fails on (2-D
    activations, whose fold leaves vectors), or would split into wrong gradients (a transposed
    one), is a located PirError (`paddle.vpp.split_matmul_grad_failure`), the last one first, as
    Paddle splits them."""
    blk = prog.body
    for op in [o for o in blk.ops if o.name == "pd_op.matmul_grad"][::-1]:
        x, y, og = op.operands[0], op.operands[1], op.operands[2]
        xg, yg = op.results[0], op.results[1]
        assert x is not None and y is not None and og is not None
        xd, od, yd = list(x.type.shape or ()), list(og.type.shape or ()), list(yg.type.shape or ())
        why = split_matmul_grad_failure(
            tuple(xd),
            tuple(y.type.shape or ()),
            tuple(od),
            tuple(yd),
            op.attr("transpose_x") is True,
            op.attr("transpose_y") is True,
        )
        if why is not None:
            raise PirError(
                f"{op.name}: {why}; its plan without split backward is Paddle's",
                filename=filename,
                line=op.line or None,
                col=1 if op.line else None,
            )
        role, chunk = op.op_role, op.attr("chunk_id")
        chunk = chunk if isinstance(chunk, int) else -1
        base = {"chunk_id": Attr.int32(chunk), "op_role": Attr.int32(role)}
        fx = _shape_const([xd[0] * xd[1], *xd[2:]], role, chunk, op, prog)
        rx = _new_op(
            "pd_op.reshape",
            [x, fx.results[0]],
            x.type.with_shape(tuple([xd[0] * xd[1], *xd[2:]])),
            {**base, "stop_gradient": _sg(x)},
            op,
            prog,
        )
        fo = _shape_const([od[0] * od[1], *od[2:]], role, chunk, op, prog)
        ro = _new_op(
            "pd_op.reshape",
            [og, fo.results[0]],
            og.type.with_shape(tuple([od[0] * od[1], *od[2:]])),
            {**base, "stop_gradient": _sg(og)},
            op,
            prog,
        )
        mm = _new_op(
            "pd_op.matmul",
            [rx.results[0], ro.results[0]],
            og.type.with_shape((xd[-1], od[-1])),
            {
                **base,
                "stop_gradient": Attr.array([Attr.bool(False)]),
                "transpose_x": Attr.bool(True),
                "transpose_y": Attr.bool(False),
            },
            op,
            prog,
        )
        fy = _shape_const(yd, role, chunk, op, prog)
        ry = _new_op(
            "pd_op.reshape",
            [mm.results[0], fy.results[0]],
            yg.type,
            {**base, "stop_gradient": Attr.array([Attr.bool(False)])},
            op,
            prog,
        )
        xm = _new_op(
            "pd_op.matmul",
            [og, y],
            x.type.with_shape(tuple(xd)),
            {
                **base,
                "stop_gradient": Attr.array([Attr.bool(False)]),
                "transpose_x": Attr.bool(False),
                "transpose_y": Attr.bool(True),
            },
            op,
            prog,
        )
        at = op
        for new in (xm, fx, rx, fo, ro, mm, fy, ry):
            blk.insert_after(at, new)
            at = new
        xg.replace_all_uses_with(xm.results[0])
        yg.replace_all_uses_with(ry.results[0])
        op.erase()


def _backward_types(ops: list[Operation], i: int) -> list[str]:
    """Paddle's `_pir_get_backward_op_type(all_ops, i)`: which of backward_b / backward_w the
    backward op i (and, for the folded weight-gradient pattern, the 7 before it) belongs to."""
    op = ops[i]
    pattern = [
        "pd_op.full_int_array",
        "pd_op.reshape",
        "pd_op.full_int_array",
        "pd_op.reshape",
        "pd_op.matmul",
        "pd_op.full_int_array",
        "pd_op.reshape",
        "pd_op.add_",
    ]
    merge = "grad_merge_add" in op.attrs
    if not op.results:
        return ["backward_b"]
    if merge and i >= 8 and all(ops[i - j].name == pattern[7 - j] for j in range(8)):
        return ["backward_w"] * 8
    if merge:
        return ["backward_w"]
    for r in op.results:
        if not any("grad_merge_add" in u.attrs for u in r.users):
            return ["backward_b"]
    return ["backward_w"]


def split_vpp_backward(dense: Program, chunks: int, filename: str | None = None) -> dict[str, Program]:
    """VPP with split backward (k == pp degree): `matmul_grad`s split (`split_matmul_grads`), and
    each chunk's jobs `forward<c>`, `backward_b<c>` (input gradients, sends), `backward_w<c>`
    (weight gradients and their accumulation), then the optimizer; no recv/send jobs."""
    overlap_send_recv(dense, "send_stream_{ring}", "recv_stream")
    split_matmul_grads(dense, filename)
    ops = dense.body.ops
    jobs: list[str] = [""] * len(ops)
    pending: list[str] = []
    for i in range(len(ops) - 1, -1, -1):
        role = ops[i].op_role
        if role == OPTIMIZE:
            jobs[i] = "optimizer"
            continue
        c = _vpp_chunk(ops, i, chunks, filename)
        if role == FORWARD:
            jobs[i] = f"forward{c}"
        else:
            if not pending:
                pending = _backward_types(ops, i)
            jobs[i] = f"{pending.pop()}{c}"
    types = [f"forward{c}" for c in range(chunks)]
    types += [f"backward_b{c}" for c in reversed(range(chunks))] + [f"backward_w{c}" for c in reversed(range(chunks))]
    return split_jobs(dense, types + ["optimizer"], jobs, gm_naming=False, events=True, vpp=True)
