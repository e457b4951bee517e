"""check-loss on programs with batch norm (issue 21, item 4: conv+BN).

Gradient merge runs the forward once per micro-batch: each micro-batch of B rows is normalised
over its own rows and the running mean / variance are updated once per micro-batch, k times per
optimizer step (Paddle's merged numbers in samples/gm/conv_bn_sgd_k2_avg say so: they differ
from its plain run on k*B rows "by design"). check-loss's BEFORE reads a step's k*B rows at once
and takes its batch statistics per B rows (`RunSpec.stat_rows`), so a clean merge compares equal
and the un-averaged one is named at its optimizer op, not at the batch norm.

samples/run/convbn_momentum: a plain `paddle.static` conv + BatchNorm2D + Linear program (no
op_role) printed by Paddle 3.3.1 with its executor's numbers (scripts/gen_run_cases.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.runner import RunSpec, compare, open_run

ROOT = Path(__file__).resolve().parents[1]
RUN = ROOT / "samples" / "run"
CASE = RUN / "convbn_momentum"
PADDLE_GM = ROOT / "samples" / "gm" / "conv_bn_sgd_k2_avg"


def _cli(*args: str | Path):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture(scope="module")
def merged(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, Path]]:
    """pirtool's merges of the conv+BN program for k = 2: averaged and not."""
    d = tmp_path_factory.mktemp("convbn")
    out = {}
    for avg in ("--avg", "--no-avg"):
        m, s = d / f"m{avg}.pir", d / f"s{avg}.pir"
        r = _cli("merge", f"{CASE}.main.pir", "-k", "2", avg, "--startup", f"{CASE}.startup.pir", "-o", m,
                 "--startup-out", s)  # fmt: skip
        assert r.exit_code == 0, r.output
        out[avg] = (m, s)
    return out


def _check(after: tuple[Path, Path], *more: str):
    m, s = after
    return _cli(
        "check-loss", f"{CASE}.main.pir", m, "-s", f"{CASE}.startup.pir", "--startup-after", s,
        "--params", f"{CASE}.npz", "--feed", f"{CASE}.npz", *more,
    )  # fmt: skip


def test_run_gives_paddles_executor_numbers_on_every_plain_sample() -> None:
    """The plain programs of samples/run train as Paddle's static Executor trained them (b rows
    a step): losses and every parameter, batch norm's running statistics included. A program
    with dropout (ref.json `random`) has Paddle's random masks in its numbers, not comparable
    (tests/test_checkloss_dropout.py checks it against its own merge)."""
    refs = {p.name.removesuffix(".ref.json"): json.loads(p.read_text()) for p in RUN.glob("*.ref.json")}
    assert "convbn_momentum" in refs
    assert {n for n, r in refs.items() if r["random"]} == {"mlp_dropout_sgd"}
    for name, ref in sorted(refs.items()):
        if ref["random"]:
            continue
        z = np.load(RUN / f"{name}.npz")
        spec = RunSpec(
            [RUN / f"{name}.main.pir"], startups=[RUN / f"{name}.startup.pir"], params=[RUN / f"{name}.npz"],
            feeds=[{"x": z["x"], "y": z["y"]}], steps=ref["steps"],
        )  # fmt: skip
        steps = list(open_run(spec).steps(params=True))
        assert [s.loss for s in steps] == pytest.approx(ref["paddle_losses_per_step"], rel=1e-5), name
        for s in steps:
            assert s.results is not None
            for p in ref["param_names"]:
                want = z[f"paddle/step{s.step}/{p}"]
                np.testing.assert_allclose(s.results[0].params[p], want, rtol=1e-4, atol=1e-6, err_msg=f"{name} {p}")


def test_a_clean_merge_of_a_conv_bn_program_is_ok(merged: dict[str, tuple[Path, Path]]) -> None:
    r = _check(merged["--avg"], "--steps", "3")
    assert r.exit_code == 0, r.output
    assert "OK 3 steps, losses and 8 parameters agree" in r.output  # the running statistics among them
    assert "batch statistics per micro-batch of 4 rows" in r.output


def test_the_un_averaged_conv_bn_merge_names_the_optimizer_update(merged: dict[str, tuple[Path, Path]]) -> None:
    r = _check(merged["--no-avg"], "-k", "2", "--steps", "2")
    assert r.exit_code == 1, r.output
    assert "first divergence: pd_op.momentum_" in r.output, r.output
    assert "2 x BEFORE's gradient operand = the un-averaged accumulator" in r.output
    assert "batch_norm" not in r.output.split("first divergence:")[1].split("\n")[0]
    step1 = next(x for x in r.output.splitlines() if x.strip().startswith("1 "))
    before, after = map(float, step1.split()[1:3])
    assert before == pytest.approx(after, rel=1e-6)  # the forward agrees: the update differs


