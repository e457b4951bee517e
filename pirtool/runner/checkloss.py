"""Does a rewritten program AFTER train like BEFORE? (What the check-loss command reports.)

BEFORE runs one step on k*b rows per optimizer step; AFTER runs k micro-steps of b rows, then
its optimizer once. After every step the mean micro-batch loss of AFTER is compared with
BEFORE's loss, and every parameter of BEFORE that AFTER has too, within rtol/atol; a nan/inf
loss or parameter counts as a difference even where both agree. When neither program computes
a loss (no `shadow_output` of one, no backward seed: a pair `reduce` shrank), only the
parameters are compared. On a difference both programs
are run again from the start with a `divergence.RecordingInterpreter`, step by step up to the
first differing one, and `divergence.locate` names the first op of AFTER that diverges.

`check_loss` returns a `CheckLossResult` (per-step rows, the verdict, the first difference and
the divergence report); formatting it is the caller's business.

May import `schedule`, `divergence` and the layers below them; nothing of `pirtool.cli`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .divergence import RecordingInterpreter, locate, record_step
from .interpreter import Interpreter
from .schedule import Runner, StepResult, nonfinite, nonfinite_kind

#: `progress(phase, done, total)`: phase "before" or "after"; called with done=0 as a phase starts
#: and after every optimizer step.
Progress = Callable[[str, int, int], None]
#: `make_runners(interpreter_cls) -> (before, after)`: fresh runners (startup run, parameters
#: loaded) whose interpreters are of `interpreter_cls`; used to re-run with recording.
MakeRunners = Callable[[type[Interpreter]], tuple[Runner, Runner]]


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

    def as_dict(self) -> dict[str, Any]:
        return {
            "op": self.op,
            "line": self.line,
            "step": self.step,
            "what": self.what,
            "max_d": self.max_d,
            "text": self.text,
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

    @property
    def ok(self) -> bool:
        return self.first is None


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
    make_runners: MakeRunners,
    feeds_before: dict[str, Any],
    feeds_after: dict[str, Any],
    k: int,
    b: int,
    step: int,
    params: list[str],
    rtol: float,
    atol: float,
) -> FirstDivergence | None:
    """Re-run steps 1..`step` of both programs recording every op; the first op of AFTER that
    diverges (at an earlier step if optimizer state diverges before a parameter leaves the
    tolerance), or None."""
    rb, ra = make_runners(RecordingInterpreter)
    names = [p for p in rb.param_names if p in ra.state]
    for t in range(1, step + 1):
        rec_b = record_step(rb, feeds_before, 1, k * b, t)
        rec_a = record_step(ra, feeds_after, k, b, t)
        d = locate(rec_b, rec_a, k, params if t == step else names, rtol=rtol, atol=atol)
        if d is not None:
            return FirstDivergence(d.op.name, d.op.line, t, d.what, d.max_d, f"{d.line()} (step {t})")
    return None


def _base_name(name: str) -> str:
    """A parameter's name without the `.dist` Paddle's auto-parallel gives distributed copies."""
    return name.removesuffix(".dist")


def _matched_names(before: list[str], after_state: dict[str, Any]) -> dict[str, str]:
    """BEFORE's parameter -> AFTER's name for it: the same name, else the same up to `.dist`."""
    by_base = {_base_name(n): n for n in after_state}
    out = {}
    for p in before:
        if p in after_state:
            out[p] = p
        elif _base_name(p) in by_base:
            out[p] = by_base[_base_name(p)]
    return out


def check_loss(
    before: Runner,
    after: Any,
    feeds_before: dict[str, Any],
    feeds_after: Any,
    k: int,
    b: int,
    steps: int,
    *,
    rtol: float = 1e-5,
    atol: float = 1e-6,
    make_runners: MakeRunners | None = None,
    progress: Progress | None = None,
    after_first: bool = False,
) -> CheckLossResult:
    """Train BEFORE (`steps` steps of k*b rows) and AFTER (k micro-steps of b rows per step) and
    compare them step by step; on a difference, find the first divergent op with fresh runners
    from `make_runners` (skipped without it). AFTER is a `Runner` with its feeds, or several
    ranks as a `multi.RankGroup` with one feed dict per rank (or an `mpiranks.MpiRankGroup`
    with this rank's feeds). `after_first` trains AFTER before BEFORE (MPI ranks that wait for
    rank 0 should not wait while it trains BEFORE alone)."""

    def phase(name: str) -> Any:
        if progress is None:
            return None
        progress(name, 0, steps)
        return lambda done, total: progress(name, done, total)

    if after_first:
        res_a = after.train(feeds_after, k, b, steps, progress=phase("after"))
        res_b = before.train(feeds_before, 1, k * b, steps, progress=phase("before"))
    else:
        res_b = before.train(feeds_before, 1, k * b, steps, progress=phase("before"))
        res_a = after.train(feeds_after, k, b, steps, progress=phase("after"))
    names = _matched_names(before.param_names, after.state)
    params = [p for p in before.param_names if p in names]
    if any(names[p] != p for p in params):  # compare under BEFORE's names
        res_a = [
            StepResult(s.step, s.micro, {p: s.params[names[p]] for p in params if names[p] in s.params}) for s in res_a
        ]
    out = compare_steps(res_b, res_a, params, rtol, atol)
    if out.first is not None and make_runners is not None:
        out.divergence = first_divergence(
            make_runners, feeds_before, feeds_after, k, b, out.first_step, out.first_params, rtol, atol
        )
    return out
