"""`pirtool run` without `--feed` (seeded random data) and NaN/Inf reporting."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.runner.randdata import DEFAULT_INT_BOUND, int_bound, random_feeds
from pirtool.runner.training import Runner
from pirtool.text.parser import parse

REAL = Path(__file__).resolve().parents[1] / "samples" / "real"
MLP = [str(REAL / "mlp_sgd_main.pir"), "-s", str(REAL / "mlp_sgd_startup.pir")]


def _run(*args: str):
    return CliRunner().invoke(main, ["run", *args], catch_exceptions=False)


def _losses(out: str) -> list[float]:
    return [float(m) for m in re.findall(r"^step \d+  loss (\S+)", out, re.M)]


def test_run_without_feed_uses_random_data() -> None:
    r = _run(*MLP, "--steps", "2", "-b", "4")
    assert r.exit_code == 0, r.output
    losses = _losses(r.stdout)
    assert len(losses) == 2 and all(np.isfinite(losses))
    assert "random data" in r.stderr and "y: integers in [0, 10)" in r.stderr


def test_same_seed_same_losses() -> None:
    a = _losses(_run(*MLP, "--steps", "2", "-b", "4", "--seed", "3").stdout)
    b = _losses(_run(*MLP, "--steps", "2", "-b", "4", "--seed", "3").stdout)
    c = _losses(_run(*MLP, "--steps", "2", "-b", "4", "--seed", "4").stdout)
    assert a == b and a != c


def test_labels_within_class_count() -> None:
    prog = parse((REAL / "mlp_sgd_main.pir").read_bytes().decode("utf-8"))
    r = Runner(prog)
    (y,) = [op for op in r.feed_ops if op.attrs.value("name") == "y"]
    assert int_bound(y.result) == 10  # cross_entropy_with_softmax logits: 4x10
    feeds, notes = random_feeds(r.feed_ops, 500, seed=0)
    assert feeds["y"].shape == (500, 1) and feeds["y"].dtype == np.int64
    assert feeds["y"].min() == 0 and feeds["y"].max() == 9
    assert feeds["x"].shape == (500, 16) and feeds["x"].dtype == np.float32
    assert any("y: integers in [0, 10)" in n for n in notes)


EMB = """{
    (%0) = "pd_op.data" () {dtype:int64,name:"ids",place:Place(undefined:0),shape:[-1,3],stop_gradient:[true]} : () -> tensor<-1x3xi64>
    (%1) = "pd_op.data" () {dtype:int32,name:"k",place:Place(undefined:0),shape:[-1],stop_gradient:[true]} : () -> tensor<-1xi32>
    (%2) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[7,5],stop_gradient:true,value:1} : () -> tensor<7x5xf32>
    (%3) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[-1]} : () -> tensor<1xi64>
    (%4, %5) = "pd_op.reshape" (%0, %3) {stop_gradient:[true,true]} : (tensor<-1x3xi64>, tensor<1xi64>) -> tensor<-1xi64>, tensor<0xi64>
    (%6) = "pd_op.embedding" (%4, %2) {padding_idx:-1,sparse:false,stop_gradient:[false]} : (tensor<-1xi64>, tensor<7x5xf32>) -> tensor<-1x5xf32>
}
"""


def test_embedding_ids_through_reshape_and_default_bound() -> None:
    prog = parse(EMB)
    r = Runner(prog)
    ids, k = r.feed_ops
    assert int_bound(ids.result) == 7
    assert int_bound(k.result) is None
    feeds, _ = random_feeds(r.feed_ops, 300, seed=1)
    assert feeds["ids"].shape == (300, 3) and 0 <= feeds["ids"].min() and feeds["ids"].max() == 6
    assert feeds["k"].dtype == np.int32 and feeds["k"].max() == DEFAULT_INT_BOUND - 1


def test_dynamic_batch_needs_batch_size() -> None:
    main_ = str(REAL / "gen_dynbatch_mlp_adam_main.pir")
    r = _run(main_, "-s", str(REAL / "gen_dynbatch_mlp_adam_startup.pir"), "--steps", "1")
    assert r.exit_code == 2 and "--batch-size" in r.output
    r = _run(main_, "-s", str(REAL / "gen_dynbatch_mlp_adam_startup.pir"), "--steps", "2", "-b", "3")
    assert r.exit_code == 0 and len(_losses(r.stdout)) == 2


# -- nan / inf -----------------------------------------------------------------------------------

LOG0 = """{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2,4],stop_gradient:[true]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:true,value:0} : () -> tensor<1xf32>
    (%2) = "pd_op.multiply" (%0, %1) {stop_gradient:[true]} : (tensor<2x4xf32>, tensor<1xf32>) -> tensor<2x4xf32>
    (%3) = "pd_op.log" (%2) {stop_gradient:[true]} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    (%4) = "pd_op.mean" (%3) {axis:(pd_op.IntArray)[],keepdim:false,stop_gradient:[true]} : (tensor<2x4xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%4) {output_name:"loss_0"} : (tensor<f32>) -> 
}
"""


def _big_lr(tmp_path: Path, src: Path) -> str:
    text = src.read_bytes().decode("utf-8")
    assert text.count("value:0.1}") == 1  # the learning rate
    out = tmp_path / src.name
    out.write_text(text.replace("value:0.1}", "value:1e+30}"))
    return str(out)


def test_log_of_zero_reports_step_and_exits_1(tmp_path: Path) -> None:
    p = tmp_path / "log0.pir"
    p.write_text(LOG0)
    r = _run(str(p), "--steps", "3")
    assert r.exit_code == 1
    assert len(_losses(r.stdout)) == 1  # stops at the first bad step
    assert "step 1: loss is -inf" in r.stderr


def test_huge_learning_rate_nan_at_step_2(tmp_path: Path) -> None:
    startup = _big_lr(tmp_path, REAL / "mlp_sgd_startup.pir")
    r = _run(str(REAL / "mlp_sgd_main.pir"), "-s", startup, "--steps", "5", "-b", "4")
    assert r.exit_code == 1
    assert r.stdout.count("step ") == 2 and "step 2: loss is nan" in r.stderr
    assert "RuntimeWarning" not in r.stderr
    r = _run(str(REAL / "mlp_sgd_main.pir"), "-s", startup, "--steps", "5", "-b", "4", "--json")
    assert r.exit_code == 1 and '"loss": null' in r.stdout and '"error": "loss is nan"' in r.stdout


def test_nonfinite_parameter() -> None:
    from pirtool.runner.training import StepResult, nonfinite

    assert nonfinite(StepResult(1, [1.0], {"w": np.ones(3, "float32")})) is None
    assert nonfinite(StepResult(1, [1.0], {"w": np.array([1.0, np.inf], "float32")})) == "parameter w is inf"
    assert nonfinite(StepResult(1, [1.0, float("nan")], {"w": np.array([np.inf])})) == "loss is nan"


def test_check_loss_counts_nan_inf_as_difference(tmp_path: Path) -> None:
    gm = REAL.parent / "gm"
    c = "mlp_sgd_k2_avg"
    args = [
        "check-loss",
        str(gm / f"{c}.before.pir"),
        str(gm / f"{c}.after.pir"),
        "-k",
        "2",
        "-s",
        _big_lr(tmp_path, gm / f"{c}.startup.before.pir"),
        "--feed",
        str(gm / f"{c}.npz"),
        "--params",
        str(gm / f"{c}.npz"),
        "--steps",
        "3",
    ]
    r = CliRunner().invoke(main, args, catch_exceptions=False)
    assert r.exit_code == 1, r.output
    fail = next(line for line in r.stdout.splitlines() if line.startswith("FAIL"))
    assert re.match(r"FAIL step \d: .*(nan|inf) in BEFORE", fail), fail
