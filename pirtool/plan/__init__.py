"""Job plans: what Paddle 3.3.1 executes on a rank after gradient merge.

`make_plan` turns a rank's merged program into a `Plan`: the job list (`[job_type,
micro_batch_id]`, exactly Paddle's `_job_plan.job_list()`) and one program per job type. A dist
program is first made dense (`dist-to-dense,remove-unuseful-comm`, as `Engine._parallel_pir`
does); the dense program is split (`split`). `write_plan` writes `DIR/jobs.json` and
`DIR/<job_type>.pir` atomically; `read_plan` reads such a directory back (Paddle's own plan
programs too, also named `job_<job_type>.pir`).

Schedules: `gm` (gradient merge alone: forward / backward per micro-batch, then optimize) is
Paddle's `_split_program_into_forward_backward_optimize`; `FThenB` is the same split with the
last job called `optimizer` and all forwards before all backwards; `1F1B` has its own split
(`recv_forward` / `send_backward` jobs ordered by events) and a job list by stage; `VPP` makes
1F1B's jobs once per model chunk (by `chunk_id`), and with split backward (k == pp degree) splits
each `matmul_grad` into `backward_b` / `backward_w` jobs; Eager1F1B, ZBH1 and ZBVPP have no PIR split in Paddle
3.3.1 at all.

May import the model, `paddle`, `text` and `passes`.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import PirError
from ..gcpause import gc_paused
from ..ir import Program
from ..outputs import NotOurs, replace_directory
from ..paddle.dist import dense_type
from ..paddle.schedules import NO_PIR_SPLIT_SCHEDULES, PIR_SPLIT_SCHEDULES, known_schedule
from ..passes import PassContext, PassManager
from ..passes.dist_to_dense import DenseOnRead
from ..text.assembly import detect_era
from ..text.parser import parse_file
from ..text.printer import print_program
from ..text.rewrite import ReadRewrite
from ..types import may_hold_dist_types
from .split import GM_JOB_TYPES, complete_op_roles, split_1f1b, split_gm, split_vpp, split_vpp_backward

__all__ = [
    "GM_JOB_TYPES",
    "Plan",
    "SCHEDULES",
    "complete_op_roles",
    "make_plan",
    "read_merged",
    "read_plan",
    "split_gm",
    "write_plan",
]

#: Schedules `make_plan` builds: `gm` (gradient merge alone, no pipeline scheduler) and Paddle's
#: pipeline schedules reproduced so far.
SCHEDULES = ("gm", "FThenB", "1F1B", "VPP")


@dataclass
class Plan:
    """A rank's job list and the program of each job type; `dist` the rank's dist program the
    job programs were made from, when the plan directory has it (`dist.pir`, as Paddle's job
    directories in samples/pp do): the placements of sharded state (`Runner.hold_shards`)."""

    jobs: list[tuple[str, int]]
    programs: dict[str, Program] = field(default_factory=dict)
    dist: Program | None = None

    def summary(self) -> dict[str, object]:
        """Jobs, ops per job type, and the values handed between jobs (kwargs each job reads)."""
        return {
            "jobs": [list(j) for j in self.jobs],
            "ops": {t: sum(1 for _ in p.walk()) for t, p in self.programs.items()},
            "reads": {t: list(p.body.kwargs) for t, p in self.programs.items()},
        }


def is_dist(prog: Program) -> bool:
    """Whether a value of `prog` has a dist type (dist-to-dense would retype it)."""
    for blk in prog.blocks():
        if any(dense_type(v.type) is not v.type for v in (*blk.args, *blk.kwargs.values())):
            return True
    return any(dense_type(r.type) is not r.type for op in prog.walk() for r in op.results)


def read_merged(text: str, parse: Callable[[ReadRewrite | None], Program]) -> Program:
    """A rank's merged program (`text`, read by `parse` with the given rewrite or none), dense,
    as `make_plan(..., dense=True)` splits it: a dist program is made dense while it is read
    (`DenseOnRead`: each distinct spelling converted once, not every op walked and retyped
    after the parse), then its unuseful communication is removed. Where that rewrite cannot
    vouch for giving the passes' program, the text is read again plainly and the passes run."""
    if not may_hold_dist_types(text):
        return parse(None)
    dense = DenseOnRead(detect_era(text))
    prog = parse(dense)
    if not dense.dist:
        return parse(None)  # a dense program after all (the rewrite gave every op a chunk_id)
    if dense.exact:
        ctx = PassContext(prog)
        ctx.analyses["ring_sizes"] = dense.ring_sizes
        pipeline = "remove-unuseful-comm"
    else:
        prog = parse(None)
        ctx = PassContext(prog)
        pipeline = "dist-to-dense,remove-unuseful-comm"
    with gc_paused():
        PassManager.parse(pipeline, verify_each=False).run(ctx)
    return prog


