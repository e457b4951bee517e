"""The on-disk job plan: a directory with `jobs.json` and one program per job type.

A plan directory is a text form of IR, like a dump or a log: `pirtool plan` writes one
(`write_plan`), the runner reads one, and every command that reads programs can read one
(`read_plan`, `job_files`). It holds

* `jobs.json`: Paddle's job list, `[[job_type, micro_batch_id], ...]` in execution order
  (`_job_plan.job_list()`);
* `<job_type>.pir` (pirtool's name) or `job_<job_type>.pir` (how samples/pp stores Paddle's own
  job programs) for every job type the list names;
* optionally `dist.pir`, the rank's dist program the job programs were made from (the
  placements of sharded state and of the data a data-parallel rank reads).

What the list itself states is checked here, each problem a located error in `jobs.json`
(`DIR/jobs.json:1:14: error: ...`): it is a non-empty list of pairs, a job type is a name (it
becomes a file name), a micro-batch id is a non-negative integer (not `0.5`, `true` or
`Infinity`), no job is listed twice, and every job type that runs per micro-batch runs once for
each of the same ids 0 .. k-1 (k, the plan's micro-batch count: `Plan.micro_batches`; a
micro-batch whose backward runs whole, `backward`, runs no `backward_b` / `backward_w`, and one
whose backward runs split no `backward`, as in ZBH1's job list); job types that run once per step (`OPTIMIZER_JOB_TYPES`) run once. Errors in a job program name
its file (`DIR/backward.pir:15:3: error: ...`).

May import the model, `paddle` and the rest of `text`.
"""

from __future__ import annotations

import itertools
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import PirError, location_of
from ..ir import Program
from ..outputs import NotOurs, replace_directory
from .parser import parse_file
from .printer import print_program

__all__ = [
    "JOBS_FILE",
    "OPTIMIZER_JOB_TYPES",
    "Plan",
    "is_plan_dir",
    "job_error",
    "job_files",
    "read_jobs",
    "read_plan",
    "write_plan",
]

#: The job list's file in a plan directory.
JOBS_FILE = "jobs.json"
#: Job types that run once per optimizer step, after every micro-batch: gradient merge's split
#: calls it `optimize`, the pipeline schedulers `optimizer`.
OPTIMIZER_JOB_TYPES = frozenset({"optimize", "optimizer"})
#: What a job type may be: it names a file of the directory.
_JOB_TYPE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


@dataclass
class Plan:
    """A rank's job list and the program of each job type; `dist` the rank's dist program the
    job programs were made from, when the plan directory has it (`dist.pir`, as Paddle's job
    directories in samples/pp do): the placements of sharded state (`Runner.hold_shards`).
    `files` names each job type's file and `directory` the plan's, for a plan read from disk."""

    jobs: list[tuple[str, int]]
    programs: dict[str, Program] = field(default_factory=dict)
    dist: Program | None = None
    files: dict[str, str] = field(default_factory=dict)
    directory: str | None = None
    #: What the user should know of a plan that is Paddle's but will not compute what it means to.
    warnings: list[str] = field(default_factory=list)

    @property
    def micro_batches(self) -> int:
        """k: how many micro-batches a step of this plan runs (the distinct micro-batch ids of
        the jobs that run per micro-batch; 1 for a plan of optimizer jobs only)."""
        ids = {m for t, m in self.jobs if t not in OPTIMIZER_JOB_TYPES}
        return len(ids) or 1

    @property
    def jobs_file(self) -> str | None:
        return os.path.join(self.directory, JOBS_FILE) if self.directory is not None else None

    def summary(self) -> dict[str, object]:
        """Jobs, ops per job type, and the values handed between jobs (kwargs each job reads)."""
        return {
            "jobs": [list(j) for j in self.jobs],
            "ops": {t: sum(1 for _ in p.walk()) for t, p in self.programs.items()},
            "reads": {t: list(p.body.kwargs) for t, p in self.programs.items()},
        }


