"""`pirtool plan`: Paddle's job plan of a merged program, against the plans Paddle 3.3.1 printed."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from conftest import read

from pirtool import parse, parse_file, print_program
from pirtool.cli import main
from pirtool.errors import PirError
from pirtool.plan import complete_op_roles, make_plan, read_plan, write_plan

GM = Path(__file__).resolve().parents[1] / "samples" / "gm"
CASES = sorted(p.name[: -len(".plan_forward.pir")] for p in GM.glob("*.plan_forward.pir"))


@pytest.mark.parametrize("case", CASES)
def test_plan_is_paddles(case: str) -> None:
    """From the merged dist program: dense, then split — every job program is Paddle's, byte for
    byte (kwargs in the order of Paddle's cloned unordered maps), and the job list is Paddle's."""
    ref = GM / f"{case}.ref.json"
    k = json.loads(ref.read_text())["config"]["k"] if ref.exists() else 2
    plan = make_plan(parse_file(GM / f"{case}.after.pir"), "gm", k)
    assert set(plan.programs) == {"forward", "backward", "optimize"}
    for job, prog in plan.programs.items():
        assert print_program(prog) == read(GM / f"{case}.plan_{job}.pir"), job
    if ref.exists():
        assert [list(j) for j in plan.jobs] == json.loads(ref.read_text())["plan_job_list"]


def _run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.stdout, r.stderr


def test_cli_writes_a_plan_and_run_reproduces_paddles_numbers(tmp_path: Path) -> None:
    case = "mlp_momentum_k3_avg"
    ref = json.loads((GM / f"{case}.ref.json").read_text())
    out = tmp_path / "plan0"
    code, stdout, _ = _run("plan", str(GM / f"{case}.after.pir"), "-k", "3", "-o", str(out), "--json")
    assert code == 0
    summary = json.loads(stdout)
    assert summary["jobs"] == ref["plan_job_list"] and set(summary["ops"]) == {"forward", "backward", "optimize"}
    assert sorted(p.name for p in out.iterdir()) == ["backward.pir", "forward.pir", "jobs.json", "optimize.pir"]
    z = str(GM / f"{case}.npz")
    code, stdout, stderr = _run(
        "run",
        str(out),
        "-s",
        str(GM / f"{case}.startup.after.pir"),
        "-k",
        "3",
        "--feed",
        z,
        "--params",
        z,
        "--steps",
        "2",
        "--json",
    )
    assert code == 0, stderr
    got = [json.loads(line)["micro"] for line in stdout.splitlines()]
    np.testing.assert_allclose(got, ref["merged"]["losses_per_call"][:2], rtol=1e-5)


def test_paddles_own_plan_directory_runs(tmp_path: Path) -> None:
    case = "mlp_sgd_k2_avg"
    for job in ("forward", "backward", "optimize"):
        (tmp_path / f"{job}.pir").write_bytes((GM / f"{case}.plan_{job}.pir").read_bytes())
    ref = json.loads((GM / f"{case}.ref.json").read_text())
    (tmp_path / "jobs.json").write_text(json.dumps(ref["plan_job_list"]))
    assert read_plan(tmp_path).jobs == [tuple(j) for j in ref["plan_job_list"]]
    z = str(GM / f"{case}.npz")
    code, stdout, stderr = _run(
        "run",
        str(tmp_path),
        "-s",
        str(GM / f"{case}.startup.after.pir"),
        "-k",
        "2",
        "--feed",
        z,
        "--params",
        z,
        "--steps",
        "1",
        "--json",
    )
    assert code == 0, stderr
    np.testing.assert_allclose(json.loads(stdout)["micro"], ref["merged"]["losses_per_call"][0], rtol=1e-5)


def test_a_failed_plan_writes_nothing(tmp_path: Path) -> None:
    text = read(GM / "mlp_sgd_k2_avg.after.pir")
    lines = text.split("\n")
    lines.insert(
        len(lines) - 2,
        '    (%999) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],value:0} : () -> tensor<1xf32>',
    )
    bad = tmp_path / "bad.pir"
    bad.write_text("\n".join(lines))
    out = tmp_path / "plan"
    code, _, stderr = _run("plan", str(bad), "-k", "2", "-o", str(out))
    assert code == 2 and "pd_op.full has no op_role" in stderr and f"{bad}:{len(lines) - 2}:" in stderr
    assert not out.exists() and [p.name for p in tmp_path.iterdir()] == ["bad.pir"]


def test_plan_refuses_to_replace_a_directory_that_is_not_a_plan(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("keep me")
    with pytest.raises(PirError, match="not a plan directory"):
        write_plan(make_plan(parse_file(GM / "mlp_sgd_k2_avg.after.pir"), "gm", 2), tmp_path)
    assert (tmp_path / "notes.txt").read_text() == "keep me"


@pytest.mark.parametrize(
    ("schedule", "words"),
    [
        ("VPP", "pipeline degree"),
        ("ZBH1", "pipeline degree"),
        ("zbvpp", "pipeline degree"),
        ("magic", "unknown schedule"),
        ("1F1B", "pipeline degree"),
    ],
)
def test_schedules_not_built_are_clear_errors(schedule: str, words: str) -> None:
    with pytest.raises(PirError, match=words):
        make_plan(parse_file(GM / "mlp_sgd_k2_avg.after.pir"), schedule, 2)


def _prog(*roles: int | None) -> str:
    lines = ["{"]
    for i, r in enumerate(roles):
        role = "" if r is None else f",op_role:{r}"
        lines.append(f'    (%{i}) = "pd_op.full" () {{dtype:float32{role},value:{i}}} : () -> tensor<f32>')
    return "\n".join(lines + ["}", ""])


def test_role_completion_is_paddles() -> None:
    prog = parse(_prog(0, None, None, 0, 1, None, 1, 2))
    complete_op_roles(prog)
    assert [op.op_role for op in prog.body] == [0, 0, 0, 0, 1, 1, 1, 2]
    for roles, where in (
        ((None, 0), "starts the block"),
        ((0, None), "ends the block"),
        ((0, None, 1), "stage boundary"),
    ):
        with pytest.raises(PirError, match=where) as e:
            complete_op_roles(parse(_prog(*roles)))
        assert e.value.line is not None


ODD = Path(__file__).resolve().parent / "data" / "plan_odd"


def _odd_program():  # type: ignore[no-untyped-def]
    """tests/data/plan_odd/odd.pir with operands no parse gives (a pass could): values read
    before they are made, across jobs both ways, in and out of nested regions."""
    prog = parse(read(ODD / "odd.pir"))
    v = {r.name: r for op in prog.walk() for r in op.results}
    for at, k, to in (
        ("%1", 0, "%5"),  # forward reads a backward value
        ("%2", 0, "%4"),
        ("%2", 1, "%2"),  # backward reads its own job's value before it is made; itself
        ("%10", 0, "%11"),
        ("%10", 1, "%12"),  # nested: before it is made, from the other region
        ("%11", 1, "%3"),  # nested reads its parent's result
        ("%4", 1, "%15"),  # top level reads a value nested in a later op of its job
        ("%5", 0, "%7"),
    ):  # backward reads an optimize value
        v[at].owner.set_operand(k, v[to])  # type: ignore[union-attr]
    return prog


@pytest.mark.parametrize("schedule", ["gm", "1F1B"])
def test_job_programs_read_what_paddles_clones_would(schedule: str) -> None:
    """The split moves each op into its job instead of cloning the program per job and erasing;
    what a moved op reads is what the clone read (the expected programs were printed by the
    cloning split): handed-over values through kwargs, a later job's value or its own job's
    before it is made not at all, a nested value before it is made as a value of its own."""
    plan = make_plan(_odd_program(), schedule, 2, pp_degree=2, pp_stage=0)
    for job, prog in plan.programs.items():
        assert print_program(prog) == read(ODD / f"{schedule}.{job}.pir"), job


def test_plan_is_linear_in_the_program() -> None:
    """4 copies of a real dist dump (distinct parameter names) are planned and printed with at
    most ~4 times the calls of one (tests/work.py; bench/bench_plan.py times the 40k-op bench
    dump): no pass of the plan looks at an op more than a bounded number of times."""
    import sys

    from work import assert_linear

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from scale import scaled_lines

    sample = Path(__file__).resolve().parents[1] / "samples" / "real" / "dist_mesh2_tp_gm_03_after_reshard.pir"

    def work(copies: int):
        text = "\n".join(["{"] + [ln for c in scaled_lines(copies, True, sample) for ln in c] + ["}", ""])
        prog = parse(text)
        return lambda: [print_program(p) for p in make_plan(prog, "gm", 4).programs.values()]

    assert_linear(work, 1)


def test_a_pipeline_stage_without_a_schedule_is_refused_not_planned_as_gm(tmp_path: Path) -> None:
    # A stage's schedule is not in its program; the gm default would give a job list Paddle never
    # runs for it (forward 0, backward 0, forward 1, ... where FThenB runs both forwards first).
    stage = Path(__file__).parent.parent / "samples/core/pp2_fthenb_mlp_sgd_k2.rank0.gm_after.pir"
    out = tmp_path / "plan0"
    r = CliRunner().invoke(main, ["plan", str(stage), "-o", str(out)])
    assert r.exit_code == 2 and "pipeline stage" in r.output and "--schedule" in r.output, r.output
    assert not out.exists()
    r = CliRunner().invoke(main, ["plan", str(stage), "--schedule", "FThenB", "-o", str(out)])
    assert r.exit_code == 0, r.output
    jobs = [tuple(j) for j in json.loads((out / "jobs.json").read_text())]
    assert jobs[:2] == [("forward", 0), ("forward", 1)]


def test_a_program_without_p2p_is_planned_as_gradient_merge_by_default(tmp_path: Path) -> None:
    out = tmp_path / "plan"
    r = CliRunner().invoke(
        main, ["plan", str(Path(__file__).parent.parent / "samples/core/mlp_sgd_k2_avg.after.pir"), "-o", str(out)]
    )
    assert r.exit_code == 0, r.output
    jobs = [tuple(j) for j in json.loads((out / "jobs.json").read_text())]
    assert jobs[:2] == [("forward", 0), ("backward", 0)]
