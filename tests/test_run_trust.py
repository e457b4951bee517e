"""Issue 21: run, plan and check-loss never give a plausible wrong answer with exit 0.

On real ranks Paddle 3.3.1 printed (samples/pp/pp2_fthenb_mlp_sgd_k2: a 2-stage FThenB pipeline,
k = 2, with Paddle's own job directories and numbers), on Paddle's gradient-merge pair
(samples/core/mlp_sgd_k2_avg) and on plain static programs without op_role (samples/run): k is
read from the input and a k that disagrees is an error naming both values; inputs that cannot be
what the user meant are errors or warnings; feeding several ranks takes one --params and one
--feed; plan directories are read by every command that reads programs; check-loss names the
real cause of a difference, and says when nothing trained.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pirtool.cli import main

ROOT = Path(__file__).resolve().parents[1]
CASE = ROOT / "samples" / "pp" / "pp2_fthenb_mlp_sgd_k2"
R0, R1 = CASE / "rank0", CASE / "rank1"
GM = ROOT / "samples" / "core" / "mlp_sgd_k2_avg"
RUN = ROOT / "samples" / "run"
#: Paddle's micro-batch losses of the pipeline, step by step (its last stage's).
PADDLE = json.loads((CASE / "ref.json").read_text())["merged"]["losses_per_call"]


def _cli(*args: str | Path):
    return CliRunner().invoke(main, [str(a) for a in args])


def _startups(*ranks: Path) -> list[str | Path]:
    return [x for r in ranks for x in ("-s", r / "startup_after.pir")]


def _two_ranks(*more: str | Path, ranks: tuple[Path, Path] = (R0, R1)):
    return _cli("run", *ranks, *_startups(R0, R1), *more)


@pytest.fixture(scope="module")
def stripped(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Paddle's reference arrays as a user has them: parameters without `.dist` (one file for
    both stages), the data under other keys than the data ops' names."""
    d = tmp_path_factory.mktemp("feeds")
    z = np.load(CASE / "ref.npz")
    params = {k[len("init/") :].removesuffix(".dist"): v for k, v in z.items() if k.startswith("init/")}
    np.savez(d / "params.npz", **params)
    np.savez(d / "data.npz", data=z["x"], lab=z["y"])
    return {"params": d / "params.npz", "data": d / "data.npz"}


# -- k from the input ----------------------------------------------------------------------------


def test_plan_directories_run_with_k_from_jobs_json_give_paddles_numbers() -> None:
    r = _two_ranks("--params", CASE / "ref.npz", "--feed", CASE / "ref.npz", "--json")
    assert r.exit_code == 0, r.output
    rows = [json.loads(x) for x in r.stdout.splitlines()]
    assert len(rows) == len(PADDLE)  # 3 steps of k = 2 micro-batches: what the feed rows hold
    assert all(row["ranks"][0] is None for row in rows)  # the first stage computes no loss: null
    np.testing.assert_allclose([row["micro"][1] for row in rows], PADDLE, rtol=1e-5)


@pytest.mark.parametrize("k", [1, 3, 4])
def test_a_k_that_disagrees_with_jobs_json_is_an_error_naming_both(k: int) -> None:
    r = _two_ranks("--params", CASE / "ref.npz", "--feed", CASE / "ref.npz", "-k", str(k))
    assert r.exit_code == 2, r.output
    assert f"error: -k {k} disagrees with the input" in r.output and "(k = 2)" in r.output, r.output
    assert "jobs.json runs 2 micro-batches per step" in r.output and "step 1" not in r.output


def test_a_merged_program_states_its_k_and_so_do_paddles_sub_programs() -> None:
    """`run after.pir` and `run F --plan B O` without -k: 2 micro-batches per step (the 1/2
    averaging), the same numbers as with the right -k; a wrong -k is an error at the scale_."""
    common = ("-s", f"{GM}.startup.after.pir", "--feed", f"{GM}.npz", "--steps", "2", "--json")
    subs = (f"{GM}.plan_forward.pir", "--plan", f"{GM}.plan_backward.pir", f"{GM}.plan_optimize.pir")
    runs = [_cli("run", f"{GM}.after.pir", *common), _cli("run", *subs, *common)]
    runs.append(_cli("run", f"{GM}.after.pir", *common, "-k", "2"))
    for r in runs:
        assert r.exit_code == 0, r.output
    micro = [[json.loads(x)["micro"] for x in r.stdout.splitlines()] for r in runs]
    assert all(len(m) == 2 for step in micro[0] for m in [step])
    assert micro[0] == micro[1] == micro[2]
    bad = _cli("run", f"{GM}.after.pir", *common, "-k", "3")
    assert bad.exit_code == 2 and "-k 3 disagrees with the input" in bad.output and "1/2 (k = 2)" in bad.output
    assert "pd_op.scale_" in bad.output


