"""What `pirtool run` and `pirtool check-loss` print, and how they read a program: step lines
and JSON lines (nan/inf as null), notes, the progress bar, the loss plot (`loss_figure`: a
Figure to inspect or save), the final state as an npz, `--feed-map`'s parsing, and
`program_reader` (a program file, or the one program of a log, as every command reads it).

Printing and reading only: what runs, how inputs are checked and how results compare is
`pirtool.runner`'s front door (`runner.session`, `runner.checkloss`). May import `.common` and
the library (lazily).
"""

from __future__ import annotations

import sys
from typing import Any

from ..errors import PirError
from .common import CLI_WORDS, load_one, note, parse_source, plan_job_files, quiet, warning, write_output


def program_reader(path: str) -> Any:
    """A program file as every command reads it (a dump, or the one program of a log)."""
    return parse_source(load_one(path))


def program_files(path: str) -> list[str]:
    """The program files of an input: a plan directory's job programs, else the file itself."""
    return plan_job_files(path) or [path]


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


def write_state(path: str, states: list[dict[str, Any]]) -> None:
    """The final state of one rank, or of several (`rank<i>/NAME`), as an npz: each rank's host
    arrays by name, in rank order."""
    import numpy as np

    arrays = {}
    for i, st in enumerate(states):
        pre = f"rank{i}/" if len(states) > 1 else ""
        arrays.update({pre + name: a for name, a in st.items()})
    import os
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=".pirtool-", suffix=".npz", dir=os.path.dirname(os.path.abspath(path)))
    try:
        with os.fdopen(fd, "wb") as f:
            np.savez(f, **arrays)
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)  # all or nothing: a failed write leaves PATH as it was
    except OSError as e:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise PirError(f"cannot write: {e.strerror or e}", filename=path) from None


def _umask() -> int:
    import os

    m = os.umask(0)
    os.umask(m)
    return m


