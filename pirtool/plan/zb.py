"""pirtool's own job split for the zero-bubble schedules ZBH1 and ZBVPP, which Paddle 3.3.1
cannot split on PIR (docs/pipelines.md: the job lists are Paddle's, this split is not).

A zero-bubble schedule runs a micro-batch's backward in two jobs: `backward_b`, what the stage
before needs (the input gradient it sends back) and everything that feeds it, and `backward_w`,
the weight gradients and their accumulation, put off to fill the bubble. The split:

* each `matmul_grad` whose weight gradient can be computed on its own (plain operands, a 2-D
  weight, static shapes) becomes a `matmul` for the input gradient and a `matmul(transpose_x)`
  for the weight gradient, leading dims folded by `reshape`s when the activation has more than
  two (VPP's split backward does the same, but only for 3-D activations and with one more
  reshape; this one also takes 2-D activations, where Paddle's fails);
* a backward op goes to `backward_w` when it accumulates a gradient (`grad_merge_add`, what
  gradient merge adds) or when everything that reads its results is in `backward_w`; every other
  backward op (sends and receives, the input gradient, recomputed forwards) goes to
  `backward_b` (on the first stage, which sends nothing back, that is its receives alone);
* forward ops go to `forward`, optimizer ops to `optimizer`; ZBVPP makes these per model chunk
  (`forward<c>`, `backward_b<c>`, `backward_w<c>`, by `chunk_id` as VPP's split reads it);
* ZBH1 also runs whole backwards (`backward`): that program is `backward_b` followed by
  `backward_w`, the values one hands the other read directly.

Sends and receives keep their place (a forward `recv_v2` in `forward`, a backward `send_v2` in
`backward_b`), on FThenB's and VPP's streams (`send_stream_<ring>`, `recv_stream`).

May import the model, `paddle` and the other modules of `plan`.
"""

from __future__ import annotations

from typing import Any

from ..attrs import Attr, decode_value
from ..errors import PirError
from ..ir import Operation, Program, Value
from ..paddle.collectives import RECV_OPS
from ..paddle.names import is_loss_output
from ..paddle.roles import BACKWARD, FORWARD, OPTIMIZE
from ..paddle.zbvpp import v_shape_misfit
from ..types import tensor_type
from .chunks import infer_chunk_id
from .jobs import split_jobs
from .split import _regions, complete_op_roles, overlap_send_recv

#: The attribute gradient merge marks its accumulating `add_` with.
GRAD_MERGE_ADD = "grad_merge_add"


def _static(shape: tuple[int, ...] | None) -> bool:
    return shape is not None and all(d > 0 for d in shape)


def _op(
    name: str, operands: list[Value], shape: tuple[int, ...], like: Value, attrs: dict[str, Any], at: Operation
) -> Operation:
    """A new op after `at`, one result of `like`'s dtype and `shape`, `at`'s role and chunk."""
    base = {"op_role": Attr.int32(BACKWARD), "stop_gradient": Attr.array([Attr.bool(False)])}
    chunk = at.attrs.get("chunk_id")
    if chunk is not None:
        base["chunk_id"] = chunk
    op = Operation.create(name, operands, [like.type.with_shape(shape)], {**base, **attrs}, era=at.attrs.era)
    op.syntax = at.syntax.__class__(indent=at.syntax.indent, eol=at.syntax.eol)
    return op


def _shape(dims: tuple[int, ...], at: Operation) -> Operation:
    op = Operation.create(
        "pd_op.full_int_array",
        [],
        [tensor_type([len(dims)], "i64")],
        {
            "dtype": Attr.dtype("int64"),
            "op_role": Attr.int32(BACKWARD),
            "place": Attr.place("cpu"),
            "stop_gradient": Attr.array([Attr.bool(True)]),
            "value": decode_value("[" + ",".join(str(d) for d in dims) + "]"),
            **({"chunk_id": at.attrs["chunk_id"]} if "chunk_id" in at.attrs else {}),
        },
        era=at.attrs.era,
    )
    op.syntax = at.syntax.__class__(indent=at.syntax.indent, eol=at.syntax.eol)
    return op


