"""`pirtool run` and `pirtool check-loss`: execute PIR training programs with the numpy runner.

Added to `pirtool.cli.main` by `pirtool/cli/__init__.py`.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from typing import Any

import click

from ..errors import PirError
from .common import EXIT_BAD, EXIT_DIFF, EXIT_OK, check_output, handle_errors, note
from .ranks import (
    CheckLossArgs,
    RunArgs,
    check_loss_ranks,
    launched,
    launcher_option,
    nprocs_option,
    relaunch,
    run_ranks,
)
from .runio import (
    Progress,
    check_batch,
    feeds_for,
    fmt_loss,
    json_line,
    json_num,
    make_runner,
    parse_file,
    plot_losses,
    print_notes,
    write_state,
)

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
@click.option(
    "--steps",
    type=click.IntRange(min=1),
    default=None,
    help="Optimizer steps (default: as many as the feed rows allow).",
)
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
    "--params",
    multiple=True,
    help="npz of parameter values (program or dygraph names; an init/ prefix is stripped). "
    "With several rank programs: once for all, or once per rank.",
)
@click.option(
    "--batch-size",
    "-b",
    type=click.IntRange(min=1),
    default=None,
    help="Rows per micro-step (default: the data op's batch dim).",
)
@click.option("--fetch", default=None, help="shadow_output name to report as the loss (default: the first loss*).")
@click.option(
    "--save-state",
    default=None,
    callback=check_output,
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
@launcher_option
@nprocs_option
@backend_option
@seed_option
@handle_errors
def run(
    programs: tuple[str, ...],
    startups: tuple[str, ...],
    k: int,
    steps: int | None,
    feeds: tuple[str, ...],
    feed_map: str | None,
    params: tuple[str, ...],
    batch_size: int | None,
    fetch: str | None,
    save_state: str | None,
    as_json: bool,
    check: bool,
    plan: tuple[str, str] | None,
    launcher: str,
    nprocs: int | None,
    backend: str,
    seed: int,
) -> None:
    """Run a training PROGRAM with numpy: startup once, then per step k micro-steps of the
    forward/backward ops (op_role 0/1) and the optimizer ops (op_role 2) once.

    Several PROGRAMs are the programs of ranks 0, 1, ... of one job: they run together in one
    process, in lock step, and their collectives (all_reduce, all_gather, reduce_scatter,
    broadcast, send/recv ...) exchange real data, grouped by ring_id. Under an MPI launcher
    (mpiexec -n N, srun; or --launcher mpi) each process runs the rank of its MPI rank and rank
    0 prints. Alone, a program's
    collectives act on its rank only, and a recv takes the --feed array recv:PEER:RING_ID.

    Without --feed, the data ops get seeded random data (a note on stderr says so). A nan/inf
    loss, or parameter after the optimizer, stops the run: "step N: loss is nan", exit 1.

    \b
    Examples:
      pirtool example before.pir after.pir startup.before.pir startup.after.pir data.npz \\
          forward.pir backward.pir optimize.pir     # bundled samples (pirtool example lists them)
      pirtool run before.pir --startup startup.before.pir --feed data.npz --steps 3
      pirtool run after.pir -s startup.after.pir -k 2 --feed data.npz --params data.npz --json
      pirtool run forward.pir --plan backward.pir optimize.pir -s startup.after.pir -k 2 --feed data.npz
      pirtool run rank0.pir rank1.pir -s startup0.pir -s startup1.pir --feed data.npz  # 2 ranks
      mpiexec -n 2 pirtool run rank0.pir rank1.pir -s startup0.pir -s startup1.pir --feed data.npz
      pirtool run --check before.pir
    """
    from ..runner.schedule import nonfinite, plan_steps

    if check:
        quiet_rank = launched() and _launcher_rank() != 0  # every process checks, rank 0 says so
        with contextlib.redirect_stdout(io.StringIO()) if quiet_rank else contextlib.nullcontext():
            code = max(_check(p, startups[0] if startups else None, plan) for p in programs)
        sys.exit(code)
    if launcher == "mpi":
        relaunch("run", len(programs), nprocs)
    if k < 1:
        raise PirError("-k must be at least 1")
    if len(programs) > 1 or launched():
        run_ranks(
            RunArgs(
                programs,
                startups,
                k,
                steps,
                feeds,
                feed_map,
                params,
                batch_size,
                fetch,
                save_state,
                as_json,
                backend,
                seed,
            )
        )
        return
    if len(startups) > 1 or len(feeds) > 1 or len(params) > 1:
        raise PirError("one program: give --startup, --feed and --params at most once")
    program, startup, feed = programs[0], (startups[0] if startups else None), (feeds[0] if feeds else None)
    r = make_runner(program, startup, params[0] if params else None, backend, seed, fetch, plan)
    missing, trains = r.loss_missing()
    if missing is not None and trains:
        raise missing  # before any step runs
    if missing is not None:
        note(f"{program}: note: no loss in this forward-only program (no optimizer ops): steps print 'no loss'")
    b = r.rows_per_micro_step(batch_size)
    feeds_ = feeds_for(r, feed, feed_map, random_rows=(steps or 1) * k * b, seed=seed)
    check_batch(r, program, b)
    n = plan_steps(feeds_, k, b, steps)
    bar = Progress("run")
    bad = None
    for res in r.iter_train(feeds_, k, b, n):
        bar.clear()
        bad = nonfinite(res)
        if as_json:
            row = {"step": res.step, "loss": json_num(res.loss), "micro": [json_num(x) for x in res.micro]}
            click.echo(json.dumps({**row, "error": bad} if bad else row))
        else:
            click.echo(
                f"step {res.step}  no loss"
                if missing is not None
                else f"step {res.step}  loss {fmt_loss(res.loss)}  micro {' '.join(fmt_loss(x) for x in res.micro)}"
            )
        if bad and missing is None:
            click.echo(f"step {res.step}: {bad}", err=True)
            break
        bar(res.step, n)
    bar.clear()
    print_notes(r)
    if save_state:
        write_state(save_state, [r])
    if bad:
        sys.exit(EXIT_DIFF)


def _launcher_rank() -> int:
    from ..runner.comm.mpi import launcher_rank

    return launcher_rank()


def _check(program: str, startup: str | None, plan: tuple[str, str] | None = None) -> int:
    from ..runner.kernels import has_kernel

    missing: dict[str, list[str]] = {}
    total = 0
    for path in [program, *(plan or ())] + ([startup] if startup else []):
        prog = parse_file(path)
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
@click.argument("after", nargs=-1, required=True)
@click.option("-k", "k", type=int, required=True, help="Micro-steps per optimizer step of AFTER.")
@click.option("--startup", "-s", required=True, help="Startup program of BEFORE (and of AFTER unless --startup-after).")
@click.option(
    "--startup-after",
    multiple=True,
    help="Startup program of AFTER (it creates the @GRAD@MERGE accumulators). Default: BEFORE's startup, "
    "and AFTER's block kwargs it does not make (the accumulators) zero-filled with their printed shape and dtype. "
    "With several AFTER ranks: once for all, or once per rank.",
)
@click.option("--params", default=None, help="npz of initial parameter values, loaded into both runs.")
@click.option("--feed", default=None, help="npz of inputs (see `pirtool run --feed`).")
@click.option("--feed-map", default=None, help="KEY=NAME[,KEY=NAME]: feed npz array KEY to data op NAME.")
@click.option(
    "--batch-size",
    "-b",
    type=click.IntRange(min=1),
    default=None,
    help="Rows per micro-step of AFTER (default: its data op's batch dim); BEFORE gets k times that.",
)
@click.option(
    "--steps",
    type=click.IntRange(min=1),
    default=None,
    help="Optimizer steps (default: as many as the feed rows allow).",
)
@click.option("--rtol", type=click.FloatRange(min=0), default=1e-5, show_default=True)
@click.option("--atol", type=click.FloatRange(min=0), default=1e-6, show_default=True)
@click.option("--fetch", default=None, help="shadow_output name of the loss (default: the first loss*).")
@click.option(
    "--plot",
    default=None,
    callback=check_output,
    help="Write a loss plot here (.png, .svg or .pdf): the verdict as title, a red line at the first differing step; needs matplotlib.",
)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per step instead of the table.")
@launcher_option
@nprocs_option
@backend_option
@seed_option
@handle_errors
def check_loss(
    before: str,
    after: tuple[str, ...],
    k: int,
    startup: str,
    startup_after: tuple[str, ...],
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
    launcher: str,
    nprocs: int | None,
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
      pirtool example before.pir after.pir startup.before.pir startup.after.pir data.npz
      pirtool check-loss before.pir after.pir -k 2 -s startup.before.pir \\
          --startup-after startup.after.pir --params data.npz --feed data.npz
      pirtool merge before.pir -k 2 -o merged.pir && \\
          pirtool check-loss before.pir merged.pir -k 2 -s startup.before.pir --feed data.npz
      mpiexec -n 2 pirtool check-loss plain.pir rank0.pir rank1.pir -k 1 -s startup.pir --feed data.npz
    """
    from ..runner.checkloss import check_loss as run_check
    from ..runner.schedule import plan_steps

    if k < 1:
        raise PirError("-k must be at least 1")
    if launcher == "mpi":
        relaunch("check-loss", len(after), nprocs)
    if plot:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise PirError("--plot needs matplotlib (pip install matplotlib)") from None
        if not plot.lower().endswith((".png", ".svg", ".pdf")):
            raise PirError("--plot: give a .png, .svg or .pdf file name", filename=plot)
    if len(after) > 1 or launched():
        out = check_loss_ranks(
            CheckLossArgs(
                before,
                after,
                k,
                startup,
                startup_after,
                params,
                feed,
                feed_map,
                batch_size,
                steps,
                rtol,
                atol,
                fetch,
                backend,
                seed,
            )
        )
        if out is not None:  # rank 0 (or the only process) reports; the ranks agree on its exit code
            res, job, after_table = out
            try:
                _report(
                    res, as_json, rtol, atol, after_table, "first divergence: not searched (AFTER is several ranks)"
                )
            except SystemExit as e:
                if job.agree(int(e.code or 0)):
                    raise
        return
    if len(startup_after) > 1:
        raise PirError("one AFTER program: give --startup-after at most once")
    after_path, startup_after_path = after[0], (startup_after[0] if startup_after else None)

    def pair(interpreter_cls: Any = None, quiet: bool = False) -> tuple[Any, Any]:
        """(BEFORE's runner, AFTER's runner), started and with parameters loaded."""
        ra = make_runner(
            after_path, startup_after_path or startup, params, backend, seed, fetch, interpreter_cls=interpreter_cls
        )
        if not startup_after_path:
            try:
                filled = ra.zero_fill_kwargs()
            except PirError as e:
                raise e.located(after_path) from None
            if filled and not quiet:
                note(
                    f"{after_path}: note: no --startup-after: zero-filled {len(filled)} kwarg(s) that BEFORE's startup "
                    f"does not make: {', '.join(filled[:4])}{' ...' if len(filled) > 4 else ''}"
                )
        rb = make_runner(before, startup, params, backend, seed, fetch, interpreter_cls=interpreter_cls)
        missing = [(runner.loss_missing()[0], path) for runner, path in ((rb, before), (ra, after_path))]
        if all(m is not None for m, _ in missing):  # parameters are still compared (a reduced pair)
            if not quiet:
                note(f"{before}, {after_path}: note: neither program has a loss: comparing the parameters only")
        else:
            for m, path in missing:
                if m is not None:  # one loss and not the other: said before any step runs
                    raise m.located(path)
        return rb, ra

    rb, ra = pair()
    b = ra.rows_per_micro_step(batch_size)
    feeds_a = feeds_for(ra, feed, feed_map, random_rows=(steps or 1) * k * b, seed=seed)
    same = feed is None and sorted(rb.feed_names) == sorted(ra.feed_names)
    feeds_b = feeds_a if same else feeds_for(rb, feed, feed_map, random_rows=(steps or 1) * k * b, seed=seed)
    n = plan_steps(feeds_a, k, b, steps)
    check_batch(rb, before, k * b)
    check_batch(ra, after_path, b)
    bars: dict[str, Progress] = {}

    def progress(phase: str, done: int, total: int) -> None:
        bars.setdefault(phase, Progress(phase))(done, total)

    res = run_check(
        rb,
        ra,
        feeds_b,
        feeds_a,
        k,
        b,
        n,
        rtol=rtol,
        atol=atol,
        make_runners=lambda cls: pair(cls, quiet=True),
        progress=progress,
    )

    def after_table() -> None:
        print_notes(rb)
        print_notes(ra)
        if plot:
            plot_losses(plot, res, k)

    _report(res, as_json, rtol, atol, after_table)


