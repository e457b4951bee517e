"""lint: rules about how Paddle 3.3.1 will split and run a program (PIR005 role-less ops where the
plan splitter asserts, PIR007 schedules Paddle cannot run on PIR, PIR010 model chunks that do not
fit the schedule), about several rank programs (PIR008 collectives that disagree across ranks)
and about definitions (PIR009).

May import the model, `pirtool.paddle`, `pirtool.verify` and `.facts`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ...errors import PirError
from ...ir import Operation
from ...paddle.collectives import RECV_OPS, SEND_OPS, is_comm_op
from ...paddle.dist import op_chunk
from ...paddle.names import is_loss_output
from ...paddle.roles import FORWARD, NO_ROLE, plan_splitter_failure, stage_of_op
from ...paddle.schedules import NO_PIR_SPLIT_SCHEDULES, PIR_SPLIT_SCHEDULES, SCHEDULES, known_schedule
from ...paddle.zbvpp import v_shape_misfit
from ...verify import external_uses, verify
from .facts import ERROR, Finding, LintOptions, ProgramFacts, rule


@rule(
    "PIR005",
    "role-less-op",
    ERROR,
    "an op without op_role where Paddle's plan splitter asserts",
    """Before Paddle 3.3.1 splits a program into its forward, backward and optimize job programs,
      `forward_complete_op_role` (pass_utils.py) gives each run of ops without `op_role` the role of
      the op after it, and aborts with an AssertionError on a run at the start or the end of the block
      or between ops of different roles (a stage boundary); its quirk that the op ending a run is not
      the next run's left neighbour is modelled too. Ops a hand edit or a pass adds without a role are
      the usual cause. Programs without any op_role (plain static programs) are not split by a plan
      and are not checked.""",
)
def role_less(f: ProgramFacts, o: LintOptions) -> Iterator[Finding]:
    if not any(op.op_role != NO_ROLE for op in f.ops):
        return
    hit = plan_splitter_failure(f.block)
    if hit is not None:
        op, why = hit
        yield f.finding(
            "PIR005", ERROR, f"{op.name} has no op_role: {why}; Paddle 3.3.1's job-plan split asserts here", op
        )


@rule(
    "PIR007",
    "schedule-without-pir-split",
    ERROR,
    "Paddle 3.3.1 cannot run the pipeline schedule on a PIR program",
    f"""Paddle 3.3.1 registers the pipeline schedules {", ".join(PIR_SPLIT_SCHEDULES + NO_PIR_SPLIT_SCHEDULES)},
      but only {", ".join(PIR_SPLIT_SCHEDULES)} split a PIR program into job programs
      (`_partial_pir_programs`). On a PIR program `Engine._parallel_pir`'s `pipeline_pass` asserts that
      the mode is one of those (an AssertionError); the scheduler passes of {", ".join(NO_PIR_SPLIT_SCHEDULES)}
      would fail anyway, their inherited `_partial_pir_programs` returning None (a TypeError), and ZBVPP with
      several chunks is refused earlier by `complete_chunk_id` (a ValueError). Their job lists exist (the
      old-IR schedulers build them); pirtool's plan makes those plans with a split of its own, and
      pirtool's runner runs them (docs/pipelines.md). The schedule is the one named for the run (the
      lint's schedule option, Paddle's strategy.pipeline.schedule_mode); a PIR dump does not record it.""",
)
def schedule(f: ProgramFacts, o: LintOptions) -> Iterator[Finding]:
    mode = _schedule(o)
    if mode is not None and not SCHEDULES[mode].paddle_split:
        yield f.finding(
            "PIR007",
            ERROR,
            f"Paddle 3.3.1 cannot run pipeline schedule {mode} on a PIR program (Engine asserts the mode is one of "
            f"{', '.join(PIR_SPLIT_SCHEDULES)}; the scheduler has no PIR split); pirtool plans and runs it with "
            "a split of its own",
        )


def _schedule(o: LintOptions) -> str | None:
    if o.schedule is None:
        return None
    mode = known_schedule(o.schedule)
    if mode is None:
        raise PirError(
            f"unknown pipeline schedule {o.schedule!r} (Paddle 3.3.1 has "
            f"{', '.join(PIR_SPLIT_SCHEDULES + NO_PIR_SPLIT_SCHEDULES)})"
        )
    return mode


@rule(
    "PIR010",
    "schedule-chunks",
    ERROR,
    "the program's model chunks do not fit the pipeline schedule",
    """A schedule's job list assumes how the model is cut into chunks, and the ranks hand their p2p
      messages over in the order the job lists run them, with nothing to tell one message from another
      of the same shape. A schedule of one chunk per stage (1F1B, Eager1F1B, ZBH1) on a program of
      several (VPP's `chunk_id` >= 1) interleaves the chunks' sends and receives differently on the two
      sides: a rank reads a forward activation as the gradient it waits for, or all ranks wait. ZBVPP's job
      list assumes V-shaped chunks (chunk c runs down the stages for even c and up them for odd c, the loss
      on stage 0 for an even number of chunks): on VPP's interleaved chunks the same happens. The rule
      reads the chunks from `chunk_id` (dense programs) or `op_dist_attr` (dist ones); for ZBVPP it
      checks the one rank's part of the V it can see: where the loss is and which chunks' forwards
      receive their input.""",
)
def schedule_chunks(f: ProgramFacts, o: LintOptions) -> Iterator[Finding]:
    mode = _schedule(o)
    if mode is None or not SCHEDULES[mode].staged:
        return
    chunk = {op: op_chunk(op) for op in f.ops}
    chunks = max(chunk.values(), default=-1) + 1
    if not SCHEDULES[mode].chunked:
        first = next((op for op in f.ops if chunk[op] >= 1), None)
        if first is not None:
            yield f.finding(
                "PIR010",
                ERROR,
                f"schedule {mode} runs one model chunk per stage, but this program has {chunks} "
                f"(chunk_id {chunk[first]} here): the ranks would receive each other's p2p messages out of order",
                first,
            )
        return
    if mode != "ZBVPP" or chunks < 2:
        return
    forward = {op for op in f.ops if stage_of_op(op, f.stages) == FORWARD}
    receives = {chunk[op] for op in forward if op.name in RECV_OPS}
    loss = next((op for op in f.ops if is_loss_output(op)), None)
    why = v_shape_misfit(chunks, loss is not None, receives)
    if why is not None:
        yield f.finding(
            "PIR010",
            ERROR,
            f"schedule ZBVPP assumes V-shaped model chunks, but {why} (VPP's interleaved chunks?): the ranks "
            "would receive each other's p2p messages out of order",
            loss,
        )


def _ring_ops(f: ProgramFacts) -> dict[int, list[Operation]]:
    """Collectives of each ring in program order (point-to-point ops pair up per direction: left out)."""
    rings: dict[int, list[Operation]] = {}
    for op in f.program.walk():
        if op.name in SEND_OPS or op.name in RECV_OPS or not is_comm_op(op.name):
            continue
        ring = op.attr("ring_id")
        if isinstance(ring, int):
            rings.setdefault(ring, []).append(op)
    return rings


def _shape_of(op: Operation) -> str:
    v = op.operands[0] if op.operands else None
    if v is None:
        return "nothing"
    t = v.type
    if t.shape is None:
        return t.text
    return "x".join(str(d) for d in t.shape) + f"x{t.dtype}"


def _same(a: Operation, b: Operation) -> bool:
    return a.name == b.name and _shape_of(a) == _shape_of(b) and a.attr("reduce_type") == b.attr("reduce_type")


def _describe(op: Operation) -> str:
    rt = op.attr("reduce_type")
    how = f" (reduce_type {rt})" if isinstance(rt, int) else ""
    return f"{op.name}{how} of {_shape_of(op)}"


@rule(
    "PIR008",
    "ring-mismatch",
    ERROR,
    "the rank programs disagree on the collectives of a ring",
    over_all=True,
    explanation="""Every member of a communication ring must issue the same collectives on it in the same
      order, with the same shapes and reductions; otherwise the ranks hang, or sum tensors of different
      meaning. Given several rank programs, the rule lists each program's collectives per `ring_id` (in
      print order, nested ones included) and reports the first position where a program that uses the
      ring differs from the first program that does, or issues fewer or more of them. Point-to-point
      rings (a pipeline's `send_v2`/`recv_v2` between two stages) are checked pairwise: what one rank
      sends on the ring, in order and shape, the other must receive.""",
)
def ring_mismatch(facts: Sequence[ProgramFacts], o: LintOptions) -> Iterator[Finding]:
    if len(facts) < 2:
        return
    per = [(f, _ring_ops(f)) for f in facts]
    rings = sorted({r for _, rs in per for r in rs})
    for ring in rings:
        members = [(f, rs[ring]) for f, rs in per if ring in rs]
        if len(members) < 2:
            continue
        f0, ops0 = members[0]
        for f, ops in members[1:]:
            for i, (a, b) in enumerate(zip(ops0, ops, strict=False)):
                if not _same(a, b):
                    yield f.finding(
                        "PIR008",
                        ERROR,
                        f"ring {ring}: collective {i + 1} is {_describe(b)}, but in "
                        f"{f0.input.path} it is {_describe(a)} ({f0.where(a)})",
                        b,
                    )
                    break
            else:
                if len(ops) != len(ops0):
                    at = ops[len(ops0)] if len(ops) > len(ops0) else (ops[-1] if ops else None)
                    yield f.finding(
                        "PIR008",
                        ERROR,
                        f"ring {ring}: {len(ops)} collectives here, {len(ops0)} in "
                        f"{f0.input.path}: the ranks wait for each other forever",
                        at,
                    )
    yield from _p2p_mismatch(facts)


def _p2p_shapes(f: ProgramFacts, names: tuple[str, ...]) -> dict[int, list[tuple[Operation, tuple[int, ...] | None]]]:
    """ring -> this program's sends (or recvs) on it, in print order, with the shape moved."""
    out: dict[int, list[tuple[Operation, tuple[int, ...] | None]]] = {}
    for op in f.program.walk():
        if op.name in names:
            ring = op.attr("ring_id")
            if isinstance(ring, int):
                v = op.operands[0] if op.name in SEND_OPS and op.operands else (op.results[0] if op.results else None)
                out.setdefault(ring, []).append((op, v.type.shape if v is not None else None))
    return out


def _p2p_mismatch(facts: Sequence[ProgramFacts]) -> Iterator[Finding]:
    sends = [_p2p_shapes(f, SEND_OPS) for f in facts]
    recvs = [_p2p_shapes(f, RECV_OPS) for f in facts]
    for a, fa in enumerate(facts):
        for ring, out in sends[a].items():
            peers = [b for b in range(len(facts)) if b != a and (ring in recvs[b] or ring in sends[b])]
            if len(peers) != 1:
                continue  # a ring with one member (its peer not given) or more than two
            b = peers[0]
            got = recvs[b].get(ring, [])
            for i, ((sop, s), (rop, r)) in enumerate(zip(out, got, strict=False)):
                if s != r:
                    yield facts[b].finding(
                        "PIR008",
                        ERROR,
                        f"ring {ring}: receive {i + 1} takes shape {list(r or [])}, but "
                        f"{fa.input.path} sends shape {list(s or [])} ({fa.where(sop)})",
                        rop,
                    )
                    break
            else:
                if len(out) != len(got):
                    yield facts[b].finding(
                        "PIR008",
                        ERROR,
                        f"ring {ring}: {len(got)} receive(s) here, {len(out)} send(s) in "
                        f"{fa.input.path}: the ranks wait for each other forever",
                        got[-1][0] if got else None,
                    )


@rule(
    "PIR009",
    "read-before-definition",
    ERROR,
    "a value is read before any definition of it",
    """An operand must be defined before the op that reads it, in the same block or an enclosing one.
      Paddle prints programs whose values are defined nowhere in the text (a test clone whose parameters
      were pruned, a job program cut out of a larger one), numbering such a value at its first use, and
      nothing runs them as they are: the executor needs each of these values from elsewhere, by name.
      The rule reports values used before their definition, out of their region's scope, and used but
      defined nowhere in the program.""",
)
def read_before_definition(f: ProgramFacts, o: LintOptions) -> Iterator[Finding]:
    for d in verify(f.program):
        m = d.message
        if "before it is defined" in m or "not in scope" in m or "not in the program" in m:
            op = next((x for x in f.program.walk() if x.line == d.line), None) if d.line else None
            yield f.finding("PIR009", ERROR, f"{d.op + ': ' if d.op else ''}{m}", op)
    for v, op in external_uses(f.program):
        yield f.finding(
            "PIR009",
            ERROR,
            f"{op.name} reads {v.name or 'a value'}, which no op or block argument of this program defines",
            op,
        )
