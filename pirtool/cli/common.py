"""What every command shares: reading inputs (files, `-`, programs inside logs), atomic `-o`,
exit codes, and turning a PirError into `file:line:col: error: ...` + exit 2.

May import the library (lazily, so `pirtool --help` starts fast); no command module imports
another, and nothing in the library imports `pirtool.cli`.
"""

from __future__ import annotations

import functools
import os
import sys
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import click

from ..errors import FileStamp, PirError
from .numeric import integer

EXIT_OK, EXIT_DIFF, EXIT_BAD = 0, 1, 2
EXIT_INTERRUPTED = 130

#: This CLI's words for the inputs library messages name (see `pirtool.errors.Text`): its options.
CLI_WORDS = {
    # pirtool.tools.graph
    "focus_opt": "--focus",
    "timeout_opt": "--timeout",
    # pirtool.runner (runner/errors.py TERMS)
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
    "pass_batch_size": "pass --batch-size B",
    "steps_opt": "--steps",
    "startup_opt": "--startup",
    "k_opt": "-k",
    "give_k": "give -k K",
    "batch_opt": "-b",
    # pirtool.plan.inputs
    "pp_stage_opt": "--pp-stage",
    "vpp_opt": "--vpp-degree",
}


# ----------------------------------------------------------------------------------------------
# Shared plumbing


@dataclass
class Source:
    """One program's text with where it came from (for error locations)."""

    text: str
    filename: str
    line_offset: int = 0  # lines before the program in its file (programs picked out of a log)
    label: str = ""
    span: tuple[int, int] | None = None  # where `text` stands in `file_text` (a program inside a log)
    file_text: str = ""  # the whole file, for a program inside a log: fmt prints the log back around it
    stamp: FileStamp | None = None  # the file `text` is the whole of (its parse may let the text go)


def read_text(path: str) -> str:
    return read_stamped(path)[0]


def read_stamped(path: str) -> tuple[str, FileStamp | None]:
    """The text of `path` (`-`: stdin) and the stamp of the file it was read from (None for a pipe)."""
    from ..text.parser import decode, decode_file

    if path == "-":
        return decode(sys.stdin.buffer.read(), "<stdin>"), None
    try:
        with open(path, "rb") as f:
            return decode_file(f, path), FileStamp.of(path, f.fileno())
    except OSError as e:
        raise PirError(f"cannot read: {e.strerror}", filename=path) from None


def load_sources(path: str, index: int | None = None, name: str | None = None, whole: bool = False) -> list[Source]:
    """The program in `path`: a dump, or a log from which `--index`/`--name` picks one.

    Without a choice, a log must hold one program, read where it stands (`span` in `file_text`).
    `whole` (fmt): every program of the log where it stands, so that the log prints back whole
    (refused when a program cannot be printed back inside it: ctest prefixes).
    """
    text, stamp = read_stamped(path)
    fname = "<stdin>" if path == "-" else path
    if index is None and name is None and _looks_like_dump(text):
        return [Source(text, fname, stamp=stamp)]  # the parser judges all of it, trailing text included
    from ..text import logs

    found = logs.find_programs(text)
    if not found:
        err = no_program(text, fname)
        if index is None and name is None and err.line == 1:
            return [Source(text, fname)]  # let the parser explain what is wrong with it
        raise err
    if index is None and name is None and whole:
        # fmt: every program where it stands, so the log prints back whole around them
        moved = next((f for f in found if not f.in_place), None)
        if moved is not None:
            raise PirError(
                f"the program at lines {moved.start_line}-{moved.end_line} of this log cannot be printed back inside it "
                "(its lines carry ctest's 'NNN: ' prefixes): print it alone with --index N (see `pirtool extract --list`)",
                filename=fname,
                line=moved.start_line,
                col=1,
                source_line=text.split("\n", moved.start_line)[moved.start_line - 1].rstrip("\r"),
            )
        return [
            Source(text[f.open_at : f.end_at], fname, f.start_line - 1, f.label, (f.open_at, f.end_at), text)
            for f in found
        ]
    if index is None and name is None and len(found) > 1:
        raise PirError(
            f"{len(found)} programs in this log: pick one with --index N or --name TEXT (see `pirtool extract {path} --list`)",
            filename=fname,
        )
    if index is None and name is None and found[0].in_place:
        f = found[0]  # read where it stands (comment after its "{" and indentation included)
        return [Source(text[f.open_at : f.end_at], fname, f.start_line - 1, f.label, (f.open_at, f.end_at), text)]
    try:
        f = logs.select(found, index, name)
    except LookupError as e:
        raise PirError(str(e).strip("'\""), filename=fname) from None
    return [Source(f.text, fname, f.start_line - 1, f.label)]


