"""`pirtool run` and `pirtool check-loss`: execute PIR training programs with the numpy runner.

Added to `pirtool.cli.main` by `pirtool/cli/__init__.py`.
"""

from __future__ import annotations

import contextlib
import io
import sys
from typing import Any

import click

from ..errors import PirError
from .common import EXIT_BAD, EXIT_DIFF, EXIT_OK, check_output, handle_errors
from .lossreport import report
from .numeric import integer, number
from .ranks import launched, launcher_option, nprocs_option, relaunch
from .runio import (
    Progress,
    job_phases,
    parse_feed_map,
    plot_losses,
    print_notes,
    program_files,
    program_reader,
    step_line,
    write_state,
    write_trace,
)

backend_option = click.option(
    "--backend", type=click.Choice(["numpy", "cupy"]), default="numpy", show_default=True, help="Array module."
)
threads_option = click.option(
    "--threads",
    type=integer(min=1),
    default=None,
    help="numpy's BLAS threads per rank. Default: the cores free to this process (its CPU affinity less what "
    "other processes use), shared by the ranks it runs, re-measured between steps.",
)
seed_option = click.option(
    "--seed",
    type=integer(),
    default=0,
    show_default=True,
    help="Seed for random ops (uniform, gaussian, dropout) without a seed attribute, and for the random "
    "data used without --feed.",
)


#: The phase `run` and `check-loss` show first, while the runner loads.
LOADING = "loading the runner"

