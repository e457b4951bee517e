"""A wrong pipeline stage for a rank of several model chunks (VPP, ZBVPP) is a located error.

On every VPP rank of samples/pp (Paddle 3.3.1's programs, interleaved and V-shaped): the rank's
own stage passes the check; every stage whose forward would receive and send otherwise, or
would (not) compute the loss, is refused at the op that shows it, naming the stage the
program is. The middle stages of a 4-stage pipeline look alike (each chunk receives and sends):
the processes their dist programs' ops are placed on tell them apart.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.errors import PirError
from pirtool.ir import Program
from pirtool.paddle.vpp import stage_p2p
from pirtool.plan.inputs import check_stage
from pirtool.text.parser import parse

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"
CASES = sorted(d.name for d in PP.glob("*_vpp*") if (d / "rank0" / "gm_after.pir").exists())


@cache
def _rank(case: str, rank: int) -> Program:
    return parse((PP / case / f"rank{rank}" / "gm_after.pir").read_text())


def _config(case: str) -> dict:
    return json.loads((PP / case / "ref.json").read_text())["config"]


def test_the_placements_are_paddles() -> None:
    """Interleaved: chunk c on stages 0 .. pp-1, the loss on the last stage; V-shaped: odd
    chunks back up, the loss on stage 0 (the `vshape` cases' note: stages 0 1 1 0)."""
    assert [stage_p2p(s, 2, 2, False) for s in range(2)] == [("srs", False), ("rsr", True)]
    assert [stage_p2p(s, 2, 2, True) for s in range(2)] == [("sr", True), ("rs", False)]
    assert [stage_p2p(s, 4, 2, True)[0] for s in range(4)] == ["sr", "rsrs", "rsrs", "rs"]


@pytest.mark.parametrize("case", CASES)
def test_each_rank_fits_its_own_stage_and_no_end_stage_of_another(case: str) -> None:
    cfg = _config(case)
    pp, chunks, v = cfg["pp"], cfg["vpp"], bool(cfg.get("vshape"))
    assert cfg["schedule"] == "VPP" and chunks > 1
    for rank in range(pp):
        prog = _rank(case, rank)
        check_stage(prog, pp, rank, chunks)  # VPP: either placement
        if v:
            check_stage(prog, pp, rank, chunks, v_shaped=True)  # ZBVPP: V-shaped only
        for other in range(pp):
            if other == rank:
                continue
            with pytest.raises(PirError) as e:
                check_stage(prog, pp, other, chunks)
            msg = str(e.value)
            assert e.value.line, msg  # at the op that shows the mismatch
            if stage_p2p(other, pp, chunks, v) == stage_p2p(rank, pp, chunks, v):  # middle stages look alike
                assert f"which are stage {rank} of {pp} stages of 1 process(es) each" in msg, msg
                continue
            assert f"stage {other}: the forward of stage {other} of {pp} stages" in msg, msg
            fits = msg.split("it is stage ")[1].split("'s program")[0].split(" or ")
            assert str(rank) in fits, msg


def test_every_pipeline_rank_is_told_from_every_other_stage_by_its_processes() -> None:
    """A dist program's op_dist_attr places its ops on the stage's processes: every wrong stage
    of every pipeline rank of samples/pp (one chunk or several, pp2, pp4, pp2 x dp2) is refused,
    the middle stages of pp4 included; the rank's own stage is not."""
    from pirtool.plan.inputs import _check_mesh_stage

    checked = 0
    for d in sorted(PP.glob("pp*")):
        cfg = json.loads((d / "ref.json").read_text())["config"]
        pp, world = cfg["pp"], cfg["world"]
        for r in range(world):
            f = d / f"rank{r}" / "gm_after.pir"
            prog = parse(f.read_text())
            stage = r // (world // pp)
            _check_mesh_stage(prog, pp, stage)
            for other in set(range(pp)) - {stage}:
                with pytest.raises(PirError, match=f"it is stage {stage}'s program"):
                    _check_mesh_stage(prog, pp, other)
            checked += 1
    assert checked >= 70


def test_an_interleaved_program_is_no_zbvpp_stage() -> None:
    prog = _rank("pp2_vpp2_mlp_sgd_k4", 1)
    check_stage(prog, 2, 1, 2)
    with pytest.raises(PirError, match=r"\(V-shaped\); this program's forward does recv, send, recv, with the loss"):
        check_stage(prog, 2, 1, 2, v_shaped=True)


@pytest.mark.parametrize(
    ("case", "rank", "stage", "schedule", "where"),
    [
        ("pp2_vpp2_mlp_sgd_k4", 0, 1, "VPP", "send_v2"),
        ("pp4_vpp2_mlp_adamw_k8", 3, 1, "VPP", "full_like"),
        ("pp2_vpp2v_mlp_sgd_k2", 1, 0, "ZBVPP", "recv_v2"),
        ("pp2_vpp2v_mlp_sgd_k2", 0, 1, "ZBVPP", "full_like"),
        ("pp2_vpp2v_mlp_sgd_k2", 0, 1, "VPP", "send_v2"),  # interleaved, stage 1 computes the loss too
    ],
)
def test_plan_with_a_wrong_pp_stage_is_a_located_exit_2(
    case: str, rank: int, stage: int, schedule: str, where: str, tmp_path: Path
) -> None:
    src = PP / case / f"rank{rank}" / "gm_after.pir"
    pp = str(_config(case)["pp"])
    r = CliRunner().invoke(
        main,
        ["plan", str(src), "--schedule", schedule, "--pp-degree", pp, "--pp-stage", str(stage), "--vpp-degree", "2",
         "-o", str(tmp_path / "p")],
    )  # fmt: skip
    assert r.exit_code == 2, r.output
    first = r.output.splitlines()[0]
    assert first.startswith(f"{src}:") and f": error: --pp-stage {stage}: " in first, first
    line = int(first[len(str(src)) + 1 :].split(":")[0])
    assert f'"pd_op.{where}"' in src.read_text().splitlines()[line - 1]
    assert f"it is stage {rank}'s program" in first
    assert not (tmp_path / "p").exists()
    ok = CliRunner().invoke(
        main,
        ["plan", str(src), "--schedule", schedule, "--pp-degree", pp, "--pp-stage", str(rank), "--vpp-degree", "2",
         "-o", str(tmp_path / "q")],
    )  # fmt: skip
    assert ok.exit_code == 0, ok.output


@pytest.mark.parametrize(
    ("case", "rank", "stage", "extra"),
    [
        ("pp4_vpp2_mlp_adamw_k8", 1, 2, ["--schedule", "VPP", "--vpp-degree", "2"]),
        ("pp4_1f1b_mlp_adamw_k8", 2, 1, ["--schedule", "1F1B"]),
    ],
)
def test_plan_tells_the_middle_stages_apart(case: str, rank: int, stage: int, extra: list[str], tmp_path: Path) -> None:
    """`plan` reads a dist program dense, and still finds its placements in the text."""
    src = PP / case / f"rank{rank}" / "gm_after.pir"
    r = CliRunner().invoke(
        main, ["plan", str(src), *extra, "--pp-degree", "4", "--pp-stage", str(stage), "-o", str(tmp_path / "p")]
    )
    assert r.exit_code == 2, r.output
    first = r.output.splitlines()[0]
    assert first.startswith(f"{src}:") and f"error: --pp-stage {stage}: this program's forward runs on" in first
    assert f"which are stage {rank} of 4 stages of 1 process(es) each: it is stage {rank}'s program" in first
    assert not (tmp_path / "p").exists()