def _splittable(op: Operation) -> bool:
    """A matmul_grad whose weight gradient can be computed apart: no transposes, a 2-D `y`, an
    `x` of rank >= 2 ending in y's first dim, static shapes, and a weight gradient someone reads."""
    if op.name != "pd_op.matmul_grad" or len(op.operands) < 3 or len(op.results) < 2:
        return False
    if op.attr("transpose_x") is not False or op.attr("transpose_y") is not False:
        return False
    x, y, og = op.operands[0], op.operands[1], op.operands[2]
    if x is None or y is None or og is None or not op.results[1].uses:
        return False
    xs, ys, os_ = x.type.shape, y.type.shape, og.type.shape
    if not (_static(xs) and _static(ys) and _static(os_)) or xs is None or ys is None or os_ is None:
        return False
    return len(ys) == 2 and len(xs) >= 2 and xs[-1] == ys[0] and os_ == (*xs[:-1], ys[1])


def split_weight_grads(prog: Program) -> int:
    """Split every splittable top-level `matmul_grad` into an input-gradient `matmul` (og @ y^T)
    and a weight-gradient `matmul` (x^T @ og, leading dims folded); returns how many."""
    n = 0
    for op in [o for o in prog.body.ops if _splittable(o)]:
        x, y, og = op.operands[0], op.operands[1], op.operands[2]
        assert x is not None and y is not None and og is not None
        xs, ys = tuple(x.type.shape or ()), tuple(y.type.shape or ())
        xg, yg = op.results[0], op.results[1]
        new: list[Operation] = []
        if xg.uses:
            dx = _op(
                "pd_op.matmul", [og, y], xs, x, {"transpose_x": Attr.bool(False), "transpose_y": Attr.bool(True)}, op
            )
            new.append(dx)
            xg.replace_all_uses_with(dx.results[0])
        a, b = x, og
        if len(xs) > 2:
            rows = 1
            for d in xs[:-1]:
                rows *= d
            for v, cols in ((x, xs[-1]), (og, ys[1])):
                shape = _shape((rows, cols), op)
                flat = _op("pd_op.reshape", [v, shape.results[0]], (rows, cols), v, {}, op)
                new += [shape, flat]
            a, b = new[-3].results[0], new[-1].results[0]
        dw = _op("pd_op.matmul", [a, b], ys, y, {"transpose_x": Attr.bool(True), "transpose_y": Attr.bool(False)}, op)
        new.append(dw)
        yg.replace_all_uses_with(dw.results[0])
        at = op
        for o in new:
            prog.body.insert_after(at, o)
            at = o
        op.erase()
        n += 1
    return n


def _weight_jobs(ops: list[Operation], backward: list[bool]) -> list[bool]:
    """Which top-level ops are weight-gradient work: backward ops that accumulate a gradient, or
    whose results are all read, and only by such ops (found walking from the last op back); never
    a receive (nor a send, which has no results)."""
    index = {op: i for i, op in enumerate(ops)}
    w = [False] * len(ops)
    for i in range(len(ops) - 1, -1, -1):
        op = ops[i]
        if not backward[i]:
            continue
        if GRAD_MERGE_ADD in op.attrs:
            w[i] = True
            continue
        if op.name in RECV_OPS or not op.results or any(not r.uses for r in op.results):
            continue  # (a receive stays on the critical path even where all it feeds is put off)
        w[i] = all(w[_top(u, index)] for r in op.results for u, _ in r.uses)
    return w


def _top(op: Operation, index: dict[Operation, int]) -> int:
    while op not in index:
        blk = op.parent
        assert blk is not None and blk.region is not None and blk.region.parent is not None
        op = blk.region.parent
    return index[op]


def _chunks(ops: list[Operation], chunks: int, filename: str | None) -> list[int]:
    out = []
    for i, op in enumerate(ops):
        c = op.attr("chunk_id")
        c = c if isinstance(c, int) else -1
        if c == -1:
            c = infer_chunk_id(ops, i)
        if not 0 <= c < chunks and op.op_role != OPTIMIZE:
            raise PirError(
                f"{op.name}: cannot tell its model chunk (chunk_id {c}, {chunks} chunks)",
                filename=filename,
                line=op.line or None,
                col=1 if op.line else None,
            )
        out.append(c)
    return out