def no_program(text: str, fname: str) -> PirError:
    """ "No program found", at the first invisible character (a pasted U+FEFF inside a token hides
    the op line a program starts with), else at the start."""
    from ..errors import location_of
    from ..lexical import INVISIBLE, describe_char

    at = min((k for k in (text.find(c) for c in INVISIBLE) if k >= 0), default=-1)
    if at < 0:
        return PirError(
            "no PIR program found in this file", filename=fname, line=1, col=1, source_line=text.split("\n", 1)[0]
        )
    line, col, src = location_of(text, at)
    return PirError(
        f"no PIR program found in this file: it holds an invisible {describe_char(text[at])} here, "
        "which hides the program's lines (remove it)",
        filename=fname,
        line=line,
        col=col,
        source_line=src,
    )


def _looks_like_dump(text: str) -> bool:
    """A dump starts (after blank lines) with "{" or an op line; anything else is treated as a log.

    Looks at the first 50 lines where they stand (`split("\\n", 50)` would also copy the rest
    of the text, the whole dump, into a 51st piece)."""
    pos = 0
    for _ in range(50):
        end = text.find("\n", pos)
        line = text[pos:] if end < 0 else text[pos:end]
        s = line.strip().lstrip("\ufeff")
        if s:
            if s.startswith(("{", "(")):
                return True
            from ..text import logs

            return logs.is_bare_dump(text)
        if end < 0:
            break
        pos = end + 1
    return True  # empty or blank: the parser says so


def plan_job_files(path: str) -> list[str] | None:
    """The job programs of plan directory `path`, in job-list order (None when `path` is not a
    directory); PirError for a directory that is not a plan, or a job list that is not one."""
    if path == "-" or not os.path.isdir(path):
        return None
    from ..text.plandir import job_files

    return list(job_files(path)[1].values())


def expand_plans(paths: tuple[str, ...] | list[str], index: int | None = None, name: str | None = None) -> list[str]:
    """`paths` with each plan directory replaced by its job programs (`plan_job_files`); a plan
    directory holds whole programs, so `--index`/`--name` do not go with one."""
    out: list[str] = []
    for p in paths:
        jobs = plan_job_files(p)
        if jobs is not None and (index is not None or name is not None):
            raise PirError("--index/--name pick a program of a log, not of a plan directory", filename=p)
        out += jobs if jobs is not None else [p]
    return out


def plan_job_file(path: str, job: str | None) -> tuple[str, str | None]:
    """(the program file `path` names, its job type): `path` itself (no job type), or the
    program of job type `job` of plan directory `path` (by default its first job's); PirError
    for a job type the plan does not have."""
    if plan_job_files(path) is None:
        if job is not None:
            raise PirError("--job picks a job program of a plan directory; this is a file", filename=path)
        return path, None
    from ..text.plandir import job_files

    files = job_files(path)[1]
    job = job if job is not None else next(iter(files))
    if job not in files:
        raise PirError(f"--job {job}: the plan has job types {', '.join(files)}", filename=path)
    return files[job], job


def load_one(path: str, index: int | None = None, name: str | None = None) -> Source:
    return load_sources(path, index, name)[0]


