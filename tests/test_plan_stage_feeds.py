"""A pipeline stage's feeds (`plan.inputs._check_feeds`): on the real ranks of samples/pp the
forward of stage 0 reads the model's input, the loss's stage reads the label, a middle stage
reads no feed; a program given a stage that reads a feed it cannot have is refused at that
data op (issue 21 item 3: a `--pp-stage` whose data ops do not fit the stage)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pirtool import parse_file
from pirtool.cli import main
from pirtool.paddle.names import loss_seed
from pirtool.plan.inputs import check_stage

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"


def _cfg(case: str) -> dict:
    return json.loads((PP / case / "ref.json").read_text())["config"]


PIPELINES = sorted(d.name for d in PP.iterdir() if d.is_dir() and _cfg(d.name)["pp"] > 1)


def _feeds(prog) -> set[str]:
    """The data ops some forward op (op_role 0) reads."""
    return {
        str(op.attr("name"))
        for op in prog.body.ops
        if op.name == "pd_op.data" and any(u.attr("op_role") == 0 for r in op.results for u in r.users)
    }


@pytest.mark.parametrize("case", PIPELINES)
def test_each_stage_reads_the_feeds_of_its_place_in_the_pipeline(case: str) -> None:
    cfg = _cfg(case)
    ranks = sorted((PP / case).glob("rank*"), key=lambda p: int(p.name.removeprefix("rank")))
    n = len(ranks) // cfg["pp"]
    for i, r in enumerate(ranks):
        prog = parse_file(r / "gm_after.pir")
        stage, loss = i // n, loss_seed(prog.body.ops) is not None
        want = ({"input0"} if stage == 0 else set()) | ({"label0"} if loss else set())
        assert _feeds(prog) == want, (r, stage, loss)
        check_stage(prog, cfg["pp"], stage, cfg["vpp"])  # the real rank fits its stage, feeds and all


@pytest.mark.parametrize("stage", [1, 2])
def test_stage_0s_program_as_a_middle_stage_is_refused_at_its_input_feed(stage: int) -> None:
    rank0 = PP / "pp4_fthenb_mlp_sgd_k4" / "rank0" / "dense.pir"
    r = CliRunner().invoke(
        main, ["plan", str(rank0), "--schedule", "fthenb", "--pp-degree", "4", "--pp-stage", str(stage), "--json"]
    )
    line = next(i for i, t in enumerate(rank0.read_text().splitlines(), 1) if 'name:"input0"' in t)
    assert r.exit_code == 2 and "Traceback" not in r.stderr, r.output
    assert r.stderr.startswith(
        f"{rank0}:{line}:5: error: --pp-stage {stage}: this program's forward reads the feed 'input0'"
    )
    assert f"stage {stage} of 4 does neither" in r.stderr