def split_zb(
    dense: Program, chunks: int | None = None, filename: str | None = None, stage: tuple[int, int] | None = None
) -> dict[str, Program]:
    """The job programs of ZBH1 (`chunks` None: `forward`, `backward`, `backward_b`, `backward_w`,
    `optimizer`) or ZBVPP (`forward<c>`, `backward_b<c>`, `backward_w<c>` per chunk, `optimizer`;
    `stage`: (this rank's stage, pp degree), to check the chunks are placed V-shaped)."""
    overlap_send_recv(dense, "send_stream_{ring}", "recv_stream")
    complete_op_roles(dense, filename)
    split_weight_grads(dense)
    ops = dense.body.ops
    regions = _regions([op.op_role for op in ops])
    chunk_of = _chunks(ops, chunks, filename) if chunks else [0] * len(ops)
    if chunks and stage is not None:
        check_v_shape(ops, regions, chunk_of, chunks, *stage, filename)
    weight = _weight_jobs(ops, [r == BACKWARD for r in regions])

    def tag(c: int) -> str:
        return str(c) if chunks else ""

    jobs = []
    for region, c, w in zip(regions, chunk_of, weight, strict=True):
        if region == FORWARD:
            jobs.append(f"forward{tag(c)}")
        elif region == BACKWARD:
            jobs.append(f"backward_{'w' if w else 'b'}{tag(c)}")
        else:
            jobs.append("optimizer")
    cs = range(chunks or 1)
    types = [f"forward{tag(c)}" for c in cs]
    types += [f"backward_b{tag(c)}" for c in reversed(cs)] + [f"backward_w{tag(c)}" for c in reversed(cs)]
    progs = split_jobs(dense, [*types, "optimizer"], jobs, gm_naming=False)
    if chunks:
        return progs
    whole = joined(progs["backward_b"], progs["backward_w"], [progs["forward"], progs["optimizer"]])
    return {
        "forward": progs["forward"],
        "backward": whole,
        **{t: progs[t] for t in types[1:]},
        "optimizer": progs["optimizer"],
    }


def check_v_shape(
    ops: list[Operation],
    regions: list[int],
    chunk_of: list[int],
    chunks: int,
    stage: int,
    pp_degree: int,
    filename: str | None,
) -> None:
    """ZBVPP's job list assumes V-shaped chunks (`paddle.zbvpp.v_shape_misfit`); a program placed
    otherwise (VPP's interleaved chunks) would hand its p2p messages over out of order: raise a
    located PirError (at the loss, or the receive that should not be there)."""
    receives = {
        c for op, r, c in zip(ops, regions, chunk_of, strict=True) if r == FORWARD and op.name == "pd_op.recv_v2"
    }
    loss = next((op for op in ops if is_loss_output(op)), None)
    why = v_shape_misfit(chunks, loss is not None, receives, stage, pp_degree)
    if why is None:
        return
    where = loss or next(
        (
            op
            for op, r, c in zip(ops, regions, chunk_of, strict=True)
            if r == FORWARD and op.name == "pd_op.recv_v2" and c >= 1
        ),
        None,
    )
    raise PirError(
        f"schedule ZBVPP: the model chunks are not placed V-shaped as its job list assumes ({why}; V-shaped: "
        "chunk c runs down the stages for even c and up them for odd c, the loss at the end of the V)",
        filename=filename,
        line=(where.line or None) if where is not None else None,
        col=1 if where is not None and where.line else None,
    )


def joined(first: Program, second: Program, others: list[Program]) -> Program:
    """One program running `first` then `second` (copies of their ops): what `first` hands to
    `second` (a `shadow_output` name that `second` reads as a kwarg) is read directly, and that
    `shadow_output` is left out unless another program (`others`) reads the name too."""
    prog = Program(first.era)
    prog.syntax = first.syntax
    prog.body.syntax = first.body.syntax
    stored = {
        str(op.attr("output_name")): op.operands[0]
        for op in first.body
        if op.name == "builtin.shadow_output" and op.operands and op.operands[0] is not None
    }
    read_elsewhere = {k for p in others for k in p.body.kwargs}
    direct = {k for k in second.body.kwargs if k in stored}
    mapping: dict[Value, Value] = {}
    for prog_in in (first, second):
        for key, v in prog_in.body.kwargs.items():
            if key in prog.body.kwargs or (prog_in is second and key in direct):
                if key in prog.body.kwargs:
                    mapping[v] = prog.body.kwargs[key]
                continue
            mapping[v] = prog.body.add_kwarg(key, v.type, v.arg_attrs)
    for op in first.body:
        if op.name == "builtin.shadow_output" and str(op.attr("output_name")) in direct:
            if str(op.attr("output_name")) not in read_elsewhere:
                continue
        prog.body.append(op.clone(mapping))
    for key in direct:
        src = stored[key]
        mapping[second.body.kwargs[key]] = mapping.get(src, src)
    for op in second.body:
        prog.body.append(op.clone(mapping))
    prog.edited = True
    return prog