def _process_age() -> float:
    """Seconds since this process started (its imports count towards "within a second"); 0 where
    /proc does not say."""
    import os

    try:
        with open("/proc/self/stat") as f:
            start = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            up = float(f.read().split()[0])
        return max(0.0, up - start / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return 0.0


class Progress:
    """One status line on stderr (`\\r`-redrawn) while a run starts and trains: the phase it is in
    (`run: reading x.pir  3.1s`, `run: step 2/5  12.0s`) and, once steps are done, a bar with
    the time left. Only on a terminal and without -q. A phase is shown once the command has run
    `SHOW_AFTER` seconds (counted from the process's start: imports take a good part of a second)
    and redrawn by a ticker thread every `TICK` seconds, so a long parse or step shows that
    the run is alive within a second of starting; `clear()` erases the line (before a step line
    is printed) until the next phase or step. `clock` and `ticker` are for tests."""

    SHOW_AFTER = 0.3
    TICK = 0.25

    def __init__(self, label: str, stream: Any = None, clock: Any = None, ticker: bool = True) -> None:
        import threading
        import time

        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.clock = clock or time.monotonic
        self.t0 = self.clock() - (_process_age() if clock is None else 0.0)  # from the command's start
        self.shown = False
        self.text: str | None = None  # the phase
        self.since = self.t0
        self.done = self.total = 0
        self.lock = threading.RLock()
        self.stopped = threading.Event()
        self.thread: Any = None
        self.use_ticker = ticker
        try:
            self.tty = bool(self.stream.isatty()) and not quiet()
        except (AttributeError, ValueError):
            self.tty = False

    def phase(self, text: str) -> None:
        """The run starts `text` (`reading x.pir`, `step 2/5`): shown until the next one."""
        if not self.tty:
            return
        with self.lock:
            self.text, self.since = text, self.clock()
            self._start()
            self.tick()

    def __call__(self, done: int, total: int) -> None:
        """`done` of `total` steps are done (the bar is shown once the run has taken a second)."""
        if not self.tty:
            return
        with self.lock:
            self.done, self.total = done, total
            if done >= total:
                self.close()
            elif self.shown or self.clock() - self.t0 >= 1.0:
                self.draw()

    def tick(self) -> None:
        """Redraw a phase that has been on for `SHOW_AFTER` seconds (the ticker calls this)."""
        with self.lock:
            if self.tty and self.text is not None and self.clock() - self.t0 >= self.SHOW_AFTER:
                self.draw()

    def draw(self) -> None:
        with self.lock:
            now = self.clock()
            dt = now - self.t0
            bar = ""
            if self.total:
                width = 30
                fill = int(width * self.done / max(self.total, 1))
                eta = dt / max(self.done, 1) * (self.total - self.done)
                bar = f"[{'#' * fill}{'.' * (width - fill)}] {self.done}/{self.total}  {dt:.1f}s  eta {eta:.1f}s"
            if self.text is not None:
                line = f"{self.label}: {self.text}  {now - self.since:.1f}s" + (f"  {bar}" if bar else "")
            else:
                line = f"{self.label} {bar}"
            self.stream.write(f"\r{line}\x1b[K")
            self.stream.flush()
            self.shown = True

    def _start(self) -> None:
        if self.thread is not None or not self.use_ticker:
            return
        import threading

        def run() -> None:
            while not self.stopped.wait(self.TICK):
                self.tick()

        self.thread = threading.Thread(target=run, name="pirtool-progress", daemon=True)
        self.thread.start()

    def clear(self) -> None:
        """Erase the line; it is drawn again at the next phase or step."""
        with self.lock:
            self.text = None
            if self.shown:
                self.stream.write("\r\x1b[K")
                self.stream.flush()
                self.shown = False

    def close(self) -> None:
        """Erase the line and stop the ticker."""
        self.stopped.set()
        self.clear()


def print_notes(notes: list[Any]) -> None:
    """The run's notes (`runner.inputs.Note`) on stderr, `WHERE: note: ...` or `WHERE: warning: ...`,
    each once, in this CLI's words; warnings stay under -q (not -qq)."""
    from ..errors import render

    seen: set[str] = set()
    for n in notes:
        text = render(n.text, CLI_WORDS)
        line = f"{n.where}: {n.kind}: {text}" if n.where else f"{n.kind}: {text}"
        if line in seen:
            continue
        seen.add(line)
        if n.kind == "warning":
            warning(line)
        else:
            note(line)


def step_line(st: Any, several: bool, as_json: bool, has_loss: bool) -> str:
    """One step as `run` prints it: `step 1  loss 0.6298  micro 0.6031 0.6566` (one rank), `step 1
    loss 0.3804  ranks - 0.3804` (several: `-` for a rank without a loss), or a JSON object
    (null where there is no loss); `step 1  no loss` for a forward-only program."""
    loss = st.loss
    if as_json:
        row: dict[str, Any] = {"step": st.step, "loss": json_num(loss) if loss is not None else None}
        if several:
            row["ranks"] = [json_num(x) if x is not None else None for x in st.losses]
            row["micro"] = [[json_num(x) for x in p.micro] for p in st.results]
        else:
            row["micro"] = [json_num(x) for x in st.results[0].micro]
        if st.error:
            row["error"] = st.error
        return json_line(row)
    if not has_loss:
        return f"step {st.step}  no loss"
    head = f"step {st.step}  loss {fmt_loss(loss) if loss is not None else '-'}"
    if several:
        return head + "  ranks " + " ".join(fmt_loss(x) if x is not None else "-" for x in st.losses)
    return head + "  micro " + " ".join(fmt_loss(x) for x in st.results[0].micro)


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


def job_phases(bar: Progress, steps: int, k: int, rank: int) -> Any:
    """An `on_event` hook showing the job a step is in (`step 2/5: forward_backward 3/4`)."""

    def on_event(ev: Any) -> None:
        if ev.kind == "job_start" and ev.rank == rank:
            mb = f" {ev.micro_batch + 1}/{k}" if ev.micro_batch >= 0 and k > 1 else ""
            bar.phase(f"step {ev.step}/{steps}: {ev.job}{mb}")

    return on_event


def write_trace(path: str, run: Any, recorder: Any) -> None:
    """Every rank's record (an MPI rank's sent to rank 0) as one timeline, written by rank 0."""
    from ..runner.tracing import timeline

    records = run.job.every(recorder.local())
    if run.root:
        write_output(timeline(records).dumps(), path)
        note(f"wrote {path}: open it at ui.perfetto.dev (or chrome://tracing)")
