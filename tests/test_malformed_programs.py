"""Programs that are well-formed text but not what a command needs (issue 11): gradient merge on
malformed optimizer operand lists or two optimizers updating one parameter, and run/check-loss
on a program without a loss. Each gives a located or named error, exit 2, no traceback, before
any work is done; a forward-only program runs and says "no loss" instead of printing nan."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MLP = ROOT / "samples" / "real" / "mlp_sgd_main.pir"
MLP_STARTUP = ROOT / "samples" / "real" / "mlp_sgd_startup.pir"

# The second and third optimizer ops of the real sample (Paddle 3.3.1, SGD on a 2-layer MLP).
SGD_W1 = (
    '"pd_op.sgd_" (%2, %0, %23, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : '
    "(tensor<32x10xf32>, tensor<f32>, tensor<32x10xf32>, <<NULL TYPE>>) -> tensor<32x10xf32>, <<NULL TYPE>>"
)
SGD_B1 = (
    '"pd_op.sgd_" (%3, %0, %26, <<NULL VALUE>>) {multi_precision:false,stop_gradient:[true,false]} : '
    "(tensor<32xf32>, tensor<f32>, tensor<32xf32>, <<NULL TYPE>>) -> tensor<32xf32>, <<NULL TYPE>>"
)


def run_cli(*args: str | Path) -> subprocess.CompletedProcess[str]:
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"}
    return subprocess.run(
        [sys.executable, "-m", "pirtool", *map(str, args)], capture_output=True, text=True, env=env, timeout=300
    )


def _variant(tmp_path: Path, old: str, new: str) -> tuple[Path, int]:
    text = MLP.read_text()
    assert old in text
    out = text.replace(old, new, 1)
    f = tmp_path / "main.pir"
    f.write_text(out)
    line = text[: text.index(old)].count("\n") + 1  # the line replaced
    assert run_cli("fmt", "--check", f).returncode == 0  # the text itself is fine
    return f, line


def _located_exit_2(r: subprocess.CompletedProcess[str], f: Path, line: int, words: str) -> None:
    assert r.returncode == 2, r.stderr
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr
    first = r.stderr.splitlines()[0]
    assert first.startswith(f"{f}:{line}:"), first
    col = int(first.split(":")[2])  # file:line:col: error:
    assert first.split(":")[3].strip() == "error"
    assert col > 0 and words in first, first


def _merge_refuses(tmp_path: Path, old: str, new: str, words: str) -> None:
    """`merge` of MLP with `old` replaced by `new` fails at that line and writes no output."""
    f, line = _variant(tmp_path, old, new)
    out = tmp_path / "out.pir"
    r = run_cli("merge", "-k", "2", f, "-o", out)
    _located_exit_2(r, f, line, words)
    assert not out.exists()


def test_merge_optimizer_with_too_few_operands(tmp_path: Path) -> None:
    few = SGD_W1.replace("(%2, %0, %23, <<NULL VALUE>>)", "(%2, %0)").replace(
        "(tensor<32x10xf32>, tensor<f32>, tensor<32x10xf32>, <<NULL TYPE>>)", "(tensor<32x10xf32>, tensor<f32>)"
    )
    _merge_refuses(tmp_path, SGD_W1, few, "pd_op.sgd_ has 2 operands")


def test_merge_two_optimizers_updating_one_parameter(tmp_path: Path) -> None:
    # The third sgd_ updates linear_1.w_0 again (with the same gradient): before, merge accepted
    # it and averaged the one accumulator twice.
    _merge_refuses(tmp_path, SGD_B1, SGD_W1, "updates parameter linear_1.w_0, which pd_op.sgd_ at line")


def test_merge_two_optimizers_with_different_gradients(tmp_path: Path) -> None:
    other = SGD_W1.replace("%23", "%21").replace("tensor<f32>, tensor<32x10xf32>", "tensor<f32>, tensor<10xf32>")
    _merge_refuses(tmp_path, SGD_B1, other, "updates parameter linear_1.w_0")


# ------------------------------------------------------------------------------------------------
# run / check-loss without a loss

TRAIN_NO_LOSS = """{
    (%0) = "builtin.parameter" () {parameter_name:"w",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%2) = "pd_op.multiply" (%1, %0) {op_role:0,stop_gradient:[false]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%2) {op_role:0,output_name:"out"} : (tensor<4xf32>) -> 
    (%3) = "pd_op.full" () {dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.1} : () -> tensor<1xf32>
    (%4, %5) = "pd_op.sgd_" (%0, %3, %1, <<NULL VALUE>>) {multi_precision:false,op_role:2} : (tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, <<NULL TYPE>>) -> tensor<4xf32>, <<NULL TYPE>>
}
"""
FORWARD_ONLY = """{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2,4],stop_gradient:[true]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.relu" (%0) {stop_gradient:[true]} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    () = "builtin.shadow_output" (%1) {output_name:"out"} : (tensor<2x4xf32>) -> 
}
"""


def test_run_a_training_program_without_a_loss_is_an_error(tmp_path: Path) -> None:
    f = tmp_path / "train.pir"
    f.write_text(TRAIN_NO_LOSS)
    r = run_cli("run", f, "--steps", "2")
    assert r.returncode == 2, r.stderr
    assert "nan" not in r.stdout and r.stdout == ""  # nothing ran
    assert f"{f}: error: no loss in this program" in r.stderr
    assert "--fetch" in r.stderr and "shadow_outputs: out" in r.stderr  # what to pass, and the names
    assert "Traceback" not in r.stderr


def test_run_a_forward_only_program_says_no_loss(tmp_path: Path) -> None:
    f = tmp_path / "fwd.pir"
    f.write_text(FORWARD_ONLY)
    r = run_cli("run", f, "--steps", "2")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "step 1  no loss\nstep 2  no loss\n"
    assert "forward-only" in r.stderr


def test_check_loss_with_a_loss_on_one_side_only_is_an_error(tmp_path: Path) -> None:
    """One side without a loss: nothing to compare the other's with, said before running. Both
    without one (a pair `reduce` shrank past its loss): the parameters are still compared."""
    f = tmp_path / "fwd.pir"
    f.write_text(FORWARD_ONLY)
    r = run_cli("check-loss", MLP, f, "-k", "1", "-s", MLP_STARTUP)
    assert r.returncode == 2, r.stderr
    assert f"{f}: error: no loss in this program" in r.stderr and "--fetch" in r.stderr
    assert "Traceback" not in r.stderr
    r = run_cli("check-loss", f, f, "-k", "1", "-s", MLP_STARTUP)
    assert "neither program has a loss: comparing the parameters only" in r.stderr, r.stderr
    assert r.returncode == 0 and "Traceback" not in r.stderr


def test_run_with_a_loss_still_runs() -> None:
    r = run_cli("run", MLP, "-s", MLP_STARTUP, "--steps", "1")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("step 1  loss ") and "nan" not in r.stdout
