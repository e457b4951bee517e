"""Does a rewritten program AFTER train like BEFORE? (What the check-loss command reports.)

`compare(before, after)` opens both runs through the front door (`session.open_run`: AFTER
first, with its k read from it; BEFORE on the same rows, k*B per step, with its own k, 1 for a
plain program), trains them, and compares them step by step: the mean micro-batch loss of
AFTER with BEFORE's loss, and every parameter of BEFORE that AFTER has too (up to Paddle's
`.dist` suffix), within rtol/atol; a nan/inf loss or parameter counts as a difference even where
both agree. When neither program computes a loss (no `shadow_output` of one, no backward seed:
a pair `reduce` shrank), only the parameters are compared. When every parameter is where it
started on both sides after every step, nothing trained, and that is a failure too ("nothing
trained: parameters are unchanged after N steps"): agreeing numbers prove nothing then.

On a difference (AFTER one rank) both programs are run again from the start with a
`divergence.RecordingInterpreter`, step by step up to the first differing one, and
`divergence.locate` names the first op of AFTER that diverges. AFTER may be several ranks (in
threads, or the processes of an MPI launch: every rank trains AFTER, rank 0 then runs BEFORE
and compares; the others get a result with `root` False and agree on the exit code with
`agree`).

`compare` returns a `CheckLossResult` (per-step rows, the verdict, the first difference and
the divergence report, the runs' notes); formatting it is the caller's business.

May import `session`, `divergence` and the layers below them; nothing of `pirtool.cli`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..paddle.names import base_param_name
from .divergence import RecordingInterpreter, locate, record_step
from .errors import RunnerError, Text
from .feeding import Feeder
from .inputs import Note
from .session import Run, RunSpec, open_run
from .training import StepResult, nonfinite, nonfinite_kind

#: `progress(phase, done, total)`: phase "before" or "after"; called with done=0 as a phase starts
#: and after every optimizer step.
Progress = Callable[[str, int, int], None]


@dataclass
class StepRow:
    """One optimizer step: both losses, the largest parameter difference and whether all agree."""

    step: int
    loss_before: float
    loss_after: float
    d_loss: float
    max_d_param: float
    param: str  # the parameter with the largest difference
    ok: bool


@dataclass
class FirstDivergence:
    """The first op of AFTER whose values diverge from BEFORE's (`divergence.Divergence`), at `step`."""

    op: str
    line: int | None
    step: int
    what: str
    max_d: float
    text: str  # "first divergence: OP at line N (...): max |d| X (step S)"
    #: Set when the values from there on differ by random draws (`divergence.Divergence.random`).
    random: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "op": self.op,
            "line": self.line,
            "step": self.step,
            "what": self.what,
            "max_d": self.max_d,
            "text": self.text,
            "random": self.random,
        }


@dataclass
class CheckLossResult:
    rows: list[StepRow]
    params: list[str]  # the parameters compared (BEFORE's that AFTER has)
    rtol: float
    atol: float
    first: str | None = None  # the first difference ("step 2: loss differs: ..."), None if all agree
    first_step: int = 0
    first_params: list[str] = field(default_factory=list)  # parameters that differ at first_step
    divergence: FirstDivergence | None = None
    before: list[StepResult] = field(default_factory=list)
    after: list[StepResult] = field(default_factory=list)
    nothing_trained: bool = False  # every parameter unchanged on both sides (`first` says so)
    k: int = 1  # AFTER's micro-batches per step
    notes: list[Note] = field(default_factory=list)  # what the runs had to say, BEFORE's first
    root: bool = True  # False on an MPI rank other than 0: no rows, nothing to report
    searched: bool = True  # whether the first divergence was looked for (AFTER one rank)
    job: Any = None  # the job the verdict is agreed in (`agree`)

    @property
    def ok(self) -> bool:
        return self.first is None

    def agree(self, code: int) -> int:
        """The exit code every rank of AFTER's job ends with: rank 0's."""
        return int(self.job.agree(code)) if self.job is not None else code


def _has_bad(a: Any) -> bool:
    return nonfinite_kind(a) is not None


