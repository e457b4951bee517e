"""What a rank holds between the jobs of its plan: the activation memory a schedule costs.

A job hands a value to a later job of the same micro-batch by name (a `shadow_output` in its
program, a non-persistable kwarg of the reader's): the forward's activations the backward reads,
`backward_b`'s output gradients `backward_w` reads. Such a value is live from the end of the job
that makes it to the end of the last job of its micro-batch that reads it (Paddle frees it then:
`set_skip_gc_vars`; so does pirtool's runner), and a schedule's activation memory is the most
bytes live at once. Parameters, optimizer state and accumulators (persistable) are the same for
every schedule and left out; so is what lives only inside one job. The bytes are the kwargs'
static shapes; `JobPlanRunner.live_bytes` measures the same on a run (tests compare them).

A micro-batch is in flight from its first forward to its last backward: the peak count is how
many micro-batches' activations a stage holds at worst (1F1B: pp - stage; Eager1F1B: 2 (pp -
stage) - 1; FThenB: k; ZBH1: pp, the put-off weight gradients keeping theirs).

May import the model, `paddle` and `tools`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import Program
from ..tools.stats import nbytes

#: Job types that run once per step after every micro-batch (no micro-batch's values).
OPTIMIZER_JOBS = frozenset({"optimize", "optimizer"})


def handed_names(programs: dict[str, Program]) -> set[str]:
    """Names some job reads as a non-persistable kwarg that some job stores (`shadow_output`)."""
    stored = {
        str(op.attrs.value("output_name"))
        for p in programs.values()
        for op in p.body
        if op.name == "builtin.shadow_output"
    }
    read = {
        k
        for p in programs.values()
        for k, v in p.body.kwargs.items()
        if v.arg_attrs is not None and v.arg_attrs.value("persistable", False) is False
    }
    return stored & read


@dataclass(frozen=True)
class Handoff:
    """A value `name` of micro-batch `mb` made by job `made` and last read by job `last` (indices
    into the job list), `bytes` big."""

    name: str
    mb: int
    made: int
    last: int
    bytes: int


def handoffs(jobs: list[tuple[str, int]], programs: dict[str, Program]) -> list[Handoff]:
    """Every value handed between the jobs of one step, in the order they are made. A value no
    later job of its micro-batch reads is not kept (no handoff)."""
    names = handed_names(programs)
    outputs = {
        t: [str(op.attrs.value("output_name")) for op in p.body if op.name == "builtin.shadow_output"]
        for t, p in programs.items()
    }
    reads = {t: {k: v for k, v in p.body.kwargs.items() if k in names} for t, p in programs.items()}
    last: dict[tuple[str, int], int] = {}
    for i, (t, mb) in enumerate(jobs):
        if t not in OPTIMIZER_JOBS:
            for n in reads.get(t, {}):
                last[(n, mb)] = i
    out = []
    for i, (t, mb) in enumerate(jobs):
        if t in OPTIMIZER_JOBS:
            continue
        for n in outputs.get(t, ()):
            end = last.get((n, mb), -1)
            if n in names and end > i:
                reader = next(
                    jobs[j][0] for j in range(i + 1, end + 1) if jobs[j][1] == mb and n in reads.get(jobs[j][0], {})
                )
                out.append(Handoff(n, mb, i, end, nbytes(reads[reader][n].type) or 0))
    return out


def live_after(jobs: list[tuple[str, int]], hand: list[Handoff]) -> list[int]:
    """Bytes held after each job of the list (what later jobs of a micro-batch still read)."""
    delta = [0] * (len(jobs) + 1)
    for h in hand:
        delta[h.made] += h.bytes
        delta[h.last] -= h.bytes
    out, live = [], 0
    for i in range(len(jobs)):
        live += delta[i]
        out.append(live)
    return out


def in_flight(jobs: list[tuple[str, int]]) -> list[int]:
    """Micro-batches in flight at each job: from their first forward to their last backward
    (`backward`, `backward_b`, `backward_w`, of any chunk; the jobs that only receive or send
    left out, as they hold no activations)."""
    first: dict[int, int] = {}
    final: dict[int, int] = {}
    for i, (t, mb) in enumerate(jobs):
        base = t.rstrip("0123456789")
        if base == "forward":
            first.setdefault(mb, i)
        elif base in ("backward", "backward_b", "backward_w"):
            final[mb] = i
    return [sum(1 for m in first if first[m] <= i <= final.get(m, first[m])) for i in range(len(jobs))]
