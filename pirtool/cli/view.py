"""`pirtool view`: the interactive browser view (served on localhost, or written as one HTML file
or an export directory). The model and the page are built by `pirtool.tools.view`."""

from __future__ import annotations

import os
import sys

import click

from ..errors import PirError
from ..outputs import NotOurs, replace_directory
from .common import (
    check_output,
    check_output_dir,
    handle_errors,
    index_option,
    load_one,
    name_option,
    note,
    parse_source,
    plan_job_file,
    plan_job_files,
    write_output,
)
from .numeric import integer


@click.command()
@click.argument("program")
@click.option(
    "--diff",
    "other",
    default=None,
    metavar="B",
    help="Mark the ops added, removed and changed from PROGRAM to B (the view shows B with PROGRAM's removed ops).",
)
@click.option(
    "--ignore-attr",
    "ignore_attr",
    multiple=True,
    metavar="KEY",
    help="With --diff: ignore this op attribute (repeatable).",
)
@click.option("--index-b", type=integer(), default=None, help="With --diff: pick the N-th program of log B.")
@click.option("--name-b", default=None, help="With --diff: pick the program of log B whose label contains TEXT.")
@click.option(
    "--html",
    "html_out",
    default=None,
    metavar="FILE",
    callback=check_output,
    help="Write the view as one self-contained HTML file (atomically) instead of serving it.",
)
@click.option(
    "--export",
    "export_dir",
    default=None,
    metavar="DIR",
    callback=check_output_dir,
    help="Write DIR/index.html (the page), DIR/model.json, DIR/model_explorer.json (for `model-explorer`) and the licence of the inlined library.",
)
@click.option(
    "--port",
    type=integer(0, 65535),
    default=0,
    show_default=True,
    help="Serve on this localhost port (0: any free port).",
)
@click.option("--no-browser", is_flag=True, help="Serve without opening a browser.")
@click.option(
    "--job",
    default=None,
    metavar="TYPE",
    help="A plan directory: view the program of this job type (default: the first job's); with --diff, "
    "B's of the same type when B is a plan directory too.",
)
@index_option
@name_option
@handle_errors
def view(
    program: str,
    other: str | None,
    ignore_attr: tuple[str, ...],
    index_b: int | None,
    name_b: str | None,
    html_out: str | None,
    export_dir: str | None,
    port: int,
    no_browser: bool,
    job: str | None,
    index: int | None,
    name: str | None,
) -> None:
    """Browse a program: stages → layers → ops (region ops nested), search by op name, %N,
    parameter name or line, an op's attributes, types, dist attributes and source line, a value's
    producer and users, the neighbourhood graph of the selected op; ops coloured by op_role.

    \b
    Without --html/--export the page is served on localhost (Ctrl-C stops it) and opened in the
    browser. Nothing is fetched from the network: the page carries everything it needs.

    \b
    Examples:
      pirtool example main.pir before.pir after.pir train.log   # bundled samples
      pirtool view main.pir                              # serve and open the browser
      pirtool view main.pir --html main.html             # one file, e.g. a CI artefact
      pirtool plan after.pir -o plan/ && pirtool view plan/ --job backward --html backward.html
      pirtool view before.pir --diff after.pir --html d.html
      pirtool view train.log --index 2 --port 8765 --no-browser
    """
    from ..tools.view import build_diff_model, build_model
    from ..tools.view.page import PageServer, export_files, model_json, render_html

    if other is None and (ignore_attr or index_b is not None or name_b is not None):
        raise PirError("--ignore-attr, --index-b and --name-b go with --diff B")
    if other == "-" and program == "-":
        raise PirError("only one of PROGRAM and B can be stdin")
    program, job = plan_job_file(program, job)  # a plan directory: one of its job programs
    if other is not None and job is not None and plan_job_files(other) is not None:
        other, _ = plan_job_file(other, job)
    sa = load_one(program, index, name)
    pa = parse_source(sa)
    if other is None:
        title = sa.filename + (f" ({sa.label})" if sa.label else "")
        model = build_model(pa, title, sa.filename, sa.line_offset)
    else:
        from ..tools.diff import DiffOptions, diff_programs

        sb = load_one(other, index_b, name_b)
        pb = parse_source(sb)
        d = diff_programs(pa, pb, DiffOptions(frozenset(ignore_attr)))
        model = build_diff_model(
            d, f"{sa.filename} → {sb.filename}", sa.filename, sb.filename, sa.line_offset, sb.line_offset
        )
    n = model["n_ops"]
    if html_out is not None or export_dir is not None:
        files = export_files(model) if export_dir is not None else {"index.html": render_html(model)}
        if export_dir is not None:  # (all or nothing: the files replace DIR together)
            try:
                replace_directory(export_dir, files.items(), lambda p: p.name in files)
            except NotOurs:
                raise PirError(
                    f"cannot write --export: it exists and holds other files than {', '.join(files)}",
                    filename=export_dir,
                ) from None
            except OSError as e:
                raise PirError(f"cannot write: {e.strerror or e}", filename=export_dir) from None
            note(f"wrote {os.path.join(export_dir, 'index.html')} ({n} ops)")
        if html_out is not None:
            write_output(files["index.html"], html_out)
            note(f"wrote {html_out} ({n} ops)")
        return
    try:
        server = PageServer(render_html(model), model_json(model), port=port)
    except OSError as e:
        raise PirError(f"--port {port}: cannot serve: {e.strerror or e}") from None

    def ready(url: str) -> None:
        click.echo(f"pirtool view: serving {n} ops at {url} (Ctrl-C to stop)", err=True)
        sys.stderr.flush()
        if not no_browser:
            import webbrowser

            webbrowser.open(url)

    server.serve_forever(ready)


COMMANDS = [view]