def _report(
    res: Any,
    as_json: bool,
    rtol: float,
    atol: float,
    after_table: Any = None,
    no_divergence: str = "first divergence: not found (no op of AFTER matches one of BEFORE)",
) -> None:
    """The check-loss table (or JSON lines), then `after_table()` (notes, the plot), then the
    verdict; exits 0 when all agree, 1 otherwise. With --json every stdout line is one JSON
    object (nan/inf as null): a step row each, then the verdict."""
    if as_json:
        for row in res.rows:
            click.echo(
                json_line(
                    {
                        "step": row.step,
                        "loss_before": row.loss_before,
                        "loss_after": row.loss_after,
                        "d_loss": row.d_loss,
                        "max_d_param": row.max_d_param,
                        "param": row.param,
                        "ok": row.ok,
                    }
                )
            )
    else:
        click.echo(
            f"{'step':>4}  {'loss before':>12}  {'loss after':>12}  {'|d loss|':>9}  {'max|d param|':>12}  param"
        )
        for row in res.rows:
            click.echo(
                f"{row.step:>4}  {row.loss_before:>12.6f}  {row.loss_after:>12.6f}  {row.d_loss:>9.2e}  "
                f"{row.max_d_param:>12.2e}  {row.param}{'' if row.ok else '  <-- differs'}"
            )
    if after_table is not None:
        after_table()
    if res.first is not None:
        div = res.divergence
        if as_json:
            click.echo(
                json_line(
                    {
                        "verdict": "fail",
                        "fail": res.first,
                        "step": res.first_step,
                        "params": res.first_params,
                        "first_divergence": div.as_dict() if div else None,
                        "rtol": rtol,
                        "atol": atol,
                    }
                )
            )
        else:
            click.echo(f"FAIL {res.first} (rtol {rtol:g}, atol {atol:g})")
            click.echo(div.text if div else no_divergence)
        sys.exit(EXIT_DIFF)
    if as_json:
        click.echo(
            json_line({"verdict": "ok", "steps": len(res.rows), "params": len(res.params), "rtol": rtol, "atol": atol})
        )
    else:
        click.echo(
            f"OK {len(res.rows)} steps, losses and {len(res.params)} parameters agree (rtol {rtol:g}, atol {atol:g})"
        )
    sys.exit(EXIT_OK)


__all__ = ["run", "check_loss", "EXIT_BAD"]


COMMANDS = [run, check_loss]
