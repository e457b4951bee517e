"""What `pirtool run` and `pirtool check-loss` share besides the runner: reading their inputs
(programs, npz files, `--feed-map`), building a runner from files, feeds or seeded random data
with the notes that say so, the progress bar, the loss plot, and the CLI's words for the
runner's message terms (`CLI_WORDS`: `--params` where the library says "parameter values").

UI only: what runs and how results compare is `pirtool.runner`'s. May import `.common` and the
library (lazily).
"""

from __future__ import annotations

import os
import sys
from typing import Any

import click

from ..errors import PirError
from .common import CLI_WORDS, EXIT_BAD, load_one, parse_source


#: The runner's message terms (`pirtool.runner.errors.TERMS`) in this CLI's words: its options.
def parse_file(path: str) -> Any:
    src = load_one(path)
    return parse_source(src)


def load_npz(path: str, what: str) -> dict[str, Any]:
    import zipfile

    import numpy as np

    try:
        z = np.load(path, allow_pickle=False)
        if not hasattr(z, "files"):
            raise ValueError("a single .npy array, not an .npz archive")
        with z:
            return {k: z[k] for k in z.files}
    except (OSError, ValueError, EOFError, zipfile.BadZipFile) as e:
        raise PirError(f"{what}: cannot read as .npz ({e})", filename=path) from None


def fmt_loss(x: float) -> str:
    """A loss as the step lines print it."""
    return f"{x:.4f}"


def json_num(x: float) -> float | None:
    """A finite float for JSON, None (null) for nan/inf."""
    import math

    return x if math.isfinite(x) else None


def parse_feed_map(text: str | None) -> dict[str, str] | None:
    if not text:
        return None
    out = {}
    for item in text.split(","):
        if "=" not in item:
            raise PirError(f"--feed-map: expected KEY=NAME items separated by commas, got {item!r}")
        k, v = item.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def make_runner(
    main_path: str,
    startup: str | None,
    params: str | None,
    backend: str,
    seed: int,
    fetch: str | None,
    plan: tuple[str, str] | None = None,
    interpreter_cls: Any = None,
    process_id: int | None = None,
) -> Any:
    """The runner of one program or plan directory. `process_id`: the rank this runner is in a
    job of several; a plan directory with the rank's dist program (`dist.pir`) then holds only
    the rank's shard of sharded state (`Runner.hold_shards`)."""
    from ..runner.interpreter import Interpreter
    from ..runner.schedule import PlanRunner, Runner, get_xp

    xp = get_xp(backend)
    job_plan = None
    if os.path.isdir(main_path):  # a plan directory (pirtool plan, or Paddle's own job programs)
        from ..plan import read_plan

        job_plan = read_plan(main_path)
        prog = next(iter(job_plan.programs.values()))
        plan_programs = None
    else:
        prog = parse_file(main_path)
        plan_programs = (parse_file(plan[0]), parse_file(plan[1])) if plan else None
    try:
        if job_plan is not None:
            from ..runner.plans import JobPlanRunner

            r = JobPlanRunner(job_plan.jobs, job_plan.programs, xp=xp, seed=seed, filename=main_path, loss_name=fetch,
                              interpreter_cls=interpreter_cls or Interpreter)
            if job_plan.dist is not None and process_id is not None:
                r.hold_shards(job_plan.dist, process_id)
        elif plan_programs:
            r = PlanRunner(prog, *plan_programs, xp=xp, seed=seed, filename=main_path, loss_name=fetch)
        else:
            r = Runner(
                prog,
                xp=xp,
                seed=seed,
                filename=main_path,
                loss_name=fetch,
                interpreter_cls=interpreter_cls or Interpreter,
            )
        if startup:
            r.run_startup(parse_file(startup), filename=startup)
        if params:
            r.load_params(load_npz(params, "--params"))
    except PirError as e:
        raise e.located(main_path) from None
    return r