def is_plan_dir(path: str | Path) -> bool:
    """Whether `path` is a directory holding a job list (`jobs.json`)."""
    return os.path.isdir(path) and os.path.isfile(os.path.join(path, JOBS_FILE))


def _not_a_plan(directory: str) -> PirError:
    return PirError(
        f"not a plan directory (no {JOBS_FILE}): a plan directory holds {JOBS_FILE} and a <job_type>.pir "
        "per job type (what a plan writes)",
        filename=directory,
    )


class _Jobs:
    """A strict reader of `jobs.json` that keeps where each item stands (for located errors)."""

    def __init__(self, text: str, path: str) -> None:
        self.text = text
        self.path = path
        self.decoder = json.JSONDecoder(parse_constant=self._constant)
        self.pos = 0

    def error(self, reason: str, pos: int) -> PirError:
        line, col, src = location_of(self.text, min(max(pos, 0), len(self.text)))
        e = PirError(reason, filename=self.path, line=line, col=col, source_line=src)
        e.final = True
        return e

    def _constant(self, name: str) -> float:
        raise ValueError(f"{name} is not a number JSON allows")

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] in " \t\r\n":
            self.pos += 1

    def value(self) -> tuple[object, int]:
        self.skip()
        at = self.pos
        try:
            v, self.pos = self.decoder.raw_decode(self.text, self.pos)
        except json.JSONDecodeError as e:
            raise self.error(f"not JSON: {e.msg}", e.pos) from None
        except ValueError as e:  # NaN / Infinity
            raise self.error(f"not a job list: {e}", at) from None
        return v, at

    def expect(self, ch: str, what: str) -> None:
        self.skip()
        if self.text[self.pos : self.pos + 1] != ch:
            found = repr(self.text[self.pos]) if self.pos < len(self.text) else "the end of the file"
            raise self.error(f"expected {what}, found {found}", self.pos)
        self.pos += 1

    def items(self, what: str) -> list[tuple[object, int]]:
        """The items of a JSON array at `pos` (each with its offset)."""
        self.expect("[", what)
        out: list[tuple[object, int]] = []
        self.skip()
        if self.text[self.pos : self.pos + 1] == "]":
            self.pos += 1
            return out
        while True:
            self.skip()
            if self.text[self.pos : self.pos + 1] == "[" and what == "a job list [[job_type, micro_batch_id], ...]":
                at = self.pos
                out.append((self.items("a job [job_type, micro_batch_id]"), at))
            else:
                out.append(self.value())
            self.skip()
            if self.text[self.pos : self.pos + 1] == ",":
                self.pos += 1
                continue
            self.expect("]", "',' or ']'")
            return out


