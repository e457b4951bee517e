"""Paddle 3.3.1's pipeline schedules (`strategy.pipeline.schedule_mode`): the table of them, the
job list each builds, and which of them Paddle can run on a PIR program.

Each schedule is a pass `pipeline_scheduler_<mode>` in
`paddle/distributed/passes/pipeline_scheduler_pass/`, made of two parts: the job list
(`_create_job_list`, the same for both IRs) and the split of the program into job programs.
FThenB, 1F1B and VPP implement the PIR split (`_partial_pir_programs`). Eager1F1B, ZBH1 and
ZBVPP have none: the base class's returns None and unpacking it raises a TypeError; before that,
`Engine._parallel_pir`'s `pipeline_pass` asserts that the mode is FThenB, 1F1B or VPP, and for
ZBVPP with several chunks `complete_chunk_id` refuses any mode but VPP (a ValueError). Their job
lists are Paddle's all the same, built here as Paddle builds them; pirtool's plan splits the
program for them itself (`pirtool.plan.zb`; docs/pipelines.md says which part is whose).

`SCHEDULES` is the one table: a new schedule is a row here (its name, Paddle's job list, the
split pirtool makes for it) plus, if it needs a new kind of split, that split in `pirtool.plan`.
`lint` reads the table; `plan` dispatches on it.

May import the model (errors).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..errors import PirError
from .zbvpp import v_schedule

#: A job list: `[(job_type, micro_batch_id), ...]`, Paddle's `_job_plan.job_list()`.
Jobs = list[tuple[str, int]]
#: A job-list builder: (k micro-batches, pp degree, this rank's stage, model chunks per stage,
#: split backward) -> the rank's job list. Builders raise PirError where Paddle asserts.
JobListBuilder = Callable[[int, int, int, int, bool], Jobs]


@dataclass(frozen=True)
class Schedule:
    """One schedule: `name` as Paddle spells it (`gm`: gradient merge alone, no pipeline
    scheduler); `jobs` its job list; `split` the kind of job split pirtool makes for it (a key
    of `pirtool.plan`'s splits); `paddle_split`: whether Paddle 3.3.1 splits a PIR program for
    it; `staged`: its job list depends on the pipeline degree and the rank's stage; `chunked`: it
    runs several model chunks per stage (the VPP degree); `summary`: one line for a reader."""

    name: str
    jobs: JobListBuilder
    split: str
    paddle_split: bool
    staged: bool
    chunked: bool
    summary: str


def _check_stage(pp_degree: int, pp_stage: int) -> None:
    if not 0 <= pp_stage < pp_degree:
        raise PirError(f"pp stage {pp_stage} is not one of the {pp_degree} stages")


def gm_jobs(k: int, pp_degree: int = 1, pp_stage: int = 0, chunks: int = 1, split_backward: bool = False) -> Jobs:
    """Gradient merge alone (`Engine` without a pipeline): forward / backward per micro-batch,
    then `optimize` (the pipeline schedulers call it `optimizer`)."""
    return [(t, j) for j in range(k) for t in ("forward", "backward")] + [("optimize", 0)]


def fthenb_jobs(k: int, pp_degree: int = 1, pp_stage: int = 0, chunks: int = 1, split_backward: bool = False) -> Jobs:
    """`PipelineFThenBPass._create_job_list`: every forward of the step, every backward, the optimizer."""
    return [("forward", j) for j in range(k)] + [("backward", j) for j in range(k)] + [("optimizer", 0)]


def one_f_one_b_jobs(k: int, pp_degree: int, pp_stage: int, chunks: int = 1, split_backward: bool = False) -> Jobs:
    """`Pipeline1F1BPass._create_job_list_in_pir`: pp_degree - pp_stage warm-up forwards (each
    after its recv_forward), then backward / recv_forward / send_backward / forward in the stable
    phase, then the cool-down backwards with their send_backward, then the optimizer."""
    _check_stage(pp_degree, pp_stage)
    if pp_degree > k:
        raise PirError(f"1F1B needs at least as many micro-batches as stages (k {k} < pp degree {pp_degree})")
    warmup = pp_degree - pp_stage
    jobs: Jobs = []
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


def eager_1f1b_jobs(k: int, pp_degree: int, pp_stage: int, chunks: int = 1, split_backward: bool = False) -> Jobs:
    """`PipelineEager1F1BPass._create_job_list`: 1F1B with 2 * (pp_degree - pp_stage) - 1 warm-up
    forwards (about twice 1F1B's, so a stage's sends run ahead of its peer's receives), forward /
    backward / optimizer jobs only. Paddle asserts k >= the warm-up."""
    _check_stage(pp_degree, pp_stage)
    warmup = 2 * (pp_degree - pp_stage) - 1
    if warmup > k:
        raise PirError(
            f"Eager1F1B needs at least 2 * (pp degree - stage) - 1 = {warmup} micro-batches on stage {pp_stage} "
            f"(k {k}; Paddle asserts)"
        )
    jobs: Jobs = [("forward", f) for f in range(warmup)]
    for b in range(k - warmup):
        jobs += [("backward", b), ("forward", warmup + b)]
    jobs += [("backward", b) for b in range(k - warmup, k)]
    return jobs + [("optimizer", 0)]


def zbh1_jobs(k: int, pp_degree: int, pp_stage: int, chunks: int = 1, split_backward: bool = False) -> Jobs:
    """`PipelineZeroBubblePipelinePass._create_job_list` (ZB-H1): pp_degree - pp_stage warm-up
    forwards; then pp_stage pairs of `backward_b` (the input gradient alone) and forward; k -
    pp_degree pairs of a whole `backward` and forward; the last warm-up - 1 whole backwards; the
    last micro-batch's backward_b and backward_w (the first stage: a whole backward); then the
    weight gradients (`backward_w`) the first pp_stage micro-batches put off, then the optimizer.
    Paddle asserts k >= pp degree."""
    _check_stage(pp_degree, pp_stage)
    if pp_degree > k:
        raise PirError(f"ZBH1 needs at least as many micro-batches as stages (k {k} < pp degree {pp_degree})")
    warmup = pp_degree - pp_stage
    jobs: Jobs = [("forward", f) for f in range(warmup)]
    fwd = warmup
    bwd = 0
    for _ in range(pp_stage):
        jobs += [("backward_b", bwd), ("forward", fwd)]
        bwd += 1
        fwd += 1
    for _ in range(k - pp_degree):
        jobs += [("backward", bwd), ("forward", fwd)]
        bwd += 1
        fwd += 1
    for _ in range(warmup - 1):
        jobs.append(("backward", bwd))
        bwd += 1
    jobs += [("backward_b", bwd), ("backward_w", bwd)] if pp_stage > 0 else [("backward", bwd)]
    jobs += [("backward_w", m) for m in range(pp_stage)]
    return jobs + [("optimizer", 0)]


def vpp_jobs(k: int, pp_degree: int, pp_stage: int, chunks: int, split_backward: bool = False) -> Jobs:
    """`PipelineVirtualPipelinePass._pir_create_job_list`: the warm-up forwards (all of them when
    k == pp degree), the stable phase of backward / recv_forward / send_backward / forward, the
    cool-down backwards, each job on the model chunk its micro-step maps to, then the optimizer.
    With split backward (k == pp degree) there are no recv/send jobs: forwards, then each chunk's
    `backward_b` per micro-batch, then every chunk's `backward_w`, last chunk first."""
    _check_stage(pp_degree, pp_stage)
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
    jobs: Jobs = []
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


def zbvpp_jobs(k: int, pp_degree: int, pp_stage: int, chunks: int, split_backward: bool = False) -> Jobs:
    """`PipelineZeroBubbleVirtualPipelinePass._create_job_list` (ZB-V): the stage's row of the
    schedule `VScheduleCreator` makes for model chunks placed V-shaped (chunk c runs down the
    stages for even c and up them for odd c), `forward<c>` / `backward_b<c>` / `backward_w<c>`
    jobs, then the optimizer. Paddle asserts k % pp degree == 0 and k <= pp degree (k == pp
    degree). In 3.3.1 Paddle's own call cannot run: it asks for a `_get_max_memory` nothing
    defines and for per-job memory tables nothing fills; with no memory limit those checks always
    pass, which is the schedule built here (`paddle.zbvpp.v_schedule`)."""
    _check_stage(pp_degree, pp_stage)
    if k % pp_degree or k > pp_degree:
        raise PirError(
            f"ZBVPP needs as many micro-batches as stages (k {k}, pp degree {pp_degree}; Paddle asserts "
            "k % pp degree == 0 and k <= pp degree)"
        )
    if chunks < 2:
        raise PirError("ZBVPP needs at least 2 model chunks per stage")
    rows = v_schedule(pp_degree, k, chunks)
    return [(f"{t}{c}", mb) for t, c, mb in rows[pp_stage]] + [("optimizer", 0)]


#: Every schedule, by Paddle's name. `split` names the kind of job split (`pirtool.plan`'s).
SCHEDULES: dict[str, Schedule] = {
    s.name: s
    for s in (
        Schedule("gm", gm_jobs, "gm", True, False, False, "gradient merge alone: forward, backward per micro-batch"),
        Schedule("FThenB", fthenb_jobs, "fthenb", True, False, False, "all forwards, then all backwards"),
        Schedule("1F1B", one_f_one_b_jobs, "1f1b", True, True, False, "one forward, one backward"),
        Schedule("VPP", vpp_jobs, "vpp", True, True, True, "1F1B over interleaved model chunks"),
        Schedule("Eager1F1B", eager_1f1b_jobs, "fthenb", False, True, False, "1F1B with twice the warm-up forwards"),
        Schedule("ZBH1", zbh1_jobs, "zb", False, True, False, "zero bubble: weight gradients put off to fill it"),
        Schedule("ZBVPP", zbvpp_jobs, "zbv", False, True, True, "zero bubble over V-shaped model chunks"),
    )
}
#: Schedules with a PIR split in 3.3.1 (pipelines only).
PIR_SPLIT_SCHEDULES = tuple(n for n, s in SCHEDULES.items() if s.paddle_split and n != "gm")
#: Schedules registered in 3.3.1 without a PIR split (Paddle fails on a PIR program).
NO_PIR_SPLIT_SCHEDULES = tuple(n for n, s in SCHEDULES.items() if not s.paddle_split)


def known_schedule(mode: str) -> str | None:
    """Paddle's spelling of a pipeline schedule given in any case, or None if 3.3.1 has no such
    schedule (`gm`, gradient merge alone, is not a pipeline schedule: None)."""
    for m in PIR_SPLIT_SCHEDULES + NO_PIR_SPLIT_SCHEDULES:
        if m.lower() == mode.lower():
            return m
    return None


def schedule_named(name: str) -> Schedule | None:
    """The row of a schedule given in any case (`gm` included), or None."""
    return next((s for n, s in SCHEDULES.items() if n.lower() == name.lower()), None)