def one_f_one_b_jobs(k: int, pp_degree: int, pp_stage: int) -> list[tuple[str, int]]:
    """Paddle's 1F1B job list (`Pipeline1F1BPass._create_job_list_in_pir`): pp_degree - pp_stage
    warm-up forwards, then backward / recv_forward / send_backward / forward in the stable phase,
    then the cool-down backwards, then the optimizer."""
    if not 0 <= pp_stage < pp_degree:
        raise PirError(f"pp stage {pp_stage} is not one of the {pp_degree} stages")
    if pp_degree > k:
        raise PirError(f"1F1B needs at least as many micro-batches as stages (k {k} < pp degree {pp_degree})")
    warmup = pp_degree - pp_stage
    jobs: list[tuple[str, int]] = []
    fwd = bwd = 0
    for _ in range(warmup):
        jobs += [("recv_forward", fwd), ("forward", fwd)]
        fwd += 1
    for _ in range(k - warmup):
        jobs += [("backward", bwd), ("recv_forward", fwd), ("send_backward", bwd), ("forward", fwd)]
        fwd += 1
        bwd += 1
    for _ in range(warmup):
        jobs += [("backward", bwd), ("send_backward", bwd)]
        bwd += 1
    return jobs + [("optimizer", 0)]


def vpp_jobs(k: int, pp_degree: int, pp_stage: int, chunks: int, split_backward: bool = False) -> list[tuple[str, int]]:
    """Paddle's VPP job list (`_pir_create_job_list`): the warm-up forwards (all of them when
    k == pp degree), the stable phase of backward / recv_forward / send_backward / forward, the
    cool-down backwards, each job on the model chunk its micro-step maps to, then the optimizer.
    With split backward (k == pp degree) there are no recv/send jobs: forwards, then each chunk's
    `backward_b` per micro-batch, then every chunk's `backward_w`, last chunk first."""
    if not 0 <= pp_stage < pp_degree:
        raise PirError(f"pp stage {pp_stage} is not one of the {pp_degree} stages")
    if k < pp_degree:
        raise PirError(f"VPP needs at least as many micro-batches as stages (k {k} < pp degree {pp_degree})")
    remainder = k % pp_degree

    def chunk(micro_step: int, forward: bool) -> int:
        v = micro_step % (pp_degree * chunks)
        v = v // pp_degree if micro_step <= (k // pp_degree) * (pp_degree * chunks) else v // remainder
        return v if forward else chunks - v - 1

    total = k * chunks
    split = split_backward and k == pp_degree
    warmup = total if k == pp_degree else min((pp_degree - pp_stage - 1) * 2 + (chunks - 1) * pp_degree, total)
    if not split:
        warmup = min(total, warmup + 1)
    steady = total - warmup
    fwd = dict.fromkeys(range(chunks), 0)
    bwd = dict.fromkeys(range(chunks), 0)
    jobs: list[tuple[str, int]] = []
    for ms in range(warmup):
        c = chunk(ms, True)
        jobs += [(f"forward{c}", fwd[c])] if split else [(f"recv_forward{c}", fwd[c]), (f"forward{c}", fwd[c])]
        fwd[c] += 1
    for ms in range(steady):
        fc, bc = chunk(ms + warmup, True), chunk(ms, False)
        fmb, bmb = fwd[fc], bwd[bc]
        fwd[fc] += 1
        bwd[bc] += 1
        if split:
            jobs += [(f"forward{fc}", fmb), (f"backward_b{bc}", bmb)]
        else:
            jobs += [
                (f"backward{bc}", bmb),
                (f"recv_forward{fc}", fmb),
                (f"send_backward{bc}", bmb),
                (f"forward{fc}", fmb),
            ]
    for ms in range(steady, total):
        c = chunk(ms, False)
        jobs += [(f"backward_b{c}", bwd[c])] if split else [(f"backward{c}", bwd[c]), (f"send_backward{c}", bwd[c])]
        bwd[c] += 1
    if split:
        jobs += [(f"backward_w{c}", mb) for c in reversed(range(chunks)) for mb in range(k)]
    return jobs + [("optimizer", 0)]


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
    name = schedule.lower()
    pipeline = known_schedule(schedule)
    if pipeline in NO_PIR_SPLIT_SCHEDULES:
        raise PirError(
            f"schedule {pipeline}: Paddle 3.3.1 has no PIR split for it (its scheduler pass fails with a TypeError)"
        )
    if pipeline is not None and pipeline not in SCHEDULES:
        raise PirError(
            f"schedule {pipeline}: the {pipeline} pipeline split is not reproduced yet (supported: {', '.join(SCHEDULES)})"
        )
    if name != "gm" and pipeline is None:
        raise PirError(
            f"unknown schedule {schedule!r} (supported: {', '.join(SCHEDULES)}; "
            f"Paddle's pipeline schedules: {', '.join(PIR_SPLIT_SCHEDULES)})"
        )
    if k < 1:
        raise PirError(f"k must be at least 1, not {k}")
    if pipeline in ("1F1B", "VPP") and (pp_degree is None or pp_stage is None):
        raise PirError(
            f"schedule {pipeline}: give the pipeline degree and this rank's stage (its job list depends on them)"
        )
    if pipeline == "VPP" and (vpp_degree is None or vpp_degree < 1):
        raise PirError("schedule VPP: give the number of model chunks per stage (the VPP degree)")
    if not dense and is_dist(program):  # the conversion is checked by the tests against Paddle; not re-verified here
        PassManager.parse("dist-to-dense,remove-unuseful-comm", verify_each=False).run(PassContext(program))
    if pipeline == "VPP":
        assert pp_degree is not None and pp_stage is not None and vpp_degree is not None
        split = split_backward and k == pp_degree  # Paddle ignores split backward otherwise
        jobs_vpp = vpp_jobs(k, pp_degree, pp_stage, vpp_degree, split)
        progs = split_vpp_backward(program, vpp_degree, filename) if split else split_vpp(program, vpp_degree, filename)
        return Plan(jobs_vpp, progs)
    if pipeline == "1F1B":
        assert pp_degree is not None and pp_stage is not None
        jobs_1f1b = one_f_one_b_jobs(k, pp_degree, pp_stage)
        return Plan(jobs_1f1b, split_1f1b(program, filename))
    programs = split_gm(program, filename)
    if pipeline == "FThenB":
        # pipeline_scheduler_FThenB: the same split, its last job called `optimizer`; all forwards
        # of the step, then all backwards
        programs = {"forward": programs["forward"], "backward": programs["backward"], "optimizer": programs["optimize"]}
        jobs = [("forward", j) for j in range(k)] + [("backward", j) for j in range(k)] + [("optimizer", 0)]
    else:
        jobs = [(t, j) for j in range(k) for t in GM_JOB_TYPES[:2]] + [(GM_JOB_TYPES[2], 0)]
    return Plan(jobs, programs)


