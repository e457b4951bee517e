"""What a rank's merged program says about the plan it can have, checked before it is split.

`plan_k(program, k)`: the micro-batch count of the plan. A merged program states it (its 1/k
averaging, `paddle.accumulators`); a given k must agree with it, and without one the program's
is taken. A program that accumulates without averaging needs k given. A program without
accumulators is the program *before* gradient merge (an easy mix-up when dumps come out of a
log): its plan would train every step on the last micro-batch's gradients, so a warning says so.

`check_stage(program, pp_degree, pp_stage)`: a pipeline stage's program must look like that
stage's: only the last stage computes the loss (its backward starts from `full_like(loss, 1)`),
only stage 0 receives nothing in its forward, and only the last stage sends nothing on. A stage
of several model chunks (VPP, ZBVPP) is checked against `paddle.vpp.stage_p2p`: the order of
its forward's recv_v2 / send_v2 chunk after chunk and whether it computes the loss (the last
stage, interleaved; stage 0, V-shaped). VPP's programs may be placed either way (Paddle's
`vshape`), ZBVPP's only V-shaped. The middle stages of a pipeline look alike (each chunk
receives and sends): only the ends are told apart by that. A dist program also says where its
ops run (`op_dist_attr`'s process ids): Paddle's stage of those processes
(`get_pp_stage_by_rank`: stage s holds processes s*n .. s*n+n-1, n per stage) must be the stage
given, which tells the middle stages apart too.

A stage's `pd_op.data` ops are its optimizer state and learning rate (read by the optimizer)
and the feeds its forward reads: the model's input on stage 0 (the first chunk, in either
placement) and the label on the stage that computes the loss — in samples/pp, `input0` on
stage 0, `label0` on the last stage (stage 0 too, V-shaped), no feed on a middle stage. A
stage that is neither stage 0 nor the loss's whose forward reads a feed holds another stage's
layers: refused at that data op, naming the feed.

Errors are located at the op that shows the mismatch. May import the model, `paddle`, `text`.
"""

from __future__ import annotations

from ..errors import PirError, Text
from ..ir import Operation, Program
from ..paddle.accumulators import merge_facts
from ..paddle.collectives import RECV_OPS, SEND_OPS
from ..paddle.dist import op_mesh
from ..paddle.names import loss_seed
from ..paddle.roles import FORWARD, op_stages
from ..paddle.vpp import stage_p2p
from .chunks import stated_chunks

__all__ = ["check_stage", "plan_chunks", "plan_k", "stage_processes"]


class _Words(Text):
    """A message naming k or the stage in library words (a front end names its options)."""

    WORDS = {"k_opt": "k", "give_k": "give k", "pp_stage_opt": "stage", "vpp_opt": "the VPP degree"}


def plan_k(program: Program, k: int | None, filename: str | None = None) -> tuple[int, list[str]]:
    """(the plan's k, warnings) for `program` and a given `k` (None: the program's own)."""
    f = merge_facts([program])
    warnings: list[str] = []
    if f.k is not None:
        if k is not None and k != f.k:
            assert f.where is not None
            raise f.where.error(
                _Words(
                    "{k_opt} {k} disagrees with the program: {why} (k = {fk}); plan it with {k_opt} {fk}",
                    k=k,
                    why=f.describe(),
                    fk=f.k,
                )
            )
        return f.k, warnings
    if f.factors and k is None:
        factors = ", ".join(f"{v:g} (line {op.line})" for v, op in f.factors.items())
        raise PirError(
            _Words("the averaging factors {factors} are not 1/k for one k: {give_k}", factors=factors),
            filename=filename,
        )
    if f.merged and k is None:
        raise PirError(
            _Words(
                "the program accumulates gradients ({n} @GRAD@MERGE accumulators) without averaging them, so it "
                "does not say over how many micro-batches: {give_k}",
                n=len(f.accumulators),
            ),
            filename=filename,
        )
    if not f.merged:
        warnings.append(
            "no @GRAD@MERGE accumulators: this looks like the program before gradient merge (its plan's "
            "optimizer would see the last micro-batch's gradients only); plan the merged program "
            "(pirtool merge, or Paddle's dump after auto_parallel_gradient_merge_pass)"
        )
    return k if k is not None else 1, warnings


def plan_chunks(program: Program, given: int | None) -> int | None:
    """The model chunks per stage of a chunked schedule's plan (VPP, ZBVPP): what the program
    states (its `chunk_id`s, `chunks.stated_chunks`), which a given count must agree with; None
    when neither says (a program of one chunk, nothing given: the schedule asks for it)."""
    stated = stated_chunks(program)
    if given is not None and stated > 1 and given != stated:
        raise PirError(
            _Words(
                "{vpp_opt} {given}: this program's ops are in model chunks 0 .. {last} (chunk_id), {n} per stage",
                given=given,
                last=stated - 1,
                n=stated,
            )
        )
    return given if given is not None else (stated if stated > 1 else None)


