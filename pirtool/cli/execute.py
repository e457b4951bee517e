"""`pirtool run` and `pirtool check-loss`: execute PIR training programs with the numpy runner.

Added to `pirtool.cli.main` by `pirtool/cli/__init__.py`.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from typing import Any

import click

from ..errors import PirError
from .common import EXIT_BAD, EXIT_DIFF, EXIT_OK, handle_errors, load_one, parse_source

#: The runner's message terms (`pirtool.runner.errors.TERMS`) in this CLI's words: its options.
CLI_TERMS = {
    "feed_map_opt": "--feed-map",
    "use_feed_map": "use --feed-map KEY=NAME",
    "params_opt": "--params",
    "pass_params": "pass --params",
    "fetch_opt": "--fetch",
    "backend_opt": "--backend",
    "use_numpy": "use --backend numpy",
    "see_check": " (see `pirtool run --check`)",
    "feed_opt": "--feed",
    "pass_feed": "pass --feed",
    "pass_feed_npz": "pass --feed data.npz",
}


def _cli_words(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Re-word runner errors with the options of this CLI (`--params` for "parameter values" ...)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        from ..runner.errors import RunnerError

        try:
            return fn(*args, **kwargs)
        except RunnerError as e:
            e.reason = e.reworded(CLI_TERMS)
            raise

    return wrapper


def _parse(path: str) -> Any:
    src = load_one(path)
    return parse_source(src)


def _load_npz(path: str, what: str) -> dict[str, Any]:
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


def _feed_map(text: str | None) -> dict[str, str] | None:
    if not text:
        return None
    out = {}
    for item in text.split(","):
        if "=" not in item:
            raise PirError(f"--feed-map: expected KEY=NAME items separated by commas, got {item!r}")
        k, v = item.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def _make_runner(
    main_path: str,
    startup: str | None,
    params: str | None,
    backend: str,
    seed: int,
    fetch: str | None,
    plan: tuple[str, str] | None = None,
    interpreter_cls: Any = None,
) -> Any:
    from ..runner.interpreter import Interpreter
    from ..runner.schedule import PlanRunner, Runner, get_xp

    xp = get_xp(backend)
    prog = _parse(main_path)
    try:
        if plan:
            r = PlanRunner(
                prog, _parse(plan[0]), _parse(plan[1]), xp=xp, seed=seed, filename=main_path, loss_name=fetch
            )
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
            r.run_startup(_parse(startup), filename=startup)
        if params:
            r.load_params(_load_npz(params, "--params"))
    except PirError as e:
        raise e.located(main_path) from None
    return r


def _feeds_for(
    r: Any, feed: str | None, feed_map: str | None, random_rows: int | None = None, seed: int = 0
) -> dict[str, Any]:
    """The feeds from `--feed`; without it, `random_rows` rows of seeded random data (if given)."""
    from ..runner.schedule import map_feeds

    arrays = _load_npz(feed, "--feed") if feed is not None else {}
    # recv:PEER:RING_ID keys are what a recv_v2/p_recv gets when its peer's program is not run
    r.set_recv_feeds({key: a for key, a in arrays.items() if key.startswith("recv:")})
    arrays = {key: a for key, a in arrays.items() if not key.startswith("recv:")}
    if not r.feed_names:
        return {}
    if feed is None and random_rows is not None:
        return _random_feeds(r, random_rows, seed)
    if feed is None:
        raise PirError(
            f"the program reads data op(s) {', '.join(r.feed_names)}: pass --feed data.npz", filename=r.filename
        )
    try:
        return map_feeds(arrays, r.feed_names, _feed_map(feed_map))
    except PirError as e:
        raise e.located(r.filename) from None


def _random_feeds(r: Any, rows: int, seed: int) -> dict[str, Any]:
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


def _rows(r: Any, batch_size: int | None, scale: int = 1) -> int:
    b = batch_size or r.micro_batch()
    if b is None:
        if not r.feed_names:
            return 1
        raise PirError("the data ops have a dynamic batch dim: pass --batch-size B", filename=r.filename)
    return b * scale


def _steps(feeds: dict[str, Any], k: int, b: int, steps: int | None) -> int:
    from ..runner.schedule import available_steps

    have = available_steps(feeds, k, b)
    if steps is None:
        if have < 1:
            raise PirError(f"the feeds have fewer than k*b = {k * b} rows: nothing to run")
        return have
    if feeds and steps > have:
        raise PirError(f"--steps {steps} needs {steps * k * b} rows, the feeds have {have * k * b}")
    return steps


def _fmt(x: float) -> str:
    return f"{x:.4f}"


backend_option = click.option(
    "--backend", type=click.Choice(["numpy", "cupy"]), default="numpy", show_default=True, help="Array module."
)
seed_option = click.option(
    "--seed",
    type=int,
    default=0,
    show_default=True,
    help="Seed for random ops (uniform, gaussian, dropout) without a seed attribute, and for the random "
    "data used without --feed.",
)


@click.command()
@click.argument("programs", nargs=-1, required=True, metavar="PROGRAM...")
@click.option(
    "--startup",
    "-s",
    "startups",
    multiple=True,
    help="Startup program: runs once first and fills parameters and optimizer state. "
    "With several rank programs: once for all, or once per rank in rank order.",
)
@click.option(
    "-k", "k", type=int, default=1, show_default=True, help="Micro-steps per optimizer step (gradient merge)."
)
@click.option("--steps", type=int, default=None, help="Optimizer steps (default: as many as the feed rows allow).")
@click.option(
    "--feed",
    "feeds",
    multiple=True,
    help="npz of inputs, keyed by data-op name (see --feed-map); a key recv:PEER:RING_ID is the value a "
    "recv_v2/p_recv from PEER on ring RING_ID receives when the peer's program is not run. "
    "With several rank programs: once for all, or once per rank. Without it: seeded random data "
    "(--seed) of the data ops' shapes, integer labels/ids below the class count their consumer implies.",
)
@click.option("--feed-map", default=None, help="KEY=NAME[,KEY=NAME]: feed npz array KEY to data op NAME.")
@click.option(
    "--params", default=None, help="npz of parameter values (program or dygraph names; an init/ prefix is stripped)."
)
@click.option(
    "--batch-size", "-b", type=int, default=None, help="Rows per micro-step (default: the data op's batch dim)."
)
@click.option("--fetch", default=None, help="shadow_output name to report as the loss (default: the first loss*).")
@click.option(
    "--save-state",
    default=None,
    help="Write the final state (parameters, accumulators) to this npz (keys rank<i>/NAME with several ranks).",
)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per step.")
@click.option("--check", is_flag=True, help="Only list ops without a kernel (exit 2 if any).")
@click.option(
    "--plan",
    nargs=2,
    default=None,
    metavar="BACKWARD OPTIMIZE",
    help="Run Paddle's job plan: PROGRAM is plan_forward.pir, these are plan_backward.pir and plan_optimize.pir.",
)
@backend_option
@seed_option
@handle_errors
@_cli_words
def run(
    programs: tuple[str, ...],
    startups: tuple[str, ...],
    k: int,
    steps: int | None,
    feeds: tuple[str, ...],
    feed_map: str | None,
    params: str | None,
    batch_size: int | None,
    fetch: str | None,
    save_state: str | None,
    as_json: bool,
    check: bool,
    plan: tuple[str, str] | None,
    backend: str,
    seed: int,
) -> None:
    """Run a training PROGRAM with numpy: startup once, then per step k micro-steps of the
    forward/backward ops (op_role 0/1) and the optimizer ops (op_role 2) once.

    Several PROGRAMs are the programs of ranks 0, 1, ... of one job: they run together in one
    process, in lock step, and their collectives (all_reduce, all_gather, reduce_scatter,
    broadcast, send/recv ...) exchange real data, grouped by ring_id. Alone, a program's
    collectives act on its rank only, and a recv takes the --feed array recv:PEER:RING_ID.

    Without --feed, the data ops get seeded random data (a note on stderr says so). A nan/inf
    loss, or parameter after the optimizer, stops the run: "step N: loss is nan", exit 1.

    \b
    Examples:
      pirtool run main.pir --startup startup.pir --feed data.npz --steps 3
      pirtool run after.pir -s startup.after.pir -k 2 --feed data.npz --params data.npz --json
      pirtool run F.pir --plan B.pir O.pir -s startup.after.pir -k 2 --feed data.npz  # Paddle's plan
      pirtool run rank0.pir rank1.pir -s startup0.pir -s startup1.pir --feed data.npz  # 2 ranks
      pirtool run --check main.pir
    """
    if check:
        sys.exit(max(_check(p, startups[0] if startups else None, plan) for p in programs))
    if k < 1:
        raise PirError("-k must be at least 1")
    if len(programs) > 1:
        _run_ranks(
            programs, startups, k, steps, feeds, feed_map, params, batch_size, fetch, save_state, as_json, backend, seed
        )
        return
    if len(startups) > 1 or len(feeds) > 1:
        raise PirError("one program: give --startup and --feed at most once")
    program, startup, feed = programs[0], (startups[0] if startups else None), (feeds[0] if feeds else None)
    r = _make_runner(program, startup, params, backend, seed, fetch, plan)
    b = _rows(r, batch_size)
    feeds_ = _feeds_for(r, feed, feed_map, random_rows=(steps or 1) * k * b, seed=seed)
    _check_batch(r, program, b)
    n = _steps(feeds_, k, b, steps)
    bar = Progress("run")
    bad = None
    for res in r.iter_train(feeds_, k, b, n):
        bar.clear()
        bad = nonfinite(res)
        if as_json:
            row = {"step": res.step, "loss": _num(res.loss), "micro": [_num(x) for x in res.micro]}
            click.echo(json.dumps({**row, "error": bad} if bad else row))
        else:
            click.echo(f"step {res.step}  loss {_fmt(res.loss)}  micro {' '.join(_fmt(x) for x in res.micro)}")
        if bad:
            click.echo(f"step {res.step}: {bad}", err=True)
            break
        bar(res.step, n)
    bar.clear()
    _notes(r)
    if save_state:
        _save_state(save_state, [r])
    if bad:
        sys.exit(EXIT_DIFF)


def _num(x: float) -> float | None:
    """A finite float for JSON, None (null) for nan/inf."""
    import math

    return x if math.isfinite(x) else None


def _save_state(path: str, runners: list[Any]) -> None:
    import numpy as np

    arrays = {}
    for i, r in enumerate(runners):
        pre = f"rank{i}/" if len(runners) > 1 else ""
        arrays.update({pre + name: a for name, a in r.host_state().items()})
    np.savez(path, **arrays)


def _per_rank(items: tuple[str, ...], n: int, what: str) -> list[str | None]:
    if not items:
        return [None] * n
    if len(items) == 1:
        return [items[0]] * n
    if len(items) != n:
        raise PirError(f"{what}: give it once for all {n} ranks or once per rank, not {len(items)} times")
    return list(items)


def _run_ranks(
    programs: tuple[str, ...],
    startups: tuple[str, ...],
    k: int,
    steps: int | None,
    feeds: tuple[str, ...],
    feed_map: str | None,
    params: str | None,
    batch_size: int | None,
    fetch: str | None,
    save_state: str | None,
    as_json: bool,
    backend: str,
    seed: int,
) -> None:
    from ..runner.multi import connect, run_ranks, train_ranks

    n_ranks = len(programs)
    sps = _per_rank(startups, n_ranks, "--startup")
    fps = _per_rank(feeds, n_ranks, "--feed")
    runners = [_make_runner(p, None, None, backend, seed + i, fetch) for i, p in enumerate(programs)]
    start_progs = [_parse(s) if s else None for s in sps]
    world = connect(runners, [s for s in start_progs if s is not None] if all(start_progs) else None)

    def startup(i: int) -> None:
        sp = start_progs[i]
        if sp is not None:
            try:
                runners[i].run_startup(sp, filename=sps[i])
            except PirError as e:
                raise e.located(programs[i]) from None

    run_ranks([lambda i=i: startup(i) for i in range(n_ranks)], world)
    world.done.clear()
    if params:
        arrays = _load_npz(params, "--params")
        for i, r in enumerate(runners):
            try:
                r.load_params(arrays)
            except PirError as e:
                raise e.located(programs[i]) from None
    b = _rows(runners[0], batch_size)
    rank_feeds = [
        _feeds_for(r, f, feed_map, random_rows=(steps or 1) * k * b, seed=seed + i)
        for i, (r, f) in enumerate(zip(runners, fps, strict=True))
    ]
    n = min(_steps(f, k, b, steps) for f in rank_feeds)
    bar = Progress("run")
    results = train_ranks(runners, rank_feeds, k, b, n, world, progress=bar)
    bar.clear()
    bad = None
    for s in range(n):
        per = [res[s] for res in results]
        losses = [p.loss for p in per]
        loss = sum(losses) / len(losses)
        bad = next((f"rank {i}: {m}" for i, p in enumerate(per) if (m := nonfinite(p))), None)
        if as_json:
            row = {
                "step": s + 1,
                "loss": _num(loss),
                "ranks": [_num(x) for x in losses],
                "micro": [[_num(x) for x in p.micro] for p in per],
            }
            click.echo(json.dumps({**row, "error": bad} if bad else row))
        else:
            click.echo(f"step {s + 1}  loss {_fmt(loss)}  ranks {' '.join(_fmt(x) for x in losses)}")
        if bad:
            click.echo(f"step {s + 1}: {bad}", err=True)
            break
    for r in runners:
        _notes(r)
    if save_state:
        _save_state(save_state, runners)
    if bad:
        sys.exit(EXIT_DIFF)


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


def _notes(r: Any) -> None:
    from ..runner.errors import render

    for n in dict.fromkeys(render(n, CLI_TERMS) for n in r.notes):
        click.echo(f"{r.filename}: note: {n}", err=True)


def _check(program: str, startup: str | None, plan: tuple[str, str] | None = None) -> int:
    from ..runner.kernels import has_kernel

    missing: dict[str, list[str]] = {}
    total = 0
    for path in [program, *(plan or ())] + ([startup] if startup else []):
        prog = _parse(path)
        for op in prog.walk():
            total += 1
            if not has_kernel(op.name):
                missing.setdefault(op.name, []).append(f"{path}:{op.line}")
    if not missing:
        click.echo(f"all {total} ops have kernels")
        return EXIT_OK
    click.echo(f"{sum(len(v) for v in missing.values())} of {total} ops have no kernel:")
    for name, where in sorted(missing.items()):
        click.echo(f"  {name}  x{len(where)}  (first at {where[0]})")
    return EXIT_BAD


@click.command("check-loss")
@click.argument("before")
@click.argument("after")
@click.option("-k", "k", type=int, required=True, help="Micro-steps per optimizer step of AFTER.")
@click.option("--startup", "-s", required=True, help="Startup program of BEFORE (and of AFTER unless --startup-after).")
@click.option(
    "--startup-after",
    default=None,
    help="Startup program of AFTER (it creates the @GRAD@MERGE accumulators). Default: BEFORE's startup, "
    "and AFTER's block kwargs it does not make (the accumulators) zero-filled with their printed shape and dtype.",
)
@click.option("--params", default=None, help="npz of initial parameter values, loaded into both runs.")
@click.option("--feed", default=None, help="npz of inputs (see `pirtool run --feed`).")
@click.option("--feed-map", default=None, help="KEY=NAME[,KEY=NAME]: feed npz array KEY to data op NAME.")
@click.option(
    "--batch-size",
    "-b",
    type=int,
    default=None,
    help="Rows per micro-step of AFTER (default: its data op's batch dim); BEFORE gets k times that.",
)
@click.option("--steps", type=int, default=None, help="Optimizer steps (default: as many as the feed rows allow).")
@click.option("--rtol", type=float, default=1e-5, show_default=True)
@click.option("--atol", type=float, default=1e-6, show_default=True)
@click.option("--fetch", default=None, help="shadow_output name of the loss (default: the first loss*).")
@click.option("--plot", default=None, help="Write a loss plot (PNG) here; needs matplotlib.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per step instead of the table.")
@backend_option
@seed_option
@handle_errors
@_cli_words
def check_loss(
    before: str,
    after: str,
    k: int,
    startup: str,
    startup_after: str | None,
    params: str | None,
    feed: str | None,
    feed_map: str | None,
    batch_size: int | None,
    steps: int | None,
    rtol: float,
    atol: float,
    fetch: str | None,
    plot: str | None,
    as_json: bool,
    backend: str,
    seed: int,
) -> None:
    """Check that a gradient-merged program AFTER trains like BEFORE.

    BEFORE runs on the whole k*b rows per step; AFTER runs k micro-steps of b rows and the
    optimizer once. Compares the mean micro loss with BEFORE's loss, and every parameter after
    each step. Exit 0 if all agree within rtol/atol, 1 naming the first step and parameter (or
    loss) that differ, 2 on bad input. A nan/inf loss or parameter is a difference. Without
    --feed, both run on the same seeded random data.

    On a failure, both programs are run again recording every op's values, and the first op of
    AFTER whose output diverges is named ("first divergence: OP at line N (...)"): a forward or
    backward op (matched with BEFORE's by name and the parameters it reads), or along a
    parameter's gradient from the accumulator to its optimizer op. Before running, an op of
    BEFORE that hard-codes the batch size b (a reshape shape [b, ...]) is an error (exit 2): it
    runs on k*b rows. The data ops' own batch dims are metadata.

    \b
    Examples:
      pirtool check-loss before.pir after.pir -k 2 -s startup.before.pir \\
          --startup-after startup.after.pir --params data.npz --feed data.npz
      pirtool merge before.pir -k 2 -o after.pir && \\
          pirtool check-loss before.pir after.pir -k 2 -s startup.pir --feed data.npz
    """
    import numpy as np

    if k < 1:
        raise PirError("-k must be at least 1")
    if plot:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise PirError("--plot needs matplotlib (pip install matplotlib)") from None

    def pair(interpreter_cls: Any = None, quiet: bool = False) -> tuple[Any, Any]:
        ra = _make_runner(
            after, startup_after or startup, params, backend, seed, fetch, interpreter_cls=interpreter_cls
        )
        if not startup_after:
            try:
                filled = ra.zero_fill_kwargs()
            except PirError as e:
                raise e.located(after) from None
            if filled and not quiet:
                click.echo(
                    f"{after}: note: no --startup-after: zero-filled {len(filled)} kwarg(s) that BEFORE's startup "
                    f"does not make: {', '.join(filled[:4])}{' ...' if len(filled) > 4 else ''}",
                    err=True,
                )
        rb = _make_runner(before, startup, params, backend, seed, fetch, interpreter_cls=interpreter_cls)
        return ra, rb

    ra, rb = pair()
    b = _rows(ra, batch_size)
    feeds_a = _feeds_for(ra, feed, feed_map, random_rows=(steps or 1) * k * b, seed=seed)
    same = feed is None and sorted(rb.feed_names) == sorted(ra.feed_names)
    feeds_b = feeds_a if same else _feeds_for(rb, feed, feed_map, random_rows=(steps or 1) * k * b, seed=seed)
    n = _steps(feeds_a, k, b, steps)
    _check_batch(rb, before, k * b)
    _check_batch(ra, after, b)
    res_b = rb.train(feeds_b, 1, k * b, n, progress=Progress("before"))
    res_a = ra.train(feeds_a, k, b, n, progress=Progress("after"))
    names = [p for p in rb.param_names if p in ra.state]
    first: str | None = None
    first_step, first_params = 0, []
    rows = []
    for sb, sa in zip(res_b, res_a, strict=True):
        lb, la = sb.loss, sa.loss
        loss_ok = bool(np.isclose(la, lb, rtol=rtol, atol=atol))
        worst, worst_name, bad_name = 0.0, "", None
        for p in names:
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
            bad_name = bad_name or next((p for p in names if _has_bad(sb.params[p]) or _has_bad(sa.params[p])), None)
            if loss_ok and bad_name is None:
                loss_ok = False
        if first is None and not (loss_ok and bad_name is None):
            first_step = sb.step
            first_params = [p for p in names if not np.allclose(sa.params[p], sb.params[p], rtol=rtol, atol=atol)]
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
        rows.append((sb.step, lb, la, abs(la - lb), worst, worst_name, loss_ok and bad_name is None))
    if as_json:
        for s, lb, la, dl, w, wn, ok in rows:
            click.echo(
                json.dumps(
                    {
                        "step": s,
                        "loss_before": lb,
                        "loss_after": la,
                        "d_loss": dl,
                        "max_d_param": w,
                        "param": wn,
                        "ok": ok,
                    }
                )
            )
    else:
        click.echo(
            f"{'step':>4}  {'loss before':>12}  {'loss after':>12}  {'|d loss|':>9}  {'max|d param|':>12}  param"
        )
        for s, lb, la, dl, w, wn, ok in rows:
            click.echo(f"{s:>4}  {lb:>12.6f}  {la:>12.6f}  {dl:>9.2e}  {w:>12.2e}  {wn}{'' if ok else '  <-- differs'}")
    _notes(rb)
    _notes(ra)
    if plot:
        _plot(plot, res_b, res_a, k)
    if first is not None:
        div = _first_divergence(pair, feeds_a, feeds_b, k, b, first_step, first_params, rtol, atol)
        if as_json:
            click.echo(json.dumps({"fail": first, "first_divergence": div}))
        else:
            click.echo(f"FAIL {first} (rtol {rtol:g}, atol {atol:g})")
            click.echo(div["text"] if div else "first divergence: not found (no op of AFTER matches one of BEFORE)")
        sys.exit(EXIT_DIFF)
    click.echo(f"OK {len(rows)} steps, losses and {len(names)} parameters agree (rtol {rtol:g}, atol {atol:g})")
    sys.exit(EXIT_OK)


def nonfinite(res: Any) -> str | None:
    from ..runner.schedule import nonfinite as f

    return f(res)


def _has_bad(a: Any) -> bool:
    from ..runner.schedule import nonfinite_kind

    return nonfinite_kind(a) is not None


def _check_batch(rb: Any, before: str, rows: int) -> None:
    """Exit 2 if the program hard-codes its data ops' batch size in an attribute but runs on
    `rows` rows per micro-step; else a note when the data ops' printed batch dim is not `rows`."""
    from ..runner.batch import baked_batch, feed_batch_dims

    dims = {d for d in feed_batch_dims(rb.main).values() if d > 0 and d != rows}
    if not dims:
        return
    odd = [f"{name} ({d})" for name, d in feed_batch_dims(rb.main).items() if d > 0 and d != rows]
    rb.add_note(f"batch dims of data ops {', '.join(odd)} are metadata: fed {rows} rows")
    baked = [x for d in sorted(dims) for x in baked_batch(rb.main, d)]
    if baked:
        for x in baked:
            d = next(iter(dims)) if len(dims) == 1 else x.value[0]
            click.echo(f"{before}:{x.op.line}: error: {x.message(d)}")
        raise SystemExit(EXIT_BAD)


def _first_divergence(
    pair: Any,
    feeds_a: dict[str, Any],
    feeds_b: dict[str, Any],
    k: int,
    b: int,
    step: int,
    params: list[str],
    rtol: float,
    atol: float,
) -> dict[str, Any] | None:
    """Re-run step `step` of both programs recording every op; the first op of AFTER that diverges."""
    from ..runner.divergence import RecordingInterpreter, locate, record_step

    ra, rb = pair(RecordingInterpreter, quiet=True)
    names = [p for p in rb.param_names if p in ra.state]
    # earlier steps first: optimizer state (moments) may diverge before a parameter leaves the tolerance
    for t in range(1, step + 1):
        rec_b = record_step(rb, feeds_b, 1, k * b, t)
        rec_a = record_step(ra, feeds_a, k, b, t)
        d = locate(rec_b, rec_a, k, params if t == step else names, rtol=rtol, atol=atol)
        if d is not None:
            return {
                "op": d.op.name,
                "line": d.op.line,
                "step": t,
                "what": d.what,
                "max_d": d.max_d,
                "text": f"{d.line()} (step {t})",
            }
    return None


def _plot(path: str, res_b: list[Any], res_a: list[Any], k: int) -> None:
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


__all__ = ["run", "check_loss", "EXIT_BAD"]


COMMANDS = [run, check_loss]
