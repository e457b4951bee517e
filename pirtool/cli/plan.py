"""`pirtool plan`: ranks' job plans (job lists and job programs) from their merged programs, and
what the schedules cost: a simulated timeline (Chrome trace JSON), bubble and memory per stage."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from ..errors import PirError, location_of
from .common import (
    Source,
    check_output,
    check_output_dir,
    handle_errors,
    index_option,
    load_one,
    name_option,
    note,
    parse_source,
    warning,
    write_output,
)
from .numeric import integer


def first_p2p(text: str) -> tuple[int, int, str] | None:
    """Where a program's text first holds a pipeline send or recv op (line, column, the line):
    the mark of a pipeline stage; None for a program without one."""
    from ..paddle.collectives import RECV_OPS, SEND_OPS  # imports the model: not for `pirtool --help`

    found = [(i, f'"{op}"') for op in SEND_OPS + RECV_OPS if (i := text.find(f'"{op}"')) >= 0]
    if not found:
        return None
    return location_of(text, min(found)[0])


@click.command()
@click.argument("inputs", nargs=-1, required=True, metavar="INPUT...")
@click.option(
    "--schedule",
    default=None,
    metavar="NAME[,NAME...]",
    help="gm (gradient merge alone), or a pipeline's: FThenB, 1F1B, VPP, Eager1F1B, ZBH1, ZBVPP (any case); "
    "several, comma-separated, are compared side by side. Default: gm, for a program without pipeline "
    "send/recv ops; a pipeline stage's schedule is not in its program, so it must be named.",
)
@click.option(
    "--pp-degree",
    type=integer(min=1),
    default=None,
    help="Pipeline stages (default with several INPUTs: their number).",
)
@click.option(
    "--pp-stage",
    type=integer(min=0),
    default=None,
    help="The one INPUT's pipeline stage, 0-based (several INPUTs: rank r is stage r // (ranks / pp degree)).",
)
@click.option("--vpp-degree", type=integer(min=1), default=None, help="Model chunks per stage (VPP, ZBVPP).")
@click.option(
    "--split-backward", is_flag=True, help="VPP's split backward (takes effect when k == pp degree, as in Paddle)."
)
@click.option(
    "-k",
    "k",
    type=integer(min=1),
    default=None,
    help="Micro-batches per optimizer step (the merge's k). Default: the program's own (its 1/k averaging); "
    "when given it must agree.",
)
@click.option(
    "-o",
    "--output",
    default=None,
    metavar="DIR",
    callback=check_output_dir,
    help="Plan directory: DIR/jobs.json and DIR/<job_type>.pir (written atomically); several INPUTs: "
    "DIR/rank<r>/, several schedules: DIR/<schedule>/.",
)
@click.option(
    "--stats",
    is_flag=True,
    help="Per schedule and rank: the simulated bubble, peak micro-batches in flight, peak activation memory.",
)
@click.option(
    "--trace",
    default=None,
    metavar="FILE",
    callback=check_output,
    help="Write the simulated timeline as Chrome trace-event JSON (ui.perfetto.dev opens it).",
)
@click.option(
    "--plot",
    default=None,
    metavar="FILE",
    callback=check_output,
    help="Draw the timelines and the activation memory (PNG, SVG or PDF; needs matplotlib: the plot extra).",
)
@click.option(
    "--cost",
    default="",
    metavar="NAME=VALUE,...",
    help="Cost model constants: flops, mem_bw, op_overhead, link_bw, link_latency (docs/pipelines.md).",
)
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print JSON: the --stats figures, or else a summary (jobs, ops per job, values each job reads).",
)
@index_option
@name_option
@handle_errors
def plan(
    inputs: tuple[str, ...],
    schedule: str | None,
    k: int | None,
    pp_degree: int | None,
    pp_stage: int | None,
    vpp_degree: int | None,
    split_backward: bool,
    output: str | None,
    stats: bool,
    trace: str | None,
    plot: str | None,
    cost: str,
    as_json: bool,
    index: int | None,
    name: str | None,
) -> None:
    """Split ranks' merged programs into Paddle's job plans, and compare schedules.

    INPUT is a rank's program after gradient merge, dense or dist (a dist program is first made
    dense, as Paddle does: dist-to-dense, remove-unuseful-comm). Several INPUTs are ranks 0, 1,
    ... of one pipeline: planned together, they are also simulated together (--stats, --trace,
    --plot), each job as long as a cost model of its ops says.

    k is the program's own (its 1/k averaging; -k must agree; a merge without averaging needs
    -k); so are VPP's model chunks per stage (its chunk_ids; --vpp-degree must agree) and the
    ranks per stage of several dist INPUTs (rank 0's process ids). A program without @GRAD@MERGE accumulators is the one before gradient merge (a warning
    says so), and a rank whose loss and forward send/recv do not fit its stage is an error.

    DIR is a plan directory: DIR/jobs.json (the job list) and DIR/<job_type>.pir (and
    DIR/dist.pir, a dist INPUT that shards: where a ZeRO rank's shards are). `pirtool run
    DIR -s STARTUP` runs it (k from jobs.json); several plan directories are the ranks of one
    pipeline (`pirtool run plan0/ plan1/`).

    \b
    Examples:
      pirtool example rank0.pir rank1.pir after.pir   # bundled samples (pirtool example lists them)
      pirtool plan rank0.pir --schedule FThenB -o plan0/  # stage 0 of a pipeline: k and stage read off it
      pirtool plan after.pir --schedule gm -k 2 -o plan/ --json
      pirtool plan rank1.pir --schedule 1F1B -k 2 --pp-degree 2 --pp-stage 1 -o plan1/
      pirtool plan rank1.pir --schedule zbh1 --pp-degree 2 --pp-stage 1 -o plan1/
      pirtool plan rank0.pir rank1.pir --schedule fthenb,1f1b,zbh1 -k 2 --stats
      pirtool plan rank0.pir rank1.pir --schedule 1f1b,zbh1 -k 2 --trace plan.json --plot plan.png
    """
    from ..paddle.dist import may_shard
    from ..paddle.schedules import schedule_named
    from ..plan import Plan, compare, read_merged, write_plan
    from ..plan.cost import CostModel

    if output is None and not (stats or trace or plot or as_json):
        raise PirError("nothing to do: give -o DIR for the plan, or --stats, --trace, --plot or --json")
    if plot is not None and Path(plot).suffix.lower() not in (".png", ".svg", ".pdf"):
        raise PirError(f"--plot {plot}: the picture's kind is told by its name: .png, .svg or .pdf")
    model = CostModel.parse(cost)
    srcs = [load_one(path, index, name) for path in inputs]
    if schedule is None:
        for src in srcs:
            where = first_p2p(src.text)
            if where is not None:
                line, col, source_line = where
                raise PirError(
                    "a pipeline stage (it sends or receives activations): its schedule is not written in the "
                    "program; name it with --schedule (FThenB, 1F1B, VPP, Eager1F1B, ZBH1, ZBVPP)",
                    line=line,
                    col=col,
                    source_line=source_line,
                    filename=src.filename,
                )
        schedule = "gm"
    names = [s.strip() for s in schedule.split(",") if s.strip()]
    if not names:
        raise PirError("--schedule: no schedule named")
    # Paddle completes the chunk ids of a program of several model chunks per stage (VPP) first
    chunks = any(row is not None and row.chunked for row in map(schedule_named, names))

    def reader(s: Source) -> Callable[[], Any]:
        """Reads `s` as a merged program when `compare` asks for it."""
        return lambda: read_merged(s.text, lambda rewrite: parse_source(s, rewrite=rewrite), chunks, s.filename)

    readers = [reader(src) for src in srcs]
    simulated = stats or trace is not None or plot is not None
    runs = compare(
        readers,
        names,
        k,
        pp_degree,
        pp_stage,
        vpp_degree,
        split_backward,
        model,
        [s.filename for s in srcs],
        simulated=simulated,
        dense=True,
    )
    if (trace or plot) and any(r.sim is None for r in runs):
        raise PirError(next(r.note for r in runs if r.note) or "no timeline")
    written = []
    if output is not None:
        for run in runs:
            base = Path(output) / run.schedule if len(runs) > 1 else Path(output)
            for p in run.plans:
                dest = base / f"rank{p.rank}" if len(run.plans) > 1 else base
                dest.parent.mkdir(parents=True, exist_ok=True)
                src = srcs[p.rank]  # a dist program that shards goes along: where the shards are (ZeRO)
                write_plan(Plan(p.jobs, p.programs), dest, src.text if may_shard(src.text) else None)
                written.append((dest, p))
    said: set[str] = set()
    for run in runs:
        for p in run.plans:
            for w in p.warnings:
                said_line = f"{srcs[p.rank].filename}: warning: {w}"
                if said_line not in said:  # once, not once per schedule
                    said.add(said_line)
                    warning(said_line)
        row = schedule_named(run.schedule)
        if row is not None and not row.paddle_split:
            note(
                f"note: Paddle 3.3.1 cannot run {row.name} on a PIR program; the job list is Paddle's, the split "
                "pirtool's own (docs/pipelines.md)"
            )
    if trace is not None:
        from .planview import timeline_of

        write_output(timeline_of(runs).dumps(), trace)
        note(f"wrote {trace}: open it at ui.perfetto.dev (or chrome://tracing)")
    if plot is not None:
        from .planview import plot_runs

        plot_runs(runs, plot)
        note(f"wrote {plot}")
    if stats:
        from .planview import stats_table

        if as_json:
            click.echo(json.dumps({"cost_model": model.as_dict(), "schedules": [r.stats() for r in runs]}))
        else:
            click.echo(stats_table(runs), nl=False)
        for r in runs:
            if r.note:
                note(f"note: {r.schedule}: no bubble: {r.note}")
    elif as_json:
        summaries = [Plan(p.jobs, p.programs).summary() for r in runs for p in r.plans]
        click.echo(json.dumps(summaries[0] if len(summaries) == 1 else summaries))
    else:
        for dest, p in written:
            note(f"{dest}: {len(p.jobs)} jobs ({', '.join(p.programs)})")


COMMANDS = [plan]
