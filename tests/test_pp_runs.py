"""Pipelined and ZeRO runs: every rank runs its job plan (Paddle's own job programs, or pirtool's
plan of the rank's dist program) in one process, p2p and collectives moving real arrays, and the
losses and parameters are Paddle's single-process gradient-merge numbers (samples/pp/*/ref.json,
ref.npz). A ZeRO rank holds a shard of some state (`Runner.hold_shards`): its parameters are
compared with the same part of the reference's."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from pirtool import parse_file
from pirtool.errors import PirError
from pirtool.paddle.schedules import NO_PIR_SPLIT_SCHEDULES
from pirtool.plan import make_plan
from pirtool.runner.jobplan import JobPlanRunner
from pirtool.runner.multi import Ranks

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"
CASES = sorted(d.name for d in PP.iterdir() if d.is_dir() and all((r / "jobs.json").exists() for r in d.glob("rank*")))
# parameters whose true gradient is 0 (the attention's key bias): Adam turns float noise into
# +-lr steps there, as in samples/gm (tests/test_runner_cases.py NOISE_ONLY); case -> is it one
NOISE_ONLY = {
    "pp2_1f1b_transformer_adamw_k4": lambda name: name.endswith(".b_0.dist"),
    # k_proj.bias: Paddle's own plain and merged runs differ by 3.5e-3 there, pirtool by 1.2e-2
    "zero3_transformer_adamw_k2": lambda name: name == "linear_1.b_0.dist",
    # the k_proj bias of each of the 4 layers (6 linears a layer)
    "pp2_vpp2_transformer_adamw_k4": lambda name: name in {f"linear_{6 * i + 1}.b_0.dist" for i in range(4)},
}
# Paddle's VPP job lists of these cases pair their p2p messages wrongly (paddle.pairing): their
# plans, Paddle's and pirtool's alike, do not train the model (test_mispaired_vpp_plans_...)
MISPAIRED = {"pp2_vpp2_mlp_momentum_k3_clip"}
TRAINED = [c for c in CASES if c not in MISPAIRED]


def _ranks(case: str) -> list[Path]:
    return sorted((PP / case).glob("rank*"), key=lambda p: int(p.name.removeprefix("rank")))


def _paddle_plan(rank: Path) -> tuple[list[tuple[str, int]], dict]:
    jobs = [(str(t), int(m)) for t, m in json.loads((rank / "jobs.json").read_text())]
    return jobs, {t: parse_file(rank / f"job_{t}.pir") for t in dict.fromkeys(t for t, _ in jobs)}


def _pirtool_plan(rank: Path, cfg: dict, schedule: str | None = None) -> tuple[list[tuple[str, int]], dict]:
    world, pp = cfg["world"], cfg["pp"]
    stage = int(rank.name.removeprefix("rank")) // (world // pp)
    plan = make_plan(
        parse_file(rank / "dist.pir"),
        schedule or cfg["schedule"] or "gm",
        cfg["k"],
        pp_degree=pp,
        pp_stage=stage,
        vpp_degree=cfg["vpp"] if cfg["vpp"] > 1 else None,
        split_backward=cfg["split_backward"],
    )
    return plan.jobs, plan.programs


def _train(case: str, plans: list[tuple[list[tuple[str, int]], dict]]) -> tuple[dict, list, np.lib.npyio.NpzFile, list]:
    ref = json.loads((PP / case / "ref.json").read_text())
    z = np.load(PP / case / "ref.npz")
    cfg, b = ref["config"], ref["micro_batch_size"]
    dp = cfg["dp"]
    runners = [
        JobPlanRunner(jobs, progs, filename=str(r)) for (jobs, progs), r in zip(plans, _ranks(case), strict=True)
    ]
    for i, (r, d) in enumerate(zip(runners, _ranks(case), strict=True)):
        r.hold_shards(parse_file(d / "dist.pir"), i)  # the process id of rank i is i
    ranks = Ranks(
        runners, [(parse_file(r / "startup_after.pir"), str(r / "startup_after.pir")) for r in _ranks(case)], timeout=60
    )
    ranks.run_startups()
    ranks.load_params(z)
    # a pipeline's dp rank reads its b rows of each micro-batch (data ops [b, ...]); a ZeRO rank
    # reads the micro-batch's b*dp rows and slices its b itself (data ops [b*dp, ...])
    rows = runners[0].rows_per_micro_step()
    assert rows in (b, b * dp)
    feeds = []
    for i, r in enumerate(runners):
        d = i % (len(runners) // cfg["pp"]) if dp > 1 else 0

        def mine(a: np.ndarray, d: int = d) -> np.ndarray:
            if rows == b * dp:
                return a
            return np.concatenate([a[m * b * dp + d * b : m * b * dp + (d + 1) * b] for m in range(len(a) // (b * dp))])

        feeds.append({n: mine(z[key]) for n, key in (("input0", "x"), ("label0", "y")) if n in r.feed_names})
    return ref, ranks.train(feeds, cfg["k"], rows, ref["steps"]), z, runners


def _check(case: str, ref: dict, steps: list, z: np.lib.npyio.NpzFile, runners: list) -> None:
    losses = [np.mean([r.micro for r in st.results if r.micro], axis=0) for st in steps]
    np.testing.assert_allclose(losses, ref["merged"]["losses_per_call"], rtol=1e-5)
    checked, noise = 0, NOISE_ONLY.get(case, lambda name: False)
    for st in steps:
        for runner, r in zip(runners, st.results, strict=True):
            for name, a in r.params.items():
                key = f"merged/step{st.step}/{name}"
                if key in z.files and not noise(name):
                    want = z[key]
                    if name in runner.shards:  # the rank holds a shard: compare it with that part
                        want = want[runner.shards[name][1]]
                    np.testing.assert_allclose(a, want, rtol=1e-4, atol=1e-6, err_msg=f"{case} step {st.step} {name}")
                    checked += 1
    assert checked >= len(ref["param_names"])


@pytest.mark.parametrize("case", TRAINED)
def test_paddles_pipeline_plans_train_like_paddles_gradient_merge(case: str) -> None:
    """Paddle's job directories run as a user runs them (issue 21), through the front door: no
    k (jobs.json says it), no rows (the data ops say them), one ref.npz as the parameters and
    the feed of every rank (each takes its own stage's parameters, `.dist` names, and its data
    ops' arrays; a data-parallel or ZeRO rank its part of each micro-batch)."""
    from pirtool.runner import RunSpec, open_run

    ref = json.loads((PP / case / "ref.json").read_text())
    ranks = _ranks(case)
    spec = RunSpec(
        [str(r) for r in ranks],
        startups=[str(r / "startup_after.pir") for r in ranks],
        params=[str(PP / case / "ref.npz")],
        feeds=[str(PP / case / "ref.npz")],
        launcher="threads",
        timeout=60,
    )
    run = open_run(spec)
    assert run.k == ref["config"]["k"] and run.n_steps == ref["steps"]
    steps = run.train(params=True)
    _check(case, ref, steps, np.load(PP / case / "ref.npz"), run.runners)


@pytest.mark.parametrize("case", TRAINED)
def test_pirtools_pipeline_plans_train_like_paddles_gradient_merge(case: str) -> None:
    cfg = json.loads((PP / case / "ref.json").read_text())["config"]
    ref, steps, z, runners = _train(case, [_pirtool_plan(r, cfg) for r in _ranks(case)])
    _check(case, ref, steps, z, runners)


def _fits(case: str, schedule: str) -> bool:
    """Whether Paddle's job list of `schedule` exists for the case (its k and pp degree) and the
    program's chunks are the schedule's: one per stage, or V-shaped for ZBVPP."""
    cfg = json.loads((PP / case / "ref.json").read_text())["config"]
    k, pp, vpp, v = cfg["k"], cfg["pp"], cfg["vpp"], cfg.get("vshape", False)
    if pp < 2:
        return False
    if schedule == "ZBVPP":
        return v and k == pp
    return vpp == 1 and (k >= 2 * pp - 1 if schedule == "Eager1F1B" else k >= pp)


PIPELINES = [c for c in CASES if json.loads((PP / c / "ref.json").read_text())["config"]["pp"] > 1]
# the schedules Paddle 3.3.1 cannot split on PIR, read off the schedule table
NEW = [(s, c) for s in NO_PIR_SPLIT_SCHEDULES for c in PIPELINES if _fits(c, s)]
REFUSED = [(s, c) for s in NO_PIR_SPLIT_SCHEDULES for c in PIPELINES if not _fits(c, s)]
#: why a schedule does not take a case: Paddle's asserts on k, or the program's model chunks
WHY_NOT = (
    "micro-batches",
    "runs one model chunk per stage",
    "not placed V-shaped",
    "give the number of model chunks per stage",
)


@pytest.mark.parametrize(("schedule", "case"), NEW, ids=[f"{s}-{c}" for s, c in NEW])
def test_schedules_paddle_cannot_split_train_like_paddles_gradient_merge(schedule: str, case: str) -> None:
    """Eager1F1B, ZBH1 and ZBVPP: Paddle's job lists, pirtool's split (ZB's backward_b /
    backward_w), every pipeline case whose k, pp degree and chunks the schedule takes."""
    cfg = json.loads((PP / case / "ref.json").read_text())["config"]
    ref, steps, z, runners = _train(case, [_pirtool_plan(r, cfg, schedule) for r in _ranks(case)])
    _check(case, ref, steps, z, runners)
    if schedule != "Eager1F1B":  # the weight gradients were put off on the stages that put any off
        assert any("backward_w" in t for r in runners for t, _ in r.jobs)


def test_every_pipeline_case_is_run_with_the_schedules_that_take_it() -> None:
    counts = {s: sum(1 for t, _ in NEW if t == s) for s in NO_PIR_SPLIT_SCHEDULES}
    assert counts == {"ZBH1": 11, "Eager1F1B": 6, "ZBVPP": 3}, counts
    assert len(NEW) + len(REFUSED) == len(NO_PIR_SPLIT_SCHEDULES) * len(PIPELINES) and len(PIPELINES) >= 26


@pytest.mark.parametrize(("schedule", "case"), REFUSED, ids=[f"{s}-{c}" for s, c in REFUSED])
def test_schedules_refuse_the_pipeline_cases_they_do_not_take(schedule: str, case: str) -> None:
    """Every other (schedule, pipeline case) pair: planning some rank is a PirError that says
    why (k below what Paddle asserts, the program's chunks not the schedule's), not a plan that
    would train something else. So the cases the training test leaves out are left out by
    pirtool's plan itself, not only by the test's `_fits`."""
    cfg = json.loads((PP / case / "ref.json").read_text())["config"]
    why = []
    for r in _ranks(case):
        try:
            _pirtool_plan(r, cfg, schedule)
        except PirError as e:
            why.append(str(e))
    assert why, f"{schedule} planned every rank of {case}"
    assert all(any(w in m for w in WHY_NOT) for m in why), why


@pytest.mark.parametrize("case", sorted(MISPAIRED))
def test_mispaired_vpp_plans_lose_the_model_where_the_pairing_says(case: str) -> None:
    """pp 2, k 3: stage 0's fourth receive from stage 1 is micro-batch 2's activation, but stage 1
    sends micro-batch 1's gradient first (same shape): the first two micro-batches' losses are the
    model's, the third is not; pirtool's plan of the rank is Paddle's and says so."""
    ref, steps, _, _ = _train(case, [_paddle_plan(r) for r in _ranks(case)])
    got = np.mean([r.micro for r in steps[0].results if r.micro], axis=0)
    want = ref["merged"]["losses_per_call"][0]
    np.testing.assert_allclose(got[:2], want[:2], rtol=1e-6)
    assert abs(got[2] - want[2]) > 1e-3 * abs(want[2])
    cfg = ref["config"]
    plan = make_plan(parse_file(_ranks(case)[0] / "dist.pir"), "VPP", cfg["k"], None, cfg["pp"], 0, cfg["vpp"])
    assert len(plan.warnings) == 1 and "micro-batch 2's activation of stage 1 chunk 0" in plan.warnings[0]


def test_there_are_pipelined_cases() -> None:
    assert len(CASES) >= 12
    assert sum(c.startswith("zero") for c in CASES) == 7


def test_zero3_ranks_hold_their_halves_of_every_parameter() -> None:
    """Stage 3 keeps parameters sharded: each rank of zero3_mlp_sgd_k3 holds rows
    [r*N/2, (r+1)*N/2) of every parameter, stage 1 none (its accumulators only, with Adam)."""
    for case, sharded in (("zero3_mlp_sgd_k3", True), ("zero1_mlp_adamw_k2", False)):
        for i, d in enumerate(_ranks(case)):
            r = JobPlanRunner(*_paddle_plan(d), filename=str(d))
            held = r.hold_shards(parse_file(d / "dist.pir"), i)
            params = {n: s for n, s in held.items() if n in r.param_names}
            assert bool(params) == sharded
            for n, s in params.items():
                rows = r.shards[n][0][0]
                assert s[0] == slice(i * rows // 2, (i + 1) * rows // 2), (case, n, s)


def test_cli_runs_paddles_pipeline_job_directories(tmp_path: Path) -> None:
    """`pirtool run rank0/ rank1/`: Paddle's own job directories (jobs.json, job_<type>.pir)."""
    from click.testing import CliRunner

    from pirtool.cli import main

    case = PP / "pp2_fthenb_mlp_sgd_k2"
    z = np.load(case / "ref.npz")
    feed = tmp_path / "feed.npz"
    np.savez(feed, input0=z["x"], label0=z["y"])
    r0, r1 = case / "rank0", case / "rank1"
    res = CliRunner().invoke(
        main,
        [
            "run",
            str(r0),
            str(r1),
            "-s",
            str(r0 / "startup_after.pir"),
            "-s",
            str(r1 / "startup_after.pir"),
            "--params",
            str(case / "ref.npz"),
            "--feed",
            str(feed),
            "-k",
            "2",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    rows = [json.loads(x) for x in res.stdout.splitlines()]
    want = json.loads((case / "ref.json").read_text())["merged"]["losses_per_call"]
    assert rows[0]["ranks"][0] is None  # the first stage computes no loss
    np.testing.assert_allclose([r["micro"][1] for r in rows], want, rtol=1e-5)


@pytest.mark.parametrize("case", ["zero2_mlp_adamw_k2", "zero3_mlp_sgd_k3"])
def test_cli_runs_zero_ranks_on_the_whole_micro_batches(case: str, tmp_path: Path) -> None:
    """`pirtool run rank0/ rank1/` of a ZeRO job: every rank reads the same rows (its data ops are
    [b*dp, ...], it slices its b itself) and holds its shard of the state (the rank directory's
    dist.pir); the mean of the ranks' micro-batch losses is Paddle's."""
    from click.testing import CliRunner

    from pirtool.cli import main

    d = PP / case
    z = np.load(d / "ref.npz")
    ref = json.loads((d / "ref.json").read_text())
    feed = tmp_path / "feed.npz"
    np.savez(feed, input0=z["x"], label0=z["y"])
    r0, r1 = d / "rank0", d / "rank1"
    args = [
        "run",
        str(r0),
        str(r1),
        "-s",
        str(r0 / "startup_after.pir"),
        "-s",
        str(r1 / "startup_after.pir"),
        "--params",
        str(d / "ref.npz"),
        "--feed",
        str(feed),
        "-k",
        str(ref["config"]["k"]),
        "--json",
    ]
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 0, res.output
    rows = [json.loads(x) for x in res.stdout.splitlines()]
    np.testing.assert_allclose([np.mean(r["micro"], axis=0) for r in rows], ref["merged"]["losses_per_call"], rtol=1e-5)
    # each rank fed only its own b rows with -b b: the second rank's slice [b, 2b) hard-codes the
    # whole micro-batch, an error rather than a nan loss
    res = CliRunner().invoke(main, [*args, "-b", str(ref["micro_batch_size"])])
    assert res.exit_code == 2
    assert "rank1" in res.output and "hard-codes the batch size 8" in res.output


def test_zero3_ranks_as_one_trainer_put_the_shards_together() -> None:
    """check-loss's view of several ranks through the front door (`open_run`, `RunStep.merged`):
    k from jobs.json, the rows from the data ops, one feed and one parameter file for both ranks;
    a stage-3 parameter is every rank's shard in its place, the whole parameter Paddle's
    un-sharded run has."""
    from pirtool.runner import RunSpec, open_run

    case = "zero3_mlp_sgd_k3"
    z = np.load(PP / case / "ref.npz")
    run = open_run(
        RunSpec(
            [str(d) for d in _ranks(case)],
            startups=[str(d / "startup_after.pir") for d in _ranks(case)],
            params=[str(PP / case / "ref.npz")],
            feeds=[{"input0": z["x"], "label0": z["y"]}],
            steps=2,
            timeout=60,
        )
    )
    assert run.k == 3 and run.rows == 8
    assert run.params()["linear_0.w_0.dist"].shape == (16, 16)
    shards = run.shards()
    for st in run.steps(params=True):
        merged = st.merged(shards)
        for name in json.loads((PP / case / "ref.json").read_text())["param_names"]:
            np.testing.assert_allclose(merged.params[name], z[f"merged/step{st.step}/{name}"], rtol=1e-4, atol=1e-6)


def test_cli_runs_pirtools_zbh1_plan_directories(tmp_path: Path) -> None:
    """`pirtool plan --schedule zbh1 -o DIR`, then `pirtool run DIR/rank*`: ZBH1 runs some
    micro-batches' backward whole and the others' split (backward_b, backward_w), which a plan
    directory may list; the losses are Paddle's gradient merge. A split backward with its
    backward_w missing is a located error in jobs.json."""
    from click.testing import CliRunner

    from pirtool.cli import main

    case = "pp2_1f1b_mlp_adam_k4"
    ranks = _ranks(case)
    out = tmp_path / "zb"
    res = CliRunner().invoke(
        main, ["plan", *[str(r / "dist.pir") for r in ranks], "--schedule", "zbh1", "-o", str(out)]
    )
    assert res.exit_code == 0, res.output
    z = np.load(PP / case / "ref.npz")
    feed = tmp_path / "feed.npz"
    np.savez(feed, input0=z["x"], label0=z["y"])
    args = ["run", str(out / "rank0"), str(out / "rank1"), "--params", str(PP / case / "ref.npz"), "--feed", str(feed)]
    args += [a for r in ranks for a in ("-s", str(r / "startup_after.pir"))]
    res = CliRunner().invoke(main, [*args, "--json"])
    assert res.exit_code == 0, res.output
    want = json.loads((PP / case / "ref.json").read_text())["merged"]["losses_per_call"]
    np.testing.assert_allclose([json.loads(x)["micro"][1] for x in res.stdout.splitlines()], want, rtol=1e-5)
    jobs_file = out / "rank1" / "jobs.json"
    jobs = json.loads(jobs_file.read_text())
    assert ["backward_b", 0] in jobs and ["backward", 1] in jobs
    jobs_file.write_text(json.dumps([j for j in jobs if j != ["backward_w", 0]]))
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 2 and f"{jobs_file}:1:" in res.stderr
    assert "does not run micro-batch 0" in res.stderr and "Traceback" not in res.stderr