def compare_steps(
    res_b: list[StepResult], res_a: list[StepResult], params: list[str], rtol: float, atol: float
) -> CheckLossResult:
    """Compare the step results of BEFORE and AFTER (no divergence search)."""
    out = CheckLossResult([], params, rtol, atol, before=res_b, after=res_a)
    first: str | None = None
    for sb, sa in zip(res_b, res_a, strict=True):
        lb, la = sb.loss, sa.loss
        # neither program computes a loss (a reduced pair): the parameters alone decide
        loss_ok = (not sb.micro and not sa.micro) or bool(np.isclose(la, lb, rtol=rtol, atol=atol))
        worst, worst_name, bad_name = 0.0, "", None
        for p in params:
            pb, pa = sb.params[p], sa.params[p]
            with np.errstate(invalid="ignore"):
                d = float(np.max(np.abs(pa.astype("float64") - pb.astype("float64")))) if pb.size else 0.0
            if d >= worst:
                worst, worst_name = d, p
            if bad_name is None and not np.allclose(pa, pb, rtol=rtol, atol=atol):
                bad_name = p
        bad_b, bad_a = nonfinite(sb), nonfinite(sa)
        if bad_b or bad_a:  # nan/inf counts as a difference even where both agree (inf == inf)
            loss_ok = loss_ok and not (bad_b or "").startswith("loss") and not (bad_a or "").startswith("loss")
            bad_name = bad_name or next((p for p in params if _has_bad(sb.params[p]) or _has_bad(sa.params[p])), None)
            if loss_ok and bad_name is None:
                loss_ok = False
        if first is None and not (loss_ok and bad_name is None):
            out.first_step = sb.step
            out.first_params = [p for p in params if not np.allclose(sa.params[p], sb.params[p], rtol=rtol, atol=atol)]
        if first is None and (bad_b or bad_a):
            first = f"step {sb.step}: " + "; ".join(
                f"{m} in {w}" for m, w in ((bad_b, "BEFORE"), (bad_a, "AFTER")) if m
            )
        if first is None:
            if not loss_ok:
                first = f"step {sb.step}: loss differs: before {lb:.8g}, after {la:.8g} (|d| {abs(la - lb):.3g})"
            elif bad_name is not None:
                d = float(np.max(np.abs(sa.params[bad_name] - sb.params[bad_name])))
                first = f"step {sb.step}: parameter {bad_name} differs: max |d| {d:.3g}"
        out.rows.append(StepRow(sb.step, lb, la, abs(la - lb), worst, worst_name, loss_ok and bad_name is None))
    out.first = first
    return out


def first_divergence(
    before: RunSpec, after: RunSpec, k: int, step: int, params: list[str], rtol: float, atol: float
) -> FirstDivergence | None:
    """Re-run steps 1..`step` of both runs recording every op; the first op of AFTER that
    diverges (at an earlier step if optimizer state diverges before a parameter leaves the
    tolerance), or None."""
    rb = open_run(before.replace(interpreter=RecordingInterpreter))
    ra = open_run(after.replace(interpreter=RecordingInterpreter))
    b, a = rb.runners[0], ra.runners[0]
    names = [p for p in b.param_names if p in a.state]
    for t in range(1, step + 1):
        rec_b = record_step(b, rb.feeders[0].micro_batches(t - 1, rb.k), t)
        rec_a = record_step(a, ra.feeders[0].micro_batches(t - 1, ra.k), t)
        d = locate(rec_b, rec_a, k, params if t == step else names, rtol=rtol, atol=atol)
        if d is not None:
            return FirstDivergence(d.op.name, d.op.line, t, d.what, d.max_d, f"{d.line()} (step {t})", d.random)
    return None


def _matched_names(before: list[str], after: list[str]) -> dict[str, str]:
    """BEFORE's parameter -> AFTER's name for it: the same name, else the same up to `.dist`."""
    have = set(after)
    by_base = {base_param_name(n): n for n in after}
    out = {}
    for p in before:
        if p in have:
            out[p] = p
        elif base_param_name(p) in by_base:
            out[p] = by_base[base_param_name(p)]
    return out


def _unchanged(start: dict[str, Any], steps: list[StepResult], names: list[str]) -> bool:
    """Whether every parameter `names` is still its `start` value after every step."""
    return all(
        p in start and p in s.params and np.array_equal(np.asarray(s.params[p]), np.asarray(start[p]))
        for s in steps
        for p in names
    )