def _forward(program: Program) -> list[Operation]:
    stages = op_stages(program.body)
    return [op for op, s in stages.items() if s == FORWARD]


def check_stage(program: Program, pp_degree: int, pp_stage: int, chunks: int = 1, v_shaped: bool | None = None) -> None:
    """PirError when `program` cannot be pipeline stage `pp_stage` of `pp_degree` with `chunks`
    model chunks per stage (`v_shaped`: True for ZBVPP's placement, None for either; see the
    module docstring)."""
    if not 0 <= pp_stage < pp_degree:
        raise PirError(
            _Words(
                "{pp_stage_opt} {s}: a pipeline of {n} stages has stages 0 .. {last}",
                s=pp_stage,
                n=pp_degree,
                last=pp_degree - 1,
            )
        )
    if pp_degree < 2:
        return
    if chunks > 1:
        _check_chunked_stage(program, pp_degree, pp_stage, chunks, v_shaped)
        _check_feeds(program, pp_degree, pp_stage)
        _check_mesh_stage(program, pp_degree, pp_stage)  # the middle stages, which look alike
        return
    last = pp_stage == pp_degree - 1
    fwd = _forward(program)
    seed = loss_seed(program.body.ops)
    if seed is not None and not last:
        op = next((u for u in seed.users if u.name == "pd_op.full_like"), seed.defining_op)
        raise _at(
            op,
            _Words(
                "{pp_stage_opt} {s}: this program computes the loss (this full_like seeds its backward), which only "
                "the last stage ({last}) does",
                s=pp_stage,
                last=pp_degree - 1,
            ),
        )
    if seed is None and last and pp_degree > 1:
        raise PirError(
            _Words(
                "{pp_stage_opt} {s}: the last stage computes the loss, and this program does not (no full_like "
                "seeds a backward): it is an earlier stage's program",
                s=pp_stage,
            )
        )
    _check_feeds(program, pp_degree, pp_stage, fwd)
    recv = next((op for op in fwd if op.name in RECV_OPS), None)
    send = next((op for op in fwd if op.name in SEND_OPS), None)
    if pp_stage == 0 and recv is not None:
        raise _at(
            recv, _Words("{pp_stage_opt} 0: the first stage receives nothing in its forward, and this program does")
        )
    if pp_stage > 0 and recv is None:
        raise PirError(
            _Words(
                "{pp_stage_opt} {s}: a later stage receives its input from the stage before it, and this "
                "program's forward receives nothing (no recv_v2): it is stage 0's program",
                s=pp_stage,
            )
        )
    if last and send is not None:
        raise _at(
            send,
            _Words(
                "{pp_stage_opt} {s}: the last stage sends nothing on in its forward, and this program does", s=pp_stage
            ),
        )
    if not last and send is None:
        raise PirError(
            _Words(
                "{pp_stage_opt} {s}: stage {s} sends its activations on to stage {nxt}, and this program's forward "
                "sends nothing (no send_v2): it is the last stage's program",
                s=pp_stage,
                nxt=pp_stage + 1,
            )
        )
    _check_mesh_stage(program, pp_degree, pp_stage)  # the middle stages, which look alike


def _check_feeds(program: Program, pp: int, stage: int, fwd: list[Operation] | None = None) -> None:
    """A stage that neither starts the model (stage 0) nor computes the loss reads no feed in its
    forward (see the module docstring): PirError at the first data op its forward reads."""
    if stage == 0 or loss_seed(program.body.ops) is not None:
        return
    forward = set(fwd if fwd is not None else _forward(program))
    for op in program.body.ops:
        if op.name != "pd_op.data" or not any(
            u in forward and u.name != "pd_op.data" for r in op.results for u in r.users
        ):
            continue
        raise _at(
            op,
            _Words(
                "{pp_stage_opt} {s}: this program's forward reads the feed {name} (this data op); a pipeline feeds "
                "stage 0 (the model's input) and the stage that computes the loss (its label), and stage {s} of {pp} "
                "does neither: this program holds another stage's layers",
                s=stage,
                pp=pp,
                name=repr(op.attr("name")),
            ),
        )


