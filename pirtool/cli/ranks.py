"""`pirtool run` and `pirtool check-loss` with several rank programs: every rank in threads of
this process, or, under an MPI launcher (`mpiexec -n N pirtool run ...`), the rank whose index is
this process's MPI rank, rank 0 printing. The ranks agree on the exit code (`launch.rank_job`);
a rank that fails reports its error and `common.handle_errors` ends the whole job.

UI only: running and comparing are `pirtool.runner`'s. May import `.common`, `.runio` and the
library (lazily).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from typing import Any

import click

from ..errors import PirError
from .common import EXIT_DIFF, EXIT_OK
from .runio import (
    Progress,
    check_batch,
    feeds_for,
    fmt_loss,
    json_num,
    load_npz,
    make_runner,
    parse_file,
    per_rank,
    print_notes,
    write_state,
)


@dataclass(frozen=True)
class RunArgs:
    """`pirtool run`'s options for several rank programs (one tuple item per rank, or one for all)."""

    programs: tuple[str, ...]
    startups: tuple[str, ...]
    k: int
    steps: int | None
    feeds: tuple[str, ...]
    feed_map: str | None
    params: tuple[str, ...]
    batch_size: int | None
    fetch: str | None
    save_state: str | None
    as_json: bool
    backend: str
    seed: int


@dataclass(frozen=True)
class CheckLossArgs:
    """`pirtool check-loss`'s options with several AFTER ranks."""

    before: str
    afters: tuple[str, ...]
    k: int
    startup: str
    startup_after: tuple[str, ...]
    params: str | None
    feed: str | None
    feed_map: str | None
    batch_size: int | None
    steps: int | None
    rtol: float
    atol: float
    fetch: str | None
    backend: str
    seed: int


def launched() -> bool:
    """Under an MPI launcher with several processes (each runs one rank program)."""
    from ..runner.comm.mpi import launched as under_launcher

    return under_launcher()


def run_ranks(a: RunArgs) -> None:
    """Several ranks: in threads here, or this process's rank of an MPI launch (rank 0 reports)."""
    from ..runner.launch import rank_job
    from ..runner.schedule import plan_steps

    programs, startups, k, steps, feeds, feed_map = a.programs, a.startups, a.k, a.steps, a.feeds, a.feed_map
    params, batch_size, fetch, save_state, as_json = a.params, a.batch_size, a.fetch, a.save_state, a.as_json
    backend, seed = a.backend, a.seed

    n_ranks = len(programs)
    job = rank_job(n_ranks)
    sps = per_rank(startups, n_ranks, "--startup")
    fps = per_rank(feeds, n_ranks, "--feed")
    pps = per_rank(params, n_ranks, "--params")
    mine = job.local
    spread = len(mine) < n_ranks  # this process is one rank of an MPI launch
    runners = [make_runner(programs[i], None, None, backend, seed + i, fetch, process_id=i) for i in mine]
    ranks = job.ranks(runners, [(parse_file(s), s) if (s := sps[i]) else None for i in mine])
    ranks.run_startups()
    if params:
        loaded = {p: load_npz(p, "--params") for p in dict.fromkeys(pps[i] for i in mine) if p}
        arrays = [loaded[p] if (p := pps[i]) else None for i in mine]
        ranks.load_params(arrays[0] if spread else arrays)
    b = job.from_root(runners[0].rows_per_micro_step(batch_size))
    for i, r in zip(mine, runners, strict=True):  # e.g. a ZeRO rank slices its rows of b*dp itself
        check_batch(r, programs[i], b)
    rank_feeds = [
        feeds_for(r, fps[i], feed_map, random_rows=(steps or 1) * k * b, seed=seed + i)
        for i, r in zip(mine, runners, strict=True)
    ]
    n = job.minimum(min(plan_steps(f, k, b, steps) for f in rank_feeds))
    bar = Progress("run")
    if spread:
        results = ranks.train(rank_feeds[0], k, b, n, progress=bar, states=bool(save_state))
    else:
        results = ranks.train(rank_feeds, k, b, n, progress=bar, params=False)
    bar.clear()
    bad = None
    for st in results or []:
        losses, bad = st.losses, st.error
        if as_json:
            row = {
                "step": st.step,
                "loss": json_num(st.loss),
                "ranks": [json_num(x) for x in losses],
                "micro": [[json_num(x) for x in p.micro] for p in st.results],
            }
            click.echo(json.dumps({**row, "error": bad} if bad else row))
        else:
            click.echo(f"step {st.step}  loss {fmt_loss(st.loss)}  ranks {' '.join(fmt_loss(x) for x in losses)}")
        if bad:
            click.echo(f"step {st.step}: {bad}", err=True)
            break
    for r in runners:
        print_notes(r)
    if save_state and job.root:
        write_state(save_state, ranks.final_states if spread else runners)
    code = job.agree(EXIT_DIFF if bad else EXIT_OK)
    if code:
        sys.exit(code)


