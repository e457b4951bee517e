"""`pirtool plan`: a rank's job plan (job list and job programs) from its merged program."""

from __future__ import annotations

import json

import click

from .common import check_output_dir, handle_errors, index_option, load_one, name_option, note, parse_source


@click.command()
@click.argument("input")
@click.option(
    "--schedule",
    default="gm",
    show_default=True,
    metavar="NAME",
    help="gm (gradient merge alone), or a pipeline rank's: FThenB, 1F1B, VPP, Eager1F1B, ZBH1, ZBVPP (any case).",
)
@click.option(
    "--pp-degree", type=click.IntRange(min=1), default=None, help="Pipeline stages (1F1B's job list depends on it)."
)
@click.option(
    "--pp-stage", type=click.IntRange(min=0), default=None, help="This rank's pipeline stage, 0-based (1F1B, VPP)."
)
@click.option("--vpp-degree", type=click.IntRange(min=1), default=None, help="Model chunks per stage (VPP).")
@click.option(
    "--split-backward", is_flag=True, help="VPP's split backward (takes effect when k == pp degree, as in Paddle)."
)
@click.option("-k", "k", type=int, required=True, help="Micro-batches per optimizer step (the merge's k).")
@click.option(
    "-o",
    "--output",
    required=True,
    metavar="DIR",
    callback=check_output_dir,
    help="Plan directory: DIR/jobs.json and DIR/<job_type>.pir (written atomically).",
)
@click.option(
    "--json", "as_json", is_flag=True, help="Print a summary (jobs, ops per job, values each job reads) as JSON."
)
@index_option
@name_option
@handle_errors
def plan(
    input: str,
    schedule: str,
    k: int,
    pp_degree: int | None,
    pp_stage: int | None,
    vpp_degree: int | None,
    split_backward: bool,
    output: str,
    as_json: bool,
    index: int | None,
    name: str | None,
) -> None:
    """Split a rank's merged program into Paddle's job plan.

    INPUT is the program after gradient merge, dense or dist (a dist program is first made
    dense, as Paddle does: dist-to-dense, remove-unuseful-comm).

    \b
    Examples:
      pirtool example rank0.pir rank1.pir after.pir   # bundled samples (pirtool example lists them)
      pirtool plan rank0.pir -k 2 -o plan0/           # stage 0 of a pipeline: its schedule read off it
      pirtool plan after.pir --schedule gm -k 2 -o plan/ --json
      pirtool plan rank1.pir --schedule 1F1B -k 2 --pp-degree 2 --pp-stage 1 -o plan1/
      pirtool plan rank1.pir --schedule zbh1 -k 4 --pp-degree 2 --pp-stage 1 -o plan1/
    """
    from ..paddle.schedules import schedule_named
    from ..plan import make_plan, read_merged, write_plan

    src = load_one(input, index, name)
    row = schedule_named(schedule)
    chunks = row is not None and row.chunked  # Paddle completes the chunk ids of a VPP program first
    prog = read_merged(src.text, lambda rewrite: parse_source(src, rewrite=rewrite), chunks, src.filename)
    p = make_plan(prog, schedule, k, src.filename, pp_degree, pp_stage, vpp_degree, split_backward, dense=True)
    write_plan(p, output)
    for w in p.warnings:
        click.echo(f"pirtool: warning: plan: {w}", err=True)
    if row is not None and not row.paddle_split:
        note(
            f"note: Paddle 3.3.1 cannot run {row.name} on a PIR program; the job list is Paddle's, the split "
            "pirtool's own (docs/pipelines.md)"
        )
    if as_json:
        click.echo(json.dumps(p.summary()))
    else:
        note(f"{output}: {len(p.jobs)} jobs ({', '.join(p.programs)})")


COMMANDS = [plan]
