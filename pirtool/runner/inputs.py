"""What a run reads, and what its inputs state about themselves before anything runs.

A rank's input is a program file, a plan directory (`text.plandir`), or Paddle's three
gradient-merge sub-programs (`run F --plan B O`); `read_rank` reads it into a `RankInput`.
Parameter and feed files are npz archives (`load_npz`).

What the input states is read from it, and a flag that disagrees is an error
(`resolve_k`): k — micro-batches per optimizer step — is the plan's micro-batch count
(`jobs.json`) and the merged program's averaging factor 1/k (`paddle.accumulators`); the two
must agree, every rank must agree, and a given k must agree with them. A program that states
no k runs with k = 1, or the given k, with a note when it has no gradient merge at all (its
micro-steps do not accumulate). A merged program that does not average states only that it
accumulates: it needs k given. A plan that runs several micro-batches without accumulators
is the program before gradient merge, planned: a warning says so. VPP job lists that pair
their p2p messages wrongly (Paddle 3.3.1's, and so pirtool plan's, with two stages and an odd
k: `paddle.pairing`) are refused (`pairing_error`, located at the receiving job in its
jobs.json, naming the message and both jobs): such a run's numbers are not the model's (the
third micro-batch of samples/pp/pp2_vpp2_mlp_momentum_k3_clip trains on another message), and
a plausible wrong loss with exit 0 is what a run must never print.

May import `training`, `jobplan`, `errors` and the layers below them, `pirtool.paddle` and
`pirtool.text`.
"""

from __future__ import annotations

import os
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..caches import register
from ..errors import PirError
from ..ir import Program
from ..paddle.accumulators import MergeFacts, merge_facts
from ..paddle.pairing import VPP_MISPAIRED, chunks_of, is_vpp_job_list, mispairing
from ..text.parser import parse_file
from ..text.plandir import JOBS_FILE, Plan, is_plan_dir, job_error, read_plan
from .errors import RunnerError, Text

#: `reader(path) -> Program`: how a run reads a program file (the CLI's also picks one out of a log).
Reader = Callable[[str], Program]


@dataclass
class Note:
    """Something a run tells its user: `where` (a file or directory, or ""), `text` (may be a
    `Text`, reworded by a front end), `kind` "note" or "warning"."""

    where: str
    text: str
    kind: str = "note"


def read_program(path: str | Path, reader: Reader | None = None) -> Program:
    """A program file, by `reader` (default `text.parser.parse_file`); PirError if unreadable."""
    try:
        return (reader or parse_file)(str(path))
    except OSError as e:
        raise PirError(f"cannot read: {e.strerror}", filename=str(path)) from None


#: npz files up to this size are kept after reading, read-only, for the next run of the same
#: process (check-loss reads one file as both sides' parameters and feed; reduce and the library
#: open runs one after another): an archive is re-read only when its stat changes.
NPZ_CACHE_BYTES = 64 << 20
NPZ_CACHE_FILES = 4
_npz_cache: dict[tuple[str, int, int, int], dict[str, Any]] = register(
    __name__, "_npz_cache", "npz archives read (read-only arrays by key)", {}, bound=NPZ_CACHE_FILES
)


def load_npz(path: str | Path, term: str) -> dict[str, Any]:
    """The arrays of an npz file by key (`term` names it in errors: `params_opt`, `feed_opt`),
    read-only: a run copies what it changes."""
    import numpy as np

    try:
        st = os.stat(path)
        key = (os.path.realpath(path), st.st_ino, st.st_size, st.st_mtime_ns)
        if key in _npz_cache:
            return dict(_npz_cache[key])
        z = np.load(path, allow_pickle=False)
        if not hasattr(z, "files"):
            raise ValueError("a single .npy array, not an .npz archive")
        with z:
            arrays = {k: z[k] for k in z.files}
    except (OSError, ValueError, EOFError, zipfile.BadZipFile) as e:
        raise RunnerError(Text("{" + term + "}: cannot read as .npz ({why})", why=str(e)), filename=str(path)) from None
    for a in arrays.values():
        a.flags.writeable = False
    if st.st_size <= NPZ_CACHE_BYTES:
        if len(_npz_cache) >= NPZ_CACHE_FILES:
            _npz_cache.pop(next(iter(_npz_cache)))
        _npz_cache[key] = arrays
    return dict(arrays)


