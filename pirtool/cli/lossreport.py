"""What `pirtool check-loss` prints: the step table (or JSON lines) and the verdict, and its exit.

Kept apart from the command (`cli.execute`) so the option parsing and the printing each stay
small; the comparison itself is the runner's (`runner.checkloss`).
"""

from __future__ import annotations

import sys
from typing import Any

import click

from .common import EXIT_DIFF, EXIT_OK
from .runio import json_line


def report(
    res: Any,
    as_json: bool,
    rtol: float,
    atol: float,
    after_table: Any = None,
    no_divergence: str | None = None,
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
            # below atol, which parameter differs most is BLAS rounding noise (JSON keeps the name)
            name = row.param if row.max_d_param > atol or not row.ok else "-"
            click.echo(
                f"{row.step:>4}  {row.loss_before:>12.6f}  {row.loss_after:>12.6f}  {row.d_loss:>9.2e}  "
                f"{row.max_d_param:>12.2e}  {name}{'' if row.ok else '  <-- differs'}"
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
            if res.nothing_trained:
                click.echo(f"{res.first}: agreeing numbers prove nothing (rtol {rtol:g}, atol {atol:g})")
            else:
                click.echo(f"FAIL {res.first} (rtol {rtol:g}, atol {atol:g})")
                click.echo(
                    div.text
                    if div
                    else no_divergence or "first divergence: not found (no op of AFTER matches one of BEFORE)"
                )
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