def read_jobs(path: str) -> list[tuple[str, int]]:
    """The job list of a `jobs.json` file, checked (see the module docstring); PirError located
    in the file for anything that cannot be Paddle's job list."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise PirError(f"cannot read: {e.strerror}", filename=path) from None
    text = data.decode("utf-8", "replace")
    r = _Jobs(text, path)
    r.skip()
    if r.pos == len(text):
        raise r.error("empty: expected a job list [[job_type, micro_batch_id], ...]", 0)
    if text[r.pos] != "[":
        v, at = r.value()
        raise r.error(f"not a job list: expected [[job_type, micro_batch_id], ...], found a {_kind(v)}", at)
    items = r.items("a job list [[job_type, micro_batch_id], ...]")
    r.skip()
    if r.pos != len(text):
        raise r.error("text after the job list", r.pos)
    if not items:
        raise r.error("the job list is empty: a plan runs at least one job", 0)
    jobs: list[tuple[str, int]] = []
    where: dict[tuple[str, int], int] = {}
    for item, at in items:
        if not isinstance(item, list):
            raise r.error(f"a job is [job_type, micro_batch_id], not a {_kind(item)}", at)
        if len(item) != 2:
            raise r.error(f"a job is [job_type, micro_batch_id]: this one has {len(item)} item(s)", at)
        (t, t_at), (m, m_at) = item
        if not isinstance(t, str):
            raise r.error(f"a job type is a string, not a {_kind(t)}", t_at)
        if not _JOB_TYPE.match(t):
            raise r.error(f"job type {t!r} is not a name (letters, digits, '_'; it names the file {t}.pir)", t_at)
        if isinstance(m, bool) or not isinstance(m, int):
            raise r.error(f"a micro-batch id is an integer, not {json.dumps(m)}", m_at)
        if m < 0:
            raise r.error(f"a micro-batch id is 0 or more, not {m}", m_at)
        if m > _MAX_MICRO_BATCH:
            raise r.error(f"micro-batch id {_short(m)} is beyond any plan (at most {_MAX_MICRO_BATCH})", m_at)
        if (t, m) in where:
            first = location_of(text, where[(t, m)])[0]
            raise r.error(f"job [{t!r}, {m}] is listed twice (first at line {first})", at)
        where[(t, m)] = at
        jobs.append((t, m))
    _check_micro_batches(jobs, where, r)
    return jobs


#: The largest micro-batch id a plan may list (a plan runs its micro-batches one by one).
_MAX_MICRO_BATCH = 1 << 20


def _short(n: int) -> str:
    s = str(n)
    return s if len(s) <= 20 else f"{s[:8]}...({len(s)} digits)"


def _kind(v: object) -> str:
    return {dict: "JSON object", list: "list", str: "string", bool: "boolean", type(None): "null"}.get(
        type(v), "number"
    )


def _check_micro_batches(jobs: list[tuple[str, int]], where: dict[tuple[str, int], int], r: _Jobs) -> None:
    """Every per-micro-batch job type runs for the same ids 0 .. k-1; optimizer jobs run once."""
    per_type: dict[str, list[int]] = {}
    for t, m in jobs:
        per_type.setdefault(t, []).append(m)
    once = {t: ids for t, ids in per_type.items() if t in OPTIMIZER_JOB_TYPES}
    for t, ids in once.items():
        if len(ids) > 1:
            raise r.error(f"job type {t!r} runs once per step: listed {len(ids)} times", where[(t, ids[1])])
    per_mb = {t: ids for t, ids in per_type.items() if t not in OPTIMIZER_JOB_TYPES}
    if not per_mb:
        return
    k = len({m for ids in per_mb.values() for m in ids})
    want = set(range(k))
    for t, ids in per_mb.items():
        extra = sorted(set(ids) - want)
        if extra:
            raise r.error(
                f"micro-batch id {extra[0]} of {t!r}: the plan's micro-batch ids are 0 .. k-1, and only "
                f"{k} distinct ids are listed",
                where[(t, extra[0])],
            )
    ran = {t: set(ids) for t, ids in per_mb.items()}
    for t, ids in per_mb.items():
        missing = sorted(m for m in want - ran[t] if not _backward_elsewhere(t, m, ran))
        if missing:
            raise r.error(
                f"job type {t!r} does not run micro-batch {missing[0]} (the plan runs {k} micro-batches: "
                f"every job type but the optimizer's runs each once)",
                where[(t, ids[0])],
            )


def _backward_elsewhere(t: str, m: int, ran: dict[str, set[int]]) -> bool:
    """Whether micro-batch `m` runs the backward `t` is a part of in the other form a
    zero-bubble job list uses (ZBH1 runs some micro-batches' backward whole, `backward<c>`, and
    the others' split, `backward_b<c>` then `backward_w<c>`)."""
    base = t.rstrip("0123456789")
    chunk = t[len(base) :]
    whole, b, w = (m in ran.get(f"{x}{chunk}", ()) for x in ("backward", "backward_b", "backward_w"))
    return (base == "backward" and b and w) or (base in ("backward_b", "backward_w") and whole)


def job_error(jobs_path: str, job: tuple[str, int], reason: str) -> PirError:
    """A PirError about `job` of the job list `jobs_path`, located at its entry there (at the
    file alone when the file cannot be read or does not list it as written by JSON)."""
    try:
        text = Path(jobs_path).read_text(errors="replace")
        r = _Jobs(text, jobs_path)
        for item, at in r.items("a job list [[job_type, micro_batch_id], ...]"):
            if isinstance(item, list) and [v for v, _ in item] == list(job):
                return r.error(reason, at)
    except (OSError, PirError):
        pass
    return PirError(reason, filename=jobs_path)


def job_files(directory: str) -> tuple[list[tuple[str, int]], dict[str, str]]:
    """The job list of plan directory `directory` and the file of each job type it names
    (`<t>.pir`, else `job_<t>.pir`), in the order of first appearance; PirError for a missing
    one (located at the job type in `jobs.json`)."""
    if not os.path.isdir(directory):
        raise PirError("not a directory", filename=directory)
    jobs_path = os.path.join(directory, JOBS_FILE)
    if not os.path.isfile(jobs_path):
        raise _not_a_plan(directory)
    jobs = read_jobs(jobs_path)
    files: dict[str, str] = {}
    for t in dict.fromkeys(t for t, _ in jobs):
        for name in (f"{t}.pir", f"job_{t}.pir"):
            p = os.path.join(directory, name)
            if os.path.isfile(p):
                files[t] = p
                break
        else:
            text = Path(jobs_path).read_text(errors="replace")
            at = text.find(json.dumps(t))
            line, col, src = location_of(text, max(at, 0))
            e = PirError(
                f"job type {t!r} has no program: the directory has no {t}.pir (nor job_{t}.pir)",
                filename=jobs_path,
                line=line,
                col=col,
                source_line=src,
            )
            e.final = True
            raise e
    return jobs, files


def read_plan(directory: str | Path) -> Plan:
    """A plan directory: `jobs.json` and the program of every job type it names (and `dist.pir`,
    the rank's dist program, when there is one). Errors are located in the file to blame."""
    d = str(directory)
    jobs, files = job_files(d)
    programs = {t: _parse(p) for t, p in files.items()}
    dist_path = os.path.join(d, "dist.pir")
    dist = _parse(dist_path) if os.path.isfile(dist_path) and "dist" not in programs else None
    return Plan(jobs, programs, dist, files, d)


def _parse(path: str) -> Program:
    try:
        return parse_file(path)
    except OSError as e:
        raise PirError(f"cannot read: {e.strerror}", filename=path) from None


def write_plan(plan: Plan, directory: str | Path, dist_text: str | None = None) -> None:
    """`DIR/jobs.json` and `DIR/<job_type>.pir`, all or nothing (`outputs.replace_directory`:
    an existing DIR must be a plan or empty); `dist_text`, the dist program the plan was made
    from, as `DIR/dist.pir` (as in Paddle's job directories): a run of the plan reads the
    placements of sharded state there (a ZeRO rank's optimizer state is its shard)."""
    parent = Path(directory).resolve().parent
    if not parent.is_dir():
        raise PirError(f"cannot write {directory}: {parent} is not a directory")
    if "dist" in plan.programs and dist_text is not None:
        raise PirError(f"cannot write {directory}: a job type named 'dist' would be dist.pir, the dist program")
    files = [(JOBS_FILE, json.dumps([list(j) for j in plan.jobs]) + "\n")]
    if dist_text is not None:
        files.append(("dist.pir", dist_text))
    try:
        replace_directory(
            directory,
            itertools.chain(files, ((f"{t}.pir", print_program(prog)) for t, prog in plan.programs.items())),
            lambda p: p.name == JOBS_FILE or p.suffix == ".pir",
        )
    except NotOurs:
        raise PirError(f"cannot write {directory}: it exists and is not a plan directory") from None
    except OSError as e:
        raise PirError(f"cannot write {directory}: {e.strerror}") from None
