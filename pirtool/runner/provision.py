"""What an opened run is given, rank by rank, and the checks that go with it: parameter values
(`load_params`), the loss (`check_loss`), the rows of a micro-batch, the feeds and the step
count (`feed`). `session.open_run` calls them in that order on a `session.Run` whose runners
are built and started; every decision an MPI launch's ranks must share goes through the job
(`every`, `minimum`), and an error every rank raises alike is said once, by rank 0 (`agreed`).

May import `training`, `feeding`, `inputs`, `batch`, `randdata`, `launch` and the layers below
them; not `session` (it is given the run).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from ..errors import PirError
from ..paddle.collectives import SEND_OPS
from ..paddle.roles import FORWARD, op_stages
from .batch import check_rows
from .errors import RunnerError, Text
from .feeding import Feeder, assign_feeds, check_feeds, dp_part, feeds_of, unclaimed
from .inputs import Note, load_npz
from .launch import MpiRankJob
from .randdata import random_feeds
from .training import Runner

#: `session.Run`: what these steps fill in (runners, notes, rows, feeders, n_steps ...).
Run = Any


def located(fn: Callable[[], Any], where: str | None) -> Any:
    """`fn()`, its PirError given the file `where` when it names none."""
    try:
        return fn()
    except PirError as e:
        raise e.located(where) from None


def per_rank(items: Sequence[Any], n: int, term: str) -> list[Any]:
    """One item per rank from `items` given once for all, once per rank, or not at all (`term`
    names them in errors: a `Text` term)."""
    if not items:
        return [None] * n
    if len(items) == 1:
        return [items[0]] * n
    if len(items) != n:
        raise RunnerError(
            Text("{" + term + "}: give it once for all {n} ranks or once per rank, not {m} times", n=n, m=len(items))
        )
    return list(items)


def key(x: Any) -> Any:
    return str(x) if isinstance(x, str | Path) else id(x)


def agreed(job: Any, fn: Callable[[], Any]) -> Any:
    """`fn()`, whose error every rank of the job raises alike: said once, by rank 0."""
    try:
        return fn()
    except PirError as e:
        if isinstance(job, MpiRankJob):
            e.quiet = not job.root
            job.job.finished = True  # every rank stops with the same error: no abort needed
        raise


def load_params(run: Run) -> None:
    """Parameter values into every rank: a file given to several ranks is shared (each takes
    what it holds; a key none holds is an error), one given to one rank is its own."""
    spec, n, local = run.spec, run.size, run.local
    pps = per_rank(spec.params, n, "params_opt")
    groups: dict[Any, list[int]] = {}
    for i, p in enumerate(pps):
        if p is not None:
            groups.setdefault(key(p), []).append(i)
    if not groups:
        return
    loaded: dict[Any, dict[str, Any]] = {}
    for i, r in zip(local, run.runners, strict=True):
        p = pps[i]
        if p is None:
            continue
        if key(p) not in loaded:
            loaded[key(p)] = p if isinstance(p, dict) else load_npz(p, "params_opt")
        shared = len(groups[key(p)]) > 1
        located(functools.partial(r.load_params, loaded[key(p)], shared=shared), r.filename)
        given = [n_ for n_ in r.param_names if n_ in r.param_keys]
        if r.param_names and len(given) < len(r.param_names):
            rest = [n_ for n_ in r.param_names if n_ not in r.param_keys]
            run.notes.append(
                Note(
                    r.filename or "",
                    Text(
                        "{params_opt} give {m} of its {total} parameters; the others keep their startup values: {rest}",
                        m=len(given),
                        total=len(r.param_names),
                        rest=", ".join(rest[:4]) + (" ..." if len(rest) > 4 else ""),
                    ),
                )
            )
    left = run.job.every([getattr(r, "unmatched_params", []) for r in run.runners])
    for members in groups.values():
        if len(members) > 1:
            agreed(run.job, functools.partial(unclaimed, [left[i] for i in members]))


def check_loss(run: Run) -> None:
    """A training run needs a loss on some rank (a pipeline's last stage); a forward-only one
    reports none (a note)."""
    facts = run.job.every([(r.has_loss, r.trains) for r in run.runners])
    run.has_loss = any(h for h, _ in facts)
    run.trains = any(t for _, t in facts)
    if run.has_loss or not run.spec.need_loss:
        return
    if run.trains:
        r = run.runners[0]
        send = _forward_send(r) if run.size == 1 else None
        if send is not None:  # a pipeline's earlier stage, run alone
            alone = send.error(
                f"a pipeline stage before the last (its forward sends its activations on: {send.name} at line "
                f"{send.line}) computes no loss: run it with the later stages' programs, one per rank"
            ).located(r.filename)
            agreed(run.job, lambda: _raise(alone))
        err, _ = r.loss_missing()
        assert err is not None
        agreed(run.job, lambda: _raise(err.located(r.filename)))
    run.notes.append(
        Note(
            run.runners[0].filename or "",
            "no loss in this forward-only program (no optimizer ops): its steps report no loss",
        )
    )


def feed(run: Run) -> None:
    """Rows, feeds and steps of every rank (see the module docstring)."""
    spec, n = run.spec, run.size
    fps = per_rank(spec.feeds, n, "feed_opt")
    groups: dict[Any, list[int]] = {}  # a feed file -> the ranks it feeds
    for i, p in enumerate(fps):
        if p is not None:
            groups.setdefault(key(p), []).append(i)
    rows = [_rows(run, i, r, fps[i] is not None and len(groups[key(fps[i])]) > 1) for i, r in _mine(run)]
    every = run.job.every([(x[0] if x else None, r.filename) for x, r in zip(rows, run.runners, strict=True)])
    fed = [(b, name) for b, name in every if b is not None]
    run.rows = fed[0][0] if fed else 1
    for b, name in fed[1:]:
        if b != run.rows:
            msg = f"the ranks read micro-batches of different sizes: {fed[0][1]} {fed[0][0]} rows, {name} {b} rows"
            agreed(run.job, functools.partial(_raise, RunnerError(msg)))
    names = run.job.every([r.feed_names for r in run.runners])
    loaded: dict[Any, dict[str, Any]] = {}
    for (i, r), rp in zip(_mine(run), rows, strict=True):
        p = fps[i]
        if p is not None and key(p) not in loaded:
            loaded[key(p)] = dict(p) if isinstance(p, dict) else load_npz(p, "feed_opt")
        arrays = loaded[key(p)] if p is not None else {}
        r.set_recv_feeds({key: a for key, a in arrays.items() if key.startswith("recv:")})
        if rp is None:  # reads no data
            run.feeders.append(Feeder({}, run.rows))
            continue
        _, b, parts = rp
        if p is None:
            run.feeders.append(_random_feeder(run, i, r, b))
        else:
            members = groups[key(p)]
            try:
                assigned = agreed(
                    run.job, partial(assign_feeds, list(arrays), [names[m] for m in members], spec.feed_map)
                )
                mine = feeds_of(arrays, r.feed_names, assigned)
                check_feeds(mine, r.feed_ops)
            except PirError as e:
                raise e.located(r.filename) from None
            run.feeders.append(Feeder(mine, run.rows if parts else b, parts))
        _check_batch(r, b)
    _count_steps(run)


def _mine(run: Run) -> list[tuple[int, Runner]]:
    return list(zip(run.local, run.runners, strict=True))


def _rows(run: Run, i: int, r: Runner, shared: bool) -> tuple[int, int, dict[str, tuple[slice, ...]]] | None:
    """(rows per micro-batch of the job, the rows rank i reads of them, the part each data op
    reads) for rank i (None: it reads no data): its data ops' batch (or the given one, or a step's rows / k); with a feed file it
    shares, a data-parallel rank reads its part of the job's rows (`feeding.dp_part`)."""
    if not r.feed_names:
        return None
    spec, k = run.spec, run.k
    if spec.step_rows is not None:
        if spec.step_rows % k:
            raise RunnerError(
                f"{spec.step_rows} rows per step do not split into {k} micro-batches", filename=r.filename
            )
        b = spec.step_rows // k
    else:
        try:
            b = r.rows_per_micro_step(spec.batch_size)
        except PirError as e:
            raise e.located(r.filename) from None
    whole, parts = dp_part(r.feed_names, getattr(r, "dist", None) if shared else None, i, b)
    return whole, b, parts


