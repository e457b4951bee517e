"""How `pirtool run` and `pirtool check-loss` start several ranks as MPI processes: the
`--launcher`/`-n` options, and `relaunch`, which runs the same command line again under
`mpiexec -n N` (one process per rank program). Which ranks a process runs, and how the ranks
agree, is `pirtool.runner`'s (`runner.launch`, `runner.session`).

Launching only. May import `.common` and the library (lazily).
"""

from __future__ import annotations

import sys

import click

from ..errors import PirError
from .numeric import integer


def launched() -> bool:
    """Under an MPI launcher with several processes (each runs one rank program)."""
    from ..runner.comm.mpi import launched as under_launcher

    return under_launcher()


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
    type=integer(min=1),
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