def parse_source(src: Source, reader: str = "fast", rewrite: Any = None) -> Any:
    from ..text.parser import parse

    try:
        prog = parse(src.text, reader=reader, filename=src.filename, rewrite=rewrite)
    except PirError as e:
        raise e.located(src.filename, src.line_offset) from None
    if prog.origin is not None:
        prog.origin.line_offset = src.line_offset  # late errors (attribute values) point into the file
        prog.origin.stamp = src.stamp
    return prog


def output_problem(path: str, *, directory: bool = False) -> str | None:
    """Why `path` cannot be written (None if it can): checked when the options are read, so a
    typo in `-o` costs nothing instead of the whole run. `directory` is for outputs that are
    directories (`plan -o DIR`), which may exist."""
    full = os.path.abspath(path)
    if os.path.isdir(full) and not directory:
        return "it is a directory"
    if not directory and path.endswith(os.sep):
        return "a file name cannot end in a path separator"
    parent = os.path.dirname(full)
    if not os.path.isdir(parent):
        return f"directory {parent} does not exist"
    if not os.access(parent, os.W_OK | os.X_OK):
        return f"directory {parent} is not writable"
    return None


def _check_output(
    ctx: click.Context, param: click.Parameter, value: str | None, *, directory: bool = False
) -> str | None:
    if value is None or value == "-":
        return value
    problem = output_problem(value, directory=directory)
    if problem is not None:
        click.echo(f"{value}: error: cannot write {param.opts[-1]}: {problem}", err=True)
        ctx.exit(EXIT_BAD)
    return value