@dataclass
class RankInput:
    """One rank's programs as read: a `program`, or a `plan` (a plan directory, or the three
    gradient-merge sub-programs of `triple`, whose job list waits for k); `name` as given."""

    name: str
    program: Program | None = None
    plan: Plan | None = None
    triple: tuple[Program, Program, Program] | None = None
    triple_files: list[str] = field(default_factory=list)
    facts: MergeFacts = field(default_factory=MergeFacts)

    @property
    def programs(self) -> list[Program]:
        if self.plan is not None:
            return list(self.plan.programs.values())
        if self.triple is not None:
            return list(self.triple)
        return [self.program] if self.program is not None else []


def read_rank(
    source: str | Path | Program | Plan,
    plan: tuple[str | Path | Program, str | Path | Program] | None = None,
    reader: Reader | None = None,
    name: str | None = None,
) -> RankInput:
    """A rank's input: a plan directory (`jobs.json` ...), a program file, a parsed `Program` or
    `Plan`; with `plan` (BACKWARD, OPTIMIZE) the source is Paddle's forward sub-program."""

    def prog(x: str | Path | Program) -> Program:
        return x if isinstance(x, Program) else read_program(x, reader)

    label = name or (str(source) if isinstance(source, str | Path) else "<program>")
    if isinstance(source, Plan):
        out = RankInput(source.directory or label, plan=source)
    elif isinstance(source, str | Path) and os.path.isdir(source):
        if plan is not None:
            raise RunnerError(
                f"{source} is a plan directory: it names its own job programs, so BACKWARD OPTIMIZE sub-programs "
                "do not go with it"
            )
        if not is_plan_dir(source):
            raise PirError(
                "a directory, but not a plan directory: no jobs.json (a plan directory holds jobs.json and a "
                "<job_type>.pir per job type, as a plan writes it)",
                filename=str(source),
            )
        out = RankInput(label, plan=read_plan(source))
    elif plan is not None:
        files = [str(x) if not isinstance(x, Program) else "<program>" for x in (source, *plan)]
        out = RankInput(label, triple=(prog(source), prog(plan[0]), prog(plan[1])), triple_files=files)
    else:
        out = RankInput(label, program=prog(source))
    out.facts = merge_facts(out.programs)
    return out


@dataclass
class KClaim:
    """What one rank's input says about k: `k` (None: it does not say), `why` (the words that
    say it), whether it accumulates (`merged`) and whether it is a job plan of its own."""

    rank: str
    k: int | None
    why: str
    merged: bool
    averaged: bool
    at: tuple[str | None, int | None, int | None, str | None] | None = None  # file, line, col, source line

    def error(self, reason: str | Text) -> RunnerError:
        """A RunnerError at the place that states this claim (when there is one)."""
        e = RunnerError(reason)
        if self.at is not None:
            e.filename, e.line, e.col, e.source_line = self.at
            e.final = True
        return e


def claim_k(inp: RankInput, notes: list[Note]) -> KClaim:
    """What `inp` states about k; PirError where its statements disagree (a plan's job list and
    its averaging), a warning (in `notes`) for a plan that does not accumulate."""
    f = inp.facts
    plan = inp.plan
    if plan is not None and plan.directory is not None:
        k = plan.micro_batches
        if f.k is not None and f.k != k and f.where is not None:
            raise f.where.error(
                f"the averaging scales the accumulators by 1/{f.k}, but {plan.jobs_file} runs {_micro(k)} per step: "
                f"a plan of a program merged with k = {f.k}, listed for k = {k}"
            )
        if k > 1 and not f.merged and any(True for p in plan.programs.values() for _ in p.body):
            notes.append(
                Note(
                    inp.name,
                    f"the plan runs {k} micro-batches per step but has no @GRAD@MERGE accumulators, so its optimizer "
                    "sees the last micro-batch's gradients only: this looks like the program before gradient merge "
                    "(merge it first, then plan the merged program)",
                    "warning",
                )
            )
        return KClaim(inp.name, k, f"its jobs.json runs {_micro(k)} per step", f.merged, f.averaged)
    if f.k is not None:
        return KClaim(inp.name, f.k, f.describe(), True, True, _place(f.where))
    if f.factors:  # averaging factors that are not 1/k for one k
        ops = sorted(f.factors.items(), key=lambda x: x[1].line or 0)
        why = (
            "its averaging factors " + ", ".join(f"{v:g} (line {op.line})" for v, op in ops) + " are not 1/k for one k"
        )
        notes.append(Note(inp.name, why, "warning"))
        return KClaim(inp.name, None, why, True, True, _place(ops[0][1]))
    return KClaim(inp.name, None, "", f.merged, f.averaged)