def test_a_plain_program_runs_k_plain_micro_steps_with_a_note() -> None:
    r = _cli(
        "run", f"{GM}.before.pir", "-s", f"{GM}.startup.before.pir", "--feed", f"{GM}.npz", "-k", "2", "--steps", "1"
    )
    assert r.exit_code == 0, r.output
    assert "note: no gradient merge here" in r.output and "micro-steps of -k 2 are plain" in r.output


def test_check_loss_reads_k_from_a_plan_directory(tmp_path: Path) -> None:
    plan = tmp_path / "plan"
    assert _cli("plan", f"{GM}.after.pir", "-o", plan).exit_code == 0
    args = ("-s", f"{GM}.startup.before.pir", "--startup-after", f"{GM}.startup.after.pir")
    args += ("--params", f"{GM}.npz", "--feed", f"{GM}.npz")
    r = _cli("check-loss", f"{GM}.before.pir", plan, *args)
    assert r.exit_code == 0 and "OK 3 steps" in r.output, r.output
    r = _cli("check-loss", f"{GM}.before.pir", plan, *args, "-k", "4")
    assert r.exit_code == 2 and "-k 4 disagrees with the input" in r.output and "(k = 2)" in r.output


# -- inputs that cannot be what was meant --------------------------------------------------------


def test_planning_the_program_before_gradient_merge_warns_and_so_does_running_it(tmp_path: Path) -> None:
    plan = tmp_path / "before"
    r = _cli(
        "plan", R0 / "gm_before.pir", "--schedule", "FThenB", "--pp-degree", "2", "--pp-stage", "0", "-k", "2",
        "-o", plan,
    )  # fmt: skip
    assert r.exit_code == 0, r.output
    assert "warning: no @GRAD@MERGE accumulators: this looks like the program before gradient merge" in r.output
    r = _cli("run", plan, R1, *_startups(R0, R1), "--params", CASE / "ref.npz", "--feed", CASE / "ref.npz")
    assert "warning: the plan runs 2 micro-batches per step but has no @GRAD@MERGE accumulators" in r.output, r.output
    assert "this looks like the program before gradient merge" in r.output


def test_plan_k_must_agree_with_the_programs_averaging(tmp_path: Path) -> None:
    r = _cli(
        "plan", R1 / "gm_after.pir", "--schedule", "FThenB", "--pp-degree", "2", "--pp-stage", "1", "-k", "4", "--json"
    )
    assert r.exit_code == 2 and "error: -k 4 disagrees with the program" in r.output and "(k = 2)" in r.output
    assert "plan it with -k 2" in r.output
    r = _cli(
        "plan", R1 / "gm_after.pir", "--schedule", "FThenB", "--pp-degree", "2", "--pp-stage", "1",
        "-o", tmp_path / "p1",
    )  # fmt: skip
    assert r.exit_code == 0, r.output
    jobs = json.loads((tmp_path / "p1" / "jobs.json").read_text())
    assert jobs == json.loads((R1 / "jobs.json").read_text())  # Paddle's job list, k read off the program


@pytest.mark.parametrize(
    ("program", "stage", "says"),
    [
        (R0, 1, "the last stage computes the loss, and this program does not"),
        (R1, 0, "this program computes the loss (this full_like seeds its backward)"),
        (R0, 2, "a pipeline of 2 stages has stages 0 .. 1"),
    ],
)
def test_a_pp_stage_the_program_does_not_fit_is_an_error(program: Path, stage: int, says: str) -> None:
    r = _cli(
        "plan", program / "gm_after.pir", "--schedule", "FThenB", "--pp-degree", "2", "--pp-stage", str(stage), "--json"
    )
    assert r.exit_code == 2 and f"error: --pp-stage {stage}: {says}" in r.output, r.output


def test_ranks_planned_in_the_wrong_order_are_an_error() -> None:
    r = _cli("plan", R1 / "gm_after.pir", R0 / "gm_after.pir", "--schedule", "FThenB", "--json")
    assert r.exit_code == 2 and "rank1/gm_after.pir" in r.output and "stage 0" in r.output, r.output


def test_the_first_stage_alone_is_told_to_run_with_the_later_stages() -> None:
    r = _cli("run", R0, "-s", R0 / "startup_after.pir")
    assert r.exit_code == 2, r.output
    assert "job_forward.pir:23:5: error: a pipeline stage before the last" in r.output
    assert "run it with the later stages' programs" in r.output


# -- feeding several ranks -------------------------------------------------------------------------


