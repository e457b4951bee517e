"""The one plan runner: a rank's job plan run as Paddle's executor runs it — the job list in
order, each job its own program (forward, backward, send_backward, optimizer ...), each
micro-batch its own scope.

A job reads its micro-batch's rows from the feeds (data ops and kwargs named like data ops);
values one job hands to a later one (`shadow_output` in one, a `persistable:false` kwarg in the
next: activations, `var_<i>_<op>_<r>`, the loss) live in that micro-batch's scope, so FThenB's
forwards of all micro-batches can run before their backwards; persistable names (parameters,
optimizer state, `@GRAD@MERGE` accumulators, the learning rate) live in the rank's state. The
loss of a micro-batch is what the job that writes `loss*` writes. A value is let go after the
last job of its micro-batch that reads it (as Paddle's `set_skip_gc_vars` arranges);
`live_bytes` measures what the scopes hold after each job (`plan.liveness` estimates the same
from the programs' types). Several ranks run their plans
together through `multi.Ranks`, their `send_v2`/`recv_v2` moving real arrays.

A plan comes from a plan directory (`text.plandir.read_plan`), from `plan.make_plan`, or from
Paddle's three sub-programs of gradient merge alone (`triple_plan`: `run F --plan B O`, the job
list `forward i, backward i` for each micro-batch, then `optimize`). Errors of a job name the
job's file, at the op's line and column.

May import `training` and the layers below it.
"""

from __future__ import annotations

from typing import Any

from ..ir import Program
from ..paddle.names import is_persistable_value
from ..text.plandir import OPTIMIZER_JOB_TYPES, Plan
from .errors import RunnerError
from .training import Runner, StepResult

#: Job types that run once per optimizer step, after every micro-batch.
OPTIMIZER_JOBS = OPTIMIZER_JOB_TYPES


def triple_plan(forward: Program, backward: Program, optimize: Program, k: int, files: list[str]) -> Plan:
    """The plan of Paddle's gradient-merge sub-programs (`plan_forward`, `plan_backward`,
    `plan_optimize`) over `k` micro-batches: forward i, backward i for each, then optimize."""
    jobs = [(t, j) for j in range(k) for t in ("forward", "backward")] + [("optimize", 0)]
    programs = {"forward": forward, "backward": backward, "optimize": optimize}
    return Plan(jobs, programs, files=dict(zip(programs, files, strict=True)))


class JobPlanRunner(Runner):
    """Run `jobs` (`[(job_type, micro_batch_id), ...]`, Paddle's job list) over `programs`
    (job type -> program): one `step` runs the whole list. `files` names each job type's file
    (for errors of ops whose program was not read from a file)."""

    def __init__(
        self,
        jobs: list[tuple[str, int]],
        programs: dict[str, Program],
        files: dict[str, str] | None = None,
        **kw: Any,
    ) -> None:
        self.jobs = jobs
        self.programs = programs
        self.files = dict(files or {})
        first = next((t for t, _ in jobs if t not in OPTIMIZER_JOBS), jobs[0][0])
        loss_name = kw.pop("loss_name", None)
        super().__init__(programs[first], **kw)
        self._read_data_ops(list(programs.values()))
        self.loss_name, self.loss_value = self._find_loss(loss_name)
        outs = {
            t: [str(op.attrs.value("output_name")) for op in p.walk() if op.name == "builtin.shadow_output"]
            for t, p in programs.items()
        }
        self.loss_jobs = {t for t, names in outs.items() if self.loss_name in names}
        self.handed = {
            kw
            for p in programs.values()
            for kw, v in p.body.kwargs.items()
            if v.arg_attrs is not None and not is_persistable_value(v)
        } - set(self.feed_names)
        # what each job keeps for later jobs of its micro-batch, and after which job it is let go
        # (the last that reads it: Paddle's set_skip_gc_vars frees it then too)
        self.kept = {t: [n for n in names if n in self.handed] for t, names in outs.items()}
        reads = {t: set(p.body.kwargs) & self.handed for t, p in programs.items()}
        last: dict[tuple[str, int], int] = {}
        for i, (t, mb) in enumerate(jobs):
            if t not in OPTIMIZER_JOBS:
                for n in reads[t]:
                    last[(n, mb)] = i
        self.last_read = last
        #: bytes of the values kept between jobs, after each job of the last step (measured)
        self.live_bytes: list[int] = []
        self.micro_batches = len({m for t, m in jobs if t not in OPTIMIZER_JOBS}) or 1
        self.dist: Program | None = None  # the rank's dist program, when its plan has one

    @classmethod
    def from_plan(cls, plan: Plan, **kw: Any) -> JobPlanRunner:
        """The runner of `plan`; `dist` keeps the plan's dist program (which data a data-parallel
        rank reads its part of, `session`)."""
        r = cls(plan.jobs, plan.programs, plan.files, **kw)
        r.dist = plan.dist
        return r

    def programs_run(self) -> list[Program]:
        return list(getattr(self, "programs", {}).values()) or [self.main]

    def _find_loss(self, loss_name: str | None) -> tuple[str | None, Any]:
        name, _ = super()._find_loss(loss_name)  # over every job's shadow_outputs
        return name, None  # a job's loss is the value it hands on by name (`loss*`)

    @property
    def trains(self) -> bool:
        """Whether a step updates anything: the plan has an optimizer job with ops."""
        return any(t in OPTIMIZER_JOBS and any(True for _ in self.programs[t].body) for t, _ in self.jobs)

    def step(self, micro_feeds: list[dict[str, Any]], index: int = 1, params: bool = True) -> StepResult:
        if len(micro_feeds) != self.micro_batches:
            raise RunnerError(
                f"the plan runs {self.micro_batches} micro-batches per step, not {len(micro_feeds)}",
                filename=self.filename,
            )
        it = self.interp
        scopes: list[dict[str, Any]] = [{} for _ in micro_feeds]
        losses: dict[int, float] = {}
        saved = it.filename
        self.live_bytes = []
        for i, (job, mb) in enumerate(self.jobs):
            prog = self.programs[job]
            it.filename = self.files.get(job, saved)
            once = job in OPTIMIZER_JOBS
            self.event("job_start", index, job, -1 if once else mb)
            if once:
                it.env = {}
                it.run_program(prog, self.frees(prog))
                self.live_bytes.append(_held(scopes))
                self.event("job_end", index, job, -1)
                continue
            self._set_feeds(micro_feeds[mb])
            self.state.update(scopes[mb])
            it.run_program(prog, self.frees(prog))
            scope = scopes[mb]
            for name in [n for n in scope if self.last_read.get((n, mb), -1) <= i]:
                del scope[name]  # its last reader has run
            for name in self.kept[job]:
                if name in self.state and self.last_read.get((name, mb), -1) > i:
                    scope[name] = self.state[name]
            self.live_bytes.append(_held(scopes))
            if job in self.loss_jobs:
                loss = self._loss()
                if loss is not None:
                    losses[mb] = loss
            self.event("job_end", index, job, mb)
        it.filename = saved
        return StepResult(index, [losses[m] for m in sorted(losses)], self.step_params(params))

    def micro_step(self, feeds: dict[str, Any]) -> float | None:
        raise RunnerError("a job plan runs whole steps (its job list), not micro-steps", filename=self.filename)

    def optimize(self) -> None:
        raise RunnerError("a job plan runs whole steps (its job list), not the optimizer alone", filename=self.filename)


def _held(scopes: list[dict[str, Any]]) -> int:
    """Bytes of the arrays the micro-batches' scopes hold."""
    return sum(int(getattr(a, "nbytes", 0)) for s in scopes for a in s.values())
