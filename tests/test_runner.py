"""pirtool run / check-loss on Paddle's own gradient-merge cases (pure numpy, no Paddle).

For each case the npz holds the initial parameters and Paddle's parameters after every step,
for the plain program (whole k*b batch per step) and for Paddle's merged program (k micro-steps).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.paddle.names import dygraph_name as program_to_dygraph
from pirtool.runner.feeding import map_feeds
from pirtool.runner.training import Runner
from pirtool.text.parser import parse

GM = Path(__file__).resolve().parents[1] / "samples" / "gm"
CASES = ["mlp_sgd_k2_avg", "mlp_adam_k2_avg", "mlp_momentum_k2_avg"]
RTOL = 1e-5


def _prog(name: str):
    return parse((GM / name).read_bytes().decode("utf-8"))


def _npz(case: str) -> dict[str, np.ndarray]:
    with np.load(GM / f"{case}.npz") as z:
        return {k: z[k] for k in z.files}


def _train(case: str, merged: bool) -> tuple[list, dict, dict]:
    ref = json.loads((GM / f"{case}.ref.json").read_text())
    z = _npz(case)
    k = ref["config"]["k"]
    b = ref["micro_batch_size"]
    main_name, startup = (
        (f"{case}.after.pir", f"{case}.startup.after.pir")
        if merged
        else (f"{case}.before.pir", f"{case}.startup.before.pir")
    )
    r = Runner(_prog(main_name))
    r.run_startup(_prog(startup))
    r.load_params(z)
    feeds = map_feeds(z, r.feed_names)
    res = r.train(feeds, k, b, ref["steps"]) if merged else r.train(feeds, 1, k * b, ref["steps"])
    return res, z, ref


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("merged", [False, True], ids=["plain", "merged"])
def test_reproduces_paddle(case: str, merged: bool) -> None:
    res, z, ref = _train(case, merged)
    kind = "merged" if merged else "plain"
    want_losses = ref["merged"]["losses_per_call"] if merged else ref["plain"]["losses_per_step"]
    assert len(res) == len(want_losses)
    for s, want in zip(res, want_losses, strict=True):
        np.testing.assert_allclose(s.micro, want, rtol=RTOL)
        assert s.params, "no parameters recorded"
        for name, got in s.params.items():
            exp = z[f"{kind}/step{s.step}/{program_to_dygraph(name)}"]
            np.testing.assert_allclose(got, exp, rtol=RTOL, atol=1e-7, err_msg=f"{case} {kind} step {s.step} {name}")


def _cli(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def _check_loss_args(case: str) -> list[str]:
    g = str(GM)
    return [
        "check-loss", f"{g}/{case}.before.pir", f"{g}/{case}.after.pir", "-k", "2",
        "--startup", f"{g}/{case}.startup.before.pir", "--startup-after", f"{g}/{case}.startup.after.pir",
        "--params", f"{g}/{case}.npz", "--feed", f"{g}/{case}.npz",
    ]  # fmt: skip


def test_check_loss_passes_on_sgd() -> None:
    r = _cli(*_check_loss_args("mlp_sgd_k2_avg"))
    assert r.exit_code == 0, r.output
    assert "OK 3 steps" in r.output


def test_check_loss_fails_on_momentum() -> None:
    # Paddle 3.3.1's merged Momentum program trains on the sum of the micro-batch grads.
    r = _cli(*_check_loss_args("mlp_momentum_k2_avg"))
    assert r.exit_code == 1, r.output
    assert "FAIL step 1: parameter linear_" in r.output


def test_run_cli_text_and_json(tmp_path: Path) -> None:
    g = str(GM)
    c = "mlp_sgd_k2_avg"
    base = [
        "run",
        f"{g}/{c}.after.pir",
        "--startup",
        f"{g}/{c}.startup.after.pir",
        "-k",
        "2",
        "--feed",
        f"{g}/{c}.npz",
        "--params",
        f"{g}/{c}.npz",
    ]
    r = _cli(*base)
    assert r.exit_code == 0, r.output
    assert r.output.splitlines()[2] == "step 3  loss 0.4333  micro 0.4582 0.4084"
    out = tmp_path / "state.npz"
    r = _cli(*base, "--json", "--steps", "2", "--save-state", str(out), "--feed-map", "x=input0,y=label0")
    assert r.exit_code == 0, r.output
    rows = [json.loads(line) for line in r.output.splitlines()]
    assert [row["step"] for row in rows] == [1, 2]
    ref = json.loads((GM / f"{c}.ref.json").read_text())
    np.testing.assert_allclose(rows[1]["micro"], ref["merged"]["losses_per_call"][1], rtol=RTOL)
    with np.load(out) as st:
        np.testing.assert_allclose(st["linear_0.w_0"], _npz(c)["merged/step2/linear_0.weight"], rtol=RTOL, atol=1e-7)
        assert not st["linear_0.w_0@GRAD@MERGE"].any()  # zeroed by the optimizer job


def test_run_bad_input_exit_2(tmp_path: Path) -> None:
    g = str(GM)
    c = "mlp_sgd_k2_avg"
    # no feed for the data ops: seeded random data (tests/test_runner_random.py), with a note
    r = _cli("run", f"{g}/{c}.after.pir", "--startup", f"{g}/{c}.startup.after.pir", "-k", "2")
    assert r.exit_code == 0 and "random data" in r.stderr
    # no startup: the accumulator kwargs have no value
    r = _cli("run", f"{g}/{c}.after.pir", "-k", "2", "--feed", f"{g}/{c}.npz", "--params", f"{g}/{c}.npz")
    assert r.exit_code == 2 and "error:" in r.output
    # cupy backend without a GPU
    r = _cli("run", f"{g}/{c}.after.pir", "--backend", "cupy")
    assert r.exit_code == 2 and "cupy" in r.output.lower()
    bad = tmp_path / "bad.npz"
    bad.write_text("not an npz")
    r = _cli("run", f"{g}/{c}.before.pir", "-s", f"{g}/{c}.startup.before.pir", "--feed", str(bad))
    assert r.exit_code == 2


def test_run_check_lists_missing_kernels(tmp_path: Path) -> None:
    r = _cli("run", "--check", str(GM / "mlp_adam_k2_avg.after.pir"))
    assert r.exit_code == 0, r.output
    assert "have kernels" in r.output
    p = tmp_path / "x.pir"
    p.write_text(
        '{\n    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xf32>\n    (%1) = "pd_op.frobnicate" (%0) {} : (tensor<1xf32>) -> tensor<1xf32>\n}\n'
    )
    r = _cli("run", "--check", str(p))
    assert r.exit_code == 2
    assert "pd_op.frobnicate" in r.output and "x.pir:3" in r.output


def test_plot_optional(tmp_path: Path) -> None:
    args = _check_loss_args("mlp_sgd_k2_avg") + ["--steps", "1", "--plot", str(tmp_path / "loss.png")]
    r = _cli(*args)
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        assert r.exit_code == 2 and "matplotlib" in r.output
    else:
        assert r.exit_code == 0, r.output
        assert (tmp_path / "loss.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_run_paddle_plan_jobs() -> None:
    g, c = str(GM), "mlp_momentum_k2_avg"
    r = _cli(
        "run", f"{g}/{c}.plan_forward.pir", "--plan", f"{g}/{c}.plan_backward.pir", f"{g}/{c}.plan_optimize.pir",
        "-s", f"{g}/{c}.startup.after.pir", "-k", "2", "--feed", f"{g}/{c}.npz", "--params", f"{g}/{c}.npz", "--json",
    )  # fmt: skip
    assert r.exit_code == 0, r.output
    ref = json.loads((GM / f"{c}.ref.json").read_text())
    got = [json.loads(line)["micro"] for line in r.output.splitlines()]
    np.testing.assert_allclose(got, ref["merged"]["losses_per_call"], rtol=RTOL)


def test_check_loss_json_and_tolerance() -> None:
    # with a loose tolerance Paddle's Momentum output passes; --json gives one object per step
    r = _cli(*_check_loss_args("mlp_momentum_k2_avg"), "--steps", "1", "--rtol", "1", "--atol", "0.1", "--json")
    assert r.exit_code == 0, r.output
    row = json.loads(r.output.splitlines()[0])
    assert row["step"] == 1 and row["ok"] and row["max_d_param"] > 1e-3
