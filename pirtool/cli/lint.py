"""`pirtool lint`: hazards Paddle 3.3.1 would run into, reported ruff style. Registered on
`pirtool.cli.main`; the rules live in `pirtool.tools.lint`."""

from __future__ import annotations

import json

import click

from .common import EXIT_DIFF, EXIT_OK, handle_errors, load_one, note, parse_source, plan_job_files


def _codes(values: tuple[str, ...]) -> list[str]:
    return [c for v in values for c in v.split(",") if c.strip()]


@click.command()
@click.argument("files", nargs=-1)
@click.option("--json", "as_json", is_flag=True, help="Findings as a JSON list.")
@click.option(
    "--select", multiple=True, metavar="CODES", help="Only these rules (comma-separated codes or prefixes; repeatable)."
)
@click.option(
    "--ignore",
    multiple=True,
    metavar="CODES",
    help="Leave these rules out (comma-separated codes or prefixes; repeatable).",
)
@click.option(
    "--for",
    "pipeline",
    default=None,
    metavar="PIPELINE",
    help="Also report the hazards of running this pass pipeline on the program(s) with Paddle 3.3.1, e.g. 'gradient-merge{k=4}'.",
)
@click.option(
    "--schedule",
    default=None,
    metavar="MODE",
    help="The pipeline schedule Paddle will split the program with (FThenB, 1F1B, VPP, ...).",
)
@click.option("--explain", "explain_code", default=None, metavar="CODE", help="Explain a rule and exit.")
@click.option("--list-rules", is_flag=True, help="List the rules and exit.")
@handle_errors
def lint(
    files: tuple[str, ...],
    as_json: bool,
    select: tuple[str, ...],
    ignore: tuple[str, ...],
    pipeline: str | None,
    schedule: str | None,
    explain_code: str | None,
    list_rules: bool,
) -> None:
    """Warn about what Paddle 3.3.1 would get wrong with these programs, before anything runs.

    \b
    `path:line:col: CODE severity: message`, one finding a line. Several files are the
    programs of several ranks (the ring rule compares their collectives). A plan directory's
    job programs are linted each on its own, as one rank's jobs.
    Exit 0: clean, 1: findings, 2: bad input.

    \b
    Examples:
      pirtool example momentum.after.pir rank0.pir rank1.pir before.pir after.pir   # bundled samples
      pirtool lint momentum.after.pir
      pirtool lint rank0.pir rank1.pir --json
      pirtool lint before.pir --for 'gradient-merge{k=4}'
      pirtool lint before.pir --schedule ZBH1
      pirtool plan after.pir -o plan/ && pirtool lint plan/   # a plan directory's job programs
      pirtool lint --explain PIR001
    """
    from ..errors import PirError
    from ..tools import lint as L

    if explain_code is not None:
        click.echo(L.explain(explain_code), nl=False)
        raise SystemExit(EXIT_OK)
    if list_rules:
        for r in L.RULES.values():
            click.echo(f"{r.code}  {r.name:28} {r.severity:8} {r.summary}")
        raise SystemExit(EXIT_OK)
    if not files:
        raise PirError("no program given (pass one or more files, or - for stdin)")
    passes: list[object] = []
    if pipeline is not None:
        from ..passes import parse_pipeline

        passes = list(parse_pipeline(pipeline))
    opts = L.LintOptions(select=_codes(select), ignore=_codes(ignore), pipeline=passes, schedule=schedule)
    L.select_rules(opts.select, opts.ignore)  # unknown codes are bad input before any file is read
    ranks, plans = [], []
    for path in files:
        jobs = plan_job_files(path)
        if jobs is None:
            src = load_one(path)
            ranks.append(L.LintInput(parse_source(src), src.filename, src.line_offset))
        else:  # a plan directory: its job programs (one rank's jobs, not ranks of a job)
            plans.append([L.LintInput(parse_source(load_one(j)), j) for j in jobs])
    findings = L.lint(ranks, opts) if ranks else []
    for plan in plans:
        findings += L.lint_plan(plan, opts)
    if as_json:
        click.echo(json.dumps([f.to_json() for f in findings], indent=1))
    else:
        for f in findings:
            click.echo(f.format())
        if findings:
            n = len(findings)
            note(f"Found {n} finding{'s' if n != 1 else ''}.")
    raise SystemExit(EXIT_DIFF if findings else EXIT_OK)


COMMANDS = [lint]