def _place(op: Any) -> tuple[str | None, int | None, int | None, str | None] | None:
    if op is None or not op.line:
        return None
    e = op.error("")
    return (e.filename, e.line, e.col, e.source_line)


def _micro(k: int) -> str:
    return f"{k} micro-batch" + ("" if k == 1 else "es")


def resolve_k(claims: list[KClaim], given: int | None, notes: list[Note], what: str = "-k") -> int:
    """The k a run uses: what the inputs state (all the same), which a `given` k must equal;
    else `given`, else 1 (a merged program that does not average needs it given). PirError
    naming both values where two disagree; a note for a given k on a program without merge."""
    if given is not None and given < 1:
        raise RunnerError(Text("{k_opt} must be at least 1, not {k}", k=given))
    stated = [c for c in claims if c.k is not None]
    if stated:
        first = stated[0]
        for c in stated[1:]:
            if c.k != first.k:
                raise RunnerError(
                    f"the ranks disagree on k: {first.rank}: {first.why} (k = {first.k}); {c.rank}: {c.why} (k = {c.k})"
                )
        if given is not None and given != first.k:
            raise first.error(
                Text(
                    "{k_opt} {given} disagrees with the input: {rank}: {why} (k = {k})",
                    given=given,
                    rank=first.rank,
                    why=first.why,
                    k=first.k,
                )
            )
        return int(first.k)  # type: ignore[arg-type]
    odd = [c for c in claims if c.merged and c.averaged]  # factors that are not 1/k for one k
    if odd and given is None:
        raise odd[0].error(Text("{rank}: {why}: {give_k}", rank=odd[0].rank, why=odd[0].why))
    unaveraged = [c for c in claims if c.merged and not c.averaged]
    if unaveraged and given is None:
        raise RunnerError(
            Text(
                "{rank} accumulates gradients (@GRAD@MERGE accumulators) without averaging them, so it does not "
                "say over how many micro-batches: {give_k}",
                rank=unaveraged[0].rank,
            )
        )
    if given is not None and given > 1 and not any(c.merged for c in claims):
        names = ", ".join(c.rank for c in claims[:3]) + (" ..." if len(claims) > 3 else "")
        notes.append(
            Note(
                names,
                Text(
                    "no gradient merge here (no @GRAD@MERGE accumulators): the {given} micro-steps of {k_opt} {given} "
                    "are plain forward/backward passes, and each optimizer step uses the last one's gradients only",
                    given=given,
                ),
            )
        )
    return given or 1


#: What `pairing_error` needs of a rank: its job list (None: not a plan), whether it
#: computes the loss, its input's name.
RankJobs = tuple[list[tuple[str, int]] | None, bool, str]


def pairing_error(ranks: list[RankJobs], k: int) -> PirError | None:
    """The error for ranks whose plans are VPP job lists that pair their p2p messages wrongly
    (`paddle.pairing.mispairing`): located at the job of the first stage's rank that receives
    the wrong message, in its jobs.json, naming the message and both jobs. The stages are the
    runs of equal job lists (data-parallel ranks of a stage run the same list); chunks placed
    V-shaped (the loss on stage 0) are not modelled, and are not refused."""
    if len(ranks) < 2 or any(j is None or not is_vpp_job_list(j) for j, _, _ in ranks):
        return None
    stages: list[list[int]] = []
    for i, (jobs, _, _) in enumerate(ranks):
        if stages and ranks[stages[-1][0]][0] == jobs:
            stages[-1].append(i)
        else:
            stages.append([i])
    if len(stages) < 2 or len({len(g) for g in stages}) != 1 or any(ranks[i][1] for i in stages[0]):
        return None
    lists = [list(ranks[g[0]][0] or []) for g in stages]
    found = mispairing(lists, chunks_of(lists[0]))
    if found is None:
        return None
    why, stage, job = found
    reason = (
        f"{VPP_MISPAIRED} (k {k}, {len(stages)} stages): {why}; the losses and parameters from that message on "
        "would not be the model's, so this plan is not run (plan it with an even k, or more than two stages)"
    )
    name = ranks[stages[stage][0]][2]
    return (
        job_error(os.path.join(name, JOBS_FILE), job, reason) if is_plan_dir(name) else PirError(reason, filename=name)
    )