def feeds_for(
    r: Any, feed: str | None, feed_map: str | None, random_rows: int | None = None, seed: int = 0
) -> dict[str, Any]:
    """The feeds from `--feed`; without it, `random_rows` rows of seeded random data (if given)."""
    from ..runner.schedule import map_feeds

    arrays = load_npz(feed, "--feed") if feed is not None else {}
    # recv:PEER:RING_ID keys are what a recv_v2/p_recv gets when its peer's program is not run
    r.set_recv_feeds({key: a for key, a in arrays.items() if key.startswith("recv:")})
    arrays = {key: a for key, a in arrays.items() if not key.startswith("recv:")}
    if not r.feed_names:
        return {}
    if feed is None and random_rows is not None:
        return random_feeds_noted(r, random_rows, seed)
    if feed is None:
        raise PirError(
            f"the program reads data op(s) {', '.join(r.feed_names)}: pass --feed data.npz", filename=r.filename
        )
    try:
        return map_feeds(arrays, r.feed_names, parse_feed_map(feed_map))
    except PirError as e:
        raise e.located(r.filename) from None


def random_feeds_noted(r: Any, rows: int, seed: int) -> dict[str, Any]:
    from ..runner.randdata import random_feeds

    try:
        arrays, notes = random_feeds(r.feed_ops, rows, seed)
    except PirError as e:
        raise e.located(r.filename) from None
    desc = ", ".join(f"{n} {list(a.shape)} {a.dtype}" for n, a in arrays.items())
    click.echo(
        f"{r.filename}: note: no --feed: running on seeded random data (--seed {seed}; floats ~ N(0,1)): {desc}",
        err=True,
    )
    for n in notes:
        click.echo(f"{r.filename}: note: random data: {n}", err=True)
    return arrays



def write_state(path: str, states: list[Any]) -> None:
    """The final state of one runner, or of several ranks (`rank<i>/NAME`), as an npz: runners
    or state dicts (host arrays by name), in rank order."""
    import numpy as np

    arrays = {}
    for i, r in enumerate(states):
        st = r if isinstance(r, dict) else r.host_state()
        pre = f"rank{i}/" if len(states) > 1 else ""
        arrays.update({pre + name: a for name, a in st.items()})
    np.savez(path, **arrays)


def per_rank(items: tuple[str, ...], n: int, what: str) -> list[str | None]:
    if not items:
        return [None] * n
    if len(items) == 1:
        return [items[0]] * n
    if len(items) != n:
        raise PirError(f"{what}: give it once for all {n} ranks or once per rank, not {len(items)} times")
    return list(items)



class Progress:
    """A one-line progress bar on stderr (`\\r`-redrawn), only when stderr is a terminal and the
    run has taken more than a second; cleared when done."""

    def __init__(self, label: str, stream: Any = None) -> None:
        import time

        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.t0 = time.monotonic()
        self.shown = False
        try:
            self.tty = bool(self.stream.isatty())
        except (AttributeError, ValueError):
            self.tty = False

    def __call__(self, done: int, total: int) -> None:
        import time

        if not self.tty:
            return
        dt = time.monotonic() - self.t0
        if dt < 1.0 and not self.shown:
            return
        width = 30
        fill = int(width * done / max(total, 1))
        eta = dt / max(done, 1) * (total - done)
        self.stream.write(
            f"\r{self.label} [{'#' * fill}{'.' * (width - fill)}] {done}/{total}  {dt:.1f}s  eta {eta:.1f}s"
        )
        self.stream.flush()
        self.shown = True
        if done >= total:
            self.clear()

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False


def print_notes(r: Any) -> None:
    from ..errors import render

    for n in dict.fromkeys(render(n, CLI_WORDS) for n in r.notes):
        click.echo(f"{r.filename}: note: {n}", err=True)



def check_batch(r: Any, path: str, rows: int) -> None:
    """Exit 2 if the program hard-codes its data ops' batch size in an attribute but runs on
    `rows` rows per micro-step; else a note when the data ops' printed batch dim is not `rows`."""
    from ..runner.batch import check_rows

    note, baked = check_rows(r.main, rows)
    if note is None:
        return
    r.add_note(note)
    if baked:
        for x, d in baked:
            click.echo(f"{path}:{x.op.line}: error: {x.message(d)}")
        raise SystemExit(EXIT_BAD)


def plot_losses(path: str, res_b: list[Any], res_a: list[Any], k: int) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    steps = [r.step for r in res_b]
    ax.plot(steps, [r.loss for r in res_b], "o-", label="before (k*b rows)")
    ax.plot(steps, [r.loss for r in res_a], "x--", label=f"after (mean of {k} micro)")
    for r in res_a:
        ax.plot([r.step + (j + 1) / (k + 1) - 0.5 for j in range(len(r.micro))], r.micro, ".", color="gray")
    ax.set_xlabel("optimizer step")
    ax.set_ylabel("loss")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