def write_plan(plan: Plan, directory: str | Path) -> None:
    """`DIR/jobs.json` and `DIR/<job_type>.pir`, all or nothing (`outputs.replace_directory`:
    an existing DIR must be a plan or empty)."""
    parent = Path(directory).resolve().parent
    if not parent.is_dir():
        raise PirError(f"cannot write {directory}: {parent} is not a directory")
    files = [("jobs.json", json.dumps([list(j) for j in plan.jobs]) + "\n")]
    try:
        replace_directory(
            directory,
            itertools.chain(files, ((f"{t}.pir", print_program(prog)) for t, prog in plan.programs.items())),
            lambda p: p.name == "jobs.json" or p.suffix == ".pir",
        )
    except NotOurs:
        raise PirError(f"cannot write {directory}: it exists and is not a plan directory") from None
    except OSError as e:
        raise PirError(f"cannot write {directory}: {e.strerror}") from None


def read_plan(directory: str | Path) -> Plan:
    """A plan directory: `jobs.json` and the `<job_type>.pir` of every job type it names (and
    `dist.pir`, the rank's dist program, when there is one)."""
    d = Path(directory)
    try:
        jobs_raw = json.loads((d / "jobs.json").read_text())
        jobs = [(str(t), int(i)) for t, i in jobs_raw]
    except FileNotFoundError:
        raise PirError(f"{directory}: not a plan directory (no jobs.json)") from None
    except (ValueError, TypeError) as e:
        raise PirError(f"{d / 'jobs.json'}: not a job list ([[job_type, micro_batch_id], ...]): {e}") from None
    programs = {}
    for t in dict.fromkeys(t for t, _ in jobs):
        path = d / f"{t}.pir"
        if not path.exists() and (d / f"job_{t}.pir").exists():
            path = d / f"job_{t}.pir"  # how samples/pp stores Paddle's own job programs
        if not path.exists():
            raise PirError(f"{directory}: jobs.json names job type {t!r} but there is no {t}.pir")
        programs[t] = parse_file(path)
    dist = parse_file(d / "dist.pir") if (d / "dist.pir").is_file() and "dist" not in programs else None
    return Plan(jobs, programs, dist)