@pytest.mark.parametrize("ranks", [(R0, R1), (R0 / "gm_after.pir", R1 / "gm_after.pir")], ids=["plans", "programs"])
def test_one_params_file_without_dist_and_one_feed_for_every_rank(ranks: tuple[Path, Path], stripped) -> None:
    """Parameter names without Paddle's `.dist` (each stage takes its own from one file) and the
    data under the user's keys, mapped once for both ranks: rank 0 has input0, rank 1 label0."""
    r = _two_ranks(
        "--params", stripped["params"], "--feed", stripped["data"], "--feed-map", "data=input0,lab=label0",
        "--json", ranks=ranks,
    )  # fmt: skip
    assert r.exit_code == 0, r.output
    rows = [json.loads(x) for x in r.stdout.splitlines()]
    np.testing.assert_allclose([row["micro"][1] for row in rows], PADDLE, rtol=1e-5)


def test_a_feed_map_key_no_rank_takes_is_an_error(stripped) -> None:
    r = _two_ranks("--params", stripped["params"], "--feed", stripped["data"], "--feed-map", "data=input0,lab=labelX")
    assert r.exit_code == 2 and "--feed-map: no program has a data op 'labelX'" in r.output, r.output


def test_a_stage_without_a_loss_prints_a_dash() -> None:
    r = _two_ranks("--params", CASE / "ref.npz", "--feed", CASE / "ref.npz", "--steps", "1")
    assert r.exit_code == 0 and r.stdout.startswith("step 1  loss 0.3804  ranks - 0.3804"), r.output
    assert "nan" not in r.stdout


# -- plan directories, first-class -----------------------------------------------------------------


@pytest.mark.parametrize(
    "command", [("run", "--check"), ("lint",), ("stats",), ("verify",), ("fmt", "--check")], ids=" ".join
)
def test_commands_that_read_programs_read_a_plan_directory(command: tuple[str, ...]) -> None:
    r = _cli(*command, R0)
    assert r.exit_code == 0, r.output
    if command[0] == "stats":
        assert "job_forward.pir" in r.output and "job_backward.pir" in r.output


def test_view_shows_a_job_of_a_plan_directory(tmp_path: Path) -> None:
    out = tmp_path / "backward.html"
    r = _cli("view", R0, "--job", "backward", "--html", out)
    assert r.exit_code == 0 and out.stat().st_size > 0, r.output
    assert "pd_op.matmul_grad" in out.read_text()  # the backward job's ops, not the forward's


def test_diff_of_two_plan_directories_goes_job_by_job(tmp_path: Path) -> None:
    same = tmp_path / "same"
    shutil.copytree(R0, same)
    assert _cli("diff", R0, same, "-q").exit_code == 0
    r = _cli("diff", R0, R1, "--stat")
    assert r.exit_code == 1 and "== job type forward" in r.output and "== job type backward" in r.output, r.output


@pytest.mark.parametrize(
    "command",
    [("run",), ("run", "--check"), ("lint",), ("stats",), ("verify",), ("fmt", "--check"), ("diff", str(R0))],
    ids=" ".join,
)
def test_an_error_in_a_plan_directory_names_the_job_file(command: tuple[str, ...], tmp_path: Path) -> None:
    bad = tmp_path / "rank0"
    shutil.copytree(R0, bad)
    text = (bad / "job_backward.pir").read_text().splitlines(keepends=True)
    line = [i for i, x in enumerate(text) if ' = "pd_op.' in x][2]
    text[line] = text[line].replace(' = "pd_op.', ' = @"pd_op.', 1)
    (bad / "job_backward.pir").write_text("".join(text))
    col = text[line].index("@") + 1
    r = _cli(*command, bad)
    assert r.exit_code == 2, r.output
    assert f"{bad / 'job_backward.pir'}:{line + 1}:{col}: error:" in r.output, r.output


def test_a_bad_job_list_is_located_in_jobs_json(tmp_path: Path) -> None:
    bad = tmp_path / "rank0"
    shutil.copytree(R0, bad)
    (bad / "jobs.json").write_text('[["forward",0],["backward",1]]\n')
    r = _cli("run", bad, R1, *_startups(R0, R1))
    assert r.exit_code == 2 and f"{bad / 'jobs.json'}:1:2: error: job type 'forward' does not run micro-batch 1" in (
        r.output
    )


def test_run_and_plan_help_show_plan_directories() -> None:
    run_help, plan_help = _cli("run", "--help").output, _cli("plan", "--help").output
    assert "plan directory" in run_help and "jobs.json" in run_help
    assert "plan directory" in plan_help and "pirtool run" in plan_help


# -- check-loss diagnoses the real cause -----------------------------------------------------------