def test_the_wrong_k_on_a_conv_bn_merge_is_named(merged: dict[str, tuple[Path, Path]]) -> None:
    r = _check(merged["--avg"], "-k", "3", "--steps", "1")
    assert r.exit_code == 2 and "-k 3 disagrees with the input" in r.output and "(k = 2)" in r.output, r.output
    r = _check(merged["--no-avg"], "-k", "3", "--steps", "1")
    assert r.exit_code == 1, r.output
    assert "first divergence: pd_op.momentum_" in r.output and "3 x BEFORE's gradient operand" in r.output


def test_paddles_own_batch_norm_merge_is_ok_and_before_gives_its_running_statistics() -> None:
    """Paddle's gradient merge of a conv+BN model (auto_parallel_gradient_merge_pass): check-loss
    says OK, and BEFORE's running mean and variance after each step are Paddle's merged ones
    (updated once per micro-batch), not its plain run's (once per step on k*B rows)."""
    g = PADDLE_GM
    z = np.load(f"{g}.npz")
    common = dict(params=[f"{g}.npz"], feeds=[f"{g}.npz"])
    res = compare(
        RunSpec([f"{g}.before.pir"], startups=[f"{g}.startup.before.pir"], **common),
        RunSpec([f"{g}.after.pir"], startups=[f"{g}.startup.after.pir"], **common),
    )
    assert res.ok and res.k == 2 and len(res.rows) == 3, res.first
    for st in res.before:
        for pir_name, dy in (("batch_norm2d_0.w_1", "bn._mean"), ("batch_norm2d_0.w_2", "bn._variance")):
            np.testing.assert_allclose(st.params[pir_name], z[f"merged/step{st.step}/{dy}"], rtol=1e-5, atol=1e-6)
            assert not np.allclose(st.params[pir_name], z[f"plain/step{st.step}/{dy}"], rtol=1e-3)
    r = _cli(
        "check-loss", f"{g}.before.pir", f"{g}.after.pir", "-s", f"{g}.startup.before.pir",
        "--startup-after", f"{g}.startup.after.pir", "--params", f"{g}.npz", "--feed", f"{g}.npz",
    )  # fmt: skip
    assert r.exit_code == 0 and "OK 3 steps" in r.output, r.output


def test_without_per_micro_batch_statistics_the_batch_norm_differs_by_design(
    merged: dict[str, tuple[Path, Path]],
) -> None:
    """What the statistics per micro-batch are for: BEFORE normalised over all k*B rows at once
    trains differently from the clean merge, at its batch norm."""
    import pirtool.runner.checkloss as cl

    m, s = merged["--avg"]
    common = dict(params=[f"{CASE}.npz"], feeds=[f"{CASE}.npz"], steps=1)
    before = RunSpec([f"{CASE}.main.pir"], startups=[f"{CASE}.startup.pir"], **common)
    after = RunSpec([m], startups=[s], **common)
    assert compare(before, after).ok
    orig = cl.RunSpec.replace

    def whole_batch(self: RunSpec, **changes: object) -> RunSpec:
        changes.pop("stat_rows", None)
        return orig(self, **changes)

    mp = pytest.MonkeyPatch()
    mp.setattr(cl.RunSpec, "replace", whole_batch)
    try:
        res = compare(before, after)
    finally:
        mp.undo()
    assert not res.ok and res.divergence is not None and res.divergence.op == "pd_op.batch_norm_"


def test_adam_on_a_gradient_at_rounding_level_is_said_to_be_that() -> None:
    """Paddle's AdamW merge of conv+BN: the conv bias right before the batch norm has true
    gradient 0 (the mean removes it), so both sides' gradients are rounding noise and AdamW
    steps by +-lr on it. check-loss fails (the numbers do differ) and says why at the update,
    rather than blaming the batch norm or calling the update wrong."""
    g = ROOT / "samples" / "gm" / "conv_bn_adamw_k2_avg"
    r = _cli(
        "check-loss", f"{g}.before.pir", f"{g}.after.pir", "-s", f"{g}.startup.before.pir",
        "--startup-after", f"{g}.startup.after.pir", "--params", f"{g}.npz", "--feed", f"{g}.npz",
    )  # fmt: skip
    assert r.exit_code == 1, r.output
    line = next(x for x in r.output.splitlines() if x.startswith("first divergence:"))
    assert "pd_op.adamw_" in line and "of conv2d_0.b_0" in line and "the gradient is at rounding level" in line
