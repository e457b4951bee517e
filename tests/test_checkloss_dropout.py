"""check-loss on a program with dropout (issue 21, item 4: never name a random op as the
culprit of a difference its random draws make).

samples/run/mlp_dropout_sgd: a plain `paddle.static` MLP with two dropouts (p 0.5 and 0.3),
SGD, printed by Paddle 3.3.1 (scripts/gen_run_cases.py). Before, BEFORE (one call on k*b rows)
and AFTER (k calls of b) drew their masks from one stream each, in different orders, so a clean
merge "differed" and the report named the first dropout. Each random op now draws from its own
stream (`Interpreter.op_rng`): the same rows get the same mask on both sides, a clean merge
compares equal, the un-averaged merge is named at its optimizer op, and a dropout that does
draw differently is reported as a difference of draws, not as a culprit.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from pirtool.cli import main

CASE = Path(__file__).resolve().parents[1] / "samples" / "run" / "mlp_dropout_sgd"


def _cli(*args: str | Path):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture(scope="module")
def merged(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, Path]]:
    d = tmp_path_factory.mktemp("dropout")
    out = {}
    for avg in ("--avg", "--no-avg"):
        m, s = d / f"m{avg}.pir", d / f"s{avg}.pir"
        r = _cli("merge", f"{CASE}.main.pir", "-k", "2", avg, "--startup", f"{CASE}.startup.pir", "-o", m,
                 "--startup-out", s)  # fmt: skip
        assert r.exit_code == 0, r.output
        out[avg] = (m, s)
    return out


def _check(after: Path, startup: Path, *more: str | Path):
    return _cli(
        "check-loss", f"{CASE}.main.pir", after, "-s", f"{CASE}.startup.pir", "--startup-after", startup,
        "--params", f"{CASE}.npz", "--feed", f"{CASE}.npz", *more,
    )  # fmt: skip


def test_the_dropouts_draw_masks() -> None:
    """The program's dropouts are live: another seed, another loss."""
    text = (Path(f"{CASE}.main.pir")).read_text()
    assert text.count('"pd_op.dropout"') == 2 and "is_test:false" in text
    runs = [
        _cli(
            "run",
            f"{CASE}.main.pir",
            "-s",
            f"{CASE}.startup.pir",
            "--params",
            f"{CASE}.npz",
            "--feed",
            f"{CASE}.npz",
            "--steps",
            "1",
            "--json",
            "--seed",
            seed,
        )  # fmt: skip
        for seed in ("0", "1")
    ]
    assert all(r.exit_code == 0 for r in runs), [r.output for r in runs]
    losses = [json.loads(r.stdout.splitlines()[0])["loss"] for r in runs]
    assert losses[0] != losses[1]


def test_a_clean_merge_with_dropout_compares_equal(merged) -> None:
    r = _check(*merged["--avg"])
    assert r.exit_code == 0, r.output
    assert "OK 3 steps, losses and 6 parameters agree" in r.output


def test_the_unaveraged_merge_is_named_at_its_optimizer_not_a_dropout(merged) -> None:
    r = _check(*merged["--no-avg"], "-k", "2")
    assert r.exit_code == 1, r.output
    div = next(x for x in r.output.splitlines() if x.startswith("first divergence:"))
    assert div.startswith("first divergence: pd_op.sgd_ at line") and "un-averaged accumulator" in div
    assert "random" not in div


def test_a_dropout_drawing_otherwise_is_reported_as_a_difference_of_draws(merged, tmp_path: Path) -> None:
    """AFTER's first dropout renamed (another struct_name: another stream, as a rewrite that
    reorders random ops would give it): its inputs agree, its mask does not. The report says the
    values past it differ by their draws, not that the dropout computes wrongly."""
    m, s = merged["--avg"]
    text = m.read_text()
    assert text.count('struct_name:"/Dropout/"') == 2  # the dropout and its grad
    other = tmp_path / "other.pir"
    other.write_text(text.replace('struct_name:"/Dropout/"', 'struct_name:"/Dropout_9/"'))
    r = _check(other, s)
    assert r.exit_code == 1, r.output
    line = next(i for i, t in enumerate(text.splitlines(), 1) if '"pd_op.dropout"' in t)
    div = next(x for x in r.output.splitlines() if x.startswith("first divergence:"))
    assert re.match(rf"first divergence: pd_op.dropout at line {line} \(", div), div
    assert "pd_op.dropout is a random op: the two sides draw different random numbers there" in div
    assert "differ by their draws, not by arithmetic, and are not comparable" in div