def test_check_loss_says_when_nothing_trained() -> None:
    """samples/passes' startups zero the weights of a ReLU MLP: no gradient reaches them and no
    parameter moves on either side. Agreeing numbers prove nothing then: exit 1."""
    s = ROOT / "samples" / "passes"
    st = s / "recompute_mlp_two_gm_k2.startup.after.pir"
    r = _cli(
        "check-loss", s / "rc_mlp_two_gm_k2.before.pir", s / "rc_mlp_two_gm_k2.cse.pir", "-s", st,
        "--startup-after", st, "--steps", "2",
    )  # fmt: skip
    assert r.exit_code == 1, r.output
    assert "nothing trained: parameters are unchanged after 2 step" in r.output and "OK" not in r.output


@pytest.mark.parametrize("case", ["mlp_momentum", "transformer_momentum"])
def test_check_loss_on_a_role_less_program_names_the_optimizer_update(case: str, tmp_path: Path) -> None:
    """Plain static programs (no op_role): pirtool's merge with averaging trains like the
    original; without it, step 1's losses still agree and the first divergence is the
    optimizer update fed the un-averaged accumulator, not a data op."""
    main_pir, startup, data = RUN / f"{case}.main.pir", RUN / f"{case}.startup.pir", RUN / f"{case}.npz"
    for avg in ("--avg", "--no-avg"):
        out, st = tmp_path / f"{avg}.pir", tmp_path / f"{avg}.startup.pir"
        r = _cli("merge", main_pir, "-k", "2", avg, "--startup", startup, "-o", out, "--startup-out", st)
        assert r.exit_code == 0, r.output
        args = ("-s", startup, "--startup-after", st, "--params", data, "--feed", data, "--steps", "2")
        r = _cli("check-loss", main_pir, out, *args, *(("-k", "2") if avg == "--no-avg" else ()))
        if avg == "--avg":
            assert r.exit_code == 0 and "OK 2 steps" in r.output, r.output
            continue
        assert r.exit_code == 1, r.output
        assert "first divergence: pd_op.momentum_" in r.output, r.output
        assert "un-averaged accumulator" in r.output
        step1 = next(x for x in r.output.splitlines() if x.strip().startswith("1 "))
        before, after = map(float, step1.split()[1:3])
        assert before == pytest.approx(after, rel=1e-6)  # step 1's losses agree: the update differs


@pytest.mark.parametrize("case", ["mlp_momentum", "transformer_momentum"])  # conv+BN: test_checkloss_batchnorm
def test_check_loss_with_the_wrong_k_on_a_role_less_program(case: str, tmp_path: Path) -> None:
    """An averaged merge states its k: another -k is an error naming both. An un-averaged one
    states none: run with -k 3 where it was merged for 2, the update is 3 x BEFORE's gradient,
    and check-loss names the optimizer op that reads it."""
    main_pir, startup, data = RUN / f"{case}.main.pir", RUN / f"{case}.startup.pir", RUN / f"{case}.npz"
    for avg in ("--avg", "--no-avg"):
        out, st = tmp_path / f"{avg}.pir", tmp_path / f"{avg}.startup.pir"
        assert (
            _cli("merge", main_pir, "-k", "2", avg, "--startup", startup, "-o", out, "--startup-out", st).exit_code == 0
        )
        r = _cli(
            "check-loss", main_pir, out, "-s", startup, "--startup-after", st, "--params", data, "--feed", data,
            "-k", "3", "--steps", "1",
        )  # fmt: skip
        if avg == "--avg":
            assert r.exit_code == 2 and "-k 3 disagrees with the input" in r.output and "(k = 2)" in r.output
        else:
            assert r.exit_code == 1, r.output
            assert "first divergence: pd_op.momentum_" in r.output and "3 x BEFORE's gradient operand" in r.output


def test_a_feed_the_ranks_cannot_take_is_an_error(tmp_path: Path) -> None:
    z = np.load(CASE / "ref.npz")
    np.savez(tmp_path / "narrow.npz", x=z["x"][:, :8], y=z["y"])
    np.savez(tmp_path / "short.npz", x=z["x"][:5], y=z["y"][:5])
    r = _two_ranks("--feed", tmp_path / "narrow.npz")
    assert r.exit_code == 2 and "job_forward.pir:12:55: error: --feed: the array for data op 'input0'" in r.output
    assert "rows of shape [8]; the data op takes rows of [16]" in r.output
    r = _two_ranks("--feed", tmp_path / "short.npz")
    assert r.exit_code == 2 and "fewer rows than one step reads (k*B = 2*4)" in r.output, r.output


def test_a_negative_seed_is_an_error_not_an_internal_one() -> None:
    # numpy's generators refuse a negative seed: that was an internal ValueError after reading.
    r = _cli("run", f"{GM}.after.pir", "-s", f"{GM}.startup.after.pir", "--seed", "-1")
    assert r.exit_code == 2 and "seed must be at least 0, not -1" in r.output, r.output
    assert "internal error" not in r.output