def check_output(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """click callback for an output file option: see `output_problem`."""
    return _check_output(ctx, param, value)


def check_output_dir(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """click callback for an output directory option: see `output_problem`."""
    return _check_output(ctx, param, value, directory=True)


def write_output(text: str, path: str | None) -> None:
    """Write to stdout, or atomically to `path` (temp file + rename: a failure leaves it untouched)."""
    write_streamed(lambda write: write(text), path)


def write_streamed(produce: Callable[[Callable[[str], object]], object], path: str | None) -> None:
    """`write_output` of what `produce(write)` writes piece by piece (a big program printed a few
    thousand lines at a time, never held whole)."""
    if path is None or path == "-":
        produce(sys.stdout.write)
        sys.stdout.flush()
        return
    try:
        _write_atomic(produce, path)
    except OSError as e:
        raise PirError(f"cannot write: {e.strerror or e}", filename=path) from None


def write_lines(lines: Iterable[str], path: str | None, chunk: int = 2000) -> None:
    """`write_streamed` of `lines` (given without their line ends), `chunk` lines at a time."""

    def produce(write: Callable[[str], object]) -> None:
        batch: list[str] = []
        for line in lines:
            batch.append(line)
            if len(batch) >= chunk:
                write("\n".join(batch) + "\n")
                batch.clear()
        if batch:
            write("\n".join(batch) + "\n")

    write_streamed(produce, path)


def _write_atomic(produce: Callable[[Callable[[str], object]], object], path: str) -> None:
    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".pirtool-", dir=d)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            produce(f.write)
        _replace_with(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _replace_with(tmp: str, path: str) -> None:
    """Move the finished `tmp` over `path`: mkstemp makes 0600 files, so it first gets the mode a
    plain open() would give (or the old file's)."""
    try:
        mode = os.stat(path).st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(tmp, mode)
    os.replace(tmp, path)


def write_bytes(data: bytes, path: str) -> None:
    """`data` written atomically to `path` (a picture: temp file + rename, as `write_output`)."""
    fd, tmp = tempfile.mkstemp(prefix=".pirtool-", dir=os.path.dirname(os.path.abspath(path)))
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        _replace_with(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def handle_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn PirError into `file:line:col: error: ...` + exit 2; no tracebacks unless --debug."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except PirError as e:
            if not getattr(e, "quiet", False):  # an MPI rank other than 0 with the error rank 0 reports
                e.reason = e.reworded(CLI_WORDS)
                click.echo(e.format(), err=True)
            _abort_job(EXIT_BAD)
            sys.exit(EXIT_BAD)
        except SystemExit as e:
            if e.code not in (None, 0):
                _abort_job(e.code if isinstance(e.code, int) else EXIT_BAD)
            raise
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except BrokenPipeError:
            sys.exit(EXIT_OK)
        except KeyboardInterrupt:
            # Ctrl-C: the shell's convention (128 + SIGINT), not click's "Aborted!" and exit 1;
            # `-o` outputs are untouched (write_output only renames a finished file).
            click.echo("pirtool: interrupted", err=True)
            sys.exit(EXIT_INTERRUPTED)
        except Exception as e:
            if _debug():
                _abort_job(EXIT_BAD, traceback=True)
                raise
            click.echo(
                f"pirtool: internal error: {type(e).__name__}: {e} (rerun with --debug for a traceback)", err=True
            )
            _abort_job(EXIT_BAD)
            sys.exit(EXIT_BAD)

    return wrapper


def _abort_job(code: int, traceback: bool = False) -> None:
    """A rank of an MPI job that stops alone would leave the other processes waiting for it: once
    it has said why, it ends the whole job with its exit code (nothing when no MPI job runs, or
    when the ranks agreed on the outcome)."""
    mpi = sys.modules.get("pirtool.runner.comm.mpi")
    if mpi is None:
        return
    if traceback:
        import traceback as tb

        tb.print_exc()
    mpi.abort_job(code)


def _flag(key: str) -> bool:
    ctx = click.get_current_context(silent=True)
    while ctx is not None:
        if ctx.obj and ctx.obj.get(key):
            return True
        ctx = ctx.parent
    return False


def _debug() -> bool:
    return _flag("debug")


def quiet_level() -> int:
    """How many times -q was given (`pirtool -q CMD`, `-qq`, or `CMD ... --quiet` where CMD has
    no -q of its own): 1 drops notes, progress and 'wrote ...' lines, 2 warnings too."""
    ctx = click.get_current_context(silent=True)
    level = 0
    while ctx is not None:
        if ctx.obj:
            level = max(level, int(ctx.obj.get("quiet") or 0))
        ctx = ctx.parent
    return level


def quiet() -> bool:
    """`pirtool -q CMD`: no notes, no progress, no 'wrote ...' lines (`quiet_level`)."""
    return quiet_level() >= 1


def note(message: str) -> None:
    """A line that only informs on stderr ("wrote x.svg", "note: ..."): dropped under -q."""
    if not quiet():
        click.echo(message, err=True)


def warning(message: str) -> None:
    """A warning on stderr (`WHERE: warning: ...`: the output may not be what was meant, or not
    what Paddle makes): kept under -q, dropped under -qq. Errors are never dropped."""
    if quiet_level() < 2:
        click.echo(message, err=True)


def use_color(mode: str, stream: Any = None) -> bool:
    """`--color always|never|auto`; auto colours only a terminal, and never when NO_COLOR is set
    (https://no-color.org: any non-empty value)."""
    if mode == "always":
        return True
    if mode == "never" or os.environ.get("NO_COLOR"):
        return False
    try:
        return bool((stream or sys.stdout).isatty())
    except (AttributeError, ValueError):  # closed or odd streams
        return False


index_option = click.option(
    "--index", "-i", type=integer(), default=None, help="Pick the N-th program (0-based) of a log."
)
name_option = click.option(
    "--name", "-n", "name", default=None, help="Pick the program of a log whose label contains TEXT."
)
color_option = click.option(
    "--color",
    type=click.Choice(["auto", "always", "never"]),
    default="auto",
    show_default=True,
    help="Colour the output (auto: on a terminal, unless NO_COLOR is set).",
)
full_option = click.option(
    "--full",
    is_flag=True,
    help="Print long attributes in full (by default op_dist_attr and long arrays are elided as {…N keys} / […N items]).",
)
output_option = click.option(
    "-o", "--output", default=None, callback=check_output, help="Write here (atomically) instead of stdout."
)