def _open_before(before: RunSpec, after: RunSpec, ra: Run) -> Run:
    """BEFORE opened on AFTER's rows: k*B rows per step, as many steps, its batch statistics
    taken per B rows as AFTER's micro-batches take them (`RunSpec.stat_rows`); the feeds given, else
    AFTER's random data when BEFORE reads data ops of the same names, else its own. Its `spec`
    is what opens the same run again (for the divergence search)."""
    spec = before.replace(step_rows=ra.k * ra.rows, stat_rows=ra.rows, steps=ra.n_steps, launcher="threads")
    given = list(before.feeds) or list(after.feeds)
    rb = open_run(spec.replace(feeds=given) if given else spec)
    if not given and ra.feeders:
        theirs = ra.feeders[0].arrays
        fd = rb.feeders[0]
        if fd.arrays and set(fd.arrays) == set(theirs):  # the same data ops: the same random rows
            rb.feeders[0] = Feeder(dict(theirs), fd.rows, fd.parts)
            rb.notes = [n for n in rb.notes if not str(n.text).startswith(("no ", "random data"))]
            spec = spec.replace(feeds=[dict(theirs)], random_feeds=False)
    elif given:
        spec = spec.replace(feeds=given)
    if rb.has_loss != ra.has_loss:  # one loss and not the other: said before BEFORE runs
        missing = (rb if not rb.has_loss else ra).runners[0]
        err, _ = missing.loss_missing()
        assert err is not None
        raise err.located(missing.filename)
    rb.spec = spec
    return rb


def compare(
    before: RunSpec,
    after: RunSpec,
    *,
    rtol: float = 1e-5,
    atol: float = 1e-6,
    progress: Progress | None = None,
    divergence: bool = True,
) -> CheckLossResult:
    """Train BEFORE and AFTER on the same rows and compare them (see the module docstring)."""

    def phase(name: str, total: int) -> Any:
        if progress is None:
            return None
        progress(name, 0, total)
        return lambda done, total: progress(name, done, total)

    if len(after.programs) > 1 and not after.feeds:
        raise RunnerError(Text("several AFTER ranks: give {feed_opt} (each rank reads its part of the same rows)"))
    after, before = after.replace(need_loss=False), before.replace(need_loss=False)
    ra = open_run(after)

    # MPI ranks wait for rank 0: it trains BEFORE alone after AFTER, not before
    rb = None if ra.spread else _open_before(before, after, ra)
    start_a = ra.params()
    shards = ra.shards()
    steps_a = [st.merged(shards) for st in ra.steps(phase("after", ra.n_steps), params=True)]
    notes_a = ra.notes + ra.runner_notes()
    if not ra.root:
        return CheckLossResult([], [], rtol, atol, root=False, job=ra.job, notes=notes_a)
    rb = rb or _open_before(before, after, ra)
    before = rb.spec
    start_b = rb.params() or {}
    steps_b = [st.merged() for st in rb.steps(phase("before", rb.n_steps), params=True)]
    loss_note = [] if ra.has_loss else [Note("", "neither program has a loss: comparing the parameters only")]
    names = _matched_names(rb.runners[0].param_names, list(start_a or {}))
    params = [p for p in rb.runners[0].param_names if p in names]
    if any(names[p] != p for p in params):  # compare under BEFORE's names
        steps_a = [
            StepResult(s.step, s.micro, {p: s.params[names[p]] for p in params if names[p] in s.params})
            for s in steps_a
        ]
        start_a = {p: (start_a or {})[names[p]] for p in params}
    n = min(len(steps_a), len(steps_b))  # a side that stopped at a non-finite value stops both
    out = compare_steps(steps_b[:n], steps_a[:n], params, rtol, atol)
    said = {(n.where, str(n.text), n.kind): n for n in loss_note + rb.notes + rb.runner_notes() + notes_a}
    out.k, out.job, out.notes = ra.k, ra.job, list(said.values())  # each once
    out.searched = len(after.programs) == 1 and rb.k == 1
    if (
        out.first is None
        and params
        and _unchanged(start_b, steps_b, params)
        and _unchanged(start_a or {}, steps_a, params)
    ):
        out.first = f"nothing trained: parameters are unchanged after {n} step{'' if n == 1 else 's'}"
        out.nothing_trained = True
    elif out.first is not None and divergence and out.searched:
        out.divergence = first_divergence(before, after, ra.k, out.first_step, out.first_params, rtol, atol)
    return out