def check_loss_ranks(a: CheckLossArgs) -> tuple[Any, Any, Any] | None:
    """check-loss with AFTER several ranks (programs or plan directories) run together: in
    threads here, or as the processes of an MPI launch (rank 0 runs BEFORE and compares).
    (result, job, after_table) for the process that reports, None for the other ranks (they
    have agreed on the exit code with rank 0 when this returns)."""
    before, afters, k, startup, startup_after = a.before, a.afters, a.k, a.startup, a.startup_after
    params, feed, feed_map, batch_size, steps = a.params, a.feed, a.feed_map, a.batch_size, a.steps
    rtol, atol, fetch, backend, seed = a.rtol, a.atol, a.fetch, a.backend, a.seed
    from ..runner.checkloss import check_loss as run_check
    from ..runner.launch import rank_job
    from ..runner.mpiranks import MpiRankGroup
    from ..runner.multi import RankGroup
    from ..runner.schedule import plan_steps

    if feed is None:
        raise PirError("several AFTER ranks: give --feed (each rank reads its part of the same rows)")
    n_ranks = len(afters)
    job = rank_job(n_ranks)
    sps = per_rank(startup_after, n_ranks, "--startup-after")
    mine = job.local
    spread = len(mine) < n_ranks  # this process is one rank of an MPI launch
    runners = [make_runner(afters[i], None, None, backend, seed + i, fetch, process_id=i) for i in mine]
    ranks = job.ranks(runners, [(parse_file(s), s) if (s := sps[i]) else (parse_file(startup), startup) for i in mine])
    ranks.run_startups()
    if params:
        ranks.load_params(load_npz(params, "--params"))
    if not startup_after:
        for r in runners:
            r.zero_fill_kwargs()
    b = job.from_root(runners[0].rows_per_micro_step(batch_size))
    feeds_a = [feeds_for(r, feed, feed_map) for r in runners]
    n = job.minimum(min(plan_steps(f, k, b, steps) for f in feeds_a))
    group = MpiRankGroup(ranks) if spread else RankGroup(ranks)
    if not job.root:  # an MPI rank other than 0: train with the others; rank 0 compares and reports
        group.train(feeds_a[0], k, b, n)
        for r in runners:
            print_notes(r)
        code = job.agree(EXIT_OK)
        if code:
            sys.exit(code)
        return None
    rb = make_runner(before, startup, params, backend, seed, fetch)
    feeds_b = feeds_for(rb, feed, feed_map)
    check_batch(rb, before, k * b)
    res = run_check(
        rb, group, feeds_b, feeds_a[0] if spread else feeds_a, k, b, n, rtol=rtol, atol=atol, after_first=True
    )

    def after_table() -> None:
        print_notes(rb)
        for r in runners:
            print_notes(r)

    return res, job, after_table


launcher_option = click.option(
    "--launcher",
    type=click.Choice(["none", "mpi"]),
    default="none",
    show_default=True,
    help="mpi: start the ranks as MPI processes (mpiexec -n N, the same command line without these "
    "two options); none: in this process, or the ranks of the launch this process is one of.",
)
nprocs_option = click.option(
    "-n",
    "--nprocs",
    type=click.IntRange(min=1),
    default=None,
    help="Processes for --launcher mpi (default: one per rank program).",
)


def _mpiexec() -> list[str]:
    """The launcher command: $PIRTOOL_MPIEXEC (split like a shell would), else the `mpiexec` next
    to this Python (the `mpi` extra installs MPICH's there), else the one on PATH."""
    import os
    import shlex
    import shutil

    if os.environ.get("PIRTOOL_MPIEXEC"):
        return shlex.split(os.environ["PIRTOOL_MPIEXEC"])
    here = os.path.dirname(sys.executable)
    exe = shutil.which("mpiexec", path=here) or shutil.which("mpiexec")
    if exe is None:
        raise PirError(
            "--launcher mpi: no mpiexec found: install the mpi extra (pip install 'pirtool[mpi]') "
            "or name the launcher in PIRTOOL_MPIEXEC"
        )
    import subprocess

    try:
        version = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        version = ""
    extra = []
    if "Open MPI" in version or "OpenRTE" in version:  # Open MPI refuses root and more ranks than cores
        extra = ["--oversubscribe"] + (["--allow-run-as-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else [])
    return [exe, *extra]


def _without_launch_options(argv: list[str]) -> list[str]:
    out, skip = [], False
    for a in argv:
        if skip:
            skip = False
        elif a in ("--launcher", "-n", "--nprocs"):
            skip = True
        elif not (a.startswith(("--launcher=", "--nprocs=")) or (a.startswith("-n") and a[2:].isdigit())):
            out.append(a)
    return out


def relaunch(command: str, n_programs: int, nprocs: int | None) -> None:
    """Run this command line again under `mpiexec -n N` (one process per rank program) and exit
    with its exit code; the ranks report as under any launcher (rank 0 prints)."""
    import subprocess

    n = nprocs or n_programs
    if n != n_programs:
        raise PirError(f"--launcher mpi -n {n}: {n_programs} rank program(s) need {n_programs} processes, one each")
    argv = sys.argv[1:]
    if command not in argv:
        raise PirError(f"--launcher mpi: cannot find the {command} command line to launch (run pirtool from a shell)")
    cmd = [*_mpiexec(), "-n", str(n), sys.executable, "-m", "pirtool", *_without_launch_options(argv)]
    proc = subprocess.Popen(cmd)
    try:
        code = proc.wait()
    except BaseException:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        raise
    sys.exit(code if code >= 0 else 128 - code)
