"""What `pirtool run` and `pirtool check-loss` share besides the runner: reading their inputs
(programs, npz files, `--feed-map`), building a runner from files, feeds or seeded random data
with the notes that say so, the progress bar, the loss plot (`loss_figure`: a Figure to inspect or save), JSON lines, and the CLI's words for the
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
from .common import CLI_WORDS, EXIT_BAD, load_one, note, parse_source, quiet


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
    from ..runner.backend import get_xp
    from ..runner.interpreter import Interpreter
    from ..runner.schedule import PlanRunner, Runner

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

            r = JobPlanRunner(
                job_plan.jobs,
                job_plan.programs,
                xp=xp,
                seed=seed,
                filename=main_path,
                loss_name=fetch,
                interpreter_cls=interpreter_cls or Interpreter,
            )
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
    note(f"{r.filename}: note: no --feed: running on seeded random data (--seed {seed}; floats ~ N(0,1)): {desc}")
    for n in notes:
        note(f"{r.filename}: note: random data: {n}")
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
            self.tty = bool(self.stream.isatty()) and not quiet()
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
        note(f"{r.filename}: note: {n}")


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
            click.echo(f"{path}:{x.op.line}: error: {x.message(d)}", err=True)
        raise SystemExit(EXIT_BAD)


def json_line(obj: Any) -> str:
    """One JSON object on one line; nan/inf (not JSON) become null, at any depth."""
    import json
    import math

    def safe(x: Any) -> Any:
        if isinstance(x, float):
            return x if math.isfinite(x) else None
        if isinstance(x, dict):
            return {k: safe(v) for k, v in x.items()}
        if isinstance(x, (list, tuple)):
            return [safe(v) for v in x]
        if hasattr(x, "item") and not isinstance(x, (str, bytes)):  # numpy scalars
            return safe(x.item())
        return x

    return json.dumps(safe(obj), allow_nan=False)


def verdict_text(res: Any) -> str:
    """`OK: 3 steps agree` / `FAIL: step 2: loss differs: ...` (the plot's title)."""
    if res.first is None:
        return f"OK: {len(res.rows)} steps, losses and {len(res.params)} parameters agree (rtol {res.rtol:g}, atol {res.atol:g})"
    return f"FAIL: {res.first}"


def loss_figure(res: Any, k: int) -> Any:
    """The check-loss picture as a matplotlib Figure (not saved, no pyplot state): BEFORE's and
    AFTER's loss per step, AFTER's micro-batch losses as dots, the verdict as title, integer step
    ticks and, on a failure, a red line at the first differing step."""
    import math

    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    fig = Figure(figsize=(7, 4.5))
    ax = fig.subplots()
    res_b, res_a = res.before, res.after
    steps = [r.step for r in res_b]
    ax.plot(steps, [r.loss for r in res_b], "o-", label=f"before ({k}*b rows per step)")
    ax.plot([r.step for r in res_a], [r.loss for r in res_a], "x--", label=f"after (mean of {k} micro-batches)")
    xs, ys = [], []
    for r in res_a:
        xs += [r.step + (j + 1) / (len(r.micro) + 1) - 0.5 for j in range(len(r.micro))]
        ys += list(r.micro)
    if xs:
        ax.plot(xs, ys, ".", color="gray", label="after: each micro-batch's loss")
    if res.first is not None and res.first_step:
        ax.axvline(
            res.first_step, color="red", linestyle=":", linewidth=1.5, label=f"first difference: step {res.first_step}"
        )
    title = verdict_text(res)
    ax.set_title(
        title if len(title) <= 90 else title[:89] + "…", fontsize=9, color="black" if res.first is None else "darkred"
    )
    ax.set_xlabel("optimizer step")
    ax.set_ylabel("loss")
    if len(steps) <= 20:
        ax.set_xticks(steps)
    else:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    finite = [y for y in [r.loss for r in res_b] + [r.loss for r in res_a] + ys if math.isfinite(y)]
    if not finite:
        ax.set_ylim(0, 1)
    ax.legend(fontsize=8)
    fig.tight_layout()
    return fig


def plot_losses(path: str, res: Any, k: int) -> None:
    """`loss_figure` saved to `path` (PNG, SVG or PDF by its extension)."""
    fig = loss_figure(res, k)
    try:
        fig.savefig(path)
    except (OSError, ValueError) as e:
        raise PirError(f"cannot write the plot: {e}", filename=path) from None
