"""Job plans: what Paddle 3.3.1 executes on a rank after gradient merge.

`make_plan` turns a rank's merged program into a `Plan`: the job list (`[job_type,
micro_batch_id]`, exactly Paddle's `_job_plan.job_list()`) and one program per job type. A dist
program is first made dense (`dist-to-dense,remove-unuseful-comm`, as `Engine._parallel_pir`
does); the dense program is split (`split`). `write_plan` writes `DIR/jobs.json` and
`DIR/<job_type>.pir` atomically; `read_plan` reads such a directory back (Paddle's own plan
programs too, also named `job_<job_type>.pir`); both are the plan directory's text form,
`text.plandir`, re-exported here.

`compare` plans every rank of a pipeline with each schedule asked for and simulates them
together (`simulate`, on the cost model of `cost`): the figures of `stats.ScheduleRun`.

Schedules: one row each in `paddle.schedules.SCHEDULES` (Paddle's job list, the kind of split);
`make_plan` builds the row's job list and makes its split (`splits.SPLITS`). `gm` (gradient merge
alone: forward / backward per micro-batch, then optimize) is Paddle's
`_split_program_into_forward_backward_optimize`; `FThenB` is the same split with the last job
called `optimizer`; `1F1B` has its own split (`recv_forward` / `send_backward` jobs ordered by
events); `VPP` makes 1F1B's jobs once per model chunk (by `chunk_id`), and with split backward
(k == pp degree) splits each `matmul_grad` into `backward_b` / `backward_w` jobs. Eager1F1B, ZBH1
and ZBVPP have Paddle's job lists but no PIR split in Paddle 3.3.1: Eager1F1B gets FThenB's split,
ZBH1 and ZBVPP pirtool's own (`zb`).

May import the model, `paddle`, `text` and `passes`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..errors import PirError
from ..gcpause import gc_paused
from ..ir import Program
from ..paddle.dist import dense_type
from ..paddle.pairing import VPP_MISPAIRED, mispaired
from ..paddle.schedules import SCHEDULES as SCHEDULE_TABLE
from ..paddle.schedules import schedule_named
from ..passes import PassContext, PassManager
from ..passes.dist_to_dense import DenseOnRead
from ..text.assembly import detect_era
from ..text.plandir import Plan, read_plan, write_plan
from ..text.rewrite import ReadRewrite
from ..types import may_hold_dist_types
from .chunks import complete_chunk_ids
from .cost import CostModel
from .inputs import check_stage, plan_chunks, plan_k, stage_processes
from .rings import RingUse, check_rings, ring_uses
from .simulate import RankPlan, missing_peer, simulate
from .split import GM_JOB_TYPES, complete_op_roles, split_gm
from .splits import SPLITS, SplitArgs
from .stats import ScheduleRun

__all__ = [
    "GM_JOB_TYPES",
    "Plan",
    "ScheduleRun",
    "compare",
    "plan_ranks",
    "SCHEDULES",
    "complete_op_roles",
    "make_plan",
    "read_merged",
    "read_plan",
    "split_gm",
    "write_plan",
]

#: Schedules `make_plan` builds: `gm` (gradient merge alone, no pipeline scheduler) and every
#: pipeline schedule of Paddle 3.3.1 (`paddle.schedules.SCHEDULES`, the table dispatched on).
SCHEDULES = tuple(SCHEDULE_TABLE)


def is_dist(prog: Program) -> bool:
    """Whether a value of `prog` has a dist type (dist-to-dense would retype it)."""
    for blk in prog.blocks():
        if any(dense_type(v.type) is not v.type for v in (*blk.args, *blk.kwargs.values())):
            return True
    return any(dense_type(r.type) is not r.type for op in prog.walk() for r in op.results)


def read_merged(
    text: str,
    parse: Callable[[ReadRewrite | None], Program],
    complete_chunks: bool = False,
    filename: str | None = None,
) -> Program:
    """A rank's merged program (`text`, read by `parse` with the given rewrite or none), dense,
    as `make_plan(..., dense=True)` splits it: a dist program is made dense while it is read
    (`DenseOnRead`: each distinct spelling converted once, not every op walked and retyped
    after the parse), then its unuseful communication is removed. Where that rewrite cannot
    vouch for giving the passes' program, the text is read again plainly and the passes run.
    `complete_chunks` (a schedule of several model chunks per stage: VPP): the chunk ids of a
    dist program are completed between the two, as Paddle's `check_chunk_id` does
    (`chunks.complete_chunk_ids`; its errors name `filename`)."""
    if not may_hold_dist_types(text):
        return parse(None)
    dense = DenseOnRead(detect_era(text))
    prog = parse(dense)
    if not dense.dist:
        return parse(None)  # a dense program after all (the rewrite gave every op a chunk_id)
    with gc_paused():
        if dense.exact:
            ctx = PassContext(prog)
            ctx.analyses["ring_sizes"] = dense.ring_sizes
        else:
            prog = parse(None)
            ctx = PassContext(prog)
            PassManager.parse("dist-to-dense", verify_each=False).run(ctx)
        if complete_chunks:
            complete_chunk_ids(prog, filename)
        PassManager.parse("remove-unuseful-comm", verify_each=False).run(ctx)
    return prog


def make_plan(
    program: Program,
    schedule: str,
    k: int,
    filename: str | None = None,
    pp_degree: int | None = None,
    pp_stage: int | None = None,
    vpp_degree: int | None = None,
    split_backward: bool = False,
    dense: bool | None = None,
) -> Plan:
    """The plan of `program` (a rank's merged program, dense or dist) for `schedule` with `k`
    micro-batches (1F1B also needs the pipeline's degree and this rank's stage). Raises PirError
    for an unknown or unsupported schedule, a bad k, or role-less ops where Paddle's split
    aborts. `dense`: whether the program is dense already (True for what `read_merged` gives;
    None: found out, a look at every value of a dense program).

    The cycle collector is paused meanwhile (`gcpause.gc_paused`, as parsing and printing do): the
    dense conversion and the split make ~10 objects per op that all stay alive, and on a large
    program the collections they set off would rescan every object of the program again and
    again (more than doubling the plan's time on a 30 MB dump) to free nothing."""
    with gc_paused():
        return _make_plan(program, schedule, k, filename, pp_degree, pp_stage, vpp_degree, split_backward, dense)


def _make_plan(
    program: Program,
    schedule: str,
    k: int,
    filename: str | None,
    pp_degree: int | None,
    pp_stage: int | None,
    vpp_degree: int | None,
    split_backward: bool,
    dense: bool | None,
) -> Plan:
    row = schedule_named(schedule)
    if row is None:
        raise PirError(f"unknown schedule {schedule!r} (supported: {', '.join(SCHEDULES)})")
    if k < 1:
        raise PirError(f"k must be at least 1, not {k}")
    if row.staged and (pp_degree is None or pp_stage is None):
        raise PirError(
            f"schedule {row.name}: give the pipeline degree and this rank's stage (its job list depends on them)"
        )
    if row.chunked and (vpp_degree is None or vpp_degree < 1):
        raise PirError(f"schedule {row.name}: give the number of model chunks per stage (the VPP degree)")
    args = SplitArgs(k, pp_degree or 1, pp_stage or 0, vpp_degree or 1, split_backward, filename)
    jobs = row.jobs(
        k, args.pp_degree, args.pp_stage, args.chunks, split_backward
    )  # before the split: bad k, nothing done
    if not dense and is_dist(program):  # the conversion is checked by the tests against Paddle; not re-verified here
        ctx = PassContext(program)
        PassManager.parse("dist-to-dense", verify_each=False).run(ctx)
        if row.chunked:
            complete_chunk_ids(program, filename)  # Paddle's check_chunk_id, before remove_unuseful_comm_op_pass
        PassManager.parse("remove-unuseful-comm", verify_each=False).run(ctx)
    if row.staged and not row.chunked:
        _check_one_chunk(program, row.name, filename)
    plan = Plan(jobs, SPLITS[row.split](program, args))
    if row.name == "VPP":
        stages = [row.jobs(k, args.pp_degree, s, args.chunks, split_backward) for s in range(args.pp_degree)]
        why = mispaired(stages, args.chunks)
        if why is not None:
            plan.warnings.append(
                f"{VPP_MISPAIRED} (k {k}, pp degree {args.pp_degree}): {why}; a run refuses such a plan"
            )
    return plan


def _check_one_chunk(program: Program, schedule: str, filename: str | None) -> None:
    """A schedule of one model chunk per stage on a program of several (VPP's, `chunk_id` >= 1):
    its job order would hand the ranks' p2p messages over out of order (a forward's send read by
    the peer's backward): refuse it, at the first op of a later chunk."""
    for op in program.body:
        c = op.attr("chunk_id")
        if isinstance(c, int) and c >= 1:
            raise PirError(
                f"schedule {schedule} runs one model chunk per stage, but this program has several (chunk_id {c}): "
                "its ranks would receive each other's messages out of order; plan it with VPP or ZBVPP",
                filename=filename,
                line=op.line or None,
                col=1 if op.line else None,
            )


def stage_of(rank: int, world: int, pp_degree: int) -> int:
    """Paddle's pipeline stage of `rank` among `world` ranks (`get_pp_stage_by_rank`)."""
    return rank // (world // pp_degree)


def plan_ranks(
    read: Sequence[Callable[[], Program]],
    schedule: str,
    k: int | None,
    pp_degree: int | None = None,
    pp_stage: int | None = None,
    vpp_degree: int | None = None,
    split_backward: bool = False,
    filenames: Sequence[str | None] | None = None,
    dense: bool | None = None,
) -> list[RankPlan]:
    """Each rank's plan (`read[r]()` gives rank r's merged program, read afresh: a plan consumes
    it; `dense` as `make_plan` takes it). One rank: `pp_stage` is its stage; several: they are
    ranks 0.. of one job and the pp degree defaults to their number, or to their number over the
    processes rank 0's dist program runs its forward on (its stage's data-parallel ranks). `k` None: each program's
    own (`inputs.plan_k`: its 1/k averaging), the same on every rank; given, it must agree. A
    rank's program that cannot be its stage is an error (`inputs.check_stage`), and so are ranks
    not in rank order (`rings.check_rings`: a p2p ring joining ranks that are not neighbours)."""
    n = len(read)
    row = schedule_named(schedule)
    if n > 1 and pp_stage is not None:
        raise PirError(f"{n} rank programs: each one's pipeline stage follows from its rank; give no stage")
    pp = pp_degree if pp_degree is not None else (n if n > 1 and row is not None and row.name != "gm" else None)
    if pp is not None and n > 1 and n % pp:
        raise PirError(f"{n} rank programs do not divide into {pp} pipeline stages")
    per_stage = pp_degree is None and pp is not None  # rank 0's dist program may say how many ranks a stage has
    out = []
    rings: list[list[RingUse]] = []
    settled: int | None = None  # k as rank 0's program states it, when none is given
    for r, get in enumerate(read):
        name = filenames[r] if filenames else None
        try:
            prog = get()
            if r == 0 and per_stage:
                # a data-parallel pipeline: stage 0's forward runs on its n/pp processes (pp2 x dp2: [0, 1])
                ids = stage_processes(prog)
                if ids is not None and len(ids) > 1 and n % len(ids) == 0 and list(ids) == list(range(len(ids))):
                    pp = n // len(ids)
            stage = pp_stage if n == 1 else (stage_of(r, n, pp) if pp is not None else None)
            kr, warnings = plan_k(prog, k, name)
            if k is None and settled is not None and kr != settled:
                raise PirError(f"this rank's program states k = {kr}, and rank 0's k = {settled}")
            settled = kr
            vpp = plan_chunks(prog, vpp_degree) if row is not None and row.chunked else vpp_degree
            if stage is not None and pp is not None:
                chunks = (vpp or 1) if row is not None and row.chunked else 1
                zbv = row is not None and row.name == "ZBVPP"
                check_stage(prog, pp, stage, chunks, True if zbv and chunks > 1 else None)
                if n > 1:
                    rings.append(ring_uses(prog))
            p = make_plan(prog, schedule, kr, name, pp, stage, vpp, split_backward, dense=dense)
        except PirError as e:
            raise (e.located(name) if name else e) from None
        out.append(RankPlan(r, p.jobs, p.programs, stage, warnings + p.warnings))
        if len(rings) == n and pp is not None:  # every rank read: do the rings join them in rank order?
            chunks = (vpp or 1) if row is not None and row.chunked else 1
            check_rings(rings, pp, chunks, list(filenames) if filenames else [None] * n)
    return out


def compare(
    read: Sequence[Callable[[], Program]],
    schedules: Sequence[str],
    k: int | None,
    pp_degree: int | None = None,
    pp_stage: int | None = None,
    vpp_degree: int | None = None,
    split_backward: bool = False,
    model: CostModel | None = None,
    filenames: Sequence[str | None] | None = None,
    simulated: bool = True,
    dense: bool | None = None,
) -> list[ScheduleRun]:
    """Every schedule's plans of the ranks, simulated together where every rank is given."""
    runs = []
    for s in schedules:
        plans = plan_ranks(read, s, k, pp_degree, pp_stage, vpp_degree, split_backward, filenames, dense)
        row = schedule_named(s)
        name = row.name if row is not None else s
        why = missing_peer(plans) if simulated else None
        sim = simulate(plans, model) if simulated and why is None else None
        runs.append(ScheduleRun(name, plans, sim, why))
    return runs
