"""A rank's job plan run as Paddle's executor runs it: the job list in order, each job its own
program (forward, backward, send_backward, optimizer ...), each micro-batch its own scope.

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

May import `schedule` and the layers below it.
"""

from __future__ import annotations

from typing import Any

from ..ir import Program
from .schedule import Runner, StepResult, dygraph_aliases, is_persistable

#: Job types that run once per optimizer step, after every micro-batch.
OPTIMIZER_JOBS = frozenset({"optimize", "optimizer"})


class JobPlanRunner(Runner):
    """Run `jobs` (`[(job_type, micro_batch_id), ...]`, Paddle's job list) over `programs`
    (job type -> program): one `step` runs the whole list."""

    def __init__(self, jobs: list[tuple[str, int]], programs: dict[str, Program], **kw: Any) -> None:
        first = (
            next(t for t, _ in jobs if t not in OPTIMIZER_JOBS)
            if any(t not in OPTIMIZER_JOBS for t, _ in jobs)
            else jobs[0][0]
        )
        loss_name = kw.pop("loss_name", None)
        super().__init__(programs[first], **kw)
        self.jobs = jobs
        self.programs = programs
        tops = [op for p in programs.values() for op in p.body]
        self.data_ops = list({str(op.attrs.value("name")): op for op in tops if op.name == "pd_op.data"}.values())
        self.feed_ops = [op for op in self.data_ops if not is_persistable(op)]
        self.feed_names = [str(op.attrs.value("name")) for op in self.feed_ops]
        self.param_names = list(
            dict.fromkeys(str(op.attrs.value("parameter_name")) for op in tops if op.name == "builtin.parameter")
        )
        outs = {
            t: [str(op.attrs.value("output_name")) for op in p.walk() if op.name == "builtin.shadow_output"]
            for t, p in programs.items()
        }
        if loss_name is None:
            loss_name = next((n for names in outs.values() for n in names if n.startswith("loss")), None)
        self.loss_name = loss_name
        self.loss_jobs = {t for t, names in outs.items() if loss_name in names}
        self.handed = {
            kw
            for p in programs.values()
            for kw, v in p.body.kwargs.items()
            if v.arg_attrs is not None and v.arg_attrs.value("persistable", False) is False
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

    def programs_run(self) -> list[Program]:
        return list(self.programs.values())

    def load_params(self, arrays: dict[str, Any]) -> dict[str, str]:
        """`Runner.load_params` of the parameters this rank holds (a pipeline stage holds its own
        layers; the arrays may hold every stage's)."""
        if any(k.startswith("init/") for k in arrays):
            arrays = {k[len("init/") :]: v for k, v in arrays.items() if k.startswith("init/")}
        known = set(self.state) | set(self.param_names)
        mine = {k: v for k, v in arrays.items() if any(n in known for n in dygraph_aliases(k))}
        # names that map to none (structured dygraph names) are paired by order, as Runner does
        return super().load_params(mine if mine else arrays)

    def step(self, micro_feeds: list[dict[str, Any]], index: int = 1) -> StepResult:
        it = self.interp
        scopes: list[dict[str, Any]] = [{} for _ in micro_feeds]
        losses: dict[int, float] = {}
        self.live_bytes = []
        for i, (job, mb) in enumerate(self.jobs):
            prog = self.programs[job]
            if job in OPTIMIZER_JOBS:
                it.env = {}
                it.run_program(prog)
                self.live_bytes.append(_held(scopes))
                continue
            self._set_feeds(micro_feeds[mb])
            self.state.update(scopes[mb])
            it.run_program(prog)
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
        return StepResult(index, [losses[m] for m in sorted(losses)], self.snapshot())


def _held(scopes: list[dict[str, Any]]) -> int:
    """Bytes of the arrays the micro-batches' scopes hold."""
    return sum(int(getattr(a, "nbytes", 0)) for s in scopes for a in s.values())