def stage_processes(program: Program) -> tuple[int, ...] | None:
    """The processes a dist program's forward runs on (the process ids most of its ops'
    `op_dist_attr` place them on): its stage's processes, a data-parallel group of them (in
    samples/pp: [0, 1] on stage 0 of pp2 x dp2, [s] for stage s of a pipeline alone); None for
    a dense program."""
    found = _stage_mesh(program)
    return found[0] if found is not None else None


def _stage_mesh(program: Program) -> tuple[tuple[int, ...], Operation] | None:
    fwd = [op for op in _forward(program) if op.name not in ("pd_op.data", "builtin.parameter")]
    meshes = {op: op_mesh(op.attrs.text()) for op in fwd}
    origin = program.origin
    if origin is not None and not any(meshes.values()):
        lines = origin.lines([op.line for op in fwd if op.line])
        meshes = {op: op_mesh(lines.get(op.line, "")) if op.line else None for op in fwd}
    first: dict[tuple[int, ...], Operation] = {}
    counts: dict[tuple[int, ...], int] = {}
    for op, m in meshes.items():
        if m is None or not m[1]:
            continue
        first.setdefault(m[1], op)
        counts[m[1]] = counts.get(m[1], 0) + 1
    if not counts:
        return None
    ids = max(counts, key=lambda k: counts[k])
    return ids, first[ids]


def _check_mesh_stage(program: Program, pp: int, stage: int) -> None:
    """The stage the forward's processes are (`stage_processes`) must be `stage`; nothing to
    check in a dense program. A program made dense while it was read (`read_merged`) keeps the
    placements in its text: its ops' lines are read."""
    found = _stage_mesh(program)
    if found is None:
        return
    ids, at = found
    n = len(ids)
    if min(ids) % n or min(ids) // n >= pp or list(ids) != list(range(min(ids), min(ids) + n)):
        return  # not Paddle's layout of a stage's processes: nothing to say
    theirs = min(ids) // n
    if theirs != stage:
        raise _at(
            at,
            _Words(
                "{pp_stage_opt} {s}: this program's forward runs on process(es) {ids} (op_dist_attr), which are "
                "stage {t} of {pp} stages of {n} process(es) each: it is stage {t}'s program",
                s=stage,
                ids=list(ids),
                t=theirs,
                pp=pp,
                n=n,
            ),
        )


_KIND = {"r": "recv", "s": "send"}


def _said(seq: str, loss: bool) -> str:
    kinds = ", ".join(_KIND[x] for x in seq) or "no recv or send"
    return f"{kinds}, {'with' if loss else 'without'} the loss"


def _check_chunked_stage(program: Program, pp: int, stage: int, chunks: int, v_shaped: bool | None) -> None:
    """`check_stage` for a stage of several model chunks: the forward's p2p order and the loss
    must be those of `stage` in one of the placements allowed (`paddle.vpp.stage_p2p`)."""
    fwd = [op for op in _forward(program) if op.name in RECV_OPS or op.name in SEND_OPS]
    kinds = ["r" if op.name in RECV_OPS else "s" for op in fwd]
    seq = "".join(x for i, x in enumerate(kinds) if i == 0 or kinds[i - 1] != x)
    seed = loss_seed(program.body.ops)
    got = (seq, seed is not None)
    shapes = (False, True) if v_shaped is None else (v_shaped,)
    name = {False: "interleaved", True: "V-shaped"}
    if any(stage_p2p(stage, pp, chunks, v) == got for v in shapes):
        return
    wants = " or ".join(f"{_said(*stage_p2p(stage, pp, chunks, v))} ({name[v]})" for v in shapes)
    fits = [(s, v) for v in shapes for s in range(pp) if stage_p2p(s, pp, chunks, v) == got]
    stages = " or ".join(str(s) for s in sorted({s for s, _ in fits}))
    placed = " or ".join(name[v] for v in dict.fromkeys(v for _, v in fits))
    it = f"it is stage {stages}'s program ({placed})" if fits else "it fits no stage of this pipeline"
    why = _Words(
        "{pp_stage_opt} {s}: the forward of stage {s} of {pp} stages of {c} model chunks does {wants}; this "
        "program's forward does {got}: {it}",
        s=stage,
        pp=pp,
        c=chunks,
        wants=wants,
        got=_said(*got),
        it=it,
    )
    loss_differs = all(stage_p2p(stage, pp, chunks, v)[1] != got[1] for v in shapes)
    at = None
    if loss_differs and seed is not None:
        at = next((u for u in seed.users if u.name == "pd_op.full_like"), seed.defining_op)
    raise _at(at or (fwd[0] if fwd else None), why)


def _at(op: Operation | None, reason: str) -> PirError:
    return op.error(reason) if op is not None else PirError(reason)