def _random_feeder(run: Run, i: int, r: Runner, b: int) -> Feeder:
    spec = run.spec
    if not spec.random_feeds:
        raise RunnerError(
            Text("the program reads data op(s) {names}: {pass_feed_npz}", names=", ".join(r.feed_names)),
            filename=r.filename,
        )
    try:
        arrays, notes = random_feeds(r.feed_ops, (spec.steps or 1) * run.k * b, spec.seed + i)
    except PirError as e:
        raise e.located(r.filename) from None
    desc = ", ".join(f"{name} {list(a.shape)} {a.dtype}" for name, a in arrays.items())
    where = r.filename or ""
    run.notes.append(
        Note(
            where,
            Text(
                "no {feed_opt}: running on seeded random data (seed {seed}; floats ~ N(0,1)): {desc}",
                seed=spec.seed,
                desc=desc,
            ),
        )
    )
    run.notes += [Note(where, f"random data: {x}") for x in notes]
    return Feeder(arrays, b)


def _count_steps(run: Run) -> None:
    """The steps every rank's feeds have rows for (the given count, if they have them)."""
    spec, k = run.spec, run.k
    have = [h for h in (fd.steps(k) for fd in run.feeders) if h is not None]
    none = 1 << 62
    least = run.job.minimum(min(have) if have else none)
    if least == none:  # nothing reads data
        run.n_steps = spec.steps or 1
        return
    if spec.steps is None and least < 1:
        msg = f"the feeds have fewer rows than one step reads (k*B = {k}*{run.rows}): nothing to run"
        agreed(run.job, lambda: _raise(RunnerError(msg)))
    if spec.steps is not None and spec.steps > least:
        err = RunnerError(
            Text(
                "{steps_opt} {steps} needs {need} rows, the feeds have {rows}",
                steps=spec.steps,
                need=spec.steps * k * run.rows,
                rows=least * k * run.rows,
            )
        )
        agreed(run.job, lambda: _raise(err))
    run.n_steps = spec.steps or least


def _raise(e: BaseException) -> Any:
    raise e


def _forward_send(r: Runner) -> Any:
    """The first forward `send_v2` of `r`'s programs (a pipeline stage that hands its
    activations on), or None."""
    for prog in r.programs_run():
        for op, stage in op_stages(prog.body).items():
            if stage == FORWARD and op.name in SEND_OPS:
                return op
    return None


def _check_batch(r: Runner, rows: int) -> None:
    """An op that bakes in its data ops' printed batch size while they are fed `rows` rows is an
    error; a note when the printed batch dims are only metadata."""
    for prog in r.programs_run():
        note, baked = check_rows(prog, rows)
        if note is None:
            continue
        r.add_note(note)
        if baked:
            x, d = baked[0]
            more = f" (and {len(baked) - 1} more)" if len(baked) > 1 else ""
            raise x.op.error(x.message(d) + more).located(r.filename)