K_HELP = (
    "Micro-batches per optimizer step (gradient merge). Default: what the input states (a plan directory's "
    "jobs.json, a merged program's 1/k averaging), else 1; when given it must agree with the input."
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
@click.option("-k", "k", type=integer(), default=None, help=K_HELP)  # checked by the runner
@click.option(
    "--steps",
    type=integer(min=1),
    default=None,
    help="Optimizer steps (default: as many as the feed rows allow).",
)
@click.option(
    "--feed",
    "feeds",
    multiple=True,
    help="npz of inputs, keyed by data-op name (see --feed-map); a key recv:PEER:RING_ID is the value a "
    "recv_v2/p_recv from PEER on ring RING_ID receives when the peer's program is not run. "
    "With several rank programs: once for all (its keys are assigned over every rank's data ops, and a "
    "data-parallel rank reads its part of each micro-batch), or once per rank (each its own rows). Without "
    "it: seeded random data (--seed) of the data ops' shapes, integer labels/ids below the class count their "
    "consumer implies.",
)
@click.option(
    "--feed-map",
    default=None,
    help="KEY=NAME[,KEY=NAME]: feed npz array KEY to data op NAME (of whichever rank has it).",
)
@click.option(
    "--params",
    multiple=True,
    help="npz of parameter values (program or dygraph names, with or without .dist; an init/ prefix is "
    "stripped). With several rank programs: once for all (each rank takes the parameters it holds), or once "
    "per rank.",
)
@click.option(
    "--batch-size",
    "-b",
    type=integer(min=1),
    default=None,
    help="Rows a rank's data ops read per micro-step (default: their batch dim).",
)
@click.option("--fetch", default=None, help="shadow_output name to report as the loss (default: the first loss*).")
@click.option(
    "--save-state",
    default=None,
    callback=check_output,
    help="Write the final state (parameters, accumulators) to this npz (keys rank<i>/NAME with several ranks).",
)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per step.")
@click.option(
    "--trace",
    default=None,
    metavar="FILE",
    callback=check_output,
    help="Write the measured timeline as Chrome trace-event JSON (ui.perfetto.dev opens it): a track per rank, "
    "a slice per job, the waits for receives and collectives inside it (under MPI rank 0 writes every rank's).",
)
@click.option("--check", is_flag=True, help="Only list ops without a kernel (exit 2 if any).")
@click.option(
    "--plan",
    nargs=2,
    default=None,
    metavar="BACKWARD OPTIMIZE",
    help="Run Paddle's gradient-merge sub-programs: PROGRAM is plan_forward.pir, these are plan_backward.pir "
    "and plan_optimize.pir (a plan directory names its own job programs).",
)
@launcher_option
@nprocs_option
@backend_option
@threads_option
@seed_option
@handle_errors
def run(
    programs: tuple[str, ...],
    startups: tuple[str, ...],
    k: int | None,
    steps: int | None,
    feeds: tuple[str, ...],
    feed_map: str | None,
    params: tuple[str, ...],
    batch_size: int | None,
    fetch: str | None,
    save_state: str | None,
    as_json: bool,
    trace: str | None,
    check: bool,
    plan: tuple[str, str] | None,
    launcher: str,
    nprocs: int | None,
    backend: str,
    threads: int | None,
    seed: int,
) -> None:
    """Run a training PROGRAM with numpy: startup once, then per step k micro-steps of the
    forward/backward ops (op_role 0/1) and the optimizer ops (op_role 2) once.

    A PROGRAM may be a plan directory (what `pirtool plan -o DIR` writes, or Paddle's own job
    programs: jobs.json and a <job_type>.pir per job type): its job list runs in order, each
    micro-batch in its own scope. k is what the input states (a plan's micro-batch ids, a merged
    program's 1/k averaging); -k, when given, must agree.

    Several PROGRAMs are the programs of ranks 0, 1, ... of one job: they run together in one
    process, in lock step, and their collectives (all_reduce, all_gather, reduce_scatter,
    broadcast, send/recv ...) exchange real data, grouped by ring_id. Under an MPI launcher
    (mpiexec -n N, srun; or --launcher mpi) each process runs the rank of its MPI rank and rank
    0 prints. Alone, a program's collectives act on its rank only, and a recv takes the --feed
    array recv:PEER:RING_ID. A rank without a loss (a pipeline's first stage) prints "-".

    Without --feed, the data ops get seeded random data (a note on stderr says so). A nan/inf
    loss, or parameter after the optimizer, stops the run: "step N: loss is nan", exit 1.

    \b
    Examples:
      pirtool example before.pir after.pir startup.before.pir startup.after.pir data.npz \\
          forward.pir backward.pir optimize.pir     # bundled samples (pirtool example lists them)
      pirtool run before.pir --startup startup.before.pir --feed data.npz --steps 3
      pirtool run after.pir -s startup.after.pir --feed data.npz --params data.npz --json  # k: after.pir's
      pirtool plan after.pir -o plan/ && pirtool run plan/ -s startup.after.pir --feed data.npz
      pirtool run forward.pir --plan backward.pir optimize.pir -s startup.after.pir --feed data.npz
      pirtool run rank0.pir rank1.pir -s startup0.pir -s startup1.pir --feed data.npz  # 2 ranks
      mpiexec -n 2 pirtool run rank0.pir rank1.pir -s startup0.pir -s startup1.pir --feed data.npz
      pirtool plan after.pir -o plan/ && pirtool run plan/ -s startup.after.pir --feed data.npz --trace run.json
      pirtool run --check before.pir
    """
    if check:
        quiet_rank = launched() and _launcher_rank() != 0  # every process checks, rank 0 says so
        with contextlib.redirect_stdout(io.StringIO()) if quiet_rank else contextlib.nullcontext():
            code = max(_check(p, startups[0] if startups else None, plan) for p in programs)
        sys.exit(code)
    if launcher == "mpi":
        relaunch("run", len(programs), nprocs)
    recorder = None
    bar = Progress("run")
    try:
        # The first phase, before the runner's imports (numpy, threadpoolctl, the kernels: most of
        # a second on a busy machine): its ticker shows it `SHOW_AFTER` after the process started.
        bar.phase(LOADING)
        from ..runner.session import RunSpec, open_run

        spec = RunSpec(
            programs,
            startups,
            params,
            feeds,
            parse_feed_map(feed_map),
            plan,
            k,
            batch_size,
            steps,
            backend=backend,
            seed=seed,
            fetch=fetch,
            reader=program_reader,
            threads=threads,
        )
        r = open_run(spec.replace(on_phase=bar.phase))
        bar.clear()
        print_notes(r.notes)
        several = len(programs) > 1
        bad = None
        r.on_event = job_phases(bar, r.n_steps, r.k, r.local[0] if r.local else 0)
        if trace is not None:
            from ..runner.tracing import Recorder

            recorder = Recorder(r)
        for st in r.steps(progress=bar):
            bad = st.error
            if not r.root:
                continue
            bar.clear()
            click.echo(step_line(st, several, as_json, r.has_loss))
            if bad:
                click.echo(f"step {st.step}: {bad}", err=True)
    finally:
        bar.close()
    print_notes(r.runner_notes())
    if recorder is not None and trace is not None:
        write_trace(trace, r, recorder)
    states = r.states() if save_state else None
    if save_state and r.root and states is not None:
        write_state(save_state, states)
    code = r.job.agree(EXIT_DIFF if bad else EXIT_OK)
    if code:
        sys.exit(code)


def _launcher_rank() -> int:
    from ..runner.comm.mpi import launcher_rank

    return launcher_rank()


def _check(program: str, startup: str | None, plan: tuple[str, str] | None = None) -> int:
    from ..runner.kernels import has_kernel

    missing: dict[str, list[str]] = {}
    total = 0
    for path in [*program_files(program), *(plan or ())] + ([startup] if startup else []):
        prog = program_reader(path)
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
@click.option(
    "-k",
    "k",
    type=integer(),  # checked by the runner
    default=None,
    help="Micro-batches per optimizer step of AFTER. Default: what AFTER states (its jobs.json, its 1/k "
    "averaging), else 1; when given it must agree with AFTER.",
)
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
    type=integer(min=1),
    default=None,
    help="Rows per micro-step of AFTER (default: its data op's batch dim); BEFORE gets k times that.",
)
@click.option(
    "--steps",
    type=integer(min=1),
    default=None,
    help="Optimizer steps (default: as many as the feed rows allow).",
)
@click.option("--rtol", type=number(min=0), default=1e-5, show_default=True)
@click.option("--atol", type=number(min=0), default=1e-6, show_default=True)
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
@threads_option
@seed_option
@handle_errors
def check_loss(
    before: str,
    after: tuple[str, ...],
    k: int | None,
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
    threads: int | None,
    seed: int,
) -> None:
    """Check that a gradient-merged program AFTER trains like BEFORE.

    BEFORE runs on the whole k*b rows per step; AFTER runs k micro-steps of b rows and the
    optimizer once (k: what AFTER states, its jobs.json or its 1/k averaging; -k must agree).
    AFTER may be a plan directory, or several ranks (programs or plan directories). Compares the
    mean micro loss with BEFORE's loss, and every parameter after each step. Exit 0 if all agree
    within rtol/atol, 1 naming the first step and parameter (or loss) that differ, or when
    nothing trained (every parameter unchanged on both sides), 2 on bad input. A nan/inf loss or
    parameter is a difference. Without --feed, both run on the same seeded random data.

    On a failure, both programs are run again recording every op's values, and the first op of
    AFTER whose output diverges is named ("first divergence: OP at line N (...)"): a forward or
    backward op (matched with BEFORE's by name and the parameters it reads), or along a
    parameter's gradient from the accumulator to its optimizer op. Before running, an op of
    BEFORE that hard-codes the batch size b (a reshape shape [b, ...]) is an error (exit 2): it
    runs on k*b rows. The data ops' own batch dims are metadata.

    \b
    Examples:
      pirtool example before.pir after.pir startup.before.pir startup.after.pir data.npz
      pirtool check-loss before.pir after.pir -s startup.before.pir \\
          --startup-after startup.after.pir --params data.npz --feed data.npz
      pirtool merge before.pir -k 2 -o merged.pir && \\
          pirtool check-loss before.pir merged.pir -s startup.before.pir --feed data.npz
      pirtool plan after.pir -o plan/ && pirtool check-loss before.pir plan/ -s startup.before.pir \\
          --startup-after startup.after.pir --params data.npz --feed data.npz
      mpiexec -n 2 pirtool check-loss plain.pir rank0.pir rank1.pir -s startup.pir --feed data.npz
    """
    if launcher == "mpi":
        relaunch("check-loss", len(after), nprocs)
    if plot:
        import importlib.util

        if importlib.util.find_spec("matplotlib") is None:  # found, not imported: it loads for the plot
            raise PirError("--plot needs matplotlib (pip install matplotlib)")
        if not plot.lower().endswith((".png", ".svg", ".pdf")):
            raise PirError("--plot: give a .png, .svg or .pdf file name", filename=plot)
    status = Progress("check-loss")
    status.phase(LOADING)  # before the runner's imports, as `run` does
    try:
        from ..runner.checkloss import compare
        from ..runner.session import RunSpec
    except BaseException:
        status.close()
        raise
    common: dict[str, Any] = dict(
        params=[params] if params else [],
        feeds=[feed] if feed else [],
        feed_map=parse_feed_map(feed_map),
        backend=backend,
        seed=seed,
        fetch=fetch,
        reader=program_reader,
        threads=threads,
    )
    before_spec = RunSpec([before], startups=[startup], on_phase=lambda t: status.phase(f"BEFORE: {t}"), **common)
    after_spec = RunSpec(
        after,
        startups=list(startup_after) or [startup],
        k=k,
        batch_size=batch_size,
        steps=steps,
        zero_fill=not startup_after,
        **common,
    )
    after_spec = after_spec.replace(on_phase=lambda t: status.phase(f"AFTER: {t}"))
    try:
        res = compare(before_spec, after_spec, rtol=rtol, atol=atol)
    finally:
        status.close()
    if not res.root:  # an MPI rank other than 0: rank 0 compares and reports
        print_notes(res.notes)
        code = res.agree(EXIT_OK)
        if code:
            sys.exit(code)
        return

    def after_table() -> None:
        print_notes(res.notes)
        if plot:
            plot_losses(plot, res, res.k)

    try:
        report(
            res,
            as_json,
            rtol,
            atol,
            after_table,
            None if res.searched else "first divergence: not searched (AFTER is several ranks)",
        )
    except SystemExit as e:
        if res.agree(int(e.code or 0)):
            raise


__all__ = ["run", "check_loss", "EXIT_BAD"]

COMMANDS = [run, check_loss]
